"""Perceptual effect verifier: did a high-risk action visibly do anything?

An executor that returns without error says nothing about the screen: a consent layer can
swallow the click, the button can be disabled or unwired, a modal can mount off-screen. On
*high-risk* steps (submitting, buying, deleting, signing in, pressing Enter) the verifier
compares the frame before the action with the frame after the screen settled, over the
whole frame and over a square region around the action's point, and says whether anything
changed. It is observational: it returns a verdict, the runner turns a ``False`` into one
WARNING line for the brain, and nothing is blocked.

How the decision is made (and why not just the reference's hashes)
-------------------------------------------------------------------
The reference compared 64-bit pHashes and called any flipped bit a change. That is wrong in
both directions: re-encoding a screenshot (JPEG, a VNC stream) or a clock ticking flips
bits on a real no-op, and a ticked checkbox or one edited word flips none at all on 1080p.

Vigil decides from three signals, each aimed at what the others cannot see:

1. A noise-tolerant pixel diff (:func:`~vigil.frames.diff.diff_frames`: luma tolerance after
   3x3 smoothing, a per-channel colour tolerance) followed by a density test
   (:mod:`vigil.frames.change`: at least 12 of the 64 pixels of some 8x8 window changed).
   Coherent patches are what UI changes are made of (a glyph, a tick mark, a badge);
   scattered pixels are what compression and re-layout leave. This is the signal that sees
   a ticked checkbox, one edited word or a counter going 1 -> 2 anywhere on the screen.
2. A colour-block test: the mean luma and chroma (YCbCr) of every 16x16 block, compared
   with a threshold of one JPEG quantisation step at quality 70 (10 levels). It catches
   colour-only changes of thin text (grey helper text turning red at the same brightness),
   whose per-pixel colour shift anti-aliasing and chroma subsampling dilute below any
   per-pixel tolerance that JPEG noise would respect, but which add up over a block.
   See :func:`_block_shift` for the numbers.
3. A whole-frame hash vote: the fast 64-bit pHash moved by more than
   :data:`HASH_CHANGE_BITS` bits. A distance that large means a different screen by the
   trajectory cache's own standard (its default validation threshold is 10) and covers a
   broad, gentle change (a light dimming layer) that moves no pixel past the tolerance.
   Compression noise moves a whole-frame hash by a few bits at most, so the vote does not
   bring the reference's noise problem back. The region hash is reported but gets no
   vote: a 200x200 crop of an empty panel is almost flat, and the bits of a flat crop's
   hash are decided by noise.

``global_changed`` is any of the three over the whole frame; ``region_changed`` is signal 1
or 2 in the windows/blocks overlapping the region square. The thresholds are physical
(noise bounds of JPEG, the size of the smallest UI glyph), not fitted to a data set; the
labelled set in ``benchmarks/effect`` measures them (``docs/effect.md``).

Cost: pixel-identical frames (the common no-op) are recognised in one pass and need
nothing else. When the diff finds a dense change the verdict is settled, so signals 2 and 3
are skipped and the whole-frame distance is reported as None. The diff dominates what is
left.

Volatile elements
-----------------
Clocks, spinners, blinking carets, growing progress bars and tickers change on their own.
Given ``idle=(a, b)``, two frames taken with no action between them, the verifier masks
what changed between them — not just those pixels but the *element* they belong to: the
changed patch is grown over the connected "ink" (text, bars, borders) around it in the idle
frame, within a bounded neighbourhood, and padded. A clock whose seconds digit moved while
idle is masked as the whole ``10:41:27``, so its tens digit changing later does not read as
an effect; a progress bar is masked along its track. Masked pixels count neither for the
diff nor for the hash vote.

Hover
-----
Pointing at a control restyles it (``:hover``); a page re-rendered under a still pointer
drops that styling again. Neither is the click's effect. An agent loop usually captures
``pre`` before pointing (``hover_aware=False``): then a change that is only pointer styling
of the element under the action's point — the element recoloured, lines on its rim, its
glyphs and shapes unchanged, nothing changed elsewhere — is discounted
(:func:`_hover_only`, ``hover_discounted=True``). The runner captures ``pre`` after
pointing (``hover_aware=True``): the styling is already there, so only a faint change (a
hover shade lost on re-render) is discounted. A tick, a toggle, changed text or a new
element under the point always count. ``docs/effect.md`` lists what this cannot tell apart.

Transients
----------
Given ``samples`` (the frames :func:`~vigil.frames.settle.settle` polled between the action
and the settled post frame), a change that showed in a sample but is gone in ``post`` (a
validation message that flashed) sets ``transient_change=True``. The verdict itself still
compares ``pre`` with ``post``: a flash that left nothing behind is not an effect, but the
brain is told it happened.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.actions import Action, ActionType, as_action
from vigil.config import DEFAULT_HIGH_RISK_KEYWORDS, RunConfig
from vigil.frames.change import (
    CELL,
    MIN_CELL_PIXELS,
    cells_in,
    channel_max,
    colour_bins,
    common_colour_bin,
    commonest_colour,
    dense_cell_boxes,
    dense_cells,
    lab_chroma,
)
from vigil.frames.diff import (
    FrameComparison,
    FrameDiff,
    compare_frames,
    diff_frames,
    grid_boxes,
    intersect_box,
    pad_box,
    tighten_boxes,
    union_box,
)
from vigil.frames.frame import Frame, FrameLike, as_frame, as_frame_pair
from vigil.frames.hashing import phash, phash_after
from vigil.frames.jpeg import comparable, twinned
from vigil.ocr.base import boxes_overlap
from vigil.verify.glyphs import glyph_change
from vigil.verify.tooltip import tooltip_boxes

__all__ = [
    "BLIND_FRACTION",
    "HASH_CHANGE_BITS",
    "REASON_GLOBAL",
    "REASON_HIDDEN_BY_MOTION",
    "REASON_REGION",
    "REASON_STABLE",
    "SKIP_MISSING",
    "SKIP_NOT_HIGH_RISK",
    "SKIP_OFF_SCREEN",
    "SKIP_TOGGLE",
    "SKIP_TOO_SMALL",
    "EffectCheck",
    "check_effect",
    "feedback_warning",
    "is_high_risk",
    "perceptual_summary",
    "undecided_when_hidden",
    "volatile_mask",
    "will_check",
]

log = logging.getLogger(__name__)

#: The note of a check that compared a lossless frame as its JPEG twin.
TWIN_NOTE = "a lossless frame beside a JPEG one: compared as its JPEG twin"

REASON_STABLE: Final = "global_and_region_stable"
REASON_REGION: Final = "region_changed"
REASON_GLOBAL: Final = "global_changed"
#: Undecided: what the action did is hidden by what moves by itself (see
#: :func:`undecided_when_hidden`).
REASON_HIDDEN_BY_MOTION: Final = "hidden_by_motion"
#: Share of the screen masked as moving by itself past which a "no effect" is undecided.
BLIND_FRACTION: Final = 0.5
SKIP_TOGGLE: Final = "toggle disabled"
SKIP_MISSING: Final = "missing frame"
SKIP_NOT_HIGH_RISK: Final = "not high-risk"
#: The action's point lies outside the frame: nothing on the screen was pointed at.
SKIP_OFF_SCREEN: Final = "point outside the frame"
#: A frame narrower or shorter than :data:`MIN_FRAME_SIDE`: too small to judge.
SKIP_TOO_SMALL: Final = "frame too small"
#: The smallest side a judged frame may have: one 8x8 window of the density test. Below it
#: every window is cut by the frame's edge, and a change can cover the whole frame without
#: reaching :data:`~vigil.frames.change.MIN_CELL_PIXELS` (a 3x3 frame has 9 pixels), while
#: the colour blocks and the hash see nothing of a uniform change: a frame that turned
#: from black to white read as "no effect".
MIN_FRAME_SIDE: Final = CELL

#: Whole-frame pHash bits that alone mean "a different screen" (the cache's threshold, 10).
HASH_CHANGE_BITS: Final = 10
#: Side of the blocks whose mean colour is compared (JPEG's 4:2:0 colour block is 16 px).
BLOCK: Final = 16
#: Levels a block's mean luma or chroma (YCbCr) must move to count as a change.
BLOCK_SHIFT: Final = 10.0

_Box = tuple[int, int, int, int]
#: Key names that are Enter: X11's (``Return``, keypad ``KP_Enter``, as computer-use models
#: send them) and the DOM's (``Enter``, ``NumpadEnter``), compared lower-case.
ENTER_KEYS: Final = frozenset({"return", "enter", "kp_enter", "numpadenter"})


# -- classifier ------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def _keyword_pattern(keywords: tuple[str, ...]) -> re.Pattern[str] | None:
    """One regex for the keyword list: word-aware, case-insensitive, tolerant of inflection.

    A keyword must start at a word boundary (so ``resend`` or ``unsaved`` do not count) and
    may carry an ordinary English ending (``submitted``, ``saving``, ``confirmation``,
    ``deletes``), because brains narrate in every tense. The words of a multi-word keyword
    may be joined by spaces, hyphens, underscores or nothing: ``Sign-in``, ``SIGN IN`` and
    ``signin`` all match ``sign in``.
    """
    parts = []
    for kw in keywords:
        words = [w for w in re.split(r"[\s\-_]+", kw.strip().lower()) if w]
        if not words:
            continue
        *head, last = words
        if last.endswith("e") and len(last) > 2:
            tail = re.escape(last[:-1]) + r"(?:e|es|ed|ing|ion|ions)"
        else:
            tail = re.escape(last) + r"(?:s|es|ed|ing|ion|ions|ation|ations|ted|ting)?"
        body = r"[\s\-_]*".join([*(re.escape(w) for w in head), tail])
        parts.append(body)
    if not parts:
        return None
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b", re.IGNORECASE)


def _keys_text(action: Action) -> str:
    keys = action.params.get("keys", action.params.get("key", ""))
    if isinstance(keys, (list, tuple)):
        keys = "+".join(str(k) for k in keys)
    return str(keys)


def is_high_risk(action: Action | Mapping[str, Any], keywords: Iterable[str] | None = None) -> bool:
    """Whether a silent failure of ``action`` would matter enough to verify its effect.

    Narrow on purpose (the reference's classifier): a KEY_PRESS of Return / Enter, alone or
    as the last key of a chord (``ctrl+Return``), key names case-insensitive; a CLICK whose
    *reasoning* names a committing verb from ``keywords`` (default: the configured list,
    ``RunConfig.high_risk_keywords``). Nothing else: not DOUBLE_CLICK, TYPE, SCROLL, WAIT,
    DONE, and never because of the task text — the reasoning is the brain's statement of
    what this click is for.
    """
    act = as_action(action)
    if act.action_type is ActionType.KEY_PRESS:
        last = _keys_text(act).strip().lower().rsplit("+", 1)[-1].strip()
        return last in ENTER_KEYS
    if act.action_type is ActionType.CLICK:
        kws = tuple(keywords) if keywords is not None else DEFAULT_HIGH_RISK_KEYWORDS
        pattern = _keyword_pattern(kws)
        return bool(pattern and act.reasoning and pattern.search(act.reasoning))
    return False


def will_check(action: Action | Mapping[str, Any], config: RunConfig) -> bool:
    """Whether :func:`check_effect` compares frames for ``action`` (the verifier on and the
    action high-risk): a caller can skip capturing or decoding frames it would not look at."""
    return config.perceptual_verify and is_high_risk(action, config.high_risk_keywords)


# -- the verdict -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class EffectCheck:
    """The verifier's verdict on one step, with every figure behind it.

    ``effect_observed`` is True (something changed), False (both the whole frame and the
    region stayed stable: the action looks like a silent no-op) or None (not checked; see
    ``reason``). Distances are Hamming distances of 64-bit pHashes (whole frame: fast
    variant; region: imagehash-exact), None when not computed.
    """

    effect_observed: bool | None
    reason: str
    global_changed: bool = False
    region_changed: bool = False
    global_distance: int | None = None
    region_distance: int | None = None
    changed_pixels: int = 0
    changed_fraction: float = 0.0
    region_changed_pixels: int = 0
    region_changed_fraction: float = 0.0
    dense_windows: int = 0
    region_dense_windows: int = 0
    shifted_blocks: int = 0
    region_shifted_blocks: int = 0
    max_block_shift: float = 0.0
    changed_bbox: _Box | None = None
    changed_boxes: tuple[_Box, ...] = ()
    region_box: _Box | None = None
    #: Box of every pixel that differs at all between the frames compared (before any
    #: tolerance; None when identical or not compared): outside it they are byte-identical.
    raw_box: _Box | None = None
    masked_fraction: float = 0.0
    volatile_boxes: tuple[_Box, ...] = ()
    transient_change: bool = False
    transient_box: _Box | None = None
    hash_vote: bool = False
    hover_discounted: bool = False
    tolerance: int = 0
    color_tolerance: int = 0
    min_window_pixels: int = MIN_CELL_PIXELS
    block_shift_levels: float = BLOCK_SHIFT
    hash_change_bits: int = HASH_CHANGE_BITS
    region_size: int = 0
    notes: tuple[str, ...] = field(default=())

    @property
    def checked(self) -> bool:
        """Whether the verifier actually compared frames (not a skip)."""
        return self.effect_observed is not None

    @property
    def thresholds(self) -> dict[str, float]:
        return {
            "tolerance": self.tolerance,
            "color_tolerance": self.color_tolerance,
            "min_window_pixels": self.min_window_pixels,
            "block_shift_levels": self.block_shift_levels,
            "hash_change_bits": self.hash_change_bits,
            "region_size": self.region_size,
        }

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe dict (tuples become lists)."""

        def box(b: _Box | None) -> list[int] | None:
            return None if b is None else [int(v) for v in b]

        return {
            "effect_observed": self.effect_observed,
            "reason": self.reason,
            "global_changed": self.global_changed,
            "region_changed": self.region_changed,
            "global_distance": self.global_distance,
            "region_distance": self.region_distance,
            "changed_pixels": self.changed_pixels,
            "changed_fraction": self.changed_fraction,
            "region_changed_pixels": self.region_changed_pixels,
            "region_changed_fraction": self.region_changed_fraction,
            "dense_windows": self.dense_windows,
            "region_dense_windows": self.region_dense_windows,
            "shifted_blocks": self.shifted_blocks,
            "region_shifted_blocks": self.region_shifted_blocks,
            "max_block_shift": self.max_block_shift,
            "changed_bbox": box(self.changed_bbox),
            "changed_boxes": [box(b) for b in self.changed_boxes],
            "region_box": box(self.region_box),
            "raw_box": box(self.raw_box),
            "masked_fraction": self.masked_fraction,
            "volatile_boxes": [box(b) for b in self.volatile_boxes],
            "transient_change": self.transient_change,
            "transient_box": box(self.transient_box),
            "hash_vote": self.hash_vote,
            "hover_discounted": self.hover_discounted,
            "thresholds": self.thresholds,
            "notes": list(self.notes),
        }


def _skip(reason: str, cfg: RunConfig) -> EffectCheck:
    return EffectCheck(
        effect_observed=None,
        reason=reason,
        tolerance=cfg.diff_tolerance,
        color_tolerance=cfg.diff_color_tolerance,
        region_size=cfg.effect_region_size,
    )


# -- volatile elements -----------------------------------------------------------------------
_SUB = 4  # resolution of the grid on which idle changes are grouped
MIN_TEXT_PX = 14  # the smallest text height an element is assumed to have
#: A changed patch taller than this is a graphic (a chart's line, a moving map marker's
#: trail, a playing video), not a line of text: it is not joined sideways to its neighbours.
MAX_TEXT_PX = 64
#: Half-side of the square around the action's point spared from volatile masks that only
#: grew over it (:func:`spared_box`): a control's own change (an icon, a box, a short
#: label) lies within it.
SPARE_PX = 24
#: Largest side (px) of a far change read as a moving element's sliver past its mask: a
#: glyph, a dot, the tip of a bar (:func:`_without_bleed`).
BLEED_SIDE = 24
#: How close (px) to a masked pixel such a sliver lies.
BLEED_PX = 8
#: A connected idle change whose box is at least this many px on a side but filled less
#: than :data:`SPARSE_FILL_MAX` is a network of thin moving lines (:func:`_sparse`).
SPARSE_MIN_SIDE = 128
SPARSE_FILL_MAX = 0.2
#: Where such a change was seen is kept tile by tile (:func:`_tiles`).
TILE_PX = 32
#: Padding (px) of a changed graphic (a patch taller than :data:`MAX_TEXT_PX`) before its
#: strokes are followed: half its height would pad a 500 px video by 250 px, over the
#: sidebar beside it. The largest padding a line of text gets.
GRAPHIC_PAD = MAX_TEXT_PX // 2
#: Moving elements closer than this (px) move as a group (:func:`volatile_zones`).
ZONE_GAP_PX = MAX_TEXT_PX // 2


def volatile_mask(
    idle_a: FrameLike,
    idle_b: FrameLike,
    *,
    tolerance: int = 24,
    color_tolerance: int = 56,
) -> tuple[NDArray[np.bool_] | None, tuple[_Box, ...]]:
    """Mask of the elements that changed between two frames taken with no action between.

    Returns ``(mask, boxes)``; ``mask`` is None when nothing changed. Every changed pixel
    counts here, dense or not: masking a faint volatile change costs nothing, missing it
    would cost a false "effect".
    """
    mask, elements = volatile_elements(
        idle_a, idle_b, tolerance=tolerance, color_tolerance=color_tolerance
    )
    return mask, tuple(grown for _, grown in elements)


def volatile_elements(
    idle_a: FrameLike,
    idle_b: FrameLike,
    *,
    tolerance: int = 24,
    color_tolerance: int = 56,
) -> tuple[NDArray[np.bool_] | None, tuple[tuple[_Box, _Box], ...]]:
    """:func:`volatile_mask` with each element's two boxes: ``(moved, grown)``, the box of
    the pixels that changed and the element it was grown to. The first says where the
    screen was *seen* moving; the second is what is masked."""
    fa, fb = as_frame(idle_a), as_frame(idle_b)
    if fa.size != fb.size:
        raise ValueError(
            f"idle frames differ in size: {fa.width}x{fa.height} vs {fb.width}x{fb.height}"
        )
    d = diff_frames(fa, fb, tolerance=tolerance, color_tolerance=color_tolerance)
    if not d.changed:
        return None, ()
    h, w = d.mask.shape
    # Group changed pixels on a coarse grid (one cell of slack joins the pieces of a glyph).
    ph, pw = -h % _SUB, -w % _SUB
    grid_src = np.zeros((h + ph, w + pw), np.uint8)
    grid_src[:h, :w][d.mask] = 255
    grid = cv2.resize(grid_src, ((w + pw) // _SUB, (h + ph) // _SUB), interpolation=cv2.INTER_AREA)
    grid = cv2.dilate((grid > 0).astype(np.uint8), np.ones((3, 3), np.uint8))
    n, _, stats, _ = cv2.connectedComponentsWithStats(grid, connectivity=8)
    mask = np.zeros((h, w), bool)
    elements: list[tuple[_Box, _Box]] = []
    gray = fb.gray
    for i in range(1, n):
        x, y, bw, bh, _ = (int(v) for v in stats[i])
        x0, y0 = x * _SUB, y * _SUB
        x1, y1 = min(w, (x + bw) * _SUB), min(h, (y + bh) * _SUB)
        sub = d.mask[y0:y1, x0:x1]
        if not sub.any():
            continue
        sx, sy, sw, sh = cv2.boundingRect(sub.astype(np.uint8))
        tight = (x0 + sx, y0 + sy, x0 + sx + sw, y0 + sy + sh)
        box = _grow_to_element(gray, tight)
        seen_at = _tiles(d.mask, tight) if _sparse(d.mask, tight) else [tight]
        elements.extend((seen, box) for seen in seen_at)
        bx0, by0, bx1, by1 = box
        mask[by0:by1, bx0:bx1] = True
    return mask, tuple(elements)


def _sparse(changed: NDArray[np.bool_], box: _Box) -> bool:
    """Whether one connected change is a thin network across a large area: animated lines
    (a route's marching dashes, a chart's moving gridlines) joining markers across a map.
    Its bounding box would take in every control drawn over that area."""
    x0, y0, x1, y1 = box
    area = (x1 - x0) * (y1 - y0)
    if area < SPARSE_MIN_SIDE * SPARSE_MIN_SIDE:
        return False
    return float(np.count_nonzero(changed[y0:y1, x0:x1])) < SPARSE_FILL_MAX * area


def _tiles(changed: NDArray[np.bool_], box: _Box) -> list[_Box]:
    """Where a sparse change was seen: the changed pixels' box in each :data:`TILE_PX` tile
    it crosses. The element is still masked whole (a chart's plot, a map's routes), but the
    control drawn in a gap of the network was not seen moving, so the check spares it
    (:func:`spared_box`) instead of hiding its change."""
    x0, y0, x1, y1 = box
    out: list[_Box] = []
    for ty in range(y0 - y0 % TILE_PX, y1, TILE_PX):
        for tx in range(x0 - x0 % TILE_PX, x1, TILE_PX):
            cx0, cy0 = max(tx, x0), max(ty, y0)
            tile = changed[cy0 : min(ty + TILE_PX, y1), cx0 : min(tx + TILE_PX, x1)]
            if tile.any():
                sx, sy, sw, sh = cv2.boundingRect(tile.astype(np.uint8))
                out.append((cx0 + sx, cy0 + sy, cx0 + sx + sw, cy0 + sy + sh))
    return out


def volatile_zones(boxes: Sequence[_Box], gap: int = ZONE_GAP_PX) -> list[_Box]:
    """The areas where groups of moving elements lie: elements closer than ``gap`` px to one
    another, as the box of their group; a lone element makes no zone (it is masked itself).

    On a live page (a board of prices changing at random, a process table re-sorting,
    status cells flipping) one idle pair sees some cells of a group move and the next pair
    others: the area between the cells seen moving is where the next ones will. A control
    inside a zone keeps its own change visible through :func:`spared_box`."""
    groups = [(b, 1) for b in boxes]  # the box of each group, and how many elements it holds
    merged = True
    while merged:
        merged = False
        for i, j in itertools.combinations(range(len(groups)), 2):
            (a, na), (b, nb) = groups[i], groups[j]
            if boxes_overlap((a[0] - gap, a[1] - gap, a[2] + gap, a[3] + gap), b):
                groups[i] = (union_box((a, b)), na + nb)
                del groups[j]
                merged = True
                break
    return [box for box, n in groups if n > 1]


def regrown(seen: _Box, grown: _Box, frames: Sequence[Frame]) -> _Box:
    """``grown`` widened to the line of text ``seen`` belongs to in each of ``frames``.

    A moving element is grown to its whole element on the idle frame it was seen on, but a
    line of text that moves by itself also changes length: a count going from 998 to 1,004,
    a feed's "3 min ago" becoming "12 min ago". In the checked frames its ink can then end
    a glyph past the idle box, and that glyph would read as the action's effect. Growing
    the same sighting again on the checked frames follows the line to its new end, joined
    the same way (glyphs at most half a line height apart). Only text: a graphic's growth
    follows its own strokes, and a checked frame's new ink beside it may well be the
    effect. (A sighting inside a graphic's element, a tile of a sparse network, is not
    text either.)
    """
    if seen[3] - seen[1] > MAX_TEXT_PX or grown[3] - grown[1] > 4 * MAX_TEXT_PX:
        return grown
    out = grown
    for frame in frames:
        out = union_box((out, _grow_to_element(frame.gray, seen, within=grown)))
    return out


def spared_box(
    point: tuple[float, float] | None, moved: Sequence[_Box], size: tuple[int, int]
) -> _Box | None:
    """The square of :data:`SPARE_PX` around the action's point that no volatile element's
    mask may cover, unless pixels in it were *seen* moving (``moved``: the boxes of the
    pixels that changed while idle); None when they were.

    A moving element is grown to the element it belongs to (a clock's whole time, a row of
    live prices) and that growth can take in the control beside it: a star next to an
    elapsed timer, an eye icon in a row of live speeds, a bell in a row whose price ticks.
    Masked, that control's own change (the star filling) is invisible. The control the
    agent acted on is not assumed to move by itself unless it was seen to."""
    if point is None:
        return None
    w, h = size
    px, py = int(point[0]), int(point[1])
    box = (
        max(0, px - SPARE_PX),
        max(0, py - SPARE_PX),
        min(w, px + SPARE_PX),
        min(h, py + SPARE_PX),
    )
    if any(boxes_overlap(box, m) for m in moved):
        return None
    return box


def spare_point(
    mask: NDArray[np.bool_] | None,
    point: tuple[float, float] | None,
    moved: Sequence[_Box],
    hover_aware: bool,
) -> tuple[NDArray[np.bool_] | None, _Box | None]:
    """``mask`` without the :func:`spared_box` around ``point`` (a copy; ``mask`` itself is
    left alone), and that box; the mask unchanged and None when nothing is spared.

    Only with a hover-aware ``pre``: from a plain one, the change at the point is partly
    the pointer's, and motion unmasked beside it tips the hover test to "effect"."""
    if mask is None or not hover_aware:
        return mask, None
    h, w = mask.shape
    box = spared_box(point, moved, (w, h))
    if box is None or not mask[box[1] : box[3], box[0] : box[2]].any():
        return mask, None
    spared = mask.copy()
    spared[box[1] : box[3], box[0] : box[2]] = False
    return spared, box


def _grow_to_element(gray: NDArray[np.uint8], box: _Box, within: _Box | None = None) -> _Box:
    """Grow a changed patch to the on-screen element it belongs to, within bounds.

    The element is the connected "ink" (pixels that differ from the neighbourhood's
    background: glyphs, bars, borders) touching the patch, with glyphs joined into words and
    words into a line by a horizontal dilation of half the patch height. The search stays
    within ``max(160, 6h)`` px sideways (a progress bar's track, a clock's whole time) and
    ``max(8, h/2)`` px vertically (``h`` at least :data:`MIN_TEXT_PX`), so a busy
    neighbourhood cannot turn one clock into half the screen; the patch itself is always
    padded by ``max(8, h/2)`` px, which covers a neighbouring digit even on a flat page. A
    patch taller than :data:`MAX_TEXT_PX` is a graphic and grows only up and down along
    its own strokes.
    """
    h_img, w_img = gray.shape
    x0, y0, x1, y1 = box
    # A changed patch can be a sliver of one glyph (a 6 px stroke of a ticking digit): the
    # element's scale is at least that of small UI text (14 px), not the sliver's height.
    h = max(MIN_TEXT_PX, y1 - y0)
    pad = max(8, h // 2)
    graphic = h > MAX_TEXT_PX
    # Text is joined into words and lines sideways; a graphic already spans its own width
    # (a chart's line runs across its plot), and joining it sideways would take in the
    # panel beside it, controls and all. It only follows its own strokes (a chart's
    # gridlines) up and down.
    reach_x, reach_y = (pad, pad) if graphic else (max(160, 6 * h), pad)
    # Sideways, the search reaches around ``within`` when given (the element as grown
    # before: a progress bar's fill that ran on past the patch's own reach). Never further
    # up or down: what appeared under a moving line (a "Saved" under a spinner) is not it.
    ax0, ax1 = (within[0], within[2]) if within is not None else (x0, x1)
    wx0, wy0 = max(0, min(x0, ax0) - reach_x), max(0, y0 - reach_y)
    wx1, wy1 = min(w_img, max(x1, ax1) + reach_x), min(h_img, y1 + reach_y)
    win = gray[wy0:wy1, wx0:wx1]
    blind = min(pad, GRAPHIC_PAD) if graphic else pad
    out = list(pad_box(box, blind, w_img, h_img))
    if win.size:
        background = int(np.median(win))
        ink = (cv2.absdiff(win, np.full_like(win, background)) > 16).astype(np.uint8)
        kw = 3 if graphic else max(3, (h // 2) | 1)
        ink = cv2.dilate(ink, np.ones((3, kw), np.uint8))
        # The patch itself is part of the element even where it matches the background now.
        ink[y0 - wy0 : y1 - wy0, x0 - wx0 : x1 - wx0] = 1
        _, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
        touched = np.unique(labels[y0 - wy0 : y1 - wy0, x0 - wx0 : x1 - wx0])
        for lab in touched:
            if lab == 0:
                continue
            ex, ey, ew, eh, _ = (int(v) for v in stats[lab])
            out[0] = min(out[0], wx0 + ex)
            out[1] = min(out[1], wy0 + ey)
            out[2] = max(out[2], wx0 + ex + ew)
            out[3] = max(out[3], wy0 + ey + eh)
    return (out[0], out[1], out[2], out[3])


# -- the check -------------------------------------------------------------------------------
@dataclass(slots=True)
class _Ctx:
    """What every signal of one check needs: the frames, the thresholds, the region."""

    pre: Frame
    post: Frame
    point: tuple[float, float] | None
    region: _Box | None
    tol: int
    ctol: int
    size: int
    hover_aware: bool
    ignore: NDArray[np.bool_] | None = None
    volatile: tuple[_Box, ...] = ()
    #: Pixels the caller already neutralised (copied from ``pre`` into ``post``) because
    #: they move by themselves: only signals 4 and 5 read it, to know where a difference past
    #: them is the encoder's (see :func:`_differs_only_within`).
    neutralised: NDArray[np.bool_] | None = None
    notes: list[str] = field(default_factory=list)
    #: Where the frames differ at all (set by the pixel diff); the block test looks only there.
    raw_box: _Box | None = None
    #: What the idle pair showed moving by itself (whole elements, the point spared when it
    #: was not seen moving): where an action's effect would be hidden by that motion.
    moving: NDArray[np.bool_] | None = None
    #: One of the given frames was lossless and the other a JPEG: the pair as given with the
    #: lossless one replaced by its JPEG twin (:func:`~vigil.frames.jpeg.twinned`), for the
    #: exact comparison of signal 4. ``pre`` and ``post`` are then the pair made comparable
    #: (:func:`~vigil.frames.jpeg.comparable`).
    alike: tuple[Frame, Frame] | None = None
    #: The change judged is the pointer *leaving* the control at the point (``pre`` shows it
    #: hovered): its accent colour may go grey (:func:`styling_left`).
    leaving: bool = False
    #: The element whose change the hover test discounted as pointer styling (its faint
    #: shade included), once it has.
    hover_element: _Box | None = None


@dataclass(slots=True)
class _Dense:
    """Signal 1: the dense-window pixel change (after volatile elements and carets)."""

    diff: FrameDiff
    grid: NDArray[np.bool_] | None
    boxes: tuple[_Box, ...]
    count: int
    in_region: int


@dataclass(slots=True)
class _Blocks:
    """Signal 2: 16 px blocks whose mean colour moved (None when the diff had decided)."""

    shifted: NDArray[np.bool_] | None = None
    count: int = 0
    in_region: int = 0
    max_shift: float = 0.0


def check_effect(
    pre: FrameLike | None,
    post: FrameLike | None,
    action: Action | Mapping[str, Any],
    config: RunConfig | None = None,
    *,
    idle: tuple[FrameLike, FrameLike] | None = None,
    samples: Sequence[FrameLike] | None = None,
    hover_aware: bool = True,
    neutralised: NDArray[np.bool_] | None = None,
) -> EffectCheck:
    """Did ``action`` visibly change the screen between ``pre`` and ``post``?

    ``pre`` is the last frame before the action, ``post`` the frame after the screen
    settled (:func:`~vigil.frames.settle.settle`). ``hover_aware`` says whether ``pre`` was
    captured after the pointer reached the target; either way the pointer's styling of the
    control under the point (a shade, an outline, an underline) is not the click's effect
    (:func:`_hover_only`). ``idle`` is a pair of frames taken with no action between
    them; what changed between them (clock, spinner, caret, progress bar, ticker) is masked
    as a whole element. ``samples`` are the frames polled while settling; a change seen
    there but gone in ``post`` sets ``transient_change``. ``neutralised``: pixels the caller
    copied from ``pre`` into ``post`` because they move by themselves (the Monitor does).

    Skips (``effect_observed=None``): the toggle ``config.perceptual_verify`` is off, the
    action is not high-risk (:func:`is_high_risk`), a frame is missing, the point is off the
    frame, or the frame is under :data:`MIN_FRAME_SIDE` pixels on a side. Frames of
    different sizes (the viewport changed) count as a global change. A ``config`` that is
    not a :class:`RunConfig` and an ``idle`` that is not a pair are refused (``TypeError``,
    ``ValueError``).
    """
    cfg = config_of(config)
    idle = _idle_of(idle)
    act = as_action(action) if cfg.perceptual_verify else None
    skip = _skip_reason(cfg, act, pre, post)
    if skip is not None or act is None or pre is None or post is None:
        return _with_hint(_skip(skip or SKIP_TOGGLE, cfg), act)
    given = as_frame_pair(pre, post)
    unjudged = _unjudged(given, act, cfg)
    if unjudged is not None:
        return unjudged
    ctx = _context(given, act.point, cfg, hover_aware, neutralised)
    return _judge(ctx, samples, idle)


def styling_left(
    pre: FrameLike, post: FrameLike, point: tuple[float, float], config: RunConfig | None = None
) -> _Box | None:
    """The box of the control at ``point`` when all that changed between ``pre`` (it shows
    the pointer on that control) and ``post`` is the pointer *leaving* it; else None.

    The hover test of :func:`check_effect` at that point, with one rule mirrored: pointer
    styling that coloured an icon or a label goes grey again when the pointer leaves (an
    icon turned grey is an effect only when the pointer arrives). A grey one that turned an
    accent colour, a filled or emptied icon, a changed glyph or anything beyond the
    control's rim still counts. The box is the restyled element with its faint shade, as
    the hover test found it. ``vigil.monitor.pointer`` asks this of the control the previous
    action left the pointer on.
    """
    cfg = config_of(config)
    act = Action.click(point[0], point[1], reasoning="Submit (pointer styling probe)")
    given = as_frame_pair(pre, post)
    if _unjudged(given, act, cfg) is not None:
        return None
    ctx = _context(given, act.point, cfg, False, None)
    ctx.leaving = True
    check = _judge(ctx, None, None)
    if check.effect_observed is not False or not check.hover_discounted:
        return None
    return ctx.hover_element


def _judge(
    ctx: _Ctx,
    samples: Sequence[FrameLike] | None,
    idle: tuple[FrameLike, FrameLike] | None,
) -> EffectCheck:
    """The signals, in order, on frames that can be compared."""
    fpre, fpost, point = ctx.pre, ctx.post, ctx.point
    samples = _samples_of(ctx, samples)
    # One whole-frame comparison answers "identical?" and starts the pixel diff.
    comparison = compare_frames(fpre, fpost, tolerance=ctx.tol, color_tolerance=ctx.ctol)
    identical = comparison.identical
    if idle is not None and (samples or not identical):
        _mask_volatile(ctx, idle)
    if identical:
        return _identical_verdict(ctx, samples)
    dense = _pixel_signal(ctx, comparison)
    blocks = _Blocks()
    global_distance: int | None = None
    hash_vote = False
    at_point = False
    if dense.count == 0:
        # Signals 2-5 exist for what the pixel diff cannot see: skipped once it decided.
        blocks = _block_signal(ctx)
        global_distance, hash_vote = _global_hash_vote(fpre, fpost, ctx.ignore, ctx.raw_box)
        at_point = _changed_at_point(ctx)
    else:
        ctx.notes.append("dense pixel change found: colour-block test and whole-frame hash skipped")
    hover = not at_point and _hover_only(ctx, dense, blocks, hash_vote)
    transient_box = (
        _transient(fpre, fpost, samples, dense.grid, ctx.ignore, ctx.tol, ctx.ctol)
        if samples
        else None
    )
    verdict = _verdict(
        ctx, dense, blocks, global_distance, hash_vote, hover, transient_box, at_point=at_point
    )
    return undecided_when_hidden(verdict, ctx.moving, point)


def _context(
    given: tuple[Frame, Frame],
    point: tuple[float, float] | None,
    cfg: RunConfig,
    hover_aware: bool,
    neutralised: NDArray[np.bool_] | None,
) -> _Ctx:
    """The check's state for the frames as given, made comparable: a lossless frame beside
    a JPEG one is compared without the encoder's noise, and signal 4 gets the twin pair."""
    fpre, fpost = comparable(*given)
    ctx = _Ctx(
        pre=fpre,
        post=fpost,
        point=point,
        region=fpost.box_around(point[0], point[1], cfg.effect_region_size) if point else None,
        tol=cfg.diff_tolerance,
        ctol=cfg.diff_color_tolerance,
        size=cfg.effect_region_size,
        hover_aware=hover_aware,
        neutralised=neutralised,
    )
    if fpre is not given[0] or fpost is not given[1]:
        ctx.alike = twinned(*given)
        ctx.notes.append(TWIN_NOTE)
    return ctx


def undecided_when_hidden(
    check: EffectCheck, moving: NDArray[np.bool_] | None, point: tuple[float, float] | None
) -> EffectCheck:
    """A "no effect" that could not see what the action did is no evidence of a no-op.

    ``moving`` marks what moves by itself (the idle pair's elements, or what a Monitor
    learned). Two signals: the action's point lies in such an element (whatever the control
    did is hidden with the motion), or more than :data:`BLIND_FRACTION` of the screen moves
    (the verifier saw too little of it). The step is then left undecided (``effect_observed``
    None, reason :data:`REASON_HIDDEN_BY_MOTION`, no warning) rather than telling the model
    that its action failed. Frames that are pixel-identical never get here from
    :func:`check_effect`: nothing moved, so nothing was hidden."""
    if check.effect_observed is not False or moving is None or point is None:
        return check
    h, w = moving.shape
    x, y = min(w - 1, max(0, int(point[0]))), min(h - 1, max(0, int(point[1])))
    at_point = bool(moving[y, x])
    blind = np.count_nonzero(moving) > BLIND_FRACTION * moving.size
    if not at_point and not blind:
        return check
    why = (
        "the control at the point sits in an element seen moving by itself"
        if at_point
        else f"more than {BLIND_FRACTION:.0%} of the screen moves by itself"
    )
    return dataclasses.replace(
        check, effect_observed=None, reason=REASON_HIDDEN_BY_MOTION, notes=(*check.notes, why)
    )


def config_of(config: Any) -> RunConfig:
    """The run's config; a dict of overrides is a common first guess, and failing on it
    later with an AttributeError deep in the verifier would not say what was wrong."""
    if config is None:
        return RunConfig()
    if not isinstance(config, RunConfig):
        raise TypeError(
            f"config must be a RunConfig, got {type(config).__name__}; for overrides use "
            "RunConfig().with_overrides(**changes)"
        )
    return config


def _idle_of(idle: Any) -> tuple[FrameLike, FrameLike] | None:
    """``idle`` as the pair it must be. One frame shows no motion, and a third would be
    silently dropped: what moves by itself is learned from exactly two frames. A bare
    frame (an array, bytes, a path) is refused too, though it has a length."""
    if idle is None:
        return None
    if not isinstance(idle, (tuple, list)):
        raise TypeError(
            f"idle must be a pair of frames (a, b) taken with no action between them, "
            f"got {type(idle).__name__}"
        )
    if len(idle) != 2:
        raise ValueError(
            "idle must be a pair of frames (a, b) taken with no action between them, "
            f"got {len(idle)} frame{'' if len(idle) == 1 else 's'}"
        )
    return (idle[0], idle[1])


def too_small(size: tuple[int, int]) -> bool:
    """Whether a frame of ``size`` (width, height) is too small to judge (see
    :data:`MIN_FRAME_SIDE`)."""
    return min(size) < MIN_FRAME_SIDE


def _unjudged(given: tuple[Frame, Frame], act: Action, cfg: RunConfig) -> EffectCheck | None:
    """The verdict of a pair the signals cannot compare (sizes differ, the point is off the
    frame, the frame is too small), else None."""
    pre, post = given
    if pre.size != post.size:
        return _size_changed(pre, post, cfg)
    if act.point is not None and not on_screen(act.point, pre.size):
        return _off_screen(act.point, pre.size, cfg)
    if too_small(pre.size):
        note = (
            f"the {pre.width}x{pre.height} frame is smaller than the {MIN_FRAME_SIDE}x"
            f"{MIN_FRAME_SIDE} window the pixel test counts in: a change on it cannot be judged"
        )
        return dataclasses.replace(_skip(SKIP_TOO_SMALL, cfg), notes=(note,))
    return None


def _skip_reason(
    cfg: RunConfig, act: Action | None, pre: FrameLike | None, post: FrameLike | None
) -> str | None:
    """Why the check does not run (toggle, not high-risk, missing frame), else None."""
    if not cfg.perceptual_verify or act is None:
        return SKIP_TOGGLE
    if not is_high_risk(act, cfg.high_risk_keywords):
        return SKIP_NOT_HIGH_RISK
    if pre is None or post is None:
        return SKIP_MISSING
    return None


def _with_hint(check: EffectCheck, act: Action | None) -> EffectCheck:
    """A click skipped as not high-risk because it carries no words at all (a bare tool
    call) says how to have it verified: a user reading only the reason would think Vigil
    looked at it and found it harmless."""
    wordless = (
        act is not None
        and check.reason == SKIP_NOT_HIGH_RISK
        and act.action_type is ActionType.CLICK
        and not act.reasoning.strip()
    )
    if not wordless:
        return check
    note = "the action carries no reasoning: pass the model's words (reasoning=) to verify a click"
    return dataclasses.replace(check, notes=(*check.notes, note))


def on_screen(point: tuple[float, float], size: tuple[int, int]) -> bool:
    """Whether ``point`` lies on a frame of ``size`` (width, height)."""
    return 0 <= point[0] < size[0] and 0 <= point[1] < size[1]


def _off_screen(point: tuple[float, float], size: tuple[int, int], cfg: RunConfig) -> EffectCheck:
    """A point off the frame pointed at nothing on it: judging the nearest corner instead
    would warn of a "no-op" the model cannot act on. Most often its coordinates are in
    another scale than the screenshot's (a resized image, a scaled display)."""
    return dataclasses.replace(
        _skip(SKIP_OFF_SCREEN, cfg),
        notes=(
            f"the point ({point[0]:.0f}, {point[1]:.0f}) lies outside the "
            f"{size[0]}x{size[1]} frame",
        ),
    )


def _size_changed(pre: Frame, post: Frame, cfg: RunConfig) -> EffectCheck:
    """A viewport that changed size is a change of the whole screen."""
    return EffectCheck(
        effect_observed=True,
        reason=REASON_GLOBAL,
        global_changed=True,
        tolerance=cfg.diff_tolerance,
        color_tolerance=cfg.diff_color_tolerance,
        region_size=cfg.effect_region_size,
        notes=(f"frame size changed: {pre.width}x{pre.height} -> {post.width}x{post.height}",),
    )


def _mask_volatile(ctx: _Ctx, idle: tuple[FrameLike, FrameLike]) -> None:
    """Mask what changed between the idle frames (whole elements, see :func:`volatile_mask`;
    lines of text followed to their ends in ``pre`` and ``post``, see :func:`regrown`)."""
    ia, ib = as_frame(idle[0]), as_frame(idle[1])
    if ia.size == ib.size == ctx.pre.size:
        ia, ib = comparable(ia, ib)
        mask, found = volatile_elements(ia, ib, tolerance=ctx.tol, color_tolerance=ctx.ctol)
        checked = (ctx.pre, ctx.post)
        elements = tuple((seen, regrown(seen, grown, checked)) for seen, grown in found)
        if mask is not None:
            # One box per element: a sparse network's tiles all share their element's box.
            grown_boxes = list(dict.fromkeys(grown for _, grown in elements))
            zones = volatile_zones(grown_boxes)
            for x0, y0, x1, y1 in (*grown_boxes, *zones):
                mask[y0:y1, x0:x1] = True
        ctx.volatile = tuple(grown for _, grown in elements)
        moved = [seen for seen, _ in elements]
        ctx.ignore, spare = spare_point(mask, ctx.point, moved, ctx.hover_aware)
        ctx.moving = ctx.ignore
        if spare is not None:
            ctx.notes.append("the control at the point was not seen moving: not masked")
    else:
        ctx.notes.append("idle frames ignored: their size differs from the checked frames")


def _identical_verdict(ctx: _Ctx, samples: Sequence[FrameLike] | None) -> EffectCheck:
    """Pixel-identical frames (a re-render, a real no-op): every distance is zero.

    The common no-op costs one frame comparison; the volatile mask is only worked out when
    settle samples need it.
    """
    tbox = (
        _transient(ctx.pre, ctx.post, samples, None, ctx.ignore, ctx.tol, ctx.ctol)
        if samples
        else None
    )
    return EffectCheck(
        effect_observed=False,
        reason=REASON_STABLE,
        global_distance=0,
        region_distance=0 if ctx.region is not None else None,
        region_box=ctx.region,
        volatile_boxes=ctx.volatile,
        masked_fraction=_masked_fraction(ctx.ignore),
        transient_change=tbox is not None,
        transient_box=tbox,
        tolerance=ctx.tol,
        color_tolerance=ctx.ctol,
        region_size=ctx.size,
        notes=(*ctx.notes, "frames are pixel-identical"),
    )


def _dense_signal(ctx: _Ctx, comparison: FrameComparison | None = None) -> _Dense:
    """Signal 1: pixels past the noise tolerance that form dense 8x8 windows (finishing
    ``comparison`` of the two frames when the caller made one)."""
    if comparison is None:
        comparison = compare_frames(ctx.pre, ctx.post, tolerance=ctx.tol, color_tolerance=ctx.ctol)
    d = comparison.diff(ignore=ctx.ignore)
    ctx.raw_box = d.raw_bbox
    grid = dense_cells(d.mask, bbox=d.bbox) if d.changed_pixels >= MIN_CELL_PIXELS else None
    boxes: tuple[_Box, ...] = ()
    if grid is not None and grid.any():
        boxes = tighten_boxes(d.mask, dense_cell_boxes(grid))
        grid, boxes = _drop_carets(ctx, d, grid, boxes)
    count = int(np.count_nonzero(grid)) if grid is not None else 0
    in_region = (
        int(np.count_nonzero(cells_in(grid, ctx.region)))
        if grid is not None and ctx.region is not None
        else 0
    )
    return _Dense(d, grid, boxes, count, in_region)


def _pixel_signal(ctx: _Ctx, comparison: FrameComparison) -> _Dense:
    """Signal 1 without what is not the action's doing: the tooltips the pointer raised
    (a ``pre`` taken before pointing) and the slivers of moving elements past their mask."""
    dense = _dense_signal(ctx, comparison)
    if not ctx.hover_aware and dense.count:
        dense = _without_tooltips(ctx, dense, comparison)
    if dense.count:
        dense = _without_bleed(ctx, dense, comparison)
    return dense


def _dense_without(
    ctx: _Ctx, comparison: FrameComparison, boxes: Sequence[_Box], why: str
) -> _Dense:
    """Signal 1 again with ``boxes`` added to the mask, and a note saying ``why``."""
    ctx.ignore = _with_boxes(ctx.ignore, boxes, (ctx.pre.height, ctx.pre.width), 0)
    ctx.notes.append(f"{why}: {[list(b) for b in boxes]}")
    return _dense_signal(ctx, comparison)


def _without_bleed(ctx: _Ctx, dense: _Dense, comparison: FrameComparison) -> _Dense:
    """Signal 1 again without the slivers of moving elements that reached past their mask.

    An element learned while idle is masked where it was seen; by ``post`` a dot circling a
    dial, a digit in a column of live figures or a bar has moved a little further, and a
    few pixels of it lie just outside the mask. A change far from the action's region (not
    overlapping it), no larger than a glyph (:data:`BLEED_SIDE`) and touching masked pixels
    (within :data:`BLEED_PX`) is read as that: the element's own motion. What appears beside
    a moving element in the action's region (a "Saved" under a spinner) is left alone.
    """
    masks = _volatile_masks(ctx)
    if not masks or ctx.point is None:
        return dense
    h, w = ctx.pre.height, ctx.pre.width
    bleed = [b for b in dense.boxes if _bleeds(ctx, b, masks, w, h)]
    if not bleed:
        return dense
    why = "far slivers touching a moving element's mask read as its own motion"
    return _dense_without(ctx, comparison, bleed, why)


def _bleeds(ctx: _Ctx, box: _Box, masks: list[NDArray[np.bool_]], w: int, h: int) -> bool:
    if max(box[2] - box[0], box[3] - box[1]) > BLEED_SIDE:
        return False
    if ctx.region is not None and boxes_overlap(box, ctx.region):
        return False
    x0, y0, x1, y1 = pad_box(box, BLEED_PX, w, h)
    return any(bool(m[y0:y1, x0:x1].any()) for m in masks)


def _without_tooltips(ctx: _Ctx, dense: _Dense, comparison: FrameComparison) -> _Dense:
    """Signal 1 again with the tooltips the pointer raised taken out (:mod:`.tooltip`):
    with a ``pre`` taken before pointing, a bubble beside the control is the pointer's."""
    if ctx.point is None:
        return dense
    # A faint bubble is a shade off the page: compared as two encodings alike when one frame
    # is a JPEG, or the edge of the blocks the encoder touched would read as one.
    pre, post = ctx.alike or (ctx.pre, ctx.post)
    tips = tooltip_boxes(pre, post, dense.boxes, ctx.point)
    if not tips:
        return dense
    why = "a tooltip appeared beside the control under the pointer (pointing, not the click)"
    return _dense_without(ctx, comparison, tips, why)


def _drop_carets(
    ctx: _Ctx, d: FrameDiff, grid: NDArray[np.bool_], boxes: tuple[_Box, ...]
) -> tuple[NDArray[np.bool_], tuple[_Box, ...]]:
    """Treat a caret-shaped change as volatile, even without idle frames.

    A text cursor blinks on every page with a focused field, and an idle pair taken within
    one blink phase cannot see it.
    """
    carets = [b for b in boxes if _caret_like(b)]
    if not carets:
        return grid, boxes
    ctx.ignore = _with_boxes(ctx.ignore, carets, d.mask.shape, pad=2)
    grid = grid.copy()
    step = CELL // 2  # the dense grid's spacing
    for x0, y0, x1, y1 in carets:
        grid[max(0, y0 // step - 2) : y1 // step + 2, max(0, x0 // step - 2) : x1 // step + 2] = (
            False
        )
    ctx.volatile = (*ctx.volatile, *carets)
    ctx.notes.append(f"caret-shaped change ignored (blinking text cursor): {carets}")
    return grid, tuple(b for b in boxes if not _caret_like(b))


def _changed_at_point(ctx: _Ctx) -> bool:
    """Signals 4 (hover-aware ``pre`` only) and 5: a change at the point too faint or too
    thin for the pixel diff, counted as the action's, with a note saying which."""
    if _visible_at_point_only(ctx):
        ctx.notes.append(
            "a visible change at the point and no other pixel changed (hover-aware pre): "
            "too faint for the pixel diff, counted as the action's"
        )
        return True
    if _coloured_at_point(ctx):
        ctx.notes.append(
            "an icon at the point turned from grey to a colour: "
            "too thin for the pixel diff, counted as the action's"
        )
        return True
    return False


def _visible_at_point_only(ctx: _Ctx) -> bool:
    """Signal 4: with a hover-aware ``pre``, a visible change within :data:`HOVER_ICON`'s
    larger side of the point and no difference at all anywhere else (volatile elements
    aside): an icon toggled by colour alone (grey to a muted green, teal to grey).

    The pixel diff judges colour on 2x2 means against a tolerance set for JPEG noise over a
    whole frame, and a 1.5 px stroke changing hue at equal brightness stays under it; so do
    the 16 px colour blocks. When nothing else in the frame differs by a single level, no
    re-encoding touched the rest and that tolerance is not needed: 2x2 means that moved past
    :data:`HOVER_VISIBLE` levels, over at least :data:`MIN_CELL_PIXELS` pixels, are the
    click's, since the hover styling was already in ``pre``. A plain ``pre`` never gets
    this signal: there the change at the point may be the pointer's. A lossless frame beside
    a JPEG one is compared as its JPEG twin (``_Ctx.alike``), so the rule holds for mixed
    encodings too.
    """
    if not ctx.hover_aware or ctx.point is None or ctx.raw_box is None:
        return False
    px, py = int(ctx.point[0]), int(ctx.point[1])
    w, h = ctx.pre.size
    reach = HOVER_ICON[1]
    x0, y0 = max(0, px - reach) // 2 * 2, max(0, py - reach) // 2 * 2
    x1, y1 = min(w, px + reach) // 2 * 2, min(h, py + reach) // 2 * 2
    if x1 - x0 < 2 or y1 - y0 < 2:
        return False
    near = (x0, y0, x1, y1)
    size = ((x1 - x0) // 2, (y1 - y0) // 2)
    pre, post = ctx.alike or (ctx.pre, ctx.post)
    a = cv2.resize(pre.rgb_box(near), size, interpolation=cv2.INTER_AREA)
    b = cv2.resize(post.rgb_box(near), size, interpolation=cv2.INTER_AREA)
    moved = channel_max(cv2.absdiff(a, b)) > HOVER_VISIBLE
    masks = _volatile_masks(ctx)
    if masks:
        # With the JPEG block around them, as below: a twin differs from a neutralised
        # ``post`` in every block a moving element touched.
        moved &= _near_volatile(masks, near)[::2, ::2] == 0
    if 4 * int(np.count_nonzero(moved)) < MIN_CELL_PIXELS:
        return False
    return _differs_only_within(ctx, near, pre, post)


def _coloured_at_point(ctx: _Ctx) -> bool:
    """Signal 5: an icon-sized group of pixels within :data:`HOVER_ICON`'s larger side of
    the point that was grey in ``pre`` and has a colour in ``post`` (a bookmark turning
    green, a flag turning red, a padlock turning blue).

    Signal 4 needs every other pixel of the frame unchanged, which a JPEG ``post`` beside a
    lossless ``pre`` never is; and a thin stroke's colour, halved by JPEG's chroma
    subsampling, stays under the pixel diff's tolerance. But JPEG cannot make colour out of
    grey: it smears the colour that is there, within one chroma block. So a pixel counts
    when ``post`` gives it more than :data:`GAINED_CHROMA` of chroma while nothing within
    :data:`COLOUR_SMEAR_PX` of it in ``pre`` had more than :data:`GREY_CHROMA` (so a coloured
    badge nearby, smeared by the encoder, does not count), and it lies more than one JPEG
    block from anything moving by itself. Enough of them for a dense window, spanning an
    icon (both sides within :data:`HOVER_ICON`, neither more than twice the other). With
    a hover-aware ``pre`` the hover styling was already there, so the colour is the
    action's. With a plain ``pre`` it may be the pointer's (a refresh icon that turns blue
    on hover), and it is read as the action's all the same, as :func:`_icon_coloured` reads
    one the pixel diff saw: a wrong "no effect" invites the second click that undoes a
    toggle, and the verdict should not hang on whether the stroke was thick enough for the
    diff. A colour turning grey is not judged here: JPEG alone desaturates a thin coloured
    stroke.
    """
    if ctx.point is None:
        return False
    px, py = int(ctx.point[0]), int(ctx.point[1])
    box = pad_box((px, py, px, py), HOVER_ICON[1], *ctx.pre.size)
    if box[2] - box[0] < 2 or box[3] - box[1] < 2:
        return False
    coloured = _grey_turned_colour(ctx, box)
    masks = _volatile_masks(ctx)
    if masks:
        coloured &= _near_volatile(masks, box) == 0
    return _spans_an_icon(coloured)


def _grey_turned_colour(ctx: _Ctx, box: _Box) -> NDArray[np.bool_]:
    """Pixels of ``box`` that ``post`` gave colour JPEG could not have smeared there (see
    signal 5): :func:`_colour_appeared` from ``pre`` to ``post``."""
    return _colour_appeared(ctx.pre, ctx.post, box, GAINED_CHROMA)


def _colour_appeared(was: Frame, now: Frame, box: _Box, least: float) -> NDArray[np.bool_]:
    """Pixels of ``box`` with more than ``least`` chroma in ``now`` where nothing within
    :data:`COLOUR_SMEAR_PX` in ``was`` (read past the box) had more than
    :data:`GREY_CHROMA`."""
    w, h = was.size
    side = 2 * COLOUR_SMEAR_PX + 1
    around = pad_box(box, COLOUR_SMEAR_PX, w, h)
    chroma = cv2.dilate(lab_chroma(was.rgb_box(around)), np.ones((side, side), np.uint8))
    x0, y0, x1, y1 = box
    before = chroma[y0 - around[1] : y1 - around[1], x0 - around[0] : x1 - around[0]]
    coloured: NDArray[np.bool_] = (lab_chroma(now.rgb_box(box)) > least) & (before <= GREY_CHROMA)
    return coloured


def _spans_an_icon(pixels: NDArray[np.bool_]) -> bool:
    """Enough pixels for a dense window, spanning an icon: both sides within
    :data:`HOVER_ICON`, neither more than twice the other (a word is wider)."""
    if np.count_nonzero(pixels) < MIN_CELL_PIXELS:
        return False
    _, _, cw, ch = cv2.boundingRect(pixels.view(np.uint8))
    small, large = min(cw, ch), max(cw, ch)
    return HOVER_ICON[0] <= small and large <= min(HOVER_ICON[1], 2 * small)


def _part_spans_an_icon(pixels: NDArray[np.bool_]) -> bool:
    """Whether one group of ``pixels`` (joined across 1 px gaps) spans an icon on its own
    (:func:`_spans_an_icon`): a thumb that lost its colour together with the count beside
    it is wider than an icon, the thumb alone is not."""
    if _spans_an_icon(pixels):
        return True
    joined = cv2.dilate(pixels.view(np.uint8), np.ones((3, 3), np.uint8))
    count, labels = cv2.connectedComponents(joined, connectivity=8)
    return any(_spans_an_icon(pixels & (labels == i)) for i in range(1, count))


def _differs_only_within(ctx: _Ctx, box: _Box, pre: Frame, post: Frame) -> bool:
    """Whether every pixel that differs at all between ``pre`` and ``post`` (the check's
    frames, encoded alike) lies in ``box`` or a volatile element.

    A volatile element is taken with a margin of one JPEG block (:data:`JPEG_BLOCK`): in two
    frames JPEG-encoded alike, whatever did not change encodes to the very same pixels, but a
    moving element changes the whole 8-16 px blocks it touches, past its own box."""
    # Where the check's frames differ at all: a JPEG twin differs from its partner in the
    # same places, volatile elements aside (which are left out below).
    area = ctx.raw_box
    assert area is not None
    if _contains(box, area):
        return True
    masks = _volatile_masks(ctx)
    if not masks and ctx.alike is None:
        return False  # nothing moves by itself, and the frames differ outside ``box``
    x0, y0 = area[:2]
    differs = channel_max(cv2.absdiff(pre.rgb_box(area), post.rgb_box(area)))
    outside = differs > 0
    if masks:
        outside &= _near_volatile(masks, area) == 0
    bx0, by0 = max(0, box[0] - x0), max(0, box[1] - y0)
    outside[by0 : max(by0, box[3] - y0), bx0 : max(bx0, box[2] - x0)] = False
    return not outside.any()


def _volatile_masks(ctx: _Ctx) -> list[NDArray[np.bool_]]:
    """The masks of what moves by itself, whichever are set: the verifier's own (``ignore``:
    the idle pair's elements, carets, slivers) and the caller's (``neutralised``)."""
    return [m for m in (ctx.ignore, ctx.neutralised) if m is not None]


def _near_volatile(masks: list[NDArray[np.bool_]], box: _Box) -> NDArray[np.uint8]:
    """Within ``box``, the pixels no further than one JPEG block from a volatile pixel of any
    of ``masks`` (the caller's neutralised elements, the verifier's own carets and slivers).
    A moving element just outside ``box`` reaches into it too: the margin is read from the
    masks around the box, not only inside it."""
    h, w = masks[0].shape
    px0, py0, px1, py1 = pad_box(box, JPEG_BLOCK, w, h)
    known = np.logical_or.reduce([m[py0:py1, px0:px1] for m in masks])
    side = 2 * JPEG_BLOCK + 1
    near = cv2.dilate(known.astype(np.uint8), np.ones((side, side), np.uint8))
    x0, y0, x1, y1 = box
    return near[y0 - py0 : y1 - py0, x0 - px0 : x1 - px0]


def _block_signal(ctx: _Ctx) -> _Blocks:
    """Signal 2: 16 px blocks whose mean luma or chroma moved past :data:`BLOCK_SHIFT`."""
    shifted, max_shift = _block_shift(ctx.pre, ctx.post, ctx.ignore, ctx.raw_box)
    count = int(np.count_nonzero(shifted))
    in_region = int(np.count_nonzero(_blocks_in(shifted, ctx.region))) if ctx.region else 0
    return _Blocks(shifted, count, in_region, max_shift)


def _change_boxes(dense: _Dense, blocks: _Blocks) -> tuple[_Box, ...]:
    """Where the counted change is: dense boxes, else the shifted blocks' groups."""
    if dense.count:
        return dense.boxes
    if blocks.shifted is not None and blocks.count:
        return grid_boxes(blocks.shifted, BLOCK, BLOCK)
    return ()


def _verdict(
    ctx: _Ctx,
    dense: _Dense,
    blocks: _Blocks,
    global_distance: int | None,
    hash_vote: bool,
    hover: bool,
    transient_box: _Box | None,
    *,
    at_point: bool,
) -> EffectCheck:
    """Combine the named signals into the verdict (and every figure behind it). Signal 4
    (``at_point``, :func:`_visible_at_point_only`) is never hover: it needs a hover-aware
    ``pre``."""
    region_changed = ((dense.in_region > 0 or blocks.in_region > 0) and not hover) or at_point
    global_changed = ((dense.count > 0 or blocks.count > 0 or hash_vote) and not hover) or at_point
    if hash_vote and dense.count == 0 and blocks.count == 0:
        ctx.notes.append(
            f"whole-frame hash moved {global_distance} bits with no dense pixel change: "
            "a broad, gentle change (dimming, tint)"
        )
    boxes = _change_boxes(dense, blocks)
    bbox = union_box(boxes) if boxes else None
    region = ctx.region
    region_distance = (
        phash(ctx.pre.crop(region), exact=False) - phash(ctx.post.crop(region), exact=False)
        if region is not None
        else None
    )
    d = dense.diff
    region_pixels = d.changed_in(region) if region is not None else 0
    region_area = (region[2] - region[0]) * (region[3] - region[1]) if region else 0
    reason = REASON_REGION if region_changed else REASON_GLOBAL if global_changed else REASON_STABLE
    return EffectCheck(
        effect_observed=global_changed or region_changed,
        reason=reason,
        global_changed=global_changed,
        region_changed=region_changed,
        global_distance=global_distance,
        region_distance=region_distance,
        changed_pixels=d.changed_pixels,
        changed_fraction=d.changed_fraction,
        region_changed_pixels=region_pixels,
        region_changed_fraction=region_pixels / region_area if region_area else 0.0,
        dense_windows=dense.count,
        region_dense_windows=dense.in_region,
        shifted_blocks=blocks.count,
        region_shifted_blocks=blocks.in_region,
        max_block_shift=blocks.max_shift,
        changed_bbox=bbox,
        changed_boxes=boxes,
        region_box=region,
        raw_box=ctx.raw_box,
        masked_fraction=_masked_fraction(ctx.ignore),
        volatile_boxes=ctx.volatile,
        transient_change=transient_box is not None,
        transient_box=transient_box,
        hash_vote=hash_vote,
        hover_discounted=hover,
        tolerance=ctx.tol,
        color_tolerance=ctx.ctol,
        region_size=ctx.size,
        notes=tuple(ctx.notes),
    )


# -- hover: pointer styling of the control under the point -----------------------------------
#: How far from the action's point the restyled element may start (an outline or underline
#: of a 40 px control lies 20 px from its centre).
HOVER_REACH: Final = 24
#: The rim of the restyled element where pointer styling draws lines (outline, focus ring,
#: underline, rounded corners of a new background): changes there are not structure.
HOVER_RIM: Final = 4
#: Levels a pixel must differ from its recoloured ``pre`` self to count as new structure.
HOVER_RESIDUAL: Final = 64
#: Local contrast (3x3 max-min of any channel) that makes a pixel part of an edge.
HOVER_EDGE: Final = 32
#: How far up a hover may lift a control (``translateY(-1px)`` to ``-4px``, the usual
#: "raise on hover" with a shadow under it), in pixels.
HOVER_LIFT_PX: Final = 4
#: A lift explains the change when, with ``pre`` raised by it, at most this share of the
#: changed edge pixels is left: a real effect (a switch's knob sliding) barely moves with it.
HOVER_LIFT_LEFT: Final = 0.25
#: Largest element that can be one control under the pointer (share of the frame's area).
HOVER_MAX_AREA: Final = 0.08
#: Levels a 2x2 mean must move to be part of the restyled element (a faint hover shade).
HOVER_FAINT: Final = 3
#: Share of the restyled blocks that may move against the rest in brightness (a 1 px lift,
#: text turning light on a darkening background) before it looks like two elements.
HOVER_TWO_WAY: Final = 0.25
#: Growth (or shrinkage) of the ink area inside the element that means a shape was filled
#: or emptied, not recoloured (a hollow star turned solid about doubles it).
HOVER_INK_RATIO: Final = 1.5
#: Smallest and largest side (px) of a change judged as an icon by the ink-area test.
HOVER_ICON: Final = (6, 48)
#: Levels a pixel must move to count as visibly changed (past JPEG noise on flat colour).
HOVER_VISIBLE: Final = 16
#: Lab chroma at or under which a pixel is grey for signal 5 (greys and a page's muted
#: chrome tints; :data:`HOVER_SATURATED` is where clear accent colours start).
GREY_CHROMA: Final = 10.0
#: Lab chroma a pixel that was grey must have gained for signal 5. A thin accent stroke
#: keeps 13-40 of its colour after JPEG's chroma subsampling. Grey stays under: over 351
#: frames of the effect set re-encoded at quality 60, 75 and 95, pixels grey within a
#: chroma block (:data:`COLOUR_SMEAR_PX`) in the source passed 16 at most once per frame
#: (12 was passed by up to 35).
GAINED_CHROMA: Final = 16.0
#: Pixels past its edge a change can reach once JPEG-encoded: a chroma block (16 px with
#: 4:2:0 subsampling) changes as a whole when any of its pixels does.
JPEG_BLOCK: Final = 16
#: Chroma a pixel must have had for its loss to count as a colour turned grey. JPEG can
#: take colour away where it cannot make it: it about halves the colour of a thin stroke
#: (a slate-blue label at 17 came out at 8 or less), so only twice the grey level is sure
#: to leave a trace above :data:`GREY_CHROMA` if the encoder alone had been at work.
LOST_CHROMA: Final = 2 * GREY_CHROMA
#: How far (px) JPEG smears a colour into grey around it: a whole chroma block.
COLOUR_SMEAR_PX: Final = JPEG_BLOCK
#: Lab chroma (distance from grey) of a clearly coloured pixel: greys and the muted tints of
#: a page's chrome stay under 20, the accent colours that mark a toggled state reach 50-100.
HOVER_SATURATED: Final = 40.0
#: How many times more colourful than its ``pre`` neighbourhood a pixel must have become to
#: count as newly coloured (a muted violet heart turned pink gains 4x; a grey one far more).
HOVER_COLOUR_GAIN: Final = 2.5
#: Tallest further line of a wrapped element (8 px blocks: a line of text up to 32 px).
WRAPPED_LINE_BLOCKS: Final = 4
#: Half-width and half-height of the window searched for the restyled element.
HOVER_WINDOW: Final = (320, 120)
#: Tallest change (px) read as one row of a list or table. Pointing at a control in a row
#: often tints the whole row (``tr:hover``): wider than :data:`HOVER_WINDOW`, but one line.
HOVER_ROW_PX: Final = 56
#: Lab chroma a row's background may gain or lose and still be a pointer tint. Row hover
#: shades are grey (Bootstrap's, GitHub's, Ant's: chroma under 2); a selected row takes a
#: tint of the accent colour (Material's and Ant's light blues: 5-8, darker ones 13-20).
ROW_TINT_CHROMA: Final = 3.0


def _hover_only(ctx: _Ctx, dense: _Dense, blocks: _Blocks, hash_vote: bool) -> bool:
    """True when the whole change is pointer styling of the element under the action's point.

    Pointing restyles a control (``:hover``): its background, text or border colour, an
    outline or focus ring, an underline, a shadow. A page re-rendered under a still pointer
    drops that styling again. Either way the element keeps its glyphs and shapes in the
    same place: ``post`` is ``pre`` *recoloured* (every ``pre`` colour maps to one ``post``
    colour) plus lines on the element's rim. A real in-place effect puts new structure
    inside the element: a tick, a moved switch knob, a different word, a filled icon. So
    the change is discounted when (1) every changed area lies at the point, (2) it is the
    size of a control, and (3) inside its rim no edge pixel differs from the recoloured
    ``pre``, where it was or raised by a few pixels (:func:`_new_structure`: many pages
    lift a control on hover and draw a shadow under it). Nothing elsewhere may have changed
    (no far dense window, shifted block or hash vote).

    With a hover-aware ``pre`` the styling is already in it, and a still pointer keeps it:
    what changes under the pointer then is the click's doing (a flag that turns red, a heart
    that fills), unless the page re-rendered and the control lost its hover shade, which is
    faint (colour blocks shift, no pixel passes the diff's tolerance). So only a faint
    change is discounted in that mode.
    """
    if ctx.point is None or hash_vote or (ctx.hover_aware and dense.count):
        return False
    boxes = _change_boxes(dense, blocks)
    if not boxes or not _fits_one_control(union_box(boxes), *ctx.pre.size):
        return False
    element = _pointer_element(ctx)
    if element is None:
        return False
    inside = pad_box(element, BLOCK, *ctx.pre.size)
    if not all(_contains(inside, b) for b in boxes):
        return False
    # Cheapest decisive test first: a tick or changed text under the point ends it here,
    # before the whole-frame signals the diff had skipped are worked out.
    tight = _tight(dense.diff, element)
    if _new_structure(ctx.pre, ctx.post, tight, ctx.ignore):
        return False
    # A sort arrow or a count sits beside the label the hover restyled, often just past
    # the restyled element: the glyph test takes what the diff counted around it (the
    # element's own box when the diff counted too little there to outline).
    around = _tight(dense.diff, inside)
    near = pad_box(tight if around == inside else around, 2, *ctx.pre.size)
    glyph = glyph_change(ctx.pre, ctx.post, near, ctx.ignore)
    if glyph == "replaced":
        ctx.notes.append(
            f"a glyph at the point became another (a count, an arrow): {list(element)}"
        )
        return False
    icon = _differing_box(ctx, element)
    if glyph == "filled" or (icon is not None and _icon_filled(ctx, element, icon)):
        ctx.notes.append(f"an icon at the point filled or emptied: {list(element)}")
        return False
    if icon is not None and _icon_coloured(ctx, element, icon):
        ctx.notes.append(f"a grey icon at the point turned an accent colour: {list(element)}")
        return False
    greying_counts = not (ctx.hover_aware or ctx.leaving)
    if icon is not None and greying_counts and _icon_greyed(ctx, element, icon):
        ctx.notes.append(f"an accent-coloured icon at the point turned grey: {list(element)}")
        return False
    if dense.count and not _quiet_outside(ctx, element):
        return False
    if _is_row(element) and not _grey_tint(ctx, element):
        ctx.notes.append(f"a row at the point took a coloured tint (selected): {list(element)}")
        return False
    origin = "gained (pre captured before pointing)" if not ctx.hover_aware else "changed"
    ctx.notes.append(f"pointer styling of the element under the point {origin}: {list(element)}")
    ctx.hover_element = element
    return True


def _fits_one_control(box: _Box, w: int, h: int) -> bool:
    """Whether ``box`` could lie inside one control under the pointer (padded by a block).

    The bound :func:`_pointer_element` enforces, checked first: a change wider or taller
    than its search window, or larger than :data:`HOVER_MAX_AREA` of the frame once the
    padding is taken off, is never pointer styling (a page that navigated, say), and the
    element search is not worth running.
    """
    bw, bh = box[2] - box[0] - 2 * BLOCK, box[3] - box[1] - 2 * BLOCK
    wx, wy = HOVER_WINDOW
    if bh > 2 * wy or (bw > 2 * wx and bh > HOVER_ROW_PX):
        return False
    return max(0, bw) * max(0, bh) <= HOVER_MAX_AREA * w * h


def _pointer_element(ctx: _Ctx) -> _Box | None:
    """Box of the restyled element at the point: the faint change connected to it.

    Pointer styling recolours a whole control, most of it by less than the diff's tolerance
    (a shade of a few levels). Its extent is the connected area, around the point, of 8x8
    blocks (on JPEG's own grid) whose mean colour moved by more than :data:`HOVER_FAINT`
    levels, searched within :data:`HOVER_WINDOW`. A JPEG re-encode moves an aligned 8x8
    block mean by about one level (the DC coefficient's quantisation step at quality 60 is
    under 13, i.e. 1.6 levels of mean, half of it as error), so the area does not bleed
    over a re-encoded frame. None when no block within :data:`HOVER_REACH` of the point
    moved, or the area is larger than one control.
    """
    assert ctx.point is not None
    w, h = ctx.pre.size
    px, py = int(ctx.point[0]), int(ctx.point[1])
    x0, y0, x1, y1 = _search_window(ctx, px, py)
    if x1 - x0 < 8 or y1 - y0 < 8:
        return None
    a, b = _window_means(ctx, (x0, y0, x1, y1))
    faint = (channel_max(cv2.absdiff(a, b)) > HOVER_FAINT).astype(np.uint8)
    _n, labels, stats, _ = cv2.connectedComponentsWithStats(faint, connectivity=8)
    r = -(-HOVER_REACH // 8)
    cx, cy = (px - x0) // 8, (py - y0) // 8
    near = labels[max(0, cy - r) : cy + r + 1, max(0, cx - r) : cx + r + 1]
    found = [int(v) for v in np.unique(near) if v]
    if not found:
        return None
    found += _wrapped_lines(stats, found)
    if not _one_way(a, b, np.isin(labels, found)):
        return None
    bx0 = min(int(stats[i][0]) for i in found)
    by0 = min(int(stats[i][1]) for i in found)
    bx1 = max(int(stats[i][0] + stats[i][2]) for i in found)
    by1 = max(int(stats[i][1] + stats[i][3]) for i in found)
    box = (x0 + 8 * bx0, y0 + 8 * by0, x0 + 8 * bx1, y0 + 8 * by1)
    if (box[2] - box[0]) * (box[3] - box[1]) > HOVER_MAX_AREA * w * h:
        return None
    return box


def _is_row(box: _Box) -> bool:
    """Whether ``box`` is wider than one control: a row of a list or table."""
    return box[2] - box[0] > 2 * HOVER_WINDOW[0]


def _grey_tint(ctx: _Ctx, box: _Box) -> bool:
    """Whether the background of ``box`` kept its greyness (Lab chroma within
    :data:`ROW_TINT_CHROMA`): what a row's hover shade does, and a selection's accent tint
    does not. A row is too ambiguous to take any recolouring as pointer styling."""
    chroma = []
    for frame in (ctx.pre, ctx.post):
        _fill, colour = commonest_colour(frame.rgb_box(box))
        pixel = np.array([[colour]], np.float32).round().astype(np.uint8)
        chroma.append(float(lab_chroma(pixel)[0, 0]))
    return abs(chroma[1] - chroma[0]) <= ROW_TINT_CHROMA


def _search_window(ctx: _Ctx, px: int, py: int) -> _Box:
    """Where :func:`_pointer_element` looks, on the 8 px grid: :data:`HOVER_WINDOW` around
    the point, across the whole width when the change is one row wider than it."""
    w, h = ctx.pre.size
    wx, wy = HOVER_WINDOW
    x0, x1 = max(0, px - wx), min(w, px + wx)
    raw = ctx.raw_box
    if raw is not None and _is_row(raw) and raw[3] - raw[1] <= HOVER_ROW_PX:
        x0, x1 = 0, w
    return x0 // 8 * 8, max(0, py - wy) // 8 * 8, x1 // 8 * 8, min(h, py + wy) // 8 * 8


def _wrapped_lines(stats: NDArray[np.int32], found: list[int]) -> list[int]:
    """Further lines of the element at the point: restyled areas (component ``stats`` in
    8 px blocks) stacked right under or over it, overlapping it across, at most a line of
    text tall and a block apart.

    A link or label that wraps is one element drawn as two or more line boxes; hover
    restyles all of them (colour, underline), but only the line under the point lies within
    reach of it.
    """
    x0 = min(int(stats[i][0]) for i in found)
    x1 = max(int(stats[i][0] + stats[i][2]) for i in found)
    y0 = min(int(stats[i][1]) for i in found)
    y1 = max(int(stats[i][1] + stats[i][3]) for i in found)
    lines: list[int] = []
    grew = True
    while grew:
        grew = False
        for i in range(1, len(stats)):
            if i in found or i in lines:
                continue
            cx0, cy0, cw, ch = (int(v) for v in stats[i][:4])
            across = cx0 < x1 and x0 < cx0 + cw
            stacked = cy0 - y1 <= 1 and y0 - (cy0 + ch) <= 1
            if across and stacked and ch <= WRAPPED_LINE_BLOCKS:
                lines.append(i)
                y0, y1 = min(y0, cy0), max(y1, cy0 + ch)
                x0, x1 = min(x0, cx0), max(x1, cx0 + cw)
                grew = True
    return lines


def _window_means(ctx: _Ctx, window: _Box) -> tuple[NDArray[np.uint8], NDArray[np.uint8]]:
    """8x8 block means of ``window`` (on the 8 px grid) in ``pre`` and ``post``, as far as
    anything reads them: the blocks that can differ.

    Outside the box where the frames differ at all the two means are equal, and only their
    difference and the differing blocks' values are read; those blocks get the very values
    a resize of the whole window gives (a whole-factor area resize is a plain mean of each
    block), the rest zero in both. Resizing the whole 640x240 window twice was most of the
    hover test's time. Before the pixel diff has run (no box known), the whole window.
    """
    x0, y0, x1, y1 = window
    cols, rows = (x1 - x0) // 8, (y1 - y0) // 8
    raw = ctx.raw_box if ctx.raw_box is not None else window  # not diffed yet: all of it
    a = np.zeros((rows, cols, 3), np.uint8)
    b = np.zeros((rows, cols, 3), np.uint8)
    bx0, by0 = max(0, (raw[0] - x0) // 8), max(0, (raw[1] - y0) // 8)
    bx1, by1 = min(cols, -(-(raw[2] - x0) // 8)), min(rows, -(-(raw[3] - y0) // 8))
    if bx1 <= bx0 or by1 <= by0:
        return a, b
    box = (x0 + 8 * bx0, y0 + 8 * by0, x0 + 8 * bx1, y0 + 8 * by1)
    size = (bx1 - bx0, by1 - by0)
    a[by0:by1, bx0:bx1] = cv2.resize(ctx.pre.rgb_box(box), size, interpolation=cv2.INTER_AREA)
    b[by0:by1, bx0:bx1] = cv2.resize(ctx.post.rgb_box(box), size, interpolation=cv2.INTER_AREA)
    return a, b


def _one_way(a: NDArray[np.uint8], b: NDArray[np.uint8], blocks: NDArray[np.bool_]) -> bool:
    """Whether the restyled blocks moved one way in brightness, as one styled control does.

    Pointer styling applies one style change to one control: its blocks all get lighter or
    all darker (the background dominates every block, whatever its text does). A selection
    that moves from one item to its neighbour (a list, tabs, a segmented control) lightens
    one item and darkens the other — a recolouring too, but of two elements.
    """
    luma = _YCC[0]
    delta = np.zeros(blocks.shape, np.float32)
    delta[blocks] = (b[blocks].astype(np.float32) - a[blocks].astype(np.float32)) @ luma
    lighter, darker = delta > HOVER_FAINT, delta < -HOVER_FAINT
    n_light, n_dark = int(np.count_nonzero(lighter)), int(np.count_nonzero(darker))
    if min(n_light, n_dark) <= HOVER_TWO_WAY * (n_light + n_dark):
        return True
    return _nested(lighter, darker)


def _nested(one: NDArray[np.bool_], other: NDArray[np.bool_]) -> bool:
    """Whether one set of blocks lies within the other's bounding box (a block of slack).

    One control restyled on hover can move both ways: its text turns from black to blue
    (lighter) while its grey border turns the same blue (darker). The two sets are nested,
    the text inside the ring of its border. A selection moving between neighbours lightens
    one item and darkens the other: side by side, neither inside the other.
    """
    box_a, box_b = _grid_box(one), _grid_box(other)
    return _contains(pad_box(box_a, 1, *one.shape[::-1]), box_b) or _contains(
        pad_box(box_b, 1, *one.shape[::-1]), box_a
    )


def _grid_box(cells: NDArray[np.bool_]) -> _Box:
    x, y, w, h = cv2.boundingRect(cells.view(np.uint8))
    return (int(x), int(y), int(x + w), int(y + h))


def _tight(diff: FrameDiff, element: _Box) -> _Box:
    """The element box shrunk to the pixels the diff counted in it (its rim is then the
    control's own border), or the element box when the diff counted none there."""
    x0, y0, x1, y1 = element
    sx, sy, sw, sh = cv2.boundingRect(diff.mask[y0:y1, x0:x1].view(np.uint8))
    if sw < 2 * HOVER_RIM + 2 or sh < 2 * HOVER_RIM + 2:
        return element
    return (x0 + sx, y0 + sy, x0 + sx + sw, y0 + sy + sh)


def _contains(outer: _Box, inner: _Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _quiet_outside(ctx: _Ctx, element: _Box) -> bool:
    """No colour-block shift and no hash vote outside ``element`` (signals the diff skipped).

    The vote is taken with the element painted over from ``pre``: a control that fills on
    hover (a 72x36 outline button turning solid in a dark bar) moves a whole-frame hash of
    a 1280x800 screen by a dozen bits on its own, and that is the change being judged, not
    one elsewhere. When no pixel differs outside the element at all there is nothing to
    hash.
    """
    blocks = _block_signal(ctx)
    if blocks.count and blocks.shifted is not None:
        outside = blocks.shifted.copy()
        x0, y0, x1, y1 = element
        outside[
            max(0, y0 // BLOCK - 1) : -(-y1 // BLOCK) + 1,
            max(0, x0 // BLOCK - 1) : -(-x1 // BLOCK) + 1,
        ] = False
        if outside.any():
            return False
    padded = pad_box(element, BLOCK, *ctx.pre.size)
    if ctx.raw_box is None or _contains(padded, ctx.raw_box):
        return True
    ignore = _with_boxes(ctx.ignore, (padded,), (ctx.pre.height, ctx.pre.width), 0)
    _, vote = _global_hash_vote(ctx.pre, ctx.post, ignore, ctx.raw_box)
    return not vote


def _new_structure(pre: Frame, post: Frame, box: _Box, ignore: NDArray[np.bool_] | None) -> bool:
    """Whether ``post`` has structure inside ``box`` that a recolouring of ``pre`` lacks,
    with ``pre`` where it is or lifted by up to :data:`HOVER_LIFT_PX` (a control raised on
    hover, a shadow under it: every glyph moved, none changed).

    One lift is tried, the one that lines the control up best (:func:`_closest_lift`), and
    it counts only when it leaves no dense change and at most :data:`HOVER_LIFT_LEFT` of the
    changed edge pixels found in place: a real effect (a tick, a sliding knob) is not
    explained by moving everything up, however it happens to fall under the density test.
    """
    a = pre.rgb_box(box)
    b = post.rgb_box(box)
    interior = _interior(box, ignore)
    in_place = _structure_change(a, b, interior)
    if not any(_dense(m) for m in in_place):
        return False
    lifted = _structure_change(_raised(a, _closest_lift(a, b)), b, interior)
    return any(_dense(m) for m in lifted) or _pixels(lifted) > HOVER_LIFT_LEFT * _pixels(in_place)


def _closest_lift(a: NDArray[np.uint8], b: NDArray[np.uint8]) -> int:
    """The lift (1 to :data:`HOVER_LIFT_PX` px) that brings ``a`` closest to ``b``, by the
    summed absolute difference of every channel (a cheap stand-in for the structure test,
    which then runs on that one lift only; a sum, since a pale label on a pale button
    differs by less than any edge threshold)."""
    distances = [
        float(cv2.norm(_raised(a, lift), b, cv2.NORM_L1)) for lift in range(1, HOVER_LIFT_PX + 1)
    ]
    return 1 + int(np.argmin(distances))


def _pixels(masks: tuple[NDArray[np.bool_], ...]) -> int:
    return sum(int(np.count_nonzero(m)) for m in masks)


def _raised(rgb: NDArray[np.uint8], lift: int) -> NDArray[np.uint8]:
    """``rgb`` moved up by ``lift`` rows, its last row repeated below."""
    out = np.empty_like(rgb)
    out[:-lift] = rgb[lift:]
    out[-lift:] = rgb[-1:]
    return out


def _structure_change(
    a: NDArray[np.uint8], b: NDArray[np.uint8], interior: NDArray[np.bool_]
) -> tuple[NDArray[np.bool_], NDArray[np.bool_]]:
    """Edge pixels of ``b`` a recolouring of ``a`` does not explain, and strong edges of
    ``a`` that ``b`` lost (:func:`_edges_lost`), inside ``interior``: two masks, each
    tested for density on its own.

    Each ``a`` colour (8 levels a channel) is mapped to the mean ``b`` colour of its
    pixels; a pixel is new structure when it is on an edge (in either frame), inside the
    box's rim, and differs by more than :data:`HOVER_RESIDUAL` from the recoloured ``a``
    at its own position and at each of its 8 neighbours (a 1 px lift on hover, anti-aliasing
    and JPEG noise move nothing further). Dense windows of such pixels (the
    :data:`~vigil.frames.change.MIN_CELL_PIXELS` test) mean a glyph or shape changed.
    """
    bins = colour_bins(a)
    # The colour map is learnt inside the rim only: a border that keeps its colour while
    # the text of the same colour turns white must not blur the map of that colour.
    inner = bins[interior]
    counts = np.bincount(inner, minlength=512).astype(np.float32)
    counts[counts == 0] = 1.0
    mapped = np.empty(a.shape, np.float32)
    for c in range(3):
        means = np.bincount(inner, weights=b[..., c][interior], minlength=512) / counts
        mapped[..., c] = means[bins]
    residual = _shift_residual(b, cv2.copyMakeBorder(mapped, 1, 1, 1, 1, cv2.BORDER_REPLICATE))
    contrast_a, contrast_b = _contrast(a), _contrast(b)
    new = (residual > HOVER_RESIDUAL) & ((contrast_a > HOVER_EDGE) | (contrast_b > HOVER_EDGE))
    return new & interior, _edges_lost(contrast_a, contrast_b) & interior


def _dense(mask: NDArray[np.bool_]) -> bool:
    """Whether ``mask`` has a dense window (:func:`~vigil.frames.change.dense_cells`)."""
    if np.count_nonzero(mask) < MIN_CELL_PIXELS:
        return False
    return bool(dense_cells(mask).any())


def _edges_lost(contrast_a: NDArray[np.uint8], contrast_b: NDArray[np.uint8]) -> NDArray[np.bool_]:
    """Strong edges of ``pre`` (twice :data:`HOVER_EDGE`) with not even a faint ``post`` edge
    (half of it) within 1 px: structure that vanished.

    A recolouring that maps two colours of ``pre`` to one (text and background both turned
    the same blue: a banner painted over a form) leaves nothing for the recolour test to
    see, since the recoloured ``pre`` is then as flat as ``post``. Hover keeps glyphs
    legible, so their edges stay (within the 1 px a lift moves them); the two thresholds
    keep JPEG noise on a faint edge from reading as a loss.
    """
    faint_b = (contrast_b > HOVER_EDGE // 2).view(np.uint8)
    near_b = cv2.dilate(faint_b, np.ones((3, 3), np.uint8)).view(bool)
    lost: NDArray[np.bool_] = (contrast_a > 2 * HOVER_EDGE) & ~near_b
    return lost


def _contrast(rgb: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """Local contrast: the 3x3 max-min of the channel that varies most."""
    kernel = np.ones((3, 3), np.uint8)
    out: NDArray[np.uint8] = channel_max(cv2.morphologyEx(rgb, cv2.MORPH_GRADIENT, kernel))
    return out


def _interior(box: _Box, ignore: NDArray[np.bool_] | None) -> NDArray[np.bool_]:
    """The part of ``box`` inside its rim (and not volatile): where pointer styling draws no
    lines, so any new structure there is the action's."""
    x0, y0, x1, y1 = box
    hh, ww = y1 - y0, x1 - x0
    # Outlines and focus rings are drawn around controls; a small icon (a 10 px star) has
    # no room for one, and a full rim would leave nothing of it to compare.
    rim = min(HOVER_RIM, min(hh, ww) // 8)
    interior = np.zeros((hh, ww), bool)
    interior[rim : hh - rim, rim : ww - rim] = True
    if ignore is not None:
        interior &= ~ignore[y0:y1, x0:x1]
    return interior


def _differing_box(ctx: _Ctx, element: _Box) -> _Box | None:
    """The box of the pixels that visibly differ (past JPEG noise) around ``element``: the
    whole of a small changed icon, whose faint anti-aliased edges the diff's tolerance
    leaves out of the element's tight box. None when nothing there differs that much."""
    w, h = ctx.pre.size
    x0, y0, x1, y1 = pad_box(element, BLOCK // 2, w, h)
    delta = channel_max(
        cv2.absdiff(ctx.pre.rgb_box((x0, y0, x1, y1)), ctx.post.rgb_box((x0, y0, x1, y1)))
    )
    visible = np.where(delta > HOVER_VISIBLE, 255, 0).astype(np.uint8)
    bx, by, bw, bh = cv2.boundingRect(visible)
    if bw == 0 or bh == 0:
        return None
    return (x0 + bx, y0 + by, x0 + bx + bw, y0 + by + bh)


def _icon_filled(ctx: _Ctx, element: _Box, changed: _Box) -> bool:
    """Whether an icon-sized change at the point filled or emptied a shape: its ink (what
    stands out from the background around it) grew or shrank by :data:`HOVER_INK_RATIO`.

    Filling a thin outline (a hollow star turning solid) puts every new pixel next to an old
    outline pixel of the same new colour, which the shift-tolerant structure test cannot
    tell from a 1 px lift. Recolouring keeps the ink's area: glyphs and outlines change
    colour, not size, and a lift moves them. Only icon-sized changes are judged: on a larger
    control, a filled shape comes with other new structure, and JPEG ringing along a focus
    ring or a long underline would move the count. ``changed`` is the box of the visibly
    changed pixels around the element (:func:`_differing_box`).
    """
    cw, ch = changed[2] - changed[0], changed[3] - changed[1]
    if not (HOVER_ICON[0] <= min(cw, ch) and max(cw, ch) <= HOVER_ICON[1]):
        return False
    box = pad_box(changed, 2, *ctx.pre.size)
    interior = _interior(box, ctx.ignore)
    areas = [
        _ink_area(f.rgb_box(box), interior, _background_luma(f, element))
        for f in (ctx.pre, ctx.post)
    ]
    # Ink in both frames: an icon that is there and changed shape. Ink appearing from
    # nothing is the structure test's to judge.
    small, large = min(areas), max(areas)
    return small >= MIN_CELL_PIXELS and large >= HOVER_INK_RATIO * small


def _icon_coloured(ctx: _Ctx, element: _Box, changed: _Box) -> bool:
    """Whether a grey or muted icon at the point turned a saturated colour: a pin turning
    orange, a shuffle icon turning teal, a raised hand turning yellow.

    A toggle that keeps the icon's shape says "on" with colour, and it must read at rest,
    so it is an accent colour. An icon's own hover styling, seen here only when ``pre`` was
    captured before pointing, lightens or darkens it or puts a shade behind it. A control
    whose hover turns it an accent colour (a button filling blue, a link turning blue) is
    not icon-sized, or the colour is its background, and this test leaves it alone. With
    a plain ``pre`` an icon whose hover *is* an accent colour cannot be told from a toggle
    by its frames; it is read as an effect, since a wrong "no effect" invites a second
    click that undoes the toggle.

    Judged around ``changed`` (the visibly changed pixels, :func:`_differing_box`), only
    when no pixel there was colourful in ``pre`` (a blue control turning a darker blue, or
    a blue outline button filling, is a coloured control's hover). The newly coloured
    pixels: at least :data:`HOVER_SATURATED` in ``post`` and :data:`HOVER_COLOUR_GAIN`
    times the most colourful ``pre`` pixel within 1 px (JPEG smears colour a pixel or two),
    inside the rim (a focus ring or border turning the accent is hover's line), and not
    ``element``'s most common ``post`` colour (its background: a grey icon button whose
    square turns blue has a new background, not a coloured icon). Enough of them for a
    dense window, spanning an icon: both sides within :data:`HOVER_ICON`, neither more than
    twice the other (a word is wider). A muted accent (chroma 25-38: a bookmark turning the
    page's green) is counted the same way when it grew out of grey, by signal 5's test
    (:func:`_grey_turned_colour`), which a JPEG's halved colour passes as well.
    """
    box = pad_box(changed, 2, *ctx.pre.size)
    icon = _icon_pixels(ctx, box, element, ctx.post)
    before = lab_chroma(ctx.pre.rgb_box(box))
    if float(before.max()) <= HOVER_SATURATED:
        after = lab_chroma(ctx.post.rgb_box(box))
        near = cv2.dilate(before, np.ones((3, 3), np.uint8))
        vivid = (after > HOVER_SATURATED) & (after > HOVER_COLOUR_GAIN * near)
        if _spans_an_icon(vivid & icon):
            return True
    return _spans_an_icon(_grey_turned_colour(ctx, box) & icon)


def _icon_greyed(ctx: _Ctx, element: _Box, changed: _Box) -> bool:
    """Whether an accent-coloured icon at the point lost its colour: a blue thumb turning
    back to the text colour (a like undone), a teal tram turning grey (a mode switched off).

    The mirror of :func:`_icon_coloured`, for a plain ``pre`` (with a hover-aware one a
    change under the pointer is the click's anyway). Hover styling emphasises what the
    pointer is on: it darkens or lightens an icon, shades the square behind it, or fills
    the control with the accent and turns the icon white, which leaves colour there (the
    new background). A toggle switched off leaves none.

    JPEG can take colour away where it cannot make it, so the test is stricter than its
    mirror. Only signal 5's test counts (:func:`_colour_appeared` with the frames swapped:
    nothing within a chroma block of the pixel keeps more than :data:`GREY_CHROMA`), from
    :data:`LOST_CHROMA` up, not the saturated-pixel one; and only on the icon the pointer
    is on, within half of :data:`HOVER_ICON`'s largest side of the point (a green label
    60-80 px below a ghost button's point lost all its colour to a JPEG ``post``). The
    icon may be judged apart from the label beside it (:func:`_part_spans_an_icon`).
    """
    assert ctx.point is not None
    px, py = int(ctx.point[0]), int(ctx.point[1])
    under = pad_box((px, py, px, py), HOVER_ICON[1] // 2, *ctx.pre.size)
    box = intersect_box(pad_box(changed, 2, *ctx.pre.size), under)
    if box is None:
        return False
    icon = _icon_pixels(ctx, box, element, ctx.pre)
    return _part_spans_an_icon(_colour_appeared(ctx.post, ctx.pre, box, LOST_CHROMA) & icon)


def _icon_pixels(ctx: _Ctx, box: _Box, element: _Box, coloured: Frame) -> NDArray[np.bool_]:
    """The pixels of ``box`` that can be an icon's own in the frame where it is
    ``coloured``: inside the rim, and not ``element``'s commonest colour there (its
    background, which hover may have turned the accent)."""
    icon = _interior(box, ctx.ignore)
    icon &= colour_bins(coloured.rgb_box(box)) != _common_colour(coloured, element)
    return icon


def _common_colour(frame: Frame, box: _Box) -> int:
    """The colour bin (:func:`~vigil.frames.change.colour_bins`) most pixels of ``box``
    have: its background."""
    return common_colour_bin(colour_bins(frame.rgb_box(box)))


def _ink_area(rgb: NDArray[np.uint8], interior: NDArray[np.bool_], background: float) -> int:
    """Pixels of ``rgb`` inside ``interior`` whose luma stands out from ``background`` by
    half the strongest contrast there.

    Luma, because JPEG keeps it at full resolution where it halves and blurs colour: a thin
    coloured icon's colour is smeared, its brightness is not.
    """
    luma = cv2.cvtColor(np.ascontiguousarray(rgb), cv2.COLOR_RGB2GRAY)[interior]
    if luma.size == 0:
        return 0
    contrast = np.abs(luma.astype(np.float32) - background)
    strongest = float(contrast.max())
    if strongest < HOVER_EDGE:
        return 0
    return int(np.count_nonzero(contrast >= strongest / 2))


def _background_luma(frame: Frame, element: _Box) -> float:
    """The luma of ``element``'s background in ``frame``: the most common brightness (16-level
    bins, then the median of that bin).

    Taken over the whole pointer element (8 px blocks), not the icon's tight box: a solid
    icon fills most of its own box, and an icon button that turns dark on hover has a new
    background, not a larger icon. Read a few pixels beyond the element instead, a round
    outline button that fills on hover reads as a filled icon. An icon so aligned that the
    blocks around it are mostly icon still reads its own fill as the background.
    """
    luma = cv2.cvtColor(np.ascontiguousarray(frame.rgb_box(element)), cv2.COLOR_RGB2GRAY)
    bins = luma >> 4
    return float(np.median(luma[bins == np.bincount(bins.ravel()).argmax()]))


def _shift_residual(b: NDArray[np.uint8], padded: NDArray[np.float32]) -> NDArray[np.float32]:
    """Per pixel, the smallest over the 3x3 shifts of the largest channel difference between
    ``b`` and ``padded`` (``b``'s size plus a 1 px border).

    Worked per channel plane with OpenCV: numpy's channel-axis maximum over float images
    cost ~30x more than all the arithmetic (3.6 ms against 0.1 ms on a 180x60 control).
    """
    hh, ww = b.shape[:2]
    planes = [b[..., c].astype(np.float32) for c in range(3)]
    shifted = cv2.split(padded)
    residual: NDArray[np.float32] | None = None
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            delta = cv2.absdiff(planes[0], shifted[0][dy : dy + hh, dx : dx + ww])
            for c in (1, 2):
                cv2.max(
                    delta, cv2.absdiff(planes[c], shifted[c][dy : dy + hh, dx : dx + ww]), delta
                )
            residual = delta if residual is None else cv2.min(residual, delta, residual)
    assert residual is not None
    return residual


def _caret_like(box: _Box) -> bool:
    """A thin vertical bar of text height: a text cursor (1-2 px, widened by smoothing)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    return w <= 5 and 10 <= h <= 60


def _with_boxes(
    mask: NDArray[np.bool_] | None, boxes: Iterable[_Box], shape: tuple[int, ...], pad: int
) -> NDArray[np.bool_]:
    out = np.zeros(shape[:2], bool) if mask is None else mask.copy()
    h, w = out.shape
    for x0, y0, x1, y1 in boxes:
        out[max(0, y0 - pad) : min(h, y1 + pad), max(0, x0 - pad) : min(w, x1 + pad)] = True
    return out


def _masked_fraction(ignore: NDArray[np.bool_] | None) -> float:
    return float(np.count_nonzero(ignore)) / ignore.size if ignore is not None else 0.0


def _global_hash_vote(
    pre: Frame, post: Frame, ignore: NDArray[np.bool_] | None, changed: _Box | None = None
) -> tuple[int, bool]:
    """Whole-frame fast pHash distance, with volatile pixels painted over from ``pre``.

    Painting is needed only where the frames differ (``changed``, when known): elsewhere
    ``post`` already equals ``pre``, and its own (cached) hash is the answer.
    """
    post_for_hash = post
    if changed is not None and ignore is not None:
        x0, y0, x1, y1 = changed
        ignore = ignore if ignore[y0:y1, x0:x1].any() else None
    if ignore is not None and ignore.any():
        merged = post.rgb.copy()
        merged[ignore] = pre.rgb[ignore]
        post_for_hash = Frame(merged)
    rows = (changed[1], changed[3]) if changed is not None else None
    distance = phash(pre, exact=False) - phash_after(post_for_hash, pre, rows)
    return distance, distance > HASH_CHANGE_BITS


_YCC = np.array(
    [[0.299, 0.587, 0.114], [0.5, -0.4187, -0.0813], [-0.1687, -0.3313, 0.5]], np.float32
)


def _block_means(frame: Frame, rows: slice, cols: slice) -> NDArray[np.float32]:
    """Mean Y, Cr, Cb of the whole 16x16 blocks in ``rows`` x ``cols`` (block indices).

    Built from 2x2 means (8x8 of those per block): the frame's cached half-size image when
    it exists (shared with the pixel diff's colour pass), else the same 2x2 means of just
    this window — identical values, since the window starts on the 16 px grid.
    """
    sub = BLOCK // 2
    y0, y1 = rows.start * BLOCK, rows.stop * BLOCK
    x0, x1 = cols.start * BLOCK, cols.stop * BLOCK
    if frame._half is not None:
        half = frame._half[y0 // 2 : y1 // 2, x0 // 2 : x1 // 2]
    else:
        half = cv2.resize(
            frame.rgb_box((x0, y0, x1, y1)),
            ((x1 - x0) // 2, (y1 - y0) // 2),
            interpolation=cv2.INTER_AREA,
        )
    bh, bw = rows.stop - rows.start, cols.stop - cols.start
    # An area resize by a whole factor is a plain block mean, and fast.
    small = cv2.resize(half[: bh * sub, : bw * sub], (bw, bh), interpolation=cv2.INTER_AREA)
    out: NDArray[np.float32] = small.reshape(bh, bw, 3).astype(np.float32) @ _YCC.T
    return out


def _block_shift(
    pre: Frame, post: Frame, ignore: NDArray[np.bool_] | None, changed: _Box | None = None
) -> tuple[NDArray[np.bool_], float]:
    """Blocks whose mean colour moved by more than :data:`BLOCK_SHIFT` levels, and the max.

    This is the colour half of the decision. A colour-only change of thin text (grey helper
    text turning red at the same brightness) changes each pixel's channels by less than the
    diff's per-pixel colour tolerance once anti-aliasing has mixed it with the background,
    and a JPEG round trip smears it further. Averaged over a block, the text's chroma shift
    adds up (11-16 levels for a 12 px line), while compression noise averages out: JPEG
    stores each 16x16 block's mean chroma with a quantisation step of about 10 at quality
    70 (17 x 0.6; luma: 16 x 0.6), so a re-encode moves a block mean by about half a step.
    We measured at most 7.2 levels at quality 70-90 and 8.5 at 50 on UI frames. One full
    step (10 levels) is the threshold. Blocks touching a volatile element are skipped.

    ``changed`` is the box where the frames differ at all: a block outside it has the same
    mean in both, so only the blocks it touches are averaged (a ticked box costs a few
    blocks, not the 8,000 of a 1080p frame). The result covers the whole block grid.
    """
    w, h = pre.size
    bh, bw = h // BLOCK, w // BLOCK
    shifted = np.zeros((bh, bw), bool)
    if bh == 0 or bw == 0 or changed is None:
        return shifted, 0.0
    x0, y0, x1, y1 = changed
    rows = slice(min(bh, y0 // BLOCK), min(bh, -(-y1 // BLOCK)))
    cols = slice(min(bw, x0 // BLOCK), min(bw, -(-x1 // BLOCK)))
    if rows.stop <= rows.start or cols.stop <= cols.start:
        return shifted, 0.0
    delta = channel_max(np.abs(_block_means(pre, rows, cols) - _block_means(post, rows, cols)))
    if ignore is not None:
        ry0, ry1 = rows.start * BLOCK, rows.stop * BLOCK
        rx0, rx1 = cols.start * BLOCK, cols.stop * BLOCK
        dh, dw = delta.shape
        # A block touching the volatile mask anywhere is skipped (max-pool of the mask).
        pooled = ignore[ry0:ry1, rx0:rx1].reshape(dh, BLOCK, dw, BLOCK).any(axis=(1, 3))
        delta = np.where(pooled, 0.0, delta).astype(np.float32)
    shifted[rows, cols] = delta > BLOCK_SHIFT
    return shifted, float(delta.max())


def _blocks_in(grid: NDArray[np.bool_], box: _Box) -> NDArray[np.bool_]:
    x0, y0, x1, y1 = box
    return grid[y0 // BLOCK : -(-y1 // BLOCK), x0 // BLOCK : -(-x1 // BLOCK)]


def _samples_of(ctx: _Ctx, samples: Sequence[FrameLike] | None) -> list[Frame] | None:
    """The settle samples as frames. One of another size than ``pre`` cannot be compared and
    is left out of the transient test, with a note: silently, a caller who passed a sample
    at another scale would believe it had been looked at."""
    if not samples:
        return None
    frames = [as_frame(s) for s in samples]
    odd = sum(1 for f in frames if f.size != ctx.pre.size)
    if odd:
        ctx.notes.append(
            f"{odd} settle sample(s) not the size of the frames "
            f"({ctx.pre.width}x{ctx.pre.height}): not looked at"
        )
    return frames


def _transient(
    pre: Frame,
    post: Frame,
    samples: Sequence[FrameLike],
    net_dense: NDArray[np.bool_] | None,
    ignore: NDArray[np.bool_] | None,
    tol: int,
    ctol: int,
) -> _Box | None:
    """Box of a change that some sample showed and ``post`` no longer shows, else None.

    A sample's dense windows count as transient where the net (pre → post) change has no
    dense window within 8 windows (32 px): an element still sliding into its final place
    is part of the net change, not a flash. A settling page hands back the same frame object
    for repeated identical polls: each distinct frame is compared once, and ``post`` itself
    (or ``pre``) never, since it cannot show anything the net change does not.
    """
    near_net: NDArray[np.bool_] | None = None
    if net_dense is not None and net_dense.any():
        near = cv2.dilate(net_dense.astype(np.uint8), np.ones((17, 17), np.uint8))
        near_net = near.astype(bool)
    seen: set[int] = {id(pre), id(post)}
    for sample in samples:
        fs = as_frame(sample)
        if id(fs) in seen or fs.size != pre.size:
            continue
        seen.add(id(fs))
        ds = diff_frames(pre, fs, tolerance=tol, color_tolerance=ctol, ignore=ignore)
        if ds.changed_pixels < MIN_CELL_PIXELS:
            continue
        sd = dense_cells(ds.mask)
        if near_net is not None:
            sd = sd & ~near_net
        if sd.any():
            boxes = tighten_boxes(ds.mask, dense_cell_boxes(sd, limit=1))
            if boxes:
                return boxes[0]
    return None


# -- run-level surfaces ----------------------------------------------------------------------
def perceptual_summary(checks: Iterable[EffectCheck | None]) -> dict[str, int]:
    """``{"checked": n, "no_effect": m}`` over the checks that ran; ``{}`` when none did."""
    ran = [c for c in checks if c is not None and c.effect_observed is not None]
    if not ran:
        return {}
    return {"checked": len(ran), "no_effect": sum(1 for c in ran if c.effect_observed is False)}


def feedback_warning(check: EffectCheck | None) -> str | None:
    """The line the runner appends to the next inference's feedback, or None.

    Only a checked ``False`` warns; skips (toggle off, not high-risk, missing frame) never
    do. A change that flashed and vanished while the screen settled is named, because it is
    the most useful thing the brain can hear then (a validation message it did not see).
    """
    if check is None or check.effect_observed is not False:
        return None
    reason = check.reason
    if check.transient_change:
        where = f" at {list(check.transient_box)}" if check.transient_box else ""
        reason += f"; a change appeared{where} and vanished before the screen settled"
    return f"WARNING: high-risk action had no observed effect ({reason})"
