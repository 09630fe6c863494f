"""Loop detector on the labelled set: fixed vs adaptive windows, tolerance sweep, speed.

Replays every sequence of ``benchmarks/loops/sequences.json`` (real Chromium renders, see
``benchmarks/loops/generate.py``) through the runner's policy — nudge at window 3, terminate
at window 8 — and prints, for fixed and for adaptive windows: false nudges and false
terminations on productive sequences, and steps-to-detect / steps-to-terminate on stuck ones
(counted from the first stuck step). Then the same for several state-hash tolerances (0 is
plain hash equality, the reference's behaviour), the measured bit distances that decide the
tolerance, and the cost of ``record`` + ``is_any_loop_adaptive(8)`` per step.

``--json PATH`` also writes the figures as JSON.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent / "loops"))

from loopset import HARD, SOFT, Sequence, load_sequences, replay, score

from vigil import Action, Hash, RunConfig
from vigil.verify.loops import LoopDetector

TARGET_US = 50.0


def _fmt_row(name: str, s: Any) -> str:
    d = s.to_dict()
    return (
        f"{name:<9} {d['false_nudges']:>3}/{d['productive']:<3} "
        f"({100 * d['false_nudge_rate']:4.1f} %)"
        f"  {d['false_terminations']:>4}    {d['terminated']:>3}/{d['stuck']:<3}"
        f"   {d['steps_to_detect_median']:>5} / {d['steps_to_detect_max']!s:<3}"
        f"   {d['steps_to_terminate_median']:>5} / {d['steps_to_terminate_max']!s:<3}"
    )


def accuracy(seqs: list[Sequence]) -> dict[str, Any]:
    print(f"{len(seqs)} sequences: policy soft={SOFT} hard={HARD}")
    header = "mode      false nudges      false-term  terminated  detect med/max  terminate med/max"
    print(header)
    figures: dict[str, Any] = {}
    for name, adaptive in (("fixed", False), ("adaptive", True)):
        s = score(seqs, adaptive)
        figures[name] = s.to_dict()
        print(_fmt_row(name, s))
        for label, ids in (
            ("false nudge", s.false_nudged),
            ("false termination", s.false_terminated),
            ("not terminated", s.not_terminated),
            ("nudged before the loop began", s.early_nudged),
        ):
            if ids:
                print(f"    {label}: {', '.join(ids)}")
    return figures


def per_scenario(seqs: list[Sequence]) -> None:
    print("\nper scenario (first flag step, 1-based from the loop's start; P = productive):")
    groups: dict[str, list[Sequence]] = defaultdict(list)
    for seq in seqs:
        groups[seq.scenario].append(seq)
    for scenario, members in groups.items():
        cells = []
        for adaptive in (False, True):
            marks = []
            for seq in members:
                out = replay(seq, adaptive)
                if seq.label == "productive":
                    marks.append(
                        "T" if out.terminated_at is not None else ("n" if out.nudges else "P")
                    )
                else:
                    start = seq.stuck_from or 0
                    flags = [n for n in out.nudges if n >= start]
                    if out.terminated_at is not None:
                        flags.append(out.terminated_at)
                    first = min(flags) - start + 1 if flags else None
                    term = out.terminated_at - start + 1 if out.terminated_at is not None else None
                    marks.append(f"{first}/{term}")
            cells.append(" ".join(f"{m:>5}" for m in marks))
        print(f"  {scenario:<19} fixed: {cells[0]}   adaptive: {cells[1]}")


def sweep(seqs: list[Sequence]) -> dict[str, Any]:
    print("\nstate-hash tolerance sweep (adaptive windows):")
    print("  tol  false nudges  false-term  terminated  detect med/max")
    out = {}
    for tol in (0, 2, 4, 6, 8, 10):
        s = score(seqs, True, state_hash_tolerance=tol)
        d = s.to_dict()
        out[str(tol)] = d
        print(
            f"  {tol:>3}  {d['false_nudges']:>5}/{d['productive']:<5}  {d['false_terminations']:>6}"
            f"      {d['terminated']:>3}/{d['stuck']:<3}   {d['steps_to_detect_median']} / "
            f"{d['steps_to_detect_max']}"
        )
    return out


def distances(seqs: list[Sequence]) -> dict[str, Any]:
    """Bit distances of the frame hashes: animation jitter vs real content changes."""
    jitter: list[int] = []  # every pair of frames of one frozen (stuck, non-scroll) screen
    paging: list[int] = []  # consecutive result pages
    for seq in seqs:
        hs = [s.frame_hash for s in seq.steps]
        if seq.scenario == "spinner_captcha" and seq.stuck_from is not None:
            frozen = [h for h in hs[seq.stuck_from :] if h is not None]
            jitter += [a - b for a, b in itertools.combinations(frozen, 2)]
        if seq.scenario.startswith("pagination"):
            # Consecutive "Next" clicks only (the run's last step opens a result instead).
            sig = seq.steps[0].action.signature
            pages = [h for h, st in zip(hs, seq.steps, strict=True) if st.action.signature == sig]
            paging += [a - b for a, b in itertools.pairwise(p for p in pages if p is not None)]
    cal_path = Path(__file__).parent / "loops" / "calibration.json"
    print("\nframe-hash bit distances (64-bit phash of the whole screenshot):")
    print(
        f"  spinner captcha, any two frames of the stuck page: max {max(jitter)}, "
        f"median {statistics.median(jitter)} (n={len(jitter)})"
    )
    print(
        f"  pagination, consecutive pages in the sequences:      min {min(paging)}, "
        f"median {statistics.median(paging)} (n={len(paging)})"
    )
    cal = {}
    if cal_path.exists():
        cal = json.loads(cal_path.read_text(encoding="utf-8"))["viewports"]
        for vp, figures in cal.items():
            sp = figures["spinner_pairwise"]
            pu = figures["pagination_url_consecutive"]
            ps = figures["pagination_spa_consecutive"]
            print(
                f"  calibration {vp:>9}: spinner pairs max {sp['max']} (median {sp['median']});"
                f" next page min {pu['min']} / median {pu['median']} (URL pages), "
                f"min {ps['min']} / median {ps['median']} (single-page app)"
            )
    return {
        "spinner_pairwise_max": max(jitter),
        "spinner_pairwise_median": statistics.median(jitter),
        "pagination_consecutive_min": min(paging),
        "pagination_consecutive_median": statistics.median(paging),
        "calibration": cal,
    }


def speed(seqs: list[Sequence], passes: int = 15) -> float:
    """Median over passes of µs per step for record + is_any_loop_adaptive(8).

    CPU time of this process (``time.process_time``): on a shared machine wall time also
    counts whatever else runs; both are printed.
    """
    steps = [st for seq in seqs for st in seq.steps]
    config = RunConfig()
    timings, walls = [], []
    for _ in range(passes):
        det = LoopDetector(viewport=(1280, 800), config=config)
        t0, w0 = time.process_time(), time.perf_counter()
        for st in steps:
            det.record(st.action, url=st.url, frame_hash=st.frame_hash)
            det.is_any_loop_adaptive(8)
        timings.append((time.process_time() - t0) / len(steps) * 1e6)
        walls.append((time.perf_counter() - w0) / len(steps) * 1e6)
    # The worst case for the checks: a long frozen, uniform history (every window is full).
    det = LoopDetector(viewport=(3840, 2160), config=config)

    a, h = Action.click(1000, 700), Hash(0x5A5A5A5A5A5A5A5A)
    det.record(a, url="http://app.test/cart", frame_hash=h)
    t0 = time.process_time()
    n = 5000
    for _ in range(n):
        det.record(a, url="http://app.test/cart", frame_hash=h)
        det.is_any_loop_adaptive(8)
    worst = (time.process_time() - t0) / n * 1e6
    med = statistics.median(timings)
    verdict = "ok" if med <= TARGET_US and worst <= TARGET_US else "OVER TARGET"
    print(
        f"\nrecord + is_any_loop_adaptive(8): {med:.1f} µs/step CPU on the set "
        f"(wall {statistics.median(walls):.1f}), {worst:.1f} µs/step on a frozen uniform "
        f"history (target ≤ {TARGET_US:.0f}: {verdict})"
    )
    return med


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    seqs = load_sequences()
    figures: dict[str, Any] = {"accuracy": accuracy(seqs)}
    per_scenario(seqs)
    figures["sweep"] = sweep(seqs)
    figures["distances"] = distances(seqs)
    figures["us_per_step"] = round(speed(seqs), 2)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    fixed, adaptive = figures["accuracy"]["fixed"], figures["accuracy"]["adaptive"]
    ok = (
        adaptive["false_terminations"] == 0
        and adaptive["false_nudge_rate"] <= 0.05
        and adaptive["terminated"] == adaptive["stuck"]
        and adaptive["steps_to_detect_median"] <= fixed["steps_to_detect_median"]
    )
    print("\ntargets (adaptive: 0 false terminations, ≤ 5 % false nudges, all stuck terminated,")
    print(f"median detect ≤ fixed): {'met' if ok else 'NOT MET'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
