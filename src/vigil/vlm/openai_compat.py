"""A vision-language model behind any OpenAI-compatible chat-completions endpoint.

Works with hosted APIs and local servers alike (vLLM, llama.cpp server, Ollama, LM Studio):
one POST to ``{base_url}/chat/completions`` with the prompt and the frame as a ``data:``
URL. Configuration arrives as constructor arguments — the CLI and the server read
``VIGIL_VLM_*`` from the environment at the edge; the library never does.

Failures a server recovers from on its own (429 rate limits, 5xx, dropped connections,
timeouts) are retried with exponential backoff, honouring ``Retry-After``; anything else
(401, 404, a malformed body) fails at once with :class:`~vigil.errors.BackendError`, which
the screen verifier turns into "presence proven, roles unchecked". HTTP goes through the
standard library (shared with the brain in :mod:`vigil._chat`), so no extra dependency.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any, ClassVar

from vigil._chat import ChatCompletionsClient
from vigil.errors import BackendError
from vigil.frames.frame import FrameLike, as_frame

__all__ = ["OpenAICompatibleVlm"]

log = logging.getLogger(__name__)


class OpenAICompatibleVlm(ChatCompletionsClient):
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

    _label: ClassVar[str] = "VLM"
    _log_label: ClassVar[str] = "VLM"
    _log: ClassVar[logging.Logger] = log

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
        super().__init__(
            base_url,
            model,
            api_key,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
            image_format=image_format,
            max_image_side=max_image_side,
            max_tokens=max_tokens,
            temperature=temperature,
            extra_headers=extra_headers,
            sleep=sleep,
        )

    def close(self) -> None:
        """Nothing to release: every request opens and closes its own connection."""

    def __enter__(self) -> OpenAICompatibleVlm:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def image_data_url(self, frame: FrameLike) -> str:
        """The frame as a ``data:`` URL (downscaled to ``max_image_side`` if larger)."""
        return self._encode(as_frame(frame))[0]

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

    def __call__(self, frame: FrameLike, prompt: str) -> str:
        """Send ``prompt`` with the frame; return the model's text answer."""
        return _extract_text(self._send(self.payload(frame, prompt)))

    def __repr__(self) -> str:
        return f"OpenAICompatibleVlm(base_url={self.base_url!r}, model={self.model!r})"


def _extract_text(raw: bytes) -> str:
    try:
        data = json.loads(raw)
        content = data["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise BackendError(f"VLM answer has no choices[0].message.content: {exc}") from exc
    if isinstance(content, list):  # some servers return content parts
        content = "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    if not isinstance(content, str):
        raise BackendError(f"VLM answer content is {type(content).__name__}, not text")
    return content
