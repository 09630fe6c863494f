"""``vigil serve``: the HTTP service under uvicorn.

Settings come from ``VIGIL_SERVER_*`` (read here, once) with the flags winning. Sessions live
in the memory of one process, so ``--workers`` above one is refused unless sessions are off
(``--no-sessions``): a session's next call could otherwise reach a worker that never saw it.
With several workers each one is a fresh interpreter that rebuilds its settings from the
environment, so the flags are put there first.
"""

from __future__ import annotations

import errno
import ipaddress
import os
import socket
from typing import TYPE_CHECKING, Any

import typer
from rich.markup import escape

from vigil.cli import app, console, fail, warn
from vigil.errors import ConfigError

if TYPE_CHECKING:  # the server extra is imported only when serving
    from vigil.server import ServerSettings

#: uvicorn's levels (``uvicorn.config.LOG_LEVELS``), known before uvicorn is imported:
#: uvicorn itself looks the level up only once serving, after "serving on" was printed.
LOG_LEVELS = ("critical", "error", "warning", "info", "debug", "trace")


@app.command("serve")
def serve_cmd(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to bind."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="Port (0: any free one)."),
    demo: bool = typer.Option(False, "--demo", help="Also serve the demo shop on this origin."),
    workers: int = typer.Option(
        1, "--workers", min=1, help="Worker processes (needs --no-sessions)."
    ),
    sessions: bool | None = typer.Option(
        None, "--sessions/--no-sessions", help="Enable /v1/sessions (default: on)."
    ),
    pool_size: int | None = typer.Option(None, "--pool-size", min=1, help="Browsers per worker."),
    queue: int | None = typer.Option(
        None, "--queue", min=0, help="/v1/cua requests that may wait."
    ),
    max_sessions: int | None = typer.Option(None, "--max-sessions", min=1),
    session_ttl: float | None = typer.Option(None, "--session-ttl", help="Idle seconds."),
    log_level: str = typer.Option(
        "warning", "--log-level", help=f"uvicorn log level: {', '.join(LOG_LEVELS)}."
    ),
) -> None:
    """Serve /v1/cua, the stateless checks and sessions (docs/service.md)."""
    if log_level.lower() not in LOG_LEVELS:
        raise fail(f"--log-level must be one of {', '.join(LOG_LEVELS)}, got {log_level!r}")
    log_level = log_level.lower()
    try:
        import uvicorn

        from vigil.server import ServerSettings, create_app
        from vigil.server.app import tune_process
    except ImportError as exc:
        raise fail(
            f"the service needs the server extra: pip install 'vigil[server]' ({exc})"
        ) from None
    flags: dict[str, Any] = {
        "demo": demo or None,
        "sessions": sessions,
        "pool_size": pool_size,
        "queue_limit": queue,
        "max_sessions": max_sessions,
        "session_ttl_s": session_ttl,
    }
    try:
        settings = ServerSettings.from_env(None, **flags)
    except ConfigError as exc:
        raise fail(str(exc)) from None
    if workers > 1 and settings.sessions:
        raise fail(
            "--workers > 1 needs --no-sessions: a session lives in one process's memory and its "
            "next call could reach another worker (see docs/service.md)"
        )
    sock = _bind(host, port)
    bound_port = int(sock.getsockname()[1])
    _warn_if_exposed(str(sock.getsockname()[0]), settings)
    shown = f"[{host}]" if ":" in host else host
    where = escape(f"http://{shown}:{bound_port}")  # an IPv6 "[::1]" is not rich markup
    console.print(
        f"vigil serving on [bold]{where}[/] · pool {settings.pool_size} browser(s) per worker"
        + (f" · demo shop at {where}/index.html" if settings.demo else "")
        + ("" if settings.sessions else " · sessions off")
    )
    # uvicorn prepares an access-log line per request even when its level hides it.
    access_log = log_level.lower() in ("trace", "debug", "info")
    if workers == 1:
        tune_process(settings)
        config = uvicorn.Config(create_app(settings), log_level=log_level, access_log=access_log)
        uvicorn.Server(config).run(sockets=[sock])
        return
    # uvicorn's worker supervisor binds the socket itself: hand it the port found above.
    sock.close()
    _serve_workers(settings, host, bound_port, workers, log_level, access_log)


def _serve_workers(
    settings: ServerSettings, host: str, port: int, workers: int, log_level: str, access_log: bool
) -> None:
    """Several worker processes: each builds its app from the environment, so the edge
    writes its settings there first."""
    import uvicorn

    env_flags = {
        "VIGIL_SERVER_DEMO": "on" if settings.demo else "off",
        "VIGIL_SERVER_SESSIONS": "off",
        "VIGIL_SERVER_POOL_SIZE": str(settings.pool_size),
        "VIGIL_SERVER_QUEUE": str(settings.queue_limit),
        "VIGIL_SERVER_MALLOC_ARENAS": str(settings.malloc_arenas),
        "VIGIL_SERVER_MALLOC_KEEP_MB": str(settings.malloc_keep_mb),
        "VIGIL_SERVER_IMAGE_THREADS": str(settings.image_threads),
    }
    os.environ.update(env_flags)  # the edge hands its flags to the worker processes
    uvicorn.run(
        "vigil.server.app:create_app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level=log_level,
        access_log=access_log,
    )


def _warn_if_exposed(address: str, settings: ServerSettings) -> None:
    """One warning line when the service listens beyond this machine.

    It has no authentication: whoever reaches the port can send it frames, read or delete
    any session whose id they learn, and (``/v1/cua``) make it drive a browser to URLs of
    their choosing. ``--host 0.0.0.0`` used to start without a word about any of that.
    """
    try:
        loopback = ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        loopback = False
    if loopback:
        return
    reach = (
        f"pages on {', '.join(settings.allowed_hosts)}"
        if settings.allowed_hosts
        else "any URL (VIGIL_SERVER_ALLOWED_HOSTS limits that)"
    )
    warn(
        f"listening on {address}, beyond this machine, and the service has no "
        "authentication: anyone who can reach the port can use it, and /v1/cua opens "
        f"{reach} in a browser; keep it on 127.0.0.1 or behind an authenticating proxy"
    )


def _bind(host: str, port: int) -> socket.socket:
    """The listening address, bound before anything is printed.

    Bound here rather than by uvicorn so that ``--port 0`` can print the port the system
    chose, and a port already in use is one clear error line instead of a "serving on" line
    followed by uvicorn's ``[Errno 98]``.
    """
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:
        raise fail(f"cannot listen on {host!r}: {exc.strerror or exc}", code=3) from None
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise fail(
                f"port {port} on {host} is already in use (--port 0 picks a free one)", code=3
            ) from None
        raise fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}", code=3) from None
    sock.set_inheritable(True)
    return sock
