"""One run of a sweep, as executed on a worker (a pool process or a Ray actor).

A :class:`Worker` owns what is expensive to start and cheap to reuse: one Chromium (through
:class:`~vigil.envs.browser.BrowserEnv`, a fresh browser context per run), the demo shop
when a task needs it (served by the worker itself, so a Ray node needs nothing but Vigil
installed), and the OCR engine. :meth:`Worker.run` turns a :class:`Job` into a
:class:`~vigil.eval.results.RunRow` and never raises: a brain error, a crashed browser or a
run past its time limit becomes a row with ``outcome`` and ``error`` saying what happened,
and a crashed browser is replaced before the next run.

The time limit is enforced twice: here, cooperatively (the brain wrapper refuses to decide
after the deadline, which ends the run at its next step), and by the driver, which kills a
worker that stays silent well past the limit (a hung page or driver) and records ``timeout``.
"""

from __future__ import annotations

import logging
import os
import socket
import time
from dataclasses import dataclass, replace
from typing import Any

from vigil.actions import Action
from vigil.brains.base import Brain, Observation
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.eval.arms import Arm
from vigil.eval.results import RunRow, utc_now
from vigil.eval.suite import TaskSpec
from vigil.success import evaluate

__all__ = ["Job", "Worker", "WorkerSettings", "failed_row"]

log = logging.getLogger(__name__)

#: The driver kills a worker silent for the task's limit plus this grace (seconds).
HARD_TIMEOUT_GRACE_S = 45.0


@dataclass(frozen=True, slots=True)
class WorkerSettings:
    """Per-worker settings read at the edge and shipped to every worker (picklable)."""

    chromium: str | None = None
    headless: bool = True
    brain_base_url: str | None = None
    brain_api_key: str | None = None
    #: Restart Chromium after this many runs, so a long sweep's memory stays bounded.
    restart_every: int = 40


@dataclass(frozen=True, slots=True)
class Job:
    suite: str
    task: TaskSpec
    arm: Arm
    repeat: int
    config: RunConfig

    @property
    def key(self) -> tuple[str, str, str, int]:
        return (self.suite, self.task.name, self.arm.name, self.repeat)

    @property
    def hard_timeout_s(self) -> float:
        return self.task.timeout_s + HARD_TIMEOUT_GRACE_S


def worker_label() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def failed_row(job: Job, outcome: str, reason: str, wall_s: float, worker: str = "") -> RunRow:
    """The row of a run that produced no result (killed, crashed, could not start)."""
    now = utc_now()
    return RunRow(
        suite=job.suite,
        task=job.task.name,
        arm=job.arm.name,
        repeat=job.repeat,
        toggles=job.config.toggles(),
        brain=job.task.brain.label(),
        success=False if job.task.success is not None else None,
        success_detail=f"not evaluated: {outcome}",
        agent_done=False,
        termination="error",
        outcome=outcome,
        steps=0,
        warnings=0,
        nudges=0,
        loop_stops=0,
        done_rejections=0,
        wall_s=round(wall_s, 3),
        error=reason[:2000],
        worker=worker,
        started_at=now,
        finished_at=now,
    )


class _Deadline(TimeoutError):
    """Raised by the metered brain once the run's time is up."""


def _usage_numbers(usage: Any) -> tuple[int, int, int] | None:
    """(prompt, completion, total) from an OpenAI-style usage dict or object."""
    if usage is None:
        return None

    def get(*names: str) -> int:
        for name in names:
            value = usage.get(name) if isinstance(usage, dict) else getattr(usage, name, None)
            if isinstance(value, (int, float)):
                return int(value)
        return 0

    prompt = get("prompt_tokens", "input_tokens")
    completion = get("completion_tokens", "output_tokens")
    total = get("total_tokens") or prompt + completion
    return prompt, completion, total


class _MeteredBrain:
    """Wraps a brain: enforces the run's deadline and adds up the tokens it reports
    (``last_usage`` after each decision). Everything else is delegated, so the runner still
    finds a scripted brain's ``expectations`` and ``reset``."""

    def __init__(self, inner: Brain, deadline: float) -> None:
        self.inner = inner
        self.deadline = deadline
        self.timed_out = False
        self.tokens: list[int] | None = None

    def decide(self, observation: Observation) -> Action:
        if time.monotonic() > self.deadline:
            self.timed_out = True
            raise _Deadline("the run passed its time limit")
        if hasattr(self.inner, "last_usage"):
            self.inner.last_usage = None
        action = self.inner.decide(observation)
        numbers = _usage_numbers(getattr(self.inner, "last_usage", None))
        if numbers is not None:
            self.tokens = [a + b for a, b in zip(self.tokens or [0, 0, 0], numbers, strict=True)]
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class Worker:
    """Runs jobs one after the other in one browser. Not thread-safe: one per process."""

    def __init__(self, settings: WorkerSettings | None = None) -> None:
        self.settings = settings or WorkerSettings()
        self._env: Any = None
        self._demo: Any = None
        self._runs = 0
        self.label = worker_label()

    # -- resources ---------------------------------------------------------------------------
    def _browser(self, viewport: tuple[int, int]) -> Any:
        if self._env is not None and self._runs >= self.settings.restart_every:
            self._drop_browser()
        if self._env is None:
            from vigil.envs.browser import BrowserEnv

            self._env = BrowserEnv(
                viewport, headless=self.settings.headless, executable=self.settings.chromium
            )
            self._runs = 0
        return self._env

    def _drop_browser(self) -> None:
        if self._env is not None:
            try:
                self._env.close()
            except Exception as exc:
                log.debug("closing a broken browser: %s", exc)
            self._env = None

    def _demo_url(self) -> str:
        if self._demo is None:
            from vigil.demo import DemoServer

            self._demo = DemoServer()
        return str(self._demo.base_url)

    def close(self) -> None:
        self._drop_browser()
        if self._demo is not None:
            self._demo.stop()
            self._demo = None

    # -- one run -----------------------------------------------------------------------------
    def _task(self, spec: TaskSpec) -> Task:
        url = spec.start_url
        if url is None:
            url = self._demo_url() + "/" + str(spec.start_path).lstrip("/")
        return Task(spec.goal, url, spec.name, spec.viewport, spec.max_steps)

    def _brain(self, spec: TaskSpec) -> Brain:
        if spec.brain.kind == "scripted":
            from vigil.brains.scripted import load_task_file

            assert spec.file is not None  # the suite parser insists on it
            return load_task_file(spec.file).brain()
        from vigil.brains.openai_compat import OpenAICompatibleBrain
        from vigil.errors import ConfigError

        base_url = spec.brain.base_url or self.settings.brain_base_url
        if not base_url:
            raise ConfigError(
                f"task {spec.name!r}: an openai brain needs a base_url (in the suite or "
                "VIGIL_BRAIN_BASE_URL)"
            )
        assert spec.brain.model is not None
        return OpenAICompatibleBrain(base_url, spec.brain.model, self.settings.brain_api_key)

    def _health(self) -> str:
        """``ok``; ``page`` (the page cannot run script, e.g. an error page); ``crashed``
        (the renderer died); ``browser`` (Chromium itself is gone: it must be replaced)."""
        try:
            page = self._env.page
            if not page.context.browser.is_connected():
                return "browser"
        except Exception:
            return "browser"
        try:
            page.evaluate("1")
            return "ok"
        except Exception as exc:
            return "crashed" if "crash" in str(exc).lower() else "page"

    def run(self, job: Job) -> RunRow:
        """Run ``job``; every failure comes back as a row, never as an exception."""
        started = utc_now()
        t0 = time.monotonic()
        try:
            return self._run(job, started, t0)
        except Exception as exc:
            log.warning("run %s failed outside the runner: %s", job.key, exc)
            health = self._health() if self._env is not None else "ok"
            crashed = health in ("crashed", "browser")
            if health == "browser":
                self._drop_browser()
            row = failed_row(
                job,
                "crash" if crashed else "error",
                f"{type(exc).__name__}: {exc}",
                time.monotonic() - t0,
                self.label,
            )
            return replace(row, started_at=started)

    def _run(self, job: Job, started: str, t0: float) -> RunRow:
        from vigil.runner import GymRunner

        spec = job.task
        task = self._task(spec)
        brain = _MeteredBrain(self._brain(spec), t0 + spec.timeout_s)
        env = self._browser(spec.viewport)
        self._runs += 1
        result = GymRunner(env, brain, job.config).run(task, max_steps=spec.max_steps)
        wall = time.monotonic() - t0
        outcome, success, detail = "ok", None, ""
        if brain.timed_out:
            outcome = "timeout"
        elif result.termination_reason == "error":
            outcome = "error"
        health = self._health()
        if health in ("crashed", "browser"):
            outcome = "crash"
            if health == "browser":
                self._drop_browser()
        elif spec.success is not None:
            verdict = evaluate(spec.success, env)
            success, detail = verdict.ok, verdict.detail
        if spec.success is not None and success is None:
            success, detail = False, f"not evaluated: {outcome}"
        tokens = brain.tokens or _step_tokens(result.steps)
        error = result.error
        if outcome == "timeout":
            error = f"timed out after {spec.timeout_s:.0f} s ({len(result.steps)} steps)"
        return RunRow(
            suite=job.suite,
            task=spec.name,
            arm=job.arm.name,
            repeat=job.repeat,
            toggles=job.config.toggles(),
            brain=spec.brain.label(),
            success=success,
            success_detail=detail,
            agent_done=result.termination_reason == "done",
            termination=result.termination_reason,
            outcome=outcome,
            steps=len(result.steps),
            warnings=result.warnings,
            nudges=result.nudges,
            loop_stops=sum(1 for e in result.loop_events if e.get("kind") == "hard"),
            done_rejections=result.done_rejections,
            wall_s=round(wall, 3),
            prompt_tokens=tokens[0] if tokens else None,
            completion_tokens=tokens[1] if tokens else None,
            total_tokens=tokens[2] if tokens else None,
            error=error,
            final_url=result.final_url,
            worker=self.label,
            started_at=started,
            finished_at=utc_now(),
        )


def _step_tokens(steps: Any) -> list[int] | None:
    """Tokens from the steps themselves, for runners that record ``usage`` per step."""
    total: list[int] | None = None
    for step in steps:
        numbers = _usage_numbers(getattr(step, "usage", None))
        if numbers is not None:
            total = [a + b for a, b in zip(total or [0, 0, 0], numbers, strict=True)]
    return total
