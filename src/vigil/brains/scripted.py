"""A brain that follows a script: demos, tests, and RPA-style runs with known steps.

A script is a task file (JSON, or YAML when the suffix says so)::

    {"name": "checkout_consent", "task": "Buy the blue mug", "start_path": "/shop.html",
     "viewport": [1280, 800], "max_steps": 20,
     "expect": {"on": {...}, "off": {...}},
     "steps": [
       {"action": {"action_type": "CLICK", "params": {"x": 640, "y": 400},
                   "reasoning": "Click Add to cart"},
        "fallback": [{"action_type": "CLICK", "params": {"x": 900, "y": 700},
                      "reasoning": "Accept cookies"}],
        "repeat": 1,
        "expect_before": [{"role": "button", "text": "Add to cart"}],
        "expect_after": [{"role": "status", "text": "1 item"}]}]}

The brain walks ``steps`` in order, emitting each action ``repeat`` times (default 1). It
listens to the runner's feedback the way a model should: when the feedback on a step carries
a WARNING or a loop nudge and that step has a ``fallback``, it emits the fallback actions,
then retries the step's action once, then carries on. Each step's fallback is taken at most
once, so a fallback that does not help cannot trap the script in a loop of its own. When the
steps run out it answers DONE (again and again if the done gate rejects it: the gate, not the
script, decides when a DONE is premature).

Actions are parsed with :meth:`vigil.actions.Action.from_dict`, so a step may also be written
as a computer-use ``tool_use`` block or an OpenAI ``computer_call`` action.
"""

from __future__ import annotations

import difflib
import json
import logging
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vigil.actions import Action
from vigil.brains.base import Observation, feedback_wants_fallback
from vigil.envs.base import Task
from vigil.errors import ConfigError, InvalidAction

__all__ = ["ScriptStep", "ScriptedBrain", "ScriptedTask", "load_task_file"]

log = logging.getLogger(__name__)

#: The keys a task file's object may hold (``success`` is read by :mod:`vigil.success`).
TASK_KEYS = frozenset(
    {
        "name",
        "task",
        "goal",
        "description",
        "start_path",
        "start_url",
        "viewport",
        "max_steps",
        "expect",
        "success",
        "steps",
    }
)
#: The keys a step object may hold (a step written as a bare action holds an action's).
STEP_KEYS = frozenset({"action", "fallback", "repeat", "expect_before", "expect_after"})


def _no_unknown_keys(data: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    """Refuse a key the format does not have. A typo (``expect_beforee``, ``stepz``) would
    otherwise be ignored, and the run would report success without the checks it was
    meant to make."""
    unknown = sorted(str(k) for k in data if k not in known)
    if not unknown:
        return
    key = unknown[0]
    close = difflib.get_close_matches(key, sorted(known), n=1)
    hint = (
        f" (did you mean {close[0]!r}?)" if close else f"; known keys: {', '.join(sorted(known))}"
    )
    raise ConfigError(f"{where}: unknown key {key!r}{hint}")


def _expectations(value: Any, key: str, where: str) -> tuple[dict[str, Any], ...]:
    """``expect_before`` / ``expect_after``: a list of objects (``{"role", "text"}``)."""
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(e, Mapping) for e in value):
        raise ConfigError(
            f"{where}: {key!r} must be a list of objects like "
            f'{{"role": "button", "text": "Add to cart"}}, got {json.dumps(value)[:80]}'
        )
    return tuple(dict(e) for e in value)


@dataclass(frozen=True, slots=True)
class ScriptStep:
    """One step of a script: the action, how often, its fallback and its expectations."""

    action: Action
    fallback: tuple[Action, ...] = ()
    repeat: int = 1
    expect_before: tuple[dict[str, Any], ...] = ()
    expect_after: tuple[dict[str, Any], ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "step") -> ScriptStep:
        if not isinstance(data, Mapping):
            raise ConfigError(f"{where}: a step must be an object, got {type(data).__name__}")
        raw = data.get("action")
        if raw is None and ("action_type" in data or "type" in data):
            raw = data  # a bare action is a step with nothing else
        else:
            _no_unknown_keys(data, STEP_KEYS, where)
        if not isinstance(raw, Mapping):
            raise ConfigError(f"{where}: missing 'action' object")
        fallbacks = data.get("fallback") or ()
        if not isinstance(fallbacks, (list, tuple)):
            raise ConfigError(f"{where}: 'fallback' must be a list of actions")
        try:
            action = Action.from_dict(raw)
            fallback = tuple(Action.from_dict(f) for f in fallbacks)
        except InvalidAction as exc:
            raise ConfigError(f"{where}: {exc}") from None
        repeat = data.get("repeat", 1)
        if not isinstance(repeat, int) or repeat < 1:
            raise ConfigError(f"{where}: 'repeat' must be a positive integer, got {repeat!r}")
        return cls(
            action=action,
            fallback=fallback,
            repeat=repeat,
            expect_before=_expectations(data.get("expect_before"), "expect_before", where),
            expect_after=_expectations(data.get("expect_after"), "expect_after", where),
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action.to_dict()}
        if self.fallback:
            out["fallback"] = [a.to_dict() for a in self.fallback]
        if self.repeat != 1:
            out["repeat"] = self.repeat
        if self.expect_before:
            out["expect_before"] = [dict(e) for e in self.expect_before]
        if self.expect_after:
            out["expect_after"] = [dict(e) for e in self.expect_after]
        return out


@dataclass(frozen=True, slots=True)
class ScriptedTask:
    """A parsed task file: the goal, where to start, the script and what to expect."""

    name: str
    goal: str
    steps: tuple[ScriptStep, ...]
    start_path: str | None = None
    start_url: str | None = None
    viewport: tuple[int, int] | None = None
    max_steps: int | None = None
    expect: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    def to_task(self, base_url: str | None = None) -> Task:
        """The :class:`Task` to run; ``start_path`` is resolved against ``base_url``."""
        url = self.start_url
        if self.start_path is not None:
            if base_url is None:
                if url is None:
                    raise ConfigError(
                        f"task {self.name!r} has start_path {self.start_path!r}: give a base URL"
                    )
            else:
                url = base_url.rstrip("/") + "/" + self.start_path.lstrip("/")
        return Task(
            goal=self.goal,
            start_url=url,
            name=self.name,
            viewport=self.viewport,
            max_steps=self.max_steps,
            meta={"expect": self.expect, "file": str(self.path) if self.path else None},
        )

    def brain(self) -> ScriptedBrain:
        return ScriptedBrain(self.steps)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], path: Path | None = None) -> ScriptedTask:
        where = str(path) if path else "task"
        if not isinstance(data, Mapping):
            raise ConfigError(f"{where}: a task file must hold an object")
        _no_unknown_keys(data, TASK_KEYS, where)
        raw_steps = data.get("steps")
        if not isinstance(raw_steps, list):
            raise ConfigError(f"{where}: 'steps' must be a list")
        steps = tuple(
            ScriptStep.from_dict(s, f"{where}: step {i}") for i, s in enumerate(raw_steps)
        )
        vp = data.get("viewport")
        viewport = None
        if vp is not None:
            if not (isinstance(vp, Sequence) and len(vp) == 2):
                raise ConfigError(f"{where}: 'viewport' must be [width, height]")
            viewport = (int(vp[0]), int(vp[1]))
        max_steps = data.get("max_steps")
        name = str(data.get("name") or (path.stem if path else "task"))
        return cls(
            name=name,
            goal=str(data.get("task") or data.get("goal") or name),
            steps=steps,
            start_path=data.get("start_path"),
            start_url=data.get("start_url"),
            viewport=viewport,
            max_steps=int(max_steps) if max_steps is not None else None,
            expect=dict(data.get("expect") or {}),
            path=path,
        )


def load_task_file(path: str | Path) -> ScriptedTask:
    """Parse a JSON or YAML (``.yaml`` / ``.yml``) task file."""
    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"no task file {p}")
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        # The decoder's own words ("'utf-8' codec can't decode byte 0xff in position 0")
        # say neither which file nor what was expected (a screenshot, a UTF-16 export).
        raise ConfigError(f"{p}: not a UTF-8 text file; a task file is JSON or YAML") from None
    try:
        if p.suffix.lower() in (".yaml", ".yml"):
            import yaml

            data = yaml.safe_load(text)
        else:
            data = json.loads(text)
    except Exception as exc:
        raise ConfigError(f"{p}: not valid {p.suffix.lstrip('.') or 'JSON'}: {exc}") from None
    return ScriptedTask.from_dict(data, p)


@dataclass(slots=True)
class _Emission:
    action: Action
    step: int | None  # index of the script step it belongs to; None for fallback actions
    retry: bool = False


class ScriptedBrain:
    """Emit a script's actions in order, taking a step's fallback when told it failed.

    ``expectations()`` gives the ``expect_before`` / ``expect_after`` of the action just
    emitted, which the runner checks with the screen verifier. Call :meth:`reset` (the runner
    does, at the start of each run) to start over.
    """

    def __init__(self, steps: Sequence[ScriptStep | Action | Mapping[str, Any]]) -> None:
        parsed: list[ScriptStep] = []
        for i, s in enumerate(steps):
            if isinstance(s, ScriptStep):
                parsed.append(s)
            elif isinstance(s, Action):
                parsed.append(ScriptStep(s))
            else:
                parsed.append(ScriptStep.from_dict(s, f"step {i}"))
        self.steps: tuple[ScriptStep, ...] = tuple(parsed)
        self._queue: deque[_Emission] = deque()
        self._next_step = 0
        self._last: _Emission | None = None
        self._fallback_used: set[int] = set()
        self.fallbacks_taken = 0

    @classmethod
    def from_file(cls, path: str | Path) -> ScriptedBrain:
        return load_task_file(path).brain()

    def reset(self) -> None:
        self._queue.clear()
        self._next_step = 0
        self._last = None
        self._fallback_used.clear()
        self.fallbacks_taken = 0

    def _refill(self) -> None:
        while not self._queue and self._next_step < len(self.steps):
            i = self._next_step
            self._next_step += 1
            step = self.steps[i]
            self._queue.extend(_Emission(step.action, i) for _ in range(step.repeat))

    def decide(self, observation: Observation) -> Action:
        last = self._last
        if (
            last is not None
            and last.step is not None
            and not observation.first
            and feedback_wants_fallback(observation.feedback)
        ):
            step = self.steps[last.step]
            if step.fallback and last.step not in self._fallback_used:
                self._fallback_used.add(last.step)
                self.fallbacks_taken += 1
                log.info("step %d did not work: taking its fallback", last.step)
                # Drop what is left of a repeated step: the retry below re-enters it once.
                while self._queue and self._queue[0].step == last.step:
                    self._queue.popleft()
                retry = [_Emission(step.action, last.step, retry=True)]
                fall = [_Emission(a, None) for a in step.fallback]
                self._queue.extendleft(reversed(fall + retry))
        self._refill()
        if self._queue:
            self._last = self._queue.popleft()
            return self._last.action
        self._last = None
        return Action.done("script finished")

    def expectations(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """``(expect_before, expect_after)`` of the action last emitted (empty for fallbacks)."""
        last = self._last
        if last is None or last.step is None:
            return [], []
        step = self.steps[last.step]
        return [dict(e) for e in step.expect_before], [dict(e) for e in step.expect_after]

    @property
    def emitting_fallback(self) -> bool:
        return self._last is not None and self._last.step is None

    def __repr__(self) -> str:
        return f"ScriptedBrain({len(self.steps)} steps, next {self._next_step})"
