# ruff: noqa: E501  (page templates: one CSS rule or HTML line per line reads best)
"""Render the labelled narration set: steps whose text appears, vanishes, changes or flashes.

Run ``python benchmarks/narrate/generate.py --part test`` (and ``--part dev``). Each step is a
small page of our own rendered in Chromium at 1280x800 (light or dark theme, with a ticking
clock and sometimes a spinner as noise), one click on a button, and the frames a runner would
hold: two idle frames, ``pre``, the settle samples polled every ~60 ms after the click, and the
settled ``post``.

Labels come from the DOM, never from OCR: every message element carries ``data-msg``, and its
``innerText`` is read before the click, at every settle poll and after settling; a text seen
only while polling is a flash. The visible text lines of the whole page (``body.innerText``)
before, during and after are stored too, so the benchmark can tell whether a narrated text
was on screen at all.

The development and test parts use disjoint page templates (and disjoint message wording).

Storage: ``pre.png`` and ``post.png`` are the screenshots as taken; idle frames and samples
are stored losslessly as ``(frame - post) mod 256`` PNGs (``*.delta.png``): mostly zero, so a
few KB each, and :func:`load_frame` rebuilds the exact pixels.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "src"))

from vigil.envs.launch import launch_chromium  # noqa: E402

W, H = 1280, 800
POLL_S = 0.06


def steps_dir(part: str) -> Path:
    return HERE / part


def labels_path(part: str) -> Path:
    return HERE / f"labels_{part}.json"


# -- frames on disk ---------------------------------------------------------------------------
def _png_to_array(data: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))


def _save_delta(frame: np.ndarray, post: np.ndarray, path: Path) -> None:
    delta = (frame.astype(np.int16) - post.astype(np.int16)) % 256
    Image.fromarray(delta.astype(np.uint8)).save(path, optimize=True)


def load_frame(step_dir: Path, name: str) -> np.ndarray:
    """The exact RGB pixels of one stored frame (``pre``, ``post``, ``idle0``, ``sample03``…)."""
    if name in ("pre", "post"):
        return np.asarray(Image.open(step_dir / f"{name}.png").convert("RGB"))
    post = load_frame(step_dir, "post").astype(np.int16)
    delta = np.asarray(Image.open(step_dir / f"{name}.delta.png").convert("RGB")).astype(np.int16)
    return ((post + delta) % 256).astype(np.uint8)


# -- pages ------------------------------------------------------------------------------------
THEMES = {
    "light": {
        "bg": "#f6f7f9",
        "card": "#ffffff",
        "fg": "#1d2330",
        "muted": "#5b6475",
        "err": "#c62828",
        "ok": "#1b7f3b",
        "btn": "#2563eb",
        "line": "#d6dae1",
    },
    "dark": {
        "bg": "#16181d",
        "card": "#22252c",
        "fg": "#e8eaef",
        "muted": "#a0a7b4",
        "err": "#ff6b6b",
        "ok": "#4ade80",
        "btn": "#3b82f6",
        "line": "#3a3f4a",
    },
}

SHELL = """<!doctype html><html><head><meta charset="utf-8"><style>
* {{ box-sizing: border-box; }}
body {{ margin:0; background:{bg}; color:{fg}; font: 16px/1.4 "DejaVu Sans", Arial, sans-serif; }}
header {{ height:64px; display:flex; align-items:center; padding:0 32px; border-bottom:1px solid {line}; }}
header h1 {{ font-size:22px; margin:0; flex:1; }}
#clock {{ font-family: "DejaVu Sans Mono", monospace; color:{muted}; margin-right:24px; }}
.spin {{ width:22px; height:22px; border:3px solid {line}; border-top-color:{btn}; border-radius:50%;
        animation: r .8s linear infinite; margin-right:18px; }}
@keyframes r {{ to {{ transform: rotate(360deg); }} }}
main {{ padding: {pad_top}px {pad_left}px; }}
.card {{ background:{card}; border:1px solid {line}; border-radius:10px; padding:24px 28px; width:{card_w}px; }}
label {{ display:block; color:{muted}; margin:12px 0 4px; }}
input {{ width:100%; padding:9px 10px; border:1px solid {line}; border-radius:6px; background:{bg}; color:{fg}; font-size:15px; }}
button {{ background:{btn}; color:#fff; border:0; border-radius:6px; padding:10px 22px; font-size:16px; margin-top:18px; }}
.err {{ color:{err}; font-size:15px; margin-top:6px; }}
.ok {{ color:{ok}; font-size:15px; margin-top:6px; }}
.toast {{ position:fixed; background:{fg}; color:{bg}; padding:12px 20px; border-radius:8px; font-size:16px; }}
.badge {{ background:{btn}; color:#fff; border-radius:12px; padding:2px 10px; font-size:14px; margin-left:8px; }}
.dialog {{ position:fixed; left:340px; top:220px; width:600px; background:{card}; border:1px solid {line};
           border-radius:10px; padding:26px 30px; box-shadow: 0 10px 40px rgba(0,0,0,.35); }}
.backdrop {{ position:fixed; inset:0; background: rgba(0,0,0,.45); }}
.muted {{ color:{muted}; }}
p {{ margin: 8px 0; }}
</style></head><body>
<header><h1>{title}</h1>{spinner}<span id="clock"></span>{header_extra}</header>
<main>{body}</main>
<script>
function tick() {{ const d = new Date(); document.getElementById('clock').textContent =
  d.toTimeString().slice(0, 8) + '.' + Math.floor(d.getMilliseconds() / 100); }}
tick(); setInterval(tick, 100);
function show(html, ms) {{ const t = document.createElement('div'); t.innerHTML = html;
  const el = t.firstElementChild; document.body.appendChild(el);
  if (ms) setTimeout(() => el.remove(), ms); return el; }}
{script}
</script></body></html>"""

LABELS_JS = """() => {
  const vis = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
                     && parseFloat(getComputedStyle(el).opacity) > 0.05;
  const msgs = {};
  document.querySelectorAll('[data-msg]').forEach(el => { if (vis(el) && el.innerText.trim())
     msgs[el.id] = el.innerText.trim().replace(/\\s+/g, ' '); });
  const lines = document.body.innerText.split('\\n').map(s => s.trim()).filter(Boolean);
  return {msgs, lines};
}"""


@dataclass
class Step:
    family: str
    title: str
    body: str
    script: str
    reasoning: str
    header_extra: str = ""
    flash_ms: int = 0
    target: str = "#go"


def _shell(step: Step, theme: str, noise: str, rng: random.Random) -> str:
    colors = THEMES[theme]
    return SHELL.format(
        **colors,
        title=step.title,
        spinner='<div class="spin"></div>' if noise == "spinner" else "",
        header_extra=step.header_extra,
        body=step.body,
        script=step.script,
        pad_top=rng.choice([32, 48, 72]),
        pad_left=rng.choice([48, 120, 260, 380]),
        card_w=rng.choice([460, 520, 600]),
    )


# -- development templates --------------------------------------------------------------------
DEV_ERRORS = [
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "This username is already taken",
    "Enter your phone number",
    "Passwords do not match",
    "Date of birth is required",
    "Postcode is not recognised",
    "Accept the terms to continue",
]
DEV_PRODUCTS = [
    "Blue Mug",
    "Green Teapot",
    "Oak Coaster",
    "Steel Bottle",
    "Linen Apron",
    "Copper Kettle",
    "Wool Scarf",
    "Glass Jar",
]
DEV_DIALOGS = [
    ("Delete account?", "This cannot be undone."),
    ("Leave this page?", "Unsaved changes will be lost."),
    ("Remove team member?", "They will lose access immediately."),
    ("Cancel subscription?", "Your plan ends on 30 June."),
    ("Reset settings?", "All preferences return to defaults."),
    ("Archive project?", "Archived projects are read only."),
]
DEV_FLASH = [
    "Invalid password, try again",
    "Session expired, please sign in",
    "Too many attempts, wait a minute",
    "Account locked for security",
    "Email not found",
    "Network error, could not sign in",
    "Captcha check failed",
    "Two-factor code is incorrect",
]


def dev_signup(rng: random.Random) -> Step:
    msg = rng.choice(DEV_ERRORS)
    body = f"""<div class="card"><h2>Create your account</h2>
<label>Email</label><input value="{rng.choice(["", "sam@", "kim.example"])}">
<label>Password</label><input type="password" value="abc">
<div id="err" class="err" data-msg></div>
<button id="go">Create account</button></div>"""
    script = (
        f"document.getElementById('go').onclick = () => "
        f"document.getElementById('err').textContent = {json.dumps(msg)};"
    )
    return Step("signup_inline", "Sign up", body, script, "Submit the sign-up form")


def dev_shop(rng: random.Random) -> Step:
    prod = rng.choice(DEV_PRODUCTS)
    n = rng.randint(0, 4)
    pos = rng.choice(["right:32px; bottom:32px", "right:32px; top:84px", "left:32px; bottom:32px"])
    badge = f'<span>Basket</span><span id="badge" class="badge" data-msg>{n} items</span>'
    body = f"""<div class="card"><h2>{prod}</h2><p class="muted">Hand made, ships in 2 days.</p>
<p>£{rng.randint(8, 60)}.00</p><button id="go">Add to basket</button></div>"""
    script = f"""document.getElementById('go').onclick = () => {{
  document.getElementById('badge').textContent = '{n + 1} items';
  show('<div id="toast" class="toast" data-msg style="{pos}">Added {prod} to your basket</div>');
}};"""
    return Step("shop_toast", "Shop", body, script, f"Add the {prod} to the basket", badge)


def _dialog_step(
    family: str, title: str, body: str, script: str, head: str, backdrop: bool
) -> Step:
    """A step whose click opens a dialog (``script`` on one line: it is a JS string)."""
    return Step(
        family + ("_backdrop" if backdrop else ""),
        title,
        body,
        script.replace("\n", " "),
        f"Confirm: {head}",
    )


def dev_modal(rng: random.Random) -> Step:
    head, text = rng.choice(DEV_DIALOGS)
    backdrop = rng.random() < 0.4
    body = f"""<div class="card"><h2>Settings</h2><p class="muted">Manage your workspace.</p>
<button id="go">{head.rstrip("?")}</button></div>"""
    bd = '<div class="backdrop"></div>' if backdrop else ""
    script = f"""document.getElementById('go').onclick = () => show('<div>{bd}<div class="dialog">
<h3 id="dlg_t" data-msg>{head}</h3><p id="dlg_p" data-msg>{text}</p></div></div>');"""
    return _dialog_step("modal", "Settings", body, script, head, backdrop)


def dev_flash(rng: random.Random) -> Step:
    msg = rng.choice(DEV_FLASH)
    ms = rng.choice([300, 450, 600, 800, 1000, 1200, 1500])
    body = """<div class="card"><h2>Sign in</h2>
<label>Email</label><input value="lee@example.org"><label>Password</label><input type="password" value="x">
<div id="slot"></div><button id="go">Sign in</button></div>"""
    script = f"""document.getElementById('go').onclick = () => {{
  const s = document.getElementById('slot');
  s.innerHTML = '<div id="flash" class="err" data-msg>{msg}</div>';
  setTimeout(() => s.innerHTML = '', {ms}); }};"""
    return Step("login_flash", "Sign in", body, script, "Sign in with the account", flash_ms=ms)


def dev_fixed_error(rng: random.Random) -> Step:
    msg = rng.choice(DEV_ERRORS)
    body = f"""<div class="card"><h2>Profile</h2><label>Display name</label><input value="Robin">
<div id="err" class="err" data-msg>{msg}</div><button id="go">Save profile</button></div>"""
    script = (
        "document.getElementById('go').onclick = () => document.getElementById('err').remove();"
    )
    return Step("profile_clear", "Profile", body, script, "Save the profile")


def dev_noop(rng: random.Random) -> Step:
    body = """<div class="card"><h2>Export</h2><p class="muted">Download your data as CSV.</p>
<button id="go">Export data</button></div>"""
    return Step("export_noop", "Export", body, "", "Submit the export request")


# -- test templates ---------------------------------------------------------------------------
TEST_ERRORS = [
    "Card number is required",
    "Expiry date is invalid",
    "Security code must be 3 digits",
    "Name on card is missing",
    "Billing address is required",
    "This card was declined",
    "Card type not supported",
    "Enter the full card number",
]
TEST_STATUS = [
    ("Draft", "Published"),
    ("Pending", "Approved"),
    ("Open", "Closed"),
    ("Queued", "Running"),
    ("Offline", "Online"),
    ("Unpaid", "Paid"),
]
TEST_BANNERS = [
    "Your post is live",
    "Request approved by admin",
    "Ticket closed successfully",
    "Job started on worker 3",
    "Device is back online",
    "Payment received, thank you",
]
TEST_FLASH = [
    "Saved",
    "Changes saved to draft",
    "Upload failed: file too large",
    "Copied link to clipboard",
    "Could not reach the server",
    "Settings updated",
    "Export started",
    "Name cannot be empty",
]


def test_payment(rng: random.Random) -> Step:
    errs = rng.sample(TEST_ERRORS, rng.choice([1, 1, 2]))
    body = """<div class="card"><h2>Payment</h2><label>Card number</label><input value="">
<div id="e1" class="err" data-msg></div><label>Expiry</label><input value="13/99">
<div id="e2" class="err" data-msg></div><button id="go">Pay now</button></div>"""
    sets = "".join(
        f"document.getElementById('e{i + 1}').textContent = {json.dumps(e)};"
        for i, e in enumerate(errs)
    )
    script = f"document.getElementById('go').onclick = () => {{ {sets} }};"
    return Step("payment_inline", "Checkout", body, script, "Submit the payment form")


def test_inbox(rng: random.Random) -> Step:
    n = rng.randint(2, 40)
    extra = f'<span>Inbox</span><span id="unread" class="badge" data-msg>{n} unread</span>'
    body = f"""<div class="card"><h2>Message from {rng.choice(["Ana", "Bo", "Chen", "Dee"])}</h2>
<p class="muted">Re: quarterly numbers</p><p id="state" data-msg>Unread</p>
<button id="go">Mark as read</button></div>"""
    script = f"""document.getElementById('go').onclick = () => {{
  document.getElementById('unread').textContent = '{n - 1} unread';
  document.getElementById('state').textContent = 'Read just now'; }};"""
    return Step("inbox_badge", "Mail", body, script, "Mark the message as read", extra)


def test_publish(rng: random.Random) -> Step:
    i = rng.randrange(len(TEST_STATUS))
    a, b = TEST_STATUS[i]
    body = f"""<div class="card"><h2>Item #{rng.randint(100, 999)}</h2>
<p>Status: <b id="status" data-msg>{a}</b></p><button id="go">Update status</button></div>"""
    top = rng.choice(["top:80px; left:50%; transform:translateX(-50%)", "bottom:28px; right:28px"])
    script = f"""document.getElementById('go').onclick = () => {{
  document.getElementById('status').textContent = '{b}';
  show('<div id="banner" class="toast" data-msg style="{top}">{TEST_BANNERS[i]}</div>'); }};"""
    return Step("status_banner", "Tracker", body, script, f"Set the status to {b}")


def test_flash_toast(rng: random.Random) -> Step:
    msg = rng.choice(TEST_FLASH)
    ms = rng.choice([300, 450, 600, 800, 1000, 1200, 1500])
    pos = rng.choice(
        [
            "top:84px; left:50%; transform:translateX(-50%)",
            "bottom:30px; right:30px",
            "bottom:30px; left:30px",
        ]
    )
    body = """<div class="card"><h2>Document</h2><label>Title</label><input value="Notes">
<button id="go">Save</button></div>"""
    script = f"""document.getElementById('go').onclick = () =>
  show('<div id="flash" class="toast" data-msg style="{pos}">{msg}</div>', {ms});"""
    return Step("save_flash", "Editor", body, script, "Save the document", flash_ms=ms)


def test_dismiss(rng: random.Random) -> Step:
    msg = rng.choice(
        [
            "Your session will expire soon",
            "A new version is available",
            "Two invoices are overdue",
            "Maintenance tonight at 22:00",
        ]
    )
    body = f"""<div class="card"><div id="alert" class="err" data-msg>{msg}</div>
<button id="go">Dismiss</button></div>"""
    script = (
        "document.getElementById('go').onclick = () => document.getElementById('alert').remove();"
    )
    return Step("alert_dismiss", "Home", body, script, "Dismiss the alert")


def test_noop(rng: random.Random) -> Step:
    body = """<div class="card"><h2>Invite</h2><label>Email</label><input value="pat@example.org">
<button id="go" disabled style="opacity:.5">Send invite</button></div>"""
    return Step("invite_disabled", "Team", body, "", "Send the invite")


# -- holdout templates ------------------------------------------------------------------------
# Written on 2026-11-25 after every narration rule was fixed, rendered once and measured once:
# nothing in Vigil was chosen on them. Layouts and wording differ from both parts above.
HOLD_BOOKING = [
    "No rooms left for these dates",
    "Check-out must be after check-in",
    "Stays are limited to 14 nights",
    "Two rooms available at this price",
    "Minimum stay is two nights",
    "Pets are not allowed in this hotel",
]
HOLD_PEOPLE = ["Ada Byron", "Bram Stoker", "Cleo Park", "Dmitri Volk", "Esme Hart", "Farid Noor"]
HOLD_FLASH = [
    "Link expired, request a new one",
    "Draft restored",
    "Offline: changes will sync later",
    "Print job queued",
    "Wrong verification code",
    "Quota exceeded for today",
]
HOLD_DIALOGS = [
    ("Discard changes?", "Your edits to the Q3 plan will be lost."),
    ("Sign out everywhere?", "Every device will need to sign in again."),
    ("Empty the trash?", "Items in the trash are removed for good."),
    ("Revoke this key?", "Apps using it stop working at once."),
]


def hold_booking(rng: random.Random) -> Step:
    msg = rng.choice(HOLD_BOOKING)
    body = f"""<div class="card"><h2>Hotel Miramar</h2>
<label>Check-in</label><input value="2027-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}">
<label>Check-out</label><input value="2027-0{rng.randint(1, 9)}-0{rng.randint(1, 9)}">
<div id="note"></div><button id="go">Check availability</button>
<p class="muted">Free cancellation until 48 hours before arrival.</p></div>"""
    script = f"""document.getElementById('go').onclick = () =>
  document.getElementById('note').innerHTML = '<p id="m" class="err" data-msg>{msg}</p>';"""
    return Step("booking_inline", "Travel", body, script, "Check availability for the stay")


def hold_table_delete(rng: random.Random) -> Step:
    people = rng.sample(HOLD_PEOPLE, 4)
    rows = "".join(
        f'<p id="row{i}" data-msg style="padding:6px 0; border-bottom:1px solid #8884">{name}'
        f' <span class="muted">· {rng.choice(["Admin", "Editor", "Viewer"])}</span></p>'
        for i, name in enumerate(people)
    )
    body = f"""<div class="card"><h2>Members</h2><button id="go" style="margin:0 0 10px">
Remove first member</button><div id="status" class="ok" data-msg></div>{rows}</div>"""
    script = """document.getElementById('go').onclick = () => {
  document.getElementById('row0').remove();
  document.getElementById('status').textContent = '1 member removed'; };"""
    return Step("members_remove", "Team", body, script, "Remove the first member")


def hold_counter(rng: random.Random) -> Step:
    seats = rng.randint(1, 6)
    price = rng.choice([25, 40, 55])
    body = f"""<div class="card"><h2>Concert tickets</h2>
<p>Seats: <b id="seats" data-msg>{seats}</b></p>
<p>Total: <b id="total" data-msg>€{seats * price}</b></p>
<button id="go">Add a seat</button></div>"""
    script = f"""document.getElementById('go').onclick = () => {{
  document.getElementById('seats').textContent = '{seats + 1}';
  document.getElementById('total').textContent = '€{(seats + 1) * price}'; }};"""
    return Step("seat_counter", "Tickets", body, script, "Add one more seat to the order")


def hold_snackbar(rng: random.Random) -> Step:
    msg = rng.choice(HOLD_FLASH)
    ms = rng.choice([350, 500, 700, 900, 1100, 1400])
    style = rng.choice(
        [
            "bottom:24px; left:50%; transform:translateX(-50%); background:#323232; color:#fff",
            "top:90px; right:40px; background:#b3261e; color:#fff",
        ]
    )
    body = """<div class="card"><h2>Verify your phone</h2><label>Code</label>
<input value="482 913"><button id="go">Verify code</button></div>"""
    script = f"""document.getElementById('go').onclick = () =>
  show('<div id="flash" class="toast" data-msg style="{style}">{msg}</div>', {ms});"""
    return Step("phone_snackbar", "Security", body, script, "Submit the verification code",
                flash_ms=ms)


def hold_dialog(rng: random.Random) -> Step:
    head, text = rng.choice(HOLD_DIALOGS)
    backdrop = rng.random() < 0.5
    bd = '<div class="backdrop"></div>' if backdrop else ""
    body = f"""<div class="card"><h2>Account</h2><p class="muted">Keys, sessions and data.</p>
<button id="go">{head.rstrip("?")}</button></div>"""
    script = f"""document.getElementById('go').onclick = () => show('<div>{bd}<div class="dialog"
style="top:120px; left:420px; width:480px"><h3 id="dlg_t" data-msg>{head}</h3>
<p id="dlg_p" data-msg>{text}</p><button>Confirm</button></div></div>');"""
    return _dialog_step("confirm_dialog", "Account", body, script, head, backdrop)


def hold_wizard(rng: random.Random) -> Step:
    body = """<div class="card"><h2 id="stepname" data-msg>Step 1 of 3: Shipping</h2>
<label id="field" data-msg>Street and number</label><input value="">
<button id="go">Next</button></div>"""
    script = """document.getElementById('go').onclick = () => {
  document.getElementById('stepname').textContent = 'Step 2 of 3: Payment';
  document.getElementById('field').textContent = 'Name on the card'; };"""
    return Step("checkout_wizard", "Checkout", body, script, "Submit the shipping step")


def hold_noop(rng: random.Random) -> Step:
    body = """<div class="card"><h2>Coupon</h2><label>Code</label><input value="">
<button id="go" onclick="return false">Apply coupon</button></div>"""
    return Step("coupon_noop", "Basket", body, "", "Apply the coupon code")


PARTS: dict[str, list[tuple[Callable[[random.Random], Step], int]]] = {
    "dev": [
        (dev_signup, 16),
        (dev_shop, 16),
        (dev_modal, 14),
        (dev_flash, 20),
        (dev_fixed_error, 7),
        (dev_noop, 7),
    ],
    "test": [
        (test_payment, 16),
        (test_inbox, 14),
        (test_publish, 14),
        (test_flash_toast, 20),
        (test_dismiss, 8),
        (test_noop, 8),
    ],
    "holdout": [
        (hold_booking, 14),
        (hold_table_delete, 12),
        (hold_counter, 12),
        (hold_snackbar, 18),
        (hold_dialog, 10),
        (hold_wizard, 8),
        (hold_noop, 6),
    ],
}


# -- rendering --------------------------------------------------------------------------------
def _shot(page: Any) -> tuple[np.ndarray, bytes]:
    data = page.screenshot(type="png")
    return _png_to_array(data), data


def render_step(
    page: Any, step: Step, theme: str, noise: str, rng: random.Random, out: Path
) -> dict[str, Any]:
    page.set_content(_shell(step, theme, noise, rng))
    page.wait_for_timeout(150)
    box = page.locator(step.target).bounding_box()
    assert box is not None
    x, y = round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)
    page.mouse.move(x, y)
    idle = []
    for _ in range(2):
        page.wait_for_timeout(150)
        idle.append(_shot(page)[0])
    page.wait_for_timeout(120)
    _, pre_png = _shot(page)
    before = page.evaluate(LABELS_JS)
    page.mouse.click(x, y)
    samples: list[np.ndarray] = []
    polls: list[dict[str, Any]] = []
    t_start = time.perf_counter()
    flash_gone_at = None
    while len(samples) < 40:
        t0 = time.perf_counter()
        arr, _ = _shot(page)
        labels = page.evaluate(LABELS_JS)
        samples.append(arr)
        polls.append(labels)
        if step.flash_ms:
            visible = "flash" in labels["msgs"]
            if not visible and time.perf_counter() - t_start > step.flash_ms / 1000:
                flash_gone_at = flash_gone_at or len(samples)
                if len(samples) - flash_gone_at >= 1:
                    break
        elif len(samples) >= 3:
            break
        time.sleep(max(0.0, POLL_S - (time.perf_counter() - t0)))
    elapsed = time.perf_counter() - t_start
    page.wait_for_timeout(200)
    post, post_png = _shot(page)
    after = page.evaluate(LABELS_JS)
    out.mkdir(parents=True, exist_ok=True)
    (out / "pre.png").write_bytes(pre_png)
    (out / "post.png").write_bytes(post_png)
    for i, f in enumerate(idle):
        _save_delta(f, post, out / f"idle{i}.delta.png")
    for i, f in enumerate(samples):
        _save_delta(f, post, out / f"sample{i:02d}.delta.png")
    return _label(
        step, before, after, polls, x, y, theme, noise, len(samples), elapsed / max(1, len(samples))
    )


def _label(
    step: Step,
    before: dict[str, Any],
    after: dict[str, Any],
    polls: list[dict[str, Any]],
    x: int,
    y: int,
    theme: str,
    noise: str,
    n_samples: int,
    interval: float,
) -> dict[str, Any]:
    b, a = before["msgs"], after["msgs"]
    appeared = [a[k] for k in a if k not in b]
    disappeared = [b[k] for k in b if k not in a]
    changed = [{"before": b[k], "after": a[k]} for k in a if k in b and a[k] != b[k]]
    flashed: list[str] = []
    flash_lines: list[str] = []
    flash_polls = []
    for i, p in enumerate(polls):
        seen = False
        for k, v in p["msgs"].items():
            if a.get(k) != v and b.get(k) != v:
                seen = True
                if v not in flashed:
                    flashed.append(v)
        if seen:
            flash_polls.append(i)
            flash_lines.extend(ln for ln in p["lines"] if ln not in flash_lines)
    return {
        "family": step.family,
        "theme": theme,
        "noise": noise,
        "click": [x, y],
        "reasoning": step.reasoning,
        "flash": bool(step.flash_ms),
        "flash_ms": step.flash_ms,
        "flash_polls": flash_polls,
        "samples": n_samples,
        "sample_interval_s": round(interval, 4),
        "appeared": appeared,
        "disappeared": disappeared,
        "changed": changed,
        "flashed": flashed,
        "no_change": not (appeared or disappeared or changed or flashed),
        "pre_lines": before["lines"],
        "post_lines": after["lines"],
        "flash_lines": flash_lines,
    }


def generate(part: str, seed: int) -> None:
    from playwright.sync_api import sync_playwright

    rng = random.Random(seed)
    out_dir = steps_dir(part)
    shutil.rmtree(out_dir, ignore_errors=True)
    labels: dict[str, Any] = {}
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        page = browser.new_page(viewport={"width": W, "height": H})
        i = 0
        for make, count in PARTS[part]:
            for _ in range(count):
                theme = "dark" if i % 2 else "light"
                noise = "spinner" if i % 3 == 0 else "clock"
                step = make(rng)
                name = f"{part}_{i:03d}_{step.family}"
                labels[name] = {
                    "part": part,
                    **render_step(page, step, theme, noise, rng, out_dir / name),
                }
                i += 1
                print(
                    name,
                    labels[name]["flashed"]
                    or labels[name]["appeared"]
                    or labels[name]["changed"]
                    or labels[name]["disappeared"],
                    flush=True,
                )
        browser.close()
    labels_path(part).write_text(json.dumps(labels, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--part", choices=sorted(PARTS), required=True)
    ap.add_argument("--seed", type=int, default=None)
    args = ap.parse_args()
    generate(
        args.part,
        args.seed
        if args.seed is not None
        else {"dev": 17, "test": 1017, "holdout": 2027}[args.part],
    )


if __name__ == "__main__":
    main()
