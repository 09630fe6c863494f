# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the cache set's HOLDOUT2 part: six more designs written for it and frozen unseen.

Written on 2026-11-26 by someone who had not seen the cache validation rule, rendered and
committed (``labels.json``, part ``holdout2``) before the rule was scored on them, and scored
once. They are page kinds the cache set had not used (a flight search form, a kanban project
board, a bank transfer form, a dark music library, a CRM contact list with a detail panel, a
dark documentation site), each with its own fonts, sizes, button shapes, hover and focus
styles and its own way of drawing a disabled control, the way real design systems write it:

* ``flights``: a Material-style translucent grey fill (12 % black) with 38 % black text, the
  orange and blue accents and the shadows gone;
* ``kanban``: an Atlassian-style near-invisible grey fill with light slate text
  (``#a5adba``), no focus ring, ``cursor: not-allowed``;
* ``bank``: Bootstrap's ``opacity: .65`` on the whole control, colours kept; disabled inputs
  get the grey ``#e9ecef`` fill;
* ``music`` (dark): a flat dark-grey fill with dim grey text; the green play button and the
  white pill lose their colour, nothing is scaled on hover;
* ``crm``: a neutral button turns white with a light grey border and light grey text, the
  brand button a solid light grey block with white text (Salesforce-style);
* ``docs`` (dark): the whole control at 40 % opacity and fully desaturated.

The generator marks a control disabled the way a site's script would (the ``disabled``
property, ``aria-disabled`` and the ``is-disabled`` class) and lets the page's CSS draw it.
Every design has a sibling document (``<name>-alt``) with the same layout and other
content, for the ``other_page`` variant. The help button in the corner and the clock at the
bottom-left are added by the generator, as for the other parts. Served from
``https://vigil.test/h2/<doc>``.
"""

from __future__ import annotations

FLIGHTS_CSS = """
body { margin:0; font:15px/1.4 "Liberation Sans", Arial, sans-serif; color:#1a2b49; background:#f2f5fa; }
header { display:flex; align-items:center; gap:26px; height:64px; padding:0 40px; background:#fff; box-shadow:0 1px 3px rgba(26,43,73,.12); }
header .logo { font:bold 22px "DejaVu Sans", sans-serif; color:#0a66c2; letter-spacing:-.5px; }
header nav { display:flex; gap:22px; margin-right:auto; }
header nav a { color:#1a2b49; text-decoration:none; font-size:14px; padding:6px 0; border-bottom:2px solid transparent; }
header nav a:hover { border-bottom-color:#0a66c2; }
header nav a.on { color:#0a66c2; font-weight:bold; border-bottom-color:#0a66c2; }
header .cur { color:#4a5a78; font-size:14px; }
.signin { padding:8px 20px; border:1.5px solid #0a66c2; border-radius:20px; background:#fff; color:#0a66c2; font:bold 14px "Liberation Sans", sans-serif; cursor:pointer; }
.signin:hover { background:#eaf3fc; }
.hero { margin:28px 40px 0; padding:22px 26px 24px; background:#fff; border-radius:14px; box-shadow:0 4px 18px rgba(26,43,73,.10); }
.hero h1 { font:bold 26px "DejaVu Sans", sans-serif; margin:0 0 16px; letter-spacing:-.5px; }
.seg { display:inline-flex; background:#eef2f7; border-radius:8px; padding:3px; margin-bottom:16px; }
.seg button { padding:7px 16px; border:0; border-radius:6px; background:transparent; color:#4a5a78; font:14px "Liberation Sans", sans-serif; cursor:pointer; }
.seg button:hover { color:#1a2b49; background:#e2e8f0; }
.seg button.on { background:#fff; color:#1a2b49; font-weight:bold; box-shadow:0 1px 2px rgba(0,0,0,.15); }
.fields { display:flex; align-items:flex-end; gap:10px; }
.f { display:flex; flex-direction:column; gap:5px; }
.f label { font-size:12px; color:#4a5a78; font-weight:bold; text-transform:uppercase; letter-spacing:.4px; }
.f input, .f select { height:48px; padding:0 14px; border:1px solid #b4bfd0; border-radius:8px; background:#fff; color:#1a2b49; font:16px "Liberation Sans", sans-serif; box-sizing:border-box; }
.f input:hover, .f select:hover { border-color:#1a2b49; }
.f input:focus, .f select:focus { outline:none; border-color:#0a66c2; box-shadow:0 0 0 3px rgba(10,102,194,.25); }
.swap { width:38px; height:38px; margin-bottom:5px; border:1px solid #b4bfd0; border-radius:50%; background:#fff; color:#0a66c2; font:18px "DejaVu Sans", sans-serif; cursor:pointer; }
.swap:hover { background:#eaf3fc; border-color:#0a66c2; }
.go { height:48px; padding:0 26px; border:0; border-radius:8px; background:#ff6b1a; color:#fff; font:bold 17px "Liberation Sans", sans-serif; box-shadow:0 2px 6px rgba(255,107,26,.35); cursor:pointer; }
.go:hover { background:#e85a0c; }
.go:focus, .signin:focus, .deal button:focus, .swap:focus { outline:none; box-shadow:0 0 0 2px #fff, 0 0 0 4px #0a66c2; }
.opts { display:flex; align-items:center; gap:22px; margin-top:14px; font-size:14px; color:#4a5a78; }
.opts label { display:flex; align-items:center; gap:6px; }
.opts a { color:#0a66c2; }
.opts a:hover { color:#084d93; }
h2 { margin:26px 40px 12px; font:bold 19px "DejaVu Sans", sans-serif; }
.deals { display:grid; grid-template-columns:repeat(4, 1fr); gap:16px; margin:0 40px; }
.deal { background:#fff; border-radius:12px; overflow:hidden; box-shadow:0 2px 8px rgba(26,43,73,.08); }
.deal .pic { height:88px; }
.deal .body { padding:12px 14px; display:flex; align-items:center; justify-content:space-between; gap:8px; }
.deal b { display:block; font-size:15px; }
.deal small { color:#4a5a78; }
.deal button { padding:7px 12px; border:0; border-radius:6px; background:#eaf3fc; color:#0a66c2; font:bold 13px "Liberation Sans", sans-serif; cursor:pointer; white-space:nowrap; }
.deal button:hover { background:#d3e6f8; }
button:disabled, .is-disabled, [aria-disabled=true] { background:rgba(0,0,0,.12) !important; color:rgba(0,0,0,.38) !important; border-color:transparent !important; box-shadow:none !important; cursor:default; }
input:disabled, select:disabled { background:#f5f5f5 !important; color:rgba(0,0,0,.38) !important; border-color:rgba(0,0,0,.12) !important; }
a.is-disabled, a[aria-disabled=true] { background:transparent !important; color:rgba(0,0,0,.38) !important; pointer-events:none; }
"""


def _flights(alt: bool) -> str:
    if not alt:
        title, modes, signin, go = "Where to next?", ["Return", "One way", "Multi-city"], "Sign in", "Search flights"
        f1, v1, f2, v2 = "From", "Lisbon (LIS)", "To", "Reykjavik (KEF)"
        d1, dv1, d2, dv2 = "Depart", "Thu 12 Feb", "Return", "Mon 16 Feb"
        pax = ["1 adult, Economy", "2 adults, Economy", "1 adult, Business"]
        opts = ("Direct flights only", "Add a hotel", "Flexible dates +/- 3 days")
        deals = [("Porto", "from EUR 39", "#f4a261,#e76f51"), ("Madrid", "from EUR 54", "#2a9d8f,#264653"),
                 ("Dublin", "from EUR 71", "#8ecae6,#219ebc"), ("Marrakesh", "from EUR 89", "#e9c46a,#f4a261")]
        head = "Cheap flights from Lisbon"
    else:
        title, modes, signin, go = "Find a place to stay", ["Hotels", "Apartments", "Hostels"], "My trips", "Search stays"
        f1, v1, f2, v2 = "Destination", "Copenhagen", "Area", "Near Nyhavn"
        d1, dv1, d2, dv2 = "Check-in", "Fri 6 Mar", "Check-out", "Sun 8 Mar"
        pax = ["2 guests, 1 room", "1 guest, 1 room", "4 guests, 2 rooms"]
        opts = ("Free cancellation", "Breakfast included", "Pets allowed")
        deals = [("Aarhus", "from EUR 82 / night", "#a8dadc,#457b9d"), ("Odense", "from EUR 64 / night", "#cdb4db,#ffafcc"),
                 ("Malmo", "from EUR 77 / night", "#b7e4c7,#40916c"), ("Roskilde", "from EUR 58 / night", "#ffd6a5,#ff9f1c")]
        head = "Weekend stays in Denmark"
    nav = ["Flights", "Hotels", "Car hire", "Deals", "Help"]
    on = 0 if not alt else 1
    links = "".join(f'<a href="#"{" class=on" if i == on else ""}>{n}</a>' for i, n in enumerate(nav))
    seg = "".join(f'<button{" class=on" if i == 0 else ""}>{m}</button>' for i, m in enumerate(modes))
    sel = "".join(f"<option>{p}</option>" for p in pax)
    cards = "".join(
        f'<div class="deal"><div class="pic" style="background:linear-gradient(135deg,{g})"></div><div class="body"><div><b>{c}</b><small>{p}</small></div><button>View deal</button></div></div>'
        for c, p, g in deals)
    return f"""<style>{FLIGHTS_CSS}</style>
<header><div class="logo">skyway</div><nav>{links}</nav><span class="cur">EUR &middot; English</span><button class="signin">{signin}</button></header>
<div class="hero"><h1>{title}</h1><div class="seg">{seg}</div>
<div class="fields">
<div class="f"><label>{f1}</label><input type="text" value="{v1}" style="width:214px"></div>
<button class="swap" title="Swap">&#8644;</button>
<div class="f"><label>{f2}</label><input type="text" value="{v2}" style="width:214px"></div>
<div class="f"><label>{d1}</label><input type="text" value="{dv1}" style="width:140px"></div>
<div class="f"><label>{d2}</label><input type="text" value="{dv2}" style="width:140px"></div>
<div class="f"><label>Travellers</label><select style="width:176px">{sel}</select></div>
<button class="go">{go}</button></div>
<div class="opts"><label><input type="checkbox" checked> {opts[0]}</label><label><input type="checkbox"> {opts[1]}</label><a href="#">{opts[2]}</a></div></div>
<h2>{head}</h2><div class="deals">{cards}</div>"""


KANBAN_CSS = """
body { margin:0; font:13px/1.4 "DejaVu Sans", sans-serif; color:#172b4d; background:#e4e0f5; }
.top { display:flex; align-items:center; gap:6px; height:46px; padding:0 14px; background:#403294; color:#fff; }
.top .logo { font-weight:bold; font-size:16px; margin-right:14px; letter-spacing:.3px; }
.top a { color:#e6e3ff; text-decoration:none; padding:6px 10px; border-radius:3px; }
.top a:hover { background:rgba(255,255,255,.16); color:#fff; }
.top input { margin-left:auto; width:210px; height:30px; padding:0 10px; border:0; border-radius:3px; background:rgba(255,255,255,.22); color:#fff; font:13px "DejaVu Sans", sans-serif; }
.top input::placeholder { color:#e6e3ff; }
.top input:hover { background:rgba(255,255,255,.3); }
.top input:focus { outline:none; background:#fff; color:#172b4d; box-shadow:0 0 0 2px #998dd9; }
.top .me { width:28px; height:28px; border-radius:50%; background:#ff8b00; color:#fff; font-weight:bold; display:flex; align-items:center; justify-content:center; margin-left:8px; }
.bar { display:flex; align-items:center; gap:6px; padding:12px 14px; }
.bar h1 { font-size:18px; margin:0 10px 0 0; }
.views { display:flex; gap:2px; margin-right:auto; }
.btn { height:32px; padding:0 12px; border:0; border-radius:3px; background:rgba(9,30,66,.08); color:#42526e; font:bold 13px "DejaVu Sans", sans-serif; cursor:pointer; }
.btn:hover { background:rgba(9,30,66,.16); color:#172b4d; }
.btn.on { background:#fff; color:#403294; }
.btn.primary { background:#5243aa; color:#fff; }
.btn.primary:hover { background:#403294; }
.btn:focus, .add:focus, .more:focus { outline:none; box-shadow:0 0 0 2px #6554c0; }
.av { width:28px; height:28px; border-radius:50%; border:2px solid #e4e0f5; margin-left:-8px; }
.cols { display:flex; gap:12px; padding:0 14px; align-items:flex-start; }
.col { width:256px; flex:none; background:#f4f5f7; border-radius:6px; padding:8px; box-sizing:border-box; }
.ch { display:flex; align-items:center; gap:6px; padding:2px 4px 8px; font-weight:bold; font-size:12px; text-transform:uppercase; color:#5e6c84; }
.ch span { margin-right:auto; }
.ch .n { background:#dfe1e6; border-radius:10px; padding:0 7px; font-weight:normal; color:#42526e; }
.more { width:28px; height:24px; border:0; border-radius:3px; background:transparent; color:#42526e; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.more:hover { background:rgba(9,30,66,.12); }
.card { background:#fff; border-radius:4px; box-shadow:0 1px 1px rgba(9,30,66,.25); padding:8px 10px; margin-bottom:8px; }
.card .tags { display:flex; gap:4px; margin-bottom:5px; }
.card .tag { height:8px; width:40px; border-radius:4px; }
.card .meta { display:flex; align-items:center; justify-content:space-between; margin-top:6px; color:#5e6c84; font-size:11px; }
.card .meta i.f { width:22px; height:22px; border-radius:50%; display:inline-block; }
.card .due { background:#ffebe6; color:#bf2600; padding:1px 5px; border-radius:3px; font-style:normal; }
.add { display:block; width:100%; height:32px; text-align:left; padding:0 8px; border:0; border-radius:3px; background:transparent; color:#5e6c84; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.add:hover { background:rgba(9,30,66,.08); color:#172b4d; }
.newlist { flex:none; white-space:nowrap; height:40px; border:0; border-radius:6px; background:rgba(255,255,255,.55); color:#403294; font:bold 13px "DejaVu Sans", sans-serif; text-align:left; padding:0 12px; cursor:pointer; }
.newlist:hover { background:rgba(255,255,255,.8); }
button:disabled, .is-disabled, [aria-disabled=true] { background:rgba(9,30,66,.04) !important; color:#a5adba !important; box-shadow:none !important; cursor:not-allowed; }
input:disabled { background:rgba(255,255,255,.08) !important; color:#a5adba !important; }
input:disabled::placeholder { color:#8777d9; }
a.is-disabled, a[aria-disabled=true] { background:transparent !important; color:#8777d9 !important; pointer-events:none; }
"""


def _kanban(alt: bool) -> str:
    if not alt:
        board, views, right = "Website relaunch", ["Board", "Timeline", "Calendar"], ["Filter", "Automation", "Share"]
        cols = [("To do", [("Write copy for pricing page", "#61bd4f,#f2d600", "Feb 14", True),
                           ("Collect partner logos", "#0079bf", "", False),
                           ("Cookie banner review", "#eb5a46", "Feb 11", False)]),
                ("In progress", [("New hero illustration", "#c377e0", "", False),
                                 ("Migrate blog to new CMS", "#61bd4f,#0079bf", "Feb 20", False)]),
                ("Review", [("Checkout flow QA", "#ff9f1a,#eb5a46", "Feb 9", True),
                            ("Accessibility audit fixes", "#0079bf", "", False)]),
                ("Done", [("Domain DNS switch plan", "#61bd4f", "", False),
                          ("Analytics events list", "#c377e0,#00c2e0", "", False)])]
        add, me = "+ Add a card", "PR"
    else:
        board, views, right = "Mobile app 4.2", ["List", "Roadmap", "Sprints"], ["Group by", "Rules", "Invite"]
        cols = [("Backlog", [("Offline mode for saved lists", "#0079bf,#c377e0", "", False),
                             ("Dark mode icons", "#f2d600", "Mar 2", False),
                             ("Crash on rotate (Android 14)", "#eb5a46", "Feb 27", True)]),
                ("Doing", [("Push opt-in screen", "#61bd4f", "", False),
                           ("Faster cold start", "#ff9f1a,#0079bf", "Mar 6", False)]),
                ("Testing", [("Payment sheet on tablets", "#00c2e0", "Feb 25", True),
                             ("Widget refresh timing", "#c377e0", "", False)]),
                ("Shipped", [("Login with passkeys", "#61bd4f,#0079bf", "", False),
                             ("Release notes screen", "#f2d600", "", False)])]
        add, me = "+ New issue", "JW"
    avatars = ["#00875a", "#0065ff", "#ff5630", "#6554c0"]
    faces = ["#36b37e", "#2684ff", "#ff7452", "#8777d9", "#ffc400"]
    html_cols = []
    for ci, (name, cards) in enumerate(cols):
        body = []
        for k, (title, tags, due, flag) in enumerate(cards):
            chips = "".join(f'<div class="tag" style="background:{c}"></div>' for c in tags.split(","))
            d = f'<i class="due">{due}</i>' if due and flag else (f"<span>{due}</span>" if due else "<span>&nbsp;</span>")
            body.append(f'<div class="card"><div class="tags">{chips}</div>{title}<div class="meta">{d}<i class="f" style="background:{faces[(ci + k) % 5]}"></i></div></div>')
        html_cols.append(f'<div class="col"><div class="ch"><span>{name}</span><b class="n">{len(cards)}</b><button class="more" title="List actions">&middot;&middot;&middot;</button></div>{"".join(body)}<button class="add">{add}</button></div>')
    vbtn = "".join(f'<button class="btn{" on" if i == 0 else ""}">{v}</button>' for i, v in enumerate(views))
    rbtn = "".join(f'<button class="btn{" primary" if i == 2 else ""}">{v}</button>' for i, v in enumerate(right))
    avs = "".join(f'<i class="av" style="background:{c}"></i>' for c in avatars)
    return f"""<style>{KANBAN_CSS}</style>
<div class="top"><div class="logo">Trellis</div><a href="#">Workspaces</a><a href="#">Recent</a><a href="#">Starred</a><a href="#">Templates</a>
<input type="text" placeholder="Search"><div class="me">{me}</div></div>
<div class="bar"><h1>{board}</h1><div class="views">{vbtn}</div><div style="display:flex;margin-right:10px">{avs}</div>{rbtn}</div>
<div class="cols">{"".join(html_cols)}<button class="newlist">+ Add another list</button></div>"""


BANK_CSS = """
body { margin:0; font:15px/1.5 "Liberation Sans", Arial, sans-serif; color:#212529; background:#f4f6f8; display:flex; min-height:100vh; }
.nav { width:220px; flex:none; background:#0c2d57; color:#c8d6ea; padding:20px 0; }
.nav .brand { font:bold 22px "Liberation Serif", serif; color:#fff; padding:0 22px 22px; letter-spacing:.3px; }
.nav a { display:block; padding:10px 22px 10px 18px; color:#c8d6ea; text-decoration:none; border-left:4px solid transparent; }
.nav a:hover { background:#123b70; color:#fff; }
.nav a.on { background:#0a2547; color:#fff; border-left-color:#2fb380; }
.main { flex:1; }
.top { display:flex; align-items:center; gap:10px; height:58px; padding:0 28px; background:#fff; border-bottom:1px solid #dee2e6; }
.top input { width:280px; height:36px; padding:0 12px; border:1px solid #ced4da; border-radius:4px; font:14px "Liberation Sans", sans-serif; color:#212529; }
.top .who { margin-left:auto; color:#495057; font-size:14px; margin-right:6px; }
.btn { padding:7px 16px; border:1px solid transparent; border-radius:4px; font:15px/1.4 "Liberation Sans", Arial, sans-serif; cursor:pointer; }
.btn-out { background:#fff; border-color:#6c757d; color:#6c757d; }
.btn-out:hover { background:#6c757d; color:#fff; }
.btn-navy { background:#0c2d57; border-color:#0c2d57; color:#fff; }
.btn-navy:hover { background:#123b70; }
.btn-ok { background:#198754; border-color:#198754; color:#fff; font-weight:bold; }
.btn-ok:hover { background:#157347; border-color:#146c43; }
.btn-link { padding:0; border:0; background:transparent; color:#0d6efd; text-decoration:underline; font-size:13px; }
.btn-link:hover { color:#0a58ca; }
.btn-sm { padding:3px 10px; font-size:13px; }
.btn:focus, input:focus, select:focus { outline:0; border-color:#86b7fe; box-shadow:0 0 0 .25rem rgba(13,110,253,.25); }
.content { display:flex; gap:24px; padding:22px 28px; }
.card { background:#fff; border:1px solid rgba(0,0,0,.125); border-radius:6px; }
.form { flex:1; padding:20px 26px; }
h1 { font:28px "Liberation Serif", serif; margin:0 0 2px; color:#0c2d57; }
.lead { color:#6c757d; margin:0 0 16px; }
.row { display:flex; gap:16px; margin-bottom:12px; }
.row > div { flex:1; }
label { display:flex; justify-content:space-between; font-size:13px; font-weight:bold; margin-bottom:4px; color:#343a40; }
.form input[type=text], .form select { width:100%; box-sizing:border-box; height:40px; padding:0 12px; border:1px solid #ced4da; border-radius:4px; font:15px "Liberation Sans", sans-serif; background:#fff; color:#212529; }
.amount { display:flex; }
.amount span { display:flex; align-items:center; padding:0 12px; background:#e9ecef; border:1px solid #ced4da; border-right:0; border-radius:4px 0 0 4px; color:#495057; }
.form .amount input[type=text] { border-radius:0 4px 4px 0; font-weight:bold; }
.radios { display:flex; gap:22px; font-size:14px; margin-top:4px; }
.radios label { font-weight:normal; display:flex; gap:6px; align-items:center; }
.acts { display:flex; gap:10px; align-items:center; border-top:1px solid #dee2e6; padding-top:14px; margin-top:16px; }
.acts .btn-out:first-child { margin-right:auto; }
.side { width:330px; flex:none; padding:16px 20px; }
.side h2 { font:19px "Liberation Serif", serif; margin:0 0 6px; color:#0c2d57; }
.bal { font-size:26px; font-weight:bold; margin-bottom:12px; }
.tx { display:flex; align-items:center; justify-content:space-between; gap:8px; padding:9px 0; border-bottom:1px solid #eef0f2; font-size:14px; }
.tx small { display:block; color:#6c757d; }
.side a { display:inline-block; margin-top:12px; color:#0d6efd; font-size:14px; }
button:disabled, .btn.is-disabled, [aria-disabled=true] { opacity:.65; pointer-events:none; }
input:disabled, select:disabled { background:#e9ecef !important; opacity:1; }
a.is-disabled { opacity:.65; pointer-events:none; }
"""


def _bank(alt: bool) -> str:
    if not alt:
        h1, lead, on = "Send money", "Transfers to UK and SEPA accounts arrive within one working day.", 1
        msg, out = "Messages (2)", "Log out"
        rows = [("From account", "select", ["Current account ****4521 - EUR 3,214.80", "Savings ****0098 - EUR 12,050.00"]),
                ("Payee name", "Marta Kowalska", "Add new payee"), ("IBAN", "PL61 1090 1014 0000 0712 1981 2874", ""),
                ("Amount", "250.00", ""), ("Reference", "Rent December", "")]
        radios = ["Standard (free, next working day)", "Instant (EUR 1.50)"]
        btns = ("Save as template", "Cancel", "Review transfer")
        hist = [("Marta Kowalska", "Rent November", "-250.00"), ("E.ON Energie", "Direct debit", "-84.12"),
                ("Lukas Meyer", "Dinner split", "-23.50"), ("Payroll Brightside", "Salary", "+3,480.00")]
        bal, more = "EUR 3,214.80", "All transactions"
    else:
        h1, lead, on = "Pay a bill", "Bills paid before 16:00 are sent the same working day.", 2
        msg, out = "Help centre", "Sign out"
        rows = [("Pay from", "select", ["Everyday account ****7710 - GBP 1,904.22", "Bills pot ****2231 - GBP 300.00"]),
                ("Biller", "Thames Water Utilities", "Find a biller"), ("Customer number", "88 4410 2093 51", ""),
                ("Amount", "61.40", ""), ("Bill reference", "Q4 water and sewerage", "")]
        radios = ["Pay now", "Schedule for a later date"]
        btns = ("Save biller", "Back", "Continue to review")
        hist = [("Council Tax", "Monthly instalment", "-142.00"), ("Octopus Energy", "Direct debit", "-96.30"),
                ("BT Broadband", "Direct debit", "-38.99"), ("Refund HMRC", "Tax refund", "+212.40")]
        bal, more = "GBP 1,904.22", "Statements"
    nav = ["Accounts", "Transfers", "Bills", "Cards", "Savings", "Statements", "Settings"]
    links = "".join(f'<a href="#"{" class=on" if i == on else ""}>{n}</a>' for i, n in enumerate(nav))

    def field(label: str, value: str, extra: str | list[str]) -> str:
        if value == "select":
            options = "".join(f"<option>{o}</option>" for o in extra)
            return f"<div><label>{label}</label><select>{options}</select></div>"
        side = f'<button class="btn btn-link">{extra}</button>' if extra else ""
        if label == "Amount":
            return f'<div><label>{label}</label><div class="amount"><span>{bal[:3]}</span><input type="text" value="{value}"></div></div>'
        return f'<div><label>{label}{side}</label><input type="text" value="{value}"></div>'

    f = [field(*r) for r in rows]
    radio = "".join(f'<label><input type="radio" name="speed"{" checked" if i == 0 else ""}>{r}</label>' for i, r in enumerate(radios))
    tx = "".join(f'<div class="tx"><div>{a}<small>{b} &middot; {c}</small></div><button class="btn btn-out btn-sm">Repeat</button></div>' for a, b, c in hist)
    return f"""<style>{BANK_CSS}</style>
<div class="nav"><div class="brand">Northbank</div>{links}</div>
<div class="main"><div class="top"><input type="text" placeholder="Search transactions"><span class="who">{'Signed in as Daniel Ortiz' if not alt else 'Signed in as Amira Hassan'}</span>
<button class="btn btn-out btn-sm">{msg}</button><button class="btn btn-navy btn-sm">{out}</button></div>
<div class="content"><div class="card form"><h1>{h1}</h1><p class="lead">{lead}</p>
{f[0]}<div class="row" style="margin-top:12px">{f[1]}{f[2]}</div><div class="row">{f[3]}{f[4]}</div>
<div class="radios">{radio}</div>
<div class="acts"><button class="btn btn-out">{btns[0]}</button><button class="btn btn-out">{btns[1]}</button><button class="btn btn-ok">{btns[2]}</button></div></div>
<div class="card side"><h2>Available balance</h2><div class="bal">{bal}</div><h2>Recent</h2>{tx}<a href="#">{more}</a></div></div></div>"""


MUSIC_CSS = """
html, body { height:100%; }
body { margin:0; font:14px/1.4 "DejaVu Sans", sans-serif; color:#b3b3b3; background:#000; display:grid; grid-template-columns:250px 1fr; grid-template-rows:1fr 80px; gap:8px; padding:8px; box-sizing:border-box; }
.side { background:#121212; border-radius:8px; padding:16px 12px; overflow:hidden; }
.side > a { display:block; padding:6px 12px; color:#b3b3b3; text-decoration:none; font-weight:bold; font-size:15px; }
.side > a:hover, .side > a.on { color:#fff; }
.side h3 { margin:18px 12px 10px; color:#fff; font-size:15px; }
.chips { display:flex; gap:6px; margin:0 8px 12px; }
.chip { height:30px; padding:0 12px; border:0; border-radius:15px; background:#2a2a2a; color:#fff; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.chip:hover { background:#3e3e3e; }
.chip.on { background:#fff; color:#000; }
.lib { display:flex; align-items:center; gap:10px; padding:6px 8px; border-radius:6px; }
.lib:hover { background:#1a1a1a; }
.lib i { width:44px; height:44px; border-radius:4px; flex:none; }
.lib .n { color:#fff; }
.lib small { display:block; color:#a7a7a7; font-size:12px; }
.main { border-radius:8px; overflow:hidden; background:linear-gradient(#53366e 0, #2a1d3a 230px, #121212 420px); }
.top { display:flex; gap:10px; align-items:center; padding:12px 22px; }
.top input { width:320px; height:40px; padding:0 18px; border:0; border-radius:20px; background:#242424; color:#fff; font:14px "DejaVu Sans", sans-serif; margin-right:auto; }
.top input::placeholder { color:#9a9a9a; }
.top input:hover { background:#2a2a2a; box-shadow:0 0 0 1px #535353; }
.top input:focus { outline:none; box-shadow:0 0 0 2px #fff; }
.pill { height:34px; padding:0 18px; border:0; border-radius:17px; background:#fff; color:#000; font:bold 14px "DejaVu Sans", sans-serif; cursor:pointer; }
.pill:hover { transform:scale(1.04); background:#f0f0f0; }
.pill.ghost { background:transparent; color:#fff; border:1px solid #878787; }
.pill.ghost:hover { border-color:#fff; transform:scale(1.04); }
.pill:focus, .play:focus, .icon:focus, .chip:focus { outline:2px solid #fff; outline-offset:2px; }
.head { display:flex; align-items:flex-end; gap:22px; padding:8px 22px 18px; }
.cover { width:170px; height:170px; border-radius:50%; box-shadow:0 4px 60px rgba(0,0,0,.5); flex:none; }
.head small { color:#fff; font-size:13px; }
.head h1 { font:bold 58px "DejaVu Sans", sans-serif; color:#fff; margin:4px 0 8px; letter-spacing:-2px; }
.head .stat { color:#e0e0e0; }
.acts { display:flex; align-items:center; gap:20px; padding:6px 22px 12px; }
.play { width:56px; height:56px; border-radius:50%; border:0; background:#1ed760; color:#000; font:22px "DejaVu Sans", sans-serif; cursor:pointer; }
.play:hover { background:#3be477; transform:scale(1.04); }
.icon { border:0; background:transparent; color:#b3b3b3; font:bold 20px "DejaVu Sans", sans-serif; cursor:pointer; padding:4px 6px; }
.icon:hover { color:#fff; }
h2 { color:#fff; font-size:22px; margin:4px 22px 6px; }
table { width:calc(100% - 44px); margin:0 22px; border-collapse:collapse; }
td { padding:6px 8px; }
tr:hover td { background:#2a2a2a; }
td.k { width:24px; text-align:right; color:#a7a7a7; }
td .t { color:#fff; }
td i { width:40px; height:40px; display:inline-block; vertical-align:middle; margin-right:10px; }
td a { color:#b3b3b3; text-decoration:none; }
td a:hover { color:#fff; text-decoration:underline; }
.player { grid-column:1 / 3; display:flex; align-items:center; justify-content:space-between; padding:0 14px 0 200px; }
.player .now { width:300px; color:#fff; }
.player .now small { display:block; color:#b3b3b3; }
.ctl { display:flex; flex-direction:column; align-items:center; gap:4px; }
.ctl div { display:flex; align-items:center; gap:18px; }
.ctl .icon { font-size:16px; }
.ctl .pp { width:34px; height:34px; border-radius:50%; border:0; background:#fff; color:#000; font:14px "DejaVu Sans", sans-serif; cursor:pointer; }
.ctl .pp:hover { transform:scale(1.06); }
.bar { display:flex; align-items:center; gap:8px; font-size:11px; }
.bar b { width:420px; height:4px; border-radius:2px; background:linear-gradient(90deg,#fff 38%,#4d4d4d 38%); }
.vol { width:300px; display:flex; justify-content:flex-end; align-items:center; gap:8px; }
.vol b { width:90px; height:4px; border-radius:2px; background:linear-gradient(90deg,#fff 70%,#4d4d4d 70%); }
button:disabled, .is-disabled, [aria-disabled=true] { background:#2a2a2a !important; color:#6a6a6a !important; border-color:#2a2a2a !important; transform:none !important; cursor:not-allowed; }
input:disabled { background:#1a1a1a !important; color:#5a5a5a; box-shadow:none !important; }
input:disabled::placeholder { color:#4a4a4a; }
a.is-disabled, a[aria-disabled=true] { background:transparent !important; color:#5a5a5a !important; pointer-events:none; }
"""


def _music(alt: bool) -> str:
    if not alt:
        chips, premium, install = ["Playlists", "Artists", "Albums"], "Explore Premium", "Install app"
        kind, name, stat, follow = "Verified artist", "Nova Harbour", "2,418,903 monthly listeners", "Follow"
        cover = "#ff9a8b,#7b4397"
        tracks = [("Paper Lanterns", "48,201,337", "3:41"), ("Slow Tide", "31,905,214", "4:02"),
                  ("Glasshouse", "19,442,870", "3:17"), ("Northern Lines", "12,003,551", "5:09"),
                  ("Static Bloom", "9,870,112", "2:58")]
        lib = [("Liked Songs", "Playlist - 412 songs", "#450af5,#c4efd9"), ("Morning Run", "Playlist - Dana", "#f7971e,#ffd200"),
               ("Nova Harbour", "Artist", "#ff9a8b,#7b4397"), ("Deep Focus", "Playlist - Resonance", "#1d976c,#93f9b9"),
               ("Tidewater (Deluxe)", "Album - Nova Harbour", "#355c7d,#c06c84"), ("Lo-fi Beats", "Playlist - Resonance", "#5f2c82,#49a09d")]
        now = ("Slow Tide", "Nova Harbour")
    else:
        chips, premium, install = ["Podcasts", "Albums", "Artists"], "Try 1 month free", "Get the app"
        kind, name, stat, follow = "Artist", "The Velvet Hours", "612,044 monthly listeners", "Following"
        cover = "#43cea2,#185a9d"
        tracks = [("Midnight Tram", "7,880,410", "4:25"), ("Copper Sky", "5,114,925", "3:33"),
                  ("Blue Room Waltz", "3,998,003", "6:12"), ("Sundial", "2,760,548", "3:49"),
                  ("Small Hours", "1,904,377", "4:51")]
        lib = [("Liked Songs", "Playlist - 87 songs", "#450af5,#c4efd9"), ("Jazz Vibes", "Playlist - Resonance", "#c33764,#1d2671"),
               ("The Velvet Hours", "Artist", "#43cea2,#185a9d"), ("Sunday Cooking", "Playlist - Omar", "#f12711,#f5af19"),
               ("Crime Weekly", "Podcast - Weekly", "#232526,#414345"), ("Night Owls", "Playlist - Omar", "#0f2027,#2c5364")]
        now = ("Copper Sky", "The Velvet Hours")
    chip = "".join(f'<button class="chip{" on" if i == 0 else ""}">{c}</button>' for i, c in enumerate(chips))
    libs = "".join(f'<div class="lib"><i style="background:linear-gradient(135deg,{g})"></i><div><a href="#" class="n" style="text-decoration:none">{a}</a><small>{b}</small></div></div>' for a, b, g in lib)
    rows = "".join(
        f'<tr><td class="k">{i + 1}</td><td><i style="background:linear-gradient(135deg,{cover})"></i><a href="#" class="t">{t}</a></td><td>{p}</td><td style="text-align:right">{d}</td></tr>'
        for i, (t, p, d) in enumerate(tracks))
    return f"""<style>{MUSIC_CSS}</style>
<div class="side"><a href="#" class="on">Home</a><a href="#">Search</a><h3>Your Library</h3><div class="chips">{chip}</div>{libs}</div>
<div class="main"><div class="top"><input type="text" placeholder="What do you want to play?"><button class="pill">{premium}</button><button class="pill ghost">{install}</button></div>
<div class="head"><div class="cover" style="background:linear-gradient(135deg,{cover})"></div><div><small>&#10004; {kind}</small><h1>{name}</h1><div class="stat">{stat}</div></div></div>
<div class="acts"><button class="play" title="Play">&#9654;</button><button class="icon" title="Shuffle">&#8644;</button><button class="pill ghost">{follow}</button><button class="icon" title="More">&middot;&middot;&middot;</button></div>
<h2>Popular</h2><table>{rows}</table></div>
<div class="player"><div class="now">{now[0]}<small>{now[1]}</small></div>
<div class="ctl"><div><button class="icon" title="Shuffle">&#8644;</button><button class="icon" title="Previous">&#9664;&#9664;</button><button class="pp" title="Pause">&#10074;&#10074;</button><button class="icon" title="Next">&#9654;&#9654;</button><button class="icon" title="Repeat">&#8635;</button></div>
<div class="bar">1:32<b></b>{'4:02' if not alt else '3:33'}</div></div><div class="vol">Vol<b></b></div></div>"""


CRM_CSS = """
body { margin:0; font:13px/1.5 "Liberation Sans", Arial, sans-serif; color:#181818; background:#eef1f6; }
.glob { display:flex; align-items:center; gap:12px; height:50px; padding:0 16px; background:#fff; border-bottom:1px solid #dddbda; }
.glob .logo { font:bold 17px "DejaVu Sans", sans-serif; color:#0176d3; width:200px; }
.glob input { width:440px; height:32px; padding:0 12px; border:1px solid #c9c9c9; border-radius:4px; font:13px "Liberation Sans", sans-serif; background:#fff; color:#181818; }
.glob .sp { margin-left:auto; color:#444; }
.tabs { display:flex; padding:0 16px; background:#fff; border-bottom:1px solid #dddbda; }
.tabs a { padding:10px 14px 8px; color:#181818; text-decoration:none; border-bottom:3px solid transparent; }
.tabs a:hover { border-bottom-color:#c9c9c9; }
.tabs a.on { border-bottom-color:#0176d3; font-weight:bold; }
input:hover { border-color:#939393; }
input:focus { outline:none; border-color:#1b96ff; box-shadow:0 0 3px #0176d3; }
.page { display:flex; gap:12px; padding:12px 16px; }
.box { background:#fff; border:1px solid #dddbda; border-radius:4px; }
.list { flex:1; }
.lh { display:flex; align-items:center; gap:0; padding:12px 14px; border-bottom:1px solid #dddbda; }
.lh h1 { font-size:18px; margin:0 auto 0 0; font-weight:normal; }
.lh h1 small { display:block; font-size:12px; color:#444; }
.sb { height:32px; padding:0 14px; border:1px solid #c9c9c9; border-radius:4px; background:#fff; color:#0176d3; font:13px "Liberation Sans", sans-serif; cursor:pointer; }
.sb:hover { background:#f3f3f3; }
.sb.brand { background:#0176d3; border-color:#0176d3; color:#fff; }
.sb.brand:hover { background:#014486; border-color:#014486; }
.sb:focus { outline:none; box-shadow:0 0 3px #0176d3; border-color:#1b96ff; }
.grp { display:flex; }
.grp .sb { border-radius:0; margin-left:-1px; }
.grp .sb:first-child { border-radius:4px 0 0 4px; margin-left:0; }
.grp .sb:last-child { border-radius:0 4px 4px 0; }
table { width:100%; border-collapse:collapse; }
th { text-align:left; background:#f3f3f3; color:#444; font-weight:bold; padding:7px 10px; border-bottom:1px solid #dddbda; font-size:12px; }
td { padding:6px 10px; border-bottom:1px solid #e5e5e5; white-space:nowrap; }
tr:hover td { background:#f3f3f3; }
tr.sel td { background:#eef4ff; }
td a { color:#0176d3; text-decoration:none; }
td a:hover { text-decoration:underline; }
.detail { width:430px; flex:none; }
.dh { display:flex; gap:12px; align-items:center; padding:14px 16px; border-bottom:1px solid #dddbda; }
.avatar { width:48px; height:48px; border-radius:50%; color:#fff; display:flex; align-items:center; justify-content:center; font:bold 18px "Liberation Sans", sans-serif; flex:none; }
.dh .nm { font-size:18px; margin-right:auto; }
.dh .nm small { display:block; font-size:12px; color:#444; }
.tools { padding:12px 16px 4px; }
.fields { display:grid; grid-template-columns:1fr 1fr; gap:10px 14px; padding:8px 16px 12px; }
.fld label { display:block; font-size:12px; color:#444; margin-bottom:2px; }
.fld input { width:100%; box-sizing:border-box; height:32px; padding:0 10px; border:1px solid #c9c9c9; border-radius:4px; font:13px "Liberation Sans", sans-serif; color:#181818; }
.foot { display:flex; justify-content:center; gap:8px; padding:8px 16px 12px; border-bottom:1px solid #dddbda; }
.act { padding:10px 16px; }
.act h3 { font-size:14px; margin:0 0 8px; }
.ev { display:flex; gap:10px; padding:6px 0; border-bottom:1px dotted #dddbda; }
.ev i { width:24px; height:24px; border-radius:4px; flex:none; }
.ev small { display:block; color:#444; }
.act a { display:inline-block; margin-top:8px; color:#0176d3; }
button:disabled, .is-disabled, [aria-disabled=true] { background:#fff !important; border-color:#c9c9c9 !important; color:#c9c9c9 !important; box-shadow:none !important; cursor:default; }
.sb.brand:disabled, .sb.brand.is-disabled { background:#c9c9c9 !important; border-color:#c9c9c9 !important; color:#fff !important; }
input:disabled { background:#f3f3f3 !important; border-color:#c9c9c9 !important; color:#939393; }
a.is-disabled, a[aria-disabled=true] { background:transparent !important; color:#c9c9c9 !important; pointer-events:none; }
"""


def _crm(alt: bool) -> str:
    if not alt:
        tab, title, sub = 2, "All contacts", "14 items - sorted by Name - updated a minute ago"
        lbtn = ["New", "Import", "Send list email", "Change owner"]
        heads = ["Name", "Account", "Title", "Phone", "Owner"]
        rows = [("Adele Fontaine", "Brightline Foods", "Head of Procurement", "+33 1 42 68 53 00", "dorti"),
                ("Bram de Vries", "Kanaal Logistics", "COO", "+31 20 794 0320", "amira"),
                ("Chen Wei", "Lotus Robotics", "CTO", "+86 21 6279 8888", "dorti"),
                ("Dana Whitfield", "Acme Outdoor", "VP Marketing", "+1 415 555 0134", "dorti"),
                ("Emeka Obi", "Savanna Telecom", "IT Director", "+234 1 463 0200", "jonas"),
                ("Freya Lindqvist", "Nordvind Energy", "Buyer", "+46 8 506 300 00", "amira"),
                ("Gabriel Souza", "Verde Agro", "Founder", "+55 11 3064 2200", "jonas"),
                ("Hana Sato", "Kumo Cloud", "Engineering Manager", "+81 3 5321 1111", "dorti"),
                ("Isabel Moreno", "Costa Hoteles", "Finance Director", "+34 91 700 4000", "amira"),
                ("Jakub Novak", "Vltava Glass", "Purchasing Lead", "+420 2 2409 1111", "jonas"),
                ("Kira Ivanova", "Baltic Freight", "Operations", "+371 6 770 4000", "dorti"),
                ("Liam O'Connor", "Shamrock Health", "CIO", "+353 1 408 6500", "amira"),
                ("Maya Patel", "Indus Textiles", "Managing Director", "+91 22 6632 4000", "jonas"),
                ("Noah Fischer", "Alpen Bikes", "Head of Sales", "+41 44 211 9000", "dorti")]
        sel, who, colour = 3, ("Dana Whitfield", "VP Marketing at Acme Outdoor"), "#7f8de1"
        tools = ["Log a call", "New task", "Send email", "Edit"]
        fields = [("Email", "dana.whitfield@acme-outdoor.com"), ("Phone", "+1 415 555 0134"),
                  ("Mailing city", "San Francisco"), ("Lead source", "Trade show 2025")]
        follow, foot = "+ Follow", ("Cancel", "Save")
        events = [("#4bc076", "Call logged", "Discussed spring catalogue volumes - Feb 3"),
                  ("#ff9a3c", "Task: send samples", "Due Feb 10 - assigned to you"),
                  ("#939393", "Email: Re: pricing 2026", "Opened twice - Jan 29")]
        more = "View all activity"
    else:
        tab, title, sub = 3, "My accounts", "9 items - sorted by Account name - updated 5 minutes ago"
        lbtn = ["New account", "Merge", "Assign territory", "Export"]
        heads = ["Account name", "Industry", "City", "Phone", "Owner"]
        rows = [("Acme Outdoor", "Retail", "San Francisco", "+1 415 555 0100", "dorti"),
                ("Alpen Bikes", "Manufacturing", "Zurich", "+41 44 211 9000", "dorti"),
                ("Baltic Freight", "Transport", "Riga", "+371 6 770 4000", "dorti"),
                ("Brightline Foods", "Food and beverage", "Paris", "+33 1 42 68 53 00", "dorti"),
                ("Hollis and Grant", "Legal", "Boston", "+1 617 555 0199", "dorti"),
                ("Kumo Cloud", "Software", "Tokyo", "+81 3 5321 1111", "dorti"),
                ("Lotus Robotics", "Electronics", "Shanghai", "+86 21 6279 8888", "dorti"),
                ("Meridian Labs", "Biotech", "Cambridge", "+44 1223 555 010", "dorti"),
                ("Quayside Media", "Publishing", "Bristol", "+44 117 496 0123", "dorti")]
        sel, who, colour = 0, ("Acme Outdoor", "Retail - Customer since 2021"), "#e3725f"
        tools = ["New opportunity", "New case", "Add note", "Edit"]
        fields = [("Website", "www.acme-outdoor.com"), ("Annual revenue", "USD 48,000,000"),
                  ("Employees", "320"), ("Account type", "Customer - Direct")]
        follow, foot = "Following", ("Discard", "Save changes")
        events = [("#4bc076", "Opportunity won", "Spring catalogue 2026 - USD 84,000"),
                  ("#5867e8", "Case closed", "Late delivery of order 7781"),
                  ("#939393", "Note from Jonas", "Prefers quarterly invoicing")]
        more = "Open account history"
    nav = ["Home", "Leads", "Contacts", "Accounts", "Opportunities", "Reports", "Dashboards"]
    tabs = "".join(f'<a href="#"{" class=on" if i == tab else ""}>{n}</a>' for i, n in enumerate(nav))
    lb = "".join(f'<button class="sb{" brand" if i == 0 else ""}">{b}</button>' for i, b in enumerate(lbtn))
    th = '<th style="width:22px"><input type="checkbox"></th>' + "".join(f"<th>{h}</th>" for h in heads)
    trs = "".join(
        f'<tr{" class=sel" if i == sel else ""}><td><input type="checkbox"{" checked" if i == sel else ""}></td><td><a href="#">{a}</a></td><td>{b if alt else f"<a href=#>{b}</a>"}</td><td>{c}</td><td>{d}</td><td>{e}</td></tr>'
        for i, (a, b, c, d, e) in enumerate(rows))
    tl = "".join(f'<button class="sb">{t}</button>' for t in tools)
    fl = "".join(f'<div class="fld"><label>{a}</label><input type="text" value="{b}"></div>' for a, b in fields)
    ev = "".join(f'<div class="ev"><i style="background:{c}"></i><div>{a}<small>{b}</small></div></div>' for c, a, b in events)
    initials = "".join(w[0] for w in who[0].split()[:2])
    return f"""<style>{CRM_CSS}</style>
<div class="glob"><div class="logo">Pipeline</div><input type="text" placeholder="{'Search Contacts and more...' if not alt else 'Search Accounts and more...'}"><span class="sp">{'Dana Ortiz' if not alt else 'Dana Ortiz - Sales EMEA'}</span></div>
<div class="tabs">{tabs}</div>
<div class="page"><div class="box list"><div class="lh"><h1>{title}<small>{sub}</small></h1><div class="grp">{lb}</div></div><table><tr>{th}</tr>{trs}</table></div>
<div class="box detail"><div class="dh"><div class="avatar" style="background:{colour}">{initials}</div><div class="nm">{who[0]}<small>{who[1]}</small></div><button class="sb">{follow}</button></div>
<div class="tools"><div class="grp">{tl}</div></div><div class="fields">{fl}</div>
<div class="foot"><button class="sb">{foot[0]}</button><button class="sb brand">{foot[1]}</button></div>
<div class="act"><h3>Activity</h3>{ev}<a href="#">{more}</a></div></div></div>"""


DOCS_CSS = """
body { margin:0; font:15px/1.65 "DejaVu Sans", sans-serif; color:#c6cbd4; background:#16181d; }
.top { display:flex; align-items:center; gap:18px; height:56px; padding:0 24px; border-bottom:1px solid #2a2e37; background:#1b1e24; }
.logo { font:bold 19px "DejaVu Serif", serif; color:#fff; }
.ver { height:28px; padding:0 10px; border:1px solid #3a3f4b; border-radius:14px; background:#23262e; color:#c6cbd4; font:12px "DejaVu Sans Mono", monospace; cursor:pointer; }
.ver:hover { border-color:#8ab4ff; color:#fff; }
.top nav { display:flex; gap:18px; }
.top nav a { color:#c6cbd4; text-decoration:none; font-size:14px; }
.top nav a:hover, .top nav a.on { color:#8ab4ff; }
.search { margin-left:auto; display:flex; align-items:center; gap:6px; width:270px; height:34px; padding:0 8px 0 12px; border:1px solid #3a3f4b; border-radius:6px; background:#23262e; box-sizing:border-box; }
.search:hover { border-color:#566072; }
.search:focus-within { border-color:#8ab4ff; box-shadow:0 0 0 1px #8ab4ff; }
.search input { flex:1; min-width:0; height:30px; border:0; background:transparent; color:#e6e9ef; font:14px "DejaVu Sans", sans-serif; }
.search input::placeholder { color:#7d8593; }
.search input:focus { outline:none; }
.search kbd { font:11px "DejaVu Sans Mono", monospace; color:#9aa3b2; border:1px solid #3a3f4b; border-radius:4px; padding:1px 5px; }
.gh { height:34px; padding:0 12px; border:1px solid #3a3f4b; border-radius:6px; background:transparent; color:#e6e9ef; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.gh:hover { background:#2a2e37; }
.theme { width:34px; height:34px; border:0; border-radius:50%; background:#23262e; color:#f5d76e; font:16px "DejaVu Sans", sans-serif; cursor:pointer; }
.theme:hover { background:#2f333d; }
.gh:focus, .theme:focus, .copy:focus, .pager button:focus, .fb button:focus, .ver:focus { outline:2px solid #8ab4ff; outline-offset:2px; }
.wrap { display:grid; grid-template-columns:250px 1fr 230px; }
.side { padding:16px 12px 0 24px; border-right:1px solid #2a2e37; height:743px; box-sizing:border-box; }
.side h4 { margin:14px 10px 4px; font-size:11px; text-transform:uppercase; letter-spacing:1.2px; color:#7d8593; }
.side a { display:block; padding:3px 10px; border-radius:4px; color:#9aa3b2; text-decoration:none; font-size:14px; }
.side a:hover { color:#e6e9ef; background:#1f2229; }
.side a.on { background:rgba(138,180,255,.12); color:#8ab4ff; }
article { padding:22px 40px 0; }
.crumbs { font-size:13px; color:#7d8593; }
article h1 { font:bold 32px/1.2 "DejaVu Serif", serif; color:#f1f3f7; margin:6px 0 10px; }
article h2 { font:bold 20px "DejaVu Serif", serif; color:#f1f3f7; margin:18px 0 6px; }
article p { margin:0 0 10px; }
code { font:13px "DejaVu Sans Mono", monospace; background:#23262e; padding:1px 5px; border-radius:4px; color:#f0a8d0; }
.pre { position:relative; background:#0f1115; border:1px solid #2a2e37; border-radius:8px; padding:12px 16px; font:13px/1.6 "DejaVu Sans Mono", monospace; color:#d6dae3; white-space:pre; }
.pre .k { color:#c792ea; } .pre .s { color:#c3e88d; } .pre .c { color:#676e95; }
.copy { position:absolute; top:8px; right:8px; padding:3px 10px; border:1px solid #3a3f4b; border-radius:4px; background:#1b1e24; color:#9aa3b2; font:12px "DejaVu Sans Mono", monospace; cursor:pointer; }
.copy:hover { color:#fff; border-color:#8ab4ff; }
.note { margin:12px 0; border-left:3px solid #8ab4ff; background:rgba(138,180,255,.08); padding:8px 14px; border-radius:0 6px 6px 0; font-size:14px; }
.pager { display:flex; gap:16px; margin-top:14px; }
.pager button { flex:1; padding:8px 14px; border:1px solid #3a3f4b; border-radius:8px; background:transparent; color:#8ab4ff; font:15px "DejaVu Sans", sans-serif; text-align:left; cursor:pointer; }
.pager button:last-child { text-align:right; }
.pager button small { display:block; font-size:12px; color:#7d8593; }
.pager button:hover { border-color:#8ab4ff; background:rgba(138,180,255,.06); }
.toc { padding:24px 16px 0; font-size:13px; }
.toc b { display:block; color:#e6e9ef; margin-bottom:6px; font-size:12px; text-transform:uppercase; letter-spacing:1px; }
.toc a { display:block; padding:2px 0 2px 10px; color:#9aa3b2; text-decoration:none; border-left:1px solid #2a2e37; }
.toc a:hover { color:#e6e9ef; }
.toc a.on { color:#8ab4ff; border-left-color:#8ab4ff; }
.fb { margin-top:22px; }
.fb button { padding:4px 14px; margin-right:6px; border:1px solid #3a3f4b; border-radius:14px; background:#1b1e24; color:#c6cbd4; font:13px "DejaVu Sans", sans-serif; cursor:pointer; }
.fb button:hover { border-color:#8ab4ff; color:#fff; }
.toc .edit { margin-top:14px; border:0; padding:0; color:#8ab4ff; }
button:disabled, .is-disabled, [aria-disabled=true] { opacity:.4; filter:saturate(0); cursor:not-allowed; }
input:disabled { opacity:.4; }
a.is-disabled { pointer-events:none; }
"""


def _docs(alt: bool) -> str:
    if not alt:
        ver, crumbs, h1 = "v3.2 &#9662;", "Guides / Caching", "Caching responses"
        intro = ("Halyard can keep a response in memory or on disk and serve it again until it expires. "
                 "Turn it on per route with <code>cache=</code>, or for the whole app in <code>halyard.toml</code>.")
        h2a, p2 = "Enable the cache", "Pass a <code>Cache</code> to the route. The key defaults to the method and the full path."
        code = ('<span class="k">from</span> halyard <span class="k">import</span> App, Cache\n\napp = App()\n\n'
                '@app.get(<span class="s">"/reports/{id}"</span>, cache=Cache(ttl=<span class="s">300</span>))\n'
                '<span class="k">def</span> report(id: int):  <span class="c"># served from the cache for 5 minutes</span>\n'
                '    <span class="k">return</span> build_report(id)')
        note = "Responses with a <code>Set-Cookie</code> header are never cached."
        prev, nxt = ("Routing", "Middleware")
        toc = ["Enable the cache", "Cache keys", "Expiry", "Disk backend", "Invalidation"]
        groups = [("Getting started", ["Installation", "Quick start", "Project layout"]),
                  ("Guides", ["Routing", "Caching", "Middleware", "Background jobs", "Testing"]),
                  ("Reference", ["App", "Cache", "Request", "Response", "CLI"])]
        cur = "Caching"
    else:
        ver, crumbs, h1 = "v2.9 &#9662;", "Reference / CLI", "Command-line tool"
        intro = ("The <code>halyard</code> command runs a development server, checks the project's configuration "
                 "and prints every route with its handlers. Version 2.9 is in maintenance mode.")
        h2a, p2 = "Run the dev server", "It reloads on every change under <code>src/</code> and serves on port 8000 by default."
        code = ('<span class="c"># start with auto-reload on another port</span>\n$ halyard serve --reload --port <span class="s">8080</span>\n\n'
                '<span class="c"># list routes as a table</span>\n$ halyard routes --format table\n\n'
                '$ halyard check <span class="c"># validate halyard.toml</span>')
        note = "Upgrading? The 3.x CLI renamed <code>serve</code> to <code>dev</code>; both still work."
        prev, nxt = ("Response", "Changelog")
        toc = ["Run the dev server", "List routes", "Check config", "Exit codes", "Shell completion"]
        groups = [("Getting started", ["Installation", "Tutorial", "Upgrading to 3.x"]),
                  ("Guides", ["Views", "Templates", "Sessions", "Deployment", "Security"]),
                  ("Reference", ["App", "Request", "Response", "CLI", "Settings"])]
        cur = "CLI"
    side = "".join(
        f"<h4>{g}</h4>" + "".join(f'<a href="#"{" class=on" if p == cur else ""}>{p}</a>' for p in pages)
        for g, pages in groups)
    tl = "".join(f'<a href="#"{" class=on" if i == 0 else ""}>{t}</a>' for i, t in enumerate(toc))
    nav = "".join(f'<a href="#"{" class=on" if i == 0 else ""}>{n}</a>' for i, n in enumerate(["Docs", "API", "Examples", "Blog"]))
    return f"""<style>{DOCS_CSS}</style>
<div class="top"><div class="logo">Halyard</div><button class="ver">{ver}</button><nav>{nav}</nav>
<div class="search"><input type="text" placeholder="Search docs"><kbd>Ctrl K</kbd></div><button class="gh">GitHub &#9733; 18.4k</button><button class="theme" title="Toggle theme">&#9790;</button></div>
<div class="wrap"><div class="side">{side}</div>
<article><div class="crumbs">{crumbs}</div><h1>{h1}</h1><p>{intro}</p><h2>{h2a}</h2><p>{p2}</p>
<div class="pre"><button class="copy">Copy</button>{code}</div>
<div class="note">{note}</div>
<div class="pager"><button><small>Previous</small>&laquo; {prev}</button><button><small>Next</small>{nxt} &raquo;</button></div></article>
<div class="toc"><b>On this page</b>{tl}<div class="fb">Was this page helpful?<br><button>Yes</button><button>No</button></div><a href="#" class="edit">Edit this page</a></div></div>"""


_DESIGNS = {
    "flights": _flights,
    "kanban": _kanban,
    "bank": _bank,
    "music": _music,
    "crm": _crm,
    "docs": _docs,
}


def holdout2_page(doc: str) -> str:
    """The HTML of ``doc`` (a design name, or ``<name>-alt`` for its sibling)."""
    name, _, alt = doc.partition("-")
    body = _DESIGNS[name](alt == "alt")
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
