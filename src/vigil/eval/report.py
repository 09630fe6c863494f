"""The sweep report: per-arm success with Wilson intervals, paired OFF/ON comparisons with
McNemar, flags, and one plot per metric — as a terminal table and a self-contained HTML page.

The numbers come from :mod:`vigil.eval.stats` (pure, shared with the ablation script); this
module only groups rows and draws. Plots are matplotlib on the Agg backend, embedded as
base64 PNG, so ``index.html`` can be mailed without its directory (the PNGs are also written
beside it).
"""

from __future__ import annotations

import base64
import html
import io
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.table import Table

from vigil.errors import BackendUnavailable
from vigil.eval.arms import Arm, toggle_pairs
from vigil.eval.results import RunRow
from vigil.eval.stats import ArmStats, Flag, PairedResult, arm_stats, flags, paired

__all__ = ["Comparison", "SweepSummary", "render_tables", "summarize", "write_html"]


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


@dataclass(frozen=True, slots=True)
class SweepSummary:
    suite: str
    arms: list[ArmLine]
    comparisons: list[Comparison]
    per_task: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)
    runs: int = 0


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
        task_flags = {
            t: f
            for t in tasks
            if (
                f := flags(
                    [r for r in by_arm[off] if r.task == t], [r for r in by_arm[on] if r.task == t]
                )
            )
        }
        comparisons.append(
            Comparison(
                toggle=toggle,
                off=off,
                on=on,
                overall=paired([p for ps in pairs.values() for p in ps]),
                per_task={t: paired(ps) for t, ps in sorted(pairs.items())},
                flags=flags(by_arm[off], by_arm[on]),
                task_flags=task_flags,
            )
        )
    lines = [_arm_line(a, by_arm[a]) for a in arms]
    return SweepSummary(suite, lines, comparisons, dict(per_task), len(rows))


# -- terminal -----------------------------------------------------------------------------------
def _rate(s: ArmStats) -> str:
    if s.rate is None:
        return "—"
    return f"{s.successes}/{s.checked} {100 * s.rate:.0f}% [{100 * s.low:.0f}–{100 * s.high:.0f}]"


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:+.0f} pts"


def _short(arm: str) -> str:
    return Arm.from_name(arm).short


def _legend(summary: SweepSummary) -> str:
    names = [n for n, _ in Arm.from_name(summary.arms[0].arm).settings] if summary.arms else []
    return ", ".join(f"{_short(f'{n}=on')[:-1]} = {n}" for n in names) + " (+ on, - off)"


def render_tables(summary: SweepSummary) -> list[Table]:
    arms = Table(
        title=f"vigil eval {summary.suite}: {summary.runs} runs, success by the check",
        caption=_legend(summary),
    )
    for col in (
        "arm",
        "success (95% Wilson)",
        "errors",
        "steps",
        "wall s (median)",
        "warnings/run",
        "nudges/run",
        "loop stops",
        "tokens",
    ):
        arms.add_column(col, justify="left" if col == "arm" else "right")
    for line in summary.arms:
        s = line.stats
        arms.add_row(
            _short(line.arm),
            _rate(s),
            f"{s.errors}"
            + (
                f" ({line.timeouts} timeout, {line.crashes} crash)"
                if line.timeouts or line.crashes
                else ""
            ),
            f"{line.mean_steps:.1f}",
            f"{s.median_wall_s:.1f}" if s.median_wall_s is not None else "—",
            f"{line.warnings_per_run:.2f}",
            f"{line.nudges_per_run:.2f}",
            str(line.loop_stops),
            str(line.tokens) if line.tokens is not None else "—",
        )
    tasks = Table(title="success per task (successes/runs)")
    tasks.add_column("task")
    arm_names = [line.arm for line in summary.arms]
    for name in arm_names:
        tasks.add_column(_short(name), justify="center")
    for task, cells in sorted(summary.per_task.items()):
        tasks.add_row(task, *(_cell(cells.get(a)) for a in arm_names))
    comp = Table(title="paired OFF → ON (McNemar; b = only OFF succeeded, c = only ON)")
    for col in ("toggle", "OFF arm → ON arm", "pairs", "b / c", "Δ success", "p", "flags"):
        comp.add_column(col)
    for c in summary.comparisons:
        o = c.overall
        flag_text = "; ".join(f"{f.kind}: {f.detail}" for f in c.flags)
        task_text = "; ".join(
            f"{t}: {', '.join(f.kind for f in fs)}" for t, fs in c.task_flags.items()
        )
        comp.add_row(
            c.toggle,
            f"{_short(c.off)} → {_short(c.on)}",
            str(o.pairs),
            f"{o.only_off} / {o.only_on}",
            _pct(o.diff),
            f"{o.p_value:.3f}",
            "\n".join(x for x in (flag_text, task_text and f"per task: {task_text}") if x) or "—",
        )
    return [arms, tasks, comp]


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
    arms = [line.arm for line in summary.arms]
    labels = [a.replace(",", "\n") for a in arms]
    out: dict[str, bytes] = {}

    def save(name: str, fig: Any) -> None:
        buf = io.BytesIO()
        fig.tight_layout()
        fig.savefig(buf, format="png", dpi=90)
        plt.close(fig)
        out[name] = buf.getvalue()

    width = max(5.0, 1.6 * len(arms))
    fig, ax = plt.subplots(figsize=(width, 3.6))
    rates = [(line.stats.rate or 0.0) for line in summary.arms]
    lows = [r - line.stats.low for r, line in zip(rates, summary.arms, strict=True)]
    highs = [line.stats.high - r for r, line in zip(rates, summary.arms, strict=True)]
    ax.bar(range(len(arms)), rates, yerr=[lows, highs], capsize=6, color="#4c78a8")
    ax.set_xticks(range(len(arms)), labels, fontsize=7)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("success rate (95% Wilson)")
    save("success.png", fig)
    for name, metric, ylabel in (
        ("steps.png", "steps", "steps per run"),
        ("wall.png", "wall_s", "wall time per run (s)"),
        ("warnings.png", "warnings", "WARNINGs per run"),
    ):
        fig, ax = plt.subplots(figsize=(width, 3.6))
        data = [[float(getattr(r, metric)) for r in rows if r.arm == a] or [0.0] for a in arms]
        ax.boxplot(data, showmeans=True)
        ax.set_xticks(range(1, len(arms) + 1), labels, fontsize=7)
        ax.set_ylabel(ylabel)
        save(name, fig)
    return out


_CSS = """body{font:14px system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
table{border-collapse:collapse;margin:12px 0}td,th{border:1px solid #ccc;padding:4px 8px;
text-align:right;vertical-align:top}td:first-child,th:first-child{text-align:left}
.flag{color:#b00}.ok{color:#080}.mid{color:#a60}img{max-width:100%;margin:8px 0}
.plots{display:grid;grid-template-columns:1fr 1fr;gap:12px}"""


def _table(head: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    h = "".join(f"<th>{html.escape(c)}</th>" for c in head)
    b = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in body)
    return f"<table><tr>{h}</tr>{b}</table>"


def _comparison_rows(summary: SweepSummary) -> list[list[str]]:
    """One row per toggle: the paired OFF → ON difference, its test and its flags."""
    esc = html.escape
    comp_rows: list[list[str]] = []
    for c in summary.comparisons:
        fl = "<br>".join(
            f'<span class="flag">{esc(f.kind)}</span>: {esc(f.detail)}' for f in c.flags
        )
        tf = "<br>".join(
            f"{esc(t)}: {esc(', '.join(f.kind for f in fs))}" for t, fs in c.task_flags.items()
        )
        per = "<br>".join(
            f"{esc(t)}: b={p.only_off} c={p.only_on} p={p.p_value:.2f}"
            for t, p in c.per_task.items()
        )
        o = c.overall
        comp_rows.append(
            [
                esc(c.toggle),
                f"{esc(c.off)}<br>→ {esc(c.on)}",
                str(o.pairs),
                f"{o.only_off} / {o.only_on}",
                esc(_pct(o.diff)),
                f"{o.p_value:.3f}",
                per,
                fl + ("<br>" if fl and tf else "") + tf or "—",
            ]
        )
    return comp_rows


def _html_body(summary: SweepSummary, images: dict[str, bytes]) -> str:
    esc = html.escape
    arm_rows = [
        [
            esc(a.arm),
            esc(_rate(a.stats)),
            str(a.stats.errors),
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
    return (
        f"<h1>vigil eval: {esc(summary.suite)}</h1><p>{summary.runs} runs. Success is judged "
        "by each task's success check, not by the agent's own DONE; an errored run counts as a "
        "failure.</p><h2>Arms</h2>"
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
        + "<h2>Success per task</h2>"
        + _table(["task", *arms], task_rows)
        + "<h2>Paired OFF → ON</h2><p>McNemar on (task, repeat) pairs: exact binomial below "
        "25 discordant pairs. Flags: fewer successes ON, errors ON, ON median wall time "
        "above 1.5× OFF.</p>"
        + _table(
            ["toggle", "arms", "pairs", "b / c", "Δ success", "p", "per task", "flags"], comp_rows
        )
        + f'<h2>Distributions</h2><div class="plots">{plots}</div>'
    )


def write_html(summary: SweepSummary, rows: Sequence[RunRow], directory: str | Path) -> Path:
    """Write ``index.html`` (plots embedded) and the plot PNGs into ``directory``."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    images = _plots(summary, rows)
    for name, data in images.items():
        (out / name).write_bytes(data)
    page = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>vigil eval "
        f"{html.escape(summary.suite)}</title><style>{_CSS}</style></head><body>"
        f"{_html_body(summary, images)}</body></html>"
    )
    path = out / "index.html"
    path.write_text(page, encoding="utf-8")
    return path
