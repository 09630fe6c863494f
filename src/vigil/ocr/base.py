"""What an OCR engine gives the screen verifier: text tokens with boxes and scores.

The screen verifier decides presence from OCR alone, so the token is the unit of evidence:
the text, where it was read (so the runner can click it and a check can require a region)
and how sure the engine was (a low score does not prove anything). Engines are small
protocols so a caller can plug in their own; plain ``list[str]`` output (no boxes, no
scores) is accepted too and converted by :func:`to_tokens`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from vigil.frames.frame import FrameLike

__all__ = [
    "Box",
    "OcrEngine",
    "OcrOutputError",
    "OcrToken",
    "box_from_points",
    "boxes_overlap",
    "clip_box",
    "to_tokens",
    "tokens_in_region",
]

#: Axis-aligned ``(x0, y0, x1, y1)`` in frame pixels, x1/y1 exclusive.
Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class OcrToken:
    """One piece of text read from a frame.

    ``box`` is None when the engine gives no positions (a ``list[str]`` OCR client);
    ``score`` is the engine's confidence in [0, 1] (1.0 when the engine gives none, because
    such a client vouches for its text as a whole).
    """

    text: str
    box: Box | None = None
    score: float = 1.0

    @property
    def center(self) -> tuple[float, float] | None:
        if self.box is None:
            return None
        x0, y0, x1, y1 = self.box
        return ((x0 + x1) / 2.0, (y0 + y1) / 2.0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "box": list(self.box) if self.box is not None else None,
            "score": round(float(self.score), 4),
        }


@runtime_checkable
class OcrEngine(Protocol):
    """A real OCR backend: whole-frame reading plus reading inside one region.

    ``__call__`` makes an engine usable directly as the ``ocr_client`` of
    :func:`vigil.verify_screen_match`.
    """

    name: str

    def __call__(self, frame: FrameLike) -> list[OcrToken]: ...

    def recognize_region(self, frame: FrameLike, box: Box) -> list[OcrToken]: ...


def box_from_points(points: Any) -> Box:
    """Axis-aligned box around a quadrilateral (RapidOCR gives four corner points)."""
    xs = [float(p[0]) for p in points]
    ys = [float(p[1]) for p in points]
    return (int(min(xs)), int(min(ys)), round(max(xs)), round(max(ys)))


def boxes_overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share any pixel (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def clip_box(box: Box, width: int, height: int) -> Box:
    """``box`` clipped to a ``width`` x ``height`` frame; raises if nothing is left."""
    x0, y0, x1, y1 = (int(v) for v in box)
    x0, y0 = max(0, min(x0, width)), max(0, min(y0, height))
    x1, y1 = max(0, min(x1, width)), max(0, min(y1, height))
    if x1 <= x0 or y1 <= y0:
        raise ValueError(f"region {box} does not overlap a {width}x{height} frame")
    return (x0, y0, x1, y1)


def tokens_in_region(tokens: list[OcrToken], box: Box) -> list[OcrToken]:
    """Tokens whose centre lies inside ``box`` (tokens without a box are dropped)."""
    x0, y0, x1, y1 = box
    out = []
    for tok in tokens:
        c = tok.center
        if c is not None and x0 <= c[0] < x1 and y0 <= c[1] < y1:
            out.append(tok)
    return out


def _as_box(value: Any) -> Box | None:
    if value is None:
        return None
    seq = list(value)
    if len(seq) == 4 and all(isinstance(v, (int, float)) for v in seq):
        x0, y0, x1, y1 = (round(float(v)) for v in seq)
        return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
    # Four (x, y) corner points, as RapidOCR and PaddleOCR return them.
    return box_from_points(seq)


#: What an OCR client must return, for error messages.
_OUTPUT_FORM = (
    "a list of tokens, each a str, an OcrToken, a mapping with 'text' (and optional 'box', "
    "'score'), or a (text, box, score) / (box, text, score) tuple, with scores numbers in "
    "[0, 1]"
)


class OcrOutputError(TypeError):
    """An OCR client returned something that is not tokens.

    A programming error in the client, not an engine failing on one frame: it would fail on
    every frame, so the screen verifier raises it instead of turning it into a "not
    confirmed" verdict (which is what an engine that raises gets).
    """


def _score(value: Any, item: Any) -> float:
    """A token's score as a float; a score that is not a number, or is NaN, is refused.

    NaN compares false with everything, so a NaN-scored token would be neither trusted nor
    doubted by the presence rule: it would vanish from the verdict without a word.
    """
    try:
        score = float(value)
    except (TypeError, ValueError):
        raise OcrOutputError(
            f"OCR item {item!r} has score {value!r}, which is not a number; expected {_OUTPUT_FORM}"
        ) from None
    if math.isnan(score):
        raise OcrOutputError(f"OCR item {item!r} has score NaN; expected {_OUTPUT_FORM}")
    return score


def _items(raw: Any) -> list[Any]:
    """The items of an OCR client's output, refusing a lone value that merely iterates.

    A bare string iterates as its characters (each a one-letter token: "Sign in" would then
    prove nothing but letters) and a lone mapping as its keys, so both are refused rather
    than read.
    """
    if isinstance(raw, (str, bytes, bytearray, Mapping, OcrToken)) or raw is None:
        raise OcrOutputError(
            f"OCR output must be {_OUTPUT_FORM}; got a bare {type(raw).__name__} "
            f"{raw!r:.80} (wrap a single token in a list)"
        )
    try:
        return list(raw)
    except TypeError:
        raise OcrOutputError(
            f"OCR output must be {_OUTPUT_FORM}; got {type(raw).__name__} {raw!r:.80}"
        ) from None


def to_tokens(raw: Iterable[Any]) -> list[OcrToken]:
    """Normalise what an OCR client returned into tokens.

    Accepted items: :class:`OcrToken`, ``str``, mappings with ``text`` (and optional ``box``
    / ``score``), and tuples ``(text, box, score)`` or ``(box, text, score)`` (the RapidOCR /
    PaddleOCR order). Anything else — a bare string or mapping instead of a list, an item of
    another kind, a score that is not a number or is NaN — is a programmer error and raises
    :class:`OcrOutputError` (a ``TypeError``).
    """
    tokens: list[OcrToken] = []
    for item in _items(raw):
        if isinstance(item, OcrToken):
            _score(item.score, item)
            tokens.append(item)
        elif isinstance(item, str):
            tokens.append(OcrToken(item))
        elif isinstance(item, Mapping):
            tokens.append(
                OcrToken(
                    str(item.get("text", "")),
                    _as_box(item.get("box")),
                    _score(item.get("score", 1.0), item),
                )
            )
        elif isinstance(item, Sequence) and len(item) in (2, 3):
            first, second = item[0], item[1]
            score = _score(item[2], item) if len(item) == 3 else 1.0
            if isinstance(first, str):
                tokens.append(OcrToken(first, _as_box(second), score))
            elif isinstance(second, str):
                tokens.append(OcrToken(second, _as_box(first), score))
            else:
                raise OcrOutputError(f"OCR item {item!r} has no text; expected {_OUTPUT_FORM}")
        else:
            raise OcrOutputError(
                f"OCR client returned an item of type {type(item).__name__} ({item!r:.80}); "
                f"expected {_OUTPUT_FORM}"
            )
    return tokens
