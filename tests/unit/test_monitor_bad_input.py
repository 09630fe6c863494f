"""Inputs at the edges of the Monitor's surface: each is refused with a message that says
what was wrong, or judged, or skipped with a reason; never a wrong verdict or a raw error
from deep inside a library."""

from __future__ import annotations

import io
import math
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image

from vigil import Action, Frame, Monitor, RunConfig, check_effect
from vigil.errors import InvalidFrame
from vigil.verify.effect import MIN_FRAME_SIDE, SKIP_OFF_SCREEN, SKIP_TOO_SMALL
from vigil.verify.loops import LoopDetector

ENTER = Action.key("Enter")
SUBMIT = Action.click(50, 50, reasoning="Submit the form")


def page(w: int = 100, h: int = 100) -> np.ndarray:
    img = np.full((h, w, 3), 245, np.uint8)
    cv2.rectangle(img, (20, 20), (60, 40), (30, 110, 220), -1)
    return img


def changed(img: np.ndarray) -> np.ndarray:
    out = img.copy()
    out[60:80, 30:70] = 20
    return out


# -- 1. check_effect's config and idle ---------------------------------------------------------
def test_a_config_dict_is_refused_as_the_monitor_refuses_it() -> None:
    overrides = {"perceptual_verify": True}
    with pytest.raises(TypeError, match=r"config must be a RunConfig, got dict") as direct:
        check_effect(page(), changed(page()), ENTER, overrides)  # type: ignore[arg-type]
    with pytest.raises(TypeError) as monitor:
        Monitor(overrides)  # type: ignore[arg-type]
    assert str(direct.value) == str(monitor.value)


@pytest.mark.parametrize("count", [0, 1, 3])
def test_idle_must_be_a_pair(count: int) -> None:
    frames = tuple(page() for _ in range(count))
    with pytest.raises(ValueError, match=f"idle must be a pair.*got {count} frame"):
        check_effect(page(), changed(page()), ENTER, idle=frames)  # type: ignore[arg-type]


def test_one_frame_as_idle_is_refused_though_it_has_a_length() -> None:
    with pytest.raises(TypeError, match=r"idle must be a pair.*got ndarray"):
        check_effect(page(), changed(page()), ENTER, idle=page())  # type: ignore[arg-type]


def test_idle_is_checked_even_when_the_check_is_skipped() -> None:
    with pytest.raises(ValueError, match="idle must be a pair"):
        check_effect(page(), page(), Action.key("Tab"), idle=(page(),))  # type: ignore[arg-type]


def test_a_pair_as_a_list_is_a_pair() -> None:
    idle = [page(), page()]
    check = check_effect(page(), changed(page()), ENTER, idle=idle)  # type: ignore[arg-type]
    assert check.effect_observed is True
    assert check == check_effect(page(), changed(page()), ENTER, idle=(page(), page()))


# -- 2. frames too small to judge --------------------------------------------------------------
@pytest.mark.parametrize("shape", [(1, 1), (3, 3), (4, 4), (7, 7), (2, 50), (50, 7)])
def test_a_tiny_frame_is_skipped_not_called_unchanged(shape: tuple[int, int]) -> None:
    black = np.zeros((*shape, 3), np.uint8)
    white = np.full((*shape, 3), 255, np.uint8)
    check = check_effect(black, white, ENTER)
    assert check.effect_observed is None and check.reason == SKIP_TOO_SMALL
    assert any(f"{shape[1]}x{shape[0]} frame is smaller" in n for n in check.notes)
    verdict = Monitor().check(ENTER, black, white)
    assert verdict.effect_observed is None and verdict.warning is None
    assert verdict.frame_changed and verdict.feedback == "pressed Enter (screen changed)"
    still = Monitor().check(ENTER, black, black.copy())
    assert not still.frame_changed and still.feedback == "pressed Enter (no visible change)"


@pytest.mark.parametrize("side", [MIN_FRAME_SIDE, MIN_FRAME_SIDE + 1, 16])
def test_the_smallest_judged_frame_sees_a_plain_change(side: int) -> None:
    black = np.zeros((side, side, 3), np.uint8)
    white = np.full((side, side, 3), 255, np.uint8)
    assert check_effect(black, white, ENTER).effect_observed is True
    assert Monitor().check(ENTER, black, white).effect_observed is True
    assert check_effect(black, black.copy(), ENTER).effect_observed is False


def test_a_normal_frame_is_judged_as_before() -> None:
    check = check_effect(page(), changed(page()), ENTER)
    assert (check.effect_observed, check.reason) == (True, "global_changed")
    assert check_effect(page(), page(), ENTER).reason == "global_and_region_stable"


def test_a_tiny_frame_off_the_point_is_still_off_screen() -> None:
    tiny = np.zeros((3, 3, 3), np.uint8)
    check = check_effect(tiny, tiny, Action.click(10, 1, reasoning="Submit"))
    assert check.reason == SKIP_OFF_SCREEN


# -- 3. HiDPI feedback and far-off points ------------------------------------------------------
def test_an_off_screen_point_on_hidpi_names_the_viewport_it_is_in() -> None:
    m = Monitor(viewport=(640, 400))
    shot = np.zeros((800, 1280, 3), np.uint8)
    v = m.check(Action.click(1000, 600, reasoning="Submit"), shot, shot)
    assert v.effect.reason == SKIP_OFF_SCREEN
    assert v.feedback == (
        "clicked at (1000, 600) (outside the 640x400 screen: nothing there to act on)"
    )


def test_an_off_screen_point_without_scaling_names_the_screenshot() -> None:
    shot = np.zeros((400, 640, 3), np.uint8)
    v = Monitor(viewport=(640, 400)).check(Action.click(1000, 60, reasoning="Submit"), shot, shot)
    assert "(outside the 640x400 screen" in v.feedback


@pytest.mark.parametrize("x", [1e308, -1e308, 1.7e308])
def test_an_astronomical_point_on_hidpi_is_the_off_screen_skip(x: float) -> None:
    shot = np.zeros((1600, 2560, 3), np.uint8)
    for reasoning in ("Submit", ""):
        v = Monitor(viewport=(1280, 800)).check(Action.click(x, 5, reasoning=reasoning), shot, shot)
        assert "(outside the 1280x800 screen: nothing there to act on)" in v.feedback
        assert v.feedback.startswith(f"clicked at ({x:.3g}, 5)")
    v = Monitor(viewport=(1280, 800)).check(Action.click(x, 5, reasoning="Submit"), shot, shot)
    assert v.effect.reason == SKIP_OFF_SCREEN
    assert any("taken as 1e+09" in n for n in v.effect.notes)


def test_a_drag_to_an_astronomical_point_on_hidpi_does_not_overflow() -> None:
    shot = np.zeros((1600, 2560, 3), np.uint8)
    drag = Action.from_dict(
        {"action_type": "DRAG", "params": {"x": 10, "y": 10, "to_x": 1e308, "to_y": 5}}
    )
    v = Monitor(viewport=(1280, 800)).check(drag, shot, shot)
    assert v.feedback.startswith("dragged from (10, 10) to (1e+308, 5)")


# -- 4. frames ----------------------------------------------------------------------------------
def test_a_premultiplied_la_image_is_converted() -> None:
    img = Image.new("La", (6, 4), (100, 255))
    assert np.all(Frame(img).rgb == 100)
    half = Image.new("La", (6, 4), (50, 128))
    expected = np.asarray(half.convert("LA"))[0, 0, 0]
    assert np.all(Frame(half).rgb == expected)


@pytest.mark.parametrize("dtype", [np.uint16, np.int32])
def test_a_deep_pillow_image_made_in_memory_is_refused_as_its_array_is(dtype: type) -> None:
    values: np.ndarray = np.full((10, 12), 200, dtype)
    with pytest.raises(InvalidFrame, match="astype") as from_array:
        Frame(values)
    with pytest.raises(InvalidFrame, match="value range is not known") as from_image:
        Frame(Image.fromarray(values))
    hint = "cast 0..255 values with .astype(np.uint8), or shift 16-bit values right by 8"
    assert hint in str(from_array.value) and hint in str(from_image.value)


def test_a_16_bit_file_still_decodes_as_opencv_decodes_it(tmp_path: Path) -> None:
    path = tmp_path / "deep.png"
    assert cv2.imwrite(str(path), np.full((10, 12), 51200, np.uint16))
    with Image.open(path) as img:
        assert np.all(Frame(img).rgb == 200)
    data = io.BytesIO()
    with Image.open(path) as img:
        img.save(data, format="PNG")
    assert np.all(Frame(data.getvalue()).rgb == 200)


@pytest.mark.parametrize(("x", "y"), [(math.nan, 5), (5, math.inf), (-math.inf, math.nan)])
def test_crop_around_a_point_that_is_no_position_names_it(x: float, y: float) -> None:
    with pytest.raises(ValueError, match=r"the point \(.*\) is not a position on the frame"):
        Frame(page()).crop_around(x, y, 20)


def test_crop_around_a_finite_point_still_crops() -> None:
    assert Frame(page()).crop_around(5, 5, 20).size == (20, 20)


# -- 5. the loop detector's viewport -----------------------------------------------------------
@pytest.mark.parametrize(
    "viewport",
    ["x", (math.nan, 1), (0, 0), (1280,), (1280, -800), (1280.0, 800.0), (True, 800)],
)
def test_the_loop_detector_refuses_the_viewports_the_monitor_refuses(viewport: object) -> None:
    with pytest.raises(ValueError) as monitor:
        Monitor(viewport=viewport)  # type: ignore[arg-type]
    with pytest.raises(ValueError) as detector:
        LoopDetector(viewport=viewport)  # type: ignore[arg-type]
    assert str(detector.value) == str(monitor.value)
    with pytest.raises(ValueError):
        LoopDetector(click_tol_px=8, viewport=viewport)  # type: ignore[arg-type]


def test_the_loop_detector_takes_the_viewports_the_monitor_takes() -> None:
    assert LoopDetector(viewport=(3840, 2160)).click_tol_px == 18
    assert LoopDetector(viewport={"width": 3840, "height": 2160}).click_tol_px == 18
    assert LoopDetector(viewport=[1280, 800]).click_tol_px == 8
    assert LoopDetector(viewport=None).click_tol_px == 8


def test_a_monitor_with_a_config_and_viewport_still_works() -> None:
    m = Monitor(RunConfig(), viewport=(100, 100))
    assert m.check(SUBMIT, page(), changed(page())).effect_observed is True
