"""A brain behind any OpenAI-compatible chat-completions server (hosted or local).

Each decision is one POST to ``{base_url}/chat/completions``: a system prompt that explains
the ``computer`` tool, then the task, the runner's feedback on the last step (where the
perceptual WARNING and loop nudges arrive), a short text history, and the current frame as an
image ``data:`` URL. The model may answer in either of the two ways models actually answer:

* a **tool call** — ``computer`` with computer-use arguments (``{"action": "left_click",
  "coordinate": [x, y]}``), or a function whose arguments are an OpenAI ``computer_call``
  action (``{"type": "click", "x": .., "y": ..}``);
* **text holding a JSON action** — any of the above, or Vigil's own
  ``{"action_type": "CLICK", "params": {...}}``, possibly wrapped in prose or a code fence.

Both go through :mod:`vigil.actions` converters, so a model's dialect never leaks further.

Errors are split the way the runner needs them:

* the server is unreachable or keeps failing (429 / 5xx / timeouts are retried with
  exponential backoff, honouring ``Retry-After``) → :class:`~vigil.errors.BackendError`: the
  run cannot go on and ends with ``termination_reason="error"``;
* the server answered but the answer is not an action → :class:`~vigil.errors.InvalidAction`
  naming what was wrong: the runner records an error step and tells the model on the next
  turn, so one garbled answer does not end a run (see ``docs/runner.md``).

Configuration arrives as constructor arguments; only the CLI reads ``VIGIL_BRAIN_*``.
HTTP goes through the standard library so the brain needs no extra dependency.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

from vigil._chat import ChatCompletionsClient
from vigil.actions import Action, action_from_computer_call, action_from_tool_use
from vigil.brains.base import Observation
from vigil.errors import InvalidAction
from vigil.frames import Frame

__all__ = ["COMPUTER_TOOL", "OpenAICompatibleBrain", "parse_action_answer"]

log = logging.getLogger(__name__)

#: The function tool offered to the model, in computer-use vocabulary.
COMPUTER_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "computer",
        "description": (
            "Act on the screen. Coordinates are pixels of the screenshot, origin top-left. "
            "Use action 'done' when the task is complete."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "action": {
                    "type": "string",
                    "enum": [
                        "left_click",
                        "right_click",
                        "middle_click",
                        "double_click",
                        "type",
                        "key",
                        "scroll",
                        "left_click_drag",
                        "mouse_move",
                        "wait",
                        "done",
                    ],
                },
                "coordinate": {"type": "array", "items": {"type": "number"}},
                "start_coordinate": {"type": "array", "items": {"type": "number"}},
                "text": {"type": "string", "description": "text to type, or key e.g. Return"},
                "scroll_direction": {"type": "string", "enum": ["up", "down", "left", "right"]},
                "scroll_amount": {"type": "integer"},
                "duration": {"type": "number"},
                "reasoning": {"type": "string", "description": "why, in one sentence"},
            },
            "required": ["action"],
        },
    },
}

SYSTEM_PROMPT = (
    "You operate a computer by looking at screenshots and calling the `computer` tool, one "
    "action per turn. Before each turn you are told what your last action did. If the "
    "feedback contains a WARNING or says a loop was detected, your last action did not work: "
    "do something different (dismiss an overlay, use the keyboard, pick another target). "
    "When the task is complete, call the tool with action 'done'. If you cannot call tools, "
    'answer with a single JSON object such as {"action": "left_click", "coordinate": [x, y], '
    '"reasoning": "..."}.'
)


def _json_objects(text: str) -> Iterator[Any]:
    """Every JSON object embedded in ``text`` (code fences and prose around it ignored)."""
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", text):
        try:
            obj, _ = decoder.raw_decode(text, match.start())
        except json.JSONDecodeError:
            continue
        yield obj


def _action_from_object(obj: Any, reasoning: str = "") -> Action:
    if not isinstance(obj, dict):
        raise InvalidAction(f"expected a JSON object, got {type(obj).__name__}")
    why = str(obj.get("reasoning") or reasoning or "")
    if "action_type" in obj or obj.get("type") == "tool_use" or "input" in obj:
        action = Action.from_dict(obj)
        if why and not action.reasoning:
            action = Action(action.action_type, dict(action.params), why)
        return action
    if isinstance(obj.get("action"), str):
        return action_from_tool_use({"input": obj}, why)
    if isinstance(obj.get("action"), dict):
        return _action_from_object(obj["action"], why)
    if isinstance(obj.get("type"), str):
        return action_from_computer_call(obj, why)
    raise InvalidAction(f"object has no 'action', 'action_type' or 'type': {str(obj)[:200]}")


def parse_action_answer(message: dict[str, Any]) -> Action:
    """Turn one chat-completions ``message`` into an Action, or raise InvalidAction saying why.

    Tool calls win over text; within text, the first JSON object that parses as an action
    wins (models like to quote an example before giving their answer, so later objects are
    tried when an earlier one is not an action).
    """
    content = message.get("content")
    if isinstance(content, list):
        content = "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    text = content if isinstance(content, str) else ""
    calls = message.get("tool_calls") or []
    if isinstance(calls, list) and calls:
        call = calls[0]
        fn = call.get("function", {}) if isinstance(call, dict) else {}
        name = str(fn.get("name", ""))
        raw_args = fn.get("arguments", "{}")
        try:
            args = json.loads(raw_args) if isinstance(raw_args, str) else raw_args
        except json.JSONDecodeError as exc:
            raise InvalidAction(
                f"tool call {name!r} has arguments that are not JSON: {str(raw_args)[:200]}"
            ) from exc
        if not isinstance(args, dict):
            raise InvalidAction(f"tool call {name!r} arguments are not an object")
        if name in ("done", "finish", "stop"):
            return Action.done(str(args.get("reasoning", "")) or text.strip())
        if name not in ("computer", "") and "action" not in args and "type" not in args:
            # A function named after the action itself: {"name": "left_click", ...}.
            args = {"action": name, **args}
        return _action_from_object(args, text.strip())
    if not text.strip():
        raise InvalidAction("the answer has neither a tool call nor any text")
    first_error: InvalidAction | None = None
    for obj in _json_objects(text):
        try:
            return _action_from_object(obj)
        except InvalidAction as exc:
            first_error = first_error or exc
    if first_error is not None:
        raise InvalidAction(f"the JSON in the answer is not an action: {first_error}")
    raise InvalidAction(f"the answer holds no tool call and no JSON action: {text.strip()[:200]!r}")


class OpenAICompatibleBrain(ChatCompletionsClient):
    """Ask a chat model with images for each action (see the module docstring).

    Args:
        base_url: e.g. ``"http://127.0.0.1:8000/v1"`` (``/chat/completions`` is appended).
        model: the model name the server expects.
        api_key: sent as ``Authorization: Bearer``; None for servers that need none.
        use_tools: offer the ``computer`` tool (off for servers without tool support: the
            model then answers with a JSON action in text).
        max_image_side: frames with a longer side are downscaled before sending; the
            coordinates the model answers with are scaled back to screen pixels.
        history: how many earlier steps to recount in text.
        sleep: injectable for tests.
    """

    _label: ClassVar[str] = "model server"
    _log_label: ClassVar[str] = "brain"
    _log: ClassVar[logging.Logger] = log

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 120.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        use_tools: bool = True,
        image_format: str = "jpeg",
        max_image_side: int | None = 1600,
        max_tokens: int = 1024,
        temperature: float = 0.0,
        history: int = 8,
        system_prompt: str = SYSTEM_PROMPT,
        extra_headers: dict[str, str] | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        super().__init__(
            base_url,
            model,
            api_key,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
            image_format=image_format,
            max_image_side=max_image_side,
            max_tokens=max_tokens,
            temperature=temperature,
            extra_headers=extra_headers,
            sleep=sleep,
        )
        self.use_tools = use_tools
        self.history = max(0, int(history))
        self.system_prompt = system_prompt
        #: The raw message of the last answer, for error reports.
        self.last_message: dict[str, Any] | None = None

    # -- request -------------------------------------------------------------------------------
    def _image(self, frame: Frame) -> tuple[str, float]:
        """The frame as a data URL, and the factor screen px = image px x factor."""
        return self._encode(frame)

    def _prompt(self, obs: Observation, scale: float) -> str:
        w, h = obs.frame.size
        lines = [f"Task: {obs.task}", f"Step {obs.step_index + 1}."]
        lines.append(
            f"Screenshot size: {round(w / scale)}x{round(h / scale)} px"
            + (f" (url {obs.url})" if obs.url else "")
        )
        recent = obs.history[-self.history :] if self.history else ()
        if recent:
            lines.append("Your recent actions and what happened:")
            lines += [f"  {p.index + 1}. {p.action} -> {p.feedback}" for p in recent]
        if obs.feedback:
            lines.append(f"Feedback on your last action: {obs.feedback}")
        lines.append("What is the next action?")
        return "\n".join(lines)

    def payload(self, obs: Observation) -> tuple[dict[str, Any], float]:
        image_url, scale = self._image(obs.frame)
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": self.system_prompt},
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": self._prompt(obs, scale)},
                        {"type": "image_url", "image_url": {"url": image_url}},
                    ],
                },
            ],
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
        }
        if self.use_tools:
            body["tools"] = [COMPUTER_TOOL]
            body["tool_choice"] = "auto"
        return body, scale

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        raw = self._send(body)
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise InvalidAction(
                f"the model server answered with a body that is not JSON: {raw[:200]!r}"
            ) from exc
        if not isinstance(parsed, dict):
            raise InvalidAction("the model server's answer is not a JSON object")
        return parsed

    # -- decision ------------------------------------------------------------------------------
    def decide(self, observation: Observation) -> Action:
        body, scale = self.payload(observation)
        answer = self._post(body)
        try:
            message = answer["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            self.last_message = None
            raise InvalidAction(
                f"the model's answer has no choices[0].message: {json.dumps(answer)[:200]}"
            ) from None
        if not isinstance(message, dict):
            raise InvalidAction("choices[0].message is not an object")
        self.last_message = message
        action = parse_action_answer(message)
        if scale != 1.0:
            action = _scale(action, scale)
        return action

    def __repr__(self) -> str:
        return f"OpenAICompatibleBrain(base_url={self.base_url!r}, model={self.model!r})"


def _scale(action: Action, factor: float) -> Action:
    params = dict(action.params)
    for key in ("x", "y", "to_x", "to_y"):
        value = params.get(key)
        if isinstance(value, (int, float)):
            params[key] = round(value * factor)
    return Action(action.action_type, params, action.reasoning)
