"""Success checks against the real demo shop in headless Chromium: URL, DOM text, hidden
text, JS predicates, OCR of the final frame, and the demo task files' own checks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from vigil import BrowserEnv, Task
from vigil.demo import DemoServer, serve_demo
from vigil.success import SuccessCheck, evaluate

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def shop() -> Iterator[DemoServer]:
    with serve_demo() as server:
        yield server


@pytest.fixture()
def env(browser: Any) -> Iterator[BrowserEnv]:
    with BrowserEnv(browser=browser) as e:
        yield e


def check(**spec: Any) -> SuccessCheck:
    return SuccessCheck.from_dict(spec)


def test_url_dom_text_and_js_on_the_confirmation_page(shop: DemoServer, env: BrowserEnv) -> None:
    # Opened directly, with no order placed: the URL is right, the page says otherwise.
    env.reset(Task("t", shop.url("/confirmed.html?order=7")))
    good = check(
        url="/confirmed.html*",
        text=["no order YET"],
        text_absent="Order confirmed",
        js="() => document.getElementById('heading').textContent.trim() === 'No order yet'",
    )
    outcome = evaluate(good, env)
    assert outcome.ok, outcome.detail
    assert "matches '/confirmed.html*'" in outcome.detail
    bad = evaluate(check(url="/confirmed.html*", text="Order confirmed", js="1 + 1 === 3"), env)
    assert not bad.ok
    assert "does not match" not in bad.detail and "'Order confirmed' missing" in bad.detail
    assert "js returned False" in bad.detail


def test_hidden_text_does_not_count_and_js_errors_are_failures(
    shop: DemoServer, env: BrowserEnv
) -> None:
    env.reset(Task("t", shop.url("/confirmed.html")))
    env.page.evaluate(
        "() => { const d = document.createElement('div'); d.style.display = 'none';"
        " d.textContent = 'Secret hidden note'; document.body.appendChild(d); }"
    )
    assert not evaluate(check(text="Secret hidden note"), env).ok
    assert evaluate(check(js="() => document.body.textContent.includes('Secret hidden')"), env).ok
    broken = evaluate(check(js="() => window.nope.deeper"), env)
    assert not broken.ok and broken.detail.startswith("js raised")


@pytest.mark.ocr
def test_ocr_text_on_the_final_frame(shop: DemoServer, env: BrowserEnv) -> None:
    frame = env.reset(Task("t", shop.url("/confirmed.html")))
    outcome = evaluate(check(text="No order yet", text_source="ocr"), env, final_frame=frame)
    assert outcome.ok, outcome.detail
    env.page.evaluate("() => { document.getElementById('heading').style.visibility = 'hidden'; }")
    # No frame given: the check takes a fresh screenshot, where the heading is gone.
    gone = evaluate(check(text="No order yet", text_source="ocr"), env)
    assert not gone.ok and "ocr text 'No order yet' missing" in gone.detail
