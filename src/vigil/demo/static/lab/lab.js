// Vigil Lab helpers shared by every lab page: tiny on purpose, so each page's trap is
// readable in its own few lines.
function $(id) { return document.getElementById(id); }
function on(id, fn) { var el = $(id); if (el) el.addEventListener("click", fn); }
function val(id) { return ($(id).value || "").trim(); }
function text(id, t) { $(id).textContent = t; }
function hide(id) { var el = $(id); if (el) el.classList.add("gone"); }
function show(id) { var el = $(id); if (el) el.classList.remove("gone"); }
function done(msg) { text("result", msg); }
function bar(frac) { document.querySelector("#bar div").style.width = (100 * frac) + "%"; }
// Show a message and take it away again: the settled screen equals the one before.
function flash(id, msg, ms) { text(id, msg); setTimeout(function () { text(id, ""); }, ms); }
