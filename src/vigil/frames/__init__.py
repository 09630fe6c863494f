"""Frames and what is derived from them: decoding, hashes, pixel diffs, settling."""

from vigil.frames.diff import FrameDiff, diff_frames, frames_identical
from vigil.frames.frame import Frame, FrameLike, as_frame, as_frame_pair, square_box
from vigil.frames.hashing import (
    HASH_METHODS,
    Hash,
    HashMethod,
    ahash,
    dhash,
    hash_frame,
    hash_region,
    phash,
    phash_after,
)

__all__ = [
    "HASH_METHODS",
    "Frame",
    "FrameDiff",
    "FrameLike",
    "Hash",
    "HashMethod",
    "ahash",
    "as_frame",
    "as_frame_pair",
    "dhash",
    "diff_frames",
    "frames_identical",
    "hash_frame",
    "hash_region",
    "phash",
    "phash_after",
    "square_box",
]
