# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT2 part of the effect set: five more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout2_frozen``) before any verdict
on one of its cases was looked at. Like the holdout part it is never used to choose a
threshold, nor looked at case by case: it is a second set to report a final figure on.

The designs differ from the development pages, the test part's five and the holdout part's
five in layout, typography (Liberation Sans with DejaVu Sans Mono figures, DejaVu Sans with
a Liberation Mono timer, DejaVu Serif italic over Liberation Sans Narrow capitals, DejaVu
Math TeX Gyre headings over DejaVu Sans Condensed, a Liberation Mono editor), colours (two
designs have a light and a dark theme, one is dark only, one is dark first) and in how
controls react to the pointer: toolbar buttons that gain a tinted square and a border,
round call buttons that grow (``scale(1.08)``), a red pill that gains a glow ring, photos
that zoom inside their frame, an underline that grows from the left, chips whose border
darkens, stepper buttons that lift with a shadow, radio cards whose border turns burgundy,
tree rows and table rows tinted on hover, editor tabs whose text brightens; transitions of
100-250 ms. No hover reaction adds an element (no tooltip, no hover menu).

* ``sheet``: a spreadsheet / data grid (light and dark);
* ``meet``: a video-conference stage with its control bar (dark only);
* ``gallery``: a photo album with a lightbox (light and dark);
* ``checkout``: a checkout with a stepper (light), with a second page ``checkout-payment``;
* ``ide``: a code editor with a file tree (dark and light).

Each page is one self-contained HTML document served from ``https://vigil.test/h2/<doc>``;
``theme`` adds ``class="dark"`` to the body of the designs that have a dark theme. Every
behaviour a scenario needs is wired by the scenario's ``setup`` after load (the pages' own
scripts only draw content), so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import flash as _flash
from page_js import on_click as _on_click
from page_js import on_key as _on_key

# -- icons (inline SVG; colour and fill come from CSS) -------------------------------------------
STAR = '<svg viewBox="0 0 24 24" width="20" height="20"><path class="sp" d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>'
MIC = '<svg viewBox="0 0 24 24" width="22" height="22"><rect x="9" y="2.5" width="6" height="12" rx="3" fill="currentColor"/><path d="M5.5 11a6.5 6.5 0 0013 0M12 17.5v4M8.5 21.5h7" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
MIC_OFF = '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M15 10V5.5a3 3 0 00-5.6-1.5M9 9v2.5a3 3 0 004.6 2.5M5.5 11a6.5 6.5 0 0010.4 5.2M18.5 11c0 .9-.2 1.8-.5 2.6M12 17.5v4M8.5 21.5h7" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3.5 3.5l17 17" stroke="currentColor" stroke-width="2.2"/></svg>'
CAM = '<svg viewBox="0 0 24 24" width="22" height="22"><rect x="2.5" y="6.5" width="13" height="11" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15.5 10.5l6-3v9l-6-3z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>'
CAM_OFF = '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M9 6.5h4.5a2 2 0 012 2v3M15.5 16.5a2 2 0 01-2 1h-9a2 2 0 01-2-2v-7a2 2 0 011.4-1.9M15.5 10.5l6-3v9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 3l18 18" stroke="currentColor" stroke-width="2.2"/></svg>'
SCREEN = '<svg viewBox="0 0 24 24" width="22" height="22"><rect x="2.5" y="4" width="19" height="13" rx="1.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 14V8M9 10.5L12 7.5l3 3M8 21h8" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
HAND = '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M7 12V6.5a1.5 1.5 0 013 0V11V4.5a1.5 1.5 0 013 0V11V5.5a1.5 1.5 0 013 0V12V8.5a1.5 1.5 0 013 0V15c0 4-2.8 7-7 7-3 0-4.6-1.4-6-3.5L3.4 14a1.6 1.6 0 012.6-1.8z" fill="currentColor"/></svg>'
CLAP = '<svg viewBox="0 0 24 24" width="22" height="22"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="8.8" cy="10" r="1.3" fill="currentColor"/><circle cx="15.2" cy="10" r="1.3" fill="currentColor"/><path d="M7.8 14.2c2.4 3 6 3 8.4 0" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
PEOPLE = '<svg viewBox="0 0 24 24" width="22" height="22"><circle cx="9" cy="8" r="3.5" fill="currentColor"/><path d="M2.5 20c.6-4 3.2-6 6.5-6s5.9 2 6.5 6z" fill="currentColor"/><circle cx="17" cy="9" r="2.6" fill="currentColor"/><path d="M16.5 13.5c3 0 4.8 1.9 5.2 5.3h-4.6" fill="currentColor"/></svg>'
HEART = '<svg viewBox="0 0 24 24" width="18" height="18"><path class="hp" d="M12 20.2l-1.2-1.1C5.6 14.4 2.6 11.6 2.6 8.1 2.6 5.4 4.7 3.3 7.4 3.3c1.8 0 3.5.9 4.6 2.3 1.1-1.4 2.8-2.3 4.6-2.3 2.7 0 4.8 2.1 4.8 4.8 0 3.5-3 6.3-8.2 11z" stroke="currentColor" stroke-width="1.9"/></svg>'
CHECK = '<svg viewBox="0 0 24 24" width="14" height="14"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="3"/></svg>'
PLAY = '<svg viewBox="0 0 24 24" width="14" height="14"><path d="M6 4v16l14-8z" fill="currentColor"/></svg>'
FILES = '<svg viewBox="0 0 24 24" width="24" height="24"><path d="M6 2.5h8l4.5 4.5v14.5H6z" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M14 2.5V7h4.5" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>'
BRANCH = '<svg viewBox="0 0 24 24" width="24" height="24"><circle cx="6" cy="5" r="2.4" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="6" cy="19" r="2.4" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="18" cy="8" r="2.4" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M6 7.4v9.2M18 10.4c0 4-5 4-9.7 6.9" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>'
BUG = '<svg viewBox="0 0 24 24" width="24" height="24"><rect x="7" y="7" width="10" height="13" rx="5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M3 11h4M17 11h4M3 17h4M17 17h4M9 4.5l1.5 2.5M15 4.5L13.5 7" fill="none" stroke="currentColor" stroke-width="1.8"/></svg>'

# -- sheet: a spreadsheet / data grid ------------------------------------------------------------
_PLOTS = [
    ("N-01", "Aurelia", "04 Apr", "7.84", "412"),
    ("N-02", "Aurelia", "04 Apr", "7.21", "398"),
    ("N-03", "Borealis", "06 Apr", "6.95", "405"),
    ("N-04", "Borealis", "06 Apr", "6.62", "377"),
    ("S-01", "Cantata", "11 Apr", "6.40", "351"),
    ("S-02", "Cantata", "11 Apr", "6.18", "362"),
    ("S-03", "Delphi", "12 Apr", "5.97", "340"),
    ("S-04", "Delphi", "12 Apr", "5.73", "329"),
    ("E-01", "Eskar", "15 Apr", "5.52", "388"),
    ("E-02", "Eskar", "15 Apr", "5.30", "371"),
    ("W-01", "Fennel 9", "19 Apr", "4.96", "302"),
    ("W-02", "Fennel 9", "19 Apr", "4.61", "296"),
]
_NOTES = [
    "",
    "lodging after storm",
    "",
    "",
    "late emergence",
    "",
    "",
    "",
    "",
    "slug damage",
    "",
    "",
]
_SHEET_ROWS = "".join(
    f'<tr id="r-{i}"><td class="rn" id="rn-{i}">{i}</td><td>{p}</td><td class="tx">{v}</td><td>{s}</td>'
    f'<td class="num">{y}</td><td class="num">{r}</td><td class="tx">{_NOTES[i - 2]}</td></tr>'
    for i, (p, v, s, y, r) in enumerate(_PLOTS, 2)
)
_WEATHER_ROWS = "".join(
    f'<tr><td class="rn">{i}</td><td>{d}</td><td class="tx">{k}</td><td>{t}</td><td class="num">{m}</td><td class="num">{h}</td><td class="tx"></td></tr>'
    for i, (d, k, t, m, h) in enumerate(
        [
            ("W14", "showers", "9.1", "18.2", "71"),
            ("W15", "dry", "11.4", "2.0", "58"),
            ("W16", "storm", "8.7", "44.5", "88"),
            ("W17", "dry", "12.9", "0.4", "52"),
            ("W18", "mixed", "13.3", "9.8", "64"),
            ("W19", "warm", "16.0", "1.1", "49"),
        ],
        2,
    )
)

SHEET = (
    """
<style>
:root { --bg:#ffffff; --chrome:#f3f6f5; --grid:#dbe2df; --hdr:#eef2f0; --text:#16201c; --muted:#637170; --acc:#157347; --tint:rgba(21,115,71,.09); --sel:#dcf1e4; --rowhov:#f4f9f6; --shadow:rgba(15,40,30,.18); }
body.dark { --bg:#0e1311; --chrome:#161d1a; --grid:#2a3430; --hdr:#1a221f; --text:#dbe5e0; --muted:#8b9a94; --acc:#5fd08e; --tint:rgba(95,208,142,.12); --sel:#173826; --rowhov:#141b18; --shadow:rgba(0,0,0,.6); }
body { margin:0; font:13px/1.3 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; display:flex; flex-direction:column; overflow:hidden; }
.app { display:flex; align-items:center; gap:12px; padding:8px 16px; background:var(--chrome); }
.logo { width:30px; height:30px; border-radius:6px; background:var(--acc); display:grid; grid-template-columns:1fr 1fr; gap:2px; padding:5px; box-sizing:border-box; }
.logo i { background:var(--bg); border-radius:1px; }
.doc b { font-size:16px; font-weight:normal; } .menus { display:flex; gap:12px; color:var(--muted); margin-top:2px; }
.star { border:0; background:transparent; color:var(--muted); cursor:pointer; padding:3px; line-height:0; transition:color .15s; }
.star .sp { fill:none; } .star:hover { color:#d4a017; }
.star.on { color:#d4a017; } .star.on .sp { fill:currentColor; }
.live { margin-left:auto; color:var(--muted); display:flex; align-items:center; gap:6px; }
.pdot { width:8px; height:8px; border-radius:50%; background:#22c55e; display:inline-block; }
body.live .pdot { animation:pulse 1.1s ease-in-out infinite; }
@keyframes pulse { 0%, 100% { opacity:1; } 50% { opacity:.1; } }
.faces span { display:inline-block; width:24px; height:24px; border-radius:50%; border:2px solid var(--chrome); margin-left:-7px; }
.share { font:inherit; font-weight:bold; padding:8px 18px; border-radius:18px; border:0; background:var(--acc); color:var(--bg); cursor:pointer; transition:transform .15s, box-shadow .15s; }
.share:hover { transform:translateY(-1px); box-shadow:0 4px 10px var(--shadow); }
.tools { display:flex; gap:4px; align-items:center; padding:5px 16px; background:var(--chrome); border-bottom:1px solid var(--grid); }
.tb { font:inherit; min-width:30px; height:28px; padding:0 8px; border:1px solid transparent; border-radius:4px; background:transparent; color:var(--text); cursor:pointer; transition:background .12s, border-color .12s; }
.tb:hover { background:var(--tint); border-color:var(--grid); }
.sep { width:1px; height:20px; background:var(--grid); margin:0 6px; }
.fbar { display:flex; align-items:center; gap:8px; padding:5px 16px; border-bottom:1px solid var(--grid); }
.fbar input { font:12.5px "DejaVu Sans Mono", monospace; border:1px solid var(--grid); background:var(--bg); color:var(--text); padding:4px 8px; caret-color:transparent; outline:none; }
.fbar input:focus { border-color:var(--acc); }
#namebox { width:70px; } #formula { flex:1; } .fx { color:var(--muted); font-style:italic; }
.wrap { flex:1; overflow:hidden; position:relative; }
table { border-collapse:collapse; font:12.5px "DejaVu Sans Mono", monospace; }
th, td { border:1px solid var(--grid); height:25px; padding:0 8px; min-width:96px; white-space:nowrap; }
th { background:var(--hdr); color:var(--muted); font-weight:normal; }
td.rn, th.corner { min-width:34px; width:34px; text-align:center; background:var(--hdr); color:var(--muted); cursor:pointer; padding:0; }
td.tx { font-family:"Liberation Sans", sans-serif; font-size:13px; min-width:150px; } td.num { text-align:right; }
tbody tr { transition:background .1s; }
tbody tr:hover { background:var(--rowhov); } tbody tr:hover td.rn { color:var(--text); }
tr.sel, tr.sel:hover { background:var(--sel); } tr.sel td.rn { background:var(--acc); color:var(--bg); }
tr.head td { font-family:"Liberation Sans", sans-serif; font-weight:bold; }
.sort { font:inherit; font-weight:bold; border:0; background:transparent; color:var(--text); cursor:pointer; padding:0; transition:color .12s; }
.sort:hover { color:var(--acc); text-decoration:underline; }
.arrow { font-size:10px; color:var(--acc); margin-left:4px; }
.tabs { display:flex; align-items:stretch; gap:2px; padding:0 16px; background:var(--chrome); border-top:1px solid var(--grid); height:34px; }
.stab { font:inherit; border:0; border-top:3px solid transparent; background:transparent; color:var(--muted); padding:0 18px; cursor:pointer; transition:border-color .15s, color .15s; }
.stab:hover { border-top-color:var(--grid); color:var(--text); }
.stab.on { background:var(--bg); color:var(--acc); border-top-color:var(--acc); font-weight:bold; }
.sum { margin-left:auto; align-self:center; color:var(--muted); font-family:"DejaVu Sans Mono", monospace; font-size:12px; }
#lock { display:none; position:fixed; inset:0; }
</style>
<header class="app"><span class="logo"><i></i><i></i><i></i><i></i></span><div class="doc"><b>Field trials 2027 &mdash; spring wheat</b>
<div class="menus"><span>File</span><span>Edit</span><span>View</span><span>Insert</span><span>Format</span><span>Data</span></div></div>
<button class="star" id="star">"""
    + STAR
    + """</button>
<span class="live"><i class="pdot"></i>3 people editing <span class="faces"><span style="background:#e07a5f"></span><span style="background:#3d85c6"></span><span style="background:#8e7cc3"></span></span></span>
<button class="share" id="share">Share</button></header>
<div class="tools"><button class="tb" id="undo">&#8630;</button><button class="tb" id="redo">&#8631;</button><span class="sep"></span>
<button class="tb" id="bold"><b>B</b></button><button class="tb" id="italic"><i>I</i></button><button class="tb" id="pct">%</button><button class="tb" id="dec">.00</button><span class="sep"></span>
<button class="tb" id="filter">Filter</button><button class="tb" id="chart">Chart</button><button class="tb" id="del-rows">Delete rows</button></div>
<div class="fbar"><input id="namebox" value="D15" autocomplete="off"><span class="fx">fx</span><input id="formula" value="=SUM(E2:E13)" autocomplete="off"></div>
<div class="wrap"><table><thead><tr><th class="corner"></th><th>A</th><th>B</th><th>C</th><th>D</th><th>E</th><th>F</th></tr></thead>
<tbody id="body-plots"><tr class="head"><td class="rn">1</td><td>Plot</td><td class="tx">Variety</td><td>Sown</td>
<td><button class="sort" id="sort-yield">Yield t/ha<span class="arrow" id="arrow">&#9650;</span></button></td><td>Rain mm</td><td class="tx">Notes</td></tr>"""
    + _SHEET_ROWS
    + """<tr><td class="rn">14</td><td></td><td class="tx"></td><td></td><td></td><td></td><td class="tx"></td></tr>
<tr><td class="rn">15</td><td></td><td class="tx">Total yield</td><td></td><td class="num" id="d15"></td><td></td><td class="tx"></td></tr></tbody>
<tbody id="body-weather" style="display:none"><tr class="head"><td class="rn">1</td><td>Week</td><td class="tx">Weather</td><td>Mean &deg;C</td><td>Rain mm</td><td>Humidity %</td><td class="tx"></td></tr>"""
    + _WEATHER_ROWS
    + """</tbody></table></div>
<footer class="tabs"><button class="stab on" id="tab-plots">Plots</button><button class="stab" id="tab-weather">Weather</button><button class="stab" id="tab-notes">Field notes</button>
<span class="sum">Average: 6.11 &nbsp; Count: 12</span></footer>
<div id="lock"></div>
"""
)

# -- meet: a video-conference stage with its control bar (dark only) -----------------------------
MEET = (
    """
<style>
body { margin:0; font:14px/1.35 "DejaVu Sans", sans-serif; background:#0b0d13; color:#e7e9f1; height:100vh; display:flex; flex-direction:column; overflow:hidden; }
.top { display:flex; align-items:center; gap:14px; padding:12px 20px; }
.top h1 { font-size:16px; font-weight:bold; margin:0; }
.rec { display:flex; align-items:center; gap:6px; color:#fca5a5; font-size:12px; letter-spacing:.08em; }
.rec i { width:9px; height:9px; border-radius:50%; background:#ef4444; }
body.recblink .rec i { animation:recb 1s ease-in-out infinite; }
@keyframes recb { 0%, 100% { opacity:1; } 50% { opacity:.15; } }
.timer { font:13px "Liberation Mono", monospace; color:#a5abbd; }
.top .room { margin-left:auto; color:#a5abbd; font-size:13px; }
.main { flex:1; display:flex; min-height:0; }
.stage { flex:1; display:grid; grid-template-columns:1fr 1fr; grid-template-rows:1fr 1fr; gap:10px; padding:4px 16px 10px; }
.tile { position:relative; border-radius:14px; overflow:hidden; display:flex; align-items:center; justify-content:center; }
.t1 { background:linear-gradient(135deg, #27324a, #3b2f4f); } .t2 { background:linear-gradient(160deg, #233b37, #2a2f3d); }
.t3 { background:linear-gradient(120deg, #3d2b2b, #2b2f40); }
.me { background:radial-gradient(circle at 50% 38%, #c7a27a 0 13%, transparent 13.5%), radial-gradient(ellipse at 50% 95%, #4b6a8a 0 34%, transparent 34.5%), linear-gradient(180deg, #6d7f69 0 60%, #55624f 60% 100%); }
.me.nocam { background:#1d212c; }
.me .ini { display:none; } .me.nocam .ini { display:flex; }
.tile.speak { box-shadow:inset 0 0 0 3px #7dd3fc; }
.ini { width:92px; height:92px; border-radius:50%; display:flex; align-items:center; justify-content:center; font-size:34px; font-weight:bold; color:#fff; }
.tag { position:absolute; left:12px; bottom:10px; background:rgba(0,0,0,.5); border-radius:6px; padding:4px 9px; font-size:13px; display:flex; align-items:center; gap:7px; }
.wave { display:inline-flex; align-items:center; gap:2px; height:14px; }
.wave i { width:3px; height:12px; border-radius:2px; background:#7dd3fc; transform:scaleY(.35); }
body.talking .wave i { animation:wv .7s ease-in-out infinite; }
body.talking .wave i:nth-child(2) { animation-delay:.15s; } body.talking .wave i:nth-child(3) { animation-delay:.3s; } body.talking .wave i:nth-child(4) { animation-delay:.45s; }
@keyframes wv { 0%, 100% { transform:scaleY(.3); } 50% { transform:scaleY(1); } }
.panel { display:none; width:300px; background:#151823; margin:4px 16px 10px 0; border-radius:14px; padding:16px 18px; box-sizing:border-box; }
.panel.open { display:block; animation:pin .18s ease-out; }
@keyframes pin { from { opacity:.3; transform:translateX(24px); } to { opacity:1; transform:none; } }
.panel h3 { margin:0 0 12px; font-size:15px; } .panel .p { display:flex; justify-content:space-between; padding:8px 0; border-bottom:1px solid #262a38; color:#c9cdda; }
.bar { display:flex; align-items:center; justify-content:center; gap:12px; padding:12px 20px 18px; position:relative; }
.rb { width:50px; height:50px; border-radius:50%; border:0; background:#252936; color:#e7e9f1; cursor:pointer; display:flex; align-items:center; justify-content:center; transition:transform .15s, background .15s; }
.rb:hover { transform:scale(1.08); background:#333848; }
.rb.off { background:#dc2626; } .rb.off:hover { background:#e34141; }
.rb:disabled { opacity:.35; cursor:default; } .rb:disabled:hover { transform:none; background:#252936; }
#hand.on, #hand.on:hover { color:#fbbf24; }
.cc { font:bold 13px "Liberation Mono", monospace; }
.leave { height:50px; padding:0 26px; border:0; border-radius:25px; background:#dc2626; color:#fff; font:inherit; font-weight:bold; cursor:pointer; transition:box-shadow .2s, background .2s; margin-left:10px; }
.leave:hover { background:#b91c1c; box-shadow:0 0 0 5px rgba(220,38,38,.28); }
.side { position:absolute; right:20px; display:flex; gap:8px; }
.cnt { position:relative; } .cnt b { position:absolute; top:-2px; right:-2px; background:#7dd3fc; color:#0b0d13; font-size:11px; border-radius:8px; padding:0 5px; }
.react { position:absolute; bottom:84px; left:50%; transform:translateX(-50%); background:#f8fafc; color:#0b0d13; border-radius:18px; padding:7px 16px; font-weight:bold; display:none; }
.back { display:none; position:fixed; inset:0; background:rgba(0,0,0,.55); }
.modal { display:none; position:fixed; left:50%; top:34%; width:360px; margin-left:-180px; background:#1a1e2a; border-radius:16px; padding:22px; }
.modal h3 { margin:0 0 8px; } .modal p { color:#a5abbd; margin:0 0 18px; }
.modal .row { display:flex; gap:10px; justify-content:flex-end; }
.modal button { font:inherit; border-radius:18px; padding:8px 16px; border:1px solid #3a4052; background:transparent; color:#e7e9f1; }
.modal button.red { background:#dc2626; border-color:#dc2626; }
</style>
<div class="top"><h1>Hardware weekly &middot; sprint 14 review</h1><span class="rec"><i></i>REC</span><span class="timer" id="timer">00:41:07</span>
<span class="room">Room code qpx-44-ret</span></div>
<div class="main"><section class="stage">
<div class="tile t1 speak"><span class="ini" style="background:#7c3aed">LV</span><span class="tag"><span class="wave"><i></i><i></i><i></i><i></i></span>Lotte Visser</span></div>
<div class="tile t2"><span class="ini" style="background:#0d9488">KA</span><span class="tag">Kwame Asante</span></div>
<div class="tile t3"><span class="ini" style="background:#b45309">SR</span><span class="tag">Sofia Reyes</span></div>
<div class="tile me" id="tile-me"><span class="ini" style="background:#2563eb">YO</span><span class="tag">You</span></div>
</section>
<aside class="panel" id="panel"><h3>People (6)</h3><div class="p"><span>Lotte Visser</span><span>host</span></div><div class="p"><span>Kwame Asante</span><span></span></div>
<div class="p"><span>Sofia Reyes</span><span></span></div><div class="p"><span>Dev Malhotra</span><span>muted</span></div><div class="p"><span>Ines Brandt</span><span>muted</span></div><div class="p"><span>You</span><span></span></div></aside></div>
<div class="bar"><span class="react" id="react">You sent applause</span>
<button class="rb" id="mic">"""
    + MIC
    + """</button><button class="rb" id="cam">"""
    + CAM
    + """</button><button class="rb" id="present" disabled>"""
    + SCREEN
    + """</button><button class="rb" id="hand">"""
    + HAND
    + """</button><button class="rb" id="clap">"""
    + CLAP
    + """</button><button class="rb cc" id="captions">CC</button><button class="rb" id="more">&#8943;</button>
<button class="leave" id="leave">Leave</button>
<span class="side"><button class="rb cnt" id="people">"""
    + PEOPLE
    + """<b>6</b></button></span></div>
<div class="back" id="back"></div><div class="modal" id="modal"><h3>Leave the call?</h3><p>The meeting continues without you. The recording keeps running.</p>
<div class="row"><button>Stay</button><button class="red">Leave call</button></div></div>
"""
)

# -- gallery: a photo album with a lightbox ------------------------------------------------------
_PHOTOS = [
    (
        "Harbour at dusk",
        "night",
        "linear-gradient(180deg,#1e1b4b 0 55%,#312e81 55% 70%,#0f172a 70%)",
    ),
    ("Dune ridge", "land", "linear-gradient(165deg,#fde68a 0 40%,#f59e0b 40% 62%,#b45309 62%)"),
    (
        "Aunt Mae laughing",
        "people",
        "radial-gradient(circle at 50% 40%,#f2c6a0 0 18%,transparent 19%),linear-gradient(180deg,#94a3b8,#475569)",
    ),
    ("Glacier tongue", "land", "linear-gradient(200deg,#e0f2fe 0 45%,#7dd3fc 45% 60%,#0c4a6e 60%)"),
    (
        "Night market",
        "night",
        "radial-gradient(circle at 30% 35%,#fbbf24 0 6%,transparent 7%),radial-gradient(circle at 70% 45%,#f472b6 0 5%,transparent 6%),linear-gradient(180deg,#111827,#1f2937)",
    ),
    ("Pine slope", "land", "linear-gradient(135deg,#14532d 0 50%,#4d7c0f 50% 70%,#d9f99d 70%)"),
    (
        "The twins",
        "people",
        "radial-gradient(circle at 35% 45%,#e8b48a 0 14%,transparent 15%),radial-gradient(circle at 65% 45%,#e8b48a 0 14%,transparent 15%),linear-gradient(180deg,#fca5a5,#b91c1c)",
    ),
    (
        "Lighthouse beam",
        "night",
        "linear-gradient(100deg,transparent 0 40%,rgba(254,240,138,.7) 40% 48%,transparent 48%),linear-gradient(180deg,#0b1026,#1e293b)",
    ),
    ("Salt flats", "land", "linear-gradient(180deg,#bae6fd 0 48%,#f8fafc 48%)"),
    (
        "Grandpa's boat",
        "people",
        "radial-gradient(circle at 45% 38%,#d6a77a 0 13%,transparent 14%),linear-gradient(180deg,#7dd3fc 0 65%,#1d4ed8 65%)",
    ),
    ("Red canyon", "land", "linear-gradient(150deg,#7f1d1d 0 35%,#dc2626 35% 55%,#fb923c 55%)"),
    (
        "Stars over camp",
        "night",
        "radial-gradient(circle at 20% 20%,#fff 0 1.5%,transparent 2%),radial-gradient(circle at 60% 30%,#fff 0 1.5%,transparent 2%),radial-gradient(circle at 80% 15%,#fff 0 1.5%,transparent 2%),linear-gradient(180deg,#020617,#1e1b4b)",
    ),
]
_PHOTOS_JS = "[" + ",".join(f"[{t!r},{k!r},{g!r}]" for t, k, g in _PHOTOS) + "]"

GALLERY = (
    """
<style>
:root { --bg:#fbfaf7; --text:#1c1917; --muted:#78716c; --line:#e7e2da; --chip:#ffffff; --acc:#be185d; --frame:#ffffff; --ink:#1c1917; }
body.dark { --bg:#121110; --text:#f1ece4; --muted:#a8a29e; --line:#2e2a27; --chip:#1c1a18; --acc:#f472b6; --frame:#1c1a18; --ink:#f1ece4; }
body { margin:0; font:13px/1.4 "Liberation Sans Narrow", "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.head { display:flex; align-items:flex-end; gap:18px; padding:22px 40px 14px; }
.head h1 { font:italic 34px/1 "DejaVu Serif", serif; margin:0; }
.head .by { color:var(--muted); text-transform:uppercase; letter-spacing:.12em; font-size:12px; padding-bottom:4px; }
#blank { flex:1; align-self:stretch; }
.picked { visibility:hidden; background:var(--acc); color:var(--bg); border-radius:12px; padding:3px 11px; font-weight:bold; text-transform:uppercase; letter-spacing:.08em; margin-bottom:4px; }
.picked.show { visibility:visible; }
.dl { font:inherit; font-size:14px; text-transform:uppercase; letter-spacing:.12em; border:0; color:var(--ink); cursor:pointer; padding:4px 0; background:linear-gradient(var(--acc), var(--acc)) no-repeat left bottom / 0 2px; transition:background-size .25s; }
.dl:hover { background-size:100% 2px; }
.show-btn { font:inherit; font-size:14px; text-transform:uppercase; letter-spacing:.12em; border:1px solid var(--line); border-radius:3px; background:var(--chip); color:var(--ink); padding:6px 14px; cursor:pointer; transition:opacity .15s; opacity:.75; }
.show-btn:hover { opacity:1; }
.chips { display:flex; gap:8px; padding:0 40px 14px; }
.chip { font:inherit; font-size:13px; text-transform:uppercase; letter-spacing:.1em; padding:5px 14px; border-radius:3px; border:1px solid var(--line); background:var(--chip); color:var(--muted); cursor:pointer; transition:border-color .15s, color .15s; }
.chip:hover { border-color:var(--ink); color:var(--ink); }
.chip.on { background:var(--ink); color:var(--bg); border-color:var(--ink); }
.grid { display:grid; grid-template-columns:repeat(6, 1fr); gap:18px; padding:0 40px; }
.ph { margin:0; background:var(--frame); padding:8px 8px 6px; box-shadow:0 1px 2px rgba(0,0,0,.12); }
.ph .box { overflow:hidden; aspect-ratio:4 / 2.5; position:relative; }
.ph .img { width:100%; height:100%; transition:transform .25s ease; cursor:zoom-in; }
.ph .box:hover .img { transform:scale(1.05); }
.ph figcaption { display:flex; align-items:center; gap:6px; padding-top:6px; font-size:14px; }
.ph figcaption span { flex:1; transition:color .15s; } .ph:hover figcaption span { color:var(--acc); }
.fav { border:0; background:transparent; color:var(--muted); cursor:pointer; padding:2px; line-height:0; opacity:.6; transition:opacity .15s; }
.fav:hover { opacity:1; } .fav .hp { fill:none; }
.fav.on { color:var(--acc); opacity:1; } .fav.on .hp { fill:currentColor; }
.pick { position:absolute; top:8px; right:8px; width:22px; height:22px; border-radius:50%; border:2px solid #fff; background:rgba(0,0,0,.18); color:#fff; cursor:pointer; padding:0; display:flex; align-items:center; justify-content:center; }
.pick svg { visibility:hidden; } .pick.on { background:var(--acc); border-color:var(--acc); } .pick.on svg { visibility:visible; }
.pager { display:flex; gap:18px; align-items:center; justify-content:center; padding:16px 40px; text-transform:uppercase; letter-spacing:.1em; color:var(--muted); }
.pager button { font:inherit; border:0; background:transparent; color:var(--ink); cursor:pointer; letter-spacing:.1em; text-transform:uppercase; transition:color .15s; }
.pager button:hover { color:var(--acc); }
.strip { position:fixed; left:0; right:0; bottom:0; height:30px; overflow:hidden; background:var(--ink); color:var(--bg); white-space:nowrap; font-size:13px; letter-spacing:.08em; text-transform:uppercase; line-height:30px; }
.strip span { display:inline-block; padding-left:40px; }
body.scroll .strip span { animation:mq 14s linear infinite; }
@keyframes mq { from { transform:translateX(0); } to { transform:translateX(-900px); } }
.lb { display:none; position:fixed; inset:0; background:rgba(8,8,8,.92); z-index:5; align-items:center; justify-content:center; flex-direction:column; gap:14px; }
.lb.open { display:flex; }
.lb .big { width:62vw; aspect-ratio:4 / 2.5; box-shadow:0 20px 60px rgba(0,0,0,.6); }
.lb .cap { color:#e7e5e4; font:italic 20px "DejaVu Serif", serif; }
.lb .x { position:absolute; top:20px; right:28px; font-size:26px; color:#e7e5e4; background:transparent; border:0; cursor:pointer; }
</style>
<header class="head"><h1>Coastlines &amp; kin</h1><span class="by">Album &middot; 48 photos &middot; shared by Hedda L.</span><span id="blank"></span>
<span class="picked" id="picked">1 selected</span><button class="show-btn" id="slideshow">Slideshow</button><button class="dl" id="download">Download all</button></header>
<nav class="chips"><button class="chip on" id="chip-all">All</button><button class="chip" id="chip-land">Landscapes</button><button class="chip" id="chip-people">People</button><button class="chip" id="chip-night">Night</button></nav>
<section class="grid" id="grid"></section>
<div class="pager"><button id="prev">&larr; Previous</button><span id="pinfo">Page 1 of 4</span><button id="next">Next &rarr;</button></div>
<div class="strip"><span>Exhibition &ldquo;Low water&rdquo; opens Friday 18:00 at the pier hall &nbsp;&middot;&nbsp; prints from this album ship within five days &nbsp;&middot;&nbsp; 12 new comments this week &nbsp;&middot;&nbsp; Exhibition &ldquo;Low water&rdquo; opens Friday 18:00 at the pier hall &nbsp;&middot;&nbsp; prints from this album ship within five days</span></div>
<div class="lb" id="lightbox"><button class="x" id="lb-close">&#10005;</button><div class="big" id="lb-img"></div><div class="cap" id="lb-cap"></div></div>
<script>
const PHOTOS = """
    + _PHOTOS_JS
    + """;
const HEART_SVG = '"""
    + HEART
    + """', CHECK_SVG = '"""
    + CHECK
    + """';
let page = 0;
function renderPage() {
  document.getElementById('grid').innerHTML = PHOTOS.map((p, i) => '<figure class="ph" id="ph-' + i + '" data-k="' + p[1] + '"><div class="box"><div class="img" id="img-' + i + '" style="background:' + p[2] + '"></div><button class="pick" id="pick-' + i + '">' + CHECK_SVG + '</button></div><figcaption><span>' + p[0] + '</span><button class="fav" id="fav-' + i + '">' + HEART_SVG + '</button></figcaption></figure>').join('');
  document.getElementById('pinfo').textContent = 'Page ' + (page + 1) + ' of 4';
}
renderPage();
</script>
"""
)

# -- checkout: a checkout with a stepper (light) -------------------------------------------------
_STEPS = ("Basket", "Delivery", "Payment", "Review")


def _stepper(active: int) -> str:
    out = []
    for i, name in enumerate(_STEPS):
        cls = "done" if i < active else "now" if i == active else ""
        mark = CHECK if i < active else str(i + 1)
        out.append(f'<li class="{cls}" id="step-{i}"><span class="c">{mark}</span>{name}</li>')
    return '<ol class="stepper">' + "".join(out) + "</ol>"


_CHECKOUT_CSS = """
<style>
body { margin:0; font:15px/1.45 "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; background:#f6f3ee; color:#221d1f; height:100vh; overflow:hidden; }
h1, h2, h3 { font-family:"DejaVu Math TeX Gyre", serif; font-weight:normal; line-height:1.2; margin:14px 0 10px; }
.top { display:flex; align-items:center; padding:14px 48px; border-bottom:1px solid #e4ddd3; background:#fffdf9; }
.brand { font:26px "DejaVu Math TeX Gyre", serif; color:#881337; }
.secure { margin-left:auto; color:#6b6266; font-size:13px; }
.hold { margin-left:20px; font-size:13px; color:#881337; background:#fbe8ee; border-radius:4px; padding:3px 9px; }
.stepper { display:flex; list-style:none; margin:0; padding:22px 48px 6px; gap:0; counter-reset:s; }
.stepper li { flex:1; display:flex; align-items:center; gap:10px; color:#8c8388; position:relative; }
.stepper li:not(:last-child)::after { content:""; flex:1; height:2px; background:#ddd5cb; margin:0 14px; }
.stepper li.done:not(:last-child)::after { background:#881337; }
.stepper .c { width:28px; height:28px; border-radius:50%; border:2px solid #cfc6bb; display:flex; align-items:center; justify-content:center; font-size:13px; background:#fffdf9; }
.stepper li.done .c { background:#881337; border-color:#881337; color:#fff; }
.stepper li.now { color:#221d1f; font-weight:bold; } .stepper li.now .c { border-color:#881337; color:#881337; }
.cols { display:flex; gap:28px; padding:12px 48px; }
.form { flex:1.35; background:#fffdf9; border:1px solid #e4ddd3; border-radius:6px; padding:4px 26px 22px; }
.sum { flex:1; background:#fffdf9; border:1px solid #e4ddd3; border-radius:6px; padding:4px 22px 20px; }
.grid2 { display:grid; grid-template-columns:1fr 1fr; gap:10px 16px; }
label.f { display:block; font-size:12px; color:#6b6266; margin-bottom:3px; text-transform:uppercase; letter-spacing:.05em; }
.in { width:100%; box-sizing:border-box; font:inherit; padding:8px 10px; border:1px solid #d8cfc4; border-radius:4px; background:#fff; color:#221d1f; caret-color:transparent; transition:border-color .15s; outline:none; }
.in:hover { border-color:#a8999f; } .in:focus { border-color:#881337; }
.found { font-size:12px; color:#15803d; visibility:hidden; margin-top:3px; } .found.show { visibility:visible; }
.opts { display:flex; flex-direction:column; gap:8px; margin-top:6px; }
.opt { display:flex; align-items:center; gap:10px; border:1px solid #ded5ca; border-radius:5px; padding:9px 12px; cursor:pointer; transition:border-color .15s, background .15s; }
.opt:hover { border-color:#881337; }
.opt span { flex:1; } .opt small { color:#6b6266; }
input[type=radio], input[type=checkbox] { accent-color:#881337; width:16px; height:16px; margin:0; }
.gift { display:flex; align-items:center; gap:9px; margin-top:14px; cursor:pointer; }
.actions { display:flex; align-items:center; justify-content:space-between; margin-top:18px; }
.back { font:inherit; border:0; background:transparent; color:#6b6266; cursor:pointer; padding:4px 0; transition:color .15s; }
.back:hover { color:#881337; text-decoration:underline; }
.go { display:inline-block; font:inherit; font-weight:bold; text-decoration:none; background:#881337; color:#fff; padding:11px 26px; border-radius:5px; transition:transform .15s, box-shadow .15s; }
.go:hover { transform:translateY(-2px); box-shadow:0 6px 14px rgba(136,19,55,.3); }
.item { display:flex; align-items:center; gap:12px; padding:9px 0; border-bottom:1px solid #eee7de; }
.thumb { width:44px; height:44px; border-radius:4px; flex:none; }
.item .nm { flex:1; } .item .nm small { display:block; color:#6b6266; }
.qty { display:inline-flex; align-items:center; border:1px solid #d8cfc4; border-radius:4px; }
.qty button { border:0; background:transparent; width:26px; height:26px; cursor:pointer; font:inherit; color:#221d1f; transition:background .12s; }
.qty button:hover { background:#f3e6ea; }
.qty span { min-width:22px; text-align:center; }
.upd { font:inherit; font-size:13px; border:0; background:transparent; color:#881337; cursor:pointer; padding:6px 0; transition:opacity .15s; opacity:.7; }
.upd:hover { opacity:1; }
.promo { display:flex; gap:8px; margin-top:8px; }
.apply { font:inherit; border:1.5px solid #221d1f; background:transparent; color:#221d1f; border-radius:4px; padding:0 16px; cursor:pointer; transition:background .15s, color .15s; }
.apply:hover { background:#221d1f; color:#fffdf9; }
.perr { color:#b91c1c; font-size:13px; visibility:hidden; margin-top:4px; } .perr.show { visibility:visible; }
.checking { color:#6b6266; font-size:13px; display:none; margin-top:4px; }
.tot { display:flex; justify-content:space-between; padding:4px 0; color:#4a4346; } .tot.big { font-size:18px; color:#221d1f; font-weight:bold; border-top:1px solid #e4ddd3; margin-top:8px; padding-top:10px; }
.place { width:100%; margin-top:14px; font:inherit; font-weight:bold; padding:11px; border:0; border-radius:5px; background:#881337; color:#fff; }
.place:disabled { background:#d9cfd2; color:#8c8388; }
.note { font-size:12px; color:#8c8388; text-align:center; margin-top:6px; }
.spin { display:none; width:11px; height:11px; border:2px solid #e4ddd3; border-top-color:#881337; border-radius:50%; vertical-align:-1px; margin-left:6px; }
body.rates .spin { display:inline-block; animation:rot .9s linear infinite; }
@keyframes rot { to { transform:rotate(360deg); } }
#lookup { display:none; position:fixed; inset:0; }
</style>
"""

_ITEMS = """<div class="item"><span class="thumb" style="background:linear-gradient(135deg,#0f766e,#5eead4)"></span><span class="nm">Linen apron, sage<small>One size</small></span>
<span class="qty"><button id="minus-1">&minus;</button><span id="q-1">1</span><button id="plus-1">+</button></span><span>&euro;34.00</span></div>
<div class="item"><span class="thumb" style="background:linear-gradient(135deg,#92400e,#fbbf24)"></span><span class="nm">Oak spoon set<small>3 pieces</small></span>
<span class="qty"><button id="minus-2">&minus;</button><span id="q-2">2</span><button id="plus-2">+</button></span><span>&euro;27.00</span></div>
<div class="item"><span class="thumb" style="background:linear-gradient(135deg,#1e3a8a,#93c5fd)"></span><span class="nm">Stoneware bowl<small>Glaze: tide</small></span>
<span class="qty"><button id="minus-3">&minus;</button><span id="q-3">1</span><button id="plus-3">+</button></span><span>&euro;22.50</span></div>"""

_SUMMARY = (
    """<section class="sum"><h2>Your order</h2><div id="items">"""
    + _ITEMS
    + """</div>
<button class="upd" id="update">Update basket</button>
<div class="promo"><input class="in" id="promo" value="SPRING-TEN" autocomplete="off"><button class="apply" id="apply">Apply</button></div>
<div class="perr" id="promo-err">This code expired on 31 March.</div><div class="checking" id="checking">Checking the code&hellip;</div>
<div class="tot" style="margin-top:12px"><span>Subtotal</span><span>&euro;83.50</span></div><div class="tot"><span>Delivery<span class="spin"></span></span><span id="ship">&euro;4.90</span></div>
<div class="tot big"><span>Total</span><span id="total">&euro;88.40</span></div>
<button class="place" id="place" disabled>Place order</button><div class="note">You can place the order at the Review step.</div></section>"""
)

_TOP = """<header class="top"><span class="brand">Hearth &amp; Loom</span><span class="secure">Secure checkout &middot; 256-bit TLS</span><span class="hold" id="hold">Basket held for 14:59</span></header>"""

CHECKOUT = (
    _CHECKOUT_CSS
    + _TOP
    + _stepper(1)
    + """<div class="cols"><section class="form"><h2>Where should we deliver?</h2>
<div class="grid2"><div><label class="f" for="fname">First name</label><input class="in" id="fname" value="Maartje" autocomplete="off"></div>
<div><label class="f" for="lname">Last name</label><input class="in" id="lname" value="de Wit" autocomplete="off"></div>
<div style="grid-column:span 2"><label class="f" for="street">Street and number</label><input class="in" id="street" value="Oudegracht 212" autocomplete="off"></div>
<div><label class="f" for="postcode">Postcode</label><input class="in" id="postcode" value="3511 NR" autocomplete="off"><div class="found" id="found">Address found</div></div>
<div><label class="f" for="city">City</label><input class="in" id="city" placeholder="Filled in from the postcode" autocomplete="off"></div></div>
<h3 style="margin:18px 0 4px">Delivery</h3>
<div class="opts"><label class="opt" id="opt-std"><input type="radio" name="ship" id="r-std" checked><span>Standard<br><small>3&ndash;5 working days</small></span>&euro;4.90</label>
<label class="opt" id="opt-exp"><input type="radio" name="ship" id="r-exp"><span>Express<br><small>Next working day before 13:00</small></span>&euro;9.50</label>
<label class="opt" id="opt-pick"><input type="radio" name="ship" id="r-pick"><span>Pick up at a collection point<br><small>From Thursday</small></span>free</label></div>
<label class="gift" id="gift-lbl"><input type="checkbox" id="gift">This order is a gift (no prices on the packing slip)</label>
<div class="actions"><button class="back" id="edit-basket">&larr; Edit basket</button><a class="go" href="/h2/checkout-payment" id="continue">Continue to payment</a></div></section>
"""
    + _SUMMARY
    + """</div><div id="lookup"></div>"""
)

CHECKOUT_PAYMENT = (
    _CHECKOUT_CSS
    + _TOP
    + _stepper(2)
    + """<div class="cols"><section class="form"><h2>How would you like to pay?</h2>
<div class="opts"><label class="opt"><input type="radio" name="pay" checked><span>Card<br><small>Visa, Mastercard, Maestro</small></span></label>
<label class="opt"><input type="radio" name="pay"><span>iDEAL<br><small>Choose your bank on the next screen</small></span></label>
<label class="opt"><input type="radio" name="pay"><span>Gift card<br><small>16-digit code</small></span></label></div>
<div class="grid2" style="margin-top:16px"><div style="grid-column:span 2"><label class="f">Card number</label><input class="in" placeholder="1234 5678 9012 3456"></div>
<div><label class="f">Expiry</label><input class="in" placeholder="MM / YY"></div><div><label class="f">CVC</label><input class="in" placeholder="3 digits"></div></div>
<div class="actions"><button class="back">&larr; Back to delivery</button><a class="go" href="#">Review order</a></div></section>
"""
    + _SUMMARY
    + "</div>"
)

# -- ide: a code editor with a file tree (dark and light) ----------------------------------------
_APP_PY = [
    '<span class="k">from</span> pathlib <span class="k">import</span> Path',
    '<span class="k">from</span> .parser <span class="k">import</span> parse_manifest',
    "",
    'DEFAULT_OUT = Path(<span class="s">"build"</span>)',
    "",
    "",
    '<span class="k">def</span> <span class="f">build</span>(src: Path, out: Path = DEFAULT_OUT) -&gt; <span class="k">int</span>:',
    '    <span class="c"># read the manifest, render every page, return the count</span>',
    '    manifest = parse_manifest(src / <span class="s">"site.toml"</span>)',
    '    out.mkdir(parents=<span class="k">True</span>, exist_ok=<span class="k">True</span>)',
    '    count = <span class="n">0</span>',
    '    <span class="k">for</span> page <span class="k">in</span> manifest.pages:',
    "        (out / page.slug).write_text(page.render())",
    '        count += <span class="n">1</span>',
    '    <span class="k">return</span> count',
    "",
    "",
    '<span class="k">if</span> __name__ == <span class="s">"__main__"</span>:',
    '    <span class="f">print</span>(build(Path(<span class="s">"."</span>)))',
]
_README = [
    '<span class="h"># tidewater</span>',
    "",
    "A small static site builder for field notebooks.",
    "",
    '<span class="h">## Usage</span>',
    "",
    '    <span class="s">python -m tidewater build ./notes</span>',
    "",
    'Pages are listed in <span class="s">site.toml</span>; each is rendered',
    'once and written to <span class="s">build/</span>.',
]


def _code(lines: list[str]) -> str:
    return "".join(
        f'<div class="ln"><span class="no">{i}</span><span>{t or "&nbsp;"}</span></div>'
        for i, t in enumerate(lines, 1)
    )


def _node(depth: int, label: str, ident: str, kind: str = "file", extra: str = "") -> str:
    icon = {"dir": "&#9656;", "open": "&#9662;", "file": ""}[kind]
    return f'<div class="node{extra}" id="{ident}" style="padding-left:{10 + depth * 14}px"><span class="chev">{icon}</span><span class="fic {kind}"></span>{label}</div>'


IDE = (
    """
<style>
:root { --bg:#1b1d23; --side:#16181d; --act:#111317; --text:#c9ced8; --muted:#7c8390; --line:#262a32; --hov:#22262e; --sel:#2b3a55; --acc:#f59e0b; --tabbg:#16181d; --k:#c792ea; --s:#a5d6a7; --f:#82aaff; --n:#f78c6c; --c:#6b7280; }
body.light { --bg:#fdfdfb; --side:#f1f0ec; --act:#e4e2dc; --text:#2b2f36; --muted:#7a7f88; --line:#e2e0da; --hov:#e7e5df; --sel:#d6e2f5; --acc:#b45309; --tabbg:#ebe9e4; --k:#7c3aed; --s:#15803d; --f:#1d4ed8; --n:#c2410c; --c:#8a8f98; }
body { margin:0; font:13px/1.4 "Liberation Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; display:flex; flex-direction:column; overflow:hidden; }
.title { display:flex; align-items:center; gap:10px; height:38px; padding:0 12px; background:var(--act); border-bottom:1px solid var(--line); }
.title .proj { color:var(--muted); } .title .proj b { color:var(--text); font-weight:normal; }
.title .sp { flex:1; }
.tbtn { font:inherit; display:flex; align-items:center; gap:6px; height:26px; padding:0 12px; border-radius:4px; border:1px solid var(--line); background:transparent; color:var(--text); cursor:pointer; transition:background .12s, border-color .12s; }
.tbtn:hover { background:var(--hov); border-color:var(--muted); }
.tbtn:disabled { opacity:.4; cursor:default; } .tbtn:disabled:hover { background:transparent; border-color:var(--line); }
.tbtn.push { border-color:var(--acc); color:var(--acc); }
.wrap { flex:1; display:flex; min-height:0; }
.bar { width:48px; background:var(--act); display:flex; flex-direction:column; align-items:center; gap:14px; padding-top:12px; color:var(--muted); }
.bar span { line-height:0; transition:color .12s; } .bar span:hover { color:var(--text); } .bar span.on { color:var(--text); box-shadow:-2px 0 0 var(--acc); }
.tree { width:250px; background:var(--side); border-right:1px solid var(--line); padding-top:6px; }
.tree h4 { margin:4px 14px 8px; font-size:11px; letter-spacing:.1em; color:var(--muted); font-weight:normal; }
.node { height:24px; display:flex; align-items:center; gap:5px; cursor:pointer; white-space:nowrap; transition:background .1s; }
.node:hover { background:var(--hov); }
.node.sel, .node.sel:hover { background:var(--sel); }
.chev { width:12px; color:var(--muted); font-size:11px; }
.fic { width:10px; height:12px; border-radius:2px; background:var(--muted); opacity:.7; }
.fic.dir, .fic.open { background:#d9a441; opacity:1; width:13px; height:10px; }
#kids-tests { display:none; } #kids-tests.open { display:block; }
.ed { flex:1; display:flex; flex-direction:column; min-width:0; }
.tabs { display:flex; background:var(--tabbg); height:34px; }
.tab { font:inherit; border:0; border-top:2px solid transparent; border-right:1px solid var(--line); background:transparent; color:var(--muted); padding:0 18px; cursor:pointer; transition:color .12s; }
.tab:hover { color:var(--text); }
.tab.on { background:var(--bg); color:var(--text); border-top-color:var(--acc); }
.find { display:flex; gap:6px; align-items:center; padding:6px 14px; border-bottom:1px solid var(--line); }
.find input { font:12px "Liberation Mono", monospace; width:200px; padding:4px 8px; background:var(--side); color:var(--text); border:1px solid var(--line); border-radius:3px; caret-color:transparent; outline:none; }
.find input:focus { border-color:var(--acc); box-shadow:0 0 0 2px rgba(245,158,11,.25); }
.find .cnt { color:var(--muted); font-size:12px; }
.code { font:13px/20px "Liberation Mono", monospace; padding:8px 0; }
.ln { display:flex; white-space:pre; } .ln .no { width:46px; text-align:right; padding-right:18px; color:var(--muted); opacity:.6; }
.k { color:var(--k); } .s { color:var(--s); } .f { color:var(--f); } .n { color:var(--n); } .c { color:var(--c); font-style:italic; } .h { color:var(--f); font-weight:bold; }
.status { display:flex; align-items:center; gap:16px; height:24px; padding:0 12px; background:#0e7490; color:#ecfeff; font-size:12px; }
.status button { font:inherit; border:0; background:transparent; color:inherit; cursor:pointer; padding:0 6px; height:100%; transition:background .12s; }
.status button:hover { background:rgba(255,255,255,.16); }
.status .r { margin-left:auto; }
.spin { display:none; width:9px; height:9px; border:2px solid rgba(255,255,255,.35); border-top-color:#fff; border-radius:50%; }
body.building .spin { display:inline-block; animation:rot .8s linear infinite; }
@keyframes rot { to { transform:rotate(360deg); } }
.toast { display:none; position:fixed; right:18px; bottom:40px; background:var(--act); border:1px solid var(--line); border-left:3px solid #22c55e; color:var(--text); padding:10px 14px; border-radius:4px; box-shadow:0 6px 18px rgba(0,0,0,.3); }
</style>
<header class="title"><span class="proj">tidewater &rsaquo; <b>src/tidewater/app.py</b></span><span class="sp"></span>
<button class="tbtn" id="run" disabled>"""
    + PLAY
    + """Run</button><button class="tbtn push" id="push">Commit &amp; push</button></header>
<div class="wrap"><nav class="bar"><span class="on">"""
    + FILES
    + "</span><span>"
    + BRANCH
    + "</span><span>"
    + BUG
    + """</span></nav>
<aside class="tree"><h4>EXPLORER</h4>"""
    + _node(0, "tidewater", "n-root", "open")
    + _node(1, ".github", "dir-github", "dir")
    + _node(1, "src", "dir-src", "open")
    + _node(2, "tidewater", "dir-pkg", "open")
    + _node(3, "__init__.py", "f-init")
    + _node(3, "app.py", "f-app", extra=" sel")
    + _node(3, "parser.py", "f-parser")
    + _node(3, "render.py", "f-render")
    + _node(1, "tests", "dir-tests", "dir")
    + '<div id="kids-tests">'
    + _node(2, "conftest.py", "f-conftest")
    + _node(2, "test_app.py", "f-test-app")
    + _node(2, "test_parser.py", "f-test-parser")
    + "</div>"
    + _node(1, "docs", "dir-docs", "dir")
    + _node(1, ".gitignore", "f-gitignore")
    + _node(1, "LICENSE", "f-license")
    + _node(1, "README.md", "f-readme")
    + _node(1, "pyproject.toml", "f-pyproject")
    + """</aside>
<section class="ed"><div class="tabs"><button class="tab on" id="tab-app">app.py</button><button class="tab" id="tab-readme">README.md</button></div>
<div class="find"><input id="find" placeholder="Find" autocomplete="off"><input id="replace" placeholder="Replace" autocomplete="off"><span class="cnt">No results</span></div>
<div class="code" id="code-app">"""
    + _code(_APP_PY)
    + """</div><div class="code" id="code-readme" style="display:none">"""
    + _code(_README)
    + """</div></section></div>
<footer class="status"><span>&#9095; main</span><span><span class="spin"></span> <span id="bstate">Build idle</span></span><button id="problems">&#9888; 0 &nbsp;&#10005; 0</button>
<span class="r">Ln 9, Col 18</span><span>UTF-8</span><span>Python 3.12</span></footer>
<div class="toast" id="toast">Pushed 2 commits to origin/main</div>
"""
)

PAGES = {
    "sheet": SHEET,
    "meet": MEET,
    "gallery": GALLERY,
    "checkout": CHECKOUT,
    "checkout-payment": CHECKOUT_PAYMENT,
    "ide": IDE,
}
# The designs a scenario can use (``checkout-payment`` is only navigated to), with their themes.
THEMES = {
    "sheet": ("light", "dark"),
    "meet": ("dark",),
    "gallery": ("light", "dark"),
    "checkout": ("light",),
    "ide": ("dark", "light"),
}


def holdout2_page(doc: str, theme: str) -> str:
    # The editor is dark by default and marks its light theme; the others mark their dark one.
    if doc == "ide":
        body = ' class="light"' if theme == "light" else ""
    else:
        body = ' class="dark"' if theme == "dark" else ""
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body{body}>{PAGES[doc]}</body></html>'


# -- behaviours a scenario wires (written for this part) -----------------------------------------




LOCK = _el("lock") + ".style.display='block';"
PRESENCE = "document.body.classList.add('live');"
WAVEFORM = "document.body.classList.add('talking');"
MARQUEE = "document.body.classList.add('scroll');"
BUILDING = "document.body.classList.add('building'); " + _el("bstate") + ".textContent='Building';"
# The call timer: one second every 150 ms, so the tens digit changes too.
CALL_TIMER = """(() => { const el = document.getElementById('timer'); let s = 41 * 60 + 7;
  setInterval(() => { s++; el.textContent = '00:' + String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0'); }, 150); })();"""
# The basket hold: a countdown, one second every 150 ms.
BASKET_HOLD = """(() => { const el = document.getElementById('hold'); let s = 899;
  setInterval(() => { s--; el.textContent = 'Basket held for ' + Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); }, 150); })();"""

_STAR = _on_click("#star", _el("star") + ".classList.toggle('on')")
_DELETE_ROWS = _on_click(
    "#del-rows",
    "document.querySelectorAll('#body-plots tr:nth-child(n+15)').forEach(r => r.remove());",
)
_MUTE = _on_click(
    "#mic", "const m = " + _el("mic") + "; m.innerHTML = MIC_OFF_SVG; m.classList.add('off');"
)
_MIC_OFF_DEF = "window.MIC_OFF_SVG = '" + MIC_OFF + "';"
_CAM_OFF_DEF = "window.CAM_OFF_SVG = '" + CAM_OFF + "';"
_HAND = _on_click("#hand", _el("hand") + ".classList.toggle('on')")
_PEOPLE = _on_click("#people", _el("panel") + ".classList.add('open')")
_FAV2 = _on_click("#fav-1", _el("fav-1") + ".classList.toggle('on')")
_PICK6 = _on_click(
    "#pick-6", _el("pick-6") + ".classList.add('on'); " + _el("picked") + ".classList.add('show')"
)
_OPEN_LIGHTBOX = (
    "const lb = document.getElementById('lightbox'); document.getElementById('lb-img').style.background = PHOTOS[4][2]; "
    "document.getElementById('lb-cap').textContent = PHOTOS[4][0]; lb.classList.add('open');"
)
_PROMO = _on_click("#apply", _el("promo-err") + ".classList.add('show')")
_EXPAND_TESTS = _on_click(
    "#dir-tests",
    _el("kids-tests")
    + ".classList.add('open'); "
    + _el("dir-tests")
    + ".querySelector('.chev').innerHTML = '&#9662;'",
)
_SELECT_PARSER = _on_click(
    "#f-parser",
    "document.querySelector('.node.sel').classList.remove('sel'); "
    + _el("f-parser")
    + ".classList.add('sel')",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout_pages.HOLDOUT_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT2_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- sheet --------------------------------------------------------------------------------
    (
        "h2_sh_sort_arrow",
        "effect",
        "sheet",
        "#sort-yield",
        "Apply a descending sort to the Yield column",
        _on_click("#sort-yield", _el("arrow") + ".innerHTML = '&#9660;'"),
        {"note": "only the small sort arrow in the column header flips (up -> down)"},
    ),
    (
        "h2_sh_star",
        "effect",
        "sheet",
        "#star",
        "Save the sheet to Starred",
        _STAR,
        {"note": "an outline star becomes a filled gold star (shape and colour)"},
    ),
    (
        "h2_sh_row_select",
        "effect",
        "sheet",
        "#rn-7",
        "Select row 7 so I can delete it",
        _on_click("#rn-7", _el("r-7") + ".classList.add('sel')"),
        {"note": "a hover-tinted row becomes selected: green tint and a filled row number"},
    ),
    (
        "h2_sh_weather_tab",
        "effect",
        "sheet",
        "#tab-weather",
        "Open the Weather sheet",
        _on_click(
            "#tab-weather",
            _el("tab-plots")
            + ".classList.remove('on'); "
            + _el("tab-weather")
            + ".classList.add('on'); "
            + _el("body-plots")
            + ".style.display='none'; "
            + _el("body-weather")
            + ".style.display=''",
        ),
        {"note": "sheet tab switch: the active tab moves and the grid shows other data"},
    ),
    (
        "h2_sh_formula_enter",
        "effect",
        "sheet",
        "#formula",
        "press Enter to confirm the formula",
        _on_key("#formula", "Enter", _el("d15") + ".textContent = '73.29'"),
        {"key": "Enter", "note": "Enter in the formula bar writes the total into cell D15"},
    ),
    (
        "h2_sh_share_noop",
        "no_effect",
        "sheet",
        "#share",
        "Share the sheet: send it to the trial team",
        "",
        {"note": "a pill button that lifts 1 px with a shadow on hover, no handler"},
    ),
    (
        "h2_sh_locked_delete",
        "no_effect",
        "sheet",
        "#del-rows",
        "Delete the total row at the bottom",
        LOCK + _DELETE_ROWS,
        {
            "note": "a transparent lock layer over the page absorbs the click; the button has a handler"
        },
    ),
    (
        "h2_sh_namebox_enter",
        "no_effect",
        "sheet",
        "#namebox",
        "press Enter to confirm the cell reference",
        "",
        {"key": "Enter", "note": "Enter in the name box: nothing listens"},
    ),
    (
        "h2_sh_presence_noop",
        "no_effect",
        "sheet",
        "#filter",
        "Apply a filter to the plots",
        PRESENCE,
        {
            "volatile": "blink",
            "note": "a presence dot pulses; the toolbar button gains a tinted square on hover, no handler",
        },
    ),
    (
        "h2_sh_presence_star",
        "effect",
        "sheet",
        "#star",
        "Save the sheet to Starred",
        PRESENCE + _STAR,
        {"volatile": "blink", "note": "presence dot pulsing AND the star filling"},
    ),
    # -- meet ---------------------------------------------------------------------------------
    (
        "h2_mt_mute",
        "effect",
        "meet",
        "#mic",
        "Mute my microphone before the demo",
        _MIC_OFF_DEF + _MUTE,
        {"note": "the microphone icon becomes a struck-out one and the round button turns red"},
    ),
    (
        "h2_mt_hand",
        "effect",
        "meet",
        "#hand",
        "Raise my hand to ask a question",
        _HAND,
        {"note": "the hand icon turns amber (colour only) on a button that grows on hover"},
    ),
    (
        "h2_mt_leave",
        "effect",
        "meet",
        "#leave",
        "Leave the call; confirm when asked",
        _on_click(
            "#leave",
            _el("back") + ".style.display='block'; " + _el("modal") + ".style.display='block'",
        ),
        {"note": "a confirmation modal with a dark backdrop opens"},
    ),
    (
        "h2_mt_camera_enter",
        "effect",
        "meet",
        "#cam",
        "press Enter to turn my camera off",
        _CAM_OFF_DEF
        + _on_click(
            "#cam",
            "const c = "
            + _el("cam")
            + "; c.innerHTML = CAM_OFF_SVG; c.classList.add('off'); "
            + _el("tile-me")
            + ".classList.add('nocam')",
        ),
        {
            "key": "Enter",
            "note": "Enter on the focused camera button: the self view becomes an avatar, the button turns red",
        },
    ),
    (
        "h2_mt_present_disabled",
        "no_effect",
        "meet",
        "#present",
        "Open screen sharing to present the slides",
        "",
        {"note": "disabled button (the host turned sharing off)"},
    ),
    (
        "h2_mt_applause_flash",
        "no_effect",
        "meet",
        "#clap",
        "Send an applause reaction",
        _on_click(
            "#clap",
            _flash(_el("react") + ".style.display='block'", _el("react") + ".style.display='none'"),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "a 'You sent applause' pill shows for 450 ms and is gone before the post frame",
        },
    ),
    (
        "h2_mt_wave_noop",
        "no_effect",
        "meet",
        "#captions",
        "Turn on live captions",
        WAVEFORM,
        {
            "volatile": "waveform",
            "note": "the speaker's level bars bounce; CC grows on hover, no handler",
        },
    ),
    (
        "h2_mt_wave_people",
        "effect",
        "meet",
        "#people",
        "Open the participant list",
        WAVEFORM + _PEOPLE,
        {"volatile": "waveform", "note": "level bars bouncing AND a side panel opening"},
    ),
    (
        "h2_mt_timer_noop",
        "no_effect",
        "meet",
        "#more",
        "Open more call options",
        CALL_TIMER + "document.body.classList.add('recblink');",
        {
            "volatile": "clock",
            "note": "the call timer ticks and the REC dot blinks; the '...' button has no handler",
        },
    ),
    # -- gallery ------------------------------------------------------------------------------
    (
        "h2_ga_lightbox",
        "effect",
        "gallery",
        "#img-4",
        "Open the night market photo full size",
        _on_click("#img-4", _OPEN_LIGHTBOX),
        {"note": "a lightbox opens over the album (photo zooms inside its frame on hover)"},
    ),
    (
        "h2_ga_escape_close",
        "effect",
        "gallery",
        "#lb-close",
        "press Escape to close the photo viewer",
        _OPEN_LIGHTBOX
        + _on_key("#lb-close", "Escape", _el("lightbox") + ".classList.remove('open')"),
        {"key": "Escape", "note": "Escape closes the open lightbox"},
    ),
    (
        "h2_ga_favourite",
        "effect",
        "gallery",
        "#fav-1",
        "Save the dune photo to favourites",
        _FAV2,
        {"note": "an outline heart becomes a filled pink heart (shape and colour)"},
    ),
    (
        "h2_ga_night_chip",
        "effect",
        "gallery",
        "#chip-night",
        "Apply the Night filter",
        _on_click(
            "#chip-night",
            "document.querySelector('.chip.on').classList.remove('on'); "
            + _el("chip-night")
            + ".classList.add('on'); "
            "document.querySelectorAll('.ph').forEach(f => { if (f.dataset.k !== 'night') f.style.display = 'none'; });",
        ),
        {"note": "the Night chip fills and only the four night photos stay in the grid"},
    ),
    (
        "h2_ga_prev_first",
        "no_effect",
        "gallery",
        "#prev",
        "Go to the previous page of photos",
        _on_click("#prev", "if (page > 0) page--; renderPage();"),
        {"note": "Previous on page 1 re-renders the same photos; the link changes colour on hover"},
    ),
    (
        "h2_ga_download_noop",
        "no_effect",
        "gallery",
        "#download",
        "Download all photos and save them",
        "",
        {"note": "an underline grows from the left on hover; no handler"},
    ),
    (
        "h2_ga_empty",
        "no_effect",
        "gallery",
        "#blank",
        "Add photos to the album",
        "",
        {"note": "the click lands on empty header space"},
    ),
    (
        "h2_ga_marquee_noop",
        "no_effect",
        "gallery",
        "#slideshow",
        "Open the slideshow",
        MARQUEE,
        {
            "volatile": "marquee",
            "note": "a news strip scrolls at the bottom; the button's opacity rises on hover, no handler",
        },
    ),
    (
        "h2_ga_marquee_pick",
        "effect",
        "gallery",
        "#pick-6",
        "Select the twins photo to send it to Hedda",
        MARQUEE + _PICK6,
        {
            "volatile": "marquee",
            "note": "strip scrolling AND a selection circle filling plus a '1 selected' badge in the header",
        },
    ),
    # -- checkout -----------------------------------------------------------------------------
    (
        "h2_co_continue",
        "effect",
        "checkout",
        "#continue",
        "Continue to payment",
        "",
        {
            "wait_ms": 900,
            "note": "navigation: the stepper moves to Payment and a payment form replaces the address",
        },
    ),
    (
        "h2_co_express",
        "effect",
        "checkout",
        "#opt-exp",
        "Choose express delivery",
        "",
        {"note": "a native radio inside a card whose border turns burgundy on hover gets checked"},
    ),
    (
        "h2_co_promo_expired",
        "effect",
        "checkout",
        "#apply",
        "Apply the promo code",
        _PROMO,
        {"note": "inline validation: 'This code expired on 31 March.' appears under the code"},
    ),
    (
        "h2_co_promo_flash",
        "no_effect",
        "checkout",
        "#apply",
        "Apply the promo code",
        _on_click(
            "#apply",
            _flash(
                _el("checking") + ".style.display='block'",
                _el("checking") + ".style.display='none'",
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "'Checking the code...' shows for 450 ms and is gone before the post frame; outline button fills on hover",
        },
    ),
    (
        "h2_co_place_disabled",
        "no_effect",
        "checkout",
        "#place",
        "Place order and buy the basket",
        "",
        {"note": "disabled button"},
    ),
    (
        "h2_co_lookup_layer",
        "no_effect",
        "checkout",
        "#continue",
        "Continue to payment",
        _el("lookup") + ".style.display='block';",
        {
            "wait_ms": 900,
            "note": "a transparent address-lookup layer left over the page absorbs the click on a link",
        },
    ),
    (
        "h2_co_update_same",
        "no_effect",
        "checkout",
        "#update",
        "Save the basket changes",
        _on_click(
            "#update", "const l = document.getElementById('items'); l.innerHTML = l.innerHTML;"
        ),
        {"note": "the handler re-renders the basket items with identical content"},
    ),
    (
        "h2_co_postcode_enter",
        "effect",
        "checkout",
        "#postcode",
        "press Enter to look up the address",
        _on_key(
            "#postcode",
            "Enter",
            _el("city") + ".value = 'Utrecht'; " + _el("found") + ".classList.add('show')",
        ),
        {
            "key": "Enter",
            "note": "Enter in the postcode field fills in the city and shows 'Address found'",
        },
    ),
    (
        "h2_co_hold_noop",
        "no_effect",
        "checkout",
        "#edit-basket",
        "Open the basket to edit it",
        BASKET_HOLD,
        {
            "volatile": "clock",
            "note": "the basket-hold countdown ticks; the link-style button has no handler",
        },
    ),
    (
        "h2_co_hold_gift",
        "effect",
        "checkout",
        "#gift",
        "Mark the order as a gift, then confirm",
        BASKET_HOLD,
        {"volatile": "clock", "note": "countdown ticking AND a native checkbox ticked"},
    ),
    # -- ide ----------------------------------------------------------------------------------
    (
        "h2_id_expand_tests",
        "effect",
        "ide",
        "#dir-tests",
        "Open the tests folder",
        _EXPAND_TESTS,
        {"note": "a tree folder expands: chevron turns and three files appear below it"},
    ),
    (
        "h2_id_readme_tab",
        "effect",
        "ide",
        "#tab-readme",
        "Open the README tab",
        _on_click(
            "#tab-readme",
            _el("tab-app")
            + ".classList.remove('on'); "
            + _el("tab-readme")
            + ".classList.add('on'); "
            + _el("code-app")
            + ".style.display='none'; "
            + _el("code-readme")
            + ".style.display=''",
        ),
        {"note": "editor tab switch: the active tab moves and the buffer shows README.md"},
    ),
    (
        "h2_id_tab_focus",
        "effect",
        "ide",
        "#find",
        "press Tab to move to the Replace field",
        "",
        {"key": "Tab", "note": "Tab moves focus: the amber focus ring goes from Find to Replace"},
    ),
    (
        "h2_id_push_toast",
        "effect",
        "ide",
        "#push",
        "Commit and push: send the two commits to origin",
        _on_click("#push", _el("toast") + ".style.display='block'"),
        {"note": "only change: a toast in the bottom right corner"},
    ),
    (
        "h2_id_run_disabled",
        "no_effect",
        "ide",
        "#run",
        "Submit a test run",
        "",
        {"note": "disabled button (no run configuration)"},
    ),
    (
        "h2_id_license_noop",
        "no_effect",
        "ide",
        "#f-license",
        "Open the LICENSE file",
        "",
        {"note": "a tree row tinted on hover; no handler"},
    ),
    (
        "h2_id_replace_enter",
        "no_effect",
        "ide",
        "#replace",
        "press Enter to apply the replacement",
        "",
        {"key": "Enter", "note": "Enter in an empty Replace field: nothing listens"},
    ),
    (
        "h2_id_find_enter_empty",
        "no_effect",
        "ide",
        "#find",
        "press Enter to submit the search",
        _on_key(
            "#find",
            "Enter",
            "if (!document.getElementById('find').value) return; document.querySelector('.find .cnt').textContent = '1 of 3';",
        ),
        {"key": "Enter", "note": "Enter in an empty Find field: the handler ignores it"},
    ),
    (
        "h2_id_build_noop",
        "no_effect",
        "ide",
        "#problems",
        "Open the problems list",
        BUILDING,
        {
            "volatile": "spinner",
            "note": "a build spinner turns in the status bar; the problems counter has no handler",
        },
    ),
    (
        "h2_id_build_select",
        "effect",
        "ide",
        "#f-parser",
        "Open parser.py",
        BUILDING + _SELECT_PARSER,
        {
            "volatile": "spinner",
            "note": "build spinner turning AND the selected tree row moving to parser.py",
        },
    ),
]
