"""The ``vigil`` command run as a user runs it: a separate process, its exit code and output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_vigil(
    *args: str, cwd: Path, env: dict[str, str] | None = None, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    """``python -m vigil ARGS`` in ``cwd`` (``env`` replaces the environment when given)."""
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def narrow_terminal() -> dict[str, str]:
    """This environment with an 80-column terminal, as a new user's."""
    return {**os.environ, "COLUMNS": "80"}


def refused(r: subprocess.CompletedProcess[str], text: str) -> None:
    """One clear error naming ``text``, exit 2, no traceback."""
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout, r.stderr
    flat = " ".join((r.stderr + r.stdout).split())
    assert text in flat, flat
