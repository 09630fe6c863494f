"""Replay the labelled loop set through a runner-like policy and score it.

Shared by ``benchmarks/bench_loops.py`` and ``tests/integration/test_loops_set.py`` so the
figures in docs/loops.md and the test thresholds come from one definition.

The policy is the runner's: after each recorded step, terminate when ``is_loop(hard)`` fires,
else nudge when ``is_loop(soft)`` fires (soft 3, hard 8), with fixed or adaptive windows.

Two parts, scored separately and never pooled:

* ``dev`` — ``sequences.json`` (``generate.py``): the detector's constants, the 6-bit state
  tolerance among them, were chosen on it;
* ``test`` — ``sequences_test.json`` (``generate_test.py``): other apps, layouts, scenarios and
  viewports, generated and committed before the detector was scored on it.

A false nudge is counted two ways, both reported: on productive sequences only (the headline
``false_nudge_rate``), and also counting a nudge on the productive steps *before* a stuck
sequence's loop begins (``false_nudge_rate_with_prefixes``, over productive sequences plus
stuck sequences that have such a prefix).
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vigil import Action, Hash, RunConfig
from vigil.verify.loops import LoopDetector

HERE = Path(__file__).parent
SEQUENCES = HERE / "sequences.json"
SEQUENCES_TEST = HERE / "sequences_test.json"
PARTS = {"dev": SEQUENCES, "test": SEQUENCES_TEST}
SOFT, HARD = 3, 8


@dataclass(frozen=True)
class Step:
    action: Action
    url: str | None
    frame_hash: Hash | None


@dataclass(frozen=True)
class Sequence:
    id: str
    scenario: str
    label: str
    stuck_from: int | None
    viewport: tuple[int, int]
    steps: tuple[Step, ...]


def load_sequences(path: Path = SEQUENCES) -> list[Sequence]:
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for raw in data["sequences"]:
        steps = tuple(
            Step(
                Action.from_dict(s["action"]),
                s.get("url"),
                Hash.from_hex(s["frame_hash"]) if s.get("frame_hash") else None,
            )
            for s in raw["steps"]
        )
        out.append(
            Sequence(
                raw["id"],
                raw["scenario"],
                raw["label"],
                raw["stuck_from"],
                (int(raw["viewport"][0]), int(raw["viewport"][1])),
                steps,
            )
        )
    return out


@dataclass(frozen=True)
class Outcome:
    """What the policy did on one sequence (step indexes are 0-based)."""

    nudges: tuple[int, ...]
    terminated_at: int | None


def replay(
    seq: Sequence,
    adaptive: bool,
    state_hash_tolerance: int | None = None,
    soft: int = SOFT,
    hard: int = HARD,
) -> Outcome:
    config = RunConfig(loop_adaptive=adaptive)
    det = LoopDetector(
        viewport=seq.viewport, config=config, state_hash_tolerance=state_hash_tolerance
    )
    nudges: list[int] = []
    for i, step in enumerate(seq.steps):
        det.record(step.action, url=step.url, frame_hash=step.frame_hash)
        if det.is_loop(hard):
            return Outcome(tuple(nudges), i)
        if det.is_loop(soft):
            nudges.append(i)
    return Outcome(tuple(nudges), None)


@dataclass
class Score:
    productive: int = 0
    false_nudged: list[str] = field(default_factory=list)
    false_nudge_events: int = 0
    false_terminated: list[str] = field(default_factory=list)
    stuck: int = 0
    not_terminated: list[str] = field(default_factory=list)
    #: Stuck sequences whose loop starts after some productive steps (``stuck_from > 0``).
    with_prefix: int = 0
    #: Nudges before the loop began (on the productive prefix of a stuck sequence).
    early_nudged: list[str] = field(default_factory=list)
    steps_to_detect: list[int] = field(default_factory=list)
    steps_to_terminate: list[int] = field(default_factory=list)

    @property
    def false_nudge_rate(self) -> float:
        return len(self.false_nudged) / self.productive if self.productive else 0.0

    @property
    def false_nudge_rate_with_prefixes(self) -> float:
        """Productive runs nudged plus loop prefixes nudged, over both kinds of stretch."""
        stretches = self.productive + self.with_prefix
        return (len(self.false_nudged) + len(self.early_nudged)) / stretches if stretches else 0.0

    def detect_median(self) -> float:
        return statistics.median(self.steps_to_detect) if self.steps_to_detect else float("nan")

    def terminate_median(self) -> float:
        return (
            statistics.median(self.steps_to_terminate) if self.steps_to_terminate else float("nan")
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "productive": self.productive,
            "false_nudges": len(self.false_nudged),
            "false_nudge_rate": round(self.false_nudge_rate, 4),
            "nudged_before_loop": len(self.early_nudged),
            "stuck_with_productive_prefix": self.with_prefix,
            "false_nudges_with_prefixes": len(self.false_nudged) + len(self.early_nudged),
            "productive_stretches": self.productive + self.with_prefix,
            "false_nudge_rate_with_prefixes": round(self.false_nudge_rate_with_prefixes, 4),
            "false_terminations": len(self.false_terminated),
            "stuck": self.stuck,
            "terminated": self.stuck - len(self.not_terminated),
            "steps_to_detect_median": self.detect_median(),
            "steps_to_detect_max": max(self.steps_to_detect, default=None),
            "steps_to_terminate_median": self.terminate_median(),
            "steps_to_terminate_max": max(self.steps_to_terminate, default=None),
        }


def score(
    sequences: list[Sequence], adaptive: bool, state_hash_tolerance: int | None = None
) -> Score:
    result = Score()
    for seq in sequences:
        out = replay(seq, adaptive, state_hash_tolerance)
        if seq.label == "productive":
            result.productive += 1
            if out.nudges or out.terminated_at is not None:
                result.false_nudged.append(seq.id)
            result.false_nudge_events += len(out.nudges)
            if out.terminated_at is not None:
                result.false_terminated.append(seq.id)
            continue
        result.stuck += 1
        start = seq.stuck_from or 0
        result.with_prefix += start > 0
        if any(n < start for n in out.nudges) or (
            out.terminated_at is not None and out.terminated_at < start
        ):
            result.early_nudged.append(seq.id)
        flagged = [n for n in out.nudges if n >= start]
        if out.terminated_at is not None and out.terminated_at >= start:
            flagged.append(out.terminated_at)
        if flagged:
            result.steps_to_detect.append(min(flagged) - start + 1)
        if out.terminated_at is None:
            result.not_terminated.append(seq.id)
        else:
            result.steps_to_terminate.append(out.terminated_at - start + 1)
    return result
