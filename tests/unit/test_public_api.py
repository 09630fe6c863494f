"""The curated public API: every exported name resolves, and the surface changes on purpose."""

from __future__ import annotations

import importlib
import subprocess
import sys
import tomllib
from pathlib import Path

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
    "LoopDetector", "LoopVerdict", "compute_click_tol_px", "DoneGate", "DoneVerdict", "GateStep",
    # screen verifier
    "normalize_text", "fuzzy_match", "ocr_presence_check", "OcrPresenceResult",
    "build_role_confirm_prompt", "parse_role_confirm_response", "verify_screen_match",
    "ScreenMatchResult", "verify_before", "verify_after", "RapidOcr", "TesseractOcr",
    "OpenAICompatibleVlm", "AccessibilityRoleChecker",
    # runner
    "GymRunner", "RunResult", "TrajectoryStep", "BrowserEnv", "ReplayEnv", "Task", "await_hover",
    "PendingRequests", "install_idle_probe", "page_is_still",
    "ScriptedBrain", "OpenAICompatibleBrain", "Observation",
    "__version__",
    # process tuning (every vigil command applies it; embedding programs may)
    "keep_freed_memory",
    # trajectory cache
    "CacheError", "CacheFile", "CachedBrain", "JsonDirectoryStore",
    "StepValidation", "TrajectoryStore", "VisualRepresentation", "capture_representation",
    "load_trajectory", "record_trajectory", "save_trajectory", "validate_step",
}  # fmt: skip


def test_all_is_the_curated_surface() -> None:
    assert set(vigil.__all__) == EXPECTED
    assert len(vigil.__all__) == len(set(vigil.__all__))


def test_every_exported_name_is_the_object_its_module_defines() -> None:
    """A re-export must be the real thing, not a stale alias or a placeholder."""
    for name in sorted(set(vigil.__all__) - {"__version__"}):
        obj = getattr(vigil, name)
        assert obj.__name__ == name, (name, obj.__name__)
        assert obj.__module__.startswith("vigil."), (name, obj.__module__)
        assert getattr(importlib.import_module(obj.__module__), name) is obj, name


def test_version_is_the_packaged_version() -> None:
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    assert vigil.__version__ == project["version"]


def test_import_vigil_stays_light() -> None:
    code = (
        "import sys, vigil; heavy = [m for m in ('playwright', 'rapidocr', 'onnxruntime', "
        "'imagehash', 'scipy', 'fastapi') if m in sys.modules]; print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
