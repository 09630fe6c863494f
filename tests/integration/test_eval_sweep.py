"""Sweeps end to end in real Chromium: failures recorded as rows, the CLI with its report,
and a sweep killed mid-way that ``--resume`` completes without re-running anything."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from _eval_suites import SUITE, write_suite
from _signal_helpers import alive_after, children, cmdline
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms
from vigil.eval.execute import Job, Worker
from vigil.eval.suite import Suite, parse_suite

pytestmark = [pytest.mark.browser, pytest.mark.parallel]

FAILING = """
name: failing
tasks:
  - file: switch.json
    name: unreachable
    start_url: http://127.0.0.1:9/nothing.html
  - file: switch.json
    name: renderer_crash
    start_url: chrome://crash
  - name: dead_model
    brain: {kind: openai, model: m, base_url: "http://127.0.0.1:9/v1"}
    instruction: Turn alerts on
    start_path: /lab/toggle_save.html
    success: {text: Saved}
  - file: switch.json
    name: too_slow
    timeout_s: 0.2
  - file: switch.json
    name: fine
"""


def _suite_dir(tmp_path: Path, text: str) -> Path:
    return write_suite(tmp_path, text)


@pytest.fixture(scope="module")
def worker(browser: Any) -> Iterator[Worker]:
    w = Worker(browser=browser)
    yield w
    w.close()


def test_failures_are_rows_with_reasons(tmp_path: Path, worker: Worker) -> None:
    path = _suite_dir(tmp_path, FAILING)
    suite: Suite = parse_suite(path.read_text(), str(path), tmp_path)
    arm = expand_arms(["perceptual_verify"])[1]
    rows = {
        t.name: worker.run(Job("failing", t, arm, 0, arm.config(RunConfig(done_gate=False))))
        for t in suite.tasks
    }
    unreachable = rows["unreachable"]
    assert unreachable.outcome == "error" and unreachable.success is False
    assert "could not open http://127.0.0.1:9/nothing.html" in (unreachable.error or "")
    crash = rows["renderer_crash"]
    assert crash.outcome in ("crash", "error") and crash.error and crash.success is False
    dead = rows["dead_model"]
    assert dead.outcome == "error" and "model server" in (dead.error or "")
    assert dead.success is False and dead.brain == "openai:m"
    slow = rows["too_slow"]
    assert slow.outcome == "timeout" and "timed out after" in (slow.error or "")
    fine = rows["fine"]  # the worker (and its browser) carried on after all of the above
    assert fine.outcome == "ok" and fine.success is True and fine.steps >= 1, fine


def _eval(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vigil", "eval", *args],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=cwd,
        env={**os.environ, "COLUMNS": "200"},
    )


def _rows(db: Path) -> dict[tuple[str, str, int], tuple[str, int | None]]:
    conn = sqlite3.connect(db)
    try:
        return {
            (t, a, r): (f, s)
            for t, a, r, f, s in conn.execute(
                "SELECT task, arm, repeat, finished_at, success FROM runs"
            )
        }
    except sqlite3.OperationalError:  # the sweep has not created its tables yet
        return {}
    finally:
        conn.close()


@pytest.mark.slow
def test_killed_sweep_resumes_only_the_missing_runs(tmp_path: Path) -> None:
    suite = _suite_dir(tmp_path, SUITE)
    db = tmp_path / "r.sqlite"
    args = [
        str(suite),
        "--matrix",
        "perceptual_verify",
        "--repeats",
        "1",
        "--workers",
        "1",
        "--db",
        str(db),
    ]
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", "eval", *args],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None:
        if db.exists() and len(_rows(db)) >= 2:
            break
        time.sleep(0.2)
    assert proc.poll() is None, "the sweep ended before it could be killed"
    workers = children(proc.pid)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    before = _rows(db)
    assert 2 <= len(before) < 6
    # Orphaned workers notice the closed pipe and exit on their own (with their browser).
    lingering = [pid for pid in workers if alive_after(pid, grace_s=120)]
    assert lingering == [], [cmdline(pid) for pid in lingering]

    refused = _eval(*args, cwd=tmp_path)
    assert refused.returncode == 2 and "pass --resume" in refused.stderr

    resumed = _eval(*args, "--resume", "--report", str(tmp_path / "report"), cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stderr
    assert f"{len(before)} already recorded, {6 - len(before)} to run" in resumed.stdout
    after = _rows(db)
    assert len(after) == 6
    assert all(after[k] == v for k, v in before.items())  # nothing recorded was re-run
    assert {s for _, s in after.values()} == {1}
    html = (tmp_path / "report" / "index.html").read_text()
    assert "perceptual_verify=on" in html and "Wilson" in html
    assert {p.name for p in (tmp_path / "report").glob("*.png")} == {
        "success.png",
        "steps.png",
        "wall.png",
        "warnings.png",
    }

    again = _eval(*args, "--resume", cwd=tmp_path)
    assert again.returncode == 0 and "nothing to do" in again.stdout
    assert _rows(db) == after
    assert "tiny: 6 runs" in again.stdout
