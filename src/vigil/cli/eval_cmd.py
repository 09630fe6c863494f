"""``vigil eval``: a suite × a toggle matrix × N repeats, locally or on Ray, into SQLite.

The environment is read here (``RunConfig.from_env`` for the toggles outside the matrix,
``VIGIL_CHROMIUM``, ``VIGIL_BRAIN_BASE_URL`` / ``VIGIL_BRAIN_API_KEY`` for model brains)
and shipped to the workers as values.

Exit codes: 0 when the sweep ran (failed runs are data, not a failed command), 2 for bad
arguments, a bad suite or a missing backend, 130 when interrupted by Ctrl-C or SIGTERM (the
rows already written stay, the command says how many and how to finish with ``--resume``,
and ``--report`` still writes a report marked partial).
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import typer
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from vigil._words import counted
from vigil.cli import app, console, err_console, fail, signals_as_interrupt, warn
from vigil.cli.run_cmd import check_browser
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms, parse_matrix
from vigil.eval.execute import WorkerSettings
from vigil.eval.report import ReportInfo, render_tables, summarize, write_html
from vigil.eval.results import ResultsDB, RunRow
from vigil.eval.suite import Suite, load_suite
from vigil.eval.sweep import SweepPlan, plan_sweep, run_sweep


def _only(suite: Suite, names: list[str]) -> Suite:
    if not names:
        return suite
    known = {t.name for t in suite.tasks}
    unknown = [n for n in names if n not in known]
    if unknown:
        from vigil.errors import ConfigError

        raise ConfigError(
            f"no task {unknown[0]!r} in suite {suite.name}; tasks: {', '.join(sorted(known))}"
        )
    return Suite(
        suite.name, tuple(t for t in suite.tasks if t.name in names), suite.description, suite.path
    )


def _worker_settings() -> WorkerSettings:
    """What each worker needs from the environment, read once here at the edge and checked
    before any results file or worker exists: a ``VIGIL_CHROMIUM`` that is no Chromium, or a
    ``VIGIL_BRAIN_BASE_URL`` without a scheme, made every run of the sweep fail (recorded
    as crashes, the command exiting 0) instead of one line and exit 2."""
    from vigil.brains.factory import base_url_from
    from vigil.errors import ConfigError

    check_browser(False)
    try:
        base_url = base_url_from(os.environ, "VIGIL_BRAIN_BASE_URL")
    except ConfigError as exc:
        raise fail(str(exc)) from None
    return WorkerSettings(
        chromium=os.environ.get("VIGIL_CHROMIUM") or None,
        brain_base_url=base_url,
        brain_api_key=os.environ.get("VIGIL_BRAIN_API_KEY") or None,
    )


def _print_pace(plan: SweepPlan, elapsed: float, db_path: Path, report: Path | None) -> None:
    """How fast the runs went, or that there was nothing left to run."""
    if plan.todo:
        console.print(
            f"{counted(len(plan.todo), 'run')} in {elapsed:.1f} s: "
            f"{60.0 * len(plan.todo) / max(elapsed, 1e-9):.1f} runs/minute"
        )
        return
    console.print(
        f"nothing to do: this sweep is complete, all {counted(len(plan.jobs), 'run')} are in "
        f"{escape(str(db_path))}"
        + ("" if report else " (--report DIR writes its HTML report and summary.json)")
    )


@app.command("eval")
def eval_cmd(
    suite_ref: str = typer.Argument(
        ..., metavar="SUITE", help="A suite file, or a bundled suite: demo, lab."
    ),
    matrix: str = typer.Option(
        "perceptual_verify",
        "--matrix",
        help="Comma-separated toggles; every on/off combination is an arm.",
    ),
    repeats: int = typer.Option(1, "--repeats", min=1, help="Runs per task and arm."),
    workers: int = typer.Option(
        2, "--workers", min=1, help="Worker processes (one Chromium each); Ray actors with --ray."
    ),
    ray: str | None = typer.Option(
        None,
        "--ray",
        help="Run on Ray: 'local' starts an instance here, 'auto' or HOST:PORT joins a cluster.",
    ),
    db: Path | None = typer.Option(
        None, "--db", help="SQLite results file (default: runs/eval-SUITE.sqlite)."
    ),
    resume: bool = typer.Option(
        False,
        "--resume",
        # A flag takes no value; without this the help showed "--resume <bool>".
        metavar="",
        help="Run only what the results file lacks.",
    ),
    report: Path | None = typer.Option(
        None, "--report", help="Write the HTML report, its plots and summary.json here."
    ),
    task: list[str] = typer.Option(
        [], "--task", help="Only these tasks of the suite (repeatable)."
    ),
) -> None:
    """Run every task of SUITE under every toggle combination; report success per arm."""
    base = RunConfig.from_env()
    settings = _worker_settings()
    if not matrix.strip(" ,"):
        raise fail("--matrix needs at least one toggle, e.g. --matrix perceptual_verify")
    suite = _only(load_suite(suite_ref), task)
    arms = expand_arms(parse_matrix(matrix))
    _check_report_dir(report)
    db_path = db or Path("runs") / f"eval-{suite.name}.sqlite"
    backend = f"Ray ({ray})" if ray else counted(workers, "local worker")
    with _open_results(db_path) as results:
        plan = plan_sweep(suite, arms, repeats, base, results, resume)
        _refuse_readonly(results, plan, db_path)
        console.print(
            f"suite [bold]{escape(suite.name)}[/]: {counted(len(suite.tasks), 'task')} × "
            f"{counted(len(arms), 'arm')} × {counted(repeats, 'repeat')} = "
            f"{counted(len(plan.jobs), 'run')}; "
            f"{plan.done} already recorded, {len(plan.todo)} to run on {escape(backend)}; "
            f"results → {escape(str(db_path))}"
        )
        t0 = time.monotonic()
        interrupted = False
        if plan.todo:
            try:
                with signals_as_interrupt(first_only=True):
                    _run_with_progress(plan, results, workers, settings, ray)
            except KeyboardInterrupt:
                interrupted = True
        elapsed = time.monotonic() - t0
        keys = {j.key for j in plan.jobs}
        rows = [r for r in results.rows(suite.name) if r.key in keys]
    if interrupted:
        _report_interrupt(rows, plan, db_path, report, backend)
        raise typer.Exit(130)
    _print_pace(plan, elapsed, db_path, report)
    summary = summarize(rows, suite.name)
    for table in render_tables(summary):
        console.print(table)
    _warn_broken_checks(rows)
    if report is not None:
        info = ReportInfo(backend=backend, db=str(db_path), planned=len(plan.jobs))
        path = write_html(summary, rows, report, info)
        console.print(
            escape(f"report: {path} (numbers in {path.parent / 'summary.json'})"), soft_wrap=True
        )


def _warn_broken_checks(rows: list[RunRow]) -> None:
    """One warning per task whose success check's script raised in every run that reached
    it (``js: "(("``): such a task can never pass, and the tables alone showed it as an
    agent failing in every arm; the reason sat only in the SQLite rows."""
    by_task: dict[str, list[RunRow]] = {}
    for row in rows:
        if row.outcome == "ok" and row.success is not None:
            by_task.setdefault(row.task, []).append(row)
    for task, mine in sorted(by_task.items()):
        if all("js raised:" in r.success_detail for r in mine):
            warn(
                f"task {task!r}: its success check's js raised in all {counted(len(mine), 'run')}, "
                f"so it can never pass ({mine[0].success_detail})"
            )


def _report_interrupt(
    rows: list[RunRow], plan: SweepPlan, db_path: Path, report: Path | None, backend: str
) -> None:
    """After Ctrl-C or SIGTERM: say what was kept and how to finish, and still write the
    report when one was asked for (marked partial), so an interrupted hour is not silent.

    A second Ctrl-C while the partial report is drawn simply ends the command (exit 130)."""
    err_console.print(
        f"[bold red]interrupted[/]: {len(rows)}/{len(plan.jobs)} runs saved in "
        f"{escape(str(db_path))}; "
        "rerun with --resume to finish"
    )
    if report is None or not rows:
        return
    info = ReportInfo(backend=backend, db=str(db_path), planned=len(plan.jobs), partial=True)
    path = write_html(summarize(rows, plan.jobs[0].suite), rows, report, info)
    err_console.print(escape(f"partial report: {path}"), soft_wrap=True)


def _check_report_dir(report: Path | None) -> None:
    """One error line (exit 2) before any run when ``--report`` cannot be a folder: a file,
    or a path under a file. Found only after the sweep, it cost the whole sweep's time and
    ended in "error: out: File exists" (exit 1)."""
    if report is None:
        return
    if report.exists() and not report.is_dir():
        raise fail(f"--report {report} is a file: give a folder for index.html and its plots")
    for parent in report.parents:
        if parent.exists() and not parent.is_dir():
            raise fail(f"--report {report}: {parent} is a file, not a folder")


def _refuse_readonly(results: ResultsDB, plan: SweepPlan, db_path: Path) -> None:
    """A read-only results file can report a finished sweep, never record the rest of one."""
    if results.readonly and plan.todo:
        raise fail(
            f"--db {db_path} is read-only: the {counted(len(plan.todo), 'run')} left cannot be "
            "recorded; give a results file that can be written"
        )


def _open_results(path: Path) -> ResultsDB:
    """The results file, or one error line (exit 2) when ``--db`` names something that is
    not one: a file that is not SQLite, a path under a file, a folder that cannot be made.
    Checked before any worker starts."""
    for parent in path.parents:
        if parent.exists() and not parent.is_dir():
            raise fail(f"--db {path}: {parent} is a file, not a folder")
    if path.is_dir():
        raise fail(f"--db {path} is a directory: give a results file such as runs/eval.sqlite")
    try:
        return ResultsDB(path)
    except sqlite3.OperationalError as exc:
        if "readonly" in str(exc):
            raise fail(
                f"--db {path} is read-only: give a results file that can be written"
            ) from None
        raise fail(f"cannot open the results file {path}: {exc}") from None
    except sqlite3.DatabaseError as exc:
        raise fail(f"--db {path} is not a results database: {exc}") from None
    except (sqlite3.Error, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise fail(f"cannot open the results file {path}: {reason}") from None


#: The ETA stays hidden until this many runs finished: from one or two it was a guess (an
#: interrupted sweep at 2/24 read "ETA 0:00:01").
ETA_AFTER_RUNS = 3


class _EtaColumn(TimeRemainingColumn):
    """``ETA 0:01:10`` once :data:`ETA_AFTER_RUNS` runs finished, ``ETA -:--:--`` before."""

    def render(self, task: Task) -> Text:
        if task.completed < ETA_AFTER_RUNS:
            return Text("ETA -:--:--", style="progress.remaining")
        return Text("ETA ", style="progress.remaining") + super().render(task)


def _run_with_progress(
    plan: SweepPlan,
    results: ResultsDB,
    workers: int,
    settings: WorkerSettings,
    ray: str | None,
) -> None:
    counts = {"ok": 0, "fail": 0, "error": 0}

    def note() -> str:
        return (
            f"[green]✓ {counts['ok']}[/] [red]✗ {counts['fail']}[/] "
            f"[yellow]errors {counts['error']}[/]"
        )

    with Progress(
        TextColumn("[bold]eval"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[note]}"),
        TimeElapsedColumn(),
        _EtaColumn(),
        console=console,
    ) as progress:
        bar = progress.add_task("eval", total=len(plan.todo), note=note())

        def on_row(row: RunRow) -> None:
            if row.outcome != "ok":
                counts["error"] += 1
            elif row.success:
                counts["ok"] += 1
            else:
                counts["fail"] += 1
            progress.update(bar, advance=1, note=note())

        run_sweep(
            plan,
            results,
            workers=workers,
            settings=settings,
            ray_address=ray,
            on_row=on_row,
        )
