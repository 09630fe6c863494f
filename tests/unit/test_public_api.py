"""The curated public API: every exported name resolves, and the surface changes on purpose."""

from __future__ import annotations

import subprocess
import sys

import vigil

EXPECTED = {
    # frames
    "Frame", "FrameDiff", "Hash", "as_frame", "phash", "ahash", "dhash", "hash_frame",
    "hash_region", "diff_frames", "settle", "SettleResult",
    # actions and config
    "Action", "ActionType", "action_from_tool_use", "action_to_tool_use",
    "action_from_computer_call", "RunConfig", "parse_toggle",
    # errors
    "VigilError", "InvalidFrame", "InvalidAction", "NeedsAgent",
    # the Monitor
    "Monitor", "StepVerdict",
    # effect verifier
    "is_high_risk", "check_effect", "EffectCheck", "perceptual_summary", "feedback_warning",
    # loop detector
    "LoopDetector", "LoopVerdict", "compute_click_tol_px",
    # screen verifier
    "normalize_text", "fuzzy_match", "ocr_presence_check", "OcrPresenceResult",
    "build_role_confirm_prompt", "parse_role_confirm_response", "verify_screen_match",
    "ScreenMatchResult", "verify_before", "verify_after", "RapidOcr", "TesseractOcr",
    "OpenAICompatibleVlm", "AccessibilityRoleChecker",
    # runner
    "GymRunner", "RunResult", "TrajectoryStep", "BrowserEnv", "ReplayEnv", "Task",
    "ScriptedBrain", "OpenAICompatibleBrain", "Observation",
    "__version__",
    # trajectory cache
    "CacheError", "CacheFile", "CachedBrain", "JsonDirectoryStore",
    "StepValidation", "TrajectoryStore", "VisualRepresentation", "capture_representation",
    "load_trajectory", "record_trajectory", "save_trajectory", "validate_step",
}  # fmt: skip


def test_all_is_the_curated_surface() -> None:
    assert set(vigil.__all__) == EXPECTED
    assert len(vigil.__all__) == len(set(vigil.__all__))


def test_every_exported_name_resolves() -> None:
    for name in vigil.__all__:
        assert getattr(vigil, name) is not None, name


def test_import_vigil_stays_light() -> None:
    code = (
        "import sys, vigil; heavy = [m for m in ('playwright', 'rapidocr', 'onnxruntime', "
        "'imagehash', 'scipy', 'fastapi') if m in sys.modules]; print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
