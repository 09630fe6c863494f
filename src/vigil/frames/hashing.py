"""64-bit perceptual hashes, bit-compatible with ``imagehash`` 4.3.x, plus fast variants.

Two paths, because they serve two different promises:

* ``exact=True`` (default) reproduces ``imagehash.phash`` / ``average_hash`` / ``dhash`` bit
  for bit, so hashes stored by a user of that library (trajectory caches) keep validating.
  The bits are fixed by Pillow's fixed-point grayscale conversion and Lanczos resample. The
  conversion is Pillow's; the resample is the same integer arithmetic as matrix products
  (see ``_lanczos``), exact by construction and checked against Pillow before first use.
  Should a check fail (another Pillow), Pillow runs, its horizontal pass split into row
  strips on two threads when a core is idle: the pass is row-independent and releases the
  GIL, so the strips glue back into the very same bytes.
* ``exact=False`` is for hot paths where nothing stored depends on the bits (the per-step
  global frame hash): OpenCV luma, box averages down to twice the target size, and a last
  Lanczos step (see ``_area_shrink``). It lands within a few bits of the exact hash on whole
  screenshots.

The DCT is the unnormalised DCT-II that ``scipy.fftpack.dct`` computes, evaluated for the 8
lowest frequencies only as a small matrix product. Coefficients that are zero in exact
arithmetic (every AC term of a flat crop) come out as round-off noise from a matrix product;
they are snapped back to zero so that flat regions hash to ``8000000000000000`` like
imagehash, instead of to a random pattern decided by the sign of 1e-13.
"""

from __future__ import annotations

import math
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import cv2
import numpy as np
from numpy.typing import NDArray
from PIL import Image

from vigil.frames._lanczos import has_plan, resize
from vigil.frames.diff import word_difference
from vigil.frames.frame import Frame, FrameLike, as_frame

__all__ = [
    "HASH_METHODS",
    "Hash",
    "HashMethod",
    "ahash",
    "dhash",
    "hash_frame",
    "hash_region",
    "phash",
    "phash_after",
]

HashMethod = Literal["phash", "ahash", "dhash"]
HASH_METHODS: tuple[HashMethod, ...] = ("phash", "ahash", "dhash")

# Frames above this many pixels get the two-thread horizontal pass when a core is idle; below
# it (1280x800 and smaller) the hand-off and GIL traffic eat most of the gain.
_PARALLEL_MIN_PIXELS = 1_500_000
_POOL: ThreadPoolExecutor | None = None


@dataclass(frozen=True, slots=True)
class Hash:
    """A perceptual hash value: hex round-trip, ``a - b`` is the Hamming distance.

    ``bits`` is the integer whose binary expansion, most significant bit first, is the
    row-major bit matrix (imagehash's hex convention). ``size`` is the number of bits.
    """

    bits: int
    size: int = 64

    def __post_init__(self) -> None:
        if self.size <= 0 or self.bits < 0 or self.bits >> self.size:
            raise ValueError(f"{self.bits:#x} does not fit in {self.size} bits")

    @property
    def hex(self) -> str:
        return format(self.bits, f"0{(self.size + 3) // 4}x")

    @classmethod
    def from_hex(cls, text: str) -> Hash:
        cleaned = text.strip().lower()
        if cleaned.startswith("0x"):
            cleaned = cleaned[2:]
        if not cleaned:
            raise ValueError("empty hex string is not a hash")
        try:
            value = int(cleaned, 16)
        except ValueError:
            raise ValueError(f"not a hex hash: {text!r}") from None
        return cls(value, len(cleaned) * 4)

    @classmethod
    def from_bool_array(cls, bits: NDArray[np.bool_]) -> Hash:
        flat = np.asarray(bits, dtype=bool).ravel()
        value = int.from_bytes(np.packbits(flat).tobytes(), "big") >> (-flat.size % 8)
        return cls(value, int(flat.size))

    def to_bool_array(self, shape: tuple[int, int] | None = None) -> NDArray[np.bool_]:
        raw = np.array(
            [(self.bits >> (self.size - 1 - i)) & 1 for i in range(self.size)], dtype=bool
        )
        if shape is None:
            side = math.isqrt(self.size)
            shape = (side, side) if side * side == self.size else (1, self.size)
        return raw.reshape(shape)

    def __sub__(self, other: object) -> int:
        if not isinstance(other, Hash):
            raise TypeError(f"can only subtract a Hash from a Hash, not {type(other).__name__}")
        if other.size != self.size:
            raise TypeError(f"hashes differ in size: {self.size} vs {other.size} bits")
        return (self.bits ^ other.bits).bit_count()

    def __str__(self) -> str:
        return self.hex

    def __repr__(self) -> str:
        return f"Hash('{self.hex}')"

    def __len__(self) -> int:
        return self.size


# -- DCT ------------------------------------------------------------------------------------
@lru_cache(maxsize=8)
def _dct_rows(n_out: int, n_in: int) -> NDArray[np.float64]:
    """First ``n_out`` rows of the unnormalised DCT-II matrix (scipy.fftpack's ``norm=None``)."""
    k = np.arange(n_out, dtype=np.float64)[:, None]
    n = np.arange(n_in, dtype=np.float64)[None, :]
    mat = 2.0 * np.cos(np.pi * k * (2.0 * n + 1.0) / (2.0 * n_in))
    mat.flags.writeable = False
    return mat


def _phash_bits(pixels: NDArray[np.float64], hash_size: int = 8) -> Hash:
    c = _dct_rows(hash_size, pixels.shape[0])
    low = c @ pixels @ c.T
    # Snap round-off so that coefficients that are zero (or equal) in exact arithmetic
    # compare the way scipy's FFT-based DCT makes them compare.
    scale = float(np.abs(low).max())
    if scale > 0.0:
        low = np.round(low / scale, 10) * scale
    # The median of 64 values from a sorted copy: np.median's generic machinery costs more
    # than the whole DCT at this size (it dominates a region hash).
    flat = np.sort(low, axis=None)
    half = flat.size // 2
    med = flat[half] if flat.size % 2 else (flat[half - 1] + flat[half]) / 2.0
    return Hash.from_bool_array(low > med)


# -- exact (Pillow) path ---------------------------------------------------------------------
def _pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="vigil-hash")
    return _POOL


def _second_core_idle() -> bool:
    """True when the machine has a core to spare (1-minute load below cores - 0.5).

    Splitting the resample over two threads halves its time on an idle core and makes it
    slower than one thread when every core is busy (a browser rendering, OCR running).
    """
    cores = os.cpu_count() or 1
    if cores < 2:
        return False
    try:
        # The caller's own busy thread counts in the load: 1.0 on two cores is one idle core.
        return os.getloadavg()[0] < cores - 0.5
    except OSError:  # pragma: no cover - platforms without load averages
        return True


def _lanczos_exact(frame: Frame, width: int, height: int) -> NDArray[np.uint8]:
    """Pillow's ``convert('L').resize((width, height), LANCZOS)``, byte for byte.

    The resize runs as matrix products where the sizes allow (see
    :mod:`vigil.frames._lanczos`: 1.6 ms instead of Pillow's 5.7 at 1080p, on one core);
    other sizes run Pillow itself.
    """
    if has_plan(frame.width, frame.height, width):
        small = resize(frame.luma, width, height)
        if small is not None:
            return small
    luma = frame.luma_pil
    if (
        luma.width * luma.height < _PARALLEL_MIN_PIXELS
        or luma.height < 4
        or not _second_core_idle()
    ):
        return _pixels(luma.resize((width, height), Image.Resampling.LANCZOS))
    half = luma.height // 2

    def horizontal(box: tuple[int, int, int, int]) -> Image.Image:
        strip = luma.crop(box)
        return strip.resize((width, strip.height), Image.Resampling.LANCZOS)

    top, bottom = _pool().map(
        horizontal, [(0, 0, luma.width, half), (0, half, luma.width, luma.height)]
    )
    intermediate = Image.new("L", (width, luma.height))
    intermediate.paste(top, (0, 0))
    intermediate.paste(bottom, (0, half))
    return _pixels(intermediate.resize((width, height), Image.Resampling.LANCZOS))


def _pixels(img: Image.Image) -> NDArray[np.uint8]:
    """An 8-bit image's pixels (``np.asarray`` builds an array-interface dict per call,
    several times the copy itself for a 32x32 image)."""
    return np.frombuffer(img.tobytes(), np.uint8).reshape(img.height, img.width)


# -- fast (OpenCV) path ----------------------------------------------------------------------
#: Images up to this many pixels (a 400x400 region crop) shrink in one area resize.
_SMALL_PIXELS = 160_000


def _area_shrink(
    gray: NDArray[np.uint8], width: int, height: int, factor: int = 2
) -> NDArray[np.uint8]:
    """Approximate Pillow's Lanczos shrink cheaply: box-average to ``factor`` x the target, then
    let Pillow's Lanczos (microseconds on a 64x64 image) take the last step.

    The wide pass sums whole chunks of columns (common widths are multiples of 64; odd ones
    lose at most a few edge columns, centred); the tall pass then runs on an image only
    ``factor`` x ``width`` pixels wide, where OpenCV's area resize is cheap even though
    1080 is not a multiple of 64. Cropping rows instead would shift every row's content and
    cost several bits; the last Lanczos step keeps the negative lobes imagehash's bits depend
    on, which a plain box average lacks.
    """
    h, w = gray.shape
    if h * w <= _SMALL_PIXELS:
        # A region crop (the 200x200 square around a click): one area resize straight to the
        # target costs a few microseconds, where the Lanczos round trip would triple the time.
        return cv2.resize(np.ascontiguousarray(gray), (width, height), interpolation=cv2.INTER_AREA)
    if _takes_column_means(gray.shape, width, height, factor):
        return _area_shrink_narrow(_column_means(gray, factor * width), width, height, factor)
    return _lanczos(np.ascontiguousarray(gray), width, height)


def _column_means(gray: NDArray[np.uint8], gw: int) -> NDArray[np.float32]:
    """The wide pass of :func:`_area_shrink`: each row's means over ``gw`` equal chunks of
    columns (cv2.reduce reads the rows once, ~4x faster than an area resize), on the widest
    whole multiple of ``gw`` columns, centred. Rows are independent: a row's means depend on
    that row's pixels only."""
    h, w = gray.shape
    k = w // gw
    cw = k * gw
    x0 = (w - cw) // 2
    band = np.ascontiguousarray(gray[:, x0 : x0 + cw])
    sums = cv2.reduce(band.reshape(h * gw, k), 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S)
    narrow: NDArray[np.float32] = sums.reshape(h, gw).astype(np.float32) * (1.0 / k)
    return narrow


def _area_shrink_narrow(
    narrow: NDArray[np.float32], width: int, height: int, factor: int
) -> NDArray[np.uint8]:
    """The tall pass and the last Lanczos step of :func:`_area_shrink` (column sums done)."""
    gw, gh = factor * width, factor * height
    tall = cv2.resize(narrow, (gw, gh), interpolation=cv2.INTER_AREA)
    grid = np.clip(np.rint(tall), 0, 255).astype(np.uint8)
    return _lanczos(grid, width, height)


def _lanczos(gray: NDArray[np.uint8], width: int, height: int) -> NDArray[np.uint8]:
    """Pillow's Lanczos resize of an 8-bit image, the same bytes: as small matrix products
    where :mod:`vigil.frames._lanczos` has a plan (the fast path's 64x64 grid), else Pillow."""
    out = resize(gray, width, height)
    if out is not None:
        return out
    return _pixels(Image.fromarray(gray).resize((width, height), Image.Resampling.LANCZOS))


def _fast_small(frame: Frame, width: int, height: int, factor: int = 2) -> NDArray[np.uint8]:
    """The fast path's small luma image, from whatever the frame already has.

    A large frame is shrunk from every other row only: each cell of the ``factor`` x grid
    still averages a dozen or more rows of 1080, and the colour conversion (a third of this
    path) halves. The rows come from the cached grayscale when the frame was diffed (the
    same bits: luma is per pixel), so the hash depends on the pixels alone, never on what
    was cached; and nothing is cached that a later diff would have to redo.
    """
    w, h = frame.size
    half_rows = None
    if h * w > _SMALL_PIXELS and h >= 8 * factor * height:
        half_rows = _luma_rows(frame, 0, h)
    if half_rows is None:
        if frame._gray is None and frame.rgb_if_cheap() is None:
            # A PIL frame whose pixels cannot be exported: Pillow's own luma is one pass,
            # where packing the RGB out first and converting it would be two.
            return _area_shrink(frame.luma, width, height, factor)
        return _area_shrink(frame.gray, width, height, factor)
    if not _takes_column_means(half_rows.shape, width, height, factor):
        return _area_shrink(half_rows, width, height, factor)
    narrow = _column_means(half_rows, factor * width)
    if (width, height, factor) == _PHASH_GRID:
        narrow.flags.writeable = False
        frame._phash_rows = narrow
    return _area_shrink_narrow(narrow, width, height, factor)


def _luma_rows(frame: Frame, start: int, stop: int) -> NDArray[np.uint8] | None:
    """Luma of every other frame row in ``[start, stop)``, from the cached grayscale when
    there is one (a view), else converting only those rows — read in place from a Pillow
    frame's own memory when it has no RGB copy yet (the copy alone costs more than this
    whole hash); None when the pixels cannot be had cheaply."""
    if frame._gray is not None:
        return frame._gray[start:stop:2]
    view = frame.pillow_pixels() if frame._rgb is None else None
    if view is not None:
        rows: NDArray[np.uint8] = cv2.cvtColor(view[start:stop:2], cv2.COLOR_RGBA2GRAY)
        return rows
    rgb = frame.rgb_if_cheap()
    return None if rgb is None else cv2.cvtColor(rgb[start:stop:2], cv2.COLOR_RGB2GRAY)


#: (width, height, factor) of the fast pHash's small image: the one whose rows are cached.
_PHASH_GRID = (32, 32, 2)


def _takes_column_means(shape: tuple[int, ...], width: int, height: int, factor: int) -> bool:
    """Whether :func:`_area_shrink` of an image of ``shape`` goes through column means."""
    h, w = shape[:2]
    return h * w > _SMALL_PIXELS and w >= factor * width and h >= factor * height


def _rows_after(
    frame: Frame, base: Frame, span: tuple[int, int] | None
) -> NDArray[np.float32] | None:
    """``frame``'s fast-pHash row means, from ``base``'s cached ones plus the rows where the
    two differ; None when that shortcut does not apply (the caller hashes in full).

    The very same bits as hashing ``frame`` from scratch: a row's means depend on that row
    alone, and the rows outside the differing span are byte-identical.
    """
    rows = base._phash_rows
    if rows is None or frame.size != base.size:
        return None
    if span is not None and span[0] >= span[1]:
        return rows  # byte-identical frames: not one row of ``frame`` needs reading
    if span is None:
        a, b = frame.rgb_if_cheap(), base.rgb_if_cheap()
        if a is None or b is None:
            return None
        rect = word_difference(a[::2], b[::2])
        if rect is None:
            return None
        span = (rect[1], rect[1] + rect[3])
    else:  # frame rows → rows of the half-row image (every other row)
        span = ((span[0] + 1) // 2, (span[1] + 1) // 2)
    r0, r1 = span
    if r1 - r0 > rows.shape[0] // 2:
        return None  # most rows changed: recomputing them costs as much as hashing
    if r1 == r0:
        return rows
    luma = _luma_rows(frame, 2 * r0, 2 * r1)
    if luma is None:
        return None
    out = rows.copy()
    out[r0:r1] = _column_means(luma, rows.shape[1])
    out.flags.writeable = False
    return out


# -- public API ------------------------------------------------------------------------------
def phash(frame: FrameLike, *, exact: bool = True) -> Hash:
    """DCT perceptual hash (32x32 luma → 8x8 lowest frequencies → above-median bits)."""
    f = as_frame(frame)
    if not exact and f._fast_phash is not None:
        cached: Hash = f._fast_phash
        return cached
    small = _lanczos_exact(f, 32, 32) if exact else _fast_small(f, 32, 32)
    value = _phash_bits(small.astype(np.float64))
    if not exact:
        f._fast_phash = value
    return value


def phash_after(
    frame: FrameLike, base: FrameLike, differing_rows: tuple[int, int] | None = None
) -> Hash:
    """The fast pHash of ``frame`` (``phash(frame, exact=False)``, same bits), reusing the
    work done for ``base``, an earlier frame of the same screen already hashed.

    An agent step often changes a few rows of the screen; hashing only those rows of the
    post-action frame costs a fraction of hashing it whole. ``differing_rows`` is
    ``(first, past_last)``, a span of frame rows outside which the two frames are
    byte-identical — a caller that diffed them knows it for free; without it the rows are
    compared here. Falls back to the full hash when the frames differ in size, most rows
    changed, or ``base`` has nothing to reuse.
    """
    f, b = as_frame(frame), as_frame(base)
    if f._fast_phash is not None:
        cached: Hash = f._fast_phash
        return cached
    rows = _rows_after(f, b, differing_rows)
    if rows is None:
        return phash(f, exact=False)
    width, height, factor = _PHASH_GRID
    value = _phash_bits(_area_shrink_narrow(rows, width, height, factor).astype(np.float64))
    f._phash_rows = rows
    f._fast_phash = value
    return value


def ahash(frame: FrameLike, *, exact: bool = True) -> Hash:
    """Average hash (8x8 luma, bits above the mean)."""
    f = as_frame(frame)
    small = _lanczos_exact(f, 8, 8) if exact else _fast_small(f, 8, 8)
    return Hash.from_bool_array(small > small.mean())


def dhash(frame: FrameLike, *, exact: bool = True) -> Hash:
    """Difference hash (9x8 luma, bit = pixel brighter than its left neighbour)."""
    f = as_frame(frame)
    # dhash bits compare neighbouring cells, which on a UI frame are often nearly equal: the
    # fast path takes a finer grid before its Lanczos step to stay close to imagehash's.
    small = _lanczos_exact(f, 9, 8) if exact else _fast_small(f, 9, 8, factor=4)
    return Hash.from_bool_array(small[:, 1:] > small[:, :-1])


_BY_NAME = {"phash": phash, "ahash": ahash, "dhash": dhash}


def hash_frame(frame: FrameLike, method: HashMethod = "phash", *, exact: bool = True) -> Hash:
    """Dispatch by method name (``phash``, ``ahash``, ``dhash``)."""
    try:
        fn = _BY_NAME[method]
    except KeyError:
        raise ValueError(
            f"unknown hash method {method!r}; choose one of {', '.join(HASH_METHODS)}"
        ) from None
    return fn(frame, exact=exact)


def hash_region(
    frame: FrameLike,
    x: float,
    y: float,
    size: int,
    method: HashMethod = "phash",
    *,
    exact: bool = True,
) -> Hash:
    """Hash of the ``size`` square centred on (x, y), shifted to stay inside the frame."""
    return hash_frame(as_frame(frame).crop_around(x, y, size), method, exact=exact)
