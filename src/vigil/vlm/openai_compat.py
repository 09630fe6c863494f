"""A vision-language model behind any OpenAI-compatible chat-completions endpoint.

Works with hosted APIs and local servers alike (vLLM, llama.cpp server, Ollama, LM Studio):
one POST to ``{base_url}/chat/completions`` with the prompt and the frame as a ``data:``
URL. Configuration arrives as constructor arguments — the CLI and the server read
``VIGIL_VLM_*`` from the environment at the edge; the library never does.

Failures a server recovers from on its own (429 rate limits, 5xx, dropped connections,
timeouts) are retried with exponential backoff, honouring ``Retry-After``; anything else
(401, 404, a malformed body) fails at once with :class:`~vigil.errors.BackendError`, which
the screen verifier turns into "presence proven, roles unchecked".
"""

from __future__ import annotations

import base64
import logging
import time
from collections.abc import Callable
from typing import Any

import cv2

from vigil.errors import BackendError, BackendUnavailable
from vigil.frames.frame import Frame, FrameLike, as_frame

__all__ = ["OpenAICompatibleVlm"]

log = logging.getLogger(__name__)

_RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


class OpenAICompatibleVlm:
    """``(frame, prompt) -> str`` through an OpenAI-compatible server.

    Args:
        base_url: e.g. ``"http://127.0.0.1:8000/v1"`` (``/chat/completions`` is appended).
        model: the model name the server expects.
        api_key: sent as ``Authorization: Bearer``; None for servers that need none.
        timeout: seconds per HTTP attempt.
        max_retries: extra attempts after a retryable failure.
        backoff: first retry delay in seconds; doubles each time (capped at 20 s).
        image_format: ``"png"`` (exact pixels) or ``"jpeg"`` (smaller upload).
        max_image_side: downscale frames whose long side exceeds this (None: never).
        max_tokens, temperature: passed to the server.
        sleep: injectable for tests.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        image_format: str = "png",
        max_image_side: int | None = 2048,
        max_tokens: int = 512,
        temperature: float = 0.0,
        extra_headers: dict[str, str] | None = None,
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
        self._client: Any = None
        #: HTTP attempts made by the last call (1 when the first succeeded).
        self.last_attempts = 0

    @property
    def url(self) -> str:
        return f"{self.base_url}/chat/completions"

    def _http(self) -> Any:
        if self._client is None:
            try:
                import httpx
            except ImportError as exc:
                raise BackendUnavailable(
                    "httpx is not installed: `pip install 'vigil[server]'` or `pip install httpx`"
                ) from exc
            self._client = httpx.Client(timeout=self.timeout)
        return self._client

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def __enter__(self) -> OpenAICompatibleVlm:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def image_data_url(self, frame: FrameLike) -> str:
        """The frame as a ``data:`` URL (downscaled to ``max_image_side`` if larger)."""
        f = as_frame(frame)
        if self.max_image_side and max(f.size) > self.max_image_side:
            ratio = self.max_image_side / max(f.size)
            size = (max(1, round(f.width * ratio)), max(1, round(f.height * ratio)))
            f = Frame(cv2.resize(f.rgb, size, interpolation=cv2.INTER_AREA))
        if self.image_format == "jpeg":
            return "data:image/jpeg;base64," + base64.b64encode(f.to_jpeg(90)).decode("ascii")
        return "data:image/png;base64," + base64.b64encode(f.to_png()).decode("ascii")

    def payload(self, frame: FrameLike, prompt: str) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": [
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": prompt},
                        {"type": "image_url", "image_url": {"url": self.image_data_url(frame)}},
                    ],
                }
            ],
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
        }

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        if retry_after:
            try:
                return min(30.0, max(0.0, float(retry_after)))
            except ValueError:
                pass
        return float(min(20.0, self.backoff * (2**attempt)))

    def __call__(self, frame: FrameLike, prompt: str) -> str:
        """Send ``prompt`` with the frame; return the model's text answer."""
        import httpx

        body = self.payload(frame, prompt)
        headers = {"Content-Type": "application/json", **self.extra_headers}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        client = self._http()
        last_error = ""
        self.last_attempts = 0
        for attempt in range(self.max_retries + 1):
            self.last_attempts = attempt + 1
            retry_after: str | None = None
            try:
                resp = client.post(self.url, json=body, headers=headers)
            except (httpx.TimeoutException, httpx.TransportError) as exc:
                last_error = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    return _extract_text(resp)
                last_error = f"HTTP {resp.status_code}: {resp.text[:300]}"
                if resp.status_code not in _RETRY_STATUS:
                    raise BackendError(f"VLM at {self.url} refused the request: {last_error}")
                retry_after = resp.headers.get("retry-after")
            if attempt < self.max_retries:
                delay = self._delay(attempt, retry_after)
                log.info(
                    "VLM attempt %d failed (%s); retrying in %.2f s", attempt + 1, last_error, delay
                )
                self._sleep(delay)
        raise BackendError(
            f"VLM at {self.url} failed after {self.max_retries + 1} attempts: {last_error}"
        )

    def __repr__(self) -> str:
        return f"OpenAICompatibleVlm(base_url={self.base_url!r}, model={self.model!r})"


def _extract_text(resp: Any) -> str:
    try:
        data = resp.json()
        content = data["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise BackendError(f"VLM answer has no choices[0].message.content: {exc}") from exc
    if isinstance(content, list):  # some servers return content parts
        content = "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    if not isinstance(content, str):
        raise BackendError(f"VLM answer content is {type(content).__name__}, not text")
    return content
