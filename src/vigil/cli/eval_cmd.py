"""``vigil eval``: a suite × a toggle matrix × N repeats, locally or on Ray, into SQLite.

The environment is read here (``RunConfig.from_env`` for the toggles outside the matrix,
``VIGIL_CHROMIUM``, ``VIGIL_BRAIN_BASE_URL`` / ``VIGIL_BRAIN_API_KEY`` for model brains)
and shipped to the workers as values.

Exit codes: 0 when the sweep ran (failed runs are data, not a failed command), 2 for bad
arguments, a bad suite or a missing backend, 130 when interrupted (the rows already written
stay; ``--resume`` continues).
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from vigil.cli import app, console, fail
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms, parse_matrix
from vigil.eval.execute import WorkerSettings
from vigil.eval.report import render_tables, summarize, write_html
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
    resume: bool = typer.Option(False, "--resume", help="Run only what the results file lacks."),
    report: Path | None = typer.Option(None, "--report", help="Write the HTML report here."),
    task: list[str] = typer.Option(
        [], "--task", help="Only these tasks of the suite (repeatable)."
    ),
) -> None:
    """Run every task of SUITE under every toggle combination; report success per arm."""
    if not matrix.strip(" ,"):
        raise fail("--matrix needs at least one toggle, e.g. --matrix perceptual_verify")
    suite = _only(load_suite(suite_ref), task)
    arms = expand_arms(parse_matrix(matrix))
    base = RunConfig.from_env()
    settings = WorkerSettings(
        chromium=os.environ.get("VIGIL_CHROMIUM") or None,
        brain_base_url=os.environ.get("VIGIL_BRAIN_BASE_URL", "").strip() or None,
        brain_api_key=os.environ.get("VIGIL_BRAIN_API_KEY") or None,
    )
    db_path = db or Path("runs") / f"eval-{suite.name}.sqlite"
    with _open_results(db_path) as results:
        plan = plan_sweep(suite, arms, repeats, base, results, resume)
        backend = f"Ray ({ray})" if ray else f"{workers} local worker(s)"
        console.print(
            f"suite [bold]{suite.name}[/]: {len(suite.tasks)} tasks × {len(arms)} arms × "
            f"{repeats} repeats = {len(plan.jobs)} runs; {plan.done} already recorded, "
            f"{len(plan.todo)} to run on {backend}; results → {db_path}"
        )
        t0 = time.monotonic()
        if plan.todo:
            _run_with_progress(plan, results, workers, settings, ray)
        elapsed = time.monotonic() - t0
        if plan.todo:
            console.print(
                f"{len(plan.todo)} runs in {elapsed:.1f} s: "
                f"{60.0 * len(plan.todo) / max(elapsed, 1e-9):.1f} runs/minute"
            )
        else:
            console.print("nothing to do: every run of this sweep is recorded")
        keys = {j.key for j in plan.jobs}
        rows = [r for r in results.rows(suite.name) if r.key in keys]
    summary = summarize(rows, suite.name)
    for table in render_tables(summary):
        console.print(table)
    if report is not None:
        path = write_html(summary, rows, report)
        console.print(f"report: {path}")


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
    except sqlite3.DatabaseError as exc:
        raise fail(f"--db {path} is not a results database: {exc}") from None
    except (sqlite3.Error, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise fail(f"cannot open the results file {path}: {reason}") from None


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
        TextColumn("ETA"),
        TimeRemainingColumn(),
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
