# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages of the HOLDOUT part of the effect set: five more designs, held out from everything.

Written, rendered once and frozen (``labels.json``: ``holdout_frozen``, 2026-11-26 00:54 UTC)
before the rules it measures were changed again, and before any verdict on one of its cases
was looked at. Like
the test part it is never used to choose a threshold; unlike the test part, nobody has seen
how the verifier does on it, so it is the set to report a final figure on.

The designs differ from the development pages and from the test part's five in layout,
typography (DejaVu Sans Condensed, DejaVu Sans ExtraLight, Liberation Sans Narrow,
Liberation Serif, DejaVu Serif Condensed and the two monospace faces), colours (two of them
have a dark theme, one is dark only) and in how controls react to the pointer: outline
buttons that fill, focus-ring style border and text colour changes, underlines, icon colour
changes, a shadow with a 1 px lift, a gradient that shifts, ``scale(1.03)``, opacity, all
with 100-200 ms transitions. No hover reaction adds an element (no tooltip, no hover menu).

* ``board``: a kanban task board (light and dark);
* ``chat``: a messaging app (light and dark);
* ``drive``: a cloud drive / file manager (light), with a second page ``drive-shared``;
* ``music``: a music player (dark only);
* ``booking``: an appointment booking page with a month calendar (light).

Each page is one self-contained HTML document served from ``https://vigil.test/h/<doc>``;
``theme`` adds ``class="dark"`` to the body of the designs that have a dark theme. Every
behaviour a scenario needs is wired by the scenario's ``setup`` after load (the pages' own
scripts only draw content), so a label follows from the scenario alone.
"""

from __future__ import annotations

from page_js import by_id as _id
from page_js import flash as _blink
from page_js import on_click as _click
from page_js import on_key as _keydown
from page_js import page_html

# -- icons (inline SVG; colour and fill come from CSS) -------------------------------------------
FLAG = '<svg viewBox="0 0 24 24" width="15" height="15"><path d="M5 22V3h12l-2 4.5L17 12H7.5v10z" fill="currentColor"/></svg>'
PIN = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M8.5 2.5h7l-1 6.5 4 3.5V15H13v6l-1 1.5-1-1.5v-6H5.5v-2.5l4-3.5z" fill="currentColor"/></svg>'
HEART = '<svg viewBox="0 0 24 24" width="16" height="16"><path class="hp" d="M12 20.5S3.5 15.3 2.6 9.6C2 6.2 4.3 3.5 7.4 3.5c2 0 3.6 1.1 4.6 2.8 1-1.7 2.6-2.8 4.6-2.8 3.1 0 5.4 2.7 4.8 6.1-.9 5.7-9.4 10.9-9.4 10.9z" stroke="currentColor" stroke-width="2"/></svg>'
BOOKMARK = '<svg viewBox="0 0 24 24" width="17" height="17"><path class="bp" d="M6 2.8h12v18.4l-6-4.3-6 4.3z" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>'
PHONE = '<svg viewBox="0 0 24 24" width="19" height="19"><path d="M6.6 2.5l3.2 3.9-1.9 2.7c1.2 2.6 3.4 4.8 6 6l2.7-1.9 3.9 3.2-1.6 3.4C11 19.4 4.6 13 4.2 4.1z" fill="currentColor"/></svg>'
VIDEO = '<svg viewBox="0 0 24 24" width="20" height="20"><rect x="2" y="6" width="13" height="12" rx="2" fill="currentColor"/><path d="M16 10.5l6-3.5v10l-6-3.5z" fill="currentColor"/></svg>'
LENS = '<svg viewBox="0 0 24 24" width="17" height="17"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.4"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2.6"/></svg>'
SHUFFLE = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M3 6h4l10 12h4M3 18h4l3-3.6M14 9.6L17 6h4M18 3l3 3-3 3M18 15l3 3-3 3" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
PREV = '<svg viewBox="0 0 24 24" width="18" height="18"><rect x="4" y="5" width="2.6" height="14" fill="currentColor"/><path d="M20 5v14L8 12z" fill="currentColor"/></svg>'
NEXT = '<svg viewBox="0 0 24 24" width="18" height="18"><rect x="17.4" y="5" width="2.6" height="14" fill="currentColor"/><path d="M4 5v14l12-7z" fill="currentColor"/></svg>'
REPEAT = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M4 11V8h14M15 5l3 3-3 3M20 13v3H6M9 19l-3-3 3-3" fill="none" stroke="currentColor" stroke-width="2"/></svg>'
PLAY = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M7 4.5v15l12.5-7.5z" fill="currentColor"/></svg>'
PAUSE = '<svg viewBox="0 0 24 24" width="18" height="18"><rect x="6" y="4.5" width="4" height="15" fill="currentColor"/><rect x="14" y="4.5" width="4" height="15" fill="currentColor"/></svg>'
FOLDER = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M2 5h7l2 2.5h11V20H2z" fill="#d9a441"/></svg>'
DOC = '<svg viewBox="0 0 24 24" width="18" height="18"><path d="M5 2h10l5 5v15H5z" fill="#6b8fb5"/><path d="M15 2v5h5" fill="#a9c1da"/></svg>'

# -- board: a kanban task board ------------------------------------------------------------------
_CARDS = {
    "todo": [
        ("1", "Draft hero copy for the landing page", "content", "Due Fri"),
        ("2", "Collect customer quotes (3 needed)", "research", "Due Mon"),
        ("3", "Pick a licence for the icon set", "legal", "No date"),
    ],
    "doing": [
        ("4", "Rebuild the pricing table in the new grid", "frontend", "Due today"),
        ("5", "Migrate blog posts from the old CMS", "backend", "Due Thu"),
    ],
    "done": [("6", "Audit colour contrast on forms", "a11y", "Closed 2 d ago")],
}


def _board_card(cid: str, title: str, tag: str, due: str) -> str:
    return (
        f'<article class="card" id="card-{cid}"><div class="title" id="t-{cid}">{title}</div>'
        f'<div class="meta"><span class="tag">{tag}</span><span class="due">{due}</span>'
        f'<button class="icon flag" id="flag-{cid}" title="Flag">{FLAG}</button>'
        f'<button class="icon more" id="more-{cid}">&#8943;</button></div></article>'
    )


def _board_col(key: str, name: str) -> str:
    cards = "".join(_board_card(*c) for c in _CARDS[key])
    extra = '<div class="space" id="done-space"></div>' if key == "done" else ""
    return (
        f'<section class="col"><h3>{name} <span class="count" id="n-{key}">{len(_CARDS[key])}</span></h3>'
        f'<div class="cards" id="cards-{key}">{cards}</div>{extra}'
        f'<button class="add" id="add-{key}">+ Add card</button></section>'
    )


BOARD = (
    """
<style>
:root { --bg:#f3efe8; --col:#e7e1d6; --card:#fffdf9; --text:#2d2a26; --muted:#7d766b; --line:#d6cec0; --acc:#6d28d9; --acc-soft:rgba(109,40,217,.08); --on:#ffffff; --shadow:rgba(60,40,10,.16); }
body.dark { --bg:#15171c; --col:#1e2128; --card:#292d36; --text:#e4e2dd; --muted:#9a978f; --line:#3a3f4a; --acc:#b69cfa; --acc-soft:rgba(182,156,250,.12); --on:#343a46; --shadow:rgba(0,0,0,.55); }
body { margin:0; font:14px/1.35 "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); }
.bar { display:flex; align-items:center; gap:14px; padding:12px 22px; border-bottom:1px solid var(--line); }
.proj { font-size:15px; color:var(--muted); margin-right:8px; } .proj b { color:var(--text); }
.dot { display:inline-block; width:10px; height:10px; border-radius:3px; background:var(--acc); margin-right:8px; }
.seg { display:inline-flex; background:var(--col); border-radius:8px; padding:3px; }
.seg button { border:0; background:transparent; color:var(--muted); font:inherit; padding:5px 14px; border-radius:6px; cursor:pointer; transition:color .12s, background .12s; }
.seg button:hover { color:var(--text); background:var(--acc-soft); }
.seg button.on { background:var(--on); color:var(--text); font-weight:bold; box-shadow:0 1px 2px var(--shadow); }
.sync { margin-left:auto; color:var(--muted); font-size:12px; display:flex; align-items:center; gap:6px; }
.spin { display:none; width:11px; height:11px; border:2px solid var(--line); border-top-color:var(--acc); border-radius:50%; }
body.syncing .spin { display:inline-block; animation:rot .8s linear infinite; }
@keyframes rot { to { transform:rotate(360deg); } }
.ghost { font:inherit; padding:7px 16px; border-radius:20px; border:1.5px solid var(--acc); color:var(--acc); background:transparent; cursor:pointer; transition:background .15s, color .15s; }
.ghost:hover { background:var(--acc); color:#fff; }
body.dark .ghost:hover { color:#15171c; }
.solid { font:inherit; padding:7px 16px; border-radius:20px; border:0; background:var(--acc); color:#fff; }
.solid:disabled { opacity:.38; }
.cols { display:flex; gap:16px; padding:18px 22px; align-items:stretch; }
.col { flex:1; max-width:360px; background:var(--col); border-radius:10px; padding:10px; display:flex; flex-direction:column; min-height:560px; }
.col h3 { margin:4px 6px 10px; font-size:13px; text-transform:uppercase; letter-spacing:.06em; color:var(--muted); }
.count { display:inline-block; min-width:18px; text-align:center; border-radius:9px; background:var(--card); color:var(--text); font-size:11px; padding:1px 5px; }
.card { background:var(--card); border-radius:8px; padding:10px 12px; margin-bottom:9px; box-shadow:0 1px 0 var(--line); transition:box-shadow .15s, transform .15s; }
.card:hover { box-shadow:0 6px 14px var(--shadow); transform:translateY(-1px); }
.title { cursor:pointer; margin-bottom:8px; }
.meta { display:flex; align-items:center; gap:8px; font-size:12px; color:var(--muted); }
.tag { background:var(--acc-soft); color:var(--acc); border-radius:4px; padding:1px 6px; }
.icon { border:0; background:transparent; color:var(--muted); cursor:pointer; padding:2px 4px; font-size:16px; line-height:1; transition:color .12s; }
.icon:hover { color:var(--text); }
.flag { margin-left:auto; }
.flag.on, .flag.on:hover { color:#dc2626; }
.space { flex:1; min-height:200px; }
.add { margin-top:auto; font:inherit; text-align:left; padding:8px 10px; border:1px dashed var(--line); color:var(--muted); background:transparent; border-radius:8px; cursor:pointer; transition:border-color .15s, color .15s, background .15s; }
.add:hover { border-style:solid; border-color:var(--acc); color:var(--acc); background:var(--acc-soft); }
.drawer { display:none; position:fixed; top:0; right:0; bottom:0; width:380px; background:var(--card); box-shadow:-8px 0 24px var(--shadow); padding:18px 22px; animation:slide .16s ease-out; }
.drawer.open { display:block; }
@keyframes slide { from { transform:translateX(40px); opacity:.4; } to { transform:none; opacity:1; } }
.drawer .dh { display:flex; justify-content:space-between; align-items:center; font-size:17px; }
.drawer p { color:var(--muted); }
.drawer .field { border-top:1px solid var(--line); padding:9px 0; display:flex; justify-content:space-between; }
#veil { position:fixed; inset:0; display:none; }
</style>
<header class="bar"><span class="proj"><span class="dot"></span>Tasklane / <b>Website relaunch</b></span>
<span class="seg" id="seg"><button id="seg-all" class="on">All</button><button id="seg-mine">Mine</button><button id="seg-urgent">Urgent</button></span>
<span class="sync" id="sync"><span class="spin" id="spin"></span>Synced with 4 members</span>
<button class="ghost" id="share">Share</button><button class="solid" id="publish" disabled>Publish board</button></header>
<main class="cols">"""
    + _board_col("todo", "To do")
    + _board_col("doing", "In progress")
    + _board_col("done", "Done")
    + """</main>
<aside class="drawer" id="drawer"><div class="dh"><b>Draft hero copy for the landing page</b><button class="icon" id="drawer-close">&#10005;</button></div>
<p>Three headline options, one sentence each. Keep the tone of the brand book; avoid superlatives.</p>
<div class="field"><span>Assignee</span><span>R. Okoye</span></div><div class="field"><span>Due</span><span>Friday, 12 March</span></div>
<div class="field"><span>Checklist</span><span>1 of 4</span></div></aside>
<div id="veil"></div>
"""
)

# -- chat: a messaging app -----------------------------------------------------------------------
_CONVS = [
    ("1", "Mira Okafor", "See you at the station?", "09:41"),
    ("2", "Design crit", "Tomasz: new mocks are up", "09:12"),
    ("3", "Jun Park", "thanks, that fixed it", "Tue"),
    ("4", "Family", "Dad: photo.jpg", "Mon"),
    ("5", "Ana Lucia", "Can you review my PR?", "Sun"),
    ("6", "Climbing club", "Thursday is moved to 19:00", "Sat"),
]
_CONV_ROWS = "".join(
    f'<div class="conv{" sel" if i == "1" else ""}" id="conv-{i}"><span class="av a{i}">{n[0]}</span>'
    f'<span class="cn"><b>{n}</b><small>{m}</small></span><span class="ct">{t}'
    f"{'<span class=badge id=badge-1>1</span>' if i == '1' else ''}</span></div>"
    for i, n, m, t in _CONVS
)

CHAT = (
    """
<style>
:root { --bg:#ffffff; --rail:#1f2a2e; --list:#f6f8f8; --text:#1c2426; --muted:#6b7a7d; --line:#e2e8e8; --acc:#0f766e; --them:#edf1f1; --me:#0f766e; --metext:#ffffff; --hov:#e9eeee; --sel:#d5ece8; }
body.dark { --bg:#101417; --rail:#070a0c; --list:#151b1f; --text:#e3ebea; --muted:#86999a; --line:#243036; --acc:#2dd4bf; --them:#1f292e; --me:#115e59; --metext:#e6fffb; --hov:#1c252a; --sel:#173a38; }
body { margin:0; font:300 14px/1.45 "DejaVu Sans", sans-serif; background:var(--bg); color:var(--text); height:100vh; display:flex; overflow:hidden; }
b, strong { font-weight:700; }
.rail { width:64px; background:var(--rail); display:flex; flex-direction:column; align-items:center; padding-top:16px; gap:18px; }
.rail span { width:34px; height:34px; border-radius:10px; background:#33454a; display:block; }
.rail span.me { background:var(--acc); border-radius:50%; }
.list { width:310px; background:var(--list); border-right:1px solid var(--line); display:flex; flex-direction:column; }
.lh { display:flex; align-items:center; gap:8px; padding:16px 16px 10px; }
.lh h2 { font-size:19px; margin:0 auto 0 0; font-weight:700; }
.ib { border:0; background:transparent; color:var(--text); opacity:.55; cursor:pointer; padding:5px; border-radius:6px; transition:opacity .15s; line-height:0; }
.ib:hover { opacity:1; }
.ib:disabled { opacity:.2; }
.txt { border:0; background:transparent; color:var(--acc); font:inherit; font-size:13px; cursor:pointer; padding:4px 6px; }
.txt:hover { text-decoration:underline; }
.conv { display:flex; gap:10px; align-items:center; padding:10px 16px; cursor:pointer; border-left:3px solid transparent; transition:background .12s; }
.conv:hover { background:var(--hov); }
.conv.sel { background:var(--sel); border-left-color:var(--acc); }
.av { width:38px; height:38px; border-radius:50%; display:flex; align-items:center; justify-content:center; color:#fff; font-weight:700; flex:none; }
.a1 { background:#c2410c; } .a2 { background:#4338ca; } .a3 { background:#15803d; } .a4 { background:#a21caf; } .a5 { background:#0369a1; } .a6 { background:#854d0e; }
.cn { display:flex; flex-direction:column; min-width:0; flex:1; } .cn small { color:var(--muted); white-space:nowrap; overflow:hidden; text-overflow:ellipsis; }
.ct { font-size:12px; color:var(--muted); display:flex; flex-direction:column; align-items:flex-end; gap:3px; }
.badge { visibility:hidden; background:var(--acc); color:var(--bg); border-radius:9px; font-size:11px; font-weight:700; padding:0 6px; }
.badge.show { visibility:visible; }
.thread { flex:1; display:flex; flex-direction:column; min-width:0; }
.th { display:flex; align-items:center; gap:10px; padding:12px 20px; border-bottom:1px solid var(--line); }
.th .who { margin-right:auto; } .th small { color:var(--muted); display:block; }
#pin.on, #pin.on:hover { color:#d97706; opacity:1; }
.msgs { flex:1; padding:18px 24px; display:flex; flex-direction:column; gap:8px; overflow:hidden; }
.b { max-width:56%; padding:8px 12px; border-radius:14px; background:var(--them); align-self:flex-start; }
.b.me { background:var(--me); color:var(--metext); align-self:flex-end; }
.day { align-self:center; font-size:12px; color:var(--muted); }
.react { align-self:flex-start; display:flex; gap:10px; align-items:center; margin:-2px 0 4px 6px; font-size:12px; color:var(--muted); }
.heart { border:0; background:transparent; color:var(--muted); cursor:pointer; padding:2px; line-height:0; opacity:.7; transition:opacity .15s; }
.heart:hover { opacity:1; }
.heart .hp { fill:none; }
.heart.on { color:#e11d48; opacity:1; } .heart.on .hp { fill:currentColor; }
.linkcard { align-self:flex-start; border:1px solid var(--line); border-radius:10px; padding:8px 12px; font-size:13px; }
.typing { display:none; align-self:flex-start; color:var(--muted); font-size:12px; align-items:center; gap:6px; }
body.is-typing .typing { display:flex; }
.dots i { display:inline-block; width:6px; height:6px; margin:0 1px; border-radius:50%; background:var(--muted); }
body.is-typing .dots i { animation:blink 1s infinite; } body.is-typing .dots i:nth-child(2) { animation-delay:.2s; } body.is-typing .dots i:nth-child(3) { animation-delay:.4s; }
@keyframes blink { 0%, 100% { opacity:.2; transform:translateY(0); } 40% { opacity:1; transform:translateY(-3px); } }
.pill { position:absolute; left:50%; bottom:84px; transform:translateX(-50%); background:#111; color:#fff; border-radius:16px; padding:6px 14px; font-size:13px; display:none; }
.comp { display:flex; gap:10px; padding:14px 20px; border-top:1px solid var(--line); position:relative; }
.comp input { flex:1; font:inherit; padding:10px 14px; border-radius:20px; border:1px solid var(--line); background:var(--bg); color:var(--text); caret-color:transparent; }
.send { font:inherit; font-weight:700; color:#fff; border:0; border-radius:20px; padding:0 20px; cursor:pointer; background:linear-gradient(90deg, #0f766e, #14b8a6, #0f766e); background-size:200% 100%; background-position:0 0; transition:background-position .2s, transform .15s; }
.send:hover { background-position:100% 0; transform:scale(1.03); }
.info { width:250px; border-left:1px solid var(--line); padding:20px; }
.info h4 { margin:0 0 12px; font-weight:700; }
.row { display:flex; justify-content:space-between; align-items:center; padding:10px 0; border-bottom:1px solid var(--line); }
.sw { width:38px; height:22px; border-radius:11px; background:#b8c4c6; position:relative; cursor:pointer; transition:background .15s; }
.sw::after { content:""; position:absolute; top:3px; left:3px; width:16px; height:16px; border-radius:50%; background:#fff; transition:left .15s; }
.sw:hover { background:#a3b2b4; }
.sw.on { background:var(--acc); } .sw.on::after { left:19px; }
body.dark .sw { background:#3b4a50; } body.dark .sw.on { background:var(--acc); }
</style>
<nav class="rail"><span class="me"></span><span></span><span></span><span></span></nav>
<aside class="list"><div class="lh"><h2>Chats</h2><button class="ib" id="search-btn">"""
    + LENS
    + """</button><button class="txt" id="refresh">Refresh</button></div>
<div id="convs">"""
    + _CONV_ROWS
    + """</div></aside>
<section class="thread"><div class="th"><span class="av a1">M</span><span class="who"><b id="who">Mira Okafor</b><small>online</small></span>
<button class="txt" id="mark-unread">Mark unread</button><button class="ib" id="pin">"""
    + PIN
    + """</button><button class="ib" id="call">"""
    + PHONE
    + """</button><button class="ib" id="video" disabled>"""
    + VIDEO
    + """</button></div>
<div class="msgs" id="msgs"><span class="day">Today</span>
<div class="b">Morning! Are we still on for the 10:15 train?</div>
<div class="b me">Yes, I have the tickets. Platform 4.</div>
<div class="b">Great. I'll bring the printed map just in case.</div>
<div class="react"><button class="heart" id="heart">"""
    + HEART
    + """</button><span>React</span></div>
<div class="linkcard">timetable.example/line-4 <button class="txt" id="copy">Copy link</button></div>
<div class="b me">Perfect, see you at the station?</div>
<div class="typing" id="typing"><span class="dots"><i></i><i></i><i></i></span>Mira is typing</div></div>
<div class="comp"><span class="pill" id="copied">Link copied</span><input id="composer" placeholder="Write a message" autocomplete="off"><button class="send" id="send">Send</button></div></section>
<aside class="info"><h4>Details</h4><div class="row"><span>Mute notifications</span><span class="sw" id="mute"></span></div>
<div class="row"><span>Shared files</span><span>14</span></div><div class="row"><span>Shared links</span><span>6</span></div>
<div class="row"><span>Disappearing messages</span><span>Off</span></div></aside>
"""
)

# -- drive: a cloud drive / file manager ---------------------------------------------------------
_FILES = [
    [
        ("folder", "Invoices 2027", "me", "12 Mar", "&mdash;"),
        ("folder", "Press kit", "Hana", "9 Mar", "&mdash;"),
        ("doc", "Board minutes Q1.odt", "me", "8 Mar", "84 KB"),
        ("doc", "Budget draft v7.ods", "Ravi", "7 Mar", "212 KB"),
        ("doc", "Floor plan.pdf", "Hana", "2 Mar", "3.1 MB"),
        ("doc", "Logo final FINAL.svg", "me", "28 Feb", "41 KB"),
    ],
    [
        ("doc", "Meeting notes 0214.md", "me", "14 Feb", "6 KB"),
        ("doc", "Supplier list.csv", "Ravi", "11 Feb", "19 KB"),
        ("doc", "Team photo.jpg", "Hana", "3 Feb", "4.8 MB"),
        ("doc", "Handbook 2026.pdf", "me", "30 Jan", "1.2 MB"),
    ],
    [
        ("doc", "Old roadmap.odp", "Ravi", "12 Dec", "2.2 MB"),
        ("doc", "Holiday rota.ods", "me", "1 Dec", "33 KB"),
        ("doc", "Archive index.txt", "me", "20 Nov", "2 KB"),
    ],
]


def _drive(crumbs: str, rows_js: str, shared: bool) -> str:
    on_mine, on_shared = ("", ' class="on"') if shared else (' class="on"', "")
    nav = (
        f'<a href="/h/drive" id="nav-mine"{on_mine}>My files</a>'
        f'<a href="/h/drive-shared" id="nav-shared"{on_shared}>Shared with me</a>'
    )
    return (
        """
<style>
body { margin:0; font:15px/1.4 "Liberation Sans Narrow", "Liberation Sans", sans-serif; color:#23201c; background:#fff; }
.top { display:flex; align-items:center; gap:20px; padding:10px 20px; border-bottom:1px solid #ece7e1; }
.logo { font:bold 21px "Liberation Serif", serif; color:#c2410c; width:190px; }
.top input { width:460px; font:inherit; padding:8px 12px; border-radius:6px; border:1px solid #e2dcd4; background:#faf8f5; caret-color:transparent; }
.top .me { margin-left:auto; width:32px; height:32px; border-radius:50%; background:#57534e; }
.wrap { display:flex; }
.side { width:210px; padding:14px 10px; }
.side a { display:block; padding:7px 12px; color:#44403c; text-decoration:none; border-radius:6px; }
.side a:hover { color:#c2410c; }
.side a.on { background:#fdeee4; color:#9a3412; font-weight:bold; }
.quota { margin:22px 12px 0; font-size:13px; color:#78716c; }
.meter { height:6px; background:#eee8e1; border-radius:3px; margin-top:6px; overflow:hidden; }
.meter div { height:100%; width:62%; background:#a8a29e; }
.upload { display:none; margin:16px 12px 0; font-size:13px; color:#78716c; }
body.uploading .upload { display:block; }
.upload .meter div { width:8%; background:#c2410c; }
.main { flex:1; padding:12px 24px; }
.crumbs { font-size:17px; margin:4px 0 12px; }
.crumbs a { color:#57534e; text-decoration:none; }
.crumbs a:hover { text-decoration:underline; color:#23201c; }
.tools { display:flex; gap:8px; align-items:center; margin-bottom:12px; }
.btn { font:inherit; padding:6px 14px; border-radius:6px; border:1px solid #d6d3d1; background:#fff; color:#44403c; cursor:pointer; transition:border-color .12s, color .12s, box-shadow .12s; }
.btn:hover { border-color:#c2410c; color:#c2410c; box-shadow:0 0 0 3px rgba(194,65,12,.18); }
.btn.primary { background:#c2410c; border-color:#c2410c; color:#fff; }
.btn.primary:hover { background:#9a3412; color:#fff; }
.tools input { font:inherit; padding:6px 10px; border:1px solid #d6d3d1; border-radius:6px; width:200px; caret-color:transparent; }
.err { color:#b91c1c; font-size:13px; visibility:hidden; margin:-6px 0 8px 0; }
table { width:100%; border-collapse:collapse; }
th { text-align:left; font-weight:normal; color:#78716c; font-size:13px; padding:6px 8px; border-bottom:1px solid #ece7e1; }
td { padding:8px; border-bottom:1px solid #f3efea; }
tbody tr { transition:background .12s; }
tbody tr:hover { background:#faf6f1; }
tbody tr.sel { background:#fde4d3; }
.nm { display:inline-flex; align-items:center; gap:8px; vertical-align:middle; }
input[type=checkbox] { accent-color:#c2410c; width:15px; height:15px; }
.bm { border:0; background:transparent; color:#a8a29e; cursor:pointer; padding:2px; line-height:0; transition:color .12s; }
.bm .bp { fill:none; }
.bm:hover { color:#c2410c; }
.bm.on { color:#c2410c; } .bm.on .bp { fill:currentColor; }
.pager { display:flex; justify-content:flex-end; gap:8px; align-items:center; margin-top:12px; color:#78716c; font-size:14px; }
.back { display:none; position:fixed; inset:0; background:rgba(28,25,23,.35); }
.modal { display:none; position:fixed; left:50%; top:30%; width:380px; margin-left:-190px; background:#fff; border-radius:10px; padding:20px; box-shadow:0 18px 40px rgba(0,0,0,.25); }
.modal h3 { margin:0 0 12px; font-family:"Liberation Serif", serif; }
.modal input { width:100%; box-sizing:border-box; font:inherit; padding:7px 10px; border:1px solid #d6d3d1; border-radius:6px; }
.toast { display:none; position:fixed; right:24px; bottom:24px; background:#292524; color:#fff; padding:10px 16px; border-radius:6px; }
#dropzone { display:none; position:fixed; inset:0; }
</style>
<div class="top"><span class="logo">Cumulus</span><input id="search" placeholder="Search in Drive"><span class="me"></span></div>
<div class="wrap"><nav class="side">"""
        + nav
        + """
<a href="#" id="nav-recent">Recent</a><a href="#" id="nav-trash">Trash</a>
<div class="quota">Storage: 6.2 GB of 10 GB<div class="meter"><div></div></div></div>
<div class="upload" id="upload">Uploading 3 files &middot; <span id="up-pc">8</span>%<div class="meter"><div id="up-bar"></div></div></div></nav>
<main class="main"><div class="crumbs">"""
        + crumbs
        + """</div>
<div class="tools"><button class="btn primary" id="new-folder">New folder</button><button class="btn" id="upload-btn">Upload</button>
<button class="btn" id="delete">Delete</button><button class="btn" id="details">Details</button>
<span style="margin-left:auto">Rename to</span><input id="rename-input" placeholder="New name"><button class="btn" id="rename">Rename</button></div>
<div class="err" id="rename-err" style="text-align:right">A name is required.</div>
<table><thead><tr><th style="width:24px"></th><th>Name</th><th>Owner</th><th>Modified</th><th>Size</th><th style="width:30px"></th></tr></thead><tbody id="rows"></tbody></table>
<div class="pager"><span id="pinfo"></span><button class="btn" id="prev">Previous</button><button class="btn" id="next">Next</button></div></main></div>
<div class="back" id="back"></div><div class="modal" id="modal"><h3>New folder</h3><input value="Untitled folder"><p style="text-align:right;margin:14px 0 0"><button class="btn">Cancel</button> <button class="btn primary">Create</button></p></div>
<div class="toast" id="toast">Upload started</div><div id="dropzone"></div>
<script>
const FILES = """
        + rows_js
        + """;
const ICONS = { folder: '"""
        + FOLDER
        + """', doc: '"""
        + DOC
        + """' };
const BM = '"""
        + BOOKMARK
        + """';
let page = 0;
function render(rows) {
  document.getElementById('rows').innerHTML = rows.map((r, i) => '<tr id="row-' + i + '"><td><input type="checkbox" id="cb-' + i + '"></td><td><span class="nm" id="name-' + i + '">' + ICONS[r[0]] + r[1] + '</span></td><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + r[4] + '</td><td><button class="bm" id="bm-' + i + '">' + BM + '</button></td></tr>').join('');
  document.getElementById('pinfo').textContent = 'Page ' + (page + 1) + ' of ' + FILES.length;
}
render(FILES[page]);
</script>
"""
    )


def _rows_js(pages: list[list[tuple[str, ...]]]) -> str:
    return "[" + ",".join("[" + ",".join(repr(list(r)) for r in p) + "]" for p in pages) + "]"


DRIVE = _drive(
    '<a href="#" id="crumb-root">My files</a> &rsaquo; <a href="#" id="crumb-projects">Projects</a> &rsaquo; <b>Studio 2027</b>',
    _rows_js(_FILES),
    shared=False,
)
DRIVE_SHARED = _drive(
    "<b>Shared with me</b>",
    _rows_js(
        [
            [
                ("folder", "Conference 2027", "Lea", "11 Mar", "&mdash;"),
                ("doc", "Contract draft.odt", "Marco", "10 Mar", "58 KB"),
                ("doc", "Venue photos.zip", "Lea", "4 Mar", "88 MB"),
            ]
        ]
    ),
    shared=True,
)

# -- music: a music player (dark only) -----------------------------------------------------------
_TRACKS = [
    ("Morning Ferry", "Halvard", "3:42"),
    ("Harbour Lights", "Halvard &amp; Ines", "4:05"),
    ("Salt on the Window", "Halvard", "2:58"),
    ("Low Tide", "Ines Coutinho", "5:11"),
    ("Gull Choir", "Halvard", "3:27"),
    ("Lantern Walk", "Halvard", "4:40"),
    ("Night Crossing", "Halvard", "6:02"),
]
_TRACK_ROWS = "".join(
    f'<tr class="tr{" now" if i == 7 else ""}" id="tr-{i}"><td class="no">'
    + ('<span class="eq"><i></i><i></i><i></i><i></i></span>' if i == 7 else f"{i}")
    + f'</td><td><span class="tt" id="tt-{i}">{t}</span><small>{a}</small></td><td class="dur">{d}</td>'
    f'<td><button class="ib add" id="add-{i}">+</button></td></tr>'
    for i, (t, a, d) in enumerate(_TRACKS, 1)
)

MUSIC = (
    """
<style>
body { margin:0; font:14px/1.4 "Liberation Sans", sans-serif; background:#0c0a12; color:#ece9f5; height:100vh; overflow:hidden; }
.side { position:fixed; left:0; top:0; bottom:88px; width:220px; background:#13101c; padding:20px 18px; box-sizing:border-box; }
.side .brand { font:italic bold 22px "Liberation Serif", serif; color:#c4b5fd; margin-bottom:20px; }
.side a { display:block; color:#a7a1b8; text-decoration:none; padding:5px 0; transition:color .12s; }
.side a:hover { color:#fff; }
.side h5 { margin:22px 0 6px; color:#6f6985; font-size:11px; letter-spacing:.12em; text-transform:uppercase; }
.main { margin-left:220px; height:calc(100vh - 88px); overflow:hidden; }
.hero { display:flex; gap:24px; align-items:flex-end; padding:36px 32px 24px; background:linear-gradient(180deg, #3b1d74 0%, #0c0a12 100%); }
.cover { width:170px; height:170px; border-radius:6px; background:conic-gradient(from 200deg, #f59e0b, #db2777, #6d28d9, #0ea5e9, #f59e0b); box-shadow:0 10px 30px rgba(0,0,0,.5); }
.hero small { text-transform:uppercase; letter-spacing:.14em; color:#c9c2e0; font-size:11px; }
.hero h1 { font:bold 50px/1.05 "Liberation Serif", serif; margin:4px 0 8px; }
.acts { display:flex; gap:14px; align-items:center; padding:8px 32px 12px; }
.big { width:52px; height:52px; border-radius:50%; border:0; cursor:pointer; color:#1a1130; background:linear-gradient(135deg, #ddd6fe, #a78bfa 50%, #f0abfc); background-size:200% 200%; background-position:0 0; transition:background-position .2s, transform .15s; line-height:0; }
.big:hover { background-position:100% 100%; transform:scale(1.03); }
.pill { font:inherit; font-size:13px; color:#ece9f5; border:1px solid #4b4560; background:transparent; border-radius:16px; padding:6px 14px; cursor:pointer; opacity:.75; transition:opacity .15s, border-color .15s; }
.pill:hover { opacity:1; border-color:#a78bfa; }
.pill:disabled { opacity:.3; border-color:#4b4560; }
table { width:calc(100% - 64px); margin:0 32px; border-collapse:collapse; }
td { padding:7px 8px; border-bottom:1px solid #1c1828; }
.tr { transition:background .12s; cursor:pointer; }
.tr:hover { background:#1a1626; }
.no { width:30px; color:#7c7594; font-family:"DejaVu Sans Mono", monospace; font-size:12px; }
.tt { display:block; } small { color:#8c85a3; }
.tr.now .tt { color:#c4b5fd; }
.dur { color:#8c85a3; font-family:"DejaVu Sans Mono", monospace; font-size:12px; width:60px; }
.eq { display:inline-flex; gap:2px; align-items:flex-end; height:14px; }
.eq i { display:block; width:3px; height:60%; background:#a78bfa; }
.eq i:nth-child(2) { height:100%; } .eq i:nth-child(3) { height:35%; } .eq i:nth-child(4) { height:75%; }
body.eq-on .eq i { animation:bounce .6s ease-in-out infinite alternate; }
body.eq-on .eq i:nth-child(2) { animation-duration:.45s; } body.eq-on .eq i:nth-child(3) { animation-duration:.7s; } body.eq-on .eq i:nth-child(4) { animation-duration:.52s; }
@keyframes bounce { from { height:15%; } to { height:100%; } }
.ib { border:0; background:transparent; color:#ece9f5; opacity:.6; cursor:pointer; line-height:0; padding:6px; font-size:18px; transition:opacity .15s, transform .15s; }
.ib:hover { opacity:1; transform:scale(1.03); }
.ib.add { line-height:1; }
.ib.on, .ib.on:hover { color:#2dd4bf; opacity:1; }
.like { color:#5d5870; opacity:1; }
.like:hover { color:#8c85a3; }
.like.on, .like.on:hover { color:#f472b6; }
.like .hp { fill:currentColor; }
.bar { position:fixed; left:0; right:0; bottom:0; height:88px; background:#17131f; border-top:1px solid #262033; display:flex; align-items:center; padding:0 22px; gap:18px; }
.np { width:300px; display:flex; align-items:center; gap:12px; }
.np .mini { width:52px; height:52px; border-radius:4px; background:conic-gradient(from 200deg, #f59e0b, #db2777, #6d28d9, #0ea5e9, #f59e0b); }
.np div b { display:block; font-weight:bold; }
.ctl { flex:1; display:flex; flex-direction:column; align-items:center; gap:6px; }
.btns { display:flex; gap:14px; align-items:center; }
.play { width:38px; height:38px; border-radius:50%; background:#ece9f5; color:#17131f; opacity:1; display:flex; align-items:center; justify-content:center; }
.play:hover { transform:scale(1.03); background:#fff; }
.time { display:flex; align-items:center; gap:10px; font:12px "DejaVu Sans Mono", monospace; color:#8c85a3; }
.track { width:420px; height:4px; background:#3a3448; border-radius:2px; }
.track div { width:31%; height:100%; background:#c4b5fd; border-radius:2px; }
.right { width:260px; display:flex; justify-content:flex-end; gap:8px; align-items:center; color:#8c85a3; font-size:12px; }
.toast { display:none; position:fixed; top:18px; right:22px; background:#c4b5fd; color:#1a1130; padding:9px 16px; border-radius:8px; font-weight:bold; }
</style>
<nav class="side"><div class="brand">Nightjar</div><a href="#" id="n-home">Home</a><a href="#" id="n-search">Search</a><a href="#" id="n-lib">Your library</a>
<h5>Playlists</h5><a href="#">Late trains</a><a href="#">Focus, no lyrics</a><a href="#">Sunday kitchen</a><a href="#">Running 170 bpm</a><a href="#">Found in 2026</a></nav>
<main class="main"><div class="hero"><div class="cover"></div><div><small>Album</small><h1>Low Tide Sessions</h1><span style="color:#c9c2e0">Halvard &middot; 2027 &middot; 7 songs, 30 min</span></div></div>
<div class="acts"><button class="big" id="big-play">"""
    + PLAY
    + """</button><button class="pill" id="queue-btn">Queue</button><button class="pill" id="lyrics" disabled>Lyrics</button><button class="pill" id="follow">Follow artist</button></div>
<table id="tracks">"""
    + _TRACK_ROWS
    + """</table></main>
<footer class="bar"><div class="np"><div class="mini"></div><div id="np"><b id="np-title">Night Crossing</b><small id="np-artist">Halvard</small></div><button class="ib like" id="like">"""
    + HEART
    + """</button></div>
<div class="ctl"><div class="btns"><button class="ib" id="shuffle">"""
    + SHUFFLE
    + """</button><button class="ib" id="prev">"""
    + PREV
    + """</button><button class="ib play" id="play">"""
    + PLAY
    + """</button><button class="ib" id="next">"""
    + NEXT
    + """</button><button class="ib" id="repeat">"""
    + REPEAT
    + """</button></div>
<div class="time"><span id="elapsed">1:52</span><span class="track"><div id="scrub"></div></span><span>6:02</span></div></div>
<div class="right"><span id="qpos">Track 7 of 7</span><button class="ib" id="devices">&#9783;</button></div></footer>
<div class="toast" id="toast">Added to queue</div>
<script>
const QUEUE = [["Morning Ferry","Halvard"],["Harbour Lights","Halvard & Ines"],["Salt on the Window","Halvard"],["Low Tide","Ines Coutinho"],["Gull Choir","Halvard"],["Lantern Walk","Halvard"],["Night Crossing","Halvard"]];
let current = 6;
function show(i) { document.getElementById('np').innerHTML = '<b id="np-title">' + QUEUE[i][0] + '</b><small id="np-artist">' + QUEUE[i][1] + '</small>'; document.getElementById('qpos').textContent = 'Track ' + (i + 1) + ' of ' + QUEUE.length; }
const PLAY_SVG = '"""
    + PLAY
    + """', PAUSE_SVG = '"""
    + PAUSE
    + """';
</script>
"""
)

# -- booking: an appointment booking page --------------------------------------------------------
BOOKING = """
<style>
body { margin:0; font:16px/1.45 "Liberation Serif", serif; background:#eef2ef; color:#1f2421; }
h1, h2, h3 { font-family:"DejaVu Serif Condensed", "DejaVu Serif", serif; font-weight:bold; }
.head { background:#fff; border-bottom:3px solid #9f1239; padding:12px 40px; display:flex; align-items:center; gap:24px; }
.head h1 { font-size:22px; margin:0; color:#9f1239; }
.head .hold { margin-left:auto; font:13px "DejaVu Sans Mono", monospace; color:#57534e; background:#fff7ed; border:1px solid #fed7aa; padding:4px 10px; border-radius:4px; }
.grid { display:flex; gap:28px; padding:26px 40px; align-items:flex-start; }
.panel { background:#fff; border-radius:6px; padding:18px 22px; box-shadow:0 1px 3px rgba(0,0,0,.08); }
.cal { width:380px; }
.mh { display:flex; align-items:center; justify-content:space-between; margin-bottom:10px; }
.mh h2 { margin:0; font-size:19px; }
.nav { font:inherit; font-size:14px; background:transparent; border:1px solid #d6d3d1; border-radius:4px; padding:3px 10px; cursor:pointer; color:#44403c; transition:border-color .15s, color .15s; }
.nav:hover { border-color:#9f1239; color:#9f1239; }
.days { display:grid; grid-template-columns:repeat(7, 1fr); gap:4px; text-align:center; }
.days .dn { font-size:12px; color:#78716c; padding:4px 0; }
.days button { font:inherit; font-size:15px; padding:8px 0; border:1px solid transparent; background:#f5f5f4; border-radius:4px; cursor:pointer; color:#1f2421; transition:border-color .12s; }
.days button:hover { border-color:#9f1239; }
.days button.off { background:transparent; color:#c4c0bc; cursor:default; }
.days button.off:hover { border-color:transparent; }
.days button.pick { background:#9f1239; color:#fff; }
.form { flex:1; max-width:560px; }
.slots { display:flex; flex-wrap:wrap; gap:8px; margin:8px 0 18px; }
.slot { display:flex; align-items:center; gap:6px; border:1.5px solid #9f1239; color:#9f1239; border-radius:18px; padding:5px 12px 5px 8px; cursor:pointer; font-family:"DejaVu Sans Mono", monospace; font-size:13px; transition:background .15s, color .15s; }
.slot:hover { background:#9f1239; color:#fff; }
.slot input { accent-color:#0f766e; margin:0; width:15px; height:15px; }
.slot.full { border-color:#d6d3d1; color:#a8a29e; cursor:default; }
.slot.full:hover { background:transparent; color:#a8a29e; }
.counter { display:inline-flex; align-items:center; border:1px solid #d6d3d1; border-radius:6px; overflow:hidden; }
.counter button { font:inherit; font-size:18px; width:36px; height:32px; border:0; background:#f5f5f4; cursor:pointer; transition:background .12s; }
.counter button:hover { background:#e7e5e4; }
.counter span { width:40px; text-align:center; font-weight:bold; }
label.f { display:block; margin:14px 0 4px; font-size:14px; color:#57534e; }
.in { width:100%; box-sizing:border-box; font:inherit; padding:8px 10px; border:1px solid #d6d3d1; border-radius:4px; caret-color:transparent; transition:border-color .15s, box-shadow .15s; }
.in:hover { border-color:#a8a29e; }
.err { color:#be123c; font-size:14px; margin-top:4px; visibility:hidden; }
.actions { display:flex; gap:12px; align-items:center; margin-top:20px; }
.confirm { font:inherit; font-weight:bold; color:#fff; border:0; border-radius:6px; padding:10px 22px; cursor:pointer; background:linear-gradient(90deg, #9f1239, #e11d48, #9f1239); background-size:200% 100%; background-position:0 0; transition:background-position .2s; }
.confirm:hover { background-position:100% 0; }
.deposit { font:inherit; border:1px solid #9f1239; color:#9f1239; background:#fff; border-radius:6px; padding:9px 18px; }
.deposit:disabled { opacity:.4; }
.linkish { font:inherit; border:0; background:transparent; color:#0f766e; padding:0; cursor:pointer; margin-left:auto; }
.linkish:hover { text-decoration:underline; }
.side { width:260px; font-size:15px; }
.side p { margin:6px 0; color:#44403c; }
</style>
<div class="head"><h1>Harbour Clinic</h1><span>Physiotherapy &middot; Dr. Ilse Varga</span><span class="hold" id="hold">Slot held for 09:59</span></div>
<div class="grid">
<section class="panel cal"><div class="mh"><button class="nav" id="prev-month">&lsaquo; Previous</button><h2 id="month">March 2027</h2><button class="nav" id="next-month">Next &rsaquo;</button></div>
<div class="days" id="days"></div></section>
<section class="panel form"><h3 style="margin-top:0">Tuesday 16 March</h3>
<div class="slots" id="slots"><label class="slot full"><input type="radio" name="t" disabled>08:30</label><label class="slot" id="lbl-0915"><input type="radio" name="t" id="t-0915">09:15</label>
<label class="slot" id="lbl-1030"><input type="radio" name="t" id="t-1030">10:30</label><label class="slot" id="lbl-1145"><input type="radio" name="t" id="t-1145">11:45</label>
<label class="slot full"><input type="radio" name="t" disabled>14:00</label><label class="slot" id="lbl-1515"><input type="radio" name="t" id="t-1515">15:15</label></div>
<div style="display:flex;align-items:center;gap:14px">Visitors <span class="counter"><button id="minus">&minus;</button><span id="guests">1</span><button id="plus">+</button></span></div>
<label class="f" for="name">Full name</label><input class="in" id="name" value="Noor Haddad">
<label class="f" for="email">Email</label><input class="in" id="email" placeholder="name@example.org">
<div class="err" id="email-err">Enter an email address so we can send the confirmation.</div>
<div class="actions"><button class="confirm" id="confirm">Confirm booking</button><button class="deposit" id="deposit" disabled>Pay deposit</button><button class="linkish" id="help">Need help?</button></div></section>
<aside class="panel side"><h3 style="margin-top:0">Your visit</h3><p>45 min first assessment</p><p>Room 2, ground floor</p><p>Bring referral letter and a list of medicines.</p><p style="color:#78716c;font-size:14px">Free cancellation up to 24 h before.</p></aside>
</div>
<script>
const MONTHS = [["March 2027", 1, 31], ["April 2027", 4, 30]];
let month = 0;
function draw() {
  const [name, first, n] = MONTHS[month];
  let html = ['Mo','Tu','We','Th','Fr','Sa','Su'].map(d => '<span class="dn">' + d + '</span>').join('');
  for (let i = 0; i < first; i++) html += '<span></span>';
  for (let d = 1; d <= n; d++) { const wd = (first + d - 1) % 7; const off = wd > 4 || (month === 0 && d < 9);
    html += '<button id="d-' + d + '" class="' + (off ? 'off' : '') + (month === 0 && d === 16 ? ' pick' : '') + '">' + d + '</button>'; }
  document.getElementById('days').innerHTML = html; document.getElementById('month').textContent = name;
}
draw();
</script>
"""

PAGES = {
    "board": BOARD,
    "chat": CHAT,
    "drive": DRIVE,
    "drive-shared": DRIVE_SHARED,
    "music": MUSIC,
    "booking": BOOKING,
}
# The designs a scenario can use (``drive-shared`` is only navigated to), with their themes.
THEMES = {
    "board": ("light", "dark"),
    "chat": ("light", "dark"),
    "drive": ("light",),
    "music": ("dark",),
    "booking": ("light",),
}


def holdout_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)


# -- behaviours a scenario wires (written for this part) -----------------------------------------




VEIL = _id("veil") + ".style.display='block';"
DROPZONE = _id("dropzone") + ".style.display='block';"
SPINNER = "document.body.classList.add('syncing');"
TYPING = "document.body.classList.add('is-typing');"
EQUALISER = "document.body.classList.add('eq-on');"
# Upload progress: the bar and its percentage grow every 100 ms.
UPLOAD = """document.body.classList.add('uploading');
(() => { const bar = document.getElementById('up-bar'), pc = document.getElementById('up-pc'); let w = 8;
  setInterval(() => { w = Math.min(97, w + 0.8); bar.style.width = w + '%'; pc.textContent = Math.floor(w); }, 100); })();"""
# Elapsed time of the playing track: one second every 150 ms, so the tens digit changes too.
ELAPSED = """(() => { const el = document.getElementById('elapsed'); const bar = document.getElementById('scrub'); let s = 112;
  setInterval(() => { s++; el.textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  bar.style.width = (100 * s / 362).toFixed(1) + '%'; }, 150); })();"""
# The booking hold: a countdown, one second every 150 ms.
HOLD = """(() => { const el = document.getElementById('hold'); let s = 599;
  setInterval(() => { s--; el.textContent = 'Slot held for ' + String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0'); }, 150); })();"""

_FLAG1 = _click("#flag-1", _id("flag-1") + ".classList.toggle('on')")
_FLAG4 = _click("#flag-4", _id("flag-4") + ".classList.toggle('on')")
_ADD_CARD = _click(
    "#add-todo",
    _id("cards-todo")
    + ".insertAdjacentHTML('beforeend', '<article class=card><div class=title>Untitled task</div><div class=meta><span class=tag>new</span></div></article>'); "
    + _id("n-todo")
    + ".textContent='4'",
)
_OPEN_DRAWER = _id("drawer") + ".classList.add('open');"
_PIN = _click("#pin", _id("pin") + ".classList.toggle('on')")
_SEND = _keydown(
    "#composer",
    "Enter",
    "const c = document.getElementById('composer'); if (!c.value.trim()) return; "
    "const b = document.createElement('div'); b.className = 'b me'; b.textContent = c.value; "
    "document.getElementById('typing').before(b); c.value = '';",
)
_BOOKMARK = "const b = document.getElementById('bm-{i}'); b.classList.toggle('on');"
_LIKE = _click("#like", _id("like") + ".classList.toggle('on')")
_PLUS = _click(
    "#plus",
    "const g = document.getElementById('guests'); g.textContent = String(Number(g.textContent) + 1);",
)
_EMAIL_CHECK = _click(
    "#confirm",
    "if (!document.getElementById('email').value) document.getElementById('email-err').style.visibility='visible';",
)

# (name, label, kit, target, reasoning, setup, extra) — the shape of test_pages.TEST_SCENARIOS;
# ``extra`` holds key / volatile / wait_ms / samples / transient / note (generate.Scenario).
HOLDOUT_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = [
    # -- board --------------------------------------------------------------------------------
    (
        "h_kb_flag",
        "effect",
        "board",
        "#flag-1",
        "Flag the hero copy task as urgent",
        _FLAG1,
        {
            "note": "a grey flag icon turns red (colour only, same shape), on a card that lifts on hover"
        },
    ),
    (
        "h_kb_add_card",
        "effect",
        "board",
        "#add-todo",
        "Add a card to To do",
        _ADD_CARD,
        {"note": "a new card appears at the end of the column and the count goes 3 -> 4"},
    ),
    (
        "h_kb_segment",
        "effect",
        "board",
        "#seg-mine",
        "Show only my cards",
        _click(
            "#seg-mine",
            _id("seg-all") + ".classList.remove('on'); " + _id("seg-mine") + ".classList.add('on')",
        ),
        {"note": "segmented control: the raised segment moves from All to Mine"},
    ),
    (
        "h_kb_share_noop",
        "no_effect",
        "board",
        "#share",
        "Share the board with the client",
        "",
        {"note": "outline button that fills on hover (text turns white), no handler"},
    ),
    (
        "h_kb_publish_disabled",
        "no_effect",
        "board",
        "#publish",
        "Publish the board",
        "",
        {"note": "disabled button"},
    ),
    (
        "h_kb_veil",
        "no_effect",
        "board",
        "#add-todo",
        "Add a card to To do",
        VEIL + _ADD_CARD,
        {"note": "a transparent layer over the page absorbs the click; the button has a handler"},
    ),
    (
        "h_kb_escape_close",
        "effect",
        "board",
        "#drawer-close",
        "press Escape to close the task details",
        _OPEN_DRAWER
        + _keydown("#drawer-close", "Escape", _id("drawer") + ".classList.remove('open')"),
        {"key": "Escape", "note": "Escape closes the open drawer"},
    ),
    (
        "h_kb_escape_noop",
        "no_effect",
        "board",
        "#share",
        "press Escape to close the dialog",
        "",
        {
            "key": "Escape",
            "note": "Escape on a focused button when nothing is open and nothing listens",
        },
    ),
    (
        "h_kb_spinner_noop",
        "no_effect",
        "board",
        "#more-2",
        "Open the card menu",
        SPINNER,
        {
            "volatile": "spinner",
            "note": "sync spinner turning; the '...' icon changes colour on hover and has no handler",
        },
    ),
    (
        "h_kb_spinner_flag",
        "effect",
        "board",
        "#flag-4",
        "Flag the pricing table task",
        SPINNER + _FLAG4,
        {"volatile": "spinner", "note": "spinner turning AND a flag turning red"},
    ),
    (
        "h_kb_empty",
        "no_effect",
        "board",
        "#done-space",
        "Add a card to Done",
        "",
        {"note": "the click lands on empty column space below the cards"},
    ),
    # -- chat ---------------------------------------------------------------------------------
    (
        "h_ch_send_enter",
        "effect",
        "chat",
        "#composer",
        "press Enter to send the message",
        _id("composer") + ".value='On my way, ten minutes late';" + _SEND,
        {"key": "Enter", "note": "Enter sends: a new bubble appears and the composer empties"},
    ),
    (
        "h_ch_enter_empty",
        "no_effect",
        "chat",
        "#composer",
        "press Enter to send the message",
        _SEND,
        {"key": "Enter", "note": "Enter in an empty composer: the handler ignores it"},
    ),
    (
        "h_ch_pin",
        "effect",
        "chat",
        "#pin",
        "Pin this conversation",
        _PIN,
        {"note": "the pin icon turns amber (colour only); icons fade in on hover"},
    ),
    (
        "h_ch_heart",
        "effect",
        "chat",
        "#heart",
        "React with a heart to the message",
        _click("#heart", _id("heart") + ".classList.toggle('on')"),
        {"note": "outline heart becomes a filled red heart (shape and colour)"},
    ),
    (
        "h_ch_select",
        "effect",
        "chat",
        "#conv-3",
        "Open the chat with Jun",
        _click(
            "#conv-3",
            "document.querySelector('.conv.sel').classList.remove('sel'); "
            + _id("conv-3")
            + ".classList.add('sel')",
        ),
        {"note": "the highlighted conversation row moves to Jun's"},
    ),
    (
        "h_ch_badge",
        "effect",
        "chat",
        "#mark-unread",
        "Mark the conversation as unread",
        _click("#mark-unread", _id("badge-1") + ".classList.add('show')"),
        {"note": "an unread badge '1' appears on the conversation in the list"},
    ),
    (
        "h_ch_mute",
        "effect",
        "chat",
        "#mute",
        "Mute notifications for this chat",
        _click("#mute", _id("mute") + ".classList.toggle('on')"),
        {"note": "a switch flips on"},
    ),
    (
        "h_ch_call_noop",
        "no_effect",
        "chat",
        "#call",
        "Call Mira",
        "",
        {"note": "icon button whose opacity rises on hover, no handler"},
    ),
    (
        "h_ch_copied_flash",
        "no_effect",
        "chat",
        "#copy",
        "Copy the timetable link",
        _click(
            "#copy",
            _blink(
                _id("copied") + ".style.display='block'", _id("copied") + ".style.display='none'"
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "a 'Link copied' pill shows for 450 ms and is gone before the post frame",
        },
    ),
    (
        "h_ch_refresh_same",
        "no_effect",
        "chat",
        "#refresh",
        "Refresh the chat list",
        _click(
            "#refresh", "const l = document.getElementById('convs'); l.innerHTML = l.innerHTML;"
        ),
        {
            "note": "the handler re-renders the list with identical content; the link underlines on hover"
        },
    ),
    (
        "h_ch_typing_noop",
        "no_effect",
        "chat",
        "#search-btn",
        "Search the chats",
        TYPING,
        {
            "volatile": "typing",
            "note": "a typing indicator's dots bounce; the search icon has no handler",
        },
    ),
    (
        "h_ch_typing_pin",
        "effect",
        "chat",
        "#pin",
        "Pin this conversation",
        TYPING + _PIN,
        {"volatile": "typing", "note": "typing dots bouncing AND the pin turning amber"},
    ),
    # -- drive --------------------------------------------------------------------------------
    (
        "h_dr_bookmark",
        "effect",
        "drive",
        "#bm-2",
        "Bookmark the board minutes",
        _click("#bm-2", _BOOKMARK.format(i=2)),
        {"note": "an outline bookmark becomes a filled one"},
    ),
    (
        "h_dr_shared_nav",
        "effect",
        "drive",
        "#nav-shared",
        "Open the files shared with me",
        "",
        {"wait_ms": 900, "note": "a sidebar link navigates to another page"},
    ),
    (
        "h_dr_folder_modal",
        "effect",
        "drive",
        "#new-folder",
        "Create a new folder",
        _click(
            "#new-folder",
            _id("back") + ".style.display='block'; " + _id("modal") + ".style.display='block'",
        ),
        {"note": "a modal with a dimmed backdrop opens"},
    ),
    (
        "h_dr_rename_empty",
        "effect",
        "drive",
        "#rename",
        "Rename the selected file",
        _click(
            "#rename",
            "if (!document.getElementById('rename-input').value) "
            + _id("rename-err")
            + ".style.visibility='visible'",
        ),
        {"note": "inline validation: 'A name is required.' appears under the field"},
    ),
    (
        "h_dr_next_last",
        "no_effect",
        "drive",
        "#next",
        "Go to the next page of files",
        "page = 2; render(FILES[2]);"
        + _click("#next", "if (page < FILES.length - 1) page++; render(FILES[page]);"),
        {"note": "Next on the last page (3 of 3) re-renders the same rows"},
    ),
    (
        "h_dr_delete_noop",
        "no_effect",
        "drive",
        "#delete",
        "Delete the selected files",
        "",
        {
            "note": "outline button: border and text turn orange with a focus-ring shadow on hover, no handler"
        },
    ),
    (
        "h_dr_dropzone",
        "no_effect",
        "drive",
        "#upload-btn",
        "Upload the photos",
        DROPZONE + _click("#upload-btn", _id("toast") + ".style.display='block'"),
        {"note": "an invisible drop zone left over the page absorbs the click"},
    ),
    (
        "h_dr_space_checkbox",
        "effect",
        "drive",
        "#cb-3",
        "press Space to select the budget draft",
        "",
        {"key": "Space", "note": "Space ticks the focused native checkbox"},
    ),
    (
        "h_dr_upload_noop",
        "no_effect",
        "drive",
        "#details",
        "Show the details",
        UPLOAD,
        {
            "volatile": "progress",
            "note": "upload progress bar and percentage grow; Details has no handler",
        },
    ),
    (
        "h_dr_upload_bookmark",
        "effect",
        "drive",
        "#bm-4",
        "Bookmark the floor plan",
        UPLOAD + _click("#bm-4", _BOOKMARK.format(i=4)),
        {"volatile": "progress", "note": "upload progress growing AND a bookmark filled"},
    ),
    # -- music --------------------------------------------------------------------------------
    (
        "h_mu_shuffle",
        "effect",
        "music",
        "#shuffle",
        "Turn shuffle on",
        _click("#shuffle", _id("shuffle") + ".classList.toggle('on')"),
        {"note": "the shuffle icon turns teal (colour only)"},
    ),
    (
        "h_mu_space_play",
        "effect",
        "music",
        "#play",
        "press Space to pause the music",
        _click("#play", _id("play") + ".innerHTML = PAUSE_SVG;"),
        {
            "key": "Space",
            "note": "Space on the focused play button: the triangle becomes a pause icon",
        },
    ),
    (
        "h_mu_queue_toast",
        "effect",
        "music",
        "#add-3",
        "Add 'Salt on the Window' to the queue",
        _click("#add-3", _id("toast") + ".style.display='block'"),
        {"note": "a toast appears in the top right corner, far from the click"},
    ),
    (
        "h_mu_next_last",
        "no_effect",
        "music",
        "#next",
        "Skip to the next song",
        _click("#next", "if (current < QUEUE.length - 1) current++; show(current);"),
        {"note": "Next on the last track of the queue re-renders the same track"},
    ),
    (
        "h_mu_lyrics_disabled",
        "no_effect",
        "music",
        "#lyrics",
        "Show the lyrics",
        "",
        {"note": "disabled button"},
    ),
    (
        "h_mu_eq_noop",
        "no_effect",
        "music",
        "#queue-btn",
        "Open the queue",
        EQUALISER,
        {
            "volatile": "equaliser",
            "note": "equaliser bars bounce beside the playing track; Queue has no handler",
        },
    ),
    (
        "h_mu_eq_like",
        "effect",
        "music",
        "#like",
        "Like the song",
        EQUALISER + _LIKE,
        {
            "volatile": "equaliser",
            "note": "equaliser bouncing AND a grey heart turning pink (colour only)",
        },
    ),
    (
        "h_mu_clock_noop",
        "no_effect",
        "music",
        "#devices",
        "Play on another device",
        ELAPSED,
        {
            "volatile": "clock",
            "note": "elapsed time and scrubber advancing; the devices icon has no handler",
        },
    ),
    (
        "h_mu_clock_track",
        "effect",
        "music",
        "#tt-2",
        "Play 'Harbour Lights'",
        ELAPSED + _click("#tt-2", "current = 1; show(1);"),
        {
            "volatile": "clock",
            "note": "elapsed time ticking AND the now-playing title and artist changing at the bottom",
        },
    ),
    # -- booking ------------------------------------------------------------------------------
    (
        "h_bk_radio",
        "effect",
        "booking",
        "#lbl-1030",
        "Choose the 10:30 slot",
        "",
        {"note": "a native radio button inside a pill that fills on hover gets checked"},
    ),
    (
        "h_bk_visitors",
        "effect",
        "booking",
        "#plus",
        "Add a second visitor",
        _PLUS,
        {"note": "a counter goes 1 -> 2"},
    ),
    (
        "h_bk_prev_first",
        "no_effect",
        "booking",
        "#prev-month",
        "Go to the previous month",
        _click("#prev-month", "if (month > 0) month--; draw();"),
        {"note": "Previous on the first bookable month re-renders the same month"},
    ),
    (
        "h_bk_email_error",
        "effect",
        "booking",
        "#confirm",
        "Confirm the booking",
        _EMAIL_CHECK,
        {"note": "inline validation message appears under the empty email field"},
    ),
    (
        "h_bk_email_flash",
        "no_effect",
        "booking",
        "#confirm",
        "Confirm the booking",
        _click(
            "#confirm",
            _blink(
                _id("email-err") + ".style.visibility='visible'",
                _id("email-err") + ".style.visibility='hidden'",
            ),
        ),
        {
            "samples": True,
            "transient": True,
            "wait_ms": 1000,
            "note": "the validation message shows for 450 ms and is gone before the post frame",
        },
    ),
    (
        "h_bk_deposit_disabled",
        "no_effect",
        "booking",
        "#deposit",
        "Pay the deposit",
        "",
        {"note": "disabled button"},
    ),
    (
        "h_bk_help_noop",
        "no_effect",
        "booking",
        "#help",
        "Ask for help with the booking",
        "",
        {"note": "link-style button: underline on hover, no handler"},
    ),
    (
        "h_bk_hold_noop",
        "no_effect",
        "booking",
        "#help",
        "Ask for help with the booking",
        HOLD,
        {"volatile": "clock", "note": "the slot-hold countdown ticks; the link has no handler"},
    ),
    (
        "h_bk_hold_visitors",
        "effect",
        "booking",
        "#plus",
        "Add a second visitor",
        HOLD + _PLUS,
        {"volatile": "clock", "note": "countdown ticking AND the visitor counter going 1 -> 2"},
    ),
]
