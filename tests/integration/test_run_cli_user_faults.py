"""``vigil run`` used as a demanding user would: a run that fails at once while OCR is still
loading, runs started in parallel into one ``--out``, a mistyped URL scheme, a task file that
is not text, and the report of a run that never took a step, read in real Chromium. Every
user error is one line and a non-zero exit; nothing is lost or half-written."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from _cli import narrow_terminal, refused, run_vigil
from vigil.cli.run_cmd import _new_run_dir


def vigil(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_vigil(*args, cwd=cwd, env=narrow_terminal())


#: Starts the OCR warm-up as ``vigil run`` does, then exits at a point inside the model load
#: (the argument: seconds after the load began), as a run whose page cannot open does.
_EXIT_DURING_WARM_UP = """
import sys, time
from vigil.cli.run_cmd import _warm_up_in_background
from vigil.ocr import RapidOcr
engine = RapidOcr()
_warm_up_in_background(engine)
while not engine._init_lock.locked() and engine._engine is None:
    time.sleep(0.001)
time.sleep(float(sys.argv[1]))
sys.exit(1)
"""


@pytest.mark.parametrize("delay", [0.2, 0.5, 0.8])
def test_exiting_while_ocr_warms_up_keeps_the_exit_code(delay: float) -> None:
    """A daemon warm-up thread was torn down inside ONNX Runtime's session build: the
    process aborted ("terminate called without an active exception", exit 134), not 1."""
    r = subprocess.run(
        [sys.executable, "-c", _EXIT_DURING_WARM_UP, str(delay)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert "terminate called" not in r.stderr


def test_runs_started_together_get_their_own_folders(tmp_path: Path) -> None:
    """Checking that a folder did not exist and then creating it let two runs in the same
    second both pick it: the second ended with "cannot create a run folder: File exists"."""
    out = tmp_path / "runs"
    made: list[Path | BaseException] = []
    for _ in range(20):
        barrier = threading.Barrier(6)

        def start(barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            try:
                made.append(_new_run_dir(out, "checkout_consent", "on"))
            except OSError as exc:
                made.append(exc)

        threads = [threading.Thread(target=start) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    errors = [m for m in made if isinstance(m, BaseException)]
    assert not errors, errors[:3]
    assert len({str(m) for m in made}) == len(made) == 120


@pytest.mark.parametrize("url", ["htp://127.0.0.1:8765", "ftp://127.0.0.1"])
def test_a_url_chromium_cannot_open_is_refused_before_the_browser(tmp_path: Path, url: str) -> None:
    """Was accepted: the browser started, the run ended as an error (exit 1) and left a run
    folder for a run that never began."""
    r = vigil("run", "happy_path", "--url", url, "--out", "runs", cwd=tmp_path)
    refused(r, "--url must be an http:// or https:// URL")
    assert not (tmp_path / "runs").exists()


def test_a_task_file_that_is_not_text_is_named(tmp_path: Path) -> None:
    """The decoder's words alone ("'utf-8' codec can't decode byte 0xff") named no file."""
    (tmp_path / "task.json").write_bytes(b"\xff\xfe{\x00}\x00")
    refused(vigil("run", "task.json", cwd=tmp_path), "task.json: not a UTF-8 text file")
    args = ("run", "Buy the mug", "--url", "http://127.0.0.1:1", "--brain", "scripted:task.json")
    refused(vigil(*args, cwd=tmp_path), "task.json: not a UTF-8 text file")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def _summary_value(stdout: str, row: str) -> str:
    """A row's value in the summary table, its folded lines joined."""
    value: list[str] = []
    for line in stdout.splitlines():
        cells = line.split("│")
        if len(cells) < 4:
            if value:
                break
            continue
        name, text = cells[1].strip(), cells[2].strip()
        if name == row or (value and not name):
            value.append(text)
        elif value:
            break
    return "".join(value)


def test_a_run_that_never_started_reports_it_in_full(tmp_path: Path, browser: Any) -> None:
    """The start page cannot be opened: exit 1, the report path printed whole (it was cut
    with "…" at 80 columns), and a report that says no step was taken (it ended on a bare
    "Steps:") and renders in Chromium with no error and nothing fetched from elsewhere."""
    url = f"http://127.0.0.1:{_closed_port()}"
    out = tmp_path / "a-folder-name-long-enough-for-the-path-to-pass-80-columns"
    r = vigil("run", "happy_path", "--url", url, "--out", str(out), cwd=tmp_path)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr
    (run_dir,) = out.iterdir()
    report = run_dir / "report.html"
    assert len(str(report)) > 80
    assert _summary_value(r.stdout, "report") == str(report)
    html = report.read_text(encoding="utf-8")
    assert "Steps: none: the run ended before its first step" in html
    # The success check is not run on the blank page the browser was left on.
    result = json.loads((run_dir / "result.json").read_text(encoding="utf-8"))
    assert result["achieved_detail"] == "not checked: the run never started"

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on(
        "request",
        lambda q: None if q.url.startswith(("file:", "data:")) else problems.append(q.url),
    )
    try:
        page.goto(report.resolve().as_uri())
        assert "none: the run ended before its first step" in page.inner_text("#summary")
    finally:
        context.close()
    assert not problems, problems


def test_a_browser_that_cannot_start_is_refused_before_the_run(tmp_path: Path) -> None:
    """``VIGIL_CHROMIUM`` naming no file, and ``--headed`` with no display, started a run
    that ended as an error (exit 1) after a page of Playwright's launch log."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    cases = [
        (["run", "happy_path", "--headed"], env, "--headed needs a display"),
        (["demo", "--task", "happy_path", "--headed"], env, "--headed needs a display"),
        (["run", "happy_path"], {**env, "VIGIL_CHROMIUM": str(tmp_path / "nope")}, "not found"),
    ]
    for args, case_env, text in cases:
        r = subprocess.run(
            [sys.executable, "-m", "vigil", *args, "--out", "runs"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
            env=case_env,
        )
        refused(r, text)
        assert "Call log" not in r.stderr
    assert not (tmp_path / "runs").exists()
