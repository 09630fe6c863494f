"""``vigil run`` and ``vigil demo``: a brain in a real browser, with Vigil watching.

The environment is read here and only here (``RunConfig.from_env`` for the toggles, the
model's variables — ``VIGIL_BRAIN_*``, ``OPENAI_*``, ``ANTHROPIC_*`` — handed to
:func:`vigil.brains.factory.brain_from_spec`, ``VIGIL_CHROMIUM`` for the browser), then
passed down.
Each run gets a directory ``<out>/<time>-<task>-<mode>/`` with the recorded frames, a replay
manifest, ``result.json`` and the self-contained ``report.html``.

Exit codes: 0 when the run ended normally (``done``, ``loop`` or ``max_steps`` — a loop is a
verdict about the agent, not a failure of the tool), 1 when it ended with ``error``, 2 for
bad arguments or a missing backend.
"""

from __future__ import annotations

import logging
import os
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from vigil._words import counted
from vigil.brains.base import Brain
from vigil.brains.scripted import ScriptedBrain, ScriptedTask, load_task_file
from vigil.cli import app, console, err_console, fail, signals_as_interrupt
from vigil.config import TOGGLES, RunConfig, parse_toggle
from vigil.envs.base import Task, is_absolute_url
from vigil.errors import ConfigError
from vigil.runner import GymRunner, RunResult, TrajectoryStep, check_expectations

log = logging.getLogger(__name__)
_MODES = ("on", "off")


# -- argument helpers ------------------------------------------------------------------------
def _parse_toggles(items: list[str]) -> dict[str, bool]:
    out: dict[str, bool] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip().lower().replace("-", "_")
        if not sep:
            raise fail(f"--toggle takes name=on|off, got {item!r}")
        if name == "all":
            for toggle in TOGGLES:
                out[toggle] = parse_toggle(value, "--toggle all")
            continue
        if name not in TOGGLES:
            raise fail(f"unknown toggle {name!r}; toggles: {', '.join(TOGGLES)}, all")
        try:
            out[name] = parse_toggle(value, f"--toggle {name}")
        except ConfigError as exc:
            raise fail(str(exc)) from None
    return out


#: The schemes a task can start on. Any other (``htp://`` typed for ``http://``, ``ftp://``)
#: is absolute too, but Chromium aborts the navigation: the run ended as an error (exit 1)
#: after the browser had started, with a run folder for a run that never began.
_START_SCHEMES = ("http", "https", "file", "about", "data")


def check_url(url: str | None) -> None:
    """An absolute URL or an error now, before a browser starts for a page it cannot load."""
    if url is None:
        return
    if not is_absolute_url(url):
        raise fail(f"--url must be an absolute URL such as http://127.0.0.1:8765, got {url!r}")
    scheme = urlsplit(url).scheme.lower()
    if scheme not in _START_SCHEMES:
        raise fail(
            f"--url must be an http:// or https:// URL (or file:, about:, data:), got {url!r}: "
            f"Chromium cannot start a task on a {scheme}: page"
        )


def is_base_url(url: str) -> bool:
    """No path beyond ``/``, no query, no fragment: a URL a start path can be joined to."""
    parts = urlsplit(url)
    return parts.path in ("", "/") and not parts.query and not parts.fragment


def check_base_url(url: str | None, start_path: str | None) -> None:
    """:func:`check_url`, and refuse ``--url`` with a path when it is the base for a task's
    ``start_path``: the path would be joined on behind it (``/shop.html/shop.html?reset=1``),
    a page that does not exist, and the run would end "NOT achieved" as if the agent had
    failed."""
    check_url(url)
    if url is None or start_path is None or is_base_url(url):
        return
    raise fail(
        f"--url must be a base URL such as http://127.0.0.1:8765 (no path, query or "
        f"fragment): the task's start path {start_path!r} is joined to it, got {url!r}. "
        "To start on another page, give a task file a start_url (and no start_path)"
    )


def _resolve_task_file(task: str) -> Path | None:
    """A path to a task file, a bundled demo task name, or None (a plain goal)."""
    path = Path(task)
    if path.suffix.lower() in (".json", ".yaml", ".yml") and path.is_file():
        return path
    from vigil.demo import tasks_dir

    bundled = tasks_dir() / f"{task.removesuffix('.json')}.json"
    if bundled.is_file():
        return bundled
    if path.suffix.lower() in (".json", ".yaml", ".yml"):
        raise fail(f"no task file {task}")
    return None


def _model_brain(spec: str, scripted: ScriptedTask | None) -> Brain:
    """A model brain (or a stub-driven one) for ``--brain SPEC``; the environment is read here."""
    from vigil.brains.factory import brain_from_spec

    try:
        return brain_from_spec(spec, environ=os.environ, task=scripted)
    except ConfigError as exc:
        raise fail(str(exc)) from None


def _close_brain(brain: Brain) -> None:
    """Release a model brain's client (and the stub server a stub brain owns)."""
    close = getattr(brain, "close", None)
    if callable(close):
        close()


@contextmanager
def _maybe_demo(needed: bool) -> Iterator[str | None]:
    """Serve the bundled demo shop when a task needs a base URL and none was given."""
    if not needed:
        yield None
        return
    from vigil.demo import serve_demo

    with serve_demo() as server:
        yield server.base_url


def _run_dir(out: Path, name: str, mode: str | None) -> Path:
    """A fresh folder for one run under ``out`` (``--out``), or one clear error line when
    ``out`` cannot hold folders (a file, a read-only place): before the browser starts."""
    if out.exists() and not out.is_dir():
        raise fail(f"--out {out} is a file, not a directory for run folders")
    try:
        return _new_run_dir(out, name, mode)
    except OSError as exc:
        raise fail(f"cannot create a run folder in {out}: {exc.strerror or exc}") from None


def _new_run_dir(out: Path, name: str, mode: str | None) -> Path:
    """A folder no other run has: runs started in the same second into the same ``--out``
    (parallel jobs, a CI matrix) get ``-2``, ``-3``, … The folder is claimed by creating it,
    not by first asking whether it exists: between the two, a parallel run could create
    it, and this one ended with "cannot create a run folder: File exists"."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    label = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)[:40] or "task"
    base = out / f"{stamp}-{label}" if mode is None else out / f"{stamp}-{label}-{mode}"
    out.mkdir(parents=True, exist_ok=True)
    path = base
    n = 1
    while True:
        try:
            path.mkdir()
            return path
        except FileExistsError:
            n += 1
            path = Path(f"{base}-{n}")


def _progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.fields[label]}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[last]}"),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    )


def _step_note(step: TrajectoryStep) -> str:
    bits = [escape(str(step.action)[:40])]
    if step.warning:
        bits.append("[yellow]WARNING[/]")
    if step.loop_event == "soft":
        bits.append("[yellow]loop nudge[/]")
    elif step.loop_event == "hard":
        bits.append("[red]loop stop[/]")
    if step.done_gate is not None and not step.done_gate.get("accepted"):
        bits.append("[yellow]done rejected[/]")
    if step.error:
        bits.append("[red]error[/]")
    return " ".join(bits)


def _run_one(
    env: Any,
    brain: Brain,
    task: Task,
    config: RunConfig,
    max_steps: int,
    record_dir: Path,
    progress: Progress,
    label: str,
    ocr: Any = None,
    vlm: Any = None,
    success_check: Any = None,
) -> RunResult:
    bar = progress.add_task("run", total=max_steps, label=label, last="")

    def on_step(step: TrajectoryStep) -> None:
        progress.update(bar, advance=1, last=_step_note(step))

    runner = GymRunner(
        env,
        brain,
        config,
        ocr=ocr,
        vlm=vlm,
        record_dir=record_dir,
        on_step=on_step,
        narrator=_narration_engine(config, ocr),
        success_check=success_check,
    )
    result = runner.run(task, max_steps=max_steps)
    progress.update(bar, total=len(result.steps), completed=len(result.steps))
    return result


def _narration_engine(config: RunConfig, ocr: Any) -> Any:
    """RapidOCR for narration when ``VIGIL_NARRATE`` is on (the default) and it is installed:
    the brain is told in words what its action changed."""
    if not config.narrate:
        return None
    engine = ocr
    if engine is None:
        try:
            from vigil.ocr import default_ocr

            engine = default_ocr()
        except Exception as exc:  # no engine installed: narration is a courtesy, not a need
            log.info("narration off: %s", exc)
            return None
    _warm_up_in_background(engine)
    return engine


def _warm_up_in_background(engine: Any) -> None:
    """Load the OCR models while the browser starts: loaded on the first narrated step
    instead, they added ~0.5 s to that step.

    The thread is not a daemon: a run that fails at once (a page that cannot be opened)
    exits while ONNX Runtime is still building its sessions, and tearing the interpreter
    down under them aborted the process ("terminate called without an active exception",
    exit 134 instead of 1). The interpreter now waits for the load (about a second) first."""
    warm_up = getattr(engine, "warm_up", None)
    if not callable(warm_up):
        return

    def run() -> None:
        try:
            warm_up()
        except Exception as exc:  # the first read will raise it again, where it is reported
            log.debug("OCR warm-up failed: %s", exc)

    threading.Thread(target=run, name="vigil-ocr-warm-up").start()


def _reason_style(reason: str) -> str:
    return {"done": "green", "loop": "yellow", "max_steps": "yellow"}.get(reason, "red")


def _achieved_text(result: RunResult) -> str:
    """Whether the task was really achieved (its success check on the final page, which the
    runner evaluated), as ``vigil run`` and ``vigil demo`` both print it: the agent's own
    DONE is only a claim, and a run can end ``done`` on the wrong page."""
    if result.achieved is None:
        return "[dim]no success check[/]" if not result.achieved_detail else "[dim]not checked[/]"
    return "[green]✓ task achieved[/]" if result.achieved else "[red]✗ task NOT achieved[/]"


def _termination_text(result: RunResult) -> str:
    """How the run ended, worded so ``done`` reads as the agent's claim, not the outcome."""
    reason = result.termination_reason
    style = _reason_style(reason)
    if reason == "done" and result.success:
        return f"[{style}]done[/] (the agent declared done; accepted)"
    return f"[{style}]{reason}[/]"


def _summary_table(title: str, result: RunResult, run_dir: Path) -> Table:
    table = Table(title=title, show_header=False)
    table.add_column("", style="bold")
    # Folded, not cut with "…": the report's path is what the user copies next.
    table.add_column("", overflow="fold")
    table.add_row("task", _achieved_text(result))
    if result.achieved_detail:
        table.add_row("success check", escape(result.achieved_detail))
    table.add_row("termination", _termination_text(result))
    if result.error:
        table.add_row("error", f"[red]{escape(result.error)}[/]")
    table.add_row("steps", str(len(result.steps)))
    table.add_row("actions verified", _verified_text(result))
    table.add_row("warnings / loop nudges", f"{result.warnings} / {result.nudges}")
    table.add_row("done-gate rejections", str(result.done_rejections))
    table.add_row("final url", escape(str(result.final_url)))
    t = result.timings
    table.add_row("median settle", f"{t.get('median_settle_ms', 0):.0f} ms")
    table.add_row(
        "median Vigil overhead",
        f"{t.get('median_overhead_ms', 0):.1f} ms ({t.get('median_overhead_pct', 0):.1f} % "
        "of a step; OCR narration not included)",
    )
    if t.get("narrated_steps"):
        table.add_row(
            "median narration (OCR)",
            f"{t['median_narrate_ms']:.1f} ms over {counted(int(t['narrated_steps']), 'step')} "
            "narrated",
        )
    table.add_row(
        "toggles", ", ".join(f"{k}={'on' if v else 'off'}" for k, v in result.toggles.items())
    )
    table.add_row("report", escape(str(run_dir / "report.html")))
    return table


def check_browser(headed: bool) -> None:
    """Refuse, before any run folder or browser, what cannot start: a ``VIGIL_CHROMIUM``
    that names no file, and ``--headed`` with no display to show the window on. Both
    started a run that ended as an error (exit 1) behind a page of Playwright's launch log,
    where a missing backend or a bad argument is one line and exit 2."""
    from vigil.envs.launch import find_chromium
    from vigil.errors import BackendUnavailable

    try:
        find_chromium(os.environ.get("VIGIL_CHROMIUM") or None)
    except BackendUnavailable as exc:
        raise fail(f"VIGIL_CHROMIUM: {exc}") from None
    no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headed and sys.platform.startswith("linux") and no_display:
        raise fail(
            "--headed needs a display (DISPLAY or WAYLAND_DISPLAY is not set): run without "
            "--headed, or under xvfb-run"
        )


def _browser(viewport: tuple[int, int] | None, headed: bool) -> Any:
    from vigil.envs.browser import BrowserEnv

    return BrowserEnv(
        viewport or (1280, 800),
        headless=not headed,
        executable=os.environ.get("VIGIL_CHROMIUM") or None,
    )


def _spec_and_check(
    task: str,
    task_file: Path | None,
    scripted: ScriptedTask | None,
    url: str | None,
    demo_url: str | None,
) -> tuple[Task, Any]:
    """The task to run and its success check (None for a goal in words): ``--url`` replaces
    a task file's start URL, or is the base for its ``start_path``."""
    if scripted is None:
        if url is None:
            raise fail("a goal in words needs --url to start from")
        return Task(goal=task, start_url=url, name="task"), None
    spec = scripted.to_task(url or demo_url)
    check = _success_check(task_file) if task_file is not None else None
    return with_start_url(spec, scripted, url), check


def with_start_url(spec: Task, scripted: ScriptedTask, url: str | None) -> Task:
    """``spec`` starting at ``url`` when the task has no ``start_path`` for it to be the
    base of: ``--url`` then names the start page, as it does for a goal in words."""
    if url is None or scripted.start_path is not None:
        return spec
    return Task(spec.goal, url, spec.name, spec.viewport, spec.max_steps, spec.meta)


# -- vigil run -------------------------------------------------------------------------------
@app.command("run")
def run_cmd(
    task: str = typer.Argument(
        ..., help="A task file (JSON/YAML), a bundled demo task name, or a goal in words."
    ),
    url: str | None = typer.Option(
        None, "--url", help="Start URL (or base URL for a task file's start_path)."
    ),
    brain: str | None = typer.Option(
        None,
        "--brain",
        help="scripted:FILE, openai:MODEL, openai-cua:MODEL, anthropic:MODEL, or "
        "stub-anthropic|stub-openai-cua|stub-chat (default: the task file's script).",
    ),
    toggle: list[str] = typer.Option(
        [], "--toggle", help="name=on|off (repeatable; 'all=off' for every toggle)."
    ),
    headed: bool = typer.Option(False, "--headed", help="Show the browser window."),
    max_steps: int | None = typer.Option(None, "--max-steps", min=1, help="Step limit."),
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    screen: bool = typer.Option(
        False,
        "--screen",
        help="Check the task file's expect_before/expect_after with RapidOCR and the page's "
        "accessibility tree (about 0.3-0.6 s per checked frame).",
    ),
) -> None:
    """Run one task in headless Chromium with every verifier on; write an HTML report."""
    config = RunConfig.from_env().with_overrides(**_parse_toggles(toggle))
    task_file = _resolve_task_file(task)
    if task_file is None:
        _refuse_non_goal(task, brain)
    scripted: ScriptedTask | None = load_task_file(task_file) if task_file else None
    check_base_url(url, scripted.start_path if scripted is not None else None)
    check_browser(headed)
    the_brain, scripted = _brain_for(task, brain, scripted)
    if task_file is None and scripted is not None:  # a goal run by a scripted:FILE brain
        check_base_url(url, scripted.start_path)

    needs_demo = (
        url is None
        and scripted is not None
        and scripted.start_path is not None
        and scripted.start_url is None
    )
    with _maybe_demo(needs_demo) as demo_url:
        spec, check = _spec_and_check(task, task_file, scripted, url, demo_url)
        limit = max_steps or spec.max_steps or 50
        run_dir = _run_dir(out, spec.label, None)
        with (
            signals_as_interrupt(),
            _browser(spec.viewport, headed) as env,
            _progress() as progress,
        ):
            ocr = vlm = None
            if screen:
                from vigil.ocr import RapidOcr

                ocr, vlm = RapidOcr(), env.role_checker()
            try:
                result = _run_one(
                    env,
                    the_brain,
                    spec,
                    config,
                    limit,
                    run_dir,
                    progress,
                    escape(spec.label),
                    ocr,
                    vlm,
                    success_check=check,
                )
            finally:
                _close_brain(the_brain)
    console.print(_summary_table(escape(spec.label), result, run_dir))
    _exit_for(result, run_dir)


def _refuse_non_goal(task: str, brain: str | None) -> None:
    """TASK is neither a task file nor a demo task: refuse it here when it cannot be a goal
    in words either. An existing file (``text.png``) is never a goal, and one word without
    a ``--brain`` is a mistyped task name (``checkout_consnt``) far more often than a goal;
    "a goal in words needs a brain" would send the user the wrong way."""
    if Path(task).is_file() or (brain is None and len(task.split()) <= 1):
        from vigil.demo import list_tasks

        names = ", ".join(p.stem for p in list_tasks())
        raise fail(
            f"{task!r} is not a demo task or a task file (demo tasks: {names}; a goal in "
            "words needs --brain)"
        )


def _brain_for(
    task: str, brain: str | None, scripted: ScriptedTask | None
) -> tuple[Brain, ScriptedTask | None]:
    """The brain ``--brain`` names (the task file's script by default), and the scripted task
    a ``scripted:FILE`` brain brings along when the task was a goal in words."""
    if brain is None:
        if scripted is None:
            raise fail(
                "a goal in words needs a brain: --brain anthropic:MODEL, openai-cua:MODEL, "
                "openai:MODEL or scripted:FILE"
            )
        return scripted.brain(), scripted
    if brain.startswith("scripted:"):
        script = load_task_file(brain.removeprefix("scripted:"))
        if scripted is None:
            scripted = ScriptedTask(
                name=script.name,
                goal=task,
                steps=script.steps,
                start_path=script.start_path,
                start_url=script.start_url,
                viewport=script.viewport,
                max_steps=script.max_steps,
                expect=script.expect,
            )
        return script.brain(), scripted
    return _model_brain(brain, scripted), scripted


def _exit_for(result: RunResult, run_dir: Path) -> None:
    """Non-zero exit with one clear line when the run did not end on its own terms."""
    if result.interrupted:
        err_console.print(
            f"[bold red]interrupted[/] during {result.error_stage or 'the run'}; "
            f"{len(result.steps)} steps kept in {escape(str(run_dir))}"
        )
        raise typer.Exit(130)
    if result.termination_reason == "error":
        raise fail(str(result.error), 1)


# -- vigil demo ------------------------------------------------------------------------------
@dataclass
class _DemoRow:
    name: str
    results: dict[str, RunResult]
    dirs: dict[str, Path]
    problems: dict[str, list[str]]
    #: The task file's expectations say no mode can reach the goal (every mode must end in
    #: a loop): a "✗ task NOT achieved" there is the design, not a failure.
    impossible: bool = False


def _verified_text(result: RunResult) -> str:
    """``perceptual_summary`` in words: how many actions the effect check verified and how
    many of those showed no effect."""
    ps = result.perceptual_summary
    if not ps:
        return "no action verified"
    return (
        f"{counted(ps.get('checked', 0), 'action')} verified, "
        f"{ps.get('no_effect', 0)} without effect"
    )


def _cell(result: RunResult, problems: list[str]) -> str:
    """One run in the table: whether the task was really achieved (the task file's success
    check on the final page), apart from how the run ended (the agent's DONE, a loop, …)."""
    style = _reason_style(result.termination_reason)
    final = (result.final_url or "").split("/")[-1].split("?")[0] or "?"
    surprise = " · [bold red]not as the task file expects[/]" if problems else ""
    return (
        f"{_achieved_text(result)} · [{style}]{result.termination_reason}[/] in "
        f"{counted(len(result.steps), 'step')} · {counted(result.warnings, 'warning')} · "
        f"{counted(result.nudges, 'loop nudge')} · {_verified_text(result)} · "
        f"ends on {escape(final)}{surprise}"
    )


def _impossible_by_design(expect: dict[str, Any]) -> bool:
    """A task whose every mode is expected to end in a loop cannot be achieved at all (the
    captcha that never resolves): Vigil's job there is to stop the agent, not to succeed."""
    reasons = [e.get("termination_reason") for e in expect.values()] if expect else []
    return bool(reasons) and all(r == "loop" for r in reasons)


def _demo_paths(only: list[str]) -> list[Path]:
    from vigil.demo import list_tasks

    paths = list_tasks()
    if only:
        wanted = {t.removesuffix(".json") for t in only}
        unknown = wanted - {p.stem for p in paths}
        if unknown:
            raise fail(
                f"unknown demo task(s) {', '.join(sorted(unknown))}; "
                f"bundled: {', '.join(p.stem for p in paths)}"
            )
        paths = [p for p in paths if p.stem in wanted]
    if not paths:
        raise fail("no demo tasks found")
    return paths


def _success_check(path: Path) -> Any:
    """The task file's ``success`` block as a check, or None when it has none."""
    import yaml

    from vigil.success import SuccessCheck

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    block = data.get("success") if isinstance(data, dict) else None
    try:
        return SuccessCheck.from_dict(block, f"{path.name}: success") if block else None
    except ConfigError as exc:  # a typo in a task file: one error line before the browser
        raise fail(str(exc)) from None


def _demo_runs(
    paths: list[Path], out: Path, headed: bool, base: RunConfig, brain: str | None = None
) -> list[_DemoRow]:
    """Every task with every toggle on, then off, in one browser against the demo shop;
    scripted brains unless ``brain`` names a model (or a stub playing the script)."""
    from vigil.demo import serve_demo

    configs = {
        "on": base.with_overrides(**dict.fromkeys(TOGGLES, True)),
        "off": base.with_overrides(**dict.fromkeys(TOGGLES, False)),
    }
    rows: list[_DemoRow] = []
    with serve_demo() as server:
        console.print(f"demo shop at [bold]{server.base_url}[/]")
        with _browser(None, headed) as env, _progress() as progress:
            for path in paths:
                scripted = load_task_file(path)
                check = _success_check(path)
                spec = scripted.to_task(server.base_url)
                row = _DemoRow(
                    scripted.name, {}, {}, {}, impossible=_impossible_by_design(scripted.expect)
                )
                for mode in _MODES:
                    run_dir = _run_dir(out, scripted.name, mode)
                    the_brain: Brain = (
                        ScriptedBrain(scripted.steps)
                        if brain is None
                        else _model_brain(brain, scripted)
                    )
                    try:
                        result = _run_one(
                            env,
                            the_brain,
                            spec,
                            configs[mode],
                            spec.max_steps or 50,
                            run_dir,
                            progress,
                            escape(f"{scripted.name} ({mode})"),
                            success_check=check,
                        )
                    finally:
                        _close_brain(the_brain)
                    row.results[mode] = result
                    row.dirs[mode] = run_dir
                    row.problems[mode] = check_expectations(result, scripted.expect.get(mode, {}))
                rows.append(row)
    return rows


def _serve_demo_forever(port: int) -> None:
    """Serve until interrupted; a port that cannot be bound (in use, privileged) is one
    error line, exit 2, not a traceback."""
    from vigil.demo import serve_demo

    try:  # an interrupt at any point, even while the server starts, is a normal stop
        with serve_demo(port=port) as shop:
            console.print(f"demo shop at [bold]{shop.base_url}[/] (Ctrl-C to stop)")
            while True:
                time.sleep(3600)
    except KeyboardInterrupt:
        console.print("stopped")
    except OSError as exc:  # binding the port is the only OSError this can raise
        raise fail(f"cannot serve the demo shop on port {port}: {exc.strerror or exc}") from None


def _demo_table(rows: list[_DemoRow]) -> Table:
    table = Table(title="vigil demo: every toggle on vs every toggle off")
    table.add_column("task", style="bold")
    table.add_column("all toggles on")
    table.add_column("all toggles off")
    for row in rows:
        name = escape(row.name)
        if row.impossible:
            name += "\n[dim](impossible by design: Vigil should stop the loop)[/]"
        table.add_row(name, *(_cell(row.results[m], row.problems[m]) for m in _MODES))
    for mode_label, key in (
        ("median settle", "settle_ms"),
        ("median Vigil overhead", "overhead_ms"),
        ("median narration (OCR)", "narrate_ms"),
    ):
        table.add_row(f"[dim]{mode_label}[/]", *(_step_median(rows, m, key) for m in _MODES))
    return table


def _step_values(result: RunResult, key: str) -> list[float]:
    """``key`` of every acted step; for the narration, of the steps that were narrated (the
    runner's ``median_narrate_ms`` counts the same steps)."""
    values = [s.timings[key] for s in result.steps if "settle_ms" in s.timings and key in s.timings]
    return [v for v in values if v >= 1] if key == "narrate_ms" else values


def _slowest(rows: list[_DemoRow], mode: str, key: str) -> str:
    """The task with the highest median of ``key``, when it stands out from the rest: one
    slow task among many is what an all-steps median can still hide."""
    medians = []
    for r in rows:
        values = _step_values(r.results[mode], key)
        if values:
            medians.append((statistics.median(values), r.name))
    if len(medians) < 2:
        return ""
    top, name = max(medians)
    typical = statistics.median(m for m, _ in medians)
    if top > 2 * typical and top - typical > 20:  # not a few ms of a noisy machine
        return f" (slowest task {escape(name)}: {top:.1f} ms)"
    return ""


def _step_median(rows: list[_DemoRow], mode: str, key: str) -> str:
    """The median of ``key`` over every acted step of every task in ``mode``: a median of
    per-task medians hid a task whose every step was slow (one value among six)."""
    values = sorted(v for r in rows for v in _step_values(r.results[mode], key))
    if not values:
        return "—"
    return f"{statistics.median(values):.1f} ms{_slowest(rows, mode, key)}"


@app.command("demo")
def demo_cmd(
    out: Path = typer.Option(Path("runs"), "--out", help="Directory for run folders."),
    headed: bool = typer.Option(False, "--headed", help="Show the browser window."),
    only: list[str] = typer.Option([], "--task", help="Run only these demo tasks (repeatable)."),
    brain: str | None = typer.Option(
        None,
        "--brain",
        help="Drive the tasks with a model brain instead of their scripts, e.g. "
        "stub-anthropic|stub-openai-cua|stub-chat (a local stub plays the script through "
        "that protocol) or anthropic:MODEL.",
    ),
    serve: bool = typer.Option(
        False, "--serve", help="Only serve the demo shop, in the foreground, until interrupted."
    ),
    port: int = typer.Option(8765, "--port", min=0, max=65535, help="Port for --serve."),
) -> None:
    """Serve the demo shop and run every demo task with all toggles on, then all off."""
    if serve:
        _serve_demo_forever(port)
        return
    paths = _demo_paths(only)
    check_browser(headed)
    rows = _demo_runs(paths, out, headed, RunConfig.from_env(), brain)
    console.print(_demo_table(rows))
    unmet = [(r.name, m, p) for r in rows for m in _MODES for p in r.problems[m]]
    for name, mode, problem in unmet:
        console.print(f"[red]✗[/] {escape(f'{name} ({mode}): {problem}')}")
    if not unmet:
        console.print("[green]every demo task behaved as its task file expects[/]")
    console.print("reports:")
    for row in rows:
        for mode in _MODES:
            console.print(
                escape(f"  {row.name} ({mode}): {row.dirs[mode] / 'report.html'}"), soft_wrap=True
            )
    errors = [r for r in rows for m in _MODES if r.results[m].termination_reason == "error"]
    if errors:
        raise typer.Exit(1)
