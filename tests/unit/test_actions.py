"""Actions and the converters from the dialects brains speak."""

from __future__ import annotations

import pytest

from vigil import (
    Action,
    ActionType,
    InvalidAction,
    action_from_computer_call,
    action_from_tool_use,
    action_to_tool_use,
)

TOOL_USE_INPUTS = [
    {"action": "left_click", "coordinate": [450, 300]},
    {"action": "right_click", "coordinate": [1, 2]},
    {"action": "middle_click", "coordinate": [3, 4]},
    {"action": "double_click", "coordinate": [5, 6]},
    {"action": "triple_click", "coordinate": [5, 6]},
    {"action": "type", "text": "hello"},
    {"action": "key", "text": "ctrl+Return"},
    {"action": "scroll", "coordinate": [10, 20], "scroll_direction": "down", "scroll_amount": 5},
    {"action": "left_click_drag", "start_coordinate": [1, 2], "coordinate": [30, 40]},
    {"action": "mouse_move", "coordinate": [7, 8]},
    {"action": "wait", "duration": 2.0},
]


@pytest.mark.parametrize("inp", TOOL_USE_INPUTS, ids=lambda i: i["action"])
def test_tool_use_round_trip(inp: dict) -> None:
    block = {"type": "tool_use", "name": "computer", "input": inp}
    action = action_from_tool_use(block)
    assert action_to_tool_use(action) == block
    assert Action.from_dict(block) == action


def test_tool_use_keeps_visual_representation() -> None:
    block = {
        "type": "tool_use",
        "name": "computer",
        "input": {"action": "left_click", "coordinate": [450, 300]},
        "visual_representation": "a8f3c9e14b7d2056",
    }
    assert action_to_tool_use(action_from_tool_use(block)) == block


def test_tool_use_mapping() -> None:
    assert action_from_tool_use({"input": {"action": "left_click", "coordinate": [1, 2]}}) == (
        Action.click(1, 2)
    )
    a = action_from_tool_use({"input": {"action": "right_click", "coordinate": [1, 2]}})
    assert a.action_type is ActionType.CLICK and a.params["button"] == "right"
    k = action_from_tool_use({"input": {"action": "key", "text": "Return"}})
    assert k == Action.key("Return")


@pytest.mark.parametrize(
    "bad",
    [
        {"input": {"action": "teleport"}},
        {"input": {"action": "left_click"}},
        {"input": {"action": "left_click", "coordinate": [1]}},
        {"input": {"action": "left_click", "coordinate": ["a", "b"]}},
        {"input": {"action": "type"}},
        {"input": {"action": "key", "text": ""}},
        {"input": "nope"},
        {"input": {}},
    ],
)
def test_tool_use_unknown_shapes_are_clear_errors(bad: dict) -> None:
    with pytest.raises(InvalidAction):
        action_from_tool_use(bad)


def test_computer_call_mapping() -> None:
    cc = action_from_computer_call
    assert cc({"action": {"type": "click", "x": 5, "y": 6, "button": "left"}}) == Action.click(5, 6)
    assert cc({"type": "click", "x": 5, "y": 6, "button": "right"}).params["button"] == "right"
    assert cc({"type": "double_click", "x": 1, "y": 2}) == Action.double_click(1, 2)
    assert cc({"type": "type", "text": "hi"}) == Action.type_text("hi")
    assert cc({"type": "keypress", "keys": ["CTRL", "ENTER"]}) == Action.key("ctrl+Return")
    s = cc({"type": "scroll", "x": 1, "y": 2, "scroll_x": 0, "scroll_y": -300})
    assert s.params["direction"] == "up" and s.params["amount"] == 3
    d = cc({"type": "drag", "path": [{"x": 1, "y": 2}, {"x": 3, "y": 4}]})
    assert d.params == {"x": 1, "y": 2, "to_x": 3, "to_y": 4}
    assert cc({"type": "wait"}).action_type is ActionType.WAIT
    with pytest.raises(InvalidAction, match="unknown computer_call"):
        cc({"type": "dance"})
    with pytest.raises(InvalidAction):
        cc({"type": "click", "x": "a", "y": 1})
    with pytest.raises(InvalidAction):
        cc({"type": "click", "x": 1, "y": 1, "button": "sideways"})


def test_action_value_semantics() -> None:
    a = Action.click(10, 20, reasoning="Click Sign in")
    b = Action.click(10, 20, reasoning="again")
    assert a == b and hash(a) == hash(b) and a.signature == b.signature
    assert a != Action.click(10, 21)
    assert a.point == (10.0, 20.0)
    assert Action.key("Return").point is None
    assert Action.from_dict(a.to_dict()) == a
    assert Action.from_dict(a.to_dict()).reasoning == "Click Sign in"
    assert Action("click", {"x": 1, "y": 1}).action_type is ActionType.CLICK  # type: ignore[arg-type]
    assert "CLICK" in str(a)


def test_bad_actions() -> None:
    with pytest.raises(InvalidAction, match="unknown action type"):
        Action("fly", {})  # type: ignore[arg-type]
    with pytest.raises(InvalidAction):
        Action.from_dict({"params": {}})
    with pytest.raises(InvalidAction):
        Action.from_dict({"action_type": "FLY"})
    with pytest.raises(InvalidAction):
        Action.from_dict([1, 2])  # type: ignore[arg-type]
    with pytest.raises(InvalidAction, match="no computer-use"):
        action_to_tool_use(Action.done())
