"""The local pool without a browser: workers are stand-ins that answer at once, so what is
tested is only the driver's bookkeeping (every job ends as exactly one row)."""

from __future__ import annotations

import os
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pytest

from vigil.config import RunConfig
from vigil.eval import local
from vigil.eval.arms import expand_arms
from vigil.eval.execute import Job, WorkerSettings, failed_row
from vigil.eval.results import RunRow
from vigil.eval.suite import BrainSpec, TaskSpec


def _answer(conn: Connection, settings: WorkerSettings) -> None:
    """A worker that answers every job at once (no browser)."""
    while True:
        job = conn.recv()
        if job is None:
            return
        conn.send(failed_row(job, "ok", "", 0.0, worker=str(os.getpid())))


def _exit_at_once(conn: Connection, settings: WorkerSettings) -> None:
    os._exit(0)


def _jobs(n: int) -> list[Job]:
    task = TaskSpec("t", "goal", BrainSpec(), None, start_url="http://127.0.0.1:9/")
    arm = expand_arms(["perceptual_verify"])[0]
    return [Job("s", task, arm, r, RunConfig()) for r in range(n)]


def test_a_worker_that_died_while_idle_is_replaced_and_loses_no_job(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Before: handing a job to a worker that had died between jobs raised BrokenPipeError
    out of the sweep ("error: Broken pipe"), and that job's row was never written."""
    targets: list[Callable[..., None]] = [_exit_at_once]
    real_spawn = local._spawn

    def spawn(ctx: Any, settings: WorkerSettings) -> Any:
        target = targets.pop(0) if targets else _answer
        monkeypatch.setattr(local, "_worker_main", target)
        slot = real_spawn(ctx, settings)
        if target is _exit_at_once:
            slot.process.join(timeout=60)  # dead before it is given anything
            assert not slot.process.is_alive()
        return slot

    monkeypatch.setattr(local, "_spawn", spawn)
    rows: list[RunRow] = []
    local.run_local(_jobs(3), 1, WorkerSettings(), rows.append)
    assert sorted(r.repeat for r in rows) == [0, 1, 2]
    assert {r.outcome for r in rows} == {"ok"}
