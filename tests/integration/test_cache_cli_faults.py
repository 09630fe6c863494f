"""`vigil record` / `vigil replay` in Chromium when the user or the machine is at fault: a
replay that never reached a step (nothing listening at --url) or was interrupted is no
evidence against the trajectory and does not invalidate it; `record --url BASE` and
`replay --url BASE` take the same value; a recording with a swallowed click replays."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from _signal_helpers import default_sigint
from vigil.cache.store import TrajectoryStore
from vigil.demo import serve_demo

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.parallel]


def _vigil(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args], cwd=cwd, capture_output=True, text=True, timeout=300
    )


def _dead_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with happy_path stored as 'happy' in c.db, recorded against a base URL."""
    folder = tmp_path_factory.mktemp("faults")
    with serve_demo() as server:
        rec = _vigil(
            "record", "happy_path", "--name", "happy", "--store", "c.db",
            "--url", server.base_url, cwd=folder,
        )  # fmt: skip
        assert rec.returncode == 0, rec.stdout + rec.stderr
        # item 6: the same base URL replays (the recorded start path is joined on).
        again = _vigil(
            "replay", "happy", "--store", "c.db", "--url", server.base_url, "--json", cwd=folder
        )
    assert again.returncode == 0, again.stdout + again.stderr
    assert json.loads(again.stdout)["status"] == "completed"
    return folder


def _history(folder: Path) -> tuple[int, int, bool, int]:
    meta = TrajectoryStore(folder / "c.db").get("happy").metadata
    assert meta.vigil is not None
    return meta.execution_attempts, len(meta.failures), meta.is_valid, meta.vigil.aborted_runs


def test_nothing_listening_does_not_invalidate(recorded: Path) -> None:
    before = _history(recorded)
    url = f"http://127.0.0.1:{_dead_port()}/shop.html"
    for _ in range(3):
        out = _vigil("replay", "happy", "--store", "c.db", "--url", url, "--json", cwd=recorded)
        assert out.returncode == 1
        payload = json.loads(out.stdout)
        assert payload["status"] == "error" and payload["counted"] is False
    attempts, failures, valid, aborted = _history(recorded)
    assert (attempts, failures, valid) == before[:3] and valid
    assert aborted == before[3] + 3


def test_interrupted_replay_is_not_counted(recorded: Path) -> None:
    before = _history(recorded)
    with serve_demo() as server:
        out, err, code = _interrupt_replay(recorded, server.base_url)
    assert "Traceback" not in err, err
    if code == 0:  # the replay finished before the signal: nothing to judge
        pytest.skip("replay completed before the interrupt landed")
    assert "not counted against the cache: interrupted" in " ".join(out.split())
    attempts, failures, valid, aborted = _history(recorded)
    assert (attempts, failures, valid) == before[:3] and aborted == before[3] + 1


def _interrupt_replay(folder: Path, base: str) -> tuple[str, str, int]:
    """Start a replay, send SIGINT once its first step's frame is on disk."""
    args = ["replay", "happy", "--store", "c.db", "--url", base, "--out", "int"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", *args],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=default_sigint,
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not list(folder.glob("int/*/frames/000-pre*")):
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return out, err, proc.returncode


def test_cli_consent_recording_replays(tmp_path: Path) -> None:
    rec = _vigil("record", "checkout_consent", "--name", "consent", "--store", "c.db", cwd=tmp_path)
    assert rec.returncode == 0, rec.stdout + rec.stderr
    assert "left out 1 step that had no observed effect" in " ".join(rec.stdout.split())
    out = _vigil("replay", "consent", "--store", "c.db", "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert json.loads(out.stdout)["status"] == "completed"
