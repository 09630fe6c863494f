"""One machine-readable source for every figure the benchmarks report.

Each ``bench_*.py`` calls :func:`record` once per section with a JSON-safe dict of its
figures; they land in ``benchmarks/results.json`` (one key per benchmark, then per section),
stamped with the machine and the date. ``docs/benchmarks.md`` is generated from that file
(``benchmarks/make_docs.py``), so the docs and the code cannot disagree.

Conventions for the figures, so the generated page reads the same everywhere:

* accuracy: ``{"set": "dev" | "test", "cases": n, "precision": p, "recall": r, ...}`` —
  every accuracy figure names its part of the labelled set and its case count;
* speed: medians in milliseconds (``*_ms``) beside the reference's time in the same run and
  the ratio (``*_ratio``), never an absolute time alone;
* targets: ``{"target": "...", "met": bool}`` decided on ratios or on this run.
"""

from __future__ import annotations

import json
import os
import platform
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results.json"

__all__ = ["RESULTS", "load", "machine", "record"]


def machine() -> dict[str, Any]:
    """What the figures were measured on (the docs print it beside every absolute time)."""
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
    }


def load(path: Path = RESULTS) -> dict[str, Any]:
    if not path.exists():
        return {}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def record(bench: str, section: str, figures: dict[str, Any], path: Path = RESULTS) -> None:
    """Store ``figures`` under ``results[bench][section]`` (replacing that section only).

    Written atomically (temporary file, then rename) so an interrupted benchmark never
    leaves a half-written results file behind.
    """
    data = load(path)
    entry = data.setdefault(bench, {})
    entry[section] = figures
    entry["_machine"] = machine()
    text = json.dumps(data, indent=1, sort_keys=True, default=_default) + "\n"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".results-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


def _default(value: Any) -> Any:
    if hasattr(value, "item"):  # numpy scalars
        return value.item()
    if isinstance(value, (tuple, set, frozenset)):
        return list(value)
    if isinstance(value, Path):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")
