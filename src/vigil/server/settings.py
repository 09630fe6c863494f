"""The service's settings: one frozen value built at the edge (``vigil serve``) and handed to
:func:`vigil.server.app.create_app`.

The environment is read in :meth:`ServerSettings.from_env` only, which ``vigil serve`` calls
once at start-up (and each worker process calls when ``--workers`` is above one, because a
worker is a fresh interpreter). Request handlers never read ``os.environ``: a request's
toggles are a :meth:`~vigil.config.RunConfig.with_overrides` of :attr:`run_config`.
"""

from __future__ import annotations

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


#: Each checked setting: where a user sets it (an out-of-range error names that, not the
#: field), what it must be, and the words that say so.
_RANGES: dict[str, tuple[str, Any, str]] = {
    "pool_size": ("VIGIL_SERVER_POOL_SIZE (--pool-size)", lambda v: v >= 1, "1 or more"),
    "queue_limit": ("VIGIL_SERVER_QUEUE (--queue)", lambda v: v >= 0, "0 or more"),
    "max_body_bytes": ("VIGIL_SERVER_MAX_BODY", lambda v: v >= 1024, "1024 or more"),
    "max_frame_pixels": ("VIGIL_SERVER_MAX_FRAME_PIXELS", lambda v: v >= 1, "1 or more"),
    "max_steps": ("VIGIL_SERVER_MAX_STEPS", lambda v: v >= 1, "1 or more"),
    "max_sessions": ("VIGIL_SERVER_MAX_SESSIONS (--max-sessions)", lambda v: v >= 1, "1 or more"),
    # inf would keep an abandoned session (and its Monitor) for ever; nan never expires.
    "session_ttl_s": (
        "VIGIL_SERVER_SESSION_TTL (--session-ttl)",
        lambda v: math.isfinite(v) and v > 0,
        "a finite number of seconds over 0",
    ),
    "malloc_arenas": ("VIGIL_SERVER_MALLOC_ARENAS", lambda v: v >= 0, "0 or more"),
    "malloc_keep_mb": (
        "VIGIL_SERVER_MALLOC_KEEP_MB",
        lambda v: 0 <= v <= MAX_KEEP_MB,
        f"0 to {MAX_KEEP_MB}",
    ),
    "image_threads": ("VIGIL_SERVER_IMAGE_THREADS", lambda v: v >= 0, "0 or more"),
}


def _words(raw: str) -> list[str]:
    return [w.strip() for w in raw.split(",") if w.strip()]
