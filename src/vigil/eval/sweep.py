"""A sweep: every task of a suite × every arm × N repeats, run on a backend, rows to SQLite.

Jobs are ordered repeat by repeat, and within a repeat task by task with all arms of a
task next to each other: the arms of one comparison then run close together in time (a
noisy machine hits them alike), and a sweep killed early already holds complete pairs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from vigil.config import RunConfig
from vigil.errors import ConfigError
from vigil.eval.arms import Arm
from vigil.eval.execute import Job, WorkerSettings
from vigil.eval.results import ResultsDB, RunRow
from vigil.eval.suite import Suite

__all__ = ["SweepPlan", "plan_jobs", "plan_sweep", "run_sweep"]


@dataclass(frozen=True, slots=True)
class SweepPlan:
    jobs: tuple[Job, ...]
    todo: tuple[Job, ...]

    @property
    def done(self) -> int:
        return len(self.jobs) - len(self.todo)


def plan_jobs(suite: Suite, arms: Sequence[Arm], repeats: int, base: RunConfig) -> list[Job]:
    if repeats < 1:
        raise ConfigError(f"--repeats must be at least 1, got {repeats}")
    configs = {arm.name: arm.config(base) for arm in arms}
    return [
        Job(suite.name, task, arm, r, configs[arm.name])
        for r in range(repeats)
        for task in suite.tasks
        for arm in arms
    ]


def plan_sweep(
    suite: Suite, arms: Sequence[Arm], repeats: int, base: RunConfig, db: ResultsDB, resume: bool
) -> SweepPlan:
    """The jobs, and those still to run; refuses to mix into a results file unasked.

    A sweep the file already holds completely is not refused: with nothing left to run
    nothing can be mixed, and the caller reports it as complete instead of asking for a
    ``--resume`` that would do nothing either."""
    jobs = plan_jobs(suite, arms, repeats, base)
    recorded = db.keys(suite.name)
    todo = [j for j in jobs if j.key not in recorded]
    if todo and len(todo) < len(jobs) and not resume:
        raise ConfigError(
            f"{db.path} already holds {len(jobs) - len(todo)} of this sweep's "
            f"{len(jobs)} runs: pass --resume to finish it, or use a new --db file"
        )
    return SweepPlan(tuple(jobs), tuple(todo))


def run_sweep(
    plan: SweepPlan,
    db: ResultsDB,
    *,
    workers: int,
    settings: WorkerSettings,
    ray_address: str | None = None,
    on_row: Callable[[RunRow], None] | None = None,
    on_start: Callable[[Job], None] | None = None,
) -> None:
    """Run what the plan has left; each row is committed the moment it arrives."""

    def record(row: RunRow) -> None:
        db.add(row)
        if on_row is not None:
            on_row(row)

    if not plan.todo:
        return
    first = plan.todo[0]
    matrix = [name for name, _ in first.arm.settings]
    repeats = 1 + max(j.repeat for j in plan.jobs)
    backend = f"ray:{ray_address}" if ray_address else f"local:{workers}"
    if ray_address:
        from vigil.eval.ray_backend import check_ray_address

        # Before the sweep is logged: a cluster nobody answers at ran no sweep.
        check_ray_address(ray_address)
    db.add_sweep(first.suite, matrix, repeats, len(plan.todo), backend)
    if ray_address:
        from vigil.eval.ray_backend import run_ray

        run_ray(plan.todo, ray_address, workers, settings, record, on_start)
    else:
        from vigil.eval.local import run_local

        run_local(plan.todo, workers, settings, record, on_start)
