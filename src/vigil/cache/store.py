"""Where caches live: one SQLite file by default, a directory of JSON files for interchange.

Replays of one cache may run at once (an eval on a process pool, several agents sharing a
store), and each writes its attempt and its failures back. A write is a read-modify-write
of the cache's metadata, so it must be one transaction: :meth:`TrajectoryStore.update` takes
SQLite's write lock first (``BEGIN IMMEDIATE``), reads, applies the change and commits, and
the WAL journal lets readers go on meanwhile. Connections are opened per operation, so a
store object is safe to share between threads and to hand to forked workers.

:class:`JsonDirectoryStore` keeps one reference-format file per cache (``<name>.json``), so
another tool can read them; its updates hold an ``flock`` on a lock file beside them.

Both stores are created only by a write: opened with ``create=False`` (what every read of
the command line does) a missing store is a :class:`CacheError` saying so, instead of an
empty SQLite file or folder left behind by a typo. ``put(..., replace=False)`` refuses to
overwrite a stored trajectory, whose history (attempts, failures, an invalidation) would
otherwise be lost without a word.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import re
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from vigil._sqlite import read_only_uri
from vigil.cache.format import (
    CacheFile,
    atomic_write,
    cache_from_dict,
    load_trajectory,
    save_trajectory,
)
from vigil.errors import CacheError

logger = logging.getLogger(__name__)

__all__ = [
    "CacheSummary",
    "JsonDirectoryStore",
    "Store",
    "TrajectoryStore",
    "check_name",
    "check_writable",
    "copy_store",
    "open_store",
]

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")


def check_name(name: str) -> str:
    """``name`` when it can name a stored trajectory, else a :class:`CacheError`.

    Public so a caller can refuse a bad name *before* the work that produces the cache (a
    recording run takes seconds to minutes; failing on the name after it wastes the run).
    """
    if not _NAME_RE.match(name):
        raise CacheError(
            f"invalid cache name {name!r}: use letters, digits, '.', '_' and '-' (max 128)"
        )
    return name


_check_name = check_name


def _check_cache(cache: object) -> None:
    """A :class:`TypeError` for what ``put`` cannot store (a dict, a path), instead of an
    ``AttributeError`` from inside the store."""
    if not isinstance(cache, CacheFile):
        raise TypeError(
            "cache must be a CacheFile (load_trajectory, cache_from_dict, record_trajectory), "
            f"got {type(cache).__name__}"
        )


def _exists_error(name: str, where: Path, cache: CacheFile | None) -> CacheError:
    """The refusal to overwrite ``name``: what would be lost, and how to allow it."""
    if cache is None:
        what = "a stored trajectory"
    else:
        meta = cache.metadata
        valid = "valid" if meta.is_valid else f"invalid: {meta.invalidation_reason}"
        what = (
            f"{len(cache.trajectory)} steps, {meta.execution_attempts} attempts, "
            f"{len(meta.failures)} failures, {valid}"
        )
    return CacheError(
        f"a cache named {name!r} already exists in {where} ({what}); replacing it loses its "
        "history: pass --replace (or replace=True) to overwrite it"
    )


class _NotAStore(CacheError):
    """A SQLite file that is readable but not a trajectory store: no read-only retry."""


#: The columns every query of :class:`TrajectoryStore` reads or writes.
_COLUMNS = frozenset({"name", "goal", "goal_norm", "data", "is_valid", "updated_at"})


def _check_schema(db: sqlite3.Connection, path: Path, create: bool) -> None:
    """Refuse a SQLite file that is not a trajectory store before anything is written to it.

    ``--store`` may point at another tool's database (a browser's history, an agent's own
    ``trajectories`` table): adding a table to it and switching it to WAL, as a store's
    first write does, would change a file that is not Vigil's. A read (``create=False``)
    writes nothing to an empty file either; only a write turns one into a store."""
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    if "trajectories" in tables:
        columns = {r[1] for r in db.execute("PRAGMA table_info(trajectories)")}
        if columns >= _COLUMNS:
            return
        why = "its 'trajectories' table is not Vigil's (other columns)"
    elif tables:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        why = f"a SQLite database of something else (tables: {shown})"
    elif create:
        return
    else:
        why = "an empty database, nothing was stored in it"
    raise _NotAStore(
        f"{path} is not a trajectory store: {why}; it was left as it is, give another --store"
    )


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


#: What ``scan`` returns: the summaries that loaded, and one line per entry that did not.
_Scan = tuple[list[CacheSummary], list[str]]


class Store(Protocol):
    """What both stores offer."""

    def put(self, name: str, cache: CacheFile, *, replace: bool = True) -> None: ...
    def names(self) -> list[str]: ...
    def get(self, name: str) -> CacheFile: ...
    def find_by_goal(self, goal: str) -> tuple[str, CacheFile] | None: ...
    def list(self) -> list[CacheSummary]: ...
    def update(self, name: str, change: Callable[[CacheFile], None]) -> CacheFile: ...
    def delete(self, name: str) -> None: ...


class TrajectoryStore:
    """Caches in one SQLite file (WAL, one transaction per write)."""

    def __init__(self, path: str | Path, timeout_s: float = 30.0, *, create: bool = True) -> None:
        self.path = Path(path)
        self.timeout_s = timeout_s
        #: How to open the file: its path, or a read-only URI for a store that cannot be
        #: written (see :meth:`_open_read_only`).
        self._target: str | Path = self.path
        if self.path.is_dir():
            raise CacheError(
                f"{self.path} is a folder: TrajectoryStore takes a SQLite file; a folder of "
                "JSON cache files is a JsonDirectoryStore (open_store picks the kind)"
            )
        if not create and not self.path.is_file():
            raise CacheError(f"no such store: {self.path}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CacheError(
                f"cannot create the store {self.path}: {exc.strerror or exc}"
            ) from None
        try:
            self._prepare(create)
        except _NotAStore:
            raise
        except CacheError:
            if create:
                raise
            self._open_read_only(create)

    def _prepare(self, create: bool = True) -> None:
        with self._connect() as db:
            _check_schema(db, self.path, create)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(
                "CREATE TABLE IF NOT EXISTS trajectories ("
                " name TEXT PRIMARY KEY, goal TEXT, goal_norm TEXT, data TEXT NOT NULL,"
                " is_valid INTEGER NOT NULL, updated_at TEXT NOT NULL)"
            )
            db.execute("CREATE INDEX IF NOT EXISTS by_goal ON trajectories(goal_norm)")

    def _open_read_only(self, create: bool) -> None:
        """Read a store that cannot be written: a frozen cache on a read-only mount, or an
        immutable file. SQLite opens a WAL file only where it can make its shared-memory
        file beside it; ``mode=ro`` is tried first, then ``immutable=1``, which reads
        without locks (right for a file nobody can write; a file someone else writes
        meanwhile is theirs to keep consistent). Writes then fail as a :class:`CacheError`,
        and the CLI refuses them before a run (``check_writable``)."""
        uri = read_only_uri(self.path, "SELECT count(*) FROM trajectories", self.timeout_s)
        if uri is None:
            self._prepare(create)  # raises the plain open's error, the one worth reporting
            return
        self._target = uri
        logger.info("cache store %s is not writable: reading it with %s", self.path, uri)

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            uri = isinstance(self._target, str)
            db = sqlite3.connect(
                self._target, timeout=self.timeout_s, isolation_level=None, uri=uri
            )
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

    def put(self, name: str, cache: CacheFile, *, replace: bool = True) -> None:
        """Store ``cache`` under ``name``; with ``replace=False`` refuse (a :class:`CacheError`)
        when one is already there, in the same statement (no window for another writer)."""
        _check_name(name)
        _check_cache(cache)
        cache.info.name = name
        verb = "INSERT OR REPLACE" if replace else "INSERT"
        try:
            with self._connect() as db:
                db.execute(
                    f"{verb} INTO trajectories"
                    " (name, goal, goal_norm, data, is_valid, updated_at) VALUES (?,?,?,?,?,?)",
                    self._row(name, cache),
                )
        except CacheError as exc:
            if replace or "UNIQUE constraint" not in str(exc):
                raise
            try:
                existing: CacheFile | None = self.get(name)
            except CacheError:
                existing = None
            raise _exists_error(name, self.path, existing) from None

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

    def scan(self) -> _Scan:
        """Like :meth:`list`, but an entry that does not load is reported, not raised: one
        damaged cache must not hide every other one from ``vigil cache list``."""
        with self._connect() as db:
            rows = db.execute("SELECT name, data FROM trajectories ORDER BY name").fetchall()
        return _scan(rows, self._load)

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

    def __init__(self, directory: str | Path, *, create: bool = True) -> None:
        self.directory = Path(directory)
        if not create and not self.directory.is_dir():
            raise CacheError(f"no such store: {self.directory}")
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CacheError(
                f"cannot create the store folder {self.directory}: {exc.strerror or exc}"
            ) from None

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

    def put(self, name: str, cache: CacheFile, *, replace: bool = True) -> None:
        """Write ``<name>.json``; with ``replace=False`` refuse when it exists (checked under
        the store's lock, so two importers cannot both write it)."""
        path = self._path(name)
        _check_cache(cache)
        cache.info.name = name
        with self._locked():
            if not replace and path.exists():
                try:
                    existing: CacheFile | None = load_trajectory(path)
                except CacheError:
                    existing = None
                raise _exists_error(name, self.directory, existing)
            save_trajectory(cache, path)

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

    def scan(self) -> _Scan:
        """Like :meth:`list`, but a file that does not load is reported, not raised: a
        folder shared with other tools may hold one broken file among many good ones."""
        return _scan([(n, n) for n in self.names()], lambda name, _: self.get(name))

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


def _scan(rows: list[tuple[str, str]], load: Callable[[str, str], CacheFile]) -> _Scan:
    summaries: list[CacheSummary] = []
    problems: list[str] = []
    for name, data in rows:
        try:
            summaries.append(CacheSummary.of(name, load(name, data)))
        except CacheError as exc:
            problems.append(f"{name}: {exc}")
    return summaries, problems


def open_store(path: str | Path, *, create: bool = True) -> TrajectoryStore | JsonDirectoryStore:
    """A directory (or a path without a suffix that is one) → JSON files; else SQLite.

    ``create=False`` for reads: a missing store is a :class:`CacheError` ("no such store"),
    and nothing is created on disk.
    """
    p = Path(path)
    if p.is_dir() or (not p.exists() and p.suffix == ""):
        return JsonDirectoryStore(p, create=create)
    _refuse_cache_file(p)
    return TrajectoryStore(p, create=create)


def _refuse_cache_file(path: Path) -> None:
    """A :class:`CacheError` for a store path that names one JSON cache file: read as
    SQLite it is "not a database", and a new one would be a SQLite file named ``.json``
    that ``cache import`` and other tools then fail to read."""
    if path.suffix.lower() == ".json" and not path.is_dir():
        hint = (
            f"import it with `vigil cache import {path}`, or give its folder"
            if path.exists()
            else "name the SQLite file otherwise (.db), or give a folder"
        )
        raise CacheError(
            f"{path} names one cache file, not a store: a store is a SQLite file (such as "
            f"trajectories.db) or a folder of .json cache files; {hint}"
        )


def check_writable(path: str | Path) -> None:
    """A :class:`CacheError` when a write to the store at ``path`` would fail, found without
    writing anything to it: a replay or a recording takes a browser run to produce what it
    writes, and learning only then that the store is read-only throws that run away.

    The store itself is tried, not its permission bits (``os.access``): root passes those
    for an immutable file (``chattr +i``) or a directory in ``/proc``, and a write fails
    there all the same. A missing store is judged by the nearest folder that exists, where
    its first write would create it."""
    p = Path(path)
    _refuse_cache_file(p)
    where = f"write to the store {p}"
    try:
        if p.is_file():
            _try_sqlite_write(p)
        elif p.is_dir():
            _try_create_in(p)
            with open(p / ".lock", "a+"):
                pass
        else:
            folder = _nearest_existing(p)
            where = f"create the store {p} (in {folder})"
            _try_create_in(folder)
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CacheError(f"cannot {where}: {reason}") from None


def _try_sqlite_write(path: Path) -> None:
    """Write the header's ``user_version`` back unchanged and roll it back. SQLite opens a
    file it cannot write read-only without a word, and in WAL mode even takes the write lock
    (``BEGIN IMMEDIATE``) on it: only a statement that changes a page is refused."""
    db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            db.execute(f"PRAGMA user_version={version}")
        finally:
            db.execute("ROLLBACK")
    finally:
        db.close()


def _try_create_in(folder: Path) -> None:
    fd, name = tempfile.mkstemp(prefix=".vigil-write-check-", dir=folder)
    os.close(fd)
    os.unlink(name)


def _nearest_existing(path: Path) -> Path:
    """The closest ancestor of ``path`` that exists; a :class:`CacheError` when it is a
    file (the store's folder could not be made under it)."""
    for parent in path.absolute().parents:
        if parent.exists():
            if not parent.is_dir():
                raise CacheError(f"cannot create the store {path}: {parent} is a file")
            return parent
    return Path(path.absolute().anchor)


def copy_store(
    source: Store, target: Store, names: list[str] | None = None, *, replace: bool = True
) -> list[str]:
    """Copy caches (all, or ``names``) from one store to another; return what was copied.

    With ``replace=False`` nothing is copied when any of them is already in ``target``: the
    refusal names every one, and a half-done import is not left behind.
    """
    wanted = names if names is not None else [s.name for s in source.list()]
    if not replace:
        taken = sorted(set(wanted) & set(target.names()))
        if taken:
            raise CacheError(
                f"already stored in the target: {len(taken)} of the {len(wanted)} to copy "
                f"({', '.join(taken)}); replacing them loses their history: pass --replace "
                "(or replace=True) to overwrite them"
            )
    for name in wanted:
        target.put(name, source.get(name), replace=replace)
    return wanted
