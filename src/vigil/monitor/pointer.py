"""Where the pointer was when ``pre`` was taken, and the hover styling it took away.

An agent loop does not park the pointer between actions: it stays where the previous click
left it, so that control wears its ``:hover`` styling in the next step's ``pre`` (a shade,
a border, an underline). When the next click sends the pointer elsewhere, the styling
goes and that control changes between ``pre`` and ``post`` — far from the point, so the
effect check took it for the click's doing, and a dead click after any other click read
as "something changed". The runner never meets this (its ``pre`` is captured after the
pointer reached the new target); every loop that hands the Monitor plain frames does, on
every step after its first click.

The change at the old position is judged by the effect check's own hover test, with the
old position as the point (:func:`~vigil.verify.effect.styling_left`): the control must be
restyled only (same glyphs and shapes, no tick, no new word, no filled icon, nothing beyond
its rim). Only then are its pixels taken
from ``pre`` before the step is judged; any other change there still counts.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.actions import Action, ActionType
from vigil.config import RunConfig
from vigil.frames import Frame
from vigil.frames.change import channel_max, lab_chroma
from vigil.frames.diff import pad_box
from vigil.verify.effect import BLOCK, GREY_CHROMA, HOVER_SATURATED, HOVER_WINDOW, styling_left

_Box = tuple[int, int, int, int]

#: A pointer that moved less than this (px) stayed on the same control.
MOVED_PX = 4.0
#: Padding (px) round the restyled control that is taken from ``pre`` with it: the hover
#: test accepts changes up to one of its blocks outside the element (a shadow, a glow).
PAD_PX = BLOCK
#: Share of the left control's pixels that may swap an accent colour for grey (or grey for
#: an accent) before the change is a selected state that moved, not hover styling. A border,
#: an underline or a label turning colour on hover stays well under it (a 1 px border is
#: ~6 % of a 180x44 button); a filled pill or segment losing its selection is most of it.
FILL_SHARE = 0.25


@dataclass(frozen=True)
class PointerLeft:
    """The control the pointer left, and what of ``post`` is replaced by ``pre``."""

    box: _Box
    mask: NDArray[np.bool_]  # inside ``box``: the pixels nearer the old position

    def restore(self, pre: Frame, frame: Frame) -> Frame:
        """``frame`` with the left control's pixels as ``pre`` shows them."""
        if frame.size != pre.size:
            return frame
        x0, y0, x1, y1 = self.box
        rgb = frame.rgb.copy()
        np.copyto(rgb[y0:y1, x0:x1], pre.rgb[y0:y1, x0:x1], where=self.mask[..., None])
        return Frame(rgb, jpeg_tables=frame.jpeg_tables)

    @property
    def note(self) -> str:
        return (
            f"the pointer left the control at {list(self.box)} (the previous action's "
            "target): its hover styling went with it, not counted as an effect"
        )


def pointer_after(action: Action, before: tuple[float, float] | None) -> tuple[float, float] | None:
    """Where the pointer rests once ``action`` ran: a drag's end, a pointer action's point,
    else where it was (typing and keys do not move it)."""
    if action.action_type is ActionType.DRAG:
        to_x, to_y = action.params.get("to_x"), action.params.get("to_y")
        if isinstance(to_x, (int, float)) and isinstance(to_y, (int, float)):
            return (float(to_x), float(to_y))
    return action.point if action.point is not None else before


def pointer_left(
    pre: Frame,
    post: Frame,
    was: tuple[float, float],
    now: tuple[float, float],
    config: RunConfig,
) -> PointerLeft | None:
    """The control at ``was`` when, between ``pre`` and ``post``, it only lost its pointer
    styling; None when the pointer did not move, nothing changed there, or what changed is
    more than styling (or reaches the new point).

    Only the pixels nearer ``was`` than ``now`` are looked at (a line halfway between the
    two splits neighbours), within the window the hover test searches round a point.
    """
    if pre.size != post.size or np.hypot(was[0] - now[0], was[1] - now[1]) < MOVED_PX:
        return None
    w, h = pre.size
    wx, wy = HOVER_WINDOW
    x0, y0 = max(0, int(was[0]) - wx), max(0, int(was[1]) - wy)
    x1, y1 = min(w, int(was[0]) + wx + 1), min(h, int(was[1]) + wy + 1)
    if x0 >= x1 or y0 >= y1:
        return None
    a, b = pre.rgb[y0:y1, x0:x1], post.rgb[y0:y1, x0:x1]
    if np.array_equal(a, b):
        return None
    nearer = _nearer(was, now, (x0, y0, x1, y1))
    if not nearer.any():
        return None
    probe = pre.rgb.copy()
    np.copyto(probe[y0:y1, x0:x1], b, where=nearer[..., None])
    if np.array_equal(probe[y0:y1, x0:x1], a):
        return None  # what changed lies on the new point's side
    changed = styling_left(pre, Frame(probe), was, config)
    if changed is None:
        return None
    if changed[0] <= now[0] < changed[2] and changed[1] <= now[1] < changed[3]:
        return None  # one control under both points: the pointer never left it
    box = pad_box(changed, PAD_PX, w, h)
    mask = _nearer(was, now, box)
    if _fill_swapped(pre, post, box, mask) or _cut_through(pre, post, box, mask):
        return None
    return PointerLeft(box, mask)


#: Levels (any channel) past which a pixel across the halfway line counts as changed: past
#: JPEG's noise on flat colour.
CUT_LEVELS = 24


def _cut_through(pre: Frame, post: Frame, box: _Box, mask: NDArray[np.bool_]) -> bool:
    """Whether one connected change in the left control's box lies on both sides of the
    halfway line: a change the line cut in two (a stepper's count between its minus and
    plus, a segmented control whose selection moved to the touching segment) is not styling
    the pointer took away, and half of it must not be put back. The new control's own
    hover, apart from the left one, is no cut."""
    if mask.all():
        return False
    x0, y0, x1, y1 = box
    moved = channel_max(cv2.absdiff(pre.rgb[y0:y1, x0:x1], post.rgb[y0:y1, x0:x1])) > CUT_LEVELS
    if not (moved & ~mask).any():
        return False
    _, labels = cv2.connectedComponents(moved.view(np.uint8), connectivity=8)
    near = np.unique(labels[mask & (labels > 0)])
    far = np.unique(labels[~mask & (labels > 0)])
    return bool(np.intersect1d(near, far).size)


def _fill_swapped(pre: Frame, post: Frame, box: _Box, mask: NDArray[np.bool_]) -> bool:
    """Whether the left control's fill traded an accent colour for grey, or grey for an
    accent: a selection that moved to the new target (size S to M in a pill group), which
    the hover test alone takes for a restyle. Refusing it keeps that change an effect; a
    hover that fills a ghost button with its accent is refused too, as before this rule."""
    x0, y0, x1, y1 = box
    a, b = lab_chroma(pre.rgb[y0:y1, x0:x1]), lab_chroma(post.rgb[y0:y1, x0:x1])
    lost = (a >= HOVER_SATURATED) & (b <= GREY_CHROMA)
    gained = (b >= HOVER_SATURATED) & (a <= GREY_CHROMA)
    swapped = int(((lost | gained) & mask).sum())
    return swapped >= FILL_SHARE * max(1, int(mask.sum()))


def _nearer(was: tuple[float, float], now: tuple[float, float], box: _Box) -> NDArray[np.bool_]:
    """Pixels of ``box`` strictly nearer ``was`` than ``now``: one side of the line halfway
    between them (|p - was|^2 < |p - now|^2 is linear in p)."""
    x0, y0, x1, y1 = box
    dx, dy = now[0] - was[0], now[1] - was[1]
    bound = (now[0] ** 2 + now[1] ** 2 - was[0] ** 2 - was[1] ** 2) / 2.0
    xs = np.arange(x0, x1, dtype=np.float32)[None, :] * np.float32(dx)
    ys = np.arange(y0, y1, dtype=np.float32)[:, None] * np.float32(dy)
    out: NDArray[np.bool_] = (xs + ys) < np.float32(bound)
    return out
