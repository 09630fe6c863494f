"""OCR engines for the screen verifier: RapidOCR (default, offline) and Tesseract.

Importing this package is cheap: the engines load their heavy dependencies (onnxruntime,
the models, the tesseract binary) on first use.
"""

from vigil.ocr.base import Box, OcrEngine, OcrToken, to_tokens
from vigil.ocr.rapid import RapidOcr
from vigil.ocr.targeted import TargetedOcr
from vigil.ocr.tesseract import TesseractOcr

__all__ = ["Box", "OcrEngine", "OcrToken", "RapidOcr", "TargetedOcr", "TesseractOcr", "to_tokens"]
