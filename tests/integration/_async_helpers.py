"""Running a coroutine from a test while the session's sync Playwright owns this thread.

Playwright's sync API keeps an event loop on the main thread for the whole test session (the
shared ``browser`` fixture), so ``asyncio.run`` there fails with "cannot be called from a
running event loop". A loop written against the async APIs (the Anthropic reference loop,
browser-use) is what these tests exercise, so each coroutine runs on a thread of its own.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)`` on a fresh thread; its result or its exception."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as exc:  # handed back to the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target, name="test-async")
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]  # type: ignore[no-any-return]
