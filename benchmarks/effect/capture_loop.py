"""Render the effect set's scenarios once more the way an agent loop sees them (``loop`` frames).

The main capture (``capture.py``) parks the pointer in a page corner before the plain ``pre``.
A real loop never does: the pointer stays where the previous action left it, usually on
another control, which wears its hover styling in ``pre`` and loses it when the pointer goes
to the new target. This script renders each case again with that history:

1. the page opened as for the main capture (``generate.open_case``), the pointer parked;
2. the pointer moved to **another control** (the previous action's target), 400 ms;
   ``pre.png``;
3. the action (a click moves the pointer from that control to the target; a key press
   leaves it where it is); the page settles exactly as in the main capture; ``post.png``.

Which other control: every visible, uncovered interactive element that neither holds nor
is held by the target; the nearest one to the target for half the cases and a random one
for the other half (both fixed by the case's name), so neighbours whose styling changes
right beside the target are as common as controls far away. Labels are the scenario's own
(built into the page, never a verifier's).

Frames go to ``loop_cases/<case>/`` and the index to ``loop_labels.json``; the benchmark
(``bench_effect.py``, mode ``loop``) feeds a Monitor the previous click (not high-risk, so
not judged) and then the case's step.

Usage: ``python benchmarks/effect/capture_loop.py --part dev [--part test ...]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import cv2
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generate as g  # noqa: E402
from capture import decode, shoot  # noqa: E402

OUT = HERE / "loop_cases"
LABELS = HERE / "loop_labels.json"

#: Interactive elements a previous action could have pointed at, with their centres.
CONTROLS_JS = """(target) => {
  const t = document.querySelector(target);
  const sel = 'a[href],button,input:not([type=hidden]),select,textarea,summary,label,' +
    '[role=button],[role=tab],[role=link],[role=menuitem],[role=checkbox],[role=switch],' +
    '[role=option],[onclick],[tabindex]';
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (!t || el === t || el.contains(t) || t.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 8 || r.height < 8) continue;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 2 || y < 2 || x >= innerWidth - 2 || y >= innerHeight - 2) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(el === hit || el.contains(hit))) continue;
    if (hit === t || t.contains(hit) || hit.contains(t)) continue;
    out.push([Math.round(x), Math.round(y),
              el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')]);
  }
  return out;
}"""


def choose_control(
    name: str, controls: list[list[Any]], target: tuple[int, int]
) -> list[Any] | None:
    """The previous action's control: nearest to the target or a random one (by name)."""
    if not controls:
        return None
    seed = zlib.crc32(name.encode())
    if seed % 2 == 0:
        return min(controls, key=lambda c: (c[0] - target[0]) ** 2 + (c[1] - target[1]) ** 2)
    return controls[(seed // 2) % len(controls)]


def write_png(path: Path, data: bytes) -> None:
    """The screenshot's pixels, recompressed harder (the set is kept in git)."""
    ok, buf = cv2.imencode(".png", decode(data), [cv2.IMWRITE_PNG_COMPRESSION, 9])
    assert ok
    path.write_bytes(buf.tobytes())


def render(browser: Any, sc: Any, theme: str, size: str, name: str) -> dict[str, Any] | None:
    w, h = g.SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1)
    page = ctx.new_page()
    try:
        x, y = g.open_case(page, sc, theme)
        if sc.key:
            page.focus(sc.target)
        page.mouse.move(w - 4, h - 4)
        page.wait_for_timeout(400)
        chosen = choose_control(name, page.evaluate(CONTROLS_JS, sc.target), (x, y))
        if chosen is None:
            return None
        page.mouse.move(chosen[0], chosen[1])
        page.wait_for_timeout(400)
        pre = shoot(page)
        t_act = time.monotonic()
        if sc.key:
            page.keyboard.press(sc.key)
        else:
            page.mouse.click(x, y)
        page.wait_for_timeout(sc.wait_ms)
        page.wait_for_load_state("load")
        if sc.volatile:
            remaining = 1.7 - (time.monotonic() - t_act)
            if remaining > 0:
                page.wait_for_timeout(remaining * 1000)
        post = shoot(page)
    finally:
        ctx.close()
    out = OUT / name
    out.mkdir(parents=True, exist_ok=True)
    write_png(out / "pre.png", pre)
    write_png(out / "post.png", post)
    if sc.key:
        action = {
            "action_type": "KEY_PRESS",
            "params": {"keys": g.KEYSYMS[sc.key]},
            "reasoning": sc.reasoning,
        }
    else:
        action = {"action_type": "CLICK", "params": {"x": x, "y": y}, "reasoning": sc.reasoning}
    return {
        "action": action,
        "prev_point": [chosen[0], chosen[1]],
        "prev_control": chosen[2],
        "pre": f"{name}/pre.png",
        "post": f"{name}/post.png",
        "pixel_identical": bool(np.array_equal(decode(pre), decode(post))),
    }


def main() -> None:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--part", action="append", required=True, choices=g.PARTS)
    ap.add_argument("--skip-kit", action="append", default=[], help="e.g. boot")
    args = ap.parse_args()
    entries: list[dict[str, Any]] = []
    skipped: list[str] = []
    started = time.monotonic()
    with sync_playwright() as pw:
        browser = g.launch_chromium(pw)
        for part in args.part:
            todo = [v for v in g.variants(part) if v[0].kit not in args.skip_kit]
            for n, (sc, theme, size) in enumerate(todo, 1):
                name = f"{sc.name}-{theme}-{size}"
                info = render(browser, sc, theme, size, name)
                if info is None:
                    skipped.append(name)
                    continue
                entries.append({"name": name, "part": part, "label": sc.label, **info})
                print(f"[{part} {n}/{len(todo)}] {name}: {sc.label}", flush=True)
        browser.close()
    labels = json.loads(LABELS.read_text()) if LABELS.exists() else {"cases": []}
    keep = [c for c in labels["cases"] if c["part"] not in args.part]
    labels["cases"] = keep + entries
    labels.setdefault("skipped", [])
    labels["skipped"] = sorted(set(labels["skipped"]) | set(skipped))
    LABELS.write_text(json.dumps(labels, indent=1) + "\n")
    print(
        f"{len(entries)} cases, {len(skipped)} without another control, "
        f"{time.monotonic() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
