"""Did the agent really achieve its task? Checks Vigil evaluates itself after a run.

An agent's own DONE is a claim; a run's ``termination_reason`` says how the run ended, not
whether the goal was reached. A :class:`SuccessCheck` looks at the final state of the
environment instead, with up to four conditions that must all hold:

* ``url`` — a glob (``*`` any run of characters, ``?`` one character) matched against the
  final URL's path plus query (``/confirmed.html``, ``/products.html?page=11``);
  ``url_regex`` — a regular expression searched in the same string.
* ``text`` — one string or a list, each of which must be present on the final page;
  ``text_absent`` — strings that must not be. Matching is case- and accent-insensitive with
  collapsed whitespace. ``text_source`` picks where the page's text comes from: ``dom``
  (the default: the page's rendered ``innerText`` through Playwright, so text hidden with
  ``display:none`` does not count) or ``ocr`` (RapidOCR on the final frame: what a person
  would actually see).
* ``js`` — a JavaScript expression or function evaluated in the page; a truthy result passes.

A task file or suite entry carries the check as ``"success": {...}``; :meth:`SuccessCheck.
from_dict` rejects unknown keys and wrong types with an error naming the key, so a typo in a
suite cannot quietly turn a check into "always passes".

:func:`evaluate` never raises for a failing or broken page: an unreachable page, a JS error
or an OCR failure is a failed check whose ``detail`` says why, because in an evaluation
sweep a broken run is a data point, not a crash.
"""

from __future__ import annotations

import fnmatch
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlsplit

from vigil.errors import ConfigError
from vigil.frames import Frame
from vigil.verify.screen import normalize_text

__all__ = ["SuccessCheck", "SuccessOutcome", "evaluate", "url_tail"]

log = logging.getLogger(__name__)

TextSource = Literal["dom", "ocr"]
_KEYS = ("url", "url_regex", "text", "text_absent", "text_source", "js")
_DOM_TEXT_JS = "() => document.body ? document.body.innerText : ''"


@dataclass(frozen=True, slots=True)
class SuccessOutcome:
    """The verdict of one check; ``detail`` names every condition that failed (or held)."""

    ok: bool
    detail: str


@dataclass(frozen=True, slots=True)
class SuccessCheck:
    """Conditions on the final state of a run; every one given must hold."""

    url: str | None = None
    url_regex: str | None = None
    text: tuple[str, ...] = ()
    text_absent: tuple[str, ...] = ()
    text_source: TextSource = "dom"
    js: str | None = None

    def __post_init__(self) -> None:
        if not (self.url or self.url_regex or self.text or self.text_absent or self.js):
            raise ConfigError(
                "a success check needs at least one of: "
                + ", ".join(k for k in _KEYS[:-2])
                + ", js"
            )

    @property
    def needs_page(self) -> bool:
        """Whether the check reads the live page (DOM text or JS), not just URL and frame."""
        has_text = bool(self.text or self.text_absent)
        return bool(self.js) or (has_text and self.text_source == "dom")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "success") -> SuccessCheck:
        """Parse ``{"url": ..., "text": [...], ...}``; errors name ``where`` and the key."""
        if not isinstance(data, Mapping):
            raise ConfigError(f"{where}: must be a mapping, got {type(data).__name__}")
        unknown = sorted(str(k) for k in data if k not in _KEYS)
        if unknown:
            raise ConfigError(
                f"{where}: unknown key {unknown[0]!r}; known keys: {', '.join(_KEYS)}"
            )
        url = _opt_str(data, "url", where)
        url_regex = _opt_str(data, "url_regex", where)
        if url_regex is not None:
            try:
                re.compile(url_regex)
            except re.error as exc:
                raise ConfigError(f"{where}.url_regex: not a valid regex: {exc}") from None
        source = data.get("text_source", "dom")
        if source not in ("dom", "ocr"):
            raise ConfigError(f"{where}.text_source: must be 'dom' or 'ocr', got {source!r}")
        try:
            return cls(
                url=url,
                url_regex=url_regex,
                text=_texts(data, "text", where),
                text_absent=_texts(data, "text_absent", where),
                text_source=source,
                js=_opt_str(data, "js", where),
            )
        except ConfigError as exc:
            raise ConfigError(f"{where}: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key in ("url", "url_regex", "js"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.text:
            out["text"] = list(self.text)
        if self.text_absent:
            out["text_absent"] = list(self.text_absent)
        if self.text_source != "dom":
            out["text_source"] = self.text_source
        return out


def _opt_str(data: Mapping[str, Any], key: str, where: str) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{where}.{key}: must be a non-empty string, got {value!r}")
    return value


def _texts(data: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key)
    if value is None:
        return ()
    items: Sequence[Any] = [value] if isinstance(value, str) else value
    if not isinstance(items, Sequence) or not all(isinstance(t, str) and t.strip() for t in items):
        raise ConfigError(f"{where}.{key}: must be a string or a list of non-empty strings")
    return tuple(items)


def url_tail(url: str | None) -> str:
    """The path plus query of ``url`` (``/a.html?x=1``); ``""`` for no URL."""
    if not url:
        return ""
    parts = urlsplit(url)
    path = parts.path or "/"
    return f"{path}?{parts.query}" if parts.query else path


# -- evaluation ------------------------------------------------------------------------------
def _ocr_engine(ocr: Any) -> Any:
    """The OCR engine to use: the caller's, else the process's shared RapidOcr (its model
    load costs a second or two, which a sweep should pay once per worker, not per run)."""
    if ocr is not None:
        return ocr
    from vigil.ocr import default_ocr

    return default_ocr()


def _page(env: Any) -> Any:
    try:
        return env.page
    except Exception as exc:
        raise _Unavailable(f"the environment has no live page ({exc})") from None


class _Unavailable(Exception):
    """A condition could not be evaluated; the outcome records why instead of raising."""


def _check_url(check: SuccessCheck, env: Any) -> list[tuple[bool, str]]:
    out: list[tuple[bool, str]] = []
    if check.url is None and check.url_regex is None:
        return out
    try:
        current = env.current_url
    except Exception as exc:
        current = None
        log.debug("current_url failed: %s", exc)
    tail = url_tail(current)
    if check.url is not None:
        hit = bool(tail) and fnmatch.fnmatchcase(tail, check.url)
        out.append(
            (
                hit,
                f"url {tail or '(none)'!r} {'matches' if hit else 'does not match'} {check.url!r}",
            )
        )
    if check.url_regex is not None:
        hit = bool(tail) and re.search(check.url_regex, tail) is not None
        out.append(
            (
                hit,
                f"url {tail or '(none)'!r} {'matches' if hit else 'does not match'} "
                f"/{check.url_regex}/",
            )
        )
    return out


def _page_text(check: SuccessCheck, env: Any, frame: Frame | None, ocr: Any) -> str:
    if check.text_source == "dom":
        try:
            return str(_page(env).evaluate(_DOM_TEXT_JS))
        except _Unavailable:
            raise
        except Exception as exc:
            raise _Unavailable(f"could not read the page text: {exc}") from None
    try:
        if frame is None:
            frame = env.screenshot()
        tokens = _ocr_engine(ocr)(frame)
    except Exception as exc:
        raise _Unavailable(f"OCR of the final frame failed: {exc}") from None
    return " ".join(t.text for t in tokens)


def _contains(haystack: str, needle: str) -> bool:
    """Substring test on normalised text; OCR may drop or add spaces, so also compare with
    all whitespace removed."""
    n, h = normalize_text(needle), normalize_text(haystack)
    return n in h or n.replace(" ", "") in h.replace(" ", "")


def _check_text(
    check: SuccessCheck, env: Any, frame: Frame | None, ocr: Any
) -> list[tuple[bool, str]]:
    if not (check.text or check.text_absent):
        return []
    body = _page_text(check, env, frame, ocr)
    src = check.text_source
    out = [
        (_contains(body, t), f"{src} text {t!r} {'present' if _contains(body, t) else 'missing'}")
        for t in check.text
    ]
    out += [
        (
            not _contains(body, t),
            f"{src} text {t!r} {'absent' if not _contains(body, t) else 'present (must not be)'}",
        )
        for t in check.text_absent
    ]
    return out


def _check_js(check: SuccessCheck, env: Any) -> list[tuple[bool, str]]:
    if check.js is None:
        return []
    page = _page(env)
    try:
        value = page.evaluate(check.js)
    except Exception as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return [(False, f"js raised: {first[:200]}")]
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return [(bool(value), f"js returned {shown}")]


def evaluate(
    check: SuccessCheck, env: Any, final_frame: Frame | None = None, *, ocr: Any = None
) -> SuccessOutcome:
    """Evaluate ``check`` against the environment's current state (call it right after the
    run, before the environment is reset or closed).

    ``env`` is a :class:`~vigil.envs.browser.BrowserEnv` (or anything with ``current_url``,
    ``page`` for DOM/JS conditions and ``screenshot()`` for OCR). ``final_frame`` is read by
    OCR instead of a fresh screenshot when given; ``ocr`` overrides the engine (default: one
    :class:`~vigil.ocr.RapidOcr` per process).
    """
    results: list[tuple[bool, str]] = []
    try:
        results += _check_url(check, env)
        results += _check_text(check, env, final_frame, ocr)
        results += _check_js(check, env)
    except _Unavailable as exc:
        results.append((False, str(exc)))
    ok = all(hit for hit, _ in results)
    failed = [d for hit, d in results if not hit]
    return SuccessOutcome(ok=ok, detail="; ".join(failed if failed else [d for _, d in results]))
