"""The labelled loop set (real Chromium renders, committed as JSON) scored by the runner's
policy: the issue's targets for adaptive windows, checked without a browser."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

LOOPS = Path(__file__).resolve().parents[2] / "benchmarks" / "loops"
sys.path.insert(0, str(LOOPS))

from loopset import load_sequences, score  # noqa: E402

PRODUCTIVE = {
    "pagination_url",
    "pagination_spa",
    "drilldown",
    "form_fill",
    "exploration",
    "scroll_list",
}
STUCK = {
    "frozen_identical",
    "spinner_captcha",
    "drift_dead_button",
    "ab_alternating",
    "scroll_past_end",
    "toggle_oscillation",
}


@pytest.fixture(scope="module")
def sequences():  # type: ignore[no-untyped-def]
    return load_sequences()


def test_set_covers_the_issue(sequences) -> None:  # type: ignore[no-untyped-def]
    assert len(sequences) >= 60
    assert {s.scenario for s in sequences} == PRODUCTIVE | STUCK
    for s in sequences:
        assert s.label == ("productive" if s.scenario in PRODUCTIVE else "stuck")
        assert s.steps and all(st.frame_hash is not None and st.url for st in s.steps)
        if s.label == "stuck":
            assert s.stuck_from is not None and 0 <= s.stuck_from < len(s.steps)
    sizes = Counter(s.viewport for s in sequences)
    assert sizes[(1280, 800)] >= 30 and sizes[(3840, 2160)] >= 30


def test_adaptive_meets_the_targets(sequences) -> None:  # type: ignore[no-untyped-def]
    fixed = score(sequences, adaptive=False)
    adaptive = score(sequences, adaptive=True)
    assert adaptive.false_terminated == []
    assert adaptive.false_nudge_rate <= 0.05, adaptive.false_nudged
    assert adaptive.not_terminated == []
    assert adaptive.detect_median() <= fixed.detect_median()
    assert max(adaptive.steps_to_terminate) <= 10  # hard window 8, at most +2 when deferred
    # Fixed windows nudge every identical-"Next" pagination: the reason adaptive exists.
    assert len(fixed.false_nudged) > len(adaptive.false_nudged)


def test_hash_equality_lets_the_spinner_through(sequences) -> None:  # type: ignore[no-untyped-def]
    """With tolerance 0 (string equality, the reference) a spinner reads as progress."""
    spinners = [s for s in sequences if s.scenario == "spinner_captcha"]
    tolerant = score(spinners, adaptive=True)
    strict = score(spinners, adaptive=True, state_hash_tolerance=0)
    assert tolerant.not_terminated == []
    assert strict.detect_median() > tolerant.detect_median() or strict.not_terminated
