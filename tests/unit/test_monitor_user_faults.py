"""The Monitor used as a new user uses it, on real Chromium renders: inputs a loop really
hands over (coordinates computed with numpy, one settle frame where a list belongs, bytes
that are no image) are judged like any other or refused with a message that names the
mistake, never a ``TypeError`` from ``json.dumps`` or from deep inside a loop."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from vigil import Action, Frame, Monitor
from vigil.errors import InvalidFrame

CASE = Path(__file__).resolve().parents[2] / "benchmarks/effect/cases/s_delete_warn-light-1920x1080"
PRE, POST = CASE / "pre_plain.png", CASE / "post.png"  # a Delete click that shows a warning
REASON = "Click Delete"


@pytest.mark.parametrize(
    "action",
    [
        Action.click(np.int64(960), np.float32(540.0), reasoning=REASON),  # type: ignore[arg-type]
        {"action_type": "CLICK", "params": {"x": np.int64(960), "y": np.int64(540)}},
        {"type": "computer_call", "action": {"type": "click", "x": np.int32(960), "y": 540}},
    ],
    ids=["Action", "dict", "computer_call"],
)
def test_numpy_coordinates_give_a_json_verdict_like_python_ones(action: object) -> None:
    numpy_verdict = Monitor().check(action, PRE, POST, reasoning=REASON)  # type: ignore[arg-type]
    plain = Monitor().check(Action.click(960, 540), PRE, POST, reasoning=REASON)
    data = json.loads(json.dumps(numpy_verdict.to_dict()))
    assert data["action"]["params"]["x"] == 960 and data["action"]["params"]["y"] == 540
    assert type(numpy_verdict.action.params["x"]) is int
    assert numpy_verdict.feedback == plain.feedback
    assert numpy_verdict.effect_observed is plain.effect_observed is True
    assert pickle.loads(pickle.dumps(numpy_verdict)).to_dict() == numpy_verdict.to_dict()


def test_numpy_scroll_amount_is_a_python_number_in_the_verdict() -> None:
    scroll = {"action_type": "SCROLL", "params": {"direction": "down", "amount": np.int64(3)}}
    verdict = Monitor().check(scroll, PRE, PRE)
    assert json.loads(json.dumps(verdict.to_dict()))["action"]["params"]["amount"] == 3


def test_python_numbers_keep_the_action_as_given() -> None:
    action = Action.click(960, 540, reasoning=REASON)
    assert Monitor().check(action, PRE, POST).action is action


@pytest.mark.parametrize(
    "one",
    [PRE, str(PRE), Image.open(PRE), Frame(PRE), PRE.read_bytes()],
    ids=["Path", "str", "PIL", "Frame", "bytes"],
)
def test_one_frame_as_samples_is_refused_by_name(one: object) -> None:
    with pytest.raises(TypeError, match=r"samples is a list of frames, not one frame.*\[frame\]"):
        Monitor().check(Action.click(960, 540, reasoning=REASON), PRE, POST, samples=one)  # type: ignore[arg-type]


def test_the_same_frame_in_a_list_is_a_sample() -> None:
    verdict = Monitor().check(
        Action.click(960, 540, reasoning=REASON), PRE, POST, samples=[POST, Image.open(POST)]
    )
    assert verdict.effect_observed is True


def test_a_file_that_is_no_image_is_named_without_a_buffer_address(tmp_path: Path) -> None:
    text = tmp_path / "notes.png"
    text.write_text("hello, not a screenshot")
    for source in (text, text.read_bytes()):
        with pytest.raises(InvalidFrame, match="not a known image format") as err:
            Monitor().check(Action.click(960, 540, reasoning=REASON), source, POST)
        assert "object at 0x" not in str(err.value)


def test_a_new_screen_size_forgets_what_moved_on_the_old_one() -> None:
    """docs/monitor.md: a change of screen size forgets everything, summary included."""
    import numpy as np

    from vigil import Action, Monitor

    monitor = Monitor()
    still = np.full((1080, 1920, 3), 255, np.uint8)
    ticked = still.copy()
    ticked[10:30, 10:60] = 0
    monitor.observe(still)
    monitor.observe(ticked)
    assert monitor.summary()["volatile_boxes"]
    small = np.full((800, 1280, 3), 255, np.uint8)
    monitor.check(Action.click(100, 100, "submit"), small, small)
    assert monitor.summary()["volatile_boxes"] == []
