"""Narration as a demanding user meets it: real RapidOCR on real Chromium renders.

Each test pins a fault found by using ``Monitor(narrator=RapidOcr())`` as docs/monitor.md
says, on the labelled Chromium pairs of ``benchmarks/effect/cases`` and on pages rendered
here:

* a failing engine (raises, returns no tokens) was only logged: the verdict held no trace
  of it, a silence that read as "no text changed";
* an icon read as a circled digit ("①": ``str.isdigit`` is true for it) and rows of dots
  were quoted to the model as text;
* an engine's control characters (a form feed, a right-to-left override) reached the prompt;
* a replaced paragraph spent the whole 320-character cap on the old text (the new one was
  never read by the model), and the intent note after it quoted the new text whole, uncapped
  (695 characters);
* a validation message with no error word ("Please enter a valid email address.") was called
  "consistent with your intent" of "press Enter to submit", and a confirmation's "This
  cannot be undone." an error message;
* a flash that pushed the form down quoted the buttons it pushed as the flashed message;
* ``RunConfig(narrate_max_chars="200")`` (or ``None``) raised ``TypeError`` inside
  ``Monitor.check`` and lost the step's verdict; it is now refused when the config is built.

The engines that fail are deliberate fault injections; every other read is RapidOCR's.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from vigil import Action, Monitor, RunConfig
from vigil.errors import ConfigError
from vigil.frames import as_frame
from vigil.ocr import RapidOcr

pytestmark = pytest.mark.ocr

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "benchmarks" / "effect" / "cases"


@pytest.fixture(scope="module")
def ocr() -> Any:
    from vigil.ocr import RapidOcr

    return RapidOcr()


def _case(name: str) -> dict[str, Any]:
    labels = json.loads((ROOT / "benchmarks" / "effect" / "labels.json").read_text("utf-8"))
    return next(c for c in labels["cases"] if c["name"] == name)


def _check(name: str, engine: Any, config: RunConfig | None = None) -> Any:
    """``Monitor.check`` on one labelled case, as a runner hands it over."""
    case = _case(name)
    monitor = Monitor(config, narrator=engine)
    for idle in case.get("idle") or []:
        monitor.observe(str(CASES / idle))
    samples = [str(CASES / s) for s in case.get("samples") or []] or None
    return monitor.check(
        case["action"], str(CASES / case["pre"]), str(CASES / case["post"]), samples=samples
    )


def _narration_lines(feedback: str) -> list[str]:
    return feedback.split("\n")[1:]


# -- engines that fail -------------------------------------------------------------------------
class _Raises:
    def __call__(self, frame: Any) -> Any:
        raise RuntimeError("engine crashed")


class _ReturnsNone:
    def __call__(self, frame: Any) -> Any:
        return None


@pytest.mark.parametrize(
    ("engine", "said"),
    [(_Raises(), "RuntimeError: engine crashed"), (_ReturnsNone(), "OcrOutputError")],
)
def test_a_failing_engine_is_noted_in_the_verdict(engine: Any, said: str) -> None:
    v = _check("far_toast-light-1280x800", engine)
    assert v.effect_observed is True
    assert v.feedback == "clicked at (101, 403) (screen changed)"
    assert [n.kind for n in v.narration] == ["unread"]
    assert said in v.narration[0].error
    assert v.to_dict()["narration"][0]["error"] == v.narration[0].error


class _WithControlCharacters:
    """RapidOCR's reading with what other engines add: tesseract ends a page with a form
    feed; a hostile page can carry a right-to-left override."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __call__(self, frame: Any) -> Any:
        return [
            {"text": "\u202e" + t.text + "\x0c\x00", "box": t.box, "score": t.score}
            for t in self.inner(frame)
        ]


def test_control_characters_are_not_quoted(ocr: Any) -> None:
    v = _check("far_toast-light-1280x800", _WithControlCharacters(ocr))
    lines = _narration_lines(v.feedback)
    assert "Receipt sent to your inbox" in lines[0]
    assert not any(ord(ch) < 32 or ch == "\u202e" for line in lines for ch in line), lines


# -- what is quoted ----------------------------------------------------------------------------
def test_an_icon_read_as_a_circled_digit_is_not_quoted(ocr: Any) -> None:
    v = _check("b_validation-light-1280x800", ocr)
    said = "\n".join(_narration_lines(v.feedback))
    assert "An invoice email is required." in said
    assert "①" not in said and all(n.after != "①" for n in v.narration)


def test_a_validation_message_is_not_consistent_with_the_intent(ocr: Any) -> None:
    v = _check("enter_submit-light-1280x800", ocr)
    lines = _narration_lines(v.feedback)
    assert "Please enter a valid email address." in lines[0]
    assert lines[1].startswith("This looks like an error message"), lines


def test_a_confirmation_warning_is_not_an_error(ocr: Any) -> None:
    v = _check("b_modal-dark-1280x800", ocr)
    said = "\n".join(_narration_lines(v.feedback))
    assert "Delete account?" in said
    assert "error message" not in said, said


def test_a_flash_quotes_no_buttons_it_only_pushed_down() -> None:
    from vigil.ocr import RapidOcr

    # Frames the engine has read whole (a screen check did) are answered from that read:
    # every line of the widened box, the pushed buttons among them.
    ocr = RapidOcr()
    for frame in ("pre", "sample0"):
        ocr(as_frame(str(CASES / "b_validation_flash-dark-1280x800" / f"{frame}.png")))
    v = _check("b_validation_flash-dark-1280x800", ocr)
    assert v.effect.transient_change
    quoted = " ".join(n.after for n in v.narration)
    assert "Delete account" not in quoted and "Checkout" not in quoted, quoted


# -- length ------------------------------------------------------------------------------------
OLD = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 6
NEW = (
    "The quarterly report shows revenue growth across every region, with particular "
    "strength in the northern markets where new customers signed long contracts. "
) * 4
PAGE = (
    "<html><head><meta charset=utf-8><style>body{{margin:0;font:18px 'DejaVu Sans';"
    "background:{bg};color:{fg}}} h1{{margin:24px 32px}} button{{font:18px 'DejaVu Sans';"
    "padding:10px 24px;margin:0 32px}} #msg,p{{margin:16px 32px;max-width:900px}}</style>"
    "</head><body><h1>Report</h1><button id=b>Submit</button><div id=msg></div>"
    "<p id=p>{para}</p></body></html>"
)


def _render(page: Any, js: str, size: tuple[int, int], dark: bool = False) -> tuple[Any, ...]:
    """``pre``, ``post`` and the button's centre of the page above before and after ``js``."""
    bg, fg = ("#1e1e22", "#e8e8e8") if dark else ("#fafafa", "#202020")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.set_content(PAGE.format(bg=bg, fg=fg, para=OLD))
    pre = page.screenshot()
    page.evaluate(js)
    post = page.screenshot()
    box = page.locator("#b").bounding_box()
    return pre, post, (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def test_a_replaced_paragraph_is_bounded_and_shows_the_new_text(ocr: Any, page: Any) -> None:
    js = f"document.getElementById('p').textContent = {NEW!r}"
    pre, post, (x, y) = _render(page, js, (1280, 800))
    act = Action.click(x, y, reasoning="Submit to load the quarterly revenue report")
    v = Monitor(narrator=ocr).check(act, pre, post)
    told, note = _narration_lines(v.feedback)
    assert len(told) <= 320
    assert 'to "The quarterly report' in told, told
    assert note.startswith("Consistent with your intent") and len(note) <= 200, note


@pytest.mark.parametrize("cap", ["200", None, 2.5])
def test_a_cap_of_another_type_is_refused_before_any_check(cap: Any) -> None:
    """It raised TypeError inside Monitor.check, after the OCR read, losing the verdict."""
    with pytest.raises(ConfigError, match="narrate_max_chars"):
        RunConfig(narrate_max_chars=cap)


# -- frames of every kind (no fault found: kept so none creeps in) --------------------------------
@pytest.mark.parametrize(
    ("size", "dark"),
    [
        ((1280, 800), True),
        ((3840, 2160), False),
    ],
    ids=["dark", "4k"],
)
def test_a_toast_is_quoted_on_any_frame(
    ocr: Any, page: Any, size: tuple[int, int], dark: bool
) -> None:
    js = "document.getElementById('msg').textContent = 'Your changes were saved'"
    pre, post, (x, y) = _render(page, js, size, dark)
    v = Monitor(narrator=ocr).check(Action.click(x, y, reasoning="Submit"), pre, post)
    assert _narration_lines(v.feedback)[0] == (
        'What changed: appeared just below your click: "Your changes were saved"'
    )


def test_threads_sharing_one_engine_read_alike(ocr: Any) -> None:
    names = [
        "far_toast-light-1280x800",
        "b_validation-light-1280x800",
        "cart_counter-light-1280x800",
    ]
    alone = {n: _check(n, ocr).feedback for n in names}
    seen: list[tuple[str, str]] = []
    failed: list[BaseException] = []

    def run(order: list[str]) -> None:
        try:
            seen.extend((n, _check(n, ocr).feedback) for n in order)
        except BaseException as exc:  # reported by the assert below
            failed.append(exc)

    threads = [threading.Thread(target=run, args=(names[i:] + names[:i],)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not failed
    assert sorted(seen) == sorted((n, alone[n]) for n in names for _ in range(3))


@pytest.mark.parametrize("engine", ["rapidocr", True, RapidOcr])
def test_a_narrator_that_is_no_engine_is_refused_when_the_monitor_is_built(engine: Any) -> None:
    """A string, a flag or the engine's class failed inside every later check instead."""
    with pytest.raises(TypeError, match="must be an OCR engine"):
        Monitor(narrator=engine)


def test_the_report_says_why_a_step_was_not_read() -> None:
    from vigil.report.html import _narration_row

    row = _narration_row({"kind": "unread", "error": "OCR failed: RuntimeError: boom"})
    assert row == "not read: OCR failed: RuntimeError: boom"
