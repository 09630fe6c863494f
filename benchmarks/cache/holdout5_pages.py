# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT5 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout5``) before the rule was scored on them, to be
scored once. They are page kinds the cache set had not used (a podcast player, an
e-signature document being prepared, a library catalogue search, a dark cloud-storage file
browser, a restaurant table reservation form, a dark stock-trading ticket), each with its
own fonts (serif, sans, mono), UI sizes (12 px to 18 px), button shapes (pill, square,
rounded rectangles, round icon buttons, ghost and outline, icon + text, link-like text
buttons), control colours (purple, yellow, maroon, light blue, black and bronze, green and
red, outline and filled controls beside neutral ones) and both faint controls (tinted or
light grey fields, ghost buttons, hairline borders) and strong ones. Every text input has a
focus style of the kinds real sites use, three with an OUTER ring or glow and three with a
border change, and every design has its own button hover styles and its own way of drawing
a disabled control:

* ``podcast`` (Material 3 style, lavender): disabled controls get Material's 12 % on-surface
  fill and 38 % on-surface label (text and icon buttons no fill), the tinted field a 4 %
  fill. Hover darkens the tonal pill and adds an elevation shadow, lightens the purple pill
  with a shadow, tints the outlined and text buttons and SCALES the round play buttons up
  (``scale(1.1)``, border turned purple); a focused input (a filled, tinted field with a
  bottom line) turns its bottom line into a 2 px purple one (border change);
* ``esign`` (an e-signature envelope being prepared, yellow accent): disabled controls get a
  grey diagonal HATCH (``repeating-linear-gradient``) with grey text and a grey border, text
  buttons only grey text, fields the hatch with a dashed grey border. Hover darkens the
  yellow button, draws a border round the ghost buttons, tints the palette buttons blue
  (border and text recoloured), LIFTS the sign-here tags with a shadow, fills the blue pill
  and underlines the text buttons; a focused field (dashed, tinted yellow) gets a solid
  amber border and a 3 px translucent yellow outer RING (``box-shadow``);
* ``catalog`` (a library catalogue, serif, maroon): disabled controls lose their fill to the
  page's paper colour with a DOTTED light border and pale grey-brown text, text buttons only
  the pale text. Hover darkens the maroon button, inverts the outline buttons (maroon fill,
  white text; white fill, maroon text on the masthead), recolours and underlines the text
  buttons and greys the pagination buttons; a focused input or select gets a 3 px blue
  OUTLINE 1 px away and a white background (the light grey field turns white); the outline
  is ``!important`` because the generator's ``caret`` variant sets an inline
  ``outline: none``;
* ``files`` (dark, cloud-storage file browser): the whole control at 38 % opacity. Hover
  lightens the neutral rounded button with a deeper shadow, gives the light-blue pill a
  lighter fill and shadow, tints the outline chips and pills and the ghost icon buttons
  (a round translucent fill); a focused search field RECOLOURS its border light blue and
  darkens its fill (border change);
* ``reserve`` (a restaurant reservation, black and bronze, underlined fields): sold-out
  time slots and disabled outline controls are STRUCK THROUGH (``line-through``) with grey
  text on a pale grey fill, the black buttons a flat light grey fill with white text, fields
  a dotted grey underline and grey text. Hover turns the black button bronze, inverts the
  time slots (black fill, white text), darkens the stepper's border, tints the seating
  buttons and underlines the text buttons; a focused field's 1 px grey underline becomes a
  2 px black one (border change);
* ``trade`` (dark exchange style, mono figures): the buy and sell buttons keep their hue as a
  translucent TINT (green at 16 % fill with 50 % green text), neutral buttons a near-black
  fill with dark grey text, fields a darker fill with grey text. Hover lightens the green
  and red buttons, draws a 1 px yellow RING round the percentage buttons, whitens the
  interval and tab texts and underlines the red text buttons; a focused field GLOWS yellow
  (a yellow border, a 1 px yellow ring and a 10 px yellow blur, ``box-shadow``).

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h5/<doc>``.
"""

from __future__ import annotations

PODCAST_CSS = """
body { margin:0; height:800px; font:14px/1.45 "DejaVu Sans", sans-serif; color:#1d1b20; background:#fef7ff; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.app { display:grid; grid-template-columns:224px 1fr; height:720px; }
.side { padding:18px 12px 0; background:#f7f2fa; }
.brand { display:flex; align-items:center; gap:10px; font:bold 20px "DejaVu Serif", serif; color:#4f378b; margin:0 0 20px 12px; }
.brand i { width:30px; height:30px; border-radius:9px; background:#6750a4; color:#fff; font:bold 16px/30px "DejaVu Sans", sans-serif; text-align:center; font-style:normal; }
.side a { display:flex; align-items:center; gap:12px; height:40px; padding:0 16px; border-radius:20px; color:#49454f; text-decoration:none; }
.side a:hover { background:rgba(73,69,79,.08); }
.side a.on { background:#e8def8; color:#1d192b; font-weight:bold; }
.side h4 { margin:20px 16px 6px; font-size:12px; color:#49454f; letter-spacing:.5px; }
.side .sub { display:flex; align-items:center; gap:10px; height:36px; padding:0 16px; color:#1d1b20; }
.side .sub b { width:24px; height:24px; border-radius:6px; flex:none; }
main { padding:14px 28px 0; overflow:hidden; }
.top { display:flex; align-items:center; gap:10px; margin-bottom:14px; }
.field { width:440px; height:48px; padding:0 16px; border:0; border-bottom:1px solid #79747e; border-radius:4px 4px 0 0; background:#ece6f0; color:#1d1b20; font:15px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.field::placeholder { color:#625b71; }
input:focus { outline:none; border-bottom:2px solid #6750a4; }
.top .sp { flex:1; }
.ava { width:36px; height:36px; border-radius:50%; background:#7d5260; color:#fff; font:bold 15px/36px "DejaVu Sans", sans-serif; text-align:center; }
.tonal { display:inline-flex; align-items:center; gap:8px; height:40px; padding:0 20px; border:0; border-radius:20px; background:#e8def8; color:#1d192b; font-size:14px; font-weight:bold; white-space:nowrap; }
.tonal:hover { background:#dacdf1; box-shadow:0 1px 2px rgba(0,0,0,.3), 0 1px 3px 1px rgba(0,0,0,.15); }
.filled { display:inline-flex; align-items:center; gap:8px; height:40px; padding:0 24px; border:0; border-radius:20px; background:#6750a4; color:#fff; font-size:14px; font-weight:bold; white-space:nowrap; }
.filled:hover { background:#7a62b8; box-shadow:0 1px 2px rgba(0,0,0,.3), 0 2px 6px 2px rgba(0,0,0,.15); }
.outlined { display:inline-flex; align-items:center; gap:8px; height:40px; padding:0 22px; border:1px solid #79747e; border-radius:20px; background:transparent; color:#6750a4; font-size:14px; font-weight:bold; white-space:nowrap; }
.outlined:hover { background:rgba(103,80,164,.1); }
.icon { width:40px; height:40px; border:0; border-radius:20px; background:transparent; color:#49454f; font-size:19px; padding:0; flex:none; }
.icon:hover { background:rgba(73,69,79,.12); }
.text { height:32px; padding:0 12px; border:0; border-radius:16px; background:transparent; color:#6750a4; font-size:13px; font-weight:bold; white-space:nowrap; }
.text:hover { background:rgba(103,80,164,.1); }
.playc { width:38px; height:38px; border:1px solid #cac4d0; border-radius:50%; background:#fff; color:#6750a4; font-size:13px; padding:0 0 0 2px; flex:none; transition:transform .12s; }
.playc:hover { transform:scale(1.1); border-color:#6750a4; }
button:focus { outline:2px solid #6750a4; outline-offset:2px; }
.show { display:flex; gap:24px; padding:18px; border-radius:24px; background:#f3edf7; }
.cover { width:164px; height:164px; border-radius:16px; flex:none; display:flex; align-items:flex-end; padding:12px; box-sizing:border-box; color:#fff; font:bold 19px/1.15 "DejaVu Serif", serif; }
.show small { color:#625b71; font-size:13px; }
.show h1 { margin:2px 0 2px; font:bold 28px/1.2 "DejaVu Serif", serif; color:#1d1b20; }
.show p { margin:6px 0 12px; color:#49454f; max-width:640px; }
.show .acts { display:flex; align-items:center; gap:10px; }
.tabs { display:flex; gap:4px; margin:12px 0 2px; border-bottom:1px solid #cac4d0; }
.tabs a { padding:9px 16px; color:#49454f; text-decoration:none; font-weight:bold; font-size:14px; border-bottom:3px solid transparent; }
.tabs a.on { color:#6750a4; border-bottom-color:#6750a4; }
.tabs a:hover { background:rgba(103,80,164,.06); }
.ep { display:flex; align-items:center; gap:14px; padding:11px 4px; border-bottom:1px solid #e7e0ec; }
.ep .t { flex:1; min-width:0; }
.ep b { display:block; font-size:15px; color:#1d1b20; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.ep span { display:block; color:#625b71; font-size:13px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.ep em { font-style:normal; color:#625b71; font-size:12px; width:130px; text-align:right; }
.ep .prog { width:60px; height:4px; border-radius:2px; background:#e7e0ec; position:relative; flex:none; }
.ep .prog i { position:absolute; left:0; top:0; bottom:0; border-radius:2px; background:#6750a4; }
.player { display:flex; align-items:center; gap:16px; height:80px; padding:0 64px 0 110px; background:#f3edf7; border-top:1px solid #e7e0ec; box-sizing:border-box; }
.np { display:flex; align-items:center; gap:12px; width:300px; }
.np i { width:50px; height:50px; border-radius:10px; flex:none; }
.np b { display:block; font-size:14px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; max-width:230px; } .np small { color:#625b71; font-size:12px; }
.ctl { display:flex; align-items:center; gap:8px; }
.big { width:52px; height:52px; border:0; border-radius:16px; background:#6750a4; color:#fff; font-size:18px; padding:0; transition:transform .12s; }
.big:hover { transform:scale(1.06); background:#7a62b8; }
.bar { flex:1; display:flex; align-items:center; gap:10px; font-size:12px; color:#625b71; }
.bar div { flex:1; height:4px; border-radius:2px; background:#cac4d0; position:relative; }
.bar div i { position:absolute; left:0; top:0; bottom:0; border-radius:2px; background:#6750a4; }
.bar div i::after { content:""; position:absolute; right:-7px; top:-5px; width:14px; height:14px; border-radius:50%; background:#6750a4; }
button:disabled, .is-disabled, [aria-disabled=true] { background:rgba(29,27,32,.12) !important; color:rgba(29,27,32,.38) !important; border-color:rgba(29,27,32,.12) !important; box-shadow:none !important; transform:none !important; cursor:default; }
.text:disabled, .text.is-disabled, .icon:disabled, .icon.is-disabled { background:transparent !important; }
input:disabled, input.is-disabled { background:rgba(29,27,32,.04) !important; color:rgba(29,27,32,.38) !important; border-bottom-color:rgba(29,27,32,.38) !important; }
input:disabled::placeholder { color:rgba(29,27,32,.38); }
a.is-disabled { color:rgba(29,27,32,.38) !important; background:transparent !important; pointer-events:none; }
"""


def _podcast(alt: bool) -> str:
    if not alt:
        search, add = "Search podcasts and episodes", "+ Add by RSS"
        nav = [("&#8962;", "Home"), ("&#9673;", "Discover"), ("&#9776;", "Queue"), ("&#8615;", "Downloads"), ("&#9733;", "Starred")]
        subs = [("Field Notes", "#386a20"), ("The Long Table", "#b3261e"), ("Signal &amp; Noise", "#00639b"), ("Quiet Hours", "#7d5260"), ("Small Engines", "#7c5800")]
        cover = ("linear-gradient(150deg,#4f378b,#b58392)", "The Slow<br>Archive")
        kicker, title, by = "History &middot; Weekly", "The Slow Archive", "Hosted by Imogen Reyes &middot; 212 episodes &middot; &#9733; 4.8"
        desc = "Long conversations with archivists, librarians and collectors about the objects nobody else thought to keep, and what they tell us about the people who made them."
        acts = ("&#9654; Play latest", "&#10003; Following")
        tabs = ["Episodes", "About", "Reviews", "More like this"]
        eps = [("#212 &middot; The ledger that outlived its bank", "A nineteenth-century account book turns up in a Glasgow skip.", "28 Nov &middot; 54 min", 38),
               ("#211 &middot; Seed vaults and the people who count", "Inside the collection that keeps ten thousand kinds of wheat.", "21 Nov &middot; 47 min", 100),
               ("#210 &middot; Lost property, Tokyo", "What a city's lost-and-found office says about its trains.", "14 Nov &middot; 61 min", 0),
               ("#209 &middot; The postcard collector", "Forty years of holiday messages bought by the shoebox.", "7 Nov &middot; 39 min", 0),
               ("#208 &middot; Keeping the dial tone", "Engineers who preserve the sounds of old telephone networks.", "31 Oct &middot; 52 min", 12)]
        queue = ["+ Queue", "&#10003; Played", "+ Queue", "+ Queue", "+ Queue"]
        np = ("linear-gradient(150deg,#4f378b,#b58392)", "The ledger that outlived its bank", "The Slow Archive &middot; #212")
        t0, t1, pct, speed, upnext = "20:31", "54:02", 38, "1.2&times;", "&#9776; Up next"
    else:
        search, add = "Search podcasts and episodes", "+ Import OPML"
        nav = [("&#8962;", "Home"), ("&#9673;", "Discover"), ("&#9776;", "Queue"), ("&#8615;", "Downloads"), ("&#9733;", "Starred")]
        subs = [("The Slow Archive", "#4f378b"), ("Field Notes", "#386a20"), ("Signal &amp; Noise", "#00639b"), ("Quiet Hours", "#7d5260"), ("Small Engines", "#7c5800")]
        cover = ("linear-gradient(150deg,#b3261e,#f2b8b5)", "The Long<br>Table")
        kicker, title, by = "Food &middot; Fortnightly", "The Long Table", "Hosted by Sam Achterberg and Lior Ben-Ami &middot; 96 episodes &middot; &#9733; 4.6"
        desc = "Two cooks visit a family kitchen each episode and eat whatever is on the table, then ask where every dish on it came from."
        acts = ("&#9654; Resume #96", "+ Follow")
        tabs = ["Episodes", "About", "Reviews", "More like this"]
        eps = [("#96 &middot; Sunday lunch in Ljubljana", "Struklji three ways and an argument about tarragon.", "25 Nov &middot; 41 min", 64),
               ("#95 &middot; A bakery at four in the morning", "The night shift at a Lisbon bakery, loaf by loaf.", "11 Nov &middot; 38 min", 100),
               ("#94 &middot; Grandmother's pickles", "Twelve jars, one cellar and a recipe nobody wrote down.", "28 Oct &middot; 45 min", 100),
               ("#93 &middot; Street food after the rain", "Taipei's night markets on the wettest day of the year.", "14 Oct &middot; 50 min", 0),
               ("#92 &middot; The school canteen", "What four hundred children eat on a Tuesday in Lyon.", "30 Sep &middot; 36 min", 0)]
        queue = ["&#10003; Queued", "&#10003; Played", "&#10003; Played", "&#10003; Queued", "+ Queue"]
        np = ("linear-gradient(150deg,#b3261e,#f2b8b5)", "Sunday lunch in Ljubljana", "The Long Table &middot; #96")
        t0, t1, pct, speed, upnext = "26:14", "41:09", 64, "1.0&times;", "&#9776; Up next &middot; 3"
    nv = "".join(f'<a href="#"{" class=on" if i == 0 else ""}><span>{ic}</span>{n}</a>' for i, (ic, n) in enumerate(nav))
    sb = "".join(f'<div class="sub"><b style="background:{c}"></b>{n}</div>' for n, c in subs)
    tb = "".join(f'<a href="#"{" class=on" if i == 0 else ""}>{t}</a>' for i, t in enumerate(tabs))
    es = "".join(f'<div class="ep"><button class="playc" title="Play">&#9654;</button><div class="t"><b>{t}</b><span>{d}</span></div><div class="prog"><i style="width:{p}%"></i></div><em>{w}</em>'
                 f'<button class="text">{queue[k]}</button><button class="icon" title="Download">&#8615;</button></div>'
                 for k, (t, d, w, p) in enumerate(eps))
    return f"""<style>{PODCAST_CSS}</style>
<div class="app"><nav class="side"><div class="brand"><i>&#9835;</i>Wavelet</div>{nv}<h4>SUBSCRIPTIONS</h4>{sb}</nav>
<main><div class="top"><input type="text" class="field" placeholder="{search}"><span class="sp"></span><button class="tonal">{add}</button><button class="icon" title="Settings">&#9881;</button><div class="ava">I</div></div>
<section class="show"><div class="cover" style="background:{cover[0]}">{cover[1]}</div><div><small>{kicker}</small><h1>{title}</h1><small>{by}</small><p>{desc}</p>
<div class="acts"><button class="filled">{acts[0]}</button><button class="outlined">{acts[1]}</button><button class="icon" title="Share">&#8599;</button><button class="icon" title="More">&#8943;</button></div></div></section>
<div class="tabs">{tb}</div>{es}</main></div>
<div class="player"><div class="np"><i style="background:{np[0]}"></i><div><b>{np[1]}</b><small>{np[2]}</small></div></div>
<div class="ctl"><button class="icon" title="Back 15 s">&#8634;</button><button class="big" title="Pause">&#10074;&#10074;</button><button class="icon" title="Forward 30 s">&#8635;</button></div>
<div class="bar"><span>{t0}</span><div><i style="width:{pct}%"></i></div><span>{t1}</span></div><button class="text">{speed}</button><button class="text">{upnext}</button></div>"""


ESIGN_CSS = """
body { margin:0; height:800px; font:13px/1.45 "Liberation Sans", Arial, sans-serif; color:#1e1e1e; background:#e9ebee; overflow:hidden; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.bar { display:flex; align-items:center; gap:10px; height:58px; padding:0 20px; background:#fff; border-bottom:1px solid #d5d8dc; }
.logo { display:flex; align-items:center; gap:9px; font:bold 18px "Liberation Sans", Arial, sans-serif; color:#26215c; margin-right:22px; }
.logo i { width:20px; height:20px; background:#ffce00; transform:skewX(-12deg); }
.env { margin-right:auto; } .env b { display:block; font-size:14px; } .env small { color:#6b6f76; }
.send { height:38px; padding:0 26px; border:0; border-radius:2px; background:#ffce00; color:#1e1e1e; font-size:14px; font-weight:bold; letter-spacing:.5px; text-transform:uppercase; }
.send:hover { background:#e6b800; }
.ghost { height:36px; padding:0 14px; border:1px solid transparent; border-radius:2px; background:transparent; color:#26215c; font-size:13px; font-weight:bold; text-transform:uppercase; letter-spacing:.4px; }
.ghost:hover { border-color:#26215c; }
button:focus { outline:2px solid #4c64d9; outline-offset:1px; }
.lay { display:grid; grid-template-columns:214px 1fr 270px; height:741px; }
.pal { background:#fff; border-right:1px solid #d5d8dc; padding:14px 14px 0; }
.pal h4, .rcp h4 { margin:4px 0 8px; font-size:11px; letter-spacing:1px; text-transform:uppercase; color:#6b6f76; }
.who { display:flex; align-items:center; gap:8px; height:34px; padding:0 10px; margin-bottom:14px; border:1px solid #d5d8dc; border-radius:4px; }
.who i { width:12px; height:12px; border-radius:3px; }
.who span { margin-left:auto; color:#6b6f76; }
.tool { display:flex; align-items:center; gap:10px; width:100%; height:34px; padding:0 10px; margin-bottom:5px; border:1px solid #e4e6e9; border-radius:4px; background:#fff; color:#1e1e1e; font-size:13px; text-align:left; }
.tool i { width:20px; height:20px; border-radius:3px; font:bold 12px/20px "DejaVu Sans", sans-serif; text-align:center; font-style:normal; color:#26215c; background:#fff2b3; flex:none; }
.tool:hover { border-color:#4c64d9; color:#2f45b5; background:#f3f5fe; }
.canvas { overflow:hidden; display:flex; flex-direction:column; align-items:center; padding-top:14px; }
.pg { font-size:12px; color:#4a4f57; margin-bottom:8px; }
.sheet { width:590px; height:690px; background:#fff; box-shadow:0 1px 4px rgba(0,0,0,.22); padding:36px 48px 0; box-sizing:border-box; font:14px/1.55 "Liberation Serif", "Times New Roman", serif; color:#222; }
.sheet h2 { margin:0 0 2px; text-align:center; font:bold 18px "Liberation Serif", serif; letter-spacing:.5px; }
.sheet .ref { text-align:center; font-size:12px; color:#6b6f76; margin-bottom:14px; }
.sheet p { margin:0 0 9px; text-align:justify; }
.sign { display:grid; grid-template-columns:1fr 1fr; gap:12px 26px; margin-top:14px; }
.sign label { display:block; font:11px "Liberation Sans", Arial, sans-serif; color:#6b6f76; text-transform:uppercase; letter-spacing:.6px; margin-bottom:3px; }
.fld { width:100%; height:32px; padding:0 8px; border:1px dashed #c9a400; border-radius:2px; background:#fff8d6; color:#1e1e1e; font:15px "Liberation Serif", serif; box-sizing:border-box; }
.fld::placeholder { color:#9a8a4a; }
input:focus, textarea:focus { outline:none; border:1px solid #b38600; box-shadow:0 0 0 3px rgba(255,206,0,.6); }
.tag { display:inline-flex; align-items:center; gap:8px; height:42px; padding:0 18px 0 12px; border:1px solid #c9a400; border-radius:3px; background:#ffe566; color:#1e1e1e; font-size:12px; font-weight:bold; letter-spacing:.6px; text-transform:uppercase; transition:transform .12s, box-shadow .12s; }
.tag i { font-style:normal; font-size:15px; }
.tag:hover { transform:translateY(-1px); box-shadow:0 4px 10px rgba(0,0,0,.25); }
.rcp { background:#fff; border-left:1px solid #d5d8dc; padding:14px 16px 0; }
.r { display:flex; gap:10px; padding:9px 0; border-bottom:1px solid #eceef0; }
.r i { width:26px; height:26px; border-radius:50%; flex:none; color:#fff; font:bold 12px/26px "Liberation Sans", Arial, sans-serif; text-align:center; font-style:normal; }
.r div { flex:1; min-width:0; }
.r b { display:block; } .r small { display:block; color:#6b6f76; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.st { font-size:12px; } .st.ok { color:#1e7d32; } .st.wait { color:#a15c00; }
.lnk { padding:0; border:0; background:transparent; color:#1f5fbf; font-size:13px; }
.lnk:hover { text-decoration:underline; }
.lnk.red { color:#c4262e; }
.addr { display:inline-flex; align-items:center; gap:6px; height:32px; padding:0 14px; margin:10px 0 14px; border:1px solid #4c64d9; border-radius:16px; background:#fff; color:#2f45b5; font-size:13px; font-weight:bold; }
.addr:hover { background:#4c64d9; color:#fff; }
.rcp label { display:block; font-size:12px; color:#4a4f57; margin:8px 0 4px; }
.rcp input { width:100%; height:32px; padding:0 8px; border:1px solid #e4e6e9; border-radius:3px; background:#f7f8f9; font:13px "Liberation Sans", Arial, sans-serif; color:#1e1e1e; box-sizing:border-box; }
.rcp textarea { width:100%; height:84px; padding:8px; border:1px solid #e4e6e9; border-radius:3px; background:#f7f8f9; font:13px "Liberation Sans", Arial, sans-serif; color:#1e1e1e; box-sizing:border-box; resize:none; }
.rcp .opt { display:flex; align-items:center; gap:6px; margin-top:10px; color:#4a4f57; }
button:disabled, .is-disabled, [aria-disabled=true] { background:repeating-linear-gradient(135deg,#f3f3f3 0 5px,#e3e3e3 5px 10px) !important; color:#9b9b9b !important; border-color:#d0d0d0 !important; box-shadow:none !important; transform:none !important; text-decoration:none !important; cursor:not-allowed; }
.tool:disabled i, .tool.is-disabled i { background:#e3e3e3 !important; color:#9b9b9b !important; }
.lnk:disabled, .lnk.is-disabled { background:transparent !important; color:#a8a8a8 !important; }
input:disabled, input.is-disabled, textarea:disabled { background:repeating-linear-gradient(135deg,#f5f5f5 0 5px,#e8e8e8 5px 10px) !important; color:#9b9b9b !important; border:1px dashed #c4c4c4 !important; }
input:disabled::placeholder { color:#b0b0b0; }
a.is-disabled { color:#a8a8a8 !important; pointer-events:none; }
"""


def _esign(alt: bool) -> str:
    if not alt:
        env, sub = "Consulting agreement &mdash; Harbour Analytics", "Envelope 7F2C &middot; draft saved 10:38"
        bar = ("Send", "Save and close", "&#8943; More")
        who = ("#f5a623", "Dana Whitfield", "1 of 2")
        tools = [("&#9998;", "Signature"), ("DW", "Initials"), ("&#9783;", "Date signed"), ("Aa", "Full name"), ("@", "Email"), ("&#9635;", "Company"), ("T", "Text"), ("&#10003;", "Checkbox"), ("&#9673;", "Radio group")]
        title, ref = "CONSULTING SERVICES AGREEMENT", "Agreement no. HA-2026-114 &middot; page 3 of 3"
        paras = ["<b>9. Term.</b> This Agreement begins on the Effective Date and continues for twelve (12) months unless terminated earlier under Section 10. It renews for further periods of twelve months unless either party gives written notice at least thirty (30) days before the end of the current term.",
                 "<b>10. Termination.</b> Either party may terminate this Agreement for convenience on sixty (60) days' written notice. On termination the Client shall pay for all Services performed and expenses incurred up to the date of termination.",
                 "<b>11. Entire agreement.</b> This Agreement, with its schedules, is the entire agreement between the parties and supersedes all prior negotiations, representations and agreements relating to its subject matter.",
                 "IN WITNESS WHEREOF the parties have executed this Agreement on the dates written below."]
        labels = ("Printed name", "Title", "Date", "Company")
        vals = ("Dana Whitfield", "", "", "Harbour Analytics Ltd")
        phs = ("", "Title", "Date signed", "")
        tags = ("&#9998;", "Sign here", "DW", "Initial")
        rcp = [("#f5a623", "DW", "Dana Whitfield", "dana@harbour-analytics.com", "Needs to sign", "wait", "Edit"),
               ("#4c64d9", "MO", "Marcus Oyelaran", "m.oyelaran@northwind.io", "Needs to sign", "wait", "Edit"),
               ("#7b8794", "LP", "Legal &amp; Procurement", "contracts@northwind.io", "Receives a copy", "ok", "Remove")]
        addr, subj, msg = "+ Add recipient", "Please sign: Consulting agreement", "Hi Dana, Marcus &mdash; the agreement with the changes we agreed on Tuesday. Please sign by Friday."
        opt = "Remind signers every 2 days"
    else:
        env, sub = "Office lease renewal &mdash; 14 Quay Street", "Envelope 81AD &middot; draft saved 09:52"
        bar = ("Send now", "Discard draft", "&#8943; Actions")
        who = ("#2bb673", "Priya Natarajan", "2 of 2")
        tools = [("&#9998;", "Signature"), ("PN", "Initials"), ("&#9783;", "Date signed"), ("Aa", "Full name"), ("&#9679;", "Title"), ("&#9635;", "Company"), ("&#9744;", "Note"), ("&#9660;", "Dropdown"), ("&#9099;", "Attachment")]
        title, ref = "LEASE RENEWAL AND AMENDMENT", "Lease ref. QS-14-0392 &middot; page 2 of 2"
        paras = ["<b>4. Rent.</b> From the Renewal Date the annual rent is EUR 48,600, payable monthly in advance on the first day of each month. The rent is reviewed on each anniversary of the Renewal Date in line with the consumer price index.",
                 "<b>5. Service charge.</b> The Tenant shall pay a fair proportion of the costs of maintaining the common parts of the building, estimated at EUR 3,900 for the first year of the renewed term.",
                 "<b>6. Break clause.</b> The Tenant may end this lease on the third anniversary of the Renewal Date by giving the Landlord not less than six (6) months' written notice.",
                 "Signed by the parties on the dates below, each of them having read and accepted these terms."]
        labels = ("Signatory", "Capacity", "Date", "On behalf of")
        vals = ("Priya Natarajan", "", "", "Quayside Studio GmbH")
        phs = ("", "Capacity", "Date signed", "")
        tags = ("&#9998;", "Sign", "PN", "Initials")
        rcp = [("#2bb673", "PN", "Priya Natarajan", "priya@quayside.studio", "Needs to sign", "wait", "Edit"),
               ("#c4262e", "HB", "Hafenbau Immobilien", "leasing@hafenbau.de", "Signed 24 Nov", "ok", "View"),
               ("#7b8794", "AC", "Accounts", "accounts@quayside.studio", "Receives a copy", "ok", "Remove")]
        addr, subj, msg = "+ Add signer", "Lease renewal ready for signature", "Priya, the landlord has signed; only your signature is missing. Thanks!"
        opt = "Expire the envelope in 30 days"
    tl = "".join(f'<button class="tool"><i>{ic}</i>{n}</button>' for ic, n in tools)
    ps = "".join(f"<p>{p}</p>" for p in paras)
    fields = "".join(f'<div><label>{lab}</label><input type="text" class="fld" value="{v}" placeholder="{ph}"></div>' for lab, v, ph in zip(labels, vals, phs, strict=True))
    rc = "".join(f'<div class="r"><i style="background:{c}">{ini}</i><div><b>{n}</b><small>{e}</small><span class="st {k}">{s}</span></div><button class="lnk{" red" if a == "Remove" else ""}">{a}</button></div>'
                 for c, ini, n, e, s, k, a in rcp)
    return f"""<style>{ESIGN_CSS}</style>
<div class="bar"><div class="logo"><i></i>Inkwell</div><div class="env"><b>{env}</b><small>{sub}</small></div><button class="send">{bar[0]}</button><button class="ghost">{bar[1]}</button><button class="ghost">{bar[2]}</button></div>
<div class="lay"><div class="pal"><h4>Recipient</h4><div class="who"><i style="background:{who[0]}"></i>{who[1]}<span>{who[2]}</span></div><h4>Standard fields</h4>{tl}</div>
<div class="canvas"><div class="pg">{ref}</div><div class="sheet"><h2>{title}</h2><div class="ref">&nbsp;</div>{ps}
<div class="sign"><div><label>Signature</label><button class="tag"><i>{tags[0]}</i>{tags[1]}</button></div><div><label>Initials</label><button class="tag"><i>{tags[2]}</i>{tags[3]}</button></div>{fields}</div></div></div>
<div class="rcp"><h4>Recipients</h4>{rc}<button class="addr">{addr}</button><h4>Message</h4><label>Subject</label><input type="text" value="{subj}"><label>Message</label><textarea>{msg}</textarea>
<div class="opt"><input type="checkbox" checked style="width:auto;height:auto"> {opt}</div></div></div>"""


CATALOG_CSS = """
body { margin:0; height:800px; font:15px/1.5 "DejaVu Serif", serif; color:#222; background:#fffdf8; overflow:hidden; }
button, select { cursor:pointer; }
.mast { display:flex; align-items:center; gap:22px; height:68px; padding:0 32px; background:#7a1f2b; color:#fff; }
.mast .name { font:bold 22px "Liberation Serif", serif; letter-spacing:.3px; margin-right:auto; }
.mast .name small { display:block; font:12px "DejaVu Sans", sans-serif; letter-spacing:1.2px; text-transform:uppercase; color:#f0d9dc; }
.mast a { color:#fff; text-decoration:none; font:14px "DejaVu Sans", sans-serif; }
.mast a:hover { text-decoration:underline; }
.mast .in { height:34px; padding:0 16px; border:1px solid rgba(255,255,255,.75); border-radius:0; background:transparent; color:#fff; font:bold 14px "DejaVu Sans", sans-serif; }
.mast .in:hover { background:#fff; color:#7a1f2b; }
.sbar { display:flex; align-items:center; gap:8px; padding:16px 32px; background:#f5f2ea; border-bottom:1px solid #e3ddd0; }
.q { width:520px; height:42px; padding:0 14px; border:1px solid #e4e2dd; border-radius:0; background:#f3f3f1; color:#222; font:16px "DejaVu Serif", serif; box-sizing:border-box; }
.q::placeholder { color:#8a857b; }
select { height:42px; padding:0 10px; border:1px solid #cfc9bc; border-radius:0; background:#fff; color:#222; font:14px "DejaVu Sans", sans-serif; }
input:focus, select:focus, textarea:focus { outline:3px solid #005fcc !important; outline-offset:1px; background:#fff; }
.go { height:42px; padding:0 24px; border:0; border-radius:0; background:#7a1f2b; color:#fff; font:bold 15px "DejaVu Sans", sans-serif; }
.go:hover { background:#561520; }
.sbar a { margin-left:10px; color:#7a1f2b; font:14px "DejaVu Sans", sans-serif; }
.sbar a:hover { text-decoration-thickness:2px; }
button:focus { outline:3px solid #005fcc; outline-offset:1px; }
.body { display:grid; grid-template-columns:230px 1fr; gap:30px; padding:16px 32px 0; }
.facets h3 { margin:0 0 4px; font:bold 15px "Liberation Serif", serif; border-bottom:1px solid #e3ddd0; padding-bottom:3px; }
.facets label { display:flex; align-items:center; gap:8px; font:13px/1.9 "DejaVu Sans", sans-serif; color:#333; }
.facets label span { margin-left:auto; color:#8a857b; font-size:12px; }
.facets .grp { margin-bottom:10px; }
.more { padding:0; border:0; background:transparent; color:#7a1f2b; font:13px "DejaVu Sans", sans-serif; text-decoration:underline; }
.more:hover { color:#3d0f16; text-decoration-thickness:2px; }
.rh { display:flex; align-items:baseline; gap:14px; border-bottom:1px solid #e3ddd0; padding-bottom:6px; }
.rh h1 { margin:0 auto 0 0; font:bold 20px "Liberation Serif", serif; }
.rh h1 small { font:14px "DejaVu Sans", sans-serif; color:#6b665c; margin-left:8px; }
.rh select { height:30px; font-size:13px; }
.rec { display:grid; grid-template-columns:66px 1fr 170px; gap:18px; padding:12px 0; border-bottom:1px solid #eee8dc; }
.cov { width:66px; height:94px; box-shadow:1px 2px 4px rgba(0,0,0,.25); color:#fff; font:bold 10px/1.2 "Liberation Serif", serif; padding:6px; box-sizing:border-box; }
.rec a.t { font:bold 17px "Liberation Serif", serif; color:#7a1f2b; text-decoration:none; }
.rec a.t:hover { text-decoration:underline; }
.rec .au { font-size:14px; color:#333; }
.rec .fm { font:12px "DejaVu Sans", sans-serif; color:#6b665c; margin-top:2px; }
.rec .fm b { display:inline-block; padding:0 6px; border:1px solid #cfc9bc; color:#444; font-weight:normal; margin-right:6px; }
.av { font:13px "DejaVu Sans", sans-serif; margin-top:4px; }
.av.ok { color:#1b6b35; } .av.no { color:#9a5b00; }
.acts { display:flex; flex-direction:column; align-items:stretch; gap:8px; padding-top:4px; }
.hold { height:34px; border:1px solid #7a1f2b; border-radius:0; background:#fff; color:#7a1f2b; font:bold 14px "DejaVu Sans", sans-serif; }
.hold:hover { background:#7a1f2b; color:#fff; }
.save { padding:0; border:0; background:transparent; color:#555; font:13px "DejaVu Sans", sans-serif; text-align:left; }
.save:hover { color:#7a1f2b; text-decoration:underline; }
.pager { display:flex; gap:4px; margin-top:12px; }
.pager button { min-width:34px; height:32px; padding:0 10px; border:1px solid #cfc9bc; border-radius:0; background:#fff; color:#333; font:13px "DejaVu Sans", sans-serif; }
.pager button:hover { background:#ece8df; border-color:#8a857b; }
.pager button.on { background:#333; border-color:#333; color:#fff; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#fffdf8 !important; color:#b3aca0 !important; border:1px dotted #c9c1b3 !important; text-decoration:none !important; cursor:not-allowed; }
.more:disabled, .more.is-disabled, .save:disabled, .save.is-disabled { border:0 !important; background:transparent !important; }
input:disabled, input.is-disabled, select:disabled { background:#fffdf8 !important; color:#b3aca0 !important; border:1px dotted #c9c1b3 !important; }
input:disabled::placeholder { color:#c9c1b3; }
a.is-disabled { color:#b3aca0 !important; text-decoration:none !important; pointer-events:none; }
"""


def _catalog(alt: bool) -> str:
    if not alt:
        nav, signin = ["Catalogue", "Events", "Digital library", "Help"], "Sign in"
        q, scope, found = "octavia butler", ["Keyword", "Title", "Author", "Subject"], ("Results for &ldquo;octavia butler&rdquo;", "1&ndash;4 of 37")
        facets = [("Format", [("Book", 21), ("eBook", 8), ("Audiobook", 5), ("Graphic novel", 3)], "Show more formats"),
                  ("Availability", [("Available now", 24), ("At Central Library", 16)], "Show more branches"),
                  ("Language", [("English", 33), ("Spanish", 4)], "Show more languages")]
        recs = [("Kindred", "Octavia E. Butler", "Book &middot; 2003 &middot; Beacon Press", "Available at Central and 4 more", True, "#5a2d0c,#c76b29", "Place hold", "&#9825; Save to list"),
                ("Parable of the Sower", "Octavia E. Butler", "Book &middot; 2019 &middot; Grand Central", "All copies checked out &middot; 6 holds", False, "#1f3b4d,#d9a441", "Place hold", "&#9825; Save to list"),
                ("Bloodchild and Other Stories", "Octavia E. Butler", "eBook &middot; 2005 &middot; Seven Stories", "Available to borrow now", True, "#2f4f2f,#9bb06b", "Borrow", "&#9825; Save to list"),
                ("Dawn", "Octavia E. Butler", "Audiobook &middot; 2021 &middot; read by Aldis Hodge", "1 of 3 copies available", True, "#3b1f4d,#b983c9", "Borrow", "&#9825; Save to list")]
        fmt = ["Book", "Book", "eBook", "Audio"]
        pages = ["&lsaquo; Previous", "1", "2", "3", "&hellip;", "10", "Next &rsaquo;"]
    else:
        nav, signin = ["Catalogue", "Events", "Digital library", "Help"], "My account"
        q, scope, found = "tide tables", ["Subject", "Keyword", "Title", "Author"], ("Results for &ldquo;tide tables&rdquo;", "1&ndash;4 of 12")
        facets = [("Format", [("Book", 7), ("Map", 3), ("Journal", 2), ("Microfilm", 1)], "All formats"),
                  ("Availability", [("Available now", 9), ("Reference only", 3)], "All branches"),
                  ("Date", [("Since 2000", 8), ("Before 1950", 2)], "Custom range")]
        recs = [("Admiralty Tide Tables, Vol. 1", "UK Hydrographic Office", "Book &middot; 2026 &middot; reference", "Reference only &middot; Central, floor 2", False, "#0f3057,#55a3c4", "Request", "&#9825; Add to list"),
                ("The Tides of the Atlantic Coast", "M. R. Halloran", "Book &middot; 1987 &middot; Harbour Press", "Available at Seaview", True, "#214d3b,#8cc0a0", "Reserve", "&#9825; Add to list"),
                ("Coastal Charts of the North Sea", "Royal Geographical Society", "Map &middot; 1932 &middot; folio", "Ask at the maps desk", False, "#6b4e16,#d6b86a", "Request", "&#9825; Add to list"),
                ("Moon and Water", "Ines Okafor", "eBook &middot; 2022 &middot; Lantern", "Available to borrow now", True, "#2d2a4a,#8e88c8", "Download", "&#9825; Add to list")]
        fmt = ["Ref", "Book", "Map", "eBook"]
        pages = ["&lsaquo; Back", "1", "2", "3", "&hellip;", "4", "Forward &rsaquo;"]
    nv = "".join(f'<a href="#">{n}</a>' for n in nav)
    sc = "".join(f"<option>{s}</option>" for s in scope)
    fc = "".join(f'<div class="grp"><h3>{h}</h3>' + "".join(f'<label><input type="checkbox"{" checked" if j == 0 and i == 1 else ""}>{n}<span>{c}</span></label>' for j, (n, c) in enumerate(items))
                 + f'<button class="more">{m}</button></div>' for i, (h, items, m) in enumerate(facets))
    rs = "".join(f'<div class="rec"><div class="cov" style="background:linear-gradient(160deg,{g})">{t}</div><div><a href="#" class="t">{t}</a><div class="au">{a}</div>'
                 f'<div class="fm"><b>{fmt[k]}</b>{f.split(" &middot; ", 1)[1]}</div><div class="av {"ok" if ok else "no"}">{"&#9679;" if ok else "&#9675;"} {av}</div></div>'
                 f'<div class="acts"><button class="hold">{b1}</button><button class="save">{b2}</button></div></div>'
                 for k, (t, a, f, av, ok, g, b1, b2) in enumerate(recs))
    pg = "".join(f'<button{" class=on" if p == "1" else ""}>{p}</button>' for p in pages)
    return f"""<style>{CATALOG_CSS}</style>
<div class="mast"><div class="name">Eastwick Public Library<small>Online catalogue</small></div>{nv}<button class="in">{signin}</button></div>
<div class="sbar"><input type="text" class="q" value="{q}" placeholder="Search titles, authors, subjects"><select>{sc}</select><button class="go">Search</button><a href="#">Advanced search</a></div>
<div class="body"><div class="facets">{fc}</div>
<div><div class="rh"><h1>{found[0]}<small>{found[1]}</small></h1><select><option>Sort: Relevance</option><option>Newest</option><option>Title A&ndash;Z</option></select></div>{rs}
<div class="pager">{pg}</div></div></div>"""


FILES_CSS = """
body { margin:0; height:800px; font:13px/1.4 "Liberation Sans", Arial, sans-serif; color:#e3e3e3; background:#1b1b1d; overflow:hidden; }
button { font-family:"Liberation Sans", Arial, sans-serif; cursor:pointer; }
.app { display:grid; grid-template-columns:236px 1fr 300px; height:800px; }
.side { padding:12px 12px 0 10px; }
.logo { display:flex; align-items:center; gap:10px; font:bold 19px "DejaVu Sans", sans-serif; margin:6px 10px 14px; color:#e3e3e3; }
.logo i { width:28px; height:20px; border-radius:10px 10px 4px 4px; background:linear-gradient(90deg,#8ab4f8,#81c995); }
.new { display:inline-flex; align-items:center; gap:12px; height:54px; padding:0 24px 0 18px; margin:0 0 14px; border:0; border-radius:16px; background:#37393b; color:#e3e3e3; font-size:14px; font-weight:bold; box-shadow:0 1px 2px rgba(0,0,0,.6), 0 1px 3px 1px rgba(0,0,0,.3); }
.new b { font-size:24px; font-weight:normal; color:#8ab4f8; }
.new:hover { background:#414346; box-shadow:0 2px 4px rgba(0,0,0,.6), 0 4px 10px 3px rgba(0,0,0,.35); }
.side a { display:flex; align-items:center; gap:14px; height:32px; padding:0 16px; border-radius:16px; color:#c4c7c5; text-decoration:none; }
.side a:hover { background:#2a2b2d; }
.side a.on { background:#004a77; color:#c2e7ff; font-weight:bold; }
.quota { margin:14px 16px 0; font-size:12px; color:#9aa0a6; }
.quota div { height:4px; border-radius:2px; background:#3c4043; margin:8px 0 6px; }
.quota div i { display:block; height:4px; border-radius:2px; background:#8ab4f8; }
.pill { height:36px; padding:0 18px; margin:10px 0 0 16px; border:1px solid #8e918f; border-radius:18px; background:transparent; color:#a8c7fa; font-size:13px; font-weight:bold; }
.pill:hover { background:rgba(168,199,250,.1); border-color:#a8c7fa; }
main { padding:10px 18px 0 8px; overflow:hidden; }
.top { display:flex; align-items:center; gap:6px; margin-bottom:12px; }
.search { width:600px; height:46px; padding:0 20px 0 46px; border:1px solid #3c4043; border-radius:23px; background:#2b2c2f; color:#e3e3e3; font:15px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; }
.search::placeholder { color:#9aa0a6; }
.sw { position:relative; margin-right:auto; }
.sw::before { content:"\\2315"; position:absolute; left:16px; top:10px; font:20px "DejaVu Sans", sans-serif; color:#9aa0a6; }
input:focus, textarea:focus { outline:none; border-color:#a8c7fa; background:#1f1f21; }
.ic { width:40px; height:40px; border:0; border-radius:50%; background:transparent; color:#c4c7c5; font-size:18px; padding:0; flex:none; }
.ic:hover { background:rgba(227,227,227,.12); }
.ava { width:32px; height:32px; flex:none; border-radius:50%; background:#81c995; color:#0d3b1e; font:bold 14px/32px "DejaVu Sans", sans-serif; text-align:center; margin-left:6px; }
.crumbs { display:flex; align-items:center; gap:6px; font-size:20px; margin:2px 0 10px 6px; }
.crumbs a { color:#c4c7c5; text-decoration:none; padding:2px 8px; border-radius:14px; }
.crumbs a:hover { background:#2a2b2d; }
.crumbs b { font-weight:normal; color:#e3e3e3; }
.chips { display:flex; gap:8px; margin:0 0 8px 6px; }
.chip { height:32px; padding:0 14px; border:1px solid #8e918f; border-radius:8px; background:transparent; color:#e3e3e3; font-size:13px; }
.chip:hover { background:rgba(227,227,227,.08); }
table { width:100%; border-collapse:collapse; font-size:13px; }
th { text-align:left; font-weight:bold; color:#c4c7c5; padding:8px 6px; border-bottom:1px solid #3c4043; }
td { padding:0 6px; height:38px; border-bottom:1px solid #2b2c2f; color:#c4c7c5; white-space:nowrap; }
td:first-child { color:#e3e3e3; }
td i { display:inline-block; width:18px; height:18px; border-radius:3px; vertical-align:-4px; margin-right:12px; font:bold 11px/18px "DejaVu Sans", sans-serif; font-style:normal; text-align:center; color:#1b1b1d; }
tr.sel td { background:#004a77; color:#c2e7ff; }
tr:hover td { background:#242527; }
tr.sel:hover td { background:#004a77; }
.det { background:#232325; border-radius:16px 0 0 0; padding:16px 18px 0; }
.dh { display:flex; align-items:center; gap:10px; margin-bottom:12px; }
.dh b { flex:1; font-size:16px; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.thumb { height:150px; border-radius:12px; margin-bottom:12px; display:flex; align-items:center; justify-content:center; font:bold 40px "DejaVu Sans", sans-serif; color:rgba(255,255,255,.85); }
.btns { display:flex; gap:8px; margin-bottom:8px; }
.blue { display:inline-flex; align-items:center; gap:8px; height:38px; padding:0 20px; border:0; border-radius:19px; background:#a8c7fa; color:#062e6f; font-size:14px; font-weight:bold; }
.blue:hover { background:#c2d8fc; box-shadow:0 1px 3px rgba(0,0,0,.7), 0 2px 6px 2px rgba(0,0,0,.4); }
.ol { display:inline-flex; align-items:center; gap:8px; height:38px; padding:0 18px; border:1px solid #8e918f; border-radius:19px; background:transparent; color:#a8c7fa; font-size:14px; font-weight:bold; }
.ol:hover { background:rgba(168,199,250,.1); border-color:#a8c7fa; }
.tx { height:32px; padding:0 10px; border:0; border-radius:16px; background:transparent; color:#a8c7fa; font-size:13px; font-weight:bold; }
.tx:hover { background:rgba(168,199,250,.1); }
.det dl { display:grid; grid-template-columns:92px 1fr; gap:4px 8px; margin:10px 0; font-size:12px; }
.det dt { color:#9aa0a6; } .det dd { margin:0; color:#e3e3e3; }
.det label { display:block; font-size:12px; color:#9aa0a6; margin:8px 0 4px; }
.det textarea { width:100%; height:60px; padding:8px 10px; border:1px solid #3c4043; border-radius:8px; background:#2b2c2f; color:#e3e3e3; font:13px "Liberation Sans", Arial, sans-serif; box-sizing:border-box; resize:none; }
button:focus { outline:2px solid #a8c7fa; outline-offset:2px; }
button:disabled, .is-disabled, [aria-disabled=true] { opacity:.38 !important; cursor:default; pointer-events:none; }
input:disabled, textarea:disabled { opacity:.38 !important; }
"""


def _files(alt: bool) -> str:
    if not alt:
        nav = [("&#8962;", "Home"), ("&#9650;", "My Drive"), ("&#9741;", "Shared with me"), ("&#9719;", "Recent"), ("&#9734;", "Starred"), ("&#9888;", "Spam"), ("&#9003;", "Trash")]
        quota, used = 72, "10.8 GB of 15 GB used"
        search = "Search in Drive"
        crumbs = ["My Drive", "Projects"]
        here = "Lumen rebrand"
        chips = ["Type &#9662;", "People &#9662;", "Modified &#9662;", "Source &#9662;"]
        rows = [("D", "#8ab4f8", "Brand guidelines v3", "me", "10:12", "4.2 MB"),
                ("S", "#81c995", "Launch budget 2027", "Aiko Tan", "Yesterday", "88 KB"),
                ("P", "#fdd663", "Kick-off deck", "me", "24 Nov", "12.6 MB"),
                ("&#9635;", "#f28b82", "Logo exports", "Rui Costa", "22 Nov", "&mdash;"),
                ("D", "#8ab4f8", "Interview notes &mdash; customers", "Aiko Tan", "19 Nov", "61 KB"),
                ("&#9654;", "#c58af9", "Product film rough cut.mp4", "me", "17 Nov", "1.3 GB"),
                ("S", "#81c995", "Asset tracker", "Lena Vogt", "12 Nov", "203 KB"),
                ("&#9635;", "#9aa0a6", "Archive 2025", "me", "3 Nov", "&mdash;"),
                ("P", "#fdd663", "Press kit", "Rui Costa", "28 Oct", "7.9 MB")]
        sel, on = 2, 1
        det = ("P", "linear-gradient(140deg,#5f4b00,#fdd663)", "Kick-off deck")
        acts = ("&#8615; Download", "&#9741; Share", "&#8734; Copy link")
        meta = [("Type", "Presentation"), ("Size", "12.6 MB"), ("Owner", "me"), ("Modified", "24 Nov 2026 by me"), ("Location", "Lumen rebrand")]
        desc = "Slides for the 2 December kick-off with the agency."
    else:
        nav = [("&#8962;", "Home"), ("&#9650;", "My Drive"), ("&#9741;", "Shared with me"), ("&#9719;", "Recent"), ("&#9734;", "Starred"), ("&#9888;", "Spam"), ("&#9003;", "Trash")]
        quota, used = 41, "6.2 GB of 15 GB used"
        search = "Search in Drive"
        crumbs = ["Shared with me", "Finance"]
        here = "Quarterly close"
        chips = ["Owner &#9662;", "Kind &#9662;", "Last opened &#9662;", "Shared &#9662;"]
        rows = [("S", "#81c995", "Q3 reconciliation", "Lena Vogt", "09:41", "312 KB"),
                ("&#9635;", "#f28b82", "Invoices October", "Lena Vogt", "Yesterday", "&mdash;"),
                ("D", "#8ab4f8", "Close checklist", "Omar Haddad", "25 Nov", "44 KB"),
                ("P", "#fdd663", "Board update Q3", "me", "21 Nov", "9.4 MB"),
                ("S", "#81c995", "Payroll export", "Omar Haddad", "20 Nov", "1.1 MB"),
                ("D", "#8ab4f8", "Audit questions", "Lena Vogt", "18 Nov", "27 KB"),
                ("&#9635;", "#9aa0a6", "Receipts", "me", "15 Nov", "&mdash;"),
                ("S", "#81c995", "Cash forecast 2027", "Omar Haddad", "9 Nov", "540 KB"),
                ("D", "#8ab4f8", "VAT memo", "me", "2 Nov", "19 KB")]
        sel, on = 0, 2
        det = ("S", "linear-gradient(140deg,#0d5224,#81c995)", "Q3 reconciliation")
        acts = ("&#8615; Export", "&#9741; Share", "&#8734; Get link")
        meta = [("Type", "Spreadsheet"), ("Size", "312 KB"), ("Owner", "Lena Vogt"), ("Modified", "26 Nov 2026 by Lena Vogt"), ("Location", "Quarterly close")]
        desc = "Ledger against bank statements, July to September."
    nv = "".join(f'<a href="#"{" class=on" if i == on else ""}><span>{ic}</span>{n}</a>' for i, (ic, n) in enumerate(nav))
    cr = "".join(f'<a href="#">{c}</a><span>&rsaquo;</span>' for c in crumbs) + f"<b>{here}</b>"
    ch = "".join(f'<button class="chip">{c}</button>' for c in chips)
    rs = "".join(f'<tr{" class=sel" if k == sel else ""}><td><i style="background:{c}">{ic}</i>{n}</td><td>{o}</td><td>{m}</td><td>{s}</td></tr>' for k, (ic, c, n, o, m, s) in enumerate(rows))
    mt = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in meta)
    return f"""<style>{FILES_CSS}</style>
<div class="app"><div class="side"><div class="logo"><i></i>Cumulus</div><button class="new"><b>+</b>New</button>{nv}
<div class="quota"><div><i style="width:{quota}%"></i></div>{used}</div><button class="pill">Get more storage</button></div>
<main><div class="top"><div class="sw"><input type="text" class="search" placeholder="{search}"></div><button class="ic" title="Settings">&#9881;</button><button class="ic" title="Apps">&#9638;</button><div class="ava">R</div></div>
<div class="crumbs">{cr}</div><div class="chips">{ch}</div>
<table><tr><th style="width:46%">Name</th><th>Owner</th><th>Last modified</th><th>File size</th></tr>{rs}</table></main>
<div class="det"><div class="dh"><b>{det[2]}</b><button class="ic" title="Close">&#10005;</button></div><div class="thumb" style="background:{det[1]}">{det[0]}</div>
<div class="btns"><button class="blue">{acts[0]}</button><button class="ol">{acts[1]}</button></div><button class="tx">{acts[2]}</button>
<dl>{mt}</dl><label>Description</label><textarea>{desc}</textarea></div></div>"""


RESERVE_CSS = """
body { margin:0; height:800px; font:14px/1.5 "DejaVu Sans", sans-serif; color:#1c1917; background:#faf7f2; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
header { display:flex; align-items:center; gap:26px; height:64px; padding:0 40px; border-bottom:1px solid #e7e2d9; background:#faf7f2; }
.logo { font:italic bold 25px "Liberation Serif", serif; letter-spacing:.5px; margin-right:auto; }
header a { color:#1c1917; text-decoration:none; font-size:13px; letter-spacing:1.5px; text-transform:uppercase; }
header a:hover { color:#8a6a3b; }
.tl { padding:0; border:0; background:transparent; color:#1c1917; font-size:14px; text-decoration:none; }
.tl:hover { text-decoration:underline; text-underline-offset:3px; }
.gift { height:36px; padding:0 18px; border:1px solid #1c1917; border-radius:0; background:transparent; color:#1c1917; font-size:12px; letter-spacing:1.5px; text-transform:uppercase; }
.gift:hover { box-shadow:0 4px 12px rgba(28,25,23,.22); }
.wrap { display:grid; grid-template-columns:1fr 600px; height:736px; }
.hero { position:relative; background:linear-gradient(180deg,rgba(28,25,23,0) 40%,rgba(28,25,23,.85)),radial-gradient(circle at 30% 35%,#e9c46a 0 6%,transparent 7%),radial-gradient(circle at 62% 30%,#f4a261 0 4%,transparent 5%),linear-gradient(150deg,#3d2b1f,#8a5a3b 55%,#2a1d15); color:#fff; padding:0 40px 36px; display:flex; flex-direction:column; justify-content:flex-end; }
.hero h2 { margin:0; font:bold 38px/1.1 "Liberation Serif", serif; }
.hero p { margin:8px 0 14px; max-width:470px; color:#f1ebe3; }
.hero .inf { display:flex; gap:18px; font-size:13px; color:#e7dccd; }
.hero .links { display:flex; gap:20px; margin-top:14px; }
.hero .links a { color:#fff; font-size:14px; }
.hero .links a:hover { color:#e9c46a; }
.form { padding:22px 46px 0; background:#fff; overflow:hidden; }
.form h1 { margin:0 0 2px; font:bold 28px "Liberation Serif", serif; }
.form .lead { margin:0 0 14px; color:#78716c; font-size:13px; }
.row { display:grid; grid-template-columns:1fr 190px; gap:26px; align-items:end; margin-bottom:14px; }
label, .lab { display:block; font-size:11px; letter-spacing:1.4px; text-transform:uppercase; color:#78716c; margin-bottom:4px; }
.u { width:100%; height:34px; padding:0 2px; border:0; border-bottom:1px solid #c7c2ba; border-radius:0; background:transparent; color:#1c1917; font:16px "DejaVu Sans", sans-serif; box-sizing:border-box; }
.u::placeholder { color:#a8a29e; }
textarea.u { height:46px; padding-top:6px; resize:none; font-size:14px; }
input:focus, textarea:focus { outline:none; border-bottom:2px solid #1c1917; }
.step { display:flex; align-items:center; gap:0; }
.step button { width:36px; height:34px; border:1px solid #d6d3d1; border-radius:0; background:#fff; color:#1c1917; font-size:18px; padding:0; }
.step button:hover { border-color:#1c1917; }
.step span { flex:1; height:34px; line-height:34px; text-align:center; border-top:1px solid #d6d3d1; border-bottom:1px solid #d6d3d1; font-size:14px; }
.slots { display:grid; grid-template-columns:repeat(5,1fr); gap:8px; margin-bottom:14px; }
.slot, .full { height:36px; border:1px solid #1c1917; border-radius:2px; background:#fff; color:#1c1917; font:14px "DejaVu Sans Mono", monospace; box-sizing:border-box; }
.slot:hover { background:#1c1917; color:#fff; }
.full { display:flex; align-items:center; justify-content:center; background:#f5f5f4; color:#a8a29e; border-color:#e7e5e4; text-decoration:line-through; }
.seat { display:flex; margin-bottom:14px; }
.seat button { flex:1; height:38px; border:1px solid #d6d3d1; border-radius:0; background:#fff; color:#44403c; font-size:13px; margin-left:-1px; }
.seat button:hover { background:#f4efe6; }
.seat button.on { background:#f4efe6; border-color:#8a6a3b; color:#1c1917; font-weight:bold; position:relative; }
.two { display:grid; grid-template-columns:1fr 1fr; gap:12px 26px; margin-bottom:12px; }
.book { width:100%; height:48px; border:0; border-radius:0; background:#1c1917; color:#fff; font-size:15px; font-weight:bold; letter-spacing:2px; text-transform:uppercase; margin-top:4px; }
.book:hover { background:#8a6a3b; }
.foot { display:flex; align-items:center; gap:8px; margin-top:10px; font-size:12px; color:#78716c; }
.foot .sp { flex:1; }
.foot .tl { font-size:13px; color:#8a6a3b; }
button:focus { outline:2px solid #8a6a3b; outline-offset:2px; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#f5f5f4 !important; color:#a8a29e !important; border-color:#e7e5e4 !important; text-decoration:line-through !important; box-shadow:none !important; cursor:not-allowed; }
.book:disabled, .book.is-disabled { background:#d6d3d1 !important; color:#fff !important; text-decoration:none !important; }
.tl:disabled, .tl.is-disabled { background:transparent !important; }
input:disabled, textarea:disabled { border-bottom:1px dotted #a8a29e !important; color:#a8a29e !important; text-decoration:none !important; background:transparent !important; }
input:disabled::placeholder, textarea:disabled::placeholder { color:#d6d3d1; }
a.is-disabled { color:#a8a29e !important; text-decoration:line-through !important; pointer-events:none; }
"""


def _reserve(alt: bool) -> str:
    if not alt:
        nav, sign, gift = ["Menu", "Wine", "Private dining", "Visit"], "Sign in", "Gift cards"
        name, pitch = "Maison Ardoise", "Seasonal French cooking by the river. A six-course tasting menu and an à la carte dinner, Tuesday to Saturday."
        inf = ["&#9733; 4.8 &middot; 1,204 reviews", "&#9679; French &middot; &euro;&euro;&euro;", "&#9906; 21 Quai des Tanneurs"]
        links = ["View the menu", "Opening hours", "Directions"]
        h1, lead = "Reserve a table", "Tables are held for 15 minutes. For groups of nine or more please call us."
        date, guests = "Friday, 5 December", "2 guests"
        slots = [("18:00", True), ("18:30", False), ("19:00", True), ("19:15", True), ("19:30", False), ("20:00", True), ("20:15", True), ("20:45", True), ("21:00", True), ("21:30", False)]
        seats = ["Dining room", "Terrace (heated)", "Chef's counter"]
        fields = [("First name", "Dana", ""), ("Last name", "", "Last name"), ("Email", "", "name@example.com"), ("Phone", "", "+33 6 12 34 56 78")]
        req, book = "Allergies, celebrations, a high chair&hellip;", "Reserve table"
        note, wait = "Free cancellation until 24 h before.", "Join the waitlist"
    else:
        nav, sign, gift = ["Menu", "Wine", "Private dining", "Visit"], "My bookings", "Vouchers"
        name, pitch = "Maison Ardoise", "Sunday lunch is served family style: three courses to share, bread from our oven, and a children's menu."
        inf = ["&#9733; 4.8 &middot; 1,204 reviews", "&#9679; French &middot; &euro;&euro;&euro;", "&#9906; 21 Quai des Tanneurs"]
        links = ["Sunday menu", "Gallery", "Getting here"]
        h1, lead = "Book Sunday lunch", "Lunch is one sitting per table. Children under six eat free."
        date, guests = "Sunday, 7 December", "5 guests"
        slots = [("12:00", False), ("12:15", True), ("12:30", True), ("12:45", False), ("13:00", True), ("13:15", True), ("13:30", True), ("13:45", False), ("14:00", True), ("14:15", True)]
        seats = ["Garden room", "Long table", "Window booth"]
        fields = [("First name", "", "First name"), ("Last name", "Okafor", ""), ("Email", "", "name@example.com"), ("Mobile", "", "+33 7 00 00 00 00")]
        req, book = "Number of children, dietary needs&hellip;", "Book lunch"
        note, wait = "Deposit of &euro;10 per guest, refunded on arrival.", "Call the restaurant"
    nv = "".join(f'<a href="#">{n}</a>' for n in nav)
    sl = "".join(f'<button class="slot">{t}</button>' if ok else f'<span class="full">{t}</span>' for t, ok in slots)
    se = "".join(f'<button{" class=on" if i == 0 else ""}>{s}</button>' for i, s in enumerate(seats))
    fs = "".join(f'<div><label>{lab}</label><input type="text" class="u" value="{v}" placeholder="{ph}"></div>' for lab, v, ph in fields)
    lk = "".join(f'<a href="#">{x}</a>' for x in links)
    inf_ = "".join(f"<span>{x}</span>" for x in inf)
    return f"""<style>{RESERVE_CSS}</style>
<header><div class="logo">{name}</div>{nv}<button class="tl">{sign}</button><button class="gift">{gift}</button></header>
<div class="wrap"><div class="hero"><h2>{name}</h2><p>{pitch}</p><div class="inf">{inf_}</div><div class="links">{lk}</div></div>
<div class="form"><h1>{h1}</h1><p class="lead">{lead}</p>
<div class="row"><div><label>Date</label><input type="text" class="u" value="{date}"></div><div><div class="lab">Party size</div><div class="step"><button title="Fewer">&minus;</button><span>{guests}</span><button title="More">+</button></div></div></div>
<div class="lab">Time</div><div class="slots">{sl}</div>
<div class="lab">Seating</div><div class="seat">{se}</div>
<div class="two">{fs}</div>
<label>Special requests</label><textarea class="u" placeholder="{req}"></textarea>
<button class="book">{book}</button>
<div class="foot"><span>{note}</span><span class="sp"></span><button class="tl">{wait}</button></div></div></div>"""


TRADE_CSS = """
body { margin:0; height:800px; font:12px/1.4 "DejaVu Sans", sans-serif; color:#eaecef; background:#0b0e11; overflow:hidden; }
button { font-family:"DejaVu Sans", sans-serif; cursor:pointer; }
.top { display:flex; align-items:center; gap:22px; height:50px; padding:0 18px; background:#181a20; }
.logo { font:bold 16px "DejaVu Sans Mono", monospace; color:#f0b90b; letter-spacing:1px; }
.top a { color:#eaecef; text-decoration:none; font-size:13px; }
.top a:hover { color:#f0b90b; }
.top .sp { flex:1; }
.dep { height:32px; padding:0 16px; border:0; border-radius:4px; background:#f0b90b; color:#181a20; font-size:13px; font-weight:bold; }
.dep:hover { background:#f8d12f; }
.acc { display:inline-flex; align-items:center; gap:6px; height:32px; padding:0 12px; border:0; border-radius:4px; background:transparent; color:#eaecef; font-size:13px; }
.acc:hover { background:#2b3139; }
.grid { display:grid; grid-template-columns:310px 1fr 290px; gap:4px; padding:4px; height:742px; }
.pan { background:#181a20; border-radius:4px; overflow:hidden; }
.ticket { padding:12px 14px; }
.bs { display:grid; grid-template-columns:1fr 1fr; background:#2b3139; border-radius:6px; padding:2px; margin-bottom:12px; }
.bs button { height:34px; border:0; border-radius:5px; background:transparent; color:#eaecef; font-size:14px; font-weight:bold; }
.bs button:hover { color:#fff; }
.bs .buyt.on { background:#0ecb81; color:#fff; }
.ot { display:flex; gap:16px; margin-bottom:12px; border-bottom:1px solid #2b3139; }
.ot button { height:30px; padding:0; border:0; border-bottom:2px solid transparent; background:transparent; color:#848e9c; font-size:13px; }
.ot button:hover { color:#eaecef; }
.ot button.on { color:#eaecef; border-bottom-color:#f0b90b; }
.ticket label { display:flex; justify-content:space-between; color:#848e9c; margin:0 0 4px; }
.ticket label b { color:#eaecef; font-weight:normal; font-family:"DejaVu Sans Mono", monospace; }
.num { width:100%; height:40px; padding:0 12px; border:1px solid #2b3139; border-radius:4px; background:#2b3139; color:#eaecef; font:15px "DejaVu Sans Mono", monospace; text-align:right; box-sizing:border-box; margin-bottom:10px; }
.num::placeholder { color:#5e6673; }
input:focus { outline:none; border-color:#f0b90b; box-shadow:0 0 0 1px #f0b90b, 0 0 10px 1px rgba(240,185,11,.45); }
.pcts { display:grid; grid-template-columns:repeat(4,1fr); gap:6px; margin-bottom:12px; }
.pct { height:26px; border:1px solid #474d57; border-radius:2px; background:transparent; color:#848e9c; font:12px "DejaVu Sans Mono", monospace; }
.pct:hover { border-color:#f0b90b; color:#eaecef; box-shadow:0 0 0 1px #f0b90b; }
.sum { display:flex; justify-content:space-between; padding:3px 0; color:#848e9c; }
.sum b { color:#eaecef; font:12px "DejaVu Sans Mono", monospace; }
.chk { display:flex; align-items:center; gap:6px; margin:8px 0 12px; color:#b7bdc6; }
.buy { width:100%; height:44px; border:0; border-radius:6px; background:#0ecb81; color:#fff; font-size:15px; font-weight:bold; }
.buy:hover { background:#32d993; }
.sell { width:100%; height:36px; border:0; border-radius:6px; background:#f6465d; color:#fff; font-size:13px; font-weight:bold; }
.sell:hover { background:#ff6b7d; }
.bal { margin-top:12px; padding-top:10px; border-top:1px solid #2b3139; }
.yl { padding:0; border:0; background:transparent; color:#f0b90b; font-size:12px; }
.yl:hover { text-decoration:underline; }
.chart { padding:10px 14px; }
.tk { display:flex; align-items:baseline; gap:16px; margin-bottom:8px; white-space:nowrap; }
.tk h1 { margin:0; font:bold 20px "DejaVu Sans", sans-serif; }
.tk h1 small { font-size:12px; color:#848e9c; font-weight:normal; margin-left:6px; }
.tk .px { font:bold 20px "DejaVu Sans Mono", monospace; color:#0ecb81; }
.tk .px.dn { color:#f6465d; }
.tk .ch { font:13px "DejaVu Sans Mono", monospace; color:#0ecb81; }
.tk .ch.dn { color:#f6465d; }
.tk .st { color:#848e9c; } .tk .st b { color:#eaecef; font:12px "DejaVu Sans Mono", monospace; font-weight:normal; }
.iv { display:flex; gap:4px; margin-bottom:6px; }
.iv button { height:24px; padding:0 8px; border:0; border-radius:3px; background:transparent; color:#848e9c; font:12px "DejaVu Sans Mono", monospace; }
.iv button:hover { color:#eaecef; }
.iv button.on { background:#2b3139; color:#eaecef; }
.plot { position:relative; height:330px; border-top:1px solid #2b3139; border-bottom:1px solid #2b3139; background:repeating-linear-gradient(0deg,transparent 0 54px,#1e2329 54px 55px); }
.plot i { position:absolute; width:8px; }
.plot i::before { content:""; position:absolute; left:3.5px; width:1px; top:var(--wt); bottom:var(--wb); background:inherit; }
.plot s { position:absolute; bottom:0; width:8px; opacity:.35; }
.orders h3 { margin:12px 0 6px; font-size:13px; }
.orders table { width:100%; border-collapse:collapse; font:12px "DejaVu Sans Mono", monospace; }
.orders th { text-align:left; color:#848e9c; font:12px "DejaVu Sans", sans-serif; padding:4px 6px; border-bottom:1px solid #2b3139; }
.orders td { padding:6px; border-bottom:1px solid #1e2329; }
.g { color:#0ecb81; } .r { color:#f6465d; }
.cx { padding:0; border:0; background:transparent; color:#f6465d; font-size:12px; }
.cx:hover { text-decoration:underline; }
.book { padding:10px 12px; font:12px/19px "DejaVu Sans Mono", monospace; }
.book h3 { margin:0 0 6px; font:bold 13px "DejaVu Sans", sans-serif; }
.book .hd, .book .ln { display:grid; grid-template-columns:1fr 1fr 1fr; text-align:right; position:relative; }
.book .hd { color:#848e9c; font-family:"DejaVu Sans", sans-serif; }
.book .hd span:first-child, .book .ln span:first-child { text-align:left; }
.book .ln i { position:absolute; right:0; top:1px; bottom:1px; }
.book .ln span { position:relative; }
.book .mid { padding:6px 0; font:bold 16px "DejaVu Sans Mono", monospace; }
button:focus { outline:1px solid #f0b90b; outline-offset:1px; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#1e2329 !important; color:#474d57 !important; border-color:#2b3139 !important; box-shadow:none !important; text-decoration:none !important; cursor:not-allowed; }
.buy:disabled, .buy.is-disabled, .bs .buyt.on:disabled, .bs .buyt.on.is-disabled { background:rgba(14,203,129,.16) !important; color:rgba(14,203,129,.5) !important; }
.sell:disabled, .sell.is-disabled { background:rgba(246,70,93,.16) !important; color:rgba(246,70,93,.5) !important; }
.ot button:disabled, .ot button.is-disabled, .iv button:disabled, .iv button.is-disabled, .yl:disabled, .yl.is-disabled, .cx:disabled, .cx.is-disabled { background:transparent !important; }
input:disabled, input.is-disabled { background:#1e2329 !important; color:#5e6673 !important; border-color:#1e2329 !important; }
input:disabled::placeholder { color:#474d57; }
a.is-disabled { color:#474d57 !important; pointer-events:none; }
"""


def _candles(seed: int, up_bias: float) -> str:
    out = []
    price = 50.0
    for k in range(46):
        step = ((k * 37 + seed * 11) % 17 - 8) / 3.0 + up_bias
        o, c = price, price + step
        hi, lo = max(o, c) + ((k * 13 + seed) % 5) * 0.6 + 0.4, min(o, c) - ((k * 7 + seed) % 4) * 0.6 - 0.4
        price = c
        top, bot = 330 - hi * 3.6, 330 - lo * 3.6
        body_t, body_b = 330 - max(o, c) * 3.6, 330 - min(o, c) * 3.6
        col = "#0ecb81" if c >= o else "#f6465d"
        h = max(1.0, body_b - body_t)
        out.append(f'<i style="left:{10 + k * 12}px;top:{body_t:.0f}px;height:{h:.0f}px;background:{col};--wt:{top - body_t:.0f}px;--wb:{body_t + h - bot:.0f}px"></i>')
        out.append(f'<s style="left:{10 + k * 12}px;height:{8 + (k * 29 + seed * 5) % 34}px;background:{col}"></s>')
    return "".join(out)


def _trade(alt: bool) -> str:
    if not alt:
        nav, dep, acc = ["Markets", "Trade", "Portfolio", "Earn", "Research"], "Deposit", "&#9673; Account &#9662;"
        sym, name, px, ch, dn = "AAPL", "Apple Inc.", "189.42", "+2.38 (+1.27%)", False
        stats = [("High", "190.05"), ("Low", "186.71"), ("Vol", "48.2M")]
        bs, ot, on_ot = ("Buy", "Sell"), ["Limit", "Market", "Stop-limit"], 0
        price, qty, qty_ph = "189.42", "", "Shares"
        pcts = ["25%", "50%", "75%", "100%"]
        sums = [("Est. cost", "0.00 USD"), ("Fees", "0.00 USD"), ("Buying power", "12,480.55 USD")]
        chk, buy, sell = "Take profit / stop loss", "Buy AAPL", "Sell AAPL"
        bal, transfer = "Cash 12,480.55 USD", "Transfer"
        ivs, on_iv = ["1m", "5m", "15m", "1H", "4H", "1D", "1W"], 3
        orders = [("AAPL", "Buy", "Limit", "185.00", "40", "0/40"), ("MSFT", "Sell", "Stop", "402.10", "12", "0/12")]
        seed, bias = 3, 0.35
        mid = "189.42"
    else:
        nav, dep, acc = ["Markets", "Trade", "Portfolio", "Earn", "Research"], "Add funds", "&#9673; Profile &#9662;"
        sym, name, px, ch, dn = "TSLA", "Tesla, Inc.", "231.06", "&minus;4.92 (&minus;2.08%)", True
        stats = [("High", "238.40"), ("Low", "229.87"), ("Vol", "96.7M")]
        bs, ot, on_ot = ("Long", "Short"), ["Limit", "Market", "Trailing"], 1
        price, qty, qty_ph = "231.06", "15", "Shares"
        pcts = ["10%", "20%", "50%", "Max"]
        sums = [("Est. proceeds", "3,465.90 USD"), ("Fees", "1.99 USD"), ("Margin", "6,902.10 USD")]
        chk, buy, sell = "Reduce only", "Long TSLA", "Short TSLA"
        bal, transfer = "Margin 6,902.10 USD", "Borrow"
        ivs, on_iv = ["1m", "3m", "30m", "2H", "6H", "1D", "1M"], 1
        orders = [("TSLA", "Sell", "Limit", "240.00", "10", "0/10"), ("NVDA", "Buy", "Limit", "118.50", "25", "5/25")]
        seed, bias = 8, -0.3
        mid = "231.06"
    base = float(mid)
    asks = [(base + 0.01 * (12 - k) * 3, (k * 37) % 900 + 40, (k * 17) % 70 + 10) for k in range(12)]
    bids = [(base - 0.01 * (k + 1) * 3, (k * 53) % 900 + 60, (k * 23) % 70 + 12) for k in range(12)]
    nv = "".join(f'<a href="#">{n}</a>' for n in nav)
    st = "".join(f'<span class="st">{k} <b>{v}</b></span>' for k, v in stats)
    ots = "".join(f'<button{" class=on" if i == on_ot else ""}>{o}</button>' for i, o in enumerate(ot))
    pc = "".join(f'<button class="pct">{p}</button>' for p in pcts)
    sm = "".join(f'<div class="sum"><span>{k}</span><b>{v}</b></div>' for k, v in sums)
    iv = "".join(f'<button{" class=on" if i == on_iv else ""}>{x}</button>' for i, x in enumerate(ivs))
    od = "".join(f'<tr><td>{s}</td><td class="{"g" if d in ("Buy", "Long") else "r"}">{d}</td><td>{t}</td><td>{p}</td><td>{q}</td><td>{f}</td><td><button class="cx">Cancel</button></td></tr>' for s, d, t, p, q, f in orders)
    ak = "".join(f'<div class="ln"><i style="width:{w}%;background:rgba(246,70,93,.15)"></i><span class="r">{p:.2f}</span><span>{q}</span><span>{p * q / 1000:.1f}K</span></div>' for p, q, w in asks)
    bd = "".join(f'<div class="ln"><i style="width:{w}%;background:rgba(14,203,129,.15)"></i><span class="g">{p:.2f}</span><span>{q}</span><span>{p * q / 1000:.1f}K</span></div>' for p, q, w in bids)
    return f"""<style>{TRADE_CSS}</style>
<div class="top"><div class="logo">&#9670; QUANTA</div>{nv}<span class="sp"></span><button class="dep">{dep}</button><button class="acc">{acc}</button></div>
<div class="grid"><div class="pan ticket"><div class="bs"><button class="buyt on">{bs[0]}</button><button>{bs[1]}</button></div><div class="ot">{ots}</div>
<label>Price <b>USD</b></label><input type="text" class="num" value="{price}">
<label>Quantity <b>{sym}</b></label><input type="text" class="num" value="{qty}" placeholder="{qty_ph}">
<div class="pcts">{pc}</div>{sm}<div class="chk"><input type="checkbox"> {chk}</div>
<button class="buy">{buy}</button><div style="height:8px"></div><button class="sell">{sell}</button>
<div class="bal"><div class="sum"><span>{bal}</span><button class="yl">{transfer}</button></div></div></div>
<div class="pan chart"><div class="tk"><h1>{sym}<small>{name}</small></h1><span class="px{" dn" if dn else ""}">{px}</span><span class="ch{" dn" if dn else ""}">{ch}</span>{st}</div>
<div class="iv">{iv}</div><div class="plot">{_candles(seed, bias)}</div>
<div class="orders"><h3>Open orders (2)</h3><table><tr><th>Symbol</th><th>Side</th><th>Type</th><th>Price</th><th>Qty</th><th>Filled</th><th></th></tr>{od}</table></div></div>
<div class="pan book"><h3>Order book</h3><div class="hd"><span>Price</span><span>Size</span><span>Total</span></div>{ak}
<div class="mid {"r" if dn else "g"}">{mid} {"&darr;" if dn else "&uarr;"}</div>{bd}</div></div>"""


_DESIGNS = {
    "podcast": _podcast,
    "esign": _esign,
    "catalog": _catalog,
    "files": _files,
    "reserve": _reserve,
    "trade": _trade,
}


def holdout5_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
