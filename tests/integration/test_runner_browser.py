"""End to end in real headless Chromium on the bundled demo shop: every demo task with all
toggles on and all off, the action mapping of BrowserEnv, and the `vigil run` command."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from vigil import Action, BrowserEnv, GymRunner, RunConfig, RunResult, ScriptedBrain, Task
from vigil.brains import load_task_file
from vigil.config import TOGGLES
from vigil.demo import list_tasks, load_task, serve_demo
from vigil.envs.browser import playwright_keys
from vigil.errors import BackendUnavailable, EnvironmentFailure
from vigil.report.html import write_report
from vigil.runner import check_expectations
from vigil.success import SuccessCheck

pytestmark = pytest.mark.browser

WARNING = "WARNING: high-risk action had no observed effect ("
MODES = {
    "on": RunConfig().with_overrides(**dict.fromkeys(TOGGLES, True)),
    "off": RunConfig().with_overrides(**dict.fromkeys(TOGGLES, False)),
}


@pytest.fixture(scope="module")
def demo_runs(
    tmp_path_factory: pytest.TempPathFactory, browser: Any
) -> Iterator[dict[tuple[str, str], Any]]:
    """Every demo task, run once per mode in the session's browser."""
    out = tmp_path_factory.mktemp("demo_runs")
    runs: dict[tuple[str, str], Any] = {}
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        for path in list_tasks():
            scripted = load_task_file(path)
            task = scripted.to_task(server.base_url)
            success = SuccessCheck.from_dict(load_task(scripted.name)["success"], scripted.name)
            for mode, config in MODES.items():
                run_dir = out / f"{scripted.name}-{mode}"
                result = GymRunner(
                    env,
                    ScriptedBrain(scripted.steps),
                    config,
                    record_dir=run_dir,
                    success_check=success,
                ).run(task)
                runs[(scripted.name, mode)] = (result, run_dir, scripted.expect.get(mode, {}))
    yield runs


def test_every_demo_task_meets_its_expectations(demo_runs: dict[tuple[str, str], Any]) -> None:
    problems = {
        key: check_expectations(result, expect)
        for key, (result, _, expect) in demo_runs.items()
        if check_expectations(result, expect)
    }
    assert not problems, problems


def test_success_checks_tell_achieved_from_done(demo_runs: dict[tuple[str, str], Any]) -> None:
    """Every run says DONE, but the consent trap with verification off never placed the
    order: the task file's success check (final URL or page text) tells them apart."""
    achieved = {key: result.achieved for key, (result, _, _) in demo_runs.items()}
    assert all(demo_runs[key][0].achieved_detail for key in demo_runs)
    assert achieved[("happy_path", "on")] and achieved[("happy_path", "off")]
    assert achieved[("checkout_consent", "on")] is True
    assert achieved[("checkout_consent", "off")] is False
    assert demo_runs[("checkout_consent", "off")][0].success is True  # said DONE all the same
    assert achieved[("pagination", "on")] is True


def test_absorbed_click_warns_and_the_fallback_completes_checkout(
    demo_runs: dict[tuple[str, str], Any],
) -> None:
    on: RunResult = demo_runs[("checkout_consent", "on")][0]
    off: RunResult = demo_runs[("checkout_consent", "off")][0]
    first = on.steps[0]
    assert first.action_effect_observed is False
    assert first.feedback == (
        "clicked at (352, 441) (no visible change); "
        "WARNING: high-risk action had no observed effect (global_and_region_stable)"
    )
    assert "Accept cookies" in on.steps[1].action.reasoning  # the fallback
    assert on.steps[2].action == first.action and on.steps[2].action_effect_observed is True
    assert on.perceptual_summary["no_effect"] == 1 and on.perceptual_summary["checked"] >= 4
    assert on.final_url and on.final_url.endswith("/confirmed.html")
    # Off: the verifier short-circuits; nothing warns, nothing is aggregated.
    assert off.perceptual_summary == {} and off.warnings == 0
    assert all(s.action_effect_observed is None for s in off.steps)
    assert all(WARNING not in s.feedback for s in off.steps)


def test_flash_and_hidden_modal_are_no_effect(demo_runs: dict[tuple[str, str], Any]) -> None:
    flash: RunResult = demo_runs[("signin_flash", "on")][0]
    assert flash.steps[0].action_effect_observed is False
    assert flash.steps[0].effect and flash.steps[0].effect["transient_change"] is True
    assert "vanished before the screen settled" in flash.steps[0].feedback
    modal: RunResult = demo_runs[("hidden_modal", "on")][0]
    assert modal.steps[0].action_effect_observed is False and modal.warnings == 1


@pytest.mark.ocr
def test_signin_flash_feedback_quotes_the_vanished_message(tmp_path: Path, browser: Any) -> None:
    """With an OCR engine, the feedback the model gets after its click quotes the validation
    message that flashed and vanished while the screen settled."""
    from vigil.ocr import RapidOcr

    scripted = load_task_file(next(p for p in list_tasks() if p.stem == "signin_flash"))
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        runner = GymRunner(
            env,
            ScriptedBrain(scripted.steps),
            MODES["on"],
            narrator=RapidOcr(),
            record_dir=tmp_path,
        )
        result = runner.run(scripted.to_task(server.base_url))
    first = result.steps[0]
    assert first.feedback.startswith("clicked at (") and WARNING in first.feedback
    narration = first.feedback.splitlines()[1]
    assert "flashed" in narration and "Please enter your email and password." in narration


def test_a_finished_run_leaves_no_frames_in_reference_cycles(browser: Any) -> None:
    """Playwright's stack capture puts the frames of each call in a reference cycle, so a
    run's screenshots (settle results, step frames) outlive it until a full collection; a
    service doing run after run grew by ~4 MB a run. ``run`` collects them before returning."""
    import gc

    from vigil.frames import Frame
    from vigil.frames.settle import SettleResult

    scripted = load_task_file(next(p for p in list_tasks() if p.stem == "signin_flash"))
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        # As in a process with many long-lived objects, where full collections are rare.
        gc.disable()
        try:
            GymRunner(env, ScriptedBrain(scripted.steps), MODES["on"]).run(
                scripted.to_task(server.base_url)
            )
        finally:
            gc.enable()
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            left = [type(o).__name__ for o in gc.garbage if isinstance(o, (Frame, SettleResult))]
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
    assert left == []


def test_loop_windows(demo_runs: dict[tuple[str, str], Any]) -> None:
    spin_on: RunResult = demo_runs[("spinner_captcha", "on")][0]
    spin_off: RunResult = demo_runs[("spinner_captcha", "off")][0]
    assert spin_on.termination_reason == spin_off.termination_reason == "loop"
    assert len(spin_on.steps) < len(spin_off.steps)
    assert spin_on.loop_events[-1]["kind"] == "hard"
    page_on: RunResult = demo_runs[("pagination", "on")][0]
    page_off: RunResult = demo_runs[("pagination", "off")][0]
    assert page_on.nudges == 0 and page_on.termination_reason == "done"
    assert page_off.nudges >= 1 and page_off.termination_reason == "loop"
    assert page_off.loop_events[0]["shape"] == "repeat"


def test_settle_is_timed_within_the_step_and_reports_render(
    demo_runs: dict[tuple[str, str], Any],
) -> None:
    # How fast settling is belongs to benchmarks/bench_runner.py; here only what holds on a
    # busy machine: every acted step was timed, and its parts fit inside its wall time.
    acted = [
        s.timings
        for result, _, _ in demo_runs.values()
        for s in result.steps
        if "settle_ms" in s.timings
    ]
    assert acted
    for t in acted:
        assert 0 < t["settle_ms"] <= t["total_ms"]
        assert t["capture_ms"] + t["act_ms"] + t["settle_ms"] <= t["total_ms"] + 0.01
        assert t["overhead_ms"] <= t["total_ms"]
    result, run_dir, _ = demo_runs[("checkout_consent", "on")]
    html = write_report(run_dir, result).read_text(encoding="utf-8")

    class Steps(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.found: list[int] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            data = dict(attrs).get("data-step")
            if tag == "section" and data is not None:
                self.found.append(int(data))

    parser = Steps()
    parser.feed(html)
    assert parser.found == [s.index for s in result.steps]
    assert WARNING in html


ACTIONS_PAGE = """<!doctype html><html><body style="margin:0;height:3000px">
<input id="f" style="position:absolute;left:20px;top:20px;width:300px;height:30px">
<div id="box" style="position:absolute;left:400px;top:20px;width:200px;height:100px;
background:#ccc"></div>
<script>
window.log = [];
var box = document.getElementById('box');
['click','dblclick','contextmenu','mousedown','mouseup'].forEach(function (t) {
  box.addEventListener(t, function (e) { log.push(t + ':' + e.button + ':' + e.detail); });
});
document.addEventListener('keydown', function (e) { log.push('key:' + e.key); });
</script></body></html>"""


def test_browser_env_maps_every_action(tmp_path: Path, browser: Any) -> None:
    page_file = tmp_path / "actions.html"
    page_file.write_text(ACTIONS_PAGE)
    with BrowserEnv((800, 600), browser=browser) as env:
        frame = env.reset(Task("t", start_url=page_file.as_uri()))
        assert frame.size == (800, 600) and env.screen_size == (800, 600)
        page = env.page
        env.step(Action.type_text("hello", x=100, y=35))
        assert page.eval_on_selector("#f", "e => e.value") == "hello"
        env.step(Action.key("ctrl+a"))
        env.step(Action.key("BackSpace"))
        assert page.eval_on_selector("#f", "e => e.value") == ""
        env.step(Action.key("Return"))
        env.step(Action.click(500, 70, button="right"))
        env.step(Action.double_click(500, 70))
        env.step(Action("CLICK", {"x": 500, "y": 70, "clicks": 3}))
        log = page.evaluate("window.log")
        assert "key:Enter" in log and "mousedown:2:1" in log
        assert "dblclick:0:2" in log and "click:0:3" in log
        env.step(Action.scroll("down", 3, x=400, y=300))
        env.step(Action.wait(0.05))
        assert page.evaluate("window.scrollY") > 0
        env.step(Action("DRAG", {"x": 10, "y": 200, "to_x": 60, "to_y": 220}))
        env.step(Action("MOVE", {"x": 5, "y": 5}))
        env.step(Action.done())
        assert env.current_url == page_file.as_uri()


def test_key_names_and_missing_browser() -> None:
    assert playwright_keys("Return") == ["Enter"]
    assert playwright_keys("ctrl+a") == ["Control+a"]
    assert playwright_keys("Page_Down") == ["PageDown"]
    assert playwright_keys("ctrl+shift+Tab BackSpace") == ["Control+Shift+Tab", "Backspace"]
    assert playwright_keys("+") == ["+"]
    env = BrowserEnv(executable="/nonexistent/chromium")
    with pytest.raises(BackendUnavailable, match="apt-get install chromium"):
        env.reset(Task("t", start_url="about:blank"))
    env.close()


def test_a_second_playwright_in_one_thread_says_how_to_share(browser: Any) -> None:
    """With a sync Playwright already running in this thread (the session's browser), a
    BrowserEnv of its own cannot start; the error says to pass browser= instead of
    Playwright's bare "use the Async API"."""
    env = BrowserEnv()
    with pytest.raises(EnvironmentFailure, match="browser="):
        env.reset(Task("t", start_url="about:blank"))
    env.close()
    shared = BrowserEnv(browser=browser)
    try:
        assert shared.reset(Task("t", start_url="about:blank")).size == (1280, 800)
    finally:
        shared.close()


def test_vigil_run_cli(tmp_path: Path) -> None:
    out = tmp_path / "runs"
    r = subprocess.run(
        [sys.executable, "-m", "vigil", "run", "hidden_modal", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    reports = list(out.glob("*/report.html"))
    assert len(reports) == 1 and (reports[0].parent / "result.json").is_file()
    result = RunResult.load(reports[0].parent / "result.json")
    assert result.termination_reason == "done" and result.warnings == 1
    bad = subprocess.run(
        [sys.executable, "-m", "vigil", "run", "nope.json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "error:" in bad.stderr and len(bad.stderr.splitlines()) == 1
    toggle = subprocess.run(
        [sys.executable, "-m", "vigil", "run", "hidden_modal", "--toggle", "bogus=on"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert toggle.returncode == 2 and "unknown toggle" in toggle.stderr


def test_toggles_off_change_exactly_what_the_spec_says(
    demo_runs: dict[tuple[str, str], Any],
) -> None:
    for (name, mode), (result, _, _) in demo_runs.items():
        if mode != "off":
            continue
        assert result.perceptual_summary == {}, name
        assert all(s.action_effect_observed is None for s in result.steps), name
        assert all("WARNING" not in s.feedback for s in result.steps), name
        assert all("Recovery:" not in s.feedback for s in result.steps), name
        assert result.done_rejections == 0, name
        assert all(not s.loop or s.loop["adaptive"] is False for s in result.steps), name
        assert set(result.toggles.values()) == {False}, name
    # On, the same machinery is live: verdicts, adaptive loop verdicts.
    on: RunResult = demo_runs[("spinner_captcha", "on")][0]
    assert all(s.loop["adaptive"] for s in on.steps if s.loop)


@pytest.mark.ocr
def test_expectations_checked_with_ocr_and_the_accessibility_tree(browser: Any) -> None:
    from vigil.ocr import RapidOcr

    scripted = load_task_file(next(p for p in list_tasks() if p.stem == "checkout_consent"))
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        runner = GymRunner(
            env, ScriptedBrain(scripted.steps), MODES["on"], ocr=RapidOcr(), vlm=env.role_checker()
        )
        result = runner.run(scripted.to_task(server.base_url))
    assert result.termination_reason == "done"
    first = result.steps[0]
    assert first.screen_before and first.screen_before["match"] is True  # "Add to cart" is there
    # The click was absorbed: "1 item" never appeared, and the brain is told.
    assert first.screen_after and first.screen_after["match"] is False
    assert "Expected after this action but not confirmed" in first.feedback
    retried = result.steps[2]
    assert retried.screen_after and retried.screen_after["match"] is True
    last = result.steps[-2]
    assert last.screen_after and last.screen_after["match"] is True  # "Order confirmed"


def test_a_mouse_back_button_walks_the_browser_history(browser: Any) -> None:
    """OpenAI's computer_call clicks with button "back"/"forward"; the key press they become
    (Alt+Left/Right) does nothing in headless Chromium, so the env walks the history itself."""
    back = Action.from_dict({"type": "click", "button": "back", "x": 1, "y": 1})
    forward = Action.from_dict({"type": "click", "button": "forward", "x": 1, "y": 1})
    with serve_demo() as server, BrowserEnv(browser=browser) as env:
        env.reset(server.base_url + "/shop.html")
        env.page.goto(server.base_url + "/shop.html")
        env.page.goto(server.base_url + "/cart.html")
        env.step(back)
        assert env.current_url.split("?")[0].endswith("/shop.html")
        env.step(forward)
        assert env.current_url.split("?")[0].endswith("/cart.html")
