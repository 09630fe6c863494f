"""``/v1/cua``: turn a request into a run plan (all checks before a browser is taken), then run
it on a pool browser.

Everything that can be wrong with a request is found while planning, on the event loop, so
a bad request costs no browser time and gets its 4xx at once: an unknown demo task, a script
whose step is not an action, a toggle that does not parse, a URL outside the allowed hosts.
The run itself is :class:`~vigil.runner.GymRunner` with the request's
:meth:`~vigil.config.RunConfig.with_overrides` — its own config value, so two concurrent
requests with opposite toggles cannot see each other's.
"""

from __future__ import annotations

import base64
import json
import logging
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from vigil.brains.base import Brain
from vigil.brains.scripted import ScriptedBrain, ScriptedTask, ScriptStep
from vigil.config import RunConfig
from vigil.envs.base import Task
from vigil.errors import ConfigError, InvalidAction
from vigil.runner import GymRunner, RunResult, check_expectations
from vigil.server.errors import ApiError
from vigil.server.inputs import jsonable
from vigil.server.schemas import CuaRequest, OpenAIBrainSpec, ScriptedBrainSpec
from vigil.server.settings import ServerSettings

__all__ = ["RunPlan", "execute", "plan_run"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RunPlan:
    """A checked request: what to run, with which brain and which config."""

    task: Task
    brain_spec: ScriptedBrainSpec | OpenAIBrainSpec | None
    script: tuple[ScriptStep, ...]
    config: RunConfig
    max_steps: int
    include_frames: bool
    expect: dict[str, Any]
    api_key: str | None = None
    success: Any = None


def _demo_task(name: str) -> tuple[ScriptedTask, dict[str, Any]] | None:
    """The bundled demo task called ``name`` and its raw file; never a path (a caller
    cannot make the service read its disk)."""
    from vigil.brains.scripted import load_task_file
    from vigil.demo import tasks_dir

    stem = name.strip().removesuffix(".json")
    if not stem or not stem.replace("_", "").replace("-", "").isalnum():
        return None
    path = tasks_dir() / f"{stem}.json"
    if not path.is_file():
        return None
    return load_task_file(path), json.loads(path.read_text(encoding="utf-8"))


def _success(block: Any, field: str) -> Any:
    """The task's success check (:mod:`vigil.success`), or None."""
    if not block:
        return None
    from vigil.success import SuccessCheck

    try:
        return SuccessCheck.from_dict(block, field)
    except (ConfigError, TypeError, ValueError) as exc:
        raise ApiError(422, "validation_error", str(exc), field) from None


def _bundled() -> str:
    from vigil.demo import list_tasks

    return "bundled: " + ", ".join(p.stem for p in list_tasks())


def _check_url(url: str, field: str, settings: ServerSettings) -> str:
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        if url == "about:blank":
            return url
        raise ApiError(422, "invalid_url", f"{field}: {url!r} is not an http(s) URL", field)
    allowed = settings.allowed_hosts
    if allowed and parsed.hostname not in allowed:
        raise ApiError(
            422,
            "host_not_allowed",
            f"{field}: host {parsed.hostname!r} is not allowed here "
            f"(allowed: {', '.join(allowed)})",
            field,
        )
    return url


def _script(spec: ScriptedBrainSpec) -> tuple[ScriptStep, ...]:
    steps = []
    for i, raw in enumerate(spec.steps):
        try:
            steps.append(ScriptStep.from_dict(raw, f"brain.steps.{i}"))
        except (ConfigError, InvalidAction) as exc:
            raise ApiError(422, "invalid_action", str(exc), f"brain.steps.{i}") from None
    return tuple(steps)


def _api_key(spec: OpenAIBrainSpec, settings: ServerSettings) -> str | None:
    """The model's key: only a variable the operator allowed (never any server secret)."""
    _check_url(spec.base_url, "brain.base_url", settings)
    if spec.api_key_env is None:
        return None
    key = settings.brain_keys.get(spec.api_key_env)
    if key is None:
        raise ApiError(
            422,
            "validation_error",
            f"brain.api_key_env: {spec.api_key_env!r} is not a key this server hands to "
            "brains (VIGIL_SERVER_BRAIN_KEYS), or it is unset",
            "brain.api_key_env",
        )
    return key


def plan_run(req: CuaRequest, settings: ServerSettings, demo_base: str | None) -> RunPlan:
    """Check a request and resolve its task, brain and config (4xx on any problem)."""
    try:
        config = settings.run_config.with_overrides(**req.overrides())
    except ConfigError as exc:
        raise ApiError(422, "invalid_setting", str(exc), None) from None
    if req.max_steps is not None and req.max_steps > settings.max_steps:
        raise ApiError(
            422,
            "validation_error",
            f"max_steps: {req.max_steps} is above this server's limit of {settings.max_steps}",
            "max_steps",
        )
    start_url = _check_url(req.start_url, "start_url", settings) if req.start_url else None
    found = _demo_task(req.task)
    script: tuple[ScriptStep, ...] = ()
    expect: dict[str, Any] = {}
    success = _success(req.success, "success")
    if found is not None:
        demo, raw_file = found
        if success is None:
            success = _success(raw_file.get("success"), f"task {demo.name}: success")
        base = start_url or demo_base
        if base is None:
            raise ApiError(
                422,
                "validation_error",
                f"task {req.task!r} is a demo task: run the server with --demo, or pass "
                "start_url (the base URL of a running demo shop)",
                "start_url",
            )
        task = demo.to_task(base)
        script = demo.steps
        expect = dict(demo.expect)
    else:
        if req.brain is None:
            raise ApiError(
                422,
                "validation_error",
                f"task {req.task[:60]!r} is not a bundled demo task ({_bundled()}), so it "
                "needs a brain",
                "brain",
            )
        task = Task(goal=req.task, start_url=start_url, name="task")
    brain_spec = req.brain
    api_key = None
    if isinstance(brain_spec, ScriptedBrainSpec):
        script = _script(brain_spec)
    elif isinstance(brain_spec, OpenAIBrainSpec):
        api_key = _api_key(brain_spec, settings)
    limit = req.max_steps or task.max_steps or min(50, settings.max_steps)
    return RunPlan(
        task=task,
        brain_spec=brain_spec,
        script=script,
        config=config,
        max_steps=min(limit, settings.max_steps),
        include_frames=req.include_frames,
        expect=expect,
        api_key=api_key,
        success=success,
    )


def _brain(plan: RunPlan) -> Brain:
    spec = plan.brain_spec
    if isinstance(spec, OpenAIBrainSpec):
        from vigil.brains.openai_compat import OpenAICompatibleBrain

        return OpenAICompatibleBrain(spec.base_url, spec.model, plan.api_key, timeout=60.0)
    return ScriptedBrain(plan.script)


def execute(plan: RunPlan, browser: Any, *, idle_probe_s: float | None = None) -> dict[str, Any]:
    """Run the plan in ``browser`` (a pool thread's own); always returns a result dict.

    A browser that dies mid-run ends the run with ``termination_reason="error"`` (the runner
    turns environment failures into that); anything else that escapes is caught here too, so
    the caller gets a result, never a dropped request.
    """
    from vigil.envs.browser import BrowserEnv

    viewport = plan.task.viewport or (1280, 800)
    record = Path(tempfile.mkdtemp(prefix="vigil-cua-")) if plan.include_frames else None
    env = BrowserEnv(tuple(viewport), browser=browser)  # type: ignore[arg-type]
    kwargs: dict[str, Any] = {}
    if idle_probe_s is not None:
        kwargs["idle_probe_s"] = idle_probe_s
    try:
        runner = GymRunner(env, _brain(plan), plan.config, record_dir=record, **kwargs)
        try:
            result = runner.run(plan.task, max_steps=plan.max_steps)
        except Exception as exc:  # the runner ends runs itself; this is the last net
            log.exception("run crashed")
            result = RunResult(
                success=False,
                termination_reason="error",
                error=f"{type(exc).__name__}: {exc}",
                task=plan.task.to_dict(),
                toggles=plan.config.toggles(),
            )
        out = result.to_dict()
        if plan.success is not None:
            out["achieved"] = _achieved(plan.success, env)
        if plan.expect:
            out["expectations"] = {
                mode: check_expectations(result, exp)
                for mode, exp in plan.expect.items()
                if isinstance(exp, dict)
            }
        if record is not None:
            _embed_frames(out, record)
        safe: dict[str, Any] = jsonable(out)
        return safe
    finally:
        try:
            env.close()
        except Exception as exc:
            log.debug("ignored error closing the run's context: %s", exc)
        if record is not None:
            shutil.rmtree(record, ignore_errors=True)


def _achieved(check: Any, env: Any) -> dict[str, Any]:
    """The success check on the final state, before the run's context closes."""
    from vigil.success import evaluate

    try:
        outcome = evaluate(check, env)
    except Exception as exc:  # evaluate reports failures itself; this is the last net
        return {"ok": False, "detail": f"success check failed to run: {exc}"}
    return {"ok": outcome.ok, "detail": outcome.detail}


def _embed_frames(out: dict[str, Any], record: Path) -> None:
    """Replace recorded frame file names by their JPEG bytes, base64."""

    def b64(rel: str) -> str | None:
        path = record / rel
        return base64.b64encode(path.read_bytes()).decode("ascii") if path.is_file() else None

    for step in out.get("steps", []):
        step["frames"] = {k: b64(v) for k, v in (step.get("frames") or {}).items()}
    start = record / "frames" / "000-start.jpg"
    out["start_frame"] = b64("frames/000-start.jpg") if start.is_file() else None
