"""The bundled demo shop: served, its traps behave as advertised, its task files are exact.

Everything here runs in the real headless Chromium (the shared ``page`` fixture), because
the traps are about what a screen shows after a real mouse click: a DOM-level ``click()``
would walk straight through the consent layer the way no agent can.
"""

from __future__ import annotations

import io
import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PIL import Image

from vigil.actions import Action, ActionType
from vigil.demo import list_tasks, load_task, serve_demo, static_dir
from vigil.demo.make_tasks import TASK_SPECS, build_tasks, render_task_json

EXPECTED_TASKS = {
    "checkout_consent",
    "signin_flash",
    "hidden_modal",
    "pagination",
    "spinner_captcha",
    "happy_path",
}

# The header clock can tick; stop it so two screenshots of an idle page are pixel-equal.
FROZEN = "clock=off"


@pytest.fixture(scope="module")
def demo() -> Iterator[Any]:
    with serve_demo() as server:
        yield server


def _shot(page: Any) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(page.screenshot())).convert("RGB"))


def _changed_pixels(a: np.ndarray, b: np.ndarray, tolerance: int = 8) -> int:
    """Pixels that moved by more than ``tolerance`` levels in some channel.

    Chromium re-rasterises a region after any DOM change near it and the anti-aliased
    corners of rounded borders can come back one level off; that is not an effect.
    """
    delta = np.abs(a.astype(np.int16) - b.astype(np.int16))
    return int(np.any(delta > tolerance, axis=2).sum())


def _step_point(task: dict[str, Any], index: int) -> tuple[int, int]:
    params = task["steps"][index]["action"]["params"]
    return int(params["x"]), int(params["y"])


def _fallback_point(task: dict[str, Any], index: int, fb: int = 0) -> tuple[int, int]:
    params = task["steps"][index]["fallback"][fb]["params"]
    return int(params["x"]), int(params["y"])


def _settled_click(page: Any, x: int, y: int) -> None:
    """Point first, then click: hover styling must not be mistaken for the click's effect."""
    page.mouse.move(x, y)
    page.wait_for_timeout(50)


# ---- serving ---------------------------------------------------------------------------------
def test_server_serves_every_page_and_asset(demo: Any) -> None:
    files = sorted(p for p in static_dir().rglob("*") if p.is_file())
    assert any(p.name == "shop.html" for p in files)
    for path in files:
        rel = path.relative_to(static_dir()).as_posix()
        with urllib.request.urlopen(demo.url(rel), timeout=5) as resp:
            assert resp.status == 200, rel
            body = resp.read()
            assert body == path.read_bytes(), rel
            if rel.endswith(".js"):
                assert resp.headers["Content-Type"].startswith("text/javascript")
            assert resp.headers["Cache-Control"] == "no-store"


def test_pages_reference_nothing_outside_the_demo() -> None:
    """No network: no absolute URLs in any page, script or stylesheet."""
    for path in static_dir().rglob("*"):
        if path.suffix in {".html", ".js", ".css"}:
            text = path.read_text(encoding="utf-8")
            assert "http://" not in text and "https://" not in text, path.name
            assert "//cdn" not in text and "@import" not in text, path.name


def test_server_picks_a_free_port_and_stops() -> None:
    with serve_demo() as one, serve_demo() as two:
        assert one.port != two.port
        assert one.base_url.startswith("http://127.0.0.1:")
    two.stop()  # a second stop is harmless
    with pytest.raises(OSError):
        urllib.request.urlopen(one.url("index.html"), timeout=2)


# ---- task files ------------------------------------------------------------------------------
def test_task_files_are_complete_and_parse() -> None:
    names = {p.stem for p in list_tasks()}
    assert names >= EXPECTED_TASKS
    for path in list_tasks():
        task = load_task(path.stem)
        assert task == json.loads(path.read_text(encoding="utf-8"))
        assert task["name"] == path.stem
        assert task["start_path"].startswith("/")
        assert set(task["expect"]) == {"on", "off"}
        width, height = task["viewport"]
        for step in task["steps"]:
            for raw in [step["action"], *step.get("fallback", [])]:
                action = Action.from_dict(raw)
                if action.action_type is ActionType.CLICK:
                    assert 0 <= action.params["x"] < width and 0 <= action.params["y"] < height
    with pytest.raises(FileNotFoundError, match="bundled tasks"):
        load_task("no_such_task")


def test_expectations_match_the_story() -> None:
    consent = load_task("checkout_consent")
    assert "buy" in consent["steps"][0]["action"]["reasoning"].lower()
    assert consent["steps"][0]["fallback"][0]["reasoning"].lower().startswith("accept cookies")
    assert load_task("spinner_captcha")["expect"]["on"]["termination_reason"] == "loop"
    assert load_task("pagination")["steps"][0]["repeat"] == 10
    assert load_task("happy_path")["expect"]["on"]["warnings_max"] == 0


def test_committed_task_files_match_a_fresh_measurement(page: Any, demo: Any) -> None:
    """Re-walk every task in Chromium: each click lands where it says, files are not stale."""
    tasks, checks = build_tasks(page, demo.base_url)
    bad = [c for c in checks if not c.ok]
    assert not bad, bad
    assert len(checks) > 30
    # The consent trap is the one click that is meant to land on something else.
    covered = [c for c in checks if not c.expected_hit]
    assert [c.task for c in covered] == ["checkout_consent"]
    assert covered[0].landed_on.startswith("div#consent-layer")
    for task in tasks:
        committed = (list_tasks()[0].parent / f"{task['name']}.json").read_text(encoding="utf-8")
        assert committed == render_task_json(task), f"{task['name']}.json is stale"
    assert len(tasks) == len(TASK_SPECS)


# ---- the traps, in the real browser ------------------------------------------------------------
def test_consent_layer_absorbs_the_click_until_accepted(page: Any, demo: Any) -> None:
    task = load_task("checkout_consent")
    x, y = _step_point(task, 0)
    page.goto(demo.url(f"{task['start_path']}&{FROZEN}"))
    count = page.locator("#cart-count")
    assert count.inner_text() == "0 items"

    _settled_click(page, x, y)
    before = _shot(page)
    page.mouse.click(x, y)
    page.wait_for_timeout(300)
    assert _changed_pixels(before, _shot(page)) == 0  # not one pixel moved
    assert count.inner_text() == "0 items"

    ax, ay = _fallback_point(task, 0)
    page.mouse.click(ax, ay)
    assert page.locator("#consent-layer").count() == 0
    page.mouse.click(x, y)  # the very same click, now that the way is clear
    assert count.inner_text() == "1 item"
    # Consent is remembered across pages.
    page.goto(demo.url("shop.html"))
    assert page.locator("#consent-layer").count() == 0


def test_signin_message_flashes_then_vanishes(page: Any, demo: Any) -> None:
    task = load_task("signin_flash")
    x, y = _step_point(task, 0)
    page.goto(demo.url(f"{task['start_path']}&{FROZEN}"))
    _settled_click(page, x, y)
    before = _shot(page)
    # The page's own clock times the message (a MutationObserver sees it come and go), so the
    # check holds however slowly this machine runs: it stays its full 300 ms, then goes.
    page.evaluate(
        """() => { window.__flash = []; new MutationObserver(() => {
             const box = document.getElementById('flash');
             window.__flash.push([performance.now(), box ? box.textContent : null]); })
             .observe(document.getElementById('flash-slot'), {childList: true}); }"""
    )
    page.mouse.click(x, y)
    page.wait_for_function("window.__flash.some(e => e[1] === null)", timeout=10_000)
    events = page.evaluate("window.__flash")
    shown = [(t, text) for t, text in events if text is not None]
    gone = [t for t, text in events if text is None]
    assert shown and "email and password" in shown[0][1]
    assert gone[-1] > shown[0][0]
    assert gone[-1] - shown[0][0] >= 290  # FLASH_MS is 300; timers never fire early
    assert _changed_pixels(before, _shot(page)) == 0  # settled screen == screen before
    assert page.url.endswith("/signin.html")


def test_signin_succeeds_with_the_demo_account(page: Any, demo: Any) -> None:
    page.goto(demo.url("signin.html?reset=1"))
    page.fill("#email", "demo@vigil.test")
    page.fill("#password", "mugs")
    with page.expect_navigation():
        page.click("#signin")
    assert page.url.endswith("/account.html")
    assert "demo@vigil.test" in page.inner_text("main")


def test_express_modal_is_mounted_hidden(page: Any, demo: Any) -> None:
    task = load_task("hidden_modal")
    x, y = _step_point(task, 0)
    page.goto(demo.url(f"{task['start_path']}&{FROZEN}"))
    _settled_click(page, x, y)
    before = _shot(page)
    page.mouse.click(x, y)
    page.wait_for_timeout(300)
    modal = page.locator("#confirm-modal")
    assert modal.count() == 1  # it is in the DOM ...
    assert not modal.is_visible()  # ... and nowhere on screen
    assert _changed_pixels(before, _shot(page)) == 0

    # The working variant: the standard checkout's modal shows, at the same button position.
    sx, sy = _fallback_point(task, 0)
    with page.expect_navigation():
        page.mouse.click(sx, sy)
    assert page.url.endswith("/checkout.html")
    page.mouse.click(x, y)
    assert page.locator("#confirm-modal").is_visible()


def test_pagination_changes_the_page_under_the_same_button(page: Any, demo: Any) -> None:
    task = load_task("pagination")
    x, y = _step_point(task, 0)
    page.goto(demo.url(task["start_path"]))
    seen = []
    for expected in range(1, 4):
        label = page.inner_text("#page-label")
        assert label == f"Page {expected} of 12"
        names = page.locator(".card .name").all_inner_texts()
        assert len(names) == 6
        seen.append(tuple(names))
        with page.expect_navigation():
            page.mouse.click(x, y)
        assert page.url.endswith(f"page={expected + 1}")
    assert len(set(seen)) == 3  # different products on every page


def test_spinner_captcha_never_resolves(page: Any, demo: Any) -> None:
    task = load_task("spinner_captcha")
    x, y = _step_point(task, 0)
    page.goto(demo.url(f"{task['start_path']}&{FROZEN}"))
    spinner = page.locator("#spinner")
    box = spinner.bounding_box()
    assert box is not None
    for _ in range(3):
        page.mouse.click(x, y)
        page.wait_for_timeout(150)
    frames = [_shot(page)]
    page.wait_for_timeout(400)
    frames.append(_shot(page))
    # Only the spinner moves, and it keeps moving.
    delta = np.abs(frames[0].astype(np.int16) - frames[1].astype(np.int16))
    diff = np.any(delta > 8, axis=2)
    ys, xs = np.nonzero(diff)
    assert len(xs) > 0
    assert xs.min() >= box["x"] - 1 and xs.max() <= box["x"] + box["width"] + 1
    assert ys.min() >= box["y"] - 1 and ys.max() <= box["y"] + box["height"] + 1
    page.wait_for_timeout(1200)
    assert page.inner_text("#status") == "Verifying you are human…"
    assert page.url.endswith("/verify.html")


def test_clock_ticks_on_home_and_on_request_only(page: Any, demo: Any) -> None:
    page.goto(demo.url("index.html?reset=1"))
    first = page.inner_text("#clock")
    page.wait_for_timeout(1100)
    assert page.inner_text("#clock") != first  # home: live by default
    page.goto(demo.url("shop.html"))
    assert page.inner_text("#clock") == "Open 9–18"  # trap pages: static by default
    page.goto(demo.url("shop.html?clock=on"))
    assert "clock" not in page.url  # the parameter is consumed, the setting remembered
    first = page.inner_text("#clock")
    page.wait_for_timeout(1100)
    assert page.inner_text("#clock") != first
    page.goto(demo.url("index.html?clock=off"))
    assert page.inner_text("#clock") == "Open 9–18"
