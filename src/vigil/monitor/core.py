"""The Monitor: every verdict of one agent session behind one object.

An agent loop — Vigil's own runner, a user's Anthropic or OpenAI computer-use loop, a
browser-use agent, a service session for an agent in another language — hands the Monitor the
frames it has anyway and gets back what the model should be told. Nothing else in Vigil
computes a verdict: the runner, the cache, the service and the integrations all call this.

Why one object and not the free functions: the verdicts depend on the session's past. What
moves on its own (a clock, a spinner) is only visible across frames with no action between
them; a loop is a property of the history; a DONE is judged against the steps before it. A
loop that holds only its own ``pre`` and ``post`` screenshots gets the runner's verdict
quality by handing every frame it takes to the same Monitor.

Lifecycle: create one per agent run (``with Monitor(...) as m:``), feed it, read
:meth:`Monitor.summary` at the end. Not thread-safe: one agent run is one sequence of steps;
a server keeps one Monitor per session and serialises each session's calls.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from os import PathLike
from typing import Any

import numpy as np
from numpy.typing import NDArray
from PIL import Image

from vigil.actions import (
    OFF_SCREEN_PX,
    Action,
    ActionType,
    as_action,
    has_far_point,
    scale_action,
)
from vigil.config import RunConfig
from vigil.frames import (
    Frame,
    FrameLike,
    Hash,
    as_frame,
    as_frame_pair,
    frames_identical,
    phash,
    phash_after,
)
from vigil.frames.jpeg import comparable
from vigil.frames.settle import frames_equal
from vigil.frames.warm import warm_up
from vigil.monitor.feedback import compose_feedback, recovery_suggestion
from vigil.monitor.narrate import Narration, expectation_note, narrate_step, narration_text
from vigil.monitor.pointer import PointerLeft, pointer_after, pointer_left
from vigil.monitor.volatility import Volatility
from vigil.verify.done_gate import DoneGate, DoneVerdict, GateStep
from vigil.verify.effect import (
    REASON_HIDDEN_BY_MOTION,
    EffectCheck,
    check_effect,
    config_of,
    feedback_warning,
    on_screen,
    spare_point,
    too_small,
    undecided_when_hidden,
    will_check,
)
from vigil.verify.loops import UNIFORM_AT, LoopDetector, LoopVerdict, viewport_of

__all__ = ["LoopHook", "Monitor", "StepVerdict"]

log = logging.getLogger(__name__)

#: ``hook(window) -> bool``: the one place a loop is decided (the runner overrides it).
LoopHook = Callable[[int], bool]


@dataclass(frozen=True, slots=True)
class StepVerdict:
    """Everything the Monitor concluded about one acted step.

    ``feedback`` is the exact text to hand the model next turn: the seed's first line
    (``clicked at (x, y) (no visible change); WARNING: high-risk action had no observed
    effect (...)``), then loop nudges, a recovery suggestion and unmet expectations on their
    own lines. ``stop`` is True when the hard loop window fired: the loop should end the run.
    """

    index: int
    action: Action
    effect: EffectCheck
    frame_changed: bool
    feedback: str
    warning: str | None = None
    loop: LoopVerdict | None = None
    loop_event: str | None = None
    stop: bool = False
    pre_hash: str | None = None
    post_hash: str | None = None
    url: str | None = None
    screen_after: Any = None
    extra_lines: tuple[str, ...] = field(default=())
    narration: tuple[Narration, ...] = field(default=())
    timings: dict[str, float] = field(default_factory=dict, compare=False)

    @property
    def effect_observed(self) -> bool | None:
        return self.effect.effect_observed

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "action": self.action.to_dict(),
            "effect_observed": self.effect_observed,
            "effect": self.effect.to_dict(),
            "frame_changed": self.frame_changed,
            "feedback": self.feedback,
            "warning": self.warning,
            "loop": self.loop.to_dict() if self.loop is not None else None,
            "loop_event": self.loop_event,
            "stop": self.stop,
            "pre_hash": self.pre_hash,
            "post_hash": self.post_hash,
            "url": self.url,
            "screen_after": self.screen_after.to_dict() if self.screen_after is not None else None,
            "narration": [n.to_dict() for n in self.narration],
        }


@dataclass(slots=True)
class _Seen:
    """The last frame the Monitor saw, and whether an action happened since."""

    frame: Frame
    at: float
    acted_since: bool = False
    #: The page's URL when the frame was taken, when the loop said.
    url: str | None = None
    #: False for the ``post`` of a step that loaded another page or replaced most of the
    #: screen: the page may still be filling in, which is no motion of its own.
    settled: bool = True


class Monitor:
    """One agent session's verdicts (see the module docstring).

    Args:
        config: toggles and thresholds (build it at your edge with ``RunConfig.from_env``).
        viewport: ``(width, height)`` of the screen; sets the loop detector's click
            tolerance. Taken from the first frame when not given.
        ocr, vlm: clients for scripted screen expectations (``check(..., expect_after=...)``).
        loop_hook: replaces :meth:`is_loop` as the loop decision (the runner passes its
            ``_is_loop`` so one overridable hook decides every nudge and stop).
        clock: monotonic seconds; injectable so tests can age volatile elements.
    """

    def __init__(
        self,
        config: RunConfig | None = None,
        viewport: tuple[int, int] | None = None,
        *,
        ocr: Any = None,
        vlm: Any = None,
        loop_hook: LoopHook | None = None,
        clock: Callable[[], float] = time.monotonic,
        narrator: Any = None,
    ) -> None:
        self.config = config_of(config)
        self.viewport = viewport_of(viewport)
        if self.config.perceptual_verify:
            warm_up()  # one-time costs off the first check's path (vigil.frames.warm)
        # The viewport the caller gave, in the model's (CSS) pixels: a screenshot that is a
        # scaled copy of it (a HiDPI screen) has its points scaled before they are judged.
        # One taken from the first frame is the screenshot's own size and scales nothing.
        self._given_viewport = self.viewport
        self.ocr = _engine_of(ocr, "ocr")
        self.vlm = vlm
        self.loop_hook = loop_hook
        self.clock = clock
        self.narrator = _engine_of(narrator, "narrator")
        cfg = self.config
        self.volatility = Volatility(cfg.diff_tolerance, cfg.diff_color_tolerance)
        self.gate = DoneGate(cfg)
        self.loops: LoopDetector | None = (
            LoopDetector(viewport=self.viewport, config=cfg) if self.viewport is not None else None
        )
        self.verdicts: list[StepVerdict] = []
        self.loop_events: list[dict[str, Any]] = []
        self._gate_history: list[GateStep] = []
        # frame_changed of recent steps, for the state-loop refinement in is_loop.
        self._changes: deque[bool] = deque(maxlen=64)
        self._seen: _Seen | None = None
        self._closed = False
        self._last_url: str | None = None
        # Where the pointer rests (frame pixels) after the last acted step, when known:
        # a plain ``pre`` shows that control hovered (vigil.monitor.pointer).
        self._pointer: tuple[float, float] | None = None

    # -- lifecycle -----------------------------------------------------------------------------
    def __enter__(self) -> Monitor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the frames held (the last one seen and the hash cache). Reading the
        session (:meth:`summary`) still works; feeding it does not."""
        self._seen = None
        self._closed = True

    def _open(self, call: str) -> None:
        """Refuse to feed a closed Monitor: it would silently start holding frames again and
        judge the step against a session that was declared over (a loop that kept a
        reference past its ``with`` block)."""
        if self._closed:
            raise RuntimeError(
                f"Monitor.{call}() after close(): make a new Monitor, or call reset() to "
                "start a new session on this one"
            )

    def reset(self) -> None:
        """Forget the session: a new task in the same environment."""
        self.__init__(  # type: ignore[misc]
            self.config,
            self._given_viewport,
            ocr=self.ocr,
            vlm=self.vlm,
            loop_hook=self.loop_hook,
            clock=self.clock,
            narrator=self.narrator,
        )

    # -- frames with no action ----------------------------------------------------------------
    def observe(self, frame: FrameLike, url: str | None = None) -> Frame:
        """A screenshot taken with no action since the previous frame the Monitor saw.

        Two such frames are an idle pair: what differs between them moves by itself and is
        ignored by every later check until it stops moving. Returns the decoded frame (the
        same object for a pixel-identical repeat, so callers can share its caches).
        """
        self._open("observe")
        f = self._fit(as_frame(frame))
        if url is not None:
            self._last_url = url
        return self._see(f, idle=True, url=url)

    def acted(self) -> None:
        """Say that the loop acted without :meth:`check` (it parked the pointer, ran
        ``page.goto``, clicked something it does not want judged): the next frame is then no
        idle pair with the last one, so what that action changed is not learned as moving by
        itself (and ignored by every later check)."""
        if self._seen is not None:
            self._seen.acted_since = True

    def prepare(self, pre: FrameLike) -> Frame:
        """Do ahead the part of :meth:`check` that needs only ``pre`` (its hash), and return
        the frame to pass to :meth:`check` as ``pre`` so that work is reused.

        A loop calls it while its action runs — the action spends its time waiting on the
        browser, so the work is off the step's critical path. Nothing is judged here and
        nothing is remembered but the frame's own caches (so it may run on another thread
        while the loop acts, as long as :meth:`check` waits for it); skipping it changes no
        verdict.
        """
        f = as_frame(pre)
        self.frame_hash(f)
        return f

    def _fit(self, frame: Frame) -> Frame:
        if self.loops is None or self.viewport is None:
            self.viewport = self.viewport or frame.size
            self.loops = LoopDetector(viewport=self.viewport, config=self.config)
        return frame

    def _see(self, frame: Frame, *, idle: bool, url: str | None = None) -> Frame:
        """Remember ``frame``; with the last frame seen it is an idle pair (learned from)
        when nothing acted between them, the last one was not a page still loading, and
        both show the same URL."""
        now = self.clock()
        seen = self._seen
        self.volatility.fit(frame)
        if seen is not None and frames_identical(seen.frame, frame):
            frame = seen.frame
        if seen is not None and idle and _idle_pair(seen, url):
            self.volatility.observe(seen.frame, frame, now - seen.at)
        self._seen = _Seen(frame, now, url=url or (seen.url if seen is not None else None))
        return frame

    def will_check(
        self, action: Action | Mapping[str, Any], *, reasoning: str | None = None
    ) -> bool:
        """Whether :meth:`check` will verify this action's effect (a high-risk pointer or
        Enter step with the verifier on): worth a hover-aware ``pre`` and a transient watch.
        ``reasoning`` as for :meth:`check`."""
        return will_check(as_action(action, reasoning), self.config)

    # -- comparisons the loop needs ------------------------------------------------------------
    def ignore_mask(self, frame: Frame) -> NDArray[np.bool_] | None:
        """Pixels to ignore when asking "did the screen move?" (settle, transient watch)."""
        return self.volatility.ignore_for(frame)

    def changed(self, a: Frame, b: Frame) -> bool:
        """Noise-tolerant, volatile-masked "do these two frames differ?"."""
        if a is b or frames_identical(a, b):
            return False
        if a.size == b.size:
            a, b = comparable(a, b)
        cfg = self.config
        return not frames_equal(
            a,
            b,
            tolerance=cfg.diff_tolerance,
            color_tolerance=cfg.diff_color_tolerance,
            ignore=self.volatility.ignore_for(a),
        )

    def frame_hash(self, frame: Frame) -> Hash:
        """The fast pHash of ``frame`` (cached on the frame: the effect check's hash vote
        and the loop detector ask for the same one)."""
        return phash(frame, exact=False)

    def _post_hash(self, pre: Frame | None, post: Frame | None, effect: EffectCheck) -> Hash | None:
        """``frame_hash(post)``, from ``pre``'s hash work plus the rows the action changed
        when the effect check saw which rows those are (it compared ``post`` itself, not a
        copy with volatile elements painted over)."""
        if post is None:
            return None
        box = effect.raw_box
        if pre is not None and _pixel_identical(effect):
            # pre's rows serve whole; the hash is then cached on post too, where the next
            # step's pre (the same screen, shot again) finds it.
            return phash_after(post, pre, (0, 0))
        if pre is None or box is None or effect.volatile_boxes:
            return self.frame_hash(post)
        return phash_after(post, pre, (box[1], box[3]))

    # -- one acted step ------------------------------------------------------------------------
    def check(
        self,
        action: Action | Mapping[str, Any],
        pre: FrameLike | None,
        post: FrameLike | None,
        *,
        url: str | None = None,
        samples: Sequence[FrameLike] | None = None,
        hover_aware: bool = False,
        expect_after: Sequence[Mapping[str, Any]] | None = None,
        context: str = "",
        sample_interval_s: float | None = None,
        reasoning: str | None = None,
    ) -> StepVerdict:
        """Judge one acted step; see :class:`StepVerdict`.

        ``pre`` is the last frame before the action, ``post`` the settled frame after it,
        ``samples`` the frames polled while settling (a flash that vanished shows there),
        ``hover_aware`` True when ``pre`` was captured after the pointer reached the target.
        Actions without a point (TYPE, WAIT, SCROLL) still come here so the loop detector and
        the done gate hear of them. A missing frame skips the effect check (``None``), never
        passes it. ``sample_interval_s`` (the time between settle polls) lets the narration
        say how long a flash lasted. ``reasoning``: the model's words for this action when
        ``action`` carries none (the text beside an Anthropic ``tool_use`` block, the summary
        of an OpenAI reasoning item): a click is high-risk, and verified, by what it was
        meant to do ("Place order"), so a bare tool call is never checked without them.
        """
        self._open("check")
        t0 = time.perf_counter()
        act = as_action(action, reasoning)
        frames = _sample_frames(samples)
        fpre, fpost = _frames_of(pre, post)
        fpre = self._fit(fpre) if fpre is not None else None
        fpost = self._fit(fpost) if fpost is not None else None
        if fpre is not None:
            # A hover-aware pre was taken after the pointer moved: not an idle pair.
            fpre = self._see(fpre, idle=not hover_aware)
        judged, scale_note, screen = self._in_frame_pixels(act, fpre or fpost)
        was = None if hover_aware else self._pointer
        self._pointer = pointer_after(judged, self._pointer)
        effect = self._effect(judged, fpre, fpost, frames, hover_aware, was)
        if scale_note:
            effect = dataclasses.replace(effect, notes=(*effect.notes, scale_note))
        changed = self._frame_changed(effect, fpre, fpost)
        pre_hash = self.frame_hash(fpre) if fpre is not None else None
        # Beside a JPEG, a lossless pre's rows are not post's even where nothing changed.
        post_hash = self._post_hash(None if _mixed(fpre, fpost) else fpre, fpost, effect)
        url_changed = url is not None and self._last_url is not None and url != self._last_url
        if url is not None:
            self._last_url = url
        if fpost is not None:
            fresh = url_changed or _replaced_screen(effect, pre_hash, post_hash)
            self._seen = _Seen(fpost, self.clock(), url=url, settled=not fresh)
        elif self._seen is not None:
            self._seen.acted_since = True
        effect_s = time.perf_counter() - t0
        t_narrate = time.perf_counter()
        narration = self._narrate(
            judged, effect, fpre, fpost, frames, url_changed, sample_interval_s
        )
        narrate_ms = round((time.perf_counter() - t_narrate) * 1000.0, 3)
        verdict = self._conclude(
            act,
            effect,
            changed,
            pre_hash,
            post_hash,
            url,
            fpost,
            expect_after,
            context,
            narration,
            unseen=_unseen(judged, fpre, fpost, screen),
        )
        verdict.timings["effect_ms"] = round(effect_s * 1000.0, 3)
        verdict.timings["narrate_ms"] = narrate_ms
        verdict.timings["check_ms"] = round((time.perf_counter() - t0) * 1000.0, 3)
        return verdict

    def _in_frame_pixels(
        self, action: Action, frame: Frame | None
    ) -> tuple[Action, str, tuple[int, int] | None]:
        """``action`` with its point in the screenshot's pixels, a note when it was scaled,
        and the screen the model's coordinates are in when that is not the screenshot (the
        feedback names it: it quotes the model's coordinates). A HiDPI screen
        (``device_scale_factor=2``) gives screenshots twice the CSS viewport the model
        clicks in; judged unscaled, the check looked at another place."""
        viewport = self._given_viewport
        scale = _frame_scale(viewport, frame)
        if scale is None or action.point is None:
            return action, "", None
        assert frame is not None and viewport is not None
        note = (
            f"the {frame.width}x{frame.height} screenshot is {scale:g}x the "
            f"{viewport[0]}x{viewport[1]} viewport: the point was judged at "
            f"{scale:g}x its coordinates"
        )
        if has_far_point(action):
            note += f" (a coordinate beyond {OFF_SCREEN_PX:.0e} px taken as {OFF_SCREEN_PX:.0e})"
        return scale_action(action, scale, scale), note, viewport

    def _effect(
        self,
        action: Action,
        pre: Frame | None,
        post: Frame | None,
        frames: list[Frame],
        hover_aware: bool,
        pointer_was: tuple[float, float] | None = None,
    ) -> EffectCheck:
        """The perceptual verifier with the session's volatile elements neutralised and the
        hover styling the pointer took away from where it was (``pointer_was``) put back.

        Pixels known to move on their own are copied from ``pre`` into ``post`` and into the
        settle samples, which is exactly "never count these pixels". Only high-risk steps pay
        for it: the verifier skips everything else anyway.
        """
        cfg = self.config
        if pre is None or post is None or not will_check(action, cfg):
            return check_effect(pre, post, action, cfg)
        if pre is not post:
            self.volatility.follow((pre, post))
        neutralised, spare = None, None
        if self.volatility.ignore_for(pre) is not None:
            # The acted-on control is not assumed to move by itself unless it was seen to.
            neutralised, spare = spare_point(
                self.volatility.ignore_for(pre), action.point, self.volatility.moved, hover_aware
            )
        post, frames, left = self._put_back(action, pre, post, frames, spare, pointer_was)
        check = check_effect(
            pre,
            post,
            action,
            cfg,
            samples=frames,
            hover_aware=hover_aware,
            neutralised=neutralised,
        )
        if left is not None:
            check = dataclasses.replace(check, notes=(*check.notes, left.note))
        if neutralised is None:
            return check
        check = dataclasses.replace(
            check,
            volatile_boxes=tuple(self.volatility.boxes[:16]),
            masked_fraction=round(self.volatility.fraction, 5),
        )
        return undecided_when_hidden(check, neutralised, action.point)

    def _put_back(
        self,
        action: Action,
        pre: Frame,
        post: Frame,
        frames: list[Frame],
        spare: tuple[int, int, int, int] | None,
        pointer_was: tuple[float, float] | None,
    ) -> tuple[Frame, list[Frame], PointerLeft | None]:
        """``post`` and the samples with volatile pixels taken from ``pre``, then the hover
        styling of the control the pointer left (:func:`~vigil.monitor.pointer.pointer_left`)."""
        moving = self.volatility.ignore_for(pre) is not None

        def neutral(frame: Frame) -> Frame:
            return self.volatility.neutralize(pre, frame, spare) if moving else frame

        settled = neutral(post)
        left = None
        if pointer_was is not None and action.point is not None:
            left = pointer_left(pre, settled, pointer_was, action.point, self.config)
        # Settle hands back one object for repeated identical polls: treat each distinct
        # frame once and keep the sharing, so the verifier compares it once too.
        done: dict[int, Frame] = {}

        def treated(frame: Frame) -> Frame:
            if id(frame) not in done:
                out = settled if frame is post else neutral(frame)
                done[id(frame)] = out if left is None else left.restore(pre, out)
            return done[id(frame)]

        return treated(post), [treated(f) for f in frames], left

    def _frame_changed(self, effect: EffectCheck, pre: Frame | None, post: Frame | None) -> bool:
        """Whether the step visibly changed the screen. A frame under one density window
        (:func:`~vigil.verify.effect.too_small`) has no room for the noise-tolerant test,
        which saw a frame gone from black to white as unchanged: there any pixel that
        differs counts."""
        if effect.effect_observed is not None:
            return bool(effect.global_changed or effect.region_changed)
        if pre is None or post is None:
            return False
        if pre.size != post.size:
            return True
        if too_small(pre.size):
            return not frames_identical(pre, post)
        return self.changed(pre, post)

    def _conclude(
        self,
        action: Action,
        effect: EffectCheck,
        changed: bool,
        pre_hash: Hash | None,
        post_hash: Hash | None,
        url: str | None,
        post: Frame | None,
        expect_after: Sequence[Mapping[str, Any]] | None,
        context: str,
        narration: tuple[Narration, ...] = (),
        *,
        unseen: str | None = None,
    ) -> StepVerdict:
        """Loops, expectations and feedback for a step whose effect is known."""
        assert self.loops is not None or post is None
        if self.loops is None:
            self.loops = LoopDetector(viewport=self.viewport, config=self.config)
        index = len(self.verdicts)
        self.loops.record(action, url=url, frame_hash=post_hash)
        self._changes.append(changed)
        self._gate_history.append(GateStep(action.action_type, changed))
        warning = feedback_warning(effect)
        t_loop = time.perf_counter()
        loop, event, nudges = self._loop_verdict(action, effect)
        loop_ms = round((time.perf_counter() - t_loop) * 1000.0, 3)
        screen_after = None
        if expect_after and post is not None and self.ocr is not None:
            screen_after = self.verify_screen(post, expect_after, after=True, context=context)
            if not screen_after.match:
                nudges.append(
                    f"Expected after this action but not confirmed: {screen_after.reason}"
                )
        lines = [*self._narration_lines(action, narration), *nudges]
        verdict = StepVerdict(
            index=index,
            action=action,
            effect=effect,
            frame_changed=changed,
            feedback=compose_feedback(action, changed, warning, lines, unseen=unseen),
            warning=warning,
            loop=loop,
            loop_event=event,
            stop=event == "hard",
            pre_hash=pre_hash.hex if pre_hash is not None else None,
            post_hash=post_hash.hex if post_hash is not None else None,
            url=url,
            screen_after=screen_after,
            extra_lines=tuple(lines),
            narration=narration,
            timings={"loop_ms": loop_ms},
        )
        self.verdicts.append(verdict)
        if event is not None and loop is not None:
            self.loop_events.append(
                {
                    "step": index,
                    "kind": event,
                    "shape": loop.shape,
                    "window": loop.window,
                    "description": loop.describe(),
                }
            )
        return verdict

    # -- narration -------------------------------------------------------------------------------
    def _narrate(
        self,
        action: Action,
        effect: EffectCheck,
        pre: Frame | None,
        post: Frame | None,
        samples: list[Frame],
        url_changed: bool,
        interval_s: float | None,
    ) -> tuple[Narration, ...]:
        """What changed, in words — only on checked steps that changed or flashed."""
        worth = effect.effect_observed is True or effect.transient_change
        if not self.config.narrate or not worth or pre is None or post is None:
            return ()
        ocr = self._narration_ocr()
        if ocr is None:
            return ()
        try:
            return narrate_step(
                effect,
                pre,
                post,
                ocr,
                point=action.point,
                samples=samples,
                url_changed=url_changed,
                sample_interval_s=interval_s,
            )
        except Exception as exc:  # narration is a courtesy: a broken OCR must not cost a verdict
            log.warning("narration skipped: %s", exc)
            return ()

    def _narration_ocr(self) -> Any:
        """The engine narration reads with: ``narrator``, else the screen checks' ``ocr``.

        Narration is on by default whenever the Monitor has an engine; it never loads one by
        itself, because reading costs real time on every step that changed and a caller that
        gave no engine did not ask for that (the CLI hands one in when ``VIGIL_NARRATE`` is on).
        """
        return self.narrator if self.narrator is not None else self.ocr

    def _narration_lines(self, action: Action, narration: tuple[Narration, ...]) -> list[str]:
        text = narration_text(narration, self.config.narrate_max_chars)
        if not text:
            return []
        note = expectation_note(action.reasoning, narration)
        return [text, note] if note else [text]

    # -- loops -----------------------------------------------------------------------------------
    def _loop_verdict(
        self, action: Action, effect: EffectCheck
    ) -> tuple[LoopVerdict | None, str | None, list[str]]:
        """Hard stop, soft nudge (with a recovery suggestion) or nothing."""
        cfg = self.config
        decide = self.loop_hook or self.is_loop
        hard = self.hard_window()
        if decide(hard):
            # A loop that hands the model this step's feedback before it reads ``stop``
            # still says why the session ends.
            stopped = self.loop_at(hard)
            return stopped, "hard", [f"{_loop_line(stopped)} Stopping: the loop did not break."]
        if not decide(cfg.loop_soft_window):
            return None, None, []
        verdict = self.loop_at(cfg.loop_soft_window)
        lines = [_loop_line(verdict)]
        if cfg.loop_recovery:
            window = verdict.window if verdict is not None else cfg.loop_soft_window
            failed = self._recent_no_effect(action, effect, window)
            if failed is not None:
                lines.append(recovery_suggestion(failed))
        return verdict, "soft", lines

    def is_loop(self, window: int) -> bool:
        """Is the session looping at ``window``? Adaptive unless ``config.loop_adaptive`` is off.

        One refinement on top of the detector: when the only shape that fired is the frozen
        *state* and a step in that window visibly changed the screen (typing into a field,
        ticking a box — changes a 64-bit frame hash cannot see), the screen was not frozen and
        it is not a loop. Volatile elements are masked in that comparison, so a spinner still
        cannot pass for progress.
        """
        loops = self.loops
        if loops is None:
            return False
        cfg = self.config
        if cfg.loop_adaptive:
            fired = loops.is_any_loop_adaptive(window, cfg.loop_max_extension)
        else:
            fired = loops.is_any_loop(window)
        if not fired:
            return False
        verdict = self.loop_at(window)
        frozen_only = verdict is not None and set(verdict.shapes) == {"state"}
        if frozen_only and verdict is not None:
            return not any(list(self._changes)[-verdict.window :])
        return True

    def hard_window(self) -> int:
        """The hard window, tightened by one on a clear stuck signature (adaptive only).

        The detector judges an adaptive window only once it holds ``base`` samples, so on its
        own it can never stop a run before ``loop_hard_window`` steps. The seed's rule
        (uniform actions on a frozen screen → ``base - 1``) is applied over the samples
        already there: when the last ``base - 1`` are one gesture at one frozen state, the
        hard stop comes one step sooner.
        """
        base = self.config.loop_hard_window
        loops = self.loops
        if not self.config.loop_adaptive or loops is None:
            return base
        n = base - 1
        if n < 2 or len(loops) < n:
            return base
        if loops.pattern_diversity(n) <= UNIFORM_AT and loops.state_frozen(n):
            return n
        return base

    def loop_at(self, window: int) -> LoopVerdict | None:
        """The detector's verdict at ``window`` (shape, window, diversity), or None."""
        if self.loops is None:
            return None
        return self.loops.check(window, adaptive=self.config.loop_adaptive)

    def _recent_no_effect(self, action: Action, effect: EffectCheck, window: int) -> Action | None:
        """The latest high-risk action without effect within the loop window, if any."""
        if effect.effect_observed is False:
            return action
        recent = self.verdicts[-(window - 1) :] if window > 1 else []
        for verdict in reversed(recent):
            if verdict.effect_observed is False:
                return verdict.action
        return None

    # -- done and screens ------------------------------------------------------------------------
    def done(self, frame: FrameLike | None = None) -> DoneVerdict:
        """The agent says it is done: accept, or reject with a reason (at most a few times).

        A rejection counts as a step on which nothing changed, as the reference's gate does.
        """
        self._open("done")
        if frame is not None:
            self.observe(frame)
        verdict = self.gate.check(self._gate_history)
        if not verdict.accepted:
            self._gate_history.append(GateStep(ActionType.DONE, False))
        return verdict

    def verify_screen(
        self,
        frame: FrameLike,
        expected: str | Mapping[str, Any] | Sequence[str | Mapping[str, Any]],
        *,
        after: bool = False,
        context: str = "",
    ) -> Any:
        """OCR-anchored presence (+ role) check of ``expected`` on ``frame``: every form
        :func:`~vigil.verify.screen.verify_before` takes (one text, ``"role:text"``, a
        mapping, or a list of them)."""
        from vigil.verify.screen import verify_after, verify_before

        fn = verify_after if after else verify_before
        return fn(as_frame(frame), expected, self.ocr, self.vlm, context)

    # -- the session's figures -----------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """``perceptual_summary`` (the reference's field), loop events and counts.

        ``undecided`` counts the checked steps whose effect was hidden by what moves by
        itself (:data:`~vigil.verify.effect.REASON_HIDDEN_BY_MOTION`): the reference's field
        has no place for them, and a session full of them says the verifier could not see
        on this page, which is not the same as every action working."""
        checked = [v for v in self.verdicts if v.effect_observed is not None]
        perceptual = (
            {
                "checked": len(checked),
                "no_effect": sum(1 for v in checked if v.effect_observed is False),
            }
            if checked
            else {}
        )
        return {
            "perceptual_summary": perceptual,
            "steps": len(self.verdicts),
            "undecided": sum(
                1 for v in self.verdicts if v.effect.reason == REASON_HIDDEN_BY_MOTION
            ),
            "warnings": sum(1 for v in self.verdicts if v.warning),
            "nudges": sum(1 for e in self.loop_events if e["kind"] == "soft"),
            "loop_stops": sum(1 for e in self.loop_events if e["kind"] == "hard"),
            "loop_events": list(self.loop_events),
            "done_rejections": self.gate.rejections,
            "volatile_boxes": [list(b) for b in self.volatility.boxes],
        }


def _pixel_identical(effect: EffectCheck) -> bool:
    """Whether the effect check found ``pre`` and ``post`` byte-identical: it compared them
    (same size, nothing painted over) and no pixel differed at all. Their hashes are then
    one hash, and the loop's hash of ``post`` costs almost nothing (a 1080p fast pHash is
    ~0.8 ms of a no-op step's check)."""
    return (
        effect.checked
        and effect.raw_box is None
        and not effect.global_changed
        and not effect.volatile_boxes
    )


def _loop_line(verdict: LoopVerdict | None) -> str:
    if verdict is not None:
        return verdict.describe()
    return "Loop detected: the last actions did not change anything; try something different."


#: A step that changed at least this share of the screen (or, unchecked, this many of the
#: whole frame's 64 hash bits) loaded or replaced a view: its ``post`` may show the page
#: still filling in (pictures, fonts, data arriving).
_RELOADED_FRACTION = 0.5
_RELOADED_BITS = 16


def _replaced_screen(effect: EffectCheck, pre_hash: Hash | None, post_hash: Hash | None) -> bool:
    """Whether the step replaced most of the screen: from the effect check's changed share
    when it ran, else from the frame hashes every step has."""
    if effect.changed_fraction >= _RELOADED_FRACTION:
        return True
    return pre_hash is not None and post_hash is not None and pre_hash - post_hash >= _RELOADED_BITS


def _idle_pair(seen: _Seen, url: str | None) -> bool:
    """Whether the last frame seen and the next one (at ``url``) show the page left alone."""
    if seen.acted_since or not seen.settled:
        return False
    return url is None or seen.url is None or url == seen.url


def _frame_scale(viewport: tuple[int, int] | None, frame: Frame | None) -> float | None:
    """How many screenshot pixels make one viewport pixel, when the screenshot is the
    viewport scaled alike in both directions by more than 1 (1.25, 1.5, 2, 3: HiDPI and
    desktop scaling); None when it is the viewport's size or not a scaled copy of it (a
    full-page capture, a resized window)."""
    if viewport is None or frame is None:
        return None
    scale = frame.width / viewport[0]
    if scale <= 1.01 or abs(frame.height - viewport[1] * scale) > 1.0 + scale:
        return None
    return round(scale, 3)


def _unseen(
    action: Action,
    pre: Frame | None,
    post: Frame | None,
    screen: tuple[int, int] | None = None,
) -> str | None:
    """What the feedback says in place of "no visible change" when the step could not be
    seen: a screenshot missing, or a point off the screen (most often coordinates in another
    scale than the screenshot's). None when it was seen. ``action`` is in the screenshot's
    pixels; ``screen``, when given, is the viewport the model's coordinates are in (a HiDPI
    screenshot is a scaled copy of it), which the feedback names because it quotes the
    model's coordinates: "(1000, 600) outside the 1280x800 screen" contradicted itself."""
    if pre is None or post is None:
        which = "before" if pre is None else "after"
        return f"not seen: no screenshot {which} the action"
    point = action.point
    if point is not None and not on_screen(point, post.size):
        width, height = screen or post.size
        return f"outside the {width}x{height} screen: nothing there to act on"
    return None


def _mixed(pre: Frame | None, post: Frame | None) -> bool:
    """Whether exactly one of two frames came from a JPEG."""
    return (
        pre is not None
        and post is not None
        and (pre.jpeg_tables is None) != (post.jpeg_tables is None)
    )


def _sample_frames(samples: Sequence[FrameLike] | None) -> list[Frame]:
    """The settle samples as frames, refusing one frame given where the list belongs: a
    string or bytes iterates into characters, an array into rows, and a path or a Pillow
    image does not iterate at all (``'PosixPath' object is not iterable``)."""
    one = (str, bytes, bytearray, memoryview, PathLike, Image.Image, Frame)
    if isinstance(samples, one) or hasattr(samples, "shape"):
        raise TypeError(
            f"samples is a list of frames, not one frame (got {type(samples).__name__}): "
            "pass [frame]"
        )
    return [as_frame(s) for s in samples or ()]


def _engine_of(engine: Any, name: str) -> Any:
    """An OCR engine the Monitor can call, refused at once when it is none: a string, a
    flag or the engine's class would otherwise fail inside every later check, where it can
    only be noted, never fixed."""
    if engine is None or (callable(engine) and not isinstance(engine, type)):
        return engine
    hint = f" (an instance: {engine.__name__}())" if isinstance(engine, type) else ""
    raise TypeError(
        f"{name} must be an OCR engine such as vigil.ocr.RapidOcr(){hint}, "
        f"got {type(engine).__name__}"
    )


def _frames_of(pre: FrameLike | None, post: FrameLike | None) -> tuple[Frame | None, Frame | None]:
    """``pre`` and ``post`` as frames, byte-identical screenshots decoded once."""
    if pre is not None and post is not None:
        return as_frame_pair(pre, post)
    return (
        as_frame(pre) if pre is not None else None,
        as_frame(post) if post is not None else None,
    )
