"""What the integrations share: image payloads, screen scaling and a Chromium screen.

The Chromium-backed computers of the Anthropic and OpenAI integrations both need the same
few things from a browser: screenshots as base64 in the size the model sees, a settle after
each gesture (the reference tools sleep a fixed 2 s instead), pointer gestures with held
modifier keys, and coordinates mapped between the model's screen and the page.
:class:`ChromiumScreen` is that, built on :class:`~vigil.envs.browser.BrowserEnv`. It is
synchronous (Playwright's sync API): the Anthropic tool runs it on a thread of its own.
"""

from __future__ import annotations

import base64
import logging
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Literal

from vigil.actions import Action
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.envs.browser import BrowserEnv, playwright_keys
from vigil.errors import EnvironmentFailure
from vigil.frames import Frame
from vigil.frames.settle import first_change, frames_equal, settle

__all__ = [
    "ChromiumScreen",
    "Shot",
    "data_url",
    "feedback_for",
    "media_type",
    "prepare_aside",
    "prepare_quietly",
    "scaled_size",
]

log = logging.getLogger(__name__)

#: Screen sizes computer-use models are best at (Anthropic's guidance): a larger screen is
#: shown to the model scaled down to the one of the same aspect ratio.
SCALING_TARGETS: dict[str, tuple[int, int]] = {
    "XGA": (1024, 768),
    "WXGA": (1280, 800),
    "FWXGA": (1366, 768),
}


def scaled_size(width: int, height: int) -> tuple[int, int]:
    """The size the model sees for a ``width`` x ``height`` screen.

    The first target whose aspect ratio is within 0.02 of the screen's, when it is smaller;
    otherwise the screen's own size (no scaling).
    """
    ratio = width / height
    for tw, th in SCALING_TARGETS.values():
        if abs(tw / th - ratio) < 0.02:
            return (tw, th) if tw < width else (width, height)
    return (width, height)


_PREPARER: ThreadPoolExecutor | None = None
_PREPARER_LOCK = threading.Lock()


def prepare_quietly(monitor: Any, frame: Frame) -> None:
    """``monitor.prepare(frame)``, where a failure only means the check does that work itself
    (it never costs the loop its step)."""
    try:
        monitor.prepare(frame)
    except Exception as exc:  # the check recomputes whatever is missing
        log.debug("vigil prepare failed: %s", exc)


def prepare_aside(monitor: Any, frame: Frame | None) -> Future[None] | None:
    """Start :func:`prepare_quietly` on a helper thread and return its future.

    For a synchronous loop, whose action holds the caller's thread while the browser works:
    the ``pre``-only part of the check is done in that time instead of after it. Wait for
    the future before the check.
    """
    global _PREPARER
    if frame is None:
        return None
    with _PREPARER_LOCK:
        if _PREPARER is None:
            _PREPARER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vigil-prepare")
    return _PREPARER.submit(prepare_quietly, monitor, frame)


def feedback_for(verdict: Any, *, always: bool = False) -> str | None:
    """What the model should read after a step, or None: the Monitor's feedback when it
    warns of a missing effect or nudges about a loop (every step with ``always``).

    Steps that simply worked leave the loop's transcript untouched — including the
    Monitor's narration of what changed, which the model can see on its own screenshot.
    """
    if not (always or verdict.warning or verdict.loop_event is not None or verdict.stop):
        return None
    text = str(verdict.feedback)
    if verdict.stop:
        text += "\nVigil: the agent is stuck in a loop; the run should stop here."
    return text


def media_type(b64: str) -> str:
    """``image/jpeg`` or ``image/png`` from a base64 payload's first bytes.

    Loops often hard-code ``image/png``; a JPEG declared as PNG may be refused by an API, so
    helpers that build image blocks ask the payload instead.
    """
    if b64.startswith("/9j/"):
        return "image/jpeg"
    if b64.startswith("UklGR"):
        return "image/webp"
    return "image/png"


def data_url(b64: str) -> str:
    """A ``data:`` URL for a base64 screenshot, with its real media type."""
    return f"data:{media_type(b64)};base64,{b64}"


class Shot:
    """One screenshot in the model's screen space: the decoded frame and its payload (the
    base64 image the model is sent).

    The payload of a capture is its own bytes. A frame pieced together here (a hover frame:
    a clip laid over the last vouched capture) or scaled for the model has no such bytes,
    so its payload is encoded when first asked for: a hover-aware ``pre``, which only the
    Monitor reads, never pays for an encode.
    """

    __slots__ = ("_b64", "_format", "frame")

    def __init__(self, b64: str | None, frame: Frame, image_format: str = "jpeg") -> None:
        self._b64 = b64
        self.frame = frame
        self._format = image_format

    @property
    def b64(self) -> str:
        if self._b64 is None:
            self._b64 = self.frame.to_base64(self._format)
        return self._b64

    def __repr__(self) -> str:
        return f"Shot({self.frame!r})"


class ChromiumScreen:
    """A Chromium page seen at the model's screen size (see the module docstring).

    ``viewport`` is the page's real size; ``scaling`` shows it to the model at
    :func:`scaled_size` (XGA / WXGA / FWXGA) and maps the model's coordinates back.
    Screenshots are JPEG by default: Chromium encodes them in about half the time of a PNG
    and they decode several times faster, which keeps the Monitor's share of a step small.
    """

    def __init__(
        self,
        viewport: tuple[int, int] = (1280, 800),
        *,
        scaling: bool = True,
        config: RunConfig | None = None,
        screenshot_format: Literal["jpeg", "png"] = "jpeg",
        jpeg_quality: int = 85,
        headless: bool = True,
        executable: str | None = None,
        browser: Any = None,
        transient_watch_s: float = 0.45,
    ) -> None:
        self.env = BrowserEnv(
            viewport,
            headless=headless,
            executable=executable,
            screenshot_format=screenshot_format,
            jpeg_quality=jpeg_quality,
            browser=browser,
        )
        self.config = config if config is not None else RunConfig()
        self.format = screenshot_format
        self.scaling = scaling
        self.viewport = (int(viewport[0]), int(viewport[1]))
        self.display = scaled_size(*self.viewport) if scaling else self.viewport
        self.pointer: tuple[float, float] | None = None
        #: How long a verified step's new screen is watched for a message that vanishes
        #: (the runner's ``transient_watch_s``; 0 turns it off).
        self.transient_watch_s = max(0.0, float(transient_watch_s))
        self._last: tuple[bytes, Frame] | None = None
        self._last_shot: tuple[Frame, Shot] | None = None
        #: The hover-aware ``pre`` of the step under way and its URL: set by
        #: :meth:`hover_shot`, used by the next :meth:`settled_shot` after an action.
        self._armed: tuple[Frame, str | None] | None = None

    # -- lifecycle ---------------------------------------------------------------------------
    def open(self, url: str | None = None, viewport: tuple[int, int] | None = None) -> Shot:
        """Start the browser (first call) and open ``url`` in a fresh context, at a new
        ``viewport`` when one is given (the model's screen size follows it)."""
        if viewport is not None:
            self.viewport = (int(viewport[0]), int(viewport[1]))
            self.display = scaled_size(*self.viewport) if self.scaling else self.viewport
        self.env.reset(Task("", start_url=url or "about:blank", viewport=self.viewport))
        self._last = None
        self._last_shot = None
        self._armed = None
        self.pointer = None
        return self.shot()

    def close(self) -> None:
        self.env.close()

    @property
    def page(self) -> Any:
        return self.env.page

    @property
    def url(self) -> str | None:
        return self.env.current_url

    @property
    def scaled(self) -> bool:
        return self.display != self.viewport

    # -- coordinates -------------------------------------------------------------------------
    def to_page(self, x: float, y: float) -> tuple[float, float]:
        """Model-screen coordinates → page (CSS pixel) coordinates."""
        if not self.scaled:
            return (float(x), float(y))
        fx = self.viewport[0] / self.display[0]
        fy = self.viewport[1] / self.display[1]
        return (round(x * fx), round(y * fy))

    def to_model(self, x: float, y: float) -> tuple[int, int]:
        """Page coordinates → model-screen coordinates."""
        fx = self.display[0] / self.viewport[0]
        fy = self.display[1] / self.viewport[1]
        return (round(x * fx), round(y * fy))

    def check_point(self, x: Any, y: Any) -> tuple[float, float]:
        """Validate a model coordinate and map it to the page; errors name the bounds."""
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (x, y)):
            raise EnvironmentFailure(f"coordinate must be two numbers, got {[x, y]!r}")
        w, h = self.display
        if not (0 <= x <= w and 0 <= y <= h):
            raise EnvironmentFailure(f"coordinate {[x, y]} is outside the {w}x{h} screen")
        return self.to_page(x, y)

    # -- looking -----------------------------------------------------------------------------
    def _grab(self) -> Frame:
        """A raw page screenshot; byte-identical repeats come back as the same Frame."""
        page = self.env.page
        last_exc: Exception | None = None
        for _ in range(3):
            try:
                data = self.env.poll_bytes()  # the env has this screen's format
                break
            except Exception as exc:  # between two documents Chromium refuses a capture
                last_exc = exc
                page.wait_for_timeout(100)
        else:
            raise EnvironmentFailure(f"screenshot failed: {last_exc}") from last_exc
        if self._last is not None and self._last[0] == data:
            return self._last[1]
        frame = Frame(data)
        self._last = (data, frame)
        return frame

    def shot(self, frame: Frame | None = None, *, payload: bool = True) -> Shot:
        """The current screen as the model sees it (scaled when the screen is); ``frame``:
        a frame of the page just captured (or pieced together), instead of a new capture.
        ``payload=False``: the shot is for the Monitor, not the model; an image with no
        capture bytes of its own is then encoded only if asked for."""
        frame = frame if frame is not None else self._grab()
        if self._last_shot is not None and self._last_shot[0] is frame:
            return self._last_shot[1]
        b64: str | None = None
        if self.scaled:
            from PIL import Image

            shown = Frame(frame.pil.resize(self.display, Image.Resampling.BILINEAR))
        else:
            shown = frame
            if self._last is not None and self._last[1] is frame:
                b64 = base64.b64encode(self._last[0]).decode("ascii")
        if b64 is None and payload:
            b64 = shown.to_base64(self.format)
        # A still page maps to the very same Shot (and Frame): the Monitor's comparisons of
        # it short-circuit on identity.
        shot = Shot(b64, shown, self.format)
        self._last_shot = (frame, shot)
        return shot

    def settled_shot(self, *, after_action: bool = True) -> Shot:
        """Poll until the page is still (bounded by the config), then the shot. After an
        action the page is not still while it waits for the answer to a request the action
        sent (:meth:`BrowserEnv.network_busy`), and a page that vouches nothing is scheduled
        or running is captured once (:meth:`BrowserEnv.still_capture`). After a verified
        step (one that took a :meth:`hover_shot`) whose polled screen changed in place, the
        screen is watched for a message about to vanish, as the runner does."""
        armed, self._armed = self._armed, None
        if after_action and self.config.settle_page_vouch:
            still = self._still()
            if still is not None:
                return self.shot(still)
        settled = self._settle(after_action)
        if after_action and armed is not None:
            return self.shot(self._watched(settled, *armed))
        return self.shot()

    def _still(self) -> Frame | None:
        """One capture the page vouches is the settled screen, or None. With the verifier
        on, the page also says where hover styling shows, so that a :meth:`hover_shot`
        soon after can capture only what the pointer restyles."""
        return self.env.still_capture(
            self.config.settle_timeout_s, self._grab, footprint=self.config.perceptual_verify
        )

    def _settle(self, after_action: bool) -> Frame:
        busy = self.env.network_busy if after_action else None
        return settle(self._grab, **self.config.settle_options(), busy=busy).frame

    def _same(self, a: Frame, b: Frame) -> bool:
        cfg = self.config
        return frames_equal(
            a, b, tolerance=cfg.diff_tolerance, color_tolerance=cfg.diff_color_tolerance
        )

    def _watched(self, settled: Frame, pre: Frame, url: str | None) -> Frame:
        """The screen after a verified step, once a message the step flashed had its chance
        to vanish: up to :attr:`transient_watch_s` of polls, or one capture the page vouches
        for. A validation error shown for 300 ms is still up when two polls 50 ms apart
        agree; the Monitor must see the screen it leaves behind (the same as ``pre``: the
        step did nothing), or it reads the flash as the click's effect."""
        if self.transient_watch_s <= 0 or self.url != url or self._same(pre, settled):
            return settled
        still = self._still() if self.config.settle_page_vouch else None
        if still is not None:
            return settled if self._same(settled, still) else self._settle(True)
        moved = first_change(
            self._grab,
            settled,
            self.transient_watch_s,
            interval_s=self.config.settle_interval_s,
            changed=lambda a, b: not self._same(a, b),
        )
        return settled if moved is None else self._settle(True)

    def hover_shot(self, x: float, y: float) -> Shot:
        """Pointer on a model coordinate, hover styling done, then the shot: a hover-aware
        ``pre``. One capture when the page vouches that its transitions are over, or only
        the places the pointer restyles laid over the last settled capture when the page
        vouched for that one recently (:meth:`BrowserEnv.hover_capture`); polled until still
        otherwise."""
        px, py = self.check_point(x, y)
        limit = self.config.settle_timeout_s
        base = self._last[1] if self._last is not None else None
        frame = self.env.hover_capture(
            px, py, base=base, limit_s=limit, horizon_s=limit, grab=self._grab
        )
        self.pointer = (px, py)
        if frame is None:
            shot = self.settled_shot(after_action=False)
        else:
            shot = self.shot(frame, payload=False)
        assert self._last_shot is not None
        self._armed = (self._last_shot[0], self.url)
        return shot

    def disarm(self) -> None:
        """Forget the hover-aware ``pre`` of a step that did not happen (the tool refused
        it, or it failed): the next action's settle must not watch its screen against a
        ``pre`` taken for another step."""
        self._armed = None

    # -- acting ------------------------------------------------------------------------------
    def history(self, forward: bool = False) -> None:
        """Go one entry back (or ``forward``) in the page's history, as a mouse's back and
        forward buttons do; nothing happens at either end of the history. Waits for the
        new document's load within the browser's navigation timeout; a slower page is the
        settle's business, not an error."""
        page = self.env.page
        go = page.go_forward if forward else page.go_back
        try:
            go(wait_until="load", timeout=self.env.navigation_timeout_s * 1000)
        except Exception as exc:
            if type(exc).__name__ != "TimeoutError":
                raise EnvironmentFailure(
                    f"going {'forward' if forward else 'back'} failed in the browser: {exc}"
                ) from exc
            log.debug("history navigation did not load in time: %s", exc)

    def step(self, action: Action, held: str | None = None) -> None:
        """Perform a Vigil action given in page coordinates, with ``held`` keys down."""
        keys = _modifiers(held)
        kb = self.env.page.keyboard
        for key in keys:
            kb.down(key)
        try:
            self.env.step(action)
        finally:
            for key in reversed(keys):
                kb.up(key)
        pt = action.point
        if action.params.get("to_x") is not None:
            self.pointer = (float(action.params["to_x"]), float(action.params["to_y"]))
        elif pt is not None:
            self.pointer = pt

    def mouse(self, down: bool) -> None:
        mouse = self.env.page.mouse
        if down:
            mouse.down()
        else:
            mouse.up()

    def hold(self, keys: str, seconds: float) -> None:
        held = _modifiers(keys)
        kb = self.env.page.keyboard
        for key in held:
            kb.down(key)
        try:
            self.env.page.wait_for_timeout(max(0.0, seconds) * 1000)
        finally:
            for key in reversed(held):
                kb.up(key)

    def wait(self, seconds: float) -> None:
        deadline = time.monotonic() + max(0.0, seconds)
        self.env.page.wait_for_timeout(max(0.0, seconds) * 1000)
        remaining = deadline - time.monotonic()
        if remaining > 0:
            time.sleep(remaining)

    def zoom(self, region: Any) -> Shot:
        """A region of the model's screen, enlarged to fill the model's screen size."""
        if (
            not isinstance(region, (list, tuple))
            or len(region) != 4
            or not all(isinstance(v, (int, float)) for v in region)
        ):
            raise EnvironmentFailure(f"zoom needs region [x0, y0, x1, y1], got {region!r}")
        x0, y0, x1, y1 = (float(v) for v in region)
        if x1 <= x0 or y1 <= y0:
            raise EnvironmentFailure(f"zoom region {list(region)} is empty")
        w, h = self.display
        if x0 < 0 or y0 < 0 or x1 > w or y1 > h:
            # As a click there is: the model would otherwise see black padding as the page.
            raise EnvironmentFailure(f"zoom region {list(region)} is outside the {w}x{h} screen")
        from PIL import Image

        shown = self.shot().frame
        crop = shown.pil.crop((int(x0), int(y0), int(x1), int(y1)))
        f = min(w / crop.width, h / crop.height)
        big = crop.resize(
            (max(1, round(crop.width * f)), max(1, round(crop.height * f))),
            Image.Resampling.LANCZOS,
        )
        frame = Frame(big)
        return Shot(frame.to_base64(self.format), frame, self.format)


def _modifiers(held: str | None) -> list[str]:
    """Playwright key names of an xdotool chord held during a gesture (``ctrl+shift``)."""
    if not held:
        return []
    chords = playwright_keys(held)
    return [k for chord in chords for k in chord.split("+") if k]
