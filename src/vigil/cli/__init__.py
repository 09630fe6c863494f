"""The ``vigil`` command. Each command family lives in its own module and registers itself
on :data:`app`; this module only wires them together and turns errors into one clear line.

Configuration (environment toggles) is read here, at the edge, and passed down.
"""

from __future__ import annotations

import logging
import os
import signal
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from rich.console import Console

from vigil._libc import MAX_KEEP_MB, keep_freed_memory
from vigil.config import env_int
from vigil.errors import VigilError

app = typer.Typer(
    name="vigil",
    help="Eyes that check a computer-use agent's hands.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
err_console = Console(stderr=True)


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print one red line and return the Exit to raise (no traceback for users)."""
    err_console.print(f"[bold red]error:[/] {message}")
    return typer.Exit(code)


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


def _tune_allocator(environ: dict[str, str]) -> None:
    """Keep freed frame memory for reuse (``VIGIL_MALLOC_KEEP_MB``, default 64; ``0`` keeps
    glibc's thresholds): every step of a run makes and drops frames of a few MiB, and pages
    handed back to the system are faulted in again by the next ones (see
    :func:`vigil._libc.keep_freed_memory`)."""
    mb = env_int(environ, "VIGIL_MALLOC_KEEP_MB", 64, 0, MAX_KEEP_MB)
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
        _tune_allocator(dict(os.environ))
        app()
    except VigilError as exc:
        err_console.print(f"[bold red]error:[/] {exc}")
        sys.exit(2)
    except (FileNotFoundError, ValueError) as exc:
        err_console.print(f"[bold red]error:[/] {exc}")
        sys.exit(2)
    except OSError as exc:
        # The last line of defence: a file or socket the commands did not foresee (their
        # own checks give the clearer message); one line, never a traceback.
        err_console.print(f"[bold red]error:[/] {_os_error(exc)}")
        sys.exit(1)
    except sqlite3.Error as exc:
        err_console.print(f"[bold red]error:[/] database: {exc}")
        sys.exit(1)
    except KeyboardInterrupt:
        err_console.print("interrupted")
        sys.exit(130)
