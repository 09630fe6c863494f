"""OCR-anchored screen verification: is what the agent expects really on screen?

Before clicking "Sign in" (``verify_before``) or after submitting a form (``verify_after``),
an agent states the elements it expects — ``{"role": "button", "text": "Sign in"}`` — and
this module answers with a :class:`ScreenMatchResult` verdict.

How the verdict is reached, and why in this order:

1. **Presence is decided by OCR text alone.** OCR is deterministic and cannot imagine a
   button that is not painted; a vision-language model can. So a model never decides
   presence: a false "present" is ruled out by construction, and a false "missing" (OCR
   misread) costs only a retry.
2. **Roles are confirmed afterwards, only for elements OCR found.** The role checker (a VLM
   asked for JSON, or the deterministic accessibility-tree check in a browser) sees the list
   of found texts with their expected roles and says, per element, whether the role holds.
   That separates "Sign in" the button from a "Sign in" heading, which text alone cannot.

Text matching forgives what OCR does to text — accents, case, spacing, punctuation,
lookalike glyphs ("lyer" for "Iyer"), a dropped narrow glyph — and nothing else. The spec's
:func:`fuzzy_match` ratio alone would accept one changed letter ("Peoding" for "Pending") or a
swapped word ("Show empty columns" for "Hide empty columns"), which on a text-dense page made
a third of such near-misses read as present. A token the OCR engine itself doubted (score
below a floor) proves nothing, a fragment of the expected text (OCR read "Sign" and "in" as
separate words) only counts once neighbouring fragments on the same line join into it (or,
for a sentence that wraps, the line below continues it), and a similar text must carry the
same numbers ("3 weeks ago" is not "4 weeks ago").

The verdict rules (the spec's list):

* no expected elements → match, confidence 1.0;
* OCR failed → no match, confidence 0, the reason names the error (an OCR client whose
  output is not tokens is a bug, not a failure: it raises ``OcrOutputError``);
* something missing → no match, confidence = presence ratio;
* role checker failed after full presence → match, confidence 0.5 (presence is proven);
* otherwise match iff every role is confirmed with confidence ≥ ``min_confidence`` and the
  overall confidence ≥ ``min_confidence`` (``verify_before`` 0.7, ``verify_after`` 0.8).
"""

from __future__ import annotations

import difflib
import itertools
import json
import logging
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from vigil.frames.frame import Frame, FrameLike, as_frame
from vigil.ocr.base import Box, OcrOutputError, OcrToken, to_tokens
from vigil.ocr.targeted import (
    area_of,
    boxes_touching,
    line_marks,
    line_words,
    numbers_in,
    rank_boxes,
    supports_targeted,
)
from vigil.verify.a11y import ROLE_SYNONYMS

__all__ = [
    "DEFAULT_MIN_TOKEN_SCORE",
    "DEFAULT_NEAR_RADIUS",
    "ROLELESS",
    "ROLE_WORDS",
    "TARGETED_GROWTH",
    "OcrPresenceResult",
    "ScreenMatchResult",
    "build_role_confirm_prompt",
    "fuzzy_match",
    "normalize_text",
    "ocr_presence_check",
    "parse_expected",
    "parse_role_confirm_response",
    "read_text_changes",
    "read_text_in_boxes",
    "read_text_near",
    "text_near",
    "verify_after",
    "verify_before",
    "verify_screen_match",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

#: What the verifiers accept as expected elements: a sequence of ``"role:text"`` strings and
#: mappings, or one string or mapping on its own (one element).
Expected = Sequence[str | Mapping[str, Any]] | str | Mapping[str, Any]

#: OCR tokens scored below this do not prove presence. RapidOCR scores clean UI text at
#: 0.9–1.0 and its own default cut-off is 0.5; garbage read from icons and textures sits
#: well below that.
DEFAULT_MIN_TOKEN_SCORE = 0.5

#: Roles that need no confirmation: the element is plain text, so presence is everything.
ROLELESS = frozenset({"", "any", "text", "label", "static", "statictext", "element"})

#: Role words understood in ``"role:text"`` strings (mappings may use any role).
ROLE_WORDS = (
    ROLELESS
    | frozenset(ROLE_SYNONYMS)
    | frozenset({"menu", "listitem", "row", "navigation", "banner", "badge", "toast", "tooltip"})
)

# How many neighbouring tokens on one line may be joined to rebuild a split phrase.
_MAX_JOIN = 4
_DIGITS = re.compile(r"\d+")
_SEPARATORS = re.compile(r"[_·•|¦]")

OcrClient = Callable[[Frame], Iterable[Any]]


# -- text -----------------------------------------------------------------------------------
def normalize_text(text: str) -> str:
    """Lowercase, strip accents (NFKD, combining marks dropped), collapse whitespace.

    ``"RECHERCHER"`` → ``"rechercher"``, ``"Recherché"`` → ``"recherche"``,
    ``"  hello   world "`` → ``"hello world"``; digits and punctuation are kept, so
    ``"IPP 12345"`` keeps its content and spacing (and is only lowercased).
    """
    decomposed = unicodedata.normalize("NFKD", str(text))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.lower().split())


def fuzzy_match(expected: str, observed: str, threshold: float = 0.8) -> bool:
    """Whether OCR's ``observed`` text stands for ``expected``.

    True when, after :func:`normalize_text`, the two are equal, one contains the other, or
    their :class:`difflib.SequenceMatcher` ratio is at least ``threshold``. Empty text
    matches nothing: an empty string is "contained" in every string and would otherwise
    make any token prove any element.
    """
    e, o = normalize_text(expected), normalize_text(observed)
    if not e or not o:
        return False
    if e == o or e in o or o in e:
        return True
    return difflib.SequenceMatcher(None, e, o).ratio() >= threshold


# -- expected elements ----------------------------------------------------------------------
def parse_expected(item: str | Mapping[str, Any]) -> dict[str, Any]:
    """One expected element as ``{"role", "text"[, "region"][, "near"]}``.

    ``region`` ([x0, y0, x1, y1]) is a hard limit: only text centred inside it counts.
    ``near`` ([x, y], e.g. where the agent means to click) is only a hint for which lines a
    targeted read recognises first; it never changes the verdict. Either field in another
    form raises ``TypeError`` (not numbers) or ``ValueError`` (wrong count, NaN, infinite,
    an empty region) naming the field and the form it takes.

    Strings read ``"role:text"`` (``"button:Sign in"``) when the part before the first colon
    is a known role word (:data:`ROLE_WORDS`); otherwise the whole string is role-less text,
    so ``"Time: 10:00"`` and ``"Total due: $5"`` stay texts. Mappings may use any role.
    """
    if isinstance(item, Mapping):
        if "text" not in item:
            raise ValueError(f"expected element {dict(item)!r} has no 'text'")
        out = dict(item)
        out["text"] = str(item["text"])
        out["role"] = str(item.get("role") or "")
        if item.get("region") is not None:
            region = [int(v) for v in _coordinates(item, "region", 4, _REGION_FORM)]
            if region[2] <= region[0] or region[3] <= region[1]:
                raise ValueError(_field_problem(item, "region", _REGION_FORM))
            out["region"] = tuple(region)
        if item.get("near") is not None:
            x, y = _coordinates(item, "near", 2, _NEAR_FORM)
            out["near"] = (x, y)
        return out
    text = str(item)
    role, sep, rest = text.partition(":")
    word = role.strip().lower()
    if sep and word in ROLE_WORDS and rest.strip():
        return {"role": word, "text": rest.strip()}
    return {"role": "", "text": text.strip()}


_REGION_FORM = "[x0, y0, x1, y1]: four finite numbers (frame pixels) with x0 < x1 and y0 < y1"
_NEAR_FORM = "[x, y]: two finite numbers (frame pixels)"


def _field_problem(item: Mapping[str, Any], key: str, form: str) -> str:
    return f"expected element {item.get('text')!r}: {key!r} must be {form}, not {item[key]!r}"


def _coordinates(item: Mapping[str, Any], key: str, count: int, form: str) -> list[float]:
    """``item[key]`` as ``count`` finite numbers.

    Checked before use because the plain conversion misleads: a string iterates as its
    characters (``"top"`` failed as ``int('t')``), and a NaN or infinite coordinate passes
    every comparison test only to fail far from the element that carried it. Not numbers
    raise ``TypeError``; the wrong count or a non-finite number raise ``ValueError``.
    """
    numbers = numbers_in(item[key])
    if numbers is None:
        raise TypeError(_field_problem(item, key, form))
    if len(numbers) != count or not all(math.isfinite(v) for v in numbers):
        raise ValueError(_field_problem(item, key, form))
    return numbers


def _expected_list(expected: Any, name: str = "expected_elements") -> list[dict[str, Any]]:
    """Every expected element of ``expected``, parsed (see :func:`parse_expected`).

    One string or one mapping is one element: iterating ``"Submit order"`` would expect
    each of its characters, and iterating a mapping would expect its keys, both silently
    wrong verdicts. ``None`` and other non-iterables raise a ``TypeError`` naming ``name``
    instead of failing somewhere inside the verifier.
    """
    if isinstance(expected, (str, Mapping)):
        return [parse_expected(expected)]
    if expected is None or isinstance(expected, (bytes, bytearray)):
        raise TypeError(_expected_type_error(name, expected))
    try:
        items = list(expected)
    except TypeError:
        raise TypeError(_expected_type_error(name, expected)) from None
    for item in items:
        if not isinstance(item, (str, Mapping)):
            raise TypeError(
                f"each of {name} must be a string or a mapping with 'text', "
                f"not {type(item).__name__} {item!r}"
            )
    return [parse_expected(e) for e in items]


def _expected_type_error(name: str, value: Any) -> str:
    return (
        f"{name} must be a list of expected elements (strings like 'button:Sign in' or "
        f"mappings with 'text'), or one such element, not {type(value).__name__} {value!r}"
    )


def _label(element: Mapping[str, Any]) -> str:
    role = str(element.get("role") or "")
    return f"{role}: {element['text']}" if role else str(element["text"])


# -- presence -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class OcrPresenceResult:
    """Which expected texts OCR found.

    ``found_texts`` maps expected text → the OCR text that matched it; ``missing`` lists
    ``"role: text"`` for each element not found; ``positions`` maps expected text → the box
    where it was read (only when the OCR gave boxes; for a phrase inside a longer line the
    box is narrowed to the phrase's share of the line). ``low_confidence`` maps expected text
    → the doubted token that would have matched (below the score floor), for the reason.
    """

    found_texts: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    all_found: bool = True
    presence_ratio: float = 1.0
    positions: dict[str, Box] = field(default_factory=dict)
    low_confidence: dict[str, tuple[str, float]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Candidate:
    text: str
    box: Box | None
    score: float
    wraps: bool = False  # two lines: its box is not one line to narrow by characters


def _union(boxes: Sequence[Box | None]) -> Box | None:
    real = [b for b in boxes if b is not None]
    if len(real) != len(boxes) or not real:
        return None
    return (
        min(b[0] for b in real),
        min(b[1] for b in real),
        max(b[2] for b in real),
        max(b[3] for b in real),
    )


def _lines(tokens: Sequence[OcrToken]) -> list[list[OcrToken]]:
    """Group tokens into text lines, left to right (list order when there are no boxes)."""
    if not tokens or any(t.box is None for t in tokens):
        return [list(tokens)]
    lines: list[list[OcrToken]] = []
    for tok in sorted(tokens, key=lambda t: (t.box[1] + t.box[3]) / 2 if t.box else 0.0):
        assert tok.box is not None
        placed = False
        for line in lines:
            ref = line[0].box
            assert ref is not None
            if _same_line(tok.box, ref):
                line.append(tok)
                placed = True
                break
        if not placed:
            lines.append([tok])
    for line in lines:
        line.sort(key=lambda t: t.box[0] if t.box else 0)
    return lines


def _candidates(tokens: Sequence[OcrToken]) -> list[_Candidate]:
    """Each token, plus runs of up to ``_MAX_JOIN`` neighbours on one line joined by a space.

    Word-level engines (Tesseract) or a wide gap can split "Sign in" in two; the joined run
    restores it, while a lone "Sign" never proves "Sign in".
    """
    out = [_Candidate(t.text, t.box, t.score) for t in tokens]
    for line in _lines(tokens):
        for size in range(2, _MAX_JOIN + 1):
            for i in range(len(line) - size + 1):
                run = line[i : i + size]
                if run[0].box is not None and run[-1].box is not None:
                    # Only true neighbours: a gap wider than a few glyphs is another column.
                    height = max(t.box[3] - t.box[1] for t in run if t.box is not None)
                    gaps = [
                        b.box[0] - a.box[2]
                        for a, b in itertools.pairwise(run)
                        if a.box is not None and b.box is not None
                    ]
                    if any(g > 3 * height for g in gaps):
                        continue
                out.append(
                    _Candidate(
                        " ".join(t.text for t in run),
                        _union([t.box for t in run]),
                        min(t.score for t in run),
                    )
                )
    return out


def _same_line(a: Box, b: Box) -> bool:
    """The grouping rule of :func:`_lines`: boxes overlapping by half the shorter height."""
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap >= 0.5 * min(a[3] - a[1], b[3] - b[1])


def _continues(top: Box, below: Box) -> bool:
    """Whether ``below`` is the next line of the paragraph ``top`` ends: right under it (a
    gap under half a line), of a like height, and starting where it starts (left-aligned
    text) or centred under it (centred text) -- not a widget that happens to sit below."""
    height = top[3] - top[1]
    if _same_line(top, below) or below[1] < top[1] or below[1] - top[3] > 0.5 * height:
        return False
    if not 0.6 <= (below[3] - below[1]) / height <= 1.67:
        return False
    left = abs(below[0] - top[0]) <= height
    centred = abs((below[0] + below[2]) - (top[0] + top[2])) <= 2 * height
    return left or centred


def _wrapped(tokens: Sequence[OcrToken]) -> list[_Candidate]:
    """A line joined with the line right under it, for a text that wraps.

    A sentence in a narrow dialog breaks across lines ("... will be removed. This" / "cannot
    be undone.") and OCR reads each line alone, so neither line holds it. Only consulted for
    an element no single line or run proves.
    """
    boxed = sorted((t for t in tokens if t.box is not None), key=lambda t: t.box[1] if t.box else 0)
    out = []
    for i, top in enumerate(boxed):
        for below in boxed[i + 1 :]:
            assert top.box is not None and below.box is not None
            if below.box[1] - top.box[3] > 0.5 * (top.box[3] - top.box[1]):
                break  # sorted by top edge: every later box is further below
            if _continues(top.box, below.box):
                box = _union([top.box, below.box])
                score = min(top.score, below.score)
                out.append(_Candidate(f"{top.text} {below.text}", box, score, wraps=True))
    return out


def _loose(text: str) -> str:
    """:func:`normalize_text`, with the separators OCR invents turned back into spaces.

    An underlined link is often read with ``_`` for the space ("Log_out"), and middle dots
    or bars between menu items stick to their neighbours ("Acme·Log out").
    """
    return " ".join(_SEPARATORS.sub(" ", normalize_text(text)).split())


def _joined(a: str, b: str) -> bool:
    """Whether ``a`` followed by ``b`` is one word or one number, so no text starts or ends
    between them: two digits, or two Latin letters. A letter beside a digit is a boundary
    ("IPP12345"); scripts written without spaces have no boundaries to keep."""
    if a.isdigit() and b.isdigit():
        return True
    return a.isascii() and b.isascii() and a.isalpha() and b.isalpha()


def _contains(needle: str, hay: str) -> bool:
    """``needle`` occurs in ``hay`` as whole words and numbers: "12345" is not in "123456",
    "OK" is not in "Booking", "Save" is not in "Saved"."""
    start = hay.find(needle)
    while start != -1:
        end = start + len(needle)
        if _whole(hay, start, end, needle):
            return True
        start = hay.find(needle, start + 1)
    return False


def _whole(hay: str, start: int, end: int, needle: str) -> bool:
    """``hay[start:end]``, which reads as ``needle``, cuts no word or number of ``hay``."""
    cuts_before = start > 0 and _joined(hay[start - 1], needle[0])
    cuts_after = end < len(hay) and _joined(needle[-1], hay[end])
    return not (cuts_before or cuts_after)


def _contains_unspaced(needle: str, hay: str) -> bool:
    """:func:`_contains` with the spaces of both left out, for a line where OCR lost one
    ("1:1 withInes Studio 2" holds "1:1 with Ines"); the ends must still fall between words
    of ``hay`` as it was read."""
    want, flat = needle.replace(" ", ""), hay.replace(" ", "")
    start = flat.find(want) if want else -1
    if start == -1:
        return False
    at = [i for i, ch in enumerate(hay) if ch != " "]  # flat[k] is hay[at[k]]
    while start != -1:
        if _whole(hay, at[start], at[start + len(want) - 1] + 1, want):
            return True
        start = flat.find(want, start + 1)
    return False


def _match_strength(expected: str, observed: str, threshold: float) -> float:
    """0 for no match, else a rank: exact > expected inside observed > similar.

    The spec's :func:`fuzzy_match` rule, made stricter because a false "present" is the one
    error the verifier must not make:

    * an observed *fragment* of the expected text (observed inside expected) does not count:
      a lone "Sign" proves nothing about "Sign in" (and "in" would prove every text
      containing it);
    * numbers must agree: "IPP 12346" does not prove "IPP 12345" (ratio 0.89), and
      containment may not cut a number ("IPP 12345" is not in "IPP 123456");
    * a similar text counts only when every difference is one OCR makes (spacing,
      punctuation, lookalike glyphs, a dropped narrow glyph): the ratio alone accepts one
      changed letter in most words ("Peoding" for "Pending") and a swapped short word
      ("Show empty columns" for "Hide empty columns");
    * and more forgiving of OCR's spacing and glyphs: separators OCR invents (``_`` for an
      underline, ``·``, ``|``) count as spaces, a text read without its spaces ("Signin")
      equals the spaced one, and lookalikes ("lyer" for "Iyer") match whatever the ratio.
    """
    e, o = _loose(expected), _loose(observed)
    if not e or not o:
        return 0.0
    if e == o:
        return 3.0
    if e.replace(" ", "") == o.replace(" ", ""):
        return 2.9
    if _contains(e, o):
        return 2.0 + len(e) / len(o)
    if _contains_unspaced(e, o):
        return 1.9 + len(e) / len(o)
    if _DIGITS.findall(e) != _DIGITS.findall(o):
        # Numbers are values (prices, counts, IDs): "IPP 12346" or "4 weeks ago" is a
        # different fact from "IPP 12345" or "3 weeks ago", however similar the strings.
        return 0.0
    # Lookalikes change a length by a glyph per "rn"/"vv"/"cl" at most: most lines are
    # ruled out without spelling them out.
    if abs(len(e) - len(o)) <= 2 + len(e) // 4 and _look(e) == _look(o):
        return 2.8
    matcher = difflib.SequenceMatcher(None, e, o, autojunk=False)
    ratio = matcher.ratio()
    if ratio < threshold or not _only_misreadings(e, o, matcher):
        return 0.0
    return ratio


# Glyphs a UI font draws nearly alike, so OCR trades them ("Iyer" read "lyer"), each mapped
# to one stand-in after lower-casing; and glyph pairs OCR reads as one glyph.
_LOOKALIKES = str.maketrans({"l": "i", "1": "i", "|": "i", "!": "i", "j": "i", "0": "o"})
_LOOKALIKE_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))
# Narrow glyphs OCR may drop or invent when they sit close to a neighbour; only forgiven in
# texts of at least _THIN_MIN_LENGTH letters and digits, since in a short word one glyph is
# the difference between two words ("Use" / "User", "Go" / "Got").
_THIN = frozenset("iljtfr1|!")
_THIN_MIN_LENGTH = 6


def _look(text: str) -> str:
    """``text`` as OCR could not tell it apart: lookalikes merged, punctuation and spaces out."""
    out = "".join(ch for ch in text.translate(_LOOKALIKES) if ch.isalnum())
    for pair, one in _LOOKALIKE_PAIRS:
        out = out.replace(pair, one)
    return out


def _misreading(expected: str, observed: str, *, thin: bool) -> bool:
    """Whether OCR could have read one differing stretch of the expected text as ``observed``.

    Three ways, and only these: spacing and punctuation (OCR invents and drops both),
    lookalike glyphs, and (``thin``) one narrow glyph dropped or invented. A changed letter
    that no font draws alike ("Pending" read "Peoding"), a swapped word ("Show" for "Hide")
    or a missing word is a different text, whatever its similarity ratio says.
    """
    seen = {_look(expected), _look(observed)}
    if len(seen) == 1:
        return True
    shorter, longer = sorted(seen, key=len)
    return thin and not shorter and len(longer) == 1 and longer in _THIN


def _only_misreadings(e: str, o: str, matcher: difflib.SequenceMatcher[str]) -> bool:
    """Every difference between ``e`` and ``o`` (``matcher`` compares the two) is something
    OCR does to text it reads."""
    thin = min(len(_look(e)), len(_look(o))) >= _THIN_MIN_LENGTH
    return all(
        _misreading(e[i0:i1], o[j0:j1], thin=thin)
        for tag, i0, i1, j0, j1 in matcher.get_opcodes()
        if tag != "equal"
    )


def _sub_box(expected: str, observed: str, box: Box | None) -> Box | None:
    """The part of a line's box that holds ``expected`` (proportional to characters)."""
    if box is None:
        return None
    e, o = _loose(expected), _loose(observed)
    start = o.find(e) if e else -1
    if start < 0 or len(o) == 0 or e == o:
        return box
    x0, y0, x1, y1 = box
    width = x1 - x0
    sx0 = x0 + int(width * start / len(o))
    sx1 = x0 + round(width * (start + len(e)) / len(o))
    return (sx0, y0, max(sx0 + 1, sx1), y1)


def _inside(box: Box | None, region: Box) -> bool:
    if box is None:
        return False
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return region[0] <= cx < region[2] and region[1] <= cy < region[3]


def ocr_presence_check(
    tokens: Iterable[Any],
    expected: Expected,
    *,
    threshold: float = 0.8,
    min_score: float = DEFAULT_MIN_TOKEN_SCORE,
) -> OcrPresenceResult:
    """Decide, from OCR tokens alone, which expected elements are on screen.

    ``tokens`` may be strings or :class:`~vigil.ocr.OcrToken` (or anything
    :func:`~vigil.ocr.base.to_tokens` accepts). An element with a ``region`` is found only
    by text whose (narrowed) box centre lies inside that region. Tokens scored below
    ``min_score`` never prove presence.
    """
    elements = _expected_list(expected, "expected")
    return _presence(to_tokens(tokens), elements, threshold, min_score, join=True)


def _best_candidate(
    el: Mapping[str, Any], cands: Sequence[_Candidate], threshold: float
) -> tuple[_Candidate, Box | None] | None:
    """The strongest candidate proving ``el`` (inside its region, if it has one)."""
    text = el["text"]
    region: Box | None = el.get("region")
    best: tuple[float, float, _Candidate, Box | None] | None = None
    for cand in cands:
        strength = _match_strength(text, cand.text, threshold)
        if strength <= 0:
            continue
        box = cand.box if cand.wraps else _sub_box(text, cand.text, cand.box)
        if region is not None and not _inside(box, region):
            continue
        if best is None or (strength, cand.score) > (best[0], best[1]):
            best = (strength, cand.score, cand, box)
    return None if best is None else (best[2], best[3])


def _presence(
    toks: list[OcrToken],
    elements: list[dict[str, Any]],
    threshold: float,
    min_score: float,
    *,
    join: bool,
) -> OcrPresenceResult:
    """The presence rule; ``join=False`` lets only single lines prove an element.

    A targeted read recognises some lines of a frame, not all: two lines that look adjacent
    among those read may have an unread line between them, so a phrase joined from them
    might not exist in a full read. Single lines carry no such risk (every line reads the
    same in a full read), so the early-stop verdict uses single lines only.
    """
    if not elements:
        return OcrPresenceResult()
    trusted = [t for t in toks if t.score >= min_score]
    doubted = [t for t in toks if t.score < min_score]
    cands = _candidates(trusted) if join else [_Candidate(t.text, t.box, t.score) for t in trusted]
    found: dict[str, str] = {}
    positions: dict[str, Box] = {}
    low: dict[str, tuple[str, float]] = {}
    missing: list[str] = []
    wrapped: list[_Candidate] | None = None
    for el in elements:
        best = _best_candidate(el, cands, threshold)
        if best is None and join:
            wrapped = _wrapped(trusted) if wrapped is None else wrapped
            best = _best_candidate(el, wrapped, threshold)
        if best is None:
            missing.append(_label(el))
            doubt = next(
                (t for t in doubted if _match_strength(el["text"], t.text, threshold) > 0), None
            )
            if doubt is not None:
                low[el["text"]] = (doubt.text, doubt.score)
            continue
        found[el["text"]] = best[0].text
        if best[1] is not None:
            positions[el["text"]] = best[1]
    return OcrPresenceResult(
        found_texts=found,
        missing=missing,
        all_found=not missing,
        presence_ratio=(len(elements) - len(missing)) / len(elements),
        positions=positions,
        low_confidence=low,
    )


# -- role confirmation ----------------------------------------------------------------------
def build_role_confirm_prompt(
    found_elements: Sequence[Mapping[str, Any]], context: str = ""
) -> str:
    """The question put to a VLM: do these texts, already found by OCR, have these roles?

    Each element is a mapping with ``role`` and ``text`` (optionally ``observed`` — what
    OCR read — and ``box``). The model is told presence is settled and asked only about
    roles, answering in one JSON object whose ``index`` is the 1-based position in this list.
    """
    lines = [
        "You are checking a screenshot of a user interface.",
        "OCR has already found the texts listed below on the screen; their presence is "
        "settled. For each one, decide only whether it is shown as the expected kind of "
        "element (role), e.g. a clickable button, an input field, a link, a checkbox, a tab, "
        "a heading or plain text.",
    ]
    if context.strip():
        lines.append(f"Context: {context.strip()}")
    lines.append("")
    lines.append("Elements:")
    for i, el in enumerate(found_elements, start=1):
        desc = f'{i}. expected role "{el.get("role") or "any"}", text "{el["text"]}"'
        observed = el.get("observed")
        if observed and observed != el["text"]:
            desc += f' (OCR read "{observed}")'
        box = el.get("box")
        if box is not None:
            x0, y0, x1, y1 = box
            desc += f" at x={x0}..{x1}, y={y0}..{y1}"
        lines.append(desc)
    lines += [
        "",
        "Answer with JSON only, in exactly this shape:",
        '{"confirmed": [{"index": 1, "role_confirmed": true, "actual_role": "button", '
        '"confidence": 0.9}], "overall_confidence": 0.9}',
        "One entry per element above. role_confirmed is false when the text is shown as "
        "something else (say what in actual_role). confidence is between 0 and 1.",
    ]
    return "\n".join(lines)


def _empty_confirmation() -> dict[str, Any]:
    return {"confirmed": [], "overall_confidence": 0.0}


def _to_float(value: Any) -> float:
    try:
        f = float(value)
    except (TypeError, ValueError):
        return 0.0
    if f != f:  # NaN
        return 0.0
    return max(0.0, min(1.0, f))


def _to_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value != 0
    if isinstance(value, str):
        return value.strip().lower() in {"true", "yes", "1", "confirmed", "y"}
    return False


def _json_objects(text: str) -> Iterable[Any]:
    """Every JSON value that starts at a ``{`` in ``text`` (prose and code fences around)."""
    decoder = json.JSONDecoder()
    pos = text.find("{")
    while pos != -1:
        try:
            value, _ = decoder.raw_decode(text, pos)
        except json.JSONDecodeError:
            pass
        else:
            yield value
        pos = text.find("{", pos + 1)


def parse_role_confirm_response(response: Any) -> dict[str, Any]:
    """Parse a role-confirmation answer into the canonical dict, surviving anything.

    Accepts a dict, or text holding the JSON object somewhere (bare, inside prose, inside a
    Markdown code fence). Returns ``{"confirmed": [{"index", "role_confirmed", "actual_role",
    "confidence"}...], "overall_confidence": float}`` with confidences clamped to [0, 1];
    garbage gives no confirmations and confidence 0.
    """
    data: Any = None
    if isinstance(response, Mapping):
        data = response
    elif isinstance(response, (str, bytes)):
        text = response.decode("utf-8", "replace") if isinstance(response, bytes) else response
        for value in _json_objects(text):
            if isinstance(value, dict) and "confirmed" in value:
                data = value
                break
    if not isinstance(data, Mapping):
        return _empty_confirmation()
    raw_items = data.get("confirmed")
    if not isinstance(raw_items, list):
        return _empty_confirmation()
    items: list[dict[str, Any]] = []
    for raw in raw_items:
        if not isinstance(raw, Mapping):
            continue
        try:
            index = int(raw.get("index"))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            continue
        items.append(
            {
                "index": index,
                "role_confirmed": _to_bool(raw.get("role_confirmed")),
                "actual_role": str(raw.get("actual_role") or ""),
                "confidence": _to_float(raw.get("confidence")),
            }
        )
    overall = data.get("overall_confidence")
    if overall is None:
        # Some models drop the overall figure: the weakest element stands in for it.
        overall_f = min((float(i["confidence"]) for i in items), default=0.0)
    else:
        overall_f = _to_float(overall)
    return {"confirmed": items, "overall_confidence": overall_f}


# -- verdict --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ScreenMatchResult:
    """The screen verifier's verdict; ``reason`` always says why.

    ``observed_elements`` are the OCR tokens (``text``, ``box``, ``score``);
    ``expected_elements`` the normalised expectations; ``mismatches`` one line per problem
    (a missing element, an unconfirmed role). ``positions`` maps expected text → box for the
    elements found (what a runner clicks), ``found_texts`` expected text → what OCR read;
    ``roles`` is the role checker's parsed answer.
    """

    match: bool
    confidence: float
    reason: str
    observed_elements: list[dict[str, Any]] = field(default_factory=list)
    expected_elements: list[dict[str, Any]] = field(default_factory=list)
    mismatches: list[str] = field(default_factory=list)
    positions: dict[str, Box] = field(default_factory=dict)
    roles: dict[str, Any] | None = None
    found_texts: dict[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        """A short human-readable account: verdict, confidence, reason, each mismatch."""
        head = f"{'MATCH' if self.match else 'NO MATCH'} (confidence {self.confidence:.2f}): "
        lines = [head + self.reason]
        for el in self.expected_elements:
            text = el["text"]
            if text in self.positions:
                lines.append(f"  found   {_label(el)} at {list(self.positions[text])}")
            elif text in self.found_texts:
                lines.append(f"  found   {_label(el)}")
        lines += [f"  problem {m}" for m in self.mismatches]
        return "\n".join(lines)

    def feedback_line(self) -> str | None:
        """One line for the agent's next-step feedback when the check failed, else None.

        Shaped like the perceptual verifier's WARNING so a brain reads both the same way.
        """
        if self.match:
            return None
        return f"WARNING: expected screen not confirmed ({self.reason})"

    def to_dict(self) -> dict[str, Any]:
        return {
            "match": self.match,
            "confidence": round(self.confidence, 4),
            "reason": self.reason,
            "observed_elements": self.observed_elements,
            "expected_elements": [
                {**e, "region": list(e["region"])} if e.get("region") else dict(e)
                for e in self.expected_elements
            ],
            "mismatches": list(self.mismatches),
            "positions": {k: list(v) for k, v in self.positions.items()},
            "roles": self.roles,
            "found_texts": dict(self.found_texts),
        }


def _confirm_roles(
    vlm_client: Any, frame: Frame, found: list[dict[str, Any]], context: str
) -> dict[str, Any]:
    """Ask the role checker: a ``confirm_roles`` object, or a ``(frame, prompt) -> str`` VLM."""
    confirm = getattr(vlm_client, "confirm_roles", None)
    if callable(confirm):
        return parse_role_confirm_response(confirm(frame, found))
    prompt = build_role_confirm_prompt(found, context)
    return parse_role_confirm_response(vlm_client(frame, prompt))


def _read_regions(client: Any, frame: Frame, elements: list[dict[str, Any]]) -> list[OcrToken]:
    """Only the elements' regions, when every element must be inside one and the engine can
    read a region (``recognize_region``): a fraction of a full frame, and free when the engine
    has read the frame already."""
    seen: dict[tuple[str, Box | None], OcrToken] = {}
    for region in dict.fromkeys(el["region"] for el in elements):
        for tok in to_tokens(client.recognize_region(frame, region)):
            seen.setdefault((tok.text, tok.box), tok)
    return list(seen.values())


#: How much the lines recognised per still-missing element grow from one targeted round to the
#: next (1, 2, 3, 4, 6, 8, 12, ... until every line is read). The first round reads each
#: element's single best line, often the only one needed. On a text-dense page an element
#: inside a long line ranks behind many short lines of a similar fit, so the rounds must grow;
#: but rounds that double read about a third more lines than the element needed, and a
#: round costs only one more batch call, so they grow by half instead. They go on until
#: every line is read: a line read in a round is kept for the full rule, so reaching the end
#: by rounds costs what one full read would, and stopping at the 40th of 100 lines does not.
TARGETED_GROWTH = 1.5


def _round_sizes() -> Iterator[int]:
    size = 1.0
    while True:
        yield math.ceil(size)
        size *= TARGETED_GROWTH


def _marks_of(client: Any, frame: Frame, boxes: Sequence[Box]) -> list[int | None]:
    """The lines' mark counts (:func:`~vigil.ocr.targeted.line_marks`)."""
    return _per_line(client, frame, boxes, line_marks)


def _words_of(client: Any, frame: Frame, boxes: Sequence[Box]) -> list[tuple[int, ...] | None]:
    """The lines' marks per word (:func:`~vigil.ocr.targeted.line_words`)."""
    return _per_line(client, frame, boxes, line_words)


def _per_line(
    client: Any, frame: Frame, boxes: Sequence[Box], measure: Callable[[Any, Box], T]
) -> list[T]:
    """``measure`` of each line, from the engine when it keeps them with its detection (a
    method of the same name). An engine whose list does not line up with its boxes would
    rank every line by another line's figure: they are measured here instead."""
    cached = getattr(client, measure.__name__, None)
    if callable(cached):
        values: list[T] = list(cached(frame))
        if len(values) == len(boxes):
            return values
        log.debug(
            "%s gave %d lines for %d boxes; measuring here",
            measure.__name__,
            len(values),
            len(boxes),
        )
    gray = frame.gray
    return [measure(gray, box) for box in boxes]


def _read_targeted(
    client: Any,
    frame: Frame,
    elements: list[dict[str, Any]],
    threshold: float,
    min_score: float,
) -> tuple[list[OcrToken], OcrPresenceResult]:
    """Recognise the lines most likely to hold each element first; stop once all are found.

    Presence found here is found by single lines, each of which reads exactly as in a full
    read, so the full read would find it too. When the rounds have read every line and
    something is still missing, the ordinary rule decides over all of them (the full read
    reuses every line already read) — the verdict and the reason are then those of a full
    read.
    """
    boxes = client.detect(frame)
    marks = _marks_of(client, frame, boxes)
    words = _words_of(client, frame, boxes)
    ranked = [
        rank_boxes(
            boxes,
            el["text"],
            region=el.get("region"),
            near=el.get("near"),
            marks=marks,
            words=words,
        )
        for el in elements
    ]
    read: dict[Box | None, OcrToken] = {}
    done: set[Box] = set()
    open_ = list(range(len(elements)))
    for per_element in _round_sizes():
        batch = list(
            dict.fromkeys(
                b for i in open_ for b in [x for x in ranked[i] if x not in done][:per_element]
            )
        )
        if not batch:
            break
        for tok in to_tokens(client.recognize_boxes(frame, batch)):
            read.setdefault(tok.box, tok)
        done.update(batch)
        presence = _presence(list(read.values()), elements, threshold, min_score, join=False)
        if presence.all_found:
            return list(read.values()), presence
        open_ = [i for i, el in enumerate(elements) if el["text"] not in presence.found_texts]
    tokens = to_tokens(client(frame))
    return tokens, _presence(tokens, elements, threshold, min_score, join=True)


def _observe(
    client: Any,
    frame: Frame,
    elements: list[dict[str, Any]],
    threshold: float,
    min_score: float,
) -> tuple[list[OcrToken], OcrPresenceResult]:
    """The tokens the verdict rests on and the presence they prove, as cheaply as allowed."""
    all_in_regions = all(el.get("region") is not None for el in elements)
    already_read = callable(getattr(client, "is_cached", None)) and client.is_cached(frame)
    if all_in_regions and callable(getattr(client, "recognize_region", None)):
        tokens = _read_regions(client, frame, elements)
    elif supports_targeted(client) and not already_read:
        return _read_targeted(client, frame, elements, threshold, min_score)
    else:
        tokens = to_tokens(client(frame))
    return tokens, _presence(tokens, elements, threshold, min_score, join=True)


def _default_ocr() -> Any:
    from vigil.ocr import default_ocr

    return default_ocr()


def _ocr_failed(exc: Exception, elements: list[dict[str, Any]]) -> ScreenMatchResult:
    log.warning("OCR failed: %s", exc)
    return ScreenMatchResult(
        False,
        0.0,
        f"OCR failed: {type(exc).__name__}: {exc}",
        expected_elements=elements,
        mismatches=[f"ocr error: {exc}"],
    )


def _missing_note(el: Mapping[str, Any], presence: OcrPresenceResult, min_score: float) -> str:
    note = f"missing: {_label(el)}"
    if el.get("region") is not None:
        note += f" (inside region {list(el['region'])})"
    doubt = presence.low_confidence.get(el["text"])
    if doubt is not None:
        note += f" (only a doubtful read {doubt[0]!r}, score {doubt[1]:.2f} < {min_score})"
    return note


def _something_missing(
    elements: list[dict[str, Any]],
    presence: OcrPresenceResult,
    min_score: float,
    base: dict[str, Any],
) -> ScreenMatchResult:
    mismatches = [
        _missing_note(el, presence, min_score)
        for el in elements
        if el["text"] not in presence.found_texts
    ]
    n_found = len(elements) - len(presence.missing)
    return ScreenMatchResult(
        False,
        presence.presence_ratio,
        f"{len(presence.missing)} of {len(elements)} expected elements not found by OCR "
        f"({n_found} found): {', '.join(presence.missing)}",
        mismatches=mismatches,
        **base,
    )


def _roles_to_check(
    elements: list[dict[str, Any]], presence: OcrPresenceResult
) -> list[dict[str, Any]]:
    return [
        {
            "role": el["role"],
            "text": el["text"],
            "observed": presence.found_texts.get(el["text"], el["text"]),
            "box": presence.positions.get(el["text"]),
        }
        for el in elements
        if el["role"].strip().lower() not in ROLELESS
    ]


def _role_problems(
    roles: dict[str, Any], to_check: list[dict[str, Any]], min_confidence: float
) -> tuple[list[str], float]:
    """One line per role that is unconfirmed, contradicted or weak; and the weakest score."""
    by_index: dict[int, dict[str, Any]] = {}
    for item in roles["confirmed"]:
        by_index.setdefault(int(item["index"]), item)
    overall = float(roles["overall_confidence"])
    problems: list[str] = []
    weakest = overall
    for i, el in enumerate(to_check, start=1):
        item = by_index.get(i)
        if item is None:
            problems.append(f"role unconfirmed: {_label(el)} (no answer for element {i})")
            weakest = 0.0
            continue
        conf = float(item["confidence"])
        if not item["role_confirmed"]:
            seen = item["actual_role"] or "something else"
            problems.append(f"role mismatch: {_label(el)} looks like {seen} ({conf:.2f})")
            weakest = 0.0
            continue
        if conf < min_confidence:
            problems.append(f"role weakly confirmed: {_label(el)} ({conf:.2f} < {min_confidence})")
        weakest = min(weakest, conf)
    if overall < min_confidence:
        problems.append(f"overall role confidence {overall:.2f} < {min_confidence}")
    return problems, weakest


def _role_verdict(
    vlm_client: Any,
    frame: Frame,
    elements: list[dict[str, Any]],
    to_check: list[dict[str, Any]],
    context: str,
    min_confidence: float,
    base: dict[str, Any],
) -> ScreenMatchResult:
    """Every element is present: the role checker decides the rest (presence stands if it
    fails)."""
    n = len(elements)
    try:
        roles = _confirm_roles(vlm_client, frame, to_check, context)
    except Exception as exc:
        log.warning("role check failed: %s", exc)
        return ScreenMatchResult(
            True,
            0.5,
            f"all {n} expected elements found by OCR; role check failed "
            f"({type(exc).__name__}: {exc}), so presence alone stands",
            mismatches=[f"role check error: {exc}"],
            **base,
        )
    problems, weakest = _role_problems(roles, to_check, min_confidence)
    if not problems:
        reason = (
            f"all {n} expected elements found by OCR and {len(to_check)} roles confirmed "
            f"(overall {float(roles['overall_confidence']):.2f})"
        )
    else:
        reason = f"all {n} expected texts found by OCR, but roles failed: " + "; ".join(problems)
    return ScreenMatchResult(
        not problems, weakest, reason, mismatches=problems, roles=roles, **base
    )


def verify_screen_match(
    screenshot: FrameLike,
    expected_elements: Expected,
    ocr_client: Callable[[Frame], Iterable[Any]] | None,
    vlm_client: Any,
    context: str = "",
    min_confidence: float = 0.7,
    *,
    min_token_score: float = DEFAULT_MIN_TOKEN_SCORE,
    threshold: float = 0.8,
) -> ScreenMatchResult:
    """Verify that ``expected_elements`` are on ``screenshot`` (see the module docstring).

    Args:
        screenshot: any frame form (PIL, numpy, PNG/JPEG bytes, base64, path).
        expected_elements: ``{"role": ..., "text": ...[, "region": [x0, y0, x1, y1]]
            [, "near": [x, y]]}`` mappings or ``"role:text"`` strings; one string or one
            mapping on its own is one element. Anything else raises ``TypeError``.
        ocr_client: ``frame -> tokens`` (strings or :class:`~vigil.ocr.OcrToken`); None uses
            a shared :class:`~vigil.ocr.RapidOcr`. An engine with ``detect`` and
            ``recognize_boxes`` (RapidOcr) is read *targeted*: the lines most likely to hold
            each element are recognised first and reading stops once all are found, so
            ``observed_elements`` then holds only the lines recognised; when something is
            missing every line is read and listed. When every element has a region and the
            client has ``recognize_region``, only the regions are read. A client that raises
            gives a "not confirmed" verdict naming the error; one that returns something
            other than tokens (a bare string, a NaN score) raises
            :class:`~vigil.ocr.base.OcrOutputError`, a ``TypeError``.
        vlm_client: role checker — a ``(frame, prompt) -> str`` VLM, an object with
            ``confirm_roles(frame, found) -> dict`` (e.g.
            :class:`~vigil.verify.a11y.AccessibilityRoleChecker`), or None (roles are not
            checked: presence alone gives a match with confidence 0.5).
        context: what the agent is doing, passed to the VLM.
        min_confidence: the bar every role confirmation and the overall confidence must clear.
    """
    if not 0.0 <= min_confidence <= 1.0:
        raise ValueError(f"min_confidence must be in [0, 1], got {min_confidence}")
    elements = _expected_list(expected_elements)
    if not elements:
        return ScreenMatchResult(True, 1.0, "no expected elements: nothing to verify")
    frame = as_frame(screenshot)
    client = ocr_client if ocr_client is not None else _default_ocr()
    try:
        tokens, presence = _observe(client, frame, elements, threshold, min_token_score)
    except OcrOutputError:
        raise  # the client's output is malformed: a bug to fix, not a verdict
    except Exception as exc:
        return _ocr_failed(exc, elements)
    base: dict[str, Any] = {
        "observed_elements": [t.to_dict() for t in tokens],
        "expected_elements": elements,
        "positions": dict(presence.positions),
        "found_texts": dict(presence.found_texts),
    }
    n = len(elements)
    if not presence.all_found:
        return _something_missing(elements, presence, min_token_score, base)
    to_check = _roles_to_check(elements, presence)
    if not to_check:
        return ScreenMatchResult(
            True, 1.0, f"all {n} expected texts found by OCR (no roles to confirm)", **base
        )
    if vlm_client is None:
        return ScreenMatchResult(
            True,
            0.5,
            f"all {n} expected elements found by OCR; roles not checked (no role checker)",
            **base,
        )
    return _role_verdict(vlm_client, frame, elements, to_check, context, min_confidence, base)


# -- region queries ---------------------------------------------------------------------------
#: How far around a point ``read_text_near`` looks by default (pixels): a label's line usually
#: passes within a few dozen pixels of where an agent clicks on it.
DEFAULT_NEAR_RADIUS = 40

# Above this share of the frame (or this many areas), one detection of the whole frame is
# cheaper than reading each area's pixels on its own.
_CROP_READ_MAX_SHARE = 0.25
_CROP_READ_MAX_AREAS = 3
# Context read around an area when its pixels are read on their own, so a line passing
# through a small area is read whole (a crop cut mid-word reads "e to p").
_CROP_CONTEXT = (240, 24)


def _overlapping(tokens: Iterable[OcrToken], area: Box) -> list[OcrToken]:
    return [
        t
        for t in tokens
        if t.box is not None
        and t.box[0] < area[2]
        and area[0] < t.box[2]
        and t.box[1] < area[3]
        and area[1] < t.box[3]
    ]


def _clipped_areas(frame: Frame, where: Sequence[Sequence[float]], margin: float) -> list[Box]:
    areas = []
    for item in where:
        x0, y0, x1, y1 = area_of(item, margin)
        areas.append((max(0, x0), max(0, y0), min(frame.width, x1), min(frame.height, y1)))
    return areas


def _prefer_crop_reads(client: Any, frame: Frame, areas: list[Box]) -> bool:
    """Whether reading each area's pixels beats detecting the whole frame once."""
    if not callable(getattr(client, "recognize_region", None)):
        return False
    has_detection = getattr(client, "has_detection", None)
    if callable(has_detection) and has_detection(frame):
        return False
    covered = sum(max(0, a[2] - a[0]) * max(0, a[3] - a[1]) for a in areas)
    small = covered <= _CROP_READ_MAX_SHARE * frame.width * frame.height
    return small and len(areas) <= _CROP_READ_MAX_AREAS


def _with_context(frame: Frame, area: Box) -> Box:
    """``area`` plus the context a region read needs around it, clipped to the frame."""
    dx, dy = _CROP_CONTEXT
    return (
        max(0, area[0] - dx),
        max(0, area[1] - dy),
        min(frame.width, area[2] + dx),
        min(frame.height, area[3] + dy),
    )


def _read_area_pixels(client: Any, frame: Frame, area: Box) -> list[OcrToken]:
    """The lines touching ``area``, read from its pixels plus some context around it."""
    if area[2] <= area[0] or area[3] <= area[1]:
        return []
    return _overlapping(to_tokens(client.recognize_region(frame, _with_context(frame, area))), area)


def read_text_in_boxes(
    frame: FrameLike,
    boxes: Sequence[Sequence[float]],
    ocr: Any = None,
    *,
    margin: float = 0,
) -> list[list[OcrToken]]:
    """The text in each of several boxes (grown by ``margin``), one token list per box.

    Only the lines touching the boxes are recognised, in one batch, from the frame's cached
    detection (so reading the changed boxes of a pre and a post frame costs one detection
    per frame and a few lines each); a frame already read in full answers for free. When the
    frame was never detected and the boxes are few and small, each box's pixels (with
    some context around it, so lines are read whole) are read instead. A line counts when it
    overlaps the box. Points ``(x, y)`` are accepted as boxes of size zero. Tokens are in
    whole-frame coordinates.
    """
    f = as_frame(frame)
    client = ocr if ocr is not None else _default_ocr()
    areas = _clipped_areas(f, boxes, margin)
    if _is_cached(client, f):
        full = to_tokens(client(f))
        return [_overlapping(full, a) for a in areas]
    if _prefer_crop_reads(client, f, areas):
        return [_read_area_pixels(client, f, a) for a in areas]
    if supports_targeted(client):
        lines = client.detect(f)
        wanted = list(dict.fromkeys(b for a in areas for b in boxes_touching(lines, a)))
        tokens = to_tokens(client.recognize_boxes(f, wanted)) if wanted else []
        return [_overlapping(tokens, a) for a in areas]
    full = to_tokens(client(f))
    return [_overlapping(full, a) for a in areas]


def read_text_changes(
    before: FrameLike,
    after: FrameLike,
    boxes: Sequence[Sequence[float]],
    ocr: Any = None,
    *,
    isolation: tuple[int, int] = (48, 12),
) -> tuple[list[list[OcrToken]], list[list[OcrToken]]]:
    """:func:`read_text_in_boxes` on two frames of one size, for comparing them: lines that
    are provably identical on both (same detected line, equal pixels, no other line within
    ``isolation`` px) may be left out of both sides, since they would read the same twice.

    A narrator that asks "what text in this box appeared or vanished?" gets the same answer
    either way; on a typical step most lines of a widened box did not change, and
    recognition is most of the cost. Engines without
    :meth:`~vigil.ocr.RapidOcr.read_region_changes`, frames already read or detected, and
    boxes too many or too large for region reads are read as :func:`read_text_in_boxes`
    reads them (nothing left out).
    """
    fb, fa = as_frame(before), as_frame(after)
    client = ocr if ocr is not None else _default_ocr()
    areas = _clipped_areas(fb, boxes, 0)
    pairwise = (
        fb.size == fa.size
        and callable(getattr(client, "read_region_changes", None))
        and not any(_is_cached(client, f) for f in (fb, fa))
        and _prefer_crop_reads(client, fb, areas)
        and _prefer_crop_reads(client, fa, areas)
    )
    if not pairwise:
        return read_text_in_boxes(fb, boxes, client), read_text_in_boxes(fa, boxes, client)
    olds: list[list[OcrToken]] = []
    news: list[list[OcrToken]] = []
    for area in areas:
        if area[2] <= area[0] or area[3] <= area[1]:
            olds.append([])
            news.append([])
            continue
        old, new = client.read_region_changes(
            fb, fa, _with_context(fb, area), isolation=isolation, within=area
        )
        olds.append(_overlapping(to_tokens(old), area))
        news.append(_overlapping(to_tokens(new), area))
    return olds, news


def _is_cached(client: Any, frame: Frame) -> bool:
    is_cached = getattr(client, "is_cached", None)
    return bool(callable(is_cached) and is_cached(frame))


def read_text_near(
    frame: FrameLike,
    where: Sequence[float],
    ocr: Any = None,
    *,
    radius: float = DEFAULT_NEAR_RADIUS,
) -> list[OcrToken]:
    """The text lines passing within ``radius`` px of a point ``(x, y)`` or a box
    ``(x0, y0, x1, y1)``, recognising only those lines (see :func:`read_text_in_boxes`)."""
    return read_text_in_boxes(frame, [where], ocr, margin=radius)[0]


def text_near(
    frame: FrameLike,
    text: str,
    where: Sequence[float],
    ocr: Any = None,
    *,
    radius: float = DEFAULT_NEAR_RADIUS,
    threshold: float = 0.8,
    min_score: float = DEFAULT_MIN_TOKEN_SCORE,
) -> bool:
    """Whether ``text`` is read near a point or box, by the same rule as the verifier.

    What a cached trajectory step checks before replaying a click ("is 'Checkout' still
    under (912, 540)?"): it recognises only the lines around the point.
    """
    tokens = read_text_near(frame, where, ocr, radius=radius)
    element = parse_expected({"role": "", "text": text})
    return _presence(tokens, [element], threshold, min_score, join=True).all_found


def verify_before(
    screenshot: FrameLike,
    expected_elements: Expected,
    ocr_client: Callable[[Frame], Iterable[Any]] | None,
    vlm_client: Any,
    context: str = "",
) -> ScreenMatchResult:
    """Check the pre-action frame shows what the agent is about to act on (bar 0.7)."""
    return verify_screen_match(
        screenshot, expected_elements, ocr_client, vlm_client, context, min_confidence=0.7
    )


def verify_after(
    screenshot: FrameLike,
    expected_elements: Expected,
    ocr_client: Callable[[Frame], Iterable[Any]] | None,
    vlm_client: Any,
    context: str = "",
) -> ScreenMatchResult:
    """Check the post-action frame shows the expected outcome (stricter bar, 0.8)."""
    return verify_screen_match(
        screenshot, expected_elements, ocr_client, vlm_client, context, min_confidence=0.8
    )
