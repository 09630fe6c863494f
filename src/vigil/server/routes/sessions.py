"""Sessions: a :class:`~vigil.monitor.Monitor` per agent run, for agents in any language.

``POST /v1/sessions`` → id; then ``observe`` (a frame with no action since the last one),
``check`` (action, pre, post → the verdict and the feedback text to give the model),
``done`` (the done gate), ``GET`` (summary) and ``DELETE``. Calls of one session run one at
a time, in order; see :mod:`vigil.server.sessions` for expiry and the cap.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Path, Request, Response
from fastapi.concurrency import run_in_threadpool

from vigil.server.errors import ApiError
from vigil.server.inputs import (
    decode_distinct,
    decode_frame,
    json_response,
    jsonable,
    parse_body,
)
from vigil.server.routes.verify import parse_action, run_config
from vigil.server.schemas import (
    SessionCheckRequest,
    SessionCreateRequest,
    SessionDoneRequest,
    SessionObserveRequest,
)
from vigil.server.sessions import SessionStore
from vigil.server.state import ServiceState, body_doc, service

router = APIRouter(tags=["sessions"])

SessionId = Path(..., min_length=1, max_length=64, description="the id POST /v1/sessions returned")


def _store(request: Request) -> tuple[ServiceState, SessionStore]:
    st = service(request)
    if not st.settings.sessions:
        raise ApiError(404, "sessions_disabled", "sessions are turned off on this server", None)
    return st, st.sessions


@router.post(
    "/v1/sessions",
    status_code=201,
    openapi_extra=body_doc(SessionCreateRequest, required=False, json_only=True),
)
async def create_session(request: Request) -> dict[str, Any]:
    st, store = _store(request)
    body = await parse_body(request, SessionCreateRequest, required=False, json_only=True)
    config = run_config(st.settings.run_config, body.config)
    viewport = (body.viewport[0], body.viewport[1]) if body.viewport else None
    session = store.create(config, viewport)
    return jsonable(session.info(store.clock(), store.ttl_s))


@router.get("/v1/sessions/{session_id}")
async def get_session(request: Request, session_id: str = SessionId) -> dict[str, Any]:
    _, store = _store(request)

    def work() -> dict[str, Any]:
        # In a worker thread: the session's lock is held while a call of it is judged, and
        # waiting for it on the event loop stalled every other request of the server.
        with store.use(session_id) as session:
            info = session.info(store.clock(), store.ttl_s)
            return {**info, "summary": session.monitor.summary()}

    return jsonable(await run_in_threadpool(work))


@router.delete("/v1/sessions/{session_id}")
async def delete_session(request: Request, session_id: str = SessionId) -> dict[str, Any]:
    _, store = _store(request)
    summary = await run_in_threadpool(store.delete, session_id)
    return jsonable({"session_id": session_id, "deleted": True, "summary": summary})


@router.post("/v1/sessions/{session_id}/observe", openapi_extra=body_doc(SessionObserveRequest))
async def observe(request: Request, session_id: str = SessionId) -> dict[str, Any]:
    st, store = _store(request)
    body = await parse_body(request, SessionObserveRequest)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        frame = decode_frame(body.frame, "frame", limit)
        with store.use(session_id) as session:
            monitor = session.monitor
            _same_screen(monitor.viewport, frame.size, "frame")
            seen = monitor.observe(frame, url=body.url)
            return {
                "observed": True,
                "size": list(seen.size),
                "frame_hash": monitor.frame_hash(seen).hex,
                "volatile_boxes": [list(b) for b in monitor.volatility.boxes],
            }

    return jsonable(await run_in_threadpool(work))


def _same_screen(viewport: tuple[int, int] | None, size: tuple[int, int], field: str) -> None:
    if viewport is not None and tuple(viewport) != tuple(size):
        raise ApiError(
            422,
            "size_mismatch",
            f"{field} is {size[0]}x{size[1]} but this session's screen is "
            f"{viewport[0]}x{viewport[1]}; start a new session for another screen size",
            field,
        )


@router.post(
    "/v1/sessions/{session_id}/check",
    openapi_extra=body_doc(SessionCheckRequest),
    response_model=dict[str, Any],
)
async def check(request: Request, session_id: str = SessionId) -> Response:
    """One acted step → the ``StepVerdict`` (``feedback`` is the text for the model)."""
    st, store = _store(request)
    body = await parse_body(request, SessionCheckRequest)
    action = parse_action(body.action)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        given = {"pre": body.pre, "post": body.post}
        given.update({f"samples.{i}": v for i, v in enumerate(body.samples or ())})
        frames = decode_distinct({k: v for k, v in given.items() if v is not None}, limit)
        pre, post = frames.get("pre"), frames.get("post")
        samples = [frames[f"samples.{i}"] for i in range(len(body.samples or ()))]
        with store.use(session_id) as session:
            monitor = session.monitor
            first = pre or post
            screen = monitor.viewport or (first.size if first is not None else None)
            named = [("pre", pre), ("post", post)] + [
                (f"samples.{i}", f) for i, f in enumerate(samples)
            ]
            for name, frame in named:
                if frame is not None:
                    _same_screen(screen, frame.size, name)
            verdict = monitor.check(
                action,
                pre,
                post,
                url=body.url,
                samples=samples or None,
                hover_aware=body.hover_aware,
                context=body.context,
                reasoning=body.reasoning,
            )
            out = verdict.to_dict()
            out["timings"] = dict(verdict.timings)
            return out

    return json_response(await run_in_threadpool(work))


@router.post(
    "/v1/sessions/{session_id}/done", openapi_extra=body_doc(SessionDoneRequest, required=False)
)
async def done(request: Request, session_id: str = SessionId) -> dict[str, Any]:
    """The agent says it is finished: the done gate accepts, or rejects with a reason."""
    st, store = _store(request)
    body = await parse_body(request, SessionDoneRequest, required=False)
    limit = st.settings.max_frame_pixels

    def work() -> dict[str, Any]:
        frame = decode_frame(body.frame, "frame", limit) if body.frame is not None else None
        with store.use(session_id) as session:
            if frame is not None:
                _same_screen(session.monitor.viewport, frame.size, "frame")
            verdict = session.monitor.done(frame)
            out: dict[str, Any] = verdict.to_dict()
            out["feedback"] = verdict.feedback()
            return out

    return jsonable(await run_in_threadpool(work))
