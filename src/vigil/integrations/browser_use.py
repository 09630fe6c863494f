"""Vigil in a browser-use agent (browser-use 0.x, checked with 0.13).

browser-use's ``Agent.run(on_step_start=..., on_step_end=...)`` calls both hooks with the
agent. After a step, the model's actions are in the last history item
(``agent.history.history[-1].model_output.action``, element *indices*, not coordinates)
with the elements they targeted (``state.interacted_element``, boxes in page coordinates).
:class:`VigilHook` maps each action to a Vigil action at that element's centre, hands the
Monitor the screen before and after the step, and puts what the model should hear into
``agent.state.last_result`` as an ``ActionResult(long_term_memory=...)``: the one place the
next request is built from (messages added any other way are cleared each step).

Coexisting with browser-use's own loop detector (``loop_detection_enabled``, on by
default): it already nudges the model about repeated actions and stagnant pages. Vigil
passes on only the effect WARNING by default (what browser-use cannot see: a click that
changed nothing on screen), never its own loop nudges, so the model is not told the same
thing twice. ``loop_nudges=True`` adds them (for an agent run with
``loop_detection_enabled=False``).

Screens: the ``pre`` is captured in ``on_step_start`` (wire both hooks) or, failing that,
taken from browser-use's own step screenshot; the ``post`` is taken after the step once the
page is still. browser-use paints an orange box on the element it interacts with for ~1 s
(``highlight_elements``); the hook removes it before its capture, but the box can also sit
in browser-use's own screenshot of the next step, so run with
``BrowserProfile(highlight_elements=False)`` when the pre comes from there.

A step may hold several actions; the Monitor judges the last one that can be located on
screen against the screens around the whole step (the others are recorded without frames).

Settling on the page's word: the hook installs Vigil's idle probe (:mod:`vigil.envs.page_idle`)
in every document the agent's tab loads from its first step on, over browser-use's own
DevTools session. Where the page then vouches that it waits for nothing (nothing scheduled,
nothing running, no request of its own in flight, no navigation under way) before and after
one capture, with no DOM change in between, that capture is the ``post``; and the next
step's ``pre``, when the page still vouches that nothing changed since, is that same frame,
with no capture at all. Anything else polls until still, as before: the document the agent
was on before its first step (the probe arrives at the next navigation), a page with a timer
or an animation (browser-use's own interaction highlight is one, for about a second), a page
that cannot answer. ``RunConfig(settle_page_vouch=False)`` always polls.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from vigil.actions import Action, ActionType
from vigil.envs.page_idle import IDLE_PROBE, quiet_expression
from vigil.frames import Frame, as_frame
from vigil.integrations._common import feedback_for, prepare_quietly
from vigil.monitor import Monitor, StepVerdict
from vigil.verify.effect import ENTER_KEYS

__all__ = ["VigilHook", "action_of_step", "demo_policy"]

log = logging.getLogger(__name__)

_REMOVE_HIGHLIGHTS = (
    "document.querySelectorAll('[data-browser-use-interaction-highlight]')"
    ".forEach(function (e) { e.remove(); }); true"
)

#: The words of Vigil's effect warning (what :func:`demo_policy` reacts to).
WARNING_TEXT = "WARNING: high-risk action had no observed effect"


def action_of_step(
    name: str,
    params: Mapping[str, Any],
    element: Any,
    reasoning: str,
    *,
    scroll: tuple[float, float] = (0.0, 0.0),
    scale: tuple[float, float] = (1.0, 1.0),
) -> Action | None:
    """The Vigil action for one browser-use action, or None when it has no screen gesture.

    ``element`` is the history's interacted element (``bounds`` in page coordinates);
    ``scroll`` the page's scroll offset and ``scale`` the screenshot pixels per CSS pixel,
    so the point lands where the element is on the screenshot.
    """
    point = _centre(element, scroll, scale)
    if name == "click":
        if point is None and "coordinate_x" in params and "coordinate_y" in params:
            point = (
                float(params["coordinate_x"]) * scale[0],
                float(params["coordinate_y"]) * scale[1],
            )
        if point is None:
            return None
        return Action(ActionType.CLICK, {"x": point[0], "y": point[1]}, reasoning)
    if name == "input":
        extra = {"x": point[0], "y": point[1]} if point is not None else {}
        return Action(ActionType.TYPE, {"text": str(params.get("text", "")), **extra}, reasoning)
    if name == "send_keys":
        keys = str(params.get("keys", ""))
        parts = keys.split("+")
        if parts and parts[-1].strip().lower() in ENTER_KEYS:
            parts[-1] = "Return"
        return Action(ActionType.KEY_PRESS, {"keys": "+".join(parts)}, reasoning)
    if name == "scroll":
        down = bool(params.get("down", True))
        pages = float(params.get("pages", 1.0) or 1.0)
        return Action(
            ActionType.SCROLL,
            {"direction": "down" if down else "up", "amount": max(1, round(pages * 3))},
            reasoning,
        )
    if name == "wait":
        return Action(ActionType.WAIT, {"seconds": float(params.get("seconds", 3) or 0)}, reasoning)
    return None


def _centre(
    element: Any, scroll: tuple[float, float], scale: tuple[float, float]
) -> tuple[float, float] | None:
    bounds = getattr(element, "bounds", None)
    if bounds is None:
        return None
    x = (float(bounds.x) + float(bounds.width) / 2 - scroll[0]) * scale[0]
    y = (float(bounds.y) + float(bounds.height) / 2 - scroll[1]) * scale[1]
    return (round(x, 1), round(y, 1))


def _pixel_ratio(frame_px: int, css_px: float) -> float:
    """Screenshot pixels per CSS pixel. browser-use's viewport size leaves out the
    scrollbar (1-2 % of the width) while the screenshot has it: snap to the device pixel
    ratio (a multiple of 0.25) when the raw ratio is that close to one."""
    ratio = frame_px / float(css_px)
    snapped = round(ratio * 4) / 4
    return snapped if snapped > 0 and abs(ratio - snapped) < 0.03 else ratio


class VigilHook:
    """browser-use step hooks feeding one Monitor (see the module docstring).

    Use ``await agent.run(on_step_start=hook.on_step_start, on_step_end=hook.on_step_end)``.

    Args:
        monitor: the session's Monitor.
        loop_nudges: also pass on Vigil's loop nudges (off: browser-use has its own).
        always_feedback: tell the model Vigil's line after every step, not only on a warning.
        settle_polls: screenshots at most while waiting for the page to be still after a step.
    """

    def __init__(
        self,
        monitor: Monitor,
        *,
        loop_nudges: bool = False,
        always_feedback: bool = False,
        settle_polls: int = 6,
    ) -> None:
        self.monitor = monitor
        self.loop_nudges = loop_nudges
        self.always_feedback = always_feedback
        self.settle_polls = max(1, settle_polls)
        self.verdicts: list[StepVerdict] = []
        self.told: list[str] = []
        self.timings: list[dict[str, float]] = []
        self._pre: Frame | None = None
        self._pre_ms = 0.0
        cfg = monitor.config
        self._word = _PageWord(cfg.settle_timeout_s) if cfg.settle_page_vouch else None

    # -- hooks -------------------------------------------------------------------------------
    async def on_step_start(self, agent: Any) -> None:
        """Capture a clean ``pre`` (no interaction highlight) before the step: the last
        ``post`` when the page vouches nothing changed since."""
        t = time.perf_counter()
        try:
            self._pre = await self._unchanged(agent) or await self._capture(agent)
        except Exception as exc:  # a hook must never break the agent's step
            log.debug("vigil pre capture failed: %s", exc)
            self._pre = None
            return
        finally:
            self._pre_ms = (time.perf_counter() - t) * 1000.0
        # The pre-only part of the check runs once the agent awaits its model, not after
        # the step.
        asyncio.get_running_loop().call_soon(prepare_quietly, self.monitor, self._pre)

    async def on_step_end(self, agent: Any) -> None:
        """Judge the step's actions and put the words into the agent's next request."""
        try:
            await self._judge(agent)
        except Exception as exc:
            log.warning("vigil step check failed: %s", exc)
        finally:
            self._pre = None

    # -- the step ----------------------------------------------------------------------------
    async def _judge(self, agent: Any) -> None:
        history = getattr(agent.history, "history", None) or []
        if not history:
            return
        item = history[-1]
        output = item.model_output
        if output is None or not output.action:
            return
        t0 = time.perf_counter()
        pre = self._pre
        if pre is None:
            shot = item.state.get_screenshot()
            pre = as_frame(shot) if shot else None
        post = await self._settled_capture(agent)
        t1, c1 = time.perf_counter(), time.process_time()
        actions = self._actions(agent, item, post or pre)
        if not actions:
            return
        url = getattr(item.state, "url", None)
        verdict: StepVerdict | None = None
        for i, action in enumerate(actions):
            last = i == len(actions) - 1
            verdict = self.monitor.check(
                action, pre if last else None, post if last else None, url=url
            )
            self.verdicts.append(verdict)
        t2 = time.perf_counter()
        self.timings.append(
            {
                "capture_ms": (t1 - t0) * 1000.0,
                "pre_capture_ms": self._pre_ms if self._pre is not None else 0.0,
                "check_ms": (t2 - t1) * 1000.0,
                "check_cpu_ms": (time.process_time() - c1) * 1000.0,
            }
        )
        assert verdict is not None
        text = self._text(verdict)
        if text:
            self._inject(agent, text)

    def _actions(self, agent: Any, item: Any, frame: Frame | None) -> list[Action]:
        output = item.model_output
        reasoning = " ".join(
            str(t)
            for t in (getattr(output, "thinking", None), getattr(output, "next_goal", None))
            if t
        )
        elements = list(getattr(item.state, "interacted_element", None) or [])
        scroll, scale = self._geometry(agent, frame)
        actions: list[Action] = []
        for i, model_action in enumerate(output.action):
            dumped = model_action.model_dump(exclude_unset=True)
            if not isinstance(dumped, dict) or not dumped:
                continue
            name, params = next(iter(dumped.items()))
            element = elements[i] if i < len(elements) else None
            act = action_of_step(
                str(name),
                params if isinstance(params, Mapping) else {},
                element,
                reasoning,
                scroll=scroll,
                scale=scale,
            )
            if act is not None:
                actions.append(act)
        return actions

    @staticmethod
    def _geometry(
        agent: Any, frame: Frame | None
    ) -> tuple[tuple[float, float], tuple[float, float]]:
        """Scroll offset at the step's start and screenshot pixels per CSS pixel."""
        summary = getattr(agent.browser_session, "_cached_browser_state_summary", None)
        info = getattr(summary, "page_info", None)
        if info is None:
            return (0.0, 0.0), (1.0, 1.0)
        scroll = (float(info.scroll_x), float(info.scroll_y))
        if frame is None or not info.viewport_width:
            return scroll, (1.0, 1.0)
        return scroll, (
            _pixel_ratio(frame.width, info.viewport_width),
            _pixel_ratio(frame.height, info.viewport_height),
        )

    def _text(self, verdict: StepVerdict) -> str | None:
        """The effect line (the seed's first line) by default; the whole feedback (loop
        nudges, recovery, narration) with ``loop_nudges``."""
        if self.loop_nudges:
            return feedback_for(verdict, always=self.always_feedback)
        if self.always_feedback or verdict.warning:
            return verdict.feedback.splitlines()[0]
        return None

    def _inject(self, agent: Any, text: str) -> None:
        """Into the next request: an ActionResult the message manager renders as memory."""
        from browser_use.agent.views import ActionResult

        results = agent.state.last_result
        if results and getattr(results[-1], "is_done", False):
            return  # the run is over; a result after 'done' would hide it
        note = ActionResult(long_term_memory=f"Vigil: {text}")
        if results is None:
            agent.state.last_result = [note]
        else:
            results.append(note)
        self.told.append(text)

    # -- screens -----------------------------------------------------------------------------
    async def _capture(self, agent: Any) -> Frame:
        session = agent.browser_session
        await _remove_highlights(session)
        return await _screenshot(session)

    async def _unchanged(self, agent: Any) -> Frame | None:
        """The last ``post``, when the page vouches that nothing changed since; else None."""
        if self._word is None:
            return None
        try:
            return await self._word.unchanged(agent.browser_session)
        except Exception as exc:
            log.debug("the page could not vouch for the last post: %s", exc)
            return None

    async def _vouched_capture(self, agent: Any) -> Frame | None:
        """One capture the page vouches is its settled screen, or None (poll)."""
        if self._word is None:
            return None
        session = agent.browser_session
        try:
            return await self._word.capture(session, lambda: _screenshot(session))
        except Exception as exc:
            log.debug("the page could not vouch for a capture: %s", exc)
            return None

    async def _settled_capture(self, agent: Any) -> Frame | None:
        still = await self._vouched_capture(agent)
        if still is not None:
            return still
        try:
            prev = await self._capture(agent)
        except Exception as exc:
            log.debug("vigil post capture failed: %s", exc)
            return None
        for _ in range(self.settle_polls - 1):
            await asyncio.sleep(self.monitor.config.settle_interval_s)
            frame = await self._capture(agent)
            if not self.monitor.changed(prev, frame):
                return frame
            prev = frame
        return prev


@dataclass(frozen=True)
class _Vouched:
    """A capture the page vouched for: its document, DOM mutation count and when."""

    frame: Frame
    target: str
    document: float
    mutations: int
    at: float


class _PageWord:
    """The page's word that a capture is its settled screen, asked over browser-use's own
    DevTools session (the Playwright env's ``still_capture``, for a browser Vigil does not
    drive). Each question also takes browser-use's interaction highlight off the page."""

    def __init__(self, horizon_s: float, limit_s: float = 2.0) -> None:
        self.horizon_s = horizon_s
        self.limit_s = limit_s
        self.last: _Vouched | None = None
        #: How many ``post`` captures the page vouched for, and ``pre`` captures it spared.
        self.vouched = 0
        self.reused = 0
        self._probed: set[str] = set()

    async def capture(self, session: Any, shoot: Callable[[], Awaitable[Frame]]) -> Frame | None:
        """``shoot()`` when the page waits for nothing right before it and right after it,
        with no DOM change in between; None when it cannot say so."""
        self.last = None
        cdp = await self._session(session)
        before = await self._calm(cdp)
        if before is None:
            return None
        frame = await shoot()
        if await self._calm(cdp) != before:
            return None
        self.last = _Vouched(frame, cdp.target_id, before[0], before[1], time.monotonic())
        self.vouched += 1
        return frame

    async def unchanged(self, session: Any) -> Frame | None:
        """The last vouched capture, once, when the page still waits for nothing with no
        DOM change since (same tab, same document, within the horizon it vouched for)."""
        last, self.last = self.last, None
        if last is None or time.monotonic() - last.at >= self.horizon_s:
            return None
        cdp = await self._session(session)
        if cdp.target_id != last.target:
            return None
        if await self._calm(cdp) != (last.document, last.mutations):
            return None
        self.reused += 1
        return last.frame

    async def _session(self, session: Any) -> Any:
        """browser-use's session on the agent's tab, whose new documents get the probe."""
        cdp = await session.get_or_create_cdp_session()
        if cdp.target_id not in self._probed:
            await asyncio.wait_for(
                cdp.cdp_client.send.Page.addScriptToEvaluateOnNewDocument(
                    params={"source": IDLE_PROBE}, session_id=cdp.session_id
                ),
                self.limit_s,
            )
            self._probed.add(cdp.target_id)
        return cdp

    async def _calm(self, cdp: Any) -> tuple[float, int] | None:
        """The document's identity and DOM mutation count when the page waits for nothing
        (nothing scheduled within the horizon, nothing running, nothing loading), else None."""
        expression = (
            f"(() => {{ {_REMOVE_HIGHLIGHTS}; "
            f"return [performance.timeOrigin, {quiet_expression(self.horizon_s)}]; }})()"
        )
        answer = await asyncio.wait_for(
            cdp.cdp_client.send.Runtime.evaluate(
                params={"expression": expression, "returnByValue": True},
                session_id=cdp.session_id,
            ),
            self.limit_s,
        )
        value = answer.get("result", {}).get("value")
        if not isinstance(value, list) or len(value) != 2 or not isinstance(value[1], dict):
            return None
        origin, quiet = value
        mutations = quiet.get("mutations")
        calm = quiet.get("quiet") is True and quiet.get("loading") == 0
        if not calm or not isinstance(mutations, int) or not isinstance(origin, int | float):
            return None
        return (float(origin), mutations)


async def _screenshot(session: Any) -> Frame:
    """One capture of the agent's tab through browser-use (JPEG, as its own screenshots)."""
    data = await session.take_screenshot(format="jpeg", quality=85)
    return as_frame(base64.b64decode(data) if isinstance(data, str) else bytes(data))


async def _remove_highlights(session: Any) -> None:
    """Take browser-use's interaction highlight off the page before a capture."""
    try:
        cdp = await session.get_or_create_cdp_session()
        await cdp.cdp_client.send.Runtime.evaluate(
            params={"expression": _REMOVE_HIGHLIGHTS, "returnByValue": True},
            session_id=cdp.session_id,
        )
    except Exception as exc:  # no page yet, or a page between documents
        log.debug("could not remove highlights: %s", exc)


def demo_policy(task: str = "checkout_consent") -> Callable[[Any], dict[str, Any]]:
    """A scripted model for :class:`~vigil.stubs.ChatCompletionsStub` that plays a demo task
    file as browser-use's structured answers, clicking by coordinates (browser-use's vision
    click: ``agent.tools.set_coordinate_clicking(True)``).

    A step's fallback is taken only when a *new* Vigil warning is in the request, so the
    fallback happens because the hook's words reached the model. For the examples, tests
    and benchmarks; a real model needs none of this.
    """
    import json

    import numpy as np

    from vigil.brains.base import Observation
    from vigil.brains.scripted import load_task_file
    from vigil.demo import tasks_dir

    brain = load_task_file(tasks_dir() / f"{task.removesuffix('.json')}.json").brain()
    blank = Frame(np.zeros((2, 2, 3), np.uint8))
    seen = {"warnings": 0, "step": 0}

    def policy(request: Any) -> dict[str, Any]:
        warnings = str(request.latest_text).count(WARNING_TEXT)
        told = WARNING_TEXT if warnings > seen["warnings"] else ""
        seen["warnings"] = warnings
        obs = Observation(frame=blank, task=task, step_index=seen["step"], feedback=told)
        seen["step"] += 1
        action = brain.decide(obs)
        step: dict[str, Any]
        if action.action_type is ActionType.DONE or action.point is None:
            step = {"done": {"text": "Finished.", "success": True}}
        else:
            x, y = action.point
            step = {"click": {"coordinate_x": round(x), "coordinate_y": round(y)}}
        content = {
            "evaluation_previous_goal": "Looked at the page.",
            "memory": "Shopping in the demo store.",
            "next_goal": action.reasoning or "Finish.",
            "action": [step],
        }
        message = {"role": "assistant", "content": json.dumps(content)}
        return {"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}

    return policy
