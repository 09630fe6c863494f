"""BrowserEnv.poll_screenshot in real Chromium: the same pixels as screenshot(), still frames
stay still (even with a blinking caret), real changes show."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from vigil.envs.browser import BrowserEnv
from vigil.frames import Frame
from vigil.frames.settle import frames_equal, settle

pytestmark = [pytest.mark.browser]

PAGE = """<!doctype html><html><body style="font: 16px sans-serif; margin: 40px">
<label>Search <input id="q" value="running shoes"></label>
<p id="msg">Nothing happened yet.</p>
<button id="go" onclick="document.getElementById('msg').textContent = 'Saved 3 items'">
Save</button></body></html>"""


def _env(browser: Any, fmt: str) -> BrowserEnv:
    env = BrowserEnv(  # type: ignore[arg-type]
        (800, 400), browser=browser, screenshot_format=fmt, poll_format="cdp"
    )
    env.reset("about:blank")
    env.page.set_content(PAGE)
    return env


@pytest.mark.parametrize("fmt", ["jpeg", "png"])
def test_poll_gives_the_screenshots_pixels_and_frame(browser: Any, fmt: str) -> None:
    env = _env(browser, fmt)
    try:
        shot = env.screenshot()
        poll = env.poll_screenshot()
        if fmt == "jpeg":
            # same encoder, same settings: the same bytes, hence the very same Frame object
            assert poll is shot
        else:
            # PNG polls compress faster (other bytes), but the pixels are the same
            assert np.array_equal(poll.rgb, shot.rgb)
        assert env.poll_screenshot() is poll
    finally:
        env.close()


def test_polls_of_a_still_page_with_a_focused_field_are_identical(browser: Any) -> None:
    env = _env(browser, "jpeg")
    try:
        env.page.focus("#q")  # a blinking caret, which Playwright hides in its screenshots
        frames = []
        for _ in range(8):
            frames.append(env.poll_screenshot())
            env.page.wait_for_timeout(80)
        assert all(f is frames[0] for f in frames)
        res = settle(env.poll_screenshot, timeout_s=3.0, interval_s=0.05, stable_frames=2)
        assert res.settled and len(res.samples) == 1
    finally:
        env.close()


@pytest.mark.parametrize(
    "script",
    ["", "<script>document.adoptedStyleSheets = [];</script>"],
    ids=["plain", "page-resets-adopted-sheets"],
)
def test_the_caret_stays_hidden_after_the_page_loads_a_new_document(
    browser: Any, script: str
) -> None:
    """Every document of the env's context hides its caret as it starts, and again once it
    has loaded (a page's own script may replace the adopted sheets), so a new document (a
    form submitted, a link followed) needs no DevTools round trip on its first poll."""
    env = _env(browser, "png")
    try:
        env.poll_screenshot()
        page_two = PAGE.replace("Nothing happened yet.", "Page two.") + script
        env.page.goto("data:text/html," + page_two)
        env.page.focus("#q")
        frames = []
        for _ in range(8):
            frames.append(env.poll_screenshot())
            env.page.wait_for_timeout(80)
        assert all(f is frames[0] for f in frames)
    finally:
        env.close()


def test_a_real_change_shows_in_polls(browser: Any) -> None:
    env = _env(browser, "jpeg")
    try:
        before = env.poll_screenshot()
        env.page.click("#go")
        after = env.poll_screenshot()
        assert after is not before
        assert not frames_equal(before, after)
        # the screenshot agrees with the poll about the new state
        assert env.screenshot() is after
    finally:
        env.close()


def test_png_polls_are_lossless(browser: Any) -> None:
    env = _env(browser, "png")
    try:
        poll = env.poll_screenshot()
        ref = env.page.screenshot(type="png")
        assert np.array_equal(poll.rgb, Frame(ref).rgb)
    finally:
        env.close()


def test_poll_format_playwright_uses_screenshot(browser: Any) -> None:
    env = BrowserEnv((800, 400), browser=browser, poll_format="playwright")
    try:
        env.reset("about:blank")
        assert env.poll_screenshot() is env.screenshot()
    finally:
        env.close()
    with pytest.raises(ValueError, match="poll_format"):
        BrowserEnv(poll_format="webp")  # type: ignore[arg-type]


@pytest.mark.parametrize("fmt", ["jpeg", "png"])
def test_poll_format_auto_takes_devtools(browser: Any, fmt: str) -> None:
    """The default polls over DevTools in both formats (cheaper than Playwright's capture);
    the pixels are the screenshot's either way, and in JPEG the very bytes."""
    env = BrowserEnv((800, 400), browser=browser, screenshot_format=fmt)  # type: ignore[arg-type]
    try:
        env.reset("about:blank")
        assert env.poll_format == "auto"
        sent: list[str] = []
        session = env._cdp()
        original = session.send

        def send(method: str, *args: Any, **kwargs: Any) -> Any:
            sent.append(method)
            return original(method, *args, **kwargs)

        session.send = send  # type: ignore[method-assign]
        poll = env.poll_screenshot()
        assert "Page.captureScreenshot" in sent
        shot = env.screenshot()
        assert np.array_equal(poll.rgb, shot.rgb)
        if fmt == "jpeg":
            assert poll is shot
    finally:
        env.close()


HOVER_PAGE = """<!doctype html><html><body style="margin: 0; font: 16px sans-serif">
<style>
#slow { position: absolute; left: 40px; top: 40px; width: 160px; height: 50px;
        background: #3366cc; color: white; transition: background-color .25s ease; }
#slow:hover { background: #cc3333; }
#flat { position: absolute; left: 240px; top: 40px; width: 160px; height: 50px;
        background: #eeeeee; }
#flat:hover { background: #cccccc; }
#long { position: absolute; left: 440px; top: 40px; width: 160px; height: 50px;
        background: #eeeeee; transition: background-color 3s linear; }
#long:hover { background: #222222; }
#spin { position: absolute; left: 40px; top: 300px; width: 20px; height: 20px;
        background: #888; animation: turn 1s linear infinite; }
@keyframes turn { to { transform: rotate(360deg); } }
iframe { position: absolute; left: 40px; top: 150px; width: 300px; height: 100px; }
</style>
<button id="slow">Save</button><button id="flat">Plain</button><button id="long">Slow</button>
<div id="spin"></div><iframe srcdoc="<p>inside a frame</p>"></iframe></body></html>"""


def _hover_env(browser: Any) -> BrowserEnv:
    env = BrowserEnv((800, 400), browser=browser)  # type: ignore[arg-type]
    env.reset("about:blank")
    env.page.set_content(HOVER_PAGE)
    return env


@pytest.mark.parametrize("target", [(120, 65), (320, 65)], ids=["transition", "instant"])
def test_a_vouched_hover_frame_is_the_finished_hover(browser: Any, target: Any) -> None:
    """One capture after ``await_hover`` shows what the pointer's rest shows, even while a
    spinner elsewhere never stops: the page waited out the transition it started."""
    env = _hover_env(browser)
    try:
        before = env.poll_screenshot()
        env.move_pointer(*target)
        assert env.await_hover(1.0) is True
        vouched = env.poll_screenshot()
        env.page.wait_for_timeout(600)
        rested = env.poll_screenshot()
        spinner = np.zeros((400, 800), bool)
        spinner[290:335, 30:75] = True
        assert frames_equal(vouched, rested, ignore=spinner)
        assert not frames_equal(before, vouched, ignore=spinner)  # the hover did show
    finally:
        env.close()


def test_await_hover_declines_what_it_cannot_vouch_for(browser: Any) -> None:
    env = _hover_env(browser)
    try:
        env.move_pointer(190, 200)  # over the iframe: its document paints by itself
        assert env.await_hover(1.0) is False
        env.move_pointer(520, 65)  # a 3 s transition outlasts the limit
        assert env.await_hover(0.5) is False
        # the page's hover state is not at the asked point (as while a busy renderer has
        # not dispatched the move yet): the pointer rests on #slow, the question is #flat
        from vigil import await_hover

        env.move_pointer(120, 65)
        env.page.wait_for_timeout(400)
        assert await_hover(env.page, 120, 65) is True
        assert await_hover(env.page, 320, 65) is False
    finally:
        env.close()


def test_await_hover_works_on_a_plain_playwright_page(browser: Any) -> None:
    """A loop of one's own (no BrowserEnv): the README's two lines on a Playwright page."""
    from vigil import await_hover

    context = browser.new_context(viewport={"width": 800, "height": 400})
    try:
        page = context.new_page()
        page.set_content(HOVER_PAGE)
        page.mouse.move(120, 65)
        assert await_hover(page, 120, 65) is True
        color = page.evaluate("getComputedStyle(document.getElementById('slow')).backgroundColor")
        assert color == "rgb(204, 51, 51)"  # the transition has ended: the full hover colour
    finally:
        context.close()
