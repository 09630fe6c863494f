"""Vigil inside the three agent loops: what it costs per step, and whether the model hears
of the absorbed click.

    PYTHONPATH=src python benchmarks/bench_integrations.py [--skip-browser-use]

Sections (recorded in benchmarks/results.json under "integrations"):

* ``overhead`` — the time the wrappers add to a step beside the screenshots the loop takes
  anyway (decoding the screenshot + the Monitor's check), at 1280x800 in a real Chromium,
  next to the median time of one screenshot measured in the same run; and, separately, the
  extra capture a hover-aware ``pre`` needs before a high-risk step.
* ``consent_trap`` — the demo shop's consent overlay, the stub model replaying the same
  clicks through each loop with and without Vigil: the step at which the model is first
  told of the absorbed click, and the final page.
* ``happy_path`` — warnings told over the happy path's steps (must be 0).
* ``signin_flash`` — 'Sign in' on the empty form flashes an error for 300 ms: whether the
  model is told at that step that it changed nothing that lasted (the runner tells it).
  browser-use's stub policy plays clicks only (typing needs an element index), so its run
  stops on the sign-in page after the warning; the warning is the figure there.

Everything runs against local servers (the demo shop, the stub models); nothing leaves
127.0.0.1. The machine is shared: compare figures of one run, as ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from _results import record
from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.monitor import Monitor

WARNING = "WARNING: high-risk action had no observed effect"

#: The loops run with the Monitor's OCR narration off: it is the Monitor's courtesy, not the
#: wrapper's cost, and it is measured on its own (``narration`` section).
CONFIG = RunConfig(narrate=False)


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def _first(told: list[str]) -> int | None:
    return next((i for i, t in enumerate(told) if WARNING in t), None)


def _start(task: str) -> str:
    """Where a task's run starts (its task file's ``start_path``)."""
    return "/signin.html?reset=1" if task == "signin_flash" else "/shop.html?reset=1"


# -- Anthropic ----------------------------------------------------------------------------------
def anthropic_run(
    demo: DemoServer, task: str, vigil: bool, config: RunConfig | None = None
) -> dict[str, Any]:
    import anthropic

    from vigil.integrations.anthropic import (
        ChromiumComputerTool,
        VigilComputerTool,
        tool_result_block,
    )
    from vigil.stubs import AnthropicStub, task_policy

    async def go() -> dict[str, Any]:
        told: list[str] = []
        shots: list[float] = []
        with AnthropicStub(task_policy(task)) as stub:
            client = anthropic.AsyncAnthropic(base_url=stub.base_url, api_key="x", max_retries=0)
            async with ChromiumComputerTool((1280, 800)) as raw:
                await raw.start(demo.url(_start(task)))
                for _ in range(9):  # the loop's own screenshot, for scale
                    t = time.perf_counter()
                    await raw(action="screenshot")
                    shots.append((time.perf_counter() - t) * 1000.0)
                monitor = Monitor(config or CONFIG)
                tool: Any = VigilComputerTool(raw, monitor) if vigil else raw
                messages: list[dict[str, Any]] = [{"role": "user", "content": "Buy the blue mug"}]
                for _ in range(12):
                    resp = await client.beta.messages.create(
                        model="stub", max_tokens=512, messages=messages, tools=[raw.to_params()]
                    )
                    content = [b.model_dump(exclude_none=True) for b in resp.content]
                    messages.append({"role": "assistant", "content": content})
                    uses = [b for b in content if b["type"] == "tool_use"]
                    if not uses:
                        break
                    if vigil:
                        tool.note_assistant(content)
                    blocks = []
                    for b in uses:
                        result = await tool.run(b["input"], name=b["name"])
                        told.append(result.error or result.output or "")
                        blocks.append(tool_result_block(result, b["id"]))
                    messages.append({"role": "user", "content": blocks})
                path = await raw.page_call(lambda p: p.evaluate("location.pathname"))
            await client.close()
        timings = tool.timings if vigil else []
        return {
            "told": told,
            "final_path": path,
            "warnings_in_requests": sum(WARNING in r.latest_text for r in stub.requests),
            "screenshot_ms": shots[1:],
            "overhead_ms": [
                t["total_ms"] - t["tool_ms"] - t.get("pre_ms", 0.0) - t.get("post_capture_ms", 0.0)
                for t in timings
            ],
            "overhead_cpu_ms": [t["check_cpu_ms"] for t in timings],
            "narrate_ms": [
                v.timings["narrate_ms"] for v in tool.verdicts if v.timings.get("narrate_ms")
            ]
            if vigil
            else [],
            "pre_ms": [t["pre_ms"] for t in timings if "pre_ms" in t],
            "extra_captures": tool.extra_captures if vigil else 0,
        }

    return asyncio.run(go())


# -- OpenAI -------------------------------------------------------------------------------------
def openai_run(demo: DemoServer, task: str, vigil: bool) -> dict[str, Any]:
    import openai

    from vigil.integrations.openai import ChromiumComputer, VigilComputer, handle_computer_call
    from vigil.stubs import OpenAIResponsesStub, task_policy

    told: list[str] = []
    shots: list[float] = []
    with OpenAIResponsesStub(task_policy(task)) as stub:
        client = openai.OpenAI(base_url=stub.base_url, api_key="x", max_retries=0)
        with ChromiumComputer((1280, 800), start_url=demo.url(_start(task))) as raw:
            for _ in range(9):
                t = time.perf_counter()
                raw.screenshot()
                shots.append((time.perf_counter() - t) * 1000.0)
            proxy = VigilComputer(raw, Monitor(CONFIG))
            tools = [
                {
                    "type": "computer_use_preview",
                    "display_width": 1280,
                    "display_height": 800,
                    "environment": "browser",
                }
            ]
            items: list[dict[str, Any]] = [{"role": "user", "content": "Buy the blue mug"}]
            previous = None
            for _ in range(12):
                resp = client.responses.create(
                    model="stub",
                    input=items,  # type: ignore[arg-type]
                    tools=tools,  # type: ignore[arg-type]
                    previous_response_id=previous,
                )
                previous = resp.id
                output = [o.model_dump(exclude_none=True) for o in resp.output]
                calls = [o for o in output if o["type"] == "computer_call"]
                if not calls:
                    break
                items = []
                for call in calls:
                    if vigil:
                        proxy.note_response(output)
                        new = handle_computer_call(proxy, call)
                    else:
                        act = call["action"]
                        getattr(raw, act["type"])(**{k: v for k, v in act.items() if k != "type"})
                        raw.screenshot()
                        new = [
                            {
                                "type": "computer_call_output",
                                "call_id": call["call_id"],
                                "output": {"type": "computer_screenshot", "image_url": "x"},
                            }
                        ]
                    told.append(" ".join(i["content"][0]["text"] for i in new if "role" in i))
                    items += new
            path = raw.get_current_url().split("127.0.0.1")[-1].split("/", 1)[-1]
        client.close()
    return {
        "told": told,
        "final_path": "/" + path,
        "warnings_in_requests": sum(WARNING in r.latest_text for r in stub.requests),
        "screenshot_ms": shots[1:],
        "overhead_ms": [t["check_ms"] for t in proxy.timings if "check_ms" in t] if vigil else [],
        "overhead_cpu_ms": [t["check_cpu_ms"] for t in proxy.timings if "check_cpu_ms" in t]
        if vigil
        else [],
        "pre_ms": [t["pre_ms"] for t in proxy.timings if "pre_ms" in t] if vigil else [],
        "extra_captures": proxy.extra_captures if vigil else 0,
    }


# -- browser-use --------------------------------------------------------------------------------
def _browser_use_env() -> Path:
    scratch = Path(tempfile.mkdtemp(prefix="vigil-bench-bu-"))
    (scratch / "tmp").mkdir()
    os.environ.update(
        {
            "ANONYMIZED_TELEMETRY": "false",
            "BROWSER_USE_CLOUD_SYNC": "false",
            "BROWSER_USE_VERSION_CHECK": "false",
            "BROWSER_USE_DISABLE_EXTENSIONS": "1",
            "BROWSER_USE_CONFIG_DIR": str(scratch / "config"),
            "XDG_CONFIG_HOME": str(scratch / "xdg"),
            "XDG_CACHE_HOME": str(scratch / "cache"),
            "TMPDIR": str(scratch / "tmp"),
        }
    )
    return scratch


def browser_use_run(demo: DemoServer, task: str, vigil: bool, scratch: Path) -> dict[str, Any]:
    from browser_use import Agent, BrowserProfile, BrowserSession, ChatOpenAI

    from vigil.integrations.browser_use import VigilHook, demo_policy
    from vigil.stubs import ChatCompletionsStub

    start = demo.url(_start(task))

    async def go() -> dict[str, Any]:
        told: list[str] = []
        with ChatCompletionsStub(demo_policy(task)) as stub:
            profile = BrowserProfile(
                executable_path="/usr/bin/chromium",
                headless=True,
                chromium_sandbox=False,
                args=["--no-sandbox", "--disable-gpu"],
                enable_default_extensions=False,
                user_data_dir=str(scratch / f"profile-{task}-{vigil}"),
                viewport={"width": 1280, "height": 800},
                device_scale_factor=1.0,
                highlight_elements=False,
            )
            agent = Agent(
                task=f"Buy the blue mug at {start}",
                llm=ChatOpenAI(model="stub", base_url=stub.base_url, api_key="x", max_retries=0),
                browser_session=BrowserSession(browser_profile=profile),
                initial_actions=[{"navigate": {"url": start, "new_tab": False}}],
                use_judge=False,
                directly_open_url=False,
                enable_planning=False,
                calculate_cost=False,
                message_compaction=False,
                enable_signal_handler=False,
            )
            agent.tools.set_coordinate_clicking(True)
            hook = VigilHook(Monitor(CONFIG))

            async def end(a: Any) -> None:
                before = len(hook.told)
                if vigil:
                    await hook.on_step_end(a)
                told.append(hook.told[-1] if len(hook.told) > before else "")

            try:
                await agent.run(
                    max_steps=10,
                    on_step_start=hook.on_step_start if vigil else None,
                    on_step_end=end,
                )
                path = agent.history.history[-1].state.url
            finally:
                await agent.close()
        return {
            "told": told,
            "final_path": "/" + str(path).split("127.0.0.1")[-1].split("/", 1)[-1],
            "warnings_in_requests": sum(
                1 for r in stub.requests if str(r.latest_text).count(WARNING) > 0
            ),
            "overhead_ms": [t["check_ms"] for t in hook.timings],
            "overhead_cpu_ms": [t["check_cpu_ms"] for t in hook.timings],
            "post_capture_ms": [t["capture_ms"] for t in hook.timings],
            "pre_capture_ms": [t["pre_capture_ms"] for t in hook.timings if t["pre_capture_ms"]],
            "page_vouched": [hook._word.vouched, hook._word.reused] if hook._word else [0, 0],
        }

    return asyncio.run(go())


# -- main ---------------------------------------------------------------------------------------
def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-browser-use", action="store_true")
    args = parser.parse_args()
    scratch = _browser_use_env()
    loops: dict[str, Any] = {"anthropic": anthropic_run, "openai": openai_run}
    if not args.skip_browser_use:
        loops["browser_use"] = lambda d, t, v: browser_use_run(d, t, v, scratch)
    consent: dict[str, Any] = {}
    happy: dict[str, Any] = {}
    flash: dict[str, Any] = {}
    overhead: dict[str, Any] = {}
    with serve_demo() as demo:
        for name, run in loops.items():
            on = run(demo, "checkout_consent", True)
            off = run(demo, "checkout_consent", False)
            ok = run(demo, "happy_path", True)
            flashed = run(demo, "signin_flash", True)
            flash[name] = {
                "first_warning_step": _first(flashed["told"]),
                "warned_at_the_flash": _first(flashed["told"]) == 0,
                "final_path": flashed["final_path"],
                "steps": len(flashed["told"]),
            }
            consent[name] = {
                "first_warning_step_on": _first(on["told"]),
                "first_high_risk_noop_step": 0,
                "warned_at_first_noop": _first(on["told"]) == 0,
                "final_path_on": on["final_path"],
                "warnings_told_off": sum(WARNING in t for t in off["told"]),
                "final_path_off": off["final_path"],
                "steps_on": len(on["told"]),
                "steps_off": len(off["told"]),
            }
            happy[name] = {
                "steps": len(ok["told"]),
                "warnings_told": sum(WARNING in t for t in ok["told"]),
                "final_path": ok["final_path"],
            }
            samples = on["overhead_ms"] + ok["overhead_ms"]
            cpu = on["overhead_cpu_ms"] + ok["overhead_cpu_ms"]
            entry: dict[str, Any] = {
                "steps": len(samples),
                "overhead_ms": _median(samples),
                "overhead_cpu_ms": _median(cpu),
                "target": "<= 5 ms median at 1280x800",
                "met_wall": bool(samples) and statistics.median(samples) <= 5.0,
                "met_cpu": bool(cpu) and statistics.median(cpu) <= 5.0,
            }
            if "screenshot_ms" in on:
                shot = _median(on["screenshot_ms"] + ok["screenshot_ms"])
                entry["screenshot_ms"] = shot
                entry["overhead_to_screenshot_ratio"] = (
                    round(entry["overhead_ms"] / shot, 3) if shot and entry["overhead_ms"] else None
                )
                entry["hover_pre_capture_ms"] = _median(on["pre_ms"] + ok["pre_ms"])
                entry["extra_captures_per_run"] = {
                    "consent": on["extra_captures"],
                    "happy": ok["extra_captures"],
                }
            if "post_capture_ms" in on:
                entry["post_capture_ms"] = _median(on["post_capture_ms"] + ok["post_capture_ms"])
                entry["pre_capture_ms"] = _median(on["pre_capture_ms"] + ok["pre_capture_ms"])
                # posts the page vouched for (one capture), pres that reused them (none)
                entry["page_vouched_posts_reused_pres"] = [
                    a + b for a, b in zip(on["page_vouched"], ok["page_vouched"], strict=True)
                ]
            overhead[name] = entry
            print(name, consent[name], happy[name], flash[name], entry, flush=True)
        # The Monitor's default narration (OCR of what changed) on the happy path, for scale.
        narrated = anthropic_run(demo, "happy_path", True, RunConfig())
        narration = {
            "steps_narrated": len(narrated["narrate_ms"]),
            "narrate_ms": _median(narrated["narrate_ms"]),
            "overhead_ms_with_narration": _median(narrated["overhead_ms"]),
            "warnings_told": sum(WARNING in t for t in narrated["told"]),
        }
        print("narration", narration, flush=True)
    record("integrations", "narration", narration)
    record("integrations", "overhead", overhead)
    record("integrations", "consent_trap", consent)
    record("integrations", "happy_path", happy)
    record("integrations", "signin_flash", flash)
    return 0


if __name__ == "__main__":
    sys.exit(main())
