"""What an OCR engine gives the screen verifier: text tokens with boxes and scores.

The screen verifier decides presence from OCR alone, so the token is the unit of evidence:
the text, where it was read (so the runner can click it and a check can require a region)
and how sure the engine was (a low score does not prove anything). Engines are small
protocols so a caller can plug in their own; plain ``list[str]`` output (no boxes, no
scores) is accepted too and converted by :func:`to_tokens`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from vigil.frames.frame import FrameLike

__all__ = [
    "Box",
    "OcrEngine",
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


def to_tokens(raw: Iterable[Any]) -> list[OcrToken]:
    """Normalise what an OCR client returned into tokens.

    Accepted items: :class:`OcrToken`, ``str``, mappings with ``text`` (and optional ``box``
    / ``score``), and tuples ``(text, box, score)`` or ``(box, text, score)`` (the RapidOCR /
    PaddleOCR order). Anything else is a programmer error and raises ``TypeError``.
    """
    tokens: list[OcrToken] = []
    for item in raw:
        if isinstance(item, OcrToken):
            tokens.append(item)
        elif isinstance(item, str):
            tokens.append(OcrToken(item))
        elif isinstance(item, Mapping):
            tokens.append(
                OcrToken(
                    str(item.get("text", "")),
                    _as_box(item.get("box")),
                    float(item.get("score", 1.0)),
                )
            )
        elif isinstance(item, Sequence) and len(item) in (2, 3):
            first, second = item[0], item[1]
            score = float(item[2]) if len(item) == 3 else 1.0
            if isinstance(first, str):
                tokens.append(OcrToken(first, _as_box(second), score))
            elif isinstance(second, str):
                tokens.append(OcrToken(second, _as_box(first), score))
            else:
                raise TypeError(f"OCR item {item!r} has no text")
        else:
            raise TypeError(
                f"OCR client returned {type(item).__name__}; expected str, OcrToken, a "
                "mapping with 'text', or a (text, box, score) tuple"
            )
    return tokens
