# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT part: six designs written for it and frozen unseen.

Written and rendered (``labels.json``, part ``holdout``) before the cache rule was changed
for issue #10's accuracy target, and not scored until that work was done. They are page
kinds the cache set had not used (a room-booking calendar, a dark chat app, a spreadsheet,
a checkout with radio cards, a dark developer console, a news portal), each with its own
fonts, sizes, button shapes and — the point of this part — its own way of drawing a
disabled control, the way real sites write it:

* ``calendar``: grey background, light grey text, a grey border, ``cursor: not-allowed``;
* ``chat`` (dark): the whole control at 50 % opacity;
* ``grid``: lighter text and border only, the background barely changes;
* ``paycards``: a solid mid-grey block with near-white text;
* ``console`` (dark): dim text on a dark fill, the green accent gone;
* ``news``: the brand red washed out to a pale tint; ghost buttons and links turn light grey.

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. Served from ``https://vigil.test/h/<doc>``.
"""

from __future__ import annotations

CALENDAR_CSS = """
body { margin:0; font:14px/1.45 "DejaVu Sans", sans-serif; color:#1d2b36; background:#f6f8f9; }
header { display:flex; align-items:center; gap:14px; height:60px; padding:0 28px; background:#fff; border-bottom:1px solid #dde3e7; }
header h1 { font-size:19px; margin:0 18px 0 0; color:#0b7a75; }
.pill { padding:7px 18px; border-radius:999px; border:1.5px solid #0b7a75; background:#fff; color:#0b7a75; font:600 13px "DejaVu Sans", sans-serif; cursor:pointer; }
.pill:hover { background:#e6f4f3; }
.pill.solid { background:#0b7a75; color:#fff; }
.pill.solid:hover { background:#096661; }
header input { margin-left:auto; width:170px; padding:7px 10px; border:1px solid #b9c4cb; border-radius:6px; font:13px "DejaVu Sans", sans-serif; }
input:focus { border-color:#0b7a75; box-shadow:0 0 0 3px rgba(11,122,117,.18); }
.wrap { display:flex; gap:24px; padding:24px 28px; }
.week { flex:1; display:grid; grid-template-columns:70px repeat(5, 1fr); gap:6px; }
.week .d { font-weight:600; text-align:center; padding:6px 0; color:#52616b; }
.week .t { color:#7a8891; font-size:12px; padding-top:10px; }
.slot { height:42px; border-radius:8px; border:1px solid #cfe3e1; background:#fff; color:#0b7a75; font:12px "DejaVu Sans", sans-serif; cursor:pointer; }
.slot:hover { border-color:#0b7a75; }
.slot.taken { background:#fbe9e7; border-color:#f3c7c0; color:#a4412f; }
aside { width:300px; background:#fff; border:1px solid #dde3e7; border-radius:12px; padding:20px; }
aside h2 { font-size:16px; margin:0 0 12px; }
aside label { display:block; font-size:12px; color:#52616b; margin:10px 0 4px; }
aside input { width:100%; box-sizing:border-box; padding:9px 10px; border:1px solid #b9c4cb; border-radius:6px; font:14px "DejaVu Sans", sans-serif; }
aside .pill.solid { width:100%; margin-top:18px; padding:11px; font-size:14px; }
aside a { display:inline-block; margin-top:14px; color:#0b7a75; font-size:13px; }
button:disabled, .is-disabled { background:#e9ecef !important; color:#adb5bd !important; border-color:#dee2e6 !important; cursor:not-allowed; }
input:disabled { background:#f1f3f5; color:#adb5bd; border-color:#dee2e6; }
a.is-disabled { background:transparent !important; pointer-events:none; }
"""


def _calendar(alt: bool) -> str:
    room, days = ("Harbour room (8 seats)", ["Mon 9", "Tue 10", "Wed 11", "Thu 12", "Fri 13"]) if not alt else (
        "Atrium (20 seats)", ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20"])
    taken = {(0, 1), (2, 0), (3, 3), (4, 2)} if not alt else {(1, 1), (1, 2), (4, 0)}
    rows = []
    for r, hour in enumerate(["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"]):
        cells = "".join(
            '<button class="slot taken">Booked</button>' if (c, r) in taken else f'<button class="slot">{hour} free</button>'
            for c in range(5)
        )
        rows.append(f'<div class="t">{hour}</div>{cells}')
    head = "".join(f'<div class="d">{d}</div>' for d in days)
    who = "Priya Raman" if not alt else "Jonas Weber"
    return f"""<style>{CALENDAR_CSS}</style>
<header><h1>Roomly</h1><button class="pill">&lsaquo; Previous week</button><button class="pill">Next week &rsaquo;</button>
<input type="text" value="{'2026-03-09' if not alt else '2026-03-16'}" placeholder="Jump to date"></header>
<div class="wrap"><div class="week"><div></div>{head}{''.join(rows)}</div>
<aside><h2>{room}</h2><label>Booked by</label><input type="text" value="{who}"><label>Purpose</label><input type="text" placeholder="{'Sprint review' if not alt else 'All hands'}">
<button class="pill solid">{'Reserve slot' if not alt else 'Request room'}</button><a href="#">{'Cancellation policy' if not alt else 'Catering options'}</a></aside></div>"""


CHAT_CSS = """
body { margin:0; font:15px/1.4 "Liberation Sans", Arial, sans-serif; color:#dbdee1; background:#313338; height:100vh; display:flex; }
.side { width:240px; background:#2b2d31; padding:14px 8px; }
.side .srv { font-weight:bold; color:#f2f3f5; padding:4px 10px 14px; border-bottom:1px solid #1f2023; margin-bottom:10px; }
.side a { display:block; padding:6px 10px; border-radius:4px; color:#949ba4; text-decoration:none; }
.side a:hover { background:#35373c; color:#dbdee1; }
.side a.on { background:#404249; color:#fff; }
.main { flex:1; display:flex; flex-direction:column; }
.bar { height:48px; display:flex; align-items:center; gap:10px; padding:0 16px; border-bottom:1px solid #26272b; }
.bar b { color:#f2f3f5; margin-right:auto; }
.btn { padding:7px 16px; border:0; border-radius:4px; background:#5865f2; color:#fff; font:500 14px "Liberation Sans", sans-serif; cursor:pointer; }
.btn:hover { background:#4752c4; }
.btn.grey { background:#4e5058; }
.btn.grey:hover { background:#6d6f78; }
.log { flex:1; padding:16px 20px; }
.m { display:flex; gap:14px; margin-bottom:16px; }
.av { width:40px; height:40px; border-radius:50%; flex:none; }
.m .who { color:#f2f3f5; font-weight:bold; }
.m .when { color:#949ba4; font-size:12px; margin-left:6px; font-weight:normal; }
.compose { display:flex; gap:10px; padding:0 16px 70px; }
.compose input { flex:1; padding:12px 14px; border:0; border-radius:8px; background:#383a40; color:#dbdee1; font:15px "Liberation Sans", sans-serif; }
.compose input::placeholder { color:#80848e; }
.compose input:focus { background:#3d3f45; }
button:disabled, input:disabled, .is-disabled { opacity:.5; cursor:not-allowed; }
a.is-disabled { pointer-events:none; }
"""


def _chat(alt: bool) -> str:
    chans = ["general", "design-crit", "release-train", "random", "help-desk"] if not alt else [
        "announcements", "backend", "oncall", "hiring", "music"]
    msgs = [("Mira", "#e67e22", "the staging deploy is green again, thanks all"),
            ("Tomasz", "#1abc9c", "can someone look at the flaky login test?"),
            ("Ade", "#9b59b6", "pushed a fix, CI is running now")]
    if alt:
        msgs = [("Lena", "#3498db", "standup moved to 10:15 today"),
                ("Kofi", "#e74c3c", "pager was quiet overnight"),
                ("Sam", "#f1c40f", "new interview loop doc is in the drive")]
    links = "".join(f'<a href="#"{" class=on" if i == 0 else ""}># {c}</a>' for i, c in enumerate(chans))
    log = "".join(
        f'<div class="m"><div class="av" style="background:{col}"></div><div><div class="who">{w}<span class="when">Today at 9:{12 + i:02d}</span></div>{t}</div></div>'
        for i, (w, col, t) in enumerate(msgs))
    title = chans[0]
    return f"""<style>{CHAT_CSS}</style>
<div class="side"><div class="srv">{'Nimbus team' if not alt else 'Orbit labs'}</div>{links}</div>
<div class="main"><div class="bar"><b># {title}</b><button class="btn grey">{'Threads' if not alt else 'Pinned'}</button><button class="btn">{'Start call' if not alt else 'Invite people'}</button></div>
<div class="log">{log}</div>
<div class="compose"><input type="text" placeholder="Message #{title}"><button class="btn">{'Send' if not alt else 'Post'}</button></div></div>"""


GRID_CSS = """
body { margin:0; font:12px/1.3 "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; color:#202124; background:#fff; }
.menu { display:flex; gap:16px; padding:8px 12px 4px; font-size:13px; }
.menu a { color:#202124; text-decoration:none; }
.menu a:hover { text-decoration:underline; }
.tools { display:flex; gap:4px; padding:6px 10px; background:#f1f3f4; border-top:1px solid #dadce0; border-bottom:1px solid #dadce0; }
.tools button { min-width:30px; height:26px; padding:0 8px; border:1px solid #c8c8c8; border-radius:2px; background:#fff; color:#202124; font:12px "DejaVu Sans Condensed", sans-serif; cursor:pointer; }
.tools button:hover { background:#e8eaed; }
.tools .sep { width:1px; background:#c8c8c8; margin:0 6px; }
.fx { display:flex; align-items:center; gap:8px; padding:4px 10px; border-bottom:1px solid #dadce0; }
.fx span { color:#5f6368; font-style:italic; font-family:"DejaVu Serif", serif; }
.fx input { flex:1; height:24px; padding:0 6px; border:1px solid #dadce0; font:13px "Liberation Mono", monospace; }
.fx input:focus { border-color:#1a73e8; }
table { border-collapse:collapse; }
th { background:#f8f9fa; color:#5f6368; font-weight:normal; border:1px solid #e0e0e0; height:21px; }
td { border:1px solid #e2e2e2; width:96px; height:21px; padding:0 4px; text-align:right; font-family:"Liberation Mono", monospace; }
td.l { text-align:left; font-family:inherit; }
td.sel { outline:2px solid #1a73e8; outline-offset:-2px; }
.tabs { position:fixed; left:0; right:0; bottom:44px; display:flex; gap:2px; padding:0 10px; background:#f1f3f4; border-top:1px solid #dadce0; }
.tabs a { padding:6px 14px; color:#444; text-decoration:none; }
.tabs a.on { background:#fff; color:#188038; font-weight:bold; }
button:disabled, .tools .is-disabled { color:#b4b4b4; border-color:#e4e4e4; background:#fafafa; cursor:default; }
input:disabled { background:#f4f4f4; color:#9a9a9a; }
a.is-disabled { color:#b4b4b4; pointer-events:none; }
"""


def _grid(alt: bool) -> str:
    cols = "ABCDEFGHIJK"
    names = ["Rent", "Salaries", "Cloud", "Travel", "Hardware", "Licences", "Training", "Events", "Legal", "Misc"]
    if alt:
        names = ["Widgets", "Gadgets", "Sprockets", "Gears", "Bolts", "Nuts", "Springs", "Cables", "Panels", "Seals"]
    head = "<tr><th style='width:36px'></th>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"
    rows = []
    for r in range(1, 24):
        cells = []
        for c in range(len(cols)):
            if r == 1:
                val = "Item" if c == 0 else f"{'Q' if not alt else 'W'}{c}"
                cells.append(f'<td class="l"><b>{val}</b></td>')
            elif r - 2 < len(names) and c == 0:
                cells.append(f'<td class="l">{names[r - 2]}</td>')
            elif r - 2 < len(names):
                v = ((r * 37 + c * 91) % 900 + 100) * (3 if alt else 7)
                cells.append(f'<td{" class=sel" if (r, c) == (4, 2) else ""}>{v:,}</td>')
            else:
                cells.append("<td></td>")
        rows.append(f"<tr><th>{r}</th>{''.join(cells)}</tr>")
    tools = ["Undo", "Redo", "|", "B", "I", "S", "|", "Sum", "Sort A-Z", "Filter", "|", "Merge cells", "Wrap"] if not alt else [
        "Undo", "Redo", "|", "B", "I", "U", "|", "Avg", "Sort Z-A", "Freeze", "|", "Borders", "Clip"]
    tb = "".join('<div class="sep"></div>' if t == "|" else f"<button>{t}</button>" for t in tools)
    menu = "".join(f'<a href="#">{m}</a>' for m in ["File", "Edit", "View", "Insert", "Format", "Data", "Tools"])
    tabs = ["Budget 2026", "Q1 actuals", "Vendors"] if not alt else ["Inventory", "Suppliers", "Returns"]
    return f"""<style>{GRID_CSS}</style>
<div class="menu">{menu}</div><div class="tools">{tb}</div>
<div class="fx"><span>fx</span><input type="text" value="{'=SUM(C3:C12)' if not alt else '=AVERAGE(D3:D12)'}"></div>
<table>{head}{''.join(rows)}</table>
<div class="tabs">{''.join(f'<a href="#"{" class=on" if i == 0 else ""}>{t}</a>' for i, t in enumerate(tabs))}</div>"""


PAYCARDS_CSS = """
body { margin:0; font:15px/1.5 "Liberation Sans", Arial, sans-serif; color:#111; background:#fff; }
.wrap { display:flex; max-width:1100px; margin:0 auto; }
.left { flex:1; padding:36px 48px 0 24px; }
.right { width:380px; padding:36px 28px; background:#f5f5f0; min-height:100vh; box-sizing:border-box; }
h1 { font:28px "Liberation Serif", serif; margin:0 0 22px; letter-spacing:.5px; }
h2 { font:bold 13px "Liberation Sans", sans-serif; letter-spacing:1.5px; text-transform:uppercase; margin:24px 0 10px; }
input[type=text], input[type=email] { width:100%; box-sizing:border-box; height:48px; padding:0 14px; border:2px solid #111; border-radius:0; font:16px "Liberation Sans", sans-serif; }
input:focus { outline:3px solid #ffd400; outline-offset:0; }
.card { display:flex; align-items:center; gap:14px; border:2px solid #d4d4d4; padding:14px 16px; margin-bottom:10px; cursor:pointer; }
.card:hover { border-color:#111; }
.card.on { border-color:#111; background:#fffbe0; }
.card .price { margin-left:auto; font-weight:bold; }
.cta { display:block; width:100%; height:54px; margin-top:22px; border:2px solid #111; border-radius:0; background:#111; color:#fff; font:bold 16px "Liberation Sans", sans-serif; letter-spacing:1px; cursor:pointer; }
.cta:hover { background:#333; }
.ghost { height:48px; padding:0 20px; border:2px solid #111; border-radius:0; background:#fff; color:#111; font:bold 14px "Liberation Sans", sans-serif; cursor:pointer; }
.ghost:hover { background:#111; color:#fff; }
.row { display:flex; gap:8px; }
.right .line { display:flex; justify-content:space-between; padding:6px 0; }
.right a { display:inline-block; margin-top:18px; color:#111; }
button:disabled, .is-disabled { background:#c9c9c9 !important; color:#f6f6f6 !important; border-color:#c9c9c9 !important; cursor:not-allowed; }
input:disabled { background:#eeeeee; border-color:#cccccc; color:#999999; }
a.is-disabled { background:transparent !important; color:#aaaaaa !important; pointer-events:none; }
"""


def _paycards(alt: bool) -> str:
    options = [("Standard post", "3-5 working days", "Free"), ("Express courier", "Next working day", "$9.00"),
               ("Pick up in store", "Ready in 2 hours", "Free")]
    if alt:
        options = [("Card", "Visa, Mastercard, Amex", ""), ("Bank transfer", "Takes 1-2 days", ""),
                   ("Pay later", "3 instalments, no fee", "")]
    cards = "".join(
        f'<label class="card{" on" if i == 0 else ""}"><input type="radio" name="o"{" checked" if i == 0 else ""}><div><b>{a}</b><br><small>{b}</small></div><span class="price">{c}</span></label>'
        for i, (a, b, c) in enumerate(options))
    lines = [("Linen shirt", "$58.00"), ("Canvas tote", "$26.00"), ("Shipping", "Free")]
    summary = "".join(f'<div class="line"><span>{a}</span><span>{b}</span></div>' for a, b in lines)
    return f"""<style>{PAYCARDS_CSS}</style>
<div class="wrap"><div class="left"><h1>{'Delivery' if not alt else 'Payment'}</h1>
<h2>Contact</h2><input type="email" value="{'noor@example.org' if not alt else 'billing@example.org'}">
<h2>{'Delivery method' if not alt else 'Payment method'}</h2>{cards}
<button class="cta">{'CONTINUE TO PAYMENT' if not alt else 'PAY $84.00 NOW'}</button></div>
<div class="right"><h2>Order summary</h2>{summary}
<h2>Discount code</h2><div class="row"><input type="text" placeholder="{'Gift card or code' if not alt else 'Promo code'}"><button class="ghost">{'Apply' if not alt else 'Redeem'}</button></div>
<div class="line" style="margin-top:16px;font-weight:bold"><span>Total</span><span>$84.00</span></div>
<a href="#">{'Return to cart' if not alt else 'Back to delivery'}</a></div></div>"""


CONSOLE_CSS = """
body { margin:0; font:13px/1.55 "DejaVu Sans Mono", monospace; color:#c9d1d9; background:#0b0f14; }
.top { display:flex; align-items:center; gap:4px; height:42px; padding:0 14px; background:#010409; border-bottom:1px solid #21262d; }
.top a { padding:6px 12px; color:#8b949e; text-decoration:none; border-bottom:2px solid transparent; }
.top a:hover { color:#c9d1d9; }
.top a.on { color:#f0f6fc; border-bottom-color:#f78166; }
.acts { display:flex; gap:8px; padding:12px 14px; border-bottom:1px solid #21262d; }
.b { padding:5px 14px; border:1px solid #3fb950; border-radius:3px; background:transparent; color:#3fb950; font:13px "DejaVu Sans Mono", monospace; cursor:pointer; }
.b:hover { background:rgba(63,185,80,.12); }
.b.fill { background:#238636; border-color:#2ea043; color:#fff; }
.b.fill:hover { background:#2ea043; }
.b.red { border-color:#f85149; color:#f85149; }
.out { padding:10px 14px; height:470px; }
.out div { white-space:pre; }
.w { color:#d29922; } .e { color:#f85149; } .ok { color:#3fb950; } .dim { color:#6e7681; }
.prompt { display:flex; align-items:center; gap:8px; padding:8px 14px; border-top:1px solid #21262d; }
.prompt span { color:#3fb950; }
.prompt input { flex:1; background:transparent; border:0; border-bottom:1px solid #30363d; color:#f0f6fc; caret-color:#3fb950; font:13px "DejaVu Sans Mono", monospace; padding:4px 2px; }
.prompt input:focus { border-bottom-color:#3fb950; }
button:disabled, .is-disabled { color:#484f58 !important; background:#161b22 !important; border-color:#30363d !important; cursor:not-allowed; }
input:disabled { color:#484f58; border-bottom-color:#21262d; }
a.is-disabled { background:transparent !important; pointer-events:none; }
"""


def _console(alt: bool) -> str:
    tabs = ["Console", "Network", "Sources", "Storage", "Perf"] if not alt else ["Logs", "Metrics", "Traces", "Alerts", "Config"]
    lines = [("dim", "[10:41:02] worker-3 booted in 412 ms"), ("ok", "[10:41:03] GET /api/health 200 3ms"),
             ("w", "[10:41:07] slow query: orders_by_day 812ms"), ("", "[10:41:09] cache hit ratio 0.93"),
             ("e", "[10:41:12] TypeError: cannot read 'id' of undefined (cart.js:88)"),
             ("dim", "[10:41:15] retrying job 5531 (attempt 2/5)"), ("ok", "[10:41:16] job 5531 done")]
    if alt:
        lines = [("ok", "svc=gateway p50=18ms p99=140ms"), ("", "svc=billing p50=42ms p99=390ms"),
                 ("w", "svc=search p99 over budget (610ms)"), ("dim", "scrape interval 15s, 1,204 series"),
                 ("e", "alert FIRING: disk_free < 10% on db-2"), ("ok", "svc=auth p50=7ms p99=33ms")]
    out = "".join(f'<div class="{c}">{t}</div>' for c, t in lines)
    acts = ["Run", "Clear", "Pause"] if not alt else ["Refresh", "Export", "Silence"]
    return f"""<style>{CONSOLE_CSS}</style>
<div class="top">{''.join(f'<a href="#"{" class=on" if i == 0 else ""}>{t}</a>' for i, t in enumerate(tabs))}</div>
<div class="acts"><button class="b">{acts[0]}</button><button class="b">{acts[1]}</button><button class="b red">{acts[2]}</button>
<button class="b fill" style="margin-left:auto">{'Deploy to prod' if not alt else 'Roll back'}</button></div>
<div class="out">{out}</div>
<div class="prompt"><span>&gt;</span><input type="text" value="{'fetch(&quot;/api/orders?limit=20&quot;)' if not alt else 'rate(http_requests_total[5m])'}"></div>"""


NEWS_CSS = """
body { margin:0; font:16px/1.5 "Liberation Serif", Georgia, serif; color:#121212; background:#fff; }
.mast { display:flex; align-items:center; gap:12px; padding:14px 40px; border-bottom:1px solid #e2e2e2; }
.mast .name { font:bold 34px "DejaVu Serif", serif; letter-spacing:-1px; margin-right:auto; }
.mast input { width:220px; padding:7px 16px; border:1px solid #bdbdbd; border-radius:18px; font:14px "Liberation Sans", sans-serif; }
.mast input:focus { border-color:#121212; }
.sub { padding:9px 18px; border:0; border-radius:2px; background:#c4122f; color:#fff; font:bold 13px "Liberation Sans", sans-serif; text-transform:uppercase; letter-spacing:.6px; cursor:pointer; }
.sub:hover { background:#a50e27; }
.txt { padding:9px 8px; border:0; background:transparent; color:#121212; font:13px "Liberation Sans", sans-serif; text-decoration:underline; cursor:pointer; }
nav { display:flex; gap:22px; padding:8px 40px; border-bottom:3px double #121212; font:15px "Liberation Sans Narrow", sans-serif; text-transform:uppercase; }
nav a { color:#121212; text-decoration:none; }
nav a:hover { color:#c4122f; }
.grid { display:grid; grid-template-columns:2fr 1fr 1fr; gap:28px; padding:24px 40px; }
.lead h2 { font-size:32px; line-height:1.15; margin:0 0 10px; }
.lead .img { height:250px; background:linear-gradient(135deg,#5d7a8c,#b9c7cf); margin-bottom:12px; }
.col h3 { font-size:19px; line-height:1.25; margin:0 0 6px; }
.col p { font-size:14px; color:#444; margin:0 0 18px; }
h2 a, h3 a { color:inherit; text-decoration:none; }
h2 a:hover, h3 a:hover { text-decoration:underline; }
.more { grid-column:2 / 4; padding:10px; border:1px solid #121212; background:#fff; font:bold 13px "Liberation Sans", sans-serif; letter-spacing:1px; cursor:pointer; }
.more:hover { background:#f2f2f2; }
.sub:disabled, .sub.is-disabled { background:#eba8b3; cursor:not-allowed; }
.txt:disabled, .more:disabled, .is-disabled { color:#b9b9b9; border-color:#dddddd; cursor:not-allowed; }
input:disabled { background:#f4f4f4; color:#aaaaaa; border-color:#e0e0e0; }
a.is-disabled { color:#a9a9a9 !important; pointer-events:none; }
"""


def _news(alt: bool) -> str:
    sections = ["World", "Politics", "Business", "Science", "Culture", "Sport", "Opinion"] if not alt else [
        "Local", "Weather", "Transport", "Schools", "Property", "Events", "Letters"]
    lead = ("Tidal barrier holds as record surge sweeps the estuary", "Engineers say the 40-year-old gates worked as designed.") if not alt else (
        "Council approves night buses on six new routes", "The service starts in May and runs until 4 a.m.")
    cols = [("Chip makers race to build plants inland", "Water and power now decide where fabs go."),
            ("A quiet revolution in allotment gardening", "Waiting lists shrink as councils split plots."),
            ("Why the comet surprised astronomers", "Its tail pointed the wrong way for a week."),
            ("Orchestra tours without flying", "Eleven cities by rail, instruments included.")]
    if alt:
        cols = [("Bridge repairs to close lanes in June", "Detours posted on the ring road."),
                ("School meals win national award", "Menus planned with pupils' votes."),
                ("Market hall reopens after fire", "Thirty traders return this weekend."),
                ("Library extends Sunday hours", "A pilot for the winter months.")]
    c1 = "".join(f'<h3><a href="#">{h}</a></h3><p>{p}</p>' for h, p in cols[:2])
    c2 = "".join(f'<h3><a href="#">{h}</a></h3><p>{p}</p>' for h, p in cols[2:])
    return f"""<style>{NEWS_CSS}</style>
<div class="mast"><div class="name">{'The Morning Ledger' if not alt else 'Ledger Local'}</div><input type="text" placeholder="{'Search the archive' if not alt else 'Search local news'}">
<button class="txt">{'Sign in' if not alt else 'My account'}</button><button class="sub">{'Subscribe' if not alt else 'Donate'}</button></div>
<nav>{''.join(f'<a href="#">{s}</a>' for s in sections)}</nav>
<div class="grid"><div class="lead"><div class="img"></div><h2><a href="#">{lead[0]}</a></h2><p>{lead[1]}</p></div>
<div class="col">{c1}</div><div class="col">{c2}</div>
<button class="more">{'LOAD MORE STORIES' if not alt else 'OLDER HEADLINES'}</button></div>"""


_DESIGNS = {
    "calendar": _calendar,
    "chat": _chat,
    "grid": _grid,
    "paycards": _paycards,
    "console": _console,
    "news": _news,
}


def holdout_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
