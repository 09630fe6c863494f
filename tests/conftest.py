"""Shared fixtures: one real headless Chromium per test session (Debian's, by path).

Browser tests are marked ``browser`` by :func:`pytest_collection_modifyitems`, not by hand:
a test that asks for the ``browser`` fixture (directly or through ``page`` or any fixture
built on it), or lives in a module that starts Chromium itself (``BrowserEnv``,
``launch_chromium``, ``sync_playwright``), gets the mark, so ``-m "not browser"`` really
leaves out every test that needs Chromium.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

# No per-example deadline: the suite must pass on a busy machine (and its no-browser half
# runs on every core at once), where an example may take longer than Hypothesis' 200 ms.
settings.register_profile("vigil", deadline=None)
settings.load_profile("vigil")

#: Source text that means a module drives Chromium without the shared fixture.
_STARTS_CHROMIUM = ("BrowserEnv(", "launch_chromium(", "sync_playwright(")


def _module_starts_chromium(path: Path, cache: dict[Path, bool]) -> bool:
    if path not in cache:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = ""
        cache[path] = any(marker in text for marker in _STARTS_CHROMIUM)
    return cache[path]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    cache: dict[Path, bool] = {}
    conftest = Path(__file__).resolve()
    shares: set[Path] = set()  # modules with a test on the session's browser
    own: set[Path] = set()  # modules that start Chromium themselves
    for item in items:
        uses_fixture = "browser" in getattr(item, "fixturenames", ())
        path = Path(str(item.fspath)).resolve()
        if uses_fixture:
            shares.add(path)
        if path != conftest and _module_starts_chromium(path, cache):
            own.add(path)
        if uses_fixture or path in own:
            item.add_marker(pytest.mark.browser)
    # A sync Playwright runs one per thread: once the session's browser has started, a module
    # that starts its own Chromium in this thread cannot. Such modules run first, whatever
    # order the command line named the files in (the sort is stable, modules stay whole).
    first = own - shares
    items.sort(key=lambda item: Path(str(item.fspath)).resolve() not in first)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """A real headless Chromium shared by the session (``make setup`` installs it)."""
    from playwright.sync_api import sync_playwright

    from vigil.envs.launch import find_chromium, launch_chromium

    if find_chromium() is None:
        pytest.fail("Chromium is not installed: run `make setup` (apt-get install chromium)")
    with sync_playwright() as pw:
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
