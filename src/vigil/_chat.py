"""What Vigil's model clients share: frame encoding, SDK construction, SDK error mapping.

Every model client (the brains for Anthropic computer use, OpenAI computer use and any chat
model, and the OpenAI-compatible VLM) talks through its vendor's official SDK, which owns the
HTTP: retries of 408/409/429/5xx and dropped connections with backoff that honours
``Retry-After``, timeouts, typed errors. This module only turns frames into what the SDKs
send and turns the SDKs' errors into Vigil's:

* the server could not be reached or kept failing, or refused the request →
  :class:`~vigil.errors.BackendError` (the run cannot go on);
* the server answered 200 with something that is not the protocol's body →
  :class:`~vigil.errors.InvalidAction` for a brain (an error step, and a retry), which a
  caller may re-map (the VLM turns it into BackendError).

The SDKs are optional extras, imported lazily: a missing one raises
:class:`~vigil.errors.BackendUnavailable` saying what to install.
"""

from __future__ import annotations

import base64
import time
from dataclasses import dataclass
from typing import Any

import cv2

from vigil.errors import BackendError, BackendUnavailable, ConfigError, InvalidAction
from vigil.frames.frame import Frame

__all__ = [
    "EncodedImage",
    "Timer",
    "check_api_key",
    "encode_frame",
    "image_data_url",
    "import_sdk",
    "openai_client",
    "sdk_failure",
]

#: JPEG quality for screenshots sent to models: text stays crisp, encoding stays cheap.
JPEG_QUALITY = 85


@dataclass(frozen=True, slots=True)
class EncodedImage:
    """A frame as a model receives it: base64 payload, media type, pixel size."""

    data: str
    media_type: str
    size: tuple[int, int]

    @property
    def data_url(self) -> str:
        return f"data:{self.media_type};base64,{self.data}"


def encode_frame(
    frame: Frame, size: tuple[int, int] | None = None, image_format: str = "jpeg"
) -> EncodedImage:
    """``frame`` resized to ``size`` (when given and different) and encoded as base64."""
    if image_format not in ("png", "jpeg"):
        raise ConfigError(f"image_format must be 'png' or 'jpeg', got {image_format!r}")
    f = frame
    if size is not None and size != frame.size:
        f = Frame(cv2.resize(frame.rgb, size, interpolation=cv2.INTER_AREA))
    if image_format == "jpeg":
        raw, media = f.to_jpeg(JPEG_QUALITY), "image/jpeg"
    else:
        raw, media = f.to_png(), "image/png"
    return EncodedImage(base64.b64encode(raw).decode("ascii"), media, f.size)


def fit_within(size: tuple[int, int], max_side: int | None) -> tuple[int, int]:
    """``size`` scaled down (aspect kept) so its longer side is at most ``max_side``."""
    w, h = size
    if not max_side or max(w, h) <= max_side:
        return size
    ratio = max_side / max(w, h)
    return (max(1, round(w * ratio)), max(1, round(h * ratio)))


def image_data_url(
    frame: Frame, image_format: str, max_image_side: int | None
) -> tuple[str, float]:
    """The frame as a data URL, and the factor screen px = image px x factor (1.0 if kept)."""
    size = fit_within(frame.size, max_image_side)
    image = encode_frame(frame, size, image_format)
    return image.data_url, frame.width / image.size[0]


def import_sdk(name: str, extra: str) -> Any:
    """Import an optional SDK or say which extra installs it."""
    import importlib

    try:
        return importlib.import_module(name)
    except ImportError as exc:
        raise BackendUnavailable(
            f"the {name!r} package is needed here: pip install 'vigil[{extra}]' ({exc})"
        ) from None


def openai_client(
    *,
    api_key: str | None,
    base_url: str | None,
    timeout: float,
    max_retries: int,
    extra_headers: dict[str, str] | None = None,
    key_optional: bool = False,
) -> Any:
    """An ``openai.OpenAI`` client; a missing key is a ConfigError naming OPENAI_API_KEY.

    ``key_optional``: for local OpenAI-compatible servers that take no key, send a
    placeholder rather than refuse (the SDK insists on some key).
    """
    openai = import_sdk("openai", "openai")
    if api_key is not None and not api_key.strip():
        api_key = None  # an empty key is a missing one: the SDK then reads OPENAI_API_KEY
    kwargs: dict[str, Any] = {
        "api_key": api_key,
        "base_url": base_url,
        "timeout": timeout,
        "max_retries": max(0, int(max_retries)),
        "default_headers": dict(extra_headers or {}) or None,
    }
    try:
        client = openai.OpenAI(**kwargs)
    except openai.OpenAIError as exc:
        if key_optional and base_url:
            kwargs["api_key"] = "no-key"
            return openai.OpenAI(**kwargs)
        raise ConfigError(
            f"no OpenAI API key: set OPENAI_API_KEY (or pass api_key=...) — the SDK said: {exc}"
        ) from None
    check_api_key(getattr(client, "api_key", None), "OPENAI_API_KEY")
    return client


def check_api_key(key: Any, variable: str) -> None:
    """Refuse a key that cannot go into an HTTP header, before any request is made.

    A key read from a file keeps its newline, a key pasted from a web page may hold a
    non-breaking hyphen or space. Sent as they are, the first request fails inside the
    HTTP library — as "could not be reached" with the whole key in the message, or as an
    encoding error that reads like a malformed answer — so the run is retried or stopped
    for the wrong reason. The message names the variable and the position, never the key.
    """
    if not isinstance(key, str):
        return
    for i, ch in enumerate(key):
        if not ch.isascii() or not ch.isprintable() or ch.isspace():
            what = "whitespace" if ch.isspace() else f"the character U+{ord(ch):04X}"
            raise ConfigError(
                f"the API key ({variable} or api_key=...) holds {what} at position {i + 1} "
                f"of {len(key)}: a stray newline or a character pasted from a web page? "
                "Keys are plain ASCII with no spaces"
            )


def sdk_failure(exc: Exception, label: str, where: str) -> Exception:
    """The Vigil error for an exception an SDK raised during one request.

    Status errors the SDK gave up on (after its retries) and connection failures become
    :class:`BackendError`; a body the SDK could not read becomes :class:`InvalidAction`.
    Anything that is not an SDK error is returned unchanged (a bug should surface as one).
    """
    name = type(exc).__name__
    status = getattr(exc, "status_code", None)
    if status is not None:
        message = _status_message(exc)
        if status < 500 and status not in (408, 409, 429):
            return BackendError(f"{label} at {where} refused the request: HTTP {status}: {message}")
        attempts = _attempts(exc)
        after = f" after {attempts} attempts" if attempts else ""
        return BackendError(f"{label} at {where} failed{after}: HTTP {status}: {message}")
    if name in ("APITimeoutError", "APIConnectionError"):
        cause = exc.__cause__ or exc.__context__
        detail = f" ({type(cause).__name__}: {cause})" if cause else ""
        return BackendError(f"{label} at {where} could not be reached: {name}{detail}")
    if name == "APIResponseValidationError" or isinstance(exc, ValueError):
        return InvalidAction(f"{label} answered with a body that is not its protocol: {exc}")
    if name.endswith("Error") and type(exc).__module__.split(".")[0] in ("openai", "anthropic"):
        return BackendError(f"{label} at {where} failed: {name}: {exc}")
    return exc


def _attempts(exc: Exception) -> int | None:
    """How many attempts the SDK made, from the retry count it stamps on every request."""
    response = getattr(exc, "response", None)
    try:
        return int(response.request.headers.get("x-stainless-retry-count")) + 1  # type: ignore[union-attr]
    except (AttributeError, TypeError, ValueError, RuntimeError):
        return None


def _status_message(exc: Exception) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])[:300]
    return str(getattr(exc, "message", exc))[:300]


class Timer:
    """Wall time of one model call, for ``last_latency_ms``."""

    def __init__(self) -> None:
        self.start = time.perf_counter()

    @property
    def ms(self) -> float:
        return round((time.perf_counter() - self.start) * 1000.0, 3)
