"""The frame: one screenshot as an RGB uint8 array, whatever form it arrived in.

Agents hand screenshots around as PIL images, numpy arrays, PNG/JPEG bytes, base64 strings
(often with a ``data:`` prefix, straight from an API payload) or file paths. Every Vigil
function that takes a frame goes through :func:`as_frame`, so a caller never converts.

A :class:`Frame` caches what the hot paths derive from it (grayscale for the fast hashes and
the pixel diff, Pillow's own luma for the exact hashes) because the same frame is usually
hashed globally, hashed in a region and diffed within one agent step.
"""

from __future__ import annotations

import base64
import binascii
import io
import math
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

import cv2
import numpy as np
from numpy.typing import NDArray
from PIL import Image, UnidentifiedImageError

from vigil.errors import InvalidFrame
from vigil.frames._pil_arrow import pil_pixels, pil_rgb_fast
from vigil.frames.jpeg import JpegTables, jpeg_tables, jpeg_tables_of_image

if TYPE_CHECKING:
    from typing import TypeAlias

__all__ = ["Frame", "FrameLike", "as_frame", "as_frame_pair", "square_box"]

FrameLike: TypeAlias = Union["Frame", Image.Image, NDArray[Any], bytes, bytearray, str, Path]

_BASE64_RE = re.compile(r"^[A-Za-z0-9+/=_\-\s]+$")
_Box = tuple[int, int, int, int]


def square_box(width: int, height: int, x: float, y: float, size: int) -> _Box:
    """The ``(x0, y0, x1, y1)`` square of side ``size`` centred on (x, y), kept inside the frame.

    Near an edge the square is shifted rather than cut, so a region hash always sees the same
    amount of context (a cut square would change the hash just because the target moved near
    the border). When the frame is smaller than ``size`` in a dimension, that side is clamped
    to the frame.
    """
    if size <= 0:
        raise ValueError(f"region size must be positive, got {size}")
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"the point ({x}, {y}) is not a position on the frame: need finite x, y")
    w = min(size, width)
    h = min(size, height)
    x0 = round(x) - w // 2
    y0 = round(y) - h // 2
    x0 = max(0, min(x0, width - w))
    y0 = max(0, min(y0, height - h))
    return (x0, y0, x0 + w, y0 + h)


class Frame:
    """An immutable RGB uint8 screenshot with cached derived views.

    Build it with :func:`as_frame` or the constructor (same inputs). ``rgb`` is read-only;
    the caches make repeated hashing and diffing of one frame cheap.
    """

    __slots__ = (
        "_encoded",
        "_fast_phash",
        "_gray",
        "_half",
        "_jpeg",
        "_luma",
        "_luma_pil",
        "_phash_rows",
        "_pil",
        "_pil_pixels",
        "_rgb",
        "_twin",
    )

    def __init__(
        self, source: FrameLike, *, bgr: bool = False, jpeg_tables: JpegTables | None = None
    ) -> None:
        # The JPEG tables the pixels were decoded with (None: lossless, or not known):
        # vigil.frames.jpeg makes a lossless frame comparable with this one exactly.
        self._jpeg = jpeg_tables
        # The JPEG bytes the pixels were decoded from: saving the frame as a JPEG writes
        # them as they are (see jpeg_bytes).
        self._encoded: bytes | None = None
        # This frame encoded with another frame's JPEG tables (vigil.frames.jpeg.jpeg_twin),
        # with those tables: made once per pair of neighbours that mix encodings.
        self._twin: tuple[JpegTables, Frame] | None = None
        self._gray: NDArray[np.uint8] | None = None
        self._luma: NDArray[np.uint8] | None = None
        self._luma_pil: Image.Image | None = None
        self._pil: Image.Image | None = None
        self._rgb: NDArray[np.uint8] | None = None
        self._half: NDArray[np.uint8] | None = None
        # The fast whole-frame pHash, once computed: the effect check's hash vote and the
        # loop detector's state hash ask for it on the same frame.
        self._fast_phash: Any = None
        # The fast pHash's per-row column sums (see vigil.frames.hashing): the next frame of
        # the same screen reuses every row it shares with this one byte for byte.
        self._phash_rows: NDArray[np.float32] | None = None
        # A Pillow frame's own pixel memory as HxWx4 (None: not asked yet; False: none).
        self._pil_pixels: NDArray[np.uint8] | bool | None = None
        if isinstance(source, Frame):
            self._rgb = source._rgb
            self._pil = source._pil
            self._jpeg = jpeg_tables or source._jpeg
            self._encoded = source._encoded
            return
        if isinstance(source, Image.Image):
            if source.width == 0 or source.height == 0:
                raise InvalidFrame(f"image has zero size ({source.width}x{source.height})")
            self._jpeg = jpeg_tables or jpeg_tables_of_image(source)
            if source.mode == "RGB":
                # Keep the original and convert lazily: the exact (Pillow-compatible) hashes
                # start from it, and copying 6 MB into numpy would cost more than hashing.
                self._pil = source
            else:
                self._rgb = _from_pil(source)
            return
        if isinstance(source, np.ndarray):
            self._rgb = _from_array(source, bgr=bgr)
            return
        decoded: _Decoded | None = None
        if isinstance(source, (bytes, bytearray, memoryview)):
            data = bytes(source)
            decoded = _decode_bytes(data)
            if decoded[1] is not None:
                self._encoded = data
        elif isinstance(source, Path):
            decoded = _from_path(source)
        elif isinstance(source, str):
            decoded = _from_string(source)
        if decoded is not None:
            self._rgb, tables = decoded
            self._jpeg = jpeg_tables or tables
            return
        raise InvalidFrame(
            f"cannot make a frame from {type(source).__name__}: pass a PIL image, a numpy "
            "array, PNG/JPEG bytes, a base64 string or a path"
        )

    # -- pixels and shape ------------------------------------------------------------------
    @property
    def rgb(self) -> NDArray[np.uint8]:
        """The pixels, HxWx3 uint8, read-only."""
        if self._rgb is None:
            assert self._pil is not None
            self._rgb = self.rgb_if_cheap()
            if self._rgb is None:
                self._rgb = _from_pil(self._pil)
        return self._rgb

    def rgb_if_cheap(self) -> NDArray[np.uint8] | None:
        """The pixels when they cost (almost) nothing: already held, or exported from a
        Pillow image without packing it (see :mod:`vigil.frames._pil_arrow`); else None.

        A caller that can work from Pillow's own luma instead (one pass) uses this to skip
        an 8 ms pack of a 1080p image when the export is unavailable.
        """
        if self._rgb is None:
            view = self.pillow_pixels()
            if view is not None:
                self._rgb = _readonly(cv2.cvtColor(view, cv2.COLOR_RGBA2RGB))
        return self._rgb

    def pillow_pixels(self) -> NDArray[np.uint8] | None:
        """For a frame made from a Pillow image: Pillow's own pixel memory as HxWx4 (the
        fourth byte is padding), else None.

        The checks read a changed frame in a few boxes and rows; reading them where Pillow
        holds them spares copying the whole frame out first (6 MiB at 1080p, 0.4-1.2 ms).
        The view is made once per frame (an export costs ~20 us) and kept with it.
        """
        if self._pil is None:
            return None
        if self._pil_pixels is None:
            view = pil_pixels(self._pil)
            self._pil_pixels = False if view is None else view
        return None if isinstance(self._pil_pixels, bool) else self._pil_pixels

    def rgb_box(self, box: _Box) -> NDArray[np.uint8]:
        """The RGB pixels of ``box`` (x0, y0, x1, y1), read-only.

        A Pillow frame that has no RGB copy yet gives them from Pillow's own memory: the
        checks look at a few small boxes of a changed frame, and copying all of it out
        first (6 MiB at 1080p, 0.4-1.2 ms) cost more than the looking.
        """
        x0, y0, x1, y1 = box
        view = self.pillow_pixels() if self._rgb is None else None
        if view is not None:
            return _readonly(cv2.cvtColor(view[y0:y1, x0:x1], cv2.COLOR_RGBA2RGB))
        return self.rgb[y0:y1, x0:x1]

    @property
    def jpeg_tables(self) -> JpegTables | None:
        """The JPEG tables the pixels were decoded with, None for a lossless frame (or an
        array whose origin is not known)."""
        return self._jpeg

    @property
    def width(self) -> int:
        if self._rgb is None and self._pil is not None:
            return int(self._pil.width)
        return int(self.rgb.shape[1])

    @property
    def height(self) -> int:
        if self._rgb is None and self._pil is not None:
            return int(self._pil.height)
        return int(self.rgb.shape[0])

    @property
    def size(self) -> tuple[int, int]:
        """(width, height), the order screen coordinates use."""
        return (self.width, self.height)

    # -- cached views ----------------------------------------------------------------------
    @property
    def gray(self) -> NDArray[np.uint8]:
        """OpenCV luma (fast; within one level of Pillow's), for diffs and the fast hashes."""
        if self._gray is None:
            # Straight from Pillow's memory when it holds the pixels: the same bits.
            view = self.pillow_pixels() if self._rgb is None else None
            if view is not None:
                g = cv2.cvtColor(view, cv2.COLOR_RGBA2GRAY)
            else:
                g = cv2.cvtColor(self.rgb, cv2.COLOR_RGB2GRAY)
            g.flags.writeable = False
            self._gray = g
        return self._gray

    @property
    def half_rgb(self) -> NDArray[np.uint8]:
        """The frame averaged over 2x2 blocks (odd last row/column dropped).

        Colour comparisons work at this scale (JPEG keeps colour at half resolution, so its
        colour noise lives in 2x2 blocks anyway), and coarser block means derive from it at a
        quarter of the cost; caching it lets one frame serve as "after" of one check and
        "before" of the next without shrinking it twice.
        """
        if self._half is None:
            rgb = self.rgb
            h, w = rgb.shape[:2]
            if h < 2 or w < 2:
                half = rgb.copy()
            else:
                half = cv2.resize(
                    rgb[: h - h % 2, : w - w % 2], (w // 2, h // 2), interpolation=cv2.INTER_AREA
                )
            half.flags.writeable = False
            self._half = half
        return self._half

    @property
    def pil(self) -> Image.Image:
        """The frame as a Pillow RGB image (kept when the frame was built from one)."""
        if self._pil is None:
            self._pil = Image.fromarray(self.rgb, "RGB")
        return self._pil

    @property
    def luma(self) -> NDArray[np.uint8]:
        """Pillow's own ``convert('L')`` bytes, HxW, read-only: the exact hashes must start
        from these very bits (OpenCV's luma rounds differently)."""
        if self._luma is None:
            if self._luma_pil is None and self._rgb is None and self._pil is not None:
                self._luma_pil = self._pil.convert("L")
            if self._luma_pil is not None:
                img = self._luma_pil
                luma = np.frombuffer(img.tobytes(), np.uint8).reshape(img.height, img.width)
            else:
                luma = _pillow_luma(self.rgb)
            self._luma = _readonly(luma)
        return self._luma

    @property
    def luma_pil(self) -> Image.Image:
        """:attr:`luma` as a Pillow image (sharing its memory when Pillow did not make it)."""
        if self._luma_pil is None:
            if self._luma is None and self._rgb is None and self._pil is not None:
                self._luma_pil = self._pil.convert("L")  # Pillow's own: no array needed
            else:
                luma = self.luma
                h, w = luma.shape
                self._luma_pil = Image.frombuffer("L", (w, h), luma, "raw", "L", 0, 1)
        return self._luma_pil

    # -- regions ---------------------------------------------------------------------------
    def box_around(self, x: float, y: float, size: int) -> _Box:
        """See :func:`square_box`."""
        return square_box(self.width, self.height, x, y, size)

    def crop(self, box: _Box) -> Frame:
        x0, y0, x1, y1 = box
        if not (0 <= x0 < x1 <= self.width and 0 <= y0 < y1 <= self.height):
            raise ValueError(f"box {box} is not inside a {self.width}x{self.height} frame")
        out = Frame.__new__(Frame)
        # A crop's 16 px blocks no longer sit where the encoder's did: no exact twin.
        out._jpeg = None
        out._twin = None
        out._half = None
        out._fast_phash = None
        out._phash_rows = None
        out._gray = (
            None
            if self._gray is None
            else _readonly(np.ascontiguousarray(self._gray[y0:y1, x0:x1]))
        )
        out._luma = None
        out._luma_pil = None
        out._pil = None
        out._pil_pixels = None
        out._rgb = _readonly(np.ascontiguousarray(self.rgb_box(box)))
        return out

    def crop_around(self, x: float, y: float, size: int) -> Frame:
        """The ``size`` square centred on (x, y), shifted to stay inside the frame."""
        return self.crop(self.box_around(x, y, size))

    # -- output ----------------------------------------------------------------------------
    def to_png(self) -> bytes:
        ok, buf = cv2.imencode(".png", cv2.cvtColor(self.rgb, cv2.COLOR_RGB2BGR))
        if not ok:  # pragma: no cover - OpenCV only fails on impossible shapes
            raise InvalidFrame("PNG encoding failed")
        return bytes(buf)

    def to_jpeg(self, quality: int = 85) -> bytes:
        ok, buf = cv2.imencode(
            ".jpg",
            cv2.cvtColor(self.rgb, cv2.COLOR_RGB2BGR),
            [int(cv2.IMWRITE_JPEG_QUALITY), int(quality)],
        )
        if not ok:  # pragma: no cover
            raise InvalidFrame("JPEG encoding failed")
        return bytes(buf)

    def jpeg_bytes(self, quality: int = 85) -> bytes:
        """The frame as a JPEG: the very bytes it was decoded from when it came from JPEG
        bytes, else encoded at ``quality``. A screenshot Chromium took as a JPEG is saved
        without a second generation of loss (and without an encode), so a recorded frame
        and a later screenshot of the same screen hold the same pixels; comparing them
        (a trajectory cache's visual validation) then sees no encoder noise."""
        if self._encoded is not None:
            return self._encoded
        return self.to_jpeg(quality)

    def to_base64(self, fmt: str = "png") -> str:
        data = self.to_png() if fmt == "png" else self.to_jpeg()
        return base64.b64encode(data).decode("ascii")

    def save(self, path: str | Path) -> None:
        Path(path).write_bytes(
            self.to_jpeg() if str(path).lower().endswith((".jpg", ".jpeg")) else self.to_png()
        )

    def __repr__(self) -> str:
        return f"Frame({self.width}x{self.height})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Frame):
            return NotImplemented
        from vigil.frames.diff import frames_identical

        return frames_identical(self, other)

    __hash__ = None  # type: ignore[assignment]  # pixel equality, not identity: unhashable


def as_frame(source: FrameLike, *, bgr: bool = False) -> Frame:
    """Return ``source`` as a :class:`Frame` (the same object when it already is one)."""
    if isinstance(source, Frame):
        return source
    return Frame(source, bgr=bgr)


def as_frame_pair(pre: FrameLike, post: FrameLike) -> tuple[Frame, Frame]:
    """Both frames of a step, the same :class:`Frame` twice when they are the same bytes.

    Playwright's ``page.screenshot()`` hands a loop PNG bytes, and a step that changed nothing
    gives byte-identical bytes (Chromium encodes the same pixels the same way): decoding
    them once saves a decode (8 ms at 1280x800 here), and the comparison then sees at once
    that the frames are identical.
    """
    encoded = (bytes, bytearray, memoryview, str)
    if pre is post or (isinstance(pre, encoded) and isinstance(post, encoded) and pre == post):
        one = as_frame(pre)
        return one, one
    return as_frame(pre), as_frame(post)


# -- decoders -------------------------------------------------------------------------------
def _readonly(arr: NDArray[np.uint8]) -> NDArray[np.uint8]:
    view = arr.view()
    view.flags.writeable = False
    return view


#: Pixels per strip when Pillow converts an array to luma (see :func:`_pillow_luma`).
_LUMA_STRIP_PIXELS = 1 << 18


def _pillow_luma(rgb: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """Pillow's ``convert('L')`` of an RGB array, one strip of rows at a time.

    Pillow holds RGB as 4 bytes a pixel, so handing it the array whole first copies it into
    an 8 MiB image at 1080p; glibc returns blocks that big to the system when they are freed,
    and the next frame's copy faults every page in again (thousands of page faults, several
    ms here). A strip of 256 K pixels lives in memory the allocator reuses, and in cache. The
    conversion is per pixel, so the bytes are the same as converting the whole image.
    """
    h, w = rgb.shape[:2]
    out = np.empty((h, w), np.uint8)
    rows = max(1, _LUMA_STRIP_PIXELS // w)
    for r0 in range(0, h, rows):
        strip = np.ascontiguousarray(rgb[r0 : r0 + rows])
        n = strip.shape[0]
        img = Image.frombuffer("RGB", (w, n), strip, "raw", "RGB", 0, 1).convert("L")
        out[r0 : r0 + n] = np.frombuffer(img.tobytes(), np.uint8).reshape(n, w)
    return out


def _from_pil(img: Image.Image) -> NDArray[np.uint8]:
    if img.width == 0 or img.height == 0:
        raise InvalidFrame(f"image has zero size ({img.width}x{img.height})")
    fast = pil_rgb_fast(img)
    if fast is not None:
        return _readonly(fast)
    if img.mode.startswith("I") or img.mode == "F":
        return _from_array(_eight_bit(img), bgr=False)
    if img.mode in _PREMULTIPLIED:
        img = img.convert(_PREMULTIPLIED[img.mode])
    if img.mode != "RGB":
        try:
            img = img.convert("RGB")
        except ValueError as exc:  # a mode Pillow has no RGB conversion for
            raise InvalidFrame(
                f"a Pillow image in mode {img.mode!r} cannot be converted to RGB ({exc}): "
                "pass an RGB, RGBA or L image"
            ) from exc
    return _readonly(np.asarray(img, dtype=np.uint8))


#: Pillow modes with premultiplied alpha, and the straight-alpha mode each converts to:
#: Pillow converts "La" to nothing but "LA" (to RGB it raises). The alpha is then dropped,
#: as for every other frame with one.
_PREMULTIPLIED = {"La": "LA"}


def _eight_bit(img: Image.Image) -> NDArray[np.uint8]:
    """A 16-bit or 32-bit greyscale Pillow image scaled to 8 bits as OpenCV decodes the same
    file (the top byte), not clipped at 255 as Pillow's ``convert`` does: a 16-bit PNG's
    mid-grey must be the same frame from its path and from ``Image.open``.

    Only an image decoded from a file (``img.format`` set) has a known range, its bit
    depth. One made in memory (``Image.fromarray`` of a ``uint16`` array) may hold 0..255
    values that the shift would turn black: it is refused with the hint a ``uint16`` array
    gets, so the same pixels meet the same answer as an array or as an image."""
    if img.mode == "F":
        raise InvalidFrame("a floating-point image is not a screenshot: convert it to 8-bit RGB")
    arr = np.asarray(img)
    if img.format is None:
        raise InvalidFrame(
            f"a Pillow image in mode {img.mode!r} is not 8-bit, and made in memory its value "
            f"range is not known: convert np.asarray(img) to uint8 ({_cast_hint(arr)})"
        )
    if img.mode.startswith("I;16") or int(arr.max(initial=0)) > 255:
        arr = arr.astype(np.uint32) >> 8
    return np.clip(arr, 0, 255).astype(np.uint8)


def _cast_hint(arr: NDArray[Any]) -> str:
    """How to make an 8-bit screenshot of ``arr``: there is no one conversion Vigil could
    apply without guessing the range the values are in."""
    if arr.dtype == np.bool_:
        return "a boolean mask is not a screenshot"
    if np.issubdtype(arr.dtype, np.floating):
        return "scale floats to 0..255 and cast"
    return "cast 0..255 values with .astype(np.uint8), or shift 16-bit values right by 8"


def _from_array(arr: NDArray[Any], *, bgr: bool) -> NDArray[np.uint8]:
    if arr.dtype != np.uint8:
        raise InvalidFrame(f"frame array must be uint8, got {arr.dtype} ({_cast_hint(arr)})")
    if arr.ndim == 3 and arr.shape[2] == 1:
        arr = arr[:, :, 0]
    if arr.ndim == 2:
        if arr.size == 0:
            raise InvalidFrame(f"frame array has zero size {arr.shape}")
        return _readonly(cv2.cvtColor(np.ascontiguousarray(arr), cv2.COLOR_GRAY2RGB))
    if arr.ndim != 3 or arr.shape[2] not in (3, 4):
        raise InvalidFrame(f"frame array must be HxW, HxWx3 or HxWx4, got shape {arr.shape}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise InvalidFrame(f"frame array has zero size {arr.shape}")
    if arr.shape[2] == 4:
        code = cv2.COLOR_BGRA2RGB if bgr else cv2.COLOR_RGBA2RGB
        return _readonly(cv2.cvtColor(np.ascontiguousarray(arr), code))
    if bgr:
        return _readonly(cv2.cvtColor(np.ascontiguousarray(arr), cv2.COLOR_BGR2RGB))
    return _readonly(np.ascontiguousarray(arr))


#: Decoded pixels and, for a JPEG, its tables.
_Decoded = tuple[NDArray[np.uint8], JpegTables | None]


def _decode_bytes(data: bytes) -> _Decoded:
    if not data:
        raise InvalidFrame("empty bytes are not an image")
    buf = np.frombuffer(data, dtype=np.uint8)
    decoded = (
        cv2.imdecode(buf, _IMREAD_RGB if _IMREAD_RGB is not None else cv2.IMREAD_COLOR)
        if _whole(data)
        else None
    )
    if decoded is None:
        # OpenCV lacks a few formats (GIF, some WebP builds): let Pillow have a go.
        try:
            with Image.open(io.BytesIO(data)) as img:
                img.load()
                return _from_pil(img), jpeg_tables_of_image(img)
        except (UnidentifiedImageError, OSError) as exc:
            head = data[:12]
            hint = (
                "; this looks like base64 text: pass it as a str"
                if data.lstrip().startswith((b"iVBORw0KGgo", b"/9j/", b"data:"))
                else ""
            )
            raise InvalidFrame(
                f"bytes are not a decodable image ({len(data)} bytes, starting {head!r}: "
                f"{_why_undecodable(exc)}){hint}"
            ) from exc
    if decoded.size == 0:
        raise InvalidFrame("decoded image has zero size")
    tables = jpeg_tables(data)
    if _IMREAD_RGB is not None:
        return _readonly(decoded), tables
    return _readonly(cv2.cvtColor(decoded, cv2.COLOR_BGR2RGB)), tables


def _why_undecodable(exc: BaseException) -> str:
    """Pillow's reason, minus what only Pillow's insides mean: for bytes of no format it
    knows it says ``cannot identify image file <_io.BytesIO object at 0x7f...>``, the
    address of a buffer Vigil made, which reached the service's and the library's callers."""
    if isinstance(exc, UnidentifiedImageError):
        return "not a known image format"
    return str(exc)


def _whole(data: bytes) -> bool:
    """Whether PNG or JPEG bytes look complete (a PNG's header chunk first and its end
    chunk present, a JPEG's end marker near the end); anything else counts as whole. A
    truncated or corrupt file is left to Pillow, which fails with a message of its own:
    OpenCV's decoders would print libpng and libjpeg errors on the caller's stderr first."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return data[12:16] == b"IHDR" and b"IEND" in data[-64:]
    if data.startswith(b"\xff\xd8"):
        return b"\xff\xd9" in data[-64:]
    return True


#: OpenCV 4.10+ decodes straight to RGB, sparing a full-frame channel swap (and its copy)
#: on every screenshot; older builds decode to BGR and swap.
_IMREAD_RGB: int | None = getattr(cv2, "IMREAD_COLOR_RGB", None)


def _from_path(path: Path) -> _Decoded:
    if not path.exists():
        raise InvalidFrame(f"no such image file: {path}")
    if not path.is_file():
        raise InvalidFrame(f"not a file: {path}")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InvalidFrame(f"cannot read {path}: {exc}") from exc
    try:
        return _decode_bytes(data)
    except InvalidFrame as exc:
        raise InvalidFrame(f"{path}: {exc}") from exc


def _from_string(text: str) -> _Decoded:
    stripped = text.strip()
    if not stripped:
        raise InvalidFrame("empty string is not an image")
    if stripped.startswith("<"):
        raise InvalidFrame(
            "markup (SVG or HTML text) is not a screenshot: render it to PNG or JPEG first"
        )
    if stripped.startswith("data:"):
        _, _, payload = stripped.partition(",")
        if not payload:
            raise InvalidFrame("data: URL has no payload after the comma")
        return _decode_base64(payload)
    if len(stripped) < 4096:
        candidate = Path(stripped).expanduser()
        if candidate.exists():
            return _from_path(candidate)
    if _BASE64_RE.match(stripped) and len(stripped) >= 16:
        try:
            return _decode_base64(stripped)
        except InvalidFrame:
            if len(stripped) < 4096 and ("." in stripped or "/" in stripped):
                raise InvalidFrame(f"no such image file: {stripped}") from None
            raise
    if len(stripped) < 4096:
        return _from_path(Path(stripped).expanduser())
    raise InvalidFrame("string is neither an existing path nor base64 image data")


def _decode_base64(payload: str) -> _Decoded:
    cleaned = "".join(payload.split())
    try:
        if "-" in cleaned or "_" in cleaned:
            data = base64.urlsafe_b64decode(cleaned + "=" * (-len(cleaned) % 4))
        else:
            data = base64.b64decode(cleaned + "=" * (-len(cleaned) % 4), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise InvalidFrame(f"invalid base64 image data: {exc}") from exc
    return _decode_bytes(data)
