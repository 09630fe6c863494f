"""Environment variables with bad values, read at the edge of ``vigil record``, ``replay``,
``eval`` and every command: one ``error:`` line naming the variable, exit 2, before a demo
server, a run folder, a results file or a browser exists. ``--help`` and ``--version``
work whatever the environment holds.

Every command here is refused before Chromium would start: no test launches a browser."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from vigil.cache.format import CachedStep, CacheFile, CacheMetadata
from vigil.cache.store import TrajectoryStore
from vigil.envs.launch import INSTALL_HINT, find_chromium
from vigil.errors import BackendUnavailable


def vigil(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The real CLI, with no ``VIGIL_*`` from the caller's shell and ``env`` on top."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("VIGIL_", "MANTIS_"))}
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=180,
        env={**base, "COLUMNS": "200", **env},
    )


def refused(r: subprocess.CompletedProcess[str], variable: str) -> str:
    """Exit 2 with one ``error:`` line naming ``variable``; returns that line."""
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout, r.stderr
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("error:") and variable in lines[0], r.stderr
    return lines[0]


def nothing_made(cwd: Path, *paths: Path) -> None:
    """No run folder under ``cwd`` (the default ``runs/`` or ``--out``), nor ``paths``."""
    assert not (cwd / "runs").exists()
    assert not (cwd / "out").exists()
    for path in paths:
        assert not path.exists(), path


def not_executable(tmp_path: Path) -> Path:
    path = tmp_path / "chromium"
    path.write_text("#!/bin/sh\n")
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    return path


def seed_store(db: Path) -> None:
    """One replayable trajectory: without the checks up front a replay of it went on to a
    run folder and Chromium."""
    TrajectoryStore(db).put(
        "buy",
        CacheFile(
            metadata=CacheMetadata(goal="Buy a mug"),
            trajectory=[CachedStep(input={"action": "wait"})],
        ),
    )


# -- 1. record / replay read RunConfig and check the browser before anything starts ---------
@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("VIGIL_SETTLE_TIMEOUT", "abc"),
        ("VIGIL_STATE_HASH_TOLERANCE", "99"),
        ("VIGIL_CHROMIUM", "/nope"),
    ],
)
def test_record_refuses_bad_environment_before_a_run_folder(
    tmp_path: Path, variable: str, value: str
) -> None:
    """``VIGIL_SETTLE_TIMEOUT=abc`` was read after the demo server, the run folder and
    Chromium had started (an empty run folder left behind); ``VIGIL_CHROMIUM`` was never
    checked up front."""
    store = tmp_path / "s.db"
    r = vigil(
        "record", "happy_path", "--name", "x", "--store", str(store), "--out", "out",
        cwd=tmp_path, **{variable: value},
    )  # fmt: skip
    refused(r, variable)
    nothing_made(tmp_path, store)


@pytest.mark.parametrize(
    ("variable", "value"), [("VIGIL_SETTLE_TIMEOUT", "abc"), ("VIGIL_CHROMIUM", "/nope")]
)
def test_replay_refuses_bad_environment_before_a_run_folder(
    tmp_path: Path, variable: str, value: str
) -> None:
    db = tmp_path / "s.db"
    seed_store(db)
    args = ("replay", "buy", "--store", str(db), "--url", "http://127.0.0.1:9", "--out", "out")
    refused(vigil(*args, cwd=tmp_path, **{variable: value}), variable)
    nothing_made(tmp_path)
    # --json: the same refusal as the JSON error object on stdout.
    r = vigil(*args, "--json", cwd=tmp_path, **{variable: value})
    assert r.returncode == 2, (r.stdout, r.stderr)
    payload = json.loads(r.stdout)
    assert payload["status"] == "error" and variable in payload["message"]
    nothing_made(tmp_path)
    assert TrajectoryStore(db).get("buy").metadata.execution_attempts == 0


# -- 2. eval checks VIGIL_CHROMIUM and VIGIL_BRAIN_BASE_URL before the sweep ------------------
@pytest.mark.parametrize(
    ("variable", "value", "says"),
    [
        ("VIGIL_CHROMIUM", "/nope", "not found"),
        ("VIGIL_BRAIN_BASE_URL", "localhost:9", "http(s) URL"),
        ("VIGIL_BRAIN_BASE_URL", "htp:/x", "http(s) URL"),
    ],
)
def test_eval_refuses_bad_environment_before_the_sweep(
    tmp_path: Path, variable: str, value: str, says: str
) -> None:
    """Every run was recorded as a crash (or failed after ~11 s) and the command exited 0."""
    db = tmp_path / "results" / "eval.sqlite"
    r = vigil("eval", "demo", "--db", str(db), cwd=tmp_path, **{variable: value})
    assert says in refused(r, variable)
    nothing_made(tmp_path, db.parent)


# -- 3. VIGIL_CHROMIUM must be an executable file --------------------------------------------
def test_find_chromium_wants_an_executable_file(tmp_path: Path) -> None:
    with pytest.raises(BackendUnavailable, match="is a folder"):
        find_chromium(str(tmp_path))
    with pytest.raises(BackendUnavailable, match="not an executable file"):
        find_chromium(str(not_executable(tmp_path)))
    runnable = tmp_path / "chrome"
    runnable.write_text("#!/bin/sh\n")
    runnable.chmod(0o755)
    assert find_chromium(str(runnable)) == str(runnable)


def test_install_hint_names_no_missing_flag(tmp_path: Path) -> None:
    """The hint told users to pass ``--chromium``, a flag no command has."""
    assert "--chromium" not in INSTALL_HINT and "VIGIL_CHROMIUM" in INSTALL_HINT
    with pytest.raises(BackendUnavailable) as caught:
        find_chromium(str(tmp_path / "nope"))
    assert "--chromium" not in str(caught.value)


@pytest.mark.parametrize("kind", ["folder", "not executable"])
def test_run_refuses_a_chromium_that_is_no_executable(tmp_path: Path, kind: str) -> None:
    chromium = tmp_path if kind == "folder" else not_executable(tmp_path)
    r = vigil("run", "happy_path", "--out", "out", cwd=tmp_path, VIGIL_CHROMIUM=str(chromium))
    assert kind.replace("not ", "not an ") in refused(r, "VIGIL_CHROMIUM")
    nothing_made(tmp_path)


# -- 4. VIGIL_MALLOC_KEEP_MB never blocks --help / --version --------------------------------
@pytest.mark.parametrize("args", [("--help",), ("--version",), ("record", "--help")])
def test_help_and_version_ignore_a_bad_malloc_keep(tmp_path: Path, args: tuple[str, ...]) -> None:
    r = vigil(*args, cwd=tmp_path, VIGIL_MALLOC_KEEP_MB="abc")
    assert r.returncode == 0, (r.stdout, r.stderr)
    assert "VIGIL_MALLOC_KEEP_MB" not in r.stdout + r.stderr
    assert ("vigil " if args == ("--version",) else "Usage") in r.stdout


def test_a_command_still_refuses_a_bad_malloc_keep(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    seed_store(db)
    r = vigil("cache", "list", "--store", str(db), cwd=tmp_path, VIGIL_MALLOC_KEEP_MB="abc")
    refused(r, "VIGIL_MALLOC_KEEP_MB")
    assert r.stdout == ""
    # --json: the JSON error object on stdout, not a plain-text line.
    r = vigil("cache", "list", "--store", str(db), "--json", cwd=tmp_path, VIGIL_MALLOC_KEEP_MB="x")
    assert r.returncode == 2, (r.stdout, r.stderr)
    payload = json.loads(r.stdout)
    assert payload["status"] == "error" and "VIGIL_MALLOC_KEEP_MB" in payload["message"]
    assert r.stderr == ""
