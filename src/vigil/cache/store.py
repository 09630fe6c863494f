"""Where caches live: one SQLite file by default, a directory of JSON files for interchange.

Replays of one cache may run at once (an eval on a process pool, several agents sharing a
store), and each writes its attempt and its failures back. A write is a read-modify-write
of the cache's metadata, so it must be one transaction: :meth:`TrajectoryStore.update` takes
SQLite's write lock first (``BEGIN IMMEDIATE``), reads, applies the change and commits, and
the WAL journal lets readers go on meanwhile. Connections are opened per operation, so a
store object is safe to share between threads and to hand to forked workers.

:class:`JsonDirectoryStore` keeps one reference-format file per cache (``<name>.json``), so
another tool can read them; its updates hold an ``flock`` on a lock file beside them.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from vigil.cache.format import (
    CacheFile,
    atomic_write,
    cache_from_dict,
    load_trajectory,
    save_trajectory,
)
from vigil.errors import CacheError

__all__ = [
    "CacheSummary",
    "JsonDirectoryStore",
    "Store",
    "TrajectoryStore",
    "copy_store",
    "open_store",
]

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")


def _check_name(name: str) -> str:
    if not _NAME_RE.match(name):
        raise CacheError(
            f"invalid cache name {name!r}: use letters, digits, '.', '_' and '-' (max 128)"
        )
    return name


def _norm_goal(goal: str | None) -> str:
    return " ".join((goal or "").lower().split())


@dataclass(frozen=True, slots=True)
class CacheSummary:
    """One line of ``vigil cache list``."""

    name: str
    goal: str | None
    steps: int
    is_valid: bool
    attempts: int
    failures: int
    successes: int
    last_outcome: str | None
    last_executed_at: str | None
    invalidation_reason: str | None

    @classmethod
    def of(cls, name: str, cache: CacheFile) -> CacheSummary:
        meta = cache.metadata
        info = meta.vigil
        return cls(
            name=name,
            goal=meta.goal,
            steps=len(cache.trajectory),
            is_valid=meta.is_valid,
            attempts=meta.execution_attempts,
            failures=len(meta.failures),
            successes=info.successes if info else 0,
            last_outcome=info.last_outcome if info else None,
            last_executed_at=meta.last_executed_at.isoformat() if meta.last_executed_at else None,
            invalidation_reason=meta.invalidation_reason,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "goal": self.goal,
            "steps": self.steps,
            "is_valid": self.is_valid,
            "attempts": self.attempts,
            "failures": self.failures,
            "successes": self.successes,
            "last_outcome": self.last_outcome,
            "last_executed_at": self.last_executed_at,
            "invalidation_reason": self.invalidation_reason,
        }


class Store(Protocol):
    """What both stores offer."""

    def put(self, name: str, cache: CacheFile) -> None: ...
    def get(self, name: str) -> CacheFile: ...
    def find_by_goal(self, goal: str) -> tuple[str, CacheFile] | None: ...
    def list(self) -> list[CacheSummary]: ...
    def update(self, name: str, change: Callable[[CacheFile], None]) -> CacheFile: ...
    def delete(self, name: str) -> None: ...


class TrajectoryStore:
    """Caches in one SQLite file (WAL, one transaction per write)."""

    def __init__(self, path: str | Path, timeout_s: float = 30.0) -> None:
        self.path = Path(path)
        self.timeout_s = timeout_s
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS trajectories ("
                " name TEXT PRIMARY KEY, goal TEXT, goal_norm TEXT, data TEXT NOT NULL,"
                " is_valid INTEGER NOT NULL, updated_at TEXT NOT NULL)"
            )
            db.execute("CREATE INDEX IF NOT EXISTS by_goal ON trajectories(goal_norm)")

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            db = sqlite3.connect(self.path, timeout=self.timeout_s, isolation_level=None)
        except sqlite3.Error as exc:
            raise CacheError(f"cannot open cache store {self.path}: {exc}") from None
        try:
            db.execute(f"PRAGMA busy_timeout={int(self.timeout_s * 1000)}")
            yield db
        except sqlite3.DatabaseError as exc:
            raise CacheError(f"cache store {self.path}: {exc}") from None
        finally:
            db.close()

    @staticmethod
    def _row(name: str, cache: CacheFile) -> tuple[str, str | None, str, str, int, str]:
        return (
            name,
            cache.metadata.goal,
            _norm_goal(cache.metadata.goal),
            cache.to_json(indent=None),
            int(cache.metadata.is_valid),
            datetime.now(UTC).isoformat(timespec="seconds"),
        )

    def put(self, name: str, cache: CacheFile) -> None:
        """Store ``cache`` under ``name``, replacing one already there."""
        _check_name(name)
        cache.info.name = name
        with self._connect() as db:
            db.execute(
                "INSERT OR REPLACE INTO trajectories"
                " (name, goal, goal_norm, data, is_valid, updated_at) VALUES (?,?,?,?,?,?)",
                self._row(name, cache),
            )

    def _load(self, name: str, data: str) -> CacheFile:
        return cache_from_dict(json.loads(data), f"{self.path}:{name}")

    def get(self, name: str) -> CacheFile:
        with self._connect() as db:
            row = db.execute("SELECT data FROM trajectories WHERE name=?", (name,)).fetchone()
        if row is None:
            known = ", ".join(self.names()[:10]) or "none"
            raise CacheError(f"no cache named {name!r} in {self.path} (stored: {known})")
        return self._load(name, row[0])

    def names(self) -> list[str]:
        with self._connect() as db:
            return [r[0] for r in db.execute("SELECT name FROM trajectories ORDER BY name")]

    def find_by_goal(self, goal: str) -> tuple[str, CacheFile] | None:
        """The newest valid cache recorded for ``goal`` (case and spacing ignored)."""
        with self._connect() as db:
            row = db.execute(
                "SELECT name, data FROM trajectories WHERE goal_norm=?"
                " ORDER BY is_valid DESC, updated_at DESC LIMIT 1",
                (_norm_goal(goal),),
            ).fetchone()
        return None if row is None else (row[0], self._load(row[0], row[1]))

    def list(self) -> list[CacheSummary]:
        with self._connect() as db:
            rows = db.execute("SELECT name, data FROM trajectories ORDER BY name").fetchall()
        return [CacheSummary.of(name, self._load(name, data)) for name, data in rows]

    def update(self, name: str, change: Callable[[CacheFile], None]) -> CacheFile:
        """Apply ``change`` to the stored cache in one write transaction; return the result."""
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                row = db.execute("SELECT data FROM trajectories WHERE name=?", (name,)).fetchone()
                if row is None:
                    raise CacheError(f"no cache named {name!r} in {self.path}")
                cache = self._load(name, row[0])
                change(cache)
                db.execute(
                    "UPDATE trajectories SET goal=?, goal_norm=?, data=?, is_valid=?,"
                    " updated_at=? WHERE name=?",
                    (*self._row(name, cache)[1:], name),
                )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return cache

    def delete(self, name: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM trajectories WHERE name=?", (name,))

    def __repr__(self) -> str:
        return f"TrajectoryStore({str(self.path)!r})"


class JsonDirectoryStore:
    """Caches as ``<dir>/<name>.json`` reference-format files."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)

    def _path(self, name: str) -> Path:
        return self.directory / f"{_check_name(name)}.json"

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with open(self.directory / ".lock", "a+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def put(self, name: str, cache: CacheFile) -> None:
        cache.info.name = name
        with self._locked():
            save_trajectory(cache, self._path(name))

    def get(self, name: str) -> CacheFile:
        path = self._path(name)
        if not path.is_file():
            known = ", ".join(self.names()[:10]) or "none"
            raise CacheError(f"no cache named {name!r} in {self.directory} (stored: {known})")
        return load_trajectory(path)

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.directory.glob("*.json"))

    def find_by_goal(self, goal: str) -> tuple[str, CacheFile] | None:
        wanted = _norm_goal(goal)
        hits = [(n, self.get(n)) for n in self.names()]
        hits = [(n, c) for n, c in hits if _norm_goal(c.metadata.goal) == wanted]
        hits.sort(key=lambda nc: not nc[1].metadata.is_valid)
        return hits[0] if hits else None

    def list(self) -> list[CacheSummary]:
        return [CacheSummary.of(n, self.get(n)) for n in self.names()]

    def update(self, name: str, change: Callable[[CacheFile], None]) -> CacheFile:
        with self._locked():
            cache = self.get(name)
            change(cache)
            atomic_write(self._path(name), cache.to_json() + "\n")
        return cache

    def delete(self, name: str) -> None:
        with self._locked():
            self._path(name).unlink(missing_ok=True)

    def __repr__(self) -> str:
        return f"JsonDirectoryStore({str(self.directory)!r})"


def open_store(path: str | Path) -> TrajectoryStore | JsonDirectoryStore:
    """A directory (or a path without a suffix that is one) → JSON files; else SQLite."""
    p = Path(path)
    if p.is_dir() or (not p.exists() and p.suffix == ""):
        return JsonDirectoryStore(p)
    return TrajectoryStore(p)


def copy_store(source: Store, target: Store, names: list[str] | None = None) -> list[str]:
    """Copy caches (all, or ``names``) from one store to another; return what was copied."""
    wanted = names if names is not None else [s.name for s in source.list()]
    for name in wanted:
        target.put(name, source.get(name))
    return wanted
