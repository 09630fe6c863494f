"""`vigil record` / `vigil replay` in Chromium: a replay whose every step passed visual
validation but that did not reach the recorded task's goal (a wrong ``--param`` password:
the sign-in form looks the same, the shop refuses it) is an error, not ``completed``.

The recording keeps the task's success check (``metadata.vigil.success``) and the replay
evaluates it on its final page; the failed replay counts against the cache."""

from __future__ import annotations

import json
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


def test_a_replay_short_of_the_goal_is_an_error(tmp_path: Path) -> None:
    params = ["--param", "email=demo@vigil.test", "--param", "pw=mugs"]
    rec = _vigil(
        "record", "signin_flash", "--name", "signin", "--store", "c.db", *params, cwd=tmp_path
    )
    assert rec.returncode == 0, rec.stdout + rec.stderr
    stored = TrajectoryStore(tmp_path / "c.db").get("signin")
    assert stored.info.success == {"url": "/account.html*", "text": ["Your account"]}

    wrong = _vigil(
        "replay", "signin", "--store", "c.db", "--json",
        "--param", "email=demo@vigil.test", "--param", "pw=wrong", cwd=tmp_path,
    )  # fmt: skip
    assert wrong.returncode == 1, wrong.stdout + wrong.stderr
    payload = json.loads(wrong.stdout)
    assert payload["status"] == "error" and payload["counted"] is True
    assert "success check failed" in payload["message"]
    assert all(v["status"] == "pass" for v in payload["verdicts"])  # the steps all matched

    right = _vigil("replay", "signin", "--store", "c.db", "--json", *params, cwd=tmp_path)
    assert right.returncode == 0, right.stdout + right.stderr
    assert json.loads(right.stdout)["status"] == "completed"
    meta = TrajectoryStore(tmp_path / "c.db").get("signin").metadata
    assert (meta.execution_attempts, len(meta.failures), meta.is_valid) == (2, 1, True)
