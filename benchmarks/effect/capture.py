"""The capture sequence every case of the effect set goes through (dev and test alike).

One sequence yields the frames of every protocol the benchmark scores, so the modes compare
the same page states:

1. the pointer parked away from the target (a page corner), settle; ``earlier`` and, 0.53 s
   later, ``pre_plain``: what an agent loop that never moves the pointer before acting has
   (``earlier`` is the frame a session saw before; the two form a session's idle pair);
2. the pointer moved to the target (point actions only), settle; for volatile cases ``idle``,
   then 0.53 s later ``pre``: the runner's hover-aware pre-action frame;
3. the action; the page settles (``wait_ms``; frames polled for transient cases);
4. ``post_runner``: captured with no further pointer move — what ``GymRunner`` and an
   ordinary loop capture;
5. the pointer moved to where it is (the browser re-evaluates ``:hover``), 150 ms; ``post``:
   the older "re-pointed" protocol, kept so both can be compared.

Key presses do not move the pointer at all (it stays parked), as a loop would not.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import cv2
import numpy as np

IDLE_GAP_MS = 530  # more than half a caret blink period (0.5 s on, 0.5 s off)


def shoot(page: Any) -> bytes:
    data: bytes = page.screenshot(type="png", animations="allow", caret="initial")
    return data


def decode(data: bytes) -> np.ndarray:
    return cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)


def visibly_different(a: bytes, b: bytes) -> bool:
    da, db = decode(a), decode(b)
    return da.shape != db.shape or int(cv2.absdiff(da, db).max()) > 40


def same(a: bytes, b: bytes) -> bool:
    return a == b or bool(np.array_equal(decode(a), decode(b)))


def capture(
    page: Any,
    out: Path,
    *,
    point: tuple[int, int] | None,
    act: Any,
    volatile: bool,
    samples: bool,
    transient: bool,
    wait_ms: int,
    name: str,
) -> dict[str, Any]:
    """Run the sequence above; write PNGs into ``out``; return their names and facts."""
    vw, vh = page.viewport_size["width"], page.viewport_size["height"]
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, Any] = {}
    page.mouse.move(vw - 4, vh - 4)
    page.wait_for_timeout(400)
    (out / "earlier.png").write_bytes(shoot(page))
    page.wait_for_timeout(IDLE_GAP_MS)
    pre_plain = shoot(page)
    (out / "pre_plain.png").write_bytes(pre_plain)
    files.update(earlier="earlier.png", pre_plain="pre_plain.png")
    if point is not None:
        page.mouse.move(*point)
        page.wait_for_timeout(400)
    files["idle"] = None
    if volatile:
        (out / "idle.png").write_bytes(shoot(page))
        page.wait_for_timeout(IDLE_GAP_MS)
        files["idle"] = ["idle.png", "pre.png"]
    pre = shoot(page)
    (out / "pre.png").write_bytes(pre)
    files["pre"] = "pre.png"
    t_act = time.monotonic()
    act()
    names: list[str] = []
    if samples:
        deadline = time.monotonic() + wait_ms / 1000
        polled: list[bytes] = []
        while time.monotonic() < deadline:
            polled.append(shoot(page))
            page.wait_for_timeout(15)
        # Keep the polls that visibly differ from pre (some pixel moved > 40 levels), at
        # most three: enough to re-score transient detection.
        kept = [f for f in polled if visibly_different(f, pre)][:3]
        if transient and not kept:
            raise RuntimeError(f"{name}: no polled frame caught the flash; re-run")
        for i, f in enumerate(kept):
            (out / f"sample{i}.png").write_bytes(f)
            names.append(f"sample{i}.png")
    else:
        page.wait_for_timeout(wait_ms)
    page.wait_for_load_state("load")
    if volatile:
        # Late enough that a clock's tens digit has changed too.
        remaining = 1.7 - (time.monotonic() - t_act)
        if remaining > 0:
            page.wait_for_timeout(remaining * 1000)
    post_runner = shoot(page)
    (out / "post_runner.png").write_bytes(post_runner)
    if point is not None:
        page.mouse.move(*point)
    page.wait_for_timeout(150)
    post = shoot(page)
    (out / "post.png").write_bytes(post)
    files.update(post="post.png", post_runner="post_runner.png", samples=names)
    files["pixel_identical"] = same(pre, post)
    files["runner_pixel_identical"] = same(pre, post_runner)
    files["plain_pixel_identical"] = same(pre_plain, post_runner)
    return files


def entry_paths(name: str, files: dict[str, Any]) -> dict[str, Any]:
    """The frame names of :func:`capture` made relative to the cases folder."""
    out: dict[str, Any] = {}
    for key in ("pre", "post", "post_runner", "pre_plain", "earlier"):
        out[key] = f"{name}/{files[key]}"
    out["idle"] = [f"{name}/{p}" for p in files["idle"]] if files["idle"] else None
    out["samples"] = [f"{name}/{p}" for p in files["samples"]]
    return out
