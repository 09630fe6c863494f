"""Each model brain drives the demo's consent trap through its real SDK, in real headless
Chromium, against its local stub model server (the only fake: the model).

The stub plays the task file's script as a model would: it takes the fallback ("Accept
cookies") only when the request it received carries Vigil's WARNING. So a completed order
proves the whole chain: the runner saw the absorbed click, the brain put the WARNING into the
protocol (tool_result / input text / prompt), the SDK sent it, and the model reacted.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from vigil import BrowserEnv, GymRunner, RunConfig, RunResult
from vigil.brains import load_task_file
from vigil.brains.anthropic_cu import AnthropicComputerUseBrain
from vigil.brains.openai_compat import OpenAICompatibleBrain
from vigil.brains.openai_cua import OpenAIComputerUseBrain
from vigil.config import TOGGLES
from vigil.demo import serve_demo, tasks_dir
from vigil.runner import check_expectations
from vigil.stubs import (
    AnthropicStub,
    ChatCompletionsStub,
    OpenAIResponsesStub,
    StubModelServer,
    task_policy,
)

pytestmark = [pytest.mark.browser, pytest.mark.parallel]

WARNING = "WARNING: high-risk action had no observed effect"
TASK = load_task_file(tasks_dir() / "checkout_consent.json")
ON = RunConfig().with_overrides(**dict.fromkeys(TOGGLES, True))
OFF = RunConfig().with_overrides(**dict.fromkeys(TOGGLES, False))


def make(protocol: str) -> tuple[StubModelServer, Any]:
    """A started stub scripted by the consent task, and the brain that talks to it."""
    policy = task_policy(TASK)
    if protocol == "anthropic":
        stub: StubModelServer = AnthropicStub(policy).start()
        brain: Any = AnthropicComputerUseBrain("stub", api_key="k", base_url=stub.base_url)
    elif protocol == "openai-cua":
        stub = OpenAIResponsesStub(policy).start()
        brain = OpenAIComputerUseBrain("stub", api_key="k", base_url=stub.base_url)
    else:
        stub = ChatCompletionsStub(policy).start()
        brain = OpenAICompatibleBrain(stub.base_url, "stub", "k")
    return stub, brain


@pytest.fixture(scope="module")
def demo() -> Iterator[str]:
    with serve_demo() as server:
        yield server.base_url


def run(
    protocol: str, config: RunConfig, base_url: str, browser: Any, tmp: Path
) -> tuple[RunResult, StubModelServer, Any]:
    stub, brain = make(protocol)
    try:
        with BrowserEnv(browser=browser) as env:
            result = GymRunner(env, brain, config, record_dir=tmp).run(TASK.to_task(base_url))
    finally:
        brain.close()
        stub.close()
    return result, stub, brain


@pytest.mark.parametrize("protocol", ["anthropic", "openai-cua", "chat"])
def test_model_brain_escapes_the_consent_trap(
    protocol: str, demo: str, browser: Any, tmp_path: Path
) -> None:
    result, stub, brain = run(protocol, ON, demo, browser, tmp_path)
    assert not check_expectations(result, TASK.expect["on"]), (result.error, result.steps)
    assert result.final_url is not None and result.final_url.split("?")[0].endswith(
        "/confirmed.html"
    )
    first = result.steps[0]
    assert first.action_effect_observed is False and WARNING in first.feedback
    # The WARNING reached the model in the very next request, in the newest turn...
    assert WARNING not in stub.requests[0].text
    assert WARNING in stub.requests[1].latest_text
    # ...and the model reacted with the fallback, then retried and finished the order.
    assert "Accept cookies" in result.steps[1].action.reasoning
    assert result.steps[1].action.point == (940, 720)
    assert result.steps[2].action.point == (352, 441)
    assert result.steps[2].action_effect_observed is True
    assert len(stub.requests) == len(result.steps)  # one model call per decision
    assert brain.last_usage == {"input_tokens": 1200, "output_tokens": 40, "total": 1240}
    assert brain.last_latency_ms is not None


def test_without_verification_the_model_never_hears_of_it(
    demo: str, browser: Any, tmp_path: Path
) -> None:
    result, stub, _ = run("anthropic", OFF, demo, browser, tmp_path)
    assert not check_expectations(result, TASK.expect["off"])
    assert all(WARNING not in r.text for r in stub.requests)
    assert all(s.action.point != (940, 720) for s in result.steps)


@pytest.mark.slow
def test_vigil_run_with_a_stub_brain(tmp_path: Path) -> None:
    out = tmp_path / "runs"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "vigil",
            "run",
            "checkout_consent",
            "--brain",
            "stub-openai-cua",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    (result_file,) = out.glob("*/result.json")
    result = RunResult.load(result_file)
    assert result.termination_reason == "done" and result.warnings >= 1
    assert (result.final_url or "").split("?")[0].endswith("/confirmed.html")
    missing = subprocess.run(
        [sys.executable, "-m", "vigil", "run", "checkout_consent", "--brain", "anthropic:claude"],
        capture_output=True,
        text=True,
        timeout=300,
        env={k: v for k, v in __import__("os").environ.items() if not k.startswith("ANTHROPIC_")},
    )
    assert missing.returncode == 2 and "ANTHROPIC_API_KEY" in missing.stderr
