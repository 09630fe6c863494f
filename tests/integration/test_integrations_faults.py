"""The integrations when a step goes wrong: a coordinate off the screen, a tool that refuses
or fails. Each drives the real SDK client against the local stub model over a socket, on a
real Chromium page of the demo shop, as test_integrations_anthropic does."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from _async_helpers import run_async

from vigil.actions import Action
from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.integrations.anthropic import (
    ChromiumComputerTool,
    ToolResult,
    VigilComputerTool,
    tool_result_block,
)
from vigil.monitor import Monitor
from vigil.stubs import AnthropicStub, Turn

anthropic = pytest.importorskip("anthropic")

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WARNING = "WARNING: high-risk action had no observed effect"
QUIET = RunConfig(narrate=False)  # the Monitor's OCR narration is slow on a busy machine
#: The committing words that make a click a step Vigil verifies (hover pre and all).
BUY = "Buy the blue mug: add it to the cart"


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


async def _anthropic_loop(stub: AnthropicStub, tool: Any, max_steps: int = 6) -> list[Any]:
    """The reference loop's shape: model turn → tool calls → tool_result turn."""
    client = anthropic.AsyncAnthropic(base_url=stub.base_url, api_key="stub", max_retries=0)
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Buy the blue mug"}]
    results: list[Any] = []
    for _ in range(max_steps):
        response = await client.beta.messages.create(
            model="stub-model",
            max_tokens=512,
            messages=messages,  # type: ignore[arg-type]
            tools=[tool.to_params()],
            betas=["computer-use-2025-01-24"],
        )
        content = [b.model_dump(exclude_none=True) for b in response.content]
        messages.append({"role": "assistant", "content": content})
        uses = [b for b in content if b["type"] == "tool_use"]
        if not uses:
            break
        tool.note_assistant(content)
        blocks = []
        for block in uses:
            result = await tool.run(block["input"], name=block["name"])
            results.append(result)
            blocks.append(tool_result_block(result, block["id"]))
        messages.append({"role": "user", "content": blocks})
    await client.close()
    return results


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
            await _anthropic_loop(stub, wrapped)
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
            await _anthropic_loop(stub, wrapped)
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
