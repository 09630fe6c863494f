"""Pillow's 8-bit Lanczos resize, bit for bit, as matrix products.

Why: the exact hashes must reproduce ``imagehash`` (``convert('L').resize(..., LANCZOS)``),
and that resize — 360 fixed-point taps per output pixel for the horizontal pass at 1080p — is
most of their time. Pillow runs it as scalar C; BLAS products do the same integer arithmetic
several times faster, and exactly, under the conditions below.

Pillow's passes (``Resample.c``; horizontal first, then vertical on the 8-bit result):
coefficients from the Lanczos-3 kernel in doubles, normalised per output pixel, rounded to
22-bit fixed point; each output byte is ``clip((sum(pixel * coeff) + 2**21) >> 22)``. Here:

* The coefficients are computed the way Pillow computes them (same double operations, the
  C library's ``sin`` through :func:`math.sin`), once per (input size, output size).
* Any pass can be float64 products with the coefficient matrix, in bands of output
  columns (each band multiplies only the inputs its taps reach): the sums are integers
  below 2**31, exact in doubles whatever order BLAS adds them in. Small passes (a 200 px
  region, every vertical pass) and widths without a whole scale (1366 → 32, 1920 → 9) take
  this route.
* Big horizontal passes with a whole scale (1280, 1920, 2560, 3840 → 32): every interior
  output column applies the *same* kernel, shifted by ``step`` pixels. Cutting each row
  into blocks of ``step`` pixels turns the pass into one product ``blocks @ kernel_pieces``
  followed by a diagonal sum, reading each pixel once instead of once per overlapping
  window. There each integer coefficient is split into a high and a low digit
  (``c = hi * 2**b + lo``) so that every product and partial sum is an integer below 2**24,
  exact in float32 (half the memory traffic of doubles); the bound is checked when the plan
  is built. Columns near the edges (kernels truncated and renormalised) take a second,
  small product.

Every plan is used only after it reproduced Pillow's own output on test rows, so a Pillow
that changed its arithmetic makes this module stand aside (the caller then runs Pillow)
instead of returning different bits.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

import numpy as np
from numpy.typing import NDArray
from PIL import Image

__all__ = ["has_plan", "resize"]

log = logging.getLogger(__name__)

_PRECISION_BITS = 22  # Pillow's fixed point for 8-bit images: 32 - 8 - 2
_SUPPORT = 3.0  # Lanczos-3
_EXACT_F32 = 2**24  # integers below this are exact in float32
#: Below this many input pixels per output pixel the block plan does not pay.
MIN_STEP = 8
#: Largest dense pass (rows x input x output multiply-adds). BLAS does them ~4x faster than
#: Pillow's scalar loop, which covers the zeros a band multiplies (1920 -> 9 columns: 18 M
#: against Pillow's 12 M); 4K to 32 columns at an odd width is ~250 M.
_DENSE_MAX = 300_000_000
_F = TypeVar("_F", np.float32, np.float64)


@dataclass(frozen=True, slots=True)
class _Side:
    """Edge columns ``columns`` whose taps all lie in ``[x0, x1)``: one small product."""

    columns: slice
    x0: int
    x1: int
    pieces: NDArray[np.float32]  # (x1 - x0, 2 * n): hi digits, then lo digits


@dataclass(frozen=True, slots=True)
class _Plan:
    """How to run one (input width → output width) pass as products (see module doc)."""

    step: int  # input pixels per output pixel (whole)
    offset: int  # where the block grid starts in a row (the interior windows' phase)
    blocks: int  # blocks of ``step`` pixels each interior window spans
    first_block: int  # block where the first interior column's window starts
    interior: slice  # output columns sharing the one kernel
    pieces: NDArray[np.float32]  # (step, 2 * blocks): hi digits, then lo digits
    shift: int  # the split: coeff = hi * 2**shift + lo
    sides: tuple[_Side, ...]


def _sinc(x: float) -> float:
    if x == 0.0:
        return 1.0
    x = x * math.pi
    return math.sin(x) / x


def _lanczos(x: float) -> float:
    if -_SUPPORT <= x < _SUPPORT:
        return _sinc(x) * _sinc(x / _SUPPORT)
    return 0.0


def _fixed(w: float) -> int:
    """Pillow's rounding of a normalised coefficient to fixed point (half away from zero)."""
    scaled = w * (1 << _PRECISION_BITS)
    return int(-0.5 + scaled) if w < 0 else int(0.5 + scaled)


def _coefficients(in_size: int, out_size: int) -> list[tuple[int, list[int]]]:
    """Per output column: (first input pixel, integer taps), as Pillow's precompute computes
    them (the operations are in Pillow's order: a different order changes rounded bits)."""
    scale = float(in_size) / out_size
    filterscale = max(scale, 1.0)
    support = _SUPPORT * filterscale
    out = []
    for xx in range(out_size):
        center = (xx + 0.5) * scale
        ss = 1.0 / filterscale
        xmin = max(int(center - support + 0.5), 0)
        count = min(int(center + support + 0.5), in_size) - xmin
        weights = [_lanczos((x + xmin - center + 0.5) * ss) for x in range(count)]
        total = 0.0
        for w in weights:
            total += w
        if total != 0.0:
            weights = [w / total for w in weights]
        out.append((xmin, [_fixed(w) for w in weights]))
    return out


def _split(taps: NDArray[np.int64], shift: int) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Balanced digits, ``taps == hi * 2**shift + lo`` with ``|lo| <= 2**(shift-1)``: small
    digits keep the sums of products small (see :func:`_exact_split`)."""
    hi = (taps + (1 << (shift - 1))) >> shift
    return hi, taps - (hi << shift)


def _exact_split(columns: list[NDArray[np.int64]]) -> int | None:
    """A digit split under which every column's products and partial sums stay exact in
    float32 (sum of |pixel * digit| below 2**24 for pixels up to 255), or None."""
    for shift in (8, 7, 9, 6, 10, 5, 11):
        ok = True
        for taps in columns:
            hi, lo = _split(taps, shift)
            if 255 * max(int(np.abs(hi).sum()), int(np.abs(lo).sum())) >= _EXACT_F32:
                ok = False
                break
        if ok:
            return shift
    return None


def _dense_taps(
    coeffs: list[tuple[int, list[int]]], columns: range, dtype: type[np.generic]
) -> tuple[int, int, NDArray[Any]]:
    """The taps of ``columns`` as one dense matrix (input rows ``x0:x1`` by output
    columns), zero where an output pixel does not reach."""
    x0 = min(coeffs[j][0] for j in columns)
    x1 = max(coeffs[j][0] + len(coeffs[j][1]) for j in columns)
    dense = np.zeros((x1 - x0, len(columns)), dtype)
    for i, j in enumerate(columns):
        start, taps = coeffs[j]
        dense[start - x0 : start - x0 + len(taps), i] = taps
    return x0, x1, dense


def _side(coeffs: list[tuple[int, list[int]]], columns: range, shift: int) -> _Side:
    x0, x1, dense = _dense_taps(coeffs, columns, np.int64)
    hi, lo = _split(dense, shift)
    pieces = np.ascontiguousarray(np.concatenate([hi, lo], axis=1), dtype=np.float32)
    return _Side(slice(columns.start, columns.stop), x0, x1, pieces)


def _interior(coeffs: list[tuple[int, list[int]]], step: int) -> range:
    """The run of output columns around the middle that apply one kernel, ``step`` apart."""
    mid = len(coeffs) // 2
    start, kernel = coeffs[mid]

    def shared(j: int) -> bool:
        return coeffs[j][1] == kernel and coeffs[j][0] == start + (j - mid) * step

    a, b = mid, mid + 1
    while a > 0 and shared(a - 1):
        a -= 1
    while b < len(coeffs) and shared(b):
        b += 1
    return range(a, b)


def _build(in_size: int, out_size: int) -> _Plan | None:
    """The plan for ``in_size → out_size``, or None where it does not apply (see module doc)."""
    if out_size <= 0 or in_size % out_size or in_size // out_size < MIN_STEP:
        return None
    step = in_size // out_size
    coeffs = _coefficients(in_size, out_size)
    run = _interior(coeffs, step)
    start, kernel = coeffs[run.start]
    first_block, offset = divmod(start, step)
    blocks = -(-len(kernel) // step)
    # Each interior window's blocks must exist in the row's grid; later columns go to a side.
    stop = min(run.stop, run.start + out_size - first_block - blocks + 1)
    if stop <= run.start:
        return None
    interior = range(run.start, stop)
    padded = np.zeros(blocks * step, np.int64)
    padded[: len(kernel)] = kernel
    sides = [cols for cols in (range(0, interior.start), range(stop, out_size)) if len(cols)]
    shift = _exact_split([padded] + [np.array(coeffs[j][1], np.int64) for c in sides for j in c])
    if shift is None:
        return None
    hi, lo = _split(padded, shift)
    pieces = np.concatenate([hi.reshape(blocks, step).T, lo.reshape(blocks, step).T], axis=1)
    return _Plan(
        step=step,
        offset=offset,
        blocks=blocks,
        first_block=first_block,
        interior=slice(interior.start, interior.stop),
        pieces=np.ascontiguousarray(pieces, dtype=np.float32),
        shift=shift,
        sides=tuple(_side(coeffs, cols, shift) for cols in sides),
    )


#: Largest product (rows x inner x columns) handed to BLAS in one call. OpenBLAS splits bigger
#: ones over threads, and on a busy two-core machine waiting for the second thread made a
#: 1 ms product take 5-8 ms here. Calls this small ran on the calling thread in every trial
#: (threads appeared from about 1 M).
_MAX_CALL = 1 << 19
#: Pixels per strip of rows: each strip's float32 copy (1 MiB) and products stay in cache and
#: in memory the allocator reuses. Whole-frame buffers (8 MiB at 1080p) came back from the
#: system with fresh pages on most calls, and faulting those in cost more than the pass.
_STRIP_PIXELS = 1 << 18


def _product(a: NDArray[_F], b: NDArray[_F], out: NDArray[_F] | None = None) -> NDArray[_F]:
    """``a @ b`` (into ``out`` when given), in row chunks each under :data:`_MAX_CALL`."""
    if out is None:
        out = np.empty((a.shape[0], b.shape[1]), a.dtype)
    rows = max(16, _MAX_CALL // (a.shape[1] * b.shape[1]))
    for i in range(0, a.shape[0], rows):
        np.matmul(a[i : i + rows], b, out=out[i : i + rows])
    return out


def _to_bytes(sums: NDArray[np.float64]) -> NDArray[np.uint8]:
    """Pillow's ``clip8((sum + 2**21) >> 22)`` on exact integer sums held in doubles."""
    sums += float(1 << (_PRECISION_BITS - 1))
    sums *= 1.0 / (1 << _PRECISION_BITS)
    np.floor(sums, out=sums)
    np.clip(sums, 0.0, 255.0, out=sums)
    return sums.astype(np.uint8)


def _run(plan: _Plan, luma: NDArray[np.uint8], out_size: int) -> NDArray[np.uint8]:
    """Execute ``plan`` on an HxW luma image: the HxN bytes Pillow's pass would write."""
    h, w = luma.shape
    rows = max(1, min(h, _STRIP_PIXELS // w))
    # One flat float32 buffer per call, so that blocks can start at ``offset`` in every row:
    # a row's last block then runs into the next row (or past the strip), where it only ever
    # meets zero coefficients — the values there need only be finite.
    flat = np.empty(rows * w + plan.step, np.float32)
    parts = np.empty((rows * (w // plan.step), 2 * plan.blocks), np.float32)
    sums = np.empty((h, out_size), np.float64)
    for r0 in range(0, h, rows):
        r1 = min(h, r0 + rows)
        flat[(r1 - r0) * w :] = 0.0
        _strip(plan, luma[r0:r1], flat, parts, sums[r0:r1])
    return _to_bytes(sums)


def _strip(
    plan: _Plan,
    luma: NDArray[np.uint8],
    flat: NDArray[np.float32],
    parts: NDArray[np.float32],
    out: NDArray[np.float64],
) -> None:
    """The pass over a strip of rows, into ``out`` (the integer sums, before the shift)."""
    h, w = luma.shape
    step, nd = plan.step, plan.blocks
    nb = w // step
    x = flat[: h * w].reshape(h, w)
    x[...] = luma
    blocks = flat[plan.offset : plan.offset + h * w].reshape(h * nb, step)
    grid = _product(blocks, plan.pieces, parts[: h * nb]).reshape(h, nb, 2 * nd)
    a, b = plan.interior.start, plan.interior.stop
    fb, n = plan.first_block, b - a
    # Window j covers blocks fb + (j - a) + d, each with kernel block d: a diagonal sum (hi and
    # lo digits side by side). Every partial sum is an integer below 2**24: float32 is exact.
    digits = grid[:, fb : fb + n, 0::nd].copy()
    for d in range(1, nd):
        digits += grid[:, fb + d : fb + d + n, d::nd]
    scale = float(1 << plan.shift)
    out[:, a:b] = digits[:, :, 0].astype(np.float64) * scale + digits[:, :, 1]
    for side in plan.sides:
        q = _product(x[:, side.x0 : side.x1], side.pieces)
        k = side.pieces.shape[1] // 2
        out[:, side.columns] = q[:, :k].astype(np.float64) * scale + q[:, k:]


def _pillow_pass(luma: NDArray[np.uint8], out_size: int) -> NDArray[np.uint8]:
    h = luma.shape[0]
    img = Image.fromarray(np.ascontiguousarray(luma)).resize(
        (out_size, h), Image.Resampling.LANCZOS
    )
    return np.frombuffer(img.tobytes(), np.uint8).reshape(h, out_size)


def _test_rows(in_size: int, period: int) -> NDArray[np.uint8]:
    """Rows meant to reach every coefficient and the extremes: random bytes, flat black and
    white, hard 0/255 edges at two periods."""
    rng = np.random.default_rng(20240601)
    rows = [
        rng.integers(0, 256, (6, in_size)),
        np.zeros((1, in_size)),
        np.full((1, in_size), 255),
        (np.arange(in_size)[None, :] // 3 % 2) * 255,
        (np.arange(in_size)[None, :] // max(1, period) % 2) * 255,
        rng.choice([0, 255], (2, in_size)),
    ]
    return np.concatenate(rows).astype(np.uint8)


def _agrees(ours: NDArray[np.uint8], sample: NDArray[np.uint8], out_size: int) -> bool:
    if np.array_equal(ours, _pillow_pass(sample, out_size)):
        return True
    log.warning(
        "Pillow's Lanczos pass %d -> %d differs from Vigil's reading of it; using Pillow",
        sample.shape[1],
        out_size,
    )
    return False


@lru_cache(maxsize=16)
def _plan(in_size: int, out_size: int) -> _Plan | None:
    """The block plan for ``in_size → out_size`` once it matched Pillow, else None."""
    plan = _build(in_size, out_size)
    if plan is None:
        return None
    sample = _test_rows(in_size, plan.step // 2)
    return plan if _agrees(_run(plan, sample, out_size), sample, out_size) else None


@dataclass(frozen=True, slots=True)
class _Band:
    """Output pixels ``columns`` of a dense pass, whose taps all lie in inputs ``[x0, x1)``."""

    columns: slice
    x0: int
    x1: int
    taps: NDArray[np.float64]  # (x1 - x0, columns)


#: Output pixels per band of a dense pass: each band multiplies only the inputs its taps
#: reach (a 200 px region: 88 of 200 columns), in calls small enough to stay on one thread.
_BAND = 8
#: Inputs up to this many take one band: skipping zeros saves less than a call costs.
_ONE_BAND = 128


@lru_cache(maxsize=64)
def _dense(in_size: int, out_size: int) -> tuple[_Band, ...] | None:
    """Pillow's integer taps for ``in_size → out_size`` as bands of a matrix, once they
    matched Pillow along rows and (transposed) along columns — the vertical pass is the same
    arithmetic — else None."""
    coeffs = _coefficients(in_size, out_size)
    bands = []
    width = out_size if in_size <= _ONE_BAND else _BAND
    for j0 in range(0, out_size, width):
        cols = range(j0, min(out_size, j0 + width))
        x0, x1, taps = _dense_taps(coeffs, cols, np.float64)
        taps.flags.writeable = False
        bands.append(_Band(slice(cols.start, cols.stop), x0, x1, taps))
    plan = tuple(bands)
    sample = _test_rows(in_size, max(1, in_size // max(1, out_size) // 2))
    ours = _dense_pass(plan, sample, out_size)
    if not _agrees(ours, sample, out_size):
        return None
    column = Image.fromarray(np.ascontiguousarray(sample.T)).resize(
        (sample.shape[0], out_size), Image.Resampling.LANCZOS
    )
    return plan if np.array_equal(ours.T, np.asarray(column)) else None


def _dense_pass(
    bands: tuple[_Band, ...], luma: NDArray[np.uint8], out_size: int
) -> NDArray[np.uint8]:
    """The pass as products with the bands' taps, a strip of rows at a time (a whole 1080p
    frame in doubles would be 16 MiB of fresh memory)."""
    h, w = luma.shape
    sums = np.empty((h, out_size), np.float64)
    rows = max(1, min(h, _STRIP_PIXELS // max(1, w)))
    for r0 in range(0, h, rows):
        x = luma[r0 : r0 + rows].astype(np.float64)
        for band in bands:
            sums[r0 : r0 + rows, band.columns] = _product(x[:, band.x0 : band.x1], band.taps)
    return _to_bytes(sums)


def has_plan(width: int, height: int, out_width: int) -> bool:
    """Whether :func:`resize` of a ``width`` x ``height`` image to ``out_width`` columns runs
    here (a caller that would otherwise make the luma array for nothing asks first)."""
    if width == out_width or _plan(width, out_width) is not None:
        return True
    return height * width * out_width <= _DENSE_MAX and _dense(width, out_width) is not None


def _horizontal(luma: NDArray[np.uint8], out_size: int) -> NDArray[np.uint8] | None:
    h, w = luma.shape
    if w == out_size:
        return luma  # Pillow skips a pass that keeps the size
    plan = _plan(w, out_size)
    if plan is not None:
        return _run(plan, luma, out_size)
    bands = _dense(w, out_size) if h * w * out_size <= _DENSE_MAX else None
    return None if bands is None else _dense_pass(bands, luma, out_size)


def resize(luma: NDArray[np.uint8], width: int, height: int) -> NDArray[np.uint8] | None:
    """What ``Image.fromarray(luma).resize((width, height), LANCZOS)`` holds, for an HxW
    8-bit image; None when these sizes have no plan here (the caller runs Pillow)."""
    rows = _horizontal(luma, int(width))
    if rows is None:
        return None
    h = rows.shape[0]
    if h == height:
        return rows
    # The vertical pass: the horizontal one on the transposed (narrow) intermediate.
    bands = _dense(h, int(height)) if h * height * width <= _DENSE_MAX else None
    if bands is None:
        img = Image.fromarray(np.ascontiguousarray(rows)).resize(
            (width, height), Image.Resampling.LANCZOS
        )
        return np.frombuffer(img.tobytes(), np.uint8).reshape(height, width)
    return np.ascontiguousarray(_dense_pass(bands, rows.T, int(height)).T)
