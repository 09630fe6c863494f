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

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames.frame import FrameLike
from vigil.ocr.base import Box, OcrToken, boxes_overlap

__all__ = [
    "CHAR_WIDTH",
    "SHORT_LINE",
    "TargetedOcr",
    "area_of",
    "boxes_touching",
    "fit_cost",
    "line_marks",
    "line_words",
    "mark_cost",
    "rank_boxes",
    "read_cost",
    "supports_targeted",
    "words_cost",
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


#: Marks (separate runs of ink columns, plus word gaps) per character of a detected line:
#: below one because letters that touch ("rn", "ff", a bold face) merge into one run. Measured
#: on the development screenshots: median 0.94 on the sparse set, 0.89 on the dense one.
MARKS_PER_CHAR = 0.9

#: Gap between two marks, as a share of the line's height, that reads as a word space.
_WORD_GAP = 0.18
#: Contrast (levels) under which a line has no ink worth counting, and the share of the
#: line's strongest contrast that makes a pixel ink.
_MIN_INK = 24
_INK_SHARE = 0.4
#: A column inked over this share of the line's height is an edge or a fill, not a glyph.
_FULL_COLUMN = 0.9


def _length_cost(ratio: float, over: float, under: float) -> float:
    """A line ``ratio`` times as long as the text needs: too short costs ``under`` per unit
    of log ratio (the text cannot fit), too long ``over`` (it may sit inside a longer line)."""
    return over * math.log(ratio) if ratio >= 1.0 else under * -math.log(ratio)


def _chars(text: str) -> int:
    return max(1, len(" ".join(text.split())))


def fit_cost(box: Box, text: str) -> float:
    """How unlikely ``box`` holds ``text`` judged by size alone (0 = a perfect fit).

    A line narrower than the text needs is a poor candidate (costed steeply); a wider one may
    still hold it inside a longer label ("Sign in" in "Sign in with SSO"), so being too wide
    costs less.
    """
    x0, y0, x1, y1 = box
    height = max(1, y1 - y0)
    width = max(1, x1 - x0)
    return _length_cost(width / (_chars(text) * CHAR_WIDTH * height), 0.6, 2.0)


#: Weight of the width fit once a line's mark count is known: the count says more about a
#: label's length than the width does (many lines of a page share a width, few a count), so
#: the width only breaks ties between similar counts. Chosen on the two development sets.
WIDTH_WEIGHT_WITH_MARKS = 0.5


def mark_cost(marks: int, text: str) -> float:
    """How unlikely a line of ``marks`` (:func:`line_marks`) holds ``text``.

    A sharper length estimate than the width: it counts the letters instead of dividing by an
    average letter's width, which varies by a third between "Ill" and "WWW" and between fonts.
    Too few marks cost half as much as too few pixels do in :func:`fit_cost`: merged letters
    undercount, so a short count is weaker evidence.
    """
    return _length_cost(max(1.0, marks / MARKS_PER_CHAR) / _chars(text), 0.6, 1.0)


def _ink_runs(gray: NDArray[np.uint8], box: Box) -> tuple[NDArray[Any], NDArray[Any], int] | None:
    """Starts and ends of the runs of glyph columns in ``box``, and the line's height; None
    when the line shows no clear ink or the runs are not believable as glyphs (one or two
    across a long line: a button's fill, an underline).

    Ink is what differs from the line's background, taken from its top and bottom rows (a
    detector pads each line, so those are the page or the control behind the text).
    """
    x0, y0, x1, y1 = box
    line = gray[max(0, y0) : max(0, y1), max(0, x0) : max(0, x1)]
    h, w = line.shape[:2]
    if h < 4 or w < 4:
        return None
    background = int(np.median(np.concatenate((line[0], line[-1]))))
    diff = cv2.absdiff(line, np.full_like(line, background))
    strongest = cv2.minMaxLoc(diff)[1]
    if strongest < _MIN_INK:
        return None
    _, ink = cv2.threshold(diff, max(_MIN_INK, _INK_SHARE * strongest), 1, cv2.THRESH_BINARY)
    per_column = cv2.reduce(ink, 0, cv2.REDUCE_SUM, dtype=cv2.CV_32S)[0]
    glyph_columns = (per_column > 0) & (per_column < _FULL_COLUMN * h)
    edges = np.diff(glyph_columns.astype(np.int8), prepend=np.int8(0), append=np.int8(0))
    starts, ends = np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)
    if len(starts) == 0 or (len(starts) <= 2 and w > 2.5 * h):
        return None
    return starts, ends, h


def line_marks(gray: NDArray[np.uint8], box: Box) -> int | None:
    """About how many characters the line in ``box`` holds: its marks (runs of columns with
    ink) plus its word gaps. None when the line shows no clear ink or the count is not
    believable (see :func:`_ink_runs`)."""
    runs = _ink_runs(gray, box)
    if runs is None:
        return None
    starts, ends, h = runs
    return len(starts) + int(np.count_nonzero(starts[1:] - ends[:-1] > _WORD_GAP * h))


#: Gap between two marks, as a share of the line's height, that splits the line's words for
#: :func:`line_words`. Lower than :data:`_WORD_GAP`: with it, a line's word count equals its
#: OCR text's on 81 % of the development lines (72 % at 0.18, 71 % at 0.12, which splits
#: wide letters).
_SPLIT_GAP = 0.14


def line_words(gray: NDArray[np.uint8], box: Box) -> tuple[int, ...] | None:
    """The marks of each word of the line in ``box``, left to right; None as for
    :func:`line_marks`.

    On a text-dense page many lines hold about as many letters as the text sought, so one
    count ranks them alike; how those letters split into words ("Due May 7": 3, 3, 1 against
    "ENG-3567": 8) tells most of them apart.
    """
    runs = _ink_runs(gray, box)
    if runs is None:
        return None
    starts, ends, h = runs
    splits = np.flatnonzero(starts[1:] - ends[:-1] > _SPLIT_GAP * h) + 1
    bounds = [0, *splits.tolist(), len(starts)]
    return tuple(b - a for a, b in itertools.pairwise(bounds))


#: What each word a line has beyond the text's costs (the text may sit inside a longer line,
#: but the longer the line, the less likely), and each word it lacks (word gaps are missed
#: more often than invented, so a line with fewer words still may hold the text). Chosen on
#: the two development sets.
EXTRA_WORD_COST = 0.3
MISSING_WORD_COST = 0.5


def words_cost(words: Sequence[int], text: str) -> float | None:
    """How unlikely a line whose words have ``words`` marks holds ``text``, by the best run
    of consecutive words matching the text's words in length; None when the line has fewer
    words than the text."""
    want = [len(w) for w in text.split()] or [1]
    n, m = len(words), len(want)
    if n < m:
        return None
    best = min(
        sum(abs(math.log(max(1.0, words[j + k] / MARKS_PER_CHAR) / want[k])) for k in range(m))
        for j in range(n - m + 1)
    )
    return best / m + EXTRA_WORD_COST * (n - m)


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


def _fit(box: Box, text: str, marks: int | None, words: Sequence[int] | None) -> float:
    """How unlikely ``box`` holds ``text``, from the best evidence known about the line."""
    fit = fit_cost(box, text)
    if marks is None:
        return fit
    fit = mark_cost(marks, text) + WIDTH_WEIGHT_WITH_MARKS * fit
    if words is None:
        return fit
    by_words = words_cost(words, text)
    if by_words is not None:
        return by_words
    return fit + MISSING_WORD_COST * (len(text.split()) - len(words))


def rank_boxes(
    boxes: Sequence[Box],
    text: str,
    *,
    region: Box | None = None,
    near: tuple[float, float] | None = None,
    marks: Sequence[int | None] | None = None,
    words: Sequence[tuple[int, ...] | None] | None = None,
) -> list[Box]:
    """``boxes`` that could hold ``text``, the likeliest per unit of reading time first.

    A ``region`` is a hard limit (a line that does not overlap it cannot hold text centred
    inside it, so it is left out); ``near`` is a soft hint (each line-height of distance from
    the point costs a little). ``marks``, one :func:`line_marks` per box, sharpen the size
    fit: where a line's count is known, it weighs twice its width. ``words``, one
    :func:`line_words` per box, sharpen it again: a line with at least as many words as the
    text is judged by its words alone (:func:`words_cost`).
    """
    scored: list[tuple[float, int, Box]] = []
    for i, box in enumerate(boxes):
        if region is not None and not boxes_overlap(box, region):
            continue
        count = marks[i] if marks is not None else None
        shape = words[i] if words is not None and count is not None else None
        cost = _fit(box, text, count, shape) + read_cost(box)
        if near is not None:
            cost += _distance(box, near) / (4.0 * max(1, box[3] - box[1]))
        scored.append((cost, i, box))
    scored.sort()
    return [box for _, _, box in scored]


_WHERE_FORM = "a point (x, y) or a box (x0, y0, x1, y1) of finite numbers (frame pixels)"


def numbers_in(value: Any) -> list[float] | None:
    """``value``'s items as floats, or None when it is not a sequence of numbers.

    A string iterates as its characters (``"12"`` would be the point (1, 2)) and a mapping as
    its keys, so neither counts as one. Whether the numbers are finite, and how many are
    wanted, is the caller's to say, in the terms of its own argument.
    """
    if isinstance(value, (str, bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        return None
    try:
        return [float(v) for v in value]
    except (TypeError, ValueError):
        return None


def _where_values(where: Any) -> list[float]:
    """``where`` as 2 or 4 finite numbers.

    Checked up front: a NaN or infinite coordinate passes every comparison only to fail in
    the rounding below with a message that names neither the point nor the argument.
    """
    values = numbers_in(where)
    if values is None:
        raise TypeError(f"expected {_WHERE_FORM}, got {type(where).__name__} {where!r}")
    if len(values) == 2 and not all(math.isfinite(v) for v in values):
        raise ValueError(f"point (x, y) must be two finite numbers, got {where!r}")
    if len(values) == 4 and not all(math.isfinite(v) for v in values):
        raise ValueError(f"box (x0, y0, x1, y1) must be four finite numbers, got {where!r}")
    if len(values) not in (2, 4):
        raise ValueError(f"expected {_WHERE_FORM}, got {where!r}")
    return values


def area_of(where: Sequence[float], radius: float) -> Box:
    """The area a region query covers: a point grown by ``radius``, or a box by ``radius``."""
    values = _where_values(where)
    if len(values) == 2:
        x, y = values
        x0, y0, x1, y1 = x, y, x, y
    else:
        x0, y0, x1, y1 = values
        if x1 < x0 or y1 < y0:
            raise ValueError(f"box must be (x0, y0, x1, y1) with x0 <= x1, y0 <= y1: {where!r}")
    if not math.isfinite(radius) or radius < 0:
        raise ValueError(f"radius must be a finite number >= 0, got {radius}")
    return (
        math.floor(x0 - radius),
        math.floor(y0 - radius),
        math.ceil(x1 + radius) + 1,
        math.ceil(y1 + radius) + 1,
    )


def boxes_touching(boxes: Sequence[Box], area: Box) -> list[Box]:
    """The detected lines that overlap ``area`` (a long line crossing it counts)."""
    return [b for b in boxes if boxes_overlap(b, area)]
