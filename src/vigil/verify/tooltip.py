"""A tooltip the pointer raised beside the control it came to rest on.

An agent loop that never moves the pointer before it acts takes ``pre`` with the pointer
parked elsewhere; the click brings it onto the control, and a control with a tooltip shows
one: a small filled bubble (a dark or coloured box with a word or two in it) a few pixels
from the control, above, below or beside it. That is pointing, not the click's doing, and
it is the commonest way a dead icon button still reads as "something changed".

What the click itself puts beside a control looks different: a "Saved" or "Copied" label
is bare text on the page, a menu or a popover is several lines tall, an inline error is
text without a bubble, a toast sits at the screen's edge. So a bubble counts as a tooltip
only when all of these hold (:func:`is_tooltip`): it is one line of text tall and at most
a short phrase wide; its nearest edge is close to the pointer (but the pointer is not on
it); it is *filled* — most of its pixels are one colour that is new there — with text (several
separate marks) inside, as tooltips are drawn by every design system; and it is new — its
pixels are not found in ``pre`` a little elsewhere (a button a message pushed down is the
same button, moved).
"""

from __future__ import annotations

from typing import Final

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames import Frame
from vigil.frames.change import colour_bins, common_colour_bin
from vigil.frames.diff import pad_box

_Box = tuple[int, int, int, int]

#: Height (px) of a one-line bubble: 11-14 px text with its padding.
TOOLTIP_HEIGHT: Final = (14, 48)
#: Width (px) of a bubble holding a word or a short phrase.
TOOLTIP_WIDTH: Final = (20, 360)
#: How far from the pointer the bubble's nearest edge may be: the control's half size (up
#: to 24 px) plus the usual 4-12 px gap and an arrow.
TOOLTIP_REACH: Final = 64
#: Share of the bubble's pixels its fill colour covers (the rest: text, arrow, rounding).
TOOLTIP_FILL_SHARE: Final = 0.45
#: Levels (largest channel) a pixel under the fill must have differed from it before.
TOOLTIP_NEW_FILL: Final = 24
#: Share of the fill's pixels that showed something else before: a bubble is drawn over
#: the page (all of them), a label that changed keeps the colour round its glyphs (the old
#: glyphs' pixels only, well under half).
TOOLTIP_COVERED: Final = 0.7
#: Levels (largest channel) from the fill that make a pixel the bubble's text.
TOOLTIP_INK_LEVELS: Final = 64
#: Share of the bubble's pixels that must be text: some (it says something), not most.
TOOLTIP_INK: Final = (0.03, 0.5)
#: Separate marks of text in the bubble: a word has several, a switch's knob one.
TOOLTIP_GLYPHS: Final = 3
#: Normalised squared difference under which the bubble's pixels are found in ``pre``
#: nearby (within :data:`TOOLTIP_REACH`): the same element moved, not a new one.
TOOLTIP_SEEN_BEFORE: Final = 0.02
#: Pixels masked round an accepted bubble: its shadow and its arrow.
TOOLTIP_PAD: Final = 8


def _near_point(box: _Box, point: tuple[float, float]) -> bool:
    """The pointer is off the bubble, and the bubble's nearest edge within reach."""
    x0, y0, x1, y1 = box
    px, py = point
    dx = max(x0 - px, 0.0, px - x1)
    dy = max(y0 - py, 0.0, py - y1)
    if dx == 0.0 and dy == 0.0:
        return False
    return max(dx, dy) <= TOOLTIP_REACH


def _one_line(box: _Box) -> bool:
    w, h = box[2] - box[0], box[3] - box[1]
    return (
        TOOLTIP_HEIGHT[0] <= h <= TOOLTIP_HEIGHT[1]
        and TOOLTIP_WIDTH[0] <= w <= TOOLTIP_WIDTH[1]
        and w > h
    )


def _filled_with_text(pre: NDArray[np.uint8], post: NDArray[np.uint8]) -> bool:
    """Most of ``post`` is one colour that is new where it lies (a bubble drawn over the
    page, not a label changed on its own background), with some text in it."""
    bins = colour_bins(post)
    fill = bins == common_colour_bin(bins)
    if float(fill.mean()) < TOOLTIP_FILL_SHARE:
        return False
    colour = post[fill].astype(np.int16).mean(axis=0)
    under = np.abs(pre[fill].astype(np.int16) - colour).max(axis=1) > TOOLTIP_NEW_FILL
    if float(under.mean()) < TOOLTIP_COVERED:
        return False
    # The text lies inside the bubble: read it there, not in the shadow or page round it.
    x, y, w, h = cv2.boundingRect(fill.astype(np.uint8))
    inside = post[y : y + h, x : x + w].astype(np.int16)
    ink = np.abs(inside - colour).max(axis=2) > TOOLTIP_INK_LEVELS
    if not TOOLTIP_INK[0] <= float(ink.mean()) <= TOOLTIP_INK[1]:
        return False
    # Text is glyphs: several marks in a row. A switch's knob on its new track, a badge's
    # one digit or an icon on a new fill is one.
    return _glyphs(ink) >= TOOLTIP_GLYPHS


def _glyphs(ink: NDArray[np.bool_]) -> int:
    """Marks of ``ink`` clear of the bubble's edge (its rounded corners' page pixels touch it)."""
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink.astype(np.uint8), connectivity=8)
    h, w = ink.shape
    count = 0
    for i in range(1, n):
        x, y, bw, bh = (int(v) for v in stats[i][:4])
        if x > 0 and y > 0 and x + bw < w and y + bh < h:
            count += 1
    return count


def _moved_here(pre: Frame, post: Frame, box: _Box) -> bool:
    """Whether ``post``'s content of ``box`` was already on screen in ``pre``, a little
    elsewhere: a filled button that a message above pushed down is no new bubble."""
    window = pad_box(box, TOOLTIP_REACH, *pre.size)
    needle = post.gray[box[1] : box[3], box[0] : box[2]]
    hay = pre.gray[window[1] : window[3], window[0] : window[2]]
    if hay.shape[0] < needle.shape[0] or hay.shape[1] < needle.shape[1]:
        return False
    scores = cv2.matchTemplate(hay, needle, cv2.TM_SQDIFF_NORMED)
    return float(scores.min()) <= TOOLTIP_SEEN_BEFORE


def is_tooltip(pre: Frame, post: Frame, box: _Box, point: tuple[float, float]) -> bool:
    """Whether the change in ``box`` is a tooltip bubble beside the pointer (module doc)."""
    if not _one_line(box) or not _near_point(box, point):
        return False
    if not _filled_with_text(pre.rgb_box(box), post.rgb_box(box)):
        return False
    return not _moved_here(pre, post, box)


def bubble_within(pre: Frame, post: Frame, box: _Box) -> _Box | None:
    """The box of the largest area inside ``box`` painted in one new colour: a bubble that
    the change-finder joined with the restyled control beside it (a tooltip a few pixels
    from its button, or touching it with its arrow). None when nothing was painted."""
    a, b = pre.rgb_box(box).astype(np.int16), post.rgb_box(box)
    painted = np.abs(b.astype(np.int16) - a).max(axis=2) > TOOLTIP_NEW_FILL
    if not painted.any():
        return None
    bins = colour_bins(b)
    fill = painted & (bins == common_colour_bin(bins[painted]))
    # Close the holes the glyphs leave so the bubble is one area.
    fill = cv2.morphologyEx(fill.astype(np.uint8), cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    n, _, stats, _ = cv2.connectedComponentsWithStats(fill, connectivity=8)
    if n < 2:
        return None
    i = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    x, y, bw, bh = (int(v) for v in stats[i][:4])
    return (box[0] + x, box[1] + y, box[0] + x + bw, box[1] + y + bh)


def tooltip_boxes(
    pre: Frame, post: Frame, boxes: tuple[_Box, ...], point: tuple[float, float]
) -> tuple[_Box, ...]:
    """The changed ``boxes`` that are tooltips, or hold one beside the restyled control
    (:func:`bubble_within`), each padded by :data:`TOOLTIP_PAD` (its shadow and arrow) and
    clipped to the frame."""
    found: list[_Box] = []
    for box in boxes:
        if is_tooltip(pre, post, box, point):
            found.append(box)
            continue
        bubble = bubble_within(pre, post, box)
        if bubble is not None and bubble != box and is_tooltip(pre, post, bubble, point):
            found.append(bubble)
    return tuple(pad_box(b, TOOLTIP_PAD, *pre.size) for b in found)
