"""Draw what changed onto a frame, for people who would rather look than read."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from vigil.frames import Frame, FrameDiff

if TYPE_CHECKING:
    from vigil.verify.effect import EffectCheck

__all__ = ["draw_boxes", "draw_diff_overlay", "draw_effect_overlay", "draw_point"]

_Box = tuple[int, int, int, int]
CHANGED = (230, 40, 40)
REGION = (30, 120, 255)
POINT = (255, 170, 0)
#: Text the narration read on the frame.
READ = (20, 150, 60)
#: Elements masked out as volatile (clock, spinner, ...).
VOLATILE = (150, 150, 150)
#: A change that flashed during settle and vanished.
TRANSIENT = (255, 140, 0)


def draw_boxes(
    frame: Frame,
    boxes: Iterable[_Box],
    colour: tuple[int, int, int] = CHANGED,
    *,
    base: Image.Image | None = None,
    width: int = 3,
    label: str | None = None,
) -> Image.Image:
    img = base if base is not None else frame.pil.copy()
    draw = ImageDraw.Draw(img)
    for box in boxes:
        x0, y0, x1, y1 = box
        draw.rectangle((x0 - 1, y0 - 1, x1, y1), outline=colour, width=width)
        if label:
            draw.text((x0 + 2, max(0, y0 - 14)), label, fill=colour)
    return img


def draw_diff_overlay(
    frame: Frame,
    diff: FrameDiff,
    *,
    region: _Box | None = None,
    point: tuple[float, float] | None = None,
) -> Image.Image:
    """``frame`` with changed pixels tinted, changed boxes in red, the region square in blue.

    For ``vigil frames diff``, where the question is which pixels differ. The run report
    does not use it: a tint over a new page paints the old page's shapes onto it."""
    img = frame.pil.copy()
    if diff.changed_pixels:
        tint = Image.new("RGB", img.size, CHANGED)
        mask = Image.fromarray((diff.mask * 110).astype("uint8"), "L")
        img.paste(tint, (0, 0), mask)
    draw_boxes(frame, diff.boxes, CHANGED, base=img)
    if region is not None:
        draw_boxes(frame, [region], REGION, base=img, label="region")
    if point is not None:
        draw_point(img, point)
    return img


def draw_point(img: Image.Image, point: tuple[float, float]) -> Image.Image:
    """A small orange target where the action landed, drawn on ``img`` in place."""
    draw = ImageDraw.Draw(img)
    x, y = point
    draw.ellipse((x - 7, y - 7, x + 7, y + 7), outline=POINT, width=3)
    draw.line((x - 12, y, x + 12, y), fill=POINT, width=2)
    draw.line((x, y - 12, x, y + 12), fill=POINT, width=2)
    return img


def draw_effect_overlay(
    frame: Frame,
    check: EffectCheck,
    *,
    point: tuple[float, float] | None = None,
) -> Image.Image:
    """``frame`` (usually the post frame) with an effect verdict drawn on it.

    Blue: the region square around the action. Red: the changed areas that counted. Grey:
    volatile elements masked out (clock, spinner, ...). Orange: a change that flashed during
    settle and vanished.
    """
    img = frame.pil.copy()
    if point is not None:  # first, so a small changed box on the target stays visible
        draw_point(img, point)
    if check.volatile_boxes:
        draw_boxes(frame, check.volatile_boxes, VOLATILE, base=img, width=2, label="volatile")
    if check.changed_boxes:
        draw_boxes(frame, check.changed_boxes, CHANGED, base=img)
    if check.transient_box is not None:
        draw_boxes(frame, [check.transient_box], TRANSIENT, base=img, label="transient")
    if check.region_box is not None:
        draw_boxes(frame, [check.region_box], REGION, base=img, label="region")
    return img
