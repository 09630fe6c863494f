# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT6 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout6``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a motor insurance claim form,
a dark music-production mixer with its audio settings, a dense city building-permit
application, a marketplace seller's orders dashboard, a dark code-editor settings page, a
travel e-visa document wizard), each with its own fonts (serif headings, sans, mono
read-outs; 11 px to 16 px UI), button shapes (square, rounded, pill, round and square icon
buttons, segmented tiles, tabs, link-like text buttons, tiny M/S/R toggles) and control
colours (teal, orange, government blue, marketplace orange, editor blue, indigo; outline and
filled beside neutral ones). Every text input has its own focus style, two with an OUTER
ring or glow and four with a border change, every design its own button hovers and its own
way of drawing a disabled control:

* ``claim`` (an insurance claim, navy header, teal): disabled controls get a FLAT GREY fill
  (``#e4e7eb``) with grey text and no visible border, fields a pale grey fill. Hover shades
  the header's outline button, the loss-type tiles (grey fill, darker border), the teal
  buttons (darker fill or a teal tint) and turns the photo remove buttons red; a focused
  field gets a teal border and a DOUBLE RING (2 px white gap, 2 px teal, ``box-shadow``);
* ``mixer`` (dark DAW mixer, orange accent, mono read-outs): disabled controls lose their
  fill to a DASHED dim border with dim text. Hover lightens the transport and M/S/R buttons,
  recolours the insert slots' border and text orange, and GLOWS the orange export button;
  a focused read-out field (green LCD digits) gets an orange border and an orange GLOW;
* ``permit`` (a city building-permit application, dense, square government controls):
  disabled controls get a MID-GREY fill (``#c9c9c9``) with dark grey text (strong, not
  washed out), fields a grey fill. Hover UNDERLINES every button's label and darkens it
  (primary fill, secondary border, a tint); a focused field's 1 px grey border becomes a
  2 px blue one with a 4 px inset bar on its left (border change);
* ``seller`` (a marketplace seller's orders dashboard with KPI cards and a table): disabled
  controls at 40 % OPACITY and DESATURATED (``grayscale``). Hover lifts every button with a
  drop SHADOW (orange for the orange buttons) and darkens borders, solidifies the dashed
  filter chips; the grey-filled search field turns white with a 2 px orange UNDERLINE when
  focused (border change);
* ``prefs`` (dark code-editor settings, editor blue): disabled buttons get a flat dim fill
  with dim text, icon buttons only dim icons, fields a DOTTED border and dim text. Hover
  shades icon buttons, lightens the activity-bar icons, underlines scope tabs and
  link-like buttons, lightens the blue button; a focused field RECOLOURS its 1 px border blue
  (border change);
* ``visa`` (a travel e-visa document wizard, warm paper, indigo pills): disabled controls
  get a white fill with a DASHED light border and light text. Hover DRAWS a border round
  the ghost and step buttons, THICKENS the outline pills' border with a lavender tint and
  rings the primary pill; a focused field gets a wide (6 px) translucent indigo RING.

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h6/<doc>``.
"""

from __future__ import annotations

_ICONS = {
    "shield": '<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
    "car": '<path d="M3 17v-4.5L5.2 7h13.6l2.2 5.5V17z"/><path d="M3 12.5h18"/><circle cx="7.5" cy="17" r="2"/><circle cx="16.5" cy="17" r="2"/>',
    "lock": '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7.5a4 4 0 0 1 8 0V11"/>',
    "cloud": '<path d="M7 17h10.5a3.5 3.5 0 0 0 .3-7A6 6 0 0 0 6.2 9.2 4 4 0 0 0 7 17z"/><path d="M9 21l1-2M13 21l1-2"/>',
    "flame": '<path d="M12 21c-3.9 0-6.5-2.7-6.5-6.2 0-3.8 3.4-5.6 3.9-9.8 2.7 1.9 4.1 4.1 4.3 6.3.9-.8 1.4-1.9 1.5-3.1 2.1 2 2.8 4.4 2.8 6.6 0 3.5-2.6 6.2-6 6.2z"/>',
    "drop": '<path d="M12 3.5s6 6.6 6 11a6 6 0 0 1-12 0c0-4.4 6-11 6-11z"/>',
    "glass": '<rect x="4" y="4" width="16" height="16" rx="1.5"/><path d="M8 15l7-7M11 17l6-6"/>',
    "home": '<path d="M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5"/>',
    "camera": '<path d="M4 8h3.2l1.8-2.5h6L16.8 8H20v11H4z"/><circle cx="12" cy="13.2" r="3.4"/>',
    "upload": '<path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v5h16v-5"/>',
    "download": '<path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 20h16"/>',
    "phone": '<path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"/>',
    "chat": '<path d="M4 5h16v11H9l-5 4z"/>',
    "search": '<circle cx="11" cy="11" r="6.5"/><path d="M20 20l-4.2-4.2"/>',
    "check": '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
    "file": '<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/>',
    "bell": '<path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>',
    "box": '<path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z"/><path d="M3.5 7.5 12 12l8.5-4.5M12 12v9"/>',
    "chart": '<path d="M4 20V11M10 20V5M16 20v-7M21 20H3"/>',
    "tag": '<path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="8" r="1.5"/>',
    "star": '<path d="M12 3.5l2.6 5.5 6 .8-4.4 4.1 1.1 6-5.3-3-5.3 3 1.1-6-4.4-4.1 6-.8z"/>',
    "calendar": '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
    "gear": '<circle cx="12" cy="12" r="3.2"/><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"/>',
    "docs": '<path d="M8 3h7l4 4v11H8z"/><path d="M5 7v14h11"/>',
    "branch": '<circle cx="6" cy="5" r="2"/><circle cx="6" cy="19" r="2"/><circle cx="18" cy="7" r="2"/><path d="M6 7v10M18 9c0 5-8 3-12 8"/>',
    "bug": '<rect x="7" y="8" width="10" height="12" rx="5"/><path d="M12 8v12M4 12h3M17 12h3M4 18l3-1.5M20 18l-3-1.5M9 8a3 3 0 0 1 6 0"/>',
    "blocks": '<rect x="3.5" y="3.5" width="7" height="7"/><rect x="13.5" y="13.5" width="7" height="7"/><rect x="3.5" y="13.5" width="7" height="7"/><path d="M14 3.5h6.5V10"/>',
    "user": '<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>',
    "filter": '<path d="M3.5 5h17l-6.5 8v6l-4 2v-8z"/>',
    "braces": '<path d="M9 4c-2 0-3 1-3 3v2.5C6 11 5 12 3.5 12 5 12 6 13 6 14.5V17c0 2 1 3 3 3M15 4c2 0 3 1 3 3v2.5c0 1.5 1 2.5 2.5 2.5-1.5 0-2.5 1-2.5 2.5V17c0 2-1 3-3 3"/>',
    "plane": '<path d="M21 15.5 13.5 11V5.5a1.5 1.5 0 0 0-3 0V11L3 15.5V17l7.5-2.2v4.2l-2 1.5V22l3.5-1 3.5 1v-1.5l-2-1.5v-4.2L21 17z"/>',
    "passport": '<rect x="5" y="3" width="14" height="18" rx="2"/><circle cx="12" cy="10.5" r="3.2"/><path d="M9 16.5h6"/>',
    "warn": '<path d="M12 4 21 20H3z"/><path d="M12 10v4.5M12 17.2v.1"/>',
    "bank": '<path d="M3 9.5 12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18"/>',
    "bed": '<path d="M3 19V6M3 14h18v5M21 14v-2.5a3 3 0 0 0-3-3h-7v5.5"/><circle cx="7" cy="11" r="2"/>',
    "clip": '<path d="M20 11.5 12.5 19a5 5 0 0 1-7-7L13 4.5a3.3 3.3 0 0 1 4.7 4.7L10.3 16.6a1.6 1.6 0 0 1-2.3-2.3L15 7.5"/>',
    "wave": '<path d="M2 12h3l2-6 3 12 3-15 3 15 2-6h4"/>',
    "map": '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
    "truck": '<path d="M3 6h11v10H3zM14 9.5h4l3 3.5V16h-7"/><circle cx="7" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
    "print": '<path d="M7 9V3.5h10V9M7 17H4.5V9h15v8H17"/><rect x="7" y="13.5" width="10" height="7"/>',
    "dots": '<circle cx="5" cy="12" r="1.2"/><circle cx="12" cy="12" r="1.2"/><circle cx="19" cy="12" r="1.2"/>',
    "seal": '<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="12" r="6.5"/><path d="M12 7.5l1.3 2.8 3 .4-2.2 2 .6 3-2.7-1.5-2.7 1.5.6-3-2.2-2 3-.4z"/>',
}


def _ic(name: str, size: int = 16, sw: float = 1.8) -> str:
    return f'<svg width="{size}" height="{size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round" style="flex:none">{_ICONS[name]}</svg>'


# --------------------------------------------------------------------------------------------
# claim: an insurance claim form (light, navy header, teal)

CLAIM_CSS = """
body { margin:0; height:800px; font:14px/1.45 "Liberation Sans", Arial, sans-serif; color:#1f2933; background:#f4f6f8; overflow:hidden; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.hdr { display:flex; align-items:center; gap:20px; height:60px; padding:0 32px; background:#12355b; color:#fff; }
.logo { display:flex; align-items:center; gap:9px; font-weight:bold; font-size:19px; margin-right:14px; }
.logo svg { color:#5eead4; }
.hdr nav a { color:#c6d8ec; text-decoration:none; margin-right:20px; font-size:14px; }
.hdr nav a:hover { color:#fff; }
.hdr nav a.on { color:#fff; font-weight:bold; }
.hdr .sp { flex:1; }
.draft { display:inline-flex; align-items:center; gap:7px; height:34px; padding:0 16px; border:1px solid #6b9cc7; border-radius:6px; background:transparent; color:#fff; font-size:13px; }
.draft:hover { background:#1f4c7a; border-color:#9cc3e6; }
.me { display:flex; align-items:center; gap:8px; font-size:13px; color:#c6d8ec; }
.me i { width:30px; height:30px; border-radius:50%; background:#5eead4; color:#12355b; font:bold 13px/30px "Liberation Sans", Arial, sans-serif; text-align:center; font-style:normal; }
.crumbs { padding:14px 32px 0; font-size:13px; color:#627d98; }
.crumbs a { color:#0f766e; }
.crumbs a:hover { color:#0b4f4a; }
h1 { margin:4px 32px 0; font-size:24px; color:#102a43; }
.sub { margin:2px 32px 12px; color:#486581; font-size:14px; }
.steps { display:flex; margin:0 32px 16px; }
.steps div { flex:1; display:flex; align-items:center; gap:8px; padding:8px 12px; font-size:13px; color:#627d98; border-bottom:3px solid #d9e2ec; }
.steps div b { width:22px; height:22px; border-radius:50%; background:#d9e2ec; color:#486581; font-size:12px; line-height:22px; text-align:center; }
.steps div.done { color:#0f766e; border-bottom-color:#0f766e; }
.steps div.done b { background:#0f766e; color:#fff; }
.steps div.now { color:#102a43; font-weight:bold; border-bottom-color:#12355b; }
.steps div.now b { background:#12355b; color:#fff; }
.wrap { display:grid; grid-template-columns:1fr 318px; gap:22px; padding:0 32px; }
.card { background:#fff; border:1px solid #dde3e9; border-radius:10px; padding:16px 22px; }
.card h2 { margin:0 0 10px; font-size:16px; color:#102a43; }
.row { display:grid; grid-template-columns:170px 120px 1fr; gap:14px 18px; margin-bottom:12px; }
label { display:block; font-size:13px; font-weight:bold; color:#334e68; margin-bottom:5px; }
label small { font-weight:normal; color:#829ab1; }
.tx { width:100%; height:38px; padding:0 11px; border:1px solid #bcccdc; border-radius:6px; background:#fff; color:#1f2933; font:14px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
textarea.tx { height:58px; padding:8px 11px; resize:none; line-height:1.4; display:block; margin-bottom:10px; }
.tx::placeholder { color:#9fb3c8; }
.tx:focus { outline:none; border-color:#0f766e; box-shadow:0 0 0 2px #fff, 0 0 0 4px #0f766e; }
.seg { display:grid; grid-template-columns:repeat(6, 1fr); gap:10px; margin-bottom:12px; }
.seg button { display:flex; flex-direction:column; align-items:center; justify-content:center; gap:5px; height:64px; border:1px solid #bcccdc; border-radius:8px; background:#fff; color:#334e68; font-size:13px; }
.seg button:hover { background:#f0f4f8; border-color:#829ab1; }
.seg button.on { border:2px solid #0f766e; background:#e8f6f4; color:#0b4f4a; font-weight:bold; }
.seg button.on:hover { background:#d3efeb; }
.chk { display:flex; align-items:center; gap:10px; margin:0 0 12px; font-size:14px; }
.chk label { display:inline; margin:0; font-weight:normal; color:#243b53; font-size:14px; }
.chk input[type=checkbox] { width:16px; height:16px; margin:0; accent-color:#0f766e; }
.chk .tx { width:190px; height:32px; margin-left:auto; }
.drop { display:flex; align-items:center; gap:14px; padding:10px 14px; border:1px dashed #9fb3c8; border-radius:8px; background:#f8fafc; color:#627d98; }
.drop .t { flex:1; font-size:12px; color:#627d98; }
.drop .t b { display:block; color:#243b53; font-size:14px; }
.thumb { position:relative; width:58px; height:44px; border-radius:6px; flex:none; }
.thumb button { position:absolute; right:-7px; top:-7px; width:20px; height:20px; padding:0; border:1px solid #bcccdc; border-radius:50%; background:#fff; color:#486581; font-size:12px; line-height:18px; }
.thumb button:hover { background:#fde8e8; color:#b42318; border-color:#f3a4a4; }
.sec { display:inline-flex; align-items:center; gap:7px; height:38px; padding:0 16px; border:1px solid #0f766e; border-radius:6px; background:#fff; color:#0f766e; font-size:14px; font-weight:bold; }
.sec:hover { background:#e8f6f4; }
.pri { display:inline-flex; align-items:center; gap:8px; height:42px; padding:0 22px; border:0; border-radius:6px; background:#0f766e; color:#fff; font-size:15px; font-weight:bold; }
.pri:hover { background:#0a5954; }
.back { height:42px; padding:0 14px; border:0; border-radius:6px; background:transparent; color:#334e68; font-size:14px; }
.back:hover { background:#e4e9ef; }
.foot { display:flex; align-items:center; gap:12px; margin-top:14px; }
.foot .sp { flex:1; }
.foot small { color:#627d98; font-size:12px; }
.side .card { margin-bottom:14px; }
.pol { display:flex; justify-content:space-between; padding:6px 0; border-bottom:1px solid #eef2f6; font-size:13px; }
.pol span { color:#627d98; }
.side .sec { width:100%; justify-content:center; margin-top:12px; }
.side .alt { margin-top:8px; border-color:#bcccdc; color:#334e68; font-weight:normal; }
.side .alt:hover { background:#f0f4f8; border-color:#829ab1; }
.help a { display:flex; align-items:center; gap:8px; padding:5px 0; color:#0f766e; text-decoration:none; font-size:14px; }
.help a:hover { text-decoration:underline; }
.badge { display:inline-block; padding:1px 8px; border-radius:10px; background:#fff4d6; color:#8d6200; font-size:12px; font-weight:bold; }
button:disabled, button.is-disabled { background:#e4e7eb !important; color:#9aa5b1 !important; border-color:#e4e7eb !important; box-shadow:none !important; cursor:not-allowed; }
.back:disabled, .back.is-disabled { background:transparent !important; }
.tx:disabled, .tx.is-disabled { background:#eef1f4 !important; color:#9aa5b1 !important; border-color:#d9e2ec !important; }
a.is-disabled { color:#9aa5b1 !important; pointer-events:none; text-decoration:none !important; }
"""


def _claim(alt: bool) -> str:
    if not alt:
        nav, on_nav = ["Policies", "Claims", "Payments", "Documents"], 1
        draft, me = "Save draft", ("JM", "Jonas Meyer")
        crumbs, kind = ("Claims", "New claim"), "Motor"
        title, sub = (
            "Tell us what happened",
            "Motor policy HL-4471-0923 &middot; 2019 Skoda Octavia Estate &middot; KP19 XLT",
        )
        steps = [
            ("Policy", "done"),
            ("Incident details", "now"),
            ("Damage &amp; photos", ""),
            ("Review &amp; submit", ""),
        ]
        when = ("14/11/2026", "17:40", "Street, town or postcode")
        losses, on = (
            [
                ("car", "Collision"),
                ("lock", "Theft"),
                ("cloud", "Storm"),
                ("flame", "Fire"),
                ("drop", "Flood"),
                ("glass", "Windscreen"),
            ],
            0,
        )
        desc = "Another car reversed out of a parking space at the supermarket on Ravensworth Road and hit the rear passenger door. The other driver stopped and we swapped details."
        chk, ref = "The police were called or a report was made", "Police reference"
        drop, add = (
            ("Photos of the damage", "JPG, PNG or HEIC &middot; up to 10 photos, 20 MB each"),
            "Add photos",
        )
        thumbs = [
            "linear-gradient(135deg,#8da2b5,#4d6275)",
            "linear-gradient(135deg,#b7a48b,#6d5a42)",
        ]
        back, cont, note = "Back", "Continue to damage &rarr;", "Draft saved at 10:39"
        pol_h, pol = (
            "Your policy",
            [
                ("Cover", "Comprehensive"),
                ("Excess", "&pound;250"),
                ("No-claims bonus", "6 years, protected"),
                ("Courtesy car", "Included"),
            ],
        )
        badge, cb, chat = "Claim not yet submitted", "Request a callback", "Chat with an adviser"
        helps = [
            "What counts as a collision?",
            "Claiming for windscreen damage",
            "How your excess works",
        ]
    else:
        nav, on_nav = ["Policies", "Claims", "Payments", "Documents"], 1
        draft, me = "Save and exit", ("AK", "Amira Khalil")
        crumbs, kind = ("Claims", "New claim"), "Home"
        title, sub = (
            "What was damaged?",
            "Home policy HL-2208-5517 &middot; 41 Fenwick Terrace, Leeds LS6 &middot; buildings and contents",
        )
        steps = [
            ("Policy", "done"),
            ("Incident details", "now"),
            ("Damage &amp; photos", ""),
            ("Review &amp; submit", ""),
        ]
        when = ("27/10/2026", "07:15", "Room or part of the property")
        losses, on = (
            [
                ("drop", "Escape of water"),
                ("lock", "Burglary"),
                ("cloud", "Storm"),
                ("flame", "Fire"),
                ("home", "Subsidence"),
                ("glass", "Accidental"),
            ],
            0,
        )
        desc = "A pipe under the bathroom floor burst overnight; water came through the kitchen ceiling and damaged the ceiling, two cupboards and the laminate floor."
        chk, ref = "A plumber or emergency service has already visited", "Invoice number"
        drop, add = (
            ("Photos, invoices and quotes", "PDF, JPG or PNG &middot; up to 20 files, 20 MB each"),
            "Add files",
        )
        thumbs = [
            "linear-gradient(135deg,#a3b8c9,#5d7385)",
            "linear-gradient(135deg,#d8cbb5,#8c7a5e)",
        ]
        back, cont, note = "Previous", "Continue to contents &rarr;", "Draft saved at 08:02"
        pol_h, pol = (
            "Your policy",
            [
                ("Cover", "Buildings + contents"),
                ("Excess", "&pound;350"),
                ("Trace and access", "Up to &pound;5,000"),
                ("Alternative stay", "Included"),
            ],
        )
        badge, cb, chat = (
            "Claim not yet submitted",
            "Book an assessor visit",
            "Message your handler",
        )
        helps = [
            "Stopping further water damage",
            "What trace and access covers",
            "Keeping receipts for repairs",
        ]
    nv = "".join(
        f'<a href="#"{" class=on" if i == on_nav else ""}>{n}</a>' for i, n in enumerate(nav)
    )
    st = "".join(
        f'<div class="{c}"><b>{"&#10003;" if c == "done" else i + 1}</b>{n}</div>'
        for i, (n, c) in enumerate(steps)
    )
    sg = "".join(
        f"<button{' class=on' if i == on else ''}>{_ic(ic, 22)}{n}</button>"
        for i, (ic, n) in enumerate(losses)
    )
    th = "".join(
        f'<div class="thumb" style="background:{t}"><button title="Remove">&#10005;</button></div>'
        for t in thumbs
    )
    pl = "".join(f'<div class="pol"><span>{k}</span><b>{v}</b></div>' for k, v in pol)
    hp = "".join(f'<a href="#">{_ic("file", 15)}{h}</a>' for h in helps)
    return f"""<style>{CLAIM_CSS}</style>
<div class="hdr"><div class="logo">{_ic("shield", 26)}Harborline</div><nav>{nv}</nav><span class="sp"></span><button class="draft">{_ic("file", 15)}{draft}</button><div class="me"><i>{me[0]}</i>{me[1]}</div></div>
<div class="crumbs"><a href="#">{crumbs[0]}</a> / <a href="#">{crumbs[1]}</a> / {kind}</div>
<h1>{title}</h1><p class="sub">{sub}</p>
<div class="steps">{st}</div>
<div class="wrap"><div class="card"><h2>When and where</h2>
<div class="row"><div><label>Date of incident</label><input type="text" class="tx" value="{when[0]}"></div><div><label>Time <small>(approx.)</small></label><input type="text" class="tx" value="{when[1]}"></div><div><label>Location</label><input type="text" class="tx" placeholder="{when[2]}"></div></div>
<label>What happened?</label><div class="seg">{sg}</div>
<label>Describe the incident <small>in your own words</small></label><textarea class="tx">{desc}</textarea>
<div class="chk"><input type="checkbox" checked><label>{chk}</label><input type="text" class="tx" placeholder="{ref}"></div>
<div class="drop">{_ic("camera", 28, 1.5)}<div class="t"><b>{drop[0]}</b>{drop[1]}</div><button class="sec">{_ic("upload", 15)}{add}</button>{th}</div>
<div class="foot"><button class="back">&larr; {back}</button><span class="sp"></span><small>{note}</small><button class="pri">{cont}</button></div></div>
<div class="side"><div class="card"><h2>{pol_h}</h2>{pl}<div style="margin-top:10px"><span class="badge">{badge}</span></div><button class="sec">{_ic("phone", 15)}{cb}</button><button class="sec alt">{_ic("chat", 15)}{chat}</button></div>
<div class="card help"><h2>Help with this step</h2>{hp}</div></div></div>"""


# --------------------------------------------------------------------------------------------
# mixer: a dark music-production mixer with its audio settings

MIXER_CSS = """
body { margin:0; height:800px; font:12px/1.4 "DejaVu Sans", sans-serif; color:#c5c9d2; background:#131417; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.tb { display:flex; align-items:center; gap:8px; height:50px; padding:0 14px; background:#1f2126; border-bottom:1px solid #000; }
.logo { display:flex; align-items:center; gap:8px; font-weight:bold; font-size:14px; color:#f1f2f4; margin-right:8px; }
.logo svg { color:#ff9f1a; }
.menu a { color:#9aa0ab; text-decoration:none; margin-right:11px; font-size:13px; }
.menu a:hover { color:#fff; }
.tp { width:36px; height:30px; padding:0; border:1px solid #3a3e47; border-radius:4px; background:#2a2d34; color:#d7dae0; font-size:13px; }
.tp:hover { background:#3b3f49; border-color:#666d7a; color:#fff; }
.tp.play { color:#3ddc84; }
.tp.rec { color:#ff4d4d; }
.lcdw { display:flex; align-items:center; gap:6px; height:34px; padding:0 8px; border-radius:5px; background:#0b0c0e; border:1px solid #2c2f36; }
.lcdw small { color:#6b717d; font-size:10px; letter-spacing:.8px; text-transform:uppercase; }
.lcd { width:76px; height:24px; padding:0 6px; border:1px solid #2c2f36; border-radius:3px; background:#0b0c0e; color:#8cf5a8; font:15px "DejaVu Sans Mono", monospace; box-sizing:border-box; }
.lcd:focus, .fld:focus { outline:none; border-color:#ff9f1a; box-shadow:0 0 9px 2px rgba(255,159,26,.6); }
.pos { font:15px "DejaVu Sans Mono", monospace; color:#8cf5a8; }
.tb .sp { flex:1; }
.cpu { display:flex; align-items:center; gap:6px; color:#7d838e; font-size:11px; margin-right:6px; }
.cpu div { width:60px; height:6px; border-radius:3px; background:#0b0c0e; position:relative; overflow:hidden; }
.cpu div i { position:absolute; left:0; top:0; bottom:0; background:#3ddc84; }
.exp { height:32px; padding:0 16px; border:0; border-radius:4px; background:#ff9f1a; color:#1a1205; font-weight:bold; font-size:13px; }
.exp:hover { background:#ffad3a; box-shadow:0 0 12px 1px rgba(255,159,26,.65); }
.main { display:grid; grid-template-columns:1fr 352px; height:749px; }
.strips { display:flex; gap:2px; padding:10px 10px 46px; background:#18191d; overflow:hidden; }
.st { width:96px; flex:none; display:flex; flex-direction:column; align-items:center; gap:6px; padding:8px 0 8px; background:#212329; border-radius:4px; }
.st.master { background:#262830; margin-left:8px; }
.nm { width:84px; height:22px; border-radius:3px; font:bold 11px/22px "DejaVu Sans", sans-serif; text-align:center; color:#15161a; white-space:nowrap; overflow:hidden; }
.ins { width:84px; height:22px; padding:0 6px; border:1px solid #33363e; border-radius:3px; background:#17181c; color:#aab0bb; font-size:11px; text-align:left; white-space:nowrap; overflow:hidden; }
.ins:hover { border-color:#ff9f1a; color:#ffcf8a; }
.ins.empty { color:#555a64; }
.knob { width:34px; height:34px; border-radius:50%; background:radial-gradient(circle at 40% 35%, #4a4e58, #24262c); border:1px solid #0d0e10; position:relative; margin-top:2px; }
.knob i { position:absolute; left:16px; top:3px; width:2px; height:11px; background:#ff9f1a; transform-origin:1px 14px; }
.pan { font:10px "DejaVu Sans Mono", monospace; color:#7d838e; margin-top:-4px; }
.msr { display:flex; gap:3px; }
.msr button { width:26px; height:20px; padding:0; border:1px solid #3a3e47; border-radius:3px; background:#2a2d34; color:#9aa0ab; font-weight:bold; font-size:11px; }
.msr button:hover { background:#3b3f49; color:#fff; }
.msr .m.on { background:#e8c547; color:#1a1605; border-color:#e8c547; }
.msr .s.on { background:#4aa3ff; color:#04121f; border-color:#4aa3ff; }
.msr .r.on { background:#ff4d4d; color:#fff; border-color:#ff4d4d; }
.fad { flex:1; display:flex; gap:5px; margin-top:4px; }
.scl { display:flex; flex-direction:column; justify-content:space-between; font:9px "DejaVu Sans Mono", monospace; color:#5b616c; text-align:right; width:18px; }
.trk { width:6px; border-radius:3px; background:#0b0c0e; position:relative; margin:0 6px; }
.trk b { position:absolute; left:-9px; width:24px; height:36px; border-radius:3px; background:linear-gradient(#5a5f6a, #3a3e47 45%, #c9ced6 50%, #3a3e47 55%, #2a2d34); border:1px solid #000; }
.met { width:7px; position:relative; border-radius:2px; overflow:hidden; background:linear-gradient(to top, #3ddc84 0 62%, #e8c547 62% 84%, #ff4d4d 84%); }
.met i { position:absolute; left:0; right:0; top:0; background:#0b0c0e; }
.met::after { content:""; position:absolute; inset:0; background:repeating-linear-gradient(to top, transparent 0 3px, rgba(0,0,0,.6) 3px 4px); }
.db { font:11px "DejaVu Sans Mono", monospace; color:#c5c9d2; background:#0b0c0e; padding:1px 6px; border-radius:2px; }
.no { color:#6b717d; font-size:11px; }
.set { background:#1b1d21; border-left:1px solid #000; padding:14px 18px 0; }
.set h2 { margin:0; font-size:15px; color:#eef0f3; }
.set p.d { margin:2px 0 6px; color:#7d838e; font-size:12px; }
.set h3 { margin:14px 0 6px; font-size:11px; letter-spacing:1px; text-transform:uppercase; color:#7d838e; border-bottom:1px solid #2a2d33; padding-bottom:4px; }
.set label { display:block; font-size:12px; color:#aab0bb; margin:8px 0 4px; }
.set select, .fld { width:100%; height:30px; padding:0 8px; border:1px solid #363a42; border-radius:4px; background:#121316; color:#e3e6eb; font:12px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.bufs { display:flex; }
.bufs button { flex:1; height:28px; border:1px solid #363a42; margin-left:-1px; background:#23262c; color:#aab0bb; font:12px "DejaVu Sans Mono", monospace; }
.bufs button:first-child { border-radius:4px 0 0 4px; margin-left:0; }
.bufs button:last-child { border-radius:0 4px 4px 0; }
.bufs button:hover { background:#30343c; color:#fff; }
.bufs button.on { background:#3a2a12; color:#ffb347; border-color:#ff9f1a; position:relative; z-index:1; }
.lat { display:flex; justify-content:space-between; margin-top:6px; font:11px "DejaVu Sans Mono", monospace; color:#7d838e; }
.tg { display:flex; align-items:center; gap:8px; margin-top:7px; color:#aab0bb; font-size:12px; }
.tg input { margin:0; accent-color:#ff9f1a; }
.tg span { margin-left:auto; font:11px "DejaVu Sans Mono", monospace; color:#6b717d; }
.acts { display:flex; gap:8px; margin-top:16px; }
.ghost { height:30px; padding:0 14px; border:1px solid #4a4f59; border-radius:4px; background:transparent; color:#d7dae0; font-size:12px; }
.ghost:hover { background:#2a2d34; border-color:#7a818e; }
.acts .exp { margin-left:auto; height:30px; }
.rv { color:#9aa0ab; font-size:12px; }
.rv:hover { color:#fff; }
button:disabled, button.is-disabled { background:transparent !important; border:1px dashed #4a4e57 !important; color:#555a64 !important; box-shadow:none !important; cursor:default; }
input:disabled, input.is-disabled { background:#17181b !important; border:1px dashed #3a3e46 !important; color:#4f545e !important; box-shadow:none !important; }
a.is-disabled { color:#4f545e !important; pointer-events:none; }
"""


def _mixer(alt: bool) -> str:
    if not alt:
        proj = "Night Drive"
        menus = ["File", "Edit", "Track", "Mix", "View"]
        tempo, sig, pos, cpu = "124.00", "4/4", "017.3.240", 34
        export = "&#8613; Export mix"
        chans = [
            ("Kick", "#ff6b6b", "EQ-7", "Gate", "", -0, 0.60, 78, 74, "-3.2"),
            ("Snare", "#ff9f43", "EQ-7", "Comp-2", "", -8, 0.64, 70, 66, "-4.8"),
            ("Hats", "#feca57", "HP Filter", "&mdash;", "", 34, 0.70, 52, 58, "-9.5"),
            ("Bass", "#1dd1a1", "Amp Sim", "Comp-2", "s", 0, 0.58, 81, 80, "-2.1"),
            ("Vox Lead", "#54a0ff", "De-Esser", "Comp-2", "r", 0, 0.55, 64, 63, "-1.0"),
            ("Vox Dbl", "#a29bfe", "Pitch Fix", "Chorus", "m", -40, 0.72, 0, 0, "-12.0"),
            ("Pad", "#c8d6e5", "Filter Mod", "&mdash;", "", 22, 0.74, 46, 49, "-14.6"),
            ("FX Return", "#ff9ff3", "Plate Rev", "Delay 1/8", "", 0, 0.68, 38, 40, "-8.0"),
        ]
        master = ("Master", "#dfe4ea", "Bus Glue", "Limiter", 0.56, 84, 83, "-0.3")
        dev = [
            ("Audio system", ["ALSA (low latency)"]),
            ("Output device", ["Scarlett 4i4 USB &mdash; out 1/2"]),
            ("Input device", ["Scarlett 4i4 USB &mdash; in 1-4"]),
        ]
        rate, bufs, on_buf, lat = (
            "48 000 Hz",
            ["64", "128", "256", "512", "1024"],
            2,
            ("in 5.8 ms", "out 6.4 ms"),
        )
        toggles = [
            ("Multi-core processing", True, "8 threads"),
            ("Dim output when stopped", False, "-20 dB"),
            ("Auto-suspend when idle", True, "30 s"),
        ]
        midi = [("Launchkey 49 MK3", True), ("nanoKONTROL2", True), ("MIDI Through", False)]
        act = ("Play test tone", "Apply")
    else:
        proj = "Harbour Lights"
        menus = ["File", "Edit", "Track", "Mix", "View"]
        tempo, sig, pos, cpu = "92.50", "6/8", "042.1.015", 52
        export = "&#8613; Bounce stems"
        chans = [
            ("Drums Bus", "#ff6b6b", "Glue Comp", "Sat", "", 0, 0.58, 80, 79, "-2.6"),
            ("Perc", "#ff9f43", "EQ-7", "&mdash;", "", 18, 0.66, 60, 55, "-6.3"),
            ("Rhodes", "#feca57", "Tremolo", "Amp Sim", "s", -20, 0.62, 66, 68, "-5.0"),
            ("Upright", "#1dd1a1", "EQ-7", "Opto", "", 0, 0.60, 72, 72, "-3.9"),
            ("Vox Main", "#54a0ff", "De-Esser", "Tape Sat", "r", 0, 0.54, 69, 67, "-0.8"),
            ("Vox Harm", "#a29bfe", "Pitch Fix", "Doubler", "", 36, 0.70, 44, 47, "-10.4"),
            ("Strings", "#c8d6e5", "Ensemble", "&mdash;", "m", -30, 0.76, 0, 0, "-16.2"),
            ("FX Hall", "#ff9ff3", "Hall Rev", "Shimmer", "", 0, 0.66, 35, 37, "-7.1"),
        ]
        master = ("Master", "#dfe4ea", "Bus EQ", "Limiter", 0.57, 82, 84, "-0.5")
        dev = [
            ("Audio system", ["JACK"]),
            ("Output device", ["RME Babyface Pro &mdash; out 1/2"]),
            ("Input device", ["RME Babyface Pro &mdash; in 1/2"]),
        ]
        rate, bufs, on_buf, lat = (
            "44 100 Hz",
            ["64", "128", "256", "512", "1024"],
            3,
            ("in 11.6 ms", "out 12.2 ms"),
        )
        toggles = [
            ("Multi-core processing", True, "6 threads"),
            ("Dim output when stopped", True, "-20 dB"),
            ("Auto-suspend when idle", False, "off"),
        ]
        midi = [("Keystep 37", True), ("Faderport 8", True), ("MIDI Through", False)]
        act = ("Run latency test", "Apply changes")

    def strip(n: int, c: tuple) -> str:
        name, col, i1, i2, lit, pan, fy, m1, m2, db = c
        btns = "".join(
            f'<button class="{k}{" on" if lit == k else ""}">{k.upper()}</button>'
            for k in ("m", "s", "r")
        )
        pl = "C" if pan == 0 else (f"L{-pan}" if pan < 0 else f"R{pan}")
        return (
            f'<div class="st"><div class="nm" style="background:{col}">{name}</div><button class="ins">{i1}</button>'
            f'<button class="ins{" empty" if i2 == "&mdash;" else ""}">{i2}</button><div class="knob"><i style="transform:rotate({pan * 2.7:.0f}deg)"></i></div><div class="pan">{pl}</div>'
            f'<div class="msr">{btns}</div><div class="fad"><div class="scl"><span>+6</span><span>0</span><span>-6</span><span>-12</span><span>-24</span><span>-48</span><span>-&infin;</span></div>'
            f'<div class="trk"><b style="top:{fy * 100:.0f}%"></b></div><div class="met"><i style="height:{100 - m1}%"></i></div><div class="met"><i style="height:{100 - m2}%"></i></div></div>'
            f'<div class="db">{db}</div><div class="no">{n}</div></div>'
        )

    mn = "".join(f'<a href="#">{m}</a>' for m in menus)
    ss = "".join(strip(k + 1, c) for k, c in enumerate(chans))
    mname, mcol, mi1, mi2, mfy, mm1, mm2, mdb = master
    ms = (
        f'<div class="st master"><div class="nm" style="background:{mcol}">{mname}</div><button class="ins">{mi1}</button><button class="ins">{mi2}</button>'
        f'<div class="knob"><i></i></div><div class="pan">C</div><div class="msr" style="height:20px"></div><div class="fad"><div class="scl"><span>+6</span><span>0</span><span>-6</span><span>-12</span><span>-24</span><span>-48</span><span>-&infin;</span></div>'
        f'<div class="trk"><b style="top:{mfy * 100:.0f}%"></b></div><div class="met"><i style="height:{100 - mm1}%"></i></div><div class="met"><i style="height:{100 - mm2}%"></i></div></div><div class="db">{mdb}</div><div class="no">Out 1/2</div></div>'
    )
    dv = "".join(
        f"<label>{lab}</label><select>{''.join(f'<option>{o}</option>' for o in opts)}</select>"
        for lab, opts in dev
    )
    bf = "".join(
        f"<button{' class=on' if i == on_buf else ''}>{b}</button>" for i, b in enumerate(bufs)
    )
    tg = "".join(
        f'<div class="tg"><input type="checkbox"{" checked" if c else ""}>{n}<span>{v}</span></div>'
        for n, c, v in toggles
    )
    md = "".join(
        f'<div class="tg"><input type="checkbox"{" checked" if c else ""}>{n}<span>{"active" if c else "off"}</span></div>'
        for n, c in midi
    )
    return f"""<style>{MIXER_CSS}</style>
<div class="tb"><div class="logo">{_ic("wave", 20, 2)}Tessitura</div><div class="menu">{mn}</div>
<button class="tp" title="To start">|&#9664;</button><button class="tp" title="Rewind">&#9664;&#9664;</button><button class="tp play" title="Play">&#9654;</button><button class="tp rec" title="Record">&#9679;</button><button class="tp" title="Stop">&#9632;</button>
<div class="lcdw"><small>BPM</small><input type="text" class="lcd" value="{tempo}"></div><div class="lcdw"><small>Sig</small><span class="pos">{sig}</span></div><div class="lcdw"><small>Bar</small><span class="pos">{pos}</span></div>
<span class="sp"></span><span style="color:#9aa0ab;font-size:13px;margin-right:10px">{proj}</span><div class="cpu">CPU<div><i style="width:{cpu}%"></i></div>{cpu}%</div><button class="exp">{export}</button></div>
<div class="main"><div class="strips">{ss}{ms}</div>
<div class="set"><h2>Audio &amp; MIDI settings</h2><p class="d">Changes apply after the engine restarts (about 2 s).</p>{dv}
<label>Sample rate</label><select><option>{rate}</option></select>
<label>Buffer size (samples)</label><div class="bufs">{bf}</div><div class="lat"><span>Latency {lat[0]}</span><span>{lat[1]}</span></div>
<h3>Engine</h3>{tg}<h3>MIDI inputs</h3>{md}
<label>Plug-in folder</label><input type="text" class="fld" value="~/Music/Plugins/VST3">
<div class="acts"><button class="ghost">{act[0]}</button><a href="#" class="rv" style="align-self:center">Revert</a><button class="exp">{act[1]}</button></div></div></div>"""


# --------------------------------------------------------------------------------------------
# permit: a city building-permit application (dense government form)

PERMIT_CSS = """
body { margin:0; height:800px; font:13px/1.4 "DejaVu Sans", sans-serif; color:#1b1b1b; background:#fff; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.gov { display:flex; align-items:center; gap:8px; height:24px; padding:0 28px; background:#f0f0f0; font-size:11px; color:#3d4551; }
.gov a { color:#005ea2; }
.mast { display:flex; align-items:center; gap:12px; height:60px; padding:0 28px; background:#162e51; color:#fff; }
.mast svg { color:#ffbe2e; }
.mast .t b { display:block; font:bold 17px "DejaVu Serif", serif; }
.mast .t small { color:#c5d4eb; font-size:12px; }
.mast nav { margin-left:auto; display:flex; gap:18px; margin-right:8px; }
.mast nav a { color:#fff; text-decoration:none; font-size:13px; }
.mast nav a:hover { text-decoration:underline; }
.out { height:30px; padding:0 12px; border:1px solid #fff; border-radius:0; background:transparent; color:#fff; font-size:12px; }
.out:hover { text-decoration:underline; background:rgba(255,255,255,.14); }
.gold { height:4px; background:#ffbe2e; }
.page { display:grid; grid-template-columns:196px 1fr 292px; gap:24px; padding:12px 28px 0; }
.toc h4 { margin:0 0 6px; font-size:12px; color:#565c65; text-transform:uppercase; letter-spacing:.6px; }
.toc a { display:block; padding:6px 10px; color:#1b1b1b; text-decoration:none; border-left:4px solid transparent; font-size:13px; }
.toc a.on { border-left-color:#005ea2; color:#005ea2; font-weight:bold; background:#eff6fb; }
.toc a.done::after { content:" \\2713"; color:#00a91c; font-weight:bold; }
.toc a:hover { text-decoration:underline; }
.toc .no { margin-top:14px; font-size:12px; color:#565c65; border-top:1px solid #dfe1e2; padding-top:10px; }
h1 { margin:0; font:bold 21px "DejaVu Serif", serif; }
.meta { color:#565c65; font-size:12px; margin:2px 0 8px; }
.alert { border-left:6px solid #00bde3; background:#e7f6f8; padding:6px 12px; font-size:12px; margin-bottom:8px; }
fieldset { border:0; border-top:1px solid #dfe1e2; margin:0 0 6px; padding:4px 0 0; min-width:0; }
legend { font:bold 14px "DejaVu Serif", serif; padding:0 8px 0 0; }
.g { display:grid; gap:8px 12px; margin-bottom:8px; align-items:end; }
.g4 { grid-template-columns:2.2fr .8fr 1fr 1.4fr; }
.g3 { grid-template-columns:1.4fr 1fr 1fr; }
.g5 { grid-template-columns:1fr 1fr .6fr 1fr; }
.gc { grid-template-columns:1fr 1.5fr 1fr auto; }
label { display:block; font-size:12px; font-weight:bold; margin-bottom:3px; }
label i { font-style:normal; font-weight:normal; color:#71767a; }
.in { width:100%; height:32px; padding:0 8px; border:1px solid #565c65; border-radius:0; background:#fff; color:#1b1b1b; font:13px "DejaVu Sans", sans-serif; box-sizing:border-box; }
select.in { padding:0 4px; }
textarea.in { height:48px; padding:5px 8px; resize:none; display:block; line-height:1.35; font-size:12px; }
.in:focus { outline:none; border:2px solid #005ea2; box-shadow:inset 4px 0 0 #005ea2; padding-left:11px; }
.radios { display:flex; gap:14px; flex-wrap:wrap; font-size:13px; margin:2px 0 8px; }
.radios label { font-weight:normal; display:flex; align-items:center; gap:5px; margin:0; font-size:13px; }
.radios input { margin:0; accent-color:#005ea2; }
.lk { height:32px; padding:0 12px; border:2px solid #005ea2; border-radius:0; background:#fff; color:#005ea2; font-weight:bold; font-size:12px; white-space:nowrap; }
.lk:hover { border-color:#1a4480; color:#1a4480; background:#eff6fb; text-decoration:underline; }
.add { padding:0; border:0; background:transparent; color:#005ea2; font-size:13px; text-decoration:underline; }
.add:hover { color:#1a4480; text-decoration-thickness:3px; }
.rm { height:32px; padding:0 8px; border:0; background:transparent; color:#b50909; font-size:12px; text-decoration:underline; }
.rm:hover { color:#8b0a03; text-decoration-thickness:2px; background:#f8e1de; }
.foot { display:flex; align-items:center; gap:10px; margin-top:10px; padding-top:10px; border-top:1px solid #dfe1e2; }
.foot .sp { flex:1; }
.pri { height:40px; padding:0 20px; border:0; border-radius:0; background:#005ea2; color:#fff; font-weight:bold; font-size:14px; }
.pri:hover { background:#1a4480; text-decoration:underline; }
.sec { height:40px; padding:0 16px; border:2px solid #565c65; border-radius:0; background:#fff; color:#1b1b1b; font-weight:bold; font-size:13px; }
.sec:hover { border-color:#1b1b1b; text-decoration:underline; background:#f0f0f0; }
.box { border:1px solid #dfe1e2; margin-bottom:12px; }
.box h3 { margin:0; padding:7px 10px; font:bold 14px "DejaVu Serif", serif; background:#f0f0f0; border-bottom:1px solid #dfe1e2; }
table { width:100%; border-collapse:collapse; font-size:12px; }
td { padding:5px 10px; border-bottom:1px solid #dfe1e2; vertical-align:middle; }
td small { display:block; color:#565c65; }
.ok { color:#00a91c; font-weight:bold; }
.miss { color:#b50909; font-weight:bold; }
.up { height:26px; padding:0 10px; border:1px solid #565c65; border-radius:0; background:#f0f0f0; color:#1b1b1b; font-size:12px; white-space:nowrap; }
.up:hover { background:#dfe1e2; text-decoration:underline; }
.fee td:last-child { text-align:right; font-family:"DejaVu Sans Mono", monospace; }
.fee tr.tot td { font-weight:bold; border-top:2px solid #1b1b1b; }
.box .lk { margin:8px 10px; }
button:disabled, button.is-disabled { background:#c9c9c9 !important; color:#454545 !important; border-color:#c9c9c9 !important; box-shadow:none !important; text-decoration:none !important; cursor:not-allowed; }
.add:disabled, .add.is-disabled, .rm:disabled, .rm.is-disabled { background:transparent !important; color:#757575 !important; }
.in:disabled, .in.is-disabled { background:#dfe1e2 !important; color:#454545 !important; border-color:#757575 !important; }
a.is-disabled { color:#757575 !important; pointer-events:none; }
"""


def _permit(alt: bool) -> str:
    if not alt:
        dept, who = "Department of Buildings &amp; Inspections", "Signed in as D. Okafor"
        nav, out = ["My applications", "Inspections", "Pay fees", "Help"], "Sign out"
        toc = [
            ("1. Applicant", "done"),
            ("2. Owner", "done"),
            ("3. Site and project", "on"),
            ("4. Contractors", ""),
            ("5. Documents", ""),
            ("6. Declaration", ""),
        ]
        appno = "Application BP-2026-04417<br>Residential addition<br>Started 21 Nov 2026"
        title, meta = (
            "Section 3: Site and project",
            "Residential building permit &middot; all fields required unless marked optional",
        )
        alert = "Properties in a historic district also need a Certificate of Appropriateness before a permit is issued."
        addr = ("2217 Linden Avenue", "", "48107", "09-14-228-017")
        zoning, lot, stories = "R-2 Two-family residential", "6,480", "2"
        work, on_work = (
            ["New building", "Addition", "Alteration", "Repair", "Demolition", "Change of use"],
            1,
        )
        desc = "Two-storey rear addition (kitchen and bedroom) with a new foundation, a deck and relocated electrical service."
        value, area, occ = "184,000", "612", "R-3 One- and two-family"
        contractors = [
            ("BC-552190", "Halvorsen Builders LLC", "General contractor"),
            ("EC-310877", "Brightline Electric", "Electrical"),
        ]
        docs = [
            ("Site plan", "site-plan-rev2.pdf", True, "Replace"),
            ("Construction drawings", "Required", False, "Upload"),
            ("Structural calculations", "Required", False, "Upload"),
            ("Energy compliance", "Optional", False, "Upload"),
        ]
        fee = [
            ("Plan review", "1,196.00"),
            ("Building permit", "1,012.40"),
            ("Technology surcharge", "60.00"),
            ("Zoning review", "50.00"),
        ]
        total, recalc = "2,318.40", "Recalculate fee"
        foot = ("Save and finish later", "Previous section", "Continue to Section 4")
    else:
        dept, who = "Department of Buildings &amp; Inspections", "Signed in as M. Lindqvist"
        nav, out = ["My applications", "Inspections", "Pay fees", "Help"], "Log out"
        toc = [
            ("1. Applicant", "done"),
            ("2. Owner", "done"),
            ("3. Site and project", "on"),
            ("4. Contractors", ""),
            ("5. Documents", ""),
            ("6. Declaration", ""),
        ]
        appno = "Application BP-2026-04502<br>Commercial alteration<br>Started 24 Nov 2026"
        title, meta = (
            "Section 3: Site and project",
            "Commercial building permit &middot; all fields required unless marked optional",
        )
        alert = "Work that changes the occupant load or the means of egress needs a fire-protection plan review."
        addr = ("580 Market Street", "Suite 200", "48104", "09-02-117-004")
        zoning, lot, stories = "C-1 Downtown commercial", "12,150", "4"
        work, on_work = (
            ["New building", "Addition", "Alteration", "Repair", "Demolition", "Change of use"],
            2,
        )
        desc = "Tenant fit-out of the second floor: new partitions, two accessible restrooms, a sprinkler relocation and new lighting."
        value, area, occ = "96,500", "0", "B Business"
        contractors = [
            ("BC-601433", "Marchetti Interiors Inc.", "General contractor"),
            ("FP-204118", "Cascade Fire Protection", "Fire sprinkler"),
        ]
        docs = [
            ("Floor plans", "Required", False, "Upload"),
            ("Life-safety plan", "life-safety-v1.pdf", True, "Replace"),
            ("Sprinkler shop drawings", "Required", False, "Upload"),
            ("Accessibility checklist", "Optional", False, "Upload"),
        ]
        fee = [
            ("Plan review", "708.50"),
            ("Building permit", "612.80"),
            ("Technology surcharge", "60.00"),
            ("Fire review", "185.00"),
        ]
        total, recalc = "1,566.30", "Update estimate"
        foot = ("Save draft", "Back to Section 2", "Save and continue")
    nv = "".join(f'<a href="#">{n}</a>' for n in nav)
    tc = "".join(f'<a href="#" class="{c}">{n}</a>' for n, c in toc)
    wk = "".join(
        f'<label><input type="radio" name="w"{" checked" if i == on_work else ""}>{w}</label>'
        for i, w in enumerate(work)
    )
    ct = "".join(
        f'<div class="g gc"><div><label>Licence no.</label><input type="text" class="in" value="{lic}"></div><div><label>Business name</label><input type="text" class="in" value="{n}"></div>'
        f'<div><label>Trade</label><select class="in"><option>{t}</option></select></div><button class="rm">Remove</button></div>'
        for lic, n, t in contractors
    )
    dc = "".join(
        f'<tr><td><b>{n}</b><small class="{"ok" if ok else ("miss" if s == "Required" else "")}">{"&#10003; " + s if ok else s}</small></td><td style="text-align:right"><button class="up">{b}</button></td></tr>'
        for n, s, ok, b in docs
    )
    fe = "".join(f"<tr><td>{k}</td><td>${v}</td></tr>" for k, v in fee)
    return f"""<style>{PERMIT_CSS}</style>
<div class="gov">&#9873; An official website of the City of Brookvale <a href="#">Here's how you know</a></div>
<div class="mast">{_ic("seal", 40, 1.4)}<div class="t"><b>City of Brookvale</b><small>{dept} &middot; {who}</small></div><nav>{nv}</nav><button class="out">{out}</button></div><div class="gold"></div>
<div class="page"><div class="toc"><h4>Application sections</h4>{tc}<div class="no">{appno}</div></div>
<div class="form"><h1>{title}</h1><div class="meta">{meta}</div><div class="alert"><b>Note:</b> {alert}</div>
<fieldset><legend>Property</legend><div class="g g4"><div><label>Street address</label><input type="text" class="in" value="{addr[0]}"></div><div><label>Unit <i>(optional)</i></label><input type="text" class="in" value="{addr[1]}"></div><div><label>ZIP code</label><input type="text" class="in" value="{addr[2]}"></div><div><label>Parcel number</label><input type="text" class="in" value="{addr[3]}"></div></div>
<div class="g g3"><div><label>Zoning district</label><select class="in"><option>{zoning}</option></select></div><div><label>Lot area <i>(sq ft)</i></label><input type="text" class="in" value="{lot}"></div><div><button class="lk">Look up parcel records</button></div></div></fieldset>
<fieldset><legend>Scope of work</legend><div class="radios">{wk}</div><label>Description of work</label><textarea class="in">{desc}</textarea>
<div class="g g5" style="margin-top:8px"><div><label>Estimated value <i>($)</i></label><input type="text" class="in" value="{value}"></div><div><label>Floor area added <i>(sq ft)</i></label><input type="text" class="in" value="{area}"></div><div><label>Stories</label><input type="text" class="in" value="{stories}"></div><div><label>Occupancy</label><select class="in"><option>{occ}</option></select></div></div></fieldset>
<fieldset><legend>Contractors</legend>{ct}<button class="add">+ Add another contractor</button></fieldset>
<div class="foot"><button class="sec">{foot[0]}</button><span class="sp"></span><button class="sec">{foot[1]}</button><button class="pri">{foot[2]}</button></div></div>
<div class="right"><div class="box"><h3>Required documents</h3><table>{dc}</table></div>
<div class="box fee"><h3>Fee estimate</h3><table>{fe}<tr class="tot"><td>Total due at issue</td><td>${total}</td></tr></table><button class="lk">{recalc}</button></div>
<div style="font-size:12px;color:#565c65">Questions? Call 311 or <a href="#" style="color:#005ea2">email the permit desk</a>.</div></div></div>"""


# --------------------------------------------------------------------------------------------
# seller: a marketplace seller's orders dashboard

SELLER_CSS = """
body { margin:0; height:800px; font:13px/1.45 "DejaVu Sans", sans-serif; color:#1d2433; background:#f5f6f8; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.app { display:grid; grid-template-columns:212px 1fr; height:800px; }
.nav { background:#fff; border-right:1px solid #e4e7ec; padding:16px 12px; }
.brand { display:flex; align-items:center; gap:9px; font-weight:bold; font-size:17px; color:#1d2433; margin:0 6px 18px; }
.brand i { width:28px; height:28px; border-radius:7px; background:#ea580c; color:#fff; display:flex; align-items:center; justify-content:center; }
.nav a { display:flex; align-items:center; gap:10px; height:36px; padding:0 10px; border-radius:7px; color:#475467; text-decoration:none; font-size:13px; }
.nav a:hover { background:#f2f4f7; color:#1d2433; }
.nav a.on { background:#fff1e8; color:#c2410c; font-weight:bold; }
.nav a em { margin-left:auto; font-style:normal; font-size:11px; background:#ea580c; color:#fff; border-radius:9px; padding:0 7px; }
.nav h5 { margin:16px 10px 6px; font-size:11px; letter-spacing:.8px; color:#98a2b3; text-transform:uppercase; }
.shopc { margin-top:18px; padding:12px; border-radius:10px; background:#f9fafb; border:1px solid #eaecf0; font-size:12px; color:#475467; }
.shopc b { display:block; color:#1d2433; font-size:13px; }
.shopc .bar { height:6px; border-radius:3px; background:#eaecf0; margin:8px 0 4px; position:relative; }
.shopc .bar i { position:absolute; left:0; top:0; bottom:0; border-radius:3px; background:#12b76a; }
main { padding:0 26px; overflow:hidden; }
.top { display:flex; align-items:center; gap:10px; height:62px; }
.srch { position:relative; }
.srch svg { position:absolute; left:11px; top:10px; color:#667085; }
.q { width:380px; height:36px; padding:0 12px 0 34px; border:0; border-bottom:2px solid transparent; border-radius:8px; background:#eaecf0; color:#1d2433; font:13px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.q::placeholder { color:#667085; }
.q:focus { outline:none; background:#fff; border-bottom-color:#ea580c; border-radius:8px 8px 0 0; }
.top .sp { flex:1; }
.ib { width:36px; height:36px; padding:0; border:1px solid #d0d5dd; border-radius:8px; background:#fff; color:#344054; display:inline-flex; align-items:center; justify-content:center; position:relative; }
.ib:hover { box-shadow:0 2px 6px rgba(16,24,40,.18); border-color:#98a2b3; }
.ib b { position:absolute; right:6px; top:6px; width:7px; height:7px; border-radius:50%; background:#f04438; }
.ava { display:flex; align-items:center; gap:8px; font-size:13px; color:#344054; }
.ava i { width:34px; height:34px; border-radius:50%; background:linear-gradient(135deg,#fdba74,#c2410c); }
.hrow { display:flex; align-items:center; gap:10px; margin:2px 0 12px; }
.hrow h1 { margin:0 auto 0 0; font-size:22px; }
.hrow h1 small { font-size:13px; color:#667085; font-weight:normal; margin-left:8px; }
.btn { display:inline-flex; align-items:center; gap:7px; height:36px; padding:0 14px; border:1px solid #d0d5dd; border-radius:8px; background:#fff; color:#344054; font-size:13px; font-weight:bold; }
.btn:hover { box-shadow:0 3px 8px rgba(16,24,40,.2); border-color:#98a2b3; }
.btn.or { background:#ea580c; border-color:#ea580c; color:#fff; }
.btn.or:hover { box-shadow:0 4px 10px rgba(234,88,12,.5); border-color:#ea580c; }
.kpis { display:grid; grid-template-columns:repeat(4, 1fr); gap:14px; margin-bottom:14px; }
.kpi { background:#fff; border:1px solid #eaecf0; border-radius:12px; padding:11px 14px; display:flex; align-items:flex-end; }
.kpi div { flex:1; }
.kpi small { color:#667085; }
.kpi b { display:block; font-size:21px; margin:1px 0; }
.kpi .up { color:#067647; font-size:12px; }
.kpi .dn { color:#b42318; font-size:12px; }
.panel { background:#fff; border:1px solid #eaecf0; border-radius:12px; }
.tabs { display:flex; gap:4px; padding:8px 14px 0; border-bottom:1px solid #eaecf0; }
.tabs button { height:34px; padding:0 12px; border:0; border-bottom:2px solid transparent; background:transparent; color:#667085; font-size:13px; font-weight:bold; }
.tabs button.on { color:#c2410c; border-bottom-color:#ea580c; }
.tabs button:hover { color:#1d2433; box-shadow:0 4px 6px -4px rgba(16,24,40,.35); }
.tabs button em { font-style:normal; margin-left:5px; padding:0 6px; border-radius:8px; background:#f2f4f7; color:#475467; font-size:11px; }
.tools { display:flex; align-items:center; gap:8px; padding:8px 14px; }
.tools .sp { flex:1; }
.tools span { color:#667085; font-size:12px; }
.chip { height:28px; padding:0 10px; border:1px dashed #98a2b3; border-radius:14px; background:#fff; color:#475467; font-size:12px; }
.chip:hover { border-style:solid; box-shadow:0 2px 5px rgba(16,24,40,.16); }
table { width:100%; border-collapse:collapse; font-size:13px; }
th { text-align:left; padding:7px 10px; font-size:12px; color:#667085; background:#f9fafb; border-top:1px solid #eaecf0; border-bottom:1px solid #eaecf0; font-weight:bold; }
td { padding:6px 10px; border-bottom:1px solid #f2f4f7; white-space:nowrap; }
td.r, th.r { text-align:right; }
.prod { display:flex; align-items:center; gap:9px; }
.prod i { width:30px; height:30px; border-radius:6px; flex:none; }
.prod small { display:block; color:#667085; font-size:11px; }
.pill { display:inline-block; padding:1px 9px; border-radius:10px; font-size:12px; font-weight:bold; }
.p-un { background:#fffaeb; color:#b54708; }
.p-sh { background:#ecfdf3; color:#067647; }
.p-re { background:#fef3f2; color:#b42318; }
.p-pa { background:#f2f4f7; color:#344054; }
.late { color:#b42318; font-weight:bold; }
.sm { display:inline-flex; vertical-align:middle; align-items:center; gap:5px; height:28px; padding:0 10px; border:1px solid #d0d5dd; border-radius:6px; background:#fff; color:#344054; font-size:12px; font-weight:bold; }
.sm:hover { box-shadow:0 2px 6px rgba(16,24,40,.2); border-color:#98a2b3; }
.sm.or { background:#ea580c; border-color:#ea580c; color:#fff; }
.sm.or:hover { box-shadow:0 3px 8px rgba(234,88,12,.5); }
.dots { width:28px; height:28px; padding:0; border:0; border-radius:6px; background:transparent; color:#667085; display:inline-flex; align-items:center; justify-content:center; vertical-align:middle; }
.dots:hover { background:#f2f4f7; box-shadow:0 1px 4px rgba(16,24,40,.18); }
.cb { width:15px; height:15px; margin:0; accent-color:#ea580c; vertical-align:middle; }
.pg { display:flex; align-items:center; gap:6px; padding:8px 14px; color:#667085; font-size:12px; }
.pg .sp { flex:1; }
.pg button { min-width:30px; height:30px; border:1px solid #d0d5dd; border-radius:6px; background:#fff; color:#344054; font-size:12px; }
.pg button.sel { border:0; background:transparent; color:#c2410c; font-weight:bold; }
.pg button.sel:hover { box-shadow:none; text-decoration:underline; }
.pg button.on { background:#fff1e8; border-color:#fdba8c; color:#c2410c; font-weight:bold; }
.pg button:hover { box-shadow:0 2px 6px rgba(16,24,40,.18); }
button:disabled, button.is-disabled { opacity:.4; filter:grayscale(1); box-shadow:none !important; cursor:not-allowed; }
input:disabled, input.is-disabled { opacity:.45; filter:grayscale(1); }
a.is-disabled { opacity:.4; filter:grayscale(1); pointer-events:none; }
"""


def _spark(points: list[int], colour: str) -> str:
    pts = " ".join(f"{k * 12},{34 - p}" for k, p in enumerate(points))
    return f'<svg width="86" height="36" viewBox="0 0 86 36"><polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="2" stroke-linejoin="round"/></svg>'


def _seller(alt: bool) -> str:
    if not alt:
        nav = [
            ("chart", "Overview", ""),
            ("box", "Orders", "14"),
            ("tag", "Listings", ""),
            ("truck", "Shipping", ""),
            ("star", "Reviews", "3"),
            ("bank", "Payouts", ""),
        ]
        on_nav, shop = 1, ("Fernhill Ceramics", 68, "Listing quality 68 % &middot; 12 to improve")
        search = "Search orders, SKUs or buyers"
        title, count = "Orders", "128 this month"
        hbtn = ("Last 30 days", "Export CSV", "Create shipment")
        kpis = [
            (
                "Revenue",
                "&euro;8,412.60",
                "+12.4 % vs Oct",
                "up",
                [10, 14, 12, 18, 16, 22, 26, 24],
                "#12b76a",
            ),
            ("Orders", "128", "+9 %", "up", [8, 10, 9, 14, 12, 15, 19, 20], "#12b76a"),
            (
                "Conversion",
                "2.8 %",
                "&minus;0.3 pt",
                "dn",
                [22, 20, 21, 17, 18, 15, 16, 14],
                "#f04438",
            ),
            (
                "Next payout",
                "&euro;1,936.20",
                "Fri 28 Nov",
                "up",
                [6, 9, 12, 10, 14, 17, 15, 20],
                "#ea580c",
            ),
        ]
        tabs, on_tab = (
            [
                ("All", "128"),
                ("Unshipped", "14"),
                ("Shipped", "109"),
                ("Returns", "2"),
                ("Cancelled", "3"),
            ],
            1,
        )
        chips = ["+ Ship-by date", "+ Channel", "+ Carrier"]
        rows = [
            (
                "#FC-20931",
                "Stoneware mug, sage (x2)",
                "linear-gradient(135deg,#a7c4a0,#5b7a55)",
                "L. Moreau",
                "Lyon, FR",
                "&euro;48.00",
                "Unshipped",
                "p-un",
                "Today",
                True,
                "Ship",
            ),
            (
                "#FC-20928",
                "Serving bowl, 28 cm",
                "linear-gradient(135deg,#e9d8c4,#b08d67)",
                "T. Nakamura",
                "Osaka, JP",
                "&euro;96.00",
                "Unshipped",
                "p-un",
                "Today",
                True,
                "Ship",
            ),
            (
                "#FC-20925",
                "Espresso cups, set of 4",
                "linear-gradient(135deg,#4b5563,#1f2937)",
                "R. Okoye",
                "Leeds, UK",
                "&euro;62.00",
                "Unshipped",
                "p-un",
                "Tomorrow",
                False,
                "Ship",
            ),
            (
                "#FC-20919",
                "Bud vase, speckled",
                "linear-gradient(135deg,#f5f0e6,#c9bca5)",
                "H. Berg",
                "Malm&ouml;, SE",
                "&euro;34.00",
                "Awaiting payment",
                "p-pa",
                "28 Nov",
                False,
                "Remind",
            ),
            (
                "#FC-20914",
                "Dinner plates (x6)",
                "linear-gradient(135deg,#cbd5e1,#64748b)",
                "M. Rossi",
                "Turin, IT",
                "&euro;174.00",
                "Shipped",
                "p-sh",
                "&mdash;",
                False,
                "Track",
            ),
            (
                "#FC-20902",
                "Olive oil bottle",
                "linear-gradient(135deg,#d9f99d,#65a30d)",
                "C. D&iacute;az",
                "Seville, ES",
                "&euro;41.50",
                "Return requested",
                "p-re",
                "&mdash;",
                False,
                "Review",
            ),
            (
                "#FC-20897",
                "Stoneware mug, rust",
                "linear-gradient(135deg,#fdba74,#9a3412)",
                "J. Walsh",
                "Cork, IE",
                "&euro;24.00",
                "Shipped",
                "p-sh",
                "&mdash;",
                False,
                "Track",
            ),
        ]
        pager = "Showing 1&ndash;7 of 14 unshipped"
    else:
        nav = [
            ("chart", "Overview", ""),
            ("box", "Orders", "9"),
            ("tag", "Listings", ""),
            ("truck", "Shipping", ""),
            ("star", "Reviews", ""),
            ("bank", "Payouts", ""),
        ]
        on_nav, shop = 1, ("Lantern &amp; Loom", 82, "Listing quality 82 % &middot; 4 to improve")
        search = "Search by tracking number or buyer"
        title, count = "Orders", "86 this month"
        hbtn = ("This week", "Download report", "Buy postage")
        kpis = [
            (
                "Revenue",
                "&euro;5,240.00",
                "+4.1 % vs Oct",
                "up",
                [12, 11, 14, 13, 17, 15, 18, 19],
                "#12b76a",
            ),
            ("Orders", "86", "&minus;2 %", "dn", [16, 15, 17, 14, 13, 15, 12, 13], "#f04438"),
            ("Conversion", "3.4 %", "+0.5 pt", "up", [12, 13, 12, 15, 16, 17, 16, 19], "#12b76a"),
            (
                "Next payout",
                "&euro;1,102.75",
                "Mon 1 Dec",
                "up",
                [8, 7, 10, 12, 11, 13, 16, 18],
                "#ea580c",
            ),
        ]
        tabs, on_tab = (
            [
                ("All", "86"),
                ("Unshipped", "9"),
                ("Shipped", "71"),
                ("Returns", "4"),
                ("Cancelled", "2"),
            ],
            2,
        )
        chips = ["+ Delivery date", "+ Country", "+ Service"]
        rows = [
            (
                "#LL-7713",
                "Wool throw, indigo",
                "linear-gradient(135deg,#818cf8,#312e81)",
                "S. Varga",
                "Budapest, HU",
                "&euro;129.00",
                "Shipped",
                "p-sh",
                "&mdash;",
                False,
                "Track",
            ),
            (
                "#LL-7710",
                "Linen cushion cover (x2)",
                "linear-gradient(135deg,#e7e5e4,#a8a29e)",
                "E. Laine",
                "Tampere, FI",
                "&euro;58.00",
                "Delivered",
                "p-sh",
                "&mdash;",
                False,
                "Invoice",
            ),
            (
                "#LL-7706",
                "Table runner, ochre",
                "linear-gradient(135deg,#fcd34d,#b45309)",
                "K. Adeyemi",
                "Ghent, BE",
                "&euro;44.00",
                "In transit",
                "p-sh",
                "&mdash;",
                False,
                "Track",
            ),
            (
                "#LL-7701",
                "Paper lantern, large",
                "linear-gradient(135deg,#fef3c7,#f59e0b)",
                "A. Novak",
                "Brno, CZ",
                "&euro;39.00",
                "Shipped",
                "p-sh",
                "&mdash;",
                False,
                "Track",
            ),
            (
                "#LL-7698",
                "Woven basket set",
                "linear-gradient(135deg,#d6bc8a,#7c5a2a)",
                "G. Costa",
                "Porto, PT",
                "&euro;88.00",
                "Return requested",
                "p-re",
                "&mdash;",
                False,
                "Review",
            ),
            (
                "#LL-7694",
                "Wool throw, moss",
                "linear-gradient(135deg,#86efac,#166534)",
                "P. M&uuml;ller",
                "Graz, AT",
                "&euro;129.00",
                "Delivered",
                "p-sh",
                "&mdash;",
                False,
                "Invoice",
            ),
            (
                "#LL-7690",
                "Candle holder, brass",
                "linear-gradient(135deg,#fde68a,#a16207)",
                "N. Ivanova",
                "Sofia, BG",
                "&euro;31.00",
                "Delivered",
                "p-sh",
                "&mdash;",
                False,
                "Invoice",
            ),
        ]
        pager = "Showing 1&ndash;7 of 71 shipped"
    nv = "".join(
        f'<a href="#"{" class=on" if i == on_nav else ""}>{_ic(ic, 17)}{n}{f"<em>{c}</em>" if c else ""}</a>'
        for i, (ic, n, c) in enumerate(nav)
    )
    kp = "".join(
        f'<div class="kpi"><div><small>{k}</small><b>{v}</b><span class="{d}">{ch}</span></div>{_spark(pts, col)}</div>'
        for k, v, ch, d, pts, col in kpis
    )
    tb = "".join(
        f"<button{' class=on' if i == on_tab else ''}>{n}<em>{c}</em></button>"
        for i, (n, c) in enumerate(tabs)
    )
    cp = "".join(f'<button class="chip">{c}</button>' for c in chips)

    def row(r: tuple) -> str:
        oid, item, g, buyer, city, total, status, pc, by, late, act = r
        main_btn = (
            f'<button class="sm or">{_ic("truck", 14)}{act}</button>'
            if act == "Ship"
            else f'<button class="sm">{act}</button>'
        )
        return (
            f'<tr><td><input type="checkbox" class="cb"></td><td><b>{oid}</b></td><td><div class="prod"><i style="background:{g}"></i><div>{item}<small>SKU {oid[4:]}-{len(item)}</small></div></div></td>'
            f'<td>{buyer}<small style="display:block;color:#667085;font-size:11px">{city}</small></td><td class="r">{total}</td><td><span class="pill {pc}">{status}</span></td>'
            f'<td class="{"late" if late else ""}">{by}</td><td class="r"><button class="sm">{_ic("print", 14)}Label</button> {main_btn} <button class="dots" title="More">{_ic("dots", 18)}</button></td></tr>'
        )

    rs = "".join(row(r) for r in rows)
    return f"""<style>{SELLER_CSS}</style>
<div class="app"><div class="nav"><div class="brand"><i>{_ic("tag", 17, 2.2)}</i>Makersmarket</div><h5>Shop manager</h5>{nv}
<h5>Your shop</h5><div class="shopc"><b>{shop[0]}</b><div class="bar"><i style="width:{shop[1]}%"></i></div>{shop[2]}</div></div>
<main><div class="top"><div class="srch">{_ic("search", 16)}<input type="text" class="q" placeholder="{search}"></div><span class="sp"></span><button class="ib" title="Notifications">{_ic("bell", 18)}<b></b></button><div class="ava"><i></i></div></div>
<div class="hrow"><h1>{title}<small>{count}</small></h1><button class="btn">{_ic("calendar", 15)}{hbtn[0]}</button><button class="btn">{_ic("download", 15)}{hbtn[1]}</button><button class="btn or">{_ic("truck", 15)}{hbtn[2]}</button></div>
<div class="kpis">{kp}</div>
<div class="panel"><div class="tabs">{tb}</div><div class="tools">{cp}<span class="sp"></span><span>{pager}</span></div>
<table><tr><th style="width:18px"><input type="checkbox" class="cb"></th><th>Order</th><th>Item</th><th>Buyer</th><th class="r">Total</th><th>Status</th><th>Ship by</th><th class="r">Actions</th></tr>{rs}</table>
<div class="pg"><span>Rows per page</span><button>7 &#9662;</button><button class="sel">Select all</button><span class="sp"></span><button>&lsaquo;</button><button class="on">1</button><button>2</button><button>&rsaquo;</button></div></div></main></div>"""


# --------------------------------------------------------------------------------------------
# prefs: a dark code-editor settings page

PREFS_CSS = """
body { margin:0; height:800px; font:13px/1.4 "DejaVu Sans", sans-serif; color:#cccccc; background:#1e1e1e; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.title { height:30px; display:flex; align-items:center; justify-content:center; background:#323233; color:#a0a0a0; font-size:12px; position:relative; }
.title .lights { position:absolute; left:12px; display:flex; gap:8px; }
.title .lights i { width:12px; height:12px; border-radius:50%; }
.win { display:grid; grid-template-columns:48px 240px 1fr; height:748px; }
.act { background:#2c2c2c; display:flex; flex-direction:column; align-items:center; padding-top:2px; }
.act button { width:48px; height:46px; padding:0; border:0; border-left:2px solid transparent; background:transparent; color:#858585; display:flex; align-items:center; justify-content:center; }
.act button:hover { color:#e7e7e7; }
.act button.on { color:#e7e7e7; border-left-color:#e7e7e7; }
.act .bot { margin-top:auto; }
.exp { background:#252526; overflow:hidden; }
.exp h4 { margin:0; height:34px; padding:0 18px; font:11px/34px "DejaVu Sans", sans-serif; letter-spacing:.6px; color:#bbbbbb; }
.exp .grp { height:22px; padding:0 8px; font:bold 11px/22px "DejaVu Sans", sans-serif; color:#cccccc; }
.exp a { display:flex; align-items:center; gap:6px; height:22px; color:#cccccc; text-decoration:none; font-size:13px; white-space:nowrap; }
.exp a:hover { background:#2a2d2e; }
.exp a.on { background:#37373d; }
.exp a span { font:10px "DejaVu Sans Mono", monospace; width:16px; text-align:center; flex:none; }
.ed { display:flex; flex-direction:column; overflow:hidden; }
.tabs { display:flex; height:35px; background:#252526; flex:none; }
.tabs a { display:flex; align-items:center; gap:6px; padding:0 14px; background:#2d2d2d; color:#969696; text-decoration:none; border-right:1px solid #252526; font-size:13px; }
.tabs a.on { background:#1e1e1e; color:#ffffff; box-shadow:inset 0 1px 0 #0078d4; }
.tabs a:hover { color:#ffffff; }
.tabs a em { font-style:normal; color:#8b8b8b; margin-left:4px; }
.sh { display:flex; flex-direction:column; padding:12px 28px 0; }
.sh .sbox { order:-1; }
.sbox { display:flex; align-items:center; gap:4px; }
.ss { flex:1; height:30px; padding:0 10px; border:1px solid #3c3c3c; border-radius:2px; background:#313131; color:#cccccc; font:14px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.ss::placeholder { color:#8b8b8b; }
.ss:focus, .v:focus, select:focus { outline:none; border-color:#0078d4; }
.cnt { color:#8b8b8b; font-size:12px; margin:0 8px; white-space:nowrap; }
.ib { width:28px; height:28px; padding:0; border:1px solid transparent; border-radius:4px; background:transparent; color:#c5c5c5; display:inline-flex; align-items:center; justify-content:center; }
.ib:hover { background:#3a3d41; }
.scope { display:flex; gap:22px; margin-top:10px; border-bottom:1px solid #3c3c3c; }
.scope button { height:30px; padding:0 2px; border:0; border-bottom:1px solid transparent; background:transparent; color:#9d9d9d; font-size:12px; letter-spacing:.4px; text-transform:uppercase; }
.scope button.on { color:#e7e7e7; border-bottom-color:#e7e7e7; }
.scope button:hover { color:#e7e7e7; text-decoration:underline; }
.body { display:grid; grid-template-columns:176px 1fr; gap:12px; padding:8px 28px 0; overflow:hidden; }
.toc a { display:block; height:24px; color:#bbbbbb; text-decoration:none; line-height:24px; font-size:13px; white-space:nowrap; }
.toc a.on { color:#ffffff; font-weight:bold; }
.toc a:hover { color:#ffffff; text-decoration:underline; }
.it { padding:8px 14px 10px; border-left:2px solid transparent; }
.it.mod { border-left-color:#0c7d9d; }
.it h3 { margin:0 0 2px; font-size:13px; color:#e7e7e7; font-weight:normal; }
.it h3 span { color:#9d9d9d; }
.it h3 em { font-style:normal; font-size:11px; color:#9d9d9d; margin-left:8px; }
.it p { margin:0 0 6px; color:#9d9d9d; font-size:12px; max-width:700px; }
.it code { font:12px "DejaVu Sans Mono", monospace; color:#d7ba7d; }
.v { width:320px; height:26px; padding:0 6px; border:1px solid #3c3c3c; border-radius:2px; background:#313131; color:#cccccc; font:13px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.v.n { width:90px; }
.v.mono { font-family:"DejaVu Sans Mono", monospace; font-size:12px; }
select { height:26px; min-width:200px; padding:0 4px; border:1px solid #3c3c3c; border-radius:2px; background:#313131; color:#cccccc; font:13px "DejaVu Sans", sans-serif; }
.ck { display:flex; align-items:center; gap:8px; color:#9d9d9d; font-size:12px; }
.ck input { width:16px; height:16px; margin:0; accent-color:#0078d4; }
.lnk { padding:0; border:0; background:transparent; color:#3794ff; font-size:13px; }
.lnk:hover { text-decoration:underline; color:#4daafc; }
.lst { max-width:520px; border:1px solid #3c3c3c; margin-bottom:6px; }
.lst div { display:flex; align-items:center; height:24px; padding:0 4px 0 8px; font:12px "DejaVu Sans Mono", monospace; color:#cccccc; border-bottom:1px solid #2b2b2b; }
.lst div span { flex:1; }
.lst div:hover { background:#2a2d2e; }
.lst .ib { width:22px; height:22px; }
.bb { height:26px; padding:0 12px; border:0; border-radius:2px; background:#0e639c; color:#ffffff; font-size:13px; }
.bb:hover { background:#1177bb; }
.status { height:22px; display:flex; align-items:center; gap:16px; padding:0 10px 0 90px; background:#007acc; color:#ffffff; font-size:12px; }
.status .sp { flex:1; }
button:disabled, button.is-disabled { background:#2b2b2b !important; color:#6e6e6e !important; border-color:#2b2b2b !important; text-decoration:none !important; cursor:default; }
.act button:disabled, .act button.is-disabled, .lnk:disabled, .lnk.is-disabled, .ib:disabled, .ib.is-disabled, .scope button:disabled, .scope button.is-disabled { background:transparent !important; color:#505050 !important; border-color:transparent !important; }
input:disabled, input.is-disabled { background:#262626 !important; color:#6e6e6e !important; border:1px dotted #5a5a5a !important; }
a.is-disabled { color:#6e6e6e !important; pointer-events:none; }
"""


def _prefs(alt: bool) -> str:
    if not alt:
        win = "Settings &mdash; orbit-api &mdash; Quill"
        acts = [
            ("docs", "Explorer"),
            ("search", "Search"),
            ("branch", "Source control"),
            ("bug", "Run and debug"),
            ("blocks", "Extensions"),
        ]
        on_act = 0
        proj, tree = (
            "ORBIT-API",
            [
                (0, "&#9662;", ".vscode", ""),
                (1, "{}", "settings.json", ""),
                (0, "&#9662;", "src", ""),
                (1, "TS", "server.ts", "on"),
                (1, "TS", "routes.ts", ""),
                (1, "TS", "db.ts", ""),
                (1, "&#9656;", "middleware", ""),
                (0, "&#9656;", "tests", ""),
                (0, "{}", "package.json", ""),
                (0, "{}", "tsconfig.json", ""),
                (0, "&#8505;", "README.md", ""),
            ],
        )
        tabs = [("TS", "server.ts", ""), ("&#9881;", "Settings", "on"), ("{}", "settings.json", "")]
        search, found = "font", "14 settings found"
        scopes, on_scope = ["User", "Workspace", "Folder: orbit-api"], 0
        toc = [
            (0, "Commonly Used", ""),
            (0, "Text Editor", "on"),
            (12, "Cursor", ""),
            (12, "Font", ""),
            (12, "Formatting", ""),
            (12, "Minimap", ""),
            (0, "Workbench", ""),
            (12, "Appearance", ""),
            (0, "Window", ""),
            (0, "Features", ""),
            (12, "Terminal", ""),
            (0, "Extensions", ""),
        ]
        items = [
            ("Editor: ", "Font Size", "Controls the font size in pixels.", ("v n", "14"), True),
            (
                "Editor: ",
                "Font Family",
                "Controls the font family.",
                ("v mono", "'JetBrains Mono', Menlo, monospace"),
                True,
            ),
            (
                "Editor: ",
                "Font Ligatures",
                "Configures font ligatures or font features. Can be either a boolean to enable or disable ligatures, or a string for the CSS font-feature-settings property.",
                ("link", "Edit in settings.json"),
                False,
            ),
            (
                "Editor: ",
                "Font Weight",
                "Defines the font weight. Accepts the keywords <code>normal</code> and <code>bold</code> or numbers between 1 and 1000.",
                ("sel", "normal"),
                False,
            ),
            (
                "Terminal &rsaquo; Integrated: ",
                "Font Size",
                "Controls the font size in pixels of the terminal.",
                ("v n", "13"),
                True,
            ),
            (
                "Markdown &rsaquo; Preview: ",
                "Font Family",
                "Controls the font family used in the Markdown preview.",
                ("list", ["-apple-system", "sans-serif"]),
                False,
            ),
        ]
        add = "Add Item"
        status = (
            "&#9095; main*",
            "&#8635; 0 &#8595; 2 &#8593;",
            "Ln 42, Col 17",
            "Spaces: 2",
            "UTF-8",
            "TypeScript",
        )
    else:
        win = "Settings &mdash; harbor-web &mdash; Quill"
        acts = [
            ("docs", "Explorer"),
            ("search", "Search"),
            ("branch", "Source control"),
            ("bug", "Run and debug"),
            ("blocks", "Extensions"),
        ]
        on_act = 2
        proj, tree = (
            "HARBOR-WEB",
            [
                (0, "&#9662;", ".vscode", ""),
                (1, "{}", "settings.json", "on"),
                (0, "&#9662;", "app", ""),
                (1, "JS", "layout.jsx", ""),
                (1, "JS", "page.jsx", ""),
                (1, "CSS", "globals.css", ""),
                (1, "&#9656;", "components", ""),
                (0, "&#9656;", "public", ""),
                (0, "{}", "package.json", ""),
                (0, "{}", ".eslintrc.json", ""),
                (0, "&#8505;", "CHANGELOG.md", ""),
            ],
        )
        tabs = [("JS", "page.jsx", ""), ("&#9881;", "Settings", "on"), ("CSS", "globals.css", "")]
        search, found = "format on save", "6 settings found"
        scopes, on_scope = ["User", "Workspace", "Folder: harbor-web"], 1
        toc = [
            (0, "Commonly Used", ""),
            (0, "Text Editor", "on"),
            (12, "Cursor", ""),
            (12, "Files", ""),
            (12, "Formatting", ""),
            (12, "Suggestions", ""),
            (0, "Workbench", ""),
            (12, "Editor Management", ""),
            (0, "Window", ""),
            (0, "Features", ""),
            (12, "Explorer", ""),
            (0, "Extensions", ""),
        ]
        items = [
            (
                "Editor: ",
                "Format On Save Mode",
                "Controls if format on save formats the whole file or only modifications.",
                ("v n", "file"),
                True,
            ),
            (
                "Editor: ",
                "Default Formatter",
                "Defines a default formatter which takes precedence over all other formatter settings.",
                ("v mono", "esbenp.prettier-vscode"),
                True,
            ),
            (
                "Files: ",
                "Auto Save",
                "Controls auto save of editors that have unsaved changes.",
                ("sel", "onFocusChange"),
                False,
            ),
            (
                "Editor: ",
                "Code Actions On Save",
                "Run code actions on save. Code actions must be specified and the editor must not be shutting down.",
                ("link", "Edit in settings.json"),
                False,
            ),
            (
                "Editor: ",
                "Format On Paste",
                "Controls whether the editor automatically formats the pasted content.",
                ("v n", "off"),
                True,
            ),
            (
                "Files: ",
                "Trim Trailing Whitespace",
                "When enabled, trims trailing whitespace when saving a file, for these languages.",
                ("list", ["[markdown]", "[javascript]"]),
                False,
            ),
        ]
        add = "Add Pattern"
        status = (
            "&#9095; feat/nav",
            "&#8635; 1 &#8595; 0 &#8593;",
            "Ln 8, Col 3",
            "Spaces: 2",
            "UTF-8",
            "JSON with Comments",
        )
    ac = "".join(
        f'<button title="{t}"{" class=on" if i == on_act else ""}>{_ic(ic, 24, 1.5)}</button>'
        for i, (ic, t) in enumerate(acts)
    )
    ac += f'<button class="bot" title="Accounts">{_ic("user", 24, 1.5)}</button><button title="Manage" class="on" style="border-left-color:transparent">{_ic("gear", 24, 1.5)}</button>'
    tr = "".join(
        f'<a href="#"{" class=on" if c else ""} style="padding-left:{12 + d * 16}px"><span>{ic}</span>{n}</a>'
        for d, ic, n, c in tree
    )
    tb = "".join(
        f'<a href="#"{" class=on" if c else ""}><span style="font-size:10px;color:#519aba">{ic}</span>{n}<em>&times;</em></a>'
        for ic, n, c in tabs
    )
    sc = "".join(
        f"<button{' class=on' if i == on_scope else ''}>{s}</button>" for i, s in enumerate(scopes)
    )
    tc = "".join(
        f'<a href="#"{" class=on" if c else ""} style="padding-left:{d}px">{n}</a>'
        for d, n, c in toc
    )

    def ctl(c: tuple) -> str:
        kind, val = c
        if kind.startswith("v"):
            return f'<input type="text" class="{kind}" value="{val}">'
        if kind == "link":
            return f'<button class="lnk">{val}</button>'
        if kind == "sel":
            return f"<select><option>{val}</option></select>"
        if kind == "chk":
            return f'<div class="ck"><input type="checkbox" checked>{val}</div>'
        ls = "".join(
            f'<div><span>{x}</span><button class="ib" title="Edit">&#9998;</button><button class="ib" title="Remove">&times;</button></div>'
            for x in val
        )
        return f'<div class="lst">{ls}</div><button class="bb">{add}</button>'

    it = "".join(
        f'<div class="it{" mod" if mod else ""}"><h3><span>{pre}</span><b>{name}</b>{"<em>Modified in: User</em>" if mod else ""}</h3><p>{desc}</p>{ctl(c)}</div>'
        for pre, name, desc, c, mod in items
    )
    return f"""<style>{PREFS_CSS}</style>
<div class="title"><div class="lights"><i style="background:#ff5f57"></i><i style="background:#febc2e"></i><i style="background:#28c840"></i></div>{win}</div>
<div class="win"><div class="act">{ac}</div><div class="exp"><h4>EXPLORER</h4><div class="grp">&#9662; {proj}</div>{tr}</div>
<div class="ed"><div class="tabs">{tb}</div><div class="sh"><div class="scope">{sc}</div><div class="sbox"><input type="text" class="ss" value="{search}" placeholder="Search settings"><span class="cnt">{found}</span>
<button class="ib" title="Clear search">{_ic("filter", 16)}</button><button class="ib" title="Open settings (JSON)">{_ic("braces", 16)}</button></div></div>
<div class="body"><div class="toc">{tc}</div><div class="items">{it}</div></div></div></div>
<div class="status"><span>{status[0]}</span><span>{status[1]}</span><span class="sp"></span><span>{status[2]}</span><span>{status[3]}</span><span>{status[4]}</span><span>{status[5]}</span></div>"""


# --------------------------------------------------------------------------------------------
# visa: a travel e-visa application wizard at its documents step

VISA_CSS = """
body { margin:0; height:800px; font:15px/1.5 "Liberation Sans", Arial, sans-serif; color:#1c1917; background:#faf8f4; overflow:hidden; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.hd { display:flex; align-items:center; gap:18px; height:64px; padding:0 40px; background:#fff; border-bottom:1px solid #e7e2d9; }
.lg { display:flex; align-items:center; gap:10px; font:bold 19px "DejaVu Serif", serif; color:#312e81; }
.lg svg { color:#4338ca; }
.hd .sp { flex:1; }
.hd a { color:#44403c; text-decoration:none; font-size:14px; }
.hd a:hover { text-decoration:underline; text-underline-offset:4px; }
.hd a.lang { padding:5px 10px; border:1px solid #e7e2d9; border-radius:8px; }
.save { height:36px; padding:0 16px; border:1px solid transparent; border-radius:18px; background:transparent; color:#4338ca; font-size:14px; font-weight:bold; }
.save:hover { border-color:#4338ca; }
.wiz { display:flex; align-items:center; padding:18px 40px 0; }
.wiz button { display:flex; align-items:center; gap:8px; height:36px; padding:0 14px 0 6px; border:1px solid transparent; border-radius:18px; background:transparent; color:#57534e; font-size:14px; white-space:nowrap; }
.wiz button b { width:24px; height:24px; border-radius:50%; background:#e7e5e4; color:#44403c; font-size:12px; line-height:24px; text-align:center; }
.wiz button.done b { background:#16a34a; color:#fff; }
.wiz button.now { border-color:#c7d2fe; background:#eef2ff; color:#312e81; font-weight:bold; }
.wiz button.now b { background:#4338ca; color:#fff; }
.wiz button:hover { border-color:#a8a29e; }
.wiz i { flex:1; max-width:60px; height:2px; background:#d6d3d1; margin:0 6px; }
.wiz i.done { background:#16a34a; }
.grid { display:grid; grid-template-columns:1fr 330px; gap:28px; padding:16px 40px 0; }
.card { background:#fff; border:1px solid #e7e2d9; border-radius:14px; padding:18px 24px; }
h1 { margin:0; font:bold 23px "DejaVu Serif", serif; color:#1c1917; }
.lead { color:#57534e; margin:2px 0 12px; font-size:14px; }
h2 { margin:0 0 8px; font-size:16px; }
.f { display:grid; grid-template-columns:1fr 1fr 1fr; gap:12px 16px; margin-bottom:14px; }
label { display:block; font-size:13px; color:#44403c; margin-bottom:4px; font-weight:bold; }
.in { width:100%; height:42px; padding:0 12px; border:1px solid #d6d3d1; border-radius:10px; background:#fff; color:#1c1917; font:15px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
select.in { padding:0 8px; }
.in:focus { outline:none; border-color:#6366f1; box-shadow:0 0 0 6px rgba(99,102,241,.22); }
.doc { display:flex; align-items:center; gap:14px; padding:9px 0; border-top:1px solid #f0ece6; }
.doc .ic { width:34px; height:34px; border-radius:50%; display:flex; align-items:center; justify-content:center; flex:none; box-sizing:border-box; }
.ok .ic { background:#dcfce7; color:#15803d; }
.warn .ic { background:#fef3c7; color:#b45309; }
.todo .ic { background:#f5f5f4; color:#78716c; border:1px dashed #a8a29e; }
.doc .t { flex:1; min-width:0; }
.doc .t b { display:block; font-size:15px; }
.doc .t small { color:#78716c; font-size:13px; }
.warn .t small { color:#b45309; }
.ob { height:34px; padding:0 16px; border:1px solid #4338ca; border-radius:17px; background:#fff; color:#4338ca; font-size:14px; font-weight:bold; white-space:nowrap; }
.ob:hover { border-width:2px; padding:0 15px; background:#f5f3ff; }
.tb { padding:0 4px; border:0; background:transparent; color:#57534e; text-decoration:underline; font-size:14px; }
.tb:hover { color:#1c1917; text-decoration-thickness:2px; }
.nav { display:flex; align-items:center; gap:12px; margin-top:12px; }
.nav .sp { flex:1; }
.nav small { color:#78716c; font-size:13px; }
.back { height:44px; padding:0 18px; border:1px solid transparent; border-radius:22px; background:transparent; color:#44403c; font-size:15px; }
.back:hover { border-color:#a8a29e; }
.go { height:44px; padding:0 26px; border:0; border-radius:22px; background:#4338ca; color:#fff; font-size:15px; font-weight:bold; }
.go:hover { background:#3730a3; box-shadow:0 0 0 3px #c7d2fe; }
aside .card { margin-bottom:14px; }
.flag { display:flex; align-items:center; gap:12px; margin-bottom:10px; }
.flag i { width:44px; height:30px; border-radius:4px; border:1px solid #e7e2d9; flex:none; }
.flag b { display:block; font-size:16px; }
.flag small { color:#78716c; }
.kv { display:flex; align-items:center; justify-content:space-between; padding:6px 0; border-top:1px solid #f0ece6; font-size:14px; }
.kv span { color:#78716c; }
.kv.tot { font-size:16px; font-weight:bold; }
.kv.tot span { color:#1c1917; }
.tip { font-size:13px; color:#57534e; }
.tip a { color:#4338ca; }
aside .ob { width:100%; margin-top:10px; }
button:disabled, button.is-disabled { background:#fff !important; border:1px dashed #c4bfb8 !important; color:#b3ada5 !important; box-shadow:none !important; cursor:not-allowed; }
.wiz button:disabled b, .wiz button.is-disabled b { background:#f5f5f4 !important; color:#b3ada5 !important; }
.tb:disabled, .tb.is-disabled { border:0 !important; background:transparent !important; text-decoration:none; }
.in:disabled, .in.is-disabled { background:#fff !important; border:1px dashed #c4bfb8 !important; color:#b3ada5 !important; }
a.is-disabled { color:#b3ada5 !important; pointer-events:none; }
"""


def _visa(alt: bool) -> str:
    if not alt:
        lang, links, save = (
            "English",
            ["Requirements", "Track an application", "Help"],
            "Save &amp; exit",
        )
        steps = [
            ("Trip", "done"),
            ("Traveller", "done"),
            ("Documents", "now"),
            ("Payment", ""),
            ("Review", ""),
        ]
        title, lead = (
            "Upload your documents",
            "Traveller 1 of 2 &middot; Elena Petrova &middot; tourist e-visa, single entry",
        )
        pp = (
            ("Passport number", "75 4829107"),
            ("Issuing country", "Bulgaria"),
            ("Expiry date", "03 / 2033"),
        )
        docs = [
            (
                "ok",
                "passport",
                "Passport photo page",
                "passport-elena.jpg &middot; checked 10:31",
                ["View", "Replace"],
            ),
            (
                "warn",
                "camera",
                "Portrait photo",
                "Background is not plain white &mdash; please retake",
                ["Retake"],
            ),
            (
                "ok",
                "plane",
                "Return flight booking",
                "SOF&ndash;NRT, 4 Mar &middot; booking-LX2210.pdf",
                ["View", "Replace"],
            ),
            (
                "todo",
                "bed",
                "Accommodation for every night",
                "Hotel booking or an invitation letter",
                ["Upload"],
            ),
            ("todo", "bank", "Proof of funds", "Bank statement from the last 3 months", ["Upload"]),
        ]
        nav = ("&larr; Back", "Continue to payment", "2 documents still needed")
        dest = (
            "radial-gradient(circle, #bc002d 0 8px, #fff 8.5px)",
            "Japan",
            "Tourist e-visa &middot; 90 days",
        )
        trip = [
            ("Arrival", "4 Mar 2027"),
            ("Travellers", "2 adults"),
            ("Processing", "5 working days"),
        ]
        fee = [("Visa fee &times; 2", "US$ 60.00"), ("Service fee", "US$ 12.00")]
        total, change, agent = "US$ 72.00", "Change trip", "Chat with an agent"
        tip = 'Photos must be recent, in colour and on a plain white background. <a href="#">See examples</a>'
    else:
        lang, links, save = (
            "English",
            ["Requirements", "Track an application", "Help"],
            "Save for later",
        )
        steps = [
            ("Trip", "done"),
            ("Traveller", "done"),
            ("Documents", "now"),
            ("Payment", ""),
            ("Review", ""),
        ]
        title, lead = (
            "Supporting documents",
            "Traveller 2 of 2 &middot; Marko Petrov &middot; tourist e-visa, single entry",
        )
        pp = (
            ("Passport number", "38 1166420"),
            ("Issuing country", "Bulgaria"),
            ("Expiry date", "11 / 2029"),
        )
        docs = [
            (
                "ok",
                "passport",
                "Passport photo page",
                "passport-marko.jpg &middot; checked 10:44",
                ["View", "Replace"],
            ),
            (
                "ok",
                "camera",
                "Portrait photo",
                "photo-marko.jpg &middot; meets the rules",
                ["View", "Replace"],
            ),
            (
                "todo",
                "plane",
                "Return flight booking",
                "Ticket or itinerary with your name",
                ["Upload"],
            ),
            (
                "warn",
                "bed",
                "Accommodation for every night",
                "Nights 9&ndash;12 are not covered",
                ["Add file"],
            ),
            ("todo", "bank", "Proof of funds", "Or a sponsor's letter and statement", ["Upload"]),
        ]
        nav = ("&larr; Previous", "Save and continue", "3 documents still needed")
        dest = (
            "radial-gradient(circle, #bc002d 0 8px, #fff 8.5px)",
            "Japan",
            "Tourist e-visa &middot; 90 days",
        )
        trip = [
            ("Arrival", "4 Mar 2027"),
            ("Travellers", "2 adults"),
            ("Processing", "5 working days"),
        ]
        fee = [("Visa fee &times; 2", "US$ 60.00"), ("Service fee", "US$ 12.00")]
        total, change, agent = "US$ 72.00", "Edit trip", "Call the help desk"
        tip = 'Bookings must cover every night of your stay, from arrival to departure. <a href="#">Read the rules</a>'
    ln = "".join(f'<a href="#">{x}</a>' for x in links)
    st = []
    for i, (n, c) in enumerate(steps):
        if i:
            st.append(f'<i class="{"done" if steps[i - 1][1] == "done" else ""}"></i>')
        st.append(f'<button class="{c}"><b>{"&#10003;" if c == "done" else i + 1}</b>{n}</button>')
    ws = "".join(st)
    fl = (
        f'<div><label>{pp[0][0]}</label><input type="text" class="in" value="{pp[0][1]}"></div>'
        f'<div><label>{pp[1][0]}</label><select class="in"><option>{pp[1][1]}</option></select></div>'
        f'<div><label>{pp[2][0]}</label><input type="text" class="in" value="{pp[2][1]}"></div>'
    )
    ic_for = {"ok": "check", "warn": "warn", "todo": None}

    def doc(d: tuple) -> str:
        kind, ic, name, note, btns = d
        mark = _ic(ic_for[kind] or ic, 17, 2.2 if kind != "todo" else 1.6)
        bs = "".join(f'<button class="{"tb" if b == "View" else "ob"}">{b}</button>' for b in btns)
        return f'<div class="doc {kind}"><div class="ic">{mark}</div><div class="t"><b>{name}</b><small>{note}</small></div>{bs}</div>'

    dc = "".join(doc(d) for d in docs)
    tr = "".join(f'<div class="kv"><span>{k}</span><b>{v}</b></div>' for k, v in trip)
    fe = "".join(f'<div class="kv"><span>{k}</span>{v}</div>' for k, v in fee)
    return f"""<style>{VISA_CSS}</style>
<div class="hd"><div class="lg">{_ic("plane", 24)}Passage e-Visa</div><span class="sp"></span>{ln}<a href="#" class="lang">{lang} &#9662;</a><button class="save">{save}</button></div>
<div class="wiz">{ws}</div>
<div class="grid"><div class="card"><h1>{title}</h1><p class="lead">{lead}</p>
<h2>Passport</h2><div class="f">{fl}</div>
<h2>Checklist</h2>{dc}
<div class="nav"><button class="back">{nav[0]}</button><span class="sp"></span><small>{nav[2]}</small><button class="go">{nav[1]} &rarr;</button></div></div>
<aside><div class="card"><div class="flag"><i style="background:{dest[0]}"></i><div><b>{dest[1]}</b><small>{dest[2]}</small></div></div>{tr}{fe}<div class="kv tot"><span>Total</span>{total}</div><button class="ob">{change}</button></div>
<div class="card"><h2>Need a hand?</h2><p class="tip">{tip}</p><button class="ob">{_ic("chat", 15)} {agent}</button></div></aside></div>"""


_DESIGNS = {
    "claim": _claim,
    "mixer": _mixer,
    "permit": _permit,
    "seller": _seller,
    "prefs": _prefs,
    "visa": _visa,
}


def holdout6_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"><style>svg {{ pointer-events:none; }}</style></head><body>{body}</body></html>'
