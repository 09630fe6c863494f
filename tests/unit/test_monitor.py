"""The Monitor: one session's verdicts from the frames an agent loop really has."""

from __future__ import annotations

import io

import cv2
import numpy as np
import pytest
from PIL import Image

from vigil import Action, RunConfig, check_effect
from vigil.errors import InvalidAction
from vigil.monitor import Monitor, StepVerdict

W, H = 640, 400
SEED_WARNING = "WARNING: high-risk action had no observed effect (global_and_region_stable)"


def ui(clock: str = "10:41:27", ticked: bool = False, label: str = "Place order") -> np.ndarray:
    """A small synthetic page: a header clock, a checkbox and a button."""
    img = np.full((H, W, 3), 250, np.uint8)
    cv2.rectangle(img, (0, 0), (W, 40), (40, 60, 90), -1)
    cv2.putText(img, clock, (520, 28), cv2.FONT_HERSHEY_SIMPLEX, 0.7, (255, 255, 255), 2)
    cv2.rectangle(img, (60, 120), (80, 140), (90, 90, 90), 2)
    if ticked:
        cv2.line(img, (63, 130), (70, 137), (20, 120, 20), 3)
        cv2.line(img, (70, 137), (78, 122), (20, 120, 20), 3)
    cv2.putText(img, "I agree", (92, 137), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (30, 30, 30), 1)
    cv2.rectangle(img, (240, 250), (400, 290), (30, 110, 220), -1)
    cv2.putText(img, label, (252, 277), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 2)
    return img


def jpeg(img: np.ndarray, quality: int = 80) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(img).save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


ORDER = Action.click(320, 270, reasoning="Click Place order")


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_noop_high_risk_click_gets_the_seed_warning_verbatim() -> None:
    m = Monitor(viewport=(W, H))
    v = m.check(ORDER, ui(), ui())
    assert isinstance(v, StepVerdict)
    assert v.effect_observed is False
    assert v.feedback == f"clicked at (320, 270) (no visible change); {SEED_WARNING}"
    assert v.stop is False and v.loop_event is None
    assert m.summary()["perceptual_summary"] == {"checked": 1, "no_effect": 1}


def test_a_closed_monitor_refuses_frames_but_keeps_its_summary() -> None:
    """Fed after close() it silently held frames again and judged steps of a session that
    was over; now it says so, and reset() opens a new session."""
    with Monitor(viewport=(W, H)) as m:
        m.check(ORDER, ui(), ui())
    assert m.summary()["perceptual_summary"] == {"checked": 1, "no_effect": 1}
    for call in (lambda: m.check(ORDER, ui(), ui()), lambda: m.observe(ui()), m.done):
        with pytest.raises(RuntimeError, match=r"after close\(\): make a new Monitor"):
            call()
    m.reset()
    assert m.check(ORDER, ui(), ui()).effect_observed is False


def test_post_hash_is_the_hash_of_post_on_every_path() -> None:
    """The loop detector's hash of ``post`` is reused from ``pre`` when the two are
    byte-identical and built from ``pre``'s rows when only some rows changed; either way it
    is the hash ``post`` has on its own."""
    from vigil.frames import Frame, phash

    cases = {
        "identical": (ui(), ui()),
        "ticked": (ui(), ui(ticked=True)),
        "clock": (ui(), ui(clock="10:41:28")),
    }
    for name, (pre, post) in cases.items():
        m = Monitor(viewport=(W, H))
        m.check(ORDER, pre, post)
        assert m.loops is not None
        recorded = m.loops._samples[-1].hash_text
        assert recorded == phash(Frame(post.copy()), exact=False).hex, name


def test_real_effect_is_observed_and_not_warned() -> None:
    m = Monitor()
    tick = Action.click(70, 130, reasoning="Confirm the terms")
    v = m.check(tick, ui(), ui(ticked=True))
    assert v.effect_observed is True
    assert v.warning is None
    assert v.feedback == "clicked at (70, 130) (screen changed)"


def test_clock_learned_from_observe_is_not_an_effect() -> None:
    plain = Monitor()
    # The tens digit of the seconds moves between pre and post: without knowledge of the
    # clock this reads as a change.
    assert plain.check(ORDER, ui("10:41:28"), ui("10:41:39")).effect_observed is True

    m = Monitor()
    m.observe(ui("10:41:27"))
    m.observe(ui("10:41:28"))  # idle pair: the clock moves by itself
    v = m.check(ORDER, ui("10:41:28"), ui("10:41:39"))
    assert v.effect_observed is False
    assert v.effect.volatile_boxes, "the clock's box is reported"
    assert SEED_WARNING in v.feedback


def test_clock_learned_from_previous_post_and_next_pre() -> None:
    m = Monitor()
    first = m.check(Action.click(500, 200, reasoning="look"), ui("10:41:20"), ui("10:41:27"))
    assert first.effect_observed is None  # not high-risk: no effect check
    # No action between the last post and this pre: they are an idle pair.
    v = m.check(ORDER, ui("10:41:28"), ui("10:41:39"))
    assert v.effect_observed is False


def counter_ui(count: str, ticked: bool = False) -> np.ndarray:
    """:func:`ui` with a live count at the end of a line, which grows by a digit at 1000."""
    img = ui(ticked=ticked)
    line = f"Watching now: {count}"
    cv2.putText(img, line, (60, 360), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (30, 30, 30), 2)
    return img


def test_live_count_that_gains_a_digit_is_not_an_effect() -> None:
    """The count's box was learned at three digits; at four its new last digit lies past
    that box and, unfollowed, reads as the click's effect."""
    idle = (counter_ui("998"), counter_ui("999"))
    bare = check_effect(counter_ui("999"), counter_ui("1,004"), ORDER, RunConfig())
    assert bare.effect_observed is True
    direct = check_effect(counter_ui("999"), counter_ui("1,004"), ORDER, RunConfig(), idle=idle)
    assert direct.effect_observed is False, direct.notes

    m = Monitor()
    m.observe(idle[0])
    m.observe(idle[1])
    assert m.check(ORDER, counter_ui("999"), counter_ui("1,004")).effect_observed is False
    # The tick beside it is still the click's effect.
    tick = Action.click(70, 130, reasoning="Confirm the terms")
    v = m.check(tick, counter_ui("1,004"), counter_ui("1,005", ticked=True))
    assert v.effect_observed is True


def test_hover_aware_pre_is_not_learned_as_idle() -> None:
    m = Monitor()
    m.observe(ui())
    hovered = ui()
    cv2.rectangle(hovered, (240, 250), (400, 290), (20, 90, 190), -1)  # darker on hover
    v = m.check(ORDER, hovered, hovered, hover_aware=True)
    assert v.effect_observed is False
    assert m.volatility.boxes == [], "the pointer moved between them: not an idle pair"


def test_volatile_element_forgotten_once_it_stops_moving() -> None:
    clock = FakeClock()
    m = Monitor(clock=clock)
    m.observe(ui("10:41:27"))
    clock.now += 1
    m.observe(ui("10:41:28"))
    assert len(m.volatility.boxes) == 1
    for _ in range(3):
        clock.now += 1
        m.observe(ui("10:41:28"))
    assert len(m.volatility.boxes) == 1, "still for 3 s: a 1 Hz clock may just be between ticks"
    for _ in range(3):
        clock.now += 1
        m.observe(ui("10:41:28"))
    assert m.volatility.boxes == [], "still for 6 pairs over 6 s: forgotten"
    # Now the clock's change counts again.
    assert m.check(ORDER, ui("10:41:28"), ui("10:41:39")).effect_observed is True


def test_jpeg_pairs_are_not_effects() -> None:
    m = Monitor()
    for q_pre, q_post in ((None, 85), (70, 90), (60, 60)):
        pre = ui() if q_pre is None else jpeg(ui(), q_pre)
        v = m.check(ORDER, pre, jpeg(ui(), q_post))
        assert v.effect_observed is False, (q_pre, q_post, v.effect.to_dict())


def test_actions_without_a_point_reach_the_loop_detector_and_gate() -> None:
    m = Monitor(viewport=(W, H))
    frame = ui()
    v = m.check(Action.type_text("hello"), frame, frame)
    assert v.effect_observed is None
    assert v.feedback == "typed 'hello' (no visible change)"
    assert m.loops is not None and len(m.loops) == 1


def test_hard_loop_stops_and_soft_loop_nudges_with_recovery() -> None:
    m = Monitor(viewport=(W, H))
    frame = ui()
    verdicts: list[StepVerdict] = []
    while not (verdicts and verdicts[-1].stop) and len(verdicts) < 8:
        verdicts.append(m.check(ORDER, frame, frame))
    events = [v.loop_event for v in verdicts]
    assert "soft" in events
    soft = verdicts[events.index("soft")]
    assert soft.feedback.startswith(f"clicked at (320, 270) (no visible change); {SEED_WARNING}")
    assert "Loop detected" in soft.feedback
    assert "Recovery: clicking this control does nothing" in soft.feedback
    assert verdicts[-1].stop is True
    assert verdicts[-1].loop_event == "hard"
    assert len(verdicts) == 7, "adaptive: uniform clicks on a frozen screen stop one step early"
    assert m.summary()["loop_stops"] == 1


def test_fixed_windows_when_adaptive_is_off() -> None:
    m = Monitor(RunConfig(loop_adaptive=False), viewport=(W, H))
    frame = ui()
    verdicts = [m.check(Action.click(10, 10, reasoning="x"), frame, frame) for _ in range(8)]
    assert [v.loop_event for v in verdicts].index("soft") == 2  # the third repeat
    assert verdicts[7].stop is True


def test_loop_hook_decides_every_loop() -> None:
    m = Monitor(viewport=(W, H), loop_hook=lambda window: False)
    frame = ui()
    verdicts = [m.check(ORDER, frame, frame) for _ in range(10)]
    assert all(v.loop_event is None and not v.stop for v in verdicts)


def test_done_rejected_without_progress_then_let_go() -> None:
    m = Monitor(viewport=(W, H))
    frame = ui()
    for i in range(5):
        m.check(Action.click(10 + 40 * i, 300, reasoning="look"), frame, frame)
    first = m.done()
    assert not first.accepted and first.reason == "no_progress_in_window"
    second = m.done()
    assert not second.accepted
    third = m.done()
    assert third.accepted, "the gate rejects at most twice per run"
    assert m.summary()["done_rejections"] == 2


def test_done_accepted_after_progress() -> None:
    m = Monitor()
    m.check(Action.click(70, 130, reasoning="Confirm"), ui(), ui(ticked=True))
    assert m.done().accepted


def test_action_forms_tool_use_and_computer_call() -> None:
    m = Monitor()
    tool_use = {
        "type": "tool_use",
        "name": "computer",
        "input": {"action": "key", "text": "Return"},
    }
    v = m.check(tool_use, ui(), ui())
    assert v.effect_observed is False, "Return is high-risk"
    call = {"type": "computer_call", "action": {"type": "keypress", "keys": ["ENTER"]}}
    v = m.check(call, ui(), ui())
    assert v.effect_observed is False


def test_a_bare_tool_call_click_is_verified_with_the_models_words() -> None:
    """A tool_use block or computer_call item carries no reasoning: the text the model wrote
    beside it says whether the click was meant to commit."""
    tool_use = {
        "type": "tool_use",
        "name": "computer",
        "input": {"action": "left_click", "coordinate": [320, 270]},
    }
    call = {
        "type": "computer_call",
        "action": {"type": "click", "button": "left", "x": 320, "y": 270},
    }
    for block in (tool_use, call):
        bare = Monitor().check(block, ui(), ui()).effect
        assert bare.reason == "not high-risk"
        assert any("reasoning=" in note for note in bare.notes), "says how to have it checked"
        m = Monitor()
        assert m.will_check(block, reasoning="I'll click Place order")
        v = m.check(block, ui(), ui(), reasoning="I'll click Place order")
        assert v.effect_observed is False
        assert "WARNING: high-risk action had no observed effect" in v.feedback


def test_a_step_nobody_could_see_is_not_called_no_visible_change() -> None:
    """A missing screenshot or a point off the screen: "no visible change" would tell the
    model something nobody looked at."""
    assert Monitor().check(ORDER, None, ui()).feedback == (
        "clicked at (320, 270) (not seen: no screenshot before the action)"
    )
    off = Action.click(5000, 270, reasoning="Click Place order")
    v = Monitor().check(off, ui(), ui())
    assert v.effect_observed is None
    assert (
        v.feedback
        == f"clicked at (5000, 270) (outside the {W}x{H} screen: nothing there to act on)"
    )


def test_missing_frame_is_a_skip_never_a_pass() -> None:
    m = Monitor()
    v = m.check(ORDER, None, ui())
    assert v.effect_observed is None
    assert v.effect.reason == "missing frame"
    assert v.warning is None


def test_summary_is_empty_perceptual_when_nothing_checked() -> None:
    m = Monitor()
    m.check(Action.scroll(), ui(), ui())
    s = m.summary()
    assert s["perceptual_summary"] == {}
    assert s["steps"] == 1 and s["warnings"] == 0


def test_toggle_off_never_warns() -> None:
    m = Monitor(RunConfig(perceptual_verify=False))
    v = m.check(ORDER, ui(), ui())
    assert v.effect_observed is None and v.warning is None
    assert v.feedback == "clicked at (320, 270) (no visible change)"


def test_to_dict_is_json_safe() -> None:
    import json

    m = Monitor()
    v = m.check(ORDER, ui(), ui())
    data = json.loads(json.dumps(v.to_dict()))
    assert data["effect_observed"] is False
    assert data["feedback"].endswith(SEED_WARNING)


def test_context_manager_releases_frames() -> None:
    with Monitor() as m:
        m.observe(ui())
    assert m._seen is None


@pytest.mark.parametrize("size", [(320, 240), (1920, 1080)])
def test_viewport_from_first_frame(size: tuple[int, int]) -> None:
    m = Monitor()
    frame = np.full((size[1], size[0], 3), 255, np.uint8)
    m.observe(frame)
    assert m.viewport == size


@pytest.mark.parametrize("after", ["noop", "tick"])
def test_prepare_ahead_changes_no_verdict(after: str) -> None:
    """``prepare`` only does early what ``check`` would do: the verdicts are the same, and
    the hashes it left on the frame are the ones the check reports."""
    tick = Action.click(70, 130, reasoning="Confirm the terms")
    post = ui(ticked=after == "tick")
    plain = Monitor(viewport=(W, H)).check(tick, ui(), post)
    m = Monitor(viewport=(W, H))
    pre = m.prepare(ui())
    assert pre._fast_phash is not None
    ahead = m.check(tick, pre, post)
    assert ahead.to_dict() | {"timings": {}} == plain.to_dict() | {"timings": {}}
    assert ahead.pre_hash == pre._fast_phash.hex


def test_png_bytes_of_a_noop_are_judged_once_and_warned() -> None:
    shot = Image.fromarray(ui())
    buf = io.BytesIO()
    shot.save(buf, format="PNG")
    png = buf.getvalue()
    v = Monitor(viewport=(W, H)).check(ORDER, png, bytes(png))
    assert v.effect_observed is False and SEED_WARNING in v.feedback
    assert v.pre_hash is not None and v.pre_hash == v.post_hash


def test_pillow_screens_seen_again_are_not_converted() -> None:
    """A loop's next pre is a new screenshot of the screen the Monitor saw last; as Pillow
    images, it is recognised in Pillow's memory and the verdict is the same."""
    from vigil.frames import Frame, phash

    m = Monitor(viewport=(W, H))
    first = m.check(ORDER, Image.fromarray(ui()), Image.fromarray(ui()))
    again = m.check(ORDER, Image.fromarray(ui()), Image.fromarray(ui(ticked=True)))
    assert first.effect_observed is False and again.effect_observed is True
    assert again.pre_hash == first.post_hash == phash(Frame(ui()), exact=False).hex
    assert again.post_hash == phash(Frame(ui(ticked=True)), exact=False).hex


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"config": {"loop_adaptive": False}}, TypeError),
        ({"viewport": (0, 0)}, ValueError),
        ({"viewport": "1280x800"}, ValueError),
        ({"viewport": (None, None)}, ValueError),
    ],
)
def test_a_wrong_config_or_viewport_fails_at_once_naming_it(
    kwargs: dict[str, object], error: type[Exception]
) -> None:
    with pytest.raises(error, match=r"config|viewport"):
        Monitor(**kwargs)  # type: ignore[arg-type]


def test_one_frame_given_as_samples_is_refused() -> None:
    with pytest.raises(TypeError, match="samples"):
        Monitor().check(ORDER, ui(), ui(), samples="post.png")  # type: ignore[arg-type]


# -- loops written by hand (what a new user's Playwright loop hands over) ----------------------
def _doubled(img: np.ndarray) -> np.ndarray:
    """``img`` as a HiDPI screen shows it: every CSS pixel two by two."""
    return cv2.resize(img, (2 * img.shape[1], 2 * img.shape[0]), interpolation=cv2.INTER_NEAREST)


def test_hidpi_screenshots_are_judged_where_the_css_point_is() -> None:
    """Viewport 640x400 in CSS pixels, screenshots 1280x800 (device_scale_factor=2): the
    tick at the clicked checkbox is the click's effect, found in the region around the
    scaled point; a change at the unscaled point (where the check used to look) is not."""
    tick = Action.click(70, 130, reasoning="Confirm I agree")
    v = Monitor(viewport=(W, H)).check(tick, _doubled(ui()), _doubled(ui(ticked=True)))
    assert v.effect_observed is True and v.effect.region_changed
    assert (
        v.effect.region_box is not None and v.effect.region_box[0] <= 140 <= v.effect.region_box[2]
    )
    assert any("2x the 640x400 viewport" in n for n in v.effect.notes)
    assert v.feedback.startswith("clicked at (70, 130)"), "the model's own coordinates"
    # The same pixels with no viewport given: the frames are the screen, nothing is scaled.
    plain = Monitor().check(tick, _doubled(ui()), _doubled(ui(ticked=True)))
    assert not any("viewport" in n for n in plain.effect.notes)


def test_playwrights_viewport_dict_is_a_viewport() -> None:
    assert Monitor(viewport={"width": 1280, "height": 800}).viewport == (1280, 800)


def _with_pictures(img: np.ndarray) -> np.ndarray:
    """The page once its pictures arrived (they load after the page itself)."""
    out = img.copy()
    cv2.rectangle(out, (420, 100), (600, 220), (180, 120, 60), -1)
    return out


def test_a_page_still_loading_after_a_navigation_is_not_learned_as_motion() -> None:
    m = Monitor()
    m.observe(ui(), url="http://shop/list")
    m.check(ORDER, ui(), ui(label="Checkout"), url="http://shop/checkout")
    # The next screenshot: the same page, its pictures in now. Not an idle pair.
    m.observe(_with_pictures(ui(label="Checkout")), url="http://shop/checkout")
    assert m.volatility.boxes == []
    # Left alone after that, the page does teach what moves.
    m.observe(_with_pictures(ui("10:41:30", label="Checkout")), url="http://shop/checkout")
    assert m.volatility.boxes


def test_frames_of_two_urls_are_no_idle_pair() -> None:
    m = Monitor()
    m.observe(ui(), url="http://shop/a")
    m.observe(_with_pictures(ui()), url="http://shop/b")
    assert m.volatility.boxes == []


def test_an_action_the_loop_reports_with_acted_is_not_learned_as_motion() -> None:
    m = Monitor()
    m.observe(ui())
    m.acted()  # the loop clicked into a field itself, without check()
    m.observe(ui(ticked=True))
    assert m.volatility.boxes == []
    v = m.check(ORDER, ui(ticked=True), ui(ticked=True, label="Order placed"))
    assert v.effect_observed is True


def test_sdk_objects_are_actions() -> None:
    """What ``response.content`` hands a loop is the SDK's own objects, not dicts."""
    anthropic_types = pytest.importorskip("anthropic.types")
    block = anthropic_types.ToolUseBlock(
        id="toolu_1",
        name="computer",
        type="tool_use",
        input={"action": "left_click", "coordinate": [320, 270]},
    )
    v = Monitor().check(block, ui(), ui(), reasoning="Place order")
    assert v.action == Action.click(320, 270, reasoning="Place order")
    assert v.effect_observed is False


def test_a_toolset_member_names_its_action() -> None:
    block = {"type": "tool_use", "id": "t", "name": "left_click", "input": {"coordinate": [5, 6]}}
    assert Monitor().check(block, ui(), ui()).action.point == (5, 6)


def test_a_batched_computer_call_is_refused_naming_the_way_out() -> None:
    call = {
        "type": "computer_call",
        "actions": [{"type": "click", "x": 1, "y": 2}, {"type": "keypress", "keys": ["ENTER"]}],
    }
    with pytest.raises(InvalidAction, match="2 actions: check each one"):
        Monitor().check(call, ui(), ui())


def test_the_hard_stop_says_why_in_its_feedback() -> None:
    m = Monitor(viewport=(W, H))
    verdicts: list[StepVerdict] = []
    while not (verdicts and verdicts[-1].stop) and len(verdicts) < 8:
        verdicts.append(m.check(ORDER, ui(), ui()))
    assert verdicts[-1].loop_event == "hard"
    assert "Stopping: the loop did not break." in verdicts[-1].feedback


def test_a_step_that_replaced_the_screen_is_not_followed_by_an_idle_pair() -> None:
    """No URL given: a step whose post is another screen altogether (most hash bits moved)
    leaves a post that may still be filling in."""
    other = np.full((H, W, 3), 30, np.uint8)
    cv2.putText(other, "Catalogue", (40, 200), cv2.FONT_HERSHEY_SIMPLEX, 2.0, (240, 240, 240), 3)
    cv2.rectangle(other, (300, 260), (620, 380), (200, 200, 200), -1)
    m = Monitor()
    m.check(Action.click(600, 20, reasoning="open the catalogue"), ui(), other)
    m.observe(_with_pictures(other))
    assert m.volatility.boxes == []


def test_a_viewport_taken_from_the_first_frame_scales_nothing_after_reset() -> None:
    """After reset() the Monitor forgets a viewport it only learned from a frame: a later
    screenshot twice that size is the screen, not a HiDPI copy of it."""
    m = Monitor()
    m.observe(ui())
    m.reset()
    tick = Action.click(70, 130, reasoning="Confirm I agree")
    v = m.check(tick, _doubled(ui()), _doubled(ui(ticked=True)))
    assert not any("viewport" in n for n in v.effect.notes)
