"""Hover-aware ``pre`` in one capture: does the page's word hold on pages we did not tune on?

``BrowserEnv.await_hover`` lets the runner (and the integrations) take the hover-aware
``pre`` in one capture when the page reports that no transition it started is still
running. The reference procedure is the one it replaces: poll until two frames one
``settle_interval_s`` apart are equal. Both get the same inputs, on the point-action cases
of the effect set (``benchmarks/effect``: the dev part's own-design pages, and the test,
holdout and holdout2 parts' pages, each at two viewport sizes, light and dark designs,
Bootstrap pages when its files are in ``benchmarks/.cache``).

Per case, each procedure in turn: the pointer parked in a corner for 0.35 s (hover-out
transitions end), moved onto the target, then its ``pre`` is taken; the pointer then rests
0.6 s and a *rested* frame is taken: the finished hover, the label. A procedure's ``pre``
agrees when it equals its rested frame, in the 200x200 region around the target (what the
verifier's region signal reads) and over the whole frame. Cases with something moving by
itself (clock, spinner, caret, ...) are left out: polling until still never ends on them
without the Monitor's volatility mask, and no frame equals a later one. PNG frames, so no
encoder noise enters the comparison. Also timed: pointer move to ``pre``.

A third procedure, **clipped** (the runner's since 2026-11-28), runs in a JPEG env (the
default format, whose block grid the clip must respect): the page vouches for the parked
frame (``still_capture``), then ``hover_capture`` moves the pointer and, where the page can
name what the move restyles, captures only that and lays it over the parked frame. Counted:
how it was taken (clip, parked frame kept, whole capture, polled), whether ``pre`` equals
the rested frame (within the diff's noise tolerance, and pixel for pixel).

Run: ``.venv/bin/python benchmarks/bench_hover.py [--every N]``: all 264 cases by default
(about 13 minutes at ~3 s a case; ``--every 4`` takes every fourth). Records ``bench_hover``
section ``vouched_vs_polled``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "effect"))
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

import generate as effect_set  # noqa: E402

from _results import record  # noqa: E402
from vigil import RunConfig  # noqa: E402
from vigil.envs.browser import BrowserEnv  # noqa: E402
from vigil.envs.launch import launch_chromium  # noqa: E402
from vigil.errors import EnvironmentFailure  # noqa: E402
from vigil.frames import Frame  # noqa: E402
from vigil.frames.settle import frames_equal, settle  # noqa: E402

PARTS = ("dev", "test", "holdout", "holdout2")
PARK = (2, 2)
PARK_S = 0.35
REST_S = 0.6
REGION = 200


def cases(every: int) -> list[tuple[str, Any, str, str]]:
    """Point-action variants of every part, Bootstrap pages only when its files are here."""
    out = []
    for part in PARTS:
        for sc, theme, size in effect_set.variants(part):
            if sc.key or sc.volatile or (sc.kit == "boot" and not effect_set.CACHE.exists()):
                continue
            out.append((part, sc, theme, size))
    return out[::every]


def vouched_pre(env: BrowserEnv, cfg: RunConfig) -> tuple[Frame, bool]:
    """The runner's procedure: one capture when the page vouches, else poll until still."""
    if env.await_hover(cfg.settle_timeout_s):
        return env.screenshot(), True
    return polled_pre(env, cfg), False


def polled_pre(env: BrowserEnv, cfg: RunConfig) -> Frame:
    """The reference: poll until two frames one interval apart are equal."""
    return settle(env.screenshot, **cfg.settle_options()).frame


def clipped_pre(env: BrowserEnv, cfg: RunConfig, point: tuple[int, int]) -> tuple[Frame, str]:
    """The runner's procedure since the hover clip: from the frame the page vouched for with
    the pointer parked, :meth:`BrowserEnv.hover_capture` captures only what the move restyles
    when the page can name it. Returns the ``pre`` and how it was taken."""
    base = env.still_capture(cfg.settle_timeout_s, footprint=True)
    plans: list[Any] = []
    overlay = env._overlay

    def counted(frame: Frame, plan: Any) -> Frame:
        plans.append(plan)
        return overlay(frame, plan)

    env._overlay = counted  # type: ignore[method-assign]
    try:
        limit = cfg.settle_timeout_s
        pre = env.hover_capture(*point, base=base, limit_s=limit, horizon_s=limit)
    finally:
        del env._overlay
    if pre is None:
        return polled_pre(env, cfg), "polled"
    if not plans:
        return pre, "whole capture"
    return pre, "base kept" if plans[0].clip is None else "clip"


def region(frame: Frame, x: int, y: int) -> Frame:
    x0 = min(max(0, x - REGION // 2), max(0, frame.width - REGION))
    y0 = min(max(0, y - REGION // 2), max(0, frame.height - REGION))
    return frame.crop((x0, y0, x0 + REGION, y0 + REGION))


def one_procedure(env: BrowserEnv, cfg: RunConfig, point: tuple[int, int], how: str) -> Any:
    env.move_pointer(*PARK)
    time.sleep(PARK_S)
    taken = ""
    t = time.perf_counter()
    if how == "clipped":
        pre, taken = clipped_pre(env, cfg, point)
        vouched = taken != "polled"
    elif how == "vouched":
        env.move_pointer(*point)
        pre, vouched = vouched_pre(env, cfg)
    else:
        env.move_pointer(*point)
        pre, vouched = polled_pre(env, cfg), False
    ms = (time.perf_counter() - t) * 1e3
    time.sleep(REST_S)
    rested = env.screenshot()
    x, y = point
    in_region = frames_equal(region(pre, x, y), region(rested, x, y))
    whole = frames_equal(pre, rested)
    exact = pre.size == rested.size and bool((pre.rgb == rested.rgb).all())
    row = {"ms": ms, "vouched": vouched, "region": in_region, "whole": whole, "exact": exact}
    return row | ({"taken": taken} if taken else {})


def run_case(browser: Any, sc: Any, theme: str, size: str, cfg: RunConfig) -> dict[str, Any]:
    row = {}
    for fmt, procedures in (("png", ("vouched", "polled")), ("jpeg", ("clipped",))):
        env = BrowserEnv(effect_set.SIZES[size], browser=browser, screenshot_format=fmt)
        try:
            env.reset("about:blank")
            point = effect_set.open_case(env.page, sc, theme)
            row |= {how: one_procedure(env, cfg, point, how) for how in procedures}
        finally:
            env.close()
    return row


def summarise(rows: list[dict[str, Any]], how: str) -> dict[str, Any]:
    ms = [r[how]["ms"] for r in rows]
    return {
        "cases": len(rows),
        "region_agrees": sum(r[how]["region"] for r in rows),
        "whole_frame_agrees": sum(r[how]["whole"] for r in rows),
        "pixel_exact": sum(r[how]["exact"] for r in rows),
        "pre_median_ms": round(statistics.median(ms), 1),
        "pre_p90_ms": round(sorted(ms)[int(0.9 * (len(ms) - 1))], 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--every", type=int, default=1, help="take every N-th case")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    cfg = RunConfig()
    todo = cases(max(1, args.every))
    rows: list[dict[str, Any]] = []
    failed: list[str] = []
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            for i, (part, sc, theme, size) in enumerate(todo, 1):
                try:
                    row = run_case(browser, sc, theme, size, cfg)
                except EnvironmentFailure as exc:  # a capture Chromium refused: counted, not lost
                    failed.append(f"{part}/{sc.name}: {exc}".splitlines()[0])
                    continue
                rows.append({**row, "part": part, "name": sc.name})
                if i % 25 == 0:
                    print(f"  {i}/{len(todo)} cases", flush=True)
        finally:
            browser.close()
    vouched, polled = summarise(rows, "vouched"), summarise(rows, "polled")
    vouched["page_vouched"] = sum(r["vouched"]["vouched"] for r in rows)
    clipped = summarise(rows, "clipped")
    clipped["taken"] = dict(Counter(r["clipped"]["taken"] for r in rows))
    clip_rows = [r["clipped"] for r in rows if r["clipped"]["taken"] in ("clip", "base kept")]
    clipped["clip_or_base_cases"] = len(clip_rows)
    clipped["clip_or_base_exact"] = sum(r["exact"] for r in clip_rows)
    clipped["clip_or_base_whole_frame_agrees"] = sum(r["whole"] for r in clip_rows)
    clip_misses = [f"{r['part']}/{r['name']}" for r in rows if not r["clipped"]["whole"]]
    misses = [f"{r['part']}/{r['name']}" for r in rows if not r["vouched"]["region"]]
    ratio = round(polled["pre_median_ms"] / vouched["pre_median_ms"], 2)
    print(f"\nhover-aware pre on {len(rows)} point-action cases of the effect set (PNG)")
    for name, s in (
        ("vouched, whole capture", vouched),
        ("polled until still (reference)", polled),
    ):
        print(
            f"  {name:32s} region = rested {s['region_agrees']}/{s['cases']}, whole frame "
            f"{s['whole_frame_agrees']}/{s['cases']}, "
            f"pre median {s['pre_median_ms']} ms, p90 {s['pre_p90_ms']} ms"
        )
    print(f"  page vouched on {vouched['page_vouched']}/{len(rows)}; reference/vouched {ratio}x")
    print(
        f"  clipped (shipped since 2026-11-28, JPEG): region = rested "
        f"{clipped['region_agrees']}/{len(rows)}, whole frame {clipped['whole_frame_agrees']}"
        f"/{len(rows)}, pre median {clipped['pre_median_ms']} ms; taken {clipped['taken']}; "
        f"where a clip or the base was used, pixel-exact {clipped['clip_or_base_exact']}/"
        f"{clipped['clip_or_base_cases']}, whole frame = rested "
        f"{clipped['clip_or_base_whole_frame_agrees']}/{clipped['clip_or_base_cases']}"
    )
    print(f"  clipped pre not the rested frame: {clip_misses or 'none'}")
    print(f"  vouched pre not the rested hover: {misses or 'none'}")
    print(f"  cases Chromium would not capture: {failed or 'none'}")
    record(
        "bench_hover",
        "vouched_vs_polled",
        {
            "vouched": vouched,
            "polled_reference": polled,
            "clipped": clipped,
            "clipped_whole_frame_misses": clip_misses,
            "time_ratio_reference_over_vouched": ratio,
            "vouched_region_misses": misses,
            "parts": list(PARTS),
            "bootstrap_pages": effect_set.CACHE.exists(),
            "cases_not_rendered": failed,
        },
    )


if __name__ == "__main__":
    main()
