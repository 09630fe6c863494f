"""Recording a run and replaying it with CachedBrain, driven the way the runner drives it.

The runner's contract: ``decide(observation)``; then, with the fresh pre-action frame,
``validate_before_act(action, frame)``; a returned string means "not executed" and the
brain is asked again with that string as feedback. These tests play the runner's part with
synthetic frames so every branch is reached without a browser.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vigil import CachedBrain, NeedsAgent, record_trajectory
from vigil.actions import Action, ActionType
from vigil.brains.base import Observation, PastStep
from vigil.brains.scripted import ScriptedBrain
from vigil.errors import CacheError
from vigil.frames import Frame, as_frame
from vigil.runner import RunResult, TrajectoryStep

W, H = 640, 400


def screen(buttons: dict[str, tuple[int, int]], banner: bool = False) -> Frame:
    img = np.full((H, W, 3), 245, np.uint8)
    cv2.putText(img, "Shop", (20, 40), cv2.FONT_HERSHEY_SIMPLEX, 1.0, (30, 30, 30), 2)
    for label, (x, y) in buttons.items():
        cv2.rectangle(img, (x - 60, y - 18), (x + 60, y + 18), (200, 100, 40), -1)
        cv2.putText(img, label, (x - 52, y + 7), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 2)
    if banner:
        cv2.rectangle(img, (0, 330), (W, H), (60, 60, 60), -1)
        cv2.rectangle(img, (470, 345), (600, 385), (40, 160, 40), -1)
        cv2.putText(img, "Accept", (490, 372), cv2.FONT_HERSHEY_SIMPLEX, 0.7, (255, 255, 255), 2)
    return as_frame(img)


HOME = {"Add to cart": (150, 150), "Checkout": (450, 150)}
ACCEPT = Action.click(535, 365, "Accept cookies")
ADD = Action.click(150, 150, "Add the mug to the cart")
EMAIL = Action.type_text("dana@example.com", "Type the email")
CHECKOUT = Action.click(450, 150, "Proceed to checkout")


def make_run(tmp_path: Path, frames: list[Frame], actions: list[Action]) -> tuple[RunResult, Path]:
    run_dir = tmp_path / "run"
    (run_dir / "frames").mkdir(parents=True)
    steps = []
    for i, (frame, action) in enumerate(zip(frames, actions, strict=True)):
        rel = f"frames/{i:03d}-pre.jpg"
        frame.save(run_dir / rel)
        steps.append(TrajectoryStep(index=i, action=action, url="http://x/", frames={"pre": rel}))
    steps.append(TrajectoryStep(index=len(actions), action=Action.done("finished")))
    result = RunResult(
        success=True,
        termination_reason="done",
        steps=steps,
        task={"goal": "Buy a mug", "name": "buy", "start_url": "http://x/shop"},
        screen_size=(W, H),
    )
    return result, run_dir


@pytest.fixture
def recorded(tmp_path: Path):  # type: ignore[no-untyped-def]
    frames = [screen(HOME, banner=True), screen(HOME), screen(HOME), screen(HOME)]
    result, run_dir = make_run(tmp_path, frames, [ACCEPT, ADD, EMAIL, CHECKOUT])
    return record_trajectory(
        result, run_dir, parameters={"email": "dana@example.com"}, optional_steps=[0]
    )


class Driver:
    """Plays the runner: observe → decide → validate on the fresh frame → act."""

    def __init__(self, brain: CachedBrain) -> None:
        self.brain = brain
        self.history: list[PastStep] = []
        self.feedback = ""
        self.executed: list[Action] = []
        self.refused: list[str] = []

    def step(self, fresh: Frame, effect: bool | None = None, warning: bool = False) -> Action:
        obs = Observation(
            frame=fresh,
            task="Buy a mug",
            step_index=len(self.history),
            history=tuple(self.history),
            feedback=self.feedback,
        )
        action = self.brain.decide(obs)
        if action.action_type is ActionType.DONE:
            return action
        message = self.brain.validate_before_act(action, fresh)
        if message is not None:
            self.refused.append(message)
            self.history.append(PastStep(len(self.history), action, message))
            self.feedback = message
            return action
        self.executed.append(action)
        self.feedback = f"did {action}" + (
            "; WARNING: high-risk action had no observed effect (x)" if warning else ""
        )
        self.history.append(PastStep(len(self.history), action, self.feedback, effect, True))
        return action


def test_record_builds_reference_steps(recorded) -> None:  # type: ignore[no-untyped-def]
    cache = recorded
    assert [s.input["action"] for s in cache.trajectory] == ["left_click"] * 2 + [
        "type",
        "left_click",
    ]
    assert all(
        s.visual_representation and len(s.visual_representation) == 16 for s in cache.trajectory
    )
    typed = cache.trajectory[2]
    assert typed.input == {"action": "type", "text": "{{email}}"}
    assert typed.vigil is not None and typed.vigil.check_point == [150.0, 150.0]  # last click
    assert cache.cache_parameters.keys() == {"email"}
    assert cache.trajectory[0].optional and not cache.trajectory[1].optional
    assert cache.metadata.goal == "Buy a mug"
    assert cache.trajectory[1].vigil is not None and cache.trajectory[1].vigil.reasoning.startswith(
        "Add"
    )


def test_unchanged_screen_replays_to_done(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "x@y.z"})
    d = Driver(brain)
    d.step(screen(HOME, banner=True))
    for _ in range(3):
        d.step(screen(HOME), effect=True)
    assert d.step(screen(HOME)).action_type is ActionType.DONE
    assert brain.outcome.status == "completed"
    assert [a.params.get("text") for a in d.executed if a.action_type is ActionType.TYPE] == [
        "x@y.z"
    ]
    assert [v.status for v in brain.outcome.verdicts] == ["pass"] * 4
    assert d.refused == []


def test_missing_parameter_refused_by_name(recorded) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(CacheError, match="email"):
        CachedBrain(recorded)


def test_changed_screen_without_fallback_needs_agent(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    d = Driver(brain)
    d.step(screen(HOME, banner=True))
    d.step(screen(HOME), effect=True)
    d.step(screen(HOME), effect=True)
    moved = screen({"Add to cart": (150, 150), "Delete": (450, 150)})
    d.step(moved)  # refused: the runner records the message and asks again
    assert len(d.refused) == 1
    assert d.refused[0].startswith("Visual validation failed at step 3 (left_click at [450, 150])")
    with pytest.raises(NeedsAgent, match="step 3"):
        d.step(moved)
    assert brain.outcome.status == "needs_agent" and brain.outcome.failed_step == 3
    assert len(d.executed) == 3


def test_fallback_takes_over_with_the_message(recorded) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []

    class Live(ScriptedBrain):
        def decide(self, observation: Observation) -> Action:
            seen.append(observation.feedback)
            return super().decide(observation)

    live = Live([Action.click(300, 300, "Click the relocated Checkout")])
    brain = CachedBrain(recorded, fallback=live, params={"email": "e"})
    d = Driver(brain)
    d.step(screen(HOME, banner=True))
    changed = screen({"Delete": (150, 150)})
    d.step(changed)  # step 1 refused
    action = d.step(changed)  # the live brain answers, with the message as feedback
    assert action == Action.click(300, 300)
    assert "Visual validation failed at step 1" in seen[0]
    assert brain.handed_over and brain.model_calls == 1
    assert brain.validate_before_act(action, changed) is None  # its actions are not checked
    assert d.step(changed).action_type is ActionType.DONE


def test_validates_against_the_frame_it_is_given(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    obs = Observation(frame=screen(HOME, banner=True), task="t", step_index=0)
    brain.decide(obs)  # observation frame matches ...
    message = brain.validate_before_act(ACCEPT, screen({"Gone": (100, 350)}))
    assert message is not None  # ... but the fresh frame decides, and it does not


def test_optional_step_skipped_when_next_matches(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    d = Driver(brain)
    d.step(screen(HOME))  # no banner this time
    assert d.refused and d.refused[0].startswith("Skipped optional cached step 0")
    d.step(screen(HOME), effect=True)
    assert d.executed == [ADD]
    assert brain.outcome.verdicts[0].status == "skipped"
    assert brain.outcome.status == "replaying"


def test_optional_step_not_skipped_when_next_fails_too(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    d = Driver(brain)
    d.step(screen({"Other": (150, 150)}))
    assert brain.outcome.status == "needs_agent" and brain.outcome.failed_step == 0


def test_no_effect_on_replayed_step_is_a_failure(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    d = Driver(brain)
    d.step(screen(HOME, banner=True))
    d.step(screen(HOME), effect=False, warning=True)
    with pytest.raises(NeedsAgent, match=r"Replayed step 1 .* had no observed effect"):
        d.step(screen(HOME))
    assert brain.outcome.verdicts[-1].status == "no_effect"


def test_missing_frame_is_unverifiable_and_stops(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"})
    brain.decide(Observation(frame=screen(HOME), task="t", step_index=0))
    message = brain.validate_before_act(ACCEPT, None)
    assert message is not None and "could not run" in message
    assert brain.outcome.status == "needs_agent"


def test_resume_and_invalid_cache(recorded) -> None:  # type: ignore[no-untyped-def]
    brain = CachedBrain(recorded, params={"email": "e"}, start_index=3)
    action = brain.decide(Observation(frame=screen(HOME), task="t", step_index=0))
    assert action == CHECKOUT
    with pytest.raises(CacheError, match="outside"):
        CachedBrain(recorded, params={"email": "e"}, start_index=9)
    recorded.invalidate("step 3 failed 3 times")
    with pytest.raises(CacheError, match=r"marked invalid .step 3 failed 3 times"):
        CachedBrain(recorded, params={"email": "e"})
    assert CachedBrain(recorded, params={"email": "e"}, force=True).cache is recorded


def test_record_refuses_failed_runs_and_missing_frames(tmp_path: Path) -> None:
    result, run_dir = make_run(tmp_path, [screen(HOME)], [ADD])
    (run_dir / "frames" / "000-pre.jpg").unlink()
    with pytest.raises(CacheError, match="no pre-action frame for step 0"):
        record_trajectory(result, run_dir)
    result.success = False
    with pytest.raises(CacheError, match="not a success"):
        record_trajectory(result, run_dir)


def test_legacy_trajectory_list_replays() -> None:
    blocks = [
        {
            "type": "tool_use",
            "name": "computer",
            "input": {"action": "left_click", "coordinate": [10, 10]},
        }
    ]
    brain = CachedBrain(blocks)
    action = brain.decide(Observation(frame=screen(HOME), task="t", step_index=0))
    assert action.point == (10.0, 10.0)
    # No hash was recorded: validation is off for this cache, as the reference's files say.
    assert brain.validate_before_act(action, screen(HOME)) is None


# -- steps without an effect while recording, and what a replay writes back ---------------
def test_record_leaves_out_steps_without_an_effect(tmp_path: Path) -> None:
    """The consent-layer case: the first 'Add to cart' was swallowed (no effect observed),
    the run accepted the cookies and clicked again. A cache keeping the swallowed click
    would stop at it on every replay."""
    frames = [screen(HOME, banner=True), screen(HOME, banner=True), screen(HOME)]
    result, run_dir = make_run(tmp_path, frames, [ADD, ACCEPT, ADD])
    result.steps[0].action_effect_observed = False
    result.steps[0].warning = "WARNING: high-risk action had no observed effect"
    cache = record_trajectory(result, run_dir)
    assert [s.vigil.recorded_index for s in cache.trajectory if s.vigil] == [1, 2]
    assert cache.info.left_out == [
        {
            "recorded_index": 0,
            "action": str(ADD),
            "reason": "no observed effect while recording",
        }
    ]
    kept = record_trajectory(result, run_dir, keep_ineffective=True)
    assert len(kept.trajectory) == 3 and kept.info.left_out is None
    # The replay of what was kept: accept, add, done; no step stops for want of an effect.
    brain = CachedBrain(cache)
    driver = Driver(brain)
    driver.step(screen(HOME, banner=True), effect=True)
    driver.step(screen(HOME), effect=True)
    assert driver.step(screen(HOME)).action_type is ActionType.DONE
    assert brain.outcome.status == "completed" and driver.refused == []


def test_record_with_only_ineffective_steps_names_them(tmp_path: Path) -> None:
    result, run_dir = make_run(tmp_path, [screen(HOME)], [ADD])
    result.steps[0].action_effect_observed = False
    with pytest.raises(CacheError, match=r"no executed steps to record \(1 had no observed"):
        record_trajectory(result, run_dir)


def _replayed(recorded, stage: str | None, reason: str, *, verdicts: int, **kw):  # type: ignore[no-untyped-def]
    """A CachedBrain that judged ``verdicts`` steps, and the RunResult of a run that ended
    with ``reason`` in ``stage`` (what the runner reports)."""
    brain = CachedBrain(recorded, params={"email": "e"})
    driver = Driver(brain)
    fresh = [screen(HOME, banner=True), screen(HOME), screen(HOME), screen(HOME)]
    for i in range(verdicts):
        driver.step(fresh[i], effect=True)
    result = RunResult(
        success=reason == "done",
        termination_reason=reason,
        error=kw.get("error"),
        error_stage=stage,
        interrupted=reason == "interrupted",
    )
    return brain, result


@pytest.mark.parametrize(
    ("stage", "reason", "verdicts", "error"),
    [
        ("reset", "error", 0, "environment could not start the task: net::ERR_CONNECTION_REFUSED"),
        ("idle probe", "interrupted", 0, "interrupted during idle probe"),
        ("judge", "interrupted", 2, "interrupted during judge"),
        ("capture", "error", 1, "capture failed: screenshot timed out"),
    ],
)
def test_runs_that_never_tested_the_trajectory_do_not_count(  # type: ignore[no-untyped-def]
    recorded, tmp_path: Path, stage: str, reason: str, verdicts: int, error: str
) -> None:
    from vigil.cache.modes import finish_run, plan_mode, uncounted_reason
    from vigil.cache.store import TrajectoryStore

    store = TrajectoryStore(tmp_path / "c.db")
    store.put("buy", recorded)
    for _ in range(4):  # more than the 3 failures per step that invalidate
        brain, result = _replayed(recorded, stage, reason, verdicts=verdicts, error=error)
        assert uncounted_reason(result, brain) is not None
        finish_run(store, "buy", plan_mode("execute", recorded), result, brain, None)
    meta = store.get("buy").metadata
    assert meta.is_valid and meta.failures == [] and meta.execution_attempts == 0
    assert meta.vigil is not None and meta.vigil.aborted_runs == 4
    assert meta.vigil.last_outcome == ("interrupted" if reason == "interrupted" else "aborted")
    assert meta.vigil.last_message and meta.vigil.last_message.startswith("not counted")


def test_real_failures_still_invalidate(recorded, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A validation stop (even with an interrupt after it) and an errored action count."""
    from vigil.cache.modes import finish_run, plan_mode, uncounted_reason
    from vigil.cache.store import TrajectoryStore

    store = TrajectoryStore(tmp_path / "c.db")
    store.put("buy", recorded)
    plan = plan_mode("execute", recorded)
    # An errored action at step 1 (its verdict was 'pass'): the failure is that step's.
    brain, result = _replayed(recorded, "act", "error", verdicts=2, error="act failed: boom")
    assert uncounted_reason(result, brain) is None
    finish_run(store, "buy", plan, result, brain, None)
    assert [f.step_index for f in store.get("buy").metadata.failures] == [1]
    for _ in range(3):
        brain = CachedBrain(recorded, params={"email": "e"})
        driver = Driver(brain)
        driver.step(screen(HOME, banner=True), effect=True)
        driver.step(screen({"Checkout": (450, 150)}), effect=True)  # step 1's button is gone
        assert brain.outcome.failed_step == 1
        result = RunResult(
            success=False,
            termination_reason="interrupted",
            interrupted=True,
            error_stage="decide",
            error="interrupted during decide",
        )
        assert uncounted_reason(result, brain) is None
        finish_run(store, "buy", plan, result, brain, None)
    meta = store.get("buy").metadata
    assert not meta.is_valid and meta.invalidation_reason == "step 1 failed 4 times"
    assert meta.execution_attempts == 4
