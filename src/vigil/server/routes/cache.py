"""``POST /v1/cache/validate``: does the live screen still match a cached step?

The stored ``visual_representation`` of one trajectory-cache step (the reference's 16-hex hash,
or Vigil's richer object), a fresh frame and the step's point go to
:func:`vigil.cache.validate_step`: ``pass`` (execute the cached step), ``stop`` (hand back to
a live agent, with the message naming the step, action, point, distance and threshold) or
``unverifiable`` (no representation, no frame or no point — never a silent pass).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool

from vigil.server.errors import ApiError
from vigil.server.inputs import decode_frame, jsonable, parse_body
from vigil.server.schemas import CacheValidateRequest
from vigil.server.state import body_doc, service

router = APIRouter(tags=["cache"])


def _representation(body: CacheValidateRequest) -> Any:
    from vigil.cache import VisualRepresentation

    raw = body.representation
    if raw is None:
        return None
    try:
        if isinstance(raw, str):
            return VisualRepresentation.from_hex(
                raw, method=body.method or "phash", region_size=body.region_size
            )
        data = dict(raw)
        if body.method is not None:
            data.setdefault("method", body.method)
        data.setdefault("region_size", body.region_size)
        return VisualRepresentation.from_dict(data)
    except (ValueError, TypeError, KeyError) as exc:
        raise ApiError(
            422, "invalid_representation", f"representation: {exc}", "representation"
        ) from None


@router.post("/v1/cache/validate", openapi_extra=body_doc(CacheValidateRequest))
async def validate(request: Request) -> dict[str, Any]:
    """The cached step's validation verdict (``status``, ``distance``, ``threshold``,
    ``message``, ``signals``)."""
    from vigil.cache import validate_step

    body = await parse_body(request, CacheValidateRequest)
    representation = _representation(body)
    limit = service(request).settings.max_frame_pixels

    def work() -> dict[str, Any]:
        frame = decode_frame(body.frame, "frame", limit) if body.frame is not None else None
        verdict = validate_step(
            representation,
            frame,
            tuple(body.point) if body.point is not None else None,
            body.threshold,
            step_index=body.step_index,
            action_name=body.action_name,
        )
        out: dict[str, Any] = verdict.to_dict()
        return out

    return jsonable(await run_in_threadpool(work))
