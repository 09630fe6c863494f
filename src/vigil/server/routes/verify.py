"""Stateless verification: hash a frame, judge one step's effect, check a loop, verify a
screen. Each call stands alone (for a verdict that learns from the session's past, use a
session). The work runs on the thread pool so the event loop keeps answering while frames
decode."""

from __future__ import annotations

import re
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool

from vigil.actions import Action, as_action
from vigil.config import RunConfig
from vigil.errors import ConfigError, InvalidAction
from vigil.frames import Frame, Hash, hash_frame
from vigil.server.errors import ApiError
from vigil.server.inputs import (
    decode_distinct,
    decode_frame,
    json_response,
    jsonable,
    parse_body,
    probe_frame,
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
from vigil.verify.effect import check_effect, will_check
from vigil.verify.loops import LoopDetector

router = APIRouter(tags=["verify"])


def parse_action(raw: dict[str, Any], field: str = "action") -> Action:
    try:
        return Action.from_dict(raw)
    except (InvalidAction, ValueError, TypeError, KeyError) as exc:
        raise ApiError(422, "invalid_action", f"{field}: {exc}", field) from None


def run_config(
    base: RunConfig, overrides: ConfigOverrides | None, field: str = "config"
) -> RunConfig:
    if overrides is None:
        return base
    try:
        config = base.with_overrides(**overrides.overrides())
    except ConfigError as exc:
        raise ApiError(422, "invalid_setting", f"{field}: {exc}", field) from None
    if config.loop_hard_window < config.loop_soft_window:
        # The soft window nudges and the hard one stops: a stop before the nudge could
        # fire would end runs the monitor was meant to warn first.
        where = "loop_hard_window" if overrides.loop_hard_window is not None else "loop_soft_window"
        raise ApiError(
            422,
            "validation_error",
            f"{field}.{where}: loop_hard_window ({config.loop_hard_window}) must be at least "
            f"loop_soft_window ({config.loop_soft_window})",
            f"{field}.{where}",
        )
    return config


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
    action = as_action(parse_action(body.action), body.reasoning)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        fields = {"pre": body.pre, "post": body.post}
        fields.update({f"idle.{i}": v for i, v in enumerate(body.idle or ())})
        fields.update({f"samples.{i}": v for i, v in enumerate(body.samples or ())})
        probed = {name: probe_frame(value, name, limit) for name, value in fields.items()}
        require_same_size(
            probed["pre"][1], "pre", {k: size for k, (_, size) in probed.items() if k != "pre"}
        )
        if not will_check(action, config):
            # The verdict is a skip whatever the pixels hold: answer it without decoding
            # (most steps of a loop are not high-risk, and decoding is nearly all the cost).
            return check_effect(probed["pre"][0], probed["post"][0], action, config).to_dict()
        frames = decode_distinct({name: data for name, (data, _) in probed.items()}, limit)
        idle = [frames[f"idle.{i}"] for i in range(len(body.idle or ()))]
        samples = [frames[f"samples.{i}"] for i in range(len(body.samples or ()))]
        check = check_effect(
            frames["pre"],
            frames["post"],
            action,
            config,
            idle=(idle[0], idle[1]) if idle else None,
            samples=samples or None,
            hover_aware=body.hover_aware,
        )
        return check.to_dict()

    return json_response(await run_in_threadpool(work))


_HEX64 = re.compile(r"(0[xX])?[0-9a-fA-F]{16}")


def _hash_or_none(value: str | None, field: str) -> Hash | None:
    """A 64-bit hash, or a 422: the loop detector compares each step's hash with the others'
    64-bit hashes, and a hash of another length ("abc") has no meaningful distance to them."""
    if value is None:
        return None
    if not _HEX64.fullmatch(value.strip()):
        raise ApiError(
            422, "invalid_hash", f"{field}: {value!r} is not 16 hex digits (a 64-bit hash)", field
        )
    return Hash.from_hex(value)


@router.post("/v1/loop/check", openapi_extra=body_doc(LoopCheckRequest, json_only=True))
async def loop_check(request: Request) -> dict[str, Any]:
    """Is this history a loop? The verdict, the adaptive window and the signals behind it."""
    body = await parse_body(request, LoopCheckRequest, json_only=True)
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
        _regions_on_frame(expected, frame.size)
        fn = verify_after if body.after else verify_before
        result = fn(frame, expected, st.ocr, None, body.context)
        out: dict[str, Any] = result.to_dict()
        return out

    return jsonable(await run_in_threadpool(work))


def _regions_on_frame(expected: list[dict[str, Any]], size: tuple[int, int]) -> None:
    """422 for an expected element whose ``region`` (x0, y0, x1, y1) holds no pixel of the
    frame. The OCR refuses such a region for the whole call, which came back as a 200
    ``match: false`` (``OCR failed``): read as "the screen is wrong" when the request was."""
    from vigil.ocr.base import clip_box

    width, height = size
    for i, element in enumerate(expected):
        region = element.get("region")
        if region is None:
            continue
        try:
            clip_box(tuple(region), width, height)
        except ValueError:
            raise ApiError(
                422,
                "invalid_region",
                f"expected.{i}.region: {list(region)} (x0, y0, x1, y1) holds no pixel of the "
                f"{width}x{height} frame",
                f"expected.{i}.region",
            ) from None
