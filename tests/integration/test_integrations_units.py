"""The integrations' pure parts: no browser, no model (fast)."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import numpy as np

from vigil.actions import Action, ActionType
from vigil.frames import Frame
from vigil.integrations._common import data_url, feedback_for, media_type, scaled_size
from vigil.integrations.anthropic import ToolResult, action_of, tool_result_block
from vigil.integrations.anthropic import _with as with_fields
from vigil.integrations.browser_use import _pixel_ratio, action_of_step
from vigil.integrations.openai import feedback_input_item, reasoning_of
from vigil.monitor import Monitor


def test_scaled_size_follows_the_aspect_ratio() -> None:
    assert scaled_size(1920, 1200) == (1280, 800)  # 16:10 → WXGA
    assert scaled_size(1920, 1080) == (1366, 768)  # ~16:9 → FWXGA
    assert scaled_size(2048, 1536) == (1024, 768)  # 4:3 → XGA
    assert scaled_size(1280, 800) == (1280, 800)  # already the target
    assert scaled_size(1000, 1000) == (1000, 1000)  # no target of that shape


def test_media_type_is_read_from_the_payload() -> None:
    jpeg = Frame(np.zeros((4, 4, 3), np.uint8)).to_base64("jpeg")
    png = Frame(np.zeros((4, 4, 3), np.uint8)).to_base64("png")
    assert media_type(jpeg) == "image/jpeg"
    assert media_type(png) == "image/png"
    assert data_url(jpeg).startswith("data:image/jpeg;base64,")


def test_tool_result_block_keeps_the_reference_shape() -> None:
    png = Frame(np.zeros((4, 4, 3), np.uint8)).to_base64("png")
    ok = tool_result_block(ToolResult(output="done", base64_image=png, system="note"), "t1")
    assert ok["is_error"] is False
    assert ok["content"][0] == {"type": "text", "text": "<system>note</system>\ndone"}
    assert ok["content"][1]["source"]["media_type"] == "image/png"
    err = tool_result_block(ToolResult(error="boom", base64_image=png), "t2")
    assert err == {"type": "tool_result", "tool_use_id": "t2", "content": "boom", "is_error": True}


def test_with_fields_works_on_foreign_result_classes() -> None:
    @dataclass(frozen=True)
    class Theirs:
        output: str | None = None
        error: str | None = None
        base64_image: str | None = None
        system: str | None = None

    changed = with_fields(Theirs(output="a"), output="a\nb")
    assert isinstance(changed, Theirs) and changed.output == "a\nb"
    plain = with_fields(SimpleNamespace(output=None, error="x"), error="x\ny")
    assert isinstance(plain, ToolResult) and plain.error == "x\ny"


def test_action_of_maps_gestures_vigil_has_no_type_for() -> None:
    assert action_of({"action": "left_mouse_down"}).action_type is ActionType.MOVE
    held = action_of({"action": "hold_key", "text": "shift", "duration": 1})
    assert held.action_type is ActionType.KEY_PRESS
    click = action_of({"action": "left_click", "coordinate": [3, 4]}, "Place order")
    assert click.point == (3, 4) and click.reasoning == "Place order"


def test_browser_use_actions_land_on_the_element_centre() -> None:
    element = SimpleNamespace(bounds=SimpleNamespace(x=100, y=900, width=40, height=20))
    act = action_of_step("click", {"index": 7}, element, "Buy it", scroll=(0, 500))
    assert act is not None and act.point == (120.0, 410.0) and act.reasoning == "Buy it"
    hi = action_of_step("click", {"index": 7}, element, "", scroll=(0, 500), scale=(2.0, 2.0))
    assert hi is not None and hi.point == (240.0, 820.0)
    coord = action_of_step("click", {"coordinate_x": 10, "coordinate_y": 20}, None, "")
    assert coord is not None and coord.point == (10.0, 20.0)
    keys = action_of_step("send_keys", {"keys": "Enter"}, None, "")
    assert keys is not None and keys.params["keys"] == "Return"
    assert action_of_step("navigate", {"url": "x"}, None, "") is None
    # browser-use's viewport width leaves out the scrollbar; the screenshot has it.
    assert _pixel_ratio(1280, 1265) == 1.0
    assert _pixel_ratio(2560, 1280) == 2.0


def test_openai_feedback_item_and_reasoning() -> None:
    assert feedback_input_item(None) is None
    item = feedback_input_item("WARNING: x")
    assert item == {"role": "user", "content": [{"type": "input_text", "text": "WARNING: x"}]}
    output: list[Any] = [
        {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Place the order"}]},
        {"type": "computer_call", "action": {"type": "click", "x": 1, "y": 2}},
    ]
    assert reasoning_of(output) == "Place the order"


def test_a_quiet_verdict_makes_no_item() -> None:
    frame = Frame(np.full((40, 60, 3), 200, np.uint8))
    with Monitor() as monitor:
        verdict = monitor.check(Action.click(5, 5, "look around"), frame, frame)
    assert verdict.warning is None
    assert feedback_input_item(verdict) is None


def test_only_warnings_and_loop_nudges_are_told() -> None:
    """Narration of what changed (the Monitor's extra lines on a step that worked) is not
    added to the loop's transcript; a warning, a loop nudge and a hard stop are."""
    base = {"warning": None, "loop_event": None, "stop": False, "feedback": "clicked\nnarration"}
    assert feedback_for(SimpleNamespace(**base)) is None
    assert feedback_for(SimpleNamespace(**base), always=True) == "clicked\nnarration"
    warned = SimpleNamespace(**{**base, "warning": "WARNING: x"})
    assert feedback_for(warned) == "clicked\nnarration"
    nudged = SimpleNamespace(**{**base, "loop_event": "soft"})
    assert feedback_for(nudged) == "clicked\nnarration"
    stopped = feedback_for(SimpleNamespace(**{**base, "loop_event": "hard", "stop": True}))
    assert stopped is not None and stopped.endswith("the run should stop here.")
