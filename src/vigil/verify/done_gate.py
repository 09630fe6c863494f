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
    """What the gate needs to know of one earlier step."""

    action_type: ActionType
    frame_changed: bool | None


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

    def _reason(self, history: Sequence[GateStep]) -> tuple[str, str] | None:
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
        return None

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
        found = self._reason(history)
        if found is None:
            return DoneVerdict(True, None, self.rejections, "the screen moved recently")
        self.rejections += 1
        reason, detail = found
        return DoneVerdict(False, reason, self.rejections, detail)
