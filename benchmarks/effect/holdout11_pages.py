# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT11 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout11_frozen``) before any verdict
on one of its cases was looked at, by a helper who saw no rule and no verdict. Like the earlier
held-out parts it is never used to choose a threshold, nor looked at case by case: it is an
eleventh held-out set to report a final figure on.

Six everyday apps of kinds the set did not have yet, each with several things moving by
themselves, of different kinds and sizes (periodic, random, cumulative), some right beside the
clicked control and some far from it. Every scenario of this part starts its page's motion:

* ``factory``: a production-line dashboard, slate and teal: a conveyor strip whose boxes and
  rollers travel left to right (periodic), machine unit counters that tick up at random and
  status lamps that blink at random, a units-per-minute figure that fluctuates in the header
  beside Start / Stop; shift selector, alarm acknowledge, an auto-restart switch;
* ``seismic``: an earthquake monitor, dark first: a seismograph trace that scrolls on a canvas
  (cumulative, with random bursts), a list of recent events that grows at random intervals,
  epicentre rings that pulse on a drawn map, a UTC clock with seconds; filter checkboxes, a
  magnitude slider, a plates-layer toggle, a subscribe button;
* ``esports``: a tournament bracket, dark first: live match scores that tick at random, match
  timers that run, a viewers counter that fluctuates and a pulsing LIVE dot; follow stars,
  bracket zoom, prediction votes, a chat with a mention completion;
* ``parking``: a parking-garage occupancy screen: a grid of 60 bays that flip free/taken at
  random with a free count, an entry-gate camera thumbnail where cars drive in under a lifting
  barrier and plates change, with a ticking timestamp; level tabs, reserve, duration chips,
  ticket look-up and pay;
* ``callcenter``: a call-centre queue board: per-agent timers counting up, agent status chips
  that change at random, a queue-length sparkline that scrolls, a longest-wait timer; take
  call, pause, hold, transfer, wrap-up and mute controls;
* ``festival``: a music-festival app, light and warm: a marquee banner that scrolls, a
  now-playing equaliser and crowd-level meters that bounce; add-to-plan hearts, schedule / map
  tabs, day chips, a ticket button.

Every design has a light and a dark theme (``class="dark"`` on the body). Each page is one
self-contained HTML document served from ``https://vigil.test/h11/<doc>``. Every behaviour a
scenario needs (the motion too) is wired by the scenario's ``setup`` after load (the pages only
draw content), so a label follows from the scenario alone. Every clickable control restyles on
hover (a shade, a border, an underline, an icon colour, a lift with a shadow), with transitions
of 100-250 ms.
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
I_PLAY = "M7 5l12 7-12 7z"
I_STOP = "M6.5 6.5h11v11h-11z"
I_BELL = "M6.5 16v-5a5.5 5.5 0 0111 0v5l1.5 2h-14zM10 20.5h4"
I_STAR = "M12 3.5l2.6 5.4 5.9.7-4.4 4 1.2 5.9L12 16.6l-5.3 2.9 1.2-5.9-4.4-4 5.9-.7z"
I_HEART = "M12 20C6.5 16.2 3.5 13 3.5 9.2 3.5 6.6 5.5 4.8 7.8 4.8c1.8 0 3.2 1 4.2 2.6 1-1.6 2.4-2.6 4.2-2.6 2.3 0 4.3 1.8 4.3 4.4 0 3.8-3 7-8.5 10.8z"
I_LAYERS = "M12 4l8.5 4.5L12 13 3.5 8.5zM3.5 12.5L12 17l8.5-4.5M3.5 16.5L12 21l8.5-4.5"
I_PLUS = "M12 5v14M5 12h14"
I_MINUS = "M5 12h14"
I_SEARCH = "M11 4.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM16 16l4 4"
I_REFRESH = "M19 8a7.5 7.5 0 00-13.5-1.5M5 4v3.5h3.5M5 16a7.5 7.5 0 0013.5 1.5M19 20v-3.5h-3.5"
I_HELP = "M12 3.5a8.5 8.5 0 110 17 8.5 8.5 0 010-17zM9.6 9.5a2.5 2.5 0 114 2c-1 .7-1.6 1.2-1.6 2.5M12 17v.1"
I_MIC = "M12 3.5a3 3 0 013 3v5a3 3 0 01-6 0v-5a3 3 0 013-3zM6 11.5a6 6 0 0012 0M12 17.5V21"
I_ARROW = "M5 12h13M13 7l5 5-5 5"
I_PAUSE = "M8 5.5v13M16 5.5v13"
I_CHEV = "M7 10l5 5 5-5"
I_TICKET = "M4 7h16v3.2a2 2 0 000 3.6V17H4v-3.2a2 2 0 000-3.6zM14 7v10"
I_PIN = "M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z"
I_SEND = "M4.5 12L20 4.5 15.5 20l-3-6.5zM12.5 13.5L20 4.5"
I_TICK = "M5 12.5l4.5 4.5L19 7.5"

# A seeded random walk, so a page moves the same way each time it is loaded.
_RND = "let seed = {}; const rnd = () => (seed = seed * 16807 % 2147483647) / 2147483647;"

# -- factory: a production-line dashboard, slate and teal -------------------------------------------
_MACH = [
    ("F1", "Filler F1", "g", 12480, "Running · 41/min"),
    ("F2", "Filler F2", "a", 11902, "Low pressure 2.1 bar"),
    ("C1", "Capper C1", "g", 24371, "Running · 82/min"),
    ("L1", "Labeller L1", "g", 23990, "Running · 80/min"),
    ("P1", "Case packer P1", "g", 2004, "Running · 7 cases/min"),
    ("W1", "Palletiser W1", "b", 166, "Waiting for cases"),
]


def _machine(k: int, code: str, name: str, lamp: str, n: int, state: str) -> str:
    return (
        f'<div class="mc"><div class="mh"><span class="lamp {lamp}" id="lamp-{k}"></span><b>{name}</b><span class="code">{code}</span></div>'
        f'<div class="cnt" id="cnt-{k}" data-n="{n}">{n:,}</div><small>units this shift</small><div class="ms">{state}</div></div>'
    )


FACTORY = (
    """
<style>
:root { --bg:#eef1f4; --panel:#ffffff; --ink:#1b2430; --sub:#667085; --line:#d9dee5; --acc:#0e7490; --hov:#e3f1f4; --ok:#16a34a; --warn:#f59e0b; --bad:#dc2626; --belt:#3b4450; --box:#c08a4e; }
body.dark { --bg:#11151b; --panel:#1a2028; --ink:#e6eaf0; --sub:#8b95a5; --line:#2b3440; --acc:#22b8cf; --hov:#1f3139; --ok:#22c55e; --warn:#fbbf24; --bad:#f87171; --belt:#0b0e12; --box:#a8773f; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:16px; height:62px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { width:30px; height:30px; border-radius:7px; background:var(--acc); } .ttl b { display:block; font-size:16px; } .ttl small { color:var(--sub); }
.seg { display:flex; border:1px solid var(--line); border-radius:8px; overflow:hidden; margin-left:14px; }
.seg button { border:0; border-left:1px solid var(--line); background:var(--panel); color:var(--sub); font:inherit; padding:7px 14px; cursor:pointer; transition:background .15s, color .15s; }
.seg button:first-child { border-left:0; } .seg button:hover { background:var(--hov); color:var(--ink); } .seg button.on { background:var(--acc); color:#fff; }
#shinfo { color:var(--sub); font-size:13px; }
.right { margin-left:auto; display:flex; align-items:center; gap:10px; }
#rate { font:13px "DejaVu Sans Mono", monospace; color:var(--sub); width:92px; text-align:right; }
#lstat { padding:4px 11px; border-radius:12px; background:rgba(22,163,74,.14); color:var(--ok); font-weight:bold; font-size:13px; }
#lstat.stop { background:rgba(220,38,38,.14); color:var(--bad); }
.btn { display:flex; align-items:center; gap:7px; border:1px solid var(--line); background:var(--panel); color:var(--ink); font:bold 14px "Liberation Sans", Arial, sans-serif; padding:8px 16px; border-radius:8px; cursor:pointer; transition:background .15s, border-color .15s, box-shadow .15s, transform .15s; }
.btn:hover:not(:disabled) { background:var(--hov); border-color:var(--acc); box-shadow:0 3px 8px rgba(0,0,0,.15); transform:translateY(-1px); }
.btn:disabled { opacity:.45; cursor:default; } #stop { color:var(--bad); } #start { color:var(--ok); }
.ic.f path { fill:currentColor; }
.main { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:16px; padding:16px 20px; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:14px 16px; }
.card h2 { margin:0 0 10px; font-size:15px; display:flex; justify-content:space-between; } .card h2 small { color:var(--sub); font-weight:normal; font-size:12px; }
#belt { position:relative; height:72px; border-radius:8px; overflow:hidden; background:var(--belt); }
#rollers { position:absolute; left:0; right:0; bottom:6px; height:10px; background:repeating-linear-gradient(90deg, #8a94a3 0 10px, #59616d 10px 20px); }
.bx { position:absolute; top:12px; width:52px; height:40px; border-radius:3px; background:var(--box); box-shadow:inset 0 -5px 0 rgba(0,0,0,.18); color:#3b2612; font:10px "DejaVu Sans Mono", monospace; display:grid; place-items:center; }
.grid { display:grid; grid-template-columns:repeat(3,minmax(0,1fr)); gap:12px; margin-top:14px; }
.mc { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:12px 14px; }
.mh { display:flex; align-items:center; gap:8px; } .mh .code { margin-left:auto; color:var(--sub); font:12px "DejaVu Sans Mono", monospace; }
.lamp { width:12px; height:12px; border-radius:50%; background:var(--ok); box-shadow:0 0 6px var(--ok); } .lamp.a { background:var(--warn); box-shadow:0 0 6px var(--warn); } .lamp.b { background:#3b82f6; box-shadow:0 0 6px #3b82f6; }
.lamp.dim { opacity:.2; box-shadow:none; }
.cnt { font:bold 26px "DejaVu Sans Mono", monospace; margin-top:8px; } .mc small { color:var(--sub); font-size:12px; } .ms { margin-top:6px; font-size:12px; color:var(--sub); border-top:1px solid var(--line); padding-top:6px; }
.out { display:flex; align-items:flex-end; gap:6px; height:70px; margin-top:4px; } .out i { flex:1; background:var(--acc); opacity:.65; border-radius:3px 3px 0 0; }
.side { display:flex; flex-direction:column; gap:14px; }
#alarm { display:flex; gap:10px; align-items:center; background:rgba(220,38,38,.1); border:1px solid rgba(220,38,38,.45); border-radius:8px; padding:10px 12px; color:var(--bad); }
#alarm div { flex:1; } #alarm small { display:block; color:var(--sub); }
#alarm.acked { background:var(--bg); border-color:var(--line); color:var(--sub); }
#ack { border:1px solid var(--bad); background:none; color:var(--bad); font:bold 12px "Liberation Sans", Arial, sans-serif; padding:6px 10px; border-radius:6px; cursor:pointer; transition:background .15s, color .15s; }
#ack:hover { background:var(--bad); color:#fff; } #alarm.acked #ack { display:none; }
.row { display:flex; align-items:center; gap:10px; padding:9px 0; border-top:1px solid var(--line); } .row div { flex:1; } .row small { display:block; color:var(--sub); font-size:12px; }
.sw { width:40px; height:22px; border:0; border-radius:11px; background:#c5ccd6; position:relative; padding:0; cursor:pointer; transition:background .15s, box-shadow .15s; flex:none; }
body.dark .sw { background:#3a4452; }
.sw:after { content:""; position:absolute; top:3px; left:3px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover { box-shadow:0 0 0 4px var(--hov); } .sw.on, body.dark .sw.on { background:var(--acc); } .sw.on:after { left:21px; }
#export { color:var(--acc); cursor:pointer; text-decoration:none; border-bottom:1px solid transparent; transition:border-color .15s; } #export:hover { border-bottom-color:var(--acc); }
#note { width:100%; box-sizing:border-box; border:1px solid var(--line); background:var(--bg); color:var(--ink); border-radius:6px; padding:8px 10px; font:inherit; outline:none; transition:border-color .15s; }
#note:hover { border-color:var(--sub); } #note:focus { border-color:var(--acc); }
.log { font:12px/1.9 "DejaVu Sans Mono", monospace; color:var(--sub); } .log b { color:var(--ink); font-weight:normal; }
</style>
<header class="top"><span class="logo"></span><div class="ttl"><b>Line 3 · Bottling hall B</b><small>Plant Harbourside · 0.5 l PET</small></div>
<div class="seg"><button id="sh-early" class="on">Early</button><button id="sh-late">Late</button><button id="sh-night">Night</button></div><span id="shinfo">Shift A · 06:00-14:00 · M. Okafor</span>
<div class="right"><span id="rate">41.8 u/min</span><span id="lstat">Running</span><button class="btn" id="start" disabled>"""
    + _ic(I_PLAY, 14, "ic f")
    + """Start</button><button class="btn" id="stop">"""
    + _ic(I_STOP, 14, "ic f")
    + """Stop line</button></div></header>
<div class="main"><div><div class="card"><h2>Conveyor C3 <small>infeed to capper · 42 units/min target</small></h2><div id="belt"><div id="rollers"></div></div></div>
<div class="grid">"""
    + "".join(_machine(k, *m) for k, m in enumerate(_MACH, 1))
    + """</div>
<div class="card" style="margin-top:14px"><h2>Output per hour <small>06:00-14:00</small></h2><div class="out"><i style="height:62%"></i><i style="height:80%"></i><i style="height:85%"></i><i style="height:74%"></i><i style="height:91%"></i><i style="height:40%"></i><i style="height:0"></i><i style="height:0"></i></div></div></div>
<div class="side"><div class="card"><h2>Active alarm <small>1 open</small></h2><div id="alarm"><div><b>Filler F2 · low air pressure</b><small id="alarmt">2.1 bar (min 2.5) · since 10:41</small></div><button id="ack">Acknowledge</button></div></div>
<div class="card"><h2>Line settings</h2><div class="row"><div>Auto restart after jam<small>Restart 20 s after a cleared jam</small></div><button class="sw" id="autors"></button></div>
<div class="row"><div>Shift report<small>PDF, all machines</small></div><a id="export">Export</a></div>
<div class="row" style="display:block"><input id="note" placeholder="Add a note to the shift log" autocomplete="off"></div></div>
<div class="card"><h2>Shift log</h2><div class="log"><b>10:41</b> F2 air pressure low<br><b>10:12</b> L1 label roll changed<br><b>09:55</b> jam cleared at C3 infeed<br><b>08:30</b> quality check passed<br><b>06:02</b> line started by M. Okafor</div></div></div></div>
"""
)

# -- seismic: an earthquake monitor, dark first ---------------------------------------------------------
_EVENTS = [
    ("4.6", "a", "Kermadec Islands", "34 km", "3 min ago"),
    ("2.8", "g", "12 km E of Seddon, NZ", "9 km", "11 min ago"),
    ("5.2", "r", "Tonga, 88 km SW of Neiafu", "112 km", "26 min ago"),
    ("3.1", "g", "Cook Strait", "22 km", "41 min ago"),
    ("3.9", "a", "East Cape, NZ", "48 km", "1 h ago"),
    ("2.5", "g", "Taupo Volcanic Zone", "5 km", "1 h ago"),
    ("4.1", "a", "Fiji region", "560 km", "2 h ago"),
    ("3.3", "g", "Kaikoura coast", "14 km", "2 h ago"),
]


def _ev(mag: str, cls: str, place: str, depth: str, ago: str) -> str:
    return f'<div class="ev"><span class="mag {cls}">{mag}</span><div><b>{place}</b><small>depth {depth} · {ago}</small></div></div>'


def _epi(x: int, y: int, r: int, delay: str) -> str:
    return (
        f'<g><circle class="ring" cx="{x}" cy="{y}" r="{r}" style="animation-delay:{delay}"/>'
        f'<circle class="ring" cx="{x}" cy="{y}" r="{r}" style="animation-delay:calc({delay} + .9s)"/><circle class="epi" cx="{x}" cy="{y}" r="5"/></g>'
    )


SEISMIC = (
    """
<style>
:root { --bg:#f3f5f7; --panel:#ffffff; --ink:#16202c; --sub:#5f6b7a; --line:#dde2e8; --acc:#d9480f; --hov:#fff1e8; --sea:#dbe8f3; --land:#c9d6c0; --trace:#1f2937; --grid:#e6ebf0; }
body.dark { --bg:#0c1016; --panel:#141a22; --ink:#e3e8ee; --sub:#8893a2; --line:#26303c; --acc:#ff8a3d; --hov:#2a1d14; --sea:#10202e; --land:#26352a; --trace:#9be37a; --grid:#1c2631; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:14px; height:56px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font:bold 18px "DejaVu Sans", sans-serif; letter-spacing:-.02em; } .logo i { color:var(--acc); font-style:normal; }
.top .reg { color:var(--sub); }
.srch { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--line); border-radius:8px; padding:0 10px; color:var(--sub); background:var(--bg); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); } .srch:focus-within { border-color:var(--acc); }
#place { border:0; background:none; color:var(--ink); font:inherit; padding:8px 0; width:200px; outline:none; }
#utc { font:14px "DejaVu Sans Mono", monospace; color:var(--sub); width:120px; text-align:right; }
.main { display:grid; grid-template-columns:250px minmax(0,1fr) 320px; gap:14px; padding:14px 18px; height:calc(100vh - 57px); box-sizing:border-box; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:14px; }
.card h3 { margin:0 0 10px; font-size:13px; text-transform:uppercase; letter-spacing:.06em; color:var(--sub); }
.cbr { display:flex; align-items:center; gap:10px; padding:6px 6px; margin:0 -6px; border-radius:6px; cursor:pointer; transition:background .15s; } .cbr:hover { background:var(--hov); }
.cb { width:18px; height:18px; box-sizing:border-box; border:2px solid var(--sub); border-radius:4px; display:grid; place-items:center; transition:border-color .15s; }
.cbr:hover .cb { border-color:var(--acc); } .cb svg { visibility:hidden; } .cb path { stroke:#fff; stroke-width:3.4; }
.cbr.on .cb { background:var(--acc); border-color:var(--acc); } .cbr.on .cb svg { visibility:visible; }
.sl { position:relative; height:6px; border-radius:3px; background:var(--line); margin:18px 8px 8px; }
#mfill { position:absolute; left:20%; right:0; top:0; bottom:0; background:var(--acc); border-radius:3px; }
#mthumb { position:absolute; left:20%; top:-7px; width:20px; height:20px; margin-left:-10px; border-radius:50%; background:var(--panel); border:3px solid var(--acc); box-sizing:border-box; transition:left .15s; }
.ticks { display:flex; justify-content:space-between; margin:0 -2px; }
.ticks button { border:0; background:none; color:var(--sub); font:12px "DejaVu Sans Mono", monospace; padding:2px 4px; border-radius:4px; cursor:pointer; transition:background .12s, color .12s; }
.ticks button:hover { background:var(--hov); color:var(--acc); }
#minlbl { font-size:13px; margin-top:6px; } #minlbl b { color:var(--acc); }
#sub { width:100%; margin-top:12px; border:0; border-radius:8px; background:var(--acc); color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; padding:10px; cursor:pointer; transition:filter .15s, box-shadow .15s; }
#sub:hover { filter:brightness(1.1); box-shadow:0 4px 10px rgba(217,72,15,.35); }
body.dark #sub { color:#1a0d04; }
.lnk { display:block; margin-top:12px; color:var(--acc); cursor:pointer; text-decoration:none; } .lnk:hover { text-decoration:underline; }
#felt { width:100%; margin-top:10px; border:1px solid var(--line); background:none; color:var(--sub); font:inherit; padding:8px; border-radius:8px; opacity:.55; }
.mid { display:flex; flex-direction:column; gap:14px; min-width:0; }
.mapc { position:relative; flex:1; min-height:0; border-radius:10px; overflow:hidden; border:1px solid var(--line); background:var(--sea); }
.mapc svg.map { position:absolute; inset:0; width:100%; height:100%; }
.land { fill:var(--land); stroke:rgba(0,0,0,.12); } .seatxt { fill:var(--sub); font:12px "Liberation Sans", Arial, sans-serif; letter-spacing:.2em; }
.epi { fill:var(--acc); } .ring { fill:none; stroke:var(--acc); stroke-width:2; opacity:0; transform-box:fill-box; transform-origin:center; }
body.live .ring { animation:pulse 1.8s linear infinite; }
@keyframes pulse { 0% { transform:scale(1); opacity:.9; } 100% { transform:scale(6); opacity:0; } }
#plates { display:none; fill:none; stroke:#e03131; stroke-width:2.5; stroke-dasharray:8 6; } #plates.on { display:inline; }
.mtool { position:absolute; top:10px; right:10px; display:flex; flex-direction:column; gap:6px; }
.mb { width:32px; height:32px; display:grid; place-items:center; border:1px solid var(--line); border-radius:7px; background:var(--panel); color:var(--sub); cursor:pointer; padding:0; transition:color .15s, border-color .15s, box-shadow .15s; }
.mb:hover { color:var(--acc); border-color:var(--acc); box-shadow:0 2px 6px rgba(0,0,0,.18); } .mb.on { color:#fff; background:var(--acc); border-color:var(--acc); }
.seis { height:150px; padding:10px 14px; box-sizing:border-box; display:flex; flex-direction:column; }
.seis h3 { display:flex; justify-content:space-between; margin-bottom:6px; } .seis h3 span { text-transform:none; letter-spacing:0; font-weight:normal; }
#seis { flex:1; width:100%; min-height:0; display:block; }
.evs { overflow:hidden; display:flex; flex-direction:column; }
#evs { overflow:hidden; flex:1; }
.ev { display:flex; gap:10px; align-items:center; padding:8px 0; border-top:1px solid var(--line); } .ev b { font-size:13px; font-weight:normal; display:block; } .ev small { color:var(--sub); font-size:12px; }
.mag { width:38px; height:26px; flex:none; display:grid; place-items:center; border-radius:6px; font:bold 13px "DejaVu Sans Mono", monospace; color:#fff; background:#2f9e44; }
.mag.a { background:#f08c00; } .mag.r { background:#e03131; } .ev.new { background:var(--hov); }
#toast { display:none; position:fixed; right:22px; bottom:22px; background:var(--ink); color:var(--panel); padding:11px 16px; border-radius:8px; font-size:13px; box-shadow:0 6px 18px rgba(0,0,0,.3); }
</style>
<header class="top"><span class="logo">Quake<i>Watch</i></span><span class="reg">Southwest Pacific · live feed</span>
<label class="srch">"""
    + _ic(I_SEARCH, 15)
    + """<input id="place" placeholder="Find a place" autocomplete="off"></label><span id="utc">21:47:05 UTC</span></header>
<div class="main"><aside><div class="card"><h3>Show</h3>
<div class="cbr on" id="f-m2"><span class="cb">"""
    + _ic(I_TICK, 13)
    + """</span>Events M2.5 and up</div><div class="cbr" id="f-deep"><span class="cb">"""
    + _ic(I_TICK, 13)
    + """</span>Deep events (&gt;300 km)</div><div class="cbr" id="f-tsu"><span class="cb">"""
    + _ic(I_TICK, 13)
    + """</span>Tsunami warnings only</div>
<h3 style="margin-top:18px">Alert magnitude</h3><div class="sl"><div id="mfill"></div><div id="mthumb"></div></div>
<div class="ticks"><button id="mt-2">2</button><button id="mt-3">3</button><button id="mt-4">4</button><button id="mt-5">5</button><button id="mt-6">6</button><button id="mt-7">7</button></div>
<div id="minlbl">Alert me from <b>M3.0</b></div><button id="sub">Subscribe to alerts</button><a class="lnk" id="csv">Download CSV (last 24 h)</a><button id="felt" disabled>Felt it? Report shaking</button></div></aside>
<div class="mid"><div class="mapc"><svg class="map" viewBox="0 0 800 470" preserveAspectRatio="xMidYMid slice">
<path class="land" d="M420 250c30-10 60-5 80 15s25 50 45 70 10 40-10 45-40-20-60-30-50-15-60-40 -15-50 5-60z"/>
<path class="land" d="M470 370c20 5 35 20 30 40s-30 40-55 50-40 0-30-20 20-25 25-45 15-28 30-25z"/>
<path class="land" d="M60 60c60-20 140-10 190 20s40 90 0 120-120 30-170 10-80-60-70-100 20-40 50-50z"/>
<path class="land" d="M640 120c15-6 30 0 34 12s-6 24-20 26-26-6-26-18 4-16 12-20z"/><path class="land" d="M700 200c10-4 20 2 20 10s-8 14-16 12-12-6-10-12 2-8 6-10z"/>
<text class="seatxt" x="250" y="330" id="tasman">TASMAN SEA</text><text class="seatxt" x="430" y="60">SOUTH PACIFIC OCEAN</text>
<path id="plates" d="M700 20C680 120 640 200 600 260S530 360 500 470M0 240C150 230 300 260 420 300"/>
"""
    + _epi(680, 140, 6, "0s")
    + _epi(545, 305, 5, ".4s")
    + _epi(598, 190, 7, ".8s")
    + _epi(500, 400, 4, "1.3s")
    + """</svg><div class="mtool"><button class="mb" id="plt">"""
    + _ic(I_LAYERS, 16)
    + """</button><button class="mb" id="mzin">"""
    + _ic(I_PLUS, 16)
    + """</button><button class="mb" id="mzout">"""
    + _ic(I_MINUS, 16)
    + """</button></div></div>
<div class="card seis"><h3>Station WEL · HHZ <span id="amp">peak 0.8 mm/s</span></h3><canvas id="seis"></canvas></div></div>
<div class="card evs"><h3>Recent events</h3><div id="evs">"""
    + "".join(_ev(*e) for e in _EVENTS)
    + """</div></div></div>
<div id="toast">Subscribed: alerts from M3.0 within 300 km of Wellington</div>
"""
)

# -- esports: a tournament bracket with live scores, dark first --------------------------------------


def _team(tag: str, col: str, name: str, score: str, win: bool, sid: str = "") -> str:
    w = " win" if win else ""
    i = f' id="{sid}"' if sid else ""
    return f'<div class="tm{w}"><span class="tg" style="background:{col}">{tag}</span><span class="nm">{name}</span><b{i}>{score}</b></div>'


def _match(head: str, a: str, b: str, live: str = "") -> str:
    lv = (
        f'<span class="lv">LIVE</span><span class="mt" id="{live}">Map 2 · 17:42</span>'
        if live
        else ""
    )
    return f'<div class="mx"><div class="mxh"><span>{head}</span>{lv}</div>{a}{b}</div>'


_FOLLOW = [
    ("VX", "#7c3aed", "Vortex", "EU · rank 3"),
    ("KR", "#0891b2", "Kairos", "KR · rank 5"),
    ("NS", "#dc2626", "Nova Strike", "NA · rank 1"),
    ("HL", "#16a34a", "Halcyon", "BR · rank 8"),
    ("OB", "#ea580c", "Obsidian", "CN · rank 2"),
]

ESPORTS = (
    """
<style>
:root { --bg:#f4f3f8; --panel:#ffffff; --ink:#17131f; --sub:#6b6680; --line:#e2dfeb; --acc:#7c3aed; --hov:#f0eafd; --live:#e11d48; --gold:#eab308; --win:#15803d; }
body.dark { --bg:#0d0b14; --panel:#17141f; --ink:#ece9f5; --sub:#8d87a3; --line:#2a2538; --acc:#a78bfa; --hov:#241d36; --live:#fb7185; --gold:#facc15; --win:#4ade80; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:16px; height:60px; padding:0 22px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font:bold 19px "DejaVu Sans", sans-serif; font-style:italic; letter-spacing:-.03em; } .logo i { color:var(--acc); }
.top .ev { color:var(--sub); }
.livedot { width:10px; height:10px; border-radius:50%; background:var(--live); margin-left:auto; }
body.live .livedot { animation:blink 1.2s ease-in-out infinite; } @keyframes blink { 50% { opacity:.2; transform:scale(.7); } }
#viewers { font:14px "DejaVu Sans Mono", monospace; width:180px; }
#watch { border:0; background:var(--live); color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; padding:9px 18px; border-radius:8px; cursor:pointer; transition:transform .15s, box-shadow .15s; }
#watch:hover { transform:translateY(-1px); box-shadow:0 5px 14px rgba(225,29,72,.4); }
#conn { display:none; position:fixed; top:68px; right:22px; background:var(--ink); color:var(--panel); padding:7px 14px; border-radius:16px; font-size:13px; }
.main { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:16px; padding:16px 22px; height:calc(100vh - 61px); box-sizing:border-box; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:14px 16px; }
.card h3 { margin:0 0 10px; font-size:15px; }
.brc { display:flex; flex-direction:column; min-height:0; }
.bt { display:flex; align-items:center; gap:8px; margin-bottom:10px; } .bt h3 { margin:0; flex:1; }
.zb { width:30px; height:30px; border:1px solid var(--line); border-radius:8px; background:var(--panel); color:var(--ink); display:grid; place-items:center; padding:0; cursor:pointer; transition:background .15s, border-color .15s; }
.zb:hover { background:var(--hov); border-color:var(--acc); }
#zlbl { font:13px "DejaVu Sans Mono", monospace; color:var(--sub); width:44px; text-align:center; }
#bwrap { flex:1; overflow:hidden; position:relative; }
#bracket { display:flex; gap:34px; transform-origin:0 0; transition:transform .2s; }
.col { position:relative; display:flex; flex-direction:column; justify-content:space-around; gap:14px; width:230px; padding-top:26px; }
.col h4 { position:absolute; top:0; left:0; margin:0; font-size:12px; color:var(--sub); text-transform:uppercase; letter-spacing:.08em; }
.mx { border:1px solid var(--line); border-radius:10px; background:var(--bg); overflow:hidden; }
.mxh { display:flex; gap:8px; align-items:center; font-size:11px; color:var(--sub); padding:5px 10px; border-bottom:1px solid var(--line); }
.lv { color:#fff; background:var(--live); border-radius:4px; padding:0 5px; font-weight:bold; } .mt { margin-left:auto; font-family:"DejaVu Sans Mono", monospace; white-space:nowrap; }
.tm { display:flex; align-items:center; gap:8px; padding:7px 10px; } .tm + .tm { border-top:1px solid var(--line); }
.tg { width:24px; height:20px; border-radius:4px; color:#fff; font:bold 10px "DejaVu Sans", sans-serif; display:grid; place-items:center; }
.nm { flex:1; } .tm b { font:bold 15px "DejaVu Sans Mono", monospace; } .tm.win .nm { font-weight:bold; } .tm.win b { color:var(--win); }
.side { display:flex; flex-direction:column; gap:14px; min-height:0; }
.vote { display:flex; gap:8px; }
.vb { flex:1; border:1px solid var(--line); border-radius:8px; background:var(--bg); color:var(--ink); font:bold 14px "Liberation Sans", Arial, sans-serif; padding:10px; cursor:pointer; transition:border-color .15s, background .15s; }
.vb:hover:not(:disabled) { border-color:var(--acc); background:var(--hov); } .vb:disabled { color:var(--sub); cursor:default; opacity:.6; }
.vote .vb.on:not(:disabled) { border-color:var(--acc); background:var(--acc); color:#fff; }
#vres { display:none; font-size:13px; color:var(--sub); margin-top:8px; } #vres.on { display:block; }
.pbar { height:6px; border-radius:3px; background:var(--line); margin-top:6px; overflow:hidden; } .pbar i { display:block; height:6px; width:58%; background:var(--acc); }
.fl { display:flex; align-items:center; gap:10px; padding:6px 0; border-top:1px solid var(--line); } .fl div { flex:1; } .fl small { display:block; color:var(--sub); font-size:12px; }
.star { border:0; background:none; padding:4px; border-radius:6px; color:var(--sub); cursor:pointer; display:grid; place-items:center; transition:color .15s, background .15s; }
.star:hover { color:var(--gold); background:var(--hov); } .star.on { color:var(--gold); } .star.on path { fill:var(--gold); }
.chat { font-size:13px; } .chat p { margin:0 0 5px; } .chat b { color:var(--acc); }
.ci { display:flex; gap:6px; margin-top:8px; }
#chat { flex:1; min-width:0; border:1px solid var(--line); background:var(--bg); color:var(--ink); border-radius:8px; padding:8px 10px; font:inherit; outline:none; transition:border-color .15s; }
#chat:hover { border-color:var(--sub); } #chat:focus { border-color:var(--acc); }
#send { border:0; background:var(--acc); color:#fff; border-radius:8px; width:38px; display:grid; place-items:center; cursor:pointer; transition:filter .15s; } #send:hover { filter:brightness(1.15); }
#veil { display:none; position:fixed; inset:0; z-index:50; background:rgba(0,0,0,.01); }
</style>
<header class="top"><span class="logo">CLASH<i>//</i>MAJOR</span><span class="ev">Season 4 Playoffs · Day 2 · Lisbon</span><span class="livedot"></span><span id="viewers">184,302 watching</span><button id="watch">Watch stream</button></header>
<div id="conn">Connecting to stream...</div>
<div class="main"><div class="card brc"><div class="bt"><h3>Playoff bracket</h3><button class="zb" id="zout">"""
    + _ic(I_MINUS, 16)
    + """</button><span id="zlbl">100%</span><button class="zb" id="zin">"""
    + _ic(I_PLUS, 16)
    + """</button></div><div id="bwrap"><div id="bracket">
<div class="col"><h4>Quarterfinals</h4>"""
    + _match(
        "QF1 · Bo3 · final",
        _team("NS", "#dc2626", "Nova Strike", "2", True),
        _team("HL", "#16a34a", "Halcyon", "0", False),
    )
    + _match(
        "QF2 · Bo3 · final",
        _team("OB", "#ea580c", "Obsidian", "2", True),
        _team("RL", "#0f766e", "Riptide", "1", False),
    )
    + _match(
        "QF3 · Bo3",
        _team("VX", "#7c3aed", "Vortex", "7", False, "s3a"),
        _team("KR", "#0891b2", "Kairos", "9", False, "s3b"),
        "t3",
    )
    + _match(
        "QF4 · Bo3",
        _team("AU", "#be185d", "Aurora", "4", False, "s4a"),
        _team("TT", "#4d7c0f", "Titans", "5", False, "s4b"),
        "t4",
    )
    + """</div><div class="col"><h4>Semifinals</h4>"""
    + _match(
        "SF1 · Bo5 · 19:00",
        _team("NS", "#dc2626", "Nova Strike", "-", False),
        _team("OB", "#ea580c", "Obsidian", "-", False),
    )
    + _match(
        "SF2 · Bo5 · 21:30",
        _team("??", "#6b7280", "Winner QF3", "-", False),
        _team("??", "#6b7280", "Winner QF4", "-", False),
    )
    + """</div><div class="col"><h4>Grand final</h4>"""
    + _match(
        "Sunday · Bo5 · 18:00",
        _team("??", "#6b7280", "Winner SF1", "-", False),
        _team("??", "#6b7280", "Winner SF2", "-", False),
    )
    + """</div></div></div></div>
<div class="side"><div class="card"><h3>Predict QF3</h3><div class="vote"><button class="vb" id="vote-a">Vortex</button><button class="vb" id="vote-b">Kairos</button></div>
<div id="vres">You picked Vortex · 58% agree<div class="pbar"><i></i></div></div>
<h3 style="margin-top:14px">Predict QF1</h3><div class="vote"><button class="vb" id="vote-c" disabled>Voting closed</button></div></div>
<div class="card"><h3>Follow teams</h3>"""
    + "".join(
        f'<div class="fl"><span class="tg" style="background:{c}">{t}</span><div>{n}<small>{r}</small></div><button class="star" id="star-{k}">'
        + _ic(I_STAR, 16)
        + "</button></div>"
        for k, (t, c, n, r) in enumerate(_FOLLOW, 1)
    )
    + """</div><div class="card"><h3>Chat</h3><div class="chat"><p><b>pixelmage</b> that retake was insane</p><p><b>r0ok</b> kairos econ round incoming</p><p><b>lumi_x</b> VX need this map</p></div>
<div class="ci"><input id="chat" value="gg wp @nov" autocomplete="off"><button id="send">"""
    + _ic(I_SEND, 16)
    + """</button></div></div></div></div>
<div id="veil"></div>
"""
)

# -- parking: a parking-garage occupancy screen ----------------------------------------------------
# 60 bays, 10 to a row; these start free (the others taken).
_FREE = {2, 5, 9, 14, 17, 21, 22, 30, 33, 38, 41, 46, 47, 52, 55, 58, 60}


def _bay(k: int) -> str:
    row = "ABCDEF"[(k - 1) // 10]
    cls = "bay" if k in _FREE else "bay tk"
    ev = " ev" if k in (7, 8) else ""
    return f'<div class="{cls}{ev}" id="bay-{k}"><span>{row}-{(k - 1) % 10 + 1:02d}</span></div>'


PARKING = (
    """
<style>
:root { --bg:#f5f6f2; --panel:#ffffff; --ink:#1c1f1a; --sub:#6a7064; --line:#dfe2d9; --acc:#2563eb; --hov:#eaf0fe; --free:#22c55e; --freebg:#e8f8ee; --tk:#e5e7eb; --tkink:#9ca3af; }
body.dark { --bg:#0f1113; --panel:#181b1f; --ink:#e7e9ec; --sub:#8a919b; --line:#2a2f36; --acc:#60a5fa; --hov:#1c2736; --free:#4ade80; --freebg:#11281a; --tk:#23272d; --tkink:#59616b; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:18px; height:60px; padding:0 22px; background:var(--panel); border-bottom:1px solid var(--line); }
.pmark { width:32px; height:32px; border-radius:7px; background:var(--acc); color:#fff; font:bold 20px "DejaVu Sans", sans-serif; display:grid; place-items:center; }
body.dark .pmark { color:#0f1113; }
.top b { font-size:16px; } .top .addr { color:var(--sub); }
.lv { display:flex; gap:4px; margin-left:20px; background:var(--bg); padding:3px; border-radius:9px; border:1px solid var(--line); }
.lv button { border:0; background:none; color:var(--sub); font:bold 13px "Liberation Sans", Arial, sans-serif; padding:6px 14px; border-radius:6px; cursor:pointer; transition:background .15s, color .15s; }
.lv button:hover { background:var(--hov); color:var(--ink); } .lv button.on { background:var(--panel); color:var(--acc); box-shadow:0 1px 3px rgba(0,0,0,.18); }
.fc { margin-left:auto; text-align:right; } .fc b { font:bold 26px "DejaVu Sans Mono", monospace; color:var(--free); } .fc small { display:block; color:var(--sub); font-size:12px; margin-top:-4px; }
#help { width:32px; height:32px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; cursor:pointer; transition:background .15s, color .15s; } #help:hover { background:var(--hov); color:var(--acc); }
.main { display:grid; grid-template-columns:minmax(0,1fr) 350px; gap:16px; padding:14px 22px; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:14px 16px; }
.card h3 { margin:0 0 10px; font-size:15px; display:flex; align-items:center; gap:8px; } .card h3 small { color:var(--sub); font-weight:normal; font-size:12px; }
.legend { display:flex; gap:16px; color:var(--sub); font-size:12px; margin:-4px 0 10px; } .legend i { display:inline-block; width:12px; height:12px; border-radius:3px; vertical-align:-2px; margin-right:5px; }
#bays { display:grid; grid-template-columns:repeat(10,minmax(0,1fr)); gap:8px; }
.bay { height:54px; border-radius:6px; border:2px solid var(--free); background:var(--freebg); display:grid; place-items:center; font:12px "DejaVu Sans Mono", monospace; color:var(--free); transition:background .2s, border-color .2s; }
.bay.tk { border-color:transparent; background:var(--tk); color:var(--tkink); }
.bay.ev:not(.tk) { border-style:dashed; }
.lane { height:22px; margin:8px 0; border-radius:4px; background:repeating-linear-gradient(90deg, var(--line) 0 26px, transparent 26px 44px); opacity:.9; }
.side { display:flex; flex-direction:column; gap:12px; }
.cam { position:relative; border-radius:8px; overflow:hidden; background:#20242a; }
.cam svg { display:block; width:100%; height:auto; }
#camt { position:absolute; left:8px; top:6px; color:#e5e7eb; font:11px "DejaVu Sans Mono", monospace; } .rec { position:absolute; right:8px; top:8px; width:8px; height:8px; border-radius:50%; background:#ef4444; }
#refreshing { display:none; position:absolute; inset:0; background:rgba(0,0,0,.55); color:#fff; place-items:center; font-size:13px; }
.ib { margin-left:auto; width:28px; height:28px; border:1px solid var(--line); border-radius:7px; background:var(--panel); color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, border-color .15s; }
.ib:hover { color:var(--acc); border-color:var(--acc); }
.chips { display:flex; gap:6px; }
.chip { flex:1; border:1px solid var(--line); border-radius:18px; background:var(--panel); color:var(--ink); font:13px "Liberation Sans", Arial, sans-serif; padding:6px 0; cursor:pointer; transition:border-color .15s, background .15s; }
.chip:hover { border-color:var(--acc); background:var(--hov); } .chip.on { border-color:var(--acc); background:var(--acc); color:#fff; } body.dark .chip.on { color:#0f1113; }
.pr { display:flex; justify-content:space-between; align-items:baseline; margin:10px 0; color:var(--sub); } .pr b { color:var(--ink); font-size:18px; }
.big { width:100%; border:0; border-radius:9px; background:var(--acc); color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; padding:10px; cursor:pointer; transition:box-shadow .15s, transform .15s; }
body.dark .big { color:#0f1113; }
.big:hover:not(:disabled) { box-shadow:0 5px 12px rgba(37,99,235,.35); transform:translateY(-1px); } .big:disabled { background:var(--line); color:var(--sub); cursor:default; }
#held { display:none; margin-top:10px; border:1px solid var(--free); background:var(--freebg); border-radius:8px; padding:8px 10px; font-size:13px; } #held b { color:var(--free); }
#ticket { width:100%; box-sizing:border-box; border:1px solid var(--line); background:var(--bg); color:var(--ink); border-radius:8px; padding:8px 10px; font:14px "DejaVu Sans Mono", monospace; outline:none; transition:border-color .15s; }
#ticket:hover { border-color:var(--sub); } #ticket:focus { border-color:var(--acc); }
.hint { color:var(--sub); font-size:12px; margin:5px 0 8px; }
#due { display:none; justify-content:space-between; border-top:1px solid var(--line); padding:8px 0; margin-bottom:8px; } #due b { font-size:16px; }
</style>
<header class="top"><span class="pmark">P</span><div><b>Nordtor Garage</b><div class="addr">Hafenstrasse 12 · open 24 h</div></div>
<nav class="lv"><button id="lv-p1">P1</button><button id="lv-p2" class="on">P2</button><button id="lv-p3">P3</button><button id="lv-roof">Roof</button></nav>
<div class="fc"><b id="free">17</b> free<small>of 60 bays on this level</small></div><button id="help">"""
    + _ic(I_HELP, 18)
    + """</button></header>
<div class="main"><div class="card"><h3><span id="lvname">Level P2</span><small>· live occupancy · updated every few seconds</small></h3>
<div class="legend"><span><i style="background:var(--freebg);border:1px solid var(--free)"></i>free</span><span><i style="background:var(--tk)"></i>taken</span><span><i style="border:1px dashed var(--free)"></i>EV charging</span></div>
<div id="bays">"""
    + "".join(_bay(k) for k in range(1, 21))
    + """</div><div class="lane"></div><div id="bays2" style="display:grid;grid-template-columns:repeat(10,minmax(0,1fr));gap:8px">"""
    + "".join(_bay(k) for k in range(21, 41))
    + """</div><div class="lane"></div><div style="display:grid;grid-template-columns:repeat(10,minmax(0,1fr));gap:8px">"""
    + "".join(_bay(k) for k in range(41, 61))
    + """</div></div>
<div class="side"><div class="card"><h3>Entry gate · camera 2<button class="ib" id="camref">"""
    + _ic(I_REFRESH, 15)
    + """</button></h3><div class="cam"><svg viewBox="0 0 320 150"><rect width="320" height="150" fill="#2b3038"/><rect y="96" width="320" height="54" fill="#3a4049"/><path d="M0 122h320" stroke="#d6d3c4" stroke-width="2" stroke-dasharray="14 10"/>
<rect x="20" y="20" width="70" height="60" fill="#353b44"/><rect x="230" y="14" width="80" height="70" fill="#353b44"/><rect x="176" y="60" width="10" height="42" fill="#9ca3af"/>
<g id="barrier"><rect x="180" y="62" width="120" height="7" fill="#f59e0b"/><rect x="206" y="62" width="14" height="7" fill="#1f2937"/><rect x="246" y="62" width="14" height="7" fill="#1f2937"/></g>
<g id="car"><rect x="0" y="88" width="96" height="26" rx="6" fill="#93c5fd"/><path d="M16 88l14-16h34l16 16z" fill="#bfdbfe"/><circle cx="22" cy="116" r="8" fill="#111"/><circle cx="74" cy="116" r="8" fill="#111"/><rect x="82" y="98" width="14" height="7" fill="#fde68a"/></g></svg>
<span id="camt">2026-05-14 10:42:07</span><span class="rec"></span><div id="refreshing">Refreshing...</div></div><div class="hint" style="margin-bottom:0">Last plate read: <b id="plate">HH-KL 2047</b></div></div>
<div class="card"><h3>Reserve a bay <small>held up to 15 min</small></h3><div class="chips"><button class="chip on" id="d-1h">1 h</button><button class="chip" id="d-2h">2 h</button><button class="chip" id="d-4h">4 h</button><button class="chip" id="d-day">Day</button></div>
<div class="pr">Price<b id="price">€ 3.50</b></div><button class="big" id="reserve">Reserve on P2</button><div id="held"><b>Bay C-14 held</b> until 10:57 · code 5821</div></div>
<div class="card"><h3>Pay a ticket</h3><input id="ticket" value="4471-22" autocomplete="off"><div class="hint">Press Enter to look up the ticket</div><div id="due"><span>Since 07:58 · 2 h 44 min</span><b>€ 8.50</b></div><button class="big" id="pay" disabled>Pay now</button></div></div></div>
"""
)

# -- callcenter: a call-centre queue board ---------------------------------------------------------
_AGENTS = [
    ("AB", "#0ea5e9", "Amira Benali", "call", "04:12"),
    ("JK", "#8b5cf6", "Jonas Krüger", "avail", "00:47"),
    ("SP", "#f97316", "Sofia Petrova", "wrap", "01:05"),
    ("DM", "#10b981", "Daniel Moss", "call", "11:38"),
    ("YT", "#ef4444", "Yuki Tanaka", "pause", "06:20"),
    ("RO", "#eab308", "Rafael Ortiz", "call", "02:51"),
    ("HN", "#6366f1", "Hanna Nyström", "avail", "03:09"),
    ("KO", "#14b8a6", "Kwame Owusu", "call", "07:44"),
]
_STAT = {"call": "On call", "avail": "Available", "wrap": "Wrap-up", "pause": "Paused"}


def _agent(ini: str, col: str, name: str, st: str, tm: str) -> str:
    return (
        f'<tr><td><span class="av" style="background:{col}">{ini}</span>{name}</td>'
        f'<td><span class="chip {st}">{_STAT[st]}</span></td><td class="tmr">{tm}</td></tr>'
    )


CALLCENTER = (
    """
<style>
:root { --bg:#f2f5f9; --panel:#ffffff; --ink:#0f1c2e; --sub:#64748b; --line:#dfe5ee; --acc:#0d9488; --hov:#e6f5f3; --call:#2563eb; --wrap:#d97706; --pause:#9333ea; --avail:#16a34a; --bad:#dc2626; }
body.dark { --bg:#0a1018; --panel:#121a25; --ink:#e2e8f0; --sub:#8796ab; --line:#233043; --acc:#2dd4bf; --hov:#123030; --call:#60a5fa; --wrap:#fbbf24; --pause:#c084fc; --avail:#4ade80; --bad:#f87171; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:16px; height:58px; padding:0 22px; background:var(--panel); border-bottom:1px solid var(--line); }
.top b { font-size:16px; } .top span { color:var(--sub); }
.srch { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--line); border-radius:8px; padding:0 10px; color:var(--sub); background:var(--bg); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); } .srch:focus-within { border-color:var(--acc); }
#asearch { border:0; background:none; color:var(--ink); font:inherit; padding:8px 0; width:180px; outline:none; }
.stats { display:grid; grid-template-columns:repeat(3,170px) minmax(0,1fr); gap:14px; padding:14px 22px 0; }
.st { background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:12px 16px; } .st small { color:var(--sub); font-size:12px; display:block; }
.st b { font:bold 26px "DejaVu Sans Mono", monospace; } #ql { color:var(--wrap); }
#spark { width:100%; height:52px; display:block; } #spark polyline { fill:none; stroke:var(--acc); stroke-width:2; } #spark path { fill:var(--hov); }
.main { display:grid; grid-template-columns:minmax(0,1fr) 370px; gap:14px; padding:14px 22px; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:12px; padding:14px 16px; }
.card h3 { margin:0 0 8px; font-size:15px; }
table { width:100%; border-collapse:collapse; } th { text-align:left; font-weight:normal; color:var(--sub); font-size:12px; padding:4px 6px; border-bottom:1px solid var(--line); }
td { padding:7px 6px; border-bottom:1px solid var(--line); white-space:nowrap; } td:first-child { display:flex; align-items:center; gap:9px; }
.av { width:28px; height:28px; border-radius:50%; color:#fff; display:grid; place-items:center; font:bold 11px "DejaVu Sans", sans-serif; }
.chip { display:inline-block; width:78px; text-align:center; font-size:12px; font-weight:bold; border-radius:11px; padding:2px 0; }
.chip.call { background:rgba(37,99,235,.14); color:var(--call); } .chip.avail { background:rgba(22,163,74,.14); color:var(--avail); }
.chip.wrap { background:rgba(217,119,6,.15); color:var(--wrap); } .chip.pause { background:rgba(147,51,234,.14); color:var(--pause); }
.tmr { font:13px "DejaVu Sans Mono", monospace; }
.me { display:flex; align-items:center; gap:10px; margin-bottom:12px; } .me div { flex:1; } .me small { display:block; color:var(--sub); font-size:12px; }
.row { display:flex; align-items:center; gap:10px; padding:8px 0; border-top:1px solid var(--line); } .row div { flex:1; } .row small { display:block; color:var(--sub); font-size:12px; }
.sw { width:40px; height:22px; border:0; border-radius:11px; background:#cbd5e1; position:relative; padding:0; cursor:pointer; transition:background .15s, box-shadow .15s; flex:none; }
body.dark .sw { background:#334155; }
.sw:after { content:""; position:absolute; top:3px; left:3px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover { box-shadow:0 0 0 4px var(--hov); } .sw.on, body.dark .sw.on { background:var(--pause); } .sw.on:after { left:21px; }
#caller { border:1px dashed var(--line); border-radius:10px; padding:12px; color:var(--sub); text-align:center; margin:8px 0 12px; }
#caller.live { border-style:solid; border-color:var(--call); color:var(--ink); text-align:left; } #caller small { display:block; color:var(--sub); }
#take { width:100%; border:0; border-radius:10px; background:var(--avail); color:#fff; font:bold 15px "Liberation Sans", Arial, sans-serif; padding:11px; cursor:pointer; transition:filter .15s, box-shadow .15s, transform .15s; }
body.dark #take { color:#06210f; }
#take:hover { filter:brightness(1.08); box-shadow:0 5px 14px rgba(22,163,74,.35); transform:translateY(-1px); }
.acts { display:grid; grid-template-columns:1fr 1fr 1fr 40px; gap:8px; margin-top:8px; position:relative; }
.ab { border:1px solid var(--line); background:var(--panel); color:var(--ink); border-radius:8px; font:13px "Liberation Sans", Arial, sans-serif; padding:8px 0; cursor:pointer; display:flex; align-items:center; justify-content:center; gap:5px; transition:background .15s, border-color .15s; }
.ab:hover:not(:disabled) { background:var(--hov); border-color:var(--acc); } .ab:disabled { color:var(--sub); opacity:.5; cursor:default; }
.ab.on { background:var(--wrap); color:#fff; border-color:var(--wrap); }
#mute.muted { color:var(--bad); border-color:var(--bad); background:rgba(220,38,38,.1); }
#tmenu { display:none; position:absolute; left:33%; top:42px; width:200px; background:var(--panel); border:1px solid var(--line); border-radius:10px; box-shadow:0 8px 22px rgba(0,0,0,.2); padding:6px; z-index:5; }
#tmenu.open { display:block; } #tmenu div { padding:7px 10px; border-radius:6px; } #tmenu small { color:var(--sub); float:right; }
#mstat.call { background:rgba(37,99,235,.14); color:var(--call); } #mstat.pause { background:rgba(147,51,234,.14); color:var(--pause); }
#cblank { height:110px; }
.kb { color:var(--sub); font-size:12px; border-top:1px solid var(--line); padding-top:8px; }
</style>
<header class="top"><b>Helpline EN-1</b><span>Queue board · Thursday 14 May</span><label class="srch">"""
    + _ic(I_SEARCH, 15)
    + """<input id="asearch" placeholder="Find an agent" autocomplete="off"></label></header>
<div class="stats"><div class="st"><small>Calls waiting</small><b id="qn">7</b></div><div class="st"><small>Longest wait</small><b id="ql">02:14</b></div><div class="st"><small>Answered in 60 s today</small><b>82%</b></div>
<div class="st"><small>Queue length, last 10 minutes</small><svg id="spark" viewBox="0 0 400 52" preserveAspectRatio="none"><path d=""/><polyline points=""/></svg></div></div>
<div class="main"><div class="card"><h3>Agents · 8 signed in</h3><table><thead><tr><th>Agent</th><th>Status</th><th>In status</th></tr></thead><tbody id="agents">"""
    + "".join(_agent(*a) for a in _AGENTS)
    + """</tbody></table></div>
<div class="card"><div class="me"><span class="av" style="background:#0f766e">LM</span><div><b>You · Lena Marsh</b><small>Tier 2 · billing and accounts</small></div><span class="chip avail" id="mstat">Available</span></div>
<div class="row"><div>Pause incoming calls<small>Break, training or admin time</small></div><button class="sw" id="pause"></button></div>
<div id="caller">No active call · next caller waits 02:14</div>
<button id="take">Take next call</button>
<div class="acts"><button class="ab" id="hold">"""
    + _ic(I_PAUSE, 14)
    + """Hold</button><button class="ab" id="transfer">"""
    + _ic(I_ARROW, 14)
    + """Transfer</button><button class="ab" id="wrap" disabled>Wrap-up</button><button class="ab" id="mute">"""
    + _ic(I_MIC, 16)
    + """</button>
<div id="tmenu"><div>Billing tier 3 <small>2 free</small></div><div>Technical support <small>0 free</small></div><div>Retention team <small>1 free</small></div></div></div>
<div id="cblank"></div><div class="kb">Shortcuts: Space mutes the microphone when the mute button has focus.</div></div></div>
"""
)

# -- festival: a music-festival app, warm light ------------------------------------------------------
_ACTS = [
    ("14:00", "Paper Kites Club", "Lake stage", "indie folk", False),
    ("15:30", "Mira Solenne", "Forest tent", "electronic", False),
    ("17:00", "The Low Tides", "Main stage", "rock", True),
    ("18:45", "Okonkwo Brass", "Lake stage", "afrobeat", False),
    ("20:15", "Velvet Harbour", "Main stage", "dream pop", False),
    ("22:30", "NIGHTSHIFT", "Forest tent", "techno", False),
]
_SAT = [
    ("13:30", "Sunday Driver", "Lake stage", "surf rock"),
    ("15:00", "Ada Quist Trio", "Forest tent", "jazz"),
    ("16:45", "Glass Animals Tribute", "Main stage", "indie"),
    ("18:30", "Lumen & Koi", "Lake stage", "soul"),
    ("20:30", "Polar Youth", "Main stage", "alt rock"),
    ("23:00", "Kessler b2b Rhea", "Forest tent", "house"),
]


def _act(k: int, at: str, name: str, stage: str, genre: str, on: bool) -> str:
    cls = "ht on" if on else "ht"
    return (
        f'<div class="act"><time>{at}</time><div><b>{name}</b><small>{stage} · {genre}</small></div>'
        f'<button class="{cls}" id="ht-{k}">' + _ic(I_HEART, 18) + "</button></div>"
    )


# A code-like pattern of 11 x 11 cells with three finder corners (deterministic).
_QR = [
    "<i></i>"
    if (r < 3 and c < 3)
    or (r < 3 and c > 7)
    or (r > 7 and c < 3)
    or (r * 31 + c * 17 + r * c * 7) % 11 < 5
    else '<i class="w"></i>'
    for r in range(11)
    for c in range(11)
]
_MARQ = "+++ Gates open 12:00 · Free water refill at every stage · The Low Tides moved to 17:00 on Main stage · Shuttle buses every 10 min from Haldern station · Lost and found at the info tent &nbsp; "

FESTIVAL = (
    """
<style>
:root { --bg:#fff8f0; --panel:#ffffff; --ink:#2a1a12; --sub:#8a6f5e; --line:#f0e0cf; --acc:#e8590c; --acc2:#7048e8; --hov:#fff0e3; --meter:#f08c00; }
body.dark { --bg:#16100d; --panel:#211914; --ink:#f6ebe1; --sub:#b09583; --line:#3a2c23; --acc:#ff8c42; --acc2:#9775fa; --hov:#2e2119; --meter:#ffa94d; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:2; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:14px; height:62px; padding:0 24px; background:var(--panel); border-bottom:1px solid var(--line); }
.sun { width:34px; height:34px; border-radius:50%; background:radial-gradient(circle at 35% 35%, #ffd43b, #e8590c); }
.top b { font:bold 19px "DejaVu Sans", sans-serif; letter-spacing:.04em; } .top span { color:var(--sub); }
#ticket { margin-left:auto; display:flex; align-items:center; gap:8px; border:0; border-radius:22px; background:var(--acc); color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; padding:10px 20px; cursor:pointer; transition:transform .15s, box-shadow .15s; }
#ticket:hover { transform:translateY(-2px); box-shadow:0 6px 14px rgba(232,89,12,.4); }
body.dark #ticket { color:#1c0d03; }
#marq { height:34px; overflow:hidden; background:var(--acc2); color:#fff; white-space:nowrap; font:bold 14px/34px "DejaVu Sans", sans-serif; position:relative; }
#mtext { position:absolute; left:0; top:0; }
.nav { display:flex; align-items:center; gap:8px; padding:12px 24px; }
.tab { border:0; background:none; color:var(--sub); font:bold 15px "Liberation Sans", Arial, sans-serif; padding:8px 14px; border-radius:20px; cursor:pointer; transition:background .15s, color .15s; }
.tab:hover { background:var(--hov); color:var(--ink); } .tab.on { background:var(--ink); color:var(--bg); }
.days { display:flex; gap:6px; margin-left:18px; }
.day { border:1px solid var(--line); background:var(--panel); color:var(--ink); font:13px "Liberation Sans", Arial, sans-serif; padding:6px 12px; border-radius:8px; cursor:pointer; transition:border-color .15s, background .15s; }
.day:hover { border-color:var(--acc); background:var(--hov); } .day.on { border-color:var(--acc); color:var(--acc); font-weight:bold; }
.srch { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--line); border-radius:20px; padding:0 12px; color:var(--sub); background:var(--panel); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); } .srch:focus-within { border-color:var(--acc); }
#fsearch { border:0; background:none; color:var(--ink); font:inherit; padding:7px 0; width:170px; outline:none; }
.main { display:grid; grid-template-columns:minmax(0,1fr) 340px; gap:16px; padding:0 24px; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:14px; padding:14px 16px; }
.card h3 { margin:0 0 8px; font-size:15px; display:flex; justify-content:space-between; } .card h3 small { color:var(--sub); font-weight:normal; font-size:12px; }
.act { display:flex; align-items:center; gap:16px; padding:10px 0; border-top:1px solid var(--line); } .act div { flex:1; } .act small { display:block; color:var(--sub); font-size:12px; }
.act time { font:bold 15px "DejaVu Sans Mono", monospace; color:var(--acc); width:54px; }
.ht { width:36px; height:36px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; cursor:pointer; transition:background .15s, color .15s; }
.ht:hover { background:var(--hov); color:var(--acc); } .ht.on { color:#e03131; } .ht.on path { fill:#e03131; }
#p-map { display:none; } #p-map svg { width:100%; height:auto; max-height:540px; display:block; border-radius:10px; }
.np { display:flex; gap:12px; align-items:center; } .cover { width:60px; height:60px; border-radius:10px; background:linear-gradient(135deg,#7048e8,#e8590c); }
.np small { display:block; color:var(--sub); }
#eq { display:flex; align-items:flex-end; gap:3px; height:60px; margin-top:12px; } #eq i { flex:1; background:var(--acc2); border-radius:2px 2px 0 0; height:30%; }
.meter { margin-top:10px; } .meter div { display:flex; justify-content:space-between; font-size:13px; } .meter div b { font-family:"DejaVu Sans Mono", monospace; }
.mtr { height:12px; border-radius:6px; background:var(--line); overflow:hidden; margin-top:4px; } .mtr i { display:block; height:12px; background:linear-gradient(90deg,#37b24d,var(--meter),#e03131); width:50%; }
#tpanel { display:none; position:fixed; right:24px; top:70px; width:300px; background:var(--panel); border:1px solid var(--line); border-radius:14px; box-shadow:0 12px 30px rgba(0,0,0,.25); padding:16px; z-index:20; }
#tpanel.open { display:block; } #tpanel small { color:var(--sub); display:block; }
.qr { display:grid; grid-template-columns:repeat(11,1fr); gap:2px; width:150px; margin:12px auto; } .qr i { aspect-ratio:1; background:var(--ink); } .qr i.w { background:none; }
#veil { display:none; position:fixed; inset:0; z-index:50; background:rgba(255,255,255,.01); }
</style>
<header class="top"><span class="sun"></span><b>LAKESIDE SOUND</b><span>12-14 June · Haldern shore</span><button id="ticket">"""
    + _ic(I_TICKET, 18)
    + """My ticket</button></header>
<div id="marq"><span id="mtext">"""
    + _MARQ * 2
    + """</span></div>
<div class="nav"><button class="tab on" id="tb-sched">Schedule</button><button class="tab" id="tb-map">Map</button><button class="tab" id="tb-food">Food &amp; drink</button>
<div class="days"><button class="day on" id="day-fri">Fri 12</button><button class="day" id="day-sat">Sat 13</button><button class="day" id="day-sun">Sun 14</button></div>
<label class="srch">"""
    + _ic(I_SEARCH, 15)
    + """<input id="fsearch" placeholder="Search artists" autocomplete="off"></label></div>
<div class="main"><div class="card"><div id="p-sched"><h3><span id="dayname">Friday lineup</span><small>tap the heart to add to your plan</small></h3><div id="acts">"""
    + "".join(_act(k, *a) for k, a in enumerate(_ACTS, 1))
    + """</div></div><div id="p-map"><h3>Festival map <small>you are near the Lake stage</small></h3><svg viewBox="0 0 600 330"><rect width="600" height="330" fill="#d3f9d8"/><path d="M0 240c120-30 220 10 330-10s200-60 270-40V330H0z" fill="#a5d8ff"/>
<rect x="60" y="50" width="140" height="70" rx="8" fill="#e8590c"/><text x="130" y="90" fill="#fff" font-size="15" text-anchor="middle" font-family="Liberation Sans">Main stage</text>
<rect x="380" y="40" width="120" height="60" rx="30" fill="#7048e8"/><text x="440" y="75" fill="#fff" font-size="14" text-anchor="middle" font-family="Liberation Sans">Forest tent</text>
<rect x="250" y="170" width="110" height="50" rx="8" fill="#1c7ed6"/><text x="305" y="200" fill="#fff" font-size="14" text-anchor="middle" font-family="Liberation Sans">Lake stage</text>
<path d="M130 120C150 170 220 190 250 195M360 190C400 160 430 130 440 100" stroke="#868e96" stroke-width="4" stroke-dasharray="8 6" fill="none"/><circle cx="300" cy="150" r="8" fill="#e03131"/></svg></div></div>
<div style="display:flex;flex-direction:column;gap:14px"><div class="card"><h3>Now playing <small>Main stage</small></h3><div class="np"><span class="cover"></span><div><b>Okonkwo Brass</b><small>Lagos Sunrise · live</small></div></div><div id="eq">"""
    + "<i></i>" * 24
    + """</div></div>
<div class="card"><h3>Crowd levels <small>live from the gates</small></h3><div class="meter"><div>Main stage<b id="cr-1">64%</b></div><div class="mtr"><i id="cm-1"></i></div></div>
<div class="meter"><div>Forest tent<b id="cr-2">38%</b></div><div class="mtr"><i id="cm-2"></i></div></div><div class="meter"><div>Lake stage<b id="cr-3">51%</b></div><div class="mtr"><i id="cm-3"></i></div></div></div></div></div>
<div id="tpanel"><b>Weekend pass · 3 days</b><small>Holder: Noor Haddad · Entry at gate B</small><div class="qr">"""
    + "".join(_QR)
    + """</div><small style="text-align:center">Show this code at the gate · valid 12-14 June</small></div>
<div id="veil"></div>
"""
)

PAGES = {
    "factory": FACTORY,
    "seismic": SEISMIC,
    "esports": ESPORTS,
    "parking": PARKING,
    "callcenter": CALLCENTER,
    "festival": FESTIVAL,
}
# Every design has a light and a dark theme; the monitor and the bracket are dark first.
THEMES = {
    "factory": ("light", "dark"),
    "seismic": ("dark", "light"),
    "esports": ("dark", "light"),
    "parking": ("light", "dark"),
    "callcenter": ("light", "dark"),
    "festival": ("light", "dark"),
}


def holdout11_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- the motion every page starts (written for this part) ------------------------------------------
def _rnd(seed: int) -> str:
    return _RND.format(seed)


# Boxes and rollers travel 3 px to the right every 40 ms (periodic); a random machine counter
# ticks up every 260 ms; a random status lamp blinks every 180 ms; the header's rate fluctuates.
CONVEYOR = (
    "(() => { "
    + _rnd(3)
    + " const belt = document.getElementById('belt'), rol = document.getElementById('rollers'), W = belt.clientWidth;"
    " const bx = []; for (let i = 0; i < 9; i++) { const b = document.createElement('div'); b.className = 'bx'; b.textContent = 'C3-' + (400 + i); belt.appendChild(b); bx.push({ b, x: i * (W + 60) / 9 - 60 }); }"
    " let r = 0, n = 409; const step = () => { if (window.__halt) return; r += 3; rol.style.backgroundPosition = r + 'px 0';"
    " bx.forEach(o => { o.x += 3; if (o.x > W) { o.x -= W + 60; n++; o.b.textContent = 'C3-' + n; } o.b.style.left = o.x + 'px'; }); };"
    " step(); setInterval(step, 40);"
    " const cnts = [...document.querySelectorAll('.cnt')];"
    " setInterval(() => cnts.forEach((c, i) => { if (rnd() < (i === 5 ? .04 : .4)) { const v = +c.dataset.n + 1 + Math.floor(rnd() * 3); c.dataset.n = v; c.textContent = v.toLocaleString('en-US'); } }), 260);"
    " const lamps = [...document.querySelectorAll('.lamp')]; setInterval(() => lamps[Math.floor(rnd() * lamps.length)].classList.toggle('dim'), 180);"
    " const rate = document.getElementById('rate'); setInterval(() => { rate.textContent = window.__halt ? '0.0 u/min' : (40 + rnd() * 4).toFixed(1) + ' u/min'; }, 400); })();"
)

# The seismograph trace scrolls 2 px every 30 ms, with bursts at random; an event joins the top of
# the list at random intervals (0.35-1.25 s); the epicentre rings pulse (a CSS animation of 1.8 s);
# the UTC clock ticks every second.
SEISMO = (
    "(() => { " + _rnd(11) + " document.body.classList.add('live');"
    " const cv = document.getElementById('seis'); cv.width = cv.clientWidth; cv.height = cv.clientHeight; const g = cv.getContext('2d');"
    " const css = getComputedStyle(document.body), tr = css.getPropertyValue('--trace').trim(), gr = css.getPropertyValue('--grid').trim();"
    " const W = cv.width, H = cv.height, mid = H / 2, N = Math.ceil(W / 2) + 1, ys = []; let env = 0, ph = 0, peak = 0, col = 0;"
    " const next = () => { env *= .97; if (rnd() < .008) env = H * .42 * (.4 + rnd() * .6); ph += .45 + rnd() * .3; const v = Math.sin(ph) * env + (rnd() - .5) * 4;"
    " peak = Math.max(peak, Math.abs(v)); ys.push(mid + v); if (ys.length > N) ys.shift(); col += 2; };"
    " const draw = () => { g.clearRect(0, 0, W, H); g.fillStyle = gr; g.fillRect(0, mid, W, 1); for (let x = W - (col % 60); x > 0; x -= 60) g.fillRect(x, 0, 1, H);"
    " g.strokeStyle = tr; g.lineWidth = 1.3; g.beginPath(); ys.forEach((y, i) => { const x = W - (ys.length - 1 - i) * 2; if (i) g.lineTo(x, y); else g.moveTo(x, y); }); g.stroke(); };"
    " for (let i = 0; i < N; i++) next(); draw(); setInterval(() => { next(); draw(); }, 30);"
    " const amp = document.getElementById('amp'); setInterval(() => { amp.textContent = 'peak ' + (peak / 12).toFixed(1) + ' mm/s'; peak = 0; }, 600);"
    " const evs = document.getElementById('evs'); const places = ['Kermadec Islands', 'Hawke Bay', 'Off East Cape', 'Tonga region', 'Fiordland, NZ', 'Vanuatu', 'Bay of Plenty', 'Cook Strait', 'Canterbury, NZ', 'Samoa Islands'];"
    " const add = () => { const m = 2.5 + rnd() * rnd() * 3.6, cls = m >= 5 ? 'r' : m >= 3.5 ? 'a' : 'g'; const d = document.createElement('div'); d.className = 'ev new';"
    " d.innerHTML = '<span class=\"mag ' + cls + '\">' + m.toFixed(1) + '</span><div><b>' + places[Math.floor(rnd() * places.length)] + '</b><small>depth ' + Math.round(5 + rnd() * 220) + ' km · just now</small></div>';"
    " evs.prepend(d); setTimeout(() => d.classList.remove('new'), 700); while (evs.children.length > 16) evs.lastChild.remove(); setTimeout(add, 350 + rnd() * 900); };"
    " setTimeout(add, 200 + rnd() * 500);"
    " const utc = document.getElementById('utc'); let t = 21 * 3600 + 47 * 60 + 5; setInterval(() => { t++; utc.textContent = [Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60].map(v => String(v).padStart(2, '0')).join(':') + ' UTC'; }, 1000); })();"
)

# Live round scores go up at random (a chance every 400 ms); the two match timers run a second a
# second; the viewers counter wanders every 350 ms; the LIVE dot pulses (CSS, 1.2 s).
SCORES = (
    "(() => { " + _rnd(5) + " document.body.classList.add('live');"
    " const sc = ['s3a', 's3b', 's4a', 's4b'].map(id => document.getElementById(id));"
    " setInterval(() => { if (rnd() < .5) { const s = sc[Math.floor(rnd() * 4)]; s.textContent = Math.min(13, +s.textContent + 1); } }, 400);"
    " const tm = [['t3', 1062], ['t4', 845]].map(([id, s]) => ({ el: document.getElementById(id), s }));"
    " setInterval(() => tm.forEach(o => { o.s++; o.el.textContent = 'Map 2 · ' + String(Math.floor(o.s / 60)).padStart(2, '0') + ':' + String(o.s % 60).padStart(2, '0'); }), 1000);"
    " const vw = document.getElementById('viewers'); let v = 184302; setInterval(() => { v += Math.round((rnd() - .4) * 900); vw.textContent = v.toLocaleString('en-US') + ' watching'; }, 350); })();"
)

# A random bay is freed or taken every 280 ms (the free count follows); at the gate a car drives
# in 5 px every 50 ms under a barrier that lifts, a new plate each pass; the camera clock ticks.
BAYS = (
    "(() => { "
    + _rnd(23)
    + " const bays = [...document.querySelectorAll('.bay')], free = document.getElementById('free');"
    " setInterval(() => { const want = rnd() < .5; const pool = bays.filter(b => b.classList.contains('tk') === want); const b = pool[Math.floor(rnd() * pool.length)];"
    " b.classList.toggle('tk'); free.textContent = bays.filter(x => !x.classList.contains('tk')).length; }, 280);"
    " const car = document.getElementById('car'), bar = document.getElementById('barrier'), plate = document.getElementById('plate');"
    " const plates = ['HH-KL 2047', 'B-MX 318', 'OD-RT 77', 'HH-AZ 5120', 'SE-JP 904']; let cx = -30, pk = 0;"
    " setInterval(() => { cx += 5; if (cx > 330) { cx = -110; pk = (pk + 1) % plates.length; plate.textContent = plates[pk]; }"
    " car.setAttribute('transform', 'translate(' + cx + ' 0)'); bar.setAttribute('transform', cx > 30 && cx < 250 ? 'rotate(-75 180 65)' : ''); }, 50);"
    " const ct = document.getElementById('camt'); let s = 7; setInterval(() => { s++; ct.textContent = '2026-05-14 10:' + String(42 + Math.floor(s / 60)) + ':' + String(s % 60).padStart(2, '0'); }, 1000); })();"
)

# Every agent's timer counts up a second a second; an agent's status chip changes at random
# (every 0.4-1.1 s, its timer restarting); the queue sparkline shifts in a new length every 500 ms;
# the longest-wait timer counts up.
TIMERS = (
    "(() => { "
    + _rnd(29)
    + " const fmt = s => String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');"
    " const rows = [...document.querySelectorAll('#agents tr')].map(tr => { const t = tr.querySelector('.tmr'), p = t.textContent.split(':'); return { c: tr.querySelector('.chip'), t, s: +p[0] * 60 + +p[1] }; });"
    " setInterval(() => rows.forEach(r => { r.s++; r.t.textContent = fmt(r.s); }), 1000);"
    " const sts = [['call', 'On call'], ['avail', 'Available'], ['wrap', 'Wrap-up'], ['pause', 'Paused']];"
    " const change = () => { const r = rows[Math.floor(rnd() * rows.length)], s = sts[Math.floor(rnd() * 4)]; r.c.className = 'chip ' + s[0]; r.c.textContent = s[1]; r.s = 0; r.t.textContent = '00:00'; setTimeout(change, 400 + rnd() * 700); };"
    " setTimeout(change, 300);"
    " const sp = document.getElementById('spark'), pl = sp.querySelector('polyline'), ar = sp.querySelector('path'), qn = document.getElementById('qn'); const q = []; let v = 7;"
    " const push = () => { v = Math.max(1, Math.min(13, v + Math.round((rnd() - .5) * 3))); q.push(v); if (q.length > 40) q.shift(); };"
    " const draw = () => { const pts = q.map((y, i) => (i * 400 / 39).toFixed(1) + ',' + (50 - y * 3.6).toFixed(1)); pl.setAttribute('points', pts.join(' ')); ar.setAttribute('d', 'M' + pts.join(' L') + ' L' + ((q.length - 1) * 400 / 39).toFixed(1) + ',52 L0,52 Z'); qn.textContent = v; };"
    " for (let i = 0; i < 40; i++) push(); draw(); setInterval(() => { push(); draw(); }, 500);"
    " const ql = document.getElementById('ql'); let w = 134; setInterval(() => { w++; ql.textContent = fmt(w); }, 1000); })();"
)

# The marquee slides 2 px every 30 ms (periodic); the equaliser's 24 bars jump every 110 ms and
# the three crowd meters wander every 300 ms (random).
EQUALISER = (
    "(() => { "
    + _rnd(31)
    + " const mt = document.getElementById('mtext'), half = mt.scrollWidth / 2; let x = 0;"
    " setInterval(() => { x -= 2; if (-x >= half) x += half; mt.style.transform = 'translateX(' + x + 'px)'; }, 30);"
    " const bars = [...document.querySelectorAll('#eq i')], h = bars.map(() => 30);"
    " setInterval(() => bars.forEach((b, i) => { h[i] = Math.max(8, Math.min(100, h[i] * .45 + (15 + rnd() * 85) * .55 - i * .6)); b.style.height = h[i].toFixed(0) + '%'; }), 110);"
    " const cr = [1, 2, 3].map(k => ({ t: document.getElementById('cr-' + k), m: document.getElementById('cm-' + k), v: [64, 38, 51][k - 1] }));"
    " const upd = () => cr.forEach(o => { o.v = Math.max(10, Math.min(96, o.v + (rnd() - .5) * 9)); o.t.textContent = Math.round(o.v) + '%'; o.m.style.width = o.v.toFixed(1) + '%'; });"
    " upd(); setInterval(upd, 300); })();"
)

# -- behaviours a scenario wires (written for this part) -----------------------------------------
FLASHY = {"samples": True, "transient": True, "wait_ms": 1000}


def _on(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.add('{cls}');"


def _show(ident: str, disp: str = "block") -> str:
    return _el(ident) + f".style.display = '{disp}';"


def _move_on(group: str, ident: str) -> str:
    """Move the ``on`` class within a group of buttons to ``ident``."""
    return f"document.querySelectorAll('{group}').forEach(b => b.classList.remove('on')); " + _on(
        ident
    )


_STOP = _click(
    "#stop",
    "window.__halt = true; "
    + _el("lstat")
    + ".textContent = 'Stopped'; "
    + _on("lstat", "stop")
    + " "
    + _el("stop")
    + ".disabled = true; "
    + _el("start")
    + ".disabled = false;",
)
_ACK = _click(
    "#ack",
    _on("alarm", "acked")
    + " "
    + _el("alarmt")
    + ".textContent = 'Acknowledged by you at 10:43 · still 2.1 bar';",
)
_SHIFT_LATE = _click(
    "#sh-late",
    _move_on(".seg button", "sh-late")
    + " "
    + _el("shinfo")
    + ".textContent = 'Shift B · 14:00-22:00 · R. Castell';",
)
_SHIFT_SAME = _click(
    "#sh-early",
    _move_on(".seg button", "sh-early")
    + " "
    + _el("shinfo")
    + ".textContent = 'Shift A · 06:00-14:00 · M. Okafor';",
)
_SLIDER5 = _click(
    "#mt-5",
    _el("mthumb")
    + ".style.left = '60%'; "
    + _el("mfill")
    + ".style.left = '60%'; "
    + _el("minlbl")
    + ".innerHTML = 'Alert me from <b>M5.0</b>';",
)
_ZOOM = (
    "const z = Math.{f}({lim}, (window.__z || 1) {op} .15); window.__z = z; "
    + _el("bracket")
    + ".style.transform = 'scale(' + z + ')'; "
    + _el("zlbl")
    + ".textContent = Math.round(z * 100) + '%';"
)
_ZIN = _click("#zin", _ZOOM.format(f="min", lim="1.6", op="+"))
_ZOUT = _click("#zout", _ZOOM.format(f="max", lim="1", op="-"))
_VOTE = _click("#vote-a", _on("vote-a") + " " + _on("vres"))
_MENTION = _key("#chat", "Tab", _el("chat") + ".value = 'gg wp @novaStrike ';")
_LEVEL = _click(
    "#lv-p3", _move_on(".lv button", "lv-p3") + " " + _el("lvname") + ".textContent = 'Level P3';"
)
_DUR = _click("#d-2h", _move_on(".chip", "d-2h") + " " + _el("price") + ".textContent = '€ 6.50';")
_LOOKUP = _key("#ticket", "Enter", _show("due", "flex") + " " + _el("pay") + ".disabled = false;")
_TAKE = _click(
    "#take",
    _on("caller", "live")
    + " "
    + _el("caller")
    + ".innerHTML = '<b>Ines Ferreira</b> · +44 20 7946 0182<small>Account 55-1032 · billing dispute · waited 02:14</small>'; "
    + _el("mstat")
    + ".className = 'chip call'; "
    + _el("mstat")
    + ".textContent = 'On call';",
)
_PAUSE = _click(
    "#pause",
    _on("pause")
    + " "
    + _el("mstat")
    + ".className = 'chip pause'; "
    + _el("mstat")
    + ".textContent = 'Paused';",
)
_HOLD_BACK = _click(
    "#hold",
    _el("hold")
    + ".classList.add('on'); setTimeout(() => "
    + _el("hold")
    + ".classList.remove('on'), 40);",
)
_MAP_TAB = _click(
    "#tb-map",
    _move_on(".tab", "tb-map") + " " + _show("p-sched", "none") + " " + _show("p-map"),
)
_SAT_ROWS = "".join(_act(k, *a, False) for k, a in enumerate(_SAT, 11)).replace("'", "\\'")
_DAY_SAT = _click(
    "#day-sat",
    _move_on(".day", "day-sat")
    + " "
    + _el("dayname")
    + ".textContent = 'Saturday lineup'; "
    + _el("acts")
    + f".innerHTML = '{_SAT_ROWS}';",
)
_TICKET = _click("#ticket", _on("tpanel", "open"))

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout9_pages.HOLDOUT9_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario). Every
# scenario starts its page's motion, so every case stores an idle pair.
_FA = {"volatile": "conveyor"}
_SE = {"volatile": "seismograph"}
_ES = {"volatile": "scores"}
_PK = {"volatile": "bays"}
_CC = {"volatile": "timers"}
_FE = {"volatile": "equaliser"}

HOLDOUT11_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- factory --------------------------------------------------------------------------------
    (
        "h11_fa_stop_line",
        "effect",
        "factory",
        "#stop",
        "Stop production line 3",
        CONVEYOR + _STOP,
        dict(
            _FA,
            note="the green 'Running' chip turns red 'Stopped', Stop greys out, Start becomes active, the conveyor halts and the rate reads 0.0; counters and lamps go on changing",
        ),
    ),
    (
        "h11_fa_ack_alarm",
        "effect",
        "factory",
        "#ack",
        "Acknowledge the filler F2 alarm",
        CONVEYOR + _ACK,
        dict(
            _FA,
            note="the red alarm box turns grey, its Acknowledge button goes and the line under the title reads 'Acknowledged by you at 10:43' (the button fills red on hover)",
        ),
    ),
    (
        "h11_fa_shift_late",
        "effect",
        "factory",
        "#sh-late",
        "Switch the dashboard to the late shift",
        CONVEYOR + _SHIFT_LATE,
        dict(
            _FA,
            note="the teal highlight moves from Early to Late and the shift line beside it changes to 'Shift B · 14:00-22:00 · R. Castell'",
        ),
    ),
    (
        "h11_fa_autorestart_space",
        "effect",
        "factory",
        "#autors",
        "press Space to turn on auto restart after a jam",
        CONVEYOR + _click("#autors", _on("autors")),
        dict(
            _FA,
            key="Space",
            note="Space on the focused switch clicks it: the grey switch slides on and turns teal",
        ),
    ),
    (
        "h11_fa_start_disabled",
        "no_effect",
        "factory",
        "#start",
        "Start the line",
        CONVEYOR + _click("#start", _el("lstat") + ".textContent = 'Starting';"),
        dict(_FA, note="Start is disabled while the line runs; the click does nothing"),
    ),
    (
        "h11_fa_shift_same",
        "no_effect",
        "factory",
        "#sh-early",
        "Show the early shift",
        CONVEYOR + _SHIFT_SAME,
        dict(
            _FA,
            note="Early is already the shown shift; the handler re-applies the same highlight and writes the same shift line",
        ),
    ),
    (
        "h11_fa_export_dead",
        "no_effect",
        "factory",
        "#export",
        "Export the shift report",
        CONVEYOR,
        dict(_FA, note="the Export link gains an underline on hover; no handler, nothing opens"),
    ),
    (
        "h11_fa_note_escape",
        "no_effect",
        "factory",
        "#note",
        "press Escape to discard the shift note",
        CONVEYOR,
        dict(
            _FA,
            key="Escape",
            note="Escape in the empty shift-note field: nothing listens (the caret blinks in the focused field)",
        ),
    ),
    # -- seismic --------------------------------------------------------------------------------
    (
        "h11_se_tsunami_filter",
        "effect",
        "seismic",
        "#f-tsu",
        "Show only tsunami warnings",
        SEISMO + _click("#f-tsu", _on("f-tsu")),
        dict(
            _SE,
            note="the empty 'Tsunami warnings only' box fills orange with a tick (the row is tinted on hover)",
        ),
    ),
    (
        "h11_se_magnitude_5",
        "effect",
        "seismic",
        "#mt-5",
        "Set the alert magnitude to 5",
        SEISMO + _SLIDER5,
        dict(
            _SE,
            note="the slider thumb and the orange fill move from 3 to 5 and the label reads 'Alert me from M5.0' (the small '5' tick shades on hover)",
        ),
    ),
    (
        "h11_se_subscribe",
        "effect",
        "seismic",
        "#sub",
        "Subscribe to earthquake alerts",
        SEISMO + _click("#sub", _show("toast")),
        dict(
            _SE,
            note="a dark 'Subscribed: alerts from M3.0' toast appears in the bottom-right corner and stays",
        ),
    ),
    (
        "h11_se_plates_layer",
        "effect",
        "seismic",
        "#plt",
        "Show the tectonic plate boundaries on the map",
        SEISMO + _click("#plt", _on("plt") + " " + _on("plates")),
        dict(
            _SE,
            note="two red dashed plate-boundary lines appear across the map and the 16 px layers button fills orange",
        ),
    ),
    (
        "h11_se_csv_dead",
        "no_effect",
        "seismic",
        "#csv",
        "Download the last day of events as CSV",
        SEISMO,
        dict(_SE, note="the link is underlined on hover; no handler, nothing downloads"),
    ),
    (
        "h11_se_felt_disabled",
        "no_effect",
        "seismic",
        "#felt",
        "Report that I felt the shaking",
        SEISMO + _click("#felt", _show("toast")),
        dict(_SE, note="the 'Felt it?' button is disabled"),
    ),
    (
        "h11_se_map_sea",
        "no_effect",
        "seismic",
        "#tasman",
        "Zoom the map to the Tasman Sea",
        SEISMO,
        dict(_SE, note="the click lands on the sea label of the map; the map has no click handler"),
    ),
    (
        "h11_se_place_enter",
        "no_effect",
        "seismic",
        "#place",
        "press Enter to search for a place",
        SEISMO,
        dict(
            _SE,
            key="Enter",
            note="Return in the empty place-search field: no form, nothing listens",
        ),
    ),
    # -- esports --------------------------------------------------------------------------------
    (
        "h11_es_follow_star",
        "effect",
        "esports",
        "#star-2",
        "Follow the team Kairos",
        SCORES + _click("#star-2", _on("star-2")),
        dict(
            _ES,
            note="the 16 px outline star beside Kairos fills gold (it is gold outline on a tinted square on hover)",
        ),
    ),
    (
        "h11_es_vote",
        "effect",
        "esports",
        "#vote-a",
        "Predict that Vortex wins QF3",
        SCORES + _VOTE,
        dict(
            _ES,
            note="the Vortex button fills violet and a line 'You picked Vortex · 58% agree' with a bar appears under the buttons",
        ),
    ),
    (
        "h11_es_zoom_in",
        "effect",
        "esports",
        "#zin",
        "Zoom in on the bracket",
        SCORES + _ZIN,
        dict(
            _ES,
            note="the whole bracket is drawn 15 % larger (clipped at the card) and the zoom label reads 115%",
        ),
    ),
    (
        "h11_es_chat_mention_tab",
        "effect",
        "esports",
        "#chat",
        "press Tab to complete the mention",
        SCORES + _MENTION,
        dict(
            _ES,
            key="Tab",
            note="Tab in the chat field completes '@nov' to '@novaStrike ' (the field keeps the focus)",
        ),
    ),
    (
        "h11_es_vote_closed",
        "no_effect",
        "esports",
        "#vote-c",
        "Vote in the QF1 prediction",
        SCORES + _click("#vote-c", _on("vote-c")),
        dict(_ES, note="the QF1 prediction is closed: its button is disabled"),
    ),
    (
        "h11_es_zoom_out_min",
        "no_effect",
        "esports",
        "#zout",
        "Zoom out of the bracket",
        SCORES + _ZOUT,
        dict(
            _ES,
            note="the bracket is already at its smallest zoom (100%); the handler clamps and writes the same scale and label",
        ),
    ),
    (
        "h11_es_star_veil",
        "no_effect",
        "esports",
        "#star-3",
        "Follow Nova Strike",
        SCORES + _show("veil") + _click("#star-3", _on("star-3")),
        dict(
            _ES,
            note="a transparent layer (a cookie prompt still loading) lies over the page and absorbs the click; the star has a handler",
        ),
    ),
    (
        "h11_es_watch_flash",
        "no_effect",
        "esports",
        "#watch",
        "Open the live stream",
        SCORES + _click("#watch", _flash(_show("conn"), _show("conn", "none"))),
        dict(
            _ES,
            **FLASHY,
            note="a 'Connecting to stream...' pill shows for 450 ms under the header and is gone before the post frame; no stream opens",
        ),
    ),
    # -- parking --------------------------------------------------------------------------------
    (
        "h11_pk_level_p3",
        "effect",
        "parking",
        "#lv-p3",
        "Show level P3 of the garage",
        BAYS + _LEVEL,
        dict(
            _PK,
            note="the raised white tab moves from P2 to P3 and the grid's title reads 'Level P3'",
        ),
    ),
    (
        "h11_pk_reserve",
        "effect",
        "parking",
        "#reserve",
        "Reserve a parking bay",
        BAYS + _click("#reserve", _show("held")),
        dict(
            _PK,
            note="a green box 'Bay C-14 held until 10:57 · code 5821' appears under the Reserve button and stays",
        ),
    ),
    (
        "h11_pk_duration_2h",
        "effect",
        "parking",
        "#d-2h",
        "Reserve for two hours",
        BAYS + _DUR,
        dict(
            _PK,
            note="the blue fill moves from the '1 h' chip to '2 h' and the price changes from € 3.50 to € 6.50",
        ),
    ),
    (
        "h11_pk_ticket_enter",
        "effect",
        "parking",
        "#ticket",
        "press Enter to look up my parking ticket",
        BAYS + _LOOKUP,
        dict(
            _PK,
            key="Enter",
            note="Return in the ticket field shows a row 'Since 07:58 · 2 h 44 min  € 8.50' and the grey Pay button turns blue",
        ),
    ),
    (
        "h11_pk_pay_disabled",
        "no_effect",
        "parking",
        "#pay",
        "Pay for my parking",
        BAYS + _click("#pay", _show("held")),
        dict(_PK, note="Pay now is disabled until a ticket is looked up"),
    ),
    (
        "h11_pk_bay_click",
        "no_effect",
        "parking",
        "#bay-17",
        "Choose bay B-07",
        BAYS,
        dict(
            _PK,
            note="the bays are a display only: no handler (bays across the grid, this one included, flip free/taken by themselves)",
        ),
    ),
    (
        "h11_pk_cam_flash",
        "no_effect",
        "parking",
        "#camref",
        "Refresh the entry camera",
        BAYS + _click("#camref", _flash(_show("refreshing", "grid"), _show("refreshing", "none"))),
        dict(
            _PK,
            **FLASHY,
            note="a dark 'Refreshing...' cover shows over the camera for 450 ms and is gone before the post frame",
        ),
    ),
    (
        "h11_pk_reserve_escape",
        "no_effect",
        "parking",
        "#reserve",
        "press Escape to cancel the reservation",
        BAYS + _click("#reserve", _show("held")),
        dict(
            _PK,
            key="Escape",
            note="Escape with the Reserve button focused: nothing listens for it (the button's click handler is not triggered by Escape)",
        ),
    ),
    # -- callcenter -----------------------------------------------------------------------------
    (
        "h11_cc_take_call",
        "effect",
        "callcenter",
        "#take",
        "Take the next call in the queue",
        TIMERS + _TAKE,
        dict(
            _CC,
            note="the dashed 'No active call' box becomes a blue-bordered caller card (Ines Ferreira, account, reason) and my chip turns blue 'On call'",
        ),
    ),
    (
        "h11_cc_pause",
        "effect",
        "callcenter",
        "#pause",
        "Pause incoming calls for a break",
        TIMERS + _PAUSE,
        dict(
            _CC,
            note="the switch slides on and turns purple and my status chip changes from 'Available' to 'Paused'",
        ),
    ),
    (
        "h11_cc_transfer_menu",
        "effect",
        "callcenter",
        "#transfer",
        "Transfer the caller to another team",
        TIMERS + _click("#transfer", _on("tmenu", "open")),
        dict(
            _CC, note="a menu of three teams with their free agents opens under the Transfer button"
        ),
    ),
    (
        "h11_cc_mute_space",
        "effect",
        "callcenter",
        "#mute",
        "press Space to mute my microphone",
        TIMERS + _click("#mute", "document.getElementById('mute').classList.toggle('muted');"),
        dict(
            _CC,
            key="Space",
            note="Space on the focused mute button clicks it: the 16 px microphone and the button's border turn red on a pink tint",
        ),
    ),
    (
        "h11_cc_wrap_disabled",
        "no_effect",
        "callcenter",
        "#wrap",
        "Finish the wrap-up",
        TIMERS + _click("#wrap", _on("wrap")),
        dict(_CC, note="Wrap-up is disabled (no call to wrap up)"),
    ),
    (
        "h11_cc_hold_flipback",
        "no_effect",
        "callcenter",
        "#hold",
        "Put the caller on hold",
        TIMERS + _HOLD_BACK,
        dict(
            _CC,
            note="Hold turns amber and back 40 ms later (no active call, the hold is refused); the end state equals the start",
        ),
    ),
    (
        "h11_cc_console_blank",
        "no_effect",
        "callcenter",
        "#cblank",
        "Close the transfer menu",
        TIMERS,
        dict(_CC, note="the click lands on empty space in the console card under the buttons"),
    ),
    (
        "h11_cc_search_enter",
        "no_effect",
        "callcenter",
        "#asearch",
        "press Enter to find an agent",
        TIMERS,
        dict(_CC, key="Enter", note="Return in the empty agent-search field: nothing listens"),
    ),
    # -- festival -------------------------------------------------------------------------------
    (
        "h11_fe_heart",
        "effect",
        "festival",
        "#ht-1",
        "Add Paper Kites Club to my plan",
        EQUALISER + _click("#ht-1", _on("ht-1")),
        dict(
            _FE, note="the 18 px outline heart fills red (it is orange on a tinted disc on hover)"
        ),
    ),
    (
        "h11_fe_map_tab",
        "effect",
        "festival",
        "#tb-map",
        "Open the festival map",
        EQUALISER + _MAP_TAB,
        dict(
            _FE,
            note="the dark pill moves to Map and the schedule is replaced by a drawn map of the stages",
        ),
    ),
    (
        "h11_fe_ticket",
        "effect",
        "festival",
        "#ticket",
        "Show my festival ticket",
        EQUALISER + _TICKET,
        dict(
            _FE,
            note="a ticket panel with a QR code opens under the button, over the right column (the button lifts on hover)",
        ),
    ),
    (
        "h11_fe_day_enter",
        "effect",
        "festival",
        "#day-sat",
        "press Enter to show Saturday's lineup",
        EQUALISER + _DAY_SAT,
        dict(
            _FE,
            key="Enter",
            note="Return on the focused 'Sat 13' chip clicks it: the chip takes the orange outline, the title reads 'Saturday lineup' and the six acts are replaced",
        ),
    ),
    (
        "h11_fe_heart_same",
        "no_effect",
        "festival",
        "#ht-3",
        "Add The Low Tides to my plan",
        EQUALISER + _click("#ht-3", _on("ht-3")),
        dict(
            _FE,
            note="The Low Tides is already in the plan (red heart); the handler sets the same state again",
        ),
    ),
    (
        "h11_fe_marquee_click",
        "no_effect",
        "festival",
        "#marq",
        "Open the news about the shuttle buses",
        EQUALISER,
        dict(
            _FE,
            note="the click lands on the scrolling news banner, which has no handler (its text slides by itself)",
        ),
    ),
    (
        "h11_fe_ticket_veil",
        "no_effect",
        "festival",
        "#ticket",
        "Show my festival ticket",
        EQUALISER + _show("veil") + _TICKET,
        dict(
            _FE,
            note="a nearly transparent layer (a location prompt not yet drawn) covers the page and absorbs the click; the ticket button has a handler",
        ),
    ),
    (
        "h11_fe_search_escape",
        "no_effect",
        "festival",
        "#fsearch",
        "press Escape to clear the artist search",
        EQUALISER,
        dict(_FE, key="Escape", note="Escape in the empty artist-search field: nothing listens"),
    ),
]
