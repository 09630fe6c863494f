"""The SQLite results file: schema, one row per run, resumable keys, schema versioning."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from vigil.errors import ConfigError
from vigil.eval.results import SCHEMA_VERSION, ResultsDB, RunRow

ROW = RunRow(
    suite="lab",
    task="form_overlay",
    arm="perceptual_verify=on",
    repeat=0,
    toggles={"perceptual_verify": True, "loop_adaptive": True},
    brain="scripted",
    success=True,
    success_detail="dom text 'Message sent' present",
    agent_done=True,
    termination="done",
    outcome="ok",
    steps=4,
    warnings=1,
    nudges=0,
    loop_stops=0,
    done_rejections=0,
    wall_s=3.25,
    prompt_tokens=1200,
    completion_tokens=80,
    total_tokens=1280,
    worker="host:1",
    started_at="t0",
    finished_at="t1",
)


def test_schema(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    ResultsDB(path).close()
    conn = sqlite3.connect(path)
    cols = {r[1]: (r[2], r[3], r[5]) for r in conn.execute("PRAGMA table_info(runs)")}
    for name in (
        "suite",
        "task",
        "arm",
        "repeat",
        "success",
        "agent_done",
        "steps",
        "warnings",
        "nudges",
        "loop_stops",
        "wall_s",
        "prompt_tokens",
        "completion_tokens",
        "total_tokens",
        "error",
        "outcome",
        "termination",
        "toggles",
    ):
        assert name in cols, name
    pk = sorted((v[2], k) for k, v in cols.items() if v[2])
    assert [k for _, k in pk] == ["suite", "task", "arm", "repeat"]
    assert cols["success"][1] == 0 and cols["steps"][1] == 1  # success may be NULL: no check
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO runs (suite, task, arm, repeat, toggles, brain, success_detail, "
            "agent_done, termination, outcome, steps, warnings, nudges, loop_stops, "
            "done_rejections, wall_s, worker, started_at, finished_at) VALUES "
            "('s','t','a',0,'{}','b','',0,'done','exploded',0,0,0,0,0,0,'','','')"
        )
    conn.close()


def test_round_trip_keys_and_replace(tmp_path: Path) -> None:
    with ResultsDB(tmp_path / "r.sqlite") as db:
        db.add(ROW)
        unchecked = replace(
            ROW,
            repeat=1,
            success=None,
            total_tokens=None,
            prompt_tokens=None,
            completion_tokens=None,
            outcome="timeout",
            error="timed out",
        )
        db.add(unchecked)
        db.add(replace(ROW, suite="demo"))
        assert db.count() == 3
        assert db.keys("lab") == {ROW.key, unchecked.key}
        assert db.rows("lab") == [ROW, unchecked]
        db.add(replace(ROW, success=False))  # the same key again: the newer row wins
        assert db.count() == 3 and db.rows("lab")[0].success is False
        db.add_sweep("lab", ["perceptual_verify"], 2, 4, "local:2")
    with ResultsDB(tmp_path / "r.sqlite") as again:  # reopening keeps everything
        assert again.count() == 3


def test_other_schema_versions_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    ResultsDB(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version=99")
    conn.commit()
    conn.close()
    with pytest.raises(ConfigError, match="schema version 99"):
        ResultsDB(path)
