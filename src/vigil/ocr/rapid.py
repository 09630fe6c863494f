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
import math
import os
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

import cv2
import numpy as np

from vigil._libc import glibc_call
from vigil.errors import BackendError, BackendUnavailable
from vigil.frames.diff import shifted_copy
from vigil.frames.frame import Frame, FrameLike, as_frame
from vigil.ocr.base import (
    Box,
    OcrToken,
    box_from_points,
    boxes_overlap,
    clip_box,
    tokens_in_region,
)
from vigil.ocr.cache import LruCache, frame_digest, padded_region, plan_region
from vigil.ocr.targeted import line_marks, line_words

__all__ = ["Detection", "RapidOcr", "tokens_in_region"]

log = logging.getLogger(__name__)
T = TypeVar("T")

INSTALL_HINT = (
    "RapidOCR is not installed: `pip install 'vigil[ocr]'` (installs rapidocr and "
    "onnxruntime; rapidocr does not declare onnxruntime itself)"
)


# Recognition input: lines are scaled to this height and padded to a width that depends only on
# the line itself (a multiple of _REC_STEP, at least _REC_MIN_WIDTH). RapidOCR pads every line
# to at least 320, its training width; most of a screen's lines are short labels, and the model
# reads them the same padded to 128 (every line of a text-dense test page alike) in 0.7x the
# time. vigil.ocr.targeted.SHORT_LINE (a line's cost floor when ranking) is this width over
# this height.
_REC_HEIGHT = 48
_REC_MIN_WIDTH = 128
_REC_STEP = 64
_REC_BATCH = 6


class Detection(NamedTuple):
    """A frame's detected text lines: axis-aligned boxes and the detector's quadrilaterals."""

    boxes: tuple[Box, ...]
    quads: tuple[np.ndarray[Any, Any], ...]


def _top_left(quad: Any) -> tuple[float, float]:
    pts = np.asarray(quad, dtype=np.float32)
    return (float(pts[:, 1].min()), float(pts[:, 0].min()))


def _bgr(f: Frame) -> np.ndarray[Any, Any]:
    bgr: np.ndarray[Any, Any] = cv2.cvtColor(f.rgb, cv2.COLOR_RGB2BGR)
    return bgr


#: Fewest pixels, on either side, of an image that can hold a line Vigil reads. The default
#: detection (``det_scale=0.75``) already loses text under ~10 px, i.e. text the detector sees
#: under ~7.5 px, and a line's box is taller than its glyphs; an image thinner than this holds
#: no legible line, so it reads as no text without running a model (RapidOCR would first blow
#: it up: see :func:`pipeline_short_side`).
MIN_TEXT_SIDE = 8

#: A straightened line under this many pixels on a side holds no glyph. Such boxes appear only
#: where a box is clipped to an image's edge or to padding around it; one of zero pixels is
#: worse than empty, since OpenCV's warp reads an output size of zero as "the whole image".
_MIN_CROP_SIDE = 2


def _straight_size(quad: np.ndarray[Any, Any]) -> tuple[int, int]:
    """(width, height) of a quadrilateral's straightened crop, as :func:`_crop` makes it."""
    p = np.asarray(quad, dtype=np.float32)
    width = max(np.linalg.norm(p[0] - p[1]), np.linalg.norm(p[2] - p[3]))
    height = max(np.linalg.norm(p[0] - p[3]), np.linalg.norm(p[1] - p[2]))
    return int(width), int(height)


def _crop(image: np.ndarray[Any, Any], quad: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """A detected line straightened out of the image, as RapidOCR's own pipeline crops it."""
    from rapidocr.utils.process_img import get_rotate_crop_image

    crop: np.ndarray[Any, Any] = get_rotate_crop_image(image, quad.copy())
    return crop


def _line_crop(f: Frame, quad: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """One detected line of a frame in OpenCV's channel order (converting the crop only:
    the warp is per channel, so this equals cropping the converted frame)."""
    bgr: np.ndarray[Any, Any] = cv2.cvtColor(_crop(f.rgb, quad), cv2.COLOR_RGB2BGR)
    return bgr


def _rec_width(crop: np.ndarray[Any, Any]) -> int:
    h, w = crop.shape[:2]
    scaled = math.ceil(_REC_HEIGHT * w / max(1, h))
    return max(_REC_MIN_WIDTH, -(-scaled // _REC_STEP) * _REC_STEP)


def _center_in(box: Box, region: Box) -> bool:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return region[0] <= cx < region[2] and region[1] <= cy < region[3]


def _shift(box: Box, dx: int, dy: int) -> Box:
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def _bgr_crop(f: Frame, box: Box) -> np.ndarray[Any, Any]:
    """``box`` of a frame in OpenCV's channel order, converting only those pixels."""
    x0, y0, x1, y1 = box
    bgr: np.ndarray[Any, Any] = cv2.cvtColor(
        np.ascontiguousarray(f.rgb[y0:y1, x0:x1]), cv2.COLOR_RGB2BGR
    )
    return bgr


# Pixels around a line's box that its straightened crop can depend on: the bicubic warp reads
# two pixels beyond the quadrilateral; one more for rounding.
_WARP_REACH = 3


#: Corner-to-corner slack (px) between one text line's detected boxes on two frames: the
#: detector sees a line in the context of its neighbours, so an unchanged line beside a
#: changed one can come out a pixel or two larger or smaller.
_SAME_LINE_SLACK = 2


def _repeated_lines(
    crops: Sequence[np.ndarray[Any, Any]],
    found: Sequence[Detection],
    isolation: tuple[int, int],
) -> set[tuple[int, int]]:
    """(frame, line) pairs of one text line on both crops: boxes within
    :data:`_SAME_LINE_SLACK` px, equal pixels over both boxes (with the warp's reach), and
    no other line of either crop near it."""
    h, w = crops[0].shape[:2]
    centres = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for d in found for b in d.boxes]
    out: set[tuple[int, int]] = set()
    for j, bj in enumerate(found[1].boxes):
        i = _line_at(found[0].boxes, bj)
        if i is None:
            continue
        bi, r = found[0].boxes[i], _WARP_REACH
        x0, y0 = max(0, min(bi[0], bj[0]) - r), max(0, min(bi[1], bj[1]) - r)
        x1, y1 = min(w, max(bi[2], bj[2]) + r + 1), min(h, max(bi[3], bj[3]) + r + 1)
        if not np.array_equal(crops[0][y0:y1, x0:x1], crops[1][y0:y1, x0:x1]):
            continue
        cx, cy = (bj[0] + bj[2]) / 2, (bj[1] + bj[3]) / 2
        near = sum(
            1 for ox, oy in centres if abs(ox - cx) <= isolation[0] and abs(oy - cy) <= isolation[1]
        )
        if near == 2:  # the line itself, once per crop
            out.update({(0, i), (1, j)})
    return out


#: Largest difference (px) in width or height between one text line's boxes on two frames
#: when it moved: the detector pads a line a little differently among other neighbours.
_MOVED_SIZE_SLACK = 8


def _moved_lines(
    crops: Sequence[np.ndarray[Any, Any]], found: Sequence[Detection], skip: set[tuple[int, int]]
) -> set[tuple[int, int]]:
    """(frame, line) pairs of one text line that only moved: each line's pixels reappear,
    exactly, a shift away under the other (a message inserted above a form pushes everything
    below it down). Such a line reads the same twice, so neither is recognised; lines in
    ``skip`` are already settled."""
    out: set[tuple[int, int]] = set()
    for i, old in enumerate(found[0].boxes):
        if (0, i) in skip:
            continue
        for j, new in enumerate(found[1].boxes):
            if (1, j) in skip or (1, j) in out:
                continue
            dw = abs((old[2] - old[0]) - (new[2] - new[0]))
            dh = abs((old[3] - old[1]) - (new[3] - new[1]))
            if dw > _MOVED_SIZE_SLACK or dh > _MOVED_SIZE_SLACK:
                continue
            # Both ways: a new box a few px wider could hold one more glyph ("Sign in!").
            if shifted_copy(crops[0], crops[1], old, new) and shifted_copy(
                crops[1], crops[0], new, old
            ):
                out.update({(0, i), (1, j)})
                break
    return out


def _line_at(boxes: Sequence[Box], box: Box) -> int | None:
    """The index of the one box within :data:`_SAME_LINE_SLACK` px of ``box``, if any."""
    hits = [
        i
        for i, b in enumerate(boxes)
        if all(abs(p - q) <= _SAME_LINE_SLACK for p, q in zip(b, box, strict=True))
    ]
    return hits[0] if len(hits) == 1 else None


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
    """Inference threads: every core (at most 4).

    OCR runs beside a browser and the agent itself, so the sessions Vigil builds never let
    onnxruntime's idle workers spin (:func:`_session_options`): a waiting thread sleeps
    instead of burning a core the browser needs. Measured on 2 cores, a 1280x800 detection
    took 234 ms with two threads against 403 ms with one on an idle machine, and 540 ms
    against 555 ms with both cores already busy; a batch of six lines 76 against 147 ms
    idle, 174 against 206 ms busy.
    """
    return max(1, min(4, os.cpu_count() or 1))


def engine_params(det: Path, rec: Path, max_side: int, threads: int) -> dict[str, Any]:
    """``RapidOCR(params=...)`` for screenshots: the bundled models by path (never a
    download), no orientation classifier, native resolution up to ``max_side``."""
    return {
        # "no text found" is an answer here, not a warning worth printing
        "Global.log_level": "error",
        "Global.use_cls": False,
        "Global.text_score": 0.0,
        "Det.model_path": str(det),
        "Rec.model_path": str(rec),
        "Det.limit_type": "max",
        "Det.limit_side_len": max_side,
        "Global.max_side_len": pipeline_max_side(max_side),
        "EngineConfig.onnxruntime.intra_op_num_threads": threads,
    }


def _session_options(threads: int, arena: bool) -> Any:
    """onnxruntime options for Vigil's sessions: idle threads sleep, and a memory arena
    where it pays.

    RapidOCR turns the arena off. Recognition runs many small batches, each of which would
    map fresh buffers; its arena stays small (a few MB). Detection's arena would keep its
    largest frame's feature maps: 450 MB more resident after a 1080p frame for 10 % of a
    detection's time, so detection goes without.
    """
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.log_severity_level = 4
    opts.enable_cpu_mem_arena = arena
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    opts.add_session_config_entry("session.inter_op.allow_spinning", "0")
    return opts


def _own_sessions(engine: Any, det: Path, rec: Path, threads: int) -> None:
    """Load RapidOCR's two models into sessions built with :func:`_session_options`.

    RapidOCR builds its sessions from a config that can set threads and the arena but not
    spinning, and accepts a ready session only through that config (which holds plain
    values), so its own sessions are replaced once its detector and recogniser exist.
    """
    import onnxruntime as ort

    models = ((engine._load_det_model(), det, False), (engine._load_rec_model(), rec, True))
    for model, path, arena in models:
        model.session.session = ort.InferenceSession(
            str(path),
            sess_options=_session_options(threads, arena),
            providers=["CPUExecutionProvider"],
        )
    # glibc keeps the replaced sessions' freed blocks in its heap: hand them back (about
    # 50 MB resident after loading).
    glibc_call("malloc_trim", 0)


#: RapidOCR pads an image before detection when it is under this many pixels on a side or
#: wider than :data:`_PAD_RATIO` times its height; such a frame (a strip, a thumbnail) goes
#: through RapidOCR's own pipeline rather than :func:`detector_input`.
_PAD_BELOW = 30
_PAD_RATIO = 8


def detector_input(w: int, h: int, scale: float, max_side: int) -> tuple[int, int] | None:
    """The size (w, h) a whole frame is scaled to for detection, or None for RapidOCR's own
    pipeline.

    The detector needs sides that are multiples of 32. RapidOCR gets there with a second
    resize of whatever it is given; scaling the frame once, straight to the nearest such size
    for ``scale``, reads the same lines with one resample instead of two.
    """
    if min(w, h) < _PAD_BELOW or w > _PAD_RATIO * h:
        return None
    s = min(scale, max_side / max(w, h))
    return max(32, round(int(w * s) / 32) * 32), max(32, round(int(h * s) / 32) * 32)


def _sorted_detection(quads: Sequence[Any]) -> Detection:
    """Detected quadrilaterals as a :class:`Detection`, top to bottom then left to right,
    without those too thin to hold a glyph (:data:`_MIN_CROP_SIDE`), so that no caller ever
    crops or recognises one."""
    order = sorted(range(len(quads)), key=lambda i: _top_left(quads[i]))
    kept = [np.asarray(quads[i], dtype=np.float32) for i in order]
    kept = [q for q in kept if min(_straight_size(q)) >= _MIN_CROP_SIDE]
    return Detection(tuple(box_from_points(q) for q in kept), tuple(kept))


def pipeline_max_side(max_side: int) -> int:
    """RapidOCR's ``Global.max_side_len`` for a ``max_side`` detection cap: its pipeline
    shrinks an image's long side to this before anything else."""
    return max(max_side, 2000)


#: A side RapidOCR's shrink to :func:`pipeline_max_side` rounds to nothing: it scales the long
#: side to the cap, truncates, and rounds each side to a multiple of 32 (half rounding down).
_SHRUNK_TO_NOTHING = 16


def pipeline_short_side(w: int, h: int, limit: int) -> int:
    """The short side a ``w`` x ``h`` image is padded to (with black, as RapidOCR pads)
    before RapidOCR's pipeline takes it: its own short side when the pipeline handles it.

    The pipeline first shrinks the long side to ``limit``, then scales an image under
    :data:`_PAD_BELOW` px on its short side *up* to that, long side included, then pads a
    strip to 1:4. A thin strip's long side grows by the same factor: a 1x2000 strip became
    32x60000, padded to 15000x60000 (2.7 GB), and OpenCV's crop of its one "line" crashed
    the process; 1x800 took 9 s. Padding the short side (no scaling) where the upscaled long
    side would pass ``limit`` keeps every image the pipeline builds within one
    ``limit``-wide detection. A strip wider than ``limit`` whose short side the shrink
    rounds to nothing (30x4000) fails in the pipeline; it is padded just enough to survive.
    Images the pipeline handles within ``limit`` are left as they are, so they read as
    before.
    """
    short, long = min(w, h), max(w, h)
    if long > limit:
        if int(short * (limit / long)) > _SHRUNK_TO_NOTHING:
            return short
        return math.ceil((_SHRUNK_TO_NOTHING + 1) * long / limit) + 1
    if short < _PAD_BELOW and long * _PAD_BELOW > limit * short:
        return _PAD_BELOW
    return short


def _pipeline_image(
    bgr: np.ndarray[Any, Any], limit: int
) -> tuple[np.ndarray[Any, Any], tuple[int, int]]:
    """``bgr`` padded, centred, to :func:`pipeline_short_side`, and its offset (dx, dy)."""
    h, w = bgr.shape[:2]
    extra = pipeline_short_side(w, h, limit) - min(w, h)
    if extra <= 0:
        return bgr, (0, 0)
    first, second = extra // 2, extra - extra // 2
    black = (0, 0, 0)
    if h <= w:
        top = cv2.copyMakeBorder(bgr, first, second, 0, 0, cv2.BORDER_CONSTANT, value=black)
        return top, (0, first)
    left = cv2.copyMakeBorder(bgr, 0, 0, first, second, cv2.BORDER_CONSTANT, value=black)
    return left, (first, 0)


def _unpad(quads: Any, offset: tuple[int, int], w: int, h: int) -> list[np.ndarray[Any, Any]]:
    """Quadrilaterals found on a padded image, in the original ``w`` x ``h`` image's pixels
    (clipped to it, as RapidOCR clips to an image)."""
    out = []
    for quad in quads:
        q = np.asarray(quad, dtype=np.float32).copy()
        q[:, 0] = np.clip(q[:, 0] - offset[0], 0, w)
        q[:, 1] = np.clip(q[:, 1] - offset[1], 0, h)
        out.append(q)
    return out


class RapidOcr:
    """Offline OCR with RapidOCR; callable as an ``ocr_client`` (``frame -> list[OcrToken]``).

    The engine (and onnxruntime) is imported and loaded on first use, so constructing a
    ``RapidOcr`` is free and ``import vigil`` never pays for it. One instance is safe to
    share between threads (inference is serialised by a lock; cached reads are not).

    Args:
        cache_size: frames whose tokens are kept (LRU); 0 disables the cache.
        max_side: detection resolution cap (long side, px); frames up to this size are read
            at native resolution.
        threads: onnxruntime intra-op threads (None: :func:`default_threads`, every core up
            to 4; idle threads sleep rather than spin).
        det_scale: a whole frame's lines are detected on the frame scaled by this (0.25-1.0)
            and mapped back; recognition always reads the frame's own pixels. At 0.75 (the
            default) detection takes ~0.55x the time; presence is unchanged on the sparse and
            the text-dense test sets (12 px text at 1280x800 and 1920x1080 included) and lost
            one case of 224 on the text-dense development set (a line boxed differently
            read "yearyl"); 1.0 for text smaller than ~10 px.
    """

    name = "rapid"

    def __init__(
        self,
        *,
        cache_size: int = 32,
        max_side: int = 2000,
        threads: int | None = None,
        det_scale: float = 0.75,
    ) -> None:
        if not 0.25 <= float(det_scale) <= 1.0:
            raise ValueError(f"det_scale must be between 0.25 and 1.0, got {det_scale!r}")
        self.max_side = int(max_side)
        self.det_scale = float(det_scale)
        self.threads = threads
        self._cache: LruCache[tuple[OcrToken, ...]] = LruCache(cache_size)
        self._det_cache: LruCache[Detection] = LruCache(cache_size)
        # Per frame: detected line index -> its token (None: the line holds no text).
        self._line_cache: LruCache[dict[int, OcrToken | None]] = LruCache(cache_size)
        self._region_cache: LruCache[tuple[OcrToken, ...]] = LruCache(cache_size * 4)
        self._marks_cache: LruCache[tuple[int | None, ...]] = LruCache(cache_size)
        self._words_cache: LruCache[tuple[tuple[int, ...] | None, ...]] = LruCache(cache_size)
        self._engine: Any = None
        self._last_key: tuple[Frame, str] | None = None
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
            params = engine_params(det, rec, self.max_side, threads)
            try:
                engine = RapidOCR(params=params)
                _own_sessions(engine, det, rec, threads)
            except Exception as exc:  # a broken wheel or model: say so, do not download
                raise BackendUnavailable(f"RapidOCR failed to initialise: {exc}") from exc
            self._engine = engine
            log.debug("RapidOCR loaded (det=%s, rec=%s)", det.name, rec.name)
            return self._engine

    def warm_up(self) -> None:
        """Load the models now (about a second) instead of on the first frame."""
        engine = self._load()
        with self._run_lock:
            engine._load_det_model()
            engine._load_rec_model()

    def _run(self, bgr: np.ndarray[Any, Any]) -> list[OcrToken]:
        """Detection and recognition of a whole image (a region crop), tokens in its pixels."""
        start = time.perf_counter()
        detection = self._detect(bgr)
        texts = self._recognize_crops([_crop(bgr, q) for q in detection.quads])
        self.last_seconds = time.perf_counter() - start
        return [
            OcrToken(text, box, score)
            for box, (text, score) in zip(detection.boxes, texts, strict=True)
            if text.strip()
        ]

    def _detect(self, bgr: np.ndarray[Any, Any]) -> Detection:
        """An image's lines through RapidOCR's own pipeline (region crops, strips and
        thumbnails), on an image shaped so the pipeline stays within one detection's size
        (:func:`pipeline_short_side`); under :data:`MIN_TEXT_SIDE`, no lines at once."""
        h, w = bgr.shape[:2]
        if min(h, w) < MIN_TEXT_SIDE:
            return Detection((), ())
        image, offset = _pipeline_image(bgr, pipeline_max_side(self.max_side))
        engine = self._load()
        try:
            with self._run_lock:
                # Every switch explicitly: RapidOCR keeps the last call's switches.
                out = engine(image, use_det=True, use_cls=False, use_rec=False)
        except Exception as exc:
            raise BackendError(f"RapidOCR detection failed on a {w}x{h} image: {exc}") from exc
        quads = getattr(out, "boxes", None)
        if quads is None or len(quads) == 0:
            return Detection((), ())
        if offset != (0, 0):
            quads = _unpad(quads, offset, w, h)
        return _sorted_detection(quads)

    def _detect_frame(self, bgr: np.ndarray[Any, Any]) -> Detection:
        """A whole frame's lines, detected on the frame scaled by ``det_scale``.

        Detection costs in proportion to the pixels it sees, and a screen's text lines are
        still lines at three quarters of their size; recognition reads the frame's own pixels
        anyway. The detector is driven directly: RapidOCR's own pipeline resizes twice,
        normalises in float64 and crops every line for a recogniser that is not asked to run
        (together ~80 ms of a 1080p frame).
        """
        h, w = bgr.shape[:2]
        size = detector_input(w, h, self.det_scale, self.max_side)
        if size is None:
            return self._detect(bgr)
        shrink = size[0] * size[1] < w * h
        small = (
            bgr
            if size == (w, h)
            else cv2.resize(bgr, size, interpolation=cv2.INTER_AREA if shrink else cv2.INTER_LINEAR)
        )
        # The detector's input: (pixel / 255 - 0.5) / 0.5, channels first, in float32.
        blob = cv2.dnn.blobFromImage(small, 1 / 127.5, mean=(127.5, 127.5, 127.5))
        model = self._load()._load_det_model()
        try:
            with self._run_lock:
                preds = model.session(blob)
            quads, _ = model.postprocess_op(preds, (h, w))
        except Exception as exc:
            raise BackendError(f"RapidOCR detection failed on a {w}x{h} frame: {exc}") from exc
        return _sorted_detection(quads)

    def _recognize_crops(self, crops: Sequence[np.ndarray[Any, Any]]) -> list[tuple[str, float]]:
        """Text and score of each line crop; each result depends on its own crop only.

        RapidOCR pads every line of a batch to the batch's widest line, so a line's text (and
        score) can change with its batch mates. Here each line is padded to a width fixed by
        its own shape (:func:`_rec_width`), and lines of one width are batched together: the
        same line reads the same whether it is recognised alone, among a few candidates, or in
        a full read — which is what lets a targeted read stop early without ever reporting a
        text the full read would not give.
        """
        if not crops:
            return []
        rec = self._rec_model()
        out: list[tuple[str, float]] = [("", 0.0)] * len(crops)
        groups: dict[int, list[int]] = {}
        for i, crop in enumerate(crops):
            groups.setdefault(_rec_width(crop), []).append(i)
        for width, members in sorted(groups.items()):
            for start in range(0, len(members), _REC_BATCH):
                chunk = members[start : start + _REC_BATCH]
                ratio = width / _REC_HEIGHT
                batch = np.stack([rec.resize_norm_img(crops[i], ratio) for i in chunk])
                try:
                    with self._run_lock:
                        preds = rec.session(batch.astype(np.float32))
                    lines, _ = rec.postprocess_op(
                        preds, False, wh_ratio_list=[ratio] * len(chunk), max_wh_ratio=ratio
                    )
                except Exception as exc:
                    raise BackendError(f"RapidOCR recognition failed: {exc}") from exc
                for i, (text, score) in zip(chunk, lines, strict=True):
                    out[i] = (str(text), float(score))
        return out

    def _rec_model(self) -> Any:
        engine = self._load()
        with self._run_lock:
            return engine._load_rec_model()

    def _detection(self, f: Frame, key: str) -> Detection:
        cached = self._det_cache.get(key)
        if cached is not None:
            return cached
        detection = self._detect_frame(_bgr(f))
        self._det_cache.put(key, detection)
        return detection

    def _lines_of(self, f: Frame, key: str, indices: Sequence[int]) -> dict[int, OcrToken | None]:
        """Recognise the detected lines ``indices`` (those not yet read), remembering each."""
        detection = self._detection(f, key)
        known = self._line_cache.get(key)
        if known is None:
            known = {}
            self._line_cache.put(key, known)
        todo = [i for i in dict.fromkeys(indices) if i not in known]
        if todo:
            texts = self._recognize_crops([_line_crop(f, detection.quads[i]) for i in todo])
            for i, (text, score) in zip(todo, texts, strict=True):
                box = detection.boxes[i]
                known[i] = OcrToken(text, box, score) if text.strip() else None
        return {i: known[i] for i in indices}

    def _key(self, f: Frame) -> str:
        """The frame's content digest, computed once per frame object.

        A targeted check asks about one frame several times in a row (detection, then each
        batch of lines); the SHA-1 of a 1080p frame costs a few milliseconds, so the last
        frame's digest is remembered by identity (frames are immutable).
        """
        last = self._last_key
        if last is not None and last[0] is f:
            return last[1]
        key = frame_digest(f)
        self._last_key = (f, key)
        return key

    # -- public --------------------------------------------------------------------------
    def detect(self, frame: FrameLike) -> list[Box]:
        """Text-line boxes only, no recognition (cached by frame content), top to bottom.

        Detection is ~0.25 s of a 1280x800 read; once a frame's boxes are known, a targeted
        read (:meth:`recognize_boxes`) or a region (:meth:`recognize_region`) recognises only
        the lines it needs, ~5–25 ms each.
        """
        f = as_frame(frame)
        return list(self._detection(f, self._key(f)).boxes)

    def line_marks(self, frame: FrameLike) -> list[int | None]:
        """Each detected line's mark count (:func:`vigil.ocr.targeted.line_marks`), in the
        order of :meth:`detect`; kept with the detection, since a text-dense frame asked
        about twice would count its 200 lines twice (~20 ms)."""
        return self._per_line(frame, self._marks_cache, line_marks)

    def line_words(self, frame: FrameLike) -> list[tuple[int, ...] | None]:
        """Each detected line's marks per word (:func:`vigil.ocr.targeted.line_words`), in
        the order of :meth:`detect`; kept with the detection, as :meth:`line_marks` is."""
        return self._per_line(frame, self._words_cache, line_words)

    def _per_line(self, frame: FrameLike, cache: Any, measure: Callable[[Any, Box], T]) -> list[T]:
        """``measure(gray, box)`` of each detected line, computed once per frame."""
        f = as_frame(frame)
        key = self._key(f)
        values = cache.get(key)
        if values is None:
            gray = f.gray
            values = tuple(measure(gray, box) for box in self._detection(f, key).boxes)
            cache.put(key, values)
        return list(values)

    def recognize_boxes(self, frame: FrameLike, boxes: Sequence[Box]) -> list[OcrToken]:
        """Recognise only the given detected lines (items of :meth:`detect`), batched.

        Returns the tokens among them that hold text, in the order asked. Every line reads
        exactly as it does in a full :meth:`read` of the frame (same crop, same padding), so
        any token returned here is also in the full read. Boxes that were not detected raise
        ``ValueError``.
        """
        f = as_frame(frame)
        key = self._key(f)
        index = {b: i for i, b in enumerate(self._detection(f, key).boxes)}
        asked: list[Box] = [(int(b[0]), int(b[1]), int(b[2]), int(b[3])) for b in boxes]
        missing = [b for b in asked if b not in index]
        if missing:
            raise ValueError(f"boxes {missing[:3]} are not among the frame's detected lines")
        wanted = [index[b] for b in asked]
        lines = self._lines_of(f, key, wanted)
        return [tok for i in wanted if (tok := lines[i]) is not None]

    def __call__(self, frame: FrameLike) -> list[OcrToken]:
        return self.read(frame)

    def read(self, frame: FrameLike) -> list[OcrToken]:
        """Every text line in the frame, top to bottom (cached by frame content).

        Detection, then recognition of every detected line — the same per-line recognition a
        targeted read uses, so lines already recognised for a targeted check are reused.
        """
        f = as_frame(frame)
        key = self._key(f)
        cached = self._cache.get(key)
        if cached is not None:
            return list(cached)
        start = time.perf_counter()
        n = len(self._detection(f, key).boxes)
        lines = self._lines_of(f, key, range(n))
        tokens = [tok for i in range(n) if (tok := lines[i]) is not None]
        self.last_seconds = time.perf_counter() - start
        self._cache.put(key, tuple(tokens))
        return tokens

    def has_detection(self, frame: FrameLike) -> bool:
        """Whether ``frame``'s lines were detected already (a targeted read costs no detection)."""
        return self._key(as_frame(frame)) in self._det_cache

    def is_cached(self, frame: FrameLike) -> bool:
        """Whether ``frame`` was read already (its tokens come from the cache)."""
        return self._key(as_frame(frame)) in self._cache

    def clear_cache(self) -> None:
        self._cache.clear()
        self._det_cache.clear()
        self._line_cache.clear()
        self._region_cache.clear()
        self._marks_cache.clear()
        self._words_cache.clear()

    def recognize_region(self, frame: FrameLike, box: Box) -> list[OcrToken]:
        """Text inside ``box`` only, with boxes in whole-frame coordinates.

        Cheapest first: from the frame's full reading when there is one (no inference); else,
        when the frame's detection is cached (:meth:`detect`), by recognising only the
        detected lines whose centre lies in the region (lines recognised before are reused);
        else by reading the region's pixels (plus a small margin) alone — a 400x120 region
        costs a fraction of a full frame. Results are kept in a region cache.
        """
        f = as_frame(frame)
        plan = plan_region(self._cache, f, box, self._key(f))
        if plan.tokens is not None:
            return plan.tokens
        region = plan.region
        detection = self._det_cache.get(plan.key)
        if detection is not None:
            inside = [i for i, b in enumerate(detection.boxes) if _center_in(b, region)]
            lines = self._lines_of(f, plan.key, inside)
            return [tok for i in inside if (tok := lines[i]) is not None]
        rkey = f"{plan.key}:{region}"
        cached = self._region_cache.get(rkey)
        if cached is not None:
            return list(cached)
        px0, py0 = plan.crop[:2]
        crop = _bgr_crop(f, plan.crop)
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

    def read_region_changes(
        self,
        before: FrameLike,
        after: FrameLike,
        box: Box,
        *,
        isolation: tuple[int, int] = (48, 12),
        within: Box | None = None,
    ) -> tuple[list[OcrToken], list[OcrToken]]:
        """The text inside ``box`` on two frames of one size, leaving out each line that is
        identical on both — what a "what changed here?" question needs.

        Both regions are detected as :meth:`recognize_region` reads them (the same crop).
        A line found at the same place on both frames (boxes within a pixel or two: the
        detector sees each line among its neighbours) over pixels that are equal on both is
        the same text, unchanged; it is left out of both lists unless another line of either
        frame lies within ``isolation`` (dx, dy) px of its centre (a near-duplicate line is
        what a left-out line could have matched on the other side). A line whose exact
        pixels reappear shifted under a line of the other frame only moved; it is left out of
        both lists too (it would read the same on both). Everything else is
        recognised in one batch for both frames, exactly as :meth:`recognize_region`
        recognises it. A line whose pixels changed is always in the lists; what is left out
        could at most have read differently twice through recognition noise. With ``within``
        (frame coordinates), only lines whose box overlaps it are recognised and returned:
        the rest of ``box`` is context that lets detection see those lines whole.
        """
        fb, fa = as_frame(before), as_frame(after)
        if fb.size != fa.size:
            raise ValueError(f"frames differ in size: {fb.size} vs {fa.size}")
        region = clip_box(box, fb.width, fb.height)
        px0, py0, px1, py1 = padded_region(region, fb.width, fb.height)
        crops = [_bgr_crop(f, (px0, py0, px1, py1)) for f in (fb, fa)]
        found = [self._detect(c) for c in crops]
        same = _repeated_lines(crops, found, isolation)
        same |= _moved_lines(crops, found, same)
        wanted = None if within is None else _shift(within, -px0, -py0)
        todo = [
            (k, i)
            for k in (0, 1)
            for i, b in enumerate(found[k].boxes)
            if (k, i) not in same and (wanted is None or boxes_overlap(b, wanted))
        ]
        texts = self._recognize_crops([_crop(crops[k], found[k].quads[i]) for k, i in todo])
        out: tuple[list[OcrToken], list[OcrToken]] = ([], [])
        for (k, i), (text, score) in zip(todo, texts, strict=True):
            if text.strip():
                b = found[k].boxes[i]
                out[k].append(
                    OcrToken(text, (b[0] + px0, b[1] + py0, b[2] + px0, b[3] + py0), score)
                )
        return tokens_in_region(out[0], region), tokens_in_region(out[1], region)

    def __repr__(self) -> str:
        return (
            f"RapidOcr(max_side={self.max_side}, det_scale={self.det_scale:g}, "
            f"cached_frames={len(self._cache)})"
        )
