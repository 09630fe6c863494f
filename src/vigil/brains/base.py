"""What a brain sees and what it must answer.

A brain is anything that turns an :class:`Observation` into an :class:`~vigil.actions.Action`:
a scripted list, a chat model, a person at a prompt. The observation is a value, built fresh
by the runner every step, and it carries the runner's judgement of the last step next to
the raw frame — the feedback string (where the perceptual WARNING and loop nudges land) and
two predicates, :attr:`Observation.frame_changed` and :attr:`Observation.frame_stable`, so a
brain can branch on "did my last action do anything" without diffing frames itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Self, runtime_checkable

from vigil.actions import Action
from vigil.frames import Frame

__all__ = [
    "LOOP_NUDGE_MARKER",
    "WARNING_MARKER",
    "Brain",
    "ClientOwner",
    "ModelBrain",
    "Observation",
    "PastStep",
    "feedback_wants_fallback",
]

#: Feedback text that marks the perceptual verifier's warning (the spec's exact wording starts
#: with it).
WARNING_MARKER = "WARNING"
#: Feedback text that starts every loop nudge the runner writes.
LOOP_NUDGE_MARKER = "Loop detected"


def feedback_wants_fallback(feedback: str) -> bool:
    """True when the feedback says the last step did not work: a WARNING or a loop nudge."""
    return WARNING_MARKER in feedback or LOOP_NUDGE_MARKER in feedback


@dataclass(frozen=True, slots=True)
class PastStep:
    """One earlier step as the brain may recall it: what it did and what it was told."""

    index: int
    action: Action
    feedback: str
    effect_observed: bool | None = None
    frame_changed: bool | None = None


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything a brain gets for one decision.

    ``feedback`` is the runner's account of the previous step ("" on the first step):
    what was done, whether the screen changed, and any WARNING, loop nudge, done-gate
    rejection or failed expectation, one per ``; `` / line. ``frame_changed`` says whether
    the last action visibly changed the screen and ``frame_stable`` whether the screen had
    stopped moving when this frame was taken; both are None on the first step.
    """

    frame: Frame
    task: str
    step_index: int
    history: tuple[PastStep, ...] = ()
    feedback: str = ""
    frame_changed: bool | None = None
    frame_stable: bool | None = None
    url: str | None = None
    screen_size: tuple[int, int] | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def first(self) -> bool:
        return self.step_index == 0

    @property
    def last_action(self) -> Action | None:
        return self.history[-1].action if self.history else None

    @property
    def wants_fallback(self) -> bool:
        """The feedback says the previous step failed (see :func:`feedback_wants_fallback`)."""
        return feedback_wants_fallback(self.feedback)


@runtime_checkable
class Brain(Protocol):
    """Decides the next action. May raise :class:`~vigil.errors.BackendError` when its model
    cannot be reached; the runner turns that into an ``error`` termination, not a crash."""

    def decide(self, observation: Observation) -> Action: ...


@runtime_checkable
class ModelBrain(Brain, Protocol):
    """A brain backed by a model behind an API: what the runner may read after ``decide``.

    ``last_usage`` is ``{"input_tokens", "output_tokens", "total"}`` of the model call the
    decision made (None when it made none, e.g. the next action of a batch), and
    ``last_latency_ms`` that call's wall time, retries included. ``reset`` starts a new
    conversation; ``close`` releases the client.
    """

    last_usage: dict[str, int] | None
    last_latency_ms: float | None

    def reset(self) -> None: ...

    def close(self) -> None: ...


class ClientOwner:
    """A brain that owns an SDK client: closing the brain (or leaving its ``with`` block)
    releases the client's connection pool."""

    client: Any

    def close(self) -> None:
        """Release the SDK's connection pool."""
        self.client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
