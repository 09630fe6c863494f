"""A brain that replays a cached trajectory while the screen still looks as recorded.

It runs inside :class:`~vigil.runner.GymRunner` like any brain, so the runner's settle,
effect check and loop detector watch replayed steps too. Two hooks carry the replay:

* ``decide(observation)`` emits the next cached action. Before that it reads the runner's
  verdict on the previous replayed step: a high-risk step whose effect was not observed
  (``effect_observed is False``, or a ``WARNING`` in the feedback) is a failure, as a step
  whose check failed is.
* ``validate_before_act(action, frame)`` is called by the runner with the **fresh**
  pre-action frame, right before acting. The cached step's region is checked against that
  frame (never an older screenshot); a returned string tells the runner not to act.

At the first failed, unverifiable or ineffective step the replay stops for good. With a
``fallback`` brain (a live model) control passes to it, with the message in its
observation's feedback; without one the next ``decide`` raises
:class:`~vigil.errors.NeedsAgent` and the run ends as ``needs_agent``.

Optional steps (a consent banner that only sometimes appears) are skipped when their region
does not match but the next step's does, on the same fresh frame.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from vigil.actions import Action, ActionType
from vigil.brains.base import WARNING_MARKER, Brain, Observation
from vigil.cache.format import CachedStep, CacheFile, cache_from_dict, load_trajectory
from vigil.cache.represent import (
    DEFAULT_THRESHOLD,
    StepValidation,
    VisualRepresentation,
    check_threshold,
    describe_step,
    unverifiable_step,
    validate_step,
)
from vigil.errors import CacheError, NeedsAgent
from vigil.frames import Frame
from vigil.ocr.base import OcrEngine

__all__ = ["CachedBrain", "ReplayOutcome", "ReplayStepVerdict"]

log = logging.getLogger(__name__)

ReplayStatus = Literal["replaying", "completed", "handed_over", "needs_agent"]


@dataclass(frozen=True, slots=True)
class ReplayStepVerdict:
    """What the replay decided about one cached step (for the report and the CLI)."""

    step: int
    action: str
    status: Literal["pass", "stop", "unverifiable", "skipped", "unchecked", "no_effect"]
    message: str = ""
    validation: StepValidation | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "action": self.action,
            "status": self.status,
            "message": self.message,
            "validation": self.validation.to_dict() if self.validation else None,
        }


@dataclass(slots=True)
class ReplayOutcome:
    """Where the replay stands: which steps ran, and why it stopped if it did."""

    status: ReplayStatus = "replaying"
    failed_step: int | None = None
    message: str = ""
    verdicts: list[ReplayStepVerdict] = field(default_factory=list)

    @property
    def replayed(self) -> int:
        return sum(1 for v in self.verdicts if v.status in ("pass", "unchecked"))

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "failed_step": self.failed_step,
            "message": self.message,
            "replayed": self.replayed,
            "verdicts": [v.to_dict() for v in self.verdicts],
        }


def _as_cache(
    trajectory: CacheFile | Mapping[str, Any] | Sequence[Mapping[str, Any]] | str | Path,
) -> CacheFile:
    """``trajectory`` as a :class:`CacheFile`. A decoded cache file (a dict) is parsed as
    one: taken as a sequence it would be its keys, read as a legacy list of blocks."""
    if isinstance(trajectory, CacheFile):
        return trajectory
    if isinstance(trajectory, (str, Path)):
        return load_trajectory(trajectory)
    if isinstance(trajectory, Mapping):
        return cache_from_dict(trajectory, "trajectory")
    if not isinstance(trajectory, Sequence):
        raise TypeError(
            "trajectory must be a CacheFile, a cache file's path, its decoded JSON or a list "
            f"of tool_use blocks, got {type(trajectory).__name__}"
        )
    return cache_from_dict(list(trajectory), "trajectory")


class CachedBrain:
    """Replay ``trajectory`` (a :class:`CacheFile`, a path, a cache file's decoded JSON, or
    a list of tool_use blocks).

    ``params`` fill the ``{{name}}`` parameters; a missing one is refused here, before the
    run starts, naming it. ``start_index`` resumes from a step. ``threshold`` is the
    reference's ``visual_validation_threshold``. ``ocr`` (an engine) compares the region's
    text too, when the cache recorded some.
    """

    def __init__(
        self,
        trajectory: CacheFile | Mapping[str, Any] | Sequence[Mapping[str, Any]] | str | Path,
        fallback: Brain | None = None,
        params: Mapping[str, str] | None = None,
        start_index: int = 0,
        *,
        threshold: int = DEFAULT_THRESHOLD,
        force: bool = False,
        ocr: OcrEngine | None = None,
    ) -> None:
        check_threshold(threshold)  # refused here, not as every step's "unverifiable"
        self.cache = _as_cache(trajectory)
        if not self.cache.metadata.is_valid and not force:
            raise CacheError(
                "the cache is marked invalid "
                f"({self.cache.metadata.invalidation_reason or 'no reason given'}); "
                "replay it anyway with force=True"
            )
        if not 0 <= start_index <= len(self.cache.trajectory):
            raise CacheError(
                f"start_index {start_index} is outside the {len(self.cache.trajectory)} steps"
            )
        self.fallback = fallback
        self.params = dict(params or {})
        self.threshold = threshold
        self.ocr = ocr
        self.start_index = start_index
        # Substituting now refuses a missing parameter before anything is clicked.
        self._actions = [step.action(self.params) for step in self.cache.trajectory]
        self.reset()

    # -- state -----------------------------------------------------------------------------
    def reset(self) -> None:
        self.outcome = ReplayOutcome()
        self._next = self.start_index
        self._pending: int | None = None  # cached step emitted, not yet judged by the runner
        self._awaiting_effect: int | None = None  # executed, its effect not yet reported
        self._needs_agent: str | None = None
        self._handover_note: str | None = None
        self.model_calls = 0
        reset = getattr(self.fallback, "reset", None)
        if callable(reset):
            reset()

    @property
    def handed_over(self) -> bool:
        return self.outcome.status == "handed_over"

    def _step_name(self, index: int) -> str:
        step = self.cache.trajectory[index]
        try:
            point = self._check_point(index)
        except (TypeError, ValueError):
            point = None  # the verdict's reason says what is wrong with it
        return describe_step(str(step.input.get("action", "?")), point)

    def _check_point(self, index: int) -> tuple[float, float] | None:
        step = self.cache.trajectory[index]
        if step.vigil is not None and step.vigil.check_point is not None:
            x, y = step.vigil.check_point
            return (float(x), float(y))
        return self._actions[index].point

    def _representation(self, step: CachedStep) -> VisualRepresentation | None:
        settings = self.cache.metadata.visual_validation
        if step.vigil is not None and step.vigil.representation:
            return VisualRepresentation.from_dict(step.vigil.representation)
        if step.visual_representation:
            return VisualRepresentation.from_hex(
                step.visual_representation,
                "ahash" if settings.method == "ahash" else "phash",
                settings.region_size,
            )
        return None

    def _validates(self, index: int) -> bool:
        """Whether this step is checked at all: validation on and a target to look at."""
        settings = self.cache.metadata.visual_validation
        if not settings.enabled or settings.method == "none":
            return False
        action = self._actions[index]
        if action.action_type in (ActionType.CLICK, ActionType.DOUBLE_CLICK, ActionType.DRAG):
            return True
        return self._check_point(index) is not None and action.action_type in (
            ActionType.TYPE,
            ActionType.KEY_PRESS,
        )

    def _stop(
        self,
        index: int,
        message: str,
        status: Literal["stop", "unverifiable", "no_effect"],
        validation: StepValidation | None = None,
    ) -> None:
        self.outcome.verdicts.append(
            ReplayStepVerdict(index, self._step_name(index), status, message, validation)
        )
        self.outcome.failed_step = index
        self.outcome.message = message
        if self.fallback is not None:
            self.outcome.status = "handed_over"
            self._handover_note = message
        else:
            self.outcome.status = "needs_agent"
            self._needs_agent = message
        log.info("replay stopped at step %d: %s", index, message)

    # -- the runner's hooks ------------------------------------------------------------------
    def _judge_previous(self, observation: Observation) -> None:
        index = self._awaiting_effect
        self._awaiting_effect = None
        if index is None or not observation.history:
            return
        last = observation.history[-1]
        if last.effect_observed is False or WARNING_MARKER in observation.feedback:
            self._stop(
                index,
                f"Replayed step {index} ({self._step_name(index)}) had no observed effect: "
                f"{observation.feedback.strip() or 'the screen did not change'}. The cached "
                "trajectory no longer fits this screen; inspect it and continue the task.",
                "no_effect",
            )

    def decide(self, observation: Observation) -> Action:
        if self._pending is not None and self.outcome.status == "replaying":
            # The runner did not call validate_before_act (no frame): the step ran unchecked.
            self._executed(self._pending, None)
        if self.outcome.status == "replaying":
            self._judge_previous(observation)
        if self._needs_agent is not None:
            raise NeedsAgent(self._needs_agent)
        if self.outcome.status == "handed_over":
            assert self.fallback is not None
            self.model_calls += 1
            if self._handover_note is not None:
                note, self._handover_note = self._handover_note, None
                if note not in observation.feedback:
                    feedback = f"{observation.feedback}\n{note}".strip()
                    observation = dataclasses.replace(observation, feedback=feedback)
            return self.fallback.decide(observation)
        if self._next >= len(self._actions):
            self.outcome.status = "completed"
            return Action.done("cached trajectory finished")
        index = self._next
        self._next += 1
        self._pending = index
        return self._actions[index]

    def _executed(self, index: int, validation: StepValidation | None) -> None:
        self._pending = None
        self._awaiting_effect = index
        status: Literal["pass", "unchecked"] = "pass" if validation is not None else "unchecked"
        self.outcome.verdicts.append(
            ReplayStepVerdict(index, self._step_name(index), status, "", validation)
        )

    def validate_before_act(self, action: Action, frame: Frame | None) -> str | None:
        """Check the pending cached step on the fresh pre-action ``frame``.

        Returns None to let the runner act, or the message to record instead of acting.
        """
        index = self._pending
        if index is None or self.outcome.status != "replaying":
            return None  # the fallback's own actions, or DONE
        if not self._validates(index):
            self._executed(index, None)
            return None
        verdict = self._validate(index, frame)
        if verdict.passed:
            self._executed(index, verdict)
            return None
        step = self.cache.trajectory[index]
        if step.optional and index + 1 < len(self._actions) and self._validates(index + 1):
            following = self._validate(index + 1, frame)
            if following.passed:
                self._pending = None
                self.outcome.verdicts.append(
                    ReplayStepVerdict(
                        index, self._step_name(index), "skipped", verdict.reason, verdict
                    )
                )
                return (
                    f"Skipped optional cached step {index} ({self._step_name(index)}): its "
                    f"region does not match ({verdict.reason}) but step {index + 1}'s does."
                )
        self._pending = None
        self._stop(
            index, verdict.message, "stop" if verdict.status == "stop" else "unverifiable", verdict
        )
        return verdict.message

    def _validate(self, index: int, frame: Frame | None) -> StepValidation:
        """The step's verdict; ``unverifiable``, never an exception, when its recorded
        evidence cannot be read (loading refuses such files, but a cache edited in memory
        afterwards reaches here unchecked)."""
        step = self.cache.trajectory[index]
        action_name = str(step.input.get("action", "action"))
        try:
            representation = self._representation(step)
            point = self._check_point(index)
        except (TypeError, ValueError) as exc:
            reason = f"the step's recorded evidence cannot be read: {exc}"
            return unverifiable_step(reason, self.threshold, index, action_name)
        return validate_step(
            representation,
            frame,
            point,
            self.threshold,
            step_index=index,
            action_name=action_name,
            ocr=self.ocr,
        )

    def __repr__(self) -> str:
        return (
            f"CachedBrain({len(self._actions)} steps, next {self._next}, "
            f"{self.outcome.status}, fallback={'yes' if self.fallback else 'no'})"
        )
