"""The report's stage chart: every step's time split into the runner's stages."""

from __future__ import annotations

from vigil import Action
from vigil.report.stages import STAGES, stage_chart, stage_segments
from vigil.runner import TrajectoryStep


def _step(index: int, **timings: float) -> TrajectoryStep:
    return TrajectoryStep(index=index, action=Action.click(10, 10), timings=timings)


def test_segments_follow_the_stages_and_the_rest_is_other() -> None:
    seg = stage_segments(
        {
            "decide_ms": 5.0,
            "capture_ms": 30.0,
            "act_ms": 20.0,
            "settle_ms": 80.0,
            "verify_ms": 4.0,
            "overhead_ms": 6.0,
            "total_ms": 150.0,
        }
    )
    assert [label for label, _, _ in seg] == [
        "brain",
        "capture pre (with hover)",
        "act",
        "settle",
        "Vigil checks",
        "other",
    ]
    # overhead_ms overlaps the stages and is not drawn; the rest of the total is "other".
    assert seg[-1][1] == 150.0 - 139.0
    assert len({colour for _, _, colour in STAGES}) == len(STAGES)


def test_narration_is_its_own_segment_not_counted_twice() -> None:
    # verify_ms is the whole Monitor.check, narration included: drawn as two segments.
    seg = stage_segments({"verify_ms": 210.0, "narrate_ms": 200.0, "total_ms": 215.0})
    assert [(label, ms) for label, ms, _ in seg] == [
        ("Vigil checks", 10.0),
        ("narration (OCR)", 200.0),
        ("other", 5.0),
    ]
    assert len({key for key, _, _ in STAGES}) == len(STAGES)


def test_chart_has_one_bar_per_timed_step() -> None:
    steps = [
        _step(0, capture_ms=30.0, settle_ms=70.0, total_ms=100.0),
        _step(1),  # a step without timings (e.g. a vetoed one) is left out
        _step(2, act_ms=10.0, settle_ms=90.0, verify_ms=400.0, total_ms=500.0),
    ]
    svg = stage_chart(steps)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "step 1<" in svg and "step 3<" in svg and "step 2<" not in svg
    assert "Vigil checks: 400.0 ms" in svg
    assert stage_chart([_step(0)]) == ""
