"""The ``vigil`` command. Each command family lives in its own module and registers itself
on :data:`app`; this module only wires them together and turns errors into one clear line.

Configuration (environment toggles) is read here, at the edge, and passed down.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from typer.core import TyperCommand

from vigil import __version__
from vigil._libc import MAX_KEEP_MB, keep_freed_memory
from vigil.config import env_int
from vigil.errors import ConfigError, VigilError

try:  # typer >= 0.20 carries its own copy of click, whose errors are not click's
    from typer._click.exceptions import UsageError
except ImportError:  # pragma: no cover - older typer, on click itself
    from click.exceptions import UsageError  # type: ignore[assignment]

app = typer.Typer(
    name="vigil",
    help="Eyes that check a computer-use agent's hands.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
err_console = Console(stderr=True)

#: Set while a command runs with ``--json``: the fields its error object carries besides
#: ``status`` and ``message``. A script reading stdout then gets an answer for every
#: outcome, a refused argument included, instead of an empty stdout and a red line it
#: does not read.
_json_errors: ContextVar[dict[str, Any] | None] = ContextVar("vigil_json_errors", default=None)


def error_line(message: str) -> None:
    """One red ``error:`` line on stderr, or the JSON error object on stdout under
    :func:`errors_as_json`. ``message`` is printed literally: it carries file names, cache
    goals and exception text, whose brackets rich would otherwise read as markup (and
    crash on, or silently drop)."""
    fields = _json_errors.get()
    if fields is not None:
        typer.echo(json.dumps({"status": "error", "message": message, **fields}))
        return
    err_console.print(f"[bold red]error:[/] {escape(message)}", soft_wrap=True)


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print one error line and return the Exit to raise (no traceback for users)."""
    error_line(message)
    return typer.Exit(code)


def warn(message: str) -> None:
    """One yellow ``warning:`` line on stderr, ``message`` printed literally."""
    err_console.print(f"[bold yellow]warning:[/] {escape(message)}", soft_wrap=True)


def describe_error(exc: BaseException) -> tuple[str, int] | None:
    """The one line and exit code for an error no command caught itself, or None when it
    is not one of those (a bug: its traceback is wanted)."""
    if isinstance(exc, (VigilError, FileNotFoundError, ValueError)):
        return str(exc), 2
    if isinstance(exc, OSError):
        # The last line of defence: a file or socket the commands did not foresee (their
        # own checks give the clearer message); one line, never a traceback.
        return _os_error(exc), 1
    if isinstance(exc, sqlite3.Error):
        return f"database: {exc}", 1
    return None


@contextmanager
def errors_as_json(enabled: bool, **fields: Any) -> Iterator[None]:
    """With ``enabled`` (a command's ``--json``), every error inside is the JSON object on
    stdout: those the command reports with :func:`fail`, and those that would otherwise
    reach :func:`main` after the context is gone."""
    if not enabled:
        yield
        return
    token = _json_errors.set(fields)
    try:
        yield
    except (VigilError, OSError, ValueError, sqlite3.Error) as exc:
        described = describe_error(exc)
        if described is None:
            raise
        raise fail(*described) from None
    finally:
        _json_errors.reset(token)


class JsonUsageErrors(TyperCommand):
    """A command whose ``--json`` covers its usage errors too (a missing argument, an
    option out of range): click reports those before the command runs, as text on stderr."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        wants_json = _asks_for_json(args)
        try:
            return super().parse_args(ctx, args)
        except UsageError as exc:
            if not wants_json:
                raise
            typer.echo(json.dumps({"status": "error", "message": exc.format_message()}))
            raise typer.Exit(exc.exit_code) from None


def _asks_for_json(args: Sequence[str]) -> bool:
    return _has_option(args, "--json")


def _has_option(args: Sequence[str], *options: str) -> bool:
    """One of ``options`` among the options (not after ``--``, where it would be an
    argument)."""
    for arg in args:
        if arg == "--":
            return False
        if arg in options:
            return True
    return False


@contextmanager
def signals_as_interrupt(*, first_only: bool = False) -> Iterator[None]:
    """Ctrl-C and SIGTERM end a command alike, as a KeyboardInterrupt whose handlers keep
    what was done (a run's steps and report, a sweep's saved rows): a container stop or a CI
    timeout sends SIGTERM, and the default would lose everything.

    Either can land while the browser driver waits for the answer to a DevTools command.
    The answer still arrives, for a command nobody waits for any more, and Playwright logs
    that with a traceback while the command winds down. That is the interrupt's echo, not a
    fault: its logger is quietened before the interrupt is raised.

    ``first_only``: later signals are ignored once the first has interrupted. ``timeout -s
    INT`` signals the process and then its group (the process again), and people press
    Ctrl-C twice; where the cleanup joins worker processes (an eval sweep), a second
    KeyboardInterrupt would abandon them mid-join and close their pipes under them."""
    previous: dict[signal.Signals, Any] = {}

    def interrupt(signum: int, frame: Any) -> None:
        logging.getLogger("playwright").setLevel(logging.CRITICAL + 1)
        if first_only:
            for sig in previous:
                signal.signal(sig, signal.SIG_IGN)
        raise KeyboardInterrupt(signal.Signals(signum).name)

    try:
        for sig in (signal.SIGINT, signal.SIGTERM):
            previous[sig] = signal.signal(sig, interrupt)
    except ValueError:  # not the main thread (an embedding caller): leave signals alone
        yield
        return
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"vigil {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False,
        "--version",
        callback=_print_version,
        is_eager=True,
        help="Print Vigil's version and exit.",
    ),
) -> None:
    # A bug report needs the version, and a script checks it before relying on a flag.
    pass


# Command modules register themselves on `app` when imported.
from vigil.cli import (  # noqa: E402
    cache_cmd,  # noqa: F401
    effect_cmd,  # noqa: F401
    eval_cmd,  # noqa: F401
    frames_cmd,  # noqa: F401
    run_cmd,  # noqa: F401
    screen_cmd,  # noqa: F401
    serve_cmd,  # noqa: F401
)


def _tune_allocator(environ: dict[str, str], args: Sequence[str]) -> None:
    """Keep freed frame memory for reuse (``VIGIL_MALLOC_KEEP_MB``, default 64; ``0`` keeps
    glibc's thresholds): every step of a run makes and drops frames of a few MiB, and pages
    handed back to the system are faulted in again by the next ones (see
    :func:`vigil._libc.keep_freed_memory`).

    A bad value is one ``error:`` line and exit 2 (the JSON error object under ``--json``)
    for a command, but never blocks ``--help`` or ``--version``: they run nothing, and are
    what a user reaches for to find out what went wrong."""
    try:
        mb = env_int(environ, "VIGIL_MALLOC_KEEP_MB", 64, 0, MAX_KEEP_MB)
    except ConfigError as exc:
        if not args or _has_option(args, "--help", "--version"):  # no args shows the help
            return
        with errors_as_json(_asks_for_json(args)):
            error_line(str(exc))
        sys.exit(2)
    keep_freed_memory(mb)


def _ignore_late_signals() -> None:
    """Once a command has returned or reported its error, Ctrl-C or SIGTERM has nothing left
    to stop: what remains is the interpreter closing the browser driver and its threads. A
    signal landing there would end the process by the signal, after the report was written
    and without a word; ignoring it lets the exit code the command chose stand."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            signal.signal(sig, signal.SIG_IGN)
        except ValueError:  # not the main thread (an embedding caller): leave signals alone
            return


def _os_error(exc: OSError) -> str:
    """``[Errno 17] File exists: 'x'`` as ``x: File exists``."""
    if exc.strerror and exc.filename is not None:
        return f"{exc.filename}: {exc.strerror}"
    return exc.strerror or str(exc)


def main() -> None:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        _run()
    finally:
        _ignore_late_signals()


def _run() -> None:
    try:
        _tune_allocator(dict(os.environ), sys.argv[1:])
        app()
    except (VigilError, OSError, ValueError, sqlite3.Error) as exc:
        described = describe_error(exc)
        if described is None:
            raise
        message, code = described
        error_line(message)
        sys.exit(code)
    except KeyboardInterrupt:
        err_console.print("interrupted")
        sys.exit(130)
