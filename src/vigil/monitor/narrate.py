"""Telling the model, in words, what its action changed.

The effect verifier knows *where* the screen changed (its dense boxes, volatile elements
already masked out) and whether something flashed and vanished while the screen settled. A
model that reads "screen changed" guesses; a model that reads "appeared near your click:
'Card number is required'" fixes its next step. So for the changed boxes of a step the
narrator reads the text there on ``pre`` and on ``post`` — only those boxes, with the screen
verifier's engine and its per-frame detection cache — and says what appeared, disappeared
or changed; for a flash it reads the settle sample where the flash was most visible.

Everything here is deterministic: OCR reads, string comparison decides. The narrator never
invents text: every quoted string was read from a frame of this step (a false "it says X"
would be worse than silence). Budgets keep it cheap: nothing at all on a step without a
change, at most :data:`MAX_BOXES` boxes, one line for a page that changed wholesale, and the
text handed to the model is capped.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from typing import Any, Final

import numpy as np

from vigil.frames import Frame
from vigil.frames.diff import shifted_copy
from vigil.monitor.backdrop import dialog_boxes
from vigil.ocr.base import OcrToken, to_tokens
from vigil.verify.effect import EffectCheck

__all__ = [
    "MAX_BOXES",
    "MAX_CHARS",
    "Narration",
    "expectation_note",
    "narrate_step",
    "narration_text",
]

log = logging.getLogger(__name__)

_Box = tuple[int, int, int, int]

#: Changed boxes read per step (largest first); the rest are summarised by count.
MAX_BOXES: Final = 4
#: Characters of narration handed to the model per step.
MAX_CHARS: Final = 320
#: Characters of one quoted text in the note on the action's intent (one line of it).
NOTE_QUOTE_CHARS: Final = 100
#: Boxes closer than this are read as one (a message and its icon, two lines of one toast).
MERGE_GAP_PX: Final = 16
#: Pixels a changed box is widened by on each side to read its whole text line.
LINE_PAD_PX: Final = 160
#: Lines whose centres are this close (vertically; 4x horizontally) are at the same place.
SAME_PLACE_PX: Final = 12
#: A box this close to the click is "near your click".
NEAR_CLICK_PX: Final = 160
#: Tallest detected lines of a new page's top band recognised to find its heading.
HEADING_CANDIDATES: Final = 3
#: Grey levels a pixel may move between two frames and still count as the same line.
KEPT_LEVELS: Final = 32
#: Correlation of two frames' pixels in a line above which it is the same line, dimmed.
KEPT_CORRELATION: Final = 0.97

_ERROR_WORDS = frozenset(
    re.findall(
        r"\S+",
        "required invalid error failed failure incorrect wrong must missing denied unable "
        "cannot can't expired declined not",
    )
)
#: Phrases of a validation message that has no error word ("Please enter a valid email
#: address."): without them the note called it consistent with "press Enter to submit".
_ERROR_PHRASE = re.compile(
    r"\b(?:please (?:enter|select|fill|provide|choose|correct)|enter a valid|try again)\b"
)
#: A confirmation's warning is no error: "This cannot be undone." under "Delete account?"
#: asks to confirm; calling it a failed intent sends the model back instead of on.
_WARNING_PHRASE = re.compile(r"\bcan(?:not|'t| not) be undone\b")
_STOP_WORDS = frozenset(
    re.findall(
        r"\S+",
        "the a an to of and or on in at for with by this that it its is are be my your "
        "click press tap button link field form page then now",
    )
)


@dataclass(frozen=True, slots=True)
class Narration:
    """One thing that changed: ``kind`` ∈ appeared, disappeared, changed, flashed, new_page;
    or ``unread``: the step changed but its text could not be read (``error`` says why, so
    the verdict records the failure instead of a silence that looks like "no text")."""

    kind: str
    box: _Box | None
    before: str = ""
    after: str = ""
    where: str = ""
    duration_s: float | None = None
    error: str = ""

    def describe(self) -> str:
        where = f" {self.where}" if self.where else ""
        if self.kind == "unread":
            return f"the changed text could not be read ({self.error})"
        if self.kind == "appeared":
            return f'appeared{where}: "{self.after}"'
        if self.kind == "disappeared":
            return f'disappeared{where}: "{self.before}"'
        if self.kind == "changed":
            return f'changed{where} from "{self.before}" to "{self.after}"'
        if self.kind == "flashed":
            lasted = f" after {self.duration_s:.1f} s" if self.duration_s else ""
            return f'a message flashed{where} and vanished{lasted}: "{self.after}"'
        title = f': "{self.after}"' if self.after else ""
        return f"a new page loaded{title}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "box": list(self.box) if self.box is not None else None,
            "before": self.before,
            "after": self.after,
            "where": self.where,
            "duration_s": self.duration_s,
            "error": self.error,
        }


# -- reading ----------------------------------------------------------------------------------
def _line_box(box: _Box, size: tuple[int, int]) -> _Box:
    """A changed box widened to the text line it sits in: a changed digit is read with its
    label ("Cart (1)", not "1)"); what the wider box adds is the same on both frames and
    cancels out."""
    w, h = size
    x0, y0, x1, y1 = box
    return (max(0, x0 - LINE_PAD_PX), max(0, y0 - 6), min(w, x1 + LINE_PAD_PX), min(h, y1 + 6))


_Line = tuple[str, _Box | None]


def _read_pair(
    before: Frame,
    after: Frame,
    boxes: Sequence[_Box],
    ocr: Any,
    avoid: Sequence[Sequence[int]] = (),
) -> tuple[list[list[_Line]], list[list[_Line]]]:
    """The text lines in each box of ``before`` and of ``after``, with their positions, top
    to bottom (only those boxes are recognised). Lines identical on both frames may be left
    out of both (:func:`~vigil.verify.screen.read_text_changes`): the comparison below would
    cancel them anyway. Lines touching an element that moves by itself (``avoid``: a clock
    the widened box reaches) are dropped: the narrator never quotes them."""
    from vigil.verify.screen import read_text_changes

    wide = [_line_box(b, before.size) for b in boxes]
    olds, news = read_text_changes(
        before, after, wide, ocr, isolation=(4 * SAME_PLACE_PX, SAME_PLACE_PX)
    )
    return [_lines(t, avoid) for t in olds], [_lines(t, avoid) for t in news]


def _lines(tokens: Sequence[Any], avoid: Sequence[Sequence[int]]) -> list[_Line]:
    cleaned = [(_clean(t.text), t.box) for t in tokens]
    kept = [
        (text, box)
        for text, box in cleaned
        if _is_text(text) and not any(_touches(box, v) for v in avoid)
    ]
    kept.sort(key=lambda line: (line[1][1], line[1][0]) if line[1] is not None else (0, 0))
    return kept


def _clean(text: object) -> str:
    """A reading as one printable line: control and format characters dropped, whitespace
    collapsed. The text goes into the model's prompt inside quotes; an engine's form feed,
    a NUL, a terminal escape or a right-to-left override (which would flip the rest of the
    feedback line on display) is no text the screen showed."""
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in str(text)
        if ch.isspace() or not unicodedata.category(ch).startswith("C")
    )
    return " ".join(kept.split())


def _is_text(text: str) -> bool:
    """Whether a reading is text worth quoting. It needs a letter or a digit: a row of
    dots, bullets or dashes is a separator or an icon OCR read as signs. A lone letter or
    sign is a mark that OCR read as one (a tick read as "V", a close cross as "X", a
    chevron as ">"); a lone decimal digit is a count ("1" on a cart badge) and stays — but
    not a circled or superscript one ("①", "²"): that is an icon, and ``str.isdigit``
    would have let it through."""
    stripped = text.strip()
    if not any(ch.isalpha() or ch.isdecimal() for ch in stripped):
        return False
    return len(stripped) > 1 or stripped.isdecimal()


def _touches(box: _Box | None, other: Sequence[int]) -> bool:
    if box is None:
        return False
    return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]


def _same(a: str, b: str) -> bool:
    """Equal after normalising, or nearly so on long lines with the same numbers. Not the
    screen verifier's containment rule: "Cart (1)" must not count as the line "Cart", and
    "Inbox 28 unread" is not "Inbox 27 unread"."""
    from vigil.verify.screen import normalize_text

    na, nb = normalize_text(a), normalize_text(b)
    if na == nb:
        return True
    if re.findall(r"\d+", na) != re.findall(r"\d+", nb):
        return False
    return min(len(na), len(nb)) > 12 and SequenceMatcher(None, na, nb).ratio() >= 0.92


def _same_place(a: _Box | None, b: _Box | None) -> bool:
    """Two lines at one place: a dialog's title that repeats the label of the button it now
    covers is new text, not the old line."""
    if a is None or b is None:
        return True
    ca, cb = ((a[0] + a[2]) / 2, (a[1] + a[3]) / 2), ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
    return abs(ca[1] - cb[1]) <= SAME_PLACE_PX and abs(ca[0] - cb[0]) <= 4 * SAME_PLACE_PX


#: Share by which two readings of one line may differ in width per character (OCR boxes
#: jitter by a few pixels; a title in another font differs by a third or more).
PITCH_SHARE: Final = 0.2
#: Pixels of width jitter always allowed (short lines: "OK" is ~20 px wide).
PITCH_SLACK_PX: Final = 8


def _same_pitch(a: str, box_a: _Box | None, b: str, box_b: _Box | None) -> bool:
    """Whether two readings are drawn in one type size: about the same width per character
    and the same height. A bold dialog title "Reset settings?" over the button "Reset
    settings" it covers reads almost the same, at almost the same place, but is set larger:
    it is a new line, and quoting it is the point of the narration."""
    if box_a is None or box_b is None or not a.strip() or not b.strip():
        return True
    wa, wb = box_a[2] - box_a[0], box_b[2] - box_b[0]
    ha, hb = box_a[3] - box_a[1], box_b[3] - box_b[1]
    expected = wa * len(b.strip()) / len(a.strip())
    if abs(expected - wb) > max(PITCH_SLACK_PX, PITCH_SHARE * max(expected, wb)):
        return False
    return abs(ha - hb) <= max(PITCH_SLACK_PX / 2, PITCH_SHARE * max(ha, hb))


def _minus(lines: list[_Line], other: list[_Line]) -> list[_Line]:
    """The lines of ``lines`` that ``other`` does not hold at the same place, in the same
    type size (OCR-tolerant)."""
    return [
        (text, box)
        for text, box in lines
        if not any(
            _same(text, o) and _same_place(box, ob) and _same_pitch(text, box, o, ob)
            for o, ob in other
        )
    ]


def _moved(
    gone: list[_Line], new: list[_Line], before: Frame, after: Frame
) -> tuple[list[_Line], list[_Line]]:
    """``gone`` and ``new`` without the lines that only moved.

    When a message is inserted above a form, everything below it slides down: the lines
    there read the same but at another place, and quoting them as changed buries the one
    new line in noise. A gone line and a new line with the same text count as moved when
    the pixels of the old one reappear, shifted, at the new place (so a dialog title that
    repeats a button's label elsewhere, drawn differently, is still new text).
    """
    kept_new = list(new)
    kept_gone: list[_Line] = []
    for text, box in gone:
        match = next(
            (n for n in kept_new if _same(text, n[0]) and _shifted_copy(before, after, box, n[1])),
            None,
        )
        if match is None:
            kept_gone.append((text, box))
        else:
            kept_new.remove(match)
    return kept_gone, kept_new


#: Pixels of search around the shift two detected boxes suggest (their sizes can differ by
#: a few pixels for the same text).
_SHIFT_SEARCH_PX: Final = 3


def _shifted_copy(before: Frame, after: Frame, old: _Box | None, new: _Box | None) -> bool:
    """Whether ``after`` shows ``before``'s pixels of box ``old`` again around box ``new``,
    equal up to re-encoding noise (almost no pixel differs by more than a faint edge)."""
    if old is None or new is None:
        return False
    return shifted_copy(
        before.gray, after.gray, old, new, search=_SHIFT_SEARCH_PX, level=24, share=0.01
    )


def _texts(lines: list[_Line]) -> list[str]:
    return [text for text, _ in lines]


# -- boxes ------------------------------------------------------------------------------------
def _merge(boxes: Sequence[_Box], gap: int = MERGE_GAP_PX) -> list[_Box]:
    """Union boxes that touch within ``gap`` px, repeatedly, largest first."""
    merged = [tuple(b) for b in boxes]
    changed = True
    while changed:
        changed = False
        for i in range(len(merged)):
            for j in range(i + 1, len(merged)):
                a, b = merged[i], merged[j]
                if (
                    a[0] - gap < b[2]
                    and b[0] - gap < a[2]
                    and a[1] - gap < b[3]
                    and b[1] - gap < a[3]
                ):
                    merged[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del merged[j]
                    changed = True
                    break
            if changed:
                break
    out = [(int(b[0]), int(b[1]), int(b[2]), int(b[3])) for b in merged]
    return sorted(out, key=lambda b: -(b[2] - b[0]) * (b[3] - b[1]))


IN_DIALOG: Final = "in a dialog covering the page"


def _covers_page(box: _Box, size: tuple[int, int]) -> bool:
    """A change over most of the page's width and a third of its area: a dialog, a
    backdrop, a panel sliding over the page."""
    w, h = size
    x0, y0, x1, y1 = box
    return (x1 - x0) * (y1 - y0) > 0.3 * w * h and x0 < w / 3 and x1 > 2 * w / 3


def _where(box: _Box, point: tuple[float, float] | None, size: tuple[int, int]) -> str:
    """Where a box is, in the words a model can act on."""
    h = size[1]
    x0, y0, x1, y1 = box
    if _covers_page(box, size):
        return IN_DIALOG
    if point is not None:
        cx = min(max(point[0], x0), x1)
        cy = min(max(point[1], y0), y1)
        dist = ((cx - point[0]) ** 2 + (cy - point[1]) ** 2) ** 0.5
        if dist <= NEAR_CLICK_PX:
            if y0 >= point[1] + 8:
                return "just below your click"
            if y1 <= point[1] - 8:
                return "just above your click"
            return "at your click"
    if y1 <= 0.15 * h:
        return "at the top of the page"
    if y0 >= 0.85 * h:
        return "at the bottom of the page"
    return "elsewhere on the page"


# -- the narration ---------------------------------------------------------------------------
def narrate_step(
    effect: EffectCheck,
    pre: Frame,
    post: Frame,
    ocr: Any,
    *,
    point: tuple[float, float] | None = None,
    samples: Sequence[Frame] = (),
    url_changed: bool = False,
    sample_interval_s: float | None = None,
) -> tuple[Narration, ...]:
    """What changed between ``pre`` and ``post`` (and what flashed in ``samples``), in words.

    Empty when nothing changed: no OCR runs then. A new URL gets one ``new_page`` item with
    the heading read at its top. A change over most of the frame without one is a dialog
    over a dimmed page when the rest of it only changed brightness
    (:func:`~vigil.monitor.backdrop.dialog_boxes`): the dialog's text is what appeared.
    Anything else is read box by box.

    Never raises for the engine's sake: narration is a courtesy beside a verdict, and an
    engine that fails (raises, returns what is not tokens, is no engine at all) makes one
    ``unread`` item that says why — the verdict records the failure, the model is not told
    of it (:func:`narration_text` leaves it out), and the check goes on.
    """
    try:
        return _narrate(effect, pre, post, ocr, point, samples, url_changed, sample_interval_s)
    except Exception as exc:  # any engine fault; KeyboardInterrupt and the like still stop
        reason = f"OCR failed: {type(exc).__name__}: {exc}".rstrip(": ")
        log.warning("narration skipped: %s", reason)
        return (Narration("unread", None, error=_clip(reason, MAX_CHARS)),)


def _narrate(
    effect: EffectCheck,
    pre: Frame,
    post: Frame,
    ocr: Any,
    point: tuple[float, float] | None,
    samples: Sequence[Frame],
    url_changed: bool,
    sample_interval_s: float | None,
) -> tuple[Narration, ...]:
    """:func:`narrate_step` without the guard: what changed, read with ``ocr``."""
    items: list[Narration] = []
    if url_changed:
        return (_new_page(pre, post, ocr),)
    boxes = _merge(effect.changed_boxes)[:MAX_BOXES] if effect.changed_boxes else []
    dialogs = _dialogs_over_backdrop(pre, post, boxes)
    if dialogs:
        items.extend(_dialog_text(post, dialogs, ocr, effect.volatile_boxes))
        boxes = [b for b in boxes if b not in dialogs]
    if boxes:
        items.extend(_box_changes(pre, post, boxes, ocr, point, effect.volatile_boxes))
    if effect.transient_change and effect.transient_box is not None:
        tb = effect.transient_box
        box = (int(tb[0]), int(tb[1]), int(tb[2]), int(tb[3]))
        flash = _flash(pre, samples, box, ocr, point, sample_interval_s)
        if flash is not None:
            items.append(flash)
    return tuple(items)


def _dialogs_over_backdrop(pre: Frame, post: Frame, boxes: list[_Box]) -> dict[_Box, list[_Box]]:
    """For each page-covering box that is a dimmed page, the dialogs over it."""
    if pre.size != post.size:
        return {}
    found: dict[_Box, list[_Box]] = {}
    for box in boxes:
        if _covers_page(box, post.size):
            parts = dialog_boxes(pre, post, box)[:MAX_BOXES]
            if parts:
                found[box] = parts
    return found


def _dialog_text(
    post: Frame, dialogs: dict[_Box, list[_Box]], ocr: Any, volatile: Sequence[Sequence[int]]
) -> list[Narration]:
    """What each dialog says: its lines on ``post`` appeared (the page it covers is not
    quoted: it did not change, it was dimmed)."""
    from vigil.verify.screen import read_text_in_boxes

    parts = [part for found in dialogs.values() for part in found]
    out: list[Narration] = []
    for part, tokens in zip(parts, read_text_in_boxes(post, parts, ocr), strict=True):
        text = " / ".join(_texts(_lines(tokens, volatile)))
        if text:
            out.append(Narration("appeared", part, "", text, IN_DIALOG))
    return out


def _box_changes(
    pre: Frame,
    post: Frame,
    boxes: list[_Box],
    ocr: Any,
    point: tuple[float, float] | None,
    volatile: Sequence[Sequence[int]] = (),
) -> list[Narration]:
    before_lines, after_lines = _read_pair(pre, post, boxes, ocr, volatile)
    out: list[Narration] = []
    for box, before, after in zip(boxes, before_lines, after_lines, strict=True):
        gone_lines, new_lines = _moved(_minus(before, after), _minus(after, before), pre, post)
        gone, new = _texts(gone_lines), _texts(new_lines)
        where = _where(box, point, post.size)
        if new and gone and new == gone:
            # Read alike, drawn otherwise (a tick beside a label, a restyle): no text changed.
            continue
        if new and gone:
            out.append(Narration("changed", box, " / ".join(gone), " / ".join(new), where))
        elif new:
            out.append(Narration("appeared", box, "", " / ".join(new), where))
        elif gone:
            out.append(Narration("disappeared", box, " / ".join(gone), "", where))
    return out


def _flash(
    pre: Frame,
    samples: Sequence[Frame],
    box: _Box,
    ocr: Any,
    point: tuple[float, float] | None,
    interval_s: float | None,
) -> Narration | None:
    """Read the flash from the sample where it differed most from ``pre``."""
    x0, y0, x1, y1 = box
    ref = pre.gray[y0:y1, x0:x1].astype(np.int16)
    best: Frame | None = None
    best_score, shown = 0, 0
    for sample in samples:
        if sample.size != pre.size:
            continue
        delta = np.abs(sample.gray[y0:y1, x0:x1].astype(np.int16) - ref)
        score = int(np.count_nonzero(delta > 32))
        if score > 8:
            shown += 1
        if score > best_score:
            best, best_score = sample, score
    if best is None:
        return None
    grown = (x0, y0, x1, y1)
    olds, news = _read_pair(pre, best, [grown], ocr)
    before, seen = olds[0], news[0]
    # A flashed message pushes what is below it down for as long as it shows: those lines
    # only moved (as in :func:`_box_changes`) and are not what flashed.
    _, flashed = _moved(_minus(before, seen), _minus(seen, before), pre, best)
    text = " / ".join(_texts(flashed))
    if not text:
        return None
    duration = round(shown * interval_s, 1) if interval_s and shown else None
    return Narration("flashed", grown, "", text, _where(grown, point, pre.size), duration)


def _new_page(pre: Frame, post: Frame, ocr: Any) -> Narration:
    """A new page: its heading, the tallest text line in its upper part that the last page
    did not show at the same place (a logo or menu both pages share is not the heading)."""
    tokens = _heading_candidates(pre, post, ocr)
    if not tokens:
        return Narration("new_page", None)
    heading = max(tokens, key=lambda t: (t.box[3] - t.box[1]) if t.box is not None else 0)
    return Narration("new_page", heading.box, "", _clean(heading.text))


def _heading_candidates(pre: Frame, post: Frame, ocr: Any) -> list[OcrToken]:
    """The new text lines of the page's upper band, one of which is its heading.

    Only the tallest line is wanted, and detection alone knows line heights. So with an
    engine that detects and recognises separately, only the band is detected (a third of
    the frame: ~65 ms instead of a whole frame's ~300) and only its
    :data:`HEADING_CANDIDATES` tallest new lines are recognised, instead of every line in
    it. A frame already detected or read is read from that instead."""
    from vigil.ocr.targeted import supports_targeted
    from vigil.verify.screen import read_text_in_boxes

    band = (0, 0, post.width, max(1, min(post.height, int(post.height * 0.3))))
    known = any(
        callable(getattr(ocr, name, None)) and getattr(ocr, name)(post)
        for name in ("has_detection", "is_cached")
    )
    if known or not supports_targeted(ocr):
        tokens = read_text_in_boxes(post, [band], ocr)[0]
        return [t for t in tokens if _is_text(_clean(t.text)) and not _kept(pre, post, t.box)]
    crop = Frame(np.ascontiguousarray(post.rgb[band[1] : band[3], band[0] : band[2]]))
    lines = [b for b in ocr.detect(crop) if not _kept(pre, post, b)]
    lines.sort(key=lambda b: b[3] - b[1], reverse=True)
    tokens = to_tokens(ocr.recognize_boxes(crop, lines[:HEADING_CANDIDATES]))
    return [t for t in tokens if _is_text(_clean(t.text))]


def _kept(pre: Frame, post: Frame, box: Sequence[float] | None) -> bool:
    """Whether a line looks the same on both frames: chrome the new page shares with the
    last one. Lossy encodings move pixels a little, so only a jump of more than
    :data:`KEPT_LEVELS` grey levels counts as a difference; and a line the last page showed
    under a dimming backdrop (a dialog was open) is the same line scaled in brightness, so
    near-perfect correlation counts as the same too."""
    if box is None or pre.size != post.size:
        return False
    w, h = post.size
    x0, y0 = max(0, int(box[0])), max(0, int(box[1]))
    x1, y1 = min(w, int(box[2])), min(h, int(box[3]))
    if x1 <= x0 or y1 <= y0:
        return False
    if shifted_copy(
        pre.gray, post.gray, (x0, y0, x1, y1), (x0, y0, x1, y1), search=0, level=KEPT_LEVELS
    ):
        return True
    a = pre.gray[y0:y1, x0:x1].astype(np.float32)
    b = post.gray[y0:y1, x0:x1].astype(np.float32)
    sa, sb = float(a.std()), float(b.std())
    if sa < 1.0 or sb < 1.0:
        return False
    corr = float(((a - a.mean()) * (b - b.mean())).mean()) / (sa * sb)
    return corr >= KEPT_CORRELATION


def narration_text(items: Sequence[Narration], max_chars: int = MAX_CHARS) -> str:
    """One line for the model: ``What changed: …; …``, capped at ``max_chars``.

    Each quoted text gets at most a third of the cap: cutting only the whole line let the
    old text of a replaced paragraph take all of it, and the model never read the new one.
    ``unread`` items are left out (the model cannot mend the OCR engine); a cap of zero or
    less tells nothing."""
    told = [item for item in items if item.kind != "unread"]
    if not told or max_chars <= 0:
        return ""
    quote = max(24, max_chars // 3)
    parts = [
        replace(item, before=_clip(item.before, quote), after=_clip(item.after, quote)).describe()
        for item in told
    ]
    return _clip("What changed: " + "; ".join(parts), max_chars)


def _clip(text: str, max_chars: int) -> str:
    """``text`` cut to at most ``max_chars`` characters, ending in "…" when cut."""
    if len(text) <= max_chars:
        return text
    if max_chars <= 1:
        return "…"[:max_chars]
    return text[: max_chars - 1].rstrip() + "…"


def expectation_note(reasoning: str, items: Sequence[Narration]) -> str | None:
    """Does the narrated change fit what the action meant to do? Plain words, no model.

    An error-like message that appeared (``required``, ``invalid``, "please enter"…) says
    the intent failed; a new text sharing a content word with the reasoning ("Add the blue
    mug to the cart" → "Cart (1 item)") says it is consistent. Anything else: no note
    (silence over guesses). Only the one line that decided is quoted, cut to
    :data:`NOTE_QUOTE_CHARS`: the narration line above already quotes the rest, and a
    replaced page quoted whole made this note longer than the capped narration itself.
    """
    new_lines = [
        line
        for i in items
        if i.kind in ("appeared", "changed", "flashed") and i.after
        for line in i.after.split(" / ")
        if line.strip()
    ]
    if not new_lines:
        return None
    for line in new_lines:
        if _is_error(line):
            quoted = _clip(line, NOTE_QUOTE_CHARS)
            return f'This looks like an error message, not what you intended: "{quoted}"'
    wanted = {w for w in _words(reasoning) if w not in _STOP_WORDS and len(w) > 2}
    for line in new_lines:
        shared = wanted & set(_words(line))
        if shared:
            quoted = _clip(line, NOTE_QUOTE_CHARS)
            return f'Consistent with your intent ({", ".join(sorted(shared))}): now "{quoted}"'
    return None


def _is_error(line: str) -> bool:
    """Whether one line of text reads as an error or validation message."""
    lowered = _WARNING_PHRASE.sub(" ", line.lower())
    return bool(_ERROR_WORDS & set(_words(lowered))) or _ERROR_PHRASE.search(lowered) is not None


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())
