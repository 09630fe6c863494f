"""One exception tree for everything Vigil raises at programmers and broken backends.

Verdicts an agent should hear (an effect that did not happen, a loop, a missing element)
are *values*, never exceptions; exceptions are for misuse and for backends that cannot run.

    VigilError
    ├── InvalidFrame          a frame could not be decoded or has an unusable shape
    ├── InvalidAction         an action (or tool_use / computer_call block) has an unknown shape
    ├── ConfigError           a toggle or setting has a value Vigil cannot parse
    ├── BackendUnavailable    an optional backend (browser, OCR engine) is not installed
    ├── BackendError          a backend ran and failed (OCR crash, HTTP error from a model)
    ├── CacheError            a trajectory cache file or store is unreadable or inconsistent
    ├── EnvironmentFailure    the environment (browser, replay) could not perform a step
    └── NeedsAgent            a cached trajectory cannot go on and no live brain can take over
"""

from __future__ import annotations

__all__ = [
    "BackendError",
    "BackendUnavailable",
    "CacheError",
    "ConfigError",
    "EnvironmentFailure",
    "InvalidAction",
    "InvalidFrame",
    "NeedsAgent",
    "VigilError",
]


class VigilError(Exception):
    """Root of every exception Vigil raises on purpose."""


class InvalidFrame(VigilError, ValueError):
    """Raised where a frame is taken and the input is not a usable RGB image."""


class InvalidAction(VigilError, ValueError):
    """Raised when an action or a converter input has a shape Vigil does not know."""


class ConfigError(VigilError, ValueError):
    """Raised when an environment toggle or a setting holds an unparseable value."""


class BackendUnavailable(VigilError, RuntimeError):
    """Raised when an optional dependency is missing; the message says what to install."""


class BackendError(VigilError, RuntimeError):
    """Raised when a backend ran and failed (OCR engine, model server, browser call)."""


class CacheError(VigilError, RuntimeError):
    """Raised for unreadable, malformed or inconsistent trajectory caches."""


class EnvironmentFailure(VigilError, RuntimeError):
    """Raised when an environment cannot perform or observe a step."""


class NeedsAgent(VigilError, RuntimeError):
    """Raised by a brain that cannot decide the next step and has nobody to hand over to
    (a cached trajectory whose next step no longer matches the screen, with no fallback).
    The runner ends the run with ``termination_reason="needs_agent"``: a result, not a crash."""
