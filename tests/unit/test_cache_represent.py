"""capture_representation / validate_step: thresholds, edges, evidence, unverifiable paths."""

from __future__ import annotations

import base64
import dataclasses
import zlib
from pathlib import Path

import cv2
import numpy as np
import pytest
from numpy.typing import NDArray

from vigil import capture_representation, validate_step
from vigil.cache.represent import (
    EDGE_RATIO_MIN,
    INK_RATIO_MIN,
    MIN_CHANGED_CELLS,
    RESTYLE_EDGE_RATIO_MIN,
    SATURATION_RATIO_MIN,
    SHAPE_AGREEMENT_MIN,
    VisualRepresentation,
)
from vigil.frames import Frame, Hash, as_frame, hash_region


def page(
    label: str = "Submit",
    *,
    at: tuple[int, int] = (300, 200),
    colour=(222, 111, 47),
    size: tuple[int, int] = (640, 400),
    enabled: bool = True,
    dim: float = 0.0,
) -> Frame:  # type: ignore[no-untyped-def]
    """A light page with one filled button carrying ``label`` (BGR colour)."""
    h_, w_ = size[1], size[0]
    img = np.full((h_, w_, 3), 246, np.uint8)
    cv2.putText(img, "Account settings", (20, 40), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (40, 40, 40), 2)
    x, y = at
    fill = colour if enabled else (200, 200, 200)
    text = (255, 255, 255) if enabled else (150, 150, 150)
    cv2.rectangle(img, (x - 55, y - 18), (x + 55, y + 18), fill, -1)
    cv2.putText(img, label, (x - 45, y + 8), cv2.FONT_HERSHEY_SIMPLEX, 0.7, text, 2)
    if dim:
        img = (img.astype(np.float32) * (1 - dim)).astype(np.uint8)
    return as_frame(cv2.cvtColor(img, cv2.COLOR_BGR2RGB))


def shifted(frame: Frame, dx: int, dy: int) -> Frame:
    rgb: NDArray[np.uint8] = np.roll(np.array(frame.rgb), (dy, dx), axis=(0, 1))
    return as_frame(rgb)


P = (300.0, 200.0)


def test_same_frame_passes_and_hex_is_the_reference_hash() -> None:
    f = page()
    rep = capture_representation(f, P)
    assert rep.hex == hash_region(f, *P, 100, "phash").hex
    assert len(rep.hex) == 16
    v = validate_step(rep, f, P)
    assert v.status == "pass" and v.distance == 0 and v.threshold == 10 and v.message == ""


def test_round_trip_dict() -> None:
    rep = capture_representation(page(), P, method="ahash", region_size=120)
    again = VisualRepresentation.from_dict(rep.to_dict())
    assert again == rep
    assert VisualRepresentation.from_hex(rep.hex, "ahash", 120).hex == rep.hex


@pytest.mark.parametrize("variant", ["jpeg", "shift1", "shift2", "clock_elsewhere"])
def test_benign_rerenders_pass(variant: str) -> None:
    f = page()
    rep = capture_representation(as_frame(f.to_jpeg(85)), P)
    if variant == "jpeg":
        live = as_frame(f.to_jpeg(70))
    elif variant.startswith("shift"):
        n = int(variant[-1])
        live = shifted(f, n, n - 1)
    else:
        rgb = np.array(f.rgb)
        cv2.putText(rgb, "12:59:59", (480, 380), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (0, 0, 0), 1)
        live = as_frame(rgb)
    v = validate_step(rep, live, P)
    assert v.status == "pass", v.reason


@pytest.mark.parametrize(
    "live",
    [
        pytest.param(lambda: page("Delete"), id="relabel"),
        pytest.param(lambda: page(enabled=False), id="disabled"),
        pytest.param(lambda: page(dim=0.45), id="dimmed"),
        pytest.param(lambda: page(at=(380, 200)), id="moved"),
        pytest.param(lambda: page("Cancel", colour=(60, 60, 200)), id="other-control"),
    ],
)
def test_changed_ui_stops_with_the_message(live) -> None:  # type: ignore[no-untyped-def]
    rep = capture_representation(page(), P)
    v = validate_step(rep, live(), P, step_index=5, action_name="left_click")
    assert v.status == "stop", v.signals
    assert v.message.startswith("Visual validation failed at step 5 (left_click at [300, 200])")
    assert f"threshold {v.threshold}" in v.message


def _flip(h: Hash, n: int) -> Hash:
    return Hash(h.bits ^ ((1 << n) - 1), h.size)


@pytest.mark.parametrize("with_evidence", [True, False])
def test_threshold_edges(with_evidence: bool) -> None:
    f = page()
    rep = capture_representation(f, P)
    if not with_evidence:
        rep = VisualRepresentation.from_hex(rep.hex)
    for t in (0, 4, 10):
        at = dataclasses.replace(rep, hash=_flip(rep.hash, t))  # type: ignore[arg-type]
        assert validate_step(at, f, P, threshold=t).status == "pass"
        over = dataclasses.replace(rep, hash=_flip(rep.hash, t + 1))  # type: ignore[arg-type]
        v = validate_step(over, f, P, threshold=t)
        assert v.status == "stop" and v.distance == t + 1
        assert f"distance {t + 1}, threshold {t}" in v.message


@pytest.mark.parametrize("point", [(0, 0), (639, 399), (5, 395), (630, 10), (320, 1)])
def test_edge_crops_keep_full_size(point: tuple[int, int]) -> None:
    f = page(at=(60, 30), size=(640, 400))
    x0, y0, x1, y1 = f.box_around(*point, 100)
    assert (x1 - x0, y1 - y0) == (100, 100)
    rep = capture_representation(f, point)
    assert validate_step(rep, as_frame(f.to_jpeg(85)), point).status == "pass"
    rgb = np.array(f.rgb)
    cv2.rectangle(rgb, (x0 + 30, y0 + 30), (x0 + 70, y0 + 70), (200, 30, 30), -1)
    assert validate_step(rep, as_frame(rgb), point).status == "stop"


def test_frame_smaller_than_region() -> None:
    small = as_frame(np.array(page().rgb)[:60, :80])
    rep = capture_representation(small, (40, 30))
    assert validate_step(rep, small, (40, 30)).status == "pass"


def test_unverifiable_is_never_a_pass() -> None:
    f = page()
    rep = capture_representation(f, P)
    cases = {
        "no visual representation": validate_step(None, f, P),
        "no screenshot": validate_step(rep, None, P),
        "no screen coordinate": validate_step(rep, f, None),
        "outside the 640x400 screen": validate_step(rep, f, (700, 10)),
        "it was 640x400 when recorded": validate_step(rep, page(size=(800, 600)), P),
        "the check failed": validate_step(dataclasses.replace(rep, thumb=b"xx"), f, P),
    }
    for needle, v in cases.items():
        assert v.status == "unverifiable", needle
        assert needle in v.reason
        assert v.message.startswith("Visual validation could not run")


def test_bad_arguments() -> None:
    f = page()
    with pytest.raises(ValueError, match="outside"):
        capture_representation(f, (900, 10))
    with pytest.raises(ValueError, match="method"):
        capture_representation(f, P, method="md5")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="threshold"):
        validate_step(capture_representation(f, P), f, P, threshold=-1)


def test_method_none_keeps_no_hash() -> None:
    rep = capture_representation(page(), P, method="none")
    assert rep.hex == "" and rep.hash is None and rep.has_evidence
    assert validate_step(rep, page(), P).status == "pass"
    assert validate_step(rep, page("Delete"), P).status == "stop"


# -- edge contrast and saturation: a control disabled or greyed in place ----------------------
CROPS = Path(__file__).resolve().parent.parent / "data" / "cache"
CROP_POINT = (80.0, 80.0)  # 160 px crops from benchmarks/cache, the control at their centre


def _crop(name: str) -> Frame:
    return as_frame(CROPS / f"{name}.png")


def _outlined(text_colour: tuple[int, int, int], fill: tuple[int, int, int]) -> Frame:
    """A row of neighbours around a small outlined control: only the control's colours vary."""
    img = np.full((200, 300, 3), 250, np.uint8)
    for y in (58, 142):  # neighbours inside the region but outside its centre
        cv2.putText(img, "Name  Role", (95, y), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (30, 30, 30), 1)
    cv2.rectangle(img, (133, 88), (167, 112), fill, -1)
    cv2.rectangle(img, (133, 88), (167, 112), text_colour, 1)
    cv2.putText(img, "Go", (139, 106), cv2.FONT_HERSHEY_SIMPLEX, 0.5, text_colour, 1)
    return as_frame(img)


def test_edge_contrast_is_kept_by_jpeg_and_lost_by_a_lighter_label() -> None:
    """A label and outline 130 -> 180 on white: each 2x2 thumbnail cell moves < 30 levels,
    so the structure count stays quiet; the centre's edge contrast and the faint change's
    edges both see the control fade (the faint change is checked first)."""
    grey = _outlined((130, 130, 130), (250, 250, 250))
    rep = capture_representation(as_frame(grey.to_jpeg(85)), (150, 100))
    assert rep.edge_energy is not None and rep.edge_energy >= 8
    same = validate_step(rep, grey, (150, 100))
    assert same.status == "pass" and same.signals["structure"]["edge_ratio"] > 0.9
    light = validate_step(rep, _outlined((180, 180, 180), (250, 250, 250)), (150, 100))
    assert light.signals["structure"]["edge_ratio"] < EDGE_RATIO_MIN
    assert light.signals["structure"]["faint_edge_ratio"] < RESTYLE_EDGE_RATIO_MIN
    assert light.status == "stop" and "faded" in light.reason
    assert same.signals["structure"].get("faint_edge_ratio", 1.0) > 0.9


def test_saturation_lost_at_the_same_luma_stops() -> None:
    """A pale green control turned grey at the same luma: its cells move < 18 in a*b* (the
    colour-cell count stays quiet) but all of its saturation is gone."""
    pale = _outlined((60, 110, 60), (205, 228, 205))
    grey = _outlined((92, 92, 92), (221, 221, 221))
    rep = capture_representation(pale, (150, 100))
    v = validate_step(rep, grey, (150, 100))
    assert v.signals["saturation_ratio"] < SATURATION_RATIO_MIN
    assert v.status == "stop" and "lost its colour" in v.reason
    again = validate_step(rep, as_frame(pale.to_jpeg(70)), (150, 100))
    assert again.status == "pass" and again.signals["saturation_ratio"] > 0.8


def test_rendered_greyed_controls_stop_and_hover_passes() -> None:
    """Crops rendered by benchmarks/cache/generate.py (the old test part, now dev2)."""
    icon = capture_representation(_crop("admin-t1-rec"), CROP_POINT)
    greyed = validate_step(icon, _crop("admin-t1-greyed"), CROP_POINT)
    assert greyed.status == "stop" and greyed.signals["structure"]["edge_ratio"] < EDGE_RATIO_MIN
    assert validate_step(icon, _crop("admin-t1-hover"), CROP_POINT).status == "pass"
    apply = capture_representation(_crop("settings-t1-rec"), CROP_POINT)
    pale = validate_step(apply, _crop("settings-t1-greyed"), CROP_POINT)
    assert pale.status == "stop"
    assert pale.signals["saturation_ratio"] < SATURATION_RATIO_MIN


def test_old_representations_without_edge_energy_still_validate() -> None:
    rep = capture_representation(page(), P)
    stored = {k: v for k, v in rep.to_dict().items() if k != "edge_energy"}
    old = VisualRepresentation.from_dict(stored)
    assert old.edge_energy is None
    v = validate_step(old, page(), P)
    assert v.status == "pass" and "edge_ratio" not in v.signals["structure"]


# -- restyles: the same content in other colours ----------------------------------------------
def _field(border: tuple[int, int, int], label: str = "Email") -> Frame:
    """A text field with a label above it; only the field's border colour varies."""
    img = np.full((200, 300, 3), 252, np.uint8)
    cv2.putText(img, label, (90, 70), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (40, 40, 40), 1)
    cv2.rectangle(img, (90, 85), (260, 115), border, 1)
    return as_frame(img)


def test_a_focus_border_is_a_restyle_and_a_relabel_is_not() -> None:
    """Light grey -> blue moves the border's cells by > 30 levels (the structure count fires),
    but the edges stay where they were: a focused field, the same UI."""
    rep = capture_representation(_field((205, 205, 205)), (150, 100))
    focused = validate_step(rep, _field((40, 90, 230)), (150, 100))
    structure = focused.signals["structure"]
    assert structure["changed_cells"] >= MIN_CHANGED_CELLS
    assert structure["shape_agreement"] >= SHAPE_AGREEMENT_MIN
    assert focused.status == "pass", focused.reason
    relabel = validate_step(rep, _field((205, 205, 205), "Phone"), (150, 100))
    assert relabel.status == "stop" and "content changed" in relabel.reason


def test_a_faint_bar_turned_bright_is_new_content() -> None:
    """A barely visible band replaced by a bright one keeps the band's edges in place, but
    the recorded cells held no shape to keep: not a restyle."""
    dark = np.full((200, 300, 3), 50, np.uint8)
    faint, bright = dark.copy(), dark.copy()
    faint[85:115] = 56
    bright[85:115] = 240
    rep = capture_representation(as_frame(faint), (150, 100))
    v = validate_step(rep, as_frame(bright), (150, 100))
    assert v.status == "stop" and "content changed" in v.reason


def test_rendered_focus_and_faded_label() -> None:
    """Crops rendered by benchmarks/cache/generate.py: a focused input on the demo's sign-in
    page passes; a dark button whose white label turned grey stops (its region's contrast
    and centre edges barely move, the label's own edges lose half their strength)."""
    field = capture_representation(_crop("signin-t1-rec"), CROP_POINT)
    assert validate_step(field, _crop("signin-t1-caret"), CROP_POINT).status == "pass"
    button = capture_representation(_crop("article-t1-rec"), CROP_POINT)
    faded = validate_step(button, _crop("article-t1-greyed"), CROP_POINT)
    assert faded.signals["structure"]["changed_edge_ratio"] < RESTYLE_EDGE_RATIO_MIN
    assert faded.status == "stop" and "faded" in faded.reason
    assert validate_step(button, _crop("article-t1-hover"), CROP_POINT).status == "pass"


def _link(colour: tuple[int, int, int]) -> Frame:
    """A thin one-word link (RGB) on white with neutral neighbours."""
    img = np.full((200, 300, 3), 255, np.uint8)
    cv2.putText(img, "Name", (95, 58), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (30, 30, 30), 1)
    cv2.putText(img, "Next week", (110, 106), cv2.FONT_HERSHEY_SIMPLEX, 0.55, colour, 1)
    return as_frame(img)


def test_a_thin_coloured_link_turned_grey_stops_on_its_ink() -> None:
    """Thin teal text: its cells are mostly white, so the colour grid barely moves; the
    colour of its own pixels is gone."""
    rep = capture_representation(as_frame(_link((11, 122, 117)).to_jpeg(85)), (150, 100))
    assert rep.ink_chroma is not None and rep.ink_chroma >= 15
    grey = validate_step(rep, _link((120, 120, 120)), (150, 100))
    assert grey.signals["ink_ratio"] < INK_RATIO_MIN
    assert grey.status == "stop" and "lost its colour" in grey.reason
    same = validate_step(rep, as_frame(_link((11, 122, 117)).to_jpeg(70)), (150, 100))
    assert same.status == "pass" and same.signals["ink_ratio"] > 0.7


def test_rendered_teal_button_greyed_stops_and_hover_and_jpeg_pass() -> None:
    """Crops of the booking calendar's outlined 'Previous week' button (cache set; the
    button sits 30 px from the top of the screen, so its crop keeps the edge)."""
    at = (79.6, 30.0)
    rep = capture_representation(_crop("calendar-t0-rec"), at)
    greyed = validate_step(rep, _crop("calendar-t0-greyed"), at)
    assert greyed.status == "stop" and "lost its colour" in greyed.reason
    for benign in ("calendar-t0-hover", "calendar-t0-jpeg"):
        assert validate_step(rep, _crop(benign), at).status == "pass", benign


def test_old_representations_without_ink_colour_still_validate() -> None:
    rep = capture_representation(_link((11, 122, 117)), (150, 100))
    stored = {k: v for k, v in rep.to_dict().items() if k != "ink_chroma"}
    old = VisualRepresentation.from_dict(stored)
    assert old.ink_chroma is None
    v = validate_step(old, _link((120, 120, 120)), (150, 100))
    assert "ink_ratio" not in v.signals
    assert VisualRepresentation.from_dict(rep.to_dict()) == rep


def _ringed_field(ring: bool, *, fill: int | None = None, label: str = "Search") -> Frame:
    """A grey-bordered field with a faint placeholder; focus draws a blue ring around it,
    2 px out (``outline: 2px solid; outline-offset: 2px``)."""
    img = np.full((200, 300, 3), 252, np.uint8)
    if ring:
        cv2.rectangle(img, (86, 81), (264, 119), (120, 170, 250), 2)
    if fill is not None:
        cv2.rectangle(img, (90, 85), (260, 115), (fill, fill, fill), -1)
    cv2.rectangle(img, (90, 85), (260, 115), (190, 190, 190), 1)
    cv2.putText(img, label, (98, 106), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (150, 150, 150), 1)
    return as_frame(img)


def test_a_focus_ring_outside_the_border_is_an_outline() -> None:
    """The ring draws new edges (the shape agreement is low), but nothing recorded is gone
    and everything new hugs the field's border: the same field, focused."""
    rep = capture_representation(_ringed_field(False), (150, 100))
    focused = validate_step(rep, _ringed_field(True), (150, 100))
    structure = focused.signals["structure"]
    assert structure["changed_cells"] >= MIN_CHANGED_CELLS
    assert structure["outline_only"] is True
    assert focused.status == "pass", focused.reason


@pytest.mark.parametrize(
    "live",
    [
        pytest.param(lambda: _ringed_field(True, label="Delete"), id="relabel-with-ring"),
        pytest.param(lambda: _ringed_field(False, fill=40), id="filled-field"),
    ],
)
def test_what_only_looks_like_an_outline_still_stops(live) -> None:  # type: ignore[no-untyped-def]
    rep = capture_representation(_ringed_field(False), (150, 100))
    v = validate_step(rep, live(), (150, 100))
    assert v.signals["structure"]["outline_only"] is False
    assert v.status == "stop", v.signals


def test_rendered_focus_ring_passes_and_the_covered_field_stops() -> None:
    """Crops of the spreadsheet's formula field (cache set): focused, it draws a ring outside
    its border; under a dialog, its edges are gone."""
    at = (79.6, 79.9)
    rep = capture_representation(_crop("grid-t2-rec"), at)
    focused = validate_step(rep, _crop("grid-t2-caret"), at)
    assert focused.signals["structure"]["outline_only"] is True
    assert focused.status == "pass", focused.reason
    assert validate_step(rep, _crop("grid-t2-overlay"), at).status == "stop"


def test_a_faint_field_removed_stops_on_its_faded_edges() -> None:
    """A light grey search field (15 levels off the white page) taken away: no cell moves
    30 levels, but the field's edges are gone."""
    img = np.full((200, 300, 3), 255, np.uint8)
    cv2.putText(img, "Inbox", (95, 58), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (30, 30, 30), 1)
    field = img.copy()
    cv2.rectangle(field, (90, 88), (260, 112), (240, 240, 240), -1)
    rep = capture_representation(as_frame(field), (150, 100))
    gone = validate_step(rep, as_frame(img), (150, 100))
    assert gone.signals["structure"]["changed_cells"] < MIN_CHANGED_CELLS
    assert gone.signals["structure"]["faint_edge_ratio"] < RESTYLE_EDGE_RATIO_MIN
    assert gone.status == "stop" and "faded" in gone.reason
    same = validate_step(rep, as_frame(field.copy()), (150, 100))
    assert same.status == "pass" and "faint_edge_ratio" not in same.signals["structure"]


def _banded_field(*, band: bool = False, top: int = 85, label: str = "Search") -> Frame:
    """A field with a 1 px grey border; focused, the border turns into a 3 px band (a blue
    line with a pale glow either side, as a ``box-shadow`` ring draws it)."""
    img = np.full((200, 300, 3), 255, np.uint8)
    if band:
        cv2.rectangle(img, (89, top - 1), (261, top + 31), (250, 215, 190), 3)
        cv2.rectangle(img, (89, top - 1), (261, top + 31), (230, 140, 60), 1)
    else:
        cv2.rectangle(img, (90, top), (260, top + 30), (200, 200, 200), 1)
    cv2.putText(img, label, (98, top + 21), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (130, 130, 130), 1)
    return as_frame(img)


def _underlined(underline: bool, label: str = "Previous lesson") -> Frame:
    """A text link; hover underlines it 2 px under the glyphs."""
    img = np.full((200, 300, 3), 255, np.uint8)
    cv2.putText(img, label, (85, 105), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (120, 40, 90), 1)
    if underline:
        (width, _), _ = cv2.getTextSize(label, cv2.FONT_HERSHEY_SIMPLEX, 0.5, 1)
        cv2.line(img, (85, 108), (85 + width, 108), (120, 40, 90), 1)
    return as_frame(img)


def test_a_border_thickened_into_a_ring_and_an_underline_are_restyles() -> None:
    """Both take an old edge's place: the ring's two edges replace the thin border's one, the
    underline takes the glyphs' bottom edge. Each old edge lies beside a new straight line."""
    rep = capture_representation(_banded_field(), (150, 100))
    ringed = validate_step(rep, _banded_field(band=True), (150, 100))
    assert ringed.signals["structure"]["outline_only"] is True
    assert ringed.status == "pass", ringed.reason
    link = capture_representation(_underlined(False), (150, 100))
    hovered = validate_step(link, _underlined(True), (150, 100))
    assert hovered.status == "pass", hovered.reason


@pytest.mark.parametrize(
    ("recorded", "live"),
    [
        pytest.param(
            _banded_field, lambda: _banded_field(band=True, label="Delete"), id="relabel-ringed"
        ),
        pytest.param(_banded_field, lambda: _banded_field(top=99), id="moved-down"),
        pytest.param(
            lambda: _underlined(False),
            lambda: _underlined(True, "Next lesson"),
            id="relabel-underlined",
        ),
    ],
)
def test_a_new_line_does_not_excuse_other_changes(recorded, live) -> None:  # type: ignore[no-untyped-def]
    rep = capture_representation(recorded(), (150, 100))
    v = validate_step(rep, live(), (150, 100))
    assert v.status == "stop", v.signals


def test_a_focus_border_drawn_in_the_accent_colour_is_not_a_colour_change() -> None:
    """The survey's free-text field (cache set), focused: its grey top and bottom borders turn
    a strong blue. Whole rows of chroma cells move, all of them gaining colour along an
    outline, which is what a focus ring is; a control greyed out loses colour instead."""
    at = (80.0, 80.1)
    rep = capture_representation(_crop("survey-t2-rec"), at)
    focused = validate_step(rep, _crop("survey-t2-caret"), at)
    assert focused.signals["chroma_changed_cells"] >= 4
    assert focused.signals["chroma_gained_cells"] == focused.signals["chroma_changed_cells"]
    assert focused.signals["structure"]["outline_only"] is True
    assert focused.status == "pass", focused.reason


def test_a_frame_drawn_round_a_tile_is_an_outline_and_new_glyphs_are_not() -> None:
    """A date tile (gym schedule) gains a border several pixels out from its label on hover:
    a frame, passes. A field replaced by another (delivery page) shows new placeholder
    glyphs cut by the region's edge: they line up, but are no frame, and stop."""
    tile = capture_representation(_crop("gym-t0-rec"), (72.0, 80.0))
    hovered = validate_step(tile, _crop("gym-t0-hover"), (72.0, 80.0))
    assert hovered.signals["structure"]["outline_only"] is True
    assert hovered.status == "pass", hovered.reason
    field = capture_representation(_crop("delivery-t2-rec"), (80.2, 33.0))
    replaced = validate_step(field, _crop("delivery-t2-replaced"), (80.2, 33.0))
    assert replaced.signals["structure"]["outline_only"] is False
    assert replaced.status == "stop", replaced.signals


def _small_label(label: str, *, caret: bool = False) -> Frame:
    """A compact control with a short label at the point (a version picker, a toggle)."""
    img = np.full((200, 300, 3), 250, np.uint8)
    cv2.putText(img, "Docs  Guides  API", (80, 50), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (60, 60, 60), 1)
    cv2.rectangle(img, (122, 90), (192, 110), (200, 200, 200), 1)
    cv2.putText(img, label, (128, 105), cv2.FONT_HERSHEY_SIMPLEX, 0.35, (40, 40, 40), 1)
    if caret:  # after a typed space, clear of the glyphs and the border
        cv2.line(img, (172, 93), (172, 107), (20, 20, 20), 1)
    return as_frame(img)


def test_a_short_label_changed_under_the_point_stops_and_a_caret_there_does_not() -> None:
    """A 4-glyph label re-rendered as another moves fewer cells than a word does, but they
    lie under the point; a caret blinking beside it is a thin column with nothing changed
    around it, and is no content."""
    rep = capture_representation(_small_label("v3.2"), (150, 100))
    other = validate_step(rep, _small_label("v2.9"), (150, 100))
    assert other.signals["structure"]["centre_changed_cells"] > 0
    assert other.status == "stop", other.signals
    focused = validate_step(rep, _small_label("v3.2", caret=True), (150, 100))
    assert focused.status == "pass", focused.reason


def test_rendered_relabelled_toggle_and_a_field_replaced_by_a_bright_one_stop() -> None:
    """Cache-set crops: an energy dashboard's "ON" toggle relabelled (17 changed cells, all
    near the point) and a dark editor field replaced by a light one whose edges sit where the
    dark one's faint ones were (shape agreement 0.93, but ten times their strength)."""
    toggle = capture_representation(_crop("energy-t1-rec"), (92.0, 80.1))
    assert validate_step(toggle, _crop("energy-t1-relabel"), (92.0, 80.1)).status == "stop"
    field = capture_representation(_crop("prefs-t2-rec"), (80.4, 80.0))
    replaced = validate_step(field, _crop("prefs-t2-replaced"), (80.4, 80.0))
    assert replaced.signals["structure"]["shape_agreement"] >= SHAPE_AGREEMENT_MIN
    assert replaced.status == "stop", replaced.signals


def test_a_label_greyed_on_a_coloured_card_stops_and_a_hover_shade_passes() -> None:
    """Cache-set crops. The weather page's "Save place" label turns from blue to grey on a
    blue card: the card keeps the region's colour, so only the label's edges tell (0.66 of
    their strength). The seller dashboard's hover shade, the faintest restyle of the
    development parts, keeps 0.75 of them."""
    save = capture_representation(_crop("weather-t1-rec"), (80.4, 79.8))
    greyed = validate_step(save, _crop("weather-t1-greyed"), (80.4, 79.8))
    assert greyed.signals["structure"]["changed_edge_ratio"] < RESTYLE_EDGE_RATIO_MIN
    assert greyed.status == "stop", greyed.signals
    tab = capture_representation(_crop("seller-t1-rec"), (80.4, 80.5))
    hovered = validate_step(tab, _crop("seller-t1-hover"), (80.4, 80.5))
    assert hovered.status == "pass", hovered.reason


def _pinned_over_text(dy: int, label: str = "Help") -> Frame:
    """Lines of page text moved ``dy`` px under a round button pinned to the screen."""
    img = np.full((200, 300, 3), 250, np.uint8)
    words = ("Order history", "Payment methods", "Addresses", "Gift cards", "Returns")
    for i, y in enumerate(range(52, 160, 18)):
        at = (92, y + dy)
        cv2.putText(img, words[i % 5], at, cv2.FONT_HERSHEY_SIMPLEX, 0.45, (50, 50, 50), 1)
    cv2.circle(img, (180, 112), 16, (230, 120, 30), -1)
    cv2.putText(img, label[0], (174, 118), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (255, 255, 255), 1)
    return as_frame(img)


def test_content_shifted_under_a_pinned_button_is_two_layers_not_a_change() -> None:
    """The best single shift aligns the text or the button, never both; one more rigid shift
    of what is left explains it. A changed glyph on the button is explained by no shift."""
    rep = capture_representation(_pinned_over_text(0), (170, 110))
    moved = validate_step(rep, _pinned_over_text(2), (170, 110))
    assert moved.status == "pass", moved.reason
    relabelled = validate_step(rep, _pinned_over_text(2, label="X"), (170, 110))
    assert relabelled.status == "stop", relabelled.signals


def test_the_colour_grid_follows_the_layout_shift() -> None:
    """Cache-set crops: a dark trading ticket's coloured Buy/Sell tabs moved 2 px with the
    page. Compared where they were, eight 10 px colour cells straddle a moved edge; compared
    where the structure signal found them, none do."""
    at = (80.2, 25.0)
    rep = capture_representation(_crop("trade-t0-rec"), at)
    moved = validate_step(rep, _crop("trade-t0-shift"), at)
    assert moved.signals["structure"]["shift"] != [0, 0]
    assert moved.signals["chroma_changed_cells"] < 4
    assert moved.status == "pass", moved.reason


def test_a_flat_dark_region_under_a_backdrop_stops_on_darkening() -> None:
    """A dark app's empty composer area has no contrast for a backdrop to flatten; that the
    whole region lost 20 levels is the sign."""
    img = np.full((200, 300, 3), 52, np.uint8)  # an empty composer, flat dark grey
    rep = capture_representation(as_frame(img), (150, 100))
    dimmed = (img.astype(np.float32) * 0.55).astype(np.uint8)
    v = validate_step(rep, as_frame(dimmed), (150, 100))
    assert v.signals["structure"]["darkened_share"] >= 0.9
    assert v.status == "stop" and "darkened" in v.reason
    assert validate_step(rep, as_frame(img.copy()), (150, 100)).status == "pass"


def _empty_field() -> Frame:
    """A focused, empty text field: white between two blue borders, next to its label. So
    little detail that a second JPEG encoding alone moves its region hash past 10."""
    img = np.full((400, 640, 3), 255, np.uint8)
    cv2.rectangle(img, (170, 180), (470, 222), (37, 99, 235), 2)
    cv2.putText(img, "Email", (170, 165), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (60, 60, 60), 1)
    return as_frame(img)


FIELD = (320.0, 201.0)


@pytest.mark.parametrize("quality", [75, 85])
def test_a_jpeg_recording_is_compared_with_the_live_screen_encoded_alike(quality: int) -> None:
    live = _empty_field()
    rep = capture_representation(as_frame(live.to_jpeg(quality)), FIELD)
    assert rep.jpeg is not None and VisualRepresentation.from_dict(rep.to_dict()) == rep
    v = validate_step(rep, live, FIELD)
    assert (v.status, v.distance) == ("pass", 0)
    assert v.signals["encoded_as_recorded"] == "jpeg"
    # Without the recorded encoding the same screen is "changed": the hash's own noise.
    blind = validate_step(dataclasses.replace(rep, jpeg=None), live, FIELD)
    assert blind.status == "stop" and (blind.distance or 0) > 10
    # Typing into the field is still a change.
    typed = np.array(live.rgb)
    cv2.putText(
        typed, "demo@vigil.test", (178, 208), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (20, 20, 20), 1
    )
    assert validate_step(rep, as_frame(typed), FIELD).status == "stop"


def test_a_live_jpeg_is_not_encoded_a_second_time() -> None:
    live = as_frame(_empty_field().to_jpeg(85))
    rep = capture_representation(live, FIELD)
    v = validate_step(rep, as_frame(live.jpeg_bytes()), FIELD)
    assert (v.status, v.distance) == ("pass", 0) and "encoded_as_recorded" not in v.signals


def test_recorded_jpeg_tables_that_do_not_parse_are_an_error() -> None:
    data = capture_representation(as_frame(_empty_field().to_jpeg(85)), FIELD).to_dict()
    with pytest.raises(ValueError, match="subsampling"):
        VisualRepresentation.from_dict({**data, "jpeg": {**data["jpeg"], "subsampling": 7}})
    short = base64.b64encode(zlib.compress(bytes(20))).decode("ascii")
    with pytest.raises(ValueError, match="multiple of 64"):
        VisualRepresentation.from_dict({**data, "jpeg": {"subsampling": 2, "tables": short}})
