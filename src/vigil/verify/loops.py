"""Is the agent stuck? Three loop shapes over the recent action history, with adaptive windows.

An agent that cannot make progress rarely says so; it repeats itself. :class:`LoopDetector`
keeps the last few ``(action, url, frame hash)`` samples of a run and recognises three shapes
over the last ``window`` of them:

* **repeat** — the same action, byte for byte (type + params, :attr:`Action.signature`), every
  time. Scroll-like actions (SCROLL, Page_Down/Page_Up/arrow keys) are exempt while the state
  keeps reaching new places: pressing Page_Down through a long list is reading, not looping.
* **drift** — pointer actions (CLICK, DOUBLE_CLICK, DRAG) whose points all lie within the
  click tolerance of each other. A model re-aiming at a dead button moves a few pixels each
  time, which defeats byte equality. The spread of the whole window is measured (every pair),
  so a slow walk across the screen does not pass as drift because each step is small.
* **state** — the screen is frozen: one URL and frame hashes all within
  ``state_hash_tolerance`` bits of each other, whatever the agent does. Hashes are compared by
  Hamming distance, so a spinner or captcha animation that flips a few bits each step cannot
  make a frozen page look alive. A plain string hash is compared by equality. A sample with
  neither URL nor hash carries no evidence and never proves a frozen state.

Windows below 2 never fire (one sample is not a pattern).

**Adaptive windows.** Fixed windows (nudge at 3, terminate at 8) misjudge two cases: identical
"Next" clicks through pagination look like a repeat loop, and a dead page with animated pixels
keeps the agent going to the hard limit. :meth:`LoopDetector.adaptive_window` widens the window
by ``max_extension`` when the recent actions are diverse (``pattern_diversity >= 0.6``) or the
state progressed, tightens it by one when they are uniform (``<= 0.25``) on a frozen state, and
leaves it alone on a short buffer or no clear signal. :meth:`LoopDetector.is_any_loop_adaptive`
checks the loop shapes over that window behind a pagination guard: when the state progressed
across the window and the state shape would not fire, it is not a loop.

**State progress** means at least half of the window's steps reached a state that no earlier
sample in the window showed (a new URL, or a frame hash farther than the tolerance from all of
them). Comparing against every earlier sample, not only the previous one, keeps an agent that
toggles a menu open and shut (states A, B, A, B) from passing as one that pages forward.

**Callers.** The runner builds one detector per run —
``LoopDetector(viewport=(w, h), config=config)`` — and after every step calls
``record(action, url=..., frame_hash=...)`` with the post-settle frame's hash. Its questions:

* :meth:`LoopDetector.check` ``(base, adaptive=None) -> LoopVerdict | None`` — the stable
  entry point: ``None`` when no loop, else a :class:`LoopVerdict` whose
  :meth:`~LoopVerdict.describe` is the nudge text and :meth:`~LoopVerdict.to_dict` the record.
* :meth:`LoopDetector.is_loop` ``(window, adaptive=None) -> bool`` — the same question as a
  bool; ``adaptive=None`` follows the ``loop_adaptive`` toggle of the config.
* :meth:`LoopDetector.is_any_loop` / :meth:`LoopDetector.is_any_loop_adaptive` — the
  reference surface, kept so existing callers keep working.
"""

from __future__ import annotations

import json
import math
import numbers
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from vigil.actions import Action, ActionType, as_action
from vigil.config import RunConfig
from vigil.frames.hashing import Hash

__all__ = [
    "DEFAULT_CLICK_TOL_PX",
    "DEFAULT_STATE_HASH_TOLERANCE",
    "DIVERSE_AT",
    "UNIFORM_AT",
    "LoopDetector",
    "LoopShape",
    "LoopVerdict",
    "compute_click_tol_px",
    "is_scroll_like",
    "viewport_of",
]

LoopShape = Literal["repeat", "drift", "state"]

#: Click tolerance when the screen size is unknown or adaptive tolerance is off.
DEFAULT_CLICK_TOL_PX = 8
#: Bits a 64-bit frame hash may differ by while the state still counts as frozen. Used only
#: when neither an explicit tolerance nor a config is given; docs/loops.md has the measurements.
DEFAULT_STATE_HASH_TOLERANCE = RunConfig().state_hash_tolerance
#: Fraction of the screen diagonal one click tolerance spans (8 px at 1280x800, 18 px at 4K).
_CLICK_TOL_DIAGONAL_FRACTION = 0.004

#: Diversity at or above which a window counts as exploration (widen the window).
DIVERSE_AT = 0.6
#: Diversity at or below which a window counts as one repeated gesture (tighten on frozen).
UNIFORM_AT = 0.25

_POINT_ACTIONS = frozenset({ActionType.CLICK, ActionType.DOUBLE_CLICK})
_COORD_KEYS = frozenset({"x", "y", "to_x", "to_y"})
# Keys whose repetition moves the view rather than acting on it (xdotool, Playwright and
# OpenAI spellings, compared lower-case without separators).
_SCROLL_KEYS = frozenset(
    {
        "pagedown",
        "pageup",
        "pgdn",
        "pgup",
        "next",
        "prior",
        "down",
        "up",
        "left",
        "right",
        "arrowdown",
        "arrowup",
        "arrowleft",
        "arrowright",
        "kpdown",
        "kpup",
        "kpnext",
        "kpprior",
    }
)

#: How many earlier samples each record() measures its hash distance to (covers the runner's
#: windows, 8 + 2; longer windows fall back to computing distances on demand).
_BACK = 16


def compute_click_tol_px(
    viewport: Sequence[float] | None, floor: int = DEFAULT_CLICK_TOL_PX
) -> int:
    """Click tolerance for a screen: ``max(floor, round(0.004 × diagonal))``.

    Why it scales: a model re-aiming at the same control misses by a roughly constant
    fraction of the screen, so a fixed 8 px box that catches drift at 1280x800 misses it at 4K
    (18 px there). A missing viewport or one with a dimension ≤ 0 gets ``floor``.
    """
    if viewport is None or len(viewport) != 2:
        return floor
    width, height = float(viewport[0]), float(viewport[1])
    if not (width > 0 and height > 0) or not math.isfinite(width * height):
        return floor
    scaled = math.floor(_CLICK_TOL_DIAGONAL_FRACTION * math.hypot(width, height) + 0.5)
    return max(floor, int(scaled))


def viewport_of(viewport: Any) -> tuple[int, int] | None:
    """``(width, height)`` in pixels, both positive, or None (not known).
    Playwright's ``page.viewport_size`` (``{"width": .., "height": ..}``) is taken too.

    Refused rather than repaired: a viewport of ``"x"`` or ``(0, 0)`` is a caller's bug, and
    quietly falling back to the 8 px click tolerance would hide it in loop verdicts that are
    a little off on every large screen.
    """
    if viewport is None:
        return None
    if isinstance(viewport, Mapping) and set(viewport) >= {"width", "height"}:
        viewport = (viewport["width"], viewport["height"])
    ok = (
        isinstance(viewport, (tuple, list))
        and len(viewport) == 2
        and all(isinstance(v, numbers.Integral) and not isinstance(v, bool) for v in viewport)
        and all(int(v) > 0 for v in viewport)
    )
    if not ok:
        raise ValueError(f"viewport must be (width, height) in positive pixels, got {viewport!r}")
    return (int(viewport[0]), int(viewport[1]))


def is_scroll_like(action: Action) -> bool:
    """SCROLL, or a key press that only moves the view (Page_Down, Page_Up, arrow keys)."""
    if action.action_type is ActionType.SCROLL:
        return True
    if action.action_type is not ActionType.KEY_PRESS:
        return False
    keys = action.params.get("keys", action.params.get("key"))
    if not isinstance(keys, str):
        return False
    norm = keys.lower().replace("_", "").replace("-", "").replace(" ", "")
    return norm in _SCROLL_KEYS


def _action_text(action: Action) -> str:
    """``action`` as the loop nudge names it: ``CLICK(x=104, y=132)``.

    Coordinates are rounded to whole pixels the way the feedback's first line rounds them
    ("clicked at (104, 132)"): Playwright's box centres are fractional, and a nudge naming
    ``x=103.5234375`` beside a first line saying 104 reads like two different clicks.
    """
    parts = []
    for key, value in action.params.items():
        if (
            key in _COORD_KEYS
            and isinstance(value, (int, float))
            and not isinstance(value, bool)
            and math.isfinite(value)
        ):
            parts.append(f"{key}={float(value):.0f}")
        else:
            parts.append(f"{key}={value!r}")
    return f"{action.action_type.value}({', '.join(parts)})"


# -- samples -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Sample:
    """One recorded step, with everything the checks compare precomputed once at record time."""

    action: Action
    signature: str
    #: Signature without coordinates (pointer actions) — clicks share it when only aim differs.
    gesture: str
    #: (x, y) for clicks, (x, y, to_x, to_y) for drags, None otherwise.
    geometry: tuple[float, ...] | None
    scroll_like: bool
    url: str | None
    hash_bits: int | None
    hash_size: int
    #: Comparison key for a plain string hash (or a Hash next to strings): exact equality.
    hash_text: str | None
    #: Text of a TYPE action (its effect is the one a frame hash is most often blind to).
    typed: str | None
    #: Hash distances to the previous samples, newest first (-1: nothing to compare), filled
    #: in at record time so every window check is a lookup instead of a popcount.
    back: tuple[int, ...] = ()

    @property
    def has_evidence(self) -> bool:
        return self.url is not None or self.hash_text is not None


def _geometry(action: Action) -> tuple[float, ...] | None:
    p = action.params
    if action.action_type in _POINT_ACTIONS:
        pt = action.point
        return pt if pt is not None else None
    if action.action_type is ActionType.DRAG:
        pt = action.point
        if pt is None:
            return None
        tx, ty = p.get("to_x", pt[0]), p.get("to_y", pt[1])
        if isinstance(tx, (int, float)) and isinstance(ty, (int, float)):
            return (pt[0], pt[1], float(tx), float(ty))
        return None
    return None


def _apart(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    """Largest Euclidean distance between corresponding points of two geometries."""
    worst = math.hypot(a[0] - b[0], a[1] - b[1])
    if len(a) == 4:
        worst = max(worst, math.hypot(a[2] - b[2], a[3] - b[3]))
    return worst


def _make_sample(
    action: Action, url: str | None, frame_hash: Hash | str | None, history: deque[_Sample]
) -> _Sample:
    signature = action.signature
    geometry = _geometry(action)
    if geometry is not None:
        rest = {k: v for k, v in action.params.items() if k not in _COORD_KEYS}
        gesture = action.action_type.value + json.dumps(rest, sort_keys=True, default=str)
    else:
        gesture = signature
    bits: int | None = None
    size = 0
    text: str | None = None
    if isinstance(frame_hash, Hash):
        bits, size, text = frame_hash.bits, frame_hash.size, frame_hash.hex
    elif isinstance(frame_hash, str):
        text = frame_hash
    elif frame_hash is not None:
        raise TypeError(
            f"frame_hash must be a vigil Hash, a string or None, not {type(frame_hash).__name__}"
        )
    back: tuple[int, ...] = ()
    if text is not None and history:
        n = len(history)
        back = tuple(
            [_distance_to(bits, size, text, history[n - 1 - k]) for k in range(min(n, _BACK))]
        )
    return _Sample(
        action=action,
        signature=signature,
        gesture=gesture,
        geometry=geometry,
        scroll_like=is_scroll_like(action),
        url=url if url else None,
        hash_bits=bits,
        hash_size=size,
        hash_text=text,
        typed=str(action.params.get("text", "")) if action.action_type is ActionType.TYPE else None,
        back=back,
    )


#: Distance meaning "different" for two unequal plain-string hashes.
_UNEQUAL = 1 << 20


def _distance_to(bits: int | None, size: int, text: str | None, other: _Sample) -> int:
    """Hamming distance from a hash to a sample's hash; -1 when either is missing."""
    if text is None or other.hash_text is None:
        return -1
    if bits is not None and other.hash_bits is not None and size == other.hash_size:
        return (bits ^ other.hash_bits).bit_count()
    return 0 if text == other.hash_text else _UNEQUAL


def _hash_distance(a: _Sample, b: _Sample) -> int:
    """Hamming distance of two samples' hashes; -1 when one has none."""
    return _distance_to(a.hash_bits, a.hash_size, a.hash_text, b)


# -- verdict -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoopVerdict:
    """Why the detector thinks the agent is looping — what the runner turns into a nudge.

    ``shape`` is the most specific shape that fired (repeat, then drift, then state); ``shapes``
    lists every one. ``window`` is the window the shapes were checked over, ``base_window`` the
    one the caller asked for (they differ when the adaptive window moved it). A tightened
    window (``base_window - 1``) is judged from the last ``base_window`` samples, so the
    evidence behind it spans ``base_window`` steps; :meth:`describe` says so, and counts a
    repeat by how many times in a row the action was really taken (``repeats``), which can
    exceed the window.
    """

    shape: LoopShape
    shapes: tuple[LoopShape, ...]
    window: int
    base_window: int
    diversity: float
    state_progressed: bool
    state_frozen: bool
    adaptive: bool
    click_tol_px: int
    state_hash_tolerance: int
    #: The newest action, as text (what the agent keeps doing).
    last_action: str
    #: Largest distance between two pointer targets in the window (drift), else None.
    spread_px: float | None = None
    #: Largest Hamming distance between two frame hashes in the window, else None.
    max_hash_distance: int | None = None
    #: How many times in a row, up to the newest step, the newest action was taken (at least
    #: ``window`` when the repeat shape fired; the whole run of it, not just the window).
    repeats: int | None = None

    def describe(self) -> str:
        """One or two sentences for the agent: what it keeps doing and what to try instead."""
        n = self.window
        if self.shape == "repeat":
            times = max(n, self.repeats or 0)
            what = f"the same action {self.last_action} was repeated {times} times in a row"
        elif self.shape == "drift":
            spread = f"{self.spread_px:.0f}" if self.spread_px is not None else "?"
            what = (
                f"the last {n} clicks all landed within {spread} px of each other "
                f"(tolerance {self.click_tol_px} px), around the same target"
            )
        else:
            hash_part = (
                f", frame hash moved at most {self.max_hash_distance} bits "
                f"(tolerance {self.state_hash_tolerance})"
                if self.max_hash_distance is not None
                else ""
            )
            what = f"the screen did not change over the last {n} actions{hash_part}"
        if self.adaptive and self.window < self.base_window:
            # Tightening is judged from the last base_window steps (all at one frozen screen,
            # with barely varied actions), so those steps are the evidence, not the window.
            what += (
                f" (adaptive window {self.window}, tightened from {self.base_window}: the "
                f"last {self.base_window} actions barely varied and left the screen frozen)"
            )
        elif self.adaptive and self.window > self.base_window:
            what += (
                f" (adaptive window {self.window}, widened from {self.base_window}: the "
                "recent actions varied or reached new screens)"
            )
        return (
            f"Loop detected: {what}. That is not working; "
            "try a different kind of action or a different target."
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "shape": self.shape,
            "shapes": list(self.shapes),
            "window": self.window,
            "base_window": self.base_window,
            "diversity": round(self.diversity, 4),
            "state_progressed": self.state_progressed,
            "state_frozen": self.state_frozen,
            "adaptive": self.adaptive,
            "click_tol_px": self.click_tol_px,
            "state_hash_tolerance": self.state_hash_tolerance,
            "last_action": self.last_action,
            "spread_px": self.spread_px,
            "max_hash_distance": self.max_hash_distance,
            "repeats": self.repeats,
            "description": self.describe(),
        }


# -- detector ----------------------------------------------------------------------------------
class LoopDetector:
    """Recent ``(action, url, frame hash)`` history of one run, and the loop checks over it.

    ``click_tol_px`` wins when given; otherwise the tolerance scales with ``viewport`` through
    :func:`compute_click_tol_px`, unless ``config.adaptive_click_tol`` is off (then 8 px).
    ``viewport`` is validated as the Monitor's is (:func:`viewport_of`): a ``ValueError``
    for anything but two positive whole pixel counts, even when ``click_tol_px`` is given.
    ``state_hash_tolerance`` defaults to ``config.state_hash_tolerance``. ``maxlen`` bounds the
    history: windows longer than it can never fire. Not thread-safe: one detector per run.
    """

    __slots__ = (
        "_cache",
        "_samples",
        "adaptive_default",
        "click_tol_px",
        "config",
        "max_extension_default",
        "state_hash_tolerance",
    )

    def __init__(
        self,
        click_tol_px: int | None = None,
        viewport: Sequence[int] | Mapping[str, int] | None = None,
        config: RunConfig | None = None,
        state_hash_tolerance: int | None = None,
        maxlen: int = 64,
    ) -> None:
        if maxlen < 2:
            raise ValueError(f"maxlen must be at least 2, got {maxlen}")
        screen = viewport_of(viewport)
        self.config = config
        if click_tol_px is not None:
            if click_tol_px < 0:
                raise ValueError(f"click_tol_px must be >= 0, got {click_tol_px}")
            self.click_tol_px = int(click_tol_px)
        elif config is not None and not config.adaptive_click_tol:
            self.click_tol_px = DEFAULT_CLICK_TOL_PX
        else:
            self.click_tol_px = compute_click_tol_px(screen)
        if state_hash_tolerance is None:
            state_hash_tolerance = (
                config.state_hash_tolerance if config is not None else DEFAULT_STATE_HASH_TOLERANCE
            )
        if state_hash_tolerance < 0:
            raise ValueError(f"state_hash_tolerance must be >= 0, got {state_hash_tolerance}")
        self.state_hash_tolerance = int(state_hash_tolerance)
        self.adaptive_default = config.loop_adaptive if config is not None else True
        self.max_extension_default = config.loop_max_extension if config is not None else 2
        self._samples: deque[_Sample] = deque(maxlen=maxlen)
        # Per-step memo of window checks: is_any_loop_adaptive asks the same questions twice.
        self._cache: dict[tuple[str, int], Any] = {}

    # -- history ---------------------------------------------------------------------------------
    def record(
        self,
        action: Action | Mapping[str, Any],
        url: str | None = None,
        frame_hash: Hash | str | None = None,
    ) -> None:
        """Append one step: the action taken and the state it led to (URL, frame hash)."""
        action = as_action(action)
        self._samples.append(_make_sample(action, url, frame_hash, self._samples))
        self._cache.clear()

    def reset(self) -> None:
        """Forget the history (a new task, or after recovering from a loop)."""
        self._samples.clear()
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._samples)

    @property
    def maxlen(self) -> int:
        return self._samples.maxlen or 0

    def _tail(self, window: int) -> list[_Sample]:
        samples = self._samples
        n = len(samples)
        if window >= n:
            return list(samples)
        return [samples[i] for i in range(n - window, n)]

    # -- state ------------------------------------------------------------------------------------
    def _distance(self, tail: list[_Sample], i: int, j: int) -> int:
        """Hash distance between ``tail[i]`` and an earlier ``tail[j]`` (-1: not comparable)."""
        back = tail[i].back
        k = i - j - 1
        if k < len(back):
            return back[k]
        return _hash_distance(tail[i], tail[j])

    def _frozen(self, window: int) -> bool:
        key = ("frozen", window)
        cached = self._cache.get(key)
        if cached is not None:
            return bool(cached)
        result = self._compute_frozen(window)
        self._cache[key] = result
        return result

    def _compute_frozen(self, window: int) -> bool:
        if window < 2 or len(self._samples) < window:
            return False
        tail = self._tail(window)
        # Every kind of evidence in use must be present on every sample: a step without a URL
        # (or hash) proves nothing about whether that URL (or frame) stayed put.
        urls = {s.url for s in tail}
        hashed = [s.hash_text is not None for s in tail]
        if len(urls) != 1 or (None in urls and not any(hashed)):
            return False  # URLs moved, some steps lack one, or there is no evidence at all
        if any(hashed) and not all(hashed):
            return False
        # A 64-bit frame hash rarely sees typed text (a filled field moves it 0-4 bits), so a
        # window in which the agent entered different texts cannot be proven frozen by it.
        typed = None
        for s in tail:
            if s.typed is not None:
                if typed is not None and s.typed != typed:
                    return False
                typed = s.typed
        if hashed[0]:
            return self._hash_diameter(tail) <= self.state_hash_tolerance
        return True

    def _hash_diameter(self, tail: list[_Sample]) -> int:
        """Largest pairwise hash distance in ``tail``; -1 when a sample has no hash."""
        worst = 0
        for i in range(1, len(tail)):
            back = tail[i].back
            if len(back) >= i:  # the common case: distances measured at record time
                seg = back[:i]
                if min(seg) < 0:
                    return -1
                worst = max(worst, max(seg))
                continue
            for j in range(i):
                d = self._distance(tail, i, j)
                if d < 0:
                    return -1
                worst = max(worst, d)
        return worst

    def state_progressed(self, window: int) -> bool:
        """Did the agent keep reaching new states over the last ``window`` samples?

        A step reaches a new state when its URL differs from, or its frame hash is more than
        half the tolerance away from, every earlier sample in the window. Progress means the
        window is not frozen and at least half of its steps reached new states.

        Why each part: counting against *every* earlier sample keeps a menu toggled open and
        shut (A, B, A, B) from passing as paging forward; half the tolerance is the radius of a
        "same state" ball whose diameter is the tolerance, so a spinner's jitter (which keeps
        revisiting a few nearby hashes) never counts as new while result pages a few bits apart
        on a large screen do; asking for half the steps rather than all keeps one look-alike
        page from hiding real pagination. Steps without a URL or hash never count as new.
        """
        key = ("progressed", window)
        cached = self._cache.get(key)
        if cached is not None:
            return bool(cached)
        result = False
        if window >= 2 and len(self._samples) >= 2 and not self._frozen(window):
            tail = self._tail(window)
            half = self.state_hash_tolerance // 2
            fresh = 0
            one_url = len({s.url for s in tail}) == 1
            for i in range(1, len(tail)):
                current = tail[i]
                if current.url is None and current.hash_text is None:
                    continue
                back = current.back
                if one_url and len(back) >= i:
                    # Fast path (one URL throughout): new iff far from every earlier hash.
                    if min(back[:i]) > half:
                        fresh += 1
                    continue
                url = current.url
                for j in range(i):
                    other_url = tail[j].url
                    if url is not None and other_url is not None and url != other_url:
                        continue
                    if self._distance(tail, i, j) > half:
                        continue
                    break  # same state as an earlier sample, or nothing to compare
                else:
                    fresh += 1
            result = fresh >= 1 and 2 * fresh >= len(tail) - 1
        self._cache[key] = result
        return result

    def state_frozen(self, window: int) -> bool:
        """True when the last ``window`` samples all show one state (within the tolerance)."""
        return self._frozen(window)

    # -- shapes ----------------------------------------------------------------------------------
    def is_repeat_loop(self, window: int) -> bool:
        """The last ``window`` actions are byte-identical (scrolls exempt while state moves)."""
        if window < 2 or len(self._samples) < window:
            return False
        tail = self._tail(window)
        first = tail[0].signature
        for s in tail:
            if s.signature != first:
                return False
        return not (tail[0].scroll_like and self.state_progressed(window))

    def _spread(self, window: int) -> float | None:
        """Largest pairwise distance of the window's pointer targets; None if not all pointer."""
        key = ("spread", window)
        if key in self._cache:
            value: float | None = self._cache[key]
            return value
        result: float | None = None
        if window >= 2 and len(self._samples) >= window:
            tail = self._tail(window)
            geoms = [s.geometry for s in tail]
            first = geoms[0]
            if first is not None and all(g is not None and len(g) == len(first) for g in geoms):
                pts = list({g for g in geoms if g is not None})
                # The bounding box's larger side is a lower bound of the spread: when it is
                # already over the tolerance the exact pairwise figure is not needed.
                bound = max(
                    max(p[k] for p in pts) - min(p[k] for p in pts) for k in range(len(first))
                )
                if bound > self.click_tol_px:
                    result = float(bound)
                else:
                    worst = 0.0
                    for i in range(len(pts) - 1):
                        for j in range(i + 1, len(pts)):
                            worst = max(worst, _apart(pts[i], pts[j]))
                    result = worst
        self._cache[key] = result
        return result

    def is_drift_loop(self, window: int) -> bool:
        """The last ``window`` actions are clicks (or drags) all within the click tolerance of
        each other — the agent re-aiming at one target. Key presses and typing never drift."""
        spread = self._spread(window)
        return spread is not None and spread <= self.click_tol_px

    def is_state_loop(self, window: int) -> bool:
        """The last ``window`` samples show one frozen state, whatever the actions were."""
        return self._frozen(window)

    def is_any_loop(self, window: int) -> bool:
        """Any of the three shapes over exactly ``window`` samples (the fixed-window check)."""
        return (
            self.is_repeat_loop(window) or self.is_drift_loop(window) or self.is_state_loop(window)
        )

    def shapes(self, window: int) -> tuple[LoopShape, ...]:
        """Every shape that fires over ``window``, most specific first."""
        fired: list[LoopShape] = []
        if self.is_repeat_loop(window):
            fired.append("repeat")
        if self.is_drift_loop(window):
            fired.append("drift")
        if self.is_state_loop(window):
            fired.append("state")
        return tuple(fired)

    # -- adaptive ----------------------------------------------------------------------------------
    def pattern_diversity(self, window: int) -> float:
        """Distinct gestures / samples over the last ``window`` samples, in [0, 1].

        Pointer actions of the same kind whose targets all lie within the click tolerance of
        each other count as one gesture (clustered by distance in order of arrival, not snapped
        to a grid whose cell edges would split a 4 px drift in two). Other actions count by
        signature. No samples → 0.0.
        """
        key = ("diversity", window)
        cached = self._cache.get(key)
        if cached is not None:
            return float(cached)
        tail = self._tail(window) if window >= 1 else []
        result = 0.0
        if tail:
            tol = self.click_tol_px
            # Each cluster keeps its distinct points only: a repeated click adds no new pair.
            clusters: list[tuple[str, set[tuple[float, ...]]]] = []
            plain: set[str] = set()
            for s in tail:
                g = s.geometry
                if g is None:
                    plain.add(s.signature)
                    continue
                for gesture, members in clusters:
                    if gesture == s.gesture and (
                        g in members or all(_apart(g, m) <= tol for m in members)
                    ):
                        members.add(g)
                        break
                else:
                    clusters.append((s.gesture, {g}))
            result = (len(plain) + len(clusters)) / len(tail)
        self._cache[key] = result
        return result

    def adaptive_window(self, base: int, max_extension: int = 2, floor: int = 2) -> int:
        """The window to use instead of ``base``, judged from the last ``base`` samples.

        diversity ≥ 0.6 or state progressed → ``base + max_extension`` (exploring or paging:
        defer); diversity ≤ 0.25 on a frozen state → ``max(floor, base - 1)`` (one gesture
        at a dead screen: act sooner); fewer than ``base`` samples or no clear signal → ``base``.
        Tightening never widens: a ``base`` already below ``floor`` stays where it is.
        """
        # One sample says nothing about a pattern, and a window below 2 never fires: keep it.
        if base < 2 or len(self._samples) < base:
            return base
        extension = max(0, max_extension)
        diversity = self.pattern_diversity(base)
        if diversity >= DIVERSE_AT or self.state_progressed(base):
            return base + extension
        if diversity <= UNIFORM_AT and self._frozen(base):
            return min(base, max(floor, base - 1))
        return base

    def is_any_loop_adaptive(self, base: int, max_extension: int = 2) -> bool:
        """:meth:`is_any_loop` over :meth:`adaptive_window`, behind the pagination guard."""
        if base < 2:
            return False
        window = self.adaptive_window(base, max_extension)
        if window < 2 or len(self._samples) < window:
            return False
        # Pagination guard: identical "Next" clicks that keep reaching new pages are work.
        if self.state_progressed(window) and not self.is_state_loop(window):
            return False
        return self.is_any_loop(window)

    # -- the caller's question ---------------------------------------------------------------------
    def is_loop(self, window: int, adaptive: bool | None = None) -> bool:
        """Is this a loop at ``window``? Adaptive or fixed per ``adaptive``; ``None`` follows
        the config's ``loop_adaptive`` toggle (on without a config)."""
        use_adaptive = self.adaptive_default if adaptive is None else adaptive
        if use_adaptive:
            return self.is_any_loop_adaptive(window, self.max_extension_default)
        return self.is_any_loop(window)

    def check(
        self, base: int, adaptive: bool | None = None, max_extension: int | None = None
    ) -> LoopVerdict | None:
        """The verdict at ``base``: ``None`` when no loop, else which shape fired and why.

        Decides exactly as :meth:`is_loop` (same window, same guard); ``adaptive=None`` follows
        the config toggle and ``max_extension=None`` the config's ``loop_max_extension``.
        """
        use_adaptive = self.adaptive_default if adaptive is None else adaptive
        extension = self.max_extension_default if max_extension is None else max_extension
        if use_adaptive:
            if not self.is_any_loop_adaptive(base, extension):
                return None
            window = self.adaptive_window(base, extension)
        else:
            if not self.is_any_loop(base):
                return None
            window = base
        fired = self.shapes(window)
        tail = self._tail(window)
        spread = self._spread(window)
        diameter = self._hash_diameter(tail)
        return LoopVerdict(
            shape=fired[0],
            shapes=fired,
            window=window,
            base_window=base,
            diversity=self.pattern_diversity(window),
            state_progressed=self.state_progressed(window),
            state_frozen=self._frozen(window),
            adaptive=use_adaptive,
            click_tol_px=self.click_tol_px,
            state_hash_tolerance=self.state_hash_tolerance,
            last_action=_action_text(tail[-1].action),
            spread_px=round(spread, 1) if spread is not None else None,
            max_hash_distance=diameter if 0 <= diameter < _UNEQUAL else None,
            repeats=self._repeats() if "repeat" in fired else None,
        )

    def _repeats(self) -> int:
        """How many of the newest samples share the newest sample's signature, in a row."""
        samples = self._samples
        newest = samples[-1].signature
        count = 0
        for i in range(len(samples) - 1, -1, -1):
            if samples[i].signature != newest:
                break
            count += 1
        return count

    def __repr__(self) -> str:
        return (
            f"LoopDetector(samples={len(self._samples)}, click_tol_px={self.click_tol_px}, "
            f"state_hash_tolerance={self.state_hash_tolerance})"
        )
