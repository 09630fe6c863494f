"""Statistics and flags for toggle A/B results: pure functions on plain values.

Kept free of SQLite, plotting and the runner so the service's ablation script can use the
same numbers: anything with ``success`` (bool or None: no check), ``error`` (str or None) and
``wall_s`` is an outcome.

* :func:`wilson` — the 95 % Wilson score interval of a success rate. Unlike the normal
  approximation it stays inside [0, 1] and is honest at 0/n and n/n, which small sweeps hit
  all the time.
* :func:`mcnemar` — the test for paired binary outcomes (the same task and repeat, OFF vs
  ON): only discordant pairs carry information. Exact two-sided binomial for fewer than 25
  discordant pairs, the continuity-corrected chi-square above.
* :func:`flags` — what should make a reader look twice at a toggle: fewer successes with
  it ON, errors with it ON, ON slower than 1.5× OFF. Wall time is only compared with at
  least :data:`MIN_TIME_RUNS` runs on each side: one run per arm is one draw of a noisy
  clock (identical sweeps flagged different tasks), so a flag from it would be noise.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

__all__ = [
    "ArmStats",
    "Flag",
    "Outcome",
    "PairedResult",
    "arm_stats",
    "flags",
    "mcnemar",
    "paired",
    "time_comparable",
    "wilson",
]

#: ON wall time above this multiple of OFF raises the ``slower`` flag.
SLOWDOWN_FLAG = 1.5
#: Fewer runs than this on either side and wall times are not compared (no ``slower`` flag).
MIN_TIME_RUNS = 3
#: Below this many discordant pairs McNemar uses the exact binomial test.
EXACT_BELOW = 25


class Outcome(Protocol):
    @property
    def success(self) -> bool | None: ...
    @property
    def error(self) -> str | None: ...
    @property
    def wall_s(self) -> float: ...


def wilson(successes: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for ``successes`` out of ``n`` (``(0, 1)`` for n = 0)."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be in [0, {n}], got {successes}")
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mcnemar(b: int, c: int) -> float:
    """Two-sided p-value for ``b`` pairs that only OFF solved vs ``c`` only ON solved."""
    n = b + c
    if n == 0:
        return 1.0
    if n < EXACT_BELOW:
        k = min(b, c)
        tail = sum(math.comb(n, i) for i in range(k + 1)) / 2.0**n
        return min(1.0, 2.0 * tail)
    chi2 = (abs(b - c) - 1) ** 2 / n
    return math.erfc(math.sqrt(chi2 / 2.0))


@dataclass(frozen=True, slots=True)
class ArmStats:
    n: int
    checked: int
    successes: int
    rate: float | None
    low: float
    high: float
    errors: int
    median_wall_s: float | None


def arm_stats(outcomes: Iterable[Outcome]) -> ArmStats:
    """Success rate (over runs that had a check) with its Wilson interval, errors, wall time.
    A run that errored counts as a failure: the agent did not achieve its task."""
    items = list(outcomes)
    checked = [o for o in items if o.success is not None]
    wins = sum(1 for o in checked if o.success)
    low, high = wilson(wins, len(checked))
    walls = [o.wall_s for o in items]
    return ArmStats(
        n=len(items),
        checked=len(checked),
        successes=wins,
        rate=wins / len(checked) if checked else None,
        low=low,
        high=high,
        errors=sum(1 for o in items if o.error),
        median_wall_s=statistics.median(walls) if walls else None,
    )


@dataclass(frozen=True, slots=True)
class PairedResult:
    """OFF vs ON over matched pairs: ``only_off`` (b) and ``only_on`` (c) are the
    discordant pairs; ``diff`` is ON rate minus OFF rate over the pairs."""

    pairs: int
    both: int
    only_off: int
    only_on: int
    neither: int
    diff: float | None
    p_value: float


def paired(pairs: Sequence[tuple[bool, bool]]) -> PairedResult:
    """``pairs`` of (OFF succeeded, ON succeeded) for the same task and repeat."""
    both = sum(1 for a, b in pairs if a and b)
    only_off = sum(1 for a, b in pairs if a and not b)
    only_on = sum(1 for a, b in pairs if b and not a)
    neither = len(pairs) - both - only_off - only_on
    diff = (only_on - only_off) / len(pairs) if pairs else None
    return PairedResult(
        len(pairs), both, only_off, only_on, neither, diff, mcnemar(only_off, only_on)
    )


@dataclass(frozen=True, slots=True)
class Flag:
    kind: str  # "fewer_successes" | "errors" | "slower"
    detail: str


def time_comparable(off: Sequence[Outcome], on: Sequence[Outcome]) -> bool:
    """Enough runs on both sides for a median wall time to mean something: with one or two
    runs per arm the ``slower`` flag moved between identical sweeps."""
    return min(len(off), len(on)) >= MIN_TIME_RUNS


def flags(off: Sequence[Outcome], on: Sequence[Outcome]) -> list[Flag]:
    """The warnings an OFF/ON comparison deserves (empty when nothing looks wrong).

    ``slower`` needs :func:`time_comparable`; when ON also succeeded more often its detail
    says so, because the extra time is then often the extra steps that achieved the task."""
    a, b = arm_stats(off), arm_stats(on)
    out: list[Flag] = []
    if b.successes < a.successes:
        out.append(
            Flag(
                "fewer_successes", f"ON {b.successes}/{b.checked} vs OFF {a.successes}/{a.checked}"
            )
        )
    if b.errors:
        out.append(Flag("errors", f"ON has {b.errors} error run(s) (OFF {a.errors})"))
    if (
        time_comparable(off, on)
        and a.median_wall_s
        and b.median_wall_s
        and b.median_wall_s > SLOWDOWN_FLAG * a.median_wall_s
    ):
        detail = f"ON median {b.median_wall_s:.1f} s > {SLOWDOWN_FLAG}x OFF {a.median_wall_s:.1f} s"
        if b.successes > a.successes:
            detail += " (ON also succeeded more: its extra steps may be why)"
        out.append(Flag("slower", detail))
    return out
