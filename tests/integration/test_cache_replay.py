"""End to end in headless Chromium: record the demo's happy path, replay it unchanged, on
the redesigned shop (needs_agent at the moved step), and with a live fallback that finishes;
then the `vigil record` / `vigil replay --json` commands and their exit codes."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from _cli import run_vigil
from vigil import Action, BrowserEnv, CachedBrain, GymRunner, ScriptedBrain, Task, TrajectoryStore
from vigil.brains import load_task_file
from vigil.cache.format import CacheFile
from vigil.cache.modes import finish_run, plan_mode, replay_status
from vigil.cache.record import record_trajectory
from vigil.demo import serve_demo, tasks_dir

pytestmark = pytest.mark.browser

CHECKOUT_STEP = 3  # the happy path's "Proceed to checkout": the redesign moves that button


@pytest.fixture(scope="module")
def shop(browser: Any) -> Iterator[tuple[str, BrowserEnv]]:
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        yield server.base_url, env


@pytest.fixture(scope="module")
def recorded(shop: tuple[str, BrowserEnv], tmp_path_factory: pytest.TempPathFactory) -> CacheFile:
    base, env = shop
    scripted = load_task_file(tasks_dir() / "happy_path.json")
    run_dir = tmp_path_factory.mktemp("record")
    result = GymRunner(env, scripted.brain(), record_dir=run_dir).run(scripted.to_task(base))
    assert result.success, result.error
    return record_trajectory(result, run_dir, name="happy")


def _task(base: str, query: str = "") -> Task:
    return Task("Buy the blue mug", f"{base}/shop.html?reset=1{query}", "happy", (1280, 800), 12)


def test_recorded_trajectory_has_every_click(recorded: CacheFile) -> None:
    assert len(recorded.trajectory) == 6
    assert all(s.input["action"] == "left_click" for s in recorded.trajectory)
    assert all(len(s.visual_representation or "") == 16 for s in recorded.trajectory)


def test_unchanged_replay_completes_without_model_calls(
    shop: tuple[str, BrowserEnv], recorded: CacheFile, tmp_path: Path
) -> None:
    base, env = shop
    brain = CachedBrain(recorded)
    result = GymRunner(env, brain, record_dir=tmp_path).run(_task(base))
    assert replay_status(result, brain) == ("completed", "")
    assert result.final_url is not None and "/confirmed.html" in result.final_url
    assert [v.status for v in brain.outcome.verdicts] == ["pass"] * 6
    assert brain.model_calls == 0


@pytest.mark.parametrize("capture", ["jpeg", "png"])
def test_unchanged_sign_in_replays_at_distance_zero(
    shop: tuple[str, BrowserEnv], browser: Any, tmp_path: Path, capture: str
) -> None:
    """The sign-in form's steps act on empty fields: a white box between two borders, whose
    region hash flips on encoder noise alone. The replay used to stop there (distance 17
    with JPEG screenshots: the recorded frame had been encoded a second time at quality 85;
    20 with PNG screenshots beside the recorded JPEG). Recorded frames are now the
    screenshot's own JPEG bytes, and a lossless screenshot is compared encoded the way the
    recorded frame was."""
    base, shared = shop
    env = shared if capture == "jpeg" else BrowserEnv(browser=browser, screenshot_format="png")
    scripted = load_task_file(tasks_dir() / "signin_flash.json")
    run_dir = tmp_path / "record"
    task = scripted.to_task(base)
    result = GymRunner(env, scripted.brain(), record_dir=run_dir).run(task)
    assert result.success, result.error
    cache = record_trajectory(result, run_dir, name="signin")
    assert all(s.vigil and (s.vigil.representation or {}).get("jpeg") for s in cache.trajectory)
    brain = CachedBrain(cache)
    replayed = GymRunner(env, brain, record_dir=tmp_path / "replay").run(task)
    assert replay_status(replayed, brain) == ("completed", "")
    verdicts = brain.outcome.verdicts
    assert [v.status for v in verdicts] == ["pass"] * len(cache.trajectory)
    assert all(v.validation is not None and v.validation.distance == 0 for v in verdicts)
    if env is not shared:
        env.close()


def test_redesigned_shop_needs_agent_at_the_moved_step(
    shop: tuple[str, BrowserEnv], recorded: CacheFile, tmp_path: Path
) -> None:
    base, env = shop
    brain = CachedBrain(recorded)
    result = GymRunner(env, brain, record_dir=tmp_path).run(_task(base, "&variant=redesigned"))
    assert result.termination_reason == "needs_agent"
    status, message = replay_status(result, brain)
    assert status == "needs_agent"
    assert message.startswith(
        f"Visual validation failed at step {CHECKOUT_STEP} (left_click at [972, 311])"
    )
    assert result.error == message
    assert brain.outcome.failed_step == CHECKOUT_STEP
    # Nothing was clicked at the stale coordinate: the vetoed step is the last one.
    assert result.steps[-1].vetoed and result.steps[-1].feedback == message


def test_redesigned_shop_with_fallback_finishes(
    shop: tuple[str, BrowserEnv], recorded: CacheFile, tmp_path: Path
) -> None:
    base, env = shop
    live = ScriptedBrain(
        [
            Action.click(420, 223, "Continue to payment (the redesigned checkout button)"),
            Action.click(972, 367, "Place order"),
            Action.click(761, 466, "Confirm the order"),
        ]
    )
    store = TrajectoryStore(tmp_path / "c.db")
    store.put("happy", recorded)
    plan = plan_mode("auto", recorded)
    brain = CachedBrain(recorded, fallback=live)
    run_dir = tmp_path / "run"
    result = GymRunner(env, brain, record_dir=run_dir).run(_task(base, "&variant=redesigned"))
    assert result.success, result.error
    assert "/confirmed.html" in (result.final_url or "")
    assert brain.handed_over and brain.outcome.failed_step == CHECKOUT_STEP
    assert brain.model_calls >= 3
    stored = finish_run(store, "happy", plan, result, brain, run_dir)
    # auto mode: the hand-over that succeeded is recorded afresh (the new button's place).
    assert stored is not None
    assert stored.trajectory[CHECKOUT_STEP].input["coordinate"] == [420, 223]
    again = CachedBrain(store.get("happy"))
    rerun = GymRunner(env, again, record_dir=tmp_path / "again").run(
        _task(base, "&variant=redesigned")
    )
    assert replay_status(rerun, again)[0] == "completed"


def _vigil(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_vigil(*args, cwd=cwd, timeout=300)


@pytest.mark.slow
def test_cli_record_and_replay_exit_codes(tmp_path: Path) -> None:
    rec = _vigil("record", "happy_path", "--name", "happy", "--store", "c.db", cwd=tmp_path)
    assert rec.returncode == 0, rec.stderr
    with serve_demo() as server:
        url = f"{server.base_url}/shop.html?reset=1&variant=redesigned"
        out = _vigil("replay", "happy", "--store", "c.db", "--url", url, "--json", cwd=tmp_path)
    assert out.returncode == 3, out.stderr
    payload = json.loads(out.stdout)
    assert payload["status"] == "needs_agent"
    assert payload["message"].startswith("Visual validation failed at step 3")
    listing = _vigil("cache", "list", "--store", "c.db", "--json", cwd=tmp_path)
    row = json.loads(listing.stdout)[0]
    assert (row["name"], row["attempts"], row["failures"]) == ("happy", 1, 1)
    ok = _vigil("replay", "happy", "--store", "c.db", "--json", cwd=tmp_path)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert json.loads(ok.stdout)["status"] == "completed"
    # --read-only replays the same way and writes nothing: the counts stay as they were.
    ro = _vigil("replay", "happy", "--store", "c.db", "--read-only", "--json", cwd=tmp_path)
    assert ro.returncode == 0, ro.stdout + ro.stderr
    assert json.loads(ro.stdout)["status"] == "completed"
    assert json.loads(ro.stdout)["counted"] is False
    after = json.loads(_vigil("cache", "list", "--store", "c.db", "--json", cwd=tmp_path).stdout)
    assert (after[0]["attempts"], after[0]["failures"]) == (2, 1)
    missing = _vigil("replay", "nope", "--store", "c.db", "--json", cwd=tmp_path)
    assert missing.returncode == 1 and json.loads(missing.stdout)["status"] == "error"


def test_consent_recording_leaves_out_the_swallowed_click_and_replays(
    shop: tuple[str, BrowserEnv], tmp_path: Path
) -> None:
    """checkout_consent: the first 'Add to cart' lands on the cookie layer (no effect, a
    WARNING), the run accepts cookies and clicks again. The cache leaves the swallowed
    click out, so its replay does not stop there: it completes the order."""
    base, env = shop
    scripted = load_task_file(tasks_dir() / "checkout_consent.json")
    run_dir = tmp_path / "record"
    result = GymRunner(env, scripted.brain(), record_dir=run_dir).run(scripted.to_task(base))
    assert result.success, result.error
    assert result.steps[0].action_effect_observed is False and result.steps[0].warning
    cache = record_trajectory(result, run_dir, name="consent")
    assert [s["recorded_index"] for s in cache.info.left_out or []] == [0]
    assert (
        len(cache.trajectory)
        == sum(1 for s in result.steps if s.action.action_type.name != "DONE") - 1
    )
    brain = CachedBrain(cache)
    task = scripted.to_task(base)
    replay = GymRunner(env, brain, record_dir=tmp_path / "replay").run(task)
    assert replay_status(replay, brain) == ("completed", "")
    assert "/confirmed.html" in (replay.final_url or "")
    assert {v.status for v in brain.outcome.verdicts} <= {"pass", "unchecked"}
    assert brain.model_calls == 0
