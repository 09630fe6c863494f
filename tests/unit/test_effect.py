"""The perceptual effect verifier: classifier, decision, skips, surfaces, settle, CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vigil import (
    Action,
    ActionType,
    EffectCheck,
    Frame,
    Monitor,
    RunConfig,
    SettleResult,
    StepVerdict,
    check_effect,
    feedback_warning,
    is_high_risk,
    perceptual_summary,
    phash,
    settle,
)
from vigil.config import DEFAULT_HIGH_RISK_KEYWORDS
from vigil.verify.effect import SKIP_OFF_SCREEN, volatile_mask

W, H = 1280, 800


# -- synthetic UI frames ---------------------------------------------------------------------
def ui_frame(seed: int = 0, dark: bool = False) -> np.ndarray:
    """A page-like frame: header bar, text lines, a button, a checkbox outline."""
    bg, fg = ((24, 26, 30), (225, 228, 235)) if dark else ((250, 250, 250), (30, 30, 40))
    img = np.full((H, W, 3), bg, np.uint8)
    cv2.rectangle(img, (0, 0), (W, 56), (32, 48, 74), -1)
    cv2.putText(img, "Northwind Shop", (24, 36), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (240, 240, 240), 2)
    rng = np.random.default_rng(seed)
    for row in range(12):
        words = " ".join("".join(rng.choice(list("abcdefghij"), 6)) for _ in range(8))
        cv2.putText(
            img, words, (40, 120 + 30 * row), cv2.FONT_HERSHEY_SIMPLEX, 0.5, fg, 1, cv2.LINE_AA
        )
    cv2.rectangle(img, (600, 600), (740, 640), (47, 111, 222), -1)
    cv2.putText(
        img, "Submit", (628, 627), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 1, cv2.LINE_AA
    )
    cv2.rectangle(img, (100, 620), (114, 634), fg, 1)
    return img


def click(x: float = 670, y: float = 620, reasoning: str = "Click Submit") -> Action:
    return Action.click(x, y, reasoning)


def tick(img: np.ndarray) -> np.ndarray:
    out = img.copy()
    cv2.line(out, (102, 627), (106, 632), (30, 30, 40), 2)
    cv2.line(out, (106, 632), (113, 621), (30, 30, 40), 2)
    return out


def jpeg(img: np.ndarray | Frame, quality: int) -> Frame:
    return Frame(Frame(img).to_jpeg(quality))


# -- classifier --------------------------------------------------------------------------------
@pytest.mark.parametrize("keyword", DEFAULT_HIGH_RISK_KEYWORDS)
def test_every_keyword_makes_a_click_high_risk(keyword: str) -> None:
    assert is_high_risk(Action.click(1, 1, f"Now I will {keyword} the form"))
    assert is_high_risk(Action.click(1, 1, keyword.upper()))


@pytest.mark.parametrize(
    "reasoning",
    [
        "Sign-in with my account",
        "SIGN IN",
        "click Log-In",
        "Submitting the form",
        "saving",
        "confirmation dialog",
        "place_order",
        "Deleted? delete it",
    ],
)
def test_keywords_are_word_aware_and_case_insensitive(reasoning: str) -> None:
    assert is_high_risk(Action.click(1, 1, reasoning))


@pytest.mark.parametrize(
    "reasoning",
    [
        "",
        "open the menu",
        "resend later? no: open menu",
        "unsaved changes banner",
        "the buyer's name",
    ],
)
def test_clicks_without_a_keyword_are_not_high_risk(reasoning: str) -> None:
    assert not is_high_risk(Action.click(1, 1, reasoning))


@pytest.mark.parametrize(
    "keys",
    [
        "Return",
        "Enter",
        "enter",
        "RETURN",
        "ctrl+Return",
        "ctrl+enter",
        "shift+Enter",
        "ctrl + Return",
        "KP_Enter",  # the keypad's Enter, as X11 names it (computer-use models send it)
        "ctrl+KP_Enter",
        "NumpadEnter",
    ],
)
def test_enter_keys_are_high_risk(keys: str) -> None:
    assert is_high_risk(Action.key(keys))


@pytest.mark.parametrize("keys", ["Tab", "Escape", "Page_Down", "a", "ctrl+a", "Return+a", ""])
def test_other_keys_are_not(keys: str) -> None:
    assert not is_high_risk(Action.key(keys))


def test_key_list_param_and_dict_action() -> None:
    assert is_high_risk(Action(ActionType.KEY_PRESS, {"keys": ["ctrl", "Return"]}))
    assert is_high_risk({"action_type": "KEY_PRESS", "params": {"keys": "Return"}})
    assert is_high_risk(
        {"type": "tool_use", "name": "computer", "input": {"action": "key", "text": "Return"}}
    )


@pytest.mark.parametrize(
    "action",
    [
        Action.double_click(1, 1, "submit"),
        Action.type_text("submit", "submit the form"),
        Action.scroll(reasoning="submit"),
        Action.wait(reasoning="wait for submit"),
        Action.done(reasoning="submitted"),
        Action(ActionType.MOVE, {"x": 1, "y": 1}, "hover submit"),
    ],
)
def test_other_action_types_are_never_high_risk(action: Action) -> None:
    assert not is_high_risk(action)


def test_keyword_list_is_configurable() -> None:
    a = Action.click(1, 1, "Publish the post")
    assert not is_high_risk(a)
    assert is_high_risk(a, keywords=("publish",))
    assert not is_high_risk(Action.click(1, 1, "submit"), keywords=())
    cfg = RunConfig(high_risk_keywords=("publish",))
    pre = ui_frame()
    assert check_effect(pre, pre, a, cfg).effect_observed is False
    assert check_effect(pre, pre, a).reason == "not high-risk"


# -- decision ----------------------------------------------------------------------------------
def test_identical_frames_are_stable() -> None:
    pre = ui_frame()
    check = check_effect(pre, pre.copy(), click())
    assert check.effect_observed is False
    assert check.reason == "global_and_region_stable"
    assert not check.global_changed and not check.region_changed
    assert check.global_distance == 0 and check.region_distance == 0
    assert check.region_box == (570, 520, 770, 720)
    assert feedback_warning(check) == (
        "WARNING: high-risk action had no observed effect (global_and_region_stable)"
    )


def test_change_only_inside_region_is_region_changed() -> None:
    pre = ui_frame()
    post = pre.copy()
    cv2.putText(
        post, "Sent!", (630, 680), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (30, 30, 40), 1, cv2.LINE_AA
    )
    check = check_effect(pre, post, click())
    assert check.effect_observed is True
    assert check.reason == "region_changed"
    assert check.region_changed and check.global_changed
    assert check.changed_bbox is not None
    x0, y0, x1, y1 = check.changed_bbox
    rx0, ry0, rx1, ry1 = check.region_box or (0, 0, 0, 0)
    assert rx0 <= x0 and ry0 <= y0 and x1 <= rx1 and y1 <= ry1
    assert feedback_warning(check) is None


def test_far_small_change_is_global_changed() -> None:
    pre = ui_frame()
    post = tick(pre)  # the checkbox is ~550 px from the click
    check = check_effect(pre, post, click())
    assert check.effect_observed is True
    assert check.reason == "global_changed"
    assert not check.region_changed
    # 64-bit whole-frame hashes are blind to it; the decision is not, and it says where.
    assert check.dense_windows > 0
    assert check.changed_bbox is not None
    x0, y0, x1, y1 = check.changed_bbox
    assert x0 >= 96 and x1 <= 118 and y0 >= 616 and y1 <= 638  # the checkbox, nothing else


@pytest.mark.parametrize("quality", [70, 80, 90])
def test_jpeg_reencode_of_a_noop_is_stable(quality: int) -> None:
    pre = ui_frame(seed=3)
    check = check_effect(pre, jpeg(pre, quality), click())
    assert check.effect_observed is False, check.to_dict()


@pytest.mark.parametrize("quality", [70, 90])
def test_small_effect_survives_jpeg(quality: int) -> None:
    pre = ui_frame(seed=4)
    check = check_effect(Frame(pre), jpeg(tick(pre), quality), click())
    assert check.effect_observed is True


def test_colour_only_change_counts() -> None:
    pre = ui_frame()
    grey, red = ui_frame(), None
    cv2.putText(
        grey,
        "We never share your email",
        (40, 500),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.45,
        (118, 118, 118),
        1,
        cv2.LINE_AA,
    )
    red = pre.copy()
    cv2.putText(
        red,
        "We never share your email",
        (40, 500),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.45,
        (230, 70, 70),
        1,
        cv2.LINE_AA,
    )
    luma = lambda a: cv2.cvtColor(a, cv2.COLOR_RGB2GRAY).astype(int)  # noqa: E731
    assert np.abs(luma(grey) - luma(red)).max() < 24  # same brightness: luma alone is blind
    check = check_effect(grey, red, click())
    assert check.effect_observed is True


def test_key_press_without_point_checks_globally_only() -> None:
    pre = ui_frame()
    check = check_effect(pre, tick(pre), Action.key("Return"))
    assert check.region_box is None and check.region_distance is None
    assert check.reason == "global_changed"
    assert check_effect(pre, pre, Action.key("Return")).reason == "global_and_region_stable"


@pytest.mark.parametrize(
    ("x", "y", "box"),
    [
        (0, 0, (0, 0, 200, 200)),
        (W - 1, H - 1, (W - 200, H - 200, W, H)),
        (30, H - 5, (0, H - 200, 200, H)),
        (W / 2, H / 2, (540, 300, 740, 500)),
    ],
)
def test_region_is_shifted_inside_the_frame(x: float, y: float, box: tuple[int, ...]) -> None:
    pre = ui_frame()
    check = check_effect(pre, pre, Action.click(x, y, "submit"))
    assert check.region_box == box


@pytest.mark.parametrize(("x", "y"), [(-50, 5000), (W + 10, -10), (W, 10), (5000, 5000)])
def test_a_point_off_the_frame_is_not_judged(x: float, y: float) -> None:
    """Judging the nearest corner would warn of a no-op where nothing was pointed at (the
    model's coordinates in another scale, most often): the step is skipped, with a note."""
    pre = ui_frame()
    check = check_effect(pre, pre, Action.click(x, y, "submit"))
    assert check.effect_observed is None
    assert check.reason == SKIP_OFF_SCREEN
    assert f"outside the {W}x{H} frame" in check.notes[0]


def test_region_clamped_on_tiny_frames() -> None:
    pre = np.full((120, 90, 3), 255, np.uint8)
    check = check_effect(pre, pre, Action.click(45, 60, "submit"))
    assert check.region_box == (0, 0, 90, 120)
    assert check.effect_observed is False


def test_frames_of_different_size_are_a_global_change() -> None:
    check = check_effect(ui_frame(), np.zeros((400, 300, 3), np.uint8), click())
    assert check.effect_observed is True and check.reason == "global_changed"
    assert "size changed" in check.notes[0]


def test_broad_gentle_dimming_is_caught() -> None:
    pre = ui_frame()
    post = (pre.astype(np.int16) - 18).clip(0, 255).astype(np.uint8)  # below the pixel tolerance
    post[:, : W // 2] = pre[:, : W // 2]
    check = check_effect(pre, post, click())
    assert check.effect_observed is True


# -- skips and toggle --------------------------------------------------------------------------
def test_skip_reasons() -> None:
    pre = ui_frame()
    assert check_effect(None, pre, click()).reason == "missing frame"
    assert check_effect(pre, None, click()).reason == "missing frame"
    not_risky = check_effect(pre, tick(pre), Action.click(1, 1, "open menu"))
    assert not_risky.effect_observed is None and not_risky.reason == "not high-risk"
    off = check_effect(pre, pre, click(), RunConfig(perceptual_verify=False))
    assert off.effect_observed is None and off.reason == "toggle disabled"
    for skipped in (not_risky, off):
        assert feedback_warning(skipped) is None
        assert not skipped.checked


@pytest.mark.parametrize(
    ("value", "enabled"),
    [
        ("disabled", False),
        ("0", False),
        ("OFF", False),
        (" no ", False),
        ("enabled", True),
        ("1", True),
        ("yes", True),
    ],
)
def test_toggle_values_from_environment(value: str, enabled: bool) -> None:
    for name in ("VIGIL_PERCEPTUAL_VERIFY", "MANTIS_PERCEPTUAL_VERIFY"):
        cfg = RunConfig.from_env({name: value})
        check = check_effect(ui_frame(), ui_frame(), click(), cfg)
        assert (check.effect_observed is not None) is enabled
        assert (check.reason == "toggle disabled") is (not enabled)


def test_toggle_off_short_circuits_before_reading_frames() -> None:
    # Even undecodable input is not touched when the verifier is off.
    cfg = RunConfig(perceptual_verify=False)
    assert check_effect(b"junk", b"junk", click(), cfg).reason == "toggle disabled"


# -- summary and warning ---------------------------------------------------------------------
def test_summary_counts_only_checks_that_ran() -> None:
    pre = ui_frame()
    stable = check_effect(pre, pre, click())
    changed = check_effect(pre, tick(pre), click())
    skipped = check_effect(pre, pre, Action.click(1, 1, "look around"))
    off = check_effect(pre, pre, click(), RunConfig(perceptual_verify=False))
    assert perceptual_summary([stable, changed, skipped, off, None]) == {
        "checked": 2,
        "no_effect": 1,
    }
    assert perceptual_summary([skipped, off]) == {}
    assert perceptual_summary([]) == {}


def test_warning_names_the_transient() -> None:
    pre = ui_frame()
    flash = pre.copy()
    cv2.putText(
        flash,
        "Please enter a valid email",
        (40, 560),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.5,
        (200, 30, 30),
        1,
        cv2.LINE_AA,
    )
    check = check_effect(pre, pre.copy(), click(), samples=[pre, flash, pre])
    assert check.effect_observed is False and check.transient_change
    assert check.transient_box is not None
    warning = feedback_warning(check)
    assert warning is not None
    assert warning.startswith(
        "WARNING: high-risk action had no observed effect (global_and_region_stable; "
    )
    assert "appeared" in warning and "vanished" in warning


def test_change_that_stays_is_not_transient() -> None:
    pre = ui_frame()
    post = tick(pre)
    check = check_effect(pre, post, click(), samples=[pre, post, post])
    assert check.effect_observed is True and not check.transient_change


def test_to_dict_is_json_safe() -> None:
    pre = ui_frame()
    check = check_effect(pre, tick(pre), click(), samples=[pre])
    data = json.loads(json.dumps(check.to_dict()))
    assert data["effect_observed"] is True
    assert data["thresholds"]["region_size"] == 200
    assert isinstance(data["changed_boxes"], list)
    assert isinstance(check, EffectCheck)
    with pytest.raises(AttributeError):
        check.reason = "x"  # type: ignore[misc]


# -- volatile elements -------------------------------------------------------------------------
def clock(img: np.ndarray, text: str) -> np.ndarray:
    out = img.copy()
    cv2.rectangle(out, (1000, 10), (1180, 46), (32, 48, 74), -1)
    cv2.putText(
        out, text, (1010, 38), cv2.FONT_HERSHEY_SIMPLEX, 0.8, (240, 240, 240), 2, cv2.LINE_AA
    )
    return out


def test_clock_tens_digit_is_masked_as_part_of_the_element() -> None:
    base = ui_frame()
    idle_a, pre = clock(base, "10:41:27"), clock(base, "10:41:28")
    post = clock(base, "10:41:39")  # the tens digit changed too: pixels idle never touched
    without = check_effect(pre, post, click())
    assert without.effect_observed is True  # without idle frames the clock is an "effect"
    masked = check_effect(pre, post, click(), idle=(idle_a, pre))
    assert masked.effect_observed is False, masked.to_dict()
    assert masked.volatile_boxes
    # ... but a real effect elsewhere still counts while the clock ticks.
    real = check_effect(pre, tick(post), click(), idle=(idle_a, pre))
    assert real.effect_observed is True


def with_progress(img: np.ndarray, filled_to: int) -> np.ndarray:
    """A long progress bar under the header (track 200..1200 px) filled up to ``filled_to``."""
    out = img.copy()
    cv2.rectangle(out, (200, 76), (1200, 88), (225, 228, 235), -1)
    cv2.rectangle(out, (200, 76), (filled_to, 88), (47, 111, 222), -1)
    return out


def test_progress_bar_that_ran_on_past_its_learned_box_is_not_an_effect() -> None:
    """While idle the fill grew 500 -> 520 px; by ``post`` it reached 760, further past the
    patch than the element's own reach. The bar is still one element, followed sideways."""
    base = ui_frame(seed=4)
    idle = (with_progress(base, 500), with_progress(base, 520))
    check = check_effect(idle[1], with_progress(base, 760), click(), idle=idle)
    assert check.effect_observed is False, check.to_dict()
    # A label appearing under the bar is not part of it.
    post = with_progress(base, 760)
    cv2.putText(post, "Saved", (480, 104), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (30, 130, 60), 1)
    assert check_effect(idle[1], post, click(), idle=idle).effect_observed is True


def test_volatile_mask_none_when_idle_frames_agree() -> None:
    mask, boxes = volatile_mask(ui_frame(), ui_frame())
    assert mask is None and boxes == ()


# -- settle ------------------------------------------------------------------------------------
class FakeScreen:
    """A grab() that plays a list of frames (the last one repeats) on a fake clock."""

    def __init__(
        self, frames: list[np.ndarray], grab_cost_s: float = 0.01, cycle: bool = False
    ) -> None:
        self.frames = frames
        self.cycle = cycle
        self.i = 0
        self.now = 0.0
        self.cost = grab_cost_s

    def grab(self) -> np.ndarray:
        self.now += self.cost
        n = len(self.frames)
        frame = self.frames[self.i % n if self.cycle else min(self.i, n - 1)]
        self.i += 1
        return frame

    def clock(self) -> float:
        return self.now

    def sleep(self, s: float) -> None:
        self.now += s


def run_settle(screen: FakeScreen, **kw: float) -> SettleResult:
    return settle(screen.grab, clock=screen.clock, sleep=screen.sleep, **kw)  # type: ignore[arg-type]


def test_settle_stops_once_frames_are_stable() -> None:
    a, b = ui_frame(), tick(ui_frame())
    mid = clock(a, "loading")
    screen = FakeScreen([a, mid, b, b, b])
    result = run_settle(screen, stable_frames=2, interval_s=0.05)
    assert result.settled
    assert result.frame == Frame(b)
    assert result.polls == 4
    assert [s == Frame(x) for s, x in zip(result.samples, [a, mid, b], strict=True)] == [
        True,
        True,
        True,
    ]
    assert 0.15 < result.elapsed_s < 0.25


def test_settle_times_out_on_a_screen_that_never_stops() -> None:
    frames = [clock(ui_frame(), f"10:41:{i:02d}") for i in range(200)]
    screen = FakeScreen(frames)
    result = run_settle(screen, timeout_s=1.0, interval_s=0.05)
    assert not result.settled
    assert 0.95 <= result.elapsed_s <= 1.1
    assert len(result.samples) <= 24


def test_settle_ignores_jpeg_noise_and_masked_regions() -> None:
    base = ui_frame()
    noisy = [Frame(jpeg(base, q).rgb) for q in (70, 85, 90)]
    result = run_settle(FakeScreen([f.rgb for f in noisy]), stable_frames=3)
    assert result.settled and result.polls == 3
    ticking = [clock(base, f"10:41:{i:02d}") for i in range(10)]
    ignore = np.zeros((H, W), bool)
    ignore[0:56, 990:1200] = True
    ticking_screen = FakeScreen(ticking, cycle=True)
    assert run_settle(ticking_screen, stable_frames=2, timeout_s=1.0).settled is False
    masked = settle(FakeScreen(ticking).grab, stable_frames=2, ignore=ignore, interval_s=0)
    assert masked.settled and masked.polls == 2


def test_settle_does_not_end_while_busy() -> None:
    """Frames captured while ``busy()`` says the page awaits an answer never count: the
    still screen before the answer is not the settled one, and the run starts anew after."""
    a, b = ui_frame(), tick(ui_frame())
    screen = FakeScreen([a, a, a, a, b, b, b])
    waiting = iter([True, True, True, True, False, False, False])
    result = settle(
        screen.grab,  # type: ignore[arg-type]
        clock=screen.clock,
        sleep=screen.sleep,
        stable_frames=2,
        interval_s=0.05,
        busy=lambda: next(waiting),
    )
    assert result.settled and result.frame == Frame(b)
    assert result.polls == 6
    assert [s == Frame(x) for s, x in zip(result.samples, [a, b], strict=True)] == [True, True]
    # The first quiet frame starts the run even when it equals the busy one before it.
    screen = FakeScreen([a, a, a])
    waiting = iter([True, False, False])
    still = settle(
        screen.grab,  # type: ignore[arg-type]
        clock=screen.clock,
        sleep=screen.sleep,
        stable_frames=2,
        busy=lambda: next(waiting),
    )
    assert still.settled and still.polls == 3


def test_first_change_returns_the_frame_that_moved_or_none() -> None:
    """A settled screen under watch: the first poll that differs comes back (a flash that
    vanished), and a screen that stays still for the whole watch gives None."""
    from vigil.frames.settle import first_change, frames_equal

    a, b = Frame(ui_frame()), Frame(tick(ui_frame()))

    def watch(screen: FakeScreen, seconds: float) -> Frame | None:
        return first_change(
            lambda: Frame(screen.grab()),
            a,
            seconds,
            interval_s=0.05,
            changed=lambda x, y: not frames_equal(x, y),
            clock=screen.clock,
            sleep=screen.sleep,
        )

    flashing = FakeScreen([a.rgb, a.rgb, b.rgb])
    moved = watch(flashing, 1.0)
    assert moved is not None and moved == b and flashing.i == 3
    still = FakeScreen([a.rgb])
    assert watch(still, 0.45) is None
    assert 7 <= still.i <= 8  # polls 60 ms apart (50 ms wait + 10 ms grab) for 0.45 s


def test_settle_arguments() -> None:
    screen = FakeScreen([ui_frame()])
    one = run_settle(screen, stable_frames=1)
    assert one.settled and one.polls == 1
    zero = run_settle(FakeScreen([ui_frame(), tick(ui_frame())]), timeout_s=0)
    assert zero.polls == 1 and not zero.settled
    with pytest.raises(ValueError):
        settle(screen.grab, stable_frames=0)
    boom: Callable[[], np.ndarray] = lambda: (_ for _ in ()).throw(RuntimeError("no screen"))  # noqa: E731
    with pytest.raises(RuntimeError, match="no screen"):
        settle(boom)


def flashed(img: np.ndarray) -> np.ndarray:
    """``img`` with a validation message shown (the frame a flash is caught in)."""
    out = img.copy()
    cv2.putText(
        out,
        "Invalid email",
        (40, 560),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.5,
        (200, 30, 30),
        1,
        cv2.LINE_AA,
    )
    return out


def test_settle_samples_feed_transient_detection() -> None:
    pre = ui_frame()
    flash = flashed(pre)
    screen = FakeScreen([flash, pre, pre])
    result = run_settle(screen, stable_frames=2)
    check = check_effect(pre, result.frame, click(), samples=result.samples)
    assert check.effect_observed is False and check.transient_change


# -- CLI ---------------------------------------------------------------------------------------
def vigil(*args: str) -> subprocess.CompletedProcess[str]:
    # A wide terminal: rich would otherwise wrap a long one-line error at 80 columns.
    env = {**os.environ, "COLUMNS": "300"}
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args], capture_output=True, text=True, timeout=60, env=env
    )


def test_cli_verify_effect(tmp_path: Path) -> None:
    pre, post = tmp_path / "pre.png", tmp_path / "post.png"
    Frame(ui_frame()).save(pre)
    Frame(tick(ui_frame())).save(post)
    action = json.dumps(click().to_dict())
    r = vigil(
        "verify-effect",
        str(pre),
        str(post),
        "--action",
        action,
        "--json",
        "--out",
        str(tmp_path / "o.png"),
    )
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["effect_observed"] is True and data["reason"] == "global_changed"
    assert Frame(tmp_path / "o.png").size == (W, H)
    same = vigil("verify-effect", str(pre), str(pre), "--action", action)
    assert same.returncode == 0, same.stderr
    assert "NO effect observed" in same.stdout and "WARNING" in same.stdout
    assert "global_and_region_stable" in same.stdout


def test_cli_verify_effect_plain_pre_reads_hover_as_the_pointers(tmp_path: Path) -> None:
    """A button shaded at the point: from a hover-aware PRE (the default) the shade came
    with the click; with --plain-pre it may be the pointer's hover styling."""
    pre, post = tmp_path / "pre.png", tmp_path / "post.png"
    base = ui_frame(seed=5)
    Frame(base).save(pre)
    Frame(restyled(base, "shade")).save(post)
    action = json.dumps(click().to_dict())
    aware = vigil("verify-effect", str(pre), str(post), "--action", action, "--json")
    plain = vigil("verify-effect", str(pre), str(post), "--action", action, "--plain-pre", "--json")
    assert aware.returncode == 0 and plain.returncode == 0, (aware.stderr, plain.stderr)
    assert json.loads(aware.stdout)["effect_observed"] is True
    data = json.loads(plain.stdout)
    assert data["effect_observed"] is False and data["hover_discounted"]


def test_cli_verify_effect_errors_are_one_line(tmp_path: Path) -> None:
    pre = tmp_path / "pre.png"
    Frame(ui_frame()).save(pre)
    bad_json = vigil("verify-effect", str(pre), str(pre), "--action", "{nope")
    missing = vigil(
        "verify-effect",
        str(pre),
        str(tmp_path / "none.png"),
        "--action",
        json.dumps(click().to_dict()),
    )
    bad_type = vigil("verify-effect", str(pre), str(pre), "--action", '{"action_type": "JUMP"}')
    for r in (bad_json, missing, bad_type):
        assert r.returncode != 0
        lines = [ln for ln in r.stderr.strip().splitlines() if ln.strip()]
        assert len(lines) == 1 and "error" in lines[0], r.stderr


def test_blinking_caret_alone_is_not_an_effect() -> None:
    pre = ui_frame()
    cv2.rectangle(pre, (40, 700), (400, 730), (120, 120, 120), 1)
    post = pre.copy()
    cv2.line(pre, (60, 706), (60, 724), (20, 20, 20), 1)  # the caret, then it blinks off
    check = check_effect(pre, post, Action.key("Return"))
    assert check.effect_observed is False, check.to_dict()
    assert any("caret" in n for n in check.notes)
    # A real change next to the caret still counts.
    cv2.putText(post, "Required", (420, 722), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (200, 30, 30), 1)
    assert check_effect(pre, post, Action.key("Return")).effect_observed is True


def test_settle_stable_span_outlasts_a_flash() -> None:
    pre = ui_frame()
    flash = flashed(pre)
    frames = [flash] * 6 + [pre] * 20  # the message is up for ~0.3 s of 50 ms polls
    quick = run_settle(FakeScreen(frames, grab_cost_s=0.0), interval_s=0.05)
    assert quick.settled and quick.frame == Frame(flash)  # two equal frames: too early
    patient = run_settle(FakeScreen(frames, grab_cost_s=0.0), interval_s=0.05, stable_s=0.35)
    assert patient.settled and patient.frame == Frame(pre)
    assert patient.elapsed_s >= 0.35 + 0.3 - 1e-9
    check = check_effect(pre, patient.frame, click(), samples=patient.samples)
    assert check.effect_observed is False and check.transient_change


# -- invariants (hypothesis) -------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    w=st.integers(8, 400),
    h=st.integers(8, 300),
    fx=st.floats(0, 1, exclude_max=True),
    fy=st.floats(0, 1, exclude_max=True),
    seed=st.integers(0, 2**16),
)
def test_identical_frames_never_show_an_effect(
    w: int, h: int, fx: float, fy: float, seed: int
) -> None:
    img = np.random.default_rng(seed).integers(0, 256, (h, w, 3), dtype=np.uint8)
    check = check_effect(img, img.copy(), Action.click(fx * w, fy * h, "submit"))
    assert check.effect_observed is False
    x0, y0, x1, y1 = check.region_box or (0, 0, 0, 0)
    assert 0 <= x0 < x1 <= w and 0 <= y0 < y1 <= h
    assert (x1 - x0, y1 - y0) == (min(200, w), min(200, h))


@settings(max_examples=60, deadline=None)
@given(reasoning=st.text(max_size=80))
def test_classifier_never_raises_and_is_case_blind(reasoning: str) -> None:
    a = is_high_risk(Action.click(1, 1, reasoning))
    assert isinstance(a, bool)
    if reasoning.lower() == reasoning.upper().lower():
        assert is_high_risk(Action.click(1, 1, reasoning.upper())) == a


# -- hover: pointer styling of the control under the point (hover_aware=False) --------------
BUTTON = (600, 600, 740, 640)


def restyled(img: np.ndarray, style: str) -> np.ndarray:
    """The Submit button of :func:`ui_frame` as a page's ``:hover`` rule would draw it."""
    out = img.copy()
    x0, y0, x1, y1 = BUTTON
    if style == "shade":
        out[y0:y1, x0:x1][np.all(out[y0:y1, x0:x1] == (47, 111, 222), axis=2)] = (29, 79, 174)
    elif style == "outline":
        cv2.rectangle(out, (x0 - 3, y0 - 3), (x1 + 2, y1 + 2), (120, 160, 240), 2)
    elif style == "underline":
        cv2.line(out, (628, 632), (690, 632), (255, 255, 255), 1)
    return out


def test_hover_shade_outline_underline_are_not_effects() -> None:
    pre = ui_frame(seed=5)
    for style in ("shade", "outline", "underline"):
        check = check_effect(pre, restyled(pre, style), click(), hover_aware=False)
        assert check.effect_observed is False, (style, check.to_dict())
        assert check.hover_discounted
        assert check.reason == "global_and_region_stable"
        assert feedback_warning(check) == (
            "WARNING: high-risk action had no observed effect (global_and_region_stable)"
        )


def lifted(img: np.ndarray, lift: int) -> np.ndarray:
    """The Submit button raised by ``lift`` px with a soft shadow under it, the way a
    ``:hover { transform: translateY(-3px); box-shadow: ... }`` rule draws it."""
    out = img.copy()
    x0, y0, x1, y1 = BUTTON
    shadow = out[y1 - 6 : y1 + 8, x0 + 2 : x1 - 2].astype(np.float32)
    fade = np.linspace(0.75, 0.95, shadow.shape[0], dtype=np.float32)[:, None, None]
    out[y1 - 6 : y1 + 8, x0 + 2 : x1 - 2] = (shadow * fade).astype(np.uint8)
    out[y0 - lift : y1 - lift, x0:x1] = img[y0:y1, x0:x1]
    return out


@pytest.mark.parametrize("lift", [1, 3, 4])
def test_button_lifted_on_hover_with_a_shadow_is_not_an_effect(lift: int) -> None:
    pre = ui_frame(seed=5)
    check = check_effect(pre, lifted(pre, lift), click(), hover_aware=False)
    assert check.effect_observed is False, check.to_dict()
    assert check.hover_discounted


def test_lifted_button_with_new_text_is_an_effect() -> None:
    """A lift lines the old label up again; a new label stays new structure."""
    pre = ui_frame(seed=5)
    post = lifted(pre, 3)
    cv2.rectangle(post, (610, 602), (735, 633), (47, 111, 222), -1)
    cv2.putText(
        post, "Sent!", (640, 624), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 1, cv2.LINE_AA
    )
    check = check_effect(pre, post, click(), hover_aware=False)
    assert check.effect_observed is True and not check.hover_discounted


def test_tick_and_text_change_under_the_pointer_are_effects() -> None:
    pre = ui_frame(seed=6)
    ticked = tick(pre)
    on_box = Action.click(107, 627, "Tick the box and submit")
    text = restyled(pre, "shade")
    cv2.rectangle(text, (610, 605), (735, 636), (29, 79, 174), -1)
    cv2.putText(
        text, "Sent!", (640, 627), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 1, cv2.LINE_AA
    )
    for post, action in ((ticked, on_box), (text, click())):
        check = check_effect(pre, post, action, hover_aware=False)
        assert check.effect_observed is True
        assert check.reason == "region_changed"
        assert not check.hover_discounted


def test_hover_plus_a_far_change_is_an_effect() -> None:
    pre = ui_frame(seed=7)
    post = tick(restyled(pre, "shade"))  # the checkbox is ~550 px away from the point
    check = check_effect(pre, post, click(), hover_aware=False)
    assert check.effect_observed is True and not check.hover_discounted


def test_selection_moving_between_neighbours_is_an_effect() -> None:
    """Two adjacent items swapping their shade is a recolouring too, but of two elements."""
    pre = ui_frame(seed=8)
    cv2.rectangle(pre, (600, 660), (740, 700), (47, 111, 222), -1)  # the active item
    cv2.rectangle(pre, (600, 700), (740, 740), (250, 250, 250), -1)
    post = pre.copy()
    cv2.rectangle(post, (600, 660), (740, 700), (250, 250, 250), -1)
    cv2.rectangle(post, (600, 700), (740, 740), (47, 111, 222), -1)
    check = check_effect(pre, post, Action.click(670, 720, "Select it and save"), hover_aware=False)
    assert check.effect_observed is True


def outline_button(
    img: np.ndarray, colour: tuple[int, int, int], text: tuple[int, int, int]
) -> None:
    """A white button with a 1 px border and its label, drawn at (300, 700)."""
    cv2.rectangle(img, (300, 700), (380, 736), (255, 255, 255), -1)
    cv2.rectangle(img, (300, 700), (380, 736), colour, 1)
    cv2.putText(img, "Next", (312, 727), cv2.FONT_HERSHEY_SIMPLEX, 0.8, text, 2, cv2.LINE_AA)


def test_focus_style_turning_text_lighter_and_border_darker_is_not_an_effect() -> None:
    """One control restyled both ways: black text turns blue (lighter) while its light grey
    border turns the same blue (darker). Nested, unlike a selection moving to a neighbour."""
    pre = ui_frame(seed=13)
    outline_button(pre, (210, 210, 210), (20, 20, 20))
    post = pre.copy()
    outline_button(post, (220, 110, 13), (220, 110, 13))  # BGR order is irrelevant here
    check = check_effect(pre, post, Action.click(340, 718, "Submit: next page"), hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def star(img: np.ndarray, colour: tuple[int, int, int], filled: bool) -> None:
    """A 14 px five-pointed star at (520, 730): hollow (1 px outline) or solid."""
    angles = np.pi / 2 + np.arange(10) * np.pi / 5
    radii = np.where(np.arange(10) % 2 == 0, 7.0, 3.0)
    pts = np.stack([520 + radii * np.cos(angles), 730 - radii * np.sin(angles)], 1)
    poly = np.round(pts).astype(np.int32)
    if filled:
        cv2.fillPoly(img, [poly], colour, lineType=cv2.LINE_AA)
    else:
        cv2.polylines(img, [poly], True, colour, 1, lineType=cv2.LINE_AA)


@pytest.mark.parametrize("aware", [True, False])
def test_hollow_icon_filled_is_an_effect(aware: bool) -> None:
    pre = ui_frame(seed=14)
    star(pre, (150, 155, 160), filled=False)
    filled = pre.copy()
    star(filled, (244, 180, 0), filled=True)
    check = check_effect(
        pre, filled, Action.click(520, 730, "Star it and submit"), hover_aware=aware
    )
    assert check.effect_observed is True, check.to_dict()


def test_outline_icon_turning_solid_in_the_same_grey_is_an_effect() -> None:
    """A bookmark saved: its 10x15 outline becomes a solid shape of the same grey (placed as
    the effect set's news reader has it, across 2x3 of the 8 px blocks). The solid icon
    fills most of its own box, so its background is read from the element around it."""
    pre = ui_frame(seed=18)
    cv2.rectangle(pre, (196, 296), (236, 336), (255, 255, 255), -1)
    post = pre.copy()
    cv2.rectangle(pre, (211, 308), (220, 322), (120, 120, 120), 1)
    cv2.rectangle(post, (211, 308), (220, 322), (120, 120, 120), -1)
    action = Action.click(216, 316, "Save it (submit)")
    check = check_effect(pre, post, action, hover_aware=False)
    assert check.effect_observed is True and not check.hover_discounted, check.to_dict()


@pytest.mark.parametrize("shade", [(235, 235, 238), (60, 62, 66)])
def test_icon_lightened_or_darkened_is_hover_only_when_pre_was_not_pointed_at(
    shade: tuple[int, int, int],
) -> None:
    """Without a hover-aware ``pre`` an icon that turns lighter or darker grey is the
    pointer's styling; with one, the styling was already there and a still pointer keeps
    it, so the change is the click's."""
    pre = ui_frame(seed=14)
    star(pre, (150, 155, 160), filled=False)
    restyled = pre.copy()
    star(restyled, shade, filled=False)
    action = Action.click(520, 730, "Star it and submit")
    plain = check_effect(pre, restyled, action, hover_aware=False)
    assert plain.effect_observed is False and plain.hover_discounted, plain.to_dict()
    aware = check_effect(pre, restyled, action, hover_aware=True)
    assert aware.effect_observed is True and not aware.hover_discounted, aware.to_dict()


@pytest.mark.parametrize("aware", [True, False])
def test_grey_icon_turning_an_accent_colour_is_an_effect(aware: bool) -> None:
    """A toggle that keeps the icon's shape says "on" with a saturated colour (a pin turning
    orange). With a plain ``pre`` that could be hover styling too; it is read as an effect,
    since a wrong "no effect" invites a second click that undoes the toggle."""
    pre = ui_frame(seed=14)
    star(pre, (150, 155, 160), filled=False)
    recoloured = pre.copy()
    star(recoloured, (244, 180, 0), filled=False)
    action = Action.click(520, 730, "Pin it and save")
    check = check_effect(pre, recoloured, action, hover_aware=aware)
    assert check.effect_observed is True and not check.hover_discounted, check.to_dict()
    if not aware:  # with a hover-aware pre the change is dense: no hover test was needed
        assert any("turned an accent colour" in n for n in check.notes), check.notes


def test_button_turning_an_accent_colour_on_hover_is_not_an_effect() -> None:
    """The accent is the control's background, and the control is wider than an icon."""
    pre = ui_frame(seed=13)
    outline_button(pre, (210, 210, 210), (20, 20, 20))
    post = pre.copy()
    cv2.rectangle(post, (300, 700), (380, 736), (13, 110, 220), -1)
    white = (255, 255, 255)
    cv2.putText(post, "Next", (312, 727), cv2.FONT_HERSHEY_SIMPLEX, 0.8, white, 2, cv2.LINE_AA)
    check = check_effect(pre, post, Action.click(340, 718, "Submit: next page"), hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


@pytest.mark.parametrize("aware", [True, False])
def test_thin_icon_changing_hue_at_equal_brightness(aware: bool) -> None:
    """A 1 px teal star turning a grey of the same brightness moves no 2x2 colour mean past
    the diff's JPEG-proof tolerance. With a hover-aware ``pre`` and nothing else changed
    at all, it is the click's. From a plain ``pre`` too: hover styling emphasises what the
    pointer is on, it does not take an accent colour away (a mode switched off does)."""
    pre = ui_frame(seed=21)
    cv2.rectangle(pre, (500, 710), (540, 750), (255, 255, 255), -1)
    post = pre.copy()
    star(pre, (60, 196, 188), filled=False)
    star(post, (143, 153, 164), filled=False)
    action = Action.click(520, 730, "Exclude trams (submit)")
    check = check_effect(pre, post, action, hover_aware=aware)
    assert check.dense_windows == 0, check.to_dict()  # too thin for the pixel diff
    assert check.effect_observed is True, check.to_dict()
    assert any("visible change at the point" in n for n in check.notes) is aware
    assert any("icon at the point turned grey" in n for n in check.notes) is not aware


def test_hover_shade_lost_under_a_still_pointer_is_not_an_effect() -> None:
    """A page re-rendered under a still pointer drops the hover shade it had in a
    hover-aware ``pre``: a faint change (no pixel past the diff's tolerance)."""
    pre = ui_frame(seed=16)
    x0, y0, x1, y1 = BUTTON
    hovered = pre.copy()
    hovered[y0:y1, x0:x1][np.all(pre[y0:y1, x0:x1] == (47, 111, 222), axis=2)] = (37, 96, 204)
    check = check_effect(hovered, pre, click(), hover_aware=True)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def test_small_icon_button_filling_on_hover_is_not_an_effect() -> None:
    """A 32 px outline "+" button whose background turns dark and glyph white on hover: a
    new background for the same glyph, not a filled icon."""
    pre = ui_frame(seed=15)
    cv2.rectangle(pre, (500, 760), (532, 792), (60, 90, 200), 1)
    cv2.putText(pre, "+", (507, 786), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (60, 90, 200), 2, cv2.LINE_AA)
    post = pre.copy()
    cv2.rectangle(post, (500, 760), (532, 792), (60, 90, 200), -1)
    cv2.putText(
        post, "+", (507, 786), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (255, 255, 255), 2, cv2.LINE_AA
    )
    check = check_effect(pre, post, Action.click(516, 776, "Add and submit"), hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def test_round_outline_button_filling_on_hover_is_not_an_effect() -> None:
    """A 30 px round "+" button, outlined, that fills on hover with the glyph turning white.
    Its background is its own fill, so the fill is not a larger icon."""
    pre = ui_frame(seed=19)
    cv2.rectangle(pre, (560, 470), (640, 540), (255, 255, 255), -1)
    post = pre.copy()
    orange = (216, 80, 20)
    cv2.circle(pre, (591, 506), 15, orange, 1, cv2.LINE_AA)
    cv2.circle(post, (591, 506), 15, orange, -1, cv2.LINE_AA)
    for img, glyph in ((pre, orange), (post, (255, 255, 255))):
        cv2.line(img, (585, 506), (597, 506), glyph, 2)
        cv2.line(img, (591, 500), (591, 512), glyph, 2)
    check = check_effect(pre, post, Action.click(591, 506, "Add it (submit)"), hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def wrapped_link(img: np.ndarray, colour: tuple[int, int, int], underline: bool) -> None:
    """A headline link wrapped over two lines at (900, 240): a long first line, a short one."""
    font = cv2.FONT_HERSHEY_SIMPLEX
    for (x, y), text in (((900, 240), "Lighthouse keeper on the"), ((900, 272), "island")):
        cv2.putText(img, text, (x, y), font, 0.6, colour, 1, cv2.LINE_AA)
        if underline:
            (w, _), _ = cv2.getTextSize(text, font, 0.6, 1)
            cv2.line(img, (x, y + 4), (x + w, y + 4), colour, 1)


def test_wrapped_link_restyled_on_hover_is_not_an_effect() -> None:
    """Hover turns both lines of a wrapped link red and underlines them; only the first line
    lies near the point, the second is the same element."""
    pre = ui_frame(seed=20)
    cv2.rectangle(pre, (880, 215), (1200, 300), (255, 255, 255), -1)
    post = pre.copy()
    wrapped_link(pre, (30, 30, 30), underline=False)
    wrapped_link(post, (40, 40, 200), underline=True)
    action = Action.click(1060, 236, "Open the story (submit)")
    check = check_effect(pre, post, action, hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def test_text_appearing_under_a_clicked_link_is_an_effect() -> None:
    """A line of text appearing right under the link: new glyphs, not a wrapped line."""
    pre = ui_frame(seed=20)
    cv2.rectangle(pre, (880, 215), (1200, 300), (255, 255, 255), -1)
    wrapped_link(pre, (30, 30, 30), underline=False)
    post = pre.copy()
    wrapped_link(post, (40, 40, 200), underline=True)
    cv2.putText(post, "by Ana Ruiz", (900, 292), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (90,) * 3, 1)
    action = Action.click(1060, 236, "Show the byline (submit)")
    check = check_effect(pre, post, action, hover_aware=False)
    assert check.effect_observed is True, check.to_dict()


def test_button_filling_on_hover_moves_the_frame_hash_but_is_hover() -> None:
    """An outline button in a dark bar that fills on hover moves the whole-frame hash by a
    dozen bits on its own; nothing outside it changed, so it is still pointer styling."""
    pre = np.full((H, W, 3), (30, 32, 40), np.uint8)
    cv2.putText(pre, "Board", (20, 40), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (230,) * 3, 2, cv2.LINE_AA)
    post = pre.copy()
    cv2.rectangle(pre, (600, 12), (700, 52), (90, 160, 250), 1)
    cv2.rectangle(post, (600, 12), (700, 52), (90, 160, 250), -1)
    for img, colour in ((pre, (90, 160, 250)), (post, (255, 255, 255))):
        cv2.putText(img, "Share", (612, 40), cv2.FONT_HERSHEY_SIMPLEX, 0.7, colour, 2, cv2.LINE_AA)
    assert phash(pre, exact=False) - phash(post, exact=False) > 10
    check = check_effect(pre, post, Action.click(650, 32, "Share and submit"), hover_aware=False)
    assert check.effect_observed is False and check.hover_discounted, check.to_dict()


def test_text_painted_over_by_a_flat_banner_is_an_effect() -> None:
    """Text and background both turned one blue: the recoloured ``pre`` is as flat as
    ``post``, but the glyphs' edges vanished, which hover never does."""
    pre = ui_frame(seed=17)
    post = pre.copy()
    post[140:190, 60:220] = (220, 120, 20)
    check = check_effect(pre, post, Action.click(140, 165, "Submit it"), hover_aware=False)
    assert check.effect_observed is True and not check.hover_discounted, check.to_dict()


def test_no_point_no_hover_discount() -> None:
    pre = ui_frame(seed=9)
    enter = Action.key("Return", reasoning="submit")
    check = check_effect(pre, restyled(pre, "shade"), enter, hover_aware=False)
    assert check.effect_observed is True and not check.hover_discounted


# -- JPEG pairs -----------------------------------------------------------------------------
@pytest.mark.parametrize("quality", [60, 75, 95])
def test_jpeg_noop_is_stable_one_or_both_encoded(quality: int) -> None:
    pre = ui_frame(seed=10)
    one, both = (Frame(pre), jpeg(pre, quality)), (jpeg(pre, quality), jpeg(pre, quality))
    for pre_f, post_f in (one, both):
        for aware in (True, False):
            check = check_effect(pre_f, post_f, click(), hover_aware=aware)
            assert check.effect_observed is False, (quality, aware, check.to_dict())


@pytest.mark.parametrize("quality", [60, 85])
def test_jpeg_hover_is_not_an_effect_and_jpeg_tick_is(quality: int) -> None:
    pre = ui_frame(seed=11)
    hover = check_effect(
        jpeg(pre, quality), jpeg(restyled(pre, "shade"), quality), click(), hover_aware=False
    )
    assert hover.effect_observed is False
    ticked = check_effect(jpeg(pre, quality), jpeg(tick(pre), quality), click(), hover_aware=False)
    assert ticked.effect_observed is True


# -- the named signals ----------------------------------------------------------------------
def test_signals_are_separate_functions() -> None:
    from vigil.verify import effect as E

    pre = Frame(ui_frame(seed=12))
    shade, ticked = Frame(restyled(pre.rgb, "shade")), Frame(tick(pre.rgb))
    box = BUTTON
    assert not E._new_structure(pre, shade, box, None)
    tick_box = (98, 618, 116, 636)
    assert E._new_structure(pre, ticked, tick_box, None)
    ctx = E._Ctx(
        pre=pre,
        post=shade,
        point=(670.0, 620.0),
        region=None,
        tol=24,
        ctol=64,
        size=200,
        hover_aware=False,
    )
    element = E._pointer_element(ctx)
    assert element is not None
    ex0, ey0, ex1, ey1 = element
    assert ex0 <= 600 and ey0 <= 600 and ex1 >= 740 and ey1 >= 640
    assert (ex1 - ex0) * (ey1 - ey0) < 4 * 140 * 40
    dense = E._dense_signal(ctx)
    assert dense.count > 0 and E._hover_only(ctx, dense, E._Blocks(), False)
    assert ctx.raw_box is not None and E._pointer_element(ctx) == element  # blocks that differ


def test_window_means_are_the_whole_windows_where_the_frames_differ() -> None:
    """The hover test's block means, worked out only where the frames differ, are the whole
    window's resize there, and equal in both frames everywhere else."""
    import cv2

    from vigil.verify import effect as E

    rng = np.random.default_rng(8)
    pre = rng.integers(0, 256, (400, 900, 3), dtype=np.uint8)
    for box in ((10, 20, 30, 21), (333, 101, 700, 377), (0, 0, 900, 400), (880, 390, 900, 400)):
        post = pre.copy()
        x0, y0, x1, y1 = box
        post[y0:y1, x0:x1] = 255 - post[y0:y1, x0:x1]
        ctx = E._Ctx(Frame(pre), Frame(post), (0.0, 0.0), None, 24, 64, 200, False, raw_box=box)
        window = (8, 16, 808, 336)
        a, b = E._window_means(ctx, window)
        wa, wb = (
            cv2.resize(f[16:336, 8:808], (100, 40), interpolation=cv2.INTER_AREA)
            for f in (pre, post)
        )
        differ = np.any(wa != wb, axis=2)
        assert np.array_equal(a[differ], wa[differ]) and np.array_equal(b[differ], wb[differ])
        assert np.array_equal(a[~differ], b[~differ])


def test_hover_residual_and_channel_max_match_the_plain_numpy_formulas() -> None:
    """The OpenCV-plane versions of the hover test's arithmetic give numpy's exact values."""
    from vigil.frames.change import channel_max
    from vigil.verify.effect import _shift_residual

    rng = np.random.default_rng(3)
    for hh, ww in ((1, 1), (7, 5), (60, 180)):
        b = rng.integers(0, 256, (hh, ww, 3), dtype=np.uint8)
        padded = (rng.random((hh + 2, ww + 2, 3), dtype=np.float32) * 255).astype(np.float32)
        expected = np.full((hh, ww), np.inf, np.float32)
        for dy in (0, 1, 2):
            for dx in (0, 1, 2):
                delta = np.abs(b.astype(np.float32) - padded[dy : dy + hh, dx : dx + ww])
                expected = np.minimum(expected, delta.max(axis=2))
        assert np.array_equal(_shift_residual(b, padded), expected)
        assert np.array_equal(channel_max(b), b.max(axis=2))


def _trading(phase: float, starred: bool = False) -> np.ndarray:
    """A watchlist of small star icons beside a live chart panel whose line moves."""
    img = np.full((H, W, 3), 255, np.uint8)
    for i, name in enumerate(("BTC/EUR", "ETH/EUR", "SOL/EUR", "ADA/EUR", "DOT/EUR")):
        y = 90 + 26 * i
        colour = (0, 170, 245) if starred and i == 2 else (150, 150, 150)
        cv2.drawMarker(img, (26, y), colour, cv2.MARKER_STAR, 12, 1)
        cv2.putText(img, name, (42, y + 5), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (40, 40, 40), 1)
        cv2.putText(img, "131.72", (170, y + 5), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (40, 40, 40), 1)
    cv2.line(img, (261, 45), (261, 420), (220, 220, 220), 1)  # the chart panel's border
    for y in range(84, 420, 55):
        cv2.line(img, (274, y), (1270, y), (235, 235, 235), 1)  # gridlines
    xs = np.arange(274, 1270, 6)
    ys = 250 + 90 * np.sin(xs / 140.0 + phase)
    pts = np.stack([xs, ys], axis=1).astype(np.int32).reshape(-1, 1, 2)
    cv2.polylines(img, [pts], False, (120, 160, 20), 2)
    return img


def test_a_moving_chart_does_not_mask_the_controls_beside_it() -> None:
    """The idle pair sees a chart's line move: the chart is volatile, its watchlist neighbour
    is not. A star toggled beside it is the click's effect; a dead click there is not,
    although the line moved again."""
    idle = (_trading(0.0), _trading(0.4))
    pre = _trading(0.4)
    star = click(26, 142, "Add SOL to my favourites (save)")
    toggled = check_effect(pre, _trading(0.8, starred=True), star, idle=idle, hover_aware=True)
    assert toggled.effect_observed is True, toggled.reason
    assert all(box[0] > 26 for box in toggled.volatile_boxes if box[3] - box[1] > 64)
    dead = check_effect(pre, _trading(0.8), star, idle=idle, hover_aware=True)
    assert dead.effect_observed is False, dead.reason


EFFECT_CASES = Path(__file__).resolve().parents[2] / "benchmarks" / "effect" / "cases"


def _case_entry(name: str) -> dict[str, Any]:
    """A rendered case's entry in labels.json (its label, action and frame files)."""
    labels = json.loads((EFFECT_CASES.parent / "labels.json").read_text())
    entry: dict[str, Any] = next(c for c in labels["cases"] if c["name"] == name)
    return entry


def _case_point(name: str) -> tuple[int, int]:
    """Where a rendered case of the effect set clicks."""
    params = _case_entry(name)["action"]["params"]
    return params["x"], params["y"]


def _case_frame(name: str, key: str) -> Frame:
    """A rendered case's frame by its protocol name (``pre``, ``post_runner``, …): a frame
    equal to one stored before it is kept once, so its file may carry another name."""
    return Frame(EFFECT_CASES / _case_entry(name)[key])


def _runner_verdict(action: Action, idle: Frame, pre: Frame, post: Frame) -> StepVerdict:
    """A Monitor's verdict as the runner gets it: it observed ``idle`` then ``pre`` (the
    pointer already on the target in both), and checks the step hover-aware."""
    monitor = Monitor(viewport=pre.size)
    monitor.observe(idle)
    return monitor.check(action, monitor.observe(pre), post, hover_aware=True)


@pytest.mark.parametrize(
    ("case", "quality"),
    [
        ("h4_pc_eq_unlike-light-1280x800", 95),
        ("h3_tr_live_tram-dark-1280x800", 60),
        # The live price's blocks spill just below its mask, at the edge of what differs:
        # the margin must be read from the mask around that edge, not only inside it.
        ("h5_tr_live_star-light-1280x800", 64),
    ],
)
def test_a_colour_only_toggle_beside_a_moving_element_survives_jpeg(
    case: str, quality: int
) -> None:
    """Rendered frames of the effect set, every one JPEG-encoded alike: a 15 px heart turning
    from green to grey while an equaliser bounces beside it, a tram icon turning teal while
    the live map moves. Unchanged blocks encode to the same pixels; the moving element's
    blocks differ a few pixels past its mask, which must not read as "something else
    changed" and hide the toggle."""
    d = EFFECT_CASES / case

    def enc(name: str) -> Frame:
        return Frame(Frame(d / name).to_jpeg(quality))

    pre, post = enc("pre.png"), enc("post_runner.png")
    x, y = _case_point(case)
    action = click(x, y, "Toggle it (save)")
    check = check_effect(pre, post, action, idle=(enc("idle.png"), pre), hover_aware=True)
    assert check.effect_observed is True, check.reason
    # The same through a Monitor, which neutralises what it learned instead of masking it.
    verdict = _runner_verdict(action, enc("idle.png"), pre, post)
    assert verdict.effect.volatile_boxes, "the moving element was learned"
    assert verdict.effect_observed is True, verdict.effect.reason


@pytest.mark.parametrize(
    "case",
    ["h5_gt_flag_milestone-light-1920x1080", "h5_ph_lock_layer-dark-1280x800"],
)
def test_an_icon_turning_a_colour_survives_a_jpeg_post_beside_a_lossless_pre(case: str) -> None:
    """Rendered frames: a 13 px outline flag turning red, a padlock turning blue, with the
    hover-aware ``pre`` lossless and only ``post`` JPEG-encoded (quality 60). Everything
    else differs by JPEG noise, and the thin stroke's colour, halved by chroma subsampling,
    passes no tolerance; but grey does not turn a colour by re-encoding. The ``post`` comes
    as decoded pixels whose JPEG tables are not known, so no twin of ``pre`` can make the
    rest of the frame equal (signal 4): the colour rule alone must find it. With the tables
    known, signal 4 finds it first."""
    pre, jpeg_post = _case_frame(case, "pre"), Frame(_case_frame(case, "post_runner").to_jpeg(60))
    x, y = _case_point(case)
    action = click(x, y, "Flag it (save)")
    verdict = _runner_verdict(action, _case_frame(case, "pre"), pre, Frame(jpeg_post.rgb))
    assert verdict.effect_observed is True, verdict.effect.reason
    assert any("turned from grey to a colour" in n for n in verdict.effect.notes)
    verdict = _runner_verdict(action, _case_frame(case, "pre"), pre, jpeg_post)
    assert verdict.effect_observed is True, verdict.effect.reason


def _mixed_runner_verdict(
    case: str, quality: int, reasoning: str, *, jpeg_pre: bool = False
) -> StepVerdict:
    """The runner's frames of a rendered case (idle pair, hover-aware ``pre``) as a loop
    with mixed encodings hands them over: lossless ``pre``, ``post`` and the settle's
    samples JPEG-encoded at ``quality`` (``jpeg_pre``: the other way round)."""
    entry = _case_entry(case)
    pre, post = _case_frame(case, "pre"), _case_frame(case, "post_runner")
    monitor = Monitor(viewport=pre.size)
    for name in entry.get("idle") or []:
        monitor.observe(Frame(EFFECT_CASES / name))
    samples = [Frame(EFFECT_CASES / n) for n in entry.get("samples") or []]
    if jpeg_pre:
        pre = jpeg(pre, quality)
    else:
        post, samples = jpeg(post, quality), [jpeg(s, quality) for s in samples]
    x, y = _case_point(case)
    return monitor.check(click(x, y, reasoning), pre, post, samples=samples, hover_aware=True)


@pytest.mark.parametrize(
    ("case", "quality"),
    [
        ("h6_cr_sort_company-dark-1280x800", 92),
        ("h4_jb_save-light-1920x1080", 78),
        ("h3_fd_repost_count-dark-1920x1080", 60),
    ],
)
@pytest.mark.parametrize("jpeg_pre", [False, True])
def test_a_tiny_change_at_the_point_survives_a_jpeg_post_beside_a_lossless_pre(
    case: str, quality: int, jpeg_pre: bool
) -> None:
    """Rendered frames: a 12 px chevron flipping, an 18 px bookmark turning a muted green, a
    counter going 2 -> 3, with the hover-aware ``pre`` lossless and only ``post`` JPEG. Every
    pixel differs by the encoder's noise, which hid them; ``pre`` re-encoded with ``post``'s
    own tables equals ``post`` everywhere else, and the change at the point is the click's.
    The same with the encodings swapped (a JPEG ``pre``, a lossless ``post``)."""
    verdict = _mixed_runner_verdict(case, quality, "Do it (save)", jpeg_pre=jpeg_pre)
    assert verdict.effect_observed is True, (verdict.effect.reason, verdict.effect.notes)
    assert any("compared as its JPEG twin" in n for n in verdict.effect.notes)


@pytest.mark.parametrize(
    ("case", "quality"),
    [("h2_id_build_noop-light-1920x1080", 63), ("h5_tr_live_tf-dark-1280x800", 63)],
)
def test_a_noop_beside_a_moving_element_stays_a_noop_with_mixed_encodings(
    case: str, quality: int
) -> None:
    """The same comparison on dead clicks beside something that moves by itself: the
    Monitor pastes ``pre``'s lossless pixels over the moving element in ``post``, which its
    JPEG twin does not have, so the blocks around it must count as that element's."""
    verdict = _mixed_runner_verdict(case, quality, "Do it (save)")
    assert verdict.effect_observed is False, (verdict.effect.reason, verdict.effect.notes)


@pytest.mark.parametrize("case", ["h4_jb_save-dark-1280x800", "h3_tr_bike_mode-dark-1280x800"])
def test_a_grey_icon_turning_a_muted_accent_under_a_plain_pre_is_an_effect(case: str) -> None:
    """Rendered frames, a loop's plain ``pre`` (pointer parked): an 18 px outline bookmark
    turning the page's muted green, a bike icon turning teal, each with a hover shade behind
    it. The colour stays under the vivid bound (chroma 25-38 against 40), but grey does not
    turn a colour on hover without being read as a toggle: a wrong "no effect" invites the
    second click that undoes it."""
    monitor = Monitor(viewport=_case_frame(case, "pre").size)
    monitor.observe(_case_frame(case, "earlier"))
    x, y = _case_point(case)
    pre, post = _case_frame(case, "pre_plain"), _case_frame(case, "post_runner")
    verdict = monitor.check(click(x, y, "Save it (save)"), pre, post)
    assert verdict.effect_observed is True, (verdict.effect.reason, verdict.effect.notes)


def _session_verdict(case: str, reasoning: str, jpeg_post: int | None = None) -> StepVerdict:
    """A Monitor's verdict as a loop gets it: it saw the page once earlier, then checks the
    step with a plain ``pre`` (pointer parked) against the rendered ``post``, JPEG-encoded
    at quality ``jpeg_post`` when given."""
    monitor = Monitor(viewport=_case_frame(case, "pre").size)
    monitor.observe(_case_frame(case, "earlier"))
    x, y = _case_point(case)
    post = _case_frame(case, "post_runner")
    if jpeg_post is not None:
        post = Frame(post.to_jpeg(jpeg_post))
    return monitor.check(click(x, y, reasoning), _case_frame(case, "pre_plain"), post)


@pytest.mark.parametrize(
    "case",
    [
        "h3_tr_live_tram-dark-1280x800",
        "h3_tr_live_tram-light-1920x1080",
        "h6_st_live_unlike-dark-1280x800",
        "h6_st_live_unlike-light-1920x1080",
    ],
)
def test_an_accent_icon_turning_grey_under_a_plain_pre_is_an_effect(case: str) -> None:
    """Rendered frames, a plain ``pre``: a teal tram icon turning grey (a mode switched
    off), a blue thumb and its count turning the text colour (a like undone), each with the
    hover's shade behind it. Hover emphasises; it does not take an accent colour away. The
    thumb is judged on its own: with the count beside it the grey ink is wider than an
    icon."""
    verdict = _session_verdict(case, "Switch it off (save)")
    assert verdict.effect_observed is True, (verdict.effect.reason, verdict.effect.notes)
    assert any("icon at the point turned grey" in n for n in verdict.effect.notes)


@pytest.mark.parametrize(
    ("case", "quality"),
    [("h6_st_later-dark-1920x1080", 90), ("h6_st_later-light-1280x800", 76)],
)
def test_a_thin_icon_turning_a_colour_under_a_plain_pre_and_a_jpeg_post_is_an_effect(
    case: str, quality: int
) -> None:
    """Rendered frames, a plain ``pre`` and a JPEG ``post``: a 16 px outline clock turning
    red ("save for later"). Its colour, halved by chroma subsampling, passes no tolerance of
    the pixel diff; grey does not turn a colour by re-encoding, and a plain ``pre`` reads
    grey turned an accent as the click's, whether the diff saw it or not."""
    verdict = _session_verdict(case, "Save it for later (save)", quality)
    assert verdict.effect_observed is True, (verdict.effect.reason, verdict.effect.notes)
    assert any("turned from grey to a colour" in n for n in verdict.effect.notes)


@pytest.mark.parametrize(
    ("case", "quality"),
    [("s_preview_noop-light-1920x1080", 74), ("h4_bk_freeze_flash-light-1280x800", 94)],
)
def test_jpeg_taking_colour_from_a_thin_label_is_not_an_icon_turned_grey(
    case: str, quality: int
) -> None:
    """Dead clicks with a plain ``pre`` and a JPEG ``post``: a ghost button whose hover
    draws a ring (a green label 60-80 px below the point loses all its colour to the
    encoder), a button that lifts with a shadow (its slate-blue label, chroma 17, comes out
    at 8). Neither is an accent icon at the point switched off."""
    verdict = _session_verdict(case, "Do it (save)", quality)
    assert verdict.effect_observed is False, (verdict.effect.reason, verdict.effect.notes)


def _badge_page(img: np.ndarray) -> np.ndarray:
    """A grey outline icon at (900, 300) with a saturated red badge 20 px to its right."""
    out = img.copy()
    cv2.rectangle(out, (892, 292), (908, 308), (120, 120, 120), 1)
    cv2.circle(out, (930, 300), 7, (220, 30, 40), -1)
    return out


@pytest.mark.parametrize("quality", [60, 95])
def test_a_jpeg_post_smearing_a_badge_beside_a_grey_icon_is_no_effect(quality: int) -> None:
    """A dead click on a grey icon with a red badge beside it: the JPEG ``post`` smears the
    badge's red into the grey around it, within its chroma block. That is no colour the
    icon gained, and nothing else changed."""
    pre = _badge_page(ui_frame())
    post = Frame(Frame(pre).to_jpeg(quality))
    check = check_effect(Frame(pre), post, click(900, 300, "Save (save)"), hover_aware=True)
    assert check.effect_observed is False, (check.reason, check.notes)


@pytest.mark.parametrize("case", ["h7_ci_star-dark-1280x800", "h7_sc_alert_bell-light-1920x1080"])
def test_a_control_grown_into_a_live_element_is_not_masked(case: str) -> None:
    """Rendered frames: a star beside a run's ticking elapsed timer, a bell in a row of
    live prices. Each live text is grown to its whole element and that growth takes in the
    control beside it; its own pixels were never seen moving, so it stays visible, with the
    idle pair given and through a Monitor that learned the same pair."""
    d = EFFECT_CASES / case
    x, y = _case_point(case)
    action = click(x, y, "Toggle it (save)")
    idle, pre, post = Frame(d / "idle.png"), Frame(d / "pre.png"), Frame(d / "post_runner.png")
    direct = check_effect(pre, post, action, idle=(idle, pre), hover_aware=True)
    assert direct.effect_observed is True, direct.reason
    assert any("not seen moving" in n for n in direct.notes)
    verdict = _runner_verdict(action, idle, pre, post)
    assert verdict.effect_observed is True, verdict.effect.reason


def test_a_control_in_a_gap_of_moving_routes_is_not_masked() -> None:
    """Rendered frames: a fleet map whose routes are drawn as marching dashes joining every
    moving van, and a Traffic switch in a layers panel over the map. The dashes form one
    change that spans the map, so the whole map is volatile; but the switch sits in a gap
    of the network, where no pixel was seen moving, and its slide is the click's effect."""
    d = EFFECT_CASES / "h7_fl_traffic-light-1280x800"
    idle, pre, post = Frame(d / "idle.png"), Frame(d / "pre.png"), Frame(d / "post_runner.png")
    action = click(1121, 117, "Turn on the traffic layer (save)")
    direct = check_effect(pre, post, action, idle=(idle, pre), hover_aware=True)
    assert any(box[2] - box[0] > 800 for box in direct.volatile_boxes), "the map is volatile"
    assert direct.effect_observed is True, direct.reason
    assert any("not seen moving" in n for n in direct.notes)
    verdict = _runner_verdict(action, idle, pre, post)
    assert verdict.effect_observed is True, verdict.effect.reason


def test_a_monitor_learns_a_live_page_whose_idle_change_is_large() -> None:
    """Rendered frames: a newsroom live blog whose feed, clocks and counters change 5 % of the
    screen between two idle frames. A Monitor that declined to learn idle changes over 2 % of
    the screen (taking them for a page still rendering) read every such page as "the click
    did something"; learning up to a quarter, the dead click on a disabled button is found."""
    d = EFFECT_CASES / "h7_lb_earlier_disabled-light-1280x800"
    x, y = _case_point(d.name)
    idle, pre, post = Frame(d / "idle.png"), Frame(d / "pre.png"), Frame(d / "post_runner.png")
    verdict = _runner_verdict(click(x, y, "Load earlier posts (submit)"), idle, pre, post)
    assert verdict.effect.volatile_boxes, "the moving elements were learned"
    assert verdict.effect_observed is False, verdict.effect.reason


def _live_panel(seed: int) -> np.ndarray:
    """A page whose 400x300 panel of noise (a video, a live map) is redrawn every frame, with
    a play button drawn inside it."""
    img = ui_frame()
    rng = np.random.default_rng(seed)
    img[200:500, 300:700] = rng.integers(0, 256, (300, 400, 3), dtype=np.uint8)
    cv2.rectangle(img, (480, 330), (520, 370), (250, 250, 250), -1)
    return img


def test_a_no_op_hidden_by_motion_is_left_undecided() -> None:
    """The click lands in an element the session saw moving by itself: whatever it did there
    is hidden with the motion, so the Monitor says neither "effect" nor "no effect" and
    gives the model no warning."""
    monitor = Monitor(viewport=(W, H))
    monitor.observe(_live_panel(1))
    pre, post = _live_panel(2), _live_panel(3)
    verdict = monitor.check(click(500, 350, "Play the video (submit)"), pre, post)
    assert verdict.effect_observed is None
    assert verdict.effect.reason == "hidden_by_motion"
    assert "WARNING" not in verdict.feedback
    # Elsewhere on the same page a dead click is still a no-op.
    elsewhere = monitor.check(click(100, 650, "Submit (submit)"), post, _live_panel(4))
    assert elsewhere.effect_observed is False, elsewhere.effect.reason
    summary = monitor.summary()
    assert summary["undecided"] == 1
    assert summary["perceptual_summary"] == {"checked": 1, "no_effect": 1}


def test_check_effect_with_an_idle_pair_leaves_a_hidden_no_op_undecided() -> None:
    """The free function gives the Monitor's answer on the same frames: a click inside the
    element its idle pair showed moving is undecided, one elsewhere a no-op, and frames that
    did not change at all stay "no effect" (nothing moved, so nothing was hidden)."""
    idle = (_live_panel(1), _live_panel(2))
    pre, post = _live_panel(2), _live_panel(3)
    inside = check_effect(pre, post, click(500, 350, "Play the video (submit)"), idle=idle)
    assert inside.effect_observed is None and inside.reason == "hidden_by_motion"
    assert feedback_warning(inside) is None
    elsewhere = check_effect(pre, post, click(100, 650, "Submit (submit)"), idle=idle)
    assert elsewhere.effect_observed is False, elsewhere.reason
    still = check_effect(pre, pre.copy(), click(500, 350, "Play the video (submit)"), idle=idle)
    assert still.effect_observed is False and still.reason == "global_and_region_stable"


# -- tooltips the pointer raises beside the control (hover_aware=False) -----------------------
def _icon_button(img: np.ndarray, hovered: bool = False) -> np.ndarray:
    """A 28 px export icon button at (900, 300); hover darkens its glyph."""
    out = img.copy()
    colour = (70, 70, 80) if hovered else (140, 140, 150)
    cv2.rectangle(out, (888, 288), (912, 312), colour, 2)
    cv2.line(out, (900, 294), (900, 306), colour, 2)
    return out


def _with_tooltip(img: np.ndarray, text: str = "Export CSV", arrow: bool = False) -> np.ndarray:
    """A dark bubble with a short label 10 px above the icon, as design systems draw; with
    ``arrow``, a pointer from the bubble down to the icon joins the two changes."""
    out = img.copy()
    cv2.rectangle(out, (850, 250), (950, 278), (36, 30, 60), -1)
    cv2.putText(out, text, (858, 270), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (245, 245, 245), 1)
    if arrow:
        triangle = np.array([[892, 278], [908, 278], [900, 289]], np.int32)
        cv2.fillPoly(out, [triangle], (36, 30, 60))
    return out


def _toggled_switch(img: np.ndarray) -> np.ndarray:
    """A switch beside the icon turned on: a violet track with its white knob."""
    out = img.copy()
    cv2.rectangle(out, (930, 292), (966, 310), (230, 110, 160), -1)
    cv2.circle(out, (957, 301), 7, (255, 255, 255), -1)
    return out


def test_a_tooltip_beside_the_pointer_is_pointing_not_the_click() -> None:
    """From a pre taken before pointing, the icon darkens and a bubble shows above it: the
    pointer did both. A "Saved" label in bare text beside it, or a switch that turned on
    next to it, is the click's."""
    pre = _icon_button(ui_frame())
    hovered = _icon_button(ui_frame(), hovered=True)
    action = click(900, 300, "Submit the export")
    for arrow in (False, True):
        tooltip = check_effect(pre, _with_tooltip(hovered, arrow=arrow), action, hover_aware=False)
        assert tooltip.effect_observed is False, tooltip.notes
        assert any("tooltip" in n for n in tooltip.notes)
    saved = hovered.copy()
    cv2.putText(saved, "Saved", (930, 306), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (40, 140, 60), 1)
    assert check_effect(pre, saved, action, hover_aware=False).effect_observed is True
    switch = check_effect(pre, _toggled_switch(hovered), action, hover_aware=False)
    assert switch.effect_observed is True
    # With a hover-aware pre the bubble was already there, and a new one is the click's.
    aware = check_effect(hovered, _with_tooltip(hovered), action, hover_aware=True)
    assert aware.effect_observed is True


def test_only_changes_within_a_tooltips_reach_of_the_pointer_are_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tooltip search reads pixels only round changes a bubble beside the pointer could
    be part of: a panel changing in a far corner costs nothing, and the verdict holds."""
    from vigil.frames.change import colour_bins, common_colour_bin
    from vigil.verify import tooltip

    pre = _icon_button(ui_frame())
    post = _with_tooltip(_icon_button(ui_frame(), hovered=True))
    cv2.rectangle(post, (40, 40), (240, 120), (200, 60, 60), -1)  # far from (900, 300)
    searched: list[tuple[int, int, int, int]] = []
    inner = tooltip._tooltip_in

    def logged(pre: Frame, post: Frame, box: Any, point: Any) -> Any:
        searched.append(box)
        return inner(pre, post, box, point)

    monkeypatch.setattr(tooltip, "_tooltip_in", logged)
    check = check_effect(pre, post, click(900, 300, "Submit the export"), hover_aware=False)
    assert check.effect_observed is True  # the panel is the click's
    assert any("tooltip" in n for n in check.notes), check.notes
    assert searched and all(box[0] > 500 for box in searched), searched
    # the colour bins the search reads, on OpenCV's planes, are the plain formula's
    rgb = np.random.default_rng(4).integers(0, 256, (37, 53, 3), dtype=np.uint8)
    r, g, b = (rgb[..., c].astype(np.int32) >> 5 for c in range(3))
    plain = (r << 6) | (g << 3) | b
    assert np.array_equal(colour_bins(rgb), plain)
    assert common_colour_bin(colour_bins(rgb)) == int(np.bincount(plain.ravel()).argmax())


def _dark_icon_button(hovered: bool = False) -> np.ndarray:
    """The export icon button on a dark page; hover brightens its glyph."""
    out = ui_frame(dark=True)
    colour = (235, 235, 245) if hovered else (150, 150, 160)
    cv2.rectangle(out, (888, 288), (912, 312), colour, 2)
    cv2.line(out, (900, 294), (900, 306), colour, 2)
    return out


def _shade_bubble(img: np.ndarray, fill: tuple[int, int, int], text: str = "Export CSV") -> None:
    """A one-line bubble 10 px above the icon, drawn in ``fill``, with a light label."""
    cv2.rectangle(img, (850, 250), (950, 278), fill, -1)
    cv2.putText(img, text, (858, 270), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (240, 240, 245), 1)


def test_a_dark_themes_tooltip_a_shade_off_the_page_is_pointing() -> None:
    """A dark theme draws its tooltip a shade off its dark page (8 levels here): only the
    label stands out, so the change looks like a thin band of text. The bubble round it,
    painted over the page by a shade, makes it a tooltip. The same label appearing on the
    page itself, unchanged round it, is the click's (a "Saved" in bare text), and so is
    a bubble the pointer is on."""
    pre = _dark_icon_button()
    action = click(900, 300, "Submit the export")
    post = _dark_icon_button(hovered=True)
    _shade_bubble(post, (32, 34, 40))  # the page is (24, 26, 30)
    check = check_effect(pre, post, action, hover_aware=False)
    assert check.effect_observed is False, (check.changed_boxes, check.notes)
    assert any("tooltip" in n for n in check.notes)
    bare = _dark_icon_button(hovered=True)
    _shade_bubble(bare, (24, 26, 30), text="Saved")  # the page's own colour: no bubble
    assert check_effect(pre, bare, action, hover_aware=False).effect_observed is True
    on_it = check_effect(pre, post, click(900, 264, "Submit the export"), hover_aware=False)
    assert on_it.effect_observed is True


def test_a_menu_opened_under_the_control_is_no_tooltip() -> None:
    """Several lines in a box under the control: too tall for a one-line bubble."""
    pre = _icon_button(ui_frame())
    post = _icon_button(ui_frame(), hovered=True)
    cv2.rectangle(post, (860, 322), (1010, 420), (255, 255, 255), -1)
    cv2.rectangle(post, (860, 322), (1010, 420), (200, 200, 200), 1)
    for i, item in enumerate(("Export CSV", "Export PDF", "Print")):
        at = (872, 346 + 28 * i)
        cv2.putText(post, item, at, cv2.FONT_HERSHEY_SIMPLEX, 0.45, (30, 30, 40), 1)
    check = check_effect(pre, post, click(900, 300, "Submit the export"), hover_aware=False)
    assert check.effect_observed is True


# -- a moving element's sliver past its learned mask --------------------------------------------
def _dial(angle_deg: float) -> np.ndarray:
    """A gauge card far from the Submit button: a ring with a dot circling it."""
    img = ui_frame()
    cv2.circle(img, (1000, 250), 80, (60, 130, 240), 14)
    a = np.deg2rad(angle_deg)
    centre = (int(1000 + 80 * np.cos(a)), int(250 + 80 * np.sin(a)))
    cv2.circle(img, centre, 9, (30, 40, 140), -1)
    return img


def test_a_sliver_of_a_moving_element_past_its_mask_is_its_motion() -> None:
    """While idle the dot was seen at 0 and 10 degrees; by post it is at 30 degrees, part of
    it inside the grown mask, a sliver (19x11 px) outside. That sliver, far from the click
    and touching the mask, is the dot's motion; a count that changes far away, touching
    nothing that moved, is still the click's."""
    idle = (_dial(0), _dial(10))
    pre = _dial(10)
    check = check_effect(pre, _dial(30), click(), idle=idle)
    assert check.effect_observed is False, (check.changed_boxes, check.notes)
    assert any("sliver" in n for n in check.notes)
    counted = _dial(30)
    cv2.putText(counted, "3", (1210, 40), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (240, 240, 240), 2)
    assert check_effect(pre, counted, click(), idle=idle).effect_observed is True


def test_a_filled_button_pushed_down_is_no_tooltip() -> None:
    """A one-line filled box with a label beside the pointer, but it was on screen before,
    36 px higher: a message inserted above pushed it down. The same button, moved."""
    before = ui_frame()
    cv2.rectangle(before, (850, 214), (950, 242), (36, 30, 60), -1)
    cv2.putText(before, "Pay now", (866, 234), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (245, 245, 245), 1)
    after = ui_frame()
    cv2.putText(
        after,
        "Card type not supported",
        (850, 232),
        cv2.FONT_HERSHEY_SIMPLEX,
        0.5,
        (40, 40, 200),
        1,
    )
    cv2.rectangle(after, (850, 250), (950, 278), (36, 30, 60), -1)
    cv2.putText(after, "Pay now", (866, 270), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (245, 245, 245), 1)
    action = click(900, 300, "Submit the payment")
    check = check_effect(before, after, action, hover_aware=False)
    assert check.effect_observed is True
    assert not any("tooltip" in n for n in check.notes), check.notes
