"""Which never-ending animations a settle's mask excuses (vigil.envs.browser._all_masked):
the page reports CSS-pixel boxes, the mask is in frame pixels."""

from __future__ import annotations

import numpy as np

from vigil.envs.browser import _all_masked


def _mask(shape: tuple[int, int], box: tuple[int, int, int, int]) -> np.ndarray:
    mask = np.zeros(shape, bool)
    x0, y0, x1, y1 = box
    mask[y0:y1, x0:x1] = True
    return mask


def test_a_box_inside_the_mask_is_excused_and_one_outside_is_not() -> None:
    mask = _mask((400, 800), (590, 30, 660, 100))
    assert _all_masked([[600, 40, 648, 88]], mask, (800, 400))
    assert not _all_masked([[600, 40, 648, 88], [10, 10, 30, 30]], mask, (800, 400))
    assert not _all_masked([[560, 40, 648, 88]], mask, (800, 400))  # a third outside


def test_hidpi_frames_scale_the_css_boxes() -> None:
    """At device scale 2 the frame is twice the viewport: the box must be doubled."""
    mask = _mask((800, 1600), (1180, 60, 1320, 200))
    assert _all_masked([[600, 40, 648, 88]], mask, (800, 400))
    assert not _all_masked(
        [[600, 40, 648, 88]], _mask((800, 1600), (590, 30, 660, 100)), (800, 400)
    )


def test_off_screen_boxes_draw_nothing_and_bad_answers_excuse_nothing() -> None:
    mask = _mask((400, 800), (590, 30, 660, 100))
    assert _all_masked([[600, 40, 648, 88], [900, 500, 950, 550]], mask, (800, 400))
    for answer in (None, [], "boxes", [[1, 2, 3]], [["a", 0, 1, 1]], [[float("nan"), 0, 1, 1]]):
        assert not _all_masked(answer, mask, (800, 400)), answer
