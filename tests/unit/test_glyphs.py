"""A glyph replaced at the point (a count, a sort arrow) is the click's doing, even when the
pointer's hover styling arrived in the same frame; a glyph recoloured, grown or turned is not."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from vigil import Action, EffectCheck, Frame, check_effect
from vigil.verify.glyphs import glyph_filled, glyph_replaced

FONT = cv2.FONT_HERSHEY_SIMPLEX
BOX = (100, 100, 160, 140)


def page(dark: bool = False) -> np.ndarray:
    return np.full((240, 320, 3), 24 if dark else 246, np.uint8)


def text(
    img: np.ndarray, s: str, colour: tuple[int, int, int], at: tuple[int, int] = (120, 127)
) -> None:
    cv2.putText(img, s, at, FONT, 0.5, colour, 1, cv2.LINE_AA)


def replaced(a: np.ndarray, b: np.ndarray, box: tuple[int, int, int, int] = BOX) -> bool:
    return glyph_replaced(Frame(a), Frame(b), box)


@pytest.mark.parametrize("dark", [False, True])
def test_a_count_that_changed_is_a_replaced_glyph(dark: bool) -> None:
    ink = (235, 235, 235) if dark else (30, 30, 30)
    for before, after in (("1", "2"), ("2", "3"), ("7", "8")):
        a, b = page(dark), page(dark)
        text(a, before, ink)
        text(b, after, ink)
        assert replaced(a, b), (before, after)


def test_the_same_glyph_recoloured_or_lifted_is_not_replaced() -> None:
    a, b, c = page(), page(), page()
    text(a, "4", (90, 90, 90))
    text(b, "4", (200, 60, 20))  # hover turns it an accent colour
    text(c, "4", (30, 30, 30), at=(121, 126))  # and lifts it by a pixel
    assert not replaced(a, b)
    assert not replaced(a, c)


def gear(img: np.ndarray, angle: float, scale: float = 1.0) -> None:
    """An eight-toothed gear icon (2 px strokes), turned by ``angle`` degrees."""
    cx, cy = 130, 120
    pts = []
    for i in range(32):
        r = (14 if (i // 2) % 2 == 0 else 10) * scale
        t = np.deg2rad(angle + i * 360 / 32)
        pts.append((cx + r * np.cos(t), cy + r * np.sin(t)))
    cv2.polylines(img, [np.array(pts, np.int32)], True, (40, 40, 40), 2, cv2.LINE_AA)


def test_an_icon_turned_or_grown_by_hover_is_not_replaced() -> None:
    a, turned, grown = page(), page(), page()
    gear(a, 0)
    gear(turned, 20)
    gear(grown, 0, 1.15)
    assert not replaced(a, turned)
    assert not replaced(a, grown)


def test_a_repainted_background_or_an_added_underline_is_left_to_the_other_signals() -> None:
    a, filled, underlined = page(), page(), page()
    text(a, "5", (60, 60, 200))
    filled[100:140, 100:160] = (60, 60, 200)  # the button filled on hover: ink turns light
    text(filled, "6", (255, 255, 255))
    text(underlined, "5", (60, 60, 200))
    cv2.line(underlined, (112, 131), (150, 131), (60, 60, 200), 1)
    assert not replaced(a, filled)
    assert not replaced(a, underlined)


def stepper(count: str, hovered: bool) -> np.ndarray:
    """A quantity stepper [ - count + ]; the pointer rests on '+', whose hover draws a ring."""
    img = np.full((400, 640, 3), 250, np.uint8)
    cv2.rectangle(img, (200, 180), (320, 220), (200, 200, 200), 1)
    text(img, "-", (40, 40, 40), (215, 206))
    text(img, count, (40, 40, 40), (271, 206))
    text(img, "+", (40, 40, 40), (292, 206))
    if hovered:
        cv2.rectangle(img, (284, 186), (310, 214), (90, 90, 90), 1)
        img[187:214, 285:310][img[187:214, 285:310].min(axis=2) > 200] = (236, 236, 236)
    return img


def hover_then_effect(
    pre: np.ndarray, hovered: np.ndarray, clicked: np.ndarray, action: Action
) -> EffectCheck:
    """Session mode (``pre`` taken with the pointer away): ``hovered`` alone must read as
    pointer styling, ``clicked`` (hover plus the click's change) as an effect. Returns the
    second check for further assertions."""
    only_hover = check_effect(pre, hovered, action, hover_aware=False)
    assert only_hover.effect_observed is False and only_hover.hover_discounted
    changed = check_effect(pre, clicked, action, hover_aware=False)
    assert changed.effect_observed is True, changed.to_dict()
    return changed


def test_a_count_beside_a_hovered_stepper_button_is_an_effect() -> None:
    """Session mode: ``pre`` taken with the pointer away, ``post`` with it on '+'."""
    plus = Action.click(297, 200, "Buy two: submit")
    pre = stepper("1", hovered=False)
    counted = hover_then_effect(pre, stepper("1", hovered=True), stepper("2", hovered=True), plus)
    assert any("glyph" in note for note in counted.notes)


def header(up: bool, hovered: bool) -> np.ndarray:
    """A dark table's column header: a light grey label and a dimmer sort chevron after
    it. Hover turns the label white; a click flips the chevron."""
    img = np.full((400, 640, 3), (46, 26, 17), np.uint8)
    label = (250, 250, 250) if hovered else (200, 190, 180)
    cv2.putText(img, "Company", (220, 208), FONT, 0.45, label, 1, cv2.LINE_AA)
    tip_y, end_y = (199, 203) if up else (205, 201)
    chevron = np.array([(280, end_y), (284, tip_y), (288, end_y)], np.int32)
    cv2.polylines(img, [chevron], False, (110, 100, 90), 1, cv2.LINE_AA)
    return img


def test_a_faint_arrow_beside_a_label_the_hover_brightened_is_read_on_its_own() -> None:
    """The white label sets the box's ink threshold above anything the grey chevron reaches:
    the chevron is judged on its own contrast."""
    box = (214, 192, 312, 214)
    pre = header(up=False, hovered=False)
    assert replaced(pre, header(up=True, hovered=True), box)
    assert not replaced(pre, header(up=False, hovered=True), box)


def test_a_sort_arrow_flipped_beside_a_hovered_label_is_an_effect() -> None:
    """Session mode: ``pre`` with the pointer away, ``post`` with it on the label."""
    sort = Action.click(250, 204, "Sort by company, descending, and save the view")
    pre = header(up=False, hovered=False)
    hover_then_effect(pre, header(up=False, hovered=True), header(up=True, hovered=True), sort)


def save_pill(filled: bool, hovered: bool) -> np.ndarray:
    """A dark recipe page's "Save" control: an outline heart and a label; hover shades a pill
    behind both, a click fills the heart and tints the label."""
    img = np.full((400, 640, 3), (28, 24, 22), np.uint8)
    if hovered:
        cv2.rectangle(img, (200, 186), (282, 214), (74, 66, 60), -1)
    accent = (200, 110, 70) if filled else (220, 220, 220)
    heart = np.array([(216, 196), (220, 192), (224, 196), (228, 192), (232, 196), (224, 206)])
    if filled:
        cv2.fillPoly(img, [heart.astype(np.int32)], accent, cv2.LINE_AA)
    cv2.polylines(img, [heart.astype(np.int32)], True, accent, 1, cv2.LINE_AA)
    cv2.putText(img, "Save", (240, 205), FONT, 0.45, accent, 1, cv2.LINE_AA)
    return img


def test_a_heart_filled_inside_a_pill_the_hover_shaded_is_an_effect() -> None:
    """Too large a change for the icon-fill test (the whole pill changed), no glyph replaced:
    the heart's own ink grew."""
    save = Action.click(250, 200, "Save this recipe")
    pre = save_pill(filled=False, hovered=False)
    hovered, clicked = save_pill(filled=False, hovered=True), save_pill(filled=True, hovered=True)
    filled = hover_then_effect(pre, hovered, clicked, save)
    assert any("filled" in note for note in filled.notes)


def test_a_recoloured_grown_or_turned_icon_is_not_filled() -> None:
    a, grown, turned, recoloured = page(), page(), page(), page()
    gear(a, 0)
    gear(grown, 0, 1.15)
    gear(turned, 20)
    text(recoloured, "4", (90, 90, 90))
    b = page()
    text(b, "4", (200, 60, 20))
    for after in (grown, turned):
        assert not glyph_filled(Frame(a), Frame(after), BOX)
    assert not glyph_filled(Frame(recoloured), Frame(b), BOX)
