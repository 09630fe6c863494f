"""The integration wrappers on input that is not what they expect, with executors shaped
like the reference ones (no browser, fast): a screenshot that is not an image, a computer
call whose action lacks its fields, a click at the pointer that Vigil cannot place. The loop
must get its result as the bare tool gives it — never a traceback from Vigil's side — and the
verdicts that follow must be about the right screens."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from _async_helpers import run_async

from vigil.config import RunConfig
from vigil.frames import Frame
from vigil.integrations.anthropic import ToolResult, VigilComputerTool
from vigil.integrations.openai import VigilComputer, handle_computer_call
from vigil.monitor import Monitor

QUIET = RunConfig(narrate=False)
BUY = "Buy the blue mug: place the order"
NOT_AN_IMAGE = "bm90IGFuIGltYWdl"  # base64 of b"not an image"


def _shot(box: bool = False) -> str:
    pixels = np.full((800, 1280, 3), 235, np.uint8)
    if box:
        pixels[200:600, 300:900] = (40, 90, 200)  # a dialog opened
    return Frame(pixels).to_base64("png")


PLAIN, DIALOG = _shot(), _shot(box=True)


class _Tool:
    """A computer tool returning the screenshots it is given, one per call (the last one
    repeats), and recording what it was asked."""

    name = "computer"

    def __init__(self, *images: str) -> None:
        self.images = list(images)
        self.calls: list[dict[str, Any]] = []

    async def __call__(self, **inp: Any) -> ToolResult:
        self.calls.append(inp)
        image = self.images.pop(0) if len(self.images) > 1 else self.images[0]
        return ToolResult(output=None, base64_image=image)


def _run(tool: VigilComputerTool, inp: dict[str, Any]) -> Any:
    return run_async(tool.run(inp, reasoning=BUY))


def test_anthropic_a_screenshot_that_is_not_an_image_reaches_the_model_unchanged() -> None:
    """Before: InvalidFrame out of ``run()`` after the click had happened, so the loop lost
    the step's result. Now: the result exactly as the tool made it, no verdict; the next
    step is judged as usual."""
    tool = _Tool(NOT_AN_IMAGE, NOT_AN_IMAGE, NOT_AN_IMAGE, PLAIN)
    wrapped = VigilComputerTool(tool, Monitor(QUIET))
    looked = _run(wrapped, {"action": "screenshot"})
    assert looked.base64_image == NOT_AN_IMAGE
    clicked = _run(wrapped, {"action": "left_click", "coordinate": [640, 400]})
    assert clicked == ToolResult(base64_image=NOT_AN_IMAGE)  # no words from Vigil
    assert wrapped.verdicts == []
    _run(wrapped, {"action": "key", "text": "Return"})
    assert len(wrapped.verdicts) == 1


def test_anthropic_a_click_at_the_pointer_starts_the_next_step_from_its_screen() -> None:
    """A ``left_click`` with no coordinate clicks where the pointer is: Vigil cannot place
    it and leaves it to the tool. Before: the next step was compared with the screen from
    before that click, so the dialog the click opened read as the next step's change."""
    tool = _Tool(PLAIN, DIALOG)
    wrapped = VigilComputerTool(tool, Monitor(QUIET))
    _run(wrapped, {"action": "screenshot"})
    _run(wrapped, {"action": "left_click"})  # opens the dialog
    _run(wrapped, {"action": "mouse_move", "coordinate": [10, 10]})
    assert "no visible change" in wrapped.verdicts[-1].feedback


class _Computer:
    """The sample app's Computer protocol, recording every action it performs."""

    environment = "browser"
    dimensions = (1280, 800)

    def __init__(self, shot: str = PLAIN) -> None:
        self.shot = shot
        self.done: list[str] = []

    def screenshot(self) -> str:
        return self.shot

    def click(self, x: int, y: int, button: str = "left") -> None:
        self.done.append("click")

    def type(self, text: str) -> None:
        self.done.append("type")

    def move(self, x: int, y: int) -> None:
        self.done.append("move")


def test_openai_a_screenshot_that_is_not_an_image_reaches_the_model_unchanged() -> None:
    """Before: InvalidFrame out of ``screenshot()``. Now: the loop's screenshot as the
    computer took it, and no verdict for the action that waited for it."""
    computer = VigilComputer(_Computer(NOT_AN_IMAGE), Monitor(QUIET))
    computer.reasoning = BUY
    call = {"type": "computer_call", "call_id": "c1", "action": {"type": "click", "x": 5, "y": 5}}
    items = handle_computer_call(computer, call)
    assert items[0]["output"]["image_url"].endswith(NOT_AN_IMAGE)
    assert len(items) == 1 and computer.verdicts == []


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        ([{"type": "click", "x": 5, "y": 5}, {"type": "type"}], "action 2 of 2 .'type'.*text"),
        ([{"type": "click", "button": "left"}], "action 1 of 1 .'click'.*'x'"),
        (["click"], "action 1 of 1 is not an object"),
        ([{"type": "click", "x": 5, "y": 5}, {"type": "keypress", "keys": "Enter"}], "keys"),
    ],
    ids=["batch-second-lacks-text", "click-lacks-xy", "not-an-object", "keys-not-a-list"],
)
def test_openai_a_malformed_action_is_refused_before_any_action_runs(
    actions: list[Any], words: str
) -> None:
    """Before: a TypeError or AttributeError from inside the proxy — in a batch, after the
    first action had already clicked. Now: ValueError naming the action, nothing done."""
    raw = _Computer()
    computer = VigilComputer(raw, Monitor(QUIET))
    call = {"type": "computer_call", "call_id": "c1", "actions": actions}
    with pytest.raises(ValueError, match=words):
        handle_computer_call(computer, call)
    assert raw.done == []
