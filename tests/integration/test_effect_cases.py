"""Regression cases from the labelled effect set (stored frames; no browser needed).

Each case was rendered in Chromium by ``benchmarks/effect/generate.py`` and labelled by
construction. A change to the verifier that breaks one of these breaks a real UI situation.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from vigil import Action, Frame, RunConfig, check_effect, feedback_warning, phash

SET = Path(__file__).resolve().parents[2] / "benchmarks" / "effect"


@cache
def cases() -> dict[str, dict[str, Any]]:
    data = json.loads((SET / "labels.json").read_text())
    return {c["name"]: c for c in data["cases"]}


def run(name: str) -> tuple[dict[str, Any], Any]:
    case = cases()[name]
    frame = lambda rel: Frame(SET / "cases" / rel)  # noqa: E731
    idle = tuple(frame(p) for p in case["idle"]) if case["idle"] else None
    samples = [frame(p) for p in case["samples"]] or None
    check = check_effect(frame(case["pre"]), frame(case["post"]), case["action"], RunConfig(),
                         idle=idle, samples=samples)  # type: ignore[arg-type]
    return case, check


REGRESSION = [
    # (case, effect_observed, reason or None)
    ("checkbox-dark-1920x1080", True, "region_changed"),
    ("cart_counter-light-1280x800", True, "global_changed"),
    ("colour_only-dark-1280x800", True, None),
    ("colour_only-light-1280x800", True, "region_changed"),
    ("saved_label-dark-1920x1080", True, "global_changed"),
    ("b_modal-light-1280x800", True, "region_changed"),
    ("b_dropdown-dark-1280x800", True, "region_changed"),
    ("navigation-light-1920x1080", True, None),
    ("consent_overlay-light-1280x800", False, "global_and_region_stable"),
    ("b_disabled-dark-1280x800", False, "global_and_region_stable"),
    ("empty_space-dark-1280x800", False, "global_and_region_stable"),
    ("modal_hidden-light-1280x800", False, "global_and_region_stable"),
    ("rerender-light-1280x800", False, "global_and_region_stable"),
    ("hover_after-light-1920x1080", False, "global_and_region_stable"),
    ("clock_noop-light-1280x800", False, "global_and_region_stable"),
    ("progress_noop-dark-1280x800", False, "global_and_region_stable"),
    ("ticker_noop-light-1920x1080", False, "global_and_region_stable"),
    ("clock_checkbox-light-1280x800", True, "region_changed"),
]


@pytest.mark.parametrize(("name", "effect", "reason"), REGRESSION)
def test_labelled_case(name: str, effect: bool, reason: str | None) -> None:
    case, check = run(name)
    assert (case["label"] == "effect") is effect  # the table matches the label file
    assert check.effect_observed is effect, check.to_dict()
    if reason is not None:
        assert check.reason == reason, check.to_dict()


def test_jpeg_variants_keep_their_labels() -> None:
    jpeg = [n for n, c in cases().items() if c["encoding"] != "png"]
    assert len(jpeg) >= 50
    for name in jpeg[::6]:
        case, check = run(name)
        assert check.effect_observed is (case["label"] == "effect"), name


def test_flash_is_no_effect_but_named() -> None:
    _, check = run("validation_flash-light-1280x800")
    assert check.effect_observed is False and check.transient_change
    warning = feedback_warning(check)
    assert warning is not None and "vanished" in warning


def test_hover_before_pointing_reads_as_effect() -> None:
    """The documented capture rule exists for this: hover restyles the target."""
    case, check = run("hover_before-light-1280x800")
    assert case["capture"] == "pre_before_pointer" and case["label"] == "no_effect"
    assert check.effect_observed is True and check.reason == "region_changed"


def test_reference_rule_misses_what_vigil_sees() -> None:
    """A 64-bit whole-frame hash is blind to a far cart counter going 1 -> 2."""
    case = cases()["cart_counter-light-1920x1080"]
    pre, post = Frame(SET / "cases" / case["pre"]), Frame(SET / "cases" / case["post"])
    assert phash(pre) - phash(post) == 0
    action = Action.from_dict(case["action"])
    assert check_effect(pre, post, action).effect_observed is True


def test_held_out_demo_shop_cases() -> None:
    """Pages from the bundled demo shop, not written for the verifier: every label holds."""
    demo = [
        n for n, c in cases().items()
        if c["kit"] == "demo" and c["capture"] == "pre_after_pointer" and c["encoding"] == "png"
    ]
    assert len(demo) >= 16
    for name in demo:
        case, check = run(name)
        assert check.effect_observed is (case["label"] == "effect"), name


def test_reload_under_a_still_pointer_needs_a_re_point() -> None:
    """Next on the last page reloads it; without re-pointing, the lost hover reads as an effect."""
    _, repointed = run("demo_last_page_next-light-1280x800")
    _, unpointed = run("demo_last_page_next-light-1280x800__unpointed")
    assert repointed.effect_observed is False
    assert unpointed.effect_observed is True
