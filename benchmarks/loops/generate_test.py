"""Build the *test* part of the loop set: new apps, new layouts, new viewports, frozen once.

The development part (``sequences.json``, from ``generate.py``) is where the detector's
constants were chosen — the 6-bit state tolerance among them. This part exists to check those
choices on scenarios nobody looked at while choosing: none of its pages, layouts, scenarios or
viewports occurs in the development part. It was generated once and committed before the
detector was scored on it; it must never be used to choose anything (a change of constant
"because the test part says so" turns it into a second development part).

Same recording as the development part (``generate.Recorder``: real mouse and keyboard in
headless Chromium, the runner's fast whole-frame pHash after each action, real URLs), but a
different app: a left-sidebar layout in serif type on a tinted background, served from memory
at ``http://work.test``.

Viewports: 1440x900 (scale 1) and 2560x1440 (a 1280x720 page at scale 2); two variants each.

productive  wizard_steps, calendar_months, carousel_gallery, inbox_read, table_sort,
            quantity_stepper, chat_compose, load_more_feed
stuck       modal_reopens, login_retry, ticker_dead_button, carousel_end, dropdown_toggle,
            enter_key_dead, nav_pingpong

Stuck scenarios in variant 1 start with two productive steps on another page (a loop rarely
starts at step one); ``stuck_from`` is the index of the first step of the repeated pattern.
``quantity_stepper`` (pressing "+" four times to order five) is productive by intent although
its screen changes by one digit — the detector is expected to struggle there, and the set says
so rather than leaving it out.

Run ``python benchmarks/loops/generate_test.py`` (a few minutes); it writes
``sequences_test.json`` next to this file.
"""

from __future__ import annotations

import argparse
import html
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from generate import WORDS, Recorder, _color, _rnd_words, hash_str

HERE = Path(__file__).parent
APP = "http://work.test"
VIEWPORTS: dict[str, tuple[int, int, int]] = {
    "1440x900": (1440, 900, 1),
    "2560x1440": (1280, 720, 2),
}
VARIANTS = 2

CSS = """
*{box-sizing:border-box}
body{font-family:'DejaVu Serif','Liberation Serif',serif;margin:0;background:#f6f1e7;color:#2b2b2b;
display:flex;min-height:100vh}
nav{width:210px;background:#2f3e46;color:#e0e0e0;padding:18px 14px;font-size:15px;flex:none}
nav a{display:block;color:#cad2c5;padding:7px 4px;text-decoration:none}
nav .brand{font-size:20px;color:#fff;margin-bottom:18px}
section{flex:1;padding:22px 30px;max-width:980px}
h1{font-size:24px;margin:0 0 14px 0;color:#354f52}
button{font-family:inherit;font-size:15px;padding:7px 16px;border:1px solid #52796f;
border-radius:14px;background:#fff;color:#354f52}
button.go{background:#52796f;color:#fff}
input[type=text],input[type=password]{font-family:inherit;font-size:15px;padding:7px;
border:1px solid #84a98c;border-radius:6px;width:320px;background:#fff}
.card{background:#fff;border-radius:10px;padding:14px;box-shadow:0 1px 3px #bbb;margin:10px 0}
"""


def doc(title: str, body: str, css: str = "", script: str = "") -> str:
    links = "".join(
        f"<a href='{p}'>{t}</a>"
        for p, t in (
            ("/wizard", "Onboarding"),
            ("/calendar", "Calendar"),
            ("/gallery", "Gallery"),
            ("/inbox", "Inbox"),
            ("/people", "People"),
            ("/shop/item", "Store"),
            ("/chat", "Chat"),
            ("/feed", "Feed"),
        )
    )
    return (
        f"<!doctype html><html><head><title>{html.escape(title)}</title>"
        f"<style>{CSS}{css}</style></head><body><nav><div class='brand'>Workbench</div>"
        f"{links}</nav><section><h1>{html.escape(title)}</h1>{body}</section>"
        f"<script>{script}</script></body></html>"
    )


# -- pages ---------------------------------------------------------------------------------------
def page_wizard(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    steps = []
    for i in range(8):
        fields = "".join(
            f"<p>{_rnd_words(rnd, 1, 2, True)}<br><input type='text' class='f'></p>"
            for _ in range(rnd.randint(1, 3))
        )
        steps.append(
            f"<div class='card'><h2>Step {i + 1} of 8: {_rnd_words(rnd, 2, 3, True)}</h2>"
            f"<p>{_rnd_words(rnd, 15, 35)}</p>{fields}</div>"
        )
    script = (
        f"const S={json.dumps(steps)};let i=0;const w=document.getElementById('w');"
        "const bar=document.getElementById('bar');"
        "document.getElementById('next').onclick=()=>{i=Math.min(i+1,S.length-1);"
        "w.innerHTML=S[i];bar.style.width=((i+1)*100/S.length)+'%';};"
    )
    body = (
        "<div style='height:8px;background:#ddd;border-radius:4px'><div id='bar' "
        "style='height:8px;width:12.5%;background:#52796f;border-radius:4px'></div></div>"
        f"<div id='w'>{steps[0]}</div>"
        "<div style='position:fixed;right:60px;bottom:40px'><button class='go' id='next'>"
        "Continue →</button></div>"
    )
    return doc("Onboarding", body, "", script)


def page_calendar(q: dict[str, str], seed: int) -> str:
    script = """
const names=['January','February','March','April','May','June','July','August','September',
'October','November','December'];let m=2,y=2027;
function draw(){const first=new Date(y,m,1).getDay();const days=new Date(y,m+1,0).getDate();
let h='';for(let i=0;i<first;i++)h+='<td></td>';
for(let d=1;d<=days;d++){const ev=((d*7+m*13)%11==0)?'<div class=ev>Review</div>':'';
h+='<td>'+d+ev+'</td>';if((d+first)%7==0)h+='</tr><tr>';}
document.getElementById('grid').innerHTML='<tr>'+h+'</tr>';
document.getElementById('mn').textContent=names[m]+' '+y;}
document.getElementById('nx').onclick=()=>{m++;if(m>11){m=0;y++;}draw();};
document.getElementById('pv').onclick=()=>{m--;if(m<0){m=11;y--;}draw();};draw();
"""
    css = (
        "table{border-collapse:collapse;background:#fff}td{width:86px;height:64px;"
        "border:1px solid #d8d2c4;vertical-align:top;padding:4px;font-size:14px}"
        ".ev{background:#84a98c;color:#fff;font-size:11px;border-radius:3px;padding:1px 3px}"
    )
    body = (
        "<p><button id='pv'>‹</button> <b id='mn' style='display:inline-block;width:200px;"
        "text-align:center'></b> <button id='nx'>›</button></p><table id='grid'></table>"
    )
    return doc("Calendar", body, css, script)


def page_gallery(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    slides = [
        f"<div style='height:380px;border-radius:12px;background:linear-gradient(135deg,"
        f"{_color(rnd)},{_color(rnd)})'></div><p><b>{_rnd_words(rnd, 2, 4, True)}</b> — "
        f"{_rnd_words(rnd, 6, 14)}</p>"
        for _ in range(int(q.get("n", "10")))
    ]
    script = (
        f"const G={json.dumps(slides)};let i=0;const s=document.getElementById('s');"
        "const c=document.getElementById('c');"
        "document.getElementById('nx').onclick=()=>{if(i<G.length-1){i++;s.innerHTML=G[i];"
        "c.textContent=(i+1)+' / '+G.length;}};"
    )
    body = (
        f"<div class='card' style='width:720px'><div id='s'>{slides[0]}</div>"
        "<p><span id='c'>1 / " + str(len(slides)) + "</span> "
        "<button id='nx' style='float:right'>Next ›</button></p></div>"
    )
    return doc("Gallery", body, "", script)


def page_inbox(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    mails = [
        (_rnd_words(rnd, 1, 2, True), _rnd_words(rnd, 3, 6, True), _rnd_words(rnd, 40, 90))
        for _ in range(9)
    ]
    rows = "".join(
        f"<div class='row' data-i='{i}'><b>{html.escape(f)}</b><br>{html.escape(s)}</div>"
        for i, (f, s, _) in enumerate(mails)
    )
    script = (
        f"const M={json.dumps(mails)};document.querySelectorAll('.row').forEach(r=>"
        "r.onclick=()=>{const m=M[+r.dataset.i];document.querySelectorAll('.row').forEach("
        "x=>x.classList.remove('on'));r.classList.add('on');"
        "document.getElementById('read').innerHTML='<h2>'+m[1]+'</h2><p><i>from '+m[0]+"
        "'</i></p><p>'+m[2]+'</p>';});"
    )
    css = (
        ".box{display:flex;gap:16px}.list{width:300px}.row{background:#fff;padding:9px;"
        "margin-bottom:4px;border-radius:6px;font-size:14px;cursor:pointer}"
        ".row.on{background:#cad2c5}#read{flex:1;background:#fff;border-radius:8px;padding:14px}"
    )
    body = (
        f"<div class='box'><div class='list'>{rows}</div><div id='read'>"
        "<p style='color:#999'>Select a message</p></div></div>"
    )
    return doc("Inbox", body, css, script)


def page_people(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    people = [
        [
            _rnd_words(rnd, 2, 2, True),
            rnd.choice(WORDS).title(),
            rnd.randint(20, 70),
            rnd.randint(1, 400),
        ]
        for _ in range(14)
    ]
    script = (
        f"const P={json.dumps(people)};let k=-1,dir=1;function draw(){{"
        "const f=document.getElementById('flt').value.toLowerCase();"
        "const rows=P.filter(p=>p.join(' ').toLowerCase().includes(f));"
        "document.getElementById('tb').innerHTML=rows.map(p=>'<tr>'+p.map(c=>'<td>'+c+'</td>')"
        ".join('')+'</tr>').join('');}"
        "document.querySelectorAll('th').forEach((h,i)=>h.onclick=()=>{dir=(k==i)?-dir:1;k=i;"
        "P.sort((a,b)=>(a[i]>b[i]?1:a[i]<b[i]?-1:0)*dir);draw();});"
        "document.getElementById('flt').oninput=draw;"
        "document.getElementById('dd').onclick=()=>{const m=document.getElementById('menu');"
        "m.style.display=m.style.display=='block'?'none':'block';};draw();"
    )
    css = (
        "table{border-collapse:collapse;background:#fff;width:640px}th{background:#cad2c5;"
        "padding:8px;text-align:left;cursor:pointer}"
        "td{padding:6px 8px;border-bottom:1px solid #eee}"
        "#menu{display:none;position:absolute;left:560px;top:140px;background:#fff;width:220px;"
        "border:1px solid #84a98c;padding:8px;box-shadow:0 3px 10px #999}"
    )
    body = (
        "<p><input type='text' id='flt' placeholder='Filter people'> "
        "<button id='dd'>Columns ▾</button></p>"
        "<div id='menu'><p>☑ Name</p><p>☑ Team</p><p>☑ Age</p><p>☐ Desk</p></div>"
        "<table><thead><tr><th>Name</th><th>Team</th><th>Age</th><th>Desk</th></tr></thead>"
        "<tbody id='tb'></tbody></table>"
    )
    return doc("People", body, css, script)


def page_item(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    script = (
        "let n=1;const v=document.getElementById('qty');"
        "document.getElementById('plus').onclick=()=>{n++;v.textContent=n;};"
        "document.getElementById('minus').onclick=()=>{n=Math.max(1,n-1);v.textContent=n;};"
        "document.getElementById('add').onclick=()=>{document.getElementById('msg')"
        ".textContent='Added '+n+' to your basket';};"
    )
    body = (
        f"<div class='card' style='display:flex;gap:20px'><div style='width:300px;height:260px;"
        f"border-radius:10px;background:{_color(rnd)}'></div><div><h2>"
        f"{_rnd_words(rnd, 2, 3, True)}</h2><p>{_rnd_words(rnd, 20, 40)}</p>"
        "<p>Quantity <button id='minus'>−</button> <b id='qty'>1</b> "
        "<button id='plus'>+</button></p><p><button class='go' id='add'>Add to basket</button>"
        "</p><p id='msg' style='color:#52796f'></p></div></div>"
    )
    return doc("Store", body, "", script)


def page_chat(q: dict[str, str], seed: int) -> str:
    script = (
        "const i=document.getElementById('msg');i.addEventListener('keydown',e=>{"
        "if(e.key=='Enter'&&i.value){const t=i.value;const d=document.createElement('div');"
        "d.className='b';d.textContent=t;document.getElementById('log').appendChild(d);"
        "i.value='';const r=document.createElement('div');r.className='b r';r.textContent="
        "'Noted ('+t.length+' characters), looking into it.';"
        "document.getElementById('log').appendChild(r);r.scrollIntoView();}});"
    )
    css = (
        "#log{height:420px;overflow:auto;background:#fff;border-radius:10px;padding:10px}"
        ".b{background:#cad2c5;padding:8px 12px;border-radius:12px;margin:6px 0;max-width:70%;"
        "margin-left:auto}.b.r{background:#e9e4d8;margin-left:0}"
    )
    body = (
        "<div id='log'><div class='b r'>Hello! How can we help today?</div></div>"
        "<p><input type='text' id='msg' placeholder='Write a message' style='width:560px'></p>"
    )
    return doc("Support chat", body, css, script)


def page_feed(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    posts = [
        f"<div class='card'><b>{_rnd_words(rnd, 2, 3, True)}</b><div style='height:70px;"
        f"margin:6px 0;border-radius:6px;background:{_color(rnd)}'></div>"
        f"{_rnd_words(rnd, 12, 30)}</div>"
        for _ in range(60)
    ]
    script = (
        f"const F={json.dumps(posts)};let n=4;const f=document.getElementById('f');"
        "function draw(){f.innerHTML=F.slice(0,n).join('');}"
        "document.getElementById('more').onclick=()=>{const k=n;n+=4;draw();"
        "f.children[k].scrollIntoView();};draw();"
    )
    body = (
        "<div id='f'></div><div style='position:fixed;bottom:24px;right:80px'>"
        "<button class='go' id='more'>Load more</button></div>"
    )
    return doc("Feed", body, "", script)


def page_modal(q: dict[str, str], seed: int) -> str:
    """A newsletter modal whose close button re-opens it on every click."""
    rnd = random.Random(seed)
    script = (
        "document.getElementById('x').onclick=()=>{const m=document.getElementById('m');"
        "m.style.display='none';setTimeout(()=>m.style.display='flex',30);};"
    )
    body = (
        f"<p>{_rnd_words(rnd, 40, 70)}</p><p>{_rnd_words(rnd, 40, 70)}</p>"
        "<div id='m' style='position:fixed;inset:0;background:rgba(40,50,50,.55);display:flex;"
        "align-items:center;justify-content:center'><div class='card' style='width:420px'>"
        "<button id='x' style='float:right'>×</button><h2>Stay in the loop</h2>"
        f"<p>{_rnd_words(rnd, 12, 20)}</p><input type='text' placeholder='you@example.com'>"
        "</div></div>"
    )
    return doc("Articles", body, "", script)


def page_login(q: dict[str, str], seed: int) -> str:
    script = (
        "document.getElementById('pw').addEventListener('keydown',e=>{if(e.key=='Enter'){"
        "document.getElementById('err').textContent='Incorrect password. Try again.';"
        "e.target.value='';}});"
    )
    body = (
        "<div class='card' style='width:420px'><p>Email<br><input type='text' "
        "value='sam@example.com' readonly></p><p>Password<br><input type='password' id='pw'>"
        "</p><p id='err' style='color:#b23a48;min-height:20px'></p>"
        "<button class='go'>Sign in</button></div>"
    )
    return doc("Sign in", body, "", script)


def page_ticker(q: dict[str, str], seed: int) -> str:
    """Live clock and a scrolling ticker; the submit button sits under a transparent layer."""
    rnd = random.Random(seed)
    items = " · ".join(f"{w.upper()[:4]} {rnd.uniform(10, 400):.2f}" for w in rnd.sample(WORDS, 12))
    script = (
        "setInterval(()=>{const d=new Date();document.getElementById('clk').textContent="
        "d.toISOString().slice(11,23);},40);"
    )
    css = (
        ".tk{overflow:hidden;white-space:nowrap;background:#2f3e46;color:#cad2c5;padding:6px}"
        ".tk span{display:inline-block;animation:mv 6s linear infinite}"
        "@keyframes mv{from{transform:translateX(0)}to{transform:translateX(-50%)}}"
    )
    body = (
        f"<div class='tk'><span>{items} · {items}</span></div>"
        "<p>Server time <b id='clk' style='font-family:monospace'></b></p>"
        f"<div class='card'><p>{_rnd_words(rnd, 25, 45)}</p>"
        "<p><button class='go' id='go'>Submit request</button></p></div>"
        "<div style='position:fixed;inset:0'></div>"
    )
    return doc("Trading desk", body, css, script)


def page_search_dead(q: dict[str, str], seed: int) -> str:
    rnd = random.Random(seed)
    body = (
        "<p><input type='text' id='q' value='quarterly report'> <button>Search</button></p>"
        f"<div class='card'><p>{_rnd_words(rnd, 30, 50)}</p></div>"
        "<p style='color:#888'>Search is temporarily unavailable.</p>"
    )
    return doc("Archive search", body)


def page_pair(q: dict[str, str], seed: int) -> str:
    """Two pages that link to each other (terms ↔ privacy), the classic navigation ping-pong."""
    which = q.get("p", "terms")
    other = "privacy" if which == "terms" else "terms"
    rnd = random.Random(seed + hash_str(which))
    body = (
        f"<div class='card'><p>{_rnd_words(rnd, 50, 90)}</p><p>{_rnd_words(rnd, 30, 60)}</p>"
        f"<p><a id='other' href='/legal?p={other}'><button>Read the {other} notice</button></a>"
        "</p></div>"
    )
    return doc(f"{which.title()} notice", body)


PAGES: dict[str, Callable[[dict[str, str], int], str]] = {
    "/wizard": page_wizard,
    "/calendar": page_calendar,
    "/gallery": page_gallery,
    "/inbox": page_inbox,
    "/people": page_people,
    "/shop/item": page_item,
    "/chat": page_chat,
    "/feed": page_feed,
    "/articles": page_modal,
    "/login": page_login,
    "/desk": page_ticker,
    "/archive": page_search_dead,
    "/legal": page_pair,
}


def route_page(url: str, seed: int) -> str:
    parsed = urlparse(url)
    q = {k: v[-1] for k, v in parse_qs(parsed.query).items()}
    page = PAGES.get(parsed.path)
    return page(q, seed) if page else doc("Home", "<p>Welcome back.</p>")


# -- scenarios -----------------------------------------------------------------------------------
Scenario = Callable[[Recorder, random.Random, int], tuple[str, int | None]]


def go(r: Recorder, path: str) -> None:
    r.page.goto(APP + path)


def sc_wizard_steps(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/wizard")
    for _ in range(6):
        if v == 1:
            r.click("#w .f")
            r.type(_rnd_words(rnd, 1, 3))
        r.click("#next")
    return "productive", None


def sc_calendar_months(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/calendar")
    for _ in range(6 + 2 * v):
        r.click("#nx")
    return "productive", None


def sc_carousel_gallery(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/gallery?n=12")
    for _ in range(7 + v):
        r.click("#nx")
    return "productive", None


def sc_inbox_read(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/inbox")
    for i in rnd.sample(range(9), 6 + v):
        r.click(f".row[data-i='{i}']")
    return "productive", None


def sc_table_sort(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/people")
    for col in rnd.sample(range(1, 5), 4):
        r.click(f"th:nth-child({col})")
    r.click("#flt")
    r.type(rnd.choice(WORDS)[:3])
    if v == 1:
        r.click("#dd")
        r.click("th:nth-child(1)")
    return "productive", None


def sc_quantity_stepper(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/shop/item")
    for _ in range(4):
        r.click("#plus")
    r.click("#add")
    return "productive", None


def sc_chat_compose(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/chat")
    r.click("#msg")
    for _ in range(4 + v):
        r.type(_rnd_words(rnd, 3, 8))
        r.key("Return")
    return "productive", None


def sc_load_more_feed(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/feed")
    for _ in range(6 + v):
        r.click("#more")
    return "productive", None


def _prefix(r: Recorder, rnd: random.Random, v: int) -> None:
    """Variant 1: two productive steps in the inbox before the loop starts."""
    if v == 1:
        go(r, "/inbox")
        for i in rnd.sample(range(9), 2):
            r.click(f".row[data-i='{i}']")


def sc_modal_reopens(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/articles")
    for _ in range(12):
        r.click("#x")
    return "stuck", start


def sc_login_retry(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/login")
    for _ in range(5):
        r.click("#pw")
        r.type("hunter2!")
        r.key("Return")
    return "stuck", start


def sc_ticker_dead_button(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/desk")
    x, y = r.center("#go")
    for i in range(12):
        if i % 4 == 3:
            r.wait(1.0)
        else:
            r.click_css(x, y)
    return "stuck", start


def sc_carousel_end(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    go(r, "/gallery?n=3")
    r.click("#nx")
    r.click("#nx")  # last slide reached: further clicks change nothing
    start = len(r.steps)
    for _ in range(12):
        r.click("#nx")
    return "stuck", start


def sc_dropdown_toggle(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/people")
    for _ in range(12):
        r.click("#dd")
    return "stuck", start


def sc_enter_key_dead(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/archive")
    r.click("#q")
    for _ in range(11):
        r.key("Return")
    return "stuck", start


def sc_nav_pingpong(r: Recorder, rnd: random.Random, v: int) -> tuple[str, int | None]:
    _prefix(r, rnd, v)
    start = len(r.steps)
    go(r, "/legal?p=terms")
    for _ in range(12):
        r.click("#other button")
    return "stuck", start


SCENARIOS: dict[str, Scenario] = {
    "wizard_steps": sc_wizard_steps,
    "calendar_months": sc_calendar_months,
    "carousel_gallery": sc_carousel_gallery,
    "inbox_read": sc_inbox_read,
    "table_sort": sc_table_sort,
    "quantity_stepper": sc_quantity_stepper,
    "chat_compose": sc_chat_compose,
    "load_more_feed": sc_load_more_feed,
    "modal_reopens": sc_modal_reopens,
    "login_retry": sc_login_retry,
    "ticker_dead_button": sc_ticker_dead_button,
    "carousel_end": sc_carousel_end,
    "dropdown_toggle": sc_dropdown_toggle,
    "enter_key_dead": sc_enter_key_dead,
    "nav_pingpong": sc_nav_pingpong,
}


def _handler(seed: int) -> Callable[[Any], None]:
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
    parser.add_argument("--out", default=str(HERE / "sequences_test.json"))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    from vigil.envs.launch import launch_chromium

    wanted = args.only.split(",") if args.only else list(SCENARIOS)
    sequences: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        for vp_name, (w, h, dsf) in VIEWPORTS.items():
            for name in wanted:
                for v in range(VARIANTS):
                    seed = hash_str(f"test/{name}/{vp_name}/{v}")
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
        browser.close()
    meta = {
        "part": "test",
        "hash": "phash(frame, exact=False) of the whole post-action screenshot",
        "generated_by": "benchmarks/loops/generate_test.py",
        "frozen": "generated once and committed before the detector was scored on it",
        "seconds": round(time.perf_counter() - t0, 1),
    }
    Path(args.out).write_text(
        json.dumps({"meta": meta, "sequences": sequences}, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(sequences)} sequences in {meta['seconds']} s → {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
