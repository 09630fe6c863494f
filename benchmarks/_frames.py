"""Real screenshots for the benchmarks: pages rendered by headless Chromium, cached on disk.

Rendering takes a few seconds, so frames are cached in ``benchmarks/.cache/`` (ignored by
git) and re-rendered only when a page or the size list changes.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from vigil.frames import Frame

HERE = Path(__file__).parent
PAGES = sorted((HERE / "pages").glob("*.html"))
SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]
CACHE = HERE / ".cache" / "frames"


def _key(page: Path, size: tuple[int, int]) -> Path:
    digest = hashlib.sha1(page.read_bytes()).hexdigest()[:10]
    return CACHE / f"{page.stem}-{size[0]}x{size[1]}-{digest}.png"


def render_all(sizes: list[tuple[int, int]] | None = None) -> dict[str, Path]:
    """``{"form@1920x1080": path}`` for every page and size, rendering what is missing."""
    sizes = sizes or SIZES
    wanted = {f"{p.stem}@{w}x{h}": (p, (w, h)) for p in PAGES for (w, h) in sizes}
    out = {name: _key(p, s) for name, (p, s) in wanted.items()}
    missing = {n: v for n, v in wanted.items() if not out[n].exists()}
    if missing:
        from playwright.sync_api import sync_playwright

        from vigil.envs.launch import launch_chromium

        CACHE.mkdir(parents=True, exist_ok=True)
        with sync_playwright() as pw:
            browser = launch_chromium(pw)
            for name, (page_path, (w, h)) in missing.items():
                ctx = browser.new_context(viewport={"width": w, "height": h})
                page = ctx.new_page()
                page.goto(page_path.resolve().as_uri())
                page.screenshot(path=str(out[name]))
                ctx.close()
            browser.close()
    return out


def load_frames(sizes: list[tuple[int, int]] | None = None) -> dict[str, Frame]:
    return {name: Frame(path) for name, path in render_all(sizes).items()}
