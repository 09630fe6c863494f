"""Tesseract (the Debian ``tesseract-ocr`` binary) as an alternative OCR engine.

Tesseract is tuned for dark print on light paper; UI screenshots break that assumption in
two ways, and this wrapper fixes both before the image reaches it:

* **Light-on-dark text** (dark themes, filled buttons, dark toolbars). Tesseract binarises
  the page globally and loses white text on dark regions. Vigil estimates the local
  background (a heavily blurred quarter-size copy) and inverts the pixels wherever it is
  dark, so every region reaches Tesseract as dark text on a light background. An optional
  second pass on the fully inverted image catches what that misses, at twice the cost.
* **Small text.** 11–13 px UI labels are below Tesseract's comfortable x-height; the image
  is upscaled 2x (bicubic) first, which recovers nearly all of them.

Tesseract runs as a subprocess with TSV output, with ``OMP_THREAD_LIMIT=1`` in *its*
environment only (its OpenMP threading makes it 2–3x slower on small machines; Vigil never
touches the caller's environment). Words are grouped back into lines (Tesseract's block /
paragraph / line numbers) so tokens look like RapidOCR's: one phrase per box.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import threading
from typing import Any

import cv2
import numpy as np
from numpy.typing import NDArray

from vigil.errors import BackendError, BackendUnavailable
from vigil.frames.frame import FrameLike, as_frame
from vigil.ocr.base import Box, OcrToken, tokens_in_region
from vigil.ocr.cache import LruCache, frame_digest, plan_region

__all__ = ["TesseractOcr", "contrast_map", "merge_tokens", "normalize_polarity", "parse_tsv"]

log = logging.getLogger(__name__)

INSTALL_HINT = (
    "Tesseract is not installed: `apt-get install tesseract-ocr` (Debian/Ubuntu) or "
    "`brew install tesseract`, or pass its path as TesseractOcr(executable=...)"
)

# Background luma below which a region counts as dark (its text is light).
_DARK_BACKGROUND = 110


def normalize_polarity(gray: NDArray[np.uint8]) -> NDArray[np.uint8]:
    """Invert the dark-background parts of a grayscale image so all text is dark-on-light.

    The background is the local mean over roughly 36x36 px (computed on a quarter-size
    copy for speed); text strokes are too thin to move it much, so it tells a dark button or
    toolbar from a light page.
    """
    h, w = gray.shape[:2]
    small = cv2.resize(gray, (max(1, w // 4), max(1, h // 4)), interpolation=cv2.INTER_AREA)
    bg_small = cv2.blur(small, (9, 9))
    bg = cv2.resize(bg_small, (w, h), interpolation=cv2.INTER_LINEAR)
    out = np.where(bg < _DARK_BACKGROUND, 255 - gray, gray)
    return out.astype(np.uint8)


def contrast_map(
    gray: NDArray[np.uint8], *, kernel: int = 15, gain: float = 3.0
) -> NDArray[np.uint8]:
    """Polarity-free rendering: dark wherever a pixel differs from its local median.

    Text on a filled button (white on blue, white on red) sits on a background that is
    neither the page's colour nor dark enough to count as a dark region; Tesseract then sees
    a dark blob with holes and drops it as an image. Marking *difference from the local
    background* instead of brightness turns every text, whatever its colours, into dark ink
    on white. It hollows out very thick strokes (large bold headings), which the polarity
    pass reads well — hence two passes, merged.
    """
    med = cv2.medianBlur(gray, kernel)
    diff = cv2.absdiff(gray, med).astype(np.float32) * gain
    return (255.0 - np.clip(diff, 0.0, 255.0)).astype(np.uint8)


def _iou(a: Box, b: Box) -> float:
    ix = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    if inter == 0:
        return 0.0
    area = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / area if area > 0 else 0.0


def merge_tokens(base: list[OcrToken], extra: list[OcrToken]) -> list[OcrToken]:
    """Union of two readings of one image: overlapping lines keep the better-scored read."""
    tokens = list(base)
    for tok in extra:
        if tok.box is None:
            continue
        clash = [t for t in tokens if t.box is not None and _iou(t.box, tok.box) > 0.3]
        if not clash:
            tokens.append(tok)
        elif all(tok.score > t.score for t in clash):
            tokens = [t for t in tokens if t not in clash] + [tok]
    tokens.sort(key=lambda t: (t.box[1], t.box[0]) if t.box else (0, 0))
    return tokens


def parse_tsv(tsv: str, scale: float = 1.0, offset: tuple[int, int] = (0, 0)) -> list[OcrToken]:
    """Tesseract TSV → one token per text line (words joined by spaces, mean confidence)."""
    lines: dict[tuple[str, str, str, str], list[tuple[str, Box, float]]] = {}
    rows = tsv.splitlines()
    for row in rows[1:]:
        cols = row.split("\t")
        if len(cols) < 12:
            continue
        text = cols[11].strip()
        try:
            conf = float(cols[10])
            left, top, width, height = (int(c) for c in cols[6:10])
        except ValueError:
            continue
        if not text or conf < 0:
            continue
        ox, oy = offset
        box = (
            ox + int(left / scale),
            oy + int(top / scale),
            ox + round((left + width) / scale),
            oy + round((top + height) / scale),
        )
        key = (cols[1], cols[2], cols[3], cols[4])
        lines.setdefault(key, []).append((text, box, conf / 100.0))
    tokens = []
    for words in lines.values():
        words.sort(key=lambda w: w[1][0])
        text = " ".join(w[0] for w in words)
        box = (
            min(w[1][0] for w in words),
            min(w[1][1] for w in words),
            max(w[1][2] for w in words),
            max(w[1][3] for w in words),
        )
        score = sum(w[2] for w in words) / len(words)
        tokens.append(OcrToken(text, box, max(0.0, min(1.0, score))))
    tokens.sort(key=lambda t: (t.box[1], t.box[0]) if t.box else (0, 0))
    return tokens


class TesseractOcr:
    """OCR with the ``tesseract`` binary; callable as an ``ocr_client``.

    Args:
        executable: the binary (looked up on PATH by default).
        lang: Tesseract language(s), e.g. ``"eng"`` or ``"eng+fra"``.
        scale: upscale factor before reading (2 recovers small UI text).
        psm: page segmentation mode (3, automatic layout, suits whole screens).
        contrast_pass: also read a polarity-free contrast map (:func:`contrast_map`) and
            merge — finds text on filled buttons that the polarity pass loses; doubles the
            time.
        inverted_pass: also read the plainly inverted image and merge (a third pass; rarely
            adds anything after the other two).
        timeout: seconds before a stuck Tesseract is killed.
        cache_size: frames whose tokens are kept (LRU, by exact frame content).
    """

    name = "tesseract"

    def __init__(
        self,
        *,
        executable: str | None = None,
        lang: str = "eng",
        scale: float = 2.0,
        psm: int = 3,
        contrast_pass: bool = True,
        inverted_pass: bool = False,
        timeout: float = 60.0,
        cache_size: int = 32,
    ) -> None:
        if scale <= 0:
            raise ValueError(f"scale must be positive, got {scale}")
        self.executable = executable
        self.lang = lang
        self.scale = float(scale)
        self.psm = int(psm)
        self.contrast_pass = contrast_pass
        self.inverted_pass = inverted_pass
        self.timeout = timeout
        self._cache: LruCache[tuple[OcrToken, ...]] = LruCache(cache_size)
        self._lock = threading.Lock()
        self._binary: str | None = None

    def _find(self) -> str:
        if self._binary is None:
            found = shutil.which(self.executable or "tesseract")
            if found is None:
                raise BackendUnavailable(INSTALL_HINT)
            self._binary = found
        return self._binary

    def _tesseract(self, gray: NDArray[np.uint8]) -> str:
        ok, buf = cv2.imencode(".png", gray)
        if not ok:  # pragma: no cover
            raise BackendError("could not encode the image for Tesseract")
        # Only the child's environment changes; the caller's os.environ is left alone.
        env: dict[str, Any] = dict(os.environ)
        env["OMP_THREAD_LIMIT"] = "1"
        cmd = [self._find(), "stdin", "stdout", "--psm", str(self.psm), "-l", self.lang, "tsv"]
        try:
            proc = subprocess.run(
                cmd,
                input=bytes(buf),
                capture_output=True,
                env=env,
                timeout=self.timeout,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise BackendError(f"Tesseract timed out after {self.timeout} s") from exc
        except OSError as exc:
            raise BackendUnavailable(f"{INSTALL_HINT} ({exc})") from exc
        if proc.returncode != 0:
            err = proc.stderr.decode("utf-8", "replace").strip()
            raise BackendError(f"Tesseract exited with {proc.returncode}: {err[-300:]}")
        return proc.stdout.decode("utf-8", "replace")

    def _prepare(self, gray: NDArray[np.uint8]) -> NDArray[np.uint8]:
        if self.scale == 1.0:
            return gray
        return cv2.resize(gray, None, fx=self.scale, fy=self.scale, interpolation=cv2.INTER_CUBIC)

    def _read_gray(self, gray: NDArray[np.uint8], offset: tuple[int, int]) -> list[OcrToken]:
        tokens = parse_tsv(
            self._tesseract(self._prepare(normalize_polarity(gray))), self.scale, offset
        )
        if self.contrast_pass:
            extra = parse_tsv(
                self._tesseract(self._prepare(contrast_map(gray))), self.scale, offset
            )
            tokens = merge_tokens(tokens, extra)
        if self.inverted_pass:
            extra = parse_tsv(self._tesseract(self._prepare(255 - gray)), self.scale, offset)
            tokens = merge_tokens(tokens, extra)
        return tokens

    def __call__(self, frame: FrameLike) -> list[OcrToken]:
        return self.read(frame)

    def read(self, frame: FrameLike) -> list[OcrToken]:
        """Every text line in the frame (cached by exact frame content)."""
        f = as_frame(frame)
        key = frame_digest(f)
        cached = self._cache.get(key)
        if cached is not None:
            return list(cached)
        tokens = self._read_gray(np.ascontiguousarray(f.gray), (0, 0))
        self._cache.put(key, tuple(tokens))
        return tokens

    def recognize_region(self, frame: FrameLike, box: Box) -> list[OcrToken]:
        """Text inside ``box`` only (from the cached full read when there is one)."""
        f = as_frame(frame)
        plan = plan_region(self._cache, f, box)
        if plan.tokens is not None:
            return plan.tokens
        px0, py0, px1, py1 = plan.crop
        crop = np.ascontiguousarray(f.gray[py0:py1, px0:px1])
        return tokens_in_region(self._read_gray(crop, (px0, py0)), plan.region)

    def __repr__(self) -> str:
        return f"TesseractOcr(lang={self.lang!r}, scale={self.scale}, psm={self.psm})"
