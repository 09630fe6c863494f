# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT8 part: six more designs written for it and frozen unseen.

Written on 2026-11-27 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout8``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a job-application form, a dark
fleet-dispatch console, a hospital outpatient appointment booking, a personal tax-return
wizard, a dark crypto-wallet send screen, a conference agenda with session sign-up), each
with its own fonts (serif headings, sans, mono read-outs and chips; 11 px to 17 px UI),
button shapes (pill, square, rounded, round and square icon buttons, ghost, icon + text,
link-like text buttons, segmented controls, chips, slot tiles, a toggle) and control
colours (indigo, orange and teal on navy, hospital teal, navy and government green, lime
and violet on near-black, coral and ink on warm paper; outline and filled beside neutral
ones). Every text input has its own ``:focus`` style, three an OUTER ring or glow and three
a border change; every design has its own hovers and its own way of drawing a disabled
control, SUBTLE ones beside strong ones:

* ``jobs`` (a job application, white and indigo, rounded, DejaVu Sans 13-14 px): the indigo
  ``Submit application`` button is drawn disabled at 60 % OPACITY only; the outline pill
  ``Save job`` turns its border and label a washed-out light indigo; segmented answers and
  link-like buttons only lighten their text; fields get a pale grey fill. Hover darkens
  the indigo, INVERTS the outline pill (indigo fill, white text), tints the neutral and
  segmented buttons, shades the round share button and underlines text buttons; a focused
  field gets an indigo border and a 3 px translucent indigo RING (outer);
* ``dispatch`` (a dark fleet-dispatch console, navy, orange and teal, square 2 px corners,
  mono read-outs, 11-13 px uppercase): the orange ``New job`` and ``Dispatch`` buttons
  turn a FLAT DIM FILL with dim text, the ghost ``Assign`` buttons get a DASHED DIM BORDER,
  fields a dashed dim border, segmented buttons only dim their text. Hover lightens the
  orange with an orange glow, RECOLOURS the ghost buttons' border and text teal and
  lightens the square icon buttons; a focused field gets an orange ring 2 px OUTSIDE a
  gap of the page colour (outer, ``box-shadow``);
* ``clinic`` (a hospital appointment booking, white and teal, Liberation Sans 15 px): the
  teal ``Patient login`` and confirm buttons turn LIGHT GREY with grey text, the time-slot
  tiles (taken slots are drawn this way too) a WASHED-OUT pale teal tint with pale text,
  the outline, chip and round buttons a light grey border and text. Hover darkens the
  teal, tints the slots, days and outline buttons, recolours the chips' border and label
  teal and underlines the ghost button; the
  GREY-FILLED search field turns white with a 2 px teal border when focused (border
  change);
* ``taxes`` (a tax-return wizard, navy header, square government controls, serif headings,
  16-17 px): the green ``Save and continue`` keeps its fill and only LIGHTENS ITS TEXT, the
  grey secondary buttons drop to 50 % opacity, link-like text buttons turn grey without
  their underline, fields a light grey fill and border. Hover darkens the green and grey
  fills, THICKENS the text buttons' underline and darkens them, turns ``Remove`` red; a
  focused field's 1 px grey border becomes a 3 px navy one (border change, inset);
* ``wallet`` (a dark crypto-wallet send screen, near-black violet, lime pill, DejaVu Sans
  with mono amounts): the lime ``Review send`` pill turns a WASHED-OUT dim olive tint of
  the lime with dim text, the token chip a FLAT DIM FILL without its border, the round rail
  icons a flat dim fill, the percentage chips 40 % opacity, the violet outline pills a
  dashed dim border. Hover brightens and LIFTS the lime pill with a lime glow, RINGS the
  chips in lime, inverts the violet outline pills (outline to fill) and lightens icon
  buttons; a focused field gets a violet border and a 16 px violet GLOW (outer);
* ``agenda`` (a conference agenda with session sign-up, warm paper, coral and ink, DejaVu
  Serif headings, mono times and track chips): the coral ``Get tickets`` pill and the
  coral ``In my schedule`` buttons are drawn disabled at 70 % OPACITY, the ink outline
  ``Add to schedule`` pills get a DOTTED light border and light text, day tabs, chips and
  the waitlist text button only lighten their text, the reminder TOGGLE greys out. Hover
  darkens and LIFTS the coral pill with a shadow, tints the outline pills coral, inverts
  the ink button and underlines text buttons; the UNDERLINE-only search field's grey
  bottom line becomes a 2 px coral one when focused (border change).

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h8/<doc>``.
"""

from __future__ import annotations

_PATHS = {
    "brief": '<rect x="3.5" y="7" width="17" height="12.5" rx="2"/><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3.5 12.5h17"/>',
    "pin": '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
    "coin": '<circle cx="12" cy="12" r="8.5"/><path d="M14.8 9.3c-.6-1-1.6-1.5-2.8-1.5-1.6 0-2.8.8-2.8 2.1 0 2.9 5.8 1.5 5.8 4.3 0 1.3-1.3 2.1-3 2.1-1.3 0-2.4-.6-3-1.6M12 6v1.8M12 16.3V18"/>',
    "clock": '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
    "share": '<circle cx="6" cy="12" r="2.5"/><circle cx="17.5" cy="6" r="2.5"/><circle cx="17.5" cy="18" r="2.5"/><path d="M8.3 10.8l7-3.6M8.3 13.2l7 3.6"/>',
    "upload": '<path d="M12 16V4.5M7.5 9 12 4.5 16.5 9"/><path d="M4.5 15v4.5h15V15"/>',
    "file": '<path d="M6 3.5h8l4 4v13H6z"/><path d="M14 3.5v4h4M9 13h6M9 16.5h6"/>',
    "truck": '<path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7z"/><circle cx="7" cy="17" r="1.8"/><circle cx="17" cy="17" r="1.8"/>',
    "bell": '<path d="M6.5 16v-5a5.5 5.5 0 0 1 11 0v5l1.5 2h-14z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>',
    "plus": '<path d="M12 5v14M5 12h14"/>',
    "minus": '<path d="M5 12h14"/>',
    "search": '<circle cx="10.5" cy="10.5" r="6"/><path d="M15 15l5 5"/>',
    "layers": '<path d="M12 4 3 8.5l9 4.5 9-4.5z"/><path d="M3 12.5 12 17l9-4.5M3 16.5 12 21l9-4.5"/>',
    "cross": '<path d="M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6z"/>',
    "chevl": '<path d="M14.5 6 8.5 12l6 6"/>',
    "chevr": '<path d="M9.5 6l6 6-6 6"/>',
    "chevd": '<path d="M6 9.5l6 6 6-6"/>',
    "help": '<circle cx="12" cy="12" r="8.5"/><path d="M9.6 9.5a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.1-2.4 3.6M12 16.8v.2"/>',
    "download": '<path d="M12 4.5V16M7.5 11.5 12 16l4.5-4.5"/><path d="M4.5 19.5h15"/>',
    "calc": '<rect x="5.5" y="3.5" width="13" height="17" rx="1.5"/><path d="M8.5 7h7M8.5 11h1M11.5 11h1M14.5 11h1M8.5 14.5h1M11.5 14.5h1M14.5 14.5h1M8.5 17.5h1M11.5 17.5h4"/>',
    "home": '<path d="M4 11.5 12 5l8 6.5V20H4z"/><path d="M10 20v-5h4v5"/>',
    "send": '<path d="M20.5 3.5 3.5 10.5l7 3 3 7z"/><path d="M20.5 3.5l-10 10"/>',
    "swap": '<path d="M5 8.5h13.5M15 5l3.5 3.5L15 12M19 15.5H5.5M9 12l-3.5 3.5L9 19"/>',
    "history": '<path d="M4 12a8 8 0 1 0 2.4-5.7M4 4.5v3.8h3.8"/><path d="M12 8v4.3l2.8 1.7"/>',
    "gear": '<circle cx="12" cy="12" r="3"/><path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.8 1.8M16.7 16.7l1.8 1.8M5.5 18.5l1.8-1.8M16.7 7.3l1.8-1.8"/>',
    "copy": '<rect x="8.5" y="8.5" width="11" height="11" rx="2"/><path d="M15.5 8.5v-3h-10v10h3"/>',
    "paste": '<rect x="5.5" y="5" width="13" height="15.5" rx="2"/><path d="M9 5V3.5h6V5M9 11h6M9 14.5h4"/>',
    "qr": '<path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 18.5h1.5M18.5 14H20"/>',
    "check": '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
    "cal": '<rect x="4" y="5.5" width="16" height="14.5" rx="1.5"/><path d="M4 10h16M8.5 3.5v4M15.5 3.5v4"/>',
    "x": '<path d="M6.5 6.5l11 11M17.5 6.5l-11 11"/>',
    "mic": '<rect x="9" y="3.5" width="6" height="11" rx="3"/><path d="M6 11.5a6 6 0 0 0 12 0M12 17.5v3"/>',
}


def _i(name: str, size: int = 16, sw: float = 1.8) -> str:
    return f'<svg width="{size}" height="{size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="{sw}" stroke-linecap="round" stroke-linejoin="round" style="flex:none">{_PATHS[name]}</svg>'


# --------------------------------------------------------------------------------------------
# jobs: a job-application form (light, indigo, rounded, DejaVu Sans)

JOBS_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#f5f6fa; color:#1e2235; font:14px/1.5 "DejaVu Sans", sans-serif; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.top { height:60px; display:flex; align-items:center; gap:26px; padding:0 40px; background:#fff; border-bottom:1px solid #e4e6ef; }
.logo { display:flex; align-items:center; gap:9px; font-weight:bold; font-size:17px; color:#312e81; }
.logo i { width:28px; height:28px; border-radius:8px; background:#4338ca; color:#fff; display:inline-flex; align-items:center; justify-content:center; font-style:normal; }
.top a { color:#565c76; text-decoration:none; font-size:13px; }
.top a:hover { color:#4338ca; }
.sp { flex:1; }
.wrap { display:grid; grid-template-columns:330px 1fr; gap:28px; padding:22px 40px; }
.job { background:#fff; border:1px solid #e4e6ef; border-radius:12px; padding:20px 22px; }
.job h1 { font-size:20px; line-height:1.3; margin:0 0 4px; color:#1e1b4b; }
.job .co { color:#6b7090; font-size:13px; }
.tags span { display:inline-block; padding:1px 10px; margin:10px 6px 0 0; background:#eef0fb; color:#4338ca; border-radius:10px; font-size:12px; }
.facts { margin:14px 0 16px; font-size:13px; }
.facts div { display:flex; gap:9px; align-items:center; padding:4px 0; color:#414760; }
.facts svg { color:#8b90aa; }
.jobacts { display:flex; gap:8px; align-items:center; }
.ol { height:38px; padding:0 20px; border:1.5px solid #4338ca; border-radius:19px; background:#fff; color:#4338ca; font-size:13px; font-weight:bold; display:inline-flex; align-items:center; gap:7px; }
.ol:hover { background:#4338ca; color:#fff; }
.ol:disabled, .ol.is-disabled { border-color:#d3d5ee; color:#b1b5da; background:#fff; cursor:default; }
.rd { width:38px; height:38px; border:0; border-radius:50%; background:transparent; color:#565c76; display:inline-flex; align-items:center; justify-content:center; padding:0; }
.rd:hover { background:#eceef6; color:#1e2235; }
.rd:disabled, .rd.is-disabled { color:#c8cbd8; background:transparent; }
.about { margin-top:18px; padding-top:14px; border-top:1px solid #eceef4; }
.about h3 { margin:0 0 6px; font-size:13px; color:#1e1b4b; }
.about p { font-size:13px; color:#4b5068; margin:0 0 8px; }
.about a { display:block; font-size:13px; color:#4338ca; padding:2px 0; }
a.is-disabled { color:#b3b7c8 !important; pointer-events:none; }
.form { display:flex; flex-direction:column; background:#fff; border:1px solid #e4e6ef; border-radius:12px; padding:20px 28px; }
.steps { display:flex; align-items:center; gap:10px; margin-bottom:6px; font-size:12px; color:#8b90aa; }
.steps b { color:#4338ca; }
.steps i { flex:none; width:26px; height:3px; border-radius:2px; background:#dfe2ee; }
.steps i.on { background:#4338ca; }
.form h2 { margin:4px 0 14px; font-size:18px; color:#1e1b4b; }
.grid2 { display:grid; grid-template-columns:1fr 1fr; gap:12px 20px; }
label { display:block; font-size:12px; font-weight:bold; color:#3b4058; margin-bottom:5px; }
label em { font-style:normal; color:#c2410c; }
.in { width:100%; box-sizing:border-box; height:40px; padding:0 12px; border:1px solid #cfd3e1; border-radius:8px; background:#fff; font:14px "DejaVu Sans", sans-serif; color:#1e2235; }
.in::placeholder { color:#a3a8bd; }
.in:focus { outline:none; border-color:#6366f1; box-shadow:0 0 0 3px rgba(99,102,241,.28); }
.in:disabled, .in.is-disabled { background:#f3f4f8; color:#9ea3b8; }
textarea.in { height:78px; padding:9px 12px; resize:none; line-height:1.45; font-size:13px; }
.sect { margin-top:14px; }
.drop { display:flex; align-items:center; gap:14px; padding:12px 14px; border:1.5px dashed #c3c7da; border-radius:10px; background:#fafbfe; }
.drop .doc { width:36px; height:36px; border-radius:8px; background:#eef0fb; color:#4338ca; display:flex; align-items:center; justify-content:center; }
.drop div { flex:1; font-size:13px; color:#5d6380; }
.drop div b { color:#1e2235; }
.nt { height:34px; padding:0 14px; border:1px solid #cfd3e1; border-radius:8px; background:#f6f7fb; color:#2a2f45; font-size:13px; display:inline-flex; align-items:center; gap:6px; }
.nt:hover { background:#eceef5; border-color:#b7bccf; }
.nt:disabled, .nt.is-disabled { background:#f6f7fb; color:#b3b7c8; border-color:#e3e5ee; }
.qrow { display:flex; align-items:center; gap:16px; margin-top:14px; font-size:13px; color:#3b4058; }
.qrow span { flex:1; }
.seg { display:inline-flex; background:#eef0f6; border-radius:8px; padding:3px; }
.seg button { height:30px; padding:0 16px; border:0; border-radius:6px; background:transparent; color:#565c76; font-size:13px; }
.seg button:hover { color:#1e2235; background:#e2e5f0; }
.seg button.on { background:#fff; color:#312e81; font-weight:bold; box-shadow:0 1px 2px rgba(0,0,0,.12); }
.seg button:disabled, .seg button.is-disabled { color:#b9bdd0; background:transparent; }
.cb { display:flex; align-items:center; gap:10px; margin-top:14px; font-size:13px; font-weight:normal; color:#3b4058; }
.cb input { width:17px; height:17px; margin:0; accent-color:#4338ca; }
.foot { order:9; display:flex; align-items:center; gap:12px; margin-top:16px; padding-top:14px; border-top:1px solid #eceef4; }
.lk { border:0; background:none; color:#4338ca; font-size:13px; padding:4px 0; display:inline-flex; align-items:center; gap:4px; }
.lk:hover { text-decoration:underline; }
.lk:disabled, .lk.is-disabled { color:#b3b7c8; text-decoration:none; }
.pri { height:42px; padding:0 24px; border:0; border-radius:8px; background:#4338ca; color:#fff; font-size:14px; font-weight:bold; }
.pri:hover { background:#3730a3; }
.pri:disabled, .pri.is-disabled { opacity:.6; background:#4338ca; cursor:default; }
.foot small { color:#8b90aa; font-size:12px; }
"""


def _jobs(alt: bool) -> str:
    if not alt:
        role, co, tags = (
            "Senior Product Designer",
            "Northwind Labs &middot; Design Systems team",
            ["Hybrid", "Full time", "Senior"],
        )
        facts = [
            ("pin", "Rotterdam, NL &middot; 2 days on site"),
            ("coin", "&euro;68,000&ndash;&euro;82,000 a year"),
            ("clock", "Posted 3 days ago &middot; 41 applicants"),
        ]
        save, about = (
            "Save job",
            "You will own the component library used by 14 product teams and work closely with front-end engineers.",
        )
        similar = [
            "UX Researcher &middot; Utrecht",
            "Design Ops Lead &middot; Remote",
            "Product Designer II &middot; Berlin",
        ]
        step, head = "Step 2 of 3 &middot; Your details", "Tell us about yourself"
        name, email, phone, link = (
            "Amara Lindqvist",
            "amara.lindqvist@mailbox.nl",
            "+31 6 1234 5678",
            "dribbble.com/amaral",
        )
        cv, cvm, letter = (
            "Lindqvist_CV_2026.pdf",
            "PDF &middot; 214 KB &middot; uploaded just now",
            "I have spent six years building design systems for logistics and health products, most recently leading the token migration at",
        )
        q1, q2 = (
            "Do you have the right to work in the Netherlands?",
            "Keep me posted about similar design roles",
        )
        back, draft, submit, note = "Back", "Save draft", "Submit application", "Draft saved 10:38"
        seg1 = ("Yes", "No")
    else:
        role, co, tags = (
            "Backend Engineer, Payments",
            "Harbourline &middot; Checkout platform",
            ["Remote", "Full time", "Mid-level"],
        )
        facts = [
            ("pin", "Anywhere in CET &plusmn; 2 h"),
            ("coin", "&euro;61,000&ndash;&euro;74,000 a year"),
            ("clock", "Posted today &middot; 12 applicants"),
        ]
        save, about = (
            "Follow company",
            "Join the team that settles 2 million card payments a day across nine currencies.",
        )
        similar = [
            "Site Reliability Engineer &middot; Remote",
            "Data Engineer &middot; Lisbon",
            "Staff Engineer &middot; Dublin",
        ]
        step, head = "Step 1 of 3 &middot; Contact", "How can we reach you?"
        name, email, phone, link = (
            "Tomasz Wierzbicki",
            "t.wierzbicki@postbox.pl",
            "+48 601 220 914",
            "github.com/twierz",
        )
        cv, cvm, letter = (
            "Wierzbicki_resume.docx",
            "DOCX &middot; 88 KB &middot; uploaded 2 days ago",
            "Over the last four years I have run the ledger service of a mid-sized payment provider, and I would like to",
        )
        q1, q2 = "Will you need visa sponsorship?", "I can start within a month"
        back, draft, submit, note = (
            "Cancel",
            "Keep for later",
            "Continue to questions",
            "Not saved yet",
        )
        seg1 = ("No", "Yes")
    tg = "".join(f"<span>{t}</span>" for t in tags)
    fc = "".join(f"<div>{_i(ic, 16)}{t}</div>" for ic, t in facts)
    sm = "".join(f'<a href="#">{s}</a>' for s in similar)
    s1 = "".join(f"<button{' class=on' if i == 0 else ''}>{s}</button>" for i, s in enumerate(seg1))
    return f"""<style>{JOBS_CSS}</style>
<div class="top"><div class="logo"><i>{_i("brief", 17)}</i>Northwind Careers</div><a href="#">All jobs</a><a href="#">Teams</a><a href="#">Life at Northwind</a><span class="sp"></span><a href="#">My applications</a><a href="#">Sign out</a></div>
<div class="wrap"><div class="job"><h1>{role}</h1><div class="co">{co}</div><div class="tags">{tg}</div><div class="facts">{fc}</div>
<div class="jobacts"><button class="ol">{_i("plus", 15, 2.2)}{save}</button><button class="rd" aria-label="Share">{_i("share", 18)}</button></div>
<div class="about"><h3>About the role</h3><p>{about}</p><h3>Similar roles</h3>{sm}</div></div>
<div class="form"><div class="foot"><button class="lk">{_i("chevl", 14, 2)}{back}</button><span class="sp"></span><small>{note}</small><button class="nt">{draft}</button><button class="pri">{submit}</button></div>
<div class="steps"><i class="on"></i><i class="on"></i><i></i><b>{step}</b></div><h2>{head}</h2>
<div class="grid2"><div><label>Full name <em>*</em></label><input type="text" class="in" value="{name}"></div><div><label>Email <em>*</em></label><input type="text" class="in" value="{email}"></div>
<div><label>Phone</label><input type="text" class="in" value="{phone}"></div><div><label>Portfolio or LinkedIn</label><input type="text" class="in" value="{link}"></div></div>
<div class="sect"><label>CV / resume <em>*</em></label><div class="drop"><span class="doc">{_i("file", 18)}</span><div><b>{cv}</b><br>{cvm}</div><button class="nt">{_i("upload", 15)}Replace</button></div></div>
<div class="sect"><label>Cover letter</label><textarea class="in">{letter}</textarea></div>
<div class="qrow"><span>{q1}</span><span class="seg">{s1}</span></div>
<label class="cb"><input type="checkbox"{" checked" if not alt else ""}>{q2}</label></div></div>"""


# --------------------------------------------------------------------------------------------
# dispatch: a dark fleet-dispatch console (navy, orange and teal, square, mono read-outs)

DISPATCH_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#0a0f1a; color:#c7d0de; font:13px/1.4 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.mono { font-family:"DejaVu Sans Mono", monospace; }
.hd { display:flex; align-items:center; gap:20px; height:50px; padding:0 18px; background:#0e1524; border-bottom:1px solid #1c2638; }
.hd .lg { display:flex; align-items:center; gap:8px; font:bold 15px "DejaVu Sans Mono", monospace; letter-spacing:1.5px; color:#ff8a3d; }
.hd a { color:#7f8ca3; text-decoration:none; font-size:12px; text-transform:uppercase; letter-spacing:.8px; padding:16px 0; border-bottom:2px solid transparent; }
.hd a:hover { color:#e2e8f0; }
.hd a.on { color:#e2e8f0; border-bottom-color:#ff8a3d; }
a.is-disabled { color:#3a4558 !important; pointer-events:none; }
.hd .sp { flex:1; }
.shift { font:11px "DejaVu Sans Mono", monospace; color:#7f8ca3; }
.shift b { color:#34d1bf; font-weight:normal; }
.or { display:inline-flex; align-items:center; gap:6px; height:32px; padding:0 14px; border:0; border-radius:2px; background:#ff8a3d; color:#1a0e05; font-size:12px; font-weight:bold; text-transform:uppercase; letter-spacing:.6px; }
.or:hover { background:#ffa463; box-shadow:0 0 12px rgba(255,138,61,.45); }
.or:disabled, .or.is-disabled { background:#1c2331; color:#4f5b70; box-shadow:none; cursor:default; }
.sq { width:32px; height:32px; padding:0; border:1px solid #243049; border-radius:2px; background:#111a2b; color:#9aa7bd; display:inline-flex; align-items:center; justify-content:center; }
.sq:hover { background:#1a2640; color:#fff; border-color:#33446a; }
.sq:disabled, .sq.is-disabled { background:#0f1522; color:#364157; border-color:#1a2334; }
.body { display:grid; grid-template-columns:350px 1fr 330px; height:750px; }
.list { border-right:1px solid #1c2638; padding:12px 14px; background:#0c1220; }
.f { width:100%; height:32px; box-sizing:border-box; padding:0 10px; border:1px solid #263249; border-radius:2px; background:#0a0f1a; color:#dbe3ef; font:12px "DejaVu Sans Mono", monospace; }
.f::placeholder { color:#56627a; }
.f:focus { outline:none; box-shadow:0 0 0 2px #0a0f1a, 0 0 0 4px #ff8a3d; }
.f:disabled, .f.is-disabled { border:1px dashed #263044; color:#465168; background:#0a0f1a; }
.seg { display:flex; margin:10px 0; border:1px solid #243049; border-radius:2px; }
.seg button { flex:1; height:28px; border:0; border-right:1px solid #243049; background:transparent; color:#8b98ae; font-size:11px; text-transform:uppercase; letter-spacing:.6px; }
.seg button:last-child { border-right:0; }
.seg button:hover { color:#fff; background:#142036; }
.seg button.on { background:#1a2942; color:#34d1bf; }
.seg button:disabled, .seg button.is-disabled { color:#3b465a; background:transparent; }
.veh { display:grid; grid-template-columns:10px 1fr auto; gap:10px; align-items:center; padding:9px 4px; border-bottom:1px solid #161f30; }
.exc { margin-top:16px; padding:10px; border:1px solid #3a2418; background:#140f12; font:11px/1.7 "DejaVu Sans Mono", monospace; color:#b9a394; }
.exc b { display:block; color:#ff8a3d; font-weight:normal; letter-spacing:1px; }
.veh .dot { width:8px; height:8px; border-radius:50%; background:#34d1bf; }
.veh .dot.idle { background:#f5c542; }
.veh .dot.off { background:#56627a; }
.veh b { display:block; font:bold 12px "DejaVu Sans Mono", monospace; color:#e2e8f0; }
.veh small { color:#7a879d; font-size:11px; }
.gh { height:26px; padding:0 10px; border:1px solid #2b3850; border-radius:2px; background:transparent; color:#a8b4c8; font-size:11px; text-transform:uppercase; letter-spacing:.5px; }
.gh:hover { border-color:#34d1bf; color:#34d1bf; }
.gh:disabled, .gh.is-disabled { border:1px dashed #263044; color:#3f4a5e; }
.map { position:relative; overflow:hidden; background:#0d1422; background-image:linear-gradient(#152033 1px, transparent 1px), linear-gradient(90deg, #152033 1px, transparent 1px); background-size:48px 48px; }
.map svg.rt { position:absolute; inset:0; }
.map .zoom { position:absolute; right:12px; top:12px; display:flex; flex-direction:column; gap:4px; }
.map .tag { position:absolute; padding:2px 6px; background:#0e1524; border:1px solid #2b3850; font:10px "DejaVu Sans Mono", monospace; color:#dbe3ef; }
.map .leg { position:absolute; left:12px; bottom:44px; padding:8px 10px; background:rgba(14,21,36,.92); border:1px solid #1c2638; font:11px "DejaVu Sans Mono", monospace; color:#7f8ca3; }
.job { padding:14px 16px; background:#0c1220; border-left:1px solid #1c2638; }
.job h2 { margin:0 0 12px; font-size:12px; text-transform:uppercase; letter-spacing:1px; color:#7f8ca3; }
.job label { display:block; font-size:11px; color:#7f8ca3; margin:10px 0 4px; text-transform:uppercase; letter-spacing:.5px; }
.two { display:grid; grid-template-columns:1fr 1fr; gap:10px; }
.eta { margin:14px 0; padding:10px; border:1px solid #1c2638; background:#0a0f1a; font:11px "DejaVu Sans Mono", monospace; color:#7f8ca3; }
.eta b { color:#34d1bf; font-weight:normal; }
.acts { display:flex; gap:8px; }
.acts .or { flex:1; justify-content:center; }
"""


def _dispatch(alt: bool) -> str:
    if not alt:
        new, shift, search = (
            "New job",
            "SHIFT B &middot; <b>14 ACTIVE</b> &middot; 3 IDLE",
            "Search unit or driver",
        )
        segs = ["All", "Moving", "Idle"]
        vans = [
            ("VAN-102", "R. Okoye &middot; A12 eastbound", "", "Assign"),
            ("VAN-117", "L. Marsh &middot; Depot 2, loading", "idle", "Assign"),
            ("TRK-044", "D. Haddad &middot; M25 J9, 42 mph", "", "Assign"),
            ("VAN-131", "P. Nowak &middot; break until 14:20", "idle", "Assign"),
            ("TRK-051", "S. Mensah &middot; ring road, 28 mph", "", "Assign"),
            ("VAN-140", "off shift", "off", "Assign"),
        ]
        jobh, pick, drop, wt, win = (
            "Job JB-8831",
            "Unit 4, Riverside Trade Park",
            "14 Coleridge Rd, Hove",
            "380",
            "15:00&ndash;17:00",
        )
        eta = "BEST MATCH <b>TRK-044</b> &middot; ETA 36 MIN &middot; 21.4 MI"
        go, hold = "Dispatch", "Hold"
        exc = [
            "14:02 VAN-131 geofence exit, Depot 2",
            "13:48 TRK-051 harsh braking",
            "13:31 JB-8807 delivery window missed",
        ]
    else:
        new, shift, search = (
            "New route",
            "SHIFT C &middot; <b>9 ACTIVE</b> &middot; 6 IDLE",
            "Filter by postcode",
        )
        segs = ["Late", "On time", "Early"]
        vans = [
            ("TRK-009", "M. Ilic &middot; A23 southbound", "", "Reroute"),
            ("VAN-088", "J. Rowe &middot; Depot 1", "idle", "Reroute"),
            ("VAN-093", "K. Bauer &middot; stop 6 of 11", "", "Reroute"),
            ("TRK-030", "A. Costa &middot; tyre check", "idle", "Reroute"),
            ("VAN-097", "H. Ito &middot; stop 2 of 9", "", "Reroute"),
            ("TRK-036", "off shift", "off", "Reroute"),
        ]
        jobh, pick, drop, wt, win = (
            "Route RT-220",
            "Depot 1, Crawley",
            "Gatwick cargo, Shed 3",
            "1,250",
            "18:30&ndash;19:00",
        )
        eta = "BEST MATCH <b>VAN-093</b> &middot; ETA 52 MIN &middot; 30.1 MI"
        go, hold = "Release", "Park"
        exc = ["18:11 TRK-030 tyre pressure low", "17:56 VAN-097 door open 6 min"]
    sg = "".join(f"<button{' class=on' if i == 0 else ''}>{s}</button>" for i, s in enumerate(segs))
    ex = "".join(f"<div>{e}</div>" for e in exc)
    vs = "".join(
        f'<div class="veh"><span class="dot {c}"></span><div><b>{u}</b><small>{d}</small></div><button class="gh">{a}</button></div>'
        for u, d, c, a in vans
    )
    routes = '<polyline points="80,600 190,470 330,440 400,300 520,230" fill="none" stroke="#ff8a3d" stroke-width="3" stroke-dasharray="2 0"/><polyline points="60,160 200,210 260,330 380,380 560,520" fill="none" stroke="#34d1bf" stroke-width="2.5"/><polyline points="120,720 240,620 300,560 470,600" fill="none" stroke="#34d1bf" stroke-width="2.5" opacity=".6"/><circle cx="520" cy="230" r="7" fill="#ff8a3d"/><circle cx="400" cy="300" r="5" fill="#0a0f1a" stroke="#ff8a3d" stroke-width="2"/><circle cx="380" cy="380" r="6" fill="#34d1bf"/><circle cx="300" cy="560" r="6" fill="#f5c542"/>'
    tags = (
        [("TRK-044", 412, 288), ("VAN-102", 392, 392), ("VAN-117", 312, 548)]
        if not alt
        else [("VAN-093", 412, 288), ("TRK-009", 392, 392), ("VAN-088", 312, 548)]
    )
    tg = "".join(f'<span class="tag" style="left:{x}px;top:{y}px">{t}</span>' for t, x, y in tags)
    return f"""<style>{DISPATCH_CSS}</style>
<div class="hd"><span class="lg">{_i("truck", 20)}ROUTEDESK</span><a href="#" class="on">Live</a><a href="#">Jobs</a><a href="#">Drivers</a><a href="#">Reports</a><span class="sp"></span><span class="shift">{shift}</span><button class="or">{_i("plus", 14, 2.4)}{new}</button><button class="sq" aria-label="Alerts">{_i("bell", 16)}</button></div>
<div class="body"><div class="list"><input type="text" class="f" placeholder="{search}"><div class="seg">{sg}</div>{vs}<div class="exc"><b>EXCEPTIONS</b>{ex}</div></div>
<div class="map"><svg class="rt" width="600" height="750">{routes}</svg>{tg}<div class="zoom"><button class="sq" aria-label="Zoom in">{_i("plus", 16)}</button><button class="sq" aria-label="Zoom out">{_i("minus", 16)}</button><button class="sq" aria-label="Layers">{_i("layers", 16)}</button></div><div class="leg"><span style="color:#34d1bf">&#9632;</span> moving &nbsp; <span style="color:#f5c542">&#9632;</span> idle &nbsp; <span style="color:#ff8a3d">&#9632;</span> job</div></div>
<div class="job"><h2>{jobh}</h2><label>Pickup</label><input type="text" class="f" value="{pick}"><label>Drop-off</label><input type="text" class="f" value="{drop}">
<div class="two"><div><label>Weight (kg)</label><input type="text" class="f" value="{wt}"></div><div><label>Window</label><input type="text" class="f" value="{win.replace("&ndash;", "-")}"></div></div>
<label>Priority</label><div class="seg" style="margin-top:0"><button>Low</button><button class="on">Normal</button><button>Urgent</button></div>
<div class="eta">{eta}</div><div class="acts"><button class="gh" style="height:32px;padding:0 16px">{hold}</button><button class="or">{go}</button></div></div></div>"""


# --------------------------------------------------------------------------------------------
# clinic: a hospital outpatient appointment booking (light, teal, Liberation Sans 15 px)

CLINIC_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#f7fafa; color:#17303a; font:15px/1.45 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.hd { display:flex; align-items:center; gap:24px; height:64px; padding:0 36px; background:#fff; border-bottom:3px solid #0f766e; }
.hd .lg { display:flex; align-items:center; gap:10px; color:#0f766e; font-weight:bold; font-size:18px; }
.hd .lg small { display:block; color:#5b7079; font-weight:normal; font-size:12px; }
.hd a { color:#33505b; text-decoration:none; font-size:14px; }
.hd a:hover { color:#0f766e; text-decoration:underline; }
a.is-disabled { color:#a9b8bd !important; pointer-events:none; }
.sp { flex:1; }
.tf { height:38px; padding:0 18px; border:0; border-radius:6px; background:#0f766e; color:#fff; font-size:14px; font-weight:bold; }
.tf:hover { background:#115e59; }
.tf:disabled, .tf.is-disabled { background:#e5e7eb; color:#9ca3af; cursor:default; }
.crumb { padding:12px 36px 0; font-size:13px; color:#5b7079; }
.crumb b { color:#17303a; }
.wrap { display:grid; grid-template-columns:1fr 340px; gap:26px; padding:8px 36px; }
h1 { margin:4px 0 12px; font-size:25px; color:#0b3b3c; }
.in { width:100%; box-sizing:border-box; height:42px; padding:0 12px; border:1px solid transparent; border-radius:6px; background:#eef3f4; color:#17303a; font:15px "Liberation Sans", Arial, sans-serif; }
.in::placeholder { color:#7d9199; }
.in:focus { outline:none; background:#fff; border:2px solid #0f766e; padding:0 11px; }
.in:disabled, .in.is-disabled { background:#f3f5f6; color:#b0bcc1; }
textarea.in { height:80px; padding:10px 12px; resize:none; font-size:14px; line-height:1.4; }
textarea.in:focus { padding:9px 11px; }
.chips { display:flex; gap:8px; margin:12px 0 14px; flex-wrap:wrap; }
.chip { height:32px; padding:0 14px; border:1px solid #c6d4d7; border-radius:16px; background:#fff; color:#33505b; font-size:13px; }
.chip:hover { border-color:#0f766e; color:#0f766e; }
.chip.on { background:#0f766e; border-color:#0f766e; color:#fff; }
.chip:disabled, .chip.is-disabled { background:#fff; color:#bac6c9; border-color:#e3e9ea; }
.docs { display:grid; grid-template-columns:repeat(3, 1fr); gap:12px; }
.doc { display:flex; gap:10px; align-items:center; padding:10px 12px; background:#fff; border:1px solid #dbe5e7; border-radius:8px; }
.doc.on { border:2px solid #0f766e; padding:9px 11px; }
.av { width:38px; height:38px; flex:none; border-radius:50%; color:#fff; font-weight:bold; font-size:14px; display:flex; align-items:center; justify-content:center; }
.doc div { flex:1; min-width:0; font-size:13px; }
.doc div b { display:block; font-size:14px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.doc small { color:#5b7079; }
.ch { height:30px; padding:0 12px; border:1px solid #0f766e; border-radius:6px; background:#fff; color:#0f766e; font-size:13px; }
.ch:hover { background:#e6f4f2; }
.ch:disabled, .ch.is-disabled { border-color:#d1d9db; color:#a9b8bd; background:#fff; }
h2 { margin:18px 0 8px; font-size:16px; color:#0b3b3c; display:flex; align-items:center; gap:10px; }
h2 .sp { flex:1; }
.rnd { width:32px; height:32px; padding:0; border:1px solid #c6d4d7; border-radius:50%; background:#fff; color:#33505b; display:inline-flex; align-items:center; justify-content:center; }
.rnd:hover { background:#eef3f4; border-color:#0f766e; }
.rnd:disabled, .rnd.is-disabled { color:#c4cfd2; border-color:#e6ecee; }
.days { display:grid; grid-template-columns:repeat(5, 1fr); gap:8px; }
.day { height:54px; border:1px solid #dbe5e7; border-radius:8px; background:#fff; color:#33505b; font-size:12px; }
.day b { display:block; font-size:17px; color:#17303a; }
.day:hover { background:#f0f6f6; }
.day.on { border:2px solid #0f766e; background:#e6f4f2; }
.day:disabled, .day.is-disabled { color:#b8c4c7; background:#f7f9f9; }
.day:disabled b, .day.is-disabled b { color:#b8c4c7; }
.per { margin:12px 0 6px; font-size:12px; color:#5b7079; text-transform:uppercase; letter-spacing:.6px; }
.slots { display:grid; grid-template-columns:repeat(7, 1fr); gap:8px; }
.slot { height:36px; border:1px solid #9fcfc9; border-radius:6px; background:#f2faf9; color:#0f5f58; font-size:14px; font-weight:bold; }
.slot:hover { background:#d5efeb; border-color:#0f766e; }
.slot.on { background:#0f766e; border-color:#0f766e; color:#fff; }
.slot:disabled, .slot.is-disabled { background:#f6fbfa; border-color:#e1efed; color:#b5d4d0; font-weight:normal; cursor:default; }
.side .card { background:#fff; border:1px solid #dbe5e7; border-radius:10px; padding:16px 18px; margin-bottom:14px; }
.side h3 { margin:0 0 10px; font-size:16px; color:#0b3b3c; }
.side dl { display:grid; grid-template-columns:80px 1fr; gap:6px 10px; margin:0 0 12px; font-size:14px; }
.side dt { color:#5b7079; }
.side dd { margin:0; font-weight:bold; }
.side label { display:block; font-size:13px; color:#33505b; margin:10px 0 4px; }
.side .tf { width:100%; margin-top:14px; height:44px; font-size:15px; }
.gst { display:block; width:100%; margin-top:8px; height:36px; border:0; background:transparent; color:#0f766e; font-size:14px; }
.gst:hover { text-decoration:underline; }
.gst:disabled, .gst.is-disabled { color:#a9b8bd; text-decoration:none; }
.info { font-size:13px; color:#5b7079; background:#fff; border-left:4px solid #0f766e; padding:10px 12px; }
"""


def _clinic(alt: bool) -> str:
    if not alt:
        title, search = "Book an outpatient appointment", "Search a clinic, condition or consultant"
        deps = ["All clinics", "Cardiology", "Dermatology", "Orthopaedics"]
        docs = [
            ("AB", "#0e7490", "Dr Amelia Brandt", "Cardiology &middot; Wing C"),
            ("RK", "#7c3aed", "Mr Rahul Kapoor", "Cardiology &middot; Wing C"),
            ("SO", "#b45309", "Dr Sinead O'Connor", "Heart failure clinic"),
        ]
        month, days = (
            "March 2027",
            [("Mon", "8"), ("Tue", "9"), ("Wed", "10"), ("Thu", "11"), ("Fri", "12")],
        )
        am = ["08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]
        pm = ["13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]
        taken = {"09:30", "11:00", "14:00", "16:30"}
        summ = [
            ("Clinic", "Cardiology"),
            ("With", "Dr A. Brandt"),
            ("When", "Tue 9 Mar, 10:30"),
            ("Where", "Wing C, level 2"),
        ]
        reason, confirm, back, login = (
            "Follow-up after echocardiogram in January; still short of breath on stairs.",
            "Confirm appointment",
            "Choose another clinic",
            "Patient login",
        )
        info = "Bring your referral letter and a list of current medicines."
    else:
        title, search = "Book a blood test or scan", "Search tests, e.g. MRI knee"
        deps = ["All tests", "Blood tests", "X-ray", "MRI &amp; CT"]
        docs = [
            ("PH", "#0e7490", "Phlebotomy suite", "Main entrance &middot; ground"),
            ("RD", "#7c3aed", "Radiology east", "Wing A &middot; level 1"),
            ("IC", "#b45309", "Imaging centre", "Outpatients block B"),
        ]
        month, days = (
            "April 2027",
            [("Mon", "12"), ("Tue", "13"), ("Wed", "14"), ("Thu", "15"), ("Fri", "16")],
        )
        am = ["07:45", "08:15", "08:45", "09:15", "09:45", "10:15", "10:45"]
        pm = ["12:45", "13:15", "13:45", "14:15", "14:45", "15:15", "15:45"]
        taken = {"08:15", "10:15", "13:45", "15:15"}
        summ = [
            ("Test", "Full blood count"),
            ("At", "Phlebotomy suite"),
            ("When", "Wed 14 Apr, 09:15"),
            ("Fasting", "Not needed"),
        ]
        reason, confirm, back, login = (
            "Annual check requested by GP; please send results to Dr Hale.",
            "Book this test",
            "Pick another test",
            "Staff sign-in",
        )
        info = "Drink water before a blood test; you can eat as normal."
    ch = "".join(
        f'<button class="chip{" on" if i == 1 else ""}">{d}</button>' for i, d in enumerate(deps)
    )
    dc = "".join(
        f'<div class="doc{" on" if i == 0 else ""}"><span class="av" style="background:{c}">{a}</span><div><b>{n}</b><small>{s}</small></div><button class="ch">{"Chosen" if i == 0 else "Choose"}</button></div>'
        for i, (a, c, n, s) in enumerate(docs)
    )
    dy = "".join(
        f'<button class="day{" on" if i == 1 else ""}">{d}<b>{n}</b></button>'
        for i, (d, n) in enumerate(days)
    )
    sl_am = "".join(
        f'<button class="slot{" on" if t == am[4] else ""}"{" disabled" if t in taken else ""}>{t}</button>'
        for t in am
    )
    sl_pm = "".join(
        f'<button class="slot"{" disabled" if t in taken else ""}>{t}</button>' for t in pm
    )
    sm = "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in summ)
    return f"""<style>{CLINIC_CSS}</style>
<div class="hd"><div class="lg">{_i("cross", 30, 1.6)}<div>St Aldric University Hospital<small>NHS Foundation Trust</small></div></div><a href="#">Our services</a><a href="#">Visiting</a><a href="#">Contact us</a><span class="sp"></span><button class="tf">{login}</button></div>
<div class="crumb">Home &rsaquo; Appointments &rsaquo; <b>New booking</b></div>
<div class="wrap"><div><h1>{title}</h1><input type="text" class="in" placeholder="{search}"><div class="chips">{ch}</div>
<div class="docs">{dc}</div>
<h2>{month}<span class="sp"></span><button class="rnd" aria-label="Previous week">{_i("chevl", 16, 2)}</button><button class="rnd" aria-label="Next week">{_i("chevr", 16, 2)}</button></h2>
<div class="days">{dy}</div><div class="per">Morning</div><div class="slots">{sl_am}</div><div class="per">Afternoon</div><div class="slots">{sl_pm}</div></div>
<div class="side"><div class="card"><h3>Your appointment</h3><dl>{sm}</dl><label>Reason for visit</label><textarea class="in">{reason}</textarea><button class="tf">{confirm}</button><button class="gst">{back}</button></div>
<div class="info">{info}</div></div></div>"""


# --------------------------------------------------------------------------------------------
# taxes: a personal tax-return wizard (light, navy and green, square, serif headings, 16 px)

TAXES_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#fff; color:#1b1f24; font:16px/1.45 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.hd { display:flex; align-items:center; gap:16px; height:56px; padding:0 48px; background:#1d3557; color:#fff; }
.hd b { font:bold 19px "Liberation Serif", Georgia, serif; letter-spacing:.2px; }
.hd .sp { flex:1; }
.hd span.u { font-size:14px; color:#c9d6ea; }
.hd a { color:#fff; font-size:14px; }
.ph { padding:10px 48px; background:#eef2f7; border-bottom:1px solid #d7dee8; font-size:14px; color:#3c4654; }
.ph b { color:#1d3557; }
.wrap { display:grid; grid-template-columns:230px 1fr 280px; gap:36px; padding:16px 48px; }
.stepper { list-style:none; margin:0; padding:0; font-size:15px; }
.stepper li { padding:8px 0 8px 14px; border-left:4px solid #d7dee8; }
.stepper li.done a { color:#1d3557; }
.stepper li.cur { border-left-color:#1d3557; font-weight:bold; }
.stepper li.todo { color:#6b7280; }
.stepper a { color:#1d3557; }
.stepper a:hover { color:#0b1f3a; text-decoration-thickness:3px; }
a.is-disabled { color:#9aa0a6 !important; pointer-events:none; }
.cap { color:#5a6370; font-size:15px; }
h1 { margin:0 0 4px; font:bold 28px/1.2 "Liberation Serif", Georgia, serif; color:#1b1f24; }
.hint { color:#5a6370; margin:0 0 10px; font-size:15px; }
.tl { border:0; background:none; padding:2px 0; color:#1d4ed8; font-size:15px; text-decoration:underline; text-underline-offset:3px; display:inline-flex; align-items:center; gap:6px; }
.tl:hover { color:#0b1f3a; text-decoration-thickness:3px; }
.tl:disabled, .tl.is-disabled { color:#9aa0a6; text-decoration:none; cursor:default; }
.q { margin-bottom:12px; }
.q > label { display:block; font-weight:bold; margin-bottom:2px; }
.q > small { display:block; color:#5a6370; font-size:14px; margin-bottom:6px; }
.money { display:flex; align-items:stretch; }
.money span { display:flex; align-items:center; padding:0 10px; border:1px solid #6b7280; border-right:0; background:#f1f3f5; font-weight:bold; }
.in { height:40px; box-sizing:border-box; padding:0 10px; border:1px solid #6b7280; border-radius:0; background:#fff; color:#1b1f24; font:16px "Liberation Sans", Arial, sans-serif; }
.in:focus { outline:none; border-color:#1d3557; box-shadow:inset 0 0 0 2px #1d3557; }
.in:disabled, .in.is-disabled { background:#f3f2f1; border-color:#b1b4b6; color:#8a8f98; }
.w1 { width:200px; } .w2 { width:90px; } .w3 { width:310px; }
.rad { display:flex; gap:22px; margin-top:4px; }
.rad label { display:flex; align-items:center; gap:8px; font-weight:normal; }
.rad input { width:22px; height:22px; margin:0; accent-color:#1d3557; }
table { border-collapse:collapse; width:100%; margin:4px 0 8px; font-size:15px; }
th { text-align:left; font-size:14px; color:#3c4654; border-bottom:2px solid #1b1f24; padding:6px 8px 6px 0; }
td { border-bottom:1px solid #d7dee8; padding:5px 8px 5px 0; }
td.n { text-align:right; font-variant-numeric:tabular-nums; }
.rm { border:0; background:none; color:#1d4ed8; font-size:14px; text-decoration:underline; padding:0; }
.rm:hover { color:#b91c1c; }
.rm:disabled, .rm.is-disabled { color:#9aa0a6; text-decoration:none; }
.foot { display:flex; align-items:center; gap:18px; margin-top:14px; }
.go { height:42px; padding:0 20px; border:0; border-radius:0; background:#00703c; color:#fff; font-size:17px; box-shadow:0 2px 0 #002d18; }
.go:hover { background:#005a30; }
.go:disabled, .go.is-disabled { background:#00703c; color:#8fc5a5; cursor:default; }
.sec { height:42px; padding:0 18px; border:0; border-radius:0; background:#e4e8ec; color:#1b1f24; font-size:17px; box-shadow:0 2px 0 #8e959c; }
.sec:hover { background:#cfd5db; }
.sec:disabled, .sec.is-disabled { opacity:.5; }
.est { border:1px solid #d7dee8; border-top:5px solid #1d3557; padding:14px 16px; }
.est h3 { margin:0 0 4px; font:bold 18px "Liberation Serif", Georgia, serif; }
.est .big { font:bold 30px "Liberation Sans", Arial, sans-serif; color:#00703c; margin:4px 0; }
.est p { font-size:14px; color:#5a6370; margin:6px 0; }
.est .row { display:flex; justify-content:space-between; font-size:14px; padding:4px 0; border-bottom:1px solid #eef0f2; }
.est .sec { width:100%; margin-top:12px; font-size:15px; height:38px; }
.est .tl { margin-top:10px; font-size:14px; }
"""


def _taxes(alt: bool) -> str:
    if not alt:
        who, year, step = "J. Moreau", "2026 to 2027", "Step 3 of 5"
        steps = [
            ("Personal details", "done"),
            ("Income", "done"),
            ("Deductions and reliefs", "cur"),
            ("Review", "todo"),
            ("Submit", "todo"),
        ]
        title, hint = (
            "Deductions and reliefs",
            "Tell us about payments that lower the tax you owe. Leave a field empty if it does not apply to you.",
        )
        help_, q1, q1s, v1 = (
            "Help with this page",
            "Gifts to charity",
            "Include Gift Aid donations only",
            "1,240.00",
        )
        q2, q2s, v2 = (
            "Personal pension contributions",
            "Payments you made yourself, not through your employer",
            "3,600.00",
        )
        q3, v3 = "Days you worked from home", "96"
        rows = [("Professional body fee (RIBA)", "285.00"), ("Work uniform cleaning", "60.00")]
        add, go, back, later = (
            "Add another expense",
            "Save and continue",
            "Previous",
            "Save and come back later",
        )
        est, rows2 = "&euro;412.30", [("Tax paid", "&euro;9,870.00"), ("Tax due", "&euro;9,457.70")]
        recalc, pdf = "Recalculate", "Download draft (PDF)"
    else:
        who, year, step = "A. Varga", "2026 to 2027", "Step 2 of 5"
        steps = [
            ("Personal details", "done"),
            ("Income", "cur"),
            ("Deductions and reliefs", "todo"),
            ("Review", "todo"),
            ("Submit", "todo"),
        ]
        title, hint = (
            "Income from self-employment",
            "Enter totals for the tax year. You can round down to whole euros.",
        )
        help_, q1, q1s, v1 = (
            "How to work this out",
            "Turnover",
            "All takings before expenses",
            "48,310.00",
        )
        q2, q2s, v2 = "Allowable expenses", "Costs of running the business", "7,925.00"
        q3, v3 = "Months you traded", "12"
        rows = [("Van lease", "3,960.00"), ("Phone and internet", "540.00")]
        add, go, back, later = "Add a cost", "Continue", "Back", "Sign out and save"
        est, rows2 = (
            "&euro;6,118.00",
            [("Profit", "&euro;40,385.00"), ("Paid on account", "&euro;2,400.00")],
        )
        recalc, pdf = "Update estimate", "Print this page"
    st = "".join(
        f'<li class="{c}">{f"<a href=#>{n}</a>" if c == "done" else n}</li>' for n, c in steps
    )
    rw = "".join(
        f'<tr><td>{d}</td><td class="n">&euro;{a}</td><td style="text-align:right"><button class="rm">Remove</button></td></tr>'
        for d, a in rows
    )
    r2 = "".join(f'<div class="row"><span>{a}</span><b>{b}</b></div>' for a, b in rows2)
    return f"""<style>{TAXES_CSS}</style>
<div class="hd">{_i("calc", 24)}<b>Revenue Office &middot; Online tax return</b><span class="sp"></span><span class="u">Signed in as {who}</span><a href="#">Sign out</a></div>
<div class="ph">Tax year <b>{year}</b> &middot; Reference 4471 2290 18 &middot; Deadline 31 October</div>
<div class="wrap"><ol class="stepper">{st}</ol>
<div><div class="cap">{step}</div><h1>{title}</h1><p class="hint">{hint}</p><p style="margin:-2px 0 10px"><button class="tl">{_i("help", 17)}{help_}</button></p>
<div class="q"><label>{q1}</label><small>{q1s}</small><div class="money"><span>&euro;</span><input type="text" class="in w1" value="{v1}"></div></div>
<div class="q"><label>{q2}</label><small>{q2s}</small><div class="money"><span>&euro;</span><input type="text" class="in w1" value="{v2}"></div></div>
<div class="q"><label>{q3}</label><input type="text" class="in w2" value="{v3}"> <span style="color:#5a6370;font-size:15px">&nbsp;days</span></div>
<div class="q"><label>Other work expenses</label><table><tr><th>Description</th><th style="text-align:right">Amount</th><th></th></tr>{rw}</table><button class="tl">{_i("plus", 16, 2.2)}{add}</button></div>
<div class="foot"><button class="go">{go}</button><button class="sec">{back}</button><button class="tl">{later}</button></div></div>
<div><div class="est"><h3>Your estimate</h3><p>Refund if you submit today</p><div class="big">{est}</div>{r2}<button class="sec">{recalc}</button><button class="tl">{_i("download", 15)}{pdf}</button></div></div></div>"""


# --------------------------------------------------------------------------------------------
# wallet: a dark crypto-wallet send screen (near-black violet, lime pill, violet glow)

WALLET_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#0d0b14; color:#d9d4e8; font:14px/1.45 "DejaVu Sans", sans-serif; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.mono { font-family:"DejaVu Sans Mono", monospace; }
.app { display:grid; grid-template-columns:76px 1fr 340px; height:800px; }
.rail { order:-1; display:flex; flex-direction:column; align-items:center; gap:10px; padding:18px 0; background:#110e1b; border-right:1px solid #1f1a2e; }
.rail .lg { width:40px; height:40px; border-radius:12px; background:linear-gradient(135deg,#a78bfa,#c6f432); margin-bottom:14px; }
.ri { width:44px; height:44px; padding:0; border:0; border-radius:50%; background:transparent; color:#8d84a6; display:inline-flex; align-items:center; justify-content:center; }
.ri:hover { background:#1f1a2e; color:#fff; }
.ri.on { background:#2a2240; color:#c6f432; }
.ri:disabled, .ri.is-disabled { background:#15121e; color:#3c3650; }
.main { display:flex; justify-content:center; padding-top:40px; }
.card { width:470px; background:#15121f; border:1px solid #241e36; border-radius:22px; padding:22px 24px; align-self:flex-start; }
.ct { display:flex; align-items:center; gap:10px; margin-bottom:18px; }
.ct h1 { margin:0; font-size:20px; color:#f4f1fb; flex:1; }
.net { font-size:12px; color:#a79fc0; padding:4px 10px; border-radius:12px; background:#1d1829; }
.net i { display:inline-block; width:7px; height:7px; border-radius:50%; background:#c6f432; margin-right:6px; }
.lab { display:flex; justify-content:space-between; font-size:12px; color:#8d84a6; margin:14px 0 6px; }
.lab a { color:#a78bfa; text-decoration:none; }
.lab a:hover { text-decoration:underline; }
a.is-disabled { color:#4a445c !important; pointer-events:none; }
.tok { display:inline-flex; align-items:center; gap:8px; height:40px; padding:0 12px 0 6px; border:1px solid #2e2742; border-radius:20px; background:#1c1828; color:#f4f1fb; font-size:14px; font-weight:bold; }
.tok i { width:28px; height:28px; border-radius:50%; background:#627eea; color:#fff; font:bold 13px "DejaVu Sans", sans-serif; display:inline-flex; align-items:center; justify-content:center; font-style:normal; }
.tok:hover { border-color:#4b4068; background:#221d31; }
.tok:disabled, .tok.is-disabled { background:#17141f; border-color:#17141f; color:#4f4862; }
.tok:disabled i, .tok.is-disabled i { background:#2a2838; color:#5b566d; }
.bal { font-size:12px; color:#8d84a6; margin-left:10px; }
.addr { display:flex; gap:8px; }
.in { flex:1; min-width:0; height:46px; box-sizing:border-box; padding:0 14px; border:1px solid #2e2742; border-radius:12px; background:#0f0c17; color:#f4f1fb; font:13px "DejaVu Sans Mono", monospace; }
.in::placeholder { color:#5e5775; }
.in:focus { outline:none; border-color:#a78bfa; box-shadow:0 0 0 1px #a78bfa, 0 0 16px rgba(167,139,250,.55); }
.in:disabled, .in.is-disabled { color:#4f4862; border-color:#1e1a2a; background:#121019; }
.in.amt { height:64px; font:bold 28px "DejaVu Sans Mono", monospace; }
.ib { width:46px; height:46px; flex:none; padding:0; border:1px solid #2e2742; border-radius:12px; background:#1c1828; color:#b9b0d2; display:inline-flex; align-items:center; justify-content:center; }
.ib:hover { color:#fff; border-color:#a78bfa; }
.ib:disabled, .ib.is-disabled { color:#433d55; border-color:#1e1a2a; background:#15121e; }
.fiat { font-size:12px; color:#8d84a6; margin-top:6px; }
.pcts { display:flex; gap:8px; margin-top:10px; }
.pc { height:28px; padding:0 12px; border:0; border-radius:14px; background:#221d31; color:#c9c1de; font:12px "DejaVu Sans Mono", monospace; }
.pc:hover { box-shadow:0 0 0 1px #c6f432; color:#c6f432; }
.pc:disabled, .pc.is-disabled { opacity:.4; box-shadow:none; color:#c9c1de; }
.fee { display:flex; padding:4px; border-radius:12px; background:#0f0c17; border:1px solid #241e36; }
.fee button { flex:1; height:48px; border:0; border-radius:9px; background:transparent; color:#a79fc0; font-size:12px; line-height:1.3; }
.fee button b { display:block; font-size:13px; color:#e9e5f5; }
.fee button:hover { background:#1c1828; }
.fee button.on { background:#2a2240; box-shadow:inset 0 0 0 1px #a78bfa; }
.fee button:disabled, .fee button.is-disabled { color:#4f4862; background:transparent; box-shadow:none; }
.fee button:disabled b, .fee button.is-disabled b { color:#5b546e; }
.sum { margin:16px 0; font-size:13px; color:#a79fc0; }
.sum div { display:flex; justify-content:space-between; padding:3px 0; }
.sum b { color:#f4f1fb; font-weight:normal; }
.lime { width:100%; height:52px; border:0; border-radius:26px; background:#c6f432; color:#12160a; font-size:16px; font-weight:bold; }
.lime:hover { background:#d6ff5a; box-shadow:0 6px 22px rgba(198,244,50,.28); transform:translateY(-1px); }
.lime:disabled, .lime.is-disabled { background:#3a4226; color:#75805a; box-shadow:none; transform:none; cursor:default; }
.side { padding:26px 22px; border-left:1px solid #1f1a2e; background:#110e1b; }
.acct { padding:16px; border-radius:16px; background:linear-gradient(135deg,#2a2045,#1a1530); }
.acct small { color:#a79fc0; }
.acct .v { font:bold 26px "DejaVu Sans", sans-serif; color:#fff; margin:2px 0 10px; }
.acct .row { display:flex; gap:8px; align-items:center; }
.acct code { flex:1; font:12px "DejaVu Sans Mono", monospace; color:#c9c1de; }
.olv { height:34px; padding:0 16px; border:1px solid #a78bfa; border-radius:17px; background:transparent; color:#c4b5fd; font-size:13px; display:inline-flex; align-items:center; gap:6px; }
.olv:hover { background:#a78bfa; color:#140f22; }
.olv:disabled, .olv.is-disabled { border:1px dashed #3a3350; color:#4f4862; background:transparent; }
.sm { width:30px; height:30px; padding:0; border:0; border-radius:8px; background:rgba(255,255,255,.06); color:#c9c1de; display:inline-flex; align-items:center; justify-content:center; }
.sm:hover { background:rgba(255,255,255,.14); }
.sm:disabled, .sm.is-disabled { color:#4f4862; background:transparent; }
.side h3 { display:flex; align-items:center; justify-content:space-between; margin:22px 0 8px; font-size:13px; color:#8d84a6; text-transform:uppercase; letter-spacing:.8px; }
.tx2 { border:0; background:none; padding:2px 0; color:#a78bfa; font-size:12px; text-transform:none; letter-spacing:0; }
.tx2:hover { color:#c4b5fd; text-decoration:underline; }
.tx2:disabled, .tx2.is-disabled { color:#4a445c; text-decoration:none; }
.tx { display:flex; align-items:center; gap:10px; padding:9px 0; border-bottom:1px solid #1f1a2e; font-size:13px; }
.tx .d { width:30px; height:30px; border-radius:50%; background:#1f1a2e; color:#a78bfa; display:flex; align-items:center; justify-content:center; }
.tx div { flex:1; }
.tx small { display:block; color:#7a7291; font-size:11px; }
.tx .a { font-family:"DejaVu Sans Mono", monospace; font-size:12px; }
.tx .a.in_ { color:#c6f432; }
"""


def _wallet(alt: bool) -> str:
    if not alt:
        title, net, tok, tsym, tcol = "Send", "Ethereum", "ETH", "&Xi;", "#627eea"
        bal, to, amt, fiat = (
            "Balance 2.4183 ETH",
            "Recipient address or ENS name",
            "0.75",
            "&asymp; $2,731.40",
        )
        fees = [
            ("Slow", "~10 min", "$0.41"),
            ("Standard", "~2 min", "$0.88"),
            ("Fast", "~20 s", "$1.35"),
        ]
        summ = [("Network fee", "$0.88"), ("Arrives", "about 2 minutes"), ("Total", "0.75024 ETH")]
        go, acc, val, code, recv = (
            "Review send",
            "Main account",
            "$8,804.92",
            "0x71C4...9e3A",
            "Receive",
        )
        buy, seeall = "Buy", "See all"
        txs = [
            ("send", "Sent to vitalik.eth", "Today 09:14", "&minus;0.20 ETH", ""),
            ("download", "Received from 0x3b...f1", "Yesterday", "+1,200 USDC", "in_"),
            ("swap", "Swapped ETH &rarr; USDC", "24 Nov", "0.50 ETH", ""),
        ]
    else:
        title, net, tok, tsym, tcol = "Send", "Polygon", "USDC", "$", "#2775ca"
        bal, to, amt, fiat = (
            "Balance 1,812.06 USDC",
            "Paste an address or scan a code",
            "250.00",
            "&asymp; $250.00",
        )
        fees = [("Eco", "~1 min", "$0.01"), ("Normal", "~20 s", "$0.02"), ("Rush", "~5 s", "$0.05")]
        summ = [("Gas", "$0.02"), ("Arrives", "about 20 seconds"), ("Total", "250.02 USDC")]
        go, acc, val, code, recv = "Continue", "Savings", "$1,902.55", "0x9A0e...44Cd", "Deposit"
        buy, seeall = "Withdraw", "Export"
        txs = [
            ("download", "Received from mum.eth", "Today 08:02", "+60 USDC", "in_"),
            ("send", "Sent to 0xa1...77", "Monday", "&minus;35 USDC", ""),
            ("swap", "Bridged from Ethereum", "21 Nov", "500 USDC", ""),
        ]
    fe = "".join(
        f"<button{' class=on' if i == 1 else ''}><b>{a}</b>{b} &middot; {c}</button>"
        for i, (a, b, c) in enumerate(fees)
    )
    sm = "".join(f"<div><span>{a}</span><b>{b}</b></div>" for a, b in summ)
    tx = "".join(
        f'<div class="tx"><span class="d">{_i(ic, 15)}</span><div>{a}<small>{b}</small></div><span class="a {c}">{v}</span></div>'
        for ic, a, b, v, c in txs
    )
    rail = "".join(
        f'<button class="ri{" on" if n == "send" else ""}" aria-label="{n}">{_i(n, 20)}</button>'
        for n in ("home", "send", "swap", "history", "gear")
    )
    return f"""<style>{WALLET_CSS}</style>
<div class="app"><div class="main"><div class="card"><div class="ct"><h1>{title}</h1><span class="net"><i></i>{net}</span></div>
<div class="lab"><span>Asset</span></div><div><button class="tok"><i style="background:{tcol}">{tsym}</i>{tok}{_i("chevd", 14, 2)}</button><span class="bal">{bal}</span></div>
<div class="lab"><span>To</span><a href="#">Address book</a></div><div class="addr"><input type="text" class="in" placeholder="{to}"><button class="ib" aria-label="Paste">{_i("paste", 18)}</button><button class="ib" aria-label="Scan">{_i("qr", 18)}</button></div>
<div class="lab"><span>Amount</span><span>{bal}</span></div><input type="text" class="in amt" value="{amt}" style="width:100%"><div class="fiat">{fiat}</div>
<div class="pcts"><button class="pc">25%</button><button class="pc">50%</button><button class="pc">75%</button><button class="pc">MAX</button></div>
<div class="lab"><span>Network fee</span></div><div class="fee">{fe}</div>
<div class="sum">{sm}</div><button class="lime">{go}</button></div></div>
<div class="side"><div class="acct"><small>{acc}</small><div class="v">{val}</div><div class="row"><code>{code}</code><button class="sm" aria-label="Copy">{_i("copy", 15)}</button></div><div class="row" style="margin-top:12px"><button class="olv">{_i("qr", 14)}{recv}</button><button class="olv">{_i("plus", 14, 2.2)}{buy}</button></div></div>
<h3>Recent activity<button class="tx2">{seeall}</button></h3>{tx}</div>
<div class="rail"><div class="lg"></div>{rail}</div></div>"""


# --------------------------------------------------------------------------------------------
# agenda: a conference agenda with session sign-up (warm paper, coral, serif headings)

AGENDA_CSS = """
body { margin:0; height:800px; overflow:hidden; background:#fbf7f1; color:#1f2a44; font:14px/1.45 "Liberation Sans", Arial, sans-serif; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.hd { display:flex; align-items:center; gap:26px; height:66px; padding:0 44px; border-bottom:1px solid #eadfce; }
.hd .lg { font:bold 22px "DejaVu Serif", Georgia, serif; color:#1f2a44; }
.hd .lg span { color:#e4572e; }
.hd .when { font-size:13px; color:#7b6f60; }
.hd a { color:#1f2a44; text-decoration:none; font-size:14px; }
.hd a:hover { color:#e4572e; }
a.is-disabled { color:#c2b8aa !important; pointer-events:none; }
.sp { flex:1; }
.cor { height:40px; padding:0 22px; border:0; border-radius:20px; background:#e4572e; color:#fff; font-size:14px; font-weight:bold; }
.cor:hover { background:#c9441e; box-shadow:0 4px 12px rgba(228,87,46,.35); transform:translateY(-1px); }
.cor:disabled, .cor.is-disabled { opacity:.7; box-shadow:none; transform:none; background:#e4572e; cursor:default; }
.wrap { display:grid; grid-template-columns:1fr 320px; gap:34px; padding:18px 44px; }
h1 { margin:0 0 12px; font:normal 30px "DejaVu Serif", Georgia, serif; }
.tools { display:flex; align-items:center; gap:18px; margin-bottom:12px; }
.tabs { display:inline-flex; border:1px solid #1f2a44; border-radius:20px; overflow:hidden; }
.tabs button { height:34px; padding:0 16px; border:0; border-right:1px solid #1f2a44; background:transparent; color:#1f2a44; font-size:13px; }
.tabs button:last-child { border-right:0; }
.tabs button:hover { background:#f1e8da; }
.tabs button.on { background:#1f2a44; color:#fbf7f1; }
.tabs button:disabled, .tabs button.is-disabled { color:#b9b2a7; background:transparent; }
.ul { width:260px; height:34px; box-sizing:border-box; padding:0 2px; border:0; border-bottom:1px solid #b8ab98; border-radius:0; background:transparent; color:#1f2a44; font:14px "Liberation Sans", Arial, sans-serif; }
.ul::placeholder { color:#9a8f80; }
.ul:focus { outline:none; border-bottom:2px solid #e4572e; }
.ul:disabled, .ul.is-disabled { border-bottom:1px dotted #d3c8b8; color:#b9b2a7; }
.chips { display:flex; gap:6px; margin-bottom:10px; }
.chip { height:26px; padding:0 11px; border:0; border-radius:4px; background:#efe6d8; color:#5e5447; font:12px "DejaVu Sans Mono", monospace; }
.chip:hover { background:#e6d8c2; color:#1f2a44; }
.chip.on { background:#fde1d6; color:#b23c17; }
.chip:disabled, .chip.is-disabled { color:#c3b9ab; }
.sess { display:grid; grid-template-columns:78px 1fr 178px; gap:16px; align-items:center; padding:11px 0; border-top:1px solid #eadfce; }
.sess .t { font:13px "DejaVu Sans Mono", monospace; color:#7b6f60; }
.sess .t b { display:block; font-size:15px; color:#1f2a44; }
.sess h3 { margin:0; font:bold 16px "DejaVu Serif", Georgia, serif; }
.sess small { color:#7b6f60; font-size:13px; }
.sess .tr { display:inline-block; margin-left:6px; padding:0 6px; border-radius:3px; font:11px "DejaVu Sans Mono", monospace; background:#e3ecf7; color:#2b5a8a; }
.add { justify-self:end; white-space:nowrap; height:34px; padding:0 14px; border:1.5px solid #1f2a44; border-radius:17px; background:transparent; color:#1f2a44; font-size:13px; font-weight:bold; display:inline-flex; align-items:center; gap:6px; }
.add:hover { background:#fde1d6; border-color:#e4572e; color:#b23c17; }
.add:disabled, .add.is-disabled { border:1.5px dotted #cfc5b6; color:#bdb3a5; background:transparent; }
.addd { justify-self:end; white-space:nowrap; height:34px; padding:0 14px; border:1.5px solid #e4572e; border-radius:17px; background:#e4572e; color:#fff; font-size:13px; font-weight:bold; display:inline-flex; align-items:center; gap:6px; }
.addd:hover { background:#c9441e; border-color:#c9441e; }
.addd:disabled, .addd.is-disabled { opacity:.7; }
.wl { justify-self:end; border:0; background:none; color:#b23c17; font-size:13px; padding:4px 0; }
.wl:hover { text-decoration:underline; }
.wl:disabled, .wl.is-disabled { color:#c3b9ab; text-decoration:none; }
.mine { background:#fff; border:1px solid #eadfce; border-radius:14px; padding:18px; }
.mine h2 { margin:0 0 4px; font:bold 19px "DejaVu Serif", Georgia, serif; }
.mine .c { color:#7b6f60; font-size:13px; margin-bottom:10px; }
.it { display:flex; gap:10px; align-items:center; padding:8px 0; border-top:1px dashed #eadfce; font-size:13px; }
.it div { flex:1; }
.it small { display:block; color:#7b6f60; }
.x { width:26px; height:26px; padding:0; border:0; border-radius:50%; background:transparent; color:#9a8f80; display:inline-flex; align-items:center; justify-content:center; }
.x:hover { background:#f1e8da; color:#b23c17; }
.x:disabled, .x.is-disabled { color:#d6cdbf; background:transparent; }
.rem { display:flex; align-items:center; gap:10px; margin:12px 0; font-size:13px; }
.rem span { flex:1; }
.tg { position:relative; width:42px; height:24px; padding:0; border:0; border-radius:12px; background:#1f2a44; }
.tg::after { content:""; position:absolute; top:3px; left:21px; width:18px; height:18px; border-radius:50%; background:#fbf7f1; }
.tg:hover { box-shadow:0 0 0 3px #f1e8da; }
.tg:disabled, .tg.is-disabled { background:#d8d1c6; box-shadow:none; }
.ink { width:100%; height:38px; border:1px solid #1f2a44; border-radius:8px; background:#fff; color:#1f2a44; font-size:13px; display:flex; align-items:center; justify-content:center; gap:8px; }
.ink:hover { background:#1f2a44; color:#fff; }
.ink:disabled, .ink.is-disabled { color:#bdb3a5; border-color:#e2d9cb; background:#fff; }
.mine a { display:block; text-align:center; margin-top:10px; color:#b23c17; font-size:13px; }
"""


def _agenda(alt: bool) -> str:
    if not alt:
        title, when, tix = "Programme", "Lisbon &middot; 14&ndash;16 April 2027", "Get tickets"
        days, search = ["Wed 14", "Thu 15", "Fri 16"], "Search talks, speakers, rooms"
        tracks = ["All", "Design", "Engineering", "Research", "Leadership"]
        sess = [
            (
                "09:00",
                "40 min",
                "Opening keynote: tools that think with you",
                "Mar&iacute;a Sol&iacute;s &middot; Main hall",
                "Design",
                "add",
            ),
            (
                "10:00",
                "30 min",
                "Ten years of accessible maps",
                "Jonas Eriksen &middot; Room B",
                "Research",
                "added",
            ),
            (
                "10:45",
                "45 min",
                "Design tokens at the scale of a bank",
                "Priya Raman &middot; Room A",
                "Design",
                "add",
            ),
            (
                "11:45",
                "90 min",
                "Workshop: sketching with data",
                "Ana Lopes &middot; Studio 2 &middot; 24 seats",
                "Design",
                "full",
            ),
            (
                "14:00",
                "30 min",
                "What we learned shipping offline-first",
                "Kwame Boateng &middot; Room B",
                "Engineering",
                "add",
            ),
            (
                "14:45",
                "40 min",
                "Running research with no budget",
                "Elif Demir &middot; Room C",
                "Research",
                "added",
            ),
        ]
        mine = [
            ("Ten years of accessible maps", "Wed 10:00 &middot; Room B"),
            ("Running research with no budget", "Wed 14:45 &middot; Room C"),
        ]
        count, rem, exp, share = (
            "2 sessions &middot; Wednesday",
            "Email me 15 min before",
            "Export to calendar",
            "Share my schedule",
        )
    else:
        title, when, tix = "Workshops", "Lisbon &middot; 14&ndash;16 April 2027", "Buy a day pass"
        days, search = ["Thu 15", "Fri 16", "Sat 17"], "Find a workshop or host"
        tracks = ["Every", "Hands-on", "Talks", "Meetups", "Social"]
        sess = [
            (
                "09:30",
                "2 h",
                "Figma variables from zero",
                "Lena Vogt &middot; Studio 1 &middot; 30 seats",
                "Hands-on",
                "full",
            ),
            (
                "10:15",
                "45 min",
                "Pairing with a screen reader",
                "Omar Haddad &middot; Room D",
                "Talks",
                "added",
            ),
            (
                "11:00",
                "60 min",
                "Prototyping voice interfaces",
                "Chen Wei &middot; Studio 3",
                "Hands-on",
                "add",
            ),
            (
                "12:30",
                "60 min",
                "Lunch meetup: design ops",
                "Hosted by Fieldnotes &middot; Terrace",
                "Meetups",
                "add",
            ),
            (
                "15:00",
                "90 min",
                "Writing for interfaces",
                "Ruth Okafor &middot; Studio 2",
                "Hands-on",
                "added",
            ),
            ("18:00", "3 h", "River boat social", "Meet at Cais do Sodr&eacute;", "Social", "add"),
        ]
        mine = [
            ("Pairing with a screen reader", "Thu 10:15 &middot; Room D"),
            ("Writing for interfaces", "Thu 15:00 &middot; Studio 2"),
        ]
        count, rem, exp, share = (
            "2 workshops &middot; Thursday",
            "Text me 30 min before",
            "Add to Google Calendar",
            "Print my pass",
        )
    tb = "".join(f"<button{' class=on' if i == 0 else ''}>{d}</button>" for i, d in enumerate(days))
    ch = "".join(
        f'<button class="chip{" on" if i == 0 else ""}">{t}</button>' for i, t in enumerate(tracks)
    )

    def act(kind: str) -> str:
        if kind == "added":
            return f'<button class="addd">{_i("check", 14, 2.4)}In my schedule</button>'
        if kind == "full":
            return '<button class="wl">Full &middot; join waitlist</button>'
        return f'<button class="add">{_i("plus", 14, 2.4)}Add to schedule</button>'

    ss = "".join(
        f'<div class="sess"><div class="t"><b>{t}</b>{d}</div><div><h3>{n}</h3><small>{s}</small><span class="tr">{tr}</span></div>{act(k)}</div>'
        for t, d, n, s, tr, k in sess
    )
    mn = "".join(
        f'<div class="it">{_i("cal", 16)}<div>{a}<small>{b}</small></div><button class="x" aria-label="Remove">{_i("x", 14, 2)}</button></div>'
        for a, b in mine
    )
    return f"""<style>{AGENDA_CSS}</style>
<div class="hd"><div class="lg">Fieldnotes<span>&#9679;</span>27</div><span class="when">{when}</span><a href="#">Programme</a><a href="#">Speakers</a><a href="#">Venue</a><span class="sp"></span><button class="cor">{tix}</button></div>
<div class="wrap"><div><h1>{title}</h1><div class="tools"><span class="tabs">{tb}</span><input type="text" class="ul" placeholder="{search}"></div><div class="chips">{ch}</div>{ss}</div>
<div><div class="mine"><h2>My schedule</h2><div class="c">{count}</div>{mn}<div class="rem">{_i("bell", 16)}<span>{rem}</span><button class="tg" role="switch" aria-checked="true" aria-label="Reminders"></button></div><button class="ink">{_i("download", 15)}{exp}</button><a href="#">{share}</a></div></div></div>"""


_DESIGNS = {
    "jobs": _jobs,
    "dispatch": _dispatch,
    "clinic": _clinic,
    "taxes": _taxes,
    "wallet": _wallet,
    "agenda": _agenda,
}


def holdout8_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"><style>svg {{ pointer-events:none; }}</style></head><body>{body}</body></html>'
