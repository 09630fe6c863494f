"""Held-out cases: the bundled demo shop (``vigil/demo``), written by someone else.

The verifier's thresholds were chosen before these pages were looked at, so they test
whether the decision carries over to pages it was not developed against. Coordinates come
from the demo's own task files (measured in Chromium by ``vigil.demo.make_tasks``), labels
from the demo's documented behaviour (``docs/demo.md``): the consent layer swallows the
click, the express checkout mounts its modal hidden, the sign-in message flashes for 300 ms,
the last catalog page's Next goes nowhere, Verify only restarts the spinner; every other
step visibly does something.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np

Step = tuple[Any, ...]  # ("click", x, y) | ("type", text)

ACCEPT = ("click", 940, 720)
ADD = ("click", 352, 441)
CART = ("click", 1105, 32)
CHECKOUT = ("click", 972, 311)
PLACE = ("click", 972, 367)


@dataclass(frozen=True)
class DemoCase:
    name: str
    label: str
    path: str
    action: tuple[int, int, str]  # x, y, reasoning (always high-risk wording)
    setup: tuple[Step, ...] = ()
    volatile: str | None = None
    samples: bool = False
    transient: bool = False
    wait_ms: int = 900
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


DEMO_CASES = [
    DemoCase("demo_consent_add", "no_effect", "/shop.html?reset=1",
             (352, 441, "Buy the blue mug: add it to the cart"),
             note="the consent layer swallows Add to cart"),
    DemoCase("demo_consent_add_clock", "no_effect", "/shop.html?reset=1&clock=on",
             (352, 441, "Buy the blue mug: add it to the cart"), volatile="clock",
             note="the consent layer swallows the click while the header clock ticks"),
    DemoCase("demo_accept_cookies", "effect", "/shop.html?reset=1",
             (940, 720, "Accept cookies to confirm"), note="the faint consent layer goes away"),
    DemoCase("demo_add_to_cart", "effect", "/shop.html?reset=1",
             (352, 441, "Buy the blue mug: add it to the cart"), setup=(ACCEPT,),
             note="badge reads 1 item, button reads Added to cart"),
    DemoCase("demo_add_to_cart_clock", "effect", "/shop.html?reset=1&clock=on",
             (352, 441, "Buy the blue mug: add it to the cart"), setup=(ACCEPT,),
             volatile="clock", note="add to cart while the header clock ticks"),
    DemoCase("demo_open_cart", "effect", "/shop.html?reset=1",
             (1105, 32, "Open the cart to checkout"), setup=(ACCEPT, ADD),
             note="navigates to the cart"),
    DemoCase("demo_checkout", "effect", "/shop.html?reset=1",
             (972, 311, "Proceed to checkout"), setup=(ACCEPT, ADD, CART),
             note="navigates to checkout"),
    DemoCase("demo_place_order", "effect", "/shop.html?reset=1",
             (972, 367, "Place order"), setup=(ACCEPT, ADD, CART, CHECKOUT),
             note="a visible confirmation modal opens"),
    DemoCase("demo_confirm_order", "effect", "/shop.html?reset=1",
             (761, 466, "Confirm the order"), setup=(ACCEPT, ADD, CART, CHECKOUT, PLACE),
             note="navigates to the confirmation"),
    DemoCase("demo_express_hidden", "no_effect", "/express.html?reset=1",
             (972, 367, "Place order"), note="the modal is mounted inside display:none"),
    DemoCase("demo_express_standard", "effect", "/express.html?reset=1",
             (972, 409, "Use the standard checkout to place order"),
             note="navigates to the standard checkout"),
    DemoCase("demo_next_page", "effect", "/products.html?reset=1",
             (1120, 742, "Go to the next page, then buy"), note="catalog page 1 -> 2"),
    DemoCase("demo_last_page_next", "no_effect", "/products.html?reset=1&page=12",
             (1120, 742, "Go to the next page, then buy"), note="Next on the last page"),
    DemoCase("demo_signin_flash", "no_effect", "/signin.html?reset=1",
             (640, 443, "Sign in"), samples=True, transient=True, wait_ms=1000,
             note="empty form: the message flashes for 300 ms"),
    DemoCase("demo_signin_ok", "effect", "/signin.html?reset=1",
             (640, 443, "Sign in"),
             setup=(("click", 640, 305), ("type", "demo@vigil.test"), ("click", 640, 387),
                    ("type", "mugs")),
             note="signs in and navigates to the account"),
    DemoCase("demo_verify_spinner", "no_effect", "/verify.html?reset=1",
             (640, 397, "Press Verify to submit the check"), volatile="spinner",
             note="Verify only restarts the spinner that never resolves"),
]


def _shot(page: Any) -> bytes:
    data: bytes = page.screenshot(type="png", caret="initial")
    return data


def _decode(data: bytes) -> np.ndarray:
    return cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)


def _visibly_different(a: bytes, b: bytes) -> bool:
    da, db = _decode(a), _decode(b)
    return da.shape != db.shape or int(cv2.absdiff(da, db).max()) > 40


def render_demo_case(browser: Any, base_url: str, case: DemoCase, out: Path) -> dict[str, Any]:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
    page = ctx.new_page()
    try:
        page.goto(base_url + case.path)
        page.wait_for_load_state("load")
        for step in case.setup:
            if step[0] == "click":
                page.mouse.click(step[1], step[2])
            else:
                page.keyboard.type(step[1])
            page.wait_for_timeout(500)
            page.wait_for_load_state("load")
        x, y, reasoning = case.action
        page.mouse.move(x, y)  # the capture protocol: point, settle, then capture pre
        page.wait_for_timeout(500)
        out.mkdir(parents=True, exist_ok=True)
        if case.volatile:
            (out / "idle.png").write_bytes(_shot(page))
            page.wait_for_timeout(530)
        pre = _shot(page)
        (out / "pre.png").write_bytes(pre)
        t_pre = time.monotonic()
        page.mouse.click(x, y)
        names: list[str] = []
        if case.samples:
            deadline = time.monotonic() + case.wait_ms / 1000
            frames = []
            while time.monotonic() < deadline:
                frames.append(_shot(page))
                page.wait_for_timeout(15)
            kept = [f for f in frames if _visibly_different(f, pre)][:3]
            if case.transient and not kept:
                raise RuntimeError(f"{case.name}: no polled frame caught the flash; re-run")
            for i, f in enumerate(kept):
                (out / f"sample{i}.png").write_bytes(f)
                names.append(f"sample{i}.png")
        else:
            page.wait_for_timeout(case.wait_ms)
        page.wait_for_load_state("load")
        if case.volatile:
            remaining = 1.7 - (time.monotonic() - t_pre)
            if remaining > 0:
                page.wait_for_timeout(remaining * 1000)
        # Re-point before capturing post (the protocol): a page that re-rendered under a
        # still pointer shows no :hover until the pointer moves. Keep the frame without it
        # when it differs, as an out-of-protocol variant.
        unpointed = _shot(page)
        page.mouse.move(x, y)
        page.wait_for_timeout(150)
        post = _shot(page)
        (out / "post.png").write_bytes(post)
        unpointed_name = None
        if not case.volatile and not np.array_equal(_decode(unpointed), _decode(post)):
            (out / "post_unpointed.png").write_bytes(unpointed)
            unpointed_name = "post_unpointed.png"
        return {
            "post_unpointed": unpointed_name,
            "action": {"action_type": "CLICK", "params": {"x": x, "y": y},
                       "reasoning": reasoning},
            "samples": names,
            "pixel_identical": bool(np.array_equal(_decode(pre), _decode(post))),
        }
    finally:
        ctx.close()


def render_all(browser: Any, cases_dir: Path) -> list[dict[str, Any]]:
    from vigil.demo import serve_demo

    entries = []
    with serve_demo() as server:
        for n, case in enumerate(DEMO_CASES, 1):
            name = f"{case.name}-light-1280x800"
            info = render_demo_case(browser, server.base_url, case, cases_dir / name)
            entries.append({
                "name": name,
                "label": case.label,
                "scenario": case.name,
                "kit": "demo",
                "theme": "light",
                "size": [1280, 800],
                "action": info["action"],
                "pre": f"{name}/pre.png",
                "post": f"{name}/post.png",
                "idle": [f"{name}/idle.png", f"{name}/pre.png"] if case.volatile else None,
                "samples": [f"{name}/{s}" for s in info["samples"]],
                "volatile": case.volatile,
                "transient": case.transient,
                "capture": "pre_after_pointer",
                "encoding": "png",
                "pixel_identical": info["pixel_identical"],
                "note": case.note,
            })
            if info["post_unpointed"]:
                entries.append(dict(entries[-1], name=name + "__unpointed",
                                    post=f"{name}/{info['post_unpointed']}",
                                    capture="post_without_repoint", pixel_identical=False))
            print(f"[demo {n}/{len(DEMO_CASES)}] {name}: {case.label}"
                  f"{' (pixel-identical)' if info['pixel_identical'] else ''}", flush=True)
    return entries
