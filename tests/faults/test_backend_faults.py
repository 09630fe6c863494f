"""Backends that fail: a model server that refuses, errors, babbles or stalls; an OCR engine
that raises; screenshots that raise or hang; a run directory that cannot be written. Each
ends as a ``RunResult`` whose error names the stage and the cause."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from _helpers import report_written

from vigil import Action, BrowserEnv, GymRunner, OpenAICompatibleBrain, RunConfig, ScriptedBrain
from vigil.brains import load_task_file
from vigil.demo import serve_demo, tasks_dir
from vigil.frames import Frame


# -- a model server that misbehaves -----------------------------------------------------------
def _server(mode: str) -> tuple[ThreadingHTTPServer, str]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("content-length", 0)))
            if mode == "stall":
                time.sleep(30)
                return
            if mode == "500":
                self.send_response(500)
                self.end_headers()
                self.wfile.write(b'{"error": {"message": "boom"}}')
                return
            body = {
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": "stub",
                "choices": [
                    {
                        "index": 0,
                        "finish_reason": "stop",
                        "message": {"role": "assistant", "content": "I think I will ~~~ maybe"},
                    }
                ],
            }
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class StaticEnv:
    """A still screen that accepts every action (no browser needed)."""

    def __init__(self) -> None:
        self.frame = Frame(np.full((200, 300, 3), 240, np.uint8))
        self.calls = 0

    screen_size = (300, 200)
    current_url = "about:blank"

    def reset(self, task: Any) -> Frame:
        return self.frame

    def step(self, action: Action) -> None:
        pass

    def screenshot(self) -> Frame:
        self.calls += 1
        return self.frame

    def move_pointer(self, x: float, y: float) -> None:
        pass

    def close(self) -> None:
        pass

    def __enter__(self) -> StaticEnv:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


@pytest.fixture()
def replay() -> StaticEnv:
    return StaticEnv()


def _brain(base_url: str, timeout: float = 2.0) -> OpenAICompatibleBrain:
    return OpenAICompatibleBrain(base_url, "stub", "x", timeout=timeout, max_retries=1)


def test_model_server_refuses_connections(replay: StaticEnv) -> None:
    url = f"http://127.0.0.1:{_free_port()}/v1"
    result = GymRunner(replay, _brain(url), idle_probe_s=0).run("click the button", max_steps=3)
    assert result.termination_reason == "error"
    assert result.error_stage == "decide"
    assert result.error


@pytest.mark.parametrize("mode", ["500", "garbage"])
def test_model_server_errors_and_garbage(replay: StaticEnv, mode: str) -> None:
    server, url = _server(mode)
    try:
        result = GymRunner(replay, _brain(url), idle_probe_s=0).run("click it", max_steps=5)
    finally:
        server.shutdown()
    assert result.termination_reason == "error"
    assert result.error_stage == "decide"
    if mode == "garbage":
        # Unusable answers are error steps the brain is told about, then the run gives up.
        assert len(result.steps) == 3 and all(s.error for s in result.steps)


def test_model_server_that_stalls_is_bounded(replay: StaticEnv) -> None:
    server, url = _server("stall")
    try:
        runner = GymRunner(replay, _brain(url, timeout=30), idle_probe_s=0, decide_timeout_s=1.5)
        result = runner.run("click it", max_steps=3)
    finally:
        server.shutdown()
    assert result.termination_reason == "error"
    assert "did not answer within 1.5 s" in (result.error or "")


_NEVER_ANSWERS = """
import sys, threading
sys.path.insert(0, sys.argv[1])
from test_backend_faults import StaticEnv
from vigil import GymRunner

class Silent:
    def decide(self, obs):
        threading.Event().wait()  # a model call that never returns

result = GymRunner(StaticEnv(), Silent(), idle_probe_s=0, decide_timeout_s=0.5).run("x")
print(result.termination_reason, result.error)
"""


def test_a_process_exits_when_its_run_gave_up_on_the_brain(tmp_path: Path) -> None:
    """The abandoned decide call ran on an executor thread, which the interpreter joins at
    exit: ``vigil run`` reported the timeout, then stayed up until the call gave up."""
    script = tmp_path / "never.py"
    script.write_text(_NEVER_ANSWERS)
    done = subprocess.run(
        [sys.executable, str(script), str(Path(__file__).parent)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("error the brain did not answer within 0.5 s"), done.stdout


class _RaisingOcr:
    def __call__(self, frame: Any) -> Any:
        raise RuntimeError("onnxruntime: invalid graph")

    def read(self, frame: Any, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("onnxruntime: invalid graph")


class _ExpectingBrain(ScriptedBrain):
    def expectations(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        return [{"role": "button", "text": "Place order"}], []


def test_ocr_engine_that_raises_is_a_verdict_not_a_crash(replay: StaticEnv) -> None:
    brain = _ExpectingBrain([Action.click(10, 10, reasoning="look"), Action.done()])
    result = GymRunner(replay, brain, ocr=_RaisingOcr(), idle_probe_s=0).run("x", max_steps=4)
    assert result.termination_reason in ("done", "max_steps"), result.error
    before = result.steps[0].screen_before
    assert before is not None and before["match"] is False
    assert "invalid graph" in before["reason"]


def test_run_directory_that_cannot_be_written(replay: StaticEnv, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    brain = ScriptedBrain([Action.done()])
    result = GymRunner(replay, brain, record_dir=blocker / "run", idle_probe_s=0).run("x")
    assert result.termination_reason == "error"
    assert result.error_stage == "record"
    assert "run directory" in (result.error or "")


class _FlakyEnv(StaticEnv):
    """Screenshots fail from the ``fail_after``-th call on."""

    def __init__(self, fail_after: int) -> None:
        super().__init__()
        self.fail_after = fail_after

    def screenshot(self) -> Frame:
        self.calls += 1
        if self.calls > self.fail_after:
            raise OSError("display connection lost")
        return self.frame


def test_screenshot_that_raises(tmp_path: Path) -> None:
    env = _FlakyEnv(fail_after=4)
    brain = ScriptedBrain([Action.click(10, 10, reasoning="a")] * 5)
    result = GymRunner(env, brain, record_dir=tmp_path / "run", idle_probe_s=0).run("x")
    assert result.termination_reason == "error"
    assert result.error_stage in ("capture", "settle")
    assert "display connection lost" in (result.error or "")
    assert report_written(tmp_path / "run")


@pytest.fixture(scope="module")
def demo() -> Iterator[Any]:
    with serve_demo() as server:
        yield server


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("poll_format", ["playwright", "cdp"])
def test_screenshot_that_hangs_is_bounded(demo: Any, tmp_path: Path, poll_format: str) -> None:
    """A renderer stuck in a script never paints: each capture ends at its timeout, whether
    settle polls go through Playwright or straight to DevTools."""
    scripted = load_task_file(tasks_dir() / "checkout_consent.json")
    task = scripted.to_task(demo.base_url)

    class Hang(ScriptedBrain):
        def decide(self, observation: Any) -> Action:
            return Action.click(10, 10, reasoning="look")

    with BrowserEnv(navigation_timeout_s=20, poll_format=poll_format) as env:  # type: ignore[arg-type]
        runner = GymRunner(env, Hang([]), RunConfig(), idle_probe_s=0)
        original = env.step

        def step_then_hang(action: Action) -> None:
            original(action)
            # From now on every capture waits at most 1.5 s (the start used a loose limit
            # so a busy machine can open the page).
            env.navigation_timeout_s = 1.5
            env.page.context.set_default_timeout(1500)
            env.page.evaluate("setTimeout(() => { while (true) {} }, 0)")

        env.step = step_then_hang  # type: ignore[method-assign]
        t = time.monotonic()
        result = runner.run(task, max_steps=3)
        elapsed = time.monotonic() - t
    assert result.termination_reason == "error", result.to_dict()
    assert result.error_stage in ("settle", "capture", "hover", "act", "transient watch")
    assert elapsed < 120  # bounded, not a hang (generous: a loaded machine is slow)
