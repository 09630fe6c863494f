"""Pixel-level frame difference: what a 64-bit hash cannot see.

A whole-frame perceptual hash does not move when a checkbox is ticked or one word in a text
field changes; a pixel diff does. The diff must, however, ignore what is not a change:
re-encoding noise (a JPEG round trip moves luma by up to ~30 levels on sharp text edges, and
chroma far more because of subsampling) and anti-aliasing jitter.

So a pixel counts as changed when either

* its luma moved by more than ``tolerance`` levels after a light 3x3 smoothing of both
  frames (JPEG noise is high-frequency and largely averages out; a real glyph or tick mark is
  spatially coherent and survives), or
* one of its colour channels moved by more than ``color_tolerance`` after the same smoothing
  — which catches colour-only changes (grey helper text turning red at about the same
  brightness) that luma alone misses.

Pixels under an ``ignore`` mask (volatile regions: clocks, spinners, carets) never count.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil._libc import differing_rows, memory_equal
from vigil.frames.frame import Frame, FrameLike, as_frame

__all__ = [
    "DEFAULT_COLOR_TOLERANCE",
    "DEFAULT_TOLERANCE",
    "FrameComparison",
    "FrameDiff",
    "candidate_box",
    "compare_frames",
    "diff_frames",
    "frames_identical",
    "grid_boxes",
    "intersect_box",
    "shifted_copy",
    "tighten_boxes",
    "union_box",
]

DEFAULT_TOLERANCE = 24
DEFAULT_COLOR_TOLERANCE = 64
_Box = tuple[int, int, int, int]
_MAX_BOXES = 16


@dataclass(frozen=True, slots=True)
class FrameDiff:
    """What changed between two frames, with the thresholds that decided it."""

    changed_pixels: int
    total_pixels: int
    bbox: _Box | None
    window: int
    max_luma_delta: int
    tolerance: int
    color_tolerance: int
    mask: NDArray[np.bool_] = field(repr=False, compare=False)
    #: Box of every pixel that differs at all (before any tolerance), None for identical
    #: frames: outside it the frames are equal, so a block or hash signal computed there
    #: cannot move (the effect verifier limits its colour-block test to it).
    raw_bbox: _Box | None = None
    _layout: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    # -- the change's layout, worked out on first use ----------------------------------------
    # The effect verifier groups changes on its own (dense windows), so a diff made for it
    # never pays for these; the CLI, the report overlay and callers who ask do.
    @property
    def boxes(self) -> tuple[_Box, ...]:
        """Boxes of the changed areas, nearby specks merged, largest first."""
        return self._layout_of()[0]

    @property
    def densest_window(self) -> _Box | None:
        """The ``window`` square holding the most changed pixels (None when none changed)."""
        return self._layout_of()[1]

    @property
    def densest_pixels(self) -> int:
        return self._layout_of()[2]

    def _layout_of(self) -> tuple[tuple[_Box, ...], _Box | None, int]:
        cached = self._layout.get("layout")
        if cached is None:
            cached = _layout(self.mask, self.bbox, self.window)
            self._layout["layout"] = cached
        return cached  # type: ignore[no-any-return]

    @property
    def changed_fraction(self) -> float:
        return self.changed_pixels / self.total_pixels if self.total_pixels else 0.0

    @property
    def densest_fraction(self) -> float:
        """Changed share of the densest window (how concentrated the change is)."""
        if self.densest_window is None:
            return 0.0
        x0, y0, x1, y1 = self.densest_window
        area = (x1 - x0) * (y1 - y0)
        return self.densest_pixels / area if area else 0.0

    @property
    def changed(self) -> bool:
        return self.changed_pixels > 0

    def changed_in(self, box: _Box) -> int:
        """Changed pixels inside ``box`` (x0, y0, x1, y1), without diffing again."""
        x0, y0, x1, y1 = box
        return int(np.count_nonzero(self.mask[y0:y1, x0:x1]))

    def to_dict(self) -> dict[str, object]:
        return {
            "changed_pixels": self.changed_pixels,
            "total_pixels": self.total_pixels,
            "changed_fraction": self.changed_fraction,
            "bbox": list(self.bbox) if self.bbox else None,
            "boxes": [list(b) for b in self.boxes],
            "densest_window": list(self.densest_window) if self.densest_window else None,
            "densest_fraction": self.densest_fraction,
            "max_luma_delta": self.max_luma_delta,
            "tolerance": self.tolerance,
            "color_tolerance": self.color_tolerance,
        }


_SCRATCH = threading.local()


def _buf(name: str, shape: tuple[int, ...]) -> NDArray[np.uint8]:
    """A per-thread reusable uint8 buffer of ``shape`` (a view of a grow-only block).

    A 1080p diff makes a dozen frame-sized temporaries; freshly allocated, each costs more in
    page faults than the arithmetic on it (2.5x the total). One block per name, grown to the
    largest shape asked for, serves every smaller shape too (the diff's work area changes
    size with every change), and stays safe when a server diffs on several threads.
    """
    store: dict[str, NDArray[np.uint8]] | None = getattr(_SCRATCH, "store", None)
    if store is None:
        store = {}
        _SCRATCH.store = store
    size = 1
    for n in shape:
        size *= n
    block = store.get(name)
    if block is None or block.size < size:
        block = np.empty(size, np.uint8)
        store[name] = block
    return block[:size].reshape(shape)


def _smooth(img: NDArray[np.uint8], name: str) -> NDArray[np.uint8]:
    return cv2.blur(img, (3, 3), dst=_buf(name, img.shape))


def frames_identical(a: FrameLike, b: FrameLike) -> bool:
    """Exact pixel equality, cheap enough to ask on every step.

    ``numpy.array_equal`` allocates a full boolean frame and is ~10x slower at 1080p than an
    OpenCV difference. Every 8th row is compared first: frames that differ almost always
    differ there too (a UI change is taller than 8 px), which spares the full pass when the
    answer is "no". The full pass is a ``memcmp`` where the C library has one.
    """
    fa, fb = as_frame(a), as_frame(b)
    if fa is fb:
        return True
    if fa.size != fb.size:
        return False
    same = _pillow_verdict(fa, fb)
    if same is not None:
        return same
    return _arrays_equal(fa.rgb, fb.rgb)


def _arrays_equal(a: NDArray[np.uint8], b: NDArray[np.uint8]) -> bool:
    """Equal bytes in two HxWxC images of one shape: every 8th row first, then all of it."""
    probe = cv2.absdiff(a[::8], b[::8])
    if cv2.countNonZero(probe.reshape(probe.shape[0], -1)):
        return False
    same = memory_equal(a, b)
    if same is not None:
        return same
    delta = cv2.absdiff(a, b, dst=_buf("eq", a.shape))
    return bool(cv2.countNonZero(delta.reshape(delta.shape[0], -1)) == 0)


def _pillow_verdict(fa: Frame, fb: Frame) -> bool | None:
    """Whether two frames made from Pillow images, one not yet converted to RGB, have the
    same pixels, told where Pillow holds them; None when that cannot be asked this way.

    A loop hands the Monitor a fresh screenshot of a screen it has already seen far more
    often than a changed one, and a changed one is then only looked at in small boxes:
    telling either from Pillow's own memory spares converting the frames (~0.5 ms each at
    1080p, more when memory is busy). RGB images carry a padding byte per pixel, so bytes
    that differ are looked at again as RGB: only there do they mean different pixels.
    """
    if fa._rgb is not None and fb._rgb is not None:
        return None
    a, b = fa.pillow_pixels(), fb.pillow_pixels()
    if a is None or b is None:
        return None
    probe = cv2.absdiff(a[::8], b[::8])
    if cv2.countNonZero(probe.reshape(probe.shape[0], -1)):
        if _rgb_differs(probe):
            return False
    elif memory_equal(a, b):
        return True
    rect = word_difference(a, b)
    if rect is None:
        return None
    x0, y0, x1, y1 = _word_pixels(rect, a.shape[1], 4)
    if x1 <= x0 or y1 <= y0:
        return True
    return not _rgb_differs(cv2.absdiff(a[y0:y1, x0:x1], b[y0:y1, x0:x1]))


def _rgb_differs(delta: NDArray[np.uint8]) -> bool:
    """Whether an HxWx4 difference of Pillow pixels is non-zero in a colour byte."""
    rgb = cv2.cvtColor(delta, cv2.COLOR_RGBA2RGB)
    return bool(cv2.countNonZero(rgb.reshape(rgb.shape[0], -1)))


def _word_pixels(rect: tuple[int, int, int, int], width: int, channels: int) -> _Box:
    """The pixel box covering a :func:`word_difference` rectangle of 8-byte words."""
    wx, wy, ww, wh = rect
    x1 = min(width, -(-(wx + ww) * 8 // channels))
    return ((wx * 8) // channels, wy, x1, wy + wh)


def pad_box(box: _Box, pad: int, w: int, h: int) -> _Box:
    """``box`` grown by ``pad`` px on every side, clipped to a ``w`` x ``h`` frame."""
    x0, y0, x1, y1 = box
    return (max(0, x0 - pad), max(0, y0 - pad), min(w, x1 + pad), min(h, y1 + pad))


def intersect_box(a: _Box, b: _Box) -> _Box | None:
    """The part two boxes share, or None when they share no pixel."""
    x0, y0, x1, y1 = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    return (x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None


#: Rows without a candidate that split the candidates into separate work areas (two small
#: changes far apart — a badge at the top, a message lower down — are diffed as two small
#: areas, not as the band between them).
_ROW_GAP = 24
#: Most separate work areas per diff; beyond it the closest are merged.
_MAX_AREAS = 8


def _candidate_box(
    fa: Frame, fb: Frame, tolerance: int, color_tolerance: int
) -> tuple[_Box | None, list[_Box]]:
    """Bounding box of the pixels that differ at all (None when none do), and the boxes of
    those that could possibly count as changed, one per group of rows (empty when none).

    Both tests below are bounded by the largest raw channel change near a pixel: smoothed
    luma moves by at most max|channel change| + 2 over the 3x3 neighbourhood (one level of
    rounding in the gray conversion, one in the blur), and a 2x2 block mean by at most the
    block's max + 1. So pixels with no raw channel change above ``min(tolerance - 2,
    color_tolerance - 1)`` nearby cannot change the verdict, and both passes run only around
    the candidates' box — exact, and much cheaper for a local change (a ticked box) or none.

    The thresholded difference is read once more, by ``boundingRect`` (an empty box means no
    candidate); OpenCV's row/column ``reduce`` with a maximum looked cheaper on paper and
    measured ~30x slower.
    """
    around = _word_box(fa, fb)
    if around is None:
        return None, []
    # Only pixels inside the differing words can differ: the exact difference (and every
    # later pass) runs on that part of the frame alone.
    ax0, ay0, ax1, ay1 = around
    shape = (ay1 - ay0, ax1 - ax0, 3)
    raw = cv2.absdiff(fa.rgb_box(around), fb.rgb_box(around), dst=_buf("raw", shape))
    flat = raw.reshape(shape[0], shape[1] * 3)
    inner = _flat_box(flat)
    if inner is None:
        return None, []
    any_box = (inner[0] + ax0, inner[1] + ay0, inner[2] + ax0, inner[3] + ay0)
    # Candidates lie inside the raw box: threshold and scan only that part of the frame.
    part = flat[inner[1] : inner[3], 3 * inner[0] : 3 * inner[2]]
    x0, y0 = any_box[0], any_box[1]
    threshold = max(0, min(tolerance - 2, color_tolerance - 1))
    cv2.threshold(part, threshold, 255, cv2.THRESH_BINARY, dst=part)
    return any_box, _row_groups(part, x0, y0)


def _word_box(fa: Frame, fb: Frame) -> _Box | None:
    """Pixel box around every pixel that differs at all (possibly a few pixels wider), or
    None when the frames are identical.

    Comparing 8-byte words finds it in a quarter of the time of a full byte difference at
    1080p (the frame is read once, and the result is an eighth of its size); the exact box is
    then taken inside this one. Two Pillow frames not yet converted are compared where Pillow
    holds them (a padding byte that differs only widens the box). Frames whose rows are not
    whole words (an odd width) take the byte difference over the whole frame.
    """
    w, h = fa.size
    rect, channels = None, 3
    both_rgb = fa._rgb is not None and fb._rgb is not None
    a, b = (None, None) if both_rgb else (fa.pillow_pixels(), fb.pillow_pixels())
    if a is not None and b is not None:
        rect, channels = _banded_words(a, b), 4
    if rect is None:
        rect, channels = _banded_words(fa.rgb, fb.rgb), 3
    if rect is None:
        return (0, 0, w, h)
    if rect[2] == 0 or rect[3] == 0:
        return None
    return _word_pixels(rect, w, channels)


def _banded_words(a: NDArray[np.uint8], b: NDArray[np.uint8]) -> tuple[int, int, int, int] | None:
    """:func:`word_difference` of two images, compared word by word only in the band of
    rows where ``memcmp`` found them to differ (see :func:`vigil._libc.differing_rows`)."""
    band = differing_rows(a, b)
    if band is None:
        return word_difference(a, b)
    top, bottom = band
    if bottom <= top:
        return (0, 0, 0, 0)
    rect = word_difference(a[top:bottom], b[top:bottom])
    return None if rect is None else (rect[0], rect[1] + top, rect[2], rect[3])


def word_difference(a: NDArray[np.uint8], b: NDArray[np.uint8]) -> tuple[int, int, int, int] | None:
    """Where two same-shape RGB (or 4-byte) images differ, as OpenCV's bounding rectangle in
    8-byte words across and rows down (all zero when they are identical); None when their
    rows are not whole, aligned words. Rows may be strided (every other row of a frame, say)
    as long as each row is contiguous: the hash's row reuse compares such half-row images."""
    n, w, c = a.shape[:3]
    row_bytes = w * c
    for img in (a, b):
        if img.strides[1:] != (c, 1) or img.strides[0] % 8 or img.ctypes.data % 8:
            return None
    if row_bytes % 8:
        return None
    a64, b64 = (
        np.lib.stride_tricks.as_strided(img, (n, row_bytes), (img.strides[0], 1)).view(np.uint64)
        for img in (a, b)
    )
    differs = np.not_equal(a64, b64, out=_buf("words", (n, row_bytes // 8)).view(np.bool_))
    x, y, ww, wh = cv2.boundingRect(differs.view(np.uint8))
    return (int(x), int(y), int(ww), int(wh))


def _row_groups(part: NDArray[np.uint8], x0: int, y0: int) -> list[_Box]:
    """Boxes of the candidate rows of ``part`` (a thresholded ``H x 3W`` area at (x0, y0)),
    rows closer than :data:`_ROW_GAP` joined, each box as wide as its own candidates."""
    sums = cv2.reduce(part, 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel()
    rows = np.flatnonzero(sums)
    if rows.size == 0:
        return []
    breaks = np.flatnonzero(np.diff(rows) > _ROW_GAP)
    starts = [int(rows[0]), *(int(rows[i + 1]) for i in breaks)]
    ends = [*(int(rows[i]) + 1 for i in breaks), int(rows[-1]) + 1]
    while len(starts) > _MAX_AREAS:  # merge across the smallest gap
        k = int(np.argmin([starts[i + 1] - ends[i] for i in range(len(starts) - 1)]))
        del starts[k + 1], ends[k]
    boxes: list[_Box] = []
    for r0, r1 in zip(starts, ends, strict=True):
        box = _flat_box(part[r0:r1])
        assert box is not None  # the rows hold candidates
        boxes.append((box[0] + x0, r0 + y0, box[2] + x0, r1 + y0))
    return boxes


def _level(name: str, value: Any) -> int:
    """``value`` as a tolerance in grey levels, or an error naming ``name`` and the range.

    Why strict: a negative tolerance silently counts every untouched pixel as changed (a
    clock's 125 px became 7237) and one above 255 counts nothing, and a string reaches
    OpenCV as a cryptic ``TypeError``. The check is O(1), so the fast path stays fast.
    """
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int in 0..255, not {type(value).__name__} {value!r}")
    if not 0 <= value <= 255:
        raise ValueError(f"{name} must be in 0..255 (grey levels), got {value}")
    return int(value)


def _window_side(value: Any) -> int:
    """``window`` as a positive side length, or an error: 0 gives a zero-size densest window
    and a negative side an inverted box, neither of which a caller can use."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"window must be a positive int, not {type(value).__name__} {value!r}")
    if value < 1:
        raise ValueError(f"window must be a positive int (pixels), got {value}")
    return int(value)


def _ignore_mask(ignore: Any, h: int, w: int) -> NDArray[np.bool_] | None:
    """``ignore`` as a boolean HxW array (array-likes are converted), or an error.

    A non-boolean array would index the mask by position instead of masking it, so it is
    refused rather than guessed at; a boolean array is used as is (no copy).
    """
    if ignore is None:
        return None
    arr = ignore if isinstance(ignore, np.ndarray) else np.asarray(ignore)
    if arr.dtype != np.bool_:
        raise TypeError(
            f"ignore must be a boolean HxW mask, got an array of dtype {arr.dtype} "
            "(convert it first, e.g. mask > 0)"
        )
    if arr.shape != (h, w):
        raise ValueError(f"ignore mask shape {arr.shape} does not match frame {(h, w)}")
    return arr


def candidate_box(
    a: Frame,
    b: Frame,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    color_tolerance: int = DEFAULT_COLOR_TOLERANCE,
) -> _Box | None:
    """Box outside which no pixel can count as changed by :func:`diff_frames` (same size
    frames), or None when none can: one cheap pass that lets a caller split the work."""
    tolerance = _level("tolerance", tolerance)
    color_tolerance = _level("color_tolerance", color_tolerance)
    areas = _candidate_box(a, b, tolerance, color_tolerance)[1]
    return union_box(areas) if areas else None


def union_box(boxes: Iterable[_Box]) -> _Box:
    """The smallest box holding every box of a non-empty collection."""
    bs = list(boxes)
    return (
        min(b[0] for b in bs),
        min(b[1] for b in bs),
        max(b[2] for b in bs),
        max(b[3] for b in bs),
    )


def shifted_copy(
    before: NDArray[np.uint8],
    after: NDArray[np.uint8],
    old: _Box,
    new: _Box,
    *,
    search: int = 3,
    level: int = 0,
    share: float = 0.0,
) -> bool:
    """Whether ``after`` shows ``before``'s pixels of box ``old`` again, moved to about box
    ``new`` (two images of one size, gray or colour).

    The shift is searched ``search`` px around the one the boxes' centres suggest: one text
    line detected on two frames comes out a few pixels larger or smaller. With ``level`` 0
    the pixels must be equal; otherwise at most ``share`` of them may differ by more than
    ``level`` (re-encoding noise).
    """
    x0, y0, x1, y1 = old
    if x1 <= x0 or y1 <= y0:
        return False
    patch = before[y0:y1, x0:x1]
    wide = patch.astype(np.int16) if level else patch
    dx0 = round(((new[0] + new[2]) - (x0 + x1)) / 2)
    dy0 = round(((new[1] + new[3]) - (y0 + y1)) / 2)
    h, w = after.shape[:2]
    for dy in range(dy0 - search, dy0 + search + 1):
        for dx in range(dx0 - search, dx0 + search + 1):
            if x0 + dx < 0 or y0 + dy < 0 or x1 + dx > w or y1 + dy > h:
                continue
            there = after[y0 + dy : y1 + dy, x0 + dx : x1 + dx]
            if not level:
                if np.array_equal(there, patch):
                    return True
            elif np.count_nonzero(np.abs(there.astype(np.int16) - wide) > level) <= share * (
                patch.size
            ):
                return True
    return False


def _flat_box(flat: NDArray[np.uint8]) -> _Box | None:
    """Pixel box of the non-zero bytes of an ``H x 3W`` channel-interleaved image."""
    cx, cy, cw, ch = cv2.boundingRect(flat)
    if cw == 0 or ch == 0:
        return None
    return (cx // 3, cy, (cx + cw - 1) // 3 + 1, cy + ch)


def _luma_pass(fa: Frame, fb: Frame, roi: _Box, tolerance: int, mask_u8: NDArray[np.uint8]) -> int:
    """Mark pixels whose 3x3-smoothed luma moved past the tolerance; return the largest move.

    Only the candidates' box grown by one pixel can pass (the 3x3 reach), and the blur there
    needs one more pixel of real neighbours, so the work area is the box grown by two.
    """
    h, w = mask_u8.shape
    ix0, iy0, ix1, iy1 = pad_box(roi, 1, w, h)
    wx0, wy0, wx1, wy1 = pad_box(roi, 2, w, h)

    shape = (wy1 - wy0, wx1 - wx0)

    def gray(frame: Frame, name: str) -> NDArray[np.uint8]:
        if frame._gray is not None:
            return frame._gray[wy0:wy1, wx0:wx1]
        # OpenCV reads a strided window in place: no copy of the crop first.
        out: NDArray[np.uint8] = cv2.cvtColor(
            frame.rgb_box((wx0, wy0, wx1, wy1)), cv2.COLOR_RGB2GRAY, dst=_buf(name, shape)
        )
        return out

    smooth_a = _smooth(gray(fa, "gray_a"), "ga")
    smooth_b = _smooth(gray(fb, "gray_b"), "gb")
    delta = cv2.absdiff(smooth_a, smooth_b, dst=_buf("ld", shape))[
        iy0 - wy0 : iy1 - wy0, ix0 - wx0 : ix1 - wx0
    ]
    over = cv2.threshold(delta, tolerance, 255, cv2.THRESH_BINARY, dst=_buf("lo", delta.shape))[1]
    mask_u8[iy0:iy1, ix0:ix1] = over
    return int(delta.max()) if delta.size else 0


def _colour_pass(
    fa: Frame, fb: Frame, roi: _Box, color_tolerance: int, mask_u8: NDArray[np.uint8]
) -> None:
    """Mark 2x2 blocks where some colour channel's block mean moved past the tolerance.

    JPEG stores colour at half resolution, so its colour noise lives in 2x2 blocks anyway;
    averaging each block first removes most of it. Blocks sit on the full frame's even grid
    (the same blocks as :attr:`Frame.half_rgb`), restricted to those touching the candidates.
    Frames under 4 px a side use a 3x3 smoothing instead (no room for blocks).
    """
    h, w = mask_u8.shape
    if h < 4 or w < 4:
        sa, sb = _smooth(fa.rgb, "sa"), _smooth(fb.rgb, "sb")
        over = cv2.threshold(cv2.absdiff(sa, sb), color_tolerance, 255, cv2.THRESH_BINARY)[1]
        cv2.bitwise_or(mask_u8, cv2.cvtColor(over, cv2.COLOR_RGB2GRAY), dst=mask_u8)
        return
    x0, y0, x1, y1 = roi
    hx0, hy0 = x0 - x0 % 2, y0 - y0 % 2
    hx1 = min(x1 + x1 % 2, w - w % 2)
    hy1 = min(y1 + y1 % 2, h - h % 2)
    if hx1 <= hx0 or hy1 <= hy0:
        return
    size = ((hx1 - hx0) // 2, (hy1 - hy0) // 2)
    half_box = (hx0, hy0, hx1, hy1)
    half_a = cv2.resize(fa.rgb_box(half_box), size, interpolation=cv2.INTER_AREA)
    half_b = cv2.resize(fb.rgb_box(half_box), size, interpolation=cv2.INTER_AREA)
    over = cv2.threshold(cv2.absdiff(half_a, half_b), color_tolerance, 255, cv2.THRESH_BINARY)[1]
    # Any channel over the tolerance: the gray of a 0/255 mask is non-zero iff one is.
    any_channel = cv2.cvtColor(over, cv2.COLOR_RGB2GRAY)
    if cv2.countNonZero(any_channel):
        _or_upscaled(mask_u8, any_channel, (hx0, hy0))


def _or_upscaled(
    mask_u8: NDArray[np.uint8], half: NDArray[np.uint8], origin: tuple[int, int]
) -> None:
    """OR a half-resolution mask placed at ``origin`` into ``mask_u8``, changed part only."""
    h, w = mask_u8.shape
    hx, hy, hw, hh = cv2.boundingRect(half)
    up = cv2.resize(
        half[hy : hy + hh, hx : hx + hw], (hw * 2, hh * 2), interpolation=cv2.INTER_NEAREST
    )
    y0, x0 = origin[1] + hy * 2, origin[0] + hx * 2
    y1, x1 = min(h, y0 + hh * 2), min(w, x0 + hw * 2)
    roi = mask_u8[y0:y1, x0:x1]
    np.bitwise_or(roi, up[: y1 - y0, : x1 - x0], out=roi)


def diff_frames(
    a: FrameLike,
    b: FrameLike,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    color_tolerance: int = DEFAULT_COLOR_TOLERANCE,
    window: int = 64,
    ignore: NDArray[np.bool_] | None = None,
) -> FrameDiff:
    """Compare two same-size frames pixel by pixel under a noise tolerance.

    ``tolerance`` and ``color_tolerance`` are ints in 0..255 (grey levels), ``window`` the
    positive side of the densest-window square, ``ignore`` a boolean HxW mask (or anything
    ``np.asarray`` makes one of) of pixels that never count (volatile regions). Arguments
    out of range raise ``ValueError``, of the wrong type ``TypeError``, each naming the
    argument. Raises ``ValueError`` when the frames differ in size: resizing would invent a
    change.
    """
    comparison = compare_frames(a, b, tolerance=tolerance, color_tolerance=color_tolerance)
    return comparison.diff(window=window, ignore=ignore)


@dataclass(frozen=True, slots=True)
class FrameComparison:
    """The first, whole-frame step of :func:`diff_frames`: where two same-size frames differ
    at all and which areas could count as changed. It answers "identical?" on its own, and
    :meth:`diff` finishes the diff from it, so a caller that asks both (the effect check)
    reads the frames once."""

    a: Frame
    b: Frame
    tolerance: int
    color_tolerance: int
    raw_box: _Box | None
    areas: tuple[_Box, ...]

    @property
    def identical(self) -> bool:
        """Whether the frames have the same pixels (no colour byte differs)."""
        return self.raw_box is None

    def diff(self, *, window: int = 64, ignore: NDArray[np.bool_] | None = None) -> FrameDiff:
        """The :class:`FrameDiff` of the two frames (see :func:`diff_frames`)."""
        fa, fb, tolerance = self.a, self.b, self.tolerance
        h, w = fa.height, fa.width
        window = _window_side(window)
        ignore = _ignore_mask(ignore, h, w)
        # The mask is the one array that outlives this call: it gets its own (zeroed) memory.
        # The passes mark a per-thread scratch plane, zeroed only where they can write: the
        # candidates' neighbourhood (zeroing a fresh frame-sized plane cost 0.1 ms).
        mask = np.zeros((h, w), bool)
        areas, raw_box, color_tolerance = self.areas, self.raw_box, self.color_tolerance
        max_delta = 0
        changed = 0
        if areas:
            mask_u8 = _buf("mask", (h, w))
            if h < 4 or w < 4:
                mask_u8[:] = 0  # the tiny-frame colour pass writes all of it
            else:
                zx0, zy0, zx1, zy1 = pad_box(union_box(areas), 2, w, h)
                mask_u8[zy0:zy1, zx0:zx1] = 0
            # Each pass marks pixels from their own neighbourhood only, so separate work areas
            # give exactly the marks of one pass over their union (overlaps agree).
            max_delta = max(_luma_pass(fa, fb, a, tolerance, mask_u8) for a in areas)
            for area in areas:
                _colour_pass(fa, fb, area, color_tolerance, mask_u8)
            roi = union_box(areas)
            x0, y0, x1, y1 = pad_box(roi, 2, w, h)
            sub = mask_u8[y0:y1, x0:x1]
            if ignore is not None:
                sub[ignore[y0:y1, x0:x1]] = 0
            changed = int(cv2.countNonZero(sub))
            if changed:
                np.greater(sub, 0, out=mask[y0:y1, x0:x1])
        bbox: _Box | None = None
        if changed:
            sx, sy, bw, bh = cv2.boundingRect(sub)
            bbox = (sx + x0, sy + y0, sx + x0 + bw, sy + y0 + bh)
        return FrameDiff(
            changed, h * w, bbox, window, max_delta, tolerance, color_tolerance, mask, raw_box
        )


def compare_frames(
    a: FrameLike,
    b: FrameLike,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    color_tolerance: int = DEFAULT_COLOR_TOLERANCE,
) -> FrameComparison:
    """Where two same-size frames differ (see :class:`FrameComparison`). Raises
    ``ValueError`` when the frames differ in size or a tolerance is outside 0..255."""
    tolerance = _level("tolerance", tolerance)
    color_tolerance = _level("color_tolerance", color_tolerance)
    fa, fb = as_frame(a), as_frame(b)
    if fa.size != fb.size:
        raise ValueError(
            f"cannot diff frames of different sizes: {fa.width}x{fa.height} vs "
            f"{fb.width}x{fb.height}"
        )
    raw_box, areas = (None, []) if fa is fb else _candidate_box(fa, fb, tolerance, color_tolerance)
    return FrameComparison(fa, fb, tolerance, color_tolerance, raw_box, tuple(areas))


def _layout(
    mask: NDArray[np.bool_], bbox: _Box | None, window: int
) -> tuple[tuple[_Box, ...], _Box | None, int]:
    """Boxes, densest window and its count of a diff's mask.

    Only the neighbourhood of the change is looked at: the bounding box padded by a window.
    """
    if bbox is None:
        return (), None, 0
    h, w = mask.shape
    bx0, by0, bx1, by1 = bbox
    rx0, ry0 = max(0, bx0 - window), max(0, by0 - window)
    rx1, ry1 = min(w, bx1 + window), min(h, by1 + window)
    near = np.multiply(mask[ry0:ry1, rx0:rx1].view(np.uint8), 255, dtype=np.uint8)
    cells = _cell_counts(near)
    boxes = tuple(
        (x0 + rx0, y0 + ry0, x1 + rx0, y1 + ry0) for x0, y0, x1, y1 in _component_boxes(near, cells)
    )
    # The padded neighbourhood is at least min(window, frame) wide, so the window fits in it.
    (wx0, wy0, wx1, wy1), densest_pixels = _densest_window(near, cells, window)
    return boxes, (wx0 + rx0, wy0 + ry0, wx1 + rx0, wy1 + ry0), densest_pixels


_CELL = 8


def _cell_counts(mask_u8: NDArray[np.uint8]) -> NDArray[np.float32]:
    """Changed pixels per 8x8 cell: both the box finder and the window search start here."""
    h, w = mask_u8.shape
    ch, cw = max(1, h // _CELL), max(1, w // _CELL)
    # The mask is 0/255, so a cell's area-average is 255 x its changed share.
    mean = cv2.resize(mask_u8[: ch * _CELL, : cw * _CELL], (cw, ch), interpolation=cv2.INTER_AREA)
    counts: NDArray[np.float32] = mean.astype(np.float32) * (_CELL * _CELL / 255.0)
    return counts


def grid_boxes(
    grid: NDArray[np.bool_],
    step: int,
    span: int,
    limit: int = _MAX_BOXES,
    min_cells: int = 1,
) -> tuple[_Box, ...]:
    """Pixel boxes of the connected groups of ``True`` cells in a coarse grid, largest first.

    Cell ``[i, j]`` covers pixels ``[step*i, step*i + span)`` down and the same across (span
    > step for overlapping windows). Groups of fewer than ``min_cells`` cells are left out.
    Labelling runs on the occupied rows and columns only: a full 1080p grid costs about a
    millisecond to label, the occupied part microseconds.
    """
    rows = np.flatnonzero(grid.any(axis=1))
    if rows.size == 0:
        return ()
    cols = np.flatnonzero(grid.any(axis=0))
    r0, r1, c0, c1 = int(rows[0]), int(rows[-1]) + 1, int(cols[0]), int(cols[-1]) + 1
    occupied = np.ascontiguousarray(grid[r0:r1, c0:c1], dtype=np.uint8)
    n, _, stats, _ = cv2.connectedComponentsWithStats(occupied, connectivity=8)
    # Largest first; equal areas top to bottom, then left to right (label numbers depend on
    # how the labeller walks the grid, so they make no stable tie-break).
    order = sorted(
        (i for i in range(1, n) if int(stats[i][4]) >= min_cells),
        key=lambda i: (-int(stats[i][4]), int(stats[i][1]), int(stats[i][0])),
    )
    out: list[_Box] = []
    for i in order[:limit]:
        x, y, bw, bh, _ = (int(v) for v in stats[i])
        x, y = x + c0, y + r0
        out.append((x * step, y * step, (x + bw - 1) * step + span, (y + bh - 1) * step + span))
    return tuple(out)


def tighten_boxes(
    mask: NDArray[np.uint8] | NDArray[np.bool_], boxes: Iterable[_Box]
) -> tuple[_Box, ...]:
    """Shrink grid boxes to the changed pixels they hold (clipped to the frame; empty dropped)."""
    h, w = mask.shape
    out: list[_Box] = []
    for x0, y0, x1, y1 in boxes:
        sub = np.ascontiguousarray(mask[y0 : min(h, y1), x0 : min(w, x1)]).view(np.uint8)
        sx, sy, sw, sh = cv2.boundingRect(sub)
        if sw and sh:
            out.append((x0 + sx, y0 + sy, x0 + sx + sw, y0 + sy + sh))
    return tuple(out)


def _component_boxes(mask_u8: NDArray[np.uint8], cells: NDArray[np.float32]) -> tuple[_Box, ...]:
    """Boxes of changed areas, nearby specks merged (a changed word is one box, not five).

    Components are labelled on the 8x8-cell grid, then each box is tightened on the
    full-resolution mask.
    """
    h, w = mask_u8.shape
    gh, gw = cells.shape
    # The last partial row/column of cells is not in the grid: let boxes reach the edge.
    boxes = tuple(
        (x0, y0, w if x1 >= gw * _CELL else x1, h if y1 >= gh * _CELL else y1)
        for x0, y0, x1, y1 in grid_boxes(cells > 0.25, _CELL, _CELL)
    )
    tight = tighten_boxes(mask_u8, boxes)
    if not tight:
        bx, by, bw, bh = cv2.boundingRect(mask_u8)
        tight = ((bx, by, bx + bw, by + bh),)
    return tight


def _densest_window(
    mask_u8: NDArray[np.uint8], cells: NDArray[np.float32], window: int
) -> tuple[_Box, int]:
    """The ``window`` square holding the most changed pixels, searched on the 8 px grid."""
    h, w = mask_u8.shape
    win_w, win_h = min(window, w), min(window, h)
    kw, kh = max(1, win_w // _CELL), max(1, win_h // _CELL)
    sums = cv2.boxFilter(
        cells, -1, (kw, kh), normalize=False, anchor=(0, 0), borderType=cv2.BORDER_CONSTANT
    )
    cy, cx = np.unravel_index(int(np.argmax(sums)), sums.shape)
    x0 = max(0, min(int(cx) * _CELL, w - win_w))
    y0 = max(0, min(int(cy) * _CELL, h - win_h))
    box = (x0, y0, x0 + win_w, y0 + win_h)
    return box, int(np.count_nonzero(mask_u8[y0 : y0 + win_h, x0 : x0 + win_w]))
