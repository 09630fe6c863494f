"""The runner: a brain acting in an environment, with Vigil watching every step.

One step of :meth:`GymRunner.run`::

    observe ─► decide ─► (point, settle, capture pre) ─► act ─► settle ─► verify ─► feedback

* **observe** — the brain gets an :class:`~vigil.brains.base.Observation`: the settled frame,
  the task, the history, the feedback on its last step and the ``frame_changed`` /
  ``frame_stable`` predicates.
* **capture pre** — a fresh frame is taken right before acting. With the settled frame of the
  previous step it forms the *idle pair*: two frames with no action between them, whose
  difference is what moves on its own (a clock, a spinner, a caret). That mask keeps those
  pixels from reading as an effect, and from keeping the screen "unsettled". For a pointer
  action the verifier will judge, the pointer first moves to the target and the page
  settles, and only then is ``pre`` captured: hover styling is the pointer's doing, not the
  click's.
* **settle** — frames are polled until the screen is still (:func:`~vigil.frames.settle`),
  bounded by ``config.settle_timeout_s``; the reference slept a fixed 2-4 s instead.
* **verify** — the perceptual verifier (:func:`~vigil.verify.effect.check_effect`) on every
  step (it skips what is not high-risk), the per-step change predicate, the screen
  verifier for scripted expectations when an OCR client is given, and the loop detector
  through the single hook :meth:`GymRunner._is_loop`.
* **feedback** — a base line saying what was done and whether the screen changed, then,
  joined with ``"; "``, the verifier's ``WARNING: high-risk action had no observed effect
  (<reason>)``; further lines for a loop nudge, a loop-recovery suggestion, a failed
  expectation or a rejected DONE.

A run ends with ``termination_reason`` ``done`` (a DONE the done gate accepted), ``loop`` (the
hard loop window fired), ``max_steps``, or ``error`` (the brain's server failed, the brain kept
answering garbage, or the environment could not act). Nothing here reads ``os.environ``:
every toggle comes from the :class:`~vigil.config.RunConfig` passed in.

Memory stays flat over long runs: a step keeps hashes, verdicts and timings, never frames.
Frames go to ``record_dir`` (JPEG, written by a background thread so encoding stays off the
step's clock) for the HTML report and for :class:`~vigil.envs.replay.ReplayEnv`.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import statistics
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from vigil.actions import Action, ActionType
from vigil.brains.base import LOOP_NUDGE_MARKER, Brain, Observation, PastStep
from vigil.config import RunConfig
from vigil.envs.base import Environment, Task, as_task
from vigil.envs.replay import MANIFEST, REPLAY_FORMAT
from vigil.errors import EnvironmentFailure, InvalidAction
from vigil.frames import Frame, Hash, diff_frames, frames_identical, phash
from vigil.frames.settle import MAX_SAMPLES, SettleResult, frames_equal, settle
from vigil.verify.done_gate import DoneGate, GateStep
from vigil.verify.effect import (
    EffectCheck,
    check_effect,
    feedback_warning,
    is_high_risk,
    volatile_mask,
)
from vigil.verify.loops import UNIFORM_AT, LoopDetector, LoopVerdict

__all__ = [
    "TERMINATION_REASONS",
    "GymRunner",
    "RunResult",
    "TrajectoryStep",
    "check_expectations",
]

log = logging.getLogger(__name__)

TERMINATION_REASONS = ("done", "loop", "max_steps", "error")
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
    the brain, not the browser, not OCR). ``frames`` holds file names in the run directory
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
        )


@dataclass(slots=True)
class RunResult:
    """The outcome of one run: why it ended, every step, and the run-level aggregates.

    ``perceptual_summary`` is ``{"checked": n, "no_effect": m}`` over the verifier's checks,
    ``{}`` when it never fired (the reference's field, unchanged). ``loop_events`` lists every
    soft nudge and the hard stop. ``toggles`` are the config's toggles for this run.
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

    @property
    def warnings(self) -> int:
        """How many steps drew the perceptual WARNING."""
        return sum(1 for s in self.steps if s.warning)

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
            "termination_reason": self.termination_reason,
            "error": self.error,
            "final_url": self.final_url,
            "screen_size": list(self.screen_size) if self.screen_size else None,
            "perceptual_summary": dict(self.perceptual_summary),
            "warnings": self.warnings,
            "nudges": self.nudges,
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
        path.write_bytes(frame.to_jpeg(self.quality))

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


# -- feedback --------------------------------------------------------------------------------
def describe_action(action: Action) -> str:
    """A short past-tense account of an action for the feedback line."""
    p = action.params
    pt = action.point
    at = f" at ({pt[0]:.0f}, {pt[1]:.0f})" if pt is not None else ""
    kind = action.action_type
    if kind is ActionType.CLICK:
        button = p.get("button", "left")
        clicks = int(p.get("clicks", 1) or 1)
        what = {1: "clicked", 2: "double-clicked", 3: "triple-clicked"}.get(clicks, "clicked")
        return f"{what}{'' if button == 'left' else f' ({button} button)'}{at}"
    if kind is ActionType.DOUBLE_CLICK:
        return f"double-clicked{at}"
    if kind is ActionType.TYPE:
        text = str(p.get("text", ""))
        shown = text if len(text) <= 40 else text[:37] + "..."
        return f"typed {shown!r}{at}"
    if kind is ActionType.KEY_PRESS:
        return f"pressed {p.get('keys', '')}{at}"
    if kind is ActionType.SCROLL:
        return f"scrolled {p.get('direction', 'down')} by {p.get('amount', 3)}{at}"
    if kind is ActionType.DRAG:
        return f"dragged from ({p.get('x')}, {p.get('y')}) to ({p.get('to_x')}, {p.get('to_y')})"
    if kind is ActionType.MOVE:
        return f"moved the pointer{at}"
    if kind is ActionType.WAIT:
        return f"waited {float(p.get('seconds', 1.0)):.1f} s"
    return "declared done"


def recovery_suggestion(action: Action) -> str:
    """A different action class to try after ``action`` (high-risk) had no effect."""
    if action.action_type is ActionType.KEY_PRESS:
        return (
            "Recovery: pressing Return did nothing. Click the submit button itself instead, "
            "or make sure the right field has focus first."
        )
    return (
        "Recovery: clicking this control does nothing. Try a different kind of action: "
        "dismiss whatever may cover the page (a cookie banner, a dialog: accept or close it), "
        "press Return to submit the form, or press Tab to reach the next field."
    )


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


class _Volatility:
    """What moves on its own on this screen, learned from frames with no action between them.

    Every idle pair the runner sees (the probe after reset; each step's settled frame and the
    fresh frame taken just before the next action) adds the elements that changed to one
    mask for the run. A single idle pair spans only tens of milliseconds with a fast brain,
    which a 1 Hz clock usually sits out; the union over the run (and the probe, which spans
    more than a second) does not miss it. The mask is kept across pages, because headers,
    clocks and spinners tend to stay where they are, and dropped when the screen size
    changes. An idle change over ``max_fraction`` of the frame is not learned: that is a
    page still rendering, not a clock, and masking it would blind the verifier there.
    """

    __slots__ = ("boxes", "color_tolerance", "mask", "max_fraction", "tolerance")

    def __init__(self, tolerance: int, color_tolerance: int, max_fraction: float = 0.02) -> None:
        self.tolerance = tolerance
        self.color_tolerance = color_tolerance
        self.max_fraction = max_fraction
        self.mask: NDArray[np.bool_] | None = None
        self.boxes: list[tuple[int, int, int, int]] = []

    def observe(self, a: Frame, b: Frame) -> None:
        if a is b or a.size != b.size:
            return
        if self.mask is not None and self.mask.shape != (a.height, a.width):
            self.mask, self.boxes = None, []
        if frames_identical(a, b):
            return
        # Clocks, spinners and carets are small. A large idle change is a page still
        # rendering (a late image, a font swap): masking it would blind the verifier there
        # for the rest of the run, so it is not learned.
        quick = diff_frames(a, b, tolerance=self.tolerance, color_tolerance=self.color_tolerance)
        if quick.changed_fraction > self.max_fraction:
            log.debug("idle change of %.1f%% not learned as volatile", 100 * quick.changed_fraction)
            return
        mask, boxes = volatile_mask(
            a, b, tolerance=self.tolerance, color_tolerance=self.color_tolerance
        )
        if mask is None:
            return
        self.mask = mask if self.mask is None else (self.mask | mask)
        self.boxes.extend(box for box in boxes if box not in self.boxes)

    def ignore_for(self, frame: Frame) -> NDArray[np.bool_] | None:
        if self.mask is None or self.mask.shape != (frame.height, frame.width):
            return None
        return self.mask

    def neutralize(self, reference: Frame, frame: Frame) -> Frame:
        """``frame`` with its volatile pixels replaced by ``reference``'s: what the effect
        verifier should compare, so a clock tick between pre and post is not an effect."""
        mask = self.ignore_for(frame)
        if mask is None or reference.size != frame.size:
            return frame
        rgb = frame.rgb.copy()
        ref = reference.rgb
        if len(self.boxes) <= 64:
            # The mask is a union of these rectangles; slicing them is ~20x cheaper than
            # indexing a frame-sized boolean mask.
            for x0, y0, x1, y1 in self.boxes:
                rgb[y0:y1, x0:x1] = ref[y0:y1, x0:x1]
        else:
            rgb[mask] = ref[mask]
        return Frame(rgb)

    @property
    def fraction(self) -> float:
        return float(np.count_nonzero(self.mask)) / self.mask.size if self.mask is not None else 0.0


class GymRunner:
    """Drive ``brain`` in ``env`` with Vigil's verifiers on (see the module docstring).

    Args:
        env: an :class:`~vigil.envs.base.Environment` (browser, replay).
        brain: anything with ``decide(observation) -> Action``.
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

    A runner holds the state of the run in progress (the loop detector): run one task at a
    time per runner; concurrent runs (a server) each make their own.
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
        self._loops: LoopDetector | None = None
        # frame_changed of the recent steps, for the state-loop refinement in _is_loop.
        self._changes: deque[bool] = deque(maxlen=64)

    # -- the loop hook -----------------------------------------------------------------------
    def _is_loop(self, window: int) -> bool:
        """The one place the runner asks "is this a loop?" (soft nudge, hard stop, recovery,
        director). Adaptive windows unless ``config.loop_adaptive`` is off.

        One refinement on top of the detector: when the only shape that fired is the frozen
        *state* and the runner's pixel comparison saw a step in that window change the screen
        (typing into a field, ticking a box — changes a 64-bit frame hash cannot see), the
        screen was not frozen and it is not a loop. Volatile elements are masked in that
        comparison, so a spinner still cannot pass for progress.
        """
        loops = self._loops
        if loops is None:
            return False
        if self.config.loop_adaptive:
            fired = loops.is_any_loop_adaptive(window, self.config.loop_max_extension)
        else:
            fired = loops.is_any_loop(window)
        if not fired:
            return False
        verdict = self._verdict(window)
        if verdict is not None and set(verdict.shapes) == {"state"}:
            recent = list(self._changes)[-verdict.window :]
            if any(recent):
                return False
        return True

    def _hard_window(self) -> int:
        """The hard window, tightened by one on a clear stuck signature (adaptive only).

        The detector judges an adaptive window only once it holds ``base`` samples, so on its
        own it can never stop a run before ``loop_hard_window`` steps — the same step as fixed
        windows. The seed's rule (uniform actions on a frozen screen → ``base - 1``) is
        applied here over the samples already there: when the last ``base - 1`` samples are
        one gesture at one frozen state, the hard stop comes one step sooner.
        """
        base = self.config.loop_hard_window
        loops = self._loops
        if not self.config.loop_adaptive or loops is None:
            return base
        n = base - 1
        if n < 2 or len(loops) < n:
            return base
        if loops.pattern_diversity(n) <= UNIFORM_AT and loops.state_frozen(n):
            return n
        return base

    def _verdict(self, window: int) -> LoopVerdict | None:
        if self._loops is None:
            return None
        return self._loops.check(window, adaptive=self.config.loop_adaptive)

    # -- helpers ---------------------------------------------------------------------------------
    def _settle(self, ignore: NDArray[np.bool_] | None) -> tuple[SettleResult, float, float]:
        """Poll until still; returns the result, the wall seconds and settle's own compute."""
        watch = _Stopwatch()
        t = time.perf_counter()
        cfg = self.config
        res = settle(
            watch.wrap_grab(self.env.screenshot),
            timeout_s=cfg.settle_timeout_s,
            interval_s=cfg.settle_interval_s,
            stable_frames=cfg.settle_stable_frames,
            tolerance=cfg.diff_tolerance,
            color_tolerance=cfg.diff_color_tolerance,
            ignore=ignore,
            sleep=watch.sleep,
        )
        wall = time.perf_counter() - t
        return res, wall, max(0.0, wall - watch.grab_s - watch.sleep_s)

    def _watch(
        self, first: SettleResult, ignore: NDArray[np.bool_] | None
    ) -> tuple[SettleResult, float, float]:
        """Keep a settled screen under watch for ``transient_watch_s``; if it moves again
        (a flash vanished), settle anew. The samples of both polls are kept, so the verifier
        sees the flash as a transient."""
        t = time.perf_counter()
        compute = 0.0
        deadline = time.monotonic() + self.transient_watch_s
        interval = max(self.config.settle_interval_s, 0.01)
        moved = False
        while time.monotonic() < deadline:
            time.sleep(interval)
            frame = self.env.screenshot()
            c = time.perf_counter()
            moved = self._changed(first.frame, frame, ignore)
            compute += time.perf_counter() - c
            if moved:
                break
        if not moved:
            return first, time.perf_counter() - t, compute
        again, _, again_compute = self._settle(ignore)
        samples = [*first.samples, *again.samples][-MAX_SAMPLES:]
        merged = SettleResult(
            again.frame,
            first.elapsed_s + again.elapsed_s,
            samples,
            again.settled,
            first.polls + again.polls,
        )
        return merged, time.perf_counter() - t, compute + again_compute

    def _changed(self, a: Frame, b: Frame, ignore: NDArray[np.bool_] | None) -> bool:
        if a is b:
            return False
        if frames_identical(a, b):
            return False
        return not frames_equal(
            a,
            b,
            tolerance=self.config.diff_tolerance,
            color_tolerance=self.config.diff_color_tolerance,
            ignore=ignore,
        )

    def _screen(
        self, frame: Frame, expected: Sequence[dict[str, Any]], after: bool, goal: str
    ) -> Any:
        from vigil.verify.screen import verify_after, verify_before

        fn = verify_after if after else verify_before
        return fn(frame, list(expected), self.ocr, self.vlm, goal)

    # -- the run ---------------------------------------------------------------------------------
    def run(self, task: Task | str | Mapping[str, Any], max_steps: int | None = None) -> RunResult:
        """Run ``task`` until DONE is accepted, a hard loop, ``max_steps`` or an error.

        ``max_steps`` defaults to the task's own ``max_steps``, else 50.
        """
        spec = as_task(task)
        limit = int(max_steps if max_steps is not None else (spec.max_steps or 50))
        cfg = self.config
        run_id = uuid.uuid4().hex[:12]
        result = RunResult(
            success=False,
            termination_reason="max_steps",
            toggles=cfg.toggles(),
            task=spec.to_dict(),
            run_id=run_id,
            started_at=_now(),
            config=json.loads(json.dumps(cfg.to_dict(), default=_json_default)),
        )
        reset = getattr(self.brain, "reset", None)
        if callable(reset):
            reset()
        if self.director is not None:
            d_reset = getattr(self.director, "reset", None)
            if callable(d_reset):
                d_reset()
        recorder = _Recorder(self.record_dir) if self.record_dir is not None else None
        t_run = time.perf_counter()
        try:
            self._run(spec, limit, result, recorder)
        finally:
            result.timings.update(_aggregate(result.steps, time.perf_counter() - t_run))
            result.perceptual_summary = _summary(result.steps)
            try:
                result.screen_size = self.env.screen_size
                result.final_url = self.env.current_url
            except Exception:  # a crashed environment must not hide the run's own error
                pass
            if recorder is not None:
                recorder.close(result.screen_size)
                result.save(recorder.directory / RESULT_FILE)
        return result

    def _run(self, spec: Task, limit: int, result: RunResult, recorder: _Recorder | None) -> None:
        cfg = self.config
        env = self.env
        volatility = _Volatility(cfg.diff_tolerance, cfg.diff_color_tolerance)
        try:
            env.reset(spec)
            first, _, _ = self._settle(None)
            t = time.perf_counter()
            current = self._probe(first.frame, volatility)
            result.timings["idle_probe_ms"] = _ms(time.perf_counter() - t)
        except Exception as exc:
            result.termination_reason = "error"
            result.error = f"environment could not start the task: {exc}"
            log.error("%s", result.error)
            return
        self._loops = LoopDetector(viewport=env.screen_size, config=cfg)
        self._changes.clear()
        gate = DoneGate(cfg)
        current_stable: bool | None = None
        current_hash: Hash | None = None
        feedback = ""
        frame_changed: bool | None = None
        history: list[PastStep] = []
        gate_history: list[GateStep] = []
        brain_errors = 0
        director_next = False
        director_rest = 0
        if recorder is not None:
            recorder.replay.append(
                {"file": recorder.save(current, "000-start"), "url": env.current_url}
            )

        for index in range(limit):
            timings: dict[str, float] = {}
            t_step = time.perf_counter()
            obs = Observation(
                frame=current,
                task=spec.goal,
                step_index=index,
                history=tuple(history),
                feedback=feedback,
                frame_changed=frame_changed,
                frame_stable=current_stable,
                url=env.current_url,
                screen_size=env.screen_size,
            )
            bookkeeping = time.perf_counter() - t_step

            # -- decide ------------------------------------------------------------------------
            use_director = director_next and self.director is not None and director_rest == 0
            decider: Brain = self.director if use_director and self.director else self.brain
            director_next = False
            t = time.perf_counter()
            try:
                action = decider.decide(obs)
            except InvalidAction as exc:
                timings["decide_ms"] = _ms(time.perf_counter() - t)
                brain_errors += 1
                message = f"the brain's answer was not a usable action: {exc}"
                step = TrajectoryStep(
                    index=index,
                    action=Action.wait(0.0, "brain error"),
                    feedback=(
                        f"ERROR: your last answer was not a usable action ({exc}). "
                        "Answer with exactly one action."
                    ),
                    url=env.current_url,
                    error=message,
                    timings=timings,
                    director_used=use_director,
                )
                timings["total_ms"] = _ms(time.perf_counter() - t_step)
                self._emit(result, step)
                history.append(PastStep(index, step.action, step.feedback))
                # Nothing was done: the done gate and the loop detector do not hear of it.
                feedback, frame_changed = step.feedback, None
                if brain_errors >= self.max_brain_errors:
                    result.termination_reason = "error"
                    result.error = f"{brain_errors} unusable answers in a row; last: {exc}"
                    return
                continue
            except Exception as exc:
                result.termination_reason = "error"
                result.error = f"the brain failed: {type(exc).__name__}: {exc}"
                log.error("%s", result.error)
                return
            timings["decide_ms"] = _ms(time.perf_counter() - t)
            brain_errors = 0
            if use_director:
                director_rest = self.director_cooldown
            elif director_rest > 0:
                director_rest -= 1
            expect_before: list[dict[str, Any]] = []
            expect_after: list[dict[str, Any]] = []
            expectations = getattr(decider, "expectations", None)
            if callable(expectations):
                expect_before, expect_after = expectations()

            # -- DONE and the gate -------------------------------------------------------------
            if action.action_type is ActionType.DONE:
                t = time.perf_counter()
                verdict = gate.check(gate_history)
                step = TrajectoryStep(
                    index=index,
                    action=action,
                    url=env.current_url,
                    frame_hash_before=(current_hash or phash(current, exact=False)).hex,
                    done_gate=verdict.to_dict(),
                    director_used=use_director,
                    timings=timings,
                )
                timings["verify_ms"] = _ms(time.perf_counter() - t)
                timings["overhead_ms"] = round(timings["verify_ms"] + _ms(bookkeeping), 3)
                if verdict.accepted:
                    step.feedback = "declared done (accepted)"
                    timings["total_ms"] = _ms(time.perf_counter() - t_step)
                    self._emit(result, step)
                    result.success = True
                    result.termination_reason = "done"
                    result.done_rejections = gate.rejections
                    return
                step.feedback = verdict.feedback() or "DONE rejected"
                timings["total_ms"] = _ms(time.perf_counter() - t_step)
                self._emit(result, step)
                result.done_rejections = gate.rejections
                history.append(PastStep(index, action, step.feedback))
                gate_history.append(GateStep(ActionType.DONE, False))
                feedback, frame_changed = step.feedback, False
                continue

            # -- capture pre (idle pair, hover-aware) ------------------------------------------
            t = time.perf_counter()
            try:
                fresh = env.screenshot()
            except Exception as exc:
                result.termination_reason = "error"
                result.error = f"screenshot failed: {exc}"
                return
            browser_s = time.perf_counter() - t
            t = time.perf_counter()
            if frames_identical(fresh, current):
                fresh = current  # nothing moved while the brain thought: reuse its caches
            volatility.observe(current, fresh)
            ignore = volatility.ignore_for(fresh)
            vigil_s = time.perf_counter() - t
            will_verify = (
                cfg.perceptual_verify
                and action.point is not None
                and is_high_risk(action, cfg.high_risk_keywords)
            )
            pre = fresh
            hover_compute = 0.0
            if will_verify and action.point is not None:
                t = time.perf_counter()
                try:
                    env.move_pointer(*action.point)
                    hover, _, hover_compute = self._settle(ignore)
                except Exception as exc:
                    result.termination_reason = "error"
                    result.error = f"could not point at {action.point}: {exc}"
                    return
                pre = hover.frame
                browser_s += time.perf_counter() - t - hover_compute
            timings["capture_ms"] = _ms(browser_s + vigil_s + hover_compute)

            screen_before = None
            t = time.perf_counter()
            if self.ocr is not None and expect_before:
                screen_before = self._screen(pre, expect_before, False, spec.goal)
            screen_s = time.perf_counter() - t

            # -- act -----------------------------------------------------------------------------
            url_before = env.current_url
            t = time.perf_counter()
            try:
                env.step(action)
            except Exception as exc:
                timings["act_ms"] = _ms(time.perf_counter() - t)
                message = f"{type(exc).__name__}: {exc}"
                step = TrajectoryStep(
                    index=index, action=action, url=env.current_url, error=message, timings=timings
                )
                self._emit(result, step)
                result.termination_reason = "error"
                result.error = f"the environment could not perform {action}: {message}"
                return
            timings["act_ms"] = _ms(time.perf_counter() - t)

            # -- settle --------------------------------------------------------------------------
            try:
                settled, settle_wall, settle_compute = self._settle(ignore)
            except EnvironmentFailure as exc:
                result.termination_reason = "error"
                result.error = f"screenshot failed while settling: {exc}"
                return
            url = env.current_url
            if (
                will_verify
                and self.transient_watch_s > 0
                and url == url_before
                and self._changed(pre, settled.frame, ignore)
            ):
                # Something appeared in place after a submit: it may be a message that is
                # about to vanish. Watch it for a while before calling the screen settled.
                try:
                    settled, extra_wall, extra_compute = self._watch(settled, ignore)
                except EnvironmentFailure as exc:
                    result.termination_reason = "error"
                    result.error = f"screenshot failed while settling: {exc}"
                    return
                settle_wall += extra_wall
                settle_compute += extra_compute
            post = settled.frame
            timings["settle_ms"] = _ms(settle_wall)

            # -- verify --------------------------------------------------------------------------
            t = time.perf_counter()
            check = self._check_effect(pre, post, action, settled.samples, volatility)
            if check.effect_observed is not None:
                changed = bool(check.global_changed or check.region_changed)
            else:
                changed = self._changed(pre, post, ignore)
            warning = feedback_warning(check)
            pre_hash = current_hash if pre is current and current_hash else phash(pre, exact=False)
            post_hash = phash(post, exact=False)
            verify_s = time.perf_counter() - t

            t = time.perf_counter()
            screen_after = None
            if self.ocr is not None and expect_after:
                screen_after = self._screen(post, expect_after, True, spec.goal)
            screen_s += time.perf_counter() - t
            timings["screen_ms"] = _ms(screen_s)

            # -- loops ---------------------------------------------------------------------------
            t = time.perf_counter()
            self._loops.record(action, url=url, frame_hash=post_hash)
            self._changes.append(changed)
            loop_event: str | None = None
            loop_info: dict[str, Any] | None = None
            nudge_lines: list[str] = []
            hard = self._hard_window()
            if self._is_loop(hard):
                loop_event = "hard"
                v = self._verdict(hard)
                loop_info = v.to_dict() if v else {"window": hard}
            elif self._is_loop(cfg.loop_soft_window):
                loop_event = "soft"
                v = self._verdict(cfg.loop_soft_window)
                loop_info = v.to_dict() if v else {"window": cfg.loop_soft_window}
                nudge_lines.append(
                    v.describe()
                    if v
                    else f"{LOOP_NUDGE_MARKER}: the last actions did not change anything; "
                    "try something different."
                )
                if cfg.loop_recovery:
                    window = v.window if v else cfg.loop_soft_window
                    failed = self._recent_no_effect(result.steps, action, check, window)
                    if failed is not None:
                        nudge_lines.append(recovery_suggestion(failed))
                if self.director is not None and director_rest == 0:
                    director_next = True
            loop_s = time.perf_counter() - t
            timings["loop_ms"] = _ms(loop_s)

            # -- feedback and the record ---------------------------------------------------------
            t = time.perf_counter()
            seen = "screen changed" if changed else "no visible change"
            base = f"{describe_action(action)} ({seen})"
            if warning:
                base = f"{base}; {warning}"
            lines = [base, *nudge_lines]
            if screen_after is not None and not screen_after.match:
                lines.append(f"Expected after this action but not confirmed: {screen_after.reason}")
            step = TrajectoryStep(
                index=index,
                action=action,
                feedback="\n".join(lines),
                action_effect_observed=check.effect_observed,
                effect=check.to_dict(),
                frame_hash_before=pre_hash.hex,
                frame_hash_after=post_hash.hex,
                url=url,
                frame_changed=changed,
                frame_stable=settled.settled,
                loop=loop_info,
                loop_event=loop_event,
                screen_before=screen_before.to_dict() if screen_before is not None else None,
                screen_after=screen_after.to_dict() if screen_after is not None else None,
                director_used=use_director,
                warning=warning,
                timings=timings,
            )
            if recorder is not None:
                step.frames = {
                    "pre": recorder.save(pre, f"{index:03d}-pre"),
                    "post": recorder.save(post, f"{index:03d}-post"),
                }
                recorder.replay.append(
                    {"file": step.frames["post"], "pre": step.frames["pre"], "url": url}
                )
            if loop_event is not None and loop_info is not None:
                result.loop_events.append(
                    {
                        "step": index,
                        "kind": loop_event,
                        "shape": loop_info.get("shape"),
                        "window": loop_info.get("window"),
                        "description": loop_info.get("description", ""),
                    }
                )
            history.append(PastStep(index, action, step.feedback, check.effect_observed, changed))
            gate_history.append(GateStep(action.action_type, changed))
            bookkeeping += time.perf_counter() - t
            timings["verify_ms"] = _ms(verify_s)
            timings["overhead_ms"] = round(
                _ms(verify_s + loop_s + bookkeeping + vigil_s + settle_compute + hover_compute), 3
            )
            timings["settle_compute_ms"] = _ms(settle_compute + hover_compute)
            timings["total_ms"] = _ms(time.perf_counter() - t_step)
            self._emit(result, step)

            current = post
            current_hash = post_hash
            current_stable = settled.settled
            feedback = step.feedback
            frame_changed = changed
            # Release this step's frames now: only `current` survives into the next step.
            del pre, fresh, settled, ignore, check
            if loop_event == "hard":
                result.termination_reason = "loop"
                return
        result.termination_reason = "max_steps"

    def _probe(self, frame: Frame, volatility: _Volatility) -> Frame:
        """Watch the untouched start screen for ``idle_probe_s`` to learn what moves on its
        own (clocks tick once a second: one idle pair per step is too short to see them)."""
        if self.idle_probe_s <= 0:
            return frame
        deadline = time.monotonic() + self.idle_probe_s
        last = frame
        while time.monotonic() < deadline:
            time.sleep(self.config.settle_interval_s)
            nxt = self.env.screenshot()
            volatility.observe(last, nxt)
            last = nxt
        return last

    def _check_effect(
        self,
        pre: Frame,
        post: Frame,
        action: Action,
        samples: Sequence[Frame],
        volatility: _Volatility,
    ) -> EffectCheck:
        """The perceptual verifier with the run's volatile elements neutralised.

        Pixels known to move on their own are copied from ``pre`` into ``post`` and into the
        settle samples before the comparison, which is exactly "never count these pixels".
        Only high-risk steps pay for it: the verifier skips everything else anyway.
        """
        cfg = self.config
        if not cfg.perceptual_verify or not is_high_risk(action, cfg.high_risk_keywords):
            return check_effect(pre, post, action, cfg)
        if volatility.ignore_for(pre) is None:
            return check_effect(pre, post, action, cfg, samples=samples)
        # Settle hands back one object for repeated identical polls: neutralise each distinct
        # frame once and keep the sharing, so the verifier compares it once too.
        done: dict[int, Frame] = {}

        def neutral(frame: Frame) -> Frame:
            if id(frame) not in done:
                done[id(frame)] = volatility.neutralize(pre, frame)
            return done[id(frame)]

        post_n = neutral(post)
        samples_n = [neutral(f) for f in samples]
        check = check_effect(pre, post_n, action, cfg, samples=samples_n)
        return dataclasses.replace(
            check,
            volatile_boxes=tuple(volatility.boxes[:16]),
            masked_fraction=round(volatility.fraction, 5),
        )

    def _recent_no_effect(
        self,
        steps: Sequence[TrajectoryStep],
        action: Action,
        check: EffectCheck,
        window: int,
    ) -> Action | None:
        """The latest high-risk action without effect within the loop window, if any."""
        if check.effect_observed is False:
            return action
        for s in reversed(steps[-max(0, window - 1) :] if window > 1 else []):
            if s.action_effect_observed is False:
                return s.action
        return None

    def _emit(self, result: RunResult, step: TrajectoryStep) -> None:
        result.steps.append(step)
        if self.on_step is not None:
            try:
                self.on_step(step)
            except Exception as exc:  # a progress display must never break a run
                log.debug("on_step callback failed: %s", exc)


def _ms(seconds: float) -> float:
    return round(seconds * 1000.0, 3)


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
