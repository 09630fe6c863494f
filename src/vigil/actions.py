"""Actions an agent's brain emits, and converters from the shapes models actually speak.

Brains speak either the computer-use ``tool_use`` block (``{"type": "tool_use", "name":
"computer", "input": {"action": "left_click", "coordinate": [x, y]}}``) or an OpenAI
``computer_call`` action (``{"type": "click", "x": .., "y": .., "button": "left"}``). Vigil
works on one small value type, :class:`Action`, so the verifiers and the loop detector never
care which dialect a brain used.
"""

from __future__ import annotations

import json
import math
import numbers
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Final, TypeGuard

import numpy as np

from vigil.errors import InvalidAction

__all__ = [
    "POINTER_ACTIONS",
    "Action",
    "ActionType",
    "action_from_computer_call",
    "action_from_tool_use",
    "action_to_computer_call",
    "action_to_tool_use",
    "actions_from_computer_call",
    "as_action",
    "scale_action",
]


class ActionType(StrEnum):
    CLICK = "CLICK"
    DOUBLE_CLICK = "DOUBLE_CLICK"
    TYPE = "TYPE"
    KEY_PRESS = "KEY_PRESS"
    SCROLL = "SCROLL"
    DRAG = "DRAG"
    WAIT = "WAIT"
    DONE = "DONE"
    MOVE = "MOVE"


POINTER_ACTIONS = frozenset({ActionType.CLICK, ActionType.DOUBLE_CLICK, ActionType.DRAG})


@dataclass(frozen=True, slots=True)
class Action:
    """One agent action. ``params`` holds ``x``/``y`` for pointer actions, ``text`` for TYPE,
    ``keys`` for KEY_PRESS, ``direction``/``amount`` for SCROLL, ``seconds`` for WAIT,
    ``button`` (left/right/middle) for clicks, ``to_x``/``to_y`` for DRAG, and
    ``hold_keys`` (xdotool style, ``"shift"`` / ``"ctrl+shift"``) for pointer and scroll
    actions a model asked to make with modifier keys held, and ``history`` (``back`` /
    ``forward``) on the KEY_PRESS an OpenAI back/forward mouse button becomes.

    Pointer actions (CLICK, DOUBLE_CLICK, DRAG, MOVE) must carry finite numeric ``x`` and
    ``y``, and any action that has one must have both; WAIT seconds are finite and not
    negative; TYPE text and KEY_PRESS keys are strings; a SCROLL's direction is one the
    environments know and its amount a finite number; ``reasoning`` is a string (None reads
    as ""). Anything else raises :class:`InvalidAction` naming the field: a value an
    environment cannot carry out would otherwise be typed, pressed or scrolled as something
    else ("None", nothing at all) and then judged as if it had been.

    Equality and hashing cover type and params, not the reasoning: two identical clicks with
    different chain-of-thought are the same action (that is what a repeat loop is).
    """

    action_type: ActionType
    params: dict[str, Any] = field(default_factory=dict)
    reasoning: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.action_type, ActionType):
            try:
                object.__setattr__(self, "action_type", ActionType(str(self.action_type).upper()))
            except ValueError:
                raise InvalidAction(
                    f"unknown action type {self.action_type!r}; expected one of "
                    f"{', '.join(t.value for t in ActionType)}"
                ) from None
        if not isinstance(self.params, dict):
            raise InvalidAction(f"params must be a dict, got {type(self.params).__name__}")
        native = _native(self.params)
        if native is not self.params:
            # A loop that computes its point with numpy (np.argmax, a detector's box centre)
            # gets the action judged like any other, and to_dict() must still go through
            # json.dumps (the service, trajectory files, logs), which refuses np.int64.
            object.__setattr__(self, "params", native)
        if self.reasoning is None:
            object.__setattr__(self, "reasoning", "")
        elif not isinstance(self.reasoning, str):
            raise InvalidAction(
                f"reasoning must be a string (the model's words), got {_kind_of(self.reasoning)}"
            )
        if self.action_type is ActionType.KEY_PRESS and _is_chord_list(self.params.get("keys")):
            # A list of key names is a chord, as OpenAI's keypress sends it: one string
            # ("ctrl+Return") is the form every converter and environment reads.
            chord = "+".join(self.params["keys"])
            object.__setattr__(self, "params", {**self.params, "keys": chord})
        _check_params(self.action_type, self.params)

    def __hash__(self) -> int:
        return hash((self.action_type, self.signature))

    # -- convenience constructors -------------------------------------------------------------
    @classmethod
    def click(cls, x: float, y: float, reasoning: str = "", button: str = "left") -> Action:
        params: dict[str, Any] = {"x": x, "y": y}
        if button != "left":
            params["button"] = button
        return cls(ActionType.CLICK, params, reasoning)

    @classmethod
    def double_click(cls, x: float, y: float, reasoning: str = "") -> Action:
        return cls(ActionType.DOUBLE_CLICK, {"x": x, "y": y}, reasoning)

    @classmethod
    def type_text(cls, text: str, reasoning: str = "", **extra: Any) -> Action:
        return cls(ActionType.TYPE, {"text": text, **extra}, reasoning)

    @classmethod
    def key(cls, keys: str, reasoning: str = "", **extra: Any) -> Action:
        return cls(ActionType.KEY_PRESS, {"keys": keys, **extra}, reasoning)

    @classmethod
    def scroll(
        cls, direction: str = "down", amount: int = 3, reasoning: str = "", **extra: Any
    ) -> Action:
        return cls(
            ActionType.SCROLL, {"direction": direction, "amount": amount, **extra}, reasoning
        )

    @classmethod
    def wait(cls, seconds: float = 1.0, reasoning: str = "") -> Action:
        return cls(ActionType.WAIT, {"seconds": seconds}, reasoning)

    @classmethod
    def done(cls, reasoning: str = "", **extra: Any) -> Action:
        return cls(ActionType.DONE, dict(extra), reasoning)

    # -- views ---------------------------------------------------------------------------------
    @property
    def point(self) -> tuple[float, float] | None:
        """(x, y) when the action targets a screen point, else None."""
        x, y = self.params.get("x"), self.params.get("y")
        if _is_coordinate(x) and _is_coordinate(y):
            return (float(x), float(y))
        return None

    @property
    def signature(self) -> str:
        """Canonical, byte-comparable form of type + params (what a repeat loop compares)."""
        return self.action_type.value + json.dumps(self.params, sort_keys=True, default=str)

    def to_dict(self) -> dict[str, Any]:
        return {
            "action_type": self.action_type.value,
            "params": dict(self.params),
            "reasoning": self.reasoning,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Action:
        """Accept Vigil's own dict, a tool_use block, or a bare computer_call action.

        Anything else is an :class:`InvalidAction` naming what was wrong: callers pass JSON a
        model wrote, and a raw ``TypeError`` from deep inside a verifier tells them nothing.
        """
        data = _plain(data)
        if not isinstance(data, Mapping):
            raise InvalidAction(f"an action must be a JSON object, got {_kind_of(data)}")
        _refuse_batch(data)
        data = dict(data)
        if data.get("type") == "tool_use" or "input" in data:
            return action_from_tool_use(data)
        if data.get("type") == "text":
            raise InvalidAction(
                "a text block is not an action: pass the tool_use block, and the text as the "
                "action's reasoning"
            )
        if "action_type" not in data and "type" not in data:
            if isinstance(data.get("action"), str):
                return action_from_tool_use(data)  # a tool_use block's bare 'input'
            if isinstance(data.get("action"), Mapping):
                return action_from_computer_call(data)  # a computer_call item without its type
        kind = data.get("action_type") or data.get("type")
        if kind is None:
            raise InvalidAction(f"action has no 'action_type': {_short(data)}")
        if "action_type" not in data:
            return action_from_computer_call(data)
        params = data.get("params", {})
        if params is None:
            params = {}
        if not isinstance(params, Mapping):
            raise InvalidAction(f"'params' must be an object, got {_kind_of(params)}")
        stray = [k for k in ("x", "y") if k in data and k not in params]
        if stray:
            raise InvalidAction(
                f"{'/'.join(stray)} at the top level of the action: coordinates go in "
                f'\'params\' ({{"params": {{"x": .., "y": ..}}}})'
            )
        return cls(
            ActionType(str(kind).upper()) if _is_type(kind) else _bad_type(kind),
            dict(params),
            data.get("reasoning", ""),  # not a string: refused by __post_init__, as Action()
        )

    def __str__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{self.action_type.value}({args})"


def _is_type(kind: Any) -> bool:
    return str(kind).upper() in ActionType.__members__


def _bad_type(kind: Any) -> ActionType:
    raise InvalidAction(
        f"unknown action type {kind!r}; expected one of {', '.join(ActionType.__members__)}"
    )


def as_action(action: Action | Mapping[str, Any], reasoning: str | None = None) -> Action:
    """An Action as it is; anything else read by :meth:`Action.from_dict` (Vigil's dict, a
    tool_use block, a computer_call item), which names what is wrong with it. ``reasoning``
    replaces the action's own when given: a tool call carries none, and the model's words
    beside it are what make a click high-risk."""
    if isinstance(action, Action):
        act = action
    else:
        data = _plain(action)
        _refuse_batch(data)
        act = Action.from_dict(data)
    return act if reasoning is None else replace(act, reasoning=reasoning)


#: Pixels past which a coordinate is off any screen. :func:`scale_action` brings a farther one
#: in to it before scaling, where ``1e308`` would become infinity (which no whole number can
#: hold) and still mean "off the screen"; the feedback shows such a one in exponent form.
OFF_SCREEN_PX: Final = 1e9

_POINT_KEYS = ("x", "y", "to_x", "to_y")


def has_far_point(action: Action) -> bool:
    """Whether a coordinate of ``action`` lies beyond :data:`OFF_SCREEN_PX`."""
    return any(
        _is_number(value) and abs(value) > OFF_SCREEN_PX
        for value in (action.params.get(key) for key in _POINT_KEYS)
    )


def scale_action(action: Action, fx: float, fy: float) -> Action:
    """``action`` with its points (``x``/``y``, a drag's ``to_x``/``to_y``) multiplied by
    ``fx``/``fy``: from the model's screen scale to the screenshot's, or back. A coordinate
    beyond :data:`OFF_SCREEN_PX` is taken as that (same sign) first."""
    params = dict(action.params)
    for key, factor in zip(_POINT_KEYS, (fx, fy, fx, fy), strict=True):
        value = params.get(key)
        if _is_number(value):
            near = max(-OFF_SCREEN_PX, min(OFF_SCREEN_PX, float(value)))
            params[key] = round(near * factor)
    return replace(action, params=params)


def _is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _plain(action: Any) -> Any:
    """An SDK object (``anthropic.types.ToolUseBlock``, OpenAI's ``ResponseComputerToolCall``
    or its ``action``) as the dict it serialises to: what ``response.content`` and
    ``response.output`` hand a loop is these objects, not dicts."""
    dump = getattr(action, "model_dump", None)
    if not isinstance(action, Mapping) and callable(dump):
        return dump(exclude_none=True)
    return action


def _refuse_batch(data: Any) -> None:
    """One action is judged per call: a computer_call that batches several would otherwise
    be judged on its first alone, and whatever its later actions did (an Enter that submits)
    credited to that one."""
    batch = data.get("actions") if isinstance(data, Mapping) else None
    if isinstance(batch, list) and len(batch) > 1 and data.get("action") is None:
        raise InvalidAction(
            f"a computer_call with {len(batch)} actions: check each one "
            "(vigil.actions.actions_from_computer_call(call) lists them)"
        )


def _kind_of(value: Any) -> str:
    return "null" if value is None else f"{type(value).__name__} {_short(value)}"


#: Actions aimed at a screen point: without one there is nothing to verify or to execute.
_NEEDS_POINT = frozenset(
    {ActionType.CLICK, ActionType.DOUBLE_CLICK, ActionType.DRAG, ActionType.MOVE}
)


def _is_coordinate(value: Any) -> TypeGuard[float]:
    """A finite real number that is not a bool (JSON ``true`` would otherwise click at 1)."""
    return (
        isinstance(value, numbers.Real)
        and not isinstance(value, bool)
        and math.isfinite(float(value))
    )


def _check_params(kind: ActionType, params: dict[str, Any]) -> None:
    """Refuse params the verifiers and environments would trip over later.

    A pointer action without a usable point used to pass and get judged with no region (or
    crash with a bare ValueError when a NaN reached the frame code); the error belongs here,
    where the caller can still see which field was wrong. A MOVE without x and y but with a
    ``button`` is the marker the Anthropic integration records for a mouse down/up gesture.
    """
    pointer = kind in _NEEDS_POINT and not (kind is ActionType.MOVE and "button" in params)
    if pointer or "x" in params or "y" in params:
        for key in ("x", "y"):
            _check_number(kind, params, key, required=True)
    if kind is ActionType.DRAG:
        _check_drag_end(params)
    if kind is ActionType.WAIT:
        _check_number(kind, params, "seconds", required=False, minimum=0.0)
    if kind is ActionType.KEY_PRESS:
        _check_number(kind, params, "hold_seconds", required=False, minimum=0.0)
    _check_words(kind, params)
    if kind is ActionType.SCROLL:
        _check_scroll(params)
    if kind is ActionType.CLICK and "button" in params:
        _check_choice(kind, params, "button", _BUTTONS)


#: The text params each action type reads: a None or a list there would otherwise be typed
#: or pressed as its Python spelling ("None", "['ctrl', 'a']").
_WORDS = {ActionType.TYPE: "text", ActionType.KEY_PRESS: "keys"}
_BUTTONS = ("left", "right", "middle")
_DIRECTIONS = ("up", "down", "left", "right")


def _is_chord_list(keys: Any) -> bool:
    return (
        isinstance(keys, (list, tuple))
        and bool(keys)
        and all(isinstance(k, str) and k for k in keys)
    )


def _check_words(kind: ActionType, params: dict[str, Any]) -> None:
    key = _WORDS.get(kind)
    if key is not None and key in params and not isinstance(params[key], str):
        hint = " (or a list of key names: a chord, 'ctrl+a')" if key == "keys" else ""
        raise InvalidAction(
            f"{kind.value}: params.{key} must be a string{hint}, got {_short(params[key])}"
        )


def _check_scroll(params: dict[str, Any]) -> None:
    """A scroll an environment cannot perform (no direction it knows, a NaN distance) would
    otherwise be converted into a scroll of nothing and judged as one."""
    if "direction" in params:
        direction = params["direction"]
        if not isinstance(direction, str) or direction.lower() not in _DIRECTIONS:
            raise InvalidAction(
                f"SCROLL: params.direction must be one of {', '.join(_DIRECTIONS)}, "
                f"got {_short(direction)}"
            )
    if params.get("amount") is not None:
        _check_number(ActionType.SCROLL, params, "amount", required=False, minimum=0.0)


def _check_choice(
    kind: ActionType, params: dict[str, Any], key: str, allowed: tuple[str, ...]
) -> None:
    if params[key] not in allowed:
        raise InvalidAction(
            f"{kind.value}: params.{key} must be one of {', '.join(allowed)}, "
            f"got {_short(params[key])}"
        )


def _check_drag_end(params: dict[str, Any]) -> None:
    """A drag's end is both ``to_x`` and ``to_y`` or neither (a drag to where it started):
    one alone would silently keep the start's other coordinate."""
    given = [key for key in ("to_x", "to_y") if key in params]
    if len(given) == 1:
        missing = "to_y" if given == ["to_x"] else "to_x"
        raise InvalidAction(f"DRAG: params.{given[0]} without params.{missing}")
    for key in given:
        _check_number(ActionType.DRAG, params, key, required=False)


def _check_number(
    kind: ActionType,
    params: dict[str, Any],
    key: str,
    *,
    required: bool,
    minimum: float | None = None,
) -> None:
    if key not in params:
        if required:
            raise InvalidAction(
                f"{kind.value} needs params.x and params.y as numbers; params.{key} is missing"
            )
        return
    value = params[key]
    if not _is_coordinate(value):
        raise InvalidAction(
            f"{kind.value}: params.{key} must be a finite number, got {_short(value)}"
        )
    if minimum is not None and value < minimum:
        raise InvalidAction(
            f"{kind.value}: params.{key} must be at least {minimum:g}, got {value!r}"
        )


def _short(data: Any) -> str:
    text = json.dumps(data, default=str)
    return text if len(text) <= 200 else text[:197] + "..."


# -- computer-use tool_use --------------------------------------------------------------------
_CLICK_BUTTONS = {"left_click": "left", "right_click": "right", "middle_click": "middle"}


def _coordinate(inp: dict[str, Any], key: str = "coordinate") -> tuple[float, float]:
    coord = inp.get(key)
    if (
        not isinstance(coord, (list, tuple))
        or len(coord) != 2
        or not all(_is_coordinate(c) for c in coord)
    ):
        raise InvalidAction(f"'{key}' must be [x, y] finite numbers, got {coord!r}")
    return (coord[0], coord[1])


def _tool_use_name(block: Any, inp: dict[str, Any]) -> str:
    """The computer action a tool_use block asks for: its input's ``action``, or, in a
    per-action toolset (computer_toolset_20260801), the block's tool name (whether or not
    the block also carries its ``toolset_name``)."""
    name = inp.get("action")
    member = block.get("name") if isinstance(block, dict) else None
    if name is None and isinstance(member, str) and member != "computer":
        name = member
    if not isinstance(name, str):
        raise InvalidAction(f"tool_use input has no 'action': {_short(inp)}")
    return name


def action_from_tool_use(block: dict[str, Any], reasoning: str = "") -> Action:
    """Convert a computer-use ``tool_use`` block (or just its ``input``) into an Action."""
    inp = block.get("input", block) if isinstance(block, dict) else None
    if not isinstance(inp, dict):
        raise InvalidAction(f"tool_use block has no 'input' object: {_short(block)}")
    name = _tool_use_name(block, inp)
    extra: dict[str, Any] = {}
    if isinstance(block, dict) and "visual_representation" in block:
        extra["visual_representation"] = block["visual_representation"]
    if name in _POINTER_NAMES and isinstance(inp.get("text"), str) and inp["text"]:
        # computer_20250124+: 'text' on a click or scroll names the keys held during it.
        extra["hold_keys"] = inp["text"]
    if name in _CLICK_BUTTONS or name == "double_click" or name == "triple_click":
        x, y = _coordinate(inp)
        params: dict[str, Any] = {"x": x, "y": y, **extra}
        if name == "double_click":
            return Action(ActionType.DOUBLE_CLICK, params, reasoning)
        if name == "triple_click":
            params["clicks"] = 3
        button = _CLICK_BUTTONS.get(name, "left")
        if button != "left":
            params["button"] = button
        return Action(ActionType.CLICK, params, reasoning)
    if name == "type":
        text = inp.get("text")
        if not isinstance(text, str):
            raise InvalidAction("tool_use 'type' needs a string 'text'")
        params = {"text": text, **extra}
        if "coordinate" in inp:
            params["x"], params["y"] = _coordinate(inp)
        return Action(ActionType.TYPE, params, reasoning)
    if name in ("key", "hold_key"):
        keys = inp.get("text", inp.get("key"))
        if not isinstance(keys, str) or not keys:
            raise InvalidAction(f"tool_use {name!r} needs the key name in 'text'")
        params = {"keys": keys, **extra}
        if name == "hold_key":
            params["hold_seconds"] = _seconds(inp.get("duration", 1.0), name)
        if "coordinate" in inp:
            params["x"], params["y"] = _coordinate(inp)
        return Action(ActionType.KEY_PRESS, params, reasoning)
    if name == "scroll":
        params = {
            "direction": str(inp.get("scroll_direction", inp.get("direction", "down"))),
            "amount": _amount(inp.get("scroll_amount", inp.get("amount", 3))),
            **extra,
        }
        if "coordinate" in inp:
            params["x"], params["y"] = _coordinate(inp)
        return Action(ActionType.SCROLL, params, reasoning)
    if name == "left_click_drag":
        if "start_coordinate" in inp:
            x, y = _coordinate(inp, "start_coordinate")
            tx, ty = _coordinate(inp, "coordinate")
        else:
            tx, ty = _coordinate(inp)
            x, y = tx, ty
        params = {"x": x, "y": y, "to_x": tx, "to_y": ty, **extra}
        return Action(ActionType.DRAG, params, reasoning)
    if name == "mouse_move":
        x, y = _coordinate(inp)
        return Action(ActionType.MOVE, {"x": x, "y": y, **extra}, reasoning)
    if name == "wait":
        return Action(ActionType.WAIT, {"seconds": _seconds(inp.get("duration", 1.0))}, reasoning)
    if name in ("screenshot", "cursor_position"):
        # Asking to look is a no-op step: the next observation carries a fresh frame.
        return Action(ActionType.WAIT, {"seconds": 0.0, "observe": name}, reasoning)
    if name in ("done", "finish", "stop"):
        return Action(ActionType.DONE, {}, reasoning)
    if name in ("left_mouse_down", "left_mouse_up", "zoom"):
        raise InvalidAction(
            f"computer-use action {name!r} is not supported here; use left_click_drag for drags"
        )
    raise InvalidAction(f"unknown computer-use action {name!r}")


_POINTER_NAMES = frozenset(
    {
        "left_click",
        "right_click",
        "middle_click",
        "double_click",
        "triple_click",
        "scroll",
        "left_click_drag",
        "mouse_move",
    }
)


def _seconds(value: Any, what: str = "wait") -> float:
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        raise InvalidAction(f"{what} needs a number of seconds, got {value!r}") from None
    if not 0 <= seconds < math.inf:
        raise InvalidAction(f"{what} needs a finite non-negative duration, got {value!r}")
    return seconds


def _amount(value: Any) -> int:
    try:
        amount = int(value) if value is not None else 3
    except (TypeError, ValueError):
        raise InvalidAction(f"scroll amount must be a whole number, got {value!r}") from None
    return amount if amount > 0 else 3


def action_to_tool_use(action: Action) -> dict[str, Any]:
    """The computer-use ``tool_use`` block for ``action`` (the trajectory cache's form)."""
    p = action.params
    t = action.action_type
    inp: dict[str, Any]

    def xy() -> list[int | float]:
        pt = action.point
        if pt is None:
            raise InvalidAction(f"{t.value} needs x and y to become a tool_use block")
        return [_num(p["x"]), _num(p["y"])]

    if t is ActionType.CLICK:
        button = p.get("button", "left")
        name = {"left": "left_click", "right": "right_click", "middle": "middle_click"}.get(button)
        if name is None:
            raise InvalidAction(f"unknown mouse button {button!r}")
        if p.get("clicks") == 3:
            name = "triple_click"
        inp = {"action": name, "coordinate": xy()}
    elif t is ActionType.DOUBLE_CLICK:
        inp = {"action": "double_click", "coordinate": xy()}
    elif t is ActionType.TYPE:
        inp = {"action": "type", "text": str(p.get("text", ""))}
        if action.point is not None:
            inp["coordinate"] = xy()
    elif t is ActionType.KEY_PRESS:
        inp = {"action": "key", "text": str(p.get("keys", ""))}
        if action.point is not None:
            inp["coordinate"] = xy()
    elif t is ActionType.SCROLL:
        inp = {
            "action": "scroll",
            "scroll_direction": str(p.get("direction", "down")),
            "scroll_amount": int(p.get("amount", 3)),
        }
        if action.point is not None:
            inp["coordinate"] = xy()
    elif t is ActionType.DRAG:
        inp = {
            "action": "left_click_drag",
            "start_coordinate": xy(),
            "coordinate": [_num(p.get("to_x", p["x"])), _num(p.get("to_y", p["y"]))],
        }
    elif t is ActionType.MOVE:
        inp = {"action": "mouse_move", "coordinate": xy()}
    elif t is ActionType.WAIT:
        inp = {"action": "wait", "duration": float(p.get("seconds", 1.0))}
    else:
        raise InvalidAction(f"{t.value} has no computer-use tool_use form")
    if t is ActionType.KEY_PRESS and "hold_seconds" in p:
        inp = {"action": "hold_key", "text": inp["text"], "duration": float(p["hold_seconds"])}
    elif t is ActionType.WAIT and p.get("observe") in ("screenshot", "cursor_position"):
        inp = {"action": str(p["observe"])}
    hold = p.get("hold_keys")
    if isinstance(hold, str) and hold and inp["action"] in _POINTER_NAMES:
        inp["text"] = hold
    block: dict[str, Any] = {"type": "tool_use", "name": "computer", "input": inp}
    if "visual_representation" in p:
        block["visual_representation"] = p["visual_representation"]
    return block


def _num(v: Any) -> int | float:
    f = float(v)
    return int(f) if f.is_integer() else f


# -- OpenAI computer_call --------------------------------------------------------------------
#: Pixels of an OpenAI ``scroll_x``/``scroll_y`` per Vigil scroll notch (the browser's wheel step).
SCROLL_PX_PER_NOTCH = 100
_CALL_BUTTONS = {"left": "left", "right": "right", "middle": "middle", "wheel": "middle"}
#: OpenAI's ``back``/``forward`` mouse buttons as the desktop browsers' history shortcuts.
#: Headless Chromium has no browser UI to hear the keys (Playwright's Alt+ArrowLeft leaves
#: the page where it is), so the action also says ``history``: an environment that drives a
#: page directly can navigate by it instead of pressing the keys.
_HISTORY_BUTTONS = {"back": "alt+Left", "forward": "alt+Right"}


def _held(act: dict[str, Any]) -> dict[str, Any]:
    keys = act.get("keys")
    if isinstance(keys, list) and keys and all(isinstance(k, str) for k in keys):
        return {"hold_keys": "+".join(_norm_key(k) for k in keys)}
    return {}


def action_from_computer_call(call: dict[str, Any], reasoning: str = "") -> Action:
    """Convert an OpenAI ``computer_call`` (the item, or its ``action``) into an Action.

    Keys held during a pointer action (``keys`` on click, scroll, drag, move) land in
    ``hold_keys``; scroll distances in pixels become notches of ``SCROLL_PX_PER_NOTCH``. A
    batched item (``actions``) converts its first action: see :func:`actions_from_computer_call`.
    A click with the ``back`` / ``forward`` button is history navigation, not a click at
    x, y: a KEY_PRESS of ``alt+Left`` / ``alt+Right`` with ``history`` set.
    """
    act = _call_action(call)
    kind = act.get("type")
    held = _held(act)
    if kind == "click":
        x, y = _xy(act)
        raw_button = str(act.get("button", "left"))
        if raw_button in _HISTORY_BUTTONS:
            # The back/forward mouse buttons navigate history, with no point of their own.
            nav = {"keys": _HISTORY_BUTTONS[raw_button], "history": raw_button}
            return Action(ActionType.KEY_PRESS, nav, reasoning)
        button = _CALL_BUTTONS.get(raw_button)
        if button is None:
            raise InvalidAction(f"unsupported computer_call button {raw_button!r}")
        params: dict[str, Any] = {"x": x, "y": y, **held}
        if button != "left":
            params["button"] = button
        return Action(ActionType.CLICK, params, reasoning)
    if kind == "double_click":
        x, y = _xy(act)
        return Action(ActionType.DOUBLE_CLICK, {"x": x, "y": y, **held}, reasoning)
    if kind == "type":
        text = act.get("text")
        if not isinstance(text, str):
            raise InvalidAction("computer_call 'type' needs a string 'text'")
        return Action(ActionType.TYPE, {"text": text}, reasoning)
    if kind == "keypress":
        keys = act.get("keys")
        if not isinstance(keys, list) or not keys or not all(isinstance(k, str) for k in keys):
            raise InvalidAction("computer_call 'keypress' needs a non-empty list of 'keys'")
        return Action(
            ActionType.KEY_PRESS, {"keys": "+".join(_norm_key(k) for k in keys)}, reasoning
        )
    if kind == "scroll":
        x, y = _xy(act)
        dx, dy = _num_or(act.get("scroll_x")), _num_or(act.get("scroll_y"))
        if abs(dy) >= abs(dx):
            direction, amount = ("down" if dy >= 0 else "up"), abs(dy)
        else:
            direction, amount = ("right" if dx > 0 else "left"), abs(dx)
        notches = max(1, round(amount / SCROLL_PX_PER_NOTCH))
        params = {"x": x, "y": y, "direction": direction, "amount": notches, **held}
        return Action(ActionType.SCROLL, params, reasoning)
    if kind == "drag":
        path = act.get("path")
        if not isinstance(path, list) or len(path) < 2:
            raise InvalidAction("computer_call 'drag' needs a 'path' of at least two points")
        (x, y), (tx, ty) = _xy(path[0]), _xy(path[-1])
        params = {"x": x, "y": y, "to_x": tx, "to_y": ty, **held}
        return Action(ActionType.DRAG, params, reasoning)
    if kind == "move":
        x, y = _xy(act)
        return Action(ActionType.MOVE, {"x": x, "y": y, **held}, reasoning)
    if kind == "wait":
        ms = act.get("ms", 1000)
        return Action(ActionType.WAIT, {"seconds": _seconds(ms) / 1000.0}, reasoning)
    if kind == "screenshot":
        return Action(ActionType.WAIT, {"seconds": 0.0, "observe": "screenshot"}, reasoning)
    raise InvalidAction(f"unknown computer_call action type {kind!r}")


def _call_action(call: Any) -> dict[str, Any]:
    """The one action of a ``computer_call`` item, the first of a batched one, or ``call``
    itself when it is already a bare action (it has its own action ``type``)."""
    if not isinstance(call, Mapping):
        raise InvalidAction(f"computer_call must be an object, got {_kind_of(call)}")
    if call.get("action") is not None:
        act = call["action"]
    elif isinstance(call.get("actions"), list):
        if not call["actions"]:
            raise InvalidAction("computer_call 'actions' is empty")
        act = call["actions"][0]
    elif call.get("type") == "computer_call":
        raise InvalidAction(f"computer_call has no 'action' or 'actions': {_short(call)}")
    else:
        act = call
    if not isinstance(act, Mapping):
        raise InvalidAction(f"computer_call has no 'action' object: {_short(call)}")
    return dict(act)


def actions_from_computer_call(call: dict[str, Any], reasoning: str = "") -> list[Action]:
    """Every action of a ``computer_call`` item: its ``action``, or each of ``actions``."""
    batch = call.get("actions") if isinstance(call, dict) else None
    if isinstance(batch, list) and batch and call.get("action") is None:
        return [action_from_computer_call(a, reasoning) for a in batch]
    return [action_from_computer_call(call, reasoning)]


def _num_or(value: Any, default: float = 0.0) -> float:
    if value is None:
        return default
    try:
        return float(value)
    except (TypeError, ValueError):
        raise InvalidAction(f"expected a number, got {value!r}") from None


def _call_keys(keys: str) -> list[str]:
    return [k for k in keys.split("+") if k] or [keys]


def action_to_computer_call(action: Action) -> dict[str, Any]:
    """The OpenAI ``computer_call`` action for ``action`` (the inverse of the converter above)."""
    p = action.params
    t = action.action_type
    out: dict[str, Any]

    def xy() -> dict[str, int | float]:
        if action.point is None:
            raise InvalidAction(f"{t.value} needs x and y to become a computer_call")
        return {"x": _num(p["x"]), "y": _num(p["y"])}

    if t is ActionType.CLICK:
        out = {"type": "click", "button": str(p.get("button", "left")), **xy()}
    elif t is ActionType.DOUBLE_CLICK:
        out = {"type": "double_click", **xy()}
    elif t is ActionType.TYPE:
        out = {"type": "type", "text": str(p.get("text", ""))}
    elif t is ActionType.KEY_PRESS:
        out = {"type": "keypress", "keys": _call_keys(str(p.get("keys", "")))}
    elif t is ActionType.SCROLL:
        px = int(p.get("amount", 3)) * SCROLL_PX_PER_NOTCH
        direction = str(p.get("direction", "down"))
        dx = {"left": -px, "right": px}.get(direction, 0)
        dy = {"up": -px, "down": px}.get(direction, 0)
        point = xy() if action.point is not None else {"x": 0, "y": 0}
        out = {"type": "scroll", **point, "scroll_x": dx, "scroll_y": dy}
    elif t is ActionType.DRAG:
        start = xy()
        end = {"x": _num(p.get("to_x", p["x"])), "y": _num(p.get("to_y", p["y"]))}
        out = {"type": "drag", "path": [start, end]}
    elif t is ActionType.MOVE:
        out = {"type": "move", **xy()}
    elif t is ActionType.WAIT:
        if p.get("observe") == "screenshot":
            out = {"type": "screenshot"}
        else:
            out = {"type": "wait", "ms": round(float(p.get("seconds", 1.0)) * 1000)}
    else:
        raise InvalidAction(f"{t.value} has no computer_call form")
    hold = p.get("hold_keys")
    if (
        isinstance(hold, str)
        and hold
        and out["type"] in ("click", "double_click", "scroll", "drag", "move")
    ):
        out["keys"] = _call_keys(hold)
    return out


_KEY_ALIASES = {
    "ENTER": "Return",
    "RETURN": "Return",
    "CTRL": "ctrl",
    "CONTROL": "ctrl",
    "SHIFT": "shift",
    "ALT": "alt",
    "META": "meta",
    "CMD": "meta",
    "ESC": "Escape",
    "ESCAPE": "Escape",
    "TAB": "Tab",
    "SPACE": "space",
    "BACKSPACE": "BackSpace",
    "PAGEDOWN": "Page_Down",
    "PAGEUP": "Page_Up",
    "ARROWDOWN": "Down",
    "ARROWUP": "Up",
    "ARROWLEFT": "Left",
    "ARROWRIGHT": "Right",
    "DELETE": "Delete",
}


def _norm_key(key: str) -> str:
    return _KEY_ALIASES.get(key.upper().replace("_", ""), key)


def _xy(obj: Any) -> tuple[float, float]:
    if isinstance(obj, dict):
        x, y = obj.get("x"), obj.get("y")
    elif isinstance(obj, (list, tuple)) and len(obj) == 2:
        x, y = obj
    else:
        x = y = None
    if not _is_coordinate(x) or not _is_coordinate(y):
        raise InvalidAction(f"expected finite numeric x and y, got {_short(obj)}")
    return (x, y)


def _native(value: Any) -> Any:
    """``value`` with numpy numbers made Python's own (in lists and dicts too); the same
    object when there were none."""
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (list, tuple)):
        items = [_native(v) for v in value]
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, Mapping):
        pairs = {k: _native(v) for k, v in value.items()}
        return value if all(pairs[k] is value[k] for k in pairs) else pairs
    return value
