# ruff: noqa: E501  (HTML, CSS and JavaScript templates read better unwrapped)
"""Pages of the HOLDOUT10 part of the effect set: six more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout10_frozen``) before any verdict
on one of its cases was looked at, by a helper who saw no rule and no verdict. Like the earlier
held-out parts it is never used to choose a threshold, nor looked at case by case: it is a tenth
held-out set to report a final figure on.

This part is about "live" pages on which a lot moves by itself while the agent clicks. Every
page starts its motion in every scenario (no case of this part shows a still page), the motion
comes in several sizes (a 6 px blinking dot, flashing cells and numbers, bars and meters,
sparklines, a chat that grows, a 600-900 px canvas), some of it right beside the clicked control
(within 100-300 px) and some far away, and most of it is not periodic: it is driven by
``Math.random`` (random values at random intervals of ``setTimeout`` chains, random walks in
``requestAnimationFrame`` loops) or is cumulative (a feed that grows, a countdown, a crawl whose
speed wanders), so what moved in one half second does not tell what moves in the next. The periodic
exceptions are small: clocks that tick on the second, countdowns that count tenths, and a
'Final call' status that blinks every 1.1 s:

* ``exchange``: a stock-exchange price board, dark first: a grid of thirty tickers whose price
  cells each change at random every 200-600 ms and flash green or red for 300 ms, index values
  and a 6 px market dot in the header, a scrolling intraday random-walk chart with order-book
  bars, a watchlist with stars and live prices, a buy/sell order ticket whose estimated cost
  follows the price, and a staged-orders list;
* ``departures``: an airport departures board, dark first: twelve flights whose status, gate and
  expected-time cells change at random (150-700 ms apart) with a split-flap flip, a clock with
  seconds, security-queue bars that change at random, a news crawl whose speed wanders, a search
  field, filter chips, a bell and an expand chevron per row;
* ``lobby``: a multiplayer game lobby, dark first: eight player cards whose ready rings pulse at
  random and whose pings change, a countdown in tenths with a shrinking ring, a chat that gains a
  random line every 250-1100 ms, a map preview canvas with drifting particles, kick buttons, a
  map selector, a Ready button and a disabled Invite button;
* ``procmon``: a system process monitor: fifteen processes whose CPU% and memory change at
  random every 300 ms with bar meters, the rows re-sorted by CPU each time, eight per-core graphs
  scrolling left at random steps, a detail pane with a live sparkline, Pause / End / Force quit
  buttons, tabs, a filter field and a kernel-threads switch;
* ``auction``: a live auction: a hero carousel that slides every 1.8-2.4 s, a current bid and
  bid count that rise at random times, a bidder feed that grows at the top, a countdown in
  tenths, a watcher count, quick-bid buttons, a max-bid field, Watch and Remind buttons, an
  add-on quantity stepper and a shipping accordion;
* ``livestream`` (asked for as ``stream``, a name holdout6 already serves, so renamed):
  a live-stream page, dark first: a big canvas "video" with drifting glowing shapes,
  a bobbing presenter and equaliser bars (a random walk each frame), hearts that rise at random
  just above the Like button, a fast chat (a line every 100-450 ms), a viewer count that
  changes, an uptime clock, and Follow / Subscribe / Like / Clip / settings controls.

Every design has a light and a dark theme (``class="dark"`` on the body); every scenario is
rendered once in each, one per size, alternating like the earlier parts. Each page is one
self-contained HTML document served from ``https://vigil.test/h10/<doc>``. Every behaviour a
scenario needs (the motion too) is wired by the scenario's ``setup`` after load (the pages only
draw content), so a label follows from the scenario alone. Every clickable control restyles on
hover (a shade, a border, an underline, an icon colour, a lift with a shadow) with transitions
of 100-250 ms.

Each design has eight scenarios, four ``effect`` and four ``no_effect``. The no-effect ones are
arranged by construction: a fully transparent backdrop left by a closed menu takes the click, a
control is disabled, a control or a header has no handler, the click lands on empty space or
plain text, a handler re-applies the state already shown or returns early on an empty field, a
toast flashes for 450 ms and is gone before the post frame, or Escape / Enter / Space reaches a
place where nothing listens. Every design has one or two key presses (Enter, Escape, Space, Tab;
the Tab case relies on the browser's own focus move to a switch styled with a focus ring).
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
I_STAR = "M12 3.5l2.5 5.4 5.9.6-4.4 4 1.2 5.8L12 16.4l-5.2 2.9 1.2-5.8-4.4-4 5.9-.6z"
I_REFRESH = "M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4.5v4.2h-4.2"
I_SEARCH = "M10.5 4.5a6 6 0 110 12 6 6 0 010-12zM15 15l4.5 4.5"
I_BELL = "M6.5 16v-5a5.5 5.5 0 0111 0v5l1.5 2H5zM10 20.5h4"
I_CHEV = "M7 10l5 5 5-5"
I_PRINT = "M7 9V4.5h10V9M6.5 17H4.5v-7.5h15V17h-2M7.5 14h9v6h-9z"
I_X = "M6.5 6.5l11 11M17.5 6.5l-11 11"
I_COPY = "M9 9h10.5v10.5H9zM6 15H4.5V4.5H15V6"
I_GEAR = "M12 9a3 3 0 110 6 3 3 0 010-6zM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8"
I_HEART = "M12 19.5S4.5 15 4.5 9.8A3.9 3.9 0 0112 7.6a3.9 3.9 0 017.5 2.2c0 5.2-7.5 9.7-7.5 9.7z"
I_EYE = "M3 12s3.2-6 9-6 9 6 9 6-3.2 6-9 6-9-6-9-6zM12 9.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z"
I_PLUS = "M12 5.5v13M5.5 12h13"
I_MINUS = "M5.5 12h13"
I_TICK = "M5 12.5l4.5 4.5L19 7.5"
I_PAUSE = "M8.5 6v12M15.5 6v12"
I_PLAY = "M8 5.5v13l10.5-6.5z"
I_VOL = "M4.5 9.5h3.5l4.5-4v13l-4.5-4H4.5zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11"
I_FULL = "M4.5 9V4.5H9M19.5 9V4.5H15M4.5 15v4.5H9M19.5 15v4.5H15"
I_CLIP = "M9.5 7a2.5 2.5 0 11-5 0 2.5 2.5 0 015 0zM9.5 17a2.5 2.5 0 11-5 0 2.5 2.5 0 015 0zM9 8.5l10.5 9M9 15.5l10.5-9"
I_SHARE = "M12 4v11M8 7.5L12 4l4 3.5M5.5 12v7.5h13V12"
I_SEND = "M4.5 12L20 4.5 15.5 20l-3-6.5zM12.5 13.5L20 4.5"
I_THEATRE = "M3.5 6.5h17v11h-17zM3.5 14.5h17"
I_USERPLUS = (
    "M9.5 11a3.5 3.5 0 110-7 3.5 3.5 0 010 7zM3.5 20c0-3.5 2.7-6 6-6s6 2.5 6 6M18.5 8v6M15.5 11h6"
)
I_PLANE = "M3.5 13.5l17-6.5-4 10-4.5-3-2.5 3.5-.5-5z"
I_CLOCK = "M12 4a8 8 0 110 16 8 8 0 010-16zM12 8v4.5l3 1.8"
I_FILTER = "M4.5 5.5h15l-6 7.5v5l-3 1.5v-6.5z"
I_TRASH = "M5 7h14M9.5 7V4.5h5V7M7 7l1 12.5h8L17 7"

# -- exchange: a stock-exchange price board ----------------------------------------------------------
_TICKERS = [
    ("AAPL", 228.41, 0.38),
    ("MSFT", 417.88, -0.21),
    ("NVDA", 141.07, 1.12),
    ("AMZN", 201.35, 0.64),
    ("GOOG", 176.22, -0.47),
    ("META", 589.10, 0.91),
    ("TSLA", 338.92, -1.87),
    ("AMD", 137.54, 2.05),
    ("INTC", 22.81, -0.66),
    ("ORCL", 171.60, 0.12),
    ("CRM", 331.05, -0.34),
    ("ADBE", 512.77, 0.28),
    ("NFLX", 902.14, 1.46),
    ("AVGO", 171.39, -0.95),
    ("QCOM", 158.26, 0.07),
    ("XOM", 118.43, -0.52),
    ("CVX", 152.08, 0.33),
    ("SHEL", 64.92, -0.18),
    ("BP", 29.15, 0.69),
    ("TTE", 60.37, -0.41),
    ("JPM", 246.71, 0.55),
    ("BAC", 46.12, -0.27),
    ("GS", 592.40, 1.03),
    ("MS", 131.85, -0.12),
    ("V", 311.66, 0.21),
    ("MA", 527.18, 0.44),
    ("KO", 62.35, -0.09),
    ("PEP", 151.90, -0.73),
    ("WMT", 91.47, 0.36),
    ("COST", 948.20, 0.58),
]


def _cell(sym: str, p: float, c: float) -> str:
    b = p / (1 + c / 100)
    cls = "up" if c >= 0 else "dn"
    return (
        f'<div class="cell" data-p="{p:.2f}" data-b="{b:.4f}"><b>{sym}</b><span class="px">{p:,.2f}</span>'
        f'<span class="ch {cls}">{c:+.2f}%</span></div>'
    )


_WATCH = [
    (1, "NVDA", "Nvidia Corp", 141.07, 1.12, True),
    (2, "AAPL", "Apple Inc", 228.41, 0.38, False),
    (3, "TSLA", "Tesla Inc", 338.92, -1.87, False),
    (4, "SHEL", "Shell plc", 64.92, -0.18, False),
    (5, "JPM", "JPMorgan Chase", 246.71, 0.55, False),
]


def _wrow(k: int, sym: str, name: str, p: float, c: float, on: bool) -> str:
    b = p / (1 + c / 100)
    cls = "up" if c >= 0 else "dn"
    return (
        f'<div class="wr" data-s="{sym}" data-p="{p:.2f}" data-b="{b:.4f}"><button class="wst{" on" if on else ""}" id="wst-{k}" title="Favourite">{_ic(I_STAR, 16)}</button>'
        f'<div class="wn"><b>{sym}</b><small>{name}</small></div><span class="wpx">{p:,.2f}</span><span class="wch {cls}">{c:+.2f}%</span></div>'
    )


EXCHANGE = (
    """
<style>
:root { --bg:#f3f5f9; --panel:#ffffff; --ink:#111827; --sub:#6b7280; --rule:#e2e6ee; --hov:#eef1f6; --up:#15803d; --dn:#dc2626; --upf:rgba(22,163,74,.28); --dnf:rgba(220,38,38,.26); --acc:#d97706; --accs:rgba(217,119,6,.14); }
body.dark { --bg:#0a0e16; --panel:#121826; --ink:#e6eaf2; --sub:#7d8799; --rule:#202a3b; --hov:#1a2233; --up:#22c55e; --dn:#f05252; --upf:rgba(34,197,94,.32); --dnf:rgba(240,82,82,.32); --acc:#f5a524; --accs:rgba(245,165,36,.16); }
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.top { display:flex; align-items:center; gap:20px; height:52px; padding:0 18px; background:var(--panel); border-bottom:1px solid var(--rule); }
.brand { display:flex; align-items:center; gap:8px; font-weight:bold; font-size:16px; letter-spacing:.08em; } .brand small { font-weight:normal; letter-spacing:0; color:var(--sub); font-size:12px; }
.logo { width:26px; height:26px; border-radius:6px; background:linear-gradient(135deg,#f5a524,#d9480f); color:#fff; display:grid; place-items:center; font-size:14px; }
.idx { display:flex; gap:6px; align-items:baseline; font-size:12px; } .idx b { color:var(--sub); font-weight:normal; } .iv { font:12px "DejaVu Sans Mono", monospace; }
.up { color:var(--up); } .dn { color:var(--dn); }
.mkt { display:flex; align-items:center; gap:6px; color:var(--sub); font-size:12px; } #mdot { width:6px; height:6px; border-radius:50%; background:var(--up); }
#clock { font:13px "DejaVu Sans Mono", monospace; color:var(--sub); }
.srch { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--rule); border-radius:8px; padding:0 10px; color:var(--sub); background:var(--bg); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); }
#sym-search { border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:7px 0; width:150px; }
.ib { width:32px; height:32px; border:1px solid var(--rule); border-radius:8px; background:var(--panel); color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, border-color .15s, background .15s; }
.ib:hover { color:var(--ink); border-color:var(--sub); background:var(--hov); }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:14px; padding:14px 18px; }
.card { background:var(--panel); border:1px solid var(--rule); border-radius:10px; padding:12px 14px; margin-bottom:12px; }
.bh { display:flex; align-items:center; gap:12px; margin-bottom:10px; } .bh h2 { margin:0; font-size:14px; } .bh .upd { margin-left:auto; color:var(--sub); font-size:12px; }
.seg { display:flex; border:1px solid var(--rule); border-radius:7px; overflow:hidden; }
.seg button { border:0; border-right:1px solid var(--rule); background:none; color:var(--sub); font:inherit; font-size:12px; padding:4px 11px; cursor:pointer; transition:background .15s, color .15s; }
.seg button:last-child { border-right:0; } .seg button:hover { background:var(--hov); color:var(--ink); } .seg button.on { background:var(--accs); color:var(--acc); }
.grid { display:grid; grid-template-columns:repeat(6, minmax(0,1fr)); gap:6px; }
.cell { border:1px solid var(--rule); border-radius:7px; padding:7px 10px; display:grid; grid-template-columns:1fr auto; row-gap:2px; transition:background .25s; }
.cell b { font-size:12px; } .cell .px { grid-column:1 / 3; font:15px "DejaVu Sans Mono", monospace; } .cell .ch { grid-row:1; grid-column:2; font-size:11px; }
.cell.fu { background:var(--upf); transition:none; } .cell.fd { background:var(--dnf); transition:none; }
.dwrap { display:grid; grid-template-columns:minmax(0,1fr) 210px; gap:14px; }
#spark { width:100%; height:max(160px, calc(100vh - 640px)); display:block; }
.book { display:grid; grid-template-columns:1fr 1fr; gap:3px 8px; font:11px "DejaVu Sans Mono", monospace; color:var(--sub); align-content:start; }
.book div { position:relative; height:16px; display:flex; align-items:center; padding:0 4px; }
.book i { position:absolute; top:0; bottom:0; border-radius:2px; transition:width .2s; }
.book .bd i { right:0; background:var(--upf); } .book .ak i { left:0; background:var(--dnf); } .book span { position:relative; }
.book .bd { justify-content:flex-end; }
#nv-last { font:bold 14px "DejaVu Sans Mono", monospace; }
.wr { display:grid; grid-template-columns:28px 1fr 74px 60px; align-items:center; gap:4px; padding:4px 0; border-top:1px solid var(--rule); }
.wr:first-of-type { border-top:0; }
.wn b { display:block; font-size:13px; } .wn small { color:var(--sub); font-size:11px; }
.wpx { text-align:right; font:13px "DejaVu Sans Mono", monospace; transition:color .25s; } .wch { text-align:right; font-size:12px; }
.wpx.fu { color:var(--up); transition:none; } .wpx.fd { color:var(--dn); transition:none; }
.wst { width:26px; height:26px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s; }
.wst:hover { color:var(--acc); background:var(--accs); } .wst.on { color:var(--acc); } .wst.on path { fill:var(--acc); }
.sides { display:grid; grid-template-columns:1fr 1fr; border:1px solid var(--rule); border-radius:8px; overflow:hidden; margin-bottom:10px; }
.sd { border:0; background:none; color:var(--sub); font:bold 13px "Liberation Sans", Arial, sans-serif; padding:8px; cursor:pointer; transition:background .15s, color .15s; }
.sd:hover { background:var(--hov); color:var(--ink); }
#side-buy.on { background:var(--up); color:#fff; } #side-sell.on { background:var(--dn); color:#fff; }
.tks { display:flex; align-items:baseline; gap:8px; margin-bottom:8px; } .tks small { color:var(--sub); } #tk-px { margin-left:auto; font:bold 14px "DejaVu Sans Mono", monospace; }
.otype { display:flex; gap:6px; margin-bottom:10px; }
.oc { flex:1; border:1px solid var(--rule); background:none; color:var(--sub); border-radius:7px; padding:5px; font:inherit; cursor:pointer; transition:border-color .15s, color .15s, background .15s; }
.oc:hover { border-color:var(--sub); color:var(--ink); } .oc.on { border-color:var(--acc); color:var(--acc); background:var(--accs); }
.frow { display:flex; align-items:center; justify-content:space-between; margin-bottom:8px; } .frow label { color:var(--sub); }
.frow input { width:110px; text-align:right; border:1px solid var(--rule); border-radius:7px; background:var(--bg); color:var(--ink); padding:6px 9px; font:13px "DejaVu Sans Mono", monospace; outline:none; transition:border-color .15s; }
.frow input:hover { border-color:var(--sub); } .frow input:focus { border-color:var(--acc); }
#lrow { display:none; } #lrow.open { display:flex; }
.est { display:flex; justify-content:space-between; color:var(--sub); margin-bottom:8px; } .est b { color:var(--ink); font:bold 13px "DejaVu Sans Mono", monospace; }
.risk { display:flex; align-items:center; gap:8px; color:var(--sub); font-size:12px; margin-bottom:10px; cursor:pointer; }
.risk .cb { width:14px; height:14px; border:1.5px solid var(--sub); border-radius:3px; transition:border-color .15s; } .risk:hover .cb { border-color:var(--ink); }
#place { width:100%; border:0; border-radius:8px; background:var(--up); color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; padding:10px; cursor:pointer; }
#place:disabled { opacity:.4; cursor:default; } .ticket.sell #place { background:var(--dn); }
.oh { display:flex; justify-content:space-between; margin-bottom:6px; } .oh b { font-size:13px; } .oh a { color:var(--sub); font-size:12px; cursor:pointer; transition:color .15s; } .oh a:hover { color:var(--acc); text-decoration:underline; }
.ord { display:flex; gap:8px; padding:6px 0; border-top:1px solid var(--rule); font:12px "DejaVu Sans Mono", monospace; } .ord span:last-child { margin-left:auto; color:var(--acc); }
.ord.new { color:var(--ink); } .ord .b { color:var(--up); }
#scrim { display:none; position:fixed; inset:0; background:rgba(0,0,0,0); z-index:20; }
#sync { display:none; position:fixed; top:62px; left:50%; transform:translateX(-50%); background:var(--ink); color:var(--bg); padding:7px 16px; border-radius:18px; font-size:12px; z-index:30; }
</style>
<header class="top"><div class="brand"><span class="logo">N</span>NORDEX <small>Live board</small></div>
<div class="idx"><b>NDX</b><span class="iv" data-v="18204.55">18,204.55</span><span class="up">+0.42%</span></div>
<div class="idx"><b>SPX</b><span class="iv" data-v="5871.20">5,871.20</span><span class="up">+0.18%</span></div>
<div class="idx"><b>DJI</b><span class="iv" data-v="43102.87">43,102.87</span><span class="dn">-0.07%</span></div>
<div class="mkt"><i id="mdot"></i>Market open</div><span id="clock">15:42:07</span>
<label class="srch">"""
    + _ic(I_SEARCH, 15)
    + """<input id="sym-search" placeholder="Search symbol"></label><button class="ib" id="refresh" title="Refresh quotes">"""
    + _ic(I_REFRESH, 17)
    + """</button></header>
<div class="lay"><main>
<section class="card"><div class="bh"><h2>Equities board</h2><div class="seg"><button class="on">All</button><button>Tech</button><button>Energy</button><button>Finance</button></div><span class="upd">Real-time &middot; 30 symbols</span></div>
<div class="grid">"""
    + "".join(_cell(*t) for t in _TICKERS)
    + """</div></section>
<section class="card"><div class="bh"><h2>NVDA &middot; intraday</h2><span id="nv-last">141.07</span><span class="upd">1-min bars &middot; order book</span></div>
<div class="dwrap"><canvas id="spark"></canvas><div class="book">"""
    + "".join(
        f'<div class="bd"><i style="width:{w}%"></i><span>{140.98 - k * 0.02:.2f}</span></div><div class="ak"><i style="width:{w2}%"></i><span>{141.09 + k * 0.02:.2f}</span></div>'
        for k, (w, w2) in enumerate(
            [(62, 40), (35, 71), (80, 28), (44, 55), (22, 90), (57, 33), (70, 61), (31, 47)]
        )
    )
    + """</div></div></section></main>
<aside><section class="card"><div class="bh"><h2>Watchlist</h2><span class="upd">5 symbols</span></div>"""
    + "".join(_wrow(*w) for w in _WATCH)
    + """</section>
<section class="card ticket" id="ticket"><div class="sides"><button class="sd on" id="side-buy">Buy</button><button class="sd" id="side-sell">Sell</button></div>
<div class="tks"><b>NVDA</b><small>Nvidia Corp &middot; NASDAQ</small><span id="tk-px">141.07</span></div>
<div class="otype"><button class="oc on" id="ot-mkt">Market</button><button class="oc" id="ot-lim">Limit</button><button class="oc" id="ot-stop">Stop</button></div>
<div class="frow" id="lrow"><label>Limit price</label><input value="140.50"></div>
<div class="frow"><label for="qty">Quantity</label><input id="qty" value="50"></div>
<div class="est"><span>Est. cost</span><b id="est">$7,053.50</b></div>
<div class="risk"><span class="cb"></span>I have read the risk disclosure</div>
<button id="place" disabled>Buy NVDA</button></section>
<section class="card"><div class="oh"><b id="ordh">Staged orders (1)</b><a>Clear all</a></div><div id="orders"><div class="ord"><span class="b">BUY</span>20 AAPL LMT 226.00<span>Working</span></div></div></section>
</aside></div>
<div id="scrim"></div><div id="sync">Syncing quotes&hellip;</div>
"""
)

# -- departures: an airport departures board -----------------------------------------------------
_FLIGHTS = [
    (1, "14:35", "London Heathrow", "BA 763", "C 12", "Final call"),
    (2, "14:40", "Frankfurt", "LH 867", "D 5", "Boarding"),
    (3, "14:45", "Copenhagen", "SK 1467", "A 3", "Gate open"),
    (4, "14:50", "Amsterdam", "KL 1148", "D 8", "Delayed 10 min"),
    (5, "15:00", "Bergen", "DY 612", "B 21", "On time"),
    (6, "15:05", "Stockholm Arlanda", "SK 491", "A 7", "On time"),
    (7, "15:10", "Paris CDG", "AF 1275", "F 2", "Delayed 25 min"),
    (8, "15:20", "New York JFK", "DY 7001", "F 9", "Check-in open"),
    (9, "15:25", "Reykjav&iacute;k", "FI 319", "C 4", "On time"),
    (10, "15:35", "Istanbul", "TK 1754", "F 5", "Delayed 40 min"),
    (11, "15:45", "Troms&oslash;", "WF 462", "B 14", "On time"),
    (12, "15:55", "Doha", "QR 176", "F 11", "Check-in open"),
]


def _st_cls(s: str) -> str:
    if "Delayed" in s:
        return "dl"
    if "Final" in s:
        return "fc"
    if "Boarding" in s or "Gate open" in s:
        return "bd"
    return ""


def _frow(k: int, tm: str, dest: str, fl: str, gate: str, st: str) -> str:
    h, m = (int(x) for x in tm.split(":"))
    delay = int(st.split()[1]) if st.startswith("Delayed") else 0
    ex = f"{(h * 60 + m + delay) // 60:02d}:{(h * 60 + m + delay) % 60:02d}"
    row = (
        f'<tr class="fr" id="row-{k}"><td class="tm">{tm}</td><td><span class="ex">{ex}</span></td><td class="dst">{dest}</td><td class="fno">{fl}</td>'
        f'<td><span class="gt">{gate}</span></td><td><span class="st {_st_cls(st)}">{st}</span></td>'
        f'<td class="ac"><button class="bell" id="bell-{k}" title="Track flight">{_ic(I_BELL, 16)}</button></td>'
        f'<td class="ac"><button class="exp" id="exp-{k}" title="Details">{_ic(I_CHEV, 16)}</button></td></tr>'
    )
    if k == 6:
        row += '<tr class="det" id="det-6"><td></td><td colspan="7">Check-in desks 14&ndash;22 &middot; Terminal 2 &middot; Airbus A320neo SE-ROH &middot; Bag drop closes 14:25 &middot; Operated by SAS Connect</td></tr>'
    return row


DEPARTURES = (
    """
<style>
:root { --bg:#eef1f5; --panel:#ffffff; --row:#ffffff; --row2:#f7f9fc; --ink:#0f1e36; --sub:#5f6d85; --rule:#dde3ec; --hov:#e8edf5; --yel:#a16207; --acc:#1d4ed8; --accs:rgba(29,78,216,.1); --ok:#15803d; --warn:#b45309; --bad:#dc2626; }
body.dark { --bg:#05080e; --panel:#0c121d; --row:#0d1420; --row2:#101827; --ink:#f1f4f9; --sub:#8391a8; --rule:#1c2636; --hov:#172235; --yel:#ffd23f; --acc:#60a5fa; --accs:rgba(96,165,250,.14); --ok:#4ade80; --warn:#fbbf24; --bad:#f87171; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.hd { display:flex; align-items:center; gap:18px; height:60px; padding:0 26px; background:var(--panel); border-bottom:1px solid var(--rule); }
.hd .brand { display:flex; align-items:center; gap:10px; font-size:20px; font-weight:bold; } .hd .brand span { color:var(--yel); font-weight:normal; }
.hd .brand .pl { width:34px; height:34px; border-radius:8px; background:var(--yel); color:var(--panel); display:grid; place-items:center; } .pl path { stroke-width:2.2; }
#hblank { flex:1; align-self:stretch; }
.live { display:flex; align-items:center; gap:6px; color:var(--sub); font-size:12px; } #ldot { width:6px; height:6px; border-radius:50%; background:var(--bad); }
.wx { color:var(--sub); font-size:13px; }
#clock { font:bold 26px "DejaVu Sans Mono", monospace; color:var(--yel); letter-spacing:.04em; }
.bar { display:flex; align-items:center; gap:10px; padding:10px 26px; }
.srch { display:flex; align-items:center; gap:6px; background:var(--panel); border:1px solid var(--rule); border-radius:9px; padding:0 10px; color:var(--sub); transition:border-color .15s; }
.srch:hover { border-color:var(--sub); } .srch:focus-within { border-color:var(--acc); }
#fsearch { border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:7px 0; width:200px; }
#match { color:var(--acc); font-size:13px; min-width:60px; }
.chip { border:1px solid var(--rule); background:var(--panel); color:var(--sub); border-radius:16px; padding:5px 13px; font:inherit; font-size:13px; cursor:pointer; transition:border-color .15s, color .15s, background .15s; }
.chip:hover { border-color:var(--acc); color:var(--ink); } .chip.on { background:var(--acc); border-color:var(--acc); color:var(--panel); }
#print { margin-left:auto; width:34px; height:34px; border:1px solid var(--rule); border-radius:9px; background:var(--panel); color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s, border-color .15s; }
#print:hover { color:var(--ink); background:var(--hov); border-color:var(--sub); }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 270px; gap:16px; padding:0 26px; }
table { width:100%; border-collapse:separate; border-spacing:0 3px; align-self:start; }
th { text-align:left; font-size:11px; text-transform:uppercase; letter-spacing:.1em; color:var(--sub); font-weight:normal; padding:4px 10px; }
td { background:var(--row); padding:0 10px; height:35px; border-top:1px solid var(--rule); border-bottom:1px solid var(--rule); }
tr.fr:nth-child(4n+3) td { background:var(--row2); }
td:first-child { border-left:1px solid var(--rule); border-radius:6px 0 0 6px; } td:last-child { border-right:1px solid var(--rule); border-radius:0 6px 6px 0; }
.tm, .ex, .gt, .fno { font:15px "DejaVu Sans Mono", monospace; } .tm { color:var(--yel); } .ex { color:var(--sub); } .fno { color:var(--sub); } .gt { color:var(--ink); }
.dst { font-size:15px; font-weight:bold; }
.st { font:bold 13px "DejaVu Sans Mono", monospace; color:var(--ink); display:inline-block; }
.st.dl { color:var(--warn); } .st.bd { color:var(--ok); } .st.fc { color:var(--bad); animation:blink 1.1s steps(1) infinite; }
@keyframes blink { 50% { opacity:.25; } }
.flip { animation:flip .26s ease-out; } .st.fc.flip { animation:flip .26s ease-out, blink 1.1s steps(1) .26s infinite; }
@keyframes flip { from { transform:rotateX(90deg); opacity:.2; } to { transform:none; opacity:1; } }
.ex, .gt { display:inline-block; }
.ac { width:30px; text-align:center; padding:0 4px; }
.bell, .exp { width:28px; height:28px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s; }
.bell:hover, .exp:hover { color:var(--ink); background:var(--hov); }
.bell.on { color:var(--yel); } .bell.on path { fill:var(--yel); }
.exp svg { transition:transform .2s; } .exp.open svg { transform:rotate(180deg); }
tr.det { display:none; } tr.det.open { display:table-row; } tr.det td { color:var(--sub); font-size:13px; height:32px; }
tr.fr.hide { display:none; }
tr.fr.hit td { background:var(--accs); border-color:var(--acc); }
.side .card { background:var(--panel); border:1px solid var(--rule); border-radius:10px; padding:12px 14px; margin:27px 0 12px; }
.side h3 { margin:0 0 10px; font-size:12px; text-transform:uppercase; letter-spacing:.1em; color:var(--sub); }
.lane { display:grid; grid-template-columns:1fr 52px; gap:2px 8px; margin-bottom:9px; font-size:13px; } .lane b { text-align:right; font:13px "DejaVu Sans Mono", monospace; }
.lane .tr { grid-column:1 / 3; height:6px; border-radius:3px; background:var(--rule); overflow:hidden; } .lane .tr i { display:block; height:6px; background:var(--ok); transition:width .3s, background .3s; }
.belt { display:flex; justify-content:space-between; padding:5px 0; border-top:1px solid var(--rule); font-size:13px; } .belt:first-of-type { border-top:0; } .belt b { font:13px "DejaVu Sans Mono", monospace; }
.crawl { position:fixed; left:0; right:0; bottom:0; height:34px; background:var(--panel); border-top:1px solid var(--rule); overflow:hidden; display:flex; align-items:center; }
.crawl em { position:relative; z-index:2; background:var(--yel); color:var(--panel); font-style:normal; font-weight:bold; font-size:12px; padding:0 14px; height:34px; display:flex; align-items:center; }
#crawl { position:absolute; left:0; white-space:nowrap; color:var(--sub); font-size:13px; will-change:transform; }
</style>
<header class="hd"><div class="brand"><span class="pl">"""
    + _ic(I_PLANE, 22)
    + """</span>Oslo Gardermoen <span>Departures</span></div><div id="hblank"></div><span class="live"><i id="ldot"></i>Live</span><span class="wx">&minus;4&deg; light snow</span><span id="clock">14:32:05</span></header>
<div class="bar"><label class="srch">"""
    + _ic(I_SEARCH, 16)
    + """<input id="fsearch" value="LH 867" placeholder="Flight, city or airline"></label><span id="match"></span>
<button class="chip on" id="ch-all">All</button><button class="chip" id="ch-boarding">Boarding</button><button class="chip" id="ch-delayed">Delayed</button><button class="chip" id="ch-europe">Europe</button><button class="chip" id="ch-long">Long-haul</button>
<button id="print" title="Print board">"""
    + _ic(I_PRINT, 18)
    + """</button></div>
<div class="lay"><table id="board"><thead><tr><th>Time</th><th>Expected</th><th>Destination</th><th>Flight</th><th>Gate</th><th>Status</th><th></th><th></th></tr></thead><tbody>"""
    + "".join(_frow(*f) for f in _FLIGHTS)
    + """</tbody></table>
<aside class="side"><div class="card"><h3>Security wait</h3>"""
    + "".join(
        f'<div class="lane"><span>{n}</span><b data-v="{v}">{v} min</b><div class="tr"><i style="width:{v * 3}%"></i></div></div>'
        for n, v in (
            ("Central, Fast Track", 4),
            ("Central, Standard", 14),
            ("South, Standard", 9),
            ("Non-Schengen", 21),
        )
    )
    + """</div><div class="card"><h3>Baggage belts</h3>"""
    + "".join(
        f'<div class="belt"><span>Belt {b} &middot; {f}</span><b data-v="{v}">{v}%</b></div>'
        for b, f, v in (
            (3, "SK 4036", 64),
            (5, "DY 1307", 12),
            (7, "LH 866", 88),
            (9, "KL 1143", 37),
        )
    )
    + """</div></aside></div>
<div class="crawl"><em>NEWS</em><span id="crawl">Security at Central is running normally &middot; Snow clearing on runway 01L/19R from 15:10, expect short holds &middot; Lost property is on level 1 next to arrivals &middot; Train to Oslo S every 10 minutes from platform 1 &middot; Free Wi-Fi: Avinor-Free &middot; Gate F is a 12-minute walk from security &middot;</span></div>
"""
)

# -- lobby: a multiplayer game lobby ---------------------------------------------------------------
_PLAYERS = [
    (1, "VX", "#7c5cff", "Vex (you)", "Diamond II", 23, "host"),
    (2, "NJ", "#0ea5e9", "nightjar", "Platinum I", 41, "ready"),
    (3, "KB", "#f97316", "Koba", "Diamond IV", 67, "ready"),
    (4, "LX", "#22c55e", "luma.exe", "Gold II", 35, ""),
    (5, "TR", "#e11d48", "Tarn", "Platinum III", 88, "ready"),
    (6, "PC", "#eab308", "Peppercorn", "Diamond I", 19, ""),
    (7, "0D", "#14b8a6", "0xDrift", "Master", 52, "ready"),
    (8, "SF", "#ec4899", "saffi", "Platinum II", 29, "ready"),
]


def _pcard(k: int, ini: str, col: str, name: str, rank: str, ping: int, state: str) -> str:
    kick = (
        ""
        if state == "host"
        else f'<button class="kick" id="kick-{k}" title="Kick player">{_ic(I_X, 14)}</button>'
    )
    tag = (
        '<span class="tag host">Host</span>'
        if state == "host"
        else (
            '<span class="tag rd">Ready</span>'
            if state == "ready"
            else '<span class="tag">Not ready</span>'
        )
    )
    ring = "ring" + (" rdy" if state == "ready" else "") + (" me" if state == "host" else "")
    return (
        f'<div class="pc" id="pc-{k}">{kick}<div class="avw"><i class="{ring}"></i><span class="av" style="background:{col}">{ini}</span></div>'
        f'<b>{name}</b><small>{rank}</small><div class="pf">{tag}<span class="ping" data-v="{ping}">{ping} ms</span></div></div>'
    )


def _mapcard(k: int, key: str, name: str, bg: str, on: bool) -> str:
    return f'<button class="mc{" on" if on else ""}" id="map-{k}" data-m="{key}"><span class="mth" style="background:{bg}"></span><b>{name}</b></button>'


LOBBY = (
    """
<style>
:root { --bg:#f4f2fb; --panel:#ffffff; --ink:#1d1733; --sub:#6e6787; --rule:#e4e0f0; --hov:#efeafc; --acc:#6d4aff; --accs:rgba(109,74,255,.12); --rdy:#10b981; --bad:#e11d48; --mid:#d97706; }
body.dark { --bg:#0d0a1a; --panel:#17122b; --ink:#eeeaff; --sub:#8f88ab; --rule:#2a2245; --hov:#221a3d; --acc:#8b6cff; --accs:rgba(139,108,255,.18); --rdy:#2ee59d; --bad:#fb7185; --mid:#fbbf24; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.9; stroke-linecap:round; stroke-linejoin:round; }
.hd { display:flex; align-items:center; gap:16px; height:56px; padding:0 24px; background:var(--panel); border-bottom:1px solid var(--rule); }
.logo { font:bold 19px "DejaVu Sans", sans-serif; letter-spacing:.18em; color:var(--acc); }
.code { display:flex; align-items:center; gap:6px; color:var(--sub); } .code b { color:var(--ink); font:14px "DejaVu Sans Mono", monospace; }
.ib { width:30px; height:30px; border:1px solid transparent; border-radius:8px; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s, border-color .15s; }
.ib:hover { color:var(--acc); background:var(--accs); border-color:var(--acc); }
.ib:focus-visible { outline:2px solid var(--acc); outline-offset:2px; }
.reg { color:var(--sub); font-size:13px; } #rping { font:13px "DejaVu Sans Mono", monospace; color:var(--rdy); }
.sp { flex:1; }
#leave { border:1px solid var(--rule); background:none; color:var(--ink); border-radius:8px; padding:7px 14px; font:inherit; cursor:pointer; transition:border-color .15s, color .15s; }
#leave:hover { border-color:var(--bad); color:var(--bad); }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 330px; gap:18px; padding:16px 24px; }
.ph { display:flex; align-items:center; gap:12px; margin-bottom:10px; } .ph h2 { margin:0; font-size:16px; } #pcount { color:var(--sub); font:14px "DejaVu Sans Mono", monospace; }
#invite { margin-left:auto; display:flex; align-items:center; gap:6px; border:1px solid var(--acc); background:none; color:var(--acc); border-radius:8px; padding:6px 13px; font:inherit; cursor:pointer; transition:background .15s; }
#invite:hover:not(:disabled) { background:var(--accs); } #invite:disabled { border-color:var(--rule); color:var(--sub); cursor:default; opacity:.7; }
.pgrid { display:grid; grid-template-columns:repeat(4, minmax(0,1fr)); gap:10px; }
.pc { position:relative; background:var(--panel); border:1px solid var(--rule); border-radius:12px; padding:12px 10px 10px; text-align:center; height:150px; box-sizing:border-box; }
.pc b { display:block; font-size:14px; margin-top:6px; } .pc small { color:var(--sub); font-size:12px; }
.avw { position:relative; width:54px; height:54px; margin:0 auto; }
.av { position:absolute; inset:5px; border-radius:50%; color:#fff; font:bold 15px "DejaVu Sans", sans-serif; display:grid; place-items:center; }
.ring { position:absolute; inset:0; border-radius:50%; border:3px solid var(--rule); transition:transform .18s, opacity .18s; }
.ring.rdy { border-color:var(--rdy); box-shadow:0 0 10px var(--rdy); } .ring.me.go { border-color:var(--rdy); box-shadow:0 0 12px var(--rdy); }
.pf { display:flex; justify-content:center; gap:8px; margin-top:5px; font-size:11px; align-items:center; }
.tag { border-radius:8px; padding:1px 7px; background:var(--hov); color:var(--sub); } .tag.rd { color:var(--rdy); } .tag.host { color:var(--acc); }
.ping { font:11px "DejaVu Sans Mono", monospace; color:var(--rdy); } .ping.mid { color:var(--mid); } .ping.bad { color:var(--bad); }
.kick { position:absolute; top:6px; right:6px; width:22px; height:22px; border:0; border-radius:50%; background:none; color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, background .15s; }
.kick:hover { color:#fff; background:var(--bad); }
.pc.open { border-style:dashed; display:grid; place-items:center; color:var(--sub); }
.low { display:grid; grid-template-columns:200px minmax(0,1fr); gap:14px; margin-top:14px; }
.card { background:var(--panel); border:1px solid var(--rule); border-radius:12px; padding:14px; }
.cdw { text-align:center; } .cdw small { color:var(--sub); display:block; margin-top:4px; }
.cdr { position:relative; width:116px; height:116px; margin:0 auto; } .cdr svg { transform:rotate(-90deg); }
#cd { position:absolute; inset:0; display:grid; place-items:center; font:bold 18px "DejaVu Sans Mono", monospace; }
#ready { width:100%; margin-top:10px; border:2px solid var(--rdy); background:none; color:var(--rdy); border-radius:10px; padding:9px; font:bold 15px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:background .15s, transform .15s, box-shadow .15s; }
#ready:hover { transform:translateY(-2px); box-shadow:0 6px 16px -8px var(--rdy); }
#ready.on { background:var(--rdy); color:#062b1d; }
.maps h3 { margin:0 0 8px; font-size:14px; display:flex; } .maps h3 span { margin-left:auto; color:var(--sub); font-weight:normal; } #mapname { color:var(--ink); }
.mrow { display:grid; grid-template-columns:repeat(3, 104px) minmax(0,1fr); gap:10px; align-items:start; }
.mc { border:2px solid var(--rule); background:var(--panel); color:var(--ink); border-radius:10px; padding:4px; font:inherit; font-size:12px; cursor:pointer; transition:border-color .15s, transform .15s; }
.mc:hover { border-color:var(--sub); transform:translateY(-2px); } .mc.on { border-color:var(--acc); box-shadow:0 0 0 3px var(--accs); }
.mth { display:block; height:54px; border-radius:6px; margin-bottom:4px; } .mc b { font-weight:normal; }
#preview { width:100%; height:150px; border-radius:10px; display:block; }
.chat { display:flex; flex-direction:column; height:calc(100vh - 90px); box-sizing:border-box; }
.chat h3 { margin:0 0 8px; font-size:14px; }
#chatlog { flex:1; overflow:hidden; display:flex; flex-direction:column; justify-content:flex-end; font-size:13px; }
.cl { padding:3px 0; } .cl b { font-weight:bold; } .cl.sys { color:var(--sub); font-style:italic; } .cl.me b { color:var(--acc); }
.cin { display:flex; gap:6px; margin-top:8px; }
#chat-in { flex:1; border:1px solid var(--rule); background:var(--bg); color:var(--ink); border-radius:8px; padding:8px 10px; font:inherit; outline:none; transition:border-color .15s; }
#chat-in:hover { border-color:var(--sub); } #chat-in:focus { border-color:var(--acc); }
#csend { width:36px; border:0; border-radius:8px; background:var(--acc); color:#fff; display:grid; place-items:center; cursor:pointer; transition:filter .15s; } #csend:hover { filter:brightness(1.15); }
#ctoast { display:none; position:fixed; top:66px; left:50%; transform:translateX(-50%); background:var(--ink); color:var(--bg); padding:8px 16px; border-radius:18px; font-size:13px; }
</style>
<header class="hd"><span class="logo">RIFTLINE</span><span class="code">Custom lobby &middot; <b>K4X-92</b><button class="ib" id="copy" title="Copy lobby code">"""
    + _ic(I_COPY, 16)
    + """</button></span><span class="reg">EU-West &middot; <span id="rping">23 ms</span></span><span class="sp"></span>
<button class="ib" id="gear" title="Lobby settings">"""
    + _ic(I_GEAR, 18)
    + """</button><button id="leave">Leave lobby</button></header>
<div class="lay"><main><div class="ph"><h2>Players</h2><span id="pcount">8/8</span><button id="invite" disabled>"""
    + _ic(I_USERPLUS, 16)
    + """Invite friends</button></div>
<div class="pgrid">"""
    + "".join(_pcard(*p) for p in _PLAYERS)
    + """</div>
<div class="low"><div class="card cdw"><div class="cdr"><svg width="116" height="116"><circle cx="58" cy="58" r="52" fill="none" stroke="var(--rule)" stroke-width="7"/><circle id="cdarc" cx="58" cy="58" r="52" fill="none" stroke="var(--acc)" stroke-width="7" stroke-linecap="round" stroke-dasharray="326.7" stroke-dashoffset="0"/></svg><span id="cd">00:42.7</span></div>
<small>Match starts when all are ready</small><button id="ready">Ready up</button></div>
<div class="card maps"><h3>Map vote <span>Selected: <b id="mapname">Harbor</b></span></h3><div class="mrow">"""
    + _mapcard(
        1, "harbor", "Harbor", "linear-gradient(160deg,#0b3954,#1f6f8b 60%,#e0b46a 61%)", True
    )
    + _mapcard(2, "dunes", "Dunes", "linear-gradient(170deg,#fcd34d,#f59e0b 55%,#b45309)", False)
    + _mapcard(
        3, "glacier", "Glacier", "linear-gradient(170deg,#e0f2fe,#7dd3fc 55%,#0369a1)", False
    )
    + """<canvas id="preview"></canvas></div></div></div></main>
<aside class="card chat"><h3>Lobby chat</h3><div id="chatlog"></div><div class="cin"><input id="chat-in" value="gl hf" placeholder="Say something"><button id="csend">"""
    + _ic(I_SEND, 16)
    + """</button></div></aside></div><div id="ctoast">Lobby code copied</div>
"""
)

# -- procmon: a system process monitor ------------------------------------------------------------
_PROCS = [
    ("postgres", 1842, "postgres", 12.4, 812, 24),
    ("chrome", 22107, "dana", 18.9, 1420, 41),
    ("node", 3391, "dana", 7.5, 356, 11),
    ("java", 4410, "jenkins", 22.1, 2310, 88),
    ("python3", 5120, "dana", 4.2, 212, 6),
    ("dockerd", 998, "root", 3.1, 188, 32),
    ("Xorg", 1203, "root", 2.2, 96, 5),
    ("code", 6671, "dana", 6.8, 690, 37),
    ("redis-server", 1771, "redis", 1.4, 64, 5),
    ("nginx", 1502, "www-data", 0.9, 28, 2),
    ("systemd", 1, "root", 0.3, 14, 1),
    ("sshd", 880, "root", 0.1, 9, 1),
    ("pipewire", 2281, "dana", 1.1, 33, 4),
    ("gnome-shell", 2044, "dana", 5.6, 480, 19),
    ("rg", 7302, "dana", 9.7, 40, 12),
]


def _prow(name: str, pid: int, user: str, cpu: float, mem: int, thr: int) -> str:
    return (
        f'<tr data-c="{cpu}" data-m="{mem}"><td class="nm">{name}</td><td class="num">{pid}</td><td>{user}</td>'
        f'<td class="cpu"><b>{cpu:.1f}</b><span class="mt"><i style="width:{cpu}%"></i></span></td>'
        f'<td class="mem"><b>{mem} MB</b><span class="mt"><i style="width:{min(100, mem / 25):.0f}%"></i></span></td><td class="num">{thr}</td></tr>'
    )


PROCMON = (
    """
<style>
:root { --bg:#f5f6f8; --panel:#ffffff; --ink:#1b1f24; --sub:#68707c; --rule:#e1e4e8; --hov:#eef0f3; --acc:#2563eb; --accs:rgba(37,99,235,.1); --cpu:#2563eb; --mem:#7c3aed; --warn:#d97706; --bad:#dc2626; --ok:#16a34a; }
body.dark { --bg:#111315; --panel:#1a1d21; --ink:#e4e7eb; --sub:#8b939e; --rule:#2b3036; --hov:#23272c; --acc:#60a5fa; --accs:rgba(96,165,250,.14); --cpu:#60a5fa; --mem:#a78bfa; --warn:#fbbf24; --bad:#f87171; --ok:#4ade80; }
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.hd { display:flex; align-items:center; gap:18px; height:48px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--rule); }
.hd h1 { margin:0; font-size:16px; } .hd span { color:var(--sub); } .hd b { font:13px "DejaVu Sans Mono", monospace; color:var(--ink); font-weight:normal; }
.hd .r { margin-left:auto; }
.tabs { display:flex; gap:2px; padding:0 14px; background:var(--panel); border-bottom:1px solid var(--rule); }
.tab { border:0; background:none; color:var(--sub); font:inherit; font-size:13px; padding:10px 14px; border-bottom:2px solid transparent; cursor:pointer; transition:color .15s, background .15s; }
.tab:hover { color:var(--ink); background:var(--hov); } .tab.on { color:var(--acc); border-bottom-color:var(--acc); }
.cores { display:grid; grid-template-columns:repeat(8, minmax(0,1fr)); gap:8px; padding:10px 20px 4px; }
.core { background:var(--panel); border:1px solid var(--rule); border-radius:8px; padding:5px 7px; }
.core div { display:flex; justify-content:space-between; font-size:11px; color:var(--sub); } .core div b { font:11px "DejaVu Sans Mono", monospace; color:var(--ink); font-weight:normal; }
.core canvas { width:100%; height:clamp(34px, calc(10vh - 46px), 64px); display:block; }
.tools { display:flex; align-items:center; gap:12px; padding:8px 20px; }
.flt { display:flex; align-items:center; gap:6px; border:1px solid var(--rule); border-radius:7px; padding:0 9px; background:var(--panel); color:var(--sub); transition:border-color .15s; }
.flt:hover { border-color:var(--sub); } .flt:focus-within { border-color:var(--acc); box-shadow:0 0 0 3px var(--accs); }
#pfilter { border:0; background:none; outline:none; color:var(--ink); font:inherit; padding:6px 0; width:180px; }
.swl { display:flex; align-items:center; gap:8px; color:var(--sub); }
.sw { width:34px; height:19px; border:0; border-radius:10px; background:#c4c9d0; position:relative; padding:0; cursor:pointer; transition:background .15s, box-shadow .15s; }
body.dark .sw { background:#3a4047; }
.sw:after { content:""; position:absolute; top:2px; left:2px; width:15px; height:15px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover { box-shadow:0 0 0 3px var(--accs); } .sw.on, body.dark .sw.on { background:var(--acc); } .sw.on:after { left:17px; }
.sw:focus { outline:none; } .sw:focus-visible { outline:2px solid var(--acc); outline-offset:3px; }
.tools .sp { flex:1; } .tools .cnt { color:var(--sub); }
.ib { width:30px; height:30px; border:1px solid var(--rule); border-radius:7px; background:var(--panel); color:var(--sub); display:grid; place-items:center; padding:0; cursor:pointer; transition:color .15s, border-color .15s, background .15s; }
.ib:hover { color:var(--acc); border-color:var(--acc); background:var(--accs); }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 290px; gap:14px; padding:0 20px; }
.tw { background:var(--panel); border:1px solid var(--rule); border-radius:8px; overflow:hidden; }
table { width:100%; border-collapse:collapse; }
th { text-align:left; font-weight:normal; color:var(--sub); font-size:12px; padding:7px 10px; border-bottom:1px solid var(--rule); background:var(--panel); cursor:pointer; transition:background .15s, color .15s; user-select:none; }
th:hover { background:var(--hov); color:var(--ink); } th.srt { color:var(--acc); }
td { padding:0 10px; height:max(27px, calc((100vh - 350px) / 15)); border-bottom:1px solid var(--rule); white-space:nowrap; } tr:last-child td { border-bottom:0; }
.nm { font-weight:bold; } .num { font:12px "DejaVu Sans Mono", monospace; color:var(--sub); }
.cpu, .mem { font:12px "DejaVu Sans Mono", monospace; } .cpu b, .mem b { display:inline-block; width:62px; font-weight:normal; }
.mt { display:inline-block; vertical-align:middle; width:70px; height:6px; background:var(--hov); border-radius:3px; overflow:hidden; }
.mt i { display:block; height:6px; background:var(--cpu); } .mem .mt i { background:var(--mem); }
.det { background:var(--panel); border:1px solid var(--rule); border-radius:8px; padding:12px 14px; }
.det h3 { margin:0; font-size:15px; } .det .pid { color:var(--sub); font:12px "DejaVu Sans Mono", monospace; }
#pstat { display:inline-block; margin:8px 0; border-radius:10px; padding:2px 10px; font-size:12px; background:rgba(22,163,74,.14); color:var(--ok); }
#pstat.sus { background:rgba(217,119,6,.16); color:var(--warn); }
#dspark { width:100%; height:70px; display:block; border-bottom:1px solid var(--rule); margin-bottom:6px; }
.kv { display:flex; justify-content:space-between; padding:4px 0; color:var(--sub); } .kv b { color:var(--ink); font:12px "DejaVu Sans Mono", monospace; font-weight:normal; }
.acts { display:grid; grid-template-columns:1fr 1fr; gap:8px; margin-top:10px; }
.btn { border:1px solid var(--rule); background:var(--panel); color:var(--ink); border-radius:7px; padding:7px; font:inherit; cursor:pointer; transition:background .15s, border-color .15s, color .15s; }
.btn:hover:not(:disabled) { background:var(--hov); border-color:var(--sub); }
.btn.red { color:var(--bad); } .btn.red:hover:not(:disabled) { border-color:var(--bad); background:rgba(220,38,38,.08); }
.btn:disabled { opacity:.45; cursor:default; } #force { grid-column:1 / 3; }
.note { color:var(--sub); font-size:11px; margin-top:6px; }
#p-perf { display:none; grid-template-columns:repeat(3, minmax(0,1fr)); gap:14px; padding:0 20px; } #p-perf.on { display:grid; } #p-proc.off { display:none; }
.pcard { background:var(--panel); border:1px solid var(--rule); border-radius:8px; padding:16px; } .pcard h4 { margin:0 0 6px; color:var(--sub); font-weight:normal; } .pcard b { font-size:26px; } .pcard p { color:var(--sub); margin:8px 0 0; }
#rtoast { display:none; position:fixed; top:58px; right:24px; background:var(--ink); color:var(--bg); padding:7px 14px; border-radius:16px; font-size:12px; }
</style>
<header class="hd"><h1>System Monitor</h1><span>build-07 &middot; Linux 6.8.0 &middot; 8 cores</span><span class="r">Load <b id="load">2.41 2.18 1.97</b></span><span>Up <b id="uptime">12d 04:17:33</b></span></header>
<nav class="tabs"><button class="tab on" id="tab-proc">Processes</button><button class="tab" id="tab-perf">Performance</button><button class="tab" id="tab-net">Network</button><button class="tab" id="tab-disk">Disk</button></nav>
<div class="cores">"""
    + "".join(
        f'<div class="core"><div><span>CPU{k}</span><b class="cp">0%</b></div><canvas></canvas></div>'
        for k in range(8)
    )
    + """</div>
<div class="tools"><label class="flt">"""
    + _ic(I_FILTER, 14)
    + """<input id="pfilter" placeholder="Filter processes"></label><span class="swl"><button class="sw" id="kthreads" title="Show kernel threads"></button>Kernel threads</span><span id="fchips"></span>
<span class="sp"></span><span class="cnt">15 processes &middot; sorted by CPU</span><button class="ib" id="prefresh" title="Refresh now">"""
    + _ic(I_REFRESH, 16)
    + """</button></div>
<div class="lay" id="p-proc"><div class="tw"><table><thead><tr><th>Name</th><th id="h-pid">PID</th><th>User</th><th class="srt">CPU % &darr;</th><th>Memory</th><th>Threads</th></tr></thead><tbody id="ptbody">"""
    + "".join(_prow(*p) for p in _PROCS)
    + """</tbody></table></div>
<aside class="det"><h3>postgres</h3><span class="pid">PID 1842 &middot; user postgres</span><br><span id="pstat">Running</span>
<canvas id="dspark"></canvas>
<div class="kv"><span>CPU</span><b id="dcpu">12.4%</b></div><div class="kv"><span>Memory</span><b>812 MB</b></div><div class="kv"><span>Threads</span><b>24</b></div><div class="kv"><span>Started</span><b>Mon 08:02</b></div><div class="kv"><span>Priority</span><b>normal (0)</b></div>
<div class="acts"><button class="btn" id="pause">Pause</button><button class="btn red" id="kill">End process</button><button class="btn red" id="force" disabled>Force quit</button></div>
<div class="note">Force quit needs administrator rights.</div></aside></div>
<div id="p-perf"><div class="pcard"><h4>CPU</h4><b>8 cores</b><p>Intel Xeon E-2388G &middot; 3.2 GHz &middot; 16 MB cache</p></div><div class="pcard"><h4>Memory</h4><b>31.2 GB</b><p>DDR4-3200 &middot; 4 of 4 slots used</p></div><div class="pcard"><h4>Swap</h4><b>8.0 GB</b><p>/swap.img &middot; 212 MB used</p></div></div>
<div id="rtoast">Refreshing process list&hellip;</div>
"""
)

# -- auction: a live auction -------------------------------------------------------------------------


def _camera(bg: str, body: str, cap: str) -> str:
    return (
        f'<div class="slide" style="background:{bg}"><div class="cam" style="background:{body}"><i class="top"></i><i class="win"></i>'
        f'<i class="lens"></i><i class="knob"></i></div><span class="scap">{cap}</span></div>'
    )


_BIDS = [
    ("oskar88", 4250, "12 s"),
    ("k.ito", 4200, "41 s"),
    ("leica_fan", 4100, "1 min"),
    ("shutterbug", 4050, "2 min"),
    ("m.berger", 3950, "3 min"),
    ("vintage_ro", 3900, "5 min"),
]

AUCTION = (
    """
<style>
:root { --bg:#fbfaf7; --panel:#ffffff; --ink:#1f1a17; --sub:#73695f; --rule:#ebe5dc; --hov:#f5f0e8; --acc:#0f766e; --accs:rgba(15,118,110,.1); --gold:#b7791f; --red:#c2410c; }
body.dark { --bg:#141210; --panel:#1d1a17; --ink:#f2ece4; --sub:#a79d91; --rule:#332d27; --hov:#27231f; --acc:#2dd4bf; --accs:rgba(45,212,191,.13); --gold:#f0b44c; --red:#fb923c; }
body { margin:0; font:14px/1.45 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.8; stroke-linecap:round; stroke-linejoin:round; }
.hd { display:flex; align-items:center; gap:20px; height:56px; padding:0 32px; border-bottom:1px solid var(--rule); background:var(--panel); }
.logo { font:bold 22px "DejaVu Serif", Georgia, serif; color:var(--acc); } .logo i { color:var(--gold); font-style:normal; }
.hd a { color:var(--sub); cursor:pointer; transition:color .15s; } .hd a:hover { color:var(--acc); text-decoration:underline; }
.lv { display:flex; align-items:center; gap:6px; color:var(--red); font-weight:bold; font-size:12px; letter-spacing:.08em; } #ldot { width:6px; height:6px; border-radius:50%; background:var(--red); }
#watchers { margin-left:auto; color:var(--sub); font-size:13px; }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 430px; gap:26px; padding:18px 32px; max-width:1500px; }
.car { position:relative; height:max(370px, calc(100vh - 430px)); border-radius:16px; overflow:hidden; border:1px solid var(--rule); }
#track { display:flex; height:100%; transition:transform .45s ease-in-out; }
.slide { flex:0 0 100%; height:100%; position:relative; }
.cam { position:absolute; left:50%; top:50%; width:300px; height:160px; margin:-70px 0 0 -150px; border-radius:18px; box-shadow:0 18px 40px -16px rgba(0,0,0,.55); }
.cam .top { position:absolute; left:40px; top:-26px; width:120px; height:30px; border-radius:8px 8px 0 0; background:inherit; }
.cam .win { position:absolute; left:24px; top:22px; width:58px; height:30px; border-radius:4px; background:#d6dde3; box-shadow:inset 0 0 0 3px #5b636b; }
.cam .lens { position:absolute; left:105px; top:38px; width:96px; height:96px; border-radius:50%; background:radial-gradient(circle, #0b1220 0 30%, #334155 31% 50%, #111 51% 64%, #9ca3af 65% 70%, #1f2937 71%); }
.cam .knob { position:absolute; right:34px; top:-16px; width:34px; height:16px; border-radius:4px 4px 0 0; background:#9ca3af; }
.scap { position:absolute; left:18px; bottom:14px; background:rgba(0,0,0,.5); color:#fff; font-size:12px; padding:3px 10px; border-radius:10px; }
.dots { display:flex; justify-content:center; gap:7px; margin:10px 0 12px; } .dot { width:8px; height:8px; border-radius:50%; background:var(--rule); transition:background .2s, width .2s; } .dot.on { width:22px; border-radius:4px; background:var(--acc); }
.desc { color:var(--sub); margin:0 0 12px; }
#ship { width:100%; display:flex; align-items:center; gap:8px; border:1px solid var(--rule); background:var(--panel); color:var(--ink); font:bold 14px "Liberation Sans", Arial, sans-serif; padding:11px 14px; border-radius:10px; cursor:pointer; transition:background .15s, border-color .15s; }
#ship:hover { background:var(--hov); border-color:var(--sub); } #ship svg { margin-left:auto; transition:transform .2s; } #ship.open svg { transform:rotate(180deg); }
#shipp { display:none; padding:8px 14px; color:var(--sub); font-size:13px; line-height:1.8; } #shipp.open { display:block; }
.pn { background:var(--panel); border:1px solid var(--rule); border-radius:16px; padding:18px 20px; }
.lot { color:var(--sub); font-size:12px; text-transform:uppercase; letter-spacing:.1em; } .pn h1 { margin:3px 0 12px; font:bold 20px/1.25 "DejaVu Serif", Georgia, serif; }
.cb { display:flex; align-items:flex-end; gap:14px; padding-bottom:12px; border-bottom:1px solid var(--rule); }
.cb small { display:block; color:var(--sub); font-size:12px; } #cur { font:bold 32px "DejaVu Sans", sans-serif; display:inline-block; transition:color .4s; } #cur.bump { color:var(--acc); transition:none; }
#nb { color:var(--sub); } .cdw { margin-left:auto; text-align:right; } #cd { font:bold 20px "DejaVu Sans Mono", monospace; color:var(--red); }
.qb { display:flex; gap:8px; margin:12px 0 10px; }
.qbb { flex:1; border:1px solid var(--acc); background:none; color:var(--acc); border-radius:9px; padding:7px; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:background .15s, transform .15s; }
.qbb:hover { background:var(--accs); transform:translateY(-1px); } .qbb.on { background:var(--acc); color:var(--panel); }
.bidrow { display:flex; gap:8px; }
#mybid { flex:1; min-width:0; border:1px solid var(--rule); background:var(--bg); color:var(--ink); border-radius:9px; padding:9px 12px; font:bold 16px "DejaVu Sans Mono", monospace; outline:none; transition:border-color .15s; }
#mybid:hover { border-color:var(--sub); } #mybid:focus { border-color:var(--acc); }
#placebid { border:0; background:var(--acc); color:#fff; border-radius:9px; padding:0 20px; font:bold 14px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:transform .15s, box-shadow .15s; }
body.dark #placebid { color:#042f2e; } #placebid:hover { transform:translateY(-2px); box-shadow:0 8px 18px -8px var(--acc); }
.wrow { display:flex; gap:8px; margin-top:10px; }
.wb { display:flex; align-items:center; gap:6px; border:1px solid var(--rule); background:none; color:var(--ink); border-radius:9px; padding:6px 12px; font:inherit; font-size:13px; cursor:pointer; transition:border-color .15s, color .15s; }
.wb:hover { border-color:var(--gold); color:var(--gold); } #watch.on { color:var(--gold); border-color:var(--gold); } #watch.on path { fill:var(--gold); stroke:var(--panel); }
.addon { display:flex; align-items:center; gap:10px; margin-top:12px; padding:10px 12px; border-radius:10px; background:var(--hov); font-size:13px; } .addon span { flex:1; }
.stp { display:flex; align-items:center; border:1px solid var(--rule); border-radius:8px; background:var(--panel); }
.stp button { width:28px; height:28px; border:0; background:none; color:var(--ink); display:grid; place-items:center; padding:0; cursor:pointer; border-radius:7px; transition:background .15s, color .15s; }
.stp button:hover:not(:disabled) { background:var(--accs); color:var(--acc); } .stp button:disabled { color:var(--rule); cursor:default; }
#qn { width:22px; text-align:center; font:bold 14px "DejaVu Sans Mono", monospace; } #addtot { width:44px; text-align:right; font:bold 13px "DejaVu Sans Mono", monospace; }
.fh { display:flex; justify-content:space-between; margin:14px 0 4px; font-size:13px; } .fh b { font-size:13px; } .fh span { color:var(--sub); }
#feed { list-style:none; margin:0; padding:0; height:180px; overflow:hidden; }
#feed li { display:grid; grid-template-columns:1fr 80px 56px; padding:5px 0; border-top:1px solid var(--rule); font-size:13px; transition:transform .3s, opacity .3s; }
#feed li span { text-align:right; font:13px "DejaVu Sans Mono", monospace; } #feed li small { text-align:right; color:var(--sub); }
#feed li.new { transform:translateY(-14px); opacity:0; } #feed li:first-child b { color:var(--acc); }
#scrim { display:none; position:fixed; inset:0; background:rgba(0,0,0,0); z-index:20; }
#placed { display:none; margin-top:8px; color:var(--acc); font-weight:bold; font-size:13px; }
#rtoast { display:none; position:fixed; top:66px; left:50%; transform:translateX(-50%); background:var(--ink); color:var(--bg); padding:8px 16px; border-radius:18px; font-size:13px; }
</style>
<header class="hd"><span class="logo">Lot<i>bay</i></span><a>Browse</a><a>Sell</a><a>Results</a><span class="lv"><i id="ldot"></i>LIVE</span><span id="watchers">2,314 watching</span></header>
<div class="lay"><main><div class="car"><div id="track">"""
    + _camera(
        "linear-gradient(160deg,#e7dccb,#c9b79c)",
        "linear-gradient(180deg,#c0c4c8,#8d9399 40%,#1c1c1c 41%)",
        "Front &middot; 1 / 4",
    )
    + _camera(
        "linear-gradient(160deg,#28364a,#0f1724)",
        "linear-gradient(180deg,#d1d5db,#9ca3af 38%,#2b2b2b 39%)",
        "Top plate &middot; 2 / 4",
    )
    + _camera(
        "linear-gradient(160deg,#6b4f3a,#3b2a1e)",
        "linear-gradient(180deg,#e5e7eb,#a1a1aa 42%,#3f2a1d 43%)",
        "With case &middot; 3 / 4",
    )
    + _camera(
        "linear-gradient(160deg,#d9e4dd,#9fb8ad)",
        "linear-gradient(180deg,#b8bec4,#7d848b 40%,#151515 41%)",
        "Serial plate &middot; 4 / 4",
    )
    + """</div></div><div class="dots"><i class="dot on"></i><i class="dot"></i><i class="dot"></i><i class="dot"></i></div>
<p class="desc">Leica M3 double-stroke, 1956, serial 7xx xxx, with Summicron 50 mm f/2. Shutter tested at all speeds, rangefinder bright and aligned. Light brassing on the top plate, original leather case.</p>
<button id="ship">Shipping &amp; returns"""
    + _ic(I_CHEV, 18)
    + """</button><div id="shipp">Insured shipping from Hamburg, 3&ndash;5 working days, &euro;24<br>Returns within 14 days if not as described<br>Buyer's premium 12% &middot; VAT margin scheme</div></main>
<aside class="pn"><span class="lot">Lot 118 &middot; Cameras &amp; optics</span><h1>Leica M3 rangefinder with Summicron 50 mm, 1956</h1>
<div class="cb"><div><small>Current bid</small><span id="cur">&euro;4,250</span><br><span id="nb">37 bids</span></div><div class="cdw"><small>Ends in</small><span id="cd">02:14.6</span></div></div>
<div class="qb"><button class="qbb" id="qb-50">+ &euro;50</button><button class="qbb" id="qb-100">+ &euro;100</button><button class="qbb" id="qb-250">+ &euro;250</button></div>
<div class="bidrow"><input id="mybid" value="&euro;4,400"><button id="placebid">Place bid</button></div><div id="placed">Your bid is placed</div>
<div class="wrow"><button class="wb" id="watch">"""
    + _ic(I_EYE, 16)
    + """<span id="wtxt">Watch</span></button><button class="wb" id="remind">"""
    + _ic(I_BELL, 16)
    + """Remind me</button></div>
<div class="addon"><span>Add-on: leather neck strap, &euro;39 each</span><div class="stp"><button id="qminus" disabled>"""
    + _ic(I_MINUS, 14)
    + """</button><span id="qn">1</span><button id="qplus">"""
    + _ic(I_PLUS, 14)
    + """</button></div><b id="addtot">&euro;39</b></div>
<div class="fh"><b>Bid history</b><span>newest first</span></div><ul id="feed">"""
    + "".join(f"<li><b>{n}</b><span>&euro;{v:,}</span><small>{t}</small></li>" for n, v, t in _BIDS)
    + """</ul></aside></div><div id="scrim"></div><div id="rtoast">Checking notification permission&hellip;</div>
"""
)

# -- stream: a live-stream page ----------------------------------------------------------------------
STREAM = (
    """
<style>
:root { --bg:#f6f5fa; --panel:#ffffff; --ink:#17151f; --sub:#6b6780; --rule:#e5e3ee; --hov:#eeecf5; --acc:#9146ff; --accs:rgba(145,70,255,.12); --red:#e91e63; }
body.dark { --bg:#0e0e10; --panel:#18181b; --ink:#efeff1; --sub:#adadb8; --rule:#2a2a2f; --hov:#26262c; --acc:#a970ff; --accs:rgba(169,112,255,.18); --red:#ff4f8b; }
body { margin:0; font:14px/1.4 "Liberation Sans", Arial, sans-serif; background:var(--bg); color:var(--ink); height:100vh; overflow:hidden; }
.ic path { fill:none; stroke:currentColor; stroke-width:1.9; stroke-linecap:round; stroke-linejoin:round; }
.hd { display:flex; align-items:center; gap:18px; height:50px; padding:0 20px; background:var(--panel); border-bottom:1px solid var(--rule); }
.logo { font:bold 19px "DejaVu Sans", sans-serif; color:var(--acc); } .hd a { color:var(--ink); cursor:pointer; font-weight:bold; transition:color .15s; } .hd a:hover { color:var(--acc); }
.hs { margin:0 auto; display:flex; align-items:center; gap:6px; width:340px; border:1px solid var(--rule); border-radius:8px; padding:0 10px; color:var(--sub); background:var(--bg); transition:border-color .15s; } .hs:hover { border-color:var(--sub); }
.hs input { border:0; background:none; outline:none; flex:1; color:var(--ink); font:inherit; padding:7px 0; }
.me { width:30px; height:30px; border-radius:50%; background:linear-gradient(135deg,#f97316,#db2777); }
.lay { display:grid; grid-template-columns:minmax(0,1fr) 330px; height:calc(100vh - 51px); }
.left { padding:14px 18px; min-width:0; }
#player { position:relative; width:100%; height:calc(100vh - 210px); background:#000; border-radius:6px; overflow:hidden; outline:none; }
#video { position:absolute; inset:0; width:100%; height:100%; display:block; }
.badge { position:absolute; left:12px; top:12px; display:flex; gap:8px; align-items:center; }
.lb { display:flex; align-items:center; gap:6px; background:#e91916; color:#fff; font:bold 12px "Liberation Sans", Arial, sans-serif; border-radius:4px; padding:2px 7px; } #ldot { width:6px; height:6px; border-radius:50%; background:#fff; }
.vw { background:rgba(0,0,0,.55); color:#fff; font-size:12px; border-radius:4px; padding:2px 8px; } #viewers { font-family:"DejaVu Sans Mono", monospace; }
#uptime { position:absolute; right:12px; top:12px; background:rgba(0,0,0,.55); color:#fff; font:12px "DejaVu Sans Mono", monospace; border-radius:4px; padding:2px 8px; }
.ctl { position:absolute; left:0; right:0; bottom:0; height:44px; display:flex; align-items:center; gap:4px; padding:0 10px; background:linear-gradient(transparent, rgba(0,0,0,.6)); }
.vb { width:34px; height:34px; border:0; border-radius:6px; background:none; color:#fff; display:grid; place-items:center; padding:0; cursor:pointer; transition:background .15s, transform .2s; }
.vb:hover { background:rgba(255,255,255,.18); } #vgear:hover svg { transform:rotate(40deg); } #vgear svg { transition:transform .2s; }
.ctl .sp { flex:1; }
#qmenu { display:none; position:absolute; right:60px; bottom:50px; width:190px; background:rgba(24,24,27,.96); color:#efeff1; border-radius:8px; padding:6px; font-size:13px; }
#qmenu.open { display:block; } #qmenu div { padding:7px 10px; border-radius:5px; } #qmenu div.on { background:rgba(169,112,255,.3); } #qmenu h5 { margin:4px 10px 6px; color:#adadb8; font-weight:normal; font-size:12px; }
#pauseov { display:none; position:absolute; left:50%; top:50%; width:84px; height:84px; margin:-42px; border-radius:50%; background:rgba(0,0,0,.6); color:#fff; place-items:center; }
#pauseov.on { display:grid; } #pauseov path { fill:#fff; stroke:none; }
#hearts { position:absolute; right:14px; bottom:44px; width:90px; height:340px; pointer-events:none; overflow:hidden; }
.fh { position:absolute; left:0; bottom:0; width:26px; height:26px; } .fh svg { display:block; } .fh path { fill:currentColor; stroke:none; }
.info { display:flex; align-items:center; gap:12px; padding:12px 2px 0; }
.ava { width:50px; height:50px; border-radius:50%; background:radial-gradient(circle at 40% 35%, #fcd34d, #f97316 45%, #7c2d12); box-shadow:0 0 0 3px var(--red); flex:none; }
.who { min-width:0; flex:1; } .who b { font-size:16px; } #stitle { display:block; font-size:14px; margin:2px 0; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; } .who small { color:var(--acc); }
.abtn { display:flex; align-items:center; gap:6px; border:0; border-radius:6px; padding:8px 14px; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; transition:background .15s, color .15s, filter .15s, transform .15s; white-space:nowrap; }
#follow { background:var(--acc); color:#fff; } #follow:hover { filter:brightness(1.12); transform:translateY(-1px); } #follow.on { background:var(--hov); color:var(--ink); } #follow.on path { fill:var(--red); stroke:var(--red); }
#sub { background:var(--hov); color:var(--ink); } #sub:disabled { opacity:.45; cursor:default; }
.gb { background:var(--hov); color:var(--ink); } .gb:hover { background:var(--rule); }
#like.on { color:var(--red); } #like.on path { fill:var(--red); stroke:var(--red); } #likes { font-family:"DejaVu Sans Mono", monospace; font-weight:normal; }
.chat { display:flex; flex-direction:column; background:var(--panel); border-left:1px solid var(--rule); min-height:0; }
.chat h3 { margin:0; padding:12px 14px; font-size:13px; text-transform:uppercase; letter-spacing:.1em; text-align:center; border-bottom:1px solid var(--rule); }
#clog { flex:1; overflow:hidden; display:flex; flex-direction:column; justify-content:flex-end; padding:0 12px; font-size:13px; }
.cm { padding:3px 0; } .cm b { font-weight:bold; }
.cin { padding:10px 12px; display:flex; gap:6px; }
#chatmsg { flex:1; min-width:0; border:2px solid transparent; background:var(--hov); color:var(--ink); border-radius:6px; padding:7px 9px; font:inherit; outline:none; transition:border-color .15s; }
#chatmsg:hover { border-color:var(--rule); } #chatmsg:focus { border-color:var(--acc); }
#send { border:0; border-radius:6px; background:var(--acc); color:#fff; font:bold 13px "Liberation Sans", Arial, sans-serif; padding:0 14px; cursor:pointer; transition:filter .15s; } #send:hover { filter:brightness(1.15); }
#cltoast { display:none; position:absolute; left:50%; top:50px; transform:translateX(-50%); background:rgba(0,0,0,.75); color:#fff; padding:7px 16px; border-radius:16px; font-size:13px; }
</style>
<header class="hd"><span class="logo">glowcast</span><a>Following</a><a>Browse</a><label class="hs">"""
    + _ic(I_SEARCH, 15)
    + """<input placeholder="Search"></label><span class="me"></span></header>
<div class="lay"><div class="left"><div id="player" tabindex="0"><canvas id="video"></canvas>
<div class="badge"><span class="lb"><i id="ldot"></i>LIVE</span><span class="vw"><span id="viewers">12,408</span> viewers</span></div><span id="uptime">1:23:45</span>
<div id="hearts"></div><div id="pauseov">"""
    + _ic(I_PLAY, 40)
    + """</div><div id="cltoast">Creating clip&hellip;</div>
<div id="qmenu"><h5>Quality</h5><div class="on">Auto (1080p60)</div><div>1080p60</div><div>720p60</div><div>480p</div><div>160p</div></div>
<div class="ctl"><button class="vb" id="vplay" title="Pause">"""
    + _ic(I_PAUSE, 20)
    + """</button><button class="vb" id="vol" title="Volume">"""
    + _ic(I_VOL, 20)
    + """</button><span class="sp"></span><button class="vb" id="vgear" title="Settings">"""
    + _ic(I_GEAR, 20)
    + """</button><button class="vb" id="theatre" title="Theatre mode">"""
    + _ic(I_THEATRE, 20)
    + """</button><button class="vb" id="full" title="Fullscreen">"""
    + _ic(I_FULL, 20)
    + """</button></div></div>
<div class="info"><span class="ava"></span><div class="who"><b>miravolt</b><span id="stitle">Night drive synthwave set &middot; requests open, chill chat</span><small>Music &middot; 84.1K followers</small></div>
<button class="abtn" id="follow">"""
    + _ic(I_HEART, 16)
    + """<span id="ftxt">Follow</span></button><button class="abtn" id="sub" disabled>Subscribe</button>
<button class="abtn gb" id="like">"""
    + _ic(I_HEART, 16)
    + """<span id="likes">4,812</span></button><button class="abtn gb" id="clip">"""
    + _ic(I_CLIP, 16)
    + """Clip</button><button class="abtn gb" id="share">"""
    + _ic(I_SHARE, 16)
    + """</button></div></div>
<aside class="chat"><h3>Stream chat</h3><div id="clog"></div><div class="cin"><input id="chatmsg" placeholder="Send a message"><button id="send">Chat</button></div></aside></div>
"""
)

PAGES = {
    "exchange": EXCHANGE,
    "departures": DEPARTURES,
    "lobby": LOBBY,
    "procmon": PROCMON,
    "auction": AUCTION,
    "livestream": STREAM,
}
# The first theme is the design's native look (a dark trading board, a dark airport board, a dark
# game lobby, a dark streaming site); the scenarios alternate through both.
THEMES = {
    "exchange": ("dark", "light"),
    "departures": ("dark", "light"),
    "lobby": ("dark", "light"),
    "procmon": ("light", "dark"),
    "auction": ("light", "dark"),
    "livestream": ("dark", "light"),
}


def holdout10_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- the motion every page starts (written for this part) ------------------------------------------
# Math.random everywhere: random values at random intervals (setTimeout chains) and random walks
# in requestAnimationFrame loops, so no two loads move alike and no half second predicts the next.
_R = "const R = Math.random, $ = id => document.getElementById(id);"
_FMT = "const fmt = v => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });"

# Every board cell changes at its own random times (200-600 ms apart) by a random step and
# flashes green or red for 300 ms; watchlist prices change every 300-1000 ms (their text flashes),
# the ticket's price and estimated cost follow NVDA; the header indices change at random; the
# 6 px market dot blinks at random; the intraday chart shifts a random number of random-walk
# points every 60-200 ms; two or three order-book bars change at random every 120-400 ms.
QUOTES = (
    "(() => { "
    + _R
    + _FMT
    + """
document.querySelectorAll('.cell').forEach(c => {
  const px = c.querySelector('.px'), ch = c.querySelector('.ch'), b = +c.dataset.b; let v = +c.dataset.p;
  const go = () => {
    const d = (R() - .5) * v * (.002 + R() * .006); v = Math.max(.5, v + d);
    px.textContent = fmt(v); const pc = (v / b - 1) * 100;
    ch.textContent = (pc >= 0 ? '+' : '') + pc.toFixed(2) + '%'; ch.className = 'ch ' + (pc >= 0 ? 'up' : 'dn');
    c.classList.remove('fu', 'fd'); c.classList.add(d >= 0 ? 'fu' : 'fd');
    clearTimeout(c.__f); c.__f = setTimeout(() => c.classList.remove('fu', 'fd'), 300);
    setTimeout(go, 200 + R() * 400);
  };
  setTimeout(go, R() * 600);
});
const qty = $('qty'), tk = $('tk-px'), est = $('est'), nv = $('nv-last');
document.querySelectorAll('.wr').forEach(r => {
  const px = r.querySelector('.wpx'), ch = r.querySelector('.wch'), b = +r.dataset.b; let v = +r.dataset.p;
  const go = () => {
    const d = (R() - .5) * v * (.002 + R() * .005); v = Math.max(.5, v + d);
    px.textContent = fmt(v); const pc = (v / b - 1) * 100;
    ch.textContent = (pc >= 0 ? '+' : '') + pc.toFixed(2) + '%'; ch.className = 'wch ' + (pc >= 0 ? 'up' : 'dn');
    px.classList.remove('fu', 'fd'); px.classList.add(d >= 0 ? 'fu' : 'fd');
    clearTimeout(px.__f); px.__f = setTimeout(() => px.classList.remove('fu', 'fd'), 300);
    if (r.dataset.s === 'NVDA') { tk.textContent = fmt(v); nv.textContent = fmt(v); est.textContent = '$' + fmt(v * (parseFloat(qty.value) || 0)); }
    setTimeout(go, 300 + R() * 700);
  };
  setTimeout(go, R() * 500);
});
document.querySelectorAll('.iv').forEach(e => { let v = +e.dataset.v; const go = () => { v += (R() - .5) * v * .0008; e.textContent = fmt(v); setTimeout(go, 400 + R() * 1000); }; go(); });
const md = $('mdot'); const blink = () => { md.style.opacity = md.style.opacity === '0.2' ? '1' : '0.2'; setTimeout(blink, 150 + R() * 750); }; blink();
let t = 15 * 3600 + 42 * 60 + 7; const ck = $('clock');
setInterval(() => { t++; ck.textContent = [t / 3600 | 0, (t / 60 | 0) % 60, t % 60].map(n => String(n).padStart(2, '0')).join(':'); }, 1000);
const cv = $('spark'), cx = cv.getContext('2d'), bx = cv.getBoundingClientRect(); cv.width = Math.round(bx.width); cv.height = Math.round(bx.height);
const W = cv.width, H = cv.height, cs = getComputedStyle(document.body), UP = cs.getPropertyValue('--up').trim(), RU = cs.getPropertyValue('--rule').trim();
const pts = []; let y = H / 2; const walk = () => { y = Math.max(12, Math.min(H - 12, y + (R() - .5) * 14)); return y; };
for (let i = 0; i < W / 3; i++) pts.push(walk());
const draw = () => { cx.clearRect(0, 0, W, H); cx.strokeStyle = RU; cx.lineWidth = 1;
  for (let g = 1; g < 4; g++) { cx.beginPath(); cx.moveTo(0, g * H / 4 + .5); cx.lineTo(W, g * H / 4 + .5); cx.stroke(); }
  cx.beginPath(); pts.forEach((p, i) => i ? cx.lineTo(i * 3, p) : cx.moveTo(0, p)); cx.strokeStyle = UP; cx.lineWidth = 1.6; cx.stroke();
  cx.lineTo((pts.length - 1) * 3, H); cx.lineTo(0, H); cx.closePath(); cx.globalAlpha = .16; cx.fillStyle = UP; cx.fill(); cx.globalAlpha = 1;
  cx.beginPath(); cx.arc((pts.length - 1) * 3, pts[pts.length - 1], 3.5, 0, 7); cx.fillStyle = UP; cx.fill(); };
const step = () => { const n = 1 + Math.floor(R() * 3); for (let i = 0; i < n; i++) { pts.push(walk()); pts.shift(); } draw(); setTimeout(step, 60 + R() * 140); }; step();
const bars = [...document.querySelectorAll('.book i')];
const bk = () => { for (let i = 0; i < 2 + Math.floor(R() * 2); i++) bars[Math.floor(R() * bars.length)].style.width = (8 + R() * 90).toFixed(0) + '%'; setTimeout(bk, 120 + R() * 280); }; bk();
})();"""
)

# Rows' status, gate and expected-time cells change at random (one every 150-700 ms) with a
# split-flap flip; the clock ticks on the second; the security bars and belt percentages change
# at random; the 6 px live dot blinks at random; the news crawl moves left at a speed that wanders.
BOARD = (
    "(() => { "
    + _R
    + """
let t = 14 * 3600 + 32 * 60 + 5; const ck = $('clock');
setInterval(() => { t++; ck.textContent = [t / 3600 | 0, (t / 60 | 0) % 60, t % 60].map(n => String(n).padStart(2, '0')).join(':'); }, 1000);
const ST = ['On time', 'Boarding', 'Gate open', 'Delayed 10 min', 'Delayed 25 min', 'Final call', 'Go to gate', 'Departed', 'Check-in open', 'Delayed 40 min', 'Gate closed'];
const cls = s => /Delayed/.test(s) ? 'dl' : /Final/.test(s) ? 'fc' : /Boarding|Gate open/.test(s) ? 'bd' : '';
const rows = [...document.querySelectorAll('#board tr.fr')];
const flip = (el, txt, c) => { el.textContent = txt; el.className = c; void el.offsetWidth; el.className = c + ' flip'; };
const go = () => {
  const r = rows[Math.floor(R() * rows.length)], k = R();
  if (k < .62) { const s = ST[Math.floor(R() * ST.length)]; flip(r.querySelector('.st'), s, 'st ' + cls(s)); }
  else if (k < .8) { flip(r.querySelector('.gt'), 'ABCDF'[Math.floor(R() * 5)] + ' ' + (1 + Math.floor(R() * 24)), 'gt'); }
  else { const [h, m] = r.querySelector('.tm').textContent.split(':').map(Number); const x = h * 60 + m + Math.floor(R() * 50);
    flip(r.querySelector('.ex'), String(x / 60 | 0).padStart(2, '0') + ':' + String(x % 60).padStart(2, '0'), 'ex'); }
  setTimeout(go, 150 + R() * 550);
};
setTimeout(go, 100);
document.querySelectorAll('.lane').forEach(l => { const b = l.querySelector('b'), i = l.querySelector('i'); let v = +b.dataset.v;
  const go = () => { v = Math.max(1, Math.min(32, v + Math.round((R() - .5) * 6))); b.textContent = v + ' min'; i.style.width = (v * 3) + '%'; i.style.background = v > 18 ? 'var(--bad)' : v > 10 ? 'var(--warn)' : 'var(--ok)'; setTimeout(go, 400 + R() * 1200); }; go(); });
document.querySelectorAll('.belt b').forEach(b => { let v = +b.dataset.v; const go = () => { v = Math.max(0, Math.min(100, v + Math.round((R() - .3) * 9))); if (v >= 100) v = 0; b.textContent = v + '%'; setTimeout(go, 300 + R() * 1300); }; go(); });
const ld = $('ldot'); const blink = () => { ld.style.opacity = ld.style.opacity === '0.15' ? '1' : '0.15'; setTimeout(blink, 120 + R() * 800); }; blink();
const cr = $('crawl'); let x = 80, v = 1.4;
const run = () => { v = Math.max(.5, Math.min(2.6, v + (R() - .5) * .35)); x -= v; if (x < -cr.offsetWidth) x = innerWidth; cr.style.transform = 'translateX(' + x.toFixed(1) + 'px)'; requestAnimationFrame(run); }; run();
})();"""
)

# Each player's ready ring jumps to a random scale and opacity at random times (150-1050 ms); the
# pings change at random; the countdown runs in tenths with its ring; a random chat line arrives
# every 250-1100 ms; the map preview's particles drift in a random walk every frame.
LOBBYJS = (
    "(() => { "
    + _R
    + """
document.querySelectorAll('.ring').forEach(r => { const go = () => { r.style.transform = 'scale(' + (1 + R() * .2).toFixed(3) + ')'; r.style.opacity = (.3 + R() * .7).toFixed(2); setTimeout(go, 150 + R() * 900); }; go(); });
document.querySelectorAll('.ping').forEach(p => { let v = +p.dataset.v; const go = () => { v = Math.max(8, Math.min(140, v + Math.round((R() - .5) * 16))); p.textContent = v + ' ms'; p.className = 'ping' + (v > 90 ? ' bad' : v > 50 ? ' mid' : ''); setTimeout(go, 300 + R() * 1200); }; go(); });
const rp = $('rping'); let rv = 23; const rg = () => { rv = Math.max(12, Math.min(60, rv + Math.round((R() - .5) * 8))); rp.textContent = rv + ' ms'; setTimeout(rg, 500 + R() * 1500); }; rg();
let cd = 427; const cdt = $('cd'), arc = $('cdarc');
setInterval(() => { cd = cd > 0 ? cd - 1 : 600; cdt.textContent = '00:' + String(cd / 10 | 0).padStart(2, '0') + '.' + (cd % 10); arc.style.strokeDashoffset = (326.7 * (1 - cd / 600)).toFixed(1); }, 100);
const who = [['nightjar', '#0ea5e9'], ['Koba', '#f97316'], ['luma.exe', '#22c55e'], ['Tarn', '#e11d48'], ['Peppercorn', '#eab308'], ['0xDrift', '#14b8a6'], ['saffi', '#ec4899']];
const said = ['anyone else lagging?', 'dunes again pls', 'ready when you are', 'who is on defuse', 'brb 1 min', 'lets gooo', 'harbor is so good for snipers', 'gl everyone', 'can we swap teams?', 'my ping is cursed today', 'ok ok ready', 'last game was wild', 'glacier >>', 'mic check', 'lol', 'wait for luma', 'new patch nerfed the smg', 'ggs last round'];
const log = $('chatlog');
const add = () => { const w = who[Math.floor(R() * who.length)]; const d = document.createElement('div'); d.className = 'cl';
  d.innerHTML = '<b style="color:' + w[1] + '">' + w[0] + '</b> ' + said[Math.floor(R() * said.length)]; log.appendChild(d); while (log.children.length > 60) log.firstChild.remove(); };
for (let i = 0; i < 34; i++) add();
const sys = document.createElement('div'); sys.className = 'cl sys'; sys.textContent = 'saffi joined the lobby'; log.appendChild(sys);
const chat = () => { add(); setTimeout(chat, 250 + R() * 850); }; setTimeout(chat, 200 + R() * 400);
window.__map = window.__map || 'harbor';
const PAL = { harbor: ['#0b3954', '#1f6f8b', '#e0f2fe'], dunes: ['#b45309', '#f59e0b', '#fff7ed'], glacier: ['#0c4a6e', '#7dd3fc', '#ffffff'] };
const cv = $('preview'), cx = cv.getContext('2d'), bx = cv.getBoundingClientRect(); cv.width = Math.round(bx.width); cv.height = Math.round(bx.height);
const W = cv.width, H = cv.height;
const ps = Array.from({ length: 70 }, () => ({ x: R() * W, y: R() * H, vx: (R() - .5), vy: R() * .8, r: 1 + R() * 2.5 }));
const frame = () => { const p = PAL[window.__map]; const g = cx.createLinearGradient(0, 0, 0, H); g.addColorStop(0, p[0]); g.addColorStop(1, p[1]); cx.fillStyle = g; cx.fillRect(0, 0, W, H);
  cx.fillStyle = 'rgba(0,0,0,.28)'; cx.beginPath(); cx.moveTo(0, H); for (let x = 0; x <= W; x += 20) cx.lineTo(x, H * .7 - Math.sin(x / 37) * 18 - Math.cos(x / 19) * 8); cx.lineTo(W, H); cx.fill();
  cx.fillStyle = p[2]; ps.forEach(o => { o.vx += (R() - .5) * .3; o.vx = Math.max(-1.5, Math.min(1.5, o.vx)); o.x += o.vx; o.y += o.vy + R() * .4;
    if (o.y > H) { o.y = -4; o.x = R() * W; } if (o.x < -4) o.x = W; if (o.x > W + 4) o.x = 0; cx.globalAlpha = .5 + R() * .5; cx.beginPath(); cx.arc(o.x, o.y, o.r, 0, 7); cx.fill(); });
  cx.globalAlpha = 1; requestAnimationFrame(frame); };
frame();
})();"""
)

# Every 300 ms each process's CPU% and memory take a random step (with random spikes), their
# meters follow and the rows are re-sorted by CPU; each per-core graph shifts in a random sample
# at its own random times (100-300 ms); the detail sparkline does the same; uptime ticks each
# second and the load averages change at random.
PROCS = (
    "(() => { "
    + _R
    + """
const tb = $('ptbody'), dc = $('dcpu');
const rows = [...tb.children].map(tr => ({ tr, n: tr.querySelector('.nm').textContent, base: +tr.dataset.c, cpu: +tr.dataset.c, mem: +tr.dataset.m, c: tr.querySelector('.cpu b'), cb: tr.querySelector('.cpu i'), m: tr.querySelector('.mem b'), mb: tr.querySelector('.mem i') }));
setInterval(() => {
  rows.forEach(o => { o.cpu = Math.max(0, Math.min(99, o.cpu + (o.base - o.cpu) * .3 + (R() - .5) * (o.base * .9 + 2) + (R() < .06 ? R() * 35 : 0))); o.mem = Math.max(5, o.mem * (1 + (R() - .5) * .05));
    o.c.textContent = o.cpu.toFixed(1); o.cb.style.width = o.cpu.toFixed(1) + '%'; o.m.textContent = Math.round(o.mem) + ' MB'; o.mb.style.width = Math.min(100, o.mem / 25).toFixed(0) + '%';
    if (o.n === 'postgres') dc.textContent = o.cpu.toFixed(1) + '%'; });
  rows.slice().sort((a, b) => b.cpu - a.cpu).forEach(o => tb.appendChild(o.tr));
}, 300);
const cs = getComputedStyle(document.body), CPU = cs.getPropertyValue('--cpu').trim();
const graph = (cv, n, lo, hi, label) => { const cx = cv.getContext('2d'), bx = cv.getBoundingClientRect(); cv.width = Math.round(bx.width); cv.height = Math.round(bx.height);
  const W = cv.width, H = cv.height, st = W / (n - 1); const a = []; let v = lo + R() * (hi - lo); const nx = () => { v = Math.max(2, Math.min(98, v + (R() - .5) * 30)); return v; };
  for (let i = 0; i < n; i++) a.push(nx());
  const draw = () => { cx.clearRect(0, 0, W, H); cx.beginPath(); cx.moveTo(0, H); a.forEach((p, i) => cx.lineTo(i * st, H - p / 100 * H)); cx.lineTo(W, H); cx.closePath();
    cx.globalAlpha = .22; cx.fillStyle = CPU; cx.fill(); cx.globalAlpha = 1; cx.beginPath(); a.forEach((p, i) => i ? cx.lineTo(i * st, H - p / 100 * H) : cx.moveTo(0, H - p / 100 * H)); cx.strokeStyle = CPU; cx.lineWidth = 1.4; cx.stroke();
    if (label) label.textContent = Math.round(a[n - 1]) + '%'; };
  const go = () => { a.shift(); a.push(nx()); draw(); setTimeout(go, 100 + R() * 200); }; go(); };
document.querySelectorAll('.core').forEach(c => graph(c.querySelector('canvas'), 30, 5, 80, c.querySelector('.cp')));
graph($('dspark'), 50, 10, 30, null);
let up = ((12 * 24 + 4) * 60 + 17) * 60 + 33; const ut = $('uptime');
setInterval(() => { up++; const d = up / 86400 | 0, h = (up / 3600 | 0) % 24, m = (up / 60 | 0) % 60, s = up % 60; ut.textContent = d + 'd ' + [h, m, s].map(n => String(n).padStart(2, '0')).join(':'); }, 1000);
const ld = $('load'); let l = [2.41, 2.18, 1.97]; const lg = () => { l = l.map((x, i) => Math.max(.2, x + (R() - .5) * (.3 / (i + 1)))); ld.textContent = l.map(x => x.toFixed(2)).join(' '); setTimeout(lg, 500 + R() * 1500); }; lg();
})();"""
)

# The carousel slides to the next photo every 1.8-2.4 s; a new bid arrives at random times
# (400-2200 ms apart, a random increment): the current bid and count change, the bid flashes and
# the entry slides in at the top of the history; the countdown runs in tenths; the watcher count
# changes at random and the 6 px LIVE dot blinks at random.
BIDS = (
    "(() => { "
    + _R
    + """
const tr = $('track'), dots = [...document.querySelectorAll('.dot')]; let k = 0;
const slide = () => { dots[k].classList.remove('on'); k = (k + 1) % dots.length; dots[k].classList.add('on'); tr.style.transform = 'translateX(' + (-100 * k) + '%)'; setTimeout(slide, 1800 + R() * 600); };
setTimeout(slide, 500 + R() * 1300);
let cur = 4250, n = 37; const names = ['leica_fan', 'm.berger', 'shutterbug', 'k.ito', 'vintage_ro', 'oskar88', 'lensjunkie', 'h.delacroix', 'camerafox', 'anna_s', 'rangefinder_r'];
const feed = $('feed'), ce = $('cur'), nb = $('nb'), eur = v => '\u20ac' + v.toLocaleString('en-US');
const bid = () => { cur += [25, 50, 50, 75, 100, 150][Math.floor(R() * 6)]; n++; ce.textContent = eur(cur); nb.textContent = n + ' bids';
  const li = document.createElement('li'); li.className = 'new'; li.innerHTML = '<b>' + names[Math.floor(R() * names.length)] + '</b><span>' + eur(cur) + '</span><small>just now</small>';
  feed.prepend(li); requestAnimationFrame(() => requestAnimationFrame(() => li.classList.remove('new')));
  [...feed.children].slice(1).forEach(x => { const s = x.querySelector('small'); if (s.textContent === 'just now') s.textContent = '2 s'; });
  while (feed.children.length > 8) feed.lastChild.remove();
  ce.classList.add('bump'); clearTimeout(ce.__b); ce.__b = setTimeout(() => ce.classList.remove('bump'), 400);
  setTimeout(bid, 400 + R() * 1800); };
setTimeout(bid, 200 + R() * 900);
let cd = 1346; const ct = $('cd');
setInterval(() => { cd = cd > 0 ? cd - 1 : 1800; ct.textContent = String(cd / 600 | 0).padStart(2, '0') + ':' + String((cd / 10 | 0) % 60).padStart(2, '0') + '.' + (cd % 10); }, 100);
const wt = $('watchers'); let w = 2314; const wg = () => { w = Math.max(2000, w + Math.round((R() - .45) * 14)); wt.textContent = w.toLocaleString('en-US') + ' watching'; setTimeout(wg, 300 + R() * 1200); }; wg();
const ld = $('ldot'); const blink = () => { ld.style.opacity = ld.style.opacity === '0.2' ? '1' : '0.2'; setTimeout(blink, 150 + R() * 700); }; blink();
})();"""
)

# The canvas "video" redraws every frame: a background whose hue wanders, seven glowing shapes in
# a random walk, a bobbing presenter and equaliser bars taking random steps (frozen while
# ``window.__paused``); hearts rise from just above the Like button at random times (120-820 ms)
# with a random drift; a chat line arrives every 100-450 ms; the viewer count changes at random;
# the uptime ticks on the second and the 6 px LIVE dot blinks at random.
LIVE = (
    "(() => { "
    + _R
    + """
const cv = $('video'), cx = cv.getContext('2d'), bx = cv.getBoundingClientRect(); cv.width = Math.round(bx.width); cv.height = Math.round(bx.height);
const W = cv.width, H = cv.height;
const blobs = Array.from({ length: 7 }, () => ({ x: R() * W, y: R() * H * .8, vx: (R() - .5) * 4, vy: (R() - .5) * 4, r: 30 + R() * 90, h: Math.floor(R() * 360) }));
const eq = Array.from({ length: 40 }, () => R());
let hue = 255, bob = 0;
const frame = () => {
  if (!window.__paused) {
    hue += (R() - .5) * 3; bob = Math.max(-14, Math.min(14, bob + (R() - .5) * 3));
    const g = cx.createLinearGradient(0, 0, W, H); g.addColorStop(0, 'hsl(' + hue.toFixed(0) + ',60%,12%)'); g.addColorStop(1, 'hsl(' + (hue + 50).toFixed(0) + ',70%,26%)'); cx.fillStyle = g; cx.fillRect(0, 0, W, H);
    cx.globalCompositeOperation = 'lighter';
    blobs.forEach(b => { b.vx = Math.max(-5, Math.min(5, b.vx + (R() - .5) * .8)); b.vy = Math.max(-5, Math.min(5, b.vy + (R() - .5) * .8)); b.x += b.vx; b.y += b.vy;
      if (b.x < 0 || b.x > W) b.vx *= -1; if (b.y < 0 || b.y > H * .85) b.vy *= -1; b.h = (b.h + R() * 2) % 360;
      const rg = cx.createRadialGradient(b.x, b.y, 0, b.x, b.y, b.r); rg.addColorStop(0, 'hsla(' + b.h.toFixed(0) + ',90%,60%,.75)'); rg.addColorStop(1, 'hsla(' + b.h.toFixed(0) + ',90%,50%,0)');
      cx.fillStyle = rg; cx.beginPath(); cx.arc(b.x, b.y, b.r, 0, 7); cx.fill(); });
    cx.globalCompositeOperation = 'source-over';
    const px = W * .3, py = H * .55 + bob; cx.fillStyle = '#0a0716'; cx.beginPath(); cx.arc(px, py - 70, 42, 0, 7); cx.fill();
    cx.beginPath(); cx.ellipse(px, py + 60, 95, 80, 0, Math.PI, 0); cx.lineTo(px + 95, H); cx.lineTo(px - 95, H); cx.closePath(); cx.fill();
    const bw = W * .45 / eq.length; eq.forEach((v, i) => { eq[i] = Math.max(.05, Math.min(1, v + (R() - .5) * .35)); cx.fillStyle = 'hsla(' + (hue + 120 + i * 3).toFixed(0) + ',90%,65%,.85)'; cx.fillRect(W * .5 + i * bw, H - 50 - eq[i] * H * .3, bw - 2, eq[i] * H * .3); });
  }
  requestAnimationFrame(frame);
};
frame();
const hl = $('hearts'), HC = ['#ff4f8b', '#a970ff', '#ffb020', '#ff6b6b', '#4fd1c5'], HS = document.querySelector('#like svg').outerHTML;
const spawn = () => { const h = document.createElement('i'); h.className = 'fh'; h.innerHTML = HS.replace('width="16" height="16"', 'width="26" height="26"'); h.style.color = HC[Math.floor(R() * HC.length)]; hl.appendChild(h);
  const o = { x: 30 + R() * 34, y: 0, vx: (R() - .5) * .8, vy: 1 + R() * 1.6, s: .6 + R() * .7, a: 1 };
  const mv = () => { o.vx = Math.max(-1.5, Math.min(1.5, o.vx + (R() - .5) * .3)); o.x += o.vx; o.y += o.vy; o.a -= .006 + R() * .006;
    h.style.transform = 'translate(' + o.x.toFixed(1) + 'px,' + (-o.y).toFixed(1) + 'px) scale(' + o.s.toFixed(2) + ')'; h.style.opacity = Math.max(0, o.a).toFixed(2);
    if (o.a > 0) requestAnimationFrame(mv); else h.remove(); };
  mv(); setTimeout(spawn, 120 + R() * 700); };
spawn();
const who = [['neonwave', '#ff4f8b'], ['kaito_b', '#4fd1c5'], ['lumen', '#ffb020'], ['drift_king', '#60a5fa'], ['petra.v', '#a970ff'], ['bassbin', '#34d399'], ['moth', '#f87171'], ['ziggy22', '#facc15'], ['orla', '#fb923c']];
const said = ['this track slaps', 'PogChamp', 'hi from Lisbon!', 'can you play the one from yesterday', 'vibes', 'LUL', '<3 <3 <3', 'first time here, love it', 'what synth is that?', 'chat is fast today', 'turn it up', 'ok this drop', 'hype', 'greetings from Osaka', 'night drive mood', 'GG', 'this bassline tho', 'clip that'];
const log = $('clog');
const add = () => { const w = who[Math.floor(R() * who.length)]; const d = document.createElement('div'); d.className = 'cm';
  d.innerHTML = '<b style="color:' + w[1] + '">' + w[0] + '</b>: ' + said[Math.floor(R() * said.length)]; log.appendChild(d); while (log.children.length > 60) log.firstChild.remove(); };
for (let i = 0; i < 30; i++) add();
const chat = () => { add(); setTimeout(chat, 100 + R() * 350); }; chat();
const vw = $('viewers'); let v = 12408; const vg = () => { v = Math.max(11000, v + Math.round((R() - .45) * 40)); vw.textContent = v.toLocaleString('en-US'); setTimeout(vg, 300 + R() * 900); }; vg();
let up = 5025; const ut = $('uptime'); setInterval(() => { up++; ut.textContent = (up / 3600 | 0) + ':' + String((up / 60 | 0) % 60).padStart(2, '0') + ':' + String(up % 60).padStart(2, '0'); }, 1000);
const ld = $('ldot'); const blink = () => { ld.style.opacity = ld.style.opacity === '0.2' ? '1' : '0.2'; setTimeout(blink, 150 + R() * 650); }; blink();
})();"""
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of holdout9_pages.HOLDOUT9_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario). Every
# scenario starts its page's motion, so every case stores an idle pair.
_EX = {"volatile": "quotes"}
_DP = {"volatile": "board"}
_LB = {"volatile": "lobby"}
_PM = {"volatile": "procs"}
_AU = {"volatile": "bids"}
_ST = {"volatile": "stream"}
# A flash: something shows 30 ms after the action and is gone 450 ms later, well before the post
# frame; the polled frames catch it.
FLASHY = {"samples": True, "transient": True, "wait_ms": 1000}


def _on(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.add('{cls}');"


def _off(ident: str, cls: str = "on") -> str:
    return _el(ident) + f".classList.remove('{cls}');"


def _show(ident: str, how: str = "block") -> str:
    return _el(ident) + f".style.display='{how}'"


def _hide(ident: str) -> str:
    return _el(ident) + ".style.display='none'"


_EX_STAGE = _key(
    "#qty",
    "Enter",
    "const d = document.createElement('div'); d.className = 'ord new'; d.innerHTML = '<span class=\"b\">BUY</span>' + "
    + _el("qty")
    + ".value + ' NVDA MKT<span>Queued</span>'; "
    + _el("orders")
    + ".prepend(d); "
    + _el("ordh")
    + ".textContent = 'Staged orders (2)';",
)
_DP_FILTER = _click(
    "#ch-delayed",
    "document.querySelectorAll('.chip').forEach(c => c.classList.remove('on')); "
    + _on("ch-delayed")
    + " document.querySelectorAll('#board tr.fr').forEach(r => r.classList.toggle('hide', !/Delayed/.test(r.querySelector('.st').textContent)));",
)
_DP_ALL = _click(
    "#ch-all",
    "document.querySelectorAll('.chip').forEach(c => c.classList.remove('on')); "
    + _on("ch-all")
    + " document.querySelectorAll('#board tr.fr').forEach(r => r.classList.remove('hide'));",
)
_DP_FIND = _key(
    "#fsearch",
    "Enter",
    "const q = "
    + _el("fsearch")
    + ".value.trim().toLowerCase(); let n = 0; document.querySelectorAll('#board tr.fr').forEach(r => { const hit = r.querySelector('.fno').textContent.toLowerCase() === q; r.classList.toggle('hit', hit); n += hit; }); "
    + _el("match")
    + ".textContent = n + (n === 1 ? ' match' : ' matches');",
)
_LB_KICK = _click(
    "#kick-3",
    "const c = "
    + _el("pc-3")
    + "; c.className = 'pc open'; c.innerHTML = 'Open slot'; "
    + _el("pcount")
    + ".textContent = '7/8';",
)
_LB_MAP = _click(
    "#map-2",
    "document.querySelectorAll('.mc').forEach(m => m.classList.remove('on')); "
    + _on("map-2")
    + " window.__map = 'dunes'; "
    + _el("mapname")
    + ".textContent = 'Dunes';",
)
_LB_SAY = _key(
    "#chat-in",
    "Enter",
    "const i = "
    + _el("chat-in")
    + "; const d = document.createElement('div'); d.className = 'cl me'; d.innerHTML = '<b>Vex</b> ' + i.value; "
    + _el("chatlog")
    + ".appendChild(d); i.value = '';",
)
_PM_PAUSE = _click(
    "#pause",
    _el("pstat")
    + ".textContent = 'Suspended'; "
    + _on("pstat", "sus")
    + " "
    + _el("pause")
    + ".textContent = 'Resume';",
)
_PM_PERF = _click(
    "#tab-perf",
    "document.querySelectorAll('.tab').forEach(t => t.classList.remove('on')); "
    + _on("tab-perf")
    + " "
    + _on("p-proc", "off")
    + " "
    + _on("p-perf"),
)
_AU_QTY = _click(
    "#qplus",
    "const q = "
    + _el("qn")
    + "; const n = +q.textContent + 1; q.textContent = n; "
    + _el("addtot")
    + ".textContent = '\\u20ac' + (39 * n); "
    + _el("qminus")
    + ".disabled = false;",
)
_AU_WATCH = _click("#watch", _on("watch") + " " + _el("wtxt") + ".textContent = 'Watching';")
_AU_QUICK = _click(
    "#qb-100",
    "const c = +"
    + _el("cur")
    + ".textContent.replace(/[^0-9]/g, ''); "
    + _el("mybid")
    + ".value = '\\u20ac' + (c + 100).toLocaleString('en-US'); "
    + _on("qb-100"),
)
_AU_PLACE = _click("#placebid", _show("placed"))
_ST_FOLLOW = _click("#follow", _on("follow") + " " + _el("ftxt") + ".textContent = 'Following';")
_ST_LIKE = _click("#like", _on("like") + " " + _el("likes") + ".textContent = '4,813';")
_ST_PAUSE = _key(
    "#player",
    " ",
    "window.__paused = true; " + _on("pauseov") + " " + _el("vplay") + ".title = 'Play';",
)
_ST_SEND = _click(
    "#send",
    "const i = "
    + _el("chatmsg")
    + "; const v = i.value.trim(); if (!v) return; const d = document.createElement('div'); d.className = 'cm'; d.innerHTML = '<b>you</b>: ' + v; "
    + _el("clog")
    + ".appendChild(d); i.value = '';",
)


HOLDOUT10_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- exchange -------------------------------------------------------------------------------
    (
        "h10_ex_star_watch",
        "effect",
        "exchange",
        "#wst-3",
        "Add Tesla to my favourites",
        QUOTES + _click("#wst-3", _on("wst-3")),
        dict(
            _EX,
            note="a 16 px grey outline star in the watchlist fills amber (it is amber on a tinted disc on hover already); the board's price cells flash 100-300 px away and the watchlist prices beside it change",
        ),
    ),
    (
        "h10_ex_side_sell",
        "effect",
        "exchange",
        "#side-sell",
        "Switch the order ticket to sell",
        QUOTES
        + _click(
            "#side-sell",
            _off("side-buy")
            + " "
            + _on("side-sell")
            + " "
            + _on("ticket", "sell")
            + " "
            + _el("place")
            + ".textContent = 'Sell NVDA';",
        ),
        dict(
            _EX,
            note="the green Buy segment goes plain and Sell fills red; the (still disabled, faded) order button turns red and reads 'Sell NVDA'",
        ),
    ),
    (
        "h10_ex_limit",
        "effect",
        "exchange",
        "#ot-lim",
        "Make it a limit order",
        QUOTES
        + _click("#ot-lim", _off("ot-mkt") + " " + _on("ot-lim") + " " + _on("lrow", "open")),
        dict(
            _EX,
            note="the amber selection moves from Market to Limit and a 'Limit price 140.50' row appears, pushing the rest of the ticket down by one row",
        ),
    ),
    (
        "h10_ex_qty_enter",
        "effect",
        "exchange",
        "#qty",
        "press Enter to stage the order",
        QUOTES + _EX_STAGE,
        dict(
            _EX,
            key="Enter",
            note="Return in the quantity field stages the order: a 'BUY 50 NVDA MKT Queued' row appears at the top of the staged orders and the header reads (2); the estimated cost above keeps following the price",
        ),
    ),
    (
        "h10_ex_place_disabled",
        "no_effect",
        "exchange",
        "#place",
        "Place the order",
        QUOTES,
        dict(
            _EX,
            note="the Buy NVDA button is disabled until the risk disclosure is ticked; the estimated cost just above it changes with the price anyway",
        ),
    ),
    (
        "h10_ex_scrim_star",
        "no_effect",
        "exchange",
        "#wst-2",
        "Add Apple to my favourites",
        QUOTES + _show("scrim") + "; " + _click("#wst-2", _on("wst-2")),
        dict(
            _EX,
            note="a fully transparent backdrop left by a closed menu covers the page and takes the click (and the hover); the star stays empty while prices keep flashing",
        ),
    ),
    (
        "h10_ex_refresh_flash",
        "no_effect",
        "exchange",
        "#refresh",
        "Refresh the quotes",
        QUOTES + _click("#refresh", _flash(_show("sync"), _hide("sync"))),
        dict(
            _EX,
            **FLASHY,
            note="a 'Syncing quotes' pill shows for 450 ms under the header and is gone before the post frame; nothing else changes but the live quotes",
        ),
    ),
    (
        "h10_ex_search_escape",
        "no_effect",
        "exchange",
        "#sym-search",
        "press Escape to close the symbol search",
        QUOTES,
        dict(
            _EX,
            key="Escape",
            note="Escape in the empty symbol search: no suggestions are open and nothing listens (its caret blinks)",
        ),
    ),
    # -- departures -----------------------------------------------------------------------------
    (
        "h10_dp_chip_delayed",
        "effect",
        "departures",
        "#ch-delayed",
        "Show only delayed flights",
        BOARD + _DP_FILTER,
        dict(
            _DP,
            note="the blue fill moves from All to Delayed and the board keeps only the rows whose status reads Delayed at the click; the rows left keep flipping",
        ),
    ),
    (
        "h10_dp_track_bell",
        "effect",
        "departures",
        "#bell-4",
        "Track the Amsterdam flight",
        BOARD + _click("#bell-4", _on("bell-4")),
        dict(
            _DP,
            note="a 16 px outline bell at the end of the KL 1148 row fills yellow (on hover it is already on a shaded disc); status and gate cells in the rows around it flip at random",
        ),
    ),
    (
        "h10_dp_search_enter",
        "effect",
        "departures",
        "#fsearch",
        "press Enter to find flight LH 867",
        BOARD + _DP_FIND,
        dict(
            _DP,
            key="Enter",
            note="Return in the search field highlights the Frankfurt LH 867 row with a blue tint and border and '1 match' appears beside the field",
        ),
    ),
    (
        "h10_dp_expand_row",
        "effect",
        "departures",
        "#exp-6",
        "Show the details of the Stockholm flight",
        BOARD + _click("#exp-6", _on("exp-6", "open") + " " + _on("det-6", "open")),
        dict(
            _DP,
            note="a details row (check-in desks, terminal, aircraft) opens under the SK 491 row, the chevron flips and the six rows below move down",
        ),
    ),
    (
        "h10_dp_all_again",
        "no_effect",
        "departures",
        "#ch-all",
        "Show all flights",
        BOARD + _DP_ALL,
        dict(
            _DP,
            note="All is already the active chip and no row is hidden; the handler re-applies the same chip and shows the same rows",
        ),
    ),
    (
        "h10_dp_print_dead",
        "no_effect",
        "departures",
        "#print",
        "Print the departures board",
        BOARD,
        dict(_DP, note="the print button shades on hover; it has no handler"),
    ),
    (
        "h10_dp_header_blank",
        "no_effect",
        "departures",
        "#hblank",
        "Open the arrivals board",
        BOARD,
        dict(
            _DP,
            note="the click lands on empty header space between the airport name and the live dot; nothing there",
        ),
    ),
    (
        "h10_dp_search_escape",
        "no_effect",
        "departures",
        "#fsearch",
        "press Escape to clear the search",
        BOARD,
        dict(
            _DP,
            key="Escape",
            note="Escape in the search field: nothing listens and the text stays (its caret blinks)",
        ),
    ),
    # -- lobby ----------------------------------------------------------------------------------
    (
        "h10_lb_kick",
        "effect",
        "lobby",
        "#kick-3",
        "Kick Koba from the lobby",
        LOBBYJS + _LB_KICK,
        dict(
            _LB,
            note="Koba's card becomes a dashed 'Open slot' (avatar, ring, name and ping gone) and the count reads 7/8; the x is red on hover; the other cards' rings pulse at random",
        ),
    ),
    (
        "h10_lb_map_dunes",
        "effect",
        "lobby",
        "#map-2",
        "Vote for the Dunes map",
        LOBBYJS + _LB_MAP,
        dict(
            _LB,
            note="the violet selection ring moves from Harbor to Dunes, the label reads Dunes and the moving preview canvas turns from blue to sand colours",
        ),
    ),
    (
        "h10_lb_ready",
        "effect",
        "lobby",
        "#ready",
        "Mark myself as ready",
        LOBBYJS
        + _click(
            "#ready",
            _on("ready")
            + " "
            + _el("ready")
            + ".textContent = 'Ready \\u2713'; document.querySelector('.ring.me').classList.add('go');",
        ),
        dict(
            _LB,
            note="the outline 'Ready up' button fills green and reads 'Ready ✓', and the ring around the own avatar turns green; the countdown above keeps running",
        ),
    ),
    (
        "h10_lb_chat_enter",
        "effect",
        "lobby",
        "#chat-in",
        "press Enter to send gl hf to the lobby",
        LOBBYJS + _LB_SAY,
        dict(
            _LB,
            key="Enter",
            note="Return in the chat field posts 'Vex gl hf' at the bottom of the chat (random lines keep arriving under it) and empties the field",
        ),
    ),
    (
        "h10_lb_invite_disabled",
        "no_effect",
        "lobby",
        "#invite",
        "Invite a friend to the lobby",
        LOBBYJS,
        dict(_LB, note="Invite friends is disabled: the lobby is full (8/8)"),
    ),
    (
        "h10_lb_preview_click",
        "no_effect",
        "lobby",
        "#preview",
        "Open the map preview",
        LOBBYJS,
        dict(
            _LB,
            note="the click lands on the map preview canvas (particles drifting); it has no handler",
        ),
    ),
    (
        "h10_lb_copy_flash",
        "no_effect",
        "lobby",
        "#copy",
        "Copy the lobby code",
        LOBBYJS + _click("#copy", _flash(_show("ctoast"), _hide("ctoast"))),
        dict(
            _LB,
            **FLASHY,
            note="a 'Lobby code copied' toast shows for 450 ms under the header and is gone before the post frame",
        ),
    ),
    (
        "h10_lb_gear_space",
        "no_effect",
        "lobby",
        "#gear",
        "press Space to open the lobby settings",
        LOBBYJS,
        dict(
            _LB,
            key="Space",
            note="Space on the focused settings button clicks it, but the button has no handler (no settings panel exists)",
        ),
    ),
    # -- procmon --------------------------------------------------------------------------------
    (
        "h10_pm_pause",
        "effect",
        "procmon",
        "#pause",
        "Pause the postgres process",
        PROCS + _PM_PAUSE,
        dict(
            _PM,
            note="the green 'Running' pill turns amber and reads 'Suspended' and the button reads 'Resume'; the sparkline above keeps scrolling",
        ),
    ),
    (
        "h10_pm_tab_perf",
        "effect",
        "procmon",
        "#tab-perf",
        "Open the performance tab",
        PROCS + _PM_PERF,
        dict(
            _PM,
            note="the blue underline moves to Performance and the process table and detail pane are replaced by three summary cards; the core graphs above keep scrolling",
        ),
    ),
    (
        "h10_pm_kthreads",
        "effect",
        "procmon",
        "#kthreads",
        "Show kernel threads",
        PROCS + _click("#kthreads", _on("kthreads")),
        dict(
            _PM,
            note="the 34 px grey switch slides on and turns blue (a ring on hover); the table under it re-sorts every 300 ms",
        ),
    ),
    (
        "h10_pm_filter_tab",
        "effect",
        "procmon",
        "#pfilter",
        "press Tab to move to the kernel threads switch",
        PROCS,
        dict(
            _PM,
            key="Tab",
            note="Tab moves the focus from the filter field (its blue border and glow go) to the switch beside it, which gets a blue focus outline",
        ),
    ),
    (
        "h10_pm_force_disabled",
        "no_effect",
        "procmon",
        "#force",
        "Force quit postgres",
        PROCS,
        dict(_PM, note="Force quit is disabled (needs administrator rights)"),
    ),
    (
        "h10_pm_pid_header",
        "no_effect",
        "procmon",
        "#h-pid",
        "Sort the processes by PID",
        PROCS,
        dict(
            _PM,
            note="the PID column header shades on hover but has no handler; the rows keep re-sorting by CPU as before",
        ),
    ),
    (
        "h10_pm_refresh_flash",
        "no_effect",
        "procmon",
        "#prefresh",
        "Refresh the process list",
        PROCS + _click("#prefresh", _flash(_show("rtoast"), _hide("rtoast"))),
        dict(
            _PM,
            **FLASHY,
            note="a 'Refreshing process list' pill shows for 450 ms at the top right and is gone before the post frame",
        ),
    ),
    (
        "h10_pm_filter_escape",
        "no_effect",
        "procmon",
        "#pfilter",
        "press Escape to clear the filter",
        PROCS,
        dict(
            _PM,
            key="Escape",
            note="Escape in the empty filter field: nothing listens, the focus stays (its caret blinks)",
        ),
    ),
    # -- auction --------------------------------------------------------------------------------
    (
        "h10_au_qty_plus",
        "effect",
        "auction",
        "#qplus",
        "Add a second neck strap",
        BIDS + _AU_QTY,
        dict(
            _AU,
            note="the strap quantity goes 1 -> 2, the add-on total reads €78 and the minus button darkens (enabled); the bid history grows below it",
        ),
    ),
    (
        "h10_au_watch",
        "effect",
        "auction",
        "#watch",
        "Watch this lot",
        BIDS + _AU_WATCH,
        dict(
            _AU,
            note="the eye fills gold and the label reads 'Watching' (gold border and text already on hover)",
        ),
    ),
    (
        "h10_au_quick_bid",
        "effect",
        "auction",
        "#qb-100",
        "Raise my bid by 100 euros",
        BIDS + _AU_QUICK,
        dict(
            _AU,
            note="the +€100 chip fills teal and the max-bid field below it is set to the current bid plus 100; the current bid above keeps rising at random",
        ),
    ),
    (
        "h10_au_shipping",
        "effect",
        "auction",
        "#ship",
        "Show the shipping and returns details",
        BIDS + _click("#ship", _on("ship", "open") + " " + _on("shipp", "open")),
        dict(
            _AU,
            note="the accordion under the sliding carousel opens with three lines of shipping terms and its chevron flips",
        ),
    ),
    (
        "h10_au_qminus_disabled",
        "no_effect",
        "auction",
        "#qminus",
        "Remove the neck strap",
        BIDS,
        dict(_AU, note="the minus of the quantity stepper is disabled at 1"),
    ),
    (
        "h10_au_scrim_place",
        "no_effect",
        "auction",
        "#placebid",
        "Place my bid",
        BIDS + _show("scrim") + "; " + _AU_PLACE,
        dict(
            _AU,
            note="a fully transparent backdrop left by a closed terms popover covers the page and takes the click (and the hover); no 'bid placed' line appears",
        ),
    ),
    (
        "h10_au_remind_flash",
        "no_effect",
        "auction",
        "#remind",
        "Remind me before the auction ends",
        BIDS + _click("#remind", _flash(_show("rtoast"), _hide("rtoast"))),
        dict(
            _AU,
            **FLASHY,
            note="a 'Checking notification permission' pill shows for 450 ms under the header and is gone before the post frame",
        ),
    ),
    (
        "h10_au_bid_enter",
        "no_effect",
        "auction",
        "#mybid",
        "press Enter to submit my bid",
        BIDS,
        dict(
            _AU,
            key="Enter",
            note="Return in the max-bid field: no form, nothing listens (its caret blinks)",
        ),
    ),
    # -- stream ---------------------------------------------------------------------------------
    (
        "h10_ls_follow",
        "effect",
        "livestream",
        "#follow",
        "Follow this streamer",
        LIVE + _ST_FOLLOW,
        dict(
            _ST,
            note="the violet Follow button turns grey with a red filled heart and reads 'Following'",
        ),
    ),
    (
        "h10_ls_settings",
        "effect",
        "livestream",
        "#vgear",
        "Open the video quality settings",
        LIVE + _click("#vgear", _on("qmenu", "open")),
        dict(
            _ST,
            note="a dark quality menu (Auto, 1080p60 ... 160p) opens over the moving video above the gear (the gear turns on hover)",
        ),
    ),
    (
        "h10_ls_like",
        "effect",
        "livestream",
        "#like",
        "Like the stream",
        LIVE + _ST_LIKE,
        dict(
            _ST,
            note="the 16 px heart in the Like button fills pink and the count goes 4,812 -> 4,813 (one digit); hearts keep rising at random 40-300 px above it",
        ),
    ),
    (
        "h10_ls_space_pause",
        "effect",
        "livestream",
        "#player",
        "press Space to pause the stream",
        LIVE + _ST_PAUSE,
        dict(
            _ST,
            key="Space",
            note="Space on the focused player freezes the canvas video and shows a round play icon in its middle; the hearts, chat, viewer count and uptime keep moving",
        ),
    ),
    (
        "h10_ls_sub_disabled",
        "no_effect",
        "livestream",
        "#sub",
        "Subscribe to the channel",
        LIVE,
        dict(_ST, note="Subscribe is disabled (faded); hearts rise just above it"),
    ),
    (
        "h10_ls_send_empty",
        "no_effect",
        "livestream",
        "#send",
        "Send my chat message",
        LIVE + _ST_SEND,
        dict(
            _ST,
            note="the chat field is empty, so the Chat button's handler returns without posting; the chat above scrolls on its own",
        ),
    ),
    (
        "h10_ls_title_text",
        "no_effect",
        "livestream",
        "#stitle",
        "Open the stream's description",
        LIVE,
        dict(_ST, note="the click lands on the stream title, plain text with no handler"),
    ),
    (
        "h10_ls_clip_flash",
        "no_effect",
        "livestream",
        "#clip",
        "Clip the last 30 seconds",
        LIVE + _click("#clip", _flash(_show("cltoast"), _hide("cltoast"))),
        dict(
            _ST,
            **FLASHY,
            note="a 'Creating clip' pill shows for 450 ms at the top of the video and is gone before the post frame (the clip is not made)",
        ),
    ),
]
