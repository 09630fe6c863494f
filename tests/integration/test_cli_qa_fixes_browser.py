"""`vigil record` / `vigil replay` in Chromium after the third QA pass: a ``--param`` value
no step used is named on stderr (and the cache still stored), and the outcome lines carry
no empty tail ("completed " , "run ended with loop: ")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from vigil.cache.store import TrajectoryStore

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.parallel]


def _vigil(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args], cwd=cwd, capture_output=True, text=True, timeout=300
    )


def test_unmatched_param_warns_and_outcome_lines_have_no_empty_tail(tmp_path: Path) -> None:
    rec = _vigil(
        "record", "signin_flash", "--name", "signin", "--store", "c.db",
        "--param", "email=demo@vigil.test", "--param", "pw=nothere@x.y", cwd=tmp_path,
    )  # fmt: skip
    assert rec.returncode == 0, rec.stdout + rec.stderr
    assert "Traceback" not in rec.stderr
    warning = " ".join(rec.stderr.split())
    assert "warning: --param pw=nothere@x.y matched no recorded step" in warning
    assert "email" not in warning  # the value that matched is no warning
    cache = TrajectoryStore(tmp_path / "c.db").get("signin")
    assert list(cache.cache_parameters) == ["email"]

    replay = _vigil(
        "replay", "signin", "--store", "c.db", "--param", "email=demo@vigil.test", cwd=tmp_path
    )
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert "completed\n" in replay.stdout and "completed \n" not in replay.stdout

    loop = _vigil("record", "spinner_captcha", "--name", "sc", "--store", "c.db", cwd=tmp_path)
    assert loop.returncode == 1, loop.stdout + loop.stderr
    assert "run ended with loop\n" in loop.stdout
    assert "nothing stored" in loop.stderr
