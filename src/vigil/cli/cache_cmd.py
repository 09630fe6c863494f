"""``vigil record``, ``vigil replay`` and ``vigil cache``: the trajectory cache from a shell.

``record`` runs a task in Chromium and stores its trajectory when the run succeeded;
``replay`` runs a stored trajectory under the runner with visual validation before every
step, and stops (exit 3, ``needs_agent``) at the first step whose screen region no longer
matches; ``cache`` lists, shows, exports, imports and invalidates stored caches.

Exit codes of ``replay``: 0 completed, 3 needs_agent, 1 error (2 for bad arguments).

Stores are created only by a write (``record``, ``import``): a read of a store that is not
there says "no such store" (exit 2) instead of leaving an empty database behind a typo;
``cache list`` of the default store, before anything was recorded, is an empty list.
``record`` and ``import`` refuse to overwrite a stored trajectory, and with it its
history, unless ``--replace`` is given.
"""

from __future__ import annotations

import json
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import typer
from rich.table import Table

from vigil.brains.cached import CachedBrain
from vigil.brains.scripted import load_task_file
from vigil.cache.format import CacheFile, VigilCacheInfo, load_trajectory, save_trajectory
from vigil.cache.record import record_trajectory
from vigil.cache.store import (
    CacheSummary,
    JsonDirectoryStore,
    TrajectoryStore,
    check_name,
    copy_store,
    open_store,
)
from vigil.cli import app, console, err_console, fail, signals_as_interrupt
from vigil.cli.run_cmd import (
    _browser,
    _progress,
    _resolve_task_file,
    _run_dir,
    _step_note,
)
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.errors import CacheError
from vigil.runner import GymRunner, RunResult, TrajectoryStep

DEFAULT_STORE = Path(".vigil") / "trajectories.db"

cache_app = typer.Typer(help="List, show, export, import and invalidate stored trajectories.")
app.add_typer(cache_app, name="cache")

_STORE_OPT = typer.Option(
    None,
    "--store",
    help=f"SQLite file or a directory of JSON cache files [default: {DEFAULT_STORE}].",
    show_default=False,
)
_REPLACE_OPT = typer.Option(
    False, "--replace", help="Overwrite a stored trajectory of that name (its history is lost)."
)


def _open(store: Path | None) -> TrajectoryStore | JsonDirectoryStore:
    """The store to read (``None``: the default); never created here: a missing one is an
    error (exit 2) rather than an empty database left where a typo pointed."""
    try:
        return open_store(store or DEFAULT_STORE, create=False)
    except CacheError as exc:
        raise fail(str(exc)) from None


def _open_for_write(store: Path | None) -> TrajectoryStore | JsonDirectoryStore:
    """The store to write into, created when missing (only once there is something to
    write)."""
    try:
        return open_store(store or DEFAULT_STORE)
    except CacheError as exc:
        raise fail(str(exc)) from None


def _name_ok(name: str, option: str = "--name") -> str:
    try:
        return check_name(name)
    except CacheError as exc:
        raise fail(f"{option}: {exc}") from None


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def _check_url(url: str | None) -> None:
    """An absolute URL or an error now, before a browser starts for a page it cannot load."""
    if url is None:
        return
    parts = urlsplit(url)
    if not parts.scheme or not (parts.netloc or parts.scheme in ("file", "about", "data")):
        raise fail(f"--url must be an absolute URL such as http://127.0.0.1:8765, got {url!r}")


def start_url_for(url: str, info: VigilCacheInfo) -> str:
    """``--url`` as the replay's start URL. A bare base URL (no path, query or fragment, as
    ``record --url`` takes) gets the recorded start path joined on, so the same value works
    for both commands; a URL with a path is used as given."""
    parts = urlsplit(url)
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        return url
    recorded = info.start_path
    if recorded is None and info.start_url:
        rec = urlsplit(info.start_url)
        recorded = rec.path + (f"?{rec.query}" if rec.query else "")
        recorded += f"#{rec.fragment}" if rec.fragment else ""
    if not recorded or recorded in ("/", ""):
        return url
    return url.rstrip("/") + "/" + recorded.lstrip("/")


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
    store: Path | None = _STORE_OPT,
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    param: list[str] = typer.Option(
        [], "--param", help="name=value: turn this value into a {{name}} parameter."
    ),
    replace: bool = _REPLACE_OPT,
) -> None:
    """Run TASK in Chromium and store its trajectory if the run succeeded.

    Everything that can be refused is checked before the browser starts (the name, the
    parameters, the URL, a trajectory of that name already stored); the store is created
    only when there is a trajectory to put in it."""
    _name_ok(name)
    task_file = _resolve_task_file(task)
    if task_file is None:
        raise fail(f"{task!r} is not a demo task or a task file")
    scripted = load_task_file(task_file)
    params = _parse_params(param)
    _check_url(url)
    where = store or DEFAULT_STORE
    if where.exists():
        existing = _open(store)
        if not replace and name in existing.names():
            raise fail(f"a cache named {name!r} already exists in {where}: pass --replace")
    with _demo(url is None and scripted.start_path is not None) as server:
        spec = scripted.to_task(url or (server.base_url if server else None))
        run_dir = _run_dir(out, spec.label, "record")
        with (
            signals_as_interrupt(),
            _browser(spec.viewport, False) as env,
            _progress() as progress,
        ):
            result = _run(env, scripted.brain(), spec, run_dir, progress, f"record {name}")
    if not result.success:
        console.print(f"[red]run ended with {result.termination_reason}[/]: {result.error or ''}")
        raise fail("nothing stored: only a successful run is recorded", 1)
    try:
        cache = record_trajectory(result, run_dir, name=name, parameters=params)
    except CacheError as exc:
        raise fail(f"nothing stored: {exc}", 1) from None
    cache.info.start_url = spec.start_url
    # A demo served on a fresh port each time: keep the path, resolve it again at replay.
    cache.info.start_path = scripted.start_path if url is None else None
    try:
        _open_for_write(store).put(name, cache, replace=replace)
    except CacheError as exc:
        raise fail(f"nothing stored: {exc}", 1) from None
    console.print(
        f"[green]stored[/] {name!r}: {_plural(len(cache.trajectory), 'step')} in {where} "
        f"(report {run_dir / 'report.html'})"
    )
    _report_left_out(cache)


def _report_left_out(cache: CacheFile) -> None:
    """Say which recorded steps the cache does not keep, and why (a replay of them would
    stop there: they had no effect while recording)."""
    left_out = cache.info.left_out or []
    if not left_out:
        return
    console.print(
        f"[yellow]left out {_plural(len(left_out), 'step')}[/] that had no observed effect "
        "while recording (a replay would stop there; the run's later steps did the work):"
    )
    for item in left_out:
        console.print(f"  step {item['recorded_index']}: {item['action']}", soft_wrap=True)


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


def _print_replay(
    name: str,
    status: str,
    message: str,
    brain: CachedBrain,
    steps: int,
    run_dir: Path,
    uncounted: str | None,
    as_json: bool,
) -> None:
    """The replay's outcome: JSON alone on stdout with ``--json``, else the verdict table,
    the status line, whether it counts against the cache, and the report's path."""
    if as_json:
        payload = {
            "status": status,
            "message": message,
            "name": name,
            "failed_step": brain.outcome.failed_step,
            "steps": steps,
            "replayed": brain.outcome.replayed,
            "report": str(run_dir / "report.html"),
            "verdicts": [v.to_dict() for v in brain.outcome.verdicts],
            "counted": uncounted is None,
        }
        typer.echo(json.dumps(payload, indent=2))
        return
    console.print(_verdict_table(name, brain))
    style = {"completed": "green", "needs_agent": "yellow"}.get(status, "red")
    console.print(f"[{style}]{status}[/] {message}")
    if uncounted is not None:
        console.print(f"not counted against the cache: {uncounted}", soft_wrap=True)
    console.print(f"report: {run_dir / 'report.html'}", soft_wrap=True)


# -- vigil replay ----------------------------------------------------------------------------
@app.command("replay")
def replay_cmd(
    name: str = typer.Argument(..., help="The stored trajectory's name."),
    url: str | None = typer.Option(
        None,
        "--url",
        help="Start URL (replaces the recorded one); a bare base URL such as "
        "http://127.0.0.1:8765 gets the recorded start path, as record --url does.",
    ),
    param: list[str] = typer.Option([], "--param", help="name=value for a {{name}} parameter."),
    threshold: int = typer.Option(10, "--threshold", min=0, max=64, help="Hash distance limit."),
    store: Path | None = _STORE_OPT,
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    force: bool = typer.Option(False, "--force", help="Replay even a cache marked invalid."),
    as_json: bool = typer.Option(False, "--json", help="Print the outcome as JSON."),
) -> None:
    """Replay a stored trajectory, validating every step against a fresh screenshot."""
    from vigil.cache.modes import finish_run, plan_mode, replay_status, uncounted_reason

    params = _parse_params(param)
    _check_url(url)
    try:
        source = open_store(store or DEFAULT_STORE, create=False)
    except CacheError as exc:
        _emit_error(as_json, name, str(exc))
        raise typer.Exit(2) from None
    try:
        cache = source.get(name)
        plan = plan_mode("execute", cache, force=force)
        brain = CachedBrain(cache, params=params, threshold=threshold, force=force)
    except CacheError as exc:
        _emit_error(as_json, name, str(exc))
        raise typer.Exit(1) from None
    info = cache.info
    start_path = info.start_path
    viewport = tuple(info.viewport) if info.viewport else None
    with _demo(url is None and start_path is not None) as server:
        if url is not None:
            start: str | None = start_url_for(url, info)
        elif server is not None:
            start = server.base_url + "/" + str(start_path).lstrip("/")
        else:
            start = info.start_url
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
        with signals_as_interrupt(), _browser(spec.viewport, False) as env:
            progress = _progress()
            progress.disable = as_json
            with progress:
                result = _run(env, brain, spec, run_dir, progress, f"replay {name}")
    status, message = replay_status(result, brain)
    finish_run(source, name, plan, result, brain, run_dir)
    uncounted = uncounted_reason(result, brain)
    (run_dir / "replay.json").write_text(json.dumps(brain.outcome.to_dict(), indent=2))
    _print_replay(name, status, message, brain, len(result.steps), run_dir, uncounted, as_json)
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
def cache_list(
    store: Path | None = _STORE_OPT, as_json: bool = typer.Option(False, "--json")
) -> None:
    """Every stored trajectory with its validity, attempts and last outcome.

    The default store before anything was recorded is an empty list (and stays uncreated);
    a store given with --store must exist. An entry that does not load is reported on
    stderr and the others are listed."""
    where = store or DEFAULT_STORE
    rows: list[CacheSummary] = []
    problems: list[str] = []
    if store is not None or DEFAULT_STORE.exists():
        rows, problems = _open(store).scan()
    for problem in problems:
        err_console.print(f"[bold yellow]skipped:[/] {problem}", soft_wrap=True)
    if as_json:
        typer.echo(json.dumps([r.to_dict() for r in rows], indent=2))
        return
    table = Table(title=f"trajectories in {where}")
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
def cache_show(name: str, store: Path | None = _STORE_OPT) -> None:
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
    store: Path | None = _STORE_OPT,
) -> None:
    """Export trajectories to reference-format JSON files."""
    if to.exists() and not to.is_dir() and to.suffix != ".json":
        raise fail(f"--to {to} is a file: give a directory or a .json file")
    source = _open(store)
    try:
        if to.suffix == ".json" and not to.is_dir():
            if name is None:
                raise fail("exporting to one .json file needs --name")
            save_trajectory(source.get(name), to)
            console.print(f"exported {name} to {to}")
            return
        copied = copy_store(source, JsonDirectoryStore(to), [name] if name else None)
    except CacheError as exc:
        raise fail(str(exc)) from None
    except OSError as exc:
        raise fail(f"cannot write {to}: {exc.strerror or exc}") from None
    console.print(f"exported {_plural(len(copied), 'trajectory', 'trajectories')} to {to}")


@cache_app.command("import")
def cache_import(
    source: Path = typer.Argument(..., help="A directory of JSON caches or one cache file."),
    name: str | None = typer.Option(None, "--name", help="Name for a single imported file."),
    store: Path | None = _STORE_OPT,
    replace: bool = _REPLACE_OPT,
) -> None:
    """Import reference-format cache files (0.1-0.3 or legacy lists) into the store.

    A trajectory already stored under the same name is kept (with its attempts, failures
    and validity) unless --replace is given; nothing is imported then."""
    if not source.exists():
        raise fail(f"no such file or directory: {source}")
    where = store or DEFAULT_STORE
    if source.is_file():
        target_name = _name_ok(name if name is not None else source.stem)
        try:
            cache = load_trajectory(source)
            _open_for_write(store).put(target_name, cache, replace=replace)
        except CacheError as exc:
            raise fail(str(exc)) from None
        console.print(f"imported {target_name} into {where}")
        return
    if name is not None:
        raise fail(f"--name names one imported file; {source} is a directory")
    folder = JsonDirectoryStore(source, create=False)
    if not folder.names():
        raise fail(f"no cache files (*.json) in {source}")
    try:
        copied = copy_store(folder, _open_for_write(store), replace=replace)
    except CacheError as exc:
        raise fail(str(exc)) from None
    console.print(f"imported {_plural(len(copied), 'trajectory', 'trajectories')} into {where}")


@cache_app.command("invalidate")
def cache_invalidate(
    name: str,
    reason: str = typer.Option("invalidated by hand", "--reason"),
    store: Path | None = _STORE_OPT,
) -> None:
    """Mark a trajectory invalid (it is then not replayed unless forced)."""
    try:
        _open(store).update(name, lambda c: c.invalidate(reason))
    except CacheError as exc:
        raise fail(str(exc)) from None
    console.print(f"{name} marked invalid: {reason}")
