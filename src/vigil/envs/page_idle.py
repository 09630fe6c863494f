"""Whether a browser page has nothing left that could change what it shows.

A settle that polls must see two equal frames one interval apart before it trusts the screen:
three captures and ~100 ms after every action, and after an in-place change the runner keeps
watching for ~0.45 s more in case the change was a message about to vanish. A page can say
more cheaply, and more surely, that nothing is coming: no timer due soon, no repeating
timer, no animation-frame callback waiting, no CSS animation or transition running, no
video playing, no socket, event stream or worker open (each may push a redraw at any
moment), no image in a format that can animate in view, no font still loading, no DOM
mutation for two animation frames, no request outstanding
(:class:`~vigil.envs.browser.PendingRequests`). Then one capture is the settled screen, and
a change it shows cannot vanish by itself.

A page only knows what it scheduled, so the probe must see scheduling happen: an init script
(:data:`IDLE_PROBE`, installed on a Playwright context with :func:`install_idle_probe`)
wraps the page's timer and animation-frame functions before any of its own scripts run and
counts DOM mutations, shadow roots included. Anything it cannot see answers "not still",
never "still": a visible frame or embed (another document's schedule), SVG animation
elements, a page loaded before the probe was installed, a page that cannot be asked (it is
navigating). The caller then polls as before, so the probe can only make a settle shorter
where the page vouches, never make one end on a screen still moving.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

__all__ = ["IDLE_PROBE", "install_idle_probe", "page_is_still", "pixel_box", "quiet_expression"]

log = logging.getLogger(__name__)

#: Runs in every document before the page's scripts: keeps the page's pending timeouts (with
#: when they are due), its intervals (with their period), its pending animation-frame
#: callbacks and a count of DOM mutations, behind a non-enumerable ``__vigilIdle``. The
#: page's callbacks run exactly as before; only the bookkeeping is added.
IDLE_PROBE = """(() => {
const W = window;
if (W.__vigilIdle) return;
const timeouts = new Map(), intervals = new Map(), frames = new Set();
let mutations = 0;
const now = () => performance.now();
const st = W.setTimeout, ct = W.clearTimeout, si = W.setInterval, ci = W.clearInterval;
const raf = W.requestAnimationFrame, caf = W.cancelAnimationFrame;
W.setTimeout = function (fn, delay, ...args) {
  if (typeof fn !== 'function') return st.call(W, fn, delay, ...args);
  let id;
  id = st.call(W, function () { timeouts.delete(id); return fn.apply(this, arguments); },
               delay, ...args);
  timeouts.set(id, now() + (Number(delay) || 0));
  return id;
};
W.clearTimeout = function (id) {
  timeouts.delete(id); intervals.delete(id); return ct.call(W, id); };
W.setInterval = function (fn, delay, ...args) {
  const id = si.call(W, fn, delay, ...args);
  intervals.set(id, Number(delay) || 0);
  return id;
};
W.clearInterval = function (id) {
  intervals.delete(id); timeouts.delete(id); return ci.call(W, id); };
W.requestAnimationFrame = function (cb) {
  let id;
  id = raf.call(W, function (t) { frames.delete(id); return cb.call(this, t); });
  frames.add(id);
  return id;
};
W.cancelAnimationFrame = function (id) { frames.delete(id); return caf.call(W, id); };
const observer = new MutationObserver((records) => { mutations += records.length; });
const watch = (node) => observer.observe(node, {
  subtree: true, childList: true, attributes: true, characterData: true });
watch(document);
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (...args) {
  const root = attach.apply(this, args);
  watch(root);
  return root;
};
const seen = (el) => { const r = el.getBoundingClientRect();
  return r.width > 1 && r.height > 1 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth; };
// Push channels: a page holding one open may redraw whenever a message arrives, with nothing
// scheduled that the counts above would show.
// A socket or stream counts until its readyState says closed (2 or more); a worker has none
// and counts for good.
const channels = new Set();
const track = (name) => {
  const Base = W[name];
  if (typeof Base !== 'function') return;
  W[name] = new Proxy(Base, { construct(target, args, newTarget) {
    const c = Reflect.construct(target, args, newTarget);
    channels.add(c);
    return c;
  } });
};
['WebSocket', 'EventSource', 'Worker', 'SharedWorker'].forEach(track);
const pushing = () => { for (const c of channels) {
  if (typeof c.readyState !== 'number' || c.readyState < 2) return true;
  channels.delete(c); } return false; };
// What the page is still waiting for: requests it sent itself (fetch, including reading the
// answer's body, and XMLHttpRequest, until loadend: its load handlers have run by then), a
// document on its way out (a link or a form started a navigation) and images loading in
// view. A caller that cannot watch the network from outside (browser-use's session) reads
// this as ``loading``; the Playwright env tracks requests itself.
let inflight = 0, leaving = false;
const counted = (promise) => {
  inflight += 1;
  const done = () => { inflight -= 1; };
  promise.then(done, done);
  return promise;
};
if (typeof W.fetch === 'function') {
  const f = W.fetch;
  W.fetch = function (...args) { return counted(f.apply(this, args)); };
}
if (W.Response) for (const name of ['arrayBuffer', 'blob', 'formData', 'json', 'text']) {
  const read = W.Response.prototype[name];
  if (typeof read === 'function')
    W.Response.prototype[name] = function (...args) { return counted(read.apply(this, args)); };
}
if (W.XMLHttpRequest) {
  const send = W.XMLHttpRequest.prototype.send;
  W.XMLHttpRequest.prototype.send = function (...args) {
    inflight += 1;
    let open = true;
    const end = () => { if (open) { open = false; inflight -= 1; } };
    this.addEventListener('loadend', end);
    try { return send.apply(this, args); } catch (e) { end(); throw e; }
  };
}
if (W.navigation && typeof W.navigation.addEventListener === 'function')
  W.navigation.addEventListener('navigate', (e) => {
    if (!e.destination || !e.destination.sameDocument) leaving = true; });
const loading = () => {
  let n = inflight + (leaving ? 1 : 0);
  for (const im of document.images) if (!im.complete && seen(im)) n += 1;
  return n;
};
// An animated image (GIF, APNG, animated WebP) plays without any script: which one is
// animated cannot be read from the page, so a visible image in such a format counts.
const animatable = /\\.(gif|webp|apng)(\\?|#|$)|^data:image\\/(gif|webp|apng)/i;
const opaque = () => {
  if (pushing()) return true;
  for (const im of document.images) if (animatable.test(im.currentSrc || im.src) && seen(im))
    return true;
  for (const v of document.querySelectorAll('video')) if (!v.paused && !v.ended) return true;
  if (document.querySelector('svg animate, svg animateTransform, svg animateMotion, svg set'))
    return true;
  const embedded = document.querySelectorAll('iframe, frame, embed, object');
  return Array.from(embedded).some(seen);
};
// Running animations that never end (a spinner, a pulsing dot): the viewport boxes of their
// elements, which a caller that already masks those places may accept as still; null when
// any animation is pending, finite or cannot be placed (a pseudo-element, no element).
const looping = () => {
  const boxes = [];
  for (const a of document.getAnimations()) {
    if (a.pending) return null;
    if (a.playState !== 'running') continue;
    const e = a.effect, el = e && e.target;
    if (!e || e.pseudoElement || !el || !el.getBoundingClientRect
        || e.getComputedTiming().endTime !== Infinity) return null;
    const r = el.getBoundingClientRect();
    boxes.push([r.left, r.top, r.right, r.bottom]);
  }
  return boxes;
};
Object.defineProperty(W, '__vigilIdle', { enumerable: false, value: {
  quiet(horizonMs) {
    observer.takeRecords().forEach(() => { mutations += 1; });
    const t = now();
    let soon = 0, repeating = 0;
    for (const due of timeouts.values()) if (due - t <= horizonMs) soon += 1;
    for (const period of intervals.values()) if (period <= horizonMs) repeating += 1;
    const calm = document.readyState === 'complete'
      && !(document.fonts && document.fonts.status !== 'loaded')
      && soon === 0 && repeating === 0 && frames.size === 0 && !opaque();
    const loops = calm ? looping() : null;
    return { quiet: calm && loops !== null && loops.length === 0, mutations,
             looping: loops && loops.length ? loops : null, loading: loading() };
  },
  frame() { return new Promise((done) => raf.call(W, () => done())); },
} });
})()"""

# Asked after an action: quiet now, quiet again two animation frames later (the first may come
# within a millisecond, so one would leave almost no window for a scheduler the probe cannot
# see, such as a message channel), and no DOM mutation in between.
_STILL = """async ([horizonMs]) => {
const idle = window.__vigilIdle;
if (!idle) return false;
const before = idle.quiet(horizonMs);
if (!before.quiet) return false;
await idle.frame();
await idle.frame();
const after = idle.quiet(horizonMs);
return after.quiet && after.mutations === before.mutations; }"""


def install_idle_probe(context: BrowserContext) -> None:
    """Install :data:`IDLE_PROBE` in every document ``context`` loads from now on (a page
    already open gets it at its next navigation)."""
    context.add_init_script(IDLE_PROBE)


def quiet_expression(horizon_s: float) -> str:
    """An expression for a DevTools ``Runtime.evaluate`` (which, unlike Playwright's
    ``evaluate``, a caller can bound in time): ``{quiet, mutations}`` now, or null without the
    probe. ``quiet`` means nothing is scheduled within ``horizon_s`` or running; the DOM
    mutation count tells whether anything changed between two such answers. ``looping``
    (when not quiet) lists the viewport boxes ``[left, top, right, bottom]`` of animations
    that never end, when they are the only thing running: a caller that already ignores
    those places (a spinner learned as moving by itself) may take the page as quiet.
    ``loading`` counts what the page still waits for (its own fetch and XMLHttpRequest
    requests, a navigation it started, images loading in view), for a caller that cannot
    watch the network itself."""
    horizon_ms = max(0.0, horizon_s) * 1000.0
    return f"window.__vigilIdle ? window.__vigilIdle.quiet({horizon_ms:.1f}) : null"


def page_is_still(page: Page, horizon_s: float = 3.0) -> bool:
    """Whether ``page`` vouches that nothing it runs will change what it shows within
    ``horizon_s``: one capture taken now is its settled screen.

    Costs one to two animation frames (~20 ms) plus a round trip. False whenever the page cannot
    vouch (no probe installed, something scheduled or running, something it cannot see
    into, or the page not answering): poll until still instead. Playwright's ``evaluate``
    has no time limit, so a page stuck in a script blocks this call;
    :class:`vigil.BrowserEnv` asks over DevTools with a bound instead.
    """
    try:
        return bool(page.evaluate(_STILL, [max(0.0, horizon_s) * 1000.0]))
    except Exception as exc:
        log.debug("the page could not report what it has scheduled: %s", exc)
        return False


def pixel_box(box: Any, scale: float, size: tuple[int, int]) -> tuple[int, int, int, int] | None:
    """A box a page reported (CSS pixels ``[left, top, right, bottom]``, as the probe and the
    hover footprint give them) in frame pixels: times ``scale`` (a HiDPI frame), grown to
    whole pixels and cut to a frame of ``size`` (width, height). Empty (``x1 <= x0`` or
    ``y1 <= y0``) for a box wholly off screen; None when it is not four finite numbers,
    which no caller may take as "nothing there"."""
    numbers = isinstance(box, list) and all(isinstance(v, int | float) for v in box)
    if not numbers or len(box) != 4 or not all(math.isfinite(v) for v in box):
        return None
    left, top, right, bottom = (float(v) * scale for v in box)
    width, height = size
    x0, y0 = max(0, math.floor(left)), max(0, math.floor(top))
    return (x0, y0, min(width, math.ceil(right)), min(height, math.ceil(bottom)))
