"""An agent loop's frames in real Chromium: the pointer stays on the control the previous
click hit, and that control losing its hover styling is not the next click's effect
(vigil.monitor.pointer)."""

from __future__ import annotations

from typing import Any

import pytest

from vigil import Action, Frame, Monitor

pytestmark = [pytest.mark.parallel]

PAGE = """<!doctype html><html><head><style>
body { font: 16px sans-serif; margin: 40px }
button { font-size: 16px; padding: 10px 22px; margin: 20px; border: 1px solid #888;
         border-radius: 6px; background: #f3f3f3; color: #222 }
button:hover { background: #dde6f5; border-color: #3366cc }
a { margin: 20px; color: #225 }
a:hover { text-decoration: underline; color: #c30 }
</style></head><body>
<button id="save" onclick="document.getElementById('out').textContent = 'Draft saved'">
Save draft</button><button id="order">Submit order</button><a id="more" href="#">Details</a>
<p id="out"></p></body></html>"""


def _centre(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _step(page: Any, monitor: Monitor, selector: str, reasoning: str) -> bool | None:
    """One loop step as a user's loop takes it: screenshot, click, screenshot, check."""
    x, y = _centre(page, selector)
    pre = Frame(page.screenshot())
    page.mouse.click(x, y)
    page.wait_for_timeout(150)
    post = Frame(page.screenshot())
    return monitor.check(Action.click(x, y, reasoning=reasoning), pre, post).effect_observed


@pytest.mark.parametrize("first", ["#save", "#more"])
def test_a_dead_click_after_another_click_reads_as_no_effect(page: Any, first: str) -> None:
    page.set_content(PAGE)
    page.mouse.move(5, 5)
    monitor = Monitor(viewport=(1280, 800))
    _step(page, monitor, first, "Save the draft")
    # The order button does nothing: what changes is the first control losing its hover
    # styling and this one gaining it.
    assert _step(page, monitor, "#order", "Submit the order") is False


def test_a_real_effect_after_another_click_is_still_seen(page: Any) -> None:
    page.set_content(PAGE)
    page.mouse.move(5, 5)
    monitor = Monitor(viewport=(1280, 800))
    _step(page, monitor, "#more", "Open the details")
    assert _step(page, monitor, "#save", "Save the draft") is True
