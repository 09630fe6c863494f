"""A bounded pool of browsers for ``/v1/cua``: one worker thread, one Chromium each.

Playwright's sync API belongs to the thread that started it, so a browser cannot be handed
from thread to thread; instead each worker thread owns one Playwright instance and one
Chromium for its whole life and runs jobs from a shared queue. A job gets that browser and
opens its own context in it (fresh cookies and storage per run).

Admission is counted, not queued blindly: at most ``size`` jobs run and ``queue_limit`` wait;
one more raises :class:`PoolFull` with a ``Retry-After`` estimate from recent run times,
which the route turns into a 429.

A browser that dies (crash, OOM kill) fails the run it was serving — the runner ends that run
with ``termination_reason="error"`` — and the worker launches a new one for its next job.
"""

from __future__ import annotations

import logging
import math
import queue
import statistics
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

__all__ = ["BrowserPool", "PoolFull"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class PoolFull(Exception):
    """Every browser is busy and the waiting line is full."""

    def __init__(self, running: int, waiting: int, retry_after: int) -> None:
        super().__init__(f"{running} runs in progress and {waiting} waiting")
        self.running = running
        self.waiting = waiting
        self.retry_after = retry_after


@dataclass(slots=True)
class _Job(Generic[T]):
    fn: Callable[[Any], T]
    future: Future[T]


class BrowserPool:
    """``size`` browser threads behind a queue of at most ``queue_limit`` waiting jobs.

    ``launch`` is ``playwright -> browser`` (default: :func:`vigil.envs.launch.launch_chromium`
    with ``executable``); every browser gets ``--vigil-pool=<token>`` on its command line, an
    inert switch that lets an operator (or a test) tell this pool's browsers apart.
    """

    def __init__(
        self,
        size: int,
        queue_limit: int,
        *,
        executable: str | None = None,
        extra_args: tuple[str, ...] = (),
    ) -> None:
        if size < 1 or queue_limit < 0:
            raise ValueError(f"pool size must be >= 1 and queue >= 0, got {size}, {queue_limit}")
        self.size = size
        self.queue_limit = queue_limit
        self.executable = executable
        self.token = uuid.uuid4().hex[:12]
        self.extra_args = (*extra_args, f"--vigil-pool={self.token}")
        self._jobs: queue.Queue[_Job[Any] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._admitted = 0
        self._running = 0
        self._durations: deque[float] = deque(maxlen=32)
        self._connected: dict[int, bool] = {}
        self.launches = 0
        self.completed = 0
        self._threads: list[threading.Thread] = []
        self._closed = False

    # -- admission -------------------------------------------------------------------------------
    @property
    def running(self) -> int:
        return self._running

    @property
    def waiting(self) -> int:
        return max(0, self._admitted - self._running)

    def submit(self, fn: Callable[[Any], T]) -> Future[T]:
        """Queue ``fn(browser)``; raises :class:`PoolFull` when the line is full."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the browser pool is closed")
            if self._admitted >= self.size + self.queue_limit:
                raise PoolFull(self._running, self.waiting, self._retry_after())
            self._admitted += 1
            self._ensure_threads()
        future: Future[T] = Future()
        self._jobs.put(_Job(fn, future))
        return future

    def _retry_after(self) -> int:
        typical = statistics.median(self._durations) if self._durations else 10.0
        ahead = self._admitted - self.size + 1
        return int(min(300, max(1, math.ceil(typical * ahead / self.size))))

    def _ensure_threads(self) -> None:
        while len(self._threads) < self.size:
            t = threading.Thread(
                target=self._work,
                args=(len(self._threads),),
                name=f"vigil-browser-{len(self._threads)}",
                daemon=True,
            )
            self._threads.append(t)
            t.start()

    # -- workers ---------------------------------------------------------------------------------
    def _work(self, slot: int) -> None:
        holder = _BrowserHolder(self.executable, self.extra_args)
        try:
            while True:
                job = self._jobs.get()
                if job is None:
                    break
                self._run(slot, holder, job)
        finally:
            holder.close()
            self._connected.pop(slot, None)

    def _run(self, slot: int, holder: _BrowserHolder, job: _Job[Any]) -> None:
        if not job.future.set_running_or_notify_cancel():
            with self._lock:
                self._admitted -= 1
            return
        with self._lock:
            self._running += 1
        t = time.monotonic()
        try:
            browser = holder.get()
            if holder.fresh:
                self.launches += 1
            job.future.set_result(job.fn(browser))
        except BaseException as exc:
            job.future.set_exception(exc)
        finally:
            self._connected[slot] = holder.alive()
            self._durations.append(time.monotonic() - t)
            with self._lock:
                self._running -= 1
                self._admitted -= 1
                self.completed += 1

    def browsers_alive(self) -> int:
        """Browsers known to be connected after their last job."""
        return sum(1 for ok in self._connected.values() if ok)

    def stats(self) -> dict[str, Any]:
        return {
            "size": self.size,
            "queue_limit": self.queue_limit,
            "running": self._running,
            "waiting": self.waiting,
            "completed": self.completed,
            "browser_launches": self.launches,
            "browsers_alive": self.browsers_alive(),
        }

    def close(self, timeout: float = 10.0) -> None:
        """Stop accepting jobs, let the running ones finish, close every browser."""
        with self._lock:
            self._closed = True
        for _ in self._threads:
            self._jobs.put(None)
        for t in self._threads:
            t.join(timeout)


class _BrowserHolder:
    """One thread's Playwright and Chromium, relaunched when the browser has died."""

    def __init__(self, executable: str | None, extra_args: tuple[str, ...]) -> None:
        self.executable = executable
        self.extra_args = list(extra_args)
        self._pw: Any = None
        self._browser: Any = None
        self.fresh = False

    def alive(self) -> bool:
        try:
            return self._browser is not None and bool(self._browser.is_connected())
        except Exception:
            return False

    def get(self) -> Any:
        self.fresh = False
        if self.alive():
            return self._browser
        if self._browser is not None:
            log.warning("browser of %s died; launching a new one", threading.current_thread().name)
            self._close_browser()
        from vigil.envs.launch import launch_chromium

        for attempt in (1, 2):
            if self._pw is None:
                from playwright.sync_api import sync_playwright

                self._pw = sync_playwright().start()
            try:
                self._browser = launch_chromium(
                    self._pw, executable=self.executable, extra_args=self.extra_args
                )
                self.fresh = True
                return self._browser
            except Exception:
                # A Playwright driver that died with its browser cannot launch: restart it once.
                self._stop_playwright()
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    def _close_browser(self) -> None:
        try:
            if self._browser is not None:
                self._browser.close()
        except Exception as exc:
            log.debug("ignored error while closing a dead browser: %s", exc)
        self._browser = None

    def _stop_playwright(self) -> None:
        try:
            if self._pw is not None:
                self._pw.stop()
        except Exception as exc:
            log.debug("ignored error while stopping Playwright: %s", exc)
        self._pw = None

    def close(self) -> None:
        self._close_browser()
        self._stop_playwright()


def probe_launch(executable: str | None) -> None:
    """Launch and close one Chromium on a fresh thread (``/readyz``); raises on failure."""
    errors: list[BaseException] = []

    def attempt() -> None:
        holder = _BrowserHolder(executable, ("--vigil-probe",))
        try:
            holder.get()
        except BaseException as exc:
            errors.append(exc)
        finally:
            holder.close()

    t = threading.Thread(target=attempt, name="vigil-readyz", daemon=True)
    t.start()
    t.join(60)
    if t.is_alive():
        raise TimeoutError("Chromium did not start within 60 s")
    if errors:
        raise errors[0]
