"""Deterministic role confirmation in a real browser: ask the DOM, not a model.

When the agent drives a browser, the page itself knows what is under a piece of text:
a ``<button>``, a link, an ``<input>`` labelled "Email". :class:`AccessibilityRoleChecker`
reads that role for every element OCR found — it maps the text's screen box to CSS pixels,
takes ``document.elementFromPoint`` at its centre and walks up the ancestors computing each
one's ARIA role (the explicit ``role`` attribute, else the implicit role of its tag, the
way browsers build the accessibility tree). A ``<label>`` counts as the role of the control
it labels, so "field: Email" is confirmed by the text box its label names.

No model, no randomness: the same page gives the same answer, in milliseconds. It plugs
into :func:`vigil.verify_screen_match` as the ``vlm_client`` because it has the
``confirm_roles(frame, found)`` method the verifier looks for (the
:class:`~vigil.vlm.base.RoleConfirmer` protocol) and answers in the VLM's JSON shape.

The page must still show the frame that was OCR'd (verify right after the screenshot).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from vigil.errors import BackendError
from vigil.frames.frame import Frame, FrameLike, as_frame

__all__ = ["ROLE_SYNONYMS", "AccessibilityRoleChecker", "accepted_roles"]

log = logging.getLogger(__name__)

#: What an agent may call a role → the ARIA roles that satisfy it.
ROLE_SYNONYMS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}),
    "link": frozenset({"link"}),
    "field": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "input": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "textbox": frozenset({"textbox", "searchbox"}),
    "textfield": frozenset({"textbox", "searchbox"}),
    "text field": frozenset({"textbox", "searchbox"}),
    "search": frozenset({"searchbox", "textbox", "search"}),
    "searchbox": frozenset({"searchbox", "textbox"}),
    "checkbox": frozenset({"checkbox", "switch", "menuitemcheckbox"}),
    "switch": frozenset({"switch", "checkbox"}),
    "toggle": frozenset({"switch", "checkbox", "button"}),
    "radio": frozenset({"radio", "menuitemradio"}),
    "dropdown": frozenset({"combobox", "listbox"}),
    "select": frozenset({"combobox", "listbox"}),
    "combobox": frozenset({"combobox"}),
    "heading": frozenset({"heading"}),
    "title": frozenset({"heading"}),
    "tab": frozenset({"tab"}),
    "menuitem": frozenset({"menuitem", "menuitemcheckbox", "menuitemradio"}),
    "image": frozenset({"img"}),
    "img": frozenset({"img"}),
    "icon": frozenset({"img", "button"}),
    "slider": frozenset({"slider"}),
    "option": frozenset({"option"}),
    "cell": frozenset({"cell", "gridcell", "columnheader", "rowheader"}),
    "dialog": frozenset({"dialog", "alertdialog"}),
    "alert": frozenset({"alert", "status"}),
}

# How many ancestors above the element under the text may carry the role (a button's
# text sits in a <span> inside it; a card's title is not the card's button).
_MAX_DEPTH = 4

# Pixels (CSS) within which a control whose accessible name matches the text counts as the
# text's control when the text is not inside it (a <div> caption above an aria-labelled
# input). Such a match is weaker evidence, hence its lower confidence.
_NEAR_PX = 160
_NEAR_CONFIDENCE = 0.85

_JS = r"""
([points, maxDepth, nearPx]) => {
  const norm = (s) => (s || '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
      .toLowerCase().replace(/\s+/g, ' ').trim();
  const implicitRole = (el) => {
    if (!el || !el.tagName) return '';
    const explicit = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    if (explicit) return explicit.toLowerCase();
    const tag = el.tagName.toLowerCase();
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'a' || tag === 'area') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'input') {
      const t = (el.getAttribute('type') || 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(t)) return 'button';
      if (t === 'checkbox') return 'checkbox';
      if (t === 'radio') return 'radio';
      if (t === 'range') return 'slider';
      if (t === 'number') return 'spinbutton';
      if (t === 'search') return 'searchbox';
      if (t === 'hidden') return '';
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return (el.multiple || el.size > 1) ? 'listbox' : 'combobox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'img') return el.getAttribute('alt') === '' ? '' : 'img';
    if (tag === 'option') return 'option';
    if (tag === 'li') return 'listitem';
    if (tag === 'td') return 'cell';
    if (tag === 'th') return 'columnheader';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'nav') return 'navigation';
    if (tag === 'label') return 'label';
    if (el.isContentEditable) return 'textbox';
    return '';
  };
  const controlOf = (el) => {
    if (!el || !el.tagName) return null;
    if (el.tagName.toLowerCase() === 'label') return el.control || null;
    return null;
  };
  const accName = (el) => {
    const parts = [el.getAttribute('aria-label'), el.getAttribute('placeholder'),
                   el.getAttribute('title'), el.getAttribute('alt')];
    if (el.labels) for (const l of el.labels) parts.push(l.textContent);
    const by = el.getAttribute('aria-labelledby');
    if (by) for (const id of by.split(/\s+/)) {
      const ref = document.getElementById(id); if (ref) parts.push(ref.textContent);
    }
    if (['button', 'a', 'summary'].includes(el.tagName.toLowerCase())
        || el.getAttribute('role')) parts.push(el.textContent);
    if (el.tagName.toLowerCase() === 'input') parts.push(el.value);
    return parts.filter(Boolean).map(norm);
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  return points.map(([x, y, text]) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return {found: false, chain: [], tag: '', near: []};
    const chain = [];
    let el = hit;
    for (let depth = 0; el && el !== document.body && depth <= maxDepth; depth++) {
      const role = implicitRole(el);
      if (role === 'label') {
        const c = controlOf(el);
        chain.push(c ? implicitRole(c) || 'label' : 'label');
      } else if (role) {
        chain.push(role);
      }
      el = el.parentElement;
    }
    const want = norm(text);
    const near = [];
    if (want) {
      const controls = document.querySelectorAll(
        'button, a[href], input, textarea, select, summary, [role], [contenteditable=""],' +
        ' [contenteditable="true"]');
      for (const c of controls) {
        if (!visible(c)) continue;
        const names = accName(c);
        if (!names.some((n) => n && (n === want || n.includes(want) || want.includes(n)))) continue;
        const r = c.getBoundingClientRect();
        const dx = Math.max(r.left - x, 0, x - r.right);
        const dy = Math.max(r.top - y, 0, y - r.bottom);
        if (Math.hypot(dx, dy) <= nearPx) near.push(implicitRole(c));
      }
    }
    return {found: true, chain, tag: hit.tagName.toLowerCase(), near};
  });
}
"""


def accepted_roles(role: str) -> frozenset[str]:
    """The ARIA roles that satisfy an agent's role word (``"field"`` → textbox, …)."""
    key = " ".join(role.strip().lower().split())
    return ROLE_SYNONYMS.get(key, frozenset({key}))


class AccessibilityRoleChecker:
    """Confirms roles from the live page under the text OCR found; a ``RoleConfirmer``.

    Args:
        page: a Playwright (sync API) ``Page`` showing the frame being verified.
        max_depth: ancestors above the element under the text that may carry the role.
    """

    def __init__(self, page: Any, *, max_depth: int = _MAX_DEPTH) -> None:
        self.page = page
        self.max_depth = max_depth

    def roles_at(
        self, frame: FrameLike | None, points: Sequence[tuple[float, float, str]]
    ) -> list[dict[str, Any]]:
        """Raw DOM facts for frame-pixel points: the role chain and nearby named controls."""
        try:
            inner = self.page.evaluate("[window.innerWidth, window.innerHeight]")
            scale = 1.0
            if frame is not None and inner and inner[0]:
                scale = as_frame(frame).width / float(inner[0])
            css = [[x / scale, y / scale, text] for x, y, text in points]
            result: list[dict[str, Any]] = self.page.evaluate(_JS, [css, self.max_depth, _NEAR_PX])
        except Exception as exc:
            raise BackendError(f"accessibility role check failed in the page: {exc}") from exc
        return result

    def confirm_roles(self, frame: Frame, found: Sequence[dict[str, Any]]) -> dict[str, Any]:
        """Answer in the VLM's shape: ``{"confirmed": [...], "overall_confidence": x}``."""
        points: list[tuple[float, float, str]] = []
        for el in found:
            box = el.get("box")
            if box is None:
                points.append((-1.0, -1.0, str(el.get("text", ""))))
            else:
                x0, y0, x1, y1 = box
                points.append(((x0 + x1) / 2.0, (y0 + y1) / 2.0, str(el.get("text", ""))))
        facts = self.roles_at(frame, points)
        confirmed: list[dict[str, Any]] = []
        for i, (el, fact) in enumerate(zip(found, facts, strict=False), start=1):
            want = accepted_roles(str(el.get("role", "")))
            chain = [r for r in fact.get("chain", []) if r]
            if el.get("box") is None or not fact.get("found"):
                item = {"index": i, "role_confirmed": False, "actual_role": "", "confidence": 0.0}
            elif any(r in want for r in chain):
                actual = next(r for r in chain if r in want)
                item = {
                    "index": i,
                    "role_confirmed": True,
                    "actual_role": actual,
                    "confidence": 1.0,
                }
            elif any(r in want for r in fact.get("near", [])):
                actual = next(r for r in fact["near"] if r in want)
                item = {
                    "index": i,
                    "role_confirmed": True,
                    "actual_role": actual,
                    "confidence": _NEAR_CONFIDENCE,
                }
            else:
                actual = chain[0] if chain else "text"
                item = {
                    "index": i,
                    "role_confirmed": False,
                    "actual_role": actual,
                    "confidence": 1.0,
                }
            confirmed.append(item)
        overall = min((float(c["confidence"]) for c in confirmed), default=0.0)
        return {"confirmed": confirmed, "overall_confidence": overall}

    def __repr__(self) -> str:
        return f"AccessibilityRoleChecker(page={self.page!r})"
