"""The Vigil HTTP service: :func:`create_app` builds it from a :class:`ServerSettings` value.

Routes (see ``docs/service.md``):

* ``/healthz``, ``/readyz`` — liveness; a browser can be launched;
* ``POST /v1/cua`` — run a task in a pool browser → the ``RunResult``;
* ``POST /v1/hash``, ``/v1/verify/effect``, ``/v1/loop/check``, ``/v1/verify/screen``,
  ``/v1/cache/validate`` — stateless checks, frames as base64 JSON or multipart files;
* ``/v1/sessions`` … — a Monitor per agent run;
* ``/docs``, ``/redoc`` — the interactive API docs, their assets served locally.

With ``settings.demo`` the bundled demo shop is served at the root of the same origin (its
pages use relative links and the demo tasks expect paths like ``/shop.html``), so ``/v1/cua``
runs of the demo tasks need nothing else running.

Every request body is capped at ``settings.max_body_bytes`` by a small ASGI middleware that
counts bytes as they arrive (a missing or lying ``Content-Length`` does not get around it).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import inspect
import logging
from collections.abc import AsyncIterator
from typing import Any

import cv2
from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from fastapi.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vigil._libc import keep_freed_memory, mallopt
from vigil.server.docs import install_docs
from vigil.server.errors import CatchAll, ResponseWatch, error_body, install_handlers
from vigil.server.settings import ServerSettings
from vigil.server.state import BODY_MODELS, ServiceState

__all__ = [
    "create_app",
    "create_app_from_env",
    "freeze_startup_objects",
    "keep_freed_memory",
    "limit_image_threads",
    "limit_malloc_arenas",
    "tune_process",
]

log = logging.getLogger(__name__)


class _BodyLimit:
    """413 for a body over ``limit`` bytes, by Content-Length or by counting the stream."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.limit:
            await self._reject(send, int(declared))
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge(seen)
            return message

        watch = ResponseWatch(send)
        try:
            await self.app(scope, counted, watch)
        except _TooLarge as exc:
            if not watch.started:
                await self._reject(send, exc.size)

    async def _reject(self, send: Send, size: int) -> None:
        import json

        body = json.dumps(
            error_body(
                "body_too_large",
                f"request body is {size} bytes or more; this server accepts at most "
                f"{self.limit} (VIGIL_SERVER_MAX_BODY)",
                "body",
            )
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"connection", b"close")],
            }
        )
        await send({"type": "http.response.body", "body": body})


class _TooLarge(Exception):
    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


class _DemoFiles(StaticFiles):
    """The demo pages, never cached (a cached app.js would run another demo than measured)."""

    async def get_response(self, path: str, scope: Scope) -> Any:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = "no-store"
        return response


def create_app(settings: ServerSettings | None = None) -> FastAPI:
    """The service as an ASGI app; serve it with uvicorn (``vigil serve`` does)."""
    from vigil import __version__
    from vigil.server.routes import cache, cua, health, sessions, verify

    settings = settings or ServerSettings()
    state = ServiceState(settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sweeper = asyncio.create_task(_sweep(state))
        try:
            yield
        finally:
            sweeper.cancel()
            await asyncio.to_thread(state.close)

    app = FastAPI(
        title="Vigil",
        version=__version__,
        description="Eyes that check a computer-use agent's hands: run tasks, verify steps, "
        "keep a Monitor per agent run.",
        lifespan=lifespan,
        # FastAPI's pages load their scripts from a CDN; install_docs serves local copies.
        docs_url=None,
        redoc_url=None,
        **_no_telemetry(),
    )
    app.state.vigil = state
    install_handlers(app)
    for module in (health, cua, verify, sessions, cache):
        app.include_router(module.router)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    install_docs(app)
    if settings.demo:
        from vigil.demo import static_dir

        app.mount("/", _DemoFiles(directory=str(static_dir()), html=True), name="demo")
    app.add_middleware(_BodyLimit, limit=settings.max_body_bytes)
    app.add_middleware(CatchAll)  # outermost: it must see what _BodyLimit lets through
    return app


def _no_telemetry() -> dict[str, Any]:
    """FastAPI's own OpenTelemetry switched off, where this FastAPI has it (0.16x).

    It would export spans, metrics and logs as soon as the environment configures an OTLP
    endpoint (``FASTAPI_OTEL_AUTO_CONFIGURE``, a global provider): frames and verdicts
    must not leave the machine because some other tool set a variable. Older FastAPI has
    no telemetry and no such argument.
    """
    if "telemetry" not in inspect.signature(FastAPI.__init__).parameters:
        return {}
    off = {
        "tracing": False,
        "metrics": False,
        "logs": False,
        "operation_spans": False,
        "auto_configure": False,
    }
    return {"telemetry": off}


def create_app_from_env() -> FastAPI:
    """Factory for ``uvicorn --factory`` worker processes: settings from the environment
    (``vigil serve`` puts its flags there before it starts the workers)."""
    settings = ServerSettings.from_env()
    tune_process(settings)
    return create_app(settings)


def tune_process(settings: ServerSettings) -> None:
    """The service process's allocator and image-thread settings (:func:`limit_malloc_arenas`,
    :func:`keep_freed_memory`, :func:`limit_image_threads`); call before any thread starts."""
    limit_malloc_arenas(settings.malloc_arenas)
    keep_freed_memory(settings.malloc_keep_mb)
    limit_image_threads(settings.image_threads)
    freeze_startup_objects()


def freeze_startup_objects() -> None:
    """Move every object alive at start-up out of the garbage collector's sight.

    Each ``/v1/cua`` run ends with a full collection (see ``vigil.runner``: Playwright's
    stack capture keeps a run's frames in reference cycles). A full collection walks every
    tracked object, and the modules a service imports (FastAPI, pydantic, Playwright) hold
    ~80,000 of them that live as long as the process: ~45 ms of each collection here, all
    spent confirming they are still alive. Frozen, they are skipped.
    """
    gc.collect()
    gc.freeze()


def limit_image_threads(threads: int) -> bool:
    """Give each OpenCV operation ``threads`` threads (0: leave OpenCV's default).

    A service gets its parallelism from concurrent requests. OpenCV's default splits every
    resize and colour conversion of a frame across all cores, and handing the slices out and
    joining them costs more CPU than it saves once the cores are busy with other requests: an
    effect check of two 1280x800 frames took 4.8 ms of CPU with OpenCV's threads against 2.7–3.2
    ms with one, in the same wall time. Returns whether the setting was applied.
    """
    if threads <= 0:
        return False
    cv2.setNumThreads(int(threads))
    return True


def limit_malloc_arenas(arenas: int) -> bool:
    """Cap glibc's malloc arenas for this process (0: leave glibc's default).

    glibc gives threads their own arenas (up to 8 per core) and rarely returns their free
    pages; the service runs frames through many threads (the request thread pool, one
    thread per browser), so without a cap its RSS crept up run after run (bench_service:
    +107 MB over 50 /v1/cua runs; +1.3 MB over 16 with 2 arenas). Must run before threads start.
    Returns whether the cap was applied (not glibc, or no mallopt: False).
    """
    if arenas <= 0:
        return False
    m_arena_max = -8  # glibc's M_ARENA_MAX
    return mallopt(m_arena_max, arenas)


async def _sweep(state: ServiceState) -> None:
    interval = max(1.0, min(60.0, state.settings.session_ttl_s / 4))
    while True:
        await asyncio.sleep(interval)
        try:
            dropped = state.sessions.sweep()
            if dropped:
                log.info("expired %d idle session(s)", dropped)
        except Exception as exc:  # the sweeper must outlive any one bad session
            log.warning("session sweep failed: %s", exc)


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's schema plus the body models of routes that parse JSON or multipart."""
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(
        title=app.title, version=app.version, description=app.description, routes=app.routes
    )
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    for name, model in BODY_MODELS.items():
        body = model.model_json_schema(ref_template="#/components/schemas/{model}")
        for def_name, definition in body.pop("$defs", {}).items():
            components.setdefault(def_name, definition)
        components[name] = body
    app.openapi_schema = schema
    return schema
