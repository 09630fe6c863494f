"""Child processes that a test interrupts with SIGINT.

A process started in the background by a non-interactive shell (``cmd &``, ``nohup``, some CI
runners) inherits SIGINT *ignored*, and Python then never installs its KeyboardInterrupt
handler: a SIGINT the test sends would be dropped and the test would fail for a reason that
has nothing to do with Vigil. The child gets the default disposition back before it starts.
The other helpers find such a process's children and tell whether they outlived it.
"""

from __future__ import annotations

import signal
import time
from pathlib import Path


def default_sigint() -> None:
    """``preexec_fn`` for ``subprocess.Popen``: SIGINT back to its default in the child."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def children(pid: int) -> list[int]:
    """The pids of ``pid``'s direct children (none once it is gone)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def alive_after(pid: int, grace_s: float) -> bool:
    """True when ``pid`` still runs (not a zombie) after ``grace_s`` seconds: a child that
    was reparented when its parent exited may need a moment to finish exiting."""
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        try:
            if " Z " in Path(f"/proc/{pid}/stat").read_text():
                return False
        except OSError:
            return False
        time.sleep(0.2)
    return True


def cmdline(pid: int) -> str:
    """What ``pid`` runs, for an assertion message."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return f"{pid} (gone)"
