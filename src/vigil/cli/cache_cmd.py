"""``vigil record``, ``vigil replay`` and ``vigil cache``: the trajectory cache from a shell.

``record`` runs a task in Chromium and stores its trajectory when the run succeeded;
``replay`` runs a stored trajectory under the runner with visual validation before every
step, and stops (exit 3, ``needs_agent``) at the first step whose screen region no longer
matches; ``cache`` lists, shows, exports, imports and invalidates stored caches.

Exit codes of ``replay``: 0 completed, 3 needs_agent, 1 error (2 for bad arguments).
"""

from __future__ import annotations

import json
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

import typer
from rich.table import Table

from vigil.brains.cached import CachedBrain
from vigil.brains.scripted import load_task_file
from vigil.cache.format import load_trajectory, save_trajectory
from vigil.cache.record import record_trajectory
from vigil.cache.store import JsonDirectoryStore, TrajectoryStore, copy_store, open_store
from vigil.cli import app, console, fail
from vigil.cli.run_cmd import _browser, _progress, _resolve_task_file, _run_dir, _step_note
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.errors import CacheError
from vigil.runner import GymRunner, RunResult, TrajectoryStep

DEFAULT_STORE = Path(".vigil") / "trajectories.db"

cache_app = typer.Typer(help="List, show, export, import and invalidate stored trajectories.")
app.add_typer(cache_app, name="cache")

_STORE_OPT = typer.Option(
    DEFAULT_STORE, "--store", help="SQLite file (default) or a directory of JSON cache files."
)


def _open(store: Path) -> TrajectoryStore | JsonDirectoryStore:
    try:
        return open_store(store)
    except CacheError as exc:
        raise fail(str(exc)) from None


def _demo(needed: bool) -> AbstractContextManager[Any]:
    if not needed:
        return nullcontext(None)
    from vigil.demo import serve_demo

    return serve_demo()


def _parse_params(items: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise fail(f"--param takes name=value, got {item!r}")
        out[key.strip()] = value
    return out


# -- vigil record ----------------------------------------------------------------------------
@app.command("record")
def record_cmd(
    task: str = typer.Argument(..., help="A bundled demo task name or a task file."),
    name: str = typer.Option(..., "--name", help="Name to store the trajectory under."),
    url: str | None = typer.Option(None, "--url", help="Base URL for the task's start_path."),
    store: Path = _STORE_OPT,
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    param: list[str] = typer.Option(
        [], "--param", help="name=value: turn this value into a {{name}} parameter."
    ),
) -> None:
    """Run TASK in Chromium and store its trajectory if the run succeeded."""
    task_file = _resolve_task_file(task)
    if task_file is None:
        raise fail(f"{task!r} is not a demo task or a task file")
    scripted = load_task_file(task_file)
    params = _parse_params(param)
    target = _open(store)
    with _demo(url is None and scripted.start_path is not None) as server:
        spec = scripted.to_task(url or (server.base_url if server else None))
        run_dir = _run_dir(out, spec.label, "record")
        with _browser(spec.viewport, False) as env, _progress() as progress:
            result = _run(env, scripted.brain(), spec, run_dir, progress, f"record {name}")
    if not result.success:
        console.print(f"[red]run ended with {result.termination_reason}[/]: {result.error or ''}")
        raise fail("nothing stored: only a successful run is recorded", 1)
    cache = record_trajectory(result, run_dir, name=name, parameters=params)
    cache.info.start_url = spec.start_url
    # A demo served on a fresh port each time: keep the path, resolve it again at replay.
    cache.info.start_path = scripted.start_path if url is None else None
    target.put(name, cache)
    console.print(
        f"[green]stored[/] {name!r}: {len(cache.trajectory)} steps in {store} "
        f"(report {run_dir / 'report.html'})"
    )


def _run(env: Any, brain: Any, spec: Task, run_dir: Path, progress: Any, label: str) -> RunResult:
    from vigil.report.html import write_report

    bar = progress.add_task("run", total=spec.max_steps or 50, label=label, last="")

    def on_step(step: TrajectoryStep) -> None:
        progress.update(bar, advance=1, last=_step_note(step))

    runner = GymRunner(env, brain, RunConfig.from_env(), record_dir=run_dir, on_step=on_step)
    result = runner.run(spec, max_steps=spec.max_steps or 50)
    progress.update(bar, total=len(result.steps), completed=len(result.steps))
    write_report(run_dir, result)
    return result


# -- vigil replay ----------------------------------------------------------------------------
@app.command("replay")
def replay_cmd(
    name: str = typer.Argument(..., help="The stored trajectory's name."),
    url: str | None = typer.Option(None, "--url", help="Start URL (replaces the recorded one)."),
    param: list[str] = typer.Option([], "--param", help="name=value for a {{name}} parameter."),
    threshold: int = typer.Option(10, "--threshold", min=0, max=64, help="Hash distance limit."),
    store: Path = _STORE_OPT,
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    force: bool = typer.Option(False, "--force", help="Replay even a cache marked invalid."),
    as_json: bool = typer.Option(False, "--json", help="Print the outcome as JSON."),
) -> None:
    """Replay a stored trajectory, validating every step against a fresh screenshot."""
    from vigil.cache.modes import finish_run, plan_mode, replay_status

    source = _open(store)
    try:
        cache = source.get(name)
        plan = plan_mode("execute", cache, force=force)
        brain = CachedBrain(cache, params=_parse_params(param), threshold=threshold, force=force)
    except CacheError as exc:
        _emit_error(as_json, name, str(exc))
        raise typer.Exit(1) from None
    info = cache.info
    start_path = info.start_path
    viewport = tuple(info.viewport) if info.viewport else None
    with _demo(url is None and start_path is not None) as server:
        start = url or (
            server.base_url + "/" + str(start_path).lstrip("/") if server else info.start_url
        )
        if start is None:
            _emit_error(as_json, name, "the cache has no start URL: pass --url")
            raise typer.Exit(1)
        spec = Task(
            goal=cache.metadata.goal or name,
            start_url=start,
            name=name,
            viewport=(viewport[0], viewport[1]) if viewport else None,
            max_steps=len(cache.trajectory) + 5,
        )
        run_dir = _run_dir(out, name, "replay")
        with _browser(spec.viewport, False) as env:
            progress = _progress()
            progress.disable = as_json
            with progress:
                result = _run(env, brain, spec, run_dir, progress, f"replay {name}")
    status, message = replay_status(result, brain)
    finish_run(source, name, plan, result, brain, run_dir)
    (run_dir / "replay.json").write_text(json.dumps(brain.outcome.to_dict(), indent=2))
    if as_json:
        payload = {
            "status": status,
            "message": message,
            "name": name,
            "failed_step": brain.outcome.failed_step,
            "steps": len(result.steps),
            "replayed": brain.outcome.replayed,
            "report": str(run_dir / "report.html"),
            "verdicts": [v.to_dict() for v in brain.outcome.verdicts],
        }
        typer.echo(json.dumps(payload, indent=2))
    else:
        console.print(_verdict_table(name, brain))
        style = {"completed": "green", "needs_agent": "yellow"}.get(status, "red")
        console.print(f"[{style}]{status}[/] {message}")
        console.print(f"report: {run_dir / 'report.html'}", soft_wrap=True)
    raise typer.Exit({"completed": 0, "needs_agent": 3}.get(status, 1))


def _emit_error(as_json: bool, name: str, message: str) -> None:
    if as_json:
        typer.echo(json.dumps({"status": "error", "message": message, "name": name}))
    else:
        console.print(f"[bold red]error:[/] {message}")


def _verdict_table(name: str, brain: CachedBrain) -> Table:
    table = Table(title=f"replay {name}: per-step verdicts")
    for col in ("step", "action", "verdict", "distance", "why"):
        table.add_column(col)
    styles = {"pass": "green", "unchecked": "dim", "skipped": "yellow"}
    for v in brain.outcome.verdicts:
        dist = (
            ""
            if v.validation is None or v.validation.distance is None
            else str(v.validation.distance)
        )
        why = v.validation.reason if v.validation is not None else v.message
        style = styles.get(v.status, "red")
        table.add_row(str(v.step), v.action, f"[{style}]{v.status}[/]", dist, why[:90])
    return table


# -- vigil cache ...
@cache_app.command("list")
def cache_list(store: Path = _STORE_OPT, as_json: bool = typer.Option(False, "--json")) -> None:
    """Every stored trajectory with its validity, attempts and last outcome."""
    rows = _open(store).list()
    if as_json:
        typer.echo(json.dumps([r.to_dict() for r in rows], indent=2))
        return
    table = Table(title=f"trajectories in {store}")
    for col in ("name", "goal", "steps", "valid", "attempts", "failures", "last outcome"):
        table.add_column(col)
    for r in rows:
        valid = "[green]yes[/]" if r.is_valid else f"[red]no[/] ({r.invalidation_reason})"
        table.add_row(
            r.name,
            r.goal or "",
            str(r.steps),
            valid,
            str(r.attempts),
            str(r.failures),
            r.last_outcome or "—",
        )
    console.print(table)


@cache_app.command("show")
def cache_show(name: str, store: Path = _STORE_OPT) -> None:
    """Print one stored trajectory as its cache file (JSON)."""
    try:
        cache = _open(store).get(name)
    except CacheError as exc:
        raise fail(str(exc)) from None
    typer.echo(cache.to_json())


@cache_app.command("export")
def cache_export(
    to: Path = typer.Option(..., "--to", help="Directory (JSON files) or one .json file."),
    name: str | None = typer.Option(None, "--name", help="Only this trajectory."),
    store: Path = _STORE_OPT,
) -> None:
    """Export trajectories to reference-format JSON files."""
    source = _open(store)
    if to.suffix == ".json":
        if name is None:
            raise fail("exporting to one .json file needs --name")
        save_trajectory(source.get(name), to)
        console.print(f"exported {name} to {to}")
        return
    copied = copy_store(source, JsonDirectoryStore(to), [name] if name else None)
    console.print(f"exported {len(copied)} trajectories to {to}")


@cache_app.command("import")
def cache_import(
    source: Path = typer.Argument(..., help="A directory of JSON caches or one cache file."),
    name: str | None = typer.Option(None, "--name", help="Name for a single imported file."),
    store: Path = _STORE_OPT,
) -> None:
    """Import reference-format cache files (0.1-0.3 or legacy lists) into the store."""
    target = _open(store)
    if source.is_file():
        target.put(name or source.stem, load_trajectory(source))
        console.print(f"imported {name or source.stem}")
        return
    copied = copy_store(JsonDirectoryStore(source), target)
    console.print(f"imported {len(copied)} trajectories into {store}")


@cache_app.command("invalidate")
def cache_invalidate(
    name: str,
    reason: str = typer.Option("invalidated by hand", "--reason"),
    store: Path = _STORE_OPT,
) -> None:
    """Mark a trajectory invalid (it is then not replayed unless forced)."""
    try:
        _open(store).update(name, lambda c: c.invalidate(reason))
    except CacheError as exc:
        raise fail(str(exc)) from None
    console.print(f"{name} marked invalid: {reason}")
