"""What the routes share: settings, the browser pool, the sessions and the OCR engine.

Kept on ``app.state.vigil``; routes reach it through :func:`service`. The OCR engine is
created on first use and shared (RapidOCR serialises inference itself).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from fastapi import Request
from pydantic import BaseModel

from vigil.server.pool import BrowserPool
from vigil.server.sessions import SessionStore
from vigil.server.settings import ServerSettings

__all__ = ["BODY_MODELS", "ServiceState", "body_doc", "service"]

#: Models documented as request bodies of routes that parse their body themselves.
BODY_MODELS: dict[str, type[BaseModel]] = {}


def body_doc(
    model: type[BaseModel], *, required: bool = True, json_only: bool = False
) -> dict[str, Any]:
    """``openapi_extra`` for a route that takes ``model`` as JSON or multipart (JSON alone
    with ``json_only``)."""
    BODY_MODELS[model.__name__] = model
    ref = {"$ref": f"#/components/schemas/{model.__name__}"}
    content = {"application/json": {"schema": ref}}
    if not json_only:
        content["multipart/form-data"] = {"schema": ref}
    return {"requestBody": {"required": required, "content": content}}


class ServiceState:
    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.pool = BrowserPool(
            settings.pool_size, settings.queue_limit, executable=settings.chromium
        )
        self.sessions = SessionStore(settings.max_sessions, settings.session_ttl_s)
        self._ocr: Any = settings.ocr
        self._ocr_lock = threading.Lock()
        self.started = time.time()
        self.ready_checked: tuple[float, str | None] | None = None
        self.ready_lock = threading.Lock()

    @property
    def ocr(self) -> Any:
        with self._ocr_lock:
            if self._ocr is None:
                from vigil.ocr import RapidOcr

                self._ocr = RapidOcr()
            return self._ocr

    def close(self) -> None:
        self.sessions.close_all()
        self.pool.close()


def service(request: Request) -> ServiceState:
    state: ServiceState = request.app.state.vigil
    return state
