# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT7 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout7``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a pharmacy prescription-refill
form, a dark smart-home energy dashboard, a university course-registration table, a parcel
tracking page with a delivery-options form, a dark video-editor export dialog, a gym class
booking schedule). The brief asked for SUBTLE disabled and greyed states as real sites draw
them, beside strong ones, on light and dark pages, faint and strong controls:

* ``refill`` (pharmacy, white and leaf green, rounded): a disabled green button only drops
  to 65 % OPACITY; the quantity steppers turn light grey on a slightly lighter fill and the
  text-like buttons only GREY THEIR TEXT; a disabled field keeps its border and gets a pale grey fill. Hover
  darkens the green fill, tints the steppers and underlines the text buttons; a focused
  field gets a green border and a 3 px pale-green OUTER ring;
* ``energy`` (dark smart-home energy dashboard, amber and cyan): disabled buttons are drawn
  by a LIGHTER FILL ONLY (the dark fill lifted a step, the label a little dimmer), the
  device TOGGLES grey out (grey track, grey knob), the amber button turns a flat slate.
  Hover lifts dark fills and rings the amber button; a focused field RECOLOURS its border
  amber (border change);
* ``enrol`` (a university course-registration table, serif headings, maroon): a disabled
  maroon ``Add`` turns LIGHT GREY with grey text, an outline ``Waitlist`` button's border and
  text go light grey, text-only ``Drop`` buttons go grey. Hover fills the outline buttons
  with a pale maroon tint and darkens the filled ones; a focused field gets a 2 px maroon
  OUTLINE 2 px away from it (outer ring);
* ``parcel`` (parcel tracking with a delivery-options form, black on courier yellow):
  disabled outline buttons and date chips get a LIGHT GREY border and text, text-only links
  go grey, the black button a light grey fill with grey text. Hover inverts the chips,
  shadows the black button and underlines links; a focused field's grey underline becomes a
  2 px black one on a pale yellow fill (border change);
* ``export`` (dark video-editor export dialog, violet): a disabled violet button is shown at
  60 % OPACITY, segmented options and ghost buttons only DIM their text, fields dim their
  text and border. Hover lightens ghost fills and the violet; a focused field gets a violet
  border with a 3 px translucent violet GLOW (outer);
* ``gym`` (a gym class booking schedule, off-white, black and lime, condensed headings): a
  disabled lime ``Book`` button keeps its shape but fades to a PALE lime-grey fill with grey
  text, the outline ``Waitlist`` button goes faint, the day tabs only grey their text, the
  reminder TOGGLE greys out. Hover turns lime buttons black with lime text and outlines the
  day tabs; a focused search field gets a thick 2 px black border (border change).

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h7/<doc>``.
"""

from __future__ import annotations

_GLYPHS = {
    "pill": '<rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-35 12 12)"/><path d="M9.2 8.1l5.6 7.8"/>',
    "clock": '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
    "store": '<path d="M4 10v10h16V10M3 10l2-6h14l2 6z"/><path d="M10 20v-5h4v5"/>',
    "car": '<path d="M4 16v-4l2-5h12l2 5v4z"/><circle cx="8" cy="16.5" r="1.6"/><circle cx="16" cy="16.5" r="1.6"/>',
    "bolt": '<path d="M13 3 5 13.5h6L10 21l8-10.5h-6z"/>',
    "sun": '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.2 5.2l1.8 1.8M17 17l1.8 1.8M5.2 18.8 7 17M17 7l1.8-1.8"/>',
    "plug": '<path d="M9 3v5M15 3v5M7 8h10v4a5 5 0 0 1-10 0zM12 17v4"/>',
    "house": '<path d="M4 11.5 12 5l8 6.5V20H4z"/><path d="M10 20v-5h4v5"/>',
    "leaf": '<path d="M5 19c0-8 5-13 14-14 0 9-5 14-13 14z"/><path d="M5 19 13 11"/>',
    "search": '<circle cx="10.5" cy="10.5" r="6"/><path d="M15 15l5 5"/>',
    "book": '<path d="M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z"/>',
    "box": '<path d="M4 8l8-4 8 4v8l-8 4-8-4z"/><path d="M4 8l8 4 8-4M12 12v8"/>',
    "pin": '<path d="M12 21s-6-5.4-6-10.5a6 6 0 0 1 12 0C18 15.6 12 21 12 21z"/><circle cx="12" cy="10.5" r="2.2"/>',
    "film": '<rect x="3.5" y="5" width="17" height="14" rx="1.5"/><path d="M7.5 5v14M16.5 5v14M3.5 9.5h4M3.5 14.5h4M16.5 9.5h4M16.5 14.5h4"/>',
    "folder": '<path d="M3.5 6.5h6l2 2h9v10h-17z"/>',
    "x": '<path d="M6 6l12 12M18 6 6 18"/>',
    "dumbbell": '<path d="M3 10v4M6 8v8M18 8v8M21 10v4M6 12h12"/>',
    "bell": '<path d="M6.5 16v-5a5.5 5.5 0 0 1 11 0v5l1.5 2h-14z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>',
}


def _g(name: str, size: int = 16, sw: float = 1.8) -> str:
    return f'<svg width="{size}" height="{size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round" style="flex:none">{_GLYPHS[name]}</svg>'


# --------------------------------------------------------------------------------------------
# refill: a pharmacy prescription-refill form (light, leaf green)

REFILL_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#f6f8f5; color:#23302a; font:14px/1.45 "DejaVu Sans", sans-serif; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.top { display:flex; align-items:center; gap:22px; height:58px; padding:0 36px; background:#fff; border-bottom:1px solid #e1e7e2; }
.brand { display:flex; align-items:center; gap:8px; font-weight:bold; font-size:18px; color:#1f7a46; }
.top a { color:#4b5a52; text-decoration:none; font-size:13px; }
.top a:hover { color:#1f7a46; }
.top .sp { flex:1; }
.g { display:inline-flex; align-items:center; gap:7px; height:36px; padding:0 18px; border:0; border-radius:18px; background:#1f7a46; color:#fff; font-size:13px; font-weight:bold; }
.g:hover { background:#155d34; }
.g.big { height:44px; border-radius:22px; padding:0 28px; font-size:15px; }
.g:disabled, .g.is-disabled { opacity:.65; cursor:default; }
.g:disabled:hover, .g.is-disabled:hover { background:#1f7a46; }
.main { display:grid; grid-template-columns:1fr 300px; gap:24px; padding:22px 36px; }
h1 { margin:0 0 2px; font-size:23px; font-weight:normal; color:#173d27; }
.lead { margin:0 0 16px; color:#5e6d65; font-size:13px; }
.card { background:#fff; border:1px solid #e1e7e2; border-radius:14px; padding:18px 22px; margin-bottom:16px; }
.card h2 { margin:0 0 12px; font-size:15px; color:#173d27; }
.fr { display:grid; grid-template-columns:1.2fr 1fr 1fr; gap:16px; }
label { display:block; font-size:12px; color:#5e6d65; margin-bottom:4px; }
.f { width:100%; box-sizing:border-box; height:40px; padding:0 12px; border:1px solid #c9d3cc; border-radius:10px; background:#fff; color:#23302a; font:14px "DejaVu Sans", sans-serif; }
.f::placeholder { color:#a3b0a8; }
.f:focus { outline:none; border-color:#1f7a46; box-shadow:0 0 0 3px #cfe9d8; }
.f:disabled, .f.is-disabled { background:#f1f3f1; color:#9aa59f; }
.med { display:grid; grid-template-columns:22px 1fr 118px 70px; align-items:center; gap:12px; padding:10px 0; border-top:1px solid #eef2ef; }
.med input[type=checkbox] { width:17px; height:17px; margin:0; accent-color:#1f7a46; }
.med b { display:block; font-size:14px; font-weight:bold; }
.med small { color:#7a8880; font-size:12px; }
.qty { display:flex; align-items:center; gap:8px; }
.qty span { width:28px; text-align:center; font-weight:bold; }
.st { width:30px; height:30px; border:1px solid #c9d3cc; border-radius:8px; background:#fff; color:#1f7a46; font-size:17px; line-height:1; padding:0; }
.st:hover { background:#e9f5ee; border-color:#1f7a46; }
.st:disabled, .st.is-disabled { background:#f7f8f7; color:#c3cbc6; border-color:#e2e7e3; }
.tl { border:0; background:none; padding:4px 2px; color:#1f7a46; font-size:13px; }
.tl:hover { text-decoration:underline; }
.tl.bk { display:inline-flex; align-items:center; gap:6px; color:#23302a; }
.tl:disabled, .tl.is-disabled { color:#a9b3ad; text-decoration:none; }
.opts { display:grid; grid-template-columns:repeat(3, 1fr); gap:12px; }
.op { display:flex; align-items:center; gap:10px; height:54px; padding:0 14px; border:1px solid #c9d3cc; border-radius:12px; background:#fff; color:#23302a; font-size:13px; text-align:left; }
.op:hover { border-color:#1f7a46; }
.op.on { border:2px solid #1f7a46; background:#f0f8f3; }
.op:disabled, .op.is-disabled { background:#f5f6f5; color:#a9b3ad; border-color:#e2e7e3; }
.foot { display:flex; align-items:center; gap:16px; }
.foot .sp { flex:1; }
.foot small { color:#7a8880; }
.side .card p { margin:4px 0; font-size:13px; color:#4b5a52; }
.side .ol { display:block; width:100%; height:38px; margin-top:10px; border:1px solid #1f7a46; border-radius:19px; background:#fff; color:#1f7a46; font-size:13px; }
.side .ol:hover { background:#e9f5ee; }
.side .ol:disabled, .side .ol.is-disabled { opacity:.65; }
.side a { display:block; color:#1f7a46; font-size:13px; padding:3px 0; }
.side a:hover { color:#155d34; }
a.is-disabled { color:#a9b3ad !important; pointer-events:none; }
.note { background:#fff8e1; border:1px solid #f1dfa4; border-radius:10px; padding:10px 12px; font-size:12px; color:#6b5a1f; }
"""


def _refill(alt: bool) -> str:
    if not alt:
        chat, title = "Ask a pharmacist", "Refill a prescription"
        lead = "Repeat prescriptions are usually ready within 2 working days."
        fields = ("Rx number", "RX-7730-1184", "Date of birth", "04/09/1961", "Last name", "Okafor")
        meds = [
            ("Atorvastatin 20 mg", "28 tablets &middot; 2 refills left", 1, True),
            ("Lisinopril 10 mg", "28 tablets &middot; 4 refills left", 1, True),
            ("Salbutamol inhaler 100 mcg", "1 inhaler &middot; 1 refill left", 2, False),
        ]
        opts = [
            ("store", "Pick up in store", "Ready Thu"),
            ("car", "Home delivery", "&pound;2.50"),
            ("clock", "Drive-thru", "Ready Fri"),
        ]
        cancel, submit, note = "Cancel", "Request refill", "2 of 3 items selected"
        store = (
            "Your pharmacy",
            "Greenleaf &middot; Hollins Street",
            "Open today 8:00&ndash;21:00",
            "Change pharmacy",
        )
        links = ["Prescription history", "Set up auto-refill", "Medicine reminders"]
        warn = "Salbutamol needs a new prescription after this refill."
        rm, basket = "Remove", "Basket (0)"
    else:
        chat, title = "Message the pharmacy", "Transfer a prescription"
        lead = "Move a prescription from another pharmacy; we will contact them for you."
        fields = (
            "Previous pharmacy",
            "Elm Road Chemist",
            "Date of birth",
            "12/02/1988",
            "Postcode",
            "LS6 2QT",
        )
        meds = [
            ("Sertraline 50 mg", "30 tablets &middot; monthly", 1, True),
            ("Cetirizine 10 mg", "30 tablets &middot; as needed", 3, False),
            ("Levothyroxine 75 mcg", "28 tablets &middot; monthly", 1, True),
        ]
        opts = [
            ("store", "Collect", "From Mon"),
            ("car", "Courier", "Free over &pound;20"),
            ("clock", "Locker", "24 hours"),
        ]
        cancel, submit, note = "Back", "Start transfer", "2 of 3 items chosen"
        store = (
            "Transfer to",
            "Greenleaf &middot; Market Square",
            "Open today 9:00&ndash;18:00",
            "Pick another branch",
        )
        links = ["How transfers work", "Controlled medicines", "Contact support"]
        warn = "The old pharmacy may take up to 5 days to respond."
        rm, basket = "Skip", "Basket (2)"
    md = "".join(
        f'<div class="med"><input type="checkbox"{" checked" if on else ""}><div><b>{n}</b><small>{s}</small></div>'
        f'<button class="tl" style="grid-column:4;grid-row:1">{rm}</button><div class="qty"><button class="st">&minus;</button><span>{q}</span><button class="st">+</button></div></div>'
        for n, s, q, on in meds
    )
    op = "".join(
        f'<button class="op{" on" if i == 0 else ""}">{_g(ic, 20)}<span><b>{a}</b><br><small>{b}</small></span></button>'
        for i, (ic, a, b) in enumerate(opts)
    )
    lk = "".join(f'<a href="#">{x}</a>' for x in links)
    return f"""<style>{REFILL_CSS}</style>
<div class="top"><div class="brand">{_g("leaf", 24)}Greenleaf Pharmacy</div><a href="#">Prescriptions</a><a href="#">Shop</a><a href="#">Health services</a><span class="sp"></span><button class="g">{_g("pill", 15)}{chat}</button><button class="tl bk">{_g("store", 16)}{basket}</button></div>
<div class="main"><div><h1>{title}</h1><p class="lead">{lead}</p>
<div class="card"><h2>Patient details</h2><div class="fr"><div><label>{fields[0]}</label><input type="text" class="f" value="{fields[1]}"></div><div><label>{fields[2]}</label><input type="text" class="f" value="{fields[3]}"></div><div><label>{fields[4]}</label><input type="text" class="f" value="{fields[5]}"></div></div></div>
<div class="card"><h2>Medicines</h2>{md}</div>
<div class="card"><h2>How would you like to get them?</h2><div class="opts">{op}</div></div>
<div class="foot"><button class="tl">{cancel}</button><span class="sp"></span><small>{note}</small><button class="g big">{submit}</button></div></div>
<div class="side"><div class="card"><h2>{store[0]}</h2><p><b>{store[1]}</b></p><p>{store[2]}</p><button class="ol">{store[3]}</button></div>
<div class="card"><h2>Also useful</h2>{lk}</div><div class="note">{warn}</div></div></div>"""


# --------------------------------------------------------------------------------------------
# energy: a dark smart-home energy dashboard (amber, cyan)

ENERGY_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#0e1217; color:#d5dde6; font:13px/1.45 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.app { display:grid; grid-template-columns:210px 1fr; height:800px; }
.nav { background:#131920; border-right:1px solid #1f2831; padding:20px 14px; }
.nav .logo { display:flex; align-items:center; gap:8px; color:#f5b43a; font-weight:bold; font-size:17px; margin:0 6px 22px; }
.nav a { display:flex; align-items:center; gap:10px; padding:9px 10px; border-radius:8px; color:#8d9aa8; text-decoration:none; font-size:13px; }
.nav a:hover { background:#1a222b; color:#e5ebf1; }
.nav a.on { background:#1d2731; color:#f5b43a; }
a.is-disabled { color:#4b5560 !important; pointer-events:none; }
.mainp { padding:18px 26px; }
.bar { display:flex; align-items:center; gap:14px; margin-bottom:18px; }
.bar h1 { margin:0; font-size:20px; color:#f1f5f9; font-weight:bold; }
.bar .sp { flex:1; }
.in { height:34px; width:230px; box-sizing:border-box; padding:0 12px; border:1px solid #2a3440; border-radius:8px; background:#161d25; color:#d5dde6; font:13px "Liberation Sans", Arial, sans-serif; }
.in::placeholder { color:#66727f; }
.in:focus { outline:none; border-color:#f5b43a; }
.in:disabled, .in.is-disabled { background:#1b2129; color:#5c6671; border-color:#242c35; }
.dk { display:inline-flex; align-items:center; gap:7px; height:34px; padding:0 14px; border:1px solid #2a3440; border-radius:8px; background:#1a222b; color:#c9d3dd; font-size:13px; }
.dk:hover { background:#232d38; border-color:#3a4756; }
.dk:disabled, .dk.is-disabled { background:#222a33; color:#7d8894; border-color:#2a3440; }
.amb { display:inline-flex; align-items:center; gap:7px; height:34px; padding:0 16px; border:0; border-radius:8px; background:#f5b43a; color:#1a1307; font-size:13px; font-weight:bold; }
.amb:hover { box-shadow:0 0 0 3px rgba(245,180,58,.35); }
.amb:disabled, .amb.is-disabled { background:#3a424c; color:#85909b; box-shadow:none; }
.grid { display:grid; grid-template-columns:1.4fr 1fr; gap:16px; }
.card { background:#151c24; border:1px solid #1f2831; border-radius:12px; padding:14px 18px; margin-bottom:16px; }
.card h2 { margin:0 0 10px; font-size:14px; color:#e5ebf1; display:flex; align-items:center; gap:8px; }
.card h2 .sp { flex:1; }
.kpis { display:grid; grid-template-columns:repeat(3, 1fr); gap:12px; }
.kpi { background:#111820; border-radius:10px; padding:10px 12px; }
.kpi small { color:#7c8996; }
.kpi b { display:block; font-size:22px; color:#f1f5f9; }
.kpi em { font-style:normal; font-size:12px; color:#4fd1c5; }
.chart { display:flex; align-items:flex-end; gap:5px; height:150px; padding-top:8px; border-bottom:1px solid #26303a; }
.chart i { flex:1; background:linear-gradient(#4fd1c5, #2a8c84); border-radius:3px 3px 0 0; }
.chart i.hi { background:linear-gradient(#f5b43a, #b9801b); }
.hrs { display:flex; justify-content:space-between; color:#5f6b78; font-size:11px; margin-top:4px; }
.rng { display:flex; gap:4px; }
.rng button { height:28px; padding:0 10px; border:0; border-radius:6px; background:transparent; color:#8d9aa8; font-size:12px; }
.rng button:hover { background:#1f2832; color:#e5ebf1; }
.rng button.on { background:#26313c; color:#f5b43a; }
.rng button:disabled, .rng button.is-disabled { background:#1a2028; color:#58636e; }
.dev { display:flex; align-items:center; gap:12px; padding:9px 0; border-top:1px solid #1f2831; }
.dev .ic { width:32px; height:32px; border-radius:9px; background:#1c252f; color:#4fd1c5; display:flex; align-items:center; justify-content:center; }
.dev div { flex:1; }
.dev small { display:block; color:#6f7c89; }
.dev .w { color:#f1f5f9; font-weight:bold; width:60px; text-align:right; }
.tog { position:relative; width:46px; height:24px; padding:0 7px 0 24px; border:0; border-radius:12px; background:#2d3742; color:#93a1af; font:bold 9px "Liberation Sans", Arial, sans-serif; text-align:left; text-transform:uppercase; }
.tog.on { padding:0 24px 0 7px; color:#0e1217; }
.tog:disabled, .tog.is-disabled { color:#59626b; }
.tog::after { content:""; position:absolute; left:3px; top:3px; width:18px; height:18px; border-radius:50%; background:#93a1af; transition:none; }
.tog.on { background:#4fd1c5; }
.tog.on::after { left:25px; background:#0e1217; }
.tog:hover { box-shadow:0 0 0 2px #33414f; }
.tog:disabled, .tog.is-disabled { background:#262c33; box-shadow:none; }
.tog:disabled::after, .tog.is-disabled::after { background:#4a535c; }
.sched { display:flex; gap:8px; margin-top:6px; }
.sched button { flex:1; }
.tip { color:#8d9aa8; font-size:12px; margin:8px 0 0; }
"""


def _energy(alt: bool) -> str:
    if not alt:
        title, search, export_, boost = (
            "Energy today",
            "Search devices",
            "Export CSV",
            "Start eco mode",
        )
        kpis = [
            ("Using now", "2.84 kW", "&minus;12% vs. yesterday"),
            ("Solar", "1.96 kW", "69% of demand"),
            ("Cost today", "&pound;3.41", "&pound;0.27/kWh peak"),
        ]
        bars = [
            18,
            14,
            12,
            11,
            12,
            20,
            44,
            62,
            48,
            36,
            30,
            34,
            40,
            38,
            33,
            45,
            70,
            88,
            92,
            76,
            60,
            46,
            32,
            22,
        ]
        ranges = ["Day", "Week", "Month", "Year"]
        devs = [
            ("plug", "Heat pump", "Living room &middot; 21.5&deg;C", "1.42 kW", True),
            ("bolt", "EV charger", "Driveway &middot; 64% charged", "0.00 kW", False),
            ("sun", "Battery", "Garage &middot; 78%", "+0.40 kW", True),
            ("house", "Dishwasher", "Kitchen &middot; eco 50&deg;", "0.61 kW", True),
        ]
        sched = ("Cheap hours", "Off-peak only")
        tip = "Next cheap window 23:30&ndash;05:30 at &pound;0.09/kWh."
    else:
        title, search, export_, boost = (
            "Energy this week",
            "Find a room",
            "Download report",
            "Start away mode",
        )
        kpis = [
            ("Average use", "1.97 kW", "+4% vs. last week"),
            ("Exported", "14.2 kWh", "&pound;2.13 earned"),
            ("Cost so far", "&pound;18.60", "budget &pound;30"),
        ]
        bars = [
            30,
            34,
            28,
            40,
            52,
            48,
            36,
            30,
            44,
            58,
            61,
            50,
            42,
            38,
            47,
            55,
            63,
            71,
            66,
            52,
            41,
            35,
            29,
            26,
        ]
        ranges = ["Hour", "Day", "Week", "Month"]
        devs = [
            ("plug", "Immersion heater", "Airing cupboard &middot; 55&deg;C", "0.00 kW", False),
            ("bolt", "Garage sockets", "Garage &middot; 2 devices", "0.12 kW", True),
            ("sun", "Solar inverter", "Roof &middot; clear sky", "+2.10 kW", True),
            ("house", "Tumble dryer", "Utility room &middot; idle", "0.00 kW", False),
        ]
        sched = ("Solar surplus", "Any time")
        tip = "Weekly budget resets on Monday at 00:00."
    nav = [
        ("house", "Overview", True),
        ("bolt", "Usage", False),
        ("sun", "Solar &amp; battery", False),
        ("plug", "Devices", False),
        ("leaf", "Tariffs", False),
    ]
    nv = "".join(f'<a href="#"{" class=on" if on else ""}>{_g(ic, 17)}{n}</a>' for ic, n, on in nav)
    kp = "".join(
        f'<div class="kpi"><small>{a}</small><b>{b}</b><em>{c}</em></div>' for a, b, c in kpis
    )
    ch = "".join(f'<i{" class=hi" if h > 60 else ""} style="height:{h}%"></i>' for h in bars)
    rg = "".join(
        f"<button{' class=on' if i == 1 else ''}>{r}</button>" for i, r in enumerate(ranges)
    )
    dv = "".join(
        f'<div class="dev"><span class="ic">{_g(ic, 17)}</span><div>{n}<small>{s}</small></div><span class="w">{w}</span><button class="tog{" on" if on else ""}" role="switch" aria-checked="{"true" if on else "false"}" aria-label="{n}">{"On" if on else "Off"}</button></div>'
        for ic, n, s, w, on in devs
    )
    return f"""<style>{ENERGY_CSS}</style>
<div class="app"><div class="nav"><div class="logo">{_g("bolt", 22)}Kilowatt Home</div>{nv}</div>
<div class="mainp"><div class="bar"><h1>{title}</h1><span class="sp"></span><input type="text" class="in" placeholder="{search}"><button class="dk">{export_}</button><button class="amb">{_g("leaf", 15)}{boost}</button></div>
<div class="card"><div class="kpis">{kp}</div></div>
<div class="grid"><div class="card"><h2>Consumption<span class="sp"></span><span class="rng">{rg}</span></h2><div class="chart">{ch}</div><div class="hrs"><span>00:00</span><span>06:00</span><span>12:00</span><span>18:00</span><span>23:00</span></div></div>
<div class="card"><h2>Devices</h2>{dv}</div></div>
<div class="card"><h2>Smart charging</h2><div class="sched"><button class="dk">{sched[0]}</button><button class="dk">{sched[1]}</button><button class="dk">Custom schedule</button></div><p class="tip">{tip}</p></div></div></div>"""


# --------------------------------------------------------------------------------------------
# enrol: a university course-registration table (light, serif headings, maroon)

ENROL_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#fbfaf8; color:#2b2626; font:13px/1.4 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.uni { display:flex; align-items:center; gap:18px; height:54px; padding:0 30px; background:#6d1a24; color:#fff; }
.uni b { font:bold 19px "Liberation Serif", Georgia, serif; letter-spacing:.3px; }
.uni a { color:#f0d9dc; text-decoration:none; font-size:13px; }
.uni a:hover { color:#fff; text-decoration:underline; }
.uni .sp { flex:1; }
.wrap { display:grid; grid-template-columns:1fr 290px; gap:22px; padding:18px 30px; }
h1 { margin:0; font:normal 26px "Liberation Serif", Georgia, serif; color:#3d1016; }
.sub { color:#766b6b; margin:2px 0 14px; }
.filters { display:flex; gap:10px; align-items:center; margin-bottom:12px; }
.q { height:34px; width:260px; box-sizing:border-box; padding:0 10px; border:1px solid #bdb3b3; border-radius:3px; background:#fff; color:#2b2626; font:13px "Liberation Sans", Arial, sans-serif; }
.q::placeholder { color:#9c9191; }
.q:focus { outline:2px solid #6d1a24; outline-offset:2px; }
.q:disabled, .q.is-disabled { background:#efecea; color:#a59c9c; border-color:#d8d1d1; }
select.q { width:170px; }
.chipb { height:30px; padding:0 12px; border:1px solid #d2c8c8; border-radius:15px; background:#fff; color:#4e4444; font-size:12px; }
.chipb:hover { border-color:#6d1a24; color:#6d1a24; }
.chipb.on { background:#f4e6e8; border-color:#6d1a24; color:#6d1a24; }
.chipb:disabled, .chipb.is-disabled { color:#bcb3b3; border-color:#e6e0e0; background:#fff; }
table { width:100%; border-collapse:collapse; background:#fff; border:1px solid #e2dcdc; }
th { text-align:left; font-size:11px; text-transform:uppercase; letter-spacing:.5px; color:#7b6f6f; padding:8px 10px; background:#f5f1f0; border-bottom:1px solid #e2dcdc; }
td { padding:8px 10px; border-bottom:1px solid #eee9e8; vertical-align:middle; }
td b { color:#3d1016; }
td small { display:block; color:#857a7a; }
.seats { font-variant-numeric:tabular-nums; }
.seats.low { color:#b4451f; font-weight:bold; }
.add { width:82px; height:28px; border:0; border-radius:3px; background:#6d1a24; color:#fff; font-size:12px; font-weight:bold; }
.add:hover { background:#4e0f18; }
.add:disabled, .add.is-disabled { background:#e3e3e3; color:#a3a3a3; }
.wl { width:82px; height:28px; border:1px solid #6d1a24; border-radius:3px; background:#fff; color:#6d1a24; font-size:12px; }
.wl:hover { background:#f7eced; }
.wl:disabled, .wl.is-disabled { border-color:#d9d9d9; color:#c2c2c2; background:#fff; }
.side .box { background:#fff; border:1px solid #e2dcdc; border-radius:4px; padding:14px 16px; margin-bottom:14px; }
.side h2 { margin:0 0 8px; font:bold 16px "Liberation Serif", Georgia, serif; color:#3d1016; }
.sc { display:flex; align-items:center; justify-content:space-between; padding:6px 0; border-bottom:1px dotted #ddd3d3; }
.sc span small { display:block; color:#857a7a; }
.drop { border:0; background:none; color:#6d1a24; font-size:12px; padding:2px 0; text-decoration:underline; }
.drop:hover { color:#3d1016; }
.drop:disabled, .drop.is-disabled { color:#b9b0b0; text-decoration:none; }
.total { display:flex; justify-content:space-between; margin:10px 0; font-weight:bold; }
.reg { width:100%; height:38px; border:0; border-radius:3px; background:#6d1a24; color:#fff; font-size:14px; font-weight:bold; }
.reg:hover { background:#4e0f18; }
.reg:disabled, .reg.is-disabled { background:#e3e3e3; color:#a3a3a3; }
.side a { color:#6d1a24; }
a.is-disabled { color:#b9b0b0 !important; pointer-events:none; }
.hold { background:#fff6e5; border:1px solid #efd9a8; padding:8px 10px; border-radius:4px; font-size:12px; color:#6b4d12; }
"""


def _enrol(alt: bool) -> str:
    if not alt:
        title, sub = (
            "Spring 2027 registration",
            "Window open until 12 Dec, 17:00 &middot; maximum 18 credits",
        )
        q, term, chips = (
            "Search by code, title or instructor",
            "Spring 2027",
            ["All", "Open seats", "Morning", "Online"],
        )
        rows = [
            (
                "HIST 214",
                "Europe after 1945",
                "Dr. A. Lindqvist",
                3,
                "MW 09:30&ndash;10:45",
                "4 / 35",
                "add",
            ),
            (
                "MATH 241",
                "Linear Algebra",
                "Prof. R. Osei",
                4,
                "TTh 11:00&ndash;12:15",
                "0 / 48",
                "wl",
            ),
            (
                "CHEM 120",
                "General Chemistry II",
                "Dr. M. Varga",
                4,
                "MWF 08:00&ndash;08:50",
                "17 / 120",
                "add",
            ),
            (
                "PHIL 105",
                "Logic and Argument",
                "Dr. S. Haddad",
                3,
                "TTh 14:00&ndash;15:15",
                "9 / 40",
                "add",
            ),
            (
                "ECON 310",
                "Behavioural Economics",
                "Prof. L. Brandt",
                3,
                "W 18:00&ndash;20:45",
                "0 / 30",
                "wl",
            ),
            (
                "CS 150",
                "Programming with Data",
                "Dr. J. Ferreira",
                4,
                "MW 13:00&ndash;14:15",
                "2 / 60",
                "add",
            ),
            ("ART 132", "Drawing Studio", "K. Nakamura", 2, "F 10:00&ndash;12:50", "6 / 18", "add"),
        ]
        mine = [
            ("BIOL 201", "Cell Biology &middot; 4 cr"),
            ("ENGL 220", "Modern Poetry &middot; 3 cr"),
            ("STAT 200", "Intro Statistics &middot; 3 cr"),
        ]
        total, reg, hold = (
            "10 credits",
            "Register for 10 credits",
            "Advising hold cleared on 18 Nov.",
        )
    else:
        title, sub = (
            "Summer 2027 registration",
            "Window open until 30 Apr, 17:00 &middot; maximum 12 credits",
        )
        q, term, chips = (
            "Filter by subject or keyword",
            "Summer 2027",
            ["Any", "Has seats", "Evening", "Hybrid"],
        )
        rows = [
            (
                "GEOG 118",
                "Cities and Climate",
                "Dr. P. Mensah",
                3,
                "TTh 09:00&ndash;11:30",
                "11 / 30",
                "add",
            ),
            (
                "PSYC 230",
                "Research Methods",
                "Prof. E. Novak",
                4,
                "MW 10:00&ndash;12:30",
                "3 / 25",
                "add",
            ),
            ("SOC 140", "Social Problems", "Dr. N. Adeyemi", 3, "Online", "40 / 90", "add"),
            ("MUS 101", "Music Theory I", "Dr. H. Ito", 3, "MTW 13:00&ndash;14:20", "0 / 22", "wl"),
            (
                "BUS 205",
                "Financial Accounting",
                "Prof. D. Kerr",
                3,
                "TTh 17:30&ndash;20:00",
                "0 / 45",
                "wl",
            ),
            (
                "SPAN 102",
                "Elementary Spanish II",
                "L. Ortega",
                4,
                "MTWTh 08:30&ndash;09:40",
                "5 / 24",
                "add",
            ),
            (
                "THEA 110",
                "Acting Fundamentals",
                "R. Costa",
                2,
                "F 14:00&ndash;16:50",
                "1 / 16",
                "add",
            ),
        ]
        mine = [
            ("MATH 140", "Precalculus &middot; 4 cr"),
            ("COMM 101", "Public Speaking &middot; 3 cr"),
            ("PE 110", "Swimming &middot; 1 cr"),
        ]
        total, reg, hold = "8 credits", "Register for 8 credits", "No holds on your record."
    ch = "".join(
        f'<button class="chipb{" on" if i == 0 else ""}">{c}</button>' for i, c in enumerate(chips)
    )
    tr = "".join(
        f'<tr><td><b>{c}</b></td><td>{t}<small>{ins}</small></td><td>{cr}</td><td>{d}</td><td class="seats{" low" if s.startswith("0") else ""}">{s}</td>'
        f'<td><button class="{k}">{"Add" if k == "add" else "Waitlist"}</button></td></tr>'
        for c, t, ins, cr, d, s, k in rows
    )
    mn = "".join(
        f'<div class="sc"><span><b>{c}</b><small>{t}</small></span><button class="drop">Drop</button></div>'
        for c, t in mine
    )
    return f"""<style>{ENROL_CSS}</style>
<div class="uni"><b>Northfield University</b><a href="#">Student hub</a><a href="#">Registration</a><a href="#">Grades</a><a href="#">Finances</a><span class="sp"></span><a href="#">Sign out</a></div>
<div class="wrap"><div><h1>{title}</h1><p class="sub">{sub}</p>
<div class="filters"><input type="text" class="q" placeholder="{q}"><select class="q"><option>{term}</option></select>{ch}</div>
<table><tr><th>Course</th><th>Title</th><th>Cr</th><th>Meets</th><th>Seats</th><th></th></tr>{tr}</table></div>
<div class="side"><div class="box"><h2>Your schedule</h2>{mn}<div class="total"><span>Total</span><span>{total}</span></div><button class="reg">{reg}</button></div>
<div class="box"><h2>Before you register</h2><div class="hold">{hold}</div><p><a href="#">Degree audit</a> &middot; <a href="#">Book an adviser</a></p></div></div></div>"""


# --------------------------------------------------------------------------------------------
# parcel: parcel tracking with a delivery-options form (courier yellow, black)

PARCEL_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#f3f1ea; color:#1c1c1c; font:14px/1.45 "DejaVu Sans", sans-serif; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.hd { display:flex; align-items:center; gap:20px; height:56px; padding:0 34px; background:#ffd21f; }
.hd b { font-size:19px; letter-spacing:-.5px; }
.hd a { color:#1c1c1c; text-decoration:none; font-size:13px; }
.hd a:hover { text-decoration:underline; }
.hd .sp { flex:1; }
.trk { display:flex; gap:10px; align-items:flex-end; padding:18px 34px 12px; }
.trk label { display:block; font-size:12px; color:#5d5a50; margin-bottom:3px; }
.u { height:38px; width:320px; box-sizing:border-box; padding:0 10px; border:0; border-bottom:1px solid #8f8b7e; border-radius:0; background:#fff; color:#1c1c1c; font:14px "DejaVu Sans", sans-serif; }
.u::placeholder { color:#a09c8f; }
.u:focus { outline:none; border-bottom:2px solid #1c1c1c; background:#fffbe3; }
.u:disabled, .u.is-disabled { background:#ecebe6; color:#a4a095; border-bottom-color:#cfcbc0; }
.blk { height:38px; padding:0 20px; border:0; border-radius:4px; background:#1c1c1c; color:#fff; font-size:14px; font-weight:bold; }
.blk:hover { box-shadow:0 3px 0 #ffd21f, 0 4px 10px rgba(0,0,0,.25); }
.blk:disabled, .blk.is-disabled { background:#dedede; color:#9a9a9a; box-shadow:none; }
.olb { height:38px; padding:0 16px; border:2px solid #1c1c1c; border-radius:4px; background:transparent; color:#1c1c1c; font-size:13px; font-weight:bold; }
.olb:hover { background:#1c1c1c; color:#ffd21f; }
.olb:disabled, .olb.is-disabled { border-color:#d0d0d0; color:#bdbdbd; background:transparent; }
.lnk { border:0; background:none; padding:2px 0; color:#0b5cad; font-size:13px; text-decoration:underline; }
.lnk:hover { color:#063e75; }
.lnk:disabled, .lnk.is-disabled { color:#a9a9a9; text-decoration:none; }
.cols { display:grid; grid-template-columns:1fr 1.1fr; gap:22px; padding:0 34px; }
.panel { background:#fff; border-radius:6px; padding:16px 20px; box-shadow:0 1px 2px rgba(0,0,0,.08); }
.panel h2 { margin:0 0 4px; font-size:16px; }
.eta { font-size:26px; font-weight:bold; margin:2px 0; }
.muted { color:#6b675c; font-size:12px; }
.tl { margin:12px 0 0; padding:0; list-style:none; }
.tl li { position:relative; padding:0 0 12px 22px; border-left:2px solid #e0ddd2; margin-left:6px; font-size:13px; }
.tl li::before { content:""; position:absolute; left:-7px; top:2px; width:12px; height:12px; border-radius:50%; background:#e0ddd2; }
.tl li.d::before { background:#1c1c1c; }
.tl li.n::before { background:#ffd21f; box-shadow:0 0 0 3px #1c1c1c; }
.tl li small { display:block; color:#7b776b; }
.dates { display:flex; gap:8px; margin:8px 0 14px; }
.chip { width:70px; height:52px; border:1px solid #1c1c1c; border-radius:4px; background:#fff; color:#1c1c1c; font-size:12px; line-height:1.3; }
.chip b { display:block; font-size:16px; }
.chip:hover { background:#1c1c1c; color:#fff; }
.chip.on { background:#ffd21f; border-width:2px; }
.chip:disabled, .chip.is-disabled { border-color:#d6d6d6; color:#b8b8b8; background:#fff; }
.rad { display:flex; align-items:center; gap:10px; padding:8px 10px; border:1px solid #e0ddd2; border-radius:4px; margin-bottom:6px; font-size:13px; }
.rad input { accent-color:#1c1c1c; margin:0; }
.rad span { flex:1; }
.acts { display:flex; gap:12px; align-items:center; margin-top:12px; }
a.is-disabled { color:#a9a9a9 !important; pointer-events:none; }
.sender { display:flex; align-items:center; gap:12px; margin-top:14px; padding-top:12px; border-top:1px solid #eeebe2; }
"""


def _parcel(alt: bool) -> str:
    if not alt:
        num, eta, when = "RP 4410 8823 19GB", "Tomorrow", "Thursday 27 Nov, 10:15&ndash;12:15"
        events = [
            ("d", "Parcel collected from sender", "Mon 24 Nov, 16:02 &middot; Bristol"),
            ("d", "At sorting hub", "Tue 25 Nov, 03:48 &middot; Daventry"),
            ("n", "At your local depot", "Wed 26 Nov, 07:10 &middot; Leeds North"),
            ("", "Out for delivery", "expected Thu 27 Nov"),
        ]
        dates = [("Thu", "27"), ("Fri", "28"), ("Sat", "29"), ("Mon", "1"), ("Tue", "2")]
        rads = [
            ("Deliver to me", "free"),
            ("Leave in a safe place", "free"),
            ("Deliver to a neighbour", "free"),
            ("Collect from a locker", "from Fri"),
        ]
        save, alt_b, link, place = (
            "Save delivery choice",
            "Send to a locker",
            "Change address",
            "Neighbour's house number",
        )
        sender = "From Halden &amp; Co. &middot; order 55-01892"
        trk = "Track"
    else:
        num, eta, when = "RP 7702 1156 04GB", "Friday", "Friday 28 Nov, 13:00&ndash;15:00"
        events = [
            ("d", "Label created by sender", "Tue 25 Nov, 11:30 &middot; online"),
            ("d", "Handed to courier", "Tue 25 Nov, 18:20 &middot; Reading"),
            ("n", "In transit to depot", "Wed 26 Nov, 05:02 &middot; Crick"),
            ("", "Out for delivery", "expected Fri 28 Nov"),
        ]
        dates = [("Fri", "28"), ("Sat", "29"), ("Mon", "1"), ("Tue", "2"), ("Wed", "3")]
        rads = [
            ("Deliver to me", "free"),
            ("Safe place: porch", "free"),
            ("Neighbour", "free"),
            ("Parcel shop", "from Sat"),
        ]
        save, alt_b, link, place = (
            "Confirm new day",
            "Return to sender",
            "Edit contact details",
            "Safe place description",
        )
        sender = "From Mossgiel Books &middot; order MB-3307"
        trk = "Refresh"
    ev = "".join(f'<li class="{c}">{t}<small>{s}</small></li>' for c, t, s in events)
    dt = "".join(
        f'<button class="chip{" on" if i == 0 else ""}">{d}<b>{n}</b></button>'
        for i, (d, n) in enumerate(dates)
    )
    rd = "".join(
        f'<label class="rad"><input type="radio" name="r"{" checked" if i == 0 else ""}><span>{a}</span><small class="muted">{b}</small></label>'
        for i, (a, b) in enumerate(rads)
    )
    return f"""<style>{PARCEL_CSS}</style>
<div class="hd">{_g("box", 26, 2)}<b>RELAYPOST</b><a href="#">Track</a><a href="#">Send a parcel</a><a href="#">Returns</a><a href="#">Business</a><span class="sp"></span><a href="#">Log in</a></div>
<div class="trk"><div><label>Tracking number</label><input type="text" class="u" value="{num}"></div><button class="blk">{trk}</button><button class="lnk">Track several parcels</button></div>
<div class="cols"><div class="panel"><h2>Estimated delivery</h2><div class="eta">{eta}</div><div class="muted">{when}</div><ul class="tl">{ev}</ul>
<div class="sender">{_g("pin", 18)}<span class="muted">{sender}</span></div></div>
<div class="panel"><h2>Delivery options</h2><div class="muted">Choose another day</div><div class="dates">{dt}</div>
{rd}<input type="text" class="u" style="width:100%;margin-top:4px" placeholder="{place}">
<div class="acts"><button class="blk">{save}</button><button class="olb">{alt_b}</button><button class="lnk">{link}</button></div></div></div>"""


# --------------------------------------------------------------------------------------------
# export: a dark video-editor export dialog (violet)

EXPORT_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#111114; color:#c9c9d1; font:13px/1.4 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.ed { position:absolute; inset:0; display:grid; grid-template-rows:40px 1fr 230px; filter:brightness(.55); }
.ed .mb { background:#1b1b20; border-bottom:1px solid #26262d; display:flex; align-items:center; gap:18px; padding:0 16px; color:#9a9aa6; }
.ed .view { display:grid; grid-template-columns:260px 1fr 260px; }
.ed .view div { border-right:1px solid #26262d; background:#17171b; }
.ed .view .mon { background:linear-gradient(160deg,#2c3e50,#6a4c6b 60%,#c0846a); margin:30px 60px; border:0; }
.ed .tline { background:#18181c; border-top:1px solid #26262d; padding:14px; }
.ed .trk { height:34px; margin:6px 0; border-radius:4px; background:repeating-linear-gradient(90deg,#3b3b8a 0 120px,#2a2a31 120px 124px); }
.ed .trk.a { background:repeating-linear-gradient(90deg,#1f5c4d 0 200px,#2a2a31 200px 204px); }
.dlg { position:absolute; left:330px; top:70px; width:620px; display:flex; flex-direction:column; background:#1e1e24; border:1px solid #34343d; border-radius:10px; box-shadow:0 20px 60px rgba(0,0,0,.6); }
.dh { display:flex; align-items:center; gap:10px; padding:14px 18px; border-bottom:1px solid #2c2c34; }
.dh b { font-size:15px; color:#ececf1; flex:1; }
.ic { width:30px; height:30px; padding:0; border:0; border-radius:6px; background:transparent; color:#9a9aa6; display:inline-flex; align-items:center; justify-content:center; }
.ic:hover { background:#2c2c35; color:#fff; }
.ic:disabled, .ic.is-disabled { color:#4c4c56; background:transparent; }
.db { padding:16px 18px; display:grid; grid-template-columns:130px 1fr; gap:12px 14px; align-items:center; }
.db > span { color:#8d8d99; }
.row { display:flex; gap:8px; align-items:center; }
.fi { height:32px; flex:1; min-width:0; box-sizing:border-box; padding:0 10px; border:1px solid #3a3a44; border-radius:6px; background:#141418; color:#e3e3ea; font:13px "Liberation Sans", Arial, sans-serif; }
.fi:focus { outline:none; border-color:#8b6cff; box-shadow:0 0 0 3px rgba(139,108,255,.35); }
.fi:disabled, .fi.is-disabled { color:#5e5e69; border-color:#2b2b33; }
select.fi { flex:none; width:200px; }
.gh { height:32px; padding:0 14px; border:1px solid #3a3a44; border-radius:6px; background:#26262d; color:#d5d5dd; font-size:13px; }
.gh:hover { background:#303039; }
.gh:disabled, .gh.is-disabled { color:#5e5e69; }
.seg { display:inline-flex; border:1px solid #3a3a44; border-radius:6px; overflow:hidden; }
.seg button { height:30px; padding:0 14px; border:0; border-right:1px solid #3a3a44; background:#1a1a1f; color:#b3b3bd; font-size:12px; }
.seg button:last-child { border-right:0; }
.seg button:hover { background:#25252c; color:#fff; }
.seg button.on { background:#3b2f73; color:#fff; }
.seg button:disabled, .seg button.is-disabled { color:#55555f; }
.range { flex:1; accent-color:#8b6cff; }
.chk { display:flex; gap:8px; align-items:center; color:#c9c9d1; }
.chk input { accent-color:#8b6cff; margin:0; }
.est { margin:0 18px; padding:10px 12px; border-radius:6px; background:#17171c; color:#8d8d99; font-size:12px; display:flex; gap:18px; }
.est b { color:#e3e3ea; }
.df { order:9; display:flex; flex-direction:row-reverse; align-items:center; gap:10px; padding:14px 18px; }
.df .sp { flex:1; }
.vio { height:34px; padding:0 20px; border:0; border-radius:6px; background:#7c5cff; color:#fff; font-size:13px; font-weight:bold; }
.vio:hover { background:#9378ff; }
.vio:disabled, .vio.is-disabled { opacity:.6; background:#7c5cff; }
a.is-disabled { color:#55555f !important; pointer-events:none; }
.df a { color:#a893ff; font-size:12px; }
"""


def _export(alt: bool) -> str:
    if not alt:
        title, fname, loc = "Export sequence", "harbour_timelapse_v3", "~/Movies/Exports"
        fmt, res, fps = "H.264 (MP4)", ["720p", "1080p", "1440p", "4K"], "25 fps"
        audio, est = "AAC 320 kbps", ("02:48", "~1.2 GB", "about 4 min")
        queue, go, link, browse = "Add to queue", "Export", "Presets&hellip;", "Browse&hellip;"
    else:
        title, fname, loc = "Export audio only", "interview_mix_final", "~/Music/Bounces"
        fmt, res, fps = "WAV 24-bit", ["44.1k", "48k", "88.2k", "96k"], "Stereo"
        audio, est = "Normalise to &minus;14 LUFS", ("38:12", "~640 MB", "about 1 min")
        queue, go, link, browse = "Save preset", "Bounce", "Loudness help", "Choose&hellip;"
    rs = "".join(f"<button{' class=on' if i == 1 else ''}>{r}</button>" for i, r in enumerate(res))
    return f"""<style>{EXPORT_CSS}</style>
<div class="ed"><div class="mb"><span>File</span><span>Edit</span><span>Clip</span><span>Sequence</span><span>Window</span></div><div class="view"><div></div><div class="mon"></div><div></div></div>
<div class="tline"><div class="trk"></div><div class="trk a"></div><div class="trk"></div><div class="trk a"></div></div></div>
<div class="dlg"><div class="df"><button class="vio">{go}</button><button class="gh">{queue}</button><button class="gh">Cancel</button><span class="sp"></span><a href="#">{link}</a></div><div class="dh">{_g("film", 18)}<b>{title}</b><button class="ic" aria-label="Close">{_g("x", 16)}</button></div>
<div class="db"><span>File name</span><div class="row"><input type="text" class="fi" value="{fname}"></div>
<span>Save to</span><div class="row"><input type="text" class="fi" value="{loc}"><button class="gh">{_g("folder", 14)} {browse}</button></div>
<span>Format</span><div class="row"><select class="fi"><option>{fmt}</option></select></div>
<span>Resolution</span><div class="row"><span class="seg">{rs}</span></div>
<span>Frame rate</span><div class="row"><select class="fi"><option>{fps}</option></select></div>
<span>Quality</span><div class="row"><input type="range" class="range" value="72"><span>High</span></div>
<span>Audio</span><div class="row"><select class="fi"><option>{audio}</option></select></div>
<span></span><label class="chk"><input type="checkbox" checked>Open folder when done</label></div>
<div class="est"><span>Duration <b>{est[0]}</b></span><span>Size <b>{est[1]}</b></span><span>Time <b>{est[2]}</b></span></div>
</div>"""


# --------------------------------------------------------------------------------------------
# gym: a gym class booking schedule (off-white, black and lime)

GYM_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#f4f4ef; color:#151515; font:14px/1.4 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.top { display:flex; align-items:center; gap:24px; height:60px; padding:0 34px; background:#151515; color:#fff; }
.top b { font:bold 24px "Liberation Sans Narrow", "Liberation Sans", sans-serif; letter-spacing:1px; color:#c8f53c; }
.top a { color:#cfcfcf; text-decoration:none; font-size:13px; text-transform:uppercase; letter-spacing:.5px; }
.top a:hover { color:#c8f53c; }
.top .sp { flex:1; }
.wrap { display:grid; grid-template-columns:1fr 280px; gap:24px; padding:18px 34px; }
h1 { margin:0 0 10px; font:bold 32px "Liberation Sans Narrow", "Liberation Sans", sans-serif; text-transform:uppercase; }
.tools { display:flex; gap:10px; align-items:center; margin-bottom:12px; }
.s { height:38px; width:250px; box-sizing:border-box; padding:0 12px; border:1px solid #b9b9b0; border-radius:0; background:#fff; color:#151515; font:14px "Liberation Sans", Arial, sans-serif; }
.s::placeholder { color:#8d8d85; }
.s:focus { outline:none; border:2px solid #151515; padding:0 11px; }
.s:disabled, .s.is-disabled { background:#ebebe6; color:#a5a59c; border-color:#d5d5cc; }
.days { display:flex; gap:4px; margin-bottom:12px; }
.day { width:76px; height:50px; border:1px solid transparent; background:transparent; color:#151515; font-size:12px; text-transform:uppercase; }
.day b { display:block; font-size:18px; }
.day:hover { border-color:#151515; }
.day.on { background:#151515; color:#c8f53c; }
.day:disabled, .day.is-disabled { color:#b5b5ad; border-color:transparent; }
.day.on:disabled, .day.on.is-disabled { color:#6f7a4e; }
.cls { display:grid; grid-template-columns:86px 1fr 120px 118px; align-items:center; gap:14px; padding:11px 14px; background:#fff; border-left:4px solid #151515; margin-bottom:7px; }
.cls .t { font:bold 17px "Liberation Sans Narrow", "Liberation Sans", sans-serif; }
.cls .t small { display:block; font:12px "Liberation Sans", Arial, sans-serif; color:#7a7a72; }
.cls .n b { display:block; text-transform:uppercase; font-size:14px; }
.cls .n small { color:#6d6d66; }
.sp2 { font-size:12px; color:#3e3e39; }
.bar { height:5px; background:#e5e5dd; margin-top:4px; }
.bar i { display:block; height:5px; background:#151515; }
.bk { width:110px; height:36px; border:0; background:#c8f53c; color:#151515; font-size:13px; font-weight:bold; text-transform:uppercase; letter-spacing:.5px; }
.bk:hover { background:#151515; color:#c8f53c; }
.bk:disabled, .bk.is-disabled { background:#e9ecdd; color:#9a9d90; }
.wt { width:110px; height:36px; border:2px solid #151515; background:transparent; color:#151515; font-size:12px; font-weight:bold; text-transform:uppercase; }
.wt:hover { background:#151515; color:#fff; }
.wt:disabled, .wt.is-disabled { border-color:#d2d2ca; color:#b7b7ae; background:transparent; }
.side .card { background:#151515; color:#eee; padding:16px 18px; margin-bottom:14px; }
.side .card.l { background:#fff; color:#151515; }
.side h2 { margin:0 0 8px; font:bold 19px "Liberation Sans Narrow", "Liberation Sans", sans-serif; text-transform:uppercase; }
.side p { margin:4px 0; font-size:13px; }
.up { display:block; margin-top:10px; color:#c8f53c; font-size:13px; }
.up:hover { color:#fff; }
a.is-disabled { color:#8b8b84 !important; pointer-events:none; }
.rem { display:flex; align-items:center; gap:10px; font-size:13px; margin-top:8px; }
.rem span { flex:1; }
.sw { position:relative; width:40px; height:22px; padding:0; border:0; border-radius:11px; background:#c8f53c; }
.sw::after { content:""; position:absolute; top:3px; left:21px; width:16px; height:16px; border-radius:50%; background:#151515; }
.sw.off { background:#cfcfc7; }
.sw.off::after { left:3px; background:#fff; }
.sw:hover { box-shadow:0 0 0 2px #151515; }
.sw:disabled, .sw.is-disabled { background:#e2e2dc; box-shadow:none; }
.sw:disabled::after, .sw.is-disabled::after { background:#b3b3ab; }
"""


def _gym(alt: bool) -> str:
    if not alt:
        title, search = "Class timetable", "Search classes or coaches"
        days = [
            ("Mon", "24"),
            ("Tue", "25"),
            ("Wed", "26"),
            ("Thu", "27"),
            ("Fri", "28"),
            ("Sat", "29"),
            ("Sun", "30"),
        ]
        on = 2
        classes = [
            ("06:30", "45 min", "Spin Rush", "Coach Dara &middot; Studio 2", 18, 20, "bk"),
            ("07:30", "50 min", "Barbell Strength", "Coach Milo &middot; Rack zone", 12, 12, "wt"),
            ("12:15", "30 min", "Lunch HIIT", "Coach Priya &middot; Studio 1", 9, 24, "bk"),
            ("17:45", "60 min", "Vinyasa Flow", "Coach Ines &middot; Studio 3", 22, 22, "wt"),
            ("18:30", "45 min", "Boxing Basics", "Coach Tomas &middot; Ring", 10, 16, "bk"),
            ("19:30", "40 min", "Core &amp; Stretch", "Coach Ana &middot; Studio 1", 5, 20, "bk"),
        ]
        member = ("Flex membership", "8 of 12 classes left this month", "Renews 1 Dec")
        booked = ("Your next class", "Thu 27 &middot; 07:00 Row Intervals")
        link, rem = "Upgrade to unlimited", "Remind me 1 h before"
    else:
        title, search = "Open gym &amp; courses", "Find a session"
        days = [
            ("Mon", "1"),
            ("Tue", "2"),
            ("Wed", "3"),
            ("Thu", "4"),
            ("Fri", "5"),
            ("Sat", "6"),
            ("Sun", "7"),
        ]
        on = 2
        classes = [
            ("07:00", "60 min", "Kettlebell Club", "Coach Femi &middot; Turf", 14, 14, "wt"),
            ("09:00", "45 min", "Pilates Reformer", "Coach Lea &middot; Studio 3", 10, 10, "wt"),
            ("12:30", "30 min", "Express Abs", "Coach Raj &middot; Studio 1", 4, 25, "bk"),
            ("18:00", "55 min", "Climbing Intro", "Coach Jon &middot; Wall", 6, 6, "wt"),
            ("19:00", "45 min", "Power Cycle", "Coach Dara &middot; Studio 2", 15, 20, "bk"),
            ("20:00", "40 min", "Yin Yoga", "Coach Mei &middot; Studio 3", 3, 18, "bk"),
        ]
        member = ("Student plan", "Unlimited off-peak classes", "Renews 15 Dec")
        booked = ("Booked", "Mon 1 &middot; 18:00 Spin Rush")
        link, rem = "Freeze membership", "Text me a reminder"
    dy = "".join(
        f'<button class="day{" on" if i == on else ""}">{d}<b>{n}</b></button>'
        for i, (d, n) in enumerate(days)
    )
    cl = "".join(
        f'<div class="cls"><div class="t">{t}<small>{m}</small></div><div class="n"><b>{n}</b><small>{c}</small></div>'
        f'<div class="sp2">{b} / {cap} booked<div class="bar"><i style="width:{round(100 * b / cap)}%"></i></div></div>'
        f'<button class="{k}">{"Book" if k == "bk" else "Waitlist"}</button></div>'
        for t, m, n, c, b, cap, k in classes
    )
    return f"""<style>{GYM_CSS}</style>
<div class="top">{_g("dumbbell", 26, 2.2)}<b>IRONWORKS</b><a href="#">Timetable</a><a href="#">Clubs</a><a href="#">Personal training</a><span class="sp"></span><a href="#">My account</a></div>
<div class="wrap"><div><h1>{title}</h1><div class="tools"><input type="text" class="s" placeholder="{search}"><select class="s" style="width:170px"><option>All studios</option></select></div>
<div class="days">{dy}</div>{cl}</div>
<div class="side"><div class="card"><h2>{member[0]}</h2><p>{member[1]}</p><p style="color:#9a9a92">{member[2]}</p><a class="up" href="#">{link} &rarr;</a></div>
<div class="card l"><h2>{booked[0]}</h2><p>{booked[1]}</p><div class="rem">{_g("bell", 16)}<span>{rem}</span><button class="sw" role="switch" aria-checked="true" aria-label="Reminder"></button></div></div></div></div>"""


_DESIGNS = {
    "refill": _refill,
    "energy": _energy,
    "enrol": _enrol,
    "parcel": _parcel,
    "export": _export,
    "gym": _gym,
}


def holdout7_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"><style>svg {{ pointer-events:none; }}</style></head><body>{body}</body></html>'
