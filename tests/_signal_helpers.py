"""Child processes that a test interrupts with SIGINT.

A process started in the background by a non-interactive shell (``cmd &``, ``nohup``, some CI
runners) inherits SIGINT *ignored*, and Python then never installs its KeyboardInterrupt
handler: a SIGINT the test sends would be dropped and the test would fail for a reason that
has nothing to do with Vigil. The child gets the default disposition back before it starts.
"""

from __future__ import annotations

import signal


def default_sigint() -> None:
    """``preexec_fn`` for ``subprocess.Popen``: SIGINT back to its default in the child."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
