"""Request bodies and frames: JSON with base64 frames, or multipart with frames as files.

Both forms reach the same pydantic model. In multipart, a file part is the frame's bytes,
repeated parts (``samples``, ``idle``) become lists, and a text part that holds JSON (an
``action`` object, an ``expected`` list, a ``config`` object) is parsed as JSON.

A frame string is base64 (optionally a ``data:`` URL), never a path: the library accepts
paths, but a service that opened whatever path a caller sent would read its own disk for them.
The image header is read before decoding, so a frame over ``max_frame_pixels`` is refused
without allocating its pixels.
"""

from __future__ import annotations

import base64
import binascii
import io
import json
import math
import struct
from typing import Any, TypeVar

from fastapi import Request, Response
from PIL import Image, UnidentifiedImageError
from pydantic import BaseModel, ValidationError

from vigil.errors import InvalidFrame
from vigil.frames import Frame
from vigil.server.errors import ApiError, validation_error

__all__ = [
    "decode_distinct",
    "decode_frame",
    "json_response",
    "jsonable",
    "parse_body",
    "probe_frame",
    "reject_non_finite",
    "require_same_size",
]

M = TypeVar("M", bound=BaseModel)

#: Multipart fields that are always lists, even with one part.
LIST_FIELDS = frozenset({"samples", "idle"})


async def parse_body(
    request: Request, model: type[M], *, required: bool = True, json_only: bool = False
) -> M:
    """The request body as ``model``, from JSON or multipart/form-data (JSON alone with
    ``json_only``). Without ``required``, an empty body is the model's defaults.

    A body without a Content-Type is refused (415) rather than guessed at: the documented
    contract is JSON or multipart, and a guess would make a form post with a lost header
    fail later with a confusing JSON error.
    """
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype == "multipart/form-data" and not json_only:
        data: Any = await _form_data(request)
    else:
        raw = await request.body()
        if not raw:
            if required:
                raise ApiError(422, "validation_error", "the request has no body", "body")
            data = {}
        elif ctype == "application/json" or ctype.endswith("+json"):
            data = _json_of(raw)
        else:
            accepted = "application/json" + ("" if json_only else " or multipart/form-data")
            raise ApiError(
                415,
                "unsupported_media_type",
                f"content-type {ctype or '(none)'!r}: send {accepted}",
                "content-type",
            )
    if not isinstance(data, dict):
        raise ApiError(422, "validation_error", "body must be a JSON object", "body")
    reject_non_finite(data)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise validation_error(list(exc.errors())) from None


def _json_of(raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise ApiError(422, "invalid_json", f"body is not valid JSON: {exc}", "body") from None


def reject_non_finite(data: Any) -> None:
    """422 naming the first NaN, infinity or integer too large for a double in a parsed body.

    Python's JSON parser accepts ``NaN``, ``Infinity`` and overflowing literals (``1e400``)
    although JSON has none of them, and reads an integer literal of any length exactly; let
    through, they reach float and integer conversions in the frame code as a 500. Checked
    once here, every field of every route is covered, including the free-form ones
    (actions, success checks) that no model types.
    """
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, float) and not math.isfinite(value):
            field = path or "body"
            raise ApiError(
                422,
                "validation_error",
                f"{field}: {json.dumps(value)} is not a finite number (JSON has no NaN or "
                "Infinity, and a literal too large for a double reads as Infinity)",
                field,
            )
        if isinstance(value, int) and _beyond_double(value):
            field = path or "body"
            raise ApiError(
                422,
                "validation_error",
                f"{field}: an integer of {len(str(abs(value)))} digits is too large for a "
                "double (at most about 1.8e308)",
                field,
            )
        if isinstance(value, dict):
            items: Any = value.items()
        elif isinstance(value, list):
            items = enumerate(value)
        else:
            continue
        # Reversed, so the first bad field in document order is the one reported.
        stack.extend((f"{path}.{k}" if path else str(k), v) for k, v in reversed(list(items)))


def _beyond_double(value: int) -> bool:
    """Whether an integer literal cannot become a float. JSON reads ``1e400`` as infinity
    but ``1000…0`` (400 digits) as an exact int, which the coordinate and duration code
    then converts with ``float()``: an OverflowError, answered as a 500."""
    try:
        float(value)
    except OverflowError:
        return True
    return False


async def _form_data(request: Request) -> dict[str, Any]:
    try:
        form = await request.form(max_part_size=16 * 2**20)
    except Exception as exc:  # python-multipart raises several types for a broken body
        raise ApiError(
            422, "invalid_multipart", f"body is not valid multipart: {exc}", "body"
        ) from None
    out: dict[str, Any] = {}
    try:
        for key, value in form.multi_items():
            if isinstance(value, str):
                item: Any = _maybe_json(value)
            else:
                item = await value.read()
            if key in LIST_FIELDS:
                out.setdefault(key, []).append(item)
            elif key in out:
                raise ApiError(422, "validation_error", f"{key}: given more than once", key)
            else:
                out[key] = item
    finally:
        await form.close()
    return out


def _maybe_json(text: str) -> Any:
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped)
        except (ValueError, RecursionError):
            return text
    return text


def _bytes_of(value: str | bytes, field: str) -> bytes:
    if isinstance(value, bytes):
        return value
    text = value.strip()
    if text.startswith("data:"):
        text = text.partition(",")[2]
    cleaned = "".join(text.split())
    if not cleaned:
        raise ApiError(422, "invalid_frame", f"{field}: empty frame", field)
    try:
        if "-" in cleaned or "_" in cleaned:
            return base64.urlsafe_b64decode(cleaned + "=" * (-len(cleaned) % 4))
        return base64.b64decode(cleaned + "=" * (-len(cleaned) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(
            422,
            "invalid_frame",
            f"{field}: not base64 image data (send PNG/JPEG bytes as base64, a data: URL, "
            "or a multipart file)",
            field,
        ) from None


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: JPEG start-of-frame markers (they carry the size); C4, C8 and CC are other segments.
_JPEG_SOF = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}


def image_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG or JPEG header, read directly; None for anything else.

    Pillow's ``Image.open`` answers the same question through its plugin machinery, about
    a third of a millisecond of Python per frame: on ``/v1/verify/effect`` that was a
    noticeable share of the time the server held the GIL.
    """
    if data[:8] == _PNG_SIGNATURE and data[12:16] == b"IHDR" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:2] != b"\xff\xd8":
        return None
    i = 2
    while i + 9 <= len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker == 0xFF:  # fill byte
            i += 1
            continue
        if marker == 0x01 or 0xD0 <= marker <= 0xD8:  # markers without a length
            i += 2
            continue
        if marker in _JPEG_SOF:
            height, width = struct.unpack(">HH", data[i + 5 : i + 9])
            return int(width), int(height)
        i += 2 + ((data[i + 2] << 8) | data[i + 3])
    return None


def probe_frame(value: str | bytes, field: str, max_pixels: int) -> tuple[bytes, tuple[int, int]]:
    """A frame's bytes and size, read from its header without decoding the pixels; 413 when
    too large, 422 when not an image. Enough for a check that will be skipped anyway."""
    data = _bytes_of(value, field)
    size = image_size(data)
    try:
        if size is None:
            with Image.open(io.BytesIO(data)) as img:
                size = img.size
    except (UnidentifiedImageError, OSError, ValueError):
        raise ApiError(
            422,
            "invalid_frame",
            f"{field}: not an image ({len(data)} bytes starting {data[:8]!r}); send PNG or JPEG",
            field,
        ) from None
    except Image.DecompressionBombError:
        raise ApiError(413, "frame_too_large", f"{field}: image is far too large", field) from None
    width, height = size
    if width * height > max_pixels:
        raise ApiError(
            413,
            "frame_too_large",
            f"{field}: {width}x{height} is {width * height} pixels; the limit is {max_pixels}",
            field,
        )
    return data, (int(width), int(height))


def decode_frame(value: str | bytes, field: str, max_pixels: int) -> Frame:
    """One frame from base64 text or raw bytes; 413 when too large, 422 when not an image."""
    data, _size = probe_frame(value, field, max_pixels)
    try:
        return Frame(data)
    except InvalidFrame as exc:
        raise ApiError(422, "invalid_frame", f"{field}: {exc}", field) from None


def decode_distinct(values: dict[str, str | bytes], max_pixels: int) -> dict[str, Frame]:
    """Each named frame decoded, byte-identical ones once (one shared :class:`Frame`).

    A loop sends the same screenshot more than once: a step that changed nothing gives a
    ``post`` with the bytes of its ``pre`` (PNG encoders are deterministic), and the last
    settle sample is the ``post``. Decoding is nearly all of a check's cost, and two names for
    one frame also let the check see at once that nothing changed.
    """
    seen: dict[bytes, Frame] = {}
    out: dict[str, Frame] = {}
    for name, value in values.items():
        data = _bytes_of(value, name)
        frame = seen.get(data)
        if frame is None:
            frame = seen[data] = decode_frame(data, name, max_pixels)
        out[name] = frame
    return out


def require_same_size(
    reference: tuple[int, int], ref_field: str, others: dict[str, tuple[int, int]]
) -> None:
    """422 when a frame that must match ``reference`` (a width and height) has another size."""
    rw, rh = reference
    for field, (w, h) in others.items():
        if (w, h) != (rw, rh):
            raise ApiError(
                422,
                "size_mismatch",
                f"{field} is {w}x{h} but {ref_field} is {rw}x{rh}: these frames must have the "
                "same size (same screen, same scale)",
                field,
            )


def json_response(value: Any) -> Response:
    """A verdict as the response, encoded once. Returned from a route, it skips FastAPI's
    validation of the dict against the route's model and its second encoding: on a cheap
    check that is a noticeable share of the time the event loop holds the GIL."""
    try:
        body = json.dumps(value, default=_default, separators=(",", ":"), allow_nan=False)
    except ValueError:  # a NaN or infinity: JSON has none, so it goes out as null
        body = json.dumps(_finite(jsonable(value)), separators=(",", ":"))
    return Response(body.encode(), media_type="application/json")


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


def jsonable(value: Any) -> Any:
    """A JSON-safe copy (numpy scalars, tuples, paths): verdict dicts may hold numpy ints."""
    return json.loads(json.dumps(value, default=_default))


def _default(value: Any) -> Any:
    import numpy as np

    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return float(value)
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)
