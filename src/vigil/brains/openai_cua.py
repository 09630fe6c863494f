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

**Safety checks.** A ``computer_call`` may carry ``pending_safety_checks`` (e.g. a suspected
prompt injection on screen). They are acknowledged — sent back in the next
``computer_call_output`` — only when ``acknowledge_safety_checks`` says so (True, or a
callable that sees each check). Otherwise :meth:`OpenAIComputerUseBrain.decide` raises
:class:`SafetyCheckPending`, whose message carries the checks' messages, and the runner ends
the run with that error: a person should look before the agent goes on.

Keys: the SDK reads ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` unless given. Retries and
timeouts are the SDK's; errors map as in :mod:`vigil._chat`.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
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
        self._call_id: str | None = None  # the computer_call awaiting its output
        self._acknowledged: list[dict[str, Any]] = []
        self._queue: deque[Action] = deque()
        self._batch_feedback: list[str] = []
        self._error: str | None = None
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
        self._call_id = None
        self._acknowledged = []
        self._queue.clear()
        self._batch_feedback = []
        self._error = None
        self.calls = 0

    # -- the decision ----------------------------------------------------------------------------
    def decide(self, observation: Observation) -> Action:
        self.last_usage = None
        self.last_latency_ms = None
        if self._queue and not observation.wants_fallback:
            # The rest of a batched call; its output is sent once the batch is through.
            if observation.feedback:
                self._batch_feedback.append(observation.feedback)
            return self._queue.popleft()
        skipped = len(self._queue)
        self._queue.clear()
        response = self._call(self._input(observation, skipped))
        actions = self._read(response)
        if not actions:
            return Action.done(_output_text(self.last_output) or "the model ended its turn")
        self._queue.extend(actions[1:])
        return actions[0]

    def _input(self, obs: Observation, skipped: int) -> list[dict[str, Any]]:
        screen = obs.screen_size or obs.frame.size
        size = fit_within(screen, self.max_image_side)
        self._scale = (screen[0] / size[0], screen[1] / size[1])
        self._size = size
        image = encode_frame(obs.frame, size, self.image_format)
        feedback = "; ".join(
            [*self._batch_feedback, obs.feedback] if obs.feedback else self._batch_feedback
        )
        if skipped:
            feedback += f" ({skipped} later action(s) of your batch were not run)"
        if self._error:
            feedback = f"ERROR: {self._error}. {feedback}"
        if self._call_id is None:
            text = f"Task: {obs.task}"
            if feedback:
                text += f"\nVigil: {feedback}"
            return [
                {
                    "role": "user",
                    "content": [
                        {"type": "input_text", "text": text},
                        {"type": "input_image", "image_url": image.data_url, "detail": "high"},
                    ],
                }
            ]
        output: dict[str, Any] = {
            "type": "computer_call_output",
            "call_id": self._call_id,
            "output": {"type": "computer_screenshot", "image_url": image.data_url},
        }
        if self._acknowledged:
            output["acknowledged_safety_checks"] = self._acknowledged
        items: list[dict[str, Any]] = [output]
        items.append(
            {
                "role": "user",
                "content": [{"type": "input_text", "text": f"Vigil: {feedback or 'done'}"}],
            }
        )
        return items

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

    def _read(self, response: Any) -> list[Action]:
        """Commit the response as the new conversation head; its actions in screen pixels."""
        if not isinstance(getattr(response, "output", None), list):
            # A 200 in another protocol's shape parses leniently, with no output list.
            raise InvalidAction(f"the OpenAI answer has no output: {str(response)[:200]!r}")
        output = [item.model_dump(mode="json", exclude_none=True) for item in response.output]
        self.last_output = output
        self.last_usage = _usage(getattr(response, "usage", None))
        self.previous_response_id = str(response.id)
        self._batch_feedback = []
        self._acknowledged = []
        self._error = None
        calls = [item for item in output if item.get("type") == "computer_call"]
        self._call_id = None
        if not calls:
            _check_ending(response, output)
            return []
        call = calls[-1]
        if not isinstance(call.get("call_id"), str) or not call["call_id"]:
            # No output can answer a call without an id: the next turn starts afresh.
            raise InvalidAction(f"the computer_call has no call_id: {str(call)[:200]}")
        self._call_id = call["call_id"]
        checks = [dict(c) for c in call.get("pending_safety_checks") or ()]
        if checks:
            self._acknowledged = self._acknowledge(checks)
        try:
            actions = actions_from_computer_call(call, _reasoning(output))
        except InvalidAction as exc:
            self._error = str(exc)  # told to the model with the next computer_call_output
            raise
        return [self._to_screen(a) for a in actions]

    def _acknowledge(self, checks: list[dict[str, Any]]) -> list[dict[str, Any]]:
        policy = self.acknowledge_safety_checks
        refused = [c for c in checks if not (policy(c) if callable(policy) else policy)]
        if refused:
            # The conversation cannot go on past an unacknowledged check: forget the call.
            self._call_id = None
            raise SafetyCheckPending(refused)
        log.warning("acknowledging safety checks: %s", [c.get("code") for c in checks])
        return checks

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
