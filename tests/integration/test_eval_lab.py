"""The lab suite's files are what make_lab writes, and every scripted click lands on the
element it names (replayed in real Chromium on the demo shop, fallbacks included)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from vigil.demo import serve_demo
from vigil.eval.suites.make_lab import LAB_TASKS, walk, write_lab


def test_committed_lab_files_are_fresh(tmp_path: Path) -> None:
    package = Path(__file__).resolve().parents[2] / "src" / "vigil"
    for path in write_lab(tmp_path):
        committed = package / path.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} missing: run python -m vigil.eval.suites.make_lab"
        assert committed.read_text() == path.read_text(), f"{committed} is stale"


def test_kinds_cover_the_brief() -> None:
    kinds = [t.kind for t in LAB_TASKS]
    assert len(LAB_TASKS) >= 20
    assert kinds.count("effect") >= 10 and kinds.count("progress") >= 3
    assert "control" in kinds and "loop" in kinds


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parallel
def test_every_click_lands_on_its_element(browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
    page = context.new_page()
    problems: list[str] = []
    try:
        with serve_demo() as server:
            for task in LAB_TASKS:
                problems += walk(page, task, server.base_url)
                if task.kind in ("effect", "control") and "text" in task.success:
                    # The fixed path works: the success text shows up (a slow save takes 1.2 s).
                    page.wait_for_function(
                        "t => document.body.innerText.includes(t)",
                        arg=task.success["text"],
                        timeout=10_000,
                    )
    finally:
        context.close()
    assert not problems, problems
