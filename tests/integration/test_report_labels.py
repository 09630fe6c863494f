"""What the run report, ``result.json`` and ``vigil run`` / ``vigil demo`` say about a run.

A run that ended ``done`` on the wrong page must read "task NOT achieved", never a green
"success"; the Vigil overhead must not carry the OCR narration; the after image must be
the new screen's own pixels with outlines only for what is on it; people-facing labels
must not show Python ``None`` or raw JSON.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from vigil import Action, ActionType, Frame, GymRunner, RunConfig, RunResult, ScriptedBrain, Task
from vigil.cli.run_cmd import _cell, _demo_table, _DemoRow, _impossible_by_design
from vigil.report.html import _post_overlay, render_report, write_report
from vigil.report.overlay import CHANGED, REGION
from vigil.report.stages import stage_segments
from vigil.runner import TrajectoryStep
from vigil.success import SuccessCheck

W, H = 320, 200
BUTTON = (60, 80, 140, 110)


class Screen:
    """A button that opens a panel; ``url`` is what a success check reads."""

    def __init__(self) -> None:
        self.panel = False
        self.url = "http://shop.test/cart.html"

    @property
    def screen_size(self) -> tuple[int, int]:
        return (W, H)

    @property
    def current_url(self) -> str:
        return self.url

    def screenshot(self) -> Frame:
        img = np.full((H, W, 3), 245, np.uint8)
        x0, y0, x1, y1 = BUTTON
        img[y0:y1, x0:x1] = (30, 70, 160)
        if self.panel:
            img[140:190, 20:300] = (20, 160, 60)
        return Frame(img)

    def reset(self, task: Any) -> Frame:
        self.panel = False
        return self.screenshot()

    def step(self, action: Action) -> None:
        pt = action.point
        on_button = (
            pt is not None and BUTTON[0] <= pt[0] < BUTTON[2] and BUTTON[1] <= pt[1] < BUTTON[3]
        )
        if action.action_type is ActionType.CLICK and on_button:
            self.panel = not self.panel

    def move_pointer(self, x: float, y: float) -> None:
        pass

    def close(self) -> None:
        pass


FAST = RunConfig(settle_timeout_s=0.5, settle_interval_s=0.0)


def _run(tmp_path: Path, check: SuccessCheck | None, **kw: Any) -> RunResult:
    brain = ScriptedBrain([Action.click(100, 95, "Place order"), Action.done()])
    return GymRunner(
        Screen(), brain, FAST, idle_probe_s=0.0, record_dir=tmp_path, success_check=check, **kw
    ).run(Task("buy the mug", name="buy"), max_steps=4)


def test_a_done_run_that_failed_its_task_is_not_called_a_success(tmp_path: Path) -> None:
    result = _run(tmp_path, SuccessCheck(url="/confirmed.html*"))
    # The reference's meaning of `success` is kept: the agent's DONE was accepted.
    assert result.success is True and result.termination_reason == "done"
    assert result.achieved is False and "confirmed.html" in (result.achieved_detail or "")
    saved = RunResult.load(tmp_path / "result.json")
    assert saved.achieved is False and saved.achieved_detail == result.achieved_detail
    raw = (tmp_path / "result.json").read_text(encoding="utf-8")
    assert '"achieved": false' in raw and '"success": true' in raw

    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "task NOT achieved" in html
    assert "agent declared done (accepted)" in html
    assert ">success<" not in html and ">task achieved<" not in html
    assert f"Vigil run {tmp_path.name}" in html  # the folder a person finds it by


def test_an_achieved_task_and_a_task_without_check(tmp_path: Path) -> None:
    ok = _run(tmp_path / "a", SuccessCheck(url="/cart.html"))
    assert ok.achieved is True
    assert ">task achieved<" in (tmp_path / "a" / "report.html").read_text(encoding="utf-8")
    none = _run(tmp_path / "b", None)
    assert none.achieved is None and none.achieved_detail is None
    html = (tmp_path / "b" / "report.html").read_text(encoding="utf-8")
    assert "no success check" in html and ">success<" not in html
    assert RunResult.from_json(none.to_json()).to_dict() == none.to_dict()
    # A `vigil serve` answer carries the check as {"ok", "detail"}: a failed one stays False.
    served = {**none.to_dict(), "achieved": {"ok": False, "detail": "no order"}}
    again = RunResult.from_dict(served)
    assert again.achieved is False and again.achieved_detail == "no order"


def test_overhead_excludes_narration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vigil.monitor.core import Monitor

    def slow_narration(self: Any, *args: Any) -> tuple[()]:
        time.sleep(0.12)  # what a RapidOCR read costs: not Vigil's own checks
        return ()

    monkeypatch.setattr(Monitor, "_narrate", slow_narration)
    result = _run(tmp_path, None, write_report=True)
    acted = [s.timings for s in result.steps if "settle_ms" in s.timings]
    assert acted
    for t in acted:
        assert t["narrate_ms"] >= 100.0
        assert t["verify_ms"] >= t["narrate_ms"]  # verify_ms is the whole Monitor.check
        assert t["overhead_ms"] < 100.0
    assert result.timings["median_narrate_ms"] >= 100.0
    assert result.timings["median_overhead_ms"] < 100.0
    # The chart and the timings table split the check from the narration, with one name.
    labels = [label for label, _, _ in stage_segments(acted[0])]
    assert "Vigil checks" in labels and "narration (OCR)" in labels
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "median narration (OCR)" in html and "OCR narration not included" in html
    assert "Monitor.check" not in html and "verify_ms" not in html


def _step(**kw: Any) -> TrajectoryStep:
    return TrajectoryStep(index=kw.pop("index", 3), action=Action.click(100, 95, "Cart"), **kw)


def _frames() -> tuple[Frame, Frame]:
    pre = np.full((H, W, 3), 245, np.uint8)
    pre[20:60, 20:300] = (200, 40, 40)  # the old page's "cards"
    pre[120:180, 20:300] = (40, 40, 200)
    post = np.full((H, W, 3), 240, np.uint8)
    post[100:110, 30:120] = (10, 10, 10)  # the new page's heading
    return Frame(pre), Frame(post)


def test_after_image_is_the_new_screen_without_the_old_ones_shapes() -> None:
    pre, post = _frames()
    step = _step(url="http://shop.test/cart.html", effect={"effect_observed": None})
    img, legend = _post_overlay(pre, post, step, "http://shop.test/shop.html")
    # A new page: its own pixels, untouched (no tint, no outlines of the old cards) ...
    assert np.array_equal(np.asarray(img), np.asarray(post.pil))
    # ... no region square for a step whose region was never checked, and a legend that
    # says why nothing is outlined instead of promising colours.
    assert [colour for colour, _ in legend] == [None]
    assert "new page" in legend[0][1]


def test_a_small_change_is_outlined_not_tinted() -> None:
    base = np.full((H, W, 3), 245, np.uint8)
    after = base.copy()
    after[140:190, 20:300] = (20, 160, 60)
    pre, post = Frame(base), Frame(after)
    effect = {
        "effect_observed": True,
        "changed_boxes": [[20, 140, 300, 190]],
        "region_box": [10, 130, 310, 198],
    }
    narration = [{"kind": "disappeared", "box": [10, 10, 50, 20], "before": "x", "after": ""}]
    step = _step(url="http://a/x", effect=effect, narration=narration)
    img, legend = _post_overlay(pre, post, step, "http://a/x")
    arr, orig = np.asarray(img), np.asarray(post.pil)
    inside = arr[150:180, 40:280]
    assert np.array_equal(inside, orig[150:180, 40:280])  # outlined, the inside untouched
    assert (arr == np.array(CHANGED, np.uint8)).all(axis=2).any()
    assert (arr == np.array(REGION, np.uint8)).all(axis=2).any()
    colours = [colour for colour, _ in legend]
    assert colours == [CHANGED, REGION]  # a vanished text is not on this frame: no green


def test_labels_are_readable_and_numbered_like_the_headings(tmp_path: Path) -> None:
    effect = {
        "effect_observed": True,
        "reason": "region_changed",
        "global_distance": None,
        "region_distance": 10,
        "thresholds": {"tolerance": 24, "region_size": 200},
    }
    step = _step(
        index=0,
        effect=effect,
        done_gate=None,
        timings={"verify_ms": 10.0, "narrate_ms": 4.0, "overhead_ms": 7.0, "total_ms": 20.0},
    )
    result = RunResult(
        success=False,
        termination_reason="max_steps",
        steps=[step],
        perceptual_summary={"checked": 5, "no_effect": 1},
    )
    html = render_report(result, tmp_path)
    assert "None" not in html
    assert "not measured / 10" in html
    assert "tolerance 24, region size 200" in html
    assert "5 actions verified, 1 without effect" in html
    assert 'id="step-1"' in html and "Step 1:" in html and 'href="#step-1"' in html
    assert 'data-step="0"' in html  # result.json's index, for tools
    assert "{" not in html.split("</style>")[1]  # no raw JSON anywhere in the page
    assert "ended: max steps" in html and "agent did not declare done" in html
    assert "of which: Vigil overhead" in html


def test_demo_cells_use_words() -> None:
    steps = [_step(index=i, timings={"settle_ms": 1.0, "overhead_ms": 2.0}) for i in range(8)]
    result = RunResult(
        success=True,
        termination_reason="done",
        steps=steps,
        perceptual_summary={"checked": 5, "no_effect": 1},
        achieved=False,
        achieved_detail="url '/shop.html' does not match",
    )
    cell = _cell(result, [])
    assert "in 8 steps" in cell and "5 actions verified, 1 without effect" in cell
    assert "task NOT achieved" in cell and "checked/no-effect" not in cell
    loop = {"on": {"termination_reason": "loop"}, "off": {"termination_reason": "loop"}}
    assert _impossible_by_design(loop)
    assert not _impossible_by_design({**loop, "on": {"termination_reason": "done"}})
    # The overhead row is the median over every step, not a median of per-task medians.
    slow_steps = [
        _step(index=i, timings={"settle_ms": 1.0, "overhead_ms": 200.0}) for i in range(10)
    ]
    slow = RunResult(success=True, termination_reason="done", steps=slow_steps)
    two = RunResult(success=True, termination_reason="done", steps=steps[:2])
    rows = [
        _DemoRow(name, {"on": r, "off": r}, {}, {"on": [], "off": []}, impossible=(name == "b"))
        for name, r in (("a", two), ("b", slow), ("c", two), ("d", two))
    ]
    from rich.console import Console

    console = Console(width=200, record=True)
    console.print(_demo_table(rows))
    text = console.export_text()
    # 10 slow steps of 16: the median of per-task medians said 2.0 ms.
    assert "200.0 ms" in text and "slowest task b" in text
    assert "impossible by design" in text


@pytest.mark.browser
def test_vigil_run_says_the_task_was_not_achieved(tmp_path: Path) -> None:
    out = tmp_path / "runs"
    r = subprocess.run(
        [
            *(sys.executable, "-m", "vigil", "run", "checkout_consent"),
            *("--toggle", "all=off", "--out", str(out)),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "COLUMNS": "200"},
    )
    assert r.returncode == 0, r.stderr
    assert "task NOT achieved" in r.stdout
    (run_dir,) = out.iterdir()
    result = RunResult.load(run_dir / "result.json")
    assert result.termination_reason == "done" and result.success is True
    assert result.achieved is False
    html = write_report(run_dir).read_text(encoding="utf-8")
    assert "task NOT achieved" in html and ">success<" not in html
