"""Liveness and readiness.

``/healthz`` answers while the event loop runs. ``/readyz`` says whether a run could start: a
pool browser is alive, or (before the first run) a Chromium can be launched right now. The
launch probe is cached for 30 s so a load balancer polling every second costs nothing.
"""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse

from vigil import __version__
from vigil.server.pool import probe_launch
from vigil.server.state import ServiceState, service

router = APIRouter(tags=["health"])

_PROBE_TTL_S = 30.0


@router.get("/healthz")
@router.head("/healthz", include_in_schema=False)
async def healthz(request: Request) -> dict[str, Any]:
    """Liveness. HEAD too: ``curl -I`` and many uptime checkers probe with HEAD, and a 405
    there read as "the service is down"."""
    st = service(request)
    return {
        "status": "ok",
        "version": __version__,
        "uptime_s": round(time.time() - st.started, 1),
        "pool": st.pool.stats(),
        "sessions": {
            "enabled": st.settings.sessions,
            "open": len(st.sessions),
            "max": st.settings.max_sessions,
            "expired": st.sessions.expired,
        },
    }


def _probe(st: ServiceState) -> str | None:
    with st.ready_lock:
        cached = st.ready_checked
        if cached is not None and time.monotonic() - cached[0] < _PROBE_TTL_S:
            return cached[1]
        try:
            probe_launch(st.settings.chromium)
            problem = None
        except BaseException as exc:
            problem = f"{type(exc).__name__}: {exc}"
        st.ready_checked = (time.monotonic(), problem)
        return problem


@router.get("/readyz", responses={503: {"description": "no browser can be launched"}})
@router.head("/readyz", include_in_schema=False)
async def readyz(request: Request) -> JSONResponse:
    st = service(request)
    if st.pool.browsers_alive() > 0:
        return JSONResponse({"ready": True, "browser": "running"})
    problem = await run_in_threadpool(_probe, st)
    if problem is None:
        return JSONResponse({"ready": True, "browser": "launchable"})
    return JSONResponse(
        {
            "ready": False,
            "error": {"type": "browser_unavailable", "field": None, "message": problem},
        },
        status_code=503,
    )
