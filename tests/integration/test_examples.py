"""The three integration examples, run as a user copies them: ``python examples/X.py --stub``
must exit 0 and show the line the model received with the seed's WARNING (the demo shop's
consent trap, a local stub model, a real Chromium)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.parallel]

ROOT = Path(__file__).resolve().parents[2]
WARNING = "WARNING: high-risk action had no observed effect"


@pytest.mark.parametrize(
    ("example", "client"),
    [
        ("anthropic_loop.py", "anthropic"),
        ("openai_computer_use.py", "openai"),
        ("browser_use_agent.py", "browser_use"),
    ],
)
def test_example_runs_against_the_stub_and_tells_the_model(example: str, client: str) -> None:
    pytest.importorskip(client)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / example), "--stub"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    told = [line for line in out.stdout.splitlines() if WARNING in line]
    assert told, out.stdout[-2000:]
