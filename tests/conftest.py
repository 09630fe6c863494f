"""Shared fixtures: one real headless Chromium per test session (Debian's, by path)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """A real headless Chromium; tests that use it are marked ``browser`` automatically."""
    sync_api = pytest.importorskip("playwright.sync_api")
    from vigil.envs.launch import find_chromium, launch_chromium

    if find_chromium() is None:
        pytest.fail("Chromium is not installed: run `make setup` (apt-get install chromium)")
    with sync_api.sync_playwright() as pw:
        b = launch_chromium(pw)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture()
def page(browser: Any) -> Iterator[Any]:
    """A fresh 1280x800 page in the shared browser."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
    pg = context.new_page()
    try:
        yield pg
    finally:
        context.close()
