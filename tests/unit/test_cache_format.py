"""The cache file: 0.3 round trip, files from other tools, legacy lists, errors, atomicity."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import vigil
from vigil.cache.format import (
    CachedStep,
    CacheFailure,
    CacheFile,
    CacheMetadata,
    invalidation_reason,
    load_trajectory,
    save_trajectory,
    substitute_parameters,
)
from vigil.cache.modes import plan_mode
from vigil.errors import CacheError

REFERENCE_03 = {
    "metadata": {
        "version": "0.3",
        "created_at": "2026-01-05T10:00:00Z",
        "goal": "Log in as {{user}}",
        "last_executed_at": None,
        "token_usage": {"input_tokens": 1200, "output_tokens": 80},
        "execution_attempts": 2,
        "failures": [
            {
                "timestamp": "2026-01-06T10:00:00Z",
                "step_index": 1,
                "error_message": "Visual validation failed",
                "failure_count_at_step": 1,
            }
        ],
        "is_valid": True,
        "invalidation_reason": None,
        "visual_validation": {"enabled": True, "method": "phash", "region_size": 100},
        "tool_specific_key": {"kept": True},
    },
    "trajectory": [
        {
            "id": "toolu_01",
            "name": "computer",
            "type": "tool_use",
            "input": {"action": "left_click", "coordinate": [450, 300]},
            "visual_representation": "a8f3c9e14b7d2056",
        },
        {
            "id": "toolu_02",
            "name": "computer",
            "type": "tool_use",
            "input": {"action": "type", "text": "{{user}}"},
            "visual_representation": None,
        },
    ],
    "cache_parameters": {"user": "the account to log in with"},
}


def write(tmp_path: Path, data: object, name: str = "c.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


def test_reference_03_file_loads_and_keeps_its_keys(tmp_path: Path) -> None:
    cache = vigil.load_trajectory(write(tmp_path, REFERENCE_03))
    assert cache.metadata.goal == "Log in as {{user}}"
    assert cache.metadata.execution_attempts == 2
    assert cache.metadata.failures[0].step_index == 1
    assert cache.trajectory[0].visual_representation == "a8f3c9e14b7d2056"
    assert cache.cache_parameters == {"user": "the account to log in with"}
    assert cache.parameter_names() == ["user"]
    out = tmp_path / "out.json"
    vigil.save_trajectory(cache, out)
    data = json.loads(out.read_text())
    assert data["metadata"]["tool_specific_key"] == {"kept": True}
    for key in REFERENCE_03["metadata"]:
        assert key in data["metadata"], key
    assert set(data["trajectory"][0]) >= {"id", "name", "type", "input", "visual_representation"}
    assert "vigil" not in data["trajectory"][0]  # nothing Vigil did not add
    assert data["metadata"]["version"] == "0.3"


def test_round_trip_is_lossless(tmp_path: Path) -> None:
    cache = vigil.load_trajectory(write(tmp_path, REFERENCE_03))
    p = save_trajectory(cache, tmp_path / "a.json")
    again = load_trajectory(p)
    assert again.to_dict() == cache.to_dict()


def test_legacy_bare_list_loads(tmp_path: Path) -> None:
    cache = load_trajectory(write(tmp_path, REFERENCE_03["trajectory"]))
    assert len(cache.trajectory) == 2
    assert cache.metadata.visual_validation.method == "phash"
    assert cache.trajectory[0].action().point == (450.0, 300.0)


def test_v01_placeholders_become_cache_parameters(tmp_path: Path) -> None:
    data = json.loads(json.dumps(REFERENCE_03))
    data["metadata"]["version"] = "0.1"
    data["placeholders"] = data.pop("cache_parameters")
    cache = load_trajectory(write(tmp_path, data))
    assert cache.cache_parameters == {"user": "the account to log in with"}


@pytest.mark.parametrize(
    ("mutate", "needle"),
    [
        (lambda d: d["metadata"].__setitem__("version", "9.0"), "unsupported cache version '9.0'"),
        (lambda d: d["metadata"].pop("version"), "no 'version'"),
        (lambda d: d.pop("metadata"), "no 'metadata'"),
        (lambda d: d.__setitem__("trajectory", {"a": 1}), "'trajectory' must be a list"),
        (lambda d: d["trajectory"][0]["input"].__setitem__("action", "fly"), "trajectory step 0"),
        (lambda d: d["metadata"].__setitem__("execution_attempts", "many"), "execution_attempts"),
    ],
)
def test_bad_files_name_the_problem(tmp_path: Path, mutate, needle: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(json.dumps(REFERENCE_03))
    mutate(data)
    with pytest.raises(CacheError, match=needle.replace("(", r"\(").replace(")", r"\)")):
        load_trajectory(write(tmp_path, data))


def test_malformed_json_and_missing_file(tmp_path: Path) -> None:
    p = tmp_path / "bad.json"
    p.write_text('{"metadata": {', encoding="utf-8")
    with pytest.raises(CacheError, match=r"not valid JSON .line 1"):
        load_trajectory(p)
    with pytest.raises(CacheError, match="no cache file"):
        load_trajectory(tmp_path / "missing.json")
    with pytest.raises(CacheError, match="legacy cache entry 0"):
        load_trajectory(write(tmp_path, [{"type": "tool_use"}]))


def test_write_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "c.json"
    cache = load_trajectory(write(tmp_path, REFERENCE_03, "src.json"))
    save_trajectory(cache, target)
    before = target.read_bytes()

    def boom(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    cache.metadata.goal = "changed"
    with pytest.raises(OSError):
        save_trajectory(cache, target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.json", "src.json"]


def test_parameters_nested_missing_and_original_untouched() -> None:
    value = {"text": "Hi {{ name }}, code {{code}}", "list": ["{{name}}", 3], "n": 1}
    out = substitute_parameters(value, {"name": "Dana", "code": "42"})
    assert out == {"text": "Hi Dana, code 42", "list": ["Dana", 3], "n": 1}
    assert value["text"] == "Hi {{ name }}, code {{code}}"
    with pytest.raises(CacheError, match=r"missing cache parameter.*code"):
        substitute_parameters(value, {"name": "Dana"})


def test_step_action_substitutes() -> None:
    step = CachedStep(input={"action": "type", "text": "{{email}}"})
    assert step.action({"email": "a@b.c"}).params["text"] == "a@b.c"
    with pytest.raises(CacheError, match="email"):
        step.action({})


def _meta(**kw: object) -> CacheMetadata:
    return CacheMetadata(**kw)  # type: ignore[arg-type]


def test_invalidation_rules() -> None:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    cache = CacheFile(metadata=_meta(created_at=now))
    for _ in range(2):
        cache.record_attempt(now)
        cache.record_failure(4, "no match", now)
    assert cache.metadata.is_valid
    cache.record_attempt(now)
    cache.record_failure(4, "no match", now)
    assert not cache.metadata.is_valid
    assert cache.metadata.invalidation_reason == "step 4 failed 3 times"
    assert [f.failure_count_at_step for f in cache.metadata.failures] == [1, 2, 3]

    rate = CacheFile(metadata=_meta(created_at=now))
    for i in range(10):
        rate.record_attempt(now)
        if i < 6:
            rate.metadata.failures.append(
                CacheFailure(
                    timestamp=now, step_index=i, error_message="x", failure_count_at_step=1
                )
            )
    assert invalidation_reason(rate.metadata, now) == "failure rate 60% over 10 attempts"
    rate.metadata.failures = rate.metadata.failures[:5]
    assert invalidation_reason(rate.metadata, now) is None  # 50 % is not over 50 %

    stale = CacheFile(metadata=_meta(created_at=now, last_executed_at=now))
    stale.metadata.failures = rate.metadata.failures[:1]
    assert invalidation_reason(stale.metadata, now + timedelta(days=29)) is None
    assert "unused for 31 days" in (
        invalidation_reason(stale.metadata, now + timedelta(days=31)) or ""
    )
    clean = CacheFile(metadata=_meta(created_at=now, last_executed_at=now))
    assert invalidation_reason(clean.metadata, now + timedelta(days=90)) is None

    reported = CacheFile()
    reported.invalidate("agent reported failure")
    assert not reported.metadata.is_valid
    reported.revalidate()
    assert reported.metadata.is_valid


def test_modes_plan() -> None:
    valid = CacheFile()
    invalid = CacheFile()
    invalid.invalidate("broken")
    assert plan_mode("record", valid).record and not plan_mode("record", valid).replay
    assert plan_mode("execute", valid).replay and plan_mode("execute", valid).write_history
    with pytest.raises(CacheError, match=r"cache invalid .broken."):
        plan_mode("execute", invalid)
    assert plan_mode("execute", invalid, force=True).replay
    with pytest.raises(CacheError, match="no cache recorded"):
        plan_mode("execute", None)
    auto = plan_mode("auto", valid)
    assert auto.replay and auto.rerecord_on_handover
    assert plan_mode("auto", invalid).record and not plan_mode("auto", invalid).replay
    frozen = plan_mode("read-only", valid)
    assert frozen.replay and not frozen.write_history and not frozen.record
    none = plan_mode("read-only", None)
    assert not (none.replay or none.record or none.write_history)
    with pytest.raises(CacheError, match="unknown cache mode"):
        plan_mode("sometimes", valid)
