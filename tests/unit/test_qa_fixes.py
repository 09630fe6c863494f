"""Regressions from a QA pass: expected-element inputs, diff argument checks, loop and done
texts that must say what really happened."""

from __future__ import annotations

import numpy as np
import pytest

from vigil import verify_after, verify_before
from vigil.verify.screen import ocr_presence_check, verify_screen_match


def ocr(frame: object) -> list[str]:
    return ["Submit order", "Cancel"]


FRAME = np.full((40, 60, 3), 255, np.uint8)


# -- 1. a single expected element -----------------------------------------------------------
@pytest.mark.parametrize("fn", [verify_before, verify_after])
def test_a_single_string_is_one_expected_element(fn) -> None:
    r = fn(FRAME, "Submit order", ocr, None)
    assert r.match and r.confidence == 1.0
    assert [e["text"] for e in r.expected_elements] == ["Submit order"]
    missing = fn(FRAME, "Place order", ocr, None)
    assert not missing.match
    assert "1 of 1 expected" in missing.reason


def test_a_single_mapping_is_one_expected_element() -> None:
    r = verify_before(FRAME, {"role": "", "text": "Cancel"}, ocr, None)
    assert r.match and [e["text"] for e in r.expected_elements] == ["Cancel"]
    assert ocr_presence_check(["Cancel"], "Cancel").all_found
    assert ocr_presence_check(["Cancel"], {"text": "Cancel"}).all_found


@pytest.mark.parametrize("bad", [None, 5, b"Submit", 3.5])
def test_expected_elements_of_the_wrong_type_name_the_argument(bad) -> None:
    with pytest.raises(TypeError, match="expected_elements"):
        verify_before(FRAME, bad, ocr, None)
    with pytest.raises(TypeError, match="expected_elements"):
        verify_screen_match(FRAME, bad, ocr, None)
    with pytest.raises(TypeError, match="expected"):
        ocr_presence_check(["x"], bad)


def test_a_bad_item_in_the_list_names_the_argument() -> None:
    with pytest.raises(TypeError, match="each of expected_elements"):
        verify_after(FRAME, ["Submit order", None], ocr, None)


def test_lists_tuples_and_generators_still_work() -> None:
    assert verify_before(FRAME, ("Submit order", "Cancel"), ocr, None).match
    assert verify_before(FRAME, (t for t in ["Cancel"]), ocr, None).match
    assert verify_before(FRAME, [], ocr, None).reason.startswith("no expected elements")
