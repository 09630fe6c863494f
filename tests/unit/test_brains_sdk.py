"""The model brains through their real SDKs (``anthropic``, ``openai``) against the local stub
model servers of :mod:`vigil.stubs` — the only fake here is the model.

Covered per protocol: every action the model can emit, mapped to Vigil's Action with the
coordinates scaled back to the screen; the conversation carried across 20 steps; Vigil's
feedback in the next request; retries with Retry-After done by the SDK; garbled answers →
InvalidAction; missing keys → ConfigError naming the variable; token usage and latency.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from vigil import Action, ActionType, Frame, Observation
from vigil.actions import (
    action_from_computer_call,
    action_from_tool_use,
    action_to_computer_call,
    action_to_tool_use,
)
from vigil.brains.anthropic_cu import AnthropicComputerUseBrain, model_display_size
from vigil.brains.factory import StubDrivenBrain, brain_from_spec
from vigil.brains.openai_cua import OpenAIComputerUseBrain, SafetyCheckPending
from vigil.errors import BackendError, ConfigError, InvalidAction
from vigil.stubs import (
    AnthropicStub,
    ChatCompletionsStub,
    OpenAIResponsesStub,
    StubReply,
    StubRequest,
    Turn,
    stub_for,
    task_policy,
)

WARNING = "WARNING: high-risk action had no observed effect (global_and_region_stable)"
SCREEN = (1920, 1080)  # 16:9 -> the Anthropic brain shows FWXGA 1366x768
BIG = Frame(np.full((SCREEN[1], SCREEN[0], 3), 230, np.uint8))


def obs(
    i: int, feedback: str = "", frame: Frame = BIG, screen: tuple[int, int] = SCREEN
) -> Observation:
    return Observation(
        frame=frame, task="Buy the blue mug", step_index=i, feedback=feedback, screen_size=screen
    )


@pytest.fixture()
def anthropic_stub() -> Iterator[AnthropicStub]:
    with AnthropicStub() as stub:
        yield stub


@pytest.fixture()
def responses_stub() -> Iterator[OpenAIResponsesStub]:
    with OpenAIResponsesStub() as stub:
        yield stub


def claude(stub: AnthropicStub, **kw: Any) -> AnthropicComputerUseBrain:
    return AnthropicComputerUseBrain("claude-test", api_key="sk-test", base_url=stub.base_url, **kw)


def cua(stub: OpenAIResponsesStub, **kw: Any) -> OpenAIComputerUseBrain:
    return OpenAIComputerUseBrain("cua-test", api_key="sk-test", base_url=stub.base_url, **kw)


# -- converters ---------------------------------------------------------------------------------
def test_tool_use_round_trips_held_keys_and_new_actions() -> None:
    for inp in (
        {"action": "left_click", "coordinate": [3, 4], "text": "ctrl+shift"},
        {
            "action": "scroll",
            "coordinate": [3, 4],
            "scroll_direction": "left",
            "scroll_amount": 7,
            "text": "shift",
        },
        {"action": "hold_key", "text": "shift", "duration": 2.5},
        {"action": "triple_click", "coordinate": [5, 6]},
        {"action": "left_click_drag", "start_coordinate": [1, 2], "coordinate": [30, 40]},
        {"action": "screenshot"},
        {"action": "wait", "duration": 1.5},
    ):
        action = action_from_tool_use({"input": inp})
        assert action_to_tool_use(action)["input"] == inp, inp
    toolset = {
        "type": "tool_use",
        "name": "right_click",
        "toolset_name": "computer",
        "input": {"coordinate": [8, 9]},
    }
    assert action_from_tool_use(toolset).params == {"x": 8, "y": 9, "button": "right"}
    with pytest.raises(InvalidAction, match="left_mouse_down"):
        action_from_tool_use({"input": {"action": "left_mouse_down"}})


def test_computer_call_round_trips() -> None:
    for act in (
        {"type": "click", "button": "right", "x": 3, "y": 4, "keys": ["shift"]},
        {"type": "double_click", "x": 3, "y": 4},
        {"type": "keypress", "keys": ["ctrl", "a"]},
        {"type": "scroll", "x": 1, "y": 2, "scroll_x": 0, "scroll_y": -300},
        {"type": "drag", "path": [{"x": 1, "y": 2}, {"x": 9, "y": 8}], "keys": ["alt"]},
        {"type": "move", "x": 5, "y": 5},
        {"type": "wait", "ms": 2000},
        {"type": "screenshot"},
        {"type": "type", "text": "hello"},
    ):
        assert action_to_computer_call(action_from_computer_call(act)) == act, act
    assert (
        action_from_computer_call({"type": "click", "button": "wheel", "x": 1, "y": 1}).params[
            "button"
        ]
        == "middle"
    )
    assert (
        action_from_computer_call({"type": "keypress", "keys": ["CTRL", "ENTER"]}).params["keys"]
        == "ctrl+Return"
    )


def test_model_display_size_by_aspect_ratio() -> None:
    assert model_display_size((1280, 800)) == (1280, 800)  # WXGA already
    assert model_display_size((2560, 1600)) == (1280, 800)
    assert model_display_size((1920, 1080)) == (1366, 768)
    assert model_display_size((2048, 1536)) == (1024, 768)
    assert model_display_size((800, 600)) == (800, 600)  # never upscaled
    assert model_display_size((3000, 1000)) == (1568, 523)  # odd aspect: within the API's limit


# -- Anthropic ----------------------------------------------------------------------------------
ANTHROPIC_ACTIONS: list[tuple[dict[str, Any], Action]] = [
    ({"action": "left_click", "coordinate": [683, 384]}, Action.click(960, 540)),
    ({"action": "right_click", "coordinate": [100, 100]}, Action.click(141, 141, button="right")),
    ({"action": "middle_click", "coordinate": [10, 10]}, Action.click(14, 14, button="middle")),
    ({"action": "double_click", "coordinate": [683, 0]}, Action.double_click(960, 0)),
    (
        {"action": "triple_click", "coordinate": [10, 20]},
        Action(ActionType.CLICK, {"x": 14, "y": 28, "clicks": 3}),
    ),
    (
        {"action": "left_click", "coordinate": [683, 384], "text": "ctrl"},
        Action(ActionType.CLICK, {"x": 960, "y": 540, "hold_keys": "ctrl"}),
    ),
    ({"action": "type", "text": "blue mug"}, Action.type_text("blue mug")),
    ({"action": "key", "text": "ctrl+a"}, Action.key("ctrl+a")),
    (
        {"action": "hold_key", "text": "shift", "duration": 1.5},
        Action(ActionType.KEY_PRESS, {"keys": "shift", "hold_seconds": 1.5}),
    ),
    (
        {
            "action": "scroll",
            "coordinate": [683, 384],
            "scroll_direction": "down",
            "scroll_amount": 10,
        },
        Action(ActionType.SCROLL, {"direction": "down", "amount": 10, "x": 960, "y": 540}),
    ),
    (
        {
            "action": "scroll",
            "coordinate": [0, 0],
            "scroll_direction": "up",
            "scroll_amount": 2,
            "text": "shift",
        },
        Action(
            ActionType.SCROLL,
            {"direction": "up", "amount": 2, "hold_keys": "shift", "x": 0, "y": 0},
        ),
    ),
    (
        {"action": "left_click_drag", "start_coordinate": [0, 0], "coordinate": [1366, 768]},
        Action(ActionType.DRAG, {"x": 0, "y": 0, "to_x": 1920, "to_y": 1080}),
    ),
    (
        {"action": "mouse_move", "coordinate": [683, 384]},
        Action(ActionType.MOVE, {"x": 960, "y": 540}),
    ),
    ({"action": "wait", "duration": 2}, Action.wait(2.0)),
    ({"action": "screenshot"}, Action(ActionType.WAIT, {"seconds": 0.0, "observe": "screenshot"})),
]


def test_anthropic_maps_every_action_and_scales_back(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.push(*(inp for inp, _ in ANTHROPIC_ACTIONS))
    brain = claude(anthropic_stub)
    for i, (inp, expected) in enumerate(ANTHROPIC_ACTIONS):
        action = brain.decide(obs(i, "ok" if i else ""))
        assert action == expected, (inp, action)
    first = anthropic_stub.requests[0]
    assert first.path.startswith("/v1/messages")
    assert first.headers["anthropic-beta"] == "computer-use-2025-11-24"
    assert first.headers["x-api-key"] == "sk-test"
    assert first.body["tools"] == [
        {
            "type": "computer_20251124",
            "name": "computer",
            "display_width_px": 1366,
            "display_height_px": 768,
        }
    ]
    image = first.body["messages"][0]["content"][-1]
    assert image["type"] == "image" and image["source"]["media_type"] == "image/jpeg"
    sent = Frame(image["source"]["data"])
    assert sent.size == (1366, 768)


def test_anthropic_feedback_reaches_the_model_in_the_tool_result(
    anthropic_stub: AnthropicStub,
) -> None:
    anthropic_stub.push(
        Action.click(10, 10, "Add to cart"), Action.click(20, 20, "Accept"), "Bought it."
    )
    brain = claude(anthropic_stub)
    first = brain.decide(obs(0))
    assert first.reasoning == "Add to cart"
    brain.decide(obs(1, f"clicked at (14, 14) (no visible change); {WARNING}"))
    last = anthropic_stub.last.body["messages"][-1]
    assert last["role"] == "user"
    (result,) = last["content"]
    tool_use = anthropic_stub.last.body["messages"][-2]["content"][-1]
    assert result["type"] == "tool_result" and result["tool_use_id"] == tool_use["id"]
    assert [b["type"] for b in result["content"]] == ["image", "text"]
    assert WARNING in result["content"][1]["text"]
    assert WARNING in anthropic_stub.last.latest_text
    done = brain.decide(obs(2, "clicked at (28, 28) (screen changed)"))
    assert done.action_type is ActionType.DONE and done.reasoning == "Bought it."


def test_anthropic_conversation_across_20_steps(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.push(*[Action.click(10 + i, 10, f"step {i}") for i in range(20)])
    brain = claude(anthropic_stub, keep_screenshots=3)
    for i in range(20):
        brain.decide(obs(i, f"feedback {i - 1}" if i else ""))
    assert len(anthropic_stub.requests) == 20 and brain.calls == 20
    for i, req in enumerate(anthropic_stub.requests):
        messages = req.body["messages"]
        assert len(messages) == 2 * i + 1
        assert [m["role"] for m in messages] == ["user", "assistant"] * i + ["user"]
        if i:
            # every tool use of the previous answer is answered, with that step's feedback
            asked = [b["id"] for b in messages[-2]["content"] if b["type"] == "tool_use"]
            answered = [b["tool_use_id"] for b in messages[-1]["content"]]
            assert asked == answered
            assert f"feedback {i - 1}" in req.latest_text
        images = sum(
            1
            for m in messages
            if m["role"] == "user"
            for b in m["content"]
            for c in ([b] + (b.get("content") or [] if b["type"] == "tool_result" else []))
            if isinstance(c, dict) and c.get("type") == "image"
        )
        assert images == min(i + 1, 3)
    assert "Buy the blue mug" in anthropic_stub.requests[19].text  # the task stays in context
    brain.reset()
    anthropic_stub.push("nothing to do")
    brain.decide(obs(0))
    assert len(anthropic_stub.last.body["messages"]) == 1


def test_anthropic_batch_stops_at_a_warning(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.push(
        Turn(Action.click(10, 10, "a"), actions=(Action.click(20, 20), Action.click(30, 30))),
        "stop",
    )
    brain = claude(anthropic_stub, scale_screenshots=False)
    assert brain.decide(obs(0)) == Action.click(10, 10)
    assert brain.decide(obs(1, "clicked (screen changed)")) == Action.click(20, 20)
    assert len(anthropic_stub.requests) == 1  # the batch, not the model
    brain.decide(obs(2, WARNING))
    results = anthropic_stub.last.body["messages"][-1]["content"]
    assert [r["type"] for r in results] == ["tool_result"] * 3
    assert "screen changed" in results[0]["content"][0]["text"]
    assert WARNING in results[1]["content"][-1]["text"]
    assert results[2].get("is_error") and "not run" in results[2]["content"][0]["text"]


def test_anthropic_unusable_action_is_an_error_step_then_told(
    anthropic_stub: AnthropicStub,
) -> None:
    anthropic_stub.push({"action": "left_mouse_down"}, Action.click(1, 1))
    brain = claude(anthropic_stub, scale_screenshots=False)
    with pytest.raises(InvalidAction, match="left_mouse_down"):
        brain.decide(obs(0))
    brain.decide(obs(1, "ERROR: your last answer was not a usable action"))
    (result,) = anthropic_stub.last.body["messages"][-1]["content"]
    assert result["is_error"] is True and "ERROR" in result["content"][-1]["text"]
    anthropic_stub.push(
        {"content": [{"type": "text", "text": "Let me think"}], "stop_reason": "max_tokens"}
    )
    with pytest.raises(InvalidAction, match="max_tokens"):
        brain.decide(obs(2, "clicked"))


def test_anthropic_retries_and_garbage(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.fail_next(StubReply.rate_limited(0.01), StubReply.server_error(529))
    anthropic_stub.push(Action.click(5, 5))
    brain = claude(anthropic_stub, scale_screenshots=False)
    assert brain.decide(obs(0)) == Action.click(5, 5)
    assert brain.last_attempts == 3 and len(anthropic_stub.requests) == 3
    assert brain.last_usage == {"input_tokens": 1200, "output_tokens": 40, "total": 1240}
    assert brain.last_latency_ms is not None and brain.last_latency_ms > 0
    anthropic_stub.fail_next(StubReply.garbage())
    with pytest.raises(InvalidAction, match="not its protocol"):
        brain.decide(obs(1, "clicked"))
    # the undelivered turn is not kept: the retry answers the same tool use once
    anthropic_stub.push(Turn(Action.click(6, 6), usage=(10, 2)))
    brain.decide(obs(2, "ERROR: your last answer was not a usable action"))
    messages = anthropic_stub.last.body["messages"]
    assert len(messages) == 3 and messages[-1]["content"][0]["type"] == "tool_result"
    assert brain.last_usage == {"input_tokens": 10, "output_tokens": 2, "total": 12}
    anthropic_stub.fail_next(*[StubReply.server_error(503, retry_after=0.01)] * 4)
    with pytest.raises(BackendError, match="HTTP 503"):
        claude(anthropic_stub, max_retries=1).decide(obs(0))


def test_anthropic_missing_key_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for name in ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        AnthropicComputerUseBrain("claude-test", base_url="http://127.0.0.1:9")
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        brain_from_spec("anthropic:claude-test", environ={})
    with pytest.raises(ConfigError, match="computer_2099"):
        AnthropicComputerUseBrain("m", api_key="k", tool_version="computer_2099")


def test_anthropic_older_tool_version_sends_its_beta(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.push(Action.click(1, 1))
    claude(anthropic_stub, tool_version="computer_20250124").decide(obs(0))
    assert anthropic_stub.last.headers["anthropic-beta"] == "computer-use-2025-01-24"
    assert anthropic_stub.last.body["tools"][0]["type"] == "computer_20250124"


def test_anthropic_ga_toolset(anthropic_stub: AnthropicStub) -> None:
    anthropic_stub.push(
        Action(ActionType.SCROLL, {"x": 683, "y": 384, "direction": "down", "amount": 3}),
        Action.click(1, 1),
    )
    brain = claude(anthropic_stub, tool_version="computer_toolset_20260801")
    scroll = brain.decide(obs(0))
    assert scroll.params == {"direction": "down", "amount": 3, "x": 960, "y": 540}
    brain.decide(obs(1, WARNING))
    first, second = anthropic_stub.requests
    assert first.path == "/v1/messages" and "anthropic-beta" not in first.headers
    (tool,) = first.body["tools"]
    assert tool["type"] == "computer_toolset_20260801" and "display_width_px" not in tool
    assert tool["configs"]["zoom"] == {"enabled": False}
    asked = second.body["messages"][1]["content"][-1]
    assert asked["name"] == "scroll" and asked["toolset_name"] == "computer"
    (result,) = second.body["messages"][2]["content"]
    assert result["toolset_name"] == "computer" and result["tool_use_id"] == asked["id"]
    assert WARNING in result["content"][-1]["text"]


# -- OpenAI computer use ------------------------------------------------------------------------
CUA_ACTIONS: list[tuple[dict[str, Any], Action]] = [
    ({"type": "click", "button": "left", "x": 640, "y": 400}, Action.click(1280, 800)),
    (
        {"type": "click", "button": "right", "x": 1, "y": 2, "keys": ["SHIFT"]},
        Action(ActionType.CLICK, {"x": 2, "y": 4, "button": "right", "hold_keys": "shift"}),
    ),
    ({"type": "double_click", "x": 10, "y": 10}, Action.double_click(20, 20)),
    ({"type": "type", "text": "hi"}, Action.type_text("hi")),
    ({"type": "keypress", "keys": ["CTRL", "L"]}, Action.key("ctrl+L")),
    (
        {"type": "scroll", "x": 100, "y": 100, "scroll_x": 0, "scroll_y": 500},
        Action(ActionType.SCROLL, {"x": 200, "y": 200, "direction": "down", "amount": 5}),
    ),
    (
        {"type": "scroll", "x": 0, "y": 0, "scroll_x": -200, "scroll_y": 0, "keys": ["ctrl"]},
        Action(
            ActionType.SCROLL,
            {"x": 0, "y": 0, "direction": "left", "amount": 2, "hold_keys": "ctrl"},
        ),
    ),
    (
        {"type": "drag", "path": [{"x": 0, "y": 0}, {"x": 50, "y": 60}, {"x": 100, "y": 120}]},
        Action(ActionType.DRAG, {"x": 0, "y": 0, "to_x": 200, "to_y": 240}),
    ),
    ({"type": "move", "x": 3, "y": 4}, Action(ActionType.MOVE, {"x": 6, "y": 8})),
    ({"type": "wait"}, Action.wait(1.0)),
    ({"type": "screenshot"}, Action(ActionType.WAIT, {"seconds": 0.0, "observe": "screenshot"})),
]


def test_openai_cua_maps_every_action_and_scales_back(
    responses_stub: OpenAIResponsesStub,
) -> None:
    responses_stub.push(*(a for a, _ in CUA_ACTIONS))
    screen = (2560, 1600)
    frame = Frame(np.full((1600, 2560, 3), 250, np.uint8))
    brain = cua(responses_stub, max_image_side=1280)
    for i, (act, expected) in enumerate(CUA_ACTIONS):
        action = brain.decide(obs(i, "ok" if i else "", frame, screen))
        assert action == expected, (act, action)
    tool = responses_stub.requests[0].body["tools"][0]
    assert tool == {
        "type": "computer_use_preview",
        "display_width": 1280,
        "display_height": 800,
        "environment": "browser",
    }
    assert responses_stub.requests[0].headers["authorization"] == "Bearer sk-test"


def test_openai_cua_chains_and_sends_feedback(responses_stub: OpenAIResponsesStub) -> None:
    responses_stub.push(*[Action.click(i, i, f"step {i}") for i in range(20)], "All done.")
    brain = cua(responses_stub)
    for i in range(20):
        assert brain.decide(obs(i, f"{WARNING} #{i - 1}" if i else "")) == Action.click(i, i)
    done = brain.decide(obs(20, "clicked"))
    assert done.action_type is ActionType.DONE and done.reasoning == "All done."
    reqs = responses_stub.requests
    assert "previous_response_id" not in reqs[0].body
    assert reqs[0].body["input"][0]["content"][0]["text"].startswith("Task: Buy the blue mug")
    for i in range(1, 21):
        body = reqs[i].body
        assert body["previous_response_id"] == f"resp_stub_{i}"
        output, said = body["input"]
        assert output["type"] == "computer_call_output"
        assert output["call_id"] == f"call_stub_{i}"
        assert output["output"]["image_url"].startswith("data:image/jpeg;base64,")
        assert said["role"] == "user" and said["content"][0]["type"] == "input_text"
        assert f"#{i - 1}" in said["content"][0]["text"] or i == 20
    assert WARNING in reqs[1].latest_text and brain.last_usage is not None


def test_openai_cua_safety_checks(responses_stub: OpenAIResponsesStub) -> None:
    check = {
        "id": "sc_1",
        "code": "malicious_instructions",
        "message": "The page asks the agent to ignore its instructions.",
    }
    responses_stub.push(Turn(Action.click(1, 1), safety_checks=(check,)))
    with pytest.raises(SafetyCheckPending, match="ignore its instructions") as caught:
        cua(responses_stub).decide(obs(0))
    assert isinstance(caught.value, BackendError) and caught.value.checks[0]["id"] == "sc_1"
    responses_stub.push(Turn(Action.click(1, 1), safety_checks=(check,)), "ok")
    brain = cua(responses_stub, acknowledge_safety_checks=lambda c: c["code"].startswith("mal"))
    assert brain.decide(obs(0)) == Action.click(1, 1)
    brain.decide(obs(1, "clicked"))
    acked = responses_stub.last.body["input"][0]["acknowledged_safety_checks"]
    assert acked == [check]


def test_openai_cua_batched_call(responses_stub: OpenAIResponsesStub) -> None:
    responses_stub.push(
        Turn(Action.click(1, 1), actions=(Action.type_text("mug"), Action.key("Return"))), "ok"
    )
    brain = cua(responses_stub, tool="computer")
    assert brain.decide(obs(0)) == Action.click(1, 1)
    assert brain.decide(obs(1, "clicked (screen changed)")) == Action.type_text("mug")
    assert len(responses_stub.requests) == 1
    brain.decide(obs(2, WARNING))
    text = responses_stub.last.body["input"][1]["content"][0]["text"]
    assert "screen changed" in text and WARNING in text and "1 later action" in text
    assert responses_stub.requests[0].body["tools"] == [{"type": "computer"}]


def test_retry_after_is_honoured_by_the_sdk(responses_stub: OpenAIResponsesStub) -> None:
    # 1.5 s is three times the SDK's own first backoff (<= 0.5 s): only Retry-After explains
    # a gap this long. A lower bound, so a busy machine cannot make it fail.
    responses_stub.fail_next(StubReply.rate_limited(1.5))
    responses_stub.push(Action.click(2, 2))
    brain = cua(responses_stub)
    assert brain.decide(obs(0)) == Action.click(2, 2) and brain.last_attempts == 2
    first, second = responses_stub.requests
    assert second.received_at - first.received_at >= 1.5
    assert brain.last_latency_ms is not None and brain.last_latency_ms >= 1500


def test_openai_cua_retries_garbage_and_keys(
    responses_stub: OpenAIResponsesStub, monkeypatch: pytest.MonkeyPatch
) -> None:
    responses_stub.fail_next(StubReply.server_error(500), StubReply.rate_limited(0.01))
    responses_stub.push(Action.click(2, 2))
    brain = cua(responses_stub)
    assert brain.decide(obs(0)) == Action.click(2, 2) and brain.last_attempts == 3
    responses_stub.fail_next(StubReply.garbage())
    with pytest.raises(InvalidAction):
        brain.decide(obs(1, "clicked"))
    responses_stub.push(Action.click(3, 3))
    brain.decide(obs(2, "ERROR: your last answer was not a usable action"))
    assert responses_stub.last.body["previous_response_id"] == "resp_stub_1"
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        OpenAIComputerUseBrain("m")
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        brain_from_spec("openai-cua:m", environ={})
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        brain_from_spec("openai:gpt-x", environ={})


# -- the factory and the stubs themselves -------------------------------------------------------
@pytest.mark.parametrize(
    ("spec", "env", "says"),
    [
        ("anthropic:c", {"ANTHROPIC_BASE_URL": "localhost:8000"}, "ANTHROPIC_BASE_URL='localhost"),
        ("openai-cua", {"OPENAI_BASE_URL": "htp:/x"}, "OPENAI_BASE_URL='htp:/x'"),
        ("openai:m", {"VIGIL_BRAIN_BASE_URL": "127.0.0.1:9"}, "VIGIL_BRAIN_BASE_URL="),
        ("anthropic:c", {"VIGIL_ANTHROPIC_TOOL": "computer_9"}, "VIGIL_ANTHROPIC_TOOL: unknown"),
        ("openai-cua", {"VIGIL_OPENAI_CUA_TOOL": "mouse"}, "VIGIL_OPENAI_CUA_TOOL: tool must"),
    ],
)
def test_factory_names_the_variable_of_a_bad_url_or_tool(
    spec: str, env: dict[str, str], says: str
) -> None:
    """Taken as given, a URL without a scheme failed at the first decision (the browser
    already up) with a connection error naming no variable; a bad tool version was refused
    without saying where it came from."""
    keys = {"ANTHROPIC_API_KEY": "k", "OPENAI_API_KEY": "k"}
    with pytest.raises(ConfigError, match=re.escape(says)):
        brain_from_spec(spec, environ={**keys, **env})


def test_factory_specs() -> None:
    from vigil import OpenAICompatibleBrain

    env = {"OPENAI_API_KEY": "sk-o", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}
    chat = brain_from_spec("openai:gpt-x", environ=env)
    assert isinstance(chat, OpenAICompatibleBrain) and chat.base_url == "http://127.0.0.1:9/v1"
    over = brain_from_spec(
        "openai",
        environ={**env, "VIGIL_BRAIN_MODEL": "m2", "VIGIL_BRAIN_BASE_URL": "http://127.0.0.1:8/v1"},
    )
    assert isinstance(over, OpenAICompatibleBrain)
    assert over.model == "m2" and over.base_url.endswith(":8/v1")
    # a local server needs no key
    local = brain_from_spec("openai:m", environ={"VIGIL_BRAIN_BASE_URL": "http://127.0.0.1:7/v1"})
    assert isinstance(local, OpenAICompatibleBrain) and local.model == "m"
    cua_brain = brain_from_spec("openai-cua", environ={**env, "VIGIL_ACK_SAFETY_CHECKS": "on"})
    assert isinstance(cua_brain, OpenAIComputerUseBrain)
    assert cua_brain.acknowledge_safety_checks is True and cua_brain.model == "computer-use-preview"
    claude_brain = brain_from_spec(
        "anthropic:c",
        environ={"ANTHROPIC_API_KEY": "k", "VIGIL_ANTHROPIC_TOOL": "computer_20250124"},
    )
    assert isinstance(claude_brain, AnthropicComputerUseBrain)
    assert claude_brain.tool_version == "computer_20250124"
    from vigil.brains import ModelBrain

    for brain in (chat, cua_brain, claude_brain):
        assert isinstance(brain, ModelBrain) and brain.last_usage is None
    with pytest.raises(ConfigError, match="unknown brain"):
        brain_from_spec("gemini:x", environ={})
    with pytest.raises(ConfigError, match="task file"):
        brain_from_spec("stub-chat")
    stubbed = brain_from_spec("stub-anthropic", task="checkout_consent")
    assert isinstance(stubbed, StubDrivenBrain)
    with stubbed:
        assert stubbed.stub.base_url.startswith("http://127.0.0.1:")
    with pytest.raises(ConfigError):
        stubbed.stub.port  # noqa: B018 - closed with the brain


def test_stub_records_routes_and_exhaustion() -> None:
    import httpx

    with stub_for("chat", ["hello"]) as stub:
        assert isinstance(stub, ChatCompletionsStub)
        r = httpx.post(stub.base_url + "/chat/completions", json={"messages": []})
        assert r.json()["choices"][0]["message"]["content"] == "hello"
        assert httpx.post(stub.base_url + "/chat/completions", json={}).status_code == 500
        assert httpx.post(stub.root_url + "/nope", json={}).status_code == 404
        assert [req.path for req in stub.requests] == ["/v1/chat/completions"] * 2 + ["/nope"]
    with pytest.raises(ConfigError, match="unknown stub protocol"):
        stub_for("gemini")


def test_stub_stall_makes_the_sdk_time_out_and_retry() -> None:
    with ChatCompletionsStub() as stub:
        stub.fail_next(StubReply.stall(2.0))
        stub.push('{"action": "wait", "duration": 1}')
        from vigil import OpenAICompatibleBrain

        brain = OpenAICompatibleBrain(stub.base_url, "m", "k", timeout=0.3, max_retries=2)
        assert brain.decide(obs(0)) == Action.wait(1.0)
        assert brain.last_attempts == 2


def test_task_policy_reacts_to_the_warning_in_the_newest_turn() -> None:
    policy = task_policy("checkout_consent")

    def req(body: dict[str, Any], protocol: str = "responses") -> StubRequest:
        return StubRequest(0, "POST", "/v1/responses", {}, b"", body, protocol)

    first = policy(req({"input": "Task: Buy the blue mug"}))
    assert isinstance(first, Action) and first.point == (352, 441)
    fallback = policy(req({"previous_response_id": "r1", "input": [{"text": WARNING}]}))
    assert isinstance(fallback, Action) and fallback.point == (940, 720)
    retry = policy(req({"previous_response_id": "r2", "input": [{"text": "clicked"}]}))
    assert isinstance(retry, Action) and retry.point == (352, 441)
    # a display declared smaller than the screen gets scaled coordinates
    scaled = policy(
        req({"input": "start", "tools": [{"display_width": 640, "display_height": 400}]})
    )
    assert isinstance(scaled, Action) and scaled.point == (176, 220)


@pytest.mark.slow
def test_stub_command_line_serves_until_stopped() -> None:
    import subprocess
    import sys

    import httpx

    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil.stubs", "chat", "--task", "checkout_consent"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        base_url = line.rsplit("base_url ", 1)[1].strip()
        assert base_url.startswith("http://127.0.0.1:")
        body = {"messages": [{"role": "user", "content": "Task: Buy the blue mug"}]}
        answer = httpx.post(base_url + "/chat/completions", json=body, timeout=30).json()
        call = answer["choices"][0]["message"]["tool_calls"][0]["function"]
        assert '"coordinate": [352, 441]' in call["arguments"]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
