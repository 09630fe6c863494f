"""Vigil inside an Anthropic computer-use loop: the real `anthropic` client, the local stub
model over a socket, a real Chromium page of the demo shop."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from _async_helpers import run_async

from _agent_loops import anthropic_loop
from vigil.actions import Action
from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.frames import as_frame
from vigil.integrations.anthropic import (
    ChromiumComputerTool,
    ToolResult,
    VigilComputerTool,
    tool_result_block,
)
from vigil.monitor import Monitor
from vigil.stubs import AnthropicStub, task_policy

anthropic = pytest.importorskip("anthropic")

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WARNING = "WARNING: high-risk action had no observed effect"

#: The Monitor without its OCR narration (slow on a busy machine; that narration stays out
#: of the transcript is tested on its own in test_integrations_units).
QUIET = RunConfig(narrate=False)


async def _current_path(tool: ChromiumComputerTool) -> str:
    return str(await tool.page_call(lambda p: p.evaluate("location.pathname")))


def _play(
    demo: DemoServer, chromium: ChromiumComputerTool, task: str, start: str = "/shop.html?reset=1"
) -> tuple[AnthropicStub, Monitor, str]:
    """The stub model plays ``task`` through the Vigil-wrapped tool from ``start``: the stub
    (its requests), the Monitor and the final page's path."""

    async def scenario() -> tuple[AnthropicStub, Monitor, str]:
        with AnthropicStub(task_policy(task)) as stub:
            await chromium.start(demo.url(start), (1280, 800))
            monitor = Monitor(QUIET)
            await anthropic_loop(stub, VigilComputerTool(chromium, monitor))
            return stub, monitor, await _current_path(chromium)

    return run_async(scenario())


@pytest.fixture(scope="module")
def demo() -> Iterator[DemoServer]:
    with serve_demo() as server:
        yield server


@pytest.fixture(scope="module")
def chromium() -> Iterator[ChromiumComputerTool]:
    """One Chromium (on its worker thread) for the module; each test opens a fresh context."""
    tool = ChromiumComputerTool((1280, 800))
    try:
        yield tool
    finally:
        run_async(tool.close())


def test_consent_trap_warning_reaches_the_next_request(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    stub, monitor, path = _play(demo, chromium, "checkout_consent")
    # The request right after the absorbed 'Add to cart' click carries the warning…
    told = stub.requests[1].latest_text
    assert WARNING in told
    assert "clicked at (352, 441)" in told
    # …so the model took its fallback (accept cookies) and finished the order.
    assert path == "/confirmed.html"
    assert monitor.summary()["warnings"] == 1
    assert sum(WARNING in r.latest_text for r in stub.requests) == 1


def test_a_flashed_error_warns_as_in_the_runner(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """'Sign in' on the empty form shows an error for 300 ms and removes it. Two settle
    polls 50 ms apart both show it; the screen the step leaves behind is the one before it.
    Without the watch the Monitor read the flash as the click's effect and said nothing."""
    stub, monitor, path = _play(demo, chromium, "signin_flash", "/signin.html?reset=1")
    assert WARNING in stub.requests[1].latest_text
    assert path == "/account.html"
    assert monitor.summary()["warnings"] == 1


def test_happy_path_tells_the_model_nothing(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    stub, monitor, path = _play(demo, chromium, "happy_path")
    assert path == "/confirmed.html"
    summary = monitor.summary()
    assert summary["warnings"] == 0
    assert summary["perceptual_summary"]["checked"] >= 4
    assert not any("WARNING" in r.text for r in stub.requests)
    # Not a word added: every tool result the model got is its screenshot alone.
    for request in stub.requests[1:]:
        for block in request.body["messages"][-1]["content"]:
            assert [c["type"] for c in block["content"]] == ["image"]


class _NoisyTool:
    """An executor whose clicks report an error and no screenshot (as a failing xdotool
    call does), and that has none of ChromiumComputerTool's fast capture paths."""

    name = "computer"

    def __init__(self, inner: ChromiumComputerTool) -> None:
        self.inner = inner

    def to_params(self) -> dict[str, Any]:
        return self.inner.to_params()

    async def __call__(self, **inp: Any) -> ToolResult:
        result = await self.inner(**inp)
        if inp.get("action") == "left_click":
            return ToolResult(error="xdotool: stderr chatter")
        return result

    async def run(self, inp: dict[str, Any], name: str | None = None) -> ToolResult:
        return await self(**inp)


def test_tool_error_result_reaches_the_model_unchanged(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """A step whose result carries an ``error`` failed as far as the loop knows: Vigil
    cannot tell whether it acted, so it adds no verdict and no words (a "clicked at … (no
    visible change); WARNING" would tell the model a failed click happened)."""
    script = [Action.click(352, 441, "Buy the blue mug: add it to the cart"), "Stopping here."]

    async def scenario() -> tuple[AnthropicStub, VigilComputerTool]:
        with AnthropicStub(script) as stub:
            await chromium.start(demo.url("/shop.html?reset=1"), (1280, 800))
            wrapped = VigilComputerTool(_NoisyTool(chromium), Monitor(QUIET))
            await anthropic_loop(stub, wrapped)
            return stub, wrapped

    stub, wrapped = run_async(scenario())
    block = stub.requests[1].body["messages"][-1]["content"][0]
    assert block["type"] == "tool_result"
    assert block["is_error"] is True
    assert block["content"] == "xdotool: stderr chatter"
    assert wrapped.verdicts == []
    # Only the hover-aware pre was taken (before the step's outcome was known); no post.
    assert wrapped.extra_captures == 1


def test_scaled_coordinates_land_on_the_right_element(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    accept_centre = (
        "(() => { const r = document.querySelector('#consent-accept').getBoundingClientRect();"
        " return [r.x + r.width / 2, r.y + r.height / 2]; })()"
    )

    async def scenario() -> tuple[AnthropicStub, list[Any], bool, tuple[int, int]]:
        await chromium.start(demo.url("/shop.html?reset=1"), (1920, 1200))
        box = await chromium.page_call(lambda p: p.evaluate(accept_centre))
        # The model sees 1280x800 (WXGA): its coordinate is the page's divided by 1.5.
        script = [Action.click(round(box[0] / 1.5), round(box[1] / 1.5), "Accept cookies"), "Ok."]
        with AnthropicStub(script) as stub:
            results = await anthropic_loop(stub, VigilComputerTool(chromium, Monitor(QUIET)))
        gone = await chromium.page_call(
            lambda p: p.evaluate("document.querySelector('#consent-layer') === null")
        )
        return stub, results, bool(gone), chromium.display

    stub, results, gone, display = run_async(scenario())
    assert display == (1280, 800)
    assert stub.requests[0].display_size == (1280, 800)
    assert gone, "the click at the scaled coordinate missed the Accept button"
    assert as_frame(results[0].base64_image).size == (1280, 800)


def test_toolset_form_gets_vigils_own_post(
    demo: DemoServer, chromium: ChromiumComputerTool
) -> None:
    """Per-action tool names and no screenshot after actions: Vigil captures the post."""
    script: list[Any] = [
        {"name": "left_click", "coordinate": [352, 441]},
        "Stopping here.",
    ]

    async def scenario() -> tuple[AnthropicStub, VigilComputerTool]:
        with AnthropicStub(script) as stub:
            raw = chromium
            raw.api_type, raw.screenshot_after_actions = "computer_toolset_20260801", False
            try:
                await raw.start(demo.url("/shop.html?reset=1"), (1280, 800))
                wrapped = VigilComputerTool(raw, Monitor(QUIET))
                wrapped.reasoning = "Buy the blue mug: add it to the cart"
                client = anthropic.AsyncAnthropic(
                    base_url=stub.base_url, api_key="stub", max_retries=0
                )
                messages: list[dict[str, Any]] = [{"role": "user", "content": "Buy the mug"}]
                for _ in range(2):
                    response = await client.beta.messages.create(
                        model="stub-model",
                        max_tokens=256,
                        messages=messages,  # type: ignore[arg-type]
                        tools=[raw.to_params()],  # type: ignore[list-item]
                    )
                    content = [b.model_dump(exclude_none=True) for b in response.content]
                    messages.append({"role": "assistant", "content": content})
                    uses = [b for b in content if b["type"] == "tool_use"]
                    if not uses:
                        break
                    blocks = []
                    for block in uses:
                        assert block["name"] == "left_click"
                        result = await wrapped.run(block["input"], name=block["name"])
                        assert result.base64_image is None
                        blocks.append(tool_result_block(result, block["id"]))
                    messages.append({"role": "user", "content": blocks})
                await client.close()
            finally:
                raw.api_type, raw.screenshot_after_actions = "computer_20250124", True
            return stub, wrapped

    stub, wrapped = run_async(scenario())
    assert stub.requests[0].body["tools"] == [{"type": "computer_toolset_20260801"}]
    assert WARNING in stub.requests[1].latest_text
    assert wrapped.extra_captures == 2  # the hover-aware pre and Vigil's own post
