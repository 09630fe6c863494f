"""Where each step's time went, drawn as one stacked bar per step (inline SVG).

A timings table per step answers "how long was the settle of step 7"; a person looking for
why a run was slow wants the other view: every step side by side, split into its stages, so
the model's thinking, a long settle or a hover-aware capture stand out at a glance. The
segments are the runner's own stage timings, made not to overlap (the OCR narration, timed
inside the checks, is taken out of them and drawn on its own); whatever the step spent
outside them (bookkeeping, the feedback text) is the last, grey segment. Figures that span
several stages (``overhead_ms``, ``settle_compute_ms``) are never drawn as segments.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Final

from vigil.runner import TrajectoryStep

__all__ = ["STAGES", "stage_chart", "stage_segments"]

#: (timings key, label, colour), in the order a step runs them. The labels are the report's
#: one name for each stage: its timings table uses them too. Colours are far apart so no
#: two neighbouring segments read as one.
STAGES: Final[tuple[tuple[str, str, str], ...]] = (
    ("decide_ms", "brain", "#8e7cc3"),
    ("capture_ms", "capture pre (with hover)", "#3c78d8"),
    ("screen_ms", "screen checks", "#e69138"),
    ("act_ms", "act", "#6aa84f"),
    ("settle_ms", "settle", "#45818e"),
    ("verify_ms", "Vigil checks", "#cc0000"),
    ("narrate_ms", "narration (OCR)", "#f1c232"),
    ("record_ms", "record", "#783f04"),
)
#: Stages timed inside another one: ``verify_ms`` is the whole ``Monitor.check``, narration
#: included, so its segment is drawn without the narration, which gets its own.
_INSIDE: Final[dict[str, str]] = {"verify_ms": "narrate_ms"}
_OTHER: Final = ("other", "#b7b7b7")

_ROW: Final = 16
_LABEL: Final = 64
_WIDTH: Final = 760


def stage_segments(timings: Mapping[str, float]) -> list[tuple[str, float, str]]:
    """(label, ms, colour) of the stages a step ran, then the rest of its total."""
    parts = []
    for key, label, colour in STAGES:
        ms = float(timings.get(key, 0.0))
        if key in _INSIDE:
            ms = max(0.0, ms - float(timings.get(_INSIDE[key], 0.0)))
        if ms > 0:
            parts.append((label, ms, colour))
    rest = float(timings.get("total_ms", 0.0)) - sum(ms for _, ms, _ in parts)
    if rest > 0.05:
        parts.append((_OTHER[0], rest, _OTHER[1]))
    return parts


def _row(y: int, name: str, segments: list[tuple[str, float, str]], scale: float) -> str:
    x = float(_LABEL)
    out = [f'<text x="0" y="{y + 12}" font-size="11">{html.escape(name)}</text>']
    for label, ms, colour in segments:
        w = ms * scale
        out.append(
            f'<rect x="{x:.1f}" y="{y + 2}" width="{max(w, 0.5):.1f}" height="{_ROW - 4}" '
            f'fill="{colour}"><title>{html.escape(label)}: {ms:.1f} ms</title></rect>'
        )
        x += w
    total = sum(ms for _, ms, _ in segments)
    out.append(f'<text x="{x + 4:.1f}" y="{y + 12}" font-size="10">{total:.0f} ms</text>')
    return "".join(out)


def _legend(y: int) -> str:
    out, x = [], float(_LABEL)
    for _, label, colour in (*STAGES, ("", *_OTHER)):
        out.append(f'<rect x="{x:.0f}" y="{y}" width="10" height="10" fill="{colour}"/>')
        out.append(f'<text x="{x + 13:.0f}" y="{y + 9}" font-size="10">{label}</text>')
        x += 20 + 5.6 * len(label)
    return "".join(out)


def stage_chart(steps: Sequence[TrajectoryStep]) -> str:
    """An SVG with one bar per step that has timings; empty when none has."""
    rows = [(s, stage_segments(s.timings)) for s in steps if s.timings.get("total_ms")]
    if not rows:
        return ""
    longest = max(sum(ms for _, ms, _ in seg) for _, seg in rows)
    scale = (_WIDTH - _LABEL - 60) / max(longest, 1e-6)
    body = [_row(i * _ROW, f"step {s.index + 1}", seg, scale) for i, (s, seg) in enumerate(rows)]
    height = len(rows) * _ROW + 24
    return (
        f'<svg class="stages" width="{_WIDTH}" height="{height}" role="img" '
        f'aria-label="time per step by stage">{"".join(body)}{_legend(len(rows) * _ROW + 8)}'
        "</svg>"
    )
