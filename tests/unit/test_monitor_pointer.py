"""The pointer stays where the previous action left it: that control's hover styling leaving
is not the next click's effect (vigil.monitor.pointer)."""

from __future__ import annotations

import io

import cv2
import numpy as np
from PIL import Image

from vigil import Action
from vigil.monitor import Monitor
from vigil.monitor.pointer import pointer_after

W, H = 800, 500
SAVE = (140, 200)  # the previous click's button
ORDER = (520, 200)  # this step's button
CLICK_ORDER = Action.click(*ORDER, reasoning="Click Submit order")


def page(
    hovered: str | None = None,
    *,
    save_label: str = "Save draft",
    banner: bool = False,
) -> np.ndarray:
    """Two outline buttons that shade and recolour their border under the pointer."""
    img = np.full((H, W, 3), 250, np.uint8)
    cv2.putText(img, "Order #1001", (40, 80), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (30, 30, 30), 2)
    for name, (cx, cy), label in (("save", SAVE, save_label), ("order", ORDER, "Submit order")):
        fill, border = (
            ((222, 232, 248), (40, 90, 200)) if hovered == name else ((243,) * 3, (140,) * 3)
        )
        cv2.rectangle(img, (cx - 90, cy - 22), (cx + 90, cy + 22), fill, -1)
        cv2.rectangle(img, (cx - 90, cy - 22), (cx + 90, cy + 22), border, 1)
        cv2.putText(img, label, (cx - 70, cy + 7), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (30, 30, 30), 1)
    if banner:
        cv2.rectangle(img, (40, 380), (760, 440), (210, 240, 210), -1)
        cv2.putText(img, "Order placed", (60, 418), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (20, 90, 20), 2)
    return img


def judge(pre: np.ndarray, post: np.ndarray, *, told: bool = True, **kw: object) -> bool | None:
    """This step's verdict; ``told``: the Monitor judged the previous click at Save first."""
    monitor = Monitor(viewport=(W, H))
    if told:
        monitor.check(Action.click(*SAVE), pre, pre)
    return monitor.check(CLICK_ORDER, pre, post, **kw).effect.effect_observed  # type: ignore[arg-type]


def jpeg(img: np.ndarray, quality: int = 75) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(img).save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def test_the_styling_the_pointer_took_away_is_not_the_clicks_effect() -> None:
    pre, post = page(hovered="save"), page(hovered="order")
    assert judge(pre, post, told=False) is True  # what a Monitor that ignored the pointer said
    verdict_effect = judge(pre, post)
    assert verdict_effect is False
    monitor = Monitor(viewport=(W, H))
    monitor.check(Action.click(*SAVE), pre, pre)
    notes = " ".join(monitor.check(CLICK_ORDER, pre, post).effect.notes)
    assert "the pointer left the control" in notes


def test_the_same_in_jpeg() -> None:
    assert judge(jpeg(page(hovered="save")), jpeg(page(hovered="order"), 85)) is False  # type: ignore[arg-type]


def test_a_real_effect_elsewhere_still_counts() -> None:
    assert judge(page(hovered="save"), page(hovered="order", banner=True)) is True


def test_a_change_of_the_left_control_beyond_its_styling_counts() -> None:
    # Clicking Submit relabelled the Save button: new glyphs, not a restyle.
    assert judge(page(hovered="save"), page(hovered="order", save_label="Saved")) is True


def test_nothing_is_put_back_with_a_hover_aware_pre() -> None:
    # The runner's pre is taken with the pointer on the target: Save is already plain
    # there, so a Save that changes between pre and post did so by itself or by the click.
    pre = page(hovered="order")
    post = page(hovered="order", save_label="Saved")
    assert judge(pre, post, hover_aware=True) is True


def test_key_presses_do_not_move_the_pointer() -> None:
    monitor = Monitor(viewport=(W, H))
    pre = page(hovered="save")
    monitor.check(Action.click(*SAVE), pre, pre)
    monitor.check(Action.type_text("hello"), pre, pre)
    assert monitor._pointer == SAVE
    assert monitor.check(CLICK_ORDER, pre, page(hovered="order")).effect.effect_observed is False


def test_where_each_action_leaves_the_pointer() -> None:
    at = (10.0, 20.0)
    assert pointer_after(Action.click(5, 6), at) == (5.0, 6.0)
    assert pointer_after(Action.type_text("x"), at) == at
    assert pointer_after(Action.key("Return"), None) is None
    drag = Action.from_dict(
        {"action_type": "DRAG", "params": {"x": 1, "y": 2, "to_x": 30, "to_y": 40}}
    )
    assert pointer_after(drag, at) == (30.0, 40.0)


def test_reset_forgets_the_pointer() -> None:
    monitor = Monitor(viewport=(W, H))
    pre = page(hovered="save")
    monitor.check(Action.click(*SAVE), pre, pre)
    monitor.reset()
    assert monitor._pointer is None


def pills(selected: str) -> np.ndarray:
    """A single-select pill group: the selected pill is filled with the accent colour."""
    img = np.full((H, W, 3), 250, np.uint8)
    for name, (cx, cy) in (("save", SAVE), ("order", ORDER)):
        fill, ink = (
            ((30, 100, 220), (255, 255, 255)) if name == selected else ((236,) * 3, (40,) * 3)
        )
        cv2.rectangle(img, (cx - 60, cy - 20), (cx + 60, cy + 20), fill, -1)
        cv2.putText(img, name, (cx - 30, cy + 7), cv2.FONT_HERSHEY_SIMPLEX, 0.6, ink, 2)
    return img


def test_a_selection_that_moved_from_the_left_control_is_an_effect() -> None:
    # The earlier click selected the left pill; this one moved the selection to its own.
    assert judge(pills("save"), pills("order")) is True


def stepper(count: str, hovered: str) -> np.ndarray:
    """A quantity stepper: minus, the count, plus, touching; the hovered button shades."""
    img = np.full((H, W, 3), 250, np.uint8)
    cv2.rectangle(img, (300, 180), (500, 220), (120, 120, 120), 1)
    for name, x0 in (("minus", 300), ("plus", 440)):
        shade = (215, 225, 240) if name == hovered else (250, 250, 250)
        cv2.rectangle(img, (x0 + 1, 181), (x0 + 59, 219), shade, -1)
    cv2.putText(img, "-", (322, 207), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (30, 30, 30), 2)
    cv2.putText(img, "+", (460, 207), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (30, 30, 30), 2)
    cv2.putText(img, count, (392, 208), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (30, 30, 30), 2)
    return img


def test_a_change_the_halfway_line_cuts_in_two_is_not_put_back() -> None:
    # The previous click hit minus; plus raised the count, which sits between the two.
    monitor = Monitor(viewport=(W, H))
    pre = stepper("1", hovered="minus")
    monitor.check(Action.click(330, 200), pre, pre)
    plus = Action.click(470, 200, reasoning="Submit: add one more")
    assert monitor.check(plus, pre, stepper("2", hovered="plus")).effect.effect_observed is True


def test_the_cut_test_tells_a_change_split_by_the_line_from_one_beside_it() -> None:
    from vigil import Frame
    from vigil.monitor.pointer import _cut_through

    pre = np.full((40, 100, 3), 250, np.uint8)
    mask = np.zeros((40, 100), bool)
    mask[:, :50] = True  # the left control's side of the halfway line
    across = pre.copy()
    across[10:20, 40:60] = 30  # one change on both sides: cut in two
    beside = pre.copy()
    beside[10:20, 60:80] = 30  # a change on the new point's side only
    box = (0, 0, 100, 40)
    assert _cut_through(Frame(pre), Frame(across), box, mask)
    assert not _cut_through(Frame(pre), Frame(beside), box, mask)
