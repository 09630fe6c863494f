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

import math
from collections.abc import Sequence
from typing import Final

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames import Frame
from vigil.frames.change import channel_max, colour_bins, common_colour_bin, commonest_colour
from vigil.frames.diff import pad_box, union_box

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
#: Levels (largest channel) by which a *faint* bubble's fill differs from the page it
#: covers. A dark theme draws its tooltips a shade off its dark page (6-12 levels here),
#: under :data:`TOOLTIP_NEW_FILL`; the change-finder then sees only the light text, a band
#: too thin for one line. The page round the bubble is unchanged, and a label rewritten on
#: its own background keeps that background to the level, so a shade is enough to tell a
#: bubble drawn over the page from either.
TOOLTIP_FAINT_FILL: Final = 5
#: How far (px) a faint bubble may reach past the text the change-finder saw: its padding,
#: border and arrow.
TOOLTIP_MARGIN: Final = 24
#: Levels (largest channel) within which a pixel has the faint bubble's fill colour.
TOOLTIP_FILL_MATCH: Final = 12
#: Width (px) of the ring round a faint bubble that must mostly differ from its fill, and
#: that share: the bubble's edge (its arrow and a neighbouring control may touch it).
TOOLTIP_RING: Final = 3
TOOLTIP_EDGE_SHARE: Final = 0.6
#: Share of a faint bubble's area repainted by at least :data:`TOOLTIP_FAINT_FILL`: most of
#: it (the rest: where the page under it already had the fill's colour, a line or a row).
TOOLTIP_PAINTED_SHARE: Final = 0.6
#: Overlap (intersection over union) of the text in ``post`` and in ``pre`` at which the
#: bubble's text counts as already there, restyled.
TOOLTIP_SAME_TEXT: Final = 0.5


def _gap(box: _Box, point: tuple[float, float]) -> float:
    """How far the pointer is from ``box`` along the farther axis (0 on or inside it)."""
    x0, y0, x1, y1 = box
    px, py = point
    return max(x0 - px, 0.0, px - x1, y0 - py, py - y1)


def _near_point(box: _Box, point: tuple[float, float]) -> bool:
    """The pointer is off the bubble, and the bubble's nearest edge within reach."""
    return 0.0 < _gap(box, point) <= TOOLTIP_REACH


def _within_reach(box: _Box, point: tuple[float, float]) -> bool:
    """Whether a tooltip could lie in or round ``box`` at all: every bubble
    :func:`_tooltip_in` may return lies inside ``box`` grown by :data:`TOOLTIP_MARGIN`, and
    must come within :data:`TOOLTIP_REACH` of the pointer. A change farther off is skipped
    before any pixel is read (a page's far corners change on many clicks)."""
    return _gap(box, point) <= TOOLTIP_REACH + TOOLTIP_MARGIN


def _one_line(box: _Box) -> bool:
    w, h = box[2] - box[0], box[3] - box[1]
    return (
        TOOLTIP_HEIGHT[0] <= h <= TOOLTIP_HEIGHT[1]
        and TOOLTIP_WIDTH[0] <= w <= TOOLTIP_WIDTH[1]
        and w > h
    )


def _near_colour(
    rgb: NDArray[np.uint8], colour: Sequence[float], levels: int, *, strict: bool = False
) -> NDArray[np.bool_]:
    """Pixels whose every channel lies within ``levels`` of ``colour`` (less than, when
    ``strict``); ``colour`` is a mean, so the integer bounds are worked out exactly. Through
    OpenCV's range test: numpy's ``max(axis=2)`` of an interleaved difference costs ten
    times more on a tooltip's window."""
    if strict:
        lo = tuple(max(0, math.floor(v - levels) + 1) for v in colour)
        hi = tuple(min(255, math.ceil(v + levels) - 1) for v in colour)
    else:
        lo = tuple(max(0, math.ceil(v - levels)) for v in colour)
        hi = tuple(min(255, math.floor(v + levels)) for v in colour)
    inside: NDArray[np.bool_] = cv2.inRange(np.ascontiguousarray(rgb), lo, hi) > 0
    return inside


def _filled_with_text(
    pre: NDArray[np.uint8], post: NDArray[np.uint8], new_fill: int = TOOLTIP_NEW_FILL
) -> bool:
    """Most of ``post`` is one colour that is new where it lies (by more than ``new_fill``
    levels: a bubble drawn over the page, not a label changed on its own background), with
    some text in it."""
    fill, colour = commonest_colour(post)
    if float(fill.mean()) < TOOLTIP_FILL_SHARE:
        return False
    under = np.abs(pre[fill].astype(np.int16) - colour).max(axis=1) > new_fill
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


def is_tooltip(
    pre: Frame,
    post: Frame,
    box: _Box,
    point: tuple[float, float],
    new_fill: int = TOOLTIP_NEW_FILL,
) -> bool:
    """Whether the change in ``box`` is a tooltip bubble beside the pointer (module doc);
    ``new_fill``: how far its fill must be from what it covers."""
    if not _one_line(box) or not _near_point(box, point):
        return False
    if not _filled_with_text(pre.rgb_box(box), post.rgb_box(box), new_fill):
        return False
    return not _moved_here(pre, post, box)


def bubble_within(
    pre: Frame, post: Frame, box: _Box, bins: NDArray[np.int32] | None = None
) -> _Box | None:
    """The box of the largest area inside ``box`` painted in one new colour: a bubble that
    the change-finder joined with the restyled control beside it (a tooltip a few pixels
    from its button, or touching it with its arrow). None when nothing was painted.
    ``bins``: :func:`colour_bins` of ``post`` in ``box``, when the caller has them."""
    a, b = pre.rgb_box(box), post.rgb_box(box)
    diff = cv2.absdiff(np.ascontiguousarray(a), np.ascontiguousarray(b))
    painted = channel_max(diff) > TOOLTIP_NEW_FILL
    if not painted.any():
        return None
    bins = colour_bins(b) if bins is None else bins
    fill = painted & (bins == common_colour_bin(bins[painted]))
    # Close the holes the glyphs leave so the bubble is one area.
    fill = cv2.morphologyEx(fill.astype(np.uint8), cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    n, _, stats, _ = cv2.connectedComponentsWithStats(fill, connectivity=8)
    if n < 2:
        return None
    i = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    x, y, bw, bh = (int(v) for v in stats[i][:4])
    return (box[0] + x, box[1] + y, box[0] + x + bw, box[1] + y + bh)


def faint_bubble(
    pre: Frame, post: Frame, box: _Box, bins: NDArray[np.int32] | None = None
) -> _Box | None:
    """The bubble round ``box`` when its fill is only a shade off the page it covers (a
    dark theme's tooltip): the area within :data:`TOOLTIP_MARGIN` of ``box`` that has the
    fill colour of ``box`` (its commonest) and was painted over by at least
    :data:`TOOLTIP_FAINT_FILL` levels. The unchanged page round a bubble is left out, even
    where it has nearly the same colour. None when no such area overlaps ``box``. ``bins``
    as for :func:`bubble_within`."""
    window = pad_box(box, TOOLTIP_MARGIN, *pre.size)
    a, b = pre.rgb_box(window), post.rgb_box(window)
    colour = commonest_colour(post.rgb_box(box), bins)[1]
    fill = _repainted(a, b) & _near_colour(b, colour, TOOLTIP_FILL_MATCH)
    # Close the holes the glyphs leave so the bubble is one area, then take the area of the
    # first such pixel under ``box`` (one flood fill: labelling the whole window costs more).
    fill = cv2.morphologyEx(fill.view(np.uint8), cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    bx, by = box[0] - window[0], box[1] - window[1]
    under_box = fill[by : by + box[3] - box[1], bx : bx + box[2] - box[0]]
    if not under_box.any():
        return None
    seed_y, seed_x = np.unravel_index(int(np.argmax(under_box)), under_box.shape)
    _, _, _, (x, y, bw, bh) = cv2.floodFill(
        fill, None, (bx + int(seed_x), by + int(seed_y)), 2, flags=8
    )
    return (window[0] + x, window[1] + y, window[0] + x + bw, window[1] + y + bh)


def _tooltip_in(pre: Frame, post: Frame, box: _Box, point: tuple[float, float]) -> _Box | None:
    """The tooltip ``box`` is or holds: the box itself, a bubble inside it joined with the
    restyled control (:func:`bubble_within`), or the faint bubble round the text it is
    (:func:`faint_bubble`); None when it is none of these."""
    if is_tooltip(pre, post, box, point):
        return box
    bins = colour_bins(post.rgb_box(box))  # both searches below read the same colours
    bubble = bubble_within(pre, post, box, bins)
    if bubble is not None and bubble != box and is_tooltip(pre, post, bubble, point):
        return bubble
    faint = faint_bubble(pre, post, box, bins)
    if faint is None:
        return None
    # The text is the bubble's too, even where a line of the page under it had the fill's
    # colour and left that part out of the painted area.
    whole = union_box([faint, box])
    for bubble in dict.fromkeys((faint, whole)):
        if not (_one_line(bubble) and _near_point(bubble, point)):
            continue  # the cheap tests first: most changed areas fail them
        if _drawn_over(pre, post, bubble) and is_tooltip(
            pre, post, bubble, point, TOOLTIP_FAINT_FILL
        ):
            return bubble
    return None


def _drawn_over(pre: Frame, post: Frame, box: _Box) -> bool:
    """What a faint bubble must show besides the tooltip tests, since a shade is all that
    marks its fill as new: it is drawn over the page, so most of its area was repainted
    (a label rewritten in place repaints only its old and new strokes) and its edge stands
    out (:func:`_stands_out`); and its text is new there, not the same glyphs restyled (a
    segment of a switcher that lost its shade keeps its label where it was)."""
    a, b = pre.rgb_box(box), post.rgb_box(box)
    colour = commonest_colour(b)[1]
    if float(_repainted(a, b).mean()) < TOOLTIP_PAINTED_SHARE:
        return False
    if not _stands_out(post, box, colour):
        return False
    ink_now = ~_near_colour(b, colour, TOOLTIP_INK_LEVELS)
    ink_before = _ink(a)
    union = int(np.count_nonzero(ink_now | ink_before))
    same = int(np.count_nonzero(ink_now & ink_before))
    return union > 0 and same < TOOLTIP_SAME_TEXT * union


def _ink(rgb: NDArray[np.uint8]) -> NDArray[np.bool_]:
    """Pixels :data:`TOOLTIP_INK_LEVELS` off the commonest colour of ``rgb``: its text."""
    return ~_near_colour(rgb, commonest_colour(rgb)[1], TOOLTIP_INK_LEVELS)


def _repainted(a: NDArray[np.uint8], b: NDArray[np.uint8]) -> NDArray[np.bool_]:
    """Pixels that changed by at least :data:`TOOLTIP_FAINT_FILL` levels in some channel."""
    diff = cv2.absdiff(np.ascontiguousarray(a), np.ascontiguousarray(b))
    changed: NDArray[np.bool_] = channel_max(diff) >= TOOLTIP_FAINT_FILL
    return changed


def _stands_out(post: Frame, box: _Box, colour: Sequence[float]) -> bool:
    """Whether the area in ``box`` has an edge in ``post``: most of the 3 px ring round it
    is not its fill ``colour``. A bubble drawn over the page does; the page itself, bared where
    an element vanished or moved away, runs on past the area in the same colour."""
    x0, y0, x1, y1 = pad_box(box, TOOLTIP_RING, *post.size)
    ring = np.ones((y1 - y0, x1 - x0), bool)
    ring[box[1] - y0 : box[3] - y0, box[0] - x0 : box[2] - x0] = False
    if not ring.any():
        return False
    alike = _near_colour(post.rgb_box((x0, y0, x1, y1)), colour, TOOLTIP_FAINT_FILL, strict=True)
    return 1.0 - float(alike[ring].mean()) >= TOOLTIP_EDGE_SHARE


def tooltip_boxes(
    pre: Frame, post: Frame, boxes: tuple[_Box, ...], point: tuple[float, float]
) -> tuple[_Box, ...]:
    """The tooltips among the changed ``boxes`` (:func:`_tooltip_in`), each padded by
    :data:`TOOLTIP_PAD` (its shadow and arrow) and clipped to the frame."""
    reach = [box for box in boxes if _within_reach(box, point)]
    found = [tip for box in reach if (tip := _tooltip_in(pre, post, box, point)) is not None]
    return tuple(pad_box(b, TOOLTIP_PAD, *pre.size) for b in found)
