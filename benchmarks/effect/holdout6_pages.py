# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT6 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout6_frozen``) before any verdict
on one of its cases was looked at. Like the earlier held-out parts it is never used to choose
a threshold, nor looked at case by case: it is a sixth held-out set to report a final figure on.

The designs were written for this part, each in a look of its own: a clean product page with a
teal accent and a drawn product photo, a dense calendar week view in violet with a live clock,
an enterprise CRM contacts table with hairline borders, a warm flashcards app with a big
rounded serif card, a video streaming page with a playing player (a running time counter and
progress bar), and a Q&A forum thread in a serif body with orange vote arrows. Controls react
to the pointer in many ways: a heart that grows, a button that lifts with a shadow, underlines,
borders that darken, a gear that turns a quarter, translucent discs, icons that turn an accent
colour or a darker/lighter grey, tooltips above, below or beside a control; transitions of
100-300 ms.

* ``shop``: an e-commerce product page with rating, sizes, quantity, cart and wishlist;
* ``calendar``: a calendar week view with a live clock, quick add, calendars and an agenda;
* ``crm``: a CRM contacts table with favourites, row checkboxes, sorting and stage menus;
* ``flashcards``: a flashcards learning app with a card, grade buttons and decks;
* ``stream``: a video streaming page with a playing player, channel row and up-next list;
* ``forum``: a Q&A forum thread with votes, an accepted answer, comments and sort tabs.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h6/<doc>``. Every behaviour a
scenario needs is wired by the scenario's ``setup`` after load (the pages only draw content),
so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import flash as _flash
from page_js import on_click as _click
from page_js import on_key as _key
from page_js import page_html


def _ic(d: str, size: int, cls: str = "ic") -> str:
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}"><path d="{d}"/></svg>'


# -- icon outlines (drawn for this part; stroke and fill come from CSS) ---------------------------
I_HEART = "M12 20s-7.5-4.8-7.5-10.2A4.3 4.3 0 0112 7.6a4.3 4.3 0 017.5 2.2C19.5 15.2 12 20 12 20z"
I_STAR = "M12 3.5l2.5 5.3 5.8.7-4.3 4 1.1 5.8L12 16.4l-5.1 2.9 1.1-5.8-4.3-4 5.8-.7z"
I_CART = "M3.5 4.5h2.5l2.2 10.5h9.6l2-7.5H7M9.5 19.5a1 1 0 100 .1M17 19.5a1 1 0 100 .1"
I_GEAR = "M12 9a3 3 0 110 6 3 3 0 010-6zM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8"
I_BELL = "M6.5 16V11a5.5 5.5 0 0111 0v5l1.5 2h-14zM10.2 20.5h3.6"
I_CHEV = "M6.5 9.5l5.5 5.5 5.5-5.5"
I_ARROW = "M12 5v14M6.5 10.5L12 5l5.5 5.5"
I_DOWNLOAD = "M12 4v11M7 10.5l5 5 5-5M5 19.5h14"
I_SPEAK = "M4.5 9.5h3.5l4.5-4v13l-4.5-4H4.5zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11"
I_THUMB = "M7.5 10.5v9h-3v-9zM7.5 10.5l4-6.5c1.6 0 2.4 1 2 2.6l-.8 3h5.2a1.8 1.8 0 011.8 2.2l-1.5 6a2 2 0 01-2 1.7H7.5"
I_CC = "M3.5 6h17v12h-17zM10.5 10.5a2 2 0 10 0 3M16.5 10.5a2 2 0 10 0 3"
I_FULL = "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
I_PLAY = "M8 5.5v13l10.5-6.5z"
I_CLOCK = "M12 3.5a8.5 8.5 0 110 17 8.5 8.5 0 010-17zM12 7.5V12l3 2"
I_UP = "M12 5.5l8 9.5H4z"
I_DOWN = "M12 18.5l8-9.5H4z"
I_BOOKMARK = "M6.5 3.5h11v17l-5.5-4-5.5 4z"
I_TICK = "M4.5 12.5l5 5 10-11"
I_EXPORT = "M12 15V4M7.5 8.5L12 4l4.5 4.5M4.5 14v6h15v-6"
I_TRASH = "M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5"
I_FLAME = "M12 21c-4 0-6.5-2.7-6.5-6.2 0-4 3.8-5.8 4.2-10.3 2.6 1.6 4 4 3.8 6.5 1-.6 1.6-1.7 1.8-2.8 1.8 1.7 3.2 4 3.2 6.6 0 3.5-2.5 6.2-6.5 6.2z"
I_SHUFFLE = "M3.5 7h4l9 10h4M16.5 14l4 3-4 3M3.5 17h4l2.2-2.5M13.5 9.5l3-2.5h4M16.5 4l4 3-4 3"
I_SEARCH = "M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.3 15.3l5 5"

# -- shop: a clean product page, teal accent --------------------------------------------------------
SHOP = (
    """
<style>
:root { --bg:#ffffff; --panel:#f4f6f6; --text:#16202a; --muted:#66727f; --line:#dde3e6; --acc:#0d9488; --rose:#e11d48; --amber:#f59e0b; }
body.dark { --bg:#0b0f14; --panel:#151b22; --text:#e8eef2; --muted:#8d9aa6; --line:#26313b; --acc:#2dd4bf; --rose:#fb7185; --amber:#fbbf24; }
body { margin:0; font:15px/1.5 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.nav { display:flex; align-items:center; gap:30px; padding:16px 56px; border-bottom:1px solid var(--line); }
.logo { font-weight:bold; font-size:21px; letter-spacing:-.02em; margin-right:20px; } .logo span { color:var(--acc); }
.nav a { color:var(--muted); text-decoration:none; } .nav a:hover { color:var(--text); }
.cart { margin-left:auto; position:relative; color:var(--text); }
.cart b { position:absolute; top:-6px; right:-10px; background:var(--acc); color:#fff; font-size:11px; border-radius:9px; padding:0 5px; }
.crumbs { padding:14px 56px 0; color:var(--muted); font-size:13px; }
.wrap { display:grid; grid-template-columns:minmax(0,1.1fr) minmax(0,1fr); gap:56px; padding:18px 56px; max-width:1400px; }
.photo { background:var(--panel); border-radius:18px; height:560px; position:relative; display:grid; place-items:center; }
.shoe { width:340px; height:150px; background:linear-gradient(160deg,#14b8a6,#0f766e); border-radius:40px 120px 30px 30px; position:relative; transform:rotate(-8deg); box-shadow:0 30px 40px -20px rgba(0,0,0,.35); }
.shoe:after { content:""; position:absolute; left:-10px; right:-14px; bottom:-16px; height:26px; background:#f1f5f9; border-radius:14px; }
.thumbs { position:absolute; bottom:18px; left:18px; display:flex; gap:10px; } .thumbs i { width:58px; height:44px; border-radius:8px; background:var(--bg); border:1px solid var(--line); }
.thumbs i:first-child { border-color:var(--acc); }
h1 { margin:6px 0 4px; font-size:30px; letter-spacing:-.01em; }
.brand { color:var(--muted); text-transform:uppercase; font-size:12px; letter-spacing:.12em; }
.rate { display:flex; align-items:center; gap:2px; margin:6px 0 14px; color:var(--muted); font-size:13px; }
.rs { border:0; background:none; padding:1px; cursor:pointer; color:#b9c2ca; display:grid; transition:color .15s; }
body.dark .rs { color:#4b5763; } .rs:hover { color:var(--amber); } .rs.on { color:var(--amber); } .rs.on path { fill:var(--amber); }
.rate span { margin-left:10px; }
.price { font-size:28px; font-weight:bold; } .price s { color:var(--muted); font-weight:normal; font-size:17px; margin-left:10px; }
.lbl { margin:20px 0 8px; font-size:13px; color:var(--muted); display:flex; justify-content:space-between; }
#guide { color:var(--acc); cursor:pointer; } #guide:hover { text-decoration:underline; }
.sizes { display:flex; gap:8px; }
.sz { width:58px; height:42px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:10px; font:inherit; cursor:pointer; transition:border-color .15s; }
.sz:hover { border-color:var(--text); } .sz.on { border:2px solid var(--acc); }
.sz:disabled { color:var(--muted); background:var(--panel); text-decoration:line-through; cursor:default; border-color:var(--line); }
.buy { display:flex; gap:12px; margin-top:24px; align-items:center; }
.qty { display:flex; align-items:center; border:1px solid var(--line); border-radius:12px; height:48px; }
.qb { width:40px; height:46px; border:1px solid transparent; background:none; color:var(--text); font:18px inherit; cursor:pointer; border-radius:11px; transition:border-color .2s; }
.qb:hover { border-color:var(--muted); } #q-n { width:30px; text-align:center; font-weight:bold; }
#addcart { flex:1; height:50px; border:0; border-radius:12px; background:var(--acc); color:#fff; font:bold 16px inherit; cursor:pointer; transition:transform .2s, box-shadow .2s; }
body.dark #addcart { color:#042f2e; }
#addcart:hover { transform:translateY(-2px); box-shadow:0 10px 20px -8px rgba(13,148,136,.7); }
#wish { width:50px; height:50px; border:1px solid var(--line); border-radius:12px; background:var(--bg); color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:transform .15s, color .15s; }
#wish:hover { transform:scale(1.08); color:var(--rose); } #wish.on { color:var(--rose); } #wish.on path { fill:var(--rose); }
.note { margin-top:18px; font-size:13px; color:var(--muted); }
#notify { border:0; background:none; color:var(--muted); font:inherit; font-size:13px; text-decoration:underline; cursor:pointer; padding:0; transition:color .2s; }
#notify:hover { color:var(--acc); }
.perks { margin-top:26px; border-top:1px solid var(--line); padding-top:14px; font-size:13px; color:var(--muted); line-height:2; }
.toast { display:none; position:fixed; right:40px; bottom:34px; background:var(--text); color:var(--bg); padding:12px 20px; border-radius:10px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<nav class="nav"><span class="logo">stride<span>.</span></span><a>Men</a><a>Women</a><a>Kids</a><a>Sale</a><span class="cart">"""
    + _ic(I_CART, 22)
    + """<b id="cartn">2</b></span></nav>
<div class="crumbs">Home / Running / Road shoes</div>
<div class="wrap"><div class="photo"><div class="shoe"></div><div class="thumbs"><i></i><i></i><i></i><i></i></div></div>
<div><div class="brand">Stride Labs</div><h1>Tempo Glide 3 Road Runner</h1>
<div class="rate">"""
    + "".join(f'<button class="rs" id="rs-{k}">{_ic(I_STAR, 18)}</button>' for k in range(1, 6))
    + """<span>Rate this product &middot; 214 reviews</span></div>
<div class="price">&euro;129.00<s>&euro;159.00</s></div>
<div class="lbl"><span>Size (EU)</span><span id="guide">Size guide</span></div>
<div class="sizes"><button class="sz">40</button><button class="sz">41</button><button class="sz on">42</button><button class="sz">43</button><button class="sz">44</button><button class="sz" id="sz-45" disabled>45</button></div>
<div class="buy"><div class="qty"><button class="qb" id="q-minus">&minus;</button><span id="q-n">1</span><button class="qb" id="q-plus">+</button></div>
<button id="addcart">Add to cart</button><button id="wish">"""
    + _ic(I_HEART, 20)
    + """</button></div>
<div class="note">Size 45 sold out &middot; <button id="notify">Notify me when it is back</button></div>
<div class="perks">Free delivery over &euro;50<br>30-day free returns<br>Ships in 1&ndash;2 working days</div></div></div>
<div class="toast" id="stoast">We will email you when size 45 is back</div>
<div id="lock"></div>
"""
)

# -- calendar: a dense violet week view with a live clock --------------------------------------
_EVENTS = [
    (1, 0, 1.0, 1.0, "Stand-up", "work"),
    (2, 1, 2.5, 1.5, "Design review", "work"),
    (3, 2, 1.0, 2.0, "Roadmap planning", "work"),
    (4, 2, 5.0, 1.0, "Gym", "home"),
    (5, 3, 3.0, 1.0, "1:1 with Mia", "work"),
    (6, 4, 0.5, 1.0, "Dentist", "home"),
    (7, 4, 6.0, 1.5, "Team retro", "work"),
    (8, 5, 2.0, 2.0, "Farmers market", "home"),
]
_ROW = 52


def _event(k: int, day: int, start: float, length: float, title: str, cal: str) -> str:
    return (
        f'<div class="ev {cal}" id="ev-{k}" style="left:calc({day} * (100% / 7) + 3px);top:{int(start * _ROW)}px;height:{int(length * _ROW) - 4}px">'
        f"<b>{title}</b><span>{8 + int(start)}:{'30' if start % 1 else '00'}</span></div>"
    )


CALENDAR = (
    """
<style>
:root { --bg:#fafafa; --panel:#ffffff; --text:#1f1d2b; --muted:#75728a; --line:#e7e5ef; --acc:#7c3aed; --accs:rgba(124,58,237,.1); --work:#ede9fe; --workb:#7c3aed; --home:#dcfce7; --homeb:#16a34a; }
body.dark { --bg:#16151d; --panel:#1e1d27; --text:#ecebf5; --muted:#9896ad; --line:#2e2c3b; --acc:#a78bfa; --accs:rgba(167,139,250,.14); --work:#2e2650; --workb:#a78bfa; --home:#173323; --homeb:#4ade80; }
body { margin:0; font:13px/1.4 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:14px; height:56px; padding:0 24px; border-bottom:1px solid var(--line); background:var(--panel); }
.top h1 { margin:0 16px 0 0; font-size:18px; font-weight:bold; }
.vt { display:flex; gap:2px; background:var(--bg); border:1px solid var(--line); border-radius:8px; padding:2px; }
.vt button { border:0; background:none; color:var(--muted); font:inherit; padding:5px 14px; border-radius:6px; cursor:pointer; transition:background .12s; }
.vt button:hover { background:var(--accs); } .vt button.on { background:var(--acc); color:#fff; }
body.dark .vt button.on { color:#16151d; }
#today { border:1px solid var(--line); background:var(--panel); color:var(--text); font:inherit; padding:6px 14px; border-radius:8px; cursor:pointer; transition:border-color .15s; }
#today:hover { border-color:var(--acc); }
.sp { flex:1; }
#cclock { font:14px "DejaVu Sans Mono", monospace; color:var(--muted); }
.ib { width:32px; height:32px; border:0; border-radius:8px; background:none; color:var(--muted); display:grid; place-items:center; cursor:pointer; padding:0; transition:transform .25s, color .15s; }
#cgear:hover { transform:rotate(90deg); color:var(--text); }
#cbell:hover { color:var(--acc); } #cbell.on { color:var(--acc); } #cbell.on path { fill:var(--acc); }
.main { display:grid; grid-template-columns:250px minmax(0,1fr); height:calc(100vh - 57px); }
.side { border-right:1px solid var(--line); padding:16px 18px; }
.mini { display:grid; grid-template-columns:repeat(7,1fr); gap:2px; text-align:center; font-size:11px; color:var(--muted); margin-bottom:16px; }
.mini span { padding:4px 0; } .mini .cur { background:var(--acc); color:#fff; border-radius:50%; }
.side h3 { margin:16px 0 8px; font-size:11px; text-transform:uppercase; letter-spacing:.08em; color:var(--muted); }
#qadd { width:100%; box-sizing:border-box; border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:8px; padding:8px 10px; font:inherit; outline:none; caret-color:transparent; }
.cal { display:flex; align-items:center; gap:9px; padding:5px 0; cursor:pointer; }
.box { width:15px; height:15px; border-radius:4px; border:2px solid; box-sizing:border-box; display:grid; place-items:center; transition:box-shadow .15s; }
.cal:hover .box { box-shadow:0 0 0 4px var(--accs); }
.box svg path { fill:none; stroke:#fff; stroke-width:3.5; } .box.on.w { background:var(--workb); } .box.on.h { background:var(--homeb); }
.box.w { border-color:var(--workb); } .box.h { border-color:var(--homeb); } .box:not(.on) svg { visibility:hidden; }
#agenda { list-style:none; margin:0; padding:0; } #agenda li { padding:6px 0; border-bottom:1px solid var(--line); } #agenda li small { color:var(--muted); margin-right:8px; }
.grid { position:relative; padding:0 16px 0 56px; }
.days { display:grid; grid-template-columns:repeat(7,1fr); height:48px; align-items:center; text-align:center; color:var(--muted); }
.days b { display:block; font-size:18px; color:var(--text); } .days .td b { color:var(--acc); }
.body { position:relative; height:"""
    + str(_ROW * 10)
    + """px; border-top:1px solid var(--line); background:repeating-linear-gradient(to bottom, transparent 0 """
    + str(_ROW - 1)
    + """px, var(--line) """
    + str(_ROW - 1)
    + "px "
    + str(_ROW)
    + """px); }
.body:before { content:""; position:absolute; inset:0; background:repeating-linear-gradient(to right, transparent 0 calc(100% / 7 - 1px), var(--line) calc(100% / 7 - 1px) calc(100% / 7)); }
.hrs { position:absolute; left:8px; top:48px; color:var(--muted); font-size:11px; } .hrs div { height:"""
    + str(_ROW)
    + """px; }
.ev { position:absolute; width:calc(100% / 7 - 8px); box-sizing:border-box; border-radius:6px; padding:4px 7px; border-left:3px solid; font-size:12px; cursor:pointer; overflow:hidden; transition:filter .15s; }
.ev:hover { filter:brightness(.95); } body.dark .ev:hover { filter:brightness(1.2); }
.ev b { display:block; font-weight:bold; } .ev span { color:var(--muted); font-size:11px; }
.ev.work { background:var(--work); border-color:var(--workb); } .ev.home { background:var(--home); border-color:var(--homeb); }
.ev.hid { display:none; }
#cblank { position:absolute; left:calc(6 * (100% / 7) + 3px); top:"""
    + str(_ROW * 6)
    + """px; width:calc(100% / 7 - 8px); height:"""
    + str(_ROW * 2)
    + """px; }
#pop { display:none; position:absolute; left:calc(3 * (100% / 7) + 6px); top:40px; width:250px; background:var(--panel); border:1px solid var(--line); border-radius:10px; box-shadow:0 12px 30px rgba(0,0,0,.18); padding:14px 16px; z-index:5; }
#pop h4 { margin:0 0 6px; font-size:15px; } #pop p { margin:2px 0; color:var(--muted); }
</style>
<header class="top"><h1>November 2026</h1><div class="vt"><button id="v-day">Day</button><button class="on" id="v-week">Week</button><button id="v-month">Month</button></div><button id="today">Today</button>
<span class="sp"></span><span id="cclock">Wed 14:07:10</span><button class="ib" id="cbell">"""
    + _ic(I_BELL, 16)
    + """</button><button class="ib" id="cgear">"""
    + _ic(I_GEAR, 18)
    + """</button></header>
<div class="main"><aside class="side"><div class="mini">"""
    + "".join(f"<span>{d}</span>" for d in "MTWTFSS")
    + "".join(f"<span{' class=cur' if n == 25 else ''}>{n}</span>" for n in range(2, 30))
    + """</div><input id="qadd" value="Dentist Fri 16:00" autocomplete="off">
<h3>My calendars</h3><div class="cal" id="cal-work"><span class="box w on" id="box-work">"""
    + _ic(I_TICK, 11)
    + """</span>Work</div><div class="cal" id="cal-home"><span class="box h on">"""
    + _ic(I_TICK, 11)
    + """</span>Personal</div>
<h3>Agenda</h3><ul id="agenda"><li><small>15:00</small>Design review</li><li><small>17:30</small>Gym</li></ul></aside>
<div class="grid"><div class="days">"""
    + "".join(
        f"<div{' class=td' if n == 25 else ''}>{d}<b>{n}</b></div>"
        for d, n in zip(
            ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], range(23, 30), strict=True
        )
    )
    + """</div><div class="hrs">"""
    + "".join(f"<div>{h}:00</div>" for h in range(8, 18))
    + """</div><div class="body" id="gbody">"""
    + "".join(_event(*e) for e in _EVENTS)
    + """<div id="cblank"></div><div id="pop"><h4>Roadmap planning</h4><p>Wed 25 Nov &middot; 9:00&ndash;11:00</p><p>Room Saturn &middot; 6 guests</p></div></div></div></div>
"""
)

# -- crm: an enterprise contacts table with hairline borders -------------------------------------
_CONTACTS = [
    (1, "Ada Lindqvist", "AL", "Northwind AB", "Lead", "Sara K.", "2 days ago"),
    (2, "Bruno Marchetti", "BM", "Fabbrica Srl", "Qualified", "Tom R.", "yesterday"),
    (3, "Chen Wei", "CW", "Lotus Trading", "Proposal", "Sara K.", "1 week ago"),
    (4, "Dana Okafor", "DO", "Kite Logistics", "Won", "Iris P.", "3 hours ago"),
    (5, "Elif Demir", "ED", "Bosphorus Tech", "Lead", "Tom R.", "4 days ago"),
    (6, "Felix Braun", "FB", "Alpenwerk GmbH", "Qualified", "Iris P.", "2 weeks ago"),
    (7, "Grace Howell", "GH", "Howell & Sons", "Proposal", "Sara K.", "today"),
    (8, "Hiro Tanaka", "HT", "Sakura Foods", "Lead", "Tom R.", "5 days ago"),
    (9, "Ines Duarte", "ID", "Atlântico SA", "Won", "Iris P.", "1 month ago"),
]


def _contact(k: int, name: str, ini: str, co: str, stage: str, owner: str, last: str) -> str:
    return (
        f'<tr id="row-{k}"><td><button class="ck" id="chk-{k}">{_ic(I_TICK, 10)}</button></td>'
        f'<td><button class="fav" id="fav-{k}">{_ic(I_STAR, 14)}</button></td>'
        f'<td><span class="av">{ini}</span>{name}</td><td>{co}</td>'
        f'<td class="stc"><button class="stage s-{stage.lower()}" id="stage-{k}">{stage}{_ic(I_CHEV, 12)}</button>'
        f'<div class="menu" id="menu-{k}"><div>Lead</div><div>Qualified</div><div>Proposal</div><div>Won</div><div>Lost</div></div></td>'
        f"<td>{owner}</td><td class='mu'>{last}</td></tr>"
    )


CRM = (
    """
<style>
:root { --bg:#f5f7fa; --panel:#ffffff; --text:#1e293b; --muted:#64748b; --line:#e2e8f0; --acc:#2563eb; --hov:#f1f5f9; }
body.dark { --bg:#0b1220; --panel:#111a2e; --text:#e2e8f0; --muted:#8494ad; --line:#23304a; --acc:#60a5fa; --hov:#17223a; }
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.app { display:grid; grid-template-columns:210px minmax(0,1fr) 280px; height:100vh; }
.nav { background:#1e293b; color:#cbd5e1; padding:18px 0; } body.dark .nav { background:#060b16; }
.nav b { display:block; color:#fff; font-size:16px; padding:0 20px 18px; } .nav div { padding:9px 20px; } .nav .on { background:rgba(255,255,255,.08); color:#fff; border-left:3px solid var(--acc); padding-left:17px; }
.mid { padding:18px 22px; overflow:hidden; }
.bar { display:flex; align-items:center; gap:10px; margin-bottom:14px; }
.bar h1 { margin:0 auto 0 0; font-size:20px; }
.srch { display:flex; align-items:center; gap:6px; border:1px solid var(--line); background:var(--panel); border-radius:4px; padding:6px 10px; width:220px; color:var(--muted); }
.btn { position:relative; display:flex; align-items:center; gap:6px; border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:4px; padding:6px 12px; font:inherit; cursor:pointer; transition:background .12s; }
.btn:hover { background:var(--hov); }
#export:hover::after { content:"Export 9 contacts as CSV"; position:absolute; top:36px; right:0; background:#0f172a; color:#fff; padding:5px 9px; border-radius:4px; white-space:nowrap; font-size:12px; z-index:3; }
.btn:disabled { color:var(--muted); opacity:.55; cursor:default; background:var(--panel); }
table { width:100%; border-collapse:collapse; background:var(--panel); border:1px solid var(--line); }
th { text-align:left; font-weight:normal; color:var(--muted); font-size:12px; padding:9px 10px; border-bottom:1px solid var(--line); white-space:nowrap; }
td { padding:8px 10px; border-bottom:1px solid var(--line); white-space:nowrap; } td.mu { color:var(--muted); }
tr:hover td { background:var(--hov); }
#sort-co { border:0; background:none; color:var(--muted); font:inherit; padding:0; cursor:pointer; display:inline-flex; align-items:center; gap:4px; transition:color .15s; }
#sort-co:hover { color:var(--text); } #sort-co svg { transition:transform .2s; } #sort-co.desc svg { transform:rotate(180deg); }
.ck { width:15px; height:15px; border:1.5px solid #94a3b8; border-radius:3px; background:var(--panel); padding:0; display:grid; place-items:center; cursor:pointer; transition:border-color .12s; }
.ck:hover { border-color:var(--acc); } .ck svg { visibility:hidden; } .ck svg path { stroke:#fff; stroke-width:3.5; }
.ck.on { background:var(--acc); border-color:var(--acc); } .ck.on svg { visibility:visible; }
.fav { border:0; background:none; padding:2px; display:grid; cursor:pointer; color:#a3adba; transition:color .12s; }
body.dark .fav { color:#56627a; } .fav:hover { color:#64748b; } body.dark .fav:hover { color:#9aa7bd; }
.fav.on, body.dark .fav.on { color:#f59e0b; }
.av { display:inline-grid; place-items:center; width:24px; height:24px; border-radius:50%; background:#dbeafe; color:#1d4ed8; font-size:10px; font-weight:bold; margin-right:8px; vertical-align:middle; }
body.dark .av { background:#1e3a8a; color:#bfdbfe; }
.stc { position:relative; }
.stage { display:inline-flex; align-items:center; gap:3px; border:1px solid transparent; border-radius:10px; padding:1px 6px 1px 9px; font:inherit; font-size:12px; cursor:pointer; transition:border-color .15s; }
.stage:hover { border-color:currentColor; }
.s-lead { background:#e0f2fe; color:#0369a1; } .s-qualified { background:#fef3c7; color:#a16207; } .s-proposal { background:#ede9fe; color:#6d28d9; } .s-won { background:#dcfce7; color:#15803d; }
body.dark .stage { background:rgba(255,255,255,.06); }
body.dark .s-lead { color:#7dd3fc; } body.dark .s-qualified { color:#fcd34d; } body.dark .s-proposal { color:#c4b5fd; } body.dark .s-won { color:#86efac; }
.menu { display:none; position:absolute; left:10px; top:32px; background:var(--panel); border:1px solid var(--line); border-radius:4px; box-shadow:0 8px 20px rgba(0,0,0,.15); z-index:4; min-width:120px; }
.menu div { padding:6px 12px; } .menu.open { display:block; }
.side { border-left:1px solid var(--line); background:var(--panel); padding:18px; }
.side h2 { margin:0 0 4px; font-size:16px; } .side .mu { color:var(--muted); margin-bottom:14px; }
.side textarea { width:100%; box-sizing:border-box; height:110px; border:1px solid var(--line); border-radius:4px; background:var(--bg); color:var(--text); font:inherit; padding:8px; resize:none; }
.row2 { display:flex; align-items:center; gap:10px; margin-top:10px; }
#savenote { border:0; background:var(--acc); color:#fff; border-radius:4px; padding:7px 14px; font:inherit; cursor:pointer; transition:filter .15s; }
#savenote:hover { filter:brightness(1.12); } body.dark #savenote { color:#0b1220; }
#saved { display:none; color:#16a34a; font-size:12px; }
.act { margin-top:22px; } .act div { padding:7px 0; border-top:1px solid var(--line); color:var(--muted); } .act b { color:var(--text); font-weight:normal; }
</style>
<div class="app"><nav class="nav"><b>Pipeline</b><div>Dashboard</div><div class="on">Contacts</div><div>Companies</div><div>Deals</div><div>Reports</div><div>Settings</div></nav>
<div class="mid"><div class="bar"><h1>Contacts</h1><div class="srch">"""
    + _ic(I_SEARCH, 14)
    + """ Search contacts</div><button class="btn" id="export">"""
    + _ic(I_EXPORT, 14)
    + """Export</button><button class="btn" id="bulkdel" disabled>"""
    + _ic(I_TRASH, 14)
    + """Delete</button></div>
<table><thead><tr><th style="width:22px"></th><th style="width:22px"></th><th>Name</th><th><button id="sort-co">Company"""
    + _ic(I_CHEV, 12)
    + """</button></th><th>Stage</th><th>Owner</th><th>Last contact</th></tr></thead><tbody>"""
    + "".join(_contact(*c) for c in _CONTACTS)
    + """</tbody></table></div>
<aside class="side"><h2>Chen Wei</h2><div class="mu">Head of Purchasing &middot; Lotus Trading</div><textarea>Asked for a revised quote with volume pricing for Q1.</textarea>
<div class="row2"><button id="savenote">Save note</button><span id="saved">Note saved</span></div>
<div class="act"><div><b>Call</b> &middot; 12 min &middot; Mon</div><div><b>Email</b> &middot; Quote v2 sent &middot; Tue</div><div><b>Meeting</b> &middot; Demo &middot; last week</div></div></aside></div>
"""
)

# -- flashcards: a warm learning app with a big rounded serif card -------------------------------
FLASHCARDS = (
    """
<style>
:root { --bg:#fff8e7; --panel:#ffffff; --text:#2b2340; --muted:#7a7190; --line:#efe3c4; --acc:#4338ca; --accs:rgba(67,56,202,.1); --good:#16a34a; }
body.dark { --bg:#17142b; --panel:#221e3b; --text:#efeafc; --muted:#a39cc0; --line:#332d55; --acc:#a5b4fc; --accs:rgba(165,180,252,.14); --good:#4ade80; }
body { margin:0; font:15px/1.5 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:22px; padding:18px 40px; }
.top h1 { margin:0; font:bold 22px "DejaVu Serif", Georgia, serif; }
.streak { display:flex; align-items:center; gap:5px; color:#ea580c; font-weight:bold; }
.streak path { fill:#fdba74; stroke:#ea580c; }
.prog { margin-left:auto; color:var(--muted); font-size:14px; } #rev-n { color:var(--text); font-weight:bold; }
.sw { display:flex; align-items:center; gap:8px; color:var(--muted); font-size:14px; cursor:pointer; }
.tr { width:36px; height:20px; border-radius:10px; background:#d6cfe6; position:relative; transition:background .15s; } body.dark .tr { background:#3d3660; }
.tr:after { content:""; position:absolute; top:2px; left:2px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover .tr { box-shadow:0 0 0 4px var(--accs); } .sw.on .tr { background:var(--acc); } .sw.on .tr:after { left:18px; }
.main { display:grid; grid-template-columns:230px minmax(0,1fr) 230px; gap:30px; padding:10px 40px; }
.decks div { padding:10px 14px; border-radius:12px; margin-bottom:4px; color:var(--muted); } .decks .on { background:var(--panel); color:var(--text); font-weight:bold; box-shadow:0 2px 0 var(--line); }
.decks small { float:right; color:var(--muted); font-weight:normal; }
.stage { display:flex; flex-direction:column; align-items:center; }
#card { position:relative; width:100%; max-width:620px; height:330px; background:var(--panel); border-radius:28px; box-shadow:0 6px 0 var(--line), 0 20px 40px -24px rgba(43,35,64,.4); display:flex; flex-direction:column; align-items:center; justify-content:center; outline:none; }
.front { font:44px "DejaVu Serif", Georgia, serif; } .hint { color:var(--muted); font-size:13px; margin-top:6px; }
#ans { visibility:hidden; margin-top:22px; padding-top:18px; border-top:2px dashed var(--line); font:26px "DejaVu Serif", Georgia, serif; color:var(--acc); }
#speak { position:absolute; top:18px; right:18px; border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; transition:color .2s; }
#speak:hover { color:var(--acc); }
#flip { margin-top:26px; border:2px solid var(--acc); background:none; color:var(--acc); border-radius:999px; padding:10px 30px; font:bold 15px inherit; cursor:pointer; transition:background .15s; }
#flip:hover { background:var(--accs); }
.grades { display:flex; gap:12px; margin-top:18px; }
.gr { width:110px; border:0; border-radius:14px; padding:10px 0; font:inherit; cursor:pointer; transition:transform .15s, box-shadow .15s; }
.gr small { display:block; font-size:11px; opacity:.75; }
.gr:hover { transform:translateY(-3px); box-shadow:0 6px 0 rgba(0,0,0,.12); }
#g-again { background:#fee2e2; color:#b91c1c; } #g-hard { background:#fef3c7; color:#a16207; } #g-good { background:#dcfce7; color:#15803d; } #g-easy { background:#e0e7ff; color:#3730a3; }
#fblank { height:300px; }
.tips { background:var(--panel); border-radius:18px; padding:16px; color:var(--muted); font-size:13px; }
.tips b { color:var(--text); display:block; margin-bottom:6px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="top"><h1>Spanish &middot; Animals</h1><span class="streak">"""
    + _ic(I_FLAME, 18)
    + """12</span><span class="sw" id="shuffle"><span class="tr"></span>Shuffle</span><span class="prog">Reviewed <span id="rev-n">3</span> of 20</span></header>
<div class="main"><div class="decks"><div class="on">Animals<small>17</small></div><div>Food<small>42</small></div><div>Travel<small>8</small></div><div>Verbs I<small>63</small></div><div>Colours<small>0</small></div></div>
<div class="stage"><div id="card" tabindex="0"><button id="speak">"""
    + _ic(I_SPEAK, 18)
    + """</button><div class="front">el gato</div><div class="hint">noun &middot; masculine</div><div id="ans">the cat</div></div>
<button id="flip">Show answer</button>
<div class="grades"><button class="gr" id="g-again">Again<small>1 min</small></button><button class="gr" id="g-hard">Hard<small>6 min</small></button><button class="gr" id="g-good">Good<small>10 min</small></button><button class="gr" id="g-easy">Easy<small>4 days</small></button></div></div>
<div><div id="fblank"></div><div class="tips"><b>Tip</b>Say the word out loud before you flip the card.</div></div></div>
<div id="lock"></div>
"""
)

# -- stream: a video streaming page with a playing player -----------------------------------------
_NEXT = [
    ("Night train to Narvik", "Rail Diaries", "18:22", "#1d4ed8,#0ea5e9"),
    ("Building a tiny cabin", "Woodshop North", "24:05", "#92400e,#f59e0b"),
    ("Street food in Hanoi", "Eat the World", "15:41", "#be123c,#fb7185"),
    ("Fjord kayaking basics", "Paddle Co", "11:09", "#065f46,#34d399"),
]


def _next(k: int, title: str, ch: str, dur: str, grad: str) -> str:
    return (
        f'<div class="nx"><div class="th" style="background:linear-gradient(135deg,{grad})"><i>{dur}</i></div>'
        f'<div class="nt"><b>{title}</b><span>{ch}</span></div><button class="later" id="later-{k}">{_ic(I_CLOCK, 16)}</button></div>'
    )


STREAM = (
    """
<style>
:root { --bg:#ffffff; --panel:#f2f2f2; --text:#0f0f0f; --muted:#606060; --line:#e5e5e5; --acc:#e11d48; --blue:#2563eb; }
body.dark { --bg:#0f0f0f; --panel:#222222; --text:#f1f1f1; --muted:#aaaaaa; --line:#303030; --acc:#fb3b5c; --blue:#60a5fa; }
body { margin:0; font:14px/1.45 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:14px; height:54px; padding:0 24px; }
.logo { font-weight:bold; font-size:19px; } .logo i { display:inline-block; width:26px; height:18px; background:var(--acc); border-radius:5px; margin-right:6px; vertical-align:-3px; }
.search { margin:0 auto; width:520px; border:1px solid var(--line); border-radius:20px; padding:8px 16px; color:var(--muted); }
.wrap { display:grid; grid-template-columns:minmax(0,1fr) 380px; gap:24px; padding:6px 24px; }
.player { position:relative; aspect-ratio:16/9; max-height:500px; background:radial-gradient(ellipse at 30% 40%,#3b4a6b,#0b1020 70%); border-radius:12px; overflow:hidden; }
.scene { position:absolute; left:0; right:0; bottom:0; height:45%; background:linear-gradient(#1e293b,#0f172a); clip-path:polygon(0 60%,18% 20%,34% 55%,52% 5%,70% 50%,86% 25%,100% 55%,100% 100%,0 100%); }
.ctl { position:absolute; left:0; right:0; bottom:0; padding:0 14px 8px; background:linear-gradient(transparent,rgba(0,0,0,.65)); color:#fff; }
.track { height:4px; background:rgba(255,255,255,.3); border-radius:2px; margin-bottom:8px; } #pfill { height:4px; width:5.8%; background:var(--acc); border-radius:2px; }
.cr { display:flex; align-items:center; gap:6px; }
.pb { position:relative; width:36px; height:36px; border:0; border-radius:50%; background:none; color:#fff; display:grid; place-items:center; cursor:pointer; padding:0; transition:background .15s; }
.pb:hover { background:rgba(255,255,255,.18); } .pb.play path { fill:#fff; }
#ptime { font:13px "DejaVu Sans Mono", monospace; margin:0 6px; }
.cr .sp { flex:1; }
#cc:hover::after { content:"Subtitles (c)"; position:absolute; bottom:44px; left:50%; transform:translateX(-50%); background:rgba(20,20,20,.9); color:#fff; font-size:12px; padding:4px 8px; border-radius:4px; white-space:nowrap; }
#qmenu { display:none; position:absolute; right:52px; bottom:56px; width:170px; background:rgba(20,20,20,.92); color:#fff; border-radius:10px; padding:6px 0; font-size:13px; }
#qmenu div { padding:6px 14px; } #qmenu .on { color:var(--acc); }
h1 { font-size:20px; margin:12px 0 8px; }
.chan { display:flex; align-items:center; gap:12px; }
.cav { width:40px; height:40px; border-radius:50%; background:linear-gradient(135deg,#f97316,#db2777); }
.cn b { display:block; } .cn span { color:var(--muted); font-size:12px; }
#sub { border:0; border-radius:18px; padding:9px 16px; background:var(--text); color:var(--bg); font:bold 14px inherit; cursor:pointer; margin-left:12px; transition:opacity .15s; }
#sub:hover { opacity:.85; } #sub.on { background:var(--panel); color:var(--text); }
.acts { margin-left:auto; display:flex; gap:8px; }
.ab { display:flex; align-items:center; gap:6px; border:0; border-radius:18px; padding:8px 14px; background:var(--panel); color:var(--text); font:inherit; cursor:pointer; transition:filter .15s; }
.ab:hover { filter:brightness(.93); } body.dark .ab:hover { filter:brightness(1.3); }
#like { color:var(--blue); } #like.off { color:var(--text); }
.ab:disabled { color:var(--muted); cursor:default; filter:none; opacity:.6; }
.desc { margin-top:12px; background:var(--panel); border-radius:12px; padding:10px 14px; font-size:13px; }
#more { border:0; background:none; font:bold 13px inherit; color:var(--text); padding:0; cursor:pointer; } #more:hover { text-decoration:underline; }
.nx { display:flex; gap:10px; margin-bottom:10px; align-items:flex-start; }
.th { width:168px; height:94px; border-radius:8px; position:relative; flex:none; } .th i { position:absolute; right:5px; bottom:5px; background:rgba(0,0,0,.8); color:#fff; font-style:normal; font-size:11px; padding:0 4px; border-radius:3px; }
.nt { flex:1; } .nt b { display:block; font-size:14px; } .nt span { color:var(--muted); font-size:12px; }
.later { border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; border-radius:50%; transition:color .15s; }
.later:hover { color:var(--text); } .later.on { color:var(--acc); }
#sblank { height:120px; }
</style>
<header class="top"><span class="logo"><i></i>Streamly</span><div class="search">Search</div></header>
<div class="wrap"><div><div class="player"><div class="scene"></div><div class="ctl"><div class="track"><div id="pfill"></div></div><div class="cr">
<button class="pb play" id="playb">"""
    + _ic(I_PLAY, 20)
    + """</button><span id="ptime">0:42 / 12:08</span><span class="sp"></span><button class="pb" id="cc">"""
    + _ic(I_CC, 20)
    + """</button><button class="pb" id="sgear">"""
    + _ic(I_GEAR, 20)
    + """</button><button class="pb" id="fullb">"""
    + _ic(I_FULL, 20)
    + """</button></div></div><div id="qmenu"><div>1080p</div><div class="on">720p</div><div>480p</div><div>Auto</div></div></div>
<h1>Crossing the Hardangervidda on skis</h1>
<div class="chan"><div class="cav"></div><div class="cn"><b>Polar Routes</b><span>412K subscribers</span></div><button id="sub">Subscribe</button>
<div class="acts"><button class="ab" id="like">"""
    + _ic(I_THUMB, 18)
    + """ 8.4K</button><button class="ab" id="dl" disabled>"""
    + _ic(I_DOWNLOAD, 18)
    + """ Download</button></div></div>
<div class="desc" id="desc"><b>96K views &middot; 3 days ago</b><br>Six days, 140 km and one storm across Europe's largest mountain plateau... <button id="more">Show more</button></div></div>
<div>"""
    + "".join(_next(k, *n) for k, n in enumerate(_NEXT, 1))
    + """<div id="sblank"></div></div></div>
"""
)

# -- forum: a Q&A thread, serif body, orange vote arrows ------------------------------------------
FORUM = (
    """
<style>
:root { --bg:#f8f9f9; --panel:#ffffff; --text:#232629; --muted:#6a737c; --line:#e3e6e8; --acc:#f48024; --link:#0a66c2; --ok:#2f8f46; --tag:#e1ecf4; --tagt:#39739d; }
body.dark { --bg:#1b1c1d; --panel:#2d2d2d; --text:#e7e9eb; --muted:#9fa6ad; --line:#3d3d3d; --acc:#ff9a3c; --link:#6cbbf7; --ok:#5eba7d; --tag:#3d4951; --tagt:#9cc3db; }
body { margin:0; font:15px/1.55 "DejaVu Serif", Georgia, serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.7; stroke-linecap:round; stroke-linejoin:round; }
.top { height:50px; border-top:3px solid var(--acc); background:var(--panel); border-bottom:1px solid var(--line); display:flex; align-items:center; padding:0 40px; gap:22px; font-family:"Liberation Sans", Arial, sans-serif; font-size:13px; color:var(--muted); }
.top b { color:var(--text); font-size:18px; }
.page { max-width:1100px; margin:0 auto; padding:18px 30px; }
h1 { font-size:24px; font-weight:normal; margin:0 0 4px; }
.meta { font:12px "Liberation Sans", Arial, sans-serif; color:var(--muted); padding-bottom:10px; border-bottom:1px solid var(--line); }
.post { display:grid; grid-template-columns:52px minmax(0,1fr); gap:16px; padding:14px 0; }
.vote { display:flex; flex-direction:column; align-items:center; gap:2px; }
.va { width:38px; height:38px; border:1px solid var(--line); border-radius:50%; background:var(--panel); color:var(--muted); display:grid; place-items:center; padding:0; cursor:pointer; transition:background .15s; }
.va:hover { background:#fde6d2; } body.dark .va:hover { background:#4a3a2c; }
.va.on { color:var(--acc); border-color:var(--acc); } .va.on path { fill:var(--acc); }
.va:disabled { opacity:.4; cursor:default; background:var(--panel); }
.score { font:bold 19px "Liberation Sans", Arial, sans-serif; }
.bm { position:relative; border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; margin-top:6px; transition:color .15s; }
.bm:hover { color:var(--text); }
#bm:hover::after { content:"Save this question"; position:absolute; left:34px; top:4px; background:#3b4045; color:#fff; font:12px "Liberation Sans", Arial, sans-serif; padding:4px 8px; border-radius:4px; white-space:nowrap; }
.acc { border:0; background:none; color:#bbc0c4; padding:2px; display:grid; cursor:pointer; margin-top:4px; transition:color .15s; }
body.dark .acc { color:#5a5f64; } .acc:hover { color:#8f969c; } body .acc.on { color:var(--ok); }
.body p { margin:0 0 10px; } code { font:13px "DejaVu Sans Mono", monospace; background:var(--tag); padding:1px 4px; border-radius:3px; }
.tags span { display:inline-block; font:12px "Liberation Sans", Arial, sans-serif; background:var(--tag); color:var(--tagt); padding:2px 7px; border-radius:4px; margin-right:4px; }
.links { font:13px "Liberation Sans", Arial, sans-serif; color:var(--muted); margin-top:8px; display:flex; gap:14px; }
#flag { border:0; background:none; color:var(--muted); font:inherit; padding:0; cursor:pointer; transition:color .15s; } #flag:hover { color:#c22e32; }
.ahead { display:flex; align-items:center; border-bottom:1px solid var(--line); padding:10px 0 8px; font-size:18px; }
.sorts { margin-left:auto; display:flex; border:1px solid var(--line); border-radius:5px; overflow:hidden; font:12px "Liberation Sans", Arial, sans-serif; }
.sorts button { border:0; border-left:1px solid var(--line); background:var(--panel); color:var(--muted); font:inherit; padding:6px 11px; cursor:pointer; transition:color .15s; }
.sorts button:first-child { border-left:0; } .sorts button:hover { color:var(--text); text-decoration:underline; } .sorts button.on { background:var(--line); color:var(--text); }
.cmts { list-style:none; margin:10px 0 0; padding:0; font:13px "Liberation Sans", Arial, sans-serif; }
.cmts li { border-top:1px solid var(--line); padding:5px 0; } .cmts li i { color:var(--link); font-style:normal; }
#more-c { border:0; background:none; color:var(--muted); font:13px "Liberation Sans", Arial, sans-serif; padding:4px 0; cursor:pointer; transition:color .15s; } #more-c:hover { color:var(--link); }
.toast { display:none; position:fixed; left:50%; top:70px; transform:translateX(-50%); background:#3b4045; color:#fff; font:13px "Liberation Sans", Arial, sans-serif; padding:9px 16px; border-radius:5px; }
</style>
<header class="top"><b>ask.dev</b><span>Questions</span><span>Tags</span><span>Users</span></header>
<div class="page"><h1>Why does my CSS transition not run when I toggle display?</h1><div class="meta">Asked 2 days ago &middot; Viewed 1,284 times</div>
<div class="post"><div class="vote"><button class="va" id="up-q">"""
    + _ic(I_UP, 16)
    + """</button><span class="score" id="score-q">3</span><button class="va" id="down-q" disabled>"""
    + _ic(I_DOWN, 16)
    + """</button><button class="bm" id="bm">"""
    + _ic(I_BOOKMARK, 18)
    + """</button></div>
<div class="body"><p>I set <code>display:none</code> on a panel and fade it in with <code>opacity</code>, but it simply appears. The transition works when I remove the display toggle.</p>
<div class="tags"><span>css</span><span>css-transitions</span><span>display</span></div><div class="links"><span>Share</span><span>Edit</span><button id="flag">Flag</button></div></div></div>
<div class="ahead">2 Answers<div class="sorts"><button class="on" id="so-score">Highest score</button><button id="so-new">Newest</button><button id="so-old">Oldest</button></div></div>
<div class="post"><div class="vote"><button class="va" id="up-a1">"""
    + _ic(I_UP, 16)
    + """</button><span class="score" id="score-a1">12</span><button class="va" id="down-a1">"""
    + _ic(I_DOWN, 16)
    + """</button><button class="acc" id="acc-1">"""
    + _ic(I_TICK, 26)
    + """</button></div>
<div class="body"><p>A change of <code>display</code> is not animatable, so the browser applies the new opacity in the same frame. Toggle <code>visibility</code> instead, or wait a frame after showing the element before you change the opacity.</p>
<ul class="cmts" id="cmts"><li>That fixed it, thanks! &ndash; <i>kmarsh</i></li><li>Also see <code>transition-behavior: allow-discrete</code>. &ndash; <i>lea_v</i></li></ul><button id="more-c">Show 2 more comments</button></div></div>
</div>
<div class="toast" id="ftoast">Thanks, a moderator will take a look</div>
"""
)

PAGES = {
    "shop": SHOP,
    "calendar": CALENDAR,
    "crm": CRM,
    "flashcards": FLASHCARDS,
    "stream": STREAM,
    "forum": FORUM,
}
# Every design has a light and a dark theme.
THEMES = {kit: ("light", "dark") for kit in PAGES}


def holdout6_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------




LOCK = _el("lock") + ".style.display='block';"
FLASHY = {"samples": True, "transient": True, "wait_ms": 1000}

# The calendar's clock shows seconds and advances one second every 150 ms.
CAL_CLOCK = (
    "(() => { const c = document.getElementById('cclock'); let s = 14 * 3600 + 7 * 60 + 10; "
    "setInterval(() => { s++; const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60; "
    "c.textContent = 'Wed ' + h + ':' + String(m).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0'); }, 150); })();"
)
# The video plays: its time counter advances one second every 150 ms and the red bar grows.
PLAYING = (
    "(() => { const t = document.getElementById('ptime'), f = document.getElementById('pfill'); let s = 42; "
    "setInterval(() => { s++; t.textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' / 12:08'; "
    "f.style.width = (s / 728 * 100).toFixed(2) + '%'; }, 150); })();"
)

_RATE = "document.querySelectorAll('.rs').forEach((s, j) => s.addEventListener('click', () => { document.querySelectorAll('.rs').forEach((t, m) => t.classList.toggle('on', m <= j)); }));"
_QUICK_ADD = _key(
    "#qadd",
    "Enter",
    "const li = document.createElement('li'); li.innerHTML = '<small>16:00</small>Dentist (Fri)'; "
    + _el("agenda")
    + ".appendChild(li);",
)
_WORK_OFF = _click(
    "#cal-work",
    _el("box-work")
    + ".classList.remove('on'); document.querySelectorAll('.ev.work').forEach(e => e.classList.add('hid'));",
)
_MORE_COMMENTS = _click(
    "#more-c",
    _el("cmts")
    + ".insertAdjacentHTML('beforeend', '<li>Worked for me in Firefox too. &ndash; <i>dtorres</i></li><li>The rAF trick is the classic answer. &ndash; <i>pbeck</i></li>'); "
    + _el("more-c")
    + ".style.display = 'none';",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout5_pages.HOLDOUT5_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT6_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- shop ---------------------------------------------------------------------------------
    (
        "h6_sh_wishlist",
        "effect",
        "shop",
        "#wish",
        "Save the shoe to my wishlist",
        _click("#wish", _el("wish") + ".classList.add('on')"),
        {
            "note": "a 20 px outline heart fills rose (on hover it already grows a little and turns rose)"
        },
    ),
    (
        "h6_sh_qty_plus",
        "effect",
        "shop",
        "#q-plus",
        "Buy two pairs",
        _click("#q-plus", _el("q-n") + ".textContent = '2'"),
        {
            "note": "the quantity digit next to the button goes 1 -> 2 (the + button's border darkens on hover)"
        },
    ),
    (
        "h6_sh_rate_four",
        "effect",
        "shop",
        "#rs-4",
        "Give the shoe four stars",
        _RATE,
        {"note": "four 18 px grey outline stars fill amber (the hovered star is amber already)"},
    ),
    (
        "h6_sh_size_soldout",
        "no_effect",
        "shop",
        "#sz-45",
        "Choose size 45",
        "",
        {"note": "the size 45 button is disabled (sold out, struck through)"},
    ),
    (
        "h6_sh_cart_locked",
        "no_effect",
        "shop",
        "#addcart",
        "Add the shoes to the cart",
        LOCK + _click("#addcart", _el("cartn") + ".textContent = '3'"),
        {
            "note": "a transparent layer absorbs the click; the Add to cart button (lifts with a shadow on hover) has a handler"
        },
    ),
    (
        "h6_sh_guide_noop",
        "no_effect",
        "shop",
        "#guide",
        "Open the size guide",
        "",
        {"note": "the 'Size guide' link gains an underline on hover; no handler"},
    ),
    (
        "h6_sh_notify_flash",
        "no_effect",
        "shop",
        "#notify",
        "Get notified when size 45 is back",
        _click(
            "#notify",
            _flash(
                _el("stoast") + ".style.display='block'", _el("stoast") + ".style.display='none'"
            ),
        ),
        dict(
            FLASHY,
            note="a confirmation toast shows for 450 ms and is gone before the post frame; the link turns teal on hover",
        ),
    ),
    # -- calendar -----------------------------------------------------------------------------
    (
        "h6_cl_view_month",
        "effect",
        "calendar",
        "#v-month",
        "Switch to the month view",
        _click(
            "#v-month",
            "document.querySelector('.vt .on').classList.remove('on'); "
            + _el("v-month")
            + ".classList.add('on')",
        ),
        {"note": "the violet selected segment moves from Week to Month (only the switch changes)"},
    ),
    (
        "h6_cl_event_popover",
        "effect",
        "calendar",
        "#ev-3",
        "Open the roadmap planning meeting",
        _click("#ev-3", _el("pop") + ".style.display = 'block'"),
        {"note": "a popover with the meeting's time, room and guests opens over the grid"},
    ),
    (
        "h6_cl_quick_add",
        "effect",
        "calendar",
        "#qadd",
        "press Enter to add the dentist appointment",
        _QUICK_ADD,
        {"key": "Enter", "note": "Return in the quick-add field adds a line to the agenda list"},
    ),
    (
        "h6_cl_today_same",
        "no_effect",
        "calendar",
        "#today",
        "Jump to today",
        _click("#today", "const g = " + _el("gbody") + "; g.innerHTML = g.innerHTML;"),
        {
            "note": "the week shown already contains today; the handler re-renders the grid identically (border turns violet on hover)"
        },
    ),
    (
        "h6_cl_clock_gear",
        "no_effect",
        "calendar",
        "#cgear",
        "Open the calendar settings",
        CAL_CLOCK,
        {
            "volatile": "clock",
            "note": "a clock with seconds ticks right beside it; the gear turns a quarter and darkens on hover, no handler",
        },
    ),
    (
        "h6_cl_clock_bell",
        "effect",
        "calendar",
        "#cbell",
        "Turn on event reminders",
        CAL_CLOCK + _click("#cbell", _el("cbell") + ".classList.add('on')"),
        {
            "volatile": "clock",
            "note": "clock ticking right beside it AND a 16 px outline bell filling violet (it turns violet on hover)",
        },
    ),
    (
        "h6_cl_clock_hide_work",
        "effect",
        "calendar",
        "#cal-work",
        "Hide my work calendar",
        CAL_CLOCK + _WORK_OFF,
        {
            "volatile": "clock",
            "note": "clock ticking in the header AND the Work checkbox emptied with all violet work events removed from the grid",
        },
    ),
    (
        "h6_cl_clock_empty",
        "no_effect",
        "calendar",
        "#cblank",
        "Create an event on Sunday afternoon",
        CAL_CLOCK,
        {
            "volatile": "clock",
            "note": "clock ticking in the header; the click lands on an empty grid slot with no handler",
        },
    ),
    # -- crm ----------------------------------------------------------------------------------
    (
        "h6_cr_fav_star",
        "effect",
        "crm",
        "#fav-3",
        "Mark Chen Wei as a favourite",
        _click("#fav-3", _el("fav-3") + ".classList.add('on')"),
        {
            "note": "a 14 px outline star turns from grey to amber (colour only, still outline; darker grey on hover)"
        },
    ),
    (
        "h6_cr_row_check",
        "effect",
        "crm",
        "#chk-5",
        "Select Elif Demir",
        _click("#chk-5", _el("chk-5") + ".classList.add('on')"),
        {"note": "a 15 px checkbox fills blue with a tick (its border turns blue on hover)"},
    ),
    (
        "h6_cr_sort_company",
        "effect",
        "crm",
        "#sort-co",
        "Sort contacts by company, descending",
        _click("#sort-co", _el("sort-co") + ".classList.add('desc')"),
        {"note": "only the 12 px chevron next to 'Company' flips to point up"},
    ),
    (
        "h6_cr_stage_menu",
        "effect",
        "crm",
        "#stage-6",
        "Change Felix Braun's stage",
        _click("#stage-6", _el("menu-6") + ".classList.add('open')"),
        {"note": "a dropdown with five stages opens under the 'Qualified' pill"},
    ),
    (
        "h6_cr_delete_disabled",
        "no_effect",
        "crm",
        "#bulkdel",
        "Delete the selected contacts",
        "",
        {"note": "the Delete button is disabled (nothing selected)"},
    ),
    (
        "h6_cr_export_tooltip",
        "no_effect",
        "crm",
        "#export",
        "Export the contacts",
        "",
        {"note": "Export shades and shows a tooltip below on hover; no handler"},
    ),
    (
        "h6_cr_note_flash",
        "no_effect",
        "crm",
        "#savenote",
        "Save the note on Chen Wei",
        _click(
            "#savenote",
            _flash(
                _el("saved") + ".style.display='inline'", _el("saved") + ".style.display='none'"
            ),
        ),
        dict(
            FLASHY,
            note="a green 'Note saved' label beside the button shows for 450 ms and is gone before the post frame",
        ),
    ),
    # -- flashcards ---------------------------------------------------------------------------
    (
        "h6_fc_show_answer",
        "effect",
        "flashcards",
        "#flip",
        "Reveal the answer",
        _click(
            "#flip",
            _el("ans")
            + ".style.visibility = 'visible'; "
            + _el("flip")
            + ".textContent = 'Hide answer';",
        ),
        {"note": "'the cat' appears on the card and the button reads 'Hide answer'"},
    ),
    (
        "h6_fc_good_count",
        "effect",
        "flashcards",
        "#g-good",
        "Grade the card as Good",
        _click("#g-good", _el("rev-n") + ".textContent = '4'"),
        {
            "note": "only the small 'Reviewed 3 of 20' count in the header goes to 4, far from the click"
        },
    ),
    (
        "h6_fc_shuffle_on",
        "effect",
        "flashcards",
        "#shuffle",
        "Shuffle the deck",
        _click("#shuffle", _el("shuffle") + ".classList.add('on')"),
        {"note": "a small switch slides on and turns indigo"},
    ),
    (
        "h6_fc_speaker_noop",
        "no_effect",
        "flashcards",
        "#speak",
        "Play the pronunciation",
        "",
        {"note": "an 18 px speaker icon turns indigo on hover; no handler"},
    ),
    (
        "h6_fc_easy_locked",
        "no_effect",
        "flashcards",
        "#g-easy",
        "Grade the card as Easy",
        LOCK + _click("#g-easy", _el("rev-n") + ".textContent = '4'"),
        {
            "note": "a transparent layer absorbs the click; the Easy button (lifts on hover) has a handler"
        },
    ),
    (
        "h6_fc_space_noop",
        "no_effect",
        "flashcards",
        "#card",
        "press Space to flip the card",
        "",
        {"key": "Space", "note": "Space with the card focused: nothing listens"},
    ),
    (
        "h6_fc_empty",
        "no_effect",
        "flashcards",
        "#fblank",
        "Skip this card",
        "",
        {"note": "the click lands on empty space right of the card"},
    ),
    # -- stream -------------------------------------------------------------------------------
    (
        "h6_st_subscribe",
        "effect",
        "stream",
        "#sub",
        "Subscribe to the channel",
        _click(
            "#sub",
            _el("sub") + ".classList.add('on'); " + _el("sub") + ".textContent = 'Subscribed';",
        ),
        {"note": "the dark 'Subscribe' pill turns grey and reads 'Subscribed'"},
    ),
    (
        "h6_st_later",
        "effect",
        "stream",
        "#later-2",
        "Save the cabin video for later",
        _click("#later-2", _el("later-2") + ".classList.add('on')"),
        {"note": "a 16 px grey clock icon turns red (colour only)"},
    ),
    (
        "h6_st_download_disabled",
        "no_effect",
        "stream",
        "#dl",
        "Download the video",
        "",
        {"note": "the Download button is disabled"},
    ),
    (
        "h6_st_more_same",
        "no_effect",
        "stream",
        "#more",
        "Show the full description",
        _click("#more", "const d = " + _el("desc") + "; d.innerHTML = d.innerHTML;"),
        {
            "note": "'Show more' underlines on hover; the handler re-renders the description identically"
        },
    ),
    (
        "h6_st_live_cc",
        "no_effect",
        "stream",
        "#cc",
        "Turn on subtitles",
        PLAYING,
        {
            "volatile": "progress",
            "note": "the video plays (time counter and red progress bar advance) right beside; CC gets a disc and a tooltip above on hover, no handler",
        },
    ),
    (
        "h6_st_live_quality",
        "effect",
        "stream",
        "#sgear",
        "Change the video quality",
        PLAYING + _click("#sgear", _el("qmenu") + ".style.display = 'block'"),
        {
            "volatile": "progress",
            "note": "video playing right beside AND a quality menu opens above the gear",
        },
    ),
    (
        "h6_st_live_unlike",
        "effect",
        "stream",
        "#like",
        "Remove my like",
        PLAYING + _click("#like", _el("like") + ".classList.add('off')"),
        {
            "volatile": "progress",
            "note": "video playing above AND the blue thumb and count turn back to the text colour (accent -> grey/black, colour only)",
        },
    ),
    (
        "h6_st_live_empty",
        "no_effect",
        "stream",
        "#sblank",
        "Open the next video",
        PLAYING,
        {
            "volatile": "progress",
            "note": "video playing; the click lands on empty space under the up-next list",
        },
    ),
    # -- forum --------------------------------------------------------------------------------
    (
        "h6_fm_upvote",
        "effect",
        "forum",
        "#up-q",
        "Upvote the question",
        _click(
            "#up-q", _el("up-q") + ".classList.add('on'); " + _el("score-q") + ".textContent = '4';"
        ),
        {"note": "the up arrow fills orange and the score goes 3 -> 4"},
    ),
    (
        "h6_fm_accept",
        "effect",
        "forum",
        "#acc-1",
        "Accept this answer",
        _click("#acc-1", _el("acc-1") + ".classList.add('on')"),
        {
            "note": "the 26 px tick turns from light grey to green (colour only; darker grey on hover)"
        },
    ),
    (
        "h6_fm_sort_newest",
        "effect",
        "forum",
        "#so-new",
        "Sort answers by newest",
        _click(
            "#so-new",
            "document.querySelector('.sorts .on').classList.remove('on'); "
            + _el("so-new")
            + ".classList.add('on')",
        ),
        {"note": "the shaded segment moves from 'Highest score' to 'Newest' (underline on hover)"},
    ),
    (
        "h6_fm_more_comments",
        "effect",
        "forum",
        "#more-c",
        "Show the other comments",
        _MORE_COMMENTS,
        {"note": "two comments are added to the list and the 'Show 2 more comments' link goes"},
    ),
    (
        "h6_fm_bookmark_noop",
        "no_effect",
        "forum",
        "#bm",
        "Bookmark the question",
        "",
        {"note": "the bookmark darkens and shows a tooltip to its right on hover; no handler"},
    ),
    (
        "h6_fm_flag_flash",
        "no_effect",
        "forum",
        "#flag",
        "Flag the question",
        _click(
            "#flag",
            _flash(
                _el("ftoast") + ".style.display='block'", _el("ftoast") + ".style.display='none'"
            ),
        ),
        dict(
            FLASHY,
            note="a 'Thanks' toast shows for 450 ms at the top and is gone before the post frame; Flag turns red on hover",
        ),
    ),
    (
        "h6_fm_downvote_disabled",
        "no_effect",
        "forum",
        "#down-q",
        "Downvote the question",
        "",
        {"note": "the down arrow is disabled (not enough reputation)"},
    ),
]
