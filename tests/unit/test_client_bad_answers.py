"""``VigilClient`` against addresses that are not a ready Vigil server, over real sockets:
something else answering 200 with HTML (a proxy's page), and nothing listening at all."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

pytest.importorskip("httpx")

from vigil.client import ServiceError, VigilClient


class _Html(BaseHTTPRequestHandler):
    def _page(self) -> None:
        data = b"<html><body>Please sign in to the proxy</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _page

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture()
def html_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Html)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_a_200_that_is_not_a_verdict_is_a_service_error(html_server: str) -> None:
    """Before: the HTML page came back as a Verdict holding an ``error`` key, and the
    caller's ``v.feedback`` failed later with AttributeError. Now: ServiceError at once."""
    with VigilClient(html_server) as client:
        with pytest.raises(ServiceError, match="not a Vigil verdict") as caught:
            client.check_loop([{"action_type": "WAIT", "params": {"seconds": 1}}])
        assert caught.value.status == 200 and caught.value.kind == "not_json"
        with pytest.raises(ServiceError, match="Please sign in"):
            client.health()


def test_ready_is_false_while_nothing_listens() -> None:
    """Before: ``ready()`` raised httpx.ConnectError, so a wait-until-ready loop crashed on
    its first try. Now it answers False."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with VigilClient(f"http://127.0.0.1:{port}", timeout=2) as client:
        assert client.ready() is False
