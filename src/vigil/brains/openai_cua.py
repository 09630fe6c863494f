"""A brain that is an OpenAI computer-use model, through the ``openai`` SDK's Responses API.

The conversation lives on OpenAI's side: the first request carries the task and a
screenshot; every later one names the previous response (``previous_response_id``) and
sends only what is new — a ``computer_call_output`` with the screenshot taken after the
action, and **Vigil's feedback as an input text item**, so the perceptual WARNING, loop
nudges and done-gate rejections reach the model in the turn that follows the action.

Two tool shapes (``tool``):

* ``"computer_use_preview"`` (default) — declares the display size and environment
  (``browser``); the screenshot is sent at that size.
* ``"computer"`` — the GA tool: no declared size; the model answers in screenshot pixels, and
  may batch several actions in one ``computer_call`` (``actions``). Vigil acts them one per
  step and stops the batch early when a step's feedback says it failed.

Either way the model's coordinates are in the pixels of the screenshot it saw; when the
frame was downscaled (``max_image_side``) they are scaled back to screen pixels.

**Several computer calls in one answer.** The API expects every ``call_id`` of an answer to
be answered in the next request, each by its own ``computer_call_output`` with a screenshot;
a call left unanswered makes it refuse that request. So every call is kept, not just the
last: the calls are acted in the order they came (each call's actions one per step, as
above), each output carries the screenshot taken after *that* call's last action, and the
text item that follows reports per ``call_id`` what Vigil saw. The sequence stops at the
first thing that goes wrong — a step whose feedback carries a WARNING or a loop nudge, or a
call whose action cannot be read (that step is an :class:`~vigil.errors.InvalidAction`).
The calls after it are not run, yet each is still answered, with the current screenshot,
and the text says ``not run`` for them and ``ERROR: …`` for an unreadable call; then the
model is asked again. Nothing the model asked for is dropped without it being told.

**Safety checks.** A ``computer_call`` may carry ``pending_safety_checks`` (e.g. a suspected
prompt injection on screen). They are acknowledged — sent back in that call's
``computer_call_output`` — only when ``acknowledge_safety_checks`` says so (True, or a
callable that sees each check). The checks of every call in an answer are put to that policy
before any of its actions is acted; if one is refused,
:meth:`OpenAIComputerUseBrain.decide` raises :class:`SafetyCheckPending`, whose message
carries the refused checks' messages, and the runner ends the run with that error: a person
should look before the agent goes on.

Keys: the SDK reads ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` unless given. Retries and
timeouts are the SDK's; errors map as in :mod:`vigil._chat`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vigil._chat import Timer, encode_frame, fit_within, openai_client, sdk_failure
from vigil.actions import Action, actions_from_computer_call
from vigil.brains.base import ClientOwner, Observation
from vigil.errors import BackendError, ConfigError, InvalidAction

__all__ = ["OpenAIComputerUseBrain", "SafetyCheckPending"]

log = logging.getLogger(__name__)

INSTRUCTIONS = (
    "You operate a browser through the computer tool, one action at a time. After each "
    "action you receive a screenshot and a line of feedback from Vigil, a verifier that "
    "watches the screen. If that feedback contains a WARNING (your action had no visible "
    "effect) or says a loop was detected, the action did not work: do something different "
    "— dismiss whatever is in the way, use the keyboard, pick another target. When the task "
    "is complete, reply with a short summary and no computer call."
)

SafetyPolicy = bool | Callable[[dict[str, Any]], bool]

#: What the text item says of a call that was not run because an earlier step failed.
NOT_RUN = "not run: an earlier action of your answer did not work (see above)"


@dataclass(slots=True)
class _Call:
    """One ``computer_call`` of the last answer, and what became of it so far.

    Kept until the next request, which must answer its ``call_id`` whether it ran or not.
    """

    call_id: str
    actions: list[Action]
    #: Checks acknowledged for this call, echoed in its output.
    checks: list[dict[str, Any]]
    #: Why its actions could not be read ("" when they could).
    error: str = ""
    #: How many of its actions were handed to the runner.
    acted: int = 0
    #: Vigil's feedback on each of its acted actions, once the next step has told it.
    feedback: list[str] = field(default_factory=list)
    #: The screenshot after its last action (a data URL), kept once a later call begins,
    #: since by the next request the screen will have moved on.
    image: str | None = None


class SafetyCheckPending(BackendError):
    """The model flagged a computer call with safety checks nobody acknowledged.

    ``checks`` holds them as ``{"id", "code", "message"}``. A :class:`BackendError`, so the
    runner stops the run (``termination_reason="error"``) with this message.
    """

    def __init__(self, checks: list[dict[str, Any]]) -> None:
        self.checks = checks
        said = "; ".join(
            f"{c.get('code') or 'check'}: {c.get('message') or '(no message)'}" for c in checks
        )
        super().__init__(
            f"the model raised safety checks that need a person's acknowledgement: {said} "
            "(set acknowledge_safety_checks to proceed)"
        )


class OpenAIComputerUseBrain(ClientOwner):
    """An OpenAI computer-use model deciding each action (see the module docstring).

    Args:
        model: e.g. ``"computer-use-preview"``.
        api_key, base_url: for ``openai.OpenAI``; None lets the SDK read ``OPENAI_API_KEY`` /
            ``OPENAI_BASE_URL``.
        tool: ``"computer_use_preview"`` or ``"computer"``.
        environment: the preview tool's ``environment``.
        acknowledge_safety_checks: False (stop on any check), True (acknowledge all), or a
            callable ``(check) -> bool`` deciding per check.
        max_image_side: downscale screenshots whose long side exceeds this (None: never).
        truncation: the Responses API's ``truncation`` (``"auto"`` keeps long runs going).
        reasoning_summary: ask for a reasoning summary (``"concise"``, ...), None to not ask.
        timeout, max_retries: the SDK's per-attempt timeout and retry count.
        client: an ``openai.OpenAI`` to use instead of building one.
    """

    def __init__(
        self,
        model: str = "computer-use-preview",
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        tool: str = "computer_use_preview",
        environment: str = "browser",
        acknowledge_safety_checks: SafetyPolicy = False,
        instructions: str = INSTRUCTIONS,
        image_format: str = "jpeg",
        max_image_side: int | None = None,
        truncation: str | None = "auto",
        reasoning_summary: str | None = None,
        timeout: float = 120.0,
        max_retries: int = 3,
        client: Any = None,
    ) -> None:
        if not model:
            raise ConfigError("model is required")
        if tool not in ("computer_use_preview", "computer"):
            raise ConfigError(f"tool must be 'computer_use_preview' or 'computer', got {tool!r}")
        self.model = model
        self.tool = tool
        self.environment = environment
        self.acknowledge_safety_checks = acknowledge_safety_checks
        self.instructions = instructions
        self.image_format = image_format
        self.max_image_side = max_image_side
        self.truncation = truncation
        self.reasoning_summary = reasoning_summary
        self.client = client or openai_client(
            api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries
        )
        self.base_url = str(self.client.base_url).rstrip("/")
        self.previous_response_id: str | None = None
        #: The computer calls of the last answer, each awaiting its output.
        self._calls: list[_Call] = []
        #: Index in ``_calls`` of the call the last handed-out action came from (-1: none).
        self._at = -1
        #: An unreadable call stopped the sequence: the model must be asked again.
        self._halted = False
        self._scale = (1.0, 1.0)
        self._size = (0, 0)
        #: Tokens of the last decision (None when it needed no model call).
        self.last_usage: dict[str, int] | None = None
        #: Wall time of the last model call in ms, the SDK's retries included.
        self.last_latency_ms: float | None = None
        #: HTTP attempts the last model call took.
        self.last_attempts = 0
        #: The output items of the last response (plain dicts).
        self.last_output: list[dict[str, Any]] = []
        #: Model calls made since the last reset.
        self.calls = 0

    def reset(self) -> None:
        """Start a new conversation (the runner calls this at the start of every run)."""
        self.previous_response_id = None
        self._forget_calls()
        self.calls = 0

    def _forget_calls(self) -> None:
        self._calls = []
        self._at = -1
        self._halted = False

    # -- the decision ----------------------------------------------------------------------------
    def decide(self, observation: Observation) -> Action:
        self.last_usage = None
        self.last_latency_ms = None
        action = self._advance(observation)
        if action is not None:
            return action
        return self._read(self._call(self._input(observation)))

    def _advance(self, obs: Observation) -> Action | None:
        """The next action the model already asked for, or None when it must be asked again.

        Returns None without touching any state, so a model call that then fails leaves the
        outputs of the last answer ready to be sent again.
        """
        if self._halted or self._at < 0 or obs.wants_fallback:
            return None
        call = self._calls[self._at]
        more_here = call.acted < len(call.actions)
        if not more_here and self._at + 1 >= len(self._calls):
            return None
        call.feedback.append(obs.feedback)
        if more_here:
            call.acted += 1
            return call.actions[call.acted - 1]
        # This call is through: the frame now on screen is what its output must show.
        call.image = self._screenshot(obs)
        return self._begin(self._at + 1)

    def _begin(self, index: int) -> Action:
        """Hand out the first action of call ``index``; an unreadable call stops the rest."""
        self._at = index
        call = self._calls[index]
        if call.error:
            self._halted = True
            raise InvalidAction(call.error)
        call.acted = 1
        return call.actions[0]

    def _screenshot(self, obs: Observation) -> str:
        """The frame as the model is shown it (a data URL), at the size the tool declares."""
        size = fit_within(obs.screen_size or obs.frame.size, self.max_image_side)
        return encode_frame(obs.frame, size, self.image_format).data_url

    def _input(self, obs: Observation) -> list[dict[str, Any]]:
        screen = obs.screen_size or obs.frame.size
        size = fit_within(screen, self.max_image_side)
        self._scale = (screen[0] / size[0], screen[1] / size[1])
        self._size = size
        image = self._screenshot(obs)
        if not self._calls:
            text = f"Task: {obs.task}"
            if obs.feedback:
                text += f"\nVigil: {obs.feedback}"
            return [
                {
                    "role": "user",
                    "content": [
                        {"type": "input_text", "text": text},
                        {"type": "input_image", "image_url": image, "detail": "high"},
                    ],
                }
            ]
        items: list[dict[str, Any]] = []
        for call in self._calls:
            output: dict[str, Any] = {
                "type": "computer_call_output",
                "call_id": call.call_id,
                "output": {"type": "computer_screenshot", "image_url": call.image or image},
            }
            if call.checks:
                output["acknowledged_safety_checks"] = call.checks
            items.append(output)
        report = self._report(obs.feedback)
        items.append({"role": "user", "content": [{"type": "input_text", "text": report}]})
        return items

    def _report(self, feedback: str) -> str:
        """Vigil's words on the last answer: one line per call when it held several."""
        notes = [self._note(i, call, feedback) for i, call in enumerate(self._calls)]
        if len(notes) == 1 and self._at == 0:
            return f"Vigil: {notes[0]}"
        lines = [f"- {call.call_id}: {note}" for call, note in zip(self._calls, notes, strict=True)]
        if self._at < 0 and feedback:
            lines.insert(0, feedback)  # no call ran: the runner's words belong to the answer
        return "Vigil, on each computer call of your last answer:\n" + "\n".join(lines)

    def _note(self, index: int, call: _Call, feedback: str) -> str:
        if index > self._at:
            return NOT_RUN
        said = [*call.feedback, feedback] if index == self._at else call.feedback
        text = "; ".join(s for s in said if s) or "done"
        if call.error:
            text = f"ERROR: {call.error}. {text}"
        unrun = len(call.actions) - call.acted
        if unrun:
            text += f" ({unrun} later action(s) of your batch were not run)"
        return text

    def _tool(self) -> dict[str, Any]:
        if self.tool == "computer":
            return {"type": "computer"}
        w, h = self._size
        return {
            "type": "computer_use_preview",
            "display_width": w,
            "display_height": h,
            "environment": self.environment,
        }

    def _call(self, items: list[dict[str, Any]]) -> Any:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "input": items,
            "tools": [self._tool()],
            "instructions": self.instructions,
        }
        if self.previous_response_id:
            kwargs["previous_response_id"] = self.previous_response_id
        if self.truncation:
            kwargs["truncation"] = self.truncation
        if self.reasoning_summary:
            kwargs["reasoning"] = {"summary": self.reasoning_summary}
        timer = Timer()
        self.last_attempts = 0
        try:
            raw = self.client.responses.with_raw_response.create(**kwargs)
            self.last_attempts = int(getattr(raw, "retries_taken", 0)) + 1
            response = raw.parse()
        except Exception as exc:
            self.last_latency_ms = timer.ms
            raise sdk_failure(exc, "OpenAI Responses API", self.base_url) from exc
        self.last_latency_ms = timer.ms
        if not hasattr(response, "output") or not getattr(response, "id", None):
            raise InvalidAction(f"the Responses answer has no id/output: {str(response)[:200]!r}")
        self.calls += 1
        return response

    def _read(self, response: Any) -> Action:
        """Commit the response as the new conversation head and hand out its first action."""
        if not isinstance(getattr(response, "output", None), list):
            # A 200 in another protocol's shape parses leniently, with no output list.
            raise InvalidAction(f"the OpenAI answer has no output: {str(response)[:200]!r}")
        # warnings=False: an action type this SDK does not know is the model's mistake, told to
        # it as an InvalidAction, not a serializer warning on the user's console.
        output = [
            item.model_dump(mode="json", exclude_none=True, warnings=False)
            for item in response.output
        ]
        self.last_output = output
        self.last_usage = _usage(getattr(response, "usage", None))
        self.previous_response_id = str(response.id)
        self._forget_calls()
        items = [item for item in output if item.get("type") == "computer_call"]
        if not items:
            _check_ending(response, output)
            return Action.done(_output_text(output) or "the model ended its turn")
        checks = [[dict(c) for c in item.get("pending_safety_checks") or ()] for item in items]
        if any(checks):
            # Raises before anything is acted when a check of any call is refused.
            self._acknowledge([c for cs in checks for c in cs])
        reasoning = _reasoning(output)
        missing: list[dict[str, Any]] = []
        for item, acked in zip(items, checks, strict=True):
            call_id = item.get("call_id")
            if isinstance(call_id, str) and call_id:
                self._calls.append(self._call_of(item, call_id, acked, reasoning))
            else:
                missing.append(item)
        if missing:
            # No output can answer a call without an id: the answer is unusable as a whole,
            # and the calls that have one are answered as not run.
            self._halted = True
            raise InvalidAction(f"the computer_call has no call_id: {str(missing[0])[:200]}")
        return self._begin(0)

    def _call_of(
        self, item: dict[str, Any], call_id: str, checks: list[dict[str, Any]], reasoning: str
    ) -> _Call:
        try:
            actions = actions_from_computer_call(item, reasoning)
        except InvalidAction as exc:
            # Told to the model against this call's id, once the sequence reaches it.
            return _Call(call_id, [], checks, str(exc))
        return _Call(call_id, [self._to_screen(a) for a in actions], checks)

    def _acknowledge(self, checks: list[dict[str, Any]]) -> None:
        policy = self.acknowledge_safety_checks
        refused = [c for c in checks if not (policy(c) if callable(policy) else policy)]
        if refused:
            # The conversation cannot go on past an unacknowledged check: forget the calls.
            raise SafetyCheckPending(refused)
        log.warning("acknowledging safety checks: %s", [c.get("code") for c in checks])

    def _to_screen(self, action: Action) -> Action:
        fx, fy = self._scale
        if fx == 1.0 and fy == 1.0:
            return action
        params = dict(action.params)
        for key, f in (("x", fx), ("y", fy), ("to_x", fx), ("to_y", fy)):
            value = params.get(key)
            if isinstance(value, (int, float)):
                params[key] = round(value * f)
        return Action(action.action_type, params, action.reasoning)

    def __repr__(self) -> str:
        return (
            f"OpenAIComputerUseBrain(model={self.model!r}, tool={self.tool!r}, "
            f"base_url={self.base_url!r})"
        )


def _check_ending(response: Any, output: list[dict[str, Any]]) -> None:
    """Raise when a response without a computer call is not the model saying it is done.

    A ``failed`` response (its ``error`` says why), a refusal, or an answer cut off by
    ``max_output_tokens`` would otherwise read as "the task is complete", and the done gate
    would judge a task the model never finished.
    """
    status = str(getattr(response, "status", "") or "")
    error = getattr(response, "error", None)
    if status == "failed" or error is not None:
        code = getattr(error, "code", None) or "error"
        message = getattr(error, "message", None) or "(no message)"
        raise BackendError(f"the model's response failed: {code}: {message}")
    refusals = [
        str(c.get("refusal", "")).strip()
        for item in output
        if item.get("type") == "message"
        for c in item.get("content") or ()
        if c.get("type") == "refusal"
    ]
    if refusals:
        raise BackendError(f"the model refused to continue: {' '.join(refusals)[:300]}")
    if status == "incomplete":
        details = getattr(response, "incomplete_details", None)
        reason = getattr(details, "reason", None) or "unknown reason"
        raise InvalidAction(f"the answer was cut off ({reason}) before a computer call")


def _reasoning(output: list[dict[str, Any]]) -> str:
    parts: list[str] = []
    for item in output:
        if item.get("type") == "reasoning":
            parts += [str(s.get("text", "")) for s in item.get("summary") or ()]
    return " ".join(p.strip() for p in parts if p.strip()) or _output_text(output)


def _output_text(output: list[dict[str, Any]]) -> str:
    parts: list[str] = []
    for item in output:
        if item.get("type") == "message":
            parts += [
                str(c.get("text", ""))
                for c in item.get("content") or ()
                if c.get("type") == "output_text"
            ]
    return " ".join(p.strip() for p in parts if p.strip())


def _usage(usage: Any) -> dict[str, int] | None:
    if usage is None:
        return None
    inp = int(getattr(usage, "input_tokens", 0) or 0)
    out = int(getattr(usage, "output_tokens", 0) or 0)
    total = int(getattr(usage, "total_tokens", 0) or (inp + out))
    return {"input_tokens": inp, "output_tokens": out, "total": total}
