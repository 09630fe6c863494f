"""``vigil record``, ``vigil replay`` and ``vigil cache``: the trajectory cache from a shell.

``record`` runs a task in Chromium and stores its trajectory when the run succeeded;
``replay`` runs a stored trajectory under the runner with visual validation before every
step, and stops (exit 3, ``needs_agent``) at the first step whose screen region no longer
matches; ``cache`` lists, shows, exports, imports and invalidates stored caches.

Exit codes of ``replay``: 0 completed, 3 needs_agent, 1 error (2 for bad arguments). With
``--json`` every outcome, a refused argument included, is one JSON object on stdout.

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
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import typer
from rich.markup import escape
from rich.table import Table

from vigil._words import counted
from vigil.brains.cached import CachedBrain
from vigil.brains.scripted import load_task_file
from vigil.cache.format import CacheFile, VigilCacheInfo, load_trajectory, save_trajectory
from vigil.cache.record import record_trajectory
from vigil.cache.store import (
    CacheSummary,
    JsonDirectoryStore,
    TrajectoryStore,
    check_name,
    check_writable,
    copy_store,
    open_store,
)
from vigil.cli import (
    JsonUsageErrors,
    app,
    console,
    err_console,
    errors_as_json,
    fail,
    signals_as_interrupt,
    warn,
)
from vigil.cli.run_cmd import (
    _browser,
    _progress,
    _resolve_task_file,
    _run_dir,
    _step_note,
    _success_check,
    check_base_url,
    check_browser,
    check_url,
    is_base_url,
    with_start_url,
)
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.errors import CacheError
from vigil.runner import GymRunner, RunResult, TrajectoryStep

if TYPE_CHECKING:  # the cache modes are imported by the commands that use them
    from vigil.cache.modes import ModePlan

DEFAULT_STORE = Path(".vigil") / "trajectories.db"

cache_app = typer.Typer(help="List, show, export, import and invalidate stored trajectories.")
app.add_typer(cache_app, name="cache")

_STORE_OPT = typer.Option(
    None,
    "--store",
    help=f"SQLite file or a directory of JSON cache files (default: {DEFAULT_STORE}).",
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


def _writable(store: Path | None, why: str) -> None:
    """Refuse a store that cannot be written before the browser starts: the run's result
    would be thrown away when it is written at the end."""
    try:
        check_writable(store or DEFAULT_STORE)
    except CacheError as exc:
        raise fail(f"{exc}; nothing was run: {why}") from None


def _name_ok(name: str, option: str = "--name") -> str:
    try:
        return check_name(name)
    except CacheError as exc:
        raise fail(f"{option}: {exc}") from None


def start_url_for(url: str, info: VigilCacheInfo) -> str:
    """``--url`` as the replay's start URL. A bare base URL (no path, query or fragment, as
    ``record --url`` takes) gets the recorded start path joined on, so the same value works
    for both commands; a URL with a path is used as given."""
    if not is_base_url(url):
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


def _parse_params(items: list[str], *, values_needed: bool = False) -> dict[str, str]:
    """``--param name=value`` items as a dict. ``values_needed`` (record): an empty value
    is refused, as it can match nothing to turn into ``{{name}}``. One name given two
    different values is refused: the last would silently win (a record would lose the
    first value, a replay type a value the user may not have meant)."""
    out: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise fail(f"--param takes name=value, got {item!r}")
        if out.get(key.strip(), value) != value:
            raise fail(
                f"--param {key.strip()} is given twice ({out[key.strip()]!r} and {value!r}): "
                "give each parameter once"
            )
        if values_needed and not value:
            raise fail(
                f"--param {item!r} has no value: record turns a value the steps typed or "
                f"used into {{{{{key.strip()}}}}}, and an empty one matches nothing"
            )
        out[key.strip()] = value
    return out


def _warn_unmatched(params: dict[str, str], cache: CacheFile) -> None:
    """Say which ``--param`` values no recorded step used: they became no parameter, and
    a replay's ``--param`` for them would be refused as unknown."""
    for key, value in params.items():
        if key not in cache.cache_parameters:
            warn(
                f"--param {key}={value} matched no recorded step: {value!r} appears in no "
                f"step's input, so the cache has no {{{{{key}}}}} parameter"
            )


def _check_replay_params(name: str, cache: CacheFile, params: dict[str, str]) -> None:
    """Refuse a ``--param`` the cache has no ``{{name}}`` for (a typo would otherwise be
    dropped without a word while the step types its recorded value), and name every
    missing one, before a browser starts."""
    known = list(dict.fromkeys([*cache.parameter_names(), *cache.cache_parameters]))
    unknown = [k for k in params if k not in known]
    if unknown:
        listed = f"its parameters: {', '.join(known)}" if known else "it has no parameters"
        raise fail(f"unknown cache parameter(s) for {name!r}: {', '.join(unknown)} ({listed})", 1)
    missing = [k for k in cache.parameter_names() if k not in params]
    if missing:
        raise fail(
            f"missing cache parameter(s): {', '.join(missing)} (pass each as name=value, e.g. "
            f"--param {missing[0]}=...)",
            1,
        )


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

    Everything that can be refused is checked before the browser starts (the environment,
    the name, the parameters, the URL, a trajectory of that name already stored); the store
    is created only when there is a trajectory to put in it."""
    config = RunConfig.from_env()
    check_browser(False)
    _name_ok(name)
    task_file = _resolve_task_file(task)
    if task_file is None:
        raise fail(f"{task!r} is not a demo task or a task file")
    scripted = load_task_file(task_file)
    check = _success_check(task_file)
    params = _parse_params(param, values_needed=True)
    check_base_url(url, scripted.start_path)
    where = store or DEFAULT_STORE
    if where.is_dir() or (where.is_file() and where.stat().st_size > 0):  # an empty file: new
        existing = _open(store)
        if not replace and name in existing.names():
            raise fail(f"a cache named {name!r} already exists in {where}: pass --replace")
    _writable(store, "record stores the trajectory there; give another --store")
    with _demo(url is None and scripted.start_path is not None) as server:
        spec = scripted.to_task(url or (server.base_url if server else None))
        spec = with_start_url(spec, scripted, url)
        run_dir = _run_dir(out, spec.label, "record")
        with (
            signals_as_interrupt(),
            _browser(spec.viewport, False) as env,
            _progress() as progress,
        ):
            label = escape(f"record {name}")
            result = _run(env, scripted.brain(), spec, config, run_dir, progress, label, check)
    if not result.success:
        detail = f": {result.error}" if result.error else ""
        console.print(f"[red]run ended with {result.termination_reason}[/]{escape(detail)}")
        raise fail("nothing stored: only a successful run is recorded", 1)
    if result.achieved is False:
        raise fail(
            "nothing stored: the run declared done but the task's success check failed "
            f"({result.achieved_detail}); only a run that reached the goal is recorded",
            1,
        )
    try:
        cache = record_trajectory(result, run_dir, name=name, parameters=params)
    except CacheError as exc:
        raise fail(f"nothing stored: {exc}", 1) from None
    _warn_unmatched(params, cache)
    cache.info.start_url = spec.start_url
    cache.info.success = check.to_dict() if check is not None else None
    # A demo served on a fresh port each time: keep the path, resolve it again at replay.
    cache.info.start_path = scripted.start_path if url is None else None
    try:
        _open_for_write(store).put(name, cache, replace=replace)
    except CacheError as exc:
        raise fail(f"nothing stored: {exc}", 1) from None
    stored = f"{counted(len(cache.trajectory), 'step')} in {where}"
    console.print(
        f"[green]stored[/] {name!r}: " + escape(f"{stored} (report {run_dir / 'report.html'})")
    )
    _report_left_out(cache)


def _report_left_out(cache: CacheFile) -> None:
    """Say which recorded steps the cache does not keep, and why (a replay of them would
    stop there: they had no effect while recording)."""
    left_out = cache.info.left_out or []
    if not left_out:
        return
    console.print(
        f"[yellow]left out {counted(len(left_out), 'step')}[/] that had no observed effect "
        "while recording (a replay would stop there; the run's later steps did the work):"
    )
    for item in left_out:
        console.print(escape(f"  step {item['recorded_index']}: {item['action']}"), soft_wrap=True)


def _run(
    env: Any,
    brain: Any,
    spec: Task,
    config: RunConfig,
    run_dir: Path,
    progress: Any,
    label: str,
    success_check: Any = None,
) -> RunResult:
    """Run ``spec`` with a progress bar and write its report; ``config`` is the command's
    :meth:`RunConfig.from_env`, read at its start; ``success_check`` (the task's, kept in
    the cache) says whether the goal was reached, which a DONE alone does not."""
    from vigil.report.html import write_report

    bar = progress.add_task("run", total=spec.max_steps or 50, label=label, last="")

    def on_step(step: TrajectoryStep) -> None:
        progress.update(bar, advance=1, last=_step_note(step))

    runner = GymRunner(
        env,
        brain,
        config,
        record_dir=run_dir,
        on_step=on_step,
        success_check=success_check,
    )
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
    console.print(f"[{style}]{status}[/]" + (f" {escape(message)}" if message else ""))
    if uncounted is not None:
        console.print(escape(f"not counted against the cache: {uncounted}"), soft_wrap=True)
    console.print(escape(f"report: {run_dir / 'report.html'}"), soft_wrap=True)


# -- vigil replay ----------------------------------------------------------------------------
@app.command("replay", cls=JsonUsageErrors)
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
    read_only: bool = typer.Option(
        False,
        "--read-only",
        help="Write nothing to the store (a frozen or shared cache; a store that cannot be "
        "written): the attempt is not recorded and never counts against the cache.",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the outcome as JSON."),
) -> None:
    """Replay a stored trajectory, validating every step against a fresh screenshot."""
    with errors_as_json(as_json, name=name):
        config = RunConfig.from_env()
        check_browser(False)
        params = _parse_params(param)
        check_url(url)
        mode = "read-only" if read_only else "execute"
        source, cache, plan = _replay_plan(name, store, params, url, force, mode)
        try:
            brain = CachedBrain(cache, params=params, threshold=threshold, force=force)
        except CacheError as exc:
            raise fail(str(exc), 1) from None
        result, run_dir = _replay_run(name, cache, brain, url, out, as_json, config)
        _replay_end(name, source, plan, result, brain, run_dir, as_json)


def _replay_plan(
    name: str,
    store: Path | None,
    params: dict[str, str],
    url: str | None,
    force: bool,
    mode: str = "execute",
) -> tuple[TrajectoryStore | JsonDirectoryStore, CacheFile, ModePlan]:
    """The cache and its mode plan, after every check that can refuse the replay before a
    browser starts: exit 1 (status ``error``) for a name, a parameter or a cache that cannot
    be replayed (unknown, missing, marked invalid, unreadable, empty), as the replay's exit
    codes promise; 2 for a start URL the arguments leave out or a store that cannot record
    the attempt."""
    from vigil.cache.modes import plan_mode, unusable_reason

    source = _open(store)
    try:
        cache = source.get(name)
    except CacheError as exc:
        raise fail(str(exc), 1) from None
    try:
        plan = plan_mode(mode, cache, force=force)
    except CacheError as exc:
        raise fail(str(exc), 1) from None
    if not plan.replay:  # read-only and invalid: there is no live brain to run instead
        reason = unusable_reason(cache)
        raise fail(f"cannot replay: {reason}; pass --force to replay it anyway", 1)
    if not cache.trajectory:
        raise fail(f"the cache {name!r} has no steps: there is nothing to replay", 1)
    _check_replay_params(name, cache, params)
    if url is None and cache.info.start_path is None and cache.info.start_url is None:
        raise fail(f"the cache {name!r} has no start URL: pass --url")
    if plan.write_history:
        _writable(
            store,
            "a replay records its attempt there. Pass --read-only to replay without "
            f"recording it, or replay a writable copy (vigil cache export --name {name} "
            f"--to {name}.json; vigil cache import {name}.json --store copy.db)",
        )
    return source, cache, plan


def _replay_run(
    name: str,
    cache: CacheFile,
    brain: CachedBrain,
    url: str | None,
    out: Path,
    as_json: bool,
    config: RunConfig,
) -> tuple[RunResult, Path]:
    """Run the replay in Chromium, against a freshly served demo shop when the cache was
    recorded on one without ``--url``."""
    info = cache.info
    start_path = info.start_path
    viewport = tuple(info.viewport) if info.viewport else None
    with _demo(url is None and start_path is not None) as server:
        if url is not None:
            start = start_url_for(url, info)
        elif server is not None:
            start = server.base_url + "/" + str(start_path).lstrip("/")
        else:
            start = info.start_url or ""  # never empty: _replay_plan refused that cache
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
                label = escape(f"replay {name}")
                check = _stored_check(cache)
                result = _run(env, brain, spec, config, run_dir, progress, label, check)
                return result, run_dir


def _stored_check(cache: CacheFile) -> Any:
    """The recorded task's success check (``metadata.vigil.success``), or None: a replay
    whose every step passed can still end short of the goal (a wrong ``--param``)."""
    if not cache.info.success:
        return None
    from vigil.success import SuccessCheck

    return SuccessCheck.from_dict(cache.info.success, "metadata.vigil.success")


def _replay_end(
    name: str,
    source: TrajectoryStore | JsonDirectoryStore,
    plan: ModePlan,
    result: RunResult,
    brain: CachedBrain,
    run_dir: Path,
    as_json: bool,
) -> None:
    """Record the attempt, print the outcome and exit with its code. A store that stopped
    taking writes during the run (checked before it) costs the record of the attempt, not
    the outcome."""
    from vigil.cache.modes import finish_run, replay_status, uncounted_reason

    status, message = replay_status(result, brain)
    try:
        finish_run(source, name, plan, result, brain, run_dir)
    except CacheError as exc:
        warn(f"this replay was not recorded in the cache: {exc}")
    if plan.write_history:
        uncounted = uncounted_reason(result, brain)
    else:
        uncounted = "a read-only replay writes nothing to the store"
    (run_dir / "replay.json").write_text(json.dumps(brain.outcome.to_dict(), indent=2))
    _print_replay(name, status, message, brain, len(result.steps), run_dir, uncounted, as_json)
    raise typer.Exit({"completed": 0, "needs_agent": 3}.get(status, 1))


def _verdict_table(name: str, brain: CachedBrain) -> Table:
    table = Table(title=escape(f"replay {name}: per-step verdicts"))
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
        table.add_row(
            str(v.step), escape(v.action), f"[{style}]{v.status}[/]", dist, escape(why[:90])
        )
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
        err_console.print(f"[bold yellow]skipped:[/] {escape(problem)}", soft_wrap=True)
    if as_json:
        typer.echo(json.dumps([r.to_dict() for r in rows], indent=2))
        return
    table = Table(title=escape(f"trajectories in {where}"))
    for col in ("name", "goal", "steps", "valid", "attempts", "failures", "last outcome"):
        table.add_column(col)
    for r in rows:
        valid = (
            "[green]yes[/]" if r.is_valid else f"[red]no[/] ({escape(str(r.invalidation_reason))})"
        )
        table.add_row(
            escape(r.name),
            escape(r.goal or ""),
            str(r.steps),
            valid,
            str(r.attempts),
            str(r.failures),
            escape(r.last_outcome or "—"),
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
    replace: bool = typer.Option(
        False, "--replace", help="Overwrite files already at --to (another export, a hand edit)."
    ),
) -> None:
    """Export trajectories to reference-format JSON files.

    Files already there are kept unless --replace is given: one may be the only copy of a
    cache edited by hand or exported from another store."""
    if to.exists() and not to.is_dir() and to.suffix != ".json":
        raise fail(f"--to {to} is a file: give a directory or a .json file")
    source = _open(store)
    try:
        if to.suffix == ".json" and not to.is_dir():
            if name is None:
                raise fail("exporting to one .json file needs --name")
            if to.exists() and not replace:
                raise fail(f"{to} already exists: pass --replace to overwrite it")
            save_trajectory(source.get(name), to)
            console.print(escape(f"exported {name} to {to}"))
            return
        wanted = [name] if name else None
        copied = copy_store(source, JsonDirectoryStore(to), wanted, replace=replace)
    except CacheError as exc:
        raise fail(str(exc)) from None
    except OSError as exc:
        raise fail(f"cannot write {to}: {exc.strerror or exc}") from None
    console.print(escape(f"exported {counted(len(copied), 'trajectory', 'trajectories')} to {to}"))


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
            _refuse_empty({str(source): cache})
            _open_for_write(store).put(target_name, cache, replace=replace)
        except CacheError as exc:
            raise fail(str(exc)) from None
        console.print(escape(f"imported {target_name} into {where}"))
        return
    if name is not None:
        raise fail(f"--name names one imported file; {source} is a directory")
    folder = JsonDirectoryStore(source, create=False)
    if not folder.names():
        raise fail(f"no cache files (*.json) in {source}")
    try:
        _refuse_empty({str(source / f"{n}.json"): folder.get(n) for n in folder.names()})
        copied = copy_store(folder, _open_for_write(store), replace=replace)
    except CacheError as exc:
        raise fail(str(exc)) from None
    console.print(
        escape(f"imported {counted(len(copied), 'trajectory', 'trajectories')} into {where}")
    )


def _refuse_empty(caches: dict[str, CacheFile]) -> None:
    """A :class:`CacheError` naming every file without a step: replaying one does nothing
    and would end "completed", a success that tested nothing."""
    empty = [where for where, cache in caches.items() if not cache.trajectory]
    if empty:
        raise CacheError(
            f"{', '.join(empty)}: the trajectory is empty; a cache needs at least one step "
            "(nothing was imported)"
        )


@cache_app.command("invalidate")
def cache_invalidate(
    name: str,
    reason: str | None = typer.Option(
        None, "--reason", help="Why (default: 'invalidated by hand'); replaces an earlier one."
    ),
    store: Path | None = _STORE_OPT,
) -> None:
    """Mark a trajectory invalid (it is then not replayed unless forced).

    An entry already invalid keeps its reason (the rule that fired, or what someone wrote)
    unless a new --reason is given."""
    before: dict[str, str | None] = {}

    def change(cache: CacheFile) -> None:
        meta = cache.metadata
        if not meta.is_valid:
            before["reason"] = meta.invalidation_reason
            if reason is None:
                return
        cache.invalidate(reason or "invalidated by hand")

    try:
        cache = _open(store).update(name, change)
    except CacheError as exc:
        raise fail(str(exc)) from None
    now = cache.metadata.invalidation_reason or "no reason given"
    if "reason" not in before:
        console.print(escape(f"{name} marked invalid: {now}"))
    elif reason is None:
        console.print(escape(f"{name} was already invalid: {now} (kept; --reason replaces it)"))
    else:
        old = before["reason"] or "no reason given"
        console.print(escape(f"{name} was already invalid ({old}); reason now: {now}"))
