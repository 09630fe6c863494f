"""JPEG frames made comparable with lossless ones, exactly.

A JPEG encoder is deterministic and works block by block: the same pixels, encoded with the
same quantisation tables and chroma subsampling, give the same bytes, and a 16x16 block whose
pixels did not change decodes to the very same pixels. Two screenshots of one screen taken as
JPEG with the same settings therefore differ only where the screen changed. A lossless frame
beside a JPEG one differs everywhere by the encoder's noise, which hides a change a few
pixels wide (a 12 px chevron flipping, a counter going 2 -> 3).

So the lossless frame is encoded again with the JPEG frame's own tables, read from its
header (:func:`jpeg_tables`), and decoded the way every frame is: its "twin" then equals the
JPEG frame wherever the screen did not change. Chromium's screenshots (DevTools and
Playwright, quality 60-95) and OpenCV's and Pillow's encoders are all libjpeg-turbo with
the standard colour conversion and subsampling; the twin reproduced each of them bit for
bit on every frame tried (``tests/unit/test_jpeg_twin.py``). Where an encoder does something
else, the twin is merely close, and a caller that needs exactness checks for it.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import cv2
import numpy as np
from PIL import Image, JpegImagePlugin

if TYPE_CHECKING:
    from vigil.frames.frame import Frame

__all__ = [
    "JpegTables",
    "comparable",
    "jpeg_tables",
    "jpeg_tables_of_image",
    "jpeg_twin",
    "reencoded",
    "twin_in",
    "twin_with",
    "twinned",
]

log = logging.getLogger(__name__)

_SOI = b"\xff\xd8"

#: The encoder's largest block (a 4:2:0 MCU, 16x16 pixels from the top-left corner).
MCU = 16


@dataclass(frozen=True)
class JpegTables:
    """What decides how a JPEG encoder rounds: its quantisation tables (in Pillow's order,
    as ``Image.quantization`` gives them) and its chroma subsampling (Pillow's code: 0 for
    4:4:4, 1 for 4:2:2, 2 for 4:2:0)."""

    tables: tuple[tuple[int, ...], ...]
    subsampling: int


def jpeg_tables(data: bytes) -> JpegTables | None:
    """The tables of JPEG ``data`` (its header only is read), or None for anything else."""
    if not data.startswith(_SOI):
        return None
    try:
        with Image.open(io.BytesIO(data)) as img:
            return jpeg_tables_of_image(img)
    except Exception as exc:  # a truncated or odd header: then no twin, nothing else lost
        log.debug("could not read the JPEG tables: %s", exc)
        return None


def jpeg_tables_of_image(img: Image.Image) -> JpegTables | None:
    """The tables of a Pillow image opened from a JPEG, or None."""
    quantization = getattr(img, "quantization", None)
    if img.format != "JPEG" or not quantization or img.mode not in ("RGB", "YCbCr"):
        return None
    sampling = JpegImagePlugin.get_sampling(img)
    if sampling < 0:
        return None
    tables = tuple(tuple(int(v) for v in quantization[k]) for k in sorted(quantization))
    return JpegTables(tables, sampling)


def reencoded(frame: Frame, tables: JpegTables) -> Frame:
    """``frame`` encoded as a JPEG with ``tables`` and decoded again, as a frame (which
    carries the tables)."""
    from vigil.frames.frame import Frame

    return Frame(_encoded(frame.rgb, tables))


def jpeg_twin(lossless: Frame, jpeg: Frame) -> Frame | None:
    """``lossless`` encoded the way ``jpeg`` was, when ``jpeg`` came from a JPEG and
    ``lossless`` did not (same size); else None. Costs one encode and decode (5-25 ms from
    1280x800 to 1920x1080) the first time; the twin is kept on ``lossless`` for the same
    tables, since a loop compares one frame with its neighbours on both sides."""
    tables = jpeg.jpeg_tables
    if tables is None or lossless.size != jpeg.size:
        return None
    return twin_with(lossless, tables)


def twin_with(lossless: Frame, tables: JpegTables) -> Frame | None:
    """``lossless`` encoded with ``tables`` and decoded, kept on the frame for the next
    caller with the same tables; None when the frame itself came from a JPEG (encoding it
    again would add a second generation of noise, not reproduce the first) or Pillow will
    not write those tables."""
    if lossless.jpeg_tables is not None:
        return None
    kept = lossless._twin
    if kept is not None and kept[0] == tables:
        return kept[1]
    try:
        twin = reencoded(lossless, tables)
    except Exception as exc:  # tables Pillow will not write: no twin, nothing else lost
        log.debug("could not encode a JPEG twin: %s", exc)
        return None
    lossless._twin = (tables, twin)
    return twin


def twin_in(lossless: Frame, tables: JpegTables, box: tuple[int, int, int, int]) -> Frame | None:
    """``lossless`` with the pixels of ``box`` as :func:`twin_with` would give them, and its
    own pixels elsewhere; None where :func:`twin_with` gives none.

    Only the blocks round ``box`` are encoded: a crop that starts and ends on the encoder's
    block grid encodes each block into the same coefficients as the whole frame does (colour
    conversion, chroma averaging and the DCT never look past a block). Decoding reads one
    chroma sample across each block edge, so the crop reaches one more block past ``box`` on
    every side that is not the frame's own edge, and those border pixels are not used.
    Costs a crop's encode (1-2 ms for a 100 px region) where the whole twin costs 10-20 ms
    at 1280x800; the whole twin, when this frame already has one, is used as it is.
    """
    if lossless.jpeg_tables is not None:
        return None
    kept = lossless._twin
    if kept is not None and kept[0] == tables:
        return kept[1]
    width, height = lossless.size
    x0, y0, x1, y1 = max(0, box[0]), max(0, box[1]), min(width, box[2]), min(height, box[3])
    if x0 >= x1 or y0 >= y1:
        return lossless
    cx0, cy0 = max(0, (x0 // MCU - 1) * MCU), max(0, (y0 // MCU - 1) * MCU)
    cx1, cy1 = min(width, (-(-x1 // MCU) + 1) * MCU), min(height, (-(-y1 // MCU) + 1) * MCU)
    try:
        data = _encoded(np.ascontiguousarray(lossless.rgb[cy0:cy1, cx0:cx1]), tables)
    except Exception as exc:  # tables Pillow will not write: no twin, nothing else lost
        log.debug("could not encode a JPEG twin of %s: %s", box, exc)
        return None
    from vigil.frames.frame import Frame

    piece = Frame(data).rgb
    out = lossless.rgb.copy()
    out[y0:y1, x0:x1] = piece[y0 - cy0 : y1 - cy0, x0 - cx0 : x1 - cx0]
    return Frame(out)


def _encoded(rgb: np.ndarray, tables: JpegTables) -> bytes:
    """``rgb`` as JPEG bytes written with ``tables`` (decode them as frames are decoded)."""
    out = io.BytesIO()
    Image.fromarray(rgb).save(
        out, "JPEG", qtables=[list(t) for t in tables.tables], subsampling=tables.subsampling
    )
    return out.getvalue()


def twinned(a: Frame, b: Frame) -> tuple[Frame, Frame]:
    """``a`` and ``b`` with the lossless one replaced by its JPEG twin when exactly one of
    them came from a JPEG (:func:`jpeg_twin`); else as they are. The pair then differs only
    where the screen changed, and there as two JPEG encodings of it would."""
    twin = jpeg_twin(a, b)
    if twin is not None:
        return twin, b
    twin = jpeg_twin(b, a)
    return (a, twin) if twin is not None else (a, b)


def comparable(a: Frame, b: Frame) -> tuple[Frame, Frame]:
    """``a`` and ``b`` with the encoder's noise taken out of their comparison: when exactly
    one of them came from a JPEG, it takes the lossless frame's pixels wherever the lossless
    frame's twin (:func:`jpeg_twin`) reproduces it exactly, which is wherever the screen did
    not change. Otherwise the frames as they are.

    Without it, a loop that hands over a lossless ``pre`` and the model's JPEG ``post`` of
    an unchanged screen gets a "change" wherever JPEG smears colour past the noise
    tolerance (red or blue text on white, under 4:2:0 chroma subsampling). Where the screen
    did change, the JPEG frame keeps its own pixels: the verdict's colour and shape tests
    see what they would see without the twin."""
    ta, tb = twinned(a, b)
    if ta is not a:
        return a, _proven(b, ta, a)
    if tb is not b:
        return _proven(a, tb, b), b
    return a, b


def _proven(jpeg: Frame, twin: Frame, lossless: Frame) -> Frame:
    """``jpeg`` with ``lossless``'s pixels wherever ``twin`` (``lossless`` encoded as ``jpeg``
    was) equals it exactly. The result is lossless there, so it carries no tables."""
    from vigil.frames.change import channel_max
    from vigil.frames.frame import Frame

    same = (channel_max(cv2.absdiff(twin.rgb, jpeg.rgb)) == 0).view(np.uint8)
    rgb = jpeg.rgb.copy()
    cv2.copyTo(lossless.rgb, same, rgb)
    return Frame(rgb)
