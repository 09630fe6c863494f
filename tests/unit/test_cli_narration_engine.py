"""The CLI's narration engine: off when the toggle is off, warmed up in the background."""

from __future__ import annotations

import threading

from vigil import RunConfig
from vigil.cli.run_cmd import _narration_engine


class _Engine:
    def __init__(self) -> None:
        self.warmed = threading.Event()

    def warm_up(self) -> None:
        self.warmed.set()


class _Broken:
    def warm_up(self) -> None:
        raise RuntimeError("no models")


def test_the_engine_loads_its_models_while_the_browser_starts() -> None:
    engine = _Engine()
    assert _narration_engine(RunConfig(), engine) is engine
    assert engine.warmed.wait(30), "warm_up was never called"


def test_no_engine_when_narration_is_off() -> None:
    engine = _Engine()
    assert _narration_engine(RunConfig(narrate=False), engine) is None
    assert not engine.warmed.is_set()


def test_a_failing_warm_up_is_not_an_error() -> None:
    engine = _Broken()
    assert _narration_engine(RunConfig(), engine) is engine
