# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT8 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout8_frozen``) before any verdict
on one of its cases was looked at. Like the earlier held-out parts it is never used to choose
a threshold, nor looked at case by case: it is an eighth held-out set to report a final figure
on.

Like holdout7 this part is about things that move by themselves right next to the control that
is clicked, now of several sizes at once (blinking LEDs and ticking numbers of a few pixels,
sparklines and bars, big graphs, maps and a radar). Every page starts its motion in every
scenario, and every motion is either random (a seeded random walk, random blinking), cumulative
(a counter, a feed or log that grows, a scrolling random waveform) or periodic with a period
longer than any pair of frames the capture takes (a radar sweep of 4.1 s, a radar loop of
4.75 s), so no motion can line up with the capture's intervals and look still (holdout7 saw a
0.3 s animation look still across a 0.6 s idle gap); only two small pulsing dots (a LIVE dot, a
pickup ring) are periodic and faster, as decoration:

* ``netmon``: a network-monitoring dashboard, dark first: a switch's port table (an LED per
  port blinking at random every 90 ms, live rates and sparklines every 210 ms) with a pin and an
  admin switch per port, beside a big live throughput graph (a point every 80 ms), alerts whose
  event counts grow beside their Ack buttons, and top-talker bars;
* ``livescore``: a football live-score page: a scoreboard with a running match clock and a
  possession bar that shifts every 110 ms, a pitch with a wandering ball and players, a momentum
  chart, a commentary feed that gains an entry every 430 ms, live player-of-the-match votes and a
  fan chat with a live watcher count;
* ``djdeck``: a DJ deck, dark first: a spinning vinyl (its speed wanders), a scrolling random
  waveform under a fixed playhead, a running time in tenths, visualiser bars (every 70 ms) and a
  playlist whose playing row has a live mini equaliser and whose every row shows its live tempo
  difference to the deck (every 230 ms) beside its buttons;
* ``ridehail``: a ride-hailing app: a big street map on which the driver's car drives its
  route (which shortens behind it) and other cars drive, an arrival countdown, distance and
  progress bar, and live ride prices beside tip chips and trip controls;
* ``sensors``: a server-room sensor grid: twelve tiles whose readings fluctuate (each at its own
  interval, 130-270 ms) with scrolling sparklines and blinking LEDs, a per-tile alert switch and
  bell, a live gauge and an event log that grows every 370 ms;
* ``radar``: a weather radar, dark first: precipitation cells that drift and grow on a canvas
  (every 70 ms), a sweep that turns once in 4.1 s, a loop timeline, beside layer checkboxes with
  live readings and saved places with live rain rates and intensity bars, and map buttons.

Every design has a light and a dark theme (``class="dark"`` on the body); every scenario is
rendered once in each, one per size, alternating like the earlier parts. Each page is one
self-contained HTML document served from ``https://vigil.test/h8/<doc>``. Every behaviour a
scenario needs (the motion too) is wired by the scenario's ``setup`` after load (the pages only
draw content), so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _el
from page_js import on_click as _click
from page_js import on_key as _key
from page_js import page_html


def _ic(d: str, size: int, cls: str = "ic") -> str:
    return f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}"><path d="{d}"/></svg>'


# -- icon outlines (drawn for this part; stroke and fill come from CSS) ---------------------------
I_PIN = "M9 3.5h6l-1.2 5.2 3.7 3.6h-11l3.7-3.6zM12 12.3v8.2"
I_BELL = "M6 16.5v-5a6 6 0 0112 0v5l1.6 1.8H4.4zM10 21h4"
I_STAR = "M12 3.2l2.6 5.6 6 .6-4.5 4.1 1.3 6L12 16.5l-5.4 3 1.3-6-4.5-4.1 6-.6z"
I_HEART = (
    "M12 20.5S3.8 15.4 3.8 9.6A4.4 4.4 0 0112 7.3a4.4 4.4 0 018.2 2.3c0 5.8-8.2 10.9-8.2 10.9z"
)
I_X = "M6 6l12 12M18 6L6 18"
I_TICK = "M5 12.5l4.5 4.5L19 7.5"
I_DOTS = "M5.5 12h.01M12 12h.01M18.5 12h.01"
I_FULL = "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
I_LOCATE = "M12 5.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13zM12 2v3.5M12 18.5V22M2 12h3.5M18.5 12H22M12 10.3a1.7 1.7 0 110 3.4 1.7 1.7 0 010-3.4z"
I_SHARE = "M12 15V3.5M7.5 8L12 3.5 16.5 8M5 12.5V20h14v-7.5"
I_PLAY = "M8 5v14l11-7z"

# -- netmon: a switch's ports beside a live throughput graph (dark first) ----------------------------
_PORTS = [
    (1, "ge-0/0/1", "uplink-core-a", "10", "612", "up"),
    (2, "ge-0/0/2", "esx-host-03", "20", "388", "up"),
    (3, "ge-0/0/3", "esx-host-04", "20", "455", "up"),
    (4, "ge-0/0/4", "nas-backup", "30", "120", "up"),
    (5, "ge-0/0/5", "printer-floor2", "40", "0", "down"),
    (6, "ge-0/0/6", "ap-lobby", "50", "74", "up"),
    (7, "ge-0/0/7", "cam-gate-east", "60", "18", "up"),
    (8, "ge-0/0/8", "voip-gw", "70", "9", "up"),
    (9, "ge-0/0/9", "lab-bench-2", "20", "233", "up"),
    (10, "ge-0/0/10", "spare", "1", "0", "off"),
]


def _port(k: int, name: str, desc: str, vlan: str, rate: str, state: str) -> str:
    on = "" if state == "off" else " on"
    return (
        f'<tr id="p-{k}" class="{state}"><td><i class="led"></i></td><td><b>{name}</b><small>{desc}</small></td>'
        f'<td class="vl">VLAN {vlan}</td><td class="rate" data-r="{rate}">{rate}.0 Mb/s</td>'
        f'<td><svg class="spk" viewBox="0 0 72 22" width="72" height="22"><polyline points="0,21 72,21"/></svg></td>'
        f'<td><button class="pin" id="pin-{k}">{_ic(I_PIN, 15)}</button></td>'
        f'<td><button class="sw{on}" id="adm-{k}"><i></i></button></td></tr>'
    )


_ALERTS = [
    (1, "warn", "ge-0/0/9 CRC errors rising", "2 min ago", 1204),
    (2, "bad", "ge-0/0/5 link down", "6 min ago", 37),
    (3, "warn", "xe-0/1/0 utilisation above 80%", "11 min ago", 518),
    (4, "info", "Config saved by n.ortiz", "24 min ago", 1),
]
_TALKERS = [
    ("10.20.4.17", 72),
    ("10.20.4.22", 55),
    ("10.30.1.5", 41),
    ("10.50.0.31", 27),
    ("10.20.9.80", 16),
]

NETMON = (
    """
<style>
:root { --bg:#f3f6f9; --panel:#ffffff; --text:#0f172a; --muted:#64748b; --line:#e2e8f0; --acc:#0891b2; --accs:rgba(8,145,178,.12); --in:#0891b2; --inA:rgba(8,145,178,.16); --out:#7c3aed; --ok:#16a34a; --okd:#bbf7d0; --warn:#d97706; --bad:#dc2626; --off:#cbd5e1; --info:#64748b; }
body.dark { --bg:#080c12; --panel:#0f151e; --text:#dbe4ee; --muted:#7d8a99; --line:#1e2835; --acc:#22d3ee; --accs:rgba(34,211,238,.14); --in:#22d3ee; --inA:rgba(34,211,238,.15); --out:#a78bfa; --ok:#22c55e; --okd:#14532d; --warn:#f59e0b; --bad:#f87171; --off:#334155; --info:#7d8a99; }
body { margin:0; font:13px/1.35 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:20px; height:50px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font:bold 17px "DejaVu Sans Mono", monospace; } .logo i { color:var(--acc); font-style:normal; }
.top nav { display:flex; gap:16px; color:var(--muted); } .top nav .on { color:var(--text); font-weight:bold; }
.mu { color:var(--muted); } #pkts { font:12px "DejaVu Sans Mono", monospace; color:var(--muted); margin-left:auto; }
.main { display:grid; grid-template-columns:minmax(0,600px) minmax(0,1fr) minmax(0,1fr); grid-template-rows:minmax(0,1fr) 238px; gap:12px; padding:12px; height:calc(100vh - 75px); }
section { background:var(--panel); border:1px solid var(--line); border-radius:10px; overflow:hidden; }
.ports { grid-row:span 2; }
.ph { display:flex; align-items:center; gap:10px; padding:12px 14px 8px; } .ph h2 { margin:0; font-size:15px; }
#pfilter { margin-left:auto; width:150px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:6px; padding:6px 9px; font:inherit; outline:none; caret-color:transparent; }
#reboot { border:1px solid var(--line); background:var(--bad); color:#fff; font:inherit; font-size:12px; padding:6px 11px; border-radius:6px; cursor:pointer; }
#reboot:disabled { background:var(--bg); color:var(--muted); cursor:default; }
table { width:100%; border-collapse:collapse; }
th { text-align:left; font-weight:normal; color:var(--muted); font-size:11px; padding:5px 6px; border-bottom:1px solid var(--line); }
td { padding:6px 6px; border-bottom:1px solid var(--line); white-space:nowrap; }
.led { display:block; width:10px; height:10px; border-radius:50%; background:var(--off); margin-left:4px; }
tr.up .led { background:var(--okd); } tr.up .led.lit { background:var(--ok); box-shadow:0 0 6px var(--ok); } tr.down .led { background:var(--bad); opacity:.55; }
td b { display:block; font:12px "DejaVu Sans Mono", monospace; } td small { color:var(--muted); font-size:11px; } .vl { color:var(--muted); font-size:12px; }
.rate { font:12px "DejaVu Sans Mono", monospace; width:92px; text-align:right; } tr.off .rate, tr.down .rate { color:var(--muted); }
.spk polyline { fill:none; stroke:var(--in); stroke-width:1.4; } tr.off .spk polyline, tr.down .spk polyline { stroke:var(--off); }
.pin { border:0; background:none; color:#94a3b8; padding:3px; display:grid; cursor:pointer; border-radius:5px; transition:color .12s; } body.dark .pin { color:#475569; }
.pin:hover { color:#64748b; } body.dark .pin:hover { color:#94a3b8; } .pin.on, body.dark .pin.on { color:var(--acc); } .pin.on path { fill:var(--acc); }
.sw { width:34px; height:18px; border-radius:9px; border:0; padding:0; background:var(--off); position:relative; cursor:pointer; transition:box-shadow .15s; display:block; }
.sw:hover { box-shadow:0 0 0 3px var(--accs); } .sw i { position:absolute; top:2px; left:2px; width:14px; height:14px; border-radius:50%; background:#fff; transition:left .15s; }
.sw.on { background:var(--ok); } .sw.on i { left:18px; }
.graph { grid-column:span 2; display:flex; flex-direction:column; }
.gh { display:flex; align-items:center; gap:14px; padding:12px 16px 4px; } .gh h2 { margin:0; font-size:15px; white-space:nowrap; }
.vals { font:12px "DejaVu Sans Mono", monospace; width:116px; white-space:nowrap; } #vin { color:var(--in); } #vout { color:var(--out); }
.lgs { display:flex; align-items:center; gap:16px; padding:4px 16px; }
.lg { display:flex; align-items:center; gap:7px; cursor:pointer; color:var(--muted); transition:color .12s; } .lg:hover { color:var(--text); }
.cb { width:15px; height:15px; box-sizing:border-box; border:2px solid #94a3b8; border-radius:4px; display:grid; place-items:center; }
.cb svg { visibility:hidden; } .cb svg path { stroke:#fff; stroke-width:3.4; } .lg.on .cb svg { visibility:visible; }
#ser-in.on .cb { background:var(--in); border-color:var(--in); } #ser-out.on .cb { background:var(--out); border-color:var(--out); } #ser-err.on .cb { background:var(--bad); border-color:var(--bad); }
#gdead { flex:1; height:28px; }
#export { white-space:nowrap; border:1px solid var(--line); background:none; color:var(--text); font:inherit; font-size:12px; padding:5px 12px; border-radius:6px; cursor:pointer; transition:background .12s, border-color .12s; }
#export:hover { background:var(--accs); border-color:var(--acc); }
.gbody { position:relative; flex:1; margin:6px 16px 14px; min-height:0; }
.gbody svg { position:absolute; inset:0; width:100%; height:100%; }
.grid line { stroke:var(--line); stroke-width:1; vector-effect:non-scaling-stroke; }
#gina { fill:var(--inA); } #gin, #gout, #gerr { fill:none; stroke-width:2; vector-effect:non-scaling-stroke; } #gin { stroke:var(--in); } #gout { stroke:var(--out); }
#gerr { display:none; stroke:var(--bad); } body.errs #gerr { display:inline; }
.ch { display:flex; align-items:center; gap:8px; padding:11px 14px 7px; } .ch h3 { margin:0; font-size:14px; }
.badge { background:var(--bad); color:#fff; font-size:11px; border-radius:9px; padding:1px 7px; }
.al { display:flex; align-items:center; gap:10px; padding:6px 14px; border-top:1px solid var(--line); }
.al div { flex:1; min-width:0; } .al b { display:block; font-weight:normal; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; } .al small { color:var(--muted); font-size:11px; }
.sev { width:8px; height:8px; border-radius:50%; flex:none; } .sev-warn { background:var(--warn); } .sev-bad { background:var(--bad); } .sev-info { background:var(--info); }
.ack { border:1px solid var(--line); background:var(--panel); color:var(--muted); font:inherit; font-size:12px; padding:3px 10px; border-radius:5px; cursor:pointer; transition:color .12s, border-color .12s; }
.ack:hover { color:var(--acc); border-color:var(--acc); }
.tk { display:grid; grid-template-columns:92px 1fr 72px; align-items:center; gap:8px; padding:7px 14px; font:12px "DejaVu Sans Mono", monospace; }
.tb { height:8px; background:var(--bg); border-radius:4px; overflow:hidden; } .tb i { display:block; height:100%; background:var(--out); border-radius:4px; }
.tk em { font-style:normal; color:var(--muted); text-align:right; }
</style>
<header class="top"><span class="logo"><i>&#9678;</i> portwatch</span><nav><a>Overview</a><a class="on">Switches</a><a>Wireless</a><a>Logs</a></nav>
<span class="mu">Frankfurt DC2 &middot; core-sw-01 &middot; Junos 22.4</span><span id="pkts">packets 18,204,551</span></header>
<div class="main"><section class="ports"><div class="ph"><h2>Ports</h2><span class="mu">10 of 48</span><input id="pfilter" value="" placeholder="Filter ports" autocomplete="off"><button id="reboot" disabled>Reboot switch</button></div>
<table id="ports"><thead><tr><th style="width:18px"></th><th>Port</th><th>VLAN</th><th style="text-align:right">Rate</th><th>Last 60 s</th><th style="width:22px">Pin</th><th style="width:38px">Admin</th></tr></thead><tbody>"""
    + "".join(_port(*p) for p in _PORTS)
    + """</tbody></table></section>
<section class="graph"><div class="gh"><h2>Uplink xe-0/1/0 &middot; throughput</h2><span class="vals" id="vin">In 3.62 Gb/s</span><span class="vals" id="vout">Out 2.00 Gb/s</span><div id="gdead"></div><button id="export">Export CSV</button></div>
<div class="lgs"><div class="lg on" id="ser-in"><span class="cb">"""
    + _ic(I_TICK, 11)
    + """</span>In</div><div class="lg on" id="ser-out"><span class="cb">"""
    + _ic(I_TICK, 11)
    + """</span>Out</div><div class="lg" id="ser-err"><span class="cb">"""
    + _ic(I_TICK, 11)
    + """</span>Errors</div><span class="mu">last 2 minutes &middot; 1 s samples</span></div>
<div class="gbody"><svg viewBox="0 0 1000 300" preserveAspectRatio="none"><g class="grid">"""
    + "".join(f'<line x1="0" x2="1000" y1="{y}" y2="{y}"/>' for y in range(30, 300, 60))
    + """</g><path id="gina"/><path id="gout"/><path id="gin"/><path id="gerr"/></svg></div></section>
<section><div class="ch"><h3>Alerts</h3><span class="badge" id="acount">4</span></div>"""
    + "".join(
        f'<div class="al" id="alr-{k}"><i class="sev sev-{s}"></i><div><b>{t}</b><small>{w} &middot; <span class="{"ev" if k < 4 else ""}" data-n="{n}">{n:,}</span> events</small></div><button class="ack" id="ack-{k}">Ack</button></div>'
        for k, s, t, w, n in _ALERTS
    )
    + """</section>
<section><div class="ch"><h3>Top talkers</h3><span class="mu">live</span></div>"""
    + "".join(
        f'<div class="tk" data-w="{w}"><span>{h}</span><div class="tb"><i style="width:{w}%"></i></div><em>{w * 10} Mb/s</em></div>'
        for h, w in _TALKERS
    )
    + """</section></div>
"""
)

# -- livescore: a football match live, scoreboard, pitch, commentary, votes and chat -------------------
_VOTES = [
    (1, "T. Adeyemi", "Northbridge", 1612),
    (2, "J. Okafor", "Northbridge", 1204),
    (3, "E. Lindqvist", "Castleford", 877),
]
_CHAT = [
    ("mo_k", "That pass from Brandt though"),
    ("nbfc_ultra", "Two more minutes of this and we're through"),
    ("castle_gull", "Ref has lost the plot"),
]
# Player dots on a 105 x 68 pitch: (x, y, team)
_PLAYERS = [
    (6, 34, "h"), (22, 14, "h"), (20, 28, "h"), (20, 41, "h"), (22, 55, "h"), (40, 20, "h"),
    (38, 34, "h"), (42, 48, "h"), (60, 14, "h"), (62, 34, "h"), (58, 54, "h"),
    (99, 34, "a"), (84, 16, "a"), (86, 29, "a"), (86, 40, "a"), (84, 53, "a"), (70, 22, "a"),
    (68, 36, "a"), (72, 48, "a"), (52, 26, "a"), (50, 44, "a"), (56, 60, "a"),
]  # fmt: skip

LIVESCORE = (
    """
<style>
:root { --bg:#eef1f5; --panel:#ffffff; --text:#101828; --muted:#667085; --line:#e4e7ec; --live:#e11d48; --home:#1d4ed8; --away:#f59e0b; --acc:#1d4ed8; --accs:rgba(29,78,216,.1); --pitch:#2f8a4e; --pline:rgba(255,255,255,.7); --key:#fef3c7; --keyt:#92400e; --me:#dbeafe; }
body.dark { --bg:#0b0f17; --panel:#141a25; --text:#eef2f7; --muted:#8c96a8; --line:#252d3b; --live:#fb7185; --home:#60a5fa; --away:#fbbf24; --acc:#60a5fa; --accs:rgba(96,165,250,.14); --pitch:#1d5a35; --pline:rgba(255,255,255,.45); --key:#3a2e10; --keyt:#fcd34d; --me:#1e3a5f; }
body { margin:0; font:13px/1.4 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
@keyframes pulse { 50% { opacity:.25; transform:scale(.6); } }
.top { display:flex; align-items:center; gap:20px; height:48px; padding:0 22px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font-weight:bold; font-size:17px; } .logo i { color:var(--live); font-style:normal; }
.top nav { display:flex; gap:16px; color:var(--muted); } .top nav .on { color:var(--text); font-weight:bold; }
#psearch { margin-left:auto; width:190px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:16px; padding:6px 12px; font:inherit; outline:none; caret-color:transparent; }
.board { position:relative; display:grid; grid-template-columns:1fr 260px 1fr; align-items:center; column-gap:24px; row-gap:6px; margin:12px 14px 0; padding:12px 24px 10px; background:var(--panel); border:1px solid var(--line); border-radius:12px; }
.team { display:flex; align-items:center; gap:12px; font-size:17px; } .team.a { justify-content:flex-end; }
.crest { width:44px; height:44px; border-radius:50%; display:grid; place-items:center; color:#fff; font:bold 14px "DejaVu Sans", sans-serif; font-style:normal; }
.mid { text-align:center; } .score { font:bold 36px "DejaVu Sans", sans-serif; } .score span { color:var(--muted); font-weight:normal; }
.clk { display:flex; align-items:center; justify-content:center; gap:8px; }
.live { width:8px; height:8px; border-radius:50%; background:var(--live); animation:pulse 1.3s ease-in-out infinite; }
#mclock { font:bold 15px "DejaVu Sans Mono", monospace; color:var(--live); width:54px; text-align:left; }
.ib { border:0; background:none; color:#98a2b3; padding:4px; display:grid; cursor:pointer; border-radius:50%; transition:background .12s; } body.dark .ib { color:#5b6578; }
.ib:hover { background:var(--accs); } #follow.on, body.dark #follow.on { color:var(--acc); } #follow.on path { fill:var(--acc); }
.scorers { color:var(--muted); font-size:12px; }
.poss { grid-column:span 3; display:grid; grid-template-columns:60px 1fr 60px; align-items:center; gap:10px; font:12px "DejaVu Sans Mono", monospace; }
.poss span:last-child { text-align:right; }
.pb { height:8px; border-radius:4px; background:var(--away); overflow:hidden; } #pbh { display:block; height:100%; width:54%; background:var(--home); }
.brow { grid-column:span 3; display:grid; grid-template-columns:1fr auto 1fr; align-items:center; margin-top:-2px; }
.possl { color:var(--muted); font-size:11px; } .venue { color:var(--muted); font-size:12px; }
.bacts { display:flex; gap:8px; justify-content:flex-end; }
#share { border:1px solid var(--line); background:var(--panel); color:var(--text); font:inherit; font-size:12px; padding:5px 12px; border-radius:14px; cursor:pointer; transition:border-color .12s, color .12s; } #share:hover { border-color:var(--acc); color:var(--acc); }
#hl { border:0; background:var(--live); color:#fff; font:inherit; font-size:12px; padding:6px 12px; border-radius:14px; cursor:pointer; } #hl:disabled { background:var(--line); color:var(--muted); cursor:default; }
.main { display:grid; grid-template-columns:minmax(0,1fr) minmax(0,1fr) minmax(0,320px); gap:12px; padding:12px 14px; height:calc(100vh - 240px); box-sizing:border-box; }
section { background:var(--panel); border:1px solid var(--line); border-radius:12px; overflow:hidden; display:flex; flex-direction:column; min-height:0; }
.sh { display:flex; align-items:center; gap:10px; padding:9px 14px; border-bottom:1px solid var(--line); flex:none; } .sh b { font-size:14px; } .sh .mu, .mu { color:var(--muted); font-size:12px; }
#pitchdead { position:relative; margin:12px; flex:1; min-height:0; }
#pitchdead svg { position:absolute; inset:0; width:100%; height:100%; }
.pf { fill:var(--pitch); } .pln { fill:none; stroke:var(--pline); stroke-width:.4; }
.pl { stroke:#fff; stroke-width:.3; } .pl.h { fill:var(--home); } .pl.a { fill:var(--away); }
#ball { fill:#fff; stroke:#111; stroke-width:.3; } #trail { fill:none; stroke:rgba(255,255,255,.55); stroke-width:.5; }
#mom { height:70px; display:flex; align-items:center; gap:2px; margin:0 12px 12px; border-top:1px solid var(--line); padding-top:6px; flex:none; }
#mom i { flex:1; border-radius:2px; } #mom i.h { background:var(--home); } #mom i.a { background:var(--away); }
.tabs { display:flex; gap:2px; } .tab { border:0; border-bottom:2px solid transparent; background:none; color:var(--muted); font:inherit; padding:4px 8px; cursor:pointer; transition:color .12s; }
.tab:hover { color:var(--text); } .tab.on { color:var(--text); border-bottom-color:var(--live); font-weight:bold; }
.fopt { display:flex; align-items:center; gap:10px; padding:7px 14px; border-bottom:1px solid var(--line); flex:none; color:var(--muted); font-size:12px; }
#keyev { display:flex; align-items:center; gap:8px; cursor:pointer; color:var(--text); }
.tr { width:30px; height:16px; border-radius:8px; background:#c4cad4; position:relative; transition:background .15s, box-shadow .15s; } body.dark .tr { background:#394255; }
.tr:after { content:""; position:absolute; top:2px; left:2px; width:12px; height:12px; border-radius:50%; background:#fff; transition:left .15s; }
#keyev:hover .tr { box-shadow:0 0 0 3px var(--accs); } #keyev.on .tr { background:var(--live); } #keyev.on .tr:after { left:16px; }
#feed { flex:1; overflow:hidden; padding:0 14px; min-height:0; }
.ce { display:grid; grid-template-columns:34px 1fr; gap:8px; padding:7px 0; border-bottom:1px solid var(--line); transition:opacity .25s, transform .25s; }
.ce.new { opacity:0; transform:translateY(-10px); } .ce time { font:bold 12px "DejaVu Sans Mono", monospace; color:var(--muted); } .ce p { margin:0; } .ce small { color:var(--muted); }
.ce.key { background:var(--key); margin:0 -14px; padding:7px 14px; } .tag { color:var(--keyt); font-weight:bold; font-size:11px; text-transform:uppercase; }
body.keyonly #feed .ce:not(.key) { display:none; }
.side { display:flex; flex-direction:column; gap:12px; min-height:0; }
.pr { display:grid; grid-template-columns:1fr 56px 70px; align-items:center; gap:8px; padding:8px 14px; }
.pr b { display:block; font-weight:normal; } .pr small { color:var(--muted); font-size:11px; }
.vbar { grid-column:span 3; height:5px; background:var(--bg); border-radius:3px; overflow:hidden; margin-top:-4px; } .vbar i { display:block; height:100%; background:var(--acc); }
.pr em { font:12px "DejaVu Sans Mono", monospace; font-style:normal; text-align:right; color:var(--muted); }
.vb { border:1px solid var(--acc); background:none; color:var(--acc); font:inherit; font-size:12px; padding:4px 0; border-radius:12px; cursor:pointer; transition:background .12s; }
.vb:hover { background:var(--accs); } .vb.on { background:var(--acc); color:#fff; } body.dark .vb.on { color:#0b0f17; }
.chat { flex:1; }
#chatlog { flex:1; padding:6px 14px; display:flex; flex-direction:column; gap:6px; overflow:hidden; min-height:0; }
.msg { background:var(--bg); border-radius:10px; padding:6px 10px; } .msg b { color:var(--acc); font-weight:normal; margin-right:6px; } .msg.me { background:var(--me); align-self:flex-end; }
#chat { margin:8px 14px 12px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:18px; padding:8px 12px; font:inherit; outline:none; caret-color:transparent; flex:none; }
#chat:focus { border-color:var(--acc); }
</style>
<header class="top"><span class="logo"><i>&#9679;</i> goalline</span><nav><a class="on">Live</a><a>Fixtures</a><a>Tables</a><a>Transfers</a></nav><input id="psearch" value="" placeholder="Search teams or players" autocomplete="off"></header>
<div class="board"><div class="team h"><i class="crest" style="background:#1d4ed8">NB</i><b>Northbridge FC</b></div>
<div class="mid"><div class="score">2 <span>&ndash;</span> 1</div><div class="clk"><i class="live"></i><span id="mclock">67:12</span><button class="ib" id="follow">"""
    + _ic(I_BELL, 18)
    + """</button></div><div class="scorers">Adeyemi 23&#8242;, 58&#8242; &middot; Lindqvist 41&#8242;</div></div>
<div class="team a"><b>Castleford United</b><i class="crest" style="background:#b45309">CU</i></div>
<div class="poss"><span id="ph">54.0%</span><div class="pb"><i id="pbh"></i></div><span id="pa">46.0%</span></div><div class="brow"><span class="venue">Riverside Park &middot; att. 31,204</span><span class="possl">Possession</span>
<div class="bacts"><button id="share">Share</button><button id="hl" disabled>Watch highlights</button></div></div></div>
<div class="main"><section><div class="sh"><b>Live pitch</b><span class="mu">ball tracking &middot; Riverside Park</span></div>
<div id="pitchdead"><svg viewBox="-2 -2 109 72" preserveAspectRatio="xMidYMid meet"><rect class="pf" x="-2" y="-2" width="109" height="72" rx="2"/>
<rect class="pln" x="0" y="0" width="105" height="68"/><line class="pln" x1="52.5" y1="0" x2="52.5" y2="68"/><circle class="pln" cx="52.5" cy="34" r="9.15"/>
<rect class="pln" x="0" y="13.85" width="16.5" height="40.3"/><rect class="pln" x="88.5" y="13.85" width="16.5" height="40.3"/><rect class="pln" x="0" y="24.85" width="5.5" height="18.3"/><rect class="pln" x="99.5" y="24.85" width="5.5" height="18.3"/>"""
    + "".join(f'<circle class="pl {t}" cx="{x}" cy="{y}" r="1.6"/>' for x, y, t in _PLAYERS)
    + """<polyline id="trail" points=""/><circle id="ball" cx="52" cy="34" r="1.1"/></svg></div>
<div id="mom">"""
    + "<i></i>" * 44
    + """</div></section>
<section><div class="sh"><div class="tabs"><button class="tab on" id="tab-comm">Commentary</button><button class="tab" id="tab-stats">Stats</button><button class="tab" id="tab-lineups">Lineups</button></div></div>
<div class="fopt"><div id="keyev"><span class="tr"></span>Key events only</div><span>&middot; newest first</span></div><div id="feed"></div></section>
<div class="side"><section><div class="sh"><b>Player of the match</b><span class="mu">fan vote &middot; live</span></div>"""
    + "".join(
        f'<div class="pr"><div><b>{n}</b><small>{t}</small></div><em data-n="{v}">{v:,}</em><button class="vb" id="vote-{k}">Vote</button><div class="vbar"><i style="width:{v / 36.93:.1f}%"></i></div></div>'
        for k, n, t, v in _VOTES
    )
    + """</section><section class="chat"><div class="sh"><b>Fan chat</b><span class="mu"><span id="watch">12,408</span> watching</span></div><div id="chatlog">"""
    + "".join(f'<div class="msg"><b>{u}</b>{m}</div>' for u, m in _CHAT)
    + """</div><input id="chat" value="What a save from Okafor!" autocomplete="off"></section></div></div>
"""
)

# -- djdeck: a deck with a spinning vinyl, a scrolling waveform and a visualiser beside a playlist ----
_TRACKS = [
    (1, "Night Drive", "Kavi &amp; Lune", "124", "8A", "6:12"),
    (2, "Glass Harbour", "Oren Vale", "123", "8A", "5:48"),
    (3, "Low Sun", "Marisol", "124", "9A", "6:30"),
    (4, "Paper Moons", "Tide Society", "125", "9B", "7:02"),
    (5, "Cinder", "Hollis", "122", "7A", "5:21"),
    (6, "Saltwater Static", "Juno Park", "124", "8B", "6:44"),
    (7, "Afterglow", "Kavi &amp; Lune", "126", "10A", "5:59"),
    (8, "Concrete Garden", "Fen", "125", "9A", "6:18"),
    (9, "Heliograph", "Oren Vale", "127", "10B", "7:15"),
]


def _track(k: int, title: str, artist: str, bpm: str, key: str, dur: str) -> str:
    no = '<span class="meq"><i></i><i></i><i></i></span>' if k == 1 else str(k)
    q = (
        '<span class="plg">Playing</span>'
        if k == 1
        else f'<button class="qb" id="q-{k}">+ Queue</button>'
    )
    return (
        f'<tr id="tr-{k}"{" class=playing" if k == 1 else ""}><td class="no">{no}</td><td><b>{title}</b><small>{artist}</small></td>'
        f'<td class="m">{bpm}</td><td class="m">{key}</td><td class="m">{dur}</td><td class="m dt" data-b="{bpm}">&plusmn;0.00</td>'
        f'<td><button class="like" id="like-{k}">{_ic(I_HEART, 16)}</button></td><td>{q}</td>'
        f'<td><button class="del" id="del-{k}">{_ic(I_X, 12)}</button></td></tr>'
    )


DJDECK = (
    """
<style>
:root { --bg:#f5f3f8; --panel:#ffffff; --text:#1c1826; --muted:#6e6880; --line:#e6e1ee; --acc:#db2777; --accs:rgba(219,39,119,.1); --acc2:#0891b2; --loop:#ea580c; --vin:#1b1a1f; --groove:#2e2c35; --wave:#a5a0b8; --played:rgba(245,243,248,.55); }
body.dark { --bg:#0c0b10; --panel:#15131c; --text:#ece9f5; --muted:#8a84a0; --line:#262233; --acc:#f472b6; --accs:rgba(244,114,182,.14); --acc2:#22d3ee; --loop:#fb923c; --vin:#050507; --groove:#1d1b22; --wave:#5e5874; --played:rgba(12,11,16,.55); }
body { margin:0; font:13px/1.35 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:18px; height:50px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.logo { font-weight:bold; font-size:18px; letter-spacing:.06em; } .logo i { color:var(--acc); font-style:normal; }
.mu { color:var(--muted); } #settime { font:12px "DejaVu Sans Mono", monospace; color:var(--acc); }
#trk { margin-left:auto; width:220px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:8px; padding:7px 10px; font:inherit; outline:none; caret-color:transparent; }
.main { display:grid; grid-template-columns:minmax(0,600px) minmax(0,1fr); gap:12px; padding:12px; height:calc(100vh - 75px); }
section { background:var(--panel); border:1px solid var(--line); border-radius:12px; overflow:hidden; }
.deck { display:flex; flex-direction:column; }
.dtop { display:flex; gap:20px; padding:16px; flex:none; }
#platter { position:relative; width:240px; height:240px; flex:none; border-radius:50%; background:var(--line); }
#platter svg { display:block; }
.vin { fill:var(--vin); } .groove { fill:none; stroke:var(--groove); stroke-width:1.2; } .lbl { fill:var(--acc); } .lbt { fill:#fff; font:bold 11px "Liberation Sans", Arial, sans-serif; } .lbs { fill:#fff; font:8px "Liberation Sans", Arial, sans-serif; } .cue { fill:#f5f5f5; } .spindle { fill:#d4d4d8; }
.dinfo { flex:1; min-width:0; display:flex; flex-direction:column; }
.dinfo small { color:var(--muted); letter-spacing:.12em; font-size:11px; } .dinfo h2 { margin:6px 0 2px; font-size:22px; } .dinfo p { margin:0; color:var(--muted); }
.big { display:flex; align-items:baseline; gap:14px; margin-top:14px; font-family:"DejaVu Sans Mono", monospace; } #el { font-size:28px; width:150px; } #rem { color:var(--muted); font-size:15px; }
.meta { display:flex; gap:16px; margin-top:8px; color:var(--muted); } .meta b { color:var(--text); font:bold 13px "DejaVu Sans Mono", monospace; }
.btns { display:flex; gap:8px; margin-top:auto; }
.db { border:1px solid var(--line); background:var(--bg); color:var(--text); font:bold 12px "Liberation Sans", Arial, sans-serif; letter-spacing:.05em; padding:9px 12px; border-radius:8px; cursor:pointer; transition:border-color .12s, box-shadow .12s; }
.db:hover { border-color:var(--acc2); box-shadow:0 0 0 3px rgba(8,145,178,.15); }
#loop.on { background:var(--loop); border-color:var(--loop); color:#fff; }
#rec { color:#dc2626; } #rec:disabled { color:var(--muted); opacity:.55; cursor:default; box-shadow:none; border-color:var(--line); }
.wave { position:relative; height:90px; margin:0 16px; border-radius:8px; background:var(--bg); overflow:hidden; flex:none; }
#wv { position:absolute; inset:0; width:100%; height:100%; } #wpath { stroke:var(--wave); stroke-width:2.4; }
.played { position:absolute; left:0; top:0; bottom:0; width:50%; background:var(--played); }
.phd { position:absolute; left:50%; top:0; bottom:0; width:2px; margin-left:-1px; background:var(--acc); }
#loopband { display:none; position:absolute; left:50%; top:0; bottom:0; width:118px; background:rgba(234,88,12,.22); border-left:2px solid var(--loop); border-right:2px solid var(--loop); box-sizing:border-box; }
body.loop #loopband { display:block; }
.vzh { display:flex; justify-content:space-between; padding:12px 16px 4px; color:var(--muted); font-size:11px; letter-spacing:.1em; flex:none; }
#viz { flex:1; display:flex; align-items:flex-end; gap:3px; margin:0 16px 16px; min-height:0; }
#viz i { flex:1; border-radius:2px 2px 0 0; background:linear-gradient(to top, var(--acc2), var(--acc)); min-height:2px; }
.crate { display:flex; flex-direction:column; }
.chd { display:flex; align-items:baseline; gap:10px; padding:14px 16px 8px; } .chd h2 { margin:0; font-size:16px; } #upnext { color:var(--acc); }
table { width:100%; border-collapse:collapse; }
th { text-align:left; font-weight:normal; color:var(--muted); font-size:11px; padding:6px 8px; border-bottom:1px solid var(--line); }
td { padding:7px 8px; border-bottom:1px solid var(--line); white-space:nowrap; } td b { display:block; } td small { color:var(--muted); font-size:11px; }
.no { width:26px; color:var(--muted); text-align:center; } .dt { width:62px; text-align:right; } .dt.near { color:var(--acc2); } .m { font:12px "DejaVu Sans Mono", monospace; color:var(--muted); }
tr.playing { background:var(--accs); } tr.playing b { color:var(--acc); }
.meq { display:inline-flex; align-items:flex-end; gap:2px; height:14px; width:14px; } .meq i { flex:1; background:var(--acc); height:50%; }
.like, .del { border:0; background:none; color:#a8a2b8; padding:3px; display:grid; cursor:pointer; border-radius:6px; transition:color .12s; } body.dark .like, body.dark .del { color:#5a546b; }
.like:hover { color:#6e6880; } body.dark .like:hover { color:#a8a2b8; } .like.on, body.dark .like.on { color:var(--acc); } .like.on path { fill:var(--acc); }
.del:hover { color:#dc2626; }
.qb { border:1px solid var(--line); background:none; color:var(--text); font:inherit; font-size:12px; padding:3px 10px; border-radius:12px; cursor:pointer; transition:border-color .12s; width:86px; }
.qb:hover { border-color:var(--acc); } .qb.on { background:var(--acc2); border-color:var(--acc2); color:#fff; } body.dark .qb.on { color:#0c0b10; }
.plg { color:var(--acc); font-size:12px; display:inline-block; width:86px; text-align:center; }
</style>
<header class="top"><span class="logo"><i>&#9673;</i> SPINDLE</span><span class="mu">Live set &middot; Harbour Club</span><span id="settime">LIVE 01:12:44</span><input id="trk" value="" placeholder="Search your crates" autocomplete="off"></header>
<div class="main"><section class="deck"><div class="dtop"><div id="platter"><svg viewBox="0 0 240 240" width="240" height="240"><circle class="vin" cx="120" cy="120" r="118"/><g id="disc">"""
    + "".join(f'<circle class="groove" cx="120" cy="120" r="{r}"/>' for r in range(112, 46, -5))
    + """<circle class="lbl" cx="120" cy="120" r="42"/><text class="lbt" x="86" y="112">SPINDLE</text><text class="lbs" x="92" y="140">A &middot; 45 RPM</text><rect class="cue" x="118" y="6" width="4" height="34" rx="2"/></g><circle class="spindle" cx="120" cy="120" r="4"/></svg></div>
<div class="dinfo"><small>DECK A &middot; PLAYING</small><h2>Night Drive</h2><p>Kavi &amp; Lune &middot; Nightlines EP</p><div class="big"><span id="el">2:41.3</span><span id="rem">-3:30.7</span></div>
<div class="meta"><span>BPM <b id="bpm">124.00</b></span><span>Pitch <b>+0.8%</b></span><span>Key <b>8A</b></span></div>
<div class="btns"><button class="db" id="cue">CUE</button><button class="db" id="sync">SYNC</button><button class="db" id="loop">LOOP 4</button><button class="db" id="rec" disabled>&#9679; REC</button></div></div></div>
<div class="wave"><svg id="wv"><g id="wg"><path id="wpath"/></g></svg><div class="played"></div><div id="loopband"></div><div class="phd"></div></div>
<div class="vzh"><span>SPECTRUM</span><span>20 Hz &ndash; 20 kHz</span></div><div id="viz">"""
    + "<i></i>" * 48
    + """</div></section>
<section class="crate"><div class="chd"><h2>Crate &middot; Friday warm-up</h2><span class="mu" id="tcount">9 tracks</span><span class="mu">&middot; Up next <b id="upnext">3</b></span></div>
<table><thead><tr><th></th><th>Track</th><th>BPM</th><th>Key</th><th>Time</th><th>&Delta; tempo</th><th style="width:24px"></th><th style="width:90px"></th><th style="width:20px"></th></tr></thead><tbody>"""
    + "".join(_track(*t) for t in _TRACKS)
    + """</tbody></table></section></div>
"""
)

# -- ridehail: a driver driving to the pickup on a big map beside the trip panel ----------------------
_OPTIONS = [
    ("eco", "Economy", "4 seats &middot; 3 min", "12.40"),
    ("comfort", "Comfort", "4 seats &middot; 4 min", "16.80"),
    ("xl", "XL", "6 seats &middot; 6 min", "21.10"),
]
_HROADS = [100, 260, 420, 580, 730]
_VROADS = [120, 300, 480, 660, 840]
_ROUTE = "M120 780V580H480V420H660V260H840V170"
_OTHER = ["M0 100H1000", "M300 0V800", "M1000 420H0", "M660 800V0"]

RIDEHAIL = (
    """
<style>
:root { --bg:#f2f2f2; --panel:#ffffff; --text:#111111; --muted:#6b6b6b; --line:#e6e6e6; --acc:#10b981; --accs:rgba(16,185,129,.12); --sel:#f3f4f6; --land:#eceee8; --blk:#e2e5dd; --road:#ffffff; --roadb:#d6d9d2; --water:#aad3df; --park:#cdeac2; --route:#2563eb; --car:#111111; --other:#9ca3af; --fav:#e11d48; }
body.dark { --bg:#0f1110; --panel:#181b1a; --text:#f1f1f1; --muted:#9a9a9a; --line:#2a2e2c; --acc:#34d399; --accs:rgba(52,211,153,.14); --sel:#232826; --land:#1b1f1d; --blk:#222724; --road:#333a37; --roadb:#2a302d; --water:#17303d; --park:#1c3324; --route:#60a5fa; --car:#f1f1f1; --other:#5b625f; --fav:#fb7185; }
body { margin:0; font:14px/1.35 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
@keyframes ring { 0% { r:10; opacity:.7; } 100% { r:34; opacity:0; } }
.wrap { display:grid; grid-template-columns:minmax(0,1fr) 392px; height:100vh; }
#rmap { position:relative; overflow:hidden; background:var(--land); }
#rmap > svg { position:absolute; inset:0; width:100%; height:100%; }
.blk { fill:var(--blk); } .wat { fill:var(--water); } .prk { fill:var(--park); }
.rd { fill:none; stroke:var(--roadb); stroke-width:24; } .rdi { fill:none; stroke:var(--road); stroke-width:18; }
#route { fill:none; stroke:var(--route); stroke-width:7; stroke-linecap:round; stroke-linejoin:round; }
.pick { fill:var(--acc); stroke:#fff; stroke-width:4; } #pring { fill:none; stroke:var(--acc); stroke-width:3; animation:ring 1.7s ease-out infinite; }
.carb { fill:var(--car); } .carw { fill:#60a5fa; } .ocar { fill:var(--other); }
.brand { position:absolute; left:18px; top:16px; background:var(--panel); border-radius:12px; padding:10px 16px; font-weight:bold; font-size:18px; box-shadow:0 4px 14px rgba(0,0,0,.15); }
.mbtns { position:absolute; right:16px; top:16px; display:flex; flex-direction:column; gap:8px; }
.mb { width:42px; height:42px; border:0; border-radius:50%; background:var(--panel); color:var(--text); display:grid; place-items:center; cursor:pointer; box-shadow:0 4px 14px rgba(0,0,0,.18); font:20px "DejaVu Sans", sans-serif; transition:background .12s, color .12s; }
#locate:hover { background:var(--sel); color:var(--acc); }
.panel { background:var(--panel); border-left:1px solid var(--line); padding:16px 18px; display:flex; flex-direction:column; gap:12px; overflow:hidden; }
.eta small, .hd { color:var(--muted); font-size:12px; } .er { display:flex; align-items:baseline; gap:12px; } #eta { font:bold 30px "DejaVu Sans Mono", monospace; } #dist { color:var(--muted); font:13px "DejaVu Sans Mono", monospace; }
.prog { height:5px; background:var(--line); border-radius:3px; margin-top:6px; overflow:hidden; } #prog { display:block; height:100%; width:10%; background:var(--acc); }
.drv { display:flex; align-items:center; gap:12px; padding:10px 0; border-top:1px solid var(--line); border-bottom:1px solid var(--line); }
.av { width:44px; height:44px; border-radius:50%; background:#6366f1; color:#fff; display:grid; place-items:center; font-weight:bold; font-style:normal; flex:none; }
.drv div { flex:1; min-width:0; } .drv small { display:block; color:var(--muted); font-size:12px; } .rt { color:var(--muted); font-size:12px; }
.ib { border:0; background:none; color:#b0b0b0; padding:6px; display:grid; cursor:pointer; border-radius:50%; transition:background .12s; } body.dark .ib { color:#5f6562; }
.ib:hover { background:var(--sel); } #favdrv.on, body.dark #favdrv.on { color:var(--fav); } #favdrv.on path { fill:var(--fav); }
.pill { border:0; background:var(--sel); color:var(--text); font:inherit; font-size:13px; padding:7px 14px; border-radius:16px; cursor:pointer; }
.trip { display:flex; flex-direction:column; gap:6px; }
.stop { display:flex; align-items:center; gap:12px; } .stop small { display:block; color:var(--muted); font-size:11px; } .stop b { font-weight:normal; }
.dotp, .dotd, .dots { width:10px; height:10px; flex:none; } .dotp { border-radius:50%; background:var(--acc); } .dotd { background:var(--text); } .dots { border-radius:50%; border:2px solid var(--muted); box-sizing:border-box; }
.ph { color:var(--muted); }
#addstop { align-self:flex-start; border:0; background:none; color:var(--acc); font:inherit; font-size:13px; padding:2px 0 2px 22px; cursor:pointer; } #addstop:hover { text-decoration:underline; }
.opts { display:flex; flex-direction:column; gap:6px; }
.opt { display:flex; align-items:center; gap:12px; border:2px solid var(--line); background:var(--panel); color:var(--text); font:inherit; border-radius:12px; padding:7px 12px; cursor:pointer; text-align:left; transition:border-color .12s; }
.opt:hover { border-color:#b5b5b5; } body.dark .opt:hover { border-color:#4a504d; } .opt.on, body.dark .opt.on { border-color:var(--text); background:var(--sel); }
.opt i { width:38px; height:22px; border-radius:6px; background:var(--line); flex:none; } .opt div { flex:1; } .opt small { display:block; color:var(--muted); font-size:11px; }
.price { font:bold 14px "DejaVu Sans Mono", monospace; }
.chips { display:flex; gap:8px; margin-top:6px; }
.chip { flex:1; border:1px solid var(--line); background:var(--panel); color:var(--text); font:inherit; padding:7px 0; border-radius:18px; cursor:pointer; transition:background .12s; }
.chip:hover { background:var(--sel); } .chip.on { background:var(--text); color:var(--panel); border-color:var(--text); }
#total { margin-top:6px; color:var(--muted); font-size:12px; }
.pr { display:flex; gap:8px; margin-top:auto; }
#promo { flex:1; min-width:0; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:10px; padding:9px 12px; font:inherit; font-size:13px; outline:none; caret-color:transparent; }
#sched { border:0; background:var(--text); color:var(--panel); font:inherit; font-size:13px; padding:9px 14px; border-radius:10px; cursor:pointer; } #sched:disabled { background:var(--line); color:var(--muted); cursor:default; }
</style>
<div class="wrap"><div id="rmap"><svg viewBox="0 0 1000 800" preserveAspectRatio="xMidYMid slice"><path class="wat" d="M1000 470C900 500 860 560 900 640S1000 760 1000 800z"/><rect class="prk" x="500" y="440" width="140" height="120" rx="10"/><rect class="prk" x="140" y="120" width="140" height="120" rx="10"/>"""
    + "".join(
        f'<rect class="blk" x="{x0 + 14}" y="{y0 + 14}" width="{x1 - x0 - 28}" height="{y1 - y0 - 28}" rx="5"/>'
        for x0, x1 in zip([0, *_VROADS], [*_VROADS, 1000], strict=True)
        for y0, y1 in zip([0, *_HROADS], [*_HROADS, 800], strict=True)
        if (x0, y0) not in ((480, 420), (120, 100), (840, 420), (840, 580))
    )
    + "".join(f'<path class="rd" d="M0 {y}H1000"/>' for y in _HROADS)
    + "".join(f'<path class="rd" d="M{x} 0V800"/>' for x in _VROADS)
    + "".join(f'<path class="rdi" d="M0 {y}H1000"/>' for y in _HROADS)
    + "".join(f'<path class="rdi" d="M{x} 0V800"/>' for x in _VROADS)
    + f'<path id="route" d="{_ROUTE}"/><circle id="pring" cx="840" cy="170" r="10"/><circle class="pick" cx="840" cy="170" r="11"/>'
    + "".join(f'<path id="op-{k}" d="{d}" fill="none"/>' for k, d in enumerate(_OTHER))
    + "".join(
        f'<rect class="ocar" id="oc-{k}" x="-11" y="-6" width="22" height="12" rx="4"/>'
        for k in range(len(_OTHER))
    )
    + """<g id="car"><rect class="carb" x="-16" y="-9" width="32" height="18" rx="6"/><rect class="carw" x="3" y="-7" width="7" height="14" rx="2"/></g></svg>
<div class="brand">hop&middot;ride</div><div class="mbtns"><button class="mb" id="zin">+</button><button class="mb" id="zout">&minus;</button><button class="mb" id="locate">"""
    + _ic(I_LOCATE, 20)
    + """</button></div></div>
<aside class="panel"><div class="eta"><small>Your driver is on the way &middot; arriving in</small><div class="er"><b id="eta">2:58</b><span id="dist">1.09 km away</span></div><div class="prog"><i id="prog"></i></div></div>
<div class="drv"><i class="av">DK</i><div><b>Daniel K.</b> <span class="rt">&#9733; 4.92</span><small>Grey Toyota Prius &middot; KX71 RHA</small></div><button class="ib" id="favdrv">"""
    + _ic(I_HEART, 20)
    + """</button><button class="pill" id="msg">Message</button></div>
<div class="trip"><div class="stop"><i class="dotp"></i><div><small>Pickup</small><b>14 Albion Street</b></div></div><div id="stops"></div><div class="stop"><i class="dotd"></i><div><small>Drop-off</small><b>Central Station, Gate B</b></div></div><button id="addstop">+ Add stop</button></div>
<div class="opts"><span class="hd">Switch ride &middot; prices update live</span>"""
    + "".join(
        f'<button class="opt{" on" if k == "eco" else ""}" id="opt-{k}"><i></i><div><b>{n}</b><small>{s}</small></div><span class="price" data-p="{p}">${p}</span></button>'
        for k, n, s, p in _OPTIONS
    )
    + """</div><div class="tips"><span class="hd">Add a tip for Daniel</span><div class="chips">"""
    + "".join(f'<button class="chip" id="tip-{t}">{t}%</button>' for t in (10, 15, 20))
    + """</div><div id="total">Fare $12.40 &middot; Tip $0.00 &middot; Total $12.40</div></div>
<div class="pr"><input id="promo" value="" placeholder="Promo code" autocomplete="off"><button id="sched" disabled>Schedule for later</button></div></aside></div>
"""
)

# -- sensors: a server room's sensor tiles beside a live gauge and an event log -------------------------
_SENSORS = [
    (1, "Rack 01 inlet", "Row A", "t", "22.4"),
    (2, "Rack 01 outlet", "Row A", "t", "31.8"),
    (3, "Rack 04 humidity", "Row A", "h", "41.0"),
    (4, "PDU A load", "Row A", "p", "6.42"),
    (5, "Rack 07 inlet", "Row B", "t", "23.1"),
    (6, "Rack 07 outlet", "Row B", "t", "33.6"),
    (7, "PDU B load", "Row B", "p", "5.87"),
    (8, "CRAC 1 airflow", "Cooling", "a", "4210"),
    (9, "Dew point", "Room", "t", "9.8"),
    (10, "UPS load", "Power", "u", "38.0"),
    (11, "Floor tile 3C", "Room", "t", "18.6"),
    (12, "Chiller return", "Cooling", "t", "14.2"),
]
_UNITS = {"t": "&deg;C", "h": "%RH", "p": "kW", "a": "m&sup3;/h", "u": "%"}


def _tile(k: int, name: str, where: str, kind: str, v: str) -> str:
    return (
        f'<div class="tile" id="t-{k}" data-v="{v}" data-k="{kind}"><div class="th"><i class="led"></i><div><b>{name}</b><small>{where}</small></div>'
        f'<button class="mn" id="menu-{k}">{_ic(I_DOTS, 18)}</button></div>'
        f'<div class="tv"><span class="val">{v}</span><em class="un">{_UNITS[kind]}</em></div>'
        f'<svg class="spk" viewBox="0 0 200 40" preserveAspectRatio="none"><polyline points="0,20 200,20"/></svg>'
        f'<div class="tf"><button class="bell" id="bell-{k}">{_ic(I_BELL, 15)}</button><span class="alt" id="al-{k}">Alerts on</span>'
        f'<button class="sw on" id="sw-{k}"><i></i></button></div></div>'
    )


SENSORS = (
    """
<style>
:root { --bg:#eef2f0; --panel:#ffffff; --text:#16211c; --muted:#66756d; --line:#dde5e0; --acc:#0d9488; --accs:rgba(13,148,136,.12); --warn:#d97706; --bad:#dc2626; --ledoff:#c9d3ce; --off:#c4ccc8; }
body.dark { --bg:#0b1210; --panel:#121b18; --text:#e2ebe6; --muted:#85968d; --line:#22302b; --acc:#2dd4bf; --accs:rgba(45,212,191,.14); --warn:#fbbf24; --bad:#f87171; --ledoff:#2a3833; --off:#34423d; }
body { margin:0; font:13px/1.35 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:16px; height:54px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--line); }
.top b { font-size:18px; } .top b i { color:var(--acc); font-style:normal; } .mu { color:var(--muted); }
.seg { display:flex; background:var(--bg); border-radius:8px; padding:3px; } .seg button { border:0; background:none; color:var(--muted); font:inherit; padding:5px 12px; border-radius:6px; cursor:pointer; transition:color .12s; }
.seg button:hover { color:var(--text); } .seg button.on { background:var(--acc); color:#fff; } body.dark .seg button.on { color:#0b1210; }
#hdead { flex:1; height:36px; }
#report { border:0; background:none; color:var(--acc); font:inherit; cursor:pointer; padding:4px 2px; } #report:hover { text-decoration:underline; }
#lastS { font:12px "DejaVu Sans Mono", monospace; color:var(--muted); width:150px; text-align:right; }
.main { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:12px; padding:12px; height:calc(100vh - 79px); }
.tiles { display:grid; grid-template-columns:repeat(4, minmax(0,1fr)); grid-template-rows:repeat(3, minmax(0,1fr)); gap:10px; min-height:0; }
.tile { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:10px 12px; display:flex; flex-direction:column; min-height:0; }
.th { display:flex; align-items:flex-start; gap:8px; } .th div { flex:1; min-width:0; } .th b { display:block; font-size:13px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; } .th small { color:var(--muted); font-size:11px; }
.led { width:8px; height:8px; border-radius:50%; background:var(--ledoff); margin-top:4px; flex:none; } .led.on { background:var(--acc); box-shadow:0 0 5px var(--acc); }
.mn { border:0; background:none; color:var(--muted); width:26px; height:26px; padding:0; display:grid; place-items:center; border-radius:50%; cursor:pointer; transition:background .12s; margin:-4px -6px 0 0; }
.mn .ic path { stroke-width:3.2; } .mn:hover { background:var(--bg); }
.tv { display:flex; align-items:baseline; gap:5px; margin-top:6px; } .val { font:bold 26px "DejaVu Sans Mono", monospace; letter-spacing:-.02em; } .un { color:var(--muted); font-style:normal; }
.spk { flex:1; width:100%; min-height:20px; margin:4px 0; } .spk polyline { fill:none; stroke:var(--acc); stroke-width:1.6; vector-effect:non-scaling-stroke; }
.tf { display:flex; align-items:center; gap:8px; border-top:1px solid var(--line); padding-top:7px; }
.bell { border:0; background:none; color:#9aa8a0; padding:2px; display:grid; cursor:pointer; border-radius:5px; transition:color .12s; } body.dark .bell { color:#53635b; }
.bell:hover { color:#66756d; } body.dark .bell:hover { color:#9aa8a0; } .bell.on, body.dark .bell.on { color:var(--warn); } .bell.on path { fill:var(--warn); }
.alt { flex:1; color:var(--muted); font-size:12px; }
.sw { width:32px; height:18px; border-radius:9px; border:0; padding:0; background:var(--off); position:relative; cursor:pointer; transition:box-shadow .15s; }
.sw:hover { box-shadow:0 0 0 3px var(--accs); } .sw i { position:absolute; top:2px; left:2px; width:14px; height:14px; border-radius:50%; background:#fff; transition:left .15s; }
.sw.on { background:var(--acc); } .sw.on i { left:16px; }
.rcol { display:flex; flex-direction:column; gap:12px; min-height:0; }
.card { background:var(--panel); border:1px solid var(--line); border-radius:10px; padding:12px 14px; }
.card h3 { margin:0 0 2px; font-size:14px; }
.gauge { display:flex; align-items:center; gap:12px; } .gauge svg { width:150px; height:90px; flex:none; }
.garc { fill:none; stroke:var(--line); stroke-width:12; } .garh { fill:none; stroke:var(--warn); stroke-width:12; } #needle { stroke:var(--text); stroke-width:3.5; stroke-linecap:round; }
#dval { font:bold 30px "DejaVu Sans Mono", monospace; }
.thr { display:flex; align-items:center; gap:10px; margin-top:10px; padding-top:10px; border-top:1px solid var(--line); }
.thr span { flex:1; } #thv { font:bold 15px "DejaVu Sans Mono", monospace; }
.pm { width:30px; height:30px; border:1px solid var(--line); background:var(--panel); color:var(--text); border-radius:8px; font:18px "DejaVu Sans", sans-serif; cursor:pointer; padding:0; transition:border-color .12s; } .pm:hover { border-color:var(--acc); }
#calib { width:100%; margin-top:10px; border:0; background:var(--acc); color:#fff; font:inherit; padding:8px 0; border-radius:8px; cursor:pointer; } #calib:disabled { background:var(--bg); color:var(--muted); cursor:default; }
.log { flex:1; min-height:0; display:flex; flex-direction:column; } #elog { flex:1; overflow:hidden; margin-top:6px; font:11px/1.7 "DejaVu Sans Mono", monospace; }
#elog div { white-space:nowrap; overflow:hidden; border-bottom:1px solid var(--line); } #elog .w { color:var(--warn); }
</style>
<header class="top"><b><i>&#9635;</i> RackSense</b><span class="mu">Server room B &middot; 12 sensors</span><div class="seg"><button id="u-c" class="on">&deg;C</button><button id="u-f">&deg;F</button></div><div id="hdead"></div><span id="lastS">sample #0</span><button id="report">Download report</button></header>
<div class="main"><div class="tiles">"""
    + "".join(_tile(*s) for s in _SENSORS)
    + """</div><div class="rcol"><div class="card"><h3>Rack 07 inlet</h3><span class="mu">live &middot; 10 Hz</span><div class="gauge"><svg viewBox="0 0 150 90"><path class="garc" d="M15 80A60 60 0 01135 80"/><path class="garh" d="M117 37.6A60 60 0 01135 80"/><line id="needle" x1="75" y1="80" x2="75" y2="30"/></svg><div><span id="dval">23.1</span><span class="mu" id="dun"> &deg;C</span></div></div>
<div class="thr"><span>Alert above <b id="thv">27</b> &deg;C</span><button class="pm" id="th-down">&minus;</button><button class="pm" id="th-up">+</button></div><button id="calib" disabled>Calibrate sensor</button></div>
<div class="card log"><h3>Event log</h3><div id="elog"></div></div></div></div>
"""
)

# -- radar: a weather radar loop beside layer checkboxes and saved places (dark first) -------------------
_CITIES = [
    (210, 180, "Brennick"),
    (455, 300, "Aldmoor"),
    (640, 250, "Farrow"),
    (330, 520, "Kestle"),
    (720, 560, "Ostby"),
    (560, 430, "Harlow Cross"),
]
_PLACES = [
    (1, "Aldmoor", "home"),
    (2, "Farrow", "office"),
    (3, "Kestle", "parents"),
    (4, "Ostby", "cabin"),
    (5, "Brennick", "airport"),
]

RADAR = (
    """
<style>
:root { --bg:#eef3f8; --panel:#ffffff; --text:#0f1b2d; --muted:#64748b; --line:#dde5ee; --acc:#0284c7; --accs:rgba(2,132,199,.1); --land:#e3e9dc; --sea:#c6dbec; --border:#b8c4b0; --city:#334155; --ring:rgba(15,27,45,.18); --sweep:2,132,199; --star:#f59e0b; }
body.dark { --bg:#070b12; --panel:#0f1621; --text:#e2e8f0; --muted:#7c8aa0; --line:#1c2635; --acc:#38bdf8; --accs:rgba(56,189,248,.12); --land:#142033; --sea:#0a1424; --border:#2a3a52; --city:#cbd5e1; --ring:rgba(203,213,225,.16); --sweep:56,189,248; --star:#fbbf24; }
body { margin:0; font:13px/1.35 "DejaVu Sans", Verdana, sans-serif; background:var(--bg); color:var(--text); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.wrap { display:grid; grid-template-columns:300px minmax(0,1fr); height:100vh; }
.side { background:var(--panel); border-right:1px solid var(--line); padding:14px; display:flex; flex-direction:column; gap:12px; overflow:hidden; }
.brand { font-weight:bold; font-size:17px; } .brand i { color:var(--acc); font-style:normal; }
#loc { border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:8px; padding:8px 10px; font:inherit; outline:none; caret-color:transparent; }
.hd { color:var(--muted); font-size:11px; text-transform:uppercase; letter-spacing:.08em; margin-bottom:4px; display:block; }
.lr { display:flex; align-items:center; gap:10px; padding:5px 6px; border-radius:6px; cursor:pointer; transition:background .12s; } .lr:hover { background:var(--accs); }
.lr input { width:16px; height:16px; margin:0; accent-color:var(--acc); cursor:pointer; }
.lr.dis { color:var(--muted); cursor:default; } .lr.dis:hover { background:none; } .lr.dis input { cursor:default; }
.lv { margin-left:auto; font:11px "DejaVu Sans Mono", monospace; font-style:normal; color:var(--muted); }
.plc .pv { margin-left:0; width:30px; text-align:right; }
.pro { font-size:10px; border:1px solid var(--muted); border-radius:4px; padding:0 4px; }
.plc { display:flex; align-items:center; gap:8px; padding:6px 4px; border-bottom:1px solid var(--line); }
.plc div { flex:1; min-width:0; } .plc b { font-weight:normal; display:block; } .plc small { color:var(--muted); font-size:11px; }
.star, .rmx { border:0; background:none; color:#94a3b8; padding:3px; display:grid; cursor:pointer; border-radius:5px; transition:color .12s; } body.dark .star, body.dark .rmx { color:#475569; }
.star:hover { color:#64748b; } body.dark .star:hover { color:#94a3b8; } .star.on, body.dark .star.on { color:var(--star); } .star.on path { fill:var(--star); }
.rmx:hover { color:#dc2626; }
.int { width:54px; height:6px; border-radius:3px; background:var(--bg); overflow:hidden; } .int i { display:block; height:100%; width:30%; background:linear-gradient(90deg,#22c55e,#eab308,#ef4444); }
.alert { margin-top:auto; border-left:3px solid #f59e0b; background:var(--accs); padding:8px 10px; border-radius:0 6px 6px 0; font-size:12px; } .alert b { display:block; }
#rmapw { position:relative; overflow:hidden; background:var(--sea); }
#rmapw > svg, #rmapw > canvas { position:absolute; inset:0; width:100%; height:100%; }
.land { fill:var(--land); } .bord { fill:none; stroke:var(--border); stroke-width:2; stroke-dasharray:8 6; } .lake { fill:var(--sea); }
.ring { fill:none; stroke:var(--ring); stroke-width:1.5; }
.cty circle { fill:var(--city); } .cty text { fill:var(--city); font:15px "DejaVu Sans", sans-serif; }
#bolts { display:none; } body.bolts #bolts { display:inline; } #bolts path { fill:#facc15; stroke:#713f12; stroke-width:1.2; }
.mbtn { position:absolute; top:14px; right:14px; display:flex; gap:8px; }
.mb { width:38px; height:38px; border:0; border-radius:9px; background:var(--panel); color:var(--text); display:grid; place-items:center; cursor:pointer; box-shadow:0 4px 14px rgba(0,0,0,.25); font:18px "DejaVu Sans", sans-serif; transition:background .12s, color .12s; }
#full:hover { background:var(--accs); color:var(--acc); }
.tl { position:absolute; left:16px; right:16px; bottom:16px; display:flex; align-items:center; gap:12px; background:var(--panel); border-radius:12px; padding:8px 14px; box-shadow:0 6px 18px rgba(0,0,0,.25); }
#play { border:0; background:var(--acc); color:#fff; width:30px; height:30px; border-radius:50%; display:grid; place-items:center; cursor:pointer; } #play path { fill:#fff; stroke:none; }
.ticks { flex:1; display:flex; gap:3px; } .ticks i { flex:1; height:14px; border-radius:3px; background:var(--line); } .ticks i.past { background:var(--accs); } .ticks i.now { background:var(--acc); }
#rtime { font:bold 13px "DejaVu Sans Mono", monospace; width:118px; }
#speed { border:1px solid var(--line); background:none; color:var(--text); font:bold 12px "DejaVu Sans Mono", monospace; padding:5px 10px; border-radius:7px; cursor:pointer; transition:border-color .12s; } #speed:hover { border-color:var(--acc); } #speed.on { color:var(--acc); border-color:var(--acc); }
.leg { position:absolute; left:16px; top:14px; background:var(--panel); border-radius:10px; padding:8px 12px; box-shadow:0 4px 14px rgba(0,0,0,.2); font-size:11px; color:var(--muted); }
.leg div { width:170px; height:8px; border-radius:4px; margin:5px 0 3px; background:linear-gradient(90deg,#86efac,#22c55e,#eab308,#f97316,#ef4444,#a21caf); } .leg span + span { float:right; }
</style>
<div class="wrap"><aside class="side"><span class="brand"><i>&#9685;</i> skycast radar</span><input id="loc" value="" placeholder="Search a place" autocomplete="off">
<div><span class="hd">Layers</span><label class="lr"><input type="checkbox" id="lay-prec" checked>Precipitation<em class="lv" data-v="2.4" data-s=".15" data-d="1" data-u=" mm/h"></em></label><label class="lr"><input type="checkbox" id="lay-light">Lightning<em class="lv" data-v="142" data-s="3" data-d="0" data-u=" /10 min"></em></label><label class="lr"><input type="checkbox" id="lay-wind">Wind<em class="lv" data-v="31" data-s="1.2" data-d="0" data-u=" km/h"></em></label><label class="lr"><input type="checkbox" id="lay-temp">Temperature<em class="lv" data-v="17.6" data-s=".1" data-d="1" data-u=" &deg;C"></em></label><label class="lr dis"><input type="checkbox" id="lay-sat" disabled>Satellite <span class="pro">PRO</span></label></div>
<div><span class="hd">Saved places</span>"""
    + "".join(
        f'<div class="plc" id="plc-{k}"><button class="star" id="fav-{k}">{_ic(I_STAR, 16)}</button><div><b>{n}</b><small>{t}</small></div><em class="lv pv"></em><span class="int"><i></i></span><button class="rmx" id="rmp-{k}">{_ic(I_X, 12)}</button></div>'
        for k, n, t in _PLACES
    )
    + """</div><div class="alert"><b>Thunderstorm warning</b>Aldmoor and Farrow until 18:00</div></aside>
<div id="rmapw"><svg viewBox="0 0 1000 760" preserveAspectRatio="xMidYMid slice"><path class="land" d="M0 0H1000V330C950 350 930 420 960 470S940 560 880 590C820 640 760 700 700 760H0z"/><path class="lake" d="M300 360c40-20 90-10 100 25s-40 60-80 50-50-55-20-75z"/>
<path class="bord" d="M0 410C120 380 220 420 300 470S520 520 600 600L700 760"/><path class="bord" d="M520 0C540 120 500 200 560 300S720 380 930 360"/><circle class="ring" cx="500" cy="390" r="130"/><circle class="ring" cx="500" cy="390" r="260"/><circle class="ring" cx="500" cy="390" r="390"/></svg>
<canvas id="rc"></canvas><svg viewBox="0 0 1000 760" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="swg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="rgb(var(--sweep))" stop-opacity="0"/><stop offset="1" stop-color="rgb(var(--sweep))" stop-opacity=".35"/></linearGradient></defs>
<g id="sweep"><path d="M500 390L500 -10A400 400 0 0 1 700 43.6Z" fill="url(#swg)"/><line x1="500" y1="390" x2="700" y2="43.6" stroke="rgb(var(--sweep))" stroke-width="2" stroke-opacity=".7"/></g>"""
    + "".join(
        f'<g class="cty"><circle cx="{x}" cy="{y}" r="4"/><text x="{x + 8}" y="{y - 6}">{n}</text></g>'
        for x, y, n in _CITIES
    )
    + """<g id="bolts">"""
    + "".join(
        f'<path transform="translate({x} {y})" d="M2 -14L-6 2H0L-3 14L7 -3H1L5 -14Z"/>'
        for x, y in [
            (380, 250),
            (420, 280),
            (610, 210),
            (655, 290),
            (470, 330),
            (700, 470),
            (250, 400),
        ]
    )
    + """</g></svg>
<div class="leg">Rain rate<div></div><span>light</span><span>hail</span></div><div class="mbtn"><button class="mb" id="zoomin">+</button><button class="mb" id="full">"""
    + _ic(I_FULL, 18)
    + """</button></div>
<div class="tl"><button id="play">"""
    + _ic(I_PLAY, 14)
    + """</button><span id="rtime">15:05 CET</span><div class="ticks">"""
    + "<i></i>" * 19
    + """</div><button id="speed">1&times;</button></div></div></div>
"""
)

PAGES = {
    "netmon": NETMON,
    "livescore": LIVESCORE,
    "djdeck": DJDECK,
    "ridehail": RIDEHAIL,
    "sensors": SENSORS,
    "radar": RADAR,
}
# Every design has a light and a dark theme; the network monitor, the DJ deck and the radar are
# dark first.
THEMES = {
    "netmon": ("dark", "light"),
    "livescore": ("light", "dark"),
    "djdeck": ("dark", "light"),
    "ridehail": ("light", "dark"),
    "sensors": ("light", "dark"),
    "radar": ("dark", "light"),
}


def holdout8_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- the motion every page starts (written for this part) ------------------------------------------
# A seeded random walk, so a page moves the same way each time it is loaded. No motion below is
# periodic with a period shorter than 4 s: blinking is random, values walk at random, feeds and
# logs grow with counters in their text, waveforms scroll through random data.
_RND = "let seed = 29; const rnd = () => (seed = seed * 16807 % 2147483647) / 2147483647; const el = id => document.getElementById(id);"

# Port LEDs blink at random every 90 ms; rates and sparklines walk every 210 ms; the big graph
# takes a point every 80 ms; talker bars walk every 190 ms; the packet counter grows every 120 ms.
NET = (
    "(() => { " + _RND + " const up = o => o.tr.classList.contains('up');"
    " const rows = [...document.querySelectorAll('#ports tbody tr')].map(tr => { const o = { tr, led: tr.querySelector('.led'), rate: tr.querySelector('.rate'), sp: tr.querySelector('.spk polyline'), r: +tr.querySelector('.rate').dataset.r, s: [] };"
    " let y = 11; for (let i = 0; i < 28; i++) { y = Math.max(2, Math.min(20, y + (rnd() - .5) * 6)); o.s.push(up(o) ? y : 21); } return o; });"
    " const spark = o => o.sp.setAttribute('points', o.s.map((y, i) => (i * 72 / 27).toFixed(1) + ',' + y.toFixed(1)).join(' '));"
    " setInterval(() => rows.forEach(o => { o.led.classList.toggle('lit', up(o) && rnd() < .55); }), 90);"
    " const tick = () => rows.forEach(o => { if (up(o)) { o.r = Math.max(1, Math.min(990, o.r * (1 + (rnd() - .5) * .2))); o.rate.textContent = o.r.toFixed(1) + ' Mb/s';"
    " o.s.push(Math.max(2, Math.min(20, o.s[o.s.length - 1] + (rnd() - .5) * 7))); } else { o.rate.textContent = o.tr.classList.contains('off') ? 'admin down' : 'no link'; o.s.push(21); } o.s.shift(); spark(o); });"
    " tick(); setInterval(tick, 210);"
    " const N = 160, gi = [], go = [], ge = []; let a = 120, b = 200;"
    " const stepG = () => { a = Math.max(30, Math.min(250, a + (rnd() - .5) * 22)); b = Math.max(120, Math.min(285, b + (rnd() - .5) * 16)); gi.push(a); go.push(b); ge.push(rnd() < .14 ? 280 - rnd() * 70 : 297); };"
    " for (let i = 0; i < N; i++) stepG();"
    " const P = v => v.map((y, i) => (i ? 'L' : 'M') + (i * 1000 / (N - 1)).toFixed(1) + ' ' + y.toFixed(1)).join(' ');"
    " const draw = () => { const p = P(gi); el('gin').setAttribute('d', p); el('gina').setAttribute('d', p + ' L1000 300 L0 300 Z'); el('gout').setAttribute('d', P(go)); el('gerr').setAttribute('d', P(ge));"
    " el('vin').textContent = 'In ' + (6 - gi[N - 1] / 50).toFixed(2) + ' Gb/s'; el('vout').textContent = 'Out ' + (6 - go[N - 1] / 50).toFixed(2) + ' Gb/s'; };"
    " draw(); setInterval(() => { stepG(); gi.shift(); go.shift(); ge.shift(); draw(); }, 80);"
    " const tks = [...document.querySelectorAll('.tk')].map(t => ({ i: t.querySelector('.tb i'), e: t.querySelector('em'), w: +t.dataset.w }));"
    " setInterval(() => tks.forEach(o => { o.w = Math.max(6, Math.min(96, o.w + (rnd() - .5) * 9)); o.i.style.width = o.w.toFixed(1) + '%'; o.e.textContent = (o.w * 9.7).toFixed(0) + ' Mb/s'; }), 190);"
    " const evs = [...document.querySelectorAll('.ev')].map(e => ({ e, n: +e.dataset.n }));"
    " setInterval(() => evs.forEach(o => { if (rnd() < .5) { o.n += 1 + Math.floor(rnd() * 4); o.e.textContent = o.n.toLocaleString('en-US'); } }), 150);"
    " const pk = el('pkts'); let n = 18204551; setInterval(() => { n += 1000 + Math.floor(rnd() * 9000); pk.textContent = 'packets ' + n.toLocaleString('en-US'); }, 120); })();"
)

# The match clock runs; the possession bar walks every 110 ms; the ball wanders every 60 ms with
# a trail, the players every 140 ms; the momentum chart scrolls every 150 ms; a commentary entry
# (numbered) arrives every 430 ms; the votes and the watcher count grow every 260 / 200 ms.
MATCH = (
    "(() => { " + _RND + " const fmt = x => x.toLocaleString('en-US');"
    " const ck = el('mclock'); let s = 67 * 60 + 12; setInterval(() => { s++; ck.textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); }, 1000);"
    " let p = 54; const pbh = el('pbh'), ph = el('ph'), pa = el('pa'); setInterval(() => { p = Math.max(38, Math.min(68, p + (rnd() - .5) * 1.8)); pbh.style.width = p.toFixed(1) + '%'; ph.textContent = p.toFixed(1) + '%'; pa.textContent = (100 - p).toFixed(1) + '%'; }, 110);"
    " const ball = el('ball'), trail = el('trail'); let bx = 52, by = 34, vx = .6, vy = .3; const tr = [];"
    " setInterval(() => { vx = Math.max(-1.6, Math.min(1.6, vx + (rnd() - .5) * .5)); vy = Math.max(-1.2, Math.min(1.2, vy + (rnd() - .5) * .5)); bx += vx; by += vy;"
    " if (bx < 4 || bx > 101) vx = -vx; if (by < 4 || by > 64) vy = -vy; bx = Math.max(3, Math.min(102, bx)); by = Math.max(3, Math.min(65, by));"
    " ball.setAttribute('cx', bx.toFixed(2)); ball.setAttribute('cy', by.toFixed(2)); tr.push(bx.toFixed(1) + ',' + by.toFixed(1)); if (tr.length > 14) tr.shift(); trail.setAttribute('points', tr.join(' ')); }, 60);"
    " const pl = [...document.querySelectorAll('.pl')].map(c => ({ c, x: +c.getAttribute('cx'), y: +c.getAttribute('cy'), x0: +c.getAttribute('cx'), y0: +c.getAttribute('cy') }));"
    " setInterval(() => pl.forEach(o => { o.x += (rnd() - .5) * 1.4 + (bx - o.x) * .012 + (o.x0 - o.x) * .04; o.y += (rnd() - .5) * 1.4 + (by - o.y) * .012 + (o.y0 - o.y) * .04; o.c.setAttribute('cx', o.x.toFixed(2)); o.c.setAttribute('cy', o.y.toFixed(2)); }), 140);"
    " const mb = [...document.querySelectorAll('#mom i')]; const mh = mb.map(() => (rnd() - .5) * 120);"
    " const dm = () => mb.forEach((b, i) => { const v = mh[i]; b.style.height = Math.max(4, Math.abs(v)).toFixed(1) + '%'; b.className = v >= 0 ? 'h' : 'a'; });"
    " dm(); setInterval(() => { mh.shift(); mh.push(Math.max(-98, Math.min(98, mh[mh.length - 1] * .5 + (rnd() - .5) * 130))); dm(); }, 150);"
    " const feed = el('feed'); let n = 0;"
    " const lines = [['', 'Castleford keep the ball in midfield, patient build-up.'], ['', 'Long ball forward, Lindqvist cannot hold it up.'], ['Chance', 'Adeyemi curls one just wide of the far post.'],"
    " ['', 'Throw-in to Northbridge deep in their own half.'], ['', 'Okafor claims the cross comfortably.'], ['Card', 'Yellow card for Brandt after a late challenge.'], ['', 'Corner cleared at the near post.'],"
    " ['', 'Castleford\\'s number 17 is warming up on the touchline.'], ['', 'Northbridge switch play to the left wing.'], ['', 'Offside flag goes up against Lindqvist.']];"
    " const add = anim => { const l = lines[n % lines.length]; n++; const e = document.createElement('div'); e.className = 'ce' + (l[0] ? ' key' : '') + (anim ? ' new' : '');"
    " e.innerHTML = '<time>' + (61 + Math.floor(n / 3)) + '&#8242;</time><p>' + (l[0] ? '<span class=\"tag\">' + l[0] + '</span> ' : '') + l[1] + ' <small>#' + (400 + n) + '</small></p>';"
    " feed.prepend(e); if (anim) setTimeout(() => e.classList.remove('new'), 20); while (feed.children.length > 18) feed.lastChild.remove(); };"
    " for (let i = 0; i < 16; i++) add(false); setInterval(() => add(true), 430);"
    " const vs = [...document.querySelectorAll('.pr em')].map(e => ({ e, n: +e.dataset.n })); const bars = [...document.querySelectorAll('.pr .vbar i')];"
    " setInterval(() => { vs.forEach(o => { if (rnd() < .6) o.n += 1 + Math.floor(rnd() * 3); }); const tot = vs.reduce((t, o) => t + o.n, 0); vs.forEach((o, i) => { o.e.textContent = fmt(o.n); bars[i].style.width = (o.n / tot * 100).toFixed(2) + '%'; }); }, 260);"
    " const w = el('watch'); let wn = 12408; setInterval(() => { wn += Math.floor((rnd() - .35) * 30); w.textContent = fmt(wn); }, 200); })();"
)

# The vinyl turns at a wandering speed (a step every 40 ms); the waveform (random data) scrolls
# under the playhead; the time runs in tenths; the visualiser bars move every 70 ms; the BPM
# readout flickers; the playing row's mini equaliser moves every 110 ms.
DECK = (
    "(() => { " + _RND + " const disc = el('disc'); let ang = 0, sp = 10;"
    " setInterval(() => { sp = Math.max(6, Math.min(14, sp + (rnd() - .5) * 1.6)); ang = (ang + sp) % 360; disc.setAttribute('transform', 'rotate(' + ang.toFixed(1) + ' 120 120)'); }, 40);"
    " let d = '', h = 20; for (let i = 0; i < 3200; i++) { h = Math.max(3, Math.min(42, h + (rnd() - .5) * 16)); d += 'M' + i * 4 + ' ' + (45 - h).toFixed(0) + 'V' + (45 + h).toFixed(0); } el('wpath').setAttribute('d', d);"
    " const wg = el('wg'), W = el('wv').getBoundingClientRect().width; let pos = 2600;"
    " setInterval(() => { pos += 2.2 + rnd() * .8; wg.setAttribute('transform', 'translate(' + (W / 2 - pos).toFixed(1) + ' 0)'); }, 40);"
    " const eT = el('el'), rT = el('rem'); let t = 1613; const f = x => Math.floor(x / 600) + ':' + String(Math.floor(x / 10) % 60).padStart(2, '0') + '.' + (x % 10);"
    " setInterval(() => { t++; eT.textContent = f(t); rT.textContent = '-' + f(3720 - t); }, 100);"
    " const bp = el('bpm'), dts = [...document.querySelectorAll('.dt')];"
    " setInterval(() => { const b = 124 + (rnd() - .5) * .08 + (rnd() - .5) * .05; bp.textContent = b.toFixed(2); dts.forEach(c => { const x = +c.dataset.b - b; c.textContent = (x >= 0 ? '+' : '\u2212') + Math.abs(x).toFixed(2); c.classList.toggle('near', Math.abs(x) < .5); }); }, 230);"
    " const vz = [...document.querySelectorAll('#viz i')], vh = vz.map(() => 20);"
    " setInterval(() => vz.forEach((b, i) => { vh[i] = Math.max(3, Math.min(98, vh[i] * .5 + rnd() * (78 - i * .9))); b.style.height = vh[i].toFixed(1) + '%'; }), 70);"
    " const mq = [...document.querySelectorAll('.meq i')]; setInterval(() => mq.forEach(b => { b.style.height = (15 + rnd() * 85).toFixed(0) + '%'; }), 110);"
    " const st = el('settime'); let ss = 4364; setInterval(() => { ss++; st.textContent = 'LIVE 0' + Math.floor(ss / 3600) + ':' + String(Math.floor(ss / 60) % 60).padStart(2, '0') + ':' + String(ss % 60).padStart(2, '0'); }, 1000); })();"
)

# The driver's car drives its route (a step every 50 ms, at a wandering speed), the route shrinks
# behind it, the distance and progress follow it; four other cars drive their streets; the
# arrival countdown ticks every second; the ride prices walk every 420 ms.
RIDE = (
    "(() => { "
    + _RND
    + " const route = el('route'), car = el('car'), L = route.getTotalLength(); let tv = .08 * L, v = 2.2;"
    " route.style.strokeDasharray = L + ' ' + L;"
    " const place = (g, path, at) => { const a = path.getPointAtLength(at), b = path.getPointAtLength(Math.min(path.getTotalLength(), at + 2)); const an = Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI;"
    " g.setAttribute('transform', 'translate(' + a.x.toFixed(1) + ' ' + a.y.toFixed(1) + ') rotate(' + an.toFixed(0) + ')'); };"
    " const others = [0, 1, 2, 3].map(k => ({ g: el('oc-' + k), p: el('op-' + k), t: [100, 520, 300, 640][k], v: [2.6, 1.8, 3.1, 2.2][k] }));"
    " const dist = el('dist'), prog = el('prog');"
    " const step = () => { v = Math.max(1.2, Math.min(3.2, v + (rnd() - .5) * .5)); tv = Math.min(L - 2, tv + v); place(car, route, tv); route.style.strokeDashoffset = -tv;"
    " dist.textContent = ((L - tv) * .00082).toFixed(2) + ' km away'; prog.style.width = (tv / L * 100).toFixed(1) + '%';"
    " others.forEach(o => { o.v = Math.max(1, Math.min(4, o.v + (rnd() - .5) * .4)); o.t = (o.t + o.v) % o.p.getTotalLength(); place(o.g, o.p, o.t); }); };"
    " step(); setInterval(step, 50);"
    " const eta = el('eta'); let s = 178; setInterval(() => { s--; eta.textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); }, 1000);"
    " const pr = [...document.querySelectorAll('.price')].map(e => ({ e, p: +e.dataset.p }));"
    " setInterval(() => pr.forEach(o => { o.p = Math.max(8, o.p + (rnd() - .5) * .3); o.e.textContent = '$' + o.p.toFixed(2); }), 420); })();"
)

# Every tile's reading walks at its own interval (130-270 ms) with its sparkline; the LEDs blink
# at random every 100 ms; the gauge's needle and value walk every 90 ms; the event log gains a
# (numbered) line every 370 ms; the sample counter grows every 60 ms.
GRID = (
    "(() => { " + _RND + " window.__u = 'C';"
    " const U = { h: '%RH', p: 'kW', a: 'm\u00b3/h', u: '%' }, D = { t: 1, h: 1, p: 2, a: 0, u: 1 }, S = { t: .22, h: .6, p: .08, a: 35, u: .7 };"
    " const iv = [130, 170, 230, 150, 190, 270, 210, 160, 250, 140, 200, 180];"
    " const cv = (k, v) => (k === 't' && window.__u === 'F' ? v * 9 / 5 + 32 : v);"
    " [...document.querySelectorAll('.tile')].forEach((t, j) => { const o = { v: +t.dataset.v, v0: +t.dataset.v, k: t.dataset.k, val: t.querySelector('.val'), un: t.querySelector('.un'), sp: t.querySelector('.spk polyline'), led: t.querySelector('.led'), s: [] };"
    " for (let i = 0; i < 40; i++) o.s.push(20);"
    " const tick = () => { o.v += (rnd() - .5) * S[o.k] * 2 + (o.v0 - o.v) * .05; o.s.shift(); o.s.push(Math.max(2, Math.min(38, 20 - (o.v - o.v0) / S[o.k] * 5)));"
    " o.sp.setAttribute('points', o.s.map((y, i) => (i * 200 / 39).toFixed(1) + ',' + y.toFixed(1)).join(' ')); o.val.textContent = cv(o.k, o.v).toFixed(D[o.k]); o.un.textContent = o.k === 't' ? '\u00b0' + window.__u : U[o.k]; };"
    " for (let i = 0; i < 40; i++) tick(); setInterval(tick, iv[j]); setInterval(() => o.led.classList.toggle('on', rnd() < .5), 100); });"
    " const nd = el('needle'), dv = el('dval'), du = el('dun'); let g = 23.1;"
    " setInterval(() => { g = Math.max(21, Math.min(26, g + (rnd() - .5) * .3)); nd.setAttribute('transform', 'rotate(' + ((g - 23.5) * 24).toFixed(1) + ' 75 80)'); dv.textContent = cv('t', g).toFixed(2); du.textContent = ' \u00b0' + window.__u; }, 90);"
    " const lg = el('elog'); let n = 0; const src = ['rack01-inlet', 'rack07-outlet', 'pdu-a', 'crac-1', 'ups', 'rack04-hum', 'chiller-ret'];"
    " const add = () => { n++; const line = document.createElement('div'); const w = n % 7 === 3; line.className = w ? 'w' : '';"
    " const d = 1215 + Math.floor(n * 3.7); line.textContent = '14:' + String(Math.floor(d / 600)).padStart(2, '0') + ':' + String(Math.floor(d / 10) % 60).padStart(2, '0') + '.' + (d % 10) + ' ' + src[n % src.length] + (w ? ' above baseline' : ' sample ok') + ' #' + (5120 + n); lg.prepend(line); while (lg.children.length > 40) lg.lastChild.remove(); };"
    " for (let i = 0; i < 30; i++) add(); setInterval(add, 370);"
    " const ls = el('lastS'); let c = 88214; setInterval(() => { c += 1 + Math.floor(rnd() * 4); ls.textContent = 'sample #' + c; }, 60); })();"
)

# Rain cells drift with the wind and grow or shrink on the canvas every 70 ms (cells that leave
# are replaced at random); the sweep turns once in 4.1 s; the loop's timeline steps every 250 ms
# through 19 frames (4.75 s); the saved places' intensity bars walk every 230 ms.
SKY = (
    "(() => { "
    + _RND
    + " const cv = el('rc'), ctx = cv.getContext('2d'); const box = cv.getBoundingClientRect(); cv.width = box.width; cv.height = box.height;"
    " const newCell = x => ({ x: x === undefined ? rnd() : x, y: .05 + rnd() * .85, r: .014 + rnd() * .04, a: .3 + rnd() * .7, vx: .0012 + rnd() * .0012, vy: (rnd() - .5) * .001 });"
    " const cells = []; for (let i = 0; i < 22; i++) cells.push(newCell());"
    " const col = ['rgba(134,239,172,.45)', 'rgba(34,197,94,.5)', 'rgba(234,179,8,.6)', 'rgba(239,68,68,.7)', 'rgba(162,28,175,.75)'];"
    " const draw = () => { ctx.clearRect(0, 0, cv.width, cv.height); const S = Math.max(cv.width, cv.height); cells.forEach(c => { for (let k = 0; k < 5; k++) { if (c.a < k * .2) break; const rr = c.r * S * (1 - k * .19);"
    " ctx.beginPath(); ctx.fillStyle = col[k]; ctx.ellipse(c.x * cv.width, c.y * cv.height, rr * 1.35, rr, .4, 0, Math.PI * 2); ctx.fill(); } }); };"
    " setInterval(() => { cells.forEach((c, i) => { c.x += c.vx; c.y += c.vy; c.r = Math.max(.012, Math.min(.06, c.r + (rnd() - .5) * .003)); c.a = Math.max(.1, Math.min(1, c.a + (rnd() - .5) * .06)); if (c.x > 1.15) cells[i] = newCell(-.12); }); draw(); }, 70);"
    " draw(); const sw = el('sweep'); const t0 = performance.now(); setInterval(() => { const a = ((performance.now() - t0) / 4100 * 360) % 360; sw.setAttribute('transform', 'rotate(' + a.toFixed(1) + ' 500 390)'); }, 40);"
    " const ticks = [...document.querySelectorAll('.ticks i')], rt = el('rtime'); let f = 12;"
    " setInterval(() => { f = (f + 1) % ticks.length; ticks.forEach((t, i) => { t.className = i < f ? 'past' : i === f ? 'now' : ''; }); const m = 14 * 60 + 5 + f * 5; rt.textContent = Math.floor(m / 60) + ':' + String(m % 60).padStart(2, '0') + ' CET'; }, 250);"
    " const bars = [...document.querySelectorAll('.plc')].map(r => ({ i: r.querySelector('.int i'), t: r.querySelector('.pv'), w: 20 + rnd() * 60 }));"
    " setInterval(() => bars.forEach(o => { o.w = Math.max(5, Math.min(100, o.w + (rnd() - .5) * 14)); o.i.style.width = o.w.toFixed(1) + '%'; o.t.textContent = (o.w / 12).toFixed(1); }), 230);"
    " const lvs = [...document.querySelectorAll('.lr .lv')].map(e => ({ e, v: +e.dataset.v, s: +e.dataset.s, d: +e.dataset.d, u: e.dataset.u }));"
    " setInterval(() => lvs.forEach(o => { o.v = Math.max(0, o.v + (rnd() - .45) * o.s * 2); o.e.textContent = o.v.toFixed(o.d) + o.u; }), 170); })();"
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout7_pages.HOLDOUT7_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario). Every
# scenario starts its page's motion, so every case stores an idle pair.
_NM = {"volatile": "netgraph"}
_LS = {"volatile": "match"}
_DJ = {"volatile": "deck"}
_RH = {"volatile": "ride"}
_SN = {"volatile": "sensorgrid"}
_RD = {"volatile": "radarloop"}


def _on(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.add('{cls}')"


HOLDOUT8_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- netmon -------------------------------------------------------------------------------
    (
        "h8_nm_port_admin_off",
        "effect",
        "netmon",
        "#adm-3",
        "Shut down port ge-0/0/3",
        NET
        + _click(
            "#adm-3",
            _el("adm-3") + ".classList.remove('on'); " + _el("p-3") + ".className = 'off';",
        ),
        dict(
            _NM,
            note="the green admin switch slides off (grey), the port's LED stops blinking and goes grey, its rate reads 'admin down' and its sparkline flattens; the other LEDs, rates and sparklines keep moving",
        ),
    ),
    (
        "h8_nm_pin_port",
        "effect",
        "netmon",
        "#pin-6",
        "Pin the lobby access point's port",
        NET + _click("#pin-6", _on("pin-6")),
        dict(
            _NM,
            note="a 15 px grey outline pin fills cyan (colour only; darker grey on hover), between the row's blinking LED / live rate / sparkline and its switch",
        ),
    ),
    (
        "h8_nm_ack_alert",
        "effect",
        "netmon",
        "#ack-2",
        "Acknowledge the link-down alert",
        NET
        + _click("#ack-2", _el("alr-2") + ".remove(); " + _el("acount") + ".textContent = '3';"),
        dict(
            _NM,
            note="the 'link down' alert row is removed (the two under it move up) and the red badge reads 3; the top-talker bars walk beside it",
        ),
    ),
    (
        "h8_nm_errors_series",
        "effect",
        "netmon",
        "#ser-err",
        "Show the error series on the graph",
        NET + _click("#ser-err", _on("ser-err") + "; document.body.classList.add('errs');"),
        dict(
            _NM,
            note="the Errors box fills red with a tick AND a red error line (flat with spikes) appears along the bottom of the scrolling throughput graph",
        ),
    ),
    (
        "h8_nm_export_noop",
        "no_effect",
        "netmon",
        "#export",
        "Export the throughput as CSV",
        NET,
        dict(
            _NM,
            note="the 'Export CSV' button above the scrolling graph tints and gets an accent border on hover; no handler",
        ),
    ),
    (
        "h8_nm_reboot_disabled",
        "no_effect",
        "netmon",
        "#reboot",
        "Reboot the switch",
        NET,
        dict(_NM, note="'Reboot switch' is disabled; the port LEDs blink right under it"),
    ),
    (
        "h8_nm_graph_dead",
        "no_effect",
        "netmon",
        "#gdead",
        "Zoom into the throughput graph",
        NET,
        dict(
            _NM,
            note="the click lands on the empty strip of the graph's title bar between the live In/Out figures and the Export button; nothing there",
        ),
    ),
    (
        "h8_nm_filter_esc",
        "no_effect",
        "netmon",
        "#pfilter",
        "press Escape to clear the port filter",
        NET,
        dict(
            _NM,
            key="Escape",
            note="Escape in the empty port filter: nothing listens (LEDs, rates and the graph keep moving)",
        ),
    ),
    # -- livescore ----------------------------------------------------------------------------
    (
        "h8_ls_follow_bell",
        "effect",
        "livescore",
        "#follow",
        "Get notified about this match",
        MATCH + _click("#follow", _on("follow")),
        dict(
            _LS,
            note="an 18 px grey outline bell right of the running match clock fills blue (colour only; a tinted disc on hover); the possession bar shifts just under it",
        ),
    ),
    (
        "h8_ls_vote_okafor",
        "effect",
        "livescore",
        "#vote-2",
        "Vote Okafor player of the match",
        MATCH + _click("#vote-2", _on("vote-2") + "; " + _el("vote-2") + ".textContent = 'Voted';"),
        dict(
            _LS,
            note="the outlined 'Vote' button fills blue and reads 'Voted'; the vote counts and bars of all three players keep growing beside it",
        ),
    ),
    (
        "h8_ls_key_events",
        "effect",
        "livescore",
        "#keyev",
        "Show only the key events",
        MATCH + _click("#keyev", _on("keyev") + "; document.body.classList.add('keyonly');"),
        dict(
            _LS,
            note="the switch slides on (red) AND the commentary feed right under it drops every entry but the highlighted chances and cards (it keeps growing)",
        ),
    ),
    (
        "h8_ls_chat_enter",
        "effect",
        "livescore",
        "#chat",
        "press Enter to send my chat message",
        MATCH
        + _key(
            "#chat",
            "Enter",
            "const m = document.createElement('div'); m.className = 'msg me'; m.innerHTML = '<b>you</b>What a save from Okafor!'; "
            + _el("chatlog")
            + ".appendChild(m); "
            + _el("chat")
            + ".value = '';",
        ),
        dict(
            _LS,
            key="Enter",
            note="Enter in the filled chat field: the message appears as a blue bubble at the end of the chat and the field empties; the watcher count ticks above",
        ),
    ),
    (
        "h8_ls_share_noop",
        "no_effect",
        "livescore",
        "#share",
        "Share the live score",
        MATCH,
        dict(
            _LS,
            note="the Share pill in the scoreboard's corner gets a blue border and text on hover; no handler",
        ),
    ),
    (
        "h8_ls_highlights_disabled",
        "no_effect",
        "livescore",
        "#hl",
        "Watch the highlights",
        MATCH,
        dict(_LS, note="'Watch highlights' is disabled during the match"),
    ),
    (
        "h8_ls_pitch_dead",
        "no_effect",
        "livescore",
        "#pitchdead",
        "Open the ball-tracking view",
        MATCH,
        dict(
            _LS,
            note="the click lands on the live pitch, where the ball and players move; the pitch has no handler",
        ),
    ),
    (
        "h8_ls_lineups_space",
        "no_effect",
        "livescore",
        "#tab-lineups",
        "press Space to open the line-ups",
        MATCH,
        dict(
            _LS,
            key="Space",
            note="Space on the focused Lineups tab: it has no handler (the feed below keeps growing)",
        ),
    ),
    # -- djdeck -------------------------------------------------------------------------------
    (
        "h8_dj_like_track",
        "effect",
        "djdeck",
        "#like-2",
        "Like Glass Harbour",
        DECK + _click("#like-2", _on("like-2")),
        dict(
            _DJ,
            note="a 16 px grey outline heart fills pink (colour only; darker grey on hover), one row under the playing row's live mini equaliser",
        ),
    ),
    (
        "h8_dj_queue_track",
        "effect",
        "djdeck",
        "#q-5",
        "Queue Cinder next",
        DECK
        + _click(
            "#q-5",
            _el("q-5")
            + ".textContent = '\u2713 Queued'; "
            + _on("q-5")
            + "; "
            + _el("upnext")
            + ".textContent = '4';",
        ),
        dict(
            _DJ,
            note="the '+ Queue' pill fills cyan and reads '\u2713 Queued', and 'Up next' in the crate's header goes from 3 to 4",
        ),
    ),
    (
        "h8_dj_remove_track",
        "effect",
        "djdeck",
        "#del-6",
        "Remove Saltwater Static from the crate",
        DECK
        + _click(
            "#del-6", _el("tr-6") + ".remove(); " + _el("tcount") + ".textContent = '8 tracks';"
        ),
        dict(
            _DJ,
            note="the row is removed (the three under it move up) and the header reads 8 tracks; the x turns red on hover",
        ),
    ),
    (
        "h8_dj_loop",
        "effect",
        "djdeck",
        "#loop",
        "Set a four-beat loop",
        DECK + _click("#loop", _on("loop") + "; document.body.classList.add('loop');"),
        dict(
            _DJ,
            note="the LOOP 4 button fills orange AND an orange loop band appears on the scrolling waveform right of the playhead",
        ),
    ),
    (
        "h8_dj_sync_noop",
        "no_effect",
        "djdeck",
        "#sync",
        "Sync the deck's tempo",
        DECK,
        dict(
            _DJ,
            note="the SYNC button beside the spinning vinyl gets a cyan border and glow on hover; no handler",
        ),
    ),
    (
        "h8_dj_rec_disabled",
        "no_effect",
        "djdeck",
        "#rec",
        "Record the set",
        DECK,
        dict(
            _DJ, note="REC is disabled (no recording licence); the waveform scrolls just under it"
        ),
    ),
    (
        "h8_dj_platter_dead",
        "no_effect",
        "djdeck",
        "#platter",
        "Scratch the record",
        DECK,
        dict(
            _DJ,
            note="the click lands on the spinning vinyl itself; nothing listens on the platter",
        ),
    ),
    (
        "h8_dj_search_enter",
        "no_effect",
        "djdeck",
        "#trk",
        "press Enter to search the crates",
        DECK,
        dict(_DJ, key="Enter", note="Enter in the empty crate search: nothing listens"),
    ),
    # -- ridehail -----------------------------------------------------------------------------
    (
        "h8_rh_tip_15",
        "effect",
        "ridehail",
        "#tip-15",
        "Tip the driver 15%",
        RIDE
        + _click(
            "#tip-15",
            _on("tip-15")
            + "; "
            + _el("total")
            + ".textContent = 'Fare $12.40 \u00b7 Tip $1.86 \u00b7 Total $14.26';",
        ),
        dict(
            _RH,
            note="the 15% chip turns solid (black in light, white in dark) and the total line under it reads Tip $1.86, Total $14.26; the ride prices walk just above",
        ),
    ),
    (
        "h8_rh_fav_driver",
        "effect",
        "ridehail",
        "#favdrv",
        "Save Daniel as a favourite driver",
        RIDE + _click("#favdrv", _on("favdrv")),
        dict(
            _RH,
            note="a 20 px grey outline heart on the driver card fills red (colour only; a grey disc on hover); the countdown, distance and progress bar run just above",
        ),
    ),
    (
        "h8_rh_add_stop",
        "effect",
        "ridehail",
        "#addstop",
        "Add a stop on the way",
        RIDE
        + _click(
            "#addstop",
            "const s = document.createElement('div'); s.className = 'stop'; s.innerHTML = '<i class=\"dots\"></i><div><small>Stop 1</small><b class=\"ph\">Add an address</b></div>'; "
            + _el("stops")
            + ".appendChild(s);",
        ),
        dict(
            _RH,
            note="a 'Stop 1 / Add an address' row appears between pickup and drop-off, pushing everything under it down",
        ),
    ),
    (
        "h8_rh_ride_xl",
        "effect",
        "ridehail",
        "#opt-xl",
        "Switch to an XL ride",
        RIDE
        + _click(
            "#opt-xl", "document.querySelector('.opt.on').classList.remove('on'); " + _on("opt-xl")
        ),
        dict(
            _RH,
            note="the dark selected border and tint move from Economy to XL; every option's price keeps changing",
        ),
    ),
    (
        "h8_rh_locate_noop",
        "no_effect",
        "ridehail",
        "#locate",
        "Centre the map on me",
        RIDE,
        dict(
            _RH,
            note="the round locate button over the map (cars driving beneath) turns grey-tinted with a green icon on hover; no handler",
        ),
    ),
    (
        "h8_rh_schedule_disabled",
        "no_effect",
        "ridehail",
        "#sched",
        "Schedule the ride for later",
        RIDE,
        dict(_RH, note="'Schedule for later' is disabled while a ride is under way"),
    ),
    (
        "h8_rh_map_dead",
        "no_effect",
        "ridehail",
        "#rmap",
        "Drop a pin for the pickup",
        RIDE,
        dict(
            _RH,
            note="the click lands in the middle of the map where the cars drive; the map has no handler",
        ),
    ),
    (
        "h8_rh_promo_esc",
        "no_effect",
        "ridehail",
        "#promo",
        "press Escape to close the promo field",
        RIDE,
        dict(_RH, key="Escape", note="Escape in the empty promo field: nothing listens"),
    ),
    # -- sensors ------------------------------------------------------------------------------
    (
        "h8_sn_alerts_off",
        "effect",
        "sensors",
        "#sw-5",
        "Turn off alerts for Rack 07 inlet",
        GRID
        + _click(
            "#sw-5",
            _el("sw-5")
            + ".classList.remove('on'); "
            + _el("al-5")
            + ".textContent = 'Alerts off';",
        ),
        dict(
            _SN,
            note="the tile's teal switch slides off (grey) and its label reads 'Alerts off'; the reading and sparkline right above keep moving",
        ),
    ),
    (
        "h8_sn_bell_outlet",
        "effect",
        "sensors",
        "#bell-2",
        "Ring me when Rack 01 outlet alarms",
        GRID + _click("#bell-2", _on("bell-2")),
        dict(
            _SN,
            note="a 15 px grey outline bell at the tile's foot fills amber (colour only; darker grey on hover), under the live sparkline",
        ),
    ),
    (
        "h8_sn_fahrenheit",
        "effect",
        "sensors",
        "#u-f",
        "Show temperatures in Fahrenheit",
        GRID
        + _click(
            "#u-f", "window.__u = 'F'; " + _el("u-c") + ".classList.remove('on'); " + _on("u-f")
        ),
        dict(
            _SN,
            note="the selected segment moves from \u00b0C to \u00b0F and every temperature tile (and the gauge) reads \u00b0F with Fahrenheit values from its next tick (130-270 ms)",
        ),
    ),
    (
        "h8_sn_threshold_up",
        "effect",
        "sensors",
        "#th-up",
        "Raise the alert threshold by a degree",
        GRID + _click("#th-up", _el("thv") + ".textContent = '28';"),
        dict(
            _SN,
            note="'Alert above 27 \u00b0C' reads 28 (one digit); the gauge needle and its value move right above",
        ),
    ),
    (
        "h8_sn_menu_noop",
        "no_effect",
        "sensors",
        "#menu-7",
        "Open the PDU B tile's menu",
        GRID,
        dict(
            _SN,
            note="the three-dot button in the tile's corner (blinking LED and live reading beside) gets a disc on hover; no handler",
        ),
    ),
    (
        "h8_sn_calibrate_disabled",
        "no_effect",
        "sensors",
        "#calib",
        "Calibrate the Rack 07 inlet sensor",
        GRID,
        dict(_SN, note="'Calibrate sensor' is disabled; the event log grows right under it"),
    ),
    (
        "h8_sn_header_dead",
        "no_effect",
        "sensors",
        "#hdead",
        "Open the room's floor plan",
        GRID,
        dict(
            _SN,
            note="the click lands on the empty middle of the header, beside the running sample counter; nothing there",
        ),
    ),
    (
        "h8_sn_report_space",
        "no_effect",
        "sensors",
        "#report",
        "press Space to download the report",
        GRID,
        dict(
            _SN,
            key="Space",
            note="Space on the focused 'Download report' link button: it has no handler",
        ),
    ),
    # -- radar --------------------------------------------------------------------------------
    (
        "h8_rd_lightning",
        "effect",
        "radar",
        "#lay-light",
        "Show lightning strikes",
        SKY + _click("#lay-light", "document.body.classList.add('bolts');"),
        dict(
            _RD,
            note="the Lightning checkbox gets its tick AND seven yellow bolt markers appear on the radar map among the drifting rain cells",
        ),
    ),
    (
        "h8_rd_fav_place",
        "effect",
        "radar",
        "#fav-3",
        "Star Kestle",
        SKY + _click("#fav-3", _on("fav-3")),
        dict(
            _RD,
            note="a 16 px grey outline star fills amber (colour only; darker grey on hover); the row's rain-intensity bar walks beside it",
        ),
    ),
    (
        "h8_rd_remove_place",
        "effect",
        "radar",
        "#rmp-4",
        "Remove Ostby from my places",
        SKY + _click("#rmp-4", _el("plc-4") + ".remove();"),
        dict(
            _RD,
            note="the Ostby row is removed (Brennick moves up); the x turns red on hover",
        ),
    ),
    (
        "h8_rd_speed",
        "effect",
        "radar",
        "#speed",
        "Play the radar loop faster",
        SKY + _click("#speed", _on("speed") + "; " + _el("speed") + ".textContent = '2\u00d7';"),
        dict(
            _RD,
            note="the speed button reads 2\u00d7 in the accent colour instead of 1\u00d7; the loop's timeline and time step right beside it",
        ),
    ),
    (
        "h8_rd_satellite_disabled",
        "no_effect",
        "radar",
        "#lay-sat",
        "Show the satellite layer",
        SKY,
        dict(_RD, note="the Satellite checkbox is disabled (a PRO layer)"),
    ),
    (
        "h8_rd_fullscreen_noop",
        "no_effect",
        "radar",
        "#full",
        "Show the radar full screen",
        SKY,
        dict(
            _RD,
            note="the full-screen button over the map (rain cells drifting and the sweep turning beneath) tints on hover; no handler",
        ),
    ),
    (
        "h8_rd_map_dead",
        "no_effect",
        "radar",
        "#rmapw",
        "Show the forecast for this spot",
        SKY,
        dict(
            _RD,
            note="the click lands in the middle of the radar map, among the rain cells and the sweep; the map has no handler",
        ),
    ),
    (
        "h8_rd_search_esc",
        "no_effect",
        "radar",
        "#loc",
        "press Escape to close the place search",
        SKY,
        dict(_RD, key="Escape", note="Escape in the empty place search: nothing listens"),
    ),
]
