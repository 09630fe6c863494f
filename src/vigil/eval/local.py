"""Run a sweep's jobs on this machine: K worker processes, one Chromium each.

Each worker is a spawned process (no fork: the driver may hold Playwright or rich state)
with its own process group and a pipe to the driver. The driver hands a worker one job at a
time, so at most K browsers exist and memory stays bounded by K, whatever the sweep's size.

Failures stay rows: a worker that dies mid-run (a crash, the OOM killer) yields a ``crash``
row; a worker silent past the job's hard limit is killed with its process group (its
Chromium exits when the driver's pipe closes) and yields a ``timeout`` row. Either way a
fresh worker takes the slot and the sweep goes on.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing as mp
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from vigil.eval.execute import Job, Worker, WorkerSettings, failed_row
from vigil.eval.results import RunRow

__all__ = ["run_local"]

log = logging.getLogger(__name__)


def _worker_main(conn: Connection, settings: WorkerSettings) -> None:
    """A pool process: run jobs from the pipe until told to stop (``None``) or orphaned."""
    os.setpgid(0, 0)  # its own group: the driver can end it together with its helpers
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the driver's to handle
    logging.basicConfig(level=logging.ERROR)
    worker = Worker(settings)
    try:
        while True:
            try:
                job = conn.recv()
            except EOFError:
                break
            if job is None:
                break
            row = worker.run(job)
            try:
                conn.send(row)
            except OSError:  # the driver is gone (killed, or gave up on us): just stop
                break
    finally:
        worker.close()


@dataclass
class _Slot:
    process: Any
    conn: Connection
    job: Job | None = None
    started: float = 0.0


def _spawn(ctx: Any, settings: WorkerSettings) -> _Slot:
    parent, child = ctx.Pipe()
    process = ctx.Process(target=_worker_main, args=(child, settings), daemon=True)
    process.start()
    child.close()
    return _Slot(process, parent)


def _kill(slot: _Slot) -> None:
    try:
        os.killpg(slot.process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        slot.process.kill()
    slot.process.join(timeout=10)
    slot.conn.close()


def run_local(
    jobs: Sequence[Job],
    workers: int,
    settings: WorkerSettings,
    on_row: Callable[[RunRow], None],
    on_start: Callable[[Job], None] | None = None,
) -> None:
    """Run ``jobs`` on ``workers`` processes; ``on_row`` gets every row as it arrives."""
    if not jobs:
        return
    ctx = mp.get_context("spawn")
    pending: deque[Job] = deque(jobs)
    slots = [_spawn(ctx, settings) for _ in range(max(1, min(workers, len(jobs))))]
    try:
        while pending or any(s.job is not None for s in slots):
            for i, slot in enumerate(slots):
                if slot.job is None and pending:
                    job = pending.popleft()
                    slots[i] = _hand_over(ctx, settings, slot, job)
                    if on_start is not None:
                        on_start(job)
            busy = [s for s in slots if s.job is not None]
            wait([s.conn for s in busy] + [s.process.sentinel for s in busy], timeout=1.0)
            for i, slot in enumerate(slots):
                row = _collect(slot)
                if row is None:
                    continue
                on_row(row)
                if row.outcome in ("timeout", "crash") and not slot.process.is_alive():
                    slots[i] = _spawn(ctx, settings)
    finally:
        for slot in slots:
            with contextlib.suppress(OSError, ValueError):
                slot.conn.send(None)
        deadline = time.monotonic() + 15
        for slot in slots:
            slot.process.join(timeout=max(0.1, deadline - time.monotonic()))
            if slot.process.is_alive():
                _kill(slot)


def _hand_over(ctx: Any, settings: WorkerSettings, slot: _Slot, job: Job) -> _Slot:
    """Give ``job`` to the idle ``slot``'s worker, or to a fresh one when that worker died
    while idle (the OOM killer, a stray signal): sending to it raised ``BrokenPipeError``,
    which ended the whole sweep with "error: Broken pipe" and lost the job's row. The job
    had not started, so it simply goes to the replacement."""
    try:
        slot.conn.send(job)
    except OSError:
        log.warning("worker %s died while idle; starting another", slot.process.pid)
        _kill(slot)
        slot = _spawn(ctx, settings)
        slot.conn.send(job)
    slot.job, slot.started = job, time.monotonic()
    return slot


def _collect(slot: _Slot) -> RunRow | None:
    """The row a busy slot has ready, a failure row if its worker died or hung, else None."""
    job = slot.job
    if job is None:
        return None
    elapsed = time.monotonic() - slot.started
    try:
        if slot.conn.poll():
            row: RunRow = slot.conn.recv()
            slot.job = None
            return row
    except (EOFError, OSError):
        pass
    if not slot.process.is_alive():
        slot.job = None
        code = slot.process.exitcode
        return failed_row(job, "crash", f"worker process died (exit code {code})", elapsed)
    if elapsed > job.hard_timeout_s:
        log.warning("killing worker %s: %s ran %.0f s", slot.process.pid, job.key, elapsed)
        _kill(slot)
        slot.job = None
        return failed_row(
            job, "timeout", f"no result after {elapsed:.0f} s: worker killed", elapsed
        )
    return None
