# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT4 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout4``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a weather dashboard, a
food-delivery menu with its cart, a dark password-manager vault, a feedback survey with
0-10 rating buttons, a real-estate listing search with filters and a map, a dark code-review
diff), each with its own fonts (serif, sans, mono), UI sizes (12 px to 18 px), button shapes
(pill, square, round icon buttons, ghost and outline, icon + text, link-like text buttons),
control colours (white-on-blue, red, emerald, green, teal, blue text, outline and filled
controls beside neutral ones). Every text input has a focus style of the kinds real sites
use, four with an OUTER ring or glow and two with a border change, and every design has its
own button hover styles and its own way of drawing a disabled control:

* ``weather`` (white on a blue gradient): disabled controls fade into the gradient (no fill,
  white text at 38 %, the border at 18 %, no shadow). Hover fills the ghost pills with
  translucent white, lifts the white button (``translateY(-1px)`` and a larger shadow) and
  recolours the yellow text button white; a focused input GLOWS (a 3 px translucent white
  ring and a 16 px light-blue blur, ``box-shadow``);
* ``delivery``: the red accent washed out (the red pills turn pale salmon with white text),
  neutral pills a faint grey fill with light grey text. Hover darkens the grey and red pills'
  fill, draws a 2 px black RING round the round +/- buttons, a drop shadow under the tip
  pills and an underline under the text button; a focused input THICKENS its border (a 2 px
  black border appears on the grey field, which turns white);
* ``vault`` (dark): a dashed dim border, no fill, dim grey text, no shadow or lift. Hover
  LIFTS the emerald button (``translateY(-1px)`` with an emerald shadow), recolours the ghost
  icon + text buttons, rings the emerald outline button and underlines the red text button;
  a focused input gets an emerald border and a 4 px translucent emerald outer RING;
* ``survey`` (GOV.UK style): the whole control at 50 % opacity, as GOV.UK Frontend draws it.
  Hover darkens the green and grey buttons' fill, draws a 3 px blue outer RING round a
  rating button and thickens and darkens a link's underline; a focused input gets a 3 px
  yellow OUTLINE and a thicker (inset) black border. The outline is declared ``!important``
  (accessibility style sheets do) because the generator's ``caret`` variant sets an inline
  ``outline: none`` to suppress the browser's default ring;
* ``homes``: Carbon-style grey: filled buttons a flat ``#c6c6c6`` with ``#8d8d8d`` text,
  outline buttons and chips lose their teal to a light grey border and text, inputs a pale
  grey field. Hover adds a DROP SHADOW to the outline buttons, a darker fill and shadow to the
  teal button and recolours the chips teal; a focused input only RECOLOURS its border teal;
* ``review`` (dark, GitHub Primer style): a near-black fill with dim ``#484f58`` text, the
  green button a dim green with 50 % white text. Hover recolours the grey buttons (lighter
  fill and border), lightens the green one and underlines the link-like buttons; a focused
  input or textarea gets a 2 px blue OUTLINE 2 px away from it (``outline-offset``),
  ``!important`` for the same reason as ``survey``.

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h4/<doc>``.
"""

from __future__ import annotations

WEATHER_CSS = """
body { margin:0; height:800px; font:14px/1.45 "Liberation Sans", Arial, sans-serif; color:#fff; background:linear-gradient(160deg,#1e3a8a 0%,#1d4ed8 48%,#0ea5e9 100%); overflow:hidden; }
header { display:flex; align-items:center; gap:12px; height:66px; padding:0 32px; }
.logo { font:bold 21px "DejaVu Sans", sans-serif; letter-spacing:-.4px; margin-right:16px; }
.logo span { color:#fde047; }
.search { width:330px; height:38px; padding:0 18px; border:1px solid rgba(255,255,255,.38); border-radius:19px; background:rgba(255,255,255,.14); color:#fff; font:14px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; transition:box-shadow .15s, background .15s; }
.search::placeholder { color:rgba(255,255,255,.75); }
input:focus { outline:none; border-color:#fff; background:rgba(255,255,255,.22); box-shadow:0 0 0 3px rgba(255,255,255,.28), 0 0 16px 3px rgba(125,211,252,.9); }
header .sp { flex:1; }
.ghost { display:inline-flex; align-items:center; gap:7px; height:34px; padding:0 15px; border:1px solid rgba(255,255,255,.55); border-radius:17px; background:transparent; color:#fff; font:14px "Liberation Sans", Arial, sans-serif; cursor:pointer; white-space:nowrap; }
.ghost:hover { background:rgba(255,255,255,.2); border-color:#fff; }
.seg { display:flex; border:1px solid rgba(255,255,255,.5); border-radius:8px; overflow:hidden; }
.seg button { width:42px; height:32px; border:0; background:transparent; color:#fff; font:bold 14px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.seg button:hover { background:rgba(255,255,255,.2); }
.seg button.on { background:#fff; color:#1d4ed8; }
.tl { border:0; background:transparent; padding:0; color:#fde047; font:bold 14px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.tl:hover { color:#fff; }
.solid { display:inline-flex; align-items:center; gap:7px; height:38px; padding:0 18px; border:0; border-radius:8px; background:#fff; color:#1d4ed8; font:bold 14px "Liberation Sans", Arial, sans-serif; box-shadow:0 1px 3px rgba(15,23,42,.3); cursor:pointer; transition:transform .12s, box-shadow .12s; white-space:nowrap; }
.solid:hover { transform:translateY(-1px); box-shadow:0 7px 16px rgba(15,23,42,.38); }
.warn { height:32px; padding:0 14px; border:1.5px solid #fde047; border-radius:6px; background:transparent; color:#fde047; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.warn:hover { background:#fde047; color:#1e3a8a; }
button:focus { outline:2px solid #fde047; outline-offset:2px; }
.grid { display:grid; grid-template-columns:1fr 330px; gap:22px; padding:6px 32px 0; }
.card { background:rgba(255,255,255,.12); border:1px solid rgba(255,255,255,.22); border-radius:18px; padding:18px 22px; }
.now { display:flex; gap:30px; align-items:flex-start; }
.now h1 { font:bold 24px "DejaVu Sans", sans-serif; margin:0; }
.now small { color:rgba(255,255,255,.78); }
.now .t { font:84px/1 "DejaVu Sans", sans-serif; margin:10px 0 4px; letter-spacing:-3px; }
.now .d { font-size:16px; }
.now .acts { display:flex; gap:10px; margin-top:14px; }
.now .stats { margin-left:auto; display:grid; grid-template-columns:1fr 1fr; gap:10px; width:300px; }
.stat { background:rgba(15,23,42,.18); border-radius:12px; padding:8px 12px; }
.stat small { display:block; font-size:12px; text-transform:uppercase; letter-spacing:.6px; }
.stat b { font-size:18px; }
.tabs { display:flex; gap:18px; margin:16px 0 8px; }
.tabs a { color:rgba(255,255,255,.8); text-decoration:none; font-weight:bold; padding-bottom:4px; border-bottom:2px solid transparent; }
.tabs a.on { color:#fff; border-bottom-color:#fde047; }
.tabs a:hover { color:#fff; }
.hours { display:grid; grid-template-columns:repeat(10,1fr); gap:6px; }
.hr { text-align:center; background:rgba(255,255,255,.1); border-radius:12px; padding:8px 0; }
.hr i { display:block; font-style:normal; font-size:22px; color:#fde68a; }
.hr small { color:rgba(255,255,255,.8); }
.days { margin-top:14px; padding:6px 22px; }
.day { display:grid; grid-template-columns:110px 40px 50px 1fr 50px; align-items:center; gap:10px; padding:5px 0; border-bottom:1px solid rgba(255,255,255,.14); }
.day:last-child { border-bottom:0; }
.day i { font-style:normal; font-size:18px; color:#fde68a; }
.day .bar { height:6px; border-radius:3px; background:rgba(255,255,255,.18); position:relative; }
.day .bar b { position:absolute; top:0; bottom:0; border-radius:3px; background:linear-gradient(90deg,#7dd3fc,#fde047,#fb923c); }
.day .lo { color:rgba(255,255,255,.7); text-align:right; }
aside .card { margin-bottom:14px; padding:14px 18px; }
aside h3 { margin:0 0 6px; font:bold 13px "Liberation Sans", Arial, sans-serif; text-transform:uppercase; letter-spacing:.7px; color:rgba(255,255,255,.8); }
.alert { border-left:4px solid #fde047; }
.alert p { margin:0 0 10px; }
.aqi { height:8px; border-radius:4px; background:linear-gradient(90deg,#4ade80,#facc15,#fb923c,#ef4444,#a855f7); position:relative; margin:8px 0 4px; }
.aqi i { position:absolute; top:-4px; width:4px; height:16px; border-radius:2px; background:#fff; }
.sun { display:flex; justify-content:space-between; font-size:15px; }
.mail { display:flex; flex-direction:column; gap:8px; }
.mail input { height:36px; padding:0 12px; border:1px solid rgba(255,255,255,.38); border-radius:8px; background:rgba(255,255,255,.14); color:#fff; font:14px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
.mail input::placeholder { color:rgba(255,255,255,.7); }
button:disabled, .is-disabled, [aria-disabled=true] { background:transparent !important; color:rgba(255,255,255,.38) !important; border-color:rgba(255,255,255,.18) !important; box-shadow:none !important; transform:none !important; cursor:default; }
input:disabled, input.is-disabled { background:rgba(255,255,255,.04) !important; color:rgba(255,255,255,.38) !important; border-color:rgba(255,255,255,.16) !important; }
input:disabled::placeholder { color:rgba(255,255,255,.32); }
a.is-disabled { color:rgba(255,255,255,.38) !important; pointer-events:none; }
"""


def _weather(alt: bool) -> str:
    if not alt:
        search, loc, sign = "Search city or postcode", "&#9678; Use my location", "Sign in"
        units = ("&deg;C", "&deg;F")
        place, upd, temp, desc, hl = "Lisbon, Portugal", "Updated 10:30 &middot; Wednesday", "18&deg;", "Partly cloudy &middot; feels like 17&deg;", "H 21&deg; &nbsp; L 13&deg;"
        acts = ("&#9734; Save place", "&#8599; Share")
        stats = [("Wind", "14 km/h NW"), ("Humidity", "64 %"), ("Pressure", "1018 hPa"), ("UV index", "4 moderate")]
        hours = [("Now", "&#9788;", "18&deg;"), ("11:00", "&#9788;", "19&deg;"), ("12:00", "&#9728;", "20&deg;"), ("13:00", "&#9728;", "21&deg;"), ("14:00", "&#9728;", "21&deg;"),
                 ("15:00", "&#9729;", "20&deg;"), ("16:00", "&#9729;", "19&deg;"), ("17:00", "&#9730;", "17&deg;"), ("18:00", "&#9730;", "16&deg;"), ("19:00", "&#9729;", "15&deg;")]
        days = [("Today", "&#9788;", 13, 21, 20, 62), ("Thursday", "&#9728;", 14, 23, 25, 72), ("Friday", "&#9728;", 15, 24, 28, 76), ("Saturday", "&#9730;", 12, 18, 15, 52),
                ("Sunday", "&#9730;", 11, 17, 12, 48), ("Monday", "&#9729;", 12, 19, 18, 58), ("Tuesday", "&#9788;", 13, 20, 20, 62)]
        alert = ("Wind advisory", "Gusts up to 70 km/h along the coast from 16:00 until midnight.", "View alert")
        aqi, aqi_t = 14, "AQI 32 &middot; Good"
        sun = ("&#9788; 07:41", "&#9790; 17:22")
        mail = ("Daily forecast by email", "you@example.com", "&#9993; Subscribe")
    else:
        search, loc, sign = "Search city or postcode", "&#9678; Current location", "Dana"
        units = ("&deg;C", "&deg;F")
        place, upd, temp, desc, hl = "Bergen, Norway", "Updated 10:30 &middot; Wednesday", "6&deg;", "Light rain &middot; feels like 3&deg;", "H 8&deg; &nbsp; L 4&deg;"
        acts = ("&#9733; Saved", "&#8599; Send link")
        stats = [("Wind", "22 km/h SW"), ("Humidity", "91 %"), ("Pressure", "996 hPa"), ("UV index", "1 low")]
        hours = [("Now", "&#9730;", "6&deg;"), ("11:00", "&#9730;", "6&deg;"), ("12:00", "&#9730;", "7&deg;"), ("13:00", "&#9729;", "8&deg;"), ("14:00", "&#9729;", "8&deg;"),
                 ("15:00", "&#9730;", "7&deg;"), ("16:00", "&#9730;", "6&deg;"), ("17:00", "&#9730;", "5&deg;"), ("18:00", "&#9729;", "5&deg;"), ("19:00", "&#9729;", "4&deg;")]
        days = [("Today", "&#9730;", 4, 8, 10, 38), ("Thursday", "&#9730;", 3, 7, 8, 34), ("Friday", "&#9729;", 2, 6, 5, 30), ("Saturday", "&#9788;", 1, 7, 2, 36),
                ("Sunday", "&#9728;", 0, 8, 0, 40), ("Monday", "&#9729;", 2, 7, 6, 34), ("Tuesday", "&#9730;", 3, 8, 8, 38)]
        alert = ("Heavy rain warning", "Up to 60 mm of rain in the mountains tonight; landslides are possible.", "Read warning")
        aqi, aqi_t = 8, "AQI 18 &middot; Good"
        sun = ("&#9788; 08:32", "&#9790; 16:04")
        mail = ("Rain alerts by SMS", "+47 phone number", "&#9993; Turn on")
    hrs = "".join(f'<div class="hr"><small>{h}</small><i>{ic}</i><b>{t}</b></div>' for h, ic, t in hours)
    ds = "".join(f'<div class="day"><span>{d}</span><i>{ic}</i><span class="lo">{lo}&deg;</span><div class="bar"><b style="left:{a}%;right:{100 - b}%"></b></div><b>{hi}&deg;</b></div>'
                 for d, ic, lo, hi, a, b in days)
    st = "".join(f'<div class="stat"><small>{n}</small><b>{v}</b></div>' for n, v in stats)
    return f"""<style>{WEATHER_CSS}</style>
<header><div class="logo">Sky<span>line</span></div><input type="text" class="search" placeholder="{search}"><button class="ghost">{loc}</button><span class="sp"></span>
<div class="seg"><button class="on">{units[0]}</button><button>{units[1]}</button></div><button class="tl">{sign}</button></header>
<div class="grid"><main>
<div class="card now"><div><h1>{place}</h1><small>{upd}</small><div class="t">{temp}</div><div class="d">{desc}</div><small>{hl}</small>
<div class="acts"><button class="solid">{acts[0]}</button><button class="ghost">{acts[1]}</button></div></div><div class="stats">{st}</div></div>
<div class="tabs"><a href="#" class="on">Hourly</a><a href="#">Precipitation</a><a href="#">Wind</a><a href="#">Radar</a></div>
<div class="hours">{hrs}</div>
<div class="card days">{ds}</div></main>
<aside><div class="card alert"><h3>&#9888; {alert[0]}</h3><p>{alert[1]}</p><button class="warn">{alert[2]}</button></div>
<div class="card"><h3>Air quality</h3><div class="aqi"><i style="left:{aqi}%"></i></div>{aqi_t}</div>
<div class="card"><h3>Sunrise &amp; sunset</h3><div class="sun"><span>{sun[0]}</span><span>{sun[1]}</span></div></div>
<div class="card mail"><h3>{mail[0]}</h3><input type="text" placeholder="{mail[1]}"><button class="solid">{mail[2]}</button></div></aside></div>"""


DELIVERY_CSS = """
body { margin:0; font:15px/1.45 "DejaVu Sans", sans-serif; color:#191919; background:#fff; }
header { display:flex; align-items:center; gap:14px; height:66px; padding:0 28px; border-bottom:1px solid #ececec; }
.logo { font:bold 24px "DejaVu Serif", serif; color:#eb1700; margin-right:6px; }
.pill { display:inline-flex; align-items:center; gap:6px; height:38px; padding:0 16px; border:0; border-radius:19px; background:#f1f1f1; color:#191919; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; white-space:nowrap; }
.pill:hover { background:#dedede; }
.search { flex:1; max-width:440px; height:40px; padding:0 18px; border:2px solid transparent; border-radius:20px; background:#f1f1f1; color:#191919; font:15px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.search::placeholder { color:#6b6b6b; }
input:focus { outline:none; background:#fff; border-color:#191919; }
header .sp { flex:1; }
.txt { border:0; background:transparent; padding:0; color:#191919; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.txt:hover { text-decoration:underline; }
.red { display:inline-flex; align-items:center; gap:8px; height:40px; padding:0 18px; border:0; border-radius:20px; background:#eb1700; color:#fff; font:bold 15px "DejaVu Sans", sans-serif; cursor:pointer; white-space:nowrap; }
.red:hover { background:#b81200; }
button:focus { outline:2px solid #191919; outline-offset:2px; }
.wrap { display:grid; grid-template-columns:1fr 380px; }
main { padding:18px 28px 0; }
.banner { height:110px; border-radius:14px; background:linear-gradient(120deg,rgba(0,0,0,.05),rgba(0,0,0,.35)),var(--pic); }
.rh { display:flex; align-items:flex-end; gap:16px; margin:12px 0 4px; }
.rh h1 { font:bold 26px "DejaVu Serif", serif; margin:0 auto 0 0; }
.meta { color:#6b6b6b; font-size:14px; }
.meta b { color:#191919; }
.seg { display:inline-flex; background:#f1f1f1; border-radius:20px; padding:3px; }
.seg button { height:32px; padding:0 16px; border:0; border-radius:16px; background:transparent; color:#191919; font:bold 13px "DejaVu Sans", sans-serif; cursor:pointer; }
.seg button:hover { background:#e4e4e4; }
.seg button.on { background:#fff; box-shadow:0 1px 3px rgba(0,0,0,.2); }
.cats { display:flex; gap:22px; margin:12px 0 10px; border-bottom:1px solid #ececec; }
.cats a { padding:8px 0; color:#6b6b6b; text-decoration:none; font-weight:bold; font-size:14px; border-bottom:2px solid transparent; }
.cats a.on { color:#191919; border-bottom-color:#191919; }
.cats a:hover { color:#191919; }
.menu { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
.dish { display:flex; gap:12px; border:1px solid #ececec; border-radius:12px; padding:10px 10px 10px 14px; }
.dish div { flex:1; }
.dish b { display:block; font-size:15px; }
.dish p { margin:2px 0 4px; font-size:13px; color:#6b6b6b; line-height:1.35; }
.dish span { font-size:14px; }
.dish .pic { position:relative; width:96px; height:96px; border-radius:10px; flex:none; }
.round { width:30px; height:30px; border:0; border-radius:50%; background:#fff; color:#191919; font:bold 17px "DejaVu Sans", sans-serif; box-shadow:0 1px 4px rgba(0,0,0,.25); cursor:pointer; padding:0; }
.round:hover { box-shadow:0 0 0 2px #191919; }
.dish .round { position:absolute; right:6px; bottom:6px; }
.cart { border-left:1px solid #ececec; padding:18px 24px 0; height:734px; box-sizing:border-box; }
.cart h2 { font:bold 20px "DejaVu Serif", serif; margin:0; }
.cart .from { font-size:13px; color:#6b6b6b; margin-bottom:10px; }
.line { display:flex; align-items:center; gap:10px; padding:8px 0; border-bottom:1px solid #f1f1f1; font-size:14px; }
.line .n { flex:1; }
.line .n small { display:block; color:#6b6b6b; font-size:12px; }
.step { display:flex; align-items:center; gap:6px; }
.step .round { width:28px; height:28px; background:#f1f1f1; box-shadow:none; font-size:15px; }
.step .round:hover { box-shadow:0 0 0 2px #191919; }
.step b { width:16px; text-align:center; }
.promo { display:flex; gap:8px; margin:12px 0; }
.promo input { flex:1; height:38px; padding:0 14px; border:2px solid transparent; border-radius:19px; background:#f1f1f1; font:14px "DejaVu Sans", sans-serif; color:#191919; box-sizing:border-box; }
.out { height:38px; padding:0 16px; border:1.5px solid #191919; border-radius:19px; background:#fff; color:#191919; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.out:hover { background:#191919; color:#fff; }
.tips { display:flex; gap:8px; margin:6px 0 12px; }
.tip { flex:1; height:34px; border:1px solid #dcdcdc; border-radius:17px; background:#fff; color:#191919; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.tip:hover { box-shadow:0 3px 8px rgba(0,0,0,.22); }
.tip.on { background:#191919; border-color:#191919; color:#fff; font-weight:bold; }
.sum { font-size:14px; }
.sum div { display:flex; justify-content:space-between; padding:2px 0; }
.sum .tot { font-weight:bold; font-size:16px; border-top:1px solid #ececec; margin-top:6px; padding-top:8px; }
.red.big { width:100%; justify-content:center; height:50px; border-radius:25px; font-size:16px; margin-top:12px; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#f6f6f6 !important; color:#c4c4c4 !important; border-color:#ececec !important; box-shadow:none !important; text-decoration:none !important; cursor:not-allowed; }
.red:disabled, .red.is-disabled { background:#ffb4a8 !important; color:#fff !important; }
.txt:disabled, .txt.is-disabled { background:transparent !important; }
input:disabled, input.is-disabled { background:#f8f8f8 !important; color:#c4c4c4 !important; }
input:disabled::placeholder { color:#cfcfcf; }
a.is-disabled { color:#c4c4c4 !important; pointer-events:none; }
"""


def _delivery(alt: bool) -> str:
    if not alt:
        addr, search, sign, cart = "&#9873; 12 Harbour St", "Search Forkful", "Sign in", "Cart &middot; 4"
        pic = "radial-gradient(circle at 20% 60%,#f6c453 0 9%,transparent 10%),radial-gradient(circle at 70% 40%,#e4572e 0 14%,#f3e3c3 15% 22%,transparent 23%),linear-gradient(90deg,#7a3b1c,#c9652b)"
        name, meta = "Nonna Rosa Trattoria", "<b>&#9733; 4.7</b> (2,300+) &middot; Italian &middot; $$ &middot; 1.2 km &middot; 25&ndash;35 min"
        cats = ["Popular", "Pizza", "Pasta", "Salads", "Desserts", "Drinks"]
        dishes = [("Margherita", "San Marzano tomato, fior di latte, basil, olive oil", "$14.50", "#e4572e,#f6c453"),
                  ("Cacio e pepe", "Tonnarelli, pecorino romano, black pepper", "$16.00", "#f3e3c3,#c9a66b"),
                  ("Diavola", "Spicy salami, chilli oil, mozzarella, oregano", "$17.50", "#b22222,#f6a04d"),
                  ("Burrata salad", "Heirloom tomatoes, peach, basil, sourdough crumbs", "$13.00", "#9bc53d,#fde8c9"),
                  ("Lasagne al forno", "Slow-cooked beef ragu, bechamel, parmesan", "$18.50", "#c0392b,#f0c27b"),
                  ("Tiramisu", "Mascarpone, espresso, savoiardi, cocoa", "$8.00", "#6f4e37,#e8d8c3")]
        lines = [("Margherita", "Large &middot; extra basil", 1, "$14.50"), ("Cacio e pepe", "", 2, "$32.00"), ("Tiramisu", "", 1, "$8.00")]
        minus = ["&#10005;", "&minus;", "&#10005;"]
        promo, tips = "Promo code", ["10%", "15%", "20%", "Other"]
        sums = [("Subtotal", "$54.50"), ("Delivery fee", "$2.99"), ("Service fee", "$3.27"), ("Tip", "$8.18")]
        total, go = "$68.94", "Go to checkout &middot; $68.94"
    else:
        addr, search, sign, cart = "&#9873; Home &middot; 4 Mill Lane", "Search dishes or places", "Account", "Cart &middot; 2"
        pic = "radial-gradient(circle at 30% 50%,#fff7e6 0 12%,transparent 13%),radial-gradient(circle at 65% 55%,#fdf0d5 0 10%,transparent 11%),linear-gradient(90deg,#1f4e3d,#4f9d69)"
        name, meta = "Bao Street Kitchen", "<b>&#9733; 4.5</b> (860+) &middot; Taiwanese &middot; $ &middot; 2.8 km &middot; 30&ndash;40 min"
        cats = ["Popular", "Bao", "Noodles", "Rice bowls", "Sides", "Tea"]
        dishes = [("Pork belly bao", "Braised pork, pickled mustard greens, peanut sugar", "$9.50", "#fff7e6,#c97b63"),
                  ("Beef noodle soup", "Five-spice broth, shank, bok choy, hand-pulled noodles", "$15.00", "#8b3a1a,#e2b07a"),
                  ("Popcorn chicken", "Basil, white pepper, sweet potato starch", "$8.50", "#d4a35a,#7a9e3b"),
                  ("Lu rou fan", "Minced pork rice, soy egg, pickled radish", "$11.00", "#5c3317,#f2d7a7"),
                  ("Scallion pancake", "Flaky layers, chilli crisp, soy dip", "$6.50", "#e8c872,#4f7f3a"),
                  ("Brown sugar milk tea", "Tapioca pearls, fresh milk", "$5.50", "#a0522d,#f5e1c8")]
        lines = [("Beef noodle soup", "Extra noodles", 2, "$30.00"), ("Lu rou fan", "", 1, "$11.00"), ("Popcorn chicken", "Medium spicy", 1, "$8.50")]
        minus = ["&minus;", "&#10005;", "&#10005;"]
        promo, tips = "Gift card or promo", ["$2", "$4", "$6", "Custom"]
        sums = [("Subtotal", "$56.50"), ("Delivery fee", "$1.49"), ("Service fee", "$3.39"), ("Tip", "$4.00")]
        total, go = "$65.38", "Place order &middot; $65.38"
    cat = "".join(f'<a href="#"{" class=on" if i == 0 else ""}>{c}</a>' for i, c in enumerate(cats))
    ds = "".join(f'<div class="dish"><div><b>{n}</b><p>{d}</p><span>{p}</span></div><div class="pic" style="background:linear-gradient(135deg,{g})"><button class="round" title="Add">+</button></div></div>'
                 for n, d, p, g in dishes)
    ls = "".join(f'<div class="line"><div class="step"><button class="round">{minus[k]}</button><b>{q}</b><button class="round">+</button></div><div class="n">{n}<small>{o}</small></div><span>{p}</span></div>'
                 for k, (n, o, q, p) in enumerate(lines))
    tp = "".join(f'<button class="tip{" on" if i == 1 else ""}">{t}</button>' for i, t in enumerate(tips))
    sm = "".join(f"<div><span>{k}</span><span>{v}</span></div>" for k, v in sums)
    return f"""<style>{DELIVERY_CSS}</style>
<header><div class="logo">forkful</div><button class="pill">{addr}</button><input type="text" class="search" placeholder="{search}"><span class="sp"></span><button class="txt">{sign}</button><button class="red">{cart}</button></header>
<div class="wrap"><main><div class="banner" style="--pic:{pic}"></div>
<div class="rh"><div><h1>{name}</h1><div class="meta">{meta}</div></div><div class="seg"><button class="on">Delivery</button><button>Pickup</button></div></div>
<div class="cats">{cat}</div><div class="menu">{ds}</div></main>
<aside class="cart"><h2>Your order</h2><div class="from">from {name}</div>{ls}
<div class="promo"><input type="text" placeholder="{promo}"><button class="out">Apply</button></div>
<div class="sum"><div><b>Tip your courier</b><span></span></div></div><div class="tips">{tp}</div>
<div class="sum">{sm}<div class="tot"><span>Total</span><span>{total}</span></div></div>
<button class="red big">{go}</button></aside></div>"""


VAULT_CSS = """
body { margin:0; font:13px/1.5 "DejaVu Sans", sans-serif; color:#d7dae0; background:#0f1117; }
.app { display:grid; grid-template-columns:210px 350px 1fr; height:800px; }
aside { background:#0a0c10; border-right:1px solid #1f232c; padding:16px 12px; }
.brand { font:bold 16px "DejaVu Sans Mono", monospace; color:#34d399; margin:0 0 16px 8px; }
aside h4 { margin:14px 8px 4px; font-size:11px; text-transform:uppercase; letter-spacing:1px; color:#6b7280; }
aside a { display:flex; justify-content:space-between; padding:5px 10px; border-radius:6px; color:#a8afbd; text-decoration:none; }
aside a:hover { background:#171a21; color:#fff; }
aside a.on { background:#12302a; color:#6ee7b7; }
aside a span { color:#6b7280; }
.list { border-right:1px solid #1f232c; }
.lt { display:flex; gap:8px; padding:12px; border-bottom:1px solid #1f232c; }
.search { flex:1; height:34px; padding:0 12px; border:1px solid #2b303b; border-radius:8px; background:#161922; color:#e5e7eb; font:13px "DejaVu Sans", sans-serif; box-sizing:border-box; transition:box-shadow .15s; }
.search::placeholder { color:#6b7280; }
input:focus, textarea:focus { outline:none; border-color:#10b981; box-shadow:0 0 0 4px rgba(16,185,129,.3); }
.new { display:inline-flex; align-items:center; gap:6px; height:34px; padding:0 12px; border:0; border-radius:8px; background:#10b981; color:#04261c; font:bold 13px "DejaVu Sans", sans-serif; cursor:pointer; white-space:nowrap; transition:transform .12s, box-shadow .12s; }
.new:hover { transform:translateY(-1px); box-shadow:0 6px 16px rgba(16,185,129,.4); }
.chips { display:flex; gap:6px; padding:10px 12px; border-bottom:1px solid #1f232c; }
.chip { height:26px; padding:0 10px; border:1px solid #2b303b; border-radius:13px; background:transparent; color:#a8afbd; font:12px "DejaVu Sans", sans-serif; cursor:pointer; }
.chip:hover { color:#fff; border-color:#4b5563; background:#1a1e27; }
.chip.on { background:#e5e7eb; border-color:#e5e7eb; color:#0f1117; font-weight:bold; }
.row { display:flex; align-items:center; gap:10px; padding:9px 12px; border-bottom:1px solid #161922; }
.row.on { background:#151b24; box-shadow:inset 2px 0 0 #10b981; }
.row i { width:32px; height:32px; border-radius:8px; display:flex; align-items:center; justify-content:center; font:bold 15px "DejaVu Sans", sans-serif; font-style:normal; color:#fff; flex:none; }
.row b { display:block; color:#e5e7eb; font-weight:bold; }
.row small { color:#7c8494; }
.detail { padding:20px 28px 0; }
.dh { display:flex; align-items:center; gap:14px; margin-bottom:18px; }
.dh i { width:52px; height:52px; border-radius:12px; display:flex; align-items:center; justify-content:center; font:bold 24px "DejaVu Sans", sans-serif; font-style:normal; color:#fff; }
.dh h1 { margin:0; font-size:22px; color:#f3f4f6; }
.dh small { color:#7c8494; }
.field { margin-bottom:12px; }
.field label { display:block; font-size:11px; text-transform:uppercase; letter-spacing:1px; color:#7c8494; margin-bottom:4px; }
.fr { display:flex; gap:8px; align-items:center; }
.fr input { flex:1; height:36px; padding:0 12px; border:1px solid #2b303b; border-radius:8px; background:#13161d; color:#e5e7eb; font:14px "DejaVu Sans Mono", monospace; box-sizing:border-box; }
.gh { display:inline-flex; align-items:center; gap:6px; height:34px; padding:0 12px; border:1px solid #2b303b; border-radius:8px; background:#171a21; color:#c3c8d2; font:13px "DejaVu Sans", sans-serif; cursor:pointer; white-space:nowrap; }
.gh:hover { background:#262b36; border-color:#3f4654; color:#fff; }
.meter { display:flex; gap:4px; margin-top:6px; }
.meter b { flex:1; height:4px; border-radius:2px; background:#2b303b; }
.meter b.on { background:#10b981; }
.meter + small { color:#34d399; font-size:12px; }
.totp { font:bold 22px "DejaVu Sans Mono", monospace; color:#6ee7b7; letter-spacing:3px; }
.totp small { font:12px "DejaVu Sans", sans-serif; color:#7c8494; letter-spacing:0; margin-left:10px; }
.site { color:#34d399; }
.site:hover { text-decoration:underline; }
textarea { width:100%; height:60px; padding:8px 12px; border:1px solid #2b303b; border-radius:8px; background:#13161d; color:#c3c8d2; font:13px "DejaVu Sans", sans-serif; box-sizing:border-box; resize:none; }
.foot { display:flex; align-items:center; gap:10px; margin-top:14px; padding-top:14px; border-top:1px solid #1f232c; }
.ol { display:inline-flex; align-items:center; gap:6px; height:34px; padding:0 14px; border:1px solid #10b981; border-radius:8px; background:transparent; color:#34d399; font:bold 13px "DejaVu Sans", sans-serif; cursor:pointer; }
.ol:hover { box-shadow:0 0 0 3px rgba(16,185,129,.3); background:rgba(16,185,129,.08); }
.danger { margin-left:auto; border:0; background:transparent; padding:0; color:#f87171; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.danger:hover { text-decoration:underline; }
button:focus { outline:2px solid #34d399; outline-offset:2px; }
button:disabled, .is-disabled, [aria-disabled=true] { background:transparent !important; color:#596170 !important; border:1px dashed #3a404d !important; box-shadow:none !important; transform:none !important; text-decoration:none !important; cursor:not-allowed; }
input:disabled, textarea:disabled { background:transparent !important; color:#596170 !important; border:1px dashed #3a404d !important; }
input:disabled::placeholder { color:#464c59; }
a.is-disabled { border:0 !important; color:#596170 !important; pointer-events:none; }
"""


def _vault(alt: bool) -> str:
    if not alt:
        search, new = "Search vault", "+ New item"
        folders = [("All items", "214"), ("Favourites", "18"), ("Logins", "162"), ("Cards", "4"), ("Secure notes", "31"), ("Identities", "3")]
        shared = [("Family", "22"), ("Acme Corp", "47")]
        chips = ["All", "Logins", "Cards"]
        rows = [("GitHub", "dana.k@hey.com", "G", "#24292f"), ("Google", "dana.kowal@gmail.com", "G", "#ea4335"), ("Figma", "dana@acme.io", "F", "#a259ff"),
                ("Amazon", "dana.kowal@gmail.com", "A", "#ff9900"), ("Netflix", "family@kowal.net", "N", "#e50914"), ("Dropbox", "dana@acme.io", "D", "#0061ff"),
                ("Slack", "dana@acme.io", "S", "#4a154b"), ("Spotify", "dana.k@hey.com", "S", "#1db954"), ("Linear", "dana@acme.io", "L", "#5e6ad2"),
                ("Airbnb", "dana.kowal@gmail.com", "A", "#ff5a5f"), ("Stripe", "finance@acme.io", "S", "#635bff"), ("Notion", "dana@acme.io", "N", "#191919")]
        cur = ("GitHub", "G", "#24292f", "Login &middot; Acme Corp &middot; edited 3 days ago")
        user, pw, site = "dana-kowal", "&bull;" * 20, "https://github.com/login"
        strength, sw = "Strong &middot; 20 characters &middot; not reused", 4
        totp, left = "284 913", "renews in 17 s"
        note = "Recovery codes are in the Secure notes folder (GitHub recovery)."
        copy = ("&#10064; Copy", "&#9673; Reveal", "&#10064; Copy", "&#10064; Copy code")
        foot = ("&#9998; Edit", "&#9734; Favourite", "Move to trash")
    else:
        search, new = "Search vault", "+ Add login"
        folders = [("All items", "214"), ("Favourites", "18"), ("Logins", "162"), ("Cards", "4"), ("Secure notes", "31"), ("Identities", "3")]
        shared = [("Family", "22"), ("Acme Corp", "47")]
        chips = ["Any", "Weak", "Reused"]
        rows = [("Netflix", "family@kowal.net", "N", "#e50914"), ("Disney+", "family@kowal.net", "D", "#113ccf"), ("Nest", "home@kowal.net", "N", "#00afd8"),
                ("Bank of Lyon", "dkowal", "B", "#0f766e"), ("Amazon", "dana.kowal@gmail.com", "A", "#ff9900"), ("Router admin", "admin", "R", "#64748b"),
                ("Costco", "dana.kowal@gmail.com", "C", "#e31837"), ("Wi-Fi guest", "Kowal-Guest", "W", "#0ea5e9"), ("Steam", "dkowal_88", "S", "#1b2838"),
                ("IKEA Family", "dana.kowal@gmail.com", "I", "#0058a3"), ("Kindle", "dana.kowal@gmail.com", "K", "#232f3e"), ("Zoom", "family@kowal.net", "Z", "#2d8cff")]
        cur = ("Netflix", "N", "#e50914", "Login &middot; Family &middot; edited 2 months ago")
        user, pw, site = "family@kowal.net", "&bull;" * 12, "https://www.netflix.com/login"
        strength, sw = "Weak &middot; 12 characters &middot; reused on 2 sites", 2
        totp, left = "&mdash; &mdash;", "no one-time code set up"
        note = "Shared with the family. Change it when Tom moves out."
        copy = ("&#10064; Copy name", "&#9673; Show", "&#10064; Copy password", "&#10010; Add code")
        foot = ("&#9998; Change password", "&#9733; Unfavourite", "Delete item")
    fl = "".join(f'<a href="#"{" class=on" if i == 0 else ""}>{n}<span>{c}</span></a>' for i, (n, c) in enumerate(folders))
    sh = "".join(f'<a href="#">{n}<span>{c}</span></a>' for n, c in shared)
    ch = "".join(f'<button class="chip{" on" if i == 0 else ""}">{c}</button>' for i, c in enumerate(chips))
    rs = "".join(f'<div class="row{" on" if i == 0 else ""}"><i style="background:{bg}">{ic}</i><div><b>{n}</b><small>{u}</small></div></div>' for i, (n, u, ic, bg) in enumerate(rows))
    mt = "".join(f'<b{" class=on" if i < sw else ""}></b>' for i in range(5))
    return f"""<style>{VAULT_CSS}</style>
<div class="app"><aside><div class="brand">&#9672; keyhold</div>{fl}<h4>Shared</h4>{sh}<h4>Tools</h4><a href="#">Generator</a><a href="#">Watchtower<span>3</span></a><a href="#">Settings</a></aside>
<div class="list"><div class="lt"><input type="text" class="search" placeholder="{search}"><button class="new">{new}</button></div><div class="chips">{ch}</div>{rs}</div>
<div class="detail"><div class="dh"><i style="background:{cur[2]}">{cur[1]}</i><div><h1>{cur[0]}</h1><small>{cur[3]}</small></div></div>
<div class="field"><label>Username</label><div class="fr"><input type="text" value="{user}" readonly><button class="gh">{copy[0]}</button></div></div>
<div class="field"><label>Password</label><div class="fr"><input type="text" value="{pw}" readonly><button class="gh">{copy[1]}</button><button class="gh">{copy[2]}</button></div><div class="meter">{mt}</div><small>{strength}</small></div>
<div class="field"><label>One-time code</label><div class="fr"><div class="totp">{totp}<small>{left}</small></div><span style="flex:1"></span><button class="gh">{copy[3]}</button></div></div>
<div class="field"><label>Website</label><a href="#" class="site">{site}</a></div>
<div class="field"><label>Notes</label><textarea>{note}</textarea></div>
<div class="foot"><button class="ol">{foot[0]}</button><button class="gh">{foot[1]}</button><button class="danger">{foot[2]}</button></div></div></div>"""


SURVEY_CSS = """
body { margin:0; font:16px/1.5 "Liberation Sans", Arial, sans-serif; color:#0b0c0c; background:#fff; }
.w { width:960px; margin:0 auto; }
.cookie { background:#f3f2f1; padding:10px 0 12px; }
.cookie h2 { font:bold 18px "Liberation Sans", Arial, sans-serif; margin:0 0 4px; }
.cookie p { margin:0 0 8px; font-size:15px; }
.cookie .acts { display:flex; align-items:center; gap:14px; }
header { background:#0b0c0c; border-bottom:8px solid #1d70b8; }
header .w { display:flex; align-items:center; height:50px; }
header .logo { font:bold 20px "DejaVu Serif", serif; color:#fff; margin-right:auto; }
header a { color:#fff; font-size:15px; }
header a:hover { text-decoration-thickness:3px; }
.phase { display:flex; align-items:center; gap:10px; padding:8px 0; border-bottom:1px solid #b1b4b6; font-size:14px; }
.tag { background:#1d70b8; color:#fff; font-weight:bold; font-size:13px; padding:1px 7px; letter-spacing:1px; }
a { color:#1d70b8; text-decoration:underline; text-decoration-thickness:1px; text-underline-offset:2px; }
a:hover { color:#003078; text-decoration-thickness:3px; }
.back { display:inline-block; margin:10px 0 0; font-size:14px; color:#0b0c0c; }
.back:hover { color:#0b0c0c; }
h1 { font:bold 28px/1.2 "DejaVu Serif", serif; margin:6px 0 10px; }
.q { margin-bottom:12px; }
.q > label, .q legend { display:block; font:bold 18px "Liberation Sans", Arial, sans-serif; margin-bottom:2px; padding:0; }
.hint { color:#505a5f; font-size:15px; margin-bottom:4px; }
fieldset { border:0; margin:0; padding:0; }
.txt { width:330px; height:40px; padding:0 8px; border:2px solid #0b0c0c; border-radius:0; background:#fff; color:#0b0c0c; font:17px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
input:focus, textarea:focus { outline:3px solid #ffdd00 !important; outline-offset:0; box-shadow:inset 0 0 0 2px #0b0c0c; }
.scale { display:flex; gap:6px; }
.rate { width:44px; height:42px; border:2px solid #0b0c0c; border-radius:0; background:#fff; color:#0b0c0c; font:bold 17px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.rate:hover { box-shadow:0 0 0 3px #1d70b8; }
.rate.on { background:#0b0c0c; color:#fff; }
.ends { display:flex; justify-content:space-between; width:530px; font-size:14px; color:#505a5f; margin-top:4px; }
.radios { display:flex; gap:26px; }
.radios label { display:flex; align-items:center; gap:8px; font-size:17px; }
.radios input { width:26px; height:26px; margin:0; accent-color:#0b0c0c; }
textarea { width:620px; height:58px; padding:6px 8px; border:2px solid #0b0c0c; border-radius:0; font:16px/1.4 "Liberation Sans", Arial, sans-serif; color:#0b0c0c; box-sizing:border-box; resize:none; display:block; }
.count { font-size:14px; color:#505a5f; margin-top:2px; }
.btns { display:flex; align-items:center; gap:16px; margin-top:2px; }
.btn { padding:8px 12px 7px; border:2px solid transparent; border-radius:0; background:#00703c; color:#fff; font:17px "Liberation Sans", Arial, sans-serif; box-shadow:0 2px 0 #002d18; cursor:pointer; }
.btn:hover { background:#005a30; }
.btn.grey { background:#f3f2f1; color:#0b0c0c; box-shadow:0 2px 0 #929191; }
.btn.grey:hover { background:#dbdad9; }
button:focus { outline:3px solid #ffdd00; outline-offset:0; background:#ffdd00; color:#0b0c0c; box-shadow:0 2px 0 #0b0c0c; }
button:disabled, .is-disabled, [aria-disabled=true] { opacity:.5 !important; cursor:not-allowed; }
button:disabled:hover, .is-disabled:hover { box-shadow:none; }
input:disabled, textarea:disabled { opacity:.5; background:transparent; }
a.is-disabled { opacity:.5; pointer-events:none; }
"""


def _survey(alt: bool) -> str:
    if not alt:
        cookie = ("Cookies on Riverside Libraries", "We use some essential cookies to make this service work. We would also like to use analytics cookies so we can understand how you use it.",
                  "Accept analytics cookies", "Reject analytics cookies", "View cookies")
        sign = "Sign out"
        back, h1 = "&lsaquo; Back", "How was your visit to the library?"
        q1 = ("Which library did you visit?", "For example, Central Library or Eastgate", "")
        q2 = ("How likely are you to recommend us to a friend?", "0 is not at all likely and 10 is extremely likely", 8, ("0 &ndash; Not at all likely", "10 &ndash; Extremely likely"))
        q3 = ("Did you find what you were looking for?", ["Yes", "Partly", "No"], 0)
        q4 = ("Tell us more about your visit (optional)", "Do not include personal information, like your name or library card number.", "You have 1200 characters remaining")
        btns = ("Send feedback", "Save and finish later", "Skip this survey")
    else:
        cookie = ("Cookies on Riverside Libraries", "We use some essential cookies to make this service work. We would also like to use analytics cookies so we can understand how you use it.",
                  "Accept additional cookies", "Reject additional cookies", "Cookie settings")
        sign = "Your account"
        back, h1 = "&lsaquo; Previous page", "How was our e-book lending service?"
        q1 = ("Which device did you read on?", "For example, a Kindle, a phone or a laptop", "Kobo Clara")
        q2 = ("How easy was it to borrow an e-book?", "0 is very difficult and 10 is very easy", 6, ("0 &ndash; Very difficult", "10 &ndash; Very easy"))
        q3 = ("Would you use the service again?", ["Yes", "Maybe", "No"], 1)
        q4 = ("What could we do better? (optional)", "Do not include personal information, like your name or library card number.", "You have 1200 characters remaining")
        btns = ("Submit", "Save draft", "Not now")
    rates = "".join(f'<button class="rate{" on" if i == q2[2] else ""}">{i}</button>' for i in range(11))
    radios = "".join(f'<label><input type="radio" name="found"{" checked" if i == q3[2] else ""}>{r}</label>' for i, r in enumerate(q3[1]))
    return f"""<style>{SURVEY_CSS}</style>
<div class="cookie"><div class="w"><h2>{cookie[0]}</h2><p>{cookie[1]}</p><div class="acts"><button class="btn">{cookie[2]}</button><button class="btn">{cookie[3]}</button><a href="#">{cookie[4]}</a></div></div></div>
<header><div class="w"><div class="logo">&#9813; Riverside Libraries</div><a href="#">{sign}</a></div></header>
<div class="w"><div class="phase"><span class="tag">BETA</span><span>This is a new service &ndash; your <a href="#">feedback</a> will help us to improve it.</span></div>
<a href="#" class="back">{back}</a><h1>{h1}</h1>
<div class="q"><label>{q1[0]}</label><div class="hint">{q1[1]}</div><input type="text" class="txt" value="{q1[2]}"></div>
<div class="q"><fieldset><legend>{q2[0]}</legend><div class="hint">{q2[1]}</div><div class="scale">{rates}</div><div class="ends"><span>{q2[3][0]}</span><span>{q2[3][1]}</span></div></fieldset></div>
<div class="q"><fieldset><legend>{q3[0]}</legend><div class="radios">{radios}</div></fieldset></div>
<div class="q"><label>{q4[0]}</label><div class="hint">{q4[1]}</div><textarea></textarea><div class="count">{q4[2]}</div></div>
<div class="btns"><button class="btn">{btns[0]}</button><button class="btn grey">{btns[1]}</button><a href="#">{btns[2]}</a></div></div>"""


HOMES_CSS = """
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; color:#1f2933; background:#f5f6f8; }
header { display:flex; align-items:center; gap:22px; height:58px; padding:0 24px; background:#fff; border-bottom:1px solid #e1e4e8; }
.logo { font:bold 23px "Liberation Serif", serif; color:#0f766e; margin-right:10px; }
header nav { display:flex; gap:20px; margin-right:auto; }
header a { color:#1f2933; text-decoration:none; font-size:14px; }
header a:hover { color:#0f766e; }
.fill { height:36px; padding:0 16px; border:1px solid #0f766e; border-radius:4px; background:#0f766e; color:#fff; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; white-space:nowrap; }
.fill:hover { background:#115e59; border-color:#115e59; box-shadow:0 2px 6px rgba(17,94,89,.35); }
.out { height:34px; padding:0 14px; border:1px solid #0f766e; border-radius:4px; background:#fff; color:#0f766e; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; white-space:nowrap; }
.out:hover { box-shadow:0 3px 10px rgba(15,23,42,.22); }
.filters { display:flex; align-items:center; gap:10px; padding:10px 24px; background:#fff; border-bottom:1px solid #e1e4e8; }
.loc { width:290px; height:36px; padding:0 12px; border:1px solid #c5ccd6; border-radius:4px; background:#fff; color:#1f2933; font:14px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
.loc::placeholder { color:#7b8794; }
input:focus, select:focus { outline:none; border-color:#0f766e; }
select { height:34px; padding:0 8px; border:1px solid #c5ccd6; border-radius:4px; background:#fff; color:#1f2933; font:13px "Liberation Sans", Arial, sans-serif; }
.beds { display:flex; }
.chip { height:34px; min-width:38px; padding:0 10px; border:1px solid #c5ccd6; margin-left:-1px; border-radius:0; background:#fff; color:#3e4c59; font:13px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.chip:first-child { border-radius:4px 0 0 4px; margin-left:0; }
.chip:last-child { border-radius:0 4px 4px 0; }
.chip:hover { color:#0f766e; border-color:#0f766e; position:relative; }
.chip.on { background:#e6f4f1; color:#0f766e; border-color:#0f766e; font-weight:bold; position:relative; }
.more { height:34px; padding:0 10px; border:0; background:transparent; color:#0f766e; font:bold 13px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.more:hover { text-decoration:underline; }
.filters .sp { flex:1; }
button:focus, select:focus { outline:2px solid #0f766e; outline-offset:1px; }
.body { display:grid; grid-template-columns:1fr 470px; height:674px; }
.res { padding:12px 18px 0 24px; overflow:hidden; }
.rh { display:flex; align-items:center; gap:10px; margin-bottom:10px; }
.rh h1 { font:bold 17px "Liberation Sans", Arial, sans-serif; margin:0 auto 0 0; }
.rh small { color:#52606d; }
.cards { display:grid; grid-template-columns:1fr 1fr; gap:14px; }
.home { background:#fff; border:1px solid #e1e4e8; border-radius:6px; overflow:hidden; }
.home .pic { height:128px; position:relative; }
.home .pic em { position:absolute; left:8px; top:8px; background:#fff; color:#1f2933; font:bold 11px "Liberation Sans", Arial, sans-serif; font-style:normal; padding:2px 6px; border-radius:3px; }
.heart { position:absolute; right:8px; top:8px; width:32px; height:32px; border:0; border-radius:50%; background:rgba(255,255,255,.92); color:#c2410c; font:17px "DejaVu Sans", sans-serif; cursor:pointer; padding:0; }
.heart:hover { background:#fff; box-shadow:0 2px 8px rgba(0,0,0,.3); }
.home .inf { padding:8px 12px 10px; }
.home .pr { font:bold 20px "Liberation Serif", serif; }
.home .sp2 { color:#3e4c59; }
.home .ad { color:#52606d; margin:2px 0 4px; }
.home a { color:#0f766e; font-weight:bold; text-decoration:none; }
.home a:hover { text-decoration:underline; }
.map { position:relative; background:linear-gradient(115deg,transparent 0 38%,#b9d7ea 38% 44%,transparent 44%),linear-gradient(25deg,transparent 0 60%,#f1e6c8 60% 61%,transparent 61%),linear-gradient(160deg,transparent 0 30%,#fff 30% 31%,transparent 31% 70%,#fff 70% 71%,transparent 71%),linear-gradient(70deg,transparent 0 45%,#fff 45% 46%,transparent 46%),#e6eddc; border-left:1px solid #e1e4e8; }
.pin { position:absolute; padding:2px 7px; border-radius:10px; background:#0f766e; color:#fff; font:bold 12px "Liberation Sans", Arial, sans-serif; box-shadow:0 1px 3px rgba(0,0,0,.3); }
.pin.w { background:#fff; color:#0f766e; }
.mapbtns { position:absolute; left:14px; top:14px; display:flex; gap:8px; }
.zoom { position:absolute; right:14px; top:14px; display:flex; flex-direction:column; }
.zoom .sq { width:34px; height:34px; border:1px solid #c5ccd6; background:#fff; color:#1f2933; font:bold 18px "DejaVu Sans", sans-serif; cursor:pointer; padding:0; }
.zoom .sq:first-child { border-radius:4px 4px 0 0; border-bottom:0; }
.zoom .sq:last-child { border-radius:0 0 4px 4px; }
.zoom .sq:hover { background:#f0f2f5; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#c6c6c6 !important; color:#8d8d8d !important; border-color:#c6c6c6 !important; box-shadow:none !important; text-decoration:none !important; cursor:not-allowed; }
.out:disabled, .out.is-disabled, .chip:disabled, .chip.is-disabled, .more:disabled, .more.is-disabled { background:transparent !important; color:#c6c6c6 !important; }
input:disabled, input.is-disabled, select:disabled { background:#f4f4f4 !important; color:#c6c6c6 !important; border-color:#e0e0e0 !important; }
input:disabled::placeholder { color:#c6c6c6; }
a.is-disabled { background:transparent !important; color:#c6c6c6 !important; pointer-events:none; }
"""


def _homes(alt: bool) -> str:
    if not alt:
        nav, saved, sign, lst = ["Buy", "Rent", "Sell", "Mortgages", "Agents"], "Saved homes", "Sign in", "List your home"
        loc, mode = "Portland, ME", ["For sale", "For rent", "Sold"]
        prices = (["No min", "$200k", "$300k", "$400k"], ["No max", "$600k", "$800k", "$1M"])
        beds, on = ["Any", "1+", "2+", "3+", "4+"], 3
        more, save = "More filters &#9662;", "&#9734; Save search"
        found, sub, sort = "412 homes for sale", "in Portland, ME", ["Sort: Newest", "Price (low to high)", "Price (high to low)"]
        homes = [("$549,000", "3 bd &middot; 2 ba &middot; 1,640 sqft", "84 Brackett St, West End", "Open house Sat 1&ndash;3pm", "#c8d6b9,#8aa17a"),
                 ("$415,000", "2 bd &middot; 1 ba &middot; 980 sqft", "17 Vesper St #2, Munjoy Hill", "New &middot; 2 hours ago", "#e7c9a9,#b5835a"),
                 ("$689,900", "4 bd &middot; 3 ba &middot; 2,210 sqft", "230 Ocean Ave, East Deering", "Price cut $20k", "#bcd4e6,#5f86a8"),
                 ("$372,500", "2 bd &middot; 2 ba &middot; 1,120 sqft", "5 Tate St, Libbytown", "3D tour", "#d9c2d8,#8e6c8a")]
        pins = [("$549k", 22, 30), ("$415k", 58, 18), ("$690k", 74, 46), ("$373k", 35, 62), ("$812k", 12, 78), ("$299k", 62, 72), ("$455k", 44, 40)]
        draw = ("&#9998; Draw area", "Satellite")
    else:
        nav, saved, sign, lst = ["Buy", "Rent", "Sell", "Mortgages", "Agents"], "Saved homes (3)", "Dana K.", "Manage rentals"
        loc, mode = "Burlington, VT", ["For rent", "For sale", "Sold"]
        prices = (["No min", "$1,000", "$1,500", "$2,000"], ["No max", "$2,500", "$3,000", "$4,000"])
        beds, on = ["Studio", "1+", "2+", "3+", "4+"], 2
        more, save = "Pets, laundry &#9662;", "&#9733; Search saved"
        found, sub, sort = "96 rentals", "in Burlington, VT", ["Sort: Price (low to high)", "Newest", "Largest"]
        homes = [("$1,850/mo", "2 bd &middot; 1 ba &middot; 900 sqft", "112 North Ave, Old North End", "Available Jan 1", "#d6cbb6,#9c8b6e"),
                 ("$2,400/mo", "3 bd &middot; 2 ba &middot; 1,350 sqft", "48 Church St #4, Downtown", "Pets allowed", "#c9d8e8,#6c8fb3"),
                 ("$1,425/mo", "1 bd &middot; 1 ba &middot; 640 sqft", "9 Loomis St, Hill Section", "Heat included", "#e3d3e8,#9a7aa6"),
                 ("$2,950/mo", "4 bd &middot; 2 ba &middot; 1,800 sqft", "301 Shelburne Rd, South End", "Garage", "#cfe0c6,#6f9461")]
        pins = [("$1.9k", 30, 24), ("$2.4k", 55, 35), ("$1.4k", 70, 20), ("$3.0k", 20, 66), ("$2.1k", 48, 58), ("$1.7k", 80, 70), ("$2.6k", 38, 84)]
        draw = ("&#9998; Redraw", "Terrain")
    nv = "".join(f'<a href="#">{n}</a>' for n in nav)
    md = "".join(f"<option>{m}</option>" for m in mode)
    pmin = "".join(f"<option>{p}</option>" for p in prices[0])
    pmax = "".join(f"<option>{p}</option>" for p in prices[1])
    bd = "".join(f'<button class="chip{" on" if i == on else ""}">{b}</button>' for i, b in enumerate(beds))
    so = "".join(f"<option>{s}</option>" for s in sort)
    hs = "".join(f'<div class="home"><div class="pic" style="background:linear-gradient(160deg,{g})"><em>{tag}</em><button class="heart" title="Save">{"&#9829;" if alt and k == 0 else "&#9825;"}</button></div>'
                 f'<div class="inf"><div class="pr">{p}</div><div class="sp2">{s}</div><div class="ad">{a}</div><a href="#">Contact agent</a></div></div>'
                 for k, (p, s, a, tag, g) in enumerate(homes))
    ps = "".join(f'<span class="pin{" w" if i == 0 else ""}" style="left:{x}%;top:{y}%">{t}</span>' for i, (t, x, y) in enumerate(pins))
    return f"""<style>{HOMES_CSS}</style>
<header><div class="logo">Harbor &amp; Key</div><nav>{nv}</nav><a href="#">{saved}</a><a href="#">{sign}</a><button class="fill">{lst}</button></header>
<div class="filters"><input type="text" class="loc" placeholder="City, neighbourhood or ZIP" value="{loc}"><select>{md}</select><select>{pmin}</select><select>{pmax}</select>
<div class="beds">{bd}</div><button class="more">{more}</button><span class="sp"></span><button class="out">{save}</button></div>
<div class="body"><div class="res"><div class="rh"><h1>{found} <small>{sub}</small></h1><select>{so}</select></div><div class="cards">{hs}</div></div>
<div class="map">{ps}<div class="mapbtns"><button class="out">{draw[0]}</button><button class="out">{draw[1]}</button></div><div class="zoom"><button class="sq">+</button><button class="sq">&minus;</button></div></div></div>"""


REVIEW_CSS = """
body { margin:0; font:13px/1.5 "Liberation Sans", Arial, sans-serif; color:#e6edf3; background:#0d1117; }
.top { display:flex; align-items:center; gap:12px; height:50px; padding:0 20px; background:#010409; border-bottom:1px solid #30363d; }
.top .logo { font:bold 15px "DejaVu Sans Mono", monospace; color:#e6edf3; }
.top .crumb { margin-right:auto; font-size:14px; }
.top .crumb a { color:#e6edf3; text-decoration:none; }
.top .crumb a:hover { text-decoration:underline; }
.jump { width:250px; height:30px; padding:0 10px; border:1px solid #30363d; border-radius:6px; background:#0d1117; color:#e6edf3; font:13px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
.jump::placeholder { color:#7d8590; }
input:focus, textarea:focus { outline:2px solid #58a6ff !important; outline-offset:2px; }
.btn { display:inline-flex; align-items:center; gap:6px; height:30px; padding:0 12px; border:1px solid #363b42; border-radius:6px; background:#21262d; color:#e6edf3; font:13px "Liberation Sans", Arial, sans-serif; cursor:pointer; white-space:nowrap; }
.btn:hover { background:#30363d; border-color:#8b949e; }
.btn.green { background:#238636; border-color:rgba(240,246,252,.1); color:#fff; font-weight:bold; }
.btn.green:hover { background:#2ea043; }
.btn.sm { height:26px; padding:0 8px; font-size:12px; }
.lk { border:0; background:transparent; padding:0; color:#58a6ff; font:13px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.lk:hover { text-decoration:underline; }
button:focus { outline:2px solid #1f6feb; outline-offset:-2px; }
.pr { padding:14px 20px 0; border-bottom:1px solid #30363d; }
.pr .h { display:flex; align-items:center; gap:10px; }
.pr h1 { font:22px "Liberation Sans", Arial, sans-serif; margin:0 auto 0 0; }
.pr h1 span { color:#7d8590; }
.st { display:inline-flex; align-items:center; gap:4px; padding:4px 12px; border-radius:14px; background:#238636; color:#fff; font-weight:bold; }
.br { font:12px "DejaVu Sans Mono", monospace; color:#79c0ff; background:rgba(56,139,253,.15); padding:1px 6px; border-radius:6px; }
.pr .sub { display:flex; align-items:center; gap:8px; margin:6px 0 10px; color:#7d8590; }
.tabs { display:flex; gap:2px; }
.tabs a { padding:8px 14px; color:#e6edf3; text-decoration:none; border-bottom:2px solid transparent; }
.tabs a:hover { border-bottom-color:#6e7681; }
.tabs a.on { border-bottom-color:#f78166; font-weight:bold; }
.tabs a span { background:#30363d; border-radius:10px; padding:0 6px; margin-left:4px; font-size:12px; font-weight:normal; }
.tool { display:flex; align-items:center; gap:10px; padding:8px 20px; border-bottom:1px solid #30363d; }
.tool .sp { flex:1; }
.tool small { color:#7d8590; }
.tool .jf { color:#7d8590; text-decoration:none; }
.tool .jf:hover { color:#58a6ff; }
.main { display:grid; grid-template-columns:250px 1fr; }
.tree { padding:10px 12px 0 20px; border-right:1px solid #30363d; height:560px; }
.tree a { display:block; padding:3px 6px; border-radius:6px; color:#e6edf3; text-decoration:none; font-size:13px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.tree a:hover { background:#161b22; }
.tree a.on { background:#1c2128; box-shadow:inset 2px 0 0 #1f6feb; }
.tree a.d { color:#7d8590; }
.tree a i { font-style:normal; color:#3fb950; float:right; font:11px "DejaVu Sans Mono", monospace; }
.diff { padding:10px 20px 0 16px; }
.fh { display:flex; align-items:center; gap:10px; padding:6px 10px; background:#161b22; border:1px solid #30363d; border-radius:6px 6px 0 0; }
.fh code { font:12px "DejaVu Sans Mono", monospace; margin-right:auto; }
.fh .n { font:12px "DejaVu Sans Mono", monospace; }
.fh .n b { color:#3fb950; font-weight:normal; } .fh .n s { color:#f85149; text-decoration:none; }
.fh label { display:flex; align-items:center; gap:4px; color:#7d8590; border:1px solid #30363d; border-radius:6px; padding:1px 8px; }
table { width:100%; border-collapse:collapse; border:1px solid #30363d; border-top:0; font:12px/20px "DejaVu Sans Mono", monospace; }
td { padding:0 8px; white-space:pre; }
td.ln { width:34px; color:#6e7681; text-align:right; user-select:none; }
tr.hk td { background:rgba(56,139,253,.1); color:#7d8590; }
tr.add td { background:rgba(46,160,67,.15); } tr.add td.ln { background:rgba(46,160,67,.3); }
tr.del td { background:rgba(248,81,73,.15); } tr.del td.ln { background:rgba(248,81,73,.3); }
.kw { color:#ff7b72; } .fn { color:#d2a8ff; } .s { color:#a5d6ff; } .c { color:#8b949e; }
.thread { border:1px solid #30363d; border-top:0; background:#0d1117; padding:10px 12px; font:13px "Liberation Sans", Arial, sans-serif; white-space:normal; }
.cm { display:flex; gap:8px; margin-bottom:8px; }
.cm i { width:24px; height:24px; border-radius:50%; flex:none; }
.cm b { margin-right:6px; } .cm small { color:#7d8590; }
.cm p { margin:2px 0 0; }
.thread textarea { width:100%; height:54px; padding:6px 8px; border:1px solid #30363d; border-radius:6px; background:#0d1117; color:#e6edf3; font:13px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; resize:none; }
.thread textarea::placeholder { color:#7d8590; }
.ta { display:flex; align-items:center; gap:8px; margin-top:6px; }
.ta .sp { flex:1; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#161b22 !important; color:#484f58 !important; border-color:#21262d !important; cursor:not-allowed; }
.btn.green:disabled, .btn.green.is-disabled { background:#105823 !important; color:rgba(255,255,255,.5) !important; border-color:rgba(240,246,252,.1) !important; }
.lk:disabled, .lk.is-disabled { background:transparent !important; color:#484f58 !important; text-decoration:none !important; }
input:disabled, textarea:disabled { background:#161b22 !important; color:#484f58 !important; border-color:#21262d !important; }
input:disabled::placeholder, textarea:disabled::placeholder { color:#30363d; }
a.is-disabled { color:#484f58 !important; pointer-events:none; }
"""

_CODE = {
    False: ("src/cache/region.py", "+42 &minus;7", [
        ("hk", "", "", "@@ -31,12 +31,19 @@ class RegionCache:"),
        ("", "31", "31", '    <span class="kw">def</span> <span class="fn">lookup</span>(self, key):'),
        ("", "32", "32", '        entry = self._entries.get(key)'),
        ("del", "33", "", '        <span class="kw">if</span> entry <span class="kw">is</span> None:'),
        ("del", "34", "", '            <span class="kw">return</span> None'),
        ("add", "", "33", '        <span class="kw">if</span> entry <span class="kw">is</span> None <span class="kw">or</span> entry.expired(self._clock()):'),
        ("add", "", "34", '            self._misses += <span class="s">1</span>'),
        ("add", "", "35", '            <span class="kw">return</span> None'),
        ("", "35", "36", '        self._hits += <span class="s">1</span>'),
        ("add", "", "37", '        <span class="c"># keep the hash of the region, not the pixels</span>'),
        ("add", "", "38", '        <span class="kw">return</span> entry.digest'),
    ], [
        ("", "36", "39", ""),
        ("", "37", "40", '    <span class="kw">def</span> <span class="fn">store</span>(self, key, region):'),
        ("del", "38", "", '        self._entries[key] = Entry(region)'),
        ("add", "", "41", '        self._entries[key] = Entry(<span class="fn">hash_region</span>(region), self._clock())'),
    ]),
    True: ("src/cache/evict.py", "+18 &minus;3", [
        ("hk", "", "", "@@ -8,10 +8,25 @@ from .region import RegionCache"),
        ("", "8", "8", '<span class="kw">def</span> <span class="fn">evict</span>(cache, limit):'),
        ("", "9", "9", '    <span class="s">"""Drop the oldest entries until the cache fits."""</span>'),
        ("del", "10", "", '    <span class="kw">while</span> <span class="fn">len</span>(cache) &gt; limit:'),
        ("del", "11", "", '        cache.pop_oldest()'),
        ("add", "", "10", '    <span class="kw">if</span> limit &lt;= <span class="s">0</span>:'),
        ("add", "", "11", '        <span class="kw">raise</span> <span class="fn">ValueError</span>(<span class="s">"limit must be positive"</span>)'),
        ("add", "", "12", '    <span class="kw">while</span> <span class="fn">len</span>(cache) &gt; limit:'),
        ("add", "", "13", '        key = cache.pop_oldest()'),
        ("add", "", "14", '        cache.stats.evicted.append(key)'),
        ("", "12", "15", '    <span class="kw">return</span> cache'),
    ], [
        ("", "13", "16", ""),
        ("add", "", "17", '<span class="kw">def</span> <span class="fn">evict_expired</span>(cache, now):'),
        ("add", "", "18", '    <span class="kw">for</span> key <span class="kw">in</span> <span class="fn">list</span>(cache.expired_keys(now)):'),
        ("add", "", "19", '        cache.drop(key)'),
    ]),
}


def _review(alt: bool) -> str:
    if not alt:
        crumb, jump = '<a href="#">lumenlabs</a> / <a href="#"><b>tessera</b></a>', "Type / to search"
        title, num, state = "Cache region hashes per replay step", "#482", "&#10551; Open"
        sub = ("<b>dana-k</b> wants to merge 4 commits into", "main", "from", "cache-region-hash")
        head = ("&#9998; Edit", "&lt;&gt; Code &#9662;")
        tabs = [("Conversation", "12"), ("Commits", "4"), ("Checks", "3"), ("Files changed", "6")]
        viewed, review = "0 / 6 files viewed", "Review changes &#9662;"
        tree = [("src/cache", "", True), ("region.py", "+42", False), ("store.py", "+9", False), ("src/replay", "", True), ("runner.py", "+15", False), ("step.py", "+3", False), ("tests", "", True), ("test_region.py", "+61", False), ("test_runner.py", "+12", False)]
        cm = ("#d29922", "mkoval", "yesterday", "Should an expired entry count as a miss? The stats page adds misses and expiries together.")
        reply, btns = "Reply to this thread&hellip;", ("Resolve conversation", "Cancel", "Add single comment", "Start a review")
    else:
        crumb, jump = '<a href="#">lumenlabs</a> / <a href="#"><b>tessera</b></a>', "Type / to search"
        title, num, state = "Evict expired regions before the size limit", "#486", "&#10551; Open"
        sub = ("<b>ayu-t</b> wants to merge 2 commits into", "main", "from", "evict-expired")
        head = ("&#9998; Rename", "&lt;&gt; Checkout &#9662;")
        tabs = [("Conversation", "5"), ("Commits", "2"), ("Checks", "3"), ("Files changed", "3")]
        viewed, review = "1 / 3 files viewed", "Finish your review &#9662;"
        tree = [("src/cache", "", True), ("evict.py", "+18", False), ("region.py", "+2", False), ("tests", "", True), ("test_evict.py", "+40", False), ("docs", "", True), ("cache.rst", "+6", False), ("", "", True), ("", "", True)]
        cm = ("#3fb950", "rdiaz", "2 hours ago", "Raising here breaks the CLI, which passes 0 to mean no limit. Could we treat 0 as unlimited?")
        reply, btns = "Leave a comment&hellip;", ("Unresolve", "Discard", "Comment", "Add to review")
    path, counts, rows, rows2 = _CODE[alt]
    tb = "".join(f'<a href="#"{" class=on" if i == 3 else ""}>{n}<span>{c}</span></a>' for i, (n, c) in enumerate(tabs))
    tr = "".join(f'<a href="#" class="{"d" if d else ("on" if k == 1 else "")}">{"&#9662; " if d else "&nbsp;&nbsp;&nbsp;"}{n}<i>{c}</i></a>' if n else "" for k, (n, c, d) in enumerate(tree))

    def rws(rs: list[tuple[str, str, str, str]]) -> str:
        return "".join(f'<tr class="{k}"><td class="ln">{a}</td><td class="ln">{b}</td><td>{t}</td></tr>' for k, a, b, t in rs)

    return f"""<style>{REVIEW_CSS}</style>
<div class="top"><div class="logo">&#9095; patchwork</div><div class="crumb">{crumb}</div><input type="text" class="jump" placeholder="{jump}"></div>
<div class="pr"><div class="h"><h1>{title} <span>{num}</span></h1><button class="btn">{head[0]}</button><button class="btn green">{head[1]}</button></div>
<div class="sub"><span class="st">{state}</span>{sub[0]} <span class="br">{sub[1]}</span> {sub[2]} <span class="br">{sub[3]}</span></div><div class="tabs">{tb}</div></div>
<div class="tool"><small>{viewed}</small><a href="#" class="jf">Jump to file &#9662;</a><span class="sp"></span><button class="btn green">{review}</button></div>
<div class="main"><div class="tree">{tr}</div><div class="diff">
<div class="fh"><code>{path}</code><span class="n">{counts.replace("+", "<b>+").replace(" &minus;", "</b> <s>&minus;")}</s></span><label><input type="checkbox"> Viewed</label><button class="btn sm">&#8943;</button></div>
<table>{rws(rows)}<tr><td colspan="3" style="padding:0"><div class="thread"><div class="cm"><i style="background:{cm[0]}"></i><div><b>{cm[1]}</b><small>{cm[2]}</small><p>{cm[3]}</p></div></div>
<textarea placeholder="{reply}"></textarea><div class="ta"><button class="lk">{btns[0]}</button><span class="sp"></span><button class="btn">{btns[1]}</button><button class="btn">{btns[2]}</button><button class="btn green">{btns[3]}</button></div></div></td></tr>{rws(rows2)}</table></div></div>"""


_DESIGNS = {
    "weather": _weather,
    "delivery": _delivery,
    "vault": _vault,
    "survey": _survey,
    "homes": _homes,
    "review": _review,
}


def holdout4_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
