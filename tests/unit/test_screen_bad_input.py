"""Bad and extreme input to the screen verifier and RapidOCR: a clear error or a quick empty
answer, never a wrong verdict or a dead process."""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from vigil import verify_before
from vigil.ocr import rapid
from vigil.ocr.base import OcrOutputError, OcrToken, to_tokens
from vigil.ocr.rapid import MIN_TEXT_SIDE, RapidOcr, pipeline_short_side
from vigil.verify.screen import parse_expected, read_text_in_boxes, text_near

FRAME = np.full((80, 120, 3), 255, dtype=np.uint8)
NAN = float("nan")


# -- 1. thin and tiny frames in RapidOCR --------------------------------------------------------
_THIN_FRAMES = """
import numpy as np
import vigil
from vigil.verify.screen import read_text_near, text_near

def noise(h, w):
    return np.random.default_rng(0).integers(0, 255, (h, w, 3), dtype=np.uint8)

# Every entry point on the frames that crashed or took seconds (1x2000 was a SIGSEGV).
for h, w in [(1, 2000), (2, 2000), (1, 800), (1, 2001), (2000, 1)]:
    a = noise(h, w)
    assert vigil.RapidOcr().read(a) == []
    r = vigil.verify_before(a, ["Sign in"], vigil.RapidOcr(), None)
    assert not r.match and "OCR failed" not in r.reason, (h, w, r.reason)
    ocr = vigil.RapidOcr()
    assert not text_near(a, "Sign in", (w // 2, h // 2), ocr)
    assert read_text_near(a, (w // 2, h // 2), ocr) == []
    assert ocr.recognize_region(a, (0, 0, w, h)) == []
    assert ocr.read_region_changes(a, a, (0, 0, w, h)) == ([], [])
# Strips RapidOCR scaled up past a detection's size (padded now), and one its shrink rounded
# to nothing (a BackendError before).
ocr = vigil.RapidOcr()
assert isinstance(ocr.read(noise(10, 800)), list)
assert ocr.read(np.full((12, 2100, 3), 255, np.uint8)) == []
print("survived")
"""


def test_thin_noise_frames_neither_crash_nor_fail_any_rapidocr_entry_point() -> None:
    # Run apart: before the fix a 1x2000 frame killed the process (SIGSEGV in OpenCV), which
    # would take pytest with it.
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", textwrap.dedent(_THIN_FRAMES)],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("survived")


@pytest.mark.parametrize("shape", [(1, 2000), (7, 7), (2000, 3), (7, 4000)])
def test_frames_under_the_text_minimum_read_as_no_text_without_a_model(
    shape: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_model() -> Any:
        raise AssertionError("a frame too small for text ran a model")

    ocr = RapidOcr()
    monkeypatch.setattr(ocr, "_load", no_model)
    h, w = shape
    a = np.zeros((h, w, 3), np.uint8)
    assert min(shape) < MIN_TEXT_SIDE
    assert ocr.read(a) == []
    assert ocr.detect(a) == []
    assert ocr.recognize_region(a, (0, 0, w, h)) == []


@pytest.mark.parametrize(
    ("w", "h", "short"),
    [
        (2000, 1, 30),  # the crash: upscaled 30x, it became 32x60000
        (800, 10, 30),  # upscaled 3x, 2400 > 2000: padded instead
        (1, 2000, 30),  # tall strips likewise
        (600, 20, 20),  # upscaled to 900: RapidOCR's own way, unchanged
        (100, 25, 25),  # a thumbnail: unchanged
        (1280, 800, 800),  # a screen: unchanged
        (4000, 40, 40),  # shrunk to 20x2000, rounded up to 32: unchanged
        (4000, 30, 35),  # shrunk to 15x2000 it rounded to nothing and failed: padded
        (2001, 1, 19),  # shrunk to nothing as well
    ],
)
def test_the_pipeline_gets_a_short_side_it_can_handle(w: int, h: int, short: int) -> None:
    assert pipeline_short_side(w, h, 2000) == short


@pytest.mark.parametrize("w", [40, 300, 800, 1999, 2000, 2001, 3000, 5000, 9000])
@pytest.mark.parametrize("h", [8, 9, 12, 17, 29, 30, 31, 64])
def test_rapidocrs_own_preprocessing_stays_within_one_detection(w: int, h: int) -> None:
    """RapidOCR's own resize and padding, run on the padded image: nothing fails and nothing
    grows past a 2000-wide detection (a 1x2000 strip used to become 15000x60000)."""
    from rapidocr.utils.process_img import apply_vertical_padding, resize_image_within_bounds

    for width, height in ((w, h), (h, w)):
        image, _ = rapid._pipeline_image(np.zeros((height, width, 3), np.uint8), 2000)
        shaped, _, _ = resize_image_within_bounds(image, 30, 2000)
        padded, _ = apply_vertical_padding(shaped, {}, 8, 30)
        assert padded.size > 0
        assert max(padded.shape[:2]) <= 2048
        assert padded.shape[0] * padded.shape[1] <= 2048 * 512


class _FakeEngine:
    """RapidOCR's pipeline as far as ``RapidOcr._detect`` uses it: records the image, answers
    fixed quadrilaterals in that image's pixels."""

    def __init__(self, quads: list[list[list[float]]]) -> None:
        self.quads = quads
        self.seen: list[tuple[int, ...]] = []

    def __call__(self, image: Any, **_: Any) -> Any:
        self.seen.append(image.shape)
        return SimpleNamespace(boxes=np.array(self.quads, dtype=np.float32))


def test_lines_found_on_a_padded_strip_come_back_in_its_pixels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    strip = np.zeros((10, 800, 3), np.uint8)  # padded to 30 rows: 10 above, 10 below
    engine = _FakeEngine(
        [
            [[5, 9], [300, 9], [300, 21], [5, 21]],  # the strip's line, a little overgrown
            [[400, 0], [500, 0], [500, 8], [400, 8]],  # only in the padding above
            [[600, 19], [700, 19], [700, 21], [600, 21]],  # one row of the strip
        ]
    )
    ocr = RapidOcr()
    monkeypatch.setattr(ocr, "_load", lambda: engine)
    found = ocr._detect(strip)
    assert engine.seen == [(30, 800, 3)]
    assert found.boxes == ((5, 0, 300, 10),)


def test_lines_too_thin_for_a_glyph_are_never_cropped() -> None:
    def quad(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
        return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]

    kept = rapid._sorted_detection(
        [quad(0, 10, 100, 10), quad(0, 20, 100, 21), quad(5, 5, 5, 40), quad(0, 30, 100, 32)]
    )
    assert kept.boxes == ((0, 30, 100, 32),)


# -- 2. what an OCR client returns ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("output", "named"),
    [
        ("Sign in", "bare str"),
        ({"text": "Sign in"}, "bare dict"),
        (OcrToken("Sign in"), "bare OcrToken"),
        (None, "bare NoneType"),
        (42, "int"),
    ],
)
def test_an_ocr_client_returning_one_value_instead_of_a_list_is_refused(
    output: Any, named: str
) -> None:
    with pytest.raises(TypeError, match=named) as info:
        verify_before(FRAME, ["Sign in"], lambda f: output, None)
    assert isinstance(info.value, OcrOutputError)
    assert "list of tokens" in str(info.value)


@pytest.mark.parametrize(
    "item",
    [
        ("Sign in", (0, 0, 50, 20), NAN),
        ((0, 0, 50, 20), "Sign in", NAN),
        {"text": "Sign in", "score": NAN},
        OcrToken("Sign in", (0, 0, 50, 20), NAN),
    ],
)
def test_a_nan_score_is_an_error_naming_it_not_a_silently_dropped_token(item: Any) -> None:
    with pytest.raises(OcrOutputError, match="score NaN"):
        verify_before(FRAME, ["Sign in"], lambda f: [item], None)


@pytest.mark.parametrize("score", ["high", None, [0.9]])
def test_a_score_that_is_not_a_number_is_refused(score: Any) -> None:
    with pytest.raises(OcrOutputError, match="not a number"):
        to_tokens([{"text": "Sign in", "score": score}])


def test_good_output_still_reads_and_an_engine_that_raises_is_still_a_verdict() -> None:
    assert verify_before(FRAME, ["Sign in"], lambda f: ["Sign in"], None).match
    assert verify_before(FRAME, ["Sign in"], lambda f: (t for t in ["Sign in"]), None).match
    low = verify_before(FRAME, ["Sign in"], lambda f: [("Sign in", None, 0.2)], None)
    assert not low.match and "doubtful" in " ".join(low.mismatches)

    def broken(frame: Any) -> list[str]:
        raise RuntimeError("engine down")

    r = verify_before(FRAME, ["Sign in"], broken, None)
    assert not r.match and "OCR failed" in r.reason and "engine down" in r.reason


# -- 3. an expected element's region and near ----------------------------------------------------
@pytest.mark.parametrize("region", ["top", b"top", {"x": 1}, 5, [[0, 0], [10, 10]], ["a", 0, 1, 1]])
def test_a_region_that_is_not_four_numbers_names_the_field_and_its_form(region: Any) -> None:
    with pytest.raises(TypeError, match=r"'region' must be \[x0, y0, x1, y1\]"):
        verify_before(FRAME, [{"text": "Sign in", "region": region}], lambda f: ["x"], None)


@pytest.mark.parametrize(
    "region", [[0, 0, 5], [0, 0, 5, 5, 5], [0, 0, NAN, 5], [0, 0, math.inf, 5], [10, 0, 5, 5]]
)
def test_a_region_of_the_wrong_count_or_value_names_the_field(region: Any) -> None:
    with pytest.raises(ValueError, match=r"'region' must be .* finite numbers"):
        parse_expected({"text": "Sign in", "region": region})


def test_valid_regions_and_points_read_as_before() -> None:
    el = parse_expected({"text": "OK", "region": (0.5, 1.7, 10.9, 20.2), "near": [3, "4.5"]})
    assert el["region"] == (0, 1, 10, 20)
    assert el["near"] == (3.0, 4.5)
    assert parse_expected({"text": "OK", "region": np.array([0, 0, 8, 8])})["region"] == (
        0,
        0,
        8,
        8,
    )


@pytest.mark.parametrize(
    ("near", "error"), [("ab", TypeError), ([NAN, 1], ValueError), ([1], ValueError)]
)
def test_a_bad_near_names_the_field(near: Any, error: type[Exception]) -> None:
    with pytest.raises(error, match=r"'near' must be \[x, y\]"):
        parse_expected({"text": "Sign in", "near": near})


# -- 4. where a region query looks ---------------------------------------------------------------
@pytest.mark.parametrize("point", [(NAN, 5), (5, math.inf), (-math.inf, NAN)])
def test_text_near_a_point_that_is_not_finite_says_so(point: tuple[float, float]) -> None:
    with pytest.raises(ValueError, match=r"point \(x, y\) must be two finite numbers"):
        text_near(FRAME, "Sign in", point, lambda f: ["Sign in"])


def _sign_in(frame: Any) -> list[str]:
    return ["Sign in"]


def test_other_bad_places_to_look_are_named() -> None:
    ocr = _sign_in
    with pytest.raises(TypeError, match="a point"):
        text_near(FRAME, "Sign in", "12", ocr)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a point"):
        text_near(FRAME, "Sign in", ("a", 5), ocr)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="radius"):
        text_near(FRAME, "Sign in", (5, 5), ocr, radius=NAN)
    with pytest.raises(ValueError, match=r"box \(x0, y0, x1, y1\) must be four finite"):
        read_text_in_boxes(FRAME, [(0, 0, NAN, 5)], ocr)
    with pytest.raises(ValueError, match="a point"):
        read_text_in_boxes(FRAME, [(0, 0, 5)], ocr)
