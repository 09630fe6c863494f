"""A click whose answer arrives with a response: the settle after it waits for the response,
in real headless Chromium against a local server that answers late."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from vigil import (
    Action,
    BrowserEnv,
    GymRunner,
    Monitor,
    PendingRequests,
    RunConfig,
    ScriptedBrain,
    Task,
    settle,
)
from vigil.config import TOGGLES

pytestmark = pytest.mark.browser

ON = RunConfig().with_overrides(**dict.fromkeys(TOGGLES, True))

# A red "Submit order" button; its click sends a request and shows the answer when it comes.
# /api?ms=N answers after N ms; /stream never answers within a test's time.
PAGE = """<!doctype html><html><body style="font:16px sans-serif;margin:40px">
<h1>Order</h1>
<button id="b" style="font-size:18px;padding:10px 20px;background:#c33;color:#fff;border:0">
Submit order</button>
<p id="s">Not placed yet</p>
<script>
document.getElementById('b').onclick = () => {
  fetch('/stream');
  fetch('/api?ms=' + new URLSearchParams(location.search).get('ms'))
    .then((r) => r.text())
    .then((t) => { document.getElementById('s').textContent = 'Order placed: #' + t; });
};
</script></body></html>"""


class _Late(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        if self.path.startswith("/api"):
            time.sleep(int(self.path.split("=")[1]) / 1000)
            body = b"1234"
        elif self.path.startswith("/stream"):
            time.sleep(8)  # a long poll: open for longer than any settle waits
            body = b""
        else:
            body = PAGE.encode()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the page went away first


@pytest.fixture(scope="module")
def late_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Late)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


def _submit(env: BrowserEnv, url: str) -> Any:
    brain = ScriptedBrain([Action.click(106, 118, "Submit the order"), Action.done("placed")])
    result = GymRunner(env, brain, ON).run(Task("Submit the order", start_url=url))
    return result.steps[0]


def test_a_click_answered_late_is_seen_to_work(browser: Any, late_server: str) -> None:
    """The answer comes 400 ms after the click and nothing is drawn before it: the settle
    waits for it, so the high-risk click is not reported as having done nothing."""
    with BrowserEnv(browser=browser) as env:
        step = _submit(env, late_server + "?ms=400")
        assert "Order placed: #1234" in env.page.inner_text("#s")
    assert step.action_effect_observed is True, step.feedback
    assert "WARNING" not in step.feedback


def test_a_request_outlasting_the_patience_stops_counting(browser: Any, late_server: str) -> None:
    """With a patience shorter than the answer, the settle ends on the still screen (as it
    would without a network): the click reads as no effect, and the settle still reports
    a settled screen rather than a timeout."""
    with BrowserEnv(browser=browser, request_patience_s=0.2) as env:
        step = _submit(env, late_server + "?ms=1500")
    assert step.action_effect_observed is False
    assert step.frame_stable is True


def test_network_busy_counts_only_what_the_action_sent(browser: Any, late_server: str) -> None:
    with BrowserEnv(browser=browser) as env:
        env.reset(Task("", start_url=late_server + "?ms=300"))
        assert env.network_busy() is False
        env.step(Action.click(106, 118))
        assert env.network_busy() is True  # /api and /stream are out
        env.step(Action.wait(0.0))
        assert env.network_busy() is False  # a new action: earlier requests are not its own


def test_request_patience_must_not_be_negative() -> None:
    with pytest.raises(ValueError, match="request_patience_s"):
        BrowserEnv(request_patience_s=-1)


def test_an_own_playwright_loop_waits_for_the_answer_too(page: Any, late_server: str) -> None:
    """The README's own-loop recipe: mark before acting, settle with ``busy`` after."""
    watch = PendingRequests(page)
    page.goto(late_server + "?ms=400")
    monitor = Monitor(ON, viewport=(1280, 800))

    def shot() -> bytes:
        return page.screenshot(type="png")

    pre = settle(shot).frame
    action = Action.click(106, 118, "Submit the order")
    watch.mark()
    page.mouse.click(106, 118)
    post = settle(shot, busy=watch.busy).frame
    verdict = monitor.check(action, pre, post)
    assert verdict.effect_observed is True, verdict.feedback
    assert "Order placed" in page.inner_text("#s")
    with pytest.raises(ValueError, match="patience_s"):
        PendingRequests(patience_s=-0.5)
