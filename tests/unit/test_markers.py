"""The ``browser`` mark is set by the conftest hook, so ``-m "not browser"`` means it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_tests_that_use_the_browser_fixture_are_marked_and_others_are_not() -> None:
    demo, loops = "tests/integration/test_demo_app.py", "tests/unit/test_loops.py"
    args = ["-q", "-p", "no:cacheprovider", "--collect-only", "-m", "browser", demo, loops]
    out = subprocess.run(
        [sys.executable, "-m", "pytest", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    ).stdout
    marked = {line.split("::")[1].split("[")[0] for line in out.splitlines() if "::" in line}
    # test_demo_app.py has no module-level mark: the marks come from the hook alone.
    assert "test_signin_message_flashes_then_vanishes" in marked  # asks for ``page``
    assert "test_consent_layer_absorbs_the_click_until_accepted" in marked
    assert "test_server_picks_a_free_port_and_stops" not in marked  # plain HTTP
    assert "test_task_files_are_complete_and_parse" not in marked
    assert not any(line.startswith(loops) for line in out.splitlines())  # no browser there
