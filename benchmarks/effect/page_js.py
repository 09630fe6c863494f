# ruff: noqa: E501  (the JavaScript snippets read better unwrapped)
"""The page shell and the few JavaScript snippets every page module of the effect set writes.

Scenarios wire their behaviour as JavaScript strings run in the page; these build the common
ones. The strings must not change: the frozen parts' frames were rendered from them.
"""

from __future__ import annotations


def page_html(body: str, theme: str) -> str:
    """A whole document around ``body``; the dark theme is a ``dark`` class on ``<body>``."""
    cls = ' class="dark"' if theme == "dark" else ""
    return f'<!doctype html><html><head><meta charset="utf-8"></head><body{cls}>{body}</body></html>'


def by_id(ident: str) -> str:
    return f"document.getElementById('{ident}')"


def on_click(sel: str, js: str) -> str:
    return f"document.querySelector('{sel}').addEventListener('click', () => {{ {js} }});"


def on_key(sel: str, key: str, js: str) -> str:
    return f"document.querySelector('{sel}').addEventListener('keydown', e => {{ if (e.key === '{key}') {{ e.preventDefault(); {js} }} }});"


def flash(show: str, hide: str) -> str:
    """Show something 30 ms after the action and take it away 450 ms later."""
    return f"setTimeout(() => {{ {show} }}, 30); setTimeout(() => {{ {hide} }}, 480);"
