"""Settle: wait until the screen stops changing, and say how long that took.

The reference slept a fixed 2-4 s after every action. Most UI reactions finish within a few
hundred milliseconds, so polling frames and stopping as soon as the screen is still makes
every agent step faster, and a slow reaction still gets up to ``timeout_s``.

"Still" means ``stable_frames`` consecutive frames that are equal within the noise tolerance:
the pixel diff (:func:`~vigil.frames.diff.diff_frames`) followed by the density test of
:mod:`vigil.frames.change`, so a re-encoded stream (JPEG, VNC) settles even though no two of
its frames are byte-identical. Pixels under ``ignore`` (a clock, a spinner: the volatile mask
of :func:`vigil.verify.effect.volatile_mask`) never keep the screen from settling.

The frames polled on the way are returned as ``samples`` so that the effect verifier can
tell a change that appeared and vanished (a validation message that flashed) from a screen
that never moved. Only *distinct* frames are kept (each one differs from the previous kept
one), at most :data:`MAX_SAMPLES` of them: a 3 s poll at 50 ms would otherwise hold 60
full-size frames (~370 MB at 1080p) that are mostly copies of each other.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from vigil.frames.change import MIN_CELL_PIXELS, dense_cells
from vigil.frames.diff import (
    DEFAULT_COLOR_TOLERANCE,
    DEFAULT_TOLERANCE,
    candidate_box,
    diff_frames,
)
from vigil.frames.frame import Frame, FrameLike, as_frame

__all__ = ["MAX_SAMPLES", "SettleResult", "first_change", "frames_equal", "settle"]

#: Distinct frames kept in :attr:`SettleResult.samples` (the first and the latest survive).
MAX_SAMPLES = 24


@dataclass(frozen=True, slots=True)
class SettleResult:
    """The settled frame, how long settling took and what was seen on the way.

    ``settled`` is False when ``timeout_s`` ran out first; ``frame`` is then the last frame
    polled. ``elapsed_s`` runs from the call to the capture of ``frame``. ``samples`` are the
    distinct frames polled, in order, starting with the first; ``polls`` counts every grab.
    ``vouched`` is True when no polling took place because the page vouched that nothing
    would change it (the runner's browser settle: :mod:`vigil.envs.page_idle`).
    """

    frame: Frame
    elapsed_s: float
    samples: list[Frame] = field(default_factory=list)
    settled: bool = True
    polls: int = 1
    vouched: bool = False


#: Rows of frame one band of :func:`frames_equal` diffs at a time (a multiple of the 4 px
#: window grid); consecutive bands overlap by one grid step so every window fits in one.
BAND_ROWS = 64
#: Real pixels kept around a band so the smoothing and the 2x2 colour blocks inside it are
#: exactly those of a whole-frame diff.
_BAND_MARGIN = 8


def frames_equal(
    a: Frame,
    b: Frame,
    *,
    tolerance: int = DEFAULT_TOLERANCE,
    color_tolerance: int = DEFAULT_COLOR_TOLERANCE,
    ignore: NDArray[np.bool_] | None = None,
) -> bool:
    """Equal within noise: same size and no 8x8 window with a dense change.

    The answer is that of one whole-frame :func:`~vigil.frames.diff.diff_frames` followed by
    the density test, but the diff runs band by band over the rows that can hold a change
    and stops at the first dense window: a page that navigated answers "changed" after one
    band instead of diffing the whole screen (the common case for a loop's ordinary steps
    and for settle polls while a page loads).
    """
    if a.size != b.size:
        return False
    if a is b:
        return True
    roi = candidate_box(a, b, tolerance=tolerance, color_tolerance=color_tolerance)
    if roi is None:
        return True
    w, h = a.size
    x0 = max(0, (roi[0] - _BAND_MARGIN) // 4 * 4)
    x1 = min(w, roi[2] + _BAND_MARGIN)
    top = max(0, (roi[1] - _BAND_MARGIN) // 4 * 4)
    bottom = min(h, roi[3] + _BAND_MARGIN)
    for r0 in range(top, bottom, BAND_ROWS - 4):
        r1 = min(h, r0 + BAND_ROWS)
        if _band_dense(a, b, (x0, r0, x1, r1), tolerance, color_tolerance, ignore):
            return False
        if r1 >= bottom:
            break
    return True


def _band_dense(
    a: Frame,
    b: Frame,
    band: tuple[int, int, int, int],
    tolerance: int,
    color_tolerance: int,
    ignore: NDArray[np.bool_] | None,
) -> bool:
    """Whether a dense 8x8 window lies wholly inside the rows of ``band``.

    The band is diffed with :data:`_BAND_MARGIN` rows of real pixels above and below (its
    origin stays on the 4 px grid), so every pixel of a window inside it is exact.
    """
    x0, r0, x1, r1 = band
    h = a.height
    c0, c1 = max(0, r0 - _BAND_MARGIN), min(h, r1 + _BAND_MARGIN)
    box = (x0, c0, x1, c1)
    sub_ignore = ignore[c0:c1, x0:x1] if ignore is not None else None
    d = diff_frames(
        a.crop(box),
        b.crop(box),
        tolerance=tolerance,
        color_tolerance=color_tolerance,
        ignore=sub_ignore,
    )
    if d.changed_pixels < MIN_CELL_PIXELS:
        return False
    grid = dense_cells(d.mask, bbox=d.bbox)
    # Window row i covers crop rows [4i, 4i + 8): keep those wholly inside [r0, r1), and at
    # the frame's bottom edge the windows that hang past it (as a whole-frame grid does).
    first = (r0 - c0) // 4
    last = grid.shape[0] if r1 >= h else max(first, (r1 - c0 - 8) // 4 + 1)
    return bool(grid[first:last].any())


def settle(
    grab: Callable[[], FrameLike],
    *,
    timeout_s: float = 3.0,
    interval_s: float = 0.05,
    stable_frames: int = 2,
    stable_s: float = 0.0,
    tolerance: int = DEFAULT_TOLERANCE,
    color_tolerance: int = DEFAULT_COLOR_TOLERANCE,
    ignore: NDArray[np.bool_] | None = None,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
    busy: Callable[[], bool] | None = None,
) -> SettleResult:
    """Poll ``grab()`` until ``stable_frames`` consecutive frames are equal, or ``timeout_s``.

    ``stable_s`` additionally requires the equal frames to span at least that many seconds
    (first to last capture). Two equal frames 50 ms apart can both show a validation message
    that disappears 300 ms later; after a high-risk action a span of ~0.35 s tells a flash
    from a lasting change, which is what the effect verifier's transient detection needs.

    ``grab`` returns any frame-like value (PIL image, array, PNG bytes, ...). Polls are
    ``interval_s`` apart, counted from the start of each grab, so a slow screenshot does not
    stretch the interval. ``stable_frames=1`` accepts the first frame. At least one frame is
    always grabbed, even with ``timeout_s=0``. ``clock`` and ``sleep`` are injectable so
    tests need not wait. Exceptions raised by ``grab`` propagate: a broken screenshot is a
    programmer's or environment's problem, not a verdict.

    ``busy`` (asked after each grab) says the screen is still waiting for something, such as
    the answer to a request the action sent: a frame captured while it is True never counts
    towards stability. A click whose answer takes 200 ms leaves two equal frames 50 ms apart
    that both show nothing yet; without it they would be the settled screen, and the click
    would read as having done nothing.
    """
    if stable_frames < 1:
        raise ValueError(f"stable_frames must be at least 1, got {stable_frames}")
    if interval_s < 0 or timeout_s < 0:
        raise ValueError("timeout_s and interval_s must not be negative")
    start = clock()
    samples: list[Frame] = []
    polls = 0
    run = 0  # consecutive frames equal to the latest one, counting it
    run_start = 0.0  # capture time of the first frame of the current run
    prev: Frame | None = None
    while True:
        poll_start = clock()
        frame = as_frame(grab())
        polls += 1
        captured = clock() - start
        equal = prev is not None and frames_equal(
            prev, frame, tolerance=tolerance, color_tolerance=color_tolerance, ignore=ignore
        )
        if not equal:
            _keep(samples, frame)
        if busy is not None and busy():
            run = 0  # the next frame starts the run, whatever it equals
        elif equal and run > 0:
            run += 1
        else:
            run = 1
            run_start = captured
        prev = frame
        if run >= stable_frames and captured - run_start >= stable_s:
            return SettleResult(frame, captured, samples, True, polls)
        if clock() - start >= timeout_s:
            return SettleResult(frame, captured, samples, False, polls)
        wait = interval_s - (clock() - poll_start)
        remaining = timeout_s - (clock() - start)
        if wait > 0:
            sleep(min(wait, max(0.0, remaining)))


def first_change(
    grab: Callable[[], Frame],
    settled: Frame,
    seconds: float,
    *,
    interval_s: float,
    changed: Callable[[Frame, Frame], bool],
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> Frame | None:
    """Keep a settled screen under watch: poll ``grab()`` every ``interval_s`` (at least
    10 ms) for up to ``seconds`` and return the first frame ``changed(settled, frame)``
    calls moved, or None when none did. A message that flashes for a few hundred
    milliseconds is still up when two polls agree; this is how the runner and the
    integrations' screen see it vanish."""
    deadline = clock() + seconds
    interval = max(interval_s, 0.01)
    while clock() < deadline:
        sleep(interval)
        frame = grab()
        if changed(settled, frame):
            return frame
    return None


def _keep(samples: list[Frame], frame: Frame) -> None:
    """Append a distinct frame, dropping the second-oldest when full (keep first and newest)."""
    if len(samples) >= MAX_SAMPLES:
        del samples[1]
    samples.append(frame)
