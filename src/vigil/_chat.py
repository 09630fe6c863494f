"""What the OpenAI-compatible brain and VLM share: settings, the image, and the POST.

:class:`ChatCompletionsClient` holds the settings both validate the same way, turns a frame
into an image ``data:`` URL (downscaled to ``max_image_side`` when larger), and POSTs a body
to ``{base_url}/chat/completions`` through the standard library: 408/409/425/429/5xx,
timeouts and dropped connections are retried with exponential backoff (honouring
``Retry-After``); any other HTTP error fails at once. Failures are
:class:`~vigil.errors.BackendError`; what the answer means is the subclass's business.
"""

from __future__ import annotations

import base64
import http.client
import json
import logging
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any, ClassVar

import cv2

from vigil.errors import BackendError
from vigil.frames.frame import Frame

__all__ = ["RETRY_STATUS", "ChatCompletionsClient", "image_data_url"]

RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


def image_data_url(
    frame: Frame, image_format: str, max_image_side: int | None
) -> tuple[str, float]:
    """The frame as a data URL, and the factor screen px = image px x factor (1.0 if kept)."""
    f = frame
    scale = 1.0
    if max_image_side and max(f.size) > max_image_side:
        ratio = max_image_side / max(f.size)
        size = (max(1, round(f.width * ratio)), max(1, round(f.height * ratio)))
        f = Frame(cv2.resize(f.rgb, size, interpolation=cv2.INTER_AREA))
        scale = frame.width / f.width
    if image_format == "jpeg":
        url = "data:image/jpeg;base64," + base64.b64encode(f.to_jpeg(90)).decode("ascii")
    else:
        url = "data:image/png;base64," + base64.b64encode(f.to_png()).decode("ascii")
    return url, scale


class ChatCompletionsClient:
    """Settings and the retrying POST of an OpenAI-compatible chat-completions client.

    Subclasses name themselves in errors (``_label``) and logs (``_log_label``, ``_log``).
    """

    _label: ClassVar[str] = "server"
    _log_label: ClassVar[str] = "request"
    _log: ClassVar[logging.Logger] = logging.getLogger(__name__)

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None,
        *,
        timeout: float,
        max_retries: int,
        backoff: float,
        image_format: str,
        max_image_side: int | None,
        max_tokens: int,
        temperature: float,
        extra_headers: dict[str, str] | None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url:
            raise ValueError("base_url is required (e.g. http://127.0.0.1:8000/v1)")
        if not model:
            raise ValueError("model is required")
        if image_format not in ("png", "jpeg"):
            raise ValueError(f"image_format must be 'png' or 'jpeg', got {image_format!r}")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = float(timeout)
        self.max_retries = max(0, int(max_retries))
        self.backoff = float(backoff)
        self.image_format = image_format
        self.max_image_side = max_image_side
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.extra_headers = dict(extra_headers or {})
        self._sleep = sleep
        #: HTTP attempts made by the last request (1 when the first succeeded).
        self.last_attempts = 0

    @property
    def url(self) -> str:
        return f"{self.base_url}/chat/completions"

    def _encode(self, frame: Frame) -> tuple[str, float]:
        return image_data_url(frame, self.image_format, self.max_image_side)

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        if retry_after:
            try:
                return min(30.0, max(0.0, float(retry_after)))
            except ValueError:
                pass
        return float(min(20.0, self.backoff * (2**attempt)))

    def _send(self, body: dict[str, Any]) -> bytes:
        """POST ``body`` as JSON; the raw answer of the first 2xx reply, or BackendError."""
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", **self.extra_headers}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        last_error = ""
        self.last_attempts = 0
        for attempt in range(self.max_retries + 1):
            self.last_attempts = attempt + 1
            retry_after: str | None = None
            req = urllib.request.Request(self.url, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    raw: bytes = resp.read()
                return raw
            except urllib.error.HTTPError as exc:
                text = exc.read()[:300].decode("utf-8", "replace")
                last_error = f"HTTP {exc.code}: {text}"
                if exc.code not in RETRY_STATUS:
                    raise BackendError(
                        f"{self._label} at {self.url} refused the request: {last_error}"
                    ) from None
                retry_after = exc.headers.get("retry-after") if exc.headers else None
            except (OSError, http.client.HTTPException) as exc:
                # URLError, timeouts, refused/reset connections, truncated replies
                last_error = f"{type(exc).__name__}: {exc}"
            if attempt < self.max_retries:
                delay = self._delay(attempt, retry_after)
                self._log.info(
                    "%s attempt %d failed (%s); retrying in %.2f s",
                    self._log_label,
                    attempt + 1,
                    last_error,
                    delay,
                )
                self._sleep(delay)
        raise BackendError(
            f"{self._label} at {self.url} failed after {self.max_retries + 1} attempts: "
            f"{last_error}"
        )
