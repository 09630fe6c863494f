"""A real browser to act in: Playwright driving Chromium, headless by default.

Brains speak xdotool-style key names (``Return``, ``ctrl+a``, ``Page_Down``) because that is
what computer-use models are trained on; Playwright wants its own (``Enter``, ``Control+a``,
``PageDown``). :func:`playwright_keys` translates, so every :class:`~vigil.actions.ActionType`
reaches the page as the model meant it.

Playwright is imported lazily, inside the methods that need it: ``import vigil`` must work on
a machine without the ``browser`` extra, and a missing Playwright or Chromium is reported as
:class:`~vigil.errors.BackendUnavailable` with what to install.

Screenshots are taken as JPEG at quality 90 by default: on a 1280x800 page Chromium encodes
and ships a JPEG in roughly half the time of a PNG, and decoding it is several times faster.
The verifier's diff tolerates re-encoding noise by design, and every frame of a run goes
through the same encoder, so consecutive frames of an unchanged page stay pixel-identical
(see ``docs/runner.md`` for the measurement). Pass ``screenshot_format="png"`` for lossless.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import inspect
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
from numpy.typing import NDArray

from vigil.actions import Action, ActionType
from vigil.envs.base import Task, as_task
from vigil.envs.hover_region import ClipPlan, footprint_expression, overlay, plan_clip
from vigil.envs.page_idle import install_idle_probe, pixel_box, quiet_expression
from vigil.errors import BackendUnavailable, EnvironmentFailure
from vigil.frames import Frame

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, Playwright

__all__ = ["BrowserEnv", "await_hover", "playwright_keys"]

log = logging.getLogger(__name__)

# Hides the text caret from every capture: Playwright does the same around its own
# screenshots, and a blinking caret would make consecutive polls of a still page differ.
_CARET_SHEET = """function () { let s = window.__vigilCaret;
if (s && document.adoptedStyleSheets.includes(s)) return;
if (!s) { s = new CSSStyleSheet(); s.replaceSync('* { caret-color: transparent !important; }');
window.__vigilCaret = s; }
document.adoptedStyleSheets = [...document.adoptedStyleSheets, s]; }"""
#: Once, on a page whose documents were not all created with :data:`_CARET_AT_START`.
_HIDE_CARET = f"({_CARET_SHEET})()"
#: In every document of the env's context, before its scripts run, and again when it has
#: loaded (a page that replaced the document's adopted sheets meanwhile gets it back). Asking
#: a page after each navigation instead cost a DevTools round trip on the settle's first
#: capture, 6-16 ms on a page still busy with its first frame.
_CARET_AT_START = f"""(() => {{ const hide = {_CARET_SHEET};
hide(); document.addEventListener('DOMContentLoaded', hide);
window.addEventListener('load', hide); }})()"""


# Whether the page vouches that the next capture shows the finished hover at (x, y): false
# when it cannot (a frame, an embed or a canvas under the pointer draws by itself, or the
# page's hover state is not the pointer's yet: the deepest element matching :hover is not the
# one under it), true once every finite CSS transition or animation running has finished.
# A busy renderer may acknowledge a move before it dispatches it (input is dispatched at the
# start of a frame, before its animation-frame callbacks, but a loaded machine can take more
# than one frame): up to four frames are allowed for that. An animation ends on the frame the
# page marks it finished, not when a clock says its time is up, so its ``finished`` promise is
# awaited, bounded by the limit. Infinite animations (a spinner) never end: the Monitor masks
# them as volatile, and they say nothing about whether hover styling is done.
_HOVER_DONE = """async ([x, y, limitMs]) => {
const state = () => {
  const el = document.elementFromPoint(x, y);
  const hovered = document.querySelectorAll(':hover');
  return [el, hovered.length > 0 && hovered[hovered.length - 1] === el];
};
let [el, ready] = state();
for (let frame = 0; !ready && frame < 4; frame++) {
  await new Promise((done) => requestAnimationFrame(() => done()));
  [el, ready] = state();
}
if (!ready || (el && /^(IFRAME|FRAME|EMBED|OBJECT|CANVAS)$/.test(el.tagName))) return false;
const deadline = performance.now() + limitMs;
const running = () => document.getAnimations().filter((a) => a.playState === 'running'
  && a.effect && isFinite(a.effect.getComputedTiming().endTime));
for (let round = 0; round < 3; round++) {
  const finite = running();
  if (finite.length === 0) return true;
  const left = Math.max(...finite.map((a) => {
    const t = a.effect.getComputedTiming();
    return (t.endTime - (t.localTime || 0)) / (Math.abs(a.playbackRate) || 1);
  }));
  const budget = deadline - performance.now();
  if (left > budget) return false;
  const ended = Promise.all(finite.map((a) => a.finished.catch(() => null))).then(() => true);
  const late = new Promise((done) => setTimeout(() => done(false), budget));
  if (!(await Promise.race([ended, late]))) return false;
}
return false; }"""


#: Request kinds that never mean the page waits for an answer: a stream stays open for as
#: long as the page lives, media loads in ranges while it plays.
_OPEN_ENDED = frozenset({"eventsource", "websocket", "media"})


class PendingRequests:
    """The requests a Playwright page sent since the last :meth:`mark` and still waits on.

    Most of what a click changes on a web app arrives with a response (an order placed, a
    row saved), often 100-500 ms later and with nothing drawn meanwhile; a settle that ends
    on the still screen before it tells the model the click did nothing. Pass :meth:`busy`
    as :func:`vigil.settle`'s ``busy`` after acting, and frames polled while the page waits
    never count as still. Streams (event sources, media) are not waited for, and a request
    outstanding for longer than ``patience_s`` (a long poll, a hung API) stops counting.

    Playwright delivers the page's request events whenever its sync API talks to the
    browser, so every screenshot the settle takes brings the count up to date.
    """

    def __init__(self, page: Page | None = None, patience_s: float = 2.0) -> None:
        if patience_s < 0:
            raise ValueError(f"patience_s must not be negative, got {patience_s}")
        self.patience_s = float(patience_s)
        self._sent: dict[Any, float] = {}  # request -> when it was sent
        if page is not None:
            self.attach(page)

    def attach(self, page: Page) -> None:
        """Follow ``page``'s requests (a new page starts with none outstanding)."""
        self._sent.clear()
        page.on("request", self._on_sent)
        page.on("requestfinished", self._on_answered)
        page.on("requestfailed", self._on_answered)

    def mark(self) -> None:
        """Call right before acting: what the page sent earlier is not this action's."""
        self._sent.clear()

    def busy(self) -> bool:
        """Whether a request sent since :meth:`mark`, less than ``patience_s`` ago, has
        not been answered."""
        if not self._sent:
            return False
        now = time.monotonic()
        return any(now - sent < self.patience_s for sent in self._sent.values())

    def _on_sent(self, request: Any) -> None:
        if request.resource_type not in _OPEN_ENDED:
            self._sent[request] = time.monotonic()

    def _on_answered(self, request: Any) -> None:
        self._sent.pop(request, None)


def await_hover(page: Page, x: float, y: float, limit_s: float = 1.0) -> bool:
    """After moving a Playwright page's pointer to (x, y): wait out the styling that started,
    and say whether the page vouches that the next capture shows the finished hover.

    Settling a hover by polling costs two captures and an interval (~90 ms a verified
    step). The page knows better. Once its hover state is the pointer's (the deepest element
    matching ``:hover`` is the one under (x, y); a busy renderer may acknowledge the move
    before it dispatches it, so up to four animation frames are allowed for that), ``:hover``
    rules and ``mouseenter`` handlers have run, and ``document.getAnimations()`` lists every
    transition they started; waiting until the page marks them finished makes one capture
    enough. False (poll until still instead) when the hover state is still elsewhere, when
    something under the pointer paints by itself (a frame, an embed, a canvas), when a
    transition outlasts ``limit_s``, when new ones keep starting, or when the page cannot
    answer. Usable from any Playwright loop: take ``pre`` right after a True and pass
    ``hover_aware=True`` to :meth:`vigil.Monitor.check`.
    """
    try:
        return bool(page.evaluate(_HOVER_DONE, [x, y, max(0.0, limit_s) * 1000.0]))
    except Exception as exc:
        log.debug("the page could not report its animations: %s", exc)
        return False


def _require_no_running_loop() -> None:
    """Fail with a way out when Playwright's sync API cannot start in this thread.

    It runs its own event loop, so it refuses a thread where one is already running: an
    application's async code, a notebook, or another sync Playwright (a second
    ``BrowserEnv``, or the caller's own ``sync_playwright()``), whose loop stays marked as
    running between calls. Playwright's message only says "use the Async API".
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return
    raise EnvironmentFailure(
        "cannot start a browser here: an asyncio event loop is running in this thread "
        "(async code, a notebook, or another sync Playwright such as a second BrowserEnv). "
        "Pass browser=<a Browser already launched in this thread> to share it, or create "
        "the BrowserEnv in a thread of its own"
    )


@functools.cache
def _cdp_send_has_timeout() -> bool:
    """Whether this Playwright bounds a DevTools call (``CDPSession.send(..., timeout=)``).

    Without a bound, a renderer stuck in a script would hang a poll for ever, so polls then
    go through Playwright's screenshot, which has always had one.
    """
    try:
        from playwright.sync_api import CDPSession
    except ImportError:
        return False
    return "timeout" in inspect.signature(CDPSession.send).parameters


@dataclass(frozen=True)
class _Vouched:
    """A frame the page vouched for (:meth:`BrowserEnv.still_capture`): on which page, when,
    and where hover styling showed (the page's footprint, with the DOM mutation count of
    that moment; None when it could not say)."""

    frame: Frame
    page: Any
    at: float
    hover: Any


#: Share of a never-ending animation's on-screen box that the caller's mask must cover.
_MASKED_SHARE = 0.95


def _all_masked(boxes: Any, mask: NDArray[np.bool_], viewport: tuple[int, int]) -> bool:
    """Whether every box (CSS pixels ``[left, top, right, bottom]``) lies in ``mask`` (frame
    pixels: a HiDPI frame is scaled from the viewport): at least :data:`_MASKED_SHARE` of
    the part on screen. A box wholly off screen draws nothing there."""
    if not isinstance(boxes, list) or not boxes or viewport[0] <= 0:
        return False
    height, width = mask.shape
    scale = width / viewport[0]
    for raw in boxes:
        box = pixel_box(raw, scale, (width, height))
        if box is None:
            return False
        x0, y0, x1, y1 = box
        if x1 <= x0 or y1 <= y0:
            continue
        if float(np.count_nonzero(mask[y0:y1, x0:x1])) < _MASKED_SHARE * (x1 - x0) * (y1 - y0):
            return False
    return True


# xdotool / X11 keysym names (and a few common spellings) → Playwright key names.
_KEY_NAMES: dict[str, str] = {
    "return": "Enter",
    "enter": "Enter",
    "kp_enter": "Enter",
    "backspace": "Backspace",
    "tab": "Tab",
    "escape": "Escape",
    "esc": "Escape",
    "space": " ",
    "delete": "Delete",
    "del": "Delete",
    "insert": "Insert",
    "home": "Home",
    "end": "End",
    "page_down": "PageDown",
    "pagedown": "PageDown",
    "next": "PageDown",
    "page_up": "PageUp",
    "pageup": "PageUp",
    "prior": "PageUp",
    "up": "ArrowUp",
    "down": "ArrowDown",
    "left": "ArrowLeft",
    "right": "ArrowRight",
    "arrowup": "ArrowUp",
    "arrowdown": "ArrowDown",
    "arrowleft": "ArrowLeft",
    "arrowright": "ArrowRight",
    "ctrl": "Control",
    "control": "Control",
    "control_l": "Control",
    "control_r": "Control",
    "shift": "Shift",
    "shift_l": "Shift",
    "shift_r": "Shift",
    "alt": "Alt",
    "alt_l": "Alt",
    "alt_r": "Alt",
    "meta": "Meta",
    "super": "Meta",
    "super_l": "Meta",
    "cmd": "Meta",
    "command": "Meta",
    "win": "Meta",
    "minus": "-",
    "plus": "+",
    "equal": "=",
    "comma": ",",
    "period": ".",
    "slash": "/",
}
for _n in range(1, 13):
    _KEY_NAMES[f"f{_n}"] = f"F{_n}"


def _one_key(name: str) -> str:
    mapped = _KEY_NAMES.get(name.strip().lower())
    if mapped is not None:
        return mapped
    return name.strip()


def playwright_keys(keys: str) -> list[str]:
    """Translate an xdotool-style key string into Playwright ``keyboard.press`` arguments.

    ``"ctrl+a"`` → ``["Control+a"]``; ``"Return"`` → ``["Enter"]``; a space-separated
    sequence (``"ctrl+a BackSpace"``) becomes one press per chord. A lone ``"+"`` or ``" "``
    stays a key rather than a separator.
    """
    text = keys.strip()
    if not text:
        raise EnvironmentFailure("KEY_PRESS needs a key name, got an empty string")
    chords = text.split() if " " in text else [text]
    out: list[str] = []
    for chord in chords:
        if chord == "+" or "+" not in chord:
            out.append(_one_key(chord))
            continue
        parts = [p for p in chord.split("+") if p != ""]
        if chord.endswith("++"):
            parts.append("+")
        out.append("+".join(_one_key(p) for p in parts))
    return out


class BrowserEnv:
    """Chromium through Playwright, at a fixed viewport, headless unless ``headless=False``.

    The browser starts on the first :meth:`reset` (so constructing one is free) and stops on
    :meth:`close` or at the end of a ``with`` block. Pass ``browser=`` to borrow a running
    Playwright browser instead (it is then never closed here). One page per environment; a
    reset opens the task's ``start_url`` in a fresh browser context so cookies and storage
    from an earlier task never leak into the next.

    ``hover_clip=False`` makes :meth:`hover_capture` always capture the whole viewport (to
    compare against, or to rule the clip out when chasing a wrong verdict).
    """

    def __init__(
        self,
        viewport: tuple[int, int] = (1280, 800),
        *,
        headless: bool = True,
        executable: str | None = None,
        screenshot_format: Literal["jpeg", "png"] = "jpeg",
        jpeg_quality: int = 90,
        navigation_timeout_s: float = 15.0,
        max_wait_s: float = 30.0,
        browser: Browser | None = None,
        poll_format: Literal["auto", "cdp", "playwright"] = "auto",
        request_patience_s: float = 2.0,
        hover_clip: bool = True,
    ) -> None:
        if viewport[0] <= 0 or viewport[1] <= 0:
            raise ValueError(f"viewport must be positive, got {viewport}")
        if screenshot_format not in ("jpeg", "png"):
            raise ValueError(
                f"screenshot_format must be 'jpeg' or 'png', got {screenshot_format!r}"
            )
        self.viewport = (int(viewport[0]), int(viewport[1]))
        self.headless = headless
        self.executable = executable
        self.screenshot_format = screenshot_format
        self.jpeg_quality = int(jpeg_quality)
        self.navigation_timeout_s = navigation_timeout_s
        self.max_wait_s = max_wait_s
        self._pw: Playwright | None = None
        # A browser handed in is borrowed: used for contexts, never closed here. Playwright's
        # sync API allows one instance per thread, so a test session or an application that
        # already runs one shares it this way.
        self._borrowed = browser is not None
        self._browser: Browser | None = browser
        self._context: BrowserContext | None = None
        self._page: Page | None = None
        self._pointer: tuple[float, float] | None = None
        self._nav_requested = False
        self._nav_committed = False
        self._last_shot: tuple[bytes, Frame] | None = None
        self._cdp_session: tuple[Page, Any] | None = None
        # Whether the document may lack the caret-hiding stylesheet: polls install it once
        # per document (a DevTools round trip, ~2.5 ms of a ~35 ms poll), not before each.
        self._caret_stale = True
        self.hover_clip = hover_clip
        # The last frame the page vouched for (still_capture): a hover capture may lay a
        # clip over it.
        self._still: _Vouched | None = None
        if poll_format not in ("auto", "cdp", "playwright"):
            raise ValueError(
                f"poll_format must be 'auto', 'cdp' or 'playwright', got {poll_format!r}"
            )
        self.poll_format = poll_format
        if request_patience_s < 0:
            raise ValueError(f"request_patience_s must not be negative, got {request_patience_s}")
        self._requests = PendingRequests(patience_s=request_patience_s)

    # -- lifecycle -----------------------------------------------------------------------------
    def _start(self) -> None:
        if self._browser is not None and not self._browser.is_connected() and not self._borrowed:
            # The browser died with the last task (OOM killer, a crashed renderer): start anew.
            log.warning("the browser process exited; launching a new one")
            self.close()
        if self._browser is not None:
            return
        from vigil.envs.launch import find_chromium, launch_chromium

        # Fail on a missing executable before Playwright starts: the error says what to install.
        executable = find_chromium(self.executable)
        try:
            from playwright.sync_api import sync_playwright
        except ImportError as exc:
            raise BackendUnavailable(
                "the browser environment needs Playwright: pip install 'vigil[browser]' "
                "(Chromium itself: apt-get install chromium, or `playwright install chromium`)"
            ) from exc
        _require_no_running_loop()
        self._pw = sync_playwright().start()
        try:
            self._browser = launch_chromium(self._pw, headless=self.headless, executable=executable)
        except BaseException:
            self._pw.stop()
            self._pw = None
            raise

    def _fresh_page(self) -> Page:
        """A new page; when the browser turns out to be dead (its disconnect event may not
        have arrived yet), launch a new one once."""
        try:
            return self._new_page()
        except Exception as exc:
            if self._borrowed or not self._gone(exc):
                raise EnvironmentFailure(f"could not open a page: {exc}") from exc
            log.warning("the browser process exited; launching a new one")
            self._context = None
            self.close()
            self._start()
            return self._new_page()

    def _new_page(self) -> Page:
        assert self._browser is not None
        if self._context is not None:
            self._context.close()
        self._context = self._browser.new_context(
            viewport={"width": self.viewport[0], "height": self.viewport[1]},
            device_scale_factor=1,
        )
        self._context.set_default_timeout(self.navigation_timeout_s * 1000)
        install_idle_probe(self._context)
        self._context.add_init_script(_CARET_AT_START)
        page = self._context.new_page()
        self._page = page
        self._pointer = None
        self._requests.attach(page)
        page.on("request", self._on_request)
        page.on("framenavigated", self._on_navigated)
        return page

    # Navigation tracking: an action that loads a new document must not return before the
    # new document exists, or the settle poll screenshots the old page (or a page between
    # documents, which Chromium refuses to capture).
    def _on_request(self, request: Any) -> None:
        page = self._page
        if (
            page is not None
            and request.is_navigation_request()
            and request.frame == page.main_frame
        ):
            self._nav_requested = True

    def network_busy(self) -> bool:
        """Whether the page still waits for the answer to a request the last action sent
        (:class:`PendingRequests`, with ``request_patience_s``): the settle after an action
        does not end while it does."""
        return self._requests.busy()

    def _on_navigated(self, frame: Any) -> None:
        page = self._page
        if page is not None and frame == page.main_frame:
            self._nav_committed = True  # the new document hid its caret itself

    def _await_navigation(self) -> None:
        page = self.page
        page.wait_for_timeout(20)  # lets Playwright deliver the request event, if any
        if not self._nav_requested:
            return
        deadline = time.monotonic() + self.navigation_timeout_s
        while not self._nav_committed and time.monotonic() < deadline:
            page.wait_for_timeout(10)
        try:
            page.wait_for_load_state("load", timeout=self.navigation_timeout_s * 1000)
        except Exception as exc:  # a slow page is the settle poll's business, not an error
            log.debug("load state not reached: %s", exc)

    @property
    def page(self) -> Page:
        """The Playwright page (after :meth:`reset`), for callers that need the DOM."""
        if self._page is None:
            raise EnvironmentFailure("the browser has no page yet: call reset(task) first")
        if self.browser_exited:
            raise EnvironmentFailure("the browser process exited")
        return self._page

    @property
    def browser_exited(self) -> bool:
        """True once the Chromium process is gone: every later call fails fast, with that
        reason, instead of waiting for a Playwright timeout."""
        browser = self._browser
        return browser is not None and not browser.is_connected()

    def reset(self, task: Task | str | Any) -> Frame:
        """Open ``task.start_url`` in a fresh context (``about:blank`` when there is none)."""
        spec = as_task(task)
        if spec.viewport is not None and tuple(spec.viewport) != self.viewport:
            self.viewport = (int(spec.viewport[0]), int(spec.viewport[1]))
        self._start()
        page = self._fresh_page()
        url = spec.start_url or "about:blank"
        try:
            page.goto(url, wait_until="load")
        except Exception as exc:
            raise EnvironmentFailure(f"could not open {url}: {exc}") from exc
        return self.screenshot()

    def close(self) -> None:
        """Close the page, the browser and Playwright; safe to call twice."""
        owned = (self._context,) if self._borrowed else (self._context, self._browser)
        for closer in owned:
            if closer is not None:
                try:
                    closer.close()
                except Exception as exc:  # closing a crashed browser must not mask the cause
                    log.debug("ignored error while closing: %s", exc)
        self._context = None
        if not self._borrowed:
            self._browser = None
        self._page = None
        if self._pw is not None:
            try:
                self._pw.stop()
            except Exception as exc:
                log.debug("ignored error while stopping Playwright: %s", exc)
            self._pw = None

    def __enter__(self) -> BrowserEnv:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- observation ---------------------------------------------------------------------------
    @property
    def screen_size(self) -> tuple[int, int]:
        return self.viewport

    @property
    def current_url(self) -> str | None:
        return self._page.url if self._page is not None else None

    def screenshot(self) -> Frame:
        """The viewport as a frame, in ``screenshot_format``. Retried a few times: Chromium
        refuses a capture while the page is between two documents, which a step can hit on a
        slow navigation."""
        return self._capture(self.screenshot_bytes)

    def screenshot_bytes(self) -> bytes:
        """One Playwright capture of the viewport, encoded in ``screenshot_format``, once
        (no retry: :meth:`screenshot` retries). Playwright hides the caret by restyling every
        field around the capture: DOM mutations, which would tell the idle probe the page
        changed. The stylesheet polls install once per document hides it without touching
        the DOM."""
        options: dict[str, Any] = {"type": self.screenshot_format, "animations": "allow"}
        if self.screenshot_format == "jpeg":
            options["quality"] = self.jpeg_quality
        caret: Literal["initial", "hide"] = "initial" if self.hide_caret() else "hide"
        return self.page.screenshot(caret=caret, **options)

    def poll_screenshot(self) -> Frame:
        """The viewport for settle polls and comparisons: the same pixels as
        :meth:`screenshot`, captured the fastest way.

        For PNG, one DevTools call (``Page.captureScreenshot`` with ``optimizeForSpeed``) in
        the same format as :meth:`screenshot`, which compresses faster than Playwright's
        capture (two polls make a settle, so this is paid twice per step). Same encoder, same
        settings: a still page gives the very bytes :meth:`screenshot` gives in JPEG (and the
        same :class:`Frame` object), and the same pixels in PNG (compressed faster, so other
        bytes), so a pair of frames never mixes encodings and JPEG noise cannot read as
        change. Playwright hides the text caret while it captures; a blinking caret would
        make every other poll differ, so polls hide it too (a constructed stylesheet, nothing
        added to the DOM).

        Each DevTools call is bounded by ``navigation_timeout_s``, like Playwright's own
        capture: a renderer stuck in a script ends the poll with a timeout instead of hanging
        the run (``docs/reliability.md``). ``poll_format="playwright"`` polls with
        :meth:`screenshot` instead, and so does a Playwright too old to bound a DevTools call.
        ``"auto"`` (the default) takes DevTools for both formats. PNG saves ~10 ms of a
        ~37 ms capture and a third of the decode at 1280x800. JPEG saves what Playwright
        spends around its capture: the caret stylesheet costs one round trip per document,
        not one per poll, and with Playwright 1.65 a JPEG q90 poll took 64 against 49 ms at
        the settle's cadence, 75 against 47 ms back to back (2026-11-28,
        ``benchmarks/bench_capture.py``), for the very same bytes.
        """
        if not self._polls_over_devtools():
            return self.screenshot()
        return self._capture(self._devtools_shot)

    def poll_bytes(self) -> bytes:
        """The encoded bytes of one :meth:`poll_screenshot` capture, once (no retry), for a
        caller that hands the image on as it is (a model's screenshot) and keeps its own
        frames. In JPEG these are the very bytes :meth:`screenshot_bytes` gives, ~15 ms
        sooner."""
        if not self._polls_over_devtools():
            return self.screenshot_bytes()
        return self._devtools_shot()

    def _devtools_shot(self, clip: tuple[int, int, int, int] | None = None) -> bytes:
        """One DevTools capture (of ``clip``, frame pixels ``(x0, y0, x1, y1)``, or the
        viewport), encoded as :meth:`screenshot` encodes, with the caret hidden."""
        params: dict[str, Any] = {"optimizeForSpeed": True, "captureBeyondViewport": False}
        if clip is not None:
            x0, y0, x1, y1 = clip
            params["clip"] = {"x": x0, "y": y0, "width": x1 - x0, "height": y1 - y0, "scale": 1}
        if self.screenshot_format == "jpeg":
            params.update(format="jpeg", quality=self.jpeg_quality)
        else:
            params["format"] = "png"
        self.hide_caret()
        shot = self._cdp().send("Page.captureScreenshot", params, timeout=self._limit_ms())
        return base64.b64decode(shot["data"])

    def hide_caret(self) -> bool:
        """Make sure the caret-hiding stylesheet is in place: every document of the env's
        context installs it itself as it starts; a new page (its first document may predate
        the init script) gets it once here, a DevTools round trip. A screenshot taken after
        it needs no restyling of the page's fields. False when this Playwright cannot bound
        the call (then let Playwright hide the caret)."""
        if not _cdp_send_has_timeout():
            return False
        if self._caret_stale:
            expression = {"expression": _HIDE_CARET}
            self._cdp().send("Runtime.evaluate", expression, timeout=self._limit_ms())
            self._caret_stale = False
        return True

    def _limit_ms(self) -> float:
        """How long one DevTools call may take: the navigation timeout, like Playwright's
        own capture."""
        return max(1.0, self.navigation_timeout_s * 1000.0)

    def _polls_over_devtools(self) -> bool:
        return self.poll_format != "playwright" and _cdp_send_has_timeout()

    def _cdp(self) -> Any:
        """A DevTools session on the current page (a new page gets a new session)."""
        page = self.page
        if self._cdp_session is None or self._cdp_session[0] is not page:
            assert self._context is not None
            self._cdp_session = (page, self._context.new_cdp_session(page))
            self._caret_stale = True
        return self._cdp_session[1]

    def _capture(self, grab: Callable[[], bytes]) -> Frame:
        page = self.page
        last: Exception | None = None
        for attempt in range(4):
            try:
                data = grab()
                # A still page encodes to the very same bytes: hand back the same Frame,
                # which spares the decode and lets every comparison short-circuit on identity.
                if self._last_shot is not None and self._last_shot[0] == data:
                    return self._last_shot[1]
                frame = Frame(data)
                self._last_shot = (data, frame)
                return frame
            except Exception as exc:
                if self._gone(exc) or page.is_closed():
                    raise EnvironmentFailure("the browser process exited") from exc
                last = exc
                log.debug("screenshot attempt %d failed: %s", attempt + 1, exc)
                self._await_load(page)
        raise EnvironmentFailure(f"screenshot failed: {last}") from last

    def _await_load(self, page: Page) -> None:
        """Give a page between two documents a moment; never raise (the caller retries)."""
        try:
            page.wait_for_load_state("load", timeout=5000)
        except Exception:
            try:
                page.wait_for_timeout(100)
            except Exception as exc:
                log.debug("page gone while waiting to retry a screenshot: %s", exc)

    def role_checker(self) -> Any:
        """A role checker for the screen verifier that asks this browser's current page.

        Resolved at each call, so it keeps working after :meth:`reset` opens a new page:
        pass it as ``vlm=`` to the runner (or ``vlm_client`` to ``verify_screen_match``).
        """
        return _PageRoles(self)

    # -- acting --------------------------------------------------------------------------------
    def move_pointer(self, x: float, y: float) -> None:
        self._still = None
        try:
            self.page.mouse.move(float(x), float(y))
        except EnvironmentFailure:
            raise
        except Exception as exc:
            if self._gone(exc):
                raise EnvironmentFailure("the browser process exited") from exc
            raise EnvironmentFailure(f"could not move the pointer: {exc}") from exc
        self._pointer = (float(x), float(y))

    def _pointer_at(self) -> tuple[float, float]:
        """Where the pointer is: where this env last put it, else the page's origin (where
        Chromium starts it)."""
        return self._pointer if self._pointer is not None else (0.0, 0.0)

    def await_hover(self, limit_s: float = 1.0) -> bool:
        """Wait out the styling the pointer's arrival started (:func:`await_hover` on this
        page, at the pointer); True when one capture now shows the finished hover."""
        x, y = self._pointer_at()
        return await_hover(self.page, x, y, limit_s)

    def still_capture(
        self,
        horizon_s: float = 3.0,
        grab: Callable[[], Frame] | None = None,
        ignore: NDArray[np.bool_] | None = None,
        footprint: bool = False,
    ) -> Frame | None:
        """A capture that is the settled screen, or None when the page cannot vouch for it.

        The page must be quiet (:mod:`vigil.envs.page_idle`: nothing scheduled within
        ``horizon_s``, nothing running, no request the last action sent outstanding) right
        before the capture and right after it, with no DOM mutation in between: then nothing
        changed while the capture waited for its frame (at least one), and nothing is coming.
        ``grab`` captures (default :meth:`poll_screenshot`); it must not touch the DOM, so a
        Playwright screenshot passes ``caret="initial"`` after :meth:`hide_caret`.

        ``ignore`` is the caller's mask of frame pixels it leaves out of every "did the
        screen move?" (places learned as moving by themselves). Animations that never end
        (a spinner) then do not stop the page from vouching when each one's element lies in
        that mask: polling would ignore them too, and only wait two captures to say so.

        ``footprint``: a :meth:`hover_capture` may follow (a verified step), so the second
        question also asks where hover styling shows (no extra round trip; ~1 ms of the
        page's time, spared when nothing will use it).
        """
        before = self._quiet(horizon_s, ignore)
        if before is None:
            return None
        frame = (grab or self.poll_screenshot)()
        answer = self._idle_answer(horizon_s, footprint=footprint and self.hover_clip)
        after = self._quiet_count(answer, ignore)
        if after is None or after != before:
            return None
        hover = answer.get("hover") if answer is not None else None
        self._still = _Vouched(frame, self.page, time.monotonic(), hover)
        return frame

    def hover_capture(
        self,
        x: float,
        y: float,
        base: Frame | None = None,
        limit_s: float = 1.0,
        horizon_s: float = 3.0,
        grab: Callable[[], Frame] | None = None,
    ) -> Frame | None:
        """Move the pointer to (x, y) and return the screen once the hover styling it
        started is done; None when the page cannot vouch that one capture shows it (then
        poll until still). ``grab`` takes a whole capture (default :meth:`poll_screenshot`),
        as for :meth:`still_capture`.

        When ``base`` is the frame :meth:`still_capture` last vouched for (asked with
        ``footprint=True``), and the page
        still agrees that nothing moved since, only the places the move restyles are
        captured and laid over it (:mod:`vigil.envs.hover_region`): the pixels a whole
        capture would give (up to Chromium's own repaint noise beside a restyled element,
        at most a few levels), for about 60 % of its time. Anything the page cannot
        account for takes the whole capture, as :meth:`await_hover` then
        :meth:`poll_screenshot` would.
        """
        whole = grab or self.poll_screenshot
        still = self._still if self._vouched(base, horizon_s) else None
        self.move_pointer(x, y)
        if still is None or not isinstance(still.hover, dict):
            return whole() if self.await_hover(limit_s) else None
        after = self._await_hover_footprint(limit_s, horizon_s)
        if after is None:
            return None
        plan = plan_clip(still.hover, after, self.viewport, still.frame.size)
        if plan is None:
            return whole()
        return self._overlay(still.frame, plan, whole)

    def _await_hover_footprint(self, limit_s: float, horizon_s: float) -> dict[str, Any] | None:
        """:meth:`await_hover` and the hover footprint after it, in one round trip: None when
        the hover is not done (poll until still), ``{}`` when done but the page cannot place
        it (capture it all), else the footprint."""
        x, y = self._pointer_at()
        limit_ms = max(0.0, limit_s) * 1000.0
        expression = (
            f"(async () => {{ const done = await ({_HOVER_DONE})({[x, y, limit_ms]!r}); "
            f"if (done !== true) return null; "
            f"return {footprint_expression(x, y, horizon_s)} || {{}}; }})()"
        )
        answer = self._page_value(expression, wait_s=limit_s)
        return answer if isinstance(answer, dict) else None

    def _vouched(self, base: Frame | None, horizon_s: float) -> bool:
        """Whether ``base`` is the frame the page last vouched for, on this page, with the
        pointer where it was then, recently enough that nothing scheduled could have run."""
        still = self._still
        return (
            self.hover_clip
            and still is not None
            and still.frame is base
            and still.page is self._page
            and time.monotonic() - still.at < horizon_s
            and self._polls_over_devtools()
        )

    def _overlay(self, base: Frame, plan: ClipPlan, whole: Callable[[], Frame]) -> Frame:
        """The clip of ``plan`` captured and laid over ``base``; ``whole()`` when the clip
        cannot be taken."""
        if plan.clip is None:
            return base
        try:
            return overlay(base, Frame(self._devtools_shot(plan.clip)), plan)
        except Exception as exc:
            log.debug("clip capture failed, capturing the whole viewport: %s", exc)
            return whole()

    def is_quiet(self, horizon_s: float = 3.0) -> bool:
        """Whether nothing the page runs is scheduled within ``horizon_s`` or running now,
        and no request the last action sent is outstanding: a change on screen now is no
        message about to vanish by itself."""
        return self._quiet(horizon_s) is not None

    def _quiet(self, horizon_s: float, ignore: NDArray[np.bool_] | None = None) -> int | None:
        """The page's DOM mutation count when it is quiet, None when it is not or cannot say
        (no probe, a page between documents, a Playwright that cannot bound the question).
        With ``ignore``, never-ending animations inside it do not count as running."""
        return self._quiet_count(self._idle_answer(horizon_s), ignore)

    def _quiet_count(
        self, value: dict[str, Any] | None, ignore: NDArray[np.bool_] | None
    ) -> int | None:
        """:meth:`_quiet` on an answer already in hand."""
        if value is None:
            return None
        mutations = value.get("mutations")
        if not isinstance(mutations, int):
            return None
        if value.get("quiet") is True:
            return mutations
        if ignore is not None and _all_masked(value.get("looping"), ignore, self.viewport):
            return mutations
        return None

    def _idle_answer(self, horizon_s: float, footprint: bool = False) -> dict[str, Any] | None:
        """The page's answer to :func:`~vigil.envs.page_idle.quiet_expression`, or None. With
        ``footprint``, a quiet page adds ``hover``: where hover styling shows with the
        pointer where it is (:func:`~vigil.envs.hover_region.footprint_expression`)."""
        if self.network_busy():
            return None
        expression = quiet_expression(horizon_s)
        if footprint:
            x, y = self._pointer_at()
            expression = (
                f"(() => {{ const q = {expression}; "
                f"if (q && q.quiet) q.hover = {footprint_expression(x, y, horizon_s)}; "
                f"return q; }})()"
            )
        value = self._page_value(expression)
        return value if isinstance(value, dict) else None

    def _page_value(self, expression: str, wait_s: float = 0.0) -> Any:
        """The value of ``expression`` evaluated in the page over DevTools (a promise is
        awaited, for at most ``wait_s`` more), or None when the page cannot answer (or this
        Playwright cannot bound the question)."""
        if not _cdp_send_has_timeout():
            return None
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True}
        limit_s = min(self.navigation_timeout_s, 2.0) + max(0.0, wait_s)
        try:
            # Bounded: a renderer stuck in a script answers nothing, and then the settle's
            # polls (bounded too) say so.
            answer = self._cdp().send("Runtime.evaluate", params, timeout=limit_s * 1000)
        except Exception as exc:
            log.debug("the page could not answer: %s", exc)
            return None
        return answer.get("result", {}).get("value")

    def step(self, action: Action) -> None:
        """Deliver ``action`` to the page; returns without waiting for the page to settle."""
        self._nav_requested = self._nav_committed = False
        self._still = None
        self._requests.mark()
        try:
            self._dispatch(action)
            if action.action_type not in (ActionType.WAIT, ActionType.DONE, ActionType.MOVE):
                self._await_navigation()
        except EnvironmentFailure:
            raise
        except Exception as exc:
            if self._gone(exc):
                raise EnvironmentFailure(f"the browser process exited during {action}") from exc
            raise EnvironmentFailure(f"{action} failed in the browser: {exc}") from exc

    def _gone(self, exc: BaseException) -> bool:
        """Did ``exc`` come from a browser that is no longer there? Playwright may report the
        closed target before its own disconnect event arrives, so the message counts too."""
        closed = type(exc).__name__ == "TargetClosedError" or "has been closed" in str(exc)
        return self.browser_exited or closed

    def _xy(self, action: Action) -> tuple[float, float]:
        pt = action.point
        if pt is None:
            raise EnvironmentFailure(f"{action.action_type.value} needs x and y: {action}")
        return pt

    def _dispatch(self, action: Action) -> None:
        page = self.page
        p = action.params
        kind = action.action_type
        mouse = page.mouse
        if kind is ActionType.CLICK:
            x, y = self._xy(action)
            button = str(p.get("button", "left"))
            if button not in ("left", "right", "middle"):
                raise EnvironmentFailure(f"unknown mouse button {button!r}")
            clicks = int(p.get("clicks", 1) or 1)
            mouse.click(x, y, button=button, click_count=clicks)  # type: ignore[arg-type]
            self._pointer = (x, y)
        elif kind is ActionType.DOUBLE_CLICK:
            x, y = self._xy(action)
            mouse.dblclick(x, y)
            self._pointer = (x, y)
        elif kind is ActionType.TYPE:
            if action.point is not None:
                x, y = self._xy(action)
                mouse.click(x, y)
                self._pointer = (x, y)
            page.keyboard.type(str(p.get("text", "")))
        elif kind is ActionType.KEY_PRESS and p.get("history") in ("back", "forward"):
            # A mouse's back/forward button (OpenAI's computer_call): Alt+Left/Right does not
            # walk the history in headless Chromium, so the browser is asked directly.
            walk = page.go_back if p["history"] == "back" else page.go_forward
            walk(wait_until="commit")
        elif kind is ActionType.KEY_PRESS:
            if action.point is not None:
                # An element-targeted key press: focus the element first, as a person would.
                x, y = self._xy(action)
                mouse.click(x, y)
                self._pointer = (x, y)
            for chord in playwright_keys(str(p.get("keys", ""))):
                page.keyboard.press(chord)
        elif kind is ActionType.SCROLL:
            if action.point is not None:
                x, y = self._xy(action)
            else:
                x, y = self._pointer or (self.viewport[0] / 2, self.viewport[1] / 2)
            mouse.move(x, y)
            self._pointer = (x, y)
            notches = float(p.get("amount", 3) or 3)
            step_px = 100.0 * notches
            direction = str(p.get("direction", "down")).lower()
            dx, dy = {
                "down": (0.0, step_px),
                "up": (0.0, -step_px),
                "right": (step_px, 0.0),
                "left": (-step_px, 0.0),
            }.get(direction, (0.0, 0.0))
            if dx == 0.0 and dy == 0.0:
                raise EnvironmentFailure(f"unknown scroll direction {direction!r}")
            mouse.wheel(dx, dy)
        elif kind is ActionType.DRAG:
            x, y = self._xy(action)
            tx, ty = float(p.get("to_x", x)), float(p.get("to_y", y))
            mouse.move(x, y)
            mouse.down()
            mouse.move(tx, ty, steps=12)
            mouse.up()
            self._pointer = (tx, ty)
        elif kind is ActionType.MOVE:
            x, y = self._xy(action)
            self.move_pointer(x, y)
        elif kind is ActionType.WAIT:
            seconds = max(0.0, min(float(p.get("seconds", 1.0) or 0.0), self.max_wait_s))
            # Let the page run (timers, animations) rather than blocking its event loop.
            deadline = time.monotonic() + seconds
            if seconds > 0:
                page.wait_for_timeout(seconds * 1000)
            remaining = deadline - time.monotonic()
            if remaining > 0:
                time.sleep(remaining)
        elif kind is ActionType.DONE:
            return
        else:  # pragma: no cover - ActionType is closed
            raise EnvironmentFailure(f"unsupported action {kind}")

    def __repr__(self) -> str:
        state = "running" if self._browser is not None else "stopped"
        return f"BrowserEnv({self.viewport[0]}x{self.viewport[1]}, {state})"


class _PageRoles:
    """Delegates role checks to :class:`~vigil.verify.a11y.AccessibilityRoleChecker` on the
    environment's page of the moment (the page object changes with every reset)."""

    def __init__(self, env: BrowserEnv) -> None:
        self.env = env

    def confirm_roles(self, frame: Frame, found: Any) -> dict[str, Any]:
        from vigil.verify.a11y import AccessibilityRoleChecker

        result: dict[str, Any] = AccessibilityRoleChecker(self.env.page).confirm_roles(frame, found)
        return result

    def __repr__(self) -> str:
        return f"PageRoles({self.env!r})"
