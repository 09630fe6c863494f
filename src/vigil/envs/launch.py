"""Finding and launching Chromium for Playwright, without a browser download.

Playwright normally downloads its own browser build; many machines (CI images, air-gapped
hosts) cannot. Vigil prefers a system Chromium by ``executable_path`` and falls back to
Playwright's bundled browser only when one is installed.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from vigil.errors import BackendUnavailable

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

__all__ = ["chromium_args", "find_chromium", "launch_chromium"]

_CANDIDATES = (
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
)

INSTALL_HINT = (
    "no Chromium found: install one (Debian/Ubuntu: `apt-get install chromium`), "
    "or `playwright install chromium` where downloads are allowed, or pass its path "
    "(VIGIL_CHROMIUM / --chromium)"
)


def find_chromium(explicit: str | None = None) -> str | None:
    """The Chromium executable to use: ``explicit``, else a system install, else None."""
    if explicit:
        if Path(explicit).exists():
            return explicit
        raise BackendUnavailable(f"Chromium not found at {explicit!r}; {INSTALL_HINT}")
    for candidate in _CANDIDATES:
        if Path(candidate).exists():
            return candidate
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium_args(*, as_root: bool | None = None) -> list[str]:
    """Launch flags: quiet offline start-up always; no sandbox only when running as root.

    Chromium refuses to start its sandbox as root, so root (containers, CI) gets
    ``--no-sandbox``; everyone else keeps the sandbox.
    """
    if as_root is None:
        as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    args = [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--font-render-hinting=none",
    ]
    if as_root:
        args.insert(0, "--no-sandbox")
    return args


def launch_chromium(
    playwright: Playwright,
    *,
    headless: bool = True,
    executable: str | None = None,
    extra_args: list[str] | None = None,
) -> Browser:
    """Launch Chromium headless (by default) with :func:`chromium_args`."""
    path = find_chromium(executable)
    kwargs: dict[str, Any] = {
        "headless": headless,
        "args": chromium_args() + list(extra_args or []),
    }
    if path is not None:
        kwargs["executable_path"] = path
    try:
        return playwright.chromium.launch(**kwargs)
    except Exception as exc:  # Playwright raises its own Error type for a missing browser
        if path is None:
            raise BackendUnavailable(INSTALL_HINT) from exc
        raise BackendUnavailable(f"Chromium at {path} failed to start: {exc}") from exc
