"""Build the labelled loop set by driving real pages in headless Chromium.

Every sequence is a short scripted agent run against a small web app served from memory
(``http://app.test/…`` through Playwright's request routing, no network): the script clicks,
types, scrolls and presses keys with the real mouse and keyboard, and after each action the
page is screenshotted and hashed the way the runner hashes it (``phash(frame, exact=False)``
of the whole frame). The action coordinates are in screenshot pixels (what a model sees),
the URL is the page's real URL, and the hash is the real hash, so spinner jitter, pagination
distances and scroll movement come from Chromium, not from invented numbers.

Scenarios, each at 1280x800 (scale 1) and 4K (3840x2160: a 1920x1080 page at scale 2):

productive  pagination_url, pagination_spa, drilldown, form_fill, exploration, scroll_list
stuck       frozen_identical, spinner_captcha, drift_dead_button, ab_alternating,
            scroll_past_end, toggle_oscillation

Run ``python benchmarks/loops/generate.py`` (about ten minutes); it rewrites
``sequences.json`` and ``calibration.json`` next to this file. The JSON is committed so the
benchmark and the tests never need a browser.
"""

from __future__ import annotations

import argparse
import contextlib
import html
import itertools
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from vigil import Action, Hash, phash

HERE = Path(__file__).parent
APP = "http://app.test"
VIEWPORTS: dict[str, tuple[int, int, int]] = {
    # name: (css width, css height, device scale factor) — screenshots are width*dsf wide.
    "1280x800": (1280, 800, 1),
    "3840x2160": (1920, 1080, 2),
}
VARIANTS = 3

WORDS = """
alpha beta gamma delta invoice report quarterly budget review travel policy update meeting
notes design system release plan customer support ticket export import weather station sensor
calibration garden tools kitchen chair lamp desk monitor cable adapter river mountain harbor
bridge orange violet silver copper maple cedar falcon otter
""".split()  # noqa: SIM905

BASE_CSS = """
*{box-sizing:border-box}
body{font-family:'DejaVu Sans',Arial,sans-serif;margin:0;background:#fff;color:#222}
header{background:#1a4d8f;color:#fff;padding:14px 24px;font-size:20px;height:56px}
header a{color:#fff;margin-right:18px;font-size:15px;text-decoration:none}
main{max-width:1000px;margin:0 auto;padding:16px}
button{font-size:16px;padding:8px 18px;border:1px solid #888;border-radius:4px;background:#f4f4f4}
button.primary{background:#1a73e8;color:#fff;border-color:#1a73e8}
"""


def _rnd_words(rnd: random.Random, lo: int, hi: int, title: bool = False) -> str:
    words = [rnd.choice(WORDS) for _ in range(rnd.randint(lo, hi))]
    return " ".join(w.title() for w in words) if title else " ".join(words)


def _doc(title: str, body: str, css: str = "", script: str = "") -> str:
    return (
        f"<!doctype html><html><head><title>{html.escape(title)}</title>"
        f"<style>{BASE_CSS}{css}</style></head><body>"
        f"<header>{html.escape(title)} &nbsp; <a href='/'>Home</a><a href='/catalog'>Shop</a>"
        f"<a href='/search?page=1'>Search</a></header>{body}"
        f"<script>{script}</script></body></html>"
    )


# -- pages --------------------------------------------------------------------------------------
RESULTS_CSS = """
.r{margin:0 0 12px 0}.r a{color:#1a0dab;font-size:18px}.r .u{color:#006621;font-size:13px}
.r p{margin:2px 0;font-size:14px;color:#444}
.pager{position:fixed;right:40px;bottom:24px;background:#fff;padding:6px;border:1px solid #ddd}
"""


def _results_html(page_no: int, seed: int) -> str:
    rnd = random.Random(page_no * 7919 + seed)
    rows = []
    for _ in range(8):
        rows.append(
            f"<div class='r'><a href='#'>{_rnd_words(rnd, 3, 7, True)}</a>"
            f"<div class='u'>https://example.com/{rnd.choice(WORDS)}/{rnd.randint(100, 999)}"
            f"</div><p>{_rnd_words(rnd, 12, 30)}</p></div>"
        )
    return f"<div id='count'>Results {page_no * 8 - 7}-{page_no * 8} of 400</div>" + "".join(rows)


def page_search(q: dict[str, str], seed: int) -> str:
    n = int(q.get("page", "1"))
    body = (
        f"<main id='list'>{_results_html(n, seed)}</main>"
        f"<div class='pager'>Page {n} <a id='next' href='/search?page={n + 1}'>"
        "<button>Next</button></a></div>"
    )
    return _doc("Search results", body, RESULTS_CSS)


def page_search_spa(q: dict[str, str], seed: int) -> str:
    pages = {n: _results_html(n, seed) for n in range(1, 16)}
    script = (
        f"const P={json.dumps(pages)};let n=1;"
        "document.getElementById('next').onclick=()=>{n+=1;"
        "document.getElementById('list').innerHTML=P[n];"
        "document.getElementById('pn').textContent=n;window.scrollTo(0,0);};"
    )
    body = (
        f"<main id='list'>{pages[1]}</main>"
        "<div class='pager'>Page <span id='pn'>1</span> <button id='next'>Next</button></div>"
    )
    return _doc("Results", body, RESULTS_CSS, script)


CATALOG_CSS = """
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.card{border:1px solid #ddd;border-radius:6px;padding:8px;font-size:14px}
.card a{text-decoration:none;color:#222}
.thumb{height:110px;border-radius:4px;margin-bottom:6px}
.tabs button{margin-right:6px}.spec td{padding:4px 12px;border-bottom:1px solid #eee}
"""


def _color(rnd: random.Random) -> str:
    return f"hsl({rnd.randint(0, 359)},{rnd.randint(35, 80)}%,{rnd.randint(35, 70)}%)"


def page_catalog(path: str, seed: int) -> str:
    parts = [p for p in path.split("/") if p][1:]
    rnd = random.Random(hash_str(path) + seed)
    if len(parts) < 3:
        cards = []
        for i in range(12):
            target = "/".join([path.rstrip("/"), f"c{i}"])
            if len(parts) == 2:
                target = f"/product/{rnd.randint(1000, 9999)}"
            cards.append(
                f"<div class='card'><a href='{target}'><div class='thumb' "
                f"style='background:{_color(rnd)}'></div>{_rnd_words(rnd, 1, 3, True)}</a>"
                f"<div>${rnd.randint(5, 400)}.99</div></div>"
            )
        title = ["Catalog", "Category", "Subcategory"][len(parts)]
        body = f"<main><h2>{title} {' / '.join(parts)}</h2><div class='grid'>{''.join(cards)}"
        body += "</div></main>"
        return _doc(title, body, CATALOG_CSS)
    return page_product(path, seed)


def page_product(path: str, seed: int) -> str:
    rnd = random.Random(hash_str(path) + seed)
    specs = "".join(
        f"<tr><td>{_rnd_words(rnd, 1, 2, True)}</td><td>{_rnd_words(rnd, 1, 4)}</td></tr>"
        for _ in range(8)
    )
    script = (
        "document.querySelectorAll('.tabs button').forEach(b=>b.onclick=()=>{"
        "document.querySelectorAll('.pane').forEach(p=>p.style.display='none');"
        "document.getElementById(b.dataset.p).style.display='block';});"
    )
    body = (
        f"<main><div style='display:flex;gap:24px'><div class='thumb' style='width:360px;"
        f"height:300px;background:{_color(rnd)}'></div><div><h2>{_rnd_words(rnd, 2, 4, True)}"
        f"</h2><p>{_rnd_words(rnd, 20, 40)}</p><button class='primary'>Add to cart</button>"
        "</div></div><div class='tabs' style='margin:18px 0'><button data-p='d'>Description"
        "</button><button data-p='s'>Specifications</button><button data-p='v'>Reviews</button>"
        f"</div><div class='pane' id='d'><p>{_rnd_words(rnd, 40, 80)}</p></div>"
        f"<div class='pane' id='s' style='display:none'><table class='spec'>{specs}</table></div>"
        f"<div class='pane' id='v' style='display:none'><p>★★★★☆ {_rnd_words(rnd, 30, 60)}</p>"
        "</div></main>"
    )
    return _doc("Product", body, CATALOG_CSS, script)


FORM_CSS = """
form{max-width:560px}label{display:block;margin-top:12px;font-size:14px}
input[type=text],select{width:100%;font-size:16px;padding:8px;border:1px solid #999;
border-radius:4px}
"""
FORM_FIELDS = ("name", "email", "street", "city", "zip", "phone")


def page_form(q: dict[str, str], seed: int) -> str:
    fields = "".join(
        f"<label>{f.title()}<input type='text' id='{f}' autocomplete='off'></label>"
        for f in FORM_FIELDS
    )
    body = (
        "<main><h2>Shipping details</h2><form action='/form/done' method='get'>"
        f"{fields}<label>Country<select id='country'><option>Germany</option>"
        "<option>France</option><option>Japan</option></select></label>"
        "<label><input type='checkbox' id='terms'> I accept the terms</label>"
        "<p><button class='primary' id='submit' type='submit'>Continue</button></p>"
        "</form></main>"
    )
    return _doc("Checkout", body, FORM_CSS)


def page_form_done(q: dict[str, str], seed: int) -> str:
    return _doc("Order placed", "<main><h2>Thank you!</h2><p>Your order is confirmed.</p></main>")


DASH_CSS = """
.tabs{display:flex;gap:8px;margin-bottom:16px}.tabs button.on{background:#1a73e8;color:#fff}
.bar{display:inline-block;width:34px;margin-right:10px;vertical-align:bottom}
table.t{border-collapse:collapse;width:100%}table.t td{border-bottom:1px solid #eee;padding:6px}
#menu{display:none;position:absolute;left:600px;top:110px;background:#fff;border:1px solid #aaa;
padding:10px;box-shadow:0 2px 8px #999;width:220px}
#menu div{padding:6px}
"""


def page_dashboard(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    panes = {}
    bars = "".join(
        f"<div class='bar' style='height:{rnd.randint(20, 260)}px;background:{_color(rnd)}'></div>"
        for _ in range(14)
    )
    panes["overview"] = f"<h3>Overview</h3><div style='height:280px'>{bars}</div>"
    for name in ("orders", "customers", "reports"):
        rows = "".join(
            f"<tr><td>#{rnd.randint(10000, 99999)}</td><td>{_rnd_words(rnd, 2, 3, True)}</td>"
            f"<td>{_rnd_words(rnd, 1, 4)}</td><td>${rnd.randint(10, 900)}</td></tr>"
            for _ in range(rnd.randint(6, 14))
        )
        panes[name] = f"<h3>{name.title()}</h3><table class='t'>{rows}</table>"
    panes["settings"] = "<h3>Settings</h3>" + "".join(
        f"<p><input type='checkbox'> {_rnd_words(rnd, 3, 6)}</p>" for _ in range(6)
    )
    tabs = "".join(f"<button data-t='{n}'>{n.title()}</button>" for n in panes)
    script = (
        f"const P={json.dumps(panes)};"
        "function show(n){document.getElementById('pane').innerHTML=P[n];"
        "document.querySelectorAll('.tabs button[data-t]').forEach(b=>b.classList.toggle('on',"
        "b.dataset.t==n));}"
        "document.querySelectorAll('.tabs button[data-t]')"
        ".forEach(b=>b.onclick=()=>show(b.dataset.t));"
        "document.getElementById('more').onclick=()=>{const m=document.getElementById('menu');"
        "m.style.display=m.style.display=='block'?'none':'block';};show('overview');"
    )
    body = (
        f"<main><div class='tabs'>{tabs}<button id='more'>More ▾</button></div>"
        "<div id='menu'><div>Export CSV</div><div>Print</div><div>Share</div></div>"
        "<input type='text' id='search' placeholder='Search orders' style='font-size:15px;"
        "padding:6px;width:300px;margin-bottom:10px'><div id='pane'></div></main>"
    )
    return _doc("Dashboard", body, DASH_CSS, script)


def page_list(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed + 17)
    rows = "".join(
        f"<div style='padding:10px;border-bottom:1px solid #eee;display:flex;gap:12px'>"
        f"<div style='width:44px;height:44px;border-radius:22px;background:{_color(rnd)}'></div>"
        f"<div><b>{_rnd_words(rnd, 2, 4, True)}</b><div style='font-size:13px;color:#555'>"
        f"{_rnd_words(rnd, 6, 18)}</div></div></div>"
        for _ in range(int(q.get("rows", "120")))
    )
    return _doc("Contacts", f"<main>{rows}<p>End of list.</p></main>")


CAPTCHA_CSS = """
.box{margin:60px auto;width:380px;border:1px solid #ccc;border-radius:4px;padding:22px;
box-shadow:0 0 4px #aaa;font-size:16px}
.sp{width:30px;height:30px;border:4px solid #ddd;border-top-color:#4285f4;border-radius:50%;
display:inline-block;vertical-align:middle;animation:spin .9s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.big .sp{width:96px;height:96px;border-width:10px;display:block;margin:10px auto}
.track{height:10px;background:#e3e3e3;border-radius:5px;overflow:hidden;margin-top:14px}
.slider{height:10px;width:35%;background:#4285f4;animation:slide 1.3s ease-in-out infinite}
@keyframes slide{from{margin-left:-35%}to{margin-left:100%}}
"""


def page_captcha(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    script = (
        "let d=0;setInterval(()=>{d=(d+1)%4;"
        "document.getElementById('dots').textContent='.'.repeat(d);},350);"
        "document.getElementById('cb').onclick=()=>{};"
    )
    body = (
        f"<main><h2>Checkout</h2><p>{_rnd_words(rnd, 20, 40)}</p>"
        f"<div class='box{' big' if q.get('big') else ''}'><span class='sp' id='cb'></span>"
        " Verifying you are human<span id='dots'></span>"
        f"{'<div class=track><div class=slider></div></div>' if q.get('big') else ''}"
        "<div style='font-size:11px;color:#888;margin-top:10px'>"
        "protected by captchaX · Privacy · Terms</div></div>"
        "<p><button class='primary' disabled>Place order</button></p></main>"
    )
    return _doc("Checkout", body, CAPTCHA_CSS, script)


def page_dead(q: dict[str, str], seed: int) -> str:
    """A page whose buttons do nothing: a transparent overlay absorbs every click."""
    rnd = random.Random(seed)
    body = (
        f"<main><h2>{_rnd_words(rnd, 2, 4, True)}</h2><p>{_rnd_words(rnd, 30, 60)}</p>"
        "<p><input type='text' id='q' value='' placeholder='Promo code' style='font-size:15px;"
        "padding:6px'> <button id='apply'>Apply</button></p>"
        f"<p>{_rnd_words(rnd, 20, 40)}</p><p><button class='primary' id='go'>Continue</button>"
        " <button id='alt'>Back to cart</button></p></main>"
        "<div style='position:fixed;inset:0;background:rgba(0,0,0,0)'></div>"
    )
    return _doc("Your cart", body)


def page_menu(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    items = "".join(
        f"<div style='padding:10px'>{_rnd_words(rnd, 1, 3, True)}</div>" for _ in range(9)
    )
    script = (
        "document.getElementById('burger').onclick=()=>{const m=document.getElementById('side');"
        "m.style.display=m.style.display=='block'?'none':'block';};"
    )
    body = (
        "<main><button id='burger'>☰ Menu</button>"
        f"<p>{_rnd_words(rnd, 40, 70)}</p><p>{_rnd_words(rnd, 40, 70)}</p></main>"
        "<div id='side' style='display:none;position:fixed;left:0;top:56px;bottom:0;width:300px;"
        f"background:#263238;color:#fff;font-size:17px'>{items}</div>"
    )
    return _doc("Account", body, "", script)


def hash_str(text: str) -> int:
    """A stable string hash (Python's own is salted per process)."""
    value = 0
    for ch in text:
        value = (value * 131 + ord(ch)) % 1_000_003
    return value


def route_page(url: str, seed: int) -> str:
    parsed = urlparse(url)
    q = {k: v[-1] for k, v in parse_qs(parsed.query).items()}
    path = parsed.path
    table: dict[str, Callable[[dict[str, str], int], str]] = {
        "/search": page_search,
        "/results": page_search_spa,
        "/form": page_form,
        "/form/done": page_form_done,
        "/dashboard": page_dashboard,
        "/list": page_list,
        "/captcha": page_captcha,
        "/cart": page_dead,
        "/account": page_menu,
    }
    if path in table:
        return table[path](q, seed)
    if path.startswith("/catalog"):
        return page_catalog(path, seed)
    if path.startswith("/product"):
        return page_product(path, seed)
    return _doc("Home", "<main><h2>Welcome</h2></main>")


# -- recording -----------------------------------------------------------------------------------
@dataclass
class Recorder:
    """Performs actions on a real page and records (action, url, frame hash) after each."""

    page: Any
    dsf: int
    steps: list[dict[str, Any]] = field(default_factory=list)

    def _snap(self, action: Action) -> None:
        # A navigation racing the wait can raise; the screenshot below still works.
        with contextlib.suppress(Exception):
            self.page.wait_for_load_state("load", timeout=5000)
        time.sleep(0.12)  # what a settle poll would give a transition
        png = b""
        for attempt in range(6):  # a screenshot taken mid-navigation fails: retry it
            try:
                png = self.page.screenshot(type="png")
                break
            except Exception:
                if attempt == 5:
                    raise
                time.sleep(0.25)
                with contextlib.suppress(Exception):
                    self.page.wait_for_load_state("load", timeout=5000)
        self.steps.append(
            {
                "action": action.to_dict(),
                "url": self.page.url,
                "frame_hash": phash(png, exact=False).hex,
            }
        )

    def center(self, selector: str) -> tuple[float, float]:
        box = self.page.locator(selector).first.bounding_box()
        if box is None:
            raise RuntimeError(f"{selector} is not visible")
        return (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def click_css(self, x: float, y: float, kind: str = "click") -> None:
        px, py = round(x * self.dsf), round(y * self.dsf)
        # The model's pixel coordinates are what the page gets, rounded to whole pixels.
        cx, cy = px / self.dsf, py / self.dsf
        if kind == "double":
            self.page.mouse.dblclick(cx, cy)
            action = Action.double_click(px, py)
        else:
            self.page.mouse.click(cx, cy)
            action = Action.click(px, py)
        self._snap(action)

    def click(self, selector: str, dx: float = 0.0, dy: float = 0.0) -> None:
        x, y = self.center(selector)
        self.click_css(x + dx, y + dy)

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self._snap(Action.type_text(text))

    def key(self, keys: str) -> None:
        playwright_key = {"Page_Down": "PageDown", "Page_Up": "PageUp", "Return": "Enter"}
        self.page.keyboard.press(playwright_key.get(keys, keys))
        self._snap(Action.key(keys))

    def scroll(self, notches: int = 5) -> None:
        w = self.page.viewport_size["width"]
        h = self.page.viewport_size["height"]
        self.page.mouse.move(w / 2, h / 2)
        self.page.mouse.wheel(0, notches * 100)
        self._snap(
            Action.scroll("down", notches, x=round(w / 2 * self.dsf), y=round(h / 2 * self.dsf))
        )

    def wait(self, seconds: float = 1.0) -> None:
        time.sleep(min(seconds, 0.3))
        self._snap(Action.wait(seconds))

    def goto(self, path: str) -> None:
        self.page.goto(APP + path)


# -- scenarios -----------------------------------------------------------------------------------
# Each returns (label, index of the first stuck step or None). ``v`` is the variant number.
Scenario = Callable[[Recorder, random.Random, int], tuple[str, int | None]]


def sc_pagination_url(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/search?page=1")
    for _ in range(6 + 2 * v):
        r.click("#next button")
    r.click(".r a")
    return "productive", None


def sc_pagination_spa(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/results")
    for _ in range(6 + 2 * v):
        r.click("#next")
    return "productive", None


def sc_drilldown(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/catalog")
    for _ in range(3):
        r.click(f".card:nth-child({rnd.randint(1, 12)}) a")
    for tab in rnd.sample(["Description", "Specifications", "Reviews"], 3):
        r.click(f".tabs button:has-text('{tab}')")
    r.click("header a:nth-child(2)")
    for _ in range(3):
        r.click(f".card:nth-child({rnd.randint(1, 12)}) a")
    r.click("button.primary")
    return "productive", None


def sc_form_fill(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/form")
    values = {
        "name": rnd.choice(["Jane Doe", "Ana Lima", "Kenji Sato", "Omar Haddad"]),
        "email": f"{rnd.choice(WORDS)}.{rnd.choice(WORDS)}@example.com",
        "street": f"{rnd.randint(1, 300)} {rnd.choice(WORDS).title()} Street",
        "city": rnd.choice(["Berlin", "Lyon", "Osaka", "Porto"]),
        "zip": str(rnd.randint(10000, 99999)),
        "phone": f"+49 {rnd.randint(100, 999)} {rnd.randint(1000000, 9999999)}",
    }
    for name in FORM_FIELDS:
        if v == 1 and name == "phone":
            continue
        r.click(f"#{name}")
        r.type(values[name])
    if v == 2:
        r.key("Tab")
    r.click("#terms")
    r.click("#submit")
    return "productive", None


def sc_exploration(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/dashboard")
    tabs = ["orders", "customers", "reports", "settings", "overview"]
    rnd.shuffle(tabs)
    for i, tab in enumerate(tabs):
        r.click(f"button[data-t='{tab}']")
        if i == 1:
            r.click("#more")
            r.click("#menu div:nth-child(2)")
        if i == 2:
            r.click("#search")
            r.type(_rnd_words(rnd, 1, 2))
            r.key("Return")
        if i == 3 and v != 1:
            r.scroll(3)
    return "productive", None


def sc_scroll_list(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/list?rows=150")
    for _ in range(7 + v):
        if v == 1:
            r.key("Page_Down")
        else:
            r.scroll(5)
    r.click_css(300, 300)
    return "productive", None


def _prefix(r: Recorder, rnd: random.Random, v: int) -> None:
    """0-2 productive steps before the loop starts (loops rarely begin at step one)."""
    if v >= 1:
        r.goto("/catalog")
        r.click(f".card:nth-child({rnd.randint(1, 12)}) a")
    if v >= 2:
        r.click(f".card:nth-child({rnd.randint(1, 12)}) a")


def sc_frozen_identical(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    r.goto("/cart")
    x, y = r.center("#go")
    for _ in range(12):
        r.click_css(x, y)
    return "stuck", start


def sc_spinner_captcha(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    # Variant 0: a small spinner; 1 and 2: a large one plus a sliding progress bar.
    r.goto("/captcha" if v == 0 else "/captcha?big=1")
    x, y = r.center("#cb")
    for i in range(12):
        if v == 2 and i % 3 == 2:
            r.wait(2.0)
        else:
            r.click_css(x, y)
    return "stuck", start


def sc_drift_dead_button(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    r.goto("/cart")
    x, y = r.center("#go")
    # A model re-aiming at the same button: a few screenshot pixels off each time, all inside
    # half the click tolerance of the centre so every pair is within the tolerance.
    radius = 0.45 * (8 if r.dsf == 1 else 18) / r.dsf
    for _ in range(12):
        ang = rnd.uniform(0, 6.283)
        rad = rnd.uniform(0.3, 1.0) * radius
        r.click_css(x + rad * math.cos(ang), y + rad * math.sin(ang))
    return "stuck", start


def sc_ab_alternating(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    r.goto("/cart")
    a = r.center("#go")
    b = r.center("#apply" if v != 1 else "#alt")
    for i in range(12):
        r.click_css(*(a if i % 2 == 0 else b))
    return "stuck", start


def sc_scroll_past_end(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    r.goto("/list?rows=30")
    n_productive = 0

    def step() -> None:
        if v == 1:
            r.key("Page_Down")
        else:
            r.scroll(5)

    for _ in range(2 + v):
        step()
        n_productive += 1
    # The list ended: further scrolling moves nothing. The first no-op is the loop's start.
    start = None
    for _ in range(12):
        before = r.steps[-1]["frame_hash"] if r.steps else None
        step()
        if start is None and r.steps[-1]["frame_hash"] == before:
            start = len(r.steps) - 1
    return "stuck", start if start is not None else n_productive


def sc_toggle_oscillation(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    r.goto("/account")
    for _ in range(12):
        r.click("#burger")
    return "stuck", start


SCENARIOS: dict[str, Scenario] = {
    "pagination_url": sc_pagination_url,
    "pagination_spa": sc_pagination_spa,
    "drilldown": sc_drilldown,
    "form_fill": sc_form_fill,
    "exploration": sc_exploration,
    "scroll_list": sc_scroll_list,
    "frozen_identical": sc_frozen_identical,
    "spinner_captcha": sc_spinner_captcha,
    "drift_dead_button": sc_drift_dead_button,
    "ab_alternating": sc_ab_alternating,
    "scroll_past_end": sc_scroll_past_end,
    "toggle_oscillation": sc_toggle_oscillation,
}


# -- calibration ---------------------------------------------------------------------------------
def _pairwise(hexes: list[str]) -> list[int]:
    hs = [Hash.from_hex(h) for h in hexes]
    return [a - b for a, b in itertools.combinations(hs, 2)]


def calibrate(page: Any, dsf: int) -> dict[str, Any]:
    """Distances that decide the state tolerance, measured on renders at this viewport.

    * animation: the large-spinner captcha page screenshotted 24 times at real animation
      phases — every pair should count as one frozen state;
    * pagination: consecutive result pages (server and single-page) — every consecutive pair
      must count as a new state.
    """
    page.goto(APP + "/captcha?big=1")
    spinner = []
    for _ in range(24):
        time.sleep(random.uniform(0.05, 0.4))
        spinner.append(phash(page.screenshot(type="png"), exact=False).hex)
    out: dict[str, Any] = {"spinner_pairwise": _pairwise(spinner)}
    for path, key in (("/search?page={n}", "pagination_url"), ("/results", "pagination_spa")):
        hexes = []
        page.goto(APP + path.format(n=1))
        for n in range(1, 13):
            if key == "pagination_url":
                page.goto(APP + path.format(n=n))
            elif n > 1:
                page.click("#next")
            time.sleep(0.1)
            hexes.append(phash(page.screenshot(type="png"), exact=False).hex)
        hs = [Hash.from_hex(h) for h in hexes]
        out[f"{key}_consecutive"] = [hs[i] - hs[i + 1] for i in range(len(hs) - 1)]
        out[f"{key}_pairwise"] = _pairwise(hexes)
    return out


def summarize(values: list[int]) -> dict[str, float]:
    return {
        "min": min(values),
        "median": statistics.median(values),
        "max": max(values),
        "n": len(values),
    }


# -- main ----------------------------------------------------------------------------------------
def _handler(seed: int) -> Callable[[Any], None]:
    """Serve the app from memory (Playwright passes (route) to a one-argument handler)."""

    def handle(route: Any) -> None:
        route.fulfill(
            status=200,
            content_type="text/html; charset=utf-8",
            body=route_page(route.request.url, seed),
        )

    return handle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated scenario names")
    parser.add_argument("--out", default=str(HERE / "sequences.json"))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    from vigil.envs.launch import launch_chromium

    wanted = args.only.split(",") if args.only else list(SCENARIOS)
    sequences: list[dict[str, Any]] = []
    calibration: dict[str, Any] = {}
    t0 = time.perf_counter()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        for vp_name, (w, h, dsf) in VIEWPORTS.items():
            for name in wanted:
                for v in range(VARIANTS):
                    seed = hash_str(f"{name}/{vp_name}/{v}")
                    ctx = browser.new_context(
                        viewport={"width": w, "height": h}, device_scale_factor=dsf
                    )
                    ctx.route(f"{APP}/**", _handler(seed))
                    page = ctx.new_page()
                    page.set_default_timeout(8000)
                    rec = Recorder(page, dsf)
                    label, stuck_from = SCENARIOS[name](rec, random.Random(seed), v)
                    ctx.close()
                    sequences.append(
                        {
                            "id": f"{name}-{vp_name}-v{v}",
                            "scenario": name,
                            "label": label,
                            "stuck_from": stuck_from,
                            "viewport": [w * dsf, h * dsf],
                            "device_scale_factor": dsf,
                            "steps": rec.steps,
                        }
                    )
                    print(f"{sequences[-1]['id']}: {len(rec.steps)} steps", file=sys.stderr)
            if not args.only:
                ctx = browser.new_context(
                    viewport={"width": w, "height": h}, device_scale_factor=dsf
                )
                ctx.route(f"{APP}/**", _handler(1))
                raw = calibrate(ctx.new_page(), dsf)
                ctx.close()
                calibration[vp_name] = {k: summarize(v) for k, v in raw.items()}
        browser.close()
    meta = {
        "hash": "phash(frame, exact=False) of the whole post-action screenshot",
        "generated_by": "benchmarks/loops/generate.py",
        "seconds": round(time.perf_counter() - t0, 1),
    }
    Path(args.out).write_text(
        json.dumps({"meta": meta, "sequences": sequences}, indent=1) + "\n", encoding="utf-8"
    )
    if calibration:
        (HERE / "calibration.json").write_text(
            json.dumps({"meta": meta, "viewports": calibration}, indent=1) + "\n",
            encoding="utf-8",
        )
    print(f"{len(sequences)} sequences in {meta['seconds']} s → {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
