"""Joining a Ray cluster nobody answers at is a typed error, not minutes inside Ray's retry
loop with Ctrl-C ignored. No Ray is started here: the probe must refuse before ``ray.init``.

The pytest-timeout guard is the point of these tests: before the probe, each of them sat in
``ray.init`` for minutes."""

from __future__ import annotations

import socket
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from vigil.config import RunConfig
from vigil.errors import BackendUnavailable, ConfigError
from vigil.eval import ray_backend
from vigil.eval.arms import expand_arms
from vigil.eval.execute import WorkerSettings
from vigil.eval.results import ResultsDB
from vigil.eval.suite import load_suite
from vigil.eval.sweep import plan_sweep, run_sweep

ray = pytest.importorskip("ray")

pytestmark = pytest.mark.timeout(60)


@pytest.fixture(autouse=True)
def _no_ray_left_running() -> Iterator[None]:
    assert not ray.is_initialized()
    yield
    assert not ray.is_initialized(), "the probe let ray.init run"


def test_sweep_on_an_unreachable_address_raises_before_anything_is_logged(
    tmp_path: Path,
) -> None:
    suite = load_suite("demo")
    arms = expand_arms(["perceptual_verify"])
    path = tmp_path / "r.sqlite"
    with ResultsDB(path) as db:
        plan = plan_sweep(suite, arms, 1, RunConfig(), db, resume=False)
        with pytest.raises(BackendUnavailable, match=r"cannot reach Ray at 127\.0\.0\.1:1\b"):
            run_sweep(plan, db, workers=1, settings=WorkerSettings(), ray_address="127.0.0.1:1")
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM sweeps").fetchone() == (0,)
        assert conn.execute("SELECT COUNT(*) FROM runs").fetchone() == (0,)


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("127.0.0.1:1", "refused"),
        ("nowhere:1", "cannot resolve 'nowhere'"),
        ("ray://127.0.0.1:1", "refused"),
    ],
)
def test_start_ray_refuses_an_address_nobody_answers(address: str, reason: str) -> None:
    with pytest.raises(BackendUnavailable, match=f"cannot reach Ray at {address}") as err:
        ray_backend.start_ray(address, 1)
    assert reason in str(err.value)


@pytest.mark.parametrize("address", ["nowhere", "host:port", "host:0", "ray://"])
def test_a_malformed_address_is_a_config_error(address: str) -> None:
    with pytest.raises(ConfigError, match="is not one of local, auto"):
        ray_backend.check_ray_address(address)


def test_a_connect_that_never_returns_is_cut_at_the_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A peer that drops SYNs, or a resolver that hangs: the caller still gets its answer
    (and its Ctrl-C) once the deadline passes, whatever the probing thread is stuck in."""
    release = threading.Event()

    def stuck(*args: Any, **kwargs: Any) -> Any:
        release.wait(30)
        raise TimeoutError

    monkeypatch.setattr(socket, "create_connection", stuck)
    try:
        with pytest.raises(BackendUnavailable, match=r"no answer within 0\.2 s"):
            ray_backend.check_ray_address("ray://127.0.0.3:1", timeout_s=0.2)
    finally:
        release.set()


def test_local_is_never_probed(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("probed")

    monkeypatch.setattr(socket, "create_connection", boom)
    ray_backend.check_ray_address("local")
