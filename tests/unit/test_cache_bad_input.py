"""Bad input to the trajectory cache: refused with an error that names it, never a crash.

A cache file is read from disk and a step's point can come from anywhere, so each way they
can be wrong has one answer: a ``CacheError`` naming the file, step and field when the file
is read, an ``unverifiable`` verdict when a step is checked, a ``TypeError``/``ValueError``
naming the argument when a representation is captured. Valid input behaves as before.
"""

from __future__ import annotations

import json
import math
import re
import sys
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest

from vigil import CachedBrain, capture_representation, load_trajectory, validate_step
from vigil.brains.base import Observation
from vigil.cache.format import CacheFile, cache_from_dict
from vigil.cache.represent import VisualRepresentation, describe_step
from vigil.errors import CacheError
from vigil.frames import Frame, as_frame

P = (320, 200)


def screen() -> Frame:
    img = np.zeros((400, 640, 3), np.uint8)
    cv2.rectangle(img, (260, 180), (380, 220), (200, 100, 40), -1)
    cv2.putText(img, "Submit", (272, 208), cv2.FONT_HERSHEY_SIMPLEX, 0.7, (255, 255, 255), 2)
    return as_frame(img)


@pytest.fixture(scope="module")
def frame() -> Frame:
    return screen()


@pytest.fixture(scope="module")
def rep(frame: Frame) -> VisualRepresentation:
    return capture_representation(frame, P)


def cache_dict(rep: VisualRepresentation) -> dict[str, Any]:
    """A valid 0.3 file as Vigil writes it: one click with its hash and evidence."""
    return {
        "metadata": {"version": "0.3"},
        "trajectory": [
            {
                "id": "toolu_1",
                "name": "computer",
                "type": "tool_use",
                "input": {"action": "left_click", "coordinate": list(P)},
                "visual_representation": rep.hex,
                "vigil": {"representation": rep.to_dict(), "check_point": list(P)},
            }
        ],
    }


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def replay_first_step(cache: CacheFile, frame: Frame) -> tuple[str, str | None]:
    """Drive the first step the way the runner does; the verdict's status and the message."""
    brain = CachedBrain(cache)
    action = brain.decide(Observation(frame=frame, task="t", step_index=0))
    message = brain.validate_before_act(action, frame)
    return brain.outcome.verdicts[-1].status, message


# -- 1. validate_step with a point it cannot use -----------------------------------------------
BAD_POINTS: list[Any] = [
    (math.nan, 200),
    (320, math.nan),
    (math.inf, 200),
    (200, -math.inf),
    (5,),
    (),
    (1, 2, 3),
    "ab",
    (None, 2),
    ("320", "200"),
    (True, 2),
    {1, 2},
    7,
]


@pytest.mark.parametrize("point", BAD_POINTS, ids=repr)
def test_validate_step_bad_point_is_unverifiable(
    rep: VisualRepresentation, frame: Frame, point: Any
) -> None:
    verdict = validate_step(rep, frame, point, step_index=3)
    assert verdict.status == "unverifiable"
    assert not verdict.passed
    assert "point" in verdict.reason
    assert "two finite numbers" in verdict.reason
    assert verdict.message.startswith("Visual validation could not run at step 3 (left_click at ")
    assert "cannot be checked" in verdict.message


@pytest.mark.parametrize("point", BAD_POINTS, ids=repr)
def test_describe_step_never_raises(point: Any) -> None:
    text = describe_step("left_click", point)
    assert text.startswith("left_click at ")


def test_valid_points_are_described_and_checked_as_before(
    rep: VisualRepresentation, frame: Frame
) -> None:
    assert describe_step("left_click", (320.4, 199.6)) == "left_click at [320, 200]"
    array: Any = np.array([450.0, 300.0])  # arrays work, though the signature says Sequence
    assert describe_step("left_click", array) == "left_click at [450, 300]"
    assert describe_step("type", None) == "type"
    as_tuple = validate_step(rep, frame, P)
    assert as_tuple.status == "pass"
    same: Any
    for same in ([320, 200], (320.0, 200.0), np.array([320, 200]), (np.float32(320), 200)):
        again = validate_step(rep, frame, same)
        assert (again.status, again.distance, again.reason) == (
            as_tuple.status,
            as_tuple.distance,
            as_tuple.reason,
        )
    off = validate_step(rep, frame, (700, 10))
    assert off.status == "unverifiable" and "outside the 640x400 screen" in off.reason


# -- 2. malformed step evidence is refused when the file is read -------------------------------
def _set_hex(value: Any) -> Any:
    return lambda d: d["trajectory"][0].__setitem__("visual_representation", value)


def _set_rep(key: str, value: Any) -> Any:
    return lambda d: d["trajectory"][0]["vigil"]["representation"].__setitem__(key, value)


def _set_check_point(value: Any) -> Any:
    return lambda d: d["trajectory"][0]["vigil"].__setitem__("check_point", value)


MALFORMED = [
    (_set_hex("zzzz"), "trajectory.0.visual_representation", "hex digits"),
    (_set_hex("12 34"), "trajectory.0.visual_representation", "hex digits"),
    (_set_rep("method", "dhash"), "trajectory.0.vigil.representation", "dhash"),
    (_set_rep("thumb", "!!!"), "trajectory.0.vigil.representation", "base64 zlib"),
    (_set_rep("chroma", "eJwDAAAAAAE="), "trajectory.0.vigil.representation", "chroma has 0"),
    (_set_rep("point", [1]), "trajectory.0.vigil.representation", "point must be two"),
    (_set_rep("point", [None, 1]), "trajectory.0.vigil.representation", "point must be two"),
    (_set_rep("hash", "xyz"), "trajectory.0.vigil.representation", "hash: not a hex hash"),
    (_set_rep("screen_size", [640]), "trajectory.0.vigil.representation", "screen_size"),
    (_set_rep("screen_size", [0, 400]), "trajectory.0.vigil.representation", "screen_size"),
    (_set_rep("region_size", "big"), "trajectory.0.vigil.representation", "region_size"),
    (_set_rep("region_size", 4), "trajectory.0.vigil.representation", "at least 8"),
    (_set_rep("luma_std", [1]), "trajectory.0.vigil.representation", "luma_std"),
    (_set_rep("text", 5), "trajectory.0.vigil.representation", "text must be a list"),
    (_set_rep("jpeg", "yes"), "trajectory.0.vigil.representation", "jpeg must be an object"),
    (_set_check_point([1]), "trajectory.0.vigil.check_point", "two finite numbers"),
    (_set_check_point([1, 2, 3]), "trajectory.0.vigil.check_point", "two finite numbers"),
    (_set_check_point([math.nan, 2]), "trajectory.0.vigil.check_point", "two finite numbers"),
    (_set_check_point([math.inf, 2]), "trajectory.0.vigil.check_point", "two finite numbers"),
]


@pytest.mark.parametrize(("mutate", "where", "needle"), MALFORMED)
def test_malformed_step_evidence_is_a_cache_error_at_load(
    tmp_path: Path, rep: VisualRepresentation, mutate: Any, where: str, needle: str
) -> None:
    data = cache_dict(rep)
    mutate(data)
    path = write(tmp_path, data)
    with pytest.raises(CacheError) as caught:
        load_trajectory(path)
    text = str(caught.value)
    assert str(path) in text
    assert where in text
    assert needle in text


def test_the_legacy_list_checks_its_hashes_too(tmp_path: Path, rep: VisualRepresentation) -> None:
    step = cache_dict(rep)["trajectory"][0]
    step["visual_representation"] = "not hex"
    with pytest.raises(CacheError, match="legacy cache entry 0: visual_representation"):
        load_trajectory(write(tmp_path, [step]))


def test_valid_evidence_loads_and_replays_as_before(
    tmp_path: Path, rep: VisualRepresentation, frame: Frame
) -> None:
    cache = load_trajectory(write(tmp_path, cache_dict(rep)))
    assert replay_first_step(cache, frame) == ("pass", None)


@pytest.mark.parametrize(
    ("field", "value"),
    [("check_point", [1]), ("check_point", ["a", "b"]), ("representation", {"hash": "xyz"})],
)
def test_evidence_broken_in_memory_after_loading_is_unverifiable_at_replay(
    tmp_path: Path, rep: VisualRepresentation, frame: Frame, field: str, value: Any
) -> None:
    cache = load_trajectory(write(tmp_path, cache_dict(rep)))
    vigil_part = cache.trajectory[0].vigil
    assert vigil_part is not None
    setattr(vigil_part, field, value)
    status, message = replay_first_step(cache, frame)
    assert status == "unverifiable"
    assert message is not None and "recorded evidence cannot be read" in message


@pytest.mark.parametrize("value", [None, ""])
def test_a_step_without_a_hash_loads_and_is_unverifiable(
    tmp_path: Path, rep: VisualRepresentation, frame: Frame, value: str | None
) -> None:
    data = cache_dict(rep)
    data["trajectory"][0]["visual_representation"] = value
    del data["trajectory"][0]["vigil"]
    status, message = replay_first_step(load_trajectory(write(tmp_path, data)), frame)
    assert status == "unverifiable"
    assert message is not None and "no visual representation was recorded" in message


def test_a_hash_that_reaches_replay_but_cannot_be_compared_is_unverifiable(
    tmp_path: Path, rep: VisualRepresentation, frame: Frame
) -> None:
    # Well-formed hex of another size is not refused at load (another tool may hash so);
    # it cannot be compared with a 64-bit hash, so the step is unverifiable, not a crash.
    data = cache_dict(rep)
    data["trajectory"][0]["visual_representation"] = "abcd"
    del data["trajectory"][0]["vigil"]
    status, message = replay_first_step(load_trajectory(write(tmp_path, data)), frame)
    assert status == "unverifiable"
    assert message is not None and "the check failed" in message


@pytest.mark.parametrize(
    "data",
    [
        {"point": "ab"},
        {"point": [math.nan, 1]},
        {"point": [1, 2, 3]},
        {"screen_size": "640x400"},
        {"screen_size": [640.5, 400]},
        {"region_size": None},
        {"region_size": math.inf},
        {"luma_mean": math.nan},
        {"luma_mean": {"a": 1}},
        {"thumb": 12},
        {"jpeg": {"tables": "!!", "subsampling": 2}},
        {"hash": "0xgg"},
    ],
    ids=repr,
)
def test_from_dict_raises_only_value_error(data: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        VisualRepresentation.from_dict(data)


def test_from_dict_refuses_what_is_not_an_object() -> None:
    with pytest.raises(ValueError, match="must be an object"):
        VisualRepresentation.from_dict([1, 2])  # type: ignore[arg-type]


def test_from_dict_keeps_what_it_accepted(rep: VisualRepresentation) -> None:
    assert VisualRepresentation.from_dict(rep.to_dict()).to_dict() == rep.to_dict()
    loose = dict(rep.to_dict(), screen_size=[640.0, 400.0], region_size="100", luma_std="12.5")
    parsed = VisualRepresentation.from_dict(loose)
    assert parsed.screen_size == (640, 400)
    assert parsed.region_size == 100
    assert parsed.luma_std == 12.5
    assert VisualRepresentation.from_dict({"hash": rep.hex}).hash == rep.hash


# -- 3. the file itself ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "raw",
    [
        b"\xff\xfe{\x00}\x00",
        '{"metadata": {"version": "0.3", "goal": "caf\u00e9"}, "trajectory": []}'.encode("latin-1"),
    ],
    ids=["utf-16-bom", "latin-1"],
)
def test_a_file_that_is_not_utf8_is_a_cache_error(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "enc.json"
    path.write_bytes(raw)
    with pytest.raises(CacheError, match="not UTF-8") as caught:
        load_trajectory(path)
    assert str(path) in str(caught.value)


def test_a_utf8_bom_is_accepted(tmp_path: Path, rep: VisualRepresentation) -> None:
    plain = write(tmp_path, cache_dict(rep))
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + plain.read_bytes())
    assert load_trajectory(bom).to_dict() == load_trajectory(plain).to_dict()


def test_malformed_json_still_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b'\xef\xbb\xbf{"metadata":\n  {"version": }}')
    with pytest.raises(CacheError, match=r"not valid JSON \(line 2, column 15\)"):
        load_trajectory(path)


def test_deeply_nested_json_is_a_cache_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    depth = 100_000
    path.write_text("[" * depth + "]" * depth, encoding="utf-8")
    with pytest.raises(CacheError, match="nested too deeply"):
        load_trajectory(path)


def test_deeply_nested_value_is_a_cache_error_from_dict() -> None:
    deep: Any = "x"
    for _ in range(sys.getrecursionlimit() + 100):
        deep = [deep]
    data = {
        "metadata": {"version": "0.3"},
        "trajectory": [{"input": {"action": "left_click", "coordinate": [1, 1], "x": deep}}],
    }
    with pytest.raises(CacheError, match="nested too deeply"):
        cache_from_dict(data, "deep")


@pytest.mark.parametrize(("number", "text"), [(0.3, "0.3"), (0.2, "0.2"), (0.1, "0.1")])
def test_a_version_number_that_spells_a_known_version_is_taken(
    tmp_path: Path, rep: VisualRepresentation, number: float, text: str
) -> None:
    data = cache_dict(rep)
    data["metadata"]["version"] = number
    cache = load_trajectory(write(tmp_path, data))
    assert cache.metadata.version == text
    assert data["metadata"]["version"] == number  # the caller's data is not changed


@pytest.mark.parametrize("version", [9.0, 3, True, ["0.3"]], ids=repr)
def test_a_version_that_is_not_a_string_says_so(
    tmp_path: Path, rep: VisualRepresentation, version: Any
) -> None:
    data = cache_dict(rep)
    data["metadata"]["version"] = version
    needle = re.escape("metadata.version must be a string such as '0.3'")
    with pytest.raises(CacheError, match=needle):
        load_trajectory(write(tmp_path, data))


def test_an_unknown_version_string_is_still_unsupported(
    tmp_path: Path, rep: VisualRepresentation
) -> None:
    data = cache_dict(rep)
    data["metadata"]["version"] = "9.0"
    with pytest.raises(CacheError, match=re.escape("unsupported cache version '9.0'")):
        load_trajectory(write(tmp_path, data))


# -- 4. capture_representation's arguments -----------------------------------------------------
@pytest.mark.parametrize(
    ("point", "error"),
    [
        (None, TypeError),
        ("ab", TypeError),
        ((None, 2), TypeError),
        (("320", "200"), TypeError),
        (7, TypeError),
        ((5,), ValueError),
        ((1, 2, 3), ValueError),
        ((math.nan, 200), ValueError),
        ((320, math.inf), ValueError),
    ],
    ids=repr,
)
def test_capture_bad_point_names_the_argument(frame: Frame, point: Any, error: type) -> None:
    with pytest.raises(error, match=r"point must be two finite numbers \(x, y\)"):
        capture_representation(frame, point)


@pytest.mark.parametrize(
    ("size", "error", "needle"),
    [
        (100.5, ValueError, "whole number of pixels"),
        (math.nan, ValueError, "whole number of pixels"),
        (None, TypeError, "whole number of pixels"),
        ("100", TypeError, "whole number of pixels"),
        (True, TypeError, "whole number of pixels"),
        (4, ValueError, "at least 8 pixels"),
        (0, ValueError, "at least 8 pixels"),
        (-100.0, ValueError, "at least 8 pixels"),
    ],
    ids=repr,
)
def test_capture_bad_region_size_names_the_argument(
    frame: Frame, size: Any, error: type, needle: str
) -> None:
    with pytest.raises(error, match=f"region_size.*{needle}|{needle}.*region_size"):
        capture_representation(frame, P, region_size=size)


def test_capture_takes_whole_floats_and_numpy_ints(frame: Frame, rep: VisualRepresentation) -> None:
    for size in (100.0, np.int64(100)):
        again = capture_representation(frame, P, region_size=size)  # type: ignore[arg-type]
        assert type(again.region_size) is int
        assert again.to_dict() == rep.to_dict()
        json.dumps(again.to_dict())  # a numpy int would not serialise
    array: Any = np.array(P)
    assert capture_representation(frame, array).to_dict() == rep.to_dict()


# -- permissions of what the cache writes -----------------------------------------------------
def test_a_written_cache_gets_the_umask_mode_and_a_rewrite_keeps_the_file_mode(
    tmp_path: Path, rep: VisualRepresentation
) -> None:
    import os
    import stat

    from vigil import save_trajectory

    cache = load_trajectory(write(tmp_path, cache_dict(rep)))
    old = os.umask(0o022)
    try:
        new_file = save_trajectory(cache, tmp_path / "new.json")
        assert stat.S_IMODE(new_file.stat().st_mode) == 0o644
        new_file.chmod(0o640)
        save_trajectory(cache, new_file)
        assert stat.S_IMODE(new_file.stat().st_mode) == 0o640
    finally:
        os.umask(old)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
