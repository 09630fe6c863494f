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
from typing import Generic, TypeVar

from vigil.frames.frame import Frame

__all__ = ["LruCache", "frame_digest"]

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
