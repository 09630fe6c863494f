"""Frames recorded on disk, served back in order: offline evaluation without a browser.

A replay directory holds image files and a ``manifest.json``::

    {"format": "vigil-replay", "version": 1, "screen_size": [1280, 800],
     "frames": [{"file": "000-post.jpg", "url": "http://..."}, ...]}

``reset`` serves frame 0; every ``step`` advances to the next frame, whatever the action was
(the recording already contains its consequence). An entry may also name a ``"pre"`` frame:
the screen as it was after the pointer reached the target of the action that led to the
entry. :meth:`ReplayEnv.move_pointer` shows it, so hover-aware capture replays faithfully
(without it, hover styling recorded in the next frame would read as the click's effect).

Past the last frame the screen stays on it — a recording that ran out looks like a frozen
page, which is exactly what the loop detector and the done gate should then see. The actions
the brain sent are kept in :attr:`actions`, so an evaluation can compare them with what was
recorded.

A run recorded by :class:`~vigil.runner.GymRunner` with ``record_dir`` writes this manifest,
so any run can be replayed through a newer verifier.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from vigil.actions import Action
from vigil.envs.base import Task
from vigil.errors import EnvironmentFailure
from vigil.frames import Frame, FrameLike, as_frame

__all__ = ["REPLAY_FORMAT", "ReplayEnv", "write_replay"]

log = logging.getLogger(__name__)

REPLAY_FORMAT = "vigil-replay"
MANIFEST = "manifest.json"


def write_replay(
    directory: str | Path,
    frames: Sequence[FrameLike],
    urls: Sequence[str | None] | None = None,
    *,
    fmt: str = "png",
) -> Path:
    """Write ``frames`` (and their URLs) as a replay directory; returns the manifest path."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    if urls is not None and len(urls) != len(frames):
        raise ValueError(f"{len(frames)} frames but {len(urls)} urls")
    entries: list[dict[str, Any]] = []
    size: tuple[int, int] | None = None
    ext = "jpg" if fmt in ("jpg", "jpeg") else "png"
    for i, source in enumerate(frames):
        frame = as_frame(source)
        size = size or frame.size
        name = f"{i:03d}.{ext}"
        frame.save(out / name)
        entries.append({"file": name, "url": urls[i] if urls is not None else None})
    manifest = {
        "format": REPLAY_FORMAT,
        "version": 1,
        "screen_size": list(size) if size else None,
        "frames": entries,
    }
    path = out / MANIFEST
    path.write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return path


class ReplayEnv:
    """Serve a recorded directory's frames in order (see the module docstring).

    Frames are decoded when served, not up front, so a long recording costs the memory of
    one frame.
    """

    def __init__(self, directory: str | Path) -> None:
        self.directory = Path(directory)
        manifest_path = self.directory / MANIFEST
        if not manifest_path.is_file():
            raise EnvironmentFailure(f"{self.directory} is not a replay directory: no {MANIFEST}")
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise EnvironmentFailure(f"unreadable replay manifest {manifest_path}: {exc}") from exc
        entries = manifest.get("frames") if isinstance(manifest, dict) else None
        if not isinstance(entries, list) or not entries:
            raise EnvironmentFailure(f"replay manifest {manifest_path} lists no frames")
        self._files: list[Path] = []
        self._pres: list[Path | None] = []
        self._urls: list[str | None] = []
        for i, entry in enumerate(entries):
            if isinstance(entry, str):
                entry = {"file": entry}
            if not isinstance(entry, dict) or "file" not in entry:
                raise EnvironmentFailure(f"replay frame {i} has no 'file': {entry!r}")
            path = self.directory / str(entry["file"])
            if not path.is_file():
                raise EnvironmentFailure(f"replay frame {i} is missing: {path}")
            self._files.append(path)
            pre = entry.get("pre")
            pre_path = self.directory / str(pre) if pre else None
            self._pres.append(pre_path if pre_path is not None and pre_path.is_file() else None)
            url = entry.get("url")
            self._urls.append(str(url) if url is not None else None)
        size = manifest.get("screen_size")
        self._size: tuple[int, int] | None = (int(size[0]), int(size[1])) if size else None
        self._index = 0
        self._current: Frame | None = None
        self._pointing = False
        self.actions: list[Action] = []

    def __len__(self) -> int:
        return len(self._files)

    @property
    def index(self) -> int:
        """Which recorded frame the screen shows now."""
        return self._index

    def _load(self) -> Frame:
        if self._current is None:
            nxt = self._index + 1
            pre = self._pres[nxt] if self._pointing and nxt < len(self._pres) else None
            self._current = Frame(pre if pre is not None else self._files[self._index])
            if self._size is None:
                self._size = self._current.size
        return self._current

    @property
    def screen_size(self) -> tuple[int, int]:
        if self._size is None:
            self._load()
        assert self._size is not None
        return self._size

    @property
    def current_url(self) -> str | None:
        return self._urls[self._index]

    def reset(self, task: Task | str | Any = None) -> Frame:
        self._index = 0
        self._current = None
        self._pointing = False
        self.actions = []
        return self._load()

    def step(self, action: Action) -> None:
        self.actions.append(action)
        self._pointing = False
        self._current = None
        if self._index + 1 < len(self._files):
            self._index += 1
            self._current = None
        else:
            log.debug("replay %s ran out of frames: staying on the last one", self.directory)

    def screenshot(self) -> Frame:
        return self._load()

    def move_pointer(self, x: float, y: float) -> None:
        """Show the recorded pre-action frame of the next step, when there is one."""
        nxt = self._index + 1
        if nxt < len(self._pres) and self._pres[nxt] is not None and not self._pointing:
            self._pointing = True
            self._current = None

    def close(self) -> None:
        self._current = None

    def __enter__(self) -> ReplayEnv:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ReplayEnv({str(self.directory)!r}, frame {self._index + 1} of {len(self)})"
