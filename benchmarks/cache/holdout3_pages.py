# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT3 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout3``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a recipe page with ingredient
checkboxes, an issue tracker list with filters, hotel booking results, a dark video-call
lobby, a dark photo editor, an online-course lesson with a quiz), each with its own fonts
(serif, sans, mono), UI sizes (12 px to 18 px), button shapes (pill, square, ghost, icon +
text, link-like text buttons), control colours (orange, purple, teal, red and blue text,
outline and filled controls beside neutral ones), hover and focus styles, and its own way of
drawing a disabled control:

* ``recipe``: grey text only (``#aaa39b``); the orange fill, the outline and the borders
  stay as they are. Hover underlines the orange text buttons, tints the outline pills and
  darkens the filled button with a shadow; a focused input only recolours its border orange;
* ``issues``: a dashed grey border with grey text on white (purple outline and green filled
  buttons alike). Hover adds a drop shadow; a focused input gets a purple border and a 3 px
  outer ring (``box-shadow``);
* ``hotel``: the accent washed out: the teal fill turns pale teal with white text, teal and
  red text turn pale teal and pale red, an input's text pale teal. Hover only recolours
  (darker teal, darker red); a focused input glows (a blurred teal ``box-shadow``);
* ``lobby`` (dark): the whole control at 50 % opacity. Hover lightens the grey buttons and
  adds a shadow to the blue one; a focused input gets a dark gap and a light blue ring;
* ``gallery`` (dark): a flat grey fill (``#3a3a3a``) with dim grey text, borders and the
  orange accent gone. Hover lightens the ghost buttons' fill and whitens their text, and
  fills the orange outline button; a focused input glows orange;
* ``course``: a lighter label, nothing else: the text keeps its hue at a fraction of its
  strength (white on purple at 45 %, purple text pale lavender, grey answers light grey),
  the fill and the border stay. Hover recolours the answer's border purple and adds a
  shadow, the text buttons get an underline; a focused textarea turns its border purple
  and its background a faint lavender.

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h3/<doc>``.
"""

from __future__ import annotations

RECIPE_CSS = """
body { margin:0; font:18px/1.5 "DejaVu Serif", serif; color:#3b2f2a; background:#fffaf3; }
header { display:flex; align-items:center; gap:24px; height:68px; padding:0 36px; border-bottom:1px solid #eadfce; background:#fff; }
.logo { font:bold 27px "Liberation Serif", serif; color:#9a3412; margin-right:8px; }
header nav { display:flex; gap:20px; margin-right:auto; }
header nav a { color:#3b2f2a; text-decoration:none; font-size:16px; }
header nav a:hover { color:#c2410c; text-decoration:underline; }
header input { width:250px; height:40px; padding:0 14px; border:1px solid #d6c7b3; border-radius:4px; background:#fffdf9; font:16px "DejaVu Serif", serif; color:#3b2f2a; box-sizing:border-box; }
header input::placeholder { color:#9c8f80; }
input:focus, textarea:focus { outline:none; border-color:#ea580c; }
.link { padding:0; border:0; background:transparent; color:#c2410c; font:18px "DejaVu Serif", serif; cursor:pointer; }
.link:hover { text-decoration:underline; }
.link.sm { font-size:15px; margin-left:6px; }
.outline { padding:8px 20px; border:2px solid #ea580c; border-radius:999px; background:transparent; color:#c2410c; font:bold 16px "DejaVu Sans", sans-serif; cursor:pointer; }
.outline:hover { background:#fff1e6; }
.fill { padding:12px 22px; border:0; border-radius:4px; background:#ea580c; color:#fff; font:bold 17px "DejaVu Sans", sans-serif; cursor:pointer; }
.fill:hover { background:#c2410c; box-shadow:0 3px 8px rgba(194,65,12,.35); }
.step { width:34px; height:34px; border:1px solid #d6c7b3; border-radius:4px; background:#fff; color:#3b2f2a; font:20px "DejaVu Sans", sans-serif; cursor:pointer; }
.step:hover { border-color:#3b2f2a; }
.unit { padding:4px 10px; border:1px solid #d6c7b3; background:#fff; color:#6b5d52; font:14px "DejaVu Sans", sans-serif; cursor:pointer; }
.unit:first-child { border-radius:4px 0 0 4px; } .unit:last-child { border-radius:0 4px 4px 0; border-left:0; }
.unit.on { background:#3b2f2a; border-color:#3b2f2a; color:#fff; }
button:focus { outline:2px solid #ea580c; outline-offset:2px; }
.wrap { display:grid; grid-template-columns:370px 1fr; gap:40px; padding:26px 36px 0; }
.pic { height:170px; border-radius:6px; }
.box { margin-top:16px; }
.box h2 { font:bold 22px "Liberation Serif", serif; margin:0 0 8px; }
.serv { display:flex; align-items:center; gap:8px; font-size:15px; color:#6b5d52; margin-bottom:8px; }
.serv b { width:26px; text-align:center; color:#3b2f2a; font-size:18px; }
.serv .units { margin-left:auto; display:flex; }
.box ul { list-style:none; margin:0 0 14px; padding:0; }
.box li { padding:3px 0; border-bottom:1px dotted #e4d7c5; font-size:16px; }
.box li label { display:flex; gap:10px; align-items:center; }
.box li input { width:17px; height:17px; accent-color:#ea580c; }
.crumbs { font-size:14px; color:#8a7a6c; }
h1 { font:bold 40px/1.15 "Liberation Serif", serif; margin:4px 0 6px; color:#2a201c; }
.meta { font-size:15px; color:#6b5d52; margin-bottom:14px; }
.meta .stars { color:#d97706; letter-spacing:2px; }
.acts { display:flex; align-items:center; gap:14px; margin-bottom:14px; }
.intro { margin:0 0 12px; max-width:700px; }
main h2 { font:bold 24px "Liberation Serif", serif; margin:10px 0 6px; }
main ol { margin:0; padding-left:24px; max-width:720px; }
main li { margin-bottom:6px; }
button:disabled, .is-disabled, [aria-disabled=true] { color:#aaa39b !important; text-decoration:none !important; cursor:default; }
input:disabled, textarea:disabled { color:#aaa39b; }
input:disabled::placeholder { color:#c9c1b8; }
a.is-disabled { color:#aaa39b !important; pointer-events:none; }
"""


def _recipe(alt: bool) -> str:
    if not alt:
        nav, search, sign = ["Recipes", "Baking", "Weeknight", "Seasonal", "Videos"], "Search 4,000 recipes", "Sign in"
        serv = "8"
        pic = "radial-gradient(circle at 35% 45%, #f4d58d 0 22%, #d98e32 23% 30%, #8c4a1e 31% 34%, transparent 35%), linear-gradient(135deg,#e9d8c0,#c8a27a)"
        items = [("200 g plain flour", True), ("120 g cold butter", True), ("60 g icing sugar", False),
                 ("1 egg yolk", False), ("4 ripe pears", True), ("90 g brown butter", False), ("2 tbsp honey", False)]
        add = "Add 4 items to shopping list"
        crumbs, title = "Baking &rsaquo; Tarts", "Brown-butter pear tart"
        meta = ("&#9733;&#9733;&#9733;&#9733;&#9734;", "4.6 &middot; 212 ratings &middot; Prep 25 min &middot; Bake 55 min")
        acts = ("&#9829; Save", "Print", "Jump to method")
        intro = ("A crisp sweet pastry, pears sliced thin and fanned out, and a nutty brown-butter custard poured over "
                 "just before baking. Make the pastry a day ahead if you like; it keeps well wrapped in the fridge.")
        steps = [("Rub the butter into the flour and sugar, add the yolk and bring it together. Chill for 30 minutes.", "Start 30-min timer"),
                 ("Roll out, line a 24 cm tin and blind-bake at 190&deg;C until pale gold.", ""),
                 ("Brown the butter until it smells of hazelnuts, then whisk it into the honey and eggs.", ""),
                 ("Fan the pears over the base, pour the custard around them and bake for 35 minutes.", "")]
    else:
        nav, search, sign = ["Recipes", "Quick", "Vegetarian", "Holidays", "Guides"], "Find a recipe or ingredient", "My account"
        serv = "4"
        pic = "radial-gradient(circle at 62% 50%, #c4532d 0 20%, #e8e2d6 21% 29%, #6f6a60 30% 31%, transparent 32%), linear-gradient(135deg,#7a8b6f,#3f4a3a)"
        items = [("300 g dried chickpeas", True), ("1 large onion", False), ("3 cloves garlic", True),
                 ("2 tsp smoked paprika", False), ("400 g chopped tomatoes", True), ("100 g baby spinach", False), ("1 lemon", False)]
        add = "Add 3 items to shopping list"
        crumbs, title = "Weeknight &rsaquo; Stews", "Smoky chickpea and spinach stew"
        meta = ("&#9733;&#9733;&#9733;&#9733;&#9733;", "4.9 &middot; 1,048 ratings &middot; Prep 15 min &middot; Cook 40 min")
        acts = ("&#9829; Saved", "Share", "Skip to steps")
        intro = ("A one-pot supper that tastes of a slow Sunday but is ready in under an hour. Tinned chickpeas work too: "
                 "drain them well and add them with the tomatoes rather than at the start.")
        steps = [("Soften the onion in olive oil for ten minutes, then add the garlic and the paprika.", "Start 10-min timer"),
                 ("Add the chickpeas, the tomatoes and a glass of water and simmer gently.", ""),
                 ("Stir in the spinach until it wilts and season with salt and lemon.", ""),
                 ("Serve with flatbread and a spoon of yoghurt on top.", "")]
    links = "".join(f'<a href="#">{n}</a>' for n in nav)
    lis = "".join(f'<li><label><input type="checkbox"{" checked" if c else ""}>{t}</label></li>' for t, c in items)
    timer = '<button class="link sm">{}</button>'
    ol = "".join(f"<li>{s}{timer.format(b) if b else ''}</li>" for s, b in steps)
    return f"""<style>{RECIPE_CSS}</style>
<header><div class="logo">Hearth &amp; Crumb</div><nav>{links}</nav><input type="text" placeholder="{search}"><button class="link">{sign}</button></header>
<div class="wrap"><aside><div class="pic" style="background:{pic}"></div><div class="box"><h2>Ingredients</h2>
<div class="serv">Servings <button class="step" title="Fewer">&minus;</button><b>{serv}</b><button class="step" title="More">+</button><span class="units"><button class="unit on">Metric</button><button class="unit">US cups</button></span></div>
<ul>{lis}</ul><button class="fill">{add}</button></div></aside>
<main><div class="crumbs">{crumbs}</div><h1>{title}</h1><div class="meta"><span class="stars">{meta[0]}</span> {meta[1]}</div>
<div class="acts"><button class="outline">{acts[0]}</button><button class="outline">{acts[1]}</button><button class="link">{acts[2]}</button></div>
<p class="intro">{intro}</p><h2>Method</h2><ol>{ol}</ol></main></div>"""


ISSUES_CSS = """
body { margin:0; font:12px/1.5 "Liberation Sans", Arial, sans-serif; color:#24292f; background:#fff; }
.top { display:flex; align-items:center; gap:8px; height:48px; padding:0 24px; background:#f6f8fa; border-bottom:1px solid #d0d7de; }
.top .repo { font-size:15px; margin-right:auto; }
.top .repo a { color:#6d28d9; text-decoration:none; }
.top .repo a:hover { text-decoration:underline; }
.top .repo b a { font-weight:bold; }
.tabs { display:flex; gap:4px; padding:0 24px; border-bottom:1px solid #d0d7de; background:#f6f8fa; }
.tabs a { padding:8px 10px; color:#24292f; text-decoration:none; border-bottom:2px solid transparent; }
.tabs a:hover { border-bottom-color:#d0d7de; }
.tabs a.on { border-bottom-color:#fd8c73; font-weight:bold; }
.tabs a span { background:#e1e4e8; border-radius:8px; padding:0 6px; margin-left:4px; font-weight:normal; }
.btn { height:26px; padding:0 10px; border:1px solid #d0d7de; border-radius:2px; background:#f6f8fa; color:#24292f; font:12px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.btn:hover { box-shadow:0 1px 3px rgba(31,35,40,.3); }
.btn b { background:#e1e4e8; border-radius:8px; padding:0 5px; margin-left:4px; font-weight:normal; }
.btn.purple { background:#fff; border-color:#7c3aed; color:#6d28d9; }
.btn.purple:hover { box-shadow:0 1px 4px rgba(109,40,217,.45); }
.btn.green { background:#1f883d; border-color:#1a7f37; color:#fff; font-weight:bold; }
.btn.green:hover { box-shadow:0 2px 5px rgba(26,127,55,.5); }
.btn:focus { outline:none; box-shadow:0 0 0 3px rgba(124,58,237,.35); }
.wrap { padding:16px 24px 0; }
.bar { display:flex; gap:8px; align-items:center; margin-bottom:14px; }
.filter { flex:1; height:28px; padding:0 8px; border:1px solid #d0d7de; border-radius:2px; background:#f6f8fa; font:12px "DejaVu Sans Mono", monospace; color:#24292f; box-sizing:border-box; }
.filter:focus { outline:none; border-color:#7c3aed; background:#fff; box-shadow:0 0 0 3px rgba(124,58,237,.3); }
.list { border:1px solid #d0d7de; border-radius:2px; }
.lh { display:flex; align-items:center; gap:14px; padding:8px 14px; background:#f6f8fa; border-bottom:1px solid #d0d7de; }
.tb { border:0; background:transparent; padding:2px 0; color:#57606a; font:12px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.tb.on { color:#24292f; font-weight:bold; }
.tb:hover { color:#24292f; text-shadow:0 1px 2px rgba(0,0,0,.18); }
.lh .sp { flex:1; }
.lh details summary { list-style:none; color:#57606a; cursor:pointer; }
.row { display:flex; align-items:flex-start; gap:10px; padding:7px 14px; border-bottom:1px solid #eaeef2; }
.row:hover { background:#f6f8fa; }
.row .st { width:12px; height:12px; border:2px solid #1a7f37; border-radius:50%; box-sizing:border-box; margin-top:3px; flex:none; }
.row .st.cl { border-color:#8250df; background:#8250df; }
.row .t { flex:1; }
.row .t a { color:#24292f; font-weight:bold; font-size:13px; text-decoration:none; }
.row .t a:hover { color:#6d28d9; text-decoration:underline; }
.row .t small { display:block; color:#57606a; }
.lbl { display:inline-block; padding:0 7px; border-radius:2px; font-size:11px; font-weight:bold; margin-left:4px; line-height:17px; }
.row .c { width:90px; color:#57606a; text-align:right; }
.row .av { width:18px; height:18px; border-radius:2px; flex:none; }
.row input { margin-top:3px; }
.pages { display:flex; justify-content:center; gap:4px; margin-top:12px; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#fff !important; color:#9aa1a9 !important; border:1px dashed #b6bdc4 !important; box-shadow:none !important; text-shadow:none !important; cursor:not-allowed; }
.tb:disabled, .tb.is-disabled { border:1px dashed #b6bdc4 !important; padding:1px 4px; }
input:disabled { background:#fff !important; color:#9aa1a9 !important; border:1px dashed #b6bdc4 !important; }
a.is-disabled { border:0 !important; pointer-events:none; }
"""


def _issues(alt: bool) -> str:
    if not alt:
        owner, repo, watch, star = "lumenlabs", "tessera", "Watch <b>48</b>", "&#9733; Star <b>3.1k</b>"
        tabs = [("Code", ""), ("Issues", "128"), ("Pull requests", "14"), ("Actions", ""), ("Wiki", ""), ("Insights", "")]
        query = "is:open is:issue label:bug "
        bar = ("Filters &#9662;", "Labels <b>24</b>", "Milestones <b>6</b>", "New issue")
        counts = ("&#9673; 128 Open", "&#10003; 2,041 Closed")
        rows = [("Tile cache leaks file handles on Windows", [("bug", "#d73a4a", "#fff"), ("windows", "#bfdadc", "#24292f")], "#4821 opened 2 hours ago by mkoval", 3, False),
                ("Crash when a style has an empty font stack", [("bug", "#d73a4a", "#fff"), ("crash", "#b60205", "#fff")], "#4818 opened yesterday by ayu-t", 7, False),
                ("Labels overlap at zoom 14 on retina screens", [("bug", "#d73a4a", "#fff"), ("rendering", "#5319e7", "#fff")], "#4811 opened 3 days ago by rdiaz", 12, False),
                ("GeoJSON import drops the last ring of a polygon", [("bug", "#d73a4a", "#fff"), ("good first issue", "#7057ff", "#fff")], "#4807 opened 4 days ago by tomasz-w", 2, False),
                ("Docs: tile size option has the wrong default", [("bug", "#d73a4a", "#fff"), ("docs", "#0075ca", "#fff")], "#4799 opened last week by nadia", 1, True),
                ("Memory climbs when panning for a long time", [("bug", "#d73a4a", "#fff"), ("performance", "#fbca04", "#24292f")], "#4795 opened last week by eoin", 18, False),
                ("Hover state stuck after a touch event", [("bug", "#d73a4a", "#fff"), ("input", "#c2e0c6", "#24292f")], "#4790 opened 9 days ago by li-wen", 4, False),
                ("Wrong projection name in the error message", [("bug", "#d73a4a", "#fff")], "#4786 opened 10 days ago by mkoval", 0, False),
                ("Vector tiles flicker while the style reloads", [("bug", "#d73a4a", "#fff"), ("rendering", "#5319e7", "#fff")], "#4781 opened 2 weeks ago by ayu-t", 9, False),
                ("CLI exits 0 when the config file is missing", [("bug", "#d73a4a", "#fff"), ("cli", "#e99695", "#24292f")], "#4774 opened 2 weeks ago by sam-h", 5, False),
                ("Attribution control covers the scale bar", [("bug", "#d73a4a", "#fff"), ("ui", "#d4c5f9", "#24292f")], "#4770 opened 3 weeks ago by nadia", 2, False)]
    else:
        owner, repo, watch, star = "lumenlabs", "tessera-docs", "Unwatch <b>12</b>", "&#9733; Starred <b>402</b>"
        tabs = [("Code", ""), ("Issues", "37"), ("Pull requests", "5"), ("Actions", ""), ("Wiki", ""), ("Insights", "")]
        query = "is:open is:issue label:docs sort:updated "
        bar = ("Views &#9662;", "Tags <b>11</b>", "Releases <b>3</b>", "Report a problem")
        counts = ("&#9673; 37 Open", "&#10003; 516 Closed")
        rows = [("Tutorial 3 links to a removed page", [("docs", "#0075ca", "#fff"), ("links", "#bfd4f2", "#24292f")], "#212 opened 1 hour ago by ayu-t", 1, False),
                ("Add a page on offline tile packs", [("docs", "#0075ca", "#fff"), ("enhancement", "#a2eeef", "#24292f")], "#209 opened 2 days ago by rdiaz", 6, False),
                ("Code sample uses the old import path", [("docs", "#0075ca", "#fff"), ("good first issue", "#7057ff", "#fff")], "#207 opened 3 days ago by nadia", 0, False),
                ("Search does not find option names", [("site", "#fbca04", "#24292f")], "#205 opened 5 days ago by eoin", 3, False),
                ("Translate the quick start into Spanish", [("i18n", "#c5def5", "#24292f")], "#201 opened last week by marta-g", 11, True),
                ("Dark theme: code blocks hard to read", [("site", "#fbca04", "#24292f"), ("a11y", "#0e8a16", "#fff")], "#198 opened last week by li-wen", 4, False),
                ("Explain the cache size setting", [("docs", "#0075ca", "#fff")], "#196 opened 9 days ago by sam-h", 2, False),
                ("Broken anchor in the FAQ", [("links", "#bfd4f2", "#24292f")], "#193 opened 10 days ago by tomasz-w", 0, False),
                ("Diagram of the render pipeline is outdated", [("docs", "#0075ca", "#fff"), ("design", "#d4c5f9", "#24292f")], "#190 opened 2 weeks ago by mkoval", 5, False),
                ("Version switcher hides 2.x pages", [("site", "#fbca04", "#24292f")], "#188 opened 2 weeks ago by ayu-t", 7, False),
                ("Contributing guide: explain the docs build", [("docs", "#0075ca", "#fff")], "#185 opened 3 weeks ago by nadia", 1, False)]
    tab = "".join(f'<a href="#"{" class=on" if i == 1 else ""}>{n}{f"<span>{c}</span>" if c else ""}</a>' for i, (n, c) in enumerate(tabs))
    faces = ["#f78166", "#3fb950", "#a371f7", "#58a6ff", "#d29922"]
    trs = "".join(
        f'<div class="row"><input type="checkbox"><i class="st{" cl" if cl else ""}"></i><div class="t"><a href="#">{t}</a>'
        + "".join(f'<span class="lbl" style="background:{bg};color:{fg}">{n}</span>' for n, bg, fg in lbls)
        + f'<small>{m}</small></div><div class="c">{f"{c} comments" if c > 1 else ("1 comment" if c else "")}</div><i class="av" style="background:{faces[k % 5]}"></i></div>'
        for k, (t, lbls, m, c, cl) in enumerate(rows))
    dd = "".join(f"<details><summary>{d} &#9662;</summary></details>" for d in ["Author", "Label", "Projects", "Assignee", "Sort"])
    return f"""<style>{ISSUES_CSS}</style>
<div class="top"><div class="repo"><a href="#">{owner}</a> / <b><a href="#">{repo}</a></b></div><button class="btn">{watch}</button><button class="btn">Fork <b>212</b></button><button class="btn">{star}</button></div>
<div class="tabs">{tab}</div>
<div class="wrap"><div class="bar"><button class="btn">{bar[0]}</button><input type="text" class="filter" value="{query}"><button class="btn purple">{bar[1]}</button><button class="btn purple">{bar[2]}</button><button class="btn green">{bar[3]}</button></div>
<div class="list"><div class="lh"><input type="checkbox"><button class="tb on">{counts[0]}</button><button class="tb">{counts[1]}</button><span class="sp"></span>{dd}</div>{trs}</div></div>"""


HOTEL_CSS = """
body { margin:0; font:15px/1.45 "DejaVu Sans", sans-serif; color:#1f2933; background:#f7f7f5; }
header { display:flex; align-items:center; gap:10px; height:74px; padding:0 32px; background:#fff; border-bottom:1px solid #e3e3df; }
.logo { font:bold 23px "DejaVu Sans", sans-serif; color:#0f766e; margin-right:18px; letter-spacing:-.5px; }
.q { display:flex; flex-direction:column; }
.q label { font-size:11px; font-weight:bold; color:#52606d; text-transform:uppercase; letter-spacing:.5px; padding-left:14px; }
.q input { height:40px; padding:0 14px; border:1px solid #cbd2d9; border-radius:20px; background:#fff; font:15px "DejaVu Sans", sans-serif; color:#1f2933; box-sizing:border-box; }
.q input:hover { border-color:#9aa5b1; }
input:focus, select:focus { outline:none; border-color:#14b8a6; box-shadow:0 0 10px 2px rgba(20,184,166,.55); }
.pill { white-space:nowrap; height:42px; padding:0 24px; border:0; border-radius:21px; background:#0f766e; color:#fff; font:bold 15px "DejaVu Sans", sans-serif; cursor:pointer; }
.pill:hover { background:#115e59; }
.pill.out { background:transparent; border:1.5px solid #0f766e; color:#0f766e; height:36px; padding:0 16px; font-size:14px; }
.pill.out:hover { color:#115e59; border-color:#115e59; background:#e6f6f4; }
.pill:focus, .red:focus, .chip:focus { outline:2px solid #0f766e; outline-offset:2px; }
.red { border:0; background:transparent; padding:0; white-space:nowrap; color:#c81e1e; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.red:hover { color:#8e1414; }
.wrap { display:grid; grid-template-columns:250px 1fr; gap:26px; padding:22px 32px 0; }
aside { background:#fff; border:1px solid #e3e3df; border-radius:10px; padding:14px 18px; align-self:start; }
aside .hd { display:flex; justify-content:space-between; align-items:center; margin-bottom:6px; }
aside h3 { font-size:16px; margin:0; }
aside h4 { font-size:13px; margin:14px 0 6px; color:#52606d; }
aside label { display:flex; gap:8px; align-items:center; font-size:14px; padding:2px 0; }
aside input[type=checkbox] { accent-color:#0f766e; width:16px; height:16px; }
.price { display:flex; gap:8px; }
.price input { width:90px; height:32px; padding:0 8px; border:1px solid #cbd2d9; border-radius:6px; font:14px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.chips { display:flex; gap:6px; }
.chip { height:30px; padding:0 10px; border:1px solid #cbd2d9; border-radius:15px; background:#fff; color:#3e4c59; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.chip:hover { color:#0f766e; border-color:#0f766e; }
.chip.on { background:#ccfbf1; border-color:#0f766e; color:#0f766e; }
.rh { display:flex; align-items:center; gap:12px; margin-bottom:12px; }
.rh h1 { font-size:21px; margin:0 auto 0 0; }
.rh select { height:36px; padding:0 10px; border:1px solid #cbd2d9; border-radius:6px; font:14px "DejaVu Sans", sans-serif; background:#fff; }
.card { display:flex; gap:18px; background:#fff; border:1px solid #e3e3df; border-radius:12px; padding:12px; margin-bottom:12px; }
.card .img { width:210px; height:150px; border-radius:8px; flex:none; }
.card .info { flex:1; }
.card h2 { font-size:18px; margin:2px 0 2px; }
.card h2 a { color:#1f2933; text-decoration:none; }
.card h2 a:hover { color:#0f766e; }
.card .area { color:#52606d; font-size:13px; }
.card .ok { color:#047857; font-size:13px; margin-top:6px; }
.card .ok b { display:block; font-weight:normal; }
.card .side { width:260px; display:flex; flex-direction:column; align-items:flex-end; justify-content:space-between; text-align:right; }
.card .score { display:flex; gap:8px; align-items:center; font-size:13px; color:#52606d; }
.card .score b { background:#0f766e; color:#fff; border-radius:6px 6px 6px 0; padding:3px 7px; font-size:14px; }
.card .pr { font-size:22px; font-weight:bold; }
.card .pr small { display:block; font-size:12px; font-weight:normal; color:#52606d; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#a7d9d3 !important; color:#fff !important; cursor:not-allowed; }
.pill.out:disabled, .pill.out.is-disabled, .chip:disabled, .chip.is-disabled { background:transparent !important; color:#9fd1ca !important; border-color:#b7e0da !important; }
.red:disabled, .red.is-disabled { background:transparent !important; color:#f2a7a7 !important; }
input:disabled, input.is-disabled, select:disabled { background:#fbfefd !important; color:#9fd1ca !important; border-color:#cfe9e5 !important; }
a.is-disabled { background:transparent !important; color:#9fd1ca !important; pointer-events:none; }
"""


def _hotel(alt: bool) -> str:
    if not alt:
        where, dates, guests, go = "Kyoto, Japan", "Mar 14 &ndash; Mar 18", "2 adults &middot; 1 room", "Search"
        found, clear = "214 stays in Kyoto", "Clear all"
        checks = [("Free cancellation", True), ("Breakfast included", False), ("Pool", False), ("Near a station", True)]
        lo, hi = "80", "260"
        stars = ["3 &#9733;", "4 &#9733;", "5 &#9733;"]
        sort = ["Recommended", "Price: low to high", "Guest rating"]
        hotels = [("Machiya Hanami", "Higashiyama &middot; 0.6 km from Gion", ["Free cancellation", "Breakfast included"], "9.1", "Superb &middot; 1,204 reviews", "EUR 186", "#e9b384,#7c9070"),
                  ("Hotel Kamo River View", "Nakagyo &middot; 1.2 km from centre", ["Free cancellation"], "8.6", "Excellent &middot; 3,518 reviews", "EUR 142", "#9ad0ec,#1e6f9f"),
                  ("Sakura Garden Ryokan", "Arashiyama &middot; 7 km from centre", ["Breakfast and dinner included"], "9.4", "Exceptional &middot; 688 reviews", "EUR 254", "#f7c6c7,#b5838d")]
        save, avail = "&#9825; Save", "See availability"
    else:
        where, dates, guests, go = "Porto, Portugal", "Apr 2 &ndash; Apr 5", "3 adults &middot; 2 rooms", "Update"
        found, clear = "97 stays in Porto", "Reset filters"
        checks = [("Free cancellation", False), ("Breakfast included", True), ("Parking", True), ("River view", False)]
        lo, hi = "60", "180"
        stars = ["2 &#9733;", "3 &#9733;", "4 &#9733;"]
        sort = ["Distance from centre", "Price: high to low", "Stars"]
        hotels = [("Casa da Ribeira", "Ribeira &middot; 0.3 km from the river", ["Breakfast included", "Pay at the property"], "8.9", "Fabulous &middot; 906 reviews", "EUR 118", "#f2cc8f,#e07a5f"),
                  ("Aliados Boutique Rooms", "Baixa &middot; 0.4 km from centre", ["No prepayment needed"], "8.2", "Very good &middot; 2,177 reviews", "EUR 94", "#cdb4db,#6d597a"),
                  ("Foz Atlantic Suites", "Foz do Douro &middot; 5 km from centre", ["Free parking"], "9.0", "Superb &middot; 451 reviews", "EUR 162", "#a8dadc,#1d3557")]
        save, avail = "&#9829; Saved", "Choose rooms"
    chk = "".join(f'<label><input type="checkbox"{" checked" if c else ""}>{t}</label>' for t, c in checks)
    chip = "".join(f'<button class="chip{" on" if i == 1 else ""}">{s}</button>' for i, s in enumerate(stars))
    opts = "".join(f"<option>{s}</option>" for s in sort)
    cards = "".join(
        f'<div class="card"><div class="img" style="background:linear-gradient(135deg,{g})"></div><div class="info"><h2><a href="#">{n}</a></h2><div class="area">{a}</div>'
        f'<div class="ok">{"".join(f"<b>&#10003; {o}</b>" for o in oks)}</div></div>'
        f'<div class="side"><div class="score">{w}<b>{s}</b></div><div class="pr"><small>4 nights, 2 adults</small>{p}</div><div style="display:flex;gap:14px;align-items:center"><button class="red">{save}</button><button class="pill">{avail}</button></div></div></div>'
        for n, a, oks, s, w, p, g in hotels)
    return f"""<style>{HOTEL_CSS}</style>
<header><div class="logo">staywell</div><div class="q"><label>Where</label><input type="text" value="{where}" style="width:260px"></div>
<div class="q"><label>Dates</label><input type="text" value="{dates}" style="width:190px"></div><div class="q"><label>Guests</label><input type="text" value="{guests}" style="width:200px"></div>
<button class="pill" style="margin-top:16px">{go}</button></header>
<div class="wrap"><aside><div class="hd"><h3>Filter by</h3><button class="red">{clear}</button></div>{chk}
<h4>Price per night (EUR)</h4><div class="price"><input type="text" value="{lo}"><input type="text" value="{hi}"></div>
<h4>Stars</h4><div class="chips">{chip}</div></aside>
<main><div class="rh"><h1>{found}</h1><select>{opts}</select><button class="pill out">Map view</button></div>{cards}</main></div>"""


LOBBY_CSS = """
body { margin:0; font:18px/1.4 "Liberation Sans", Arial, sans-serif; color:#e8eaed; background:#202124; }
.top { display:flex; align-items:center; gap:22px; height:64px; padding:0 28px; }
.top .logo { font:bold 22px "DejaVu Sans", sans-serif; color:#e8eaed; margin-right:auto; }
.top .logo i { display:inline-block; width:14px; height:14px; border-radius:4px; background:#8ab4f8; margin-right:8px; }
.top a { color:#bdc1c6; text-decoration:none; font-size:16px; }
.top a:hover { color:#e8eaed; }
.top .me { width:36px; height:36px; border-radius:50%; background:#f28b82; color:#202124; font:bold 16px "Liberation Sans", sans-serif; display:flex; align-items:center; justify-content:center; }
.stage { display:grid; grid-template-columns:720px 1fr; gap:48px; padding:18px 40px 0 48px; }
.video { position:relative; height:405px; border-radius:12px; overflow:hidden; background:radial-gradient(circle at 50% 42%, #c9a48a 0 13%, #3d2f2a 13.5% 15%, transparent 15.5%), radial-gradient(ellipse at 50% 100%, #5a4a7a 0 32%, transparent 33%), linear-gradient(160deg,#3c4a5c,#1b222c); }
.video .tag { position:absolute; left:16px; top:14px; font-size:15px; color:#fff; text-shadow:0 1px 3px rgba(0,0,0,.6); }
.ctrls { position:absolute; left:0; right:0; bottom:18px; display:flex; justify-content:center; gap:14px; }
.ic { height:52px; padding:0 20px; border:0; border-radius:26px; background:#3c4043; color:#e8eaed; font:17px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.ic:hover { background:#4a4e52; }
.ic.off { background:#ea4335; color:#fff; }
.ic.off:hover { background:#d33b2e; }
.side h1 { font:normal 34px "DejaVu Sans", sans-serif; margin:40px 0 8px; color:#e8eaed; }
.side p { margin:0 0 18px; color:#bdc1c6; font-size:17px; }
.faces { display:flex; margin-bottom:18px; }
.faces i { width:34px; height:34px; border-radius:50%; border:2px solid #202124; margin-right:-8px; }
.name { width:360px; height:50px; padding:0 16px; border:1px solid #5f6368; border-radius:8px; background:#202124; color:#e8eaed; font:18px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
.name:hover { border-color:#9aa0a6; }
input:focus, select:focus { outline:none; border-color:#202124; box-shadow:0 0 0 2px #202124, 0 0 0 4px #8ab4f8; }
.row { display:flex; gap:12px; margin:18px 0 12px; }
.join { height:52px; padding:0 30px; border:0; border-radius:26px; background:#8ab4f8; color:#202124; font:bold 18px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.join:hover { box-shadow:0 2px 8px rgba(138,180,248,.55); background:#9bbff9; }
.present { height:52px; padding:0 24px; border:1px solid #5f6368; border-radius:26px; background:transparent; color:#8ab4f8; font:bold 18px "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.present:hover { background:rgba(138,180,248,.1); }
.lk { border:0; background:transparent; padding:0; color:#8ab4f8; font:16px "Liberation Sans", Arial, sans-serif; cursor:pointer; margin-right:18px; }
.lk:hover { color:#aecbfa; }
button:focus { outline:2px solid #e8eaed; outline-offset:3px; }
.dev { display:flex; flex-wrap:wrap; gap:10px; margin-top:22px; width:420px; }
.dev select { width:205px; height:40px; padding:0 8px; border:1px solid #5f6368; border-radius:8px; background:#2d2e31; color:#e8eaed; font:14px "Liberation Sans", Arial, sans-serif; }
button:disabled, .is-disabled, [aria-disabled=true] { opacity:.5; cursor:not-allowed; }
input:disabled, select:disabled { opacity:.5; }
"""


def _lobby(alt: bool) -> str:
    if not alt:
        title, who, name = "Ready to join?", "Maya Chen and 3 others are in this call", "Dana Ortiz"
        mic, cam, fx = "&#9679; Mic on", "&#9632; Camera on", "&#10022; Effects"
        join, present, ways = "Join now", "Present", ("Join by phone", "Copy link")
        tag, faces = "Dana Ortiz (you)", ["#fdd663", "#81c995", "#f28b82", "#c58af9"]
        dev = [["Microphone: Built-in", "Headset (USB)"], ["Speaker: Built-in", "Headset (USB)"], ["Camera: FaceTime HD", "OBS virtual camera"]]
        meet, links = "Weekly design review &middot; 10:30", ["Help", "Feedback"]
    else:
        title, who, name = "Meeting starts soon", "No one else is here yet", "Amira Hassan"
        mic, cam, fx = "&#9675; Mic off", "&#9633; Camera off", "&#10022; Blur"
        join, present, ways = "Ask to join", "Companion", ("Dial in", "Share invite")
        tag, faces = "Amira Hassan (you)", ["#aecbfa", "#aecbfa", "#aecbfa", "#aecbfa"]
        dev = [["Microphone: Headset (USB)", "Built-in"], ["Speaker: Headset (USB)", "Built-in"], ["Camera: OBS virtual camera", "FaceTime HD"]]
        meet, links = "Quarterly planning &middot; 14:00", ["Support", "Report a problem"]
    top = "".join(f'<a href="#">{n}</a>' for n in links)
    fs = "".join(f'<i style="background:{c}"></i>' for c in faces)
    sel = "".join(f'<select>{"".join(f"<option>{o}</option>" for o in d)}</select>' for d in dev)
    off = " off" if alt else ""
    return f"""<style>{LOBBY_CSS}</style>
<div class="top"><div class="logo"><i></i>Huddle</div><span style="color:#bdc1c6;font-size:16px">{meet}</span>{top}<div class="me">{name[0]}</div></div>
<div class="stage"><div class="video"><div class="tag">{tag}</div><div class="ctrls"><button class="ic{off}">{mic}</button><button class="ic{off}">{cam}</button><button class="ic">{fx}</button></div></div>
<div class="side"><h1>{title}</h1><div class="faces">{fs}</div><p>{who}</p><input type="text" class="name" value="{name}">
<div class="row"><button class="join">{join}</button><button class="present">{present}</button></div>
<div><button class="lk">{ways[0]}</button><button class="lk">{ways[1]}</button></div>
<div class="dev">{sel}</div></div></div>"""


GALLERY_CSS = """
body { margin:0; font:12px/1.4 "DejaVu Sans Mono", monospace; color:#cfcfcf; background:#1e1e1e; }
.menu { display:flex; align-items:center; gap:14px; height:34px; padding:0 12px; background:#2b2b2b; border-bottom:1px solid #111; }
.menu a { color:#cfcfcf; text-decoration:none; }
.menu a:hover { color:#fff; text-decoration:underline; }
.menu .fn { margin-left:auto; width:210px; height:22px; padding:0 6px; border:1px solid #444; border-radius:0; background:#1b1b1b; color:#e6e6e6; font:12px "DejaVu Sans Mono", monospace; }
input:focus { outline:none; border-color:#ff8c1a; box-shadow:0 0 6px 2px rgba(255,140,26,.6); }
.app { display:grid; grid-template-columns:118px 1fr 270px; height:720px; }
.tools { background:#252525; border-right:1px solid #111; padding:8px 6px; display:flex; flex-direction:column; gap:4px; }
.g { display:flex; align-items:center; gap:6px; width:100%; height:30px; padding:0 8px; border:1px solid transparent; border-radius:0; background:transparent; color:#cfcfcf; font:12px "DejaVu Sans Mono", monospace; text-align:left; cursor:pointer; }
.g:hover { background:#333; color:#fff; }
.g.on { background:#3d3d3d; color:#ffb061; border-color:#4a4a4a; }
.g:focus, .o:focus, .sq:focus { outline:1px solid #ffb061; outline-offset:1px; }
.canvas { background:#151515; display:flex; align-items:center; justify-content:center; }
.photo { position:relative; width:620px; height:414px; box-shadow:0 0 0 1px #000; }
.photo .grid { position:absolute; inset:30px 40px; border:1px solid rgba(255,255,255,.85); background:linear-gradient(90deg,transparent 33%,rgba(255,255,255,.35) 33% calc(33% + 1px),transparent 0 66%,rgba(255,255,255,.35) 66% calc(66% + 1px),transparent 0), linear-gradient(180deg,transparent 33%,rgba(255,255,255,.35) 33% calc(33% + 1px),transparent 0 66%,rgba(255,255,255,.35) 66% calc(66% + 1px),transparent 0); }
.panel { background:#252525; border-left:1px solid #111; padding:10px 12px; }
.ph { display:flex; gap:4px; margin-bottom:12px; }
.o { white-space:nowrap; height:28px; padding:0 10px; border:1px solid #ff8c1a; border-radius:0; background:transparent; color:#ff9f43; font:bold 12px "DejaVu Sans Mono", monospace; cursor:pointer; }
.o:hover { background:#ff8c1a; color:#1e1e1e; }
.sq { white-space:nowrap; height:28px; padding:0 8px; border:1px solid #4a4a4a; border-radius:0; background:#2f2f2f; color:#cfcfcf; font:12px "DejaVu Sans Mono", monospace; cursor:pointer; }
.sq:hover { background:#3a3a3a; color:#fff; }
.panel h3 { font-size:11px; color:#8f8f8f; text-transform:uppercase; letter-spacing:1px; margin:12px 0 6px; border-bottom:1px solid #333; padding-bottom:3px; }
.sl { display:grid; grid-template-columns:80px 1fr 48px; align-items:center; gap:8px; margin:5px 0; }
.sl b { height:3px; background:#444; position:relative; }
.sl b i { position:absolute; top:-4px; width:3px; height:11px; background:#e6e6e6; }
.sl input { width:48px; height:20px; padding:0 4px; border:1px solid #444; background:#1b1b1b; color:#e6e6e6; font:11px "DejaVu Sans Mono", monospace; box-sizing:border-box; text-align:right; }
.hist { height:70px; background:linear-gradient(90deg,#555 0 3%,#6a6a6a 3% 9%,#888 9% 20%,#9a9a9a 20% 40%,#777 40% 62%,#5d5d5d 62% 80%,#444 80%); clip-path:polygon(0 100%,5% 70%,15% 40%,30% 25%,45% 35%,60% 15%,75% 45%,90% 60%,100% 100%); }
.strip { position:fixed; left:118px; right:270px; bottom:0; height:46px; background:#222; border-top:1px solid #111; display:flex; align-items:center; gap:6px; padding:0 10px; }
.strip i { width:52px; height:34px; flex:none; }
.strip .sp { flex:1; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#3a3a3a !important; color:#6e6e6e !important; border-color:#3a3a3a !important; cursor:default; }
input:disabled { background:#3a3a3a !important; color:#6e6e6e !important; border-color:#3a3a3a !important; }
a.is-disabled { background:transparent !important; color:#6e6e6e !important; pointer-events:none; }
"""


def _gallery(alt: bool) -> str:
    if not alt:
        fname, menus = "IMG_2045_sunset.jpg", ["File", "Edit", "Image", "Layer", "Select", "View", "Help"]
        tools = ["&#9986; Crop", "&#10227; Rotate", "&#9680; Tone", "&#9998; Retouch", "&#10530; Resize", "&#9733; Presets"]
        export, share = "Export", "Share"
        sliders = [("Exposure", "+0.35", 58), ("Contrast", "+12", 56), ("Highlights", "-40", 30), ("Shadows", "+22", 61),
                   ("Whites", "+5", 52), ("Blacks", "-8", 46), ("Vibrance", "+18", 59), ("Saturation", "0", 50)]
        heads = ("Light", "Colour")
        auto, reset = "Auto", "Reset"
        strip = ["#f08a4b,#503b6e", "#8ecae6,#023047", "#f4a261,#264653", "#e9c46a,#2a9d8f", "#cdb4db,#5e548e", "#b7e4c7,#1b4332", "#ffafcc,#6d597a"]
        undo = ("&#8630; Undo", "&#8631; Redo")
        photo = "radial-gradient(circle at 72% 28%, #fff3c4 0 6%, #ffcf70 7% 12%, transparent 13%), linear-gradient(180deg,#f08a4b 0%,#d9576b 38%,#503b6e 62%,#1d2b3a 63%,#22384d 100%)"
    else:
        fname, menus = "DSC_0871_harbour.tif", ["File", "Edit", "Image", "Layer", "Select", "View", "Help"]
        tools = ["&#9998; Heal", "&#9680; Mask", "&#9986; Slice", "&#10227; Level", "&#10530; Canvas", "&#9733; Styles"]
        export, share = "Save", "Print"
        sliders = [("Temp", "5400K", 47), ("Tint", "+3", 51), ("Clarity", "+20", 62), ("Dehaze", "+9", 55),
                   ("Texture", "-6", 47), ("Grain", "12", 20), ("Vignette", "-25", 35), ("Sharpen", "40", 40)]
        heads = ("Colour balance", "Effects")
        auto, reset = "Match", "Revert"
        strip = ["#8ecae6,#023047", "#f08a4b,#503b6e", "#e9c46a,#2a9d8f", "#ffafcc,#6d597a", "#f4a261,#264653", "#cdb4db,#5e548e", "#b7e4c7,#1b4332"]
        undo = ("&#8630; Back", "&#8631; Forward")
        photo = "linear-gradient(90deg,transparent 0 18%,#3a2f2a 18% 21%,transparent 21% 64%,#3a2f2a 64% 66%,transparent 66%), linear-gradient(180deg,#1b2a4a 0%,#3f5e8c 45%,#f2b880 58%,#0f2236 59%,#183a52 100%)"
    menu = "".join(f'<a href="#">{m}</a>' for m in menus)
    tl = "".join(f'<button class="g{" on" if i == 0 else ""}">{t}</button>' for i, t in enumerate(tools))

    def sl(rows: list[tuple[str, str, int]]) -> str:
        return "".join(f'<div class="sl">{n}<b><i style="left:{p}%"></i></b><input type="text" value="{v}"></div>' for n, v, p in rows)

    th = "".join(f'<i style="background:linear-gradient(135deg,{g});{"outline:2px solid #ff8c1a" if i == 0 else ""}"></i>' for i, g in enumerate(strip))
    return f"""<style>{GALLERY_CSS}</style>
<div class="menu">{menu}<input type="text" class="fn" value="{fname}"></div>
<div class="app"><div class="tools">{tl}</div><div class="canvas"><div class="photo" style="background:{photo}"><div class="grid"></div></div></div>
<div class="panel"><div class="ph"><button class="o">{export}</button><button class="sq">{share}</button><button class="sq">{auto}</button><button class="sq">{reset}</button></div>
<div class="hist"></div><h3>{heads[0]}</h3>{sl(sliders[:4])}<h3>{heads[1]}</h3>{sl(sliders[4:])}</div></div>
<div class="strip">{th}<span class="sp"></span><button class="sq">{undo[0]}</button><button class="sq">{undo[1]}</button></div>"""


COURSE_CSS = """
body { margin:0; font:17px/1.6 "Liberation Serif", serif; color:#2e2a3b; background:#fbfaff; }
.top { display:flex; align-items:center; gap:18px; height:60px; padding:0 30px; background:#fff; border-bottom:1px solid #e6e1f2; font-family:"DejaVu Sans", sans-serif; }
.top .logo { font:bold 18px "DejaVu Serif", serif; color:#5b21b6; }
.top .course { color:#6b6480; font-size:14px; margin-right:auto; }
.prog { width:180px; height:8px; border-radius:4px; background:#ece8f6; overflow:hidden; }
.prog i { display:block; height:100%; background:#7c3aed; }
.top small { color:#6b6480; font-size:13px; }
.tx { border:0; background:transparent; padding:0; color:#6d28d9; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.tx:hover { text-decoration:underline; }
.wrap { display:grid; grid-template-columns:250px 1fr; }
nav { padding:18px 16px 0 30px; border-right:1px solid #e6e1f2; height:740px; box-sizing:border-box; font:14px "DejaVu Sans", sans-serif; }
nav h4 { margin:12px 0 4px; font-size:12px; text-transform:uppercase; letter-spacing:.8px; color:#8b84a0; }
nav a { display:block; padding:4px 8px; border-radius:4px; color:#4b4560; text-decoration:none; }
nav a:hover { background:#f1edfb; }
nav a.on { background:#ede9fe; color:#5b21b6; font-weight:bold; }
nav a.done::before { content:"\\2713  "; color:#16a34a; }
main { padding:20px 44px 0; max-width:860px; }
.kick { font:bold 13px "DejaVu Sans", sans-serif; color:#7c3aed; text-transform:uppercase; letter-spacing:1px; }
h1 { font:bold 32px/1.2 "Liberation Serif", serif; margin:4px 0 10px; }
main p { margin:0 0 12px; }
.quiz { background:#fff; border:1px solid #e6e1f2; border-radius:10px; padding:16px 20px; }
.quiz .q { font:bold 18px "Liberation Serif", serif; margin-bottom:10px; }
.quiz .q small { display:block; font:12px "DejaVu Sans", sans-serif; color:#8b84a0; font-weight:normal; text-transform:uppercase; letter-spacing:.8px; }
.ans { display:grid; grid-template-columns:1fr 1fr; gap:10px; margin-bottom:12px; }
.a { display:flex; align-items:center; gap:10px; min-height:46px; padding:6px 12px; border:1px solid #cfc8e0; border-radius:6px; background:#fff; color:#2e2a3b; font:15px "DejaVu Sans", sans-serif; text-align:left; cursor:pointer; }
.a i { width:24px; height:24px; border-radius:50%; border:1px solid #cfc8e0; display:flex; align-items:center; justify-content:center; font:bold 12px "DejaVu Sans", sans-serif; font-style:normal; color:#6b6480; flex:none; }
.a:hover { border-color:#7c3aed; box-shadow:0 2px 6px rgba(124,58,237,.18); }
.a.sel { border-color:#7c3aed; background:#f5f3ff; }
.a.sel i { background:#7c3aed; border-color:#7c3aed; color:#fff; }
textarea { width:100%; height:64px; padding:8px 10px; border:1px solid #cfc8e0; border-radius:6px; background:#fff; color:#2e2a3b; font:15px/1.4 "DejaVu Sans", sans-serif; box-sizing:border-box; resize:none; }
textarea::placeholder { color:#9b94b0; }
textarea:focus { outline:none; border-color:#7c3aed; background:#faf7ff; }
.qa { display:flex; align-items:center; gap:18px; margin-top:12px; }
.check { height:40px; padding:0 22px; border:0; border-radius:6px; background:#6d28d9; color:#fff; font:bold 15px "DejaVu Sans", sans-serif; cursor:pointer; }
.check:hover { background:#5b21b6; box-shadow:0 2px 8px rgba(91,33,182,.35); }
.a:focus, .check:focus, .tx:focus { outline:2px dashed #7c3aed; outline-offset:2px; }
.qa .sp { flex:1; }
.qa small { font:13px "DejaVu Sans", sans-serif; color:#8b84a0; }
button:disabled, .is-disabled, [aria-disabled=true] { color:#b9b4c6 !important; cursor:not-allowed; box-shadow:none !important; }
button:disabled i, .is-disabled i { color:#c9c4d6 !important; }
.check:disabled, .check.is-disabled { color:rgba(255,255,255,.45) !important; }
.tx:disabled, .tx.is-disabled { color:#cbb8f5 !important; text-decoration:none; }
textarea:disabled { color:#bdb7cc; }
textarea:disabled::placeholder { color:#d4d0de; }
a.is-disabled { color:#c6bfe0 !important; pointer-events:none; }
"""


def _course(alt: bool) -> str:
    if not alt:
        course, pct, done = "Biology 101: Cells and energy", 46, "Lesson 12 of 26"
        prev, nxt = "&lsaquo; Previous lesson", "Next lesson &rsaquo;"
        mods = [("Module 2: Cells", ["Membranes", "Organelles", "Cell division"]),
                ("Module 3: Energy", ["ATP and enzymes", "Photosynthesis: light reactions", "The Calvin cycle", "Cellular respiration"]),
                ("Module 4: Genetics", ["DNA structure", "Replication"])]
        cur, kick, h1 = "Photosynthesis: light reactions", "Lesson 3.2 &middot; 12 min read", "Photosynthesis: the light reactions"
        body = ("In the first stage of photosynthesis, light energy is captured by pigments and used to split water. "
                "The electrons travel down a transport chain, pumping protons across a membrane, and the energy stored "
                "in that gradient makes ATP. Oxygen is released as a by-product.")
        q = ("Question 2 of 5", "Where in the chloroplast do the light reactions take place?")
        answers = ["In the stroma", "In the thylakoid membranes", "In the outer envelope", "In the ribosomes"]
        sel = 1
        ph, check, skip, hint, note = "Explain your answer in a sentence or two (optional)", "Check answer", "Skip question", "Show a hint", "3 attempts left"
    else:
        course, pct, done = "Biology 101: Cells and energy", 50, "Lesson 13 of 26"
        prev, nxt = "&lsaquo; Back to overview", "Continue &rsaquo;"
        mods = [("Module 2: Cells", ["Membranes", "Organelles", "Cell division"]),
                ("Module 3: Energy", ["ATP and enzymes", "Photosynthesis: light reactions", "The Calvin cycle", "Cellular respiration"]),
                ("Module 4: Genetics", ["DNA structure", "Replication"])]
        cur, kick, h1 = "The Calvin cycle", "Lesson 3.3 &middot; 15 min read", "The Calvin cycle and carbon fixation"
        body = ("The second stage runs in the stroma and does not need light directly. The enzyme RuBisCO attaches "
                "carbon dioxide to a five-carbon sugar, and the ATP and NADPH made by the light reactions turn the "
                "product into a three-carbon sugar the plant can build with.")
        q = ("Question 4 of 5", "Which enzyme fixes carbon dioxide in the Calvin cycle?")
        answers = ["ATP synthase", "Amylase", "RuBisCO", "DNA polymerase"]
        sel = 2
        ph, check, skip, hint, note = "Write down how you worked it out (optional)", "Submit", "Come back later", "Review the lesson", "1 attempt left"
    side = "".join(
        f"<h4>{m}</h4>" + "".join(
            f'<a href="#" class="{"on" if p == cur else ("done" if (mi < 1 or p in ("ATP and enzymes",) or (alt and p.startswith("Photo"))) else "")}">{p}</a>'
            for p in ps)
        for mi, (m, ps) in enumerate(mods))
    ans = "".join(f'<button class="a{" sel" if i == sel else ""}"><i>{"ABCD"[i]}</i>{a}</button>' for i, a in enumerate(answers))
    return f"""<style>{COURSE_CSS}</style>
<div class="top"><div class="logo">Lumen Academy</div><div class="course">{course}</div><small>{done}</small><div class="prog"><i style="width:{pct}%"></i></div><button class="tx">{prev}</button><button class="tx">{nxt}</button></div>
<div class="wrap"><nav>{side}</nav>
<main><div class="kick">{kick}</div><h1>{h1}</h1><p>{body}</p>
<div class="quiz"><div class="q"><small>{q[0]}</small>{q[1]}</div><div class="ans">{ans}</div>
<textarea placeholder="{ph}"></textarea>
<div class="qa"><button class="check">{check}</button><button class="tx">{skip}</button><span class="sp"></span><small>{note}</small><button class="tx">{hint}</button></div></div></main></div>"""


_DESIGNS = {
    "recipe": _recipe,
    "issues": _issues,
    "hotel": _hotel,
    "lobby": _lobby,
    "gallery": _gallery,
    "course": _course,
}


def holdout3_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
