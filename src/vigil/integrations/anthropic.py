"""Vigil in an Anthropic computer-use loop.

The loop people run (Anthropic's reference ``sampling_loop`` and its many copies) sends the
model's ``tool_use`` blocks to a computer-tool executor, gets back a ``ToolResult(output,
error, base64_image, system)`` and turns it into a ``tool_result`` block. Two details decide
where Vigil's words must go: an ``error`` drops the image from the block, and ``system``
text is only prepended to a non-empty ``output`` (or ``error``) — alone it is lost. So the
feedback is appended to ``output``, or to ``error`` when the step failed, never only to
``system``.

:class:`VigilComputerTool` wraps any executor (an async callable taking the tool input as
keyword arguments, as the reference's ``ToolCollection`` calls it) and is a drop-in for it:

1. before a step the Monitor will verify (:meth:`~vigil.monitor.Monitor.will_check`: a
   high-risk click, Enter) it points at the target and captures a hover-aware ``pre``;
2. it runs the executor;
3. the ``post`` is the result's screenshot, or one of its own when there is none (the
   per-action toolset form returns none after an action);
4. it hands both to the session's Monitor and appends the feedback.

A step the tool refused or that failed (it raised a ``ToolError``, or its result carries an
``error``) is not checked at all: its result reaches the model unchanged. Vigil cannot know
whether such a step acted, and a verdict on it ("clicked at … (no visible change)") would
tell the model that a refused action happened. Vigil's own extra captures never cost the
loop its step either: a hover ``pre`` that fails (a coordinate off the screen) only means
the step runs without one.

Whether a click is high-risk depends on the model's stated intent: call
:meth:`VigilComputerTool.note_assistant` with the assistant turn before running its tools
(or pass ``reasoning=`` to :meth:`VigilComputerTool.run`).

:class:`ChromiumComputerTool` is a computer tool on a headless Chromium page (no X server),
speaking the same protocol with Anthropic's screen scaling (XGA / WXGA / FWXGA).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import math
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from vigil.actions import Action, ActionType, action_from_tool_use
from vigil.config import RunConfig
from vigil.errors import EnvironmentFailure, InvalidAction, InvalidFrame
from vigil.frames import Frame, as_frame
from vigil.integrations._common import (
    ChromiumScreen,
    Shot,
    feedback_for,
    media_type,
    prepare_quietly,
    scaled_size,
)
from vigil.monitor import Monitor, StepVerdict

__all__ = [
    "ChromiumComputerTool",
    "ToolResult",
    "VigilComputerTool",
    "action_of",
    "scaled_size",
    "tool_result_block",
]

log = logging.getLogger(__name__)

#: Actions that only look: their screenshot is an observation, not a step to verify.
LOOK_ACTIONS = frozenset({"screenshot", "zoom", "cursor_position"})

#: The per-action toolset's tool definition type (one entry declares every member).
TOOLSET_TYPE = "computer_toolset_20260801"


@dataclass(kw_only=True, frozen=True)
class ToolResult:
    """The result shape of Anthropic's reference tools (any object with these four
    attributes works with :class:`VigilComputerTool`)."""

    output: str | None = None
    error: str | None = None
    base64_image: str | None = None
    system: str | None = None

    def __bool__(self) -> bool:
        return any((self.output, self.error, self.base64_image, self.system))

    def replace(self, **changes: Any) -> ToolResult:
        return dataclasses.replace(self, **changes)


Executor = Callable[..., Awaitable[Any]]


def action_of(tool_input: Mapping[str, Any], reasoning: str = "") -> Action:
    """The Vigil action for a computer tool input (``action`` names the gesture).

    Gestures Vigil has no type for (mouse down/up, holding a key) become a pointer-less MOVE
    or a KEY_PRESS so the loop detector still hears of them.
    """
    inp = dict(tool_input)
    name = inp.get("action")
    if name in ("left_mouse_down", "left_mouse_up"):
        return Action(ActionType.MOVE, {"button": name}, reasoning)
    return action_from_tool_use(inp, reasoning)


def _text_of_blocks(content: Iterable[Any]) -> str:
    """The words of an assistant turn (text and thinking blocks, SDK objects or dicts)."""
    parts: list[str] = []
    for block in content:
        get = block.get if isinstance(block, Mapping) else lambda k, b=block: getattr(b, k, None)
        field = {"text": "text", "thinking": "thinking"}.get(str(get("type")))
        value = get(field) if field else None
        if isinstance(value, str):
            parts.append(value)
    return " ".join(p.strip() for p in parts if p and p.strip())


class VigilComputerTool:
    """A computer-tool executor with the session's Monitor in it (see the module docstring).

    Args:
        executor: the tool to wrap: ``await executor(action=..., coordinate=..., ...)``
            returns a ToolResult-like object. It may also offer ``capture()`` and
            ``hover(x, y)`` coroutines returning a frame (as :class:`ChromiumComputerTool`
            does); otherwise Vigil uses the tool's own ``screenshot`` / ``mouse_move``.
        monitor: the session's Monitor (one per agent run).
        always_feedback: append the feedback line to every acted step, not only when there
            is a warning or a loop nudge (the model's transcript is untouched by default on
            steps Vigil has nothing to say about).
        settle_polls: when Vigil takes its own ``post`` (no screenshot in the result), poll
            up to this many screenshots until two agree (a page still reacting).
    """

    def __init__(
        self,
        executor: Executor,
        monitor: Monitor,
        *,
        always_feedback: bool = False,
        settle_polls: int = 4,
    ) -> None:
        self.executor = executor
        self.monitor = monitor
        self.always_feedback = always_feedback
        self.settle_polls = max(1, settle_polls)
        self.reasoning = ""
        self.verdicts: list[StepVerdict] = []
        self.extra_captures = 0
        self.timings: list[dict[str, float]] = []
        self._last: Frame | None = None

    # -- what the reference ToolCollection expects of a tool -------------------------------
    @property
    def name(self) -> str:
        return str(getattr(self.executor, "name", "computer"))

    def to_params(self) -> Any:
        return self.executor.to_params()  # type: ignore[attr-defined]

    async def __call__(self, **tool_input: Any) -> Any:
        return await self.run(tool_input)

    # -- the model's intent ----------------------------------------------------------------
    def note_assistant(self, content: Any) -> str:
        """Take the assistant turn's text (and thinking) as the reasoning of its tool calls.

        ``content`` is the message's content list (SDK blocks or dicts) or a message with
        ``content``. Returns the text kept.
        """
        blocks = getattr(content, "content", None)
        if blocks is None and isinstance(content, Mapping):
            blocks = content.get("content")
        if blocks is None:
            blocks = content
        self.reasoning = content if isinstance(content, str) else _text_of_blocks(blocks)
        return self.reasoning

    @property
    def last_verdict(self) -> StepVerdict | None:
        return self.verdicts[-1] if self.verdicts else None

    @property
    def stop_requested(self) -> bool:
        """True once the Monitor's hard loop window fired: the loop should end the run."""
        return any(v.stop for v in self.verdicts)

    # -- one tool call -----------------------------------------------------------------------
    async def run(
        self,
        tool_input: Mapping[str, Any],
        *,
        name: str | None = None,
        reasoning: str | None = None,
    ) -> Any:
        """Run one tool call through the Monitor.

        ``name`` is the ``tool_use`` block's name: ``"computer"`` (or None) for the classic
        tool whose input names the ``action``; any other name is the per-action toolset form
        (``name="left_click"``, no ``action`` in the input).
        """
        inp = dict(tool_input)
        if name and name != "computer" and "action" not in inp:
            inp["action"] = name
        gesture = inp.get("action")
        if not isinstance(gesture, str):
            return await self.executor(**inp)
        if gesture in LOOK_ACTIONS:
            result = await self._execute(inp)
            frame = self._frame_of(result) if gesture == "screenshot" else None
            if frame is not None:
                self._last = self.monitor.observe(frame)
            return result
        try:
            action = action_of(inp, self.reasoning if reasoning is None else reasoning)
        except InvalidAction:
            # The tool's own validation answers the model; a gesture Vigil cannot place (a
            # click with no coordinate, at the pointer) may still act: the screen it left
            # (None when the result shows none) starts the next step, not the one before it.
            result = await self._execute(inp)
            if not getattr(result, "error", None):
                self._last = self._frame_of(result)
            return result
        t_start = time.perf_counter()
        timing: dict[str, float] = {}
        pre, hovered = await self._pre(action, timing)
        t_exec = time.perf_counter()
        result = await self._execute_preparing(inp, pre)
        timing["tool_ms"] = (time.perf_counter() - t_exec) * 1000.0
        if getattr(result, "error", None):
            self._failed(result, pre)
            return result
        try:
            post = await self._post(result, timing)
        except Exception as exc:
            # The step happened: its result reaches the model exactly as the tool made it
            # (an API that cannot read the image says so there), with no verdict on it.
            log.warning("vigil: no screen after the step, not checked: %s", exc)
            self._last = None
            return result
        t_check, c_check = time.perf_counter(), time.process_time()
        verdict = self.monitor.check(action, pre, post, hover_aware=hovered)
        self._last = post if post is not None else self._last
        self.verdicts.append(verdict)
        out = self._attach(result, verdict)
        timing["check_ms"] = (time.perf_counter() - t_check) * 1000.0
        # CPU time of the check: on a shared machine wall time mostly measures the queue.
        timing["check_cpu_ms"] = (time.process_time() - c_check) * 1000.0
        timing["total_ms"] = (time.perf_counter() - t_start) * 1000.0
        self.timings.append(timing)
        return out

    def _failed(self, result: Any, pre: Frame | None) -> None:
        """After a step the tool refused or that failed: no verdict, no feedback, nothing for
        the loop detector (whether it acted is unknown). The screen it left, when the result
        shows one, is the next step's starting frame; else the ``pre`` just captured is."""
        frame = self._frame_of(result)
        if frame is None:
            frame = pre
        if frame is not None:
            self._last = frame

    def _frame_of(self, result: Any) -> Frame | None:
        """The decoded screenshot of a tool result; None when it has none, or when it is not
        an image (Vigil only looks at it: the loop gets the result as the tool made it)."""
        image = getattr(result, "base64_image", None)
        if not image:
            return None
        own = getattr(self.executor, "frame_for", None)
        frame = own(image) if callable(own) else None
        if frame is not None:
            return frame
        try:
            return as_frame(image)
        except InvalidFrame as exc:
            log.warning("vigil: the tool's screenshot is not an image: %s", exc)
            return None

    async def _execute(self, inp: Mapping[str, Any]) -> Any:
        """The executor's result; a raised ToolError-like exception becomes the error result
        the reference ToolCollection would have made of it (the wrapper must hand the loop
        a result where the bare tool's collection would)."""
        try:
            return await self.executor(**inp)
        except Exception as exc:
            message = getattr(exc, "message", None)
            if not isinstance(message, str):
                raise
            return ToolResult(error=message)

    async def _execute_preparing(self, inp: Mapping[str, Any], pre: Frame | None) -> Any:
        """The action, with the Monitor's ``pre``-only work done while it runs (the executor
        awaits the browser meanwhile), so the check after it has less left to do."""
        task = asyncio.ensure_future(self._execute(inp))
        if pre is not None:
            await asyncio.sleep(0)  # the action starts first
            if not task.done():
                prepare_quietly(self.monitor, pre)
        return await task

    async def _pre(self, action: Action, timing: dict[str, float]) -> tuple[Frame | None, bool]:
        """A hover-aware ``pre`` for a step the Monitor will verify; the last frame otherwise."""
        if not self.monitor.will_check(action):
            return self._last, False
        t = time.perf_counter()
        self.extra_captures += 1
        pt = action.point
        try:
            if pt is not None:
                frame, hovered = await self._hover(pt)
            else:
                frame, hovered = await self._capture(), False
        except Exception as exc:
            # Vigil's own capture: the step still runs, and the tool answers for it (a
            # coordinate off the screen is the tool's error result, not an exception).
            log.debug("vigil pre capture failed, step runs without it: %s", exc)
            frame, hovered = None, False
        timing["pre_ms"] = (time.perf_counter() - t) * 1000.0
        if frame is None:
            return self._last, False
        return frame, hovered

    async def _post(self, result: Any, timing: dict[str, float]) -> Frame | None:
        image = getattr(result, "base64_image", None)
        if image:
            t = time.perf_counter()
            own = getattr(self.executor, "frame_for", None)
            frame = own(image) if callable(own) else None
            post = frame if frame is not None else as_frame(image)
            timing["decode_ms"] = (time.perf_counter() - t) * 1000.0
            return post
        t = time.perf_counter()
        self.extra_captures += 1
        post = await self._settled_capture()
        timing["post_capture_ms"] = (time.perf_counter() - t) * 1000.0
        return post

    async def _capture(self) -> Frame | None:
        capture = getattr(self.executor, "capture", None)
        if callable(capture):
            return as_frame(await capture())
        result = await self._execute({"action": "screenshot"})
        image = getattr(result, "base64_image", None)
        return as_frame(image) if image else None

    async def _hover(self, point: tuple[float, float]) -> tuple[Frame | None, bool]:
        """The screen with the pointer on ``point``, and whether the pointer got there (a
        tool that refused the move leaves a plain capture: not hover-aware)."""
        hover = getattr(self.executor, "hover", None)
        if callable(hover):
            return as_frame(await hover(*point)), True
        coordinate = [round(point[0]), round(point[1])]
        result = await self._execute({"action": "mouse_move", "coordinate": coordinate})
        if getattr(result, "error", None):
            return await self._capture(), False
        image = getattr(result, "base64_image", None)
        return (as_frame(image) if image else await self._capture()), True

    async def _settled_capture(self) -> Frame | None:
        """Vigil's own ``post``: screenshots until two agree (at most ``settle_polls``)."""
        capture = getattr(self.executor, "capture_settled", None)
        if callable(capture):
            return as_frame(await capture())
        prev = await self._capture()
        for _ in range(self.settle_polls - 1):
            if prev is None:
                return None
            await asyncio.sleep(self.monitor.config.settle_interval_s)
            frame = await self._capture()
            if frame is None or not self.monitor.changed(prev, frame):
                return frame or prev
            prev = frame
        return prev

    def _attach(self, result: Any, verdict: StepVerdict) -> Any:
        """The result with the feedback appended to ``output``, where the model reads it
        (a result with an ``error`` never gets here: see :meth:`_failed`)."""
        text = feedback_for(verdict, always=self.always_feedback)
        if not text:
            return result
        output = getattr(result, "output", None)
        return _with(result, output=f"{output}\n{text}" if output else text)


def _with(result: Any, **changes: Any) -> Any:
    """``result`` with fields changed, whatever ToolResult-like class it is."""
    replace = getattr(result, "replace", None)
    if callable(replace):
        return replace(**changes)
    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        return dataclasses.replace(result, **changes)
    fields = {k: getattr(result, k, None) for k in ("output", "error", "base64_image", "system")}
    fields.update(changes)
    return ToolResult(**fields)


def tool_result_block(result: Any, tool_use_id: str) -> dict[str, Any]:
    """The ``tool_result`` content block for a ToolResult-like value.

    Mirrors what the reference loop sends (an error drops the image; ``system`` is prepended
    to the text), with the image's real media type instead of a hard-coded PNG.
    """
    system = getattr(result, "system", None)

    def with_system(text: str) -> str:
        return f"<system>{system}</system>\n{text}" if system else text

    error = getattr(result, "error", None)
    if error:
        return {
            "type": "tool_result",
            "tool_use_id": tool_use_id,
            "content": with_system(error),
            "is_error": True,
        }
    content: list[dict[str, Any]] = []
    output = getattr(result, "output", None)
    if output:
        content.append({"type": "text", "text": with_system(output)})
    image = getattr(result, "base64_image", None)
    if image:
        content.append(
            {
                "type": "image",
                "source": {"type": "base64", "media_type": media_type(image), "data": image},
            }
        )
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "content": content,
        "is_error": False,
    }


# -- a computer tool on Chromium ------------------------------------------------------------
class ChromiumComputerTool:
    """Anthropic's computer tool on a headless Chromium page.

    Speaks the ``computer`` tool's actions (screenshot, the clicks, mouse_move,
    left_click_drag, left_mouse_down/up, type, key in xdotool syntax, hold_key, wait,
    scroll, zoom, cursor_position) in the model's screen space: with ``scaling`` a page
    larger than XGA / WXGA / FWXGA is shown at that size and coordinates are mapped back.
    After an action it waits until the page is still and returns a screenshot, unless
    ``screenshot_after_actions`` is False (the per-action toolset form).

    Playwright's sync API cannot run inside an event loop, so the page lives on one worker
    thread and every call hops there. Use ``async with ChromiumComputerTool(...) as tool``
    or :meth:`start` / :meth:`close`.
    """

    name: Literal["computer"] = "computer"

    def __init__(
        self,
        viewport: tuple[int, int] = (1280, 800),
        *,
        api_type: str = "computer_20250124",
        scaling: bool = True,
        screenshot_after_actions: bool | None = None,
        config: RunConfig | None = None,
        screenshot_format: Literal["jpeg", "png"] = "jpeg",
        headless: bool = True,
        executable: str | None = None,
    ) -> None:
        self.api_type = api_type
        self.screenshot_after_actions = (
            api_type != TOOLSET_TYPE
            if screenshot_after_actions is None
            else screenshot_after_actions
        )
        self._screen_args: dict[str, Any] = {
            "scaling": scaling,
            "config": config,
            "screenshot_format": screenshot_format,
            "headless": headless,
            "executable": executable,
        }
        self.viewport = (int(viewport[0]), int(viewport[1]))
        self.display = scaled_size(*self.viewport) if scaling else self.viewport
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vigil-chromium")
        self._screen: ChromiumScreen | None = None
        self._frames: dict[str, Frame] = {}

    # -- lifecycle ---------------------------------------------------------------------------
    async def _in_thread(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    async def start(
        self, url: str | None = None, viewport: tuple[int, int] | None = None
    ) -> ToolResult:
        """Launch Chromium (first call) and open ``url`` in a fresh context (at a new
        ``viewport`` when given); returns the first screenshot."""

        def go() -> Shot:
            if self._screen is None:
                self._screen = ChromiumScreen(self.viewport, **self._screen_args)
            shot = self._screen.open(url, viewport)
            self.viewport, self.display = self._screen.viewport, self._screen.display
            return shot

        return self._result(await self._in_thread(go))

    async def close(self) -> None:
        if self._screen is not None:
            await self._in_thread(self._screen.close)
            self._screen = None
        self._pool.shutdown(wait=True)

    async def __aenter__(self) -> ChromiumComputerTool:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def screen(self) -> ChromiumScreen:
        if self._screen is None:
            raise EnvironmentFailure("the browser is not started: await tool.start(url) first")
        return self._screen

    def to_params(self) -> dict[str, Any]:
        """The tool definition for the request's ``tools`` list."""
        if self.api_type == TOOLSET_TYPE:
            return {"type": TOOLSET_TYPE}
        return {
            "type": self.api_type,
            "name": self.name,
            "display_width_px": self.display[0],
            "display_height_px": self.display[1],
        }

    async def page_call(self, fn: Callable[[Any], Any]) -> Any:
        """Run ``fn(page)`` on the browser thread (for tests and setup scripts)."""
        return await self._in_thread(lambda: fn(self.screen.page))

    # -- frames for the wrapper (no base64 round trip) --------------------------------------
    def _result(self, shot: Shot, output: str | None = None) -> ToolResult:
        self._frames = {shot.b64[:64] + shot.b64[-64:]: shot.frame}
        return ToolResult(output=output, base64_image=shot.b64)

    def frame_for(self, b64: str) -> Frame | None:
        """The already decoded frame of a screenshot this tool returned, if it is recent."""
        return self._frames.get(b64[:64] + b64[-64:])

    async def capture(self) -> Frame:
        shot: Shot = await self._in_thread(self.screen.shot)
        return shot.frame

    async def capture_settled(self) -> Frame:
        shot: Shot = await self._in_thread(self.screen.settled_shot)
        return shot.frame

    async def hover(self, x: float, y: float) -> Frame:
        shot: Shot = await self._in_thread(self.screen.hover_shot, x, y)
        return shot.frame

    # -- the protocol ------------------------------------------------------------------------
    async def __call__(self, **tool_input: Any) -> ToolResult:
        return await self.run(tool_input)

    async def run(self, tool_input: Mapping[str, Any], name: str | None = None) -> ToolResult:
        """One action; ``name`` is the tool name of the per-action toolset form."""
        inp = dict(tool_input)
        if name and name != "computer":
            inp.setdefault("action", name)
        try:
            return await self._in_thread(self._perform, inp)
        except (EnvironmentFailure, InvalidAction) as exc:
            if self._screen is not None:
                self._screen.disarm()
            return ToolResult(error=str(exc))

    def _perform(self, inp: dict[str, Any]) -> ToolResult:
        """On the browser thread: validate, act, then the screenshot the model gets."""
        screen = self.screen
        gesture = inp.get("action")
        if gesture == "screenshot":
            return self._result(screen.shot())
        if gesture == "zoom":
            return self._result(screen.zoom(inp.get("region")))
        if gesture == "cursor_position":
            x, y = screen.to_model(*(screen.pointer or (0.0, 0.0)))
            return ToolResult(output=f"X={x},Y={y}")
        self._act(screen, inp)
        if not self.screenshot_after_actions:
            return ToolResult(output="")
        return self._result(screen.settled_shot())

    def _act(self, screen: ChromiumScreen, inp: dict[str, Any]) -> None:
        gesture = str(inp.get("action"))
        if gesture in ("left_mouse_down", "left_mouse_up"):
            screen.mouse(gesture == "left_mouse_down")
            return
        if gesture in ("hold_key", "wait"):
            duration = inp.get("duration")
            if not isinstance(duration, (int, float)) or not 0 <= duration <= 100:
                raise EnvironmentFailure(f"{gesture} needs a duration in [0, 100] s")
            if gesture == "wait":
                screen.wait(float(duration))
            else:
                screen.hold(_required_text(inp, gesture), float(duration))
            return
        pointer_less = (
            gesture
            in (
                "left_click",
                "right_click",
                "middle_click",
                "double_click",
                "triple_click",
                "scroll",
            )
            and inp.get("coordinate") is None
        )
        if pointer_less:
            # The gesture happens where the pointer is: give it that coordinate.
            px, py = screen.pointer or (screen.viewport[0] / 2, screen.viewport[1] / 2)
            inp = {**inp, "coordinate": list(screen.to_model(px, py))}
        if gesture in ("key", "type"):
            _required_text(inp, gesture)
        action = action_from_tool_use({k: v for k, v in inp.items() if k != "key"})
        # Keys held during a pointer gesture: 'text' in the newer forms, 'key' in 20250124.
        held = action.params.get("hold_keys") or (inp.get("key") if gesture != "key" else None)
        repeat = _repeat(inp.get("repeat")) if gesture == "key" else 1
        action = _to_page(screen, action)
        for _ in range(repeat):
            screen.step(action, held=held if isinstance(held, str) else None)


def _repeat(value: Any) -> int:
    """A key's ``repeat`` count (absent: once); anything but a whole number in [1, 100] is
    the model's error, answered as an error result like every other bad input."""
    if value is None:
        return 1
    whole = isinstance(value, (int, float)) and math.isfinite(value) and value == int(value)
    if isinstance(value, bool) or not whole:
        raise EnvironmentFailure(f"repeat must be a whole number, got {value!r}")
    if not 1 <= value <= 100:
        raise EnvironmentFailure(f"repeat must be between 1 and 100, got {value!r}")
    return int(value)


def _required_text(inp: Mapping[str, Any], gesture: str) -> str:
    text = inp.get("text")
    if not isinstance(text, str) or not text:
        raise EnvironmentFailure(f"{gesture} needs 'text'")
    return text


def _to_page(screen: ChromiumScreen, action: Action) -> Action:
    """The action with its model-screen coordinates mapped (and checked) to the page."""
    params = dict(action.params)
    if "x" in params:
        params["x"], params["y"] = screen.check_point(params["x"], params["y"])
    if "to_x" in params:
        params["to_x"], params["to_y"] = screen.check_point(params["to_x"], params["to_y"])
    return Action(action.action_type, params, action.reasoning)
