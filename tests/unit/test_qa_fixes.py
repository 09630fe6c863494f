"""Regressions from a QA pass: expected-element inputs, diff argument checks, loop and done
texts that must say what really happened."""

from __future__ import annotations

import numpy as np
import pytest

from vigil import (
    Action,
    ActionType,
    Hash,
    Monitor,
    RunConfig,
    diff_frames,
    verify_after,
    verify_before,
)
from vigil.frames.diff import candidate_box, compare_frames
from vigil.monitor.feedback import describe_action
from vigil.verify.done_gate import NO_DELTA_AFTER_WAITS, DoneGate, GateStep
from vigil.verify.loops import LoopDetector
from vigil.verify.screen import ocr_presence_check, verify_screen_match


def ocr(frame: object) -> list[str]:
    return ["Submit order", "Cancel"]


FRAME = np.full((40, 60, 3), 255, np.uint8)


# -- 1. a single expected element -----------------------------------------------------------
@pytest.mark.parametrize("fn", [verify_before, verify_after])
def test_a_single_string_is_one_expected_element(fn) -> None:
    r = fn(FRAME, "Submit order", ocr, None)
    assert r.match and r.confidence == 1.0
    assert [e["text"] for e in r.expected_elements] == ["Submit order"]
    missing = fn(FRAME, "Place order", ocr, None)
    assert not missing.match
    assert "1 of 1 expected" in missing.reason


def test_a_single_mapping_is_one_expected_element() -> None:
    r = verify_before(FRAME, {"role": "", "text": "Cancel"}, ocr, None)
    assert r.match and [e["text"] for e in r.expected_elements] == ["Cancel"]
    assert ocr_presence_check(["Cancel"], "Cancel").all_found
    assert ocr_presence_check(["Cancel"], {"text": "Cancel"}).all_found


@pytest.mark.parametrize("bad", [None, 5, b"Submit", 3.5])
def test_expected_elements_of_the_wrong_type_name_the_argument(bad) -> None:
    with pytest.raises(TypeError, match="expected_elements"):
        verify_before(FRAME, bad, ocr, None)
    with pytest.raises(TypeError, match="expected_elements"):
        verify_screen_match(FRAME, bad, ocr, None)
    with pytest.raises(TypeError, match="expected"):
        ocr_presence_check(["x"], bad)


def test_a_bad_item_in_the_list_names_the_argument() -> None:
    with pytest.raises(TypeError, match="each of expected_elements"):
        verify_after(FRAME, ["Submit order", None], ocr, None)


def test_lists_tuples_and_generators_still_work() -> None:
    assert verify_before(FRAME, ("Submit order", "Cancel"), ocr, None).match
    assert verify_before(FRAME, (t for t in ["Cancel"]), ocr, None).match
    assert verify_before(FRAME, [], ocr, None).reason.startswith("no expected elements")


# -- 2. diff_frames arguments ----------------------------------------------------------------
def _pair() -> tuple[np.ndarray, np.ndarray]:
    a = np.full((64, 96, 3), 200, np.uint8)
    b = a.copy()
    b[10:20, 30:40] = 20
    return a, b


@pytest.mark.parametrize("kw", [{"tolerance": -1}, {"tolerance": 256}, {"color_tolerance": 300}])
def test_tolerance_out_of_range_is_a_value_error(kw) -> None:
    a, b = _pair()
    name = next(iter(kw))
    with pytest.raises(ValueError, match=rf"{name} must be in 0\.\.255"):
        diff_frames(a, b, **kw)
    with pytest.raises(ValueError, match=name):
        compare_frames(a, b, **kw)
    with pytest.raises(ValueError, match=name):
        candidate_box(a, b, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("kw", [{"tolerance": "24"}, {"color_tolerance": 1.5}, {"tolerance": True}])
def test_tolerance_of_the_wrong_type_is_a_type_error(kw) -> None:
    a, b = _pair()
    with pytest.raises(TypeError, match=next(iter(kw))):
        diff_frames(a, b, **kw)


@pytest.mark.parametrize(("window", "exc"), [(0, ValueError), (-5, ValueError), (2.5, TypeError)])
def test_window_must_be_a_positive_int(window, exc) -> None:
    a, b = _pair()
    with pytest.raises(exc, match="window must be a positive int"):
        diff_frames(a, b, window=window)
    with pytest.raises(exc, match="window"):
        compare_frames(a, b).diff(window=window)


def test_ignore_must_be_a_boolean_mask_of_the_frame_shape() -> None:
    a, b = _pair()
    with pytest.raises(ValueError, match="ignore mask shape"):
        diff_frames(a, b, ignore=[[False]])
    with pytest.raises(TypeError, match="boolean"):
        diff_frames(a, b, ignore=np.zeros((64, 96), np.uint8))
    # An array-like of the right shape is converted and used.
    mask = np.zeros((64, 96), bool)
    mask[6:24, 26:44] = True  # the change and the halo the 3x3 smoothing gives it
    assert diff_frames(a, b, ignore=mask.tolist()).changed_pixels == 0
    assert diff_frames(a, b, ignore=mask).changed_pixels == 0


def test_valid_arguments_still_give_the_same_diff() -> None:
    a, b = _pair()
    plain = diff_frames(a, b, tolerance=24, window=16)
    d = diff_frames(a, b, tolerance=np.uint8(24), window=np.int64(16))
    assert d.changed_pixels == plain.changed_pixels > 0
    assert d.densest_window == plain.densest_window
    assert d.window == 16 and isinstance(d.window, int)
    x0, y0, x1, y1 = d.densest_window or (0, 0, 0, 0)
    assert x1 - x0 == 16 and y1 - y0 == 16
    assert diff_frames(a, b, tolerance=0, color_tolerance=255).changed_pixels > 0
    assert diff_frames(a, b, tolerance=255, color_tolerance=255).changed_pixels == 0


# -- 3. loop texts ---------------------------------------------------------------------------
def test_hard_stop_text_counts_every_repeat_and_explains_the_window() -> None:
    frame = np.full((800, 1280, 3), 240, np.uint8)
    m = Monitor(RunConfig(), viewport=(1280, 800))
    m.observe(frame)
    stops = []
    for step in range(1, 10):
        v = m.check(Action.click(103, 132, reasoning="Click Submit order"), frame, frame)
        if v.stop:
            stops.append(step)
            break
    assert stops == [7] and v.loop_event == "hard" and v.loop is not None
    assert v.loop.repeats == 7
    text = v.loop.describe()
    assert "was repeated 7 times in a row" in text
    assert "tightened from 7: the last 7 actions" in text
    assert "adapted from" not in text


def test_repeat_count_is_the_run_not_the_window() -> None:
    det = LoopDetector()
    for _ in range(5):
        det.record(Action.click(640, 400), url="http://a/x", frame_hash=Hash(0x1234))
    v = det.check(3, adaptive=False)
    assert v is not None and v.window == 3 and v.repeats == 5
    assert "repeated 5 times in a row" in v.describe()
    assert v.to_dict()["repeats"] == 5


def test_loop_nudge_rounds_coordinates_like_the_first_line() -> None:
    frame = np.full((800, 1280, 3), 240, np.uint8)
    m = Monitor(RunConfig(), viewport=(1280, 800))
    for _ in range(3):
        v = m.check(
            Action.click(103.5234375, 132.375, reasoning="Click Submit order"), frame, frame
        )
    first, nudge = v.feedback.splitlines()[:2]
    assert first.startswith("clicked at (104, 132)")
    assert "CLICK(x=104, y=132)" in nudge
    assert "103.5" not in v.feedback and "132.375" not in v.feedback
    assert v.loop is not None and v.loop.last_action == "CLICK(x=104, y=132)"


def test_drag_feedback_rounds_coordinates() -> None:
    drag = Action.from_dict(
        {"action_type": "DRAG", "params": {"x": 1.6, "y": 2.2, "to_x": 10.7, "to_y": 20.2}}
    )
    assert describe_action(drag) == "dragged from (2, 2) to (11, 20)"


def test_widened_window_text_says_widened() -> None:
    det = LoopDetector()
    steps = [
        Action.click(100, 100),
        Action.type_text("x"),
        Action.key("Tab"),
        Action.click(400, 300),
        Action.key("Return"),
    ]
    for a in steps:
        det.record(a, url="http://a/x", frame_hash=Hash(0x1234))
    v = det.check(3)
    assert v is not None and v.shape == "state" and (v.window, v.base_window) == (5, 3)
    assert v.repeats is None
    text = v.describe()
    assert "did not change over the last 5 actions" in text
    assert "(adaptive window 5, widened from 3: the recent actions varied" in text


# -- 4. the done gate ------------------------------------------------------------------------
def test_done_detail_says_why_it_accepted() -> None:
    frame = np.full((800, 1280, 3), 240, np.uint8)
    m = Monitor(RunConfig(), viewport=(1280, 800))
    assert m.done().detail.startswith("no earlier steps to judge")
    for _ in range(2):
        m.check(Action.click(103, 132, reasoning="Click Submit order"), frame, frame)
    d = m.done()
    assert d.accepted and "moved" not in d.detail
    assert "the screen has not changed in the 2 steps so far" in d.detail
    m = Monitor(RunConfig(), viewport=(1280, 800))
    for _ in range(2):
        m.check(Action.wait(1), frame, frame)
    d = m.done()
    assert d.accepted and "(2 of them waits)" in d.detail


def test_done_detail_after_a_change() -> None:
    gate = DoneGate()
    assert gate.check([GateStep(ActionType.CLICK, True)]).detail.startswith(
        "the screen changed on the last step"
    )
    history = [GateStep(ActionType.CLICK, True), GateStep(ActionType.WAIT, False)]
    assert gate.check(history).detail.startswith("the screen changed 2 steps ago")


@pytest.mark.parametrize("kind", ["WAIT", "wait", " Wait "])
def test_gate_step_accepts_the_action_type_as_a_string(kind) -> None:
    step = GateStep(kind, False)
    assert step.action_type is ActionType.WAIT
    verdict = DoneGate().check([step] * 3)
    assert not verdict.accepted and verdict.reason == NO_DELTA_AFTER_WAITS


def test_gate_step_rejects_what_is_not_an_action_type() -> None:
    with pytest.raises(TypeError, match=r"GateStep\.action_type"):
        GateStep(None, False)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown action type 'WAITING'"):
        GateStep("WAITING", False)  # type: ignore[arg-type]


def test_a_bare_url_string_is_the_start_page_not_a_goal() -> None:
    from vigil.envs.base import as_task

    task = as_task(" http://127.0.0.1:8765/shop.html ")
    assert task.start_url == "http://127.0.0.1:8765/shop.html"
    assert "http://127.0.0.1:8765/shop.html" in task.goal
    assert as_task("file:///tmp/page.html").start_url == "file:///tmp/page.html"
    # A goal that mentions a URL stays a goal.
    assert as_task("Buy a mug at http://x.y").start_url is None


def test_a_settle_sample_of_another_size_is_named_in_the_notes() -> None:
    import numpy as np

    from vigil import Action, check_effect

    frame = np.zeros((100, 160, 3), np.uint8)
    small = np.zeros((50, 80, 3), np.uint8)
    check = check_effect(frame, frame.copy(), Action.key("Enter"), samples=[small, frame])
    assert any("1 settle sample(s) not the size" in n for n in check.notes)
    assert check.effect_observed is False
