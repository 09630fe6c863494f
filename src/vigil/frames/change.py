"""Is a pixel diff a real change, or noise? The test settle and the effect verifier share.

:func:`~vigil.frames.diff.diff_frames` already drops per-pixel noise (a tolerance on
smoothed luma and on 2x2 colour blocks). What it leaves can still be noise: a lossy
re-encode (JPEG q70) or sub-pixel text re-layout leaves scattered single pixels along sharp
edges, and over a whole text-dense frame those add up to hundreds of pixels. A count of
changed pixels cannot tell that apart from a ticked checkbox (a few dozen pixels).

What tells them apart is *density*. A real UI change is spatially coherent: a glyph that
changed, a tick mark, a border that turned red each change a solid patch of pixels. Noise is
sparse: a few isolated pixels per neighbourhood. So the frame is scanned with 8x8 windows and a
window counts as changed only when at least :data:`MIN_CELL_PIXELS` of its 64 pixels changed.

Why 8 px cells and 12 pixels:

* 8 px is about the stroke-to-stroke size of the smallest UI text (11-12 px fonts): one
  changed character covers one to four cells.
* After the diff's 3x3 smoothing, a changed 1 px stroke of ordinary contrast becomes a band
  about 3 px wide, so one character that changed (``248`` → ``249``), a tick mark or a
  coloured word fills 15-40 pixels of a cell. 12 (under a fifth of the cell) keeps a margin
  below that; a faint, thin change (a 1 px hairline of low contrast) may fall under it, which
  is the price of not crying "effect" at compression noise.
* JPEG noise that survives the tolerance hugs edges as isolated pixels or short runs: a few
  pixels per cell, far below 12 even at quality 70.

A change is significant when at least one cell is dense. One is enough: the verifier has to
see a single changed digit far from the click.
"""

from __future__ import annotations

from typing import Any, Final

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames.diff import FrameDiff, grid_boxes
from vigil.frames.warm import await_warm_up

__all__ = [
    "CELL",
    "MIN_CELL_PIXELS",
    "cell_counts",
    "cells_in",
    "channel_max",
    "colour_bins",
    "common_colour_bin",
    "commonest_colour",
    "dense_cell_boxes",
    "dense_cells",
    "is_significant",
    "lab_chroma",
    "rgb_to_lab",
]

CELL: Final = 8
_SUB: Final = CELL // 2
MIN_CELL_PIXELS: Final = 12
_Box = tuple[int, int, int, int]


def cell_counts(mask: NDArray[np.bool_]) -> NDArray[np.float32]:
    """Changed pixels in every 8x8 window of a boolean mask, windows placed every 4 px.

    Windows overlap by half so that a small change straddling a cell border is still counted
    whole in one of them (with a fixed 8 px grid a 6x6 patch can split into four quarters
    that each look sparse). Entry ``[i, j]`` covers pixels ``[4i, 4i+8) x [4j, 4j+8)``.

    Counting goes through an area-average of a 0/255 copy on the 4 px grid, which OpenCV
    does in a fraction of a millisecond at 1080p (a numpy reshape-sum costs several times
    more), then a 2x2 box sum.
    """
    h, w = mask.shape
    u8 = np.ascontiguousarray(mask.view(np.uint8))
    _, u8 = cv2.threshold(u8, 0, 255, cv2.THRESH_BINARY)
    ph, pw = -h % _SUB, -w % _SUB
    if ph or pw:
        u8 = cv2.copyMakeBorder(u8, 0, ph, 0, pw, cv2.BORDER_CONSTANT, value=0)
    sh, sw = u8.shape[0] // _SUB, u8.shape[1] // _SUB
    mean = cv2.resize(u8, (sw, sh), interpolation=cv2.INTER_AREA)
    sub = mean.astype(np.float32) * (_SUB * _SUB / 255.0)
    counts: NDArray[np.float32] = cv2.boxFilter(
        sub, -1, (2, 2), normalize=False, anchor=(0, 0), borderType=cv2.BORDER_CONSTANT
    )
    return counts


def dense_cells(
    mask: NDArray[np.bool_],
    min_cell_pixels: int = MIN_CELL_PIXELS,
    *,
    bbox: _Box | None = None,
) -> NDArray[np.bool_]:
    """Boolean grid (4 px steps): 8x8 windows with at least ``min_cell_pixels`` changed.

    ``bbox`` (the diff's changed bounding box) limits the counting to where changes are; the
    grid returned still covers the whole frame. Changes are usually small, so this turns a
    frame-sized pass into a tiny one.
    """
    h, w = mask.shape
    gh, gw = -(-h // _SUB), -(-w // _SUB)
    # The area average rounds to 1/255 of a sub-cell: allow a quarter pixel of slack.
    threshold = min_cell_pixels - 0.25
    if bbox is None:
        full: NDArray[np.bool_] = cell_counts(mask) >= threshold
        return full
    x0 = max(0, (bbox[0] // _SUB - 1) * _SUB)
    y0 = max(0, (bbox[1] // _SUB - 1) * _SUB)
    x1 = min(w, (-(-bbox[2] // _SUB) + 1) * _SUB)
    y1 = min(h, (-(-bbox[3] // _SUB) + 1) * _SUB)
    out = np.zeros((gh, gw), bool)
    if x1 <= x0 or y1 <= y0:
        return out
    local = cell_counts(mask[y0:y1, x0:x1]) >= threshold
    cy, cx = y0 // _SUB, x0 // _SUB
    lh, lw = min(local.shape[0], gh - cy), min(local.shape[1], gw - cx)
    out[cy : cy + lh, cx : cx + lw] = local[:lh, :lw]
    return out


def is_significant(
    diff: FrameDiff,
    box: _Box | None = None,
    *,
    min_cell_pixels: int = MIN_CELL_PIXELS,
    dense: NDArray[np.bool_] | None = None,
) -> bool:
    """True when the diff (optionally only inside ``box``) holds at least one dense cell.

    Pass a precomputed ``dense`` grid (:func:`dense_cells` of ``diff.mask``) to test several
    boxes without recounting.
    """
    if diff.changed_pixels < min_cell_pixels:
        return False
    if dense is None:
        dense = dense_cells(diff.mask, min_cell_pixels, bbox=diff.bbox)
    if box is None:
        return bool(dense.any())
    return bool(cells_in(dense, box).any())


def dense_cell_boxes(dense: NDArray[np.bool_], limit: int = 16) -> tuple[_Box, ...]:
    """Pixel boxes of the connected groups of dense windows, largest first (at most ``limit``)."""
    return grid_boxes(dense, _SUB, CELL, limit)


def cells_in(dense: NDArray[np.bool_], box: _Box) -> NDArray[np.bool_]:
    """The windows of ``dense`` that overlap the pixel box ``box``."""
    x0, y0, x1, y1 = box
    cx0, cy0 = max(0, x0 // _SUB - 1), max(0, y0 // _SUB - 1)
    cx1, cy1 = -(-x1 // _SUB), -(-y1 // _SUB)
    return dense[cy0:cy1, cx0:cx1]


#: Pixels up to which a float32 histogram counts exactly (its 24-bit mantissa).
_EXACT_COUNTS = 1 << 24


def colour_bins(rgb: NDArray[np.uint8]) -> NDArray[np.int32]:
    """Each pixel's colour as one of 512 bins (8 levels a channel): coarse enough that a
    flat background anti-aliased or JPEG-encoded stays one colour, fine enough that a
    control's fill and its label do not share one."""
    # On OpenCV's planes: shifting numpy's interleaved channel views costs ~3x more.
    r, g, b = cv2.split(np.ascontiguousarray(rgb))
    bins: NDArray[np.int32] = (r >> 5).astype(np.int32)
    bins <<= 3
    bins |= g >> 5
    bins <<= 3
    bins |= b >> 5
    return bins


def common_colour_bin(bins: NDArray[np.int32]) -> int:
    """The bin (of :func:`colour_bins`) most pixels have: a region's background."""
    flat = bins.ravel()
    if flat.size == 0 or flat.size >= _EXACT_COUNTS:
        return int(np.bincount(flat, minlength=512).argmax())
    # OpenCV's histogram (float counts, exact below 2**24 pixels) is ~5x numpy's bincount,
    # which first widens every bin to 64 bits; argmax takes the first of equal counts alike.
    counts = cv2.calcHist([flat.astype(np.uint16).reshape(-1, 1)], [0], None, [512], [0, 512])
    return int(counts.argmax())


def commonest_colour(
    rgb: NDArray[np.uint8], bins: NDArray[np.int32] | None = None
) -> tuple[NDArray[np.bool_], tuple[float, float, float]]:
    """The pixels of ``rgb``'s commonest colour bin (its fill or background) and their
    mean colour; ``bins``: :func:`colour_bins` of ``rgb`` when the caller has them."""
    if bins is None:
        bins = colour_bins(rgb)
    fill = bins == common_colour_bin(bins)
    r, g, b, _ = cv2.mean(np.ascontiguousarray(rgb), mask=fill.view(np.uint8))
    return fill, (r, g, b)


def lab_chroma(rgb: NDArray[np.uint8]) -> NDArray[np.float32]:
    """Each pixel's CIE Lab chroma: its a*b* magnitude, the distance from grey.

    A colour change at equal brightness (a teal icon turning grey) moves no luma and little
    of any one RGB channel; its chroma moves in the units colour differences are judged in.
    """
    lab = rgb_to_lab(rgb)  # 8-bit: a*, b* + 128
    a = lab[..., 1].astype(np.float32) - 128.0
    b = lab[..., 2].astype(np.float32) - 128.0
    out: NDArray[np.float32] = cv2.magnitude(a, b)
    return out


def rgb_to_lab(rgb: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """OpenCV's 8-bit CIE Lab of ``rgb`` (L scaled to 0-255, a* and b* offset by 128), once
    a build of its tables under way (:func:`vigil.frames.warm.warm_up`) is done."""
    await_warm_up()
    lab: NDArray[np.uint8] = cv2.cvtColor(np.ascontiguousarray(rgb), cv2.COLOR_RGB2LAB)
    return lab


def channel_max(img: NDArray[Any]) -> NDArray[Any]:
    """The largest of the three channels per pixel. Two element-wise maxima over the channel
    views: numpy's ``max(axis=2)`` on an interleaved image is a strided reduction ~20x
    slower, and splitting it into OpenCV planes first costs ~3x (allocating three planes)."""
    out: NDArray[Any] = np.maximum(img[..., 0], img[..., 1])
    np.maximum(out, img[..., 2], out=out)
    return out
