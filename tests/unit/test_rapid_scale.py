"""Detection on a scaled frame (vigil.ocr.rapid): boxes come back in the frame's pixels."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from vigil.ocr.rapid import Detection, RapidOcr, _scaled_detection, box_from_points


def _one_line(seen: list[tuple[int, int]]) -> Any:
    """A detector that finds one line covering the middle half of whatever it is shown."""

    def detect(bgr: np.ndarray[Any, Any]) -> Detection:
        h, w = bgr.shape[:2]
        seen.append((w, h))
        quad = np.array(
            [[w / 4, h / 4], [3 * w / 4, h / 4], [3 * w / 4, 3 * h / 4], [w / 4, 3 * h / 4]],
            dtype=np.float32,
        )
        return Detection((box_from_points(quad),), (quad,))

    return detect


def test_lines_found_on_the_scaled_frame_are_mapped_back() -> None:
    seen: list[tuple[int, int]] = []
    found = _scaled_detection(_one_line(seen), np.zeros((800, 1280, 3), np.uint8), 0.75)
    assert seen == [(960, 600)]
    assert found.boxes == (box_from_points(found.quads[0]),)
    x0, y0, x1, y1 = found.boxes[0]
    assert abs(x0 - 320) <= 1 and abs(y0 - 200) <= 1 and abs(x1 - 960) <= 1 and abs(y1 - 600) <= 1


def test_full_scale_detects_the_frame_itself() -> None:
    seen: list[tuple[int, int]] = []
    _scaled_detection(_one_line(seen), np.zeros((100, 200, 3), np.uint8), 1.0)
    assert seen == [(200, 100)]


@pytest.mark.parametrize("scale", [0.1, 1.5, 0.0])
def test_a_scale_out_of_range_is_refused(scale: float) -> None:
    with pytest.raises(ValueError, match="det_scale"):
        RapidOcr(det_scale=scale)
