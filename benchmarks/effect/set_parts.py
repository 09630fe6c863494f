"""The parts of the effect set, in order: one list for the generator and the benchmark.

Each new held-out part is appended here (and to the structure test, which states on its own
what the set must hold, so that a part dropped here by mistake fails it).
"""

from __future__ import annotations

PARTS = (
    "dev",
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
#: The parts rendered once and frozen: identical frames stored once, never re-rendered.
FROZEN_ONCE = PARTS[2:]
