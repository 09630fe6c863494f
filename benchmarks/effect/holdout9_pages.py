# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT9 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout9_frozen``) before any verdict
on one of its cases was looked at, by a helper who saw no rule and no verdict. Like the earlier
held-out parts it is never used to choose a threshold, nor looked at case by case: it is a ninth
held-out set to report a final figure on.

After two parts where everything moved, this one is ordinary again: six everyday web apps of
the kind computer-use agents work in, each in a look of its own, and only two of them with one
thing moving by itself (a typing indicator in the chat, a deploy progress bar that grows on the
settings page). Every clickable control restyles on hover (a background shade, a darker
border, an underline, an icon that changes colour, a lift with a shadow, a tooltip), with
transitions of 100-250 ms:

* ``flights``: flight search results, navy and orange: stop and airline filters, sort tabs,
  flight cards with a heart, a Select button and an expandable details strip, and a price-alerts
  button in the header;
* ``huddle``: a team-chat app with an aubergine channel rail, messages with reaction chips, a
  channel header with a bell and a disabled call button, a composer, and a typing indicator
  whose three dots bob;
* ``timeoff``: an HR leave-request form, cream and forest green: a leave-type select, date
  fields, a half-day switch, a reason field, draft and submit buttons, a balance card and a
  table of past requests with Cancel buttons;
* ``cookbook``: a recipe page, warm white and tomato red: a drawn bowl, an author row with
  Follow, Save and Print, a servings stepper, tabs and an ingredient checklist;
* ``inbox``: a three-pane e-mail client in slate and indigo: folders, a message list with
  stars and unread dots, a reading pane with a toolbar (archive, snooze, mark unread, more) and
  a quick-reply field;
* ``projconfig``: a monochrome project settings page with tabs, switches, a copyable project ID,
  an advanced-settings accordion and a deploy banner whose progress bar grows.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h9/<doc>``. Every behaviour a
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
I_TICK = "M5 12.5l4.5 4.5L19 7.5"
I_HEART = "M12 20C6.5 16.2 3.5 13 3.5 9.2 3.5 6.6 5.5 4.8 7.8 4.8c1.8 0 3.2 1 4.2 2.6 1-1.6 2.4-2.6 4.2-2.6 2.3 0 4.3 1.8 4.3 4.4 0 3.8-3 7-8.5 10.8z"
I_CHEV = "M7 10l5 5 5-5"
I_BELL = "M7 10.5a5 5 0 0110 0V15l1.8 2.5H5.2L7 15zM10 20h4"
I_THUMB = "M8 11v8.5H4.5V11zM8 11l3.5-6.5c1.4 0 2.3 1 2 2.4L13 10h5.3a1.7 1.7 0 011.7 2l-1.4 6a2 2 0 01-2 1.5H8"
I_PHONE = "M6 4.5h3l1.5 4-2 1.3a10 10 0 005.7 5.7l1.3-2 4 1.5v3a1.5 1.5 0 01-1.6 1.5A16 16 0 014.5 6.1 1.5 1.5 0 016 4.5z"
I_SEND = "M4.5 12L20 4.5 15.5 20l-3-6.5zM12.5 13.5L20 4.5"
I_CAL = "M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4"
I_BOOKMARK = "M7 4h10v16l-5-3.6L7 20z"
I_PRINT = "M7 9V4h10v5M6 17H4.5v-7h15v7H18M7 14h10v6H7z"
I_STAR = "M12 4l2.4 5 5.3.6-3.9 3.7 1 5.3L12 16l-4.8 2.6 1-5.3-3.9-3.7 5.3-.6z"
I_ARCHIVE = "M4 5h16v4H4zM5.5 9v10h13V9M10 13h4"
I_SNOOZE = "M12 4a8 8 0 110 16 8 8 0 010-16zM12 8v4.5l3 1.8"
I_MAIL = "M4 6h16v12H4zM4 6.5l8 6 8-6"
I_DOTS = "M12 5.5v.1M12 12v.1M12 18.5v.1"
I_SYNC = "M19 8a7.5 7.5 0 00-13.5-1.5M5 4v3.5h3.5M5 16a7.5 7.5 0 0013.5 1.5M19 20v-3.5h-3.5"
I_COPY = "M9 9h10v11H9zM6 15H5V4h10v1"
I_SEARCH = "M11 4.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM16 16l4 4"
I_HASH = "M9.5 4L8 20M16 4l-1.5 16M4.5 9h15M4 15h15"
I_PLANE = "M3.5 13.5l17-6.5-4 10-4.5-3-2.5 3.5-.5-5z"
I_BRANCH = "M7 4v16M7 8a4 4 0 004 4h2a4 4 0 014 4M17 4a2 2 0 110 4 2 2 0 010-4z"

# -- flights: flight search results, navy header, orange accent ---------------------------------
_FLIGHTS = [
    (1, "NL", "#1d4ed8", "Nordlys Air", "07:15", "10:40", "3h 25m", "Nonstop", 214, ""),
    (2, "KV", "#0f766e", "Kestrel Via", "06:05", "11:55", "5h 50m", "1 stop, FRA", 189, ""),
    (3, "AS", "#9d174d", "Astra Sky", "13:30", "16:50", "3h 20m", "Nonstop", 256, ""),
    (4, "BR", "#7c2d12", "Boreal", "18:45", "23:35", "4h 50m", "1 stop, CPH", 198, "sold"),
]


def _flight(
    k: int,
    code: str,
    col: str,
    air: str,
    dep: str,
    arr: str,
    dur: str,
    stops: str,
    price: int,
    sold: str,
) -> str:
    sel = (
        f'<button class="selb" id="sel-{k}" disabled>Select</button><div class="soldout">No seats left</div>'
        if sold
        else f'<button class="selb" id="sel-{k}">Select</button>'
    )
    return (
        f'<div class="fl" id="fl-{k}" data-price="{price}"><div class="fr"><span class="al" style="background:{col}">{code}</span>'
        f'<div class="tm"><b>{dep} &ndash; {arr}</b><span>{air}</span></div>'
        f'<div class="dur">{dur}<i></i>{stops}</div><div class="tm"><b>OSL &rarr; LIS</b><span>Economy Light</span></div>'
        f'<div class="pr"><b>&euro;{price}</b>{sel}</div><button class="heart" id="heart-{k}">{_ic(I_HEART, 20)}</button></div>'
        f'<button class="det" id="det-{k}">Flight details {_ic(I_CHEV, 14)}</button>'
        f'<div class="legs" id="legs-{k}">Oslo Gardermoen (OSL) {dep} &middot; Terminal 2<br>Lisbon Humberto Delgado (LIS) {arr} &middot; Terminal 1<br>Cabin bag 8 kg included &middot; Seat selection from &euro;12</div></div>'
    )


FLIGHTS = (
    """
<style>
:root { --bg:#f3f5f9; --card:#ffffff; --ink:#0f1f3d; --sub:#5b6b86; --rule:#dfe4ee; --navy:#0b2a5b; --or:#f97316; --ors:rgba(249,115,22,.12); }
body.dark { --bg:#0d1322; --card:#162036; --ink:#e6ecf7; --sub:#8e9bb5; --rule:#26324c; --navy:#070d1a; --or:#fb923c; --ors:rgba(251,146,60,.16); }
body { margin:0; font:14px/1.45 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.hd { background:var(--navy); color:#fff; display:flex; align-items:center; gap:22px; padding:0 40px; height:58px; }
.brand { font-weight:bold; font-size:20px; letter-spacing:.02em; display:flex; align-items:center; gap:6px; } .brand i { color:var(--or); font-style:normal; }
.brand svg path { stroke:var(--or); }
.trip { background:rgba(255,255,255,.1); border-radius:8px; padding:7px 14px; font-size:13px; }
.hd a { color:#cdd7ea; font-size:13px; cursor:pointer; border-bottom:1px solid transparent; transition:border-color .15s, color .15s; } .hd a:hover { color:#fff; border-bottom-color:#fff; }
.hold { margin-left:auto; font-size:13px; color:#cdd7ea; } #hold-t { font:bold 14px "DejaVu Sans Mono", monospace; color:#fdba74; }
#alerts { border:1px solid rgba(255,255,255,.35); background:none; color:#fff; font:inherit; font-size:13px; border-radius:8px; padding:6px 12px; cursor:pointer; transition:border-color .15s, background .15s; }
#alerts:hover { border-color:#fff; background:rgba(255,255,255,.1); }
.lay { display:grid; grid-template-columns:250px minmax(0,1fr); gap:24px; padding:18px 40px; max-width:1320px; }
.filters { background:var(--card); border:1px solid var(--rule); border-radius:12px; padding:16px 18px; }
.filters h4 { margin:14px 0 6px; font-size:11px; text-transform:uppercase; letter-spacing:.08em; color:var(--sub); } .filters h4:first-child { margin-top:0; }
.fc { display:flex; align-items:center; gap:10px; padding:4px 0; cursor:pointer; }
.fbox { width:16px; height:16px; border:2px solid #9aa8bf; border-radius:4px; box-sizing:border-box; display:grid; place-items:center; transition:border-color .15s, background .15s; }
.fc:hover .fbox { border-color:var(--or); }
.fbox svg { visibility:hidden; } .fbox svg path { stroke:#fff; stroke-width:3.4; }
.fbox.on { background:var(--or); border-color:var(--or); } .fbox.on svg { visibility:visible; }
.fc small { margin-left:auto; color:var(--sub); }
.range { height:4px; background:var(--rule); border-radius:2px; position:relative; margin:14px 6px 8px; } .range b { position:absolute; left:0; width:70%; height:4px; background:var(--or); border-radius:2px; }
.range i { position:absolute; left:70%; top:-6px; width:16px; height:16px; margin-left:-8px; border-radius:50%; background:var(--card); border:2px solid var(--or); box-sizing:border-box; cursor:pointer; transition:box-shadow .15s; }
.range i:hover { box-shadow:0 0 0 5px var(--ors); }
.rlab { display:flex; justify-content:space-between; color:var(--sub); font-size:12px; }
#fblank { height:150px; }
.sorts { display:flex; background:var(--card); border:1px solid var(--rule); border-radius:12px; overflow:hidden; margin-bottom:12px; }
.st { flex:1; border:0; border-right:1px solid var(--rule); background:none; color:var(--ink); font:inherit; text-align:left; padding:9px 16px; cursor:pointer; transition:background .15s; }
.st:last-child { border-right:0; } .st:hover { background:var(--ors); }
.st b { display:block; } .st span { color:var(--sub); font-size:12px; }
.st.on { box-shadow:inset 0 -3px 0 var(--or); }
.fl { background:var(--card); border:1px solid var(--rule); border-radius:12px; margin-bottom:10px; }
.fr { display:grid; grid-template-columns:40px 1.1fr 1fr 1fr 120px 36px; align-items:center; gap:14px; padding:12px 18px; }
.al { width:36px; height:36px; border-radius:8px; display:grid; place-items:center; color:#fff; font-weight:bold; font-size:12px; }
.tm b { font-size:16px; display:block; } .tm span { color:var(--sub); font-size:12px; }
.dur { text-align:center; color:var(--sub); font-size:12px; } .dur i { display:block; height:2px; background:var(--rule); margin:4px 0; }
.pr { text-align:right; } .pr b { display:block; font-size:19px; }
.selb { margin-top:3px; border:0; border-radius:8px; background:var(--or); color:#fff; font:bold 13px "Liberation Sans", Arial, sans-serif; padding:6px 16px; cursor:pointer; transition:transform .15s, box-shadow .15s; }
body.dark .selb { color:#1c0d02; }
.selb:hover:not(:disabled) { transform:translateY(-2px); box-shadow:0 6px 14px -6px rgba(249,115,22,.8); }
.selb:disabled, body.dark .selb:disabled { background:var(--rule); color:var(--sub); cursor:default; }
.soldout { color:#dc2626; font-size:11px; } body.dark .soldout { color:#f87171; }
.heart { border:0; background:none; color:var(--sub); padding:6px; border-radius:50%; display:grid; cursor:pointer; transition:color .15s, background .15s; }
.heart:hover { color:var(--or); background:var(--ors); } .heart.on { color:var(--or); } .heart.on path { fill:var(--or); }
.det { border:0; border-top:1px dashed var(--rule); background:none; width:100%; text-align:left; color:var(--sub); font:13px "Liberation Sans", Arial, sans-serif; padding:7px 18px; cursor:pointer; display:flex; align-items:center; gap:6px; transition:color .15s; }
.det:hover { color:var(--ink); text-decoration:underline; } .det svg { transition:transform .2s; } .det.open svg { transform:rotate(180deg); }
.legs { display:none; padding:2px 18px 12px 72px; color:var(--sub); font-size:13px; line-height:1.8; } .legs.open { display:block; }
#more { width:100%; border:1px solid var(--rule); background:var(--card); color:var(--ink); border-radius:10px; padding:9px; font:inherit; cursor:pointer; transition:background .15s; }
#more:hover { background:var(--ors); }
#chk { display:none; position:fixed; top:72px; left:50%; transform:translateX(-50%); background:var(--ink); color:var(--bg); padding:8px 18px; border-radius:20px; font-size:13px; }
</style>
<header class="hd"><span class="brand">"""
    + _ic(I_PLANE, 22)
    + """<span>skyl<i>o</i>ft</span></span><span class="trip">Oslo &rarr; Lisbon &middot; Sat 12 Dec &middot; 1 adult</span><a>Hotels</a><a>Cars</a>
<span class="hold">Fares held for <span id="hold-t">14:59</span></span><button id="alerts">Price alerts</button></header>
<div class="lay"><aside class="filters"><h4>Stops</h4>
<div class="fc" id="f-nonstop"><span class="fbox" id="fb-nonstop">"""
    + _ic(I_TICK, 11)
    + """</span>Nonstop<small>&euro;214</small></div><div class="fc"><span class="fbox on">"""
    + _ic(I_TICK, 11)
    + """</span>1 stop<small>&euro;189</small></div><div class="fc"><span class="fbox on">"""
    + _ic(I_TICK, 11)
    + """</span>2+ stops<small>&euro;171</small></div>
<h4>Airlines</h4>"""
    + "".join(
        f'<div class="fc"><span class="fbox on">{_ic(I_TICK, 11)}</span>{a}</div>'
        for a in ("Nordlys Air", "Kestrel Via", "Astra Sky", "Boreal")
    )
    + """<h4>Max price</h4><div class="range"><b></b><i></i></div><div class="rlab"><span>&euro;150</span><span>&euro;320</span></div>
<div id="fblank"></div></aside>
<main><div class="sorts"><button class="st on" id="s-best"><b>Best</b><span>&euro;214 &middot; 3h 25m</span></button><button class="st" id="s-cheap"><b>Cheapest</b><span>&euro;189 &middot; 5h 50m</span></button><button class="st" id="s-fast"><b>Fastest</b><span>&euro;256 &middot; 3h 20m</span></button></div>
<div id="results">"""
    + "".join(_flight(*f) for f in _FLIGHTS)
    + """</div><button id="more">Show 12 more flights</button></main></div>
<div id="chk">Checking fares for Sat 12 Dec&hellip;</div>
"""
)

# -- huddle: a team-chat app with an aubergine rail ---------------------------------------------------
_MSGS = [
    ("LM", "#0e7490", "Lena M.", "9:41", "Morning! The release branch is cut, QA starts at ten."),
    (
        "TO",
        "#b45309",
        "Tomasz O.",
        "9:44",
        "Nice. I still see the flaky checkout test on CI, looking into it now.",
    ),
    (
        "PR",
        "#7c3aed",
        "Priya R.",
        "9:52",
        "Design tokens for the new buttons are merged, screenshots in the thread.",
    ),
    (
        "DK",
        "#15803d",
        "Dev K.",
        "10:03",
        "Can someone review the migration PR before lunch? It touches the orders table.",
    ),
]


def _msg(k: int, ini: str, col: str, who: str, at: str, text: str) -> str:
    extra = ""
    if k == 2:
        extra = (
            f'<div class="reacts"><button class="chip" id="react">{_ic(I_THUMB, 14)}<span id="react-n">2</span></button>'
            f'<button class="chip">{_ic(I_TICK, 14)}<span>1</span></button></div>'
        )
    return (
        f'<div class="msg"><span class="av" style="background:{col}">{ini}</span><div><div class="who"><b>{who}</b><small>{at}</small></div>'
        f'<p><span id="txt-{k}">{text}</span></p>{extra}</div></div>'
    )


HUDDLE = (
    """
<style>
:root { --bg:#ffffff; --ink:#1d1c1d; --sub:#616061; --rule:#e6e4e6; --rail:#3f1d44; --railt:#d9c8dc; --act:#f2b544; --acc:#127c6d; --hov:#f6f4f6; }
body.dark { --bg:#1a1d21; --ink:#e8e8e8; --sub:#a3a3a6; --rule:#33363b; --rail:#1e0f22; --railt:#b9a5bd; --act:#e0a93a; --acc:#3fc4b0; --hov:#222529; }
body { margin:0; font:14px/1.5 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.app { display:grid; grid-template-columns:240px minmax(0,1fr); height:100vh; }
.rail { background:var(--rail); color:var(--railt); padding:14px 10px; }
.ws { color:#fff; font-weight:bold; font-size:16px; padding:4px 10px 14px; border-bottom:1px solid rgba(255,255,255,.12); margin-bottom:10px; }
.rail h5 { margin:14px 10px 4px; font-size:11px; font-weight:normal; text-transform:uppercase; letter-spacing:.06em; opacity:.75; }
.ch { display:flex; align-items:center; gap:6px; width:100%; border:0; background:none; color:var(--railt); font:inherit; text-align:left; padding:4px 10px; border-radius:6px; cursor:pointer; transition:background .12s; }
.ch:hover { background:rgba(255,255,255,.1); } .ch.on { background:var(--act); color:#2a1330; font-weight:bold; }
.ch .dotp { width:8px; height:8px; border-radius:50%; background:#2bac76; margin:0 3px; } .ch .away { background:none; border:1.5px solid var(--railt); box-sizing:border-box; }
.main { display:flex; flex-direction:column; height:100vh; min-width:0; }
.chead { display:flex; align-items:center; gap:10px; padding:0 22px; height:56px; border-bottom:1px solid var(--rule); }
.chead h2 { margin:0; font-size:17px; } .chead small { color:var(--sub); }
.chead .sp { flex:1; }
.ib { position:relative; width:32px; height:32px; border:0; border-radius:6px; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s; }
.ib:hover { background:var(--hov); color:var(--ink); }
#mute.on { color:#d1453b; } body.dark #mute.on { color:#f07167; }
#call { display:flex; align-items:center; gap:6px; border:1px solid var(--rule); background:var(--bg); color:var(--ink); border-radius:6px; padding:5px 12px; font:inherit; font-size:13px; cursor:pointer; transition:border-color .15s; }
#call:hover:not(:disabled) { border-color:var(--sub); } #call:disabled { color:var(--sub); opacity:.55; cursor:default; }
.feed { flex:1; padding:14px 22px; overflow:hidden; }
.day { text-align:center; color:var(--sub); font-size:12px; margin:4px 0 10px; }
.msg { display:flex; gap:12px; padding:7px 0; }
.av { width:36px; height:36px; border-radius:8px; color:#fff; font-weight:bold; font-size:13px; display:grid; place-items:center; flex:none; }
.who b { margin-right:8px; } .who small { color:var(--sub); font-size:12px; }
.msg p { margin:2px 0 0; }
.reacts { display:flex; gap:6px; margin-top:6px; }
.chip { display:flex; align-items:center; gap:4px; border:1px solid var(--rule); background:var(--hov); color:var(--ink); border-radius:12px; padding:1px 9px; font:12px "DejaVu Sans", Verdana, sans-serif; cursor:pointer; transition:border-color .15s; }
.chip:hover { border-color:var(--sub); } .chip svg { color:var(--acc); }
#typing { visibility:hidden; height:20px; padding:0 22px; color:var(--sub); font-size:12px; display:flex; align-items:center; gap:6px; }
body.typing #typing { visibility:visible; }
.dots { display:inline-flex; gap:3px; } .dots i { width:5px; height:5px; border-radius:50%; background:var(--sub); display:block; }
body.typing .dots i { animation:bob 1.3s ease-in-out infinite; } body.typing .dots i:nth-child(2) { animation-delay:.18s; } body.typing .dots i:nth-child(3) { animation-delay:.36s; }
@keyframes bob { 0%, 60%, 100% { transform:translateY(0); opacity:.45; } 30% { transform:translateY(-4px); opacity:1; } }
.comp { margin:4px 22px 18px; border:1px solid var(--rule); border-radius:10px; display:flex; align-items:center; padding:4px 6px 4px 14px; transition:border-color .15s; }
.comp:hover { border-color:var(--sub); }
#compose { flex:1; border:0; outline:none; background:none; color:var(--ink); font:inherit; padding:8px 0; }
#sendb { width:34px; height:34px; border:0; border-radius:7px; background:var(--acc); color:#fff; display:grid; place-items:center; cursor:pointer; padding:0; transition:filter .15s; }
#sendb:hover { filter:brightness(1.15); }
</style>
<div class="app"><nav class="rail"><div class="ws">Northpeak Studio</div><h5>Channels</h5>
<button class="ch on" id="ch-general">"""
    + _ic(I_HASH, 14)
    + """general</button><button class="ch" id="ch-design">"""
    + _ic(I_HASH, 14)
    + """design</button><button class="ch" id="ch-release">"""
    + _ic(I_HASH, 14)
    + """release</button><button class="ch" id="ch-random">"""
    + _ic(I_HASH, 14)
    + """random</button><h5>Direct messages</h5>
<button class="ch"><span class="dotp"></span>Lena M.</button><button class="ch"><span class="dotp"></span>Priya R.</button><button class="ch"><span class="dotp away"></span>Tomasz O.</button></nav>
<section class="main"><div class="chead"><h2 id="chname"># general</h2><small>&middot; 24 members</small><span class="sp"></span>
<button class="ib" id="mute">"""
    + _ic(I_BELL, 18)
    + """</button><button class="ib" id="csearch">"""
    + _ic(I_SEARCH, 18)
    + """</button><button id="call" disabled>"""
    + _ic(I_PHONE, 15)
    + """Start call</button></div>
<div class="feed" id="feed"><div class="day">Thursday, 26 November</div>"""
    + "".join(_msg(k, *m) for k, m in enumerate(_MSGS, 1))
    + """</div><div id="typing"><span class="dots"><i></i><i></i><i></i></span>Priya R. is typing</div>
<div class="comp"><input id="compose" value="Sounds good, I will review it after stand-up" autocomplete="off"><button id="sendb">"""
    + _ic(I_SEND, 16)
    + """</button></div></section></div>
"""
)

# -- timeoff: an HR leave-request form, cream and forest green ------------------------------------
TIMEOFF = (
    """
<style>
:root { --bg:#f7f3ea; --card:#fffdf8; --ink:#23302a; --sub:#6b756f; --rule:#e4ddcc; --gr:#1f6f50; --grs:rgba(31,111,80,.1); --field:#ffffff; }
body.dark { --bg:#141a17; --card:#1c2420; --ink:#e7ede9; --sub:#98a59e; --rule:#2f3a34; --gr:#5cc596; --grs:rgba(92,197,150,.14); --field:#141a17; }
body { margin:0; font:14px/1.5 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:26px; padding:0 48px; height:60px; border-bottom:1px solid var(--rule); }
.logo { font:bold 19px "DejaVu Serif", Georgia, serif; color:var(--gr); }
.top a { color:var(--sub); cursor:pointer; padding:4px 2px; border-bottom:2px solid transparent; transition:color .15s, border-color .15s; } .top a:hover { color:var(--ink); border-bottom-color:var(--rule); }
.top a.cur { color:var(--ink); border-bottom-color:var(--gr); }
.me { margin-left:auto; width:32px; height:32px; border-radius:50%; background:#c9b68b; color:#3b2f14; display:grid; place-items:center; font-size:12px; font-weight:bold; }
.wrap { display:grid; grid-template-columns:minmax(0,1.25fr) minmax(0,1fr); gap:28px; padding:22px 48px; max-width:1300px; }
.card { background:var(--card); border:1px solid var(--rule); border-radius:16px; padding:22px 26px; }
h1 { margin:0 0 4px; font:bold 24px "DejaVu Serif", Georgia, serif; } .lead { color:var(--sub); margin:0 0 16px; }
label { display:block; font-size:12px; font-weight:bold; color:var(--sub); margin:12px 0 5px; letter-spacing:.02em; }
.two { display:grid; grid-template-columns:1fr 1fr; gap:14px; }
.sel { position:relative; }
#ltype { width:100%; display:flex; align-items:center; justify-content:space-between; border:1px solid var(--rule); background:var(--field); color:var(--ink); border-radius:10px; padding:9px 12px; font:inherit; cursor:pointer; transition:border-color .15s; }
#ltype:hover { border-color:var(--gr); }
#lmenu { display:none; position:absolute; left:0; right:0; top:44px; background:var(--card); border:1px solid var(--rule); border-radius:10px; box-shadow:0 12px 26px rgba(0,0,0,.14); z-index:3; padding:4px 0; }
#lmenu.open { display:block; } #lmenu div { padding:7px 12px; } #lmenu .on { color:var(--gr); font-weight:bold; }
.date { display:flex; align-items:center; border:1px solid var(--rule); background:var(--field); border-radius:10px; padding:0 10px; color:var(--sub); transition:border-color .15s; }
.date:hover { border-color:var(--gr); }
.date input, #reason { flex:1; border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:9px 8px; caret-color:transparent; min-width:0; }
.date:focus-within, .rbox:focus-within { border-color:var(--gr); box-shadow:0 0 0 3px var(--grs); }
.rbox { display:flex; border:1px solid var(--rule); background:var(--field); border-radius:10px; padding:0 4px; transition:border-color .15s; } .rbox:hover { border-color:var(--gr); }
.halfrow { display:flex; align-items:center; gap:10px; margin-top:14px; }
#half { width:40px; height:22px; border:0; border-radius:11px; background:#cfc7b4; position:relative; cursor:pointer; padding:0; transition:background .15s, box-shadow .15s; }
body.dark #half { background:#3a4740; }
#half:after { content:""; position:absolute; left:3px; top:3px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
#half:hover { box-shadow:0 0 0 4px var(--grs); } #half.on { background:var(--gr); } #half.on:after { left:21px; }
.sum { margin-top:16px; padding:10px 14px; background:var(--grs); border-radius:10px; color:var(--ink); }
.acts { display:flex; align-items:center; gap:12px; margin-top:18px; }
#draft { border:1px solid var(--gr); background:none; color:var(--gr); border-radius:10px; padding:9px 18px; font:bold 14px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:background .15s; }
#draft:hover { background:var(--grs); }
#submit { border:0; background:var(--gr); color:#fff; border-radius:10px; padding:10px 20px; font:bold 14px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:filter .15s; }
#submit:hover:not(:disabled) { filter:brightness(1.1); } #submit:disabled { opacity:.45; cursor:default; }
#draft-at { color:var(--sub); font-size:12px; }
#policy { display:inline-block; margin-top:14px; color:var(--gr); cursor:pointer; text-decoration:none; border-bottom:1px solid transparent; transition:border-color .15s; } #policy:hover { border-bottom-color:var(--gr); }
.bal { display:grid; grid-template-columns:repeat(3,1fr); gap:10px; margin-bottom:18px; }
.bal div { background:var(--card); border:1px solid var(--rule); border-radius:14px; padding:12px 14px; } .bal b { display:block; font:bold 24px "DejaVu Serif", Georgia, serif; } .bal span { color:var(--sub); font-size:12px; }
h3 { margin:0 0 8px; font:bold 16px "DejaVu Serif", Georgia, serif; }
table { width:100%; border-collapse:collapse; font-size:13px; }
td, th { text-align:left; padding:9px 6px; border-bottom:1px solid var(--rule); } th { color:var(--sub); font-weight:normal; font-size:12px; }
.pill { font-size:11px; border-radius:10px; padding:2px 8px; } .pend { background:#fef3c7; color:#92400e; } .ok { background:#dcfce7; color:#166534; } .no { background:#fee2e2; color:#991b1b; }
body.dark .pend { background:#3d3214; color:#fcd34d; } body.dark .ok { background:#163322; color:#86efac; } body.dark .no { background:#3b1a1a; color:#fca5a5; }
.cx { border:0; background:none; color:var(--sub); font:inherit; font-size:13px; padding:2px 6px; border-radius:6px; cursor:pointer; transition:color .15s, background .15s; } .cx:hover { color:#b91c1c; background:rgba(185,28,28,.08); }
</style>
<header class="top"><span class="logo">peopledesk</span><a>Home</a><a class="cur">Time off</a><a>Payslips</a><a>Directory</a><span class="me">JA</span></header>
<div class="wrap"><section class="card"><h1>Request time off</h1><p class="lead">Your manager, Ruth Okoye, will be asked to approve it.</p>
<label>Leave type</label><div class="sel"><button id="ltype"><span>Annual leave</span>"""
    + _ic(I_CHEV, 16)
    + """</button><div id="lmenu"><div class="on">Annual leave</div><div>Sick leave</div><div>Parental leave</div><div>Unpaid leave</div><div>Study leave</div></div></div>
<div class="two"><div><label>Start date</label><div class="date">"""
    + _ic(I_CAL, 16)
    + """<input id="start" value="Mon 21 Dec 2026" autocomplete="off"></div></div><div><label>End date</label><div class="date">"""
    + _ic(I_CAL, 16)
    + """<input id="end" value="" placeholder="dd/mm/yyyy" autocomplete="off"></div></div></div>
<div class="halfrow"><button id="half"></button><span>Last day is a half day</span></div>
<label>Reason (optional)</label><div class="rbox"><input id="reason" value="Family visit in Porto" autocomplete="off"></div>
<div class="sum" id="sum">Pick an end date to see how many working days this uses.</div>
<div class="acts"><button id="draft">Save draft</button><button id="submit" disabled>Submit request</button><span id="draft-at">Draft saved 09:12</span></div>
<a id="policy">Read the leave policy</a></section>
<section><div class="bal"><div><b>14</b><span>Annual days left</span></div><div><b>5</b><span>Sick days left</span></div><div><b>2</b><span>Study days left</span></div></div>
<div class="card"><h3>Your requests</h3><table><thead><tr><th>Dates</th><th>Type</th><th>Status</th><th></th></tr></thead><tbody id="reqs">
<tr id="rq-1"><td>2&ndash;3 Feb 2027</td><td>Annual</td><td><span class="pill pend">Pending</span></td><td><button class="cx" id="cancel-1">Cancel</button></td></tr>
<tr id="rq-2"><td>16 Nov 2026</td><td>Sick</td><td><span class="pill ok">Approved</span></td><td></td></tr>
<tr id="rq-3"><td>12&ndash;13 Mar 2027</td><td>Study</td><td><span class="pill pend">Pending</span></td><td><button class="cx" id="cancel-3">Cancel</button></td></tr>
<tr id="rq-4"><td>5&ndash;9 Oct 2026</td><td>Annual</td><td><span class="pill ok">Approved</span></td><td></td></tr>
<tr id="rq-5"><td>24 Aug 2026</td><td>Unpaid</td><td><span class="pill no">Declined</span></td><td></td></tr>
</tbody></table></div></section></div>
"""
)

# -- cookbook: a recipe page, warm white and tomato red --------------------------------------------
_INGS = [
    "250 g red lentils, rinsed",
    "1 large onion, chopped",
    "2 carrots, diced",
    "3 cloves garlic",
    "1 tsp ground cumin",
    "1.2 l vegetable stock",
    "1 lemon, juiced",
]

COOKBOOK = (
    """
<style>
:root { --bg:#fffdf8; --ink:#2d2420; --sub:#7c6f66; --rule:#efe6dc; --tom:#d9480f; --toms:rgba(217,72,15,.1); --soft:#fbf3ea; }
body.dark { --bg:#1b1614; --ink:#f3ebe5; --sub:#b0a299; --rule:#352c27; --tom:#ff7a45; --toms:rgba(255,122,69,.14); --soft:#251e1b; }
body { margin:0; font:15px/1.55 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.nav { display:flex; align-items:center; gap:24px; padding:14px 56px; border-bottom:1px solid var(--rule); }
.logo { font:italic bold 24px "DejaVu Serif", Georgia, serif; color:var(--tom); margin-right:10px; }
.nav a { color:var(--sub); cursor:pointer; transition:color .15s; } .nav a:hover { color:var(--tom); }
.srch { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--rule); border-radius:22px; padding:0 14px; width:260px; color:var(--sub); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); }
#search { flex:1; border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:8px 0; caret-color:transparent; }
.wrap { display:grid; grid-template-columns:minmax(0,.9fr) minmax(0,1.1fr); gap:44px; padding:22px 56px; max-width:1400px; }
.photo { height:380px; border-radius:22px; background:radial-gradient(circle at 50% 55%, #f4d9b8 0 36%, transparent 37%), linear-gradient(135deg,#a3b18a,#588157); position:relative; }
body.dark .photo { background:radial-gradient(circle at 50% 55%, #5a4634 0 36%, transparent 37%), linear-gradient(135deg,#3a4a32,#24331f); }
.bowl { position:absolute; left:50%; top:55%; width:46%; aspect-ratio:1; transform:translate(-50%,-50%); border-radius:50%; background:radial-gradient(circle at 45% 40%, #f59e0b, #c2410c 70%); box-shadow:inset 0 0 0 10px #fff7ed; }
.bowl i { position:absolute; width:10px; height:10px; border-radius:50%; background:#65a30d; } .bowl i:nth-child(1) { left:35%; top:30%; } .bowl i:nth-child(2) { left:58%; top:46%; } .bowl i:nth-child(3) { left:42%; top:62%; }
#caption { display:inline-block; margin-top:8px; color:var(--sub); font-size:12px; }
.kick { color:var(--tom); font-size:12px; text-transform:uppercase; letter-spacing:.14em; font-weight:bold; }
h1 { margin:4px 0 10px; font:bold 34px/1.15 "DejaVu Serif", Georgia, serif; }
.by { display:flex; align-items:center; gap:10px; color:var(--sub); font-size:14px; }
.by .av { width:34px; height:34px; border-radius:50%; background:linear-gradient(135deg,#fb923c,#be123c); }
.by b { color:var(--ink); font-weight:normal; }
#follow { border:1px solid var(--tom); background:none; color:var(--tom); border-radius:16px; padding:3px 14px; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:background .15s; }
#follow:hover { background:var(--toms); } #follow.on { background:var(--tom); color:#fff; }
.stars { display:flex; align-items:center; gap:1px; color:#f59e0b; margin:10px 0; font-size:13px; } .stars path { fill:#f59e0b; stroke:#f59e0b; } .stars span { color:var(--sub); margin-left:8px; }
.tools { display:flex; gap:10px; margin:14px 0; }
.tb { display:flex; align-items:center; gap:6px; border:1px solid var(--rule); background:var(--bg); color:var(--ink); border-radius:10px; padding:7px 14px; font:14px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:transform .15s, box-shadow .15s; }
.tb:hover { transform:translateY(-2px); box-shadow:0 6px 14px -8px rgba(0,0,0,.4); }
#save.on { color:var(--tom); border-color:var(--tom); } #save.on path { fill:var(--tom); }
.serv { display:flex; align-items:center; gap:0; margin-left:auto; border:1px solid var(--rule); border-radius:10px; }
.sv { width:34px; height:34px; border:0; background:none; color:var(--ink); font:18px "Liberation Sans", Arial, sans-serif; cursor:pointer; border-radius:9px; transition:background .15s; } .sv:hover { background:var(--soft); }
.serv span { padding:0 6px; font-size:13px; color:var(--sub); } #sv-n { color:var(--ink); font-weight:bold; padding:0; }
.tabs { display:flex; gap:26px; border-bottom:1px solid var(--rule); margin-top:6px; }
.tab { border:0; background:none; color:var(--sub); font:bold 14px "Liberation Sans", Arial, sans-serif; padding:9px 0; border-bottom:3px solid transparent; cursor:pointer; transition:color .15s; }
.tab:hover { color:var(--ink); } .tab.on { color:var(--ink); border-bottom-color:var(--tom); }
.pane { padding-top:10px; } #p-meth { display:none; } #p-meth ol { margin:0; padding-left:20px; } #p-meth li { margin-bottom:6px; }
.ing { display:flex; align-items:center; gap:12px; padding:5px 0; cursor:pointer; }
.ck { width:18px; height:18px; border:2px solid #c8b8aa; border-radius:50%; box-sizing:border-box; display:grid; place-items:center; transition:border-color .15s; flex:none; }
body.dark .ck { border-color:#5d4f47; }
.ing:hover .ck { border-color:var(--tom); } .ck svg { visibility:hidden; } .ck svg path { stroke:#fff; stroke-width:3.4; }
.ing.on .ck { background:var(--tom); border-color:var(--tom); } .ing.on .ck svg { visibility:visible; } .ing.on .t { text-decoration:line-through; color:var(--sub); }
</style>
<nav class="nav"><span class="logo">simmer</span><a>Recipes</a><a>Weeknight</a><a>Baking</a><a>Vegetarian</a><span class="srch">"""
    + _ic(I_SEARCH, 16)
    + """<input id="search" value="lentil soup" autocomplete="off"></span></nav>
<div class="wrap"><div><div class="photo"><div class="bowl"><i></i><i></i><i></i></div></div><span id="caption">Photo: Ana Ribeiro for Simmer &middot; styled in Lisbon</span></div>
<div><div class="kick">Soups &middot; 35 minutes</div><h1>Red lentil soup with cumin and lemon</h1>
<div class="by"><span class="av"></span><span>by <b>Marta Ruiz</b> &middot; 18k followers</span><button id="follow">Follow</button></div>
<div class="stars">"""
    + "".join(_ic(I_STAR, 15) for _ in range(5))
    + """<span>4.8 &middot; 1,204 ratings</span></div>
<div class="tools"><button class="tb" id="save">"""
    + _ic(I_BOOKMARK, 16)
    + """Save</button><button class="tb" id="print">"""
    + _ic(I_PRINT, 16)
    + """Print</button><div class="serv"><button class="sv" id="sv-minus">&minus;</button><span>Serves <span id="sv-n">4</span></span><button class="sv" id="sv-plus">+</button></div></div>
<div class="tabs"><button class="tab on" id="t-ing">Ingredients</button><button class="tab" id="t-meth">Method</button><button class="tab" id="t-rev">Reviews (86)</button></div>
<div class="pane" id="p-ing">"""
    + "".join(
        f'<div class="ing" id="ing-{k}"><span class="ck">{_ic(I_TICK, 11)}</span><span class="t">{t}</span></div>'
        for k, t in enumerate(_INGS, 1)
    )
    + """</div><div class="pane" id="p-meth"><ol><li>Soften the onion and carrots in olive oil for 8 minutes.</li><li>Add garlic and cumin, stir for a minute until fragrant.</li><li>Tip in the lentils and stock, simmer for 20 minutes.</li><li>Blend half, stir back in, finish with lemon juice and salt.</li></ol></div></div></div>
"""
)

# -- inbox: a three-pane e-mail client, slate and indigo ----------------------------------------------
_MAILS = [
    (
        1,
        "Jonas Weber",
        "Q4 budget review",
        "Attached is the final sheet, the travel line went down by",
        "10:12",
        True,
    ),
    (
        2,
        "Amara Nwosu",
        "Offsite agenda draft",
        "Here is a first pass at the agenda for the February offsite",
        "9:47",
        False,
    ),
    (
        3,
        "GitPort",
        "[storefront] 3 new pull requests",
        "feat: add gift cards, fix: cart rounding, chore: bump deps",
        "9:30",
        True,
    ),
    (
        4,
        "Helena Sousa",
        "Re: contract renewal",
        "Thanks, legal is fine with clause 7 as long as we keep the",
        "Wed",
        False,
    ),
    (
        5,
        "Flightdeck",
        "Your trip to Lisbon",
        "Booking reference K7Q2PL, Sat 12 Dec, seat 14C",
        "Wed",
        False,
    ),
    (
        6,
        "Mikko Laine",
        "Lunch on Friday?",
        "The ramen place reopened, want to try it around 12:30",
        "Tue",
        True,
    ),
    (
        7,
        "Payroll",
        "November payslip available",
        "Your payslip for November can now be viewed in",
        "Tue",
        False,
    ),
]


def _mail(k: int, who: str, subj: str, snip: str, at: str, unread: bool) -> str:
    cls = "row" + (" unread" if unread else "") + (" cur" if k == 2 else "")
    return (
        f'<div class="{cls}" id="row-{k}"><span class="cb"></span><button class="star" id="star-{k}">{_ic(I_STAR, 16)}</button>'
        f'<span class="ud" id="ud-{k}"></span><div class="rt"><div class="rh"><b>{who}</b><small>{at}</small></div>'
        f'<div class="sj">{subj}</div><div class="sn">{snip}</div></div></div>'
    )


INBOX = (
    """
<style>
:root { --bg:#eef1f6; --pane:#ffffff; --ink:#1c2333; --sub:#667085; --rule:#e3e7ee; --ind:#3f51d6; --inds:rgba(63,81,214,.1); --cur:#e8ecfd; --hov:#f5f7fb; }
body.dark { --bg:#0f131b; --pane:#171c27; --ink:#e4e8f1; --sub:#8b94a8; --rule:#262d3c; --ind:#8b9bff; --inds:rgba(139,155,255,.14); --cur:#222a45; --hov:#1d2330; }
body { margin:0; font:13px/1.45 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.app { display:grid; grid-template-columns:210px 380px minmax(0,1fr); height:100vh; }
.rail { padding:16px 12px; }
.mark { font-weight:bold; font-size:17px; padding:0 8px 14px; color:var(--ind); }
#compose { width:100%; border:0; border-radius:14px; background:var(--ind); color:#fff; font:bold 13px "DejaVu Sans", Verdana, sans-serif; padding:12px; cursor:pointer; margin-bottom:12px; transition:box-shadow .15s, transform .15s; }
body.dark #compose { color:#0f131b; }
#compose:hover { box-shadow:0 6px 16px -6px rgba(63,81,214,.7); transform:translateY(-1px); }
.fo { display:flex; justify-content:space-between; padding:7px 12px; border-radius:10px; cursor:pointer; color:var(--sub); transition:background .12s; }
.fo:hover { background:var(--hov); } .fo.on { background:var(--cur); color:var(--ind); font-weight:bold; }
.list { background:var(--pane); border-left:1px solid var(--rule); border-right:1px solid var(--rule); display:flex; flex-direction:column; }
.lh { display:flex; align-items:center; gap:8px; padding:12px 14px; border-bottom:1px solid var(--rule); }
.lh b { font-size:16px; margin-right:auto; }
.ib { position:relative; width:32px; height:32px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:background .15s, color .15s; }
.ib:hover:not(:disabled) { background:var(--inds); color:var(--ind); } .ib:disabled { opacity:.35; cursor:default; }
.ib[data-tip]:hover:not(:disabled)::after { content:attr(data-tip); position:absolute; top:36px; left:50%; transform:translateX(-50%); background:#1c2333; color:#fff; font-size:11px; padding:3px 8px; border-radius:4px; white-space:nowrap; z-index:4; }
#dots path { stroke-width:3; }
.row { display:flex; gap:8px; padding:10px 14px 10px 10px; border-bottom:1px solid var(--rule); cursor:pointer; transition:background .12s; position:relative; }
.row:hover { background:var(--hov); } .row.cur { background:var(--cur); }
.cb { width:14px; height:14px; border:1.5px solid #a6afc0; border-radius:3px; margin-top:3px; flex:none; transition:border-color .15s; } .cb:hover { border-color:var(--ind); }
.star { border:0; background:none; padding:0; height:18px; color:#a6afc0; cursor:pointer; display:grid; transition:color .15s; } body.dark .star { color:#586178; }
.star:hover { color:#f59e0b; } .star.on, body.dark .star.on { color:#f59e0b; } .star.on path { fill:#f59e0b; }
.ud { width:7px; height:7px; border-radius:50%; background:var(--ind); margin-top:6px; flex:none; visibility:hidden; } .unread .ud { visibility:visible; }
.rt { flex:1; min-width:0; } .rh { display:flex; justify-content:space-between; } .rh small { color:var(--sub); }
.sj, .sn { white-space:nowrap; overflow:hidden; text-overflow:ellipsis; } .sn { color:var(--sub); }
.unread .rh b, .unread .sj { font-weight:bold; } .row:not(.unread) .rh b { font-weight:normal; }
.read { background:var(--pane); margin:10px 10px 10px 0; border-radius:14px; border:1px solid var(--rule); display:flex; flex-direction:column; }
.tbar { display:flex; align-items:center; gap:4px; padding:8px 14px; border-bottom:1px solid var(--rule); position:relative; }
.tbar .sp { flex:1; }
#mmenu { display:none; position:absolute; right:14px; top:46px; background:var(--pane); border:1px solid var(--rule); border-radius:10px; box-shadow:0 10px 24px rgba(0,0,0,.16); padding:5px 0; z-index:5; min-width:180px; }
#mmenu.open { display:block; } #mmenu div { padding:6px 14px; }
.body { padding:18px 26px; }
.body h2 { margin:0 0 12px; font-size:20px; font-weight:normal; }
.from { display:flex; align-items:center; gap:10px; margin-bottom:16px; } .from .av { width:36px; height:36px; border-radius:50%; background:#0e7490; color:#fff; display:grid; place-items:center; font-weight:bold; }
.from small { display:block; color:var(--sub); }
.body p { margin:0 0 10px; line-height:1.6; }
.qr { margin:4px 26px 0; display:flex; align-items:center; border:1px solid var(--rule); border-radius:12px; padding:0 12px; transition:border-color .15s; } .qr:hover { border-color:var(--sub); }
#reply { flex:1; border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:11px 0; caret-color:transparent; }
#rblank { flex:1; min-height:60px; }
#synct { display:none; position:fixed; left:50%; bottom:26px; transform:translateX(-50%); background:#1c2333; color:#fff; padding:9px 18px; border-radius:8px; }
body.dark #synct { background:#e4e8f1; color:#0f131b; }
</style>
<div class="app"><nav class="rail"><div class="mark">Postbox</div><button id="compose">Compose</button>
<div class="fo on"><span>Inbox</span><span id="icount">12</span></div><div class="fo"><span>Starred</span></div><div class="fo"><span>Snoozed</span></div><div class="fo"><span>Sent</span></div><div class="fo"><span>Drafts</span><span>2</span></div><div class="fo"><span>Archive</span></div></nav>
<section class="list"><div class="lh"><b>Inbox</b><button class="ib" id="sync" data-tip="Check mail">"""
    + _ic(I_SYNC, 17)
    + """</button></div><div id="rows">"""
    + "".join(_mail(*m) for m in _MAILS)
    + """</div></section>
<section class="read"><div class="tbar"><button class="ib" id="arch" data-tip="Archive">"""
    + _ic(I_ARCHIVE, 18)
    + """</button><button class="ib" id="snooze" disabled>"""
    + _ic(I_SNOOZE, 18)
    + """</button><button class="ib" id="unread" data-tip="Mark as unread">"""
    + _ic(I_MAIL, 18)
    + """</button><span class="sp"></span><button class="ib" id="dots" data-tip="More">"""
    + _ic(I_DOTS, 18)
    + """</button><div id="mmenu"><div>Reply all</div><div>Forward</div><div>Add label</div><div>Block sender</div><div>Print</div></div></div>
<div class="body"><h2>Offsite agenda draft</h2><div class="from"><span class="av">AN</span><div><b>Amara Nwosu</b><small>to me, Jonas, Helena &middot; 9:47</small></div></div>
<p>Hi all,</p><p>here is a first pass at the agenda for the February offsite. Day one is strategy in the morning and team sessions after lunch; day two is the hike and the retro.</p><p>Let me know by Friday if anything is missing, then I will book the rooms.</p><p>Amara</p></div>
<div class="qr"><input id="reply" value="" placeholder="Reply to Amara&hellip;" autocomplete="off"></div><div id="rblank"></div></section></div>
<div id="synct">Checking for new mail&hellip;</div>
"""
)

# -- projconfig: a monochrome project settings page with tabs and switches --------------------------
PROJCONFIG = (
    """
<style>
:root { --bg:#fafafa; --card:#ffffff; --ink:#111111; --sub:#6f6f6f; --rule:#e5e5e5; --hov:#f2f2f2; --blue:#0a6cff; --good:#0f9d58; }
body.dark { --bg:#000000; --card:#0b0b0b; --ink:#ededed; --sub:#8f8f8f; --rule:#262626; --hov:#161616; --blue:#3b8dff; --good:#3ecf8e; }
body { margin:0; font:14px/1.5 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:10px; height:54px; padding:0 32px; border-bottom:1px solid var(--rule); background:var(--card); }
.tri { width:0; height:0; border-left:11px solid transparent; border-right:11px solid transparent; border-bottom:19px solid var(--ink); margin-right:8px; }
.crumb { color:var(--sub); } .crumb b { color:var(--ink); font-weight:normal; }
.top a { margin-left:auto; color:var(--sub); cursor:pointer; text-decoration:none; transition:color .15s; } .top a:hover { color:var(--ink); }
.dep { display:flex; align-items:center; gap:14px; padding:10px 32px; border-bottom:1px solid var(--rule); font:13px "DejaVu Sans Mono", monospace; color:var(--sub); }
.dep b { color:var(--ink); font-weight:normal; }
.track { width:260px; height:4px; background:var(--rule); border-radius:2px; overflow:hidden; } #dbar { height:4px; width:18%; background:var(--blue); }
.tabs { display:flex; gap:4px; padding:0 26px; border-bottom:1px solid var(--rule); }
.tab { border:0; background:none; color:var(--sub); font:inherit; padding:12px 10px; border-bottom:2px solid transparent; cursor:pointer; border-radius:6px 6px 0 0; transition:color .12s, background .12s; }
.tab:hover { color:var(--ink); background:var(--hov); } .tab.on { color:var(--ink); border-bottom-color:var(--ink); }
.page { max-width:880px; margin:0 auto; padding:20px 32px; }
.sec { background:var(--card); border:1px solid var(--rule); border-radius:10px; margin-bottom:14px; }
.sec h3 { margin:0; font-size:15px; padding:14px 18px 0; } .sec .d { color:var(--sub); padding:2px 18px 12px; margin:0; font-size:13px; }
.in { display:flex; align-items:center; gap:10px; padding:0 18px 14px; }
#pname { width:300px; border:1px solid var(--rule); background:var(--bg); color:var(--ink); border-radius:6px; padding:7px 10px; font:inherit; outline:none; caret-color:transparent; transition:border-color .15s; }
#pname:hover { border-color:var(--sub); } #pname:focus { border-color:var(--ink); }
.pid { font:13px "DejaVu Sans Mono", monospace; border:1px solid var(--rule); background:var(--bg); border-radius:6px; padding:7px 10px; }
.ib { position:relative; width:32px; height:32px; border:1px solid var(--rule); border-radius:6px; background:var(--card); color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, border-color .15s; }
.ib:hover { color:var(--ink); border-color:var(--sub); }
#copy:hover::after { content:"Copy ID"; position:absolute; left:40px; top:6px; background:var(--ink); color:var(--bg); font-size:11px; padding:2px 7px; border-radius:4px; white-space:nowrap; }
.foot { display:flex; justify-content:space-between; align-items:center; border-top:1px solid var(--rule); background:var(--hov); padding:9px 18px; border-radius:0 0 10px 10px; color:var(--sub); font-size:13px; }
#savecfg { border:0; background:var(--ink); color:var(--bg); border-radius:6px; padding:6px 14px; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:opacity .15s; }
#savecfg:hover:not(:disabled) { opacity:.85; } #savecfg:disabled { background:var(--rule); color:var(--sub); cursor:default; }
.tg { display:flex; align-items:center; gap:14px; padding:11px 18px; border-top:1px solid var(--rule); }
.tg:first-of-type { border-top:0; } .tg div { flex:1; } .tg small { display:block; color:var(--sub); font-size:12px; }
.sw { width:36px; height:20px; border:0; border-radius:10px; background:#cfcfcf; position:relative; padding:0; cursor:pointer; transition:background .15s, box-shadow .15s; flex:none; }
body.dark .sw { background:#333333; }
.sw:after { content:""; position:absolute; top:2px; left:2px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover { box-shadow:0 0 0 3px var(--rule); } .sw.on, body.dark .sw.on { background:var(--good); } .sw.on:after { left:18px; }
#adv { width:100%; display:flex; align-items:center; gap:8px; border:0; background:none; color:var(--ink); font:bold 14px "Liberation Sans", Arial, sans-serif; padding:13px 18px; cursor:pointer; text-align:left; transition:background .15s; border-radius:10px; }
#adv:hover { background:var(--hov); } #adv svg { transition:transform .2s; } #adv.open svg { transform:rotate(180deg); }
#advp { display:none; padding:0 18px 14px; color:var(--sub); font:13px/1.9 "DejaVu Sans Mono", monospace; } #advp.open { display:block; }
#p-mem { display:none; } .mem { display:flex; align-items:center; gap:12px; padding:10px 18px; border-top:1px solid var(--rule); } .mem:first-child { border-top:0; }
.mem .av { width:30px; height:30px; border-radius:50%; background:linear-gradient(135deg,#a3a3a3,#525252); } .mem div { flex:1; } .mem small { display:block; color:var(--sub); }
#ctoast { display:none; position:fixed; right:28px; bottom:26px; background:var(--ink); color:var(--bg); padding:10px 16px; border-radius:8px; font-size:13px; }
</style>
<header class="top"><span class="tri"></span><span class="crumb">acme &nbsp;/&nbsp; <b>storefront</b></span><a>Docs</a><a style="margin-left:18px">Support</a></header>
<div class="dep">"""
    + _ic(I_BRANCH, 14)
    + """<b>main@4f2c1e</b><span>Building production</span><div class="track"><div id="dbar"></div></div></div>
<nav class="tabs"><button class="tab on" id="tab-gen">General</button><button class="tab" id="tab-mem">Members</button><button class="tab" id="tab-int">Integrations</button><button class="tab" id="tab-env">Environment</button><button class="tab" id="tab-danger">Danger zone</button></nav>
<div class="page"><div id="p-gen"><div class="sec"><h3>Project name</h3><p class="d">Used in URLs and the dashboard. Lowercase letters, digits and dashes.</p>
<div class="in"><input id="pname" value="storefront" autocomplete="off"><span class="pid">prj_8Hk2wQ4mZr</span><button class="ib" id="copy">"""
    + _ic(I_COPY, 15)
    + """</button></div><div class="foot"><span>Changes apply to new deployments.</span><button id="savecfg" disabled>Save changes</button></div></div>
<div class="sec"><div class="tg"><div>Auto-deploy on push<small>Deploy every push to main to production.</small></div><button class="sw" id="tg-auto"></button></div>
<div class="tg"><div>Require a review<small>Pull requests need one approval before deploy.</small></div><button class="sw on" id="tg-rev"></button></div>
<div class="tg"><div>Public preview links<small>Not available on the Team plan.</small></div><button class="sw" id="tg-pub"></button></div></div>
<div class="sec"><button id="adv">"""
    + _ic(I_CHEV, 16)
    + """Advanced build settings</button><div id="advp">build command &nbsp; npm run build<br>output dir &nbsp;&nbsp;&nbsp; dist<br>node version &nbsp; 20.x</div></div></div>
<div id="p-mem"><div class="sec"><div class="mem"><span class="av"></span><div>Jo Arndt<small>jo@acme.dev</small></div>Owner</div><div class="mem"><span class="av"></span><div>Sam Ito<small>sam@acme.dev</small></div>Developer</div><div class="mem"><span class="av"></span><div>Rae Kim<small>rae@acme.dev</small></div>Viewer</div></div></div></div>
<div id="ctoast">Project ID copied to clipboard</div>
"""
)

PAGES = {
    "flights": FLIGHTS,
    "huddle": HUDDLE,
    "timeoff": TIMEOFF,
    "cookbook": COOKBOOK,
    "inbox": INBOX,
    "projconfig": PROJCONFIG,
}
# Every design has a light and a dark theme; the project settings page is dark first.
THEMES = {
    "flights": ("light", "dark"),
    "huddle": ("light", "dark"),
    "timeoff": ("light", "dark"),
    "cookbook": ("light", "dark"),
    "inbox": ("light", "dark"),
    "projconfig": ("dark", "light"),
}


def holdout9_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------
FLASHY = {"samples": True, "transient": True, "wait_ms": 1000}

# The chat shows someone typing: three dots that bob (a CSS animation of 1.3 s).
TYPING = "document.body.classList.add('typing');"
# The deploy banner's progress bar grows by 0.3 % every 120 ms.
DEPLOY = (
    "(() => { const b = document.getElementById('dbar'); let w = 18; "
    "setInterval(() => { w = Math.min(97, w + 0.3); b.style.width = w.toFixed(1) + '%'; }, 120); })();"
)


def _on(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.add('{cls}');"


def _flip_back(ident: str) -> str:
    """The class goes on and comes off again 40 ms later (an optimistic toggle the server refuses)."""
    return _click(
        "#" + ident,
        _el(ident)
        + ".classList.add('on'); setTimeout(() => "
        + _el(ident)
        + ".classList.remove('on'), 40);",
    )


_SORT_CHEAP = _click(
    "#s-cheap",
    "document.querySelector('.sorts .on').classList.remove('on'); "
    + _on("s-cheap")
    + " const r = "
    + _el("results")
    + "; [...r.children].sort((a, b) => a.dataset.price - b.dataset.price).forEach(c => r.appendChild(c));",
)
_DETAILS = _click("#det-1", _on("det-1", "open") + " " + _on("legs-1", "open"))
_CHANNEL = _click(
    "#ch-design",
    "document.querySelector('.ch.on').classList.remove('on'); "
    + _on("ch-design")
    + " "
    + _el("chname")
    + ".textContent = '# design'; "
    + _el("feed")
    + '.innerHTML = \'<div class="day">Wednesday, 25 November</div><div class="msg"><span class="av" style="background:#7c3aed">PR</span><div><div class="who"><b>Priya R.</b><small>16:20</small></div><p>New icon set is in Figma, page Icons v3. Feedback welcome before Friday.</p></div></div>\';',
)
_SAME_CHANNEL = _click(
    "#ch-general",
    "document.querySelectorAll('.ch').forEach(c => c.classList.remove('on')); " + _on("ch-general"),
)
_SEND = _key(
    "#compose",
    "Enter",
    "const m = document.createElement('div'); m.className = 'msg'; "
    'm.innerHTML = \'<span class="av" style="background:#be123c">JA</span><div><div class="who"><b>Jo A.</b><small>10:05</small></div><p>\' + '
    + _el("compose")
    + ".value + '</p></div>'; "
    + _el("feed")
    + ".appendChild(m); "
    + _el("compose")
    + ".value = '';",
)
_FILL_END = _key(
    "#start",
    "Enter",
    _el("end")
    + ".value = 'Wed 23 Dec 2026'; "
    + _el("sum")
    + ".textContent = 'This request uses 3 working days of annual leave.';",
)
_TAB_METHOD = _click(
    "#t-meth",
    "document.querySelector('.tab.on').classList.remove('on'); "
    + _on("t-meth")
    + " "
    + _el("p-ing")
    + ".style.display = 'none'; "
    + _el("p-meth")
    + ".style.display = 'block';",
)
_TAB_MEMBERS = _click(
    "#tab-mem",
    "document.querySelector('.tab.on').classList.remove('on'); "
    + _on("tab-mem")
    + " "
    + _el("p-gen")
    + ".style.display = 'none'; "
    + _el("p-mem")
    + ".style.display = 'block';",
)
_SAME_TAB = _click(
    "#tab-gen",
    "document.querySelectorAll('.tab').forEach(t => t.classList.remove('on')); "
    + _on("tab-gen")
    + " "
    + _el("p-mem")
    + ".style.display = 'none'; "
    + _el("p-gen")
    + ".style.display = 'block';",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout6_pages.HOLDOUT6_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
# Only the huddle and projconfig pages start a motion (in every one of their scenarios).
_HU = {"volatile": "typing"}
_PC = {"volatile": "progress"}

HOLDOUT9_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- flights --------------------------------------------------------------------------------
    (
        "h9_fl_nonstop",
        "effect",
        "flights",
        "#f-nonstop",
        "Show only nonstop flights",
        _click("#f-nonstop", _on("fb-nonstop")),
        dict(
            note="the empty 'Nonstop' filter box fills orange with a tick (its border turns orange on hover)",
        ),
    ),
    (
        "h9_fl_sort_cheapest",
        "effect",
        "flights",
        "#s-cheap",
        "Sort the flights by price, cheapest first",
        _SORT_CHEAP,
        dict(
            note="the orange underline moves from Best to Cheapest and the four flight cards are re-ordered by price (189, 198, 214, 256)",
        ),
    ),
    (
        "h9_fl_heart",
        "effect",
        "flights",
        "#heart-2",
        "Save the Kestrel Via flight to my favourites",
        _click("#heart-2", _on("heart-2")),
        dict(
            note="a 20 px outline heart fills orange (on hover it is already orange on an orange disc)",
        ),
    ),
    (
        "h9_fl_details",
        "effect",
        "flights",
        "#det-1",
        "Show the details of the first flight",
        _DETAILS,
        dict(
            note="the first card expands with three lines of airport and baggage details and the chevron flips (underline on hover)",
        ),
    ),
    (
        "h9_fl_more_dead",
        "no_effect",
        "flights",
        "#more",
        "Load more flights",
        "",
        dict(note="'Show 12 more flights' shades orange on hover; no handler, nothing loads"),
    ),
    (
        "h9_fl_select_soldout",
        "no_effect",
        "flights",
        "#sel-4",
        "Select the Boreal evening flight",
        _click("#sel-4", _el("chk") + ".style.display = 'block';"),
        dict(note="the Select button of the sold-out flight is disabled (no seats left)"),
    ),
    (
        "h9_fl_sidebar_empty",
        "no_effect",
        "flights",
        "#fblank",
        "Clear all filters",
        "",
        dict(note="the click lands on empty space at the bottom of the filter card"),
    ),
    (
        "h9_fl_alert_flash",
        "no_effect",
        "flights",
        "#alerts",
        "Turn on price alerts for this route",
        _click(
            "#alerts",
            _flash(_el("chk") + ".style.display='block'", _el("chk") + ".style.display='none'"),
        ),
        dict(
            FLASHY,
            note="a 'Checking fares' pill shows for 450 ms under the header and is gone before the post frame; nothing else changes",
        ),
    ),
    # -- huddle ---------------------------------------------------------------------------------
    (
        "h9_hu_react_count",
        "effect",
        "huddle",
        "#react",
        "Add a thumbs-up to Tomasz's message",
        TYPING + _click("#react", _el("react-n") + ".textContent = '3';"),
        dict(
            _HU,
            note="only the count in the reaction chip goes 2 -> 3 (one digit; the chip's border darkens on hover); three typing dots bob below the messages",
        ),
    ),
    (
        "h9_hu_switch_channel",
        "effect",
        "huddle",
        "#ch-design",
        "Open the design channel",
        TYPING + _CHANNEL,
        dict(
            _HU,
            note="the amber highlight moves to #design, the header reads '# design' and the message list is replaced",
        ),
    ),
    (
        "h9_hu_send_enter",
        "effect",
        "huddle",
        "#compose",
        "press Enter to send the message",
        TYPING + _SEND,
        dict(
            _HU,
            key="Enter",
            note="Return in the composer posts the text as a new message at the bottom of the list and empties the field (its caret blinks)",
        ),
    ),
    (
        "h9_hu_mute_bell",
        "effect",
        "huddle",
        "#mute",
        "Mute notifications for this channel",
        TYPING + _click("#mute", _on("mute")),
        dict(
            _HU,
            note="the 18 px bell turns red (colour only; on hover it is dark on a light disc)",
        ),
    ),
    (
        "h9_hu_escape_idle",
        "no_effect",
        "huddle",
        "#compose",
        "press Escape to close the emoji picker",
        TYPING,
        dict(
            _HU,
            key="Escape",
            note="Escape in the composer: no picker or menu is open and nothing listens (the caret blinks in the focused field)",
        ),
    ),
    (
        "h9_hu_click_text",
        "no_effect",
        "huddle",
        "#txt-3",
        "Open Priya's design token screenshots",
        TYPING,
        dict(_HU, note="the click lands on the plain text of a message; no handler"),
    ),
    (
        "h9_hu_same_channel",
        "no_effect",
        "huddle",
        "#ch-general",
        "Go to the general channel",
        TYPING + _SAME_CHANNEL,
        dict(
            _HU,
            note="#general is already the open channel; the handler re-applies the same highlight",
        ),
    ),
    (
        "h9_hu_call_disabled",
        "no_effect",
        "huddle",
        "#call",
        "Start a call with the channel",
        TYPING,
        dict(_HU, note="the Start call button is disabled"),
    ),
    # -- timeoff --------------------------------------------------------------------------------
    (
        "h9_to_type_menu",
        "effect",
        "timeoff",
        "#ltype",
        "Change the leave type",
        _click("#ltype", _on("lmenu", "open")),
        {
            "note": "a menu of five leave types opens under the select (its border turns green on hover)"
        },
    ),
    (
        "h9_to_halfday",
        "effect",
        "timeoff",
        "#half",
        "Make the last day a half day",
        _click("#half", _on("half")),
        {"note": "the grey switch slides on and turns green (a ring shows on hover)"},
    ),
    (
        "h9_to_start_enter",
        "effect",
        "timeoff",
        "#start",
        "press Enter to confirm the start date",
        _FILL_END,
        {
            "key": "Enter",
            "note": "Return in the start-date field fills the empty end date and the summary line tells the working days",
        },
    ),
    (
        "h9_to_cancel_row",
        "effect",
        "timeoff",
        "#cancel-3",
        "Cancel my study leave request in March",
        _click("#cancel-3", _el("rq-3") + ".remove();"),
        {
            "note": "the March request's row is removed from the table (Cancel turns red on a pink tint on hover)"
        },
    ),
    (
        "h9_to_submit_disabled",
        "no_effect",
        "timeoff",
        "#submit",
        "Submit the leave request",
        "",
        {"note": "Submit request is disabled until an end date is given"},
    ),
    (
        "h9_to_policy_dead",
        "no_effect",
        "timeoff",
        "#policy",
        "Read the leave policy",
        "",
        {"note": "the policy link gains an underline on hover; no handler"},
    ),
    (
        "h9_to_reason_enter",
        "no_effect",
        "timeoff",
        "#reason",
        "press Enter to save the reason",
        "",
        {"key": "Enter", "note": "Return in the reason field: no form, nothing listens"},
    ),
    (
        "h9_to_draft_same",
        "no_effect",
        "timeoff",
        "#draft",
        "Save the request as a draft",
        _click("#draft", _el("draft-at") + ".textContent = 'Draft saved 09:12';"),
        {
            "note": "the handler writes the same 'Draft saved 09:12' label again (nothing was edited); the button shades on hover"
        },
    ),
    # -- cookbook -------------------------------------------------------------------------------
    (
        "h9_cb_follow",
        "effect",
        "cookbook",
        "#follow",
        "Follow the recipe's author",
        _click("#follow", _on("follow") + " " + _el("follow") + ".textContent = 'Following';"),
        {"note": "the outline 'Follow' pill fills tomato red and reads 'Following'"},
    ),
    (
        "h9_cb_serves_plus",
        "effect",
        "cookbook",
        "#sv-plus",
        "Make the soup for five people",
        _click("#sv-plus", _el("sv-n") + ".textContent = '5';"),
        {
            "note": "the servings number next to the + goes 4 -> 5 (the + gets a shaded disc on hover)"
        },
    ),
    (
        "h9_cb_ingredient",
        "effect",
        "cookbook",
        "#ing-3",
        "Tick off the carrots",
        _click("#ing-3", _on("ing-3")),
        {
            "note": "the round check fills red with a tick and 'diced carrots' is struck through and greyed"
        },
    ),
    (
        "h9_cb_tab_method",
        "effect",
        "cookbook",
        "#t-meth",
        "Show the method",
        _TAB_METHOD,
        {
            "note": "the red underline moves to Method and the ingredient list is replaced by four steps"
        },
    ),
    (
        "h9_cb_print_dead",
        "no_effect",
        "cookbook",
        "#print",
        "Print the recipe",
        "",
        {"note": "Print lifts with a shadow on hover; no handler"},
    ),
    (
        "h9_cb_caption_text",
        "no_effect",
        "cookbook",
        "#caption",
        "Open the photo in full size",
        "",
        {"note": "the click lands on the photo caption, plain text with no handler"},
    ),
    (
        "h9_cb_save_flipback",
        "no_effect",
        "cookbook",
        "#save",
        "Save the recipe to my collection",
        _flip_back("save"),
        {
            "note": "the bookmark fills red and empties again 40 ms later (the save is refused); the end state equals the start"
        },
    ),
    (
        "h9_cb_escape_search",
        "no_effect",
        "cookbook",
        "#search",
        "press Escape to close the search suggestions",
        "",
        {
            "key": "Escape",
            "note": "Escape in the search field (a text input): no suggestions are open and nothing listens",
        },
    ),
    # -- inbox ----------------------------------------------------------------------------------
    (
        "h9_ib_star_row",
        "effect",
        "inbox",
        "#star-4",
        "Star Helena's e-mail about the contract",
        _click("#star-4", _on("star-4")),
        {"note": "a 16 px grey outline star fills amber (it is amber outline on hover already)"},
    ),
    (
        "h9_ib_archive_row",
        "effect",
        "inbox",
        "#arch",
        "Archive this e-mail",
        _click("#arch", _el("row-2") + ".remove();"),
        {
            "note": "the open message's row is removed from the list and the rows below move up (the icon gets a tinted disc and a tooltip on hover)"
        },
    ),
    (
        "h9_ib_more_menu",
        "effect",
        "inbox",
        "#dots",
        "Open more actions for this e-mail",
        _click("#dots", _on("mmenu", "open")),
        {"note": "a menu with five actions opens under the three-dot button"},
    ),
    (
        "h9_ib_unread_badge",
        "effect",
        "inbox",
        "#unread",
        "Mark this e-mail as unread",
        _click("#unread", _on("row-2", "unread")),
        {
            "note": "a 7 px indigo unread dot appears on the open message's row and its sender and subject turn bold"
        },
    ),
    (
        "h9_ib_snooze_disabled",
        "no_effect",
        "inbox",
        "#snooze",
        "Snooze this e-mail until Monday",
        "",
        {"note": "the snooze button is disabled"},
    ),
    (
        "h9_ib_reply_enter",
        "no_effect",
        "inbox",
        "#reply",
        "press Enter to send the reply",
        "",
        {"key": "Enter", "note": "Return in the empty quick-reply field: nothing listens"},
    ),
    (
        "h9_ib_sync_flash",
        "no_effect",
        "inbox",
        "#sync",
        "Check for new mail",
        _click(
            "#sync",
            _flash(_el("synct") + ".style.display='block'", _el("synct") + ".style.display='none'"),
        ),
        dict(
            FLASHY,
            note="a 'Checking for new mail' toast shows for 450 ms at the bottom and is gone before the post frame; no new mail",
        ),
    ),
    (
        "h9_ib_reading_empty",
        "no_effect",
        "inbox",
        "#rblank",
        "Close the e-mail",
        "",
        {"note": "the click lands on empty space in the reading pane under the reply field"},
    ),
    # -- projconfig -----------------------------------------------------------------------------
    (
        "h9_pc_autodeploy",
        "effect",
        "projconfig",
        "#tg-auto",
        "Turn on auto-deploy",
        DEPLOY + _click("#tg-auto", _on("tg-auto")),
        dict(
            _PC,
            note="the grey switch slides on and turns green; the deploy banner's progress bar grows at the top",
        ),
    ),
    (
        "h9_pc_tab_members",
        "effect",
        "projconfig",
        "#tab-mem",
        "Open the members of the project",
        DEPLOY + _TAB_MEMBERS,
        dict(
            _PC,
            note="the underline moves to Members and the settings are replaced by three member rows",
        ),
    ),
    (
        "h9_pc_copy_toast",
        "effect",
        "projconfig",
        "#copy",
        "Copy the project ID",
        DEPLOY + _click("#copy", _el("ctoast") + ".style.display = 'block';"),
        dict(
            _PC,
            note="a 'Project ID copied' toast appears in the bottom-right corner and stays (a tooltip shows beside the button on hover)",
        ),
    ),
    (
        "h9_pc_advanced",
        "effect",
        "projconfig",
        "#adv",
        "Show the advanced build settings",
        DEPLOY + _click("#adv", _on("adv", "open") + " " + _on("advp", "open")),
        dict(
            _PC,
            note="the accordion opens with three lines of build settings and its chevron flips",
        ),
    ),
    (
        "h9_pc_save_disabled",
        "no_effect",
        "projconfig",
        "#savecfg",
        "Save the project settings",
        DEPLOY,
        dict(_PC, note="Save changes is disabled (nothing edited)"),
    ),
    (
        "h9_pc_general_again",
        "no_effect",
        "projconfig",
        "#tab-gen",
        "Open the general settings",
        DEPLOY + _SAME_TAB,
        dict(
            _PC,
            note="General is already the open tab; the handler shows the same panel and underline again",
        ),
    ),
    (
        "h9_pc_public_flipback",
        "no_effect",
        "projconfig",
        "#tg-pub",
        "Turn on public preview links",
        DEPLOY + _flip_back("tg-pub"),
        dict(
            _PC,
            note="the switch goes on and back off 40 ms later (not available on the plan); the end state equals the start",
        ),
    ),
    (
        "h9_pc_name_enter",
        "no_effect",
        "projconfig",
        "#pname",
        "press Enter to rename the project",
        DEPLOY,
        dict(_PC, key="Enter", note="Return in the project-name field: nothing listens"),
    ),
]
