"""Task-file mistakes a user makes are named, never silently ignored."""

from __future__ import annotations

from typing import Any

import pytest

from vigil.brains.scripted import ScriptedTask
from vigil.errors import ConfigError

WAIT = {"action_type": "WAIT", "params": {"seconds": 1}}


def _task(**extra: Any) -> dict[str, Any]:
    return {"task": "Buy the blue mug", "steps": [{"action": WAIT}], **extra}


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (_task(stepz=[]), "unknown key 'stepz' (did you mean 'steps'?)"),
        (
            {"task": "x", "steps": [{"action": WAIT, "expect_beforee": []}]},
            "step 0: unknown key 'expect_beforee' (did you mean 'expect_before'?)",
        ),
        (
            {"task": "x", "steps": [{"action": WAIT, "expect_before": "Add to cart"}]},
            "'expect_before' must be a list of objects",
        ),
        (
            {"task": "x", "steps": [{"action": WAIT, "fallback": WAIT}]},
            "'fallback' must be a list of actions",
        ),
        ({"task": "x", "steps": [{"acton": WAIT}]}, "did you mean 'action'?"),
    ],
)
def test_task_file_mistakes_are_named(data: dict[str, Any], said: str) -> None:
    with pytest.raises(ConfigError, match=None) as err:
        ScriptedTask.from_dict(data)
    assert said in str(err.value)


def test_every_documented_key_and_a_bare_action_step_load() -> None:
    task = ScriptedTask.from_dict(
        _task(
            name="t",
            description="d",
            start_path="/shop.html",
            viewport=[1280, 800],
            max_steps=5,
            expect={"on": {}},
            success={"url": "/done*"},
            steps=[
                {
                    "action": WAIT,
                    "fallback": [WAIT],
                    "repeat": 2,
                    "expect_before": [{"role": "button", "text": "Go"}],
                    "expect_after": [],
                },
                WAIT,
            ],
        )
    )
    assert len(task.steps) == 2 and task.steps[0].repeat == 2


def test_a_task_file_that_is_not_utf8_is_named_by_the_loader(tmp_path: Any) -> None:
    """Every caller (vigil run, record, eval suites) gets the file named, not the decoder's
    own words."""
    from vigil.brains.scripted import load_task_file

    path = tmp_path / "task.json"
    path.write_bytes(b"\xff\xfe{\x00}\x00")
    with pytest.raises(ConfigError, match="not a UTF-8 text file"):
        load_task_file(path)
