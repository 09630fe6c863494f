"""GymRunner's step loop on a small in-memory screen: feedback strings, the done gate, loops,
recovery, the director, brain errors, recording, replay, JSON round trip and the report."""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from vigil import (
    Action,
    ActionType,
    Frame,
    GymRunner,
    Observation,
    ReplayEnv,
    RunConfig,
    RunResult,
    ScriptedBrain,
    Task,
)
from vigil.errors import BackendError, InvalidAction
from vigil.report.html import write_report
from vigil.verify.done_gate import (
    NO_DELTA_AFTER_WAITS,
    NO_PROGRESS_IN_WINDOW,
    DoneGate,
    GateStep,
)

W, H = 320, 200
BUTTON = (60, 80, 140, 110)  # x0, y0, x1, y1: clicking it toggles the panel
DEAD = (200, 80, 280, 110)  # a button wired to nothing, but with hover styling


class FakeScreen:
    """A tiny screen: a button that toggles a panel, a dead button, hover styling, and an
    optional 'spinner' patch that changes every frame."""

    def __init__(self, spinner: bool = False) -> None:
        self.panel = False
        self.pointer: tuple[float, float] | None = None
        self.spinner = spinner
        self.ticks = 0
        self.url = "app://home"
        self.steps: list[Action] = []

    @property
    def screen_size(self) -> tuple[int, int]:
        return (W, H)

    @property
    def current_url(self) -> str | None:
        return self.url

    def _inside(self, box: tuple[int, int, int, int], pt: tuple[float, float] | None) -> bool:
        return pt is not None and box[0] <= pt[0] < box[2] and box[1] <= pt[1] < box[3]

    def screenshot(self) -> Frame:
        img = np.full((H, W, 3), 245, np.uint8)
        for box in (BUTTON, DEAD):
            x0, y0, x1, y1 = box
            hover = self._inside(box, self.pointer)
            img[y0:y1, x0:x1] = (40, 90, 200) if hover else (30, 70, 160)
        if self.panel:
            img[140:190, 20:300] = (20, 160, 60)
        if self.spinner:
            self.ticks += 1
            angle = self.ticks % 8
            img[10:30, 290:310] = 245
            img[10 + 2 * angle : 14 + 2 * angle, 290:310] = (90, 90, 90)
        return Frame(img)

    def reset(self, task: Any) -> Frame:
        self.panel = False
        self.pointer = None
        return self.screenshot()

    def step(self, action: Action) -> None:
        self.steps.append(action)
        pt = action.point
        if pt is not None:
            self.pointer = pt
        if action.action_type is ActionType.CLICK and self._inside(BUTTON, pt):
            self.panel = not self.panel

    def move_pointer(self, x: float, y: float) -> None:
        self.pointer = (x, y)

    def close(self) -> None:
        pass

    def __enter__(self) -> FakeScreen:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


FAST = RunConfig(settle_timeout_s=0.5, settle_interval_s=0.0)


def runner(env: Any, brain: Any, config: RunConfig = FAST, **kw: Any) -> GymRunner:
    kw.setdefault("idle_probe_s", 0.0)
    return GymRunner(env, brain, config, **kw)


def dead_submit() -> Action:
    return Action.click(240, 95, "Submit the form")


def test_warning_goes_into_next_feedback_exactly() -> None:
    seen: list[Observation] = []

    class Spy(ScriptedBrain):
        def decide(self, observation: Observation) -> Action:
            seen.append(observation)
            return super().decide(observation)

    result = runner(FakeScreen(), Spy([dead_submit(), Action.click(100, 95, "open panel")])).run(
        Task("submit"), max_steps=5
    )
    step = result.steps[0]
    assert step.action_effect_observed is False
    assert step.feedback == (
        "clicked at (240, 95) (no visible change); "
        "WARNING: high-risk action had no observed effect (global_and_region_stable)"
    )
    assert seen[1].feedback == step.feedback
    assert seen[0].frame_changed is None and seen[0].frame_stable is None
    assert seen[1].frame_changed is False and seen[1].frame_stable is True
    assert seen[2].frame_changed is True
    assert result.steps[1].action_effect_observed is None  # not high-risk: skipped
    assert result.perceptual_summary == {"checked": 1, "no_effect": 1}
    assert result.warnings == 1 and result.termination_reason == "done"
    assert step.effect is not None and step.effect["reason"] == "global_and_region_stable"
    assert step.frame_hash_before and len(step.frame_hash_before) == 16


def test_hover_styling_is_not_an_effect() -> None:
    # The dead button restyles under the pointer; the pre frame is taken after pointing,
    # so the click still reads as "no effect".
    result = runner(FakeScreen(), ScriptedBrain([dead_submit()])).run(Task("t"), max_steps=3)
    assert result.steps[0].action_effect_observed is False


class _Vouching(FakeScreen):
    """An environment that can say when hover styling is done (a browser can), or cannot."""

    def __init__(self, vouch: bool) -> None:
        super().__init__()
        self.vouch = vouch
        self.log: list[str] = []

    def screenshot(self) -> Frame:
        self.log.append("shot")
        return super().screenshot()

    def move_pointer(self, x: float, y: float) -> None:
        self.log.append("move")
        super().move_pointer(x, y)

    def step(self, action: Action) -> None:
        self.log.append("act")
        super().step(action)

    def await_hover(self, limit_s: float) -> bool:
        self.log.append("await_hover")
        return self.vouch


@pytest.mark.parametrize("vouch", [True, False])
def test_a_vouched_hover_takes_one_capture(vouch: bool) -> None:
    env = _Vouching(vouch)
    result = runner(env, ScriptedBrain([dead_submit()])).run(Task("t"), max_steps=2)
    # the hover pre is still the pointer's frame: the dead button reads as "no effect"
    assert result.steps[0].action_effect_observed is False
    start = env.log.index("move") + 1
    between = env.log[start : env.log.index("act", start)]
    if vouch:
        assert between == ["await_hover", "shot"]
    else:  # polled until still: at least two captures before the click
        assert between[0] == "await_hover" and between.count("shot") >= 2


def test_toggle_off_short_circuits_the_verifier() -> None:
    cfg = FAST.with_overrides(perceptual_verify=False)
    result = runner(FakeScreen(), ScriptedBrain([dead_submit()]), cfg).run(Task("t"), max_steps=3)
    step = result.steps[0]
    assert step.action_effect_observed is None and step.warning is None
    assert "WARNING" not in step.feedback
    assert result.perceptual_summary == {}


def test_real_effect_is_observed() -> None:
    result = runner(FakeScreen(), ScriptedBrain([Action.click(100, 95, "Submit")])).run(
        Task("t"), max_steps=3
    )
    assert result.steps[0].action_effect_observed is True
    assert result.perceptual_summary == {"checked": 1, "no_effect": 0}


class _Logged(FakeScreen):
    """Logs every screenshot and action, so a test can see what came between them."""

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def screenshot(self) -> Frame:
        self.log.append("shot")
        return super().screenshot()

    def step(self, action: Action) -> None:
        self.log.append("act")
        super().step(action)


class _PausingBrain(ScriptedBrain):
    """A scripted brain that takes ``pause_s`` to answer, as a live model takes seconds."""

    def __init__(self, steps: list[Action], log: list[str], pause_s: float) -> None:
        super().__init__(steps)
        self.log, self.pause_s = log, pause_s

    def decide(self, obs: Observation) -> Action:
        time.sleep(self.pause_s)
        self.log.append("decide")
        return super().decide(obs)


def _shots_between_decide_and_act(pause_s: float, interval_s: float) -> list[int]:
    log: list[str] = []
    steps = [Action.click(100, 95), Action.click(100, 95), Action.click(100, 95)]
    cfg = FAST.with_overrides(
        settle_interval_s=interval_s, settle_timeout_s=4 * interval_s, perceptual_verify=False
    )
    runner(_Logged(log), _PausingBrain(steps, log, pause_s), cfg).run(Task("t"), max_steps=3)
    text = " ".join(log)
    return [part.split(" act")[0].count("shot") for part in text.split("decide")[1:]]


def test_a_just_settled_frame_is_fresh_enough_to_act_on() -> None:
    # A brain that answers at once (a script, a cached trajectory) acts on the frame the
    # last settle ended on: a new screenshot could only show the same screen.
    # (A long interval keeps this true on a busy machine.)
    # The first step too: the start screen was settled (two equal frames) just before.
    assert _shots_between_decide_and_act(0.0, interval_s=0.5) == [0, 0, 0]
    # A brain slower than one settle interval gets a new screenshot before acting.
    assert _shots_between_decide_and_act(0.08, interval_s=0.05) == [1, 1, 1]


def test_a_watched_start_screen_is_captured_again_before_the_first_step() -> None:
    # An idle probe that had to watch (no page to vouch) ends on a poll, not on a still
    # screen: the first step captures again, however quick the brain.
    log: list[str] = []
    steps = [Action.click(100, 95), Action.click(100, 95)]
    cfg = FAST.with_overrides(settle_interval_s=0.5, settle_timeout_s=2.0, perceptual_verify=False)
    brain = _PausingBrain(steps, log, 0.0)
    runner(_Logged(log), brain, cfg, idle_probe_s=0.01).run(Task("t"), max_steps=2)
    first = " ".join(log).split("decide")[1].split(" act")[0]
    assert first.count("shot") == 1


def test_done_gate_rejects_after_silent_waits_at_most_twice() -> None:
    brain = ScriptedBrain([Action.wait(0.0)] * 3)
    result = runner(FakeScreen(), brain).run(Task("t"), max_steps=10)
    dones = [s for s in result.steps if s.action.action_type is ActionType.DONE]
    assert [d.done_gate["accepted"] for d in dones if d.done_gate] == [False, False, True]
    assert dones[0].done_gate and dones[0].done_gate["reason"] == NO_DELTA_AFTER_WAITS
    assert dones[0].feedback.startswith(f"DONE rejected ({NO_DELTA_AFTER_WAITS})")
    assert result.termination_reason == "done" and result.done_rejections == 2
    off = runner(FakeScreen(), brain, FAST.with_overrides(done_gate=False)).run(Task("t"))
    assert len(off.steps) == 4 and off.done_rejections == 0


def test_done_gate_unit() -> None:
    gate = DoneGate(RunConfig())
    clicks = [GateStep(ActionType.CLICK, False)] * 5
    verdict = gate.check(clicks)
    assert not verdict.accepted and verdict.reason == NO_PROGRESS_IN_WINDOW
    assert gate.check([GateStep(ActionType.CLICK, True)]).accepted
    waits = [GateStep(ActionType.CLICK, True)] + [GateStep(ActionType.WAIT, False)] * 3
    assert gate.check(waits).reason == NO_DELTA_AFTER_WAITS
    assert gate.check(waits).accepted  # third time: two rejections used up
    assert DoneGate(RunConfig(done_gate=False)).check(waits).accepted
    # Waits followed by a change are progress, not silent waits.
    fresh = DoneGate(RunConfig())
    assert fresh.check([*waits, GateStep(ActionType.CLICK, True)]).accepted


def test_hard_loop_terminates_sooner_with_adaptive_windows() -> None:
    stuck = [Action.click(240, 95, "press verify")] * 20
    adaptive = runner(FakeScreen(spinner=True), ScriptedBrain(stuck)).run(Task("t"), 20)
    fixed = runner(
        FakeScreen(spinner=True), ScriptedBrain(stuck), FAST.with_overrides(loop_adaptive=False)
    ).run(Task("t"), 20)
    assert adaptive.termination_reason == fixed.termination_reason == "loop"
    assert len(adaptive.steps) == 7 and len(fixed.steps) == 8
    assert fixed.loop_events[-1]["kind"] == "hard"
    soft = [e for e in fixed.loop_events if e["kind"] == "soft"]
    assert soft and soft[0]["step"] == 2
    assert "Loop detected" in fixed.steps[2].feedback
    assert not any(s.frame_changed for s in adaptive.steps)  # the spinner is masked


def test_loop_recovery_suggests_another_action_class() -> None:
    brain = ScriptedBrain([dead_submit()] * 4)
    on = runner(FakeScreen(), brain).run(Task("t"), max_steps=4)
    nudged = [s for s in on.steps if s.loop_event == "soft"]
    assert nudged and "Recovery:" in nudged[0].feedback and "Return" in nudged[0].feedback
    assert "WARNING" in nudged[0].feedback.splitlines()[0]
    off = runner(FakeScreen(), brain, FAST.with_overrides(loop_recovery=False)).run(Task("t"), 4)
    assert all("Recovery:" not in s.feedback for s in off.steps)
    assert any(s.loop_event == "soft" for s in off.steps)


def test_director_takes_one_step_after_a_nudge_then_rests() -> None:
    director = ScriptedBrain([Action.click(100, 95, "director: open the panel")] * 10)
    brain = ScriptedBrain([Action.click(240, 95, "poke")] * 12)
    result = runner(FakeScreen(), brain, director=director).run(Task("t"), max_steps=12)
    used = [s.index for s in result.steps if s.director_used]
    assert used, "the director was never consulted"
    first = used[0]
    assert result.steps[first - 1].loop_event == "soft"
    assert result.steps[first].action.reasoning.startswith("director")
    assert all(b - a > 3 for a, b in itertools.pairwise(used))


class Garbage:
    def __init__(self, exc: Exception) -> None:
        self.exc = exc
        self.calls = 0

    def decide(self, observation: Observation) -> Action:
        self.calls += 1
        raise self.exc


def test_unusable_answers_become_error_steps_then_error() -> None:
    brain = Garbage(InvalidAction("the answer holds no tool call"))
    result = runner(FakeScreen(), brain).run(Task("t"), max_steps=10)
    assert result.termination_reason == "error" and brain.calls == 3
    assert all(s.error for s in result.steps) and len(result.steps) == 3
    assert result.steps[0].feedback.startswith("ERROR: your last answer was not a usable action")
    dead = runner(FakeScreen(), Garbage(BackendError("server down"))).run(Task("t"))
    assert dead.termination_reason == "error" and "server down" in (dead.error or "")
    assert dead.steps == []


def test_max_steps() -> None:
    result = runner(FakeScreen(), ScriptedBrain([Action.click(100, 95, "toggle")] * 9)).run(
        Task("t"), max_steps=4
    )
    assert result.termination_reason == "max_steps" and len(result.steps) == 4
    assert not result.success


def test_failed_expectation_adds_a_feedback_line() -> None:
    steps: Sequence[dict[str, Any]] = [
        {
            "action": {"action_type": "CLICK", "params": {"x": 100, "y": 95}},
            "expect_before": [{"role": "button", "text": "Open"}],
            "expect_after": [{"role": "status", "text": "Saved"}],
        }
    ]
    result = runner(FakeScreen(), ScriptedBrain(steps), ocr=lambda frame: ["Open", "Panel"]).run(
        Task("t"), max_steps=2
    )
    step = result.steps[0]
    assert step.screen_before and step.screen_before["match"] is True
    assert step.screen_after and step.screen_after["match"] is False
    assert "Expected after this action but not confirmed" in step.feedback


class _Sections(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.steps: list[int] = []
        self.images = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "section" and a.get("data-step") is not None:
            self.steps.append(int(a["data-step"] or -1))
        if tag == "img" and (a.get("src") or "").startswith("data:image/jpeg;base64,"):
            self.images += 1


def test_record_replay_roundtrip_and_report(tmp_path: Path) -> None:
    brain = ScriptedBrain([dead_submit(), Action.click(100, 95, "Save"), Action.wait(0.0)])
    rec = tmp_path / "run"
    result = runner(FakeScreen(), brain, record_dir=rec).run(Task("t", name="fake"), max_steps=6)
    assert (rec / "result.json").is_file() and (rec / "manifest.json").is_file()
    assert all((rec / s.frames["post"]).is_file() for s in result.steps if s.frames)

    again = RunResult.from_json(result.to_json())
    assert again.to_dict() == result.to_dict()
    assert RunResult.load(rec / "result.json").to_dict() == result.to_dict()

    report = write_report(rec)
    parser = _Sections()
    parser.feed(report.read_text(encoding="utf-8"))
    assert parser.steps == [s.index for s in result.steps]
    assert parser.images == 2 * sum(1 for s in result.steps if s.frames)

    # The recording replays offline, with the same verdicts.
    replay = ReplayEnv(rec)
    assert len(replay) == 1 + sum(1 for s in result.steps if s.frames)
    replayed = runner(replay, brain).run(Task("t"), max_steps=6)
    assert [s.action for s in replayed.steps] == [s.action for s in result.steps]
    assert replayed.steps[0].action_effect_observed is False
    assert replayed.steps[1].action_effect_observed is True
    assert replay.actions[:3] == [s.action for s in result.steps[:3]]


def test_replay_env_validates_its_directory(tmp_path: Path) -> None:
    from vigil.envs.replay import write_replay
    from vigil.errors import EnvironmentFailure

    with pytest.raises(EnvironmentFailure, match="manifest"):
        ReplayEnv(tmp_path)
    frames = [np.full((20, 30, 3), v, np.uint8) for v in (10, 200)]
    write_replay(tmp_path, frames, ["u0", "u1"])
    env = ReplayEnv(tmp_path)
    assert env.reset(None).size == (30, 20) and env.current_url == "u0"
    env.step(Action.wait(0))
    env.step(Action.wait(0))  # past the end: stays on the last frame
    assert env.current_url == "u1" and env.screenshot().rgb[0, 0, 0] == 200
