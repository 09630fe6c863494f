"""Stateless verification: hash a frame, judge one step's effect, check a loop, verify a
screen. Each call stands alone (for a verdict that learns from the session's past, use a
session). The work runs on the thread pool so the event loop keeps answering while frames
decode."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool

from vigil.actions import Action
from vigil.config import RunConfig
from vigil.errors import ConfigError, InvalidAction
from vigil.frames import Frame, Hash, hash_frame
from vigil.server.errors import ApiError
from vigil.server.inputs import (
    decode_frame,
    decode_frames,
    json_response,
    jsonable,
    parse_body,
    require_same_size,
)
from vigil.server.schemas import (
    ConfigOverrides,
    EffectRequest,
    HashRequest,
    LoopCheckRequest,
    ScreenRequest,
)
from vigil.server.state import body_doc, service
from vigil.verify.effect import check_effect
from vigil.verify.loops import LoopDetector

router = APIRouter(tags=["verify"])


def parse_action(raw: dict[str, Any], field: str = "action") -> Action:
    try:
        return Action.from_dict(dict(raw))
    except (InvalidAction, ValueError, TypeError, KeyError) as exc:
        raise ApiError(422, "invalid_action", f"{field}: {exc}", field) from None


def run_config(
    base: RunConfig, overrides: ConfigOverrides | None, field: str = "config"
) -> RunConfig:
    if overrides is None:
        return base
    try:
        return base.with_overrides(**overrides.overrides())
    except ConfigError as exc:
        raise ApiError(422, "invalid_setting", f"{field}: {exc}", field) from None


@router.post("/v1/hash", openapi_extra=body_doc(HashRequest))
async def hash_endpoint(request: Request) -> dict[str, Any]:
    """A 64-bit perceptual hash of a frame (or of a square region of it)."""
    body = await parse_body(request, HashRequest)
    limit = service(request).settings.max_frame_pixels

    def work() -> dict[str, Any]:
        frame = decode_frame(body.frame, "frame", limit)
        target: Frame = frame
        box = None
        if body.region is not None:
            box = frame.box_around(body.region.x, body.region.y, body.region.size)
            target = frame.crop(box)
        value = hash_frame(target, body.method, exact=body.exact)
        return {
            "hash": value.hex,
            "method": body.method,
            "exact": body.exact,
            "size": list(frame.size),
            "region_box": list(box) if box is not None else None,
        }

    return jsonable(await run_in_threadpool(work))


@router.post(
    "/v1/verify/effect", openapi_extra=body_doc(EffectRequest), response_model=dict[str, Any]
)
async def verify_effect(request: Request) -> Response:
    """Did the action visibly change the screen? The ``EffectCheck`` with every figure."""
    body = await parse_body(request, EffectRequest)
    st = service(request)
    config = run_config(st.settings.run_config, body.config)
    action = parse_action(body.action)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        pre = decode_frame(body.pre, "pre", limit)
        post = decode_frame(body.post, "post", limit)
        idle = decode_frames(body.idle, "idle", limit)
        samples = decode_frames(body.samples, "samples", limit)
        must_match = {"post": post}
        must_match.update({f"idle.{i}": f for i, f in enumerate(idle)})
        must_match.update({f"samples.{i}": f for i, f in enumerate(samples)})
        require_same_size(pre, "pre", must_match)
        check = check_effect(
            pre,
            post,
            action,
            config,
            idle=(idle[0], idle[1]) if idle else None,
            samples=samples or None,
            hover_aware=body.hover_aware,
        )
        return check.to_dict()

    return json_response(await run_in_threadpool(work))


def _hash_or_none(value: str | None, field: str) -> Hash | None:
    if value is None:
        return None
    try:
        return Hash.from_hex(value)
    except (ValueError, TypeError) as exc:
        raise ApiError(422, "invalid_hash", f"{field}: {exc}", field) from None


@router.post("/v1/loop/check")
async def loop_check(body: LoopCheckRequest, request: Request) -> dict[str, Any]:
    """Is this history a loop? The verdict, the adaptive window and the signals behind it."""
    config = run_config(service(request).settings.run_config, body.config)
    viewport = tuple(body.viewport) if body.viewport else None
    detector = LoopDetector(viewport=viewport, config=config)
    for i, sample in enumerate(body.actions):
        action = parse_action(sample.action, f"actions.{i}.action")
        frame_hash = _hash_or_none(sample.frame_hash, f"actions.{i}.frame_hash")
        detector.record(action, url=sample.url, frame_hash=frame_hash)
    base = body.window or config.loop_soft_window
    verdict = detector.check(base, adaptive=config.loop_adaptive)
    extension = config.loop_max_extension
    return jsonable(
        {
            "loop": verdict is not None,
            "verdict": verdict.to_dict() if verdict is not None else None,
            "window": base,
            "adaptive": config.loop_adaptive,
            "adaptive_window": detector.adaptive_window(base, extension)
            if config.loop_adaptive
            else base,
            "pattern_diversity": round(detector.pattern_diversity(base), 4),
            "state_progressed": detector.state_progressed(base),
            "click_tol_px": detector.click_tol_px,
            "samples": len(detector),
        }
    )


@router.post("/v1/verify/screen", openapi_extra=body_doc(ScreenRequest))
async def verify_screen(request: Request) -> dict[str, Any]:
    """Are the expected elements on the frame? OCR decides presence (no role checker here:
    presence alone gives a match with confidence 0.5, or 1.0 for role-less text)."""
    from vigil.verify.screen import verify_after, verify_before

    body = await parse_body(request, ScreenRequest)
    st = service(request)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        frame = decode_frame(body.frame, "frame", limit)
        expected = [e.model_dump(exclude_none=True) for e in body.expected]
        fn = verify_after if body.after else verify_before
        result = fn(frame, expected, st.ocr, None, body.context)
        out: dict[str, Any] = result.to_dict()
        return out

    return jsonable(await run_in_threadpool(work))
