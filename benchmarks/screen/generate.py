"""Build the screen verifier's labelled set: UI pages rendered in real Chromium.

Each page below is ordinary HTML written for this set (login and sign-up forms, a dashboard,
a file table, an editor, settings, a cart, a mail client, search results, a confirm modal,
a cookie banner). Every page is rendered in several of eight variants — 1280x800 or
1920x1080, light or dark theme, small (12 px) or large (18 px) base font — and saved as
PNG, together with ``labels.json``:

* ``present`` cases: every element marked ``data-e`` on the page (role in ``data-role``),
  with its box measured in the browser (so a benchmark can also check *where* OCR found it);
* ``absent`` cases: near-misses chosen per page ("Sign in" on a page showing "Sign up",
  "Log in" next to "Log out", "Delete" next to "Select", ...) and texts from other pages;
* ``region`` cases: "Save" required inside the toolbar, on a page where the only similar
  text is a "Saved" status line elsewhere — containment makes "Save" match "Saved" by the
  text rule (kept on purpose), and the position decides.

Labels come from the DOM alone, never from the verifier's rule: a present text must be
visible in the viewport and render exactly as written; an absent text is one whose
normalised form occurs nowhere in the page's text (inner text, placeholders, values). A
near-miss that the verifier's fuzzy rule would accept (say "Log in" on a page showing
"Login") stays an absent case and counts as the rule's false "present"; it is not dropped.
A text from another page that *is* rendered here is simply not used as a case.

This is the screen verifier's DEVELOPMENT set: its thresholds and the targeted reader's
constants were chosen on it. The test set is ``dense.py``.
Run: ``.venv/bin/python benchmarks/screen/generate.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(HERE))

from dense import norm as normalize_text  # noqa: E402 - the DOM's notion of "same text"

VIEWPORTS = {"1280": (1280, 800), "1920": (1920, 1080)}
THEMES = {
    "light": {
        "bg": "#ffffff", "fg": "#1f2328", "muted": "#6b7280", "panel": "#f3f4f6",
        "primary": "#2563eb", "on_primary": "#ffffff", "border": "#d0d7de",
        "danger": "#dc2626", "bar": "#111827", "on_bar": "#f9fafb",
    },
    "dark": {
        "bg": "#0d1117", "fg": "#e6edf3", "muted": "#8b949e", "panel": "#161b22",
        "primary": "#238636", "on_primary": "#ffffff", "border": "#30363d",
        "danger": "#da3633", "bar": "#010409", "on_bar": "#c9d1d9",
    },
}
FONTS = {"small": 12, "large": 18}
# Eight variants; each page gets three of them, rotating so every variant is well covered.
VARIANTS = [
    (vp, theme, font) for vp in ("1280", "1920") for theme in ("light", "dark")
    for font in ("small", "large")
]


def e(role: str, text: str, tag: str = "span", attrs: str = "", inner: str | None = None) -> str:
    """An expected element: ``data-e`` carries its text, ``data-role`` its role."""
    body = text if inner is None else inner
    return f'<{tag} data-e="{text}" data-role="{role}" {attrs}>{body}</{tag}>'


def field(label: str, placeholder: str, kind: str = "text") -> str:
    return (
        f'<div class="field">{e("field", label, "label")}'
        f'<input type="{kind}" placeholder="{placeholder}"></div>'
    )


NAV = (
    '<header class="bar"><b>Acme Cloud</b><nav>{items}</nav><span class="right">{right}</span>'
    "</header>"
)


def nav(items: list[str], right: str) -> str:
    return NAV.format(items="".join(f'<a href="#">{i}</a>' for i in items), right=right)


PAGES: dict[str, dict[str, Any]] = {
    "login": {
        "html": lambda: (
            nav(["Product", "Pricing", "Docs"], '<a href="#">Contact sales</a>')
            + '<main class="center"><div class="card">'
            + e("heading", "Welcome back", "h1")
            + '<p class="muted">Use your work account to continue.</p>'
            + field("Email", "name@company.com", "email")
            + field("Password", "••••••••", "password")
            + '<label class="check"><input type="checkbox"> '
            + e("checkbox", "Keep me signed in", "span")
            + "</label>"
            + e("button", "Sign in", "button", 'class="primary wide"')
            + '<p class="muted small">'
            + e("link", "Forgot password?", "a", 'href="#"')
            + " · New here? "
            + e("link", "Create an account", "a", 'href="#"')
            + "</p></div></main>"
        ),
        "absent": ["Sign up", "Log out", "Register", "Reset password"],
    },
    "signup": {
        "html": lambda: (
            nav(["Product", "Pricing", "Docs"], '<a href="#">Help</a>')
            + '<main class="center"><div class="card">'
            + e("heading", "Create your account", "h1")
            + field("Full name", "Jane Doe")
            + field("Work email", "jane@company.com", "email")
            + field("Password", "At least 12 characters", "password")
            + '<label class="check"><input type="checkbox"> I agree to the '
            + e("link", "Terms of Service", "a", 'href="#"')
            + "</label>"
            + e("button", "Sign up", "button", 'class="primary wide"')
            + '<p class="muted small">Already registered? '
            + e("link", "Go to your workspace", "a", 'href="#"')
            + "</p></div></main>"
        ),
        "absent": ["Sign in", "Log in", "Keep me signed in", "Forgot password?"],
    },
    "dashboard": {
        "html": lambda: (
            '<header class="bar"><b>Acme Cloud</b><nav>'
            + e("link", "Overview", "a", 'href="#"')
            + e("link", "Projects", "a", 'href="#"')
            + e("link", "Billing", "a", 'href="#"')
            + '</nav><span class="right">jane@company.com '
            + e("button", "Log out", "button", 'class="ghost"')
            + "</span></header>"
            + '<main><h2 data-e="Usage this month" data-role="heading">Usage this month</h2>'
            + '<div class="grid">'
            + '<div class="card"><p class="muted">Requests</p><p class="big">1,284,903</p></div>'
            + '<div class="card"><p class="muted">Errors</p><p class="big">0.12%</p></div>'
            + '<div class="card"><p class="muted">Storage</p><p class="big">48.2 GB</p></div>'
            + "</div>"
            + '<p class="muted small">'
            + e("text", "Last updated 3 minutes ago", "span")
            + "</p>"
            + e("button", "Create project", "button", 'class="primary"')
            + "</main>"
        ),
        "absent": ["Log in", "Sign in", "Delete project", "Upgrade plan"],
    },
    "files": {
        "html": lambda: (
            nav(["Files", "Shared", "Recent"], '<a href="#">Storage: 61%</a>')
            + '<main><div class="toolbar">'
            + e("button", "Select", "button")
            + e("button", "Rename", "button")
            + e("button", "Move to", "button")
            + e("button", "Download", "button", 'class="primary"')
            + '</div><table><tr><th></th><th>Name</th><th>Owner</th><th>Modified</th></tr>'
            + '<tr><td><input type="checkbox"></td><td>'
            + e("cell", "quarterly-report.pdf", "span")
            + "</td><td>Jane Doe</td><td>Oct 12</td></tr>"
            + '<tr><td><input type="checkbox"></td><td>roadmap-2027.xlsx</td>'
            + "<td>Omar Haddad</td><td>Sep 30</td></tr>"
            + '<tr><td><input type="checkbox"></td><td>'
            + e("cell", "team-photo.jpg", "span")
            + "</td><td>Li Wei</td><td>Aug 2</td></tr></table></main>"
        ),
        "absent": ["Delete", "Upload", "Share link", "invoice-0042.pdf"],
    },
    "editor_unsaved": {
        "html": lambda: (
            '<header class="bar"><b>Docs</b><span class="right">Draft</span></header>'
            + '<div class="toolbar" id="toolbar">'
            + e("button", "Save", "button", 'class="primary"')
            + e("button", "Undo", "button")
            + e("button", "Insert image", "button")
            + "</div><main>"
            + e("heading", "Release notes", "h1")
            + "<p>Version 4.2 brings faster sync, a new sharing dialog and fixes for "
            "offline mode. Write the summary for customers here.</p>"
            + '<footer class="status muted small">'
            + e("text", "Unsaved changes", "span")
            + "</footer></main>"
        ),
        "absent": ["Publish", "Redo", "All changes saved"],
        "region": [("button", "Save", "present")],
    },
    "editor_saved": {
        "html": lambda: (
            '<header class="bar"><b>Docs</b><span class="right">Draft</span></header>'
            + '<div class="toolbar" id="toolbar">'
            + e("button", "Undo", "button")
            + e("button", "Insert image", "button")
            + e("button", "Publish", "button", 'class="primary"')
            + "</div><main>"
            + e("heading", "Release notes", "h1")
            + "<p>Version 4.2 brings faster sync, a new sharing dialog and fixes for "
            "offline mode. Write the summary for customers here.</p>"
            + '<footer class="status muted small">'
            + e("text", "Saved", "span")
            + " · 2 collaborators</footer></main>"
        ),
        "absent": ["Redo", "Unsaved changes", "Export"],
        # "Save" is contained in "Saved" (the footer): the toolbar region decides.
        "region": [("button", "Save", "absent")],
    },
    "settings": {
        "html": lambda: (
            nav(["Account", "Security", "Notifications"], "")
            + '<main><h1 data-e="Notification settings" data-role="heading">'
            + "Notification settings</h1>"
            + '<label class="check"><input type="checkbox" checked> '
            + e("checkbox", "Email me about new comments", "span")
            + "</label>"
            + '<label class="check"><input type="checkbox"> '
            + e("checkbox", "Weekly digest", "span")
            + "</label>"
            + '<div class="field">'
            + e("field", "Language", "label")
            + "<select><option>English (UK)</option><option>Français</option></select></div>"
            + '<div class="toolbar">'
            + e("button", "Cancel", "button")
            + e("button", "Apply", "button", 'class="primary"')
            + "</div></main>"
        ),
        "absent": ["Import", "Reset to defaults", "Monthly digest"],
    },
    "cart": {
        "html": lambda: (
            nav(["Shop", "Deals", "Orders"], '<a href="#">Cart (2)</a>')
            + '<main><h1 data-e="Your cart" data-role="heading">Your cart</h1>'
            + '<div class="card row"><span>Trail running shoes, size 42</span>'
            + '<span class="right">$129.00 '
            + e("button", "Remove", "button", 'class="ghost"')
            + "</span></div>"
            + '<div class="card row"><span>Merino socks (3 pairs)</span><span class="right">'
            + e("text", "$24.99", "span")
            + "</span></div>"
            + '<p class="muted">'
            + e("text", "Free delivery on orders over $50", "span")
            + "</p>"
            + e("button", "Place order", "button", 'class="primary"')
            + "</main>"
        ),
        "absent": ["Buy now", "Continue shopping", "Apply coupon", "$42.50"],
    },
    "mail": {
        "html": lambda: (
            '<header class="bar"><b>Mail</b><span class="right">'
            + e("field", "Search mail", "span")
            + "</span></header>"
            + '<div class="side">'
            + e("button", "Compose", "button", 'class="primary"')
            + e("link", "Inbox", "a", 'href="#"')
            + '<a href="#">Starred</a>'
            + e("link", "Sent", "a", 'href="#"')
            + '<a href="#">Drafts</a></div>'
            + '<main class="withside"><div class="card"><b>Quarterly planning</b>'
            + '<p class="muted small">From Omar · 09:41</p><p>Hi all, the agenda is attached. '
            "Please add your topics by Friday.</p>"
            + e("button", "Reply", "button")
            + e("button", "Forward", "button")
            + "</div></main>"
        ),
        "absent": ["Archive", "Reply all", "Spam", "Unsubscribe"],
    },
    "search": {
        "html": lambda: (
            nav(["All", "Images", "News"], "")
            + '<main><div class="field"><input type="search" value="wireless headphones" '
            'style="width:60%"></div>'
            + '<p class="muted small">'
            + e("text", "Showing 1-10 of 243 results", "span")
            + "</p>"
            + '<div class="card"><a href="#">Over-ear wireless headphones with noise '
            "cancelling</a><p class=\"muted small\">40 h battery · USB-C · foldable</p></div>"
            + '<div class="card"><a href="#">Sport earbuds, water resistant</a>'
            + '<p class="muted small">IPX5 · 8 h battery</p></div>'
            + '<div class="toolbar">'
            + e("link", "Previous", "a", 'href="#"')
            + e("link", "Next", "a", 'href="#"')
            + e("button", "Filters", "button")
            + "</div></main>"
        ),
        "absent": ["Load more", "Sort by price", "Text", "No results found"],
    },
    "modal": {
        "html": lambda: (
            nav(["Projects", "Team"], "")
            + '<main><p class="muted">Project list</p></main>'
            + '<div class="overlay"><div class="card dialog">'
            + e("heading", "Remove this project?", "h2")
            + "<p>All deployments and logs will be removed. "
            + e("text", "This cannot be undone.", "span")
            + "</p>"
            + '<div class="toolbar">'
            + e("button", "Cancel", "button")
            + e("button", "Delete", "button", 'class="danger"')
            + "</div></div></div>"
        ),
        "absent": ["Select", "Confirm", "Archive project", "Keep project"],
    },
    "cookies": {
        "html": lambda: (
            nav(["News", "Sport", "Culture"], "")
            + "<main><h1>Morning briefing</h1><p>Markets opened higher on Tuesday as "
            "energy prices eased.</p></main>"
            + '<div class="banner"><p>'
            + e("text", "We use cookies to improve your experience.", "span")
            + "</p>"
            + e("button", "Accept all", "button", 'class="primary"')
            + e("button", "Reject all", "button")
            + e("link", "Manage preferences", "a", 'href="#"')
            + "</div>"
        ),
        "absent": ["Allow all", "Except", "Decline", "Customize settings"],
    },
    "landing": {
        # Harder typography: white text on a gradient, uppercase letter-spaced buttons, a
        # serif headline, light-grey fine print.
        "html": lambda: (
            '<div class="hero"><h1 class="serif" data-e="Ship faster with Acme" '
            'data-role="heading">Ship faster with Acme</h1>'
            + "<p>Deploy previews for every pull request, with no configuration.</p>"
            + e("button", "Start free trial", "button", 'class="caps"', "Start free trial")
            + e("link", "Book a demo", "a", 'href="#" class="onhero"')
            + "</div><main>"
            + '<div class="grid"><div class="card">'
            + e("heading", "Instant rollbacks", "b")
            + '<p class="muted small">Restore any previous deployment in one click.</p></div>'
            + '<div class="card"><b>Edge caching</b><p class="muted small">'
            + e("text", "Served from 42 regions", "span")
            + "</p></div></div>"
            + '<p class="fine">'
            + e("text", "No credit card required", "span")
            + " · Cancel anytime</p></main>"
        ),
        "absent": ["Start paid plan", "Book a call", "Instant refunds", "Hosted in 9 countries"],
    },
    "admin": {
        # Dense 11 px table with status badges and grey secondary text.
        "html": lambda: (
            nav(["Users", "Roles", "Audit log"], '<a href="#">Admin</a>')
            + '<main><div class="toolbar">'
            + e("field", "Filter users", "span", 'class="muted"')
            + e("button", "Invite user", "button", 'class="primary"')
            + e("button", "Export CSV", "button")
            + '</div><table class="dense"><tr><th>User</th><th>Role</th><th>Status</th>'
            + "<th>Last seen</th><th></th></tr>"
            + "<tr><td>"
            + e("cell", "amara.okafor@acme.io", "span")
            + '</td><td>Owner</td><td><span class="badge ok">Active</span></td>'
            + '<td class="muted">2 min ago</td><td>'
            + e("link", "Edit", "a", 'href="#"')
            + "</td></tr>"
            + '<tr><td>k.nakamura@acme.io</td><td>Developer</td><td>'
            + e("text", "Suspended", "span", 'class="badge warn"')
            + '</td><td class="muted">'
            + e("text", "3 weeks ago", "span")
            + '</td><td><a href="#">Edit</a></td></tr>'
            + '<tr><td>l.fernandez@acme.io</td><td>Viewer</td><td><span class="badge ok">'
            + 'Active</span></td><td class="muted">yesterday</td><td><a href="#">Edit</a>'
            + "</td></tr></table>"
            + '<p class="muted small">'
            + e("text", "3 of 3 users", "span")
            + "</p></main>"
        ),
        "absent": ["Remove user", "Download PDF", "Pending", "4 weeks ago", "Audit trail"],
    },
}

CSS = """
* {{ box-sizing: border-box; }}
body {{ margin: 0; background: {bg}; color: {fg}; font-family: 'DejaVu Sans', 'Liberation Sans',
  sans-serif; font-size: {fs}px; }}
h1 {{ font-size: {h1}px; margin: 0 0 {gap}px; }} h2 {{ font-size: {h2}px; margin: {gap}px 0; }}
a {{ color: {primary}; text-decoration: none; margin-right: {gap}px; }}
.bar {{ background: {bar}; color: {on_bar}; padding: {gap}px {pad}px; display: flex; gap: {gap}px;
  align-items: center; }}
.bar a {{ color: {on_bar}; }} .bar nav {{ display: flex; margin-left: {pad}px; }}
.right {{ margin-left: auto; }}
main {{ padding: {pad}px; max-width: 1100px; }}
main.center {{ display: flex; justify-content: center; max-width: none; }}
.card {{ background: {panel}; border: 1px solid {border}; border-radius: 8px; padding: {pad}px;
  margin: {gap}px 0; min-width: {card}px; }}
.grid {{ display: flex; gap: {gap}px; }} .grid .card {{ min-width: 0; flex: 1; }}
.big {{ font-size: {h2}px; font-weight: bold; margin: 4px 0; }}
.muted {{ color: {muted}; }} .small {{ font-size: {fs_small}px; }}
.field {{ margin: {gap}px 0; }} .field label {{ display: block; margin-bottom: 4px; }}
input, select {{ font: inherit; padding: 6px 8px; background: {bg}; color: {fg};
  border: 1px solid {border}; border-radius: 6px; width: 100%; }}
input[type=checkbox] {{ width: auto; }}
.check {{ display: block; margin: {gap}px 0; }}
button {{ font: inherit; padding: 6px 14px; margin-right: 8px; border-radius: 6px;
  border: 1px solid {border}; background: {panel}; color: {fg}; }}
button.primary {{ background: {primary}; color: {on_primary}; border-color: {primary}; }}
button.danger {{ background: {danger}; color: #ffffff; border-color: {danger}; }}
button.ghost {{ background: transparent; color: inherit; }}
button.wide {{ width: 100%; margin: {gap}px 0; }}
.toolbar {{ display: flex; gap: 4px; padding: {gap}px {pad}px; align-items: center; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ border-bottom: 1px solid {border}; padding: 8px; text-align: left; }}
.row {{ display: flex; align-items: center; gap: {gap}px; }}
.side {{ position: absolute; left: 0; top: {side_top}px; width: {side}px; padding: {pad}px;
  display: flex; flex-direction: column; gap: {gap}px; }}
.withside {{ margin-left: {side}px; }}
.overlay {{ position: fixed; inset: 0; background: rgba(0,0,0,0.45); display: flex;
  align-items: center; justify-content: center; }}
.dialog {{ max-width: {card}px; background: {bg}; }}
.banner {{ position: fixed; left: 0; right: 0; bottom: 0; background: {panel};
  border-top: 1px solid {border}; padding: {pad}px; display: flex; align-items: center;
  gap: {gap}px; }}
.banner p {{ margin: 0 auto 0 0; }}
.status {{ margin-top: {pad}px; }}
.hero {{ padding: {pad}px; background: linear-gradient(120deg, #4f46e5, #0ea5e9 60%, #22d3ee);
  color: #ffffff; }}
.hero p {{ color: #e0f2fe; }}
.serif {{ font-family: 'DejaVu Serif', 'Liberation Serif', serif; }}
button.caps {{ text-transform: uppercase; letter-spacing: 0.12em; background: #ffffff;
  color: #1e3a8a; border: none; font-weight: bold; }}
a.onhero {{ color: #ffffff; text-decoration: underline; margin-left: {gap}px; }}
.fine {{ color: {muted}; opacity: 0.75; font-size: 11px; }}
table.dense td, table.dense th {{ font-size: 11px; padding: 4px 8px; }}
.badge {{ padding: 1px 6px; border-radius: 9px; font-size: 11px; }}
.badge.ok {{ background: #dcfce7; color: #166534; }}
.badge.warn {{ background: #fef3c7; color: #92400e; }}
"""

JS_FACTS = """
() => {
  const vis = (el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && r.bottom > 0 &&
      r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const expected = [...document.querySelectorAll('[data-e]')].filter(vis).map((el) => {
    const r = el.getBoundingClientRect();
    return {text: el.dataset.e, role: el.dataset.role, shown: el.innerText.trim(),
            box: [Math.floor(r.left), Math.floor(r.top), Math.ceil(r.right),
                  Math.ceil(r.bottom)]};
  });
  const texts = document.body.innerText.split(/[\\n\\t]/).map((s) => s.trim())
    .filter(Boolean);
  for (const el of document.querySelectorAll('input, select, textarea')) {
    if (el.placeholder) texts.push(el.placeholder);
    if (el.value) texts.push(el.value);
  }
  const toolbar = document.getElementById('toolbar');
  const tb = toolbar ? toolbar.getBoundingClientRect() : null;
  return {expected, texts,
          toolbar: tb ? [Math.floor(tb.left), Math.floor(tb.top), Math.ceil(tb.right),
                         Math.ceil(tb.bottom)] : null};
}
"""


def css_for(theme: str, font: str) -> str:
    fs = FONTS[font]
    return CSS.format(
        **THEMES[theme], fs=fs, fs_small=max(11, fs - 1), h1=round(fs * 1.8),
        h2=round(fs * 1.4), gap=round(fs * 0.8), pad=round(fs * 1.5), card=fs * 30,
        side=fs * 14, side_top=round(fs * 3.2),
    )


def rendered(text: str, lines: list[str]) -> bool:
    """Whether ``text`` (normalised) occurs anywhere in the page's text, by the DOM alone."""
    return normalize_text(text) in normalize_text("\n".join(lines))


def main() -> None:
    from playwright.sync_api import sync_playwright

    from vigil.envs.launch import launch_chromium

    all_absent = sorted({t for p in PAGES.values() for t in p["absent"]})
    shots: list[dict[str, Any]] = []
    cases: list[dict[str, Any]] = []
    for old in HERE.glob("*.png"):
        old.unlink()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        try:
            for pi, (name, page_def) in enumerate(PAGES.items()):
                for k in range(3):
                    vp, theme, font = VARIANTS[(pi * 3 + k) % len(VARIANTS)]
                    width, height = VIEWPORTS[vp]
                    ctx = browser.new_context(
                        viewport={"width": width, "height": height}, device_scale_factor=1
                    )
                    page = ctx.new_page()
                    html = (
                        f"<!doctype html><html><head><meta charset='utf-8'><style>"
                        f"{css_for(theme, font)}</style></head><body>{page_def['html']()}"
                        "</body></html>"
                    )
                    page.set_content(html)
                    page.evaluate("document.fonts.ready")
                    file = f"{name}_{vp}_{theme}_{font}.png"
                    page.screenshot(path=str(HERE / file))
                    facts = page.evaluate(JS_FACTS)
                    ctx.close()
                    shots.append({"file": file, "page": name, "viewport": [width, height],
                                  "theme": theme, "font": font})
                    lines = facts["texts"]
                    for el in facts["expected"]:
                        if normalize_text(el["shown"]) != normalize_text(el["text"]):
                            raise SystemExit(f"{file}: {el['text']!r} renders as {el['shown']!r}")
                        cases.append({"file": file, "element": {"role": el["role"],
                                      "text": el["text"]}, "label": "present",
                                      "kind": "on_page", "box": el["box"]})
                    # Near-misses chosen for this page, then two texts from other pages.
                    others = [t for t in all_absent if t not in page_def["absent"]]
                    extra = [others[(pi * 7 + k * 3 + j) % len(others)] for j in range(2)]
                    for kind, texts in (("near_miss", page_def["absent"]), ("other_page", extra)):
                        for text in texts:
                            if rendered(text, lines):
                                if kind == "other_page":
                                    continue
                                raise SystemExit(f"{file}: near-miss {text!r} is on the page")
                            cases.append({"file": file, "element": {"role": "", "text": text},
                                          "label": "absent", "kind": kind})
                    for role, text, label in page_def.get("region", []):
                        region = facts["toolbar"]
                        if region is None:
                            raise SystemExit(f"{file}: no toolbar for a region case")
                        cases.append({"file": file, "element": {"role": role, "text": text,
                                      "region": region}, "label": label, "kind": "region"})
        finally:
            browser.close()
    for i, case in enumerate(cases, start=1):
        case["id"] = i
    out = {
        "description": "Screen-verifier presence set: Chromium-rendered UI pages; see "
        "generate.py. label = present/absent (from the DOM); kind = on_page / near_miss / "
        "other_page / region.",
        "part": "dev",
        "screenshots": shots,
        "cases": cases,
    }
    (HERE / "labels.json").write_text(json.dumps(out, indent=1) + "\n")
    n_present = sum(c["label"] == "present" for c in cases)
    size = sum((HERE / s["file"]).stat().st_size for s in shots)
    print(f"{len(shots)} screenshots ({size / 1e6:.1f} MB), {len(cases)} cases: "
          f"{n_present} present, {len(cases) - n_present} absent")


if __name__ == "__main__":
    main()
