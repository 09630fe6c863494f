"""The few C library functions Vigil calls directly, each optional.

The service tunes glibc's malloc (arenas, what freed memory it keeps), the OCR engine hands
freed model memory back after loading, and frame comparison uses ``memcmp``. All are
speed-ups, so a platform without the C library (or without the function) simply skips them.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
from typing import Any

import numpy as np

__all__ = [
    "MAX_KEEP_MB",
    "differing_rows",
    "glibc_call",
    "keep_freed_memory",
    "mallopt",
    "memory_equal",
]

log = logging.getLogger(__name__)


@functools.cache
def _libc() -> ctypes.CDLL | None:
    """The C library, loaded once (``find_library`` runs ``ldconfig``); None where missing."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError as exc:
        log.debug("no C library: %s", exc)
        return None


def glibc_call(name: str, *args: int) -> int | None:
    """``name(*args)`` from the C library, or None where it is missing (another libc)."""
    fn = getattr(_libc(), name, None)
    if fn is None:
        log.debug("%s%r unavailable", name, args)
        return None
    return int(fn(*(int(a) for a in args)))


@functools.cache
def _memcmp() -> Any:
    """``memcmp`` with its signature declared (pointers and a size_t), or None."""
    fn = getattr(_libc(), "memcmp", None)
    if fn is not None:
        fn.restype = ctypes.c_int
        fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    return fn


def memory_equal(a: np.ndarray[Any, Any], b: np.ndarray[Any, Any]) -> bool | None:
    """Whether two C-contiguous arrays hold the same bytes; None when that cannot be asked
    this way (not contiguous, different byte counts, no ``memcmp``).

    ``memcmp`` reads both buffers once, with no output array and no thread hand-off, and
    stops at the first difference: three times faster than an OpenCV difference plus a count
    on two equal 1080p frames (0.28 against 0.86 ms here). ctypes releases the GIL meanwhile.
    """
    if a.nbytes != b.nbytes or not (a.flags.c_contiguous and b.flags.c_contiguous):
        return None
    fn = _memcmp()
    if fn is None:
        return None
    return bool(fn(a.ctypes.data, b.ctypes.data, a.nbytes) == 0)


def differing_rows(
    a: np.ndarray[Any, Any], b: np.ndarray[Any, Any], chunk: int = 32
) -> tuple[int, int] | None:
    """Rows ``(top, bottom)`` of two C-contiguous images of one shape outside which their
    rows are byte-identical (``(0, 0)`` when all are), to ``chunk`` rows; None when that
    cannot be asked this way.

    ``memcmp`` over blocks of rows from the top and then from the bottom reads each row once
    up to the first difference from either side and writes nothing: a local change (a
    ticked box) leaves a band of a few dozen rows to compare word by word, for less than a
    word comparison of the whole frame (0.46 against 0.55 ms at 1080p from memory here).
    """
    if a.shape != b.shape or a.ndim < 2 or not (a.flags.c_contiguous and b.flags.c_contiguous):
        return None
    fn = _memcmp()
    if fn is None:
        return None
    h, row = a.shape[0], a.strides[0]
    pa, pb = a.ctypes.data, b.ctypes.data
    top = 0
    while top < h:
        n = min(chunk, h - top)
        if fn(pa + top * row, pb + top * row, n * row):
            break
        top += n
    if top >= h:
        return (0, 0)
    bottom = h
    while bottom > top:
        n = min(chunk, bottom - top)
        if fn(pa + (bottom - n) * row, pb + (bottom - n) * row, n * row):
            break
        bottom -= n
    return (top, bottom)


def mallopt(param: int, value: int) -> bool:
    """glibc's ``mallopt``; False where there is none (another libc, no ctypes)."""
    return bool(glibc_call("mallopt", param, value))


#: The most :func:`keep_freed_memory` can keep: glibc takes the threshold as a C int of bytes,
#: and a larger value would wrap around to another one without a word.
MAX_KEEP_MB = (2**31 - 1) // 2**20


def keep_freed_memory(mb: int = 64) -> bool:
    """Let glibc keep up to ``mb`` MiB of freed memory for reuse (0: leave its default).

    An agent process makes and drops frames of a few MiB on every step. By default glibc
    serves blocks that size from fresh mappings, or trims the freed top of its heap once more
    than twice the last such block is free, so the next step's frames land on new pages and
    fault every one of them in. Measured here: decoding two 1280x800 PNGs took 20.7 ms
    against 15.5 ms with the freed memory kept, and an effect check of two 1080p Pillow
    screenshots 6.6-7.6 ms against 2.9 ms (their RGB copies are new frame-sized blocks).
    Fixed thresholds (blocks up to 32 MiB from the heap, ``mb`` MiB of free top kept) make
    the next frames reuse those pages. It changes the whole process's allocator, so the
    library never calls it on its own: ``vigil`` commands and ``vigil serve`` do, and a
    program embedding Vigil may call it once at start. Returns whether both settings were
    applied (False off glibc).
    """
    if mb > MAX_KEEP_MB:
        raise ValueError(f"keep_freed_memory: {mb} MiB is over glibc's limit of {MAX_KEEP_MB}")
    if mb <= 0:
        return False
    m_trim_threshold, m_mmap_threshold = -1, -3  # glibc's mallopt parameters
    mmap_ok = mallopt(m_mmap_threshold, 32 * 2**20)
    return mallopt(m_trim_threshold, int(mb) * 2**20) and mmap_ok
