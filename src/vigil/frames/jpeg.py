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

from PIL import Image, JpegImagePlugin

if TYPE_CHECKING:
    from vigil.frames.frame import Frame

__all__ = ["JpegTables", "jpeg_tables", "jpeg_tables_of_image", "jpeg_twin", "reencoded"]

log = logging.getLogger(__name__)

_SOI = b"\xff\xd8"


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

    out = io.BytesIO()
    Image.fromarray(frame.rgb).save(
        out, "JPEG", qtables=[list(t) for t in tables.tables], subsampling=tables.subsampling
    )
    return Frame(out.getvalue())


def jpeg_twin(lossless: Frame, jpeg: Frame) -> Frame | None:
    """``lossless`` encoded the way ``jpeg`` was, when ``jpeg`` came from a JPEG and
    ``lossless`` did not (same size); else None. Costs one encode and decode (5-25 ms from
    1280x800 to 1920x1080)."""
    tables = jpeg.jpeg_tables
    if tables is None or lossless.jpeg_tables is not None or lossless.size != jpeg.size:
        return None
    try:
        return reencoded(lossless, tables)
    except Exception as exc:  # tables Pillow will not write: no twin, nothing else lost
        log.debug("could not encode a JPEG twin: %s", exc)
        return None
