"""A brain that is Claude with Anthropic's ``computer`` tool, through the ``anthropic`` SDK.

One conversation per run, as Anthropic's reference loop keeps it: the first user turn holds
the task and a screenshot; the model answers with ``tool_use`` blocks of the ``computer``
tool; every acted step is answered with a ``tool_result`` carrying the new screenshot **and
Vigil's feedback as text** — so the perceptual WARNING, loop nudges and done-gate rejections
reach the model inside the protocol, where it reads what its tools did.

The screen is shown at the size the model works best at: a display whose aspect ratio
matches XGA (1024x768), WXGA (1280x800) or FWXGA (1366x768) and is larger is scaled down to
it, any other large display is fit within 1568 px on the long side (the API's image limit);
the model's coordinates are scaled back to screen pixels before Vigil sees them. The
display size comes from the observation's ``screen_size`` (the frame's when absent).

Tool versions and the beta header each needs (``tool_version``):

==================  ===========================  ========================================
tool type           beta header                  what it adds
==================  ===========================  ========================================
computer_20251124   computer-use-2025-11-24      zoom (off here), the current default
computer_20250124   computer-use-2025-01-24      hold_key, triple_click, scroll, wait
computer_20241022   computer-use-2024-10-22      the first version (clicks, type, key)
==================  ===========================  ========================================

``computer_toolset_20260801`` (:data:`TOOLSET`) is the generally available form: no beta
header and no declared display (the model answers in the pixels of the screenshots it is
shown, which are scaled the same way), one ``tool_use`` name per action with
``toolset_name: "computer"``, echoed in each ``tool_result``. Members Vigil cannot act on
(zoom, raw mouse down/up, cursor position) are withheld through the toolset's ``configs``.

Several ``tool_use`` blocks in one answer are acted one per step; if a step's feedback says
it failed (a WARNING or loop nudge), the rest are not run and the model is told so in their
``tool_result`` blocks. An answer that ends without a tool use means the model considers the
task done (:attr:`ActionType.DONE`; the done gate may send it back with feedback).

**Paused turns.** ``stop_reason: "pause_turn"`` is not the end of an answer: the API stopped
a long-running turn (typically one busy with server-side tools) and expects the client to
send the paused assistant content back as it is, as the last message, and ask again so the
model can carry on. The brain does that, merging each continuation into the same assistant
turn (the API treats consecutive assistant turns as one anyway), at most
:data:`MAX_PAUSE_RESUMES` times per decision; the tool uses of the finished turn are then
acted as usual, and ``last_usage`` / ``last_latency_ms`` / ``last_attempts`` add up every
request the decision made. A turn still paused after that is an
:class:`~vigil.errors.InvalidAction` saying so, and the conversation is put back as it was
before the turn (a paused turn may hold a server tool use awaiting its result, which no
later user turn could follow), so the runner's next decision asks afresh; its limit on
unusable answers in a row keeps that from going on for ever.

Keys: the SDK reads ``ANTHROPIC_API_KEY`` / ``ANTHROPIC_BASE_URL`` unless ``api_key`` /
``base_url`` are given. Retries (429, 5xx, connection errors, honouring ``Retry-After``) and
timeouts are the SDK's. Errors follow :mod:`vigil._chat`: unreachable or refused →
BackendError; an unusable answer → InvalidAction (the runner records an error step and the
model hears about it in the next ``tool_result``).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass
from typing import Any

from vigil._chat import Timer, check_api_key, encode_frame, import_sdk, sdk_failure
from vigil.actions import Action, action_from_tool_use
from vigil.brains.base import ClientOwner, Observation
from vigil.errors import BackendError, ConfigError, InvalidAction

__all__ = [
    "BETA_HEADERS",
    "SCALING_TARGETS",
    "TOOLSET",
    "AnthropicComputerUseBrain",
    "model_display_size",
]

log = logging.getLogger(__name__)

#: The generally available computer toolset: one tool per action, no declared display.
TOOLSET = "computer_toolset_20260801"
#: Toolset members Vigil cannot act on, withheld from the model.
TOOLSET_DISABLED = ("zoom", "left_mouse_down", "left_mouse_up", "cursor_position")

#: The beta flag each computer tool version needs.
BETA_HEADERS: dict[str, str] = {
    "computer_20251124": "computer-use-2025-11-24",
    "computer_20250124": "computer-use-2025-01-24",
    "computer_20241022": "computer-use-2024-10-22",
}

#: Display sizes the models are trained on, tried in order by aspect ratio.
SCALING_TARGETS: dict[str, tuple[int, int]] = {
    "XGA": (1024, 768),  # 4:3
    "WXGA": (1280, 800),  # 16:10
    "FWXGA": (1366, 768),  # ~16:9
}
#: The longest image side the API takes without resizing it itself.
MAX_LONG_SIDE = 1568
#: Continuations of a paused turn (``stop_reason: "pause_turn"``) one decision may ask for.
MAX_PAUSE_RESUMES = 3

SYSTEM_PROMPT = (
    "You operate a computer through the `computer` tool, one action at a time, looking at "
    "the screenshots it returns. Each tool result also carries a line of feedback from "
    "Vigil, a verifier that watches the screen: it says what your last action changed. If "
    "that feedback contains a WARNING (your action had no visible effect) or says a loop was "
    "detected, the action did not work: do something different — dismiss whatever is in "
    "the way, use the keyboard, pick another target. When the task is complete, answer "
    "with a short summary and no tool call."
)


def model_display_size(screen: tuple[int, int]) -> tuple[int, int]:
    """The size the model should see a ``screen`` at (scaling only ever shrinks)."""
    w, h = screen
    ratio = w / h
    for target_w, target_h in SCALING_TARGETS.values():
        if abs(target_w / target_h - ratio) < 0.02 and target_w < w:
            return (target_w, target_h)
    if max(w, h) > MAX_LONG_SIDE:
        f = MAX_LONG_SIDE / max(w, h)
        return (max(1, round(w * f)), max(1, round(h * f)))
    return screen


@dataclass(slots=True)
class _Pending:
    """A ``tool_use`` the model asked for that still needs a ``tool_result``."""

    tool_use_id: str
    action: Action | None  # None: the block could not be turned into an action
    error: str = ""
    toolset_name: str | None = None  # echoed in the tool_result of a toolset member


class AnthropicComputerUseBrain(ClientOwner):
    """Claude driving the screen through the ``computer`` tool (see the module docstring).

    Args:
        model: the model name, e.g. ``"claude-sonnet-4-5"``.
        api_key, base_url: passed to ``anthropic.Anthropic``; None lets the SDK read
            ``ANTHROPIC_API_KEY`` / ``ANTHROPIC_BASE_URL``.
        tool_version: one of :data:`BETA_HEADERS`, or :data:`TOOLSET`.
        max_tokens: per answer.
        image_format: ``"jpeg"`` (cheap to encode, the default) or ``"png"``.
        keep_screenshots: screenshots kept in the conversation (older ones are replaced by a
            short text), so a long run does not resend every frame.
        scale_screenshots: show the model its preferred size (default) or the screen as is.
        timeout, max_retries: the SDK's per-attempt timeout and retry count.
        client: an ``anthropic.Anthropic`` to use instead of building one.
    """

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        tool_version: str = "computer_20251124",
        max_tokens: int = 1024,
        system_prompt: str = SYSTEM_PROMPT,
        image_format: str = "jpeg",
        keep_screenshots: int = 3,
        scale_screenshots: bool = True,
        timeout: float = 120.0,
        max_retries: int = 3,
        client: Any = None,
    ) -> None:
        if not model:
            raise ConfigError("model is required")
        if tool_version not in BETA_HEADERS and tool_version != TOOLSET:
            raise ConfigError(
                f"unknown computer tool version {tool_version!r}; "
                f"expected one of {', '.join([*BETA_HEADERS, TOOLSET])}"
            )
        self.model = model
        self.tool_version = tool_version
        self.max_tokens = max_tokens
        self.system_prompt = system_prompt
        self.image_format = image_format
        self.keep_screenshots = max(1, int(keep_screenshots))
        self.scale_screenshots = scale_screenshots
        self.client = (
            client if client is not None else _client(api_key, base_url, timeout, max_retries)
        )
        self.base_url = str(self.client.base_url).rstrip("/")
        #: The conversation so far (Anthropic message params), reset by :meth:`reset`.
        self.messages: list[dict[str, Any]] = []
        self._queue: deque[_Pending] = deque()
        self._acted: _Pending | None = None
        self._carried: list[dict[str, Any]] = []
        self._scale = (1.0, 1.0)
        self._display = (0, 0)
        #: Tokens of the last decision (None when it needed no model call).
        self.last_usage: dict[str, int] | None = None
        #: Wall time of the last model call in ms, the SDK's retries included.
        self.last_latency_ms: float | None = None
        #: HTTP attempts the last model call took.
        self.last_attempts = 0
        #: The last answer's content blocks, as sent back to the model.
        self.last_content: list[dict[str, Any]] = []
        #: Why the model stopped its last answer (``tool_use``, ``end_turn``, ...).
        self.last_stop_reason = ""
        #: Model calls made since the last reset.
        self.calls = 0

    # -- lifecycle -------------------------------------------------------------------------------
    def reset(self) -> None:
        """Start a new conversation (the runner calls this at the start of every run)."""
        self.messages = []
        self._queue.clear()
        self._acted = None
        self._carried = []
        self.calls = 0

    # -- the decision ----------------------------------------------------------------------------
    def decide(self, observation: Observation) -> Action:
        self.last_usage = None
        self.last_latency_ms = None
        if self._acted is not None and self._queue and not observation.wants_fallback:
            # The model asked for several actions at once and the last one worked: next.
            return self._take_next(observation)
        saved = (self._acted, list(self._queue), list(self._carried))
        mark = len(self.messages)
        self.messages.append(self._user_turn(observation))
        self._trim_screenshots()
        try:
            content = self._answer()
        except Exception:
            # Not delivered, or never finished: forget the turn (and any paused answer to
            # it), so the next decide answers the same tool uses.
            del self.messages[mark:]
            self._acted, queued, self._carried = saved
            self._queue = deque(queued)
            raise
        self._queue.extend(self._pending(content))
        if not self._queue:
            if self.last_stop_reason == "max_tokens":
                raise InvalidAction(f"the answer was cut off at max_tokens={self.max_tokens}")
            return Action.done(_text_of(content) or "the model ended its turn")
        return self._take_next(observation)

    def _take_next(self, observation: Observation) -> Action:
        pending = self._queue.popleft()
        if self._acted is not None:
            # A step in the middle of a batch: answer its tool_use now, with feedback only.
            self._carried.append(_tool_result(self._acted, observation.feedback))
        self._acted = pending
        if pending.action is None:
            raise InvalidAction(pending.error)
        return pending.action

    # -- building the turn -----------------------------------------------------------------------
    def _user_turn(self, obs: Observation) -> dict[str, Any]:
        screen = obs.screen_size or obs.frame.size
        display = model_display_size(screen) if self.scale_screenshots else screen
        self._scale = (screen[0] / display[0], screen[1] / display[1])
        # The frame may be larger than the screen (device pixel ratio): resize to the display.
        image = encode_frame(obs.frame, display, self.image_format)
        self._display = display
        image_block = {
            "type": "image",
            "source": {"type": "base64", "media_type": image.media_type, "data": image.data},
        }
        # tool_result blocks answered mid-batch go first, in the order of their tool uses.
        blocks: list[dict[str, Any]] = self._carried
        self._carried = []
        if self._acted is not None:
            blocks.append(_tool_result(self._acted, obs.feedback, image_block))
            self._acted = None
            note = "not run: an earlier action in the same turn did not work (see feedback)"
            while self._queue:
                blocks.append(_tool_result(self._queue.popleft(), note, error=True))
            return {"role": "user", "content": blocks}
        text = f"Task: {obs.task}" if not self.messages else ""
        if obs.feedback:
            text = (text + "\n" if text else "") + f"Vigil: {obs.feedback}"
        if obs.url:
            text += f"\n(url {obs.url})"
        if text.strip():
            blocks.append({"type": "text", "text": text.strip()})
        blocks.append(image_block)
        return {"role": "user", "content": blocks}

    def _tool(self) -> dict[str, Any]:
        if self.tool_version == TOOLSET:
            # The model sees the screenshots' size; members Vigil cannot act on are withheld.
            configs = {member: {"enabled": False} for member in TOOLSET_DISABLED}
            return {"type": TOOLSET, "configs": configs}
        w, h = self._display
        return {
            "type": self.tool_version,
            "name": "computer",
            "display_width_px": w,
            "display_height_px": h,
        }

    def _answer(self) -> list[dict[str, Any]]:
        """The model's whole answer to the conversation, paused turns resumed.

        Appends it to :attr:`messages` as one assistant turn. A paused turn goes back as the
        last message, unchanged, and what the next request returns is added to that turn.
        """
        content = self._call()
        self.messages.append({"role": "assistant", "content": content})
        usage, latency, attempts = self.last_usage, self.last_latency_ms or 0.0, self.last_attempts
        resumed = 0
        while self.last_stop_reason == "pause_turn":
            if resumed == MAX_PAUSE_RESUMES:
                raise InvalidAction(
                    f"the model paused its turn (stop_reason pause_turn) {resumed + 1} times "
                    f"without finishing it; gave up after {resumed} continuations"
                )
            resumed += 1
            log.info("the model paused its turn; continuing it (%d/%d)", resumed, MAX_PAUSE_RESUMES)
            content.extend(self._call())
            usage = _added(usage, self.last_usage)
            latency += self.last_latency_ms or 0.0
            attempts += self.last_attempts
        self.last_usage, self.last_latency_ms, self.last_attempts = usage, latency, attempts
        self.last_content = content
        return content

    def _call(self) -> list[dict[str, Any]]:
        """One request with the conversation as it stands; its content blocks as params."""
        timer = Timer()
        self.last_attempts = 0
        request: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": self.system_prompt,
            "messages": self.messages,
            "tools": [self._tool()],
        }
        try:
            if self.tool_version == TOOLSET:
                raw = self.client.messages.with_raw_response.create(**request)
            else:
                raw = self.client.beta.messages.with_raw_response.create(
                    **request, betas=[BETA_HEADERS[self.tool_version]]
                )
            self.last_attempts = int(getattr(raw, "retries_taken", 0)) + 1
            message = raw.parse()
        except Exception as exc:
            self.last_latency_ms = timer.ms
            raise sdk_failure(exc, "Anthropic API", self.base_url) from exc
        self.last_latency_ms = timer.ms
        self.calls += 1
        if not isinstance(getattr(message, "content", None), list):
            # A 200 in another protocol's shape parses leniently, with no content list.
            raise InvalidAction(f"the Anthropic answer has no content: {str(message)[:200]!r}")
        content = [_block_param(b) for b in message.content]
        self.last_content = content
        self.last_usage = _usage(getattr(message, "usage", None))
        self.last_stop_reason = str(getattr(message, "stop_reason", "") or "")
        if message.stop_reason == "refusal":
            raise BackendError(f"the model refused to continue: {_text_of(content)[:300]}")
        return content

    def _pending(self, content: list[dict[str, Any]]) -> list[_Pending]:
        reasoning = _text_of(content)
        out: list[_Pending] = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            toolset = block.get("toolset_name")
            try:
                action = action_from_tool_use(block, reasoning)
            except InvalidAction as exc:
                out.append(_Pending(str(block.get("id")), None, str(exc), toolset))
                continue
            out.append(_Pending(str(block.get("id")), self._to_screen(action), "", toolset))
        return out

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

    def _trim_screenshots(self) -> None:
        """Keep only the newest ``keep_screenshots`` images in the conversation."""
        seen = 0
        for message in reversed(self.messages):
            if message["role"] != "user":
                continue
            for holder in _image_holders(message["content"]):
                for i, block in enumerate(holder):
                    if block.get("type") != "image":
                        continue
                    seen += 1
                    if seen > self.keep_screenshots:
                        holder[i] = {"type": "text", "text": "[older screenshot omitted]"}

    def __repr__(self) -> str:
        return (
            f"AnthropicComputerUseBrain(model={self.model!r}, tool={self.tool_version!r}, "
            f"base_url={self.base_url!r})"
        )


def _client(api_key: str | None, base_url: str | None, timeout: float, retries: int) -> Any:
    """The SDK client, refused here when it has no usable key: the SDK itself accepts an
    empty ``ANTHROPIC_API_KEY`` and fails only at the first request, with a TypeError."""
    anthropic = import_sdk("anthropic", "anthropic")
    if api_key is not None and not api_key.strip():
        api_key = None  # an empty key is a missing one: the SDK then reads the environment
    client = anthropic.Anthropic(
        api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max(0, int(retries))
    )
    key = getattr(client, "api_key", None) or None
    token = getattr(client, "auth_token", None) or None
    if key is None and token is None:
        raise ConfigError("no Anthropic API key: set ANTHROPIC_API_KEY (or pass api_key=...)")
    check_api_key(key, "ANTHROPIC_API_KEY")
    check_api_key(token, "ANTHROPIC_AUTH_TOKEN")
    return client


def _tool_result(
    pending: _Pending,
    feedback: str,
    image: dict[str, Any] | None = None,
    *,
    error: bool = False,
) -> dict[str, Any]:
    """The ``tool_result`` for one acted (or skipped) tool use: screenshot, then Vigil's words."""
    content: list[dict[str, Any]] = []
    if image is not None:
        content.append(image)
    text = feedback or "done"
    if pending.action is None:
        text = f"ERROR: {pending.error}. " + text
        error = True
    content.append({"type": "text", "text": f"Vigil: {text}"})
    block: dict[str, Any] = {
        "type": "tool_result",
        "tool_use_id": pending.tool_use_id,
        "content": content,
    }
    if pending.toolset_name:
        block["toolset_name"] = pending.toolset_name
    if error:
        block["is_error"] = True
    return block


def _block_param(block: Any) -> dict[str, Any]:
    """An answer's content block in the form the API takes back in the next request."""
    kind = getattr(block, "type", None)
    if kind == "text":
        return {"type": "text", "text": block.text}
    if kind == "tool_use":
        out: dict[str, Any] = {
            "type": "tool_use",
            "id": block.id,
            "name": block.name,
            "input": dict(block.input or {}),
        }
        toolset = getattr(block, "toolset_name", None)
        if toolset:
            out["toolset_name"] = toolset
        return out
    if kind == "thinking":
        return {"type": "thinking", "thinking": block.thinking, "signature": block.signature}
    if kind == "redacted_thinking":
        return {"type": "redacted_thinking", "data": block.data}
    dumped: dict[str, Any] = block.model_dump(mode="json", exclude_none=True)
    return dumped


def _text_of(content: list[dict[str, Any]]) -> str:
    return " ".join(str(b.get("text", "")).strip() for b in content if b.get("type") == "text")


def _usage(usage: Any) -> dict[str, int] | None:
    if usage is None:
        return None
    inp = int(getattr(usage, "input_tokens", 0) or 0)
    inp += int(getattr(usage, "cache_creation_input_tokens", 0) or 0)
    inp += int(getattr(usage, "cache_read_input_tokens", 0) or 0)
    out = int(getattr(usage, "output_tokens", 0) or 0)
    return {"input_tokens": inp, "output_tokens": out, "total": inp + out}


def _added(a: dict[str, int] | None, b: dict[str, int] | None) -> dict[str, int] | None:
    """Token counts of two requests of one decision, together."""
    if a is None or b is None:
        return a or b
    return {key: a.get(key, 0) + b.get(key, 0) for key in a.keys() | b.keys()}


def _image_holders(content: Any) -> list[list[dict[str, Any]]]:
    """The block lists of a user turn that may hold images (the turn, its tool results)."""
    if not isinstance(content, list):
        return []
    holders = [content]
    for block in content:
        if block.get("type") == "tool_result" and isinstance(block.get("content"), list):
            holders.append(block["content"])
    return holders
