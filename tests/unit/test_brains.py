"""Brains: the scripted brain's fallback semantics, and the OpenAI-compatible brain through the
openai SDK against :class:`vigil.stubs.ChatCompletionsStub` on 127.0.0.1 (the only fake in
these tests: the model)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from vigil import Action, ActionType, Frame, Observation, OpenAICompatibleBrain, ScriptedBrain
from vigil.brains import ScriptedTask, feedback_wants_fallback, load_task_file, parse_action_answer
from vigil.demo import list_tasks
from vigil.errors import BackendError, ConfigError, InvalidAction
from vigil.stubs import ChatCompletionsStub, StubReply

FRAME = Frame(np.full((80, 120, 3), 240, np.uint8))
WARN = "clicked at (1, 1) (no visible change); WARNING: high-risk action had no observed effect (x)"


def obs(index: int, feedback: str = "") -> Observation:
    return Observation(frame=FRAME, task="t", step_index=index, feedback=feedback)


# -- scripted ------------------------------------------------------------------------------------
STEPS: list[dict[str, Any]] = [
    {
        "action": {"action_type": "CLICK", "params": {"x": 10, "y": 10}, "reasoning": "Buy"},
        "fallback": [
            {"action_type": "CLICK", "params": {"x": 90, "y": 70}, "reasoning": "Accept cookies"}
        ],
        "expect_before": [{"role": "button", "text": "Buy"}],
        "expect_after": [{"role": "status", "text": "1 item"}],
    },
    {"action": {"action_type": "KEY_PRESS", "params": {"keys": "Return"}}, "repeat": 2},
]


def test_scripted_walks_steps_then_done() -> None:
    brain = ScriptedBrain(STEPS)
    got = [brain.decide(obs(i, "clicked (screen changed)")) for i in range(5)]
    assert [a.action_type for a in got] == [
        ActionType.CLICK,
        ActionType.KEY_PRESS,
        ActionType.KEY_PRESS,
        ActionType.DONE,
        ActionType.DONE,
    ]


def test_scripted_fallback_on_warning_then_retry_once() -> None:
    brain = ScriptedBrain(STEPS)
    first = brain.decide(obs(0))
    assert brain.expectations() == (
        [{"role": "button", "text": "Buy"}],
        [{"role": "status", "text": "1 item"}],
    )
    fallback = brain.decide(obs(1, WARN))
    assert fallback.params == {"x": 90, "y": 70} and brain.emitting_fallback
    assert brain.expectations() == ([], [])
    retry = brain.decide(obs(2, "clicked (screen changed)"))
    assert retry == first
    # The retry warns again: the fallback is not taken a second time.
    nxt = brain.decide(obs(3, WARN))
    assert nxt.action_type is ActionType.KEY_PRESS
    assert brain.fallbacks_taken == 1


def test_scripted_fallback_on_loop_nudge_and_reset() -> None:
    brain = ScriptedBrain(STEPS)
    brain.decide(obs(0))
    nudge = "clicked (no visible change)\nLoop detected: the screen did not change. Try else."
    assert feedback_wants_fallback(nudge)
    assert brain.decide(obs(1, nudge)).params == {"x": 90, "y": 70}
    brain.reset()
    assert brain.decide(obs(0)).params == {"x": 10, "y": 10}


def test_no_fallback_without_warning() -> None:
    brain = ScriptedBrain(STEPS)
    brain.decide(obs(0))
    assert brain.decide(obs(1, "clicked (no visible change)")).action_type is ActionType.KEY_PRESS


def test_task_files_load(tmp_path: Path) -> None:
    for path in list_tasks():
        task = load_task_file(path)
        assert task.steps and task.expect
        spec = task.to_task("http://127.0.0.1:9")
        assert spec.start_url and spec.start_url.startswith("http://127.0.0.1:9/")
    yml = tmp_path / "t.yaml"
    yml.write_text(
        "name: y\ntask: do it\nstart_path: /a.html\nsteps:\n"
        "  - action: {action_type: WAIT, params: {seconds: 0}}\n    repeat: 3\n"
    )
    loaded = load_task_file(yml)
    assert isinstance(loaded, ScriptedTask) and loaded.steps[0].repeat == 3
    assert loaded.to_task("http://h").start_url == "http://h/a.html"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"steps": [{"action": {"action_type": "FLY"}}]}))
    with pytest.raises(ConfigError, match="FLY"):
        load_task_file(bad)


# -- answer parsing ------------------------------------------------------------------------------
def test_parse_tool_call_and_text_forms() -> None:
    tool = {
        "content": None,
        "tool_calls": [
            {
                "type": "function",
                "function": {
                    "name": "computer",
                    "arguments": json.dumps(
                        {"action": "left_click", "coordinate": [5, 6], "reasoning": "Submit"}
                    ),
                },
            }
        ],
    }
    a = parse_action_answer(tool)
    assert a == Action.click(5, 6) and a.reasoning == "Submit"
    text = {"content": 'Sure.\n```json\n{"action": "key", "text": "Return"}\n```'}
    assert parse_action_answer(text) == Action.key("Return")
    vigil_form = {"content": '{"action_type": "TYPE", "params": {"text": "hi"}}'}
    assert parse_action_answer(vigil_form) == Action.type_text("hi")
    call = {"content": 'I will click: {"type": "click", "x": 3, "y": 4, "button": "right"}'}
    assert parse_action_answer(call).params == {"x": 3, "y": 4, "button": "right"}
    done = {"tool_calls": [{"function": {"name": "computer", "arguments": '{"action": "done"}'}}]}
    assert parse_action_answer(done).action_type is ActionType.DONE
    for garbage in ({"content": "I am not sure what to do."}, {"content": "{not json"}, {}):
        with pytest.raises(InvalidAction):
            parse_action_answer(garbage)


# -- the chat brain against the chat-completions stub -------------------------------------------
@pytest.fixture()
def stub() -> Iterator[ChatCompletionsStub]:
    with ChatCompletionsStub() as s:
        yield s


def chat(message: dict[str, Any]) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", **message}}]}


def brain_for(stub: ChatCompletionsStub, **kw: Any) -> OpenAICompatibleBrain:
    return OpenAICompatibleBrain(stub.base_url, "m", "k", timeout=10, **kw)


def test_openai_brain_tool_call(stub: ChatCompletionsStub) -> None:
    args = {"action": "left_click", "coordinate": [40, 30], "reasoning": "Sign in"}
    stub.push(
        chat(
            {
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "computer", "arguments": json.dumps(args)},
                    }
                ]
            }
        )
    )
    brain = brain_for(stub)
    action = brain.decide(obs(2, WARN))
    assert action == Action.click(40, 30) and action.reasoning == "Sign in"
    req = stub.requests[0]
    assert req.path == "/v1/chat/completions" and req.headers["authorization"] == "Bearer k"
    body = req.body
    assert body["model"] == "m" and body["tools"][0]["function"]["name"] == "computer"
    content = body["messages"][1]["content"]
    assert "WARNING" in content[0]["text"] and "Task: t" in content[0]["text"]
    assert content[1]["image_url"]["url"].startswith("data:image/jpeg;base64,")
    assert brain.last_usage == {"input_tokens": 1200, "output_tokens": 40, "total": 1240}
    assert brain.last_latency_ms is not None and brain.last_attempts == 1


def test_openai_brain_json_in_text(stub: ChatCompletionsStub) -> None:
    stub.push('Next: {"action": "scroll", "scroll_direction": "down"}')
    brain = brain_for(stub, use_tools=False)
    action = brain.decide(obs(0))
    assert action.action_type is ActionType.SCROLL and "tools" not in stub.requests[0].body


def test_openai_brain_garbage_is_invalid_action(stub: ChatCompletionsStub) -> None:
    stub.push("I cannot see the screen.", StubReply.garbage("not json"))
    brain = brain_for(stub, max_retries=0)
    with pytest.raises(InvalidAction, match="no tool call"):
        brain.decide(obs(0))
    with pytest.raises(InvalidAction, match="not its protocol"):
        brain.decide(obs(0))


def test_openai_brain_retries_5xx_and_429(stub: ChatCompletionsStub) -> None:
    stub.fail_next(StubReply.server_error(500), StubReply.rate_limited(0.01))
    stub.push('{"action": "wait", "duration": 2}')
    brain = brain_for(stub)
    action = brain.decide(obs(0))
    assert action == Action.wait(2.0)
    assert brain.last_attempts == 3 and len(stub.requests) == 3
    # the SDK numbers its retries: the same request, sent again
    assert [r.headers.get("x-stainless-retry-count") for r in stub.requests] == ["0", "1", "2"]


def test_openai_brain_gives_up_and_refuses(stub: ChatCompletionsStub) -> None:
    stub.fail_next(*[StubReply.server_error(503, retry_after=0.01)] * 3)
    brain = brain_for(stub, max_retries=2)
    with pytest.raises(BackendError, match="after 3 attempts: HTTP 503"):
        brain.decide(obs(0))
    assert len(stub.requests) == 3
    stub.fail_next(StubReply(401, {"error": {"message": "bad key"}}))
    with pytest.raises(BackendError, match="refused the request: HTTP 401: bad key"):
        brain.decide(obs(0))
    assert len(stub.requests) == 4  # a refusal is not retried


def test_openai_brain_unreachable_is_backend_error() -> None:
    stub = ChatCompletionsStub().start()
    url = stub.base_url
    stub.close()
    brain = OpenAICompatibleBrain(url, "m", "k", max_retries=0, timeout=2)
    with pytest.raises(BackendError, match="could not be reached"):
        brain.decide(obs(0))


def test_openai_brain_scales_coordinates_back(stub: ChatCompletionsStub) -> None:
    big = Frame(np.full((1000, 2000, 3), 200, np.uint8))
    stub.push({"action": "left_click", "coordinate": [500, 250]})
    brain = brain_for(stub, max_image_side=1000)
    action = brain.decide(Observation(frame=big, task="t", step_index=0))
    assert action.point == (1000.0, 500.0)
    assert "1000x500" in stub.requests[0].body["messages"][1]["content"][0]["text"]


def test_openai_brain_answers_in_screen_pixels_on_a_hidpi_frame(stub: ChatCompletionsStub) -> None:
    # Device pixel ratio 2: the frame has twice the screen's pixels; clicks are screen pixels.
    hidpi = Frame(np.full((1600, 2560, 3), 200, np.uint8))
    stub.push({"action": "left_click", "coordinate": [100, 50]})
    brain = brain_for(stub)
    action = brain.decide(Observation(frame=hidpi, task="t", step_index=0, screen_size=(1280, 800)))
    assert action.point == (100.0, 50.0)
    content = stub.requests[0].body["messages"][1]["content"]
    assert "1280x800" in content[0]["text"]
    assert Frame(content[1]["image_url"]["url"]).size == (1280, 800)
