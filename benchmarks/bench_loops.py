"""Loop detector on the labelled set: fixed vs adaptive windows, tolerance sweep, speed.

Replays every sequence of both parts of the set through the runner's policy — nudge at
window 3, terminate at window 8 — and prints, for fixed and for adaptive windows and for each
part separately: false nudges and false terminations on productive sequences, nudges before
a stuck sequence's loop begins (reported on their own and folded into a second false-nudge
rate), and steps-to-detect / steps-to-terminate on stuck ones (counted from the first stuck
step).

* ``dev`` — ``benchmarks/loops/sequences.json`` (``generate.py``): the constants were chosen
  here, the 6-bit state tolerance by the sweep below;
* ``test`` — ``benchmarks/loops/sequences_test.json`` (``generate_test.py``): other apps,
  layouts, scenarios and viewports, frozen before the detector was scored on it.

Then the tolerance sweep and the bit distances that decided the tolerance (dev part only:
that is where it was chosen), and the cost of ``record`` + the loop check per step beside
the reference's check (fixed window, hash equality) in the same run. Every figure is also
recorded in ``benchmarks/results.json``; ``--json PATH`` writes them to a file as well.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent / "loops"))
sys.path.insert(0, str(Path(__file__).parent))

from loopset import HARD, PARTS, SOFT, Sequence, load_sequences, replay, score

from _results import record
from vigil import Action, Hash, RunConfig
from vigil.verify.loops import LoopDetector

TARGET_US = 50.0
#: Column order of the accuracy table in docs/benchmarks.md.
ACCURACY_COLUMNS = (
    "set",
    "cases",
    "windows",
    "false_nudges",
    "productive",
    "false_nudge_rate",
    "nudged_before_loop",
    "stuck_with_productive_prefix",
    "false_nudges_with_prefixes",
    "productive_stretches",
    "false_nudge_rate_with_prefixes",
    "false_terminations",
    "terminated",
    "stuck",
    "steps_to_detect_median",
    "steps_to_detect_max",
    "steps_to_terminate_median",
    "steps_to_terminate_max",
)


def _fmt_row(name: str, s: Any) -> str:
    d = s.to_dict()
    return (
        f"{name:<9} {d['false_nudges']:>3}/{d['productive']:<3} "
        f"({100 * d['false_nudge_rate']:4.1f} %)"
        f"  {d['false_terminations']:>4}    {d['terminated']:>3}/{d['stuck']:<3}"
        f"   {d['steps_to_detect_median']:>5} / {d['steps_to_detect_max']!s:<3}"
        f"   {d['steps_to_terminate_median']:>5} / {d['steps_to_terminate_max']!s:<3}"
    )


def accuracy(part: str, seqs: list[Sequence]) -> dict[str, Any]:
    productive = sum(1 for q in seqs if q.label == "productive")
    print(
        f"\n[{part}] {len(seqs)} sequences ({productive} productive, {len(seqs) - productive}"
        f" stuck, {len({q.scenario for q in seqs})} scenarios): policy soft={SOFT} hard={HARD}"
    )
    header = "mode      false nudges      false-term  terminated  detect med/max  terminate med/max"
    print(header)
    figures: dict[str, Any] = {}
    for name, adaptive in (("fixed", False), ("adaptive", True)):
        s = score(seqs, adaptive)
        figures[f"{part} · {name}"] = {
            "set": part,
            "cases": len(seqs),
            "windows": name,
            **s.to_dict(),
        }
        print(_fmt_row(name, s))
        d = s.to_dict()
        print(
            f"    nudged before the loop began: {d['nudged_before_loop']}/"
            f"{d['stuck_with_productive_prefix']} stuck sequences with a productive prefix; "
            f"counting those prefixes: {d['false_nudges_with_prefixes']}/"
            f"{d['productive_stretches']} productive stretches nudged "
            f"({100 * d['false_nudge_rate_with_prefixes']:.1f} %)"
        )
    return figures


def per_scenario(part: str, seqs: list[Sequence]) -> None:
    print(
        f"\n[{part}] per scenario (first flag step, 1-based from the loop's start; "
        "P = productive, n = nudged, T = terminated):"
    )
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
    for adaptive in (False, True):
        s = score(seqs, adaptive)
        for label, ids in (
            ("false nudge", s.false_nudged),
            ("false termination", s.false_terminated),
            ("not terminated", s.not_terminated),
            ("nudged before the loop began", s.early_nudged),
        ):
            if ids:
                print(f"    {'adaptive' if adaptive else 'fixed'} {label}: {', '.join(ids)}")


def sweep(seqs: list[Sequence]) -> dict[str, Any]:
    print("\n[dev] state-hash tolerance sweep (adaptive windows; the default 6 was chosen here):")
    print("  tol  false nudges  false-term  terminated  detect med/max")
    out = {}
    for tol in (0, 2, 4, 6, 8, 10):
        s = score(seqs, True, state_hash_tolerance=tol)
        d = s.to_dict()
        keep = ("false_nudges", "productive", "false_terminations", "terminated", "stuck")
        out[f"tolerance {tol}"] = {
            "set": "dev",
            "cases": len(seqs),
            **{k: d[k] for k in keep},
            "steps_to_detect_median": d["steps_to_detect_median"],
            "steps_to_detect_max": d["steps_to_detect_max"],
        }
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
    rows: dict[str, Any] = {
        "dev sequences, all viewports": {
            "set": "dev",
            "spinner_pairs": len(jitter),
            "spinner_max_bits": max(jitter),
            "spinner_median_bits": statistics.median(jitter),
            "next_page_pairs": len(paging),
            "next_page_min_bits": min(paging),
            "next_page_median_bits": statistics.median(paging),
        }
    }
    for vp, figures in cal.items():
        sp, pu = figures["spinner_pairwise"], figures["pagination_url_consecutive"]
        rows[f"calibration renders {vp}"] = {
            "set": "dev",
            "spinner_pairs": sp["n"],
            "spinner_max_bits": sp["max"],
            "spinner_median_bits": sp["median"],
            "next_page_pairs": pu["n"],
            "next_page_min_bits": pu["min"],
            "next_page_median_bits": pu["median"],
        }
    return rows


def _per_step_us(steps: list[Any], make: Any, check: Any, passes: int) -> float:
    """Median over passes of CPU µs per step for ``record`` + ``check`` on the set."""
    timings = []
    for _ in range(passes):
        det = make()
        t0 = time.process_time()
        for st in steps:
            det.record(st.action, url=st.url, frame_hash=st.frame_hash)
            check(det)
        timings.append((time.process_time() - t0) / len(steps) * 1e6)
    return statistics.median(timings)


def speed(seqs: list[Sequence], passes: int = 15) -> dict[str, Any]:
    """CPU µs per step (``time.process_time``: wall time on a shared machine also counts
    whatever else runs) for Vigil's check and the reference's, in the same run.

    Vigil: ``record`` + ``is_any_loop_adaptive(8)`` with the default tolerance. Reference:
    ``record`` + ``is_any_loop(8)`` with hash equality (tolerance 0) — the check the
    reference made, on the same detector class so only the decision differs.
    """
    steps = [st for seq in seqs for st in seq.steps]
    config = RunConfig()
    vigil_us = _per_step_us(
        steps,
        lambda: LoopDetector(viewport=(1280, 800), config=config),
        lambda d: d.is_any_loop_adaptive(8),
        passes,
    )
    ref_us = _per_step_us(
        steps,
        lambda: LoopDetector(viewport=(1280, 800), config=config, state_hash_tolerance=0),
        lambda d: d.is_any_loop(8),
        passes,
    )
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
    met = vigil_us <= TARGET_US and worst <= TARGET_US
    print(
        f"\nrecord + loop check, CPU µs per step over {len(steps)} steps (both parts): "
        f"Vigil adaptive {vigil_us:.1f}, reference fixed/equality {ref_us:.1f} "
        f"(ratio {vigil_us / ref_us:.2f}x); frozen uniform 4K history {worst:.1f} "
        f"(target ≤ {TARGET_US:.0f}: {'met' if met else 'NOT MET'})"
    )
    return {
        "steps": len(steps),
        "vigil_adaptive_per_step_us": round(vigil_us, 1),
        "reference_fixed_equality_per_step_us": round(ref_us, 1),
        "vigil_over_reference_ratio": round(vigil_us / ref_us, 2),
        "vigil_frozen_4k_history_per_step_us": round(worst, 1),
        "clock": "CPU time of this process (time.process_time)",
        "load_average_1min": round(os.getloadavg()[0], 1),
        "target": f"≤ {TARGET_US:.0f} µs per step on this run",
        "met": bool(met),
    }


def targets(part: str, acc: dict[str, Any]) -> dict[str, Any]:
    fixed, adaptive = acc[f"{part} · fixed"], acc[f"{part} · adaptive"]
    checks = {
        "no false terminations": adaptive["false_terminations"] == 0,
        "false nudges ≤ 5 %": adaptive["false_nudge_rate"] <= 0.05,
        "every stuck sequence terminated": adaptive["terminated"] == adaptive["stuck"],
        "median detect ≤ fixed": adaptive["steps_to_detect_median"]
        <= fixed["steps_to_detect_median"],
    }
    ok = all(checks.values())
    print(f"[{part}] targets (adaptive windows): {'met' if ok else 'NOT MET'}")
    for name, good in checks.items():
        print(f"    {'✓' if good else '✗'} {name}")
    return {
        "set": part,
        "cases": adaptive["cases"],
        **{name: bool(good) for name, good in checks.items()},
        "met": bool(ok),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    parts = {name: load_sequences(path) for name, path in PARTS.items()}
    acc: dict[str, Any] = {}
    for name, seqs in parts.items():
        acc.update(accuracy(name, seqs))
        per_scenario(name, seqs)
    figures: dict[str, Any] = {
        "accuracy": {**acc, "_columns": list(ACCURACY_COLUMNS)},
        "sweep": sweep(parts["dev"]),
        "distances": distances(parts["dev"]),
        "speed": speed([q for seqs in parts.values() for q in seqs]),
    }
    print()
    figures["targets"] = {name: targets(name, acc) for name in parts}
    for section, values in figures.items():
        record("bench_loops", section, values)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
