"""Brains: what decides the next action — a script, or a chat model with images."""

from vigil.brains.base import Brain, Observation, PastStep, feedback_wants_fallback
from vigil.brains.openai_compat import OpenAICompatibleBrain, parse_action_answer
from vigil.brains.scripted import ScriptedBrain, ScriptedTask, ScriptStep, load_task_file

__all__ = [
    "Brain",
    "Observation",
    "OpenAICompatibleBrain",
    "PastStep",
    "ScriptStep",
    "ScriptedBrain",
    "ScriptedTask",
    "feedback_wants_fallback",
    "load_task_file",
    "parse_action_answer",
]
