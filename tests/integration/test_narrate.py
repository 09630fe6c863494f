"""Narration: the model is told, in words read by real OCR, what its action changed."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from vigil import Action, Monitor, RunConfig
from vigil.frames import Frame
from vigil.monitor.narrate import Narration, expectation_note, narration_text

pytestmark = pytest.mark.ocr

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
W, H = 900, 560
SEED = "WARNING: high-risk action had no observed effect ("
SUBMIT = Action.click(450, 300, reasoning="Submit the payment form")


def page(
    message: str | None = None,
    badge: str = "Cart (0)",
    clock: str = "10:41:27",
    dialog: str | None = None,
    dark: bool = False,
) -> np.ndarray:
    bg, fg = ((30, 30, 34), (235, 235, 235)) if dark else ((250, 250, 250), (25, 25, 25))
    img = Image.new("RGB", (W, H), bg)
    d = ImageDraw.Draw(img)
    font = ImageFont.truetype(FONT, 20)
    small = ImageFont.truetype(FONT, 16)
    d.text((30, 20), "Checkout", font=ImageFont.truetype(FONT, 28), fill=fg)
    d.text((700, 24), badge, font=font, fill=fg)
    d.text((560, 24), clock, font=small, fill=fg)
    d.rectangle((360, 280, 540, 320), fill=(30, 100, 210))
    d.text((400, 288), "Pay now", font=font, fill=(255, 255, 255))
    if message:
        d.text((330, 340), message, font=small, fill=(200, 30, 30))
    if dialog:
        d.rectangle((150, 150, 750, 420), fill=(255, 255, 255), outline=(80, 80, 80), width=2)
        d.text((200, 260), dialog, font=font, fill=(20, 20, 20))
    return np.asarray(img).copy()


@pytest.fixture(scope="module")
def ocr() -> Any:
    from vigil.ocr import RapidOcr

    return RapidOcr()


def texts(items: tuple[Narration, ...]) -> str:
    return " | ".join(f"{i.kind}:{i.before}->{i.after}" for i in items)


def test_appeared_message_is_quoted_after_the_seed_line(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    v = m.check(SUBMIT, page(), page("Card number is required"))
    assert v.effect_observed is True
    first, *rest = v.feedback.split("\n")
    assert first == "clicked at (450, 300) (screen changed)"
    assert rest and rest[0].startswith("What changed: appeared just below your click")
    assert "card number is required" in rest[0].lower()
    assert v.narration[0].kind == "appeared"
    assert any("error message" in line for line in rest), "an error-like text is flagged"


def test_disappeared_and_changed(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    v = m.check(SUBMIT, page("Card number is required"), page())
    assert [n.kind for n in v.narration] == ["disappeared"], texts(v.narration)
    add = Action.click(720, 34, reasoning="Confirm adding the blue mug to the cart")
    v = m.check(add, page(badge="Cart (0)"), page(badge="Cart (1)"))
    kinds = [n.kind for n in v.narration]
    assert kinds == ["changed"], texts(v.narration)
    assert "Consistent with your intent (cart)" in v.feedback


def test_a_tick_beside_a_label_is_not_quoted_as_text(ocr: Any, page: Any) -> None:
    """A ticked checkbox is an effect, but no text changed: the narration must not say its
    label changed "from X to X", nor quote the tick as a letter ("V")."""
    page.set_content(
        "<style>body{font-family:sans-serif;padding:20px} label{font-size:18px}"
        "button{font-size:18px;padding:10px 20px;margin:10px}</style><h1>Settings</h1>"
        "<p><button>Save settings</button></p><p><button>Save profile</button></p>"
        "<p><label><input type=checkbox id=cb style='width:20px;height:20px'> "
        "Confirm newsletter</label></p>"
    )
    box = page.locator("#cb").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    pre = page.screenshot()
    page.mouse.click(x, y)
    post = page.screenshot()
    tick = Action.click(x, y, reasoning="Click the Confirm newsletter checkbox")
    v = Monitor(ocr=ocr).check(tick, pre, post, hover_aware=True)
    assert v.effect_observed is True
    assert not [n for n in v.narration if n.kind == "changed" and n.before == n.after]
    assert all(len(n.after.strip()) > 1 for n in v.narration if n.kind == "appeared")


def test_dialog_covering_the_page(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    v = m.check(SUBMIT, page(), page(dialog="Are you sure you want to pay?"))
    assert v.narration and v.narration[0].where == "in a dialog covering the page"
    assert "are you sure" in v.narration[0].after.lower()


def test_dialog_over_a_dimmed_page_quotes_only_the_dialog(ocr: Any) -> None:
    # The backdrop changed every pixel of the page; the page's own text did not change,
    # it was dimmed, and is not quoted.
    m = Monitor(ocr=ocr)
    dimmed = (page(message="Card number is required").astype(np.float32) * 0.45).astype(np.uint8)
    img = Image.fromarray(dimmed)
    d = ImageDraw.Draw(img)
    d.rectangle((250, 180, 650, 380), fill=(255, 255, 255))
    d.text((280, 260), "Delete this card?", font=ImageFont.truetype(FONT, 22), fill=(20, 20, 20))
    v = m.check(SUBMIT, page(message="Card number is required"), np.asarray(img))
    assert [n.kind for n in v.narration] == ["appeared"], texts(v.narration)
    assert v.narration[0].where == "in a dialog covering the page"
    said = v.narration[0].after.lower()
    assert "delete this card" in said
    assert "checkout" not in said and "required" not in said and "pay now" not in said


def test_flash_read_from_settle_samples(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    samples = [Frame(page()), Frame(page("Card number is required"))] * 2 + [Frame(page())]
    v = m.check(SUBMIT, page(), page(), samples=samples, sample_interval_s=0.2)
    assert v.effect_observed is False
    first, *rest = v.feedback.split("\n")
    assert first.startswith("clicked at (450, 300) (no visible change); " + SEED)
    assert rest[0].startswith("What changed: a message flashed")
    assert "card number is required" in rest[0].lower()
    assert v.narration[0].duration_s == pytest.approx(0.4)


def test_new_page_is_one_line(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    m.observe(page(), url="http://shop/checkout")
    other = np.full((H, W, 3), 240, np.uint8)
    img = Image.fromarray(other)
    ImageDraw.Draw(img).text((30, 30), "Order confirmed", font=ImageFont.truetype(FONT, 32), fill=0)
    v = m.check(SUBMIT, page(), np.asarray(img), url="http://shop/confirmed")
    assert [n.kind for n in v.narration] == ["new_page"]
    assert "order confirmed" in v.narration[0].after.lower()


def _site(heading: str | None, dimmed: bool = False) -> np.ndarray:
    """A site page: a large brand name in the header both pages share, a smaller heading."""
    img = Image.new("RGB", (W, H), (250, 250, 250))
    d = ImageDraw.Draw(img)
    d.text((30, 20), "Vigil Mugs", font=ImageFont.truetype(FONT, 30), fill=(25, 25, 25))
    if heading:
        d.text((300, 120), heading, font=ImageFont.truetype(FONT, 24), fill=(25, 25, 25))
    out = np.asarray(img).astype(np.float32)
    return (out * (0.55 if dimmed else 1.0)).astype(np.uint8)


@pytest.mark.parametrize("dimmed", [False, True])
def test_new_page_heading_is_not_the_chrome_both_pages_share(ocr: Any, dimmed: bool) -> None:
    # The brand is the tallest line, but the last page showed it at the same place (also
    # when a dialog's backdrop dimmed that page): the new page's heading is the new line.
    m = Monitor(ocr=ocr)
    m.observe(_site(None, dimmed), url="http://shop/checkout")
    v = m.check(SUBMIT, _site(None, dimmed), _site("Order confirmed"), url="http://shop/done")
    assert [n.kind for n in v.narration] == ["new_page"]
    assert "order confirmed" in v.narration[0].after.lower(), texts(v.narration)


def test_volatile_clock_is_never_narrated(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    m.observe(page(clock="10:41:27"))
    m.observe(page(clock="10:41:28"))
    v = m.check(SUBMIT, page(clock="10:41:28"), page("Saved", clock="10:41:39"))
    said = texts(v.narration)
    assert "10:41" not in said, said
    assert "saved" in said.lower()


def test_dark_theme(ocr: Any) -> None:
    m = Monitor(ocr=ocr)
    v = m.check(SUBMIT, page(dark=True), page("Payment declined", dark=True))
    assert "payment declined" in texts(v.narration).lower()


def test_toggle_off_no_narration_and_no_ocr() -> None:
    class Exploding:
        def __call__(self, frame: Any) -> Any:
            raise AssertionError("OCR must not run with narration off")

    m = Monitor(RunConfig(narrate=False), ocr=Exploding())
    v = m.check(SUBMIT, page(), page("Card number is required"))
    assert v.narration == ()
    assert v.feedback == "clicked at (450, 300) (screen changed)"


def test_no_change_costs_no_ocr() -> None:
    class Exploding:
        def __call__(self, frame: Any) -> Any:
            raise AssertionError("no change: no OCR")

    m = Monitor(ocr=Exploding())
    v = m.check(SUBMIT, page(), page())
    assert v.narration == ()


def test_text_is_capped() -> None:
    items = tuple(Narration("appeared", (0, 0, 1, 1), after="x" * 200) for _ in range(4))
    assert len(narration_text(items, 120)) <= 120
    assert expectation_note("Add the mug", ()) is None


def form(
    message: str | None = None, shift: int = 0, title: str = "Billing", label: str = "Expiry"
) -> np.ndarray:
    """A form whose lower part slides down by ``shift`` px when a message is inserted."""
    img = Image.new("RGB", (W, H), (250, 250, 250))
    d = ImageDraw.Draw(img)
    font = ImageFont.truetype(FONT, 20)
    d.text((40, 30), title, font=ImageFont.truetype(FONT, 28), fill=(25, 25, 25))
    d.text((40, 120), "Card number", font=font, fill=(25, 25, 25))
    if message:
        d.text((40, 150), message, font=font, fill=(200, 30, 30))
    d.text((40, 160 + shift), label, font=font, fill=(25, 25, 25))
    d.rectangle((40, 200 + shift, 200, 240 + shift), fill=(30, 100, 210))
    d.text((70, 208 + shift), "Pay now", font=font, fill=(255, 255, 255))
    return np.asarray(img).copy()


def test_lines_that_only_moved_are_not_narrated(ocr: Any) -> None:
    """A message pushes the form down: only the message is new; what slid down is not."""
    m = Monitor(ocr=ocr)
    pay = Action.click(120, 220, reasoning="Submit the payment form")
    v = m.check(pay, form(), form("Card type not supported", shift=36))
    assert [n.kind for n in v.narration] == ["appeared"], texts(v.narration)
    after = v.narration[0].after.lower()
    assert "card type not supported" in after
    assert "expiry" not in after and "pay now" not in after


@pytest.fixture()
def recognised(ocr: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the engine recognises from now on (its cache emptied first)."""
    read: list[str] = []
    real = type(ocr)._recognize_crops

    def spy(self: Any, crops: Any) -> Any:
        out = real(self, crops)
        read.extend(text for text, _ in out)
        return out

    monkeypatch.setattr(type(ocr), "_recognize_crops", spy)
    ocr.clear_cache()
    return read


def test_lines_that_only_moved_are_not_recognised(ocr: Any, recognised: list[str]) -> None:
    """The engine leaves a line out when its exact pixels reappear shifted under a line of
    the other frame: of everything the message pushed down, nothing is read at all."""
    m = Monitor(ocr=ocr)
    pay = Action.click(120, 220, reasoning="Submit the payment form")
    v = m.check(pay, form(), form("Card type not supported", shift=36))
    assert "card type not supported" in v.narration[0].after.lower()
    assert not any("pay now" in t.lower() or "expiry" in t.lower() for t in recognised), recognised


def test_a_moved_line_that_gained_a_glyph_is_read(ocr: Any, recognised: list[str]) -> None:
    """ "Expiry" slides down and becomes "Expiry!": its old pixels reappear inside the new,
    slightly wider box, but the new box holds more, so it is recognised (not skipped as a
    line that only moved)."""
    m = Monitor(ocr=ocr)
    pay = Action.click(120, 220, reasoning="Submit the payment form")
    m.check(pay, form(), form("Card type not supported", shift=36, label="Expiry!"))
    assert any("expiry" in t.lower() for t in recognised), recognised


def test_same_text_drawn_differently_elsewhere_is_still_new(ocr: Any) -> None:
    """The "Expiry" label goes and the title now reads "Expiry": same text, another place,
    but drawn at another size, so it is not a move: the new title is narrated."""
    m = Monitor(ocr=ocr)
    pay = Action.click(120, 220, reasoning="Submit the payment form")
    v = m.check(pay, form(), form(title="Expiry", label=""))
    assert any("expiry" in n.after.lower() for n in v.narration), texts(v.narration)
    assert any("expiry" in n.before.lower() for n in v.narration), texts(v.narration)
