# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT4 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout4_frozen``) before any verdict
on one of its cases was looked at. Like the earlier held-out parts it is never used to choose
a threshold, nor looked at case by case: it is a fourth set to report a final figure on.

The designs were written independently of every earlier part's, each in a look of its own: a
banking dashboard with heavy shadows and gradients, a Material-like fitness tracker, a flat
minimal job board in muted colours, a dark online-course player with a dense curriculum, a
hotel search with rounded photo cards that lift, a podcast app built as a dense table. Controls
react to the pointer in many ways: nav links that slide right and brighten, icons that turn
amber, green, violet or a lighter grey, Material state layers (a faint round shade), an icon
that spins half a turn, chips whose border darkens, underlines, tooltips above or beside a
control (some with an arrow), cards and buttons that lift with a deeper shadow, hearts that
grow, table rows that gain a shade; transitions of 100-300 ms.

* ``bank``: a banking dashboard with a live market index and sparkline (light and dark);
* ``fitness``: a fitness tracker with a week strip, water counter, goals and a FAB;
* ``jobs``: a job board with filter chips, a result list and a details pane;
* ``course``: an online course player with a curriculum, notes and a lesson rating;
* ``hotels``: a hotel search with filters, guests and result cards;
* ``podcast``: a podcast app with an episode table and a playing equaliser.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h4/<doc>``. Every behaviour a
scenario needs is wired by the scenario's ``setup`` after load (the pages only draw content),
so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import flash as _flash
from page_js import on_click as _on_click
from page_js import on_key as _on_key
from page_js import page_html


def _svg(d: str, size: int, cls: str = "i") -> str:
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}"><path d="{d}"/></svg>'


# -- icon outlines (written for this part; stroke and fill come from CSS) -------------------------
P_EYE = "M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12zM12 9a3 3 0 110 6 3 3 0 010-6z"
P_STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
P_DOWN = "M12 4v11M7.5 10.5L12 15l4.5-4.5M4.5 19.5h15"
P_CHECK = "M5 12.5l4.5 4.5L19 7.5"
P_BELL = "M12 3.5a5.5 5.5 0 00-5.5 5.5v4.5L5 16.5h14l-1.5-3V9A5.5 5.5 0 0012 3.5zM9.8 19.5a2.3 2.3 0 004.4 0"
P_SHARE = "M17.5 3.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM6.5 9.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM17.5 15.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6"
P_SYNC = "M4.5 12a7.5 7.5 0 0113-5.1L19.5 9M19.5 4.5V9H15M19.5 12a7.5 7.5 0 01-13 5.1L4.5 15M4.5 19.5V15H9"
P_MENU = "M4 6.5h16M4 12h16M4 17.5h16"
P_BMARK = "M7 3.5h10v17l-5-3.6-5 3.6z"
P_LINK = "M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1.3 1.3M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1.3-1.3"
P_HEART = "M12 20l-7.2-7a4.6 4.6 0 016.5-6.5l.7.7.7-.7a4.6 4.6 0 016.5 6.5z"
P_PLUS = "M12 5v14M5 12h14"
P_MINUS = "M5 12h14"
P_QUEUE = "M4 6h12M4 11h12M4 16h7M18 13v7M14.5 16.5h7"
P_DOTS = "M12 5.5v.01M12 12v.01M12 18.5v.01"
P_LOCK = "M7 11h10v9H7zM9 11V8a3 3 0 016 0v3"
P_PLAY = "M8 5v14l11-7z"
P_PAUSE = "M8 5v14M16 5v14"
P_EXPORT = "M12 15V4M8 8l4-4 4 4M5 14v5.5h14V14"
P_FULL = "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
P_GLASS = "M6 4h12l-1.5 16h-9z"
P_CHEVD = "M6 9l6 6 6-6"
P_SEARCH = "M10.5 4.5a6 6 0 110 12 6 6 0 010-12zM15 15l5 5"
P_PIN = "M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z"
P_BACK = "M19 12H5M11 6l-6 6 6 6"
P_NEXT = "M5 12h14M13 6l6 6-6 6"
P_FIRE = "M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.4-5.4 3.6-8.3.9 1.6 1.8 2.5 2.9 2.8-.3-2.5.6-5 2.5-6.8.3 3.3 4 5.8 4 10.4 0 4.2-2.6 8.1-6.5 8.1z"

# -- bank: a banking dashboard with heavy shadows and gradients --------------------------------------
_PAYEES = [
    (1, "Lena Hartmann", "DE89 3704 &hellip; 4821", True),
    (2, "City Energy AG", "DE12 5001 &hellip; 0932", False),
    (3, "Omar Saleh", "NL44 RABO &hellip; 1177", False),
    (4, "Greenleaf Rent", "DE02 1203 &hellip; 5560", False),
]


def _payee(i: int, name: str, iban: str, fav: bool) -> str:
    cls = " on" if fav else ""
    return (
        f'<div class="pay"><span class="pav" style="background:hsl({i * 67 % 360},62%,62%)">{name[0]}</span><div><b>{name}</b><small>{iban}</small></div>'
        f'<button class="star{cls}" id="star-{i}">{_svg(P_STAR, 16)}</button></div>'
    )


_TXNS = [
    ("Mar 14", "Bakery Sonnenschein", "Food", "&minus;&euro;6.40", "neg"),
    ("Mar 13", "Salary &middot; Norden GmbH", "Income", "+&euro;3,250.00", "pos"),
    ("Mar 12", "City Energy AG", "Utilities", "&minus;&euro;84.10", "neg"),
    ("Mar 11", "Rail ticket Hamburg", "Travel", "&minus;&euro;39.90", "neg"),
]

BANK = (
    """
<style>
:root { --bg:linear-gradient(160deg,#eef1fb,#dfe5f5); --card:#ffffff; --text:#1a1f36; --muted:#6b7394; --line:#e8ebf5; --acc:#5b3df5; --sh:0 12px 32px rgba(40,50,110,.16), 0 2px 6px rgba(40,50,110,.08); --sh2:0 18px 40px rgba(40,50,110,.24); --pos:#12a150; --neg:#e5484d; --gold:#f5a524; --field:#f3f5fb; }
body.dark { --bg:linear-gradient(160deg,#0b1020,#141b3a); --card:#182040; --text:#e7eaf6; --muted:#8a93b8; --line:#27305a; --acc:#9b8cff; --sh:0 14px 36px rgba(0,0,0,.55), 0 2px 6px rgba(0,0,0,.4); --sh2:0 20px 44px rgba(0,0,0,.7); --field:#10173a; }
body { margin:0; font:13px/1.45 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; }
.side { width:216px; flex:none; background:linear-gradient(180deg,#1b1446,#2d1f74); color:#bdb6ee; padding:22px 14px; box-sizing:border-box; }
.logo { font-weight:bold; font-size:19px; color:#fff; margin:0 10px 28px; } .logo i { display:inline-block; width:14px; height:14px; border-radius:4px; background:linear-gradient(135deg,#ffb86b,#ff5c8a); margin-right:8px; }
.side a { display:block; padding:10px 12px; border-radius:10px; color:inherit; text-decoration:none; cursor:pointer; transition:transform .2s, color .2s; }
.side a:hover { transform:translateX(4px); color:#fff; } .side a.cur { background:rgba(255,255,255,.12); color:#fff; box-shadow:inset 3px 0 0 #b9a8ff; }
.main { flex:1; padding:20px 30px; box-sizing:border-box; overflow:hidden; }
.top { display:flex; align-items:center; gap:14px; margin-bottom:20px; } .top h1 { margin:0; font-size:22px; flex:1; }
.sq { position:relative; width:38px; height:38px; border-radius:12px; background:var(--card); box-shadow:var(--sh); display:grid; place-items:center; color:var(--muted); }
.i path { fill:none; stroke:currentColor; stroke-width:1.9; stroke-linecap:round; stroke-linejoin:round; }
.badge { position:absolute; top:-5px; right:-5px; min-width:17px; height:17px; border-radius:9px; background:var(--neg); color:#fff; font-size:10px; font-weight:bold; display:grid; place-items:center; }
.me { width:38px; height:38px; border-radius:12px; background:linear-gradient(135deg,#ff9a8b,#ff6a88); box-shadow:var(--sh); }
.grid { display:grid; grid-template-columns:1.3fr 1fr 1fr; gap:20px; max-width:1320px; }
.card { background:var(--card); border-radius:18px; box-shadow:var(--sh); padding:16px 20px; }
.card h3 { margin:0 0 10px; font-size:11.5px; color:var(--muted); font-weight:normal; text-transform:uppercase; letter-spacing:.09em; display:flex; align-items:center; gap:8px; }
.hero { background:linear-gradient(135deg,#5b3df5 0%,#9d4edd 58%,#e05fa6 100%); color:#fff; box-shadow:0 16px 36px rgba(91,61,245,.35); }
.tabs { display:flex; gap:20px; font-size:12.5px; margin-bottom:16px; }
.tab { border:0; background:none; color:rgba(255,255,255,.62); font:inherit; padding:0 0 6px; cursor:pointer; border-bottom:2px solid transparent; transition:color .15s; }
.tab:hover { color:#fff; } .tab.on { color:#fff; font-weight:bold; border-bottom-color:#fff; }
.bal { display:flex; align-items:center; gap:12px; } .bal b { font-size:32px; min-width:210px; }
#eye { width:30px; height:30px; border:0; border-radius:50%; background:rgba(255,255,255,.14); color:#fff; cursor:pointer; display:grid; place-items:center; padding:0; transition:background .2s; }
#eye:hover { background:rgba(255,255,255,.32); }
.hero small { opacity:.78; } .hchips { display:flex; gap:10px; margin-top:16px; } .hchips span { background:rgba(255,255,255,.16); border-radius:10px; padding:6px 10px; font-size:12px; }
.idx { font-size:25px; font-weight:bold; } .chg { color:var(--pos); font-size:12px; margin-left:6px; }
.live { width:8px; height:8px; border-radius:50%; background:var(--pos); display:inline-block; }
#sparkbox { margin-top:6px; }
.pay { display:flex; align-items:center; gap:10px; padding:6px 0; } .pay div { flex:1; } .pay small { display:block; color:var(--muted); font-size:11px; }
.pav { width:30px; height:30px; border-radius:10px; color:#fff; display:grid; place-items:center; font-weight:bold; }
.star { width:26px; height:26px; border:0; background:none; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s; }
.star:hover { color:var(--gold); } .star.on { color:var(--gold); } .star.on path { fill:var(--gold); }
.fld { display:flex; flex-direction:column; gap:4px; margin-bottom:10px; } .fld span { color:var(--muted); font-size:11.5px; }
.fld input, .fld .sel { font:inherit; font-size:15px; padding:9px 12px; border-radius:10px; border:1px solid var(--line); background:var(--field); color:var(--text); outline:none; caret-color:transparent; }
.fld input:focus { border-color:var(--acc); box-shadow:0 0 0 3px rgba(91,61,245,.18); }
.btns { display:flex; gap:10px; align-items:center; }
.pbtn { font:inherit; font-weight:bold; padding:9px 18px; border-radius:11px; border:0; color:#fff; background:linear-gradient(135deg,#5b3df5,#9d4edd); box-shadow:0 6px 16px rgba(91,61,245,.35); cursor:pointer; }
.pbtn:disabled { background:var(--line); color:var(--muted); box-shadow:none; cursor:default; }
.gbtn { font:inherit; padding:8px 14px; border-radius:11px; border:1px solid var(--line); background:var(--card); color:var(--text); cursor:pointer; transition:box-shadow .2s, transform .2s; }
.gbtn:hover { box-shadow:var(--sh2); transform:translateY(-2px); }
.lim { color:var(--muted); font-size:11.5px; margin-top:8px; }
.note { display:flex; gap:8px; align-items:flex-start; padding:7px 0; border-bottom:1px solid var(--line); } .note:last-child { border:0; }
.note p { margin:0; flex:1; font-size:12px; } .dot { width:7px; height:7px; border-radius:50%; background:var(--acc); margin-top:5px; flex:none; } .note.read .dot { background:transparent; }
.rd { width:22px; height:22px; border-radius:6px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:background .15s, color .15s; }
.rd:hover { background:rgba(18,161,80,.14); color:var(--pos); }
.wide { grid-column:span 2; }
table { width:100%; border-collapse:collapse; } th { text-align:left; color:var(--muted); font-weight:normal; font-size:11.5px; padding:4px 6px; } td { padding:8px 6px; border-top:1px solid var(--line); }
td.pos { color:var(--pos); } td.neg { color:var(--text); } td:last-child, th:last-child { text-align:right; }
#export { position:relative; width:26px; height:26px; border-radius:8px; border:0; background:none; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; margin-left:auto; transition:color .15s; }
#export:hover { color:var(--acc); }
#export:hover::before { content:"Export CSV"; position:absolute; bottom:32px; right:-8px; background:#1b1446; color:#fff; font:11px "DejaVu Sans", sans-serif; text-transform:none; letter-spacing:0; padding:5px 9px; border-radius:7px; white-space:nowrap; box-shadow:0 6px 14px rgba(0,0,0,.25); }
#statements { color:var(--acc); text-decoration:none; cursor:pointer; text-transform:none; letter-spacing:0; font-size:12px; }
#statements:hover { text-decoration:underline; }
.toast { display:none; position:fixed; right:28px; bottom:26px; background:#1b1446; color:#fff; padding:12px 18px; border-radius:12px; box-shadow:0 12px 30px rgba(0,0,0,.35); }
#lock { display:none; position:fixed; inset:0; }
</style>
<nav class="side"><div class="logo"><i></i>Northvault</div><a class="cur">Overview</a><a>Accounts</a><a>Payments</a><a>Cards</a><a>Investments</a><a>Budgets</a><a>Settings</a></nav>
<main class="main"><div class="top"><h1>Welcome back, Mira</h1><span class="sq">"""
    + _svg(P_BELL, 18)
    + """<span class="badge" id="nbadge">3</span></span><span class="me"></span></div>
<div class="grid">
<div class="card hero"><div class="tabs"><button class="tab on" id="tab-chk">Checking</button><button class="tab" id="tab-sav">Savings</button><button class="tab" id="tab-inv">Investments</button></div>
<small>Available balance</small><div class="bal"><b id="bal">&euro;4,812.50</b><button id="eye">"""
    + _svg(P_EYE, 16)
    + """</button></div><div class="hchips"><span>In &uarr; &euro;3,250</span><span>Out &darr; &euro;1,130</span><span>&bull;&bull;&bull;&bull; 4410</span></div></div>
<div class="card"><h3><span class="live"></span> Market &middot; NV 40</h3><span class="idx" id="idx">4,218.36</span><span class="chg" id="chg">+0.42%</span>
<div id="sparkbox"><svg width="100%" height="70" viewBox="0 0 240 70" preserveAspectRatio="none"><polyline id="spark" fill="none" stroke="#12a150" stroke-width="2" points="0,50 20,44 40,46 60,38 80,40 100,30 120,34 140,26 160,28 180,20 200,24 220,18 240,22"/></svg></div></div>
<div class="card"><h3>Notifications</h3>
<div class="note" id="note-1"><span class="dot"></span><p>Card payment of &euro;84.10 to City Energy AG</p><button class="rd" id="read-1">"""
    + _svg(P_CHECK, 14)
    + """</button></div><div class="note" id="note-2"><span class="dot"></span><p>Your March statement is ready</p><button class="rd" id="read-2">"""
    + _svg(P_CHECK, 14)
    + """</button></div><div class="note" id="note-3"><span class="dot"></span><p>New sign-in from Firefox on Linux</p><button class="rd" id="read-3">"""
    + _svg(P_CHECK, 14)
    + """</button></div></div>
<div class="card"><h3>Quick transfer</h3><div class="fld"><span>To</span><div class="sel">Lena Hartmann</div></div>
<div class="fld"><span>Amount (EUR)</span><input id="amount" value="120" autocomplete="off"></div>
<div class="btns"><button class="pbtn" id="send" disabled>Send</button><button class="gbtn" id="freeze">Freeze card</button></div><div class="lim">Daily limit reached &middot; resets at midnight</div></div>
<div class="card"><h3>Payees</h3>"""
    + "".join(_payee(*p) for p in _PAYEES)
    + """</div>
<div class="card"><h3>Recent activity <a id="statements">Statements</a><button id="export">"""
    + _svg(P_EXPORT, 16)
    + """</button></h3><table><tr><th>Date</th><th>Merchant</th><th>Amount</th></tr>"""
    + "".join(
        f'<tr><td>{d}</td><td>{m}</td><td class="{c}">{a}</td></tr>' for d, m, _k, a, c in _TXNS
    )
    + """</table></div>
</div></main>
<div class="toast" id="btoast">Freezing card &hellip;</div>
<div id="lock"></div>
"""
)

# -- fitness: a Material-like fitness tracker ------------------------------------------------------
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _day(i: int, name: str) -> str:
    cls = " sel" if i == 1 else ""
    return f'<button class="day{cls}" id="d-{name.lower()}"><small>{name}</small><b>{10 + i}</b></button>'


def _goal(i: int, text: str, done: bool) -> str:
    cls = " on" if done else ""
    return f'<div class="goal"><button class="mcb{cls}" id="g-{i}">{_svg(P_CHECK, 14)}</button><span>{text}</span></div>'


FITNESS = (
    """
<style>
:root { --bg:#f6f6f6; --surf:#ffffff; --text:#202124; --muted:#5f6368; --line:#e0e0e0; --pri:#ff5722; --pri2:#ffe0d6; --blue:#2979ff; --green:#00c853; --state:rgba(32,33,36,.08); --e1:0 1px 2px rgba(0,0,0,.3), 0 1px 3px 1px rgba(0,0,0,.15); --e3:0 4px 8px 3px rgba(0,0,0,.15), 0 1px 3px rgba(0,0,0,.3); }
body.dark { --bg:#121212; --surf:#1e1e1e; --text:#e8eaed; --muted:#9aa0a6; --line:#333; --pri:#ff8a65; --pri2:#4a2a20; --blue:#82b1ff; --green:#69f0ae; --state:rgba(232,234,237,.1); --e1:0 1px 2px rgba(0,0,0,.6), 0 1px 3px 1px rgba(0,0,0,.3); --e3:0 4px 8px 3px rgba(0,0,0,.5), 0 1px 3px rgba(0,0,0,.6); }
body { margin:0; font:14px/1.5 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.bar { height:60px; background:var(--pri); color:#fff; display:flex; align-items:center; gap:6px; padding:0 12px; box-shadow:0 2px 4px rgba(0,0,0,.2); }
body.dark .bar { background:#2a2a2a; color:var(--text); }
.bar h1 { font-size:21px; font-weight:normal; margin:0 0 0 8px; flex:1; }
.ib { width:44px; height:44px; border-radius:50%; border:0; background:transparent; color:inherit; cursor:pointer; display:grid; place-items:center; padding:0; transition:background .1s, transform .3s; }
.ib:hover { background:rgba(255,255,255,.18); } body.dark .ib:hover { background:var(--state); }
#sync:hover { transform:rotate(180deg); }
.i path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.wrap { display:grid; grid-template-columns:repeat(3, minmax(0, 380px)); gap:16px; padding:18px 24px; }
.mc { background:var(--surf); border-radius:12px; box-shadow:var(--e1); padding:16px; }
.mc h2 { font-size:16px; font-weight:normal; margin:0 0 12px; color:var(--muted); }
.span3 { grid-column:1 / span 3; max-width:none; }
.week { display:flex; gap:10px; }
.day { width:58px; height:66px; border-radius:29px; border:1px solid var(--line); background:transparent; color:var(--text); font:inherit; cursor:pointer; display:flex; flex-direction:column; align-items:center; justify-content:center; transition:border-color .15s, background .15s; }
.day:hover { border-color:var(--pri); } .day small { color:var(--muted); } .day b { font-size:17px; }
.day.sel { background:var(--pri); border-color:var(--pri); color:#fff; } .day.sel small { color:#fff; }
.ring { display:flex; align-items:center; gap:18px; }
.ring svg circle { fill:none; stroke-width:10; }
.big { font-size:30px; } .sub { color:var(--muted); }
.glasses { display:flex; gap:4px; margin:10px 0 4px; } .glasses svg path { fill:none; stroke:var(--blue); stroke-width:1.8; stroke-linejoin:round; }
.glasses svg.f path { fill:var(--blue); }
.wrow { display:flex; align-items:center; gap:10px; }
.tonal { width:40px; height:40px; border-radius:50%; border:0; background:var(--pri2); color:var(--pri); cursor:pointer; display:grid; place-items:center; padding:0; transition:box-shadow .15s; }
.tonal:hover { box-shadow:var(--e1); }
.goal { display:flex; align-items:center; gap:12px; padding:5px 0; }
.mcb { width:18px; height:18px; border-radius:2px; border:2px solid var(--muted); background:transparent; color:transparent; padding:0; display:grid; place-items:center; cursor:pointer; outline:10px solid transparent; transition:outline-color .15s; }
.mcb:hover { outline-color:var(--state); border-radius:2px; }
.mcb.on { background:var(--pri); border-color:var(--pri); color:#fff; } .mcb .i path { stroke-width:3; }
.tf { position:relative; margin-top:6px; } .tf label { position:absolute; top:-8px; left:10px; background:var(--surf); padding:0 4px; font-size:12px; color:var(--pri); }
.tf input { width:100%; box-sizing:border-box; font:inherit; font-size:16px; padding:12px 14px; border:2px solid var(--pri); border-radius:4px; background:transparent; color:var(--text); outline:none; caret-color:transparent; }
.log { margin-top:10px; } .log div { display:flex; justify-content:space-between; padding:7px 0; border-bottom:1px solid var(--line); } .log span { color:var(--muted); }
.streak { display:flex; align-items:center; gap:10px; color:var(--pri); } .streak path { fill:var(--pri); stroke:none; }
#blank { height:96px; }
.fab { position:fixed; right:32px; bottom:32px; width:56px; height:56px; border-radius:16px; border:0; background:var(--pri); color:#fff; box-shadow:var(--e3); cursor:pointer; display:grid; place-items:center; padding:0; transition:box-shadow .2s; }
body.dark .fab { color:#2a1208; }
.fab:hover { box-shadow:0 8px 14px 6px rgba(0,0,0,.18), 0 4px 6px rgba(0,0,0,.3); }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="bar"><button class="ib">"""
    + _svg(P_MENU, 22)
    + """</button><h1>Stride</h1><button class="ib" id="sync">"""
    + _svg(P_SYNC, 22)
    + """</button><button class="ib" id="share">"""
    + _svg(P_SHARE, 22)
    + """</button></header>
<div class="wrap"><div class="mc span3"><h2>March</h2><div class="week">"""
    + "".join(_day(i, d) for i, d in enumerate(_DAYS))
    + """</div></div>
<div class="mc" id="rings"><h2>Activity</h2><div class="ring"><svg width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="40" stroke="var(--line)"/><circle cx="48" cy="48" r="40" stroke="var(--pri)" stroke-dasharray="186 252" transform="rotate(-90 48 48)" stroke-linecap="round"/></svg>
<div><div class="big">7,412</div><div class="sub">of 10,000 steps</div><div class="sub">412 kcal &middot; 5.3 km</div></div></div></div>
<div class="mc"><h2>Water</h2><div class="wrow"><div style="flex:1"><span class="big" id="water-n">5</span> <span class="sub">of 8 glasses</span></div><button class="tonal" id="water-plus">"""
    + _svg(P_PLUS, 20)
    + """</button></div><div class="glasses" id="glasses">"""
    + "".join(_svg(P_GLASS, 20, "f" if k < 5 else "e") for k in range(8))
    + """</div></div>
<div class="mc"><h2>Today's goals</h2>"""
    + _goal(1, "Morning run 5 km", True)
    + _goal(2, "Stretch 10 min", False)
    + _goal(3, "Sleep before 23:00", False)
    + """</div>
<div class="mc"><h2>Weight</h2><div class="tf"><label>kg</label><input id="weight" value="72.4" autocomplete="off"></div><div class="log" id="log"><div>Mon 10 <span>72.8 kg</span></div><div>Sun 9 <span>73.0 kg</span></div></div></div>
<div class="mc"><h2>Streak</h2><div class="streak">"""
    + _svg(P_FIRE, 28)
    + """<span class="big">12</span><span class="sub">days in a row</span></div><div id="blank"></div></div>
<div class="mc"><h2>Workouts</h2><div id="workouts"><div class="sub">Yesterday &middot; Cycling 42 min</div><div class="sub">Sat &middot; Yoga 30 min</div></div></div>
</div>
<button class="fab" id="fab">"""
    + _svg(P_PLUS, 24)
    + """</button>
<div id="lock"></div>
"""
)

# -- jobs: a flat, minimal job board ---------------------------------------------------------------
_JOBS = [
    (1, "Senior Data Engineer", "Ostrava Mills", "Prague &middot; Hybrid", "&euro;72&ndash;88k"),
    (2, "Product Designer", "Lumen Health", "Remote (EU)", "&euro;60&ndash;70k"),
    (3, "Backend Developer (Go)", "Parcelwise", "Berlin", "&euro;65&ndash;80k"),
    (4, "Site Reliability Engineer", "Tallgrass Cloud", "Remote", "&euro;75&ndash;95k"),
    (5, "Frontend Engineer", "Kettle &amp; Co", "Vienna &middot; On-site", "&euro;55&ndash;68k"),
]


def _job(i: int, title: str, co: str, loc: str, pay: str) -> str:
    cls = " sel" if i == 1 else ""
    return (
        f'<div class="job{cls}" id="job-{i}"><div class="jt"><b>{title}</b><a class="co" id="co-{i}">{co}</a><small>{loc} &middot; {pay}</small></div>'
        f'<button class="sv" id="save-{i}">{_svg(P_BMARK, 18)}</button></div>'
    )


JOBS = (
    """
<style>
:root { --bg:#ffffff; --text:#2b2d31; --muted:#7a7f87; --faint:#a9adb3; --line:#ececec; --acc:#2f6f5e; --acc2:#e9f2ef; --vivid:#ff4f1f; }
body.dark { --bg:#18181b; --text:#dcdde0; --muted:#8e9199; --faint:#5e6168; --line:#2c2c31; --acc:#7cc4ad; --acc2:#1f2e2a; --vivid:#ff7a4f; }
body { margin:0; font:14px/1.55 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.top { display:flex; align-items:center; gap:28px; padding:18px 40px; border-bottom:1px solid var(--line); }
.brand { font:bold 17px "DejaVu Serif", serif; letter-spacing:-.01em; } .brand span { color:var(--vivid); }
.q { flex:1; max-width:520px; display:flex; align-items:center; gap:8px; border-bottom:1px solid var(--faint); padding:4px 0; color:var(--muted); }
.q input { flex:1; border:0; background:transparent; font:inherit; color:var(--text); outline:none; caret-color:transparent; }
.i path { fill:none; stroke:currentColor; stroke-width:1.6; stroke-linecap:round; stroke-linejoin:round; }
.top nav a { color:var(--muted); margin-left:22px; text-decoration:none; }
.filters { display:flex; align-items:center; gap:10px; padding:16px 40px; }
.chip { font:inherit; font-size:13px; padding:5px 14px; border-radius:3px; border:1px solid var(--line); background:transparent; color:var(--text); cursor:pointer; transition:border-color .15s; }
.chip:hover { border-color:var(--muted); } .chip.on { background:var(--acc); border-color:var(--acc); color:var(--bg); }
#count { color:var(--muted); margin-left:auto; font-size:13px; }
#sortw { position:relative; }
#sort { font:inherit; font-size:13px; border:0; background:none; color:var(--text); cursor:pointer; padding:4px 0; display:flex; align-items:center; gap:4px; }
#sort:hover { color:var(--acc); }
#sortmenu { display:none; position:absolute; top:30px; right:0; width:170px; background:var(--bg); border:1px solid var(--line); padding:6px 0; z-index:2; }
#sortmenu div { padding:6px 14px; font-size:13px; } #sortmenu div.cur { color:var(--acc); }
.body { display:flex; padding:0 40px; gap:40px; }
.list { width:430px; flex:none; }
.job { display:flex; align-items:flex-start; gap:10px; padding:14px 14px 14px 16px; border-bottom:1px solid var(--line); border-left:2px solid transparent; cursor:pointer; }
.job:hover { background:rgba(127,127,127,.07); } .job.sel { border-left-color:var(--acc); background:var(--acc2); }
.jt { flex:1; } .jt b { display:block; font-weight:normal; font-size:15px; } .jt small { display:block; color:var(--muted); font-size:12.5px; }
.co { color:var(--text); font-size:13px; cursor:pointer; } .co:hover { text-decoration:underline; }
.sv { width:28px; height:28px; border:0; background:none; color:var(--faint); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .2s; }
.sv:hover { color:var(--muted); } .sv.on { color:var(--acc); }
.det { flex:1; max-width:640px; padding-top:6px; }
.det h2 { font:normal 26px "DejaVu Serif", serif; margin:0 0 4px; } .det .meta { color:var(--muted); margin-bottom:18px; }
.acts { display:flex; align-items:center; gap:16px; margin-bottom:22px; }
.apply { font:inherit; padding:9px 26px; border:1px solid var(--text); background:var(--text); color:var(--bg); cursor:pointer; }
.apply:disabled { background:transparent; border-color:var(--line); color:var(--faint); cursor:default; }
.closed { color:var(--muted); font-size:12.5px; }
#copyw { position:relative; }
#copy { width:30px; height:30px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .15s; }
#copy:hover { color:var(--text); }
#copied { display:none; position:absolute; left:38px; top:3px; background:var(--acc); color:var(--bg); font-size:12px; padding:2px 8px; white-space:nowrap; }
.det p { color:var(--text); max-width:600px; } .det h4 { font-weight:normal; color:var(--muted); text-transform:uppercase; letter-spacing:.12em; font-size:11px; margin:20px 0 6px; }
.det ul { margin:0; padding-left:18px; color:var(--text); }
</style>
<header class="top"><span class="brand">plainjobs<span>.</span></span><div class="q">"""
    + _svg(P_SEARCH, 16)
    + """<input id="q" value="engineer" autocomplete="off"></div><nav><a>Companies</a><a>Salaries</a><a>Sign in</a></nav></header>
<div class="filters"><button class="chip" id="chip-remote">Remote</button><button class="chip" id="chip-full">Full-time</button><button class="chip" id="chip-senior">Senior</button><button class="chip" id="chip-visa">Visa sponsor</button>
<span id="count">128 jobs</span><span id="sortw"><button id="sort">Sort: Most relevant """
    + _svg(P_CHEVD, 14)
    + """</button><div id="sortmenu"><div class="cur">Most relevant</div><div>Newest</div><div>Highest salary</div></div></span></div>
<div class="body"><div class="list" id="list">"""
    + "".join(_job(*j) for j in _JOBS)
    + """</div>
<section class="det"><h2>Senior Data Engineer</h2><div class="meta">Ostrava Mills &middot; Prague, hybrid &middot; posted 3 weeks ago</div>
<div class="acts"><button class="apply" id="apply" disabled>Apply</button><span class="closed">Applications closed on 12 March</span><span id="copyw"><button id="copy">"""
    + _svg(P_LINK, 18)
    + """</button><span id="copied">Link copied</span></span></div>
<p>We are a mid-sized mill modernising a century of production records. You will own the pipelines that move sensor data from forty machines into a warehouse our planners actually trust.</p>
<h4>What you will do</h4><ul><li>Design batch and streaming ingestion</li><li>Keep data quality visible to the floor team</li><li>Mentor two junior engineers</li></ul></section></div>
"""
)

# -- course: an online course player ---------------------------------------------------------------
_LESSONS = [
    ("3. Transforming data", None),
    ("3.1 Selecting columns", "done"),
    ("3.2 Shaping the data", "cur"),
    ("3.3 Joining tables", ""),
    ("3.4 Window functions", ""),
    ("3.5 Quiz: transformations", ""),
    ("4. Visualising results", None),
    ("4.1 Choosing a chart", ""),
    ("4.2 Colour and scale", "lock"),
]


def _lesson(k: int, title: str, state: str | None) -> str:
    if state is None:
        return f'<div class="sect">{title}</div>'
    if state == "lock":
        return f'<button class="les lockd" id="lesson-{k}" disabled><span class="lk">{_svg(P_LOCK, 14)}</span><span>{title}</span><small>Pro</small></button>'
    cls = " cur" if state == "cur" else ""
    dn = " on" if state == "done" else ""
    return (
        f'<div class="les{cls}" id="lesson-{k}"><button class="dc{dn}" id="done-{k}">{_svg(P_CHECK, 11)}</button>'
        f"<span>{title}</span><small>{6 + k % 5}:{k * 7 % 60:02d}</small></div>"
    )


COURSE = (
    """
<style>
:root { --bg:#f3f2f7; --side:#ffffff; --text:#1f1d2b; --muted:#6f6b80; --line:#e4e2ec; --acc:#7c3aed; --acc2:#efe7fe; --ok:#16a34a; --amber:#f59e0b; }
body.dark { --bg:#101014; --side:#17171d; --text:#e9e7f2; --muted:#8f8ba3; --line:#26252f; --acc:#a78bfa; --acc2:#241d38; --ok:#22c55e; }
body { margin:0; font:12.5px/1.45 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; }
.mainc { flex:1; display:flex; flex-direction:column; padding:14px 18px; box-sizing:border-box; min-width:0; }
.hdr { display:flex; align-items:center; gap:10px; margin-bottom:10px; } .hdr h1 { font-size:16px; margin:0; flex:1; } .hdr small { color:var(--muted); }
.nx { font:inherit; padding:6px 12px; border-radius:6px; border:1px solid var(--line); background:var(--side); color:var(--text); cursor:pointer; display:flex; align-items:center; gap:6px; transition:background .15s, color .15s; }
.nx:hover { background:var(--acc); color:#fff; border-color:var(--acc); }
.i path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.video { position:relative; background:radial-gradient(ellipse at 30% 40%,#3b2d6b,#120e22 70%); border-radius:8px; height:46vh; min-height:300px; overflow:hidden; }
.slide { position:absolute; left:8%; top:18%; color:#ede9fe; font:22px "DejaVu Sans Mono", monospace; line-height:1.6; }
.slide span { color:#fbbf24; }
.ctrl { position:absolute; left:0; right:0; bottom:0; height:44px; background:linear-gradient(transparent,rgba(0,0,0,.75)); display:flex; align-items:center; gap:6px; padding:0 10px; color:#fff; }
.vb { position:relative; height:30px; min-width:30px; border:0; border-radius:4px; background:transparent; color:#e5e5e5; font:bold 12px "DejaVu Sans", sans-serif; cursor:pointer; display:grid; place-items:center; padding:0 4px; transition:color .1s; }
.vb:hover { color:#fff; background:rgba(255,255,255,.14); }
#cc span { border:1.5px solid currentColor; border-radius:3px; padding:0 3px; font-size:10px; }
#cc:hover::after { content:"Subtitles (c)"; position:absolute; bottom:38px; left:50%; transform:translateX(-50%); background:rgba(255,255,255,.94); color:#111; font:11px "DejaVu Sans", sans-serif; padding:4px 8px; border-radius:3px; white-space:nowrap; }
#cc:hover::before { content:""; position:absolute; bottom:32px; left:50%; margin-left:-6px; border:6px solid transparent; border-top-color:rgba(255,255,255,.94); }
.track { flex:1; height:4px; background:rgba(255,255,255,.25); border-radius:2px; position:relative; } .track i { position:absolute; left:0; top:0; bottom:0; width:38%; background:var(--acc); border-radius:2px; }
.tm { font:11px "DejaVu Sans Mono", monospace; color:#ddd; margin:0 6px; }
#speedmenu { display:none; position:absolute; right:40px; bottom:46px; background:#1f1b2e; border-radius:6px; padding:4px 0; box-shadow:0 6px 18px rgba(0,0,0,.5); }
#speedmenu div { padding:4px 18px; color:#ddd; font-size:12px; } #speedmenu div.cur { color:#c4b5fd; }
.below { display:flex; gap:18px; margin-top:12px; }
.tabsb { display:flex; gap:2px; border-bottom:1px solid var(--line); margin-bottom:10px; }
.tb { font:inherit; padding:7px 14px; border:0; background:none; color:var(--muted); cursor:pointer; border-bottom:2px solid transparent; margin-bottom:-1px; }
.tb:hover { color:var(--text); } .tb.on { color:var(--acc); border-bottom-color:var(--acc); font-weight:bold; }
.notes { flex:1.4; min-width:0; } .nl div { padding:6px 8px; border-left:3px solid var(--acc); background:var(--side); margin-bottom:6px; } .nl b { color:var(--acc); font-weight:normal; margin-right:8px; }
.ni { width:100%; box-sizing:border-box; font:inherit; padding:8px 10px; border:1px solid var(--line); border-radius:6px; background:var(--side); color:var(--text); outline:none; caret-color:transparent; margin-bottom:8px; }
.ni:focus { border-color:var(--acc); }
.rate { flex:1; background:var(--side); border:1px solid var(--line); border-radius:8px; padding:12px 14px; align-self:flex-start; }
.rate h3 { margin:0 0 6px; font-size:13px; } .rate p { color:var(--muted); margin:0 0 8px; }
.stars { display:flex; gap:2px; }
.st { width:26px; height:26px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:transform .12s, color .12s; }
.st:hover { transform:scale(1.18); color:var(--amber); } .st.on { color:var(--amber); } .st.on path { fill:var(--amber); }
.side { width:300px; flex:none; background:var(--side); border-left:1px solid var(--line); overflow:hidden; }
.side h2 { font-size:13px; margin:0; padding:14px 16px 4px; } .prog { margin:0 16px 10px; color:var(--muted); font-size:11.5px; }
.pb { height:4px; background:var(--line); border-radius:2px; margin-top:4px; } .pb i { display:block; height:4px; width:41%; background:var(--ok); border-radius:2px; }
.sect { padding:8px 16px; font-weight:bold; background:var(--bg); border-top:1px solid var(--line); border-bottom:1px solid var(--line); }
.les { display:flex; align-items:center; gap:9px; padding:8px 16px; width:100%; box-sizing:border-box; border:0; background:none; font:inherit; color:var(--text); text-align:left; }
.les span { flex:1; } .les small { color:var(--muted); } .les.cur { background:var(--acc2); box-shadow:inset 3px 0 0 var(--acc); }
.dc { width:16px; height:16px; border-radius:50%; border:1.5px solid var(--muted); background:transparent; color:transparent; padding:0; display:grid; place-items:center; cursor:pointer; flex:none; transition:border-color .15s; }
.dc:hover { border-color:var(--ok); } .dc.on { background:var(--ok); border-color:var(--ok); color:#fff; } .dc .i path { stroke-width:3.2; }
.lockd { color:var(--muted); } .lk { flex:none !important; display:grid; place-items:center; width:16px; }
</style>
<main class="mainc"><div class="hdr"><div style="flex:1"><small>SQL for Analysts &middot; Module 3</small><h1 id="ltitle">3.2 Shaping the data</h1></div>
<button class="nx" id="next">Next lesson """
    + _svg(P_NEXT, 14)
    + """</button></div>
<div class="video"><div class="slide">SELECT region,<br>&nbsp;&nbsp;<span>SUM</span>(revenue) AS total<br>FROM orders<br>GROUP BY region;</div>
<div class="ctrl"><button class="vb">"""
    + _svg(P_PLAY, 16)
    + """</button><span class="tm">04:12 / 11:05</span><div class="track"><i></i></div><button class="vb" id="cc"><span>CC</span></button><button class="vb" id="speed">1&times;</button><button class="vb">"""
    + _svg(P_FULL, 16)
    + """</button><div id="speedmenu"><div>0.75&times;</div><div class="cur">1&times;</div><div>1.25&times;</div><div>1.5&times;</div><div>2&times;</div></div></div></div>
<div class="below"><div class="notes"><div class="tabsb"><button class="tb">Overview</button><button class="tb on" id="tab-notes">Notes</button><button class="tb">Q&amp;A</button></div>
<div id="notespanel"><input class="ni" id="note" value="GROUP BY runs before SELECT aliases exist" autocomplete="off"><div class="nl" id="nl"><div><b>02:41</b>Aggregate first, then filter with HAVING</div><div><b>03:58</b>COUNT(*) counts NULL rows too</div></div></div></div>
<div class="rate"><h3>Rate this lesson</h3><p>Your rating helps other learners.</p><div class="stars">"""
    + "".join(f'<button class="st" id="r-{k}">{_svg(P_STAR, 18)}</button>' for k in range(1, 6))
    + """</div></div></div></main>
<aside class="side"><h2>Course content</h2><div class="prog">11 of 27 lessons complete<div class="pb"><i></i></div></div>"""
    + "".join(_lesson(k, t, s) for k, (t, s) in enumerate(_LESSONS))
    + """</aside>
"""
)

# -- hotels: a hotel search with filters -----------------------------------------------------------
_HOTELS = [
    (
        1,
        "Casa do Largo",
        "Alfama &middot; 0.6 km from centre",
        "9.1",
        "Superb",
        "&euro;142",
        "#f6d365,#fda085",
    ),
    (
        2,
        "Hotel Miradouro",
        "Gra&ccedil;a &middot; 1.2 km from centre",
        "8.6",
        "Excellent",
        "&euro;118",
        "#84fab0,#8fd3f4",
    ),
    (
        3,
        "Rio Azul Suites",
        "Bel&eacute;m &middot; 6.1 km from centre",
        "8.9",
        "Fabulous",
        "&euro;176",
        "#a18cd1,#fbc2eb",
    ),
]


def _hotel(i: int, name: str, where: str, score: str, word: str, price: str, grad: str) -> str:
    if i == 3:
        btn = f'<button class="res" id="reserve-{i}" disabled>Sold out</button>'
    else:
        btn = f'<button class="deal" id="deal-{i}">View deal</button>'
    return (
        f'<div class="hc"><div class="ph" style="background:linear-gradient(135deg,{grad})"><button class="ht" id="heart-{i}">{_svg(P_HEART, 18)}</button></div>'
        f'<div class="hb"><b>{name}</b><small>{where}</small><div class="sc"><span>{score}</span>{word}</div>'
        f'<div class="pr"><div><b>{price}</b><small>per night</small></div>{btn}</div></div></div>'
    )


HOTELS = (
    """
<style>
:root { --bg:#fff7f3; --card:#ffffff; --text:#28201c; --muted:#85766e; --line:#f1e4dc; --acc:#e11d48; --teal:#0f766e; --chip:#ffe9e1; --sh:0 6px 18px rgba(120,60,30,.10); --shh:0 16px 34px rgba(120,60,30,.22); }
body.dark { --bg:#1a1412; --card:#251d1a; --text:#f3e9e4; --muted:#a8978f; --line:#3a2e29; --acc:#fb7185; --teal:#2dd4bf; --chip:#3a2622; --sh:0 6px 18px rgba(0,0,0,.45); --shh:0 16px 34px rgba(0,0,0,.7); }
body { margin:0; font:14px/1.45 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.sb { display:flex; align-items:center; gap:0; margin:22px auto 18px; width:fit-content; background:var(--card); border-radius:40px; box-shadow:var(--sh); padding:6px 6px 6px 10px; }
.seg { padding:6px 22px; border-right:1px solid var(--line); } .seg small { display:block; font-size:11px; color:var(--muted); font-weight:bold; text-transform:uppercase; letter-spacing:.05em; }
.gs { display:flex; align-items:center; gap:8px; }
.cnt { width:26px; height:26px; border-radius:50%; border:1px solid var(--muted); background:transparent; color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:border-color .15s, color .15s; }
.cnt:hover { border-color:var(--text); color:var(--acc); }
.i path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
#search { margin-left:10px; height:46px; padding:0 24px; border-radius:23px; border:0; background:linear-gradient(90deg,#e11d48,#f97316); color:#fff; font:bold 15px "Liberation Sans", sans-serif; cursor:pointer; display:flex; align-items:center; gap:8px; transition:filter .15s; }
#search:hover { filter:brightness(1.08) saturate(1.1); }
.lay { display:flex; gap:26px; padding:0 36px; }
.filt { width:250px; flex:none; background:var(--card); border-radius:20px; box-shadow:var(--sh); padding:16px 20px; align-self:flex-start; }
.filt h3 { font-size:15px; margin:4px 0 10px; } .filt h4 { font-size:12px; color:var(--muted); text-transform:uppercase; letter-spacing:.06em; margin:16px 0 6px; }
.cb { display:flex; align-items:center; gap:10px; padding:4px 0; } .cb input { width:17px; height:17px; accent-color:var(--teal); margin:0; cursor:pointer; }
.cb span { color:var(--muted); margin-left:auto; font-size:12px; }
.tg { display:flex; align-items:center; justify-content:space-between; padding:4px 0; }
.swi { width:40px; height:22px; border-radius:11px; border:0; background:var(--line); position:relative; cursor:pointer; padding:0; transition:background .2s; }
.swi:hover { background:#e5cfc4; } body.dark .swi:hover { background:#4a3b35; }
.swi i { position:absolute; left:2px; top:2px; width:18px; height:18px; border-radius:50%; background:#fff; box-shadow:0 1px 3px rgba(0,0,0,.3); transition:left .2s; }
.swi.on { background:var(--teal); } .swi.on i { left:20px; }
.range { height:4px; background:var(--line); border-radius:2px; position:relative; margin:12px 4px 6px; } .range i { position:absolute; left:18%; right:30%; top:0; bottom:0; background:var(--acc); }
.rl { display:flex; justify-content:space-between; color:var(--muted); font-size:12px; }
.res-h { display:flex; align-items:baseline; gap:12px; margin-bottom:12px; } .res-h h2 { margin:0; font-size:20px; } .res-h span { color:var(--muted); }
.cards { display:grid; grid-template-columns:repeat(3, minmax(0, 290px)); gap:22px; }
.hc { background:var(--card); border-radius:22px; box-shadow:var(--sh); overflow:hidden; }
.ph { height:170px; position:relative; }
.ht { position:absolute; top:12px; right:12px; width:34px; height:34px; border-radius:50%; border:0; background:rgba(255,255,255,.92); color:#3a2a24; cursor:pointer; display:grid; place-items:center; padding:0; transition:transform .15s; }
.ht:hover { transform:scale(1.15); } .ht.on { color:var(--acc); } .ht.on path { fill:var(--acc); }
.hb { padding:12px 16px 16px; } .hb b { font-size:16px; } .hb small { display:block; color:var(--muted); }
.sc { margin:8px 0; color:var(--muted); font-size:13px; } .sc span { background:var(--teal); color:#fff; font-weight:bold; padding:2px 7px; border-radius:8px 8px 8px 2px; margin-right:6px; }
.pr { display:flex; align-items:flex-end; justify-content:space-between; } .pr b { font-size:20px; }
.deal { font:bold 13px "Liberation Sans", sans-serif; padding:9px 16px; border-radius:12px; border:0; background:var(--chip); color:var(--acc); cursor:pointer; transition:transform .2s, box-shadow .2s; }
.deal:hover { transform:translateY(-3px); box-shadow:var(--shh); }
.res { font:bold 13px "Liberation Sans", sans-serif; padding:9px 16px; border-radius:12px; border:0; background:var(--line); color:var(--muted); cursor:default; }
.toast { display:none; position:fixed; left:50%; top:96px; transform:translateX(-50%); background:var(--text); color:var(--bg); padding:10px 20px; border-radius:20px; box-shadow:var(--shh); }
#lock { display:none; position:fixed; inset:0; }
</style>
<div class="sb"><div class="seg"><small>Where</small>Lisbon, Portugal</div><div class="seg"><small>Dates</small>18 &ndash; 21 Apr</div>
<div class="seg" style="border:0"><small>Guests</small><div class="gs"><button class="cnt" id="g-minus">"""
    + _svg(P_MINUS, 14)
    + """</button><span id="guests">2 guests</span><button class="cnt" id="g-plus">"""
    + _svg(P_PLUS, 14)
    + """</button></div></div><button id="search">"""
    + _svg(P_SEARCH, 18)
    + """Search</button></div>
<div class="lay"><aside class="filt"><h3>Filters</h3><h4>Price per night</h4><div class="range"><i></i></div><div class="rl"><span>&euro;60</span><span>&euro;220</span></div>
<h4>Star rating</h4><label class="cb"><input type="checkbox" id="st-5">5 stars<span>12</span></label><label class="cb"><input type="checkbox" id="st-4">4 stars<span>48</span></label><label class="cb"><input type="checkbox" id="st-3" checked>3 stars<span>61</span></label>
<h4>Policies</h4><div class="tg">Free cancellation<button class="swi" id="freecx"><i></i></button></div><div class="tg">Breakfast included<button class="swi on" id="bfast"><i></i></button></div></aside>
<section style="flex:1"><div class="res-h"><h2>Stays in Lisbon</h2><span id="nres">214 properties</span></div><div class="cards">"""
    + "".join(_hotel(*h) for h in _HOTELS)
    + """</div></section></div>
<div class="toast" id="htoast">Updating prices &hellip;</div>
<div id="lock"></div>
"""
)

# -- podcast: a podcast app as a dense table -------------------------------------------------------
_EPS = [
    (1, "212", "The river that ran backwards", "Mar 12", "48:10"),
    (2, "211", "Inside a seed vault", "Mar 5", "52:44"),
    (3, "210", "Why trains whistle", "Feb 26", "39:02"),
    (4, "209", "A short history of salt", "Feb 19", "1:04:30"),
    (5, "208", "Listener questions: bridges", "Feb 12", "44:18"),
    (6, "207", "The loneliest lighthouse", "Feb 5", "50:51"),
]


def _ep(i: int, no: str, title: str, date: str, dur: str) -> str:
    liked = " on" if i == 2 else ""
    dl_dis = " disabled" if i == 5 else ""
    return (
        f'<tr id="ep-{i}"><td class="n">{no}</td><td class="tt">{title}</td><td>{date}</td><td>{dur}</td><td class="ac">'
        f'<button class="ti hr{liked}" id="hrt-{i}">{_svg(P_HEART, 15)}</button>'
        f'<button class="ti" id="qadd-{i}">{_svg(P_QUEUE, 15)}</button>'
        f'<button class="ti" id="dl-{i}"{dl_dis}>{_svg(P_DOWN, 15)}</button>'
        f'<button class="ti mo" id="more-{i}">{_svg(P_DOTS, 15)}</button></td></tr>'
    )


PODCAST = (
    """
<style>
:root { --bg:#fbfbfa; --pane:#f1f0ec; --text:#222; --muted:#777670; --line:#e2e0da; --acc:#1db954; --acc2:#0e7a37; --row:#efeee9; --bar:#ffffff; }
body.dark { --bg:#121212; --pane:#0a0a0a; --text:#eaeaea; --muted:#9a9a9a; --line:#262626; --acc:#1ed760; --acc2:#1ed760; --row:#1d1d1d; --bar:#181818; }
body { margin:0; font:12px/1.4 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:grid; grid-template-columns:200px 1fr; grid-template-rows:1fr 70px; }
.lib { background:var(--pane); padding:14px 10px; border-right:1px solid var(--line); }
.lib h2 { font-size:11px; text-transform:uppercase; letter-spacing:.12em; color:var(--muted); margin:6px 8px 8px; }
.lib a { display:flex; align-items:center; justify-content:space-between; padding:6px 8px; border-radius:4px; color:var(--text); text-decoration:none; cursor:pointer; }
.lib a:hover { background:var(--row); } .lib a.cur { font-weight:bold; }
.qb { background:var(--text); color:var(--bg); border-radius:8px; font-size:10px; padding:0 6px; font-weight:bold; }
.show { padding:14px 22px 0; overflow:hidden; }
.sh { display:flex; gap:16px; align-items:flex-end; margin-bottom:12px; }
.cover { width:104px; height:104px; background:conic-gradient(from 40deg,#ffb300,#ff3d00,#6a1b9a,#0091ea,#ffb300); border-radius:3px; }
.sh h1 { font-size:26px; margin:2px 0 4px; } .sh small { color:var(--muted); text-transform:uppercase; letter-spacing:.1em; font-size:10px; }
.bt { display:flex; gap:10px; align-items:center; margin-top:8px; }
#follow { font:bold 12px "DejaVu Sans", sans-serif; padding:5px 14px; border-radius:3px; border:1px solid var(--muted); background:transparent; color:var(--text); cursor:pointer; transition:border-color .1s; }
#follow:hover { border-color:var(--text); }
.tools { display:flex; align-items:center; gap:10px; margin:8px 0 6px; }
#psearch { font:inherit; padding:5px 8px; width:210px; border:1px solid var(--line); background:var(--bg); color:var(--text); outline:none; caret-color:transparent; border-radius:3px; }
table { width:100%; border-collapse:collapse; max-width:1100px; }
th { text-align:left; font-weight:normal; color:var(--muted); text-transform:uppercase; font-size:10.5px; letter-spacing:.06em; padding:5px 8px; border-bottom:1px solid var(--line); }
td { padding:5px 8px; border-bottom:1px solid var(--line); height:24px; } tr:hover td { background:var(--row); }
td.n { color:var(--muted); width:32px; } td.tt { font-weight:bold; } td.ac { width:130px; white-space:nowrap; }
#sort-date { font:inherit; text-transform:inherit; letter-spacing:inherit; color:inherit; border:0; background:none; padding:0; cursor:pointer; }
#sort-date:hover { color:var(--text); }
.ti { width:24px; height:24px; border:0; border-radius:50%; background:transparent; color:var(--muted); cursor:pointer; padding:0; display:inline-grid; place-items:center; vertical-align:middle; transition:color .1s, background .1s; }
.ti:hover { color:var(--text); } .ti.mo:hover { background:var(--line); }
.ti.hr.on { color:var(--acc2); }
.ti:disabled { opacity:.3; cursor:default; } .ti:disabled:hover { color:var(--muted); }
.i path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.mo .i path { stroke-width:3.2; }
.player { grid-column:1 / span 2; background:var(--bar); border-top:1px solid var(--line); display:flex; align-items:center; gap:16px; padding:0 20px; }
.np { display:flex; align-items:center; gap:10px; width:300px; } .np .cv { width:44px; height:44px; background:conic-gradient(from 40deg,#ffb300,#ff3d00,#6a1b9a,#0091ea,#ffb300); border-radius:2px; } .np small { display:block; color:var(--muted); }
.eq { display:flex; align-items:flex-end; gap:2px; height:16px; } .eq i { width:3px; height:40%; background:var(--acc); }
body.playing .eq i { animation:eqb .45s ease-in-out infinite alternate; } body.playing .eq i:nth-child(2) { animation-duration:.31s; } body.playing .eq i:nth-child(3) { animation-duration:.53s; } body.playing .eq i:nth-child(4) { animation-duration:.38s; }
@keyframes eqb { from { height:15%; } to { height:100%; } }
.pc { display:flex; flex-direction:column; align-items:center; gap:4px; flex:1; max-width:520px; }
.pp { width:32px; height:32px; border-radius:50%; border:0; background:var(--text); color:var(--bg); display:grid; place-items:center; padding:0; }
.pp .i path { fill:currentColor; stroke-width:2.4; }
.pt { display:flex; align-items:center; gap:8px; width:100%; font:10.5px "DejaVu Sans Mono", monospace; color:var(--muted); }
.pt div { flex:1; height:3px; background:var(--line); border-radius:2px; } .pt div i { display:block; height:3px; width:22%; background:var(--text); border-radius:2px; }
#pgap { flex:1; align-self:stretch; }
</style>
<aside class="lib"><h2>Library</h2><a class="cur">Shows</a><a>Episodes</a><a>Downloads</a><a>Queue <span class="qb" id="qn">4</span></a><a>History</a><h2 style="margin-top:18px">Following</h2><a>Field Notes</a><a>Small Engines</a><a>The Quiet Hour</a></aside>
<main class="show"><div class="sh"><div class="cover"></div><div><small>Podcast &middot; Science</small><h1>Odd Geography</h1><div style="color:var(--muted)">Weekly stories about strange places &middot; 212 episodes</div>
<div class="bt"><button id="follow">Follow</button></div></div></div>
<div class="tools"><input id="psearch" placeholder="Search episodes" autocomplete="off"></div>
<table><thead><tr><th>#</th><th>Title</th><th><button id="sort-date">Released &darr;</button></th><th>Length</th><th></th></tr></thead><tbody id="eps">"""
    + "".join(_ep(*e) for e in _EPS)
    + """</tbody></table></main>
<footer class="player"><div class="np"><div class="cv"></div><div><b>Inside a seed vault</b><small>Odd Geography</small></div><div class="eq" id="eq"><i></i><i></i><i></i><i></i></div></div>
<div class="pc"><button class="pp">"""
    + _svg(P_PAUSE, 14)
    + """</button><div class="pt"><span id="el">11:36</span><div><i id="pbar"></i></div><span>52:44</span></div></div><div id="pgap"></div></footer>
"""
)

PAGES = {
    "bank": BANK,
    "fitness": FITNESS,
    "jobs": JOBS,
    "course": COURSE,
    "hotels": HOTELS,
    "podcast": PODCAST,
}
# Every design has a light and a dark theme.
THEMES = {kit: ("light", "dark") for kit in PAGES}


def holdout4_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------




LOCK = _el("lock") + ".style.display='block';"

# The bank's market index and sparkline move every 150 ms (a live quote).
BANK_LIVE = (
    "(() => { const el = document.getElementById('idx'), ch = document.getElementById('chg'), pl = document.getElementById('spark'); "
    "let v = 421836, k = 0; const ys = [50, 44, 46, 38, 40, 30, 34, 26, 28, 20, 24, 18, 22]; "
    "setInterval(() => { k++; const d = ((k * 37) % 11) - 5; v += d * 7; "
    "el.textContent = (v / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); "
    "ch.textContent = '+' + ((v - 420070) / 4200.7).toFixed(2) + '%'; "
    "ys.shift(); ys.push(Math.max(6, Math.min(64, ys[ys.length - 1] - d * 2))); "
    "pl.setAttribute('points', ys.map((y, j) => (j * 20) + ',' + y).join(' ')); }, 150); })();"
)
# The podcast plays: the equaliser bounces and the elapsed time and progress advance.
POD_PLAY = (
    "document.body.classList.add('playing'); (() => { const el = document.getElementById('el'), b = document.getElementById('pbar'); "
    "let t = 696; setInterval(() => { t++; el.textContent = Math.floor(t / 60) + ':' + String(t % 60).padStart(2, '0'); "
    "b.style.width = (t / 3164 * 100).toFixed(2) + '%'; }, 150); })();"
)

_TAB_SAV = _on_click(
    "#tab-sav",
    "document.querySelector('.tab.on').classList.remove('on'); "
    + _el("tab-sav")
    + ".classList.add('on')",
)
_READ_1 = _on_click(
    "#read-1", _el("note-1") + ".classList.add('read'); " + _el("nbadge") + ".textContent = '2'"
)
_WATER = _on_click(
    "#water-plus",
    _el("water-n")
    + ".textContent = '6'; "
    + _el("glasses")
    + ".children[5].setAttribute('class', 'f');",
)
_DAY_WED = _on_click(
    "#d-wed",
    "document.querySelector('.day.sel').classList.remove('sel'); "
    + _el("d-wed")
    + ".classList.add('sel')",
)
_LOG = (
    "const r = document.createElement('div'); r.innerHTML = 'Wed 12 <span>72.4 kg</span>'; "
    + _el("log")
    + ".prepend(r);"
)
_ADD_WORKOUT = (
    "const d = document.createElement('div'); d.className = 'sub'; d.textContent = 'Today · Run 25 min'; "
    + _el("workouts")
    + ".prepend(d);"
)
_SELECT_JOB = (
    "document.querySelectorAll('.job').forEach(j => j.addEventListener('click', () => { "
    "document.querySelector('.job.sel').classList.remove('sel'); j.classList.add('sel'); }));"
)
_NEXT = _on_click(
    "#next",
    _el("ltitle")
    + ".textContent = '3.3 Joining tables'; "
    + _el("lesson-2")
    + ".classList.remove('cur'); "
    + _el("lesson-3")
    + ".classList.add('cur');",
)
_RATE = "document.querySelectorAll('.st').forEach((s, j) => s.addEventListener('click', () => { document.querySelectorAll('.st').forEach((t, m) => t.classList.toggle('on', m <= j)); }));"
_NOTE = (
    "const d = document.createElement('div'); d.innerHTML = '<b>04:12</b>' + "
    + _el("note")
    + ".value; "
    + _el("nl")
    + ".prepend(d); "
    + _el("note")
    + ".value = '';"
)
_SORT = _on_click(
    "#sort-date",
    "const b = "
    + _el("eps")
    + "; [...b.children].reverse().forEach(r => b.appendChild(r)); "
    + _el("sort-date")
    + ".innerHTML = 'Released &uarr;';",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout3_pages.HOLDOUT3_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT4_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- bank ---------------------------------------------------------------------------------
    (
        "h4_bk_star_payee",
        "effect",
        "bank",
        "#star-2",
        "Mark City Energy as a favourite payee",
        _on_click("#star-2", _el("star-2") + ".classList.add('on')"),
        {"note": "a 16 px outline star fills gold (it already turns gold on hover)"},
    ),
    (
        "h4_bk_tab_savings",
        "effect",
        "bank",
        "#tab-sav",
        "Show the savings account",
        _TAB_SAV,
        {"note": "the white underline and bold move from Checking to Savings on the gradient card"},
    ),
    (
        "h4_bk_hide_balance",
        "effect",
        "bank",
        "#eye",
        "Hide my balance",
        _on_click(
            "#eye", _el("bal") + ".innerHTML = '&euro; &bull;&bull;&bull;&bull;&bull;&bull;'"
        ),
        {"note": "the balance '€4,812.50' is masked with dots (the eye button brightens on hover)"},
    ),
    (
        "h4_bk_amount_enter",
        "effect",
        "bank",
        "#amount",
        "press Enter to confirm the amount",
        _on_key("#amount", "Enter", _el("amount") + ".value = '120.00';"),
        {"key": "Enter", "note": "Return in the amount field formats its value '120' -> '120.00'"},
    ),
    (
        "h4_bk_send_disabled",
        "no_effect",
        "bank",
        "#send",
        "Send 120 euros to Lena",
        "",
        {"note": "disabled Send button (daily limit reached), no hover style"},
    ),
    (
        "h4_bk_export_noop",
        "no_effect",
        "bank",
        "#export",
        "Export the recent activity",
        "",
        {
            "note": "an export icon that turns violet and shows an 'Export CSV' tooltip above it on hover; no handler"
        },
    ),
    (
        "h4_bk_freeze_flash",
        "no_effect",
        "bank",
        "#freeze",
        "Freeze my card",
        _on_click(
            "#freeze",
            _flash(
                _el("btoast") + ".style.display='block'", _el("btoast") + ".style.display='none'"
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "a 'Freezing card' toast shows for 450 ms and is gone before the post frame; the button lifts with a shadow on hover",
        },
    ),
    (
        "h4_bk_live_noop",
        "no_effect",
        "bank",
        "#statements",
        "Open the statements",
        BANK_LIVE,
        {
            "volatile": "ticker",
            "note": "a live market index and its sparkline move every 150 ms; the Statements link underlines on hover, no handler",
        },
    ),
    (
        "h4_bk_live_read",
        "effect",
        "bank",
        "#read-1",
        "Mark the card payment notification as read",
        BANK_LIVE + _READ_1,
        {
            "volatile": "ticker",
            "note": "live index moving AND the bell badge going 3 -> 2 with the notification's violet dot gone",
        },
    ),
    # -- fitness ------------------------------------------------------------------------------
    (
        "h4_ft_water_plus",
        "effect",
        "fitness",
        "#water-plus",
        "Log another glass of water",
        _WATER,
        {"note": "the water count goes 5 -> 6 and the sixth 20 px glass fills blue"},
    ),
    (
        "h4_ft_day_select",
        "effect",
        "fitness",
        "#d-wed",
        "Show Wednesday's activity",
        _DAY_WED,
        {"note": "the filled orange day pill moves from Tue to Wed (border turns orange on hover)"},
    ),
    (
        "h4_ft_goal_check",
        "effect",
        "fitness",
        "#g-2",
        "Tick off the stretching goal",
        _on_click("#g-2", _el("g-2") + ".classList.add('on')"),
        {
            "note": "an 18 px Material checkbox fills orange with a white tick (faint state layer on hover)"
        },
    ),
    (
        "h4_ft_weight_enter",
        "effect",
        "fitness",
        "#weight",
        "press Enter to log today's weight",
        _on_key("#weight", "Enter", _LOG),
        {
            "key": "Enter",
            "note": "Return in the weight field adds a 'Wed 12 72.4 kg' row at the top of the log",
        },
    ),
    (
        "h4_ft_fab_layer",
        "no_effect",
        "fitness",
        "#fab",
        "Start a new workout",
        LOCK + _on_click("#fab", _ADD_WORKOUT),
        {"note": "a transparent layer over the page absorbs the click; the FAB has a handler"},
    ),
    (
        "h4_ft_share_noop",
        "no_effect",
        "fitness",
        "#share",
        "Share today's activity",
        "",
        {"note": "an app-bar share icon with a round translucent state layer on hover; no handler"},
    ),
    (
        "h4_ft_sync_same",
        "no_effect",
        "fitness",
        "#sync",
        "Sync with the watch",
        _on_click("#sync", "const r = " + _el("rings") + "; r.innerHTML = r.innerHTML;"),
        {
            "note": "the sync icon turns half a turn on hover; the handler re-renders the activity card identically"
        },
    ),
    (
        "h4_ft_empty",
        "no_effect",
        "fitness",
        "#blank",
        "Open the streak details",
        "",
        {"note": "the click lands on the empty lower part of the Streak card"},
    ),
    # -- jobs ---------------------------------------------------------------------------------
    (
        "h4_jb_save",
        "effect",
        "jobs",
        "#save-3",
        "Save the Go backend job",
        _on_click("#save-3", _el("save-3") + ".classList.add('on')"),
        {
            "note": "an 18 px outline bookmark turns from grey to the muted green accent (colour only, still outline)"
        },
    ),
    (
        "h4_jb_chip_remote",
        "effect",
        "jobs",
        "#chip-remote",
        "Show only remote jobs",
        _on_click(
            "#chip-remote",
            _el("chip-remote")
            + ".classList.add('on'); "
            + _el("count")
            + ".textContent = '47 jobs'",
        ),
        {"note": "the Remote chip fills green and the result count goes '128 jobs' -> '47 jobs'"},
    ),
    (
        "h4_jb_select",
        "effect",
        "jobs",
        "#job-2",
        "Open the product designer job",
        _SELECT_JOB,
        {
            "note": "the selected row (green left rule and tint) moves from job 1 to job 2 (rows shade faintly on hover)"
        },
    ),
    (
        "h4_jb_sort_menu",
        "effect",
        "jobs",
        "#sort",
        "Sort the jobs by newest",
        _on_click("#sort", _el("sortmenu") + ".style.display = 'block'"),
        {"note": "a sort menu opens under the 'Sort: Most relevant' control"},
    ),
    (
        "h4_jb_apply_disabled",
        "no_effect",
        "jobs",
        "#apply",
        "Apply for the data engineer job",
        "",
        {"note": "disabled Apply button (applications closed), no hover style"},
    ),
    (
        "h4_jb_company_noop",
        "no_effect",
        "jobs",
        "#co-4",
        "Open Tallgrass Cloud's company page",
        "",
        {"note": "a company name that underlines on hover; no handler"},
    ),
    (
        "h4_jb_copy_flash",
        "no_effect",
        "jobs",
        "#copy",
        "Copy the link to this job",
        _on_click(
            "#copy",
            _flash(
                _el("copied") + ".style.display='block'", _el("copied") + ".style.display='none'"
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "a 'Link copied' label shows beside the link icon for 450 ms and is gone before the post frame",
        },
    ),
    (
        "h4_jb_search_escape",
        "no_effect",
        "jobs",
        "#q",
        "press Escape to clear the search",
        "",
        {"key": "Escape", "note": "Escape in the search field: nothing listens"},
    ),
    # -- course -------------------------------------------------------------------------------
    (
        "h4_cs_mark_done",
        "effect",
        "course",
        "#done-3",
        "Mark the joining tables lesson as complete",
        _on_click("#done-3", _el("done-3") + ".classList.add('on')"),
        {
            "note": "a 16 px grey ring in the curriculum fills green with a tick (its ring turns green on hover)"
        },
    ),
    (
        "h4_cs_speed_menu",
        "effect",
        "course",
        "#speed",
        "Change the playback speed",
        _on_click("#speed", _el("speedmenu") + ".style.display = 'block'"),
        {"note": "a speed popover opens above the '1x' control in the video bar"},
    ),
    (
        "h4_cs_rate",
        "effect",
        "course",
        "#r-4",
        "Rate this lesson four stars",
        _RATE,
        {"note": "four 18 px outline stars fill amber (the hovered star grows and turns amber)"},
    ),
    (
        "h4_cs_next",
        "effect",
        "course",
        "#next",
        "Go to the next lesson",
        _NEXT,
        {
            "note": "the lesson title changes to '3.3 Joining tables' and the current-lesson highlight moves down one row"
        },
    ),
    (
        "h4_cs_note_enter",
        "effect",
        "course",
        "#note",
        "press Enter to save the note",
        _on_key("#note", "Enter", _NOTE),
        {
            "key": "Enter",
            "note": "Return in the note field adds the note at the top of the list and empties the field",
        },
    ),
    (
        "h4_cs_cc_noop",
        "no_effect",
        "course",
        "#cc",
        "Turn on subtitles",
        "",
        {
            "note": "the CC button brightens and shows a tooltip with an arrow above it on hover; no handler"
        },
    ),
    (
        "h4_cs_locked",
        "no_effect",
        "course",
        "#lesson-8",
        "Open the colour and scale lesson",
        "",
        {"note": "a disabled, locked (Pro) lesson row"},
    ),
    (
        "h4_cs_notes_same",
        "no_effect",
        "course",
        "#tab-notes",
        "Open the notes",
        _on_click("#tab-notes", "const p = " + _el("notespanel") + "; p.innerHTML = p.innerHTML;"),
        {
            "note": "the Notes tab is already open; the handler re-renders the notes panel identically"
        },
    ),
    # -- hotels -------------------------------------------------------------------------------
    (
        "h4_ht_heart",
        "effect",
        "hotels",
        "#heart-2",
        "Save Hotel Miradouro to my wishlist",
        _on_click("#heart-2", _el("heart-2") + ".classList.add('on')"),
        {"note": "an 18 px outline heart on the photo fills rose (its white disc grows on hover)"},
    ),
    (
        "h4_ht_star4",
        "effect",
        "hotels",
        "#st-4",
        "Filter to four-star hotels",
        "",
        {"note": "a native 17 px checkbox (teal accent) gets ticked"},
    ),
    (
        "h4_ht_guests_plus",
        "effect",
        "hotels",
        "#g-plus",
        "Add a third guest",
        _on_click("#g-plus", _el("guests") + ".textContent = '3 guests'"),
        {"note": "the guests label goes '2 guests' -> '3 guests' (the plus turns rose on hover)"},
    ),
    (
        "h4_ht_freecx",
        "effect",
        "hotels",
        "#freecx",
        "Show only free cancellation",
        _on_click("#freecx", _el("freecx") + ".classList.add('on')"),
        {"note": "a switch slides on and turns teal"},
    ),
    (
        "h4_ht_reserve_disabled",
        "no_effect",
        "hotels",
        "#reserve-3",
        "Reserve Rio Azul Suites",
        "",
        {"note": "disabled 'Sold out' button, no hover style"},
    ),
    (
        "h4_ht_deal_noop",
        "no_effect",
        "hotels",
        "#deal-1",
        "View the Casa do Largo deal",
        "",
        {"note": "a button that lifts 3 px with a deep shadow on hover; no handler"},
    ),
    (
        "h4_ht_heart_layer",
        "no_effect",
        "hotels",
        "#heart-1",
        "Save Casa do Largo to my wishlist",
        LOCK + _on_click("#heart-1", _el("heart-1") + ".classList.add('on')"),
        {
            "note": "a transparent cookie layer over the page absorbs the click; the heart has a handler"
        },
    ),
    (
        "h4_ht_search_flash",
        "no_effect",
        "hotels",
        "#search",
        "Search again for Lisbon",
        _on_click(
            "#search",
            _flash(
                _el("htoast") + ".style.display='block'", _el("htoast") + ".style.display='none'"
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "an 'Updating prices' pill shows for 450 ms and is gone before the post frame; the results are unchanged",
        },
    ),
    # -- podcast ------------------------------------------------------------------------------
    (
        "h4_pc_follow",
        "effect",
        "podcast",
        "#follow",
        "Follow Odd Geography",
        _on_click("#follow", _el("follow") + ".textContent = 'Following'"),
        {"note": "the outline button's label changes 'Follow' -> 'Following'"},
    ),
    (
        "h4_pc_queue",
        "effect",
        "podcast",
        "#qadd-3",
        "Add the train whistle episode to my queue",
        _on_click("#qadd-3", _el("qn") + ".textContent = '5'"),
        {
            "note": "only the small queue badge in the sidebar changes, 4 -> 5, far from the 15 px icon"
        },
    ),
    (
        "h4_pc_sort",
        "effect",
        "podcast",
        "#sort-date",
        "Show the oldest episodes first",
        _SORT,
        {"note": "the six episode rows reverse order and the header arrow flips"},
    ),
    (
        "h4_pc_dl_disabled",
        "no_effect",
        "podcast",
        "#dl-5",
        "Download the bridges episode",
        "",
        {"note": "a faded, disabled 15 px download icon (its row still shades on hover)"},
    ),
    (
        "h4_pc_empty",
        "no_effect",
        "podcast",
        "#pgap",
        "Open the now playing view",
        "",
        {"note": "the click lands on the empty right part of the player bar"},
    ),
    (
        "h4_pc_search_enter",
        "no_effect",
        "podcast",
        "#psearch",
        "press Enter to search the episodes",
        _el("psearch") + ".value = 'salt';",
        {"key": "Enter", "note": "Return in the episode search field: nothing listens"},
    ),
    (
        "h4_pc_eq_noop",
        "no_effect",
        "podcast",
        "#more-4",
        "Open the options for the salt episode",
        POD_PLAY,
        {
            "volatile": "equaliser",
            "note": "an equaliser bounces and the elapsed time advances; the 15 px more icon gains a grey disc on hover, no handler",
        },
    ),
    (
        "h4_pc_eq_unlike",
        "effect",
        "podcast",
        "#hrt-2",
        "Remove the seed vault episode from my likes",
        POD_PLAY + _on_click("#hrt-2", _el("hrt-2") + ".classList.remove('on')"),
        {
            "volatile": "equaliser",
            "note": "equaliser bouncing AND a 15 px outline heart turning from green back to the plain (hovered) grey of the row icons (colour only)",
        },
    ),
]
