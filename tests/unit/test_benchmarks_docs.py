"""docs/benchmarks.md is generated from benchmarks/results.json, and the two agree.

The page is never edited by hand: ``benchmarks/make_docs.py`` renders it from the figures the
benchmarks recorded. If this test fails, run ``python benchmarks/make_docs.py`` (or
``make bench``) and commit both files.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import make_docs  # noqa: E402
from _results import RESULTS, load, record  # noqa: E402

MACHINE = {"cpus": 2, "python": "3.11.2", "platform": "Linux-6.1", "date": "2026-11-23"}


def test_committed_page_is_what_the_committed_results_render() -> None:
    rendered = make_docs.render(load(RESULTS))
    committed = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert committed == rendered, "docs/benchmarks.md is stale: run benchmarks/make_docs.py"


def test_check_mode_reports_a_stale_page(tmp_path: Path) -> None:
    results, page = tmp_path / "results.json", tmp_path / "benchmarks.md"
    record("bench_x", "speed", {"vigil_ms": 1.5}, path=results)
    args = ["--results", str(results), "--out", str(page)]
    assert make_docs.main([*args, "--check"]) == 1  # no page yet
    assert make_docs.main(args) == 0
    assert make_docs.main([*args, "--check"]) == 0
    record("bench_x", "speed", {"vigil_ms": 2.5}, path=results)
    assert make_docs.main([*args, "--check"]) == 1


def _render(sections: dict[str, Any]) -> str:
    return make_docs.render({"bench_effect": {**sections, "_machine": MACHINE}})


def test_accuracy_rows_lead_with_their_set_and_case_count() -> None:
    text = _render(
        {
            "accuracy": {
                "vigil dev": {"recall": 0.95, "precision": 1.0, "cases": 268, "set": "dev"},
                "vigil test": {"recall": 0.8, "precision": 0.9, "cases": 40, "set": "test"},
            }
        }
    )
    lines = text.splitlines()
    head = next(line for line in lines if line.startswith("| | Set"))
    assert head == "| | Set | Cases | Precision | Recall |"
    assert "| vigil dev | dev | 268 | 1.000 | 0.950 |" in lines
    assert "| vigil test | test | 40 | 0.900 | 0.800 |" in lines
    assert "Times measured" not in text  # no time in the section, no machine line


def test_times_carry_the_machine_and_date_and_targets_say_met_or_not() -> None:
    text = _render(
        {
            "speed": {
                "vigil_ms": 2.47,
                "reference_ms": 10.9,
                "ratio": 4.41,
                "target": "≤ 3 ms on this run",
                "met": False,
            }
        }
    )
    lines = text.splitlines()
    assert "| Vigil (ms) | 2.47 |" in lines
    assert "| Reference (ms) | 10.90 |" in lines
    assert "| Met | **NOT met** |" in lines
    table_end = lines.index("| Met | **NOT met** |")
    assert lines[table_end + 2] == (
        "*Times measured on Linux-6.1, 2 CPUs, Python 3.11.2, on 2026-11-23.*"
    )


def test_an_unknown_benchmark_still_renders_under_its_own_heading() -> None:
    text = make_docs.render({"bench_new": {"part": {"cases": 3}, "_machine": MACHINE}})
    assert "## New (`benchmarks/bench_new.py`)" in text
    assert "| Cases | 3 |" in text.splitlines()


def test_rows_follow_the_recorded_column_order_and_sort_naturally() -> None:
    text = _render(
        {
            "sweep": {
                "_columns": ["set", "false_nudges", "cases"],
                "tolerance 10": {"cases": 72, "false_nudges": 7, "set": "dev"},
                "tolerance 2": {"cases": 72, "false_nudges": 0, "set": "dev"},
            }
        }
    )
    lines = text.splitlines()
    assert "| | Set | False nudges | Cases |" in lines
    assert lines.index("| tolerance 2 | dev | 0 | 72 |") < lines.index(
        "| tolerance 10 | dev | 7 | 72 |"
    )
    assert "_columns" not in text
