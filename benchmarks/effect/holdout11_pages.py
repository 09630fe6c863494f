"""Pages of the HOLDOUT11 part of the effect set (being written: no page yet)."""

from __future__ import annotations

from page_js import page_html

PAGES: dict[str, str] = {}
THEMES: dict[str, tuple[str, ...]] = {}
HOLDOUT11_SCENARIOS: list[tuple[str, str, str, str, str, str, dict[str, object]]] = []


def holdout11_page(doc: str, theme: str) -> str:
    return page_html(PAGES[doc], theme)
