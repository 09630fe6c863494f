"""Suite files: the bundled suites parse, and every mistake names its line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from vigil.errors import ConfigError
from vigil.eval.suite import bundled_suites, load_suite, parse_suite


def test_bundled_suites() -> None:
    assert set(bundled_suites()) >= {"demo", "lab"}
    demo = load_suite("demo")
    assert [t.name for t in demo.tasks][:2] == ["checkout_consent", "happy_path"]
    assert all(t.success is not None and t.needs_demo for t in demo.tasks)
    lab = load_suite("lab")
    assert len(lab.tasks) >= 20
    assert all(t.start_path and t.start_path.startswith("/lab/") for t in lab.tasks)
    assert all(t.success is not None and t.brain.kind == "scripted" for t in lab.tasks)
    assert lab.task("pager_url").max_steps == 20


def _write_task(tmp_path: Path) -> Path:
    path = tmp_path / "t.json"
    path.write_text(
        '{"name": "t", "task": "Do it", "start_path": "/x.html", "max_steps": 7,'
        ' "success": {"url": "/done*"}, "steps": []}'
    )
    return path


def test_a_full_suite(tmp_path: Path) -> None:
    _write_task(tmp_path)
    text = """
name: mine
defaults:
  timeout_s: 30
tasks:
  - file: t.json
  - file: t.json
    name: t_other_success
    success: {text: [Done, Thanks], js: "() => true"}
  - name: model
    start_url: http://127.0.0.1:9/app.html
    instruction: Find the mug
    brain: openai:qwen
    max_steps: 12
    viewport: [1024, 768]
    success: {url_regex: "/mug/\\\\d+"}
"""
    suite = parse_suite(text, "mine.yaml", tmp_path)
    t, other, model = suite.tasks
    assert (t.name, t.goal, t.max_steps, t.timeout_s) == ("t", "Do it", 7, 30.0)
    assert t.success is not None and t.success.url == "/done*"
    assert other.success is not None and other.success.text == ("Done", "Thanks")
    assert model.brain.kind == "openai" and model.brain.model == "qwen"
    assert (model.viewport, model.max_steps, model.needs_demo) == ((1024, 768), 12, False)
    assert model.line == 10


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("tasks: []", "mine.yaml:1: tasks: must be a non-empty list"),
        ("name: x\ntask:\n  - file: t.json", "mine.yaml:2: suite: unknown key 'task'"),
        (
            "tasks:\n  - file: t.json\n    succes: {url: /a}",
            "mine.yaml:3: tasks[0]: unknown key 'succes'",
        ),
        ("tasks:\n  - file: nope.json", "mine.yaml:2: tasks[0].file: no task file"),
        (
            "tasks:\n  - file: t.json\n  - file: t.json\n    success: {urll: /a}",
            "mine.yaml:4: tasks[1].success: unknown key 'urll'",
        ),
        ("tasks:\n  - file: t.json\n    max_steps: -1", "mine.yaml:3: tasks[0].max_steps: must be"),
        (
            "tasks:\n  - file: t.json\n    brain: gpt",
            "mine.yaml:3: tasks[0].brain.kind: must be one",
        ),
        (
            "tasks:\n  - instruction: x\n    start_url: http://h/",
            "tasks[0]: a scripted brain needs",
        ),
        (
            "tasks:\n  - brain: openai:m\n    start_url: http://h/",
            "tasks[0]: needs an 'instruction'",
        ),
        ("tasks:\n  - brain: openai\n    instruction: x", "tasks[0].brain: an openai brain needs"),
        (
            "tasks:\n  - brain: openai:m\n    instruction: x",
            "needs a 'start_url' or a 'start_path'",
        ),
        ("tasks:\n  - file: t.json\n  - file: t.json", "mine.yaml:3: task name 't' repeats"),
        ("tasks:\n  - file: t.json\n   bad: [", "mine.yaml:3: not valid YAML"),
        (
            "defaults:\n  brian: scripted\ntasks: [{file: t.json}]",
            "mine.yaml:2: defaults: unknown key",
        ),
        ("- just a list", "a suite must be a mapping"),
        # Each of these loaded before, and the mistake surfaced as every run failing (or,
        # for a repeated key, as the last one silently winning).
        (
            "tasks:\n  - file: t.json\n    success: {url: /a}\n    success: {url: /b}",
            "mine.yaml:4: key 'success' given twice (first on line 3)",
        ),
        ("tasks:\n  - file: t.json\n    success: {url: /a, url: /b}", "key 'url' given twice"),
        (
            "tasks:\n  - file: t.json\n    viewport: [0, -5]",
            "mine.yaml:3: tasks[0].viewport: must be [width, height] in positive pixels",
        ),
        (
            "tasks:\n  - file: t.json\n    max_steps: 2.5",
            "mine.yaml:3: tasks[0].max_steps: must be a positive integer, got 2.5",
        ),
        ("tasks:\n  - file: t.json\n    timeout_s: .inf", "tasks[0].timeout_s: must be a positive"),
        ("tasks:\n  - file: t.json\n    timeout_s: .nan", "tasks[0].timeout_s: must be a positive"),
        (
            "tasks:\n  - file: t.json\n    start_url: shop.html",
            "mine.yaml:3: tasks[0].start_url: must be an absolute URL such as http://",
        ),
    ],
)
def test_bad_suites_name_the_line(tmp_path: Path, text: str, message: str) -> None:
    _write_task(tmp_path)
    with pytest.raises(ConfigError) as info:
        parse_suite(text, "mine.yaml", tmp_path)
    assert message in str(info.value), str(info.value)


def test_unknown_suite_lists_the_bundled_ones() -> None:
    with pytest.raises(ConfigError, match="bundled suites are demo, lab"):
        load_suite("nope")
