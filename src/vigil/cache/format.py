"""The trajectory cache file: the reference's 0.3 layout, read and written compatibly.

A cache file is ``{"metadata": ..., "trajectory": [...], "cache_parameters": {...}}``. Each
trajectory entry is a computer-use ``tool_use`` block with the reference's
``visual_representation`` (16 hex digits). Vigil's own evidence rides in one extra key per
entry, ``vigil`` (and one in the metadata), which a reader that does not know it ignores,
so a file Vigil writes stays a valid 0.3 file and a 0.3 file written by another tool loads
here. Older files load too: 0.1/0.2 (``placeholders`` instead of ``cache_parameters``) and
the legacy bare JSON list of ``tool_use`` blocks.

Invalidation follows the reference's rules (:func:`invalidation_reason`); every replay
attempt and every failure lands in the metadata, so a cache explains its own history.
Writes are atomic: a temporary file in the same directory, flushed, then renamed over the
target, so a crash leaves the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import secrets
import stat
import uuid
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from vigil.actions import Action, action_from_tool_use
from vigil.cache.represent import VisualRepresentation
from vigil.errors import CacheError, InvalidAction
from vigil.frames import Hash

__all__ = [
    "CACHE_FORMAT_VERSION",
    "MAX_FAILURES_PER_STEP",
    "MAX_FAILURE_RATE",
    "MIN_ATTEMPTS_FOR_RATE",
    "STALE_AFTER",
    "SUPPORTED_VERSIONS",
    "CacheFailure",
    "CacheFile",
    "CacheMetadata",
    "CachedStep",
    "StepEvidence",
    "VigilCacheInfo",
    "VisualValidationSettings",
    "cache_from_dict",
    "invalidation_reason",
    "load_trajectory",
    "parameter_names",
    "save_trajectory",
    "substitute_parameters",
]

CACHE_FORMAT_VERSION = "0.3"
SUPPORTED_VERSIONS = ("0.1", "0.2", "0.3")

# The reference's invalidation rules.
MAX_FAILURES_PER_STEP = 3
MIN_ATTEMPTS_FOR_RATE = 10
MAX_FAILURE_RATE = 0.5
STALE_AFTER = timedelta(days=30)

_PARAM_RE = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


def _utcnow() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class _Model(BaseModel):
    # Keys another tool adds are kept and written back: a round trip loses nothing.
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class VisualValidationSettings(_Model):
    enabled: bool = True
    method: Literal["phash", "ahash", "none"] = "phash"
    region_size: int = Field(default=100, ge=8)


class CacheFailure(_Model):
    timestamp: datetime
    step_index: int
    error_message: str
    failure_count_at_step: int = 1


class VigilCacheInfo(_Model):
    """Vigil's run-level extras: where to start, on what screen, how replays went."""

    name: str | None = None
    start_url: str | None = None
    start_path: str | None = None  # a bundled demo task's path, resolved at replay
    viewport: list[int] | None = None
    successes: int = 0
    last_outcome: str | None = None
    last_message: str | None = None
    recorded_from: str | None = None
    #: Replays that ended before any step was judged against the screen (the environment
    #: did not start, the page did not load, the user interrupted): counted apart, since
    #: they say nothing about the trajectory (see :meth:`CacheFile.record_aborted`).
    aborted_runs: int = 0
    #: Steps of the recorded run that were not stored, each ``{"recorded_index", "action",
    #: "reason"}`` (a click that had no observed effect while recording would stop every
    #: replay; the run's later steps did the work).
    left_out: list[dict[str, Any]] | None = None
    #: The recorded task's success check (:class:`vigil.success.SuccessCheck` as a dict):
    #: a replay that ran every step is ``completed`` only when it holds on the final page.
    success: dict[str, Any] | None = None

    @field_validator("success")
    @classmethod
    def _success_parses(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value:  # refused when the file is read, not when the replay ends
            from vigil.success import SuccessCheck

            SuccessCheck.from_dict(value, "success")
        return value


class CacheMetadata(_Model):
    version: str = CACHE_FORMAT_VERSION
    created_at: datetime = Field(default_factory=_utcnow)
    goal: str | None = None
    last_executed_at: datetime | None = None
    token_usage: dict[str, Any] | None = None
    execution_attempts: int = 0
    failures: list[CacheFailure] = Field(default_factory=list)
    is_valid: bool = True
    invalidation_reason: str | None = None
    visual_validation: VisualValidationSettings = Field(default_factory=VisualValidationSettings)
    vigil: VigilCacheInfo | None = None


class StepEvidence(_Model):
    """Vigil's per-step extras: the full visual evidence and how to replay the step."""

    representation: dict[str, Any] | None = None
    check_point: list[float] | None = None  # where to validate (a type step has no coordinate)
    optional: bool = False
    reasoning: str = ""
    url: str | None = None
    recorded_index: int | None = None

    # Both are read when the step is replayed, before its check runs: a value that cannot be
    # used is refused when the file is read, naming the step, not found mid-replay.
    @field_validator("representation")
    @classmethod
    def _representation_parses(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value:  # an empty one is no representation, as the replay reads it
            VisualRepresentation.from_dict(value)
        return value

    @field_validator("check_point")
    @classmethod
    def _check_point_is_a_point(cls, value: list[float] | None) -> list[float] | None:
        if value is not None and (len(value) != 2 or not all(math.isfinite(v) for v in value)):
            raise ValueError(f"must be [x, y], two finite numbers, got {value}")
        return value


class CachedStep(_Model):
    id: str = Field(default_factory=lambda: f"toolu_{uuid.uuid4().hex[:24]}")
    name: str = "computer"
    type: str = "tool_use"
    input: dict[str, Any]
    visual_representation: str | None = None
    vigil: StepEvidence | None = None

    @field_validator("visual_representation")
    @classmethod
    def _hash_is_hex(cls, value: str | None) -> str | None:
        """Null or empty is a step recorded without a hash (unverifiable at replay, as the
        reference has it); anything else must be the hash's hex digits."""
        if value:
            try:
                Hash.from_hex(value)
            except ValueError:
                raise ValueError(
                    "must be the region's hash in hex digits "
                    f"(16 for the reference's 64-bit hash), got {value!r}"
                ) from None
        return value

    def action(self, params: Mapping[str, str] | None = None) -> Action:
        """The step as an :class:`Action`, with ``{{name}}`` parameters substituted."""
        inp = substitute_parameters(self.input, params or {})
        reasoning = self.vigil.reasoning if self.vigil is not None else ""
        return action_from_tool_use({"input": inp}, reasoning)

    @property
    def optional(self) -> bool:
        return self.vigil is not None and self.vigil.optional


class CacheFile(_Model):
    metadata: CacheMetadata = Field(default_factory=CacheMetadata)
    trajectory: list[CachedStep] = Field(default_factory=list)
    cache_parameters: dict[str, str] = Field(default_factory=dict)

    @property
    def name(self) -> str | None:
        return self.metadata.vigil.name if self.metadata.vigil is not None else None

    @property
    def info(self) -> VigilCacheInfo:
        """Vigil's metadata extras, created on first use."""
        if self.metadata.vigil is None:
            self.metadata.vigil = VigilCacheInfo()
        return self.metadata.vigil

    def parameter_names(self) -> list[str]:
        """Every ``{{name}}`` the trajectory uses, in order of first use."""
        return parameter_names(step.input for step in self.trajectory)

    def to_dict(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        for step in data["trajectory"]:
            if step.get("vigil") is None:
                step.pop("vigil", None)
        if data["metadata"].get("vigil") is None:
            data["metadata"].pop("vigil", None)
        return data

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    # -- history -------------------------------------------------------------------------
    def record_attempt(self, now: datetime | None = None) -> None:
        self.metadata.execution_attempts += 1
        self.metadata.last_executed_at = now or _utcnow()

    def record_success(self, now: datetime | None = None) -> None:
        self.info.successes += 1
        self.info.last_outcome = "completed"
        self.info.last_message = None
        self.metadata.last_executed_at = now or _utcnow()

    def record_failure(
        self, step_index: int, message: str, now: datetime | None = None, outcome: str = "failed"
    ) -> None:
        """Log a failure at ``step_index`` and apply the invalidation rules."""
        at_step = sum(1 for f in self.metadata.failures if f.step_index == step_index)
        moment = now or _utcnow()
        self.metadata.failures.append(
            CacheFailure(
                timestamp=moment,
                step_index=step_index,
                error_message=message,
                failure_count_at_step=at_step + 1,
            )
        )
        self.info.last_outcome = outcome
        self.info.last_message = message
        reason = invalidation_reason(self.metadata, moment)
        if reason is not None:
            self.invalidate(reason)

    def record_aborted(self, message: str, outcome: str = "aborted") -> None:
        """Note a replay that ended before it judged any cached step against the screen.

        It is neither an attempt nor a failure for the invalidation rules: a mistyped URL,
        a shop that was not running or a Ctrl-C three times over would otherwise invalidate
        a trajectory nothing was wrong with (and, counted as attempts, such runs would
        dilute the failure rate of the replays that did test it). ``last_executed_at`` is
        left alone for the same reason: nothing was executed.
        """
        self.info.aborted_runs += 1
        self.info.last_outcome = outcome
        self.info.last_message = message

    def invalidate(self, reason: str) -> None:
        """Mark the cache invalid (the agent reported failure, or a rule fired)."""
        self.metadata.is_valid = False
        self.metadata.invalidation_reason = reason

    def revalidate(self) -> None:
        self.metadata.is_valid = True
        self.metadata.invalidation_reason = None


def invalidation_reason(metadata: CacheMetadata, now: datetime | None = None) -> str | None:
    """The first invalidation rule that fires, in words, or None.

    A step that failed ``MAX_FAILURES_PER_STEP`` times; a failure rate above
    ``MAX_FAILURE_RATE`` after ``MIN_ATTEMPTS_FOR_RATE`` attempts; ``STALE_AFTER`` without a
    run while failures are on record.
    """
    moment = now or _utcnow()
    counts: dict[int, int] = {}
    for failure in metadata.failures:
        counts[failure.step_index] = counts.get(failure.step_index, 0) + 1
    for step, count in sorted(counts.items()):
        if count >= MAX_FAILURES_PER_STEP:
            return f"step {step} failed {count} times"
    attempts = metadata.execution_attempts
    if attempts >= MIN_ATTEMPTS_FOR_RATE:
        rate = len(metadata.failures) / attempts
        if rate > MAX_FAILURE_RATE:
            return f"failure rate {rate:.0%} over {attempts} attempts"
    if metadata.failures:
        last = metadata.last_executed_at or metadata.created_at
        if last.tzinfo is None:
            last = last.replace(tzinfo=UTC)
        idle = moment - last
        if idle > STALE_AFTER:
            return f"unused for {idle.days} days with {len(metadata.failures)} failures on record"
    return None


# -- parameters ------------------------------------------------------------------------------
def parameter_names(values: Iterable[Any]) -> list[str]:
    seen: dict[str, None] = {}

    def walk(value: Any) -> None:
        if isinstance(value, str):
            for match in _PARAM_RE.finditer(value):
                seen.setdefault(match.group(1), None)
        elif isinstance(value, Mapping):
            for v in value.values():
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)

    for value in values:
        walk(value)
    return list(seen)


def substitute_parameters(value: Any, params: Mapping[str, str]) -> Any:
    """A copy of ``value`` with every ``{{name}}`` replaced; the original is untouched.

    Raises :class:`CacheError` naming every parameter that has no value.
    """
    missing = [n for n in parameter_names([value]) if n not in params]
    if missing:
        raise CacheError(
            f"missing cache parameter(s): {', '.join(missing)} "
            "(pass each as name=value, e.g. --param "
            f"{missing[0]}=...)"
        )

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return _PARAM_RE.sub(lambda m: str(params[m.group(1)]), v)
        if isinstance(v, Mapping):
            return {k: walk(x) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [walk(x) for x in v]
        return v

    return walk(value)


# -- reading and writing ---------------------------------------------------------------------
def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "(top level)"
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    msg = err.get("msg", "invalid")
    if err.get("type") == "value_error" and "error" in err.get("ctx", {}):
        msg = str(err["ctx"]["error"])  # this module's own validators word the whole message
    return f"{where}: {msg}{more}"


def _legacy(blocks: list[Any], where: str) -> CacheFile:
    steps: list[CachedStep] = []
    for i, block in enumerate(blocks):
        if not isinstance(block, Mapping) or not isinstance(block.get("input"), Mapping):
            raise CacheError(f"{where}: legacy cache entry {i} is not a tool_use block")
        try:
            steps.append(CachedStep.model_validate(dict(block)))
        except ValidationError as exc:
            raise CacheError(f"{where}: legacy cache entry {i}: {_first_error(exc)}") from None
    has_hash = any(s.visual_representation for s in steps)
    meta = CacheMetadata(
        visual_validation=VisualValidationSettings(
            enabled=has_hash, method="phash" if has_hash else "none"
        )
    )
    return CacheFile(metadata=meta, trajectory=steps)


def cache_from_dict(data: Any, where: str = "cache") -> CacheFile:
    """Parse a cache from decoded JSON (a 0.1-0.3 object or a legacy bare list)."""
    try:
        return _parse_cache(data, where)
    except RecursionError:
        raise CacheError(f"{where}: a value is nested too deeply to read") from None


def _version(meta: Mapping[str, Any], where: str) -> str:
    """The format version as the string it should be; a JSON number that spells a known one
    (``0.3``, as a hand-edited file may have it) is taken for it."""
    version = meta.get("version")
    if version is None:
        raise CacheError(f"{where}: metadata has no 'version'")
    numeric = isinstance(version, (int, float)) and not isinstance(version, bool)
    if numeric and str(version) in SUPPORTED_VERSIONS:
        return str(version)
    if not isinstance(version, str):
        raise CacheError(
            f"{where}: metadata.version must be a string such as {CACHE_FORMAT_VERSION!r}, "
            f"got {type(version).__name__} {version!r}"
        )
    if version not in SUPPORTED_VERSIONS:
        raise CacheError(
            f"{where}: unsupported cache version {version!r}; this Vigil reads "
            f"{', '.join(SUPPORTED_VERSIONS)}"
        )
    return version


def _parse_cache(data: Any, where: str) -> CacheFile:
    if isinstance(data, list):
        return _legacy(data, where)
    if not isinstance(data, Mapping):
        raise CacheError(
            f"{where}: a cache must be a JSON object or a list, got {type(data).__name__}"
        )
    meta = data.get("metadata")
    if not isinstance(meta, Mapping):
        raise CacheError(f"{where}: no 'metadata' object")
    version = _version(meta, where)
    if not isinstance(data.get("trajectory"), list):
        raise CacheError(f"{where}: 'trajectory' must be a list of tool_use blocks")
    body = dict(data)
    if version != meta["version"]:
        body["metadata"] = {**meta, "version": version}
    if "cache_parameters" not in body and isinstance(body.get("placeholders"), Mapping):
        body["cache_parameters"] = body.pop("placeholders")  # the 0.1/0.2 name
    try:
        cache = CacheFile.model_validate(body)
    except ValidationError as exc:
        raise CacheError(f"{where}: {_first_error(exc)}") from None
    for i, step in enumerate(cache.trajectory):
        try:
            step.action({n: n for n in parameter_names([step.input])})
        except InvalidAction as exc:
            raise CacheError(f"{where}: trajectory step {i}: {exc}") from None
    return cache


def load_trajectory(path: str | Path) -> CacheFile:
    """Read one cache file (0.1-0.3, or a legacy bare list); errors name the problem."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise CacheError(f"no cache file {p}") from None
    except OSError as exc:
        raise CacheError(f"cannot read cache file {p}: {exc}") from None
    if raw.startswith(b"SQLite format 3\x00"):  # a store, whose bytes are "not UTF-8"
        raise CacheError(
            f"{p} is a SQLite database (a trajectory store?), not a cache file: open it as "
            f"a store (--store {p}, TrajectoryStore) or export its caches to JSON files "
            f"(vigil cache export --store {p} --to DIR)"
        )
    try:
        # utf-8-sig: an editor that saved the file with a byte-order mark changed nothing else.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CacheError(
            f"{p}: not UTF-8 text (byte {exc.start}: {exc.reason}); a cache file is JSON "
            "in UTF-8, save it in that encoding"
        ) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CacheError(
            f"{p}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
        ) from None
    except RecursionError:
        raise CacheError(f"{p}: the JSON is nested too deeply to read") from None
    return cache_from_dict(data, str(p))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename.

    The file gets the permissions a plain write would give it: an existing file keeps its
    own, a new one the umask's (``mkstemp`` would make every cache 0600, and a rewrite would
    quietly take a shared store's or an export's read access away from everyone else).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temp_beside(path)
    try:
        with contextlib.suppress(OSError):
            os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _temp_beside(path: Path) -> tuple[int, str]:
    """A new temporary file next to ``path``, opened for writing with mode 0666 less the
    umask (the kernel applies it, so no process-wide umask call is needed)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        tmp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
        try:
            return os.open(tmp, flags, 0o666), str(tmp)
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def save_trajectory(cache_file: CacheFile, path: str | Path) -> Path:
    """Write ``cache_file`` to ``path`` atomically, in the 0.3 layout."""
    if not isinstance(cache_file, CacheFile):
        raise TypeError(
            f"cache_file must be a CacheFile (load_trajectory, cache_from_dict), "
            f"got {type(cache_file).__name__}"
        )
    p = Path(path)
    if p.is_dir():  # os.replace would fail after a temporary file was made beside it
        raise CacheError(f"{p} is a folder: give the cache file's path, such as {p / 'name.json'}")
    cache_file.metadata.version = CACHE_FORMAT_VERSION
    atomic_write(p, cache_file.to_json() + "\n")
    return p
