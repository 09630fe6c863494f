"""``POST /v1/cua``: run a task in a pool browser and answer with the ``RunResult``."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from vigil.server.cua import execute, plan_run
from vigil.server.errors import ApiError
from vigil.server.inputs import parse_body
from vigil.server.pool import PoolFull
from vigil.server.schemas import CuaRequest
from vigil.server.state import body_doc, service

router = APIRouter(tags=["runs"])


def demo_base(request: Request) -> str | None:
    """The origin the demo shop is served on, as the pool's browsers reach it (loopback)."""
    if not service(request).settings.demo:
        return None
    server = request.scope.get("server")
    if server and server[1]:
        host = server[0]
        if host in ("0.0.0.0", "::", ""):
            host = "127.0.0.1"
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{server[1]}"
    return str(request.base_url).rstrip("/")


@router.post(
    "/v1/cua",
    openapi_extra=body_doc(CuaRequest, json_only=True),
    responses={
        429: {"description": "every browser is busy and the queue is full (see Retry-After)"},
        422: {"description": "the request names a field that is wrong, and why"},
    },
)
async def cua(request: Request) -> JSONResponse:
    """Run ``task`` with a brain in headless Chromium, Vigil watching every step.

    The response is the run's ``RunResult`` (``termination_reason``, ``perceptual_summary``
    — ``{}`` when the verifier never fired —, ``loop_events``, ``timings``, the trajectory),
    plus ``expectations`` (unmet expectations per toggle arm) for a bundled demo task.
    """
    body = await parse_body(request, CuaRequest, json_only=True)
    st = service(request)
    plan = plan_run(body, st.settings, demo_base(request))
    try:
        future = st.pool.submit(lambda browser: execute(plan, browser))
    except PoolFull as full:
        raise ApiError(
            429,
            "pool_full",
            f"every browser is busy ({full.running} running, {full.waiting} waiting, queue "
            f"limit {st.pool.queue_limit}); retry after {full.retry_after} s",
            None,
            headers={"Retry-After": str(full.retry_after)},
        ) from None
    try:
        result: dict[str, Any] = await asyncio.wrap_future(future)
    except Exception as exc:
        from vigil.errors import BackendUnavailable

        if isinstance(exc, BackendUnavailable):
            raise ApiError(503, "browser_unavailable", str(exc), None) from None
        raise
    return JSONResponse(result)
