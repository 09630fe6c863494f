"""Answers that are more than one plain turn, through the real ``openai`` / ``anthropic`` SDKs
against the local stub model servers over a socket (the only fake is the model).

* An OpenAI Responses answer with several ``computer_call`` items: every call is acted, in
  order, and the next request answers each ``call_id`` with its own
  ``computer_call_output`` holding the screenshot taken after that call's last action. The
  API refuses a request that leaves a call of the previous answer unanswered.
* An Anthropic answer with ``stop_reason: "pause_turn"``: the paused content goes back as
  the last message and the model is asked again, a bounded number of times.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PIL import Image

from vigil import Action, ActionType, Frame, Observation
from vigil.brains.anthropic_cu import MAX_PAUSE_RESUMES, AnthropicComputerUseBrain
from vigil.brains.openai_cua import OpenAIComputerUseBrain
from vigil.errors import InvalidAction
from vigil.stubs import AnthropicStub, OpenAIResponsesStub

pytest.importorskip("openai")
pytest.importorskip("anthropic")

SCREEN = (1280, 800)  # shown as it is by both brains: coordinates come back unscaled
WARNING = "WARNING: high-risk action had no observed effect (global_and_region_stable)"
#: One grey level per step, so each screenshot a request carries tells which step took it.
SHADES = (30, 90, 150, 210, 250)


def obs(step: int, feedback: str = "") -> Observation:
    frame = Frame(np.full((SCREEN[1], SCREEN[0], 3), SHADES[step], np.uint8))
    return Observation(
        frame=frame, task="Buy the blue mug", step_index=step, feedback=feedback, screen_size=SCREEN
    )


def shade_of(data_url: str) -> int:
    """The grey level of a screenshot the brain sent (JPEG: within a few levels)."""
    head, _, payload = data_url.partition(",")
    assert head.startswith("data:image/"), head
    pixels = np.asarray(Image.open(io.BytesIO(base64.b64decode(payload))).convert("L"))
    return round(float(pixels.mean()))


def step_of(data_url: str) -> int:
    shade = shade_of(data_url)
    (step,) = [i for i, s in enumerate(SHADES) if abs(s - shade) <= 4]
    return step


# -- OpenAI: several computer calls in one answer ----------------------------------------------
def call(
    call_id: str, *actions: dict[str, Any], checks: tuple[dict[str, Any], ...] = ()
) -> dict[str, Any]:
    item: dict[str, Any] = {
        "type": "computer_call",
        "id": f"cu_{call_id}",
        "call_id": call_id,
        "status": "completed",
        "pending_safety_checks": list(checks),
    }
    if len(actions) == 1:
        item["action"] = actions[0]
    else:
        item["actions"] = list(actions)
    return item


def answer(*calls: dict[str, Any]) -> dict[str, Any]:
    """A complete Responses body: a reasoning summary, then the calls in order."""
    reasoning = {
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "Search for the mug."}],
    }
    return {"output": [reasoning, *calls]}


CLICK = {"type": "click", "button": "left", "x": 640, "y": 100}
TYPE = {"type": "type", "text": "blue mug"}
ENTER = {"type": "keypress", "keys": ["ENTER"]}
CHECK = {"id": "sc_1", "code": "irrelevant_domain", "message": "The page left the shop."}


@pytest.fixture()
def responses() -> Iterator[OpenAIResponsesStub]:
    with OpenAIResponsesStub() as stub:
        yield stub


def cua(stub: OpenAIResponsesStub, **kw: Any) -> OpenAIComputerUseBrain:
    return OpenAIComputerUseBrain("cua-test", api_key="sk-test", base_url=stub.base_url, **kw)


def outputs_and_text(body: dict[str, Any]) -> tuple[list[dict[str, Any]], str]:
    *outputs, said = body["input"]
    assert said["role"] == "user" and said["content"][0]["type"] == "input_text"
    return outputs, said["content"][0]["text"]


def test_openai_two_calls_are_both_acted_and_both_answered(
    responses: OpenAIResponsesStub,
) -> None:
    """Before: only the last call was acted and answered; the API then refused the next
    request ("No tool output found for computer call ...") for the first one."""
    responses.push(answer(call("call_a", CLICK), call("call_b", TYPE, ENTER, checks=(CHECK,))))
    responses.push("Added to the cart.")
    brain = cua(responses, tool="computer", acknowledge_safety_checks=True)
    acted = [brain.decide(obs(0))]
    acted.append(brain.decide(obs(1, "clicked (screen changed)")))
    acted.append(brain.decide(obs(2, "typed 'blue mug'")))
    assert len(responses.requests) == 1  # the whole answer is acted before asking again
    done = brain.decide(obs(3, "pressed Enter (screen changed)"))
    assert acted == [Action.click(640, 100), Action.type_text("blue mug"), Action.key("Return")]
    assert acted[0].reasoning == "Search for the mug."
    assert done.action_type is ActionType.DONE and done.reasoning == "Added to the cart."

    second = responses.requests[1].body
    assert second["previous_response_id"] == "resp_stub_1"
    outputs, text = outputs_and_text(second)
    assert [o["type"] for o in outputs] == ["computer_call_output"] * 2
    assert [o["call_id"] for o in outputs] == ["call_a", "call_b"]
    # Each output shows the screen right after its own call's last action.
    assert [step_of(o["output"]["image_url"]) for o in outputs] == [1, 3]
    assert all(o["output"]["type"] == "computer_screenshot" for o in outputs)
    assert "acknowledged_safety_checks" not in outputs[0]
    assert outputs[1]["acknowledged_safety_checks"] == [CHECK]
    assert "- call_a: clicked (screen changed)" in text
    assert "- call_b: typed 'blue mug'; pressed Enter (screen changed)" in text


def test_openai_a_failed_step_stops_the_later_calls_but_answers_them(
    responses: OpenAIResponsesStub,
) -> None:
    responses.push(answer(call("call_a", CLICK), call("call_b", TYPE)), Action.key("Escape"))
    brain = cua(responses)
    assert brain.decide(obs(0)) == Action.click(640, 100)
    # The click did nothing: typing into a field that never got focus would be blind.
    assert brain.decide(obs(1, WARNING)) == Action.key("Escape")
    outputs, text = outputs_and_text(responses.requests[1].body)
    assert [o["call_id"] for o in outputs] == ["call_a", "call_b"]
    assert [step_of(o["output"]["image_url"]) for o in outputs] == [1, 1]
    assert f"- call_a: {WARNING}" in text
    assert "- call_b: not run" in text


def test_openai_an_unreadable_call_is_an_error_step_and_the_rest_are_not_run(
    responses: OpenAIResponsesStub,
) -> None:
    bad = {"type": "teleport", "x": 1, "y": 2}
    responses.push(
        answer(call("call_a", CLICK), call("call_b", bad), call("call_c", TYPE)),
        Action.click(5, 5),
    )
    brain = cua(responses)
    assert brain.decide(obs(0)) == Action.click(640, 100)
    with pytest.raises(InvalidAction, match="teleport"):
        brain.decide(obs(1, "clicked (screen changed)"))
    assert len(responses.requests) == 1
    ran = brain.decide(obs(2, "ERROR: your last answer was not a usable action"))
    assert ran == Action.click(5, 5)
    outputs, text = outputs_and_text(responses.requests[1].body)
    assert [o["call_id"] for o in outputs] == ["call_a", "call_b", "call_c"]
    assert [step_of(o["output"]["image_url"]) for o in outputs] == [1, 2, 2]
    assert "- call_a: clicked (screen changed)" in text
    assert "- call_b: ERROR:" in text and "teleport" in text
    assert "- call_c: not run" in text


def test_openai_a_refused_check_on_any_call_stops_before_acting(
    responses: OpenAIResponsesStub,
) -> None:
    from vigil.brains.openai_cua import SafetyCheckPending

    responses.push(answer(call("call_a", CLICK), call("call_b", TYPE, checks=(CHECK,))))
    with pytest.raises(SafetyCheckPending, match="left the shop"):
        cua(responses).decide(obs(0))


# -- Anthropic: a paused turn is continued, not taken as done ----------------------------------
PAUSED_CONTENT = [
    {"type": "text", "text": "Let me look the mug up first."},
    {
        "type": "server_tool_use",
        "id": "srvtoolu_1",
        "name": "web_search",
        "input": {"query": "blue mug"},
    },
]
PAUSED = {"content": PAUSED_CONTENT, "stop_reason": "pause_turn"}


@pytest.fixture()
def messages() -> Iterator[AnthropicStub]:
    with AnthropicStub() as stub:
        yield stub


def claude(stub: AnthropicStub) -> AnthropicComputerUseBrain:
    return AnthropicComputerUseBrain("claude-test", api_key="sk-test", base_url=stub.base_url)


def test_anthropic_pause_turn_is_continued_and_its_tool_use_acted(
    messages: AnthropicStub,
) -> None:
    """Before: a paused turn has no tool use, so it became DONE and the run ended there."""
    messages.push(PAUSED, Action.click(100, 200, "Click Search"), Action.key("Return"))
    brain = claude(messages)
    action = brain.decide(obs(0))
    assert action == Action.click(100, 200)
    assert action.action_type is ActionType.CLICK
    first, second = messages.requests
    # The paused content went back as it was, as the last (assistant) message.
    assert len(first.body["messages"]) == 1
    *_, paused = second.body["messages"]
    assert paused == {"role": "assistant", "content": PAUSED_CONTENT}
    assert second.body["messages"][:-1] == first.body["messages"]
    # Both requests count towards the decision.
    assert brain.calls == 2 and brain.last_stop_reason == "tool_use"
    assert brain.last_usage == {"input_tokens": 2400, "output_tokens": 80, "total": 2480}
    # One assistant turn holds the paused part and its continuation...
    turn = brain.messages[-1]
    assert turn["role"] == "assistant"
    assert [b["type"] for b in turn["content"]] == ["text", "server_tool_use", "text", "tool_use"]
    tool_use_id = turn["content"][-1]["id"]
    # ...and the next request answers its tool use in the user turn right after it.
    assert brain.decide(obs(1, "clicked (screen changed)")) == Action.key("Return")
    sent = messages.requests[2].body["messages"]
    assert [m["role"] for m in sent] == ["user", "assistant", "user"]
    (result,) = sent[2]["content"]
    assert result["type"] == "tool_result" and result["tool_use_id"] == tool_use_id


def test_anthropic_endless_pause_turn_is_bounded_and_rolled_back(
    messages: AnthropicStub,
) -> None:
    endless = [PAUSED] * (MAX_PAUSE_RESUMES + 1)
    messages.push(Action.click(10, 10), *endless, Action.click(20, 20))
    brain = claude(messages)
    assert brain.decide(obs(0)) == Action.click(10, 10)
    before = [dict(m) for m in brain.messages]
    with pytest.raises(InvalidAction, match="pause_turn") as caught:
        brain.decide(obs(1, "clicked (screen changed)"))
    assert f"gave up after {MAX_PAUSE_RESUMES} continuations" in str(caught.value)
    assert len(messages.requests) == 1 + MAX_PAUSE_RESUMES + 1  # bounded: no endless loop
    # The conversation is as it was before the unfinished turn...
    assert brain.messages == before
    # ...so the next decision answers the same tool use, now with the runner's error.
    again = brain.decide(obs(2, "ERROR: your last answer was not a usable action"))
    assert again == Action.click(20, 20)
    sent = messages.last.body["messages"]
    assert [m["role"] for m in sent] == ["user", "assistant", "user"]
    (result,) = sent[2]["content"]
    assert result["tool_use_id"] == sent[1]["content"][-1]["id"]
    assert "ERROR: your last answer" in result["content"][-1]["text"]
    assert not any(b.get("type") == "server_tool_use" for m in sent for b in m["content"])
