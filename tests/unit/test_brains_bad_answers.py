"""The model brains on inputs a new user meets: a key with a stray newline or a pasted
character, an empty key, and answers a real server may send that are not an action (a
``failed`` or cut-off response, a refusal, a call without its id, a tool call without its
function, a dropped connection). Each goes through the real SDK against a local stub model
over a socket, and must end as the error the docs promise, not a traceback or a DONE."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from vigil import Action, ActionType, Frame, Observation
from vigil.brains.anthropic_cu import AnthropicComputerUseBrain
from vigil.brains.openai_compat import OpenAICompatibleBrain
from vigil.brains.openai_cua import OpenAIComputerUseBrain
from vigil.errors import BackendError, ConfigError, InvalidAction
from vigil.stubs import AnthropicStub, ChatCompletionsStub, OpenAIResponsesStub, StubReply

pytest.importorskip("anthropic")
pytest.importorskip("openai")

OBS = Observation(
    frame=Frame(np.full((800, 1280, 3), 220, np.uint8)),
    task="Buy the blue mug",
    step_index=0,
    screen_size=(1280, 800),
)


def _claude(url: str, key: str | None = "sk-test") -> AnthropicComputerUseBrain:
    return AnthropicComputerUseBrain("m", api_key=key, base_url=url, max_retries=0, timeout=5)


def _cua(url: str, key: str | None = "sk-test") -> OpenAIComputerUseBrain:
    return OpenAIComputerUseBrain("m", api_key=key, base_url=url, max_retries=0, timeout=5)


def _chat(url: str, key: str | None = "sk-test") -> OpenAICompatibleBrain:
    return OpenAICompatibleBrain(url, "m", api_key=key, max_retries=0, timeout=5)


BRAINS: list[tuple[str, Callable[..., Any], str]] = [
    ("anthropic", _claude, "ANTHROPIC_API_KEY"),
    ("openai-cua", _cua, "OPENAI_API_KEY"),
    ("chat", _chat, "OPENAI_API_KEY"),
]


@pytest.mark.parametrize(("name", "make", "variable"), BRAINS)
@pytest.mark.parametrize("key", ["sk-test-123\n", "sk\u2011test", "sk test"])
def test_a_key_that_cannot_be_a_header_is_refused_up_front(
    name: str, make: Callable[..., Any], variable: str, key: str
) -> None:
    """Before: the first request failed inside httpx — "could not be reached" with the key
    in the message, or (a non-ASCII key) an InvalidAction that reads like a garbled answer,
    so the runner asked the model again and again. Now: a ConfigError naming the variable,
    without the key, and no request is sent."""
    with AnthropicStub() as stub:
        url = stub.root_url if name == "anthropic" else stub.base_url
        with pytest.raises(ConfigError, match=variable) as caught:
            make(url, key)
        assert "test" not in str(caught.value)  # the key itself is never echoed
        assert stub.requests == []


def test_an_empty_anthropic_key_is_a_missing_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: the SDK took "" and the first decide raised a bare TypeError ("Could not
    resolve authentication method"). Now: the ConfigError naming the variable, at once."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", "")
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN", raising=False)
    for key in ("", None, "  "):
        with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
            _claude("http://127.0.0.1:9", key)


def _response(output: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"id": "resp_1", "object": "response", "model": "m", "output": output, **extra}


def test_openai_cua_computer_call_without_call_id_is_an_invalid_action() -> None:
    """Before: a raw KeyError('call_id'), which the runner turned into the end of the run."""
    call = {"type": "computer_call", "id": "cu_1", "action": {"type": "click", "x": 1, "y": 2}}
    with OpenAIResponsesStub([StubReply(200, _response([call]))]) as stub:
        brain = _cua(stub.base_url)
        with pytest.raises(InvalidAction, match="call_id"):
            brain.decide(OBS)


@pytest.mark.parametrize(
    ("extra", "output", "error", "words"),
    [
        (
            {"status": "failed", "error": {"code": "server_error", "message": "boom"}},
            [],
            BackendError,
            "server_error: boom",
        ),
        (
            {"status": "incomplete", "incomplete_details": {"reason": "max_output_tokens"}},
            [],
            InvalidAction,
            "max_output_tokens",
        ),
        (
            {"status": "completed"},
            [
                {
                    "type": "message",
                    "id": "m1",
                    "role": "assistant",
                    "status": "completed",
                    "content": [{"type": "refusal", "refusal": "I can't help with that"}],
                }
            ],
            BackendError,
            "I can't help with that",
        ),
    ],
    ids=["failed", "cut-off", "refusal"],
)
def test_openai_cua_response_that_did_not_finish_the_task_is_not_done(
    extra: dict[str, Any], output: list[dict[str, Any]], error: type[Exception], words: str
) -> None:
    """Before: a failed, cut-off or refused response had no computer call, so it became
    DONE ("the model ended its turn") and the done gate judged a task nobody finished."""
    with OpenAIResponsesStub([StubReply(200, _response(output, **extra))]) as stub:
        brain = _cua(stub.base_url)
        with pytest.raises(error, match=words):
            brain.decide(OBS)


def test_openai_cua_plain_message_is_still_done() -> None:
    message = {
        "type": "message",
        "id": "m1",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": "The mug is bought.", "annotations": []}],
    }
    with OpenAIResponsesStub([StubReply(200, _response([message], status="completed"))]) as s:
        action = _cua(s.base_url).decide(OBS)
    assert action.action_type is ActionType.DONE
    assert action.reasoning == "The mug is bought."


def _completion(message: dict[str, Any], finish: str = "stop") -> dict[str, Any]:
    choice = {"index": 0, "message": {"role": "assistant", **message}, "finish_reason": finish}
    return {"id": "c1", "object": "chat.completion", "model": "m", "choices": [choice]}


def test_chat_tool_call_without_function_is_an_invalid_action() -> None:
    """Before: AttributeError ('NoneType' object has no attribute 'get')."""
    call = {"id": "t1", "type": "function", "function": None}
    body = _completion({"content": None, "tool_calls": [call]}, "tool_calls")
    with ChatCompletionsStub([StubReply(200, body)]) as stub:
        brain = _chat(stub.base_url)
        with pytest.raises(InvalidAction, match="function"):
            brain.decide(OBS)


def test_chat_refusal_and_cut_off_answer_say_so() -> None:
    """Before: both read "the answer has neither a tool call nor any text" / "no JSON
    action": the refusal's words were lost, and nothing said the answer was cut off."""
    refused = _completion({"content": None, "refusal": "I won't buy things"})
    cut = _completion({"content": '{"action": "left_cl'}, "length")
    with ChatCompletionsStub([StubReply(200, refused), StubReply(200, cut)]) as stub:
        brain = _chat(stub.base_url)
        with pytest.raises(BackendError, match="I won't buy things"):
            brain.decide(OBS)
        with pytest.raises(InvalidAction, match="cut off at max_tokens=1024"):
            brain.decide(OBS)


@pytest.mark.parametrize(("name", "make", "variable"), BRAINS)
def test_a_dropped_connection_is_a_backend_error_and_is_retried(
    name: str, make: Callable[..., Any], variable: str
) -> None:
    """A server that closes the socket without answering (``StubReply.disconnect``): with
    no retries left the run cannot go on (BackendError, "could not be reached"); the SDK's
    own retry gets the answer the next time."""
    stubs = {"anthropic": AnthropicStub, "openai-cua": OpenAIResponsesStub}
    with stubs.get(name, ChatCompletionsStub)([Action.click(3, 4, "Buy")]) as stub:
        url = stub.root_url if name == "anthropic" else stub.base_url
        stub.fail_next(StubReply.disconnect())
        with pytest.raises(BackendError, match="could not be reached"):
            make(url).decide(OBS)
        stub.fail_next(StubReply.disconnect())
        brain = make(url)
        brain.client = brain.client.with_options(max_retries=1)
        action = brain.decide(OBS)
    assert action.point == (3, 4)
    assert len(stub.requests) == 3
