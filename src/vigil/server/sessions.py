"""Sessions: one :class:`~vigil.monitor.Monitor` per agent run, kept in this process.

A session is stateful by nature (what moves on its own, the loop history, the done gate), so
it lives in the memory of the process that created it. Hence ``vigil serve`` refuses more
than one worker process while sessions are on (see ``docs/service.md``): with several
workers a session's next call could land on a process that never heard of it.

Each session has its own lock: a Monitor is not thread-safe, and two calls of one agent
arriving at once must be judged one after the other, in arrival order. Calls of different
sessions run in parallel. Idle sessions expire after ``ttl_s``; the number open at once is
capped (the caller gets 429 and should close sessions it no longer needs).
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from vigil.config import RunConfig
from vigil.monitor import Monitor
from vigil.server.errors import ApiError

__all__ = ["Session", "SessionStore"]


@dataclass(slots=True)
class Session:
    id: str
    monitor: Monitor
    created: float
    last_used: float
    lock: threading.Lock = field(default_factory=threading.Lock)
    calls: int = 0
    closed: bool = False

    def info(self, now: float, ttl_s: float) -> dict[str, Any]:
        return {
            "session_id": self.id,
            "age_s": round(now - self.created, 3),
            "idle_s": round(now - self.last_used, 3),
            "expires_in_s": round(max(0.0, ttl_s - (now - self.last_used)), 3),
            "calls": self.calls,
            "toggles": self.monitor.config.toggles(),
            "viewport": list(self.monitor.viewport) if self.monitor.viewport else None,
        }


class SessionStore:
    """Open sessions by id, with an idle TTL and a cap."""

    def __init__(
        self,
        max_sessions: int,
        ttl_s: float,
        *,
        monitor_factory: Callable[[RunConfig, tuple[int, int] | None], Monitor] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_sessions = max_sessions
        self.ttl_s = ttl_s
        self.clock = clock
        self._factory = monitor_factory or (lambda cfg, vp: Monitor(cfg, vp))
        self._sessions: dict[str, Session] = {}
        self._lock = threading.Lock()
        self.expired = 0

    def __len__(self) -> int:
        return len(self._sessions)

    def sweep(self) -> int:
        """Drop sessions idle for longer than the TTL; returns how many."""
        now = self.clock()
        with self._lock:
            stale = [
                s
                for s in self._sessions.values()
                if now - s.last_used > self.ttl_s and not s.lock.locked()
            ]
            for s in stale:
                del self._sessions[s.id]
        for s in stale:
            self._close(s)
        self.expired += len(stale)
        return len(stale)

    def create(self, config: RunConfig, viewport: tuple[int, int] | None) -> Session:
        self.sweep()
        with self._lock:
            if len(self._sessions) >= self.max_sessions:
                oldest = min(s.last_used for s in self._sessions.values())
                wait = max(1, int(self.ttl_s - (self.clock() - oldest)) + 1)
                raise ApiError(
                    429,
                    "too_many_sessions",
                    f"{len(self._sessions)} sessions are open (the limit is "
                    f"{self.max_sessions}); close finished ones with DELETE /v1/sessions/{{id}}",
                    None,
                    headers={"Retry-After": str(wait)},
                )
            now = self.clock()
            session = Session(secrets.token_hex(12), self._factory(config, viewport), now, now)
            self._sessions[session.id] = session
        return session

    def _get(self, session_id: str) -> Session:
        now = self.clock()
        with self._lock:
            session = self._sessions.get(session_id)
            expired = session is not None and now - session.last_used > self.ttl_s
            # A session busy with a call is in use, however old its last call's end.
            if session is not None and expired and not session.lock.locked():
                del self._sessions[session_id]
                self.expired += 1
                self._close(session)
                session = None
        if session is None:
            raise ApiError(
                404,
                "unknown_session",
                f"no session {session_id!r}: it never existed, was deleted, or expired after "
                f"{self.ttl_s:g} s idle",
                "session_id",
            )
        return session

    @contextmanager
    def use(self, session_id: str) -> Iterator[Session]:
        """The session, locked for one call; its idle clock restarts after the call."""
        session = self._get(session_id)
        with session.lock:
            if session.closed:
                raise ApiError(
                    404, "unknown_session", f"session {session_id!r} was closed", "session_id"
                )
            try:
                yield session
            finally:
                session.calls += 1
                session.last_used = self.clock()

    def delete(self, session_id: str) -> dict[str, Any]:
        with self.use(session_id) as session:
            summary = session.monitor.summary()
            with self._lock:
                self._sessions.pop(session_id, None)
            self._close(session)
        return summary

    def close_all(self) -> None:
        with self._lock:
            sessions = list(self._sessions.values())
            self._sessions.clear()
        for s in sessions:
            self._close(s)

    @staticmethod
    def _close(session: Session) -> None:
        session.closed = True
        session.monitor.close()
