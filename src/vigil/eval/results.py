"""Sweep results in SQLite: one row per run, written as each run finishes.

One writer (the sweep's driver process) commits every row on its own, with WAL journaling,
so a sweep killed at any moment leaves every finished run on disk and nothing half-written;
``--resume`` then runs only the ``(suite, task, arm, repeat)`` keys that have no row. A run
that failed (crashed browser, timeout, brain error) has a row too, with its ``outcome`` and
``error``: failures are data and are not re-run on resume.

Schema (``PRAGMA user_version`` = :data:`SCHEMA_VERSION`)::

    runs(suite, task, arm, repeat,            -- primary key
         toggles JSON, brain, success 0/1/NULL (NULL: the task has no check),
         success_detail, agent_done 0/1, termination, outcome ok|error|timeout|crash,
         steps, warnings, nudges, loop_stops, done_rejections, wall_s,
         prompt_tokens, completion_tokens, total_tokens (NULL: the brain reports none),
         error, final_url, worker, started_at, finished_at)
    sweeps(id, suite, matrix JSON, repeats, jobs, started_at, backend)
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from vigil._sqlite import read_only_uri
from vigil.errors import ConfigError

__all__ = ["OUTCOMES", "SCHEMA_VERSION", "ResultsDB", "RunRow", "utc_now"]

SCHEMA_VERSION = 1
OUTCOMES = ("ok", "error", "timeout", "crash")


def utc_now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


@dataclass(frozen=True, slots=True)
class RunRow:
    """One run's outcome; the unit every backend returns and every report reads."""

    suite: str
    task: str
    arm: str
    repeat: int
    toggles: dict[str, bool]
    brain: str
    success: bool | None
    success_detail: str
    agent_done: bool
    termination: str
    outcome: str
    steps: int
    warnings: int
    nudges: int
    loop_stops: int
    done_rejections: int
    wall_s: float
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    total_tokens: int | None = None
    error: str | None = None
    final_url: str | None = None
    worker: str = ""
    started_at: str = ""
    finished_at: str = ""

    @property
    def key(self) -> tuple[str, str, str, int]:
        return (self.suite, self.task, self.arm, self.repeat)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_COLUMNS = [f.name for f in fields(RunRow)]
_TYPES = {
    "repeat": "INTEGER NOT NULL",
    "success": "INTEGER",
    "agent_done": "INTEGER NOT NULL",
    "steps": "INTEGER NOT NULL",
    "warnings": "INTEGER NOT NULL",
    "nudges": "INTEGER NOT NULL",
    "loop_stops": "INTEGER NOT NULL",
    "done_rejections": "INTEGER NOT NULL",
    "wall_s": "REAL NOT NULL",
    "prompt_tokens": "INTEGER",
    "completion_tokens": "INTEGER",
    "total_tokens": "INTEGER",
    "error": "TEXT",
    "final_url": "TEXT",
}
_NOT_NULL_TEXT = {"suite", "task", "arm", "toggles", "brain", "termination", "outcome"}
_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS runs (
  {
    ", ".join(
        f"{c} {_TYPES.get(c, 'TEXT NOT NULL' if c in _NOT_NULL_TEXT else 'TEXT')}" for c in _COLUMNS
    )
},
  PRIMARY KEY (suite, task, arm, repeat),
  CHECK (outcome IN {OUTCOMES!r})
);
CREATE TABLE IF NOT EXISTS sweeps (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  suite TEXT NOT NULL,
  matrix TEXT NOT NULL,
  repeats INTEGER NOT NULL,
  jobs INTEGER NOT NULL,
  backend TEXT NOT NULL,
  started_at TEXT NOT NULL
);
"""


def _to_sql(row: RunRow) -> tuple[Any, ...]:
    values = []
    for name in _COLUMNS:
        v = getattr(row, name)
        if name == "toggles":
            v = json.dumps(v, sort_keys=True)
        elif isinstance(v, bool):
            v = int(v)
        values.append(v)
    return tuple(values)


def _from_sql(record: sqlite3.Row) -> RunRow:
    data = {name: record[name] for name in _COLUMNS}
    data["toggles"] = json.loads(data["toggles"])
    data["success"] = None if data["success"] is None else bool(data["success"])
    data["agent_done"] = bool(data["agent_done"])
    return RunRow(**data)


def _open_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection (:func:`vigil._sqlite.read_only_uri`); the plain open's
    error when the file cannot be read that way either."""
    uri = read_only_uri(path, "SELECT COUNT(*) FROM runs")
    if uri is None:
        raise sqlite3.OperationalError(f"{path}: cannot be opened read-only either")
    conn = sqlite3.connect(uri, uri=True, timeout=30.0)
    conn.row_factory = sqlite3.Row
    return conn


class ResultsDB:
    """The results file. Open it with ``with ResultsDB(path) as db:``."""

    def __init__(self, path: str | Path) -> None:
        """Open (or create) the file for writing; a results file that cannot be written
        (read-only file or folder) is opened for reading, with :attr:`readonly` set, so a
        finished sweep can still be reported from it."""
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        #: True when the file could only be opened for reading: :meth:`add` would fail.
        self.readonly = False
        self._conn = sqlite3.connect(str(self.path), timeout=30.0)
        self._conn.row_factory = sqlite3.Row
        self._check_version()
        try:
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.executescript(_SCHEMA)
            self._conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            self._conn.commit()
        except sqlite3.OperationalError as exc:
            if "readonly" not in str(exc) or not self._has_runs():
                self._conn.close()
                raise
            self._conn.close()
            self._conn = _open_readonly(self.path)
            self.readonly = True

    def _has_runs(self) -> bool:
        return bool(
            self._conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type='table' AND name='runs'"
            ).fetchone()
        )

    def _check_version(self) -> None:
        version = self._conn.execute("PRAGMA user_version").fetchone()[0]
        if self._has_runs() and version != SCHEMA_VERSION:
            self._conn.close()
            raise ConfigError(
                f"{self.path}: results schema version {version}, this Vigil writes "
                f"{SCHEMA_VERSION}; use a new --db file"
            )

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> ResultsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._conn:
            yield self._conn

    def add(self, row: RunRow) -> None:
        """Insert (or replace: a re-run of the same key wins) one run and commit it."""
        marks = ", ".join("?" for _ in _COLUMNS)
        with self._tx() as conn:
            conn.execute(
                f"INSERT OR REPLACE INTO runs ({', '.join(_COLUMNS)}) VALUES ({marks})",
                _to_sql(row),
            )

    def add_sweep(
        self, suite: str, matrix: Iterable[str], repeats: int, jobs: int, backend: str
    ) -> None:
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO sweeps (suite, matrix, repeats, jobs, backend, started_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (suite, json.dumps(list(matrix)), repeats, jobs, backend, utc_now()),
            )

    def keys(self, suite: str) -> set[tuple[str, str, str, int]]:
        cur = self._conn.execute(
            "SELECT suite, task, arm, repeat FROM runs WHERE suite = ?", (suite,)
        )
        return {(r[0], r[1], r[2], int(r[3])) for r in cur}

    def rows(self, suite: str | None = None) -> list[RunRow]:
        if suite is None:
            cur = self._conn.execute("SELECT * FROM runs ORDER BY suite, task, arm, repeat")
        else:
            cur = self._conn.execute(
                "SELECT * FROM runs WHERE suite = ? ORDER BY task, arm, repeat", (suite,)
            )
        return [_from_sql(r) for r in cur]

    def count(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0])
