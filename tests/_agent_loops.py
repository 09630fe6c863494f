"""The agent loops the integration tests drive, each the shape of its vendor's reference
loop, through the real client package against a local stub model (``vigil.stubs``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vigil.integrations.anthropic import tool_result_block
from vigil.integrations.openai import VigilComputer, handle_computer_call
from vigil.stubs import AnthropicStub, OpenAIResponsesStub

PROMPT = "Buy the blue mug"


async def anthropic_loop(stub: AnthropicStub, tool: Any, *, max_steps: int = 12) -> list[Any]:
    """The reference sampling loop: model turn → tool calls → tool_result turn. ``tool`` is
    Vigil's wrapped tool or a bare one; the tool results, in order."""
    import anthropic

    client = anthropic.AsyncAnthropic(base_url=stub.base_url, api_key="stub", max_retries=0)
    messages: list[dict[str, Any]] = [{"role": "user", "content": PROMPT}]
    results: list[Any] = []
    note = getattr(tool, "note_assistant", None)
    for _ in range(max_steps):
        response = await client.beta.messages.create(
            model="stub-model",
            max_tokens=1024,
            messages=messages,  # type: ignore[arg-type]
            tools=[tool.to_params()],
            betas=["computer-use-2025-01-24"],
        )
        content = [b.model_dump(exclude_none=True) for b in response.content]
        messages.append({"role": "assistant", "content": content})
        uses = [b for b in content if b["type"] == "tool_use"]
        if not uses:
            break
        if note is not None:
            note(content)
        blocks = []
        for block in uses:
            result = await tool.run(block["input"], name=block["name"])
            results.append(result)
            blocks.append(tool_result_block(result, block["id"]))
        messages.append({"role": "user", "content": blocks})
    await client.close()
    return results


def openai_loop(
    stub: OpenAIResponsesStub,
    computer: VigilComputer,
    *,
    acknowledge: Callable[[str], bool] = lambda message: True,
    after_call: Callable[[], None] = lambda: None,
    max_steps: int = 12,
) -> None:
    """The sample app's loop (turns chained with ``previous_response_id``); ``after_call``
    runs after each computer call (on this thread: the page's sync API lives here)."""
    import openai

    client = openai.OpenAI(base_url=stub.base_url, api_key="stub", max_retries=0)
    width, height = computer.dimensions
    tools = [
        {
            "type": "computer_use_preview",
            "display_width": width,
            "display_height": height,
            "environment": "browser",
        }
    ]
    items: list[dict[str, Any]] = [{"role": "user", "content": PROMPT}]
    previous: str | None = None
    try:
        for _ in range(max_steps):
            response = client.responses.create(
                model="stub-model",
                input=items,  # type: ignore[arg-type]
                tools=tools,  # type: ignore[arg-type]
                previous_response_id=previous,  # type: ignore[arg-type]
                truncation="auto",
            )
            previous = response.id
            output = [o.model_dump(exclude_none=True) for o in response.output]
            calls = [o for o in output if o["type"] == "computer_call"]
            if not calls:
                break
            computer.note_response(output)
            items = []
            for call in calls:
                items += handle_computer_call(computer, call, acknowledge=acknowledge)
                after_call()
    finally:
        client.close()
