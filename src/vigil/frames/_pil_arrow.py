"""Read a Pillow image's pixels without Pillow's packer (the Arrow C data interface).

``numpy.asarray(image)`` goes through ``Image.tobytes``, which packs Pillow's 4-byte pixels
into RGB row by row: about 8 ms for one 1080p screenshot, more than everything the effect
verifier does with it. Pillow 11.2+ exports an image held in one memory block as an Arrow
array of 4-byte pixels with no copy; one OpenCV channel drop then gives the RGB frame
(~0.1 ms). The export is used only where it is known to be safe — an RGB or RGBA image that
owns its memory (``Image.frombuffer`` images are read-only and Pillow 12.3 crashes exporting
them), in one block, with the layout checked before the memory is read — and anything else
takes the ordinary path, so this is a speed-up and never a behaviour change.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
from collections.abc import Iterator
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray
from PIL import Image

__all__ = ["pil_pixel_view", "pil_pixel_views", "pil_rgb_fast"]

log = logging.getLogger(__name__)


class _ArrowArray(ctypes.Structure):
    """The Arrow C data interface's ``struct ArrowArray`` (ABI-stable by specification)."""


_ArrowArray._fields_ = [
    ("length", ctypes.c_int64),
    ("null_count", ctypes.c_int64),
    ("offset", ctypes.c_int64),
    ("n_buffers", ctypes.c_int64),
    ("n_children", ctypes.c_int64),
    ("buffers", ctypes.POINTER(ctypes.c_void_p)),
    ("children", ctypes.POINTER(ctypes.POINTER(_ArrowArray))),
    ("dictionary", ctypes.c_void_p),
    ("release", ctypes.c_void_p),
    ("private_data", ctypes.c_void_p),
]


class _ArrowSchema(ctypes.Structure):
    """The Arrow C data interface's ``struct ArrowSchema`` (only the format is read)."""


_ArrowSchema._fields_ = [
    ("format", ctypes.c_char_p),
    ("name", ctypes.c_char_p),
    ("metadata", ctypes.c_char_p),
    ("flags", ctypes.c_int64),
    ("n_children", ctypes.c_int64),
    ("children", ctypes.POINTER(ctypes.POINTER(_ArrowSchema))),
    ("dictionary", ctypes.c_void_p),
    ("release", ctypes.c_void_p),
    ("private_data", ctypes.c_void_p),
]

_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]

_MODES = {"RGB": cv2.COLOR_RGBA2RGB, "RGBA": cv2.COLOR_RGBA2RGB}


def pil_rgb_fast(img: Image.Image) -> NDArray[np.uint8] | None:
    """The image as a new HxWx3 RGB array, or None when the fast path does not apply."""
    code = _MODES.get(img.mode)
    capsules = _export(img) if code is not None else None
    if capsules is None or code is None:
        return None
    try:
        pixels = _pixels_view(img, *capsules)
        if pixels is None:
            return None
        out: NDArray[np.uint8] = cv2.cvtColor(pixels, code)
        return out
    finally:
        # Dropping the capsules releases Pillow's hold on the memory; the copy is ours.
        del capsules


@contextlib.contextmanager
def pil_pixel_views(
    a: Image.Image, b: Image.Image
) -> Iterator[tuple[NDArray[np.uint8], NDArray[np.uint8]] | None]:
    """Two Pillow images of one mode and size as HxWx4 views of Pillow's own memory (no RGB
    copy), valid inside the ``with``; None when they cannot be had this way.

    RGB images carry a padding byte per pixel, so equal views prove equal pixels but
    different views do not prove different ones.
    """
    if a.mode != b.mode or a.size != b.size or a.mode not in _MODES:
        yield None
        return
    ca, cb = _export(a), _export(b)
    try:
        va = _pixels_view(a, *ca) if ca is not None else None
        vb = _pixels_view(b, *cb) if cb is not None else None
        yield (va, vb) if va is not None and vb is not None else None
    finally:
        # Dropping the capsules releases Pillow's hold on the memory.
        del ca, cb


@contextlib.contextmanager
def pil_pixel_view(img: Image.Image) -> Iterator[NDArray[np.uint8] | None]:
    """One RGB or RGBA Pillow image as an HxWx4 view of Pillow's own memory (no copy), valid
    inside the ``with``; None when it cannot be had this way. For an RGB image the fourth
    byte is padding: read the first three."""
    capsules = _export(img) if img.mode in _MODES else None
    try:
        yield _pixels_view(img, *capsules) if capsules is not None else None
    finally:
        del capsules


def _export(img: Image.Image) -> tuple[Any, Any] | None:
    """Pillow's Arrow export of an image that owns its memory, or None (see module doc)."""
    if bool(getattr(img, "readonly", True)) or not hasattr(img, "__arrow_c_array__"):
        return None
    try:
        img.load()
        schema_capsule, array_capsule = img.__arrow_c_array__()
    except (ValueError, AttributeError, OSError):  # several blocks, or no export: slow path
        return None
    return schema_capsule, array_capsule


def _pixels_view(img: Image.Image, schema_capsule: Any, array_capsule: Any) -> Any:
    """The exported 4-byte pixels as an HxWx4 view (valid while the capsules live), after
    checking the layout is as expected; None when it is not."""
    schema = _ArrowSchema.from_address(_capsule_pointer(schema_capsule, b"arrow_schema"))
    array = _ArrowArray.from_address(_capsule_pointer(array_capsule, b"arrow_array"))
    w, h = img.size
    if schema.format != b"+w:4" or schema.n_children != 1 or array.n_children != 1:
        return None
    if schema.children[0].contents.format != b"C" or array.length != w * h or array.offset:
        return None
    child = array.children[0].contents
    if child.n_buffers != 2 or child.length != w * h * 4 or not child.buffers[1]:
        return None
    raw = (ctypes.c_uint8 * (w * h * 4)).from_address(child.buffers[1] + child.offset)
    return np.frombuffer(memoryview(raw).cast("B"), np.uint8).reshape(h, w, 4)
