"""Render the labelled effect set: frames of real UI transitions in Chromium.

Run ``python benchmarks/effect/generate.py --part dev`` (or ``--part test``, ``--part
holdout``, ``--part holdout2``, ``--part holdout3``, ``--part holdout4``, ``--part
holdout5``, ``--part holdout6``, ``--part holdout7``, ``--part holdout8`` or ``--part
holdout9``; needs Playwright and Debian's Chromium, and for the dev part the npm
``bootstrap`` package: ``npm install --prefix benchmarks/.cache bootstrap``).
It writes ``benchmarks/effect/cases/<case>/*.png`` and the case's entry in
``benchmarks/effect/labels.json``; the benchmark and the regression tests read only those
files, so no browser is needed to re-score.

Every case is labelled *by construction*: the scenario either wires a handler that changes
the page (``effect``) or arranges for the action to do nothing (``no_effect``: an overlay
absorbs the click, the button is disabled or has no handler, the click lands on empty
space, the handler re-renders identical content, a message flashes and vanishes before the
post frame). Labels never come from a verifier.

The set has eleven parts (``part`` in labels.json):

* ``dev``: the shop card and Bootstrap console pages (``pages.py``) and the bundled demo
  shop (``demo_cases.py``). Thresholds may be chosen here.
* ``test``: five page designs (``test_pages.py``) written, rendered and frozen before the
  hover and JPEG rules were changed, with scenarios of their own. Never used to choose
  anything; ``labels.json`` carries ``test_frozen`` so the generator refuses to re-render it.
* ``holdout``: five more designs (``holdout_pages.py``: a kanban board, a chat app, a cloud
  drive, a music player, a booking page; light and dark) with scenarios of their own, rendered
  once and frozen (``holdout_frozen``) before any verdict on one of its cases was looked at.
  Never used to choose anything, nor looked at case by case; the generator refuses to
  re-render it, even with ``--only``.
* ``holdout2``: five more designs (``holdout2_pages.py``: a spreadsheet, a video call, a
  photo album with a lightbox, a checkout with a stepper, a code editor with a file tree;
  light and dark) with scenarios of their own (names ``h2_``), rendered once and frozen
  (``holdout2_frozen``) the same way, before any verdict on one of its cases was looked at;
  never used to choose anything, and the generator refuses to re-render it.
* ``holdout3``: six more designs (``holdout3_pages.py``: a social feed, a smart-home
  dashboard, a transit planner with a map, a food-ordering page, a news reader, a TV guide;
  each light and dark) with scenarios of their own (names ``h3_``), many of them on small icon
  buttons, rendered once and frozen (``holdout3_frozen``) the same way, before any verdict on
  one of its cases was looked at; never used to choose anything, and the generator refuses to
  re-render it.
* ``holdout4``: six more designs (``holdout4_pages.py``: a banking dashboard, a fitness
  tracker, a job board, an online course player, a hotel search, a podcast app; each light and
  dark), written independently of the earlier parts' designs, with scenarios of their own
  (names ``h4_``), rendered once and frozen (``holdout4_frozen``) the same way, before any
  verdict on one of its cases was looked at; never used to choose anything, and the generator
  refuses to re-render it.
* ``holdout5``: six more designs (``holdout5_pages.py``: a weather app, a recipe page, a
  project timeline (Gantt chart), a crypto trading screen, a helpdesk ticket inbox, a photo
  editor; each light and dark), written independently of the earlier parts' designs, with
  scenarios of their own (names ``h5_``), rendered once and frozen (``holdout5_frozen``) the
  same way, before any verdict on one of its cases was looked at; never used to choose
  anything, and the generator refuses to re-render it.
* ``holdout6``: six more designs (``holdout6_pages.py``: a product page, a calendar week view,
  a CRM contacts table, a flashcards app, a video streaming page, a Q&A forum thread; each
  light and dark), written independently of the earlier parts' designs, with scenarios of
  their own (names ``h6_``), rendered once and frozen (``holdout6_frozen``) the same way,
  before any verdict on one of its cases was looked at; never used to choose anything, and the
  generator refuses to re-render it.
* ``holdout7``: six more designs (``holdout7_pages.py``: a stock screener with a live chart, a
  fleet-tracking map with moving vehicles, a CI/CD run with a live log, a thermostat and energy
  dashboard with a turning dial, a video lesson with an auto-advancing slide strip, a newsroom
  live blog whose feed grows; each light and dark), every page with large things moving by
  themselves right beside the clicked control, written independently of the earlier parts'
  designs, with scenarios of their own (names ``h7_``), rendered once and frozen
  (``holdout7_frozen``) the same way, before any verdict on one of its cases was looked at;
  never used to choose anything, and the generator refuses to re-render it.
* ``holdout8``: six more designs (``holdout8_pages.py``: a network-monitoring dashboard with
  blinking port LEDs and a live throughput graph, a football live-score page with a running
  clock, a wandering ball and a growing commentary feed, a DJ deck with a spinning vinyl, a
  scrolling waveform and visualiser bars, a ride-hailing app with a car driving on a map, a
  server-room sensor grid with fluctuating readings and sparklines, a weather radar with
  drifting rain cells and a turning sweep; each light and dark), every page with things of
  several sizes moving by themselves right beside the clicked control, driven at random or
  cumulatively (no motion but two small pulsing dots repeats within 4 s, so the page cannot look
  still across a capture interval), written
  independently of the earlier parts' designs, with scenarios of their own (names ``h8_``),
  rendered once and frozen (``holdout8_frozen``) the same way, before any verdict on one of its
  cases was looked at; never used to choose anything, and the generator refuses to re-render it.
* ``holdout9``: six more designs (``holdout9_pages.py``: flight search results, a team-chat
  app with a typing indicator, an HR leave-request form, a recipe page, a three-pane e-mail
  client, a project settings page with a growing deploy progress bar; each light and dark),
  ordinary pages again (only those two with one thing moving by itself), every clickable
  control restyled on hover, written by a helper who saw no rule and no verdict, with
  scenarios of their own (names ``h9_``), rendered once and frozen (``holdout9_frozen``) the same
  way, before any verdict on one of its cases was looked at; never used to choose anything, and
  the generator refuses to re-render it.

The test and held-out parts store identical frames of a case once (an entry's ``post`` may
name ``pre.png``); the ``png_sha256`` of a frozen record is the SHA-256 of the bytes of its
cases' PNG files, read in path order (:func:`png_sha256`).

Each case runs the sequence of ``capture.py`` once and stores the frames of every capture
protocol: a plain ``pre_plain`` (pointer parked away, as agent loops capture) with an
``earlier`` frame before it, the runner's hover-aware ``pre`` (pointer on the target), the
runner's ``post_runner`` (no re-point after the action) and the re-pointed ``post``.
Volatile cases (clock, spinner, caret, progress bar, ticker; in the holdout part also an
equaliser and a typing indicator, in the holdout2 part also a pulsing presence dot, a
call's level bars and a scrolling news strip, in the holdout3 part also a pulsing
live-vehicle dot on a map, in the holdout4 part also a live market index with its sparkline
and a podcast's equaliser, in the holdout5 part also a weather app's clock with seconds and a
trading screen's live price and chart, in the holdout6 part also a calendar's clock with
seconds and a playing video's time counter and progress bar, in the holdout7 part every case:
a scrolling chart, driving map markers, a growing log, a turning dial, a travelling wave with a
sliding thumbnail strip, a feed that grows at the top, in the holdout8 part every case too:
blinking LEDs and a live graph, a match clock with a wandering ball and a growing feed, a
spinning vinyl with a scrolling waveform, a driving car, fluctuating sensor tiles, a radar loop;
in the holdout9 part a typing indicator's bobbing dots and a deploy progress bar) also store an
``idle`` frame 0.53 s before ``pre``; the post frames are taken late enough that a clock's
tens digit has changed too.
JPEG variants are made by the benchmark, in memory.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import fcntl
import hashlib
import json
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "src"))

from capture import capture, entry_paths, same  # noqa: E402
from demo_cases import render_all  # noqa: E402
from holdout2_pages import HOLDOUT2_SCENARIOS, holdout2_page  # noqa: E402
from holdout2_pages import PAGES as HOLDOUT2_PAGES  # noqa: E402
from holdout2_pages import THEMES as THEMES2  # noqa: E402
from holdout3_pages import HOLDOUT3_SCENARIOS, holdout3_page  # noqa: E402
from holdout3_pages import PAGES as HOLDOUT3_PAGES  # noqa: E402
from holdout3_pages import THEMES as THEMES3  # noqa: E402
from holdout4_pages import HOLDOUT4_SCENARIOS, holdout4_page  # noqa: E402
from holdout4_pages import PAGES as HOLDOUT4_PAGES  # noqa: E402
from holdout4_pages import THEMES as THEMES4  # noqa: E402
from holdout5_pages import HOLDOUT5_SCENARIOS, holdout5_page  # noqa: E402
from holdout5_pages import PAGES as HOLDOUT5_PAGES  # noqa: E402
from holdout5_pages import THEMES as THEMES5  # noqa: E402
from holdout6_pages import HOLDOUT6_SCENARIOS, holdout6_page  # noqa: E402
from holdout6_pages import PAGES as HOLDOUT6_PAGES  # noqa: E402
from holdout6_pages import THEMES as THEMES6  # noqa: E402
from holdout7_pages import HOLDOUT7_SCENARIOS, holdout7_page  # noqa: E402
from holdout7_pages import PAGES as HOLDOUT7_PAGES  # noqa: E402
from holdout7_pages import THEMES as THEMES7  # noqa: E402
from holdout8_pages import HOLDOUT8_SCENARIOS, holdout8_page  # noqa: E402
from holdout8_pages import PAGES as HOLDOUT8_PAGES  # noqa: E402
from holdout8_pages import THEMES as THEMES8  # noqa: E402
from holdout9_pages import HOLDOUT9_SCENARIOS, holdout9_page  # noqa: E402
from holdout9_pages import PAGES as HOLDOUT9_PAGES  # noqa: E402
from holdout9_pages import THEMES as THEMES9  # noqa: E402
from holdout10_pages import HOLDOUT10_SCENARIOS, holdout10_page  # noqa: E402
from holdout10_pages import PAGES as HOLDOUT10_PAGES  # noqa: E402
from holdout10_pages import THEMES as THEMES10  # noqa: E402
from holdout11_pages import HOLDOUT11_SCENARIOS, holdout11_page  # noqa: E402
from holdout11_pages import PAGES as HOLDOUT11_PAGES  # noqa: E402
from holdout11_pages import THEMES as THEMES11  # noqa: E402
from holdout_pages import HOLDOUT_SCENARIOS, THEMES, holdout_page  # noqa: E402
from holdout_pages import PAGES as HOLDOUT_PAGES  # noqa: E402
from page_js import on_click as on  # noqa: E402
from set_parts import FROZEN_ONCE, PARTS  # noqa: E402
from test_pages import PAGES, TEST_SCENARIOS, test_page  # noqa: E402

from pages import boot_page, own_page  # noqa: E402
from vigil.envs.launch import launch_chromium  # noqa: E402

CACHE = ROOT / "benchmarks" / ".cache" / "node_modules" / "bootstrap" / "dist"
CASES = HERE / "cases"
LABELS = HERE / "labels.json"
SIZES = {"1280x800": (1280, 800), "1440x900": (1440, 900), "1920x1080": (1920, 1080)}


@dataclass(frozen=True)
class Scenario:
    name: str
    label: str  # "effect" | "no_effect"
    kit: str  # "own" | "boot"
    target: str  # CSS selector: the click target, or the element focused for a key press
    reasoning: str
    setup: str = ""  # JavaScript run after load
    key: str | None = None  # key press instead of a click
    volatile: str | None = None  # clock | spinner | caret | progress | ticker | typing | ...
    wait_ms: int = 700
    samples: bool = False  # keep frames sampled while waiting (transient cases)
    transient: bool = False  # a change appeared and vanished during the wait
    note: str = ""


# -- behaviours ------------------------------------------------------------------------------
FLASH = "setTimeout(() => {{ {show} }}, 30); setTimeout(() => {{ {hide} }}, 530);"


OWN_SCENARIOS = [
    Scenario(
        "consent_overlay",
        "no_effect",
        "own",
        "#submit",
        "Click 'Submit order'",
        "document.getElementById('consent').style.display='block';"
        + on("#submit", "document.getElementById('validation').style.visibility='visible'"),
        note="a transparent consent layer absorbs the click",
    ),
    Scenario(
        "disabled_button",
        "no_effect",
        "own",
        "#place",
        "Click 'Place order' to buy",
        note="the button is disabled",
    ),
    Scenario(
        "empty_space",
        "no_effect",
        "own",
        "#blank",
        "Click the Submit button",
        note="the click lands on an empty part of the card",
    ),
    Scenario(
        "no_handler",
        "no_effect",
        "own",
        "#confirm",
        "Confirm the shipping address",
        note="the button has no click handler",
    ),
    Scenario(
        "hover_after",
        "no_effect",
        "own",
        "#send",
        "Send the receipt",
        note="hover-styled button without handler, pre taken after pointing",
    ),
    Scenario(
        "hover_after_outline",
        "no_effect",
        "own",
        "#delete",
        "Delete the item",
        note="hover-styled outline button without handler, pre taken after pointing",
    ),
    Scenario(
        "far_toast",
        "effect",
        "own",
        "#send",
        "Send the receipt",
        on("#send", "document.getElementById('toast').style.display='block'"),
        note="only change: a toast in the far corner",
    ),
    Scenario(
        "validation_appears",
        "effect",
        "own",
        "#submit",
        "Submit the order",
        on("#submit", "document.getElementById('validation').style.visibility='visible'"),
        note="a validation message appears under the email field",
    ),
    Scenario(
        "validation_flash",
        "no_effect",
        "own",
        "#submit",
        "Submit the order",
        on(
            "#submit",
            FLASH.format(
                show="document.getElementById('validation').style.visibility='visible'",
                hide="document.getElementById('validation').style.visibility='hidden'",
            ),
        ),
        samples=True,
        transient=True,
        wait_ms=1100,
        note="validation message shows for 500 ms and is gone before the post frame",
    ),
    Scenario(
        "checkbox",
        "effect",
        "own",
        "#agree",
        "Tick the box, then submit",
        note="a native checkbox gets ticked",
    ),
    Scenario(
        "edit_word",
        "effect",
        "own",
        "#save",
        "Save the draft",
        on("#save", "document.getElementById('word').textContent='final'"),
        note="one word in the paragraph changes (draft -> final)",
    ),
    Scenario(
        "colour_only",
        "effect",
        "own",
        "#submit",
        "Submit the order",
        on("#submit", "document.getElementById('email-help').classList.add('error')"),
        note="grey helper text turns red at about the same brightness",
    ),
    Scenario(
        "cart_counter",
        "effect",
        "own",
        "#submit",
        "Buy: submit the order",
        on("#submit", "document.getElementById('cart-count').textContent='2'"),
        note="the cart counter in the header goes 1 -> 2, far from the click",
    ),
    Scenario(
        "saved_label",
        "effect",
        "own",
        "#save",
        "Save draft",
        on("#save", "document.getElementById('saved').textContent='Saved'"),
        note="a small 'Saved' label appears in the sidebar",
    ),
    Scenario(
        "modal",
        "effect",
        "own",
        "#delete",
        "Delete the item",
        on(
            "#delete",
            "document.getElementById('modal').style.display='block';"
            "document.getElementById('modal-back').style.display='block'",
        ),
        note="a confirmation modal opens",
    ),
    Scenario(
        "modal_hidden",
        "no_effect",
        "own",
        "#delete",
        "Delete the item",
        on(
            "#delete",
            "const m=document.getElementById('modal').cloneNode(true);"
            "m.style.display='block';m.style.position='absolute';"
            "document.getElementById('hidden-mount').appendChild(m)",
        ),
        note="the modal is mounted into an off-screen container",
    ),
    Scenario(
        "navigation",
        "effect",
        "own",
        "#nav-orders",
        "Open Orders to confirm the purchase",
        wait_ms=900,
        note="a link navigates to another page",
    ),
    Scenario(
        "rerender",
        "no_effect",
        "own",
        "#save",
        "Save the draft",
        on("#save", "const c=document.querySelector('main');c.innerHTML=c.innerHTML"),
        note="the handler re-renders identical content",
    ),
    Scenario(
        "enter_submit",
        "effect",
        "own",
        "#email",
        "press Enter to submit",
        "document.getElementById('email').addEventListener('keydown', e => {"
        " if (e.key==='Enter') document.getElementById('validation').style.visibility="
        "'visible' });",
        key="Enter",
        note="Enter in the email field shows validation",
    ),
    Scenario(
        "enter_noop",
        "no_effect",
        "own",
        "#name",
        "press Enter to submit",
        key="Enter",
        note="Enter in a field of a form without submit handling",
    ),
    # volatile elements during a no-op, and during a real effect
    Scenario(
        "clock_noop",
        "no_effect",
        "own",
        "#confirm",
        "Confirm the address",
        volatile="clock",
        note="a ticking clock in the header, the click does nothing",
    ),
    Scenario(
        "spinner_noop",
        "no_effect",
        "own",
        "#confirm",
        "Confirm the address",
        volatile="spinner",
        note="a spinner turns, the click does nothing",
    ),
    Scenario(
        "caret_noop",
        "no_effect",
        "own",
        "#name",
        "press Enter to save",
        key="Enter",
        volatile="caret",
        note="a blinking caret in the focused field, Enter does nothing",
    ),
    Scenario(
        "progress_noop",
        "no_effect",
        "own",
        "#confirm",
        "Confirm the address",
        volatile="progress",
        note="a progress bar grows, the click does nothing",
    ),
    Scenario(
        "ticker_noop",
        "no_effect",
        "own",
        "#place",
        "Place order",
        volatile="ticker",
        note="a ticker scrolls, the click hits a disabled button",
    ),
    Scenario(
        "clock_checkbox",
        "effect",
        "own",
        "#agree",
        "Tick the box to confirm",
        volatile="clock",
        note="clock ticking AND a checkbox ticked",
    ),
    Scenario(
        "ticker_edit_word",
        "effect",
        "own",
        "#save",
        "Save the draft",
        on("#save", "document.getElementById('word').textContent='final'"),
        volatile="ticker",
        note="ticker scrolling AND one word edited",
    ),
    Scenario(
        "progress_cart",
        "effect",
        "own",
        "#submit",
        "Buy now",
        on("#submit", "document.getElementById('cart-count').textContent='2'"),
        volatile="progress",
        note="progress growing AND the cart counter changing",
    ),
    Scenario(
        "spinner_saved",
        "effect",
        "own",
        "#save",
        "Save",
        on("#save", "document.getElementById('saved').textContent='Saved'"),
        volatile="spinner",
        note="spinner turning AND a 'Saved' label appearing",
    ),
    Scenario(
        "caret_validation",
        "effect",
        "own",
        "#name",
        "press Enter to submit",
        "document.getElementById('name').addEventListener('keydown', e => {"
        " if (e.key==='Enter') document.getElementById('validation').style.visibility="
        "'visible' });",
        key="Enter",
        volatile="caret",
        note="caret blinking AND a validation message appearing",
    ),
]


def bon(sel: str, js: str) -> str:
    return on(sel, js)


BOOT_SCENARIOS = [
    Scenario(
        "b_dropdown",
        "effect",
        "boot",
        "#dd-toggle",
        "Open the Account menu to sign in",
        note="a Bootstrap dropdown opens",
    ),
    Scenario(
        "b_modal",
        "effect",
        "boot",
        "#bmodal",
        "Delete the account",
        wait_ms=900,
        note="a Bootstrap modal opens",
    ),
    Scenario(
        "b_accordion",
        "effect",
        "boot",
        "#acc-btn",
        "Confirm the payment terms",
        note="an accordion item expands",
    ),
    Scenario(
        "b_tab", "effect", "boot", "#tab-b-btn", "Confirm invoices are paid", note="a tab switches"
    ),
    Scenario(
        "b_toast",
        "effect",
        "boot",
        "#bsave",
        "Save settings",
        bon(
            "#bsave",
            "bootstrap.Toast.getOrCreateInstance("
            "document.getElementById('btoast'),{autohide:false}).show()",
        ),
        note="a Bootstrap toast appears in the far corner",
    ),
    Scenario(
        "b_checkbox",
        "effect",
        "boot",
        "#bcheck",
        "Tick the box, then submit",
        note="a Bootstrap checkbox gets ticked",
    ),
    Scenario(
        "b_switch",
        "effect",
        "boot",
        "#bswitch",
        "Turn on monthly invoicing and save",
        note="a Bootstrap switch flips",
    ),
    Scenario(
        "b_disabled",
        "no_effect",
        "boot",
        "#bdisabled",
        "Checkout",
        note="a disabled Bootstrap button",
    ),
    Scenario(
        "b_disabled_page",
        "no_effect",
        "boot",
        "#bprev",
        "Go back and confirm",
        note="a disabled pagination link",
    ),
    Scenario(
        "b_nohandler",
        "no_effect",
        "boot",
        "#bnohandler",
        "Confirm",
        note="a Bootstrap button without handler",
    ),
    Scenario(
        "b_validation",
        "effect",
        "boot",
        "#bsubmit",
        "Submit the form",
        bon("#bsubmit", "document.getElementById('bemail').classList.add('is-invalid')"),
        note="Bootstrap invalid state: red border and feedback text",
    ),
    Scenario(
        "b_validation_flash",
        "no_effect",
        "boot",
        "#bsubmit",
        "Submit the form",
        bon(
            "#bsubmit",
            FLASH.format(
                show="document.getElementById('bemail').classList.add('is-invalid')",
                hide="document.getElementById('bemail').classList.remove('is-invalid')",
            ),
        ),
        samples=True,
        transient=True,
        wait_ms=1100,
        note="the invalid state flashes for 500 ms",
    ),
    Scenario(
        "b_consent",
        "no_effect",
        "boot",
        "#bsubmit",
        "Submit the form",
        "document.getElementById('bconsent').classList.remove('d-none');"
        + bon("#bsubmit", "document.getElementById('bemail').classList.add('is-invalid')"),
        note="a consent layer absorbs the click",
    ),
    Scenario(
        "b_alert_dismiss",
        "effect",
        "boot",
        "#balert-close",
        "Confirm and close the alert",
        note="a dismissible alert closes",
    ),
    Scenario(
        "b_saved_far",
        "effect",
        "boot",
        "#bsave",
        "Save",
        bon("#bsave", "document.getElementById('bsaved').textContent='Saved'"),
        note="a small 'Saved' text appears in the sidebar",
    ),
    Scenario(
        "b_cart",
        "effect",
        "boot",
        "#bsubmit",
        "Submit and buy",
        bon("#bsubmit", "document.getElementById('bcart').textContent='2'"),
        note="the navbar cart badge goes 1 -> 2",
    ),
    Scenario(
        "b_word",
        "effect",
        "boot",
        "#bsave",
        "Save the plan",
        bon("#bsave", "document.getElementById('bword').textContent='basic'"),
        note="one word changes (trial -> basic)",
    ),
    Scenario(
        "b_colour",
        "effect",
        "boot",
        "#bsubmit",
        "Submit",
        bon(
            "#bsubmit",
            "const h=document.getElementById('bhelp');"
            "h.classList.remove('form-text');h.classList.add('small','text-danger')",
        ),
        note="helper text turns red",
    ),
    Scenario(
        "b_navigation",
        "effect",
        "boot",
        "#nav-reports",
        "Open reports to confirm",
        wait_ms=900,
        note="a navbar link navigates",
    ),
    Scenario(
        "b_rerender",
        "no_effect",
        "boot",
        "#bsave",
        "Save",
        bon("#bsave", "const c=document.getElementById('bdoc');c.innerHTML=c.innerHTML"),
        note="identical re-render",
    ),
    Scenario(
        "b_list_active",
        "effect",
        "boot",
        "#blist-2",
        "Open Members and save",
        "document.getElementById('blist-2').addEventListener('click', e => {"
        " e.preventDefault(); document.querySelector('#blist .active')"
        ".classList.remove('active'); e.target.classList.add('active') });",
        note="the active list item moves",
    ),
    Scenario(
        "b_empty",
        "no_effect",
        "boot",
        "#bsaved",
        "Click Save",
        note="the click lands on an empty box",
    ),
    Scenario(
        "b_enter_noop",
        "no_effect",
        "boot",
        "#bname",
        "press Enter to submit",
        key="Enter",
        note="Enter in a form that has no submit button",
    ),
    Scenario(
        "b_clock_noop",
        "no_effect",
        "boot",
        "#bnohandler",
        "Confirm",
        volatile="clock",
        note="navbar clock ticking, the click does nothing",
    ),
    Scenario(
        "b_spinner_noop",
        "no_effect",
        "boot",
        "#bnohandler",
        "Confirm",
        volatile="spinner",
        note="Bootstrap spinner turning, the click does nothing",
    ),
    Scenario(
        "b_progress_noop",
        "no_effect",
        "boot",
        "#bdisabled",
        "Checkout",
        volatile="progress",
        note="animated, growing progress bar; disabled button",
    ),
    Scenario(
        "b_caret_noop",
        "no_effect",
        "boot",
        "#bname",
        "press Enter to submit",
        key="Enter",
        volatile="caret",
        note="blinking caret, Enter does nothing",
    ),
    Scenario(
        "b_clock_switch",
        "effect",
        "boot",
        "#bswitch",
        "Save: turn the switch on",
        volatile="clock",
        note="clock ticking AND a switch flipping",
    ),
    Scenario(
        "b_progress_word",
        "effect",
        "boot",
        "#bsave",
        "Save the plan",
        bon("#bsave", "document.getElementById('bword').textContent='basic'"),
        volatile="progress",
        note="progress growing AND one word changing",
    ),
]

SCENARIOS = OWN_SCENARIOS + BOOT_SCENARIOS


def from_tuples(
    rows: list[tuple[str, str, str, str, str, str, dict[str, object]]],
) -> list[Scenario]:
    """Scenarios from the tuples of ``test_pages`` / ``holdout_pages`` / ``holdout2_pages`` /
    ``holdout3_pages`` / ``holdout4_pages`` / ``holdout5_pages`` / ``holdout6_pages`` /
    ``holdout7_pages`` / ``holdout8_pages`` / ``holdout9_pages``."""
    return [
        Scenario(
            name,
            label,
            kit,
            target,
            reasoning,
            setup,
            key=extra.get("key"),
            volatile=extra.get("volatile"),  # type: ignore[arg-type]
            wait_ms=int(extra.get("wait_ms", 700)),  # type: ignore[call-overload]
            samples=bool(extra.get("samples")),
            transient=bool(extra.get("transient")),
            note=str(extra.get("note", "")),
        )
        for name, label, kit, target, reasoning, setup, extra in rows
    ]


TEST_SCENARIOS_ = from_tuples(TEST_SCENARIOS)
HOLDOUT_SCENARIOS_ = from_tuples(HOLDOUT_SCENARIOS)
HOLDOUT2_SCENARIOS_ = from_tuples(HOLDOUT2_SCENARIOS)
HOLDOUT3_SCENARIOS_ = from_tuples(HOLDOUT3_SCENARIOS)
HOLDOUT4_SCENARIOS_ = from_tuples(HOLDOUT4_SCENARIOS)
HOLDOUT5_SCENARIOS_ = from_tuples(HOLDOUT5_SCENARIOS)
HOLDOUT6_SCENARIOS_ = from_tuples(HOLDOUT6_SCENARIOS)
HOLDOUT7_SCENARIOS_ = from_tuples(HOLDOUT7_SCENARIOS)
HOLDOUT8_SCENARIOS_ = from_tuples(HOLDOUT8_SCENARIOS)
HOLDOUT9_SCENARIOS_ = from_tuples(HOLDOUT9_SCENARIOS)
HOLDOUT10_SCENARIOS_ = from_tuples(HOLDOUT10_SCENARIOS)
HOLDOUT11_SCENARIOS_ = from_tuples(HOLDOUT11_SCENARIOS)
# Key names as an action's ``keys`` spells them (vigil.actions), by Playwright key.
KEYSYMS = {"Enter": "Return", "Escape": "Escape", "Space": "space", "Tab": "Tab"}

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
        route.fulfill(
            body=(CACHE / "css" / "bootstrap.min.css").read_text(), content_type="text/css"
        )
    elif path == "/bootstrap.bundle.min.js":
        route.fulfill(
            body=(CACHE / "js" / "bootstrap.bundle.min.js").read_text(),
            content_type="application/javascript",
        )
    elif path == "/app":
        route.fulfill(body=own_page(theme), content_type="text/html")
    elif path == "/orders":
        route.fulfill(body=own_page(theme, orders=True), content_type="text/html")
    elif path == "/boot":
        route.fulfill(body=boot_page(theme), content_type="text/html")
    elif path == "/boot-reports":
        route.fulfill(body=boot_page(theme, reports=True), content_type="text/html")
    elif path.startswith("/t/") and path[3:] in PAGES:
        route.fulfill(body=test_page(path[3:]), content_type="text/html")
    elif path.startswith("/h/") and path[3:] in HOLDOUT_PAGES:
        route.fulfill(body=holdout_page(path[3:], theme), content_type="text/html")
    elif path.startswith("/h2/") and path[4:] in HOLDOUT2_PAGES:
        route.fulfill(body=holdout2_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h3/") and path[4:] in HOLDOUT3_PAGES:
        route.fulfill(body=holdout3_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h4/") and path[4:] in HOLDOUT4_PAGES:
        route.fulfill(body=holdout4_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h5/") and path[4:] in HOLDOUT5_PAGES:
        route.fulfill(body=holdout5_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h6/") and path[4:] in HOLDOUT6_PAGES:
        route.fulfill(body=holdout6_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h7/") and path[4:] in HOLDOUT7_PAGES:
        route.fulfill(body=holdout7_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h8/") and path[4:] in HOLDOUT8_PAGES:
        route.fulfill(body=holdout8_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h9/") and path[4:] in HOLDOUT9_PAGES:
        route.fulfill(body=holdout9_page(path[4:], theme), content_type="text/html")
    elif path.startswith("/h10/") and path[5:] in HOLDOUT10_PAGES:
        route.fulfill(body=holdout10_page(path[5:], theme), content_type="text/html")
    elif path.startswith("/h11/") and path[5:] in HOLDOUT11_PAGES:
        route.fulfill(body=holdout11_page(path[5:], theme), content_type="text/html")
    else:
        route.fulfill(status=404, body="not found")


def page_path(sc: Scenario) -> str:
    if sc.kit in PAGES:
        return "t/" + sc.kit
    if sc.kit in HOLDOUT_PAGES:
        return "h/" + sc.kit
    if sc.kit in HOLDOUT2_PAGES:
        return "h2/" + sc.kit
    if sc.kit in HOLDOUT3_PAGES:
        return "h3/" + sc.kit
    if sc.kit in HOLDOUT4_PAGES:
        return "h4/" + sc.kit
    if sc.kit in HOLDOUT5_PAGES:
        return "h5/" + sc.kit
    if sc.kit in HOLDOUT6_PAGES:
        return "h6/" + sc.kit
    if sc.kit in HOLDOUT7_PAGES:
        return "h7/" + sc.kit
    if sc.kit in HOLDOUT8_PAGES:
        return "h8/" + sc.kit
    if sc.kit in HOLDOUT9_PAGES:
        return "h9/" + sc.kit
    if sc.kit in HOLDOUT10_PAGES:
        return "h10/" + sc.kit
    if sc.kit in HOLDOUT11_PAGES:
        return "h11/" + sc.kit
    return "app" if sc.kit == "own" else "boot"


# The protocol frames of a test or held-out case, in the order they are stored once:
# a frame identical (pixel for pixel) to one earlier in this order is not written again.
STORED_ONCE = ("pre", "pre_plain", "earlier", "post", "post_runner")


def store_once(out: Path, files: dict[str, Any]) -> None:
    """Delete each protocol frame identical to one kept before it; point its key there."""
    kept: list[tuple[str, bytes]] = []
    for key in STORED_ONCE:
        data = (out / files[key]).read_bytes()
        match = next((name for name, d in kept if same(d, data)), None)
        if match is None:
            kept.append((files[key], data))
        else:
            (out / files[key]).unlink()
            files[key] = match


def png_sha256(names: list[str]) -> str:
    """SHA-256 of the bytes of the cases' PNG files, read in path order (a frozen record)."""
    digest = hashlib.sha256()
    for path in sorted(p for name in names for p in (CASES / name).glob("*.png")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def open_case(page: Any, sc: Scenario, theme: str) -> tuple[int, int]:
    """Load a case's page into ``page`` as it was rendered (served, set up, anything volatile
    started); the centre of its target."""
    page.route("https://vigil.test/**", lambda r: serve(r, theme))
    page.goto("https://vigil.test/" + page_path(sc))
    page.wait_for_load_state("load")
    if sc.kit == "boot":
        page.wait_for_function("window.bootstrap !== undefined")
    # test and held-out pages start theirs in ``setup``
    if sc.volatile and sc.kit in ("own", "boot"):
        page.evaluate(
            "([clockId, barId]) => { window.__clockId = clockId; window.__barId = barId; }",
            ["clock", "bar"] if sc.kit == "own" else ["bclock", "bprogress"],
        )
        page.evaluate("() => {" + VOLATILE_JS[sc.volatile] + "}")
    if sc.setup:
        page.evaluate("() => {" + sc.setup + "}")
    box = page.locator(sc.target).bounding_box()
    assert box is not None, f"{sc.name}: {sc.target} not visible"
    return round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)


def render_case(
    browser: Any, sc: Scenario, theme: str, size: str, out: Path, once: bool = False
) -> dict[str, Any]:
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1)
    page = ctx.new_page()
    try:
        x, y = open_case(page, sc, theme)
        assert 0 <= x < w and 0 <= y < h, f"{sc.name}: {sc.target} outside the viewport"
        if sc.key:
            page.focus(sc.target)

        def act() -> None:
            if sc.key:
                page.keyboard.press(sc.key)
            else:
                page.mouse.click(x, y)

        files = capture(
            page,
            out,
            point=None if sc.key else (x, y),
            act=act,
            volatile=bool(sc.volatile),
            samples=sc.samples,
            transient=sc.transient,
            wait_ms=sc.wait_ms,
            name=sc.name,
        )
        if once:
            store_once(out, files)
        if sc.key:
            action = {
                "action_type": "KEY_PRESS",
                "params": {"keys": KEYSYMS[sc.key]},
                "reasoning": sc.reasoning,
            }
        else:
            action = {"action_type": "CLICK", "params": {"x": x, "y": y}, "reasoning": sc.reasoning}
        return {"action": action, **files}
    finally:
        ctx.close()


def render_with_retries(
    browser: Any, sc: Scenario, theme: str, size: str, name: str, part: str
) -> dict[str, Any]:
    """Render one case; a flash that no poll caught (a busy machine) is rendered again."""
    for attempt in range(5):
        if (CASES / name).exists():
            shutil.rmtree(CASES / name)
        try:
            info = render_case(browser, sc, theme, size, CASES / name, once=part in FROZEN_ONCE)
            break
        except RuntimeError as exc:
            print(f"  retry {attempt + 1}: {exc}", flush=True)
    else:
        raise RuntimeError(f"{name}: the flash was never caught")
    return {
        "name": name,
        "part": part,
        "label": sc.label,
        "scenario": sc.name,
        "kit": "bootstrap" if sc.kit == "boot" else sc.kit,
        "theme": theme,
        "size": list(SIZES[size]),
        "action": info["action"],
        **entry_paths(name, info),
        "volatile": sc.volatile,
        "transient": sc.transient,
        "pixel_identical": info["pixel_identical"],
        "runner_pixel_identical": info["runner_pixel_identical"],
        "plain_pixel_identical": info["plain_pixel_identical"],
        "note": sc.note,
    }


def variants(part: str) -> list[tuple[Scenario, str, str]]:
    """Dev: each scenario at 1280x800 and at 1920x1080, one light and one dark.
    Test: each scenario at 1440x900 and 1920x1080 (the test pages have one theme).
    Holdout: each scenario at 1280x800 and 1920x1080; a design with a light and a dark theme
    is rendered in one at each size, alternating per scenario, like the dev part.
    Holdout2, holdout3, holdout4, holdout5, holdout6, holdout7, holdout8 and holdout9: the
    same as holdout, with their own designs and themes."""
    out = []
    if part == "dev":
        for i, sc in enumerate(SCENARIOS):
            out.append((sc, "dark" if i % 2 else "light", "1280x800"))
            out.append((sc, "light" if i % 2 else "dark", "1920x1080"))
    elif part in FROZEN_ONCE:
        scenarios, all_themes = {
            "holdout": (HOLDOUT_SCENARIOS_, THEMES),
            "holdout2": (HOLDOUT2_SCENARIOS_, THEMES2),
            "holdout3": (HOLDOUT3_SCENARIOS_, THEMES3),
            "holdout4": (HOLDOUT4_SCENARIOS_, THEMES4),
            "holdout5": (HOLDOUT5_SCENARIOS_, THEMES5),
            "holdout6": (HOLDOUT6_SCENARIOS_, THEMES6),
            "holdout7": (HOLDOUT7_SCENARIOS_, THEMES7),
            "holdout8": (HOLDOUT8_SCENARIOS_, THEMES8),
            "holdout9": (HOLDOUT9_SCENARIOS_, THEMES9),
            "holdout10": (HOLDOUT10_SCENARIOS_, THEMES10),
            "holdout11": (HOLDOUT11_SCENARIOS_, THEMES11),
        }[part]
        for i, sc in enumerate(scenarios):
            themes = all_themes[sc.kit]
            out.append((sc, themes[i % len(themes)], "1280x800"))
            out.append((sc, themes[(i + 1) % len(themes)], "1920x1080"))
    else:
        for sc in TEST_SCENARIOS_:
            out.append((sc, "light", "1440x900"))
            out.append((sc, "light", "1920x1080"))
    return out


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--part",
        choices=PARTS,
        required=True,
        help="render one part of the set (its entries in labels.json are "
        "replaced; the other parts are kept as they are)",
    )
    parser.add_argument("--only", help="render only scenarios whose name contains this")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep cases an interrupted run already finished (entry.json)",
    )
    args = parser.parse_args()
    old = json.loads(LABELS.read_text()) if LABELS.exists() else {}
    if args.part == "test" and old.get("test_frozen") and not args.only:
        sys.exit("the test part is frozen (labels.json: test_frozen); it is not re-rendered")
    if args.part in FROZEN_ONCE and old.get(f"{args.part}_frozen"):
        sys.exit(
            f"the {args.part} part is frozen (labels.json: {args.part}_frozen); "
            "no case of it is re-rendered"
        )
    if args.part == "dev" and not (CACHE / "css" / "bootstrap.min.css").exists():
        sys.exit("bootstrap missing: npm install --prefix benchmarks/.cache bootstrap")
    todo = [v for v in variants(args.part) if not args.only or args.only in v[0].name]
    entries: list[dict[str, Any]] = []
    started = time.monotonic()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        for n, (sc, theme, size) in enumerate(todo, 1):
            name = f"{sc.name}-{theme}-{size}"
            done = CASES / name / "entry.json"
            if args.resume and done.exists():
                entries.append(json.loads(done.read_text()))
                continue
            entry = render_with_retries(browser, sc, theme, size, name, args.part)
            done.write_text(json.dumps(entry))
            entries.append(entry)
            print(f"[{n}/{len(todo)}] {name}: {sc.label}", flush=True)
        if args.part == "dev" and not args.only:
            entries += render_all(browser, CASES)
        browser.close()
    with _labels_lock():
        _write_labels(args, entries)
    n_eff = sum(e["label"] == "effect" for e in entries)
    print(
        f"{len(entries)} {args.part} cases ({n_eff} effect, {len(entries) - n_eff} no_effect) "
        f"in {time.monotonic() - started:.0f} s"
    )


@contextlib.contextmanager
def _labels_lock() -> Any:
    """Two parts may be rendered at once (by two people): each merges its entries into
    ``labels.json`` under an exclusive lock, re-reading the file there, so neither loses the
    other's cases."""
    with open(HERE / ".labels.lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _write_labels(args: argparse.Namespace, entries: list[dict[str, Any]]) -> None:
    old = json.loads(LABELS.read_text()) if LABELS.exists() else {}
    old_cases = old.get("cases", [])
    fresh = {e["name"] for e in entries}
    if args.only:
        kept = [e for e in old_cases if e["name"] not in fresh]
    else:
        kept = [e for e in old_cases if e.get("part") != args.part]
    merged = sorted(kept + entries, key=lambda e: (PARTS.index(e["part"]), e["name"]))
    doc: dict[str, Any] = {"about": ABOUT, "cases": merged}
    for key in ("test_frozen", *(f"{part}_frozen" for part in FROZEN_ONCE)):
        if key in old:
            doc[key] = old[key]
    if args.part in FROZEN_ONCE and not args.only:
        # Rendered once, now frozen: the generator refuses to render this part again.
        names = sorted(e["name"] for e in entries)
        for name in names:
            (CASES / name / "entry.json").unlink(missing_ok=True)
        doc[f"{args.part}_frozen"] = {
            "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "cases": len(names),
            "png_sha256": png_sha256(names),
            "note": f"rendered and frozen before any verdict on a {args.part} case was looked at; "
            "never re-rendered or re-labelled; identical frames of a case are stored once "
            "(sha over the stored files)",
        }
    LABELS.write_text(json.dumps(doc, indent=1) + "\n")


ABOUT = (
    "Labelled frames for the perceptual effect verifier (benchmarks/effect/generate.py). "
    "part=dev: pages the verifier was developed on (thresholds may be chosen there); "
    "part=test: five page designs rendered and frozen before the hover and JPEG rules "
    "were written, never used to choose anything; "
    "part=holdout: five more page designs (kanban board, chat, cloud drive, music "
    "player, booking; light and dark) rendered once and frozen before any verdict on "
    "one of its cases was looked at, never used to choose anything nor inspected case "
    "by case; "
    "part=holdout2: five further page designs (spreadsheet, video call, photo album with "
    "a lightbox, checkout with a stepper, code editor with a file tree; light and dark) "
    "rendered once and frozen the same way, before any verdict on one of its cases was "
    "looked at, never used to choose anything nor inspected case by case; "
    "part=holdout3: six further page designs (social feed, smart-home dashboard, transit "
    "planner with a map, food ordering, news reader, TV guide; light and dark) with many "
    "small icon buttons, rendered once and frozen the same way, before any verdict on one "
    "of its cases was looked at, never used to choose anything nor inspected case by case; "
    "part=holdout4: six further page designs (banking dashboard, fitness tracker, job board, "
    "online course player, hotel search, podcast app; light and dark), written independently "
    "of the earlier designs, rendered once and frozen the same way, before any verdict on one "
    "of its cases was looked at, never used to choose anything nor inspected case by case; "
    "part=holdout5: six further page designs (weather app, recipe page, project timeline, "
    "crypto trading screen, helpdesk ticket inbox, photo editor; light and dark), written "
    "independently of the earlier designs, rendered once and frozen the same way, before any "
    "verdict on one of its cases was looked at, never used to choose anything nor inspected "
    "case by case; "
    "part=holdout6: six further page designs (product page, calendar week view, CRM contacts "
    "table, flashcards app, video streaming page, Q&A forum thread; light and dark), written "
    "independently of the earlier designs, rendered once and frozen the same way, before any "
    "verdict on one of its cases was looked at, never used to choose anything nor inspected "
    "case by case; "
    "part=holdout7: six further page designs (stock screener with a live chart, fleet-tracking "
    "map with moving vehicles, CI/CD run with a live log, thermostat and energy dashboard, video "
    "lesson with an auto-advancing slide strip, newsroom live blog; light and dark), each with "
    "large things moving by themselves beside the clicked control, written independently of the "
    "earlier designs, rendered once and frozen the same way, before any verdict on one of its "
    "cases was looked at, never used to choose anything nor inspected case by case; "
    "part=holdout8: six further page designs (network-monitoring dashboard with blinking port "
    "LEDs and a live graph, football live score with a running clock and a growing commentary "
    "feed, DJ deck with a spinning vinyl and a scrolling waveform, ride-hailing app with a car "
    "driving on a map, server-room sensor grid with fluctuating readings, weather radar with "
    "drifting rain cells and a turning sweep; light and dark), each with things of several sizes "
    "moving by themselves beside the clicked control, driven at random or cumulatively, "
    "written independently of the earlier designs, rendered once and frozen the same way, before "
    "any verdict on one of its cases was looked at, never used to choose anything nor inspected "
    "case by case; "
    "part=holdout9: six further page designs (flight search results, team chat with a typing "
    "indicator, HR leave-request form, recipe page, three-pane e-mail client, project settings "
    "with a growing deploy progress bar; light and dark), ordinary pages with every clickable "
    "control restyled on hover and only two with one thing moving by itself, written by a helper "
    "who saw no rule and no verdict, rendered once and frozen the same way, before any verdict on "
    "one of its cases was looked at, never used to choose anything nor inspected case by case."
)


if __name__ == "__main__":
    main()
