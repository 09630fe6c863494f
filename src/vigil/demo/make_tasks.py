"""Write the demo task files with click coordinates measured in a real browser.

Run ``python -m vigil.demo.make_tasks`` after changing a demo page. Hand-typed coordinates
rot silently: a restyled button moves by 20 px and a scripted click lands beside it, which
then looks exactly like the traps the demo is meant to show. So every coordinate here is
the centre of an element's box as Chromium lays it out at the task's viewport, and every
click is replayed (the way the runner will replay it, trap and fallback included) with a
``document.elementFromPoint`` check that it lands on the element it names.

The task *specs* below say what each step means (a CSS selector and the reasoning); the
walk turns them into the scripted-brain JSON format the runner loads. The integration test
runs the same walk and compares it with the committed files, so stale files fail CI.
"""

from __future__ import annotations

import argparse
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from vigil.actions import Action

if TYPE_CHECKING:
    from playwright.sync_api import Page

__all__ = [
    "TASK_SPECS",
    "Click",
    "HitCheck",
    "StepSpec",
    "TaskSpec",
    "Type",
    "build_task",
    "build_tasks",
    "main",
    "render_task_json",
    "write_tasks",
]

log = logging.getLogger(__name__)

VIEWPORT = (1280, 800)


# ---- specs ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Click:
    """A left click on the centre of ``selector``.

    ``covered``: the first attempt is expected to land on something else (the consent layer),
    which is the trap; the fallback then clears the way and the retry must hit.
    ``navigates``: the click loads another page, so the walk waits for it (for a step with a
    fallback this is about the retry: the first, failing attempt never navigates).
    """

    selector: str
    reasoning: str
    covered: bool = False
    navigates: bool = False


@dataclass(frozen=True)
class Type:
    """Type ``text`` into whatever has focus (a preceding click puts it there)."""

    text: str
    reasoning: str


Spec = Click | Type


@dataclass(frozen=True)
class StepSpec:
    action: Spec
    fallback: tuple[Spec, ...] = ()
    repeat: int = 1
    expect_before: tuple[dict[str, str], ...] = ()
    expect_after: tuple[dict[str, str], ...] = ()


@dataclass(frozen=True)
class TaskSpec:
    name: str
    task: str
    description: str
    start_path: str
    steps: tuple[StepSpec, ...]
    expect: dict[str, dict[str, Any]]
    max_steps: int = 20
    viewport: tuple[int, int] = VIEWPORT
    # Where the walk (which takes every fallback, like a run with verification on) must end.
    final_path: str | None = None


@dataclass(frozen=True)
class HitCheck:
    """One replayed click: did ``elementFromPoint(x, y)`` land inside ``selector``?"""

    task: str
    page_path: str
    selector: str
    x: int
    y: int
    expected_hit: bool
    hit: bool
    landed_on: str

    @property
    def ok(self) -> bool:
        return self.hit == self.expected_hit


def _button(text: str) -> dict[str, str]:
    return {"role": "button", "text": text}


ACCEPT = Click("#consent-accept", "Accept cookies so the shop can be used")
ADD_BLUE = Click(
    '.card[data-sku="blue"] button.add',
    "Buy the blue mug: add it to the cart",
)
OPEN_CART = Click("#cart-link", "Open the cart", navigates=True)
CHECKOUT = Click("#checkout", "Proceed to checkout", navigates=True)
PLACE_ORDER = Click("#place-order", "Place order")
CONFIRM_ORDER = Click("#modal-confirm", "Confirm the order", navigates=True)

_CHECKOUT_TAIL = (
    StepSpec(OPEN_CART, expect_after=(_button("Checkout"),)),
    StepSpec(CHECKOUT, expect_after=(_button("Place order"),)),
    StepSpec(PLACE_ORDER, expect_after=({"role": "dialog", "text": "Confirm your order"},)),
    StepSpec(CONFIRM_ORDER, expect_after=({"role": "heading", "text": "Order confirmed"},)),
)

TASK_SPECS: tuple[TaskSpec, ...] = (
    TaskSpec(
        name="checkout_consent",
        task="Buy the blue mug",
        description=(
            "A cookie-consent layer covers the shop and swallows the 'Add to cart' click. "
            "With verification on, the high-risk click's missing effect raises a WARNING, the "
            "brain accepts cookies, retries and completes the order. With it off nothing "
            "warns: every later click also lands on the layer and the run ends with no order."
        ),
        start_path="/shop.html?reset=1",
        steps=(
            StepSpec(
                Click(ADD_BLUE.selector, ADD_BLUE.reasoning, covered=True),
                fallback=(ACCEPT,),
                expect_before=(_button("Add to cart"),),
                expect_after=({"role": "status", "text": "1 item"},),
            ),
            *_CHECKOUT_TAIL,
        ),
        expect={
            "on": {
                "termination_reason": "done",
                "warnings_min": 1,
                "final_path": "/confirmed.html",
            },
            "off": {"termination_reason": "done", "warnings_max": 0, "final_path": "/shop.html"},
        },
        final_path="/confirmed.html",
    ),
    TaskSpec(
        name="signin_flash",
        task="Sign in to the shop",
        description=(
            "Submitting the empty sign-in form shows an error for 300 ms and removes it, so "
            "the settled screen equals the one before the click: a transient, and no lasting "
            "effect. With verification on the WARNING makes the brain fill in the demo "
            "account and submit again; with it off the run stops on the sign-in page."
        ),
        start_path="/signin.html?reset=1",
        steps=(
            StepSpec(
                Click("#signin", "Sign in", navigates=True),
                fallback=(
                    Click("#email", "Focus the email field"),
                    Type("demo@vigil.test", "Enter the demo account's email"),
                    Click("#password", "Focus the password field"),
                    Type("mugs", "Enter the demo account's password"),
                ),
                expect_before=(_button("Sign in"),),
                expect_after=({"role": "heading", "text": "Your account"},),
            ),
        ),
        expect={
            "on": {"termination_reason": "done", "warnings_min": 1, "final_path": "/account.html"},
            "off": {"termination_reason": "done", "warnings_max": 0, "final_path": "/signin.html"},
        },
        final_path="/account.html",
    ),
    TaskSpec(
        name="hidden_modal",
        task="Order the Mug of the Month with express checkout",
        description=(
            "Express checkout's 'Place order' mounts its confirmation modal inside a "
            "display:none container: the click has no visible effect. With verification on "
            "the WARNING sends the brain to the standard checkout, whose 'Place order' sits "
            "at the same spot and opens a visible modal; the order completes."
        ),
        start_path="/express.html?reset=1",
        steps=(
            StepSpec(
                PLACE_ORDER,
                fallback=(Click("#standard", "Use the standard checkout instead", navigates=True),),
                expect_before=(_button("Place order"),),
                expect_after=({"role": "dialog", "text": "Confirm your order"},),
            ),
            StepSpec(CONFIRM_ORDER, expect_after=({"role": "heading", "text": "Order confirmed"},)),
        ),
        expect={
            "on": {
                "termination_reason": "done",
                "warnings_min": 1,
                "final_path": "/confirmed.html",
            },
            "off": {"termination_reason": "done", "warnings_max": 0, "final_path": "/express.html"},
        },
        final_path="/confirmed.html",
    ),
    TaskSpec(
        name="pagination",
        task="Browse the catalog to page 11",
        description=(
            "Ten identical clicks on 'Next', each one loading a new page of products. The "
            "actions repeat but the URL and the screen move every time: adaptive loop windows "
            "see the progress and stay quiet; fixed windows call it a repeat loop."
        ),
        start_path="/products.html?reset=1",
        steps=(
            StepSpec(
                Click("#next", "Go to the next page of the catalog", navigates=True),
                repeat=10,
                expect_before=(_button("Next"),),
            ),
        ),
        expect={
            "on": {"termination_reason": "done", "nudges_max": 0, "final_path": "/products.html"},
            "off": {"termination_reason": "loop", "nudges_min": 1},
        },
        final_path="/products.html",
    ),
    TaskSpec(
        name="spinner_captcha",
        task="Pass the security check",
        description=(
            "A captcha spinner that never resolves. Clicking 'Verify' again and again changes "
            "nothing but the spinning pixels, so the frame state is frozen: the run must end "
            "through the loop hook, sooner with adaptive windows than with fixed ones."
        ),
        start_path="/verify.html?reset=1",
        steps=(
            StepSpec(
                Click("#verify", "Press Verify to finish the security check"),
                repeat=15,
                expect_before=(_button("Verify"),),
            ),
        ),
        expect={
            "on": {"termination_reason": "loop", "nudges_min": 1},
            "off": {"termination_reason": "loop", "nudges_min": 1},
        },
        final_path="/verify.html",
    ),
    TaskSpec(
        name="happy_path",
        task="Buy the blue mug",
        description=(
            "The clean run: accept cookies first, then add the blue mug, check out and "
            "confirm. Every high-risk click has a visible effect, nothing loops, and the "
            "toggles change nothing."
        ),
        start_path="/shop.html?reset=1",
        steps=(
            StepSpec(ACCEPT, expect_before=(_button("Accept"),)),
            StepSpec(
                ADD_BLUE,
                expect_before=(_button("Add to cart"),),
                expect_after=({"role": "status", "text": "1 item"},),
            ),
            *_CHECKOUT_TAIL,
        ),
        expect={
            "on": {
                "termination_reason": "done",
                "warnings_max": 0,
                "nudges_max": 0,
                "final_path": "/confirmed.html",
            },
            "off": {
                "termination_reason": "done",
                "warnings_max": 0,
                "final_path": "/confirmed.html",
            },
        },
        final_path="/confirmed.html",
    ),
)


# ---- the walk -------------------------------------------------------------------------------
_HIT_JS = """([x, y, sel]) => {
  const el = document.elementFromPoint(x, y);
  const target = document.querySelector(sel);
  const describe = (n) => !n ? "nothing" :
    n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") +
    (n.classList.length ? "." + Array.from(n.classList).join(".") : "");
  return {hit: !!(el && target && (el === target || target.contains(el))), landed: describe(el)};
}"""


@dataclass
class _Walk:
    page: Page
    base_url: str
    task: str
    checks: list[HitCheck] = field(default_factory=list)

    def path(self) -> str:
        return urlparse(self.page.url).path

    def centre(self, selector: str) -> tuple[int, int]:
        """The centre of the element's box, in whole CSS pixels of the viewport."""
        locator = self.page.locator(selector)
        if locator.count() != 1:
            raise LookupError(f"{self.task}: {selector!r} matches {locator.count()} elements")
        box = locator.bounding_box()
        if box is None:
            raise LookupError(f"{self.task}: {selector!r} has no box on {self.path()}")
        return round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)

    def to_action(self, spec: Spec) -> tuple[Action, tuple[int, int] | None]:
        if isinstance(spec, Type):
            return Action.type_text(spec.text, spec.reasoning), None
        x, y = self.centre(spec.selector)
        return Action.click(x, y, spec.reasoning), (x, y)

    def perform(
        self,
        spec: Spec,
        point: tuple[int, int] | None,
        *,
        expect_hit: bool = True,
        navigates: bool | None = None,
    ) -> None:
        """Replay one action the way the runner will: real mouse and keyboard, not DOM calls."""
        if isinstance(spec, Type):
            self.page.keyboard.type(spec.text)
            return
        assert point is not None
        x, y = point
        result = self.page.evaluate(_HIT_JS, [x, y, spec.selector])
        self.checks.append(
            HitCheck(
                self.task,
                self.path(),
                spec.selector,
                x,
                y,
                expect_hit,
                bool(result["hit"]),
                str(result["landed"]),
            )
        )
        self.page.mouse.move(x, y)
        if spec.navigates if navigates is None else navigates:
            with self.page.expect_navigation(wait_until="load"):
                self.page.mouse.click(x, y)
        else:
            self.page.mouse.click(x, y)


def build_task(page: Page, base_url: str, spec: TaskSpec) -> tuple[dict[str, Any], list[HitCheck]]:
    """Walk one task in ``page`` (taking every fallback) and return its JSON and hit checks.

    The walk is the run with verification on: a step with a fallback is tried, found to
    have failed, recovered by the fallback and retried at the *same* coordinates, which is
    exactly what the scripted brain does. The retry's hit check is what proves, for
    instance, that the standard checkout's "Place order" sits where the express one did.
    """
    width, height = spec.viewport
    page.set_viewport_size({"width": width, "height": height})
    page.goto(base_url.rstrip("/") + spec.start_path, wait_until="load")
    walk = _Walk(page, base_url, spec.name)
    steps: list[dict[str, Any]] = []
    for step in spec.steps:
        action, point = walk.to_action(step.action)
        entry: dict[str, Any] = {"action": action.to_dict()}
        if step.repeat > 1:
            entry["repeat"] = step.repeat
        if step.fallback:
            covered = isinstance(step.action, Click) and step.action.covered
            walk.perform(step.action, point, expect_hit=not covered, navigates=False)
            fallback_dicts = []
            for fb in step.fallback:
                fb_action, fb_point = walk.to_action(fb)
                fallback_dicts.append(fb_action.to_dict())
                walk.perform(fb, fb_point)
            entry["fallback"] = fallback_dicts
            walk.perform(step.action, point)
        else:
            for _ in range(step.repeat):
                walk.perform(step.action, point)
        if step.expect_before:
            entry["expect_before"] = [dict(e) for e in step.expect_before]
        if step.expect_after:
            entry["expect_after"] = [dict(e) for e in step.expect_after]
        steps.append(entry)
    if spec.final_path is not None and walk.path() != spec.final_path:
        raise AssertionError(
            f"{spec.name}: the walk ended on {walk.path()}, expected {spec.final_path}"
        )
    task = {
        "name": spec.name,
        "task": spec.task,
        "description": spec.description,
        "start_path": spec.start_path,
        "viewport": [width, height],
        "max_steps": spec.max_steps,
        "expect": spec.expect,
        "steps": steps,
    }
    if spec.name in SUCCESS:
        # What "really achieved" means, checked on the final page (vigil.success).
        task = {**{k: v for k, v in task.items() if k != "steps"}, "success": SUCCESS[spec.name]}
        task["steps"] = steps
    return task, walk.checks


def build_tasks(
    page: Page, base_url: str, specs: tuple[TaskSpec, ...] = TASK_SPECS
) -> tuple[list[dict[str, Any]], list[HitCheck]]:
    """Walk every spec; all tasks and all hit checks, in spec order."""
    tasks: list[dict[str, Any]] = []
    checks: list[HitCheck] = []
    for spec in specs:
        task, task_checks = build_task(page, base_url, spec)
        tasks.append(task)
        checks.extend(task_checks)
    return tasks, checks


def _render(value: Any, indent: int) -> str:
    """JSON with small leaves (an action, an expectation, a viewport) kept on one line.

    Plain ``indent=2`` spreads ``[1280, 800]`` over four lines and an action over nine;
    a reviewer reading a task file wants one line per action.
    """
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or (indent * 2 + len(flat) <= 96 and _is_leafy(value)):
        return flat
    pad, inner = "  " * indent, "  " * (indent + 1)
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [
            f"{inner}{json.dumps(k, ensure_ascii=False)}: {_render(v, indent + 1)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if not value:
        return "[]"
    return "[\n" + ",\n".join(inner + _render(v, indent + 1) for v in value) + "\n" + pad + "]"


def _is_leafy(value: Any, depth: int = 0) -> bool:
    """Shallow enough to read on one line: nesting at most two levels deep."""
    if isinstance(value, dict):
        return depth < 2 and all(_is_leafy(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return depth < 2 and all(_is_leafy(v, depth + 1) for v in value)
    return True


#: Each task's success check (``vigil.success``): the final page, not the agent's DONE.
SUCCESS: dict[str, dict[str, str]] = {
    "checkout_consent": {"url": "/confirmed.html*", "text": "Order confirmed"},
    "happy_path": {"url": "/confirmed.html*", "text": "Order confirmed"},
    "hidden_modal": {"url": "/confirmed.html*", "text": "Order confirmed"},
    "pagination": {"url_regex": "^/products\\.html\\?(.*&)?page=11(&|$)", "text": "Page 11 of"},
    "signin_flash": {"url": "/account.html*", "text": "Your account"},
    "spinner_captcha": {
        "text_absent": "Verifying you are human",
        "js": "() => !document.getElementById('spinner')",
    },
}


def render_task_json(task: dict[str, Any]) -> str:
    """The committed text of a task file: stable key order, one line per action."""
    return _render(task, 0) + "\n"


def write_tasks(out_dir: Path, tasks: list[dict[str, Any]]) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for task in tasks:
        path = out_dir / f"{task['name']}.json"
        path.write_text(render_task_json(task), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Serve the demo, walk every task in headless Chromium, write the JSON files."""
    from playwright.sync_api import sync_playwright

    from vigil.demo.server import serve_demo, tasks_dir
    from vigil.envs.launch import launch_chromium

    parser = argparse.ArgumentParser(prog="python -m vigil.demo.make_tasks", description=__doc__)
    parser.add_argument("--out", type=Path, default=None, help="directory (default: bundled)")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    out_dir: Path = args.out or tasks_dir()

    with serve_demo() as server, sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            context = browser.new_context(device_scale_factor=1)
            page = context.new_page()
            tasks, checks = build_tasks(page, server.base_url)
        finally:
            browser.close()

    bad = [c for c in checks if not c.ok]
    for c in bad:
        log.error(
            "%s: click at (%d, %d) on %s landed on %s; expected %s %s",
            c.task,
            c.x,
            c.y,
            c.page_path,
            c.landed_on,
            "to hit" if c.expected_hit else "not to hit",
            c.selector,
        )
    if bad:
        return 1
    log.info("%d clicks replayed, every one landed where it should", len(checks))
    if args.check:
        stale = [
            t["name"]
            for t in tasks
            if not (out_dir / f"{t['name']}.json").is_file()
            or (out_dir / f"{t['name']}.json").read_text(encoding="utf-8") != render_task_json(t)
        ]
        for name in stale:
            log.error("%s.json is stale: run python -m vigil.demo.make_tasks", name)
        return 1 if stale else 0
    for path in write_tasks(out_dir, tasks):
        log.info("wrote %s", path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
