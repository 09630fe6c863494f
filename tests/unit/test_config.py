"""Toggles: one parser, two names, never os.environ after the edge."""

from __future__ import annotations

import os

import pytest

from vigil import RunConfig, parse_toggle
from vigil.config import TOGGLES, read_toggle
from vigil.errors import ConfigError

OFF = ["disabled", "0", "false", "off", "no", "DISABLED", " Off ", "No"]
ON = ["enabled", "1", "true", "on", "yes", "ENABLED", " True ", "YES"]


@pytest.mark.parametrize("value", OFF)
def test_off_values(value: str) -> None:
    assert parse_toggle(value) is False


@pytest.mark.parametrize("value", ON)
def test_on_values(value: str) -> None:
    assert parse_toggle(value) is True


@pytest.mark.parametrize("value", ["maybe", "2", "disable", "", "tru"])
def test_bad_values_name_the_variable(value: str) -> None:
    with pytest.raises(ConfigError, match="VIGIL_DONE_GATE"):
        parse_toggle(value, "VIGIL_DONE_GATE")


@pytest.mark.parametrize("name", TOGGLES)
@pytest.mark.parametrize("prefix", ["VIGIL_", "MANTIS_"])
@pytest.mark.parametrize("value, expected", [("disabled", False), ("enabled", True)])
def test_toggle_matrix(name: str, prefix: str, value: str, expected: bool) -> None:
    cfg = RunConfig.from_env({prefix + name.upper(): value})
    assert getattr(cfg, name) is expected
    others = [t for t in TOGGLES if t != name]
    assert all(getattr(cfg, t) for t in others)


def test_vigil_name_wins_over_mantis() -> None:
    env = {"VIGIL_LOOP_ADAPTIVE": "on", "MANTIS_LOOP_ADAPTIVE": "off"}
    assert read_toggle("loop_adaptive", env) is True
    env = {"VIGIL_LOOP_ADAPTIVE": "", "MANTIS_LOOP_ADAPTIVE": "off"}
    assert read_toggle("loop_adaptive", env) is False


def test_defaults_all_on() -> None:
    cfg = RunConfig.from_env({})
    assert cfg.toggles() == dict.fromkeys(TOGGLES, True)


def test_bad_env_value_is_an_error() -> None:
    with pytest.raises(ConfigError, match="MANTIS_PERCEPTUAL_VERIFY"):
        RunConfig.from_env({"MANTIS_PERCEPTUAL_VERIFY": "sometimes"})
    with pytest.raises(ConfigError, match="VIGIL_SETTLE_TIMEOUT"):
        RunConfig.from_env({"VIGIL_SETTLE_TIMEOUT": "soon"})


def test_overrides_do_not_touch_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VIGIL_LOOP_ADAPTIVE", "on")
    before = dict(os.environ)
    base = RunConfig.from_env()
    changed = base.with_overrides(loop_adaptive=False, perceptual_verify="off", done_gate=None)
    assert changed.loop_adaptive is False and changed.perceptual_verify is False
    assert changed.done_gate is True
    assert base.loop_adaptive is True
    assert dict(os.environ) == before
    with pytest.raises(ConfigError, match="unknown setting"):
        base.with_overrides(loop_adaptiv=False)


def test_config_is_frozen() -> None:
    cfg = RunConfig()
    with pytest.raises(AttributeError):
        cfg.loop_adaptive = False  # type: ignore[misc]


@pytest.mark.parametrize("raw", ["nan", "inf", "-1"])
def test_a_settle_timeout_that_would_never_end_or_is_negative_is_refused(raw: str) -> None:
    """nan or inf seconds never ran out: the run hung for good."""
    with pytest.raises(ConfigError, match=f"VIGIL_SETTLE_TIMEOUT='{raw}': expected a finite"):
        RunConfig.from_env({"VIGIL_SETTLE_TIMEOUT": raw})


@pytest.mark.parametrize("raw", ["-1", "65", "1000"])
def test_a_hash_tolerance_beyond_the_hash_is_refused(raw: str) -> None:
    """Over 64 bits every two screens would count as the same state (a loop at once)."""
    with pytest.raises(ConfigError, match=f"VIGIL_STATE_HASH_TOLERANCE='{raw}': expected 0 to 64"):
        RunConfig.from_env({"VIGIL_STATE_HASH_TOLERANCE": raw})
    assert RunConfig.from_env({"VIGIL_STATE_HASH_TOLERANCE": "64"}).state_hash_tolerance == 64


def test_every_number_variable_goes_through_one_reader() -> None:
    from vigil.config import env_flag, env_int, env_number

    env = {"A": "7", "B": "lots", "C": " ", "D": "2.5", "E": "-1", "F": "off"}
    assert env_int(env, "A", 1) == 7 and env_int(env, "C", 3) == 3
    assert env_number(env, "D", 0.0) == 2.5 and env_flag(env, "F", True) is False
    with pytest.raises(ConfigError, match="B='lots': expected a whole number from 0 to 9"):
        env_int(env, "B", 1, 0, 9)
    with pytest.raises(ConfigError, match="B='lots': expected an integer"):
        env_int(env, "B", 1)
    with pytest.raises(ConfigError, match="E='-1': expected 0 or more"):
        env_int(env, "E", 1, lowest=0)
    with pytest.raises(ConfigError, match="B='lots': expected a number"):
        env_number(env, "B", 1.0)
