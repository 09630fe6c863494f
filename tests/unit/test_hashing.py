"""Hashes: golden values, imagehash agreement, value semantics, fast-path closeness."""

from __future__ import annotations

from pathlib import Path

import imagehash
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from vigil import Frame, Hash, ahash, dhash, hash_frame, hash_region, phash
from vigil.frames import hashing

DATA = Path(__file__).parent.parent / "data" / "frames"

# Computed once with imagehash 4.3.2 on Pillow 12 (the version pyproject pins below 13).
GOLDEN = {
    "form": ("9e643c3d613f6161", "00ffffffffff9fff", "36206c6694782882"),
    "table": ("8a73757171717870", "00ffffffffffffff", "ca40b5b5b535b5b5"),
    "dashboard": ("83787a87876a7887", "0000003f7f3f2000", "cacadededac2c0c0"),
}
GOLDEN_CROP = {
    "form": ("83551501aaeeeeea", "0000ffffffffffff", "cccc338303030303"),
    "table": ("df2300106b7bff84", "0000ffffffffffff", "d9dc6b5964343434"),
    "dashboard": ("e01e8e393b33233d", "00f0e0e0c0e0e0f0", "10a4808890808080"),
}


def _frame(name: str) -> Frame:
    return Frame(DATA / f"{name}-1280x800.png")


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_whole_frame(name: str) -> None:
    f = _frame(name)
    assert (phash(f).hex, ahash(f).hex, dhash(f).hex) == GOLDEN[name]


@pytest.mark.parametrize("name", sorted(GOLDEN_CROP))
def test_golden_corner_crop(name: str) -> None:
    crop = _frame(name).crop((0, 0, 200, 200))
    assert (phash(crop).hex, ahash(crop).hex, dhash(crop).hex) == GOLDEN_CROP[name]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_agrees_with_imagehash_on_sizes_and_edge_crops(name: str) -> None:
    f = _frame(name)
    rng = np.random.default_rng(3)
    crops = [
        f.crop_around(
            int(rng.integers(-40, 1320)),
            int(rng.integers(-40, 840)),
            int(rng.choice([16, 64, 100, 200, 333])),
        )
        for _ in range(25)
    ]
    scaled = [Frame(f.pil.resize((w, h))) for (w, h) in ((640, 400), (411, 977), (1600, 50))]
    for sample in [f, *crops, *scaled]:
        pil = sample.pil
        assert phash(sample).hex == str(imagehash.phash(pil))
        assert ahash(sample).hex == str(imagehash.average_hash(pil))
        assert dhash(sample).hex == str(imagehash.dhash(pil))


def test_flat_crop_matches_imagehash() -> None:
    for colour in (0, 7, 128, 255):
        img = Image.new("RGB", (200, 200), (colour, colour, colour))
        expected = "0000000000000000" if colour == 0 else "8000000000000000"
        assert phash(img).hex == str(imagehash.phash(img)) == expected
        assert ahash(img).hex == str(imagehash.average_hash(img))
        assert dhash(img).hex == str(imagehash.dhash(img))


def test_half_flat_and_symmetric_patterns_match_imagehash() -> None:
    stripes = np.zeros((96, 96, 3), np.uint8)
    stripes[:, ::2] = 255
    half = np.zeros((120, 120, 3), np.uint8)
    half[:, 60:] = 200
    checker = np.indices((64, 64)).sum(axis=0) % 2 * 255
    checker_rgb = np.repeat(checker[:, :, None], 3, axis=2).astype(np.uint8)
    for arr in (stripes, half, checker_rgb):
        img = Image.fromarray(arr)
        assert phash(arr).hex == str(imagehash.phash(img))


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_fast_variant_is_close_on_screenshots(name: str) -> None:
    f = _frame(name)
    for fn in (phash, ahash, dhash):
        assert fn(f, exact=False) - fn(f) <= 8


@pytest.mark.parametrize("idle_core", [True, False])
def test_big_frame_parallel_and_serial_paths_stay_exact(
    idle_core: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vigil.frames import hashing

    monkeypatch.setattr(hashing, "_second_core_idle", lambda: idle_core)
    # Sizes the matrix products take never reach Pillow's own pass: make this one do.
    monkeypatch.setattr(hashing, "has_plan", lambda *_: False)
    f = _frame("table")
    big = Frame(f.pil.resize((1920, 1080)))
    assert phash(big).hex == str(imagehash.phash(big.pil))
    assert dhash(big).hex == str(imagehash.dhash(big.pil))


def test_hash_value_semantics() -> None:
    a = Hash.from_hex("8000000000000000")
    b = Hash.from_hex("8000000000000003")
    assert a - b == 2 and b - a == 2 and a - a == 0
    assert a == Hash.from_hex("8000000000000000") and a != b
    assert {a: 1}[Hash.from_hex("8000000000000000")] == 1
    assert str(a) == a.hex == "8000000000000000"
    assert len(a) == 64


def test_hash_errors() -> None:
    with pytest.raises(TypeError, match="differ in size"):
        _ = Hash.from_hex("ff") - Hash.from_hex("8000000000000000")
    with pytest.raises(TypeError):
        _ = Hash.from_hex("ff") - "ff"  # type: ignore[operator]
    with pytest.raises(ValueError):
        Hash.from_hex("xyz")
    with pytest.raises(ValueError):
        Hash.from_hex("")
    with pytest.raises(ValueError, match="unknown hash method"):
        hash_frame(_frame("form"), "bhash")  # type: ignore[arg-type]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(0, 2**64 - 1))
def test_hash_properties(x: int, y: int) -> None:
    a, b = Hash(x), Hash(y)
    assert a - a == 0
    assert a - b == b - a
    assert Hash.from_hex(a.hex) == a
    assert 0 <= a - b <= 64


@given(st.integers(0, 2**64 - 1))
def test_bool_array_round_trip(x: int) -> None:
    h = Hash(x)
    assert Hash.from_bool_array(h.to_bool_array()) == h


def test_hash_region_is_the_crop_hash() -> None:
    f = _frame("form")
    assert hash_region(f, 5, 5, 200) == phash(f.crop((0, 0, 200, 200)))
    assert hash_region(f, 2000, 2000, 100, "ahash") == ahash(f.crop((1180, 700, 1280, 800)))


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 60), st.integers(1, 60), st.integers(0, 255))
def test_tiny_frames_hash(w: int, h: int, v: int) -> None:
    """Tiny frames: ahash and dhash exactly like imagehash (upscaling included).

    phash of a near-flat tiny frame (one odd pixel) is NOT always exact: its DCT has
    coefficients that tie in exact arithmetic, and which side of the median they land on is
    decided by round-off (scipy's FFT vs a matrix product). Measured on every size 1-60 x
    1-60 with 19 grey levels (68,400 frames): 726 differ, 710 of them by one bit, the worst
    by 16 (2 px wide frames 32 or 60 tall, where half the coefficients tie); on screenshots
    and crops the bits agree (see the golden and agreement tests). The bound pins that.
    """
    arr = np.full((h, w, 3), v, np.uint8)
    arr[0, 0] = 255 - v
    pil = Image.fromarray(arr)
    for fn, ref in ((ahash, imagehash.average_hash), (dhash, imagehash.dhash)):
        assert fn(arr).hex == str(ref(pil))
        assert fn(Frame(pil)).hex == str(ref(pil))
    assert phash(arr) - Hash.from_hex(str(imagehash.phash(pil))) <= 16
    assert phash(arr) == phash(Frame(pil))


@pytest.mark.parametrize("kind", ["numpy", "pil", "png_bytes", "frame"])
def test_exact_phash_is_imagehash_for_every_input_type(kind: str) -> None:
    f = _frame("form")
    arr = np.array(f.rgb)
    source = {
        "numpy": arr,
        "pil": Image.fromarray(arr),
        "png_bytes": f.to_png(),
        "frame": Frame(arr),
    }[kind]
    assert phash(source).hex == str(imagehash.phash(Image.fromarray(arr)))


def test_fast_phash_depends_on_the_pixels_alone() -> None:
    """The fast hash is the same whether the frame was diffed first (gray cached), is fresh,
    or came as a Pillow image; and it stays within a few bits of imagehash."""
    f = _frame("form")
    arr = np.array(f.rgb)
    fresh = phash(Frame(arr), exact=False)
    cached = Frame(arr)
    _ = cached.gray
    assert phash(cached, exact=False) == fresh
    assert phash(Frame(Image.fromarray(arr)), exact=False) == fresh
    assert fresh - phash(arr) <= 6


def _screen(width: int, height: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    img = np.full((height, width, 3), 240, np.uint8)
    for _ in range(40):  # blocks of UI-like colour on a light page
        x, y = int(rng.integers(0, width - 40)), int(rng.integers(0, height - 20))
        img[y : y + 20, x : x + 40] = rng.integers(0, 256, 3, dtype=np.uint8)
    return img


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1366, 768), (600, 400)])
@pytest.mark.parametrize("change", ["none", "tick", "band", "whole"])
def test_phash_after_gives_the_bits_of_a_fresh_fast_hash(
    size: tuple[int, int], change: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vigil.frames import phash_after

    w, h = size
    pre = _screen(w, h, 1)
    post = pre.copy()
    if change == "tick":
        post[301:317, 400:416] = (30, 120, 30)
    elif change == "band":
        post[h // 4 : h // 4 + 90, :] = (10, 10, 10)
    elif change == "whole":
        post = _screen(w, h, 2)
    base = Frame(pre)
    phash(base, exact=False)
    rows_hashed: list[int] = []
    real = hashing._column_means

    def spy(gray: np.ndarray, gw: int) -> np.ndarray:
        rows_hashed.append(gray.shape[0])
        return real(gray, gw)

    monkeypatch.setattr(hashing, "_column_means", spy)
    reused = phash_after(Frame(post), base)
    monkeypatch.undo()
    assert reused == phash(Frame(post), exact=False)
    if change in ("none", "tick") and (w * 3) % 8 == 0 and h >= 512:
        # The shortcut really ran: only the changed rows were hashed again.
        assert sum(rows_hashed) <= 16


def test_phash_after_falls_back_for_other_frames() -> None:
    from vigil.frames import phash_after

    pre = Frame(_screen(1280, 800, 3))
    other = Frame(_screen(1024, 768, 4))
    phash(pre, exact=False)
    assert phash_after(other, pre) == phash(Frame(_screen(1024, 768, 4)), exact=False)
    # A frame with its grayscale cached: the shortcut reuses those rows, with the same bits.
    gray_first = Frame(_screen(1280, 800, 5))
    _ = gray_first.gray
    assert phash_after(gray_first, pre) == phash(Frame(_screen(1280, 800, 5)), exact=False)
    pil = Frame(Image.fromarray(_screen(1280, 800, 6)))
    assert phash_after(pil, pre) == phash(
        Frame(Image.fromarray(_screen(1280, 800, 6))), exact=False
    )


def test_fast_phash_of_a_pillow_frame_reads_pillows_memory_with_the_same_bits() -> None:
    """A Pillow frame's fast hash converts rows straight from Pillow's pixels (no RGB copy)
    and lands on the very bits of the same pixels as an array, in full and after a base."""
    rng = np.random.default_rng(4)
    arr = np.kron(rng.integers(0, 256, (27, 48, 3)), np.ones((40, 40, 1))).astype(np.uint8)
    arr[::7, ::5] = rng.integers(0, 256, (155, 384, 3), dtype=np.uint8)
    pil_frame = Frame(Image.fromarray(arr))
    assert phash(pil_frame, exact=False) == phash(Frame(arr), exact=False)
    assert pil_frame._rgb is None  # nothing was copied out
    changed = arr.copy()
    changed[500:530, 900:1000] = 255 - changed[500:530, 900:1000]
    post = Frame(Image.fromarray(changed))
    after = hashing.phash_after(post, pil_frame, (500, 530))
    assert after == phash(Frame(changed), exact=False)
    assert post._rgb is None
