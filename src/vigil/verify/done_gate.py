"""The done-acceptance gate: may the agent stop now?

Agents declare victory early. The two shapes this gate refuses are the ones that need no
model to spot, only the screen:

* ``no_observed_delta_after_waits`` — the agent waited (at least ``wait_window`` WAITs)
  for something that never showed up, and then says it is done. Counted over the steps since
  the screen last changed, so waits that were followed by real progress do not count.
* ``no_progress_in_window`` — nothing the agent did in its last ``progress_window`` steps
  changed the screen: whatever "done" means, it was not achieved by those steps.

A rejection is a feedback line, never a termination, and the gate rejects at most
``max_rejections`` times per run: it is a second look, not a veto — an agent that insists
after being told is let go, and a screen that legitimately never changes (a read-only
question about a static page) cannot trap a run.

"Changed" is the runner's per-step ``frame_changed`` predicate: the same noise-tolerant,
volatile-masked comparison the perceptual verifier uses, so a spinner spinning during the
waits does not count as a change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from vigil.actions import ActionType
from vigil.config import RunConfig

__all__ = [
    "NO_DELTA_AFTER_WAITS",
    "NO_PROGRESS_IN_WINDOW",
    "DoneGate",
    "DoneVerdict",
    "GateStep",
]

NO_DELTA_AFTER_WAITS: Final = "no_observed_delta_after_waits"
NO_PROGRESS_IN_WINDOW: Final = "no_progress_in_window"


@dataclass(frozen=True, slots=True)
class GateStep:
    """What the gate needs to know of one earlier step.

    ``action_type`` may be given as its string form (``"WAIT"``, ``"wait"``): it is turned
    into the :class:`~vigil.actions.ActionType` member here, because the gate recognises
    waits by member and a plain string would otherwise never count as one.
    ``frame_changed`` is None when the step's change is unknown (a frame was missing); such
    a step counts as one without a visible change.
    """

    action_type: ActionType
    frame_changed: bool | None

    def __post_init__(self) -> None:
        kind = self.action_type
        if isinstance(kind, ActionType):
            return
        if not isinstance(kind, str):
            raise TypeError(
                "GateStep.action_type must be an ActionType or its name as a string, "
                f"not {type(kind).__name__} {kind!r}"
            )
        member = ActionType.__members__.get(kind.strip().upper())
        if member is None:
            raise ValueError(
                f"unknown action type {kind!r} for GateStep; expected one of "
                f"{', '.join(ActionType.__members__)}"
            )
        object.__setattr__(self, "action_type", member)


@dataclass(frozen=True, slots=True)
class DoneVerdict:
    """The gate's answer to one DONE: accepted or not, and why."""

    accepted: bool
    reason: str | None = None
    rejections: int = 0
    detail: str = ""

    def feedback(self) -> str | None:
        """The line for the brain when the DONE was rejected, else None."""
        if self.accepted:
            return None
        return f"DONE rejected ({self.reason}): {self.detail}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "accepted": self.accepted,
            "reason": self.reason,
            "rejections": self.rejections,
            "detail": self.detail,
        }


class DoneGate:
    """Judge DONE actions against the steps so far; one gate per run (it counts rejections)."""

    def __init__(self, config: RunConfig | None = None) -> None:
        cfg = config if config is not None else RunConfig()
        self.enabled = cfg.done_gate
        self.wait_window = cfg.done_gate_wait_window
        self.progress_window = cfg.done_gate_progress_window
        self.max_rejections = cfg.done_gate_max_rejections
        self.rejections = 0

    def _judge(self, history: Sequence[GateStep]) -> tuple[str | None, str]:
        """``(reason, detail)``: a rejection reason and its feedback, or ``None`` and the
        true reason the DONE passes (so a record never claims a change that did not happen).
        """
        # The steps since the screen last changed (the whole run if it never did).
        quiet: list[GateStep] = []
        for step in reversed(history):
            if step.frame_changed:
                break
            quiet.append(step)
        waits = [s for s in quiet if s.action_type is ActionType.WAIT]
        if len(waits) >= self.wait_window:
            return (
                NO_DELTA_AFTER_WAITS,
                f"the last {len(waits)} waits saw no change on the screen; what you were "
                "waiting for has not appeared — check the screen before declaring done",
            )
        if len(quiet) >= self.progress_window:
            return (
                NO_PROGRESS_IN_WINDOW,
                f"none of your last {len(quiet)} actions changed the screen; the task does "
                "not look finished — check the screen before declaring done",
            )
        return None, self._acceptance(len(history), len(quiet), len(waits))

    def _acceptance(self, steps: int, quiet: int, waits: int) -> str:
        """Why a DONE that neither rule rejects is accepted, in the terms of what happened."""
        if steps == 0:
            return "no earlier steps to judge: neither rule can apply before any action"
        limits = (
            f"the gate rejects only after {_count(self.progress_window, 'step')} without a "
            f"change or {_count(self.wait_window, 'wait')} that saw nothing"
        )
        if quiet < steps:
            when = "on the last step" if quiet == 0 else f"{quiet + 1} steps ago"
            return f"the screen changed {when}; {limits}"
        if not waits:
            among = ""
        elif steps == 1:
            among = " (a wait)"
        else:
            among = f" ({waits} of them {'a wait' if waits == 1 else 'waits'})"
        return (
            f"too few steps to judge: the screen has not changed in the "
            f"{_count(steps, 'step')} so far{among}, and {limits}"
        )

    def check(self, history: Sequence[GateStep]) -> DoneVerdict:
        """Accept or reject a DONE given every earlier step of the run, oldest first."""
        if not self.enabled:
            return DoneVerdict(True, None, self.rejections, "gate disabled")
        if self.rejections >= self.max_rejections:
            return DoneVerdict(
                True,
                None,
                self.rejections,
                f"accepted after {self.rejections} rejections (the gate rejects at most "
                f"{self.max_rejections} times per run)",
            )
        reason, detail = self._judge(history)
        if reason is None:
            return DoneVerdict(True, None, self.rejections, detail)
        self.rejections += 1
        return DoneVerdict(False, reason, self.rejections, detail)


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
