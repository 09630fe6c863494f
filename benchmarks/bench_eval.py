"""Eval throughput: runs per minute of one sweep at 1 and at 2 local workers, same jobs.

The sweep is a slice of the lab suite (short scripted tasks, both arms of
``perceptual_verify``), run twice in this one process: first on one worker, then on two.
The figure that matters is the ratio (2 workers / 1 worker): on an idle 2-core machine it
should approach 2, because a run mostly waits (settle polls, the idle probe) rather than
computes; on a loaded machine it shows how much of the second core there was to take.

A second section times the issue's own command, the demo sweep
(``vigil eval demo --matrix perceptual_verify,loop_adaptive --repeats 2 --workers 2``), as a
user runs it: a fresh CLI process, wall time from start to exit, and the per-arm successes.

Run: ``.venv/bin/python benchmarks/bench_eval.py [--tasks N] [--skip-demo]`` (a few minutes).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _results import record
from vigil.config import RunConfig
from vigil.eval.arms import expand_arms
from vigil.eval.execute import WorkerSettings
from vigil.eval.results import ResultsDB
from vigil.eval.suite import Suite, load_suite
from vigil.eval.sweep import plan_sweep, run_sweep

TASKS = (
    "toggle_save",
    "tabs_save",
    "dialog_cookie",
    "form_overlay",
    "fake_link",
    "form_disabled",
    "dialog_confirm",
    "flaky_first_click",
)


def sweep(suite: Suite, workers: int, db_path: Path) -> tuple[float, int, int]:
    arms = expand_arms(["perceptual_verify"])
    with ResultsDB(db_path) as db:
        plan = plan_sweep(suite, arms, 1, RunConfig(), db, resume=False)
        t0 = time.perf_counter()
        run_sweep(plan, db, workers=workers, settings=WorkerSettings())
        elapsed = time.perf_counter() - t0
        rows = db.rows(suite.name)
    return elapsed, len(rows), sum(1 for r in rows if r.success)


DEMO_SWEEP = ("demo", "--matrix", "perceptual_verify,loop_adaptive", "--repeats", "2")


def demo_sweep(workers: int = 2) -> dict[str, object]:
    """Wall time of the demo sweep run from the CLI, and what each arm achieved."""
    vigil = Path(sys.executable).with_name("vigil")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "demo.sqlite"
        cmd = [str(vigil), "eval", *DEMO_SWEEP, "--workers", str(workers), "--db", str(db)]
        cmd += ["--report", str(Path(tmp) / "report")]
        load_before = os.getloadavg()[0]
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        wall = time.perf_counter() - t0
        with sqlite3.connect(db) as conn:
            arms = dict(
                conn.execute("SELECT arm, SUM(success) FROM runs GROUP BY arm").fetchall()
            )
    print(f"demo sweep, {workers} workers: {wall:.1f} s; successes per arm {arms}")
    return {
        "command": "vigil eval " + " ".join(DEMO_SWEEP) + f" --workers {workers}",
        "wall_s": round(wall, 1),
        "successes_per_arm": arms,
        "load_before": load_before,
        "load_after": os.getloadavg()[0],
        "target": "under 4 minutes",
        "met": wall < 240.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=6, help="lab tasks in the slice")
    parser.add_argument("--skip-demo", action="store_true", help="skip the demo sweep")
    args = parser.parse_args()
    if not args.skip_demo:
        record("eval", "demo_sweep", demo_sweep())
    lab = load_suite("lab")
    suite = Suite("lab", tuple(lab.task(n) for n in TASKS[: args.tasks]), lab.description)
    figures: dict[str, object] = {
        "tasks": len(suite.tasks),
        "arms": 2,
        "load_before": os.getloadavg()[0],
    }
    with tempfile.TemporaryDirectory() as tmp:
        for workers in (1, 2):
            elapsed, runs, wins = sweep(suite, workers, Path(tmp) / f"w{workers}.sqlite")
            rate = 60.0 * runs / elapsed
            print(
                f"{workers} worker(s): {runs} runs in {elapsed:.1f} s = {rate:.2f} runs/min "
                f"({wins} successes)"
            )
            figures[f"runs_per_min_{workers}w"] = round(rate, 2)
            figures[f"successes_{workers}w"] = wins
    ratio = figures["runs_per_min_2w"] / figures["runs_per_min_1w"]  # type: ignore[operator]
    figures["ratio_2w_over_1w"] = round(ratio, 2)
    figures["load_after"] = os.getloadavg()[0]
    print(
        f"2 workers / 1 worker: {ratio:.2f}x (load average {figures['load_before']:.1f} → "
        f"{figures['load_after']:.1f})"
    )
    record("eval", "throughput", figures)


if __name__ == "__main__":
    main()
