"""Faults a demanding new user hit in the trajectory cache (no browser): each ends as one
clear error and leaves every file as it was.

* a read of another tool's SQLite file (``--store history.db``) added Vigil's table to it
  and switched it to WAL;
* ``--store x.json`` (one cache file) was "file is not a database", and a write made a
  SQLite file named ``.json``; ``cache import store.db`` said "not UTF-8 text";
* ``--param k=1 --param k=2`` let the last value win without a word;
* a NaN threshold passed every hash check; a string or a negative one failed late or
  cryptically; ``CachedBrain`` took a decoded cache file (a dict) for a list of its keys;
* ``save_trajectory`` to a folder left the user an ``IsADirectoryError`` about a temporary
  file in the folder's parent; ``put``/``save_trajectory`` of a dict an ``AttributeError``;
* a replay whose steps all passed but that ended short of the recorded task's goal (a wrong
  ``--param`` password) was ``completed``.
"""

from __future__ import annotations

import json
import math
import sqlite3
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from vigil import CachedBrain, capture_representation, load_trajectory, validate_step
from vigil.cache.format import CachedStep, CacheFile, CacheMetadata, save_trajectory
from vigil.cache.modes import finish_run, plan_mode, replay_status
from vigil.cache.store import JsonDirectoryStore, TrajectoryStore, open_store
from vigil.cli import app
from vigil.envs.base import Task
from vigil.errors import CacheError
from vigil.runner import RunResult

runner = CliRunner()
P = (100, 100)


def a_cache() -> CacheFile:
    return CacheFile(
        metadata=CacheMetadata(goal="Sign in"),
        trajectory=[CachedStep(input={"action": "type", "text": "{{email}}"})],
        cache_parameters={"email": "who signs in"},
    )


def foreign_db(path: Path, ddl: str) -> bytes:
    db = sqlite3.connect(path)
    db.execute(ddl)
    db.commit()
    db.close()
    return path.read_bytes()


@pytest.mark.parametrize(
    ("ddl", "why"),
    [
        ("CREATE TABLE history(url TEXT)", r"something else \(tables: history\)"),
        ("CREATE TABLE trajectories(id INT, steps TEXT)", "not Vigil's"),
    ],
)
def test_a_foreign_sqlite_file_is_refused_and_left_as_it_was(
    tmp_path: Path, ddl: str, why: str
) -> None:
    path = tmp_path / "other.db"
    before = foreign_db(path, ddl)
    for args in (
        ["cache", "list", "--store", str(path)],
        ["replay", "x", "--store", str(path), "--json"],
        ["cache", "import", str(tmp_path / "c.json"), "--store", str(path)],
    ):
        if args[1] == "import":
            save_trajectory(a_cache(), tmp_path / "c.json")
        out = runner.invoke(app, args)
        assert out.exit_code == 2, out.output
        assert "is not a trajectory store" in out.output
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.json", "other.db"]  # no -wal
    with pytest.raises(CacheError, match=why):
        TrajectoryStore(path)


def test_an_empty_file_is_not_read_as_a_store_but_a_write_makes_it_one(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    path.touch()
    out = runner.invoke(app, ["cache", "list", "--store", str(path)])
    assert out.exit_code == 2 and "an empty database" in out.output
    assert path.stat().st_size == 0
    save_trajectory(a_cache(), tmp_path / "c.json")
    out = runner.invoke(app, ["cache", "import", str(tmp_path / "c.json"), "--store", str(path)])
    assert out.exit_code == 0, out.output
    assert TrajectoryStore(path, create=False).names() == ["c"]


def test_a_json_file_as_store_is_refused_and_nothing_is_created(tmp_path: Path) -> None:
    one = save_trajectory(a_cache(), tmp_path / "one.json")
    before = one.read_bytes()
    out = runner.invoke(app, ["replay", "one", "--store", str(one), "--json"])
    assert out.exit_code == 2
    message = json.loads(out.output)["message"]
    assert "names one cache file, not a store" in message and "vigil cache import" in message
    assert one.read_bytes() == before
    new = tmp_path / "new.json"
    out = runner.invoke(app, ["cache", "import", str(one), "--store", str(new)])
    assert out.exit_code == 2 and "not a store" in out.output
    assert not new.exists()
    with pytest.raises(CacheError, match="not a store"):
        open_store(new)


def test_importing_a_sqlite_store_as_a_file_says_what_it_is(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    TrajectoryStore(db).put("buy", a_cache())
    with pytest.raises(CacheError, match="is a SQLite database"):
        load_trajectory(db)
    out = runner.invoke(app, ["cache", "import", str(db), "--store", str(tmp_path / "t.db")])
    assert out.exit_code == 2 and "vigil cache export" in out.output
    assert not (tmp_path / "t.db").exists()


def test_a_folder_is_not_a_sqlite_store(tmp_path: Path) -> None:
    with pytest.raises(CacheError, match=r"is a folder.*JsonDirectoryStore"):
        TrajectoryStore(tmp_path)


def test_a_parameter_given_twice_with_two_values_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    TrajectoryStore(db).put("buy", a_cache())
    args = ["replay", "buy", "--store", str(db), "--param", "email=a@b.c"]
    out = runner.invoke(app, [*args, "--param", "email=x@y.z", "--json"])
    assert out.exit_code == 2
    assert "--param email is given twice ('a@b.c' and 'x@y.z')" in json.loads(out.output)["message"]
    # record refuses it before any browser starts
    twice = ["--param", "a=1", "--param", "a=2"]
    out = runner.invoke(app, ["record", "happy_path", "--name", "r", "--store", str(db), *twice])
    assert out.exit_code == 2 and "given twice" in out.output
    assert TrajectoryStore(db).names() == ["buy"]


@pytest.mark.parametrize(
    ("threshold", "error"),
    [(math.nan, ValueError), (-1, ValueError), ("10", TypeError), (True, TypeError)],
)
def test_a_threshold_that_is_not_a_distance_is_refused(threshold: Any, error: type) -> None:
    frame = np.full((200, 200, 3), 255, np.uint8)
    rep = capture_representation(frame, P)
    with pytest.raises(error, match="threshold"):
        validate_step(rep, frame, P, threshold=threshold)
    with pytest.raises(error, match="threshold"):
        CachedBrain(a_cache(), threshold=threshold)


def test_a_nan_threshold_no_longer_passes_a_changed_region() -> None:
    """The fault itself: no distance is greater than NaN, so every hash check passed."""
    before = np.full((200, 200, 3), 255, np.uint8)
    after = before.copy()
    after[60:140, 60:140] = 0
    rep = capture_representation(before, P, method="phash")
    with pytest.raises(ValueError, match="threshold must be >= 0, got nan"):
        validate_step(rep, after, P, threshold=math.nan)


@pytest.mark.parametrize("representation", ["c3a59b2ed0e1f2a4", {"hash": "c3a59b2ed0e1f2a4"}])
def test_a_representation_of_the_wrong_type_names_the_way_to_make_one(
    representation: Any,
) -> None:
    frame = np.zeros((200, 200, 3), np.uint8)
    with pytest.raises(TypeError, match=r"from_hex.*got (str|dict)"):
        validate_step(representation, frame, P)


def test_cached_brain_reads_a_decoded_cache_file(tmp_path: Path) -> None:
    data = json.loads(a_cache().to_json())
    brain = CachedBrain(data, params={"email": "a@b.c"})
    assert brain.cache.trajectory[0].input["text"] == "{{email}}"
    with pytest.raises(CacheError, match="metadata has no 'version'"):
        CachedBrain({"metadata": {}, "trajectory": []})
    with pytest.raises(TypeError, match=r"trajectory must be a CacheFile.*NoneType"):
        CachedBrain(None)  # type: ignore[arg-type]


def test_save_to_a_folder_is_a_cache_error_and_leaves_nothing_behind(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(CacheError, match="is a folder"):
        save_trajectory(a_cache(), folder)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert list(folder.iterdir()) == []


def test_a_dict_is_not_stored_or_saved(tmp_path: Path) -> None:
    data = json.loads(a_cache().to_json())
    with pytest.raises(TypeError, match="cache_file must be a CacheFile"):
        save_trajectory(data, tmp_path / "c.json")  # type: ignore[arg-type]
    for store in (TrajectoryStore(tmp_path / "c.db"), JsonDirectoryStore(tmp_path / "d")):
        with pytest.raises(TypeError, match="cache must be a CacheFile"):
            store.put("c", data)  # type: ignore[arg-type]
        assert store.names() == []


def _done(achieved: bool | None) -> RunResult:
    """A run that declared DONE after replaying every step, with its success check's result."""
    return RunResult(
        run_id="r",
        started_at="2026-11-29T00:00:00Z",
        task=Task(goal="Sign in").to_dict(),
        success=True,
        termination_reason="done",
        achieved=achieved,
        achieved_detail="url '/signin.html' does not match '/account.html*'",
    )


def test_a_replay_that_missed_the_goal_is_an_error_and_counts(tmp_path: Path) -> None:
    store = TrajectoryStore(tmp_path / "c.db")
    cache = a_cache()
    cache.info.success = {"url": "/account.html*"}
    store.put("signin", cache)
    brain = CachedBrain(store.get("signin"), params={"email": "a@b.c"})
    plan = plan_mode("execute", store.get("signin"))
    status, message = replay_status(_done(False), brain)
    assert status == "error" and "success check failed (url '/signin.html'" in message
    stored = finish_run(store, "signin", plan, _done(False), brain, None)
    assert stored is not None
    assert (stored.metadata.execution_attempts, len(stored.metadata.failures)) == (1, 1)
    assert stored.info.successes == 0
    assert replay_status(_done(True), brain)[0] == "completed"
    assert replay_status(_done(None), brain)[0] == "completed"  # no check recorded


def test_a_stored_success_check_is_read_with_the_file(tmp_path: Path) -> None:
    data = json.loads(a_cache().to_json())
    data["metadata"]["vigil"] = {"success": {"ur": "/account.html"}}
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CacheError, match=r"metadata\.vigil\.success.*unknown key 'ur'"):
        load_trajectory(path)
