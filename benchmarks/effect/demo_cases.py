"""Cases from the bundled demo shop (``vigil/demo``): part of the DEVELOPMENT set.

The demo shop and the runner's tests of its traps existed before these cases were rendered,
and a capture step was once added because of one of them, so they are development cases,
not held-out ones (the test part is ``test_pages.py``). Coordinates come
from the demo's own task files (measured in Chromium by ``vigil.demo.make_tasks``), labels
from the demo's documented behaviour (``docs/demo.md``): the consent layer swallows the
click, the express checkout mounts its modal hidden, the sign-in message flashes for 300 ms,
the last catalog page's Next goes nowhere, Verify only restarts the spinner; every other
step visibly does something.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from capture import capture, entry_paths

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
        files = capture(page, out, point=(x, y), act=lambda: page.mouse.click(x, y),
                        volatile=bool(case.volatile), samples=case.samples,
                        transient=case.transient, wait_ms=case.wait_ms, name=case.name)
        files["action"] = {"action_type": "CLICK", "params": {"x": x, "y": y},
                           "reasoning": reasoning}
        return files
    finally:
        ctx.close()


def render_all(browser: Any, cases_dir: Path) -> list[dict[str, Any]]:
    from vigil.demo import serve_demo

    entries = []
    with serve_demo() as server:
        for n, case in enumerate(DEMO_CASES, 1):
            name = f"{case.name}-light-1280x800"
            done = cases_dir / name / "entry.json"
            if done.exists():
                entries.append(json.loads(done.read_text()))
                continue
            for attempt in range(5):
                try:
                    info = render_demo_case(browser, server.base_url, case, cases_dir / name)
                    break
                except RuntimeError as exc:
                    print(f"  retry {attempt + 1}: {exc}", flush=True)
            else:
                raise RuntimeError(f"{name}: the flash was never caught")
            entries.append({
                "name": name,
                "part": "dev",
                "label": case.label,
                "scenario": case.name,
                "kit": "demo",
                "theme": "light",
                "size": [1280, 800],
                "action": info["action"],
                **entry_paths(name, info),
                "volatile": case.volatile,
                "transient": case.transient,
                "pixel_identical": info["pixel_identical"],
                "runner_pixel_identical": info["runner_pixel_identical"],
                "plain_pixel_identical": info["plain_pixel_identical"],
                "note": case.note,
            })
            done.write_text(json.dumps(entries[-1]))
            print(f"[demo {n}/{len(DEMO_CASES)}] {name}: {case.label}", flush=True)
    return entries
