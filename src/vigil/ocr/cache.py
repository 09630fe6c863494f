"""A small thread-safe LRU of OCR results keyed by the frame's exact content digest.

An agent step looks at the same frame several times (verify_before on the pre-action frame,
the runner locating a target, the report): OCR is by far the most expensive of those, so
each engine reads a frame once and answers repeats from here.

The key is an exact digest of the pixels (SHA-1 of the RGB bytes plus the shape, ~1.5 ms
for 1280x800), not a perceptual hash: a 64-bit pHash does not change when "Sign in" turns
into "Sign up" in 14 px text, and serving the old frame's text for the new frame would
report a false "present" — the one error the screen verifier promises never to make.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from typing import Generic, NamedTuple, TypeVar

from vigil.frames.frame import Frame
from vigil.ocr.base import Box, OcrToken, clip_box, tokens_in_region

__all__ = ["REGION_PAD", "LruCache", "RegionPlan", "frame_digest", "padded_region", "plan_region"]

# Pixels of context kept around a region before reading it: glyphs touching the crop's
# edge are misread, and detection needs a little background around a word.
REGION_PAD = 8

V = TypeVar("V")


def frame_digest(frame: Frame) -> str:
    """Exact content key of a frame (shape + SHA-1 of the pixels)."""
    rgb = frame.rgb
    h = hashlib.sha1(usedforsecurity=False)
    h.update(f"{rgb.shape}".encode())
    h.update(rgb.data if rgb.flags.c_contiguous else rgb.tobytes())
    return h.hexdigest()


class LruCache(Generic[V]):
    """Least-recently-used mapping with a fixed capacity; ``maxsize=0`` disables it."""

    def __init__(self, maxsize: int = 32) -> None:
        if maxsize < 0:
            raise ValueError(f"cache size must be >= 0, got {maxsize}")
        self.maxsize = maxsize
        self._data: OrderedDict[str, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> V | None:
        with self._lock:
            value = self._data.get(key)
            if value is None:
                self.misses += 1
                return None
            self._data.move_to_end(key)
            self.hits += 1
            return value

    def put(self, key: str, value: V) -> None:
        if self.maxsize == 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: str) -> bool:
        return key in self._data


class RegionPlan(NamedTuple):
    """How an engine reads one region of a frame (see :func:`plan_region`)."""

    #: The frame's content digest (its key in the engine's caches).
    key: str
    #: The requested box clipped to the frame.
    region: Box
    #: ``region`` plus :data:`REGION_PAD` on every side, clipped to the frame: the pixels to
    #: read when nothing is cached.
    crop: Box
    #: The region's tokens from the frame's cached full read; None when it was not read.
    tokens: list[OcrToken] | None


def padded_region(region: Box, width: int, height: int) -> Box:
    """``region`` plus :data:`REGION_PAD` on every side, clipped to a ``width`` x ``height``
    frame: the pixels a region read sees."""
    x0, y0, x1, y1 = region
    return (
        max(0, x0 - REGION_PAD),
        max(0, y0 - REGION_PAD),
        min(width, x1 + REGION_PAD),
        min(height, y1 + REGION_PAD),
    )


def plan_region(
    full_reads: LruCache[tuple[OcrToken, ...]], frame: Frame, box: Box, key: str | None = None
) -> RegionPlan:
    """Clip ``box`` to ``frame`` and answer from the frame's cached full read if there is one.

    ``key`` is the frame's digest when the caller has it already. Raises ``ValueError`` when
    ``box`` does not overlap the frame.
    """
    region = clip_box(box, frame.width, frame.height)
    key = frame_digest(frame) if key is None else key
    full = full_reads.get(key)
    tokens = tokens_in_region(list(full), region) if full is not None else None
    return RegionPlan(key, region, padded_region(region, frame.width, frame.height), tokens)
