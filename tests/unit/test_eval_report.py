"""The sweep report from known rows: per-arm counts, pairing, flags, tables and HTML."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console

from vigil.eval.arms import expand_arms
from vigil.eval.report import render_tables, summarize, write_html
from vigil.eval.results import RunRow

BASE = RunRow(
    suite="s",
    task="t",
    arm="",
    repeat=0,
    toggles={},
    brain="scripted",
    success=True,
    success_detail="",
    agent_done=True,
    termination="done",
    outcome="ok",
    steps=3,
    warnings=0,
    nudges=0,
    loop_stops=0,
    done_rejections=0,
    wall_s=2.0,
)


def _rows() -> list[RunRow]:
    """Two tasks × 4 arms × 2 repeats: 'trap' succeeds only with perceptual_verify on;
    'pager' only with loop_adaptive on; pv-on runs take 4 s instead of 2."""
    rows = []
    for arm in expand_arms(["perceptual_verify", "loop_adaptive"]):
        pv, la = (on for _, on in arm.settings)
        for task, ok in (("trap", pv), ("pager", la)):
            for rep in range(2):
                rows.append(
                    replace(
                        BASE,
                        task=task,
                        arm=arm.name,
                        repeat=rep,
                        success=ok,
                        toggles=dict(arm.settings),
                        warnings=int(pv and task == "trap"),
                        wall_s=4.0 if pv else 2.0,
                    )
                )
    return rows


def test_summary_counts_pairs_and_flags() -> None:
    summary = summarize(_rows(), "s")
    assert summary.arms[0].arm == "perceptual_verify=off,loop_adaptive=off"
    assert [a.stats.successes for a in summary.arms] == [0, 2, 2, 4]
    assert summary.per_task["trap"]["perceptual_verify=on,loop_adaptive=off"] == (2, 2)
    by = {(c.toggle, c.off): c for c in summary.comparisons}
    pv = by[("perceptual_verify", "perceptual_verify=off,loop_adaptive=off")]
    assert (pv.overall.pairs, pv.overall.only_off, pv.overall.only_on) == (4, 0, 2)
    assert pv.overall.p_value == pytest.approx(0.5)
    assert pv.per_task["trap"].only_on == 2 and pv.per_task["pager"].only_on == 0
    assert [f.kind for f in pv.flags] == ["slower"]  # 4 s > 1.5 × 2 s
    everything = by[("all", "perceptual_verify=off,loop_adaptive=off")]
    assert everything.overall.only_on == 4 and everything.overall.p_value == pytest.approx(0.125)
    assert len(summary.comparisons) == 5


def test_errors_and_unchecked_runs() -> None:
    rows = _rows()
    rows[0] = replace(rows[0], outcome="crash", error="browser died", success=False)
    rows[1] = replace(rows[1], success=None)
    line = summarize(rows).arms[0]
    assert line.stats.errors == 1 and line.crashes == 1 and line.stats.checked == 3


def test_tables_and_html(tmp_path: Path) -> None:
    summary = summarize(_rows(), "s")
    console = Console(record=True, width=200)
    for table in render_tables(summary):
        console.print(table)
    text = console.export_text()
    assert "pv- la-" in text and "pv = perceptual_verify" in text and "0.500" in text
    page = write_html(summary, _rows(), tmp_path / "rep").read_text()
    assert page.count("data:image/png;base64,") == 4 and "McNemar" in page
    assert "perceptual_verify=on,loop_adaptive=on" in page


def test_suite_and_task_names_print_literally() -> None:
    rows = [replace(r, task=f"[/x]{r.task}[bold]") for r in _rows()]
    summary = summarize(rows, "suite [/sale]")
    console = Console(record=True, width=200)
    for table in render_tables(summary):
        console.print(table)
    text = console.export_text()
    assert "suite [/sale]" in text and "[/x]trap[bold]" in text
