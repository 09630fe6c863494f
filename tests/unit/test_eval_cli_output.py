"""What ``vigil eval`` prints and writes, at 80 columns, without a browser: the backend is
replaced by one that makes up rows (so the layout, the interrupt path, summary.json and the
flags are tested in a second), plus one real interrupted sweep in Chromium."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from _eval_suites import write_suite
from _signal_helpers import alive_after, children, cmdline, default_sigint
from vigil.cli import app, eval_cmd
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms
from vigil.eval.execute import Job
from vigil.eval.report import ReportInfo, render_tables, summarize, write_html
from vigil.eval.results import ResultsDB, RunRow
from vigil.eval.stats import flags
from vigil.eval.suite import BrainSpec, TaskSpec
from vigil.eval.sweep import SweepPlan

MATRIX = "perceptual_verify,loop_adaptive"


def _fake_row(job: Job, i: int) -> RunRow:
    """A plausible run: perceptual_verify on wins most tasks, every fifth ON run errors,
    ON runs take three times as long (a ``slower`` flag whenever time is compared)."""
    on = dict(job.arm.settings).get("perceptual_verify", False)
    error = on and i % 5 == 0
    return RunRow(
        suite=job.suite,
        task=job.task.name,
        arm=job.arm.name,
        repeat=job.repeat,
        toggles=dict(job.arm.settings),
        brain="scripted",
        success=(on or i % 3 == 0) and not error,
        success_detail="",
        agent_done=True,
        termination="done",
        outcome="timeout" if error else "ok",
        steps=7,
        warnings=int(on),
        nudges=1,
        loop_stops=0,
        done_rejections=0,
        wall_s=15.0 if on else 5.0,
        total_tokens=123456,
        error="too slow" if error else None,
        started_at="2026-11-28T01:00:00.000000Z",
        finished_at="2026-11-28T01:00:05.000000Z",
    )


def _fake_sweep(stop_after: int | None = None) -> Callable[..., None]:
    def run_sweep(plan: SweepPlan, db: ResultsDB, *, on_row: Any, **_: Any) -> None:
        for i, job in enumerate(plan.todo):
            if stop_after is not None and i == stop_after:
                raise KeyboardInterrupt
            row = _fake_row(job, i)
            db.add(row)
            on_row(row)

    return run_sweep


def _invoke(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *args: str, stop_after: int | None = None
) -> tuple[int, str, str]:
    """``vigil eval demo`` with the fake backend, its consoles 80 columns wide."""
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(eval_cmd, "run_sweep", _fake_sweep(stop_after))
    monkeypatch.setattr(eval_cmd, "console", Console(file=out, width=80))
    monkeypatch.setattr(eval_cmd, "err_console", Console(file=err, width=80))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        app, ["eval", "demo", "--matrix", MATRIX, "--db", "r.sqlite", *args]
    )
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, out.getvalue(), err.getvalue()


def test_tables_fit_80_columns_without_cutting_numbers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, out, _ = _invoke(monkeypatch, tmp_path, "--repeats", "2")
    assert code == 0, out
    assert "…" not in out  # the ellipsis is how rich cut "[10–72]" to "[10–7…"
    assert max(len(line) for line in out.splitlines()) <= 80
    for number in ("10/12 83%", "55–95%", "14–61%", "1481472", "0 / 6", "+50 pts", "0.031"):
        assert number in out, number
    assert "2 (2t)" in out  # errors with their timeouts, explained in the caption
    assert "t timeouts" in out and "pv = perceptual_verify" in " ".join(out.split())


def test_three_toggles_still_fit(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(eval_cmd, "run_sweep", _fake_sweep())
    out = io.StringIO()
    monkeypatch.setattr(eval_cmd, "console", Console(file=out, width=80))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        app, ["eval", "demo", "--matrix", f"{MATRIX},done_gate", "--db", "r.sqlite"]
    )
    assert result.exit_code == 0, out.getvalue()
    text = out.getvalue()
    assert "…" not in text and max(len(line) for line in text.splitlines()) <= 80
    assert "dg = done_gate" in " ".join(text.split()) and "pv+ la+ dg+" in text


def test_wording_and_finished_sweep(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    code, out, _ = _invoke(monkeypatch, tmp_path)
    assert code == 0
    assert "× 1 repeat =" in out and "1 repeats" not in out
    # The same command again: nothing left to run is not an error and not a --resume hint.
    code, out, err = _invoke(monkeypatch, tmp_path)
    assert code == 0, err
    assert "this sweep is complete, all 24 runs are in r.sqlite" in out
    assert "--report DIR" in out and "pass --resume" not in out + err
    code, out, _ = _invoke(monkeypatch, tmp_path, "--report", "rep")
    assert code == 0 and "report: rep/index.html" in out
    assert (tmp_path / "rep" / "summary.json").is_file()


def test_interrupt_says_what_was_saved_and_writes_a_partial_report(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, out, err = _invoke(monkeypatch, tmp_path, "--report", "rep", stop_after=2)
    assert code == 130
    assert "interrupted: 2/24 runs saved in r.sqlite; rerun with --resume to finish" in err
    assert "partial report: rep/index.html" in err
    data = json.loads((tmp_path / "rep" / "summary.json").read_text())
    assert data["partial"] is True and data["runs"] == 2 and data["planned_runs"] == 24
    page = (tmp_path / "rep" / "index.html").read_text()
    assert "Partial report" in page and "(partial)" in page
    code, out, _ = _invoke(monkeypatch, tmp_path, "--resume")
    assert code == 0 and "2 already recorded, 22 to run" in out


def test_summary_json_holds_the_per_arm_statistics(tmp_path: Path) -> None:
    arms = expand_arms(["perceptual_verify"])
    rows = [
        replace(_fake_row(_job(arm, task, rep), 1), success=ok)
        for arm, ok in zip(arms, (False, True), strict=True)
        for task in ("a", "b")
        for rep in range(3)
    ]
    info = ReportInfo(backend="2 local workers", db="r.sqlite", planned=12)
    page = write_html(summarize(rows, "s"), rows, tmp_path, info).read_text()
    data = json.loads((tmp_path / "summary.json").read_text())
    assert (
        data["partial"] is False and data["repeats"] == 3 and data["backend"] == "2 local workers"
    )
    on = data["arms"][1]
    assert on["arm"] == "perceptual_verify=on" and on["short"] == "pv+"
    assert (on["successes"], on["checked"], on["rate"]) == (6, 6, 1.0)
    assert on["wilson95"][0] == pytest.approx(0.6097, abs=1e-3) and on["wilson95"][1] == 1.0
    comp = data["comparisons"][0]
    assert (comp["only_off"], comp["only_on"], comp["p_value"]) == (0, 6, pytest.approx(1 / 32))
    assert data["per_task"]["a"]["perceptual_verify=off"] == {"successes": 0, "runs": 3}
    # The HTML: short arm labels with a legend, what the box plots' marks are, provenance.
    assert '<th><span title="perceptual_verify=on">pv+</span></th>' in page
    assert "pv = perceptual_verify" in page and "orange line = median" in page
    assert "3 repeats per task and arm" in page and "run on 2 local workers" in page
    assert "b=0 c=3" not in page  # 3 pairs per task: too few for a per-task test


def _job(arm: Any, task: str, rep: int) -> Job:
    spec = TaskSpec(name=task, goal="g", brain=BrainSpec(), success=None)
    return Job("s", spec, arm, rep, RunConfig())


def test_wall_time_is_not_compared_from_single_runs() -> None:
    arms = expand_arms(["perceptual_verify"])

    def rows(repeats: int) -> list[RunRow]:
        return [_fake_row(_job(arm, "t", rep), 1) for arm in arms for rep in range(repeats)]

    one = summarize(rows(1), "s")
    assert one.comparisons[0].task_flags == {} and one.comparisons[0].time_skipped == ["t"]
    console = Console(record=True, width=80, file=io.StringIO())
    for table in render_tables(one):
        console.print(table)
    assert "too few runs to compare time" in console.export_text()
    three = summarize(rows(3), "s")
    assert [f.kind for f in three.comparisons[0].task_flags["t"]] == ["slower"]
    assert three.comparisons[0].time_skipped == []
    off, on = [r for r in rows(1) if "off" in r.arm], [r for r in rows(1) if "=on" in r.arm]
    assert flags(off, on) == []


def test_resume_help_shows_a_plain_flag() -> None:
    result = CliRunner().invoke(app, ["eval", "--help"], env={"COLUMNS": "100"})
    line = next(ln for ln in result.output.splitlines() if "--resume" in ln)
    assert "<bool>" not in line


# -- a real sweep, interrupted ------------------------------------------------------------------


ARGS = ("--workers", "1", "--report", "rep")


def _count(db: Path) -> int:
    try:
        conn = sqlite3.connect(db)
        try:
            return int(conn.execute("SELECT count(*) FROM runs").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


@pytest.mark.browser
@pytest.mark.parallel
def test_sigint_mid_sweep_reports_and_stops_its_workers(tmp_path: Path) -> None:
    write_suite(tmp_path)
    db = tmp_path / "r.sqlite"
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", "eval", "suite.yaml", *ARGS, "--db", str(db)],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "COLUMNS": "80"},
        preexec_fn=default_sigint,
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None and _count(db) < 1:
        time.sleep(0.2)
    assert proc.poll() is None, "the sweep ended before it could be interrupted"
    workers = children(proc.pid)
    proc.send_signal(signal.SIGINT)
    proc.send_signal(signal.SIGINT)  # a second Ctrl-C must not abandon the cleanup
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    saved = _count(db)
    # rich wraps the long path at 80 columns, inside a word when it must
    said = "".join(err.split())
    wanted = f"interrupted: {saved}/6 runs saved in {db}; rerun with --resume"
    assert "".join(wanted.split()) in said
    assert "Traceback" not in err
    assert json.loads((tmp_path / "rep" / "summary.json").read_text())["partial"] is True
    # The driver's children (the worker, multiprocessing's resource tracker) are reparented
    # when it exits; on a loaded machine they may need a moment to finish exiting.
    lingering = [pid for pid in workers if alive_after(pid, grace_s=30)]
    assert lingering == [], [cmdline(pid) for pid in lingering]
