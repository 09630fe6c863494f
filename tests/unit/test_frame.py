"""Frames: every input form, every bad input, crops that stay inside."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import cv2
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from vigil import Frame, InvalidFrame, as_frame, phash
from vigil.frames import square_box

DATA = Path(__file__).parent.parent / "data" / "frames"
FORM = DATA / "form-1280x800.png"


def _rgb() -> np.ndarray:
    arr = np.zeros((40, 60, 3), np.uint8)
    arr[:, :, 0] = 200  # red
    arr[10:20, 10:30, 2] = 255
    return arr


def test_every_input_form_gives_the_same_pixels() -> None:
    arr = _rgb()
    png = Frame(arr).to_png()
    b64 = base64.b64encode(png).decode()
    forms = [
        arr,
        Image.fromarray(arr),
        Image.fromarray(arr).convert("RGBA"),
        np.dstack([arr, np.full(arr.shape[:2], 255, np.uint8)]),
        arr[:, :, ::-1].copy(),  # BGR, with the flag below
        png,
        bytearray(png),
        b64,
        "data:image/png;base64," + b64,
    ]
    for i, src in enumerate(forms):
        f = Frame(src, bgr=(i == 4))
        assert f.size == (60, 40)
        assert np.array_equal(f.rgb, arr), f"form {i}"


def test_path_and_str_path(tmp_path: Path) -> None:
    p = tmp_path / "x.png"
    Frame(_rgb()).save(p)
    assert Frame(p) == Frame(str(p)) == Frame(_rgb())


def test_grayscale_inputs() -> None:
    g = np.arange(100, dtype=np.uint8).reshape(10, 10)
    for src in (g, g[:, :, None], Image.fromarray(g)):
        f = Frame(src)
        assert f.rgb.shape == (10, 10, 3)
        assert np.array_equal(f.rgb[:, :, 1], g)


def test_jpeg_bytes_decode() -> None:
    f = Frame(FORM)
    j = Frame(f.to_jpeg(85))
    assert j.size == f.size
    assert phash(j) - phash(f) <= 4


def test_frame_is_read_only_and_cached() -> None:
    f = Frame(_rgb())
    with pytest.raises(ValueError):
        f.rgb[0, 0, 0] = 1
    assert f.gray is f.gray
    assert as_frame(f) is f


@pytest.mark.parametrize(
    "bad, message",
    [
        (b"", "empty bytes"),
        (b"definitely not an image", "not a decodable image"),
        (np.zeros((0, 10, 3), np.uint8), "zero size"),
        (np.zeros((10, 10, 3), np.float32), "must be uint8"),
        (np.zeros((10, 10, 5), np.uint8), "HxW"),
        ("/no/such/file.png", "no such image file"),
        ("", "empty string"),
        ("data:image/png;base64,", "no payload"),
        ("data:image/png;base64,!!!!", "base64"),
        (12345, "cannot make a frame from int"),
    ],
)
def test_bad_inputs_say_what_is_wrong(bad: object, message: str) -> None:
    with pytest.raises(InvalidFrame, match=message):
        Frame(bad)  # type: ignore[arg-type]


def test_directory_and_non_image_file(tmp_path: Path) -> None:
    with pytest.raises(InvalidFrame, match="not a file"):
        Frame(tmp_path)
    txt = tmp_path / "notes.txt"
    txt.write_text("hello")
    with pytest.raises(InvalidFrame, match=r"notes\.txt"):
        Frame(txt)


def test_zero_size_pil() -> None:
    with pytest.raises(InvalidFrame, match="zero size"):
        Frame(Image.new("RGB", (0, 5)))


def test_invalid_frame_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        Frame(b"nope")


def test_crop_at_corners_and_out_of_bounds() -> None:
    f = Frame(FORM)  # 1280x800
    assert f.box_around(0, 0, 200) == (0, 0, 200, 200)
    assert f.box_around(1279, 799, 200) == (1080, 600, 1280, 800)
    assert f.box_around(-500, 5000, 200) == (0, 600, 200, 800)
    assert f.box_around(640, 400, 200) == (540, 300, 740, 500)
    assert f.crop_around(5000, -20, 100).size == (100, 100)


def test_crop_clamped_on_small_frames() -> None:
    f = Frame(np.zeros((50, 80, 3), np.uint8))
    assert f.box_around(10, 10, 200) == (0, 0, 80, 50)
    assert f.crop_around(10, 10, 200).size == (80, 50)
    with pytest.raises(ValueError):
        f.box_around(1, 1, 0)


@given(
    st.integers(1, 400),
    st.integers(1, 400),
    st.floats(-1e4, 1e4),
    st.floats(-1e4, 1e4),
    st.integers(1, 500),
)
def test_square_box_is_inside_and_full_size_when_possible(
    w: int, h: int, x: float, y: float, size: int
) -> None:
    x0, y0, x1, y1 = square_box(w, h, x, y, size)
    assert 0 <= x0 < x1 <= w and 0 <= y0 < y1 <= h
    assert x1 - x0 == min(size, w)
    assert y1 - y0 == min(size, h)


def test_round_trips_through_encoders() -> None:
    f = Frame(_rgb())
    assert Frame(f.to_png()) == f
    assert Frame(f.to_base64()) == f
    img = Image.open(io.BytesIO(f.to_png()))
    assert img.size == (60, 40)


def test_a_16_bit_pillow_image_is_the_same_frame_as_its_file(tmp_path: Path) -> None:
    """Pillow's convert clips 16-bit grey at 255; OpenCV keeps the top byte. One file must
    give one frame whichever way it is handed over."""
    grey = np.full((20, 30), 40000, np.uint16)
    grey[5:10, 5:10] = 20000
    path = tmp_path / "deep.png"
    assert cv2.imwrite(str(path), grey)
    from_file = Frame(path)
    with Image.open(path) as img:
        assert img.mode.startswith("I")
        from_pil = Frame(img)
    assert np.array_equal(from_pil.rgb, from_file.rgb)
    assert from_pil.rgb[0, 0, 0] == 40000 >> 8


def test_a_truncated_png_is_an_invalid_frame_and_prints_nothing(
    capfd: pytest.CaptureFixture[str],
) -> None:
    png = Frame(np.full((40, 60, 3), 200, np.uint8)).to_png()
    for broken in (png[: len(png) // 2], png[:8] + b"\x00" * 40):
        with pytest.raises(InvalidFrame, match="not a decodable image"):
            Frame(broken)
    err = capfd.readouterr().err
    assert "libpng" not in err and "ERROR" not in err, err


@pytest.mark.parametrize(
    ("source", "says"),
    [
        (np.zeros((4, 4), bool), "boolean mask"),
        (np.zeros((4, 4), np.int64), "astype"),
        ("<svg xmlns='http://www.w3.org/2000/svg'></svg>", "render it"),
        (base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\x00" * 40), "base64"),
    ],
)
def test_a_wrong_input_is_told_what_to_do(source: object, says: str) -> None:
    with pytest.raises(InvalidFrame, match=says):
        Frame(source)  # type: ignore[arg-type]


def test_jpeg_bytes_are_the_screenshots_own() -> None:
    """A frame decoded from a JPEG saves as those very bytes (no second generation of loss,
    no encode); any other frame is encoded at the quality asked for."""
    rgb = np.zeros((48, 64, 3), np.uint8)
    rgb[10:30, 5:40] = (200, 40, 90)
    data = as_frame(rgb).to_jpeg(90)
    shot = as_frame(data)
    assert shot.jpeg_bytes(60) is data or shot.jpeg_bytes(60) == data
    assert Frame(shot).jpeg_bytes() == data
    assert as_frame(rgb).jpeg_bytes(70) == as_frame(rgb).to_jpeg(70)
