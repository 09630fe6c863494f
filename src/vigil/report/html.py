"""The HTML run report: one self-contained file a person can open to see what Vigil saw.

``runs/<id>/report.html`` sits beside ``result.json`` and the recorded frames. Everything it
shows is embedded (frames as base64 JPEG), so the file can be mailed or attached to a bug
without its directory. On top, the run summary; below, one section per step with

* the frame before the action, with the action drawn on it (a target for pointer actions,
  an arrow for drags, the typed text or key),
* the frame after the screen settled — its own pixels, never tinted — with the areas that
  changed outlined in red (none when most of the screen changed: a new page has no "area"
  that changed, and outlines of the old page's shapes would paint it onto the new one),
  the verifier's region square in blue only when the region was really checked, and a
  legend listing only what was drawn,
* every verdict (effect, loop, done gate, screen expectations), the feedback the brain got,
  and the timings.

The summary leads with whether the task was achieved (the task's success check, when it has
one) and names ``RunResult.success`` for what it is — the agent declared DONE and the done
gate accepted it — because a run can end ``done`` on the wrong page. It also draws every
step's time split into its stages (``report/stages.py``). Steps are numbered from 1
everywhere a person reads them (headings, anchors, alt text); ``data-step`` keeps the
0-based ``index`` of ``result.json`` for tools.

Built with ``html.escape`` and string formatting rather than a template engine: the page is
small, and it keeps the report free of a dependency.
"""

from __future__ import annotations

import base64
import html
import logging
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from PIL import Image, ImageDraw

from vigil.actions import ActionType
from vigil.frames import Frame, diff_frames
from vigil.report.overlay import CHANGED, POINT, READ, REGION, TRANSIENT, VOLATILE, draw_boxes
from vigil.report.stages import STAGES, stage_chart, stage_segments
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
.verdict{font-size:17px;padding:5px 14px;border-radius:14px}
.legend span{display:inline-block;width:10px;height:10px;margin:0 3px 0 8px;
vertical-align:middle}
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


#: When the changed areas span this share of the frame, the step showed a new screen: no
#: single area changed, and outlining the old page's shapes would draw it onto the new one.
_NEW_SCREEN_SPAN = 0.45
#: Narration kinds whose text is on the settled frame (a vanished text is on the pre frame,
#: a flash on a settle sample): only these are drawn on the after image.
_READ_ON_POST = ("appeared", "changed", "new_page")


def _ibox(box: Any) -> tuple[int, int, int, int]:
    return (int(box[0]), int(box[1]), int(box[2]), int(box[3]))


def _path(url: str | None) -> str:
    return urlsplit(url or "").path


def _span(boxes: list[tuple[int, int, int, int]], frame: Frame) -> float:
    """The share of the frame covered by the smallest box around every changed area."""
    if not boxes:
        return 0.0
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    return (x1 - x0) * (y1 - y0) / max(1, frame.width * frame.height)


def _changed_areas(
    pre: Frame | None, post: Frame, step: TrajectoryStep, url_before: str | None
) -> tuple[list[tuple[int, int, int, int]], str | None]:
    """The areas to outline on the after image, or none with the reason why.

    The verifier's own changed boxes (computed on the frames it judged) when it checked the
    step, else a diff of the recorded frames."""
    if pre is None or pre.size != post.size:
        return [], "no before frame of the same size to compare with"
    new_page = any(n.get("kind") == "new_page" for n in step.narration)
    moved = url_before is not None and step.url is not None
    if new_page or (moved and _path(url_before) != _path(step.url)):
        return [], "a new page: the whole screen changed, so no single area is outlined"
    effect = step.effect or {}
    boxes = [_ibox(b) for b in effect.get("changed_boxes") or []]
    if not boxes:
        diff = diff_frames(pre, post)
        boxes = list(diff.boxes)
        if diff.changed_pixels > 0.3 * diff.total_pixels:
            return [], "most of the screen changed, so no single area is outlined"
    if _span(boxes, post) >= _NEW_SCREEN_SPAN:
        return [], "most of the screen changed, so no single area is outlined"
    return boxes, None


def _post_overlay(
    pre: Frame | None, post: Frame, step: TrajectoryStep, url_before: str | None = None
) -> tuple[Image.Image, list[tuple[tuple[int, int, int] | None, str]]]:
    """The settled frame as it was, with outlines only, and the legend of what was drawn.

    Outlines, not a tint: a tint covers the changed pixels of the new screen in the old
    screen's shapes (a removed banner stays visible as a red ghost; a new page shows the
    old page's cards). Every mark is something on this frame; the legend lists exactly the
    marks drawn, so it never promises a colour that is not there."""
    img = post.pil.copy()
    legend: list[tuple[tuple[int, int, int] | None, str]] = []
    effect = step.effect or {}
    boxes, why_none = _changed_areas(pre, post, step, url_before)
    if boxes:  # a little outside the area, so the narration's green box on it stays visible
        w, h = post.width, post.height
        pad = [
            (max(0, b[0] - 4), max(0, b[1] - 4), min(w, b[2] + 4), min(h, b[3] + 4)) for b in boxes
        ]
        draw_boxes(post, pad, CHANGED, base=img, width=2)
        legend.append((CHANGED, "areas that changed"))
    elif why_none and step.frame_changed is not False:
        legend.append((None, why_none))
    volatile = [_ibox(b) for b in effect.get("volatile_boxes") or []]
    if volatile:
        draw_boxes(post, volatile, VOLATILE, base=img, width=1)
        legend.append((VOLATILE, "moves on its own (ignored)"))
    transient = effect.get("transient_box")
    if transient:
        draw_boxes(post, [_ibox(transient)], TRANSIENT, base=img, width=2)
        legend.append((TRANSIENT, "where a change flashed and vanished before the settle"))
    read = [
        _ibox(n["box"])
        for n in step.narration
        if n.get("box") and n.get("kind") in _READ_ON_POST and n.get("after")
    ]
    if read:
        draw_boxes(post, read, READ, base=img, width=2)
        legend.append((READ, "text read for the narration"))
    region = effect.get("region_box")
    if region and effect.get("effect_observed") is not None:
        draw_boxes(post, [_ibox(region)], REGION, base=img, width=2)
        legend.append((REGION, "the region the effect check compared around the action"))
    return img, legend


def _legend_html(legend: list[tuple[tuple[int, int, int] | None, str]]) -> str:
    parts = []
    for colour, text in legend:
        if colour is None:
            parts.append(f" {_e(text[:1].upper() + text[1:])}.")
        else:
            rgb = "rgb({},{},{})".format(*colour)
            parts.append(f'<span style="border:2px solid {rgb}"></span>{_e(text)}')
    return f'<span class="legend">{"".join(parts)}</span>' if parts else ""


def _badge(text: str, kind: str) -> str:
    return f'<span class="badge {kind}">{_e(text)}</span>'


def _fmt(value: Any, missing: str = "—") -> str:
    """A value as a person reads it: no Python ``None``/``True`` and no raw JSON."""
    if value is None:
        return missing
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}" if value == int(value) else f"{value:.3g}"
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {_fmt(v)}" for k, v in value.items()) or "—"
    if isinstance(value, list | tuple):
        return ", ".join(_fmt(v) for v in value) or "—"
    return str(value)


def _kv(rows: list[tuple[str, Any]]) -> str:
    body = "".join(f"<tr><th>{_e(k)}</th><td>{_e(_fmt(v))}</td></tr>" for k, v in rows)
    return f"<table>{body}</table>"


def _verified(summary: dict[str, int]) -> str:
    """``perceptual_summary`` in words."""
    if not summary:
        return "no action verified (none was high-risk, or the check was off)"
    n, bad = summary.get("checked", 0), summary.get("no_effect", 0)
    return f"{n} action{'s' if n != 1 else ''} verified, {bad} without effect"


def _effect_rows(effect: dict[str, Any] | None) -> list[tuple[str, Any]]:
    if not effect:
        return [("verdict", "not checked")]
    observed = effect.get("effect_observed")
    rows: list[tuple[str, Any]] = [
        ("effect observed", "not checked" if observed is None else observed),
        ("reason", effect.get("reason")),
    ]
    if observed is not None:
        rows += [
            ("whole screen changed", effect.get("global_changed")),
            ("region changed", effect.get("region_changed")),
            (
                "pHash distance (whole screen / region)",
                f"{_fmt(effect.get('global_distance'), 'not measured')} / "
                f"{_fmt(effect.get('region_distance'), 'not measured')}",
            ),
            (
                "changed pixels",
                f"{_fmt(effect.get('changed_pixels'), 'not measured')} "
                f"({100 * float(effect.get('changed_fraction') or 0):.3f} %)",
            ),
            (
                "dense windows (global / region)",
                f"{_fmt(effect.get('dense_windows'), 'not measured')} / "
                f"{_fmt(effect.get('region_dense_windows'), 'not measured')}",
            ),
            ("transient change", effect.get("transient_change")),
            ("masked (volatile)", f"{100 * float(effect.get('masked_fraction') or 0):.2f} %"),
            ("thresholds", effect.get("thresholds") or {}),
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


def _step_figures(run_dir: Path, step: TrajectoryStep, url_before: str | None = None) -> str:
    """Before and after, with the action drawn on one and the changed regions on the other."""
    pre = _load(run_dir, step.frames.get("pre"))
    post = _load(run_dir, step.frames.get("post"))
    figures = []
    n = step.index + 1
    if pre is not None:
        figures.append(
            f'<figure><img alt="step {n} before" src="{_img(_draw_action(pre, step))}">'
            f"<figcaption>before (pre-action, after pointing): {_e(step.action)}"
            f"</figcaption></figure>"
        )
    if post is not None:
        image, legend = _post_overlay(pre, post, step, url_before)
        figures.append(
            f'<figure><img alt="step {n} after" src="{_img(image)}">'
            f"<figcaption>after the screen settled (its own pixels).{_legend_html(legend)}"
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
    panels.append(_panel("Timings", _timing_rows(step.timings)))
    return f'<div class="grid">{"".join(panels)}</div>'


#: Figures that span several stages: shown apart, never as parts of the step's total.
_SPANNING = {
    "overhead_ms": "Vigil overhead (its own computing, spread over the stages above; "
    "OCR narration not included)",
    "settle_compute_ms": "frame comparisons while capturing and settling",
    "loop_ms": "loop check (inside Vigil checks)",
}


def _timing_rows(timings: dict[str, float]) -> list[tuple[str, Any]]:
    """The step's stages with the chart's names, adding up to its total; then the figures
    that overlap them, labelled as such, so no row is counted twice."""
    if not timings:
        return [("timings", "—")]
    rows: list[tuple[str, Any]] = [
        (label, f"{ms:.1f}\u00a0ms") for label, ms, _ in stage_segments(timings)
    ]
    if "total_ms" in timings:
        rows.append(("total", f"{timings['total_ms']:.1f}\u00a0ms"))
    known = {key for key, _, _ in STAGES} | {"total_ms"}
    for key, label in _SPANNING.items():
        if key in timings:
            rows.append((f"of which: {label}", f"{timings[key]:.1f}\u00a0ms"))
    for key, value in timings.items():
        if key not in known and key not in _SPANNING:
            rows.append((key.removesuffix("_ms").replace("_", " "), f"{value:.1f}\u00a0ms"))
    return rows


def _narration_row(item: dict[str, Any]) -> str:
    if item.get("kind") == "unread":
        return f"not read: {item.get('error') or 'no reason given'}"
    before, after = item.get("before") or "", item.get("after") or ""
    text = f"{before!r} → {after!r}" if before and after else repr(after or before)
    where = item.get("where") or ""
    return f"{text} {where}".strip()


def _step_html(run_dir: Path, step: TrajectoryStep, url_before: str | None = None) -> str:
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
        f'<section class="step" id="step-{step.index + 1}" data-step="{step.index}">'
        f"<h2>Step {step.index + 1}: {_e(step.action)} {_step_badges(step)}</h2>"
        f"{_step_figures(run_dir, step, url_before)}"
        f"<div><strong>Feedback to the brain</strong><pre>{_e(step.feedback or '—')}</pre></div>"
        f"{error}{meta}"
        f"{_step_panels(step)}"
        "</section>"
    )


def _outcome_badges(result: RunResult) -> str:
    """The run's verdict, most important first: was the task achieved (the success check on
    the final page), then how the run ended. ``success`` is only ever shown as what it
    means: never as a bare green "success" beside a task that was not achieved."""
    if result.achieved is True:
        verdict = _badge("task achieved", "ok verdict")
    elif result.achieved is False:
        verdict = _badge("task NOT achieved", "bad verdict")
    elif result.achieved_detail:
        verdict = _badge("task outcome not checked", "muted verdict")
    else:
        verdict = _badge("task outcome unknown (no success check)", "muted verdict")
    reason = result.termination_reason
    if reason == "done" and result.success:
        ended = _badge("agent declared done (accepted)", "info")
    else:
        kind = "bad" if reason in ("error", "loop", "interrupted") else "warn"
        ended = _badge(f"ended: {reason.replace('_', ' ')}", kind)
        ended += _badge("agent did not declare done", "muted")
    return verdict + ended


def _done_text(result: RunResult) -> str:
    if result.success:
        return "declared done, accepted by the done gate (a claim, not the outcome)"
    if result.done_rejections:
        return "declared done, rejected by the done gate"
    return "not declared"


def _summary_html(result: RunResult) -> str:
    task = result.task or {}
    t = result.timings
    if result.achieved is None:
        outcome = result.achieved_detail or "no success check for this task"
    else:
        outcome = f"{'achieved' if result.achieved else 'NOT achieved'}: {result.achieved_detail}"
    rows: list[tuple[str, Any]] = [
        ("task", task.get("goal", "")),
        ("task outcome (success check)", outcome),
        ("agent's DONE", _done_text(result)),
        ("run ended by", result.termination_reason),
        ("start", task.get("start_url") or "—"),
        ("final url", result.final_url or "—"),
        ("steps", len(result.steps)),
        ("actions verified", _verified(result.perceptual_summary)),
        ("warnings", result.warnings),
        ("loop nudges", result.nudges),
        ("done-gate rejections", result.done_rejections),
        ("median settle", f"{t.get('median_settle_ms', 0):.0f} ms"),
        (
            "median Vigil overhead",
            f"{t.get('median_overhead_ms', 0):.1f} ms ({t.get('median_overhead_pct', 0):.1f} % "
            "of the step; OCR narration not included)",
        ),
    ]
    if t.get("narrated_steps"):
        n = int(t["narrated_steps"])
        rows.append(
            (
                "median narration (OCR)",
                f"{t['median_narrate_ms']:.1f} ms over {n} narrated step{'s' if n != 1 else ''}",
            )
        )
    elif "median_overhead_ms" in t:
        rows.append(("median narration (OCR)", "no step narrated"))
    rows += [
        ("total time", f"{t.get('total_s', 0):.1f} s"),
        ("toggles", ", ".join(f"{k}={'on' if v else 'off'}" for k, v in result.toggles.items())),
        ("run id", result.run_id or "—"),
    ]
    if result.error:
        rows.insert(1, ("error", result.error))
    events = "".join(
        f"<li>step {e.get('step', 0) + 1}: {_e(e.get('kind'))} — {_e(e.get('description'))}</li>"
        for e in result.loop_events
    )
    # A run that ended before its first step (a start page that would not open) says so:
    # a bare "Steps:" with nothing after it read as a report that failed to render them.
    nav = (
        " ".join(f'<a href="#step-{s.index + 1}">{s.index + 1}</a>' for s in result.steps)
        or "none: the run ended before its first step"
    )
    chart = stage_chart(result.steps)
    return (
        '<div class="summary" id="summary">'
        f"<p>{_outcome_badges(result)}</p>"
        f"{_kv(rows)}"
        + (f"<h3>Loop events</h3><ul>{events}</ul>" if events else "")
        + (f"<h3>Where each step's time went</h3>{chart}" if chart else "")
        + f"<p>Steps: {nav}</p></div>"
    )


def render_report(result: RunResult, run_dir: str | Path) -> str:
    """The report as an HTML string; frames are read from ``run_dir``.

    The title names the run by its folder (``20261128-015511-checkout_consent-off``), the
    name a person finds it by; the internal ``run_id`` is listed in the summary."""
    directory = Path(run_dir)
    task = result.task or {}
    title = f"Vigil run {directory.name}: {task.get('name') or task.get('goal', '')}"
    parts, url_before = [], task.get("start_url")
    for step in result.steps:
        parts.append(_step_html(directory, step, url_before))
        url_before = step.url or url_before
    if result.achieved is None:
        headline = "task outcome not checked"
    else:
        headline = "task achieved" if result.achieved else "task NOT achieved"
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        f'<header><h1>{_e(title)}</h1><div class="sub">{_e(result.started_at)} · '
        f"{_e(headline)} · ended by {_e(result.termination_reason)}</div></header>"
        f"<main>{_summary_html(result)}{''.join(parts)}</main></body></html>\n"
    )


def write_report(run_dir: str | Path, result: RunResult | None = None) -> Path:
    """Write ``report.html`` into ``run_dir`` (reading ``result.json`` there if not given)."""
    directory = Path(run_dir)
    if result is None:
        result = RunResult.load(directory / RESULT_FILE)
    path = directory / REPORT_FILE
    path.write_text(render_report(result, directory), encoding="utf-8")
    return path
