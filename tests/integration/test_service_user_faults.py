"""The service used as a new user would, and wrongly, over real sockets: faults found so.

* an integer literal too large for a double (``1000…0``, 401 digits) was a 500
  (``OverflowError``) where ``1e400`` was already a 422;
* a ``/v1/verify/screen`` region off the frame was a 200 ``match: false`` ("OCR failed"),
  read as "the screen is wrong" when the request was;
* ``HEAD /healthz`` (``curl -I``, uptime checkers) was a 405;
* ``vigil serve --host 0.0.0.0`` exposed an unauthenticated service without a word;
* ``VigilClient`` let httpx exceptions out when no answer came (nothing listening, a server
  gone mid-request, a timeout): not a ``VigilError``, and without the server's URL; a NaN in
  a JSON-only call was a bare ``ValueError`` from httpx, while the same value in a multipart
  call was the server's 422 naming the field.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from test_server import LiveServer, error_of, test_settings

from vigil.client import ServiceError, ServiceUnreachable, VigilClient
from vigil.errors import VigilError

CASE = Path(__file__).resolve().parents[2] / "benchmarks" / "effect" / "cases"
PRE = CASE / "a_like-light-1440x900" / "pre.png"
POST = CASE / "a_like-light-1440x900" / "post.png"
HUGE = "1" + "0" * 400  # valid JSON, an exact int in Python, no double can hold it


@pytest.fixture(scope="module")
def live() -> Iterator[LiveServer]:
    with LiveServer(test_settings(demo=False, max_frame_pixels=5_000_000)) as server:
        yield server


@pytest.fixture()
def http(live: LiveServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live.url, timeout=60) as client:
        yield client


def _click(x: str) -> str:
    return f'{{"action_type":"CLICK","params":{{"x":{x},"y":40}},"reasoning":"Click Submit"}}'


def test_an_integer_too_large_for_a_double_is_a_422_naming_the_field(
    http: httpx.Client,
) -> None:
    frames = {"pre": ("pre.png", PRE.read_bytes()), "post": ("post.png", POST.read_bytes())}
    sid = http.post("/v1/sessions", json={}).json()["session_id"]
    json_cases = [
        ("/v1/loop/check", f'{{"actions":[{{"action":{_click(HUGE)}}}]}}', "actions.0.action"),
        ("/v1/loop/check", f'{{"actions":[],"config":{{"diff_tolerance":{HUGE}}}}}', "config"),
        ("/v1/hash", f'{{"frame":"AAAA","region":{{"x":{HUGE},"y":1,"size":9}}}}', "region.x"),
    ]
    for path, body, field in json_cases:
        r = http.post(path, content=body, headers={"content-type": "application/json"})
        assert r.status_code == 422, (path, r.text)
        err = error_of(r)
        assert err["type"] == "validation_error" and err["field"].startswith(field), err
        assert "too large for a double" in err["message"]
    for path in ("/v1/verify/effect", f"/v1/sessions/{sid}/check"):
        r = http.post(path, files=frames, data={"action": _click(HUGE)})
        assert r.status_code == 422, (path, r.text)
        assert error_of(r)["field"] == "action.params.x"
    # Nothing broke: the same session still judges a step.
    r = http.post(f"/v1/sessions/{sid}/check", files=frames, data={"action": _click("352")})
    assert r.status_code == 200 and r.json()["index"] == 0


def test_a_screen_region_off_the_frame_is_a_422_not_a_failed_match(http: httpx.Client) -> None:
    expected = [
        {"role": "text", "text": "Like"},
        {"role": "button", "text": "Like", "region": [-10, -10, 0, 0]},
    ]
    r = http.post(
        "/v1/verify/screen",
        files={"frame": ("pre.png", PRE.read_bytes())},
        data={"expected": json.dumps(expected)},
    )
    assert r.status_code == 422, r.text
    err = error_of(r)
    assert err["type"] == "invalid_region" and err["field"] == "expected.1.region"
    assert "1440x900" in err["message"]


def test_health_answers_head(http: httpx.Client) -> None:
    assert http.head("/healthz").status_code == 200
    assert http.head("/readyz").status_code != 405


# -- VigilClient --------------------------------------------------------------------------------
def test_the_client_names_the_field_of_a_nan_in_a_json_call(live: LiveServer) -> None:
    nan_click = {"action_type": "CLICK", "params": {"x": float("nan"), "y": 1}}
    with VigilClient(live.url) as client, pytest.raises(ServiceError) as caught:
        client.check_loop([nan_click])
    assert caught.value.status == 422
    assert caught.value.field == "actions.0.action.params.x"


class _Silent:
    """A listening socket that accepts and then either says nothing or hangs up at once:
    a server wedged mid-request, or one killed before it answered."""

    def __init__(self, hang_up: bool) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.hang_up = hang_up
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            if self.hang_up:
                conn.recv(65536)
                conn.close()
            else:
                self.held.append(conn)

    def __enter__(self) -> _Silent:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.sock.close()
        for conn in self.held:
            conn.close()


def test_no_answer_is_a_service_unreachable_naming_the_url() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    with (
        VigilClient(f"http://127.0.0.1:{free}", timeout=5) as client,
        pytest.raises(ServiceUnreachable) as caught,
    ):
        client.health()
    assert caught.value.status == 0 and caught.value.kind == "unreachable"
    assert f"127.0.0.1:{free}/healthz" in str(caught.value)
    assert isinstance(caught.value, VigilError) and isinstance(caught.value.__cause__, Exception)

    click = {"action_type": "CLICK", "params": {"x": 1, "y": 1}}
    with _Silent(hang_up=True) as gone:
        client = VigilClient(gone.url, timeout=5)
        with client, pytest.raises(ServiceUnreachable) as caught:
            client.verify_effect(PRE, POST, click)
    assert caught.value.kind == "unreachable" and "/v1/verify/effect" in str(caught.value)

    with _Silent(hang_up=False) as wedged:
        client = VigilClient(wedged.url, timeout=0.3)
        with client, pytest.raises(ServiceUnreachable) as caught:
            client.session()
    assert caught.value.kind == "timeout"


def test_a_base_url_without_a_scheme_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="http://"):
        VigilClient("127.0.0.1:8000")


# -- vigil serve --------------------------------------------------------------------------------
def _serve_first_lines(host: str) -> tuple[str, str]:
    """``vigil serve --host HOST --port 0``: its first stdout line and its stderr, stopped as
    soon as it has said where it listens."""
    env = {**os.environ, "VIGIL_SERVER_POOL_SIZE": "1", "NO_COLOR": "1", "COLUMNS": "400"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "vigil", "serve", "--host", host, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    try:
        line = proc.stdout.readline()  # printed after the bind and after any warning
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate(timeout=10)
    return line, err


def test_serve_warns_when_it_listens_beyond_loopback() -> None:
    line, err = _serve_first_lines("0.0.0.0")
    assert "serving on" in line, (line, err)
    warnings = [ln for ln in err.splitlines() if ln.startswith("warning:")]
    assert len(warnings) == 1, err
    assert "no authentication" in warnings[0] and "0.0.0.0" in warnings[0]
    assert "Traceback" not in err

    line, err = _serve_first_lines("127.0.0.1")
    assert "serving on" in line and "warning:" not in err, (line, err)


def test_a_busy_session_does_not_stall_the_other_requests(live: LiveServer) -> None:
    """``GET /v1/sessions/{id}`` waited for the session's lock on the event loop itself:
    while that session judged a step, every other request of the server (other sessions,
    ``/healthz``) waited too. Held here by the test, as a long ``check`` holds it."""
    with httpx.Client(base_url=live.url, timeout=60) as http:
        sid = http.post("/v1/sessions", json={}).json()["session_id"]
        lock = live.app.state.vigil.sessions._get(sid).lock
        answers: list[int] = []
        lock.acquire()
        try:
            waiter = threading.Thread(
                target=lambda: answers.append(http.get(f"/v1/sessions/{sid}").status_code)
            )
            waiter.start()
            with httpx.Client(base_url=live.url, timeout=10) as other:
                assert other.get("/healthz").json()["status"] == "ok"
                assert other.post("/v1/sessions", json={}).status_code == 201
            assert not answers  # the GET still waits its turn behind the held lock
        finally:
            lock.release()
        waiter.join(60)
        assert answers == [200]
