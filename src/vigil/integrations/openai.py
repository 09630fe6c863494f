"""Vigil in an OpenAI computer-use loop.

The loop people run (OpenAI's CUA sample app and its copies) calls a duck-typed
``Computer`` — ``click``, ``double_click``, ``scroll``, ``type``, ``wait``, ``move``,
``keypress``, ``drag``, ``screenshot``, ``get_current_url`` — once per action of a
``computer_call`` item, then takes a screenshot and sends it back as the
``computer_call_output``. That output carries only an image, so Vigil's words travel as a
user message item placed right after it.

:class:`VigilComputer` is a proxy for any such computer: inside each action it captures the
``pre`` (hover-aware: pointer on the target first, for a step the Monitor will verify), and
the loop's next ``screenshot()`` is the ``post``. The verdicts wait in the proxy until the
loop asks for :meth:`VigilComputer.feedback_items`. A batched call (``actions``) is several
action calls before one screenshot: each action closes the one before it with a capture of
its own only when that one is being verified.

The proxy never changes what the computer does, and its own captures never cost the loop a
step: a hover ``pre`` that fails only means the action runs without one. An action aimed
outside the computer's ``dimensions`` still goes to the computer (as it would without
Vigil) but is not checked — it targets nothing the model can see, and a verdict on it would
read as if it happened — and the model is told its coordinate is off the screen.

:func:`handle_computer_call` is the sample app's item handler with all of that done;
:class:`ChromiumComputer` is a ``Computer`` on a headless Chromium page.
"""

from __future__ import annotations

import inspect
import logging
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Literal

from vigil.actions import Action, action_from_computer_call
from vigil.config import RunConfig
from vigil.errors import InvalidAction, InvalidFrame
from vigil.frames import Frame, as_frame
from vigil.integrations._common import (
    ChromiumScreen,
    data_url,
    feedback_for,
    prepare_aside,
)
from vigil.monitor import Monitor, StepVerdict

__all__ = [
    "ChromiumComputer",
    "VigilComputer",
    "feedback_input_item",
    "handle_computer_call",
    "reasoning_of",
]

log = logging.getLogger(__name__)

_ACTION_METHODS = ("click", "double_click", "scroll", "type", "wait", "move", "keypress", "drag")


@dataclass(slots=True)
class _Pending:
    """An action done, waiting for the frame that shows its outcome."""

    action: Action
    pre: Frame | None
    hovered: bool
    checked: bool
    #: The Monitor's ``pre``-only work, started while the action runs.
    prepared: Future[None] | None = None


class VigilComputer:
    """A ``Computer`` with the session's Monitor in it (see the module docstring).

    Args:
        computer: the computer to drive (the sample app's protocol; ``screenshot()`` returns
            base64). It may offer ``capture()`` / ``hover(x, y)`` returning frames, as
            :class:`ChromiumComputer` does; otherwise Vigil uses ``move`` + ``screenshot``.
        monitor: the session's Monitor.
        always_feedback: a feedback item after every acted step, not only when Vigil warns.
    """

    def __init__(self, computer: Any, monitor: Monitor, *, always_feedback: bool = False) -> None:
        self.computer = computer
        self.monitor = monitor
        self.always_feedback = always_feedback
        self.reasoning = ""
        self.verdicts: list[StepVerdict] = []
        self.extra_captures = 0
        self.timings: list[dict[str, float]] = []
        self._pending: _Pending | None = None
        #: Verdicts and notes (off-screen coordinates) the model has not been told yet.
        self._unread: list[StepVerdict | str] = []
        self._last: Frame | None = None
        #: An action reached the computer with no verdict waiting for its ``post`` (an
        #: unknown shape, an off-screen target, a computer that raised): the next screenshot
        #: is not an idle pair with the last frame, whatever it shows.
        self._acted = False

    # -- passthrough -------------------------------------------------------------------------
    @property
    def environment(self) -> str:
        return str(getattr(self.computer, "environment", "browser"))

    @property
    def dimensions(self) -> tuple[int, int]:
        dims = self.computer.dimensions
        return (int(dims[0]), int(dims[1]))

    def get_current_url(self) -> str:
        return str(self.computer.get_current_url())

    def __getattr__(self, name: str) -> Any:
        # Anything else the loop uses (custom functions, __enter__ helpers) is the computer's.
        return getattr(self.computer, name)

    # -- the model's intent ------------------------------------------------------------------
    def note_response(self, output: Iterable[Any]) -> str:
        """Take a response's reasoning summaries and message text as the intent of its
        computer calls (high-risk clicks are recognised by it). Returns the text kept."""
        self.reasoning = reasoning_of(output)
        return self.reasoning

    # -- actions -----------------------------------------------------------------------------
    def click(self, x: int, y: int, button: str = "left", **kw: Any) -> None:
        self._act({"type": "click", "x": x, "y": y, "button": button, **kw})

    def double_click(self, x: int, y: int, **kw: Any) -> None:
        self._act({"type": "double_click", "x": x, "y": y, **kw})

    def scroll(self, x: int, y: int, scroll_x: int, scroll_y: int, **kw: Any) -> None:
        self._act(
            {"type": "scroll", "x": x, "y": y, "scroll_x": scroll_x, "scroll_y": scroll_y, **kw}
        )

    def type(self, text: str, **kw: Any) -> None:
        self._act({"type": "type", "text": text, **kw})

    def wait(self, ms: int = 1000, **kw: Any) -> None:
        self._act({"type": "wait", "ms": ms, **kw})

    def move(self, x: int, y: int, **kw: Any) -> None:
        self._act({"type": "move", "x": x, "y": y, **kw})

    def keypress(self, keys: list[str], **kw: Any) -> None:
        self._act({"type": "keypress", "keys": keys, **kw})

    def drag(self, path: list[dict[str, int]], **kw: Any) -> None:
        self._act({"type": "drag", "path": path, **kw})

    def screenshot(self) -> str:
        """The computer's screenshot; when an action is waiting, it is that action's ``post``."""
        b64 = str(self.computer.screenshot())
        t, c = time.perf_counter(), time.process_time()
        try:
            frame = self._frame_of(b64)
        except InvalidFrame as exc:
            # Vigil only looks at it: the loop gets it as the computer made it (an API that
            # cannot read it says so), and the action waiting for it gets no verdict.
            log.warning("vigil: the screenshot is not an image, not checked: %s", exc)
            self._pending = None
            self._last = None
            self._acted = False
            return b64
        if self._pending is not None:
            self._close(frame, t, c)
        elif self._acted:
            self._last = frame  # the screen after an unchecked action: no idle pair
        else:
            self._last = self.monitor.observe(frame)
        self._acted = False
        return b64

    def _act(self, call: dict[str, Any]) -> None:
        kind = call["type"]
        args = {k: v for k, v in call.items() if k != "type"}
        t, c = time.perf_counter(), time.process_time()
        if self._pending is not None:
            # A batch: the previous action's outcome is this action's starting screen.
            frame = None
            if self._pending.checked:
                self.extra_captures += 1
                frame = self._capture()
            self._close(frame, t, c)
        self._acted = True
        try:
            action = action_from_computer_call(call, self.reasoning)
        except Exception:  # an unknown shape: let the computer itself answer
            getattr(self.computer, kind)(**args)
            return
        off = self._off_screen(action, kind)
        if off is not None:
            self._unread.append(off)
            getattr(self.computer, kind)(**args)
            return
        checked = self.monitor.will_check(action)
        pre, hovered = self._pre(action, checked)
        pre_ms = (time.perf_counter() - t) * 1000.0
        prepared = prepare_aside(self.monitor, pre) if checked else None
        getattr(self.computer, kind)(**args)
        self._pending = _Pending(action, pre, hovered, checked, prepared)
        if checked:
            self.timings.append({"pre_ms": pre_ms})

    def _off_screen(self, action: Action, kind: str) -> str | None:
        """What to tell the model when ``action`` aims outside the screen, else None."""
        try:
            w, h = self.dimensions
        except Exception:  # a computer without dimensions: nothing to compare with
            return None
        p = action.params
        points = [action.point]
        if p.get("to_x") is not None and p.get("to_y") is not None:
            points.append((float(p["to_x"]), float(p["to_y"])))
        for pt in points:
            if pt is not None and not (0 <= pt[0] <= w and 0 <= pt[1] <= h):
                x, y = (int(v) if float(v).is_integer() else v for v in pt)
                return (
                    f"Vigil: the {kind} at ({x}, {y}) is outside the {w}x{h} screen; "
                    "use a coordinate on the screen."
                )
        return None

    def _pre(self, action: Action, checked: bool) -> tuple[Frame | None, bool]:
        if not checked:
            return self._last, False
        self.extra_captures += 1
        try:
            pt = action.point
            if pt is None:
                return self._capture(), False
            hover = getattr(self.computer, "hover", None)
            if callable(hover):
                return as_frame(hover(*pt)), True
            self.computer.move(round(pt[0]), round(pt[1]))
            return self._capture(), True
        except Exception as exc:
            # Vigil's own capture: the action still runs and is checked against the last
            # frame seen (not hover-aware, so hover styling cannot read as no effect).
            log.debug("vigil pre capture failed, the action runs without it: %s", exc)
            return self._last, False

    def _capture(self) -> Frame:
        capture = getattr(self.computer, "capture", None)
        if callable(capture):
            return as_frame(capture())
        return self._frame_of(str(self.computer.screenshot()))

    def _frame_of(self, b64: str) -> Frame:
        own = getattr(self.computer, "frame_for", None)
        frame = own(b64) if callable(own) else None
        return frame if frame is not None else as_frame(b64)

    def _close(self, post: Frame | None, t_start: float, c_start: float) -> None:
        pending = self._pending
        assert pending is not None
        self._pending = None
        if pending.prepared is not None:
            pending.prepared.result()
        verdict = self.monitor.check(pending.action, pending.pre, post, hover_aware=pending.hovered)
        if post is not None:
            self._last = post
        self.verdicts.append(verdict)
        self._unread.append(verdict)
        self.timings.append(
            {
                "check_ms": (time.perf_counter() - t_start) * 1000.0,
                "check_cpu_ms": (time.process_time() - c_start) * 1000.0,
            }
        )

    # -- what the model is told --------------------------------------------------------------
    def feedback_text(self) -> str | None:
        """The words for the model about the actions since the last call (then forgotten)."""
        unread, self._unread = self._unread, []
        lines = [
            t
            for v in unread
            if (t := v if isinstance(v, str) else feedback_for(v, always=self.always_feedback))
        ]
        return "\n".join(lines) if lines else None

    def feedback_items(self) -> list[dict[str, Any]]:
        """The input items to place right after the ``computer_call_output`` (maybe none)."""
        item = feedback_input_item(self.feedback_text())
        return [item] if item is not None else []

    @property
    def stop_requested(self) -> bool:
        """True once the Monitor's hard loop window fired: the loop should end the run."""
        return any(v.stop for v in self.verdicts)


def feedback_input_item(feedback: StepVerdict | str | None) -> dict[str, Any] | None:
    """The user message item carrying Vigil's feedback, or None when there is nothing to say.

    Accepts a verdict (its feedback is used only when it warns or nudges) or the text itself.
    """
    if isinstance(feedback, StepVerdict):
        feedback = feedback_for(feedback)
    if not feedback:
        return None
    return {"role": "user", "content": [{"type": "input_text", "text": feedback}]}


def reasoning_of(output: Iterable[Any]) -> str:
    """The words of a response's output: reasoning summaries and assistant message text."""
    parts: list[str] = []
    for item in output:
        data = item if isinstance(item, Mapping) else _dump(item)
        kind = data.get("type")
        if kind == "reasoning":
            for s in data.get("summary") or ():
                if isinstance(s, Mapping) and isinstance(s.get("text"), str):
                    parts.append(s["text"])
        elif kind == "message":
            for c in data.get("content") or ():
                if isinstance(c, Mapping) and isinstance(c.get("text"), str):
                    parts.append(c["text"])
    return " ".join(p.strip() for p in parts if p.strip())


def _dump(item: Any) -> Mapping[str, Any]:
    dump = getattr(item, "model_dump", None)
    if callable(dump):
        data = dump()
        return data if isinstance(data, Mapping) else {}
    return {}


def handle_computer_call(
    computer: VigilComputer,
    item: Mapping[str, Any] | Any,
    *,
    acknowledge: Callable[[str], bool] = lambda message: False,
) -> list[dict[str, Any]]:
    """Run one ``computer_call`` item and return the input items for the next request.

    ``pending_safety_checks`` are put to ``acknowledge(message)`` first, before anything is
    done: when one is declined this raises PermissionError (as the sample app does) and no
    action of the item is performed — the check exists to stop the action. An action type
    this cannot perform raises ValueError, also before any action runs. Then every action
    of the item (``action`` or a batched ``actions``) is performed, one screenshot is taken,
    and the ``computer_call_output`` is followed by Vigil's feedback item when there is one.
    """
    data = item if isinstance(item, Mapping) else _dump(item)
    batch = _batch_of(data)
    checks = [dict(c) for c in data.get("pending_safety_checks") or ()]
    for check in checks:
        if not acknowledge(str(check.get("message", ""))):
            raise PermissionError(f"safety check not acknowledged: {check.get('message')}")
    for act in batch:
        kind = str(act.get("type"))
        if kind == "screenshot":
            continue
        getattr(computer, kind)(**_args_of(act))
    shot = computer.screenshot()
    output: dict[str, Any] = {"type": "computer_screenshot", "image_url": data_url(shot)}
    call_output: dict[str, Any] = {
        "type": "computer_call_output",
        "call_id": data.get("call_id"),
        "output": output,
    }
    if checks:
        call_output["acknowledged_safety_checks"] = checks
    return [call_output, *computer.feedback_items()]


def _args_of(act: Mapping[str, Any]) -> dict[str, Any]:
    """The keyword arguments of the Computer method an action calls."""
    return {k: v for k, v in act.items() if k != "type" and v is not None}


def _batch_of(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The actions of a ``computer_call`` item, each checked before any of them runs.

    A batch whose second action lacks its fields would otherwise fail half done (a
    TypeError out of the Computer, the first action already performed) or hand the
    computer something it cannot do: a ValueError names the action before anything runs.
    """
    single = data.get("action")
    raw = data.get("actions") if single is None else [single]
    if raw is None:
        raw = []
    if not isinstance(raw, Sequence) or isinstance(raw, (str, bytes)):
        raise ValueError(f"computer_call 'actions' is not a list: {str(raw)[:100]}")
    batch: list[Mapping[str, Any]] = []
    for i, act in enumerate(raw, 1):
        where = f"computer_call action {i} of {len(raw)}"
        if not isinstance(act, Mapping):
            raise ValueError(f"{where} is not an object: {str(act)[:100]}")
        kind = str(act.get("type"))
        if kind != "screenshot":
            if kind not in _ACTION_METHODS:
                raise ValueError(f"unsupported computer action {kind!r}")
            try:
                inspect.signature(getattr(VigilComputer, kind)).bind(None, **_args_of(act))
                action_from_computer_call(dict(act))
            except (TypeError, InvalidAction) as exc:
                raise ValueError(f"{where} ({kind!r}) cannot be performed: {exc}") from None
        batch.append(act)
    return batch


# -- a Computer on Chromium ------------------------------------------------------------------
class ChromiumComputer:
    """The sample app's ``Computer`` on a headless Chromium page (``environment="browser"``).

    Each action waits until the page is still before returning (the reference computers do
    not, and a screenshot taken mid-transition can read as "no effect"). Screenshots are JPEG
    base64 by default; build image URLs with :func:`vigil.integrations._common.data_url` (or
    use :func:`handle_computer_call`), not a hard-coded ``image/png``. A click with the
    ``back`` / ``forward`` button goes back / forward in the page's history, as those mouse
    buttons do in a desktop browser (a headless page has no browser UI to hear them).
    """

    environment: Literal["browser"] = "browser"

    def __init__(
        self,
        viewport: tuple[int, int] = (1280, 800),
        *,
        start_url: str | None = None,
        config: RunConfig | None = None,
        screenshot_format: Literal["jpeg", "png"] = "jpeg",
        headless: bool = True,
        executable: str | None = None,
        browser: Any = None,
    ) -> None:
        self.screen = ChromiumScreen(
            viewport,
            scaling=False,
            config=config,
            screenshot_format=screenshot_format,
            headless=headless,
            executable=executable,
            browser=browser,
        )
        self.start_url = start_url
        self._frames: dict[str, Frame] = {}

    @property
    def dimensions(self) -> tuple[int, int]:
        return self.screen.display

    def open(self, url: str | None = None) -> str:
        """Launch Chromium (first call) and open ``url``; returns the first screenshot."""
        return self._b64(self.screen.open(url or self.start_url))

    def __enter__(self) -> ChromiumComputer:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.screen.close()

    def get_current_url(self) -> str:
        return self.screen.url or ""

    # -- looking -----------------------------------------------------------------------------
    def _b64(self, shot: Any) -> str:
        self._frames = {shot.b64[-96:]: shot.frame}
        return str(shot.b64)

    def screenshot(self) -> str:
        return self._b64(self.screen.shot())

    def frame_for(self, b64: str) -> Frame | None:
        """The decoded frame of a screenshot this computer just returned (no decode)."""
        return self._frames.get(b64[-96:])

    def capture(self) -> Frame:
        return self.screen.shot().frame

    def hover(self, x: float, y: float) -> Frame:
        return self.screen.hover_shot(x, y).frame

    # -- acting ------------------------------------------------------------------------------
    def _do(self, call: dict[str, Any]) -> None:
        try:
            action = action_from_computer_call(call)
            held = action.params.get("hold_keys")
            self.screen.step(action, held=held if isinstance(held, str) else None)
        except Exception:
            self.screen.disarm()  # a hover pre taken for this action must not outlive it
            raise
        self.screen.settled_shot()

    def click(self, x: int, y: int, button: str = "left", keys: list[str] | None = None) -> None:
        if button in ("back", "forward"):
            try:
                self.screen.history(forward=button == "forward")
            except Exception:
                self.screen.disarm()
                raise
            self.screen.settled_shot()
            return
        self._do({"type": "click", "x": x, "y": y, "button": button, "keys": keys})

    def double_click(self, x: int, y: int, keys: list[str] | None = None) -> None:
        self._do({"type": "double_click", "x": x, "y": y, "keys": keys})

    def scroll(
        self, x: int, y: int, scroll_x: int, scroll_y: int, keys: list[str] | None = None
    ) -> None:
        self.screen.env.move_pointer(x, y)
        self.screen.page.mouse.wheel(scroll_x, scroll_y)
        self.screen.settled_shot()

    def type(self, text: str) -> None:
        self.screen.page.keyboard.type(text)
        self.screen.settled_shot()

    def wait(self, ms: int = 1000) -> None:
        self.screen.wait(ms / 1000.0)

    def move(self, x: int, y: int, keys: list[str] | None = None) -> None:
        self.screen.env.move_pointer(x, y)
        self.screen.pointer = (float(x), float(y))

    def keypress(self, keys: list[str]) -> None:
        self._do({"type": "keypress", "keys": keys})

    def drag(self, path: list[dict[str, int]], keys: list[str] | None = None) -> None:
        page = self.screen.page
        page.mouse.move(path[0]["x"], path[0]["y"])
        page.mouse.down()
        for point in path[1:]:
            page.mouse.move(point["x"], point["y"], steps=4)
        page.mouse.up()
        self.screen.settled_shot()
