"""Local stand-ins for model servers: the one fake Vigil's tests, examples and demo allow.

A stub is a real HTTP server on ``127.0.0.1`` (a free port, a background thread) that speaks
one model protocol well enough for that protocol's official SDK to parse its answers:

* :class:`AnthropicStub` — Anthropic Messages, ``POST /v1/messages``; actions come back as
  ``tool_use`` blocks of the ``computer`` tool.
* :class:`OpenAIResponsesStub` — OpenAI Responses, ``POST /v1/responses``; actions come back as
  ``computer_call`` items (with ``pending_safety_checks`` when asked), and every response has
  an id the next request can chain on with ``previous_response_id``.
* :class:`ChatCompletionsStub` — OpenAI chat completions, ``POST /v1/chat/completions``; actions
  come back as a ``computer`` function call (``dialect="tools"``) or as a JSON action in the
  message text (``dialect="text"``), the two dialects :class:`~vigil.OpenAICompatibleBrain`
  reads.

What it answers is a **script**: a list of answers used in order, or a callable that sees
each :class:`StubRequest` and returns the answer (so a stub can react to what the client
sent, e.g. take a fallback when Vigil's WARNING reached it). An answer is one of

* an :class:`~vigil.actions.Action` — rendered in the protocol's own action form, with the
  action's reasoning as the model's text;
* a ``str`` — the model only talks (no action; for the chat stub the text is the content, so
  a JSON action in text or plain garbage both work);
* a ``dict`` — either a complete protocol body (has ``content`` / ``output`` / ``choices``),
  sent as it is with ids and usage filled in, or one action in the protocol's native form
  (a computer-use tool input, a ``computer_call`` action, the ``computer`` function's
  arguments);
* a :class:`Turn` — an action plus extras (text, pending safety checks, token usage);
* a :class:`StubReply` — a raw HTTP reply, for faults: 429 with ``Retry-After``, 5xx, a body
  that is not JSON, a stall.

Faults can also be queued ahead of the script with :meth:`StubModelServer.fail_next`; they
are answered before the script is consulted, so a retried request never advances the script
twice. Every request is recorded in :attr:`StubModelServer.requests` (parsed body included).

Use as a context manager::

    with AnthropicStub([Action.click(10, 20, "Sign in"), "All done."]) as stub:
        brain = AnthropicComputerUseBrain("claude-x", base_url=stub.base_url, api_key="k")
        ...
        assert "WARNING" in stub.requests[-1].latest_text

:func:`task_policy` turns a demo task file into such a callable: it walks the task's script
and takes a step's fallback only when the newest turn of the request carries the WARNING.
``python -m vigil.stubs anthropic --task checkout_consent`` serves one from the command line.
"""

from __future__ import annotations

import itertools
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, ClassVar, Self

from vigil.actions import Action, ActionType, action_to_computer_call, action_to_tool_use
from vigil.errors import ConfigError

__all__ = [
    "Answer",
    "AnthropicStub",
    "ChatCompletionsStub",
    "OpenAIResponsesStub",
    "Script",
    "StubModelServer",
    "StubReply",
    "StubRequest",
    "Turn",
    "stub_for",
    "task_policy",
]

log = logging.getLogger(__name__)

#: Token usage every stub answer reports unless a :class:`Turn` says otherwise.
DEFAULT_USAGE = (1200, 40)


@dataclass(frozen=True, slots=True)
class StubReply:
    """A raw HTTP reply: what a misbehaving model server does.

    ``body`` is sent as JSON when it is a dict or list, as-is when it is ``str``/``bytes``.
    ``delay`` stalls that many seconds before answering (a client with a shorter timeout
    gives up and retries).
    """

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    #: Close the connection without answering (after ``delay``): a server that crashed or a
    #: proxy that cut the request off.
    drop: bool = False

    @classmethod
    def rate_limited(cls, retry_after: float = 0.05) -> StubReply:
        """429 with ``Retry-After`` (seconds; fractions are honoured by both SDKs)."""
        return cls(
            429,
            {"error": {"type": "rate_limit_error", "message": "slow down"}},
            {"Retry-After": f"{retry_after:g}"},
        )

    @classmethod
    def server_error(cls, status: int = 500, retry_after: float | None = 0.05) -> StubReply:
        """A 5xx; with ``retry_after`` (default) the SDK waits that long instead of backing off."""
        headers = {"Retry-After": f"{retry_after:g}"} if retry_after is not None else {}
        return cls(status, {"error": {"type": "api_error", "message": "stub failure"}}, headers)

    @classmethod
    def garbage(cls, text: str = "<html>this is not JSON</html>") -> StubReply:
        """200 with a body that is not JSON although it says it is."""
        return cls(200, text)

    @classmethod
    def disconnect(cls, after: float = 0.0) -> StubReply:
        """No answer at all: the socket is closed once the request is read (``after`` s)."""
        return cls(drop=True, delay=after)

    @classmethod
    def stall(cls, seconds: float, then: Any = None) -> StubReply:
        """Answer ``then`` (default: an empty JSON object) only after ``seconds``."""
        return cls(200, then if then is not None else {}, {}, seconds)


@dataclass(frozen=True, slots=True)
class Turn:
    """One model turn with extras the plain answer forms cannot carry.

    ``action``: an Action, a protocol-native action dict, or None (the model only talks).
    ``text``: the model's words (default: the action's reasoning).
    ``safety_checks``: OpenAI ``pending_safety_checks`` (``{"id", "code", "message"}``).
    ``usage``: ``(input_tokens, output_tokens)`` reported for this turn.
    ``actions``: extra actions in the same turn (several ``tool_use`` blocks, or a batched
    ``computer_call``).
    """

    action: Action | dict[str, Any] | None = None
    text: str | None = None
    safety_checks: tuple[dict[str, Any], ...] = ()
    usage: tuple[int, int] | None = None
    actions: tuple[Action | dict[str, Any], ...] = ()


Answer = Action | str | dict[str, Any] | Turn | StubReply


@dataclass(slots=True)
class StubRequest:
    """One request a stub received."""

    index: int
    method: str
    path: str
    headers: dict[str, str]
    raw: bytes
    body: Any
    protocol: str
    #: Milliseconds the stub spent on this request (read, script, render; stalls included),
    #: so a benchmark can tell the client's own time from the server's.
    handled_ms: float | None = None
    #: ``time.monotonic()`` when the request arrived (gaps show a client's retry delays).
    received_at: float = 0.0

    @property
    def text(self) -> str:
        """Every text string anywhere in the body, joined by newlines."""
        return "\n".join(_strings(self.body))

    @property
    def latest_text(self) -> str:
        """Text of the newest turn only: what the client is telling the model right now.

        Anthropic: the last message (a ``tool_result`` included); Responses: the ``input``
        (earlier turns live on the server behind ``previous_response_id``); chat: the last
        message.
        """
        body = self.body if isinstance(self.body, dict) else {}
        if self.protocol == "responses":
            return "\n".join(_strings(body.get("input")))
        messages = body.get("messages")
        if isinstance(messages, list) and messages:
            return "\n".join(_strings(messages[-1]))
        return ""

    @property
    def first_turn(self) -> bool:
        """True when the request opens a conversation (nothing earlier is carried or named)."""
        body = self.body if isinstance(self.body, dict) else {}
        if self.protocol == "responses":
            return not body.get("previous_response_id")
        messages = body.get("messages")
        if not isinstance(messages, list):
            return True
        if self.protocol == "anthropic":
            return len(messages) <= 1
        return "Feedback on your last action" not in self.latest_text

    @property
    def display_size(self) -> tuple[int, int] | None:
        """The display size the client declared for its computer tool, if it declared one."""
        body = self.body if isinstance(self.body, dict) else {}
        for tool in body.get("tools") or ():
            if not isinstance(tool, dict):
                continue
            w = tool.get("display_width_px", tool.get("display_width"))
            h = tool.get("display_height_px", tool.get("display_height"))
            if isinstance(w, int) and isinstance(h, int):
                return (w, h)
        return None

    def contains(self, needle: str) -> bool:
        return needle in self.text


Script = Sequence[Answer] | Callable[[StubRequest], Answer]


#: Keys whose values are protocol plumbing, not words anyone wrote.
_NOT_TEXT = frozenset(
    {
        "type",
        "id",
        "role",
        "model",
        "name",
        "media_type",
        "tool_use_id",
        "call_id",
        "detail",
        "previous_response_id",
        "data",
        "image_url",
        "url",
        "status",
        "toolset_name",
    }
)


def _strings(obj: Any) -> Iterable[str]:
    """Text values of a JSON tree: no ids, roles, block types or image payloads."""
    if isinstance(obj, str):
        if not obj.startswith("data:image/"):
            yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            if key in _NOT_TEXT:
                continue
            yield from _strings(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _strings(value)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False


class StubModelServer:
    """Base of the three protocol stubs: the server, the script, the record of requests.

    Args:
        script: answers in order, or a callable ``(StubRequest) -> answer``. A list that runs
            out answers every further request with 500 (the test asked for too little).
        model: the model name the answers carry.
        usage: ``(input_tokens, output_tokens)`` reported by default.
    """

    protocol: ClassVar[str] = ""
    route: ClassVar[str] = ""

    def __init__(
        self,
        script: Script = (),
        *,
        model: str = "stub-model",
        usage: tuple[int, int] = DEFAULT_USAGE,
        host: str = "127.0.0.1",
    ) -> None:
        self.model = model
        self.usage = usage
        self.host = host
        self.requests: list[StubRequest] = []
        self._policy: Callable[[StubRequest], Answer] | None = None
        self._answers: deque[Answer] = deque()
        if callable(script):
            self._policy = script
        else:
            self._answers.extend(script)
        self._faults: deque[StubReply] = deque()
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._closing = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------------
    def start(self) -> Self:
        if self._server is not None:
            return self
        self._closing.clear()
        self._server = _Server((self.host, 0), self._handler_class())
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"vigil-stub-{self.protocol}",
            daemon=True,
        )
        self._thread.start()
        log.debug("%s stub listening on %s", self.protocol, self.base_url)
        return self

    def close(self) -> None:
        if self._server is None:
            return
        self._closing.set()  # wakes stalled handlers
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._server is None:
            raise ConfigError("the stub is not running: call start() or use it in a with block")
        return int(self._server.server_address[1])

    @property
    def root_url(self) -> str:
        """``http://127.0.0.1:PORT`` without a path."""
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """What the protocol's SDK takes as ``base_url``."""
        return f"{self.root_url}/v1"

    # -- scripting ---------------------------------------------------------------------------
    def push(self, *answers: Answer) -> None:
        """Append answers to a list script."""
        with self._lock:
            self._answers.extend(answers)

    def fail_next(self, *replies: StubReply) -> None:
        """Answer the next requests with these raw replies before the script is consulted."""
        with self._lock:
            self._faults.extend(replies)

    @property
    def last(self) -> StubRequest:
        if not self.requests:
            raise IndexError("the stub has received no request yet")
        return self.requests[-1]

    def _next_reply(self, request: StubRequest) -> StubReply:
        with self._lock:
            if self._faults:
                return self._faults.popleft()
            if self._policy is None:
                if not self._answers:
                    return StubReply(
                        500, {"error": {"message": f"stub script exhausted at {request.index}"}}
                    )
                answer: Answer = self._answers.popleft()
            else:
                answer = self._policy(request)
        if isinstance(answer, StubReply):
            return answer
        return StubReply(200, self.render(answer, request))

    # -- protocol ----------------------------------------------------------------------------
    def render(self, answer: Answer, request: StubRequest) -> dict[str, Any]:
        """The protocol body for one scripted answer."""
        raise NotImplementedError

    def _usage(self, turn: Turn | None) -> tuple[int, int]:
        return turn.usage if turn is not None and turn.usage is not None else self.usage

    def _next_id(self) -> int:
        return next(self._ids)

    # -- HTTP --------------------------------------------------------------------------------
    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                started = time.perf_counter()
                length = int(self.headers.get("Content-Length", "0") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body: Any = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                with stub._lock:
                    request = StubRequest(
                        index=len(stub.requests),
                        method="POST",
                        path=self.path,
                        headers={k.lower(): v for k, v in self.headers.items()},
                        raw=raw,
                        body=body,
                        protocol=stub.protocol,
                        received_at=time.monotonic(),
                    )
                    stub.requests.append(request)
                if self.path.split("?")[0] != stub.route:
                    reply = StubReply(404, {"error": {"message": f"no route {self.path}"}})
                else:
                    try:
                        reply = stub._next_reply(request)
                    except Exception as exc:  # a broken policy must show up in the test
                        log.exception("stub policy failed")
                        reply = StubReply(500, {"error": {"message": f"stub policy: {exc}"}})
                if reply.delay > 0 and stub._closing.wait(reply.delay):
                    return
                request.handled_ms = (time.perf_counter() - started) * 1000.0
                if reply.drop:
                    self.close_connection = True  # the server closes the socket, unanswered
                    return
                self._send(reply)

            def _send(self, reply: StubReply) -> None:
                body = reply.body
                if isinstance(body, bytes):
                    data = body
                elif isinstance(body, str):
                    data = body.encode("utf-8")
                else:
                    data = json.dumps(body if body is not None else {}).encode("utf-8")
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in reply.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the client gave up (timeout) before the answer
                    pass

            def log_message(self, format: str, *args: Any) -> None:
                log.debug("stub %s: " + format, stub.protocol, *args)

        return Handler

    def __repr__(self) -> str:
        where = self.base_url if self._server is not None else "stopped"
        return f"{type(self).__name__}({where}, {len(self.requests)} requests)"


def _split(answer: Answer) -> tuple[Turn | None, list[Action | dict[str, Any]], str | None]:
    """(turn, actions, text) of a scripted answer that is not a raw reply."""
    if isinstance(answer, Turn):
        actions = [a for a in (answer.action, *answer.actions) if a is not None]
        text = answer.text
        if text is None and isinstance(answer.action, Action):
            text = answer.action.reasoning
        return answer, actions, text
    if isinstance(answer, Action):
        return None, [answer], answer.reasoning
    if isinstance(answer, str):
        return None, [], answer
    if isinstance(answer, dict):
        return None, [answer], None
    raise ConfigError(f"a stub answer cannot be {type(answer).__name__}")


class AnthropicStub(StubModelServer):
    """Anthropic Messages API (``POST /v1/messages``), answering with ``computer`` tool uses.

    An Action is rendered with :func:`~vigil.actions.action_to_tool_use` (``done`` becomes a
    text-only ``end_turn`` answer, as a model says it has finished). A dict without
    ``content`` is a tool input (``{"action": "scroll", ...}``); set ``"name"`` in it to emit
    a block of the ``computer_toolset_20260801`` form instead (``name`` = the member). When
    the request declares that toolset, every tool use is answered in its form.
    """

    protocol: ClassVar[str] = "anthropic"
    route: ClassVar[str] = "/v1/messages"

    @property
    def base_url(self) -> str:
        # The Anthropic SDK appends /v1/messages itself.
        return self.root_url

    def render(self, answer: Answer, request: StubRequest) -> dict[str, Any]:
        if isinstance(answer, dict) and "content" in answer:
            body = dict(answer)
            body.setdefault("id", f"msg_stub_{self._next_id()}")
            body.setdefault("type", "message")
            body.setdefault("role", "assistant")
            body.setdefault("model", self.model)
            body.setdefault("stop_reason", "tool_use")
            body.setdefault("stop_sequence", None)
            body.setdefault("usage", _anthropic_usage(self.usage))
            return body
        turn, actions, text = _split(answer)
        content: list[dict[str, Any]] = []
        if text:
            content.append({"type": "text", "text": text})
        for act in actions:
            if isinstance(act, Action) and act.action_type is ActionType.DONE:
                continue
            content.append(self._tool_use(act))
        tool = any(block["type"] == "tool_use" for block in content)
        if tool and _wants_toolset(request):
            content = [_as_member(block) for block in content]
        if not content:
            content.append({"type": "text", "text": "Done."})
        return {
            "id": f"msg_stub_{self._next_id()}",
            "type": "message",
            "role": "assistant",
            "model": self.model,
            "content": content,
            "stop_reason": "tool_use" if tool else "end_turn",
            "stop_sequence": None,
            "usage": _anthropic_usage(self._usage(turn)),
        }

    def _tool_use(self, act: Action | dict[str, Any]) -> dict[str, Any]:
        block_id = f"toolu_stub_{self._next_id()}"
        if isinstance(act, Action):
            inp = action_to_tool_use(act)["input"]
            return {"type": "tool_use", "id": block_id, "name": "computer", "input": inp}
        inp = dict(act)
        member = inp.pop("name", None)
        if member is not None:  # the toolset form: one tool name per action
            inp.pop("action", None)
            return {
                "type": "tool_use",
                "id": block_id,
                "name": str(member),
                "toolset_name": "computer",
                "input": inp,
            }
        return {"type": "tool_use", "id": block_id, "name": "computer", "input": inp}


def _wants_toolset(request: StubRequest) -> bool:
    """The client declared the computer toolset: answer in its one-tool-per-action form."""
    body = request.body if isinstance(request.body, dict) else {}
    return any(
        isinstance(t, dict) and str(t.get("type", "")).startswith("computer_toolset_")
        for t in body.get("tools") or ()
    )


def _as_member(block: dict[str, Any]) -> dict[str, Any]:
    if block.get("type") != "tool_use" or block.get("name") != "computer":
        return block
    inp = dict(block["input"])
    member = str(inp.pop("action", ""))
    return {**block, "name": member, "toolset_name": "computer", "input": inp}


def _anthropic_usage(usage: tuple[int, int]) -> dict[str, Any]:
    return {
        "input_tokens": usage[0],
        "output_tokens": usage[1],
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
    }


class OpenAIResponsesStub(StubModelServer):
    """OpenAI Responses API (``POST /v1/responses``), answering with ``computer_call`` items.

    Each answer gets a fresh ``resp_stub_N`` id; the request that chains on it names it in
    ``previous_response_id``. An Action is rendered with
    :func:`~vigil.actions.action_to_computer_call` (``done`` becomes a plain ``message``); a
    dict without ``output`` is a ``computer_call`` action. A :class:`Turn` with several
    actions yields one batched call (``actions``), as the GA computer tool does.
    """

    protocol: ClassVar[str] = "responses"
    route: ClassVar[str] = "/v1/responses"

    def render(self, answer: Answer, request: StubRequest) -> dict[str, Any]:
        n = self._next_id()
        if isinstance(answer, dict) and "output" in answer:
            body = dict(answer)
            body.setdefault("id", f"resp_stub_{n}")
            body.setdefault("object", "response")
            body.setdefault("created_at", 0)
            body.setdefault("status", "completed")
            body.setdefault("model", self.model)
            body.setdefault("usage", _openai_usage(self.usage, "responses"))
            return body
        turn, actions, text = _split(answer)
        calls = [
            action_to_computer_call(a) if isinstance(a, Action) else dict(a)
            for a in actions
            if not (isinstance(a, Action) and a.action_type is ActionType.DONE)
        ]
        output: list[dict[str, Any]] = []
        if calls:
            if text:
                output.append(
                    {
                        "type": "reasoning",
                        "id": f"rs_stub_{n}",
                        "summary": [{"type": "summary_text", "text": text}],
                    }
                )
            item: dict[str, Any] = {
                "type": "computer_call",
                "id": f"cu_stub_{n}",
                "call_id": f"call_stub_{n}",
                "status": "completed",
                "pending_safety_checks": list(turn.safety_checks) if turn else [],
            }
            if len(calls) == 1:
                item["action"] = calls[0]
            else:
                item["actions"] = calls
            output.append(item)
        else:
            output.append(
                {
                    "type": "message",
                    "id": f"msg_stub_{n}",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {"type": "output_text", "text": text or "Done.", "annotations": []}
                    ],
                }
            )
        body = request.body if isinstance(request.body, dict) else {}
        return {
            "id": f"resp_stub_{n}",
            "object": "response",
            "created_at": 0,
            "status": "completed",
            "model": self.model,
            "output": output,
            "previous_response_id": body.get("previous_response_id"),
            "parallel_tool_calls": False,
            "tool_choice": "auto",
            "tools": body.get("tools") or [],
            "usage": _openai_usage(self._usage(turn), "responses"),
        }


def _openai_usage(usage: tuple[int, int], api: str) -> dict[str, Any]:
    if api == "responses":
        return {
            "input_tokens": usage[0],
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": usage[1],
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": usage[0] + usage[1],
        }
    return {
        "prompt_tokens": usage[0],
        "completion_tokens": usage[1],
        "total_tokens": usage[0] + usage[1],
    }


class ChatCompletionsStub(StubModelServer):
    """OpenAI chat completions (``POST /v1/chat/completions``) in either answer dialect.

    ``dialect="tools"``: an Action becomes a ``computer`` function call whose arguments are
    the computer-use tool input plus ``reasoning``. ``dialect="text"``: the same object as
    JSON inside the message text, after a line of prose. A ``str`` answer is the message
    content as it is; a dict without ``choices`` is the function's arguments.
    """

    protocol: ClassVar[str] = "chat"
    route: ClassVar[str] = "/v1/chat/completions"

    def __init__(self, script: Script = (), *, dialect: str = "tools", **kw: Any) -> None:
        if dialect not in ("tools", "text"):
            raise ConfigError(f"dialect must be 'tools' or 'text', got {dialect!r}")
        super().__init__(script, **kw)
        self.dialect = dialect

    def render(self, answer: Answer, request: StubRequest) -> dict[str, Any]:
        n = self._next_id()
        if isinstance(answer, dict) and "choices" in answer:
            body = dict(answer)
            body.setdefault("id", f"chatcmpl-stub-{n}")
            body.setdefault("object", "chat.completion")
            body.setdefault("created", 0)
            body.setdefault("model", self.model)
            body.setdefault("usage", _openai_usage(self.usage, "chat"))
            return body
        turn, actions, text = _split(answer)
        message: dict[str, Any] = {"role": "assistant", "content": None}
        finish = "stop"
        if actions:
            args = [self._arguments(a) for a in actions]
            if self.dialect == "tools":
                message["content"] = text or None
                message["tool_calls"] = [
                    {
                        "id": f"call_stub_{n}_{i}",
                        "type": "function",
                        "function": {"name": "computer", "arguments": json.dumps(a)},
                    }
                    for i, a in enumerate(args)
                ]
                finish = "tool_calls"
            else:
                message["content"] = "Next action:\n```json\n" + json.dumps(args[0]) + "\n```"
        else:
            message["content"] = text or ""
        return {
            "id": f"chatcmpl-stub-{n}",
            "object": "chat.completion",
            "created": 0,
            "model": self.model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": _openai_usage(self._usage(turn), "chat"),
        }

    @staticmethod
    def _arguments(act: Action | dict[str, Any]) -> dict[str, Any]:
        if not isinstance(act, Action):
            return dict(act)
        if act.action_type is ActionType.DONE:
            return {"action": "done", "reasoning": act.reasoning}
        args = dict(action_to_tool_use(act)["input"])
        if act.reasoning:
            args["reasoning"] = act.reasoning
        return args


# -- scripted policies ---------------------------------------------------------------------------
def task_policy(
    task: Any, screen_size: tuple[int, int] | None = None
) -> Callable[[StubRequest], Answer]:
    """A stub script that plays a task file's steps as a model would.

    ``task`` is a :class:`~vigil.brains.scripted.ScriptedTask`, a task file path or a bundled
    demo task name. The policy walks the steps with a :class:`~vigil.ScriptedBrain`, told only
    what the request's newest turn says: a step's fallback is taken when that text carries
    Vigil's WARNING (or a loop nudge), so the fallback happens *because* the feedback reached
    the model. A request that opens a new conversation starts the script over. Coordinates
    are mapped from the screen (``screen_size``, default the task's viewport) to the display
    size the client declared for its computer tool.
    """
    import numpy as np

    from vigil.brains.base import Observation
    from vigil.brains.scripted import ScriptedTask, load_task_file
    from vigil.frames import Frame

    if not isinstance(task, ScriptedTask):
        from pathlib import Path

        path = Path(str(task))
        if not path.is_file():
            from vigil.demo import tasks_dir

            path = tasks_dir() / f"{str(task).removesuffix('.json')}.json"
        task = load_task_file(path)
    brain = task.brain()
    screen = screen_size or task.viewport
    blank = Frame(np.zeros((2, 2, 3), np.uint8))
    turns = itertools.count()

    def policy(request: StubRequest) -> Answer:
        if request.first_turn:
            brain.reset()
        obs = Observation(
            frame=blank,
            task=task.goal,
            step_index=0 if request.first_turn else next(turns) + 1,
            feedback="" if request.first_turn else request.latest_text,
        )
        action = brain.decide(obs)
        display = request.display_size
        if screen is not None and display is not None and display != screen:
            action = _rescale(action, display[0] / screen[0], display[1] / screen[1])
        return action

    return policy


def _rescale(action: Action, fx: float, fy: float) -> Action:
    params = dict(action.params)
    for key, f in (("x", fx), ("y", fy), ("to_x", fx), ("to_y", fy)):
        value = params.get(key)
        if isinstance(value, (int, float)):
            params[key] = round(value * f)
    return Action(action.action_type, params, action.reasoning)


STUB_CLASSES: dict[str, type[StubModelServer]] = {
    "anthropic": AnthropicStub,
    "openai-cua": OpenAIResponsesStub,
    "responses": OpenAIResponsesStub,
    "chat": ChatCompletionsStub,
}


def stub_for(protocol: str, script: Script = (), **kw: Any) -> StubModelServer:
    """A stub (not yet started) by protocol name: ``anthropic``, ``openai-cua`` / ``responses``,
    ``chat``."""
    try:
        cls = STUB_CLASSES[protocol]
    except KeyError:
        raise ConfigError(
            f"unknown stub protocol {protocol!r}; expected one of {', '.join(STUB_CLASSES)}"
        ) from None
    return cls(script, **kw)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m vigil.stubs PROTOCOL --task NAME [--port-file F]``: serve until interrupted."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(prog="python -m vigil.stubs", description=main.__doc__)
    parser.add_argument("protocol", choices=sorted(STUB_CLASSES))
    parser.add_argument("--task", default="checkout_consent", help="task file or demo task name")
    parser.add_argument("--model", default="stub-model")
    args = parser.parse_args(argv)
    stub = stub_for(args.protocol, task_policy(args.task), model=args.model)
    with stub:
        sys.stdout.write(f"{args.protocol} stub for {args.task}: base_url {stub.base_url}\n")
        sys.stdout.flush()
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
