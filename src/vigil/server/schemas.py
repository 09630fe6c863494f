"""Request models of the HTTP API (pydantic, at the edge only).

Responses are the library's own ``to_dict()`` values (``EffectCheck``, ``StepVerdict``,
``RunResult`` ...), so a field means the same thing in Python and over HTTP. Frames are
``str | bytes``: base64 text in JSON, file bytes in multipart (see :mod:`.inputs`). An action
is a free-form object checked by :meth:`vigil.actions.Action.from_dict`, which knows Vigil's
JSON, the computer-use ``tool_use`` block and the OpenAI ``computer_call`` action.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from vigil.config import TOGGLES, parse_toggle
from vigil.errors import ConfigError

__all__ = [
    "CacheValidateRequest",
    "ConfigOverrides",
    "CuaRequest",
    "EffectRequest",
    "ExpectedElement",
    "HashRequest",
    "LoopCheckRequest",
    "LoopSample",
    "OpenAIBrainSpec",
    "ScreenRequest",
    "ScriptedBrainSpec",
    "SessionCheckRequest",
    "SessionCreateRequest",
    "SessionDoneRequest",
    "SessionObserveRequest",
]

FrameData = Annotated[
    str | bytes,
    Field(description="PNG or JPEG: base64 (or a data: URL) in JSON, a file in multipart"),
]
ActionData = Annotated[
    dict[str, Any],
    Field(
        description=(
            'Vigil JSON ({"action_type": "CLICK", "params": {"x": 10, "y": 20}, "reasoning": '
            '"Click Submit"}), a computer-use tool_use block, or an OpenAI computer_call action'
        )
    ),
]
#: A toggle as a boolean or one of the environment spellings (on/off, enabled/disabled ...).
ToggleValue = bool | str | None
Point = Annotated[list[float], Field(min_length=2, max_length=2)]
Viewport = Annotated[list[Annotated[int, Field(ge=1, le=16384)]], Field(min_length=2, max_length=2)]


class _Strict(BaseModel):
    # NaN and infinities also arrive as multipart text ("nan"), which pydantic would parse.
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)


def _toggle(value: Any, name: str) -> bool | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return value
    try:
        return parse_toggle(str(value), name)
    except ConfigError as exc:
        raise ValueError(str(exc)) from None


class ConfigOverrides(_Strict):
    """Per-request changes to the server's :class:`~vigil.config.RunConfig`."""

    perceptual_verify: ToggleValue = None
    loop_adaptive: ToggleValue = None
    adaptive_click_tol: ToggleValue = None
    loop_recovery: ToggleValue = None
    done_gate: ToggleValue = None
    effect_region_size: int | None = Field(None, ge=8, le=4096)
    diff_tolerance: int | None = Field(None, ge=0, le=255)
    diff_color_tolerance: int | None = Field(None, ge=0, le=255)
    loop_soft_window: int | None = Field(None, ge=2, le=64)
    loop_hard_window: int | None = Field(None, ge=2, le=64)
    state_hash_tolerance: int | None = Field(None, ge=0, le=64)
    high_risk_keywords: list[Annotated[str, Field(min_length=1, max_length=64)]] | None = Field(
        None, max_length=64
    )

    @field_validator(*TOGGLES, mode="before")
    @classmethod
    def _parse_toggle(cls, value: Any, info: Any) -> bool | None:
        return _toggle(value, info.field_name)

    def overrides(self) -> dict[str, Any]:
        out = {k: v for k, v in self.model_dump().items() if v is not None}
        if "high_risk_keywords" in out:
            out["high_risk_keywords"] = tuple(k.lower() for k in out["high_risk_keywords"])
        return out


class Region(_Strict):
    x: float
    y: float
    size: int = Field(200, ge=1, le=16384)


class HashRequest(_Strict):
    frame: FrameData
    method: Literal["phash", "ahash", "dhash"] = "phash"
    exact: bool = Field(True, description="imagehash-compatible bits (False: the fast path)")
    region: Region | None = None


class EffectRequest(_Strict):
    pre: FrameData
    post: FrameData
    action: ActionData
    idle: list[FrameData] | None = Field(
        None, min_length=2, max_length=2, description="two frames with no action between them"
    )
    samples: list[FrameData] | None = Field(
        None, max_length=16, description="frames polled while the screen settled"
    )
    hover_aware: bool = False
    reasoning: str | None = Field(
        None,
        max_length=4000,
        description="the model's words for an action that carries none (a tool_use block, a "
        "computer_call): a click is verified when they say it commits",
    )
    config: ConfigOverrides | None = None


class LoopSample(_Strict):
    action: ActionData
    url: str | None = None
    frame_hash: str | None = Field(
        None, max_length=66, description="16 hex digits (a 64-bit hash of the frame after it)"
    )


class LoopCheckRequest(_Strict):
    actions: list[LoopSample] = Field(
        ..., max_length=64, description="oldest first; at most 64 (send the recent tail)"
    )
    window: int | None = Field(None, ge=2, le=64, description="base window (config soft window)")
    viewport: Viewport | None = None
    config: ConfigOverrides | None = None


class ExpectedElement(_Strict):
    role: str = Field("text", max_length=64)
    text: str = Field(..., min_length=1, max_length=500)
    region: Annotated[list[int], Field(min_length=4, max_length=4)] | None = None


class ScreenRequest(_Strict):
    frame: FrameData
    expected: list[ExpectedElement] = Field(..., max_length=50)
    context: str = Field("", max_length=2000)
    after: bool = Field(False, description="verify_after's bar (0.8) instead of verify_before's")


class CacheValidateRequest(_Strict):
    frame: FrameData | None = None
    point: Point | None = None
    representation: dict[str, Any] | str | None = Field(
        None,
        description="the step's stored visual_representation: the reference's 16 hex digits, "
        "or Vigil's object (VisualRepresentation.to_dict)",
    )
    threshold: int = Field(10, ge=0, le=64)
    method: Literal["phash", "ahash", "none"] | None = None
    region_size: int = Field(100, ge=8, le=4096, description="side of the recorded region")
    step_index: int | None = Field(None, ge=0)
    action_name: str = Field("left_click", max_length=64)


class SessionCreateRequest(_Strict):
    config: ConfigOverrides | None = None
    viewport: Viewport | None = None


class SessionObserveRequest(_Strict):
    frame: FrameData
    url: str | None = Field(None, max_length=4096)


class SessionCheckRequest(_Strict):
    action: ActionData
    pre: FrameData | None = None
    post: FrameData | None = None
    url: str | None = Field(None, max_length=4096)
    samples: list[FrameData] | None = Field(None, max_length=16)
    hover_aware: bool = False
    context: str = Field("", max_length=2000)
    reasoning: str | None = Field(
        None,
        max_length=4000,
        description="the model's words for an action that carries none (a tool_use block, a "
        "computer_call): a click is verified when they say it commits",
    )


class SessionDoneRequest(_Strict):
    frame: FrameData | None = None


class ScriptedBrainSpec(_Strict):
    kind: Literal["scripted"]
    steps: list[dict[str, Any]] = Field(..., max_length=500)


class OpenAIBrainSpec(_Strict):
    kind: Literal["openai"]
    base_url: str = Field(..., min_length=1, max_length=2048)
    model: str = Field(..., min_length=1, max_length=200)
    api_key_env: str | None = Field(
        None, max_length=200, description="a variable the server allows (VIGIL_SERVER_BRAIN_KEYS)"
    )


class CuaRequest(_Strict):
    task: str = Field(
        ..., min_length=1, max_length=4000, description="a bundled demo task's name or a goal"
    )
    start_url: str | None = Field(
        None,
        max_length=4096,
        description="where to start (for a demo task: the demo shop's base URL)",
    )
    brain: Annotated[ScriptedBrainSpec | OpenAIBrainSpec, Field(discriminator="kind")] | None = None
    max_steps: int | None = Field(None, ge=1)
    settle_s: float | None = Field(None, gt=0, le=30, description="settle timeout, seconds")
    perceptual_verify: ToggleValue = None
    loop_adaptive: ToggleValue = None
    adaptive_click_tol: ToggleValue = None
    loop_recovery: ToggleValue = None
    done_gate: ToggleValue = None
    include_frames: bool = False
    success: dict[str, Any] | None = Field(
        None,
        description="a success check on the final state (url, url_regex, text, text_absent, "
        "text_source, js); a demo task brings its own",
    )

    @field_validator(*TOGGLES, mode="before")
    @classmethod
    def _parse_toggle(cls, value: Any, info: Any) -> bool | None:
        return _toggle(value, info.field_name)

    def overrides(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(self, name) for name in TOGGLES}
        if self.settle_s is not None:
            out["settle_timeout_s"] = float(self.settle_s)
        return {k: v for k, v in out.items() if v is not None}
