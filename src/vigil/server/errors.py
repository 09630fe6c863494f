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

from vigil.errors import (
    BackendError,
    BackendUnavailable,
    ConfigError,
    InvalidAction,
    InvalidFrame,
    VigilError,
)

__all__ = ["ApiError", "error_body", "field_path", "install_handlers", "validation_error"]

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


def field_path(loc: Sequence[Any]) -> str:
    """``("body", "brain", "steps", 2)`` → ``"brain.steps.2"`` (the request's own names)."""
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    # pydantic adds the union member's tag to the location ("scripted", "str", ...): drop
    # the ones that are not the request's own keys when they follow a known field.
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
    """Route every failure through :func:`error_body`."""

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

    async def on_anything(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse(error_body("internal", f"{type(exc).__name__}: {exc}"), status_code=500)

    app.add_exception_handler(ApiError, on_api_error)
    app.add_exception_handler(RequestValidationError, on_request_validation)
    app.add_exception_handler(ValidationError, on_pydantic)
    app.add_exception_handler(VigilError, on_vigil)
    app.add_exception_handler(StarletteHTTPException, on_http)
    app.add_exception_handler(Exception, on_anything)
