"""The shortest real eval suite there is, shared by the sweep, Ray and CLI tests: one click
on the lab's settings page (a few seconds a run), written out as a task file and a suite."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SWITCH: dict[str, Any] = {
    "name": "switch",
    "task": "Turn email alerts on",
    "start_path": "/lab/toggle_save.html",
    "max_steps": 4,
    "success": {"js": "() => document.getElementById('sw').classList.contains('on')"},
    "steps": [
        {
            "action": {
                "action_type": "CLICK",
                "params": {"x": 100, "y": 240},
                "reasoning": "Switch email alerts on",
            }
        }
    ],
}

#: Three runs of the same task under three names.
SUITE = """
name: tiny
defaults: {timeout_s: 60}
tasks:
  - file: switch.json
  - file: switch.json
    name: switch_again
  - file: switch.json
    name: switch_third
"""


def write_suite(folder: Path, text: str = SUITE, name: str = "suite.yaml") -> Path:
    """``switch.json`` and the suite ``text`` in ``folder``; the suite's path."""
    (folder / "switch.json").write_text(json.dumps(SWITCH))
    path = folder / name
    path.write_text(text)
    return path
