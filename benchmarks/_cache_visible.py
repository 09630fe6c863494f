"""Which "changed UI" pairs of the cache set show their change at the point at all.

A changed variant is applied to the page by script (``generate.py``), and some render
nothing a person could see where the step clicks: ``filter: grayscale(1)`` on a field that
had no colour, a grey text colour on a field that shows only its placeholder, a wide field
displaced along itself, a page's own disabled style that differs from the enabled one by a
few levels. The generator drops a variant whose crop came out pixel-identical; these are not
identical (compositing moves anti-aliasing by a level or two) but no more visible.

The test needs no recording and no rule: each target's ``rerender`` pair is a fresh PNG of
the unchanged page, taken the same way as the variant's replay. A changed pair counts as
*rendered* when some pixel of the 100 px region around the point moved by more than
:data:`VISIBLE_LEVELS` in any channel against it. 16 levels is the effect verifier's own
"visibly changed" level (``HOVER_VISIBLE``, chosen there before this test existed).
``bench_cache`` reports every figure on the whole set and, beside it, on the rendered
changes only; it was added on 2026-11-27 after reading that most of Vigil's false passes on
the development parts were such pairs, so it is stated with both figures, never alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

#: A pixel moved visibly when some channel moved by more than this (of 255).
VISIBLE_LEVELS = 16
#: Side of the square around the point that the region check looks at.
REGION = 100


def _region(path: Path, point: tuple[float, float]) -> np.ndarray:
    rgb = np.asarray(Image.open(path).convert("RGB"), dtype=np.int16)
    x0, y0 = max(0, round(point[0]) - REGION // 2), max(0, round(point[1]) - REGION // 2)
    return rgb[y0 : y0 + REGION, x0 : x0 + REGION]


def largest_change(root: Path, pair: dict[str, Any], rerender: dict[str, Any]) -> int:
    """The largest channel difference (levels) between ``pair``'s replay and the fresh
    render of the unchanged page, in the region around the point."""
    point = (float(pair["point"][0]), float(pair["point"][1]))
    a = _region(root / "pairs" / pair["replay"], point)
    b = _region(root / "pairs" / rerender["replay"], point)
    return int(np.abs(a - b).max()) if a.size and a.shape == b.shape else 255


def unrendered(root: Path, pairs: list[dict[str, Any]]) -> set[str]:
    """Ids of the changed pairs whose change did not visibly render at the point (see the
    module docstring). A pair without a ``rerender`` sibling counts as rendered."""
    fresh = {p["id"].rsplit("-", 1)[0]: p for p in pairs if p["variant"] == "rerender"}
    out: set[str] = set()
    for p in pairs:
        if p["label"] != "changed":
            continue
        sibling = fresh.get(p["id"].rsplit("-", 1)[0])
        if sibling is not None and largest_change(root, p, sibling) <= VISIBLE_LEVELS:
            out.add(p["id"])
    return out
