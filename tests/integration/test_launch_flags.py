"""The launch flags that keep Chromium off the network still leave browsing intact."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

_PAGE = b"""<!doctype html><html><body style="background:#0a0">
<h1 id="h">static</h1>
<script>
document.getElementById('h').textContent = 'js-ran';
document.cookie = 'vigil=1; path=/';
localStorage.setItem('k', 'v');
</script></body></html>"""


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(_PAGE)))
        self.end_headers()
        self.wfile.write(_PAGE)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture()
def local_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def test_local_page_renders_with_launch_flags(page: Any, local_url: str) -> None:
    page.goto(local_url)
    assert page.text_content("#h") == "js-ran"
    assert page.evaluate("localStorage.getItem('k')") == "v"
    assert {c["name"]: c["value"] for c in page.context.cookies()}.get("vigil") == "1"
    shot = page.screenshot()
    assert shot.startswith(b"\x89PNG") and len(shot) > 1000


def test_flags_reach_chromium(page: Any) -> None:
    page.goto("chrome://version")
    text = page.text_content("body") or ""
    assert "--gaia-url=http://127.0.0.1:9" in text
    assert "--component-updater=url-source=http://127.0.0.1:9/" in text
    # Playwright's own feature list is the one Chromium keeps (ours adds none).
    assert text.count("--disable-features=") == 1
    assert "NetworkTimeServiceQuerying" in text
