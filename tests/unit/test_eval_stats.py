"""The sweep statistics against values computed independently (scipy, published tables)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from scipy import stats as sps

from vigil.eval.stats import (
    EXACT_BELOW,
    arm_stats,
    flags,
    mcnemar,
    paired,
    wilson,
)


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [  # Wilson 95 % intervals as tabulated by Newcombe (1998), Table I, and statsmodels
        (0, 10, 0.0, 0.2775),
        (5, 10, 0.2366, 0.7634),
        (10, 10, 0.7225, 1.0),
        (81, 263, 0.2553, 0.3662),
        (1, 29, 0.0061, 0.1718),
    ],
)
def test_wilson_known_values(k: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(low, abs=6e-5) and hi == pytest.approx(high, abs=6e-5)


def test_wilson_edges() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(3, 2)


@pytest.mark.parametrize(("b", "c"), [(0, 3), (1, 9), (4, 4), (2, 11), (12, 12)])
def test_mcnemar_exact_matches_the_binomial_test(b: int, c: int) -> None:
    assert b + c < EXACT_BELOW
    expected = sps.binomtest(min(b, c), b + c, 0.5).pvalue
    assert mcnemar(b, c) == pytest.approx(expected, rel=1e-9)
    assert mcnemar(c, b) == mcnemar(b, c)


@pytest.mark.parametrize(("b", "c"), [(10, 30), (25, 25), (40, 12)])
def test_mcnemar_chi_square_with_continuity_correction(b: int, c: int) -> None:
    chi2 = (abs(b - c) - 1) ** 2 / (b + c)
    assert mcnemar(b, c) == pytest.approx(sps.chi2.sf(chi2, 1), rel=1e-9)


def test_mcnemar_no_discordant_pairs() -> None:
    assert mcnemar(0, 0) == 1.0
    assert mcnemar(0, 3) == pytest.approx(0.25)


@dataclass
class Run:
    success: bool | None
    error: str | None = None
    wall_s: float = 10.0


def test_paired_counts_and_difference() -> None:
    pairs = [(True, True), (False, True), (False, True), (True, False), (False, False)]
    result = paired(pairs)
    assert (result.both, result.only_off, result.only_on, result.neither) == (1, 1, 2, 1)
    assert result.diff == pytest.approx(0.2)
    assert result.p_value == pytest.approx(1.0)
    assert paired([]).diff is None


def test_arm_stats_counts_errors_as_failures_and_skips_unchecked() -> None:
    s = arm_stats([Run(True), Run(False, "boom"), Run(None), Run(True, wall_s=30.0)])
    assert (s.n, s.checked, s.successes, s.errors) == (4, 3, 2, 1)
    assert s.rate == pytest.approx(2 / 3) and s.median_wall_s == 10.0


def test_flags() -> None:
    off = [Run(True), Run(True), Run(False)]
    assert flags(off, [Run(True), Run(True), Run(False, wall_s=14.0)]) == []
    kinds = [
        f.kind for f in flags(off, [Run(True), Run(False, "crash", 40.0), Run(False, None, 40.0)])
    ]
    assert kinds == ["fewer_successes", "errors", "slower"]
