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

__all__ = ["CACHE_MODES", "CacheMode", "ModePlan", "finish_run", "plan_mode", "replay_status"]

CacheMode = Literal["record", "execute", "auto", "read-only"]
CACHE_MODES: tuple[str, ...] = ("record", "execute", "auto", "read-only")
ReplayStatus = Literal["completed", "needs_agent", "error"]


@dataclass(frozen=True, slots=True)
class ModePlan:
    replay: bool
    record: bool
    write_history: bool
    reason: str
    rerecord_on_handover: bool = False


def plan_mode(mode: str, cache: CacheFile | None, *, force: bool = False) -> ModePlan:
    """What a run in ``mode`` does with ``cache`` (None when there is none)."""
    if mode not in CACHE_MODES:
        raise CacheError(f"unknown cache mode {mode!r}; use one of {', '.join(CACHE_MODES)}")
    usable = cache is not None and (cache.metadata.is_valid or force)
    why_not = (
        "no cache recorded"
        if cache is None
        else f"cache invalid ({cache.metadata.invalidation_reason or 'no reason given'})"
    )
    if mode == "record":
        return ModePlan(False, True, False, "record mode: run the live brain and record")
    if mode == "execute":
        if not usable:
            raise CacheError(f"cannot execute: {why_not}; pass force to replay an invalid cache")
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
    if result.success:
        note = brain.outcome.message if brain is not None and brain.handed_over else ""
        return "completed", note
    return "error", result.error or f"the run ended with {result.termination_reason!r}"


def finish_run(
    store: Store,
    name: str,
    plan: ModePlan,
    result: RunResult,
    brain: CachedBrain | None,
    run_dir: str | Path | None,
) -> CacheFile | None:
    """Write the run's outcome back to ``store`` as ``plan`` allows; return what was stored."""
    stored: CacheFile | None = None
    if plan.write_history and brain is not None:
        outcome = brain.outcome

        def note(cache: CacheFile) -> None:
            cache.record_attempt()
            if outcome.failed_step is not None:
                cache.record_failure(outcome.failed_step, outcome.message, outcome=outcome.status)
            elif result.success:
                cache.record_success()
            else:
                cache.record_failure(
                    len(outcome.verdicts), result.error or result.termination_reason
                )

        stored = store.update(name, note)
    rerecord = plan.rerecord_on_handover and brain is not None and brain.handed_over
    if (plan.record or rerecord) and result.success and run_dir is not None:
        fresh = record_trajectory(result, run_dir, name=name)
        store.put(name, fresh)
        stored = fresh
    return stored
