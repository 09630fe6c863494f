"""RunConfig and the environment as a new user meets them: each test pins a fault found by
setting every documented variable to a bad value and by building ``RunConfig`` by hand.

* ``RunConfig(...)`` took any value: ``narrate_max_chars="200"``, a NaN or negative timeout,
  a diff tolerance of -1 or 300, a loop window of 0 or ``True``, ``perceptual_verify="off"``
  (a truthy string: the verifier stayed on) and ``high_risk_keywords="submit"`` (read letter
  by letter: every click whose reasoning held an "s" was high-risk). Each failed, or meant
  something else, only deep inside a check.
* ``with_overrides(settle_page_vouch="off")`` stored the string "off" (truthy), where the
  toggles and ``narrate`` parse on/off words.
* docs/configuration.md did not list ``RAY_ADDRESS`` (read by ``vigil eval --ray auto``).
"""

from __future__ import annotations

import math
import re
from dataclasses import fields
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from vigil import RunConfig
from vigil.config import DEFAULT_HIGH_RISK_KEYWORDS, TOGGLES
from vigil.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]
SWITCHES = (*TOGGLES, "narrate", "settle_page_vouch")

#: Every default, spelled out: validation must not change one.
DEFAULTS: dict[str, Any] = {
    **dict.fromkeys(TOGGLES, True),
    "effect_region_size": 200,
    "high_risk_keywords": DEFAULT_HIGH_RISK_KEYWORDS,
    "diff_tolerance": 24,
    "diff_color_tolerance": 64,
    "settle_timeout_s": 3.0,
    "settle_interval_s": 0.05,
    "settle_stable_frames": 2,
    "settle_page_vouch": True,
    "loop_soft_window": 3,
    "loop_hard_window": 8,
    "loop_max_extension": 2,
    "state_hash_tolerance": 6,
    "done_gate_wait_window": 3,
    "done_gate_progress_window": 5,
    "done_gate_max_rejections": 2,
    "visual_validation_threshold": 10,
    "narrate": True,
    "narrate_max_chars": 320,
}


def test_defaults_are_unchanged() -> None:
    assert RunConfig().to_dict() == DEFAULTS
    assert RunConfig.from_env({}) == RunConfig()


BAD_FIELDS = [
    ("narrate_max_chars", "200", "whole number"),
    ("narrate_max_chars", None, "whole number"),
    ("narrate_max_chars", -1, "0 or more"),
    ("state_hash_tolerance", 2.5, "whole number from 0 to 64"),
    ("state_hash_tolerance", 65, "0 to 64"),
    ("visual_validation_threshold", -1, "0 to 64"),
    ("diff_tolerance", -1, "0 to 255"),
    ("diff_color_tolerance", 256, "0 to 255"),
    ("effect_region_size", 0, "1 or more"),
    ("settle_stable_frames", 0, "1 or more"),
    ("loop_soft_window", 1, "2 or more"),
    ("loop_hard_window", True, "whole number"),
    ("loop_max_extension", -1, "0 or more"),
    ("done_gate_wait_window", 0, "1 or more"),
    ("done_gate_progress_window", 1.0, "whole number"),
    ("done_gate_max_rejections", -2, "0 or more"),
    ("settle_timeout_s", math.nan, "finite number of seconds"),
    ("settle_timeout_s", math.inf, "finite number of seconds"),
    ("settle_timeout_s", -1, "finite number of seconds"),
    ("settle_interval_s", "0.05", "number of seconds"),
    ("settle_interval_s", False, "number of seconds"),
    ("perceptual_verify", "off", "True or False"),
    ("narrate", 0, "True or False"),
    ("settle_page_vouch", None, "True or False"),
    ("high_risk_keywords", "submit", "sequence of words"),
    ("high_risk_keywords", ("submit", 5), "not a word"),
    ("high_risk_keywords", 7, "sequence of words"),
]


@pytest.mark.parametrize(("name", "value", "expected"), BAD_FIELDS)
def test_a_bad_field_is_refused_at_construction(name: str, value: Any, expected: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(name)) as caught:
        RunConfig(**{name: value})
    assert expected in str(caught.value)


@pytest.mark.parametrize(("name", "value", "expected"), BAD_FIELDS)
def test_a_bad_override_is_refused_naming_the_field(name: str, value: Any, expected: str) -> None:
    if value is None or name in SWITCHES:
        return  # None means "leave it"; on/off words and 0/1 parse (the next tests)
    with pytest.raises(ConfigError, match=re.escape(name)):
        RunConfig().with_overrides(**{name: value})


def test_every_problem_is_named_at_once() -> None:
    with pytest.raises(ConfigError) as caught:
        RunConfig(diff_tolerance=-1, settle_timeout_s=math.nan)
    assert "diff_tolerance" in str(caught.value)
    assert "settle_timeout_s" in str(caught.value)


def test_an_unknown_override_is_refused() -> None:
    with pytest.raises(ConfigError, match="unknown setting 'unknown'"):
        RunConfig().with_overrides(unknown=1)


@pytest.mark.parametrize(
    "changes",
    [
        {"state_hash_tolerance": 0},
        {"state_hash_tolerance": 64, "visual_validation_threshold": 64},
        {"diff_tolerance": 0, "diff_color_tolerance": 255},
        {"settle_timeout_s": 0, "settle_interval_s": 0.0},
        {"settle_timeout_s": 1e6},
        {"loop_soft_window": 2, "loop_hard_window": 1000},
        {"narrate_max_chars": 0, "loop_max_extension": 0, "done_gate_max_rejections": 0},
        {"effect_region_size": 1, "settle_stable_frames": 1},
        {"high_risk_keywords": ()},
        {"perceptual_verify": False, "narrate": False, "settle_page_vouch": False},
    ],
)
def test_valid_values_are_kept(changes: dict[str, Any]) -> None:
    config = RunConfig(**changes)
    assert {k: getattr(config, k) for k in changes} == changes
    assert config.with_overrides(**changes) == config


def test_a_numpy_integer_and_a_list_of_words_are_kept_as_int_and_tuple() -> None:
    config = RunConfig(state_hash_tolerance=np.int64(3), high_risk_keywords=["publish", "pay"])
    assert type(config.state_hash_tolerance) is int and config.state_hash_tolerance == 3
    assert config.high_risk_keywords == ("publish", "pay")
    hash(config)  # still a value: usable as a key
    words = RunConfig(high_risk_keywords=(w for w in ["pay"])).high_risk_keywords
    assert words == ("pay",)  # a generator is read once, not emptied by the check


@pytest.mark.parametrize("switch", SWITCHES)
@pytest.mark.parametrize(("word", "expected"), [("off", False), (" No ", False), ("on", True)])
def test_every_switch_parses_on_off_words_in_overrides(
    switch: str, word: str, expected: bool
) -> None:
    base = RunConfig(**{switch: not expected})
    assert getattr(base.with_overrides(**{switch: word}), switch) is expected


# -- the environment: valid values take effect, bad ones name the variable ------------------
@pytest.mark.parametrize(
    ("env", "name", "expected"),
    [
        ({"VIGIL_SETTLE_TIMEOUT": " 0.5 "}, "settle_timeout_s", 0.5),
        ({"VIGIL_SETTLE_TIMEOUT": "0"}, "settle_timeout_s", 0.0),
        ({"VIGIL_STATE_HASH_TOLERANCE": "0"}, "state_hash_tolerance", 0),
        ({"VIGIL_STATE_HASH_TOLERANCE": "64"}, "state_hash_tolerance", 64),
        ({"VIGIL_NARRATE": "OFF"}, "narrate", False),
        ({"VIGIL_SETTLE_PAGE_VOUCH": "no"}, "settle_page_vouch", False),
        ({"VIGIL_SETTLE_PAGE_VOUCH": ""}, "settle_page_vouch", True),
        ({"VIGIL_SETTLE_TIMEOUT": ""}, "settle_timeout_s", 3.0),
        ({"MANTIS_DONE_GATE": "0"}, "done_gate", False),
    ],
)
def test_a_valid_variable_takes_effect(env: dict[str, str], name: str, expected: Any) -> None:
    assert getattr(RunConfig.from_env(env), name) == expected


@pytest.mark.parametrize(
    ("key", "raw", "expected"),
    [
        ("VIGIL_SETTLE_TIMEOUT", "abc", "expected a number"),
        ("VIGIL_SETTLE_TIMEOUT", "-1", "0 or more"),
        ("VIGIL_SETTLE_TIMEOUT", "nan", "finite"),
        ("VIGIL_SETTLE_TIMEOUT", "1e400", "finite"),
        ("VIGIL_STATE_HASH_TOLERANCE", "abc", "whole number from 0 to 64"),
        ("VIGIL_STATE_HASH_TOLERANCE", "6.0", "whole number from 0 to 64"),
        ("VIGIL_STATE_HASH_TOLERANCE", "-1", "0 to 64"),
        ("VIGIL_STATE_HASH_TOLERANCE", "99999999999999999999", "0 to 64"),
        ("VIGIL_NARRATE", "y", "expected one of"),
        ("VIGIL_SETTLE_PAGE_VOUCH", "2", "expected one of"),
        ("VIGIL_PERCEPTUAL_VERIFY", "maybe", "expected one of"),
    ],
)
def test_a_bad_variable_names_itself(key: str, raw: str, expected: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(key)) as caught:
        RunConfig.from_env({key: raw})
    assert expected in str(caught.value)


# -- docs/configuration.md lists what the code reads, and nothing it does not ---------------
_NOT_VARIABLES = {"VIGIL_", "MANTIS_", "RAY_ENV_DEFAULTS", "RAY_CONNECT_TIMEOUT_S"}


def _named_in_code() -> set[str]:
    """Every quoted ``VIGIL_*`` / vendor / Ray variable name in the package, plus the
    toggles' names (built from :data:`TOGGLES`, never spelled out)."""
    pattern = re.compile(r"[\"']((?:VIGIL|MANTIS|OPENAI|ANTHROPIC|RAY)_[A-Z0-9_]*)[\"']")
    names = {
        match
        for path in (ROOT / "src" / "vigil").rglob("*.py")
        for match in pattern.findall(path.read_text(encoding="utf-8"))
    }
    names |= {prefix + t.upper() for t in TOGGLES for prefix in ("VIGIL_", "MANTIS_")}
    return names - _NOT_VARIABLES


def test_every_variable_the_code_reads_is_documented() -> None:
    doc = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`((?:VIGIL|MANTIS|OPENAI|ANTHROPIC|RAY)_[A-Z0-9_]+)`", doc))
    assert sorted(_named_in_code() - documented) == []
    vigil_only = {n for n in documented if n.startswith(("VIGIL_", "MANTIS_"))}
    assert sorted(vigil_only - _named_in_code()) == []


def test_the_field_table_covers_every_field() -> None:
    """The construction rules are listed in docs/configuration.md field by field."""
    doc = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    numeric = [f.name for f in fields(RunConfig) if f.name not in SWITCHES]
    assert [name for name in numeric if f"`{name}`" not in doc] == []
