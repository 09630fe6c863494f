"""`vigil hash` and `vigil diff`, run as a user would: a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
from PIL import Image

from vigil import Frame

DATA = Path(__file__).parent.parent / "data" / "frames"
FORM = DATA / "form-1280x800.png"


def vigil(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vigil", *args], capture_output=True, text=True, timeout=60
    )


def test_hash_prints_imagehash_compatible_hex() -> None:
    r = vigil("hash", str(FORM), "--json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert rows[0]["hash"] == "9e643c3d613f6161"


def test_hash_region_and_methods() -> None:
    r = vigil("hash", str(FORM), "--method", "ahash", "--region", "100,100,200", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)[0]["hash"] == "0000ffffffffffff"
    table = vigil("hash", str(FORM), str(FORM))
    assert table.returncode == 0 and table.stdout.count("9e643c3d613f6161") == 2


def test_hash_errors_are_one_line() -> None:
    r = vigil("hash", "/no/such.png")
    assert r.returncode != 0
    assert "no such image file" in r.stderr and "Traceback" not in r.stderr
    r = vigil("hash", str(FORM), "--method", "xhash")
    assert r.returncode != 0 and "--method" in r.stderr
    r = vigil("hash", str(FORM), "--region", "1,2")
    assert r.returncode != 0 and "X,Y,SIZE" in r.stderr


def test_diff_with_overlay(tmp_path: Path) -> None:
    arr = np.array(Frame(FORM).rgb)
    arr[200:214, 200:214] = 255 - arr[200:214, 200:214]
    after = tmp_path / "after.png"
    Image.fromarray(arr).save(after)
    out = tmp_path / "overlay.png"
    r = vigil("diff", str(FORM), str(after), "--out", str(out), "--json")
    assert r.returncode == 0, r.stderr
    info = json.loads(r.stdout)
    # The 14x14 square at (200, 200) was inverted: the box holds it with a pixel to spare.
    x0, y0, x1, y1 = info["bbox"]
    assert 198 <= x0 <= 200 and 198 <= y0 <= 200 and 214 <= x1 <= 216 and 214 <= y1 <= 216
    assert 14 * 14 <= info["changed_pixels"] <= 16 * 16
    overlay = Frame(out)
    assert overlay.size == (1280, 800)
    assert not np.array_equal(overlay.rgb, arr)  # boxes were drawn
    table = vigil("diff", str(FORM), str(after))
    assert table.returncode == 0 and "changed pixels" in table.stdout


def test_diff_size_mismatch_and_bad_file(tmp_path: Path) -> None:
    small = tmp_path / "small.png"
    Image.new("RGB", (10, 10)).save(small)
    r = vigil("diff", str(FORM), str(small))
    assert r.returncode != 0 and "differ in size" in r.stderr and "Traceback" not in r.stderr
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"junk")
    r = vigil("diff", str(FORM), str(junk))
    assert r.returncode != 0 and "not a decodable image" in r.stderr


def test_allocator_setting_is_read_at_the_edge() -> None:
    """Every command keeps freed frame memory (VIGIL_MALLOC_KEEP_MB, default 64; 0 = glibc's
    defaults); a bad value is one line, not a traceback."""
    import os

    def hash_with(value: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "vigil", "hash", str(FORM)],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "VIGIL_MALLOC_KEEP_MB": value},
        )

    for value in ("0", "64"):
        r = hash_with(value)
        assert r.returncode == 0, r.stderr
    for value in ("lots", "4096"):  # 4096 MiB would wrap around inside glibc
        bad = hash_with(value)
        assert bad.returncode == 2 and "VIGIL_MALLOC_KEEP_MB" in bad.stderr, bad.stderr
        assert "0 to 2047" in bad.stderr and "Traceback" not in bad.stderr
