"""The sweep report: per-arm success with Wilson intervals, paired OFF/ON comparisons with
McNemar, flags, and one plot per metric — as terminal tables, a self-contained HTML page and
``summary.json`` (the same per-arm numbers for scripts, which otherwise only had SQLite rows).

The numbers come from :mod:`vigil.eval.stats` (pure, shared with the ablation script); this
module only groups rows and draws. Plots are matplotlib on the Agg backend, embedded as
base64 PNG, so ``index.html`` can be mailed without its directory (the PNGs are also written
beside it).

The terminal tables are laid out for an 80-column terminal: short headers explained in a
caption, arm labels like ``pv+ la-`` with a legend, number columns that never wrap, and
``fold`` instead of an ellipsis everywhere, so a number is at worst split, never cut.
"""

from __future__ import annotations

import base64
import html
import io
import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import RenderableType
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from vigil._words import counted
from vigil.errors import BackendUnavailable
from vigil.eval.arms import Arm, toggle_pairs
from vigil.eval.results import RunRow, utc_now
from vigil.eval.stats import (
    MIN_TIME_RUNS,
    ArmStats,
    Flag,
    PairedResult,
    arm_stats,
    flags,
    paired,
    time_comparable,
)

__all__ = [
    "Comparison",
    "ReportInfo",
    "SweepSummary",
    "render_tables",
    "summarize",
    "summary_dict",
    "write_html",
]

#: Per-task McNemar is shown only from this many pairs: with 5 or fewer discordant pairs the
#: exact test cannot reach p < 0.05 (2 × 0.5^5 = 0.0625), so "b=0 c=1 p=1.00" said nothing.
MIN_TASK_PAIRS = 6


@dataclass(frozen=True, slots=True)
class ArmLine:
    arm: str
    stats: ArmStats
    mean_steps: float
    warnings_per_run: float
    nudges_per_run: float
    loop_stops: int
    timeouts: int
    crashes: int
    tokens: int | None


@dataclass(frozen=True, slots=True)
class Comparison:
    """OFF arm vs ON arm for one toggle (``toggle == "all"``: every toggle at once)."""

    toggle: str
    off: str
    on: str
    overall: PairedResult
    per_task: dict[str, PairedResult]
    flags: list[Flag]
    task_flags: dict[str, list[Flag]]
    #: tasks whose wall times were not compared: fewer than ``MIN_TIME_RUNS`` runs per arm
    time_skipped: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SweepSummary:
    suite: str
    arms: list[ArmLine]
    comparisons: list[Comparison]
    per_task: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)
    runs: int = 0
    repeats: int = 0
    first_started: str = ""
    last_finished: str = ""


@dataclass(frozen=True, slots=True)
class ReportInfo:
    """What the rows do not say: how the sweep ran and whether it finished. ``partial``
    marks a report written after an interrupt, so nobody reads 2 of 24 runs as a result."""

    backend: str = ""
    db: str = ""
    planned: int = 0
    partial: bool = False


def _arm_line(arm: str, rows: Sequence[RunRow]) -> ArmLine:
    tokens = [r.total_tokens for r in rows if r.total_tokens is not None]
    n = max(1, len(rows))
    return ArmLine(
        arm=arm,
        stats=arm_stats(rows),
        mean_steps=sum(r.steps for r in rows) / n,
        warnings_per_run=sum(r.warnings for r in rows) / n,
        nudges_per_run=sum(r.nudges for r in rows) / n,
        loop_stops=sum(r.loop_stops for r in rows),
        timeouts=sum(1 for r in rows if r.outcome == "timeout"),
        crashes=sum(1 for r in rows if r.outcome == "crash"),
        tokens=sum(tokens) if tokens else None,
    )


def summarize(rows: Sequence[RunRow], suite: str = "") -> SweepSummary:
    """Group a sweep's rows into per-arm lines and paired comparisons."""
    by_arm: dict[str, list[RunRow]] = defaultdict(list)
    index: dict[tuple[str, str, int], RunRow] = {}
    per_task: dict[str, dict[str, tuple[int, int]]] = defaultdict(dict)
    for r in rows:
        by_arm[r.arm].append(r)
        index[(r.arm, r.task, r.repeat)] = r
    arm_list = sorted((Arm.from_name(a) for a in by_arm), key=lambda a: [v for _, v in a.settings])
    arms = [a.name for a in arm_list]
    tasks = sorted({r.task for r in rows})
    for arm in arms:
        for task in tasks:
            mine = [r for r in by_arm[arm] if r.task == task and r.success is not None]
            per_task[task][arm] = (sum(1 for r in mine if r.success), len(mine))
    comparisons = []
    for toggle, off_arm, on_arm in toggle_pairs(arm_list):
        off, on = off_arm.name, on_arm.name
        pairs: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
        for (arm, task, rep), r_off in index.items():
            r_on = index.get((on, task, rep))
            if arm != off or r_on is None or r_off.success is None or r_on.success is None:
                continue
            pairs[task].append((bool(r_off.success), bool(r_on.success)))
        task_flags: dict[str, list[Flag]] = {}
        time_skipped: list[str] = []
        for t in tasks:
            off_rows = [r for r in by_arm[off] if r.task == t]
            on_rows = [r for r in by_arm[on] if r.task == t]
            if f := flags(off_rows, on_rows):
                task_flags[t] = f
            if not time_comparable(off_rows, on_rows):
                time_skipped.append(t)
        comparisons.append(
            Comparison(
                toggle=toggle,
                off=off,
                on=on,
                overall=paired([p for ps in pairs.values() for p in ps]),
                per_task={t: paired(ps) for t, ps in sorted(pairs.items())},
                flags=flags(by_arm[off], by_arm[on]),
                task_flags=task_flags,
                time_skipped=time_skipped,
            )
        )
    lines = [_arm_line(a, by_arm[a]) for a in arms]
    return SweepSummary(
        suite,
        lines,
        comparisons,
        dict(per_task),
        len(rows),
        repeats=1 + max((r.repeat for r in rows), default=-1),
        first_started=min((r.started_at for r in rows if r.started_at), default=""),
        last_finished=max((r.finished_at for r in rows if r.finished_at), default=""),
    )


# -- terminal -----------------------------------------------------------------------------------
def _rate(s: ArmStats) -> str:
    """``5/6 83% [44–97]``: the HTML report's one-cell form (it has the width)."""
    if s.rate is None:
        return "—"
    return f"{s.successes}/{s.checked} {100 * s.rate:.0f}% [{100 * s.low:.0f}–{100 * s.high:.0f}]"


def _success(s: ArmStats) -> str:
    return "—" if s.rate is None else f"{s.successes}/{s.checked} {100 * s.rate:.0f}%"


def _interval(s: ArmStats) -> str:
    return "—" if s.rate is None else f"{100 * s.low:.0f}–{100 * s.high:.0f}%"


def _errors(line: ArmLine) -> str:
    extra = [f"{n}{k}" for n, k in ((line.timeouts, "t"), (line.crashes, "c")) if n]
    return f"{line.stats.errors}" + (f" ({' '.join(extra)})" if extra else "")


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:+.0f} pts"


def _short(arm: str) -> str:
    return Arm.from_name(arm).short


def _toggle_names(summary: SweepSummary) -> list[str]:
    return [n for n, _ in Arm.from_name(summary.arms[0].arm).settings] if summary.arms else []


def _short_toggle(name: str) -> str:
    return "all" if name == "all" else _short(f"{name}=on")[:-1]


def _legend(summary: SweepSummary) -> str:
    names = _toggle_names(summary)
    return ", ".join(f"{_short_toggle(n)} = {n}" for n in names) + " (+ on, - off)"


def _numeric(table: Table, header: str) -> None:
    """A number column: right-aligned, never wrapped between words, and folded rather than
    cut with an ellipsis if the terminal is narrower than even the compact layout."""
    table.add_column(header, justify="right", no_wrap=True, overflow="fold")


def _text(table: Table, header: str) -> None:
    table.add_column(header, overflow="fold")


def _arms_table(summary: SweepSummary) -> Table:
    """Success per arm: what the sweep is for, in a table narrow enough for 80 columns."""
    with_breakdown = any(line.timeouts or line.crashes for line in summary.arms)
    table = Table(
        # Suite and task names are the user's words: rich would read "[x]" in them as markup.
        title=f"vigil eval {escape(summary.suite)}: {counted(summary.runs, 'run')}, "
        "success by the check",
        caption="success: by the task's check, an errored run counts as a failure; "
        "95% CI: Wilson; err: error runs" + (" (t timeouts, c crashes)" if with_breakdown else ""),
    )
    _text(table, "arm")
    for header in ("success", "95% CI", "err"):
        _numeric(table, header)
    for line in summary.arms:
        table.add_row(_short(line.arm), _success(line.stats), _interval(line.stats), _errors(line))
    return table


def _costs_table(summary: SweepSummary) -> Table:
    """What each arm cost per run. A table of its own: beside the success columns it did not
    fit 80 columns, and rich then cut the numbers with an ellipsis."""
    with_tokens = any(line.tokens is not None for line in summary.arms)
    table = Table(
        title="cost per arm",
        caption="steps, warn, nudge: mean per run; wall s: median; loops: loop stops"
        + ("; tokens: total" if with_tokens else ""),
    )
    _text(table, "arm")
    for header in ("steps", "wall s", "warn", "nudge", "loops"):
        _numeric(table, header)
    if with_tokens:
        _numeric(table, "tokens")
    for line in summary.arms:
        s = line.stats
        cells = [
            _short(line.arm),
            f"{line.mean_steps:.1f}",
            f"{s.median_wall_s:.1f}" if s.median_wall_s is not None else "—",
            f"{line.warnings_per_run:.2f}",
            f"{line.nudges_per_run:.2f}",
            str(line.loop_stops),
        ]
        if with_tokens:
            cells.append(str(line.tokens) if line.tokens is not None else "—")
        table.add_row(*cells)
    return table


def _tasks_table(summary: SweepSummary) -> Table:
    table = Table(title="success per task (successes/runs)")
    _text(table, "task")
    arm_names = [line.arm for line in summary.arms]
    for name in arm_names:
        table.add_column(_short(name), justify="center", overflow="fold")
    for task, cells in sorted(summary.per_task.items()):
        table.add_row(escape(task), *(_cell(cells.get(a)) for a in arm_names))
    return table


def _paired_table(summary: SweepSummary) -> Table:
    table = Table(title="paired OFF → ON (McNemar; b = only OFF succeeded, c = only ON)")
    _text(table, "toggle")
    _text(table, "OFF → ON")
    for header in ("pairs", "b / c", "Δ success", "p"):
        _numeric(table, header)
    for c in summary.comparisons:
        o = c.overall
        table.add_row(
            _short_toggle(c.toggle),
            f"{_short(c.off)} → {_short(c.on)}",
            str(o.pairs),
            f"{o.only_off} / {o.only_on}",
            _pct(o.diff),
            f"{o.p_value:.3f}",
        )
    return table


def _time_note(summary: SweepSummary) -> str:
    """One sentence when per-task wall times were left uncompared (empty otherwise)."""
    if not any(c.time_skipped for c in summary.comparisons):
        return ""
    return (
        f"per-task wall time: too few runs to compare time (fewer than {MIN_TIME_RUNS} per "
        f"arm; use --repeats {MIN_TIME_RUNS} or more)"
    )


def _flags_renderable(summary: SweepSummary) -> RenderableType:
    """The flags as their own table, one row per comparison (they are sentences, and
    squeezed into a column of the paired table they were cut mid-word), or one line when
    there are none."""
    note = _time_note(summary)
    flagged = [c for c in summary.comparisons if c.flags or c.task_flags]
    if not flagged:
        return Text("flags: none" + (f". {note[0].upper()}{note[1:]}." if note else ""))
    table = Table(title="flags (ON vs OFF)", caption=note or None)
    for header in ("toggle", "OFF → ON", "flags"):
        _text(table, header)
    for c in flagged:
        lines = [f"{f.kind}: {f.detail}" for f in c.flags]
        if c.task_flags:
            lines.append(
                "per task: "
                + "; ".join(
                    f"{t}: {', '.join(f.kind for f in fs)}" for t, fs in c.task_flags.items()
                )
            )
        table.add_row(
            _short_toggle(c.toggle), f"{_short(c.off)} → {_short(c.on)}", escape("\n".join(lines))
        )
    return table


def render_tables(summary: SweepSummary) -> list[RenderableType]:
    """Success and cost per arm, success per task, paired comparisons and flags, each
    fitting 80 columns."""
    return [
        Text(f"arms: {_legend(summary)}"),
        _arms_table(summary),
        _costs_table(summary),
        _tasks_table(summary),
        _paired_table(summary),
        _flags_renderable(summary),
    ]


def _cell(value: tuple[int, int] | None) -> str:
    if not value or not value[1]:
        return "—"
    k, n = value
    style = "green" if k == n else ("red" if k == 0 else "yellow")
    return f"[{style}]{k}/{n}[/]"


# -- plots and HTML -----------------------------------------------------------------------------
def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError as exc:
        raise BackendUnavailable(
            "the eval report's plots need matplotlib: pip install 'vigil[eval]'"
        ) from exc
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _plots(summary: SweepSummary, rows: Sequence[RunRow]) -> dict[str, bytes]:
    plt = _pyplot()
    from matplotlib.lines import Line2D

    arms = [line.arm for line in summary.arms]
    labels = [_short(a) for a in arms]  # the legend under the plots names the toggles
    out: dict[str, bytes] = {}

    def save(name: str, fig: Any) -> None:
        buf = io.BytesIO()
        fig.tight_layout()
        fig.savefig(buf, format="png", dpi=90)
        plt.close(fig)
        out[name] = buf.getvalue()

    width = max(5.0, 1.2 * len(arms))
    fig, ax = plt.subplots(figsize=(width, 3.6))
    rates = [(line.stats.rate or 0.0) for line in summary.arms]
    # Clamped at 0: at 0/n the interval's low end is 0 only up to rounding (a 1e-17 above
    # the rate), and matplotlib refuses a negative error bar.
    lows = [max(0.0, r - line.stats.low) for r, line in zip(rates, summary.arms, strict=True)]
    highs = [max(0.0, line.stats.high - r) for r, line in zip(rates, summary.arms, strict=True)]
    ax.bar(range(len(arms)), rates, yerr=[lows, highs], capsize=6, color="#4c78a8")
    ax.set_xticks(range(len(arms)), labels, fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("success rate (95% Wilson)")
    save("success.png", fig)
    # Matplotlib's box plot draws the median as an orange line and the mean as a green
    # triangle; without a key a reader cannot tell which is which.
    key = [
        Line2D([], [], color="C1", label="median"),
        Line2D([], [], color="green", marker="^", linestyle="none", label="mean"),
    ]
    for name, metric, ylabel in (
        ("steps.png", "steps", "steps per run"),
        ("wall.png", "wall_s", "wall time per run (s)"),
        ("warnings.png", "warnings", "WARNINGs per run"),
    ):
        fig, ax = plt.subplots(figsize=(width, 3.6))
        data = [[float(getattr(r, metric)) for r in rows if r.arm == a] or [0.0] for a in arms]
        ax.boxplot(data, showmeans=True)
        ax.set_xticks(range(1, len(arms) + 1), labels, fontsize=8)
        ax.set_ylabel(ylabel)
        ax.legend(handles=key, fontsize=7, loc="best")
        save(name, fig)
    return out


_CSS = """body{font:14px system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
table{border-collapse:collapse;margin:12px 0}td,th{border:1px solid #ccc;padding:4px 8px;
text-align:right;vertical-align:top}td:first-child,th:first-child{text-align:left}
.flag{color:#b00}.ok{color:#080}.mid{color:#a60}img{max-width:100%;margin:8px 0}
.partial{background:#fff3cd;border:1px solid #e0b000;padding:8px 12px}
.legend{color:#555;font-size:13px}
.plots{display:grid;grid-template-columns:1fr 1fr;gap:12px}"""


def _table(head: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    h = "".join(f"<th>{html.escape(c)}</th>" for c in head)
    b = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in body)
    return f"<table><tr>{h}</tr>{b}</table>"


def _arm_label(arm: str) -> str:
    """The short label, with the full arm name on hover."""
    return f'<span title="{html.escape(arm)}">{html.escape(_short(arm))}</span>'


def _comparison_rows(summary: SweepSummary) -> list[list[str]]:
    """One row per toggle: the paired OFF → ON difference, its test and its flags."""
    esc = html.escape
    comp_rows: list[list[str]] = []
    for c in summary.comparisons:
        fl = "<br>".join(
            f'<span class="flag">{esc(f.kind)}</span>: {esc(f.detail)}' for f in c.flags
        )
        tf = "<br>".join(
            f"{esc(t)}: {esc('; '.join(f'{f.kind}: {f.detail}' for f in fs))}"
            for t, fs in c.task_flags.items()
        )
        per = "<br>".join(
            f"{esc(t)}: b={p.only_off} c={p.only_on} p={p.p_value:.2f}"
            for t, p in c.per_task.items()
            if p.pairs >= MIN_TASK_PAIRS
        )
        o = c.overall
        comp_rows.append(
            [
                esc(_short_toggle(c.toggle)),
                f"{_arm_label(c.off)} → {_arm_label(c.on)}",
                str(o.pairs),
                f"{o.only_off} / {o.only_on}",
                esc(_pct(o.diff)),
                f"{o.p_value:.3f}",
                per or "—",
                fl + ("<br>" if fl and tf else "") + tf or "—",
            ]
        )
    return comp_rows


def _when(summary: SweepSummary) -> str:
    if not summary.first_started:
        return ""
    return f"Runs from {summary.first_started[:19]}Z to {summary.last_finished[:19]}Z (UTC)"


def _intro(summary: SweepSummary, info: ReportInfo) -> str:
    esc = html.escape
    repeats = counted(summary.repeats, "repeat")
    facts = [counted(summary.runs, "run"), f"{repeats} per task and arm"]
    if info.backend:
        facts.append(f"run on {esc(info.backend)}")
    if info.db:
        facts.append(f"results in <code>{esc(info.db)}</code>")
    when = _when(summary)
    text = ""
    if info.partial:
        planned = f" of the {info.planned} planned" if info.planned else ""
        text += (
            f'<p class="partial"><b>Partial report</b>: the sweep was interrupted; only '
            f"{summary.runs}{planned} runs had finished. Rerun the same command with "
            "<code>--resume</code> to finish it.</p>"
        )
    text += (
        f"<p>{'; '.join(facts)}. {esc(when) + '. ' if when else ''}Report written "
        f"{utc_now()[:19]}Z. Success is judged by each task's success check, not by the "
        "agent's own DONE; an errored run counts as a failure.</p>"
    )
    return text


def _html_body(summary: SweepSummary, images: dict[str, bytes], info: ReportInfo) -> str:
    esc = html.escape
    legend = f'<p class="legend">{esc(_legend(summary))}; hover a label for the full arm.</p>'
    arm_rows = [
        [
            _arm_label(a.arm),
            esc(_rate(a.stats)),
            esc(_errors(a)),
            f"{a.mean_steps:.1f}",
            f"{a.stats.median_wall_s or 0:.1f}",
            f"{a.warnings_per_run:.2f}",
            f"{a.nudges_per_run:.2f}",
            str(a.loop_stops),
            str(a.tokens) if a.tokens is not None else "—",
        ]
        for a in summary.arms
    ]
    arms = [a.arm for a in summary.arms]
    task_rows = []
    for task, cells in sorted(summary.per_task.items()):
        row = [esc(task)]
        for a in arms:
            k, n = cells.get(a, (0, 0))
            cls = "ok" if n and k == n else ("flag" if n and k == 0 else "mid")
            row.append(f'<span class="{cls}">{k}/{n}</span>' if n else "—")
        task_rows.append(row)
    comp_rows = _comparison_rows(summary)
    plots = "".join(
        f'<img alt="{esc(name)}" src="data:image/png;base64,{base64.b64encode(data).decode()}">'
        for name, data in images.items()
    )
    note = _time_note(summary)
    task_head = "".join(f"<th>{_arm_label(a)}</th>" for a in arms)
    return (
        f"<h1>vigil eval: {esc(summary.suite)}{' (partial)' if info.partial else ''}</h1>"
        + _intro(summary, info)
        + "<h2>Arms</h2>"
        + _table(
            [
                "arm",
                "success (95% Wilson)",
                "errors",
                "mean steps",
                "median wall s",
                "warnings/run",
                "nudges/run",
                "loop stops",
                "tokens",
            ],
            arm_rows,
        )
        + legend
        + "<h2>Success per task</h2>"
        + f"<table><tr><th>task</th>{task_head}</tr>"
        + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in task_rows)
        + "</table>"
        + legend
        + "<h2>Paired OFF → ON</h2><p>McNemar on (task, repeat) pairs: exact binomial below "
        "25 discordant pairs; b = only OFF succeeded, c = only ON. <i>Per task</i> lists a "
        f"task's own b, c and p only from {MIN_TASK_PAIRS} pairs up: with fewer, McNemar's p "
        "cannot fall below 0.05, so see <i>Success per task</i> instead. Flags: fewer "
        "successes ON, errors ON, ON median wall time above 1.5× OFF (compared only with at "
        f"least {MIN_TIME_RUNS} runs per arm)."
        + (f" {esc(note[0].upper() + note[1:])}." if note else "")
        + "</p>"
        + _table(
            ["toggle", "arms", "pairs", "b / c", "Δ success", "p", "per task", "flags"], comp_rows
        )
        + legend
        + '<h2>Distributions</h2><p class="legend">Box plots: orange line = median, green '
        "triangle = mean, box = middle half of the runs.</p>" + f'<div class="plots">{plots}</div>'
    )


def summary_dict(summary: SweepSummary, info: ReportInfo | None = None) -> dict[str, Any]:
    """The report's numbers as plain JSON values (``summary.json``): per-arm success with its
    Wilson interval and costs, success per task, and every paired comparison with its flags,
    so a script need not re-derive them from the SQLite rows."""
    info = info or ReportInfo()
    return {
        "suite": summary.suite,
        "partial": info.partial,
        "runs": summary.runs,
        "planned_runs": info.planned or None,
        "repeats": summary.repeats,
        "backend": info.backend or None,
        "db": info.db or None,
        "first_started_at": summary.first_started or None,
        "last_finished_at": summary.last_finished or None,
        "written_at": utc_now(),
        "arms": [
            {
                "arm": a.arm,
                "short": _short(a.arm),
                "runs": a.stats.n,
                "checked": a.stats.checked,
                "successes": a.stats.successes,
                "rate": a.stats.rate,
                "wilson95": [a.stats.low, a.stats.high],
                "errors": a.stats.errors,
                "timeouts": a.timeouts,
                "crashes": a.crashes,
                "mean_steps": a.mean_steps,
                "median_wall_s": a.stats.median_wall_s,
                "warnings_per_run": a.warnings_per_run,
                "nudges_per_run": a.nudges_per_run,
                "loop_stops": a.loop_stops,
                "tokens": a.tokens,
            }
            for a in summary.arms
        ],
        "per_task": {
            task: {arm: {"successes": k, "runs": n} for arm, (k, n) in cells.items()}
            for task, cells in sorted(summary.per_task.items())
        },
        "comparisons": [
            {
                "toggle": c.toggle,
                "off": c.off,
                "on": c.on,
                "pairs": c.overall.pairs,
                "both": c.overall.both,
                "only_off": c.overall.only_off,
                "only_on": c.overall.only_on,
                "neither": c.overall.neither,
                "diff": c.overall.diff,
                "p_value": c.overall.p_value,
                "flags": [{"kind": f.kind, "detail": f.detail} for f in c.flags],
                "per_task": {
                    t: {
                        "pairs": p.pairs,
                        "only_off": p.only_off,
                        "only_on": p.only_on,
                        "p_value": p.p_value,
                        "flags": [
                            {"kind": f.kind, "detail": f.detail} for f in c.task_flags.get(t, [])
                        ],
                    }
                    for t, p in c.per_task.items()
                },
                "time_not_compared": c.time_skipped,
            }
            for c in summary.comparisons
        ],
    }


def write_html(
    summary: SweepSummary,
    rows: Sequence[RunRow],
    directory: str | Path,
    info: ReportInfo | None = None,
) -> Path:
    """Write ``index.html`` (plots embedded), the plot PNGs and ``summary.json`` into
    ``directory``; ``info`` adds how the sweep ran and marks a partial one."""
    info = info or ReportInfo()
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    images = _plots(summary, rows)
    for name, data in images.items():
        (out / name).write_bytes(data)
    (out / "summary.json").write_text(
        json.dumps(summary_dict(summary, info), indent=2) + "\n", encoding="utf-8"
    )
    title = f"vigil eval {summary.suite}{' (partial)' if info.partial else ''}"
    page = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}"
        f"</title><style>{_CSS}</style></head><body>"
        f"{_html_body(summary, images, info)}</body></html>"
    )
    path = out / "index.html"
    path.write_text(page, encoding="utf-8")
    return path
