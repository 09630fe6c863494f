"""Fault injection for the runner: kill the real Chromium at a chosen stage of a step.

The browser is a child of Playwright's driver, which is a child of this process; killing it
with SIGKILL is what the OOM killer or a container limit does. A runner subclass calls
:func:`kill_browser` when it enters the chosen stage, then lets the stage run on the dead
browser, so each test sees exactly what a user would.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import psutil

from vigil import GymRunner
from vigil.frames import Frame
from vigil.runner import _Capture

BROWSER_NAMES = ("chromium", "chrome", "headless_shell")


def chromium_processes(root: int | None = None) -> list[psutil.Process]:
    """Chromium processes descended from ``root`` (default: this process)."""
    try:
        parent = psutil.Process(root or os.getpid())
        children = parent.children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    out = []
    for proc in children:
        try:
            if any(n in proc.name().lower() for n in BROWSER_NAMES):
                out.append(proc)
        except psutil.NoSuchProcess:
            continue
    return out


def kill_browser(root: int | None = None) -> int:
    """SIGKILL the top Chromium process(es) below ``root``; returns how many were killed."""
    procs = chromium_processes(root)
    pids = {p.pid for p in procs}
    tops = []
    for p in procs:
        try:
            if p.ppid() not in pids:
                tops.append(p)
        except psutil.NoSuchProcess:
            continue
    for p in tops:
        with contextlib.suppress(psutil.NoSuchProcess):
            p.send_signal(signal.SIGKILL)
    psutil.wait_procs(tops, timeout=5)
    return len(tops)


def wait_gone(pids: Iterable[int], timeout: float = 10.0) -> list[int]:
    """Pids from ``pids`` still alive after ``timeout`` seconds (zombies count as gone)."""
    deadline = time.monotonic() + timeout
    alive = list(pids)
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in alive if _alive(pid)]
        if alive:
            time.sleep(0.1)
    return alive


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


class KillingRunner(GymRunner):
    """A runner that kills its browser when it first enters ``stage`` at step ``at_step``."""

    def __init__(self, *args: Any, stage: str, at_step: int = 1, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.kill_stage = stage
        self.kill_step = at_step
        self.killed = False
        self._steps_seen = 0

    def _maybe_kill(self, stage: str) -> None:
        if not self.killed and stage == self.kill_stage and self._steps_seen >= self.kill_step:
            self.killed = kill_browser() > 0

    # Stages of the start.
    def _start(self, spec: Any, result: Any, recorder: Any) -> Any:
        if self.kill_stage == "reset":
            original = self.env.reset

            def reset_then_die(task: Any) -> Any:
                frame = original(task)
                self._maybe_kill("reset")
                return frame

            self.env.reset = reset_then_die  # type: ignore[method-assign]
        return super()._start(spec, result, recorder)

    def _probe(self, frame: Frame, settled: bool) -> tuple[Frame, bool]:
        self._maybe_kill("idle probe")
        return super()._probe(frame, settled)

    # Stages of a step.
    def _step(self, st: Any, index: int) -> bool:
        self._steps_seen = index
        return super()._step(st, index)

    def _capture_pre(self, st: Any, action: Any, timings: dict[str, float]) -> _Capture:
        self._maybe_kill("capture")
        if action.point is not None and st.monitor.will_check(action):
            self._maybe_kill("hover")
        return super()._capture_pre(st, action, timings)

    def _act(self, st: Any, action: Any, index: int, timings: dict[str, float]) -> None:
        self._maybe_kill("act")
        super()._act(st, action, index, timings)

    def _settle(self, ignore: Any, *, after_action: bool = False) -> Any:
        if self._stage == "settle":
            self._maybe_kill("settle")
        return super()._settle(ignore, after_action=after_action)

    def _watch(self, first: Any, ignore: Any) -> Any:
        self._maybe_kill("transient watch")
        return super()._watch(first, ignore)


def report_written(run_dir: Path) -> bool:
    return (run_dir / "report.html").exists() and (run_dir / "result.json").exists()
