"""A process's one-time costs of its first check, paid on a helper thread instead.

In a fresh process, the first check that reached the colour tests took 135-147 ms here on a
1280x800 page (325 ms in one demo run), against about 5 ms for the next ones:

* OpenCV builds its 8-bit Lab tables on the first RGB to Lab conversion a process makes
  (106 ms), and the effect check's colour tests and a cache's colour signal make one;
* numpy imports ``numpy.ma`` on the first ``np.unique`` and ``numpy.random`` on first use
  (about 30 ms together).

A :class:`vigil.Monitor` calls :func:`warm_up` when it is made, which in any loop is well
before its first check (an action and a settle at least). Nothing computed changes: the
tables are OpenCV's own whichever thread builds them, and a conversion that comes first
waits for the build (:func:`await_warm_up`), as does a fork, so a child never starts with a
half-built table or an import lock held by a thread it does not have.
"""

from __future__ import annotations

import importlib
import logging
import os
import threading

import cv2
import numpy as np

__all__ = ["await_warm_up", "warm_up"]

log = logging.getLogger(__name__)

_lock = threading.Lock()
_thread: threading.Thread | None = None


def warm_up() -> None:
    """Start the one-time work on a helper thread, once per process (later calls return at
    once). Where no thread can be started, the first check does the work, as before."""
    global _thread
    with _lock:
        if _thread is not None:
            return
        # Not a daemon: a process that exits while OpenCV builds its tables must wait for
        # it. Killed inside OpenCV at exit, the thread aborted the interpreter ("FATAL:
        # exception not rethrown"), so a one-shot command that made a Monitor crashed.
        thread = threading.Thread(target=_work, name="vigil-warm-up")
        try:
            thread.start()
        except RuntimeError as exc:
            log.debug("no warm-up thread: %s", exc)
            return
        _thread = thread


def _work() -> None:
    """The work itself. Nothing here may reach the user as an error: whatever fails is done
    again by the first check that needs it."""
    try:
        cv2.cvtColor(np.zeros((1, 1, 3), np.uint8), cv2.COLOR_RGB2LAB)
        # np.unique imports numpy.ma on first use; numpy.random is imported on first use too.
        for name in ("numpy.ma", "numpy.random"):
            importlib.import_module(name)
    except Exception as exc:
        log.debug("warm-up stopped: %s", exc)


def await_warm_up() -> None:
    """Wait for a warm-up under way (none started, or done: returns at once)."""
    thread = _thread
    if thread is not None and thread.is_alive() and thread is not threading.current_thread():
        thread.join()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=await_warm_up)
