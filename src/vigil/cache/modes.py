"""Cache modes: when to replay, when to record, and what a run writes back.

* ``record`` — run the live brain; store the trajectory if the run succeeded.
* ``execute`` — replay the cache (refused when it is missing, or invalid unless forced);
  attempts and failures are written back.
* ``auto`` — replay when a valid cache exists, else run the live brain and record; a replay
  that handed over to the live brain and then succeeded is recorded afresh.
* ``read-only`` — replay when a valid cache exists and fall back to the live brain, but never
  write anything (a frozen cache shared by many runs).

:func:`plan_mode` decides before the run; :func:`finish_run` writes after it, through the
store's transactional ``update`` so concurrent replays of one cache lose no attempt.

Only a replay that tested the trajectory is evidence about it. A run that ended before any
cached step was judged against the screen (the environment did not start, the start page
did not load), one the user interrupted, and one the machine failed under (a screenshot, a
check's own code) are not recorded as failures: three mistyped ``--url`` would otherwise
invalidate a sound cache. :func:`uncounted_reason` says which runs those are; they are
noted in the cache (:meth:`~vigil.cache.format.CacheFile.record_aborted`) without counting
toward invalidation. Validation stops, steps without their effect and replayed actions
that errored are failures as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from vigil.brains.cached import CachedBrain
from vigil.cache.format import CacheFile
from vigil.cache.record import record_trajectory
from vigil.cache.store import Store
from vigil.errors import CacheError
from vigil.runner import RunResult

__all__ = [
    "CACHE_MODES",
    "CacheMode",
    "ModePlan",
    "finish_run",
    "plan_mode",
    "replay_status",
    "uncounted_reason",
    "unusable_reason",
]

CacheMode = Literal["record", "execute", "auto", "read-only"]
CACHE_MODES: tuple[str, ...] = ("record", "execute", "auto", "read-only")
ReplayStatus = Literal["completed", "needs_agent", "error"]

#: The runner's stage in which an error is the replayed step's own failure (the action
#: errored: the reference's rule). An error in any other stage (starting the environment,
#: a screenshot, Vigil's checks, writing the run's files) is the machine's.
_TRAJECTORY_ERROR_STAGES = frozenset({"act"})


@dataclass(frozen=True, slots=True)
class ModePlan:
    replay: bool
    record: bool
    write_history: bool
    reason: str
    rerecord_on_handover: bool = False


def unusable_reason(cache: CacheFile | None) -> str:
    """Why ``cache`` is not replayed unless forced, as the plans and refusals word it."""
    if cache is None:
        return "no cache recorded"
    return f"cache invalid ({cache.metadata.invalidation_reason or 'no reason given'})"


def plan_mode(mode: str, cache: CacheFile | None, *, force: bool = False) -> ModePlan:
    """What a run in ``mode`` does with ``cache`` (None when there is none)."""
    if mode not in CACHE_MODES:
        raise CacheError(f"unknown cache mode {mode!r}; use one of {', '.join(CACHE_MODES)}")
    usable = cache is not None and (cache.metadata.is_valid or force)
    why_not = unusable_reason(cache)
    if mode == "record":
        return ModePlan(False, True, False, "record mode: run the live brain and record")
    if mode == "execute":
        if not usable:
            raise CacheError(
                f"cannot execute: {why_not}; pass --force (force=True) to replay an invalid cache"
            )
        return ModePlan(True, False, True, "execute mode: replay the cache")
    if mode == "auto":
        if usable:
            return ModePlan(True, False, True, "auto mode: a valid cache exists, replay it", True)
        return ModePlan(False, True, False, f"auto mode: {why_not}, run the live brain and record")
    if usable:
        return ModePlan(True, False, False, "read-only mode: replay, fall back, write nothing")
    return ModePlan(False, False, False, f"read-only mode: {why_not}, run the live brain only")


def replay_status(result: RunResult, brain: CachedBrain | None) -> tuple[ReplayStatus, str]:
    """``completed`` / ``needs_agent`` / ``error`` and the message, for the CLI and reports."""
    if brain is not None and brain.outcome.status == "needs_agent":
        return "needs_agent", brain.outcome.message
    if result.termination_reason == "needs_agent":
        return "needs_agent", result.error or ""
    if result.success and result.achieved is False:
        return "error", _not_achieved(result)
    if result.success:
        note = brain.outcome.message if brain is not None and brain.handed_over else ""
        return "completed", note
    return "error", result.error or f"the run ended with {result.termination_reason!r}"


def _not_achieved(result: RunResult) -> str:
    return (
        "every step ran and the run declared done, but the task's success check failed "
        f"({result.achieved_detail}): the replay did not reach the recorded goal"
    )


def uncounted_reason(result: RunResult, brain: CachedBrain | None) -> str | None:
    """Why this replay is no evidence about its trajectory, or None when it is.

    Evidence: a step the replay stopped at (validation stop, unverifiable, no effect) —
    even if an interrupt came after it —, a success, a run that went on without finishing
    (``max_steps``, a loop: the trajectory did not reach the goal) and a replayed action
    that errored. Not evidence: an interrupt, a run that never reached a step's validation,
    and an error in a stage that is the machine's.
    """
    outcome = brain.outcome if brain is not None else None
    if outcome is not None and outcome.failed_step is not None:
        return None
    if result.success:
        return None
    if result.interrupted or result.termination_reason == "interrupted":
        return f"interrupted during {result.error_stage or 'the run'}"
    if result.termination_reason != "error":
        return None
    if outcome is None or not outcome.verdicts:
        return f"the run never reached a step (it failed in stage {result.error_stage!r})"
    if result.error_stage not in _TRAJECTORY_ERROR_STAGES:
        return f"the machine failed in stage {result.error_stage!r}, not a replayed step"
    return None


def finish_run(
    store: Store,
    name: str,
    plan: ModePlan,
    result: RunResult,
    brain: CachedBrain | None,
    run_dir: str | Path | None,
) -> CacheFile | None:
    """Write the run's outcome back to ``store`` as ``plan`` allows; return what was stored.

    A run :func:`uncounted_reason` names is noted apart (``aborted_runs``, last outcome)
    and counts neither as an attempt nor as a failure.
    """
    stored: CacheFile | None = None
    if plan.write_history and brain is not None:
        outcome = brain.outcome
        uncounted = uncounted_reason(result, brain)

        def note(cache: CacheFile) -> None:
            if uncounted is not None:
                outcome_word = "interrupted" if result.interrupted else "aborted"
                error = (result.error or "").strip().splitlines()
                detail = f": {error[0]}" if error and not result.interrupted else ""
                cache.record_aborted(f"not counted, {uncounted}{detail}", outcome_word)
                return
            cache.record_attempt()
            if outcome.failed_step is not None:
                cache.record_failure(outcome.failed_step, outcome.message, outcome=outcome.status)
            elif result.success and result.achieved is False:
                cache.record_failure(len(outcome.verdicts), _not_achieved(result))
            elif result.success:
                cache.record_success()
            else:
                # An action that errored failed at its own step (its verdict is the last);
                # a run that went on past the trajectory failed after its last step.
                errored = result.error_stage in _TRAJECTORY_ERROR_STAGES and outcome.verdicts
                at = outcome.verdicts[-1].step if errored else len(outcome.verdicts)
                cache.record_failure(at, result.error or result.termination_reason)

        stored = store.update(name, note)
    rerecord = plan.rerecord_on_handover and brain is not None and brain.handed_over
    reached = result.success and result.achieved is not False
    if (plan.record or rerecord) and reached and run_dir is not None:
        fresh = record_trajectory(result, run_dir, name=name)
        store.put(name, fresh)
        stored = fresh
    return stored
