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

import ctypes
import logging
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray
from PIL import Image

__all__ = ["pil_pixels", "pil_rgb_fast"]

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
    pixels = pil_pixels(img)
    if pixels is None:
        return None
    out: NDArray[np.uint8] = cv2.cvtColor(pixels, cv2.COLOR_RGBA2RGB)
    return out


def pil_pixels(img: Image.Image) -> NDArray[np.uint8] | None:
    """An RGB or RGBA Pillow image as an HxWx4 view of Pillow's own memory (no copy), or
    None when it cannot be had this way. For an RGB image the fourth byte is padding: equal
    views prove equal pixels, different ones do not prove different pixels.

    The view holds Pillow's export, and through it the memory, for as long as the view or
    any view of it lives (the Arrow contract: the producer keeps the data until released).
    """
    capsules = _export(img) if img.mode in _MODES else None
    if capsules is None:
        return None
    view: NDArray[np.uint8] | None = _pixels_view(img, *capsules)
    return view


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
    """The exported 4-byte pixels as an HxWx4 view (keeping the capsules alive), after
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
    # The array's memory owner keeps the capsules: released when the last view goes.
    raw._vigil_export = (schema_capsule, array_capsule)  # type: ignore[attr-defined]
    return np.frombuffer(memoryview(raw).cast("B"), np.uint8).reshape(h, w, 4)
