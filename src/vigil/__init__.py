"""Vigil: eyes that check a computer-use agent's hands.

The public API is what ``__all__`` lists; everything else is internal and may move.
"""

from vigil._libc import keep_freed_memory
from vigil.actions import (
    Action,
    ActionType,
    action_from_computer_call,
    action_from_tool_use,
    action_to_tool_use,
)

# Runner, environments and brains. BrowserEnv imports Playwright only when it starts.
from vigil.brains import Observation, OpenAICompatibleBrain, ScriptedBrain
from vigil.brains.cached import CachedBrain
from vigil.cache import (
    CacheFile,
    JsonDirectoryStore,
    StepValidation,
    TrajectoryStore,
    VisualRepresentation,
    capture_representation,
    load_trajectory,
    save_trajectory,
    validate_step,
)
from vigil.cache.record import record_trajectory
from vigil.config import RunConfig, parse_toggle
from vigil.envs import (
    BrowserEnv,
    PendingRequests,
    ReplayEnv,
    Task,
    await_hover,
    install_idle_probe,
    page_is_still,
)
from vigil.errors import CacheError, InvalidAction, InvalidFrame, NeedsAgent, VigilError
from vigil.frames import (
    Frame,
    FrameDiff,
    Hash,
    ahash,
    as_frame,
    dhash,
    diff_frames,
    hash_frame,
    hash_region,
    phash,
)
from vigil.frames.settle import SettleResult, settle

# The Monitor: every verdict of one agent session.
from vigil.monitor import Monitor, StepVerdict

# Screen verifier. The engines load rapidocr/onnxruntime and tesseract on first use.
from vigil.ocr import RapidOcr, TesseractOcr
from vigil.runner import GymRunner, RunResult, TrajectoryStep
from vigil.verify.a11y import AccessibilityRoleChecker
from vigil.verify.done_gate import DoneGate, DoneVerdict, GateStep
from vigil.verify.effect import (
    EffectCheck,
    check_effect,
    feedback_warning,
    is_high_risk,
    perceptual_summary,
)
from vigil.verify.loops import LoopDetector, LoopVerdict, compute_click_tol_px
from vigil.verify.screen import (
    OcrPresenceResult,
    ScreenMatchResult,
    build_role_confirm_prompt,
    fuzzy_match,
    normalize_text,
    ocr_presence_check,
    parse_role_confirm_response,
    verify_after,
    verify_before,
    verify_screen_match,
)
from vigil.vlm import OpenAICompatibleVlm

__version__ = "0.1.0"

__all__ = [
    "AccessibilityRoleChecker",
    "Action",
    "ActionType",
    "BrowserEnv",
    "CacheError",
    "CacheFile",
    "CachedBrain",
    "DoneGate",
    "DoneVerdict",
    "EffectCheck",
    "Frame",
    "FrameDiff",
    "GateStep",
    "GymRunner",
    "Hash",
    "InvalidAction",
    "InvalidFrame",
    "JsonDirectoryStore",
    "LoopDetector",
    "LoopVerdict",
    "Monitor",
    "NeedsAgent",
    "Observation",
    "OcrPresenceResult",
    "OpenAICompatibleBrain",
    "OpenAICompatibleVlm",
    "PendingRequests",
    "RapidOcr",
    "ReplayEnv",
    "RunConfig",
    "RunResult",
    "ScreenMatchResult",
    "ScriptedBrain",
    "SettleResult",
    "StepValidation",
    "StepVerdict",
    "Task",
    "TesseractOcr",
    "TrajectoryStep",
    "TrajectoryStore",
    "VigilError",
    "VisualRepresentation",
    "__version__",
    "action_from_computer_call",
    "action_from_tool_use",
    "action_to_tool_use",
    "ahash",
    "as_frame",
    "await_hover",
    "build_role_confirm_prompt",
    "capture_representation",
    "check_effect",
    "compute_click_tol_px",
    "dhash",
    "diff_frames",
    "feedback_warning",
    "fuzzy_match",
    "hash_frame",
    "hash_region",
    "install_idle_probe",
    "is_high_risk",
    "keep_freed_memory",
    "load_trajectory",
    "normalize_text",
    "ocr_presence_check",
    "page_is_still",
    "parse_role_confirm_response",
    "parse_toggle",
    "perceptual_summary",
    "phash",
    "record_trajectory",
    "save_trajectory",
    "settle",
    "validate_step",
    "verify_after",
    "verify_before",
    "verify_screen_match",
]
