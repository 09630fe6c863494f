# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT7 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout7_frozen``) before any verdict
on one of its cases was looked at. Like the earlier held-out parts it is never used to choose
a threshold, nor looked at case by case: it is a seventh held-out set to report a final figure
on.

This part is about LARGE things that move by themselves right next to the control that is
clicked. Every page starts its motion in every scenario (no scenario of this part shows a still
page), and the moving area is a big panel beside, around or under the small control:

* ``screener``: a stock screener, a watchlist of eight rows (live prices, change and a
  sparkline per row, redrawn every 260 ms) right beside a big live area chart that scrolls one
  point every 90 ms, with a moving price tag and volume bars;
* ``fleet``: a fleet-tracking dashboard, dark first: a vehicle list (live speeds) beside a
  big drawn street map on which three vehicle markers drive their routes (a step every 60 ms),
  their dashed routes marching, with a layers panel and zoom buttons floating over the map;
* ``pipeline``: a CI/CD pipeline run, dark first: stages with running jobs (turning spinners,
  growing progress bars and percentages, a running elapsed timer) beside a big live log that
  appends a line every 140 ms and scrolls up;
* ``thermostat``: a smart-thermostat and energy dashboard: a big dial with a heat-flow ring
  that turns (a step every 50 ms) between the -/+ buttons, a live power bar chart, a swinging
  humidity needle and a turning fan;
* ``lesson``: an e-learning video lesson: a playing animated illustration (a travelling wave
  with a bobbing ball and changing captions), a running time and progress bar, and a strip of
  slide thumbnails that auto-advances (and slides) every 700 ms under it;
* ``liveblog``: a newsroom live blog: a new post slides in at the top of the feed every 550 ms
  pushing the others down, beside live results bars that grow and a LIVE badge that pulses.

The fleet and pipeline designs list their dark theme first (their native look), the others
their light theme; every design has both (``class="dark"`` on the body), and every scenario is
rendered once in each, one per size, alternating like the earlier parts. Each page is one self-contained HTML document served from
``https://vigil.test/h7/<doc>``. Every behaviour a scenario needs (the motion too) is wired by
the scenario's ``setup`` after load (the pages only draw content), so a label follows from the
scenario alone. Controls react to the pointer in their own ways: discs, tints, a gear that
turns, colour shifts, underlines, borders, a red cross; transitions of 100-250 ms.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import on_click as _click
from page_js import page_html


def _ic(d: str, size: int, cls: str = "ic") -> str:
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}"><path d="{d}"/></svg>'


# -- icon outlines (drawn for this part; stroke and fill come from CSS) ---------------------------
I_STAR = "M12 3.2l2.6 5.6 6 .6-4.5 4.1 1.3 6L12 16.5l-5.4 3 1.3-6-4.5-4.1 6-.6z"
I_BELL = "M6 16.5v-5a6 6 0 0112 0v5l1.6 1.8H4.4zM10 21h4"
I_X = "M6 6l12 12M18 6L6 18"
I_TICK = "M5 12.5l4.5 4.5L19 7.5"
I_GEAR = "M12 8.6a3.4 3.4 0 110 6.8 3.4 3.4 0 010-6.8zM12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.9 1.9M16.6 16.6l1.9 1.9M5.5 18.5l1.9-1.9M16.6 7.4l1.9-1.9"
I_EYE = "M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12zM12 9.2a2.8 2.8 0 110 5.6 2.8 2.8 0 010-5.6z"
I_BUBBLE = "M4 5.5h16v10H10l-4.5 3.5v-3.5H4z"
I_DOWNLOAD = "M12 3.5v11.5M7.2 10.6l4.8 4.8 4.8-4.8M4.5 20h15"
I_LEAF = "M5 19c0-8 5-13.5 14.5-14-.3 9.5-5.6 14.5-13.5 14.5M5 19l7-7"
I_HISTORY = "M4 12a8 8 0 102.4-5.7M4 4.5v3.8h3.8M12 8v4.3l2.8 1.8"
I_FAN = "M12 10.5c0-4 1-7 3.5-7s2.5 4-3.5 7zM13.5 12c4 0 7 1 7 3.5s-4 2.5-7-3.5zM12 13.5c0 4-1 7-3.5 7s-2.5-4 3.5-7zM10.5 12c-4 0-7-1-7-3.5s4-2.5 7 3.5z"
I_BOOKMARK = "M7 3.5h10v17l-5-3.6-5 3.6z"
I_PLAY = "M8 5v14l11-7z"
I_CC = "M3.5 6h17v12h-17zM10.5 10.4a2 2 0 100 3.2M16.5 10.4a2 2 0 100 3.2"
I_FULL = "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
I_HEART = (
    "M12 20.5S3.8 15.4 3.8 9.6A4.4 4.4 0 0112 7.3a4.4 4.4 0 018.2 2.3c0 5.8-8.2 10.9-8.2 10.9z"
)
I_SHARE = "M17.5 8a2.5 2.5 0 100-.1M6.5 14.5a2.5 2.5 0 100-.1M17.5 21a2.5 2.5 0 100-.1M8.7 13.1l6.6-3.8M8.7 15.9l6.6 3.8"
I_HAND = "M8 12V6.5a1.5 1.5 0 013 0V11M11 10.5V5a1.5 1.5 0 013 0v5.5M14 10.5V6.5a1.5 1.5 0 013 0V14c0 4-2.5 6.5-6 6.5-2.5 0-4-1.2-5.5-3.5L4 14.5a1.5 1.5 0 012.5-1.7L8 14.5"
I_SEARCH = "M10.5 4a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM15.3 15.3l5 5"

# -- screener: a stock watchlist beside a big live area chart --------------------------------------
_STOCKS = [
    (1, "AAPL", "Apple Inc", "228.41", "+0.38"),
    (2, "NVDA", "Nvidia Corp", "141.07", "+1.12"),
    (3, "MSFT", "Microsoft", "417.88", "-0.21"),
    (4, "AMZN", "Amazon.com", "201.35", "+0.64"),
    (5, "TSLA", "Tesla Inc", "338.92", "-1.87"),
    (6, "META", "Meta Platforms", "589.14", "+0.09"),
    (7, "GOOG", "Alphabet C", "176.52", "-0.46"),
    (8, "AMD", "Adv. Micro Devices", "137.60", "+2.31"),
]


def _stock(k: int, sym: str, name: str, last: str, chg: str) -> str:
    cls = "dn" if chg.startswith("-") else "up"
    return (
        f'<tr id="r-{k}" data-o="{chg}"><td><button class="st" id="st-{k}">{_ic(I_STAR, 16)}</button></td>'
        f"<td><b>{sym}</b><small>{name}</small></td><td class='r last'>{last}</td>"
        f"<td class='r'><span class='chg {cls}'>{chg}%</span></td>"
        f'<td><svg class="spk" viewBox="0 0 80 24" width="80" height="24"><polyline points="0,12 80,12"/></svg></td>'
        f'<td><button class="al" id="al-{k}">{_ic(I_BELL, 16)}</button></td>'
        f'<td><button class="ck" id="cmp-{k}">{_ic(I_TICK, 11)}</button></td>'
        f'<td><button class="rm" id="rm-{k}">{_ic(I_X, 12)}</button></td></tr>'
    )


SCREENER = (
    """
<style>
:root { --bg:#f6f7f9; --panel:#ffffff; --text:#111827; --muted:#6b7280; --line:#e5e7eb; --acc:#2563eb; --accs:rgba(37,99,235,.1); --up:#059669; --dn:#dc2626; --amber:#f59e0b; --cmp:#ea580c; --area:rgba(37,99,235,.14); }
body.dark { --bg:#0b0e14; --panel:#131822; --text:#e5e7eb; --muted:#8b93a3; --line:#232a37; --acc:#60a5fa; --accs:rgba(96,165,250,.14); --up:#34d399; --dn:#f87171; --amber:#fbbf24; --cmp:#fb923c; --area:rgba(96,165,250,.16); }
body { margin:0; font:13px/1.35 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:22px; height:52px; padding:0 22px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font-weight:bold; font-size:18px; letter-spacing:-.02em; } .logo i { color:var(--acc); font-style:normal; }
.top nav { display:flex; gap:18px; color:var(--muted); } .top nav .on { color:var(--text); font-weight:bold; }
.idx { color:var(--muted); } .idx b { font-weight:normal; }
.up { color:var(--up); } .dn { color:var(--dn); }
#sym { margin-left:auto; width:200px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:6px; padding:7px 10px; font:inherit; outline:none; caret-color:transparent; }
.main { display:grid; grid-template-columns:minmax(0,560px) minmax(0,1fr); gap:12px; padding:12px; height:calc(100vh - 77px); }
section { background:var(--panel); border:1px solid var(--line); border-radius:10px; overflow:hidden; }
.wlh { display:flex; align-items:baseline; justify-content:space-between; padding:12px 14px 6px; }
.wlh h2 { margin:0; font-size:16px; } .wlh span, .mu { color:var(--muted); font-size:12px; }
table { width:100%; border-collapse:collapse; }
th { text-align:left; font-weight:normal; color:var(--muted); font-size:11px; padding:6px 6px; border-bottom:1px solid var(--line); }
td { padding:7px 6px; border-bottom:1px solid var(--line); white-space:nowrap; } td.r, th.r { text-align:right; }
td b { display:block; font-size:13px; } td small { color:var(--muted); font-size:11px; }
.last { font-family:"DejaVu Sans Mono", monospace; font-size:12px; } .chg { font-size:12px; }
.spk polyline { fill:none; stroke:var(--acc); stroke-width:1.5; }
.st, .al, .ck, .rm { border:0; background:none; padding:3px; display:grid; place-items:center; cursor:pointer; color:#9ca3af; border-radius:6px; }
body.dark .st, body.dark .al, body.dark .rm { color:#5b6475; }
.st { transition:color .12s; } .st:hover { color:#6b7280; } body.dark .st:hover { color:#9aa3b5; }
.st.on, body.dark .st.on { color:var(--amber); } .st.on path { fill:var(--amber); }
.al { transition:background .12s; } .al:hover { background:var(--accs); }
.al.on, body.dark .al.on { color:var(--acc); } .al.on path { fill:var(--acc); }
.ck { width:16px; height:16px; padding:0; border:1.5px solid #9ca3af; border-radius:4px; background:var(--panel); transition:border-color .12s; }
.ck:hover { border-color:var(--acc); } .ck svg { visibility:hidden; } .ck svg path { stroke:#fff; stroke-width:3.4; }
.ck.on { background:var(--cmp); border-color:var(--cmp); } .ck.on svg { visibility:visible; }
.rm { transition:color .12s; } .rm:hover { color:var(--dn); }
.chart { display:flex; flex-direction:column; }
.chh { padding:12px 16px 4px; } .chh .t { display:flex; align-items:baseline; gap:10px; }
.chh .t b { font-size:18px; } #cpx { font:bold 22px "DejaVu Sans Mono", monospace; margin-left:8px; }
.tb { display:flex; align-items:center; gap:8px; margin-top:8px; }
.rg { display:flex; gap:2px; background:var(--bg); border:1px solid var(--line); border-radius:7px; padding:2px; }
.rg button { border:0; background:none; color:var(--muted); font:inherit; font-size:12px; padding:4px 11px; border-radius:5px; cursor:pointer; transition:background .12s; }
.rg button:hover { background:var(--accs); } .rg button.on { background:var(--acc); color:#fff; } body.dark .rg button.on { color:#0b0e14; }
#chdead { flex:1; height:30px; }
#cmpleg { display:none; color:var(--cmp); font-size:12px; } body.cmp #cmpleg { display:inline; }
#cgear { border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; transition:transform .25s, color .15s; }
#cgear:hover { transform:rotate(60deg); color:var(--text); }
.cbody { position:relative; flex:1; margin:6px 64px 0 16px; min-height:0; }
.cbody svg { position:absolute; inset:0; width:100%; height:100%; }
.grid line { stroke:var(--line); stroke-width:1; vector-effect:non-scaling-stroke; }
#carea { fill:var(--area); } #cline { fill:none; stroke:var(--acc); stroke-width:2; vector-effect:non-scaling-stroke; }
#cvol { stroke:var(--muted); stroke-width:4; opacity:.35; vector-effect:non-scaling-stroke; }
#ccmp { display:none; fill:none; stroke:var(--cmp); stroke-width:2; stroke-dasharray:6 4; vector-effect:non-scaling-stroke; } body.cmp #ccmp { display:inline; }
#ctag { position:absolute; right:-60px; transform:translateY(-50%); background:var(--acc); color:#fff; font:11px "DejaVu Sans Mono", monospace; padding:2px 5px; border-radius:3px; }
body.dark #ctag { color:#0b0e14; }
.cfoot { display:flex; align-items:center; gap:14px; padding:12px 16px; border-top:1px solid var(--line); }
#trade { border:0; background:var(--acc); color:#fff; font:bold 13px inherit; padding:8px 22px; border-radius:7px; cursor:pointer; }
#trade:disabled { background:var(--line); color:var(--muted); cursor:default; }
</style>
<header class="top"><span class="logo"><i>&#9670;</i> quantly</span><nav><a>Markets</a><a class="on">Screener</a><a>News</a><a>Portfolio</a></nav>
<span class="idx">S&amp;P 500 <b class="up">+0.42%</b></span><span class="idx">NASDAQ <b class="up">+0.87%</b></span><span class="idx">DAX <b class="dn">-0.15%</b></span>
<input id="sym" value="" placeholder="Search symbol" autocomplete="off"></header>
<div class="main"><section class="wl"><div class="wlh"><h2>Watchlist <span id="wcount">&middot; 8 symbols</span></h2><span>Prices live</span></div>
<table><thead><tr><th style="width:22px"></th><th>Symbol</th><th class="r">Last</th><th class="r">Chg</th><th>Intraday</th><th style="width:22px">Alert</th><th style="width:22px">Cmp</th><th style="width:18px"></th></tr></thead><tbody>"""
    + "".join(_stock(*s) for s in _STOCKS)
    + """</tbody></table></section>
<section class="chart"><div class="chh"><div class="t"><b>NVDA</b><span class="mu">Nvidia Corp &middot; NASDAQ</span><span id="cpx">141.07</span><span class="up">+1.12%</span></div>
<div class="tb"><div class="rg"><button id="rg-1d" class="on">1D</button><button id="rg-1w">1W</button><button id="rg-1m">1M</button><button id="rg-1y">1Y</button></div><div id="chdead"></div><span id="cmpleg">- - vs AMZN</span><button id="cgear">"""
    + _ic(I_GEAR, 18)
    + """</button></div></div>
<div class="cbody"><svg viewBox="0 0 1000 400" preserveAspectRatio="none"><g class="grid">"""
    + "".join(f'<line x1="0" x2="1000" y1="{y}" y2="{y}"/>' for y in range(50, 400, 70))
    + """</g><path id="carea"/><path id="cvol"/><path id="ccmp"/><path id="cline"/></svg><span id="ctag">141.07</span></div>
<div class="cfoot"><button id="trade" disabled>Trade</button><span class="mu">Trading is not available in your region &middot; quotes real time</span></div></section></div>
"""
)

# -- fleet: a vehicle list beside a big street map with moving markers (dark first) -------------------
_VEHICLES = [
    (1, "Van 03", "R. Silva", "Harbour Rd", "go", "38"),
    (2, "Van 07", "M. Okafor", "Mill Street", "go", "44"),
    (3, "Truck 12", "J. Novak", "Ring Avenue", "go", "51"),
    (4, "Van 15", "A. Berg", "Depot", "idle", "0"),
    (5, "Truck 21", "S. Haddad", "Canal Quay", "late", "22"),
    (6, "Van 24", "L. Moreau", "Depot", "idle", "0"),
]


def _vehicle(k: int, name: str, driver: str, street: str, state: str, speed: str) -> str:
    return (
        f'<div class="vr" id="vrow-{k}"><i class="dot s-{state}"></i><div class="vn"><b>{name}</b><small>{driver} &middot; {street}</small></div>'
        f'<span class="spd" data-v="{speed}">{speed} km/h</span><button class="ib eye" id="eye-{k}">{_ic(I_EYE, 17)}</button>'
        f'<button class="ib msg" id="msg-{k}">{_ic(I_BUBBLE, 17)}</button></div>'
    )


_ROADS = [
    "M0 120H1000",
    "M0 330H1000",
    "M0 560H1000",
    "M160 0V700",
    "M420 0V700",
    "M700 0V700",
    "M880 0V700",
    "M0 700L420 330L700 120L860 0",
]
_ROUTES = [
    "M160 120H880V330H700V560H160Z",
    "M420 60V640H880V120H420Z",
    "M40 330H700V60H160V620H40Z",
]

FLEET = (
    """
<style>
:root { --bg:#f3f5f4; --panel:#ffffff; --text:#17201c; --muted:#66736d; --line:#dfe5e2; --acc:#0f9d76; --accs:rgba(15,157,118,.12); --land:#e8ece6; --block:#dde3dc; --road:#ffffff; --roadb:#cfd6cf; --water:#b9d8ea; --park:#cfe6c4; --warn:#d97706; }
body.dark { --bg:#0e1412; --panel:#151d1a; --text:#e3ebe7; --muted:#8a9a93; --line:#24302b; --acc:#34d399; --accs:rgba(52,211,153,.14); --land:#1a2320; --block:#202b27; --road:#34413c; --roadb:#2a3632; --water:#15324a; --park:#1d3a27; --warn:#fbbf24; }
body { margin:0; font:13px/1.35 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:18px; height:54px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font-weight:bold; font-size:17px; } .logo i { display:inline-block; width:12px; height:12px; border-radius:3px; background:var(--acc); margin-right:7px; }
.kp { color:var(--muted); } .kp b { color:var(--text); } .kp.warn b { color:var(--warn); }
.sp { flex:1; } #eta { font:13px "DejaVu Sans Mono", monospace; color:var(--muted); }
.main { display:grid; grid-template-columns:330px minmax(0,1fr); height:calc(100vh - 55px); }
.side { background:var(--panel); border-right:1px solid var(--line); padding:14px 12px; display:flex; flex-direction:column; }
#ffilter { border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:8px; padding:8px 10px; font:inherit; outline:none; caret-color:transparent; margin-bottom:10px; }
.vr { display:flex; align-items:center; gap:9px; padding:9px 8px; border-radius:9px; cursor:pointer; }
.vr:hover { background:var(--bg); } .vr.sel { background:var(--accs); box-shadow:inset 3px 0 0 var(--acc); }
.dot { width:9px; height:9px; border-radius:50%; flex:none; } .s-go { background:var(--acc); } .s-idle { background:#9ca3af; } .s-late { background:var(--warn); }
.vn { flex:1; min-width:0; } .vn b { display:block; } .vn small { color:var(--muted); font-size:11px; }
.spd { font:12px "DejaVu Sans Mono", monospace; color:var(--muted); width:62px; text-align:right; }
.ib { border:0; background:none; color:#9aa5a0; padding:3px; display:grid; cursor:pointer; border-radius:6px; transition:color .12s; }
body.dark .ib { color:#5d6b65; }
.eye:hover { color:#66736d; } body.dark .eye:hover { color:#a3b1ab; } .eye.on, body.dark .eye.on { color:var(--acc); }
.msg:hover { color:var(--acc); }
#fldead { flex:1; }
.side .foot { color:var(--muted); font-size:11px; border-top:1px solid var(--line); padding-top:8px; }
.map { position:relative; overflow:hidden; background:var(--land); }
.map > svg { position:absolute; inset:0; width:100%; height:100%; }
.blk { fill:var(--block); } .wat { fill:var(--water); } .prk { fill:var(--park); }
.rd { fill:none; stroke:var(--roadb); stroke-width:22; } .rdi { fill:none; stroke:var(--road); stroke-width:16; }
.route { fill:none; stroke-width:5; stroke-dasharray:6 14; stroke-linecap:round; opacity:.75; }
.trf { display:none; fill:none; stroke-width:8; stroke-linecap:round; } body.traffic .trf { display:inline; }
#fence { display:none; fill:rgba(217,119,6,.1); stroke:var(--warn); stroke-width:3; stroke-dasharray:10 8; } body.geo #fence { display:inline; }
.veh circle { stroke:#fff; stroke-width:3; } .veh path { fill:#fff; }
.layers { position:absolute; top:16px; right:16px; width:170px; background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:10px 12px; box-shadow:0 6px 18px rgba(0,0,0,.15); }
.layers b { display:block; font-size:11px; text-transform:uppercase; letter-spacing:.08em; color:var(--muted); margin-bottom:6px; }
.lrow { display:flex; width:max-content; align-items:center; gap:9px; padding:5px 0; cursor:pointer; }
.tr { width:32px; height:18px; border-radius:9px; background:#c4ccc8; position:relative; transition:background .15s, box-shadow .15s; } body.dark .tr { background:#3a4742; }
.tr:after { content:""; position:absolute; top:2px; left:2px; width:14px; height:14px; border-radius:50%; background:#fff; transition:left .15s; }
#traffic:hover .tr { box-shadow:0 0 0 3px var(--accs); } #traffic.on .tr { background:var(--acc); } #traffic.on .tr:after { left:16px; }
.box { width:16px; height:16px; box-sizing:border-box; border:2px solid #9aa5a0; border-radius:4px; display:grid; place-items:center; transition:border-color .12s; }
#geo:hover .box { border-color:var(--acc); } .box svg { visibility:hidden; } .box svg path { stroke:#fff; stroke-width:3.4; }
#geo.on .box { background:var(--acc); border-color:var(--acc); } #geo.on .box svg { visibility:visible; }
.zoom { position:absolute; right:16px; top:128px; display:flex; flex-direction:column; background:var(--panel); border:1px solid var(--line); border-radius:9px; overflow:hidden; box-shadow:0 6px 18px rgba(0,0,0,.15); }
.zoom button { width:38px; height:36px; border:0; background:none; color:var(--text); font:20px "DejaVu Sans", sans-serif; cursor:pointer; transition:background .12s; }
.zoom button + button { border-top:1px solid var(--line); } .zoom button:hover { background:var(--accs); }
#recenter { position:absolute; right:16px; bottom:18px; border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:9px; padding:8px 14px; font:inherit; cursor:pointer; }
#recenter:disabled { color:var(--muted); opacity:.6; cursor:default; }
#vcard { display:none; position:absolute; left:16px; bottom:18px; width:250px; background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:12px 14px; box-shadow:0 10px 24px rgba(0,0,0,.2); }
#vcard h4 { margin:0 0 4px; font-size:15px; } #vcard p { margin:2px 0; color:var(--muted); font-size:12px; } #vcard p b { color:var(--text); font-weight:normal; }
</style>
<header class="top"><span class="logo"><i></i>Fleetline</span><span class="kp"><b>12</b> on route</span><span class="kp"><b>3</b> idle</span><span class="kp warn"><b>1</b> delayed</span><span class="sp"></span><span id="eta">Next arrival 00:06:40</span></header>
<div class="main"><aside class="side"><input id="ffilter" value="" placeholder="Filter vehicles or drivers" autocomplete="off">"""
    + "".join(_vehicle(*v) for v in _VEHICLES)
    + """<div id="fldead"></div><div class="foot">Positions update every second &middot; 16 vehicles</div></aside>
<div class="map"><svg viewBox="0 0 1000 700" preserveAspectRatio="xMidYMid slice">
<path class="wat" d="M0 420C90 400 120 470 90 520S0 600 0 640z"/><path class="wat" d="M1000 600C930 590 900 640 920 700H1000z"/>
<rect class="prk" x="440" y="350" width="240" height="190" rx="14"/><rect class="prk" x="180" y="140" width="220" height="170" rx="14"/>"""
    + "".join(
        f'<rect class="blk" x="{x}" y="{y}" width="{w}" height="{h}" rx="6"/>'
        for x, y, w, h in [
            (20, 20, 120, 80),
            (180, 20, 220, 80),
            (440, 20, 240, 80),
            (720, 20, 140, 80),
            (20, 140, 120, 170),
            (720, 140, 140, 170),
            (900, 140, 100, 170),
            (180, 350, 220, 190),
            (720, 350, 140, 190),
            (900, 350, 100, 190),
            (180, 580, 220, 120),
            (440, 580, 240, 120),
            (720, 580, 140, 120),
        ]
    )
    + "".join(f'<path class="rd" d="{d}"/>' for d in _ROADS)
    + "".join(f'<path class="rdi" d="{d}"/>' for d in _ROADS)
    + """<g><path class="trf" stroke="#dc2626" d="M420 120H700"/><path class="trf" stroke="#f59e0b" d="M880 330V560"/><path class="trf" stroke="#dc2626" d="M160 330V560"/><path class="trf" stroke="#f59e0b" d="M420 560H700"/><path class="trf" stroke="#16a34a" d="M0 330H160"/></g>
<circle id="fence" cx="560" cy="330" r="150"/>"""
    + "".join(
        f'<path class="route" id="route-{k}" stroke="{c}" d="{d}"/>'
        for k, (d, c) in enumerate(zip(_ROUTES, ["#0ea5e9", "#8b5cf6", "#f43f5e"], strict=True), 1)
    )
    + "".join(
        f'<g class="veh" id="veh-{k}"><circle r="19" fill="{c}"/><path d="M-7 -8L11 0L-7 8z"/></g>'
        for k, c in enumerate(["#0ea5e9", "#8b5cf6", "#f43f5e"], 1)
    )
    + """</svg>
<div class="layers"><b>Map layers</b><div class="lrow" id="traffic"><span class="tr"></span>Traffic</div><div class="lrow" id="geo"><span class="box">"""
    + _ic(I_TICK, 11)
    + """</span>Geofences</div></div>
<div class="zoom"><button id="zin">+</button><button id="zout">&minus;</button></div>
<button id="recenter" disabled>Recenter map</button>
<div id="vcard"><h4>Truck 12</h4><p>Driver <b>J. Novak</b></p><p>Next stop <b>Dock 4, Ring Avenue</b></p><p>ETA <b>14:32</b> &middot; 3 of 9 stops done</p></div></div></div>
"""
)

# -- pipeline: a CI/CD run, running jobs beside a live log (dark first) --------------------------------
_JOBS = [
    (2, "unit-tests", "runner-11", 64),
    (3, "e2e-tests", "runner-14", 41),
    (4, "integration", "runner-09", 28),
]


def _job(k: int, name: str, runner: str, pct: int) -> str:
    return (
        f'<div class="job run" id="job-{k}"><div class="jr"><i class="spin"></i><b>{name}</b><small>{runner}</small>'
        f'<span class="pct">{pct}%</span><button class="cx" id="cancel-{k}">{_ic(I_X, 13)}</button></div>'
        f'<div class="bar"><i style="width:{pct}%"></i></div><span class="cn">Cancelled by you</span></div>'
    )


PIPELINE = (
    """
<style>
:root { --bg:#f6f8fa; --panel:#ffffff; --text:#1f2328; --muted:#656d76; --line:#d8dee4; --acc:#8250df; --ok:#1a7f37; --run:#bf8700; --bad:#cf222e; --logbg:#f6f8fa; --logt:#24292f; --star:#d4a72c; }
body.dark { --bg:#0d1117; --panel:#161b22; --text:#e6edf3; --muted:#8d96a0; --line:#30363d; --acc:#a371f7; --ok:#3fb950; --run:#d29922; --bad:#f85149; --logbg:#010409; --logt:#c9d1d9; --star:#e3b341; }
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.9; stroke-linecap:round; stroke-linejoin:round; }
@keyframes turn { to { transform:rotate(360deg); } }
.top { display:flex; align-items:center; gap:12px; height:56px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.repo { color:var(--muted); } .top > b { font-size:16px; }
#pstar { border:1px solid var(--line); background:var(--panel); color:var(--muted); border-radius:6px; padding:3px; display:grid; cursor:pointer; transition:border-color .12s, color .12s; }
#pstar:hover { border-color:var(--muted); color:var(--text); } #pstar.on { color:var(--star); } #pstar.on path { fill:var(--star); }
.runb { display:flex; align-items:center; gap:6px; color:var(--run); border:1px solid var(--run); border-radius:12px; padding:2px 9px; font-size:12px; }
.spin { width:11px; height:11px; border-radius:50%; border:2px solid var(--run); border-right-color:transparent; animation:turn .8s linear infinite; flex:none; }
.mu { color:var(--muted); } .sp { flex:1; } #elapsed { font:13px "DejaVu Sans Mono", monospace; color:var(--text); }
#rerun { border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:6px; padding:6px 14px; font:inherit; cursor:pointer; }
#rerun:disabled { color:var(--muted); background:var(--bg); cursor:default; }
.main { display:grid; grid-template-columns:400px minmax(0,1fr); gap:14px; padding:14px; height:calc(100vh - 85px); }
.stages { display:flex; flex-direction:column; gap:10px; }
.stg { background:var(--panel); border:1px solid var(--line); border-radius:8px; padding:10px 12px; }
.stg h3 { margin:0 0 6px; font-size:11px; text-transform:uppercase; letter-spacing:.08em; color:var(--muted); }
.done { display:flex; align-items:center; gap:8px; padding:4px 0; } .done svg { color:var(--ok); } .done small { margin-left:auto; color:var(--muted); font-family:"DejaVu Sans Mono", monospace; }
.job { padding:6px 0; } .jr { display:flex; align-items:center; gap:8px; } .jr small { color:var(--muted); }
.pct { margin-left:auto; font:12px "DejaVu Sans Mono", monospace; color:var(--muted); }
.cx { border:0; background:none; color:var(--muted); padding:3px; display:grid; cursor:pointer; border-radius:5px; transition:background .12s, color .12s; }
.cx:hover { background:rgba(207,34,46,.12); color:var(--bad); }
.bar { height:5px; background:var(--line); border-radius:3px; margin-top:6px; overflow:hidden; } .bar i { display:block; height:5px; background:var(--run); }
.cn { display:none; font-size:11px; color:var(--bad); }
.job.stopped .spin { animation:none; border-color:var(--muted); } .job.stopped .bar i { background:var(--muted); } .job.stopped .cn { display:block; } .job.stopped .cx { visibility:hidden; }
.gate { display:flex; align-items:center; gap:10px; padding:6px 0; }
.gi { width:30px; height:30px; border-radius:50%; display:grid; place-items:center; background:rgba(191,135,0,.14); color:var(--run); flex:none; }
.gate.ok .gi { background:rgba(26,127,55,.14); color:var(--ok); }
.gate div { flex:1; } .gate b { display:block; } .gate small { color:var(--muted); }
#approve { border:0; background:var(--ok); color:#fff; border-radius:6px; padding:7px 14px; font:bold 13px inherit; cursor:pointer; transition:filter .12s; }
#approve:hover { filter:brightness(1.15); } .gate.ok #approve { display:none; }
.wait { color:var(--muted); padding:4px 0; }
.logp { display:flex; flex-direction:column; background:var(--logbg); border:1px solid var(--line); border-radius:8px; overflow:hidden; min-height:0; }
.lh { display:flex; align-items:center; gap:12px; padding:8px 12px; background:var(--panel); border-bottom:1px solid var(--line); }
#logdead { flex:1; height:28px; }
.sw { display:flex; align-items:center; gap:8px; color:var(--muted); cursor:pointer; }
.tr { width:30px; height:16px; border-radius:8px; background:var(--line); position:relative; transition:background .15s; }
.tr:after { content:""; position:absolute; top:2px; left:2px; width:12px; height:12px; border-radius:50%; background:#fff; transition:left .15s; }
#ts:hover { color:var(--text); } #ts.on .tr { background:var(--acc); } #ts.on .tr:after { left:16px; }
#dllog { position:relative; border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; border-radius:5px; transition:background .12s; }
#dllog:hover { background:var(--bg); color:var(--text); }
#dllog:hover::after { content:"Download raw log"; position:absolute; top:32px; right:0; background:#24292f; color:#fff; padding:4px 8px; border-radius:4px; white-space:nowrap; font-size:12px; z-index:3; }
#logbody { flex:1; min-height:0; display:flex; flex-direction:column; justify-content:flex-end; overflow:hidden; padding:8px 12px; font:12px/1.55 "DejaVu Sans Mono", monospace; color:var(--logt); outline:none; }
.ln { white-space:nowrap; } .ln .no { display:inline-block; width:44px; color:var(--muted); } .ln .ts { display:none; color:var(--acc); margin-right:10px; }
body.ts .ln .ts { display:inline; } .ln .ok { color:var(--ok); } .ln .wa { color:var(--run); } .ln .du { color:var(--muted); }
</style>
<header class="top"><span class="repo">acme / web-shop</span><span class="mu">&rsaquo;</span><b>Pipeline #4812</b><button id="pstar">"""
    + _ic(I_STAR, 16)
    + """</button><span class="runb"><i class="spin"></i>Running</span><span class="mu">main &middot; a3f9c21 &middot; started by lena</span><span class="sp"></span><span class="mu">Elapsed</span><span id="elapsed">2m 14s</span><button id="rerun" disabled>Re-run pipeline</button></header>
<div class="main"><aside class="stages"><div class="stg"><h3>Build</h3><div class="done">"""
    + _ic(I_TICK, 15)
    + """compile<small>48s</small></div><div class="done">"""
    + _ic(I_TICK, 15)
    + """docker-image<small>1m 02s</small></div></div>
<div class="stg"><h3>Test</h3><div class="done">"""
    + _ic(I_TICK, 15)
    + """lint<small>21s</small></div>"""
    + "".join(_job(*j) for j in _JOBS)
    + """</div><div class="stg"><h3>Release</h3><div class="gate" id="gate"><span class="gi">"""
    + _ic(I_HAND, 17)
    + """</span><div><b>Production deploy</b><small id="gtext">Waiting for approval &middot; 2 reviewers</small></div><button id="approve">Approve</button></div>
<div class="wait">deploy-production &middot; waiting</div></div></aside>
<section class="logp"><div class="lh"><b>e2e-tests</b><span class="mu">runner-14 &middot; chromium &middot; shard 2/4</span><div id="logdead"></div><span class="sw" id="ts"><span class="tr"></span>Timestamps</span><button id="dllog">"""
    + _ic(I_DOWNLOAD, 17)
    + """</button></div><div id="logbody" tabindex="0"></div></section></div>
"""
)

# -- thermostat: a big dial with a turning heat-flow ring, live power and rooms ---------------------
_ROOMS = [
    (1, "Living room", "20.4", True),
    (2, "Kitchen", "19.8", True),
    (3, "Bedroom", "17.1", False),
    (4, "Office", "18.6", False),
]


def _room(k: int, name: str, temp: str, on: bool) -> str:
    return (
        f'<div class="room"><b>{name}</b><span class="rt">{temp}&deg;</span>'
        f'<button class="rsw{" on" if on else ""}" id="rsw-{k}"><i></i></button></div>'
    )


THERMOSTAT = (
    """
<style>
:root { --bg:#f4f1ec; --panel:#fffdf9; --text:#2a2420; --muted:#8a7f74; --line:#e8e1d6; --heat:#f97316; --heats:rgba(249,115,22,.12); --cool:#0ea5e9; --eco:#16a34a; --track:#efe8dc; --flow:#9a3412; }
body.dark { --bg:#141210; --panel:#1e1b18; --text:#f2ede6; --muted:#a09484; --line:#332e28; --heat:#fb923c; --heats:rgba(251,146,60,.16); --cool:#38bdf8; --eco:#4ade80; --track:#2c2722; --flow:#fff7ed; }
body { margin:0; font:14px/1.4 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
@keyframes turn { to { transform:rotate(360deg); } }
.top { display:flex; align-items:center; gap:16px; height:58px; padding:0 28px; }
.top b { font-size:20px; letter-spacing:-.01em; } .top .mu { color:var(--muted); } .sp { flex:1; }
#fan { color:var(--muted); display:grid; animation:turn 1.7s linear infinite; }
.main { display:grid; grid-template-columns:minmax(0,500px) minmax(0,1fr); grid-template-rows:minmax(0,1fr) auto; gap:16px; padding:4px 28px 20px; height:calc(100vh - 82px); }
.card { background:var(--panel); border:1px solid var(--line); border-radius:22px; padding:18px 20px; }
.dialc { grid-row:span 2; display:flex; flex-direction:column; align-items:center; justify-content:center; }
.dialrow { display:flex; align-items:center; gap:12px; }
.pm { width:52px; height:52px; border-radius:50%; border:1px solid var(--line); background:var(--panel); color:var(--text); font:26px "DejaVu Sans", sans-serif; cursor:pointer; transition:background .12s, border-color .12s; }
.pm:hover { background:var(--heats); border-color:var(--heat); }
.dial { position:relative; width:320px; height:320px; } .dial svg { width:320px; height:320px; }
.trk { fill:none; stroke:var(--track); stroke-width:26; } .heat { fill:none; stroke:var(--heat); stroke-width:26; stroke-linecap:round; opacity:.85; }
#flow circle { fill:var(--flow); stroke:var(--panel); stroke-width:2; }
#dialc { position:absolute; inset:84px; border-radius:50%; display:flex; flex-direction:column; align-items:center; justify-content:center; }
#dialc small { color:var(--muted); text-transform:uppercase; letter-spacing:.1em; font-size:11px; }
#cur { font:300 58px "DejaVu Sans", sans-serif; letter-spacing:-.03em; } #dialc span { color:var(--muted); font-size:13px; } #spv { color:var(--heat); }
.modes { display:flex; align-items:center; gap:10px; margin-top:22px; }
.seg { display:flex; background:var(--bg); border-radius:12px; padding:3px; }
.seg button { border:0; background:none; color:var(--muted); font:inherit; padding:7px 16px; border-radius:9px; cursor:pointer; transition:color .12s; }
.seg button:hover { color:var(--text); } .seg button.on { background:var(--panel); color:var(--text); box-shadow:0 1px 3px rgba(0,0,0,.15); }
#eco { width:38px; height:38px; border-radius:12px; border:0; background:var(--bg); color:#b3a89b; display:grid; place-items:center; cursor:pointer; transition:background .12s; }
body.dark #eco { color:#6b6156; } #eco:hover { background:var(--line); } #eco.on, body.dark #eco.on { color:var(--eco); }
#boost { border:0; border-radius:12px; padding:10px 14px; background:var(--heat); color:#fff; font:inherit; cursor:pointer; }
#boost:disabled { background:var(--line); color:var(--muted); cursor:default; }
.ph { display:flex; align-items:center; gap:14px; } .ph b { font-size:15px; } #kw { font:bold 26px "DejaVu Sans Mono", monospace; color:var(--heat); margin-left:auto; }
#hist { border:0; background:none; color:var(--muted); width:34px; height:34px; border-radius:50%; display:grid; place-items:center; cursor:pointer; transition:background .12s; }
#hist:hover { background:var(--bg); }
.pw { display:flex; gap:18px; align-items:stretch; height:calc(100% - 44px); margin-top:8px; }
#pbars { flex:1; display:flex; align-items:flex-end; gap:3px; border-bottom:1px solid var(--line); }
#pbars i { flex:1; background:var(--heat); opacity:.75; border-radius:3px 3px 0 0; min-height:2px; }
.hum { width:150px; display:flex; flex-direction:column; align-items:center; justify-content:center; color:var(--muted); font-size:12px; }
.hum svg { width:140px; height:90px; } .harc { fill:none; stroke:var(--track); stroke-width:12; } #needle { stroke:var(--text); stroke-width:4; stroke-linecap:round; }
.rh { display:flex; align-items:center; justify-content:space-between; margin-bottom:6px; } .rh b { font-size:15px; }
#sched { border:0; background:none; color:var(--heat); font:inherit; font-size:13px; padding:0; cursor:pointer; } #sched:hover { text-decoration:underline; }
.rooms { display:grid; grid-template-columns:1fr 1fr; gap:0 26px; }
.rooms .rh { grid-column:span 2; }
.room { display:flex; align-items:center; gap:10px; padding:9px 0; border-top:1px solid var(--line); } .room b { font-weight:normal; flex:1; } .rt { color:var(--muted); }
.rsw { width:40px; height:22px; border-radius:11px; border:0; background:#d8cfc2; position:relative; padding:0; cursor:pointer; transition:box-shadow .15s; }
body.dark .rsw { background:#3d362f; } .rsw:hover { box-shadow:0 0 0 4px var(--heats); }
.rsw i { position:absolute; top:3px; left:3px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.rsw.on, body.dark .rsw.on { background:var(--heat); } .rsw.on i { left:21px; }
</style>
<header class="top"><b>Hearth</b><span class="mu">Home &middot; Living room</span><span class="sp"></span><span class="mu">Outside 4&deg; &middot; cloudy</span><span id="fan">"""
    + _ic(I_FAN, 22)
    + """</span></header>
<div class="main"><section class="card dialc"><div class="dialrow"><button class="pm" id="sp-down">&minus;</button><div class="dial"><svg viewBox="0 0 340 340">
<circle class="trk" cx="170" cy="170" r="140"/><circle class="heat" cx="170" cy="170" r="140" stroke-dasharray="560 880" transform="rotate(135 170 170)"/>
<g id="flow">"""
    + "".join(
        f'<circle cx="170" cy="30" r="{r}" transform="rotate({a} 170 170)"/>'
        for a, r in [
            (0, 10),
            (-14, 7),
            (-26, 5),
            (120, 10),
            (106, 7),
            (94, 5),
            (240, 10),
            (226, 7),
            (214, 5),
        ]
    )
    + """</g></svg><div id="dialc"><small>Indoor</small><b id="cur">20.4&deg;</b><span>Heating to <b id="spv">21.0&deg;</b></span></div></div><button class="pm" id="sp-up">+</button></div>
<div class="modes"><div class="seg"><button id="m-heat" class="on">Heat</button><button id="m-cool">Cool</button><button id="m-auto">Auto</button></div><button id="eco">"""
    + _ic(I_LEAF, 20)
    + """</button><button id="boost" disabled>Boost 30 min</button></div></section>
<section class="card"><div class="ph"><b>Live power</b><span class="mu">whole home</span><span id="kw">1.84 kW</span><button id="hist">"""
    + _ic(I_HISTORY, 19)
    + """</button></div><div class="pw"><div id="pbars">"""
    + "<i></i>" * 48
    + """</div><div class="hum"><svg viewBox="0 0 140 90"><path class="harc" d="M15 80A55 55 0 01125 80"/><line id="needle" x1="70" y1="80" x2="70" y2="32"/></svg>Humidity <b id="hpct">46%</b></div></div></section>
<section class="card rooms"><div class="rh"><b>Rooms</b><button id="sched">Edit schedule</button></div>"""
    + "".join(_room(*r) for r in _ROOMS)
    + """</section></div>
"""
)

# -- lesson: a video lesson with a playing animation and auto-advancing slide thumbnails ------------------
_CHAPTERS = [
    (1, "What is a wave?", "2:10"),
    (2, "Amplitude and period", "3:45"),
    (3, "Frequency", "2:58"),
    (4, "Wave speed", "3:20"),
    (5, "Standing waves", "2:07"),
]
_SLIDES = [
    "Intro",
    "Crest",
    "Trough",
    "Amplitude",
    "Period",
    "Frequency",
    "v = f&lambda;",
    "Example",
    "Quiz",
    "Summary",
]


def _chapter(k: int, title: str, dur: str) -> str:
    cur = " cur" if k == 3 else ""
    return (
        f'<div class="chp{cur}"><span class="cnum">{k}</span><div class="ct"><b>{title}</b><small>{dur}</small></div>'
        f'<button class="bmk" id="bm-{k}">{_ic(I_BOOKMARK, 17)}</button></div>'
    )


LESSON = (
    """
<style>
:root { --bg:#f7f7fb; --panel:#ffffff; --text:#1c1b29; --muted:#6e6c85; --line:#e4e3ee; --acc:#5b5bd6; --accs:rgba(91,91,214,.1); --ok:#15803d; --stage:#11132a; }
body.dark { --bg:#101018; --panel:#1a1a26; --text:#ebeaf6; --muted:#9a98b3; --line:#2b2a3c; --acc:#8b8bf5; --accs:rgba(139,139,245,.15); --ok:#4ade80; --stage:#07081a; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:16px; height:52px; padding:0 24px; background:var(--panel); border-bottom:1px solid var(--line); }
.top b { font-size:17px; color:var(--acc); } .mu { color:var(--muted); } .sp { flex:1; }
.main { display:grid; grid-template-columns:minmax(0,1fr) 340px; gap:20px; padding:16px 24px; height:calc(100vh - 85px); }
.lft { display:flex; flex-direction:column; gap:12px; min-height:0; }
.player { position:relative; flex:1; min-height:0; background:var(--stage); border-radius:14px; overflow:hidden; }
.player > svg { position:absolute; left:0; top:0; width:100%; height:calc(100% - 62px); }
.ax { stroke:rgba(255,255,255,.18); stroke-width:1.5; } #wave { fill:none; stroke:#7dd3fc; stroke-width:4; } #ball { fill:#fbbf24; }
#cap { fill:#fff; font:22px "Liberation Sans", Arial, sans-serif; }
.ctl { position:absolute; left:0; right:0; bottom:0; padding:6px 14px 10px; background:rgba(0,0,0,.55); color:#fff; }
.ptrk { height:4px; background:rgba(255,255,255,.25); border-radius:2px; margin-bottom:6px; } #lfill { height:4px; width:21%; background:#a5b4fc; border-radius:2px; }
.cr { display:flex; align-items:center; gap:8px; }
.pb { width:34px; height:34px; border:0; border-radius:8px; background:none; color:#fff; display:grid; place-items:center; cursor:pointer; padding:0; transition:background .12s; }
.pb:hover { background:rgba(255,255,255,.16); } .pb.play path { fill:#fff; }
#ltime { font:13px "DejaVu Sans Mono", monospace; }
#pdead { flex:1; height:30px; }
#speed { border:1px solid rgba(255,255,255,.4); background:none; color:#fff; font:bold 12px inherit; border-radius:6px; padding:4px 9px; cursor:pointer; transition:border-color .12s; }
#speed:hover { border-color:#fff; } #speed.on { background:#a5b4fc; color:#11132a; border-color:#a5b4fc; }
.strip { height:78px; overflow:hidden; flex:none; }
#strack { display:flex; gap:10px; transition:transform .3s; }
.thumb { flex:none; width:122px; height:72px; border-radius:8px; background:var(--panel); border:2px solid var(--line); box-sizing:border-box; display:flex; flex-direction:column; justify-content:flex-end; padding:6px 8px; font-size:12px; color:var(--muted); }
.thumb i { display:block; height:22px; margin-bottom:6px; border-radius:4px; background:linear-gradient(90deg,var(--line),var(--accs)); }
.thumb.on { border-color:var(--acc); color:var(--text); background:var(--accs); }
.tabs { display:flex; align-items:center; gap:4px; border-bottom:1px solid var(--line); flex:none; }
.tabs button { border:0; border-bottom:2px solid transparent; background:none; color:var(--muted); font:inherit; padding:8px 12px; cursor:pointer; transition:color .12s; }
.tabs button:hover { color:var(--text); text-decoration:underline; } .tabs button.on { color:var(--text); border-bottom-color:var(--acc); }
#tdl { border:1px solid var(--line) !important; border-radius:7px; padding:5px 12px !important; margin-bottom:4px; }
#tdl:disabled { color:var(--muted); opacity:.55; cursor:default; text-decoration:none; }
#note { flex:none; border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:8px; padding:9px 12px; font:inherit; outline:none; caret-color:transparent; }
.rgt { display:flex; flex-direction:column; gap:12px; min-height:0; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:12px 14px; }
.card h3 { margin:0 0 6px; font-size:13px; text-transform:uppercase; letter-spacing:.06em; color:var(--muted); }
.chp { display:flex; align-items:center; gap:10px; padding:6px 0; }
.cnum { width:22px; height:22px; border-radius:50%; background:var(--bg); display:grid; place-items:center; font-size:11px; color:var(--muted); flex:none; }
.chp.cur .cnum { background:var(--acc); color:#fff; } .ct { flex:1; } .ct b { display:block; font-weight:normal; } .ct small { color:var(--muted); font-size:11px; }
.chp.cur .ct b { font-weight:bold; }
.bmk { border:0; background:none; color:#a7a5bd; padding:3px; display:grid; cursor:pointer; border-radius:6px; transition:background .12s; }
body.dark .bmk { color:#5c5a75; } .bmk:hover { background:var(--bg); } .bmk.on, body.dark .bmk.on { color:var(--acc); } .bmk.on path { fill:var(--acc); }
#done { display:flex; width:max-content; align-items:center; gap:10px; cursor:pointer; padding:4px 0; }
.box { width:18px; height:18px; box-sizing:border-box; border:2px solid #a7a5bd; border-radius:5px; display:grid; place-items:center; transition:border-color .12s; }
#done:hover .box { border-color:var(--acc); } .box svg { visibility:hidden; } .box svg path { stroke:#fff; stroke-width:3.4; }
#done.on .box { background:var(--ok); border-color:var(--ok); } #done.on .box svg { visibility:visible; }
.quiz p { margin:0 0 8px; }
.opt { display:flex; align-items:center; gap:10px; padding:6px 8px; border-radius:8px; cursor:pointer; }
.opt:hover { background:var(--bg); }
.rad { width:16px; height:16px; box-sizing:border-box; border:2px solid #a7a5bd; border-radius:50%; flex:none; }
.opt.on .rad { border:5px solid var(--acc); }
#qsubmit { margin-top:8px; border:0; background:var(--acc); color:#fff; border-radius:8px; padding:8px 16px; font:bold 13px inherit; cursor:pointer; }
body.dark #qsubmit { color:#101018; }
</style>
<header class="top"><b>learnly</b><span class="mu">Physics 101 &rsaquo; Waves and oscillations</span><span class="sp"></span><span class="mu">Lesson 4 of 12 &middot; 34% of the course</span></header>
<div class="main"><div class="lft"><div class="player"><svg viewBox="0 0 800 420" preserveAspectRatio="xMidYMid meet">
<line class="ax" x1="20" y1="200" x2="780" y2="200"/><line class="ax" x1="400" y1="40" x2="400" y2="360"/><path id="wave"/><circle id="ball" cx="400" cy="200" r="16"/><text id="cap" x="400" y="400" text-anchor="middle">A wave carries energy, not matter</text></svg>
<div class="ctl"><div class="ptrk"><div id="lfill"></div></div><div class="cr"><button class="pb play">"""
    + _ic(I_PLAY, 18)
    + """</button><span id="ltime">3:04 / 14:20</span><div id="pdead"></div><button id="speed">1&times;</button><button class="pb">"""
    + _ic(I_CC, 19)
    + """</button><button class="pb">"""
    + _ic(I_FULL, 19)
    + """</button></div></div></div>
<div class="strip"><div id="strack">"""
    + "".join(
        f'<div class="thumb{" on" if k == 2 else ""}"><i></i>{k + 1}. {s}</div>'
        for k, s in enumerate(_SLIDES)
    )
    + """</div></div>
<div class="tabs"><button class="on">Overview</button><button id="tab-notes">Notes</button><button id="tab-tr">Transcript</button><span class="sp"></span><button id="tdl" disabled>Download transcript</button></div>
<input id="note" value="" placeholder="Write a note at 3:04 ..." autocomplete="off"></div>
<aside class="rgt"><div class="card"><h3>Chapters</h3>"""
    + "".join(_chapter(*c) for c in _CHAPTERS)
    + """</div><div class="card"><div id="done"><span class="box">"""
    + _ic(I_TICK, 12)
    + """</span>Mark this lesson complete</div></div>
<div class="card quiz"><h3>Check yourself</h3><p>A wave's frequency doubles. What happens to its period?</p><div class="opt" id="opt-a"><span class="rad"></span>It doubles</div><div class="opt" id="opt-b"><span class="rad"></span>It halves</div><div class="opt" id="opt-c"><span class="rad"></span>It stays the same</div><button id="qsubmit">Submit</button></div></aside></div>
"""
)

# -- liveblog: a newsroom live blog whose feed grows at the top -----------------------------------------
_SEATS = [
    ("Centre Alliance", "#2563eb", 41),
    ("Green Left", "#16a34a", 27),
    ("Liberal Union", "#eab308", 19),
    ("People's Party", "#dc2626", 33),
]
_TOPICS = [(1, "Turnout"), (2, "Exit polls"), (3, "Capital region")]

LIVEBLOG = (
    """
<style>
:root { --bg:#ffffff; --panel:#f5f5f3; --text:#121212; --muted:#6b6b6b; --line:#e2e2de; --acc:#c8102e; --link:#0b5cad; }
body.dark { --bg:#121212; --panel:#1d1d1d; --text:#ededed; --muted:#a3a3a3; --line:#2e2e2e; --acc:#ff4d5e; --link:#7fb6f0; }
body { margin:0; font:15px/1.5 "DejaVu Serif", Georgia, serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
@keyframes pulse { 0% { box-shadow:0 0 0 0 rgba(200,16,46,.6); } 100% { box-shadow:0 0 0 10px rgba(200,16,46,0); } }
.mast { display:flex; align-items:center; gap:22px; height:54px; padding:0 36px; border-bottom:3px double var(--line); font-family:"Liberation Sans", Arial, sans-serif; font-size:13px; color:var(--muted); }
.brand { font:bold 24px "DejaVu Serif", Georgia, serif; color:var(--text); letter-spacing:-.02em; } .sp { flex:1; }
#lsearch { border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:4px; padding:6px 10px; font:13px "Liberation Sans", Arial, sans-serif; width:180px; outline:none; caret-color:transparent; }
.hd { display:flex; align-items:center; gap:14px; padding:14px 36px 10px; }
.live { display:flex; align-items:center; gap:7px; background:var(--acc); color:#fff; font:bold 12px "Liberation Sans", Arial, sans-serif; padding:3px 9px; border-radius:3px; letter-spacing:.08em; }
.live i { width:8px; height:8px; border-radius:50%; background:#fff; animation:pulse 1s ease-out infinite; }
.hd h1 { margin:0; font-size:24px; font-weight:bold; }
#upd { font:12px "Liberation Sans", Arial, sans-serif; color:var(--muted); margin-left:auto; }
#lbell { border:1px solid var(--line); background:var(--bg); color:var(--muted); border-radius:50%; width:36px; height:36px; display:grid; place-items:center; cursor:pointer; padding:0; transition:color .12s, border-color .12s; }
#lbell:hover { color:var(--text); border-color:var(--text); } #lbell.on { color:var(--acc); border-color:var(--acc); } #lbell.on path { fill:var(--acc); }
.main { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:30px; padding:0 36px; height:calc(100vh - 130px); }
.col { display:flex; flex-direction:column; min-height:0; }
.pin { background:var(--panel); border-left:4px solid var(--acc); padding:10px 16px; margin-bottom:10px; }
.pin .pl { font:bold 11px "Liberation Sans", Arial, sans-serif; color:var(--acc); text-transform:uppercase; letter-spacing:.1em; }
.pin h3, .lp h3 { margin:2px 0 4px; font-size:17px; } .pin p, .lp p { margin:0; font-size:14px; }
.pa { display:flex; gap:10px; margin-top:8px; font:13px "Liberation Sans", Arial, sans-serif; }
#react { display:flex; align-items:center; gap:6px; border:1px solid var(--line); background:var(--bg); color:var(--muted); border-radius:16px; padding:3px 11px; font:inherit; cursor:pointer; transition:border-color .12s; }
#react:hover { border-color:var(--acc); } #react.on { color:var(--acc); } #react.on path { fill:var(--acc); }
#share { position:relative; border:0; background:none; color:var(--muted); padding:4px; display:grid; cursor:pointer; transition:color .12s; }
#share:hover { color:var(--link); }
#share:hover::after { content:"Share this post"; position:absolute; left:34px; top:2px; background:#333; color:#fff; padding:3px 8px; border-radius:3px; white-space:nowrap; font-size:12px; }
#feed { flex:1; min-height:0; overflow:hidden; }
.lp { border-top:1px solid var(--line); padding:10px 0; max-height:160px; overflow:hidden; transition:max-height .35s, padding .35s, opacity .35s; }
.lp.new { max-height:0; padding:0; opacity:0; }
.lp time { font:bold 12px "Liberation Sans", Arial, sans-serif; color:var(--acc); }
#earlier { flex:none; margin:8px 0 14px; border:1px solid var(--line); background:var(--bg); color:var(--text); font:13px "Liberation Sans", Arial, sans-serif; padding:8px; border-radius:4px; cursor:pointer; }
#earlier:disabled { color:var(--muted); background:var(--panel); cursor:default; }
.side { display:flex; flex-direction:column; gap:14px; font-family:"Liberation Sans", Arial, sans-serif; font-size:13px; }
.box2 { border-top:3px solid var(--text); padding-top:8px; } .box2 > b { display:block; font-size:12px; text-transform:uppercase; letter-spacing:.08em; margin-bottom:8px; }
.seat { margin-bottom:7px; } .seat span { display:flex; justify-content:space-between; } .seat .sb { height:10px; background:var(--panel); margin-top:3px; } .seat .sb i { display:block; height:10px; transition:width .25s; }
.counted { color:var(--muted); font-size:12px; }
.chips { display:flex; flex-wrap:wrap; gap:8px; }
.chip { border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:16px; padding:5px 12px; font:inherit; cursor:pointer; transition:background .12s; }
.chip:hover { background:var(--panel); } .chip.on { background:var(--text); color:var(--bg); border-color:var(--text); }
#kev { display:flex; width:max-content; align-items:center; gap:9px; cursor:pointer; }
.kb { width:16px; height:16px; box-sizing:border-box; border:2px solid var(--muted); border-radius:3px; display:grid; place-items:center; transition:border-color .12s; }
#kev:hover .kb { border-color:var(--text); } .kb svg { visibility:hidden; } .kb svg path { stroke:#fff; stroke-width:3.4; }
#kev.on .kb { background:var(--acc); border-color:var(--acc); } #kev.on .kb svg { visibility:visible; }
#sdead { flex:1; }
</style>
<header class="mast"><span class="brand">The Daily Ledger</span><span>Politics</span><span>World</span><span>Business</span><span>Opinion</span><span class="sp"></span><input id="lsearch" value="" placeholder="Search" autocomplete="off"></header>
<div class="hd"><span class="live"><i></i>LIVE</span><h1>Election night: results as they come in</h1><span id="upd">Updated 3 s ago</span><button id="lbell">"""
    + _ic(I_BELL, 17)
    + """</button></div>
<div class="main"><div class="col"><article class="pin"><span class="pl">Pinned</span><h3>How to follow tonight's count</h3><p>Results arrive district by district; our desk verifies every figure before it appears here.</p>
<div class="pa"><button id="react">"""
    + _ic(I_HEART, 15)
    + """<span id="rcount">12</span></button><button id="share">"""
    + _ic(I_SHARE, 17)
    + """</button></div></article><div id="feed"></div><button id="earlier" disabled>Load earlier posts</button></div>
<aside class="side"><div class="box2"><b>Live results</b>"""
    + "".join(
        f'<div class="seat"><span>{p}<b class="sn" data-n="{n}">{n}</b></span><div class="sb"><i style="background:{c};width:{n}%"></i></div></div>'
        for p, c, n in _SEATS
    )
    + """<div class="counted" id="counted">62.0% of votes counted</div></div>
<div class="box2"><b>Follow topics</b><div class="chips">"""
    + "".join(f'<button class="chip" id="fol-{k}">+ {t}</button>' for k, t in _TOPICS)
    + """</div></div><div class="box2"><b>Filter</b><div id="kev"><span class="kb">"""
    + _ic(I_TICK, 11)
    + """</span>Key events only</div></div><div id="sdead"></div></aside></div>
"""
)

PAGES = {
    "screener": SCREENER,
    "fleet": FLEET,
    "pipeline": PIPELINE,
    "thermostat": THERMOSTAT,
    "lesson": LESSON,
    "liveblog": LIVEBLOG,
}
# Every design has a light and a dark theme; the fleet map and the CI run are dark first.
THEMES = {
    "screener": ("light", "dark"),
    "fleet": ("dark", "light"),
    "pipeline": ("dark", "light"),
    "thermostat": ("light", "dark"),
    "lesson": ("light", "dark"),
    "liveblog": ("light", "dark"),
}


def holdout7_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- the motion every page starts (written for this part) ------------------------------------------
# A seeded random walk, so a page moves the same way each time it is loaded.
_RND = "let seed = 17; const rnd = () => (seed = seed * 16807 % 2147483647) / 2147483647;"

# The big chart scrolls one point every 90 ms (line, area, compare line, volume, price tag); every
# watchlist row's price, change and sparkline move every 260 ms.
CHART = (
    "(() => { " + _RND + " const N = 120, pts = [], cmp = [], vol = []; let v = 210, c = 250;"
    " for (let i = 0; i < N; i++) { v = Math.max(40, Math.min(330, v + (rnd() - .5) * 26)); c = Math.max(60, Math.min(330, c + (rnd() - .5) * 18)); pts.push(v); cmp.push(c); vol.push(20 + rnd() * 50); }"
    " const el = id => document.getElementById(id); const line = el('cline'), area = el('carea'), cl = el('ccmp'), vb = el('cvol'), tag = el('ctag'), px = el('cpx');"
    " const d = a => a.map((y, i) => (i ? 'L' : 'M') + (i * 1000 / (N - 1)).toFixed(1) + ' ' + y.toFixed(1)).join(' ');"
    " const draw = () => { const p = d(pts); line.setAttribute('d', p); area.setAttribute('d', p + ' L1000 400 L0 400 Z'); cl.setAttribute('d', d(cmp));"
    " vb.setAttribute('d', vol.map((h, i) => 'M' + (i * 1000 / (N - 1)).toFixed(1) + ' 400 V' + (400 - h).toFixed(1)).join(' '));"
    " const price = (141.07 + (210 - pts[N - 1]) / 20).toFixed(2); tag.style.top = (pts[N - 1] / 4) + '%'; tag.textContent = price; px.textContent = price; };"
    " draw(); setInterval(() => { v = Math.max(40, Math.min(330, v + (rnd() - .5) * 26)); c = Math.max(60, Math.min(330, c + (rnd() - .5) * 18));"
    " pts.shift(); pts.push(v); cmp.shift(); cmp.push(c); vol.shift(); vol.push(20 + rnd() * 50); draw(); }, 90);"
    " const rows = [...document.querySelectorAll('.wl tbody tr')].map(tr => { const last = tr.querySelector('.last'); const p0 = parseFloat(last.textContent);"
    " const s = []; let y = 12; for (let i = 0; i < 30; i++) { y = Math.max(2, Math.min(22, y + (rnd() - .5) * 5)); s.push(y); }"
    " return { last, chg: tr.querySelector('.chg'), sp: tr.querySelector('.spk polyline'), p0, p: p0, o: parseFloat(tr.dataset.o), s }; });"
    " const tick = () => rows.forEach(r => { r.p *= 1 + (rnd() - .5) * .006; r.last.textContent = r.p.toFixed(2); const ch = r.o + (r.p / r.p0 - 1) * 100;"
    " r.chg.textContent = (ch >= 0 ? '+' : '') + ch.toFixed(2) + '%'; r.chg.className = 'chg ' + (ch >= 0 ? 'up' : 'dn');"
    " r.s.shift(); r.s.push(Math.max(2, Math.min(22, r.s[r.s.length - 1] + (rnd() - .5) * 7)));"
    " r.sp.setAttribute('points', r.s.map((y, i) => (i * 80 / 29).toFixed(1) + ',' + y.toFixed(1)).join(' ')); });"
    " tick(); setInterval(tick, 260); })();"
)

# Three vehicle markers drive their routes (a step every 60 ms) and the routes' dashes march
# along (a period of 20 units, one unit a step: half a period per idle gap); the list's speeds
# and the header's arrival countdown change every 300 ms.
MAP = (
    "(() => { "
    + _RND
    + " const vs = [0, 1, 2].map(k => { const path = document.getElementById('route-' + (k + 1)); return { g: document.getElementById('veh-' + (k + 1)), path, len: path.getTotalLength(), t: [.05, .4, .7][k], sp: [.0065, .005, .0058][k] }; });"
    " const step = () => vs.forEach(v => { v.t = (v.t + v.sp) % 1; const a = v.path.getPointAtLength(v.t * v.len), b = v.path.getPointAtLength(Math.min(v.len, v.t * v.len + 3));"
    " const ang = Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI; v.g.setAttribute('transform', 'translate(' + a.x.toFixed(1) + ' ' + a.y.toFixed(1) + ') rotate(' + ang.toFixed(0) + ')'); });"
    " const routes = [...document.querySelectorAll('.route')]; let off = 0; step(); setInterval(() => { step(); off++; routes.forEach(r => { r.style.strokeDashoffset = -off; }); }, 60);"
    " const spd = [...document.querySelectorAll('.spd')]; let eta = 400; const et = document.getElementById('eta');"
    " setInterval(() => { spd.forEach(s => { const v0 = +s.dataset.v; if (v0) s.textContent = Math.round(v0 + (rnd() - .5) * 16) + ' km/h'; });"
    " eta--; et.textContent = 'Next arrival 00:' + String(Math.floor(eta / 60)).padStart(2, '0') + ':' + String(eta % 60).padStart(2, '0'); }, 300); })();"
)

# The log appends a line every 140 ms (the oldest scroll away); the running jobs' bars and
# percentages grow every 100 ms; the elapsed time advances a second every 250 ms.
LOG = (
    "(() => { const log = document.getElementById('logbody'); let n = 0;"
    " const specs = ['checkout', 'cart', 'login', 'search', 'profile', 'orders', 'payment', 'wishlist', 'coupon', 'shipping'];"
    " const what = ['renders the summary', 'applies a coupon code', 'keeps items after reload', 'shows a validation error', 'redirects to sign in', 'lists past orders', 'rejects an expired card', 'sorts by price'];"
    " const add = () => { n++; const s = 14 + Math.floor(n / 7), ok = n % 9 !== 0; const ln = document.createElement('div'); ln.className = 'ln';"
    " ln.innerHTML = '<span class=\"ts\">12:0' + (4 + Math.floor(s / 60) % 6) + ':' + String(s % 60).padStart(2, '0') + '.' + String(n * 140 % 1000).padStart(3, '0') + '</span><span class=\"no\">' + (1180 + n) + '</span>'"
    " + (ok ? '<span class=\"ok\">&#10003;</span>' : '<span class=\"wa\">&#8635;</span>') + ' [chromium] ' + specs[n % specs.length] + '.spec.ts:' + (12 + n * 7 % 88) + ' &rsaquo; ' + what[n * 3 % what.length]"
    " + ' <span class=\"du\">(' + (0.3 + n * 37 % 29 / 10).toFixed(1) + 's)</span>'; log.appendChild(ln); while (log.children.length > 80) log.firstChild.remove(); };"
    " for (let i = 0; i < 50; i++) add(); setInterval(add, 140);"
    " const jobs = [...document.querySelectorAll('.job.run')].map(j => ({ j, bar: j.querySelector('.bar i'), pct: j.querySelector('.pct'), w: parseFloat(j.querySelector('.bar i').style.width) }));"
    " setInterval(() => jobs.forEach(o => { if (o.j.classList.contains('stopped')) return; o.w = Math.min(97, o.w + .45); o.bar.style.width = o.w + '%'; o.pct.textContent = Math.round(o.w) + '%'; }), 100);"
    " const el = document.getElementById('elapsed'); let t = 134; setInterval(() => { t++; el.textContent = Math.floor(t / 60) + 'm ' + String(t % 60).padStart(2, '0') + 's'; }, 250); })();"
)

# The dial's heat-flow ring turns 8 degrees every 50 ms; the indoor temperature creeps every
# 400 ms; the power bars shift in a new reading every 160 ms; the humidity needle swings.
GAUGE = (
    "(() => { "
    + _RND
    + " const flow = document.getElementById('flow'); let a = 0; setInterval(() => { a = (a + 8) % 360; flow.setAttribute('transform', 'rotate(' + a + ' 170 170)'); }, 50);"
    " const cur = document.getElementById('cur'); let t = 200; setInterval(() => { t = t >= 209 ? 200 : t + 1; cur.textContent = (t / 10).toFixed(1) + '\u00b0'; }, 400);"
    " const bars = [...document.querySelectorAll('#pbars i')], kw = document.getElementById('kw'); const h = bars.map(() => 15 + rnd() * 80);"
    " const draw = () => { bars.forEach((b, i) => { b.style.height = h[i].toFixed(1) + '%'; }); kw.textContent = (h[h.length - 1] * .035).toFixed(2) + ' kW'; };"
    " draw(); setInterval(() => { h.shift(); h.push(15 + rnd() * 80); draw(); }, 160);"
    " const nd = document.getElementById('needle'), hp = document.getElementById('hpct'); let k = 0;"
    " setInterval(() => { k++; const ang = Math.sin(k / 6) * 55; nd.setAttribute('transform', 'rotate(' + ang.toFixed(1) + ' 70 80)'); hp.textContent = Math.round(46 + ang / 8) + '%'; }, 80); })();"
)

# The lesson plays: the wave travels (a step every 50 ms) with its ball, the caption changes,
# the time and progress bar advance every 250 ms, and the slide strip advances every 700 ms.
SLIDES = (
    "(() => { const wave = document.getElementById('wave'), ball = document.getElementById('ball'); let ph = 0;"
    " const draw = () => { let d = ''; for (let x = 20; x <= 780; x += 10) { d += (x > 20 ? 'L' : 'M') + x + ' ' + (200 + Math.sin(x / 60 - ph) * 110).toFixed(1); }"
    " wave.setAttribute('d', d); ball.setAttribute('cy', (200 + Math.sin(400 / 60 - ph) * 110).toFixed(1)); };"
    " draw(); setInterval(() => { ph += .25; draw(); }, 50);"
    " const tm = document.getElementById('ltime'), fill = document.getElementById('lfill'); let s = 184;"
    " setInterval(() => { s++; tm.textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' / 14:20'; fill.style.width = (s / 860 * 100).toFixed(2) + '%'; }, 250);"
    " const caps = ['A wave carries energy, not matter', 'The crest is the highest point', 'The trough is the lowest point', 'Amplitude: the height of a crest', 'Period: the time for one cycle'];"
    " const cap = document.getElementById('cap'), th = [...document.querySelectorAll('.thumb')], tr = document.getElementById('strack'); let k = 2;"
    " setInterval(() => { th[k].classList.remove('on'); k = (k + 1) % th.length; th[k].classList.add('on'); tr.style.transform = 'translateX(' + (-Math.max(0, k - 2) * 132) + 'px)'; cap.textContent = caps[k % caps.length]; }, 700); })();"
)

# A new post slides in at the top of the feed every 550 ms (the oldest drops off the bottom);
# the seat bars and counts grow every 350 ms; 'Updated ... ago' and the counted share tick.
FEED = (
    "(() => { " + _RND + " const feed = document.getElementById('feed'); let n = 0, min = 12;"
    " const posts = [['Turnout passes 2019 level', 'Officials in the north report queues at a dozen polling stations after 8 pm.'],"
    " ['First district declared', 'Westmoor goes to the Centre Alliance with a majority of 1,204 votes.'],"
    " ['Recount requested in Eastfield', 'The margin is under 0.5%, which triggers an automatic recount.'],"
    " ['Green Left gain in the capital', 'A swing of 6 points in Riverside, the party\\'s best result there.'],"
    " ['Party leaders arrive at the count', 'Cameras gather outside the convention centre as cars pull in.'],"
    " ['Exit poll holds up so far', 'Declared seats are within two of the broadcast exit poll projection.']];"
    " const add = anim => { const p = posts[n % posts.length]; n++; min++; const el = document.createElement('article'); el.className = 'lp' + (anim ? ' new' : '');"
    " el.innerHTML = '<time>22:' + String(min % 60).padStart(2, '0') + '</time><h3>' + p[0] + '</h3><p>' + p[1] + '</p>'; feed.prepend(el);"
    " if (anim) setTimeout(() => el.classList.remove('new'), 20); while (feed.children.length > 10) feed.lastChild.remove(); };"
    " for (let i = 0; i < 9; i++) add(false); setInterval(() => add(true), 550);"
    " const seats = [...document.querySelectorAll('.seat')].map(s => ({ b: s.querySelector('.sn'), i: s.querySelector('.sb i'), n: +s.querySelector('.sn').dataset.n }));"
    " const upd = document.getElementById('upd'), ct = document.getElementById('counted'); let u = 3, c = 620;"
    " setInterval(() => { seats.forEach(o => { if (rnd() < .6) { o.n++; o.b.textContent = o.n; o.i.style.width = Math.min(100, o.n) + '%'; } }); c += 2; ct.textContent = (c / 10).toFixed(1) + '% of votes counted'; }, 350);"
    " setInterval(() => { u = u >= 9 ? 1 : u + 1; upd.textContent = 'Updated ' + u + ' s ago'; }, 300); })();"
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout6_pages.HOLDOUT6_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario). Every
# scenario starts its page's motion, so every case stores an idle pair.
_SC = {"volatile": "chart"}
_FL = {"volatile": "map"}
_CI = {"volatile": "log"}
_TH = {"volatile": "gauge"}
_LS = {"volatile": "slides"}
_LB = {"volatile": "feed"}


def _on(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.add('{cls}')"


HOLDOUT7_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- screener -----------------------------------------------------------------------------
    (
        "h7_sc_star",
        "effect",
        "screener",
        "#st-2",
        "Add Nvidia to my favourites",
        CHART + _click("#st-2", _on("st-2")),
        dict(
            _SC,
            note="prices and sparklines tick in every row and the big chart scrolls beside; a 16 px grey outline star fills amber (darker grey on hover)",
        ),
    ),
    (
        "h7_sc_alert_bell",
        "effect",
        "screener",
        "#al-3",
        "Set a price alert on Microsoft",
        CHART + _click("#al-3", _on("al-3")),
        dict(
            _SC,
            note="a 16 px grey outline bell in the row's alert column, 60 px from the scrolling chart, fills blue (a tinted disc on hover)",
        ),
    ),
    (
        "h7_sc_compare",
        "effect",
        "screener",
        "#cmp-4",
        "Compare Amazon on the chart",
        CHART + _click("#cmp-4", _on("cmp-4") + "; document.body.classList.add('cmp');"),
        dict(
            _SC,
            note="the compare box fills orange with a tick AND an orange dashed Amazon line (plus a 'vs AMZN' legend) appears in the moving chart",
        ),
    ),
    (
        "h7_sc_range_1w",
        "effect",
        "screener",
        "#rg-1w",
        "Show the one-week chart",
        CHART
        + _click(
            "#rg-1w",
            "document.querySelector('.rg .on').classList.remove('on'); " + _on("rg-1w"),
        ),
        dict(
            _SC,
            note="inside the chart panel, over the scrolling chart: the blue selected range segment moves from 1D to 1W (only the switch changes)",
        ),
    ),
    (
        "h7_sc_remove_row",
        "effect",
        "screener",
        "#rm-5",
        "Remove Tesla from the watchlist",
        CHART
        + _click(
            "#rm-5",
            _el("r-5") + ".remove(); " + _el("wcount") + ".textContent = '\u00b7 7 symbols';",
        ),
        dict(
            _SC,
            note="the Tesla row is removed (the three rows under it move up) and the header reads 7 symbols; the x turns red on hover",
        ),
    ),
    (
        "h7_sc_gear_noop",
        "no_effect",
        "screener",
        "#cgear",
        "Open the chart settings",
        CHART,
        dict(
            _SC,
            note="the chart scrolls right under it; the gear turns 60 degrees and darkens on hover, no handler",
        ),
    ),
    (
        "h7_sc_trade_disabled",
        "no_effect",
        "screener",
        "#trade",
        "Buy Nvidia shares",
        CHART,
        dict(_SC, note="the Trade button under the moving chart is disabled"),
    ),
    (
        "h7_sc_chart_dead",
        "no_effect",
        "screener",
        "#chdead",
        "Open the Nvidia chart full screen",
        CHART,
        dict(
            _SC,
            note="the click lands on the empty toolbar strip of the chart panel, just above the scrolling chart; nothing there",
        ),
    ),
    (
        "h7_sc_search_esc",
        "no_effect",
        "screener",
        "#sym",
        "press Escape to close the search",
        CHART,
        dict(
            _SC,
            key="Escape",
            note="Escape in the empty symbol search field: nothing listens (prices and chart keep moving)",
        ),
    ),
    # -- fleet --------------------------------------------------------------------------------
    (
        "h7_fl_traffic",
        "effect",
        "fleet",
        "#traffic",
        "Show traffic on the map",
        MAP + _click("#traffic", _on("traffic") + "; document.body.classList.add('traffic');"),
        dict(
            _FL,
            note="vehicle markers drive past the layers panel; the Traffic switch slides on AND red/amber/green traffic bands appear on five road stretches of the map",
        ),
    ),
    (
        "h7_fl_follow_eye",
        "effect",
        "fleet",
        "#eye-2",
        "Follow Van 07",
        MAP + _click("#eye-2", _on("eye-2")),
        dict(
            _FL,
            note="a 17 px grey eye icon in the list turns green (colour only; a darker grey on hover); markers move on the map beside",
        ),
    ),
    (
        "h7_fl_vehicle_card",
        "effect",
        "fleet",
        "#vrow-3",
        "Show Truck 12's details",
        MAP
        + _click(
            "#vrow-3",
            _on("vrow-3", "sel") + "; " + _el("vcard") + ".style.display = 'block';",
        ),
        dict(
            _FL,
            note="the row turns selected (tint and a green edge) AND a details card opens over the bottom-left of the moving map",
        ),
    ),
    (
        "h7_fl_geofence",
        "effect",
        "fleet",
        "#geo",
        "Show the geofences",
        MAP + _click("#geo", _on("geo") + "; document.body.classList.add('geo');"),
        dict(
            _FL,
            note="the Geofences box fills with a tick AND a big dashed amber circle is drawn on the map the markers drive through",
        ),
    ),
    (
        "h7_fl_zoom_noop",
        "no_effect",
        "fleet",
        "#zin",
        "Zoom in on the map",
        MAP,
        dict(
            _FL,
            note="the + zoom button over the map gets a tint on hover; no handler (markers keep driving around it)",
        ),
    ),
    (
        "h7_fl_recenter_disabled",
        "no_effect",
        "fleet",
        "#recenter",
        "Recenter the map",
        MAP,
        dict(_FL, note="the 'Recenter map' button on the map is disabled (already centred)"),
    ),
    (
        "h7_fl_msg_noop",
        "no_effect",
        "fleet",
        "#msg-1",
        "Message the driver of Van 03",
        MAP,
        dict(
            _FL,
            note="a 17 px speech-bubble icon turns green on hover; no handler (speeds in the list and markers on the map move)",
        ),
    ),
    (
        "h7_fl_filter_enter",
        "no_effect",
        "fleet",
        "#ffilter",
        "press Enter to filter the vehicles",
        MAP,
        dict(_FL, key="Enter", note="Enter in the empty filter field: nothing listens"),
    ),
    # -- pipeline -----------------------------------------------------------------------------
    (
        "h7_ci_approve",
        "effect",
        "pipeline",
        "#approve",
        "Approve the production deploy",
        LOG
        + _click(
            "#approve",
            _on("gate", "ok") + "; " + _el("gtext") + ".textContent = 'Approved by you just now';",
        ),
        dict(
            _CI,
            note="the green Approve button goes, the gate's amber hand turns green and its line reads 'Approved by you just now'; the log scrolls beside",
        ),
    ),
    (
        "h7_ci_star",
        "effect",
        "pipeline",
        "#pstar",
        "Star this pipeline",
        LOG + _click("#pstar", _on("pstar")),
        dict(
            _CI,
            note="a 16 px outline star in the header fills yellow (its border and icon darken on hover); the elapsed timer ticks in the same header",
        ),
    ),
    (
        "h7_ci_timestamps",
        "effect",
        "pipeline",
        "#ts",
        "Show timestamps in the log",
        LOG + _click("#ts", _on("ts") + "; document.body.classList.add('ts');"),
        dict(
            _CI,
            note="the Timestamps switch slides on AND every line of the scrolling log gains a violet time prefix (everything in it shifts right)",
        ),
    ),
    (
        "h7_ci_cancel_job",
        "effect",
        "pipeline",
        "#cancel-4",
        "Cancel the integration job",
        LOG + _click("#cancel-4", _on("job-4", "stopped")),
        dict(
            _CI,
            note="the integration job's spinner stops and greys, its bar greys and stops, the x goes and 'Cancelled by you' appears under it; the other jobs keep running",
        ),
    ),
    (
        "h7_ci_rerun_disabled",
        "no_effect",
        "pipeline",
        "#rerun",
        "Re-run the pipeline",
        LOG,
        dict(_CI, note="'Re-run pipeline' is disabled while the run is in progress"),
    ),
    (
        "h7_ci_download_noop",
        "no_effect",
        "pipeline",
        "#dllog",
        "Download the log",
        LOG,
        dict(
            _CI,
            note="the download icon right above the scrolling log gets a disc and a tooltip below on hover; no handler",
        ),
    ),
    (
        "h7_ci_log_dead",
        "no_effect",
        "pipeline",
        "#logdead",
        "Open the e2e job",
        LOG,
        dict(
            _CI,
            note="the click lands on the empty middle of the log's title bar, right over the scrolling log; nothing there",
        ),
    ),
    (
        "h7_ci_space_log",
        "no_effect",
        "pipeline",
        "#logbody",
        "press Space to pause the log",
        LOG,
        dict(
            _CI,
            key="Space",
            note="Space with the log focused: nothing listens and nothing scrolls by it (the log keeps appending)",
        ),
    ),
    # -- thermostat ---------------------------------------------------------------------------
    (
        "h7_th_setpoint_up",
        "effect",
        "thermostat",
        "#sp-up",
        "Raise the temperature by half a degree",
        GAUGE + _click("#sp-up", _el("spv") + ".textContent = '21.5\u00b0'"),
        dict(
            _TH,
            note="the orange 'Heating to 21.0\u00b0' in the dial's centre reads 21.5\u00b0; the heat-flow dots turn round the ring right beside the + button",
        ),
    ),
    (
        "h7_th_eco_leaf",
        "effect",
        "thermostat",
        "#eco",
        "Turn on eco mode",
        GAUGE + _click("#eco", _on("eco")),
        dict(
            _TH,
            note="a 20 px light-brown leaf icon turns green (colour only; its tile darkens on hover)",
        ),
    ),
    (
        "h7_th_room_switch",
        "effect",
        "thermostat",
        "#rsw-3",
        "Turn on the heating in the bedroom",
        GAUGE + _click("#rsw-3", _on("rsw-3")),
        dict(
            _TH,
            note="the bedroom's switch slides on and turns orange; the power bars move just above the rooms card",
        ),
    ),
    (
        "h7_th_mode_cool",
        "effect",
        "thermostat",
        "#m-cool",
        "Switch to cooling",
        GAUGE
        + _click(
            "#m-cool",
            "document.querySelector('.seg .on').classList.remove('on'); " + _on("m-cool"),
        ),
        dict(
            _TH,
            note="the raised white segment moves from Heat to Cool (text colour on hover), under the turning dial",
        ),
    ),
    (
        "h7_th_boost_disabled",
        "no_effect",
        "thermostat",
        "#boost",
        "Boost the heating for 30 minutes",
        GAUGE,
        dict(_TH, note="'Boost 30 min' is disabled"),
    ),
    (
        "h7_th_schedule_noop",
        "no_effect",
        "thermostat",
        "#sched",
        "Edit the heating schedule",
        GAUGE,
        dict(_TH, note="'Edit schedule' underlines on hover; no handler"),
    ),
    (
        "h7_th_dial_dead",
        "no_effect",
        "thermostat",
        "#dialc",
        "Set the temperature on the dial",
        GAUGE,
        dict(
            _TH,
            note="the click lands in the dial's centre (its indoor reading creeps, the ring turns around it); no handler",
        ),
    ),
    (
        "h7_th_history_noop",
        "no_effect",
        "thermostat",
        "#hist",
        "Show the power history",
        GAUGE,
        dict(
            _TH,
            note="a history icon beside the live kW reading gets a disc on hover; no handler (bars and reading keep moving)",
        ),
    ),
    # -- lesson -------------------------------------------------------------------------------
    (
        "h7_ls_complete",
        "effect",
        "lesson",
        "#done",
        "Mark the lesson as complete",
        SLIDES + _click("#done", _on("done")),
        dict(
            _LS,
            note="the 18 px box fills green with a tick (its border turns indigo on hover)",
        ),
    ),
    (
        "h7_ls_bookmark",
        "effect",
        "lesson",
        "#bm-4",
        "Bookmark the wave speed chapter",
        SLIDES + _click("#bm-4", _on("bm-4")),
        dict(
            _LS,
            note="a 17 px grey outline bookmark fills indigo (a disc on hover)",
        ),
    ),
    (
        "h7_ls_quiz_pick",
        "effect",
        "lesson",
        "#opt-b",
        "Answer that the period halves",
        SLIDES + _click("#opt-b", _on("opt-b")),
        dict(
            _LS,
            note="the empty radio ring of 'It halves' turns into a thick indigo ring (the option row tints on hover)",
        ),
    ),
    (
        "h7_ls_speed",
        "effect",
        "lesson",
        "#speed",
        "Play the lesson at 1.5x speed",
        SLIDES
        + _click("#speed", _on("speed") + "; " + _el("speed") + ".textContent = '1.5\u00d7';"),
        dict(
            _LS,
            note="inside the playing player's control bar: the outlined '1x' chip turns a filled lilac '1.5x' (the wave travels right above it)",
        ),
    ),
    (
        "h7_ls_transcript_disabled",
        "no_effect",
        "lesson",
        "#tdl",
        "Download the transcript",
        SLIDES,
        dict(
            _LS,
            note="'Download transcript' is disabled; the slide strip advances right above it",
        ),
    ),
    (
        "h7_ls_notes_tab_noop",
        "no_effect",
        "lesson",
        "#tab-notes",
        "Open my notes",
        SLIDES,
        dict(
            _LS,
            note="the Notes tab darkens and underlines on hover; no handler (the slide strip above keeps advancing)",
        ),
    ),
    (
        "h7_ls_player_dead",
        "no_effect",
        "lesson",
        "#pdead",
        "Skip to the next chapter",
        SLIDES,
        dict(
            _LS,
            note="the click lands on the empty middle of the player's control bar, under the travelling wave; nothing there",
        ),
    ),
    (
        "h7_ls_note_enter",
        "no_effect",
        "lesson",
        "#note",
        "press Enter to save the note",
        SLIDES,
        dict(_LS, key="Enter", note="Enter in the empty note field: nothing listens"),
    ),
    # -- liveblog -----------------------------------------------------------------------------
    (
        "h7_lb_react",
        "effect",
        "liveblog",
        "#react",
        "Like the pinned post",
        FEED + _click("#react", _on("react") + "; " + _el("rcount") + ".textContent = '13';"),
        dict(
            _LB,
            note="the heart fills red, the pill's text turns red and the count goes 12 -> 13; right under it new posts slide into the feed",
        ),
    ),
    (
        "h7_lb_follow_topic",
        "effect",
        "liveblog",
        "#fol-2",
        "Follow the exit polls topic",
        FEED
        + _click(
            "#fol-2", _on("fol-2") + "; " + _el("fol-2") + ".textContent = '\u2713 Following';"
        ),
        dict(
            _LB,
            note="the '+ Exit polls' chip turns solid and reads '\u2713 Following' (wider); the results bars above keep growing",
        ),
    ),
    (
        "h7_lb_notify",
        "effect",
        "liveblog",
        "#lbell",
        "Notify me of new posts",
        FEED + _click("#lbell", _on("lbell")),
        dict(
            _LB,
            note="the round bell button's outline bell fills red and its ring turns red (it darkens on hover); 'Updated ... ago' ticks left of it",
        ),
    ),
    (
        "h7_lb_key_events",
        "effect",
        "liveblog",
        "#kev",
        "Show key events only",
        FEED + _click("#kev", _on("kev")),
        dict(
            _LB,
            note="the 16 px box fills red with a tick (only the box changes; the feed keeps growing)",
        ),
    ),
    (
        "h7_lb_share_noop",
        "no_effect",
        "liveblog",
        "#share",
        "Share the pinned post",
        FEED,
        dict(
            _LB,
            note="the share icon turns blue and shows a tooltip to its right on hover; no handler (posts slide in just below)",
        ),
    ),
    (
        "h7_lb_earlier_disabled",
        "no_effect",
        "liveblog",
        "#earlier",
        "Load earlier posts",
        FEED,
        dict(
            _LB,
            note="'Load earlier posts' under the feed is disabled; the feed above it moves",
        ),
    ),
    (
        "h7_lb_side_dead",
        "no_effect",
        "liveblog",
        "#sdead",
        "Open the full results",
        FEED,
        dict(
            _LB,
            note="the click lands on empty space at the bottom of the sidebar, beside the moving feed",
        ),
    ),
    (
        "h7_lb_search_esc",
        "no_effect",
        "liveblog",
        "#lsearch",
        "press Escape to leave the search box",
        FEED,
        dict(_LB, key="Escape", note="Escape in the empty search field: nothing listens"),
    ),
]
