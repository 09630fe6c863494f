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
import numbers
import os
from collections.abc import Iterable, Mapping
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

#: Every on/off field of :class:`RunConfig`: the toggles plus the Vigil-only switches. Each
#: must hold a real ``bool`` (the string ``"off"`` is truthy and would leave a feature on).
_SWITCHES: tuple[str, ...] = (*TOGGLES, "settle_page_vouch", "narrate")

#: Each whole-number field of :class:`RunConfig` and its meaningful range ``(lowest,
#: highest)``, ``None`` for no upper bound. A value outside it is taken without a word by the
#: code that reads it and silently means something else: a loop window under 2 never fires,
#: a diff tolerance over 255 or a hash tolerance over 64 bits calls every two screens the
#: same, a region of 0 px fails only when the first click is checked.
_WHOLE: dict[str, tuple[int, int | None]] = {
    "effect_region_size": (1, None),
    "diff_tolerance": (0, 255),
    "diff_color_tolerance": (0, 255),
    "settle_stable_frames": (1, None),
    "loop_soft_window": (2, None),
    "loop_hard_window": (2, None),
    "loop_max_extension": (0, None),
    "state_hash_tolerance": (0, 64),
    "done_gate_wait_window": (1, None),
    "done_gate_progress_window": (1, None),
    "done_gate_max_rejections": (0, None),
    "visual_validation_threshold": (0, 64),
    "narrate_max_chars": (0, None),
}

#: Durations in seconds: finite and 0 or more (a NaN or infinite wait never ends).
_SECONDS: tuple[str, ...] = ("settle_timeout_s", "settle_interval_s")

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
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{key}={raw!r}: expected {_whole(lowest, highest)}") from None
    if (lowest is not None and value < lowest) or (highest is not None and value > highest):
        raise ConfigError(f"{key}={raw!r}: expected {_span(lowest, highest)}")
    return value


def _span(lowest: int | None, highest: int | None) -> str:
    """The words for ``[lowest, highest]``: "0 to 64", "1 or more", "at most 9", or ""."""
    if lowest is not None and highest is not None:
        return f"{lowest} to {highest}"
    if lowest is not None:
        return f"{lowest} or more"
    return "" if highest is None else f"at most {highest}"


def _whole(lowest: int | None, highest: int | None) -> str:
    """The words for a whole number in ``[lowest, highest]`` ("a whole number from 0 to 64",
    "a whole number, 1 or more", "an integer"): one wording for an environment variable
    and a :class:`RunConfig` field alike."""
    span = _span(lowest, highest)
    if not span:
        return "an integer"
    both = lowest is not None and highest is not None
    return f"a whole number from {span}" if both else f"a whole number, {span}"


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


def _field_problem(name: str, value: Any) -> str | None:
    """What is wrong with ``value`` for the :class:`RunConfig` field ``name``, or None.

    ``bool`` is refused where a number is wanted (``True`` is an ``int`` to Python, and a
    window of ``True`` steps is a slip, not a setting)."""
    if name in _SWITCHES:
        if isinstance(value, bool):
            return None
        return f"{name}={value!r}: expected True or False (with_overrides also takes on/off)"
    if name in _WHOLE:
        lowest, highest = _WHOLE[name]
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            return f"{name}={value!r}: expected {_whole(lowest, highest)}"
        number = int(value)
        if number < lowest or (highest is not None and number > highest):
            return f"{name}={value!r}: expected {_span(lowest, highest)}"
        return None
    if name in _SECONDS:
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            return f"{name}={value!r}: expected a number of seconds"
        if not math.isfinite(value) or value < 0:
            return f"{name}={value!r}: expected a finite number of seconds, 0 or more"
        return None
    if name == "high_risk_keywords":
        return _keywords_problem(value)
    return None


def _keywords_problem(value: Any) -> str | None:
    """A bare string would be read letter by letter (every click whose reasoning holds an
    "s" would be high-risk), and a non-string word fails only when the first click is
    checked; both are refused where the list is given."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        return (
            f"high_risk_keywords={value!r}: expected a sequence of words, such as ('submit', 'pay')"
        )
    bad = [word for word in value if not isinstance(word, str)]
    if bad:
        return f"high_risk_keywords: {bad[0]!r} is not a word (a string)"
    return None


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

    def __post_init__(self) -> None:
        """Refuse a field of the wrong type or outside its range here, naming it: a
        ``RunConfig(narrate_max_chars="200")`` or a NaN timeout was taken, and failed (or
        silently meant something else) only deep inside a check, steps into a run."""
        words = self.high_risk_keywords
        if isinstance(words, Iterable) and not isinstance(words, (str, bytes)):
            # A list (or a generator) of words fits: read once, kept as a tuple, the value
            # stays hashable and serialises like the default.
            object.__setattr__(self, "high_risk_keywords", tuple(words))
        problems = [
            problem
            for f in fields(self)
            if (problem := _field_problem(f.name, getattr(self, f.name))) is not None
        ]
        if problems:
            raise ConfigError("; ".join(problems))
        for name in _WHOLE:  # a numpy integer fits, and is kept as the int it stands for
            object.__setattr__(self, name, int(getattr(self, name)))

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
        """A copy with some fields replaced; on/off values (every toggle, ``narrate`` and
        ``settle_page_vouch``) parse like environment values, other values are checked as
        at construction.

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
            clean[key] = parse_toggle(value, key) if key in _SWITCHES else value
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
