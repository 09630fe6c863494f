"""The matrix-product Lanczos pass: byte-identical to Pillow's, or not used at all."""

from __future__ import annotations

import imagehash
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from vigil import Frame, ahash, phash
from vigil.frames import _lanczos


def _pillow(luma: Image.Image, out: int) -> np.ndarray:
    return np.asarray(luma.resize((out, luma.height), Image.Resampling.LANCZOS))


def _extremes(width: int, out: int) -> np.ndarray:
    """Rows that push the sums to their ends: white under every positive tap of the middle
    kernel and black under the negative ones (largest sum), the reverse, and hard edges."""
    coeffs = _lanczos._coefficients(width, out)
    rows = [np.zeros(width), np.full(width, 255.0)]
    for sign in (1, -1):
        row = np.zeros(width)
        for start, taps in coeffs:
            t = np.array(taps)
            row[start : start + len(t)] = np.where(sign * t > 0, 255, row[start : start + len(t)])
        rows.append(row)
    rows.append((np.arange(width) // 7 % 2) * 255.0)
    return np.stack(rows).astype(np.uint8)


@pytest.mark.parametrize(
    ("width", "out"),
    [(1920, 32), (1280, 32), (3840, 32), (2560, 32), (1024, 32), (256, 32), (1920, 8), (1440, 9)],
)
def test_pass_matches_pillow_on_noise_and_extremes(width: int, out: int) -> None:
    rng = np.random.default_rng(width + out)
    pixels = np.concatenate(
        [rng.integers(0, 256, (40, width), dtype=np.uint8), _extremes(width, out)]
    )
    got = _lanczos._horizontal(pixels, out)
    assert got is not None
    assert np.array_equal(got, _pillow(Image.fromarray(pixels), out))


@settings(max_examples=25, deadline=None)
@given(
    width_out=st.sampled_from([(1920, 32), (1280, 32), (640, 32), (1920, 16), (800, 8)]),
    height=st.integers(1, 30),
    seed=st.integers(0, 2**32 - 1),
    levels=st.sampled_from([2, 3, 256]),
)
def test_pass_matches_pillow_on_random_images(
    width_out: tuple[int, int], height: int, seed: int, levels: int
) -> None:
    width, out = width_out
    rng = np.random.default_rng(seed)
    pixels = (rng.integers(0, levels, (height, width)) * (255 // (levels - 1))).astype(np.uint8)
    got = _lanczos._horizontal(pixels, out)
    assert got is not None
    assert np.array_equal(got, _pillow(Image.fromarray(pixels), out))


@pytest.mark.parametrize(("width", "out"), [(1366, 32), (1920, 9), (200, 32), (100, 32), (64, 32)])
def test_widths_without_a_block_plan(width: int, out: int) -> None:
    assert _lanczos._plan(width, out) is None


@pytest.mark.parametrize(
    ("size", "out"),
    [
        ((200, 200), (32, 32)),
        ((64, 64), (32, 32)),  # the fast path's grid: one band
        ((128, 64), (9, 8)),
        ((333, 100), (32, 32)),
        ((16, 16), (32, 32)),  # upscaling
        ((1, 1), (32, 32)),
        ((60, 2), (9, 8)),
        ((1920, 1080), (32, 32)),  # block pass, then the dense vertical pass
        ((1920, 1080), (9, 8)),  # no plan: Pillow
        ((1366, 768), (32, 32)),
        ((1280, 32), (32, 32)),  # the vertical pass is skipped
        ((32, 500), (32, 32)),  # the horizontal pass is skipped
    ],
)
def test_resize_is_pillows_or_declines(size: tuple[int, int], out: tuple[int, int]) -> None:
    rng = np.random.default_rng(size[0] * 7 + size[1])
    pixels = rng.integers(0, 256, (size[1], size[0]), dtype=np.uint8)
    pixels[: size[1] // 2, : size[0] // 3] = 255  # flat and hard-edged parts too
    want = np.asarray(Image.fromarray(pixels).resize(out, Image.Resampling.LANCZOS))
    got = _lanczos.resize(pixels, *out)
    if got is None:
        assert _lanczos._plan(size[0], out[0]) is None
        assert size[0] * size[1] * out[0] > _lanczos._DENSE_MAX
    else:
        assert np.array_equal(got, want)
    if size == (200, 200) or (size == (1920, 1080) and out == (32, 32)):
        assert got is not None


def test_plans_keep_every_sum_exact_in_float32() -> None:
    for width, out in ((1920, 32), (3840, 32), (1280, 8), (2560, 64)):
        plan = _lanczos._plan(width, out)
        assert plan is not None
        for pieces in (plan.pieces, *(side.pieces for side in plan.sides)):
            assert 255 * float(np.abs(pieces).sum(axis=0).max()) < 2**24


def test_a_pillow_that_disagrees_makes_the_plan_stand_aside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = _lanczos._pillow_pass

    def off_by_one(luma: np.ndarray, out: int) -> np.ndarray:
        shifted: np.ndarray = real(luma, out) ^ 1
        return shifted

    _lanczos._plan.cache_clear()
    _lanczos._dense.cache_clear()
    monkeypatch.setattr(_lanczos, "_pillow_pass", off_by_one)
    try:
        assert _lanczos._plan(1920, 32) is None
        assert _lanczos.resize(np.zeros((1080, 1920), np.uint8), 32, 32) is None
        rng = np.random.default_rng(5)
        img = Image.fromarray(rng.integers(0, 256, (108, 1920, 3), dtype=np.uint8))
        assert phash(img).hex == str(imagehash.phash(img))  # Pillow ran instead
        crop = img.crop((0, 0, 200, 100))
        assert _lanczos.resize(np.asarray(crop.convert("L")), 32, 32) is None
        assert phash(crop).hex == str(imagehash.phash(crop))
    finally:
        _lanczos._plan.cache_clear()
        _lanczos._dense.cache_clear()


def test_luma_of_an_array_is_pillows_in_strips() -> None:
    rng = np.random.default_rng(11)
    arr = rng.integers(0, 256, (1081, 1920, 3), dtype=np.uint8)  # strips do not divide it
    want = np.asarray(Image.fromarray(arr).convert("L"))
    frame = Frame(arr)
    assert np.array_equal(frame.luma, want)
    assert np.array_equal(np.asarray(frame.luma_pil), want)
    assert np.array_equal(Frame(Image.fromarray(arr)).luma, want)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160), (1280, 720)])
def test_exact_hashes_of_big_frames_match_imagehash(size: tuple[int, int]) -> None:
    rng = np.random.default_rng(size[0])
    noise = rng.integers(0, 256, (size[1], size[0], 3), dtype=np.uint8)
    blocks = np.kron(rng.integers(0, 256, (size[1] // 40, size[0] // 40, 3)), np.ones((40, 40, 1)))
    for arr in (noise, blocks.astype(np.uint8)):
        img = Image.fromarray(arr)
        assert phash(img).hex == str(imagehash.phash(img))
        assert phash(Frame(arr)).hex == str(imagehash.phash(img))
        assert ahash(img).hex == str(imagehash.average_hash(img))
