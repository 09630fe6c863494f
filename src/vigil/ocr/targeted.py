"""Which detected text lines to recognise first, and which lie near a point or inside a box.

Detection finds every text line of a frame in one pass (~0.25 s at 1280x800 on two cores);
recognition then costs ~5–25 ms *per line*, and a text-dense page has 30–60 lines. A
question such as "is 'Sign in' on screen?" or "what does the text near (640, 212) say?"
needs only a few of them. This module holds the geometry that picks those lines; the engine
recognises them (:meth:`vigil.ocr.RapidOcr.recognize_boxes`) and the screen verifier
decides presence from the text alone.

Ranking is only an ordering: it never decides presence. A badly ranked line is merely
recognised later (at worst, with every other line, as in a full read).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from vigil.frames.frame import FrameLike
from vigil.ocr.base import Box, OcrToken, boxes_overlap

__all__ = [
    "CHAR_WIDTH",
    "SHORT_LINE",
    "TargetedOcr",
    "area_of",
    "boxes_touching",
    "fit_cost",
    "rank_boxes",
    "read_cost",
    "supports_targeted",
]

#: Width of an average character as a share of the detected line's height. Detected boxes
#: are taller than the glyphs (the detector pads each line), so this is below the usual
#: ~0.5 em; measured on the development screenshots (median 0.36, middle half 0.31–0.42).
CHAR_WIDTH = 0.36

#: Length, in line heights, below which a line costs a recogniser as much as any short label:
#: a CTC recogniser scales each line to a fixed height and pads it to a minimum width
#: (RapidOCR: 48 px high, at least 128 wide, so 8/3 heights). Beyond it, the time grows with
#: the line's length (measured: 11, 17, 45 and 93 ms for 128-, 256-, 512- and 1024-wide lines).
SHORT_LINE = 8 / 3


@runtime_checkable
class TargetedOcr(Protocol):
    """An engine that can detect lines once and recognise any subset of them."""

    def detect(self, frame: FrameLike) -> list[Box]: ...

    def recognize_boxes(self, frame: FrameLike, boxes: Sequence[Box]) -> list[OcrToken]: ...


def supports_targeted(client: Any) -> bool:
    """Whether ``client`` offers ``detect`` and ``recognize_boxes`` (e.g. RapidOcr)."""
    return callable(getattr(client, "detect", None)) and callable(
        getattr(client, "recognize_boxes", None)
    )


def fit_cost(box: Box, text: str) -> float:
    """How unlikely ``box`` holds ``text`` judged by size alone (0 = a perfect fit).

    A line narrower than the text needs is a poor candidate (costed steeply); a wider one may
    still hold it inside a longer label ("Sign in" in "Sign in with SSO"), so being too wide
    costs less.
    """
    x0, y0, x1, y1 = box
    height = max(1, y1 - y0)
    width = max(1, x1 - x0)
    chars = max(1, len(" ".join(text.split())))
    ratio = width / (chars * CHAR_WIDTH * height)
    if ratio >= 1.0:
        return 0.6 * math.log(ratio)
    return 2.0 * -math.log(ratio)


def read_cost(box: Box) -> float:
    """The log of what recognising ``box`` costs, against a short label's line.

    Read ``exp(-fit_cost)`` as how likely a line holds the text: the order that finds it
    soonest on average, in time rather than in lines, takes lines by likelihood per cost,
    i.e. by ``fit_cost + read_cost``. A paragraph that might hold a label somewhere inside
    it then waits for the short lines that fit nearly as well and read several times faster.
    """
    x0, y0, x1, y1 = box
    length = max(1, x1 - x0) / max(1, y1 - y0)
    return math.log(max(length, SHORT_LINE) / SHORT_LINE)


def _distance(box: Box, point: tuple[float, float]) -> float:
    x0, y0, x1, y1 = box
    dx = max(x0 - point[0], 0.0, point[0] - x1)
    dy = max(y0 - point[1], 0.0, point[1] - y1)
    return math.hypot(dx, dy)


def rank_boxes(
    boxes: Sequence[Box],
    text: str,
    *,
    region: Box | None = None,
    near: tuple[float, float] | None = None,
) -> list[Box]:
    """``boxes`` that could hold ``text``, the likeliest per unit of reading time first.

    A ``region`` is a hard limit (a line that does not overlap it cannot hold text centred
    inside it, so it is left out); ``near`` is a soft hint (each line-height of distance from
    the point costs a little).
    """
    scored: list[tuple[float, int, Box]] = []
    for i, box in enumerate(boxes):
        if region is not None and not boxes_overlap(box, region):
            continue
        cost = fit_cost(box, text) + read_cost(box)
        if near is not None:
            cost += _distance(box, near) / (4.0 * max(1, box[3] - box[1]))
        scored.append((cost, i, box))
    scored.sort()
    return [box for _, _, box in scored]


def area_of(where: Sequence[float], radius: float) -> Box:
    """The area a region query covers: a point grown by ``radius``, or a box by ``radius``."""
    values = [float(v) for v in where]
    if len(values) == 2:
        x, y = values
        x0, y0, x1, y1 = x, y, x, y
    elif len(values) == 4:
        x0, y0, x1, y1 = values
        if x1 < x0 or y1 < y0:
            raise ValueError(f"box must be (x0, y0, x1, y1) with x0 <= x1, y0 <= y1: {where!r}")
    else:
        raise ValueError(f"expected a point (x, y) or a box (x0, y0, x1, y1), got {where!r}")
    if radius < 0:
        raise ValueError(f"radius must be >= 0, got {radius}")
    return (
        math.floor(x0 - radius),
        math.floor(y0 - radius),
        math.ceil(x1 + radius) + 1,
        math.ceil(y1 + radius) + 1,
    )


def boxes_touching(boxes: Sequence[Box], area: Box) -> list[Box]:
    """The detected lines that overlap ``area`` (a long line crossing it counts)."""
    return [b for b in boxes if boxes_overlap(b, area)]
