"""A signal after a command finished must not decide how the process ends."""

from __future__ import annotations

import logging
import os
import signal
from collections.abc import Iterator

import pytest

from vigil import cli
from vigil.cli import signals_as_interrupt


@pytest.fixture
def saved_handlers() -> Iterator[None]:
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    yield
    for sig, handler in before.items():
        signal.signal(sig, handler)


@pytest.mark.usefixtures("saved_handlers")
def test_signals_are_ignored_once_the_command_has_returned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sys.argv", ["vigil", "--help"])
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 0
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_IGN


@pytest.mark.usefixtures("saved_handlers")
def test_an_interrupted_command_still_says_so_and_exits_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted() -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "app", interrupted)
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 130
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN


@pytest.mark.usefixtures("saved_handlers")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_signal_during_a_run_interrupts_it_and_quiets_the_driver(sig: int) -> None:
    """The browser driver logs the late answer to a DevTools command the interrupt cut off,
    with a traceback; a run stopped by a signal must end in one clear line instead."""
    driver_log = logging.getLogger("playwright")
    level = driver_log.level
    before = signal.getsignal(sig)
    try:
        with pytest.raises(KeyboardInterrupt), signals_as_interrupt():
            os.kill(os.getpid(), sig)
        assert driver_log.getEffectiveLevel() > logging.CRITICAL
        assert signal.getsignal(sig) is before
    finally:
        driver_log.setLevel(level)
