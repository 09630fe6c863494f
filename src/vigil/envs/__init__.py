"""Environments an agent acts in: a real browser, or frames replayed from disk.

Importing this package does not import Playwright; :class:`BrowserEnv` loads it on start.
"""

from vigil.envs.base import Environment, Task, as_task
from vigil.envs.browser import BrowserEnv, PendingRequests, await_hover
from vigil.envs.page_idle import install_idle_probe, page_is_still
from vigil.envs.replay import ReplayEnv, write_replay

__all__ = [
    "BrowserEnv",
    "Environment",
    "PendingRequests",
    "ReplayEnv",
    "Task",
    "as_task",
    "await_hover",
    "install_idle_probe",
    "page_is_still",
    "write_replay",
]
