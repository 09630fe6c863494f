"""Build the screen verifier's text-dense TEST set: busy UI pages rendered in real Chromium.

The sparse set next to it (``generate.py``, 5–15 text lines a page) is the *development* set:
the targeted reader's constants were chosen on it; ``dense_dev.py`` builds a text-dense
development part from other kinds of page with this file's machinery (``build_set``). This set
is the *test* part. Its page templates below were written and frozen (committed) before any
targeted-recognition code was run on them, and nothing was tuned on them afterwards.

Five kinds of page — checkout forms, dashboards, shop listings, order tables, settings —
five pages of each, every page with 20+ text lines filled from a seeded generator (names,
prices, dates, statuses), alternating 1280x800 / 1920x1080 and light / dark. Saved as PNG
next to ``dense_labels.json``:

* ``present``: a sample of the page's visible texts (every text is marked ``data-e`` with its
  role), each with its box measured in the browser;
* ``absent``: near-misses made from the page's own texts (one digit changed, one letter
  changed, a word swapped for its opposite) and texts from other pages. The label comes from
  the DOM alone: a text is "absent" when its normalised form occurs nowhere in the page's
  text (inner text, values, placeholders), whatever the verifier's fuzzy rule would say. A
  near-miss the rule accepts is therefore a false "present" of the rule, and stays counted.

Run: ``.venv/bin/python benchmarks/screen/dense.py`` (about a minute). ``--out DIR`` writes the
set elsewhere, e.g. to check that the committed labels are reproduced exactly.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OUT = HERE / "dense"
sys.path.insert(0, str(HERE.parents[1] / "src"))

PAGES_PER_KIND = 5
PRESENT_PER_PAGE = 8
SIZES = [(1280, 800), (1920, 1080)]

FIRST = ["Amara", "Kenji", "Lucía", "Marta", "Noah", "Priya", "Tomás", "Yara", "Elif", "Jonas",
         "Aiko", "Ravi", "Sofia", "Malik", "Ines", "Oskar", "Hana", "Diego", "Leila", "Finn"]
LAST = ["Okafor", "Nakamura", "Fernández", "Kowalska", "Schmidt", "Patel", "Silva", "Haddad",
        "Yilmaz", "Berg", "Tanaka", "Iyer", "Rossi", "Mensah", "Duarte", "Lindqvist"]
CITIES = ["Lisbon", "Osaka", "Nairobi", "Toronto", "Krakow", "Valencia", "Austin", "Bergen",
          "Izmir", "Pune", "Leeds", "Porto", "Seoul", "Lyon", "Denver", "Ghent"]
PRODUCTS = ["Trail Running Shoe", "Merino Wool Sweater", "Ceramic Pour-Over Set",
            "Noise Cancelling Headphones", "Cast Iron Skillet", "Bamboo Cutting Board",
            "Waterproof Hiking Jacket", "Stainless Water Bottle", "Linen Bed Sheets",
            "Mechanical Keyboard", "Desk Lamp with Dimmer", "Yoga Mat Pro", "Espresso Grinder",
            "Canvas Weekender Bag", "Wireless Charging Pad", "Cotton Beach Towel",
            "Leather Card Wallet", "Smart Thermostat", "Folding Camp Chair", "Glass Food Jars"]
STATUSES = ["Shipped", "Pending", "Delivered", "Refunded", "Cancelled", "Processing"]
METRICS = ["Revenue", "Orders", "Active users", "Conversion rate", "Avg. order value",
           "Returns", "Sessions", "Churn", "New signups", "Support tickets"]
SETTINGS = [("Email notifications", "Send me a summary of account activity every week."),
            ("Two-factor authentication", "Require a code from your phone when signing in."),
            ("Public profile", "Let people outside your team see your name and role."),
            ("Dark mode", "Use a dark background in every workspace."),
            ("Auto-save drafts", "Keep unsent messages for thirty days."),
            ("Usage analytics", "Share anonymous statistics to help improve the product."),
            ("Desktop alerts", "Show a banner when someone mentions you."),
            ("Compact layout", "Fit more rows on screen by reducing spacing."),
            ("Weekly digest", "A short report of what changed in your projects."),
            ("Session timeout", "Sign out automatically after two hours of inactivity."),
            ("Marketing emails", "Occasional news about features and events."),
            ("Keyboard shortcuts", "Press the question mark key to see the full list.")]
OPPOSITES = {"Enable": "Disable", "Show": "Hide", "Monthly": "Yearly", "Add": "Remove",
             "Open": "Close", "Next": "Previous", "Save": "Discard", "Export": "Import",
             "Accept": "Decline", "Shipped": "Returned", "Pending": "Approved",
             "Delivered": "Delayed", "Increase": "Decrease", "Upload": "Download",
             "Subscribe": "Unfollow", "Apply": "Reset", "Continue": "Go back"}

THEMES = {
    "light": {"bg": "#ffffff", "fg": "#1f2328", "muted": "#6b7280", "panel": "#f6f8fa",
              "primary": "#2563eb", "border": "#d0d7de", "bar": "#111827", "on_bar": "#f9fafb"},
    "dark": {"bg": "#0d1117", "fg": "#e6edf3", "muted": "#8b949e", "panel": "#161b22",
             "primary": "#2f81f7", "border": "#30363d", "bar": "#010409", "on_bar": "#c9d1d9"},
}

CSS = """
* {{ box-sizing: border-box; }}
body {{ margin: 0; background: {bg}; color: {fg}; font: {fs}px 'DejaVu Sans', 'Liberation Sans',
  sans-serif; overflow: hidden; }}
.bar {{ background: {bar}; color: {on_bar}; padding: 10px 24px; display: flex; gap: 22px; }}
.bar .right {{ margin-left: auto; }}
main {{ padding: 16px 24px; }}
h1 {{ font-size: {h1}px; margin: 0 0 10px; }} h2 {{ font-size: {h2}px; margin: 8px 0; }}
.muted {{ color: {muted}; }} .small {{ font-size: {fs_small}px; }}
.cols {{ display: flex; gap: 20px; }} .col {{ flex: 1; }}
.card {{ background: {panel}; border: 1px solid {border}; border-radius: 8px; padding: 12px;
  margin-bottom: 12px; }}
.grid {{ display: grid; grid-template-columns: repeat({cols}, 1fr); gap: 12px; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ border-bottom: 1px solid {border}; padding: 6px 8px; text-align: left; }}
button {{ font: inherit; padding: 5px 12px; border-radius: 6px; border: 1px solid {border};
  background: {panel}; color: {fg}; margin-right: 6px; }}
button.primary {{ background: {primary}; border-color: {primary}; color: #ffffff; }}
input {{ font: inherit; padding: 5px 8px; border: 1px solid {border}; border-radius: 6px;
  background: {bg}; color: {fg}; width: 100%; margin: 3px 0 9px; }}
a {{ color: {primary}; text-decoration: none; }}
.side {{ width: {side}px; }} .row {{ display: flex; justify-content: space-between; gap: 8px;
  padding: 5px 0; border-bottom: 1px solid {border}; }}
.big {{ font-size: {h2}px; font-weight: bold; }}
.tag {{ font-size: {fs_small}px; padding: 1px 6px; border-radius: 8px; border: 1px solid {border}; }}
"""  # noqa: E501 - the frozen template, kept byte for byte


def t(text: str, role: str = "text", tag: str = "span", attrs: str = "") -> str:
    """A text the set may ask about: ``data-e`` holds it, ``data-role`` its role."""
    return f'<{tag} data-e="{text}" data-role="{role}" {attrs}>{text}</{tag}>'


def money(rng: random.Random, lo: int = 5, hi: int = 400) -> str:
    return f"${rng.randint(lo, hi)}.{rng.choice([0, 49, 95, 99, 50, 25]):02d}"


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def date(rng: random.Random) -> str:
    month = rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"])
    return f"{month} {rng.randint(1, 28)}, 2026"


def bar(rng: random.Random, items: list[str]) -> str:
    links = "".join(t(i, "link", "a", 'href="#"') for i in items)
    return f'<header class="bar"><b>{t("Northwind", "heading")}</b>{links}' \
           f'<span class="right">{t(person(rng), "text")}</span></header>'


def form_page(rng: random.Random) -> str:
    fields = [("Full name", person(rng)), ("Email address", "name@example.com"),
              ("Street address", f"{rng.randint(1, 240)} Harbour Road"),
              ("City", rng.choice(CITIES)), ("Postal code", str(rng.randint(10000, 99999))),
              ("Phone number", f"+1 555 {rng.randint(100, 999)} {rng.randint(1000, 9999)}")]
    left = "".join(
        f'<div>{t(label, "field", "label")}<input placeholder="{ph}"></div>' for label, ph in fields
    )
    items = rng.sample(PRODUCTS, 4)
    summary = "".join(
        f'<div class="row">{t(p)}{t(money(rng))}</div>' for p in items
    )
    return (
        bar(rng, ["Shop", "Orders", "Help"])
        + "<main>" + t("Checkout", "heading", "h1")
        + '<div class="cols"><div class="col card">' + t("Shipping details", "heading", "h2")
        + left + t("Save address for next time", "checkbox", "label")
        + '</div><div class="col card">' + t("Order summary", "heading", "h2") + summary
        + f'<div class="row">{t("Shipping")}{t(money(rng, 3, 19))}</div>'
        + f'<div class="row">{t("Estimated tax")}{t(money(rng, 2, 40))}</div>'
        + f'<div class="row"><b>{t("Total due")}</b><b>{t(money(rng, 80, 900))}</b></div>'
        + f'<p class="muted small">{t("Delivery in 3 to 5 business days")}</p>'
        + t("Continue to payment", "button", "button", 'class="primary"')
        + t("Apply promo code", "link", "a", 'href="#"')
        + "</div></div></main>"
    )


SMALL = "class=small"


def dashboard_page(rng: random.Random) -> str:
    cards = "".join(
        f'<div class="card">{t(m, "text", "div", "class=muted")}'
        f'{t(f"{rng.randint(12, 9800):,}", "text", "div", "class=big")}'
        f'{t(f"+{rng.randint(1, 40)}.{rng.randint(0, 9)}% vs last week", "text", "div", SMALL)}'
        "</div>"
        for m in rng.sample(METRICS, 4)
    )
    activity = "".join(
        f'<div class="row">{t(f"{person(rng)} placed order #{rng.randint(10000, 99999)}")}'
        f'{t(f"{rng.randint(2, 59)} min ago", "text", "span", "class=muted")}</div>'
        for _ in range(6)
    )
    regions = "".join(
        f'<div class="row">{t(c)}{t(money(rng, 900, 9000))}</div>' for c in rng.sample(CITIES, 5)
    )
    return (
        bar(rng, ["Overview", "Reports", "Customers", "Settings"])
        + "<main>" + t("Sales overview", "heading", "h1")
        + t("Export report", "button", "button") + t("Last 7 days", "button", "button")
        + f'<div class="grid" style="margin-top:12px">{cards}</div>'
        + '<div class="cols"><div class="col card">' + t("Recent activity", "heading", "h2")
        + activity + '</div><div class="col card">' + t("Revenue by city", "heading", "h2")
        + regions + "</div></div></main>"
    )


def shop_page(rng: random.Random) -> str:
    items = rng.sample(PRODUCTS, 8)
    cards = "".join(
        f'<div class="card">{t(p, "link", "div")}{t(money(rng))}'
        '<div class="small muted">'
        f'{t(f"{rng.randint(3, 5)}.{rng.randint(0, 9)} stars, {rng.randint(8, 900)} reviews")}'
        "</div>"
        f'{t("Add to cart", "button", "button")}</div>'
        for p in items
    )
    filters = "".join(t(f, "checkbox", "div") for f in
                      ["In stock only", "Free shipping", "On sale", "New arrivals", "Top rated"])
    return (
        bar(rng, ["Women", "Men", "Home", "Outdoor", "Sale"])
        + '<main class="cols"><div class="side">' + t("Filters", "heading", "h2") + filters
        + t("Price range", "heading", "h2") + t(f"$0 to ${rng.randint(2, 9)}00", "text", "div")
        + '</div><div class="col">' + t(f"{rng.randint(40, 400)} results for outdoor gear",
                                         "heading", "h2")
        + t("Sort by: Most popular", "button", "button")
        + f'<div class="grid" style="margin-top:10px">{cards}</div></div></main>'
    )


def table_page(rng: random.Random) -> str:
    rows = "".join(
        f"<tr><td>{t(f'#{rng.randint(10000, 99999)}', 'cell')}</td>"
        f"<td>{t(person(rng), 'cell')}</td>"
        f"<td>{t(rng.choice(STATUSES), 'cell')}</td><td>{t(date(rng), 'cell')}</td>"
        f"<td>{t(money(rng, 20, 2000), 'cell')}</td><td>{t(rng.choice(CITIES), 'cell')}</td></tr>"
        for _ in range(11)
    )
    head = "".join(f"<th>{t(h, 'cell')}</th>" for h in
                   ["Order", "Customer", "Status", "Date", "Amount", "Ship to"])
    return (
        bar(rng, ["Orders", "Invoices", "Customers", "Inventory"])
        + "<main>" + t("All orders", "heading", "h1")
        + t("New order", "button", "button", 'class="primary"') + t("Export", "button", "button")
        + t("Filter by status", "button", "button")
        + f"<table style='margin-top:10px'><tr>{head}</tr>{rows}</table>"
        + f'<p class="muted">{t(f"Showing 1 to 11 of {rng.randint(120, 990)} orders")}</p>'
        + t("Previous", "button", "button") + t("Next", "button", "button") + "</main>"
    )


MUTED_SMALL = "class='muted small'"


def settings_page(rng: random.Random) -> str:
    chosen = rng.sample(SETTINGS, 8)
    rows = "".join(
        f'<div class="row"><div>{t(name, "checkbox", "div")}'
        f'{t(desc, "text", "div", MUTED_SMALL)}</div>'
        f'{t(rng.choice(["Enabled", "Disabled"]), "text", "span", "class=tag")}</div>'
        for name, desc in chosen
    )
    nav = "".join(t(n, "tab", "div") for n in
                  ["Profile", "Account", "Notifications", "Security", "Billing", "Integrations"])
    return (
        bar(rng, ["Workspace", "Members", "Settings"])
        + '<main class="cols"><div class="side">' + nav + '</div><div class="col">'
        + t("Workspace settings", "heading", "h1")
        + t(f"Last changed by {person(rng)} on {date(rng)}", "text", "p", 'class="muted"')
        + rows
        + '<div style="margin-top:12px">' + t("Save changes", "button", "button", 'class="primary"')
        + t("Cancel", "button", "button") + "</div></div></main>"
    )


KINDS: dict[str, Callable[[random.Random], str]] = {
    "form": form_page, "dashboard": dashboard_page, "shop": shop_page, "table": table_page,
    "settings": settings_page,
}

JS_FACTS = """
() => {
  const inView = (r) => r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 &&
    r.right <= innerWidth && r.bottom <= innerHeight;
  const marked = [...document.querySelectorAll('[data-e]')].map((el) => {
    const r = el.getBoundingClientRect();
    return {text: el.dataset.e, role: el.dataset.role, shown: el.innerText.trim(),
            visible: inView(r), box: [Math.floor(r.left), Math.floor(r.top),
            Math.ceil(r.right), Math.ceil(r.bottom)]};
  });
  const texts = [document.body.innerText];
  for (const el of document.querySelectorAll('input, textarea')) {
    if (el.placeholder) texts.push(el.placeholder);
    if (el.value) texts.push(el.value);
  }
  return {marked, texts};
}
"""


def norm(text: str) -> str:
    """Lowercase, no accents, single spaces: what "the same text" means for a label.

    Written here rather than imported, so the labels do not depend on the code under test.
    """
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.lower().split())


def near_misses(rng: random.Random, texts: list[str]) -> list[tuple[str, str]]:
    """(kind, text) variants of the page's own texts that differ in one fact."""
    out: list[tuple[str, str]] = []
    digits = [x for x in texts if any(c.isdigit() for c in x)]
    for x in rng.sample(digits, min(2, len(digits))):
        i = rng.choice([k for k, c in enumerate(x) if c.isdigit()])
        out.append(("digit", x[:i] + str((int(x[i]) + rng.randint(1, 8)) % 10) + x[i + 1:]))
    words = [x for x in texts if any(len(w) >= 6 and w.isalpha() for w in x.split())]
    for x in rng.sample(words, min(2, len(words))):
        parts = x.split()
        j = rng.choice([k for k, w in enumerate(parts) if len(w) >= 6 and w.isalpha()])
        w = parts[j]
        k = rng.randint(1, len(w) - 2)
        swap = "o" if w[k] != "o" else "a"
        parts[j] = w[:k] + swap + w[k + 1:]
        out.append(("letter", " ".join(parts)))
    for x in texts:
        for a, b in OPPOSITES.items():
            if a in x.split():
                out.append(("opposite", x.replace(a, b, 1)))
                break
        if sum(k == "opposite" for k, _ in out) >= 2:
            break
    return out


def page_css(p: dict[str, Any]) -> str:
    """The stylesheet of a planned page: the frozen ``CSS`` in the page's theme and font size."""
    w, _ = p["size"]
    return CSS.format(**THEMES[p["theme"]], fs=p["fs"], fs_small=p["fs"] - 2, h1=p["fs"] + 9,
                      h2=p["fs"] + 3, cols=4 if w > 1300 else 3, side=220)


def plan_pages(kinds: dict[str, Callable[[random.Random], str]], per_kind: int,
               rng: random.Random, prefix: str,
               font_sizes: tuple[int, ...] = (13, 14, 15)) -> list[dict[str, Any]]:
    """``per_kind`` pages of every kind, in order: alternating viewport size (every page) and
    theme (every two pages), a font size drawn from ``font_sizes``, then the body."""
    pages: list[dict[str, Any]] = []
    for kind, make in kinds.items():
        for n in range(per_kind):
            k = len(pages)
            size = SIZES[k % 2]
            theme = "dark" if (k // 2) % 2 else "light"
            fs = rng.choice(font_sizes)
            pages.append({"name": f"{prefix}_{kind}_{n}", "kind": kind, "size": size,
                          "theme": theme, "fs": fs, "body": make(rng)})
    return pages


def render(pages: list[dict[str, Any]], out_dir: Path, css: Callable[[dict[str, Any]], str],
           js: str = JS_FACTS) -> dict[str, dict[str, Any]]:
    """Render every page in Chromium: write its HTML and PNG into ``out_dir`` and return the
    DOM facts (``js``, by default ``JS_FACTS``) of each page by name."""
    from playwright.sync_api import sync_playwright

    from vigil.envs.launch import launch_chromium

    facts_by_page: dict[str, dict[str, Any]] = {}
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            for p in pages:
                w, h = p["size"]
                html = (f"<!doctype html><html><head><meta charset='utf-8'><style>{css(p)}"
                        f"</style></head><body>{p['body']}</body></html>")
                (out_dir / f"{p['name']}.html").write_text(html)
                ctx = browser.new_context(viewport={"width": w, "height": h},
                                          device_scale_factor=1)
                page = ctx.new_page()
                page.set_content(html)
                page.evaluate("document.fonts.ready")
                page.screenshot(path=str(out_dir / f"{p['name']}.png"))
                facts_by_page[p["name"]] = page.evaluate(js)
                ctx.close()
        finally:
            browser.close()
    return facts_by_page


def label(pages: list[dict[str, Any]], facts_by_page: dict[str, dict[str, Any]],
          rng: random.Random) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The screenshot records and the labelled cases of the rendered pages (see the module
    docstring): present = a sample of the visible marked texts, absent = near-misses and texts
    of other pages, labelled from the DOM alone."""
    all_texts = [m["text"] for p in pages for m in facts_by_page[p["name"]]["marked"]]
    shots: list[dict[str, Any]] = []
    cases: list[dict[str, Any]] = []
    for p in pages:
        facts = facts_by_page[p["name"]]
        file = f"{p['name']}.png"
        page_text = norm("\n".join(facts["texts"]))
        visible = [m for m in facts["marked"] if m["visible"] and len(norm(m["text"])) >= 3
                   and norm(m["shown"]) == norm(m["text"])]
        lines = len({m["box"][1] // 6 for m in visible})
        shots.append({"file": file, "page": p["name"], "kind": p["kind"],
                      "viewport": list(p["size"]), "theme": p["theme"], "font_px": p["fs"],
                      "marked_visible": len(visible), "text_rows": lines})
        for m in rng.sample(visible, min(PRESENT_PER_PAGE, len(visible))):
            cases.append({"file": file, "element": {"role": m["role"], "text": m["text"]},
                          "label": "present", "kind": "on_page", "box": m["box"]})
        own = [m["text"] for m in visible]
        others = [x for x in all_texts if norm(x) not in page_text]
        candidates = [*near_misses(rng, own), *(("other_page", x) for x in rng.sample(others, 2))]
        for kind, text in candidates:
            if norm(text) in page_text:
                continue  # rendered on the page after all: not an absent case
            cases.append({"file": file, "element": {"role": "", "text": text},
                          "label": "absent", "kind": kind})
    for i, case in enumerate(cases, start=1):
        case["id"] = i
    return shots, cases


def build_set(pages: list[dict[str, Any]], out_dir: Path, labels_name: str, part: str,
              description: str, rng: random.Random,
              css: Callable[[dict[str, Any]], str] = page_css,
              js: str = JS_FACTS) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Render ``pages`` into ``out_dir`` (old PNGs removed first), label them with ``rng`` and
    write ``labels_name`` there; returns the labels document and the DOM facts by page.

    ``js`` returns ``{marked: [{text, role, shown, visible, box}, ...], texts: [...]}`` like
    ``JS_FACTS``; only ``visible`` marked texts become present cases."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.png"):
        old.unlink()
    facts_by_page = render(pages, out_dir, css, js)
    shots, cases = label(pages, facts_by_page, rng)
    out = {"description": description, "part": part, "screenshots": shots, "cases": cases}
    (out_dir / labels_name).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    n_present = sum(c["label"] == "present" for c in cases)
    rows = [s["text_rows"] for s in shots]
    print(f"{len(shots)} pages, {len(cases)} cases: {n_present} present, "
          f"{len(cases) - n_present} absent; text rows per page min {min(rows)}, "
          f"median {statistics.median(rows)}, max {max(rows)}")
    return out, facts_by_page


DESCRIPTION = ("Text-dense screen set (test part): see dense.py. label from the DOM; kind = "
               "on_page / digit / letter / opposite / other_page.")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT,
                    help="output folder (default: the committed set, benchmarks/screen/dense)")
    args = ap.parse_args()
    rng = random.Random(20261123)
    pages = plan_pages(KINDS, PAGES_PER_KIND, rng, "test")
    build_set(pages, args.out, "dense_labels.json", "test", DESCRIPTION, rng)


if __name__ == "__main__":
    main()
