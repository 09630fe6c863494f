"""TrajectoryStore (SQLite) and JsonDirectoryStore: lookups, export/import, concurrent writers."""

from __future__ import annotations

import multiprocessing
import sqlite3
import threading
from pathlib import Path

import pytest

from vigil import JsonDirectoryStore, TrajectoryStore
from vigil.cache.format import CachedStep, CacheFile, CacheMetadata
from vigil.cache.store import copy_store, open_store
from vigil.errors import CacheError


def cache(goal: str = "Buy the blue mug") -> CacheFile:
    return CacheFile(
        metadata=CacheMetadata(goal=goal),
        trajectory=[
            CachedStep(
                input={"action": "left_click", "coordinate": [10, 20]},
                visual_representation="8000000000000000",
            )
        ],
    )


@pytest.fixture(params=["sqlite", "json"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> TrajectoryStore | JsonDirectoryStore:
    if request.param == "sqlite":
        return TrajectoryStore(tmp_path / "c.db")
    return JsonDirectoryStore(tmp_path / "caches")


def test_put_get_list_find_delete(store: TrajectoryStore | JsonDirectoryStore) -> None:
    store.put("buy", cache())
    store.put("login", cache("Log in"))
    got = store.get("buy")
    assert got.trajectory[0].visual_representation == "8000000000000000"
    assert got.name == "buy"
    assert [s.name for s in store.list()] == ["buy", "login"]
    hit = store.find_by_goal("  buy THE blue   mug ")
    assert hit is not None and hit[0] == "buy"
    assert store.find_by_goal("nothing like it") is None
    store.delete("login")
    with pytest.raises(CacheError, match=r"no cache named 'login'.*stored: buy"):
        store.get("login")
    with pytest.raises(CacheError, match="invalid cache name"):
        store.put("../escape", cache())


def test_update_records_history(store: TrajectoryStore | JsonDirectoryStore) -> None:
    store.put("buy", cache())

    def fail(c: CacheFile) -> None:
        c.record_attempt()
        c.record_failure(0, "Visual validation failed at step 0")

    for _ in range(3):
        store.update("buy", fail)
    summary = store.list()[0]
    assert (summary.attempts, summary.failures, summary.is_valid) == (3, 3, False)
    assert summary.invalidation_reason == "step 0 failed 3 times"
    assert summary.last_outcome == "failed"
    with pytest.raises(CacheError):
        store.update("nope", fail)


def test_export_import_between_kinds(tmp_path: Path) -> None:
    db = TrajectoryStore(tmp_path / "a.db")
    db.put("buy", cache())
    db.put("login", cache("Log in"))
    folder = JsonDirectoryStore(tmp_path / "export")
    assert copy_store(db, folder) == ["buy", "login"]
    assert (tmp_path / "export" / "buy.json").is_file()
    again = TrajectoryStore(tmp_path / "b.db")
    copy_store(folder, again, ["login"])
    assert again.names() == ["login"]
    assert again.get("login").to_dict() == db.get("login").to_dict()
    assert isinstance(open_store(tmp_path / "export"), JsonDirectoryStore)
    assert isinstance(open_store(tmp_path / "x.db"), TrajectoryStore)


def test_sqlite_is_wal(tmp_path: Path) -> None:
    TrajectoryStore(tmp_path / "c.db")
    with sqlite3.connect(tmp_path / "c.db") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _attempt(c: CacheFile) -> None:
    c.record_attempt()


def test_threads_lose_no_attempt(store: TrajectoryStore | JsonDirectoryStore) -> None:
    store.put("buy", cache())
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(15):
                store.update("buy", _attempt)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert store.get("buy").metadata.execution_attempts == 90


def _process_writer(path: str, kind: str, n: int) -> None:
    target = TrajectoryStore(path) if kind == "sqlite" else JsonDirectoryStore(path)
    for i in range(n):
        if i % 5 == 0:
            target.update("buy", lambda c: c.record_failure(7, "x"))
        else:
            target.update("buy", _attempt)


@pytest.mark.parametrize("kind", ["sqlite", "json"])
def test_four_processes_lose_nothing(tmp_path: Path, kind: str) -> None:
    path = tmp_path / ("c.db" if kind == "sqlite" else "caches")
    first = TrajectoryStore(path) if kind == "sqlite" else JsonDirectoryStore(path)
    first.put("buy", cache())
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_process_writer, args=(str(path), kind, 20)) for _ in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
        assert p.exitcode == 0
    final = first.get("buy")
    assert final.metadata.execution_attempts == 4 * 16
    assert len(final.metadata.failures) == 4 * 4
    assert sorted(f.failure_count_at_step for f in final.metadata.failures) == list(range(1, 17))


# -- reads create nothing; writes refuse to overwrite history unless asked -------------------
@pytest.mark.parametrize("name", ["nodir/nosuch.db", "nosuch"])
def test_reading_a_missing_store_creates_nothing(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    with pytest.raises(CacheError, match="no such store"):
        open_store(path, create=False)
    assert list(tmp_path.iterdir()) == []
    open_store(path)  # a write creates it
    assert open_store(path, create=False).names() == []


def test_put_without_replace_keeps_the_history(store: TrajectoryStore | JsonDirectoryStore) -> None:
    store.put("buy", cache())
    store.update("buy", lambda c: c.record_failure(0, "moved"))
    store.update("buy", lambda c: c.invalidate("checkout redesigned"))
    with pytest.raises(CacheError, match=r"already exists .*1 failures, invalid: checkout"):
        store.put("buy", cache(), replace=False)
    kept = store.get("buy").metadata
    assert not kept.is_valid and len(kept.failures) == 1
    store.put("new", cache(), replace=False)  # a new name is fine
    store.put("buy", cache(), replace=True)
    assert store.get("buy").metadata.is_valid


def test_copy_without_replace_copies_nothing_on_a_clash(tmp_path: Path) -> None:
    source = JsonDirectoryStore(tmp_path / "src")
    source.put("a", cache())
    source.put("b", cache())
    target = TrajectoryStore(tmp_path / "t.db")
    target.put("b", cache("kept"))
    with pytest.raises(CacheError, match=r"1 of the 2 to copy \(b\)"):
        copy_store(source, target, replace=False)
    assert target.names() == ["b"] and target.get("b").metadata.goal == "kept"


def test_scan_reports_a_broken_file_and_lists_the_rest(tmp_path: Path) -> None:
    folder = JsonDirectoryStore(tmp_path / "caches")
    folder.put("good", cache())
    (tmp_path / "caches" / "broken.json").write_text("{bad")
    rows, problems = folder.scan()
    assert [r.name for r in rows] == ["good"]
    assert (
        len(problems) == 1 and problems[0].startswith("broken:") and "not valid JSON" in problems[0]
    )
