"""The Ray backend on a real local Ray instance started (and shut down) by this test: the
same jobs give rows of the same shape and outcome as the local pool, Chromium running in
the Ray workers."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from _eval_suites import SWITCH
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms
from vigil.eval.execute import Job, WorkerSettings
from vigil.eval.results import ResultsDB, RunRow
from vigil.eval.suite import parse_suite
from vigil.eval.sweep import plan_sweep, run_sweep

ray = pytest.importorskip("ray")  # installed by `make setup` (the dev extra); never skipped there

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.parallel]


@pytest.fixture(scope="module")
def local_ray(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from vigil.eval.ray_backend import start_ray

    temp = Path("/tmp") / f"vray-test-{os.getpid()}"
    started = start_ray("local", 2, temp_dir=str(temp))
    assert started and ray.is_initialized()
    try:
        yield ray
    finally:
        ray.shutdown()
        shutil.rmtree(temp, ignore_errors=True)


def test_ray_rows_match_the_local_pool(tmp_path: Path, local_ray: Any) -> None:
    (tmp_path / "switch.json").write_text(json.dumps(SWITCH))
    suite = parse_suite(
        "name: tiny\ntasks:\n  - file: switch.json\n  - file: switch.json\n    name: again\n"
        "    success: {text: 'Saved: alerts on'}\n",
        "tiny.yaml",
        tmp_path,
    )
    arms = expand_arms(["perceptual_verify"])
    results: dict[str, list[RunRow]] = {}
    for backend in ("local", "ray"):
        with ResultsDB(tmp_path / f"{backend}.sqlite") as db:
            plan = plan_sweep(suite, arms, 1, RunConfig(), db, resume=False)
            run_sweep(
                plan,
                db,
                workers=2,
                settings=WorkerSettings(),
                ray_address="local" if backend == "ray" else None,
            )
            results[backend] = db.rows("tiny")
    local, remote = results["local"], results["ray"]
    assert [r.key for r in remote] == [r.key for r in local] and len(remote) == 4
    # "again" checks for a Saved message the script never produces; "switch" succeeds.
    expected = [("ok", False), ("ok", False), ("ok", True), ("ok", True)]
    assert [(r.outcome, r.success) for r in local] == expected
    assert [(r.outcome, r.success) for r in remote] == expected
    # The same columns, filled the same way; the runs happened in Ray's worker processes.
    for a, b in zip(local, remote, strict=True):
        assert {f.name for f in fields(a)} == {f.name for f in fields(b)}
        assert a.toggles == b.toggles and a.steps == b.steps and a.warnings == b.warnings
    pids = {r.worker.rsplit(":", 1)[1] for r in remote}
    assert str(os.getpid()) not in pids and 1 <= len(pids) <= 2


def test_a_job_failure_on_ray_is_a_row(local_ray: Any, tmp_path: Path) -> None:
    from vigil.eval.ray_backend import run_ray

    (tmp_path / "switch.json").write_text(json.dumps(SWITCH))
    suite = parse_suite(
        "tasks:\n  - file: switch.json\n    start_url: http://127.0.0.1:9/\n", "t.yaml", tmp_path
    )
    arm = expand_arms(["perceptual_verify"])[0]
    rows: list[RunRow] = []
    run_ray(
        [Job("t", suite.tasks[0], arm, 0, arm.config(RunConfig()))],
        "local",
        1,
        WorkerSettings(),
        rows.append,
    )
    assert len(rows) == 1 and rows[0].outcome == "error" and "could not open" in str(rows[0].error)


def test_a_private_instance_listens_on_loopback_only(local_ray: Any) -> None:
    """Ray was imported (by this module, as by the CLI's reachability check) before the
    instance started. Before: Ray had read RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER at import,
    turned the loopback node address into this host's network address, and the GCS and
    raylet listened on every interface."""
    node = local_ray._private.worker._global_node
    assert node.node_ip_address == "127.0.0.1"
    assert node.gcs_address.rsplit(":", 1)[0] == "127.0.0.1"
    assert {n["NodeManagerAddress"] for n in local_ray.nodes()} == {"127.0.0.1"}
