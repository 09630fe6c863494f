"""Vigil: eyes that check a computer-use agent's hands.

The public API is what ``__all__`` lists; everything else is internal and may move.
"""

from vigil.actions import (
    Action,
    ActionType,
    action_from_computer_call,
    action_from_tool_use,
    action_to_tool_use,
)
from vigil.config import RunConfig, parse_toggle
from vigil.errors import InvalidAction, InvalidFrame, VigilError
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

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ActionType",
    "Frame",
    "FrameDiff",
    "Hash",
    "InvalidAction",
    "InvalidFrame",
    "RunConfig",
    "VigilError",
    "__version__",
    "action_from_computer_call",
    "action_from_tool_use",
    "action_to_tool_use",
    "ahash",
    "as_frame",
    "dhash",
    "diff_frames",
    "hash_frame",
    "hash_region",
    "parse_toggle",
    "phash",
]
