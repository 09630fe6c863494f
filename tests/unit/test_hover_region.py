"""Planning the hover clip from the page's footprints, and laying it over the base frame."""

from __future__ import annotations

import numpy as np
import pytest

from vigil.envs.hover_region import GRID, ClipPlan, footprint_expression, overlay, plan_clip
from vigil.frames import Frame

VIEW = (1280, 800)


def _fp(*boxes: list[float], mutations: int = 7) -> dict[str, object]:
    return {"mutations": mutations, "boxes": list(boxes)}


def test_the_clip_sits_on_the_encoders_grid_and_covers_every_box_with_a_ring() -> None:
    plan = plan_clip(_fp([101.5, 203, 250, 240]), _fp([90, 199, 260.2, 245]), VIEW, VIEW)
    assert plan is not None and plan.clip is not None and plan.paste is not None
    assert all(v % GRID == 0 for v in plan.clip)
    px0, py0, px1, py1 = plan.paste
    assert px0 <= 90 and py0 <= 199 and px1 >= 261 and py1 >= 245
    cx0, cy0, cx1, cy1 = plan.clip
    assert cx0 <= px0 - 2 and cy0 <= py0 - 2 and cx1 >= px1 + 2 and cy1 >= py1 + 2


def test_at_the_frame_edge_the_clip_stops_at_the_edge() -> None:
    plan = plan_clip(_fp([1250, 780, 1300, 820]), _fp(), VIEW, VIEW)
    assert plan is not None and plan.clip is not None
    assert plan.clip[2] == 1280 and plan.clip[3] == 800


def test_nothing_restyled_on_screen_needs_no_capture() -> None:
    assert plan_clip(_fp(), _fp(), VIEW, VIEW) == ClipPlan(None, None)
    assert plan_clip(_fp([-50, -50, -10, -10]), _fp(), VIEW, VIEW) == ClipPlan(None, None)


@pytest.mark.parametrize(
    ("before", "after", "frame_size"),
    [
        (_fp([0, 0, 10, 10]), _fp([0, 0, 10, 10], mutations=8), VIEW),  # the DOM changed
        (_fp([0, 0, 10, 10]), _fp([0, 0, 10, 10]), (2560, 1600)),  # HiDPI frame
        (_fp([0, 0, 10, 10]), None, VIEW),  # the page could not say
        (_fp([0, 0, 10]), _fp(), VIEW),  # not a box
        (_fp([0, 0, float("nan"), 10]), _fp(), VIEW),
        (_fp([0, 0, "a", 10]), _fp(), VIEW),  # type: ignore[list-item]
        ({"mutations": 7, "boxes": "x"}, _fp(), VIEW),
        (_fp([0, 0, 900, 500]), _fp(), VIEW),  # about as dear as a whole capture
    ],
)
def test_whatever_cannot_be_placed_takes_the_whole_capture(
    before: object, after: object, frame_size: tuple[int, int]
) -> None:
    assert plan_clip(before, after, VIEW, frame_size) is None


def test_overlay_replaces_only_the_pasted_pixels() -> None:
    base = Frame(np.zeros((800, 1280, 3), np.uint8))
    plan = ClipPlan((96, 192, 160, 256), (108, 204, 148, 244))
    piece = Frame(np.full((64, 64, 3), 200, np.uint8))
    out = overlay(base, piece, plan)
    changed = out.rgb.max(axis=2) > 0
    assert changed[204:244, 108:148].all() and changed.sum() == 40 * 40
    assert not base.rgb.any()
    with pytest.raises(ValueError, match="clip capture"):
        overlay(base, Frame(np.zeros((10, 10, 3), np.uint8)), plan)
    assert overlay(base, piece, ClipPlan(None, None)) is base


def test_the_expression_carries_its_arguments_as_json() -> None:
    text = footprint_expression(12.5, 30, 3.0)
    assert text.endswith(")") and "[12.5, 30.0, 3000.0" in text
