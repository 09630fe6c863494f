"""A process's one-time costs paid ahead of the first check: same values, once, safe to fork."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys

import cv2
import numpy as np

from vigil import Monitor, RunConfig
from vigil.frames import warm
from vigil.frames.change import lab_chroma, rgb_to_lab
from vigil.frames.warm import warm_up


def colours() -> np.ndarray:
    rng = np.random.default_rng(3)
    return rng.integers(0, 256, (32, 48, 3), dtype=np.uint8)


def test_a_monitor_starts_the_warm_up_once_per_process() -> None:
    Monitor(RunConfig())
    first = warm._thread
    assert first is not None
    Monitor(RunConfig())
    warm_up()
    assert warm._thread is first
    first.join(30)
    assert not first.is_alive()


def test_the_conversion_is_opencvs_own() -> None:
    warm_up()
    rgb = colours()
    assert np.array_equal(rgb_to_lab(rgb), cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB))
    lab = cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB).astype(np.float32) - 128.0
    expected = np.sqrt(lab[..., 1] ** 2 + lab[..., 2] ** 2)
    assert np.allclose(lab_chroma(rgb), expected, atol=1e-3)


def _lab_in_child(rgb: np.ndarray, out: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    out.put(rgb_to_lab(rgb).tobytes())


def test_a_fork_right_after_the_build_started_converts_in_the_child() -> None:
    """The fork waits for a build under way, so the child never inherits a half-built table
    (or a lock held by a thread it does not have)."""
    warm_up()
    rgb = colours()
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    child = ctx.Process(target=_lab_in_child, args=(rgb, out), daemon=True)
    child.start()
    child.join(60)
    if child.is_alive():
        child.kill()
    assert child.exitcode == 0
    assert out.get(timeout=5) == cv2.cvtColor(rgb, cv2.COLOR_RGB2LAB).tobytes()


def test_a_process_that_exits_right_after_making_a_monitor_exits_cleanly() -> None:
    """Killed inside OpenCV at interpreter exit, a daemon warm-up thread aborted the process
    ("FATAL: exception not rethrown", exit 134): a one-shot script or command crashed."""
    for _ in range(3):
        done = subprocess.run(
            [sys.executable, "-c", "from vigil import Monitor; Monitor()"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        assert "FATAL" not in done.stderr
