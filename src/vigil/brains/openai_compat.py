"""A brain behind any OpenAI-compatible chat-completions server (hosted or local).

Each decision is one ``chat.completions.create`` through the ``openai`` SDK (extra
``vigil[openai]``) against ``base_url`` — OpenAI itself, or any local or hosted server that
speaks the protocol (vLLM, llama.cpp, Ollama, LM Studio): a system prompt that explains
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

* the server is unreachable, refuses, or keeps failing (the SDK retries 408/409/429/5xx,
  timeouts and dropped connections with backoff, honouring ``Retry-After``) →
  :class:`~vigil.errors.BackendError`: the run cannot go on and ends with
  ``termination_reason="error"``;
* the server answered but the answer is not an action → :class:`~vigil.errors.InvalidAction`
  naming what was wrong: the runner records an error step and tells the model on the next
  turn, so one garbled answer does not end a run (see ``docs/runner.md``).

Configuration arrives as constructor arguments; only the CLI reads ``VIGIL_BRAIN_*`` and
``OPENAI_*``. Each decision leaves ``last_usage`` (tokens) and ``last_latency_ms`` behind
for the runner's trajectory.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from typing import Any

from vigil._chat import EncodedImage, Timer, encode_frame, fit_within, openai_client, sdk_failure
from vigil.actions import (
    Action,
    action_from_computer_call,
    action_from_tool_use,
    scale_action,
)
from vigil.brains.base import ClientOwner, Observation
from vigil.errors import BackendError, ConfigError, InvalidAction

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
        fn = call.get("function") if isinstance(call, dict) else None
        if not isinstance(fn, dict):
            raise InvalidAction(f"the tool call has no 'function' object: {str(call)[:200]}")
        name = str(fn.get("name") or "")
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
        refusal = message.get("refusal")
        if isinstance(refusal, str) and refusal.strip():
            # As the Anthropic brain does: a model that refuses will not be talked round by
            # an error step; the run ends with its words.
            raise BackendError(f"the model refused to continue: {refusal.strip()[:300]}")
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


class OpenAICompatibleBrain(ClientOwner):
    """Ask a chat model with images for each action (see the module docstring).

    Args:
        base_url: e.g. ``"http://127.0.0.1:8000/v1"``; None for OpenAI itself (the SDK then
            reads ``OPENAI_BASE_URL``).
        model: the model name the server expects.
        api_key: the key; None lets the SDK read ``OPENAI_API_KEY``, and for a ``base_url``
            server that needs no key a placeholder is sent.
        timeout: seconds per HTTP attempt; max_retries: the SDK's retries after the first.
        use_tools: offer the ``computer`` tool (off for servers without tool support: the
            model then answers with a JSON action in text).
        max_image_side: frames with a longer side are downscaled before sending; the
            coordinates the model answers with are scaled back to screen pixels.
        history: how many earlier steps to recount in text.
        client: an ``openai.OpenAI`` to use instead of building one.
    """

    def __init__(
        self,
        base_url: str | None,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 120.0,
        max_retries: int = 3,
        use_tools: bool = True,
        image_format: str = "jpeg",
        max_image_side: int | None = 1600,
        max_tokens: int = 1024,
        temperature: float = 0.0,
        history: int = 8,
        system_prompt: str = SYSTEM_PROMPT,
        extra_headers: dict[str, str] | None = None,
        client: Any = None,
    ) -> None:
        if not model:
            raise ConfigError("model is required")
        if image_format not in ("png", "jpeg"):
            raise ConfigError(f"image_format must be 'png' or 'jpeg', got {image_format!r}")
        self.model = model
        self.image_format = image_format
        self.max_image_side = max_image_side
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.use_tools = use_tools
        self.history = max(0, int(history))
        self.system_prompt = system_prompt
        self.client = client or openai_client(
            api_key=api_key,
            base_url=base_url.rstrip("/") if base_url else None,
            timeout=timeout,
            max_retries=max_retries,
            extra_headers=extra_headers,
            key_optional=True,
        )
        self.base_url = str(self.client.base_url).rstrip("/")
        #: The raw message of the last answer, for error reports.
        self.last_message: dict[str, Any] | None = None
        #: HTTP attempts the last decision took (1 when the first succeeded).
        self.last_attempts = 0
        #: Tokens of the last decision: input_tokens, output_tokens, total (None: not reported).
        self.last_usage: dict[str, int] | None = None
        #: Wall time of the last model call in ms, retries included.
        self.last_latency_ms: float | None = None

    # -- request -------------------------------------------------------------------------------
    def _image(self, obs: Observation) -> tuple[EncodedImage, tuple[float, float]]:
        """The screenshot as sent (the screen's size, fit within ``max_image_side``), and the
        factors screen px = image px x factor. A frame larger than the screen (a device pixel
        ratio above 1) is shown at the screen's size, so answers come back in screen pixels."""
        screen = obs.screen_size or obs.frame.size
        image = encode_frame(obs.frame, fit_within(screen, self.max_image_side), self.image_format)
        return image, (screen[0] / image.size[0], screen[1] / image.size[1])

    def _prompt(self, obs: Observation, image_size: tuple[int, int]) -> str:
        w, h = image_size
        lines = [f"Task: {obs.task}", f"Step {obs.step_index + 1}."]
        lines.append(f"Screenshot size: {w}x{h} px" + (f" (url {obs.url})" if obs.url else ""))
        recent = obs.history[-self.history :] if self.history else ()
        if recent:
            lines.append("Your recent actions and what happened:")
            lines += [f"  {p.index + 1}. {p.action} -> {p.feedback}" for p in recent]
        if obs.feedback:
            lines.append(f"Feedback on your last action: {obs.feedback}")
        lines.append("What is the next action?")
        return "\n".join(lines)

    def payload(self, obs: Observation) -> tuple[dict[str, Any], tuple[float, float]]:
        """The keyword arguments of ``chat.completions.create``, and the coordinate factors."""
        image, scale = self._image(obs)
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": self.system_prompt},
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": self._prompt(obs, image.size)},
                        {"type": "image_url", "image_url": {"url": image.data_url}},
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
        """One chat completion through the SDK, as a plain dict (retries are the SDK's)."""
        timer = Timer()
        self.last_attempts = 0
        try:
            raw = self.client.chat.completions.with_raw_response.create(**body)
            self.last_attempts = int(getattr(raw, "retries_taken", 0)) + 1
            completion = raw.parse()
        except Exception as exc:
            self.last_latency_ms = timer.ms
            raise sdk_failure(exc, "model server", self.base_url) from exc
        self.last_latency_ms = timer.ms
        if isinstance(completion, str) or not hasattr(completion, "model_dump"):
            raise InvalidAction(
                f"the model server answered with a body that is not JSON: {str(completion)[:200]!r}"
            )
        answer: dict[str, Any] = completion.model_dump(mode="json")
        self.last_usage = _chat_usage(answer.get("usage"))
        return answer

    # -- decision ------------------------------------------------------------------------------
    def reset(self) -> None:
        """Nothing carries over between runs: every request is self-contained."""
        self.last_message = None

    def decide(self, observation: Observation) -> Action:
        self.last_usage = None
        self.last_latency_ms = None
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
        try:
            action = parse_action_answer(message)
        except InvalidAction as exc:
            if answer["choices"][0].get("finish_reason") == "length":
                raise InvalidAction(
                    f"the answer was cut off at max_tokens={self.max_tokens}: {exc}"
                ) from exc
            raise
        if scale != (1.0, 1.0):
            action = scale_action(action, *scale)
        return action

    def __repr__(self) -> str:
        return f"OpenAICompatibleBrain(base_url={self.base_url!r}, model={self.model!r})"


def _chat_usage(usage: Any) -> dict[str, int] | None:
    if not isinstance(usage, dict):
        return None
    inp = int(usage.get("prompt_tokens") or 0)
    out = int(usage.get("completion_tokens") or 0)
    return {
        "input_tokens": inp,
        "output_tokens": out,
        "total": int(usage.get("total_tokens") or inp + out),
    }
