"""The screen verifier's rules, with injected OCR and VLM fakes (no engines, no network)."""

from __future__ import annotations

import itertools
import json
from typing import Any

import cv2
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vigil
from vigil import (
    OcrPresenceResult,
    ScreenMatchResult,
    build_role_confirm_prompt,
    fuzzy_match,
    normalize_text,
    ocr_presence_check,
    parse_role_confirm_response,
    verify_after,
    verify_before,
    verify_screen_match,
)
from vigil.errors import BackendError
from vigil.ocr.base import OcrToken, to_tokens
from vigil.ocr.cache import LruCache, frame_digest
from vigil.ocr.tesseract import normalize_polarity, parse_tsv
from vigil.verify import screen as screen_mod
from vigil.verify.screen import _loose, parse_expected

FRAME = np.full((80, 120, 3), 255, dtype=np.uint8)


# -- normalisation ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "norm"),
    [
        ("RECHERCHER", "rechercher"),
        ("Recherché", "recherche"),
        ("  hello   world ", "hello world"),
        # Digits, spacing and punctuation survive; only case changes (the spec's rule is
        # "lowercase"), so an already-normalised "ipp 12345" comes back unchanged.
        ("IPP 12345", "ipp 12345"),
        ("ipp 12345", "ipp 12345"),
        ("Ça\tva\n bien", "ca va bien"),
        ("Ｓｉｇｎ ｉｎ", "sign in"),  # full-width forms fold under NFKD
        ("", ""),
    ],
)
def test_normalize_text(raw: str, norm: str) -> None:
    assert normalize_text(raw) == norm


def test_normalize_is_idempotent() -> None:
    for s in ["Recherché  Avancée", "IPP 12345", "ÉLÈVE"]:
        assert normalize_text(normalize_text(s)) == normalize_text(s)


# -- fuzzy match ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("expected", "observed", "ok"),
    [
        ("Sign in", "SIGN IN", True),
        ("Recherché", "recherche", True),
        ("Save", "Saved", True),  # containment, the spec's rule
        ("Email address", "Email", True),  # observed inside expected: spec's fuzzy_match
        ("Sign in", "Sign im", True),  # one OCR slip: ratio 0.86
        ("Sign in", "Sign up", False),  # ratio 0.71
        ("Log in", "Log out", False),
        ("Delete", "Select", False),
        ("Submit", "Cancel", False),
        ("", "anything", False),  # empty text matches nothing
        ("anything", "", False),
        ("   ", "x", False),
    ],
)
def test_fuzzy_match(expected: str, observed: str, ok: bool) -> None:
    assert fuzzy_match(expected, observed) is ok


def test_fuzzy_match_threshold_edge() -> None:
    # "abcde" vs "abcdf": ratio exactly 0.8 → matches at 0.8, not above
    assert fuzzy_match("abcde", "abcdf", threshold=0.8)
    assert not fuzzy_match("abcde", "abcdf", threshold=0.81)


# -- expected-element parsing -------------------------------------------------------------------
def test_parse_expected_forms() -> None:
    assert parse_expected("button:Sign in") == {"role": "button", "text": "Sign in"}
    assert parse_expected("Total due: $5") == {"role": "", "text": "Total due: $5"}
    assert parse_expected("Time: 10:00") == {"role": "", "text": "Time: 10:00"}
    assert parse_expected("Field: Email") == {"role": "field", "text": "Email"}
    assert parse_expected("checkbox:Remember me") == {"role": "checkbox", "text": "Remember me"}
    assert parse_expected("Sign in") == {"role": "", "text": "Sign in"}
    el = parse_expected({"role": "button", "text": "OK", "region": [0, 0, 10, 10]})
    assert el["region"] == (0, 0, 10, 10)
    with pytest.raises(ValueError):
        parse_expected({"role": "button"})
    with pytest.raises(ValueError):
        parse_expected({"text": "x", "region": [10, 10, 0, 0]})


# -- tokens -----------------------------------------------------------------------------------
def test_to_tokens_accepts_many_shapes() -> None:
    toks = to_tokens(
        [
            "plain",
            OcrToken("tok", (1, 2, 3, 4), 0.9),
            {"text": "map", "box": [5, 6, 7, 8], "score": 0.7},
            ("tuple", (0, 0, 2, 2), 0.6),
            ([[0, 0], [10, 0], [10, 5], [0, 5]], "paddle", 0.8),
        ]
    )
    assert [t.text for t in toks] == ["plain", "tok", "map", "tuple", "paddle"]
    assert toks[0].box is None and toks[0].score == 1.0
    assert toks[4].box == (0, 0, 10, 5)
    with pytest.raises(TypeError):
        to_tokens([42])


# -- presence ---------------------------------------------------------------------------------
def test_presence_nothing_expected() -> None:
    r = ocr_presence_check(["a"], [])
    assert r.all_found and r.presence_ratio == 1.0 and r.missing == []


def test_presence_found_and_missing() -> None:
    r = ocr_presence_check(
        ["Welcome", "SIGN IN", "Forgot password?"],
        [{"role": "button", "text": "Sign in"}, {"role": "field", "text": "Email"}],
    )
    assert isinstance(r, OcrPresenceResult)
    assert r.found_texts == {"Sign in": "SIGN IN"}
    assert r.missing == ["field: Email"]
    assert not r.all_found
    assert r.presence_ratio == 0.5
    assert r.positions == {}  # plain strings carry no boxes


def test_presence_positions_and_subbox() -> None:
    toks = [OcrToken("Sign in Forgot password?", (100, 10, 340, 30), 0.99)]
    r = ocr_presence_check(toks, [{"role": "button", "text": "Sign in"}])
    x0, y0, x1, y1 = r.positions["Sign in"]
    # "sign in" is the first 7 of 24 characters: the box is narrowed to that share.
    assert (y0, y1) == (10, 30)
    assert x0 == 100 and 160 <= x1 <= 180


def test_presence_low_score_does_not_prove() -> None:
    toks = [OcrToken("Sign in", (0, 0, 50, 20), 0.3)]
    r = ocr_presence_check(toks, [{"role": "button", "text": "Sign in"}])
    assert not r.all_found
    assert r.low_confidence == {"Sign in": ("Sign in", 0.3)}
    r2 = ocr_presence_check(toks, [{"role": "button", "text": "Sign in"}], min_score=0.2)
    assert r2.all_found


def test_presence_fragment_alone_does_not_prove_but_joined_line_does() -> None:
    # a lone "Sign" (or "in") is not "Sign in"
    r = ocr_presence_check([OcrToken("Sign", (0, 0, 40, 20))], ["Sign in"])
    assert not r.all_found
    # word-level tokens on one line join back into the phrase
    words = [OcrToken("Sign", (0, 0, 40, 20)), OcrToken("in", (46, 0, 60, 20))]
    r = ocr_presence_check(words, ["Sign in"])
    assert r.all_found and r.positions["Sign in"] == (0, 0, 60, 20)
    # but not across a column gap
    apart = [OcrToken("Sign", (0, 0, 40, 20)), OcrToken("in", (400, 0, 414, 20))]
    assert not ocr_presence_check(apart, ["Sign in"]).all_found


@pytest.mark.parametrize(
    ("expected", "observed"),
    [("Sign in", "Sign up"), ("Log in", "Log out"), ("Delete", "Select")],
)
def test_presence_near_misses_are_missing(expected: str, observed: str) -> None:
    r = ocr_presence_check([OcrToken(observed, (0, 0, 60, 20))], [expected])
    assert not r.all_found


def test_presence_numbers_must_agree() -> None:
    # fuzzy_match (the spec's rule) calls these similar; presence does not: a changed
    # number is a different value.
    assert fuzzy_match("IPP 12345", "IPP 12346")
    assert not ocr_presence_check(["IPP 12346"], ["IPP 12345"]).all_found
    assert not ocr_presence_check(["3 weeks ago"], ["4 weeks ago"]).all_found
    assert ocr_presence_check(["IPP 12345"], ["ipp 12345"]).all_found
    assert ocr_presence_check(["Patient IPP 12345 admitted"], ["IPP 12345"]).all_found
    assert ocr_presence_check(["Invoice 0042 paid"], ["Invoice 0042 pald"]).all_found


def test_presence_tolerates_ocr_spacing_but_not_cut_numbers() -> None:
    assert ocr_presence_check(["Acme·Log_out"], ["Log out"]).all_found
    assert ocr_presence_check(["Signin"], ["Sign in"]).all_found
    assert ocr_presence_check(["Home | Sign in"], ["Sign in"]).all_found
    assert not ocr_presence_check(["IPP 123456"], ["IPP 12345"]).all_found
    assert not ocr_presence_check(["Order 912345"], ["12345"]).all_found
    assert ocr_presence_check(["Order 12345 shipped"], ["12345"]).all_found


@pytest.mark.parametrize(
    ("expected", "observed"),
    [
        ("Pending", "Peoding"),  # one changed letter: ratio 0.86
        ("Estimated tax", "Estimoted tax"),
        ("Hide empty columns", "Show empty columns"),  # a swapped word: ratio 0.83
        ("Import report", "Export report"),
        ("Yara Schmidt", "Marta Schmidt"),
        ("Remove CSV export to reports", "Add CSV export to reports"),
        ("This cannot be undone.", "cannot be undone."),  # a missing word
        ("Add items", "Add item"),
        ("User", "Use"),  # one narrow glyph is forgiven in long texts only
        ("Got", "Go"),
    ],
)
def test_presence_similar_is_not_enough(expected: str, observed: str) -> None:
    # fuzzy_match (the spec's rule) accepts these; presence does not: each is another text.
    assert fuzzy_match(expected, observed)
    assert not ocr_presence_check([OcrToken(observed, (0, 0, 300, 20))], [expected]).all_found


@pytest.mark.parametrize(
    ("expected", "observed"),
    [
        ("Diego Iyer", "Diego lyer"),  # lookalike glyphs, whatever the ratio
        ("Fill", "FiII"),
        ("Modern", "Modem"),
        ("The signed copy is in the shared folder", "The signed copy is in he shared folder"),
        ("Settings", "Setings"),  # one narrow glyph dropped
        ("Sign-in", "Sign in"),  # punctuation and spacing
        ("Résumé", "Resume"),
    ],
)
def test_presence_forgives_what_ocr_does(expected: str, observed: str) -> None:
    assert ocr_presence_check([OcrToken(observed, (0, 0, 300, 20))], [expected]).all_found


@pytest.mark.parametrize(
    ("expected", "observed", "found"),
    [
        ("OK", "Booking", False),  # containment keeps to whole words
        ("x", "six", False),
        ("Save", "Saved", False),
        ("Follow", "Unfollow", False),
        ("item", "3 items", False),
        ("Save", "Save changes", True),
        ("Sign in", "Sign in Forgot password?", True),
        ("12345", "IPP12345", True),  # a letter beside a digit is a boundary
        ("登录", "请登录", True),  # no word boundaries to keep in a script without spaces
    ],
)
def test_presence_containment_keeps_whole_words(expected: str, observed: str, found: bool) -> None:
    assert fuzzy_match(expected, observed)  # the spec's rule accepts every one
    assert ocr_presence_check([observed], [expected]).all_found is found


def test_presence_finds_a_text_whose_space_ocr_lost() -> None:
    assert ocr_presence_check(["14:30 1:1 withInes Studio 2"], ["1:1 with Ines"]).all_found
    # Spaces left out, the ends must still fall between the line's words.
    assert not ocr_presence_check(["Signing up"], ["Sign in"]).all_found
    assert not ocr_presence_check(["Re signing"], ["Resign"]).all_found


def test_presence_text_that_wraps_onto_the_next_line() -> None:
    top = OcrToken("All logs will be removed. This", (793, 510, 1087, 535), 0.99)
    below = OcrToken("cannot be undone.", (796, 529, 915, 547), 0.99)
    r = ocr_presence_check([top, below], ["This cannot be undone."])
    assert r.all_found and r.positions["This cannot be undone."] == (793, 510, 1087, 547)
    # Centred text wraps too.
    centred = OcrToken("cannot be undone.", (880, 529, 999, 547), 0.99)
    assert ocr_presence_check([top, centred], ["This cannot be undone."]).all_found
    # Not a widget elsewhere below, in another column, or two lines down.
    for box in ((796, 580, 915, 598), (1300, 529, 1419, 547)):
        far = OcrToken("cannot be undone.", box, 0.99)
        assert not ocr_presence_check([top, far], ["This cannot be undone."]).all_found


def test_presence_region_requirement() -> None:
    toks = [OcrToken("Save", (500, 10, 540, 30)), OcrToken("Saved", (20, 700, 70, 720))]
    inside = {"role": "button", "text": "Save", "region": [480, 0, 640, 60]}
    assert ocr_presence_check(toks, [inside]).positions["Save"] == (500, 10, 540, 30)
    # Only "Saved" is elsewhere: it proves nothing (another word), inside the region or not.
    elsewhere = {"role": "button", "text": "Save", "region": [0, 0, 200, 100]}
    assert not ocr_presence_check(toks, [elsewhere]).all_found
    # No boxes → a region can never be satisfied.
    assert not ocr_presence_check(["Save"], [inside]).all_found


def test_presence_prefers_exact_over_containment() -> None:
    toks = [OcrToken("Saved", (0, 0, 50, 20)), OcrToken("Save", (300, 0, 340, 20))]
    r = ocr_presence_check(toks, ["Save"])
    assert r.found_texts["Save"] == "Save" and r.positions["Save"] == (300, 0, 340, 20)


# -- prompt and parser ------------------------------------------------------------------------
def test_prompt_lists_found_elements_1_based() -> None:
    found = [
        {"role": "button", "text": "Sign in", "observed": "SIGN IN", "box": (1, 2, 3, 4)},
        {"role": "field", "text": "Email"},
    ]
    p = build_role_confirm_prompt(found, context="logging in")
    assert '1. expected role "button", text "Sign in"' in p
    assert '2. expected role "field", text "Email"' in p
    assert "SIGN IN" in p and "x=1..3" in p
    assert "logging in" in p
    assert '"overall_confidence"' in p and '"role_confirmed"' in p


GOOD = {
    "confirmed": [{"index": 1, "role_confirmed": True, "actual_role": "button", "confidence": 0.9}],
    "overall_confidence": 0.9,
}


def test_parse_plain_json() -> None:
    assert parse_role_confirm_response(json.dumps(GOOD)) == GOOD


def test_parse_json_in_prose_and_fences() -> None:
    text = "Sure! Here is my answer:\n```json\n" + json.dumps(GOOD) + "\n```\nHope it helps {"
    assert parse_role_confirm_response(text) == GOOD
    prose = "I think {not json} and then " + json.dumps(GOOD) + " done."
    assert parse_role_confirm_response(prose) == GOOD


def test_parse_dict_and_coercions() -> None:
    raw = {
        "confirmed": [
            {"index": "2", "role_confirmed": "yes", "actual_role": None, "confidence": 1.7},
            {"index": "x"},  # dropped: no usable index
            "junk",
        ],
        "overall_confidence": "0.4",
    }
    out = parse_role_confirm_response(raw)
    assert out == {
        "confirmed": [
            {"index": 2, "role_confirmed": True, "actual_role": "", "confidence": 1.0}
        ],
        "overall_confidence": 0.4,
    }


@pytest.mark.parametrize(
    "garbage",
    ["", "no json here", "{broken", "[1, 2, 3]", '{"other": 1}', None, 42, b"\xff\xfe",
     '{"confirmed": "yes"}'],
)
def test_parse_garbage(garbage: Any) -> None:
    assert parse_role_confirm_response(garbage) == {"confirmed": [], "overall_confidence": 0.0}


def test_parse_missing_overall_uses_weakest() -> None:
    raw = {"confirmed": [{"index": 1, "role_confirmed": True, "confidence": 0.6}]}
    assert parse_role_confirm_response(raw)["overall_confidence"] == 0.6


# -- verify_screen_match: every branch --------------------------------------------------------
class FakeOcr:
    def __init__(self, tokens: list[Any]) -> None:
        self.tokens = tokens
        self.calls = 0

    def __call__(self, frame: Any) -> list[Any]:
        self.calls += 1
        return self.tokens


class FakeVlm:
    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def __call__(self, frame: Any, prompt: str) -> str:
        self.prompts.append(prompt)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer if isinstance(self.answer, str) else json.dumps(self.answer)


def _answer(*confs: tuple[bool, float], overall: float = 0.9) -> dict[str, Any]:
    return {
        "confirmed": [
            {"index": i, "role_confirmed": ok, "actual_role": "button", "confidence": c}
            for i, (ok, c) in enumerate(confs, start=1)
        ],
        "overall_confidence": overall,
    }


SIGN_IN = [{"role": "button", "text": "Sign in"}, {"role": "field", "text": "Email"}]
TOKENS = [OcrToken("Email", (10, 10, 60, 30), 0.99), OcrToken("Sign in", (10, 50, 70, 70), 0.98)]


def test_no_expected_is_match_1() -> None:
    ocr = FakeOcr(TOKENS)
    r = verify_screen_match(FRAME, [], ocr, None)
    assert r.match and r.confidence == 1.0
    assert ocr.calls == 0  # nothing to verify: no OCR


def test_ocr_failure() -> None:
    def broken(frame: Any) -> list[str]:
        raise BackendError("engine exploded")

    r = verify_screen_match(FRAME, SIGN_IN, broken, FakeVlm(_answer((True, 1), (True, 1))))
    assert not r.match and r.confidence == 0.0
    assert "OCR failed" in r.reason and "engine exploded" in r.reason


def test_missing_gives_presence_ratio_and_never_asks_vlm() -> None:
    vlm = FakeVlm(_answer((True, 1.0)))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(["Email"]), vlm)
    assert not r.match and r.confidence == 0.5
    assert "button: Sign in" in r.reason
    assert r.mismatches == ["missing: button: Sign in"]
    assert vlm.prompts == []


def test_vlm_cannot_make_a_missing_element_present() -> None:
    vlm = FakeVlm(_answer((True, 1.0), (True, 1.0), overall=1.0))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(["nothing here"]), vlm)
    assert not r.match and r.confidence == 0.0


def test_vlm_failure_after_full_presence() -> None:
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), FakeVlm(BackendError("HTTP 500")))
    assert r.match and r.confidence == 0.5
    assert "HTTP 500" in r.reason


def test_all_confirmed_match() -> None:
    vlm = FakeVlm(_answer((True, 0.95), (True, 0.9), overall=0.92))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm, context="log in")
    assert isinstance(r, ScreenMatchResult)
    assert r.match and r.confidence == pytest.approx(0.9)
    assert r.positions["Sign in"] == (10, 50, 70, 70)
    assert r.found_texts == {"Sign in": "Sign in", "Email": "Email"}
    assert "log in" in vlm.prompts[0]
    assert [o["text"] for o in r.observed_elements] == ["Email", "Sign in"]
    assert "MATCH" in r.describe() and "Sign in" in r.describe()


def test_role_not_confirmed() -> None:
    vlm = FakeVlm(_answer((False, 0.95), (True, 0.9)))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm)
    assert not r.match and r.confidence == 0.0
    assert any("role mismatch" in m for m in r.mismatches)


def test_role_confidence_below_bar() -> None:
    vlm = FakeVlm(_answer((True, 0.6), (True, 0.95), overall=0.9))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm)
    assert not r.match and r.confidence == pytest.approx(0.6)


def test_overall_confidence_below_bar() -> None:
    vlm = FakeVlm(_answer((True, 0.95), (True, 0.95), overall=0.5))
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm)
    assert not r.match and r.confidence == pytest.approx(0.5)


def test_element_without_answer_is_unconfirmed() -> None:
    vlm = FakeVlm(_answer((True, 0.95)))  # only index 1 answered
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm)
    assert not r.match and any("no answer for element 2" in m for m in r.mismatches)


def test_garbage_vlm_answer_is_no_match() -> None:
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), FakeVlm("I cannot help with that"))
    assert not r.match and r.confidence == 0.0


def test_before_and_after_bars() -> None:
    vlm = FakeVlm(_answer((True, 0.75), (True, 0.75), overall=0.75))
    assert verify_before(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm).match
    assert not verify_after(FRAME, SIGN_IN, FakeOcr(TOKENS), vlm).match


def test_roleless_elements_need_no_vlm() -> None:
    vlm = FakeVlm(BackendError("should not be called"))
    r = verify_screen_match(FRAME, ["Email", {"role": "text", "text": "Sign in"}],
                            FakeOcr(TOKENS), vlm)
    assert r.match and r.confidence == 1.0 and vlm.prompts == []


def test_no_role_checker_is_presence_only() -> None:
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), None)
    assert r.match and r.confidence == 0.5 and "not checked" in r.reason


def test_confirm_roles_object_is_used_without_prompt() -> None:
    class Confirmer:
        def __init__(self) -> None:
            self.seen: list[Any] = []

        def confirm_roles(self, frame: Any, found: Any) -> dict[str, Any]:
            self.seen = list(found)
            return _answer((True, 1.0), (True, 1.0), overall=1.0)

    c = Confirmer()
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), c)
    assert r.match and r.confidence == 1.0
    assert [f["text"] for f in c.seen] == ["Sign in", "Email"]
    assert c.seen[0]["box"] == (10, 50, 70, 70)


def test_min_confidence_validated() -> None:
    with pytest.raises(ValueError):
        verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), None, min_confidence=1.5)


def test_result_to_dict_is_json() -> None:
    r = verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), None)
    back = json.loads(json.dumps(r.to_dict()))
    assert back["match"] is True and back["confidence"] == 0.5
    assert back["positions"] == {"Sign in": [10, 50, 70, 70], "Email": [10, 10, 60, 30]}
    assert back["found_texts"] == {"Sign in": "Sign in", "Email": "Email"}
    assert [o["text"] for o in back["observed_elements"]] == ["Email", "Sign in"]


def test_feedback_line_only_on_failure() -> None:
    assert verify_screen_match(FRAME, SIGN_IN, FakeOcr(TOKENS), None).feedback_line() is None
    line = verify_after(FRAME, SIGN_IN, FakeOcr(["Email"]), None).feedback_line()
    assert line is not None and line.startswith("WARNING:") and "Sign in" in line


def test_any_frame_form_accepted(tmp_path: Any) -> None:
    from PIL import Image

    path = tmp_path / "f.png"
    Image.fromarray(FRAME).save(path)
    for form in (FRAME, Image.fromarray(FRAME), path, str(path), path.read_bytes()):
        assert verify_screen_match(form, ["Email"], FakeOcr(TOKENS), None).match


# -- engine helpers (no engine needed) --------------------------------------------------------
def test_frame_digest_is_exact() -> None:
    a = vigil.Frame(FRAME)
    b_arr = FRAME.copy()
    b_arr[5, 5, 0] = 254  # one channel of one pixel
    assert frame_digest(a) == frame_digest(vigil.Frame(FRAME.copy()))
    assert frame_digest(a) != frame_digest(vigil.Frame(b_arr))


def test_lru_cache_evicts_oldest() -> None:
    c: LruCache[int] = LruCache(2)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == 1  # a is now most recent
    c.put("c", 3)
    assert c.get("b") is None and c.get("a") == 1 and c.get("c") == 3


def test_tesseract_tsv_groups_words_into_lines() -> None:
    tsv = "\n".join(
        [
            "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight"
            "\tconf\ttext",
            "5\t1\t1\t1\t1\t1\t20\t40\t60\t20\t96.0\tSign",
            "5\t1\t1\t1\t1\t2\t90\t40\t30\t20\t90.0\tin",
            "5\t1\t2\t1\t1\t1\t400\t40\t80\t20\t50.0\tHelp",
            "4\t1\t2\t1\t1\t0\t400\t40\t80\t20\t-1\t",
        ]
    )
    toks = parse_tsv(tsv, scale=2.0)
    assert [t.text for t in toks] == ["Sign in", "Help"]
    assert toks[0].box == (10, 20, 60, 30)
    assert toks[0].score == pytest.approx(0.93)


def test_polarity_normalisation_makes_text_dark_on_light() -> None:
    img = np.full((100, 200), 30, dtype=np.uint8)  # dark panel
    img[40:60, 50:150:6] = 230  # thin light strokes, like glyphs
    out = normalize_polarity(img)
    assert out[10, 10] > 200  # background turned light
    assert out[50, 98] < 60  # strokes turned dark
    light = np.full((100, 200), 250, dtype=np.uint8)
    assert (normalize_polarity(light) == light).all()


def test_import_vigil_stays_light() -> None:
    """The engines load their heavy dependencies on first use, never at ``import vigil``."""
    import subprocess
    import sys

    code = (
        "import sys, vigil; vigil.RapidOcr(); vigil.TesseractOcr(); "
        "print(sorted(m for m in ('rapidocr', 'onnxruntime', 'httpx', 'playwright') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- invariants (hypothesis) -------------------------------------------------------------------

_texts = st.text(min_size=0, max_size=40)


def test_separator_only_text_proves_nothing() -> None:
    assert not ocr_presence_check(["_"], ["_"]).all_found


@settings(deadline=None)
@given(_texts)
def test_normalize_idempotent_property(text: str) -> None:
    once = normalize_text(text)
    assert normalize_text(once) == once
    assert once == once.strip() and "  " not in once


@settings(deadline=None)
@given(_texts)
def test_text_proves_itself_property(text: str) -> None:
    present = ocr_presence_check([text], [text]).all_found
    # Separators alone ("_", "|") are OCR noise, not text: they prove nothing.
    assert present == bool(_loose(text))
    assert fuzzy_match(text, text) == bool(normalize_text(text))


@settings(deadline=None)
@given(st.lists(_texts, max_size=5), _texts)
def test_nothing_read_proves_nothing_property(noise: list[str], text: str) -> None:
    assert not ocr_presence_check([], [text]).all_found
    # low-score tokens never prove anything, whatever they say
    toks = [OcrToken(n, None, 0.1) for n in [*noise, text]]
    assert not ocr_presence_check(toks, [text]).all_found


@settings(deadline=None)
@given(st.lists(_texts, max_size=6), st.lists(_texts, min_size=1, max_size=4))
def test_presence_ratio_property(tokens: list[str], expected: list[str]) -> None:
    r = ocr_presence_check(tokens, expected)
    elements = [parse_expected(e) for e in expected]
    assert r.presence_ratio == (len(elements) - len(r.missing)) / len(elements)
    assert r.all_found == (not r.missing)
    for el in elements:
        # a text read verbatim (and not only separators) is always found
        if el["text"] in tokens and _loose(el["text"]):
            assert el["text"] in r.found_texts


def test_tesseract_runs_single_threaded_without_touching_os_environ(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import os
    import subprocess

    from vigil.ocr import TesseractOcr

    calls: list[dict[str, Any]] = []
    header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight"
    tsv = header + "\tconf\ttext\n5\t1\t1\t1\t1\t1\t10\t10\t40\t20\t95\tOK\n"

    def fake_run(cmd: list[str], **kw: Any) -> subprocess.CompletedProcess[bytes]:
        calls.append({"cmd": cmd, "env": kw["env"]})
        return subprocess.CompletedProcess(cmd, 0, tsv.encode(), b"")

    monkeypatch.setattr(subprocess, "run", fake_run)
    monkeypatch.delenv("OMP_THREAD_LIMIT", raising=False)
    engine = TesseractOcr(executable="/bin/true")
    tokens = engine(FRAME)
    assert [t.text for t in tokens] == ["OK"]
    assert tokens[0].box == (5, 5, 25, 15)  # 2x upscale mapped back
    assert len(calls) == 2  # polarity pass + contrast pass
    assert all(c["env"]["OMP_THREAD_LIMIT"] == "1" for c in calls)
    assert "tsv" in calls[0]["cmd"] and "OMP_THREAD_LIMIT" not in os.environ


def test_regions_only_are_read_when_every_element_has_one() -> None:
    class RegionOcr(FakeOcr):
        def __init__(self, tokens: list[Any]) -> None:
            super().__init__(tokens)
            self.regions: list[Any] = []

        def recognize_region(self, frame: Any, box: Any) -> list[Any]:
            self.regions.append(box)
            return [t for t in self.tokens if t.box[1] >= box[1] and t.box[3] <= box[3]]

    ocr = RegionOcr(TOKENS)
    el = {"role": "button", "text": "Sign in", "region": [0, 40, 200, 80]}
    r = verify_screen_match(FRAME, [el, dict(el)], ocr, None)
    assert r.match and ocr.calls == 0 and ocr.regions == [(0, 40, 200, 80)]
    assert [o["text"] for o in r.observed_elements] == ["Sign in"]
    # one element without a region: the whole frame is read
    r = verify_screen_match(FRAME, [el, "Email"], ocr, None)
    assert r.match and ocr.calls == 1


# -- targeted recognition ----------------------------------------------------------------------
class FakeTargeted:
    """An engine with detection and per-line recognition, recording what it recognised."""

    def __init__(self, tokens: list[OcrToken], blank: tuple[Any, ...] = ()) -> None:
        self.lines = {t.box: t for t in tokens}
        self.boxes = sorted([*self.lines, *blank], key=lambda b: (b[1], b[0]))
        self.recognised: list[Any] = []
        self.batches = 0
        self.full_reads = 0

    def detect(self, frame: Any) -> list[Any]:
        return list(self.boxes)

    def recognize_boxes(self, frame: Any, boxes: Any) -> list[OcrToken]:
        self.batches += 1
        self.recognised += list(boxes)
        return [self.lines[b] for b in boxes if b in self.lines]

    def __call__(self, frame: Any) -> list[OcrToken]:
        self.full_reads += 1
        return [self.lines[b] for b in self.boxes if b in self.lines]


def _page(n: int = 30) -> list[OcrToken]:
    """A dense page: ``n`` lines of filler in two columns, plus a few real labels."""
    words = ["Order history", "Shipping address", "Payment method", "Newsletter", "Profile"]
    toks = [
        OcrToken(f"{words[i % 5]} {i}", (20 + 400 * (i % 2), 30 * i, 260 + 400 * (i % 2), 30 * i + 20))  # noqa: E501
        for i in range(n)
    ]
    toks.append(OcrToken("Sign in", (900, 400, 960, 420), 0.97))
    toks.append(OcrToken("Saved", (900, 40, 950, 60), 0.99))
    toks.append(OcrToken("Save", (1000, 600, 1040, 620), 0.99))
    return toks


def test_targeted_read_stops_once_everything_is_found() -> None:
    ocr = FakeTargeted(_page())
    r = verify_screen_match(FRAME, ["Sign in", "Save"], ocr, None)
    assert r.match and r.found_texts == {"Sign in": "Sign in", "Save": "Save"}
    assert r.positions["Save"] == (1000, 600, 1040, 620)  # the button, not "Saved"
    assert ocr.full_reads == 0 and len(ocr.recognised) <= 4 < len(ocr.boxes)
    assert {o["text"] for o in r.observed_elements} >= {"Sign in", "Save"}


def test_targeted_read_reads_everything_when_something_is_missing() -> None:
    ocr = FakeTargeted(_page())
    r = verify_screen_match(FRAME, ["Sign in", "Log out"], ocr, None)
    assert not r.match and r.confidence == 0.5
    assert ocr.full_reads == 1  # the reason can list what was on screen
    assert len(r.observed_elements) == len(ocr.lines)
    assert r.mismatches == ["missing: Log out"]


def test_targeted_read_respects_regions_and_never_reads_outside_them() -> None:
    ocr = FakeTargeted(_page())
    el = {"role": "", "text": "Saved", "region": [880, 20, 1000, 80]}
    r = verify_screen_match(FRAME, [el], ocr, None)
    assert r.match and r.found_texts == {"Saved": "Saved"}
    # Only "Saved" is inside: the "Save" button elsewhere does not count, nor does "Saved".
    button = {"role": "", "text": "Save", "region": [880, 20, 1000, 80]}
    assert not verify_screen_match(FRAME, [button], ocr, None).match
    assert all(b[0] < 1000 and b[2] > 880 and b[1] < 80 and b[3] > 20 for b in ocr.recognised)


def test_targeted_rounds_grow_by_half_until_every_line_is_read() -> None:
    sizes = list(itertools.islice(screen_mod._round_sizes(), 9))
    assert sizes == [1, 2, 3, 4, 6, 8, 12, 18, 26]


def test_a_late_ranked_element_is_found_without_reading_the_whole_page() -> None:
    # 80 lines that all fit "Profile 47" as well as the one that holds it: the element's
    # line is ranked wherever its index puts it, and the rounds reach it with little
    # overshoot instead of falling back to recognising every line.
    toks = [OcrToken(f"Profile {i}", (20, 24 * i, 110, 24 * i + 20)) for i in range(80)]
    ocr = FakeTargeted(toks)
    r = verify_screen_match(FRAME, ["Profile 47"], ocr, None)
    assert r.match and ocr.full_reads == 0
    assert 47 < len(ocr.recognised) <= 1.5 * 48 < len(toks)
    assert len(set(ocr.recognised)) == len(ocr.recognised)  # no line is read twice


def test_targeted_phrase_split_over_lines_falls_back_to_the_full_rule() -> None:
    # "Sign" and "in" are two detected lines: no single line proves "Sign in", so the
    # targeted rounds find nothing and the full rule (which joins neighbours) decides.
    toks = [OcrToken("Sign", (10, 10, 50, 30)), OcrToken("in", (56, 10, 70, 30))]
    ocr = FakeTargeted(toks, blank=((200, 10, 260, 30),))
    r = verify_screen_match(FRAME, ["Sign in"], ocr, None)
    assert r.match and ocr.full_reads == 1
    assert r.match == ocr_presence_check(toks, ["Sign in"]).all_found


def test_near_hint_ranks_lines_but_never_decides() -> None:
    ocr = FakeTargeted(_page())
    near = {"role": "", "text": "Profile 4", "near": [30, 130]}
    r = verify_screen_match(FRAME, [near], ocr, None)
    assert r.match and ocr.recognised[0] == (20, 120, 260, 140)
    with pytest.raises(ValueError, match="near"):
        parse_expected({"text": "x", "near": [1, 2, 3]})


_vocab = st.sampled_from(
    ["Sign", "in", "Sign in", "Sign up", "Save", "Saved", "Total 12", "Total 13", "Log_out",
     "Log out", "Cancel", "Signin", "Sigh in", "Account settings", "_"]
)


@st.composite
def _layouts(draw: st.DrawFn) -> list[OcrToken]:
    n = draw(st.integers(0, 12))
    toks = []
    for i in range(n):
        row, col = draw(st.integers(0, 3)), draw(st.integers(0, 5))
        x0 = col * 60 + draw(st.integers(0, 8))
        text = draw(_vocab)
        box = (x0, row * 30 + i % 3, x0 + 10 * len(text) + draw(st.integers(0, 30)), row * 30 + 20)
        toks.append(OcrToken(text, box, draw(st.sampled_from([0.3, 0.6, 0.99]))))
    # detection gives each box once
    return list({t.box: t for t in toks}.values())


@settings(deadline=None)
@given(_layouts(), st.lists(_vocab, min_size=1, max_size=3))
def test_targeted_and_full_reads_agree_on_presence_property(
    toks: list[OcrToken], expected: list[str]
) -> None:
    ocr = FakeTargeted(toks)
    r = verify_screen_match(FRAME, expected, ocr, None)
    full = ocr_presence_check(toks, expected)
    assert r.match == full.all_found
    # early stop never reports a text the full read would not find
    assert set(r.found_texts) <= set(full.found_texts)


# -- region queries -----------------------------------------------------------------------------
BIG = np.zeros((800, 1280, 3), np.uint8)


def test_read_text_in_boxes_recognises_only_touching_lines_in_one_batch() -> None:
    from vigil.verify.screen import read_text_in_boxes

    ocr = FakeTargeted(_page())
    got = read_text_in_boxes(BIG, [(890, 390, 970, 430), (995, 595, 1045, 625)], ocr)
    assert [[t.text for t in g] for g in got] == [["Sign in"], ["Save"]]
    assert ocr.batches == 1 and sorted(ocr.recognised) == [
        (900, 400, 960, 420),
        (1000, 600, 1040, 620),
    ]


def test_read_text_near_a_point_and_text_near() -> None:
    from vigil.verify.screen import read_text_near, text_near

    ocr = FakeTargeted(_page())
    assert [t.text for t in read_text_near(BIG, (930, 410), ocr, radius=5)] == ["Sign in"]
    assert text_near(BIG, "sign in", (930, 410), ocr)
    assert not text_near(BIG, "Sign in", (100, 700), ocr, radius=10)
    assert not text_near(BIG, "Sign up", (930, 410), ocr)  # near, but not that text
    with pytest.raises(ValueError):
        read_text_near(BIG, (1, 2, 3), ocr)


def test_region_query_answers_from_a_cached_full_read() -> None:
    from vigil.verify.screen import read_text_near

    class Cached(FakeTargeted):
        def is_cached(self, frame: Any) -> bool:
            return True

    ocr = Cached(_page())
    assert [t.text for t in read_text_near(BIG, (930, 410), ocr, radius=5)] == ["Sign in"]
    assert ocr.batches == 0 and ocr.full_reads == 1


def test_region_query_reads_small_areas_of_an_undetected_frame_by_pixels() -> None:
    from vigil.verify.screen import read_text_in_boxes

    class Pixels(FakeTargeted):
        def __init__(self, tokens: list[OcrToken]) -> None:
            super().__init__(tokens)
            self.regions: list[Any] = []

        def has_detection(self, frame: Any) -> bool:
            return False

        def recognize_region(self, frame: Any, box: Any) -> list[OcrToken]:
            self.regions.append(box)
            return [
                t
                for b, t in self.lines.items()
                if box[0] <= b[0] and b[2] <= box[2] and box[1] <= b[1] and b[3] <= box[3]
            ]

    ocr = Pixels(_page())
    got = read_text_in_boxes(BIG, [(895, 395, 965, 425)], ocr)
    assert [t.text for t in got[0]] == ["Sign in"]
    # the area plus context around it, so lines through the area are read whole
    assert ocr.regions == [(655, 371, 1206, 450)] and ocr.batches == 0


def test_rank_boxes_prefers_a_line_that_fits_the_text() -> None:
    from vigil.ocr.targeted import fit_cost, rank_boxes, read_cost

    fits, narrow, wide = (0, 0, 60, 20), (0, 40, 14, 60), (0, 80, 600, 100)
    assert fit_cost(fits, "Sign in") < fit_cost(wide, "Sign in") < fit_cost(narrow, "Sign in")
    assert rank_boxes([narrow, wide, fits], "Sign in")[0] == fits
    # a paragraph-long line reads ~10x slower than a label's: it waits behind short lines
    assert read_cost(narrow) == 0 < read_cost(fits) < 0.2 < 2 < read_cost(wide)
    medium = (0, 120, 90, 140)
    assert rank_boxes([wide, medium], "Sign in") == [medium, wide]
    assert rank_boxes([narrow, wide, fits], "Sign in", region=(0, 70, 700, 120)) == [wide]


def _line_image(text: str, *, dark: bool = False) -> tuple[np.ndarray, tuple[int, int, int, int]]:
    """One line of ``text`` drawn on a page, and the box a detector would give it."""
    page = np.full((60, 400), 30 if dark else 245, np.uint8)
    ink = 230 if dark else 20
    cv2.putText(page, text, (10, 38), cv2.FONT_HERSHEY_SIMPLEX, 0.6, ink, 1, cv2.LINE_AA)
    (w, _), _ = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, 0.6, 1)
    return page, (4, 20, 16 + w, 46)


@pytest.mark.parametrize("dark", [False, True])
def test_line_marks_count_about_one_per_character(dark: bool) -> None:
    from vigil.ocr.targeted import line_marks

    for text in ("Save", "Sign in", "Order history 12"):
        page, box = _line_image(text, dark=dark)
        marks = line_marks(page, box)
        assert marks is not None and 0.7 * len(text) <= marks <= 1.2 * len(text), (text, marks)
    blank = np.full((60, 400), 245, np.uint8)
    assert line_marks(blank, (4, 20, 200, 46)) is None  # no ink
    bar = blank.copy()
    bar[25:41, 10:190] = 60  # a filled bar: one mark across a long box, not a count
    assert line_marks(bar, (4, 20, 200, 46)) is None


def test_marks_rank_the_line_with_the_right_count_first() -> None:
    from vigil.ocr.targeted import rank_boxes

    # two lines of one width, one with 7 marks and one with 14: the count decides
    a, b = (0, 0, 60, 20), (0, 40, 60, 60)
    assert rank_boxes([b, a], "Sign in", marks=[14, 7]) == [a, b]
    assert rank_boxes([a, b], "Sign in", marks=[14, 7]) == [b, a]
    # an unknown count falls back to the width alone
    assert rank_boxes([b, a], "Sign in", marks=[None, None]) == rank_boxes([b, a], "Sign in")


def test_line_words_split_a_line_into_its_words() -> None:
    from vigil.ocr.targeted import line_marks, line_words

    for text, n_words in (("Save", 1), ("Sign in", 2), ("Due May 7", 3)):
        page, box = _line_image(text)
        words = line_words(page, box)
        assert words is not None and len(words) == n_words, (text, words)
        # the same runs of ink as the line's mark count, only grouped
        marks = line_marks(page, box)
        assert marks is not None and sum(words) <= marks
    blank = np.full((60, 400), 245, np.uint8)
    assert line_words(blank, (4, 20, 200, 46)) is None


def test_words_rank_the_line_split_like_the_text_first() -> None:
    from vigil.ocr.targeted import rank_boxes, words_cost

    # three lines of one width and one mark count: only the split into words differs
    one, two, three = (0, 0, 60, 20), (0, 40, 60, 60), (0, 80, 60, 100)
    marks, words = [8, 8, 8], [(8,), (3, 4), (3, 3, 1)]
    boxes = [one, two, three]
    assert rank_boxes(boxes, "Due May 7", marks=marks, words=words)[0] == three
    assert rank_boxes(boxes, "ENG-3567", marks=marks, words=words)[0] == one
    assert rank_boxes(boxes, "Sign in", marks=marks, words=words)[0] == two
    # a text inside a longer line: the best run of words counts, each extra word costs a bit
    inside, longer = words_cost((3, 3, 1), "May 7"), words_cost((3, 3, 1, 5, 5), "May 7")
    assert inside is not None and longer is not None and 0 < inside < longer
    assert words_cost((8,), "Sign in") is None  # fewer words than the text
    # unknown words (or an unknown count) fall back to the marks alone
    assert rank_boxes(boxes, "Sign in", marks=marks, words=[None] * 3) == rank_boxes(
        boxes, "Sign in", marks=marks
    )
    assert rank_boxes(boxes, "Sign in", marks=[None] * 3, words=words) == rank_boxes(
        boxes, "Sign in"
    )


def test_words_from_an_engine_that_miscounts_its_lines_are_split_again() -> None:
    from vigil.frames.frame import Frame
    from vigil.ocr.targeted import line_words
    from vigil.verify.screen import _words_of

    page, box = _line_image("Sign in")
    frame = Frame(np.repeat(page[:, :, None], 3, axis=2))

    class Short:
        def line_words(self, frame: Any) -> list[tuple[int, ...] | None]:
            return [(3,)]  # one line's words for two lines

    class Exact:
        def line_words(self, frame: Any) -> list[tuple[int, ...] | None]:
            return [(4, 2), None]

    boxes = [box, (4, 0, 60, 18)]
    assert _words_of(Short(), frame, boxes) == [line_words(frame.gray, b) for b in boxes]
    assert _words_of(Exact(), frame, boxes) == [(4, 2), None]


def test_marks_from_an_engine_that_miscounts_its_lines_are_counted_again() -> None:
    from vigil.frames.frame import Frame
    from vigil.ocr.targeted import line_marks
    from vigil.verify.screen import _marks_of

    page, box = _line_image("Sign in")
    frame = Frame(np.repeat(page[:, :, None], 3, axis=2))

    class Short:
        def line_marks(self, frame: Any) -> list[int | None]:
            return [3]  # one count for two lines

    class Exact:
        def line_marks(self, frame: Any) -> list[int | None]:
            return [5, 6]

    boxes = [box, (4, 0, 60, 18)]
    expected = [line_marks(frame.gray, b) for b in boxes]
    assert _marks_of(Short(), frame, boxes) == expected
    assert _marks_of(Exact(), frame, boxes) == [5, 6]
