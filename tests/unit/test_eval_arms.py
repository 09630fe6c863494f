"""Arm expansion: 2^k combinations, stable names, checked toggle names."""

from __future__ import annotations

import pytest

from vigil.config import RunConfig
from vigil.errors import ConfigError
from vigil.eval.arms import Arm, expand_arms, parse_matrix, toggle_pairs


def test_two_toggles_make_four_arms_all_off_first() -> None:
    arms = expand_arms(parse_matrix("perceptual_verify, loop-adaptive"))
    assert [a.name for a in arms] == [
        "perceptual_verify=off,loop_adaptive=off",
        "perceptual_verify=off,loop_adaptive=on",
        "perceptual_verify=on,loop_adaptive=off",
        "perceptual_verify=on,loop_adaptive=on",
    ]
    assert arms[1].short == "pv- la+"
    assert all(Arm.from_name(a.name) == a for a in arms)


def test_arm_configs_leave_other_toggles_alone() -> None:
    base = RunConfig().with_overrides(done_gate=False)
    cfg = expand_arms(["loop_adaptive"])[0].config(base)
    assert cfg.loop_adaptive is False and cfg.done_gate is False and cfg.perceptual_verify


@pytest.mark.parametrize("k", [0, 1, 3, 5])
def test_counts(k: int) -> None:
    names = [
        "perceptual_verify",
        "loop_adaptive",
        "adaptive_click_tol",
        "loop_recovery",
        "done_gate",
    ][:k]
    arms = expand_arms(names)
    assert len(arms) == 2**k and len({a.name for a in arms}) == 2**k
    # every toggle is compared OFF→ON once per setting of the others, plus all-off vs all-on
    expected = k * 2 ** max(k - 1, 0) + (1 if k > 1 else 0)
    assert len(toggle_pairs(arms)) == expected


def test_pairs_differ_in_exactly_their_toggle() -> None:
    for toggle, off, on in toggle_pairs(expand_arms(["perceptual_verify", "loop_adaptive"])):
        diff = [n for (n, a), (_, b) in zip(off.settings, on.settings, strict=True) if a != b]
        assert diff == ([toggle] if toggle != "all" else ["perceptual_verify", "loop_adaptive"])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("perceptual_verify,bogus", "unknown toggle 'bogus'"),
        ("loop_adaptive,loop_adaptive", "names 'loop_adaptive' twice"),
    ],
)
def test_bad_matrix(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_matrix(text)


def test_bad_arm_name() -> None:
    with pytest.raises(ConfigError):
        Arm.from_name("perceptual_verify=maybe")
