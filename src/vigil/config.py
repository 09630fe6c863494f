"""Toggles and per-run settings: the environment is read here, once, and nowhere else.

Every boolean toggle exists under two names: ``VIGIL_<NAME>`` and, so that a deployment of
the reference system keeps working unchanged, ``MANTIS_<NAME>``. ``VIGIL_`` wins when both are
set. Values parse the same way for every toggle (case-insensitive, spaces ignored):

* off: ``disabled``, ``0``, ``false``, ``off``, ``no``
* on:  ``enabled``, ``1``, ``true``, ``on``, ``yes``

Anything else is a :class:`~vigil.errors.ConfigError` naming the variable — a typo in an
ablation toggle must not silently leave the feature on.

:class:`RunConfig` is a frozen value. Build it at the edge (CLI, server start-up) with
:meth:`RunConfig.from_env`, then pass it down; per-request overrides make a new value with
:meth:`RunConfig.with_overrides` instead of touching ``os.environ``, so concurrent requests
cannot see each other's toggles.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from vigil.errors import ConfigError

__all__ = [
    "DEFAULT_HIGH_RISK_KEYWORDS",
    "TOGGLES",
    "RunConfig",
    "env_flag",
    "env_int",
    "env_number",
    "parse_toggle",
    "read_toggle",
]

_OFF = frozenset({"disabled", "0", "false", "off", "no"})
_ON = frozenset({"enabled", "1", "true", "on", "yes"})

#: Toggle attribute names on :class:`RunConfig`; env names are VIGIL_/MANTIS_ + upper case.
TOGGLES: tuple[str, ...] = (
    "perceptual_verify",
    "loop_adaptive",
    "adaptive_click_tol",
    "loop_recovery",
    "done_gate",
)

DEFAULT_HIGH_RISK_KEYWORDS: tuple[str, ...] = (
    "submit",
    "confirm",
    "buy",
    "purchase",
    "send",
    "delete",
    "save",
    "sign in",
    "log in",
    "login",
    "register",
    "checkout",
    "place order",
)


def parse_toggle(value: str | bool | int, name: str = "toggle") -> bool:
    """Parse one toggle value; ``name`` is only used to make the error message useful."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        if value in (0, 1):
            return bool(value)
        raise ConfigError(f"{name}={value!r}: expected 0 or 1")
    text = str(value).strip().lower()
    if text in _OFF:
        return False
    if text in _ON:
        return True
    raise ConfigError(
        f"{name}={value!r}: expected one of {', '.join(sorted(_ON))} (on) or "
        f"{', '.join(sorted(_OFF))} (off)"
    )


def read_toggle(name: str, environ: Mapping[str, str], default: bool = True) -> bool:
    """Read ``VIGIL_<NAME>`` (preferred) or ``MANTIS_<NAME>`` from ``environ``."""
    upper = name.upper()
    for prefix in ("VIGIL_", "MANTIS_"):
        key = prefix + upper
        raw = environ.get(key)
        if raw is not None and raw.strip() != "":
            return parse_toggle(raw, key)
    return default


def env_number(environ: Mapping[str, str], key: str, default: float) -> float:
    """A number read from ``environ[key]`` (unset or blank: ``default``); anything else is a
    :class:`ConfigError` naming the variable. The one parser every ``VIGIL_*`` number goes
    through, so a typo reads the same wherever it is made."""
    raw = environ.get(key)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ConfigError(f"{key}={raw!r}: expected a number") from None


def env_int(
    environ: Mapping[str, str],
    key: str,
    default: int,
    lowest: int | None = None,
    highest: int | None = None,
) -> int:
    """A whole number read from ``environ[key]``, in ``[lowest, highest]`` when given: a value
    outside it would be taken silently and mean nothing (a hash tolerance over its 64 bits
    calls every two screens the same)."""
    raw = environ.get(key)
    if raw is None or raw.strip() == "":
        return default
    span = _span(lowest, highest)
    try:
        value = int(raw)
    except ValueError:
        both = lowest is not None and highest is not None
        whole = f"a whole number from {span}" if both else f"a whole number, {span}"
        whole = whole if span else "an integer"
        raise ConfigError(f"{key}={raw!r}: expected {whole}") from None
    if (lowest is not None and value < lowest) or (highest is not None and value > highest):
        raise ConfigError(f"{key}={raw!r}: expected {span}")
    return value


def _span(lowest: int | None, highest: int | None) -> str:
    """The words for ``[lowest, highest]``: "0 to 64", "1 or more", "at most 9", or ""."""
    if lowest is not None and highest is not None:
        return f"{lowest} to {highest}"
    if lowest is not None:
        return f"{lowest} or more"
    return "" if highest is None else f"at most {highest}"


def env_flag(environ: Mapping[str, str], key: str, default: bool) -> bool:
    """A Vigil-only toggle (no ``MANTIS_`` twin: the reference has no such feature)."""
    raw = environ.get(key)
    if raw is None or raw.strip() == "":
        return default
    return parse_toggle(raw, key)


def _env_seconds(environ: Mapping[str, str], key: str, default: float) -> float:
    """A duration in seconds: a finite number, 0 or more."""
    value = env_number(environ, key, default)
    # A wait of nan or inf seconds never ends (nothing compares past it), and a negative
    # one fails deep inside the run without naming the variable.
    if not math.isfinite(value) or value < 0:
        raw = environ.get(key)
        raise ConfigError(f"{key}={raw!r}: expected a finite number of seconds, 0 or more")
    return value


@dataclass(frozen=True, slots=True)
class RunConfig:
    """Every toggle and threshold a run uses. Immutable: derive variants, never mutate."""

    # -- toggles (all on by default) ---------------------------------------------------------
    perceptual_verify: bool = True
    loop_adaptive: bool = True
    adaptive_click_tol: bool = True
    loop_recovery: bool = True
    done_gate: bool = True

    # -- perceptual verifier -----------------------------------------------------------------
    #: Side of the square region checked around the action's point (the reference's 200).
    effect_region_size: int = 200
    #: Extra words that make a CLICK high-risk, on top of the spec's list.
    high_risk_keywords: tuple[str, ...] = field(default=DEFAULT_HIGH_RISK_KEYWORDS)
    #: Per-pixel luma tolerance of the diff (JPEG q85 noise stays below it after smoothing).
    diff_tolerance: int = 24
    #: Per-channel colour tolerance of the diff (2x2 block average).
    diff_color_tolerance: int = 64

    # -- settle --------------------------------------------------------------------------------
    settle_timeout_s: float = 3.0
    settle_interval_s: float = 0.05
    settle_stable_frames: int = 2
    #: After an action, let a page that can vouch it has nothing scheduled (a browser with
    #: the idle probe) end the settle with one capture, spare the transient watch, and end
    #: the runner's start-of-run probe for what moves by itself after one capture.
    settle_page_vouch: bool = True

    # -- loops -----------------------------------------------------------------------------------
    loop_soft_window: int = 3
    loop_hard_window: int = 8
    loop_max_extension: int = 2
    #: Bits a 64-bit frame hash may flip while the state still counts as frozen.
    state_hash_tolerance: int = 6

    # -- done gate -------------------------------------------------------------------------------
    done_gate_wait_window: int = 3
    done_gate_progress_window: int = 5
    done_gate_max_rejections: int = 2

    # -- cache -------------------------------------------------------------------------------------
    visual_validation_threshold: int = 10

    # -- narration -------------------------------------------------------------------------------
    #: Tell the model in words what its action changed (OCR of the changed boxes only).
    narrate: bool = True
    #: Characters of narration handed to the model per step.
    narrate_max_chars: int = 320

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> RunConfig:
        """Build the config from ``environ`` (default: ``os.environ``), once, at the edge."""
        env: Mapping[str, str] = os.environ if environ is None else environ
        toggles: dict[str, Any] = {name: read_toggle(name, env) for name in TOGGLES}
        base = cls(**toggles)
        return replace(
            base,
            settle_timeout_s=_env_seconds(env, "VIGIL_SETTLE_TIMEOUT", base.settle_timeout_s),
            state_hash_tolerance=env_int(
                env, "VIGIL_STATE_HASH_TOLERANCE", base.state_hash_tolerance, 0, 64
            ),
            narrate=env_flag(env, "VIGIL_NARRATE", base.narrate),
            settle_page_vouch=env_flag(env, "VIGIL_SETTLE_PAGE_VOUCH", base.settle_page_vouch),
        )

    def with_overrides(self, **overrides: Any) -> RunConfig:
        """A copy with some fields replaced; toggle values parse like environment values.

        ``None`` values are ignored, so an HTTP request's optional fields can be passed
        straight through.
        """
        known = {f.name for f in fields(self)}
        clean: dict[str, Any] = {}
        for key, value in overrides.items():
            if value is None:
                continue
            if key not in known:
                raise ConfigError(f"unknown setting {key!r}; known: {', '.join(sorted(known))}")
            clean[key] = parse_toggle(value, key) if key in (*TOGGLES, "narrate") else value
        return replace(self, **clean)

    def toggles(self) -> dict[str, bool]:
        return {name: bool(getattr(self, name)) for name in TOGGLES}

    def settle_options(self) -> dict[str, Any]:
        """The keyword arguments of :func:`vigil.frames.settle.settle` this config sets: every
        caller that settles a screen (runner, integrations) polls by the same rules."""
        return {
            "timeout_s": self.settle_timeout_s,
            "interval_s": self.settle_interval_s,
            "stable_frames": self.settle_stable_frames,
            "tolerance": self.diff_tolerance,
            "color_tolerance": self.diff_color_tolerance,
        }

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}
