"""``vigil eval`` refuses what it cannot finish before any run starts, with one line (exit 2),
and reads what it can: a ``--report`` that is a file, a read-only results file. The backend
is a stand-in that makes up rows, so no browser starts."""

from __future__ import annotations

import dataclasses
import io
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from vigil.cli import app, eval_cmd
from vigil.eval.execute import failed_row
from vigil.eval.results import ResultsDB
from vigil.eval.sweep import SweepPlan

ARGS = ["eval", "demo", "--task", "happy_path", "--db", "r.sqlite"]


def _invoke(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *args: str, detail: str = ""
) -> tuple[int, str, list[int]]:
    """The command with a backend that records an ``ok`` row per job (its check failed
    with ``detail``); returns the exit code, stdout + stderr, and how many jobs the
    backend was given."""
    given: list[int] = []

    def run_sweep(plan: SweepPlan, db: ResultsDB, *, on_row: Any, **_: Any) -> None:
        given.append(len(plan.todo))
        for job in plan.todo:
            row = replace(failed_row(job, "ok", "", 1.0), success_detail=detail)
            db.add(row)
            on_row(row)

    out = io.StringIO()
    monkeypatch.setattr(eval_cmd, "run_sweep", run_sweep)
    monkeypatch.setattr(eval_cmd, "console", Console(file=out, width=100))
    monkeypatch.setattr(eval_cmd, "err_console", Console(file=out, width=100))
    monkeypatch.setattr("vigil.cli.err_console", Console(file=out, width=100))
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, [*ARGS, *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, " ".join(out.getvalue().split()), given


def test_a_report_dir_that_is_a_file_is_refused_before_any_run(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Before: the whole sweep ran, then "error: out: File exists" (exit 1)."""
    (tmp_path / "out").write_text("x")
    code, text, given = _invoke(monkeypatch, tmp_path, "--report", "out")
    assert code == 2 and given == []
    assert "--report out is a file" in text
    code, text, given = _invoke(monkeypatch, tmp_path, "--report", "out/rep")
    assert code == 2 and given == [] and "out is a file, not a folder" in text


@pytest.fixture
def freeze() -> Iterator[Any]:
    """Makes a file read-only even for root (``chattr +i``), and thaws it afterwards."""
    frozen: list[Path] = []

    def apply(path: Path) -> None:
        chattr = shutil.which("chattr")
        if chattr is None or subprocess.run([chattr, "+i", str(path)]).returncode != 0:
            path.chmod(0o444)
            try:
                with path.open("ab"):
                    pytest.skip("cannot make a file read-only here (root, no chattr)")
            except PermissionError:
                return
        frozen.append(path)

    yield apply
    for path in frozen:
        subprocess.run(["chattr", "-i", str(path)], check=False)


def test_a_read_only_results_file_reports_a_finished_sweep_and_refuses_the_rest(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, freeze: Any
) -> None:
    """Before: "--db r.sqlite is not a results database: attempt to write a readonly
    database", even for a finished sweep that needed no writing."""
    code, _, given = _invoke(monkeypatch, tmp_path)
    assert code == 0 and given == [2]
    freeze(tmp_path / "r.sqlite")
    code, text, given = _invoke(monkeypatch, tmp_path, "--report", "rep")
    assert code == 0 and given == [], text
    assert "this sweep is complete" in text and (tmp_path / "rep" / "summary.json").is_file()
    code, text, given = _invoke(monkeypatch, tmp_path, "--repeats", "2", "--resume")
    assert code == 2 and given == []
    assert "--db r.sqlite is read-only: the 2 runs left cannot be recorded" in text
    assert "not a results database" not in text


def test_one_run_is_one_run_not_one_runs(tmp_path: Path) -> None:
    """A partial report after the first run said "1 runs" in its title and on the page."""
    from test_eval_report import BASE

    from vigil.eval.report import ReportInfo, render_tables, summarize, write_html

    row = dataclasses.replace(BASE, arm="perceptual_verify=off", wall_s=1.0)
    summary = summarize([row], "s")
    out = io.StringIO()
    Console(file=out, width=100).print(*render_tables(summary))
    assert "1 run," in out.getvalue() and "1 runs" not in out.getvalue()
    page = write_html(summary, [row], tmp_path, ReportInfo(partial=True, planned=4))
    assert "1 run;" in page.read_text() and "1 runs" not in page.read_text()


def test_a_success_check_that_always_raises_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Before: a task whose ``js`` check was a syntax error read as an agent failing in
    every arm; why it failed was only in the SQLite rows."""
    detail = "js raised: Page.evaluate: SyntaxError: Unexpected end of input"
    code, text, _ = _invoke(monkeypatch, tmp_path, detail=detail)
    assert code == 0
    assert "warning: task 'happy_path': its success check's js raised in all 2 runs" in text
    assert "SyntaxError" in text
    code, text, _ = _invoke(monkeypatch, tmp_path, "--db", "other.sqlite", detail="url no")
    assert code == 0 and "warning" not in text
