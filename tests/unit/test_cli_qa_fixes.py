"""The CLI after the third QA pass, without a browser: user text is never read as rich
markup, refusals come before any browser with exit 2 (and as JSON with ``--json``), a
store that cannot be written is found before the run, and cache commands keep what the
user did not ask to lose (an invalidation reason, an exported file)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vigil import __version__
from vigil.cache.format import CachedStep, CacheFile, CacheMetadata, VigilCacheInfo
from vigil.cache.store import TrajectoryStore, check_writable
from vigil.cli import app
from vigil.errors import CacheError

FORM = Path(__file__).parent.parent / "data" / "frames" / "form-1280x800.png"
runner = CliRunner()


def cli(*args: str) -> tuple[int, str, str]:
    """Exit code, stdout, stderr; any exception but the exit itself fails the test (a
    rich MarkupError was one)."""
    result = runner.invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def flat(text: str) -> str:
    return " ".join(text.split())


def step(**extra: object) -> CachedStep:
    return CachedStep(input={"action": "left_click", "coordinate": [5, 5], **extra})


def seed(db: Path, name: str, cache: CacheFile) -> None:
    TrajectoryStore(db).put(name, cache, replace=True)


def with_url(*steps: CachedStep, goal: str = "Buy a mug", **params: str) -> CacheFile:
    return CacheFile(
        metadata=CacheMetadata(goal=goal, vigil=VigilCacheInfo(start_url="http://127.0.0.1:9/")),
        trajectory=list(steps),
        cache_parameters=params,
    )


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


# -- 1: user text is printed literally ---------------------------------------------------
def test_bracketed_names_are_printed_literally(here: Path) -> None:
    shutil.copy(FORM, here / "shot[final].png")
    code, out, _ = cli("hash", "shot[final].png")
    assert code == 0 and "shot[final].png" in out
    for name in ("a[/x].png", "[bold]x.png"):
        code, _, err = cli("hash", name)
        assert code == 2 and f"no such image file: {name}" in flat(err)
    for args in (("cache", "show", "x"), ("replay", "x"), ("cache", "list")):
        code, _, err = cli(*args, "--store", "[/oops]")
        assert code == 2 and "no such store: [/oops]" in err, err


def test_goal_with_markup_lists_and_bad_coordinate_message_keeps_brackets(here: Path) -> None:
    seed(here / "g.db", "gm", with_url(step(), goal="Mug [/sale]"))
    code, out, _ = cli("cache", "list", "--store", "g.db")
    assert code == 0 and "Mug [/sale]" in out
    click = {"action": "left_click", "coordinate": ["a", 1]}
    block = {"id": "t", "name": "computer", "type": "tool_use", "input": click}
    bad = {"metadata": {"version": "0.3"}, "trajectory": [block]}
    (here / "coord.json").write_text(json.dumps(bad))
    code, _, err = cli("cache", "import", "coord.json", "--store", "g.db")
    assert code == 2 and "'coordinate' must be [x, y] finite numbers" in flat(err)


def test_no_traceback_through_the_real_entry_point(tmp_path: Path) -> None:
    (tmp_path / "bad.png").write_text("not an image")
    for args, text in (
        (("hash", "a[/x].png"), "no such image file: a[/x].png"),
        (("hash", "bad.png"), "bad.png is not a decodable image file"),
    ):
        r = subprocess.run(
            [sys.executable, "-m", "vigil", *args],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
        assert text in flat(r.stderr) and "BytesIO" not in r.stderr


# -- 2: serve validates its log level ------------------------------------------------------
def test_serve_refuses_an_unknown_log_level() -> None:
    code, out, err = cli("serve", "--port", "0", "--log-level", "nonsense")
    assert code == 2 and "serving" not in out
    assert "--log-level must be one of critical, error, warning, info, debug, trace" in flat(err)


# -- 4: --url is a base where a start path is joined on ------------------------------------
def test_url_with_a_path_is_refused_where_it_is_a_base(here: Path) -> None:
    url = "http://127.0.0.1:9/shop.html?reset=1"
    for args in (
        ("record", "happy_path", "--name", "shop2", "--store", "u.db", "--url", url),
        ("run", "happy_path", "--url", "http://127.0.0.1:9/shop.html"),
    ):
        code, _, err = cli(*args)
        assert code == 2 and "--url must be a base URL such as http://127.0.0.1:8765" in flat(err)
        assert "start_url" in err
    code, _, err = cli("run", "checkout_consent", "--url", "notaurl")
    assert code == 2 and "--url must be an absolute URL" in err
    assert sorted(p.name for p in here.iterdir()) == []  # no run folder, no store


# -- 5: parameters that match nothing ------------------------------------------------------
def test_replay_refuses_unknown_and_missing_parameters(here: Path) -> None:
    typed = CachedStep(input={"action": "type", "text": "{{email}}"})
    seed(here / "s.db", "signin", with_url(typed, email="who signs in"))
    code, _, err = cli("replay", "signin", "--store", "s.db", "--param", "email=a@b.c",
                       "--param", "extra=1")  # fmt: skip
    assert code == 1 and "unknown cache parameter(s) for 'signin': extra" in flat(err)
    assert "its parameters: email" in flat(err)
    code, _, err = cli("replay", "signin", "--store", "s.db")
    assert code == 1 and "missing cache parameter(s): email" in flat(err)


def test_record_refuses_an_empty_parameter_value(here: Path) -> None:
    code, _, err = cli("record", "signin_flash", "--name", "s", "--param", "email=")
    assert code == 2 and "has no value" in err
    assert sorted(p.name for p in here.iterdir()) == []


# -- 6: a store that cannot be written is found before the browser -------------------------
@pytest.fixture
def read_only_db(here: Path) -> Iterator[Path]:
    db = here / "ro.db"
    seed(db, "happy", with_url(step()))
    if os.geteuid() == 0:  # root writes through permission bits: make the file immutable
        if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(db)]).returncode:
            pytest.skip("cannot make a file unwritable for root here")
    else:
        db.chmod(0o444)
    try:
        yield db
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(db)], check=False)
        db.chmod(0o644)


def test_replay_and_record_refuse_an_unwritable_store(read_only_db: Path, here: Path) -> None:
    code, _, err = cli("replay", "happy", "--store", "ro.db")
    assert code == 2 and "cannot write to the store ro.db" in flat(err)
    assert "nothing was run" in flat(err) and "read-only" in flat(err)
    code, out, _ = cli("replay", "happy", "--store", "ro.db", "--json")
    assert code == 2 and json.loads(out)["status"] == "error"
    code, _, err = cli("record", "happy_path", "--name", "h2", "--store", "ro.db")
    assert code == 2 and "cannot write to the store ro.db" in flat(err)
    assert not (here / "runs").exists()


@pytest.fixture
def frozen_store(here: Path) -> Iterator[Path]:
    """A store on what acts as a read-only mount: neither the file nor its folder can be
    written, so SQLite cannot make the WAL's shared-memory file beside it."""
    folder = here / "frozen"
    folder.mkdir()
    seed(folder / "f.db", "happy", with_url(step()))
    invalid = with_url(step())
    invalid.metadata.is_valid = False
    invalid.metadata.invalidation_reason = "step 1 failed 3 times"
    seed(folder / "f.db", "stale", invalid)
    paths = [folder / "f.db", folder]
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        if chattr is None or subprocess.run([chattr, "+i", *map(str, paths)]).returncode:
            pytest.skip("cannot make a folder unwritable for root here")
    else:
        for p in paths:
            p.chmod(0o555)
    try:
        yield folder / "f.db"
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", *map(str, paths)], check=False)
        for p in paths:
            p.chmod(0o755)


def test_a_frozen_store_is_read_and_replayed_read_only(frozen_store: Path) -> None:
    store = TrajectoryStore(frozen_store, create=False)
    assert store.names() == ["happy", "stale"] and store.get("happy").trajectory
    with pytest.raises(CacheError, match="readonly"):
        store.delete("happy")
    code, out, _ = cli("cache", "list", "--store", str(frozen_store), "--json")
    assert code == 0 and [r["name"] for r in json.loads(out)] == ["happy", "stale"]
    # A replay that records its attempt is refused before the browser, naming --read-only.
    code, _, err = cli("replay", "happy", "--store", str(frozen_store))
    assert code == 2 and "--read-only" in flat(err)
    # A read-only replay has no live brain to fall back on: an invalid cache is refused.
    code, _, err = cli("replay", "stale", "--store", str(frozen_store), "--read-only")
    assert code == 1 and "cannot replay: cache invalid (step 1 failed 3 times)" in flat(err)
    assert "--force" in flat(err)


def test_a_store_that_cannot_be_created_is_refused(here: Path) -> None:
    (here / "file").write_text("x")
    for store, text in (
        ("/proc/vigil-qa.db", "cannot create the store"),
        ("file/x.db", "is a file"),
    ):
        with pytest.raises(CacheError, match=text):
            check_writable(store)
        code, _, err = cli("record", "happy_path", "--name", "h", "--store", store)
        assert code == 2 and text in flat(err)
    check_writable(here / "new" / "deeper.db")  # a folder that can be made is fine
    assert sorted(p.name for p in here.iterdir()) == ["file"]


# -- 9: replay's errors: stderr, exit 1 (error) or 2 (bad arguments), JSON for every outcome
def test_replay_errors_are_consistent(here: Path) -> None:
    seed(here / "s.db", "nourl", CacheFile(trajectory=[step()]))
    seed(here / "s.db", "happy", with_url(step()))
    code, out, err = cli("replay", "nosuch", "--store", "s.db")
    assert code == 1 and out == "" and "no cache named 'nosuch'" in err  # status "error"
    code, out, err = cli("replay", "nourl", "--store", "s.db")
    assert code == 2 and out == "" and "has no start URL: pass --url" in err
    for args in (
        ("nosuch",),
        ("happy", "--url", "notaurl"),
        ("happy", "--param", "foo"),
        ("happy", "--threshold", "99"),
        (),
    ):
        code, out, err = cli("replay", *args, "--store", "s.db", "--json")
        payload = json.loads(out)
        expected = 1 if args == ("nosuch",) else 2  # a name not stored is the replay's error
        assert code == expected and payload["status"] == "error" and payload["message"], args
        assert err == ""


# -- 10: an empty trajectory is no cache ---------------------------------------------------
def test_empty_trajectories_are_refused(here: Path) -> None:
    (here / "empty.json").write_text("[]")
    code, _, err = cli("cache", "import", "empty.json", "--store", "s.db", "--name", "emptyl")
    assert code == 2 and "the trajectory is empty" in err and not (here / "s.db").exists()
    (here / "folder").mkdir()
    (here / "folder" / "e.json").write_text("[]")
    (here / "folder" / "ok.json").write_text(CacheFile(trajectory=[step()]).to_json())
    code, _, err = cli("cache", "import", "folder", "--store", "s.db")
    assert code == 2 and "e.json" in err and not (here / "s.db").exists()
    seed(here / "s.db", "emptyl", with_url())  # written by another tool
    code, out, err = cli("replay", "emptyl", "--store", "s.db", "--json")
    assert code == 1 and json.loads(out)["status"] == "error"
    assert "no steps" in json.loads(out)["message"]


# -- 11 and minor ones ---------------------------------------------------------------------
def test_invalidate_keeps_an_earlier_reason(here: Path) -> None:
    seed(here / "s.db", "happy2", with_url(step()))
    cli("cache", "invalidate", "happy2", "--store", "s.db", "--reason", "checkout redesigned")
    code, out, _ = cli("cache", "invalidate", "happy2", "--store", "s.db")
    assert code == 0 and "already invalid: checkout redesigned" in flat(out)
    meta = TrajectoryStore(here / "s.db").get("happy2").metadata
    assert meta.invalidation_reason == "checkout redesigned"
    code, out, _ = cli("cache", "invalidate", "happy2", "--store", "s.db", "--reason", "new [x]")
    assert code == 0 and "new [x]" in out
    assert TrajectoryStore(here / "s.db").get("happy2").metadata.invalidation_reason == "new [x]"


def test_export_does_not_overwrite_without_replace(here: Path) -> None:
    seed(here / "s.db", "gm", with_url(step()))
    (here / "exp1.json").write_text("keep me")
    code, _, err = cli("cache", "export", "--to", "exp1.json", "--name", "gm", "--store", "s.db")
    assert code == 2 and "--replace" in err and (here / "exp1.json").read_text() == "keep me"
    code, _, _ = cli("cache", "export", "--to", "exp1.json", "--name", "gm", "--store", "s.db",
                     "--replace")  # fmt: skip
    assert code == 0 and json.loads((here / "exp1.json").read_text())["trajectory"]
    assert cli("cache", "export", "--to", "out", "--store", "s.db")[0] == 0
    code, _, err = cli("cache", "export", "--to", "out", "--store", "s.db")
    assert code == 2 and "--replace" in err
    assert cli("cache", "export", "--to", "out", "--store", "s.db", "--replace")[0] == 0


def test_version_and_store_help() -> None:
    code, out, _ = cli("--version")
    assert code == 0 and out.strip() == f"vigil {__version__}"
    code, out, _ = cli("cache", "list", "--help")
    assert "(default: .vigil/trajectories.db)" in flat(out)
