"""Score the perceptual effect verifier on the labelled set, against the reference rule.

Reads ``benchmarks/effect/labels.json`` and the stored frames (no browser needed; regenerate
them with ``benchmarks/effect/generate.py``). In one run it scores:

* the reference rule: 64-bit pHash (imagehash-exact) of the whole frame and of the 200x200
  region around the action's point; any differing bit in either means "changed";
* Vigil's :func:`vigil.check_effect` (given the idle frames and settle samples the case
  stores, as the runner would pass them).

The class of interest is "no effect" (the verifier's warning). For each rule it prints
precision, recall and F1 of "no effect", the confusion matrix and the misclassified cases by
name. The headline figures use the cases captured by the documented protocol (``pre`` taken
after the pointer reached the target); the few ``pre_before_pointer`` cases that break it on
purpose are scored separately below, so their effect on the numbers is visible.

Finally it times ``check_effect`` on two fresh in-memory 1920x1080 frames (median).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from vigil import Action, Frame, RunConfig, check_effect, phash  # noqa: E402
from vigil.frames.diff import diff_frames  # noqa: E402

SET = ROOT / "benchmarks" / "effect"
REGION = 200


def load_cases() -> list[dict[str, Any]]:
    data = json.loads((SET / "labels.json").read_text())
    cases: list[dict[str, Any]] = data["cases"]
    return cases


def frame(rel: str) -> Frame:
    return Frame(SET / "cases" / rel)


def reference_rule(case: dict[str, Any], pre: Frame, post: Frame) -> bool:
    """True = effect observed, by the reference's any-bit-flip pHash rule."""
    action = Action.from_dict(case["action"])
    global_changed = (phash(pre) - phash(post)) > 0
    region_changed = False
    if action.point is not None:
        x, y = action.point
        box = pre.box_around(x, y, REGION)
        region_changed = (phash(pre.crop(box)) - phash(post.crop(box))) > 0
    return global_changed or region_changed


def vigil_rule(case: dict[str, Any], pre: Frame, post: Frame) -> bool:
    idle = tuple(frame(p) for p in case["idle"]) if case.get("idle") else None
    samples = [frame(p) for p in case.get("samples") or []]
    check = check_effect(pre, post, case["action"], RunConfig(), idle=idle,  # type: ignore[arg-type]
                         samples=samples or None)
    if check.effect_observed is None:
        raise SystemExit(f"{case['name']}: check skipped ({check.reason}); fix the label file")
    if case.get("transient") and not check.transient_change:
        case.setdefault("_notes", []).append("transient not detected")
    return bool(check.effect_observed)


def score(name: str, cases: list[dict[str, Any]], predictions: dict[str, bool]) -> float:
    """Print precision/recall/F1 of "no effect" and the confusion matrix; return F1."""
    tp = fp = fn = tn = 0
    wrong: list[str] = []
    for c in cases:
        truth_no = c["label"] == "no_effect"
        pred_no = not predictions[c["name"]]
        if truth_no and pred_no:
            tp += 1
        elif pred_no and not truth_no:
            fp += 1
            wrong.append(f"  missed effect (said no effect): {c['name']}")
        elif truth_no and not pred_no:
            fn += 1
            wrong.append(f"  false effect (said effect):     {c['name']}")
        else:
            tn += 1
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    print(f"{name}: precision(no effect) {precision:.3f}  recall(no effect) {recall:.3f}  "
          f"F1 {f1:.3f}")
    print("                       predicted no_effect   predicted effect")
    print(f"  truth no_effect      {tp:>19}   {fn:>16}")
    print(f"  truth effect         {fp:>19}   {tn:>16}")
    if wrong:
        print(f"  misclassified ({len(wrong)}):")
        print("\n".join(sorted(wrong)))
    else:
        print("  misclassified: none")
    return f1


def timing() -> None:
    """Median check_effect time on two fresh 1920x1080 frames built from numpy arrays."""
    cases = {c["name"]: c for c in load_cases()}
    name = "checkbox-dark-1920x1080" if "checkbox-dark-1920x1080" in cases else next(
        n for n, c in cases.items() if c["size"] == [1920, 1080])
    case = cases[name]
    pre_arr = np.array(frame(case["pre"]).rgb)
    post_arr = np.array(frame(case["post"]).rgb)
    action = Action.from_dict(case["action"])
    config = RunConfig()

    def run(fn: Callable[[], object], n: int = 60) -> float:
        for _ in range(5):
            fn()
        times = []
        for _ in range(n):
            t0 = time.perf_counter()
            fn()
            times.append(time.perf_counter() - t0)
        return statistics.median(times) * 1000

    jpeg_arr = np.array(Frame(Frame(pre_arr).to_jpeg(80)).rgb)
    vigil_ms = run(lambda: check_effect(Frame(pre_arr), Frame(post_arr), action, config))
    diff_ms = run(lambda: diff_frames(Frame(pre_arr), Frame(post_arr)))
    same_ms = run(lambda: check_effect(Frame(pre_arr), Frame(pre_arr.copy()), action, config))
    noise_ms = run(lambda: check_effect(Frame(pre_arr), Frame(jpeg_arr), action, config))
    ref_ms = run(lambda: (phash(Frame(pre_arr)), phash(Frame(post_arr))), n=20)
    print(f"check_effect, fresh 1920x1080 frames from numpy arrays ({name}), medians:")
    print(f"  real effect (checkbox ticked)     {vigil_ms:6.2f} ms   (target <= 3 ms)")
    print(f"  pixel-identical no-op             {same_ms:6.2f} ms")
    print(f"  no-op re-encoded as JPEG q80      {noise_ms:6.2f} ms   (slowest path: every signal)")
    print(f"  diff_frames alone, same frames    {diff_ms:6.2f} ms   (share of the effect case: "
          f"{diff_ms / vigil_ms:.0%})")
    print(f"  reference: two exact pHashes      {ref_ms:6.2f} ms")


def main() -> None:
    cases = load_cases()
    started = time.perf_counter()
    ref: dict[str, bool] = {}
    vig: dict[str, bool] = {}
    for c in cases:
        pre, post = frame(c["pre"]), frame(c["post"])
        ref[c["name"]] = reference_rule(c, pre, post)
        vig[c["name"]] = vigil_rule(c, pre, post)
    elapsed = time.perf_counter() - started
    protocol = [c for c in cases if c["capture"] == "pre_after_pointer"]
    violations = [c for c in cases if c["capture"] != "pre_after_pointer"]
    n_eff = sum(c["label"] == "effect" for c in protocol)
    sizes = sorted({f"{c['size'][0]}x{c['size'][1]}" for c in cases})
    print(f"labelled set: {len(cases)} cases ({len(protocol)} by the capture protocol: "
          f"{n_eff} effect, {len(protocol) - n_eff} no_effect; sizes {', '.join(sizes)}; "
          f"{sum(c['encoding'] != 'png' for c in cases)} JPEG re-encodes); scored in "
          f"{elapsed:.1f} s")
    print()
    ref_f1 = score("reference (any pHash bit)", protocol, ref)
    print()
    vig_f1 = score("vigil check_effect       ", protocol, vig)
    print()
    missed_transients = [c["name"] for c in protocol if "transient not detected" in
                         c.get("_notes", [])]
    n_transient = sum(bool(c.get("transient")) for c in protocol)
    print(f"transient flashes detected: {n_transient - len(missed_transients)}/{n_transient}"
          + (f" (missed: {', '.join(missed_transients)})" if missed_transients else ""))
    print(f"F1 vigil {vig_f1:.3f} vs reference {ref_f1:.3f}: "
          f"{'vigil higher' if vig_f1 > ref_f1 else 'VIGIL NOT HIGHER'}")
    if violations:
        print()
        print(f"pre captured BEFORE pointing ({len(violations)} no-op cases, outside the "
              "protocol: hover restyling is in the frames):")
        for c in violations:
            print(f"  {c['name']}: reference says {'effect' if ref[c['name']] else 'no effect'}, "
                  f"vigil says {'effect' if vig[c['name']] else 'no effect'} (truth: no effect)")
        print()
        score("vigil on all cases incl. protocol violations", cases, vig)
    print()
    timing()


if __name__ == "__main__":
    main()
