"""The labelled loop set (real Chromium renders, committed as JSON) scored by the runner's
policy, checked without a browser.

Two parts. The development part is where the detector's constants were chosen, so the
targets are asserted there. The test part is only checked for what it is (disjoint from the
development part, labelled, frozen) and for agreeing with the figures the benchmark recorded:
its scores are reported as they are, never turned into a threshold to tune against.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urlparse

import pytest

LOOPS = Path(__file__).resolve().parents[2] / "benchmarks" / "loops"
sys.path.insert(0, str(LOOPS))

from loopset import PARTS, load_sequences, score  # noqa: E402

sys.path.insert(0, str(LOOPS.parent))
from _results import RESULTS, load  # noqa: E402

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


TEST_PRODUCTIVE = {
    "wizard_steps",
    "calendar_months",
    "carousel_gallery",
    "inbox_read",
    "table_sort",
    "quantity_stepper",
    "chat_compose",
    "load_more_feed",
}
TEST_STUCK = {
    "modal_reopens",
    "login_retry",
    "ticker_dead_button",
    "carousel_end",
    "dropdown_toggle",
    "enter_key_dead",
    "nav_pingpong",
}


@pytest.fixture(scope="module")
def sequences():  # type: ignore[no-untyped-def]
    return load_sequences(PARTS["dev"])


@pytest.fixture(scope="module")
def test_part():  # type: ignore[no-untyped-def]
    return load_sequences(PARTS["test"])


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


def test_test_part_is_disjoint_and_labelled(sequences, test_part):  # type: ignore[no-untyped-def]
    assert {s.scenario for s in test_part} == TEST_PRODUCTIVE | TEST_STUCK
    assert not {s.scenario for s in test_part} & {s.scenario for s in sequences}
    assert not {s.viewport for s in test_part} & {s.viewport for s in sequences}

    def hosts(part):  # type: ignore[no-untyped-def]
        return {urlparse(st.url).hostname for s in part for st in s.steps}

    assert hosts(sequences) == {"app.test"} and hosts(test_part) == {"work.test"}
    for s in test_part:
        assert s.label == ("productive" if s.scenario in TEST_PRODUCTIVE else "stuck")
        assert s.steps and all(st.frame_hash is not None and st.url for st in s.steps)
        if s.label == "stuck":
            assert s.stuck_from is not None and 0 <= s.stuck_from < len(s.steps)
    sizes = Counter(s.viewport for s in test_part)
    assert sizes[(1440, 900)] == sizes[(2560, 1440)] == len(test_part) // 2


def _same(a: object, b: object) -> bool:
    if isinstance(a, float) and isinstance(b, float) and a != a and b != b:
        return True  # both NaN: no stuck sequence was flagged
    return a == b


@pytest.mark.parametrize("part", ["dev", "test"])
@pytest.mark.parametrize("windows", ["fixed", "adaptive"])
def test_recorded_figures_are_what_the_sets_score(part: str, windows: str) -> None:
    """benchmarks/results.json (and so docs/benchmarks.md) holds today's scores of each part."""
    recorded = load(RESULTS)["bench_loops"]["accuracy"][f"{part} · {windows}"]
    seqs = load_sequences(PARTS[part])
    now = score(seqs, adaptive=windows == "adaptive").to_dict()
    assert recorded["set"] == part and recorded["cases"] == len(seqs)
    for key, value in now.items():
        assert _same(recorded[key], value), (key, recorded[key], value)
