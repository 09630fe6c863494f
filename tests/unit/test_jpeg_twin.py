"""A lossless frame encoded the way a JPEG frame was equals it wherever the screen did not
change (vigil.frames.jpeg): the tables travel with the frame from its bytes, and the twin
reproduces OpenCV's, Pillow's and Chromium's encoders bit for bit."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
from PIL import Image

from vigil import Action, Frame, Monitor
from vigil.frames.jpeg import jpeg_tables, jpeg_twin, twin_in


def _screen(seed: int = 3, w: int = 640, h: int = 400) -> np.ndarray:
    """A UI-like frame: panels, text in several colours, a thin coloured icon."""
    rng = np.random.default_rng(seed)
    img = np.full((h, w, 3), 246, np.uint8)
    cv2.rectangle(img, (20, 20), (w - 20, 70), (32, 40, 56), -1)
    for i in range(8):
        colour = tuple(int(c) for c in rng.integers(0, 200, 3))
        cv2.putText(
            img, f"Row {i} total 1,2{i}4", (40, 110 + 34 * i), 0, 0.6, colour, 1, cv2.LINE_AA
        )
    cv2.circle(img, (500, 200), 9, (30, 140, 120), 2, cv2.LINE_AA)
    return img


def _cv2_jpeg(img: np.ndarray, quality: int) -> bytes:
    ok, buf = cv2.imencode(
        ".jpg", cv2.cvtColor(img, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, quality]
    )
    assert ok
    return bytes(buf)


def _pil_jpeg(img: np.ndarray, quality: int, subsampling: int) -> bytes:
    out = io.BytesIO()
    Image.fromarray(img).save(out, "JPEG", quality=quality, subsampling=subsampling)
    return out.getvalue()


def test_the_tables_travel_with_a_jpeg_frame_from_every_encoded_source(tmp_path: Path) -> None:
    img = _screen()
    data = _cv2_jpeg(img, 80)
    path = tmp_path / "shot.jpg"
    path.write_bytes(data)
    b64 = base64.b64encode(data).decode()
    for source in (data, path, str(path), b64, f"data:image/jpeg;base64,{b64}"):
        assert Frame(source).jpeg_tables == jpeg_tables(data), type(source)
    assert Frame(Image.open(io.BytesIO(data))).jpeg_tables == jpeg_tables(data)
    assert Frame(Frame(data)).jpeg_tables == jpeg_tables(data)
    # Lossless sources, arrays and crops carry none.
    assert Frame(Frame(img).to_png()).jpeg_tables is None
    assert Frame(img).jpeg_tables is None
    assert Frame(data).crop((8, 8, 100, 100)).jpeg_tables is None
    assert jpeg_tables(b"\xff\xd8 not really a jpeg") is None


@pytest.mark.parametrize("quality", [60, 75, 95])
def test_the_twin_reproduces_opencv_and_pillow_jpeg_bit_for_bit(quality: int) -> None:
    img = _screen(seed=quality)
    for data in (_cv2_jpeg(img, quality), _pil_jpeg(img, quality, 0), _pil_jpeg(img, quality, 2)):
        twin = jpeg_twin(Frame(img), Frame(data))
        assert twin is not None
        assert np.array_equal(twin.rgb, Frame(data).rgb)


def test_the_twin_differs_only_in_the_blocks_that_changed() -> None:
    img = _screen()
    changed = img.copy()
    cv2.line(changed, (496, 196), (504, 204), (200, 40, 40), 2)  # inside one 16 px block row
    twin = jpeg_twin(Frame(img), Frame(_cv2_jpeg(changed, 70)))
    assert twin is not None
    ys, xs = np.nonzero(np.any(twin.rgb != Frame(_cv2_jpeg(changed, 70)).rgb, axis=2))
    assert len(ys) > 0
    # The 16 px blocks around the line, and the one pixel beside them that the decoder's
    # chroma upsampling blends in.
    assert xs.min() >= 479 and xs.max() <= 528 and ys.min() >= 175 and ys.max() <= 224


@pytest.mark.parametrize("subsampling", [0, 2])
def test_a_region_twin_equals_the_whole_twin_inside_the_region(subsampling: int) -> None:
    img = _screen(seed=7)
    tables = jpeg_tables(_pil_jpeg(img, 80, subsampling))
    assert tables is not None
    whole = jpeg_twin(Frame(img), Frame(_pil_jpeg(img, 80, subsampling)))
    assert whole is not None
    # off the block grid, on it, and against every edge of the frame
    for box in [(37, 101, 141, 199), (32, 96, 128, 192), (-9, -3, 60, 50), (590, 350, 700, 420)]:
        part = twin_in(Frame(img), tables, box)
        assert part is not None
        x0, y0 = max(0, box[0]), max(0, box[1])
        x1, y1 = min(img.shape[1], box[2]), min(img.shape[0], box[3])
        assert np.array_equal(part.rgb[y0:y1, x0:x1], whole.rgb[y0:y1, x0:x1]), box
        outside = np.ones(img.shape[:2], bool)
        outside[y0:y1, x0:x1] = False
        assert np.array_equal(part.rgb[outside], img[outside])  # its own pixels elsewhere
    assert twin_in(Frame(_pil_jpeg(img, 80, subsampling)), tables, (0, 0, 50, 50)) is None


def test_no_twin_unless_exactly_one_frame_is_a_jpeg_of_the_same_size() -> None:
    img = _screen()
    lossless, encoded = Frame(img), Frame(_cv2_jpeg(img, 80))
    assert jpeg_twin(lossless, lossless) is None
    assert jpeg_twin(encoded, encoded) is None
    assert jpeg_twin(encoded, lossless) is None  # the "lossless" side is a JPEG itself
    assert jpeg_twin(Frame(img[:200]), encoded) is None


@pytest.mark.parametrize("quality", [60, 80, 95])
def test_the_twin_reproduces_chromiums_jpeg_screenshots(page: Any, quality: int) -> None:
    """What agent loops hand over: Chromium's own JPEG screenshot of a page beside a PNG of
    the same screen."""
    page.set_content(
        "<body style='font:15px sans-serif;margin:24px'><h2>Orders</h2>"
        "<p style='color:#0a7'>3 shipped</p><button style='color:#c33'>Cancel</button>"
    )
    png, jpg = page.screenshot(type="png"), page.screenshot(type="jpeg", quality=quality)
    twin = jpeg_twin(Frame(png), Frame(jpg))
    assert twin is not None
    assert np.array_equal(twin.rgb, Frame(jpg).rgb)


_COLOURED_PAGE = (
    "<body style='font:16px sans-serif;padding:20px'><h1>Order summary</h1>"
    "<p><a href='#'>Go to checkout</a> | <a href='#'>View cart</a> | <a href='#'>Help</a></p>"
    "<p style='color:#d00'>Card number is required</p><p style='color:#080'>Coupon applied</p>"
    "<p><button id=b style='font-size:18px;padding:10px 20px'>Submit order</button></p>"
    "<p id=out></p>"
)


@pytest.mark.parametrize("quality", [60, 90])
def test_a_png_pre_beside_chromiums_jpeg_post_of_a_still_screen_is_no_effect(
    page: Any, quality: int
) -> None:
    """JPEG smears red and blue text past the diff's noise tolerance under 4:2:0; with the
    twin, only what the screen changed is compared, in both directions of the mix."""
    page.set_content(_COLOURED_PAGE)
    box = page.locator("#b").bounding_box()
    click = Action.click(box["x"] + 20, box["y"] + 10, reasoning="Click Submit order")
    png, jpg = page.screenshot(type="png"), page.screenshot(type="jpeg", quality=quality)
    for pre, post in ((png, jpg), (jpg, png)):
        verdict = Monitor(viewport=(1280, 800)).check(click, pre, post)
        assert verdict.effect_observed is False, verdict.effect.notes
        assert any("JPEG twin" in note for note in verdict.effect.notes)


def test_a_change_beside_coloured_text_still_reads_as_an_effect_across_encodings(
    page: Any,
) -> None:
    page.set_content(_COLOURED_PAGE)
    box = page.locator("#b").bounding_box()
    click = Action.click(box["x"] + 20, box["y"] + 10, reasoning="Click Submit order")
    png = page.screenshot(type="png")
    page.evaluate("document.getElementById('out').textContent = 'Order placed'")
    jpg = page.screenshot(type="jpeg", quality=80)
    verdict = Monitor(viewport=(1280, 800)).check(click, png, jpg)
    assert verdict.effect_observed is True, verdict.effect.notes
