"""Finding a dialog over a dimmed page: the part of a change that is not the backdrop.

A modal dialog usually comes with a backdrop that darkens (or lightens) the whole page
behind it. To the pixel diff the whole frame changed; to a reader only the dialog did. The
backdrop has a signature the dialog lacks: behind it, every pixel is the old pixel under one
brightness map, ``post = gain * pre + offset`` (alpha blending with one colour). Fitting that
map over the changed box (by consensus over the grey levels, which the dialog cannot sway)
and keeping what does not follow it leaves the dialog, so
the narrator reads the dialog's few lines instead of every dimmed line of the page twice
(1.4 s against ~0.3 s on the demo's confirm dialog), and does not quote the covered page as
text that "changed".
"""

from __future__ import annotations

import math
from typing import Final

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames import Frame
from vigil.frames.diff import grid_boxes

__all__ = ["BACKDROP_LEVELS", "BACKDROP_SHARE", "dialog_boxes"]

_Box = tuple[int, int, int, int]

#: Grey levels a pixel may stray from the backdrop's brightness map (JPEG noise, text edges).
BACKDROP_LEVELS: Final = 24
#: Share of the changed box that must follow the map for it to be a backdrop at all.
BACKDROP_SHARE: Final = 0.4
#: A map this close to "unchanged" is no backdrop (gain within 8 %, offset within 8 levels).
_IDENTITY: Final = (0.08, 8.0)
#: Gains of a backdrop through which the page still shows (a flat colour has gain 0).
_GAIN: Final = (0.2, 1.0 + _IDENTITY[0])
#: Pixels are fitted on a grid this coarse: a dialog is large, and the fit need not be exact.
_STEP: Final = 4
#: Parts of the residue smaller than this share of the box are noise, not a dialog.
_MIN_PART: Final = 0.004
#: A grey level of ``pre`` joins the fit when this share of the pixels has it.
_LEVEL_SHARE: Final = 0.0005
#: Grey levels two fitted levels must be apart for the line through them to mean anything.
_MIN_RANGE: Final = 32
#: Most common grey levels of ``pre`` that take part in the fit.
_MAX_LEVELS: Final = 64


def _level_points(
    a: NDArray[np.float32], b: NDArray[np.float32]
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]]:
    """Each common grey level of ``a``, the median of ``b`` over its pixels, and its count
    (the :data:`_MAX_LEVELS` most common levels)."""
    flat_a = a.ravel().astype(np.int32)
    order = np.argsort(flat_a, kind="stable")
    levels, starts, counts = np.unique(flat_a[order], return_index=True, return_counts=True)
    sorted_b = b.ravel()[order]
    enough = counts >= max(4, int(_LEVEL_SHARE * flat_a.size))
    top = np.flatnonzero(enough)
    top = top[np.argsort(-counts[top], kind="stable")[:_MAX_LEVELS]]
    medians = [float(np.median(sorted_b[starts[i] : starts[i] + counts[i]])) for i in top]
    return (
        levels[top].astype(np.float64),
        np.asarray(medians, np.float64),
        counts[top].astype(np.float64),
    )


def _fit_map(a: NDArray[np.float32], b: NDArray[np.float32]) -> tuple[float, float] | None:
    """``b ≈ gain * a + offset``: the map most of the page follows, or None.

    Per grey level of ``a`` the median of ``b`` is one point; a level the dialog covers
    entirely (a button under it) lands far off the line, so the line is chosen by consensus:
    of the lines through two points, the one the most pixels' levels agree with (within
    :data:`BACKDROP_LEVELS`), then refitted on those levels. A backdrop lets the page show
    through, so only gains in :data:`_GAIN` are tried. None for a page too flat to fit."""
    x, y, n = _level_points(a, b)
    if x.size < 2:
        return None
    i, j = np.triu_indices(x.size, 1)
    spread = np.abs(x[j] - x[i]) >= _MIN_RANGE
    i, j = i[spread], j[spread]
    if i.size == 0:
        return None
    gains = (y[j] - y[i]) / (x[j] - x[i])
    offsets = y[i] - gains * x[i]
    plausible = (gains >= _GAIN[0]) & (gains <= _GAIN[1])
    if not plausible.any():
        return None
    gains, offsets = gains[plausible], offsets[plausible]
    agree = np.abs(y[None, :] - (gains[:, None] * x[None, :] + offsets[:, None]))
    best = int(np.argmax(((agree <= BACKDROP_LEVELS) * n[None, :]).sum(axis=1)))
    inliers = agree[best] <= BACKDROP_LEVELS
    xs, ys, ws = x[inliers], y[inliers], n[inliers]
    mx, my = float(np.average(xs, weights=ws)), float(np.average(ys, weights=ws))
    var = float(np.average((xs - mx) ** 2, weights=ws))
    if var < 1.0:
        return float(gains[best]), float(offsets[best])
    gain = float(np.average((xs - mx) * (ys - my), weights=ws)) / var
    return gain, my - gain * mx


def dialog_boxes(pre: Frame, post: Frame, box: _Box) -> list[_Box]:
    """The boxes (whole-frame coordinates) of what appeared over a dimmed page inside
    ``box``; empty when ``box`` is not a dimmed page (no single brightness map other than
    "unchanged" fits enough of it)."""
    x0, y0, x1, y1 = box
    a = pre.gray[y0:y1:_STEP, x0:x1:_STEP].astype(np.float32)
    b = post.gray[y0:y1:_STEP, x0:x1:_STEP].astype(np.float32)
    if a.size == 0 or a.shape != b.shape:
        return []
    fitted = _fit_map(a, b)
    if fitted is None:
        return []
    gain, offset = fitted
    if abs(gain - 1.0) <= _IDENTITY[0] and abs(offset) <= _IDENTITY[1]:
        return []
    if not _GAIN[0] <= gain <= _GAIN[1]:
        return []  # the old page does not show through: another page, not a backdrop
    follows = np.abs(b - (gain * a + offset)) <= BACKDROP_LEVELS
    if float(follows.mean()) < BACKDROP_SHARE:
        return []
    closed = cv2.morphologyEx(
        (~follows).astype(np.uint8), cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8)
    )
    residue = closed > 0
    floor = max(1, math.ceil(_MIN_PART * residue.size))
    parts = grid_boxes(residue, _STEP, _STEP, limit=residue.size, min_cells=floor)
    out = [
        (x0 + px0, y0 + py0, min(x1, x0 + px1), min(y1, y0 + py1)) for px0, py0, px1, py1 in parts
    ]
    return sorted(out, key=lambda r: -(r[2] - r[0]) * (r[3] - r[1]))
