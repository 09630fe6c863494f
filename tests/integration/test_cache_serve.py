"""`vigil demo --serve`: the demo shop in the foreground over a real socket, until interrupted."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from _signal_helpers import default_sigint


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_demo_serve_until_interrupted() -> None:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", "demo", "--serve", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=default_sigint,
    )
    try:
        body = ""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/cart.html", timeout=2) as r:
                    body = r.read().decode()
                break
            except OSError:
                time.sleep(0.2)
        assert "Continue to payment" in body  # the redesigned variant ships with the page
        assert proc.stdout is not None
        first = proc.stdout.readline()  # printed once the server is up
        assert f"127.0.0.1:{port}" in first
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        assert proc.returncode == 0, err
        assert "stopped" in out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
