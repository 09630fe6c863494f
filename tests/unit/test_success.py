"""Parsing of success checks, and the conditions that need no browser (URL patterns)."""

from __future__ import annotations

from typing import Any

import pytest

from vigil.errors import ConfigError
from vigil.success import SuccessCheck, evaluate, url_tail


class _UrlOnly:
    """An environment that knows its URL and nothing else (no page, no screenshot)."""

    def __init__(self, url: str | None) -> None:
        self.current_url = url

    @property
    def page(self) -> Any:
        raise RuntimeError("no browser here")


def test_parse_round_trip() -> None:
    data = {
        "url": "/confirmed.html*",
        "text": ["Order confirmed", "Thank you"],
        "text_absent": "Error",
        "js": "() => true",
    }
    check = SuccessCheck.from_dict(data)
    assert check.text == ("Order confirmed", "Thank you") and check.text_absent == ("Error",)
    assert check.text_source == "dom" and check.needs_page
    assert SuccessCheck.from_dict(check.to_dict()) == check
    assert not SuccessCheck.from_dict({"url": "/a"}).needs_page
    assert SuccessCheck.from_dict({"text": "x", "text_source": "ocr"}).to_dict() == {
        "text": ["x"],
        "text_source": "ocr",
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"urll": "/a"}, "unknown key 'urll'"),
        ({}, "needs at least one of"),
        ({"url": 3}, "tasks.x.success.url: must be a non-empty string"),
        ({"url": "  "}, "success.url: must be a non-empty string"),
        ({"url_regex": "("}, "success.url_regex: not a valid regex"),
        ({"text": ["ok", 2]}, "success.text: must be a string or a list"),
        ({"text": "ok", "text_source": "pixels"}, "success.text_source: must be 'dom' or 'ocr'"),
        ("url=/a", "must be a mapping"),
    ],
)
def test_bad_checks_name_the_key(data: Any, message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace("(", r"\(")) as info:
        SuccessCheck.from_dict(data, where="tasks.x.success")
    assert str(info.value).startswith("tasks.x.success")


def test_url_tail() -> None:
    assert url_tail("http://127.0.0.1:8000/products.html?page=11") == "/products.html?page=11"
    assert url_tail("http://127.0.0.1:8000") == "/"
    assert url_tail(None) == ""


@pytest.mark.parametrize(
    ("spec", "url", "ok"),
    [
        ({"url": "/confirmed.html*"}, "http://h/confirmed.html", True),
        ({"url": "/confirmed.html*"}, "http://h/confirmed.html?id=4", True),
        ({"url": "/confirmed.html"}, "http://h/shop/confirmed.html", False),
        ({"url": "*/confirmed.html"}, "http://h/shop/confirmed.html", True),
        ({"url_regex": r"page=11\b"}, "http://h/products.html?page=11", True),
        ({"url_regex": r"page=11\b"}, "http://h/products.html?page=110", False),
        ({"url": "/a*", "url_regex": "x=1"}, "http://h/a?x=2", False),
        ({"url": "/*"}, None, False),
    ],
)
def test_url_conditions(spec: dict[str, Any], url: str | None, ok: bool) -> None:
    outcome = evaluate(SuccessCheck.from_dict(spec), _UrlOnly(url))
    assert outcome.ok is ok, outcome.detail
    assert ("does not match" in outcome.detail) is (not ok)


def test_missing_page_is_a_failed_check_not_an_exception() -> None:
    outcome = evaluate(SuccessCheck.from_dict({"url": "/a", "text": "hi"}), _UrlOnly("http://h/a"))
    assert outcome.ok is False and "no live page" in outcome.detail
