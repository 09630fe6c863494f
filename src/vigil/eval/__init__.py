"""Evaluation at scale: a suite of tasks × every on/off combination of some toggles × N
repeats, run on local worker processes or Ray actors, one SQLite row per run, and a report
that says whether a toggle made the agent succeed more often and at what cost.

``vigil eval SUITE --matrix perceptual_verify,loop_adaptive`` is the command; the pieces:
:mod:`~vigil.eval.suite` (suite files), :mod:`~vigil.eval.arms` (the 2^k arms),
:mod:`~vigil.eval.execute` (one run on a worker), :mod:`~vigil.eval.local` and
:mod:`~vigil.eval.ray_backend` (where runs happen), :mod:`~vigil.eval.results` (SQLite),
:mod:`~vigil.eval.stats` (Wilson, McNemar, flags) and :mod:`~vigil.eval.report`.
"""

from vigil.eval.arms import Arm, expand_arms, parse_matrix
from vigil.eval.results import ResultsDB, RunRow
from vigil.eval.suite import Suite, TaskSpec, load_suite, parse_suite

__all__ = [
    "Arm",
    "ResultsDB",
    "RunRow",
    "Suite",
    "TaskSpec",
    "expand_arms",
    "load_suite",
    "parse_matrix",
    "parse_suite",
]
