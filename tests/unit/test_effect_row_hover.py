"""A row tinted by the pointer's arrival is hover styling; a row tinted with an accent is a
selection (the Monitor's plain-``pre`` mode, where the pointer reaches the row only after
``pre`` was captured)."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vigil import Action, Monitor

ROW_Y = 220  # top of the row the click lands in


def _table(tint: tuple[int, int, int] | None = None) -> np.ndarray:
    """A 1280x800 table of eight rows, the fourth tinted by ``tint``."""
    img = np.full((800, 1280, 3), 255, np.uint8)
    for i in range(8):
        y = 100 + i * 40
        if tint is not None and y == ROW_Y:
            img[y : y + 40, 200:1200] = tint
        cv2.line(img, (200, y + 40), (1200, y + 40), (225, 225, 225), 1)
        label = f"Order {1000 + i} shipped to warehouse"
        cv2.putText(img, label, (220, y + 26), cv2.FONT_HERSHEY_SIMPLEX, 0.55, (30, 30, 30), 1)
        cv2.putText(img, "12.50", (900, y + 26), cv2.FONT_HERSHEY_SIMPLEX, 0.55, (30, 30, 30), 1)
    return img


def _check(tint: tuple[int, int, int]) -> bool | None:
    monitor = Monitor()
    monitor.observe(_table())
    verdict = monitor.check(Action.click(1100, ROW_Y + 20, "submit"), _table(), _table(tint))
    return verdict.effect.effect_observed


def test_grey_row_shade_under_the_pointer_is_hover() -> None:
    assert _check((245, 245, 245)) is False


@pytest.mark.parametrize("tint", [(194, 219, 255), (205, 230, 205)])
def test_accent_tinted_row_is_a_selection(tint: tuple[int, int, int]) -> None:
    assert _check(tint) is True
