# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT3 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout3_frozen``) before any verdict
on one of its cases was looked at. Like the holdout and holdout2 parts it is never used to
choose a threshold, nor looked at case by case: it is a third set to report a final figure on.

The designs differ from every earlier part's in layout, typography and in how controls react
to the pointer. They lean on small icon buttons (14-24 px), as agent loops click those a lot:
icons that gain a tinted circle behind them and turn blue, green or pink (the feed), icons
that turn darker grey, a settings gear that turns a little, round map buttons that lift with
a shadow and grow, mode toggles that gain a grey pill, a share icon with a tooltip, links
underlined on hover, tabs whose underline appears, outline pills whose border brightens,
programme cells with an inner outline; transitions of 100-200 ms.

* ``feed``: a social feed with like / repost / bookmark / share actions (light and dark);
* ``home``: a smart-home dashboard with switches, a thermostat and a ticking clock;
* ``transit``: a transit planner with a drawn map and a pulsing live-vehicle dot;
* ``food``: a restaurant's food-ordering page with a cart;
* ``news``: a news reader with an article toolbar;
* ``tvguide``: a streaming service's TV guide with a ticking clock.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h3/<doc>``. Every behaviour a
scenario needs is wired by the scenario's ``setup`` after load (the pages only draw content),
so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import flash as _flash
from page_js import on_click as _on_click
from page_js import on_key as _on_key
from page_js import page_html


def _svg(d: str, size: int, cls: str = "ic") -> str:
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}"><path d="{d}"/></svg>'


# -- icon outlines (stroke and fill come from CSS) ------------------------------------------------
D_HEART = "M12 20.3l-1.3-1.2C5.8 14.7 2.8 12 2.8 8.5A4.6 4.6 0 017.4 3.9c1.8 0 3.5.9 4.6 2.3 1.1-1.4 2.8-2.3 4.6-2.3a4.6 4.6 0 014.6 4.6c0 3.5-3 6.2-7.9 10.6z"
D_REPLY = "M4 5.5h16v10.5H10l-4.5 3.8V16H4z"
D_REPOST = "M7 7h10.5v6M14.5 10l3 3 3-3M17 17H6.5v-6M9.5 14l-3-3-3 3"
D_BOOK = "M6.5 3.5h11v17l-5.5-4-5.5 4z"
D_SHARE = "M12 3.5v11M7.5 8L12 3.5 16.5 8M5 13v6.5h14V13"
D_BELL = "M6 16.5V11a6 6 0 0112 0v5.5l1.8 2H4.2zM10 21h4"
D_STAR = "M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
D_SEARCH = "M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.5 15.5L20.5 20.5"
D_GEAR = "M12 8.8a3.2 3.2 0 110 6.4 3.2 3.2 0 010-6.4zM10.6 3h2.8l.5 2.4 1.7.9 2.3-.9 1.4 2.4-1.8 1.6v2l1.8 1.6-1.4 2.4-2.3-.9-1.7.9-.5 2.4h-2.8l-.5-2.4-1.7-.9-2.3.9-1.4-2.4 1.8-1.6v-2L4.1 7.8l1.4-2.4 2.3.9 1.7-.9z"
D_REFRESH = "M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4v4.5H15"
D_BULB = "M9 17.5h6M10 20.5h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.3 1 2.1v1.5h5V16c0-.8.4-1.6 1-2.1A6 6 0 0012 3z"
D_LOCK = "M6 10.5h12v10H6zM8.5 10.5V7.5a3.5 3.5 0 017 0v3"
D_SWAP = "M8 4v15M4.5 7.5L8 4l3.5 3.5M16 20V5M12.5 16.5L16 20l3.5-3.5"
D_BUS = "M5.5 4h13v12.5h-13zM5.5 11h13M8 19.5v-3M16 19.5v-3M8.5 14h.1M15.5 14h.1"
D_TRAIN = "M7 3.5h10a2 2 0 012 2v9a2 2 0 01-2 2H7a2 2 0 01-2-2v-9a2 2 0 012-2zM5 10h14M8.5 20.5l2-4M15.5 20.5l-2-4"
D_TRAM = "M8 6.5h8a2 2 0 012 2v7a2 2 0 01-2 2H8a2 2 0 01-2-2v-7a2 2 0 012-2zM9 3.5h6M12 3.5v3M6 12h12M9 20.5l1.5-3M15 20.5l-1.5-3"
D_BIKE = "M6 13.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zM18 13.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zM6 17l4-7h6l2 7M10 10L8.5 6.5H6.5M13 17l3-7"
D_PLUS = "M12 5v14M5 12h14"
D_MINUS = "M5 12h14"
D_LOCATE = "M12 4.5a7.5 7.5 0 110 15 7.5 7.5 0 010-15zM12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M12 9.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z"
D_CHEV = "M9 6l6 6-6 6"
D_CHEVL = "M15 6l-6 6 6 6"
D_THUMB = "M7.5 10.5v9.5H4v-9.5zM7.5 10.5l4-7c1.5 0 2.5 1 2.2 2.6l-.6 3.4h5.4a2 2 0 012 2.3l-1.2 6.4a2 2 0 01-2 1.8H7.5"
D_PLAY = "M7 4.5v15l12.5-7.5z"
D_CART = "M3 4h2.5l2.2 10.5h10.1L20 7H6.4M9.5 19.5a1 1 0 110-.1zM17 19.5a1 1 0 110-.1z"
D_MORE = "M5 12h.1M12 12h.1M19 12h.1"

# -- feed: a social feed --------------------------------------------------------------------------
_POSTS = [
    (
        1,
        "Ines Okafor",
        "@ines.builds",
        "2h",
        "#f59e0b,#ef4444",
        "Finally moved the greenhouse sensors onto solar. Three weeks of data and not a single dropout. Wiring diagram in the replies.",
        "14",
        "7",
        "211",
    ),
    (
        2,
        "Tomas Lindqvist",
        "@tlind",
        "3h",
        "#10b981,#3b82f6",
        "Hot take: the best onboarding is a good empty state. Nobody reads the tour.",
        "31",
        "19",
        "48",
    ),
    (
        3,
        "Harbour Arts Trust",
        "@harbourarts",
        "5h",
        "#8b5cf6,#ec4899",
        "Applications for the spring residency close Friday. Replies are limited to people we follow.",
        "0",
        "52",
        "390",
    ),
    (
        4,
        "Priya Raman",
        "@priyaraman",
        "6h",
        "#0ea5e9,#22c55e",
        "Week 12 of learning the cello: I can play a scale without the cat leaving the room.",
        "9",
        "2",
        "87",
    ),
]


def _post(
    i: int, name: str, handle: str, age: str, grad: str, text: str, rep: str, rt: str, lk: str
) -> str:
    dis = " disabled" if i == 3 else ""
    return (
        f'<article class="post" id="post-{i}"><span class="av" style="background:linear-gradient(135deg,{grad})"></span><div class="pb">'
        f'<div class="who"><b>{name}</b> <span>{handle} &middot; {age}</span></div><p>{text}</p><div class="acts">'
        f'<button class="act rp" id="rp-{i}"{dis}><span class="ib">{_svg(D_REPLY, 18)}</span><span id="rpn-{i}">{rep}</span></button>'
        f'<button class="act rt" id="rt-{i}"><span class="ib">{_svg(D_REPOST, 18)}</span><span id="rtn-{i}">{rt}</span></button>'
        f'<button class="act lk" id="lk-{i}"><span class="ib">{_svg(D_HEART, 18)}</span><span id="lkn-{i}">{lk}</span></button>'
        f'<span class="grp"><button class="act bm" id="bm-{i}"><span class="ib">{_svg(D_BOOK, 18)}</span></button>'
        f'<button class="act sh" id="sh-{i}"><span class="ib">{_svg(D_SHARE, 18)}</span></button></span>'
        "</div></div></article>"
    )


FEED = (
    """
<style>
:root { --bg:#f5f7f9; --card:#ffffff; --line:#e3e8ec; --text:#10161b; --muted:#5b6b78; --blue:#1d8ff0; --pink:#f0187c; --green:#00a870; --hov:rgba(16,22,27,.06); }
body.dark { --bg:#000000; --card:#0c0e11; --line:#2d3237; --text:#e6e9ea; --muted:#8a96a2; --hov:rgba(230,233,234,.09); }
body { margin:0; font:15px/1.4 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; justify-content:center; }
.nav { width:220px; padding:12px; display:flex; flex-direction:column; gap:2px; }
.mark { width:34px; height:34px; margin:4px 14px 10px; border-radius:10px; background:linear-gradient(135deg,var(--blue),var(--pink)); }
.nav a { padding:10px 16px; border-radius:24px; color:var(--text); text-decoration:none; font-size:18px; transition:background .15s; }
.nav a:hover { background:var(--hov); } .nav a.cur { font-weight:bold; }
.col { width:600px; background:var(--card); border-left:1px solid var(--line); border-right:1px solid var(--line); overflow:hidden; }
.col h1 { margin:0; font-size:20px; padding:14px 16px; border-bottom:1px solid var(--line); }
.compose { display:flex; gap:12px; padding:14px 16px; border-bottom:1px solid var(--line); align-items:center; }
.compose input { flex:1; border:0; background:transparent; font:inherit; font-size:19px; color:var(--text); outline:none; caret-color:transparent; }
.compose input::placeholder { color:var(--muted); }
.post { display:flex; gap:12px; padding:12px 16px 6px; border-bottom:1px solid var(--line); }
.av { width:40px; height:40px; border-radius:50%; flex:none; }
.pb { flex:1; } .who span { color:var(--muted); } .pb p { margin:3px 0 2px; }
.acts { display:flex; justify-content:space-between; max-width:440px; margin-left:-8px; }
.grp { display:flex; }
.act { display:flex; align-items:center; gap:1px; border:0; background:transparent; color:var(--muted); font:13px "Liberation Sans", sans-serif; cursor:pointer; padding:0; transition:color .15s; }
.act .ib { width:34px; height:34px; border-radius:50%; display:grid; place-items:center; transition:background .15s; }
.act .ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linejoin:round; stroke-linecap:round; }
.act.rp:hover, .act.bm:hover { color:var(--blue); } .act.rp:hover .ib, .act.bm:hover .ib { background:rgba(29,143,240,.12); }
.act.rt:hover { color:var(--green); } .act.rt:hover .ib { background:rgba(0,168,112,.12); }
.act.lk:hover { color:var(--pink); } .act.lk:hover .ib { background:rgba(240,24,124,.12); }
.act.sh:hover { color:var(--text); }
.act.lk.on { color:var(--pink); } .act.bm.on { color:var(--blue); } .act.on .ic path { fill:currentColor; }
.act:disabled { opacity:.38; cursor:default; } .act:disabled:hover { color:var(--muted); } .act:disabled:hover .ib { background:transparent; }
.side { width:330px; padding:12px 20px; }
.search { background:var(--hov); border-radius:22px; padding:10px 18px; color:var(--muted); margin-bottom:14px; }
.box { background:var(--card); border:1px solid var(--line); border-radius:16px; padding:6px 16px 10px; margin-bottom:14px; }
.box h2 { font-size:19px; margin:8px 0; }
.fol { display:flex; align-items:center; gap:10px; padding:8px 0; }
.fol .av { width:38px; height:38px; } .fol div { flex:1; } .fol small { display:block; color:var(--muted); }
.fbtn { font:bold 14px "Liberation Sans", sans-serif; padding:7px 16px; border-radius:18px; border:0; background:var(--text); color:var(--card); cursor:pointer; transition:opacity .15s; }
.fbtn:hover { opacity:.8; }
.trend { padding:6px 0; } .trend small { color:var(--muted); display:block; } .trend a { color:var(--text); font-weight:bold; text-decoration:none; cursor:pointer; }
.trend a:hover { text-decoration:underline; }
#gap { height:170px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<nav class="nav"><span class="mark"></span><a class="cur">Home</a><a>Explore</a><a>Notifications</a><a>Messages</a><a>Bookmarks</a><a>Profile</a></nav>
<main class="col"><h1>Home</h1>
<div class="compose"><span class="av" style="background:linear-gradient(135deg,#64748b,#0f172a)"></span><input id="compose" placeholder="What is new?" autocomplete="off"></div>
<div id="posts">"""
    + "".join(_post(*p) for p in _POSTS)
    + """</div></main>
<aside class="side"><div class="search">Search</div>
<div class="box"><h2>Who to follow</h2>
<div class="fol"><span class="av" style="background:linear-gradient(135deg,#f97316,#facc15)"></span><div><b>Marta Quell</b><small>@mquell</small></div><button class="fbtn" id="follow-1">Follow</button></div>
<div class="fol"><span class="av" style="background:linear-gradient(135deg,#14b8a6,#6366f1)"></span><div><b>Open Rivers Lab</b><small>@openrivers</small></div><button class="fbtn" id="follow-2">Follow</button></div>
<div class="fol"><span class="av" style="background:linear-gradient(135deg,#e11d48,#7c3aed)"></span><div><b>Kenji Ito</b><small>@kenji_draws</small></div><button class="fbtn" id="follow-3">Follow</button></div></div>
<div class="box"><h2>Trending</h2><div class="trend"><small>Science</small><a>#NightSkyWeek</a></div><div class="trend"><small>Local</small><a>Harbour bridge reopening</a></div><div class="trend"><small>Music</small><a>Vinyl fair</a></div></div>
<div id="gap"></div></aside>
<div id="lock"></div>
"""
)

# -- home: a smart-home dashboard -----------------------------------------------------------------
_DEVICES = [
    ("kitchen", "Kitchen lights", "Off", False),
    ("porch", "Porch light", "On &middot; 60%", True),
    ("hall", "Hall lamp", "Off", False),
    ("fan", "Bedroom fan", "On &middot; speed 2", True),
]


def _device(ident: str, name: str, state: str, on: bool) -> str:
    cls = " on" if on else ""
    return (
        f'<div class="dev{cls}" id="dev-{ident}"><span class="dic">{_svg(D_BULB, 22)}</span><div class="dn"><b>{name}</b>'
        f'<small id="st-{ident}">{state}</small></div><button class="sw" id="sw-{ident}"><i></i></button></div>'
    )


HOME = (
    """
<style>
:root { --bg:#eef1f4; --card:#ffffff; --line:#dde3e8; --text:#1c2430; --muted:#6b7785; --acc:#3b6cf6; --on:#34c759; --amber:#f4a814; --shadow:0 1px 3px rgba(20,30,50,.08); }
body.dark { --bg:#12151a; --card:#1c2027; --line:#2b313a; --text:#e8ecf1; --muted:#8d98a6; --acc:#6d93ff; --on:#30d158; --shadow:none; }
body { margin:0; font:14px/1.35 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; }
.rail { width:200px; padding:20px 12px; background:var(--card); border-right:1px solid var(--line); }
.rail h2 { font-size:15px; margin:0 10px 16px; } .room { padding:9px 12px; border-radius:9px; color:var(--muted); cursor:pointer; transition:color .12s; }
.room:hover { color:var(--text); } .room.cur { background:var(--bg); color:var(--text); font-weight:bold; }
.main { flex:1; padding:18px 26px; }
.top { display:flex; align-items:center; gap:16px; margin-bottom:18px; }
.top h1 { font-size:22px; margin:0; } .clock { font:20px "DejaVu Sans Mono", monospace; color:var(--muted); }
.wx { color:var(--muted); margin-left:auto; }
.ibtn { width:34px; height:34px; border:0; border-radius:8px; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s, transform .2s; }
.ibtn .ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linejoin:round; stroke-linecap:round; }
#gear:hover { color:var(--text); transform:rotate(30deg); }
#refresh:hover { color:var(--acc); }
.scenes { display:flex; gap:10px; margin-bottom:20px; }
.scene { font:inherit; padding:9px 18px; border-radius:20px; border:1px solid var(--line); background:var(--card); color:var(--text); cursor:pointer; transition:border-color .15s; }
.scene:hover { border-color:var(--acc); } .scene.on { background:var(--acc); border-color:var(--acc); color:#fff; }
.sec { display:flex; align-items:center; gap:8px; margin:0 0 10px; } .sec h3 { margin:0; font-size:15px; }
.grid { display:grid; grid-template-columns:repeat(4, 1fr); gap:14px; margin-bottom:20px; max-width:1000px; }
.dev { background:var(--card); border-radius:14px; padding:14px; box-shadow:var(--shadow); display:flex; align-items:center; gap:10px; }
.dic { width:38px; height:38px; border-radius:50%; background:var(--bg); color:var(--muted); display:grid; place-items:center; }
.dic .ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; }
.dev.on .dic { color:var(--amber); } .dn { flex:1; } .dn small { display:block; color:var(--muted); }
.sw { width:42px; height:24px; border-radius:12px; border:0; background:#c5ccd4; position:relative; cursor:pointer; padding:0; transition:box-shadow .15s; }
body.dark .sw { background:#3a414c; }
.sw:hover { box-shadow:0 0 0 4px rgba(59,108,246,.18); }
.sw i { position:absolute; top:3px; left:3px; width:18px; height:18px; border-radius:50%; background:#fff; transition:left .15s; }
.sw.on, .dev.on .sw { background:var(--on); } .sw.on i, .dev.on .sw i { left:21px; }
.row { display:flex; gap:14px; max-width:1000px; }
.card { background:var(--card); border-radius:14px; padding:16px 18px; box-shadow:var(--shadow); flex:1; }
.card h4 { margin:0 0 8px; font-size:13px; color:var(--muted); font-weight:normal; text-transform:uppercase; letter-spacing:.06em; }
.temp { display:flex; align-items:center; gap:18px; } .temp b { font-size:40px; font-weight:normal; min-width:120px; text-align:center; }
.rnd { width:36px; height:36px; border-radius:50%; border:1px solid var(--line); background:var(--card); color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s; }
.rnd .ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; }
.rnd:hover { background:var(--bg); }
.lamp { display:flex; align-items:center; gap:10px; margin-top:6px; }
#bulb-desk { color:var(--muted); } #bulb-desk:hover { color:var(--text); background:var(--bg); } #bulb-desk.on { color:var(--amber); }
.door { display:flex; align-items:center; gap:12px; } .door .ic path { fill:none; stroke:var(--muted); stroke-width:1.8; }
.ubtn { font:inherit; padding:8px 16px; border-radius:8px; border:0; background:var(--acc); color:#fff; cursor:pointer; }
.ubtn:disabled { background:var(--line); color:var(--muted); cursor:default; }
.bars { display:flex; align-items:flex-end; gap:5px; height:54px; } .bars i { width:12px; background:var(--acc); opacity:.65; border-radius:3px 3px 0 0; }
.kw { font-size:24px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<aside class="rail"><h2>Maple House</h2><div class="room cur">All rooms</div><div class="room">Living room</div><div class="room">Kitchen</div><div class="room">Bedroom</div><div class="room">Garden</div><div class="room">Garage</div></aside>
<main class="main"><div class="top"><h1>Good evening</h1><span class="clock" id="clock">18:42:10</span><span class="wx">12&deg; light rain</span>
<button class="ibtn" id="gear">"""
    + _svg(D_GEAR, 20)
    + """</button></div>
<div class="scenes"><button class="scene on" id="sc-home">Home</button><button class="scene" id="sc-away">Away</button><button class="scene" id="sc-night">Night</button><button class="scene" id="sc-movie">Movie</button></div>
<div class="sec"><h3>Devices</h3><button class="ibtn" id="refresh">"""
    + _svg(D_REFRESH, 16)
    + """</button></div>
<div class="grid" id="grid">"""
    + "".join(_device(*d) for d in _DEVICES)
    + """</div>
<div class="row"><div class="card"><h4>Thermostat &middot; living room</h4><div class="temp"><button class="rnd" id="t-down">"""
    + _svg(D_MINUS, 16)
    + """</button><b id="temp">21.0&deg;</b><button class="rnd" id="t-up">"""
    + _svg(D_PLUS, 16)
    + """</button></div><div class="lamp"><button class="ibtn" id="bulb-desk">"""
    + _svg(D_BULB, 18)
    + """</button><span>Desk lamp</span></div></div>
<div class="card"><h4>Front door</h4><div class="door">"""
    + _svg(D_LOCK, 28)
    + """<div style="flex:1"><b>Locked</b><br><small style="color:var(--muted)">Hub offline since 18:20</small></div><button class="ubtn" id="unlock" disabled>Unlock</button></div></div>
<div class="card"><h4>Energy now</h4><span class="kw" id="kw">1.42 kW</span><div class="bars"><i style="height:30%"></i><i style="height:45%"></i><i style="height:38%"></i><i style="height:62%"></i><i style="height:80%"></i><i style="height:55%"></i><i style="height:70%"></i><i style="height:48%"></i></div></div></div>
</main>
<div id="lock"></div>
"""
)


# -- transit: a transit planner with a map --------------------------------------------------------
def _route(i: int, times: str, dur: str, legs: str, sel: bool) -> str:
    cls = " sel" if sel else ""
    return (
        f'<div class="route{cls}" id="route-{i}"><div class="rt"><b>{times}</b><span>{dur}</span></div><div class="legs">{legs}</div>'
        f'<button class="det" id="det-{i}">Details {_svg(D_CHEV, 14)}</button><div class="steps" id="steps-{i}">'
        "<div>18:56 &nbsp;Walk 4 min to Canal Street</div><div>19:01 &nbsp;Tram 7 towards Docklands, 6 stops</div><div>19:19 &nbsp;Walk 3 min to Harbour Museum</div></div></div>"
    )


_LEG = '<span class="leg" style="background:{c}">{t}</span>'
TRANSIT = (
    """
<style>
:root { --bg:#ffffff; --panel:#ffffff; --line:#e2e6ea; --text:#1b1f24; --muted:#68717c; --acc:#0b7a75; --tint:#e5f4f3; --map:#eef0e6; --road:#ffffff; --water:#b9d8ec; --park:#d4e8c4; }
body.dark { --bg:#14171b; --panel:#1a1e23; --line:#2c3239; --text:#e6e9ec; --muted:#8f99a4; --acc:#3cc4bc; --tint:#17302f; --map:#22262b; --road:#353b42; --water:#1d3346; --park:#233325; }
body { margin:0; font:14px/1.4 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; }
.panel { width:420px; background:var(--panel); border-right:1px solid var(--line); padding:18px 20px; box-sizing:border-box; overflow:hidden; }
.panel h1 { font-size:19px; margin:0 0 14px; }
.od { display:flex; gap:10px; align-items:center; }
.fields { flex:1; display:flex; flex-direction:column; gap:8px; }
.fields input { font:inherit; padding:9px 12px; border:1px solid var(--line); border-radius:8px; background:var(--bg); color:var(--text); outline:none; caret-color:transparent; }
.fields input:focus { border-color:var(--acc); }
#swap { width:34px; height:34px; border-radius:50%; border:1px solid var(--line); background:var(--panel); color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:border-color .15s, color .15s; }
#swap:hover { border-color:var(--acc); color:var(--acc); }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.modes { display:flex; gap:4px; margin:14px 0 6px; }
.mode { width:40px; height:32px; border:0; border-radius:16px; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s; }
.mode:hover { background:var(--line); } .mode.on { color:var(--acc); }
.when { color:var(--muted); font-size:13px; margin-bottom:10px; }
.route { border:1px solid var(--line); border-radius:10px; padding:10px 12px; margin-bottom:8px; cursor:pointer; transition:border-color .15s; }
.route:hover { border-color:var(--muted); } .route.sel { border-color:var(--acc); background:var(--tint); }
.rt { display:flex; justify-content:space-between; } .rt span { color:var(--muted); }
.legs { display:flex; gap:4px; margin:6px 0 2px; } .leg { color:#fff; font-size:12px; font-weight:bold; padding:1px 7px; border-radius:4px; }
.det { font:inherit; font-size:13px; border:0; background:transparent; color:var(--acc); cursor:pointer; padding:0; display:flex; align-items:center; gap:2px; }
.det:hover { text-decoration:underline; }
.steps { display:none; font-size:12.5px; color:var(--muted); margin-top:6px; border-left:2px solid var(--acc); padding-left:8px; } .steps.open { display:block; }
.recent h3 { font-size:13px; color:var(--muted); margin:14px 0 4px; font-weight:normal; } .recent div { padding:4px 0; }
.map { flex:1; position:relative; background:var(--map); overflow:hidden; }
.road { position:absolute; background:var(--road); }
.water { position:absolute; background:var(--water); }
.park { position:absolute; background:var(--park); border-radius:30px; }
.pin { position:absolute; width:14px; height:14px; border-radius:50%; border:3px solid #fff; box-shadow:0 1px 3px rgba(0,0,0,.3); }
.vdot { position:absolute; left:58%; top:40%; width:12px; height:12px; border-radius:50%; background:#e8590c; }
body.live .vdot { animation:vp 1s ease-in-out infinite; }
@keyframes vp { 0%, 100% { box-shadow:0 0 0 0 rgba(232,89,12,.6); } 50% { box-shadow:0 0 0 10px rgba(232,89,12,0); } }
.zoom { position:absolute; right:18px; bottom:90px; display:flex; flex-direction:column; gap:8px; }
.mbtn { width:40px; height:40px; border-radius:50%; border:0; background:var(--panel); color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; box-shadow:0 1px 3px rgba(0,0,0,.2); transition:box-shadow .15s, transform .15s; }
.mbtn:hover { box-shadow:0 4px 12px rgba(0,0,0,.3); transform:scale(1.06); }
.mbtn:disabled { color:var(--line); cursor:default; } .mbtn:disabled:hover { box-shadow:0 1px 3px rgba(0,0,0,.2); transform:none; }
#mapgap { position:absolute; left:12%; top:62%; width:160px; height:90px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<section class="panel"><h1>Plan a journey</h1>
<div class="od"><div class="fields"><input id="from" value="Central Station" autocomplete="off"><input id="to" value="Harbour Museum" autocomplete="off"></div>
<button id="swap">"""
    + _svg(D_SWAP, 18)
    + """</button></div>
<div class="modes"><button class="mode on" id="m-bus">"""
    + _svg(D_BUS, 20)
    + """</button><button class="mode on" id="m-train">"""
    + _svg(D_TRAIN, 20)
    + """</button><button class="mode on" id="m-tram">"""
    + _svg(D_TRAM, 20)
    + """</button><button class="mode" id="m-bike">"""
    + _svg(D_BIKE, 20)
    + """</button></div>
<div class="when">Leave now &middot; Wed 14 May</div><div id="routes">"""
    + _route(
        1,
        "18:52 &ndash; 19:21",
        "29 min",
        _LEG.format(c="#2f9e44", t="7") + _LEG.format(c="#1971c2", t="S3"),
        True,
    )
    + _route(2, "18:56 &ndash; 19:22", "26 min", _LEG.format(c="#2f9e44", t="7"), False)
    + _route(
        3,
        "19:04 &ndash; 19:40",
        "36 min",
        _LEG.format(c="#e8590c", t="41") + _LEG.format(c="#862e9c", t="N2"),
        False,
    )
    + """</div><div class="recent"><h3>Recent</h3><div id="recent"><div>Old Town Square</div><div>Airport Terminal 2</div></div></div></section>
<section class="map"><div class="water" style="left:0;right:0;top:72%;height:40%"></div><div class="park" style="left:20%;top:12%;width:220px;height:140px"></div>
<div class="road" style="left:0;right:0;top:30%;height:10px"></div><div class="road" style="left:0;right:0;top:56%;height:8px"></div>
<div class="road" style="top:0;bottom:0;left:36%;width:10px"></div><div class="road" style="top:0;bottom:0;left:70%;width:8px"></div>
<svg style="position:absolute;inset:0" width="100%" height="100%"><polyline points="120,160 330,250 520,250 620,420" fill="none" stroke="#0b7a75" stroke-width="5" stroke-linejoin="round" opacity=".85"/></svg>
<span class="pin" style="left:113px;top:153px;background:#1971c2"></span><span class="pin" style="left:613px;top:413px;background:#e03131"></span><span class="vdot"></span>
<div id="mapgap"></div>
<div class="zoom"><button class="mbtn" id="zin">"""
    + _svg(D_PLUS, 18)
    + """</button><button class="mbtn" id="zout">"""
    + _svg(D_MINUS, 18)
    + """</button><button class="mbtn" id="locate" disabled>"""
    + _svg(D_LOCATE, 18)
    + """</button></div></section>
<div id="lock"></div>
"""
)

# -- food: a restaurant's ordering page -------------------------------------------------------------
_DISHES = [
    (1, "Margherita", "Tomato, fior di latte, basil", "11.50", "#fca5a5,#b91c1c"),
    (2, "Ember pepperoni", "Smoked pepperoni, chilli honey", "13.90", "#fdba74,#c2410c"),
    (3, "Wild mushroom", "Porcini cream, thyme, pecorino", "14.20", "#d6d3d1,#57534e"),
    (4, "Burrata salad", "Heirloom tomato, basil oil", "9.80", "#bef264,#4d7c0f"),
    (5, "Truffle gnocchi", "Brown butter, sage", "15.40", "#fde68a,#a16207"),
    (6, "Tiramisu", "Espresso, mascarpone", "6.50", "#e7e5e4,#78350f"),
]


def _dish(i: int, name: str, desc: str, price: str, grad: str) -> str:
    sold = ' <span class="sold">Sold out</span>' if i == 5 else ""
    return (
        f'<div class="dish"><div class="img" style="background:linear-gradient(135deg,{grad})"><button class="fav" id="fav-{i}">{_svg(D_HEART, 16)}</button></div>'
        f'<div class="dt"><b>{name}</b>{sold}<small>{desc}</small><div class="pr"><span>&euro;{price}</span>'
        f'<button class="add" id="add-{i}">{_svg(D_PLUS, 16)}</button></div></div></div>'
    )


FOOD = (
    """
<style>
:root { --bg:#fbf8f4; --card:#ffffff; --line:#ece5dc; --text:#2a211b; --muted:#83766b; --acc:#d9480f; --acc2:#fff0e6; --red:#e03131; }
body.dark { --bg:#1a1613; --card:#241f1b; --line:#3a322b; --text:#f2ebe4; --muted:#a89a8d; --acc:#ff8a4c; --acc2:#3a2518; --red:#ff6b6b; }
body { margin:0; font:14px/1.4 "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; display:flex; flex-direction:column; }
.top { display:flex; align-items:center; gap:18px; padding:12px 28px; border-bottom:1px solid var(--line); background:var(--card); }
.brand { font:bold 22px "DejaVu Serif", serif; color:var(--acc); } .addr { color:var(--muted); }
.cartb { margin-left:auto; position:relative; width:40px; height:40px; border-radius:10px; border:0; background:transparent; color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s; }
.cartb:hover { background:var(--acc2); }
.badge { position:absolute; top:2px; right:0; min-width:17px; height:17px; border-radius:9px; background:var(--acc); color:#fff; font-size:11px; font-weight:bold; display:grid; place-items:center; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.wrap { flex:1; display:flex; min-height:0; }
.menu { flex:1; padding:14px 28px; }
.cats { display:flex; gap:22px; border-bottom:1px solid var(--line); margin-bottom:14px; }
.cat { font:inherit; font-size:15px; border:0; border-bottom:3px solid transparent; background:transparent; color:var(--muted); padding:8px 0; cursor:pointer; transition:border-color .15s, color .15s; }
.cat:hover { color:var(--text); border-bottom-color:var(--line); } .cat.on { color:var(--text); border-bottom-color:var(--acc); font-weight:bold; }
.dishes { display:grid; grid-template-columns:repeat(3, minmax(0, 1fr)); gap:14px; max-width:920px; }
.dish { background:var(--card); border-radius:12px; overflow:hidden; border:1px solid var(--line); }
.img { height:96px; position:relative; }
.fav { position:absolute; top:8px; right:8px; width:30px; height:30px; border-radius:50%; border:0; background:rgba(255,255,255,.85); color:#6b5e54; cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s, transform .15s; }
.fav:hover { color:var(--red); transform:scale(1.1); } .fav.on { color:var(--red); } .fav.on .ic path { fill:currentColor; }
.dt { padding:10px 12px; } .dt small { display:block; color:var(--muted); margin:2px 0 6px; }
.sold { font-size:11px; color:var(--muted); border:1px solid var(--line); border-radius:4px; padding:0 4px; }
.pr { display:flex; align-items:center; justify-content:space-between; font-weight:bold; }
.add { width:30px; height:30px; border-radius:50%; border:1.5px solid var(--acc); background:transparent; color:var(--acc); cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s, color .15s; }
.add:hover { background:var(--acc); color:#fff; }
.cart { width:330px; background:var(--card); border-left:1px solid var(--line); padding:16px 20px; box-sizing:border-box; position:relative; }
.cart h2 { font:bold 18px "DejaVu Serif", serif; margin:0 0 12px; }
.line { display:flex; align-items:center; gap:8px; padding:8px 0; border-bottom:1px solid var(--line); } .line .nm { flex:1; }
.step { display:flex; align-items:center; gap:6px; }
.qb { width:24px; height:24px; border-radius:6px; border:1px solid var(--line); background:transparent; color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:border-color .15s; }
.qb:hover { border-color:var(--acc); } .qb .ic path { stroke-width:2.4; }
.opt { display:flex; align-items:center; gap:10px; margin:14px 0; cursor:pointer; }
.box { width:18px; height:18px; border-radius:5px; border:2px solid var(--muted); box-sizing:border-box; display:grid; place-items:center; transition:border-color .15s; }
.opt:hover .box { border-color:var(--acc); } .box.on { background:var(--acc); border-color:var(--acc); }
.box svg { display:none; } .box.on svg { display:block; } .box .ic path { stroke:#fff; stroke-width:3.4; }
.promo { font:inherit; width:100%; box-sizing:border-box; padding:8px 10px; border:1px solid var(--line); border-radius:8px; background:var(--bg); color:var(--text); outline:none; caret-color:transparent; }
.promo:focus { border-color:var(--acc); }
.tot { display:flex; justify-content:space-between; margin:14px 0; font-weight:bold; }
.go { width:100%; font:inherit; font-weight:bold; padding:11px; border-radius:10px; border:0; background:var(--acc); color:#fff; cursor:pointer; }
.go:disabled { opacity:.45; cursor:default; } .min { color:var(--muted); font-size:12px; text-align:center; margin-top:6px; }
.toast { display:none; position:absolute; left:20px; right:20px; bottom:20px; background:var(--text); color:var(--bg); border-radius:8px; padding:10px 12px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="top"><span class="brand">Basil &amp; Ember</span><span class="addr">Delivering to 14 Rope Walk &middot; 25-35 min</span>
<button class="cartb" id="cartb">"""
    + _svg(D_CART, 22)
    + """<span class="badge" id="badge">2</span></button></header>
<div class="wrap"><section class="menu"><div class="cats"><button class="cat on" id="cat-popular">Popular</button><button class="cat" id="cat-pizza">Pizza</button><button class="cat" id="cat-pasta">Pasta</button><button class="cat" id="cat-salads">Salads</button><button class="cat" id="cat-desserts">Desserts</button></div>
<div class="dishes">"""
    + "".join(_dish(*d) for d in _DISHES)
    + """</div></section>
<aside class="cart"><h2>Your order</h2><div id="lines">
<div class="line"><span class="nm">Margherita</span><span class="step"><button class="qb" id="qminus-1">"""
    + _svg(D_MINUS, 12)
    + """</button><span id="q-1">1</span><button class="qb" id="qplus-1">"""
    + _svg(D_PLUS, 12)
    + """</button></span><span>&euro;11.50</span></div>
<div class="line"><span class="nm">Burrata salad</span><span class="step"><button class="qb" id="qminus-4">"""
    + _svg(D_MINUS, 12)
    + """</button><span>1</span><button class="qb" id="qplus-4">"""
    + _svg(D_PLUS, 12)
    + """</button></span><span>&euro;9.80</span></div></div>
<div class="opt" id="cutlery"><span class="box" id="cutlery-box"><svg class="ic" viewBox="0 0 24 24" width="12" height="12"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg></span>Include cutlery</div>
<input class="promo" id="promo" placeholder="Promo code" autocomplete="off">
<div class="tot"><span>Subtotal</span><span id="subtotal">&euro;21.30</span></div>
<button class="go" id="checkout" disabled>Go to checkout</button><div class="min">Minimum order &euro;25.00</div>
<div class="toast" id="soldout">Truffle gnocchi is sold out today</div></aside></div>
<div id="lock"></div>
"""
)

# -- news: a news reader ----------------------------------------------------------------------------
_ARTICLE = """<p>The harbour authority confirmed on Tuesday that the swing bridge, closed since a barge struck its southern pier in January, will reopen to pedestrians and cyclists at the end of the month, three weeks earlier than the engineers first estimated.</p>
<p>Repairs to the bearing assembly were completed over the weekend, and load tests carried out overnight showed the span behaving within tolerance. Road traffic will follow once the resurfacing of the approach ramps is finished, most likely in early summer.</p>
<p>Traders on the east quay, who say footfall fell by a third during the closure, welcomed the news but asked the council to extend the temporary ferry until the bridge is fully open.</p>"""

NEWS = (
    """
<style>
:root { --bg:#fdfcf9; --text:#1a1a1a; --muted:#6e6a63; --line:#e4e0d8; --acc:#b3261e; --chip:#f1eee8; }
body.dark { --bg:#161514; --text:#ebe8e3; --muted:#9d978d; --line:#34312d; --acc:#ff8a80; --chip:#262422; }
body { margin:0; font:15px/1.5 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.mast { text-align:center; padding:14px 0 6px; border-bottom:1px solid var(--line); position:relative; }
.mast b { font:bold 34px "Liberation Serif", serif; letter-spacing:.01em; } .mast small { display:block; color:var(--muted); }
.secs { display:flex; justify-content:center; gap:26px; padding:10px 0; border-bottom:3px double var(--line); }
.sec { color:var(--text); cursor:pointer; padding-bottom:3px; border-bottom:2px solid transparent; }
.sec:hover { text-decoration:underline; } .sec.on { border-bottom-color:var(--acc); font-weight:bold; }
.layout { display:flex; gap:40px; max-width:1180px; margin:0 auto; padding:18px 30px; }
#gutter { width:110px; flex:none; }
.art { flex:1; max-width:680px; }
.kick { color:var(--acc); font-weight:bold; font-size:13px; text-transform:uppercase; letter-spacing:.08em; }
.art h1 { font:bold 34px/1.15 "Liberation Serif", serif; margin:6px 0 10px; }
.by { color:var(--muted); font-size:13px; }
.tools { display:flex; align-items:center; gap:6px; margin:12px 0; padding:8px 0; border-top:1px solid var(--line); border-bottom:1px solid var(--line); }
.tb { position:relative; width:32px; height:32px; border:0; border-radius:6px; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s; }
.tb:hover { color:var(--text); } .tb .ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linejoin:round; stroke-linecap:round; }
.tb.on .ic path { fill:currentColor; }
#share:hover::after { content:"Share"; position:absolute; top:36px; left:50%; transform:translateX(-50%); background:var(--text); color:var(--bg); font-size:12px; padding:3px 8px; border-radius:4px; white-space:nowrap; }
.fs { font:bold 14px "Liberation Serif", serif; width:32px; height:32px; border:1px solid var(--line); background:transparent; color:var(--text); border-radius:6px; cursor:pointer; transition:border-color .15s; }
.fs:hover { border-color:var(--text); }
.listen { margin-left:auto; font:inherit; font-size:13px; display:flex; align-items:center; gap:6px; padding:6px 14px; border-radius:16px; border:0; background:var(--chip); color:var(--text); cursor:pointer; transition:background .15s; }
.listen:hover { background:var(--line); } .listen .ic path { fill:currentColor; }
#body { font:17px/1.6 "Liberation Serif", serif; } #body.big { font-size:19px; }
.player { display:none; position:fixed; left:0; right:0; bottom:0; background:var(--text); color:var(--bg); padding:12px 30px; }
.aside { width:300px; flex:none; }
.aside h3 { font:bold 16px "Liberation Serif", serif; border-bottom:2px solid var(--text); padding-bottom:4px; margin:0 0 8px; }
.mr { display:flex; gap:12px; padding:7px 0; border-bottom:1px solid var(--line); } .mr i { font:bold 22px "Liberation Serif", serif; color:var(--acc); font-style:normal; }
.mr span { cursor:pointer; } .mr span:hover { text-decoration:underline; color:var(--acc); }
.nl { background:var(--chip); padding:14px; margin-top:18px; border-radius:4px; }
.nl input { font:inherit; width:100%; box-sizing:border-box; padding:8px 10px; border:1px solid var(--line); background:var(--bg); color:var(--text); outline:none; caret-color:transparent; margin-top:8px; }
.nl input:focus { border-color:var(--acc); } .thanks { display:none; color:var(--acc); font-weight:bold; margin-top:8px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="mast"><b>The Meridian</b><small>Wednesday 14 May &middot; Independent since 1891</small></header>
<nav class="secs"><span class="sec on" id="sec-world">World</span><span class="sec" id="sec-politics">Politics</span><span class="sec" id="sec-business">Business</span><span class="sec" id="sec-science">Science</span><span class="sec" id="sec-culture">Culture</span><span class="sec" id="sec-sport">Sport</span></nav>
<div class="layout"><div id="gutter"></div><article class="art"><div class="kick">City &middot; Transport</div>
<h1>Harbour swing bridge to reopen to walkers three weeks early</h1><div class="by">By Aoife Brennan &middot; 07:42 &middot; 4 min read</div>
<div class="tools"><button class="tb" id="save">"""
    + _svg(D_BOOK, 18)
    + """</button><button class="tb" id="share">"""
    + _svg(D_SHARE, 18)
    + """</button><button class="fs" id="fontdn">A&minus;</button><button class="fs" id="fontup">A+</button>
<button class="listen" id="listen">"""
    + _svg(D_PLAY, 12)
    + """ Listen &middot; 4 min</button></div>
<div id="body">"""
    + _ARTICLE
    + """</div></article>
<aside class="aside"><h3>Most read</h3><div class="mr"><i>1</i><span id="mr-1">Rents rise for the ninth month running</span></div><div class="mr"><i>2</i><span id="mr-2">The last lighthouse keeper on the north coast</span></div><div class="mr"><i>3</i><span id="mr-3">Cup final moved after stadium inspection</span></div><div class="mr"><i>4</i><span id="mr-4">A guide to the night-sky week</span></div>
<div class="nl" id="nl"><b>The Morning Brief</b><br><small>Five stories before breakfast, weekdays.</small><input id="email" placeholder="you@example.com" autocomplete="off"><div class="thanks" id="thanks">Thanks &mdash; check your inbox to confirm.</div></div></aside></div>
<div class="player" id="player">Now playing: Harbour swing bridge to reopen &middot; 0:00 / 4:12</div>
<div id="lock"></div>
"""
)

# -- tvguide: a streaming service's TV guide --------------------------------------------------------
_CHANNELS = [
    (1, "NOVA 1", [("News at Eight", 2), ("Tidewater", 3), ("Late Debate", 3)]),
    (2, "NOVA 2", [("Garden Rescue", 2), ("Great Rail Journeys", 2), ("Film: The Quiet Shore", 4)]),
    (3, "Kino+", [("Film: Northern Lights", 5), ("Shorts", 3)]),
    (4, "Sport 24", [("Cycling: Stage 9", 4), ("Highlights", 2), ("Snooker", 2)]),
    (5, "Docs", [("Deep Reef", 3), ("The Salt Road", 3), ("Night Shift", 2)]),
]


def _guide() -> str:
    rows = []
    n = 0
    for ch, name, progs in _CHANNELS:
        cells = []
        for title, span in progs:
            n += 1
            sel = " sel" if n == 2 else ""
            bell = (
                f'<button class="bell" id="bell-{n}">{_svg(D_BELL, 14)}</button>'
                if n in (3, 6, 11)
                else ""
            )
            cells.append(
                f'<div class="cell{sel}" id="cell-{n}" style="flex:{span}"><span>{title}</span>{bell}</div>'
            )
        rows.append(
            f'<div class="grow"><div class="chan"><button class="cfav" id="fav-ch{ch}">{_svg(D_STAR, 14)}</button><b>{name}</b></div>'
            f'<div class="cells">{"".join(cells)}</div></div>'
        )
    return "".join(rows)


TVGUIDE = (
    """
<style>
:root { --bg:#f4f4f7; --panel:#ffffff; --cell:#ffffff; --line:#dcdce4; --text:#17171f; --muted:#6c6c7c; --acc:#7c3aed; --gold:#eab308; }
body.dark { --bg:#0d0d12; --panel:#15151d; --cell:#1c1c26; --line:#2b2b38; --text:#ececf3; --muted:#8e8ea0; --acc:#a78bfa; }
body { margin:0; font:14px/1.35 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.bar { display:flex; align-items:center; gap:24px; padding:12px 32px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font:bold 20px "DejaVu Sans", sans-serif; color:var(--acc); }
.bar a { color:var(--muted); cursor:pointer; transition:color .15s; } .bar a:hover { color:var(--text); } .bar a.cur { color:var(--text); font-weight:bold; }
.clock { margin-left:auto; font:15px "DejaVu Sans Mono", monospace; color:var(--muted); }
.sbtn { position:relative; width:34px; height:34px; border:0; border-radius:50%; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; transition:color .15s; }
.sbtn:hover { color:var(--text); }
.sbtn:hover::after { content:"Search"; position:absolute; top:40px; right:-6px; background:var(--text); color:var(--bg); font-size:12px; padding:3px 8px; border-radius:4px; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.9; stroke-linejoin:round; stroke-linecap:round; }
.hero { margin:18px 32px; height:210px; border-radius:16px; background:linear-gradient(100deg, #1e1b4b 0 45%, #0f766e 120%); color:#fff; padding:26px 30px; box-sizing:border-box; }
.hero small { opacity:.75; letter-spacing:.1em; } .hero h1 { font-size:32px; margin:4px 0 6px; } .hero p { margin:0 0 16px; opacity:.85; max-width:520px; }
.hb { display:flex; gap:12px; align-items:center; }
.play { font:inherit; font-weight:bold; display:flex; align-items:center; gap:8px; padding:10px 22px; border-radius:24px; border:0; background:#fff; color:#111; cursor:pointer; }
.play .ic path { fill:currentColor; } .play:disabled { opacity:.5; cursor:default; }
.ml { font:inherit; padding:9px 20px; border-radius:24px; border:1.5px solid rgba(255,255,255,.45); background:transparent; color:#fff; cursor:pointer; transition:border-color .15s; }
.ml:hover { border-color:#fff; }
.thumb { width:40px; height:40px; border-radius:50%; border:1.5px solid rgba(255,255,255,.45); background:transparent; color:#fff; cursor:pointer; display:grid; place-items:center; padding:0; transition:background .15s; }
.thumb:hover { background:rgba(255,255,255,.15); } .thumb.on .ic path { fill:currentColor; }
.day { display:flex; align-items:center; gap:8px; margin:0 32px 10px; }
.dbtn { width:28px; height:28px; border-radius:6px; border:1px solid var(--line); background:var(--panel); color:var(--text); cursor:pointer; display:grid; place-items:center; padding:0; transition:border-color .15s; }
.dbtn:hover { border-color:var(--acc); } #dayname { font-weight:bold; min-width:90px; text-align:center; }
.times { display:flex; margin-left:190px; color:var(--muted); font-size:12px; flex:1; } .times span { flex:1; }
.guide { margin:0 32px; border:1px solid var(--line); border-radius:10px; overflow:hidden; background:var(--panel); }
.grow { display:flex; border-bottom:1px solid var(--line); height:52px; } .grow:last-child { border-bottom:0; }
.chan { width:140px; display:flex; align-items:center; gap:8px; padding:0 12px; border-right:1px solid var(--line); }
.cfav { width:24px; height:24px; border:0; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; border-radius:4px; transition:color .15s; }
.cfav:hover { color:var(--gold); } .cfav.on { color:var(--gold); } .cfav.on .ic path { fill:currentColor; }
.cells { flex:1; display:flex; }
.cell { display:flex; align-items:center; justify-content:space-between; padding:0 10px; border-right:1px solid var(--line); background:var(--cell); cursor:pointer; min-width:0; transition:box-shadow .12s; }
.cell span { overflow:hidden; white-space:nowrap; text-overflow:ellipsis; }
.cell:hover { box-shadow:inset 0 0 0 2px var(--line); } .cell.sel { box-shadow:inset 0 0 0 2px var(--acc); background:color-mix(in srgb, var(--acc) 12%, var(--cell)); }
.bell { width:24px; height:24px; border:0; border-radius:50%; background:transparent; color:var(--muted); cursor:pointer; display:grid; place-items:center; padding:0; flex:none; transition:background .15s, color .15s; }
.bell:hover { background:var(--line); color:var(--text); } .bell.on { color:var(--acc); } .bell.on .ic path { fill:currentColor; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="bar"><span class="logo">Lumen TV</span><a>Home</a><a class="cur">Guide</a><a>Movies</a><a>Series</a><a>Kids</a>
<span class="clock" id="clock">20:14:10</span><button class="sbtn" id="search">"""
    + _svg(D_SEARCH, 20)
    + """</button></header>
<section class="hero"><small>NOVA 1 &middot; 21:00</small><h1>Tidewater</h1><p>Season 2, episode 5. The ferry strike leaves Maeve stranded on the island the night the inquiry opens.</p>
<div class="hb"><button class="play" id="play" disabled>"""
    + _svg(D_PLAY, 16)
    + """ Starts at 21:00</button><button class="ml" id="mylist">+ My list</button><button class="thumb" id="thumb">"""
    + _svg(D_THUMB, 18)
    + """</button></div></section>
<div class="day"><button class="dbtn" id="day-prev">"""
    + _svg(D_CHEVL, 14)
    + """</button><span id="dayname">Today</span><button class="dbtn" id="day-next">"""
    + _svg(D_CHEV, 14)
    + """</button><div class="times"><span>20:00</span><span>20:30</span><span>21:00</span><span>21:30</span><span>22:00</span></div></div>
<div class="guide">"""
    + _guide()
    + """</div>
<div id="lock"></div>
"""
)

PAGES = {
    "feed": FEED,
    "home": HOME,
    "transit": TRANSIT,
    "food": FOOD,
    "news": NEWS,
    "tvguide": TVGUIDE,
}
# Every design has a light and a dark theme.
THEMES = {kit: ("light", "dark") for kit in PAGES}


def holdout3_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------




LOCK = _el("lock") + ".style.display='block';"
LIVE_DOT = "document.body.classList.add('live');"


def _clock(start: str) -> str:
    """A header clock with seconds, one second every 150 ms (so its tens digit changes too)."""
    h, m, s = (int(x) for x in start.split(":"))
    return (
        "(() => { const el = document.getElementById('clock'); let t = "
        + str(h * 3600 + m * 60 + s)
        + "; setInterval(() => { t++; el.textContent = [Math.floor(t / 3600) % 24, Math.floor(t / 60) % 60, t % 60]"
        ".map(v => String(v).padStart(2, '0')).join(':'); }, 150); })();"
    )


HOME_CLOCK = _clock("18:42:10")
TV_CLOCK = _clock("20:14:10")

_NEW_POST = (
    "const p = document.getElementById('post-4').cloneNode(true); p.id = 'post-new'; "
    "p.querySelector('.who').innerHTML = '<b>You</b> <span>@you &middot; now</span>'; "
    "p.querySelector('p').textContent = 'Trying the new harbour ferry tomorrow morning.'; "
    "p.querySelectorAll('[id]').forEach(e => e.removeAttribute('id')); "
    "document.getElementById('posts').prepend(p); document.getElementById('compose').value = '';"
)
_SWITCH_KITCHEN = _on_click(
    "#sw-kitchen",
    _el("dev-kitchen")
    + ".classList.add('on'); "
    + _el("st-kitchen")
    + ".textContent = 'On · 100%';",
)
_BULB = _on_click("#bulb-desk", _el("bulb-desk") + ".classList.toggle('on')")
_ROUTE2 = _on_click(
    "#route-2",
    "document.querySelector('.route.sel').classList.remove('sel'); "
    + _el("route-2")
    + ".classList.add('sel')",
)
_TRAM_OFF = _on_click("#m-tram", _el("m-tram") + ".classList.toggle('on')")
_FAV_CH3 = _on_click("#fav-ch3", _el("fav-ch3") + ".classList.toggle('on')")

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout2_pages.HOLDOUT2_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT3_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- feed ---------------------------------------------------------------------------------
    (
        "h3_fd_like",
        "effect",
        "feed",
        "#lk-2",
        "Like Tomas's post",
        _on_click(
            "#lk-2", _el("lk-2") + ".classList.add('on'); " + _el("lkn-2") + ".textContent = '49'"
        ),
        {
            "note": "an 18 px outline heart becomes a filled pink heart and its count goes 48 -> 49 (pink circle behind it on hover)"
        },
    ),
    (
        "h3_fd_bookmark",
        "effect",
        "feed",
        "#bm-1",
        "Bookmark the greenhouse post for later",
        _on_click("#bm-1", _el("bm-1") + ".classList.add('on')"),
        {"note": "a small outline bookmark icon becomes a solid blue one (blue on hover already)"},
    ),
    (
        "h3_fd_repost_count",
        "effect",
        "feed",
        "#rt-4",
        "Repost Priya's cello post",
        _on_click("#rt-4", _el("rtn-4") + ".textContent = '3'"),
        {"note": "only the small counter next to the repost icon changes, 2 -> 3"},
    ),
    (
        "h3_fd_follow",
        "effect",
        "feed",
        "#follow-2",
        "Follow Open Rivers Lab",
        _on_click("#follow-2", _el("follow-2") + ".textContent = 'Following'"),
        {"note": "the pill's label changes 'Follow' -> 'Following' (same colours)"},
    ),
    (
        "h3_fd_compose_enter",
        "effect",
        "feed",
        "#compose",
        "press Enter to post it",
        _el("compose")
        + ".value = 'Trying the new harbour ferry tomorrow morning.';"
        + _on_key("#compose", "Enter", _NEW_POST),
        {
            "key": "Enter",
            "note": "Return in the composer posts: a new post appears at the top of the feed, the field empties",
        },
    ),
    (
        "h3_fd_share_noop",
        "no_effect",
        "feed",
        "#sh-1",
        "Share the greenhouse post",
        "",
        {"note": "a share icon that turns darker on hover; no handler"},
    ),
    (
        "h3_fd_reply_disabled",
        "no_effect",
        "feed",
        "#rp-3",
        "Reply to the Harbour Arts post",
        "",
        {"note": "a faded, disabled reply icon (replies limited); no hover style"},
    ),
    (
        "h3_fd_like_reverted",
        "no_effect",
        "feed",
        "#lk-1",
        "Like Ines's post",
        _on_click(
            "#lk-1",
            _flash(
                _el("lk-1") + ".classList.add('on'); " + _el("lkn-1") + ".textContent = '212'",
                _el("lk-1") + ".classList.remove('on'); " + _el("lkn-1") + ".textContent = '211'",
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "an optimistic like is rolled back: the heart fills and counts up, then returns to outline and 211 before the post frame",
        },
    ),
    (
        "h3_fd_empty",
        "no_effect",
        "feed",
        "#gap",
        "Open the trending topics",
        "",
        {"note": "the click lands on empty space under the side column"},
    ),
    # -- home ---------------------------------------------------------------------------------
    (
        "h3_hm_switch",
        "effect",
        "home",
        "#sw-kitchen",
        "Turn on the kitchen lights",
        _SWITCH_KITCHEN,
        {
            "note": "a switch knob slides right and turns green, the bulb turns amber and 'Off' becomes 'On · 100%'"
        },
    ),
    (
        "h3_hm_temp_up",
        "effect",
        "home",
        "#t-up",
        "Raise the living room temperature",
        _on_click("#t-up", _el("temp") + ".innerHTML = '21.5&deg;'"),
        {"note": "the thermostat reading goes 21.0 -> 21.5 (round button tinted on hover)"},
    ),
    (
        "h3_hm_scene_away",
        "effect",
        "home",
        "#sc-away",
        "Switch the house to Away mode",
        _on_click(
            "#sc-away",
            "document.querySelector('.scene.on').classList.remove('on'); "
            + _el("sc-away")
            + ".classList.add('on')",
        ),
        {"note": "the filled scene pill moves from Home to Away"},
    ),
    (
        "h3_hm_unlock_disabled",
        "no_effect",
        "home",
        "#unlock",
        "Unlock the front door",
        "",
        {"note": "disabled Unlock button (hub offline), no hover style"},
    ),
    (
        "h3_hm_refresh_same",
        "no_effect",
        "home",
        "#refresh",
        "Refresh the device list",
        _on_click(
            "#refresh", "const g = document.getElementById('grid'); g.innerHTML = g.innerHTML;"
        ),
        {
            "note": "a 16 px refresh icon (turns blue on hover) whose handler re-renders the device grid identically"
        },
    ),
    (
        "h3_hm_pairing_layer",
        "no_effect",
        "home",
        "#sw-porch",
        "Turn off the porch light",
        LOCK + _on_click("#sw-porch", _el("dev-porch") + ".classList.remove('on')"),
        {
            "note": "a transparent pairing layer over the page absorbs the click; the switch has a handler"
        },
    ),
    (
        "h3_hm_clock_noop",
        "no_effect",
        "home",
        "#gear",
        "Open the home settings",
        HOME_CLOCK,
        {
            "volatile": "clock",
            "note": "the header clock ticks seconds; the gear icon darkens and turns 30 degrees on hover, no handler",
        },
    ),
    (
        "h3_hm_clock_bulb",
        "effect",
        "home",
        "#bulb-desk",
        "Switch on the desk lamp",
        HOME_CLOCK + _BULB,
        {
            "volatile": "clock",
            "note": "clock ticking AND an 18 px bulb icon turning grey -> amber (colour only)",
        },
    ),
    # -- transit ------------------------------------------------------------------------------
    (
        "h3_tr_swap",
        "effect",
        "transit",
        "#swap",
        "Swap origin and destination for the way back",
        _on_click(
            "#swap",
            "const f = "
            + _el("from")
            + ", t = "
            + _el("to")
            + "; const v = f.value; f.value = t.value; t.value = v;",
        ),
        {"note": "the From and To field texts swap"},
    ),
    (
        "h3_tr_route2",
        "effect",
        "transit",
        "#route-2",
        "Choose the 26 minute route",
        _ROUTE2,
        {"note": "the selection (teal border and tint) moves from route 1 to route 2"},
    ),
    (
        "h3_tr_bike_mode",
        "effect",
        "transit",
        "#m-bike",
        "Include bike routes",
        _on_click("#m-bike", _el("m-bike") + ".classList.add('on')"),
        {
            "note": "a 20 px bike icon turns grey -> teal (colour only); a grey pill behind it on hover"
        },
    ),
    (
        "h3_tr_details",
        "effect",
        "transit",
        "#det-2",
        "Show the steps of the second route",
        _on_click("#det-2", _el("steps-2") + ".classList.add('open')"),
        {"note": "three step lines open under route 2 and push route 3 down"},
    ),
    (
        "h3_tr_to_enter",
        "effect",
        "transit",
        "#to",
        "press Enter to search",
        _on_key(
            "#to",
            "Enter",
            "const d = document.createElement('div'); d.textContent = 'Harbour Museum'; "
            + _el("recent")
            + ".prepend(d);",
        ),
        {
            "key": "Enter",
            "note": "Return in the To field adds 'Harbour Museum' to the top of the Recent list",
        },
    ),
    (
        "h3_tr_zoom_noop",
        "no_effect",
        "transit",
        "#zin",
        "Zoom in on the map",
        "",
        {"note": "a round map button that grows and gains a shadow on hover; no handler"},
    ),
    (
        "h3_tr_locate_disabled",
        "no_effect",
        "transit",
        "#locate",
        "Show my location on the map",
        "",
        {"note": "disabled locate button (location permission denied)"},
    ),
    (
        "h3_tr_live_noop",
        "no_effect",
        "transit",
        "#mapgap",
        "Drop a pin at the destination",
        LIVE_DOT,
        {
            "volatile": "blink",
            "note": "a live-vehicle dot pulses on the map; the click lands on empty map",
        },
    ),
    (
        "h3_tr_live_tram",
        "effect",
        "transit",
        "#m-tram",
        "Exclude trams from the routes",
        LIVE_DOT + _TRAM_OFF,
        {"volatile": "blink", "note": "live dot pulsing AND the tram icon turning teal -> grey"},
    ),
    # -- food ---------------------------------------------------------------------------------
    (
        "h3_fo_add",
        "effect",
        "food",
        "#add-2",
        "Add the pepperoni pizza to my order",
        _on_click(
            "#add-2",
            _el("badge")
            + ".textContent = '3'; const l = document.createElement('div'); l.className = 'line'; "
            "l.innerHTML = '<span class=\"nm\">Ember pepperoni</span><span>1</span><span>&euro;13.90</span>'; "
            + _el("lines")
            + ".appendChild(l); "
            + _el("subtotal")
            + ".innerHTML = '&euro;35.20';",
        ),
        {
            "note": "the cart badge goes 2 -> 3, a line appears in the order and the subtotal changes"
        },
    ),
    (
        "h3_fo_fav",
        "effect",
        "food",
        "#fav-3",
        "Save the mushroom pizza to favourites",
        _on_click("#fav-3", _el("fav-3") + ".classList.add('on')"),
        {
            "note": "a 16 px outline heart on the photo becomes a filled red heart (red and grows on hover)"
        },
    ),
    (
        "h3_fo_qty_plus",
        "effect",
        "food",
        "#qplus-1",
        "Make it two Margheritas",
        _on_click(
            "#qplus-1",
            _el("q-1") + ".textContent = '2'; " + _el("subtotal") + ".innerHTML = '&euro;32.80';",
        ),
        {"note": "a quantity goes 1 -> 2 and the subtotal changes"},
    ),
    (
        "h3_fo_cutlery",
        "effect",
        "food",
        "#cutlery-box",
        "Include cutlery with the order",
        _on_click("#cutlery", _el("cutlery-box") + ".classList.toggle('on')"),
        {"note": "a custom checkbox fills orange with a white tick"},
    ),
    (
        "h3_fo_checkout_disabled",
        "no_effect",
        "food",
        "#checkout",
        "Go to checkout and pay",
        "",
        {"note": "disabled checkout button (minimum order not reached)"},
    ),
    (
        "h3_fo_tab_noop",
        "no_effect",
        "food",
        "#cat-desserts",
        "Show the desserts",
        "",
        {
            "note": "a category tab whose text darkens and gains a grey underline on hover; no handler"
        },
    ),
    (
        "h3_fo_soldout_flash",
        "no_effect",
        "food",
        "#add-5",
        "Add the truffle gnocchi",
        _on_click(
            "#add-5",
            _flash(
                _el("soldout") + ".style.display='block'", _el("soldout") + ".style.display='none'"
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "a 'sold out today' toast shows for 450 ms and is gone before the post frame; the cart is unchanged",
        },
    ),
    (
        "h3_fo_promo_enter",
        "no_effect",
        "food",
        "#promo",
        "press Enter to apply the promo code",
        _el("promo") + ".value = 'SPRING10';",
        {"key": "Enter", "note": "Return in the promo field: nothing listens"},
    ),
    # -- news ---------------------------------------------------------------------------------
    (
        "h3_nw_save",
        "effect",
        "news",
        "#save",
        "Save this article to read later",
        _on_click("#save", _el("save") + ".classList.add('on')"),
        {"note": "an 18 px outline bookmark becomes solid (same grey; darker on hover)"},
    ),
    (
        "h3_nw_font_up",
        "effect",
        "news",
        "#fontup",
        "Make the text bigger",
        _on_click("#fontup", _el("body") + ".classList.add('big')"),
        {"note": "the article body reflows in a larger size"},
    ),
    (
        "h3_nw_section",
        "effect",
        "news",
        "#sec-science",
        "Go to the Science section",
        _on_click(
            "#sec-science",
            "document.querySelector('.sec.on').classList.remove('on'); "
            + _el("sec-science")
            + ".classList.add('on')",
        ),
        {"note": "the red underline and bold move from World to Science in the section bar"},
    ),
    (
        "h3_nw_signup_enter",
        "effect",
        "news",
        "#email",
        "press Enter to subscribe",
        _el("email")
        + ".value = 'reader@example.com';"
        + _on_key("#email", "Enter", _el("thanks") + ".style.display = 'block';"),
        {"key": "Enter", "note": "Return in the newsletter field shows a 'Thanks' line under it"},
    ),
    (
        "h3_nw_listen_layer",
        "no_effect",
        "news",
        "#listen",
        "Listen to the article",
        LOCK + _on_click("#listen", _el("player") + ".style.display = 'block'"),
        {
            "note": "a transparent consent layer over the page absorbs the click; the button has a handler"
        },
    ),
    (
        "h3_nw_mostread_noop",
        "no_effect",
        "news",
        "#mr-2",
        "Open the lighthouse keeper story",
        "",
        {"note": "a headline that turns red and underlined on hover; no handler"},
    ),
    (
        "h3_nw_share_same",
        "no_effect",
        "news",
        "#share",
        "Share the article",
        _on_click(
            "#share", "const b = document.getElementById('body'); b.innerHTML = b.innerHTML;"
        ),
        {
            "note": "a share icon with a tooltip on hover; the handler re-renders the article body identically"
        },
    ),
    (
        "h3_nw_empty",
        "no_effect",
        "news",
        "#gutter",
        "Open the article's comments",
        "",
        {"note": "the click lands in the empty left margin"},
    ),
    # -- tvguide ------------------------------------------------------------------------------
    (
        "h3_tv_mylist",
        "effect",
        "tvguide",
        "#mylist",
        "Add Tidewater to my list",
        _on_click("#mylist", _el("mylist") + ".innerHTML = '&#10003; In my list'"),
        {"note": "the outline pill's label changes '+ My list' -> 'In my list' with a tick"},
    ),
    (
        "h3_tv_bell",
        "effect",
        "tvguide",
        "#bell-3",
        "Remind me when the Late Debate starts",
        _on_click("#bell-3", _el("bell-3") + ".classList.add('on')"),
        {"note": "a 14 px outline bell in a programme cell becomes solid violet"},
    ),
    (
        "h3_tv_cell_select",
        "effect",
        "tvguide",
        "#cell-7",
        "Select the Northern Lights film",
        "document.querySelectorAll('.cell').forEach(c => c.addEventListener('click', () => { "
        "document.querySelector('.cell.sel').classList.remove('sel'); c.classList.add('sel'); }));",
        {
            "note": "the selected programme (violet outline and tint) moves from Tidewater to Northern Lights"
        },
    ),
    (
        "h3_tv_day_next",
        "effect",
        "tvguide",
        "#day-next",
        "Show tomorrow's schedule",
        _on_click("#day-next", _el("dayname") + ".textContent = 'Tomorrow'"),
        {"note": "the day label changes 'Today' -> 'Tomorrow'"},
    ),
    (
        "h3_tv_play_disabled",
        "no_effect",
        "tvguide",
        "#play",
        "Play Tidewater",
        "",
        {"note": "disabled Play button (starts at 21:00)"},
    ),
    (
        "h3_tv_day_prev_first",
        "no_effect",
        "tvguide",
        "#day-prev",
        "Show yesterday's schedule",
        _on_click("#day-prev", _el("dayname") + ".textContent = 'Today'"),
        {"note": "the guide starts today: the handler writes the same 'Today' label again"},
    ),
    (
        "h3_tv_escape_noop",
        "no_effect",
        "tvguide",
        "#mylist",
        "press Escape to close the details",
        "",
        {"key": "Escape", "note": "Escape on the focused My list button: nothing listens"},
    ),
    (
        "h3_tv_clock_noop",
        "no_effect",
        "tvguide",
        "#search",
        "Search for a programme",
        TV_CLOCK,
        {
            "volatile": "clock",
            "note": "the header clock ticks seconds; the search icon brightens and shows a tooltip on hover, no handler",
        },
    ),
    (
        "h3_tv_clock_fav",
        "effect",
        "tvguide",
        "#fav-ch3",
        "Add Kino+ to my favourite channels",
        TV_CLOCK + _FAV_CH3,
        {
            "volatile": "clock",
            "note": "clock ticking AND a 14 px outline star filling gold next to a channel name",
        },
    ),
]
