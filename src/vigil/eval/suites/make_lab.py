"""Write the lab suite: small single-page tasks with traps, their pages and task files.

Run ``python -m vigil.eval.suites.make_lab`` after changing a task below. Every control on
a lab page is absolutely positioned from the geometry given here, so a scripted click's
coordinates are the centre of the box this file placed, not a number typed by hand; the
integration test checks with ``document.elementFromPoint`` that each click lands on the
element it names.

Pages go to ``vigil/demo/static/lab/`` (the demo shop serves them at ``/lab/NAME.html``),
task files to ``vigil/eval/suites/lab/``, and the suite to ``vigil/eval/suites/lab.yaml``.

Each task is one of three kinds:

* *effect traps* — a committing click (submit, save, send, delete, confirm) that silently
  does nothing the first time (a covering layer, a hidden dialog, a warming-up widget, a
  flashed error). The scripted brain has the fix as its fallback, which it takes only when
  told the click had no effect: the ``perceptual_verify`` arm should succeed, the other not.
* *progress, not loops* — the same click repeated with visible progress (a pager, a
  carousel, a stepper): fixed loop windows stop the run, adaptive ones should not.
* *controls* — tasks with no trap (both arms should succeed) and real loops (a dead pager, a
  captcha that never resolves: no arm can succeed).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["LAB_TASKS", "LabTask", "main", "write_lab"]


@dataclass(frozen=True)
class Box:
    x: int
    y: int
    w: int = 200
    h: int = 48

    @property
    def style(self) -> str:
        return f"left:{self.x}px;top:{self.y}px;width:{self.w}px;height:{self.h}px"

    @property
    def centre(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2


def button(ident: str, label: str, box: Box, cls: str = "b") -> str:
    return f'<button id="{ident}" class="{cls}" style="{box.style}">{label}</button>'


def field_(ident: str, box: Box, placeholder: str = "") -> str:
    return f'<input id="{ident}" class="f" style="{box.style}" placeholder="{placeholder}">'


def click(box: Box, why: str, target: str) -> dict[str, Any]:
    x, y = box.centre
    return {"action_type": "CLICK", "params": {"x": x, "y": y}, "reasoning": why, "_target": target}


def typing(text: str, why: str) -> dict[str, Any]:
    return {"action_type": "TYPE", "params": {"text": text}, "reasoning": why}


def key(keys: str, why: str) -> dict[str, Any]:
    return {"action_type": "KEY_PRESS", "params": {"keys": keys}, "reasoning": why}


def wait(seconds: float, why: str) -> dict[str, Any]:
    return {"action_type": "WAIT", "params": {"seconds": seconds}, "reasoning": why}


def step(
    action: dict[str, Any], fallback: list[dict[str, Any]] | None = None, repeat: int = 1
) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action}
    if fallback:
        out["fallback"] = fallback
    if repeat != 1:
        out["repeat"] = repeat
    return out


@dataclass(frozen=True)
class LabTask:
    name: str
    kind: str  # "effect" | "progress" | "control" | "loop"
    title: str
    goal: str
    trap: str
    body: str
    script: str
    steps: list[dict[str, Any]]
    success: dict[str, Any]
    max_steps: int = 20
    expect: dict[str, Any] = field(default_factory=dict)


# -- geometry shared by the pages ------------------------------------------------------------
NAME = Box(60, 200, 360, 48)
EMAIL = Box(60, 290, 360, 48)
SUBMIT = Box(60, 400, 200, 52)
SIDE = Box(700, 400, 220, 52)
LOW = Box(60, 520, 260, 52)
NEXT = Box(980, 700, 200, 52)
CHECK = Box(60, 340, 32, 32)


def _form_basic() -> LabTask:
    return LabTask(
        "form_basic",
        "control",
        "Contact form",
        "Send the contact form as Ada",
        "none: the control task",
        field_("name", NAME, "Your name") + button("submit", "Submit", SUBMIT),
        "on('submit', () => { const n = val('name'); if (n) done('Thanks, ' + n); });",
        [
            step(click(NAME, "Focus the name field", "name")),
            step(typing("Ada", "Enter the name")),
            step(click(SUBMIT, "Submit the form", "submit")),
        ],
        {"text": "Thanks, Ada", "js": "() => document.getElementById('name').value === 'Ada'"},
    )


def _form_overlay() -> LabTask:
    layer = Box(0, 0, 1280, 800)
    close = Box(1000, 120, 180, 48)
    return LabTask(
        "form_overlay",
        "effect",
        "Send a message",
        "Send the message form",
        "a transparent promo layer covers the page and swallows the submit click",
        field_("name", NAME, "Message")
        + button("submit", "Send", SUBMIT)
        + f'<div id="layer" class="layer" style="{layer.style}"></div>'
        + '<div class="promo" style="left:960px;top:60px;width:260px;height:130px">'
        "Join our newsletter!</div>" + button("close", "No thanks", close, "b alt top"),
        "on('submit', () => done('Message sent'));"
        "on('close', () => { hide('layer'); hide('close'); document.querySelector('.promo')"
        ".remove(); });",
        [
            step(
                click(SUBMIT, "Send the message: submit", "layer"),
                [click(close, "Close the newsletter prompt that may cover the page", "close")],
            )
        ],
        {"text": "Message sent"},
    )


def _form_disabled() -> LabTask:
    return LabTask(
        "form_disabled",
        "effect",
        "Register",
        "Register an account",
        "Register looks enabled but ignores clicks until the terms box is ticked",
        f'<input type="checkbox" id="agree" class="c" style="{CHECK.style}">'
        '<label for="agree" class="lbl" style="left:110px;top:342px">I agree to the terms</label>'
        + button("submit", "Register", SUBMIT),
        "on('submit', () => { if ($('agree').checked) done('Registered'); });",
        [
            step(
                click(SUBMIT, "Register the account", "submit"),
                [click(CHECK, "Tick the terms box", "agree")],
            )
        ],
        {"text": "Registered", "js": "() => document.getElementById('agree').checked"},
    )


def _form_flash() -> LabTask:
    return LabTask(
        "form_flash",
        "effect",
        "Newsletter",
        "Subscribe to the newsletter",
        "submitting the empty form flashes an error for 300 ms: nothing lasting happens",
        field_("email", EMAIL, "Email")
        + button("submit", "Subscribe", SUBMIT)
        + '<div id="err" class="err" style="left:60px;top:470px"></div>',
        "on('submit', () => { if (val('email').includes('@')) { done('Subscribed'); return; }"
        " flash('err', 'Enter an email address', 300); });",
        [
            step(
                click(SUBMIT, "Submit the subscription", "submit"),
                [
                    click(EMAIL, "Focus the email field", "email"),
                    typing("ada@lab.test", "Enter an email address"),
                ],
            )
        ],
        {"text": "Subscribed"},
    )


def _form_enter() -> LabTask:
    search = Box(60, 200, 500, 48)
    go = Box(580, 200, 140, 48)
    return LabTask(
        "form_enter",
        "effect",
        "Search",
        "Search the catalogue for mugs",
        "Return in the search field does nothing (no form): only the Search button works",
        field_("q", search, "Search") + button("go", "Search", go),
        "on('go', () => { if (val('q')) done('3 results for ' + val('q')); });",
        [
            step(click(search, "Focus the search field", "q")),
            step(typing("mugs", "Type the query")),
            step(
                key("Return", "Submit the search"),
                [click(go, "Press the Search button instead", "go")],
            ),
        ],
        {"text": "3 results for mugs"},
    )


def _two_step() -> LabTask:
    nxt = Box(60, 400, 200, 52)
    sub = Box(60, 400, 240, 52)
    toast = Box(40, 380, 480, 100)
    close = Box(440, 404, 52, 52)
    return LabTask(
        "form_two_step",
        "effect",
        "Two-step form",
        "Finish the two-step application",
        "after Next a 'Draft saved' toast sits over the Submit button until it is closed",
        field_("name", NAME, "Full name")
        + button("next", "Next", nxt)
        + button("submit", "Submit application", sub, "b gone")
        + f'<div id="toast" class="toast gone" style="{toast.style}">Draft saved</div>'
        + button("close", "✕", close, "b alt top gone"),
        "on('next', () => { hide('next'); show('submit'); show('toast'); show('close'); });"
        "on('close', () => { hide('toast'); hide('close'); });"
        "on('submit', () => done('Application received'));",
        [
            step(click(NAME, "Focus the name field", "name")),
            step(typing("Ada Lovelace", "Name")),
            step(click(nxt, "Go to the next page", "next")),
            step(
                click(sub, "Submit the application", "toast"),
                [click(close, "Close the notification over the form", "close")],
            ),
        ],
        {"text": "Application received"},
    )


def _toggle_save() -> LabTask:
    sw = Box(60, 220, 80, 40)
    save = Box(60, 400, 200, 52)
    return LabTask(
        "toggle_save",
        "control",
        "Notifications",
        "Turn email alerts on and save",
        "none: a switch, then Save",
        f'<div id="sw" class="sw" style="{sw.style}"><span></span></div>'
        '<div class="lbl" style="left:160px;top:228px">Email alerts</div>'
        + button("save", "Save", save),
        "on('sw', () => document.getElementById('sw').classList.toggle('on'));"
        "on('save', () => { const on = document.getElementById('sw').classList.contains('on');"
        " localStorage.setItem('lab-alerts', on ? 'on' : 'off'); done('Saved: alerts ' +"
        " (on ? 'on' : 'off')); });",
        [
            step(click(sw, "Switch email alerts on", "sw")),
            step(click(save, "Save the settings", "save")),
        ],
        {"text": "Saved: alerts on", "js": "() => localStorage.getItem('lab-alerts') === 'on'"},
    )


def _toggle_banner() -> LabTask:
    sw = Box(60, 220, 80, 40)
    save = Box(60, 700, 220, 52)
    got = Box(1000, 700, 160, 52)
    return LabTask(
        "toggle_banner",
        "effect",
        "Privacy settings",
        "Turn tracking off and save",
        "a terms banner pinned to the bottom covers the Save button",
        f'<div id="sw" class="sw on" style="{sw.style}"><span></span></div>'
        '<div class="lbl" style="left:160px;top:228px">Allow tracking</div>'
        + button("save", "Save settings", save)
        + '<div id="banner" class="banner" style="left:0;top:660px;width:1280px;height:140px">'
        "We updated our terms.</div>" + button("got", "Got it", got, "b top"),
        "on('sw', () => document.getElementById('sw').classList.toggle('on'));"
        "on('got', () => { hide('banner'); hide('got'); });"
        "on('save', () => done('Settings saved'));",
        [
            step(click(sw, "Switch tracking off", "sw")),
            step(
                click(save, "Save the settings", "banner"),
                [click(got, "Dismiss the banner over the page", "got")],
            ),
        ],
        {
            "text": "Settings saved",
            "js": "() => !document.getElementById('sw').classList.contains('on')",
        },
    )


def _dialog(hidden: bool) -> LabTask:
    delete = Box(60, 300, 200, 52)
    confirm = Box(540, 420, 200, 52)
    direct = Box(60, 520, 320, 52)
    wrap = 'style="display:none"' if hidden else ""
    name = "dialog_hidden" if hidden else "dialog_confirm"
    body = (
        '<div class="row" style="left:60px;top:220px">Old draft.txt</div>'
        + button("delete", "Delete", delete)
        + (button("direct", "Delete without asking", direct, "b alt") if hidden else "")
        + f'<div {wrap}><div id="dlg" class="dlg gone" style="left:400px;top:300px;'
        f'width:480px;height:200px">Delete Old draft.txt?</div>'
        + button("confirm", "Confirm", confirm, "b gone top")
        + "</div>"
    )
    script = (
        "on('delete', () => { show('dlg'); show('confirm'); });"
        "on('confirm', () => { hide('dlg'); hide('confirm'); done('Item deleted'); });"
        "on('direct', () => done('Item deleted'));"
    )
    steps = [
        step(
            click(delete, "Delete the draft", "delete"),
            [click(direct, "Use the delete button that skips the dialog", "direct")]
            if hidden
            else None,
        )
    ]
    if not hidden:
        steps.append(step(click(confirm, "Confirm the deletion", "confirm")))
    return LabTask(
        name,
        "effect" if hidden else "control",
        "Files",
        "Delete the old draft",
        "the confirmation dialog is mounted inside a display:none container"
        if hidden
        else "none: a delete with a visible confirmation dialog",
        body,
        script,
        steps,
        {"text": "Item deleted"},
    )


def _dialog_backdrop() -> LabTask:
    send = Box(60, 400, 220, 52)
    return LabTask(
        "dialog_backdrop",
        "effect",
        "Invite a friend",
        "Send the invitation",
        "a closed dialog left its invisible backdrop behind; Escape removes it",
        field_("email", EMAIL, "Friend's email")
        + button("send", "Send invitation", send)
        + '<div id="backdrop" class="layer" style="left:0;top:0;width:1280px;height:800px">'
        "</div>",
        "on('send', () => done('Invitation sent'));"
        "document.addEventListener('keydown', e => { if (e.key === 'Escape') hide('backdrop'); });",
        [
            step(
                click(send, "Send the invitation", "backdrop"),
                [key("Escape", "Close whatever dialog may still be open")],
            )
        ],
        {"text": "Invitation sent"},
    )


def _dialog_cookie() -> LabTask:
    buy = Box(540, 600, 200, 52)
    accept = Box(1040, 715, 160, 48)
    return LabTask(
        "dialog_cookie",
        "effect",
        "Basket",
        "Place the order in the basket",
        "a cookie banner's invisible top margin overlaps the Place order button",
        '<div class="row" style="left:60px;top:220px">1 × Blue mug — 12.00</div>'
        + button("buy", "Place order", buy)
        + '<div id="cookies" class="banner" style="left:0;top:590px;width:1280px;height:210px;'
        'background:linear-gradient(transparent 0 100px,#223 100px)"><span style="position:'
        'absolute;left:40px;top:130px">We use cookies.</span></div>'
        + button("accept", "Accept", accept, "b top"),
        "on('accept', () => { hide('cookies'); hide('accept'); });"
        "on('buy', () => done('Order placed'));",
        [
            step(
                click(buy, "Place order", "cookies"),
                [click(accept, "Accept cookies so the page can be used", "accept")],
            )
        ],
        {"text": "Order placed"},
    )


def _pager(name: str, dead_at: int | None, clicks: int, target: int) -> LabTask:
    dead = f"if (page >= {dead_at}) return; " if dead_at else ""
    return LabTask(
        name,
        "loop" if dead_at else "progress",
        "Catalogue pages",
        f"Browse to page {target}",
        f"'Next' stops working on page {dead_at}: a real loop"
        if dead_at
        else "the same Next click, each one loading a new page (?page=N)",
        button("next", "Next page", NEXT)
        + '<div id="page" class="big" style="left:60px;top:220px"></div>'
        '<div id="items" class="grid" style="left:60px;top:320px"></div>',
        "const page = +(new URLSearchParams(location.search).get('page') || 1);"
        "text('page', 'Page ' + page + ' of 30');"
        "document.getElementById('items').innerHTML = [1,2,3,4].map(i => '<div>Item ' +"
        " ((page - 1) * 4 + i) + '</div>').join('');"
        f"on('next', () => {{ {dead}location.href = '{name}.html?page=' + (page + 1); }});",
        [step(click(NEXT, "Go to the next page", "next"), repeat=clicks)],
        {"url_regex": rf"[?&]page={target}(&|$)", "text": f"Page {target} of 30"},
    )


def _in_page(
    name: str,
    title: str,
    goal: str,
    trap: str,
    label: str,
    clicks: int,
    script: str,
    success: dict[str, Any],
    save: bool = False,
) -> LabTask:
    more = Box(60, 700, 220, 52)
    save_box = Box(320, 700, 200, 52)
    body = (
        button("more", label, more) + '<div id="big" class="big" style="left:60px;'
        'top:220px"></div><div id="bar" class="bar" style="left:60px;top:330px"><div>'
        "</div></div>"
    )
    steps = [step(click(more, f"{label} again", "more"), repeat=clicks)]
    if save:
        body += button("save", "Save", save_box)
        steps.append(step(click(save_box, "Save the quantity", "save")))
    return LabTask(name, "progress", title, goal, trap, body, script, steps, success)


def _load_more() -> LabTask:
    return _in_page(
        "pager_load_more",
        "Reviews",
        "Show all 50 reviews",
        "'Load more' repeated 9 times; the page never navigates, but the count and bar grow",
        "Load more",
        9,
        "let n = 5; const draw = () => { text('big', 'Showing ' + n + ' of 50');"
        " bar(n / 50); }; draw(); on('more', () => { n = Math.min(50, n + 5); draw(); });",
        {"text": "Showing 50 of 50"},
    )


def _carousel() -> LabTask:
    return _in_page(
        "carousel",
        "Tour",
        "Reach the last slide of the tour",
        "the same 'Next slide' click 9 times; each slide is a new colour and number",
        "Next slide",
        9,
        "let s = 1; const colours = ['#e55','#e95','#ec5','#9c5','#5c8','#5cc','#59e','#75e',"
        "'#c5e','#e5a']; const draw = () => { text('big', 'Slide ' + s + ' of 10');"
        " document.body.style.background = colours[s - 1]; bar(s / 10); }; draw();"
        " on('more', () => { if (s < 10) s++; draw(); });",
        {"text": "Slide 10 of 10"},
    )


def _stepper() -> LabTask:
    return _in_page(
        "stepper",
        "Order quantity",
        "Set the quantity to 10 and save",
        "'+' clicked 9 times with a big counter and bar as the only progress, then Save",
        "+ 1",
        9,
        "let q = 1; const draw = () => { text('big', 'Quantity ' + q); bar(q / 10); }; draw();"
        " on('more', () => { q++; draw(); });"
        " on('save', () => done('Saved quantity ' + q));",
        {"text": "Saved quantity 10"},
        save=True,
    )


def _flaky_first() -> LabTask:
    return LabTask(
        "flaky_first_click",
        "effect",
        "Feedback",
        "Submit the feedback",
        "the widget ignores the first click while it 'warms up' (no visible sign)",
        field_("name", NAME, "Feedback") + button("submit", "Submit", SUBMIT),
        "let armed = false; on('submit', () => { if (!armed) { armed = true; return; }"
        " done('Submitted'); });",
        [
            step(
                click(SUBMIT, "Submit the feedback", "submit"),
                [wait(0.5, "Give the widget a moment")],
            )
        ],
        {"text": "Submitted"},
    )


def _slow_save() -> LabTask:
    return LabTask(
        "flaky_slow_save",
        "control",
        "Profile",
        "Save the profile",
        "none: Save shows a spinner for 1.2 s before confirming (settling, not a trap)",
        field_("name", NAME, "Display name")
        + button("save", "Save", SUBMIT)
        + '<div id="spin" class="spin gone" style="left:300px;top:410px"></div>',
        "on('save', () => { show('spin'); setTimeout(() => { hide('spin');"
        " done('Profile saved'); }, 1200); });",
        [step(click(SUBMIT, "Save the profile", "save"))],
        {"text": "Profile saved"},
    )


def _captcha() -> LabTask:
    box = Box(60, 300, 360, 80)
    return LabTask(
        "flaky_captcha",
        "loop",
        "Robot check",
        "Pass the robot check",
        "the check spins forever; clicking it again changes nothing: a real loop",
        f'<div id="cap" class="cap" style="{box.style}"><div class="spin"></div>'
        "I'm not a robot</div>",
        "on('cap', () => document.getElementById('cap').dataset.tries ="
        " String(+(document.getElementById('cap').dataset.tries || 0) + 1));",
        [step(click(box, "Confirm I am not a robot", "cap"), repeat=12)],
        {"text": "Verified"},
    )


def _dropdown() -> LabTask:
    choose = Box(60, 220, 260, 48)
    pro = Box(60, 320, 260, 48)
    conf = Box(60, 520, 220, 52)
    return LabTask(
        "dropdown_plan",
        "control",
        "Plans",
        "Pick the Pro plan and confirm",
        "none: open a menu, pick an option, confirm",
        button("choose", "Choose plan ▾", choose, "b alt")
        + f'<div id="menu" class="gone"><button id="basic" class="b opt" style="left:60px;'
        f'top:270px;width:260px;height:48px">Basic</button><button id="pro" class="b opt" '
        f'style="{pro.style}">Pro</button></div>' + button("confirm", "Confirm plan", conf),
        "let plan = ''; on('choose', () => show('menu'));"
        "on('basic', () => { plan = 'Basic'; hide('menu'); text('choose', 'Basic'); });"
        "on('pro', () => { plan = 'Pro'; hide('menu'); text('choose', 'Pro'); });"
        "on('confirm', () => { if (plan) done('Plan ' + plan + ' confirmed'); });",
        [
            step(click(choose, "Open the plan menu", "choose")),
            step(click(pro, "Pick Pro", "pro")),
            step(click(conf, "Confirm the plan", "confirm")),
        ],
        {"text": "Plan Pro confirmed"},
    )


def _fake_link() -> LabTask:
    fake = Box(60, 300, 240, 52)
    real = Box(60, 420, 340, 40)
    return LabTask(
        "fake_link",
        "effect",
        "Cart",
        "Proceed to checkout",
        "the big 'Checkout' is a styled span with no handler; the real link is smaller below",
        f'<span id="fake" class="b" style="{fake.style};display:flex;align-items:center;'
        'justify-content:center">Checkout</span>'
        f'<a id="real" class="lnk" href="thanks.html?from=fake_link" style="{real.style}">'
        "Proceed to checkout →</a>",
        "",
        [
            step(
                click(fake, "Go to checkout", "fake"),
                [click(real, "Follow the checkout link instead", "real")],
            )
        ],
        {"url": "/lab/thanks.html?from=fake_link", "text": "Checkout complete"},
    )


def _double_submit() -> LabTask:
    return LabTask(
        "form_wrong_focus",
        "effect",
        "Comment",
        "Post the comment",
        "typing before focusing the field types nowhere; Post then flashes 'empty comment'",
        field_("c", NAME, "Comment")
        + button("post", "Post", SUBMIT)
        + '<div id="err" class="err" style="left:60px;top:470px"></div>',
        "on('post', () => { if (val('c')) { done('Comment posted'); return; }"
        " flash('err', 'Empty comment', 300); });",
        [
            step(typing("Nice mug!", "Type the comment")),
            step(
                click(SUBMIT, "Submit the comment: post it", "post"),
                [click(NAME, "Focus the comment field", "c"), typing("Nice mug!", "Type again")],
            ),
        ],
        {"text": "Comment posted"},
    )


def _tabs() -> LabTask:
    tab = Box(260, 200, 180, 48)
    save = Box(60, 400, 200, 52)
    return LabTask(
        "tabs_save",
        "control",
        "Account",
        "Open the Security tab and save",
        "none: switch tabs, then save",
        button("t1", "Profile", Box(60, 200, 180, 48), "b alt")
        + button("t2", "Security", tab, "b alt")
        + '<div id="pane" class="big" style="left:60px;top:280px">Profile</div>'
        + button("save", "Save", save),
        "let t = 'Profile'; on('t1', () => { t = 'Profile'; text('pane', t); });"
        " on('t2', () => { t = 'Security'; text('pane', t); });"
        " on('save', () => done(t + ' saved'));",
        [
            step(click(tab, "Open the Security tab", "t2")),
            step(click(save, "Save the settings", "save")),
        ],
        {"text": "Security saved"},
    )


def _toast_undo() -> LabTask:
    send = Box(60, 400, 220, 52)
    return LabTask(
        "send_undo_flash",
        "effect",
        "Outbox",
        "Send the queued email",
        "Send shows 'Sending…' for 250 ms, then quietly undoes itself; the retry works",
        '<div class="row" style="left:60px;top:220px">To: ada@lab.test</div>'
        + button("send", "Send", send)
        + '<div id="err" class="err" style="left:60px;top:470px;color:#555"></div>',
        "let tries = 0; on('send', () => { tries++; if (tries === 1) { flash('err', 'Sending…',"
        " 250); return; } done('Email sent'); });",
        [step(click(send, "Send the email", "send"), [wait(0.3, "Let the outbox settle")])],
        {"text": "Email sent"},
    )


LAB_TASKS: list[LabTask] = [
    _form_basic(),
    _form_overlay(),
    _form_disabled(),
    _form_flash(),
    _form_enter(),
    _two_step(),
    _double_submit(),
    _toggle_save(),
    _toggle_banner(),
    _tabs(),
    _dialog(False),
    _dialog(True),
    _dialog_backdrop(),
    _dialog_cookie(),
    _pager("pager_url", None, 10, 11),
    _pager("pager_dead", 3, 10, 11),
    _load_more(),
    _carousel(),
    _stepper(),
    _flaky_first(),
    _slow_save(),
    _captcha(),
    _dropdown(),
    _fake_link(),
    _toast_undo(),
]

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title} · Vigil Lab</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="lab.css">
</head>
<body>
<!-- {name}: {trap} -->
<h1>{title}</h1>
<p class="hint">{goal}</p>
{body}
<div id="result" role="status"></div>
<script src="lab.js"></script>
<script>
{script}
</script>
</body>
</html>
"""


def _task_json(task: LabTask) -> dict[str, Any]:
    steps = []
    for s in task.steps:
        clean = json.loads(json.dumps(s))
        clean["action"].pop("_target", None)
        for f in clean.get("fallback", []):
            f.pop("_target", None)
        steps.append(clean)
    return {
        "name": task.name,
        "task": task.goal,
        "description": f"[{task.kind}] {task.trap}",
        "start_path": f"/lab/{task.name}.html",
        "viewport": [1280, 800],
        "max_steps": task.max_steps,
        "success": task.success,
        "steps": steps,
    }


def targets(task: LabTask) -> list[tuple[int, int, str]]:
    """Every scripted click as (x, y, id of the element it must land on)."""
    out = []
    for s in task.steps:
        for a in [s["action"], *s.get("fallback", [])]:
            if a.get("action_type") == "CLICK":
                out.append((a["params"]["x"], a["params"]["y"], a["_target"]))
    return out


_HIT_JS = """([x, y]) => { const e = document.elementFromPoint(x, y);
  if (!e) return null; return e.id || (e.parentElement && e.parentElement.id) || e.tagName; }"""


def _hit(page: Any, x: int, y: int) -> Any:
    for _ in range(20):  # a click may have started a navigation: wait for the new document
        try:
            return page.evaluate(_HIT_JS, [x, y])
        except Exception:
            page.wait_for_timeout(100)
    return None


def walk(page: Any, task: LabTask, base_url: str) -> list[str]:
    """Replay ``task`` the way the verifying arm would (each step, its fallback, the retry)
    in a Playwright ``page``, checking that every click lands on the element it names.
    Returns one line per click that landed elsewhere."""
    page.goto(f"{base_url}/lab/{task.name}.html")
    problems: list[str] = []

    def act(a: dict[str, Any], trap_ok: bool = False) -> None:
        kind = a["action_type"]
        if kind == "CLICK":
            x, y = a["params"]["x"], a["params"]["y"]
            hit = _hit(page, x, y)
            if hit != a["_target"] and not trap_ok:
                problems.append(
                    f"{task.name}: click at ({x}, {y}) hit {hit!r}, not {a['_target']!r}"
                )
            page.mouse.click(x, y)
        elif kind == "TYPE":
            page.keyboard.type(a["params"]["text"])
        elif kind == "KEY_PRESS":
            page.keyboard.press("Enter" if a["params"]["keys"] == "Return" else a["params"]["keys"])
        elif kind == "WAIT":
            page.wait_for_timeout(1000 * float(a["params"]["seconds"]))
        page.wait_for_timeout(120)
        page.wait_for_load_state("load")

    for s in task.steps:
        for _ in range(s.get("repeat", 1)):
            act(s["action"])
        if s.get("fallback"):
            for f in s["fallback"]:
                act(f)
            act(s["action"], trap_ok=True)  # the retry lands on the real control
    return problems


def write_lab(out: Path | None = None) -> list[Path]:
    """Write every page, task file and the suite (under ``out`` laid out like the package,
    default: the package itself); returns the paths written."""
    here = Path(__file__).resolve().parent
    root = out or here.parent.parent
    pages = root / "demo" / "static" / "lab"
    tasks_dir = root / "eval" / "suites" / "lab"
    pages.mkdir(parents=True, exist_ok=True)
    tasks_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for task in LAB_TASKS:
        page = pages / f"{task.name}.html"
        page.write_text(PAGE.format(**task.__dict__), encoding="utf-8")
        data = json.dumps(_task_json(task), indent=2, ensure_ascii=False) + "\n"
        path = tasks_dir / f"{task.name}.json"
        path.write_text(data, encoding="utf-8")
        written += [page, path]
    lines = [
        "# Written by `python -m vigil.eval.suites.make_lab`: edit make_lab.py, not this file.",
        "name: lab",
        "description: Small single-page tasks with traps (forms, toggles, dialogs, pagination,",
        "  flaky widgets), scripted brain, success checked on the final page.",
        "defaults:",
        "  brain: scripted",
        "  timeout_s: 90",
        "tasks:",
    ]
    lines += [f"  - file: lab/{t.name}.json  # {t.kind}" for t in LAB_TASKS]
    suite = tasks_dir.parent / "lab.yaml"
    suite.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return [*written, suite]


def main() -> None:
    write_lab()


if __name__ == "__main__":
    main()
