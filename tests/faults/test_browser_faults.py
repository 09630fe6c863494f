"""The browser dies at each stage of a step: every run still ends as a result.

Each case runs a demo task in its own Chromium (never the session's shared browser: it is
killed), kills the browser process when the runner enters the chosen stage, and asserts what
a user needs: a ``RunResult`` with ``termination_reason="error"`` naming the stage and the
browser's exit, the steps before the fault kept, the report written, and no Chromium process
left behind.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from _helpers import KillingRunner, chromium_processes, kill_browser, report_written, wait_gone

from vigil import BrowserEnv, GymRunner, RunConfig, ScriptedBrain
from vigil.brains import load_task_file
from vigil.demo import serve_demo, tasks_dir

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# checkout_consent: its first click is high-risk (hover + transient watch run), later steps
# navigate; every stage of a step is reached by step 1.
TASK = "checkout_consent"


@pytest.fixture(scope="module")
def demo() -> Iterator[Any]:
    with serve_demo() as server:
        yield server


def _task(demo: Any) -> tuple[Any, Any]:
    scripted = load_task_file(tasks_dir() / f"{TASK}.json")
    return scripted, scripted.to_task(demo.base_url)


@pytest.mark.parametrize(
    ("stage", "at_step"),
    [
        ("reset", 0),
        ("idle probe", 0),
        ("capture", 1),
        ("hover", 0),
        ("act", 1),
        ("settle", 1),
        ("transient watch", 0),
    ],
)
def test_browser_killed_at_a_stage_ends_as_a_result(
    demo: Any, tmp_path: Path, stage: str, at_step: int
) -> None:
    scripted, task = _task(demo)
    run_dir = tmp_path / "run"
    env = BrowserEnv(navigation_timeout_s=5.0)
    # The consent click's page has nothing scheduled, so it would vouch for its screen and
    # spare the watch: the watch's case asks for polling to reach it.
    config = RunConfig(settle_page_vouch=stage != "transient watch")
    runner = KillingRunner(
        env,
        ScriptedBrain(scripted.steps),
        config,
        record_dir=run_dir,
        stage=stage,
        at_step=at_step,
        transient_watch_s=0.45,
    )
    try:
        result = runner.run(task)
        pids = [p.pid for p in chromium_processes()]
    finally:
        env.close()
    assert runner.killed, f"the browser was never killed at {stage}"
    assert result.termination_reason == "error", result.to_dict()
    assert result.error_stage is not None
    assert "browser process exited" in (result.error or ""), result.error
    assert len(result.steps) >= at_step, "the steps before the fault are kept"
    assert report_written(run_dir)
    saved = json.loads((run_dir / "result.json").read_text())
    assert saved["termination_reason"] == "error" and saved["error_stage"] == result.error_stage
    assert wait_gone(pids) == [], "no Chromium process outlives its environment"


def test_reset_on_a_dead_browser_relaunches(demo: Any, tmp_path: Path) -> None:
    scripted, task = _task(demo)
    with BrowserEnv() as env:
        env.reset(task)
        assert kill_browser() == 1
        result = GymRunner(env, ScriptedBrain(scripted.steps), RunConfig(), idle_probe_s=0).run(
            task
        )
        assert result.termination_reason == "done", result.error


def test_eight_runs_with_random_kills(demo: Any, tmp_path: Path) -> None:
    """8 demo runs in one process, the browser killed at a random moment in half of them:
    8 results, no exception, and processes back to the baseline afterwards. (Every stage's
    kill is also tested alone above; this one is about many faults in a row.)"""
    scripted, task = _task(demo)
    rng = random.Random(7)
    me = psutil.Process()
    baseline_children = len(me.children(recursive=True))
    outcomes: list[str] = []
    stages = ["capture", "hover", "act", "settle", "transient watch", "idle probe"]
    with BrowserEnv(navigation_timeout_s=5.0) as env:
        for i in range(8):
            kill = i % 2 == 1
            runner: GymRunner
            if kill:
                runner = KillingRunner(
                    env,
                    ScriptedBrain(scripted.steps),
                    RunConfig(),
                    stage=rng.choice(stages),
                    at_step=rng.randint(0, 1),
                    idle_probe_s=0.2,
                )
            else:
                runner = GymRunner(
                    env, ScriptedBrain(scripted.steps), RunConfig(), idle_probe_s=0.2
                )
            result = runner.run(task)
            outcomes.append(result.termination_reason)
            if not kill:
                assert result.termination_reason == "done", (i, result.error)
    assert len(outcomes) == 8
    assert wait_gone([p.pid for p in chromium_processes()]) == []
    leftover = [p for p in me.children(recursive=True) if p.is_running()]
    assert len(leftover) <= baseline_children, leftover
