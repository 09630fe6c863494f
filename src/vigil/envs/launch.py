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
    "or `playwright install chromium` where downloads are allowed, or set VIGIL_CHROMIUM "
    "to the path of its executable"
)


def find_chromium(explicit: str | None = None) -> str | None:
    """The Chromium executable to use: ``explicit``, else a system install, else None.

    ``explicit`` must be an executable file: a folder (the install directory rather than
    the binary in it) or a file without the execute bit passed a mere existence check and
    failed later, at launch, behind a page of Playwright's log."""
    if explicit:
        path = Path(explicit)
        if not path.exists():
            raise BackendUnavailable(f"Chromium not found at {explicit!r}; {INSTALL_HINT}")
        if path.is_dir():
            raise BackendUnavailable(
                f"{explicit!r} is a folder: give the path of the Chromium executable itself "
                "(such as /usr/bin/chromium)"
            )
        if not os.access(path, os.X_OK):
            raise BackendUnavailable(
                f"{explicit!r} is not an executable file: give the path of the Chromium "
                "executable itself (such as /usr/bin/chromium), or make it executable"
            )
        return explicit
    for candidate in _CANDIDATES:
        if Path(candidate).exists():
            return candidate
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


# Chromium's own Google endpoints, pointed at a loopback port Chromium refuses to use
# (9 is on its restricted-port list: the request fails with ERR_UNSAFE_PORT before a
# socket opens or a name is resolved). Only Chromium's internal clients read these;
# pages navigating to accounts.google.com or update.googleapis.com resolve them normally.
_NOWHERE = "http://127.0.0.1:9"

# Playwright (1.65) passes one ``--disable-features`` list of its own, and Chromium keeps
# only the last ``--disable-features`` it is given; a caller's list would silently drop
# these (measured: ``NetworkTimeServiceQuerying`` off -> clients2.google.com comes back,
# ``OptimizationHints`` off -> optimizationguide-pa.googleapis.com). See _merge_features.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
)
PLAYWRIGHT_ENABLED_FEATURES = ("CDPScreenshotNewSurface", "SkipListAccountsWithoutGaiaCookies")


def chromium_args(*, as_root: bool | None = None) -> list[str]:
    """Launch flags: quiet offline start-up always; no sandbox only when running as root.

    Chromium refuses to start its sandbox as root, so root (containers, CI) gets
    ``--no-sandbox``; everyone else keeps the sandbox.

    Two background callers survive ``--disable-background-networking`` and
    ``--disable-component-update`` on Chromium 156 and have no feature flag or
    command-line policy that turns them off, so their endpoints are pointed nowhere:

    * ``--gaia-url``: the identity manager's ``/ListAccounts`` check on every fresh
      profile (~30 DNS queries for accounts.google.com a run, retried with backoff).
    * ``--component-updater=url-source=``: on-demand components (the optimization
      guide's on-device model manifest) that register after start-up and bypass
      ``--disable-component-update`` (update.googleapis.com).
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
        f"--gaia-url={_NOWHERE}",
        f"--component-updater=url-source={_NOWHERE}/",
    ]
    if as_root:
        args.insert(0, "--no-sandbox")
    return args


def _merge_features(args: list[str]) -> list[str]:
    """Fold every ``--disable-features``/``--enable-features`` into one flag each.

    Chromium honours only the last occurrence, and Playwright puts its own first; so
    when ``args`` carries either flag, the result carries one combined flag holding
    Playwright's defaults plus every list given here, in order, without duplicates.
    Args without either flag come back unchanged.
    """
    defaults = {
        "--disable-features=": PLAYWRIGHT_DISABLED_FEATURES,
        "--enable-features=": PLAYWRIGHT_ENABLED_FEATURES,
    }
    merged: dict[str, list[str]] = {}
    rest: list[str] = []
    for arg in args:
        prefix = next((p for p in defaults if arg.startswith(p)), None)
        if prefix is None:
            rest.append(arg)
            continue
        names = merged.setdefault(prefix, list(defaults[prefix]))
        for name in arg[len(prefix) :].split(","):
            if name and name not in names:
                names.append(name)
    return rest + [prefix + ",".join(names) for prefix, names in merged.items()]


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
        "args": _merge_features(chromium_args() + list(extra_args or [])),
    }
    if path is not None:
        kwargs["executable_path"] = path
    try:
        return playwright.chromium.launch(**kwargs)
    except Exception as exc:  # Playwright raises its own Error type for a missing browser
        if path is None:
            raise BackendUnavailable(INSTALL_HINT) from exc
        raise BackendUnavailable(f"Chromium at {path} failed to start: {exc}") from exc
