"""Finding the dialog over a dimmed page (the narrator reads only the dialog)."""

from __future__ import annotations

import numpy as np
import pytest

from vigil.frames import Frame
from vigil.monitor.backdrop import dialog_boxes

W, H = 640, 400


def _page() -> np.ndarray:
    rng = np.random.default_rng(3)
    img = np.full((H, W, 3), 245, np.uint8)
    for y in range(30, H - 20, 24):  # lines of "text": dark strokes of varying length
        width = int(rng.integers(120, 560))
        img[y : y + 8, 40 : 40 + width] = 40
    return img


def _with_dialog(img: np.ndarray, gain: float, offset: float) -> np.ndarray:
    out = np.clip(img.astype(np.float32) * gain + offset, 0, 255).astype(np.uint8)
    out[120:280, 200:440] = 255
    out[150:160, 220:400] = 30  # the dialog's own text
    return out


@pytest.mark.parametrize(("gain", "offset"), [(0.5, 0.0), (0.6, 40.0), (0.3, 20.0)])
def test_the_dialog_is_what_does_not_follow_the_backdrop(gain: float, offset: float) -> None:
    pre = _page()
    boxes = dialog_boxes(Frame(pre), Frame(_with_dialog(pre, gain, offset)), (0, 0, W, H))
    assert len(boxes) == 1
    x0, y0, x1, y1 = boxes[0]
    assert abs(x0 - 200) <= 4 and abs(y0 - 120) <= 4
    assert abs(x1 - 440) <= 4 and abs(y1 - 280) <= 4


def test_a_faint_backdrop_still_gives_the_dialog_text() -> None:
    # A white veil of 20 %: the white dialog looks like the veiled background, but its
    # text does not follow the map, and that is what the narrator must read.
    pre = _page()
    boxes = dialog_boxes(Frame(pre), Frame(_with_dialog(pre, 0.8, 51.0)), (0, 0, W, H))
    assert len(boxes) == 1
    x0, y0, x1, y1 = boxes[0]
    assert x0 <= 220 and y0 <= 150 and x1 >= 400 and y1 >= 160


def test_no_backdrop_no_dialog() -> None:
    pre = _page()
    # Undimmed: the page around the dialog is unchanged, so this is no backdrop.
    assert dialog_boxes(Frame(pre), Frame(_with_dialog(pre, 1.0, 0.0)), (0, 0, W, H)) == []
    # A wholesale change (another page): no single brightness map fits enough of it.
    other = np.ascontiguousarray(_page()[::-1])
    assert dialog_boxes(Frame(pre), Frame(other), (0, 0, W, H)) == []
