"""Build the screen verifier's text-dense DEVELOPMENT set: busy UI pages rendered in Chromium.

This is the development part for the targeted reader on text-dense pages: its constants
(and any threshold) may be chosen on this set. The test part stays ``dense.py``
(``dense/dense_labels.json``), whose page kinds — checkout forms, dashboards, shop listings,
order tables, settings — none of the templates here repeats, so measuring there after tuning
here stays honest.

Seven kinds of page (``mail``, ``tracker``, ``docs``, ``agenda``, ``chat``, ``pricing``,
``search``), four of each: a mail client (folders, message list with sender, subject
and snippet, reading pane), an issue board (ticket ids like ``ENG-1423``, labels, assignees,
columns running off the right edge as real boards do), a documentation page (sidebar nav,
paragraph lines, a parameter table, code, a table of contents), a calendar agenda (times,
events, rooms, an event detail panel), a team chat (channels, a message stream clipped at the
top, a thread), a pricing page (plan cards and a feature comparison table) and search results
(result titles, addresses, snippets, a fact panel). Every page alternates 1280x800 /
1920x1080 and light / dark like ``dense.py``, with a 12–16 px base font (seed differs from
``dense.py``'s), in one of four looks unlike the test set's — a serif face, a compact
Arial-metric face with tight rows, a condensed sans, and the test set's sans with roomier rows
and round corners — on a warm light and a violet-accented dark palette; each kind gets all
four looks. Texts come from a seeded generator (names, prices, dates, ids, counts).

Rendering and labelling are ``dense.py``'s (``build_set``), with one stricter notion of
"visible" for present cases: besides lying in the viewport, a marked text must not be clipped
by a scrolling or clipping panel, not be covered by another element at its centre, fit on one
line and not run out of any box that holds it (these pages have a chat stream clipped at the
top, a board clipped at the pane's edge and a narrow thread panel whose lines wrap; the test
templates have none of these). The absent rule is unchanged: a text is absent when its normalised
form occurs nowhere in the page's text (inner text, values, placeholders).

Output: ``dense_dev/`` with ``dev_<kind>_<n>.png``, the page HTML and ``dense_dev_labels.json``
(same format as ``dense_labels.json``, ``part`` = ``"dev"``).

Run: ``.venv/bin/python benchmarks/screen/dense_dev.py [--out DIR]`` (about half a minute).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from dense import (  # noqa: E402 - the test set's machinery and word lists, reused
    CITIES,
    FIRST,
    LAST,
    PRODUCTS,
    build_set,
    date,
    money,
    person,
    plan_pages,
    t,
)

OUT = HERE / "dense_dev"
PAGES_PER_KIND = 4
SEED = 20270314
FONT_SIZES = (12, 13, 14, 15, 16)

# HTML attributes used inside f-strings
MS = 'class="muted small"'
EMS = 'class="end muted small"'
LINE = 'class="line"'
MM = 'class="mono muted"'
ES = 'class="end small"'
SM = 'class="small"'
BADGE = 'class="badge"'
TITLE_LINK = 'href="#" class="title line"'
SML = 'class="small muted line"'
BTN = 'class="btn"'
PRIMARY = 'class="btn primary"'

# --- looks: faces, densities and palettes the test set does not use ------------------------

LOOKS = {
    "serif": {"family": "'Liberation Serif', 'DejaVu Serif', serif", "stretch": "normal",
              "lh": 1.4, "pad": 10, "row": 6, "btn": 5, "radius": 3},
    "compact": {"family": "'Liberation Sans', Arial, sans-serif", "stretch": "normal",
                "lh": 1.2, "pad": 6, "row": 3, "btn": 2, "radius": 2},
    "condensed": {"family": "'DejaVu Sans', sans-serif", "stretch": "condensed",
                  "lh": 1.3, "pad": 8, "row": 4, "btn": 4, "radius": 6},
    "roomy": {"family": "'DejaVu Sans', 'Liberation Sans', sans-serif", "stretch": "normal",
              "lh": 1.45, "pad": 12, "row": 7, "btn": 6, "radius": 12},
}
LOOK_ORDER = list(LOOKS)

PALETTES = {
    "light": {"bg": "#fcfbf8", "fg": "#26231f", "muted": "#736c64", "panel": "#f3f0ea",
              "sel": "#e6e0d4", "primary": "#0f766e", "on_primary": "#ffffff",
              "border": "#e0dacf", "bar": "#ffffff", "on_bar": "#26231f", "code": "#efece5"},
    "dark": {"bg": "#1b1d23", "fg": "#e4e4e7", "muted": "#a1a1aa", "panel": "#23252d",
             "sel": "#33353f", "primary": "#8b5cf6", "on_primary": "#ffffff",
             "border": "#363842", "bar": "#14151a", "on_bar": "#d4d4d8", "code": "#121317"},
}

DEV_CSS = """
* {{ box-sizing: border-box; }}
html, body {{ height: 100%; }}
body {{ margin: 0; display: flex; flex-direction: column; overflow: hidden; background: {bg};
  color: {fg}; font-family: {family}; font-size: {fs}px; line-height: {lh};
  font-stretch: {stretch}; }}
.top {{ flex: none; display: flex; align-items: center; gap: 18px; padding: {pad}px 20px;
  background: {bar}; color: {on_bar}; border-bottom: 1px solid {border}; white-space: nowrap; }}
.top .brand {{ font-weight: bold; font-size: {h2}px; }}
.top .search {{ width: {search}px; }}
.top .grow {{ flex: 1; }}
.app {{ flex: 1; min-height: 0; display: flex; }}
.nav {{ flex: none; width: {nav}px; padding: {pad}px 12px; background: {panel};
  border-right: 1px solid {border}; }}
.nav .item {{ display: flex; justify-content: space-between; gap: 8px; padding: {row}px 8px;
  border-radius: {radius}px; white-space: nowrap; }}
.nav .item.on {{ background: {sel}; font-weight: bold; }}
h3 {{ font-size: {fs_small}px; color: {muted}; margin: {pad}px 8px 4px; font-weight: normal;
  letter-spacing: 0.04em; }}
.pane {{ flex: 1; min-width: 0; padding: {pad}px 20px; }}
.aside .toolbar {{ flex-wrap: wrap; }}
.aside {{ flex: none; width: {aside}px; padding: {pad}px 16px; border-left: 1px solid {border};
  background: {bg}; }}
h1 {{ font-size: {h1}px; margin: 0 0 {pad}px; font-weight: 600; white-space: nowrap; }}
h2 {{ font-size: {h2}px; margin: {pad}px 0 6px; white-space: nowrap; }}
.muted {{ color: {muted}; }} .small {{ font-size: {fs_small}px; }} .b {{ font-weight: bold; }}
.mono {{ font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: {fs_small}px; }}
.line {{ display: block; white-space: nowrap; }}
.row {{ display: flex; align-items: baseline; gap: 12px; padding: {row}px 0;
  border-bottom: 1px solid {border}; white-space: nowrap; }}
.row .end {{ margin-left: auto; }}
.btn {{ font: inherit; padding: {btn}px 12px; border-radius: {radius}px;
  border: 1px solid {border}; background: {panel}; color: {fg}; white-space: nowrap; }}
.btn.primary {{ background: {primary}; border-color: {primary}; color: {on_primary}; }}
input {{ font: inherit; padding: {btn}px 10px; border: 1px solid {border};
  border-radius: {radius}px; background: {bg}; color: {fg}; }}
.badge {{ display: inline-block; font-size: {fs_small}px; padding: 0 7px; border-radius: 9px;
  background: {sel}; white-space: nowrap; margin-right: 4px; }}
.card {{ background: {panel}; border: 1px solid {border}; border-radius: {radius}px;
  padding: {pad}px 10px; margin-bottom: 8px; }}
.toolbar {{ display: flex; align-items: center; gap: 8px; margin-bottom: {pad}px;
  white-space: nowrap; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ padding: {row}px 8px; border-bottom: 1px solid {border}; text-align: left;
  white-space: nowrap; }}
th {{ font-weight: 600; color: {muted}; }}
a {{ color: {primary}; text-decoration: none; }}
.list {{ flex: none; width: {list}px; border-right: 1px solid {border}; }}
.msg {{ padding: {row}px 14px; border-bottom: 1px solid {border}; white-space: nowrap; }}
.msg.on {{ background: {sel}; }}
.msg .head {{ display: flex; justify-content: space-between; gap: 8px; }}
.board {{ display: flex; gap: 12px; overflow: hidden; }}
.kcol {{ flex: none; width: {kcol}px; }}
.kcol .card {{ background: {bg}; }}
.kcol .head {{ display: flex; justify-content: space-between; padding: 4px 2px;
  font-weight: bold; }}
.code {{ background: {code}; border-radius: {radius}px; padding: {pad}px 14px;
  margin: {pad}px 0; }}
.doc {{ max-width: {doc}px; }}
.mini {{ display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center;
  font-size: {fs_small}px; margin: 4px 0 {pad}px; }}
.mini .today {{ background: {primary}; color: {on_primary}; border-radius: 50%; }}
.chat {{ display: flex; flex-direction: column; padding-bottom: {pad}px; }}
.stream {{ flex: 1; min-height: 0; overflow: hidden; display: flex; flex-direction: column;
  justify-content: flex-end; }}
.post {{ display: flex; gap: 10px; padding: {row}px 0; }}
.av {{ flex: none; width: 34px; height: 34px; border-radius: {radius}px; background: {sel};
  display: flex; align-items: center; justify-content: center; font-size: {fs_small}px; }}
.divider {{ text-align: center; color: {muted}; font-size: {fs_small}px; margin: 6px 0;
  border-bottom: 1px solid {border}; }}
.composer {{ flex: none; display: flex; gap: 8px; margin-top: 8px; }}
.composer input {{ flex: 1; }}
.plans {{ display: grid; grid-template-columns: repeat(4, 1fr); gap: 14px;
  margin-bottom: {pad}px; }}
.price {{ font-size: {h1}px; font-weight: bold; }}
.plans .btn {{ margin: 6px 0; }}
.toolbar h1 {{ margin: 0; }}
.pane.serp {{ padding-left: {serp}px; }}
.serpcols {{ display: flex; gap: 48px; margin-top: 10px; }}
.results {{ width: {results}px; flex: none; }}
.result {{ margin-bottom: {pad}px; }}
.result .title {{ font-size: {h2}px; }}
.facts {{ width: {aside}px; flex: none; }}
"""


def dev_css(p: dict[str, Any]) -> str:
    """The stylesheet of a dev page: its look (by kind and position), palette and size."""
    w, _ = p["size"]
    wide = w > 1300
    fs = p["fs"]
    return DEV_CSS.format(
        **PALETTES[p["theme"]], **LOOKS[p["look"]], fs=fs, fs_small=fs - 2 if fs > 12 else 11,
        h1=fs + 8, h2=fs + 3, nav=260 if wide else 210, aside=360 if wide else 270,
        list=560 if wide else 400, kcol=300 if wide else 270, doc=1000 if wide else 760,
        search=420 if wide else 300, serp=170 if wide else 40, results=760 if wide else 660,
    )


# --- word lists of the new kinds ----------------------------------------------------------

COMPANIES = ["Halden Logistics", "Brightwater Labs", "Copperleaf", "Meridian Health",
             "Vantage Freight", "Oakline Studio", "Sundial Foods", "Northgate Bank",
             "Pinecrest Media", "Atlas Robotics"]
DOMAINS = ["halden.io", "brightwater.dev", "copperleaf.com", "meridian.health", "oakline.co"]
MONTHS = ["January", "February", "March", "April", "May", "June"]


def subject(rng: random.Random) -> str:
    return rng.choice([
        f"Invoice {rng.randint(1000, 9999)} for {rng.choice(MONTHS)}",
        f"Your flight to {rng.choice(CITIES)} is confirmed",
        "Re: Q3 roadmap review",
        f"Offer letter draft for {rng.choice(FIRST)}",
        f"Weekly metrics: sessions up {rng.randint(2, 30)}%",
        f"Contract renewal with {rng.choice(COMPANIES)}",
        "Lunch on Thursday?",
        f"Build {rng.randint(100, 999)} failed on main",
        f"Reminder: dentist appointment {date(rng)}",
        "Shared folder: Brand assets 2026",
        "Password reset request",
        f"Your order #{rng.randint(10000, 99999)} has shipped",
        "Minutes from the board meeting",
        f"Welcome to the {rng.choice(CITIES)} office",
        "Action required: update billing details",
        f"New comment on Design spec v{rng.randint(2, 9)}",
        "Fwd: venue options for the offsite",
        f"{rng.choice(COMPANIES)} accepted your proposal",
    ])


SNIPPETS = ["Hi team, attached are last week's numbers", "Quick question about the invoice",
            "Thanks for the update, see my notes below", "Can we push the call by an hour?",
            "The signed copy is in the shared folder", "Reminder that the freeze starts Monday",
            "Please confirm the seat count by Friday", "Great work on the launch everyone",
            "Two small fixes before we send this out", "Here is the agenda for tomorrow",
            "I booked the room on the third floor", "Looping in finance for the approval"]


def mail_line(rng: random.Random) -> str:
    return rng.choice([
        "Thanks for sending the numbers over so quickly.",
        "I went through the draft and left a few comments.",
        f"The invoice total should be {money(rng, 200, 900)}, not {money(rng, 200, 900)}.",
        f"Could we move the call to Thursday at {rng.randint(9, 17)}:30?",
        f"Attached is the signed contract for the {rng.choice(CITIES)} office.",
        f"Shipping for order #{rng.randint(10000, 99999)} was delayed by two days.",
        "Let me know if anything in the budget looks off.",
        f"We need a decision on the vendor by {date(rng)}.",
        f"The team in {rng.choice(CITIES)} can start on Monday.",
        "I have booked Room 4B for the kickoff meeting.",
        "Please review the updated timeline before Friday.",
        f"Our renewal covers {rng.randint(12, 240)} seats from next month.",
        "Finance approved the first half of the budget.",
        f"{rng.choice(FIRST)} will join us for the second session.",
        f"The {rng.choice(PRODUCTS)} arrived damaged.",
    ])


def mail_time(rng: random.Random) -> str:
    return rng.choice([f"{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}", "Yesterday",
                       rng.choice(["Mon", "Tue", "Wed", "Thu", "Fri"]),
                       date(rng).replace(", 2026", "")])


def distinct(rng: random.Random, make: Callable[[random.Random], str], n: int) -> list[str]:
    """``n`` different texts from ``make`` (fewer if it keeps repeating itself)."""
    out: list[str] = []
    for _ in range(20 * n):
        x = make(rng)
        if x not in out:
            out.append(x)
        if len(out) == n:
            break
    return out


def topbar(rng: random.Random, brand: str, links: list[str], search: str) -> str:
    nav = "".join(t(x, "link", "a", 'href="#"') for x in links)
    return (f'<header class="top"><span class="brand">{t(brand, "heading")}</span>{nav}'
            f'<input class="search" placeholder="{search}"><span class="grow"></span>'
            f'{t(person(rng), "text")}</header>')


def nav_item(name: str, count: str = "", on: bool = False, role: str = "link") -> str:
    right = t(count, "text", "span", MS) if count else ""
    return f'<div class="item{" on" if on else ""}">{t(name, role)}{right}</div>'


def plain(text: str) -> str:
    """Without accents, as in an e-mail address."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def mail_page(rng: random.Random) -> str:
    folders = [("Inbox", str(rng.randint(3, 60))), ("Starred", ""), ("Snoozed", "2"),
               ("Sent", ""), ("Drafts", str(rng.randint(1, 9))), ("Scheduled", ""),
               ("Archive", f"{rng.randint(1, 9)},{rng.randint(100, 999)}"),
               ("Spam", str(rng.randint(10, 80))), ("Trash", "")]
    nav = (t("Compose", "button", "button", 'class="btn primary" style="margin-bottom:8px"')
           + "".join(nav_item(n, c, i == 0) for i, (n, c) in enumerate(folders))
           + t("Labels", "heading", "h3")
           + "".join(nav_item(x, str(rng.randint(1, 30)))
                     for x in ["Finance", "Travel", "Hiring", "Vendors", "Receipts"]))
    rows = []
    for i in range(14):
        rows.append(
            f'<div class="msg{" on" if i == 1 else ""}"><div class="head">'
            f'{t(person(rng), "text", "span", "class=b" if rng.random() < 0.4 else "")}'
            f'{t(mail_time(rng), "text", "span", MS)}</div>'
            f'<div>{t(subject(rng))}</div>'
            f'<div>{t(rng.choice(SNIPPETS), "text", "span", MS)}</div></div>'
        )
    sender = person(rng)
    handle = f"{plain(sender.split()[0].lower())}@{rng.choice(DOMAINS)}"
    lines = [t(x, "text", "div", LINE) for x in distinct(rng, mail_line, 9)]
    body, body2 = "".join(lines[:5]), "".join(lines[5:])
    reader = (
        '<div class="toolbar">'
        + "".join(t(x, "button", "button", BTN)
                  for x in ["Reply", "Reply all", "Forward", "Archive", "Delete"])
        + "</div>" + t(subject(rng), "heading", "h1")
        + f'<div class="row">{t(sender, "text", "span", "class=b")}'
        f'{t(handle, "text", "span", "class=muted")}'
        f'{t(date(rng), "text", "span", EMS)}</div>'
        + f'<div class="row">{t(f"To: me, {person(rng)}", "text", "span", "class=muted")}</div>'
        + f'<p>{t(f"Hi {rng.choice(FIRST)},", "text", "div", LINE)}</p>'
        + f"<p>{body}</p><p>{body2}</p>"
        + f'<p>{t("Best regards,", "text", "div", LINE)}{t(sender, "text", "div")}</p>'
        + '<div class="card">'
        + t(f"invoice-{rng.randint(1000, 9999)}.pdf", "link", "span")
        + f' {t(f"{rng.randint(40, 900)} KB", "text", "span", MS)}'
        + "</div>"
        + '<div class="toolbar">' + t("Accept", "button", "button", PRIMARY)
        + t("Show original", "button", "button", BTN) + "</div>"
    )
    list_head = (
        '<div class="msg"><div class="head">' + t("Inbox", "heading", "span", "class=b")
        + t(f"1 to 50 of {rng.randint(1, 9)},{rng.randint(100, 999)}", "text", "span",
            MS) + "</div></div>"
    )
    return (
        topbar(rng, "Relay Mail", ["Mail", "Calendar", "Contacts"], "Search mail")
        + f'<div class="app"><div class="nav">{nav}</div>'
        + f'<div class="list">{list_head}{"".join(rows)}</div>'
        + f'<div class="pane">{reader}</div></div>'
    )


TICKETS = ["Fix login redirect loop", "Add CSV export to reports", "Crash on large uploads",
           "Migrate billing API", "Dark mode contrast", "Rate limit webhooks",
           "Flaky checkout test", "Update onboarding copy", "Search ignores accents",
           "Cache purge on deploy", "Timezone bug in scheduler", "Better empty states",
           "Memory leak in workers", "Audit log for admins", "Slow orders query",
           "German settings page", "Remove old feature flags", "Retry failed emails",
           "Paginate members list", "Broken footer link", "Add SSO for Okta",
           "Resize avatar uploads", "Keyboard nav in menus", "Export invoices as PDF",
           "Upgrade Postgres to 16", "Sentry alerts too noisy", "Bulk edit for tags",
           "iOS push not delivered", "Refund flow copy", "Add Slack notifications",
           "Tooltip hides button", "Log rotation on hosts", "Invite link expires early",
           "Unify date formats"]
COLUMNS = [("Backlog", 7), ("To do", 6), ("In progress", 5), ("In review", 5), ("Done", 7)]
TICKET_LABELS = ["bug", "frontend", "backend", "design", "infra", "docs", "urgent", "billing"]


def points(n: int) -> str:
    return f"{n} pt" if n == 1 else f"{n} pts"


def tracker_page(rng: random.Random) -> str:
    prefix = rng.choice(["ENG", "WEB", "OPS", "DATA"])
    projects = ["Engineering", "Web app", "Operations", "Data platform", "Mobile", "Security"]
    nav = (t("Projects", "heading", "h3")
           + "".join(nav_item(x, str(rng.randint(4, 90)), i == 0)
                     for i, x in enumerate(projects))
           + t("Views", "heading", "h3")
           + "".join(nav_item(x) for x in ["My issues", "Recently updated", "Starred",
                                           "Unassigned", "Blocked"])
           + t("Cycles", "heading", "h3")
           + "".join(nav_item(f"Sprint {n}", date(rng).replace(", 2026", ""))
                     for n in range(40, 44)))
    cols = []
    pool = rng.sample(TICKETS, len(TICKETS))
    total = 0
    for name, n in COLUMNS:
        cards = []
        for _ in range(n):
            title = pool.pop() if pool else rng.choice(TICKETS)
            labels = "".join(t(x, "text", "span", BADGE)
                             for x in rng.sample(TICKET_LABELS, rng.randint(1, 2)))
            first, last = rng.choice(FIRST), rng.choice(LAST)
            pts = rng.choice([1, 2, 3, 5, 8])
            total += pts
            cards.append(
                '<div class="card">'
                f'<div class="row" style="border:0;padding:0">'
                f'{t(f"{prefix}-{rng.randint(100, 4999)}", "text", "span", MM)}'
                f'{t(points(pts), "text", "span", ES)}'
                f'</div><div>{t(title, "link")}</div><div>{labels}</div>'
                f'<div class="row" style="border:0;padding:0">'
                f'{t(f"{first} {last[0]}.", "text", "span", SM)}'
                f'{t(f"Due {date(rng)[:-6]}", "text", "span", EMS)}'
                "</div></div>"
            )
        cols.append(
            f'<div class="kcol"><div class="head">{t(name, "heading")}'
            f'{t(str(n), "text", "span", "class=muted")}</div>{"".join(cards)}'
            + t("Add issue", "button", "button", BTN) + "</div>"
        )
    sprint = rng.randint(40, 43)
    pane = (
        t(f"{prefix} Sprint {sprint}", "heading", "h1")
        + '<div class="toolbar">'
        + t("Create issue", "button", "button", PRIMARY)
        + t("Filter", "button", "button", BTN)
        + t("Group by: Status", "button", "button", BTN)
        + t("Show empty columns", "button", "button", BTN)
        + t(f"{sum(n for _, n in COLUMNS)} issues, {total} points, ends {date(rng)}",
            "text", "span", "class=muted")
        + "</div>"
        + f'<div class="board">{"".join(cols)}</div>'
    )
    return (
        topbar(rng, "Tracklane", ["Board", "Backlog", "Roadmap", "Reports"], "Search issues")
        + f'<div class="app"><div class="nav">{nav}</div><div class="pane">{pane}</div></div>'
    )


DOC_TOPICS = ["Caching", "Authentication", "Webhooks", "Rate limits", "Pagination",
              "Error handling", "Background jobs", "File uploads"]
DOC_NAV = {"Getting started": ["Installation", "Quick start", "Configuration", "Upgrading"],
           "Guides": DOC_TOPICS,
           "Reference": ["Client", "Orders API", "Customers API", "Events", "Changelog"]}


def doc_line(rng: random.Random) -> str:
    n = rng.randint(2, 90)
    return rng.choice([
        f"Responses are cached for {n * 10} seconds unless the request sets no-store.",
        f"Each API key can make up to {n * 20} requests per minute.",
        f"Set the timeout option to a value between 1 and {n} seconds.",
        f"Failed deliveries are retried {n % 9 + 2} times with exponential backoff.",
        f"A page holds at most {n * 5} items; pass the cursor to fetch the next one.",
        f"Tokens expire after {n % 23 + 1} hours and must be refreshed by the client.",
        f"Uploads larger than {n * 4} MB are rejected with status 413.",
        "Every error body includes a code, a message and a request id.",
        f"Jobs that run longer than {n} minutes are stopped by the scheduler.",
        f"Use version 3.{n % 10} or later of the client library for this feature.",
        "The default region is eu-west; change it in the project settings.",
        "Webhook payloads are signed with the secret shown on the dashboard.",
        "Sorting is stable: items with equal keys keep their original order.",
        "Requests without a valid signature are logged and dropped.",
        "You can override any setting with an environment variable.",
        f"Deleted objects stay recoverable for {n} days before they are purged.",
        "Idempotency keys make it safe to repeat a request after a timeout.",
        f"Batch calls accept up to {n * 10} operations in a single request.",
    ])


DOC_PARAMS = [("timeout", "integer", "30", "Seconds before the request is aborted"),
              ("max_retries", "integer", "3", "Attempts after the first failure"),
              ("page_size", "integer", "100", "Items returned per page"),
              ("region", "string", "eu-west", "Where requests are routed"),
              ("cache_ttl", "integer", "300", "Lifetime of a cached response"),
              ("verify_ssl", "boolean", "true", "Check the server certificate"),
              ("user_agent", "string", "none", "Sent with every request"),
              ("backoff", "float", "1.5", "Multiplier between two retries")]
CODE = ["client = Quarry(api_key=KEY, region='eu-west')",
        "client.cache.configure(ttl=300, max_entries=5000)",
        "for page in client.orders.list(limit=50):",
        "print(page.next_cursor, len(page.items))"]


def docs_page(rng: random.Random) -> str:
    k = rng.randrange(len(DOC_TOPICS))
    topic = DOC_TOPICS[k]
    nav = "".join(
        t(section, "heading", "h3")
        + "".join(nav_item(x, on=x == topic) for x in items)
        for section, items in DOC_NAV.items()
    )
    params = "".join(
        f"<tr><td>{t(a, 'cell', 'span', 'class=mono')}</td><td>{t(b, 'cell')}</td>"
        f"<td>{t(c, 'cell', 'span', 'class=mono')}</td><td>{t(d, 'cell')}</td></tr>"
        for a, b, c, d in rng.sample(DOC_PARAMS, 5)
    )
    head = "".join(f"<th>{t(h, 'cell')}</th>" for h in ["Name", "Type", "Default", "Description"])
    code = "".join(t(x, "text", "div", 'class="line mono"') for x in CODE)
    subheads = rng.sample(["Overview", "How it works", "Configuration", "Limits",
                           "Examples", "Troubleshooting"], 3)
    lines = distinct(rng, doc_line, 12)
    doc = (
        t(f"Docs / Guides / {topic}", "text", "div", MS)
        + t(topic, "heading", "h1")
        + t(f"Updated {date(rng)}, {rng.randint(3, 14)} min read", "text", "div",
            'class="muted small" style="margin-bottom:8px"')
        + "".join(t(x, "text", "div", LINE) for x in lines[:4])
        + t(subheads[0], "heading", "h2")
        + "".join(t(x, "text", "div", LINE) for x in lines[4:7])
        + f'<div class="code">{code}</div>'
        + t(subheads[1], "heading", "h2")
        + f"<table><tr>{head}</tr>{params}</table>"
        + t(subheads[2], "heading", "h2")
        + "".join(t(x, "text", "div", LINE) for x in lines[7:])
        + '<div class="toolbar" style="margin-top:12px">'
        + t(f"Previous: {DOC_TOPICS[k - 1]}", "button", "button", BTN)
        + t(f"Next: {DOC_TOPICS[(k + 1) % len(DOC_TOPICS)]}", "button", "button", BTN)
        + "</div>"
    )
    toc = (t("On this page", "heading", "h3")
           + "".join(nav_item(x) for x in subheads)
           + t("Related", "heading", "h3")
           + "".join(nav_item(x) for x in rng.sample(DOC_TOPICS, 4))
           + '<div class="card" style="margin-top:12px">'
           + t("Was this page helpful?", "text", "div")
           + t("Yes", "button", "button", BTN) + t("No", "button", "button",
                                                               BTN)
           + t(f"Edited by {person(rng)}", "text", "div", MS) + "</div>")
    return (
        topbar(rng, "Quarry Docs", ["Guides", "API", "SDKs", "Status"], "Search docs")
        + f'<div class="app"><div class="nav">{nav}</div>'
        + f'<div class="pane"><div class="doc">{doc}</div></div>'
        + f'<div class="aside">{toc}</div></div>'
    )


EVENTS = ["Design review", "Sprint planning", "Lunch and learn", "Hiring panel",
          "Budget check-in", "Quarterly all-hands", "Focus time", "Vendor demo", "Retro",
          "Interview: backend engineer", "Board prep", "Product sync", "Security training",
          "Roadmap workshop", "Customer onboarding", "Team standup"]
ROOMS = ["Room 4B", "Atlas", "Harbor", "Studio 2", "Boardroom", "Video call", "Cafe",
         "Room 2A"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def event(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.2:
        return f"1:1 with {rng.choice(FIRST)}"
    if r < 0.35:
        return f"Call: {rng.choice(COMPANIES)}"
    return rng.choice(EVENTS)


def agenda_page(rng: random.Random) -> str:
    monday = rng.choice([2, 9, 16, 23])
    days = "".join(f"<span>{d}</span>" for d in ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
    cells = "<span></span>" * 6 + "".join(
        f'<span{" class=today" if d == monday else ""}>{d}</span>' for d in range(1, 32))
    nav = (
        t("Create event", "button", "button", PRIMARY)
        + t("March 2026", "heading", "h3") + f'<div class="mini">{days}{cells}</div>'
        + t("My calendars", "heading", "h3")
        + "".join(nav_item(x, role="checkbox") for x in ["Work", "Personal", "Team offsite",
                                                          "Birthdays", "Holidays"])
        + t("Other calendars", "heading", "h3")
        + "".join(nav_item(person(rng), role="checkbox") for _ in range(3))
    )
    blocks = []
    for i, day in enumerate(WEEKDAYS):
        n = rng.randint(4, 6)
        starts = sorted(rng.sample(range(16, 36), n))
        rows = []
        for s in starts:
            start = f"{s // 2:02d}:{30 * (s % 2):02d}"
            end_s = s + rng.choice([1, 2, 3])
            end = f"{end_s // 2:02d}:{30 * (end_s % 2):02d}"
            state = rng.choice(["Accepted", "Accepted", "Tentative", "Declined", "Organizer"])
            rows.append(
                f'<div class="row">{t(start, "text", "span", "class=mono")}'
                f'{t(end, "text", "span", MM)}{t(event(rng), "link")}'
                f'{t(rng.choice(ROOMS), "text", "span", "class=muted")}'
                f'{t(f"{rng.randint(2, 14)} guests", "text", "span", MS)}'
                f'<span class="end">{t(state, "text", "span", BADGE)}</span></div>'
            )
        blocks.append(
            f'<h2>{t(f"{day}, March {monday + i}", "heading", "span")} '
            f'{t(f"{n} events", "text", "span", MS)}</h2>{"".join(rows)}'
        )
    organizer = person(rng)
    details = (
        t("Event details", "heading", "h3")
        + t(event(rng), "heading", "h2")
        + t(f"Tuesday, March {monday + 1}", "text", "div")
        + t(f"{rng.randint(9, 16)}:00 to {rng.randint(17, 18)}:00", "text", "div",
            "class=muted")
        + t(f"{rng.choice(ROOMS)}, {rng.choice(CITIES)} office", "text", "div", "class=muted")
        + t(f"meet.daybook.app/{rng.randint(100, 999)}-{rng.randint(1000, 9999)}", "link", "a",
            'href="#" class="line"')
        + '<div class="toolbar" style="margin-top:8px">'
        + t("Accept", "button", "button", PRIMARY)
        + t("Decline", "button", "button", BTN)
        + t("Maybe", "button", "button", BTN) + "</div>"
        + t("Guests", "heading", "h3")
        + f'<div class="row">{t(organizer)}'
        f'{t("Organizer", "text", "span", EMS)}</div>'
        + "".join(f'<div class="row">{t(person(rng))}'
                  f'{t(rng.choice(["Going", "Maybe", "Awaiting"]), "text", "span", EMS)}'
                  "</div>" for _ in range(5))
        + t("Notes", "heading", "h3")
        + "".join(t(x, "text", "div", SM) for x in rng.sample([
            "Bring the updated hiring plan.", "Dial-in details are in the invite.",
            f"Budget draft shared by {rng.choice(FIRST)}.", "Decide on the launch date.",
            "Review last quarter's numbers first."], 3))
    )
    pane = (
        '<div class="toolbar">' + t("Today", "button", "button", BTN)
        + t("Previous", "button", "button", BTN)
        + t("Next", "button", "button", BTN)
        + t(f"Week of March {monday}, 2026", "heading", "span", 'class="b"')
        + '<span style="flex:1"></span>'
        + "".join(t(x, "button", "button", BTN) for x in ["Day", "Week", "Month",
                                                                     "Agenda"])
        + "</div>" + "".join(blocks)
    )
    return (
        topbar(rng, "Daybook", ["Calendar", "Rooms", "Scheduling"], "Search events")
        + f'<div class="app"><div class="nav">{nav}</div><div class="pane">{pane}</div>'
        + f'<div class="aside">{details}</div></div>'
    )


CHANNELS = ["general", "release-planning", "design-review", "support-escalations", "random",
            "data-team", "incidents", "hiring", "marketing-launch"]


def chat_line(rng: random.Random) -> str:
    return rng.choice([
        f"Deploy {rng.randint(100, 999)} is out on staging, please smoke test before 3 pm",
        f"Can someone review PR #{rng.randint(1000, 9999)}? It fixes the flaky checkout test",
        f"Customer at {rng.choice(COMPANIES)} reports slow exports since Tuesday",
        "Moved the retro to Thursday, same room as last time",
        f"Numbers for March: {rng.randint(200, 990)} signups, churn down to "
        f"{rng.randint(1, 4)}.{rng.randint(0, 9)}%",
        f"I will be out Friday, {rng.choice(FIRST)} covers on-call",
        "Looks good to me, merging now",
        f"The new onboarding flow cut drop-off by {rng.randint(5, 30)}%",
        "Who owns the billing webhooks these days?",
        "Reminder: code freeze starts Monday at 18:00 UTC",
        f"Rolled back {rng.randint(100, 999)}, error rate is back to normal",
        "Thanks! That fixed it on my machine too",
        "Draft of the launch post is in the shared folder",
        "Standup notes are in the thread below",
        f"Spent {money(rng, 40, 400)} on the test devices, receipts are in the sheet",
        f"Next release is {rng.randint(4, 9)}.{rng.randint(0, 20)}.0, cut on Wednesday",
    ])


def post(rng: random.Random, name: str, wrap: bool = False) -> str:
    """One chat message; ``wrap``: a reply in the narrow thread panel, whose lines wrap."""
    initials = "".join(w[0] for w in name.split())
    lines = "".join(t(x, "text", "div", "" if wrap else LINE)
                    for x in distinct(rng, chat_line, rng.choice([1, 1, 1, 2])))
    extra = ""
    if not wrap and rng.random() < 0.25:
        extra = t(f"{rng.randint(2, 12)} replies", "link", "div", SM)
    return (f'<div class="post"><div class="av">{initials}</div><div>'
            f'<div>{t(name, "text", "span", "class=b")} '
            f'{t(f"{rng.randint(8, 18)}:{rng.randint(0, 59):02d}", "text", "span", MS)}'
            f"</div>{lines}{extra}</div></div>")




def chat_page(rng: random.Random) -> str:
    here = rng.choice(CHANNELS[:4])
    nav = (
        t(rng.choice(COMPANIES), "heading", "div", 'class="b"')
        + t("Channels", "heading", "h3")
        + "".join(nav_item(c, str(rng.randint(1, 20)) if rng.random() < 0.4 else "", c == here)
                  for c in CHANNELS)
        + t("Direct messages", "heading", "h3")
        + "".join(nav_item(person(rng), str(rng.randint(1, 5)) if rng.random() < 0.3 else "")
                  for _ in range(6))
    )
    people = [person(rng) for _ in range(6)]
    stream = (
        t("Monday, March 9", "text", "div", 'class="divider"')
        + "".join(post(rng, rng.choice(people)) for _ in range(6))
        + t("Yesterday", "text", "div", 'class="divider"')
        + "".join(post(rng, rng.choice(people)) for _ in range(5))
        + t("Today", "text", "div", 'class="divider"')
        + "".join(post(rng, rng.choice(people)) for _ in range(5))
    )
    pane = (
        f'<div class="toolbar"><span class="b">#</span>{t(here, "heading", "span", "class=b")}'
        + t(rng.choice(["Ship dates, freeze windows and rollout notes",
                        "Questions and decisions for the next release",
                        "Escalations that need an owner within the hour"]),
            "text", "span", "class=muted")
        + '<span style="flex:1"></span>'
        + t(f"{rng.randint(8, 140)} members", "text", "span", MS)
        + t("Pinned", "button", "button", BTN)
        + t("Files", "button", "button", BTN) + "</div>"
        + f'<div class="stream">{stream}</div>'
        + f'<div class="composer"><input placeholder="Message #{here}">'
        + t("Send", "button", "button", PRIMARY) + "</div>"
    )
    thread = (
        t("Thread", "heading", "h2")
        + t(f"#{here}", "text", "div", MS)
        + post(rng, rng.choice(people), wrap=True)
        + t(f"{rng.randint(3, 9)} replies", "text", "div", 'class="divider"')
        + "".join(post(rng, rng.choice(people), wrap=True) for _ in range(4))
        + t("Also send to channel", "checkbox", "div", SM)
    )
    return (
        topbar(rng, "Huddle", ["Home", "Activity", "Later"], f"Search {here}")
        + f'<div class="app"><div class="nav">{nav}</div>'
        + f'<div class="pane chat">{pane}</div><div class="aside">{thread}</div></div>'
    )


PLANS = [("Starter", "For individuals getting started"),
         ("Team", "For small teams that ship together"),
         ("Business", "For growing companies with more needs"),
         ("Enterprise", "For large organisations at scale")]
FEATURES = {
    "Usage": [("Projects", ["3", "Unlimited", "Unlimited", "Unlimited"]),
              ("Storage per seat", ["5 GB", "100 GB", "1 TB", "Custom"]),
              ("File upload limit", ["25 MB", "250 MB", "5 GB", "10 GB"]),
              ("Guests", ["None", "Up to 10", "Up to 50", "Unlimited"]),
              ("API requests per day", ["1,000", "50,000", "500,000", "Custom"])],
    "Collaboration": [("Shared workspaces", ["1", "5", "Unlimited", "Unlimited"]),
                      ("Comments and mentions", ["Included", "Included", "Included",
                                                 "Included"]),
                      ("Version history", ["7 days", "90 days", "1 year", "Unlimited"]),
                      ("Custom roles", ["No", "No", "Yes", "Yes"])],
    "Security": [("Two-factor login", ["Included", "Included", "Included", "Included"]),
                 ("Single sign-on", ["No", "No", "SAML", "SAML and SCIM"]),
                 ("Audit log", ["No", "30 days", "1 year", "7 years"]),
                 ("Data residency", ["No", "No", "EU or US", "Any region"])],
    "Support": [("Help center", ["Included", "Included", "Included", "Included"]),
                ("Response time", ["3 days", "24 hours", "4 hours", "1 hour"]),
                ("Dedicated manager", ["No", "No", "No", "Yes"])],
}


def pricing_page(rng: random.Random) -> str:
    base = rng.choice([8, 9, 10, 12])
    prices = ["$0", f"${base}", f"${base * 2 + rng.choice([0, 4, 5])}", "Custom"]
    cards = []
    for (name, blurb), price in zip(PLANS, prices, strict=True):
        perks = [f"{rng.randint(2, 9)} seats included" if name != "Starter" else "1 seat",
                 rng.choice(["Email support", "Priority support", "Chat support"]),
                 f"{rng.randint(10, 99)} integrations"]
        per = "per user / month" if price.startswith("$") else "billed yearly"
        button = {"Starter": "Start for free", "Team": f"Choose {name}",
                  "Business": "Start free trial", "Enterprise": "Contact sales"}[name]
        cards.append(
            f'<div class="card">{t(name, "heading", "h2")}'
            f'{t(blurb, "text", "div", MS)}'
            f'<div>{t(price, "text", "span", "class=price")} '
            f'{t(per, "text", "span", "class=muted")}</div>'
            + t(button, "button", "button",
                PRIMARY if name == "Team" else BTN)
            + "".join(t(x, "text", "div", "class=small") for x in perks) + "</div>"
        )
    head = "<tr><th></th>" + "".join(f"<th>{t(n, 'cell')}</th>" for n, _ in PLANS) + "</tr>"
    rows = []
    for group, feats in FEATURES.items():
        rows.append(f"<tr><th colspan=5>{t(group, 'heading')}</th></tr>")
        for feat, values in feats:
            rows.append(f"<tr><td>{t(feat, 'cell')}</td>"
                        + "".join(f"<td>{t(v, 'cell')}</td>" for v in values) + "</tr>")
    pane = (
        '<div class="toolbar">' + t("Plans and pricing", "heading", "h1")
        + '<span style="flex:1"></span>' + t("Monthly", "button", "button", BTN)
        + t("Yearly", "button", "button", PRIMARY)
        + t(f"Save {rng.choice([15, 20, 25])}% with yearly billing", "text", "span",
            BADGE) + "</div>"
        + t(f"Trusted by {rng.randint(2, 9)},{rng.randint(100, 999)} teams in "
            f"{rng.randint(40, 120)} countries. Prices exclude VAT.", "text", "div",
            'class="muted line"')
        + f'<div class="plans" style="margin-top:10px">{"".join(cards)}</div>'
        + t("Compare plans", "heading", "h2")
        + f"<table>{head}{''.join(rows)}</table>"
    )
    return (
        topbar(rng, "Cloudnest", ["Product", "Pricing", "Customers", "Docs"], "Search")
        + f'<div class="app"><div class="pane">{pane}</div></div>'
    )


SEARCH_TOPICS = ["espresso grinders", "trail running shoes", "cast iron cookware",
                 "mechanical keyboards", "linen bed sheets", "camping chairs"]
BRANDS = ["Ridgeline", "Basalt", "Fieldcraft", "Norrland", "Alder and Vine", "Kestrel"]
SITES = ["reviewhub.com", "gearlab.net", "wikipedia.org", "reddit.com", "kitchenpro.co",
         "outdoorjournal.com", "shopcompare.io", "youtube.com", "consumerwatch.org"]


def result(rng: random.Random, topic: str, used: set[int]) -> str:
    cap = topic[0].upper() + topic[1:]
    n = rng.randint(5, 25)
    site = rng.choice(SITES)
    titles = [
        f"{cap}: the complete buying guide for 2026",
        f"{n} best {topic} tested by our editors",
        f"What is your favourite brand of {topic}?",
        f"{cap} compared: prices from {money(rng, 20, 90)}",
        f"How to choose {topic} step by step",
        f"Beginner mistakes with {topic}",
        f"{cap} reviews, {rng.randint(100, 990)} ratings",
    ]
    k = rng.choice([i for i in range(len(titles)) if i not in used] or range(len(titles)))
    used.add(k)
    title = titles[k]
    snippets = rng.sample([
        f"We tested {n} models over {rng.randint(2, 9)} months and ranked them on value.",
        f"Prices start at {money(rng, 20, 90)}; most buyers spend under {money(rng, 100, 300)}.",
        "Owners share what they would buy again and what they returned.",
        f"Updated {date(rng)}: two new picks and a longer test of durability.",
        "A short guide to materials, sizes and what to look for in a shop.",
        f"{rng.randint(40, 98)}% of readers said they would recommend our top pick.",
        f"Compare {rng.randint(10, 60)} offers, with shipping to {rng.choice(CITIES)}.",
        "Measured noise, build quality and how easy each one is to clean.",
    ], 2)
    path = rng.choice(["guides", "reviews", "best", "r", "wiki", "compare"])
    address = f"{site} / {path} / {topic.split()[0]}"
    return (f'<div class="result">{t(address, "text", "div", SML)}'
            f'{t(title, "link", "a", TITLE_LINK)}'
            + "".join(t(x, "text", "div", LINE) for x in snippets) + "</div>")


def search_page(rng: random.Random) -> str:
    topic = rng.choice(SEARCH_TOPICS)
    tabs = "".join(t(x, "tab", "span") for x in ["All", "Shopping", "Images", "Videos", "News",
                                                  "Maps", "More"])
    used: set[int] = set()
    results = [result(rng, topic, used) for _ in range(9)]
    ask = "".join(f'<div class="row">{t(q)}</div>' for q in rng.sample([
        f"Which {topic} last the longest?", f"Are expensive {topic} worth it?",
        f"How do I clean {topic}?", f"What do professionals use for {topic}?",
        f"Where to buy {topic} on sale?"], 4))
    related = "".join(f'<div class="row">{t(f"{topic} {x}", "link")}</div>'
                      for x in rng.sample(["under $100", "for beginners", "review 2026",
                                           "on sale", "vs budget", "near me"], 4))
    facts = "".join(
        f'<div class="row">{t(k, "text", "span", "class=muted")}'
        f'{t(v, "text", "span", "class=end")}</div>'
        for k, v in [("Price range", f"{money(rng, 20, 90)} to {money(rng, 150, 600)}"),
                     ("Top brand", rng.choice(BRANDS)),
                     ("Rating", f"4.{rng.randint(1, 9)} ({rng.randint(1, 9)},"
                                f"{rng.randint(100, 999)} reviews)"),
                     ("Models listed", f"{rng.randint(40, 400)} from {rng.randint(8, 40)} makers"),
                     ("Stores nearby", f"{rng.randint(3, 30)} in {rng.choice(CITIES)}"),
                     ("Return window", f"{rng.choice([14, 30, 60])} days")]
    )
    cap = topic[0].upper() + topic[1:]
    panel = (
        f'<div class="card">{t(cap, "heading", "h2")}'
        f'{t("Product category", "text", "div", "class=muted")}{facts}'
        '<div class="toolbar" style="margin-top:8px">'
        + t("Compare prices", "button", "button", PRIMARY)
        + t("Show more", "button", "button", BTN) + "</div></div>"
        + t("People also search for", "heading", "h3")
        + "".join(t(x, "link", "div")
                  for x in rng.sample([x for x in SEARCH_TOPICS if x != topic], 4))
    )
    count = (f"About {rng.randint(1, 9)},{rng.randint(100, 999)},000 results "
             f"(0.{rng.randint(20, 79)} seconds)")
    # "People also ask" sits between the results, as on real result pages
    column = (
        "".join(results[:3]) + t("People also ask", "heading", "h2") + ask
        + '<div style="height:10px"></div>' + "".join(results[3:])
        + t("Related searches", "heading", "h2") + related
        + '<div class="toolbar">' + t("Previous", "button", "button", BTN)
        + t("Next", "button", "button", BTN) + "</div>"
    )
    body = (
        f'<div class="toolbar" style="gap:22px">{tabs}</div>{t(count, "text", "div", MS)}'
        f'<div class="serpcols"><div class="results">{column}</div>'
        f'<div class="facts">{panel}</div></div>'
    )
    head = (f'<header class="top"><span class="brand">{t("Findr", "heading")}</span>'
            f'<input class="search" value="{topic}">'
            + t("Search", "button", "button", PRIMARY)
            + '<span class="grow"></span>' + t("Sign in", "link", "a", 'href="#"') + "</header>")
    return head + f'<div class="app"><div class="pane serp">{body}</div></div>'


KINDS: dict[str, Callable[[random.Random], str]] = {
    "mail": mail_page, "tracker": tracker_page, "docs": docs_page, "agenda": agenda_page,
    "chat": chat_page, "pricing": pricing_page, "search": search_page,
}

# ``dense.JS_FACTS`` with a stricter "visible": in the viewport, not clipped by a clipping
# ancestor, not covered at its centre, on one line, not running out of its own box or of any
# box that holds it.
JS_FACTS_STRICT = """
() => {
  const inView = (r) => r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 &&
    r.right <= innerWidth && r.bottom <= innerHeight;
  const clipped = (el, r) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const q = a.getBoundingClientRect();
      if (r.left < q.left - 0.5 || r.top < q.top - 0.5 || r.right > q.right + 0.5 ||
          r.bottom > q.bottom + 0.5) return true;
    }
    return false;
  };
  const textShape = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter((q) => q.width > 0 && q.height > 0);
    const tops = rects.map((q) => q.top).sort((a, b) => a - b);
    let lines = tops.length ? 1 : 0;
    for (let i = 1; i < tops.length; i++) if (tops[i] - tops[i - 1] > 4) lines++;
    const left = Math.min(...rects.map((q) => q.left), Infinity);
    const right = Math.max(...rects.map((q) => q.right), -Infinity);
    return {lines, left, right};
  };
  // the text runs out of a box that holds it (its own, or any non-inline ancestor's)
  const spills = (el, shape) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      if (a !== el && getComputedStyle(a).display === 'inline') continue;
      const q = a.getBoundingClientRect();
      if (shape.right > q.right + 1 || shape.left < q.left - 1) return true;
    }
    return false;
  };
  const marked = [...document.querySelectorAll('[data-e]')].map((el) => {
    const r = el.getBoundingClientRect();
    const view = inView(r);
    const shape = textShape(el);
    let covered = false;
    if (view) {
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      covered = !(hit && (hit === el || el.contains(hit)));
    }
    const clip = view && clipped(el, r);
    const spill = view && spills(el, shape);
    return {text: el.dataset.e, role: el.dataset.role, shown: el.innerText.trim(),
            in_view: view, clipped: clip, covered, lines: shape.lines, spill,
            visible: view && !clip && !covered && shape.lines === 1 && !spill,
            box: [Math.floor(r.left), Math.floor(r.top), Math.ceil(r.right),
                  Math.ceil(r.bottom)]};
  });
  const texts = [document.body.innerText];
  for (const el of document.querySelectorAll('input, textarea')) {
    if (el.placeholder) texts.push(el.placeholder);
    if (el.value) texts.push(el.value);
  }
  return {marked, texts};
}
"""

DESCRIPTION = ("Text-dense screen set (development part): see dense_dev.py. label from the "
               "DOM; kind = on_page / digit / letter / opposite / other_page.")


def report(facts_by_page: dict[str, dict[str, Any]]) -> None:
    """What the stricter visibility dropped, and marked boxes that overlap (should be none)."""
    dropped: dict[str, list[str]] = {"clipped": [], "covered": [], "wrapped": [], "spill": []}
    overlaps = []
    for name, facts in facts_by_page.items():
        marked = facts["marked"]
        for m in marked:
            if not m["in_view"]:
                continue
            for why, hit in [("clipped", m["clipped"]), ("covered", m["covered"]),
                             ("wrapped", m["lines"] > 1), ("spill", m["spill"])]:
                if hit:
                    dropped[why].append(f"{name}: {m['text']!r}")
        shown = [m for m in marked if m["visible"]]
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a["box"], b["box"]
                ix = min(ax1, bx1) - max(ax0, bx0)
                iy = min(ay1, by1) - max(ay0, by0)
                inner = (ax0 <= bx0 and bx1 <= ax1 and ay0 <= by0 and by1 <= ay1) or (
                    bx0 <= ax0 and ax1 <= bx1 and by0 <= ay0 and ay1 <= by1)
                if ix > 2 and iy > 2 and not inner:
                    overlaps.append((name, a["text"], b["text"]))
    print("in view but not counted visible: "
          + ", ".join(f"{why} {len(v)}" for why, v in dropped.items())
          + f"; overlapping visible boxes: {len(overlaps)}")
    for why, v in dropped.items():
        for x in v[:3]:
            print(f"  {why}: {x}")
    for o in overlaps[:10]:
        print("  overlap:", o)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help="output folder (default: dense_dev/)")
    args = ap.parse_args()
    rng = random.Random(SEED)
    pages = plan_pages(KINDS, PAGES_PER_KIND, rng, "dev", FONT_SIZES)
    for i, p in enumerate(pages):
        # every kind gets all four looks, one per page
        p["look"] = LOOK_ORDER[(i // PAGES_PER_KIND + i % PAGES_PER_KIND) % len(LOOK_ORDER)]
    out, facts_by_page = build_set(pages, args.out, "dense_dev_labels.json", "dev",
                                   DESCRIPTION, rng, css=dev_css, js=JS_FACTS_STRICT)
    report(facts_by_page)
    rows = [s["text_rows"] for s in out["screenshots"]]
    by_kind: dict[str, list[int]] = {}
    for s in out["screenshots"]:
        by_kind.setdefault(s["kind"], []).append(s["text_rows"])
    print(f"text rows: min {min(rows)}, median {statistics.median(rows)}, max {max(rows)}; "
          + ", ".join(f"{k} {v}" for k, v in by_kind.items()))


if __name__ == "__main__":
    main()
