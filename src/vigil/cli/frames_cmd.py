"""``vigil hash`` and ``vigil diff``: the frame pipeline from the shell."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from vigil.cli import JsonUsageErrors, app, console, errors_as_json, fail
from vigil.errors import InvalidFrame
from vigil.frames import HASH_METHODS, Frame, diff_frames, hash_frame
from vigil.report.overlay import draw_diff_overlay


def _parse_region(region: str | None) -> tuple[int, int, int] | None:
    if region is None:
        return None
    parts = region.split(",")
    try:
        x, y, size = (int(p) for p in parts)
    except ValueError:
        raise fail(f"--region must be X,Y,SIZE (three integers), got {region!r}") from None
    if size <= 0:
        raise fail(f"--region SIZE must be positive, got {size}")
    return x, y, size


def save_image(image: Any, out: Path, option: str = "--out") -> None:
    """Write an overlay image, or one clear error line (exit 2) saying what is wrong with
    ``out``: PIL's own errors ("unknown file extension: ", a bare errno) name neither the
    option nor the fix. Checked before writing, so nothing half-written is left."""
    from PIL import Image

    if out.is_dir():
        raise fail(f"{option} {out} is a directory: give an image file name such as overlay.png")
    suffix = out.suffix.lower()
    if suffix not in Image.registered_extensions():
        what = f"unknown image type {suffix!r}" if suffix else "no file extension"
        raise fail(f"{option} {out}: {what}; use .png or .jpg")
    if not out.parent.is_dir():
        raise fail(f"{option} {out}: no such directory {out.parent}")
    try:
        image.save(out)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise fail(f"{option}: cannot write {out}: {reason}") from None


def _region_box(frame: Frame, box: tuple[int, int, int], path: Path) -> tuple[int, int, int, int]:
    """The square actually hashed, after refusing a centre outside the frame: the square is
    shifted to stay inside, so such a centre would silently hash a corner of the image."""
    x, y, size = box
    if not (0 <= x < frame.width and 0 <= y < frame.height):
        raise fail(
            f"--region centre ({x}, {y}) is outside {path} ({frame.width}x{frame.height}): "
            f"x must be in 0..{frame.width - 1}, y in 0..{frame.height - 1}"
        )
    return frame.box_around(x, y, size)


def load_frame(path: Path, what: str | None = None) -> Frame:
    """The image at ``path``, or one error line (exit 2) naming it. A file Pillow cannot
    identify is said to be no image: the library's message for it ends in Pillow's
    ``cannot identify image file <_io.BytesIO object at 0x...>``, which names neither."""
    try:
        return Frame(path)
    except InvalidFrame as exc:
        message = str(exc)
        if _unidentified(exc):
            message = f"{path} is not a decodable image file (PNG, JPEG, ...)"
        raise fail(f"{what}: {message}" if what else message) from None


def _unidentified(exc: BaseException) -> bool:
    from PIL import UnidentifiedImageError

    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, UnidentifiedImageError):
            return True
        cause = cause.__cause__
    return False


def _same_file(out: Path, frame: Path) -> bool:
    """Whether writing ``out`` would replace ``frame`` (the same path, a link to it):
    ``vigil diff a.png b.png --out b.png`` overwrote the screenshot it had just compared."""
    try:
        return out.exists() and out.samefile(frame)
    except OSError:
        return False


@app.command("hash", cls=JsonUsageErrors)
def hash_cmd(
    images: list[Path] = typer.Argument(..., help="Image files (PNG, JPEG, ...)."),
    method: str = typer.Option("phash", "--method", "-m", help="phash, ahash or dhash."),
    region: str | None = typer.Option(
        None, "--region", help="X,Y,SIZE: hash the SIZE square centred on (X, Y)."
    ),
    fast: bool = typer.Option(False, "--fast", help="Fast variant (not imagehash-exact)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
) -> None:
    """Print the 64-bit perceptual hash of each image (imagehash-compatible by default)."""
    # With --json every outcome is JSON on stdout, a refused argument included (a script
    # parsing stdout got nothing but a red line on stderr).
    with errors_as_json(as_json):
        _hash(images, method, region, fast, as_json)


def _hash(images: list[Path], method: str, region: str | None, fast: bool, as_json: bool) -> None:
    if method not in HASH_METHODS:
        raise fail(f"--method must be one of {', '.join(HASH_METHODS)}, got {method!r}")
    box = _parse_region(region)
    rows: list[dict[str, Any]] = []
    for path in images:
        frame = load_frame(path)
        row: dict[str, Any] = {
            "image": str(path),
            "size": f"{frame.width}x{frame.height}",
            "method": method,
        }
        target = frame
        if box:
            hashed = _region_box(frame, box, path)
            target = frame.crop(hashed)
            row["region"] = list(hashed)  # x0, y0, x1, y1: shifted to stay inside
        row["hash"] = hash_frame(target, method, exact=not fast).hex  # type: ignore[arg-type]
        rows.append(row)
    if as_json:
        console.print_json(json.dumps(rows))
        return
    table = Table(
        title=f"{method}{' (fast)' if fast else ''}"
        + (f" of region {escape(region)}" if region else "")
    )
    columns = ("image", "size", "region", "hash") if box else ("image", "size", "hash")
    for col in columns:
        table.add_column("region (x0, y0, x1, y1)" if col == "region" else col)
    for row in rows:
        table.add_row(*(str(tuple(row[c])) if c == "region" else escape(row[c]) for c in columns))
    console.print(table)


@app.command("diff", cls=JsonUsageErrors)
def diff_cmd(
    a: Path = typer.Argument(..., help="The frame before."),
    b: Path = typer.Argument(..., help="The frame after."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write an overlay PNG of B."),
    tolerance: int = typer.Option(
        24, min=0, max=255, help="Per-pixel luma tolerance (0-255 grey levels)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
) -> None:
    """Pixel diff of two frames: changed pixels, bounding box, densest window, hashes."""
    with errors_as_json(as_json):
        _diff(a, b, out, tolerance, as_json)


def _diff(a: Path, b: Path, out: Path | None, tolerance: int, as_json: bool) -> None:
    fa, fb = load_frame(a), load_frame(b)
    if out is not None and out.is_dir():
        raise fail(f"--out {out} is a directory: give an image file name such as overlay.png")
    if out is not None and any(_same_file(out, frame) for frame in (a, b)):
        raise fail(
            f"--out {out} is one of the frames being compared: the overlay would overwrite "
            "it; give another file name such as overlay.png"
        )
    if fa.size != fb.size:
        raise fail(f"frames differ in size: {fa.width}x{fa.height} vs {fb.width}x{fb.height}")
    d = diff_frames(fa, fb, tolerance=tolerance)
    info = d.to_dict()
    info["phash_distance"] = hash_frame(fa) - hash_frame(fb)
    if out is not None:
        save_image(draw_diff_overlay(fb, d), out)
        info["overlay"] = str(out)
    if as_json:
        console.print_json(json.dumps(info))
        return
    table = Table(title=escape(f"{a.name} → {b.name}"))
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("changed pixels", f"{d.changed_pixels:,} of {d.total_pixels:,}")
    table.add_row("changed fraction", f"{d.changed_fraction:.4%}")
    table.add_row("bounding box", str(d.bbox) if d.bbox else "—")
    table.add_row("changed boxes", str(len(d.boxes)))
    table.add_row(
        f"densest {d.window}px window",
        f"{d.densest_window} ({d.densest_fraction:.1%})" if d.densest_window else "—",
    )
    table.add_row("max luma delta", str(d.max_luma_delta))
    table.add_row("tolerance (luma / colour)", f"{d.tolerance} / {d.color_tolerance}")
    table.add_row("whole-frame pHash distance", str(info["phash_distance"]))
    if out is not None:
        table.add_row("overlay", escape(str(out)))
    console.print(table)
