"""A browser-use agent with Vigil's step hooks, on the demo shop.

    python examples/browser_use_agent.py --stub         # the bundled stub model, no key
    OPENAI_API_KEY=... python examples/browser_use_agent.py [--model gpt-4.1]

browser-use runs its own loop; VigilHook watches each step (screens before and after, the
clicked element's position) and, when a high-risk click changed nothing, adds one line to
the agent's next request. browser-use's own loop detection stays in charge of loops. After
each step this prints what the model was told.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

# browser-use reads these at import time: no telemetry, cloud sync, version check or
# extension downloads, and every file it writes goes to a scratch folder.
SCRATCH = Path(tempfile.mkdtemp(prefix="vigil-browser-use-"))
(SCRATCH / "tmp").mkdir(exist_ok=True)
os.environ.update(
    {
        "ANONYMIZED_TELEMETRY": "false",
        "BROWSER_USE_CLOUD_SYNC": "false",
        "BROWSER_USE_VERSION_CHECK": "false",
        "BROWSER_USE_DISABLE_EXTENSIONS": "1",
        "BROWSER_USE_CONFIG_DIR": str(SCRATCH / "config"),
        "XDG_CONFIG_HOME": str(SCRATCH / "xdg"),
        "XDG_CACHE_HOME": str(SCRATCH / "cache"),
        "TMPDIR": str(SCRATCH / "tmp"),
    }
)

from browser_use import Agent, BrowserProfile, BrowserSession, ChatOpenAI  # noqa: E402

from vigil.demo import serve_demo  # noqa: E402
from vigil.envs.launch import chromium_args  # noqa: E402
from vigil.integrations.browser_use import VigilHook, demo_policy  # noqa: E402
from vigil.monitor import Monitor  # noqa: E402


async def run(args: argparse.Namespace) -> int:
    with serve_demo() as demo:
        start = demo.url("/shop.html?reset=1")
        stub = None
        if args.stub:
            from vigil.stubs import ChatCompletionsStub

            stub = ChatCompletionsStub(demo_policy(args.task)).start()
            llm = ChatOpenAI(model="stub", base_url=stub.base_url, api_key="stub", max_retries=0)
        else:
            llm = ChatOpenAI(model=args.model, api_key=os.environ["OPENAI_API_KEY"])
        profile = BrowserProfile(
            executable_path=args.chromium,
            headless=True,
            chromium_sandbox=False,
            args=chromium_args(),  # Vigil's quiet flags: nothing leaves the machine
            enable_default_extensions=False,
            user_data_dir=str(SCRATCH / "profile"),
            viewport={"width": 1280, "height": 800},
            device_scale_factor=1.0,
            highlight_elements=False,  # its orange box would sit in the next step's screenshot
        )
        agent = Agent(
            task=f"Buy the blue mug at {start}",
            llm=llm,
            browser_session=BrowserSession(browser_profile=profile),
            initial_actions=[{"navigate": {"url": start, "new_tab": False}}],
            use_judge=False,
            directly_open_url=False,
            enable_planning=False,
            calculate_cost=False,
            message_compaction=False,
            enable_signal_handler=False,
        )
        agent.tools.set_coordinate_clicking(True)  # a vision model clicks where it sees
        hook = VigilHook(Monitor())

        async def on_step_end(agent: Agent) -> None:
            told = len(hook.told)
            await hook.on_step_end(agent)
            step = len(agent.history.history)
            output = agent.history.history[-1].model_output
            actions = [a.model_dump(exclude_unset=True) for a in output.action] if output else []
            said = f"Vigil: {hook.told[-1]}" if len(hook.told) > told else "(nothing from Vigil)"
            print(f"step {step}: {actions} -> the model is told: {said}")

        try:
            await agent.run(
                max_steps=args.max_steps, on_step_start=hook.on_step_start, on_step_end=on_step_end
            )
        finally:
            await agent.close()
            if stub is not None:
                stub.close()
        summary = hook.monitor.summary()
        print(f"summary: {summary['perceptual_summary']}, warnings: {summary['warnings']}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stub", action="store_true", help="use the bundled stub model")
    parser.add_argument("--task", default="checkout_consent", help="demo task the stub plays")
    parser.add_argument("--model", default="gpt-4.1")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--max-steps", type=int, default=12)
    args = parser.parse_args()
    if not args.stub and not os.environ.get("OPENAI_API_KEY"):
        print("set OPENAI_API_KEY, or pass --stub", file=sys.stderr)
        return 2
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
