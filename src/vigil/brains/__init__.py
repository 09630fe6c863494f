"""Brains: what decides the next action — a script, or a model through its vendor's SDK.

The model brains (:class:`AnthropicComputerUseBrain`, :class:`OpenAIComputerUseBrain`) are
imported lazily so ``import vigil.brains`` works without the ``anthropic`` / ``openai``
extras; :func:`brain_from_spec` builds any of them by name.
"""

from typing import TYPE_CHECKING, Any

from vigil.brains.base import Brain, ModelBrain, Observation, PastStep, feedback_wants_fallback
from vigil.brains.openai_compat import OpenAICompatibleBrain, parse_action_answer
from vigil.brains.scripted import ScriptedBrain, ScriptedTask, ScriptStep, load_task_file

if TYPE_CHECKING:
    from vigil.brains.anthropic_cu import AnthropicComputerUseBrain
    from vigil.brains.factory import StubDrivenBrain, brain_from_spec
    from vigil.brains.openai_cua import OpenAIComputerUseBrain, SafetyCheckPending

__all__ = [
    "AnthropicComputerUseBrain",
    "Brain",
    "ModelBrain",
    "Observation",
    "OpenAICompatibleBrain",
    "OpenAIComputerUseBrain",
    "PastStep",
    "SafetyCheckPending",
    "ScriptStep",
    "ScriptedBrain",
    "ScriptedTask",
    "StubDrivenBrain",
    "brain_from_spec",
    "feedback_wants_fallback",
    "load_task_file",
    "parse_action_answer",
]

_LAZY = {
    "AnthropicComputerUseBrain": "vigil.brains.anthropic_cu",
    "OpenAIComputerUseBrain": "vigil.brains.openai_cua",
    "SafetyCheckPending": "vigil.brains.openai_cua",
    "StubDrivenBrain": "vigil.brains.factory",
    "brain_from_spec": "vigil.brains.factory",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'vigil.brains' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
