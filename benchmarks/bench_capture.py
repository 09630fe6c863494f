"""Capture modes for settle polls: how fast, how exact, and what they do to effect verdicts.

In one run, against Playwright's PNG screenshot (the lossless reference):

1. **Speed** on real pages at 1280x800 and 1920x1080: for each mode the capture time, the
   decode time (``Frame(data).rgb``), the bytes, and capture + decode as a ratio of the PNG
   reference's. Modes: Playwright PNG / JPEG q90 / JPEG q80; DevTools
   ``Page.captureScreenshot`` with ``optimizeForSpeed`` as PNG / JPEG q90 / JPEG q80; a JPEG
   clip of 400x300 around a point; and ``BrowserEnv.poll_screenshot`` as shipped. Timed
   twice: back to back (each capture waits for the next frame), and at the settle's cadence
   (a capture every ``settle_interval_s``, as a settle polls), which is what a step pays.
2. **Stillness**: polls of a still page with a focused text field (a blinking caret) — the
   number of distinct captures per mode (a mode that gives more than one makes settle wait).
3. **Verdicts**: the effect set's PNG cases (``benchmarks/effect``), every frame of a case
   (pre, post, idle, settle samples) passed through Chromium's own encoder at JPEG q90 and q80
   (shown 1:1 in a page and captured), alike for both frames of a pair; ``check_effect``'s
   verdicts are compared with those on the PNG frames, and scored against the labels. A
   mixed row (PNG ``pre``, JPEG ``post``) shows what mixing encodings would cost.

Run: ``.venv/bin/python benchmarks/bench_capture.py [--quick]``. Records ``bench_capture``
sections ``speed``, ``stillness`` and ``verdicts`` via ``benchmarks/_results.py``.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from _results import record  # noqa: E402
from vigil import Frame, RunConfig, check_effect  # noqa: E402
from vigil.envs.browser import BrowserEnv  # noqa: E402
from vigil.envs.launch import launch_chromium  # noqa: E402

EFFECT = HERE / "effect"
PAGES = sorted((HERE / "pages").glob("*.html"))
DENSE = sorted((HERE / "screen" / "dense").glob("test_*.html"))[:2]


def _pw(page: Any, kind: str, quality: int | None = None) -> Callable[[], bytes]:
    if kind == "png":
        return lambda: bytes(page.screenshot(type="png", animations="allow"))
    return lambda: bytes(page.screenshot(type="jpeg", quality=quality, animations="allow"))


def _cdp(cdp: Any, fmt: str, quality: int | None = None, clip: Any = None) -> Callable[[], bytes]:
    params: dict[str, Any] = {"format": fmt, "optimizeForSpeed": True}
    if quality is not None:
        params["quality"] = quality
    if clip is not None:
        params["clip"] = {**clip, "scale": 1}
    return lambda: base64.b64decode(cdp.send("Page.captureScreenshot", params)["data"])


def _modes(env: BrowserEnv) -> dict[str, Callable[[], bytes]]:
    page = env.page
    cdp = env._cdp()
    clip = {"x": 440, "y": 250, "width": 400, "height": 300}

    def poll() -> bytes:
        env._last_shot = None  # time the capture, not the identical-bytes short cut
        env.poll_screenshot()
        assert env._last_shot is not None
        return env._last_shot[0]

    return {
        "playwright_png": _pw(page, "png"),
        "playwright_jpeg90": _pw(page, "jpeg", 90),
        "playwright_jpeg80": _pw(page, "jpeg", 80),
        "cdp_png_fast": _cdp(cdp, "png"),
        "cdp_jpeg90_fast": _cdp(cdp, "jpeg", 90),
        "cdp_jpeg80_fast": _cdp(cdp, "jpeg", 80),
        "cdp_jpeg90_clip400x300": _cdp(cdp, "jpeg", 90, clip),
        "poll_screenshot": poll,
    }


def bench_speed(browser: Any, rounds: int, cadence_s: float = 0.0) -> dict[str, Any]:
    """``cadence_s`` 0 takes captures back to back (each waits for the next frame); a settle
    poll starts one poll interval after the last one started, and is timed that way with
    ``cadence_s`` set to it."""
    figures: dict[str, Any] = {}
    for size in ((1280, 800), (1920, 1080)):
        env = BrowserEnv(size, browser=browser)
        pages = [*PAGES, *DENSE]
        timings: dict[str, dict[str, list[float]]] = {}
        for html in pages:
            env.reset(html.as_uri())
            modes = _modes(env)
            started = time.perf_counter()
            for _ in range(rounds):
                for name, grab in modes.items():  # interleaved: load affects all alike
                    rest = started + cadence_s - time.perf_counter()
                    if rest > 0:
                        time.sleep(rest)
                    started = t = time.perf_counter()
                    data = grab()
                    cap = time.perf_counter() - t
                    t = time.perf_counter()
                    Frame(data).rgb  # noqa: B018 - the decode is what is timed
                    dec = time.perf_counter() - t
                    row = timings.setdefault(name, {"cap": [], "dec": [], "bytes": []})
                    row["cap"].append(cap)
                    row["dec"].append(dec)
                    row["bytes"].append(len(data))
        env.close()
        ref = statistics.median(timings["playwright_png"]["cap"]) + statistics.median(
            timings["playwright_png"]["dec"]
        )
        label = f"{size[0]}x{size[1]}"
        how = f"one every {cadence_s * 1e3:.0f} ms" if cadence_s else "back to back"
        print(f"\n--- capture speed {label}, {how} ({len(pages)} pages x {rounds} rounds, medians)")
        print(f"{'mode':<24} {'capture':>9} {'decode':>8} {'total':>8} {'vs PNG':>7} {'KB':>6}")
        rows = {}
        for name, row in timings.items():
            cap, dec = statistics.median(row["cap"]), statistics.median(row["dec"])
            ratio = (cap + dec) / ref
            kb = statistics.median(row["bytes"]) / 1000
            print(
                f"{name:<24} {cap * 1e3:7.1f}ms {dec * 1e3:6.1f}ms {(cap + dec) * 1e3:6.1f}ms "
                f"{ratio:6.2f}x {kb:6.0f}"
            )
            rows[name] = {
                "capture_ms": round(cap * 1e3, 2),
                "decode_ms": round(dec * 1e3, 2),
                "total_ratio_vs_png": round(ratio, 3),
                "kbytes": round(kb, 1),
            }
        figures[label] = {
            "pages": len(pages),
            "rounds": rounds,
            "modes": rows,
            "reference": "playwright_png (capture + decode)",
            "cadence_ms": round(cadence_s * 1e3),
        }
    return figures


STILL = """<!doctype html><html><body style="font: 16px sans-serif; margin: 40px">
<label>Search <input id="q" value="running shoes" style="font: inherit"></label>
<p>Nothing on this page moves except the caret.</p></body></html>"""


def bench_stillness(browser: Any, polls: int) -> dict[str, Any]:
    env = BrowserEnv((1280, 800), browser=browser)
    env.reset("about:blank")
    env.page.set_content(STILL)
    env.page.focus("#q")
    out: dict[str, Any] = {}
    print(f"\n--- stillness: {polls} polls 60 ms apart of a still page with a focused field")
    modes = _modes(env)
    for name in ("playwright_jpeg90", "cdp_jpeg90_fast", "cdp_png_fast", "poll_screenshot"):
        seen = set()
        for _ in range(polls):
            seen.add(modes[name]())
            time.sleep(0.06)
        out[name] = {"distinct_captures": len(seen), "polls": polls}
        print(f"{name:<24} distinct captures: {len(seen)}")
    env.close()
    return out


def _through(page: Any, cache: dict[str, Frame], rel: str, quality: int | None) -> Frame:
    """A stored frame shown 1:1 in Chromium and captured as JPEG ``quality`` (None: as is)."""
    key = f"{rel}@{quality}"
    if key in cache:
        return cache[key]
    path = EFFECT / "cases" / rel
    if quality is None:
        cache[key] = Frame(path)
        return cache[key]
    src = Frame(path)
    page.set_viewport_size({"width": src.width, "height": src.height})
    b64 = base64.b64encode(path.read_bytes()).decode()
    page.set_content(
        "<html><body style='margin:0'><img style='display:block' "
        f"src='data:image/png;base64,{b64}'></body></html>"
    )
    page.wait_for_function("document.images[0].complete")
    data = page.screenshot(type="jpeg", quality=quality)
    cache[key] = Frame(data)
    return cache[key]


def _verdict(case: dict[str, Any], pre: Frame, post: Frame, get: Callable[[str], Frame]) -> bool:
    idle = tuple(get(p) for p in case["idle"]) if case.get("idle") else None
    samples = [get(p) for p in case.get("samples") or []]
    check = check_effect(pre, post, case["action"], RunConfig(), idle=idle, samples=samples or None)
    return bool(check.effect_observed)


def _score(cases: list[dict[str, Any]], said: dict[str, bool]) -> dict[str, Any]:
    tp = sum(1 for c in cases if c["label"] == "no_effect" and not said[c["name"]])
    fp = sum(1 for c in cases if c["label"] != "no_effect" and not said[c["name"]])
    fn = sum(1 for c in cases if c["label"] == "no_effect" and said[c["name"]])
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    return {
        "no_effect_precision": round(p, 4),
        "no_effect_recall": round(r, 4),
        "false_effect": fn,
        "missed_effect": fp,
    }


def bench_verdicts(browser: Any, quick: bool) -> dict[str, Any]:
    # The effect set's development part (its frames are PNG; JPEG copies are made below).
    cases = [
        c
        for c in json.loads((EFFECT / "labels.json").read_text())["cases"]
        if c.get("encoding", "png") == "png" and c.get("part", "dev") == "dev"
    ]
    if quick:
        cases = cases[::6]
    ctx = browser.new_context(device_scale_factor=1)
    page = ctx.new_page()
    cache: dict[str, Frame] = {}
    # The pass-through must itself be exact: a PNG capture of the shown frame equals it.
    probe = cases[0]["pre"]
    src = Frame(EFFECT / "cases" / probe)
    page.set_viewport_size({"width": src.width, "height": src.height})
    b64 = base64.b64encode((EFFECT / "cases" / probe).read_bytes()).decode()
    page.set_content(
        "<html><body style='margin:0'><img style='display:block' "
        f"src='data:image/png;base64,{b64}'></body></html>"
    )
    page.wait_for_function("document.images[0].complete")
    exact = bool(np.array_equal(Frame(page.screenshot(type="png")).rgb, src.rgb))
    verdicts: dict[str, dict[str, bool]] = {}
    for q in (None, 90, 80):
        name = "png" if q is None else f"jpeg{q}"
        said = {}
        for c in cases:

            def get(rel: str, q: int | None = q) -> Frame:
                return _through(page, cache, rel, q)

            said[c["name"]] = _verdict(c, get(c["pre"]), get(c["post"]), get)
        verdicts[name] = said
    mixed = {}
    for c in cases:

        def get80(rel: str) -> Frame:
            return _through(page, cache, rel, 80)

        mixed[c["name"]] = _verdict(
            c, _through(page, cache, c["pre"], None), get80(c["post"]), get80
        )
    verdicts["mixed_png_pre_jpeg80_post"] = mixed
    ctx.close()
    n_eff = sum(c["label"] != "no_effect" for c in cases)
    print(
        f"\n--- effect verdicts by encoding ({len(cases)} PNG cases of the effect set: "
        f"{len(cases) - n_eff} no_effect, {n_eff} effect; dev set; pass-through exact: {exact})"
    )
    out: dict[str, Any] = {"set": "dev", "cases": len(cases), "pass_through_exact": exact}
    for name, said in verdicts.items():
        flips = [c["name"] for c in cases if said[c["name"]] != verdicts["png"][c["name"]]]
        sc = _score(cases, said)
        print(
            f"{name:<28} verdicts changed vs PNG: {len(flips):>3}   no-effect P/R "
            f"{sc['no_effect_precision']:.3f}/{sc['no_effect_recall']:.3f}  "
            f"(false effect {sc['false_effect']}, missed effect {sc['missed_effect']})"
        )
        for f in flips[:6]:
            print(f"    changed: {f}")
        out[name] = {**sc, "changed_vs_png": len(flips), "changed_cases": flips[:20]}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer rounds and every 6th case")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            speed = bench_speed(browser, 3 if args.quick else 8)
            record("bench_capture", "speed", speed)
            polled = bench_speed(browser, 3 if args.quick else 8, RunConfig().settle_interval_s)
            record("bench_capture", "speed_at_poll_cadence", polled)
            still = bench_stillness(browser, 8 if args.quick else 16)
            record("bench_capture", "stillness", still)
            verdicts = bench_verdicts(browser, args.quick)
            record("bench_capture", "verdicts", verdicts)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
