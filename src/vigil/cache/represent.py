"""Capture what the screen looked like where a cached step acts, and check it is still so.

The reference stores one 64-bit hash of a 100x100 region and replays when the Hamming
distance is within a threshold. A 64-bit hash keeps the low frequencies of the region, so
it cannot see what matters most to a replayed click: the label on the button (Submit and
Delete are the same shape of blob), whether it is greyed out, whether a translucent modal
dims it. Vigil keeps the reference's hash (same bits, same threshold, so its files and its
verdicts carry over) and adds evidence that looks at those failures directly:

* **structure** — a 50x50 luma thumbnail of the region (2x2-pixel cells for the default
  100 px region). At replay the live region is sampled at every offset of up to
  ``SHIFT`` pixels and the best-aligned one is compared cell by cell, so a 1-2 px layout
  shift or an anti-aliasing wobble aligns away while a changed word does not: the count
  of cells that differ by more than ``CELL_TOLERANCE`` levels is the signal, over the
  region (``MIN_CHANGED_CELLS``) or under the point (``MIN_CENTRE_CHANGED_CELLS``: a short
  label). JPEG noise averages out inside a cell; a blinking caret's thin column of cells,
  with nothing changed around it, is taken out first.
* **contrast** — the standard deviation of the region's luma. A dimming overlay or a
  disabled control (opacity, grey text) flattens the region; hover restyling does not. A
  flat dark region has no contrast to lose: that it darkened as a whole tells instead.
* **colour** — a 10x10 grid of mean chroma (CIELAB a*, b*). A control that turns grey at
  unchanged brightness keeps its luma and loses its colour.
* **edge contrast** — the mean gradient magnitude of the region's central half, where the
  control under the point is. The ways sites draw a disabled control (opacity, lighter text,
  a grey fill) all weaken the edges of its label and outline; a hover restyle or a re-render
  keeps them. The whole-region contrast misses a small control among unchanged neighbours.
* **saturation** — how much of its colour a coloured region kept (the chroma grid's
  magnitude over the cells that had colour). A pale control that turns grey moves too
  little in a*b* for the colour-cell count, but loses all of its saturation.

The decision reads as a list of named signals (see :func:`validate_step`); every verdict
carries the distances, the thresholds and the reason. A missing frame, a missing point, a
point off the screen, a screen of another size or a check that threw are ``unverifiable``
— never a silent pass.
"""

from __future__ import annotations

import base64
import logging
import math
import numbers
import reprlib
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.frames import Frame, FrameLike, Hash, as_frame, hash_frame
from vigil.frames.change import lab_chroma, rgb_to_lab
from vigil.frames.jpeg import JpegTables, twin_in
from vigil.ocr.base import OcrEngine

__all__ = [
    "CELL_TOLERANCE",
    "CONTRAST_RATIO_MIN",
    "DEFAULT_REGION_SIZE",
    "DEFAULT_THRESHOLD",
    "EDGE_RATIO_MIN",
    "FAINT_CELL_TOLERANCE",
    "INK_RATIO_MIN",
    "MIN_CHANGED_CELLS",
    "MIN_FAINT_CELLS",
    "RESTYLE_EDGE_RATIO_MIN",
    "SATURATION_RATIO_MIN",
    "SHAPE_AGREEMENT_MIN",
    "SHIFT",
    "THUMB_SIDE",
    "StepValidation",
    "ValidationStatus",
    "VisualMethod",
    "VisualRepresentation",
    "capture_representation",
    "check_threshold",
    "describe_step",
    "validate_step",
]

log = logging.getLogger(__name__)

VisualMethod = Literal["phash", "ahash", "none"]
ValidationStatus = Literal["pass", "stop", "unverifiable"]
_METHODS: tuple[str, ...] = ("phash", "ahash", "none")

DEFAULT_REGION_SIZE = 100
#: The smallest region capture takes (and a stored representation may claim).
_MIN_REGION = 8
DEFAULT_THRESHOLD = 10
#: Side of the stored luma thumbnail (cells); 2x2-pixel cells for a 100 px region.
THUMB_SIDE = 50
#: Largest layout shift (pixels, each axis) the structure signal aligns away.
SHIFT = 2
#: A thumbnail cell "changed" when its luma moved by more than this many levels.
CELL_TOLERANCE = 30
#: This many changed cells (of the 48x48 inner thumbnail) make the structure signal fire.
#: A word of small UI text re-rendered as another changes 16-20 cells; 16 was chosen on the
#: development parts (20 missed a 13 px label relabelled; 12 stopped a hover).
MIN_CHANGED_CELLS = 16
#: Changed cells in the thumbnail's central half (where the control under the point is)
#: that make it fire even when the region changed less: a version number or a toggle's
#: "ON" re-rendered as another moves 6-15 cells there. A caret's column is taken out first.
MIN_CENTRE_CHANGED_CELLS = 6
#: The central half of the 48x48 inner thumbnail (pixels 25-75 of the 100 px region).
_CENTRE_CELLS = slice(11, 37)
#: A thumbnail column of changed cells at most this wide and this tall (cells) is a text
#: caret that blinked (1-2 px wide, 8-32 px tall), not content.
_CARET_CELLS = (2, (4, 16))
#: Changed cells whose edges keep their places and directions (cosine of the two gradient
#: fields over those cells, at or above this) are a restyle of the same content: a focus
#: border turning blue, a hover shade. Relabels, replaced or moved controls and overlays
#: stayed at or below 0.77 on the development parts, restyles at or above 0.96; a restyle
#: still has to pass the contrast and colour checks below.
SHAPE_AGREEMENT_MIN = 0.9
#: A restyle that left its changed cells' edges at more than this many times their recorded
#: strength made content visible that was not (a dark, barely outlined field replaced by a
#: bright one): not a restyle. Hover shades and re-renders kept 0.8-1.2 on the development
#: parts.
RESTYLE_EDGE_GAIN_MAX = 3.0
#: Gradient (Sobel, thumbnail cells) from which a cell holds an edge for the outline test:
#: a step of 10 levels, faint placeholder text included, so a relabelled field loses some.
_OUTLINE_EDGE = 40.0
#: Cells (2 px each) within which a new edge hugs an edge the recording had: a focus ring
#: or a hover glow drawn 1-4 px outside a border.
_OUTLINE_REACH = 3
#: Cells (2 px each) a new straight edge runs at least to count as a drawn line: a border,
#: a focus ring or an underline under a short word. Text draws no horizontal or vertical
#: edge this long (a relabel's new glyphs do not), so an old edge next to one is restyled.
_LINE_CELLS = 8
#: Cells (horizontal, vertical) a new straight edge runs to count as a frame drawn round a
#: control (a hover or focus border a few pixels out from its label, a pill round a ghost
#: button): 32 px across, 20 px down. A word's glyph tops can line up for 16 px, not 32.
_FRAME_CELLS = (16, 10)
#: Cells within which an old edge that faded lies next to such a line: a 1 px border
#: thickened into a 3 px ring loses its own edge to the ring's two, an underline drawn
#: 2-4 px under a label takes the glyphs' bottom edge.
_LINE_REACH = 2
#: Edge strength a restyle's changed cells kept below this fraction of the recorded reads as
#: a control greyed out or disabled where it changed (its label faded while the rest of the
#: region kept its contrast). On the development parts (2026-11-27, nine parts) the greyed
#: and disabled styles that reach this test kept up to 0.69 there (a blue label on a blue
#: card turned grey: 0.66), hover shades and shifts at least 0.75: 0.7 lies between.
RESTYLE_EDGE_RATIO_MIN = 0.7
#: A thumbnail cell changed faintly when its luma moved by more than this many levels: a
#: light grey field removed from a white page, a label turned a lighter grey, a control
#: under a half-transparent layer. Too small to count as new content, not too small to fade.
FAINT_CELL_TOLERANCE = 10
#: Faintly changed cells needed before their edge strength is compared.
MIN_FAINT_CELLS = 8
#: Recorded RMS gradient over those cells below which they held no edges to lose (JPEG
#: noise on flat colour stays under it).
_MIN_FADE_ENERGY = 8.0
#: Root-mean-square gradient (over the changed cells and their neighbours) below which they
#: hold no shape to keep: a near-flat area that gained strong edges (a faint bar replaced by
#: a bright one) is new content, not a restyle. The level of one visible cell change: the
#: restyles seen kept 57 or more, a faint bar replaced by a bright one had 11.
_MIN_SHAPE_ENERGY = float(CELL_TOLERANCE)
#: Share of the region's cells that got darker by more than :data:`FAINT_CELL_TOLERANCE`
#: from which the whole region reads as dimmed: a backdrop darkens everything under it,
#: even a flat dark page with no contrast to lose. A hover darkens its control only: at most
#: 0.48 of the region on the development parts.
DIMMED_SHARE_MIN = 0.9
#: Contrast (luma std) kept below this fraction of the recorded one reads as dimmed.
CONTRAST_RATIO_MIN = 0.7
#: Contrast checks need some contrast to begin with (a blank region has none to lose).
_MIN_CONTRAST = 6.0
_CHROMA_SIDE = 10
#: A chroma cell changed when its (a*, b*) moved further than this.
CHROMA_TOLERANCE = 18.0
MIN_CHROMA_CELLS = 4
#: Edge contrast at the control kept below this fraction of the recorded reads as disabled.
#: Disabled styles aim well below it (45 % opacity keeps 0.45; grey-on-grey text ~0.3-0.6);
#: hover restyles and re-renders stayed at or above 0.84 on the development parts.
EDGE_RATIO_MIN = 0.75
#: Below this mean gradient magnitude the centre holds only JPEG noise (about 4 after the
#: blur): no edges to lose, no ratio worth reading.
_MIN_EDGE = 8.0
#: The central window (of the 100 px working square) where the control under the point is.
_CENTRE = slice(25, 75)
#: The centre "has a colour" when its most colourful pixels are above this a*b* magnitude:
#: a coloured label, link or outline, whose own colour the 10x10 grid averages away.
_INK_COLOURED = 15.0
#: Share of the centre's pixels above the percentile read as its ink colour (the top 2 %).
_INK_PERCENTILE = 98.0
#: Ink colour kept below this fraction of the recorded reads as a control turned grey.
#: Re-renders, JPEG, shifts and hover kept at least 0.73 on the development parts.
INK_RATIO_MIN = 0.5
#: Saturation kept below this fraction of the recorded reads as a control turned grey.
SATURATION_RATIO_MIN = 0.5
#: A chroma cell "has colour" above this a*b* magnitude (a visible tint).
_COLOURED = 12.0
#: Saturation is only read when at least this many chroma cells had colour.
_MIN_COLOURED_CELLS = 3


# -- values ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class VisualRepresentation:
    """What a region looked like when the step was recorded.

    ``hex`` is the reference's ``visual_representation`` (16 hex digits; empty for method
    ``none``). The rest is Vigil's evidence, kept beside it in the cache file.
    """

    method: VisualMethod
    region_size: int
    hash: Hash | None
    point: tuple[float, float] | None = None
    screen_size: tuple[int, int] | None = None
    thumb: bytes | None = None  # THUMB_SIDE² luma bytes
    chroma: bytes | None = None  # _CHROMA_SIDE² × (a*, b*) int8 pairs
    luma_std: float | None = None
    luma_mean: float | None = None
    text: tuple[str, ...] | None = None  # OCR lines read in the region (when an engine was given)
    edge_energy: float | None = None  # mean gradient magnitude of the region's centre
    ink_chroma: float | None = None  # a*b* magnitude of the centre's most colourful pixels
    #: The recorded frame's JPEG tables when it came from a JPEG (the runner saves its
    #: frames so): a replay then encodes the live frame the same way before comparing.
    jpeg: JpegTables | None = None

    @property
    def hex(self) -> str:
        return self.hash.hex if self.hash is not None else ""

    @property
    def has_evidence(self) -> bool:
        return self.thumb is not None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "method": self.method,
            "region_size": self.region_size,
            "hash": self.hex or None,
        }
        if self.point is not None:
            out["point"] = [self.point[0], self.point[1]]
        if self.screen_size is not None:
            out["screen_size"] = list(self.screen_size)
        if self.thumb is not None:
            out["thumb"] = _pack(self.thumb)
        if self.chroma is not None:
            out["chroma"] = _pack(self.chroma)
        if self.luma_std is not None:
            out["luma_std"] = round(self.luma_std, 3)
        if self.luma_mean is not None:
            out["luma_mean"] = round(self.luma_mean, 3)
        if self.text is not None:
            out["text"] = list(self.text)
        if self.edge_energy is not None:
            out["edge_energy"] = round(self.edge_energy, 3)
        if self.ink_chroma is not None:
            out["ink_chroma"] = round(self.ink_chroma, 3)
        if self.jpeg is not None:
            out["jpeg"] = _tables_to_dict(self.jpeg)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> VisualRepresentation:
        """Parse :meth:`to_dict`'s output; anything malformed raises :class:`ValueError`.

        The data comes from a file or a request, so every way it can be wrong is one error
        type naming the field: the cache loader turns it into a ``CacheError`` naming the
        step, instead of a replay crashing later on an ``IndexError``.
        """
        if not isinstance(data, Mapping):
            raise ValueError(f"a representation must be an object, got {type(data).__name__}")
        try:
            return cls._parse(data)
        except (TypeError, IndexError, KeyError, OverflowError, AttributeError) as exc:
            raise ValueError(f"malformed representation: {type(exc).__name__}: {exc}") from None

    @classmethod
    def _parse(cls, data: Mapping[str, Any]) -> VisualRepresentation:
        method = str(data.get("method", "phash"))
        if method not in _METHODS:
            raise ValueError(f"unknown visual validation method {method!r}")
        raw_hash = data.get("hash")
        point = data.get("point")
        text = data.get("text")
        if text is not None and not isinstance(text, (list, tuple)):
            raise ValueError(f"text must be a list of lines, got {type(text).__name__}")
        jpeg = data.get("jpeg")
        if jpeg and not isinstance(jpeg, Mapping):
            raise ValueError(f"jpeg must be an object, got {type(jpeg).__name__}")
        return cls(
            method=method,  # type: ignore[arg-type]
            region_size=_stored_region_size(data.get("region_size", DEFAULT_REGION_SIZE)),
            hash=_stored_hash(raw_hash) if raw_hash else None,
            point=_as_point(point, "point") if point else None,
            screen_size=_stored_screen_size(data.get("screen_size")),
            thumb=_stored_blob(data, "thumb", THUMB_SIDE * THUMB_SIDE),
            chroma=_stored_blob(data, "chroma", _CHROMA_SIDE * _CHROMA_SIDE * 2),
            luma_std=_opt_float(data.get("luma_std"), "luma_std"),
            luma_mean=_opt_float(data.get("luma_mean"), "luma_mean"),
            text=tuple(str(t) for t in text) if text is not None else None,
            edge_energy=_opt_float(data.get("edge_energy"), "edge_energy"),
            ink_chroma=_opt_float(data.get("ink_chroma"), "ink_chroma"),
            jpeg=_tables_from_dict(jpeg) if jpeg else None,
        )

    @classmethod
    def from_hex(
        cls, text: str, method: VisualMethod = "phash", region_size: int = DEFAULT_REGION_SIZE
    ) -> VisualRepresentation:
        """A hash-only representation, as a cache written by the reference holds."""
        return cls(method=method, region_size=region_size, hash=Hash.from_hex(text))


@dataclass(frozen=True, slots=True)
class StepValidation:
    """The verdict on one cached step against the live screen.

    ``distance`` is the hash's Hamming distance (None when no hash was compared);
    ``signals`` holds every measured signal with its threshold, so a person can see why.
    """

    status: ValidationStatus
    distance: int | None
    threshold: int
    reason: str
    message: str
    signals: dict[str, Any] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "distance": self.distance,
            "threshold": self.threshold,
            "reason": self.reason,
            "message": self.message,
            "signals": dict(self.signals),
        }


# -- helpers ---------------------------------------------------------------------------------
def _pack(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data, 9)).decode("ascii")


def _unpack(text: str) -> bytes:
    try:
        return zlib.decompress(base64.b64decode(text))
    except Exception as exc:
        raise ValueError(f"evidence blob is not base64 zlib data: {exc}") from None


def _tables_to_dict(tables: JpegTables) -> dict[str, Any]:
    values = np.array([v for t in tables.tables for v in t], dtype="<u2")
    return {"subsampling": tables.subsampling, "tables": _pack(values.tobytes())}


def _tables_from_dict(data: Mapping[str, Any]) -> JpegTables:
    """Quantisation tables of 64 entries each, as :func:`_tables_to_dict` wrote them."""
    values = np.frombuffer(_unpack(str(data.get("tables", ""))), dtype="<u2")
    if values.size == 0 or values.size % 64:
        raise ValueError(f"jpeg tables hold {values.size} values, expected a multiple of 64")
    subsampling = int(data.get("subsampling", -1))
    if subsampling not in (0, 1, 2):
        raise ValueError(f"jpeg subsampling must be 0, 1 or 2, got {subsampling}")
    tables = tuple(tuple(int(v) for v in values[i : i + 64]) for i in range(0, values.size, 64))
    return JpegTables(tables, subsampling)


def _as_recorded(rep: VisualRepresentation, f: Frame, box: tuple[int, int, int, int]) -> Frame:
    """The live frame as the recording would have seen it round ``box``: a lossless
    screenshot encoded with the recorded frame's JPEG tables when the recording was a JPEG.
    An unchanged screen then gives the recorded pixels exactly, where the lossless frame
    differs from them by the encoder's noise everywhere; on a low-detail region (an empty
    field between two borders) that noise alone flips a dozen bits of the hash. Only the
    region and a quarter of its size round it (far past the largest alignment shift) are
    encoded (:func:`vigil.frames.jpeg.twin_in`): about 1 ms against 12-17 ms for the frame."""
    if rep.jpeg is None:
        return f
    grow = max(8, (box[2] - box[0]) // 4, (box[3] - box[1]) // 4)
    window = (box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow)
    twin = twin_in(f, rep.jpeg, window)
    return twin if twin is not None else f


def _opt_float(value: Any, name: str = "value") -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (numbers.Real, str)):
        raise ValueError(f"{name} must be a number, got {value!r}")
    out = float(value)
    if not math.isfinite(out):
        raise ValueError(f"{name} must be finite, got {value!r}")
    return out


def _stored_region_size(value: Any) -> int:
    """Lenient as before (``int()`` of what is stored), but never below what capture allows:
    a region under 8 px carries no evidence a replay could compare."""
    try:
        size = int(value)
    except (TypeError, ValueError, OverflowError):
        raise ValueError(f"region_size must be a whole number of pixels, got {value!r}") from None
    if size < _MIN_REGION:
        raise ValueError(f"region_size must be at least {_MIN_REGION} pixels, got {value!r}")
    return size


def _stored_hash(value: Any) -> Hash:
    try:
        return Hash.from_hex(str(value))
    except ValueError as exc:
        raise ValueError(f"hash: {exc}") from None


def _whole(value: Any) -> bool:
    """A number with no fraction (``1280`` or ``1280.0``: JSON does not keep the difference)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        return False
    return isinstance(value, numbers.Integral) or float(value).is_integer()


def _stored_screen_size(value: Any) -> tuple[int, int] | None:
    if not value:
        return None
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or not all(_whole(v) and v > 0 for v in value)
    ):
        raise ValueError(f"screen_size must be [width, height], two positive ints, got {value!r}")
    return (int(value[0]), int(value[1]))


def _stored_blob(data: Mapping[str, Any], key: str, size: int) -> bytes | None:
    """An evidence array of exactly ``size`` bytes: one of another size cannot be reshaped
    for the comparison, so it is refused when read, not when a replay reaches it."""
    if not data.get(key):
        return None
    raw = _unpack(data[key])
    if len(raw) != size:
        raise ValueError(f"{key} has {len(raw)} bytes, expected {size}")
    return raw


def _as_point(value: Any, name: str = "point") -> tuple[float, float]:
    """``value`` as ``(x, y)``: exactly two finite real numbers (a tuple, a list, a numpy
    array). :class:`TypeError` for what is not a pair of numbers, :class:`ValueError` for a
    pair of the wrong length or with NaN or an infinity; the message names ``name``."""
    allowed = f"{name} must be two finite numbers (x, y)"
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{allowed}, got {reprlib.repr(value)}")
    try:
        count = len(value)
        pair: list[Any] = [value[0], value[1]] if count == 2 else []
    except (TypeError, IndexError, KeyError):
        raise TypeError(f"{allowed}, got {reprlib.repr(value)}") from None
    if count != 2:
        values = "value" if count == 1 else "values"
        raise ValueError(f"{allowed}, got {count} {values}: {reprlib.repr(value)}")
    x, y = pair
    if not all(isinstance(v, numbers.Real) and not isinstance(v, bool) for v in (x, y)):
        raise TypeError(f"{allowed}, got {reprlib.repr(value)}")
    fx, fy = float(x), float(y)
    if not (math.isfinite(fx) and math.isfinite(fy)):
        raise ValueError(f"{allowed}, got {reprlib.repr(value)}")
    return fx, fy


def _as_region_size(value: Any) -> int:
    """``region_size`` as an int of at least 8; a float is taken when it is whole (100.0)."""
    allowed = f"region_size must be a whole number of pixels, at least {_MIN_REGION}"
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{allowed}, got {value!r}")
    if not _whole(value):
        raise ValueError(f"{allowed}, got {value!r}")
    size = int(value) if isinstance(value, numbers.Integral) else int(float(value))
    if size < _MIN_REGION:
        raise ValueError(f"region_size must be at least {_MIN_REGION} pixels, got {value}")
    return size


def check_threshold(value: Any) -> float:
    """``value`` as a hash-distance threshold: a real number, not NaN, at least 0.

    A NaN threshold would pass every step (no distance is greater than NaN) and a
    negative one would make every step unverifiable at replay time, long after the call
    that set it; both are refused where the threshold is given, naming it."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"threshold must be a number of hash bits (such as 10), got {value!r}")
    if math.isnan(value) or value < 0:
        raise ValueError(f"threshold must be >= 0, got {value}")
    return float(value)


def _check_method(method: str) -> None:
    if method not in _METHODS:
        raise ValueError(f"unknown visual validation method {method!r}; use {', '.join(_METHODS)}")


def _region_gray(frame: Frame, box: tuple[int, int, int, int]) -> NDArray[np.uint8]:
    """Luma of ``box``, resized to the working square when the region is not 100 px."""
    x0, y0, x1, y1 = box
    gray = cv2.cvtColor(np.ascontiguousarray(frame.rgb[y0:y1, x0:x1]), cv2.COLOR_RGB2GRAY)
    if gray.shape != (_WORK, _WORK):
        gray = cv2.resize(gray, (_WORK, _WORK), interpolation=cv2.INTER_AREA)
    return gray


def _thumb(gray: NDArray[np.uint8]) -> NDArray[np.uint8]:
    return cv2.resize(gray, (THUMB_SIDE, THUMB_SIDE), interpolation=cv2.INTER_AREA)


#: Regions are compared on a 100x100 working square (2x2-pixel thumbnail cells).
_WORK = 2 * THUMB_SIDE


def _chroma(rgb: NDArray[np.uint8]) -> NDArray[np.int8]:
    small = cv2.resize(rgb, (_CHROMA_SIDE, _CHROMA_SIDE), interpolation=cv2.INTER_AREA)
    lab = rgb_to_lab(small)  # 8-bit: a*, b* offset by 128
    ab = lab[:, :, 1:].astype(np.int16) - 128
    return ab.astype(np.int8)


def _edge_energy(gray: NDArray[np.uint8], shift: tuple[int, int] = (0, 0)) -> float:
    """Mean gradient magnitude of the centre of a working-square region.

    A light blur first, so JPEG ringing (present in recorded frames, absent from fresh PNG
    screenshots) adds little; ``shift`` moves the window with content the structure signal
    found displaced by a pixel or two.
    """
    dx, dy = shift
    window = gray[
        _CENTRE.start - 2 + dy : _CENTRE.stop + 2 + dy,
        _CENTRE.start - 2 + dx : _CENTRE.stop + 2 + dx,
    ]
    smooth = cv2.GaussianBlur(window.astype(np.float32), (3, 3), 0.8)
    gx = cv2.Sobel(smooth, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(smooth, cv2.CV_32F, 0, 1, ksize=3)
    return float(cv2.magnitude(gx, gy)[2:-2, 2:-2].mean())


def _ink_chroma(rgb: NDArray[np.uint8]) -> float:
    """The a*b* magnitude of the most colourful pixels at the centre of a region.

    A teal link or a red outline button is a few pixels wide: averaged into cells it is
    mostly the white around it, so the colour grid barely notices it turn grey. Its own
    pixels do. A region of another size is sampled (not averaged) onto the working square,
    for the same reason.
    """
    if rgb.shape[:2] != (_WORK, _WORK):
        rgb = cv2.resize(rgb, (_WORK, _WORK), interpolation=cv2.INTER_NEAREST)
    return float(np.percentile(lab_chroma(rgb[_CENTRE, _CENTRE]), _INK_PERCENTILE))


def describe_step(action_name: str, point: Sequence[float] | None) -> str:
    """``left_click at [450, 300]``: how the message names a step's action."""
    if point is None:
        return action_name
    try:
        _as_point(point)
    except (TypeError, ValueError):
        # The message of a step whose point is unusable must still be written: it is what
        # says the step could not be checked.
        return f"{action_name} at {reprlib.repr(point)}"
    return f"{action_name} at [{round(point[0])}, {round(point[1])}]"


# -- capture ---------------------------------------------------------------------------------
def capture_representation(
    frame: FrameLike,
    point: Sequence[float],
    method: VisualMethod = "phash",
    region_size: int = DEFAULT_REGION_SIZE,
    *,
    ocr: OcrEngine | None = None,
) -> VisualRepresentation:
    """Record the ``region_size`` square around ``point`` (kept full size at the edges).

    ``method="none"`` keeps no hash but still keeps Vigil's evidence: switching the
    reference's check off should not switch off the one that catches relabels. With an
    ``ocr`` engine the region's text is kept too, so a replay can say what the label became.
    """
    _check_method(method)
    region_size = _as_region_size(region_size)
    f = as_frame(frame)
    x, y = _as_point(point)
    if not (0 <= x < f.width and 0 <= y < f.height):
        raise ValueError(f"point ({x:g}, {y:g}) is outside the {f.width}x{f.height} frame")
    box = f.box_around(x, y, region_size)
    crop = f.crop(box)
    digest = None if method == "none" else hash_frame(crop, method)
    gray = _region_gray(f, box)
    return VisualRepresentation(
        method=method,
        region_size=region_size,
        hash=digest,
        point=(x, y),
        screen_size=f.size,
        thumb=_thumb(gray).tobytes(),
        chroma=_chroma(np.ascontiguousarray(crop.rgb)).tobytes(),
        luma_std=round(float(gray.std()), 3),
        luma_mean=round(float(gray.mean()), 3),
        text=_read_text(ocr, f, box) if ocr is not None else None,
        edge_energy=round(_edge_energy(gray), 3),
        ink_chroma=round(_ink_chroma(np.ascontiguousarray(crop.rgb)), 3),
        jpeg=f.jpeg_tables,
    )


def _read_text(ocr: OcrEngine, frame: Frame, box: tuple[int, int, int, int]) -> tuple[str, ...]:
    tokens = ocr.recognize_region(frame, box)
    return tuple(t.text.strip() for t in tokens if t.text.strip())


def _text_signal(
    rep: VisualRepresentation, ocr: OcrEngine, f: Frame, box: tuple[int, int, int, int]
) -> dict[str, Any]:
    """Recorded lines not found again in the live region (fuzzy, accents and case aside)."""
    from vigil.verify.screen import fuzzy_match

    assert rep.text is not None
    live = _read_text(ocr, f, box)
    missing = [t for t in rep.text if not any(fuzzy_match(t, seen) for seen in live)]
    return {"recorded": list(rep.text), "live": list(live), "missing": missing}


# -- validate --------------------------------------------------------------------------------
def _best_aligned(
    recorded: NDArray[np.float32], gray: NDArray[np.uint8]
) -> tuple[NDArray[np.float32], NDArray[np.float32], tuple[int, int]]:
    """The live inner thumbnail at the shift (≤ SHIFT px) that matches the recorded one best.

    Both sides drop a one-cell border (2 px), so every shifted window stays inside the live
    region: the search needs no pixels beyond it and works the same at a screen edge.
    Every shifted thumbnail is a strided slice of one box-filtered image.
    """
    means = cv2.boxFilter(gray, cv2.CV_32F, (2, 2), anchor=(0, 0), normalize=True)
    inner = recorded[1:-1, 1:-1]
    side = gray.shape[0]

    def at(dx: int, dy: int) -> NDArray[np.float32]:
        return means[2 + dy : side - 2 + dy : 2, 2 + dx : side - 2 + dx : 2]

    best, best_shift = at(0, 0), (0, 0)
    if float(cv2.norm(best, inner, cv2.NORM_INF)) <= CELL_TOLERANCE:
        return best, inner, best_shift  # no cell to explain away: the common case
    shifted = {
        (dx, dy): at(dx, dy) for dy in range(-SHIFT, SHIFT + 1) for dx in range(-SHIFT, SHIFT + 1)
    }
    best_score = float(cv2.norm(best, inner, cv2.NORM_L1))
    for offset, live in shifted.items():
        score = float(cv2.norm(live, inner, cv2.NORM_L1))
        if score < best_score:
            best, best_score, best_shift = live, score, offset
    return _second_layer(best, inner, shifted), inner, best_shift


def _second_layer(
    best: NDArray[np.float32],
    inner: NDArray[np.float32],
    shifted: dict[tuple[int, int], NDArray[np.float32]],
) -> NDArray[np.float32]:
    """``best`` with the cells it leaves changed (and their neighbours) taken from one other
    shift, when that explains every one of them; else ``best`` unchanged.

    A page whose content moved a pixel or two under a fixed element (a help button pinned
    to a corner, a sticky header) is two layers, each moved rigidly: the best single shift
    aligns one and leaves the other's edges changed. One more rigid shift of that area is
    all a re-layout can explain; a relabel or a replaced control stays changed under every
    shift, and then nothing is taken.
    """
    changed = np.abs(best - inner) > CELL_TOLERANCE
    if not changed.any():
        return best
    area = cv2.dilate(changed.astype(np.uint8), np.ones((5, 5), np.uint8)) > 0
    score = float(np.abs(best[area] - inner[area]).sum())
    pick: NDArray[np.float32] | None = None
    for live in shifted.values():
        there = float(np.abs(live[area] - inner[area]).sum())
        if there < score:
            score, pick = there, live
    if pick is None:
        return best
    layered = best.copy()
    layered[area] = pick[area]
    return layered if not (np.abs(layered - inner) > CELL_TOLERANCE).any() else best


#: A thumbnail's horizontal and vertical Sobel gradients (full 48x48 fields).
_Gradient = tuple[NDArray[np.float32], NDArray[np.float32]]


def _gradient(thumb: NDArray[np.float32]) -> _Gradient:
    """Computed once per thumbnail: the restyle, outline and fade signals all read it."""
    return (
        cv2.Sobel(thumb, cv2.CV_32F, 1, 0, ksize=3),
        cv2.Sobel(thumb, cv2.CV_32F, 0, 1, ksize=3),
    )


def _near(cells: NDArray[np.bool_]) -> NDArray[np.bool_]:
    """``cells`` and their 8 neighbours: a changed cell's edges lie on its border."""
    return cv2.dilate(cells.astype(np.uint8), np.ones((3, 3), np.uint8)) > 0


def _energy(grad: _Gradient, where: NDArray[np.bool_]) -> float:
    """Root of the summed squared gradient over ``where`` (its RMS times sqrt(cells))."""
    gx, gy = grad[0][where], grad[1][where]
    return float(np.sqrt((gx**2 + gy**2).sum()))


def _shape_agreement(
    live: _Gradient, recorded: _Gradient, changed: NDArray[np.bool_]
) -> tuple[float, float]:
    """How well the edges of the changed cells (and their neighbours) kept their places,
    and how much of their strength they kept.

    The first is the cosine of the two thumbnails' gradient fields there: 1.0 when only the
    levels changed (a border recoloured, a shade darker), low when glyphs or boxes are
    elsewhere (another label, another control). Scaling contrast leaves it at 1.0, so the
    second (live over recorded gradient energy) tells a hover shade from a faded label.
    """
    near = _near(changed)
    live_energy, rec_energy = _energy(live, near), _energy(recorded, near)
    floor = _MIN_SHAPE_ENERGY * np.sqrt(float(np.count_nonzero(near)))
    if live_energy < floor or rec_energy < floor:
        return 0.0, live_energy / max(rec_energy, 1e-6)
    lx, ly = live[0][near], live[1][near]
    rx, ry = recorded[0][near], recorded[1][near]
    dot = float((lx * rx + ly * ry).sum())
    return dot / (live_energy * rec_energy), live_energy / rec_energy


def _is_outline(live: _Gradient, recorded: _Gradient, changed: NDArray[np.bool_]) -> bool:
    """Whether the change only drew around what was there: every edge of the recording kept
    at least half its strength (or lies beside a new straight line: :func:`_beside_new_lines`),
    and every new edge and every changed cell lies within :data:`_OUTLINE_REACH` cells of one
    of them or beside a new frame line (:data:`_FRAME_CELLS`). A focus ring or glow outside
    a field's border, a hover shadow or underline, a border drawn round a ghost button or a
    date tile a few pixels out from its label. A
    relabel loses its old glyphs, a moved, removed or covered control its edges, a badge or
    dialog draws edges away from them, and a field filled with another colour changes cells
    far inside it: none of those is an outline.
    """
    live_mag = np.sqrt(live[0] ** 2 + live[1] ** 2)
    rec_mag = np.sqrt(recorded[0] ** 2 + recorded[1] ** 2)
    old = rec_mag >= _OUTLINE_EDGE
    new = (live_mag >= _OUTLINE_EDGE) & (rec_mag < 0.5 * live_mag)
    faded = old & (live_mag < 0.5 * rec_mag) & ~_beside_new_lines(new)
    if not old.any() or bool(faded.any()):
        return False
    side = 2 * _OUTLINE_REACH + 1
    hugged = cv2.dilate(old.astype(np.uint8), np.ones((side, side), np.uint8)) > 0
    hugged |= _beside_new_lines(new, _FRAME_CELLS)
    return not bool(((new | changed) & ~hugged).any())


def _beside_new_lines(
    new: NDArray[np.bool_], lengths: tuple[int, int] = (_LINE_CELLS, _LINE_CELLS)
) -> NDArray[np.bool_]:
    """Cells within :data:`_LINE_REACH` of a new horizontal or vertical edge at least
    :data:`_LINE_CELLS` long. A restyle that thickens a border into a ring, or underlines a
    label, moves an edge by a cell or two onto such a line; a relabel's glyphs, a moved or
    removed control lose edges with no new line beside them."""
    mask = new.astype(np.uint8)
    # Outside the thumbnail is no line: by default an erosion treats it as set, and a blob of
    # glyphs cut by the region's edge would survive as a "line".
    edge: dict[str, Any] = {"borderType": cv2.BORDER_CONSTANT, "borderValue": 0}
    lines = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((1, lengths[0]), np.uint8), **edge)
    lines |= cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((lengths[1], 1), np.uint8), **edge)
    side = 2 * _LINE_REACH + 1
    return cv2.dilate(lines, np.ones((side, side), np.uint8)) > 0


def _faint_edge_ratio(
    live: _Gradient, recorded: _Gradient, faint: NDArray[np.bool_]
) -> float | None:
    """Live over recorded edge strength where the region changed at all (past
    :data:`FAINT_CELL_TOLERANCE`), or None when too little changed or nothing there had
    edges. A faint field removed, a label greyed a little, a control disabled under 50 %
    opacity: each moves few cells past the structure count's 30 levels, but the edges that
    were there lose most of their strength. A hover or focus style keeps or adds edges.
    """
    if int(np.count_nonzero(faint)) < MIN_FAINT_CELLS:
        return None
    near = _near(faint)
    rec_energy = _energy(recorded, near)
    if rec_energy < _MIN_FADE_ENERGY * np.sqrt(float(np.count_nonzero(near))):
        return None
    return _energy(live, near) / rec_energy


def _without_carets(changed: NDArray[np.bool_], faint: NDArray[np.bool_]) -> NDArray[np.bool_]:
    """``changed`` without the thin upright runs a blinking text caret leaves (a copy when
    any is dropped): a focused field's caret comes and goes between any two frames. A caret
    stands alone: nothing around it changed even faintly (``faint``), unlike the stem of a
    glyph that faded with its icon."""
    if not changed.any():
        return changed
    n, labels, stats, _ = cv2.connectedComponentsWithStats(changed.astype(np.uint8), 8)
    width, (shortest, tallest) = _CARET_CELLS
    kept = changed.copy()
    for i in range(1, n):
        x, y, w, h, _ = (int(v) for v in stats[i])
        if w > width or not shortest <= h <= tallest:
            continue
        y0, x0 = max(0, y - 2), max(0, x - 2)
        around = faint[y0 : y + h + 2, x0 : x + w + 2] & (
            labels[y0 : y + h + 2, x0 : x + w + 2] != i
        )
        if not around.any():
            kept[labels == i] = False
    return kept


def _content_may_have_changed(changed: int, centre: int) -> bool:
    """Enough changed cells to ask whether they are a restyle or new content."""
    return changed >= MIN_CHANGED_CELLS or centre >= MIN_CENTRE_CHANGED_CELLS


def _structure_signal(
    rep: VisualRepresentation, f: Frame, box: tuple[int, int, int, int]
) -> dict[str, Any]:
    assert rep.thumb is not None
    recorded = np.frombuffer(rep.thumb, dtype=np.uint8).reshape(THUMB_SIDE, THUMB_SIDE)
    gray = _region_gray(f, box)
    aligned, inner, shift = _best_aligned(recorded.astype(np.float32), gray)
    diff = np.abs(aligned - inner)
    changed_mask = _without_carets(diff > CELL_TOLERANCE, diff > FAINT_CELL_TOLERANCE)
    changed = int(np.count_nonzero(changed_mask))
    centre = int(np.count_nonzero(changed_mask[_CENTRE_CELLS, _CENTRE_CELLS]))
    out: dict[str, Any] = {}
    faint_mask = diff > FAINT_CELL_TOLERANCE
    if np.any(faint_mask):  # a still region (the common case) needs no gradients
        live_grad, rec_grad = _gradient(aligned), _gradient(inner)
        faint = _faint_edge_ratio(live_grad, rec_grad, faint_mask)
        if faint is not None:
            out["faint_edge_ratio"] = round(faint, 3)
        if _content_may_have_changed(changed, centre):
            agreement, kept = _shape_agreement(live_grad, rec_grad, changed_mask)
            out["shape_agreement"] = round(agreement, 3)
            out["changed_edge_ratio"] = round(kept, 3)
            out["outline_only"] = _is_outline(live_grad, rec_grad, changed_mask)
    if rep.edge_energy is not None and rep.edge_energy >= _MIN_EDGE:
        out["edge_ratio"] = round(_edge_energy(gray, shift) / rep.edge_energy, 3)
    return out | {
        "changed_cells": changed,
        "centre_changed_cells": centre,
        "min_changed_cells": MIN_CHANGED_CELLS,
        "cell_tolerance": CELL_TOLERANCE,
        "shift": list(shift),
        "mean_abs_diff": round(float(diff.mean()), 3),
        "darkened_share": round(float(np.mean(inner - aligned > FAINT_CELL_TOLERANCE)), 3),
        "luma_std": round(float(gray.std()), 3),
        "luma_mean": round(float(gray.mean()), 3),
    }


def _chroma_signal(
    rep: VisualRepresentation, f: Frame, box: tuple[int, int, int, int], signals: dict[str, Any]
) -> None:
    """Cells whose colour moved, and the share of its saturation a coloured region kept."""
    assert rep.chroma is not None
    recorded = np.frombuffer(rep.chroma, dtype=np.int8).reshape(_CHROMA_SIDE, _CHROMA_SIDE, 2)
    x0, y0, x1, y1 = box
    live = _chroma(np.ascontiguousarray(f.rgb[y0:y1, x0:x1])).astype(np.float32)
    was = recorded.astype(np.float32)
    dist = np.sqrt(((live - was) ** 2).sum(axis=2))
    moved = dist > CHROMA_TOLERANCE
    signals["chroma_changed_cells"] = int(np.count_nonzero(moved))
    was_sat = np.sqrt((was**2).sum(axis=2))
    now_sat = np.sqrt((live**2).sum(axis=2))
    # Cells that gained colour (a grey border drawn in the accent colour): a focus ring's or
    # a hover outline's, when the structure signal found only an outline drawn.
    gained = moved & (now_sat > was_sat + CHROMA_TOLERANCE / 2)
    signals["chroma_gained_cells"] = int(np.count_nonzero(gained))
    coloured = was_sat > _COLOURED
    if int(np.count_nonzero(coloured)) >= _MIN_COLOURED_CELLS:
        ratio = float(now_sat[coloured].sum() / was_sat[coloured].sum())
        signals["saturation_ratio"] = round(ratio, 3)
    if rep.ink_chroma is not None and rep.ink_chroma >= _INK_COLOURED:
        ink = _ink_chroma(np.ascontiguousarray(f.rgb[y0:y1, x0:x1]))
        signals["ink_ratio"] = round(ink / rep.ink_chroma, 3)


def _moved_box(
    box: tuple[int, int, int, int], shift: tuple[int, int], f: Frame
) -> tuple[int, int, int, int]:
    """``box`` moved by the layout shift the structure signal aligned away, when it stays
    on the screen: the colour grid then compares the same content, not its neighbour."""
    dx, dy = shift
    x0, y0, x1, y1 = box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy
    if x0 < 0 or y0 < 0 or x1 > f.width or y1 > f.height:
        return box
    return (x0, y0, x1, y1)


def _hash_distance(
    rep: VisualRepresentation,
    f: Frame,
    box: tuple[int, int, int, int],
    threshold: int,
    shift: tuple[int, int],
    signals: dict[str, Any],
) -> int | None:
    """The reference's distance; when the content moved by a pixel or two (the structure
    signal found the shift), the distance of the re-aligned region counts instead, so a
    layout wobble is not read as a change by a hash that cannot align."""
    if rep.hash is None or rep.method == "none":
        return None
    distance = rep.hash - hash_frame(f.crop(box), rep.method)
    moved = _moved_box(box, shift, f)
    if distance > threshold and moved != box:
        aligned = rep.hash - hash_frame(f.crop(moved), rep.method)
        signals["hash_distance_unaligned"] = distance
        distance = min(distance, aligned)
    return distance


def _decide(
    rep: VisualRepresentation, distance: int | None, threshold: int, signals: dict[str, Any]
) -> tuple[ValidationStatus, str]:
    """The named signals, in the order a person would check them: the reference's hash, the
    recorded text, then Vigil's pixel evidence (:data:`_EVIDENCE`)."""
    if distance is not None and distance > threshold:
        return "stop", f"region hash distance {distance} > threshold {threshold}"
    text = signals.get("text")
    if text and text["missing"]:
        now = ", ".join(repr(t) for t in text["live"]) or "no text"
        was = ", ".join(repr(t) for t in text["missing"])
        return "stop", f"the region's text changed: {was} is gone (now {now})"
    if not rep.has_evidence:
        return "pass", f"region hash distance {distance} <= threshold {threshold}"
    for check in _EVIDENCE:
        reason = check(rep, signals)
        if reason is not None:
            return "stop", reason
    if distance is None:
        return "pass", "region content, contrast and colour match the recording"
    return "pass", (
        f"region hash distance {distance} <= threshold {threshold}; content, contrast and "
        "colour match"
    )


# Each piece of evidence: the reason to stop, or None. They read ``signals`` as measured by
# validate_step (the contrast check also records the ratio it computed).
def _content_changed(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    structure = signals["structure"]
    shape = structure.get("shape_agreement", 1.0)
    gain = structure.get("changed_edge_ratio", 1.0)
    restyled = (shape >= SHAPE_AGREEMENT_MIN and gain <= RESTYLE_EDGE_GAIN_MAX) or structure.get(
        "outline_only", False
    )
    may = _content_may_have_changed(
        structure["changed_cells"], structure.get("centre_changed_cells", 0)
    )
    if not may or restyled:
        return None
    return (
        f"the region's content changed ({structure['changed_cells']} cells differ by more "
        f"than {CELL_TOLERANCE} levels after aligning up to {SHIFT} px, their edges "
        f"elsewhere (agreement {shape:.2f} < {SHAPE_AGREEMENT_MIN}); a relabelled, moved "
        "or replaced control)"
    )


def _restyle_faded(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    kept = signals["structure"].get("changed_edge_ratio")
    if kept is None or kept >= RESTYLE_EDGE_RATIO_MIN:
        return None
    return (
        f"the region's content faded where it changed ({kept:.2f} of its recorded edge "
        f"strength, below {RESTYLE_EDGE_RATIO_MIN}; a disabled or greyed-out control)"
    )


def _faint_change_faded(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    kept = signals["structure"].get("faint_edge_ratio")
    if kept is None or kept >= RESTYLE_EDGE_RATIO_MIN:
        return None
    return (
        f"the region's edges faded where it changed ({kept:.2f} of their recorded strength, "
        f"below {RESTYLE_EDGE_RATIO_MIN}; a disabled, removed or covered control)"
    )


def _lost_contrast(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    recorded_std = rep.luma_std or 0.0
    if recorded_std < _MIN_CONTRAST:
        return None
    ratio = signals["structure"]["luma_std"] / recorded_std
    signals["contrast_ratio"] = round(ratio, 3)
    if ratio >= CONTRAST_RATIO_MIN:
        return None
    return (
        f"the region lost contrast ({ratio:.2f} of the recorded, below {CONTRAST_RATIO_MIN}; "
        "a dimming overlay or a disabled control)"
    )


def _dimmed(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    share = signals["structure"].get("darkened_share", 0.0)
    if share < DIMMED_SHARE_MIN:
        return None
    return (
        f"the whole region darkened ({share:.0%} of it lost more than "
        f"{FAINT_CELL_TOLERANCE} levels; a dimming overlay)"
    )


def _lost_centre_edges(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    ratio = signals["structure"].get("edge_ratio")
    if ratio is None or ratio >= EDGE_RATIO_MIN:
        return None
    return (
        f"the control lost edge contrast ({ratio:.2f} of the recorded at its centre, below "
        f"{EDGE_RATIO_MIN}; a disabled or dimmed control)"
    )


def _changed_colour(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    cells = signals.get("chroma_changed_cells", 0)
    # A coloured focus ring or hover border only adds colour along an outline; a control
    # greyed out or restyled changes it where it was.
    if signals["structure"].get("outline_only", False):
        cells -= signals.get("chroma_gained_cells", 0)
    if cells < MIN_CHROMA_CELLS:
        return None
    return (
        f"the region changed colour ({cells} of {_CHROMA_SIDE**2} cells moved more than "
        f"{CHROMA_TOLERANCE:g} in a*b*; a greyed-out or restyled control)"
    )


def _lost_saturation(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    ratio = signals.get("saturation_ratio")
    if ratio is None or ratio >= SATURATION_RATIO_MIN:
        return None
    return (
        f"the region lost its colour ({ratio:.2f} of the recorded saturation, below "
        f"{SATURATION_RATIO_MIN}; a greyed-out control)"
    )


def _lost_ink(rep: VisualRepresentation, signals: dict[str, Any]) -> str | None:
    ratio = signals.get("ink_ratio")
    if ratio is None or ratio >= INK_RATIO_MIN:
        return None
    return (
        f"the control lost its colour ({ratio:.2f} of the recorded colour of its most "
        f"colourful pixels, below {INK_RATIO_MIN}; a coloured label or link turned grey)"
    )


#: Vigil's evidence after the hash and the text, in order: the first that fires stops.
_EVIDENCE: tuple[Callable[[VisualRepresentation, dict[str, Any]], str | None], ...] = (
    _content_changed,
    _restyle_faded,
    _faint_change_faded,
    _lost_contrast,
    _dimmed,
    _lost_centre_edges,
    _changed_colour,
    _lost_saturation,
    _lost_ink,
)


def _message(
    status: ValidationStatus,
    reason: str,
    step_index: int | None,
    action_name: str,
    point: Sequence[float] | None,
    distance: int | None,
    threshold: int,
) -> str:
    if status == "pass":
        return ""
    where = f"step {step_index}" if step_index is not None else "this step"
    what = describe_step(action_name, point)
    dist = (
        f"distance {distance}, threshold {threshold}"
        if distance is not None
        else (f"threshold {threshold}")
    )
    if status == "unverifiable":
        return (
            f"Visual validation could not run at {where} ({what}): {reason} ({dist}). "
            "The cached step was not executed; look at the screen and do this step yourself."
        )
    return (
        f"Visual validation failed at {where} ({what}): {reason} ({dist}). The screen no "
        "longer looks as it did when this step was recorded, so the cached step was not "
        "executed; look at the screen and do this step yourself."
    )


def unverifiable_step(
    reason: str, threshold: int, step_index: int | None = None, action_name: str = "action"
) -> StepValidation:
    """An ``unverifiable`` verdict reached before :func:`validate_step` could be asked: a
    step whose recorded evidence cannot even be read (edited in memory after loading)."""
    message = _message("unverifiable", reason, step_index, action_name, None, None, threshold)
    return StepValidation("unverifiable", None, threshold, reason, message)


def validate_step(
    representation: VisualRepresentation | None,
    frame: FrameLike | None,
    point: Sequence[float] | None,
    threshold: int = DEFAULT_THRESHOLD,
    *,
    step_index: int | None = None,
    action_name: str = "left_click",
    ocr: OcrEngine | None = None,
) -> StepValidation:
    """Compare the live ``frame`` around ``point`` with what was recorded there.

    ``pass`` when the reference's hash distance is within ``threshold`` *and* Vigil's
    evidence (structure, contrast, colour) agrees; ``stop`` when any of them fires;
    ``unverifiable`` when the check cannot be made. ``step_index`` and ``action_name`` only
    shape the message. With an ``ocr`` engine and recorded text, a recorded line that is no
    longer in the region stops the step too (an OCR failure is noted, not fatal: the pixel
    evidence still decides).
    """

    def verdict(
        status: ValidationStatus, reason: str, distance: int | None = None, **signals: Any
    ) -> StepValidation:
        message = _message(status, reason, step_index, action_name, point, distance, threshold)
        return StepValidation(status, distance, threshold, reason, message, dict(signals))

    check_threshold(threshold)
    if representation is not None and not isinstance(representation, VisualRepresentation):
        raise TypeError(
            "representation must be a VisualRepresentation (capture_representation; "
            "VisualRepresentation.from_dict for its to_dict, from_hex for a reference "
            f"file's visual_representation), got {type(representation).__name__}"
        )
    if representation is None or (representation.hash is None and not representation.has_evidence):
        return verdict("unverifiable", "no visual representation was recorded for this step")
    if frame is None:
        return verdict("unverifiable", "no screenshot was available before the step")
    if point is None:
        return verdict("unverifiable", "the step has no screen coordinate to check")
    try:
        x, y = _as_point(point)
    except (TypeError, ValueError) as exc:
        return verdict("unverifiable", f"the step's point cannot be checked: {exc}")
    try:
        f = as_frame(frame)
        if not (0 <= x < f.width and 0 <= y < f.height):
            return verdict("unverifiable", f"the point is outside the {f.width}x{f.height} screen")
        if representation.screen_size is not None and representation.screen_size != f.size:
            w, h = representation.screen_size
            return verdict(
                "unverifiable",
                f"the screen is {f.width}x{f.height}, it was {w}x{h} when recorded",
            )
        box = f.box_around(x, y, representation.region_size)
        signals: dict[str, Any] = {}
        live = _as_recorded(representation, f, box)
        if live is not f:
            signals["encoded_as_recorded"] = "jpeg"
            f = live
        shift = (0, 0)
        if representation.has_evidence:
            signals["structure"] = _structure_signal(representation, f, box)
            shift = (signals["structure"]["shift"][0], signals["structure"]["shift"][1])
            if representation.chroma is not None:
                _chroma_signal(representation, f, _moved_box(box, shift, f), signals)
        distance = _hash_distance(representation, f, box, threshold, shift, signals)
        if ocr is not None and representation.text:
            try:
                signals["text"] = _text_signal(representation, ocr, f, box)
            except Exception as exc:  # the pixel evidence still stands
                signals["text_error"] = f"{type(exc).__name__}: {exc}"
        status, reason = _decide(representation, distance, threshold, signals)
    except Exception as exc:  # a check that throws must not read as a pass
        log.warning("visual validation raised: %s", exc)
        return verdict("unverifiable", f"the check failed: {type(exc).__name__}: {exc}")
    return verdict(status, reason, distance, **signals)
