"""RapidOCR (PP-OCR models on onnxruntime): Vigil's default, fully offline OCR engine.

Why this engine: its detection and recognition models ship inside the ``rapidocr`` wheel,
so it works on air-gapped machines, and on UI screenshots it reads every label of a login
page with correct word spacing in a few hundred milliseconds on two cores.

Three things differ from calling ``rapidocr.RapidOCR`` with its defaults:

* **Never a download.** RapidOCR resolves its models by name and fetches any that are
  missing. Vigil passes the wheel's own model files by path (and turns the orientation
  classifier off, so its model is never needed): a broken install fails loudly with
  :class:`~vigil.errors.BackendUnavailable` instead of reaching for the network.
* **Screenshot settings.** Detection runs at native resolution up to 2000 px on the long
  side (``limit_type=max``); the default upscales small crops several times and gets slow.
  Every token is kept with its score (the presence check applies the score floor, so the
  caller sees what was rejected and why).
* **Once per frame.** Results are cached by the frame's exact content digest, so a second
  look at the same frame (verify_before after the runner located a target) costs only the
  digest. :meth:`RapidOcr.recognize_region` answers from that cache when the frame was
  read already, and otherwise reads only the region's pixels.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from vigil.errors import BackendError, BackendUnavailable
from vigil.frames.frame import Frame, FrameLike, as_frame
from vigil.ocr.base import Box, OcrToken, box_from_points, clip_box, tokens_in_region
from vigil.ocr.cache import LruCache, frame_digest, plan_region

__all__ = ["RapidOcr", "clip_box", "tokens_in_region"]

log = logging.getLogger(__name__)

INSTALL_HINT = (
    "RapidOCR is not installed: `pip install 'vigil[ocr]'` (installs rapidocr and "
    "onnxruntime; rapidocr does not declare onnxruntime itself)"
)


def _center_in(box: Box, region: Box) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return region[0] <= cx < region[2] and region[1] <= cy < region[3]


def _model_files() -> tuple[Path, Path]:
    """The detection and recognition models bundled in the installed rapidocr wheel."""
    try:
        import rapidocr
    except ImportError as exc:
        raise BackendUnavailable(INSTALL_HINT) from exc
    models = Path(rapidocr.__file__).resolve().parent / "models"
    det = sorted(models.glob("*det*.onnx"))
    rec = sorted(models.glob("*rec*.onnx"))
    if not det or not rec:
        raise BackendUnavailable(
            f"rapidocr's bundled models are missing from {models} (found "
            f"{[p.name for p in models.glob('*.onnx')]}); reinstall `rapidocr>=3` — Vigil "
            "does not download models"
        )
    # Prefer the v6 'small' pair the wheel ships; fall back to whatever is bundled.
    pick_det = next((p for p in det if "PP-OCRv6" in p.name), det[-1])
    pick_rec = next((p for p in rec if "PP-OCRv6" in p.name), rec[-1])
    return pick_det, pick_rec


def default_threads() -> int:
    """Inference threads: half the cores (at most 4), at least one.

    OCR runs beside a browser and the agent itself. onnxruntime's worker threads spin
    while they wait, so taking every core slows everything down when the CPU is shared:
    on two busy cores one thread read a 1280x800 frame in 0.58 s (median) against 0.83 s
    with two.
    """
    return max(1, min(4, (os.cpu_count() or 2) // 2))


class RapidOcr:
    """Offline OCR with RapidOCR; callable as an ``ocr_client`` (``frame -> list[OcrToken]``).

    The engine (and onnxruntime) is imported and loaded on first use, so constructing a
    ``RapidOcr`` is free and ``import vigil`` never pays for it. One instance is safe to
    share between threads (inference is serialised by a lock; cached reads are not).

    Args:
        cache_size: frames whose tokens are kept (LRU); 0 disables the cache.
        max_side: detection resolution cap (long side, px); frames up to this size are read
            at native resolution.
        threads: onnxruntime intra-op threads (None: :func:`default_threads`, half the
            cores).
    """

    name = "rapid"

    def __init__(
        self,
        *,
        cache_size: int = 32,
        max_side: int = 2000,
        threads: int | None = None,
    ) -> None:
        self.max_side = int(max_side)
        self.threads = threads
        self._cache: LruCache[tuple[OcrToken, ...]] = LruCache(cache_size)
        self._det_cache: LruCache[tuple[Box, ...]] = LruCache(cache_size)
        self._region_cache: LruCache[tuple[OcrToken, ...]] = LruCache(cache_size * 4)
        self._engine: Any = None
        self._init_lock = threading.Lock()
        self._run_lock = threading.Lock()
        #: Seconds the last uncached read took (for benchmarks and logs).
        self.last_seconds = 0.0

    # -- engine --------------------------------------------------------------------------
    def _load(self) -> Any:
        if self._engine is not None:
            return self._engine
        with self._init_lock:
            if self._engine is not None:
                return self._engine
            det, rec = _model_files()
            try:
                import onnxruntime  # noqa: F401  - rapidocr needs it but does not declare it
                from rapidocr import RapidOCR
            except ImportError as exc:
                raise BackendUnavailable(INSTALL_HINT) from exc
            threads = default_threads() if self.threads is None else int(self.threads)
            params: dict[str, Any] = {
                # "no text found" is an answer here, not a warning worth printing
                "Global.log_level": "error",
                "Global.use_cls": False,
                "Global.text_score": 0.0,
                "Det.model_path": str(det),
                "Rec.model_path": str(rec),
                "Det.limit_type": "max",
                "Det.limit_side_len": self.max_side,
                "Global.max_side_len": max(self.max_side, 2000),
                "EngineConfig.onnxruntime.intra_op_num_threads": threads,
            }
            try:
                self._engine = RapidOCR(params=params)
            except Exception as exc:  # a broken wheel or model: say so, do not download
                raise BackendUnavailable(f"RapidOCR failed to initialise: {exc}") from exc
            log.debug("RapidOCR loaded (det=%s, rec=%s)", det.name, rec.name)
            return self._engine

    def warm_up(self) -> None:
        """Load the models now (about a second) instead of on the first frame."""
        engine = self._load()
        with self._run_lock:
            engine._load_det_model()
            engine._load_rec_model()

    def _run(self, bgr: np.ndarray[Any, Any]) -> list[OcrToken]:
        engine = self._load()
        start = time.perf_counter()
        try:
            with self._run_lock:
                # Every switch explicitly: RapidOCR keeps the last call's switches.
                out = engine(bgr, use_det=True, use_cls=False, use_rec=True)
        except Exception as exc:
            raise BackendError(
                f"RapidOCR failed on a {bgr.shape[1]}x{bgr.shape[0]} image: {exc}"
            ) from exc
        self.last_seconds = time.perf_counter() - start
        boxes = getattr(out, "boxes", None)
        txts = getattr(out, "txts", None)
        scores = getattr(out, "scores", None)
        if boxes is None or txts is None or scores is None:
            return []
        tokens = []
        for pts, text, score in zip(boxes, txts, scores, strict=False):
            if str(text).strip():
                tokens.append(OcrToken(str(text), box_from_points(pts), float(score)))
        return tokens

    def _detect(self, bgr: np.ndarray[Any, Any]) -> list[Box]:
        engine = self._load()
        try:
            with self._run_lock:
                out = engine(bgr, use_det=True, use_cls=False, use_rec=False)
        except Exception as exc:
            raise BackendError(f"RapidOCR detection failed: {exc}") from exc
        boxes = getattr(out, "boxes", None)
        if boxes is None:
            return []
        return sorted((box_from_points(pts) for pts in boxes), key=lambda b: (b[1], b[0]))

    def _recognize(self, f: Frame, boxes: list[Box]) -> list[OcrToken]:
        """Recognition only, one detected line at a time (no detection pass)."""
        engine = self._load()
        tokens = []
        for box in boxes:
            x0, y0, x1, y1 = clip_box(box, f.width, f.height)
            crop = cv2.cvtColor(np.ascontiguousarray(f.rgb[y0:y1, x0:x1]), cv2.COLOR_RGB2BGR)
            try:
                with self._run_lock:
                    out = engine(crop, use_det=False, use_cls=False, use_rec=True)
            except Exception as exc:
                raise BackendError(f"RapidOCR recognition failed: {exc}") from exc
            txts = getattr(out, "txts", None) or ()
            scores = getattr(out, "scores", None) or ()
            for text, score in zip(txts, scores, strict=False):
                if str(text).strip():
                    tokens.append(OcrToken(str(text), (x0, y0, x1, y1), float(score)))
        return tokens

    # -- public --------------------------------------------------------------------------
    def detect(self, frame: FrameLike) -> list[Box]:
        """Text-line boxes only, no recognition (cached by frame content).

        Detection is most of a full read; once a frame's boxes are known,
        :meth:`recognize_region` only recognises the lines inside the region.
        """
        f = as_frame(frame)
        key = frame_digest(f)
        cached = self._det_cache.get(key)
        if cached is not None:
            return list(cached)
        boxes = self._detect(cv2.cvtColor(f.rgb, cv2.COLOR_RGB2BGR))
        self._det_cache.put(key, tuple(boxes))
        return boxes

    def __call__(self, frame: FrameLike) -> list[OcrToken]:
        return self.read(frame)

    def read(self, frame: FrameLike) -> list[OcrToken]:
        """Every text line in the frame, top to bottom (cached by frame content)."""
        f = as_frame(frame)
        key = frame_digest(f)
        cached = self._cache.get(key)
        if cached is not None:
            return list(cached)
        tokens = self._run(cv2.cvtColor(f.rgb, cv2.COLOR_RGB2BGR))
        self._cache.put(key, tuple(tokens))
        self._det_cache.put(key, tuple(t.box for t in tokens if t.box is not None))
        return tokens

    def is_cached(self, frame: FrameLike) -> bool:
        """Whether ``frame`` was read already (its tokens come from the cache)."""
        return frame_digest(as_frame(frame)) in self._cache

    def clear_cache(self) -> None:
        self._cache.clear()
        self._det_cache.clear()
        self._region_cache.clear()

    def recognize_region(self, frame: FrameLike, box: Box) -> list[OcrToken]:
        """Text inside ``box`` only, with boxes in whole-frame coordinates.

        Cheapest first: from the frame's full reading when there is one (no inference); else,
        when the frame's detection is cached (:meth:`detect`), by recognising only the
        detected lines whose centre lies in the region; else by reading the region's pixels
        (plus a small margin) alone — a 400x120 region costs a fraction of a full frame.
        Results are kept in a region cache.
        """
        f = as_frame(frame)
        plan = plan_region(self._cache, f, box)
        if plan.tokens is not None:
            return plan.tokens
        region = plan.region
        rkey = f"{plan.key}:{region}"
        cached = self._region_cache.get(rkey)
        if cached is not None:
            return list(cached)
        boxes = self._det_cache.get(plan.key)
        if boxes is not None:
            inside = [b for b in boxes if _center_in(b, region)]
            tokens = self._recognize(f, inside)
        else:
            px0, py0, px1, py1 = plan.crop
            crop = cv2.cvtColor(np.ascontiguousarray(f.rgb[py0:py1, px0:px1]), cv2.COLOR_RGB2BGR)
            tokens = [
                OcrToken(
                    t.text,
                    (t.box[0] + px0, t.box[1] + py0, t.box[2] + px0, t.box[3] + py0),
                    t.score,
                )
                for t in self._run(crop)
                if t.box is not None
            ]
            tokens = tokens_in_region(tokens, region)
        self._region_cache.put(rkey, tuple(tokens))
        return tokens

    def __repr__(self) -> str:
        return f"RapidOcr(max_side={self.max_side}, cached_frames={len(self._cache)})"
