"""``vigil verify-screen``, ``vigil hash`` and ``vigil diff`` used as a demanding user would:
a typo'd VLM URL, an OCR engine that is not installed, ``--json`` piped into a parser when
the arguments are wrong, and an overlay written over the screenshot being compared. Run as a
user would (``python -m vigil`` in a fresh folder); each case is refused before any OCR.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from _cli import refused, run_vigil

FORM = Path(__file__).parent.parent / "data" / "frames" / "form-1280x800.png"


def vigil(
    *args: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return run_vigil(*args, cwd=cwd, env=env, timeout=120)


def json_error(r: subprocess.CompletedProcess[str], text: str) -> None:
    """With ``--json``: the error as one JSON object on stdout, exit 2."""
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    answer = json.loads(r.stdout)
    assert answer["status"] == "error"
    assert text in answer["message"], answer


@pytest.mark.parametrize("url", ["htp://127.0.0.1:8000/v1", "localhost:8000/v1", "ftp://x"])
def test_verify_screen_refuses_a_vlm_url_it_cannot_call(tmp_path: Path, url: str) -> None:
    """Was accepted: the typo surfaced only as "role check failed … presence alone stands",
    a MATCH with exit 0 (or never, when nothing was found)."""
    args = ("verify-screen", str(FORM), "-e", "button:Sign in", "--vlm", url, "--vlm-model", "m")
    refused(vigil(*args, cwd=tmp_path), "--vlm must be an http:// or https:// base URL")
    env = {**os.environ, "VIGIL_VLM_BASE_URL": url, "VIGIL_VLM_MODEL": "m"}
    r = vigil("verify-screen", str(FORM), "-e", "Sign in", cwd=tmp_path, env=env)
    refused(r, "VIGIL_VLM_BASE_URL must be an http:// or https:// base URL")


def test_verify_screen_without_the_ocr_engine_is_an_error_not_a_no_match(tmp_path: Path) -> None:
    """Tesseract missing from PATH was a NO MATCH with exit 1, the answer for an element
    really missing from the screen."""
    env = {**os.environ, "PATH": str(tmp_path / "empty")}
    args = ("verify-screen", str(FORM), "-e", "Sign in", "--ocr", "tesseract")
    refused(vigil(*args, cwd=tmp_path, env=env), "--ocr tesseract: Tesseract is not installed")
    json_error(vigil(*args, "--json", cwd=tmp_path, env=env), "Tesseract is not installed")


def test_json_errors_are_json_on_stdout(tmp_path: Path) -> None:
    """A script parsing ``--json`` got an empty stdout and a red line on stderr."""
    (tmp_path / "fake.png").write_text("not an image")
    Image.open(FORM).resize((640, 400)).save(tmp_path / "small.png")
    json_error(
        vigil("verify-screen", "fake.png", "-e", "x", "--json", cwd=tmp_path),
        "is not a decodable image file",
    )
    json_error(vigil("verify-screen", str(FORM), "-e", "", "--json", cwd=tmp_path), "no text")
    json_error(vigil("verify-screen", str(FORM), "--json", cwd=tmp_path), "--expect")
    json_error(vigil("hash", "fake.png", "--json", cwd=tmp_path), "not a decodable image")
    json_error(vigil("hash", str(FORM), "--region", "1,2", "--json", cwd=tmp_path), "X,Y,SIZE")
    json_error(
        vigil("diff", str(FORM), "small.png", "--json", cwd=tmp_path), "frames differ in size"
    )
    json_error(vigil("diff", str(FORM), "--json", cwd=tmp_path), "Missing argument")


def _digests(folder: Path) -> dict[str, str]:
    return {p: hashlib.sha256((folder / p).read_bytes()).hexdigest() for p in ("a.png", "b.png")}


def test_diff_never_writes_its_overlay_over_a_compared_frame(tmp_path: Path) -> None:
    """``vigil diff a.png b.png --out b.png`` replaced the screenshot it had just compared
    with the overlay (through a link too)."""
    Image.open(FORM).save(tmp_path / "a.png")
    Image.open(FORM).rotate(180).save(tmp_path / "b.png")
    (tmp_path / "link.png").symlink_to(tmp_path / "a.png")
    before = _digests(tmp_path)
    for out in ("b.png", "./a.png", "link.png"):
        r = vigil("diff", "a.png", "b.png", "--out", out, cwd=tmp_path)
        refused(r, "is one of the frames being compared")
    assert _digests(tmp_path) == before
    ok = vigil("diff", "a.png", "b.png", "--out", "overlay.png", "--json", cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["overlay"] == "overlay.png"
    assert Image.open(tmp_path / "overlay.png").size == (1280, 800)
