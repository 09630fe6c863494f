"""Turn a finished run into a cache: the executed steps, each with what its target looked like.

The runner keeps the pre-action frame of every step in the run directory
(``frames/NNN-pre.jpg``: taken right before the action, after the pointer reached the target
for verified clicks), so recording reads the very frame each action was aimed at. Steps
that were validated at replay are the ones whose target can move: clicks of every button,
double and triple clicks, drags (at their start), typing (at the field clicked last, since a
``type`` step has no coordinate) and key presses aimed at an element (their own coordinate,
or the field clicked last). Scrolls, waits and plain key presses replay unvalidated.

Parameters: a value given in ``parameters={"email": "dana@example.com"}`` is replaced by
``{{email}}`` wherever it appears in a step's input; ``{{name}}`` already written into an
input (a script that used one) is kept. Both land in ``cache_parameters``.

Steps the recording run itself saw do nothing (``action_effect_observed is False``: a click
swallowed by a consent layer, a submit whose error flashed and vanished) are left out. The
replay stops on a step without its effect, so storing one would make the cache stop at it
every time, and the run's later steps are what did the work (accept the cookies, fill the
form, click again). Each one left out is listed in ``metadata.vigil.left_out`` with why.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from vigil.actions import Action, ActionType, action_to_tool_use
from vigil.cache.format import (
    CachedStep,
    CacheFile,
    CacheMetadata,
    StepEvidence,
    VigilCacheInfo,
    VisualValidationSettings,
    parameter_names,
)
from vigil.cache.represent import DEFAULT_REGION_SIZE, VisualMethod, capture_representation
from vigil.errors import CacheError
from vigil.frames import Frame, as_frame
from vigil.ocr.base import OcrEngine
from vigil.runner import RunResult, TrajectoryStep

__all__ = ["NO_EFFECT_REASON", "parameterize", "record_trajectory", "validation_point"]

log = logging.getLogger(__name__)

_VALIDATED = frozenset({ActionType.CLICK, ActionType.DOUBLE_CLICK, ActionType.DRAG})

NO_EFFECT_REASON = "no observed effect while recording"


def validation_point(
    action: Action, last_click: tuple[float, float] | None
) -> tuple[float, float] | None:
    """Where a step's target is checked: its own point, or the field clicked last."""
    if action.action_type in _VALIDATED:
        return action.point
    if action.action_type in (ActionType.TYPE, ActionType.KEY_PRESS):
        return action.point or last_click
    return None


def parameterize(value: Any, parameters: Mapping[str, str]) -> Any:
    """A copy of ``value`` with each parameter's value replaced by ``{{name}}``.

    Longer values are replaced first, so ``"Dana Whitfield"`` wins over ``"Dana"``.
    """
    ordered = sorted((val for val in parameters.values() if val), key=lambda v: -len(v))
    if not ordered:
        return value
    by_value = {val: name for name, val in parameters.items() if val}
    # One pass over the text: an inserted {{name}} is never searched again, so a value that
    # happens to occur in another parameter's name cannot corrupt it.
    pattern = re.compile("|".join(re.escape(v) for v in ordered))

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return pattern.sub(lambda m: "{{" + by_value[m.group(0)] + "}}", v)
        if isinstance(v, Mapping):
            return {k: walk(x) for k, x in v.items()}
        if isinstance(v, list):
            return [walk(x) for x in v]
        return v

    return walk(value)


def _executed(step: TrajectoryStep, run_dir: Path | None) -> bool:
    """A step that acted on the screen (not DONE, not refused, not failed)."""
    if step.action.action_type is ActionType.DONE or step.error or step.vetoed:
        return False
    # A step refused before acting (a brain error) has no pre-action frame.
    return run_dir is None or "pre" in step.frames


def _ineffective(step: TrajectoryStep) -> bool:
    """The recording run checked this step's effect and saw none."""
    return step.action_effect_observed is False


def _pre_frame(step: TrajectoryStep, run_dir: Path | None) -> Frame | None:
    if run_dir is None:
        return None
    name = step.frames.get("pre") or f"frames/{step.index:03d}-pre.jpg"
    path = run_dir / name
    if not path.is_file():
        return None
    return as_frame(path)


def _represent(
    step: Any,
    rdir: Path | None,
    point: tuple[float, float],
    method: VisualMethod,
    region_size: int,
    ocr: OcrEngine | None,
) -> Any:
    """The step's region evidence from its recorded pre-action frame (which must exist: a
    cache that cannot check its own steps would replay blind)."""
    frame = _pre_frame(step, rdir)
    if frame is None:
        raise CacheError(
            f"no pre-action frame for step {step.index} ({step.action}) in {rdir}: "
            "record from a run with record_dir set"
        )
    return capture_representation(frame, point, method, region_size, ocr=ocr)


def _cached_step(
    step: Any,
    point: tuple[float, float] | None,
    representation: Any,
    params: Mapping[str, str],
    optional: bool,
) -> CachedStep:
    """One trajectory entry: the tool_use input (parameterised) and Vigil's evidence."""
    action = step.action
    block = action_to_tool_use(
        Action(
            action.action_type,
            {k: v for k, v in action.params.items() if k != "visual_representation"},
        )
    )
    inp = parameterize(block["input"], params) if params else block["input"]
    return CachedStep(
        input=inp,
        visual_representation=(representation.hex or None) if representation else None,
        vigil=StepEvidence(
            representation=representation.to_dict() if representation else None,
            check_point=[point[0], point[1]] if point is not None else None,
            optional=optional,
            reasoning=action.reasoning,
            url=step.url,
            recorded_index=step.index,
        ),
    )


def _metadata(
    result: RunResult, name: str | None, goal: str | None, method: VisualMethod, region_size: int
) -> CacheMetadata:
    task = result.task or {}
    return CacheMetadata(
        goal=goal or task.get("goal"),
        visual_validation=VisualValidationSettings(
            enabled=method != "none", method=method, region_size=region_size
        ),
        vigil=VigilCacheInfo(
            name=name or task.get("name"),
            start_url=task.get("start_url"),
            viewport=list(result.screen_size) if result.screen_size else None,
            recorded_from=result.run_id or None,
        ),
    )


def record_trajectory(
    result: RunResult,
    run_dir: str | Path | None,
    *,
    name: str | None = None,
    goal: str | None = None,
    method: VisualMethod = "phash",
    region_size: int = DEFAULT_REGION_SIZE,
    parameters: Mapping[str, str] | None = None,
    parameter_descriptions: Mapping[str, str] | None = None,
    optional_steps: Iterable[int] = (),
    allow_unsuccessful: bool = False,
    ocr: OcrEngine | None = None,
    keep_ineffective: bool = False,
) -> CacheFile:
    """Build a :class:`CacheFile` from ``result`` and the frames in ``run_dir``.

    ``optional_steps`` are indices *in the recorded trajectory* (after DONE and refused
    steps are dropped) of steps that may be skipped at replay (a consent banner that does
    not always appear). A validated step whose pre-action frame is missing is an error:
    a cache that cannot check its own steps would replay blind. With ``ocr`` each validated
    region's text is recorded too.

    A step whose effect the run observed to be nothing is left out (listed in
    ``metadata.vigil.left_out``) unless ``keep_ineffective``: replayed, it would stop the
    replay at that step every time.
    """
    if not result.success and not allow_unsuccessful:
        raise CacheError(
            f"the run ended with {result.termination_reason!r}, not a success: only a "
            "successful run is recorded (pass allow_unsuccessful=True to force)"
        )
    rdir = Path(run_dir) if run_dir is not None else None
    params = dict(parameters or {})
    optional = set(optional_steps)
    steps: list[CachedStep] = []
    last_click: tuple[float, float] | None = None
    left_out: list[dict[str, Any]] = []
    for step in result.steps:
        if not _executed(step, rdir):
            continue
        if not keep_ineffective and _ineffective(step):
            # Not the field clicked last either: the replay never makes this click.
            left_out.append(
                {
                    "recorded_index": step.index,
                    "action": str(step.action),
                    "reason": NO_EFFECT_REASON,
                }
            )
            continue
        point = validation_point(step.action, last_click)
        representation = None
        if point is not None and method != "none":
            representation = _represent(step, rdir, point, method, region_size, ocr)
        steps.append(_cached_step(step, point, representation, params, len(steps) in optional))
        if step.action.action_type in (ActionType.CLICK, ActionType.DOUBLE_CLICK):
            last_click = step.action.point
    if not steps:
        why = f" ({len(left_out)} had no observed effect)" if left_out else ""
        raise CacheError(f"the run has no executed steps to record{why}")
    unknown = optional - set(range(len(steps)))
    if unknown:
        raise CacheError(f"optional step(s) {sorted(unknown)} are not in the {len(steps)} steps")
    names = parameter_names(s.input for s in steps)
    descriptions = dict(parameter_descriptions or {})
    meta = _metadata(result, name, goal, method, region_size)
    if left_out:
        assert meta.vigil is not None
        meta.vigil.left_out = left_out
    return CacheFile(
        metadata=meta,
        trajectory=steps,
        cache_parameters={n: descriptions.get(n, f"value for {{{{{n}}}}}") for n in names},
    )
