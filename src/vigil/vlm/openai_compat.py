"""A vision-language model behind any OpenAI-compatible chat-completions endpoint.

Works with hosted APIs and local servers alike (vLLM, llama.cpp server, Ollama, LM Studio):
one ``chat.completions.create`` through the ``openai`` SDK (extra ``vigil[openai]``) with the
prompt and the frame as a ``data:`` URL. Configuration arrives as constructor arguments — the
CLI and the server read ``VIGIL_VLM_*`` from the environment at the edge; the library never
does.

Failures a server recovers from on its own (429 rate limits, 5xx, dropped connections,
timeouts) are retried by the SDK with backoff, honouring ``Retry-After``; anything else
(401, 404) fails at once. Every failure, a malformed body included, is
:class:`~vigil.errors.BackendError`, which the screen verifier turns into "presence proven,
roles unchecked".
"""

from __future__ import annotations

import logging
from typing import Any

from vigil._chat import image_data_url, openai_client, sdk_failure
from vigil.errors import BackendError, ConfigError
from vigil.frames.frame import FrameLike, as_frame

__all__ = ["OpenAICompatibleVlm"]

log = logging.getLogger(__name__)


class OpenAICompatibleVlm:
    """``(frame, prompt) -> str`` through an OpenAI-compatible server.

    Args:
        base_url: e.g. ``"http://127.0.0.1:8000/v1"``.
        model: the model name the server expects.
        api_key: the key; None for servers that need none (a placeholder is sent).
        timeout: seconds per HTTP attempt.
        max_retries: the SDK's extra attempts after a retryable failure.
        image_format: ``"png"`` (exact pixels) or ``"jpeg"`` (smaller upload).
        max_image_side: downscale frames whose long side exceeds this (None: never).
        max_tokens, temperature: passed to the server.
        client: an ``openai.OpenAI`` to use instead of building one.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        *,
        timeout: float = 60.0,
        max_retries: int = 3,
        image_format: str = "png",
        max_image_side: int | None = 2048,
        max_tokens: int = 512,
        temperature: float = 0.0,
        extra_headers: dict[str, str] | None = None,
        client: Any = None,
    ) -> None:
        if not base_url and client is None:
            raise ConfigError("base_url is required (e.g. http://127.0.0.1:8000/v1)")
        if not model:
            raise ConfigError("model is required")
        if image_format not in ("png", "jpeg"):
            raise ConfigError(f"image_format must be 'png' or 'jpeg', got {image_format!r}")
        self.model = model
        self.image_format = image_format
        self.max_image_side = max_image_side
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.client = client or openai_client(
            api_key=api_key,
            base_url=base_url.rstrip("/"),
            timeout=timeout,
            max_retries=max_retries,
            extra_headers=extra_headers,
            key_optional=True,
        )
        self.base_url = str(self.client.base_url).rstrip("/")
        #: HTTP attempts made by the last request (1 when the first succeeded).
        self.last_attempts = 0

    def close(self) -> None:
        """Release the SDK's connection pool."""
        self.client.close()

    def __enter__(self) -> OpenAICompatibleVlm:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def image_data_url(self, frame: FrameLike) -> str:
        """The frame as a ``data:`` URL (downscaled to ``max_image_side`` if larger)."""
        return image_data_url(as_frame(frame), self.image_format, self.max_image_side)[0]

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
        self.last_attempts = 0
        try:
            raw = self.client.chat.completions.with_raw_response.create(
                **self.payload(frame, prompt)
            )
            self.last_attempts = int(getattr(raw, "retries_taken", 0)) + 1
            completion = raw.parse()
        except Exception as exc:
            failure = sdk_failure(exc, "VLM", self.base_url)
            if not isinstance(failure, BackendError):
                failure = BackendError(str(failure))
            raise failure from exc
        if not hasattr(completion, "model_dump"):
            raise BackendError(f"VLM answer is not JSON: {str(completion)[:200]!r}")
        return _extract_text(completion.model_dump(mode="json"))

    def __repr__(self) -> str:
        return f"OpenAICompatibleVlm(base_url={self.base_url!r}, model={self.model!r})"


def _extract_text(data: Any) -> str:
    try:
        content = data["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError) as exc:
        raise BackendError(f"VLM answer has no choices[0].message.content: {exc}") from exc
    if isinstance(content, list):  # some servers return content parts
        content = "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    if not isinstance(content, str):
        raise BackendError(f"VLM answer content is {type(content).__name__}, not text")
    return content
