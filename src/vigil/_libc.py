"""One way to call a glibc allocator function from Python, where there is one.

The service tunes glibc's malloc (arenas, what freed memory it keeps) and the OCR engine
hands freed model memory back after loading; both are optional speed-ups, so a platform
without glibc (or without the function) simply skips them.
"""

from __future__ import annotations

import logging

__all__ = ["glibc_call"]

log = logging.getLogger(__name__)


def glibc_call(name: str, *args: int) -> int | None:
    """``name(*args)`` from the C library, or None where it is missing (another libc)."""
    try:
        import ctypes
        import ctypes.util

        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return int(getattr(libc, name)(*(int(a) for a in args)))
    except (OSError, AttributeError) as exc:
        log.debug("%s%r unavailable: %s", name, args, exc)
        return None
