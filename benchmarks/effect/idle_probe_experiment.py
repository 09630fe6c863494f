"""Would watching a live page longer before acting make the Monitor's verdicts better?

The runner mode of ``bench_effect`` gives the Monitor one idle pair (two frames 0.53 s apart,
the pointer on the target) before it checks the action. ``GymRunner`` also watches the
untouched start screen for ``idle_probe_s`` (1.2 s), and an own loop can ``observe`` as many
frames as it likes. On pages where much moves at random (the development part holdout10: a
price board, a departures board, a game lobby, a process monitor, an auction, a live stream)
one pair shows only some of what moves; this experiment asks whether more frames help.

Each scenario of the part is rendered afresh in Chromium (the frozen frames of the part have
no probe frames): the pointer parked, ``PROBE_FRAMES`` frames ``PROBE_GAP_MS`` apart, then the
capture sequence of ``capture.py`` (pointer to the target, ``idle``, 0.53 s, ``pre``, the
action, ``post`` 1.7 s after it). Labels are the scenarios' own. Three Monitors judge the
same frames:

* ``one_pair`` — observe ``idle`` and ``pre`` (the benchmark's runner mode);
* ``probe`` — observe the probe frames (the runner's start), then check the hover-aware
  ``pre``;
* ``probe_and_pair`` — both: the probe, then the pointer moved (not an idle pair), then
  ``idle`` and ``pre``.

An undecided verdict (``hidden_by_motion``) counts as "no warning", as in ``bench_effect``.
Frames go to ``benchmarks/.cache/idle_probe`` (not committed); the figures to
``results.json`` (``bench_effect`` / ``idle_probe_experiment``). Not run by ``make bench``:
rendering takes about ten minutes.

    python benchmarks/effect/idle_probe_experiment.py [--score-only]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import generate as G  # noqa: E402
from capture import IDLE_GAP_MS  # noqa: E402

from _results import record  # noqa: E402
from bench_effect import checked_action  # noqa: E402
from vigil import Frame, Monitor  # noqa: E402
from vigil.config import RunConfig  # noqa: E402
from vigil.verify.effect import REASON_HIDDEN_BY_MOTION  # noqa: E402

PART = "holdout10"
OUT = HERE.parent / ".cache" / "idle_probe"
PROBE_FRAMES = 7
PROBE_GAP_MS = 200
MODES = ("one_pair", "probe", "probe_and_pair")


def _shot(page: Any) -> bytes:
    data: bytes = page.screenshot(type="png", animations="allow", caret="initial")
    return data


def _sequence(page: Any, out: Path, sc: Any, point: tuple[int, int], size: tuple[int, int]) -> None:
    """The probe, then the capture sequence of ``capture.py``, written into ``out``."""
    page.mouse.move(size[0] - 4, size[1] - 4)
    page.wait_for_timeout(400)
    for i in range(PROBE_FRAMES):
        (out / f"probe{i}.png").write_bytes(_shot(page))
        page.wait_for_timeout(PROBE_GAP_MS)
    if not sc.key:
        page.mouse.move(*point)
        page.wait_for_timeout(400)
    (out / "idle.png").write_bytes(_shot(page))
    page.wait_for_timeout(IDLE_GAP_MS)
    (out / "pre.png").write_bytes(_shot(page))
    acted = time.monotonic()
    if sc.key:
        page.keyboard.press(sc.key)
    else:
        page.mouse.click(*point)
    page.wait_for_timeout(sc.wait_ms)
    page.wait_for_load_state("load")
    remaining = 1.7 - (time.monotonic() - acted)
    if remaining > 0:
        page.wait_for_timeout(remaining * 1000)
    (out / "post.png").write_bytes(_shot(page))


def render(index: int) -> str:
    """Render one variant of the part (skipped when an earlier run finished it)."""
    from playwright.sync_api import sync_playwright

    sc, theme, size_name = G.variants(PART)[index]
    size = G.SIZES[size_name]
    name = f"{sc.name}-{theme}-{size_name}"
    out = OUT / name
    if (out / "case.json").exists():
        return name
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = G.launch_chromium(pw)
        ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
        page = ctx.new_page()
        point = G.open_case(page, sc, theme)
        if sc.key:
            page.focus(sc.target)
        _sequence(page, out, sc, point, size)
        if sc.key:
            params: dict[str, Any] = {"keys": G.KEYSYMS[sc.key]}
            action = {"action_type": "KEY_PRESS", "params": params, "reasoning": sc.reasoning}
        else:
            params = {"x": point[0], "y": point[1]}
            action = {"action_type": "CLICK", "params": params, "reasoning": sc.reasoning}
        case = {"name": name, "label": sc.label, "action": action}
        (out / "case.json").write_text(json.dumps(case))
        browser.close()
    return name


def _said(monitor: Monitor, case: dict[str, Any], pre: Frame, post: Frame) -> str:
    check = monitor.check(checked_action(case), pre, post, hover_aware=True).effect
    if check.reason == REASON_HIDDEN_BY_MOTION:
        return "undecided"
    return "effect" if check.effect_observed else "no_effect"


def judge(folder: str) -> dict[str, Any]:
    """The three Monitors' verdicts on one rendered case."""
    d = Path(folder)
    case = json.loads((d / "case.json").read_text())
    probe = [Frame(d / f"probe{i}.png") for i in range(PROBE_FRAMES)]
    idle, pre, post = Frame(d / "idle.png"), Frame(d / "pre.png"), Frame(d / "post.png")
    out = {"name": case["name"], "label": case["label"]}
    m = Monitor(RunConfig())
    m.observe(idle)
    m.observe(pre)
    out["one_pair"] = _said(m, case, pre, post)
    m = Monitor(RunConfig())
    for f in probe:
        m.observe(f)
    out["probe"] = _said(m, case, pre, post)
    m = Monitor(RunConfig())
    for f in probe:
        m.observe(f)
    # The pointer moved onto the target between the probe and ``idle``: told as an acted
    # step, so the Monitor does not learn that pair's hover styling as motion.
    m.check({"action_type": "MOVE", "params": {"x": 0, "y": 0}}, probe[-1], idle)
    m.observe(pre)
    out["probe_and_pair"] = _said(m, case, pre, post)
    return out


def score(rows: list[dict[str, Any]], mode: str) -> dict[str, Any]:
    """Precision and recall of "no effect" (an undecided verdict gives no warning)."""
    tp = sum(r["label"] == "no_effect" and r[mode] == "no_effect" for r in rows)
    fp = sum(r["label"] == "effect" and r[mode] == "no_effect" for r in rows)
    fn = sum(r["label"] == "no_effect" and r[mode] != "no_effect" for r in rows)
    return {
        "precision": round(tp / (tp + fp), 4) if tp + fp else 1.0,
        "recall": round(tp / (tp + fn), 4) if tp + fn else 1.0,
        "no_effect_said_no_effect": tp,
        "effect_said_no_effect": fp,
        "undecided": sum(r[mode] == "undecided" for r in rows),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--score-only", action="store_true", help="judge the frames rendered")
    args = ap.parse_args()
    todo = range(len(G.variants(PART)))
    with mp.Pool(2) as pool:
        if not args.score_only:
            for n, name in enumerate(pool.imap_unordered(render, todo), 1):
                print(f"[{n}/{len(todo)}] {name}", flush=True)
        folders = sorted(str(p.parent) for p in OUT.glob("*/case.json"))
        rows = pool.map(judge, folders)
    figures = {
        "set": PART,
        "note": "fresh renders of the development part's scenarios (dev); "
        f"{PROBE_FRAMES} probe frames {PROBE_GAP_MS} ms apart",
        "cases": len(rows),
        **{mode: score(rows, mode) for mode in MODES},
    }
    record("bench_effect", "idle_probe_experiment", figures)
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
