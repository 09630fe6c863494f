"""`vigil cache list | show | export | import | invalidate` and replay's refusals (no browser)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from vigil.cache.format import CachedStep, CacheFile, CacheMetadata
from vigil.cache.store import TrajectoryStore
from vigil.cli import app

runner = CliRunner()


def seed(db: Path) -> None:
    store = TrajectoryStore(db)
    store.put(
        "buy",
        CacheFile(
            metadata=CacheMetadata(goal="Buy a mug"),
            trajectory=[
                CachedStep(input={"action": "type", "text": "{{email}}"}),
            ],
            cache_parameters={"email": "who buys"},
        ),
    )


def test_list_show_invalidate(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    seed(db)
    out = runner.invoke(app, ["cache", "list", "--store", str(db), "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)[0]["name"] == "buy"
    shown = runner.invoke(app, ["cache", "show", "buy", "--store", str(db)])
    assert json.loads(shown.output)["metadata"]["version"] == "0.3"
    inv = runner.invoke(app, ["cache", "invalidate", "buy", "--store", str(db), "--reason", "ui"])
    assert inv.exit_code == 0
    assert not TrajectoryStore(db).get("buy").metadata.is_valid
    replay = runner.invoke(app, ["replay", "buy", "--store", str(db), "--json"])
    assert replay.exit_code == 1
    payload = json.loads(replay.output)
    assert payload["status"] == "error" and "invalid (ui)" in payload["message"]


def test_replay_refuses_missing_parameter(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    seed(db)
    replay = runner.invoke(app, ["replay", "buy", "--store", str(db), "--json"])
    assert replay.exit_code == 1
    assert "missing cache parameter(s): email" in json.loads(replay.output)["message"]


def test_export_import_round_trip(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    seed(db)
    folder = tmp_path / "out"
    assert (
        runner.invoke(app, ["cache", "export", "--to", str(folder), "--store", str(db)]).exit_code
        == 0
    )
    assert (folder / "buy.json").is_file()
    single = tmp_path / "one.json"
    res = runner.invoke(
        app, ["cache", "export", "--to", str(single), "--name", "buy", "--store", str(db)]
    )
    assert res.exit_code == 0 and single.is_file()
    other = tmp_path / "d.db"
    assert (
        runner.invoke(app, ["cache", "import", str(folder), "--store", str(other)]).exit_code == 0
    )
    assert (
        runner.invoke(
            app, ["cache", "import", str(single), "--name", "copy", "--store", str(other)]
        ).exit_code
        == 0
    )
    assert TrajectoryStore(other).names() == ["buy", "copy"]
