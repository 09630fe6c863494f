"""Serve the demo shop on localhost from a background thread, and find its task files.

The standard library's threaded HTTP server is enough: the pages are static, the clients
are one or two local browsers, and it keeps ``vigil demo`` free of extra dependencies.
Binding to port 0 lets the OS pick a free port, so parallel test runs never collide.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

__all__ = [
    "DemoServer",
    "demo_dir",
    "list_tasks",
    "load_task",
    "serve_demo",
    "static_dir",
    "tasks_dir",
]

log = logging.getLogger(__name__)

_CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


def demo_dir() -> Path:
    """The installed ``vigil/demo`` directory (pages under ``static/``, tasks under ``tasks/``)."""
    return Path(__file__).resolve().parent


def static_dir() -> Path:
    """The directory the demo server serves."""
    return demo_dir() / "static"


def tasks_dir() -> Path:
    """The directory holding the demo's scripted-brain task files."""
    return demo_dir() / "tasks"


def list_tasks() -> list[Path]:
    """Every bundled task file, sorted by name so runs and reports list them stably."""
    return sorted(tasks_dir().glob("*.json"))


def load_task(name: str) -> dict[str, Any]:
    """The parsed task file called ``name`` (with or without ``.json``), or a path to one.

    Raises ``FileNotFoundError`` naming the bundled tasks when there is no such task, so a
    typo on the command line says what would have worked.
    """
    candidate = Path(name)
    if candidate.suffix == ".json" and candidate.is_file():
        path = candidate
    else:
        stem = candidate.name.removesuffix(".json")
        path = tasks_dir() / f"{stem}.json"
    if not path.is_file():
        known = ", ".join(p.stem for p in list_tasks()) or "none"
        raise FileNotFoundError(f"no demo task {name!r}; bundled tasks: {known}")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


class _QuietHandler(SimpleHTTPRequestHandler):
    """Static files with no per-request console noise and no caching.

    ``no-store`` matters: a browser that cached yesterday's ``app.js`` would run a different
    demo than the task files were measured against.
    """

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        # Fixed types for what the demo ships: a host's mimetypes table may lack them, and a
        # module script served as text/plain does not run.
        suffix = Path(os.fspath(path)).suffix.lower()
        return _CONTENT_TYPES.get(suffix) or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("demo %s - %s", self.address_string(), format % args)


class DemoServer:
    """A running demo server. Use :func:`serve_demo` rather than constructing one directly.

    ``base_url`` has no trailing slash, so ``server.url("/shop.html")`` and
    ``base_url + task["start_path"]`` both read naturally.
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, root: Path | None = None) -> None:
        self.root = (root or static_dir()).resolve()
        if not (self.root / "index.html").is_file():
            raise FileNotFoundError(f"demo pages missing under {self.root}")
        handler = partial(_QuietHandler, directory=str(self.root))
        self._httpd = ThreadingHTTPServer((host, port), handler)
        self._httpd.daemon_threads = True
        self.host = host
        self.port = int(self._httpd.server_address[1])
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.1},
            name=f"vigil-demo-{self.port}",
            daemon=True,
        )
        self._thread.start()
        self._stopped = False
        log.info("demo shop serving %s at %s", self.root, self.base_url)

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, path: str = "/") -> str:
        """An absolute URL for a path on the demo (``"/shop.html"`` or ``"shop.html"``)."""
        return self.base_url + "/" + path.lstrip("/")

    def stop(self) -> None:
        """Shut the server down and wait for its thread; safe to call twice."""
        if self._stopped:
            return
        self._stopped = True
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> DemoServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def __repr__(self) -> str:
        state = "stopped" if self._stopped else "running"
        return f"DemoServer({self.base_url!r}, {state})"


@contextmanager
def serve_demo(port: int = 0, host: str = "127.0.0.1") -> Iterator[DemoServer]:
    """Serve the bundled demo shop for the duration of a ``with`` block.

    ``port=0`` (the default) takes any free port; read it back from ``server.base_url``.
    """
    server = DemoServer(host=host, port=port)
    try:
        yield server
    finally:
        server.stop()
