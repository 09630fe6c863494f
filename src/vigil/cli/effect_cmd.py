"""``vigil verify-effect``: did a high-risk action visibly change the screen?

The toggle (``VIGIL_PERCEPTUAL_VERIFY`` / ``MANTIS_PERCEPTUAL_VERIFY``) is read here, at the
edge, and handed to the library as a :class:`~vigil.config.RunConfig`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from vigil.actions import Action, as_action
from vigil.cli import JsonUsageErrors, app, console, errors_as_json, fail, warn
from vigil.cli.frames_cmd import load_frame, save_image
from vigil.config import RunConfig
from vigil.errors import ConfigError, InvalidAction
from vigil.frames import Frame
from vigil.report.overlay import draw_effect_overlay
from vigil.verify.effect import (
    REASON_HIDDEN_BY_MOTION,
    EffectCheck,
    check_effect,
    feedback_warning,
    is_high_risk,
)


def _parse_action(text: str, reasoning: str | None = None) -> Action:
    """The action as JSON text, or ``@file.json``; any shape ``Action.from_dict`` accepts.
    ``reasoning`` replaces the action's own words, as ``Monitor.check(reasoning=...)`` does:
    a ``tool_use`` block or a ``computer_call`` carries none, and without words no click is
    high-risk, so such an action was never checked from the shell."""
    source = text
    if text.startswith("@"):
        path = Path(text[1:])
        try:
            source = path.read_text()
        except OSError as exc:
            raise fail(f"--action: cannot read {path}: {exc.strerror or exc}") from None
    try:
        data: Any = json.loads(source)
    except json.JSONDecodeError as exc:
        where = f" (read from {text[1:]})" if text.startswith("@") else ""
        raise fail(f"--action is not valid JSON{where} ({exc.msg} at position {exc.pos})") from None
    try:
        return as_action(data, reasoning)
    except (InvalidAction, ValueError) as exc:
        raise fail(f"--action: {exc}") from None


@app.command("verify-effect", cls=JsonUsageErrors)
def verify_effect_cmd(
    pre: Path = typer.Argument(
        ..., help="Frame before the action (pointer already on target, unless --plain-pre)."
    ),
    post: Path = typer.Argument(..., help="Frame after the screen settled."),
    action: str = typer.Option(
        ...,
        "--action",
        "-a",
        help='Action JSON (or @file.json), e.g. \'{"action_type": "CLICK", "params": '
        '{"x": 640, "y": 400}, "reasoning": "Click Submit"}\'.',
    ),
    out: Path | None = typer.Option(
        None, "--out", "-o", help="Write an overlay PNG: region square and changed boxes."
    ),
    idle: list[Path] | None = typer.Option(
        None, "--idle", help="Two frames taken with no action between them (give it twice)."
    ),
    sample: list[Path] | None = typer.Option(
        None, "--sample", help="A frame polled while settling (repeatable): finds transients."
    ),
    plain_pre: bool = typer.Option(
        False,
        "--plain-pre",
        help="PRE was taken before the pointer moved to the target (as most agent loops "
        "take screenshots): hover styling at the target may then be the pointer's.",
    ),
    reasoning: str | None = typer.Option(
        None,
        "--reasoning",
        "-r",
        help="The model's words for the action (replacing its own): a tool_use block or "
        "computer_call carries none, and a click is checked only when they say it commits "
        "('Place order', 'Submit').",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
) -> None:
    """Compare PRE and POST around the action: effect observed, or a silent no-op?"""
    with errors_as_json(as_json):
        try:
            config = RunConfig.from_env()
        except ConfigError as exc:
            raise fail(str(exc)) from None
        act = _parse_action(action, reasoning)
        fpre, fpost = load_frame(pre, "PRE"), load_frame(post, "POST")
        samples = [load_frame(p, "--sample") for p in sample or []]
        check = check_effect(
            fpre,
            fpost,
            act,
            config,
            idle=_load_idle(idle),
            samples=samples or None,
            hover_aware=not plain_pre,
        )
        resized = fpre.size != fpost.size
        ran = _ran(check) and not resized
        if out is not None:
            _write_overlay(out, fpost, check, act, skipped=None if ran else resized)
    warning = feedback_warning(check)
    size_note = _size_note(fpre, fpost) if resized else None
    if as_json:
        extra = {"high_risk": is_high_risk(act, config.high_risk_keywords), "warning": warning}
        if size_note is not None:
            extra["note"] = size_note
        if out is not None and ran:
            extra["overlay"] = str(out)
        console.print_json(json.dumps({**check.to_dict(), **extra}))
        return
    title = escape(f"{pre.name} → {post.name}: {act}")
    table = _effect_table(check, title, measures=not resized)
    if warning:
        table.add_row("feedback", f"[red]{escape(warning)}[/]")
    if size_note is not None:
        table.add_row("note", f"[yellow]{size_note}[/]")
    if out is not None and ran:
        table.add_row("overlay", escape(str(out)))
    console.print(table)


def _load_idle(idle: list[Path] | None) -> tuple[Frame, Frame] | None:
    """The ``--idle`` pair, or one error line when it is not exactly two frames."""
    if not idle:
        return None
    if len(idle) != 2:
        raise fail(f"--idle needs exactly two frames, got {len(idle)}")
    return load_frame(idle[0], "--idle"), load_frame(idle[1], "--idle")


def _write_overlay(
    out: Path, post: Frame, check: EffectCheck, act: Action, *, skipped: bool | None
) -> None:
    """Draw the overlay, or say on stderr why none was written (``skipped``: True for frames
    of different sizes, False for a check that was skipped): a script that asked for
    ``--out`` and then opens the file otherwise met "no such file" with no reason given."""
    if skipped is None:
        save_image(draw_effect_overlay(post, check, point=act.point), out)
        return
    why = (
        "PRE and POST differ in size"
        if skipped
        else f"the check did not look at the frames ({check.reason})"
    )
    warn(f"--out {out} not written: {why}")


def _size_note(pre: Frame, post: Frame) -> str:
    """Why "effect observed" on frames of different sizes is no pixel verdict: the library
    reads a resized screen as a whole-screen change (the viewport changed), which is right
    inside a run and almost never what two files handed to this command mean."""
    return (
        f"PRE is {pre.width}x{pre.height} and POST {post.width}x{post.height}: frames of "
        "different sizes are not compared pixel by pixel; the verdict only says the screen "
        "changed size. Give two screenshots of the same screen to judge the action."
    )


def _ran(check: EffectCheck) -> bool:
    """Whether the check looked at the frames: a verdict, or an undecided one (what the
    action did is hidden by what moves by itself), as opposed to a skip."""
    return check.effect_observed is not None or check.reason == REASON_HIDDEN_BY_MOTION


def _effect_table(check: EffectCheck, title: str, *, measures: bool = True) -> Table:
    """The verdict first, then every measure behind it (why, not just what)."""
    verdict = {
        True: "[green]effect observed[/]",
        False: "[bold red]NO effect observed[/]",
        None: "[yellow]undecided[/]" if _ran(check) else "[yellow]not checked[/]",
    }[check.effect_observed]
    table = Table(title=title)
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("verdict", verdict)
    table.add_row("reason", escape(check.reason))
    if measures and _ran(check):
        for label, value in _measure_rows(check):
            table.add_row(label, value)
    return table


def _measure_rows(check: EffectCheck) -> list[tuple[str, str]]:
    skipped = check.global_distance is None  # the diff had already decided
    th = check.thresholds
    rows = [
        ("global changed / region changed", f"{check.global_changed} / {check.region_changed}"),
        (
            "whole-frame pHash distance (hash vote)",
            "— (not needed: dense pixel change)"
            if skipped
            else f"{check.global_distance} bits ({'votes' if check.hash_vote else 'no vote'}; "
            f"> {check.hash_change_bits} votes)",
        ),
        (
            "region pHash distance",
            "—" if check.region_distance is None else f"{check.region_distance} bits",
        ),
        ("region box", str(check.region_box) if check.region_box else "— (no point)"),
        (
            "changed pixels (whole frame)",
            f"{check.changed_pixels:,} ({check.changed_fraction:.4%})",
        ),
        (
            "changed pixels (region)",
            f"{check.region_changed_pixels:,} ({check.region_changed_fraction:.4%})",
        ),
        (
            "dense 8x8 windows (whole / region)",
            f"{check.dense_windows} / {check.region_dense_windows}",
        ),
        (
            "16 px blocks with colour shift (whole / region)",
            "— (not needed: dense pixel change)"
            if skipped
            else f"{check.shifted_blocks} / {check.region_shifted_blocks} "
            f"(max {check.max_block_shift:.1f} levels)",
        ),
        ("changed bounding box", str(check.changed_bbox) if check.changed_bbox else "—"),
        ("changed boxes", str(len(check.changed_boxes))),
        (
            "volatile elements masked",
            f"{len(check.volatile_boxes)} ({check.masked_fraction:.2%} of frame)",
        ),
        (
            "transient change",
            f"{check.transient_change}"
            + (f" at {check.transient_box}" if check.transient_box else ""),
        ),
        (
            "thresholds",
            f"luma {th['tolerance']}, colour {th['color_tolerance']}, window "
            f"{th['min_window_pixels']} px, block {th['block_shift_levels']:g} levels, "
            f"hash {th['hash_change_bits']} bits, region {th['region_size']} px",
        ),
    ]
    rows.extend(("note", escape(note)) for note in check.notes)
    return rows
