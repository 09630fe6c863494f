"""The runner: a brain acting in an environment, with Vigil watching every step.

One step of :meth:`GymRunner.run` is a handful of stage calls (:meth:`GymRunner._step`)::

    observe ─► decide ─► (point, settle, capture pre) ─► act ─► settle ─► verify ─► feedback

* **observe** — the brain gets an :class:`~vigil.brains.base.Observation`: the settled frame,
  the task, the history, the feedback on its last step and the ``frame_changed`` /
  ``frame_stable`` predicates.
* **capture pre** — a fresh frame is taken right before acting. With the settled frame of the
  previous step it forms the *idle pair*: two frames with no action between them, whose
  difference is what moves on its own (a clock, a spinner, a caret). That mask keeps those
  pixels from reading as an effect, and from keeping the screen "unsettled". When the brain
  answered within one settle interval of the last settled frame (a scripted brain, a replayed
  trajectory), that frame is still fresh and no new screenshot is taken. For a pointer
  action the verifier will judge, the pointer first moves to the target and the page
  settles, and only then is ``pre`` captured: hover styling is the pointer's doing, not the
  click's.
* **settle** — frames are polled until the screen is still (:func:`~vigil.frames.settle`),
  bounded by ``config.settle_timeout_s``; the reference slept a fixed 2-4 s instead.
* **judge** — the step goes to the run's :class:`~vigil.monitor.Monitor`, which computes
  every verdict (effect, change, loops through the single hook :meth:`GymRunner._is_loop`,
  scripted screen expectations) and the feedback text: the seed's first line
  ``<what was done> (<screen changed | no visible change>)`` with, joined by ``"; "``, the
  ``WARNING: high-risk action had no observed effect (<reason>)``; then a loop nudge, a
  recovery suggestion or a failed expectation on lines of their own. The runner computes no
  verdict of its own.
* **record** — the step with its verdicts and timings; frames to ``record_dir``.

A brain that replays a cached trajectory may veto a step right before it is acted
(``validate_before_act``) or say it needs a live agent (:class:`~vigil.errors.NeedsAgent`).

A run ends with ``termination_reason`` ``done`` (a DONE the done gate accepted), ``loop`` (the
hard loop window fired), ``max_steps``, ``needs_agent`` (a cached trajectory stopped and no
live brain took over) or ``error`` (the brain's server failed, the brain kept answering
garbage, or the environment could not act). Nothing here reads ``os.environ``:
every toggle comes from the :class:`~vigil.config.RunConfig` passed in.

Memory stays flat over long runs: a step keeps hashes, verdicts and timings, never frames.
Frames go to ``record_dir`` (JPEG, written by a background thread so encoding stays off the
step's clock) for the HTML report and for :class:`~vigil.envs.replay.ReplayEnv`.
"""

from __future__ import annotations

import functools
import gc
import inspect
import json
import logging
import statistics
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from vigil.actions import Action, ActionType
from vigil.brains.base import Brain, Observation, PastStep
from vigil.config import RunConfig
from vigil.envs.base import Environment, Task, as_task
from vigil.envs.replay import MANIFEST, REPLAY_FORMAT
from vigil.errors import EnvironmentFailure, InvalidAction, NeedsAgent
from vigil.frames import Frame, as_frame, frames_identical
from vigil.frames.settle import MAX_SAMPLES, SettleResult, first_change, settle
from vigil.monitor import Monitor, StepVerdict
from vigil.monitor.feedback import describe_action, recovery_suggestion

__all__ = [
    "TERMINATION_REASONS",
    "GymRunner",
    "RunResult",
    "TrajectoryStep",
    "check_expectations",
    "describe_action",
    "recovery_suggestion",
]

log = logging.getLogger(__name__)

TERMINATION_REASONS = ("done", "loop", "max_steps", "error", "needs_agent", "interrupted")
RESULT_FILE = "result.json"


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# -- records ---------------------------------------------------------------------------------
@dataclass(slots=True)
class TrajectoryStep:
    """One step of a run, everything a person needs to see why Vigil said what it said.

    ``feedback`` is what the runner told the brain about this step (it is the *next*
    observation's feedback). ``effect`` is the :class:`~vigil.verify.effect.EffectCheck` as
    a dict (distances, thresholds, reason, boxes). Hashes are 16-hex fast pHashes of the
    pre-action and post-settle frames. ``timings`` are milliseconds; ``overhead_ms`` is
    Vigil's own share (hashing, diffing, verification, the loop check and bookkeeping — not
    the brain, not the browser, not OCR). ``verify_ms`` is the whole ``Monitor.check``,
    narration included; ``narrate_ms`` is the part of it spent reading the screen with OCR
    to tell the brain in words what changed, reported on its own because it is an optional
    OCR model's time, not the checks'. ``frames`` holds file names in the run directory
    when the run was recorded.
    """

    index: int
    action: Action
    feedback: str = ""
    action_effect_observed: bool | None = None
    effect: dict[str, Any] | None = None
    frame_hash_before: str | None = None
    frame_hash_after: str | None = None
    url: str | None = None
    frame_changed: bool | None = None
    frame_stable: bool | None = None
    timings: dict[str, float] = field(default_factory=dict)
    loop: dict[str, Any] | None = None
    loop_event: str | None = None
    screen_before: dict[str, Any] | None = None
    screen_after: dict[str, Any] | None = None
    director_used: bool = False
    done_gate: dict[str, Any] | None = None
    error: str | None = None
    warning: str | None = None
    frames: dict[str, str] = field(default_factory=dict)
    usage: dict[str, Any] | None = None
    vetoed: bool = False
    narration: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "action": self.action.to_dict(),
            "feedback": self.feedback,
            "action_effect_observed": self.action_effect_observed,
            "effect": self.effect,
            "frame_hash_before": self.frame_hash_before,
            "frame_hash_after": self.frame_hash_after,
            "url": self.url,
            "frame_changed": self.frame_changed,
            "frame_stable": self.frame_stable,
            "timings": dict(self.timings),
            "loop": self.loop,
            "loop_event": self.loop_event,
            "screen_before": self.screen_before,
            "screen_after": self.screen_after,
            "director_used": self.director_used,
            "done_gate": self.done_gate,
            "error": self.error,
            "warning": self.warning,
            "frames": dict(self.frames),
            "usage": self.usage,
            "vetoed": self.vetoed,
            "narration": list(self.narration),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TrajectoryStep:
        return cls(
            index=int(data["index"]),
            action=Action.from_dict(dict(data["action"])),
            feedback=str(data.get("feedback", "")),
            action_effect_observed=data.get("action_effect_observed"),
            effect=data.get("effect"),
            frame_hash_before=data.get("frame_hash_before"),
            frame_hash_after=data.get("frame_hash_after"),
            url=data.get("url"),
            frame_changed=data.get("frame_changed"),
            frame_stable=data.get("frame_stable"),
            timings={k: float(v) for k, v in (data.get("timings") or {}).items()},
            loop=data.get("loop"),
            loop_event=data.get("loop_event"),
            screen_before=data.get("screen_before"),
            screen_after=data.get("screen_after"),
            director_used=bool(data.get("director_used", False)),
            done_gate=data.get("done_gate"),
            error=data.get("error"),
            warning=data.get("warning"),
            frames={str(k): str(v) for k, v in (data.get("frames") or {}).items()},
            usage=data.get("usage"),
            vetoed=bool(data.get("vetoed", False)),
            narration=list(data.get("narration") or []),
        )


@dataclass(slots=True)
class RunResult:
    """The outcome of one run: why it ended, every step, and the run-level aggregates.

    ``perceptual_summary`` is ``{"checked": n, "no_effect": m}`` over the verifier's checks,
    ``{}`` when it never fired (the reference's field, unchanged). ``loop_events`` lists every
    soft nudge and the hard stop. ``toggles`` are the config's toggles for this run.

    ``success`` keeps the reference's meaning: the agent declared DONE and the done gate
    accepted it. It is a claim, not an outcome: a run whose clicks all landed on a consent
    layer can declare DONE on the wrong page. ``achieved`` is the outcome when the task
    carries a success check (:mod:`vigil.success`, evaluated on the final state before the
    environment moves on): True / False with ``achieved_detail`` saying which conditions
    held or failed, None when there was no check (or the run was interrupted).
    """

    success: bool
    termination_reason: str
    steps: list[TrajectoryStep] = field(default_factory=list)
    perceptual_summary: dict[str, int] = field(default_factory=dict)
    loop_events: list[dict[str, Any]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    toggles: dict[str, bool] = field(default_factory=dict)
    task: dict[str, Any] = field(default_factory=dict)
    run_id: str = ""
    started_at: str = ""
    final_url: str | None = None
    screen_size: tuple[int, int] | None = None
    error: str | None = None
    done_rejections: int = 0
    config: dict[str, Any] = field(default_factory=dict)
    #: The stage of the step loop that failed (``reset``, ``capture``, ``act``, ``settle``, …).
    error_stage: str | None = None
    #: True when the run was cut short by SIGINT / SIGTERM; its steps so far are kept.
    interrupted: bool = False
    #: The task's success check on the final state (None: no check, or not evaluated).
    achieved: bool | None = None
    #: Which conditions of the success check held or failed, or why it was not evaluated.
    achieved_detail: str | None = None

    @property
    def warnings(self) -> int:
        """How many steps drew the perceptual WARNING."""
        return sum(1 for s in self.steps if s.warning)

    @property
    def token_usage(self) -> dict[str, int]:
        """Tokens the brain reported over the run (input, output, total …), summed."""
        total: dict[str, int] = {}
        for step in self.steps:
            for key, value in (step.usage or {}).items():
                if key != "latency_ms" and isinstance(value, int):
                    total[key] = total.get(key, 0) + value
        return total

    @property
    def nudges(self) -> int:
        """How many soft loop nudges the run got."""
        return sum(1 for e in self.loop_events if e.get("kind") == "soft")

    def to_dict(self) -> dict[str, Any]:
        return {
            "run_id": self.run_id,
            "started_at": self.started_at,
            "task": self.task,
            "success": self.success,
            "achieved": self.achieved,
            "achieved_detail": self.achieved_detail,
            "termination_reason": self.termination_reason,
            "error": self.error,
            "error_stage": self.error_stage,
            "interrupted": self.interrupted,
            "final_url": self.final_url,
            "screen_size": list(self.screen_size) if self.screen_size else None,
            "perceptual_summary": dict(self.perceptual_summary),
            "warnings": self.warnings,
            "nudges": self.nudges,
            "token_usage": self.token_usage,
            "done_rejections": self.done_rejections,
            "loop_events": list(self.loop_events),
            "timings": dict(self.timings),
            "toggles": dict(self.toggles),
            "config": dict(self.config),
            "steps": [s.to_dict() for s in self.steps],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RunResult:
        size = data.get("screen_size")
        return cls(
            success=bool(data["success"]),
            termination_reason=str(data["termination_reason"]),
            steps=[TrajectoryStep.from_dict(s) for s in data.get("steps") or []],
            perceptual_summary={
                str(k): int(v) for k, v in (data.get("perceptual_summary") or {}).items()
            },
            loop_events=list(data.get("loop_events") or []),
            timings={k: float(v) for k, v in (data.get("timings") or {}).items()},
            toggles={str(k): bool(v) for k, v in (data.get("toggles") or {}).items()},
            task=dict(data.get("task") or {}),
            run_id=str(data.get("run_id", "")),
            started_at=str(data.get("started_at", "")),
            final_url=data.get("final_url"),
            screen_size=(int(size[0]), int(size[1])) if size else None,
            error=data.get("error"),
            error_stage=data.get("error_stage"),
            interrupted=bool(data.get("interrupted", False)),
            achieved=_achieved_of(data),
            achieved_detail=_achieved_detail_of(data),
            done_rejections=int(data.get("done_rejections", 0)),
            config=dict(data.get("config") or {}),
        )

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=_json_default)

    @classmethod
    def from_json(cls, text: str) -> RunResult:
        return cls.from_dict(json.loads(text))

    def save(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(self.to_json(), encoding="utf-8")
        return p

    @classmethod
    def load(cls, path: str | Path) -> RunResult:
        return cls.from_json(Path(path).read_text(encoding="utf-8"))


def _json_default(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating,)):
        return float(value)
    if isinstance(value, Path):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# -- recording -------------------------------------------------------------------------------
class _Recorder:
    """Writes frames to the run directory on one background thread.

    JPEG encoding a 1280x800 frame costs several milliseconds; done inline it would be most
    of Vigil's per-step overhead. At most ``max_pending`` writes are queued (then the step
    waits), so a slow disk cannot make frames pile up in memory.
    """

    def __init__(self, directory: Path, quality: int = 85, max_pending: int = 6) -> None:
        self.directory = directory
        self.frames_dir = directory / "frames"
        self.frames_dir.mkdir(parents=True, exist_ok=True)
        self.quality = quality
        self.max_pending = max_pending
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vigil-record")
        self._pending: list[Future[None]] = []
        self._lock = threading.Lock()
        self.replay: list[dict[str, Any]] = []

    def _write(self, frame: Frame, path: Path) -> None:
        path.write_bytes(frame.jpeg_bytes(self.quality))

    def save(self, frame: Frame, name: str) -> str:
        rel = f"frames/{name}.jpg"
        with self._lock:
            self._pending = [f for f in self._pending if not f.done()]
            while len(self._pending) >= self.max_pending:
                self._pending.pop(0).result()
            self._pending.append(self._pool.submit(self._write, frame, self.directory / rel))
        return rel

    def close(self, screen_size: tuple[int, int] | None) -> None:
        for fut in self._pending:
            fut.result()
        self._pending.clear()
        self._pool.shutdown(wait=True)
        manifest = {
            "format": REPLAY_FORMAT,
            "version": 1,
            "screen_size": list(screen_size) if screen_size else None,
            "frames": self.replay,
        }
        (self.directory / MANIFEST).write_text(json.dumps(manifest, indent=2), encoding="utf-8")


# -- the runner ------------------------------------------------------------------------------
class _Stopwatch:
    """Accumulates time spent in ``grab`` and ``sleep`` calls, so settle's own compute
    (the frame comparisons) can be told apart from waiting for the browser."""

    __slots__ = ("grab_s", "sleep_s")

    def __init__(self) -> None:
        self.grab_s = 0.0
        self.sleep_s = 0.0

    def wrap_grab(self, grab: Callable[[], Frame]) -> Callable[[], Frame]:
        """Time ``grab``; a frame pixel-identical to the previous one comes back as that very
        object, so settle's comparison short-circuits (an unchanged page screenshots to the
        same bytes, and most polls of a settling page are such repeats)."""
        last: list[Frame] = []

        def timed() -> Frame:
            t = time.perf_counter()
            try:
                frame = grab()
            finally:
                self.grab_s += time.perf_counter() - t
            if last and frames_identical(last[0], frame):
                return last[0]
            last[:] = [frame]
            return frame

        return timed

    def sleep(self, seconds: float) -> None:
        t = time.perf_counter()
        time.sleep(seconds)
        self.sleep_s += time.perf_counter() - t


class _Stop(Exception):
    """Ends the run from inside a stage with a termination reason and a message."""

    def __init__(self, reason: str, message: str | None = None) -> None:
        super().__init__(message or reason)
        self.reason = reason
        self.message = message


@dataclass(slots=True)
class _RunState:
    """What one run carries from step to step (the Monitor holds the verdict state)."""

    spec: Task
    result: RunResult
    recorder: _Recorder | None
    monitor: Monitor
    current: Frame
    current_stable: bool | None = None
    #: Whether ``current`` was known to be the still screen at ``current_at`` (a settle that
    #: ended on equal frames, or a capture the page vouched for): only then may a quick
    #: brain's step reuse it as ``pre``.
    current_still: bool = False
    #: ``time.monotonic()`` when ``current`` was captured (settle returns on its last poll).
    current_at: float = float("-inf")
    feedback: str = ""
    frame_changed: bool | None = None
    history: list[PastStep] = field(default_factory=list)
    brain_errors: int = 0
    director_next: bool = False
    director_rest: int = 0


@dataclass(slots=True)
class _Decision:
    """The brain's answer for one step and where it came from."""

    action: Action
    by_director: bool
    expect_before: list[dict[str, Any]]
    expect_after: list[dict[str, Any]]
    usage: dict[str, Any] | None = None


@dataclass(slots=True)
class _Capture:
    """The pre-action frame and what it cost."""

    pre: Frame
    will_verify: bool
    browser_s: float
    compute_s: float


class GymRunner:
    """Drive ``brain`` in ``env`` with a :class:`~vigil.monitor.Monitor` watching every step.

    Args:
        env: an :class:`~vigil.envs.base.Environment` (browser, replay).
        brain: anything with ``decide(observation) -> Action``. A brain that also has
            ``validate_before_act(action, frame) -> str | None`` (a cached trajectory) is
            asked right before each action, on the fresh pre-action frame; a message vetoes
            the action and becomes the next feedback. A brain that raises
            :class:`~vigil.errors.NeedsAgent` ends the run with ``needs_agent``.
        config: every toggle and threshold; build it at the edge with ``RunConfig.from_env``.
        director: an optional stronger brain consulted for one step when a soft loop fires,
            then rested for ``director_cooldown`` steps.
        ocr, vlm: clients for the screen verifier; scripted ``expect_before`` /
            ``expect_after`` are checked only when ``ocr`` is given.
        record_dir: where to write frames, a replay manifest and ``result.json``.
        max_brain_errors: consecutive unusable brain answers tolerated before the run ends
            with ``error``.
        idle_probe_s: how long to watch the untouched start screen for elements that move
            on their own (0 turns the probe off).
        transient_watch_s: after a verified action changed the page in place (same URL),
            how long the new screen must stay still before it counts as settled — long
            enough to see a flashed validation message vanish (0 turns this off).
        on_step: called with every finished step (progress bars).
        decide_timeout_s: how long one decision may take before the run ends with an error
            (a brain that never answers must not hang the run; None waits forever).
        write_report: with ``record_dir``, also write ``report.html`` when the run ends —
            however it ends: an error or an interrupt keeps the steps so far.
        narrator: an OCR engine for telling the brain in words what its action changed
            (defaults to ``ocr``; no engine, no narration).
        success_check: the task's :class:`~vigil.success.SuccessCheck`, evaluated on the
            final state when the run ends (before ``result.json`` and the report are
            written) into ``RunResult.achieved``: whether the task was really achieved,
            which the agent's own DONE (``success``) does not say.

    A runner holds the state of the run in progress (its Monitor): run one task at a time
    per runner; concurrent runs (a server) each make their own.
    """

    def __init__(
        self,
        env: Environment,
        brain: Brain,
        config: RunConfig | None = None,
        *,
        director: Brain | None = None,
        ocr: Any = None,
        vlm: Any = None,
        record_dir: str | Path | None = None,
        max_brain_errors: int = 3,
        director_cooldown: int = 3,
        idle_probe_s: float = 1.2,
        transient_watch_s: float = 0.45,
        on_step: Callable[[TrajectoryStep], None] | None = None,
        decide_timeout_s: float | None = 300.0,
        write_report: bool = True,
        narrator: Any = None,
        success_check: Any = None,
    ) -> None:
        self.env = env
        self.brain = brain
        self.config = config if config is not None else RunConfig()
        self.director = director
        self.ocr = ocr
        self.vlm = vlm
        self.record_dir = Path(record_dir) if record_dir is not None else None
        self.max_brain_errors = max(1, int(max_brain_errors))
        self.director_cooldown = max(0, int(director_cooldown))
        self.on_step = on_step
        self.idle_probe_s = max(0.0, float(idle_probe_s))
        self.transient_watch_s = max(0.0, float(transient_watch_s))
        self.decide_timeout_s = decide_timeout_s
        self.write_report = write_report
        self.narrator = narrator
        self.success_check = success_check
        self.monitor: Monitor | None = None
        #: The stage of the step loop in progress: named in the result when something fails.
        self._stage = "start"

    # -- the loop hook -----------------------------------------------------------------------
    def _is_loop(self, window: int) -> bool:
        """The one place the runner asks "is this a loop?" (soft nudge, hard stop, recovery,
        director). The Monitor calls it for every decision; by default it is the Monitor's
        own rule (adaptive windows unless ``config.loop_adaptive`` is off)."""
        return self.monitor.is_loop(window) if self.monitor is not None else False

    # -- the run ---------------------------------------------------------------------------------
    def run(self, task: Task | str | Mapping[str, Any], max_steps: int | None = None) -> RunResult:
        """Run ``task`` until DONE is accepted, a hard loop, ``max_steps`` or an error.

        ``max_steps`` defaults to the task's own ``max_steps``, else 50.
        """
        spec = as_task(task)
        limit = int(max_steps if max_steps is not None else (spec.max_steps or 50))
        result = self._new_result(spec)
        self._reset_brains()
        t_run = time.perf_counter()
        self._stage = "record"
        try:
            recorder = _Recorder(self.record_dir) if self.record_dir is not None else None
        except OSError as exc:
            return self._failed(result, "record", f"cannot write the run directory: {exc}")
        try:
            self._loop(spec, limit, result, recorder)
        finally:
            self._finish(result, recorder, time.perf_counter() - t_run)
            _collect_run_garbage()
        return result

    def _loop(self, spec: Task, limit: int, result: RunResult, recorder: _Recorder | None) -> None:
        """The steps, with every way out turned into the result's termination reason: nothing
        a backend raises (Playwright, an HTTP client, an OCR engine, the OS) escapes ``run``."""
        try:
            state = self._start(spec, result, recorder)
            for index in range(limit):
                if self._step(state, index):
                    return
            result.termination_reason = "max_steps"
        except _Stop as stop:
            result.termination_reason = stop.reason
            result.error = stop.message
            if stop.reason == "error":
                result.error_stage = self._stage
                log.error("%s failed: %s", self._stage, stop.message)
        except KeyboardInterrupt as exc:
            result.termination_reason = "interrupted"
            result.interrupted = True
            result.error_stage = self._stage
            result.error = f"interrupted during {self._stage}" + (f" ({exc})" if str(exc) else "")
        except Exception as exc:
            self._failed(result, self._stage, f"{type(exc).__name__}: {exc}")

    def _failed(self, result: RunResult, stage: str, message: str) -> RunResult:
        result.termination_reason = "error"
        result.error_stage = stage
        result.error = f"{stage} failed: {message}"
        log.error("%s", result.error)
        return result

    def _new_result(self, spec: Task) -> RunResult:
        cfg = self.config
        return RunResult(
            success=False,
            termination_reason="max_steps",
            toggles=cfg.toggles(),
            task=spec.to_dict(),
            run_id=uuid.uuid4().hex[:12],
            started_at=_now(),
            config=json.loads(json.dumps(cfg.to_dict(), default=_json_default)),
        )

    def _achieved(self, result: RunResult) -> None:
        """The task's success check on the final state, while the environment still shows
        it. An interrupted run is not judged: the user stopped it, and the page may be
        mid-way through anything (and a second signal may land during the check)."""
        if self.success_check is None:
            return
        if result.interrupted:
            result.achieved_detail = "not checked: the run was interrupted"
            return
        if result.termination_reason == "error" and result.error_stage == "reset":
            # The start page never opened: the browser shows nothing of the task to judge.
            result.achieved, result.achieved_detail = False, "not checked: the run never started"
            return
        from vigil.success import evaluate

        try:
            outcome = evaluate(self.success_check, self.env)
        except Exception as exc:  # evaluate reports failures itself; this is the last net
            result.achieved, result.achieved_detail = False, f"success check failed: {exc}"
            return
        result.achieved, result.achieved_detail = outcome.ok, outcome.detail

    def _reset_brains(self) -> None:
        for brain in (self.brain, self.director):
            reset = getattr(brain, "reset", None)
            if brain is not None and callable(reset):
                reset()

    def _finish(self, result: RunResult, recorder: _Recorder | None, total_s: float) -> None:
        """Aggregates and the files of the run, whatever ended it; a failure here (a full
        disk) is reported in the result, never raised over the run's own outcome."""
        result.timings.update(_aggregate(result.steps, total_s))
        result.perceptual_summary = _summary(result.steps)
        try:
            result.screen_size = self.env.screen_size
            result.final_url = self.env.current_url
        except Exception:  # a crashed environment must not hide the run's own error
            pass
        self._achieved(result)
        if self.monitor is not None:
            self.monitor.close()
        if recorder is None:
            return
        try:
            recorder.close(result.screen_size)
            result.save(recorder.directory / RESULT_FILE)
            if self.write_report:
                from vigil.report.html import write_report

                write_report(recorder.directory, result)
        except Exception as exc:
            log.error("could not write the run's files: %s", exc)
            if result.termination_reason != "error":
                self._failed(result, "record", f"cannot write the run's files: {exc}")

    # -- stage: start ------------------------------------------------------------------------
    def _start(self, spec: Task, result: RunResult, recorder: _Recorder | None) -> _RunState:
        """Reset the environment, settle, and watch the start screen for what moves."""
        env = self.env
        try:
            self._stage = "reset"
            env.reset(spec)
            monitor = Monitor(
                self.config,
                env.screen_size,
                ocr=self.ocr,
                vlm=self.vlm,
                loop_hook=self._is_loop,
                narrator=self.narrator,
            )
            self.monitor = monitor
            first, _, _ = self._settle(None)
            self._stage = "idle probe"
            t = time.perf_counter()
            current, still = self._probe(monitor.observe(first.frame), first.settled)
            current_at = time.monotonic()
            result.timings["idle_probe_ms"] = _ms(time.perf_counter() - t)
        except Exception as exc:
            raise _Stop("error", f"environment could not start the task: {exc}") from exc
        if recorder is not None:
            recorder.replay.append(
                {"file": recorder.save(current, "000-start"), "url": env.current_url}
            )
        return _RunState(
            spec=spec,
            result=result,
            recorder=recorder,
            monitor=monitor,
            current=current,
            current_still=still,
            current_at=current_at,
        )

    def _probe(self, frame: Frame, settled: bool) -> tuple[Frame, bool]:
        """Watch the untouched start screen for ``idle_probe_s`` to learn what moves on its
        own (clocks tick once a second: one idle pair per step is too short to see them).
        Returns the last frame and whether it is known to be the still screen now (the
        first step may then act on it without capturing again)."""
        assert self.monitor is not None
        if self.idle_probe_s <= 0:
            return frame, settled
        still = self._vouched_capture()
        if still is not None and not self.monitor.changed(frame, still):
            # The page vouches that nothing it runs is scheduled or running (a clock's
            # interval, a spinner's animation, a socket or worker that may push updates all
            # count as running): watching it longer would only show the same screen.
            return self.monitor.observe(still), True
        deadline = time.monotonic() + self.idle_probe_s
        last = frame
        while time.monotonic() < deadline:
            time.sleep(self.config.settle_interval_s)
            last = self.monitor.observe(self._poll())
        return last, False

    # -- one step ----------------------------------------------------------------------------
    def _step(self, st: _RunState, index: int) -> bool:
        """observe → decide → capture pre → (validate) → act → settle → Monitor → record.

        Returns True when the run is over (DONE accepted or a hard loop).
        """
        timings: dict[str, float] = {}
        t_step = time.perf_counter()
        self._stage = "observe"
        obs = self._observation(st, index)
        self._stage = "decide"
        decision = self._decide(st, obs, index, timings, t_step)
        if decision is None:
            return False
        if decision.action.action_type is ActionType.DONE:
            self._stage = "done gate"
            return self._declare_done(st, decision, index, timings, t_step)
        self._stage = "capture"
        capture = self._capture_pre(st, decision.action, timings)
        self._stage = "validate"
        veto = self._validate(decision.action, capture.pre)
        if veto is not None:
            self._record_veto(st, decision, index, veto, timings, t_step)
            return False
        self._stage = "screen check"
        screen_before = self._screen_before(st, decision, capture.pre, timings)
        self._stage = "act"
        url_before = self.env.current_url
        self._act(st, decision.action, index, timings)
        self._stage = "settle"
        settled, settle_compute = self._settle_after(capture, url_before, timings)
        settled_at = time.monotonic()
        self._stage = "judge"
        verdict = self._judge(st, decision, capture, settled, timings)
        self._stage = "record"
        step = self._record(st, index, decision, capture, settled, verdict, screen_before, timings)
        st.current_at = settled_at
        # Narration is OCR's time, not Vigil's checks: outside the overhead, reported apart.
        timings["overhead_ms"] = round(
            timings.get("verify_ms", 0.0)
            - timings.get("narrate_ms", 0.0)
            + _ms(capture.compute_s + settle_compute)
            + timings.get("record_ms", 0.0),
            3,
        )
        timings["settle_compute_ms"] = _ms(settle_compute + capture.compute_s)
        timings["total_ms"] = _ms(time.perf_counter() - t_step)
        self._emit(st.result, step)
        return verdict.stop

    def _observation(self, st: _RunState, index: int) -> Observation:
        return Observation(
            frame=st.current,
            task=st.spec.goal,
            step_index=index,
            history=tuple(st.history),
            feedback=st.feedback,
            frame_changed=st.frame_changed,
            frame_stable=st.current_stable,
            url=self.env.current_url,
            screen_size=self.env.screen_size,
        )

    # -- stage: decide -----------------------------------------------------------------------
    def _decide(
        self,
        st: _RunState,
        obs: Observation,
        index: int,
        timings: dict[str, float],
        t_step: float,
    ) -> _Decision | None:
        """Ask the brain (or, after a soft loop, the director). None: an unusable answer was
        recorded as an error step and the brain gets another go."""
        by_director = st.director_next and self.director is not None and st.director_rest == 0
        decider: Brain = self.director if by_director and self.director else self.brain
        st.director_next = False
        t = time.perf_counter()
        try:
            action = self._ask(decider, obs)
        except InvalidAction as exc:
            timings["decide_ms"] = _ms(time.perf_counter() - t)
            self._record_brain_error(st, index, exc, by_director, timings, t_step)
            return None
        except NeedsAgent as exc:
            raise _Stop("needs_agent", str(exc)) from exc
        except _Stop:
            raise
        except Exception as exc:
            raise _Stop("error", f"the brain failed: {type(exc).__name__}: {exc}") from exc
        timings["decide_ms"] = _ms(time.perf_counter() - t)
        st.brain_errors = 0
        if by_director:
            st.director_rest = self.director_cooldown
        elif st.director_rest > 0:
            st.director_rest -= 1
        before: list[dict[str, Any]] = []
        after: list[dict[str, Any]] = []
        expectations = getattr(decider, "expectations", None)
        if callable(expectations):
            before, after = expectations()
        usage = _usage_of(decider)
        return _Decision(action, by_director, before, after, usage)

    def _ask(self, brain: Brain, obs: Observation) -> Action:
        """``brain.decide(obs)``, bounded by ``decide_timeout_s``.

        The call runs on a helper thread so a brain that never answers ends the run with an
        error instead of hanging it; the thread itself cannot be killed and is abandoned. It
        is a daemon thread, not an executor's: the interpreter joins executor threads at
        exit, so ``vigil run`` stayed up until the abandoned HTTP call gave up by itself.
        """
        if self.decide_timeout_s is None:
            return brain.decide(obs)
        future: Future[Action] = Future()

        def decide() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                future.set_result(brain.decide(obs))
            except BaseException as exc:  # handed to the caller, raised there
                future.set_exception(exc)

        threading.Thread(target=decide, name="vigil-decide", daemon=True).start()
        try:
            return future.result(timeout=self.decide_timeout_s)
        except FutureTimeout:
            raise _Stop(
                "error", f"the brain did not answer within {self.decide_timeout_s:g} s"
            ) from None

    def _record_brain_error(
        self,
        st: _RunState,
        index: int,
        exc: InvalidAction,
        by_director: bool,
        timings: dict[str, float],
        t_step: float,
    ) -> None:
        st.brain_errors += 1
        step = TrajectoryStep(
            index=index,
            action=Action.wait(0.0, "brain error"),
            feedback=(
                f"ERROR: your last answer was not a usable action ({exc}). "
                "Answer with exactly one action."
            ),
            url=self.env.current_url,
            error=f"the brain's answer was not a usable action: {exc}",
            timings=timings,
            director_used=by_director,
        )
        timings["total_ms"] = _ms(time.perf_counter() - t_step)
        self._emit(st.result, step)
        st.history.append(PastStep(index, step.action, step.feedback))
        # Nothing was done: the done gate and the loop detector do not hear of it.
        st.feedback, st.frame_changed = step.feedback, None
        if st.brain_errors >= self.max_brain_errors:
            raise _Stop("error", f"{st.brain_errors} unusable answers in a row; last: {exc}")

    # -- stage: DONE -------------------------------------------------------------------------
    def _declare_done(
        self,
        st: _RunState,
        decision: _Decision,
        index: int,
        timings: dict[str, float],
        t_step: float,
    ) -> bool:
        t = time.perf_counter()
        verdict = st.monitor.done()
        step = TrajectoryStep(
            index=index,
            action=decision.action,
            url=self.env.current_url,
            frame_hash_before=st.monitor.frame_hash(st.current).hex,
            done_gate=verdict.to_dict(),
            director_used=decision.by_director,
            timings=timings,
            usage=decision.usage,
        )
        timings["verify_ms"] = _ms(time.perf_counter() - t)
        timings["overhead_ms"] = timings["verify_ms"]
        st.result.done_rejections = verdict.rejections
        step.feedback = (
            "declared done (accepted)"
            if verdict.accepted
            else verdict.feedback() or "DONE rejected"
        )
        timings["total_ms"] = _ms(time.perf_counter() - t_step)
        self._emit(st.result, step)
        if verdict.accepted:
            st.result.success = True
            st.result.termination_reason = "done"
            return True
        st.history.append(PastStep(index, decision.action, step.feedback))
        st.feedback, st.frame_changed = step.feedback, False
        return False

    # -- stage: capture pre ------------------------------------------------------------------
    def _capture_pre(self, st: _RunState, action: Action, timings: dict[str, float]) -> _Capture:
        """A fresh frame right before acting, then, for a step the Monitor will verify, the
        pointer on the target and a settled ``pre``: hover styling is the pointer's doing,
        not the click's."""
        monitor = st.monitor
        t = time.perf_counter()
        will_verify = action.point is not None and monitor.will_check(action)
        compute_s = time.perf_counter() - t
        fresh, browser_s = self._fresh_frame(st, vouched=will_verify)
        pre = fresh
        if will_verify and action.point is not None:
            self._stage = "hover"
            t = time.perf_counter()
            try:
                pre, hover_compute = self._hover_frame(
                    action.point, fresh, monitor.ignore_mask(fresh)
                )
            except Exception as exc:
                raise _Stop("error", f"could not point at {action.point}: {exc}") from exc
            browser_s += time.perf_counter() - t - hover_compute
            compute_s += hover_compute
        timings["capture_ms"] = _ms(browser_s + compute_s)
        return _Capture(pre, will_verify, browser_s, compute_s)

    def _hover_frame(
        self, point: tuple[float, float], fresh: Frame, ignore: NDArray[np.bool_] | None
    ) -> tuple[Frame, float]:
        """Point at the target; the screen once hover styling is done, and settle's compute
        seconds. An environment that can vouch for that (a browser reporting no transition
        left, :meth:`BrowserEnv.hover_capture`) makes one capture enough, or a clip of it
        laid over ``fresh``; any other is polled until still."""
        limit = self.config.settle_timeout_s
        capture = getattr(self.env, "hover_capture", None)
        if callable(capture):
            frame = capture(*point, base=fresh, limit_s=limit, horizon_s=limit)
            if frame is not None:
                return as_frame(frame), 0.0
        else:
            self.env.move_pointer(*point)
            vouch = getattr(self.env, "await_hover", None)
            if callable(vouch) and vouch(limit) is True:
                return self._poll(), 0.0
        hover, _, compute = self._settle(ignore)
        return hover.frame, compute

    def _fresh_frame(self, st: _RunState, *, vouched: bool = False) -> tuple[Frame, float]:
        """The screen right before acting, and the browser seconds it cost. A new poll is
        observed by the Monitor: with the last settled frame it forms an idle pair. With
        ``vouched`` (a verified step follows), a capture the page vouches for is preferred:
        the hover-aware ``pre`` may then capture only what the pointer restyles
        (:meth:`BrowserEnv.hover_capture`). A live model's step always takes a new frame,
        so without it the clip would never apply there."""
        if self._still_fresh(st):
            return st.current, 0.0
        t = time.perf_counter()
        try:
            grabbed = (self._vouched_capture() if vouched else None) or self._poll()
        except Exception as exc:
            raise _Stop("error", f"screenshot failed: {exc}") from exc
        browser_s = time.perf_counter() - t
        return st.monitor.observe(grabbed), browser_s

    def _still_fresh(self, st: _RunState) -> bool:
        """Whether the settled frame of the last step (or the start screen the page vouched
        for) is as good as a new screenshot.

        A settle ends on two equal frames one interval apart. When the brain answered
        within one more interval (a scripted brain, a replayed trajectory), a new poll can
        only show what those two frames showed, and would add one capture (~30 ms) to every
        step. A slower brain (a live model) gets a fresh poll, and with it the idle pair."""
        if not st.current_still:
            return False
        return time.monotonic() - st.current_at < self.config.settle_interval_s

    def _validate(self, action: Action, pre: Frame) -> str | None:
        """A brain that replays a cached trajectory checks the step against the fresh frame."""
        validate = getattr(self.brain, "validate_before_act", None)
        if not callable(validate):
            return None
        try:
            message = validate(action, pre)
        except NeedsAgent as exc:
            raise _Stop("needs_agent", str(exc)) from exc
        return str(message) if message else None

    def _record_veto(
        self,
        st: _RunState,
        decision: _Decision,
        index: int,
        message: str,
        timings: dict[str, float],
        t_step: float,
    ) -> None:
        """The step was not executed: the brain's own validation stopped it."""
        step = TrajectoryStep(
            index=index,
            action=decision.action,
            feedback=message,
            url=self.env.current_url,
            timings=timings,
            usage=decision.usage,
            vetoed=True,
        )
        timings["total_ms"] = _ms(time.perf_counter() - t_step)
        self._emit(st.result, step)
        st.history.append(PastStep(index, decision.action, message))
        st.feedback, st.frame_changed = message, None

    def _screen_before(
        self, st: _RunState, decision: _Decision, pre: Frame, timings: dict[str, float]
    ) -> Any:
        if self.ocr is None or not decision.expect_before:
            return None
        t = time.perf_counter()
        screen = st.monitor.verify_screen(pre, decision.expect_before, context=st.spec.goal)
        timings["screen_ms"] = _ms(time.perf_counter() - t)
        return screen

    # -- stage: act and settle -------------------------------------------------------------
    def _act(self, st: _RunState, action: Action, index: int, timings: dict[str, float]) -> None:
        t = time.perf_counter()
        try:
            self.env.step(action)
        except Exception as exc:
            timings["act_ms"] = _ms(time.perf_counter() - t)
            message = f"{type(exc).__name__}: {exc}"
            step = TrajectoryStep(
                index=index, action=action, url=self.env.current_url, error=message, timings=timings
            )
            self._emit(st.result, step)
            raise _Stop("error", f"the environment could not perform {action}: {message}") from exc
        timings["act_ms"] = _ms(time.perf_counter() - t)

    def _settle_after(
        self, capture: _Capture, url_before: str | None, timings: dict[str, float]
    ) -> tuple[SettleResult, float]:
        """Poll until still; after a verified step that changed the page in place, keep
        watching a little longer: it may be a message that is about to vanish."""
        assert self.monitor is not None
        ignore = self.monitor.ignore_mask(capture.pre)
        try:
            settled, wall, compute = self._settle(ignore, after_action=True)
            watch = (
                capture.will_verify
                and self.transient_watch_s > 0
                and self.env.current_url == url_before
                and not settled.vouched
                and self.monitor.changed(capture.pre, settled.frame)
            )
            if watch:
                self._stage = "transient watch"
                settled, extra_wall, extra_compute = self._watch(settled, ignore)
                wall += extra_wall
                compute += extra_compute
        except EnvironmentFailure as exc:
            raise _Stop("error", f"screenshot failed while settling: {exc}") from exc
        timings["settle_ms"] = _ms(wall)
        return settled, compute

    def _poll(self) -> Frame:
        """The capture used for comparisons: an environment may offer a cheaper one."""
        poll = getattr(self.env, "poll_screenshot", None)
        frame = poll() if callable(poll) else self.env.screenshot()
        return as_frame(frame)

    def _settle(
        self, ignore: NDArray[np.bool_] | None, *, after_action: bool = False
    ) -> tuple[SettleResult, float, float]:
        """Poll until still; returns the result, the wall seconds and settle's own compute.
        After an action, an environment that can tell (a browser) keeps the settle going
        while the page waits for the answer to a request the action sent."""
        t = time.perf_counter()
        vouched = self._vouched_capture(ignore) if after_action else None
        if vouched is not None:
            wall = time.perf_counter() - t
            return SettleResult(vouched, wall, [vouched], True, 1, vouched=True), wall, 0.0
        watch = _Stopwatch()
        busy = getattr(self.env, "network_busy", None) if after_action else None
        res = settle(
            watch.wrap_grab(self._poll),
            **self.config.settle_options(),
            ignore=ignore,
            sleep=watch.sleep,
            busy=busy if callable(busy) else None,
        )
        wall = time.perf_counter() - t
        return res, wall, max(0.0, wall - watch.grab_s - watch.sleep_s)

    def _vouched_capture(self, ignore: NDArray[np.bool_] | None = None) -> Frame | None:
        """One capture that the environment vouches is the settled screen (a browser page
        quiet before and after it: :meth:`BrowserEnv.still_capture`), or None: poll.
        ``ignore``, the places the settle leaves out, is handed to an environment that takes
        it (a spinner there need not stop the page vouching)."""
        capture = getattr(self.env, "still_capture", None)
        if not self.config.settle_page_vouch or not callable(capture):
            return None
        takes = _parameters(getattr(capture, "__func__", capture))
        options: dict[str, Any] = {}
        if ignore is not None and "ignore" in takes:
            options["ignore"] = ignore
        if "footprint" in takes:  # a verified step may follow: its hover clip needs it
            options["footprint"] = self.config.perceptual_verify
        frame = capture(self.config.settle_timeout_s, **options)
        if frame is None:
            return None
        return as_frame(frame)

    def _watch(
        self, first: SettleResult, ignore: NDArray[np.bool_] | None
    ) -> tuple[SettleResult, float, float]:
        """Keep a settled screen under watch for ``transient_watch_s``; if it moves again
        (a flash vanished), settle anew. The samples of both polls are kept, so the verifier
        sees the flash as a transient.

        A page that vouches for one capture (nothing scheduled or running before and after
        it) ends the watch at once: that capture either still shows the settled screen, and
        nothing is coming to change it, or shows that it moved since. Asking the page only
        whether it is quiet would not do: a flash's timer can fire between the settle's
        last poll and the question, and the page is then quiet with the flash already
        gone from it but still on the settled frame (seen on a loaded machine)."""
        assert self.monitor is not None
        t = time.perf_counter()
        still = self._vouched_capture()
        if still is not None:
            c = time.perf_counter()
            moved = self.monitor.changed(first.frame, still)
            compute = time.perf_counter() - c
        else:
            moved, compute = self._moves_within(first.frame, self.transient_watch_s)
        if not moved:
            return first, time.perf_counter() - t, compute
        again, _, again_compute = self._settle(ignore, after_action=True)
        samples = [*first.samples, *again.samples][-MAX_SAMPLES:]
        merged = SettleResult(
            again.frame,
            first.elapsed_s + again.elapsed_s,
            samples,
            again.settled,
            first.polls + again.polls,
        )
        return merged, time.perf_counter() - t, compute + again_compute

    def _moves_within(self, settled: Frame, seconds: float) -> tuple[bool, float]:
        """Poll for up to ``seconds``: whether the screen moved away from ``settled``, and
        the compute seconds the comparisons took."""
        assert self.monitor is not None
        monitor = self.monitor
        compute = [0.0]

        def changed(a: Frame, b: Frame) -> bool:
            c = time.perf_counter()
            try:
                return monitor.changed(a, b)
            finally:
                compute[0] += time.perf_counter() - c

        moved = first_change(
            self._poll,
            settled,
            seconds,
            interval_s=self.config.settle_interval_s,
            changed=changed,
        )
        return moved is not None, compute[0]

    # -- stage: judge and record -----------------------------------------------------------
    def _judge(
        self,
        st: _RunState,
        decision: _Decision,
        capture: _Capture,
        settled: SettleResult,
        timings: dict[str, float],
    ) -> StepVerdict:
        """Every verdict on the step comes from the Monitor."""
        t = time.perf_counter()
        verdict = st.monitor.check(
            decision.action,
            capture.pre,
            settled.frame,
            url=self.env.current_url,
            samples=settled.samples,
            hover_aware=capture.will_verify,
            expect_after=decision.expect_after if self.ocr is not None else None,
            context=st.spec.goal,
            sample_interval_s=settled.elapsed_s / settled.polls if settled.polls else None,
        )
        elapsed = _ms(time.perf_counter() - t)
        screen_ms = timings.get("screen_ms", 0.0)
        if verdict.screen_after is not None:
            after_ms = max(0.0, elapsed - verdict.timings.get("check_ms", elapsed))
            timings["screen_ms"] = round(screen_ms + after_ms, 3)
        timings["verify_ms"] = verdict.timings.get("check_ms", elapsed)
        timings["narrate_ms"] = min(verdict.timings.get("narrate_ms", 0.0), timings["verify_ms"])
        timings["loop_ms"] = verdict.timings.get("loop_ms", 0.0)
        if verdict.loop_event == "soft" and self.director is not None and st.director_rest == 0:
            st.director_next = True
        return verdict

    def _record(
        self,
        st: _RunState,
        index: int,
        decision: _Decision,
        capture: _Capture,
        settled: SettleResult,
        verdict: StepVerdict,
        screen_before: Any,
        timings: dict[str, float],
    ) -> TrajectoryStep:
        """The step as the trajectory keeps it; the frames go to the recorder; the state moves
        on to the settled frame."""
        t = time.perf_counter()
        step = TrajectoryStep(
            index=index,
            action=decision.action,
            feedback=verdict.feedback,
            action_effect_observed=verdict.effect_observed,
            effect=verdict.effect.to_dict(),
            frame_hash_before=verdict.pre_hash,
            frame_hash_after=verdict.post_hash,
            url=verdict.url,
            frame_changed=verdict.frame_changed,
            frame_stable=settled.settled,
            loop=verdict.loop.to_dict() if verdict.loop is not None else None,
            loop_event=verdict.loop_event,
            screen_before=screen_before.to_dict() if screen_before is not None else None,
            screen_after=verdict.screen_after.to_dict()
            if verdict.screen_after is not None
            else None,
            director_used=decision.by_director,
            warning=verdict.warning,
            timings=timings,
            usage=decision.usage,
            narration=[n.to_dict() for n in verdict.narration],
        )
        recorder = st.recorder
        if recorder is not None:
            step.frames = {
                "pre": recorder.save(capture.pre, f"{index:03d}-pre"),
                "post": recorder.save(settled.frame, f"{index:03d}-post"),
            }
            recorder.replay.append(
                {"file": step.frames["post"], "pre": step.frames["pre"], "url": verdict.url}
            )
        if verdict.loop_event is not None and verdict.loop is not None:
            st.result.loop_events.append(st.monitor.loop_events[-1])
        st.history.append(
            PastStep(
                index,
                decision.action,
                step.feedback,
                verdict.effect_observed,
                verdict.frame_changed,
            )
        )
        st.current = settled.frame
        st.current_stable = settled.settled
        st.current_still = settled.settled
        st.feedback = step.feedback
        st.frame_changed = verdict.frame_changed
        if verdict.stop:
            st.result.termination_reason = "loop"
        timings["record_ms"] = _ms(time.perf_counter() - t)
        return step

    def _emit(self, result: RunResult, step: TrajectoryStep) -> None:
        result.steps.append(step)
        if self.on_step is not None:
            try:
                self.on_step(step)
            except Exception as exc:  # a progress display must never break a run
                log.debug("on_step callback failed: %s", exc)


def _usage_of(brain: Any) -> dict[str, Any] | None:
    """Tokens and model latency of the brain's last decision, when it reports them."""
    usage = getattr(brain, "last_usage", None)
    latency = getattr(brain, "last_latency_ms", None)
    out: dict[str, Any] = dict(usage) if isinstance(usage, dict) else {}
    if isinstance(latency, (int, float)):
        out["latency_ms"] = round(float(latency), 2)
    return out or None


@functools.lru_cache(maxsize=64)
def _parameters(function: Callable[..., Any]) -> frozenset[str]:
    """The parameter names an environment's ``still_capture`` takes (one written before
    ``ignore`` or ``footprint`` existed takes only the horizon), read once per function
    rather than at every settle."""
    try:
        return frozenset(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return frozenset()


def _collect_run_garbage() -> None:
    """Free a finished run's frames now rather than at the next full collection.

    Playwright records the Python call stack on every API call, in a list that holds the
    frame recording it: a reference cycle that keeps each calling frame's locals alive (a
    settle's screenshots, a step's pre and post frames). Such cycles outlive the young
    collections and wait for a full one, which a process with many long-lived objects runs
    rarely: a service doing one run after another held ~4 MB more per run, up to ~120 MB,
    and the heap those frames spread over stayed mapped. One full collection per run costs
    tens of milliseconds (it walks every tracked object: 60-85 ms in the service process
    here, 11-24 ms once ``vigil serve`` froze its start-up objects) of a run that takes
    seconds.
    """
    t = time.perf_counter()
    freed = gc.collect()
    log.debug("collected %d objects after the run in %.1f ms", freed, _ms(time.perf_counter() - t))


def _ms(seconds: float) -> float:
    return round(seconds * 1000.0, 3)


def _achieved_of(data: Mapping[str, Any]) -> bool | None:
    """``achieved`` from a dict: a bool in ``result.json``; ``{"ok": …, "detail": …}`` in a
    ``vigil serve`` answer, which judges the check itself (``bool`` of that dict would say
    True for a failed check)."""
    value = data.get("achieved")
    if isinstance(value, Mapping):
        return None if value.get("ok") is None else bool(value["ok"])
    return None if value is None else bool(value)


def _achieved_detail_of(data: Mapping[str, Any]) -> str | None:
    value = data.get("achieved")
    if isinstance(value, Mapping) and data.get("achieved_detail") is None:
        detail = value.get("detail")
        return None if detail is None else str(detail)
    return data.get("achieved_detail")


def _summary(steps: Sequence[TrajectoryStep]) -> dict[str, int]:
    checked = [s for s in steps if s.action_effect_observed is not None]
    if not checked:
        return {}
    return {
        "checked": len(checked),
        "no_effect": sum(1 for s in checked if s.action_effect_observed is False),
    }


def _aggregate(steps: Sequence[TrajectoryStep], total_s: float) -> dict[str, float]:
    """Run-level timing figures: medians (robust to one slow page load) and totals."""
    out: dict[str, float] = {"total_s": round(total_s, 3), "steps": float(len(steps))}
    acted = [s for s in steps if "settle_ms" in s.timings]
    if acted:
        settle_ms = [s.timings["settle_ms"] for s in acted]
        overhead = [s.timings.get("overhead_ms", 0.0) for s in acted]
        # Narration runs only on steps whose action changed something: its median is over
        # those steps (an OCR read takes tens of ms; under 1 ms nothing was read).
        narrate = [s.timings["narrate_ms"] for s in acted if s.timings.get("narrate_ms", 0) >= 1]
        pct = [
            100.0 * s.timings.get("overhead_ms", 0.0) / s.timings["total_ms"]
            for s in acted
            if s.timings.get("total_ms")
        ]
        out.update(
            median_settle_ms=round(statistics.median(settle_ms), 2),
            max_settle_ms=round(max(settle_ms), 2),
            median_overhead_ms=round(statistics.median(overhead), 3),
            mean_overhead_ms=round(statistics.fmean(overhead), 3),
            median_overhead_pct=round(statistics.median(pct), 3) if pct else 0.0,
            median_narrate_ms=round(statistics.median(narrate), 3) if narrate else 0.0,
            narrated_steps=float(len(narrate)),
            median_step_ms=round(statistics.median(s.timings["total_ms"] for s in acted), 2),
        )
    decide = [s.timings.get("decide_ms", 0.0) for s in steps]
    if decide:
        out["decide_ms_total"] = round(sum(decide), 2)
    return out


def check_expectations(result: RunResult, expect: Mapping[str, Any]) -> list[str]:
    """Compare a run with a task file's expectations; one line per unmet expectation.

    Keys: ``termination_reason``, ``warnings_min`` / ``warnings_max``, ``nudges_min`` /
    ``nudges_max``, ``final_path`` (the path of the final URL, query ignored). Unknown keys
    are ignored so task files can carry more than this function checks.
    """
    problems: list[str] = []
    want = expect.get("termination_reason")
    if want is not None and result.termination_reason != want:
        problems.append(f"termination_reason {result.termination_reason!r}, expected {want!r}")
    for name, value in (("warnings", result.warnings), ("nudges", result.nudges)):
        low, high = expect.get(f"{name}_min"), expect.get(f"{name}_max")
        if low is not None and value < int(low):
            problems.append(f"{name} {value}, expected at least {low}")
        if high is not None and value > int(high):
            problems.append(f"{name} {value}, expected at most {high}")
    path = expect.get("final_path")
    if path is not None:
        from urllib.parse import urlparse

        final = urlparse(result.final_url or "").path
        if final != path:
            problems.append(f"final page {final or '?'!r}, expected {path!r}")
    return problems
