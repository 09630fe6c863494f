"""Whole-frame detection (vigil.ocr.rapid): the size the detector sees, and lines found
on a scaled frame come back in the frame's own pixels."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vigil.frames import Frame
from vigil.ocr import rapid
from vigil.ocr.rapid import RapidOcr, _bgr, detector_input
from vigil.ocr.targeted import SHORT_LINE


@pytest.mark.parametrize(
    ("w", "h", "scale", "size"),
    [
        (1280, 800, 0.75, (960, 608)),
        (1920, 1080, 0.75, (1440, 800)),
        (1280, 800, 1.0, (1280, 800)),
        (1920, 1080, 1.0, (1920, 1088)),
        (3840, 2160, 1.0, (1984, 1120)),  # capped at max_side, as RapidOCR caps it
    ],
)
def test_the_detector_sees_the_frame_once_scaled_to_sides_of_32(
    w: int, h: int, scale: float, size: tuple[int, int]
) -> None:
    assert detector_input(w, h, scale, 2000) == size


@pytest.mark.parametrize(("w", "h"), [(2000, 100), (200, 20), (20, 200)])
def test_strips_and_thumbnails_go_through_rapidocrs_own_padding(w: int, h: int) -> None:
    assert detector_input(w, h, 0.75, 2000) is None


def _text_frame() -> Frame:
    img = np.full((800, 1280, 3), 255, np.uint8)
    for i, word in enumerate(["Sign in", "Forgot password?", "Create account"]):
        cv2.putText(
            img,
            word,
            (100 + 300 * i, 200 + 150 * i),
            cv2.FONT_HERSHEY_SIMPLEX,
            1.0,
            (20, 20, 20),
            2,
            cv2.LINE_AA,
        )
    return Frame(img)


@pytest.mark.parametrize("scale", [0.75, 1.0])
def test_lines_found_on_the_scaled_frame_sit_where_rapidocr_finds_them(scale: float) -> None:
    frame = _text_frame()
    engine = RapidOcr(det_scale=scale)
    ours = engine.detect(frame)
    theirs = engine._detect(_bgr(frame)).boxes
    assert len(ours) == len(theirs) == 3
    for a, b in zip(ours, theirs, strict=True):
        assert all(abs(p - q) <= 4 for p, q in zip(a, b, strict=True)), (a, b)


def test_line_marks_follow_the_detection_and_are_counted_once_per_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine = RapidOcr()
    frame = _text_frame()
    calls: list[object] = []
    count = rapid.line_marks

    def counting(gray: np.ndarray, box: tuple[int, int, int, int]) -> int | None:
        calls.append(box)
        return count(gray, box)

    monkeypatch.setattr(rapid, "line_marks", counting)
    marks = engine.line_marks(frame)
    assert len(marks) == len(engine.detect(frame)) == 3
    # "Sign in", "Forgot password?", "Create account": about one mark per character
    for got, text in zip(marks, ["Sign in", "Forgot password?", "Create account"], strict=True):
        assert got is not None and 0.6 * len(text) <= got <= 1.2 * len(text), (got, text)
    assert engine.line_marks(Frame(frame.rgb.copy())) == marks  # same pixels: kept
    assert len(calls) == 3


def test_line_words_follow_the_detection_and_are_split_once_per_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    engine = RapidOcr()
    frame = _text_frame()
    calls: list[object] = []
    split = rapid.line_words

    def counting(gray: np.ndarray, box: tuple[int, int, int, int]) -> tuple[int, ...] | None:
        calls.append(box)
        return split(gray, box)

    monkeypatch.setattr(rapid, "line_words", counting)
    words = engine.line_words(frame)
    assert len(words) == len(engine.detect(frame)) == 3
    # "Sign in", "Forgot password?", "Create account": two words each
    assert [len(w) for w in words if w is not None] == [2, 2, 2]
    assert engine.line_words(Frame(frame.rgb.copy())) == words  # same pixels: kept
    assert len(calls) == 3


def test_the_rankings_short_line_is_the_recognisers_smallest_input() -> None:
    # rank_boxes costs a line by its length past SHORT_LINE heights: RapidOCR's padding floor
    assert SHORT_LINE == rapid._REC_MIN_WIDTH / rapid._REC_HEIGHT


@pytest.mark.parametrize("scale", [0.1, 1.5, 0.0])
def test_a_scale_out_of_range_is_refused(scale: float) -> None:
    with pytest.raises(ValueError, match="det_scale"):
        RapidOcr(det_scale=scale)
