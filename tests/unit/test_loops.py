"""Loop detector: the spec's scenarios, the adaptive table, tolerances, toggles, invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vigil
from vigil import Action, ActionType, Hash, RunConfig
from vigil.verify.loops import LoopDetector, LoopVerdict, compute_click_tol_px, is_scroll_like

FROZEN = Hash(0x9F3C_60A1_77E0_1B42)


def flip(h: Hash, *bits: int) -> Hash:
    """``h`` with the given bit positions inverted (a spinner-like nudge of the hash)."""
    value = h.bits
    for b in bits:
        value ^= 1 << b
    return Hash(value, h.size)


def fill(det: LoopDetector, actions: list[Action], url: str = "http://a/x", h: Hash = FROZEN):
    for a in actions:
        det.record(a, url=url, frame_hash=h)


# -- the three shapes ------------------------------------------------------------------------
def test_five_identical_clicks_are_a_repeat_loop() -> None:
    det = LoopDetector()
    fill(det, [Action.click(400, 300)] * 5)
    assert det.is_repeat_loop(5)
    assert det.is_repeat_loop(3)
    assert det.is_any_loop(5)
    assert not det.is_repeat_loop(6)  # not enough history


def test_repeat_needs_byte_equal_params() -> None:
    det = LoopDetector()
    fill(det, [Action.click(400, 300)] * 4 + [Action.click(401, 300)])
    assert not det.is_repeat_loop(5)
    det.reset()
    fill(det, [Action.type_text("abc"), Action.type_text("abc"), Action.type_text("abd")])
    assert not det.is_repeat_loop(3)


def test_reasoning_does_not_break_a_repeat() -> None:
    det = LoopDetector()
    for i in range(3):
        det.record(Action.click(10, 10, reasoning=f"try #{i}"), url="u", frame_hash=FROZEN)
    assert det.is_repeat_loop(3)


def test_reset_clears_history() -> None:
    det = LoopDetector()
    fill(det, [Action.click(400, 300)] * 5)
    det.reset()
    assert len(det) == 0
    assert not det.is_any_loop(2)
    assert not det.is_any_loop_adaptive(3)
    det.record(Action.click(400, 300), url="u", frame_hash=FROZEN)
    assert not det.is_any_loop(2)


@pytest.mark.parametrize("window", [-1, 0, 1])
def test_windows_below_two_never_fire(window: int) -> None:
    det = LoopDetector()
    fill(det, [Action.click(400, 300)] * 10)
    assert not det.is_repeat_loop(window)
    assert not det.is_drift_loop(window)
    assert not det.is_state_loop(window)
    assert not det.is_any_loop(window)
    assert not det.is_any_loop_adaptive(window)
    assert det.check(window) is None
    assert det.check(window, adaptive=False) is None


def test_page_down_with_changing_urls_is_not_a_repeat() -> None:
    det = LoopDetector()
    for i in range(6):
        det.record(Action.key("Page_Down"), url=f"http://a/list#{i}", frame_hash=FROZEN)
    assert not det.is_repeat_loop(3)
    assert not det.is_repeat_loop(6)
    assert not det.is_any_loop(6)


def test_page_down_on_a_frozen_page_is_a_repeat() -> None:
    det = LoopDetector()
    fill(det, [Action.key("Page_Down")] * 4)
    assert det.is_repeat_loop(4)


def test_scroll_exempt_only_while_state_changes() -> None:
    det = LoopDetector()
    for i in range(4):
        det.record(Action.scroll("down", 5), url="u", frame_hash=Hash(0xFF << (8 * i)))
    assert not det.is_repeat_loop(4)
    fill(det, [Action.scroll("down", 5)] * 4, url="u", h=Hash(0xFF << 24))
    assert det.is_repeat_loop(4)


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Action.scroll("down"), True),
        (Action.key("Page_Down"), True),
        (Action.key("PageUp"), True),
        (Action.key("Down"), True),
        (Action.key("ArrowLeft"), True),
        (Action.key("Return"), False),
        (Action.key("ctrl+a"), False),
        (Action.click(1, 1), False),
    ],
)
def test_scroll_like(action: Action, expected: bool) -> None:
    assert is_scroll_like(action) is expected


def test_drift_within_tolerance_fires_and_an_outlier_breaks_it() -> None:
    det = LoopDetector(click_tol_px=8)
    # A model re-aiming at one button: every pair of targets within 8 px.
    points = [(500, 400), (503, 402), (498, 404), (501, 397), (504, 401)]
    fill(det, [Action.click(x, y) for x, y in points])
    assert det.is_drift_loop(5)
    assert not det.is_repeat_loop(5)
    det.record(Action.click(560, 400), url="http://a/x", frame_hash=FROZEN)
    assert not det.is_drift_loop(5)
    assert not det.is_drift_loop(3)


def test_drift_measures_the_spread_not_the_distance_to_the_first() -> None:
    det = LoopDetector(click_tol_px=8)
    # Each within 7 px of the first, but the two ends are 14 px apart.
    fill(det, [Action.click(100, 100), Action.click(93, 100), Action.click(107, 100)])
    assert not det.is_drift_loop(3)


def test_key_presses_and_typing_never_drift() -> None:
    det = LoopDetector()
    fill(det, [Action.key("Tab")] * 4)
    assert not det.is_drift_loop(4)
    det.reset()
    fill(det, [Action.type_text("a", x=10, y=10)] * 4)
    assert not det.is_drift_loop(4)


def test_double_clicks_and_drags_drift() -> None:
    det = LoopDetector(click_tol_px=8)
    fill(det, [Action.double_click(50, 50), Action.click(52, 51), Action.double_click(49, 53)])
    assert det.is_drift_loop(3)
    det.reset()
    drags = [
        Action(ActionType.DRAG, {"x": 10, "y": 10, "to_x": 200 + d, "to_y": 10}) for d in (0, 3, 5)
    ]
    fill(det, drags)
    assert det.is_drift_loop(3)
    det.record(
        Action(ActionType.DRAG, {"x": 10, "y": 10, "to_x": 300, "to_y": 10}),
        url="http://a/x",
        frame_hash=FROZEN,
    )
    assert not det.is_drift_loop(3)


def test_diverse_actions_on_a_frozen_state_are_a_state_loop() -> None:
    det = LoopDetector()
    fill(
        det,
        [
            Action.click(100, 100),
            Action.type_text("hello"),
            Action.key("Return"),
            Action.click(700, 500),
            Action.scroll("down"),
        ],
    )
    assert det.is_state_loop(5)
    assert not det.is_repeat_loop(5)
    assert not det.is_drift_loop(5)
    assert det.is_any_loop(5)


def test_changing_urls_are_not_a_state_loop() -> None:
    det = LoopDetector()
    for i in range(5):
        det.record(Action.click(100, 100), url=f"http://a/page/{i}", frame_hash=FROZEN)
    assert not det.is_state_loop(5)
    assert not det.is_state_loop(2)


def test_samples_without_evidence_never_prove_a_frozen_state() -> None:
    det = LoopDetector()
    for _ in range(5):
        det.record(Action.click(100 + 50 * len(det), 100))
    assert not det.is_state_loop(5)
    det.reset()
    fill(det, [Action.click(10, 10), Action.type_text("x")])
    det.record(Action.key("Tab"))  # no URL, no hash
    assert not det.is_state_loop(3)
    assert det.is_state_loop(2) is False  # the last two include the evidence-free sample


def test_spinner_jitter_within_tolerance_stays_frozen() -> None:
    det = LoopDetector(state_hash_tolerance=6)
    frames = [FROZEN, flip(FROZEN, 3, 40), flip(FROZEN, 3, 17), FROZEN, flip(FROZEN, 40, 17)]
    for i, h in enumerate(frames):
        det.record(Action.click(100 + 60 * i, 100), url="u", frame_hash=h)
    assert det.is_state_loop(5)
    # Equality (tolerance 0, the reference's string comparison) is defeated by the spinner.
    strict = LoopDetector(state_hash_tolerance=0)
    for i, h in enumerate(frames):
        strict.record(Action.click(100 + 60 * i, 100), url="u", frame_hash=h)
    assert not strict.is_state_loop(5)


def test_a_new_page_beyond_tolerance_is_not_frozen() -> None:
    det = LoopDetector(state_hash_tolerance=6)
    det.record(Action.click(1, 1), url="u", frame_hash=FROZEN)
    det.record(Action.click(1, 1), url="u", frame_hash=flip(FROZEN, *range(8)))
    assert not det.is_state_loop(2)
    assert det.state_progressed(2)


def test_string_hashes_compare_by_equality() -> None:
    det = LoopDetector()
    for h in ("abc", "abc", "abc"):
        det.record(Action.click(1, 1 + len(det) * 50), url="u", frame_hash=h)
    assert det.is_state_loop(3)
    det.record(Action.click(1, 500), url="u", frame_hash="abd")
    assert not det.is_state_loop(3)


def test_bad_frame_hash_type_is_a_type_error() -> None:
    det = LoopDetector()
    with pytest.raises(TypeError):
        det.record(Action.click(1, 1), frame_hash=123)  # type: ignore[arg-type]


def test_record_accepts_an_action_dict() -> None:
    det = LoopDetector()
    for _ in range(3):
        det.record({"type": "click", "x": 5, "y": 6}, url="u", frame_hash=FROZEN)
    assert det.is_repeat_loop(3)


# -- adaptive ----------------------------------------------------------------------------------
def test_diversity_of_identical_and_distinct_clicks() -> None:
    det = LoopDetector()
    fill(det, [Action.click(400, 300)] * 5)
    assert det.pattern_diversity(5) == pytest.approx(0.2)
    det.reset()
    fill(det, [Action.click(100 * i, 300) for i in range(1, 6)])
    assert det.pattern_diversity(5) == pytest.approx(1.0)


def test_diversity_clusters_by_distance_not_grid() -> None:
    # 4 px of drift straddling what would be a grid line (x=16 for an 8 px grid) is one gesture.
    det = LoopDetector(click_tol_px=8)
    fill(det, [Action.click(14, 100), Action.click(18, 100), Action.click(15, 101)])
    assert det.pattern_diversity(3) == pytest.approx(1 / 3)
    # Different buttons or kinds of click at one spot are different gestures.
    det.reset()
    fill(det, [Action.click(14, 100), Action.click(14, 100, button="right")])
    assert det.pattern_diversity(2) == pytest.approx(1.0)


def test_pagination_widens_and_adaptive_says_no_loop_while_fixed_says_loop() -> None:
    det = LoopDetector(viewport=(1280, 800))
    for page in range(1, 6):
        det.record(Action.click(1180, 760), url=f"http://a/search?page={page}", frame_hash=FROZEN)
    assert det.state_progressed(3)
    assert det.adaptive_window(3) == 5
    assert det.is_any_loop(3)  # fixed: identical clicks
    assert not det.is_any_loop_adaptive(3)
    assert not det.is_loop(3)
    assert det.is_loop(3, adaptive=False)
    assert det.check(3) is None
    fixed = det.check(3, adaptive=False)
    assert fixed is not None and fixed.shape == "repeat"


def test_eight_identical_clicks_on_a_frozen_state_tighten_to_seven() -> None:
    det = LoopDetector()
    fill(det, [Action.click(640, 400)] * 8)
    assert det.pattern_diversity(8) == pytest.approx(0.125)
    assert det.adaptive_window(8) == 7
    assert det.is_any_loop_adaptive(8)


def test_adaptive_window_table() -> None:
    det = LoopDetector()
    assert det.adaptive_window(3) == 3  # short buffer: unchanged
    fill(det, [Action.click(640, 400)] * 2)
    assert det.adaptive_window(3) == 3  # still short
    det.reset()
    fill(det, [Action.click(100 * i, 100) for i in range(1, 4)])  # diverse
    assert det.adaptive_window(3) == 5
    assert det.adaptive_window(3, max_extension=0) == 3
    assert det.adaptive_window(3, max_extension=4) == 7
    det.reset()
    fill(det, [Action.click(640, 400)] * 4)
    assert det.adaptive_window(4) == 3  # uniform and frozen: tighten
    assert det.adaptive_window(2, floor=2) == 2  # never below the floor
    det.reset()
    # Uniform but the state is neither frozen nor progressing (A, B, A, B): no signal.
    for i in range(4):
        det.record(Action.click(640, 400), url="u", frame_hash=flip(FROZEN, *range(10 * (i % 2))))
    assert not det.state_progressed(4)
    assert not det.is_state_loop(4)
    assert det.adaptive_window(4) == 4


def test_toggle_oscillation_is_still_a_loop_when_adaptive() -> None:
    det = LoopDetector()
    for i in range(8):
        det.record(Action.click(30, 80), url="u", frame_hash=flip(FROZEN, *range(20 * (i % 2))))
    assert det.is_any_loop_adaptive(8)
    assert det.is_any_loop_adaptive(3)


def test_spinner_captcha_terminates_adaptive() -> None:
    det = LoopDetector(state_hash_tolerance=6)
    jitter = [(), (5,), (5, 9), (9,), (), (12, 5), (12,), (5,)]
    for bits in jitter:
        det.record(Action.click(640, 410), url="http://a/captcha", frame_hash=flip(FROZEN, *bits))
    assert det.is_any_loop_adaptive(8)
    verdict = det.check(8)
    assert verdict is not None and verdict.window == 7


# -- verdict -------------------------------------------------------------------------------------
def test_verdict_explains_what_fired() -> None:
    det = LoopDetector()
    fill(det, [Action.click(640, 400)] * 3)
    v = det.check(3)
    assert isinstance(v, LoopVerdict)
    assert v.shape == "repeat"
    assert v.shapes == ("repeat", "drift", "state")
    assert v.window == 3 and v.base_window == 3
    assert v.adaptive
    assert v.diversity == pytest.approx(1 / 3)
    assert v.state_frozen and not v.state_progressed
    assert v.max_hash_distance == 0
    text = v.describe()
    assert "CLICK" in text and "3 times" in text
    d = v.to_dict()
    assert d["shape"] == "repeat" and d["description"] == text
    with pytest.raises(AttributeError):
        v.window = 4  # type: ignore[misc]


def test_verdict_for_drift_and_state() -> None:
    det = LoopDetector(click_tol_px=8)
    fill(det, [Action.click(500, 400), Action.click(503, 402), Action.click(499, 404)])
    v = det.check(3, adaptive=False)
    assert v is not None and v.shape == "drift"
    assert v.spread_px == pytest.approx(4.5, abs=0.05)  # (503, 402) to (499, 404)
    assert "px" in v.describe()
    det.reset()
    fill(det, [Action.click(100, 100), Action.type_text("x"), Action.key("Tab")])
    v = det.check(3, adaptive=False)
    assert v is not None and v.shape == "state"
    assert "did not change" in v.describe()


def test_verdict_window_matches_the_adaptive_window() -> None:
    det = LoopDetector()
    fill(det, [Action.click(640, 400)] * 9)
    v = det.check(8)
    assert v is not None and v.window == 7 and v.base_window == 8
    text = v.describe()
    assert "adaptive window 7, tightened from 8: the last 8 actions" in text
    assert "repeated 9 times in a row" in text  # every repeat, not just the window's


# -- click tolerance and toggles ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("viewport", "expected"),
    [
        ((1280, 800), 8),
        ((1920, 1080), 9),
        ((2560, 1440), 12),
        ((3840, 2160), 18),
        ((7680, 4320), 35),
        ((0, 800), 8),
        ((1280, -1), 8),
        ((320, 240), 8),
    ],
)
def test_click_tolerance_table(viewport: tuple[int, int], expected: int) -> None:
    assert compute_click_tol_px(viewport) == expected


def test_click_tolerance_floor_and_missing_viewport() -> None:
    assert compute_click_tol_px(None) == 8
    assert compute_click_tol_px((1280, 800), floor=12) == 12
    assert compute_click_tol_px((3840, 2160), floor=4) == 18


@pytest.mark.parametrize("adaptive_click_tol", [True, False])
@pytest.mark.parametrize("loop_adaptive", [True, False])
def test_toggle_matrix(adaptive_click_tol: bool, loop_adaptive: bool) -> None:
    config = RunConfig(adaptive_click_tol=adaptive_click_tol, loop_adaptive=loop_adaptive)
    det = LoopDetector(viewport=(3840, 2160), config=config)
    assert det.click_tol_px == (18 if adaptive_click_tol else 8)
    # 12 px of drift at 4K: drift only when the tolerance scales with the screen.
    fill(det, [Action.click(2000, 1200), Action.click(2012, 1200), Action.click(2006, 1204)])
    assert det.is_drift_loop(3) is adaptive_click_tol
    # Pagination: fixed windows call it a loop, adaptive ones do not.
    det.reset()
    for page in range(5):
        det.record(Action.click(3700, 2100), url=f"http://a/?p={page}", frame_hash=FROZEN)
    assert det.is_loop(3) is (not loop_adaptive)
    assert (det.check(3) is not None) is (not loop_adaptive)


def test_toggles_from_the_environment_mapping() -> None:
    config = RunConfig.from_env(
        {"MANTIS_LOOP_ADAPTIVE": "disabled", "VIGIL_ADAPTIVE_CLICK_TOL": "0"}
    )
    det = LoopDetector(viewport=(3840, 2160), config=config)
    assert det.click_tol_px == 8 and det.adaptive_default is False


def test_explicit_settings_win_over_config() -> None:
    config = RunConfig(state_hash_tolerance=2, adaptive_click_tol=False)
    det = LoopDetector(click_tol_px=20, viewport=(1280, 800), config=config, state_hash_tolerance=5)
    assert det.click_tol_px == 20 and det.state_hash_tolerance == 5
    assert LoopDetector(config=config).state_hash_tolerance == 2


def test_maxlen_bounds_history() -> None:
    det = LoopDetector(maxlen=4)
    fill(det, [Action.click(1, 1)] * 10)
    assert len(det) == 4 and det.maxlen == 4
    assert det.is_repeat_loop(4) and not det.is_repeat_loop(5)
    with pytest.raises(ValueError):
        LoopDetector(maxlen=1)


def test_public_exports() -> None:
    assert vigil.LoopDetector is LoopDetector
    assert vigil.LoopVerdict is LoopVerdict
    assert vigil.compute_click_tol_px is compute_click_tol_px
    for name in ("LoopDetector", "LoopVerdict", "compute_click_tol_px"):
        assert name in vigil.__all__


# -- properties ----------------------------------------------------------------------------------
_actions = st.one_of(
    st.builds(Action.click, st.integers(0, 4000), st.integers(0, 2500)),
    st.builds(Action.type_text, st.sampled_from(["a", "b", "hello"])),
    st.builds(Action.key, st.sampled_from(["Tab", "Return", "Page_Down"])),
    st.builds(Action.scroll, st.sampled_from(["up", "down"])),
)
_steps = st.lists(
    st.tuples(
        _actions,
        st.one_of(st.none(), st.sampled_from(["http://a/1", "http://a/2"])),
        st.one_of(st.none(), st.integers(0, 2**64 - 1).map(Hash)),
    ),
    max_size=20,
)


@settings(max_examples=150, deadline=None)
@given(
    _steps,
    st.integers(-2, 25),
    st.integers(0, 4),
    st.integers(2, 4),
    st.tuples(st.integers(1, 8000), st.integers(1, 5000)),
)
def test_invariants(
    steps: list[tuple[Action, str | None, Hash | None]],
    window: int,
    extension: int,
    floor: int,
    viewport: tuple[int, int],
) -> None:
    det = LoopDetector(viewport=viewport)
    for action, url, h in steps:
        det.record(action, url=url, frame_hash=h)
    div = det.pattern_diversity(window)
    assert 0.0 <= div <= 1.0
    w = det.adaptive_window(window, max_extension=extension, floor=floor)
    if window >= floor:
        assert w >= floor
    assert window - 1 <= w <= window + extension or w == window
    assert det.is_loop(window) == (det.check(window) is not None)
    assert det.is_loop(window, adaptive=False) == (det.check(window, adaptive=False) is not None)
    if window < 2:
        assert not det.is_any_loop(window)
    assert compute_click_tol_px(viewport) >= 8
    if det.is_state_loop(window):
        assert not det.state_progressed(window)
