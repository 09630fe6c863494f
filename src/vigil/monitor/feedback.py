"""The words the Monitor hands the model after a step.

The first line keeps the reference's shape exactly — ``<what was done> (<screen changed | no
visible change>)``, then, joined with ``"; "``, the verifier's ``WARNING: high-risk action had
no observed effect (<reason>)`` — because agents and their prompts already look for it. Loop
nudges, recovery suggestions and unmet expectations follow on lines of their own, so the
first line can be matched verbatim.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vigil.actions import OFF_SCREEN_PX, Action, ActionType

__all__ = ["compose_feedback", "describe_action", "recovery_suggestion"]


def describe_action(action: Action) -> str:
    """A short past-tense account of an action for the feedback line."""
    p = action.params
    pt = action.point
    at = f" at ({_coord(pt[0])}, {_coord(pt[1])})" if pt is not None else ""
    kind = action.action_type
    if kind is ActionType.CLICK:
        button = p.get("button", "left")
        clicks = int(p.get("clicks", 1) or 1)
        what = {1: "clicked", 2: "double-clicked", 3: "triple-clicked"}.get(clicks, "clicked")
        return f"{what}{'' if button == 'left' else f' ({button} button)'}{at}"
    if kind is ActionType.DOUBLE_CLICK:
        return f"double-clicked{at}"
    if kind is ActionType.TYPE:
        text = str(p.get("text", ""))
        shown = text if len(text) <= 40 else text[:37] + "..."
        return f"typed {shown!r}{at}"
    if kind is ActionType.KEY_PRESS:
        return f"pressed {p.get('keys', '')}{at}"
    if kind is ActionType.SCROLL:
        return f"scrolled {p.get('direction', 'down')} by {p.get('amount', 3)}{at}"
    if kind is ActionType.DRAG:
        return (
            f"dragged from ({_coord(p.get('x'))}, {_coord(p.get('y'))}) "
            f"to ({_coord(p.get('to_x'))}, {_coord(p.get('to_y'))})"
        )
    if kind is ActionType.MOVE:
        return f"moved the pointer{at}"
    if kind is ActionType.WAIT:
        return f"waited {float(p.get('seconds', 1.0)):.1f} s"
    return "declared done"


def _coord(value: object) -> str:
    """A coordinate in whole pixels, as every point in the feedback is shown (a model reads
    ``(104, 132)`` more easily than Playwright's fractional ``103.5234375``)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        if abs(value) >= OFF_SCREEN_PX:  # 1e308 in whole pixels: 309 digits in the prompt
            return f"{float(value):.3g}"
        return f"{float(value):.0f}"
    return str(value)


def recovery_suggestion(action: Action) -> str:
    """A different action class to try after ``action`` (high-risk) had no effect."""
    if action.action_type is ActionType.KEY_PRESS:
        return (
            "Recovery: pressing Return did nothing. Click the submit button itself instead, "
            "or make sure the right field has focus first."
        )
    return (
        "Recovery: clicking this control does nothing. Try a different kind of action: "
        "dismiss whatever may cover the page (a cookie banner, a dialog: accept or close it), "
        "press Return to submit the form, or press Tab to reach the next field."
    )


def compose_feedback(
    action: Action,
    changed: bool,
    warning: str | None,
    extra_lines: Sequence[str] = (),
    *,
    unseen: str | None = None,
) -> str:
    """The feedback text for one acted step: the seed's first line, then any extra lines.
    ``unseen`` replaces "screen changed" / "no visible change" when the step could not be
    seen at all (a screenshot missing, a point off the screen): "no visible change" would
    tell the model something nobody looked at."""
    seen = unseen or ("screen changed" if changed else "no visible change")
    first = f"{describe_action(action)} ({seen})"
    if warning:
        first = f"{first}; {warning}"
    return "\n".join([first, *extra_lines])
