"""Bad arguments and unusable paths give one error line and a nonzero exit, never a traceback,
and read-only commands create nothing. Run as a user would: ``python -m vigil`` in a fresh
folder. None of these starts a browser: each is refused before one would be."""

from __future__ import annotations

import json
import socket
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from _cli import run_vigil
from vigil.cache.format import CachedStep, CacheFile, CacheMetadata, VigilCacheInfo
from vigil.cache.store import JsonDirectoryStore, TrajectoryStore
from vigil.cli.cache_cmd import start_url_for

FORM = Path(__file__).parent.parent / "data" / "frames" / "form-1280x800.png"
CLICK = '{"action_type": "CLICK", "params": {"x": 10, "y": 10}, "reasoning": "Submit"}'


def vigil(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_vigil(*args, cwd=cwd, timeout=120)


def refused(r: subprocess.CompletedProcess[str], text: str, code: int = 2) -> None:
    """One clear error naming ``text``, exit ``code``, no traceback."""
    assert r.returncode == code, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout, r.stderr
    flat = " ".join((r.stderr + r.stdout).split())
    assert text in flat, flat


def seed(path: Path, name: str = "buy") -> None:
    TrajectoryStore(path).put(
        name,
        CacheFile(
            metadata=CacheMetadata(goal="Buy a mug"),
            trajectory=[CachedStep(input={"action": "left_click", "coordinate": [5, 5]})],
        ),
    )


@pytest.fixture
def here(tmp_path: Path) -> Path:
    (tmp_path / "text.png").write_text("not an image")
    return tmp_path


# -- item 3: tracebacks → one line ---------------------------------------------------------
def test_out_that_is_a_file(here: Path) -> None:
    refused(vigil("run", "checkout_consent", "--out", "text.png", cwd=here), "is a file")
    refused(
        vigil(
            "record", "happy_path", "--name", "z", "--store", "z.db", "--out", "text.png", cwd=here
        ),
        "--out text.png is a file",
    )
    assert not (here / "z.db").exists()
    seed(here / "s.db")
    replay = vigil(
        "replay",
        "buy",
        "--store",
        "s.db",
        "--url",
        "http://127.0.0.1:9/x",
        "--out",
        "text.png",
        cwd=here,
    )
    refused(replay, "--out text.png is a file")


def test_demo_serve_on_a_busy_port(here: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        r = vigil("demo", "--serve", "--port", str(port), cwd=here)
    refused(r, f"cannot serve the demo shop on port {port}")


def test_export_to_a_file_that_is_not_json(here: Path) -> None:
    seed(here / "s.db")
    refused(vigil("cache", "export", "--to", "text.png", "--store", "s.db", cwd=here), "is a file")


def test_eval_results_file_that_is_not_one(here: Path) -> None:
    (here / "corrupt.db").write_bytes(bytes(range(256)) * 16)
    r = vigil("eval", "demo", "--db", "corrupt.db", "--task", "happy_path", cwd=here)
    refused(r, "--db corrupt.db is not a results database")
    r = vigil("eval", "demo", "--task", "happy_path", "--db", "text.png/x.sqlite", cwd=here)
    refused(r, "text.png is a file, not a folder")
    refused(vigil("eval", "demo", "--matrix", "", cwd=here), "--matrix needs at least one toggle")


# -- item 4: reads create nothing ----------------------------------------------------------
def test_reads_of_a_missing_store_create_nothing(tmp_path: Path) -> None:
    refused(vigil("cache", "list", "--store", "nodir/nosuch.db", cwd=tmp_path), "no such store")
    refused(vigil("replay", "x", "--store", "nosuch2.db", cwd=tmp_path), "no such store")
    refused(vigil("cache", "show", "x", "--store", "nosuch3", cwd=tmp_path), "no such store")
    listing = vigil("cache", "list", "--json", cwd=tmp_path)  # the default store, not yet made
    assert listing.returncode == 0 and json.loads(listing.stdout) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == []


# -- items 5 and 7: import, --replace, names -----------------------------------------------
def test_import_refusals_and_replace(tmp_path: Path) -> None:
    refused(vigil("cache", "import", "missing.json", "--store", "s4.db", cwd=tmp_path), "no such")
    assert not (tmp_path / "s4.db").exists()
    seed(tmp_path / "s.db")
    store = TrajectoryStore(tmp_path / "s.db")
    store.update("buy", lambda c: c.invalidate("step 0 failed 3 times"))
    export = vigil("cache", "export", "--to", "out", "--store", "s.db", cwd=tmp_path)
    assert export.returncode == 0 and "exported 1 trajectory to out" in export.stdout
    refused(
        vigil("cache", "import", "out/buy.json", "--name", "", "--store", "s.db", cwd=tmp_path),
        "invalid cache name ''",
    )
    refused(vigil("cache", "import", "out", "--store", "s.db", cwd=tmp_path), "--replace")
    refused(
        vigil("cache", "import", "out/buy.json", "--store", "s.db", cwd=tmp_path),
        "already exists",
    )
    assert not store.get("buy").metadata.is_valid  # the history survived
    ok = vigil("cache", "import", "out", "--store", "s.db", "--replace", cwd=tmp_path)
    assert ok.returncode == 0 and "imported 1 trajectory" in ok.stdout


def test_record_refuses_before_running(tmp_path: Path) -> None:
    for bad in ("../x", ""):
        refused(vigil("record", "happy_path", "--name", bad, cwd=tmp_path), "invalid cache name")
    seed(tmp_path / "s.db")
    refused(
        vigil("record", "happy_path", "--name", "buy", "--store", "s.db", cwd=tmp_path),
        "a cache named 'buy' already exists in s.db: pass --replace",
    )
    refused(
        vigil("record", "happy_path", "--name", "n", "--url", "notaurl", cwd=tmp_path),
        "--url must be an absolute URL",
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.db"]  # no runs/, no .vigil/


def test_invalid_cache_says_pass_force(tmp_path: Path) -> None:
    seed(tmp_path / "s.db")
    TrajectoryStore(tmp_path / "s.db").update("buy", lambda c: c.invalidate("ui"))
    r = vigil("replay", "buy", "--store", "s.db", "--json", cwd=tmp_path)
    assert r.returncode == 1 and "pass --force" in json.loads(r.stdout)["message"]


def test_list_of_a_json_store_with_a_broken_file(tmp_path: Path) -> None:
    folder = JsonDirectoryStore(tmp_path / "caches")
    folder.put(
        "good",
        CacheFile(trajectory=[CachedStep(input={"action": "left_click", "coordinate": [1, 1]})]),
    )
    (tmp_path / "caches" / "broken.json").write_text("{bad")
    r = vigil("cache", "list", "--store", "caches", "--json", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert [row["name"] for row in json.loads(r.stdout)] == ["good"]
    assert "broken" in r.stderr and "not valid JSON" in r.stderr


# -- item 6: replay --url takes a base URL as record does --------------------------------
def test_replay_url_joins_the_recorded_path_onto_a_base() -> None:
    recorded = VigilCacheInfo(start_url="http://127.0.0.1:18765/shop.html?reset=1")
    assert start_url_for("http://127.0.0.1:9000", recorded) == (
        "http://127.0.0.1:9000/shop.html?reset=1"
    )
    assert start_url_for("http://h:1/", recorded) == "http://h:1/shop.html?reset=1"
    full = "http://h:1/shop.html?reset=1&variant=redesigned"
    assert start_url_for(full, recorded) == full  # a URL with a path is used as given
    demo = VigilCacheInfo(start_url="http://127.0.0.1:5/x", start_path="/signin.html?reset=1")
    assert start_url_for("http://h:1", demo) == "http://h:1/signin.html?reset=1"
    assert start_url_for("http://h:1", VigilCacheInfo()) == "http://h:1"


# -- item 8: the small ones ----------------------------------------------------------------
def test_hash_region_outside_the_frame_and_shown(tmp_path: Path) -> None:
    refused(vigil("hash", "--region", "5000,5000,100", str(FORM), cwd=tmp_path), "is outside")
    r = vigil("hash", "--region", "1270,5,100", str(FORM), "--json", cwd=tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)[0]["region"] == [1180, 0, 1280, 100]
    table = vigil("hash", "--region", "1270,5,100", str(FORM), cwd=tmp_path)
    assert "(1180, 0, 1280, 100)" in table.stdout


def test_run_of_a_mistyped_task_or_other_file(here: Path) -> None:
    for arg in ("checkout_consnt", "text.png"):
        refused(vigil("run", arg, cwd=here), f"'{arg}' is not a demo task or a task file")


def test_diff_arguments(here: Path) -> None:
    for tol in ("-1", "1000"):
        assert vigil("diff", str(FORM), str(FORM), "--tolerance", tol, cwd=here).returncode == 2
    (here / "adir").mkdir()
    refused(vigil("diff", str(FORM), str(FORM), "--out", "adir", cwd=here), "is a directory")
    refused(vigil("diff", str(FORM), str(FORM), "--out", "noext", cwd=here), "no file extension")
    refused(
        vigil("diff", str(FORM), str(FORM), "--out", "nodir/x.png", cwd=here),
        "no such directory nodir",
    )


def test_verify_screen_empty_expectation(tmp_path: Path) -> None:
    for bad in ("", "button:"):
        refused(vigil("verify-screen", str(FORM), "-e", bad, cwd=tmp_path), "has no text")


def test_verify_effect_frames_of_different_sizes(tmp_path: Path) -> None:
    Image.open(FORM).resize((640, 400)).save(tmp_path / "small.png")
    r = vigil("verify-effect", str(FORM), "small.png", "-a", CLICK, "--json", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "PRE is 1280x800 and POST 640x400" in json.loads(r.stdout)["note"]
    table = vigil("verify-effect", str(FORM), "small.png", "-a", CLICK, cwd=tmp_path)
    assert "not compared pixel by pixel" in " ".join(table.stdout.split())
