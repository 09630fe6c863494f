# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT5 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout5_frozen``) before any verdict
on one of its cases was looked at. Like the earlier held-out parts it is never used to choose
a threshold, nor looked at case by case: it is a fifth held-out set to report a final figure on.

The designs were written for this part, each in a look of its own: an airy weather app on a
sky gradient with a live clock, a recipe page in a serif type on cream paper with thin rules,
a dense condensed project timeline (Gantt chart) drawn with grid lines only, a trading screen
in a monospaced terminal look with a live price and chart, a helpdesk inbox with bordered
panels, and a compact photo-editor UI with a tool rail and layer panel. Controls react to the
pointer in many ways: an icon that turns a full turn, translucent discs, pills, underlines in
an accent colour, borders that darken or turn blue, buttons that lift with a shadow, stars
that turn terracotta, icons that turn lighter or darker grey, tooltips below, beside or above
a control, a glow; transitions of 100-300 ms.

* ``weather``: a weather app with a live clock, saved cities, hourly strip and a 7-day list;
* ``recipe``: a recipe page with servings, units, ingredient checklist and a rating;
* ``gantt``: a project timeline with grouped tasks, milestones and a zoom switch;
* ``trade``: a crypto trading screen with a live price and chart, watchlist and order form;
* ``helpdesk``: a customer-support ticket inbox with a ticket view and reply box;
* ``photo``: a photo editor with a tool rail, canvas, adjustments and layers.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h5/<doc>``. Every behaviour a
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
I_PIN = "M12 2.5l2.2 5.6 5.8.5-4.4 3.8 1.4 5.8L12 15.1l-5 3.1 1.4-5.8L4 8.6l5.8-.5z"
I_SHARE = "M12 15V3.5M7.5 8L12 3.5 16.5 8M5 12.5V20h14v-7.5"
I_REFRESH = "M20 11a8 8 0 10-2.3 5.7M20 4.5V11h-6.5"
I_CHEV = "M7 10l5 5 5-5"
I_HEART = "M12 20.5S3.5 15 3.5 9a4.5 4.5 0 018.5-2 4.5 4.5 0 018.5 2c0 6-8.5 11.5-8.5 11.5z"
I_FLAG = "M5.5 21V4M5.5 4.5h11l-2.5 4 2.5 4h-11"
I_PLUS = "M12 5.5v13M5.5 12h13"
I_MINUS = "M5.5 12h13"
I_BELL = "M6 16.5V11a6 6 0 0112 0v5.5l1.5 2h-15zM10 20.5h4"
I_STAR = "M12 3.2l2.6 5.5 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.4l6-.7z"
I_ARCH = "M3.5 5h17v4h-17zM5 9v10.5h14V9M10 13h4"
I_CHECK = "M5.5 12.5l4 4 9-9.5"
I_EYE = "M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zM12 9.2a2.8 2.8 0 110 5.6 2.8 2.8 0 010-5.6z"
I_EYEOFF = "M3 3l18 18M10.6 6.1A10 10 0 0112 5.5c6.4 0 10 6.5 10 6.5a17 17 0 01-3 3.6M6.5 7.6A17 17 0 002 12s3.6 6.5 10 6.5a9.6 9.6 0 004.3-1"
I_LOCK = "M6.5 11h11v9.5h-11zM8.8 11V8a3.2 3.2 0 016.4 0v3"
I_MOVE = "M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3"
I_CROP = "M6.5 2.5v15h15M2.5 6.5h15v15"
I_BRUSH = "M19.5 3.5l-9 9M9 13.5c-2.5 0-4 1.6-4 3.6 0 1.5-1 2.6-2.5 3.2 4.5 1.2 9-.6 9-4.3"
I_TEXT = "M5 5.5V4h14v1.5M12 4v16M9 20h6"
I_ERASE = "M8.5 19.5l-5-5L13 5l7 7-7.5 7.5zM20.5 19.5h-12"
I_UNDO = "M9 7L4.5 11.5 9 16M4.5 11.5H15a4.5 4.5 0 010 9h-2"
I_REDO = "M15 7l4.5 4.5L15 16M19.5 11.5H9a4.5 4.5 0 000 9h2"
I_SEARCH = "M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.3 15.3l5 5"
I_GEAR = "M12 8.8a3.2 3.2 0 110 6.4 3.2 3.2 0 010-6.4zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
I_PRINT = "M7 9V3.5h10V9M6.5 17.5h-3v-8h17v8h-3M7 14h10v6.5H7z"
I_CLOCK = "M12 3.5a8.5 8.5 0 110 17 8.5 8.5 0 010-17zM12 7.5V12l3 2"
I_DROP = "M12 3s-6 6.8-6 11a6 6 0 0012 0c0-4.2-6-11-6-11z"

# -- weather: an airy weather app on a sky gradient ------------------------------------------------
_HOURS = [
    ("Now", 12, "&#9729;"),
    ("15", 13, "&#9788;"),
    ("16", 13, "&#9728;"),
    ("17", 12, "&#9728;"),
    ("18", 11, "&#9788;"),
    ("19", 10, "&#9729;"),
    ("20", 9, "&#9730;"),
    ("21", 8, "&#9730;"),
]
_DAYS7 = [
    ("Today", "&#9788;", 8, 13, 20),
    ("Sat", "&#9730;", 7, 11, 80),
    ("Sun", "&#9730;", 6, 10, 65),
    ("Mon", "&#9729;", 5, 11, 30),
    ("Tue", "&#9728;", 6, 14, 5),
    ("Wed", "&#9728;", 8, 15, 0),
    ("Thu", "&#9788;", 7, 13, 15),
]
_CITIES = [
    ("oslo", "Oslo", "9&deg;", True),
    ("stav", "Stavanger", "11&deg;", False),
    ("trond", "Trondheim", "6&deg;", False),
]


def _day7(k: int, name: str, sym: str, lo: int, hi: int, rain: int) -> str:
    return (
        f'<div class="d7"><span class="dn">{name}</span><span class="sym">{sym}</span><span class="rain">{rain}%</span>'
        f'<span class="tv lo" data-c="{lo}">{lo}&deg;</span><span class="rng"><i style="margin-left:{(lo - 5) * 9}%;width:{(hi - lo) * 9}%"></i></span>'
        f'<span class="tv" data-c="{hi}">{hi}&deg;</span><button class="exp" id="exp-{k}">{_ic(I_CHEV, 16)}</button></div>'
        f'<div class="det" id="det-{k}">Wind 6&ndash;9 m/s SW &middot; humidity 82% &middot; UV 1 &middot; sunset 16:12</div>'
    )


def _city(key: str, name: str, temp: str, on: bool) -> str:
    cls = " on" if on else ""
    return f'<div class="cy"><span>{name}</span><b class="tv">{temp}</b><button class="pin{cls}" id="pin-{key}">{_ic(I_PIN, 16)}</button></div>'


WEATHER = (
    """
<style>
:root { --sky:linear-gradient(175deg,#8ec5ff 0%,#cfe6ff 55%,#f4f9ff 100%); --glass:rgba(255,255,255,.55); --text:#0f2a44; --muted:#4d6b88; --acc:#ff7a18; --soft:rgba(15,42,68,.08); --hi:rgba(15,42,68,.14); }
body.dark { --sky:linear-gradient(175deg,#070d24 0%,#15204a 60%,#26305e 100%); --glass:rgba(255,255,255,.08); --text:#e9f0ff; --muted:#93a6cc; --acc:#ffb347; --soft:rgba(255,255,255,.08); --hi:rgba(255,255,255,.16); }
body { margin:0; font:14px/1.5 "Liberation Sans", Arial, sans-serif; background:var(--sky); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.7; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:18px; padding:22px 48px 10px; }
.top h1 { margin:0; font-size:26px; font-weight:normal; letter-spacing:.01em; } .top h1 small { display:block; font-size:13px; color:var(--muted); }
#clock { font:15px "DejaVu Sans Mono", monospace; color:var(--muted); margin-right:auto; margin-left:14px; }
.srch { display:flex; align-items:center; gap:8px; background:var(--glass); border-radius:22px; padding:8px 16px; width:260px; color:var(--muted); }
.srch input { flex:1; border:0; background:transparent; font:inherit; color:var(--text); outline:none; caret-color:transparent; }
.rb { position:relative; width:40px; height:40px; border-radius:50%; border:0; background:var(--glass); color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:transform .3s, background .2s; }
#refresh:hover { transform:rotate(360deg); }
#share:hover { background:var(--hi); }
#share:hover::after { content:"Share forecast"; position:absolute; top:46px; left:50%; transform:translateX(-50%); background:var(--text); color:var(--sky); color:#fff; font-size:12px; padding:4px 10px; border-radius:12px; white-space:nowrap; }
body.dark #share:hover::after { color:#0b1230; }
.cols { display:grid; grid-template-columns:340px minmax(0,1fr) 300px; gap:28px; padding:14px 48px; }
.pan { background:var(--glass); border-radius:22px; padding:18px 22px; }
.pan h2 { margin:0 0 10px; font-size:13px; font-weight:normal; color:var(--muted); }
.now { font-size:84px; line-height:1; font-weight:200; } .cond { font-size:18px; margin:8px 0 2px; } .hl { color:var(--muted); }
.seg { display:inline-flex; background:var(--soft); border-radius:18px; padding:3px; margin-top:18px; }
.seg button { border:0; background:transparent; color:var(--muted); font:inherit; padding:5px 16px; border-radius:15px; cursor:pointer; transition:color .15s; }
.seg button:hover { color:var(--text); } .seg button.on { background:var(--acc); color:#fff; }
.tabs { display:flex; gap:26px; margin-bottom:12px; }
.tb { border:0; background:none; font:inherit; color:var(--muted); padding:0 0 4px; cursor:pointer; border-bottom:2px solid transparent; transition:color .15s; }
.tb:hover { color:var(--acc); } .tb.on { color:var(--text); border-bottom-color:var(--acc); }
.hours { display:flex; justify-content:space-between; } .hr { text-align:center; width:60px; } .hr .sym { display:block; font-size:22px; margin:4px 0; } .hr small { color:var(--muted); }
.d7 { display:flex; align-items:center; gap:12px; padding:7px 0; border-top:1px solid var(--soft); } .d7:first-child { border:0; }
.dn { width:60px; } .sym { width:26px; font-size:18px; } .rain { width:42px; color:#3b82f6; font-size:12px; } body.dark .rain { color:#8ab4ff; }
.lo { color:var(--muted); width:34px; text-align:right; } .rng { flex:1; height:5px; background:var(--soft); border-radius:3px; } .rng i { display:block; height:5px; border-radius:3px; background:linear-gradient(90deg,#7cc4ff,#ffb347); }
.d7 .tv { width:34px; }
.exp { width:28px; height:28px; border:0; border-radius:50%; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s; }
.exp:hover { background:var(--hi); } .exp.open svg { transform:rotate(180deg); }
.det { display:none; font-size:12.5px; color:var(--muted); padding:2px 0 8px 72px; } .det.open { display:block; }
.cy { display:flex; align-items:center; gap:10px; padding:8px 0; } .cy span { flex:1; } .cy b { font-weight:normal; font-size:18px; }
.pin { width:28px; height:28px; border:0; background:none; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s; }
.pin:hover { color:var(--text); } .pin.on { color:var(--acc); } .pin.on path { fill:var(--acc); }
.alert { margin-top:18px; border-radius:16px; padding:12px 16px; background:rgba(255,122,24,.16); }
.alert b { display:block; margin-bottom:2px; } .alert p { margin:0 0 10px; color:var(--muted); font-size:13px; }
.pill { white-space:nowrap; border:0; border-radius:16px; padding:6px 16px; font:inherit; font-size:13px; cursor:pointer; background:var(--acc); color:#fff; transition:box-shadow .2s; }
.pill:hover { box-shadow:0 0 0 4px rgba(255,122,24,.25); }
.pill:disabled { background:var(--soft); color:var(--muted); cursor:default; box-shadow:none; }
.radar { margin-top:16px; display:flex; align-items:center; gap:12px; color:var(--muted); font-size:12.5px; }
#wblank { height:80px; }
.toast { display:none; position:fixed; left:50%; bottom:34px; transform:translateX(-50%); background:#0f2a44; color:#fff; padding:10px 22px; border-radius:22px; }
</style>
<header class="top"><h1>Bergen<small>Vestland, Norway</small></h1><span id="clock">Fri 14:07:10</span>
<div class="srch">"""
    + _ic(I_SEARCH, 16)
    + """<input id="city-q" value="Troms&oslash;" autocomplete="off"></div><button class="rb" id="share">"""
    + _ic(I_SHARE, 18)
    + """</button><button class="rb" id="refresh">"""
    + _ic(I_REFRESH, 18)
    + """</button></header>
<div class="cols"><div><div class="pan" id="hero"><h2>Right now</h2><div class="now tv" id="now" data-c="12">12&deg;</div><div class="cond">Light rain, clearing later</div><div class="hl">H: <span class="tv" data-c="13">13&deg;</span> &nbsp; L: <span class="tv" data-c="8">8&deg;</span> &nbsp; Feels like <span class="tv" data-c="10">10&deg;</span></div>
<div class="seg"><button class="on" id="u-c">&deg;C</button><button id="u-f">&deg;F</button></div></div>
<div class="pan" style="margin-top:22px"><h2>Saved places</h2><div id="saved">"""
    + "".join(_city(*c) for c in _CITIES)
    + """</div></div></div>
<div class="pan"><div class="tabs"><button class="tb on" id="t-hourly">Hourly</button><button class="tb" id="t-precip">Precipitation</button><button class="tb" id="t-wind">Wind</button></div>
<div class="hours">"""
    + "".join(
        f'<div class="hr"><small>{h}</small><span class="sym">{s}</span><span class="tv" data-c="{t}">{t}&deg;</span></div>'
        for h, t, s in _HOURS
    )
    + """</div><h2 style="margin-top:22px">7-day forecast</h2><div id="days">"""
    + "".join(_day7(k, *d) for k, d in enumerate(_DAYS7))
    + """</div></div>
<div><div class="pan"><h2>Warnings</h2><div class="alert"><b>Yellow wind warning</b><p>Gusts up to 22 m/s along the coast from 18:00.</p><button class="pill" id="seen">Mark as seen</button></div>
<div class="radar"><button class="pill" id="radar" disabled>Open radar</button><span>Radar offline for maintenance</span></div><div id="wblank"></div></div></div></div>
<div class="toast" id="wtoast">Warning marked as seen</div>
"""
)

# -- recipe: a serif recipe page on cream paper ---------------------------------------------------
_INGS = [
    (1, 800, "g", 28, "oz", "ripe plum tomatoes, halved"),
    (2, 2, "", 2, "", "tins of white beans, drained"),
    (3, 1, "", 1, "", "red onion, in wedges"),
    (4, 4, "", 4, "", "cloves of garlic, smashed"),
    (5, 60, "ml", 4, "tbsp", "olive oil"),
    (6, 250, "ml", 1, "cup", "vegetable stock"),
]


def _ing(k: int, m: int, mu: str, u: int, uu: str, text: str) -> str:
    return (
        f'<li id="li-{k}"><button class="cb" id="ing-{k}">{_ic(I_CHECK, 12)}</button>'
        f'<span class="amt" data-us="{u} {uu}">{m} {mu}</span> <span class="it">{text}</span></li>'
    )


RECIPE = (
    """
<style>
:root { --paper:#fbf6ee; --ink:#2d2620; --muted:#85786a; --rule:#e4d8c6; --acc:#c2542d; --acc2:#f3e2d3; --box:#fffdf9; }
body.dark { --paper:#1d1915; --ink:#efe6da; --muted:#a89886; --rule:#3b332b; --acc:#e9825c; --acc2:#3a2a20; --box:#241f1a; }
body { margin:0; font:15px/1.6 "DejaVu Serif", Georgia, serif; background:var(--paper); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.6; stroke-linecap:round; stroke-linejoin:round; }
.mast { display:flex; align-items:baseline; gap:30px; padding:16px 64px; border-bottom:1px solid var(--rule); }
.mast b { font-size:22px; font-style:italic; margin-right:auto; } .mast a { color:var(--muted); font-size:13px; text-decoration:none; cursor:pointer; font-family:"Liberation Sans", sans-serif; letter-spacing:.08em; text-transform:uppercase; }
.mast a:hover { color:var(--acc); }
.page { display:grid; grid-template-columns:minmax(0,560px) 360px; gap:56px; padding:24px 64px; }
.kick { font:12px "Liberation Sans", sans-serif; letter-spacing:.14em; text-transform:uppercase; color:var(--acc); }
h1 { font-size:34px; line-height:1.15; margin:6px 0 10px; font-weight:normal; }
.byl { color:var(--muted); font-size:13.5px; display:flex; align-items:center; gap:14px; }
.stars { display:inline-flex; gap:1px; }
.st { width:22px; height:22px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .12s; }
.st:hover { color:var(--acc); } .st.on { color:var(--acc); } .st.on path { fill:var(--acc); }
.acts { display:flex; align-items:center; gap:22px; margin:16px 0; padding:10px 0; border-top:1px solid var(--rule); border-bottom:1px solid var(--rule); font-size:14px; }
#save { display:flex; align-items:center; gap:6px; border:0; background:none; font:inherit; color:var(--ink); padding:4px 12px 4px 8px; border-radius:16px; cursor:pointer; transition:background .15s; }
#save:hover { background:var(--acc2); } #save.on { color:var(--acc); } #save.on path { fill:var(--acc); }
#print { display:flex; align-items:center; gap:6px; color:var(--ink); cursor:pointer; text-decoration:none; }
#print:hover { text-decoration:underline; text-underline-offset:4px; }
.photo { height:190px; background:linear-gradient(120deg,#b8432a 0%,#e07b39 40%,#f2c14e 75%,#7a9a3a 100%); border:1px solid var(--rule); }
.steps { margin:14px 0 0; padding-left:22px; } .steps li { margin-bottom:8px; }
#timer { margin-left:4px; font:13px "Liberation Sans", sans-serif; padding:4px 12px; border:1px solid var(--acc); color:var(--acc); background:var(--box); cursor:pointer; transition:transform .15s, box-shadow .15s; display:inline-flex; align-items:center; gap:5px; vertical-align:middle; }
#timer:hover { transform:translateY(-2px); box-shadow:0 4px 10px rgba(90,50,20,.18); }
.card { border:1px solid var(--rule); background:var(--box); padding:16px 20px; }
.card h3 { margin:0 0 8px; font-size:19px; font-weight:normal; display:flex; align-items:center; gap:8px; }
.serv { display:flex; align-items:center; gap:10px; font-size:14px; color:var(--muted); }
.sq { width:26px; height:26px; border:1px solid var(--rule); background:transparent; color:var(--ink); cursor:pointer; display:grid; place-items:center; padding:0; transition:border-color .15s; }
.sq:hover { border-color:var(--ink); } #sv-n { color:var(--ink); font-size:16px; min-width:14px; text-align:center; }
.units { margin-left:auto; font:12.5px "Liberation Sans", sans-serif; }
.units button { border:0; background:none; font:inherit; color:var(--muted); cursor:pointer; padding:2px 4px; border-bottom:1px solid transparent; }
.units button:hover { border-bottom-color:var(--muted); } .units button.on { color:var(--ink); font-weight:bold; }
ul.ings { list-style:none; margin:10px 0 6px; padding:0; } ul.ings li { display:flex; align-items:baseline; gap:8px; padding:5px 0; border-bottom:1px dashed var(--rule); font-size:14px; }
.amt { white-space:nowrap; font-weight:bold; } .it { flex:1; }
.cb { width:16px; height:16px; flex:none; align-self:center; border:1px solid var(--muted); border-radius:50%; background:transparent; color:transparent; padding:0; display:grid; place-items:center; cursor:pointer; transition:border-color .15s; }
.cb:hover { border-color:var(--acc); } .cb.on { background:var(--acc); border-color:var(--acc); color:#fff; } .cb .ic path { stroke-width:3; }
li.done .it, li.done .amt { text-decoration:line-through; color:var(--muted); }
#shop { width:100%; margin-top:8px; font:13px "Liberation Sans", sans-serif; letter-spacing:.06em; text-transform:uppercase; padding:9px; border:1px solid var(--ink); background:var(--ink); color:var(--paper); cursor:pointer; transition:opacity .15s; }
#shop:hover { opacity:.85; }
.cm { margin-top:18px; } .cm input { width:100%; box-sizing:border-box; font:inherit; font-size:14px; padding:8px 10px; border:1px solid var(--rule); background:var(--box); color:var(--ink); outline:none; caret-color:transparent; }
.cm input:focus { border-color:var(--muted); }
#rblank { height:70px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="mast"><b>Sunday Table</b><a>Recipes</a><a>Seasonal</a><a>Techniques</a><a>Journal</a></header>
<div class="page"><main><div class="kick">Weeknight &middot; Vegetarian</div><h1>Roasted tomato &amp; white bean stew</h1>
<div class="byl"><span>By Ines Carvalho &middot; 55 min</span><span class="stars">"""
    + "".join(f'<button class="st" id="rs-{k}">{_ic(I_STAR, 17)}</button>' for k in range(1, 6))
    + """</span><span>(212)</span></div>
<div class="acts"><button id="save">"""
    + _ic(I_HEART, 18)
    + """Save</button><a id="print">"""
    + _ic(I_PRINT, 17)
    + """Print</a><span style="color:var(--muted)">Serves 4 &middot; Freezes well</span></div>
<div class="photo"></div>
<ol class="steps"><li>Heat the oven to 220&deg;C. Toss the tomatoes, onion and garlic with half the oil on a deep tray.</li>
<li>Roast until the tomatoes slump and blister at the edges. <button id="timer">"""
    + _ic(I_CLOCK, 14)
    + """Start 25 min timer</button></li>
<li>Stir in the beans and stock, return to the oven for 10 minutes, then finish with the rest of the oil.</li></ol><div id="rblank"></div></main>
<aside><div class="card"><h3>Ingredients</h3><div class="serv">Servings <button class="sq" id="sv-minus">"""
    + _ic(I_MINUS, 14)
    + """</button><span id="sv-n">4</span><button class="sq" id="sv-plus">"""
    + _ic(I_PLUS, 14)
    + """</button><span class="units"><button class="on" id="un-m">Metric</button> / <button id="un-us">US</button></span></div>
<ul class="ings" id="ings">"""
    + "".join(_ing(*g) for g in _INGS)
    + """</ul><button id="shop">Add all to shopping list</button></div>
<div class="cm"><input id="comment" value="Made this with cannellini, lovely" autocomplete="off"></div></aside></div>
<div id="lock"></div>
"""
)

# -- gantt: a dense project timeline --------------------------------------------------------------
_TASKS = [
    ("g", 1, "Discovery", "", 0, 0, ""),
    ("t", 1, "Stakeholder interviews", "AK", 0, 3, "#0ea5a4"),
    ("t", 2, "Competitive audit", "JM", 2, 3, "#0ea5a4"),
    ("m", 3, "Research sign-off", "AK", 5, 0, ""),
    ("g", 2, "Design", "", 0, 0, ""),
    ("t", 4, "Information architecture", "SL", 5, 4, "#6366f1"),
    ("t", 5, "Wireframes", "SL", 7, 5, "#6366f1"),
    ("t", 6, "Visual design", "RB", 10, 6, "#6366f1"),
    ("m", 7, "Design review", "RB", 16, 0, ""),
    ("g", 3, "Build", "", 0, 0, ""),
    ("t", 8, "API contracts", "TN", 9, 4, "#d97706"),
    ("t", 9, "Front-end sprint 1", "JM", 13, 7, "#d97706"),
    ("t", 10, "QA pass", "AK", 19, 3, "#d97706"),
]
_COL = 34  # px per day


def _trow(kind: str, k: int, name: str, who: str, start: int, length: int, col: str) -> str:
    if kind == "g":
        return (
            f'<div class="row grp" data-g="{k}"><div class="nm"><button class="gch" id="grp-{k}">{_ic(I_CHEV, 13)}</button>{name}</div><div class="ow"></div>'
            f'<div class="ch"></div></div>'
        )
    grp = 1 if k <= 3 else 2 if k <= 7 else 3
    if kind == "m":
        return (
            f'<div class="row" data-in="{grp}"><div class="nm ind">{name}</div><div class="ow">{who}</div><div class="ch">'
            f'<span class="ms" style="left:{start * _COL - 6}px"></span><button class="flag" id="flag-{k}" style="left:{start * _COL + 10}px">{_ic(I_FLAG, 13)}</button></div></div>'
        )
    return (
        f'<div class="row" data-in="{grp}"><div class="nm ind">{name}</div><div class="ow">{who}</div><div class="ch">'
        f'<span class="bar" style="left:{start * _COL}px;width:{length * _COL - 4}px;background:{col}"></span></div></div>'
    )


GANTT = (
    """
<style>
:root { --bg:#ffffff; --panel:#f7f8fa; --text:#1e2329; --muted:#6b7480; --grid:#e3e6ea; --grid2:#f0f2f4; --acc:#2563eb; --today:#ef4444; --sel:#e8efff; }
body.dark { --bg:#16191e; --panel:#1d2127; --text:#d7dce2; --muted:#8a939e; --grid:#2b3038; --grid2:#22262d; --acc:#60a5fa; --today:#f87171; --sel:#1f2b44; }
body { margin:0; font:11.5px/1.35 "DejaVu Sans", sans-serif; font-stretch:condensed; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.tool { display:flex; align-items:center; gap:8px; padding:7px 12px; border-bottom:1px solid var(--grid); background:var(--panel); }
.tool h1 { font-size:13px; margin:0 14px 0 0; } .tool .sp { flex:1; }
.tbtn { font:inherit; font-stretch:condensed; height:24px; padding:0 9px; border:1px solid var(--grid); background:var(--bg); color:var(--text); cursor:pointer; display:inline-flex; align-items:center; gap:4px; transition:border-color .1s, color .1s; }
.tbtn:hover { border-color:var(--acc); color:var(--acc); }
.tbtn:disabled { color:var(--muted); opacity:.55; cursor:default; border-color:var(--grid); }
.zoom { display:inline-flex; border:1px solid var(--grid); } .zoom button { font:inherit; font-stretch:condensed; height:22px; padding:0 10px; border:0; border-right:1px solid var(--grid); background:var(--bg); color:var(--muted); cursor:pointer; }
.zoom button:last-child { border-right:0; } .zoom button:hover { background:var(--grid2); color:var(--text); } .zoom button.on { background:var(--text); color:var(--bg); }
#saved { color:var(--muted); min-width:110px; }
#aw { position:relative; }
#amenu { display:none; position:absolute; top:28px; left:0; width:150px; background:var(--bg); border:1px solid var(--grid); z-index:3; padding:3px 0; }
#amenu div { padding:4px 10px; } #amenu div:first-child { color:var(--acc); }
.head, .row { display:flex; height:24px; border-bottom:1px solid var(--grid2); }
.head { height:26px; border-bottom:1px solid var(--grid); background:var(--panel); color:var(--muted); }
.nm { width:210px; flex:none; padding:0 8px; display:flex; align-items:center; gap:4px; border-right:1px solid var(--grid); box-sizing:border-box; overflow:hidden; white-space:nowrap; }
.nm.ind { padding-left:26px; } .ow { width:36px; flex:none; display:flex; align-items:center; justify-content:center; border-right:1px solid var(--grid); color:var(--muted); }
.ch { position:relative; flex:1; background-image:repeating-linear-gradient(90deg,transparent 0,transparent 33px,var(--grid2) 33px,var(--grid2) 34px); }
.head .ch { background:none; display:flex; } .head .ch span { width:34px; flex:none; display:grid; place-items:center; font-size:10.5px; }
.head .ch span.we { color:var(--today); }
.grp { background:var(--panel); font-weight:bold; } .grp .ch { background-image:none; }
.gch { width:16px; height:16px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .1s; }
.gch:hover { color:var(--text); } .gch.shut svg { transform:rotate(-90deg); }
.row.hid { display:none; }
.bar { position:absolute; top:5px; height:13px; border-radius:1px; opacity:.9; }
.ms { position:absolute; top:6px; width:11px; height:11px; background:var(--text); transform:rotate(45deg); }
.flag { position:absolute; top:2px; width:19px; height:19px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .1s, background .1s; }
.flag:hover { background:var(--grid2); } .flag.on { color:var(--today); }
.todayl { position:absolute; top:0; bottom:0; left:"""
    + str(8 * _COL + 17)
    + """px; width:0; border-left:1px dashed var(--today); z-index:1; pointer-events:none; }
.chart { position:relative; } #gblank { height:200px; display:flex; } #gblank .ch { flex:1; }
.stat { position:fixed; left:0; right:0; bottom:0; height:22px; border-top:1px solid var(--grid); background:var(--panel); color:var(--muted); display:flex; align-items:center; gap:18px; padding:0 12px; }
.rn { display:flex; align-items:center; gap:6px; margin-left:18px; } .rn input { font:inherit; font-stretch:condensed; width:170px; height:20px; padding:0 5px; border:1px solid var(--grid); background:var(--bg); color:var(--text); outline:none; caret-color:transparent; }
.rn input:focus { border-color:var(--acc); }
</style>
<div class="tool"><h1>Website relaunch</h1><span class="zoom"><button id="z-day">Day</button><button class="on" id="z-week">Week</button><button id="z-month">Month</button></span>
<button class="tbtn" id="today">Today</button><span id="aw"><button class="tbtn" id="assignee">Assignee """
    + _ic(I_CHEV, 12)
    + """</button><div id="amenu"><div>Everyone</div><div>Anna K.</div><div>Jonas M.</div><div>Sara L.</div><div>Rui B.</div><div>Tomas N.</div></div></span>
<button class="tbtn" id="addtask">"""
    + _ic(I_PLUS, 12)
    + """Task</button><span class="rn">Rename <input id="tname" value="Visual design" autocomplete="off"></span><span class="sp"></span><span id="saved">All changes saved</span><button class="tbtn" id="savebtn">Save</button><button class="tbtn" id="publish" disabled>Publish</button></div>
<div class="chart"><div class="head"><div class="nm">Task</div><div class="ow">Own</div><div class="ch">"""
    + "".join(
        f'<span class="{"we" if d % 7 in (5, 6) else ""}">{(d % 31) + 1}</span>'
        for d in range(2, 32)
    )
    + """</div></div><div id="rows">"""
    + "".join(_trow(*t) for t in _TASKS)
    + """</div><div id="gblank"><div class="nm"></div><div class="ow"></div><div class="ch"></div></div><span class="todayl"></span></div>
<div class="stat"><span>13 tasks</span><span>3 milestones</span><span>Critical path: 22 days</span></div>
"""
)

# -- trade: a crypto trading screen in a terminal look ----------------------------------------------
_WATCH = [
    (1, "BTC/EUR", "58,214.5", "+1.82%", True),
    (2, "ETH/EUR", "2,911.40", "-0.64%", False),
    (3, "SOL/EUR", "131.72", "+4.10%", False),
    (4, "ADA/EUR", "0.4127", "-2.05%", False),
    (5, "DOT/EUR", "6.284", "+0.31%", False),
]
_BOOK_A = [
    ("58,231.0", "0.412"),
    ("58,226.5", "1.090"),
    ("58,221.0", "0.077"),
    ("58,218.5", "2.304"),
]
_BOOK_B = [
    ("58,210.0", "0.950"),
    ("58,207.5", "0.318"),
    ("58,202.0", "1.742"),
    ("58,198.5", "0.066"),
]


def _wrow(k: int, pair: str, px: str, chg: str, cur: bool) -> str:
    cls = " cur" if cur else ""
    c = "up" if chg.startswith("+") else "dn"
    return f'<div class="wr{cls}" id="w-{k}"><button class="wst" id="ws-{k}">{_ic(I_STAR, 14)}</button><span class="pr">{pair}</span><span class="num">{px}</span><span class="num {c}">{chg}</span></div>'


TRADE = (
    """
<style>
:root { --bg:#f4f5f7; --pan:#ffffff; --text:#1b1f24; --muted:#6c7580; --line:#dde1e6; --up:#0a9b6a; --dn:#d93a4a; --acc:#e0a100; --hl:#eef1f4; }
body.dark { --bg:#0b0e11; --pan:#12161b; --text:#dfe4ea; --muted:#7d8793; --line:#232a32; --up:#21c08b; --dn:#f0616f; --acc:#f5c451; --hl:#1a2028; }
body { margin:0; font:12px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.num, .mono { font-family:"Liberation Mono", monospace; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.tb { display:flex; align-items:center; gap:22px; height:44px; padding:0 14px; background:var(--pan); border-bottom:1px solid var(--line); }
.tb .pair { font-size:16px; font-weight:bold; } #last { font:bold 16px "Liberation Mono", monospace; color:var(--up); } .lab { color:var(--muted); font-size:11px; display:block; }
.tb .sp { flex:1; }
.ib { position:relative; width:30px; height:30px; border:0; background:none; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .12s; }
.ib:hover { color:var(--text); }
#alerts:hover::after { content:"Price alerts"; position:absolute; right:36px; top:6px; background:var(--text); color:var(--pan); font-size:11px; padding:3px 8px; white-space:nowrap; border-radius:2px; }
.grid { display:grid; grid-template-columns:260px minmax(0,1fr) 290px; gap:1px; background:var(--line); height:calc(100vh - 45px); }
.p { background:var(--pan); padding:10px 12px; overflow:hidden; } .p h3 { margin:0 0 8px; font-size:11px; color:var(--muted); text-transform:uppercase; letter-spacing:.06em; font-weight:normal; display:flex; align-items:center; gap:8px; }
.wr { display:flex; align-items:center; gap:6px; height:26px; padding:0 4px; cursor:pointer; } .wr:hover { background:var(--hl); } .wr.cur { background:var(--hl); box-shadow:inset 2px 0 0 var(--acc); }
.wr .pr { flex:1; } .wr .num { width:66px; text-align:right; } .up { color:var(--up); } .dn { color:var(--dn); }
.wst { width:20px; height:20px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; opacity:.7; transition:opacity .12s; }
.wst:hover { opacity:1; } .wst.on { color:var(--acc); opacity:1; }
.sw { display:flex; align-items:center; gap:8px; margin:14px 0 8px; color:var(--muted); }
.tg { width:30px; height:16px; border-radius:8px; border:0; background:var(--line); position:relative; cursor:pointer; padding:0; transition:background .15s; }
.tg::after { content:""; position:absolute; left:2px; top:2px; width:12px; height:12px; border-radius:50%; background:#fff; transition:left .15s; }
.tg:hover { box-shadow:0 0 0 3px var(--hl); } .tg.on { background:var(--up); } .tg.on::after { left:16px; }
.bal { display:flex; justify-content:space-between; height:22px; align-items:center; border-bottom:1px solid var(--line); }
.tfs { display:flex; gap:14px; margin-left:auto; } .tf { border:0; background:none; font:inherit; font-size:12px; color:var(--muted); cursor:pointer; padding:0 0 2px; border-bottom:1px solid transparent; }
.tf:hover { border-bottom-color:var(--muted); color:var(--text); } .tf.on { color:var(--acc); border-bottom-color:var(--acc); }
.chart { position:relative; height:330px; border:1px solid var(--line); background-image:linear-gradient(var(--line) 1px,transparent 1px); background-size:100% 55px; }
.chart svg { position:absolute; inset:0; }
.book { display:grid; grid-template-columns:1fr 1fr; gap:4px 20px; margin-top:12px; } .book div { display:flex; justify-content:space-between; }
#cblank { height:120px; }
.sides { display:flex; border:1px solid var(--line); margin-bottom:10px; }
.sides button { flex:1; height:30px; border:0; background:transparent; font:inherit; font-weight:bold; color:var(--muted); cursor:pointer; }
.sides button:hover { color:var(--text); } #side-buy.on { background:var(--up); color:#fff; } #side-sell.on { background:var(--dn); color:#fff; }
.fl { display:flex; justify-content:space-between; align-items:center; height:30px; border:1px solid var(--line); padding:0 8px; margin-bottom:8px; }
.fl input { width:120px; text-align:right; border:0; background:transparent; font:12px "Liberation Mono", monospace; color:var(--text); outline:none; caret-color:transparent; }
#ow { position:relative; }
#otype { border:0; background:none; font:inherit; color:var(--text); cursor:pointer; display:flex; align-items:center; gap:4px; padding:2px 4px; }
#otype:hover { background:var(--hl); }
#omenu { display:none; position:absolute; right:0; top:26px; width:140px; background:var(--pan); border:1px solid var(--line); z-index:2; box-shadow:0 6px 16px rgba(0,0,0,.18); }
#omenu div { padding:5px 10px; } #omenu div:first-child { color:var(--acc); }
#place { width:100%; height:34px; border:0; font:inherit; font-weight:bold; color:#fff; background:var(--up); cursor:pointer; }
#place:disabled { background:var(--line); color:var(--muted); cursor:default; }
.warn { color:var(--dn); font-size:11px; margin:6px 0 14px; }
.oo { display:flex; align-items:center; gap:8px; height:26px; border-bottom:1px solid var(--line); } .oo span { flex:1; }
.xb { border:1px solid var(--line); background:none; font:inherit; font-size:11px; color:var(--muted); cursor:pointer; padding:2px 8px; transition:color .12s, border-color .12s; }
.xb:hover { color:var(--dn); border-color:var(--dn); }
#lock { display:none; position:fixed; inset:0; }
</style>
<div class="tb"><span class="pair">BTC/EUR</span><div><span class="lab">Last</span><span id="last">58,214.50</span></div><div><span class="lab">24h change</span><span class="num up" id="chg">+1.82%</span></div>
<div><span class="lab">24h high</span><span class="num">58,990.0</span></div><div><span class="lab">24h volume</span><span class="num">1,284.33 BTC</span></div><span class="sp"></span>
<button class="ib" id="alerts">"""
    + _ic(I_BELL, 17)
    + """</button><button class="ib" id="gear">"""
    + _ic(I_GEAR, 17)
    + """</button></div>
<div class="grid"><div class="p"><h3>Watchlist</h3>"""
    + "".join(_wrow(*w) for w in _WATCH)
    + """<div class="sw"><button class="tg" id="small">&nbsp;</button>Hide small balances</div><h3>Balances</h3><div id="bals"><div class="bal"><span>EUR</span><span class="num">212.40</span></div><div class="bal"><span>BTC</span><span class="num">0.00412</span></div><div class="bal" id="bal-ada"><span>ADA</span><span class="num">3.2000</span></div><div class="bal"><span>ETH</span><span class="num">0.1500</span></div></div></div>
<div class="p"><h3>Chart <span class="tfs"><button class="tf" id="tf-15">15m</button><button class="tf on" id="tf-1h">1H</button><button class="tf" id="tf-4h">4H</button><button class="tf" id="tf-1d">1D</button></span></h3>
<div class="chart"><svg viewBox="0 0 600 330" preserveAspectRatio="none"><polyline id="pline" fill="none" stroke="var(--up)" stroke-width="2" points=""/></svg></div>
<h3 style="margin-top:12px">Order book</h3><div class="book"><div class="mono dn">58,231.0<span>0.412</span></div><div class="mono up">58,210.0<span>0.950</span></div>"""
    + "".join(
        f'<div class="mono dn">{a}<span>{b}</span></div><div class="mono up">{c}<span>{d}</span></div>'
        for (a, b), (c, d) in zip(_BOOK_A[1:], _BOOK_B[1:], strict=True)
    )
    + """</div><div id="cblank"></div></div>
<div class="p"><div class="sides"><button class="on" id="side-buy">Buy</button><button id="side-sell">Sell</button></div>
<div class="fl"><span>Type</span><span id="ow"><button id="otype">Limit """
    + _ic(I_CHEV, 13)
    + """</button><div id="omenu"><div>Limit</div><div>Market</div><div>Stop-limit</div><div>OCO</div></div></span></div>
<div class="fl"><span>Price</span><span class="num">58,210.0</span></div><div class="fl"><span>Amount BTC</span><input id="qty" value="0.0040" autocomplete="off"></div>
<div class="fl"><span>Total EUR</span><span class="num" id="total">232.84</span></div>
<button id="place" disabled>Buy BTC</button><div class="warn">Insufficient EUR balance for this order</div>
<h3>Open orders</h3><div class="oo"><span class="mono">Sell 0.0020 @ 61,000</span><button class="xb" id="cancel-1">Cancel</button></div><div class="oo"><span class="mono">Buy 0.0100 @ 55,500</span><button class="xb" id="cancel-2">Cancel</button></div></div></div>
<div id="lock"></div>
"""
)

# -- helpdesk: a customer-support ticket inbox ---------------------------------------------------
_TICKETS = [
    (1, "Refund not received after 10 days", "Marta Nowak", "2m", "Open", True),
    (2, "Can't log in with SSO", "Pieter de Vries", "14m", "Open", False),
    (3, "Invoice shows wrong VAT number", "Aiko Tanaka", "1h", "Pending", False),
    (4, "Feature request: dark mode export", "Luis Ortega", "3h", "Open", False),
    (5, "Order #88213 arrived damaged", "Grace Okafor", "5h", "Open", False),
    (6, "Cancel my subscription", "Henrik Lund", "1d", "Solved", False),
]


def _ticket(k: int, subj: str, who: str, age: str, status: str, cur: bool) -> str:
    cls = " cur" if cur else ""
    return (
        f'<div class="tk{cls}" id="tk-{k}"><button class="prf" id="pr-{k}">{_ic(I_FLAG, 14)}</button><div class="tx"><b>{subj}</b>'
        f'<small>{who} &middot; #{4410 + k}</small></div><div class="rt"><small>{age}</small><span class="stt s-{status.lower()}">{status}</span></div></div>'
    )


HELPDESK = (
    """
<style>
:root { --bg:#f3f4f6; --pan:#ffffff; --text:#111827; --muted:#6b7280; --line:#d9dce1; --acc:#037f6e; --acc2:#e3f4f1; --warn:#ea7a0c; --row:#f7f8f9; }
body.dark { --bg:#131519; --pan:#1b1e23; --text:#e5e7eb; --muted:#949aa4; --line:#30343b; --acc:#2fc1a9; --acc2:#15302c; --warn:#fb9a3c; --row:#22252b; }
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.nav { width:190px; flex:none; border-right:1px solid var(--line); background:var(--pan); padding:12px 0; }
.nav .lg { font-weight:bold; font-size:15px; padding:0 16px 12px; color:var(--acc); }
.nav a { display:flex; justify-content:space-between; padding:6px 16px; color:var(--text); text-decoration:none; cursor:pointer; }
.nav a:hover { background:var(--row); } .nav a.cur { font-weight:bold; box-shadow:inset 3px 0 0 var(--acc); } .nav a span { color:var(--muted); font-weight:normal; }
.list { width:400px; flex:none; border-right:1px solid var(--line); background:var(--pan); }
.lh { display:flex; align-items:center; gap:8px; height:42px; padding:0 12px; border-bottom:1px solid var(--line); } .lh b { flex:1; }
.sq { width:28px; height:28px; border:1px solid var(--line); background:var(--pan); color:var(--muted); border-radius:4px; cursor:pointer; display:grid; place-items:center; padding:0; transition:color .12s, border-color .12s; }
.sq:hover { color:var(--text); border-color:var(--muted); }
.tk { display:flex; gap:8px; padding:9px 12px; border-bottom:1px solid var(--line); cursor:pointer; } .tk:hover { background:var(--row); }
.tk.cur { background:var(--acc2); box-shadow:inset 3px 0 0 var(--acc); }
.tx { flex:1; min-width:0; } .tx b { display:block; font-weight:normal; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; } .tx small, .rt small { color:var(--muted); font-size:11.5px; }
.rt { text-align:right; } .stt { display:block; font-size:11px; margin-top:2px; } .s-open { color:var(--acc); } .s-pending { color:var(--warn); } .s-solved { color:var(--muted); }
.prf { width:20px; height:20px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; flex:none; border-radius:3px; transition:background .12s; }
.prf:hover { background:var(--line); } .prf.on { color:var(--warn); } .prf.on path { fill:var(--warn); }
.view { flex:1; display:flex; flex-direction:column; min-width:0; }
.vh { display:flex; align-items:center; gap:10px; padding:12px 18px; border-bottom:1px solid var(--line); background:var(--pan); }
.vh h2 { margin:0; font-size:16px; flex:1; font-weight:bold; }
.btn { font:inherit; height:30px; padding:0 12px; border:1px solid var(--line); border-radius:4px; background:var(--pan); color:var(--text); cursor:pointer; display:inline-flex; align-items:center; gap:5px; transition:background .12s; }
.btn:hover { background:var(--row); } .btn:disabled { color:var(--muted); background:var(--bg); cursor:default; }
#sw { position:relative; }
#smenu { display:none; position:absolute; top:34px; right:0; width:140px; background:var(--pan); border:1px solid var(--line); border-radius:4px; z-index:3; padding:4px 0; box-shadow:0 4px 12px rgba(0,0,0,.12); }
#smenu div { padding:5px 12px; } #smenu div:first-child { color:var(--acc); font-weight:bold; }
#archive { position:relative; }
#archive:hover { color:var(--warn); border-color:var(--warn); }
#archive:hover::after { content:"Archive ticket"; position:absolute; top:34px; left:50%; transform:translateX(-50%); background:#111827; color:#fff; font-size:11.5px; padding:4px 8px; border-radius:4px; white-space:nowrap; z-index:2; }
.meta { display:flex; gap:26px; padding:10px 18px; border-bottom:1px solid var(--line); background:var(--pan); color:var(--muted); font-size:12px; align-items:center; }
.meta b { color:var(--text); font-weight:normal; display:block; font-size:13px; }
.link { border:0; background:none; font:inherit; font-size:12px; color:var(--acc); padding:0; cursor:pointer; } .link:hover { text-decoration:underline; }
.tags { display:flex; align-items:center; gap:6px; } .chip { background:var(--row); border:1px solid var(--line); border-radius:3px; padding:1px 7px; color:var(--text); font-size:12px; }
.tags input { width:110px; font:inherit; font-size:12px; border:1px solid var(--line); background:var(--pan); color:var(--text); padding:2px 6px; outline:none; caret-color:transparent; border-radius:3px; }
.tags input:focus { border-color:var(--acc); }
.conv { flex:1; padding:14px 18px; overflow:hidden; }
.msg { max-width:620px; background:var(--pan); border:1px solid var(--line); border-radius:6px; padding:10px 14px; margin-bottom:12px; } .msg small { color:var(--muted); display:block; margin-bottom:4px; }
.msg.me { margin-left:auto; background:var(--acc2); }
#hblank { height:60px; }
.reply { border-top:1px solid var(--line); background:var(--pan); padding:10px 18px; }
.reply textarea { width:100%; box-sizing:border-box; height:64px; font:inherit; border:1px solid var(--line); border-radius:4px; background:var(--pan); color:var(--text); padding:8px; resize:none; outline:none; caret-color:transparent; }
.rbar { display:flex; justify-content:flex-end; gap:8px; margin-top:8px; }
.pri { background:var(--acc); color:#fff; border-color:var(--acc); } .pri:hover { background:var(--acc); filter:brightness(1.1); }
.toast { display:none; position:fixed; left:24px; bottom:22px; background:var(--text); color:var(--pan); padding:9px 16px; border-radius:4px; }
</style>
<nav class="nav"><div class="lg">Supportly</div><a class="cur">Unassigned <span>12</span></a><a>My tickets <span>4</span></a><a>All open <span>57</span></a><a>Pending <span>9</span></a><a>Solved <span>310</span></a><a>Spam <span>2</span></a></nav>
<section class="list"><div class="lh"><b>Unassigned</b><button class="sq" id="reload">"""
    + _ic(I_REFRESH, 15)
    + """</button><button class="sq">"""
    + _ic(I_SEARCH, 15)
    + """</button></div><div id="tks">"""
    + "".join(_ticket(*t) for t in _TICKETS)
    + """</div></section>
<section class="view"><div class="vh"><h2>Refund not received after 10 days</h2><button class="btn" id="merge" disabled>Merge</button><button class="btn" id="archive">"""
    + _ic(I_ARCH, 15)
    + """</button><span id="sw"><button class="btn" id="status">Open """
    + _ic(I_CHEV, 13)
    + """</button><div id="smenu"><div>Open</div><div>Pending</div><div>On hold</div><div>Solved</div></div></span></div>
<div class="meta"><div>Requester<b>Marta Nowak</b></div><div>Assignee<b id="who">Unassigned</b></div><div><button class="link" id="assign">Assign to me</button></div><div>Tags<div class="tags" id="tags"><span class="chip">refund</span><span class="chip">billing</span><input id="tag" value="urgent" autocomplete="off"></div></div></div>
<div class="conv"><div class="msg"><small>Marta Nowak &middot; 09:12</small>Hi, I returned the jacket on the 3rd and got the confirmation email, but the refund still hasn't arrived on my card. Order #88102.</div>
<div class="msg me"><small>Auto-reply &middot; 09:12</small>Thanks for reaching out! A member of our team will get back to you within 24 hours.</div><div id="hblank"></div></div>
<div class="reply"><textarea>Hi Marta, thanks for your patience. I checked the return and</textarea><div class="rbar"><button class="btn" id="draft">Save draft</button><button class="btn pri">Send reply</button></div></div></section>
<div class="toast" id="htoast">Draft saved</div>
"""
)

# -- photo: a compact photo-editor UI ---------------------------------------------------------------
_TOOLS = [
    ("move", I_MOVE, "Move (V)"),
    ("crop", I_CROP, "Crop (C)"),
    ("brush", I_BRUSH, "Brush (B)"),
    ("text", I_TEXT, "Text (T)"),
    ("erase", I_ERASE, "Eraser (E)"),
]
_ADJ = [
    ("Exposure", "+0.35", 58),
    ("Contrast", "+12", 56),
    ("Highlights", "-40", 30),
    ("Shadows", "+22", 61),
    ("Saturation", "+8", 54),
    ("Temperature", "5600K", 50),
]
_LAYERS = [
    (1, "Text: SUMMIT", "linear-gradient(#fff,#ddd)"),
    (2, "Sun flare", "radial-gradient(#ffe08a,#f59e0b)"),
    (3, "Sky gradient", "linear-gradient(#3b82f6,#f0abfc)"),
    (4, "Background", "linear-gradient(#1e3a5f,#0f172a)"),
]


def _tool(key: str, d: str, tip: str) -> str:
    cls = " on" if key == "move" else ""
    return f'<button class="tl{cls}" id="tool-{key}" data-tip="{tip}">{_ic(d, 18)}</button>'


def _layer(k: int, name: str, thumb: str) -> str:
    cls = " cur" if k == 2 else ""
    return (
        f'<div class="ly{cls}" id="ly-{k}"><button class="lb" id="eye-{k}">{_ic(I_EYE, 14)}</button><span class="th" style="background:{thumb}"></span>'
        f'<span class="ln">{name}</span><button class="lb lk" id="lock-{k}">{_ic(I_LOCK, 13)}</button></div>'
    )


PHOTO = (
    """
<style>
:root { --app:#e6e6e6; --pan:#f2f2f2; --text:#222; --muted:#707070; --line:#c8c8c8; --hov:#dadada; --acc:#1473e6; --board:#cfcfcf; --field:#fff; }
body.dark { --app:#1e1e1e; --pan:#2b2b2b; --text:#d6d6d6; --muted:#8c8c8c; --line:#3d3d3d; --hov:#3a3a3a; --acc:#378ef0; --board:#161616; --field:#1e1e1e; }
body { margin:0; font:11px/1.35 "DejaVu Sans", sans-serif; background:var(--app); color:var(--text); height:100vh; overflow:hidden; display:flex; flex-direction:column; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.6; stroke-linecap:round; stroke-linejoin:round; }
.menu { height:26px; display:flex; align-items:center; gap:16px; padding:0 10px; background:var(--pan); border-bottom:1px solid var(--line); }
.menu span { color:var(--muted); } .menu .fn { color:var(--text); margin-right:auto; }
.opt { height:32px; display:flex; align-items:center; gap:6px; padding:0 8px; background:var(--pan); border-bottom:1px solid var(--line); }
.ob { width:26px; height:24px; border:1px solid transparent; border-radius:3px; background:none; color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; }
.ob:hover { border-color:var(--line); background:var(--hov); } .ob:disabled { color:var(--muted); opacity:.45; cursor:default; border-color:transparent; background:none; }
.sep { width:1px; height:18px; background:var(--line); margin:0 4px; }
#zoom-pct { width:40px; text-align:center; font-family:"DejaVu Sans Mono", monospace; }
#export { margin-left:auto; font:inherit; height:24px; padding:0 14px; border:0; border-radius:12px; background:var(--acc); color:#fff; cursor:pointer; transition:box-shadow .2s; }
#export:hover { box-shadow:0 0 0 3px rgba(20,115,230,.35), 0 0 12px rgba(20,115,230,.55); }
.work { flex:1; display:flex; min-height:0; }
.rail { width:40px; flex:none; background:var(--pan); border-right:1px solid var(--line); padding-top:6px; display:flex; flex-direction:column; align-items:center; gap:3px; }
.tl { position:relative; width:32px; height:32px; border:1px solid transparent; border-radius:3px; background:none; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .1s; }
.tl:hover { color:var(--text); border-color:var(--line); } .tl.on { background:var(--hov); color:var(--acc); border-color:var(--line); }
.tl:hover::after { content:attr(data-tip); position:absolute; left:38px; top:7px; background:var(--text); color:var(--pan); padding:3px 7px; white-space:nowrap; border-radius:2px; z-index:3; }
.board { flex:1; position:relative; background:var(--board); outline:none; }
.art { position:absolute; left:50%; top:46%; width:560px; height:360px; margin:-180px 0 0 -280px; background:linear-gradient(180deg,#3b82f6 0%,#a78bfa 55%,#f0abfc 100%); box-shadow:0 2px 10px rgba(0,0,0,.35); overflow:hidden; }
.art .mt { position:absolute; left:-40px; right:-40px; bottom:-10px; height:170px; background:#0f172a; clip-path:polygon(0 100%,18% 40%,30% 62%,48% 12%,64% 55%,78% 30%,100% 80%,100% 100%); }
.art .sun { position:absolute; left:330px; top:70px; width:90px; height:90px; border-radius:50%; background:radial-gradient(#fff7d1,#fbbf24 60%,transparent 72%); }
.art .ttl { position:absolute; left:0; right:0; top:24px; text-align:center; font:bold 40px "DejaVu Sans", sans-serif; letter-spacing:.3em; color:#fff; }
#pblank { position:absolute; left:12px; bottom:12px; width:140px; height:90px; }
.side { width:270px; flex:none; background:var(--pan); border-left:1px solid var(--line); display:flex; flex-direction:column; }
.sh { display:flex; align-items:center; gap:6px; height:24px; padding:0 8px; border-bottom:1px solid var(--line); font-weight:bold; text-transform:uppercase; font-size:10px; letter-spacing:.06em; color:var(--muted); }
.chv { width:18px; height:18px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; transition:color .1s; }
.chv:hover { color:var(--acc); } .chv.shut svg { transform:rotate(-90deg); }
#adjs { padding:6px 10px 8px; } #adjs.shut { display:none; }
.ad { display:flex; align-items:center; gap:8px; height:24px; } .ad span { width:74px; } .ad b { width:42px; text-align:right; font-weight:normal; font-family:"DejaVu Sans Mono", monospace; }
.sl { flex:1; height:3px; background:var(--line); position:relative; } .sl i { position:absolute; top:-4px; width:9px; height:9px; border-radius:50%; background:var(--text); margin-left:-5px; }
#apply { margin:4px 10px 10px; font:inherit; height:24px; border:1px solid var(--line); border-radius:3px; background:var(--field); color:var(--text); cursor:pointer; }
#apply:hover { border-color:var(--acc); color:var(--acc); }
.ly { display:flex; align-items:center; gap:6px; height:34px; padding:0 6px; border-bottom:1px solid var(--line); }
.ly:hover .ln { color:var(--acc); } .ly.cur { background:var(--hov); } .ly.off .th, .ly.off .ln { opacity:.4; }
.ln { flex:1; }
.th { width:34px; height:24px; border:1px solid var(--line); }
.lb { width:20px; height:20px; border:0; background:none; color:var(--muted); cursor:pointer; padding:0; display:grid; place-items:center; border-radius:2px; }
.lb:hover { background:var(--line); } .lk.on { color:var(--acc); }
.stat { height:20px; display:flex; align-items:center; gap:16px; padding:0 10px; background:var(--pan); border-top:1px solid var(--line); color:var(--muted); }
#lock { display:none; position:fixed; inset:0; }
</style>
<div class="menu"><span class="fn">summit_poster.psd @ 100%</span><span>File</span><span>Edit</span><span>Image</span><span>Layer</span><span>Filter</span><span>View</span></div>
<div class="opt"><button class="ob" id="undo" disabled>"""
    + _ic(I_UNDO, 15)
    + """</button><button class="ob" id="redo" disabled>"""
    + _ic(I_REDO, 15)
    + """</button><span class="sep"></span><button class="ob" id="zoom-out">"""
    + _ic(I_MINUS, 14)
    + """</button><span id="zoom-pct">100%</span><button class="ob" id="zoom-in">"""
    + _ic(I_PLUS, 14)
    + """</button><span class="sep"></span><span style="color:var(--muted)">Auto-select layer &middot; Show transform controls</span><button id="export">Export</button></div>
<div class="work"><div class="rail">"""
    + "".join(_tool(*t) for t in _TOOLS)
    + """</div><div class="board" id="canvas" tabindex="0"><div class="art"><div class="sun"></div><div class="mt"></div><div class="ttl">SUMMIT</div></div><div id="pblank"></div></div>
<div class="side"><div class="sh"><button class="chv" id="adj-toggle">"""
    + _ic(I_CHEV, 14)
    + """</button>Adjustments</div><div id="adjs">"""
    + "".join(
        f'<div class="ad"><span>{n}</span><div class="sl"><i style="left:{p}%"></i></div><b>{v}</b></div>'
        for n, v, p in _ADJ
    )
    + """</div><button id="apply">Apply to layer</button><div class="sh">Layers</div>"""
    + "".join(_layer(*lay) for lay in _LAYERS)
    + """</div></div>
<div class="stat"><span>2400 &times; 1600 px</span><span>sRGB &middot; 8 bit</span><span>Doc: 14.2M</span></div>
<div id="lock"></div>
"""
)

PAGES = {
    "weather": WEATHER,
    "recipe": RECIPE,
    "gantt": GANTT,
    "trade": TRADE,
    "helpdesk": HELPDESK,
    "photo": PHOTO,
}
# Every design has a light and a dark theme.
THEMES = {kit: ("light", "dark") for kit in PAGES}


def holdout5_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------




LOCK = _el("lock") + ".style.display='block';"
FLASHY = {"samples": True, "transient": True, "wait_ms": 1000}

# The weather app's clock shows seconds and advances one second every 150 ms.
WX_CLOCK = (
    "(() => { const c = document.getElementById('clock'); let s = 14 * 3600 + 7 * 60 + 10; "
    "setInterval(() => { s++; const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60; "
    "c.textContent = 'Fri ' + h + ':' + String(m).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0'); }, 150); })();"
)
# The trading screen's last price, change and chart move every 150 ms (a live market).
TR_LIVE = (
    "(() => { const l = document.getElementById('last'), ch = document.getElementById('chg'), pl = document.getElementById('pline'); "
    "let v = 5821450, k = 0; const ys = []; for (let j = 0; j < 41; j++) ys.push(180 - Math.round(60 * Math.sin(j / 5)) - j * 2); "
    "const draw = () => pl.setAttribute('points', ys.map((y, j) => (j * 15) + ',' + y).join(' ')); draw(); "
    "setInterval(() => { k++; const d = ((k * 53) % 13) - 6; v += d * 25; "
    "l.textContent = (v / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); "
    "l.style.color = d >= 0 ? 'var(--up)' : 'var(--dn)'; ch.textContent = '+' + ((v - 5717400) / 57174).toFixed(2) + '%'; "
    "ys.shift(); ys.push(Math.max(20, Math.min(310, ys[ys.length - 1] - d * 4))); draw(); }, 150); })();"
)
# Without the live feed the chart is drawn once, still.
TR_STILL = (
    "(() => { const pl = document.getElementById('pline'); const ys = []; "
    "for (let j = 0; j < 41; j++) ys.push(180 - Math.round(60 * Math.sin(j / 5)) - j * 2); "
    "pl.setAttribute('points', ys.map((y, j) => (j * 15) + ',' + y).join(' ')); })();"
)

_UNIT_F = _click(
    "#u-f",
    _el("u-c")
    + ".classList.remove('on'); "
    + _el("u-f")
    + ".classList.add('on'); "
    + "document.querySelectorAll('[data-c]').forEach(t => { t.innerHTML = Math.round(t.dataset.c * 9 / 5 + 32) + '&deg;'; });",
)
_CITY_ENTER = _key(
    "#city-q",
    "Enter",
    "const d = document.createElement('div'); d.innerHTML = "
    + '\'<div class="cy"><span>Troms&oslash;</span><b class="tv">3&deg;</b><button class="pin">'
    + _ic(I_PIN, 16)
    + "</button></div>'; "
    + _el("saved")
    + ".appendChild(d.firstChild);",
)
_US = _click(
    "#un-us",
    _el("un-m")
    + ".classList.remove('on'); "
    + _el("un-us")
    + ".classList.add('on'); "
    + "document.querySelectorAll('.amt').forEach(a => { a.textContent = a.dataset.us; });",
)
_RATE4 = "document.querySelectorAll('.st').forEach((s, j) => s.addEventListener('click', () => { document.querySelectorAll('.st').forEach((t, m) => t.classList.toggle('on', m <= j)); }));"
_ADD_TASK = _click(
    "#addtask",
    "const r = document.createElement('div'); r.className = 'row'; "
    'r.innerHTML = \'<div class="nm ind">New task</div><div class="ow">&ndash;</div><div class="ch"><span class="bar" style="left:272px;width:64px;background:#94a3b8"></span></div>\'; '
    + _el("rows")
    + ".appendChild(r);",
)
_COLLAPSE = _click(
    "#grp-2",
    _el("grp-2")
    + ".classList.add('shut'); document.querySelectorAll('[data-in=\"2\"]').forEach(r => r.classList.add('hid'));",
)
_SELL = _click(
    "#side-sell",
    _el("side-buy")
    + ".classList.remove('on'); "
    + _el("side-sell")
    + ".classList.add('on'); "
    + _el("place")
    + ".textContent = 'Sell BTC';",
)
_SELECT_TK = (
    "document.querySelectorAll('.tk').forEach(t => t.addEventListener('click', () => { "
    "document.querySelector('.tk.cur').classList.remove('cur'); t.classList.add('cur'); }));"
)
_TAG = _key(
    "#tag",
    "Enter",
    "const c = document.createElement('span'); c.className = 'chip'; c.textContent = "
    + _el("tag")
    + ".value; "
    + _el("tag")
    + ".before(c); "
    + _el("tag")
    + ".value = '';",
)
_TOOL_CROP = _click(
    "#tool-crop",
    "document.querySelector('.tl.on').classList.remove('on'); "
    + _el("tool-crop")
    + ".classList.add('on');",
)
_EYE_OFF = _click(
    "#eye-2",
    _el("eye-2")
    + ".innerHTML = '"
    + _ic(I_EYEOFF, 14)
    + "'; "
    + _el("ly-2")
    + ".classList.add('off');",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout4_pages.HOLDOUT4_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT5_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- weather ------------------------------------------------------------------------------
    (
        "h5_wx_unit_f",
        "effect",
        "weather",
        "#u-f",
        "Show temperatures in Fahrenheit",
        _UNIT_F,
        {
            "note": "the orange unit pill moves from °C to °F and every temperature changes (12° -> 54° ...)"
        },
    ),
    (
        "h5_wx_pin_city",
        "effect",
        "weather",
        "#pin-stav",
        "Pin Stavanger to the top",
        _click("#pin-stav", _el("pin-stav") + ".classList.add('on')"),
        {"note": "a 16 px outline star turns orange and fills (it darkens on hover)"},
    ),
    (
        "h5_wx_tab_precip",
        "effect",
        "weather",
        "#t-precip",
        "Show the precipitation forecast",
        _click(
            "#t-precip",
            "document.querySelector('.tb.on').classList.remove('on'); "
            + _el("t-precip")
            + ".classList.add('on')",
        ),
        {
            "note": "the orange underline moves from Hourly to Precipitation (only the tab row changes)"
        },
    ),
    (
        "h5_wx_city_enter",
        "effect",
        "weather",
        "#city-q",
        "press Enter to add Tromsø to my places",
        _CITY_ENTER,
        {
            "key": "Enter",
            "note": "Return in the search field adds a 'Tromsø 3°' row to Saved places",
        },
    ),
    (
        "h5_wx_refresh_same",
        "no_effect",
        "weather",
        "#refresh",
        "Refresh the forecast",
        _click("#refresh", "const h = " + _el("hero") + "; h.innerHTML = h.innerHTML;"),
        {
            "note": "the refresh icon turns a full turn on hover; the handler re-renders the 'Right now' card identically"
        },
    ),
    (
        "h5_wx_radar_disabled",
        "no_effect",
        "weather",
        "#radar",
        "Open the rain radar",
        "",
        {"note": "a disabled 'Open radar' pill (radar offline)"},
    ),
    (
        "h5_wx_seen_flash",
        "no_effect",
        "weather",
        "#seen",
        "Mark the wind warning as seen",
        _click(
            "#seen",
            _flash(
                _el("wtoast") + ".style.display='block'", _el("wtoast") + ".style.display='none'"
            ),
        ),
        dict(
            FLASHY,
            note="a 'Warning marked as seen' toast shows for 450 ms and is gone before the post frame; the pill gains a soft ring on hover",
        ),
    ),
    (
        "h5_wx_clock_share",
        "no_effect",
        "weather",
        "#share",
        "Share the forecast",
        WX_CLOCK,
        {
            "volatile": "clock",
            "note": "a clock with seconds ticks in the header; the share button shades and shows a 'Share forecast' tooltip below on hover, no handler",
        },
    ),
    (
        "h5_wx_clock_expand",
        "effect",
        "weather",
        "#exp-2",
        "Show Sunday's details",
        WX_CLOCK
        + _click(
            "#exp-2",
            _el("exp-2") + ".classList.add('open'); " + _el("det-2") + ".classList.add('open');",
        ),
        {
            "volatile": "clock",
            "note": "clock ticking AND a 16 px chevron flipping up with a line of wind/humidity details opening under Sunday",
        },
    ),
    # -- recipe -------------------------------------------------------------------------------
    (
        "h5_rc_servings_plus",
        "effect",
        "recipe",
        "#sv-plus",
        "Make it for five people",
        _click("#sv-plus", _el("sv-n") + ".textContent = '5'"),
        {
            "note": "only the servings number changes, 4 -> 5, next to the button (border darkens on hover)"
        },
    ),
    (
        "h5_rc_tick_ingredient",
        "effect",
        "recipe",
        "#ing-3",
        "Tick off the onion",
        _click(
            "#ing-3",
            _el("ing-3") + ".classList.add('on'); " + _el("li-3") + ".classList.add('done');",
        ),
        {
            "note": "a 16 px round checkbox fills terracotta with a tick and the onion line is struck through"
        },
    ),
    (
        "h5_rc_save",
        "effect",
        "recipe",
        "#save",
        "Save this recipe",
        _click("#save", _el("save") + ".classList.add('on')"),
        {
            "note": "an 18 px outline heart and its label turn terracotta and the heart fills (a pale pill on hover)"
        },
    ),
    (
        "h5_rc_rate",
        "effect",
        "recipe",
        "#rs-4",
        "Rate the recipe four stars",
        _RATE4,
        {"note": "four 17 px stars fill terracotta (they only turn terracotta on hover)"},
    ),
    (
        "h5_rc_units_us",
        "effect",
        "recipe",
        "#un-us",
        "Show US measures",
        _US,
        {
            "note": "the bold moves from Metric to US and the amounts change (800 g -> 28 oz, 60 ml -> 4 tbsp ...)"
        },
    ),
    (
        "h5_rc_print_noop",
        "no_effect",
        "recipe",
        "#print",
        "Print the recipe",
        "",
        {"note": "the Print link underlines on hover; no handler"},
    ),
    (
        "h5_rc_timer_layer",
        "no_effect",
        "recipe",
        "#timer",
        "Start the roasting timer",
        LOCK + _click("#timer", _el("timer") + ".textContent = '24:59 left'"),
        {
            "note": "a transparent layer over the page absorbs the click; the timer button has a handler (it lifts on hover, but the layer takes the hover)"
        },
    ),
    (
        "h5_rc_shop_same",
        "no_effect",
        "recipe",
        "#shop",
        "Add all ingredients to my shopping list",
        _click("#shop", "const u = " + _el("ings") + "; u.innerHTML = u.innerHTML;"),
        {
            "note": "the dark button fades a little on hover; the handler re-renders the ingredient list identically"
        },
    ),
    (
        "h5_rc_comment_enter",
        "no_effect",
        "recipe",
        "#comment",
        "press Enter to post my comment",
        "",
        {"key": "Enter", "note": "Return in the comment field: nothing listens"},
    ),
    (
        "h5_rc_empty",
        "no_effect",
        "recipe",
        "#rblank",
        "Open the method notes",
        "",
        {"note": "the click lands on empty paper under the method"},
    ),
    # -- gantt --------------------------------------------------------------------------------
    (
        "h5_gt_zoom_month",
        "effect",
        "gantt",
        "#z-month",
        "Zoom the timeline out to months",
        _click(
            "#z-month",
            "document.querySelector('.zoom .on').classList.remove('on'); "
            + _el("z-month")
            + ".classList.add('on')",
        ),
        {"note": "the dark segment moves from Week to Month in a small segmented switch"},
    ),
    (
        "h5_gt_collapse_design",
        "effect",
        "gantt",
        "#grp-2",
        "Collapse the Design group",
        _COLLAPSE,
        {
            "note": "a 13 px chevron turns to point right and the four Design rows disappear (rows below move up)"
        },
    ),
    (
        "h5_gt_flag_milestone",
        "effect",
        "gantt",
        "#flag-7",
        "Flag the design review milestone as at risk",
        _click("#flag-7", _el("flag-7") + ".classList.add('on')"),
        {
            "note": "a 13 px outline flag turns from grey to red (colour only; a faint square on hover)"
        },
    ),
    (
        "h5_gt_add_task",
        "effect",
        "gantt",
        "#addtask",
        "Add a new task",
        _ADD_TASK,
        {"note": "a 'New task' row with a grey bar is appended under QA pass"},
    ),
    (
        "h5_gt_assignee_menu",
        "effect",
        "gantt",
        "#assignee",
        "Filter by assignee",
        _click("#assignee", _el("amenu") + ".style.display = 'block'"),
        {"note": "a small list of people opens under the button, over the chart header"},
    ),
    (
        "h5_gt_today_noop",
        "no_effect",
        "gantt",
        "#today",
        "Scroll to today",
        "",
        {"note": "the Today button's border and text turn blue on hover; no handler"},
    ),
    (
        "h5_gt_publish_disabled",
        "no_effect",
        "gantt",
        "#publish",
        "Publish the plan",
        "",
        {"note": "a faded, disabled Publish button"},
    ),
    (
        "h5_gt_empty",
        "no_effect",
        "gantt",
        "#gblank .ch",
        "Add a bar in the empty area",
        "",
        {"note": "the click lands on the empty grid under the last task"},
    ),
    (
        "h5_gt_save_flash",
        "no_effect",
        "gantt",
        "#savebtn",
        "Save the plan",
        _click(
            "#savebtn",
            _flash(
                _el("saved") + ".textContent = 'Saving…'",
                _el("saved") + ".textContent = 'All changes saved'",
            ),
        ),
        dict(
            FLASHY,
            note="the status text shows 'Saving…' for 450 ms and is back to 'All changes saved' before the post frame",
        ),
    ),
    (
        "h5_gt_rename_escape",
        "no_effect",
        "gantt",
        "#tname",
        "press Escape to cancel renaming",
        "",
        {"key": "Escape", "note": "Escape in the rename field: nothing listens"},
    ),
    # -- trade --------------------------------------------------------------------------------
    (
        "h5_tr_sell_tab",
        "effect",
        "trade",
        "#side-sell",
        "Switch the order form to sell",
        TR_STILL + _SELL,
        {
            "note": "the green Buy fill moves to a red Sell fill and the button label reads 'Sell BTC'"
        },
    ),
    (
        "h5_tr_type_menu",
        "effect",
        "trade",
        "#otype",
        "Choose another order type",
        TR_STILL + _click("#otype", _el("omenu") + ".style.display = 'block'"),
        {"note": "a list of order types opens under 'Limit'"},
    ),
    (
        "h5_tr_qty_enter",
        "effect",
        "trade",
        "#qty",
        "press Enter to update the total",
        TR_STILL
        + _el("qty")
        + ".value = '0.0050'; "
        + _key("#qty", "Enter", _el("total") + ".textContent = '291.05';"),
        {
            "key": "Enter",
            "note": "Return in the amount field updates the total 232.84 -> 291.05 (monospaced digits)",
        },
    ),
    (
        "h5_tr_place_disabled",
        "no_effect",
        "trade",
        "#place",
        "Place the buy order",
        TR_STILL,
        {"note": "a disabled grey 'Buy BTC' button (insufficient balance)"},
    ),
    (
        "h5_tr_cancel_layer",
        "no_effect",
        "trade",
        "#cancel-1",
        "Cancel the sell order",
        TR_STILL
        + LOCK
        + _click("#cancel-1", "const o = " + _el("cancel-1") + ".parentNode; o.remove();"),
        {
            "note": "a transparent layer (expired session) absorbs the click; the Cancel button has a handler"
        },
    ),
    (
        "h5_tr_alerts_noop",
        "no_effect",
        "trade",
        "#alerts",
        "Set a price alert",
        TR_STILL,
        {
            "note": "the bell turns a darker/lighter grey and shows a 'Price alerts' tooltip to its left on hover; no handler"
        },
    ),
    (
        "h5_tr_live_tf",
        "no_effect",
        "trade",
        "#tf-4h",
        "Show the 4-hour chart",
        TR_LIVE,
        {
            "volatile": "ticker",
            "note": "a live last price (changing colour), 24h change and chart line move every 150 ms; the 4H button gains an underline on hover, no handler",
        },
    ),
    (
        "h5_tr_live_star",
        "effect",
        "trade",
        "#ws-3",
        "Add SOL to my favourites",
        TR_LIVE + _click("#ws-3", _el("ws-3") + ".classList.add('on')"),
        {
            "volatile": "ticker",
            "note": "live price and chart moving AND a 14 px outline star turning from grey to amber (colour only, still outline)",
        },
    ),
    (
        "h5_tr_live_hide_small",
        "effect",
        "trade",
        "#small",
        "Hide small balances",
        TR_LIVE
        + _click(
            "#small",
            _el("small") + ".classList.add('on'); " + _el("bal-ada") + ".style.display = 'none';",
        ),
        {
            "volatile": "ticker",
            "note": "live price and chart moving AND a small switch turning green with the ADA balance row removed",
        },
    ),
    (
        "h5_tr_live_empty",
        "no_effect",
        "trade",
        "#cblank",
        "Open the depth chart",
        TR_LIVE,
        {
            "volatile": "ticker",
            "note": "live price and chart moving; the click lands on the empty area under the order book",
        },
    ),
    # -- helpdesk -----------------------------------------------------------------------------
    (
        "h5_hd_select_ticket",
        "effect",
        "helpdesk",
        "#tk-3 .tx",
        "Open the VAT number ticket",
        _SELECT_TK,
        {
            "note": "the pale green selected row moves from the first ticket to the third (rows shade on hover)"
        },
    ),
    (
        "h5_hd_flag",
        "effect",
        "helpdesk",
        "#pr-5",
        "Mark the damaged order ticket as high priority",
        _click("#pr-5", _el("pr-5") + ".classList.add('on')"),
        {"note": "a 14 px outline flag fills orange (a grey square on hover)"},
    ),
    (
        "h5_hd_assign",
        "effect",
        "helpdesk",
        "#assign",
        "Assign this ticket to me",
        _click("#assign", _el("who") + ".textContent = 'Dana Reyes (you)'"),
        {"note": "the Assignee value changes 'Unassigned' -> 'Dana Reyes (you)' next to the link"},
    ),
    (
        "h5_hd_status_menu",
        "effect",
        "helpdesk",
        "#status",
        "Change the ticket status",
        _click("#status", _el("smenu") + ".style.display = 'block'"),
        {"note": "a status list opens under the 'Open' button"},
    ),
    (
        "h5_hd_tag_enter",
        "effect",
        "helpdesk",
        "#tag",
        "press Enter to add the urgent tag",
        _TAG,
        {
            "key": "Enter",
            "note": "Return in the tag field adds an 'urgent' chip and empties the field",
        },
    ),
    (
        "h5_hd_merge_disabled",
        "no_effect",
        "helpdesk",
        "#merge",
        "Merge this ticket with the duplicate",
        "",
        {"note": "a disabled Merge button"},
    ),
    (
        "h5_hd_archive_noop",
        "no_effect",
        "helpdesk",
        "#archive",
        "Archive the ticket",
        "",
        {
            "note": "the archive icon and border turn orange with an 'Archive ticket' tooltip below on hover; no handler"
        },
    ),
    (
        "h5_hd_reload_same",
        "no_effect",
        "helpdesk",
        "#reload",
        "Reload the ticket list",
        _click("#reload", "const l = " + _el("tks") + "; l.innerHTML = l.innerHTML;"),
        {
            "note": "the refresh icon darkens on hover; the handler re-renders the ticket list identically"
        },
    ),
    (
        "h5_hd_draft_flash",
        "no_effect",
        "helpdesk",
        "#draft",
        "Save the reply as a draft",
        _click(
            "#draft",
            _flash(
                _el("htoast") + ".style.display='block'", _el("htoast") + ".style.display='none'"
            ),
        ),
        dict(
            FLASHY,
            note="a 'Draft saved' toast shows for 450 ms in the corner and is gone before the post frame",
        ),
    ),
    (
        "h5_hd_empty",
        "no_effect",
        "helpdesk",
        "#hblank",
        "Open the customer's order history",
        "",
        {"note": "the click lands on the empty conversation area under the messages"},
    ),
    # -- photo --------------------------------------------------------------------------------
    (
        "h5_ph_tool_crop",
        "effect",
        "photo",
        "#tool-crop",
        "Select the crop tool",
        _TOOL_CROP,
        {
            "note": "the shaded, blue selected tool moves from Move to Crop in the 40 px rail (a 'Crop (C)' tooltip shows on hover)"
        },
    ),
    (
        "h5_ph_hide_layer",
        "effect",
        "photo",
        "#eye-2",
        "Hide the sun flare layer",
        _EYE_OFF,
        {
            "note": "a 14 px eye becomes a struck-through eye and the layer's thumbnail and name fade"
        },
    ),
    (
        "h5_ph_lock_layer",
        "effect",
        "photo",
        "#lock-3",
        "Lock the sky gradient layer",
        _click("#lock-3", _el("lock-3") + ".classList.add('on')"),
        {"note": "a 13 px outline padlock turns from grey to blue (colour only)"},
    ),
    (
        "h5_ph_zoom_in",
        "effect",
        "photo",
        "#zoom-in",
        "Zoom in",
        _click("#zoom-in", _el("zoom-pct") + ".textContent = '110%'"),
        {"note": "only the small zoom read-out changes, 100% -> 110%"},
    ),
    (
        "h5_ph_collapse_adjust",
        "effect",
        "photo",
        "#adj-toggle",
        "Collapse the adjustments panel",
        _click(
            "#adj-toggle",
            _el("adj-toggle")
            + ".classList.add('shut'); "
            + _el("adjs")
            + ".classList.add('shut');",
        ),
        {
            "note": "the chevron turns to point right and the six sliders fold away (the layer list moves up)"
        },
    ),
    (
        "h5_ph_undo_disabled",
        "no_effect",
        "photo",
        "#undo",
        "Undo the last step",
        "",
        {"note": "a faded, disabled undo icon (nothing to undo)"},
    ),
    (
        "h5_ph_apply_layer",
        "no_effect",
        "photo",
        "#apply",
        "Apply the adjustments",
        LOCK + _click("#apply", _el("apply") + ".textContent = 'Applied'"),
        {"note": "a transparent layer absorbs the click; the Apply button has a handler"},
    ),
    (
        "h5_ph_pasteboard",
        "no_effect",
        "photo",
        "#pblank",
        "Deselect the layer",
        "",
        {"note": "the click lands on the empty grey pasteboard beside the image"},
    ),
    (
        "h5_ph_space_noop",
        "no_effect",
        "photo",
        "#canvas",
        "press Space to pan the canvas",
        "",
        {"key": "Space", "note": "Space with the canvas focused: nothing listens"},
    ),
    (
        "h5_ph_export_noop",
        "no_effect",
        "photo",
        "#export",
        "Export the poster",
        "",
        {"note": "the blue Export pill gains a glow on hover; no handler"},
    ),
]
