"""An OpenAI computer-use loop with Vigil in it, on the demo shop.

    python examples/openai_computer_use.py --stub       # the bundled stub model, no key
    OPENAI_API_KEY=... python examples/openai_computer_use.py [--model computer-use-preview]

The computer is a headless Chromium page (Vigil's ChromiumComputer, the sample app's
Computer protocol). VigilComputer wraps it: the pre is captured inside each action, the
loop's screenshot is the post, and when Vigil has something to say a user message follows
the computer_call_output. After each step this prints what the model was told.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from vigil.demo import serve_demo
from vigil.integrations.openai import ChromiumComputer, VigilComputer, handle_computer_call
from vigil.monitor import Monitor


def run(args: argparse.Namespace) -> int:
    import openai

    with serve_demo() as demo:
        stub = None
        if args.stub:
            from vigil.stubs import OpenAIResponsesStub, task_policy

            stub = OpenAIResponsesStub(task_policy(args.task)).start()
            client = openai.OpenAI(base_url=stub.base_url, api_key="stub", max_retries=0)
        else:
            client = openai.OpenAI(api_key=os.environ["OPENAI_API_KEY"])
        try:
            start = demo.url("/shop.html?reset=1")
            with ChromiumComputer((1280, 800), start_url=start) as raw, Monitor() as monitor:
                loop(client, VigilComputer(raw, monitor), args)
                summary = monitor.summary()
                print(f"summary: {summary['perceptual_summary']}, warnings: {summary['warnings']}")
        finally:
            client.close()
            if stub is not None:
                stub.close()
    return 0


def loop(client: Any, computer: VigilComputer, args: argparse.Namespace) -> None:
    width, height = computer.dimensions
    tools = [
        {
            "type": "computer_use_preview",
            "display_width": width,
            "display_height": height,
            "environment": "browser",
        }
    ]
    items: list[dict[str, Any]] = [{"role": "user", "content": "Buy the blue mug."}]
    previous = None
    for step in range(args.max_steps):
        response = client.responses.create(
            model=args.model,
            input=items,
            tools=tools,
            previous_response_id=previous,
            reasoning={"summary": "concise"},
            truncation="auto",
        )
        previous = response.id
        output = [item.model_dump(exclude_none=True) for item in response.output]
        calls = [item for item in output if item["type"] == "computer_call"]
        if not calls:
            print(f"step {step}: the model finished")
            return
        computer.note_response(output)  # its stated intent makes a click high-risk
        items = []
        for call in calls:
            new = handle_computer_call(computer, call, acknowledge=lambda message: True)
            told = [i["content"][0]["text"] for i in new if i.get("role") == "user"]
            what = call.get("action") or call.get("actions")
            said = told[0] if told else "(a screenshot, nothing else)"
            print(f"step {step}: {what} -> the model is told: {said}")
            items += new
        if computer.stop_requested:
            print("Vigil: the agent is looping; stopping.")
            return


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stub", action="store_true", help="use the bundled stub model")
    parser.add_argument("--task", default="checkout_consent", help="demo task the stub plays")
    parser.add_argument("--model", default="computer-use-preview")
    parser.add_argument("--max-steps", type=int, default=15)
    args = parser.parse_args()
    if args.stub:
        args.model = "stub-model"
    elif not os.environ.get("OPENAI_API_KEY"):
        print("set OPENAI_API_KEY, or pass --stub", file=sys.stderr)
        return 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
