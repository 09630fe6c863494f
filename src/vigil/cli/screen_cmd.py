"""``vigil verify-screen``: is what an agent expects really on a screenshot?

The VLM settings come from ``--vlm`` / ``--vlm-model`` or, at this edge only, from
``VIGIL_VLM_BASE_URL``, ``VIGIL_VLM_MODEL`` and ``VIGIL_VLM_API_KEY``; the library receives
them as constructor arguments.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import typer
from rich.markup import escape
from rich.table import Table

from vigil.cli import JsonUsageErrors, app, console, errors_as_json, fail
from vigil.cli.frames_cmd import load_frame


def _make_ocr(name: str) -> Any:
    """The engine ``--ocr`` names, ready to read, or one error line (exit 2) when it is not
    installed. The verifier reports an engine that raises as a NO MATCH ("OCR failed"),
    exit 1: the same answer as an element that is really missing, which a script checking
    a screen cannot tell from it."""
    from vigil.errors import BackendUnavailable

    if name not in ("rapid", "tesseract"):
        raise fail(f"--ocr must be rapid or tesseract, got {name!r}")
    try:
        if name == "rapid":
            from vigil.ocr import RapidOcr

            rapid = RapidOcr()
            rapid.warm_up()  # loads the models the first read would load
            return rapid
        from vigil.ocr import TesseractOcr

        tesseract = TesseractOcr()
        tesseract._find()  # the binary, looked up as the first read would
        return tesseract
    except BackendUnavailable as exc:
        raise fail(f"--ocr {name}: {exc}") from None


def _refuse_empty(raw: str, element: dict[str, Any]) -> None:
    """An expectation with no text to look for is a usage error (exit 2): ``-e ""`` would
    be reported "missing" on every screen, and ``-e "button:"`` (a role word and nothing
    after it) would look for the text "button:"."""
    from vigil.verify.screen import ROLE_WORDS

    role, sep, rest = raw.partition(":")
    if not element["text"].strip() or (
        sep and role.strip().lower() in ROLE_WORDS and not rest.strip()
    ):
        raise fail(f"--expect {raw!r} has no text: give ROLE:TEXT or TEXT, e.g. 'button:Sign in'")


def _vlm_client(vlm: str | None, vlm_model: str | None) -> Any:
    """The role checker ``--vlm`` (or ``VIGIL_VLM_BASE_URL``) names, or None.

    The URL is checked here: a typo (``htp://``, ``localhost:8000/v1``) was only found when
    a role was to be confirmed, and then as "role check failed … so presence alone stands",
    a MATCH with exit 0 that hid the mistake; with nothing found it was never found."""
    base_url = vlm or os.environ.get("VIGIL_VLM_BASE_URL") or None
    if not base_url:
        return None
    source = "--vlm" if vlm else "VIGIL_VLM_BASE_URL"
    parts = urlsplit(base_url)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        raise fail(
            f"{source} must be an http:// or https:// base URL such as "
            f"http://127.0.0.1:8000/v1, got {base_url!r}"
        )
    from vigil.vlm import OpenAICompatibleVlm

    model = vlm_model or os.environ.get("VIGIL_VLM_MODEL")
    if not model:
        raise fail("a VLM needs a model name: --vlm-model or VIGIL_VLM_MODEL")
    return OpenAICompatibleVlm(base_url, model, api_key=os.environ.get("VIGIL_VLM_API_KEY") or None)


@app.command("verify-screen", cls=JsonUsageErrors)
def verify_screen_cmd(
    image: Path = typer.Argument(..., help="Screenshot (PNG, JPEG, ...)."),
    expect: list[str] = typer.Option(
        ..., "--expect", "-e", help="Expected element as ROLE:TEXT, e.g. 'button:Sign in'."
    ),
    ocr: str = typer.Option("rapid", "--ocr", help="OCR engine: rapid or tesseract."),
    vlm: str | None = typer.Option(
        None, "--vlm", help="OpenAI-compatible base URL for role checks (else VIGIL_VLM_BASE_URL)."
    ),
    vlm_model: str | None = typer.Option(
        None, "--vlm-model", help="Model name (else VIGIL_VLM_MODEL)."
    ),
    context: str = typer.Option("", "--context", help="What the agent is doing (for the VLM)."),
    after: bool = typer.Option(False, "--after", help="Use verify_after's stricter 0.8 bar."),
    as_json: bool = typer.Option(False, "--json", help="Print the verdict as JSON."),
) -> None:
    """Find the expected elements by OCR (with positions), confirm roles with a VLM if given."""
    # With --json every outcome is JSON on stdout, a refused argument included: a script
    # piping the verdict into a parser got an empty stdout and a red line on stderr.
    with errors_as_json(as_json):
        _verify_screen(image, expect, ocr, vlm, vlm_model, context, after, as_json)


def _verify_screen(
    image: Path,
    expect: list[str],
    ocr: str,
    vlm: str | None,
    vlm_model: str | None,
    context: str,
    after: bool,
    as_json: bool,
) -> None:
    from vigil.verify.screen import parse_expected, verify_after, verify_before

    frame = load_frame(image)
    try:
        elements = [parse_expected(e) for e in expect]
    except ValueError as exc:
        raise fail(str(exc)) from None
    for raw, element in zip(expect, elements, strict=True):
        _refuse_empty(raw, element)
    vlm_client = _vlm_client(vlm, vlm_model)
    check = verify_after if after else verify_before
    result = check(frame, elements, _make_ocr(ocr), vlm_client, context)
    if as_json:
        console.print_json(json.dumps(result.to_dict()))
        raise typer.Exit(0 if result.match else 1)

    table = Table(title=escape(f"{image.name} ({frame.width}x{frame.height}, OCR: {ocr})"))
    for col in ("role", "expected text", "status", "OCR read", "position (x0, y0, x1, y1)"):
        table.add_column(col)
    for el in result.expected_elements:
        text = el["text"]
        pos = result.positions.get(text)
        read = result.found_texts.get(text)
        table.add_row(
            escape(el["role"] or "—"),
            escape(text),
            "[green]found[/]" if read is not None else "[red]missing[/]",
            escape(read or "—"),
            str(list(pos)) if pos else "—",
        )
    console.print(table)
    colour = "green" if result.match else "red"
    console.print(
        f"[bold {colour}]{'MATCH' if result.match else 'NO MATCH'}[/] "
        f"confidence {result.confidence:.2f} — {escape(result.reason)}"
    )
    for problem in result.mismatches:
        console.print(f"  [yellow]•[/] {escape(problem)}")
    raise typer.Exit(0 if result.match else 1)
