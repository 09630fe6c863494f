"""Run a sweep's jobs as Ray actors: the same :class:`~vigil.eval.execute.Worker`, on
whatever nodes the cluster has.

Ray does the placing; Vigil only keeps one job in flight per actor (so each actor's one
Chromium is never shared, and a hung run can be told from a queued one). Each actor launches
Chromium, and the demo shop when a task needs it, on the node it runs on; rows come back as
the very :class:`~vigil.eval.results.RunRow` the local pool returns, and the driver writes
them to the same SQLite file.

``address``: ``"local"`` starts a private Ray instance on this machine (loopback only, no
dashboard, no usage stats, a temp dir of its own) and shuts it down afterwards; ``"auto"``
or ``"HOST:PORT"`` / ``"ray://HOST:PORT"`` joins a running cluster, which is left running.
Remote nodes need Vigil (with the ``browser`` extra) and Chromium installed.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from typing import Any

from vigil.errors import BackendUnavailable
from vigil.eval.execute import Job, Worker, WorkerSettings, failed_row
from vigil.eval.results import RunRow

__all__ = ["RAY_ENV_DEFAULTS", "run_ray", "start_ray"]

log = logging.getLogger(__name__)

#: Set (unless already set) before Ray starts: no usage stats, listeners on 127.0.0.1 only,
#: no auth token written to the home directory.
RAY_ENV_DEFAULTS = {
    "RAY_USAGE_STATS_ENABLED": "0",
    "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",
    "RAY_AUTH_MODE": "disabled",
}


class RayWorker:
    """The actor: a :class:`Worker` living in a Ray worker process."""

    def __init__(self, settings: WorkerSettings) -> None:
        logging.basicConfig(level=logging.ERROR)
        self.worker = Worker(settings)

    def run(self, job: Job) -> RunRow:
        return self.worker.run(job)

    def close(self) -> None:
        self.worker.close()


def _ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise BackendUnavailable("--ray needs Ray: pip install 'vigil[ray]'") from exc
    return ray


def start_ray(address: str, num_cpus: int, temp_dir: str | None = None) -> bool:
    """Connect to (or for ``"local"``, start) Ray; True when this call started it."""
    ray = _ray()
    if ray.is_initialized():
        return False
    for key, value in RAY_ENV_DEFAULTS.items():
        os.environ.setdefault(key, value)
    if address == "local":
        ray.init(
            address="local",
            num_cpus=num_cpus,
            include_dashboard=False,
            _temp_dir=temp_dir or tempfile.mkdtemp(prefix="vray-", dir="/tmp"),
            object_store_memory=200 * 2**20,
            log_to_driver=False,
        )
    else:
        ray.init(address=address, log_to_driver=False)
    return True


def run_ray(
    jobs: Sequence[Job],
    address: str,
    workers: int | None,
    settings: WorkerSettings,
    on_row: Callable[[RunRow], None],
    on_start: Callable[[Job], None] | None = None,
) -> None:
    """Run ``jobs`` on Ray actors (``workers`` of them, default: the cluster's CPUs)."""
    if not jobs:
        return
    ray = _ray()
    started = start_ray(address, workers or 2)
    remote_cls = ray.remote(num_cpus=1, max_restarts=0, max_concurrency=1)(RayWorker)
    actors: list[Any] = []
    try:
        n = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
        actors = [remote_cls.remote(settings) for _ in range(min(n, len(jobs)))]
        _drive(ray, remote_cls, actors, list(jobs), settings, on_row, on_start)
    finally:
        for actor in actors:
            try:
                ray.get(actor.close.remote(), timeout=20)
            except Exception as exc:
                log.debug("closing an actor: %s", exc)
            ray.kill(actor)
        if started:
            ray.shutdown()


def _drive(
    ray: Any,
    remote_cls: Any,
    actors: list[Any],
    pending: list[Job],
    settings: WorkerSettings,
    on_row: Callable[[RunRow], None],
    on_start: Callable[[Job], None] | None,
) -> None:
    """One job in flight per actor; replace an actor that died or hung."""
    pending.reverse()
    in_flight: dict[Any, tuple[int, Job, float]] = {}
    idle = list(range(len(actors)))
    while pending or in_flight:
        while idle and pending:
            i, job = idle.pop(), pending.pop()
            in_flight[actors[i].run.remote(job)] = (i, job, time.monotonic())
            if on_start is not None:
                on_start(job)
        ready, _ = ray.wait(list(in_flight), num_returns=1, timeout=1.0)
        for ref in ready:
            i, job, t0 = in_flight.pop(ref)
            try:
                row = ray.get(ref)
            except Exception as exc:  # the actor died (RayActorError) or the call failed
                row = failed_row(
                    job, "crash", f"Ray worker failed: {exc}"[:2000], time.monotonic() - t0
                )
                ray.kill(actors[i])
                actors[i] = remote_cls.remote(settings)
            on_row(row)
            idle.append(i)
        now = time.monotonic()
        for ref, (i, job, t0) in list(in_flight.items()):
            if now - t0 > job.hard_timeout_s:
                log.warning("killing Ray actor for %s after %.0f s", job.key, now - t0)
                del in_flight[ref]
                ray.kill(actors[i])
                actors[i] = remote_cls.remote(settings)
                on_row(
                    failed_row(
                        job, "timeout", f"no result after {now - t0:.0f} s: actor killed", now - t0
                    )
                )
                idle.append(i)
