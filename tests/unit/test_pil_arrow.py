"""The zero-copy Pillow path gives exactly the pixels of the ordinary path, or steps aside."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from vigil.frames import as_frame
from vigil.frames._pil_arrow import pil_rgb_fast


def _rng_image(h: int, w: int, c: int) -> np.ndarray:
    return np.random.default_rng(h * w + c).integers(0, 256, (h, w, c), dtype=np.uint8)


def _png_roundtrip(img: Image.Image) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return Image.open(io.BytesIO(buf.getvalue()))


@pytest.mark.parametrize(
    "make",
    [
        lambda: Image.fromarray(_rng_image(120, 200, 3)),
        lambda: Image.fromarray(_rng_image(120, 200, 4)).convert("RGBA"),
        lambda: _png_roundtrip(Image.fromarray(_rng_image(90, 70, 3))),
        lambda: Image.fromarray(_rng_image(120, 200, 3)).crop((5, 7, 150, 100)),
        lambda: Image.new("RGB", (64, 32), (10, 200, 30)),
    ],
    ids=["fromarray-rgb", "rgba-owned", "decoded-png", "cropped", "new"],
)
def test_fast_path_matches_pillow_packer(make) -> None:
    img = make()
    expected = np.asarray(img.convert("RGB"))
    fast = pil_rgb_fast(img)
    assert fast is not None
    assert fast.shape == expected.shape
    assert np.array_equal(fast, expected)
    assert np.array_equal(as_frame(img).rgb, expected)


def test_read_only_buffer_images_take_the_ordinary_path() -> None:
    # Image.fromarray of RGBA wraps the array (read-only); exporting those crashes Pillow.
    arr = _rng_image(50, 60, 4)
    img = Image.fromarray(arr)
    assert img.readonly
    assert pil_rgb_fast(img) is None
    assert np.array_equal(as_frame(img).rgb, arr[..., :3])


@pytest.mark.parametrize("mode", ["L", "P", "LA", "I;16"])
def test_other_modes_take_the_ordinary_path(mode: str) -> None:
    img = Image.fromarray(_rng_image(40, 30, 3)).convert(mode if mode != "I;16" else "I")
    if mode == "I;16":
        img = Image.new("I;16", (30, 40))
    assert pil_rgb_fast(img) is None


def test_image_in_several_blocks_takes_the_ordinary_path() -> None:
    big = Image.fromarray(_rng_image(2600, 3000, 3))  # over Pillow's 16 MB block
    fast = pil_rgb_fast(big)
    assert fast is None or np.array_equal(fast, np.asarray(big))
    assert np.array_equal(as_frame(big).rgb, np.asarray(big))
