"""Render the labelled effect set: pre/post frame pairs of real UI transitions in Chromium.

Run ``python benchmarks/effect/generate.py`` (needs Playwright, Debian's Chromium and the
npm ``bootstrap`` package: ``npm install --prefix benchmarks/.cache bootstrap``). It writes
``benchmarks/effect/cases/<case>/*.png`` and ``benchmarks/effect/labels.json``; the benchmark
and the regression tests read only those files, so no browser is needed to re-score.

Every case is labelled *by construction*: the scenario either wires a handler that changes
the page (``effect``) or arranges for the action to do nothing (``no_effect``: an overlay
absorbs the click, the button is disabled or has no handler, the click lands on empty
space, the handler re-renders identical content, a message flashes and vanishes before the
post frame). Frames follow Vigil's capture protocol: the pointer is moved to the target and
the page allowed to settle *before* ``pre`` is taken, so hover styling is not mistaken for
an effect. A few ``hover_before`` cases break that protocol on purpose to show why it
exists; they are marked ``capture: "pre_before_pointer"`` and scored separately.

Cases with a volatile element (clock, spinner, caret, progress bar, ticker) also store an
idle frame taken shortly before ``pre`` with no action in between, as the runner has.
The post frame of those cases is taken late enough that the clock's tens digit has
changed too, so a mask of only the pixels that moved while idle would not be enough.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "src"))

from demo_cases import DEMO_CASES, render_all  # noqa: E402

from pages import boot_page, own_page  # noqa: E402
from vigil.envs.launch import launch_chromium  # noqa: E402

CACHE = ROOT / "benchmarks" / ".cache" / "node_modules" / "bootstrap" / "dist"
CASES = HERE / "cases"
LABELS = HERE / "labels.json"
SIZES = {"1280x800": (1280, 800), "1920x1080": (1920, 1080)}


@dataclass(frozen=True)
class Scenario:
    name: str
    label: str  # "effect" | "no_effect"
    kit: str  # "own" | "boot"
    target: str  # CSS selector: the click target, or the element focused for a key press
    reasoning: str
    setup: str = ""  # JavaScript run after load
    key: str | None = None  # key press instead of a click
    volatile: str | None = None  # clock | spinner | caret | progress | ticker
    hover: str = "after"  # "after": pre taken once the pointer rests on the target
    wait_ms: int = 700
    samples: bool = False  # keep frames sampled while waiting (transient cases)
    transient: bool = False  # a change appeared and vanished during the wait
    note: str = ""


# -- behaviours ------------------------------------------------------------------------------
FLASH = "setTimeout(() => {{ {show} }}, 30); setTimeout(() => {{ {hide} }}, 530);"


def on(sel: str, js: str) -> str:
    return f"document.querySelector('{sel}').addEventListener('click', () => {{ {js} }});"


OWN_SCENARIOS = [
    Scenario("consent_overlay", "no_effect", "own", "#submit", "Click 'Submit order'",
             "document.getElementById('consent').style.display='block';"
             + on("#submit", "document.getElementById('validation').style.visibility='visible'"),
             note="a transparent consent layer absorbs the click"),
    Scenario("disabled_button", "no_effect", "own", "#place", "Click 'Place order' to buy",
             note="the button is disabled"),
    Scenario("empty_space", "no_effect", "own", "#blank", "Click the Submit button",
             note="the click lands on an empty part of the card"),
    Scenario("no_handler", "no_effect", "own", "#confirm", "Confirm the shipping address",
             note="the button has no click handler"),
    Scenario("hover_after", "no_effect", "own", "#send", "Send the receipt",
             note="hover-styled button without handler, pre taken after pointing"),
    Scenario("hover_after_outline", "no_effect", "own", "#delete", "Delete the item",
             note="hover-styled outline button without handler, pre taken after pointing"),
    Scenario("hover_before", "no_effect", "own", "#send", "Send the receipt", hover="before",
             note="same no-op, pre taken BEFORE pointing: hover restyles the button"),
    Scenario("hover_before_outline", "no_effect", "own", "#delete", "Delete the item",
             hover="before", note="outline button, pre taken before pointing"),
    Scenario("far_toast", "effect", "own", "#send", "Send the receipt",
             on("#send", "document.getElementById('toast').style.display='block'"),
             note="only change: a toast in the far corner"),
    Scenario("validation_appears", "effect", "own", "#submit", "Submit the order",
             on("#submit", "document.getElementById('validation').style.visibility='visible'"),
             note="a validation message appears under the email field"),
    Scenario("validation_flash", "no_effect", "own", "#submit", "Submit the order",
             on("#submit", FLASH.format(
                 show="document.getElementById('validation').style.visibility='visible'",
                 hide="document.getElementById('validation').style.visibility='hidden'")),
             samples=True, transient=True, wait_ms=1100,
             note="validation message shows for 500 ms and is gone before the post frame"),
    Scenario("checkbox", "effect", "own", "#agree", "Tick the box, then submit",
             note="a native checkbox gets ticked"),
    Scenario("edit_word", "effect", "own", "#save", "Save the draft",
             on("#save", "document.getElementById('word').textContent='final'"),
             note="one word in the paragraph changes (draft -> final)"),
    Scenario("colour_only", "effect", "own", "#submit", "Submit the order",
             on("#submit", "document.getElementById('email-help').classList.add('error')"),
             note="grey helper text turns red at about the same brightness"),
    Scenario("cart_counter", "effect", "own", "#submit", "Buy: submit the order",
             on("#submit", "document.getElementById('cart-count').textContent='2'"),
             note="the cart counter in the header goes 1 -> 2, far from the click"),
    Scenario("saved_label", "effect", "own", "#save", "Save draft",
             on("#save", "document.getElementById('saved').textContent='Saved'"),
             note="a small 'Saved' label appears in the sidebar"),
    Scenario("modal", "effect", "own", "#delete", "Delete the item",
             on("#delete", "document.getElementById('modal').style.display='block';"
                           "document.getElementById('modal-back').style.display='block'"),
             note="a confirmation modal opens"),
    Scenario("modal_hidden", "no_effect", "own", "#delete", "Delete the item",
             on("#delete", "const m=document.getElementById('modal').cloneNode(true);"
                           "m.style.display='block';m.style.position='absolute';"
                           "document.getElementById('hidden-mount').appendChild(m)"),
             note="the modal is mounted into an off-screen container"),
    Scenario("navigation", "effect", "own", "#nav-orders", "Open Orders to confirm the purchase",
             wait_ms=900, note="a link navigates to another page"),
    Scenario("rerender", "no_effect", "own", "#save", "Save the draft",
             on("#save", "const c=document.querySelector('main');c.innerHTML=c.innerHTML"),
             note="the handler re-renders identical content"),
    Scenario("enter_submit", "effect", "own", "#email", "press Enter to submit",
             "document.getElementById('email').addEventListener('keydown', e => {"
             " if (e.key==='Enter') document.getElementById('validation').style.visibility="
             "'visible' });", key="Enter", note="Enter in the email field shows validation"),
    Scenario("enter_noop", "no_effect", "own", "#name", "press Enter to submit", key="Enter",
             note="Enter in a field of a form without submit handling"),
    # volatile elements during a no-op, and during a real effect
    Scenario("clock_noop", "no_effect", "own", "#confirm", "Confirm the address",
             volatile="clock", note="a ticking clock in the header, the click does nothing"),
    Scenario("spinner_noop", "no_effect", "own", "#confirm", "Confirm the address",
             volatile="spinner", note="a spinner turns, the click does nothing"),
    Scenario("caret_noop", "no_effect", "own", "#name", "press Enter to save", key="Enter",
             volatile="caret", note="a blinking caret in the focused field, Enter does nothing"),
    Scenario("progress_noop", "no_effect", "own", "#confirm", "Confirm the address",
             volatile="progress", note="a progress bar grows, the click does nothing"),
    Scenario("ticker_noop", "no_effect", "own", "#place", "Place order",
             volatile="ticker", note="a ticker scrolls, the click hits a disabled button"),
    Scenario("clock_checkbox", "effect", "own", "#agree", "Tick the box to confirm",
             volatile="clock", note="clock ticking AND a checkbox ticked"),
    Scenario("ticker_edit_word", "effect", "own", "#save", "Save the draft",
             on("#save", "document.getElementById('word').textContent='final'"),
             volatile="ticker", note="ticker scrolling AND one word edited"),
    Scenario("progress_cart", "effect", "own", "#submit", "Buy now",
             on("#submit", "document.getElementById('cart-count').textContent='2'"),
             volatile="progress", note="progress growing AND the cart counter changing"),
    Scenario("spinner_saved", "effect", "own", "#save", "Save",
             on("#save", "document.getElementById('saved').textContent='Saved'"),
             volatile="spinner", note="spinner turning AND a 'Saved' label appearing"),
    Scenario("caret_validation", "effect", "own", "#name", "press Enter to submit",
             "document.getElementById('name').addEventListener('keydown', e => {"
             " if (e.key==='Enter') document.getElementById('validation').style.visibility="
             "'visible' });", key="Enter", volatile="caret",
             note="caret blinking AND a validation message appearing"),
]


def bon(sel: str, js: str) -> str:
    return on(sel, js)


BOOT_SCENARIOS = [
    Scenario("b_dropdown", "effect", "boot", "#dd-toggle", "Open the Account menu to sign in",
             note="a Bootstrap dropdown opens"),
    Scenario("b_modal", "effect", "boot", "#bmodal", "Delete the account",
             wait_ms=900, note="a Bootstrap modal opens"),
    Scenario("b_accordion", "effect", "boot", "#acc-btn", "Confirm the payment terms",
             note="an accordion item expands"),
    Scenario("b_tab", "effect", "boot", "#tab-b-btn", "Confirm invoices are paid",
             note="a tab switches"),
    Scenario("b_toast", "effect", "boot", "#bsave", "Save settings",
             bon("#bsave", "bootstrap.Toast.getOrCreateInstance("
                 "document.getElementById('btoast'),{autohide:false}).show()"),
             note="a Bootstrap toast appears in the far corner"),
    Scenario("b_checkbox", "effect", "boot", "#bcheck", "Tick the box, then submit",
             note="a Bootstrap checkbox gets ticked"),
    Scenario("b_switch", "effect", "boot", "#bswitch", "Turn on monthly invoicing and save",
             note="a Bootstrap switch flips"),
    Scenario("b_disabled", "no_effect", "boot", "#bdisabled", "Checkout",
             note="a disabled Bootstrap button"),
    Scenario("b_disabled_page", "no_effect", "boot", "#bprev", "Go back and confirm",
             note="a disabled pagination link"),
    Scenario("b_nohandler", "no_effect", "boot", "#bnohandler", "Confirm",
             note="a Bootstrap button without handler"),
    Scenario("b_validation", "effect", "boot", "#bsubmit", "Submit the form",
             bon("#bsubmit", "document.getElementById('bemail').classList.add('is-invalid')"),
             note="Bootstrap invalid state: red border and feedback text"),
    Scenario("b_validation_flash", "no_effect", "boot", "#bsubmit", "Submit the form",
             bon("#bsubmit", FLASH.format(
                 show="document.getElementById('bemail').classList.add('is-invalid')",
                 hide="document.getElementById('bemail').classList.remove('is-invalid')")),
             samples=True, transient=True, wait_ms=1100,
             note="the invalid state flashes for 500 ms"),
    Scenario("b_consent", "no_effect", "boot", "#bsubmit", "Submit the form",
             "document.getElementById('bconsent').classList.remove('d-none');"
             + bon("#bsubmit", "document.getElementById('bemail').classList.add('is-invalid')"),
             note="a consent layer absorbs the click"),
    Scenario("b_alert_dismiss", "effect", "boot", "#balert-close", "Confirm and close the alert",
             note="a dismissible alert closes"),
    Scenario("b_saved_far", "effect", "boot", "#bsave", "Save",
             bon("#bsave", "document.getElementById('bsaved').textContent='Saved'"),
             note="a small 'Saved' text appears in the sidebar"),
    Scenario("b_cart", "effect", "boot", "#bsubmit", "Submit and buy",
             bon("#bsubmit", "document.getElementById('bcart').textContent='2'"),
             note="the navbar cart badge goes 1 -> 2"),
    Scenario("b_word", "effect", "boot", "#bsave", "Save the plan",
             bon("#bsave", "document.getElementById('bword').textContent='basic'"),
             note="one word changes (trial -> basic)"),
    Scenario("b_colour", "effect", "boot", "#bsubmit", "Submit",
             bon("#bsubmit", "const h=document.getElementById('bhelp');"
                 "h.classList.remove('form-text');h.classList.add('small','text-danger')"),
             note="helper text turns red"),
    Scenario("b_navigation", "effect", "boot", "#nav-reports", "Open reports to confirm",
             wait_ms=900, note="a navbar link navigates"),
    Scenario("b_rerender", "no_effect", "boot", "#bsave", "Save",
             bon("#bsave", "const c=document.getElementById('bdoc');c.innerHTML=c.innerHTML"),
             note="identical re-render"),
    Scenario("b_list_active", "effect", "boot", "#blist-2", "Open Members and save",
             "document.getElementById('blist-2').addEventListener('click', e => {"
             " e.preventDefault(); document.querySelector('#blist .active')"
             ".classList.remove('active'); e.target.classList.add('active') });",
             note="the active list item moves"),
    Scenario("b_empty", "no_effect", "boot", "#bsaved", "Click Save",
             note="the click lands on an empty box"),
    Scenario("b_enter_noop", "no_effect", "boot", "#bname", "press Enter to submit", key="Enter",
             note="Enter in a form that has no submit button"),
    Scenario("b_clock_noop", "no_effect", "boot", "#bnohandler", "Confirm", volatile="clock",
             note="navbar clock ticking, the click does nothing"),
    Scenario("b_spinner_noop", "no_effect", "boot", "#bnohandler", "Confirm", volatile="spinner",
             note="Bootstrap spinner turning, the click does nothing"),
    Scenario("b_progress_noop", "no_effect", "boot", "#bdisabled", "Checkout",
             volatile="progress", note="animated, growing progress bar; disabled button"),
    Scenario("b_caret_noop", "no_effect", "boot", "#bname", "press Enter to submit", key="Enter",
             volatile="caret", note="blinking caret, Enter does nothing"),
    Scenario("b_clock_switch", "effect", "boot", "#bswitch", "Save: turn the switch on",
             volatile="clock", note="clock ticking AND a switch flipping"),
    Scenario("b_progress_word", "effect", "boot", "#bsave", "Save the plan",
             bon("#bsave", "document.getElementById('bword').textContent='basic'"),
             volatile="progress", note="progress growing AND one word changing"),
]

SCENARIOS = OWN_SCENARIOS + BOOT_SCENARIOS

# Volatile behaviours. The clock ticks every 150 ms, so its units digit changes between the
# idle frames and its tens digit (a pixel area that did not move while idle) by the post frame.
VOLATILE_JS = {
    "clock": """
      const el = document.getElementById(window.__clockId);
      el.classList.remove('d-none'); document.body.classList.add('clock'); let n = 10;
      setInterval(() => { n++; const s = String(n % 60).padStart(2, '0');
        const m = String(10 + Math.floor(n / 60)).padStart(2, '0');
        el.textContent = '10:' + m + ':' + s; }, 150);""",
    "spinner": "document.body.classList.add('spin-on');"
               "const s=document.getElementById('bspin'); if (s) s.classList.remove('d-none');",
    "caret": "document.body.classList.add('caret');",
    "progress": """
      const bar = document.getElementById(window.__barId); let w = 20;
      if (bar.classList.contains('progress-bar')) bar.classList.add('progress-bar-animated');
      setInterval(() => { w = Math.min(95, w + 0.6); bar.style.width = w + '%'; }, 100);""",
    "ticker": """
      const t = document.getElementById('ticker-text'); let x = 0;
      setInterval(() => { x -= 2; t.style.transform = 'translateX(' + x + 'px)'; }, 40);""",
}


def serve(route: Any, theme: str) -> None:
    url = route.request.url
    path = url.split("vigil.test", 1)[1].split("?", 1)[0]
    if path == "/bootstrap.min.css":
        route.fulfill(body=(CACHE / "css" / "bootstrap.min.css").read_text(),
                      content_type="text/css")
    elif path == "/bootstrap.bundle.min.js":
        route.fulfill(body=(CACHE / "js" / "bootstrap.bundle.min.js").read_text(),
                      content_type="application/javascript")
    elif path == "/app":
        route.fulfill(body=own_page(theme), content_type="text/html")
    elif path == "/orders":
        route.fulfill(body=own_page(theme, orders=True), content_type="text/html")
    elif path == "/boot":
        route.fulfill(body=boot_page(theme), content_type="text/html")
    elif path == "/boot-reports":
        route.fulfill(body=boot_page(theme, reports=True), content_type="text/html")
    else:
        route.fulfill(status=404, body="not found")


def shoot(page: Any) -> bytes:
    data: bytes = page.screenshot(type="png", animations="allow", caret="initial")
    return data


def render_case(browser: Any, sc: Scenario, theme: str, size: str, out: Path) -> dict[str, Any]:
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1)
    page = ctx.new_page()
    page.route("https://vigil.test/**", lambda r: serve(r, theme))
    try:
        page.goto("https://vigil.test/" + ("app" if sc.kit == "own" else "boot"))
        page.wait_for_load_state("load")
        if sc.kit == "boot":
            page.wait_for_function("window.bootstrap !== undefined")
        if sc.volatile:
            page.evaluate(
                "([clockId, barId]) => { window.__clockId = clockId; window.__barId = barId; }",
                ["clock", "bar"] if sc.kit == "own" else ["bclock", "bprogress"],
            )
            page.evaluate("() => {" + VOLATILE_JS[sc.volatile] + "}")
        if sc.setup:
            page.evaluate("() => {" + sc.setup + "}")
        box = page.locator(sc.target).bounding_box()
        assert box is not None, f"{sc.name}: {sc.target} not visible"
        x, y = round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)
        if sc.key:
            page.focus(sc.target)
        if sc.hover == "before":
            page.mouse.move(3, h - 3)
        else:
            page.mouse.move(x, y)
        page.wait_for_timeout(400)
        files: dict[str, Any] = {}
        out.mkdir(parents=True, exist_ok=True)
        if sc.volatile:
            # Idle frames ~0.53 s apart: more than half a caret blink period (0.5 s on,
            # 0.5 s off), so the pair sees every volatile element change at least once.
            (out / "idle.png").write_bytes(shoot(page))
            page.wait_for_timeout(530)
        pre = shoot(page)
        (out / "pre.png").write_bytes(pre)
        t_pre = time.monotonic()
        if sc.key:
            page.keyboard.press(sc.key)
        else:
            page.mouse.click(x, y)
        sample_names: list[str] = []
        if sc.samples:
            deadline = time.monotonic() + sc.wait_ms / 1000
            frames: list[bytes] = []
            while time.monotonic() < deadline:
                frames.append(shoot(page))
                page.wait_for_timeout(20)
            # Keep the frames that visibly differ from pre (the flash: some pixel moved by
            # more than 40 levels, far beyond re-layout jitter), at most three: enough to
            # re-score transient detection without storing every poll.
            kept = [f for f in frames if _visibly_different(f, pre)][:3]
            if sc.transient and not kept:
                raise RuntimeError(f"{sc.name}: no polled frame caught the flash; re-run")
            for i, f in enumerate(kept):
                name = f"sample{i}.png"
                (out / name).write_bytes(f)
                sample_names.append(name)
        else:
            page.wait_for_timeout(sc.wait_ms)
        if sc.volatile:
            remaining = 1.7 - (time.monotonic() - t_pre)
            if remaining > 0:
                page.wait_for_timeout(remaining * 1000)
        # Re-point before capturing post: a page that re-rendered under a still pointer has
        # dropped its :hover styling until the pointer moves (the capture protocol, see
        # docs/effect.md). The frame without it is kept when it differs.
        unpointed = shoot(page)
        page.mouse.move(x, y)
        page.wait_for_timeout(150)
        post = shoot(page)
        (out / "post.png").write_bytes(post)
        files["post_unpointed"] = None
        if not sc.volatile and not _same(unpointed, post):
            (out / "post_unpointed.png").write_bytes(unpointed)
            files["post_unpointed"] = "post_unpointed.png"
        files["pre"] = "pre.png"
        files["post"] = "post.png"
        files["idle"] = ["idle.png", "pre.png"] if sc.volatile else None
        files["samples"] = sample_names
        if sc.key:
            action = {"action_type": "KEY_PRESS", "params": {"keys": "Return"},
                      "reasoning": sc.reasoning}
        else:
            action = {"action_type": "CLICK", "params": {"x": x, "y": y},
                      "reasoning": sc.reasoning}
        return {"action": action, **files, "pixel_identical": _same(pre, post)}
    finally:
        ctx.close()


def unpointed_entry(entry: dict[str, Any], rel: str | None) -> list[dict[str, Any]]:
    """The same case with the post frame taken before re-pointing (outside the protocol)."""
    if rel is None:
        return []
    return [dict(entry, name=entry["name"] + "__unpointed", post=rel,
                 capture="post_without_repoint", pixel_identical=False)]


def _decode(data: bytes) -> np.ndarray:
    return cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)


def _visibly_different(a: bytes, b: bytes) -> bool:
    da, db = _decode(a), _decode(b)
    return da.shape != db.shape or int(cv2.absdiff(da, db).max()) > 40


def _same(a: bytes, b: bytes) -> bool:
    return a == b or bool(np.array_equal(_decode(a), _decode(b)))


def variants() -> list[tuple[Scenario, str, str]]:
    """Each scenario in light and dark at 1280x800, plus one 1920x1080 rendering."""
    out = []
    for i, sc in enumerate(SCENARIOS):
        out.append((sc, "light", "1280x800"))
        out.append((sc, "dark", "1280x800"))
        out.append((sc, "dark" if i % 2 else "light", "1920x1080"))
    return out


JPEG_QUALITIES = (70, 80, 90)


def add_jpeg_variants(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Re-encode post (and sometimes pre) as JPEG: a no-op must survive the noise, a small
    real effect must survive it too. Uses the light 1280x800 rendering of every scenario."""
    extra = []
    index = {sc.name: i for i, sc in enumerate(SCENARIOS)}
    index.update({c.name: len(SCENARIOS) + i for i, c in enumerate(DEMO_CASES)})
    for e in entries:
        if not (e["theme"] == "light" and e["size"] == [1280, 800]):
            continue
        if e["capture"] != "pre_after_pointer" or e["name"].endswith("__unpointed"):
            continue
        k = index[e["scenario"]]  # fixed per scenario, so a partial re-render keeps names
        q = JPEG_QUALITIES[k % len(JPEG_QUALITIES)]
        both = k % 4 == 3  # every fourth: pre at q90 too (two lossy frames)
        src = CASES / e["name"]
        name = f"{e['name']}__jpeg{q}" + ("_both" if both else "")
        dst = CASES / name
        dst.mkdir(parents=True, exist_ok=True)
        post = cv2.imread(str(src / "post.png"))
        cv2.imwrite(str(dst / "post.jpg"), post, [cv2.IMWRITE_JPEG_QUALITY, q])
        new = dict(e, name=name, post=f"{name}/post.jpg", encoding=f"post jpeg q{q}")
        if both:
            pre = cv2.imread(str(src / "pre.png"))
            cv2.imwrite(str(dst / "pre.jpg"), pre, [cv2.IMWRITE_JPEG_QUALITY, 90])
            new["pre"] = f"{name}/pre.jpg"
            new["encoding"] = f"pre jpeg q90, post jpeg q{q}"
        new["pixel_identical"] = False
        extra.append(new)
    return extra


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="render only scenarios whose name contains this")
    parser.add_argument("--volatile", action="store_true",
                        help="render only the scenarios with a volatile element")
    parser.add_argument("--demo", action="store_true",
                        help="render only the held-out cases from the bundled demo shop")
    args = parser.parse_args()
    if not (CACHE / "css" / "bootstrap.min.css").exists():
        sys.exit("bootstrap missing: npm install --prefix benchmarks/.cache bootstrap")
    todo = [v for v in variants() if not args.only or args.only in v[0].name]
    if args.volatile:
        todo = [v for v in todo if v[0].volatile]
    if args.demo:
        todo = []
    partial = bool(args.only or args.volatile or args.demo)
    if not partial and CASES.exists():
        shutil.rmtree(CASES)
    entries: list[dict[str, Any]] = []
    started = time.monotonic()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        for n, (sc, theme, size) in enumerate(todo, 1):
            name = f"{sc.name}-{theme}-{size}"
            info = render_case(browser, sc, theme, size, CASES / name)
            rel = {k: ([f"{name}/{v}" for v in info[k]] if isinstance(info[k], list)
                       else (f"{name}/{info[k]}" if isinstance(info[k], str) else info[k]))
                   for k in ("pre", "post", "idle", "samples")}
            entry = {
                "name": name,
                "label": sc.label,
                "scenario": sc.name,
                "kit": "bootstrap" if sc.kit == "boot" else "own",
                "theme": theme,
                "size": list(SIZES[size]),
                "action": info["action"],
                **rel,
                "volatile": sc.volatile,
                "transient": sc.transient,
                "capture": "pre_before_pointer" if sc.hover == "before" else "pre_after_pointer",
                "encoding": "png",
                "pixel_identical": info["pixel_identical"],
                "note": sc.note,
            }
            entries.append(entry)
            entries += unpointed_entry(
                entry, f"{name}/{info['post_unpointed']}" if info["post_unpointed"] else None)
            print(f"[{n}/{len(todo)}] {name}: {sc.label}"
                  f"{' (pixel-identical)' if info['pixel_identical'] else ''}", flush=True)
        if args.demo or not partial:
            entries += render_all(browser, CASES)
        browser.close()
    if partial and LABELS.exists():
        # Re-rendered a few scenarios: replace their entries (and JPEG variants) in place.
        old = json.loads(LABELS.read_text())["cases"]
        jpeg = add_jpeg_variants(entries)
        by_name = {e["name"]: e for e in entries + jpeg}
        entries = [by_name.get(e["name"], e) for e in old]
        entries += [e for e in by_name.values() if e["name"] not in {o["name"] for o in old}]
    else:
        entries += add_jpeg_variants(entries)
    LABELS.write_text(json.dumps({
        "about": "Labelled pre/post pairs for the perceptual effect verifier; see generate.py",
        "cases": entries,
    }, indent=1) + "\n")
    n_eff = sum(e["label"] == "effect" for e in entries)
    print(f"{len(entries)} cases ({n_eff} effect, {len(entries) - n_eff} no_effect) "
          f"in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
