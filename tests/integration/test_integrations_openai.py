"""Vigil inside an OpenAI computer-use loop: the real `openai` client, the local Responses
stub over a socket, a real Chromium page of the demo shop."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from _agent_loops import openai_loop
from vigil.actions import Action
from vigil.config import RunConfig
from vigil.demo import serve_demo
from vigil.demo.server import DemoServer
from vigil.integrations.openai import ChromiumComputer, VigilComputer
from vigil.monitor import Monitor
from vigil.stubs import OpenAIResponsesStub, Turn, task_policy

openai = pytest.importorskip("openai")

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WARNING = "WARNING: high-risk action had no observed effect"
QUIET = RunConfig(narrate=False)  # the Monitor's OCR narration is slow on a busy machine


@pytest.fixture(scope="module")
def demo() -> Iterator[DemoServer]:
    with serve_demo() as server:
        yield server


@pytest.fixture()
def computer(browser: Any, demo: DemoServer) -> Iterator[ChromiumComputer]:
    chromium = ChromiumComputer((1280, 800), browser=browser)
    chromium.open(demo.url("/shop.html?reset=1"))
    try:
        yield chromium
    finally:
        chromium.close()


def test_consent_trap_warning_reaches_the_next_request(computer: ChromiumComputer) -> None:
    monitor = Monitor(QUIET)
    with OpenAIResponsesStub(task_policy("checkout_consent")) as stub:
        openai_loop(stub, VigilComputer(computer, monitor))
    told = stub.requests[1].latest_text
    assert WARNING in told
    # The feedback is a user message right after the computer_call_output.
    first, second = stub.requests[1].body["input"][:2]
    assert first["type"] == "computer_call_output"
    assert second["role"] == "user" and WARNING in second["content"][0]["text"]
    assert computer.get_current_url().endswith("/confirmed.html")
    assert monitor.summary()["warnings"] == 1


def test_a_flashed_error_warns_as_in_the_runner(
    computer: ChromiumComputer, demo: DemoServer
) -> None:
    """The sign-in error that shows for 300 ms and vanishes: the computer's screen watches a
    verified step's new screen until the flash is gone, so the proxy's Monitor sees that
    the click changed nothing that lasted."""
    computer.open(demo.url("/signin.html?reset=1"))
    monitor = Monitor(QUIET)
    with OpenAIResponsesStub(task_policy("signin_flash")) as stub:
        openai_loop(stub, VigilComputer(computer, monitor))
    assert WARNING in stub.requests[1].latest_text
    assert computer.get_current_url().split("?")[0].endswith("/account.html")
    assert monitor.summary()["warnings"] == 1


def test_happy_path_tells_the_model_nothing(computer: ChromiumComputer) -> None:
    monitor = Monitor(QUIET)
    with OpenAIResponsesStub(task_policy("happy_path")) as stub:
        openai_loop(stub, VigilComputer(computer, monitor))
    assert computer.get_current_url().endswith("/confirmed.html")
    assert monitor.summary()["warnings"] == 0
    assert monitor.summary()["perceptual_summary"]["checked"] >= 4
    assert all(len(r.body["input"]) == 1 for r in stub.requests[1:])
    assert not any("WARNING" in r.text for r in stub.requests)


def test_batched_actions_and_safety_checks(computer: ChromiumComputer) -> None:
    """A batched call: the absorbed click is closed by Vigil's own capture before the next
    action; the safety check is acknowledged; the warning still follows the output."""
    check = {"id": "sc_1", "code": "malicious_instructions", "message": "Confirm the purchase"}
    script: list[Any] = [
        Turn(
            action=Action.click(352, 441, "Buy the blue mug: add it to the cart"),
            actions=(Action.click(940, 720, "Accept cookies"),),
            safety_checks=(check,),
        ),
        "Stopping here.",
    ]
    proxy = VigilComputer(computer, Monitor(QUIET))
    with OpenAIResponsesStub(script) as stub:
        openai_loop(stub, proxy)
    body = stub.requests[1].body
    output, feedback = body["input"][:2]
    assert output["acknowledged_safety_checks"][0]["id"] == "sc_1"
    assert output["output"]["image_url"].startswith("data:image/jpeg;base64,")
    assert WARNING in feedback["content"][0]["text"]
    assert len(proxy.verdicts) == 2
    assert proxy.verdicts[0].effect_observed is False
    # One reasoning covers the whole batch, so the cookie click was checked too: it worked.
    assert proxy.verdicts[1].effect_observed is True
    assert proxy.extra_captures == 3  # two hover-aware pres, one post closing the first click
