"""SIGINT and SIGTERM to `vigil run`: one clear line, a non-zero exit, the steps so far and
the report kept, and no Chromium left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from _helpers import chromium_processes, report_written, wait_gone

from _signal_helpers import default_sigint

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_signal_to_vigil_run_keeps_the_partial_run(tmp_path: Path, sig: signal.Signals) -> None:
    out = tmp_path / "runs"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", "run", "spinner_captcha", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=default_sigint,
    )
    seen: set[int] = set()
    deadline = time.monotonic() + 180
    # Wait until the run has recorded a few steps, watching which browsers it started.
    while time.monotonic() < deadline:
        seen.update(p.pid for p in chromium_processes(proc.pid))
        pre_frames = list(out.glob("*/frames/002-pre.jpg"))
        if pre_frames or proc.poll() is not None:
            break
        time.sleep(0.2)
    assert proc.poll() is None, "the run ended before it could be interrupted"
    proc.send_signal(sig)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode != 0
    assert "Traceback" not in stderr, stderr
    assert "interrupted" in stderr, stderr
    run_dirs = [d for d in out.iterdir() if d.is_dir()]
    assert len(run_dirs) == 1
    result = json.loads((run_dirs[0] / "result.json").read_text())
    assert result["interrupted"] is True
    assert result["termination_reason"] == "interrupted"
    assert len(result["steps"]) >= 2
    assert report_written(run_dirs[0])
    assert wait_gone(seen) == [], "no Chromium outlives `vigil run`"
    assert not psutil.pid_exists(proc.pid) or psutil.Process(proc.pid).status() == "zombie"
