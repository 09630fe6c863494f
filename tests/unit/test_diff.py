"""Pixel diff: noise tolerance and sensitivity, on real rendered screenshots."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from vigil import Frame, diff_frames

DATA = Path(__file__).parent.parent / "data" / "frames"


@pytest.fixture(scope="module", params=["form", "table", "dashboard"])
def shot(request: pytest.FixtureRequest) -> Frame:
    return Frame(DATA / f"{request.param}-1280x800.png")


def test_identical_frames_report_nothing(shot: Frame) -> None:
    d = diff_frames(shot, Frame(np.array(shot.rgb)))
    assert d.changed_pixels == 0 and d.bbox is None and d.boxes == ()
    assert d.changed_fraction == 0.0


@pytest.mark.parametrize("quality", [70, 85, 90])
def test_jpeg_reencode_is_near_zero(shot: Frame, quality: int) -> None:
    d = diff_frames(shot, Frame(shot.to_jpeg(quality)))
    assert d.changed_fraction < 1e-4, d


def test_small_real_change_is_seen(shot: Frame) -> None:
    arr = np.array(shot.rgb)
    arr[300:314, 300:314] = 255 - arr[300:314, 300:314]  # a ticked box's worth of ink
    d = diff_frames(shot, arr)
    assert d.changed_pixels >= 150
    assert d.bbox is not None
    x0, y0, x1, y1 = d.bbox
    assert 296 <= x0 <= 300 and 296 <= y0 <= 300 and 314 <= x1 <= 318 and 314 <= y1 <= 318
    assert d.densest_window is not None
    wx0, wy0, wx1, wy1 = d.densest_window
    assert wx0 <= 300 and wy0 <= 300 and wx1 >= 314 and wy1 >= 314
    assert d.changed_in((290, 290, 320, 320)) == d.changed_pixels
    assert d.changed_in((0, 0, 100, 100)) == 0


def test_two_separate_changes_give_two_boxes(shot: Frame) -> None:
    arr = np.array(shot.rgb)
    arr[100:110, 100:140] = 255 - arr[100:110, 100:140]
    arr[600:640, 1000:1010] = 255 - arr[600:640, 1000:1010]
    d = diff_frames(shot, arr)
    assert len(d.boxes) == 2
    assert d.bbox == (
        min(b[0] for b in d.boxes),
        min(b[1] for b in d.boxes),
        max(b[2] for b in d.boxes),
        max(b[3] for b in d.boxes),
    )


def test_colour_only_change_is_seen() -> None:
    a = np.full((120, 300, 3), 255, np.uint8)
    a[50:56, 20:280] = (108, 117, 125)  # grey helper text stroke
    b = a.copy()
    b[50:56, 20:280] = (220, 53, 69)  # same stroke turned red, similar luma
    d = diff_frames(a, b)
    assert d.changed_pixels > 0
    assert d.max_luma_delta <= 24  # luma alone would miss it


def test_ignore_mask_hides_volatile_pixels(shot: Frame) -> None:
    arr = np.array(shot.rgb)
    arr[10:30, 10:80] = 0
    ignore = np.zeros((shot.height, shot.width), bool)
    ignore[0:40, 0:100] = True
    assert diff_frames(shot, arr, ignore=ignore).changed_pixels == 0
    with pytest.raises(ValueError, match="ignore mask"):
        diff_frames(shot, arr, ignore=np.zeros((5, 5), bool))


def test_different_sizes_are_an_error() -> None:
    with pytest.raises(ValueError, match="different sizes"):
        diff_frames(np.zeros((10, 10, 3), np.uint8), np.zeros((10, 11, 3), np.uint8))


def test_tiny_frames() -> None:
    a = np.zeros((3, 3, 3), np.uint8)
    b = a.copy()
    b[1, 1] = 255
    assert diff_frames(a, b).changed_pixels >= 1
    d = diff_frames(a, b).to_dict()
    assert d["changed_pixels"] >= 1 and d["bbox"] is not None


def test_banded_frames_equal_agrees_with_one_whole_frame_diff() -> None:
    """frames_equal diffs band by band and stops early; its answer must be the whole-frame one,
    including changes on band seams, at the frame's edges and under an ignore mask."""
    from vigil.frames.change import MIN_CELL_PIXELS, dense_cells
    from vigil.frames.settle import BAND_ROWS, frames_equal

    rng = np.random.default_rng(7)

    def whole(a: Frame, b: Frame, ignore: np.ndarray | None) -> bool:
        d = diff_frames(a, b, ignore=ignore)
        if d.changed_pixels < MIN_CELL_PIXELS:
            return True
        return not bool(dense_cells(d.mask).any())

    seams = [k * (BAND_ROWS - 4) for k in range(1, 6)]
    for case in range(240):
        h, w = int(rng.integers(20, 420)), int(rng.integers(20, 300))
        base = rng.integers(180, 256, (h, w, 3), dtype=np.uint8)
        post = base.copy()
        for _ in range(int(rng.integers(1, 4))):
            y = (
                int(rng.choice(seams)) - int(rng.integers(0, 10))
                if case % 2
                else int(rng.integers(0, h))
            )
            y = min(max(0, y), h - 1)
            x = int(rng.integers(0, w))
            post[y : y + int(rng.integers(1, 9)), x : x + int(rng.integers(1, 9))] = rng.integers(
                0, 90, 3
            )
        ignore = None
        if case % 5 == 0:
            ignore = np.zeros((h, w), bool)
            ignore[int(rng.integers(0, h)) :, : w // 2] = True
        a, b = Frame(base), Frame(post)
        assert frames_equal(a, b, ignore=ignore) == whole(Frame(base), Frame(post), ignore), case


@pytest.mark.parametrize("width", [1280, 1366, 37])
def test_raw_box_is_exact_at_every_byte_offset(width: int) -> None:
    """The word-wise search for differing pixels (and its byte fallback for odd widths) must
    find the exact box wherever a lone changed channel falls inside an 8-byte word."""
    rng = np.random.default_rng(width)
    base = rng.integers(0, 256, (40, width, 3), dtype=np.uint8)
    for x in [0, 1, 2, 3, width // 2, width - 2, width - 1]:
        for channel in range(3):
            changed = base.copy()
            y = int(rng.integers(0, 40))
            changed[y, x, channel] ^= 1
            d = diff_frames(base, changed)
            assert d.raw_bbox == (x, y, x + 1, y + 1)


def test_raw_box_of_a_strided_view_matches_a_copy() -> None:
    rng = np.random.default_rng(7)
    big = rng.integers(0, 256, (60, 200, 3), dtype=np.uint8)
    other = big.copy()
    other[30:34, 50:90] = 0
    view_a, view_b = big[5:55, 10:170], other[5:55, 10:170]
    assert diff_frames(view_a, view_b).raw_bbox == (40, 25, 80, 29)


def test_shifted_copy_finds_pixels_that_only_moved() -> None:
    """A patch drawn again 30 px lower (boxes a few px off) is a copy; one changed pixel is
    not an exact copy, but passes when a share of noisy pixels is allowed."""
    from vigil.frames.diff import shifted_copy

    rng = np.random.default_rng(3)
    before = np.full((200, 300), 240, np.uint8)
    after = before.copy()
    glyphs = rng.integers(0, 255, (20, 80), dtype=np.uint8)
    before[40:60, 100:180] = glyphs
    after[70:90, 100:180] = glyphs
    old, new = (98, 38, 182, 62), (97, 67, 184, 93)  # detector boxes, sizes a little off
    assert shifted_copy(before, after, old, new)
    assert not shifted_copy(before, after, old, (97, 120, 184, 146))  # nothing there
    after[80, 150] ^= 0xFF
    assert not shifted_copy(before, after, old, new)
    assert shifted_copy(before, after, old, new, level=24, share=0.01)
    assert not shifted_copy(before, after, (5, 5, 5, 9), new)  # an empty box moves nothing


def test_frames_identical_sees_one_byte_between_probed_rows() -> None:
    """The 8th-row probe can miss a change; the full comparison (memcmp where there is one,
    OpenCV otherwise) must not."""
    from vigil._libc import memory_equal
    from vigil.frames import frames_identical

    a = np.full((1080, 1920, 3), 200, np.uint8)
    b = a.copy()
    assert frames_identical(Frame(a), Frame(b))
    b[1077, 1919, 2] = 201  # last byte, a row the probe skips
    assert not frames_identical(Frame(a), Frame(b))
    assert memory_equal(a, b) is False and memory_equal(a, a.copy()) is True
    assert memory_equal(a[:, ::2], b[:, ::2]) is None  # not contiguous: the caller's own way
    assert memory_equal(a, b[:-1]) is None


def test_byte_identical_screenshots_decode_once() -> None:
    """A no-op step's screenshots are the same PNG bytes: one decode, one frame."""
    from vigil.frames import as_frame_pair

    png = Frame(np.full((40, 60, 3), 90, np.uint8)).to_png()
    other = Frame(np.full((40, 60, 3), 91, np.uint8)).to_png()
    a, b = as_frame_pair(png, bytes(png))
    assert a is b
    c, d = as_frame_pair(png, other)
    assert c is not d and int(d.rgb[0, 0, 0]) == 91
    arr = np.zeros((4, 4, 3), np.uint8)
    e, f = as_frame_pair(arr, arr)
    assert e is f


def test_pillow_frames_compared_where_pillow_holds_them() -> None:
    """Equal Pillow images are found equal without an RGB copy; different ones (even in one
    byte, between the probed rows) are found different without one either, and an RGB
    padding or alpha byte can never make equal pixels look different."""
    from PIL import Image

    from vigil.frames import frames_identical
    from vigil.frames.diff import _pillow_verdict

    def verdict(x: Image.Image, y: Image.Image) -> bool | None:
        return _pillow_verdict(Frame(x), Frame(y))

    arr = np.full((1080, 1920, 3), 120, np.uint8)
    a, b = Image.fromarray(arr), Image.fromarray(arr.copy())
    assert verdict(a, b) is True
    fa, fb = Frame(a), Frame(b)
    assert frames_identical(fa, fb) and fa._rgb is None and fb._rgb is None
    for y, x in ((1079, 1919), (8, 5), (13, 700)):  # on a probed row and between them
        changed = arr.copy()
        changed[y, x, 2] = 121
        c = Image.fromarray(changed)
        fa, fc = Frame(a), Frame(c)
        assert verdict(a, c) is False and not frames_identical(fa, fc)
        assert fa._rgb is None and fc._rgb is None
    assert verdict(a, a.convert("L")) is None  # another mode: the caller's RGB path
    rgba = Image.fromarray(np.dstack([arr, np.full(arr.shape[:2], 7, np.uint8)]))
    assert frames_identical(Frame(rgba), Frame(a))  # alpha differs, pixels do not
    from vigil.frames._pil_arrow import pil_pixels

    for y, x in ((16, 3), (13, 700)):  # a padding byte on a probed row, then between them
        padded = Image.fromarray(arr.copy())
        view = pil_pixels(padded)
        assert view is not None
        view[y, x, 3] ^= 0xFF
        assert verdict(padded, a) is True
        assert frames_identical(Frame(padded), Frame(a))


def test_diff_of_pillow_frames_reads_pillows_memory_with_the_same_result() -> None:
    """diff_frames on two Pillow frames works from Pillow's memory (no RGB copy) and finds
    exactly what it finds on the same pixels as arrays."""
    from PIL import Image

    rng = np.random.default_rng(9)
    base = np.kron(rng.integers(0, 256, (27, 48, 3)), np.ones((40, 40, 1))).astype(np.uint8)
    post = base.copy()
    post[500:514, 900:914] = (30, 120, 30)
    post[700, 100:180] = 255  # a one-row line: between the probed rows
    want = diff_frames(base, post)
    fa, fb = Frame(Image.fromarray(base)), Frame(Image.fromarray(post))
    got = diff_frames(fa, fb)
    assert fa._rgb is None and fb._rgb is None
    assert (got.changed_pixels, got.bbox, got.raw_bbox, got.max_luma_delta) == (
        want.changed_pixels,
        want.bbox,
        want.raw_bbox,
        want.max_luma_delta,
    )
    assert np.array_equal(got.mask, want.mask)
    assert np.array_equal(fa.gray, cv2.cvtColor(base, cv2.COLOR_RGB2GRAY))
    assert np.array_equal(fb.rgb_box((890, 495, 920, 520)), post[495:520, 890:920])


def test_word_box_compares_only_the_band_of_rows_that_differ() -> None:
    """The memcmp band finds the same word box as comparing every row, wherever the change."""
    from vigil._libc import differing_rows
    from vigil.frames.diff import _banded_words, word_difference

    rng = np.random.default_rng(12)
    a = rng.integers(0, 256, (300, 400, 3), dtype=np.uint8)
    assert differing_rows(a, a.copy()) in ((0, 0), None)
    assert differing_rows(a[::2], a[::2].copy()) is None  # strided: not asked this way
    for y0, y1, x0, x1 in ((0, 1, 0, 1), (299, 300, 399, 400), (40, 41, 7, 8), (10, 290, 3, 5)):
        b = a.copy()
        b[y0:y1, x0:x1] ^= 1
        band = differing_rows(a, b)
        if band is not None:
            assert band[0] <= y0 and band[1] >= y1
        assert _banded_words(a, b) == word_difference(a, b)


def test_one_comparison_answers_identical_and_finishes_the_diff() -> None:
    """compare_frames says "identical" exactly when frames_identical does (a Pillow padding
    byte included), and its diff is diff_frames' result."""
    from PIL import Image

    from vigil.frames import frames_identical
    from vigil.frames._pil_arrow import pil_pixels
    from vigil.frames.diff import compare_frames

    rng = np.random.default_rng(21)
    a = rng.integers(0, 256, (120, 160, 3), dtype=np.uint8)
    fa = Frame(a)
    assert compare_frames(fa, fa).identical and compare_frames(a, a.copy()).identical
    padded = Image.fromarray(a.copy())
    view = pil_pixels(padded)
    assert view is not None
    view[50, 60, 3] ^= 0xFF
    assert compare_frames(Frame(padded), Frame(Image.fromarray(a))).identical
    b = a.copy()
    b[40:60, 30:70] = 255 - b[40:60, 30:70]
    comparison = compare_frames(a, b)
    assert not comparison.identical and not frames_identical(a, b)
    got, want = comparison.diff(window=32), diff_frames(a, b, window=32)
    assert (got.changed_pixels, got.bbox, got.raw_bbox) == (
        want.changed_pixels,
        want.bbox,
        want.raw_bbox,
    )
    assert np.array_equal(got.mask, want.mask)
