"""What the runner needs from a place an agent acts in, and the task it is given there.

An environment is deliberately small — reset, act, look, point — so that a real browser and a
directory of recorded frames can stand in for each other: the runner, the verifiers and the
report never know which one they are driving. That is what makes offline evaluation (replay a
recorded run through a new verifier) and hermetic tests possible.

:class:`Task` is the value a run starts from: the goal the brain reads, and where the
environment should start. It is a value (frozen), so a run can be repeated with different
toggles from the very same task.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable
from urllib.parse import urlsplit

from vigil.actions import Action
from vigil.frames import Frame

__all__ = ["Environment", "Task", "as_task"]


@dataclass(frozen=True, slots=True)
class Task:
    """A goal for the brain plus where the environment starts.

    ``start_url`` is absolute (a browser opens it on reset; a replay ignores it). ``name``
    labels reports and run directories. ``viewport`` asks the environment for a screen size
    when it can choose one. ``meta`` carries anything else a task file held (expectations),
    kept so reports can show it.
    """

    goal: str
    start_url: str | None = None
    name: str = ""
    viewport: tuple[int, int] | None = None
    max_steps: int | None = None
    meta: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def label(self) -> str:
        """A short name for run directories and tables."""
        return self.name or (self.goal[:40] if self.goal else "task")

    def to_dict(self) -> dict[str, Any]:
        return {
            "goal": self.goal,
            "start_url": self.start_url,
            "name": self.name,
            "viewport": list(self.viewport) if self.viewport else None,
            "max_steps": self.max_steps,
            "meta": dict(self.meta),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Task:
        vp = data.get("viewport")
        return cls(
            goal=str(data.get("goal", "")),
            start_url=data.get("start_url"),
            name=str(data.get("name", "") or ""),
            viewport=(int(vp[0]), int(vp[1])) if vp else None,
            max_steps=data.get("max_steps"),
            meta=dict(data.get("meta") or {}),
        )


def is_absolute_url(url: str) -> bool:
    """Whether a browser can open ``url`` with no page to resolve it against: a scheme and a
    host, or a scheme that needs none (``file:``, ``about:``, ``data:``). ``shop.html`` or
    ``127.0.0.1:8000/x`` would open nothing, and every run would end as an error."""
    parts = urlsplit(url)
    return bool(parts.scheme) and bool(parts.netloc or parts.scheme in ("file", "about", "data"))


#: A string that is one of these and nothing else is a page to open, not a goal: passed as a
#: goal it would open ``about:blank`` while the caller waited for their page.
_URL_ALONE = re.compile(r"^(?:https?://|file://)\S+$", re.IGNORECASE)


def as_task(task: Task | str | Mapping[str, Any]) -> Task:
    """Accept a :class:`Task`, a bare goal string (a bare URL is the start page, and the
    goal says to open it), or a task dict."""
    if isinstance(task, Task):
        return task
    if isinstance(task, str):
        if _URL_ALONE.match(task.strip()):
            url = task.strip()
            return Task(goal=f"Open {url}", start_url=url)
        return Task(goal=task)
    if isinstance(task, Mapping):
        return Task.from_dict(task)
    raise TypeError(f"a task must be a Task, a goal string or a dict, got {type(task).__name__}")


@runtime_checkable
class Environment(Protocol):
    """A screen an agent acts on.

    ``step`` performs an action and returns as soon as the action was delivered — it does not
    wait for the screen to settle; the runner does that by polling :meth:`screenshot`, so
    settling is measured rather than guessed. ``move_pointer`` exists for hover-aware capture:
    the runner points at the target, lets hover styling finish, and only then captures the
    pre-action frame. An environment that can tell when hover styling is done may also offer
    ``await_hover(limit_s) -> bool`` (not part of the protocol): True means one capture now
    shows the finished hover, so the runner skips polling until still (``BrowserEnv`` asks
    the page for its running transitions). After an action, ``still_capture(horizon_s) ->
    Frame | None`` may hand over one capture the environment vouches is the settled screen,
    one that nothing scheduled or running will change (None: poll; ``BrowserEnv`` asks the
    page what it has scheduled: :mod:`vigil.envs.page_idle`). One that also takes
    ``ignore=`` gets the settle's mask of places that move by themselves, where an endless
    animation need not stop it vouching.
    ``current_url`` is None where there is no such thing.
    """

    @property
    def screen_size(self) -> tuple[int, int]: ...

    @property
    def current_url(self) -> str | None: ...

    def reset(self, task: Task) -> Frame: ...

    def step(self, action: Action) -> None: ...

    def screenshot(self) -> Frame: ...

    def move_pointer(self, x: float, y: float) -> None: ...

    def close(self) -> None: ...

    def __enter__(self) -> Environment: ...

    def __exit__(self, *exc: object) -> None: ...
