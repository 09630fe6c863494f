# ruff: noqa: E501  (HTML and CSS templates read better unwrapped)
"""Pages the effect benchmark renders: a hand-written shop app and a Bootstrap 5 page.

Both are served from a fake origin (``https://vigil.test``) through Playwright routing, so
nothing touches the network. Bootstrap's own ``dist`` files (from the npm package installed
into ``benchmarks/.cache``) are served the same way, unmodified.

Every element a scenario acts on has an id; scenarios attach their behaviour with a little
JavaScript after load, so one page covers many cases and the surroundings (dense text, a
table, a header) stay realistic for the noise a diff has to ignore.
"""

from __future__ import annotations

OWN_CSS = """
:root { --bg:#f6f7f9; --card:#ffffff; --text:#1d2330; --muted:#767676; --line:#d9dde3;
        --accent:#2f6fde; --accent-hover:#1d4fae; --head:#20304a; --headtext:#f3f5f8; }
[data-theme=dark] { --bg:#15181d; --card:#1f242c; --text:#e3e7ee; --muted:#8f96a3;
        --line:#363d48; --accent:#5b8ff0; --accent-hover:#86abf5; --head:#0d1117;
        --headtext:#e3e7ee; }
* { box-sizing: border-box; }
body { margin:0; font: 14px/1.45 "DejaVu Sans", Arial, sans-serif; background:var(--bg);
       color:var(--text); }
input { caret-color: transparent; }
body.caret input#name { caret-color: auto; }
header { display:flex; align-items:center; gap:24px; height:56px; padding:0 24px;
         background:var(--head); color:var(--headtext); }
header .brand { font-weight:bold; font-size:18px; }
header a { color:var(--headtext); text-decoration:none; }
header .spacer { flex:1; }
#cart { border:1px solid #6b7a93; border-radius:14px; padding:3px 12px; }
#clock { font-family: "DejaVu Sans Mono", monospace; display:none; }
body.clock #clock { display:inline; }
main { display:grid; grid-template-columns: 2fr 1fr; gap:20px; padding:20px 24px; }
.card { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:16px 20px; }
h2 { margin:0 0 10px; font-size:18px; }
label.field { display:block; margin:10px 0 4px; font-weight:bold; }
input[type=text], input[type=email] { width:360px; padding:7px 9px; border:1px solid var(--line);
      border-radius:5px; background:var(--card); color:var(--text); font-size:14px; }
.help { color:var(--muted); font-size:12px; margin-top:3px; }
.help.error { color: rgb(230,70,70); }
[data-theme=dark] .help.error { color: rgb(236,100,100); }
#validation { color:#c62828; font-size:13px; margin-top:6px; visibility:hidden; }
[data-theme=dark] #validation { color:#ff8a80; }
.row { display:flex; gap:10px; margin-top:14px; flex-wrap:wrap; }
button { font-size:14px; padding:8px 16px; border-radius:6px; border:1px solid var(--accent);
         background:var(--accent); color:#fff; cursor:pointer; }
button.secondary { background:transparent; color:var(--accent); }
button:disabled { opacity:.45; cursor:not-allowed; }
button.hoverable:hover { background:var(--accent-hover); border-color:var(--accent-hover); }
button.secondary.hoverable:hover { background:rgba(47,111,222,.14); }
table { border-collapse:collapse; width:100%; margin-top:8px; }
td, th { border-bottom:1px solid var(--line); padding:6px 4px; text-align:left; font-size:13px; }
#blank { height:150px; margin-top:16px; }
#saved { color:#2e7d32; font-size:12px; height:16px; }
[data-theme=dark] #saved { color:#81c784; }
#toast { position:fixed; right:24px; bottom:24px; background:var(--head); color:var(--headtext);
         padding:10px 16px; border-radius:6px; display:none; }
#modal-back { position:fixed; inset:0; background:rgba(0,0,0,.45); display:none; }
#modal { position:fixed; left:50%; top:30%; transform:translate(-50%,0); width:420px;
         background:var(--card); border-radius:8px; padding:20px; display:none; }
#hidden-mount { position:absolute; left:-5000px; top:0; }
#consent { position:fixed; inset:0; display:none; }
#consent .banner { position:absolute; left:0; right:0; bottom:0; background:var(--card);
         border-top:1px solid var(--line); padding:14px 24px; }
.progress { height:10px; background:var(--line); border-radius:5px; overflow:hidden; margin-top:10px; }
.progress .bar { height:100%; width:20%; background:var(--accent); }
.ticker { overflow:hidden; white-space:nowrap; margin-top:10px; border:1px solid var(--line);
          padding:4px; font-size:12px; }
.ticker span { display:inline-block; }
.spinner { width:20px; height:20px; border:3px solid var(--line); border-top-color:var(--accent);
           border-radius:50%; display:none; margin-top:10px; animation: spin .8s linear infinite; }
body.spin-on .spinner { display:block; }
@keyframes spin { to { transform: rotate(360deg); } }
"""

OWN_BODY = """
<header>
  <span class="brand">Northwind Shop</span>
  <a id="nav-home" href="https://vigil.test/app">Home</a>
  <a id="nav-orders" href="https://vigil.test/orders">Orders</a>
  <a href="#">Help</a>
  <span class="spacer"></span>
  <span id="clock">10:00:00</span>
  <span id="cart">Cart <b id="cart-count">1</b></span>
</header>
<main>
  <section>
    <div class="card">
      <h2>Checkout</h2>
      <label class="field" for="name">Full name</label>
      <input id="name" type="text" value="Ada Lovelace">
      <label class="field" for="email">Email</label>
      <input id="email" type="email" value="">
      <div id="email-help" class="help">We never share your email with anyone.</div>
      <div id="validation">Please enter a valid email address.</div>
      <div style="margin-top:10px"><input id="agree" type="checkbox">
        <label for="agree">I agree to the terms of sale</label></div>
      <div class="row">
        <button id="submit">Submit order</button>
        <button id="save" class="secondary">Save draft</button>
        <button id="confirm" class="secondary">Confirm address</button>
        <button id="place" disabled>Place order</button>
        <button id="send" class="hoverable">Send receipt</button>
        <button id="delete" class="secondary hoverable">Delete item</button>
      </div>
      <p id="doc">Your order is currently in <span id="word">draft</span> state and will
        ship on Monday from the Rotterdam warehouse once payment clears.</p>
      <div id="blank"></div>
    </div>
  </section>
  <aside>
    <div class="card">
      <h2>Summary</h2>
      <table>
        <tr><th>Item</th><th>Qty</th><th>Price</th></tr>
        <tr><td>Espresso beans 1 kg</td><td>1</td><td>24.90</td></tr>
        <tr><td>Ceramic cup</td><td>2</td><td>13.00</td></tr>
        <tr><td>Shipping</td><td></td><td>4.95</td></tr>
        <tr><td><b>Total</b></td><td></td><td><b id="total">42.85</b></td></tr>
      </table>
      <div class="progress"><div class="bar" id="bar"></div></div>
      <div class="ticker"><span id="ticker-text">Free shipping on orders over 50 EUR
        &nbsp;&bull;&nbsp; New: single-origin Kenya AA &nbsp;&bull;&nbsp; Returns within 30 days</span></div>
      <div class="spinner"></div>
      <div id="saved"></div>
    </div>
  </aside>
</main>
<div id="toast">Receipt sent to your inbox</div>
<div id="modal-back"></div>
<div id="modal"><h2>Confirm deletion</h2><p>Remove this item from your order?</p>
  <div class="row"><button>Delete</button><button class="secondary">Cancel</button></div></div>
<div id="hidden-mount"></div>
<div id="consent"><div class="banner">We use cookies to run this shop.
  <button id="consent-ok">Accept all</button></div></div>
"""

ORDERS_BODY = """
<header><span class="brand">Northwind Shop</span><a href="https://vigil.test/app">Home</a>
<a href="https://vigil.test/orders">Orders</a><span class="spacer"></span>
<span id="cart">Cart <b>1</b></span></header>
<main><section><div class="card"><h2>Your orders</h2><table>
<tr><th>Order</th><th>Date</th><th>Status</th></tr>
<tr><td>#10233</td><td>2026-11-02</td><td>Delivered</td></tr>
<tr><td>#10311</td><td>2026-11-14</td><td>Shipped</td></tr>
<tr><td>#10342</td><td>2026-11-20</td><td>Processing</td></tr></table></div></section>
<aside><div class="card"><h2>Need help?</h2><p>Contact support any day.</p></div></aside></main>
"""


def own_page(theme: str, body_classes: str = "", orders: bool = False) -> str:
    body = ORDERS_BODY if orders else OWN_BODY
    return (
        f'<!doctype html><html data-theme="{theme}"><head><meta charset="utf-8">'
        f"<style>{OWN_CSS}</style></head><body class=\"{body_classes}\">{body}</body></html>"
    )


BOOT_BODY = """
<nav class="navbar navbar-expand bg-body-tertiary border-bottom">
  <div class="container-fluid">
    <a class="navbar-brand" href="#">Acme Console</a>
    <ul class="navbar-nav me-auto">
      <li class="nav-item"><a class="nav-link active" href="#">Dashboard</a></li>
      <li class="nav-item dropdown">
        <a id="dd-toggle" class="nav-link dropdown-toggle" href="#" role="button"
           data-bs-toggle="dropdown">Account</a>
        <ul class="dropdown-menu"><li><a class="dropdown-item" href="#">Profile</a></li>
          <li><a class="dropdown-item" href="#">Billing</a></li>
          <li><hr class="dropdown-divider"></li><li><a class="dropdown-item" href="#">Sign out</a></li></ul>
      </li>
      <li class="nav-item"><a id="nav-reports" class="nav-link" href="https://vigil.test/boot-reports">Reports</a></li>
    </ul>
    <span id="bclock" class="navbar-text font-monospace me-3 d-none">10:00:00</span>
    <button class="btn btn-outline-primary btn-sm">Cart <span id="bcart" class="badge text-bg-primary">1</span></button>
  </div>
</nav>
<div class="container-fluid py-3"><div class="row g-3">
  <div class="col-8">
    <div class="card"><div class="card-body">
      <h5 class="card-title">Billing details</h5>
      <form id="bform" novalidate onsubmit="return false">
        <div class="mb-2"><label class="form-label" for="bname">Company</label>
          <input id="bname" class="form-control" value="Acme Corp" style="max-width:420px"></div>
        <div class="mb-2"><label class="form-label" for="bemail">Invoice email</label>
          <input id="bemail" class="form-control" style="max-width:420px">
          <div id="bhelp" class="form-text">Invoices go to this address.</div>
          <div id="bfeedback" class="invalid-feedback">An invoice email is required.</div></div>
        <div class="form-check"><input id="bcheck" class="form-check-input" type="checkbox">
          <label class="form-check-label" for="bcheck">Send me a copy</label></div>
        <div class="form-check form-switch"><input id="bswitch" class="form-check-input" type="checkbox" role="switch">
          <label class="form-check-label" for="bswitch">Monthly invoicing</label></div>
        <div class="mt-3 d-flex gap-2 flex-wrap">
          <button id="bsubmit" type="button" class="btn btn-primary">Submit</button>
          <button id="bsave" type="button" class="btn btn-outline-secondary">Save</button>
          <button id="bdisabled" type="button" class="btn btn-success" disabled>Checkout</button>
          <button id="bmodal" type="button" class="btn btn-danger" data-bs-toggle="modal"
                  data-bs-target="#bmodal-dlg">Delete account</button>
          <button id="bnohandler" type="button" class="btn btn-outline-primary">Confirm</button>
        </div>
      </form>
      <p class="mt-3 mb-1" id="bdoc">Plan status: <span id="bword">trial</span> until the end of the month.</p>
    </div></div>
    <div class="accordion mt-3" id="acc">
      <div class="accordion-item"><h2 class="accordion-header"><button id="acc-btn"
        class="accordion-button collapsed" type="button" data-bs-toggle="collapse"
        data-bs-target="#acc-one">Payment terms</button></h2>
        <div id="acc-one" class="accordion-collapse collapse" data-bs-parent="#acc">
          <div class="accordion-body">Net 30 from the invoice date. Late payments accrue 1% per month.</div></div></div>
    </div>
    <ul class="nav nav-tabs mt-3"><li class="nav-item"><button class="nav-link active"
      data-bs-toggle="tab" data-bs-target="#tab-a">Usage</button></li>
      <li class="nav-item"><button id="tab-b-btn" class="nav-link" data-bs-toggle="tab"
      data-bs-target="#tab-b">Invoices</button></li></ul>
    <div class="tab-content border border-top-0 p-3"><div class="tab-pane fade show active" id="tab-a">
      1,204 API calls this month.</div><div class="tab-pane fade" id="tab-b">3 invoices, all paid.</div></div>
  </div>
  <div class="col-4">
    <div class="list-group" id="blist"><a href="#" class="list-group-item list-group-item-action active">Overview</a>
      <a href="#" id="blist-2" class="list-group-item list-group-item-action">Members</a>
      <a href="#" class="list-group-item list-group-item-action">Security</a></div>
    <div id="balert" class="alert alert-warning alert-dismissible mt-3">Your card expires soon.
      <button id="balert-close" type="button" class="btn-close" data-bs-dismiss="alert"></button></div>
    <nav><ul class="pagination"><li class="page-item disabled"><a id="bprev" class="page-link">Previous</a></li>
      <li class="page-item active"><a class="page-link" href="#">1</a></li>
      <li class="page-item"><a class="page-link" href="#">2</a></li></ul></nav>
    <div class="progress mt-2" id="bprogress-wrap"><div id="bprogress" class="progress-bar progress-bar-striped" style="width:30%"></div></div>
    <div id="bspin" class="spinner-border spinner-border-sm text-primary mt-2 d-none"></div>
    <div id="bsaved" class="small text-success mt-2" style="height:18px"></div>
  </div>
</div></div>
<div class="toast-container position-fixed bottom-0 end-0 p-3"><div id="btoast" class="toast">
  <div class="toast-body">Settings saved.</div></div></div>
<div class="modal fade" id="bmodal-dlg" tabindex="-1"><div class="modal-dialog"><div class="modal-content">
  <div class="modal-header"><h5 class="modal-title">Delete account?</h5></div>
  <div class="modal-body">This cannot be undone.</div>
  <div class="modal-footer"><button class="btn btn-secondary" data-bs-dismiss="modal">Cancel</button>
  <button class="btn btn-danger">Delete</button></div></div></div></div>
<div id="bconsent" class="position-fixed top-0 start-0 w-100 h-100 d-none" style="z-index:2000">
  <div class="position-absolute bottom-0 start-0 w-100 p-3 bg-body border-top">
  We use cookies. <button class="btn btn-sm btn-primary">Accept</button></div></div>
"""

BOOT_REPORTS_BODY = """
<nav class="navbar navbar-expand bg-body-tertiary border-bottom"><div class="container-fluid">
<a class="navbar-brand" href="#">Acme Console</a><span class="navbar-text">Reports</span></div></nav>
<div class="container py-4"><h3>Reports</h3><table class="table"><thead><tr><th>Name</th><th>Rows</th></tr></thead>
<tbody><tr><td>Revenue by month</td><td>12</td></tr><tr><td>Churn</td><td>4</td></tr></tbody></table></div>
"""


def boot_page(theme: str, reports: bool = False) -> str:
    body = BOOT_REPORTS_BODY if reports else BOOT_BODY
    return (
        f'<!doctype html><html data-bs-theme="{theme}"><head><meta charset="utf-8">'
        '<link rel="stylesheet" href="https://vigil.test/bootstrap.min.css">'
        "<style>input{caret-color:transparent} body.caret #bname{caret-color:auto}"
        "*{transition:none!important}</style>"
        f'</head><body>{body}<script src="https://vigil.test/bootstrap.bundle.min.js"></script>'
        "</body></html>"
    )
