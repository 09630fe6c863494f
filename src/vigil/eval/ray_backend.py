"""Run a sweep's jobs as Ray actors: the same :class:`~vigil.eval.execute.Worker`, on
whatever nodes the cluster has.

Ray does the placing; Vigil only keeps one job in flight per actor (so each actor's one
Chromium is never shared, and a hung run can be told from a queued one). Each actor launches
Chromium, and the demo shop when a task needs it, on the node it runs on; rows come back as
the very :class:`~vigil.eval.results.RunRow` the local pool returns, and the driver writes
them to the same SQLite file.

``address``: ``"local"`` starts a private Ray instance on this machine (listening on
127.0.0.1 only, no dashboard, no usage stats, a temp dir of its own) and shuts it down
afterwards; ``"auto"`` or ``"HOST:PORT"`` / ``"ray://HOST:PORT"`` joins a running
cluster, which is left running.
Remote nodes need Vigil (with the ``browser`` extra) and Chromium installed.

Before joining, the address Ray will dial is probed with a plain TCP connect: ``ray.init``
against a port nobody answers retries inside Ray's C++ client for minutes, logging
warnings, and Python's signal handlers cannot run meanwhile, so Ctrl-C did nothing. The
probe turns that into :class:`~vigil.errors.BackendUnavailable` within seconds.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from vigil.errors import BackendUnavailable, ConfigError
from vigil.eval.execute import Job, Worker, WorkerSettings, failed_row
from vigil.eval.results import RunRow

__all__ = ["RAY_CONNECT_TIMEOUT_S", "RAY_ENV_DEFAULTS", "check_ray_address", "run_ray", "start_ray"]

log = logging.getLogger(__name__)

#: Set (unless already set) before Ray starts: no usage stats, listeners on 127.0.0.1 only,
#: no auth token written to the home directory.
RAY_ENV_DEFAULTS = {
    "RAY_USAGE_STATS_ENABLED": "0",
    "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",
    "RAY_AUTH_MODE": "disabled",
}

#: Seconds the reachability probe waits for the cluster's port before giving up. A live
#: GCS accepts a connection in milliseconds, even across a WAN.
RAY_CONNECT_TIMEOUT_S = 5.0

#: Ray Client's port when a ``ray://`` address names none.
_RAY_CLIENT_PORT = 10001


class RayWorker:
    """The actor: a :class:`Worker` living in a Ray worker process."""

    def __init__(self, settings: WorkerSettings) -> None:
        logging.basicConfig(level=logging.ERROR)
        self.worker = Worker(settings)

    def run(self, job: Job) -> RunRow:
        return self.worker.run(job)

    def close(self) -> None:
        self.worker.close()


def _ray(address: str | None = None) -> Any:
    """Ray, imported. For ``local`` the environment defaults go in first: Ray reads
    ``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER`` once, at import, and when the reachability check
    imported Ray before :func:`start_ray` set it, a private instance listened on every
    interface (its node address was this host's network address, not 127.0.0.1)."""
    if address == "local":
        for key, value in RAY_ENV_DEFAULTS.items():
            os.environ.setdefault(key, value)
    try:
        import ray
    except ImportError as exc:
        raise BackendUnavailable("--ray needs Ray: pip install 'vigil[ray]'") from exc
    return ray


@contextlib.contextmanager
def _loopback_node() -> Iterator[None]:
    """While a private instance starts: resolve "127.0.0.1" to itself even when Ray was
    imported before the environment said so (an embedding program, a test). Ray turns a
    loopback ``_node_ip_address`` into the host's network address unless its import-time
    flag ``ENABLE_RAY_CLUSTER`` is off; the flag is restored once the node exists."""
    try:
        from ray._private import ray_constants
    except ImportError:  # another Ray layout: the environment variable is all there is
        yield
        return
    previous = ray_constants.ENABLE_RAY_CLUSTER
    ray_constants.ENABLE_RAY_CLUSTER = False
    try:
        yield
    finally:
        ray_constants.ENABLE_RAY_CLUSTER = previous


def _split_host_port(text: str, default_port: int | None) -> tuple[str, int] | None:
    """``host:port`` (or ``[v6]:port``) as a pair; None when it is not one."""
    host, sep, port = text.rpartition(":")
    if not sep or "]" in port:
        host, port = text, ""
    host = host.strip("[]")
    if not port:
        return (host, default_port) if host and default_port is not None else None
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


def _dial_target(address: str) -> tuple[str, int] | None:
    """The host and port ``ray.init(address)`` will connect to; None when it will start a
    local instance instead (``auto`` with ``RAY_ADDRESS=local``).

    Ray's own resolution is used where it exists, because it differs from the text given:
    ``auto`` becomes the running cluster's address, and ``127.0.0.1``/``localhost`` become
    this host's network address (a cluster listening on loopback only is then not
    reachable by Ray, and the probe must fail as Ray would)."""
    env_address = os.environ.get("RAY_ADDRESS", "")
    if address == "auto" and env_address.startswith("ray://"):
        address = env_address  # Ray takes the Ray Client path for this one
    if address.startswith("ray://"):
        target = _split_host_port(address[len("ray://") :], _RAY_CLIENT_PORT)
    else:
        try:
            from ray._private.services import canonicalize_bootstrap_address

            resolved = canonicalize_bootstrap_address(address)
        except ImportError:  # a Ray without this helper: take HOST:PORT as written
            resolved = None if address == "auto" else address
        except ConnectionError:  # "auto" with no cluster running on this host
            # Ray's own text names its CLI's --address flag, which Vigil does not have.
            raise BackendUnavailable(
                f"cannot reach Ray at {address}: no running Ray cluster found on this host "
                "and RAY_ADDRESS is not set (start one with `ray start --head`, or give "
                "HOST:PORT)"
            ) from None
        except ValueError:
            resolved = ""
        if resolved is None:
            return None
        target = _split_host_port(resolved, None)
    if target is None:
        raise ConfigError(
            f"Ray address {address!r} is not one of local, auto, HOST:PORT, ray://HOST[:PORT]"
        )
    return target


def _probe(host: str, port: int, timeout_s: float) -> str | None:
    """Why a TCP connection to ``host:port`` failed, or None when one was accepted.

    The connect runs in a daemon thread: name resolution is not bounded by a socket
    timeout, and a main thread blocked in it could not take Ctrl-C. Waiting on the queue
    can be interrupted, and a resolver stuck past the deadline is simply left behind."""
    outcome: queue.Queue[str | None] = queue.Queue(maxsize=1)

    def connect() -> None:
        try:
            with socket.create_connection((host, port), timeout=timeout_s):
                outcome.put(None)
        except TimeoutError:
            outcome.put(f"no answer within {timeout_s:g} s")
        except socket.gaierror as exc:
            outcome.put(f"cannot resolve {host!r}: {exc.strerror or exc}")
        except OSError as exc:
            outcome.put(exc.strerror or str(exc))

    threading.Thread(target=connect, name="vigil-ray-probe", daemon=True).start()
    try:
        return outcome.get(timeout=timeout_s + 1.0)
    except queue.Empty:
        return f"no answer within {timeout_s:g} s"


def check_ray_address(address: str, timeout_s: float = RAY_CONNECT_TIMEOUT_S) -> None:
    """Raise :class:`BackendUnavailable` unless the cluster at ``address`` takes a TCP
    connection within ``timeout_s``; ``"local"`` needs no check, only Ray installed.

    An accepted connection does not prove a Ray cluster listens there, only that joining
    will not sit in Ray's retry loop for an address nobody answers."""
    _ray(address)  # without Ray installed, that is the error to report, whatever the address
    target = None if address == "local" else _dial_target(address)
    if target is None:
        return
    host, port = target
    reason = _probe(host, port, timeout_s)
    if reason is None:
        return
    dialled = f"{host}:{port}"
    via = "" if address in (dialled, f"ray://{dialled}") else f" (Ray dials {dialled})"
    raise BackendUnavailable(f"cannot reach Ray at {address}{via}: {reason}")


def start_ray(address: str, num_cpus: int, temp_dir: str | None = None) -> bool:
    """Connect to (or for ``"local"``, start) Ray; True when this call started it.

    Joining a cluster is checked with :func:`check_ray_address` first, and a cluster that
    answers but refuses the join is a :class:`BackendUnavailable` too."""
    ray = _ray(address)
    if ray.is_initialized():
        return False
    for key, value in RAY_ENV_DEFAULTS.items():
        os.environ.setdefault(key, value)
    if address == "local":
        with _loopback_node():
            ray.init(
                address="local",
                num_cpus=num_cpus,
                include_dashboard=False,
                # With the env defaults above this keeps every listener (GCS, raylet,
                # workers) on loopback; without it they bind all interfaces.
                _node_ip_address="127.0.0.1",
                _temp_dir=temp_dir or tempfile.mkdtemp(prefix="vray-", dir="/tmp"),
                object_store_memory=200 * 2**20,
                log_to_driver=False,
            )
    else:
        check_ray_address(address)
        try:
            ray.init(address=address, log_to_driver=False)
        except (ConnectionError, RuntimeError) as exc:
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise BackendUnavailable(f"cannot join Ray at {address}: {first}") from exc
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
    ray = _ray(address)
    temp_dir = tempfile.mkdtemp(prefix="vray-", dir="/tmp") if address == "local" else None
    started = start_ray(address, workers or 2, temp_dir)
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
        if temp_dir is not None:  # the session logs of a private instance go with it
            shutil.rmtree(temp_dir, ignore_errors=True)


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
