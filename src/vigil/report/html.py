"""The HTML run report: one self-contained file a person can open to see what Vigil saw.

``runs/<id>/report.html`` sits beside ``result.json`` and the recorded frames. Everything it
shows is embedded (frames as base64 JPEG), so the file can be mailed or attached to a bug
without its directory. On top, the run summary; below, one section per step with

* the frame before the action, with the action drawn on it (a target for pointer actions,
  an arrow for drags, the typed text or key),
* the frame after the screen settled, with what changed tinted and boxed in red and the
  verifier's region square in blue,
* every verdict (effect, loop, done gate, screen expectations), the feedback the brain got,
  and the timings.

The summary also draws every step's time split into its stages (``report/stages.py``).

Built with ``html.escape`` and string formatting rather than a template engine: the page is
small, and it keeps the report free of a dependency.
"""

from __future__ import annotations

import base64
import html
import json
import logging
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from vigil.actions import ActionType
from vigil.frames import Frame, diff_frames, square_box
from vigil.report.overlay import POINT, REGION, draw_boxes, draw_diff_overlay
from vigil.report.stages import stage_chart
from vigil.runner import RESULT_FILE, RunResult, TrajectoryStep

__all__ = ["REPORT_FILE", "render_report", "write_report"]

log = logging.getLogger(__name__)

REPORT_FILE = "report.html"

_CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;background:#f5f6f8;
color:#1d2330}
header{background:#1d2a44;color:#fff;padding:18px 28px}
header h1{margin:0 0 4px;font-size:22px}
header .sub{opacity:.8;font-size:14px}
main{padding:20px 28px;max-width:1500px}
table{border-collapse:collapse;font-size:13px}
td,th{padding:4px 10px;border-bottom:1px solid #e2e5ea;text-align:left;vertical-align:top}
th{color:#56607a;font-weight:600}
.summary{background:#fff;border-radius:8px;padding:14px 18px;margin-bottom:22px;
box-shadow:0 1px 3px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:2px 8px;border-radius:10px;font-size:12px;font-weight:600;
margin-right:6px}
.ok{background:#d9f2e1;color:#17663a}.bad{background:#fbdcdc;color:#9b1c1c}
.warn{background:#fff1cc;color:#7a5200}.info{background:#e3ebfb;color:#1d4591}
.muted{background:#eceef2;color:#56607a}
.step{background:#fff;border-radius:8px;padding:14px 18px;margin-bottom:18px;
box-shadow:0 1px 3px rgba(0,0,0,.08)}
.step h2{font-size:16px;margin:0 0 10px}
.frames{display:flex;gap:14px;flex-wrap:wrap}
.frames figure{margin:0;flex:1 1 560px}
.frames img{width:100%;border:1px solid #d5d9e0;border-radius:4px}
figcaption{font-size:12px;color:#56607a;margin-top:2px}
pre{white-space:pre-wrap;background:#f1f3f6;padding:8px 10px;border-radius:4px;font-size:13px;
margin:6px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:10px;
margin-top:10px}
details summary{cursor:pointer;color:#56607a;font-size:13px}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _img(image: Image.Image, quality: int = 80) -> str:
    frame = Frame(image.convert("RGB"))
    data = base64.b64encode(frame.to_jpeg(quality)).decode("ascii")
    return f"data:image/jpeg;base64,{data}"


def _load(run_dir: Path, rel: str | None) -> Frame | None:
    if not rel:
        return None
    path = run_dir / rel
    if not path.is_file():
        return None
    try:
        return Frame(path)
    except Exception as exc:  # a damaged frame must not sink the whole report
        log.warning("cannot read %s: %s", path, exc)
        return None


def _draw_action(frame: Frame, step: TrajectoryStep) -> Image.Image:
    """The pre-action frame with the action drawn where it lands."""
    img = frame.pil.copy()
    draw = ImageDraw.Draw(img)
    action = step.action
    pt = action.point
    if pt is not None:
        x, y = pt
        draw.ellipse((x - 14, y - 14, x + 14, y + 14), outline=POINT, width=3)
        draw.line((x - 22, y, x + 22, y), fill=POINT, width=2)
        draw.line((x, y - 22, x, y + 22), fill=POINT, width=2)
        if action.action_type is ActionType.DRAG:
            tx = float(action.params.get("to_x", x))
            ty = float(action.params.get("to_y", y))
            draw.line((x, y, tx, ty), fill=POINT, width=3)
            draw.ellipse((tx - 6, ty - 6, tx + 6, ty + 6), fill=POINT)
    label = str(action)
    if len(label) > 70:
        label = label[:67] + "..."
    lx, ly = (pt[0] + 18, pt[1] + 16) if pt is not None else (12, 12)
    lx = min(max(4, lx), max(4, img.width - 8 * len(label) - 8))
    ly = min(max(4, ly), img.height - 20)
    draw.rectangle((lx - 4, ly - 2, lx + 6 * len(label) + 6, ly + 14), fill=(255, 255, 255))
    draw.text((lx, ly), label, fill=(20, 20, 20))
    return img


def _region(step: TrajectoryStep, frame: Frame) -> tuple[int, int, int, int] | None:
    box = (step.effect or {}).get("region_box")
    if box:
        return (int(box[0]), int(box[1]), int(box[2]), int(box[3]))
    pt = step.action.point
    if pt is None:
        return None
    size = int((step.effect or {}).get("thresholds", {}).get("region_size") or 200)
    return square_box(frame.width, frame.height, pt[0], pt[1], size)


def _post_overlay(pre: Frame | None, post: Frame, step: TrajectoryStep) -> Image.Image:
    region = _region(step, post)
    if pre is None or pre.size != post.size:
        img = post.pil.copy()
        if region is not None:
            draw_boxes(post, [region], REGION, base=img, label="region")
        return img
    diff = diff_frames(pre, post)
    img = draw_diff_overlay(post, diff, region=region, point=step.action.point)
    transient = (step.effect or {}).get("transient_box")
    if transient:
        draw_boxes(
            post,
            [(int(transient[0]), int(transient[1]), int(transient[2]), int(transient[3]))],
            (230, 160, 0),
            base=img,
            label="flashed and vanished",
        )
    read = [n for n in step.narration if n.get("box")]
    for item in read:
        box = item["box"]
        draw_boxes(
            post,
            [(int(box[0]), int(box[1]), int(box[2]), int(box[3]))],
            (20, 150, 60),
            base=img,
            label=f"read: {item.get('kind', '')}",
        )
    volatile = (step.effect or {}).get("volatile_boxes") or []
    if volatile:
        draw_boxes(
            post,
            [tuple(int(v) for v in b) for b in volatile],  # type: ignore[misc]
            (150, 150, 150),
            base=img,
            width=1,
            label="volatile",
        )
    return img


def _badge(text: str, kind: str) -> str:
    return f'<span class="badge {kind}">{_e(text)}</span>'


def _kv(rows: list[tuple[str, Any]]) -> str:
    body = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows)
    return f"<table>{body}</table>"


def _effect_rows(effect: dict[str, Any] | None) -> list[tuple[str, Any]]:
    if not effect:
        return [("verdict", "not checked")]
    rows: list[tuple[str, Any]] = [
        ("effect_observed", effect.get("effect_observed")),
        ("reason", effect.get("reason")),
    ]
    if effect.get("effect_observed") is not None:
        rows += [
            ("global_changed", effect.get("global_changed")),
            ("region_changed", effect.get("region_changed")),
            (
                "global / region pHash distance",
                f"{effect.get('global_distance')} / {effect.get('region_distance')}",
            ),
            (
                "changed pixels",
                f"{effect.get('changed_pixels')} "
                f"({100 * float(effect.get('changed_fraction') or 0):.3f} %)",
            ),
            (
                "dense windows (global / region)",
                f"{effect.get('dense_windows')} / {effect.get('region_dense_windows')}",
            ),
            ("transient change", effect.get("transient_change")),
            ("masked (volatile)", f"{100 * float(effect.get('masked_fraction') or 0):.2f} %"),
            ("thresholds", json.dumps(effect.get("thresholds", {}))),
        ]
        for note in effect.get("notes") or []:
            rows.append(("note", note))
    return rows


def _step_badges(step: TrajectoryStep) -> str:
    """The verdicts of a step at a glance, as coloured labels beside its title."""
    badges = []
    eo = step.action_effect_observed
    if eo is True:
        badges.append(_badge("effect observed", "ok"))
    elif eo is False:
        badges.append(_badge("no effect", "bad"))
    if step.warning:
        badges.append(_badge("WARNING", "warn"))
    if step.loop_event == "soft":
        badges.append(_badge("loop nudge", "warn"))
    elif step.loop_event == "hard":
        badges.append(_badge("loop: terminated", "bad"))
    if step.done_gate is not None:
        ok = step.done_gate.get("accepted")
        badges.append(_badge("done accepted" if ok else "done rejected", "ok" if ok else "warn"))
    if step.director_used:
        badges.append(_badge("director", "info"))
    if step.vetoed:
        badges.append(_badge("not executed", "warn"))
    if step.error:
        badges.append(_badge("error", "bad"))
    if step.frame_changed is not None:
        badges.append(
            _badge("screen changed" if step.frame_changed else "no visible change", "muted")
        )
    return "".join(badges)


def _step_figures(run_dir: Path, step: TrajectoryStep) -> str:
    """Before and after, with the action drawn on one and the changed regions on the other."""
    pre = _load(run_dir, step.frames.get("pre"))
    post = _load(run_dir, step.frames.get("post"))
    figures = []
    if pre is not None:
        figures.append(
            f'<figure><img alt="step {step.index} before" src="{_img(_draw_action(pre, step))}">'
            f"<figcaption>before (pre-action, after pointing): {_e(step.action)}"
            f"</figcaption></figure>"
        )
    if post is not None:
        figures.append(
            f'<figure><img alt="step {step.index} after" '
            f'src="{_img(_post_overlay(pre, post, step))}">'
            "<figcaption>after the screen settled: changes in red, region in blue, "
            "a flash that vanished in orange, text read for the narration in green"
            "</figcaption></figure>"
        )
    return f'<div class="frames">{"".join(figures)}</div>' if figures else ""


def _panel(title: str, rows: list[tuple[str, Any]]) -> str:
    return f"<div><h3>{_e(title)}</h3>{_kv(rows)}</div>"


def _step_panels(step: TrajectoryStep) -> str:
    """One small table per verdict the step carries, then its timings."""
    panels = [_panel("Effect", _effect_rows(step.effect))]
    if step.loop:
        loop = step.loop
        panels.append(
            _panel(
                "Loop",
                [
                    ("event", step.loop_event),
                    ("shape", loop.get("shape")),
                    ("shapes", ", ".join(loop.get("shapes") or [])),
                    ("window", f"{loop.get('window')} (base {loop.get('base_window')})"),
                    ("diversity", loop.get("diversity")),
                    ("state frozen", loop.get("state_frozen")),
                    ("max hash distance", loop.get("max_hash_distance")),
                ],
            )
        )
    if step.done_gate:
        gate = step.done_gate
        panels.append(
            _panel(
                "Done gate",
                [
                    ("accepted", gate.get("accepted")),
                    ("reason", gate.get("reason")),
                    ("rejections so far", gate.get("rejections")),
                    ("detail", gate.get("detail")),
                ],
            )
        )
    for label, verdict in (
        ("Expected before", step.screen_before),
        ("Expected after", step.screen_after),
    ):
        if verdict:
            panels.append(
                _panel(
                    label,
                    [
                        ("match", verdict.get("match")),
                        ("confidence", verdict.get("confidence")),
                        ("reason", verdict.get("reason")),
                        ("mismatches", "; ".join(verdict.get("mismatches") or []) or "—"),
                    ],
                )
            )
    if step.narration:
        panels.append(
            _panel(
                "What changed (read by OCR)",
                [(n.get("kind", ""), _narration_row(n)) for n in step.narration],
            )
        )
    if step.usage:
        panels.append(_panel("Model", [(k, v) for k, v in step.usage.items()]))
    timing_rows = [(k, f"{v:.1f} ms") for k, v in step.timings.items()]
    panels.append(_panel("Timings", timing_rows))
    return f'<div class="grid">{"".join(panels)}</div>'


def _narration_row(item: dict[str, Any]) -> str:
    before, after = item.get("before") or "", item.get("after") or ""
    text = f"{before!r} → {after!r}" if before and after else repr(after or before)
    where = item.get("where") or ""
    box = item.get("box")
    return f"{text} {where} {list(box) if box else ''}".strip()


def _step_html(run_dir: Path, step: TrajectoryStep) -> str:
    meta = _kv(
        [
            ("url", step.url or "—"),
            (
                "frame hash before → after",
                f"{step.frame_hash_before or '—'} → {step.frame_hash_after or '—'}",
            ),
            ("screen stable after settle", step.frame_stable),
            ("reasoning", step.action.reasoning or "—"),
        ]
    )
    error = f"<pre>error: {_e(step.error)}</pre>" if step.error else ""
    return (
        f'<section class="step" id="step-{step.index}" data-step="{step.index}">'
        f"<h2>Step {step.index + 1}: {_e(step.action)} {_step_badges(step)}</h2>"
        f"{_step_figures(run_dir, step)}"
        f"<div><strong>Feedback to the brain</strong><pre>{_e(step.feedback or '—')}</pre></div>"
        f"{error}{meta}"
        f"{_step_panels(step)}"
        "</section>"
    )


def _summary_html(result: RunResult) -> str:
    task = result.task or {}
    reason = result.termination_reason
    kind = "ok" if result.success else ("bad" if reason in ("error", "loop") else "warn")
    t = result.timings
    rows: list[tuple[str, Any]] = [
        ("task", task.get("goal", "")),
        ("start", task.get("start_url") or "—"),
        ("final url", result.final_url or "—"),
        ("steps", len(result.steps)),
        ("perceptual_summary", json.dumps(result.perceptual_summary)),
        ("warnings", result.warnings),
        ("loop nudges", result.nudges),
        ("done-gate rejections", result.done_rejections),
        ("median settle", f"{t.get('median_settle_ms', 0):.0f} ms"),
        (
            "median Vigil overhead",
            f"{t.get('median_overhead_ms', 0):.1f} ms ({t.get('median_overhead_pct', 0):.1f} % "
            "of the step)",
        ),
        ("total time", f"{t.get('total_s', 0):.1f} s"),
        ("toggles", ", ".join(f"{k}={'on' if v else 'off'}" for k, v in result.toggles.items())),
    ]
    if result.error:
        rows.insert(1, ("error", result.error))
    events = "".join(
        f"<li>step {e.get('step', 0) + 1}: {_e(e.get('kind'))} — {_e(e.get('description'))}</li>"
        for e in result.loop_events
    )
    nav = " ".join(f'<a href="#step-{s.index}">{s.index + 1}</a>' for s in result.steps)
    chart = stage_chart(result.steps)
    return (
        '<div class="summary" id="summary">'
        f"{_badge(reason, kind)}{_badge('success' if result.success else 'not done', kind)}"
        f"{_kv(rows)}"
        + (f"<h3>Loop events</h3><ul>{events}</ul>" if events else "")
        + (f"<h3>Where each step's time went</h3>{chart}" if chart else "")
        + f"<p>Steps: {nav}</p></div>"
    )


def render_report(result: RunResult, run_dir: str | Path) -> str:
    """The report as an HTML string; frames are read from ``run_dir``."""
    directory = Path(run_dir)
    task = result.task or {}
    title = f"Vigil run {result.run_id}: {task.get('name') or task.get('goal', '')}"
    steps = "".join(_step_html(directory, s) for s in result.steps)
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        f'<header><h1>{_e(title)}</h1><div class="sub">{_e(result.started_at)} · '
        f"{_e(result.termination_reason)}</div></header>"
        f"<main>{_summary_html(result)}{steps}</main></body></html>\n"
    )


def write_report(run_dir: str | Path, result: RunResult | None = None) -> Path:
    """Write ``report.html`` into ``run_dir`` (reading ``result.json`` there if not given)."""
    directory = Path(run_dir)
    if result is None:
        result = RunResult.load(directory / RESULT_FILE)
    path = directory / REPORT_FILE
    path.write_text(render_report(result, directory), encoding="utf-8")
    return path
