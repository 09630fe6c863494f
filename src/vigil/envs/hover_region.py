"""Where the pointer's hover styling can show, so a hover-aware ``pre`` captures only there.

A verified click needs its ``pre`` taken after the pointer reached the target: hover styling
is the pointer's doing, not the click's. That capture is a whole viewport (~50 ms at 1280x800
in JPEG, most of it reading back and encoding pixels that did not change), paid on every
verified step. When the page vouched for the last settled frame (quiet, nothing scheduled,
no mutation since) and can name every place the move restyles, a clip of those places laid
over that frame *is* the hover frame.

The page names them from its own style sheets: the elements matched by a ``:hover`` rule
before the move (their hover styling goes) and after it (theirs comes), and the native
controls under the pointer (a browser's own button or slider look changes with no rule),
each grown by its shadows and outline. It answers "cannot say" (capture everything, as
before) whenever a ``:hover`` rule that matches something sets more than paint (a size, a
margin, a display, a custom property: the layout may shift anywhere), styles a
pseudo-element (which may paint outside its element), sits in a style sheet it cannot read
or in nested CSS; when the pointer is over a frame, an embed, a custom element or a
scrollbar; when a canvas is on screen (a ``mousemove`` handler may redraw it with no DOM
change); when the move changed the DOM; or when answering takes longer than the capture it
would save.

Pixels must come out as a whole capture would give them. Chromium's JPEG encoder works in
16x16 blocks from the top-left corner and the decoder's chroma upsampling reads one sample
across a block edge, so the clip is aligned to that grid and one block wider on each side
than what is pasted, and what is pasted reaches a few pixels past the restyled blocks (their
neighbours' edge pixels decode differently once they change). Measured on a page of
coloured text (2026-11-28): inside an aligned clip's border block, 0 of 17,920 pixels
differ from the whole capture; with the clip 3 px and 1 px off the grid, 8,212 do. On the
demo, 13 of 15 hover frames were identical to a whole capture taken right after; in the other
two, one 16x16 block outside every restyled element (a panel's rounded corner) differed by
at most 3 levels, which Chromium itself repainted when the button changed. Only at a device
pixel ratio of 1, where CSS and frame pixels coincide.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import numpy as np

from vigil.envs.page_idle import pixel_box
from vigil.frames.frame import Frame

__all__ = ["ClipPlan", "footprint_expression", "overlay", "plan_clip"]

#: Chromium's JPEG block grid (4:2:0: 16x16 pixel blocks from the top-left corner).
GRID = 16

#: Pixels beside a restyled block that decode differently because of it: the decoder's
#: chroma upsampling reads one chroma sample (two pixels) across; two more for margin.
_RING = 4

#: A clip larger than this share of the frame costs about what a whole capture does.
_MAX_SHARE = 0.4

#: Longest the page may spend naming the places (ms); past it, it answers "cannot say".
_BUDGET_MS = 12.0

#: CSS properties (longhands, as a style rule lists them) that repaint an element without
#: moving anything: a ``:hover`` rule setting only these restyles its elements in place.
#: Any other (a size, a margin, a font, ``display``, a custom property that may feed one)
#: may shift the layout anywhere.
PAINT_ONLY = (
    "color|opacity|visibility|cursor|z-index|pointer-events|will-change|isolation"
    "|accent-color|caret-color|box-shadow|text-shadow|filter|backdrop-filter|mix-blend-mode"
    "|background(-[a-z-]+)?"
    "|border(-(top|right|bottom|left|block-start|block-end|inline-start|inline-end))?-color"
    "|border(-(top|bottom|start|end)-(left|right|start|end))?-radius"
    "|outline(-[a-z]+)?|text-decoration(-[a-z]+)?|text-underline-offset"
    "|transform(-[a-z]+)?|translate|rotate|scale|transition(-[a-z]+)?"
    "|fill(-opacity)?|stroke(-[a-z]+)?|clip-path"
)

#: Pseudo-elements (and WebKit's scrollbar parts): one may paint outside its element.
_PSEUDO = (
    "::?(before|after|first-line|first-letter|marker|placeholder|selection|backdrop"
    "|file-selector-button|-webkit-[a-z-]+)"
)

# The page's answer: null (cannot say) or {mutations, boxes: [[l, t, r, b], ...]} with every
# box already grown by what paints around the element (shadows, outline).
_FOOTPRINT = """([px, py, horizonMs, budgetMs, paintSrc, pseudoSrc]) => {
const SLOW = '__vigilHoverSlow', MANY = 5000;
const idle = window.__vigilIdle;
if (!idle || window[SLOW]) return null;
const q = idle.quiet(horizonMs);
if (!q.quiet) return null;
const t0 = performance.now();
let rules = 0;
const late = () => { if (performance.now() - t0 <= budgetMs) return false;
  // Too many rules to answer in time: this document is not asked again. A busy machine
  // with a few rules only misses this once.
  if (rules > MANY && !window[SLOW])
    Object.defineProperty(window, SLOW, { value: true, enumerable: false });
  return true; };
const PAINT = new RegExp(paintSrc), PSEUDO = new RegExp(pseudoSrc, 'gi');
const OPAQUE = /^(IFRAME|FRAME|EMBED|OBJECT|CANVAS)$/;
const NATIVE = /^(BUTTON|INPUT|SELECT|TEXTAREA|VIDEO|AUDIO|METER|PROGRESS|SUMMARY)$/;
const paint = [], other = [];
let unknown = false;
const paintOnly = (style) => { for (let i = 0; i < style.length; i++)
  if (!PAINT.test(style[i])) return false; return true; };
const walk = (list, nested) => { for (const r of list) {
  rules += 1;
  if (unknown || late()) { unknown = true; return; }
  if (r.selectorText !== undefined) {
    const hover = /:hover/i.test(r.selectorText);
    if (hover && (nested || (r.cssRules && r.cssRules.length))) { unknown = true; return; }
    if (hover) {
      const stripped = r.selectorText.replace(PSEUDO, '');
      (stripped === r.selectorText && paintOnly(r.style) ? paint : other).push(stripped);
    }
    if (r.cssRules && r.cssRules.length) walk(r.cssRules, true);
  } else if (r.styleSheet) sheet(r.styleSheet);
  else if (r.cssRules) walk(r.cssRules, nested);
} };
const sheet = (s) => { let list;
  try { list = s.cssRules; } catch (e) { unknown = true; return; }
  if (list) walk(list, false); };
for (const s of document.styleSheets) sheet(s);
for (const s of document.adoptedStyleSheets || []) sheet(s);
if (unknown) return null;
const all = (sels) => { if (!sels.length) return [];
  try { return Array.from(document.querySelectorAll(sels.join(','))); }
  catch (e) { return null; } };
const others = all(other), painted = all(paint);
if (others === null || painted === null || others.length || painted.length > 200) return null;
const seen = (el) => { const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth; };
for (const c of document.querySelectorAll('canvas')) if (seen(c)) return null;
const chain = Array.from(document.querySelectorAll(':hover'));
if (chain.some((el) => OPAQUE.test(el.tagName) || el.tagName.includes('-') || el.shadowRoot))
  return null;
const root = document.documentElement;
if (px >= root.clientWidth || py >= root.clientHeight) return null;
const deepest = chain[chain.length - 1];
if (deepest) { const r = deepest.getBoundingClientRect();
  if (px >= r.left + deepest.clientLeft + deepest.clientWidth && deepest.clientWidth > 0
      && px < r.right) return null;
  if (py >= r.top + deepest.clientTop + deepest.clientHeight && deepest.clientHeight > 0
      && py < r.bottom) return null; }
const reach = (s) => { let sum = 0;
  for (const v of [s.boxShadow, s.textShadow, s.filter])
    for (const m of (v || '').matchAll(/-?[0-9.]+px/g)) sum += Math.abs(parseFloat(m[0]));
  return sum + (parseFloat(s.outlineWidth) || 0) + Math.abs(parseFloat(s.outlineOffset) || 0); };
const boxes = [];
const add = (el, s) => { const r = el.getBoundingClientRect();
  if (r.width <= 0 && r.height <= 0) return;
  const g = reach(s) + 8;
  boxes.push([r.left - g, r.top - g, r.right + g, r.bottom + g]); };
for (const el of painted) {
  const s = getComputedStyle(el);
  if (s.display === 'contents') return null;
  if (s.display !== 'none') add(el, s);
}
for (const el of chain) if (NATIVE.test(el.tagName)) add(el, getComputedStyle(el));
if (late()) return null;
return { mutations: q.mutations, boxes };
}"""


def footprint_expression(x: float, y: float, horizon_s: float) -> str:
    """A DevTools ``Runtime.evaluate`` expression: the page's hover footprint at pointer
    (x, y), or null when it cannot say. ``horizon_s`` as for the idle probe's ``quiet``."""
    args = [float(x), float(y), max(0.0, horizon_s) * 1000.0, _BUDGET_MS]
    return f"({_FOOTPRINT})({json.dumps([*args, f'^({PAINT_ONLY})$', _PSEUDO])})"


@dataclass(frozen=True)
class ClipPlan:
    """What to capture and what of it to lay over the base frame (frame pixels,
    ``(x0, y0, x1, y1)``). ``paste`` None: nothing the move restyles is on screen."""

    clip: tuple[int, int, int, int] | None
    paste: tuple[int, int, int, int] | None


def plan_clip(
    before: Any, after: Any, viewport: tuple[int, int], frame_size: tuple[int, int]
) -> ClipPlan | None:
    """The clip that turns the base frame into the hover frame, or None: capture it all.

    ``before`` and ``after`` are the page's footprints around the move; the move must have
    changed nothing in the DOM (same mutation count) for the base to stand outside them.
    """
    if frame_size != viewport or not _same_document(before, after):
        return None
    boxes = [*_boxes(before["boxes"], viewport), *_boxes(after["boxes"], viewport)]
    if any(b is None for b in boxes):
        return None
    if not boxes:
        return ClipPlan(None, None)
    width, height = frame_size
    x0 = min(b[0] for b in boxes if b is not None)
    y0 = min(b[1] for b in boxes if b is not None)
    x1 = max(b[2] for b in boxes if b is not None)
    y1 = max(b[3] for b in boxes if b is not None)
    changed = (_down(x0), _down(y0), _up(x1, width), _up(y1, height))
    paste = (
        max(0, changed[0] - _RING),
        max(0, changed[1] - _RING),
        min(width, changed[2] + _RING),
        min(height, changed[3] + _RING),
    )
    clip = (
        max(0, changed[0] - GRID),
        max(0, changed[1] - GRID),
        min(width, changed[2] + GRID),
        min(height, changed[3] + GRID),
    )
    if (clip[2] - clip[0]) * (clip[3] - clip[1]) > _MAX_SHARE * width * height:
        return None
    return ClipPlan(clip, paste)


def overlay(base: Frame, piece: Frame, plan: ClipPlan) -> Frame:
    """``base`` with ``piece`` (the capture of ``plan.clip``) laid over ``plan.paste``: a frame
    that decodes as the whole capture would. It keeps the base's JPEG tables, which the
    pasted pixels share."""
    if plan.clip is None or plan.paste is None:
        return base
    cx0, cy0, cx1, cy1 = plan.clip
    if piece.size != (cx1 - cx0, cy1 - cy0):
        raise ValueError(f"clip capture is {piece.size}, expected {(cx1 - cx0, cy1 - cy0)}")
    x0, y0, x1, y1 = plan.paste
    pixels = np.array(base.rgb, copy=True)
    pixels[y0:y1, x0:x1] = piece.rgb[y0 - cy0 : y1 - cy0, x0 - cx0 : x1 - cx0]
    return Frame(pixels, jpeg_tables=base.jpeg_tables)


def _same_document(before: Any, after: Any) -> bool:
    if not (isinstance(before, dict) and isinstance(after, dict)):
        return False
    count = before.get("mutations")
    return isinstance(count, int) and count == after.get("mutations")


def _boxes(raw: Any, viewport: tuple[int, int]) -> list[tuple[int, int, int, int] | None]:
    """The on-screen part of each box in whole pixels; None for one that is not a box."""
    if not isinstance(raw, list):
        return [None]
    out: list[tuple[int, int, int, int] | None] = []
    for reported in raw:
        box = pixel_box(reported, 1.0, viewport)
        if box is None or (box[2] > box[0] and box[3] > box[1]):
            out.append(box)
    return out


def _down(v: int) -> int:
    return v - v % GRID


def _up(v: int, limit: int) -> int:
    return min(limit, -(-v // GRID) * GRID)
