"""Brains by name, as ``vigil run --brain SPEC`` names them.

=======================  ===========================================================
spec                     brain
=======================  ===========================================================
``anthropic:MODEL``      :class:`AnthropicComputerUseBrain` (``ANTHROPIC_API_KEY``)
``openai-cua[:MODEL]``   :class:`OpenAIComputerUseBrain` (``OPENAI_API_KEY``)
``openai[:MODEL]``       :class:`OpenAICompatibleBrain`, any chat-completions server
``stub-anthropic``       the Anthropic brain against a local :class:`AnthropicStub`
``stub-openai-cua``      the OpenAI computer-use brain against an ``OpenAIResponsesStub``
``stub-chat``            the chat brain against a ``ChatCompletionsStub``
=======================  ===========================================================

The stub brains need a task: the stub plays its script as a model would (see
:func:`vigil.stubs.task_policy`), so a run shows each protocol end to end with no key.

The environment is not read here: the caller (the CLI) passes its mapping as ``environ``.
Variables, each documented in ``docs/configuration.md``:

* ``openai``: ``VIGIL_BRAIN_BASE_URL`` over ``OPENAI_BASE_URL`` (default: OpenAI),
  ``VIGIL_BRAIN_API_KEY`` over ``OPENAI_API_KEY`` (optional for a local base URL),
  ``VIGIL_BRAIN_MODEL`` when no ``:MODEL`` is given;
* ``openai-cua``: ``OPENAI_API_KEY``, ``OPENAI_BASE_URL``, ``VIGIL_OPENAI_CUA_TOOL``,
  ``VIGIL_ACK_SAFETY_CHECKS``;
* ``anthropic``: ``ANTHROPIC_API_KEY`` (or ``ANTHROPIC_AUTH_TOKEN``), ``ANTHROPIC_BASE_URL``,
  ``VIGIL_ANTHROPIC_TOOL`` (the computer tool version).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

from vigil.brains.base import Brain, Observation
from vigil.errors import ConfigError

__all__ = ["BRAIN_SPECS", "StubDrivenBrain", "brain_from_spec"]

BRAIN_SPECS = (
    "scripted:FILE",
    "openai:MODEL",
    "openai-cua:MODEL",
    "anthropic:MODEL",
    "stub-anthropic",
    "stub-openai-cua",
    "stub-chat",
)


class StubDrivenBrain:
    """A model brain wired to a local stub model server it owns (closed with it).

    Decisions, ``reset`` and the per-decision figures (``last_usage``,
    ``last_latency_ms``) are the wrapped brain's; :attr:`stub` records every request.
    """

    def __init__(self, brain: Any, stub: Any) -> None:
        self.brain = brain
        self.stub = stub

    def decide(self, observation: Observation) -> Any:
        return self.brain.decide(observation)

    def reset(self) -> None:
        self.brain.reset()

    @property
    def last_usage(self) -> dict[str, int] | None:
        usage: dict[str, int] | None = self.brain.last_usage
        return usage

    @property
    def last_latency_ms(self) -> float | None:
        latency: float | None = self.brain.last_latency_ms
        return latency

    def close(self) -> None:
        try:
            self.brain.close()
        finally:
            self.stub.close()

    def __enter__(self) -> StubDrivenBrain:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"StubDrivenBrain({self.brain!r}, {self.stub!r})"


def _get(environ: Mapping[str, str], *names: str) -> str | None:
    for name in names:
        value = (environ.get(name) or "").strip()
        if value:
            return value
    return None


def base_url_from(environ: Mapping[str, str], *names: str) -> str | None:
    """The first of ``names`` that is set, checked to be an http(s) URL with a host: the SDKs
    take ``localhost:8000`` or ``htp:/x`` without a word, and the run then fails at its
    first decision, after the browser has started, with a connection error naming neither
    the variable nor the value."""
    for name in names:
        value = _get(environ, name)
        if value is None:
            continue
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(
                f"{name}={value!r}: expected an http(s) URL, such as http://host:8000/v1"
            )
        return value
    return None


@contextmanager
def _named(variable: str) -> Iterator[None]:
    """Prefix a constructor's refusal of a value with the variable the value came from."""
    try:
        yield
    except ConfigError as exc:
        raise ConfigError(f"{variable}: {exc}") from None


def brain_from_spec(
    spec: str,
    *,
    environ: Mapping[str, str] | None = None,
    task: Any = None,
    screen_size: tuple[int, int] | None = None,
) -> Brain:
    """Build the brain ``spec`` names (see the module docstring).

    ``task`` (a :class:`~vigil.brains.scripted.ScriptedTask`, a task file or a demo task
    name) scripts the stub brains; ``screen_size`` is the screen they map coordinates from
    (default: the task's viewport). Bad specs and missing keys raise ConfigError naming what
    to set.
    """
    env = environ if environ is not None else {}
    kind, _, model = spec.partition(":")
    kind = kind.strip().lower()
    model = model.strip()
    if kind == "openai":
        return _openai(model, env)
    if kind == "openai-cua":
        return _openai_cua(model, env)
    if kind == "anthropic":
        return _anthropic(model, env)
    if kind in ("stub-anthropic", "stub-openai-cua", "stub-chat"):
        if task is None:
            raise ConfigError(f"--brain {kind} plays a task file's script: give a task file")
        return _stub_brain(kind, task, screen_size)
    raise ConfigError(f"unknown brain {spec!r}; expected one of {', '.join(BRAIN_SPECS)}")


def _openai(model: str, env: Mapping[str, str]) -> Brain:
    from vigil.brains.openai_compat import OpenAICompatibleBrain

    model = model or _get(env, "VIGIL_BRAIN_MODEL") or ""
    if not model:
        raise ConfigError("--brain openai needs a model: openai:MODEL or VIGIL_BRAIN_MODEL")
    base_url = base_url_from(env, "VIGIL_BRAIN_BASE_URL", "OPENAI_BASE_URL")
    api_key = _get(env, "VIGIL_BRAIN_API_KEY", "OPENAI_API_KEY")
    if api_key is None and base_url is None:
        raise ConfigError(
            "--brain openai:MODEL needs OPENAI_API_KEY (or VIGIL_BRAIN_API_KEY), or a local "
            "server in VIGIL_BRAIN_BASE_URL / OPENAI_BASE_URL"
        )
    return OpenAICompatibleBrain(base_url, model, api_key)


def _openai_cua(model: str, env: Mapping[str, str]) -> Brain:
    from vigil.brains.openai_cua import OpenAIComputerUseBrain
    from vigil.config import parse_toggle

    api_key = _get(env, "OPENAI_API_KEY")
    if api_key is None:
        raise ConfigError("--brain openai-cua:MODEL needs OPENAI_API_KEY")
    ack = _get(env, "VIGIL_ACK_SAFETY_CHECKS")
    acknowledge = parse_toggle(ack, "VIGIL_ACK_SAFETY_CHECKS") if ack else False
    base_url = base_url_from(env, "OPENAI_BASE_URL")
    with _named("VIGIL_OPENAI_CUA_TOOL"):
        return OpenAIComputerUseBrain(
            model or "computer-use-preview",
            api_key=api_key,
            base_url=base_url,
            tool=_get(env, "VIGIL_OPENAI_CUA_TOOL") or "computer_use_preview",
            acknowledge_safety_checks=acknowledge,
        )


def _anthropic(model: str, env: Mapping[str, str]) -> Brain:
    from vigil.brains.anthropic_cu import AnthropicComputerUseBrain

    if not model:
        raise ConfigError("--brain anthropic needs a model: anthropic:MODEL")
    api_key = _get(env, "ANTHROPIC_API_KEY")
    if api_key is None and _get(env, "ANTHROPIC_AUTH_TOKEN") is None:
        raise ConfigError("--brain anthropic:MODEL needs ANTHROPIC_API_KEY")
    base_url = base_url_from(env, "ANTHROPIC_BASE_URL")
    with _named("VIGIL_ANTHROPIC_TOOL"):
        return AnthropicComputerUseBrain(
            model,
            api_key=api_key,
            base_url=base_url,
            tool_version=_get(env, "VIGIL_ANTHROPIC_TOOL") or "computer_20251124",
        )


def _stub_brain(kind: str, task: Any, screen_size: tuple[int, int] | None) -> Brain:
    from vigil.stubs import AnthropicStub, ChatCompletionsStub, OpenAIResponsesStub, task_policy

    policy = task_policy(task, screen_size)
    brain: Any
    if kind == "stub-anthropic":
        from vigil.brains.anthropic_cu import AnthropicComputerUseBrain

        stub: Any = AnthropicStub(policy, model="stub-claude").start()
        brain = AnthropicComputerUseBrain(
            "stub-claude", api_key="stub-key", base_url=stub.base_url, max_retries=1
        )
    elif kind == "stub-openai-cua":
        from vigil.brains.openai_cua import OpenAIComputerUseBrain

        stub = OpenAIResponsesStub(policy, model="stub-cua").start()
        brain = OpenAIComputerUseBrain(
            "stub-cua", api_key="stub-key", base_url=stub.base_url, max_retries=1
        )
    else:
        from vigil.brains.openai_compat import OpenAICompatibleBrain

        stub = ChatCompletionsStub(policy, model="stub-chat").start()
        brain = OpenAICompatibleBrain(stub.base_url, "stub-chat", "stub-key", max_retries=1)
    return StubDrivenBrain(brain, stub)
