# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the TEST part of the effect set: five designs the verifier was never tuned on.

Written and rendered (then frozen) before the hover and JPEG rules were changed, and never
looked at case by case while thresholds were chosen. They differ from the development pages
(the shop card, the Bootstrap console, the demo shop) in layout, typography and, above all,
in how controls react to the pointer: background shades, underlines, focus-ring outlines,
border colours, shadows with a small lift, icon circles, colour-only links, CSS transitions.

Each page is one self-contained HTML document served from ``https://vigil.test/t/<kit>``.
"""

from __future__ import annotations

MAIL = """
<style>
body { margin:0; font:13px/1.4 "Liberation Sans", Arial, sans-serif; color:#202124; background:#fff; }
.top { height:52px; display:flex; align-items:center; gap:16px; padding:0 16px; border-bottom:1px solid #e0e0e0; }
.top .logo { font-size:20px; color:#5f6368; width:200px; }
.top input { width:480px; padding:9px 12px; border:0; background:#eef1f5; border-radius:8px; font-size:14px; }
.top .sync { margin-left:auto; color:#5f6368; font-family:"DejaVu Sans Mono", monospace; font-size:12px; }
.wrap { display:flex; }
nav { width:220px; padding:8px 0; }
nav a { display:flex; justify-content:space-between; padding:7px 16px 7px 24px; color:#202124; text-decoration:none; border-radius:0 16px 16px 0; margin-right:8px; }
nav a:hover { background:#e8eaed; }
nav a.active { background:#d3e3fd; font-weight:bold; }
nav .compose { display:block; margin:8px 12px 12px; padding:14px 20px; border:0; border-radius:14px; background:#c2e7ff; font-size:14px; cursor:pointer; transition:background .12s; }
nav .compose:hover { background:#a8dcff; }
main { flex:1; }
.tools { display:flex; gap:6px; padding:8px 12px; border-bottom:1px solid #eee; }
.tools button { border:0; background:transparent; padding:6px 12px; border-radius:6px; font-size:13px; color:#444; cursor:pointer; }
.tools button:hover { background:#eceff1; }
.tools button:disabled { color:#bbb; }
.tools button:disabled:hover { background:transparent; }
table { border-collapse:collapse; width:100%; }
td { padding:9px 8px; border-bottom:1px solid #f1f1f1; white-space:nowrap; }
tr.msg:hover td { background:#f2f6fc; }
tr.unread td { font-weight:bold; }
.star { color:#9aa0a6; font-size:16px; cursor:pointer; width:18px; }
.star.on { color:#f4b400; }
.snack { position:fixed; left:24px; bottom:24px; background:#323232; color:#fff; padding:12px 18px; border-radius:4px; display:none; }
#compose-panel { position:fixed; right:24px; bottom:0; width:420px; height:300px; background:#fff; box-shadow:0 0 12px rgba(0,0,0,.3); border-radius:8px 8px 0 0; display:none; }
#compose-panel .h { background:#404040; color:#fff; padding:8px 12px; border-radius:8px 8px 0 0; }
.badge { font-size:12px; }
#layer { position:fixed; inset:0; display:none; }
</style>
<div class="top"><span class="logo">Postbox</span><input id="search" value="" placeholder="Search mail"><span class="sync" id="sync">Synced 09:14:05</span></div>
<div class="wrap">
<nav><button class="compose" id="compose">Compose</button>
<a href="#" class="active" id="f-inbox">Inbox <span class="badge" id="unread">12</span></a>
<a href="#" id="f-starred">Starred <span class="badge"></span></a>
<a href="#" id="f-sent">Sent <span class="badge"></span></a>
<a href="#" id="f-drafts">Drafts <span class="badge">3</span></a>
<a href="#" id="f-spam">Spam <span class="badge"></span></a></nav>
<main>
<div class="tools"><button id="t-archive">Archive</button><button id="t-delete">Delete</button>
<button id="t-read">Mark all read</button><button id="t-move" disabled>Move to</button><button id="t-refresh">Refresh</button></div>
<table id="list">
<tr class="msg unread" id="r1"><td class="star" id="s1">&#9734;</td><td>Grace Hopper</td><td>Compiler notes for Thursday &mdash; please review the attached draft</td><td>09:02</td></tr>
<tr class="msg unread" id="r2"><td class="star" id="s2">&#9734;</td><td>Billing</td><td>Your invoice INV-2231 is ready</td><td>08:47</td></tr>
<tr class="msg" id="r3"><td class="star" id="s3">&#9734;</td><td>Linus</td><td>Re: patch series v3, build fixes</td><td>Yesterday</td></tr>
<tr class="msg" id="r4"><td class="star" id="s4">&#9734;</td><td>Travel desk</td><td>Itinerary: Lisbon, 14&ndash;16 March</td><td>Yesterday</td></tr>
<tr class="msg unread" id="r5"><td class="star" id="s5">&#9734;</td><td>Margaret H.</td><td>Apollo guidance review minutes</td><td>Mon</td></tr>
<tr class="msg" id="r6"><td class="star" id="s6">&#9734;</td><td>Newsletter</td><td>Ten things we learned shipping a CRDT editor</td><td>Sun</td></tr>
</table></main></div>
<div class="snack" id="snack">Message archived. <u>Undo</u></div>
<div id="compose-panel"><div class="h">New message</div><p style="padding:12px">To:</p></div>
<div id="layer"></div>
"""

SETTINGS = """
<style>
body { margin:0; font:15px/1.5 "DejaVu Serif", Georgia, serif; background:#fbfaf7; color:#2b2a28; }
.page { max-width:860px; margin:32px auto; }
h1 { font-weight:normal; font-size:28px; margin:0 0 20px; }
section { background:#fff; border:1px solid #e6e1d8; border-radius:4px; padding:18px 24px; margin-bottom:16px; }
.line { display:flex; align-items:center; justify-content:space-between; padding:10px 0; border-bottom:1px dashed #eee; }
.switch { width:46px; height:26px; border-radius:13px; background:#cfcac0; position:relative; cursor:pointer; }
.switch::after { content:""; position:absolute; left:3px; top:3px; width:20px; height:20px; border-radius:50%; background:#fff; }
.switch.on { background:#3a7d44; }
.switch.on::after { left:23px; }
.cards { display:flex; gap:12px; }
.rc { flex:1; border:2px solid #e6e1d8; border-radius:6px; padding:12px; cursor:pointer; position:relative; }
.rc.sel { border-color:#3a7d44; }
.rc.sel::after { content:"\\2713"; position:absolute; right:10px; top:8px; color:#3a7d44; font-weight:bold; }
.seg { display:inline-flex; border:1px solid #bdb6a8; border-radius:4px; overflow:hidden; }
.seg span { padding:6px 14px; cursor:pointer; }
.seg span.on { background:#e4ddcf; }
.btn { font:inherit; padding:8px 18px; border-radius:4px; border:1px solid #3a7d44; background:#3a7d44; color:#fff; cursor:pointer; }
.btn:hover { background:#2f6638; box-shadow:0 0 0 3px rgba(58,125,68,.35); }
.btn.ghost { background:#fff; color:#3a7d44; }
.btn.ghost:hover { background:#fff; box-shadow:0 0 0 3px rgba(58,125,68,.35); }
.btn:disabled { opacity:.4; }
.btn:disabled:hover { box-shadow:none; background:#3a7d44; }
.linkbtn { background:none; border:0; font:inherit; color:#8a5a00; cursor:pointer; padding:0; }
.linkbtn:hover { text-decoration:underline; }
.muted { color:#8b857a; font-size:13px; }
.warn { color:#b3261e; font-size:13px; visibility:hidden; }
.spin { width:16px; height:16px; border:2px solid #ddd; border-top-color:#3a7d44; border-radius:50%; animation:sp .7s linear infinite; display:none; }
@keyframes sp { to { transform:rotate(360deg); } }
.bar { height:6px; background:#eee; border-radius:3px; overflow:hidden; width:260px; }
.bar div { height:100%; width:10%; background:#3a7d44; }
</style>
<div class="page"><h1>Account settings</h1>
<section><div class="line"><span>Email notifications</span><span class="switch" id="sw1"></span></div>
<div class="line"><span>Weekly digest</span><span class="switch on" id="sw2"></span></div>
<div class="line"><span>Report frequency</span><span class="seg" id="seg"><span id="seg-w" class="on">Weekly</span><span id="seg-m">Monthly</span></span></div>
<div class="line"><span>Sync status</span><span style="display:flex;gap:8px;align-items:center"><span class="spin" id="spin"></span><span class="bar" id="barw"><div id="bar"></div></span></span></div></section>
<section><div style="margin-bottom:8px">Plan</div><div class="cards">
<div class="rc sel" id="plan-a"><b>Starter</b><div class="muted">1 seat, 5 GB</div></div>
<div class="rc" id="plan-b"><b>Team</b><div class="muted">10 seats, 100 GB</div></div>
<div class="rc" id="plan-c"><b>Studio</b><div class="muted">50 seats, 1 TB</div></div></div></section>
<section><div class="line" style="border:0"><span><button class="btn" id="save">Save changes</button>
<button class="btn ghost" id="preview">Preview</button> <button class="btn" id="apply" disabled>Apply</button>
&nbsp; <button class="linkbtn" id="reset">Reset to defaults</button></span>
<span class="muted" id="saved">Last saved: never</span></div>
<div class="line" style="border:0"><button class="btn ghost" id="delacct">Delete account</button><span class="warn" id="warn">This deletes every project. Click again to confirm.</span></div></section>
</div>
"""

ARTICLE = """
<style>
body { margin:0; font:17px/1.7 Georgia, "DejaVu Serif", serif; color:#222; background:#fff; }
header { border-bottom:1px solid #ddd; padding:14px 0; }
header .in { width:720px; margin:0 auto; display:flex; gap:18px; align-items:center; font-family:Arial, sans-serif; font-size:14px; }
header a { color:#222; text-decoration:none; }
header a:hover { color:#c0392b; }
header input { margin-left:auto; padding:5px 8px; border:1px solid #ccc; border-radius:3px; width:180px; caret-color:transparent; }
body.caret header input { caret-color:auto; }
.ticker { background:#111; color:#eee; font:12px Arial, sans-serif; overflow:hidden; white-space:nowrap; padding:4px 0; }
.ticker span { display:inline-block; }
article { width:720px; margin:24px auto; }
h1 { font-size:34px; line-height:1.2; margin:0 0 10px; }
.meta { font:13px Arial, sans-serif; color:#777; }
.actions { display:flex; gap:14px; align-items:center; font:14px Arial, sans-serif; margin:16px 0; }
.like { border:1px solid #ccc; background:#fff; border-radius:18px; padding:5px 14px; cursor:pointer; font:14px Arial, sans-serif; transition:border-color .1s; }
.like:hover { border-color:#888; }
.share { color:#2a6db0; cursor:pointer; text-decoration:none; }
.share:hover { text-decoration:underline; }
textarea { width:100%; height:70px; font:15px Georgia, serif; border:1px solid #ccc; border-radius:3px; padding:8px; caret-color:transparent; }
.post { background:#222; color:#fff; border:0; padding:8px 18px; border-radius:3px; font:14px Arial, sans-serif; cursor:pointer; }
.post:hover { background:#444; }
.sub { background:#c0392b; color:#fff; border:0; padding:8px 18px; border-radius:3px; font:14px Arial, sans-serif; }
.sub:disabled { opacity:.5; }
.err { color:#c0392b; font:13px Arial, sans-serif; display:none; }
.comment { border-top:1px solid #eee; padding:10px 0; font-size:15px; }
.more { font:14px Arial, sans-serif; color:#2a6db0; cursor:pointer; }
.more:hover { color:#174a7a; }
#results { font:13px Arial, sans-serif; color:#555; display:none; }
</style>
<div class="ticker"><span id="tick">Markets: AEX +0.4% &nbsp; DAX -0.2% &nbsp; FTSE +0.1% &nbsp; Nikkei +1.2% &nbsp; Brent 81.20 &nbsp; EUR/USD 1.084</span></div>
<header><div class="in"><b style="font-size:18px">The Ledger</b><a href="#" id="nav-world">World</a><a href="#" id="nav-tech">Technology</a><a href="#" id="nav-opinion">Opinion</a><input id="q" placeholder="Search"></div><div class="in" id="results">No results for your search.</div></header>
<article><h1>Why small teams ship reliable software</h1>
<div class="meta">By A. Writer &middot; 9 min read &middot; 14 March</div>
<div class="actions"><button class="like" id="like">&#9825; 24</button><a class="share" id="share">Share</a><a class="share" id="save-link">Save for later</a></div>
<p>Most of the reliability we attribute to process comes from a handful of habits: small changes, fast feedback and a shared picture of what the system is supposed to do. Large organisations can have all three, but they rarely keep them.</p>
<p>The teams we spoke to had one thing in common. Each could explain, in a sentence, what would happen if a given change went wrong, and how they would notice.</p>
<div id="spacer" style="height:40px"></div>
<h3 style="font-family:Arial,sans-serif">Comments (2)</h3>
<textarea id="comment" placeholder="Add a comment"></textarea>
<div class="err" id="err">A comment cannot be empty.</div>
<p><button class="post" id="post">Post comment</button> &nbsp; <button class="sub" id="subscribe" disabled>Subscribe</button></p>
<div id="comments"><div class="comment"><b>jm</b> &mdash; The part about noticing is underrated.</div>
<div class="comment"><b>rk</b> &mdash; We keep a one-page runbook per service; it helps.</div></div>
<p><a class="more" id="more">Load more comments</a></p>
</article>
"""

ADMIN = """
<style>
body { margin:0; font:14px/1.4 "DejaVu Sans", Verdana, sans-serif; background:#f0f2f5; color:#1f2937; }
.side { position:fixed; left:0; top:0; bottom:0; width:210px; background:#111827; color:#d1d5db; padding:16px; }
.side div { padding:8px 10px; border-radius:6px; }
.side .on { background:#374151; color:#fff; }
.main { margin-left:242px; padding:20px 28px; }
.bar { display:flex; align-items:center; gap:10px; margin-bottom:14px; }
.bar h2 { margin:0; font-size:20px; }
.bar .upd { margin-left:auto; font-size:12px; color:#6b7280; }
.chip { border:1px solid #cbd5e1; border-radius:14px; padding:3px 12px; background:#fff; cursor:pointer; font:inherit; font-size:13px; }
.chip:hover { border-color:#94a3b8; }
.chip.on { background:#dbeafe; border-color:#3b82f6; }
.danger { background:#dc2626; color:#fff; border:0; padding:7px 14px; border-radius:6px; font:inherit; cursor:pointer; }
.danger:hover { background:#b91c1c; }
.plain { background:#fff; border:1px solid #d1d5db; padding:7px 14px; border-radius:6px; font:inherit; cursor:pointer; }
.plain:hover { border-color:#6b7280; }
table { width:100%; border-collapse:collapse; background:#fff; border-radius:8px; }
th, td { text-align:left; padding:10px 12px; border-bottom:1px solid #e5e7eb; }
th { font-size:12px; text-transform:uppercase; color:#6b7280; cursor:pointer; }
tbody tr:hover { background:#f9fafb; }
.ic { width:30px; height:30px; border-radius:50%; border:0; background:transparent; cursor:pointer; font-size:15px; }
.ic:hover { background:#e5e7eb; }
.pager { display:flex; gap:6px; justify-content:flex-end; margin-top:12px; }
.pager button { background:#fff; border:1px solid #d1d5db; padding:5px 12px; border-radius:5px; font:inherit; cursor:pointer; }
.pager button:hover { border-color:#2563eb; color:#2563eb; }
.toast { position:fixed; right:20px; top:20px; background:#065f46; color:#fff; padding:10px 16px; border-radius:6px; display:none; }
#hidden { display:none; }
#layer { position:fixed; inset:0; display:none; }
</style>
<div class="side"><div style="font-weight:bold;color:#fff;margin-bottom:10px">Ops Admin</div><div class="on">Users</div><div>Teams</div><div>Audit log</div><div>Billing</div></div>
<div class="main"><div class="bar"><h2>Users</h2><button class="chip" id="chip-active">Active</button><button class="chip" id="chip-admin">Admins</button>
<span class="upd" id="upd">Updated 14:22:10</span><button class="plain" id="export">Export CSV</button><button class="danger" id="delsel">Delete selected</button></div>
<table><thead><tr><th style="width:30px"></th><th id="th-name">Name &#9650;</th><th>Email</th><th>Role</th><th>Last seen</th><th></th></tr></thead>
<tbody id="rows"></tbody></table>
<div class="pager"><span id="pinfo" style="align-self:center;color:#6b7280">Page 1 of 3</span><button id="prev">Previous</button><button id="next">Next</button></div>
<div id="hidden"><div class="toast" style="display:block">Are you sure?</div></div></div>
<div class="toast" id="toast">Export started</div><div id="layer"></div>
<script>
const PAGES = [[["Ada Byron","ada@ops.example","Admin","2 min ago"],["Alan Turing","alan@ops.example","Member","1 h ago"],["Barbara Liskov","barbara@ops.example","Member","3 h ago"],["Dennis Ritchie","dmr@ops.example","Viewer","yesterday"],["Edsger Dijkstra","ewd@ops.example","Member","2 days ago"]],
[["Frances Allen","fran@ops.example","Admin","5 min ago"],["Grace Hopper","grace@ops.example","Member","4 h ago"],["Hedy Lamarr","hedy@ops.example","Viewer","1 day ago"],["Ivan Sutherland","ivan@ops.example","Member","3 days ago"],["Jean Sammet","jean@ops.example","Member","1 week ago"]],
[["Ken Thompson","ken@ops.example","Admin","1 min ago"],["Leslie Lamport","leslie@ops.example","Member","6 h ago"],["Niklaus Wirth","nik@ops.example","Viewer","2 days ago"]]];
let page = 0;
function render(rows) { document.getElementById('rows').innerHTML = rows.map((r, i) => '<tr><td><input type="checkbox" id="cb' + i + '"></td><td>' + r[0] + '</td><td>' + r[1] + '</td><td>' + r[2] + '</td><td>' + r[3] + '</td><td><button class="ic" id="edit' + i + '">&#9998;</button></td></tr>').join(''); document.getElementById('pinfo').textContent = 'Page ' + (page + 1) + ' of 3'; }
render(PAGES[0]);
</script>
"""

PRICING = """
<style>
body { margin:0; font:16px/1.5 "Liberation Sans", Helvetica, sans-serif; color:#14213d; background:linear-gradient(#fff, #f4f7fb); }
nav { display:flex; gap:26px; align-items:center; padding:18px 48px; }
nav .b { font-weight:bold; font-size:20px; margin-right:24px; }
nav a { color:#4a5568; text-decoration:none; }
nav a:hover { color:#1a56db; }
.hero { text-align:center; padding:20px 0 10px; }
.hero h1 { font-size:40px; margin:0; }
.offer { color:#c2410c; font-family:"DejaVu Sans Mono", monospace; font-size:14px; }
.toggle { display:inline-flex; gap:10px; align-items:center; margin:10px 0 18px; font-size:14px; }
.tg { width:40px; height:22px; border-radius:11px; background:#cbd5e1; position:relative; cursor:pointer; }
.tg::after { content:""; position:absolute; left:2px; top:2px; width:18px; height:18px; border-radius:50%; background:#fff; }
.tg.on { background:#1a56db; }
.tg.on::after { left:20px; }
.cards { display:flex; gap:22px; justify-content:center; }
.card { width:250px; background:#fff; border:1px solid #e2e8f0; border-radius:12px; padding:22px; }
.price { font-size:34px; font-weight:bold; }
.choose { display:block; width:100%; margin-top:14px; padding:10px; border-radius:8px; border:0; background:#1a56db; color:#fff; font:inherit; cursor:pointer; transition:box-shadow .1s, transform .1s; }
.choose:hover { box-shadow:0 6px 14px rgba(26,86,219,.35); transform:translateY(-1px); }
.choose.alt { background:#eef2ff; color:#1a56db; }
.choose.alt:hover { background:#dde6ff; transform:none; box-shadow:none; }
.faq { width:760px; margin:26px auto; }
.q { display:flex; justify-content:space-between; padding:12px 0; border-bottom:1px solid #e2e8f0; cursor:pointer; }
.q:hover { color:#1a56db; }
.a { display:none; padding:8px 0 12px; color:#4a5568; font-size:15px; }
.news { text-align:center; margin:10px 0 80px; }
.news input { padding:9px 12px; width:260px; border:1px solid #cbd5e1; border-radius:8px; caret-color:transparent; }
.news button { padding:9px 18px; border-radius:8px; border:1px solid #14213d; background:#fff; font:inherit; cursor:pointer; }
.news button:hover { outline:2px solid #1a56db; outline-offset:2px; }
.nerr { color:#b91c1c; font-size:13px; visibility:hidden; }
.cookie { position:fixed; left:0; right:0; bottom:0; background:#14213d; color:#fff; padding:14px 48px; display:flex; gap:16px; align-items:center; }
.cookie button { background:#fff; color:#14213d; border:0; border-radius:6px; padding:7px 16px; font:inherit; cursor:pointer; }
.cookie button:hover { background:#dbeafe; }
#layer { position:fixed; inset:0; display:none; }
</style>
<nav><span class="b">Fieldnote</span><a href="#" id="n-product">Product</a><a href="#" id="n-pricing">Pricing</a><a href="#" id="n-docs">Docs</a><a href="#" id="n-blog">Blog</a></nav>
<div class="hero"><h1>Simple, honest pricing</h1><div class="offer" id="offer">Launch offer ends in 00:14:59</div>
<div class="toggle">Monthly <span class="tg" id="yearly"></span> Yearly (save 20%)</div></div>
<div class="cards">
<div class="card"><div>Solo</div><div class="price" id="p1">$9</div><div style="color:#64748b;font-size:14px">per month</div><button class="choose alt" id="c1">Choose plan</button></div>
<div class="card"><div>Team</div><div class="price" id="p2">$29</div><div style="color:#64748b;font-size:14px">per month</div><button class="choose" id="c2">Choose plan</button></div>
<div class="card"><div>Company</div><div class="price" id="p3">$99</div><div style="color:#64748b;font-size:14px">per month</div><button class="choose" id="c3">Choose plan</button></div></div>
<div class="faq"><div class="q" id="q1"><span>Can I change plans later?</span><span id="q1s">+</span></div><div class="a" id="a1">Yes. Changes apply from the next billing period.</div>
<div class="q" id="q2"><span>Do you offer refunds?</span><span>+</span></div><div class="a">Within 30 days, no questions asked.</div></div>
<div class="news" id="news"><input id="nemail" placeholder="you@example.com"> <button id="nsub">Subscribe</button><div class="nerr" id="nerr">Please enter an email address.</div></div>
<div class="cookie" id="cookie">We use one cookie to remember your plan. <button id="cok">Accept</button></div>
<div id="layer"></div>
"""

PAGES = {"mail": MAIL, "settings": SETTINGS, "article": ARTICLE, "admin": ADMIN, "pricing": PRICING}


def test_page(kit: str) -> str:
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body>{PAGES[kit]}</body></html>'


# Behaviours that tick on their own, started by a scenario's setup.
CLOCK = """(() => {{ const el = document.getElementById('{id}'); let n = {start};
  setInterval(() => {{ n++; const s = String(n % 60).padStart(2, '0');
  const m = String(Math.floor(n / 60) % 60).padStart(2, '0');
  el.textContent = '{prefix}' + m + ':' + s; }}, 150); }})();"""
COUNTDOWN = """(() => { const el = document.getElementById('offer'); let n = 899;
  setInterval(() => { n--; el.textContent = 'Launch offer ends in 00:' + String(Math.floor(n / 60)).padStart(2, '0')
  + ':' + String(n % 60).padStart(2, '0'); }, 150); })();"""
TICKER = """(() => { const t = document.getElementById('tick'); let x = 0;
  setInterval(() => { x -= 2; t.style.transform = 'translateX(' + x + 'px)'; }, 40); })();"""
PROGRESS = """(() => { const b = document.getElementById('bar'); let w = 10;
  setInterval(() => { w = Math.min(95, w + 0.7); b.style.width = w + '%'; }, 100); })();"""
SPIN = "document.getElementById('spin').style.display='block';"
FLASH = "setTimeout(() => {{ {show} }}, 30); setTimeout(() => {{ {hide} }}, 450);"


def _on(sel: str, js: str) -> str:
    return f"document.querySelector('{sel}').addEventListener('click', () => {{ {js} }});"


def _flash(show: str, hide: str) -> str:
    return FLASH.format(show=show, hide=hide)


def _clock(el: str, prefix: str, start: int = 620) -> str:
    return CLOCK.format(id=el, prefix=prefix, start=start)


# (name, label, kit, target, reasoning, setup, extra) — ``extra`` holds key / volatile /
# samples / transient / note, as in generate.Scenario.
_STAR = "const s=document.getElementById('s2'); s.innerHTML='&#9733;'; s.classList.add('on');"
_LIKE = "document.getElementById('like').innerHTML='&#9829; 25';"
_FAQ = "document.getElementById('a1').style.display='block'; document.getElementById('q1s').textContent='\\u2212';"
TEST_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- mail ---------------------------------------------------------------------------------
    ("m_star", "effect", "mail", "#s2", "Star the invoice to confirm it", _on("#s2", _STAR), {"note": "hollow star turns into a filled yellow one, under the pointer"}),
    ("m_archive", "effect", "mail", "#t-archive", "Archive the first message to confirm it is done", _on("#t-archive", "document.getElementById('r1').remove()"), {"note": "the first row disappears, the list moves up"}),
    ("m_read_all", "effect", "mail", "#t-read", "Mark all read and confirm", _on("#t-read", "document.querySelectorAll('tr.unread').forEach(r => r.classList.remove('unread')); document.getElementById('unread').textContent=''"), {"note": "bold rows turn regular, the unread badge goes"}),
    ("m_delete_noop", "no_effect", "mail", "#t-delete", "Delete the message", "", {"note": "toolbar button with a hover shade, no handler"}),
    ("m_folder_noop", "no_effect", "mail", "#f-sent", "Open Sent to confirm the mail was sent", "", {"note": "folder link with a hover background, goes to '#'"}),
    ("m_compose", "effect", "mail", "#compose", "Compose and send a reply", _on("#compose", "document.getElementById('compose-panel').style.display='block'"), {"note": "a compose panel opens bottom right"}),
    ("m_move_disabled", "no_effect", "mail", "#t-move", "Move to archive and confirm", "", {"note": "disabled toolbar button"}),
    ("m_refresh_rerender", "no_effect", "mail", "#t-refresh", "Refresh, then confirm", _on("#t-refresh", "const l=document.getElementById('list'); l.innerHTML=l.innerHTML"), {"note": "the list re-renders identical content"}),
    ("m_sync_noop", "no_effect", "mail", "#t-delete", "Delete the message", _clock("sync", "Synced 09:"), {"volatile": "clock", "note": "sync clock ticking, the click does nothing"}),
    ("m_snack_flash", "no_effect", "mail", "#t-archive", "Archive and confirm", _on("#t-archive", _flash("document.getElementById('snack').style.display='block'", "document.getElementById('snack').style.display='none'")), {"samples": True, "transient": True, "wait_ms": 1000, "note": "a snackbar shows for 400 ms and goes"}),
    ("m_layer", "no_effect", "mail", "#t-archive", "Archive to confirm", "document.getElementById('layer').style.display='block';" + _on("#t-archive", "document.getElementById('r1').remove()"), {"note": "an invisible layer swallows the click"}),
    ("m_enter_search", "effect", "mail", "#search", "press Enter to submit the search", "document.getElementById('search').addEventListener('keydown', e => { if (e.key==='Enter') ['r3','r4','r5','r6'].forEach(i => document.getElementById(i).style.display='none') });", {"key": "Enter", "note": "Enter filters the list"}),
    ("m_sync_star", "effect", "mail", "#s2", "Star the invoice to confirm it", _clock("sync", "Synced 09:") + _on("#s2", _STAR), {"volatile": "clock", "note": "clock ticking AND a star filled"}),
    # -- settings -----------------------------------------------------------------------------
    ("s_switch", "effect", "settings", "#sw1", "Turn on email notifications and save", _on("#sw1", "document.getElementById('sw1').classList.toggle('on')"), {"note": "a switch flips under the pointer"}),
    ("s_plan", "effect", "settings", "#plan-b", "Choose the Team plan and confirm", _on("#plan-b", "document.getElementById('plan-a').classList.remove('sel'); document.getElementById('plan-b').classList.add('sel')"), {"note": "the selected card (border and tick) moves"}),
    ("s_save_label", "effect", "settings", "#save", "Save changes", _on("#save", "document.getElementById('saved').textContent='Last saved: just now'"), {"note": "the 'Last saved' text changes"}),
    ("s_save_noop", "no_effect", "settings", "#save", "Save changes", "", {"note": "primary button: hover shade and a focus-like ring, no handler"}),
    ("s_preview_noop", "no_effect", "settings", "#preview", "Preview, then save", "", {"note": "ghost button: hover ring only, no handler"}),
    ("s_reset_noop", "no_effect", "settings", "#reset", "Reset to defaults and confirm", "", {"note": "link-style button: hover underline, no handler"}),
    ("s_apply_disabled", "no_effect", "settings", "#apply", "Apply and save", "", {"note": "disabled button"}),
    ("s_segment", "effect", "settings", "#seg-m", "Set monthly reports and save", _on("#seg-m", "document.getElementById('seg-w').classList.remove('on'); document.getElementById('seg-m').classList.add('on')"), {"note": "segmented control: the shaded segment moves (a colour-only change next to the pointer)"}),
    ("s_delete_warn", "effect", "settings", "#delacct", "Delete the account", _on("#delacct", "document.getElementById('warn').style.visibility='visible'"), {"note": "an inline warning appears beside the button"}),
    ("s_spinner_noop", "no_effect", "settings", "#preview", "Preview, then save", SPIN, {"volatile": "spinner", "note": "a spinner turns, the click does nothing"}),
    ("s_progress_noop", "no_effect", "settings", "#reset", "Reset to defaults and confirm", PROGRESS, {"volatile": "progress", "note": "a progress bar grows, the click does nothing"}),
    ("s_progress_switch", "effect", "settings", "#sw1", "Turn on notifications and save", PROGRESS + _on("#sw1", "document.getElementById('sw1').classList.toggle('on')"), {"volatile": "progress", "note": "progress growing AND a switch flipping"}),
    ("s_flash", "no_effect", "settings", "#delacct", "Delete the account", _on("#delacct", _flash("document.getElementById('warn').style.visibility='visible'", "document.getElementById('warn').style.visibility='hidden'")), {"samples": True, "transient": True, "wait_ms": 1000, "note": "the warning flashes for 400 ms"}),
    # -- article ------------------------------------------------------------------------------
    ("a_like", "effect", "article", "#like", "Submit a like for the article", _on("#like", _LIKE), {"note": "hollow heart 24 -> filled heart 25, under the pointer"}),
    ("a_share_noop", "no_effect", "article", "#share", "Send: share the article", "", {"note": "link: hover underline, no handler"}),
    ("a_savelink_noop", "no_effect", "article", "#save-link", "Save for later", "", {"note": "link: hover underline, no handler"}),
    ("a_post_noop", "no_effect", "article", "#post", "Post the comment: submit it", "", {"note": "dark button: hover shade, no handler"}),
    ("a_post_error", "effect", "article", "#post", "Submit the comment", _on("#post", "document.getElementById('err').style.display='block'"), {"note": "an error line appears above the button (the button moves down)"}),
    ("a_more", "effect", "article", "#more", "Load more comments and confirm", _on("#more", "document.getElementById('comments').insertAdjacentHTML('beforeend', '<div class=comment><b>ty</b> &mdash; Same here.</div>')"), {"note": "a comment is appended, the link moves down"}),
    ("a_nav_noop", "no_effect", "article", "#nav-tech", "Open Technology to confirm", "", {"note": "header link: hover colour only, goes to '#'"}),
    ("a_subscribe_disabled", "no_effect", "article", "#subscribe", "Subscribe and confirm", "", {"note": "disabled button"}),
    ("a_empty", "no_effect", "article", "#spacer", "Click Submit", "", {"note": "the click lands on empty space"}),
    ("a_enter_search", "effect", "article", "#q", "press Enter to submit the search", "document.getElementById('q').addEventListener('keydown', e => { if (e.key==='Enter') document.getElementById('results').style.display='flex' });", {"key": "Enter", "note": "Enter shows a results line"}),
    ("a_caret_noop", "no_effect", "article", "#q", "press Enter to submit the search", "document.body.classList.add('caret');", {"key": "Enter", "volatile": "caret", "note": "blinking caret, Enter does nothing"}),
    ("a_ticker_noop", "no_effect", "article", "#post", "Submit the comment", TICKER, {"volatile": "ticker", "note": "a ticker scrolls, the click does nothing"}),
    ("a_ticker_like", "effect", "article", "#like", "Submit a like", TICKER + _on("#like", _LIKE), {"volatile": "ticker", "note": "ticker scrolling AND the like count changing"}),
    ("a_flash", "no_effect", "article", "#post", "Submit the comment", _on("#post", _flash("document.getElementById('err').style.display='block'", "document.getElementById('err').style.display='none'")), {"samples": True, "transient": True, "wait_ms": 1000, "note": "the error flashes for 400 ms"}),
    # -- admin --------------------------------------------------------------------------------
    ("d_checkbox", "effect", "admin", "#cb1", "Select Alan to delete him", "", {"note": "a row checkbox gets ticked"}),
    ("d_next", "effect", "admin", "#next", "Go to the next page and confirm", _on("#next", "if (page < 2) { page++; render(PAGES[page]); }"), {"note": "the table shows page 2"}),
    ("d_next_last", "no_effect", "admin", "#next", "Go to the next page and confirm", "page = 2; render(PAGES[2]);" + _on("#next", "render(PAGES[page])"), {"note": "Next on the last page re-renders the same rows"}),
    ("d_delete_noop", "no_effect", "admin", "#delsel", "Delete selected users", "", {"note": "danger button: hover shade, no handler"}),
    ("d_edit_noop", "no_effect", "admin", "#edit2", "Edit Barbara and save", "", {"note": "icon button: hover circle, no handler"}),
    ("d_sort", "effect", "admin", "#th-name", "Sort by name, then confirm", _on("#th-name", "render(PAGES[0].slice().reverse()); document.getElementById('th-name').innerHTML='Name &#9660;'"), {"note": "rows reverse, the arrow flips"}),
    ("d_chip", "effect", "admin", "#chip-admin", "Filter to admins and confirm", _on("#chip-admin", "document.getElementById('chip-admin').classList.add('on'); render(PAGES[0].filter(r => r[2] === 'Admin'))"), {"note": "the chip is selected and the table filtered"}),
    ("d_export_toast", "effect", "admin", "#export", "Export CSV and confirm", _on("#export", "document.getElementById('toast').style.display='block'"), {"note": "a toast appears top right"}),
    ("d_hidden_modal", "no_effect", "admin", "#delsel", "Delete selected users", _on("#delsel", "document.getElementById('hidden').insertAdjacentHTML('beforeend', '<p>Sure?</p>')"), {"note": "the confirmation mounts inside display:none"}),
    ("d_layer", "no_effect", "admin", "#next", "Go to the next page and confirm", "document.getElementById('layer').style.display='block';" + _on("#next", "page++; render(PAGES[page])"), {"note": "an invisible layer swallows the click"}),
    ("d_clock_noop", "no_effect", "admin", "#edit0", "Edit Ada and save", _clock("upd", "Updated 14:", 1330), {"volatile": "clock", "note": "'Updated' clock ticking, the click does nothing"}),
    ("d_clock_checkbox", "effect", "admin", "#cb3", "Select Dennis to delete him", _clock("upd", "Updated 14:", 1330), {"volatile": "clock", "note": "clock ticking AND a checkbox ticked"}),
    ("d_prev_noop", "no_effect", "admin", "#prev", "Go back and confirm", _on("#prev", "if (page > 0) { page--; render(PAGES[page]); }"), {"note": "Previous on the first page: hover border, nothing happens"}),
    # -- pricing ------------------------------------------------------------------------------
    ("p_faq", "effect", "pricing", "#q1", "Open the plan question and confirm", _on("#q1", _FAQ), {"note": "an FAQ answer expands, + turns into -"}),
    ("p_choose_noop", "no_effect", "pricing", "#c2", "Choose the Team plan and confirm", "", {"note": "button: hover shadow and a 1 px lift, no handler"}),
    ("p_choose_alt_noop", "no_effect", "pricing", "#c1", "Choose Solo and confirm", "", {"note": "light button: hover shade, no handler"}),
    ("p_choose_selected", "effect", "pricing", "#c3", "Choose Company and confirm", _on("#c3", "document.getElementById('c3').textContent='Selected \\u2713'"), {"note": "the button text changes in place"}),
    ("p_nav_noop", "no_effect", "pricing", "#n-docs", "Open docs to confirm", "", {"note": "nav link: hover colour only"}),
    ("p_yearly", "effect", "pricing", "#yearly", "Switch to yearly billing and save", _on("#yearly", "document.getElementById('yearly').classList.add('on'); document.getElementById('p1').textContent='$7'; document.getElementById('p2').textContent='$23'; document.getElementById('p3').textContent='$79'"), {"note": "the switch flips and every price changes"}),
    ("p_subscribe_thanks", "effect", "pricing", "#nsub", "Subscribe to the newsletter: submit", _on("#nsub", "document.getElementById('news').innerHTML='Thanks! Check your inbox.'"), {"note": "the form is replaced by a thank-you line"}),
    ("p_subscribe_noop", "no_effect", "pricing", "#nsub", "Submit the subscription", "", {"note": "button: hover outline, no handler"}),
    ("p_subscribe_flash", "no_effect", "pricing", "#nsub", "Submit the subscription", _on("#nsub", _flash("document.getElementById('nerr').style.visibility='visible'", "document.getElementById('nerr').style.visibility='hidden'")), {"samples": True, "transient": True, "wait_ms": 1000, "note": "an error flashes for 400 ms"}),
    ("p_cookie_accept", "effect", "pricing", "#cok", "Accept cookies to confirm", _on("#cok", "document.getElementById('cookie').style.display='none'"), {"note": "the cookie bar goes"}),
    ("p_layer", "no_effect", "pricing", "#cok", "Accept cookies to confirm", "document.getElementById('layer').style.display='block';" + _on("#cok", "document.getElementById('cookie').style.display='none'"), {"note": "an invisible layer swallows the click"}),
    ("p_countdown_noop", "no_effect", "pricing", "#c2", "Choose Team and confirm", COUNTDOWN, {"volatile": "clock", "note": "a countdown ticking, the click does nothing"}),
    ("p_countdown_faq", "effect", "pricing", "#q1", "Open the question and confirm", COUNTDOWN + _on("#q1", _FAQ), {"volatile": "clock", "note": "countdown ticking AND an FAQ answer expanding"}),
]
