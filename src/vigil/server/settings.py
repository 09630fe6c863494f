"""The service's settings: one frozen value built at the edge (``vigil serve``) and handed to
:func:`vigil.server.app.create_app`.

The environment is read in :meth:`ServerSettings.from_env` only, which ``vigil serve`` calls
once at start-up (and each worker process calls when ``--workers`` is above one, because a
worker is a fresh interpreter). Request handlers never read ``os.environ``: a request's
toggles are a :meth:`~vigil.config.RunConfig.with_overrides` of :attr:`run_config`.
"""

from __future__ import annotations

import ipaddress
import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from vigil._libc import MAX_KEEP_MB
from vigil.config import RunConfig, env_flag, env_int, env_number
from vigil.errors import ConfigError

__all__ = ["ENV_VARS", "ServerSettings"]

#: Every variable :meth:`ServerSettings.from_env` reads, with its meaning (docs/configuration.md).
ENV_VARS: dict[str, str] = {
    "VIGIL_SERVER_MAX_BODY": "largest request body in bytes (413 beyond)",
    "VIGIL_SERVER_MAX_FRAME_PIXELS": "largest frame in pixels, read from the image header",
    "VIGIL_SERVER_POOL_SIZE": "browsers (one per worker thread) running /v1/cua at once",
    "VIGIL_SERVER_QUEUE": "/v1/cua requests that may wait for a browser (429 beyond)",
    "VIGIL_SERVER_MAX_STEPS": "upper bound of a /v1/cua request's max_steps",
    "VIGIL_SERVER_SESSIONS": "on/off: the /v1/sessions endpoints",
    "VIGIL_SERVER_MAX_SESSIONS": "open sessions at once (429 beyond)",
    "VIGIL_SERVER_SESSION_TTL": "seconds a session may stay idle before it is dropped",
    "VIGIL_SERVER_DEMO": "on/off: serve the demo shop on the same origin",
    "VIGIL_SERVER_ALLOWED_HOSTS": "comma list of hosts /v1/cua may open or call (empty: any)",
    "VIGIL_SERVER_BRAIN_KEYS": "comma list of variables a request's api_key_env may name",
    "VIGIL_SERVER_MALLOC_ARENAS": "glibc malloc arenas for the process (0: glibc's default)",
    "VIGIL_SERVER_MALLOC_KEEP_MB": "freed MiB glibc keeps for reuse (0: glibc's default)",
    "VIGIL_SERVER_IMAGE_THREADS": "OpenCV threads per image operation (0: OpenCV's default)",
}


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """What one service process needs to know; immutable, derive variants with ``replace``.

    ``brain_keys`` holds the *values* of the variables listed in ``VIGIL_SERVER_BRAIN_KEYS``,
    snapshotted at start-up: a request may only name one of those in ``api_key_env``, so a
    caller can never make the server send an arbitrary secret of its environment to a URL of
    the caller's choosing. ``ocr`` is an injectable engine for ``/v1/verify/screen`` (None:
    one shared :class:`~vigil.ocr.RapidOcr`, loaded on first use).
    """

    run_config: RunConfig = field(default_factory=RunConfig)
    demo: bool = False
    pool_size: int = 2
    queue_limit: int = 4
    max_body_bytes: int = 32 * 2**20
    max_frame_pixels: int = 40_000_000
    max_steps: int = 100
    sessions: bool = True
    max_sessions: int = 64
    session_ttl_s: float = 900.0
    allowed_hosts: tuple[str, ...] = ()
    brain_keys: Mapping[str, str] = field(default_factory=dict)
    chromium: str | None = None
    malloc_arenas: int = 2
    malloc_keep_mb: int = 64
    image_threads: int = 1
    ocr: Any = None

    def __post_init__(self) -> None:
        # Compared with a URL's host, which urlparse lower-cases: "X.com" could never match.
        object.__setattr__(self, "allowed_hosts", _hosts(self.allowed_hosts))
        bad = [
            f"{source}={getattr(self, name)!r}: expected {wanted}"
            for name, (source, ok, wanted) in _RANGES.items()
            if not ok(getattr(self, name))
        ]
        if bad:
            raise ConfigError("; ".join(bad))

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> ServerSettings:
        """Read ``VIGIL_SERVER_*`` (and the run toggles) once; ``overrides`` win (CLI flags)."""
        env: Mapping[str, str] = os.environ if environ is None else environ
        base = cls()
        key_names = _words(env.get("VIGIL_SERVER_BRAIN_KEYS", "VIGIL_BRAIN_API_KEY"))
        values: dict[str, Any] = {
            "run_config": RunConfig.from_env(env),
            "demo": env_flag(env, "VIGIL_SERVER_DEMO", base.demo),
            "pool_size": env_int(env, "VIGIL_SERVER_POOL_SIZE", base.pool_size),
            "queue_limit": env_int(env, "VIGIL_SERVER_QUEUE", base.queue_limit),
            "max_body_bytes": env_int(env, "VIGIL_SERVER_MAX_BODY", base.max_body_bytes),
            "max_frame_pixels": env_int(
                env, "VIGIL_SERVER_MAX_FRAME_PIXELS", base.max_frame_pixels
            ),
            "max_steps": env_int(env, "VIGIL_SERVER_MAX_STEPS", base.max_steps),
            "sessions": env_flag(env, "VIGIL_SERVER_SESSIONS", base.sessions),
            "max_sessions": env_int(env, "VIGIL_SERVER_MAX_SESSIONS", base.max_sessions),
            "session_ttl_s": env_number(env, "VIGIL_SERVER_SESSION_TTL", base.session_ttl_s),
            "allowed_hosts": tuple(_words(env.get("VIGIL_SERVER_ALLOWED_HOSTS", ""))),
            "brain_keys": {k: env[k] for k in key_names if env.get(k)},
            "chromium": env.get("VIGIL_CHROMIUM") or None,
            "malloc_arenas": env_int(env, "VIGIL_SERVER_MALLOC_ARENAS", base.malloc_arenas),
            "malloc_keep_mb": env_int(env, "VIGIL_SERVER_MALLOC_KEEP_MB", base.malloc_keep_mb),
            "image_threads": env_int(env, "VIGIL_SERVER_IMAGE_THREADS", base.image_threads),
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return replace(base, **values)


#: The most malloc arenas: glibc's own default ceiling is 8 per core, and 64 at least so a
#: setting carries over to a smaller machine. Larger values only mean glibc's default, and
#: beyond a C int mallopt cannot even be called (ctypes.ArgumentError).
MAX_ARENAS = max(64, 8 * (os.cpu_count() or 1))
#: Seven days: a session idle for longer is abandoned, and its Monitor holds frames.
MAX_SESSION_TTL_S = 7 * 86400.0


def _within(lowest: float, highest: float) -> Any:
    return lambda v: lowest <= v <= highest


#: Each checked setting: where a user sets it (an out-of-range error names that, not the
#: field), what it must be, and the words that say so. The upper bounds are ones a 2-core,
#: 24 GiB machine and a large server both live with; beyond them a value is a typo or a
#: setting that exhausts memory (docs/configuration.md gives each reason).
_RANGES: dict[str, tuple[str, Any, str]] = {
    # each browser of the pool is a Chromium of a few hundred MB
    "pool_size": ("VIGIL_SERVER_POOL_SIZE (--pool-size)", _within(1, 64), "1 to 64"),
    # more waiting than this is better answered with a 429 than after minutes
    "queue_limit": ("VIGIL_SERVER_QUEUE (--queue)", _within(0, 1024), "0 to 1024"),
    # a body is held in memory while it is read
    "max_body_bytes": ("VIGIL_SERVER_MAX_BODY", _within(1024, 2**30), f"1024 to {2**30}"),
    # OpenCV refuses to decode more than 2**30 pixels (CV_IO_MAX_IMAGE_PIXELS) anyway
    "max_frame_pixels": ("VIGIL_SERVER_MAX_FRAME_PIXELS", _within(1, 2**30), f"1 to {2**30}"),
    "max_steps": ("VIGIL_SERVER_MAX_STEPS", _within(1, 10_000), "1 to 10000"),
    # each open session keeps its Monitor and recent frames in memory
    "max_sessions": (
        "VIGIL_SERVER_MAX_SESSIONS (--max-sessions)",
        _within(1, 1024),
        "1 to 1024",
    ),
    # inf would keep an abandoned session (and its Monitor) for ever; nan never expires.
    "session_ttl_s": (
        "VIGIL_SERVER_SESSION_TTL (--session-ttl)",
        lambda v: math.isfinite(v) and 0 < v <= MAX_SESSION_TTL_S,
        f"a finite number of seconds over 0, at most {MAX_SESSION_TTL_S:.0f} (7 days)",
    ),
    "malloc_arenas": (
        "VIGIL_SERVER_MALLOC_ARENAS",
        _within(0, MAX_ARENAS),
        f"0 or more, at most {MAX_ARENAS} (8 per CPU core, 64 at least)",
    ),
    "malloc_keep_mb": (
        "VIGIL_SERVER_MALLOC_KEEP_MB",
        _within(0, MAX_KEEP_MB),
        f"0 to {MAX_KEEP_MB}",
    ),
    # each OpenCV thread has its own stack and buffers; a frame gains nothing past a few
    "image_threads": ("VIGIL_SERVER_IMAGE_THREADS", _within(0, 256), "0 to 256"),
}


def _words(raw: str) -> list[str]:
    return [w.strip() for w in raw.split(",") if w.strip()]


def _hosts(entries: tuple[str, ...]) -> tuple[str, ...]:
    """``VIGIL_SERVER_ALLOWED_HOSTS`` as /v1/cua compares it: bare host names, lower-cased.

    An entry with a scheme, a port, a path or a space could never equal a URL's host, so
    every request would get 422 host_not_allowed; it is refused at start, by name.
    """
    hosts = []
    for entry in entries:
        host = str(entry).strip().lower()
        bare = host[1:-1] if host.startswith("[") and host.endswith("]") else host
        try:
            if ":" in bare and ipaddress.ip_address(bare).version == 6:
                hosts.append(bare)  # urlparse gives "::1" for http://[::1]:8000/
                continue
        except ValueError:
            pass
        problem = _host_problem(host)
        if problem:
            raise ConfigError(
                f"VIGIL_SERVER_ALLOWED_HOSTS: entry {entry!r} {problem}; expected bare host "
                "names such as shop.example.com or 127.0.0.1, separated by commas"
            )
        hosts.append(host)
    return tuple(hosts)


def _host_problem(host: str) -> str | None:
    if not host:
        return "is empty"
    if "://" in host:
        return "has a scheme"
    if any(c.isspace() for c in host):
        return "has a space"
    if any(c in host for c in "/?#"):
        return "has a path"
    if "@" in host:
        return "has a user name"
    if ":" in host:
        return "has a port"
    if "[" in host or "]" in host:
        return "has brackets (only an IPv6 address may have them)"
    if "*" in host:
        return "has a wildcard (each host is compared whole)"
    return None
