# ruff: noqa: E501  (JavaScript snippets read better unwrapped)
"""Render the labelled cache-validation set: (recorded frame, replay frame, point) pairs.

Run ``python benchmarks/cache/generate.py`` (Playwright + Debian's Chromium). For every page
it loads the page, picks a few controls (buttons, inputs, links, and a help button pinned to
the bottom-right corner so some regions touch the screen edge) and takes the *recorded*
frame. Then, for every control, it renders the page again with one variant applied and
takes the *replay* frame. The label is the variant's, decided before anything is measured:

* same UI — ``rerender`` (a fresh load), ``jpeg`` (the replay frame JPEG-encoded at q70),
  ``hover`` (the pointer on the control), ``caret`` (an input focused with its caret
  showing, and the page's own focus styling), ``shift`` (the page's flow content moved by
  1-2 px; fixed elements stay), ``clock`` (a clock elsewhere shows
  another time), ``ad`` (a banner appears far from the control);
* changed UI — ``moved`` (the control displaced), ``relabel`` (another word on it),
  ``disabled`` (disabled + the usual 45 % opacity), ``greyed`` (the control turned grey),
  ``overlay`` (a dialog covers it), ``dimming`` (a backdrop dims the page, the dialog is
  elsewhere), ``replaced`` (a different control in its place), ``other_page`` (a sibling page
  with the same layout; kept only when the DOM element under the point is a different one),
  ``removed`` (the control hidden).

The recorded frame is stored as the runner stores pre-action frames (JPEG q85); replay frames
are fresh PNG screenshots. Only a 160x160 crop around the point is kept (clamped to the
screen, so crops at an edge keep the edge): a region check never looks further. A changed
variant whose crop came out pixel-identical to the recording (the change did not render
there) is dropped and counted, never relabelled.

Pages are split into ten parts with no page in common:

* ``dev`` — Vigil's constants were first chosen on six pages here. The first test part (six
  demo and static pages) was examined case by case after its first scoring (2026-11-23:
  every error was on a wide text input), so it belongs here too.
* ``dev2`` — the second test part: the five page designs of the effect set's test part
  (``benchmarks/effect/test_pages.py``: mail, settings, article, admin, pricing), rendered
  and frozen on 2026-11-25 before the rule changed again. By 2026-11-26 it had been scored
  several times and its error categories read, so it is development data now (issue #10's
  edge-contrast and saturation signals were checked on it) and is reported as ``dev2``.
* ``holdout`` — six page designs written for it (``holdout_pages.py``: a booking calendar,
  a dark chat app, a spreadsheet, a checkout with radio cards, a dark developer console, a
  news portal), kinds the set had not used, rendered and committed (frozen) on 2026-11-26
  before issue #10's rule change, and scored once after it. Its ``disabled`` variant marks
  the control disabled as a site's script would (``disabled``, ``aria-disabled``, an
  ``is-disabled`` class) and lets each page's own CSS draw it (opacity, a grey fill, lighter
  text, a washed-out brand colour); the corner button, which no page styles, keeps the 45 %
  opacity. Every other variant is the same as in the other parts. Scored a second time on
  2026-11-26 after the restyle rule (shape agreement), and two of its errors were read to set
  that rule's edge floor: development data since, though its part name stays.
* ``holdout2`` — six more page designs written for it on 2026-11-26 (``holdout2_pages.py``:
  a flight search form, a kanban project board, a bank transfer form, a dark music library,
  a CRM contact list with a detail panel, a dark documentation site) by someone who had not
  seen the validation rule, kinds the set had not used, rendered and committed (frozen)
  before the rule was scored on them, and scored once with the restyle rule (and once with
  the rule before it, as the baseline of the same run); its errors were read afterwards, so
  it is development data now. Its ``disabled`` variant works as in
  ``holdout``: each page draws the state with its own CSS (a translucent grey fill, a faint
  fill with slate text, Bootstrap's 65 % opacity, a dark-grey fill, grey outline and text,
  40 % opacity desaturated), the corner button keeps the 45 % opacity.
* ``holdout3`` — six more page designs written for it on 2026-11-26 (``holdout3_pages.py``:
  a recipe page with ingredient checkboxes, an issue tracker list with filters, hotel booking
  results, a dark video-call lobby, a dark photo editor, an online-course lesson with a quiz)
  by someone who had not seen the validation rule, kinds the set had not used, rendered and
  committed (frozen) before the rule was scored on them, and scored once (with the ink-colour
  rule, and the rule of the day before as the baseline of the same run); its false stops were
  read afterwards for the outline rule, so it is development data now. Its brief asked for
  the two weaknesses known when it was written (thin coloured controls, focus rings). Its controls
  differ in colour (orange, purple, teal, red and blue text, outline and filled controls
  beside neutral ones), type (serif, sans, mono; 12 px to 18 px UI) and shape (pill, square,
  ghost, icon + text, link-like text buttons), and each has its own hover and focus styles
  (a recolour, a shadow, an underline; a recoloured border, an outer ring, a glow). Its
  ``disabled`` variant works as in ``holdout``: each page draws the state with its own CSS
  (grey text only, a dashed grey border, a washed-out pale accent, 50 % opacity, a flat grey
  fill, a lighter label with fill and border kept), the corner button keeps the 45 % opacity.
* ``holdout4`` — six more page designs written for it on 2026-11-26 (``holdout4_pages.py``:
  a weather dashboard, a food-delivery menu with its cart, a dark password-manager vault, a
  feedback survey with 0-10 rating buttons, a real-estate listing search with filters and a
  map, a dark code-review diff) by someone who had not seen the validation rule, kinds the
  set had not used, rendered and committed (frozen) before the rule was scored on them, and
  scored once with the outline rule (with the earlier rules of the day as baselines in the
  same run) and once more with the faint-fade rule, which was chosen without it; its errors
  were not read. Its brief asked for the focus and hover styles real sites draw: every text
  input has its own ``:focus`` style, four of them an OUTER ring or glow (a white ring with a
  light-blue glow, a 4 px translucent emerald ring, a 3 px yellow outline with a thicker
  inset border, a blue outline 2 px away from the field) and two a border change (a 2 px
  black border appearing, a border recoloured teal), and buttons hover with a translucent
  fill, a lift (``translateY(-1px)`` and a larger shadow), a darker fill, a 2-3 px outer
  ring, a drop shadow, an underline or a recolour. Its controls differ in colour (white on a
  blue gradient, red, emerald, green, teal and blue, outline and filled beside neutral
  ones), type (serif, sans, mono; 12 px to 18 px UI) and shape (pill, square, round icon
  buttons, ghost, icon + text, link-like text buttons). Its ``disabled`` variant works as
  in ``holdout``: each page draws the state with its own CSS (faded into the gradient
  background, a washed-out salmon accent with faint grey neutral pills, a dashed dim border
  on dark, GOV.UK's 50 % opacity, Carbon's flat grey fill, Primer's dim dark fill and dim
  green), the corner button keeps the 45 % opacity.
* ``holdout5`` — six more page designs written for it on 2026-11-26 (``holdout5_pages.py``:
  a podcast player, an e-signature envelope being prepared, a library catalogue search, a
  dark cloud-storage file browser, a restaurant table reservation form, a dark
  stock-trading ticket) by someone who had not seen the validation rule, kinds the set had
  not used, rendered and committed (frozen) before the rule was scored on them, and scored
  once with the final rule (the earlier rules of the day as baselines in the same run).
  Every text input has its own ``:focus`` style, three of them an OUTER ring or glow
  (a 3 px translucent yellow ring with an amber border, a 3 px blue ``!important`` outline
  1 px away on a field that turns from light grey to white, a yellow border with a 1 px ring
  and a 10 px yellow glow) and three a border change (a filled field's bottom line turned
  into a 2 px purple one, a border recoloured light blue on a darker fill, an underline
  turned from 1 px grey to 2 px black), and buttons hover with a darker or lighter fill, an
  elevation shadow, a scale-up of round play buttons, a lift, a border drawn round ghost
  buttons, a blue tint, an inversion (outline to fill), an underline, a recolour or a 1 px
  ring. Its controls differ in colour (purple, yellow, maroon, light blue, black and bronze,
  green and red, outline and filled beside neutral ones), type (serif, sans, mono; 12 px to
  18 px UI) and shape (pill, square, rounded rectangle, round icon buttons, ghost, icon +
  text, link-like text buttons), faint (tinted or light grey fields, ghost and hairline
  buttons) and strong. Its ``disabled`` variant works as in ``holdout``: each page draws the
  state with its own CSS (Material's 12 % fill and 38 % label, a grey diagonal hatch, a
  dotted light border on the paper colour, 38 % opacity, a line-through on a pale grey fill
  with the black button a flat light grey, a translucent tint of the green or red), the
  corner button keeps the 45 % opacity.
* ``holdout6`` — six more page designs written for it on 2026-11-26 (``holdout6_pages.py``:
  a motor insurance claim form, a dark music-production mixer with its audio settings, a
  dense city building-permit application, a marketplace seller's orders dashboard, a dark
  code-editor settings page, a travel e-visa document wizard) by someone who had not seen
  the validation rule, kinds the set had not used, rendered and committed (frozen) before
  the rule was scored on them, to be scored once. Every text input has its own ``:focus``
  style, two of them an OUTER ring or glow (a teal ring 2 px outside a white gap, a wide
  6 px translucent indigo ring) and four a border change (an orange border with an orange
  glow round green LCD digits, a 1 px grey border turned into a 2 px blue one with a 4 px
  inset bar, a grey-filled field turned white with a 2 px orange underline, a 1 px border
  recoloured editor blue on dark), and buttons hover with a shaded or lightened fill, a
  teal tint, a red remove button, an orange glow, an underline (every button of the permit
  form), a drop shadow (orange under the orange buttons), dashed chips turned solid, a
  lighter icon, a border drawn round ghost and step buttons, a thicker outline with a
  lavender tint or a 3 px ring round the primary pill. Its controls differ in colour (teal
  on navy, orange on near-black with yellow, blue and red M/S/R toggles, government blue
  with square corners, marketplace orange, editor blue, indigo on warm paper; outline,
  filled, ghost and link-like beside neutral ones), type (serif headings, sans, mono
  read-outs; 11 px to 16 px UI) and shape (square, rounded, pill, round and square icon
  buttons, segmented tiles with icons, tabs, tiny toggles). Its ``disabled`` variant works
  as in ``holdout``: each page draws the state with its own CSS (a flat light grey fill, a
  dashed dim border on dark, a strong mid-grey fill with dark text, 40 % opacity
  desaturated, a flat dim fill or dim icon with dotted fields on dark, a white fill with a
  dashed light border), the corner button keeps the 45 % opacity.
* ``holdout7`` — six more page designs written for it on 2026-11-26 (``holdout7_pages.py``:
  a pharmacy prescription-refill form, a dark smart-home energy dashboard, a university
  course-registration table, a parcel-tracking page with a delivery-options form, a dark
  video-editor export dialog, a gym class booking schedule) by someone who had not seen the
  validation rule, kinds the set had not used, rendered and committed (frozen at 20:13 UTC)
  before the rule was scored on them, to be scored once. Its brief asked for SUBTLE
  disabled and greyed states as real sites draw them, beside strong ones: a green pill
  button at 65 % opacity, a violet button at 60 % opacity, a maroon or black button turned
  light grey with grey text, a lime button faded to a pale lime-grey, outline buttons and
  date chips whose border and text go light grey, text-only buttons and day tabs that only
  grey their text, dark buttons drawn disabled by a lighter fill only, ghost and segmented
  buttons that only dim their label, on/off toggles that grey out. Every text input has its
  own ``:focus`` style, three an OUTER ring or glow (a 3 px pale-green ring, a 2 px maroon
  outline 2 px away, a 3 px translucent violet glow) and three a border change (a border
  recoloured amber on dark, a grey underline turned 2 px black on a pale yellow fill, a
  1 px grey border turned 2 px black), and buttons hover with a darker or lighter fill, a
  tint, an underline, an amber ring, a yellow-and-black drop shadow, an inversion (lime to
  black, outline to fill) or a drawn border. Its ``disabled`` variant works as in
  ``holdout``: each page draws the state with its own CSS, the corner button keeps the
  45 % opacity.
* ``holdout8`` — six more page designs written for it on 2026-11-27 (``holdout8_pages.py``:
  a job-application form, a dark fleet-dispatch console, a hospital outpatient appointment
  booking, a personal tax-return wizard, a dark crypto-wallet send screen, a conference
  agenda with session sign-up) by someone who had not seen the validation rule, kinds the
  set had not used, rendered and committed (frozen at 03:34 UTC) before the rule was scored
  on them; not scored yet. Its disabled states are SUBTLE beside strong ones, as real
  design systems draw them: an indigo button at 60 % opacity, coral pills at 70 % opacity,
  a green button that keeps its fill and only lightens its text, teal buttons turned light
  grey with grey text, time-slot tiles in a washed-out pale teal, a lime pill turned a dim
  olive tint of itself, orange buttons and a token chip turned a flat dim fill on dark,
  ghost and outline buttons with a dashed dim border on dark, an outline pill with a
  dotted light border, an outline pill whose border and label go light indigo, segmented
  answers, day tabs, chips and link-like buttons that only lighten their text, grey
  buttons at 50 % opacity, a toggle that greys out. Every text input has its own
  ``:focus`` style, three an OUTER ring or glow (a 3 px translucent indigo ring, an orange
  ring 2 px outside a gap of the dark page colour, a violet border with a 16 px violet
  glow) and three a border change (a grey-filled field turned white with a 2 px teal
  border, a 1 px grey border thickened to a 3 px navy one, an underline-only field whose
  grey bottom line turns 2 px coral), and buttons hover with a darker or lighter fill, an
  inversion (outline to fill, ink outline to ink fill), a tint, a teal recolour of ghost
  buttons, an orange or lime glow, a lift with a shadow, a lime ring round chips, a
  thicker underline or an underline. Its controls differ in colour (indigo, orange and
  teal on navy, hospital teal, navy and government green, lime and violet on near-black,
  coral and ink on warm paper; outline and filled beside neutral ones), type (serif
  headings, sans, mono read-outs and chips; 11 px to 17 px UI) and shape (pill, square,
  rounded, round and square icon buttons, ghost, icon + text, link-like text buttons,
  segmented controls, chips, slot tiles, a toggle). Its ``disabled`` variant works as in
  ``holdout``: each page draws the state with its own CSS, the corner button keeps the
  45 % opacity.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks" / "effect"))
sys.path.insert(0, str(HERE))

from holdout2_pages import holdout2_page  # noqa: E402
from holdout3_pages import holdout3_page  # noqa: E402
from holdout4_pages import holdout4_page  # noqa: E402
from holdout5_pages import holdout5_page  # noqa: E402
from holdout6_pages import holdout6_page  # noqa: E402
from holdout7_pages import holdout7_page  # noqa: E402
from holdout8_pages import holdout8_page  # noqa: E402
from holdout_pages import holdout_page  # noqa: E402
from test_pages import test_page  # noqa: E402

from pages import own_page  # noqa: E402
from vigil.demo.server import serve_demo  # noqa: E402
from vigil.envs.launch import launch_chromium  # noqa: E402

PAIRS = HERE / "pairs"
LABELS = HERE / "labels.json"
CROP = 160
VIEWPORT = (1280, 800)

SAME = ("rerender", "jpeg", "hover", "caret", "shift", "clock", "ad")
CHANGED = (
    "moved", "relabel", "disabled", "greyed", "overlay", "dimming", "replaced", "other_page", "removed",
)


@dataclass(frozen=True)
class PageSpec:
    name: str
    part: str  # dev | dev2 | holdout | holdout2 | ... | holdout8
    kind: str  # demo | static | app | kit | hold | hold2 | ... | hold8
    path: str  # demo path, static file name, own-app route, test-page kit or holdout(2-8) design
    sibling: str  # a page with the same layout (for other_page)
    theme: str = "light"


PAGES = [
    # dev
    PageSpec("shop", "dev", "demo", "/shop.html", "/products.html"),
    PageSpec("cart", "dev", "demo", "/cart.html", "/checkout.html"),
    PageSpec("signin", "dev", "demo", "/signin.html", "/verify.html"),
    PageSpec("form", "dev", "static", "form.html", "dashboard.html"),
    PageSpec("app_light", "dev", "app", "/app", "/orders", "light"),
    PageSpec("app_dark", "dev", "app", "/app", "/orders", "dark"),
    # dev since 2026-11-25 (the first test part, examined after its first scoring)
    PageSpec("products", "dev", "demo", "/products.html", "/shop.html"),
    PageSpec("checkout", "dev", "demo", "/checkout.html", "/cart.html"),
    PageSpec("account", "dev", "demo", "/account.html", "/confirmed.html"),
    PageSpec("express", "dev", "demo", "/express.html", "/checkout.html"),
    PageSpec("dashboard", "dev", "static", "dashboard.html", "table.html"),
    PageSpec("table", "dev", "static", "table.html", "form.html"),
    # dev2: the second test part, development data since 2026-11-26 (scored several times)
    PageSpec("mail", "dev2", "kit", "mail", "settings"),
    PageSpec("settings", "dev2", "kit", "settings", "admin"),
    PageSpec("article", "dev2", "kit", "article", "pricing"),
    PageSpec("admin", "dev2", "kit", "admin", "mail"),
    PageSpec("pricing", "dev2", "kit", "pricing", "article"),
    # holdout: six designs written for it (holdout_pages.py), frozen before the rule changed
    PageSpec("calendar", "holdout", "hold", "calendar", "calendar-alt"),
    PageSpec("chat", "holdout", "hold", "chat", "chat-alt", "dark"),
    PageSpec("grid", "holdout", "hold", "grid", "grid-alt"),
    PageSpec("paycards", "holdout", "hold", "paycards", "paycards-alt"),
    PageSpec("console", "holdout", "hold", "console", "console-alt", "dark"),
    PageSpec("news", "holdout", "hold", "news", "news-alt"),
    # holdout2: six more designs written for it (holdout2_pages.py), frozen before scoring
    PageSpec("flights", "holdout2", "hold2", "flights", "flights-alt"),
    PageSpec("kanban", "holdout2", "hold2", "kanban", "kanban-alt"),
    PageSpec("bank", "holdout2", "hold2", "bank", "bank-alt"),
    PageSpec("music", "holdout2", "hold2", "music", "music-alt", "dark"),
    PageSpec("crm", "holdout2", "hold2", "crm", "crm-alt"),
    PageSpec("docs", "holdout2", "hold2", "docs", "docs-alt", "dark"),
    # holdout3: six more designs written for it (holdout3_pages.py), frozen before scoring
    PageSpec("recipe", "holdout3", "hold3", "recipe", "recipe-alt"),
    PageSpec("issues", "holdout3", "hold3", "issues", "issues-alt"),
    PageSpec("hotel", "holdout3", "hold3", "hotel", "hotel-alt"),
    PageSpec("lobby", "holdout3", "hold3", "lobby", "lobby-alt", "dark"),
    PageSpec("gallery", "holdout3", "hold3", "gallery", "gallery-alt", "dark"),
    PageSpec("course", "holdout3", "hold3", "course", "course-alt"),
    # holdout4: six more designs written for it (holdout4_pages.py), frozen before scoring
    PageSpec("weather", "holdout4", "hold4", "weather", "weather-alt"),
    PageSpec("delivery", "holdout4", "hold4", "delivery", "delivery-alt"),
    PageSpec("vault", "holdout4", "hold4", "vault", "vault-alt", "dark"),
    PageSpec("survey", "holdout4", "hold4", "survey", "survey-alt"),
    PageSpec("homes", "holdout4", "hold4", "homes", "homes-alt"),
    PageSpec("review", "holdout4", "hold4", "review", "review-alt", "dark"),
    # holdout5: six more designs written for it (holdout5_pages.py), frozen before scoring
    PageSpec("podcast", "holdout5", "hold5", "podcast", "podcast-alt"),
    PageSpec("esign", "holdout5", "hold5", "esign", "esign-alt"),
    PageSpec("catalog", "holdout5", "hold5", "catalog", "catalog-alt"),
    PageSpec("files", "holdout5", "hold5", "files", "files-alt", "dark"),
    PageSpec("reserve", "holdout5", "hold5", "reserve", "reserve-alt"),
    PageSpec("trade", "holdout5", "hold5", "trade", "trade-alt", "dark"),
    # holdout6: six more designs written for it (holdout6_pages.py), frozen before scoring
    PageSpec("claim", "holdout6", "hold6", "claim", "claim-alt"),
    PageSpec("mixer", "holdout6", "hold6", "mixer", "mixer-alt", "dark"),
    PageSpec("permit", "holdout6", "hold6", "permit", "permit-alt"),
    PageSpec("seller", "holdout6", "hold6", "seller", "seller-alt"),
    PageSpec("prefs", "holdout6", "hold6", "prefs", "prefs-alt", "dark"),
    PageSpec("visa", "holdout6", "hold6", "visa", "visa-alt"),
    # holdout7: six more designs written for it (holdout7_pages.py), frozen before scoring
    PageSpec("refill", "holdout7", "hold7", "refill", "refill-alt"),
    PageSpec("energy", "holdout7", "hold7", "energy", "energy-alt", "dark"),
    PageSpec("enrol", "holdout7", "hold7", "enrol", "enrol-alt"),
    PageSpec("parcel", "holdout7", "hold7", "parcel", "parcel-alt"),
    PageSpec("export", "holdout7", "hold7", "export", "export-alt", "dark"),
    PageSpec("gym", "holdout7", "hold7", "gym", "gym-alt"),
    # holdout8: six more designs written for it (holdout8_pages.py), frozen before scoring
    PageSpec("jobs", "holdout8", "hold8", "jobs", "jobs-alt"),
    PageSpec("dispatch", "holdout8", "hold8", "dispatch", "dispatch-alt", "dark"),
    PageSpec("clinic", "holdout8", "hold8", "clinic", "clinic-alt"),
    PageSpec("taxes", "holdout8", "hold8", "taxes", "taxes-alt"),
    PageSpec("wallet", "holdout8", "hold8", "wallet", "wallet-alt", "dark"),
    PageSpec("agenda", "holdout8", "hold8", "agenda", "agenda-alt"),
]
PARTS = (
    "dev", "dev2", "holdout", "holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7",
    "holdout8",
)
#: The held-out design kinds: where each is served and what writes its pages. Their pages
#: draw their own disabled state (the ``disabled`` variant only marks it).
HELD_OUT: dict[str, tuple[str, Callable[[str], str]]] = {
    "hold": ("/h/", holdout_page),
    "hold2": ("/h2/", holdout2_page),
    "hold3": ("/h3/", holdout3_page),
    "hold4": ("/h4/", holdout4_page),
    "hold5": ("/h5/", holdout5_page),
    "hold6": ("/h6/", holdout6_page),
    "hold7": ("/h7/", holdout7_page),
    "hold8": ("/h8/", holdout8_page),
}
OWN_DISABLED = tuple(HELD_OUT)

STATE_JS = """
(() => {
  if (location.hostname !== '127.0.0.1') return;
  const s = {consent: '"all"', clock: '"off"',
    cart: JSON.stringify([{sku: 'blue', qty: 1}, {sku: 'green', qty: 2}]),
    user: JSON.stringify({email: 'dana@example.com', name: 'Dana'}),
    orders: JSON.stringify([{id: 'VM-1042', total: 46, items: 3, date: '2026-11-02'}])};
  for (const [k, v] of Object.entries(s)) localStorage.setItem('vigil-demo.' + k, v);
})();
"""

# Furniture present in every render: a help button pinned to the corner (an edge target)
# and a clock at the bottom-left whose text a variant changes.
FURNITURE_JS = """
(clock) => {
  const help = document.createElement('button');
  help.id = 'bench-help'; help.textContent = '?';
  help.style.cssText = 'position:fixed;right:3px;bottom:3px;width:34px;height:34px;border-radius:17px;border:0;background:#1f6feb;color:#fff;font:bold 18px sans-serif;z-index:50';
  document.body.appendChild(help);
  const c = document.createElement('div');
  c.id = 'bench-clock'; c.textContent = clock;
  c.style.cssText = 'position:fixed;left:8px;bottom:8px;padding:2px 6px;background:#fff;color:#222;font:13px monospace;border:1px solid #ccc;z-index:50';
  document.body.appendChild(c);
}
"""

TARGETS_JS = """
() => {
  const els = [...document.querySelectorAll('button, a, input, select, textarea, [role=button]')];
  return els.map((e, i) => {
    const r = e.getBoundingClientRect(); const cs = getComputedStyle(e);
    const ok = cs.visibility !== 'hidden' && cs.display !== 'none' && r.width > 10 && r.height > 10
      && r.x >= 0 && r.y >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    const type = (e.getAttribute('type') || '').toLowerCase();
    return {i, tag: e.tagName.toLowerCase(), type, id: e.id || '',
      text: ((e.innerText || e.value || e.placeholder || '') + '').trim().slice(0, 40),
      x: r.x, y: r.y, w: r.width, h: r.height, ok};
  }).filter(o => o.ok);
}
"""

WORDS = ["Delete", "Cancel", "Remove", "Archive", "Decline", "Sign out", "Reject", "Discard",
         "Unsubscribe", "Close account", "Refund", "Block", "Report", "Pay now", "Retry"]

MUTATE_JS = """
([i, variant, arg, ownDisabled]) => {
  const els = [...document.querySelectorAll('button, a, input, select, textarea, [role=button]')];
  const t = variant === 'help' ? document.getElementById('bench-help') : els[i];
  const el = (i < 0) ? document.getElementById('bench-help') : t;
  const r = el.getBoundingClientRect();
  const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
  const add = (html, css) => { const d = document.createElement('div'); d.innerHTML = html; d.style.cssText = css; document.body.appendChild(d); return d; };
  if (variant === 'shift') {
    // Flow content moves by 1-2 px (a layout shift); fixed furniture stays where it is, as it
    // would (a transform on <body> would re-anchor fixed elements to the document instead).
    document.body.style.position = 'relative'; document.body.style.left = arg + 'px'; document.body.style.top = (arg === 1 ? 2 : 1) + 'px';
  }
  else if (variant === 'clock') { document.getElementById('bench-clock').textContent = arg; }
  else if (variant === 'ad') {
    const left = cx > innerWidth / 2 ? 20 : innerWidth - 340; const top = cy > innerHeight / 2 ? 70 : innerHeight - 150;
    add('<b style="font-size:20px">WINTER SALE -30%</b><br>on every mug, this week only', `position:fixed;left:${left}px;top:${top}px;width:300px;height:70px;padding:8px;background:#ffd33d;color:#24292f;font:14px sans-serif;z-index:60;border-radius:6px`);
  }
  else if (variant === 'caret') { el.style.outline = 'none'; el.focus(); if (el.setSelectionRange && el.value) { try { el.setSelectionRange(el.value.length, el.value.length); } catch (e) {} } }
  else if (variant === 'moved') {
    const dx = cx > innerWidth / 2 ? -(r.width / 2 + 60) : (r.width / 2 + 60);
    el.style.position = 'relative'; el.style.left = dx + 'px'; el.style.top = (arg % 2 ? 30 : 0) + 'px';
  }
  else if (variant === 'relabel') {
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') { if (el.value) el.value = arg; else el.placeholder = arg; }
    else if (el.tagName === 'SELECT') { el.options[el.selectedIndex].text = arg; }
    else { el.textContent = arg; }
  }
  else if (variant === 'disabled' && ownDisabled && i >= 0) {
    // The page draws its own disabled state (holdout designs): mark it as a site's script would.
    el.disabled = true; el.setAttribute('aria-disabled', 'true'); el.classList.add('is-disabled');
  }
  else if (variant === 'disabled') { el.disabled = true; el.setAttribute('aria-disabled', 'true'); el.style.opacity = '0.45'; el.style.pointerEvents = 'none'; }
  else if (variant === 'greyed') { el.style.filter = 'grayscale(1)'; el.style.color = '#8c8c8c'; }
  else if (variant === 'overlay') {
    add('<div style="font:bold 18px sans-serif;margin-bottom:10px">Session expired</div><div style="font:14px sans-serif;color:#555">Please sign in again to continue where you left off.</div><button style="margin-top:18px;padding:8px 18px;background:#1f6feb;color:#fff;border:0;border-radius:6px;font:14px sans-serif">Sign in again</button>',
      `position:fixed;left:${Math.max(4, Math.min(innerWidth - 384, cx - 190 + arg))}px;top:${Math.max(4, Math.min(innerHeight - 184, cy - 90))}px;width:380px;height:180px;padding:22px;box-sizing:border-box;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.35);z-index:70`);
  }
  else if (variant === 'dimming') {
    add('', 'position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:65');
    const left = cx > innerWidth / 2 ? 40 : innerWidth - 420; const top = cy > innerHeight / 2 ? 40 : innerHeight - 220;
    add('<div style="font:bold 18px sans-serif">Rate your experience</div><div style="font:14px sans-serif;color:#555;margin-top:8px">How likely are you to recommend us?</div>',
      `position:fixed;left:${left}px;top:${top}px;width:380px;height:170px;padding:22px;box-sizing:border-box;background:#fff;border-radius:10px;z-index:70`);
  }
  else if (variant === 'replaced') {
    el.style.visibility = 'hidden';
    const kinds = [
      `<button style="width:100%;height:100%;background:#d1242f;color:#fff;border:0;border-radius:6px;font:14px sans-serif">Delete all</button>`,
      `<input value="Search orders" style="width:100%;height:100%;box-sizing:border-box;border:1px solid #8c959f;border-radius:4px;font:14px sans-serif;padding:0 8px;color:#555">`,
      `<label style="font:14px sans-serif;display:flex;align-items:center;gap:6px;height:100%;color:#222;background:#f3f3f3"><input type=checkbox checked>Subscribe to newsletter</label>`,
      `<a href="#" style="font:14px sans-serif;color:#0969da;text-decoration:underline;display:flex;align-items:center;height:100%">Terms of service</a>`];
    const w = Math.max(r.width, 90), h = Math.max(r.height, 28);
    add(kinds[arg % kinds.length], `position:fixed;left:${cx - w / 2}px;top:${cy - h / 2}px;width:${w}px;height:${h}px;z-index:40`);
  }
  else if (variant === 'removed') { el.style.visibility = 'hidden'; }
  return [cx, cy];
}
"""

PROBE_JS = """
([x, y]) => { const e = document.elementFromPoint(x, y); if (!e) return null;
  return {tag: e.tagName.toLowerCase(), id: e.id || '', text: ((e.innerText || e.value || '') + '').trim().slice(0, 40)}; }
"""


def _static_route(route: Any, theme: str) -> None:
    url = route.request.url
    path = url.split("vigil.test", 1)[1].split("?", 1)[0]
    if path == "/app":
        route.fulfill(body=own_page(theme), content_type="text/html")
    elif path == "/orders":
        route.fulfill(body=own_page(theme, orders=True), content_type="text/html")
    elif held := next((h for h in HELD_OUT.values() if path.startswith(h[0])), None):
        prefix, page = held
        route.fulfill(body=page(path.removeprefix(prefix)), content_type="text/html")
    elif path.startswith("/t/"):
        route.fulfill(body=test_page(path.removeprefix("/t/")), content_type="text/html")
    elif path.startswith("/pages/"):
        route.fulfill(
            body=(ROOT / "benchmarks" / "pages" / path.removeprefix("/pages/")).read_text(),
            content_type="text/html",
        )
    else:
        route.fulfill(status=404, body="not found")


def _url(spec: PageSpec, path: str, demo: str) -> str:
    if spec.kind == "demo":
        return demo + path
    if spec.kind == "static":
        return "https://vigil.test/pages/" + path
    if spec.kind == "kit":
        return "https://vigil.test/t/" + path
    if spec.kind in HELD_OUT:
        return "https://vigil.test" + HELD_OUT[spec.kind][0] + path
    return "https://vigil.test" + path


def _decode(png: bytes) -> np.ndarray:
    arr = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_COLOR)
    assert arr is not None
    return arr


def _jpeg(bgr: np.ndarray, quality: int) -> np.ndarray:
    ok, buf = cv2.imencode(".jpg", bgr, [int(cv2.IMWRITE_JPEG_QUALITY), quality])
    assert ok
    out = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    assert out is not None
    return out


def _crop_box(x: float, y: float, w: int, h: int) -> tuple[int, int, int, int]:
    x0 = max(0, min(round(x) - CROP // 2, w - CROP))
    y0 = max(0, min(round(y) - CROP // 2, h - CROP))
    return x0, y0, x0 + CROP, y0 + CROP


class Renderer:
    """One browser context per page spec; every variant is a fresh load of the page in it."""

    def __init__(self, browser: Any, demo: str) -> None:
        self.browser = browser
        self.demo = demo
        self.ctx: Any = None
        self.page: Any = None

    def open(self, spec: PageSpec) -> None:
        self.close()
        self.ctx = self.browser.new_context(
            viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]}, device_scale_factor=1
        )
        self.ctx.add_init_script(STATE_JS)
        self.page = self.ctx.new_page()
        self.page.route("https://vigil.test/**", lambda r: _static_route(r, spec.theme))

    def close(self) -> None:
        if self.ctx is not None:
            self.ctx.close()
            self.ctx = self.page = None

    def load(self, spec: PageSpec, path: str | None = None) -> Any:
        page = self.page
        page.mouse.move(2, VIEWPORT[1] // 2)  # park the pointer away from every target
        page.goto(_url(spec, path or spec.path, self.demo))
        page.wait_for_load_state("load")
        page.evaluate(FURNITURE_JS, "10:41:07")
        return page

    @staticmethod
    def shoot(page: Any, box: tuple[int, int, int, int] | None = None) -> np.ndarray:
        """The whole frame, or the 8-px-aligned area around ``box`` (JPEG blocks line up)."""
        if box is None:
            return _decode(page.screenshot(type="png", animations="disabled", caret="initial"))
        x0, y0 = box[0] - box[0] % 8, box[1] - box[1] % 8
        x1, y1 = min(VIEWPORT[0], box[2] + 8), min(VIEWPORT[1], box[3] + 8)
        clip = {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0}
        area = _decode(page.screenshot(type="png", animations="disabled", caret="initial", clip=clip))
        full = np.zeros((VIEWPORT[1], VIEWPORT[0], 3), np.uint8)
        full[y0:y0 + area.shape[0], x0:x0 + area.shape[1]] = area
        return full


def _pick_targets(found: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    buttons = [t for t in found if t["tag"] == "button" and t["id"] != "bench-help"]
    inputs = [t for t in found if t["tag"] in ("input", "textarea", "select")
              and t["type"] not in ("checkbox", "radio", "hidden")]
    links = [t for t in found if t["tag"] == "a" and t["text"]]
    chosen: list[dict[str, Any]] = []
    for group, n in ((buttons, 2), (inputs, 1), (links, 1)):
        step = max(1, len(group) // max(1, n))
        chosen.extend(group[::step][:n])
    help_btn = [t for t in found if t["id"] == "bench-help"][-1:]
    return chosen[:limit] + help_btn


def _far(a: tuple[float, float], b: tuple[float, float], dist: float = 170) -> bool:
    return abs(a[0] - b[0]) > dist or abs(a[1] - b[1]) > dist


def render_page(r: Renderer, spec: PageSpec, out: Path, limit: int) -> tuple[list[dict[str, Any]], int]:
    r.open(spec)
    page = r.load(spec)
    page.wait_for_timeout(100)
    base = r.shoot(page)
    found = page.evaluate(TARGETS_JS)
    help_found = page.evaluate("() => { const r = document.getElementById('bench-help').getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; }")
    found.append({"i": -1, "tag": "button", "type": "", "id": "bench-help", "text": "?", **help_found})
    targets = _pick_targets(found, limit)
    recorded = _jpeg(base, 85)  # the runner keeps pre-action frames as JPEG q85
    h, w = base.shape[:2]
    pairs: list[dict[str, Any]] = []
    dropped = 0
    for t_no, target in enumerate(targets):
        x, y = target["x"] + target["w"] / 2, target["y"] + target["h"] / 2
        box = _crop_box(x, y, w, h)
        tid = f"{spec.name}-t{t_no}"
        rec_name = f"{tid}-rec.png"
        cv2.imwrite(str(out / rec_name), recorded[box[1]:box[3], box[0]:box[2]])
        base_crop = base[box[1]:box[3], box[0]:box[2]]
        near_edge = min(x, y, w - x, h - y) < 50
        is_input = target["tag"] in ("input", "textarea")
        for variant in SAME + CHANGED:
            if variant == "caret" and not is_input:
                continue
            if variant == "clock" and not _far((x, y), (60, h - 20)):
                continue
            if variant == "other_page" and target["id"] == "bench-help":
                continue
            label = "same" if variant in SAME else "changed"
            arg: Any = {"shift": 1 + t_no % 2, "clock": "10:42:59", "relabel": _word(target["text"], t_no)}.get(variant, t_no)
            page = r.load(spec, spec.sibling if variant == "other_page" else None)
            if variant == "other_page":
                probe = page.evaluate(PROBE_JS, [x, y])
                if probe and probe["tag"] == target["tag"] and probe["text"] == target["text"]:
                    dropped += 1
                    continue
            elif variant not in ("rerender", "jpeg", "hover"):
                page.evaluate(MUTATE_JS, [target["i"], variant, arg, spec.kind in OWN_DISABLED])
            if variant == "hover":
                page.mouse.move(x, y)
            page.wait_for_timeout(120 if variant in ("hover", "caret") else 40)
            frame = r.shoot(page, box)
            if variant == "jpeg":
                frame = _jpeg(frame, 70)
            crop = frame[box[1]:box[3], box[0]:box[2]]
            if label == "changed":
                bx0, by0 = max(0, round(x) - box[0] - 50), max(0, round(y) - box[1] - 50)
                region = (slice(by0, by0 + 100), slice(bx0, bx0 + 100))
                if np.array_equal(crop[region], base_crop[region]):
                    dropped += 1
                    continue
            name = f"{tid}-{variant}.png"
            cv2.imwrite(str(out / name), crop)
            pairs.append({
                "id": f"{tid}-{variant}", "part": spec.part, "page": spec.name, "kind": spec.kind,
                "variant": variant, "label": label, "near_edge": near_edge,
                "target": {"tag": target["tag"], "text": target["text"]},
                "point": [round(x - box[0], 1), round(y - box[1], 1)],
                "frame_point": [round(x, 1), round(y, 1)],
                "recorded": rec_name, "replay": name,
            })
    r.close()
    return pairs, dropped


def _word(text: str, n: int) -> str:
    options = [w for w in WORDS if w.lower() != text.lower()]
    options.sort(key=lambda wd: (abs(len(wd) - len(text)), wd))
    return options[n % 3]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", type=int, default=3, help="controls per page (plus the corner button)")
    ap.add_argument("--only", nargs="*", help="page names")
    args = ap.parse_args()
    if PAIRS.exists() and not args.only:
        shutil.rmtree(PAIRS)
    PAIRS.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    t0 = time.time()
    all_pairs: list[dict[str, Any]] = []
    dropped_by_page: dict[str, int] = {}
    with serve_demo() as server, sync_playwright() as pw:
        browser = launch_chromium(pw)
        r = Renderer(browser, server.base_url)
        for spec in PAGES:
            if args.only and spec.name not in args.only:
                continue
            pairs, d = render_page(r, spec, PAIRS, args.targets)
            all_pairs.extend(pairs)
            dropped_by_page[spec.name] = d
            print(f"{spec.name}: {len(pairs)} pairs ({d} dropped) {time.time() - t0:.0f}s", flush=True)
        browser.close()
    if args.only and LABELS.exists():
        # Re-rendering some pages keeps every other page's pairs (their parts as PAGES says).
        old = json.loads(LABELS.read_text())
        kept = [x for x in old["pairs"] if x["page"] not in args.only]
        all_pairs = kept + all_pairs
        # Files from before per-page counts: their drops are all on the pages kept.
        earlier = old.get("dropped_by_page", {"earlier pages": old.get("dropped_unrendered", 0)})
        dropped_by_page = {**{k: v for k, v in earlier.items() if k not in args.only}, **dropped_by_page}
    dropped = sum(dropped_by_page.values())
    part_of = {spec.name: spec.part for spec in PAGES}
    for pair in all_pairs:
        pair["part"] = part_of[pair["page"]]
    summary = {
        "viewport": list(VIEWPORT), "crop": CROP, "dropped_unrendered": dropped,
        "dropped_by_page": dropped_by_page,
        "parts": {p: sum(1 for x in all_pairs if x["part"] == p) for p in PARTS},
        "pairs": all_pairs,
    }
    LABELS.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    print(f"{len(all_pairs)} pairs, {dropped} dropped, {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
