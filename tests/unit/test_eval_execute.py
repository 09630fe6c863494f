"""The worker's brain wrapper: tokens from ``last_usage`` add up, the deadline ends a run,
and everything else reaches the wrapped brain."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from vigil.actions import Action
from vigil.brains.base import Observation
from vigil.eval.execute import _MeteredBrain, _step_tokens, _usage_numbers
from vigil.frames import Frame


class UsageBrain:
    """A model stand-in reporting usage the two ways SDKs do (dict and attributes)."""

    def __init__(self) -> None:
        self.last_usage: Any = None
        self.calls = 0

    def decide(self, observation: Observation) -> Action:
        self.calls += 1
        if self.calls == 1:
            self.last_usage = {"prompt_tokens": 100, "completion_tokens": 7, "total_tokens": 107}
        else:
            self.last_usage = SimpleNamespace(input_tokens=50, output_tokens=3)
        return Action.wait(0.1)

    def expectations(self) -> tuple[list[Any], list[Any]]:
        return [{"text": "x"}], []


def _obs() -> Observation:
    return Observation(Frame(np.zeros((10, 10, 3), np.uint8)), "task", 0)


def test_tokens_add_up_and_calls_are_delegated() -> None:
    brain = _MeteredBrain(UsageBrain(), time.monotonic() + 60)
    brain.decide(_obs())
    brain.decide(_obs())
    assert brain.tokens == [150, 10, 160]
    assert brain.expectations() == ([{"text": "x"}], [])


def test_no_usage_means_no_tokens() -> None:
    inner = SimpleNamespace(decide=lambda obs: Action.done())
    brain = _MeteredBrain(inner, time.monotonic() + 60)  # type: ignore[arg-type]
    brain.decide(_obs())
    assert brain.tokens is None
    assert _usage_numbers(None) is None
    assert _step_tokens([SimpleNamespace(usage={"total_tokens": 5}), SimpleNamespace()]) == [
        0,
        0,
        5,
    ]


def test_the_deadline_refuses_to_decide() -> None:
    brain = _MeteredBrain(UsageBrain(), time.monotonic() - 1)
    with pytest.raises(TimeoutError):
        brain.decide(_obs())
    assert brain.timed_out
