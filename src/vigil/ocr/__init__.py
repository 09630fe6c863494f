"""OCR engines for the screen verifier: RapidOCR (default, offline) and Tesseract.

Importing this package is cheap: the engines load their heavy dependencies (onnxruntime,
the models, the tesseract binary) on first use.
"""

import threading
from typing import Any

from vigil.ocr.base import Box, OcrEngine, OcrToken, to_tokens
from vigil.ocr.rapid import RapidOcr
from vigil.ocr.targeted import TargetedOcr
from vigil.ocr.tesseract import TesseractOcr

__all__ = [
    "Box",
    "OcrEngine",
    "OcrToken",
    "RapidOcr",
    "TargetedOcr",
    "TesseractOcr",
    "default_ocr",
    "to_tokens",
]

_DEFAULT: Any = None
_LOCK = threading.Lock()


def default_ocr() -> RapidOcr:
    """The process's shared RapidOCR engine, created on first use.

    Loading its models costs a second or two and its detection cache is per engine, so the
    screen checks, the narration and the eval's success checks share one engine rather than
    each loading their own. Raises what RapidOcr raises when the engine is not installed.
    """
    global _DEFAULT
    with _LOCK:
        if _DEFAULT is None:
            _DEFAULT = RapidOcr()
        engine: RapidOcr = _DEFAULT
    return engine
