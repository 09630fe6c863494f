"""Whether a glyph under the pointer was replaced by another: a count 1 → 2, a sort arrow
▲ → ▼, a chevron that flipped.

Pointer styling recolours a control, outlines or underlines it, fills its background, and
sometimes grows or turns an icon; it never swaps one glyph for a different one. A click
often does exactly that, and on a control's own label: the count beside a repost icon, the
quantity between a stepper's buttons, the arrow of a sorted column. These are a few dozen
pixels, drawn in the colour they had, beside a control that the hover just restyled; the
recolour test of :mod:`vigil.verify.effect` lets them through, because at 1-2 px strokes
most pixels of a "2" lie within a pixel of some pixel of the "1".

So the shapes are compared directly. In each frame the ink is what stands out from the
box's background (its most common colour), thresholded relative to the strongest contrast
there, so a glyph that only changed colour keeps its shape. Ink is grouped into glyph-sized
pieces; a piece present in both frames whose shapes differ by a large share of their union,
at the best 1 px alignment, and that is not the same shape scaled (hover grows an icon) or
turned by up to 45 degrees (hover spins a gear), was replaced.

A glyph much fainter than the strongest ink of the box gets no ink at that threshold in
either frame: a grey sort arrow beside a column label that the hover turned white. Such
pieces are then judged on their own contrast, frame by frame, the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, Literal

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames.change import channel_max, commonest_colour
from vigil.frames.frame import Frame

__all__ = ["glyph_change", "glyph_filled", "glyph_replaced"]

_Box = tuple[int, int, int, int]

#: Largest side (px) of one glyph-sized piece; longer runs are words, lines and borders.
GLYPH_MAX_PX: Final = 40
#: Smallest side (px): thinner pieces are rules, underlines and caret bars.
GLYPH_MIN_PX: Final = 4
#: Longest side over shortest: an underline or a border is far longer than it is tall.
GLYPH_MAX_ASPECT: Final = 4
#: Fewest ink pixels of a piece in each frame (smaller is noise or a dot).
GLYPH_MIN_INK: Final = 12
#: The same for a piece fainter than the box's strongest ink: muted glyphs are small marks
#: (a 6x4 px sort chevron beside its column's label has about 10 ink pixels).
GLYPH_MIN_FAINT_INK: Final = 8
#: Ink growth or shrinkage beyond which a piece was filled or emptied (the icon-fill tests'
#: case), not swapped for another glyph.
GLYPH_FILL_RATIO: Final = 2.0
#: Share of the two shapes' union that must differ: the same glyph re-rendered, recoloured
#: or lifted by a pixel differs by well under a third (anti-aliased rims); two different
#: digits or arrows at 11-14 px differ by 40-80 %.
GLYPH_REPLACED: Final = 0.4
#: Fewest differing pixels for a replacement (a tiny piece can flip a share by one pixel).
GLYPH_MIN_XOR: Final = 8
#: Levels the box's background may move between the frames. A background repainted further
#: (a button filled on hover) turns light ink dark, and ink thresholds stop matching.
GLYPH_SAME_BACKGROUND: Final = 48
#: Ink contrast: at least this many levels from the background, and half the strongest
#: contrast in the box (a glyph recoloured from grey to blue keeps its shape).
GLYPH_INK_LEVELS: Final = 40
#: Rotations (degrees) a hover may give an icon; a flipped arrow is 180, a triangle's 60.
GLYPH_TURNS: Final = tuple(a for a in range(-45, 46, 5) if a)


def glyph_change(
    pre: Frame, post: Frame, box: _Box, ignore: NDArray[np.bool_] | None = None
) -> Literal["replaced", "filled"] | None:
    """What happened to the glyph-sized pieces of ink inside ``box``: ``"replaced"`` when
    one became a different shape (:func:`glyph_replaced`), else ``"filled"`` when one
    filled or emptied (:func:`glyph_filled`), else None. One reading of the box serves
    both tests.

    ``ignore`` (frame-sized) masks pixels that move by themselves. None when the box's
    background itself was repainted: the tests are then not sound, and the caller's other
    signals decide.
    """
    inks = _box_inks(pre, post, box, ignore)
    if inks is None:
        return None
    dist_a, dist_b, ink_a, ink_b, keep = inks
    if _some_piece_replaced(ink_a, ink_b) or _faint_piece_replaced(
        dist_a, dist_b, (ink_a, ink_b), keep
    ):
        return "replaced"
    return "filled" if _some_piece_filled(dist_a, dist_b, ink_a | ink_b) else None


def glyph_replaced(
    pre: Frame, post: Frame, box: _Box, ignore: NDArray[np.bool_] | None = None
) -> bool:
    """Whether some glyph-sized piece of ink inside ``box`` became a different shape."""
    return glyph_change(pre, post, box, ignore) == "replaced"


def glyph_filled(
    pre: Frame, post: Frame, box: _Box, ignore: NDArray[np.bool_] | None = None
) -> bool:
    """Whether some glyph-sized piece inside ``box`` filled or emptied (and none was
    replaced): its ink, each frame thresholded on the piece's own contrast, grew or shrank
    by :data:`GLYPH_FILL_RATIO`.

    The icon-fill test of :mod:`vigil.verify.effect` judges only an icon-sized change; an
    outline heart that turns solid inside a "Save" pill that the hover shaded is one piece
    of a larger change. Recolouring keeps a glyph's ink area when each frame is measured
    against its own contrast (one threshold for the whole box would not: a label brightened
    beside the piece moves it), and hover that grows an icon by a sixth grows its ink by a
    third.
    """
    return glyph_change(pre, post, box, ignore) == "filled"


_Inks = tuple[
    NDArray[np.uint8],
    NDArray[np.uint8],
    NDArray[np.bool_],
    NDArray[np.bool_],
    NDArray[np.bool_] | None,
]


def _box_inks(pre: Frame, post: Frame, box: _Box, ignore: NDArray[np.bool_] | None) -> _Inks | None:
    """Each frame's distance from the box's background, its ink at the box's threshold
    (moving pixels left out), and the pixels kept (None: all); None when the box is empty
    or its background was repainted, where shapes cannot be compared."""
    a, b = pre.rgb_box(box), post.rgb_box(box)
    if a.size == 0:
        return None
    bg_a, bg_b = _background(a), _background(b)
    if float(np.abs(bg_a - bg_b).max()) > GLYPH_SAME_BACKGROUND:
        return None
    dist_a, dist_b = _distance(a, bg_a), _distance(b, bg_b)
    ink_a, ink_b = _ink(dist_a, None), _ink(dist_b, None)
    keep = None if ignore is None else ~ignore[box[1] : box[3], box[0] : box[2]]
    if keep is not None:
        ink_a &= keep
        ink_b &= keep
    return dist_a, dist_b, ink_a, ink_b, keep


def _pieces(ink: NDArray[np.bool_]) -> Iterator[tuple[_Box, NDArray[np.bool_]]]:
    """The glyph-sized pieces of ``ink`` (pixels within a pixel of each other), each as its
    box (x, y, w, h) and its mask inside that box."""
    grouped = cv2.dilate(ink.view(np.uint8), np.ones((3, 3), np.uint8))
    n, labels, stats, _ = cv2.connectedComponentsWithStats(grouped, connectivity=8)
    for i in range(1, n):
        x, y, w, h = (int(v) for v in stats[i][:4])
        if _glyph_sized(w, h):
            yield (x, y, w, h), labels[y : y + h, x : x + w] == i


def _some_piece_replaced(ink_a: NDArray[np.bool_], ink_b: NDArray[np.bool_]) -> bool:
    for (x, y, w, h), piece in _pieces(ink_a | ink_b):
        if _piece_replaced(
            ink_a[y : y + h, x : x + w] & piece, ink_b[y : y + h, x : x + w] & piece
        ):
            return True
    return False


def _some_piece_filled(
    dist_a: NDArray[np.uint8], dist_b: NDArray[np.uint8], ink: NDArray[np.bool_]
) -> bool:
    """Whether a glyph-sized piece of ``ink`` doubled or halved its ink, each frame
    thresholded on the piece's own contrast."""
    for (x, y, w, h), piece in _pieces(ink):
        na = int(np.count_nonzero(_ink(dist_a[y : y + h, x : x + w], piece)))
        nb = int(np.count_nonzero(_ink(dist_b[y : y + h, x : x + w], piece)))
        if min(na, nb) >= GLYPH_MIN_INK and max(na, nb) >= GLYPH_FILL_RATIO * min(na, nb):
            return True
    return False


def _faint_piece_replaced(
    dist_a: NDArray[np.uint8],
    dist_b: NDArray[np.uint8],
    seen: tuple[NDArray[np.bool_], NDArray[np.bool_]],
    keep: NDArray[np.bool_] | None,
) -> bool:
    """The same test on the pieces the box's threshold left too faint to judge in both
    frames (``seen``: the ink it found in each), each piece thresholded on its own contrast
    in each frame. A piece inked in one frame was judged, or is a fill (rule 4's)."""
    faint = (dist_a > GLYPH_INK_LEVELS) | (dist_b > GLYPH_INK_LEVELS)
    if keep is not None:
        faint &= keep
    for (x, y, w, h), piece in _pieces(faint):
        if any(np.count_nonzero(s[y : y + h, x : x + w][piece]) >= GLYPH_MIN_INK for s in seen):
            continue
        own_a = _ink(dist_a[y : y + h, x : x + w], piece)
        own_b = _ink(dist_b[y : y + h, x : x + w], piece)
        if _piece_replaced(own_a, own_b, GLYPH_MIN_FAINT_INK):
            return True
    return False


def _glyph_sized(w: int, h: int) -> bool:
    long, short = max(w, h), min(w, h)
    return short >= GLYPH_MIN_PX and long <= GLYPH_MAX_PX and long <= GLYPH_MAX_ASPECT * short


def _piece_replaced(
    a: NDArray[np.bool_], b: NDArray[np.bool_], min_ink: int = GLYPH_MIN_INK
) -> bool:
    """One piece, in both frames: a different shape, not a refill, rescale or turn."""
    na, nb = int(np.count_nonzero(a)), int(np.count_nonzero(b))
    if min(na, nb) < min_ink or max(na, nb) > GLYPH_FILL_RATIO * min(na, nb):
        return False
    differing = min(
        int(np.count_nonzero(_shifted(a, dx, dy) ^ b)) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
    )
    union = int(np.count_nonzero(a | b))
    if differing < GLYPH_MIN_XOR or differing < GLYPH_REPLACED * union:
        return False
    return not (_rescaled(a, b) or _turned(a, b))


def _background(rgb: NDArray[np.uint8]) -> NDArray[np.float32]:
    """Mean colour of the most common colour bin of ``rgb``: the box's background."""
    return np.array(commonest_colour(rgb)[1], np.float32)


def _distance(rgb: NDArray[np.uint8], background: NDArray[np.float32]) -> NDArray[np.uint8]:
    """How far each pixel stands out from ``background`` (its largest channel difference)."""
    bg = np.clip(np.rint(background), 0, 255).astype(np.uint8)
    return channel_max(cv2.absdiff(rgb, np.broadcast_to(bg, rgb.shape).copy()))


def _ink(distance: NDArray[np.uint8], within: NDArray[np.bool_] | None) -> NDArray[np.bool_]:
    """Pixels that stand out by half the strongest contrast (the 99th percentile of the
    distance, so one stray pixel does not set it), among ``within`` (all when None); none
    when nothing there stands out clearly."""
    values = distance if within is None else distance[within]
    counts = np.cumsum(np.bincount(values.ravel(), minlength=256))
    if counts[-1] == 0:
        return np.zeros(distance.shape, bool)
    top = int(np.searchsorted(counts, 0.99 * counts[-1]))
    if top < GLYPH_INK_LEVELS * 1.2:
        return np.zeros(distance.shape, bool)
    ink: NDArray[np.bool_] = distance > max(GLYPH_INK_LEVELS, top // 2)
    return ink if within is None else ink & within


def _shifted(m: NDArray[np.bool_], dx: int, dy: int) -> NDArray[np.bool_]:
    """``m`` moved by (dx, dy), zero-filled."""
    out = np.zeros_like(m)
    h, w = m.shape
    out[max(0, dy) : h + min(0, dy), max(0, dx) : w + min(0, dx)] = m[
        max(0, -dy) : h + min(0, -dy), max(0, -dx) : w + min(0, -dx)
    ]
    return out


def _tight(m: NDArray[np.bool_]) -> NDArray[np.bool_]:
    x, y, w, h = cv2.boundingRect(m.view(np.uint8))
    return m[y : y + h, x : x + w]


def _alike(a: NDArray[np.bool_], b: NDArray[np.bool_]) -> bool:
    """The same shape: they differ by less than the replacement share of their union."""
    return int(np.count_nonzero(a ^ b)) < GLYPH_REPLACED * int(np.count_nonzero(a | b))


def _rescaled(a: NDArray[np.bool_], b: NDArray[np.bool_]) -> bool:
    """Whether ``b`` is ``a`` drawn at another size (an icon that grows under the pointer)."""
    ta, tb = _tight(a), _tight(b)
    scaled = cv2.resize(
        ta.view(np.uint8) * 255, (tb.shape[1], tb.shape[0]), interpolation=cv2.INTER_AREA
    )
    return _alike(scaled > 127, tb)


def _turned(a: NDArray[np.bool_], b: NDArray[np.bool_]) -> bool:
    """Whether ``b`` is ``a`` turned by up to 45 degrees (a gear or refresh icon on hover)."""
    ta, tb = _tight(a), _tight(b)
    side = max(*ta.shape, *tb.shape) + 4
    pa, pb = _centred(ta, side), _centred(tb, side) > 127
    centre = (side / 2 - 0.5, side / 2 - 0.5)
    for angle in GLYPH_TURNS:
        turn = cv2.getRotationMatrix2D(centre, angle, 1.0)
        turned = cv2.warpAffine(pa, turn, (side, side)) > 127
        if any(_alike(_shifted(turned, dx, dy), pb) for dy in (-1, 0, 1) for dx in (-1, 0, 1)):
            return True
    return False


def _centred(m: NDArray[np.bool_], side: int) -> NDArray[np.uint8]:
    out = np.zeros((side, side), np.uint8)
    y, x = (side - m.shape[0]) // 2, (side - m.shape[1]) // 2
    out[y : y + m.shape[0], x : x + m.shape[1]] = m.view(np.uint8) * 255
    return out
