"""Settling on the page's word (``vigil.envs.page_idle``) on pages written for other purposes:
is it right, and what does it save?

The effect set's pages (``benchmarks/effect``: some sixty designs by several authors, each
scenario a click or key press wired by its own script, many with clocks, spinners, tickers,
flashes and large moving graphics) are acted on twice each in real Chromium, in the same run:

* **polled** — ``vigil.settle`` until two frames one interval apart are equal (with the
  browser's outstanding-request watch), as the runner did before;
* **page's word** — ``BrowserEnv.still_capture``: one capture when the page is quiet before
  and after it; otherwise polled as above.
* **page's word with the learned mask** — where the page did not vouch: as the runner settles
  once its Monitor has learned from an idle pair what moves by itself, ``still_capture`` is
  handed that mask (a never-ending animation inside it, such as a spinner, no longer stops
  the page vouching) and the polls ignore it too. Its later look is compared outside the mask.

Correctness is judged by the screen itself, not by the rule: after a vouched capture the
page is left alone for ``--later`` seconds (default 1.0) and captured again. A vouch is
**premature** when that later frame differs from the vouched one (the page was not still
after all). Polled settles are judged the same way, as the baseline. Also reported: how
often pages vouched, and the settle time of each way (median, p90, ratio).

Run: ``.venv/bin/python benchmarks/bench_settle.py [--limit N] [--parts P ...]``. Records
``bench_settle`` section ``effect_pages`` (``effect_pages_<parts>`` for a subset) via
``benchmarks/_results.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "effect"))

from generate import SIZES, Scenario, open_case, variants  # noqa: E402
from set_parts import PARTS  # noqa: E402

from _results import record  # noqa: E402
from vigil.config import RunConfig  # noqa: E402
from vigil.envs.browser import BrowserEnv  # noqa: E402
from vigil.frames import Frame  # noqa: E402
from vigil.frames.settle import frames_equal, settle  # noqa: E402
from vigil.monitor import Monitor  # noqa: E402

#: Pause between acting and the first look, as ``BrowserEnv.step`` makes after every action.
ACT_PAUSE_S = 0.02
#: Between the two frames of the idle pair the masked way learns from.
LEARN_S = 0.4


def cases(
    limit: int | None, parts: list[str] | None = None
) -> list[tuple[str, Scenario, str, str]]:
    """One variant per scenario (its first), every part (or ``parts``); Bootstrap pages need
    a download and are left out."""
    out: list[tuple[str, Scenario, str, str]] = []
    for part in parts or PARTS:
        seen: set[str] = set()
        for sc, theme, size in variants(part):
            if sc.kit == "boot" or sc.name in seen:
                continue
            seen.add(sc.name)
            out.append((part, sc, theme, size))
    return out[:limit] if limit else out


def act(env: BrowserEnv, sc: Scenario, point: tuple[int, int]) -> None:
    page = env.page
    if sc.key:
        page.focus(sc.target)
    page.mouse.move(*point)
    page.wait_for_timeout(300)  # hover styling done, as the runner's hover-aware pre
    env._requests.mark()
    if sc.key:
        page.keyboard.press(sc.key)
    else:
        page.mouse.click(*point)
    page.wait_for_timeout(ACT_PAUSE_S * 1000)


def settle_once(env: BrowserEnv, sc: Scenario, theme: str, way: str) -> dict[str, Any]:
    """Open the case, act, settle one way (``polled``, ``word`` or ``masked``).

    ``masked`` settles as the runner does once its Monitor knows what moves by itself: an
    idle pair of the untouched page (``LEARN_S`` apart) teaches a Monitor its volatile
    places; after acting, ``still_capture`` is handed that mask (a never-ending animation
    inside it does not stop the page vouching), and the polls ignore it too."""
    cfg = RunConfig()
    point = open_case(env.page, sc, theme)
    ignore = learned_mask(env, cfg) if way == "masked" else None
    act(env, sc, point)
    t = time.perf_counter()
    frame: Frame | None = None
    if way != "polled":
        frame = env.still_capture(cfg.settle_timeout_s, ignore=ignore)
    vouched = frame is not None
    if frame is None:
        options = cfg.settle_options()
        frame = settle(env.poll_screenshot, **options, ignore=ignore, busy=env.network_busy).frame
    ms = (time.perf_counter() - t) * 1000.0
    return {"ms": ms, "vouched": vouched, "frame": frame, "ignore": ignore}


def learned_mask(env: BrowserEnv, cfg: RunConfig) -> Any:
    """What a Monitor learns moves by itself from two looks at the untouched page."""
    monitor = Monitor(cfg)
    monitor.observe(env.poll_screenshot())
    env.page.wait_for_timeout(LEARN_S * 1000)
    return monitor.ignore_mask(monitor.observe(env.poll_screenshot()))


def run_case(
    env: BrowserEnv, sc: Scenario, theme: str, size: str, later_s: float
) -> dict[str, Any]:
    """Each way on a fresh page; the masked way only where the page did not vouch without a
    mask (elsewhere the mask changes nothing). A masked settle moved later when the screen
    changed outside its mask."""
    out: dict[str, Any] = {}
    for way in ("polled", "word", "masked"):
        if way == "masked" and out["word"]["vouched"]:
            break
        env.reset({"goal": "", "start_url": "about:blank", "viewport": list(SIZES[size])})
        res = settle_once(env, sc, theme, way)
        env.page.wait_for_timeout(later_s * 1000)
        later = env.poll_screenshot()
        res["moved_later"] = not frames_equal(res.pop("frame"), later, ignore=res.pop("ignore"))
        out[way] = res
    return out


def _pct(xs: list[float], q: float) -> float:
    return round(sorted(xs)[min(len(xs) - 1, int(q * len(xs)))], 1)


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    polled = [r["polled"]["ms"] for r in rows]
    word = [r["word"]["ms"] for r in rows]
    vouched = [r for r in rows if r["word"]["vouched"]]
    premature = [r["name"] for r in vouched if r["word"]["moved_later"]]
    out: dict[str, Any] = {
        "actions": len(rows),
        "vouched": len(vouched),
        "vouched_pct": round(100.0 * len(vouched) / len(rows), 1),
        "premature_vouches": len(premature),
        "premature": ", ".join(premature) or "none",
        "polled_moved_later": sum(r["polled"]["moved_later"] for r in rows),
        "polled_moved_later_where_vouched": sum(r["polled"]["moved_later"] for r in vouched),
        "settle_median_polled_ms": round(statistics.median(polled), 1),
        "settle_p90_polled_ms": _pct(polled, 0.9),
        "settle_median_word_ms": round(statistics.median(word), 1),
        "settle_p90_word_ms": _pct(word, 0.9),
        "ratio_median_word_over_polled": round(
            statistics.median(word) / statistics.median(polled), 3
        ),
    }
    out |= summarise_masked(rows)
    if vouched:
        out["vouched_median_word_ms"] = _median_ms(vouched, "word")
        out["vouched_median_polled_ms"] = _median_ms(vouched, "polled")
    return out


def _median_ms(rows: list[dict[str, Any]], way: str) -> float:
    return round(statistics.median(r[way]["ms"] for r in rows), 1)


def summarise_masked(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The masked way, over the actions where the page did not vouch without a mask."""
    masked = [r for r in rows if "masked" in r]
    if not masked:
        return {}
    extra = [r for r in masked if r["masked"]["vouched"]]
    premature = [r["name"] for r in extra if r["masked"]["moved_later"]]
    out: dict[str, Any] = {
        "masked_actions": len(masked),
        "masked_vouched": len(extra),
        "masked_premature_vouches": len(premature),
        "masked_premature": ", ".join(premature) or "none",
        "masked_settle_median_ms": _median_ms(masked, "masked"),
    }
    if extra:
        out["masked_vouched_median_ms"] = _median_ms(extra, "masked")
        out["masked_vouched_median_polled_ms"] = _median_ms(extra, "polled")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="first N scenarios only")
    parser.add_argument("--parts", nargs="+", choices=PARTS, help="these parts of the set only")
    parser.add_argument("--later", type=float, default=1.0, help="seconds before the second look")
    args = parser.parse_args()
    todo = cases(args.limit, args.parts)
    rows: list[dict[str, Any]] = []
    from rich.progress import Progress

    with BrowserEnv((1280, 800), screenshot_format="png") as env, Progress() as bar:
        task = bar.add_task("settling the effect set's actions", total=len(todo))
        for part, sc, theme, size in todo:
            name = f"{sc.name}-{theme}-{size}"
            try:
                row = run_case(env, sc, theme, size, args.later)
            except Exception as exc:  # a scenario that cannot be opened is reported, not fatal
                bar.console.print(f"  skipped {name}: {type(exc).__name__}: {exc}")
            else:
                rows.append({"name": name, "part": part, **row})
            bar.advance(task)
    s = summarise(rows)
    print(f"actions {s['actions']} on the effect set's pages (one variant per scenario)")
    print(f"  the page vouched for {s['vouched']} ({s['vouched_pct']} %)")
    print(
        f"  premature vouches (screen moved within {args.later:.1f} s after): "
        f"{s['premature_vouches']} ({s['premature']})"
    )
    print(
        f"  polled settles whose screen moved later: {s['polled_moved_later']} "
        f"({s['polled_moved_later_where_vouched']} of them where the page vouched)"
    )
    if "masked_actions" in s:
        print(
            f"  with the volatile places a Monitor learned from an idle pair, the page vouched"
            f" for {s['masked_vouched']} of the {s['masked_actions']} actions it did not vouch"
            f" for without them; premature (moved outside the mask within {args.later:.1f} s):"
            f" {s['masked_premature_vouches']} ({s['masked_premature']})"
        )
    print(
        f"  settle median (p90): polled {s['settle_median_polled_ms']} "
        f"({s['settle_p90_polled_ms']}) ms, page's word {s['settle_median_word_ms']} "
        f"({s['settle_p90_word_ms']}) ms; ratio of medians {s['ratio_median_word_over_polled']}"
    )
    section = "effect_pages" if not args.parts else "effect_pages_" + "_".join(args.parts)
    record("bench_settle", section, {**s, "later_s": args.later, "parts": args.parts or "all"})


if __name__ == "__main__":
    main()
