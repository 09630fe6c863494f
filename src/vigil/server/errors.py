"""Errors as the service answers them: every 4xx names the field and the problem.

One JSON shape for every error, whatever raised it::

    {"error": {"type": "invalid_frame", "field": "post", "message": "...", "details": [...]}}

``field`` is a dotted path into the request (``"brain.steps.2"``, ``"pre"``, ``"session_id"``)
or null when the problem is not one field's. Library exceptions map to statuses here, so a
route never decides a status for a :class:`~vigil.errors.VigilError` itself, and anything
unexpected becomes a 500 with the exception's type (logged with its traceback) instead of
a dropped connection.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vigil.errors import (
    BackendError,
    BackendUnavailable,
    ConfigError,
    InvalidAction,
    InvalidFrame,
    VigilError,
)

__all__ = [
    "ApiError",
    "CatchAll",
    "error_body",
    "field_path",
    "install_handlers",
    "validation_error",
]

log = logging.getLogger(__name__)


class ApiError(Exception):
    """An answer other than 2xx, raised anywhere under a route."""

    def __init__(
        self,
        status: int,
        kind: str,
        message: str,
        field: str | None = None,
        *,
        headers: Mapping[str, str] | None = None,
        details: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        super().__init__(message)
        self.status = status
        self.kind = kind
        self.message = message
        self.field = field
        self.headers = dict(headers or {})
        self.details = [dict(d) for d in details]


def error_body(
    kind: str, message: str, field: str | None = None, details: Any = None
) -> dict[str, Any]:
    body: dict[str, Any] = {"type": kind, "field": field, "message": message}
    if details:
        body["details"] = details
    return {"error": body}


#: Union members pydantic names in an error's location ("frame", "str"): never a request key.
_MEMBER_TAGS = frozenset({"str", "bytes", "int", "float", "bool", "none", "list", "dict"})
#: Tags of the discriminated unions, by the field they follow (``brain.scripted.steps``).
_DISCRIMINATED = {"brain": frozenset({"scripted", "openai"})}


def _is_member_tag(part: Any, previous: Any) -> bool:
    if not isinstance(part, str):
        return False
    if part in _MEMBER_TAGS or ("[" in part and part.endswith("]")):
        return True  # "dict[str,any]", "function-after[...]"
    return part in _DISCRIMINATED.get(str(previous), ())


def field_path(loc: Sequence[Any]) -> str:
    """``("body", "brain", "scripted", "steps", 2)`` → ``"brain.steps.2"``.

    pydantic puts the union member it tried into the location (``("frame", "str")``); a
    caller reading ``frame.str`` would look for a key that its request never had.
    """
    parts: list[str] = []
    previous: Any = None
    for p in loc:
        if p not in ("body", "query", "path", "header") and not _is_member_tag(p, previous):
            parts.append(str(p))
        previous = p
    return ".".join(parts) or "body"


def validation_error(errors: Sequence[Mapping[str, Any]], prefix: str = "") -> ApiError:
    """A 422 naming the first bad field, with every problem in ``details``."""
    details = []
    for e in errors:
        path = field_path(e.get("loc", ()))
        if prefix:
            path = f"{prefix}.{path}" if path != "body" else prefix
        details.append(
            {"field": path, "message": str(e.get("msg", "invalid")), "type": e.get("type")}
        )
    first = details[0] if details else {"field": prefix or "body", "message": "invalid request"}
    message = f"{first['field']}: {first['message']}"
    if len(details) > 1:
        message += f" (and {len(details) - 1} more problem{'s' if len(details) > 2 else ''})"
    return ApiError(422, "validation_error", message, first["field"], details=details)


def from_vigil_error(exc: VigilError, field: str | None = None) -> ApiError:
    """Library exceptions → statuses: bad input is the caller's 4xx, a backend is ours."""
    if isinstance(exc, InvalidFrame):
        return ApiError(422, "invalid_frame", str(exc), field)
    if isinstance(exc, InvalidAction):
        return ApiError(422, "invalid_action", str(exc), field or "action")
    if isinstance(exc, ConfigError):
        return ApiError(422, "invalid_setting", str(exc), field)
    if isinstance(exc, BackendUnavailable):
        return ApiError(503, "backend_unavailable", str(exc), None)
    if isinstance(exc, BackendError):
        return ApiError(502, "backend_error", str(exc), None)
    return ApiError(400, "vigil_error", str(exc), field)


def _respond(err: ApiError) -> JSONResponse:
    return JSONResponse(
        error_body(err.kind, err.message, err.field, err.details or None),
        status_code=err.status,
        headers=err.headers or None,
    )


def install_handlers(app: FastAPI) -> None:
    """Route every expected failure through :func:`error_body` (the unexpected ones reach
    :class:`CatchAll`)."""

    async def on_api_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ApiError)
        return _respond(exc)

    async def on_request_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        return _respond(validation_error(list(exc.errors())))

    async def on_pydantic(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, ValidationError)
        return _respond(validation_error(list(exc.errors())))

    async def on_vigil(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, VigilError)
        return _respond(from_vigil_error(exc))

    async def on_http(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        kind = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse(
            error_body(kind, str(exc.detail)),
            status_code=exc.status_code,
            headers=dict(exc.headers) if exc.headers else None,
        )

    app.add_exception_handler(ApiError, on_api_error)
    app.add_exception_handler(RequestValidationError, on_request_validation)
    app.add_exception_handler(ValidationError, on_pydantic)
    app.add_exception_handler(VigilError, on_vigil)
    app.add_exception_handler(StarletteHTTPException, on_http)


class ResponseWatch:
    """``send`` that notes whether the response has started: a middleware that wants to
    answer in place of the app may do so only while nothing has gone out."""

    def __init__(self, send: Send) -> None:
        self.send = send
        self.started = False

    async def __call__(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.started = True
        await self.send(message)


class CatchAll:
    """A 500 in the documented shape for an exception no handler knows, and nothing more.

    Starlette's own catch-all (an ``Exception`` handler) answers and then re-raises so the
    server can log it; uvicorn then logs the error a second time and closes the keep-alive
    connection, and the client's *next* request, a valid one, fails with a reset. Answered
    here, the exception ends with the answer: logged once, connection kept. Add it outside
    every other middleware (``add_middleware`` last).
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        watch = ResponseWatch(send)
        try:
            await self.app(scope, receive, watch)
        except Exception as exc:
            if watch.started:  # half an answer is out: only dropping the connection is honest
                raise
            log.exception("unhandled error on %s %s", scope.get("method"), scope.get("path"))
            body = error_body("internal", f"{type(exc).__name__}: {exc}")
            await JSONResponse(body, status_code=500)(scope, receive, send)
