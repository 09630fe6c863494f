"""Cache validation on the labelled set: the reference (phash / ahash ≤ 10) against Vigil.

Reads ``benchmarks/cache/labels.json`` and the crops beside it (render them with
``benchmarks/cache/generate.py``). For every pair it captures the representation from the
recorded crop and validates the replay crop at the same point, the way a replay would:

* ``reference_phash`` / ``reference_ahash`` — the reference's rule: the region hash's Hamming
  distance ≤ 10 passes;
* ``vigil`` — :func:`vigil.validate_step` with its default threshold (10) and evidence.

A *false pass* is a changed UI that passed (the dangerous error: a replay clicks the wrong
thing); a *false stop* is a same UI that stopped (a wasted hand-over). ``unverifiable``
counts as a stop. Figures are per part and per variant (``benchmarks/cache/generate.py``
says how each part was built):

* ``dev`` — Vigil's constants were chosen here;
* ``dev2`` — the second test part (five page designs), development data since it was scored
  several times and its error categories read (2026-11-26);
* ``holdout`` — six page designs frozen before issue #10's first rule change and scored once
  after it; scored again after the restyle rule (2026-11-26) with two of its errors read,
  so development data now;
* ``holdout2`` — six more page designs written for it on 2026-11-26 by someone who had not
  seen the validation rule, rendered and committed before it was scored, scored once with
  the restyle rule; its errors were read afterwards and the ink-colour signal was checked on
  it, so development data now;
* ``holdout3`` — six more page designs (a recipe page, an issue tracker, hotel results, a dark
  video-call lobby, a dark photo editor, a course quiz) written for it on 2026-11-26 by
  someone who had not seen the validation rule, rendered and committed before it was
  scored, scored once with the ink-colour rule (and once with the rule of the day before, as
  a baseline); its false stops were read afterwards for the outline rule, so development
  data now. Its brief asked for coloured text and outline controls and for focus rings.
* ``holdout4`` — six more page designs (a weather dashboard, a food-delivery cart, a dark
  password vault, a rating survey, a real-estate search, a dark code-review diff) written
  for it on 2026-11-26 by someone who had not seen the validation rule, rendered and
  committed before it was scored, scored once with the outline rule (the day's earlier rules
  as baselines in the same run) and once with the final rule (the faint-fade rule was
  chosen without it); its errors were not read. Its brief asked for the focus and hover
  styles real sites draw (outer focus rings and glows,
  recoloured or thicker borders; shadow, lift, ring, fill and underline hovers).
* ``holdout5`` — six more page designs (a podcast player, an e-signature envelope, a library
  catalogue search, a dark cloud-storage file browser, a restaurant reservation form, a
  dark stock-trading ticket) written for it on 2026-11-26 by someone who had not seen the
  validation rule, rendered and committed before it was scored, scored once with the final
  rule (the day's earlier rules as baselines in the same run). With holdout4, the only parts
  whose figures say how the rule does on pages it was not fitted to. Its brief asked for
  faint and strong controls, outer focus rings and glows beside border
  changes, and each page's own hover and disabled drawing.
* ``holdout6`` — six more page designs (a motor insurance claim form, a dark music-production
  mixer, a dense building-permit application, a marketplace seller's orders dashboard, a
  dark code-editor settings page, a travel e-visa document wizard) written for it on
  2026-11-26 by someone who had not seen the validation rule, rendered and committed before
  it was scored, to be scored once. Its brief asked for outer rings and glows beside border
  and underline focus changes, each page's own hover (fill, border, underline, shadow) and
  its own disabled drawing (grey fill, dashed border, opacity).
* ``holdout7`` — six more page designs (a pharmacy prescription-refill form, a dark
  smart-home energy dashboard, a university course-registration table, a parcel-tracking
  page with delivery options, a dark video-editor export dialog, a gym class booking
  schedule) written for it on 2026-11-26 by someone who had not seen the validation rule,
  rendered and committed before it was scored (frozen 20:13 UTC), to be scored once. Its
  brief asked for subtle disabled and greyed drawing as real sites do it (65 % or 60 %
  opacity on a coloured button, a coloured button turned light grey, an outline button or
  text-only button whose border and text go light grey, a lighter fill only, a toggle that
  greys out) beside strong ones, on light and dark pages. Scored once on 2026-11-26 and
  read since (2026-11-27): development data now.
* ``holdout8`` — six more page designs (a job-application form, a dark fleet-dispatch
  console, a hospital appointment booking, a tax-return wizard, a dark crypto-wallet send
  screen, a conference agenda with session sign-up) written for it on 2026-11-27 by someone
  who had not seen the validation rule, rendered and committed before it was scored (frozen
  03:34 UTC, commit 9834de6), to be scored once with the rule of that day's stop. Its brief
  asked for subtle disabled states as design systems draw them (60-70 % opacity, a fill
  kept with lighter text, washed-out or dim tints, dashed or dotted dim borders), outer
  focus rings and glows beside border changes, and each page's own hovers. Every rule
  change of 2026-11-27 was chosen on the nine parts above; this one is the test part.

Every part is also scored without its changed pairs whose change did not visibly render at
the point (``_cache_visible.py``: no pixel of the region moved more than 16 levels against
a fresh render of the unchanged page), under ``rendered_only``, beside the whole part.

Then the time of ``validate_step`` on a full 1280x800 frame beside the reference's
hash-and-compare in the same run.

Usage: ``python benchmarks/bench_cache.py
[--part dev|dev2|holdout|holdout2|...|holdout8|all]
[--no-record]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from _cache_visible import VISIBLE_LEVELS, unrendered  # noqa: E402
from _results import record  # noqa: E402
from vigil.cache.represent import capture_representation, validate_step  # noqa: E402
from vigil.frames import Frame, as_frame, hash_region  # noqa: E402

SET = HERE / "cache"
PARTS = (
    "dev",
    "dev2",
    "holdout",
    "holdout2",
    "holdout3",
    "holdout4",
    "holdout5",
    "holdout6",
    "holdout7",
    "holdout8",
)
#: Sections of results.json under ``cache`` that named parts which no longer exist.
_RETIRED = ("test",)
THRESHOLD = 10
FULL_FRAME = HERE.parent / "tests" / "data" / "frames" / "form-1280x800.png"


def _reference(method: str) -> Callable[[Frame, Frame, tuple[float, float]], bool]:
    def passes(rec: Frame, rep: Frame, point: tuple[float, float]) -> bool:
        a = hash_region(rec, point[0], point[1], 100, method)  # type: ignore[arg-type]
        b = hash_region(rep, point[0], point[1], 100, method)  # type: ignore[arg-type]
        return (a - b) <= THRESHOLD

    return passes


def _vigil(rec: Frame, rep: Frame, point: tuple[float, float]) -> bool:
    representation = capture_representation(rec, point)
    return validate_step(representation, rep, point).status == "pass"


def _score(rows: list[tuple[str, str, bool]]) -> dict[str, Any]:
    """rows: (label, variant, passed)."""
    same = [p for label, _, p in rows if label == "same"]
    changed = [p for label, _, p in rows if label == "changed"]
    false_pass = sum(changed)
    false_stop = sum(1 for p in same if not p)
    correct = (len(changed) - false_pass) + (len(same) - false_stop)
    by_variant: dict[str, dict[str, Any]] = {}
    groups: dict[str, list[tuple[str, bool]]] = defaultdict(list)
    for label, variant, p in rows:
        groups[variant].append((label, p))
    for variant, items in sorted(groups.items()):
        label = items[0][0]
        wrong = sum(1 for _, p in items if (p if label == "changed" else not p))
        by_variant[variant] = {"label": label, "cases": len(items), "wrong": wrong}
    return {
        "cases": len(rows),
        "same": len(same),
        "changed": len(changed),
        "accuracy": round(correct / len(rows), 4) if rows else None,
        "false_passes": false_pass,
        "false_pass_rate": round(false_pass / len(changed), 4) if changed else None,
        "false_stops": false_stop,
        "false_stop_rate": round(false_stop / len(same), 4) if same else None,
        "by_variant": by_variant,
    }


def _rendered_only(
    root: Path, pairs: list[dict[str, Any]], rows: dict[str, list[tuple[str, str, bool]]]
) -> dict[str, Any]:
    """Every decider's figures without the changed pairs whose change did not visibly
    render at the point (``_cache_visible``), and which pairs those were."""
    hidden = unrendered(root, pairs)
    keep = [p["id"] not in hidden for p in pairs]
    by_variant: dict[str, int] = defaultdict(int)
    for p in pairs:
        if p["id"] in hidden:
            by_variant[p["variant"]] += 1
    return {
        "visible_levels": VISIBLE_LEVELS,
        "unrendered_changed": len(hidden),
        "unrendered_by_variant": dict(sorted(by_variant.items())),
        **{n: _score([r for r, k in zip(rs, keep, strict=True) if k]) for n, rs in rows.items()},
    }


def _timing(repeats: int = 200) -> dict[str, Any]:
    frame = as_frame(FULL_FRAME)
    _ = frame.rgb  # decode once, as a replay's fresh screenshot is decoded once
    point = (640.0, 400.0)
    representation = capture_representation(frame, point)
    reference = _reference("phash")
    jpeg = as_frame(frame.to_jpeg(85))
    _ = jpeg.rgb

    def median_ms(fn: Callable[[], object]) -> float:
        samples = []
        for _ in range(repeats):
            t = time.perf_counter()
            fn()
            samples.append((time.perf_counter() - t) * 1000)
        return statistics.median(samples)

    ref_ms = median_ms(lambda: reference(frame, jpeg, point))
    # The reference hashes the recorded region once at record time: count one hash.
    ref_one_ms = ref_ms / 2
    vigil_ms = median_ms(lambda: validate_step(representation, jpeg, point))
    recorded_ms = _jpeg_recorded_ms(frame, jpeg, point)
    return {
        "frame": "1280x800 (JPEG re-encode of a form page)",
        "validate_step_ms": round(vigil_ms, 3),
        # A step recorded from the runner's JPEG frames, validated against a fresh lossless
        # screenshot: the live region is encoded as the recording was (twin_in) first.
        "validate_step_jpeg_recorded_ms": round(recorded_ms, 3),
        "reference_hash_compare_ms": round(ref_one_ms, 3),
        "validate_step_ratio": round(vigil_ms / ref_one_ms, 2),
        "target": "validate_step <= 2 ms per step beside the screenshot",
        "met": vigil_ms <= 2.0,
    }


def _jpeg_recorded_ms(lossless: Frame, jpeg: Frame, point: tuple[float, float]) -> float:
    """validate_step of a representation captured on ``jpeg`` against new lossless frames
    (each a fresh object, as each replayed step's screenshot is: no twin kept from before)."""
    representation = capture_representation(jpeg, point)
    frames = [Frame(lossless.rgb.copy()) for _ in range(40)]
    samples = []
    for live in frames:
        t = time.perf_counter()
        validate_step(representation, live, point)
        samples.append((time.perf_counter() - t) * 1000)
    return statistics.median(samples)


def _ocr_timing(repeats: int = 30) -> dict[str, Any]:
    """validate_step with RapidOCR evidence on a frame the engine has already read."""
    from vigil.ocr import RapidOcr

    ocr = RapidOcr()
    frame = as_frame(FULL_FRAME)
    point = (640.0, 400.0)
    t = time.perf_counter()
    representation = capture_representation(frame, point, ocr=ocr)
    first_ms = (time.perf_counter() - t) * 1000
    samples = []
    for _ in range(repeats):
        t = time.perf_counter()
        validate_step(representation, frame, point, ocr=ocr)
        samples.append((time.perf_counter() - t) * 1000)
    cached_ms = statistics.median(samples)
    return {
        "recorded_text": list(representation.text or ()),
        "first_read_ms": round(first_ms, 1),
        "validate_step_cached_frame_ms": round(cached_ms, 3),
        "target": "validate_step with OCR evidence <= 20 ms on a cached frame",
        "met": cached_ms <= 20.0,
    }


def _replay_timing() -> dict[str, Any]:
    """Record the demo's happy path in Chromium, then replay it: wall time and steps."""
    import tempfile

    from vigil import BrowserEnv, CachedBrain, GymRunner
    from vigil.brains import load_task_file
    from vigil.cache.record import record_trajectory
    from vigil.demo import serve_demo, tasks_dir

    scripted = load_task_file(tasks_dir() / "happy_path.json")
    with tempfile.TemporaryDirectory() as tmp, serve_demo() as server, BrowserEnv() as env:
        task = scripted.to_task(server.base_url)
        t = time.perf_counter()
        original = GymRunner(env, scripted.brain(), record_dir=Path(tmp) / "rec").run(task)
        original_s = time.perf_counter() - t
        cache = record_trajectory(original, Path(tmp) / "rec", name="happy")
        brain = CachedBrain(cache)
        t = time.perf_counter()
        replay = GymRunner(env, brain, record_dir=Path(tmp) / "replay").run(task)
        replay_s = time.perf_counter() - t
    return {
        "task": "happy_path (scripted original; the replay asks no model)",
        "original_steps": len(original.steps),
        "replay_steps": len(replay.steps),
        "replay_status": brain.outcome.status,
        "replay_model_calls": brain.model_calls,
        "original_s": round(original_s, 2),
        "replay_s": round(replay_s, 2),
        "replay_ratio": round(replay_s / original_s, 2),
        "validated_steps": sum(1 for v in brain.outcome.verdicts if v.validation is not None),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--part", choices=(*PARTS, "all"), default="all")
    ap.add_argument("--no-record", action="store_true", help="print only")
    ap.add_argument("--show-wrong", action="store_true", help="list Vigil's mistakes")
    ap.add_argument("--set", type=Path, default=SET, help="directory of labels.json + pairs/")
    ap.add_argument("--replay", action="store_true", help="also time a demo replay in Chromium")
    ap.add_argument("--ocr", action="store_true", help="also time validate_step with RapidOCR")
    args = ap.parse_args()
    root: Path = args.set
    labels = json.loads((root / "labels.json").read_text(encoding="utf-8"))
    parts = PARTS if args.part == "all" else (args.part,)
    deciders = {
        "reference_phash": _reference("phash"),
        "reference_ahash": _reference("ahash"),
        "vigil": _vigil,
    }
    figures: dict[str, Any] = {}
    for part in parts:
        pairs = [p for p in labels["pairs"] if p["part"] == part]
        rows: dict[str, list[tuple[str, str, bool]]] = defaultdict(list)
        for pair in pairs:
            rec = as_frame(root / "pairs" / pair["recorded"])
            rep = as_frame(root / "pairs" / pair["replay"])
            point = (float(pair["point"][0]), float(pair["point"][1]))
            for name, decide in deciders.items():
                passed = decide(rec, rep, point)
                rows[name].append((pair["label"], pair["variant"], passed))
                if args.show_wrong and name == "vigil":
                    wrong = passed if pair["label"] == "changed" else not passed
                    if wrong:
                        v = validate_step(capture_representation(rec, point), rep, point)
                        print(f"  wrong: {pair['id']} ({pair['label']}): {v.reason}")
        figures[part] = {"set": part, **{n: _score(r) for n, r in rows.items()}}
        figures[part]["rendered_only"] = _rendered_only(root, pairs, rows)
        edge = [p for p in pairs if p["near_edge"]]
        figures[part]["near_edge_cases"] = len(edge)
    figures["timing"] = _timing()
    for part in parts:
        f = figures[part]
        print(f"== {part} part ==")
        for name in deciders:
            s = f[name]
            print(
                f"{name:16s} cases {s['cases']:4d}  accuracy {s['accuracy']:.3f}  false passes "
                f"{s['false_passes']}/{s['changed']} ({s['false_pass_rate']:.1%})  false stops "
                f"{s['false_stops']}/{s['same']} ({s['false_stop_rate']:.1%})"
            )
        ro = f["rendered_only"]
        print(
            f"  changed pairs whose change did not render at the point (<= {VISIBLE_LEVELS} "
            f"levels): {ro['unrendered_changed']}; without them: "
            + ", ".join(
                f"{n} false passes {ro[n]['false_passes']}/{ro[n]['changed']} "
                f"({ro[n]['false_pass_rate']:.1%})"
                for n in deciders
            )
        )
        print(
            "per variant (wrong / cases): "
            + ", ".join(
                f"{v}: ref {f['reference_phash']['by_variant'][v]['wrong']}/"
                f"{f['reference_phash']['by_variant'][v]['cases']} vigil "
                f"{f['vigil']['by_variant'][v]['wrong']}"
                for v in f["vigil"]["by_variant"]
            )
        )
    t = figures["timing"]
    print(
        f"validate_step {t['validate_step_ms']:.2f} ms vs reference hash+compare "
        f"{t['reference_hash_compare_ms']:.2f} ms (x{t['validate_step_ratio']})"
    )
    if args.replay:
        figures["replay"] = _replay_timing()
        r = figures["replay"]
        print(
            f"replay of happy_path: {r['replay_s']} s vs original {r['original_s']} s "
            f"(x{r['replay_ratio']}), {r['replay_model_calls']} model calls, {r['replay_status']}"
        )
    if args.ocr:
        figures["ocr"] = _ocr_timing()
        o = figures["ocr"]
        print(
            f"with OCR evidence: first read {o['first_read_ms']} ms, validate_step on the cached "
            f"frame {o['validate_step_cached_frame_ms']} ms ({o['recorded_text']})"
        )
    if not args.no_record:
        if args.ocr:
            record("cache", "ocr", figures["ocr"])
        if args.replay:
            record("cache", "replay", figures["replay"])
        for part in parts:
            f = figures[part]
            f["targets"] = {
                "false_pass_rate<=1%": f["vigil"]["false_pass_rate"] <= 0.01,
                "false_stop_rate<=2%": f["vigil"]["false_stop_rate"] <= 0.02,
                "false_pass_rate<=1% (rendered changes only)": (
                    f["rendered_only"]["vigil"]["false_pass_rate"] <= 0.01
                ),
            }
            record("cache", part, f)
        record("cache", "timing", t)
        _retire_sections()


def _retire_sections() -> None:
    """Drop result sections of parts that were renamed (``test`` is ``dev2`` now)."""
    from _results import RESULTS, load

    data = load()
    cache = data.get("cache", {})
    if not any(k in cache for k in _RETIRED):
        return
    for k in _RETIRED:
        cache.pop(k, None)
    tmp = RESULTS.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(RESULTS)


if __name__ == "__main__":
    main()
