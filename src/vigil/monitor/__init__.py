"""The Monitor: one object holding every verdict of an agent session (see :mod:`.core`)."""

from vigil.monitor.core import LoopHook, Monitor, StepVerdict
from vigil.monitor.feedback import compose_feedback, describe_action, recovery_suggestion
from vigil.monitor.volatility import Volatility

__all__ = [
    "LoopHook",
    "Monitor",
    "StepVerdict",
    "Volatility",
    "compose_feedback",
    "describe_action",
    "recovery_suggestion",
]
