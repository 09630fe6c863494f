"""Regression cases from the labelled effect set (stored frames; no browser needed).

Each case was rendered in Chromium by ``benchmarks/effect/generate.py`` and labelled by
construction. Two parts are scored: ``dev`` (where thresholds were chosen) and ``test``
(frozen before the hover and JPEG rules were written). The other nine parts, ``holdout``,
``holdout2``, ``holdout3``, ``holdout4``, ``holdout5``, ``holdout6``, ``holdout7``,
``holdout8`` and ``holdout9``, are only checked for their structure here (frozen count and
hash, disjoint scenarios and designs, stored frames): no test runs the verifier on one of
their cases, so nobody sees their verdicts until a final run.
A slice of each scored part is checked in the runner's mode (hover-aware ``pre``, ``post``
without re-point) and in a plain agent loop's mode (``pre`` with the pointer parked away,
``hover_aware=False``), PNG and JPEG.
Verdicts that are wrong today are listed in ``KNOWN_WRONG`` with the mode: the test pins
them, so a change that fixes or breaks one is seen.
"""

from __future__ import annotations

import hashlib
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from vigil import Action, Frame, RunConfig, check_effect, feedback_warning, phash

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "effect"
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_effect  # noqa: E402

# (case, mode, encoding) whose verdict disagrees with the label today (see docs/effect.md).
# A progress bar that grew further between the plain pre and post than the volatile mask's
# reach (160 px) from where it moved while idle: a false "effect" in session mode.
KNOWN_WRONG: set[tuple[str, str, str]] = set()


@cache
def cases() -> dict[str, dict[str, Any]]:
    data = json.loads((SET / "labels.json").read_text())
    return {c["name"]: c for c in data["cases"]}


def run(name: str, mode: str = "runner", encoding: str = "png") -> tuple[dict[str, Any], Any]:
    case = cases()[name]
    p = bench_effect.pairs(case, mode, encoding)
    check = check_effect(
        p.pre,
        p.post,
        case["action"],
        RunConfig(),
        idle=p.idle,
        samples=p.samples or None,
        hover_aware=p.hover_aware,
    )
    return case, check


def slice_of(part: str, step: int) -> list[str]:
    names = sorted(n for n, c in cases().items() if c["part"] == part)
    return names[::step]


FROZEN_PARTS = (
    "test",
    "holdout",
    "holdout2",
    "holdout3",
    "holdout4",
    "holdout5",
    "holdout6",
    "holdout7",
    "holdout8",
    "holdout9",
    "holdout10",
    "holdout11",
)
ALL_PARTS = ("dev", *FROZEN_PARTS)


def test_the_set_has_its_parts_and_all_but_dev_are_frozen() -> None:
    data = json.loads((SET / "labels.json").read_text())
    parts = {c["part"] for c in data["cases"]}
    assert parts == set(ALL_PARTS)
    for part in FROZEN_PARTS:
        assert data[f"{part}_frozen"]["cases"] == sum(c["part"] == part for c in data["cases"])
    scenarios = {
        part: {c["scenario"] for c in data["cases"] if c["part"] == part} for part in ALL_PARTS
    }
    assert not scenarios["dev"] & scenarios["test"]
    assert not scenarios["holdout"] & (scenarios["dev"] | scenarios["test"])
    assert not scenarios["holdout2"] & (scenarios["dev"] | scenarios["test"] | scenarios["holdout"])
    earlier = scenarios["dev"] | scenarios["test"] | scenarios["holdout"] | scenarios["holdout2"]
    assert not scenarios["holdout3"] & earlier
    assert not scenarios["holdout4"] & (earlier | scenarios["holdout3"])
    assert not scenarios["holdout5"] & (earlier | scenarios["holdout3"] | scenarios["holdout4"])
    earlier |= scenarios["holdout3"] | scenarios["holdout4"] | scenarios["holdout5"]
    assert not scenarios["holdout6"] & earlier
    assert not scenarios["holdout7"] & (earlier | scenarios["holdout6"])
    earlier |= scenarios["holdout6"] | scenarios["holdout7"]
    assert not scenarios["holdout8"] & earlier
    assert not scenarios["holdout9"] & (earlier | scenarios["holdout8"])
    assert all(name.startswith("h_") for name in scenarios["holdout"])
    assert all(name.startswith("h2_") for name in scenarios["holdout2"])
    assert all(c["name"].startswith("h2_") for c in data["cases"] if c["part"] == "holdout2")
    assert all(name.startswith("h3_") for name in scenarios["holdout3"])
    assert all(c["name"].startswith("h3_") for c in data["cases"] if c["part"] == "holdout3")
    assert all(name.startswith("h4_") for name in scenarios["holdout4"])
    assert all(c["name"].startswith("h4_") for c in data["cases"] if c["part"] == "holdout4")
    assert all(name.startswith("h5_") for name in scenarios["holdout5"])
    assert all(c["name"].startswith("h5_") for c in data["cases"] if c["part"] == "holdout5")
    assert all(name.startswith("h6_") for name in scenarios["holdout6"])
    assert all(c["name"].startswith("h6_") for c in data["cases"] if c["part"] == "holdout6")
    assert all(name.startswith("h7_") for name in scenarios["holdout7"])
    assert all(c["name"].startswith("h7_") for c in data["cases"] if c["part"] == "holdout7")
    assert all(name.startswith("h8_") for name in scenarios["holdout8"])
    assert all(c["name"].startswith("h8_") for c in data["cases"] if c["part"] == "holdout8")
    assert all(name.startswith("h9_") for name in scenarios["holdout9"])
    assert all(c["name"].startswith("h9_") for c in data["cases"] if c["part"] == "holdout9")
    earlier |= scenarios["holdout8"] | scenarios["holdout9"]
    for part in FROZEN_PARTS[FROZEN_PARTS.index("holdout9") + 1 :]:
        prefix = "h" + part.removeprefix("holdout") + "_"
        assert not scenarios[part] & earlier
        assert all(c["name"].startswith(prefix) for c in data["cases"] if c["part"] == part)
        earlier |= scenarios[part]
    kits = {part: {c["kit"] for c in data["cases"] if c["part"] == part} for part in scenarios}
    assert not kits["holdout"] & (kits["dev"] | kits["test"])
    assert not kits["holdout2"] & (kits["dev"] | kits["test"] | kits["holdout"])
    assert not kits["holdout3"] & (kits["dev"] | kits["test"] | kits["holdout"] | kits["holdout2"])
    assert len(kits["holdout3"]) == 6
    kits_before = set().union(*(kits[p] for p in ("dev", "test", "holdout", "holdout2")))
    kits_before |= kits["holdout3"]
    assert not kits["holdout4"] & kits_before
    assert len(kits["holdout4"]) == 6
    assert not kits["holdout5"] & (kits_before | kits["holdout4"])
    assert len(kits["holdout5"]) == 6
    assert not kits["holdout6"] & (kits_before | kits["holdout4"] | kits["holdout5"])
    assert len(kits["holdout6"]) == 6
    kits_before |= kits["holdout4"] | kits["holdout5"] | kits["holdout6"]
    assert not kits["holdout7"] & kits_before
    assert len(kits["holdout7"]) == 6
    assert not kits["holdout8"] & (kits_before | kits["holdout7"])
    assert len(kits["holdout8"]) == 6
    assert not kits["holdout9"] & (kits_before | kits["holdout7"] | kits["holdout8"])
    assert len(kits["holdout9"]) == 6
    kits_before |= kits["holdout7"] | kits["holdout8"] | kits["holdout9"]
    for part in FROZEN_PARTS[FROZEN_PARTS.index("holdout9") + 1 :]:
        assert not kits[part] & kits_before
        assert len(kits[part]) == 6
        kits_before |= kits[part]
    assert {c["kit"] for c in data["cases"] if c["kit"] == "demo"} <= kits["dev"]
    assert len({c["name"] for c in data["cases"]}) == len(data["cases"])


@pytest.mark.parametrize("part", FROZEN_PARTS)
def test_a_frozen_part_is_the_frames_it_was_frozen_with(part: str) -> None:
    """The hash in the frozen record: SHA-256 over the part's PNG files read in path order
    (``generate.png_sha256``). Every frame an entry names is stored; nothing else is."""
    data = json.loads((SET / "labels.json").read_text())
    names = sorted(c["name"] for c in data["cases"] if c["part"] == part)
    digest = hashlib.sha256()
    for path in sorted(p for name in names for p in (SET / "cases" / name).glob("*.png")):
        digest.update(path.read_bytes())
    assert digest.hexdigest() == data[f"{part}_frozen"]["png_sha256"]
    for case in (c for c in data["cases"] if c["part"] == part):
        named = {case[k] for k in ("pre", "post", "post_runner", "pre_plain", "earlier")}
        named |= set(case["idle"] or []) | set(case["samples"])
        stored = {f"{case['name']}/{p.name}" for p in (SET / "cases" / case["name"]).iterdir()}
        assert named == stored, case["name"]


@pytest.mark.parametrize("part", ["dev", "test"])
@pytest.mark.parametrize(
    ("mode", "encoding"), [("runner", "png"), ("session", "png"), ("session", "jpeg_both")]
)
def test_slice_keeps_its_labels(part: str, mode: str, encoding: str) -> None:
    wrong = []
    for name in slice_of(part, 9):
        case, check = run(name, mode, encoding)
        ok = check.effect_observed is (case["label"] == "effect")
        if ok == ((name, mode, encoding) in KNOWN_WRONG):
            wrong.append(name)
    assert not wrong, wrong


def test_flash_is_no_effect_but_named() -> None:
    name = next(n for n, c in sorted(cases().items()) if c["scenario"] == "validation_flash")
    _, check = run(name)
    assert check.effect_observed is False and check.transient_change
    warning = feedback_warning(check)
    assert warning is not None and "vanished" in warning


def test_hover_before_pointing_is_discounted_in_session_mode() -> None:
    """A plain pre (pointer parked) and a post with the pointer on a hover-styled button."""
    for name in (n for n, c in sorted(cases().items()) if c["scenario"] == "hover_after"):
        case, check = run(name, "session")
        assert case["label"] == "no_effect"
        assert check.effect_observed is False, (name, check.to_dict())
        assert check.hover_discounted or check.notes


def test_reference_rule_misses_what_vigil_sees() -> None:
    """A 64-bit whole-frame hash is blind to a far cart counter going 1 -> 2."""
    case = cases()["cart_counter-light-1280x800"]
    pre, post = Frame(SET / "cases" / case["pre"]), Frame(SET / "cases" / case["post_runner"])
    assert phash(pre) - phash(post) == 0
    assert check_effect(pre, post, Action.from_dict(case["action"])).effect_observed is True


def test_demo_shop_cases_are_development_cases() -> None:
    demo = [n for n, c in cases().items() if c["kit"] == "demo"]
    assert len(demo) == 16
    assert all(cases()[n]["part"] == "dev" for n in demo)
    for name in demo:
        case, check = run(name)
        assert check.effect_observed is (case["label"] == "effect"), name
