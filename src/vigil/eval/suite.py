"""Evaluation suites: which tasks to run, with which brain, and how to tell they succeeded.

A suite is a YAML file::

    name: lab
    description: small single-page tasks with traps
    defaults:            # optional; every task inherits these
      brain: scripted    # or {kind: openai, model: NAME, base_url: URL}
      max_steps: 20
      timeout_s: 120
    tasks:
      - file: lab/form_overlay.json        # a scripted task file, relative to the suite
      - name: search
        start_url: http://127.0.0.1:8000/search.html   # or start_path: on the demo shop
        instruction: Find the blue mug
        brain: {kind: openai, model: qwen2.5-vl}
        success: {url: "/product.html*", text: "Blue mug"}

A task's ``success`` defaults to the ``success`` block of its task file. A task with a
``start_path`` (its own or its file's) runs against the demo shop, which each worker serves
itself, so a suite runs unchanged on a Ray cluster. Every mistake is a
:class:`~vigil.errors.ConfigError` that names the file, the line and the key: a typo in a
suite must not turn into a sweep that silently measures something else.

``demo`` and ``lab`` name the bundled suites (:func:`bundled_suites`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from vigil.brains.scripted import load_task_file
from vigil.envs.base import is_absolute_url
from vigil.errors import ConfigError
from vigil.success import SuccessCheck

__all__ = [
    "BrainSpec",
    "Suite",
    "TaskSpec",
    "bundled_suites",
    "load_suite",
    "parse_suite",
    "suites_dir",
]

_SUITE_KEYS = ("name", "description", "defaults", "tasks")
_DEFAULT_KEYS = ("brain", "max_steps", "timeout_s", "viewport")
_TASK_KEYS = (
    "name",
    "file",
    "start_url",
    "start_path",
    "instruction",
    "brain",
    "success",
    "max_steps",
    "timeout_s",
    "viewport",
)
_BRAIN_KINDS = ("scripted", "openai")


def suites_dir() -> Path:
    """Where the bundled suites (and the lab's task files) live."""
    return Path(__file__).resolve().parent / "suites"


def bundled_suites() -> dict[str, Path]:
    """Bundled suite names → files."""
    return {p.stem: p for p in sorted(suites_dir().glob("*.yaml"))}


@dataclass(frozen=True, slots=True)
class BrainSpec:
    """Which brain a task runs with. ``scripted`` follows the task file's script;
    ``openai`` asks a model on an OpenAI-compatible server (``base_url``/``api_key`` fall
    back to what the CLI read from ``VIGIL_BRAIN_*`` at the edge)."""

    kind: str = "scripted"
    model: str | None = None
    base_url: str | None = None

    def label(self) -> str:
        return self.kind if self.kind == "scripted" else f"openai:{self.model}"


@dataclass(frozen=True, slots=True)
class TaskSpec:
    """One task of a suite, everything a worker needs (picklable, no open resources)."""

    name: str
    goal: str
    brain: BrainSpec
    success: SuccessCheck | None
    file: str | None = None
    start_url: str | None = None
    start_path: str | None = None
    max_steps: int = 20
    timeout_s: float = 120.0
    viewport: tuple[int, int] = (1280, 800)
    line: int = 0

    @property
    def needs_demo(self) -> bool:
        return self.start_url is None and self.start_path is not None


@dataclass(frozen=True, slots=True)
class Suite:
    name: str
    tasks: tuple[TaskSpec, ...]
    description: str = ""
    path: Path | None = None

    def task(self, name: str) -> TaskSpec:
        for t in self.tasks:
            if t.name == name:
                return t
        raise KeyError(name)

    @property
    def needs_demo(self) -> bool:
        return any(t.needs_demo for t in self.tasks)


# -- YAML with line numbers ------------------------------------------------------------------
class _Map(dict[str, Any]):
    """A mapping that remembers the line it started on and the line of each key."""

    line: int = 0
    key_lines: dict[str, int]


class _DuplicateKey(yaml.YAMLError):
    """A mapping names a key twice; ``line`` is the second one's."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


class _LineLoader(yaml.SafeLoader):
    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        """Refuses a key given twice in one mapping: YAML would keep the last silently, so
        a second ``success:`` under a task replaced the first without a word."""
        seen: dict[str, int] = {}
        for key_node, _ in node.value:
            key = str(getattr(key_node, "value", key_node))
            line = key_node.start_mark.line + 1
            if key in seen:
                first = f" (first on line {seen[key]})" if seen[key] != line else ""
                raise _DuplicateKey(line, f"key {key!r} given twice{first}")
            seen[key] = line
        plain = super().construct_mapping(node, deep=deep)
        out = _Map({str(k): v for k, v in plain.items()})
        out.line = node.start_mark.line + 1
        out.key_lines = {
            str(k.value): k.start_mark.line + 1 for k, _ in node.value if hasattr(k, "value")
        }
        return out


_LineLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
    lambda loader, node: loader.construct_mapping(node, deep=True),  # type: ignore[arg-type]
)


class _Where:
    """Builds ``file:line: path`` prefixes for error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def at(self, data: Any, path: str, key: str | None = None) -> str:
        line = 0
        if isinstance(data, _Map):
            line = data.key_lines.get(key, data.line) if key else data.line
        spot = f"{self.source}:{line}" if line else self.source
        return f"{spot}: {path}"

    def fail(self, data: Any, path: str, message: str, key: str | None = None) -> ConfigError:
        return ConfigError(f"{self.at(data, path, key)}: {message}")


def _check_keys(
    where: _Where, data: Mapping[str, Any], allowed: tuple[str, ...], path: str
) -> None:
    for key in data:
        if key not in allowed:
            raise where.fail(
                data, path, f"unknown key {key!r}; known keys: {', '.join(allowed)}", str(key)
            )


# -- parsing ---------------------------------------------------------------------------------
def _brain(where: _Where, raw: Any, path: str, parent: Any) -> BrainSpec:
    spot: Any = raw if isinstance(raw, _Map) else parent  # a string has no line of its own
    if isinstance(raw, str):
        kind_text, _, model_text = raw.partition(":")
        raw = {"kind": kind_text, "model": model_text or None}
    if not isinstance(raw, Mapping):
        raise where.fail(parent, path, "must be 'scripted', 'openai:MODEL' or a mapping", "brain")
    _check_keys(where, raw, ("kind", "model", "base_url"), path)
    kind = raw.get("kind", "scripted")
    if kind not in _BRAIN_KINDS:
        raise where.fail(
            spot,
            f"{path}.kind",
            f"must be one of {', '.join(_BRAIN_KINDS)}, got {kind!r}",
            "kind" if spot is raw else "brain",
        )
    model = raw.get("model")
    if kind == "openai" and not model:
        raise where.fail(
            spot, path, "an openai brain needs a model", None if spot is raw else "brain"
        )
    base_url = raw.get("base_url")
    return BrainSpec(kind, str(model) if model else None, str(base_url) if base_url else None)


def _positive(
    where: _Where,
    data: Mapping[str, Any],
    key: str,
    path: str,
    default: Any,
    spot: Any,
    *,
    integer: bool = False,
) -> Any:
    """A positive, finite number (an integer when ``integer``). ``timeout_s: .inf`` or
    ``.nan`` passed before and disabled the deadline and the driver's kill alike, so a hung
    run hung the sweep; ``max_steps: 2.5`` was cut to 2 without a word."""
    value = data.get(key, default)
    kind = "integer" if integer else "number"
    if (
        isinstance(value, bool)
        or not isinstance(value, int if integer else (int, float))
        or not math.isfinite(value)
        or value <= 0
    ):
        raise where.fail(spot, f"{path}.{key}", f"must be a positive {kind}, got {value!r}", key)
    return value


def _viewport(
    where: _Where, data: Mapping[str, Any], path: str, default: Any, spot: Any
) -> tuple[int, int]:
    """``[width, height]`` in positive pixels: ``[0, -5]`` passed before and every run of
    the task then failed in the browser instead of the suite failing to load."""
    vp = data.get("viewport", default)
    if not (
        isinstance(vp, (list, tuple))
        and len(vp) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in vp)
    ):
        raise where.fail(
            spot,
            f"{path}.viewport",
            f"must be [width, height] in positive pixels, got {vp!r}",
            "viewport",
        )
    return int(vp[0]), int(vp[1])


def _start_url(where: _Where, raw: Any, path: str, url: Any) -> str | None:
    """An absolute URL the browser can load, or an error now: ``start_url: shop.html``
    passed before and every run of the task ended as an ``error`` row."""
    if url is None:
        return None
    if not is_absolute_url(str(url)):  # the rule `vigil run --url` applies
        raise where.fail(
            raw,
            f"{path}.start_url",
            f"must be an absolute URL such as http://127.0.0.1:8000/shop.html, got {url!r} "
            "(a page on the demo shop is a start_path)",
            "start_url",
        )
    return str(url)


def _task(
    where: _Where, raw: Any, index: int, defaults: Mapping[str, Any], base: Path | None
) -> TaskSpec:
    path = f"tasks[{index}]"
    if not isinstance(raw, Mapping):
        raise where.fail(raw, path, f"a task must be a mapping, got {type(raw).__name__}")
    _check_keys(where, raw, _TASK_KEYS, path)
    merged = {**defaults, **raw}
    brain = _brain(where, merged.get("brain", "scripted"), f"{path}.brain", raw)
    file_data: dict[str, Any] = {}
    file_ref = raw.get("file")
    if file_ref is not None:
        file_path = Path(str(file_ref))
        if not file_path.is_absolute() and base is not None:
            file_path = base / file_path
        if not file_path.is_file():
            raise where.fail(raw, f"{path}.file", f"no task file {file_path}", "file")
        try:
            scripted = load_task_file(file_path)
            file_data = yaml.safe_load(file_path.read_text(encoding="utf-8")) or {}
        except ConfigError as exc:
            raise where.fail(raw, f"{path}.file", str(exc), "file") from None
        file_ref = str(file_path)
        name = str(raw.get("name") or scripted.name)
        goal = str(raw.get("instruction") or scripted.goal)
        # A start given in the suite replaces the file's, whichever form each one has.
        own_start = "start_url" in raw or "start_path" in raw
        start_path = raw.get("start_path") if own_start else scripted.start_path
        start_url = raw.get("start_url") if own_start else scripted.start_url
        file_defaults = {
            "max_steps": scripted.max_steps or merged.get("max_steps", 20),
            "viewport": list(scripted.viewport) if scripted.viewport else None,
        }
    else:
        if brain.kind == "scripted":
            raise where.fail(raw, path, "a scripted brain needs a task 'file' with its steps")
        if not raw.get("instruction"):
            raise where.fail(raw, path, "needs an 'instruction' (or a task 'file')")
        name = str(raw.get("name") or f"task{index}")
        goal = str(raw["instruction"])
        start_path, start_url = raw.get("start_path"), raw.get("start_url")
        file_defaults = {}
    if start_path is None and start_url is None:
        raise where.fail(raw, path, "needs a 'start_url' or a 'start_path' on the demo shop")
    success_raw = raw.get("success", file_data.get("success"))
    success = None
    if success_raw is not None:
        try:
            success = SuccessCheck.from_dict(success_raw, where=f"{path}.success")
        except ConfigError as exc:
            spot = where.at(raw, "", "success" if "success" in raw else None).rstrip(": ")
            raise ConfigError(f"{spot}: {exc}") from None
    limits = {**merged, **{k: v for k, v in file_defaults.items() if v and k not in raw}}
    return TaskSpec(
        name=name,
        goal=goal,
        brain=brain,
        success=success,
        file=file_ref,
        start_url=_start_url(where, raw, path, start_url) if start_url else None,
        start_path=str(start_path) if start_path else None,
        max_steps=int(_positive(where, limits, "max_steps", path, 20, raw, integer=True)),
        timeout_s=float(_positive(where, limits, "timeout_s", path, 120.0, raw)),
        viewport=_viewport(where, limits, path, [1280, 800], raw),
        line=raw.line if isinstance(raw, _Map) else 0,
    )


def parse_suite(text: str, source: str = "suite", base: Path | None = None) -> Suite:
    """Parse suite YAML; ``source`` names it in errors, ``base`` resolves task files."""
    where = _Where(source)
    try:
        data = yaml.load(text, Loader=_LineLoader)
    except _DuplicateKey as exc:
        raise ConfigError(f"{source}:{exc.line}: {exc}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise ConfigError(f"{source}{line}: not valid YAML: {exc}") from None
    if not isinstance(data, Mapping):
        raise ConfigError(f"{source}: a suite must be a mapping with a 'tasks' list")
    _check_keys(where, data, _SUITE_KEYS, "suite")
    defaults = data.get("defaults") or {}
    if not isinstance(defaults, Mapping):
        raise where.fail(data, "defaults", "must be a mapping", "defaults")
    _check_keys(where, defaults, _DEFAULT_KEYS, "defaults")
    raw_tasks = data.get("tasks")
    if not isinstance(raw_tasks, list) or not raw_tasks:
        raise where.fail(data, "tasks", "must be a non-empty list", "tasks")
    tasks = [_task(where, raw, i, defaults, base) for i, raw in enumerate(raw_tasks)]
    seen: dict[str, TaskSpec] = {}
    for t in tasks:
        if t.name in seen:
            raise ConfigError(
                f"{source}:{t.line}: task name {t.name!r} repeats the task on line "
                f"{seen[t.name].line}; give one of them a 'name'"
            )
        seen[t.name] = t
    name = str(data.get("name") or (Path(source).stem if source else "suite"))
    return Suite(name=name, tasks=tuple(tasks), description=str(data.get("description") or ""))


def load_suite(ref: str | Path) -> Suite:
    """A bundled suite by name (``demo``, ``lab``) or a suite file by path."""
    bundled = bundled_suites()
    path = Path(ref)
    if not path.is_file():
        if str(ref) in bundled:
            path = bundled[str(ref)]
        else:
            raise ConfigError(
                f"no suite {str(ref)!r}: not a file, and the bundled suites are "
                f"{', '.join(bundled) or 'none'}"
            )
    suite = parse_suite(path.read_text(encoding="utf-8"), str(path), path.parent)
    return Suite(suite.name, suite.tasks, suite.description, path)
