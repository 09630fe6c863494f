"""What moves on its own on a screen, learned from frames with no action between them.

A clock, a spinner, a caret, a ticker or a growing progress bar changes between any two
frames, whether the agent acted or not. Every *idle pair* the Monitor sees (two frames with
no action between them: an ``observe`` after a ``post``, or the previous ``post`` and this
step's ``pre``) adds the elements that changed, as whole elements (the effect verifier's
:func:`~vigil.verify.effect.volatile_mask` grows a changed patch over its connected ink), to
a list the verifier then ignores.

An element is forgotten once it has been seen still for long enough: at least
``forget_pairs`` idle pairs spanning at least ``forget_after_s`` seconds in all. Both, because
a fast loop produces many idle pairs within one tick of a 1 Hz clock (pairs alone would forget
the clock too soon), and one long pause says little about an element that blinks (time alone
would forget it on one look). A change in screen size drops everything.

An idle change over ``max_fraction`` of the frame is not learned: that is a page still
rendering (a late image, a font swap), and masking it would blind the verifier there.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from vigil.frames import Frame, diff_frames, frames_identical
from vigil.frames.jpeg import comparable
from vigil.ocr.base import boxes_overlap
from vigil.verify.effect import regrown, volatile_elements, volatile_zones

__all__ = ["VolatileElement", "Volatility"]

log = logging.getLogger(__name__)

_Box = tuple[int, int, int, int]
#: Sightings of an element kept (where its pixels changed, one box each): a union of them
#: would cover a chart's whole panel and the controls around it.
_KEEP_SIGHTINGS = 256


@dataclass(slots=True)
class VolatileElement:
    """One element seen moving while idle, and how long it has been seen still since."""

    box: _Box
    #: Where its pixels were seen changing, one box per sighting (``box`` is their union
    #: grown to the whole element); the latest :data:`_KEEP_SIGHTINGS`.
    moved: list[_Box]
    still_pairs: int = 0
    still_s: float = 0.0


class Volatility:
    """The learned volatile elements of one session (see the module docstring)."""

    __slots__ = (
        "_boxes",
        "_mask",
        "color_tolerance",
        "elements",
        "forget_after_s",
        "forget_pairs",
        "max_fraction",
        "shape",
        "tolerance",
    )

    def __init__(
        self,
        tolerance: int,
        color_tolerance: int,
        *,
        max_fraction: float = 0.25,
        forget_pairs: int = 4,
        forget_after_s: float = 5.0,
    ) -> None:
        self.tolerance = tolerance
        self.color_tolerance = color_tolerance
        self.max_fraction = max_fraction
        self.forget_pairs = forget_pairs
        self.forget_after_s = forget_after_s
        self.elements: list[VolatileElement] = []
        self.shape: tuple[int, int] | None = None
        self._mask: NDArray[np.bool_] | None = None
        self._boxes: list[_Box] | None = None

    # -- learning ------------------------------------------------------------------------------
    def observe(self, a: Frame, b: Frame, elapsed_s: float = 0.0) -> None:
        """Learn from the idle pair ``a`` → ``b`` taken ``elapsed_s`` apart."""
        if a.size != b.size:
            return
        self.fit(a)
        a, b = comparable(a, b)
        if a is b or frames_identical(a, b):
            self._age(frozenset(), elapsed_s)
            return
        quick = diff_frames(a, b, tolerance=self.tolerance, color_tolerance=self.color_tolerance)
        if quick.changed_fraction > self.max_fraction:
            log.debug("idle change of %.1f%% not learned as volatile", 100 * quick.changed_fraction)
            return
        mask, found = volatile_elements(
            a, b, tolerance=self.tolerance, color_tolerance=self.color_tolerance
        )
        moved = self._learn(found if mask is not None else ())
        self._age(moved, elapsed_s)

    def fit(self, frame: Frame) -> None:
        """Forget everything learned when ``frame`` is another screen size: those elements
        are not on this screen (a resized window, another display)."""
        shape = (frame.height, frame.width)
        if self.shape != shape:
            self.shape = shape
            self.elements = []
            self._stale()

    def _learn(self, found: tuple[tuple[_Box, _Box], ...]) -> frozenset[int]:
        """Add new ``(moved, grown)`` boxes; return the indices of the elements that moved
        in this pair."""
        moved: set[int] = set()
        for seen, box in found:
            hit = next((i for i, e in enumerate(self.elements) if boxes_overlap(e.box, box)), None)
            if hit is None:
                self.elements.append(VolatileElement(box, [seen]))
                moved.add(len(self.elements) - 1)
            else:
                element = self.elements[hit]
                element.box = _union(element.box, box)
                element.moved = [*element.moved, seen][-_KEEP_SIGHTINGS:]
                element.still_pairs, element.still_s = 0, 0.0
                moved.add(hit)
        if found:
            self._stale()
        return frozenset(moved)

    def _age(self, moved: frozenset[int], elapsed_s: float) -> None:
        """Count this pair as a still look at every element that did not move; forget the
        ones that have been still for long enough."""
        keep: list[VolatileElement] = []
        for i, element in enumerate(self.elements):
            if i not in moved:
                element.still_pairs += 1
                element.still_s += max(0.0, elapsed_s)
            forgotten = (
                element.still_pairs >= self.forget_pairs and element.still_s >= self.forget_after_s
            )
            if forgotten:
                log.debug("volatile element %s stopped moving: forgotten", element.box)
                self._stale()
            else:
                keep.append(element)
        self.elements = keep

    def follow(self, frames: tuple[Frame, ...]) -> None:
        """Follow each element's latest sighting to the end of its line of text in
        ``frames`` (the checked pre and post): a ticking count that gained a digit since it
        was learned (:func:`~vigil.verify.effect.regrown`). The element keeps that extent."""
        if not self.elements or any((f.height, f.width) != self.shape for f in frames):
            return
        for element in self.elements:
            box = regrown(element.moved[-1], element.box, frames)
            if box != element.box:
                element.box = box
                self._stale()

    # -- use -----------------------------------------------------------------------------------
    @property
    def boxes(self) -> list[_Box]:
        """What is masked: every element's box, and the zones of elements that move as a
        group (:func:`~vigil.verify.effect.volatile_zones`). Worked out once per change of
        the elements: every check neutralises several frames with them."""
        if self._boxes is None:
            own = [e.box for e in self.elements]
            self._boxes = own + volatile_zones(own)
        return self._boxes

    @property
    def moved(self) -> list[_Box]:
        """Where pixels were seen changing (the elements' boxes before growth)."""
        return [box for e in self.elements for box in e.moved]

    def ignore_for(self, frame: Frame) -> NDArray[np.bool_] | None:
        """The mask of volatile pixels for frames of ``frame``'s size, or None."""
        if not self.elements or self.shape != (frame.height, frame.width):
            return None
        return self._built_mask()

    def _built_mask(self) -> NDArray[np.bool_] | None:
        if self._mask is None and self.elements and self.shape is not None:
            mask = np.zeros(self.shape, bool)
            for x0, y0, x1, y1 in self.boxes:
                mask[y0:y1, x0:x1] = True
            self._mask = mask
        return self._mask

    def neutralize(self, reference: Frame, frame: Frame, spare: _Box | None = None) -> Frame:
        """``frame`` with its volatile pixels replaced by ``reference``'s: what the effect
        verifier should compare, so a clock tick between pre and post is not an effect.
        ``spare`` stays as it is (:func:`~vigil.verify.effect.spared_box`). It keeps
        ``frame``'s JPEG tables: the pasted pixels are volatile, which every exact
        comparison leaves out anyway."""
        if self.ignore_for(frame) is None or reference.size != frame.size:
            return frame
        rgb = frame.rgb.copy()
        ref = reference.rgb
        # The mask is a union of rectangles: slicing them is far cheaper than boolean indexing.
        for x0, y0, x1, y1 in self.boxes:
            rgb[y0:y1, x0:x1] = ref[y0:y1, x0:x1]
        if spare is not None:
            x0, y0, x1, y1 = spare
            rgb[y0:y1, x0:x1] = frame.rgb[y0:y1, x0:x1]
        return Frame(rgb, jpeg_tables=frame.jpeg_tables)

    @property
    def fraction(self) -> float:
        mask = self._built_mask()
        return float(np.count_nonzero(mask)) / mask.size if mask is not None else 0.0

    def reset(self) -> None:
        self.elements, self.shape = [], None
        self._stale()

    def _stale(self) -> None:
        """The elements changed: the mask and the boxes it is built from are worked out
        again when next asked for."""
        self._mask, self._boxes = None, None


def _union(a: _Box, b: _Box) -> _Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
