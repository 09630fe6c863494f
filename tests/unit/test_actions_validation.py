"""Actions a model wrote badly are refused where they enter, with the field named.

Every shape here used to pass as a pointer action without a point (judged with no region),
click at ``inf`` or at ``True`` (= 1), or crash later with a bare ValueError in the frame
code. The valid shapes of every dialect must keep working.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from vigil import (
    Action,
    ActionType,
    InvalidAction,
    Monitor,
    RunConfig,
    action_from_computer_call,
    action_from_tool_use,
    action_to_tool_use,
)
from vigil.actions import action_to_computer_call, actions_from_computer_call

R = "Click Submit order"


def click(params: Any, **top: Any) -> dict[str, Any]:
    return {"action_type": "CLICK", "params": params, "reasoning": R, **top}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (click({"x": "103", "y": "132"}), "params.x"),
        (click({"x": 103}), "params.y is missing"),
        ({"action_type": "CLICK", "reasoning": R}, "params.x is missing"),
        (click(None), "params.x is missing"),
        ({"action_type": "CLICK", "x": 103, "y": 132, "reasoning": R}, "go in 'params'"),
        (click({"x": None, "y": None}), "params.x"),
        (click({"x": [1], "y": {"a": 1}}), "params.x"),
        (click({"x": True, "y": False}), "params.x"),
        (click({"x": float("inf"), "y": 132}), "params.x"),
        (click({"x": 5, "y": float("nan")}), "params.y"),
        (click("x=103,y=132"), "'params' must be an object"),
        ({"action_type": "DOUBLE_CLICK", "params": {"x": 1}}, "params.y"),
        ({"action_type": "DRAG", "params": {"x": 1, "y": 2, "to_x": float("inf")}}, "to_x"),
        ({"action_type": "MOVE", "params": {}}, "params.x"),
        ({"action_type": "SCROLL", "params": {"x": 10, "direction": "down"}}, "params.y"),
        ({"action_type": "WAIT", "params": {"seconds": -3}}, "params.seconds"),
        ({"action_type": "WAIT", "params": {"seconds": float("nan")}}, "params.seconds"),
        ({"action_type": "WAIT", "params": {"seconds": "2"}}, "params.seconds"),
    ],
)
def test_bad_vigil_dicts_name_the_field(data: dict[str, Any], words: str) -> None:
    with pytest.raises(InvalidAction, match=words.replace(".", r"\.").replace("(", r"\(")):
        Action.from_dict(data)


@pytest.mark.parametrize("data", [None, "left_click 103 132", 5, [1, 2]])
def test_non_mappings_are_invalid_actions(data: Any) -> None:
    with pytest.raises(InvalidAction, match="must be a JSON object"):
        Action.from_dict(data)


def test_constructors_refuse_non_finite_and_bool_points() -> None:
    for x, y in ((float("nan"), 1), (1, float("-inf")), (True, 2)):
        with pytest.raises(InvalidAction, match="finite number"):
            Action.click(x, y)
    with pytest.raises(InvalidAction, match="seconds"):
        Action.wait(-1)


@pytest.mark.parametrize(
    "coordinate", [[float("inf"), 132], [True, False], [float("nan"), 2], ["1", "2"]]
)
def test_tool_use_refuses_the_same_coordinates(coordinate: list[Any]) -> None:
    block = {"type": "tool_use", "name": "computer", "input": {"action": "left_click"}}
    block["input"]["coordinate"] = coordinate
    with pytest.raises(InvalidAction, match="'coordinate' must be"):
        action_from_tool_use(block)
    with pytest.raises(InvalidAction, match="finite"):
        action_from_tool_use({"input": {"action": "wait", "duration": float("inf")}})


@pytest.mark.parametrize("x", [float("nan"), float("inf"), True, "5", None])
def test_computer_call_refuses_the_same_coordinates(x: Any) -> None:
    with pytest.raises(InvalidAction, match="finite numeric x and y"):
        action_from_computer_call({"type": "click", "x": x, "y": 2, "button": "left"})


def test_every_valid_shape_still_converts() -> None:
    valid = [
        Action.click(1, 2, R),
        Action.click(1.5, 2, button="right"),
        Action.double_click(3, 4),
        Action.type_text("hi"),
        Action.type_text("hi", x=5, y=6),
        Action.key("Return"),
        Action.scroll("down", 3),
        Action.scroll("up", 2, x=10, y=20),
        Action(ActionType.DRAG, {"x": 0, "y": 0, "to_x": 20, "to_y": 30}),
        Action(ActionType.MOVE, {"x": 7, "y": 8}),
        Action.wait(0),
        Action.wait(2.5),
        Action.done("finished"),
        Action(ActionType.CLICK, {"x": np.int64(3), "y": np.float32(4.5)}),
    ]
    for action in valid:
        assert Action.from_dict(action.to_dict()) == action
        if action.action_type is not ActionType.DONE:
            assert Action.from_dict(action_to_tool_use(action)) == action
            assert action_from_computer_call(action_to_computer_call(action)).action_type in (
                action.action_type,
                ActionType.WAIT,
            )
    assert Action.from_dict(valid[-1].to_dict()).point == (3.0, 4.5)
    # The Anthropic integration's marker for a mouse down/up gesture has no point of its own.
    marker = Action(ActionType.MOVE, {"button": "left_mouse_down"})
    assert Action.from_dict(marker.to_dict()) == marker and marker.point is None
    # An OpenAI scroll may leave its deltas out, and a MOVE needs only its point.
    assert action_from_computer_call({"type": "scroll", "x": 1, "y": 2}).params["amount"] == 1


def test_monitor_check_rejects_a_bad_dict_before_looking_at_frames() -> None:
    frame = np.full((80, 120, 3), 200, np.uint8)
    monitor = Monitor(RunConfig(), viewport=(120, 80))
    with pytest.raises(InvalidAction, match=r"params\.x"):
        monitor.check(click({"x": "103", "y": "132"}), frame, frame)
    with pytest.raises(InvalidAction, match="finite"):
        monitor.check(click({"x": float("nan"), "y": 4}), frame, frame)
    assert monitor.check(click({"x": 10, "y": 20}), frame, frame).effect_observed is False


# -- OpenAI computer_call items ---------------------------------------------------------------
BATCH = {
    "type": "computer_call",
    "call_id": "call_1",
    "actions": [
        {"type": "click", "button": "left", "x": 103, "y": 132},
        {"type": "type", "text": "hi"},
    ],
}


def test_a_batched_item_converts_its_first_action() -> None:
    assert action_from_computer_call(BATCH) == Action.click(103, 132)
    assert [a.action_type for a in actions_from_computer_call(BATCH)] == [
        ActionType.CLICK,
        ActionType.TYPE,
    ]
    with pytest.raises(InvalidAction, match="2 actions"):
        Action.from_dict(BATCH)  # as as_action: one action is judged per call
    single = {"type": "computer_call", "action": {"type": "double_click", "x": 1, "y": 2}}
    assert action_from_computer_call(single) == Action.double_click(1, 2)
    both = {**BATCH, "action": None}  # an SDK object dumped with every field
    assert action_from_computer_call(both) == Action.click(103, 132)


@pytest.mark.parametrize(
    ("item", "words"),
    [
        ({"type": "computer_call", "actions": []}, "'actions' is empty"),
        ({"type": "computer_call", "call_id": "c"}, "no 'action' or 'actions'"),
        ({"type": "computer_call", "actions": ["click"]}, "no 'action' object"),
        ("click", "must be an object"),
    ],
)
def test_empty_or_broken_items_are_clear(item: Any, words: str) -> None:
    with pytest.raises(InvalidAction, match=words):
        action_from_computer_call(item)


@pytest.mark.parametrize(("button", "keys"), [("back", "alt+Left"), ("forward", "alt+Right")])
def test_back_and_forward_buttons_navigate_history(button: str, keys: str) -> None:
    action = action_from_computer_call({"type": "click", "x": 5, "y": 6, "button": button})
    assert action.action_type is ActionType.KEY_PRESS
    assert action.params == {"keys": keys, "history": button}
    assert action.point is None  # no click at x, y first (a KEY_PRESS with a point clicks)
    assert action_to_computer_call(action) == {"type": "keypress", "keys": keys.split("+")}
    assert Action.from_dict(action.to_dict()) == action


def test_a_tool_inputs_and_a_text_block_are_read_or_named() -> None:
    """A bare tool_use ``input`` and a computer_call item without its ``type`` are actions; a
    text block beside a tool_use is the model's words, and the error says so."""
    bare = Action.from_dict({"action": "left_click", "coordinate": [3, 4]})
    assert (bare.action_type, bare.point) == (ActionType.CLICK, (3.0, 4.0))
    item = Action.from_dict({"action": {"type": "click", "button": "left", "x": 1, "y": 2}})
    assert item.point == (1.0, 2.0)
    with pytest.raises(InvalidAction, match="text block is not an action"):
        Action.from_dict({"type": "text", "text": "I'll click Submit"})


# -- params that would otherwise be typed, pressed or scrolled as something else ------------
def test_reasoning_none_reads_as_no_words_and_other_types_are_refused() -> None:
    assert Action.click(3, 4, reasoning=None).reasoning == ""  # type: ignore[arg-type]
    for bad in (5, b"submit", ["submit"]):
        with pytest.raises(InvalidAction, match="reasoning must be a string"):
            Action.click(3, 4, reasoning=bad)  # type: ignore[arg-type]
    frame = np.zeros((40, 60, 3), np.uint8)
    with pytest.raises(InvalidAction, match="reasoning"):
        Monitor(RunConfig()).check(Action.click(3, 4), frame, frame, reasoning=5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kind", "params", "words"),
    [
        (ActionType.TYPE, {"text": None}, "params.text must be a string"),
        (ActionType.TYPE, {"text": 12}, "params.text must be a string"),
        (ActionType.KEY_PRESS, {"keys": ["ctrl", 5]}, "a list of key names"),
        (ActionType.KEY_PRESS, {"keys": None}, "params.keys must be a string"),
        (ActionType.SCROLL, {"direction": "down", "amount": float("nan")}, "amount"),
        (ActionType.SCROLL, {"direction": "down", "amount": "lots"}, "amount"),
        (ActionType.SCROLL, {"direction": "down", "amount": -2}, "at least 0"),
        (ActionType.SCROLL, {"direction": "diagonal"}, "up, down, left, right"),
        (ActionType.SCROLL, {"direction": None}, "up, down, left, right"),
        (ActionType.DRAG, {"x": 1, "y": 2, "to_x": 5}, "to_x without params.to_y"),
        (ActionType.DRAG, {"x": 1, "y": 2, "to_y": 5}, "to_y without params.to_x"),
        (ActionType.CLICK, {"x": 1, "y": 2, "button": "banana"}, "left, right, middle"),
    ],
)
def test_params_an_environment_cannot_carry_out_are_refused(
    kind: ActionType, params: dict[str, Any], words: str
) -> None:
    with pytest.raises(InvalidAction, match=words):
        Action(kind, params)


def test_valid_params_still_pass_and_convert() -> None:
    assert Action(ActionType.SCROLL, {"direction": "DOWN", "amount": 2.5}).params["amount"] == 2.5
    assert Action(ActionType.SCROLL, {"amount": None}).action_type is ActionType.SCROLL
    drag = Action(ActionType.DRAG, {"x": 1, "y": 2, "to_x": 5, "to_y": 6})
    assert action_to_computer_call(drag)["path"] == [{"x": 1, "y": 2}, {"x": 5, "y": 6}]
    assert action_to_tool_use(Action.key("ctrl+a"))["input"] == {"action": "key", "text": "ctrl+a"}
    assert Action.click(1, 2, button="right").params["button"] == "right"
    chord = Action(ActionType.KEY_PRESS, {"keys": ["ctrl", "Return"]})
    assert chord.params["keys"] == "ctrl+Return"
    assert action_to_computer_call(chord)["keys"] == ["ctrl", "Return"]


def test_scaling_an_astronomical_point_does_not_overflow() -> None:
    from vigil.actions import OFF_SCREEN_PX, has_far_point, scale_action

    far = Action.click(1e308, -1.7e308)
    assert has_far_point(far) and not has_far_point(Action.click(1280, 800))
    scaled = scale_action(far, 2.0, 0.5)
    assert scaled.params == {"x": round(OFF_SCREEN_PX * 2), "y": round(-OFF_SCREEN_PX * 0.5)}
    assert scale_action(Action.click(103.5, 7), 2.0, 2.0).params == {"x": 207, "y": 14}


def test_numpy_numbers_become_python_numbers_so_to_dict_is_json() -> None:
    import json

    action = Action.from_dict(
        {
            "action_type": "DRAG",
            "params": {"x": np.int64(3), "y": np.float32(4.5), "to_x": np.int32(9), "to_y": 10},
        }
    )
    assert json.loads(json.dumps(action.to_dict()))["params"] == {
        "x": 3,
        "y": 4.5,
        "to_x": 9,
        "to_y": 10,
    }
    assert type(action.params["x"]) is int
    plain = {"x": 1, "y": 2}
    assert Action(ActionType.CLICK, plain).params is plain


@pytest.mark.parametrize("reasoning", [3, ["Submit"], {"why": "Submit"}])
def test_a_dict_action_whose_reasoning_is_not_a_string_is_refused(reasoning: Any) -> None:
    """It was turned into its text: a list naming "Submit" made a click high-risk."""
    with pytest.raises(InvalidAction, match="reasoning must be a string"):
        Action.from_dict(
            {"action_type": "CLICK", "params": {"x": 1, "y": 2}, "reasoning": reasoning}
        )
