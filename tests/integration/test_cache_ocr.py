"""Optional OCR evidence with the real RapidOCR engine: the region's text is recorded and a
replay that finds another label says what it became."""

from __future__ import annotations

import cv2
import numpy as np

from vigil import capture_representation, validate_step
from vigil.cache.represent import VisualRepresentation
from vigil.frames import Frame, as_frame
from vigil.ocr import RapidOcr


def button(label: str) -> Frame:
    img = np.full((300, 500, 3), 250, np.uint8)
    cv2.rectangle(img, (170, 125), (330, 175), (47, 111, 222), -1)
    cv2.putText(img, label, (190, 160), cv2.FONT_HERSHEY_SIMPLEX, 0.9, (255, 255, 255), 2)
    return as_frame(cv2.cvtColor(img, cv2.COLOR_BGR2RGB))


def test_text_is_recorded_and_compared() -> None:
    ocr = RapidOcr()
    point = (250, 150)
    rep = capture_representation(button("Submit"), point, region_size=180, ocr=ocr)
    assert rep.text is not None and any("submit" in t.lower() for t in rep.text)
    assert VisualRepresentation.from_dict(rep.to_dict()).text == rep.text
    same = validate_step(rep, button("Submit"), point, ocr=ocr)
    assert same.status == "pass" and same.signals["text"]["missing"] == []
    changed = validate_step(rep, button("Delete"), point, ocr=ocr)
    assert changed.status == "stop"
    assert "text changed" in changed.reason and "Delete" in changed.reason
    # Without an engine the pixel evidence decides alone, and still stops.
    assert validate_step(rep, button("Delete"), point).status == "stop"
