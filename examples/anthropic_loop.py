"""An Anthropic computer-use loop with Vigil in it, on the demo shop.

    python examples/anthropic_loop.py --stub            # the bundled stub model, no key
    ANTHROPIC_API_KEY=... python examples/anthropic_loop.py [--model claude-sonnet-4-5]

The computer is a headless Chromium page (Vigil's ChromiumComputerTool). Vigil wraps it:
before a high-risk click it captures a hover-aware screenshot, after the action it compares,
and when the click changed nothing the tool result says so. After each step this prints what
the model was told.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import Any

from vigil.demo import serve_demo
from vigil.integrations.anthropic import ChromiumComputerTool, VigilComputerTool, tool_result_block
from vigil.monitor import Monitor

SYSTEM = (
    "You operate a web shop in a browser through the computer tool. Before each action, say "
    "in one short sentence what it is for."
)


async def run(args: argparse.Namespace) -> int:
    import anthropic

    with serve_demo() as demo:
        stub = None
        if args.stub:
            from vigil.stubs import AnthropicStub, task_policy

            stub = AnthropicStub(task_policy(args.task)).start()
            client = anthropic.AsyncAnthropic(base_url=stub.base_url, api_key="stub", max_retries=0)
        else:
            client = anthropic.AsyncAnthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
        try:
            async with ChromiumComputerTool((1280, 800)) as computer:
                await computer.start(demo.url("/shop.html?reset=1"))
                with Monitor() as monitor:
                    tool = VigilComputerTool(computer, monitor)
                    await loop(client, tool, args)
                    print(
                        f"summary: {monitor.summary()['perceptual_summary']}, "
                        f"warnings: {monitor.summary()['warnings']}"
                    )
        finally:
            await client.close()
            if stub is not None:
                stub.close()
    return 0


async def loop(client: Any, tool: VigilComputerTool, args: argparse.Namespace) -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Buy the blue mug."}]
    for step in range(args.max_steps):
        response = await client.beta.messages.create(
            model=args.model,
            max_tokens=1024,
            system=SYSTEM,
            messages=messages,
            tools=[tool.to_params()],
            betas=["computer-use-2025-01-24"],
        )
        content = [block.model_dump(exclude_none=True) for block in response.content]
        messages.append({"role": "assistant", "content": content})
        uses = [block for block in content if block["type"] == "tool_use"]
        if not uses:
            print(f"step {step}: the model finished: {tool.note_assistant(content)!r}")
            return
        tool.note_assistant(content)  # the model's stated intent makes a click high-risk
        results = []
        for block in uses:
            result = await tool.run(block["input"], name=block["name"])
            results.append(tool_result_block(result, block["id"]))
            told = result.error or result.output or "(a screenshot, nothing else)"
            print(f"step {step}: {block['name']} {block['input']} -> the model is told: {told}")
        messages.append({"role": "user", "content": results})
        if tool.stop_requested:
            print("Vigil: the agent is looping; stopping.")
            return


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stub", action="store_true", help="use the bundled stub model")
    parser.add_argument("--task", default="checkout_consent", help="demo task the stub plays")
    parser.add_argument("--model", default="claude-sonnet-4-5")
    parser.add_argument("--max-steps", type=int, default=15)
    args = parser.parse_args()
    if args.stub:
        args.model = "stub-model"
    elif not os.environ.get("ANTHROPIC_API_KEY"):
        print("set ANTHROPIC_API_KEY, or pass --stub", file=sys.stderr)
        return 2
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
