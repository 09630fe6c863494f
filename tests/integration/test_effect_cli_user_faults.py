"""`vigil verify-effect` run as a new user runs it, on real Chromium renders: a model's own
tool call checked with the words beside it, an overlay asked for that cannot be drawn, an
action file that is no JSON. Each gives a verdict or one clear line, never silence."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

CASE = Path(__file__).resolve().parents[2] / "benchmarks/effect/cases/s_delete_warn-light-1920x1080"
PRE, POST = CASE / "pre_plain.png", CASE / "post.png"  # a Delete click that shows a warning
TOOL_USE = json.dumps(
    {
        "type": "tool_use",
        "id": "toolu_1",
        "name": "computer",
        "input": {"action": "left_click", "coordinate": [960, 540]},
    }
)
COMPUTER_CALL = json.dumps(
    {"type": "computer_call", "call_id": "c1", "action": {"type": "click", "x": 960, "y": 540}}
)


def vigil(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vigil", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("action", [TOOL_USE, COMPUTER_CALL], ids=["tool_use", "computer_call"])
def test_a_tool_call_is_checked_with_the_words_beside_it(action: str) -> None:
    silent = vigil("verify-effect", PRE, PRE, "-a", action, "--plain-pre", "--json")
    assert silent.returncode == 0, silent.stderr
    assert json.loads(silent.stdout)["reason"] == "not high-risk"  # no words: not checked
    noop = vigil(
        "verify-effect", PRE, PRE, "-a", action, "--reasoning", "Delete the file", "--json"
    )
    assert noop.returncode == 0, noop.stderr
    info = json.loads(noop.stdout)
    assert info["high_risk"] is True and info["effect_observed"] is False
    assert info["warning"].startswith("WARNING: high-risk action had no observed effect")
    works = vigil("verify-effect", PRE, POST, "-a", action, "-r", "Delete the file", "--json")
    assert json.loads(works.stdout)["effect_observed"] is True


def test_reasoning_replaces_the_actions_own_words() -> None:
    own = json.dumps(
        {"action_type": "CLICK", "params": {"x": 960, "y": 540}, "reasoning": "Delete it"}
    )
    r = vigil("verify-effect", PRE, PRE, "-a", own, "--reasoning", "look around", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["high_risk"] is False


def test_an_overlay_that_cannot_be_drawn_is_said_not_written(tmp_path: Path) -> None:
    out = tmp_path / "overlay.png"
    typing = json.dumps({"action_type": "TYPE", "params": {"text": "hi"}})
    r = vigil("verify-effect", PRE, POST, "-a", typing, "--out", out)
    assert r.returncode == 0, r.stderr
    assert f"--out {out} not written" in r.stderr and "not high-risk" in r.stderr
    assert not out.exists()
    small = tmp_path / "small.png"
    Image.open(POST).convert("RGB").resize((1280, 720)).save(small)
    enter = json.dumps({"action_type": "KEY_PRESS", "params": {"keys": "Enter"}})
    r = vigil("verify-effect", PRE, small, "-a", enter, "--out", out, "--json")
    assert r.returncode == 0, r.stderr
    assert "overlay" not in json.loads(r.stdout)  # stdout stays one JSON object
    assert "not written: PRE and POST differ in size" in r.stderr and not out.exists()


def test_a_drawn_overlay_says_nothing_on_stderr(tmp_path: Path) -> None:
    out = tmp_path / "overlay.png"
    click = json.dumps(
        {"action_type": "CLICK", "params": {"x": 960, "y": 540}, "reasoning": "Delete it"}
    )
    r = vigil("verify-effect", PRE, POST, "-a", click, "--plain-pre", "--out", out)
    assert r.returncode == 0 and r.stderr == "" and out.is_file()


def test_an_action_file_that_is_no_json_is_named(tmp_path: Path) -> None:
    notes = tmp_path / "action.txt"
    notes.write_text("click the Delete button")
    r = vigil("verify-effect", PRE, POST, "-a", f"@{notes}")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert f"--action is not valid JSON (read from {notes})" in r.stderr


def test_json_errors_are_json_on_stdout(tmp_path: Path) -> None:
    """With --json, a missing frame and a missing argument are the JSON error object on
    stdout (as verify-screen, hash, diff and replay give them), not a line on stderr."""
    from typer.testing import CliRunner

    from vigil.cli import app

    runner = CliRunner()
    click = '{"action_type": "CLICK", "params": {"x": 1, "y": 1}}'
    missing = str(tmp_path / "nope.png")
    for args in (
        ["verify-effect", missing, missing, "-a", click, "--json"],
        ["verify-effect", "--json"],
    ):
        r = runner.invoke(app, args)
        assert r.exit_code == 2, r.output
        answer = json.loads(r.stdout)
        assert answer["status"] == "error" and answer["message"]
