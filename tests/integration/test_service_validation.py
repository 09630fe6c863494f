"""Input the service must refuse with a 422 naming the field, over a real socket.

NaN, Infinity and overflowing literals (``1e400``) are accepted by Python's JSON parser and
used to reach the frame code as a 500; bad pointer actions used to be judged without a
point; a 500 used to drop the keep-alive connection; ``vigil serve --port 0`` printed port 0.
"""

from __future__ import annotations

import base64
import io
import json
import logging
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import numpy as np
import pytest
from PIL import Image
from test_server import LiveServer, error_of, test_settings

DATA = Path(__file__).resolve().parents[1] / "data" / "frames"


def png(arr: np.ndarray) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(arr).save(buf, format="PNG")
    return buf.getvalue()


@pytest.fixture(scope="module")
def frames() -> dict[str, str]:
    form = np.asarray(Image.open(DATA / "form-1280x800.png").convert("RGB"))
    changed = form.copy()
    changed[280:330, 320:480] = (20, 120, 220)
    return {
        "pre": base64.b64encode(png(form)).decode(),
        "post": base64.b64encode(png(changed)).decode(),
    }


@pytest.fixture(scope="module")
def live() -> Iterator[LiveServer]:
    with LiveServer(test_settings(demo=False)) as server:
        yield server


@pytest.fixture()
def http(live: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live.url, timeout=60) as client:
        yield client


def raw_post(http: httpx.Client, path: str, body: str) -> httpx.Response:
    return http.post(path, content=body, headers={"content-type": "application/json"})


def click(x: str) -> str:
    return f'{{"action_type":"CLICK","params":{{"x":{x},"y":40}},"reasoning":"Click Submit"}}'


# -- non-finite numbers -------------------------------------------------------------------------
@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_non_finite_numbers_are_422_naming_the_field(
    http: httpx.Client, frames: dict[str, str], literal: str
) -> None:
    pre, post = frames["pre"], frames["post"]
    sid = http.post("/v1/sessions", json={"viewport": [1280, 800]}).json()["session_id"]
    samples = ",".join([f'{{"action":{click(literal)}}}'] * 3)
    cases = [
        ("/v1/verify/effect", f'{{"pre":"{pre}","post":"{post}","action":{click(literal)}}}'),
        (
            f"/v1/sessions/{sid}/check",
            f'{{"pre":"{pre}","post":"{pre}","action":{click(literal)}}}',
        ),
        ("/v1/hash", f'{{"frame":"{pre}","region":{{"x":{literal},"y":1,"size":50}}}}'),
        (
            "/v1/cache/validate",
            f'{{"frame":"{pre}","point":[{literal},3],"representation":"bcc1c33c3cc3c33c"}}',
        ),
        ("/v1/loop/check", f'{{"actions":[{samples}]}}'),
        ("/v1/cua", f'{{"task":"checkout_consent","settle_s":{literal}}}'),
        ("/v1/sessions", f'{{"viewport":[{literal},800]}}'),
    ]
    fields = {
        "/v1/verify/effect": "action.params.x",
        f"/v1/sessions/{sid}/check": "action.params.x",
        "/v1/hash": "region.x",
        "/v1/cache/validate": "point.0",
        "/v1/loop/check": "actions.0.action.params.x",
        "/v1/cua": "settle_s",
        "/v1/sessions": "viewport.0",
    }
    try:
        for path, body in cases:
            r = raw_post(http, path, body)
            assert r.status_code == 422, (path, r.text[:300])
            err = error_of(r)
            assert err["field"] == fields[path], (path, err)
            assert "finite" in err["message"], (path, err)
        # The session is unharmed: a valid step after the refused one is step 1.
        ok = raw_post(
            http,
            f"/v1/sessions/{sid}/check",
            f'{{"pre":"{pre}","post":"{pre}","action":{click("40")}}}',
        )
        assert ok.status_code == 200 and ok.json()["index"] == 0
    finally:
        http.delete(f"/v1/sessions/{sid}")


def test_multipart_non_finite_and_bad_actions_are_422(
    http: httpx.Client, frames: dict[str, str]
) -> None:
    files = [
        ("pre", ("a.png", base64.b64decode(frames["pre"]), "image/png")),
        ("post", ("b.png", base64.b64decode(frames["post"]), "image/png")),
    ]
    nan = http.post("/v1/verify/effect", files=files, data={"action": click("NaN")})
    assert nan.status_code == 422 and error_of(nan)["field"] == "action.params.x"
    for params in ({}, {"x": "abc", "y": 4}, {"x": None, "y": None}, {"x": True, "y": False}):
        action = {"action_type": "CLICK", "params": params, "reasoning": "Click Submit"}
        r = http.post("/v1/verify/effect", files=files, data={"action": json.dumps(action)})
        assert r.status_code == 422, (params, r.text[:200])
        err = error_of(r)
        assert err["type"] == "invalid_action" and err["field"] == "action"
        assert "params.x" in err["message"]
    batched = {
        "type": "computer_call",
        "actions": [{"type": "click", "x": 400, "y": 300, "button": "left"}],
    }
    ok = http.post("/v1/verify/effect", files=files, data={"action": json.dumps(batched)})
    assert ok.status_code == 200 and ok.json()["reason"] == "not high-risk"


# -- small validation gaps ----------------------------------------------------------------------
def test_loop_check_hashes_windows_and_limit(http: httpx.Client) -> None:
    action = {"action_type": "CLICK", "params": {"x": 4, "y": 5}}
    short = http.post("/v1/loop/check", json={"actions": [{"action": action, "frame_hash": "abc"}]})
    assert short.status_code == 422
    assert (
        error_of(short)["field"] == "actions.0.frame_hash"
        and "16 hex" in error_of(short)["message"]
    )
    prefixed = [{"action": action, "frame_hash": "0x8000000000000000"}]
    assert http.post("/v1/loop/check", json={"actions": prefixed}).status_code == 200
    windows = http.post(
        "/v1/loop/check",
        json={
            "actions": [{"action": action}],
            "config": {"loop_soft_window": 10, "loop_hard_window": 2},
        },
    )
    assert windows.status_code == 422 and error_of(windows)["field"] == "config.loop_hard_window"
    soft_only = http.post(
        "/v1/loop/check", json={"actions": [{"action": action}], "config": {"loop_soft_window": 10}}
    )
    assert (
        soft_only.status_code == 422 and error_of(soft_only)["field"] == "config.loop_soft_window"
    )
    too_many = http.post("/v1/loop/check", json={"actions": [{"action": action}] * 65})
    assert too_many.status_code == 422 and error_of(too_many)["field"] == "actions"


def test_union_members_stay_out_of_field_names(http: httpx.Client) -> None:
    r = http.post("/v1/hash", json={"frame": 5})
    assert r.status_code == 422
    err = error_of(r)
    assert err["field"] == "frame" and {d["field"] for d in err["details"]} == {"frame"}
    rep = http.post("/v1/cache/validate", json={"point": [1, 2], "representation": 5})
    assert error_of(rep)["field"] == "representation"


def test_a_body_without_content_type_is_415(http: httpx.Client, frames: dict[str, str]) -> None:
    body = json.dumps({"frame": frames["pre"]}).encode()
    for path in ("/v1/hash", "/v1/loop/check", "/v1/sessions", "/v1/cua"):
        r = http.post(path, content=body, headers={"content-type": ""})
        assert r.status_code == 415, (path, r.text[:200])
        assert error_of(r)["type"] == "unsupported_media_type"
    text = http.post("/v1/loop/check", content=b"{}", headers={"content-type": "text/plain"})
    assert text.status_code == 415
    # No body at all is still fine where the body is optional.
    created = http.post("/v1/sessions")
    assert created.status_code == 201
    sid = created.json()["session_id"]
    assert http.post(f"/v1/sessions/{sid}/done").status_code == 200
    assert http.delete(f"/v1/sessions/{sid}").status_code == 200


# -- a 500 keeps the connection -----------------------------------------------------------------
class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def _read_response(sock: socket.socket) -> tuple[int, bytes]:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, f"connection closed mid-response: {data!r}"
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    length = int(re.search(rb"content-length: (\d+)", head, re.I).group(1))  # type: ignore[union-attr]
    while len(rest) < length:
        chunk = sock.recv(65536)
        assert chunk, "connection closed mid-body"
        rest += chunk
    return int(head.split()[1]), rest[:length]


def test_a_500_is_json_logged_once_and_keeps_the_connection() -> None:
    server = LiveServer(test_settings(demo=False))

    def boom() -> None:
        raise RuntimeError("a bug no handler knows")

    server.app.add_api_route("/boom", boom, methods=["GET"])
    records = _Records()
    watched = [logging.getLogger(n) for n in ("vigil.server.errors", "uvicorn.error")]
    for logger in watched:
        logger.addHandler(records)
    try:
        with server, socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            request = f"GET {{}} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n"
            sock.sendall(request.format("/boom").encode())
            status, body = _read_response(sock)
            assert status == 500
            assert json.loads(body)["error"]["type"] == "internal"
            assert "RuntimeError" in json.loads(body)["error"]["message"]
            sock.sendall(request.format("/healthz").encode())  # the same connection
            status, body = _read_response(sock)
            assert status == 200 and json.loads(body)["status"] == "ok"
    finally:
        for logger in watched:
            logger.removeHandler(records)
    errors = [r for r in records.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].name == "vigil.server.errors", errors


# -- vigil serve --------------------------------------------------------------------------------
def _serve(*args: str, **variables: str) -> subprocess.Popen[str]:
    env = {**os.environ, "VIGIL_SERVER_POOL_SIZE": "1", "NO_COLOR": "1", **variables}
    return subprocess.Popen(
        [sys.executable, "-m", "vigil", "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def _bound_url(proc: subprocess.Popen[str]) -> str:
    """The URL ``vigil serve --port 0`` printed, once it answers /healthz."""
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    assert match and int(match.group(1)) > 0, line
    url = f"http://127.0.0.1:{match.group(1)}"
    deadline = time.monotonic() + 60
    while True:
        try:
            assert httpx.get(f"{url}/healthz", timeout=5).json()["status"] == "ok"
            return url
        except httpx.TransportError:
            assert time.monotonic() < deadline and proc.poll() is None
            time.sleep(0.1)


def _stop(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(10)


def test_serve_port_zero_prints_the_bound_port() -> None:
    proc = _serve("--port", "0")
    try:
        _bound_url(proc)
    finally:
        _stop(proc)


def test_serve_without_the_sessions_flag_leaves_the_variable_in_charge() -> None:
    """VIGIL_SERVER_SESSIONS=off used to be overridden by the flag's default (on)."""
    proc = _serve("--port", "0", VIGIL_SERVER_SESSIONS="off")
    try:
        r = httpx.post(f"{_bound_url(proc)}/v1/sessions", json={}, timeout=30)
        assert r.status_code == 404 and r.json()["error"]["type"] == "sessions_disabled"
    finally:
        _stop(proc)


def test_serve_on_a_port_in_use_is_one_clear_line() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        proc = _serve("--port", str(port))
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 3
    assert "serving on" not in out
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and f"port {port}" in lines[0] and "in use" in lines[0], err
