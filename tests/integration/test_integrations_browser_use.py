"""Vigil inside a browser-use agent: real browser-use driving Debian's Chromium, its
ChatOpenAI client talking to the local chat-completions stub over a socket."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from _async_helpers import run_async

from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.envs.launch import chromium_args
from vigil.integrations.browser_use import VigilHook, demo_policy
from vigil.monitor import Monitor
from vigil.stubs import ChatCompletionsStub

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WARNING = "WARNING: high-risk action had no observed effect"


@pytest.fixture(scope="module")
def bu() -> Iterator[Any]:
    """browser-use, imported with telemetry, cloud sync, version check and extension
    downloads off and every folder it writes in a scratch directory."""
    scratch = Path(tempfile.mkdtemp(prefix="vigil-bu-"))
    env = {
        "ANONYMIZED_TELEMETRY": "false",
        "BROWSER_USE_CLOUD_SYNC": "false",
        "BROWSER_USE_VERSION_CHECK": "false",
        "BROWSER_USE_DISABLE_EXTENSIONS": "1",
        "BROWSER_USE_CONFIG_DIR": str(scratch / "config"),
        "XDG_CONFIG_HOME": str(scratch / "xdg"),
        "XDG_CACHE_HOME": str(scratch / "cache"),
        "TMPDIR": str(scratch / "tmp"),
    }
    (scratch / "tmp").mkdir()
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield pytest.importorskip("browser_use"), scratch
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture(scope="module")
def demo() -> Iterator[DemoServer]:
    with serve_demo() as server:
        yield server


def run_agent(bu: Any, demo: DemoServer, task: str, *, vigil: bool) -> tuple[Any, Any, str]:
    module, scratch = bu
    start = demo.url("/shop.html?reset=1")

    async def go() -> tuple[ChatCompletionsStub, VigilHook | None, str]:
        with ChatCompletionsStub(demo_policy(task)) as stub:
            profile = module.BrowserProfile(
                executable_path="/usr/bin/chromium",
                headless=True,
                chromium_sandbox=False,
                args=chromium_args(),
                enable_default_extensions=False,
                user_data_dir=str(scratch / f"profile-{task}-{vigil}"),
                viewport={"width": 1280, "height": 800},
                device_scale_factor=1.0,
                highlight_elements=False,
            )
            llm = module.ChatOpenAI(
                model="stub", base_url=stub.base_url, api_key="stub", max_retries=0
            )
            agent = module.Agent(
                task=f"Buy the blue mug at {start}",
                llm=llm,
                browser_session=module.BrowserSession(browser_profile=profile),
                initial_actions=[{"navigate": {"url": start, "new_tab": False}}],
                use_judge=False,
                directly_open_url=False,
                enable_planning=False,
                calculate_cost=False,
                message_compaction=False,
                enable_signal_handler=False,
            )
            agent.tools.set_coordinate_clicking(True)
            hook = VigilHook(Monitor(RunConfig(narrate=False))) if vigil else None
            try:
                if hook is not None:
                    await agent.run(
                        max_steps=10, on_step_start=hook.on_step_start, on_step_end=hook.on_step_end
                    )
                else:
                    await agent.run(max_steps=10)
                # The page the agent was on when it declared done (run() closes the page).
                url = agent.history.history[-1].state.url
            finally:
                await agent.close()
            return stub, hook, str(url)

    return run_async(go())


def test_consent_trap_warning_reaches_the_next_request(bu: Any, demo: DemoServer) -> None:
    stub, hook, url = run_agent(bu, demo, "checkout_consent", vigil=True)
    firsts = [i for i, r in enumerate(stub.requests) if WARNING in r.latest_text]
    # The request right after the absorbed click is the first to carry the warning.
    assert firsts and firsts[0] == 1
    told = [ln for ln in stub.requests[1].latest_text.splitlines() if WARNING in ln]
    assert told == [
        "Vigil: clicked at (352, 441) (no visible change); "
        + WARNING
        + " (global_and_region_stable)"
    ], told
    assert url.endswith("/confirmed.html")
    assert hook is not None and hook.monitor.summary()["warnings"] == 1
    assert len(hook.told) == 1


def test_happy_path_tells_the_model_nothing(bu: Any, demo: DemoServer) -> None:
    stub, hook, url = run_agent(bu, demo, "happy_path", vigil=True)
    assert url.endswith("/confirmed.html")
    assert hook is not None
    assert hook.monitor.summary()["warnings"] == 0
    assert hook.monitor.summary()["perceptual_summary"]["checked"] >= 4
    assert hook.told == []
    assert not any("Vigil:" in r.text for r in stub.requests)
    # The pages the agent navigated to carry the idle probe: some posts were one capture
    # the page vouched for, and some pres reused them.
    assert hook._word is not None and hook._word.vouched >= 1, hook.timings
    assert hook._word.reused >= 1


def test_injection_keeps_an_error_and_never_follows_done(bu: Any) -> None:
    """A step whose action failed keeps its error result and still gets the warning after
    it; a step that ended the run gets nothing (a result after 'done' would hide it)."""
    from browser_use.agent.views import ActionResult

    hook = VigilHook(Monitor(RunConfig(narrate=False)))
    failed = SimpleNamespace(state=SimpleNamespace(last_result=[ActionResult(error="boom")]))
    hook._inject(failed, f"clicked at (1, 2) (no visible change); {WARNING} (x)")
    results = failed.state.last_result
    assert results[0].error == "boom"
    assert results[1].long_term_memory.startswith("Vigil: clicked at (1, 2)")
    done = ActionResult(is_done=True, success=True, extracted_content="ok")
    finished = SimpleNamespace(state=SimpleNamespace(last_result=[done]))
    hook._inject(finished, WARNING)
    assert finished.state.last_result == [done]
