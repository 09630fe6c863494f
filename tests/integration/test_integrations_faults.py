"""The integrations when a step goes wrong: a coordinate off the screen, a tool that refuses
or fails, a declined safety check, the mouse's history buttons. Each drives the real SDK
client against the local stub model over a socket, on a real Chromium page of the demo shop
(the Anthropic tool on its own worker thread, the OpenAI computer on the session's browser),
as test_integrations_anthropic / _openai do."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from _async_helpers import run_async

from _agent_loops import anthropic_loop, openai_loop
from vigil.actions import Action
from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.integrations.anthropic import (
    ChromiumComputerTool,
    ToolResult,
    VigilComputerTool,
)
from vigil.integrations.openai import ChromiumComputer, VigilComputer
from vigil.monitor import Monitor
from vigil.stubs import AnthropicStub, OpenAIResponsesStub, Turn

anthropic = pytest.importorskip("anthropic")
openai = pytest.importorskip("openai")

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WARNING = "WARNING: high-risk action had no observed effect"
QUIET = RunConfig(narrate=False)  # the Monitor's OCR narration is slow on a busy machine
#: The committing words that make a click a step Vigil verifies (hover pre and all).
BUY = "Buy the blue mug: add it to the cart"
CONSENT_UP = "document.querySelector('#consent-layer') !== null"


@pytest.fixture(scope="module")
def demo() -> Iterator[DemoServer]:
    with serve_demo() as server:
        yield server


# -- Anthropic --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def chromium() -> Iterator[ChromiumComputerTool]:
    tool = ChromiumComputerTool((1280, 800))
    try:
        yield tool
    finally:
        run_async(tool.close())


def _tool_result(stub: AnthropicStub, request: int) -> dict[str, Any]:
    block: dict[str, Any] = stub.requests[request].body["messages"][-1]["content"][0]
    assert block["type"] == "tool_result"
    return block


def test_off_screen_click_is_the_tools_error_not_an_exception(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """A committing click off the screen: Vigil's hover pre cannot point there, the step
    still runs, and the model reads the very error the bare tool gives — no verdict for a
    click that never happened. The loop carries on: the next click is verified as usual."""
    script: list[Any] = [
        Turn(action={"action": "left_click", "coordinate": [5000, 441]}, text=BUY),
        Turn(action={"action": "left_click", "coordinate": [-3, 441]}, text=BUY),
        Action.click(352, 441, BUY),
        "Stopping here.",
    ]

    async def scenario() -> tuple[AnthropicStub, VigilComputerTool, list[str]]:
        await chromium.start(demo.url("/shop.html?reset=1"), (1280, 800))
        bare = [
            (await chromium.run({"action": "left_click", "coordinate": c})).error
            for c in ([5000, 441], [-3, 441])
        ]
        with AnthropicStub(script) as stub:
            wrapped = VigilComputerTool(chromium, Monitor(QUIET))
            await anthropic_loop(stub, wrapped, max_steps=6)
        return stub, wrapped, bare

    stub, wrapped, bare = run_async(scenario())
    assert bare[0] == "coordinate [5000, 441] is outside the 1280x800 screen"
    for request, error in ((1, bare[0]), (2, bare[1])):
        block = _tool_result(stub, request)
        assert block["is_error"] is True
        assert block["content"] == error  # unchanged: nothing appended
    # Only the on-screen click was judged (the consent layer absorbs it: a warning).
    assert len(wrapped.verdicts) == 1
    assert WARNING in stub.requests[3].latest_text
    assert wrapped.monitor.summary()["steps"] == 1


class ToolError(Exception):
    """The reference tools' exception: the collection turns its ``message`` into an error."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _ReferenceShapedTool:
    """An executor shaped like the reference ComputerTool20250124 (no hover / capture
    helpers): it validates coordinates and raises ToolError before acting, and reports a
    failed ``type`` as an error result without a screenshot, as a failing xdotool does."""

    name = "computer"

    def __init__(self, inner: ChromiumComputerTool) -> None:
        self.inner = inner
        self.calls: list[str] = []

    def to_params(self) -> dict[str, Any]:
        return self.inner.to_params()

    async def __call__(self, **inp: Any) -> Any:
        self.calls.append(str(inp.get("action")))
        coordinate = inp.get("coordinate")
        if coordinate is not None and not (
            0 <= coordinate[0] <= 1280 and 0 <= coordinate[1] <= 800
        ):
            raise ToolError(f"Coordinates {coordinate} are out of bounds")
        if inp.get("action") == "type":
            return ToolResult(output="", error="xdotool failed")
        return await self.inner(**inp)


def test_refused_and_failed_steps_reach_the_model_unchanged(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """The tool refused the click (ToolError) and the ``type`` failed (an error result): the
    model reads the tool's own error, word for word — not "clicked at … (no visible change);
    WARNING" — and the Monitor judges neither step."""
    script: list[Any] = [
        Turn(
            action={"action": "left_click", "coordinate": [5000, 440]},
            text="Click Submit to place the order",
        ),
        Turn(action={"action": "type", "text": "hi"}, text="Type it and submit the form"),
        "Stopping here.",
    ]

    async def scenario() -> tuple[AnthropicStub, VigilComputerTool, _ReferenceShapedTool]:
        await chromium.start(demo.url("/shop.html?reset=1"), (1280, 800))
        tool = _ReferenceShapedTool(chromium)
        with AnthropicStub(script) as stub:
            wrapped = VigilComputerTool(tool, Monitor(QUIET))
            await anthropic_loop(stub, wrapped, max_steps=6)
        return stub, wrapped, tool

    stub, wrapped, tool = run_async(scenario())
    refused = _tool_result(stub, 1)
    assert refused["is_error"] is True
    assert refused["content"] == "Coordinates [5000, 440] are out of bounds"
    failed = _tool_result(stub, 2)
    assert failed["content"] == "xdotool failed"
    assert not any("no visible change" in r.text or WARNING in r.text for r in stub.requests)
    assert wrapped.verdicts == []
    assert wrapped.monitor.summary()["steps"] == 0  # not even the loop detector heard of them
    # The hover pre went through the tool's own mouse_move, which it refused too.
    assert tool.calls[:2] == ["mouse_move", "screenshot"]


# -- OpenAI -----------------------------------------------------------------------------------
@pytest.fixture()
def computer(browser: Any, demo: DemoServer) -> Iterator[ChromiumComputer]:
    chromium = ChromiumComputer((1280, 800), browser=browser)
    chromium.open(demo.url("/shop.html?reset=1"))
    try:
        yield chromium
    finally:
        chromium.close()


def test_openai_off_screen_click_is_told_not_judged(computer: ChromiumComputer) -> None:
    """A committing click off the screen goes to the computer as it would without Vigil (no
    exception from Vigil's hover pre); the next request tells the model its coordinate is
    off the screen, and there is no verdict on it."""
    script: list[Any] = [
        Turn(action={"type": "click", "x": 5000, "y": 441, "button": "left"}, text=BUY),
        "Stopping here.",
    ]
    proxy = VigilComputer(computer, Monitor(QUIET))
    with OpenAIResponsesStub(script) as stub:
        openai_loop(stub, proxy, max_steps=6)
    output, feedback = stub.requests[1].body["input"]
    assert output["type"] == "computer_call_output"
    text = feedback["content"][0]["text"]
    assert "(5000, 441) is outside the 1280x800 screen" in text
    assert WARNING not in text and "no visible change" not in text
    assert proxy.verdicts == []
    assert proxy.monitor.summary()["steps"] == 0


def test_declined_safety_check_stops_the_action(computer: ChromiumComputer) -> None:
    """The callback is asked before the action: declined, nothing is clicked (the consent
    layer the click would have accepted is still up) and PermissionError is raised."""
    check = {"id": "sc_1", "code": "malicious_instructions", "message": "Accept cookies?"}
    script: list[Any] = [
        Turn(action=Action.click(940, 720, "Accept cookies"), safety_checks=(check,)),
        "Stopping here.",
    ]
    asked: list[str] = []
    proxy = VigilComputer(computer, Monitor(QUIET))
    with OpenAIResponsesStub(script) as stub, pytest.raises(PermissionError, match="Accept"):
        openai_loop(stub, proxy, max_steps=6, acknowledge=lambda m: bool(asked.append(m)))
    assert asked == ["Accept cookies?"]
    assert computer.screen.page.evaluate(CONSENT_UP)
    assert proxy.verdicts == []
    # Acknowledged, the same call does act.
    with OpenAIResponsesStub(script) as stub:
        openai_loop(stub, proxy, max_steps=6, acknowledge=lambda m: True)
    assert not computer.screen.page.evaluate(CONSENT_UP)


def test_back_and_forward_buttons_walk_the_history(
    computer: ChromiumComputer, demo: DemoServer
) -> None:
    """OpenAI's ``back`` / ``forward`` mouse buttons go through the history, as in a
    desktop browser, with the Monitor in the loop."""
    computer.screen.page.goto(demo.url("/signin.html?reset=1"))
    script: list[Any] = [
        Turn(action={"type": "click", "x": 10, "y": 10, "button": "back"}, text="Go back"),
        Turn(action={"type": "click", "x": 10, "y": 10, "button": "forward"}, text="Forward"),
        "Stopping here.",
    ]
    paths: list[str] = []
    proxy = VigilComputer(computer, Monitor(QUIET))
    with OpenAIResponsesStub(script) as stub:
        openai_loop(
            stub,
            proxy,
            max_steps=6,
            after_call=lambda: paths.append(computer.get_current_url().split("?")[0]),
        )
    assert len(stub.requests) == 3
    assert [p.rsplit("/", 1)[-1] for p in paths] == ["shop.html", "signin.html"]
    assert not any(WARNING in r.text for r in stub.requests)


def test_malformed_key_repeat_and_off_screen_zoom_are_error_results(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """Before: a ``repeat`` that is not a number raised ValueError out of the tool (and out
    of Vigil's wrapper: the loop crashed), and a zoom region off the screen came back with
    black padding the model would read as the page. Now both are the tool's error result,
    like any other bad input, and nothing is pressed."""

    async def scenario() -> list[Any]:
        await chromium.start(demo.url("/shop.html?reset=1"), (1280, 800))
        wrapped = VigilComputerTool(chromium, Monitor(QUIET))
        inputs: list[dict[str, Any]] = [
            {"action": "key", "text": "Tab", "repeat": "x"},
            {"action": "key", "text": "Tab", "repeat": 2.5},
            {"action": "zoom", "region": [0, 0, 5000, 5000]},
            {"action": "zoom", "region": [0, 0, 640, 400]},
        ]
        results = [await wrapped.run(inp) for inp in inputs]
        return [*results, len(wrapped.verdicts)]

    text, half, zoom_off, zoom_on, verdicts = run_async(scenario())
    assert text.error == "repeat must be a whole number, got 'x'"
    assert half.error == "repeat must be a whole number, got 2.5"
    assert zoom_off.error == "zoom region [0, 0, 5000, 5000] is outside the 1280x800 screen"
    assert zoom_on.error is None and zoom_on.base64_image
    assert verdicts == 0
