"""Narration accuracy and cost on the labelled narration set (``benchmarks/narrate``).

For every stored step the Monitor sees what a runner would hand it — two idle frames, then
``check(action, pre, post, samples=…)`` — and its narration is scored against labels read
from the DOM when the set was rendered (``benchmarks/narrate/generate.py``):

* recall: a labelled text that appeared, changed (its new value) or flashed is found when a
  narrated ``after`` text holds it (``fuzzy_match`` after normalisation);
* precision: every narrated ``before`` / ``after`` text (each `` / ``-separated line) must be
  on screen — it matches a visible DOM text line of ``pre``, ``post`` or a settle poll;
* transients: flash steps whose flashed text was found / flash steps;
* cost: median ``narrate_ms`` on narrated steps, and OCR calls on steps with no change (0).

Parts: ``dev`` (its templates chose the narrator's rules), ``test`` (disjoint templates; its
false texts were examined on 2026-11-23, so it is a development set too) and ``holdout``
(disjoint templates again, written after the last narration rule and measured once: the
only part nothing was chosen on).

Run ``python benchmarks/bench_narrate.py [--part dev|test|holdout|all] [--limit N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks" / "narrate"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from generate import labels_path, load_frame, steps_dir  # noqa: E402

from vigil import Action, Monitor  # noqa: E402
from vigil.verify.screen import fuzzy_match, normalize_text  # noqa: E402


class CountingOcr:
    """The real engine, counting how often a frame is sent to it (detection or recognition)."""

    COUNTED = frozenset({"detect", "recognize_boxes", "recognize_region", "read"})

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if name in self.COUNTED:

            def counted(*a: Any, **k: Any) -> Any:
                self.calls += 1
                return attr(*a, **k)

            return counted
        return attr

    def __call__(self, *a: Any, **k: Any) -> Any:
        self.calls += 1
        return self.inner(*a, **k)


def _parts(text: str) -> list[str]:
    return [p.strip() for p in text.split(" / ") if p.strip()]


def on_screen(text: str, lines: list[str]) -> bool:
    """A narrated line is on screen when it matches one visible DOM line, or is contained in
    the visible text read in order (OCR may join two neighbouring elements into one line)."""
    if any(fuzzy_match(text, line) for line in lines):
        return True
    return normalize_text(text) in normalize_text(" ".join(lines))


def score_step(label: dict[str, Any], narration: list[dict[str, Any]]) -> dict[str, Any]:
    afters = [n["after"] for n in narration if n.get("after")]
    wanted = label["appeared"] + [c["after"] for c in label["changed"]] + label["flashed"]
    found = [w for w in wanted if any(fuzzy_match(w, a) for a in afters)]
    flash_found = [f for f in label["flashed"] if any(fuzzy_match(f, a) for a in afters)]
    gone = label["disappeared"] + [c["before"] for c in label["changed"]]
    befores = [n["before"] for n in narration if n.get("before")]
    gone_found = [g for g in gone if any(fuzzy_match(g, b) for b in befores)]
    lines = label["pre_lines"] + label["post_lines"] + label["flash_lines"]
    narrated = [p for n in narration for key in ("before", "after") for p in _parts(n.get(key, ""))]
    false = [p for p in narrated if not on_screen(p, lines)]
    return {
        "wanted": len(wanted),
        "found": len(found),
        "missed": [w for w in wanted if w not in found],
        "flash_found": bool(flash_found),
        "gone": len(gone),
        "gone_found": len(gone_found),
        "narrated": len(narrated),
        "false": false,
    }


def run_part(part: str, limit: int | None = None, ocr: Any = None) -> dict[str, Any]:
    from vigil.ocr import RapidOcr

    labels: dict[str, Any] = json.loads(labels_path(part).read_text(encoding="utf-8"))
    names = sorted(labels)[:limit] if limit else sorted(labels)
    engine = ocr if ocr is not None else RapidOcr()
    return run_names(part, {n: labels[n] for n in names}, engine, RapidOcr())


#: Every n-th narrated step also gets the reference: a full OCR read of its post frame.
REFERENCE_EVERY = 4


def run_names(
    part: str, labels: dict[str, Any], engine: Any, reference: Any = None
) -> dict[str, Any]:
    """Run the Monitor over the named steps of one part and score them.

    ``reference`` (a second engine with its own cache) times a full read of the post frame
    of every :data:`REFERENCE_EVERY`-th narrated step: what reading the screen would cost
    without the changed boxes, in the same run and under the same load.
    """
    rows = []
    narrated_seen = 0
    made_high_risk = 0
    for name in sorted(labels):
        label, d = labels[name], steps_dir(part) / name
        counter = CountingOcr(engine)
        monitor = Monitor(ocr=counter)
        monitor.observe(load_frame(d, "idle0"))
        monitor.observe(load_frame(d, "idle1"))
        x, y = label["click"]
        action = Action.click(x, y, reasoning=label["reasoning"])
        if not monitor.will_check(action):
            # Some templates' reasoning ("Mark the message as read") is not high-risk, so the
            # Monitor would not verify — nor narrate — the step; the set is about narration.
            action = Action.click(x, y, reasoning="Submit: " + label["reasoning"])
            made_high_risk += 1
        samples = [load_frame(d, f"sample{i:02d}") for i in range(label["samples"])]
        verdict = monitor.check(
            action,
            load_frame(d, "pre"),
            load_frame(d, "post"),
            samples=samples,
            sample_interval_s=label["sample_interval_s"],
        )
        narration = [n.to_dict() for n in verdict.narration]
        full_ms = None
        if narration and reference is not None:
            narrated_seen += 1
            if narrated_seen % REFERENCE_EVERY == 1:
                t = time.perf_counter()
                reference.read(load_frame(d, "post"))
                full_ms = (time.perf_counter() - t) * 1000.0
        row = {
            "name": name,
            "label": label,
            "narration": narration,
            "feedback": verdict.feedback,
            "narrate_ms": verdict.timings["narrate_ms"],
            "ocr_calls": counter.calls,
            "full_read_ms": full_ms,
            **score_step(label, narration),
        }
        rows.append(row)
    return {**summarise(part, rows), "reasoning_made_high_risk": made_high_risk}


def summarise(part: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    wanted = sum(r["wanted"] for r in rows)
    found = sum(r["found"] for r in rows)
    narrated = sum(r["narrated"] for r in rows)
    false = sum(len(r["false"]) for r in rows)
    # A flash no settle poll caught is in no frame: nothing could read it; counted apart.
    flash_rows = [r for r in rows if r["label"]["flashed"]]
    uncaught = sum(1 for r in rows if r["label"]["flash"] and not r["label"]["flashed"])
    # A flash step whose flash no DOM poll saw is not a no-change step (the screenshot before
    # the poll may still hold the flash), so only templates with no handler count here.
    quiet = [r for r in rows if r["label"]["no_change"] and not r["label"]["flash"]]
    timed = [r["narrate_ms"] for r in rows if r["narration"]]
    gone = sum(r["gone"] for r in rows)
    paired = [r for r in rows if r["full_read_ms"] is not None]
    ref_ms = statistics.median(r["full_read_ms"] for r in paired) if paired else None
    pair_ms = statistics.median(r["narrate_ms"] for r in paired) if paired else None
    return {
        "set": part,
        "cases": len(rows),
        "texts": wanted,
        "recall": round(found / wanted, 3) if wanted else None,
        "narrated_texts": narrated,
        "false_texts": false,
        "precision": round(1 - false / narrated, 3) if narrated else None,
        # The DOM is polled just after each screenshot: a flash removed in between is in the
        # frame but in no label, so its (true) text counts as false above; shown apart here.
        "false_texts_on_flash_steps_no_poll_saw": sum(
            len(r["false"]) for r in rows if r["label"]["flash"] and not r["label"]["flashed"]
        ),
        "flash_steps": len(flash_rows),
        "flash_steps_uncaught_by_polls": uncaught,
        "transients": round(sum(r["flash_found"] for r in flash_rows) / len(flash_rows), 3)
        if flash_rows
        else None,
        "disappeared_recall": round(sum(r["gone_found"] for r in rows) / gone, 3) if gone else None,
        "narrated_steps": len(timed),
        "narrate_ms_median": round(statistics.median(timed), 1) if timed else None,
        "narrate_ms_p90": round(sorted(timed)[int(0.9 * (len(timed) - 1))], 1) if timed else None,
        "reference_steps": len(paired),
        "reference_full_read_ms_median": round(ref_ms, 1) if ref_ms else None,
        "narrate_ms_median_same_steps": round(pair_ms, 1) if pair_ms else None,
        "narrate_vs_full_read_ratio": round(pair_ms / ref_ms, 3) if ref_ms and pair_ms else None,
        "load_avg_1min": round(os.getloadavg()[0], 1),
        "no_change_steps": len(quiet),
        "no_change_ocr_calls": sum(r["ocr_calls"] for r in quiet),
        "no_change_narrate_ms_median": round(statistics.median(r["narrate_ms"] for r in quiet), 2)
        if quiet
        else None,
        "misses": [
            {"step": r["name"], "missed": r["missed"], "narration": r["narration"]}
            for r in rows
            if r["missed"]
        ][:20],
        "false": [{"step": r["name"], "false": r["false"]} for r in rows if r["false"]][:20],
    }


#: Per-step lists kept for the --dump file, not for results.json.
DETAIL = ("misses", "false")

TARGETS = {"recall": 0.9, "precision": 0.98, "transients": 0.8}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--part", choices=["dev", "test", "holdout", "all"], default="all")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--no-record", action="store_true")
    ap.add_argument("--dump", type=Path, default=None, help="write per-part misses to this JSON")
    args = ap.parse_args()
    from vigil.ocr import RapidOcr

    engine = RapidOcr()
    parts = ["dev", "test", "holdout"] if args.part == "all" else [args.part]
    results = {}
    for part in parts:
        res = run_part(part, args.limit, engine)
        met = {
            **{k: res[k] is not None and res[k] >= v for k, v in TARGETS.items()},
            "cost": res["narrate_ms_median"] is not None and res["narrate_ms_median"] <= 150,
            "no_change_zero_ocr": res["no_change_ocr_calls"] == 0,
        }
        res["target"] = "recall>=0.9, precision>=0.98, transients>=0.8, narrate<=150ms, 0 OCR idle"
        res["met"] = all(met.values())
        res["met_detail"] = met
        results[part] = res
        if not args.no_record and not args.limit:
            from _results import record

            record("bench_narrate", part, {k: v for k, v in res.items() if k not in DETAIL})
    print(
        f"{'part':7} {'cases':>5} {'texts':>5} {'recall':>7} {'prec':>6} {'false':>5} "
        f"{'flash':>5} {'trans':>6} {'gone_r':>6} {'ms_med':>7} {'ms_p90':>7} {'idle_ocr':>8}"
    )
    for part, r in results.items():
        print(
            f"{part:7} {r['cases']:>5} {r['texts']:>5} {r['recall']!s:>7} {r['precision']!s:>6} "
            f"{r['false_texts']:>5} {r['flash_steps']:>5} {r['transients']!s:>6} "
            f"{r['disappeared_recall']!s:>6} {r['narrate_ms_median']!s:>7} "
            f"{r['narrate_ms_p90']!s:>7} {r['no_change_ocr_calls']:>8}"
        )
    if args.dump:
        args.dump.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
