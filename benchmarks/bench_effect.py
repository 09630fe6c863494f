"""Score the perceptual effect verifier on the labelled set, against the reference rule.

Reads ``benchmarks/effect/labels.json`` and the stored frames (no browser needed; regenerate
them with ``benchmarks/effect/generate.py``). Every figure is given per part of the set:
``dev`` (pages the verifier was developed on; thresholds were chosen there), ``test`` (five
page designs rendered and frozen before the hover and JPEG rules were written; its errors
were studied on 2026-11-26 to write the two-way restyle and filled-icon rules, so it is a
development set since), ``holdout`` (new designs rendered and frozen on 2026-11-26 by
someone who saw no verdict on them; scored once, then its errors were studied, so it is a
development set too), ``holdout2`` (more new designs, rendered and frozen the same way
after the rules of 4db523b, never used to choose anything), ``holdout3`` (six more designs
with many small icon buttons, rendered and frozen the same way, never used to choose anything),
``holdout4`` (six more designs written independently of the earlier ones, rendered and
frozen the same way, never used to choose anything), ``holdout5`` (six more such designs,
rendered and frozen the same way, never used to choose anything), ``holdout6`` (six more
such designs, rendered and frozen the same way, never used to choose anything),
``holdout7`` (six more such designs, each with large things moving by themselves beside the
clicked control, rendered and frozen the same way, never used to choose anything),
``holdout8`` (six more such designs, each with things of several sizes moving by themselves
beside the clicked control, at random or cumulatively so that no motion can look still across
a capture interval, rendered and frozen the same way, never used to choose anything) and
``holdout9`` (six more such designs of ordinary pages, every clickable control restyled on
hover and only two with one thing moving by itself, written by a helper who saw no rule and no
verdict, rendered and frozen the same way, never used to choose anything), ``holdout10``
(six live designs where much moves at random, written the same way on 2026-11-27 and a
development part from the start) and ``holdout11`` (six more designs with things moving near
and far from the controls, frozen before that day's rule changes: a test part).

Modes (each is one set of frames per case, scored by Vigil and by the reference):

* ``runner``: the frames ``GymRunner`` really produces: pointer moved to the target,
  settle, ``pre``; click; settle; ``post`` with no re-point (``post_runner``). Idle pair
  and settle samples as the runner has them; ``hover_aware=True``.
* ``session``: the frames an ordinary agent loop has: ``pre`` with the pointer parked away
  (``pre_plain``), the same ``post``, and one earlier frame of the page, which the
  ``Monitor`` observed (its idle pair with ``pre``); ``hover_aware=False``.

Every Vigil verdict is a real ``Monitor``'s (``observe`` the mode's earlier frames, then
``check``), as a user's loop and the runner get it; until 2026-11-27 the benchmark called
``check_effect`` with the idle pair instead, which skipped what the Monitor does with what
it learns (on pages where much moves, its verdicts differed: ``docs/effect.md``).
* ``repointed``: the older protocol (pointer moved again before ``post``), for comparison.
* JPEG variants of ``runner`` and ``session``: both frames JPEG at the same quality (a real
  capture path encodes alike: primary table) and only ``post`` JPEG (mixed encodings: a
  separate, labelled row). The quality is fixed per case, 60-95.

The reference rule: 64-bit pHash (imagehash-exact) of the whole frame and of the 200x200
region around the action's point; any differing bit in either means "changed". The class
of interest is "no effect" (the verifier's warning): precision, recall, F1, the confusion
counts and the misclassified cases by name. Everything is recorded with
``benchmarks/_results.py``.

Finally it times ``check_effect`` at 1920x1080 on fresh frames of every input type (numpy
array, PIL image, PNG and JPEG bytes, Frame) beside the reference's two exact pHashes in
the same run.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import imagehash
import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "benchmarks" / "effect"))

from set_parts import PARTS  # noqa: E402

from _results import record  # noqa: E402
from vigil import (  # noqa: E402
    Action,
    Frame,
    Monitor,
    RunConfig,
    check_effect,
    keep_freed_memory,
    phash,
)
from vigil.verify.effect import REASON_HIDDEN_BY_MOTION, is_high_risk  # noqa: E402

SET = ROOT / "benchmarks" / "effect"
REGION = 200


def load_cases() -> list[dict[str, Any]]:
    data = json.loads((SET / "labels.json").read_text())
    cases: list[dict[str, Any]] = data["cases"]
    return cases


_CACHE: dict[str, Frame] = {}


def frame(rel: str) -> Frame:
    if rel not in _CACHE:
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[rel] = Frame(SET / "cases" / rel)
    return _CACHE[rel]


def quality(case: dict[str, Any]) -> int:
    """The case's JPEG quality, 60-95, fixed by its name (so runs are comparable)."""
    return 60 + zlib.crc32(case["name"].encode()) % 36


def jpeg(f: Frame, q: int) -> Frame:
    ok, buf = cv2.imencode(
        ".jpg", cv2.cvtColor(f.rgb, cv2.COLOR_RGB2BGR), [int(cv2.IMWRITE_JPEG_QUALITY), q]
    )
    assert ok
    return Frame(bytes(buf))


@dataclass
class Pair:
    """One scored input: the frames a mode gives the rules for one case."""

    case: dict[str, Any]
    pre: Frame
    post: Frame
    idle: tuple[Frame, Frame] | None
    samples: list[Frame]
    hover_aware: bool


def pairs(case: dict[str, Any], mode: str, encoding: str) -> Pair:
    """Frames of ``case`` in ``mode`` (runner/session/repointed), encoded as asked
    (``png``, ``jpeg_both``: every frame JPEG at the case's quality, ``jpeg_post``: post only)."""
    if mode == "session":
        pre, post = frame(case["pre_plain"]), frame(case["post_runner"])
        idle: tuple[Frame, Frame] | None = (frame(case["earlier"]), pre)
        hover_aware = False
    else:
        pre = frame(case["pre"])
        post = frame(case["post_runner"] if mode == "runner" else case["post"])
        idle = (frame(case["idle"][0]), frame(case["idle"][1])) if case.get("idle") else None
        hover_aware = True
    samples = [frame(p) for p in case.get("samples") or []]
    if encoding != "png":
        q = quality(case)
        post = jpeg(post, q)
        samples = [jpeg(s, q) for s in samples]
        if encoding == "jpeg_both":
            pre = jpeg(pre, q)
            if idle is not None:
                idle = (jpeg(idle[0], q), pre if mode == "session" else jpeg(idle[1], q))
    return Pair(case, pre, post, idle, samples, hover_aware)


def reference_rule(p: Pair) -> bool:
    """True = effect observed, by the reference's any-bit-flip pHash rule."""
    action = Action.from_dict(p.case["action"])
    if phash(p.pre) - phash(p.post) > 0:
        return True
    if action.point is None:
        return False
    box = p.pre.box_around(action.point[0], action.point[1], REGION)
    return phash(p.pre.crop(box)) - phash(p.post.crop(box)) > 0


def checked_action(case: dict[str, Any]) -> Action:
    """The case's action, made one the verifier checks when the classifier would skip it.

    The set labels whether an action visibly did something; whether it was high-risk enough
    to check is another question (``is_high_risk``: Enter, or a click whose reasoning names
    a committing verb). The holdout part's actions were written without that in mind (a
    click "to open the calendar", Escape, Space), so they are asked as a high-risk action
    at the same point would be: the key becomes Return and the click's reasoning gains
    "(submit)". Which key or words these are changes nothing else in the verdict.
    """
    action = Action.from_dict(case["action"])
    if is_high_risk(action):
        return action
    if action.point is None:
        return Action.key("Return", action.reasoning)
    x, y = action.point
    return Action.click(x, y, f"{action.reasoning} (submit)")


def vigil_rule(p: Pair) -> bool:
    """Vigil's verdict as a user gets it: a :class:`vigil.Monitor` for the session that saw
    the mode's earlier frame(s) with no action between (``observe``), then ``check``.

    In runner mode both idle frames are observed (the pointer was already on the target in
    both: the runner's own idle pair), then ``pre`` is checked as hover-aware. In session
    mode the Monitor observed the earlier frame, and this step's plain ``pre`` completes the
    idle pair. Through the Monitor, not :func:`check_effect` with ``idle=``: what the
    Monitor learns and keeps about moving elements is part of the verdict."""
    monitor = Monitor(RunConfig())
    if p.idle is not None:
        monitor.observe(p.idle[0])
        if p.hover_aware:
            monitor.observe(p.idle[1])
    verdict = monitor.check(
        checked_action(p.case),
        p.pre,
        p.post,
        samples=p.samples or None,
        hover_aware=p.hover_aware,
    )
    check = verdict.effect
    if check.reason == REASON_HIDDEN_BY_MOTION:
        return True  # undecided: no warning, as an effect
    if check.effect_observed is None:
        raise SystemExit(f"{p.case['name']}: check skipped ({check.reason}); fix the label file")
    return bool(check.effect_observed)


def score(cases: list[dict[str, Any]], said_effect: dict[str, bool]) -> dict[str, Any]:
    """Precision/recall/F1 of "no effect", confusion counts, misclassified names."""
    tp = fp = fn = tn = 0
    false_effect: list[str] = []
    missed_effect: list[str] = []
    for c in cases:
        truth_no = c["label"] == "no_effect"
        pred_no = not said_effect[c["name"]]
        if truth_no and pred_no:
            tp += 1
        elif pred_no:
            fp += 1
            missed_effect.append(c["name"])
        elif truth_no:
            fn += 1
            false_effect.append(c["name"])
        else:
            tn += 1
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "cases": len(cases),
        "no_effect_cases": tp + fn,
        "effect_cases": fp + tn,
        "precision": round(precision, 4),
        "recall": round(recall, 4),
        "f1": round(f1, 4),
        "no_effect_said_no_effect": tp,
        "no_effect_said_effect": fn,
        "effect_said_no_effect": fp,
        "effect_said_effect": tn,
        "false_effect": sorted(false_effect),
        "missed_effect": sorted(missed_effect),
    }


def run_modes(
    cases: list[dict[str, Any]], rows: list[tuple[str, str]]
) -> dict[tuple[str, str], tuple[dict[str, bool], dict[str, bool]]]:
    """Both rules on every (mode, encoding) of ``rows``; each case's frames are read once."""
    out: dict[tuple[str, str], tuple[dict[str, bool], dict[str, bool]]] = {
        r: ({}, {}) for r in rows
    }
    for c in cases:
        _CACHE.clear()
        for mode, enc in rows:
            p = pairs(c, mode, enc)
            vig, ref = out[(mode, enc)]
            vig[c["name"]] = vigil_rule(p)
            ref[c["name"]] = reference_rule(p)
    return out


def by_part(
    cases: list[dict[str, Any]], vig: dict[str, bool], ref: dict[str, bool]
) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for part in PARTS:
        sub = [c for c in cases if c["part"] == part]
        if sub:
            out[part] = {"set": part, "vigil": score(sub, vig), "reference": score(sub, ref)}
    return out


TARGETS = {"session": (0.99, 0.95), "runner": (0.99, 0.97), "jpeg": (0.99, 0.97)}


def report(
    title: str, key: str, result: dict[str, dict[str, Any]], target: tuple[float, float]
) -> None:
    print(f"\n{title}")
    print(
        f"  {'part':7} {'rule':10} {'cases':>5} {'prec':>6} {'recall':>6} {'F1':>6}   misclassified"
    )
    for part, r in result.items():
        for rule in ("vigil", "reference"):
            s = r[rule]
            wrong = [f"effect:{n}" for n in s["false_effect"]] + [
                f"MISSED:{n}" for n in s["missed_effect"]
            ]
            shown = ", ".join(wrong[:8]) + (f" (+{len(wrong) - 8})" if len(wrong) > 8 else "")
            print(
                f"  {part:7} {rule:10} {s['cases']:>5} {s['precision']:>6.3f} {s['recall']:>6.3f} "
                f"{s['f1']:>6.3f}   {shown or '-'}"
            )
        v = r["vigil"]
        r["target"] = f"precision >= {target[0]}, recall >= {target[1]}"
        r["met"] = v["precision"] >= target[0] and v["recall"] >= target[1]
    record("bench_effect", key, result)


def accuracy() -> None:
    cases = load_cases()
    started = time.perf_counter()
    counts = {p: sum(c["part"] == p for c in cases) for p in PARTS}
    print(
        f"labelled set: {len(cases)} cases ("
        + ", ".join(f"{p} {n}" for p, n in counts.items())
        + "); JPEG quality per case 60-95"
    )
    rows = [
        (
            "runner mode (hover-aware pre, post without re-point), PNG",
            "runner_png",
            "runner",
            "png",
            TARGETS["runner"],
        ),
        (
            "runner mode, both frames JPEG (same quality)",
            "runner_jpeg_both",
            "runner",
            "jpeg_both",
            TARGETS["jpeg"],
        ),
        (
            "session mode (plain pre, hover_aware=False), PNG",
            "session_png",
            "session",
            "png",
            TARGETS["session"],
        ),
        (
            "session mode, both frames JPEG (same quality)",
            "session_jpeg_both",
            "session",
            "jpeg_both",
            TARGETS["jpeg"],
        ),
        (
            "MIXED encodings: runner mode, post JPEG, pre PNG",
            "runner_jpeg_post_mixed",
            "runner",
            "jpeg_post",
            TARGETS["jpeg"],
        ),
        (
            "MIXED encodings: session mode, post JPEG, pre PNG",
            "session_jpeg_post_mixed",
            "session",
            "jpeg_post",
            TARGETS["jpeg"],
        ),
        (
            "re-pointed protocol (pointer moved again before post), PNG",
            "repointed_png",
            "repointed",
            "png",
            TARGETS["runner"],
        ),
    ]
    results = run_modes(cases, [(mode, enc) for _, _, mode, enc, _ in rows])
    for title, key, mode, enc, target in rows:
        vig, ref = results[(mode, enc)]
        report(title, key, by_part(cases, vig, ref), target)
    print(f"\nscored in {time.perf_counter() - started:.0f} s")


# -- the loop protocol: the pointer where the previous action left it ------------------------
LOOP_SET = SET / "loop_labels.json"
#: Parts of the loop frames whose scores choose nothing (the effect set's held-out designs).
LOOP_TEST_PARTS = ("holdout8", "holdout9", "holdout11")


def loop_pair(case: dict[str, Any], encoding: str) -> tuple[Frame, Frame]:
    pre, post = Frame(SET / "loop_cases" / case["pre"]), Frame(SET / "loop_cases" / case["post"])
    if encoding == "jpeg_both":
        q = quality(case)
        pre, post = jpeg(pre, q), jpeg(post, q)
    return pre, post


def loop_rule(case: dict[str, Any], pre: Frame, post: Frame, *, told: bool) -> bool:
    """Vigil's verdict in a loop: the Monitor judged the previous click (at the control the
    pointer still rests on; not high-risk, so not checked) when ``told``, then this step with
    the plain ``pre``. Untold, the Monitor does not know where the pointer was (what every
    Monitor did before it tracked the pointer)."""
    monitor = Monitor(RunConfig())
    if told:
        x, y = case["prev_point"]
        monitor.check(Action.click(x, y), pre, pre)
    verdict = monitor.check(checked_action(case), pre, post)
    check = verdict.effect
    if check.reason == REASON_HIDDEN_BY_MOTION:
        return True
    if check.effect_observed is None:
        raise SystemExit(f"{case['name']}: check skipped ({check.reason})")
    return bool(check.effect_observed)


def loop_accuracy() -> None:
    """Score the loop frames (``benchmarks/effect/capture_loop.py``): the Monitor told where
    the pointer was, the same Monitor not told (the rule before), and the reference."""
    if not LOOP_SET.exists():
        print("no loop frames: run benchmarks/effect/capture_loop.py")
        return
    cases = json.loads(LOOP_SET.read_text())["cases"]
    main = {c["name"]: c for c in load_cases()}
    # Pages with something moving or flashing by itself: the loop frames give the Monitor no
    # idle pair, so what moves is never learned there; scored apart from the still pages.
    live = {n for n, c in main.items() if c.get("volatile") or c.get("transient")}
    table: dict[str, Any] = {"columns": LOOP_COLUMNS}
    for enc in ("png", "jpeg_both"):
        told: dict[str, bool] = {}
        untold: dict[str, bool] = {}
        ref: dict[str, bool] = {}
        for c in cases:
            pre, post = loop_pair(c, enc)
            told[c["name"]] = loop_rule(c, pre, post, told=True)
            untold[c["name"]] = loop_rule(c, pre, post, told=False)
            ref[c["name"]] = reference_rule(Pair(c, pre, post, None, [], False))
        result: dict[str, Any] = {}
        for part in PARTS:
            sub = [c for c in cases if c["part"] == part]
            if sub:
                still = [c for c in sub if c["name"] not in live]
                result[part] = {
                    "set": part,
                    "held_out": part in LOOP_TEST_PARTS,
                    "vigil": score(sub, told),
                    "vigil_pointer_unknown": score(sub, untold),
                    "reference": score(sub, ref),
                    "still_pages_vigil": score(still, told),
                    "still_pages_vigil_pointer_unknown": score(still, untold),
                    "still_pages_reference": score(still, ref),
                }
        _print_loop(enc, result)
        table[enc] = compact_loop(result)
    record("bench_effect", "loop_protocol", table)


LOOP_COLUMNS = (
    "no-effect precision, recall; vigil = a Monitor that judged the previous click (it knows "
    "where the pointer rests), pointer unknown = the same Monitor not told (every Monitor "
    "before 2026-11-29), reference = any pHash bit flip; still = pages with nothing moving or "
    "flashing by itself (the loop frames give no idle pair to learn motion from)"
)


def compact_loop(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """One row per part for the docs: (precision, recall) per rule, and Vigil's mistakes on
    the development parts (a held-out part's are not listed)."""
    rows: dict[str, dict[str, Any]] = {}
    for part, r in result.items():
        pr = {k: [r[k]["precision"], r[k]["recall"]] for k in r if isinstance(r[k], dict)}
        wrong = r["vigil"]["false_effect"] + r["vigil"]["missed_effect"]
        rows[part] = {
            "cases": r["vigil"]["cases"],
            "still_cases": r["still_pages_vigil"]["cases"],
            **pr,
            "vigil_wrong": "(held out: not listed)" if r["held_out"] else ", ".join(wrong) or "-",
        }
    return rows


def _print_loop(enc: str, result: dict[str, Any]) -> None:
    print(f"\nloop protocol ({enc}): pre with the pointer on the previous action's control")
    print(f"  {'part':9} {'rule':33} {'cases':>5} {'prec':>6} {'recall':>6}   misclassified")
    for part, r in result.items():
        for rule in (
            "vigil",
            "vigil_pointer_unknown",
            "reference",
            "still_pages_vigil",
            "still_pages_vigil_pointer_unknown",
        ):
            s = r[rule]
            wrong = [f"effect:{n}" for n in s["false_effect"]] + [
                f"MISSED:{n}" for n in s["missed_effect"]
            ]
            shown = "(held out: not listed)" if r["held_out"] else ", ".join(wrong[:6])
            print(
                f"  {part:9} {rule:33} {s['cases']:>5} {s['precision']:>6.3f} "
                f"{s['recall']:>6.3f}   {shown or '-'}"
            )


# -- speed -------------------------------------------------------------------------------------
def run_all(fns: dict[str, Callable[[], object]], n: int) -> dict[str, float]:
    """Median ms of each function, runs interleaved so machine-load drift hits all alike."""
    times: dict[str, list[float]] = {k: [] for k in fns}
    for fn in fns.values():
        fn()
    for _ in range(n):
        for k, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            times[k].append(time.perf_counter() - t0)
    return {k: round(statistics.median(v) * 1000, 3) for k, v in times.items()}


def timing(n: int = 30) -> None:
    """check_effect on fresh 1920x1080 frames of every input type, beside the reference."""
    cases = {c["name"]: c for c in load_cases()}
    name = next(
        n for n, c in cases.items() if c["scenario"] == "checkbox" and c["size"] == [1920, 1080]
    )
    case = cases[name]
    pre_arr = np.array(frame(case["pre"]).rgb)
    post_arr = np.array(frame(case["post_runner"]).rgb)
    action = Action.from_dict(case["action"])
    config = RunConfig()
    pre_pil, post_pil = Image.fromarray(pre_arr), Image.fromarray(post_arr)
    pre_png, post_png = Frame(pre_arr).to_png(), Frame(post_arr).to_png()
    pre_jpg, post_jpg = Frame(pre_arr).to_jpeg(85), Frame(post_arr).to_jpeg(85)
    same_arr = pre_arr.copy()

    def pre_decoded() -> tuple[Frame, Frame]:
        # A Frame that already exists (e.g. decoded by the caller), but nothing cached on it.
        return Frame(pre_arr), Frame(post_arr)

    fns: dict[str, Callable[[], object]] = {
        "numpy": lambda: check_effect(pre_arr, post_arr, action, config),
        "pil": lambda: check_effect(pre_pil, post_pil, action, config),
        "frame": lambda: check_effect(*pre_decoded(), action, config),
        "png_bytes": lambda: check_effect(pre_png, post_png, action, config),
        "jpeg_bytes": lambda: check_effect(pre_jpg, post_jpg, action, config),
        "png_decode_only": lambda: (Frame(pre_png), Frame(post_png)),
        "jpeg_decode_only": lambda: (Frame(pre_jpg), Frame(post_jpg)),
        "identical_numpy": lambda: check_effect(pre_arr, same_arr, action, config),
        "reference_two_phashes_pil": lambda: (imagehash.phash(pre_pil), imagehash.phash(post_pil)),
    }
    ms = run_all(fns, n)
    # The same calls once the process keeps freed memory (vigil.keep_freed_memory, which every
    # vigil command applies): input types that make frame-sized copies (Pillow images) stop
    # faulting in fresh pages on every call.
    keep_freed_memory(64)
    kept = run_all({k: v for k, v in fns.items() if k != "reference_two_phashes_pil"}, n)
    ref = ms["reference_two_phashes_pil"]
    print(f"\ncheck_effect, fresh 1920x1080 frames ({name}, a ticked checkbox), medians of {n}:")
    for k, v in ms.items():
        print(f"  {k:28} {v:7.2f} ms   reference/this {ref / v:5.2f}x")
    net = {
        "png_bytes_minus_decode": round(ms["png_bytes"] - ms["png_decode_only"], 3),
        "jpeg_bytes_minus_decode": round(ms["jpeg_bytes"] - ms["jpeg_decode_only"], 3),
    }
    print(
        f"  check beyond decoding: PNG bytes {net['png_bytes_minus_decode']:.2f} ms, "
        f"JPEG bytes {net['jpeg_bytes_minus_decode']:.2f} ms"
    )
    worst = max(
        ms["numpy"],
        ms["pil"],
        ms["frame"],
        net["png_bytes_minus_decode"],
        net["jpeg_bytes_minus_decode"],
    )
    net_kept = {
        "png_bytes_minus_decode": round(kept["png_bytes"] - kept["png_decode_only"], 3),
        "jpeg_bytes_minus_decode": round(kept["jpeg_bytes"] - kept["jpeg_decode_only"], 3),
    }
    worst_kept = max(kept["numpy"], kept["pil"], kept["frame"], *net_kept.values())
    print(
        "  after vigil.keep_freed_memory(): "
        + ", ".join(f"{k} {v:.2f} ms" for k, v in kept.items())
        + f"; beyond decoding: PNG {net_kept['png_bytes_minus_decode']:.2f} ms, "
        f"JPEG {net_kept['jpeg_bytes_minus_decode']:.2f} ms"
    )
    record(
        "bench_effect",
        "speed_check_effect_1080p",
        {
            "case": name,
            "medians_ms": ms,
            "medians_ms_kept_memory": kept,
            "kept_memory_minus_decode": net_kept,
            "worst_ms_kept_memory": worst_kept,
            "met_kept_memory": worst_kept <= 3.0,
            **net,
            "ratio_reference_over_numpy": round(ref / ms["numpy"], 2),
            "target": "check_effect <= 3 ms at 1080p on fresh frames, every input type (decoding "
            "of bytes excluded: it is the caller's screenshot format)",
            "met": worst <= 3.0,
            "worst_ms": worst,
        },
    )
    print(
        f"  target <= 3 ms (worst input type, decode excluded): {worst:.2f} ms -> "
        f"{'met' if worst <= 3.0 else 'NOT MET on this run'} with glibc's default "
        f"thresholds; {worst_kept:.2f} ms -> "
        f"{'met' if worst_kept <= 3.0 else 'NOT MET'} after vigil.keep_freed_memory()"
    )


def main() -> None:
    accuracy()
    loop_accuracy()
    timing()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--speed":
        timing(int(sys.argv[2]) if len(sys.argv) > 2 else 30)
    elif len(sys.argv) > 1 and sys.argv[1] == "--accuracy":
        accuracy()
    elif len(sys.argv) > 1 and sys.argv[1] == "--loop":
        loop_accuracy()
    else:
        main()
