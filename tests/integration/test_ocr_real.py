"""The screen verifier with real parts: RapidOCR and Tesseract on pages rendered in Chromium,
the accessibility role checker in that Chromium, and the VLM client over a real socket
against a stub OpenAI-compatible server (the only fake: the model)."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from vigil import (
    AccessibilityRoleChecker,
    Frame,
    OpenAICompatibleVlm,
    RapidOcr,
    TesseractOcr,
    verify_after,
    verify_before,
    verify_screen_match,
)
from vigil.errors import BackendError

pytestmark = [pytest.mark.ocr, pytest.mark.slow]

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "screen"

LOGIN = """<!doctype html><html><head><style>
body { font-family: 'DejaVu Sans', sans-serif; font-size: 14px; margin: 0; }
.bar { background: #111827; color: #f9fafb; padding: 10px 20px; }
.card { margin: 40px; width: 360px; }
input { display: block; width: 100%; margin: 4px 0 12px; padding: 6px; font: inherit; }
button { font: inherit; padding: 6px 16px; background: #2563eb; color: #fff; border: 0; }
.status { position: absolute; left: 40px; top: 600px; color: #6b7280; }
</style></head><body>
<div class="bar">Acme · <a href="#" style="color:#fff">Log out</a></div>
<div class="card">
  <h1>Welcome back</h1>
  <label for="email">Email</label><input id="email" placeholder="name@company.com">
  <div>Password</div><input type="password" aria-label="Password">
  <button id="go">Sign in</button>
  <a href="#" style="margin-left:16px">Forgot password?</a>
</div>
<p class="status">Saved</p>
</body></html>"""


@pytest.fixture(scope="session")
def rapid() -> RapidOcr:
    """One engine for the session: model loading costs about a second."""
    pytest.importorskip("rapidocr")
    engine = RapidOcr()
    engine.warm_up()
    return engine


@pytest.fixture()
def login(page: Any) -> tuple[Any, Frame]:
    page.set_content(LOGIN)
    return page, Frame(page.screenshot())


def _dom_box(page: Any, selector: str) -> tuple[float, float, float, float]:
    r = page.eval_on_selector(
        selector,
        "e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }",
    )
    return tuple(r)  # type: ignore[return-value]


# -- RapidOCR ---------------------------------------------------------------------------------
def test_rapid_finds_elements_where_the_browser_drew_them(rapid: RapidOcr, login: Any) -> None:
    page, frame = login
    r = verify_before(
        frame, ["button:Sign in", "field:Email", "link:Forgot password?"], rapid, None
    )
    assert r.match, r.describe()
    x0, y0, x1, y1 = _dom_box(page, "#go")
    px0, py0, px1, py1 = r.positions["Sign in"]
    cx, cy = (px0 + px1) / 2, (py0 + py1) / 2
    assert x0 <= cx <= x1 and y0 <= cy <= y1


def test_rapid_near_misses_are_missing(rapid: RapidOcr, login: Any) -> None:
    _, frame = login
    for text in ("Sign up", "Log in", "Delete"):
        r = verify_before(frame, [{"role": "button", "text": text}], rapid, None)
        assert not r.match and r.confidence == 0.0, text


def test_rapid_caches_by_frame_content(rapid: RapidOcr, login: Any) -> None:
    page, frame = login
    rapid(frame)
    again = Frame(page.screenshot())  # new object, same pixels
    assert rapid.is_cached(again)
    hits, detections = rapid._cache.hits, rapid._det_cache.misses
    r = verify_before(again, ["button:Sign in", "field:Email", "Welcome back"], rapid, None)
    assert r.match
    # answered from the cached read: no detection, no recognition
    assert rapid._cache.hits > hits and rapid._det_cache.misses == detections
    page.evaluate("document.getElementById('go').textContent = 'Sign up'")
    changed = Frame(page.screenshot())
    assert not rapid.is_cached(changed)  # one word changed: a different frame
    assert not verify_before(changed, ["button:Sign in"], rapid, None).match


def test_rapid_region_reads_only_the_region(rapid: RapidOcr, page: Any) -> None:
    page.set_content(LOGIN.replace("Welcome back", "Welcome back, region test"))
    frame = Frame(page.screenshot())
    x0, y0, x1, y1 = (int(v) for v in _dom_box(page, "#go"))
    box = (x0 - 10, y0 - 10, x1 + 200, y1 + 10)
    fresh = RapidOcr()
    fresh._engine = rapid._engine  # same loaded models, empty cache
    tokens = fresh.recognize_region(frame, box)
    text = " ".join(t.text for t in tokens)
    assert "Sign in" in text and "Welcome" not in text
    assert not fresh.is_cached(frame)  # the whole frame was never read
    for t in tokens:
        assert t.box is not None and t.center is not None
        assert box[0] <= t.center[0] < box[2] and box[1] <= t.center[1] < box[3]


def test_rapid_region_from_cached_detection(rapid: RapidOcr) -> None:
    frame = Frame(BENCH / "settings_1280_dark_small.png")
    fresh = RapidOcr()
    fresh._engine = rapid._engine
    boxes = fresh.detect(frame)
    assert len(boxes) >= 8 and not fresh.is_cached(frame)
    tokens = fresh.recognize_region(frame, (0, 0, 1280, 120))
    texts = " ".join(t.text for t in tokens)
    assert "Notification settings" in texts and "Apply" not in texts
    assert all(t.box in boxes for t in tokens)  # recognised the detected lines, nothing else


def test_region_elements_read_only_their_region(rapid: RapidOcr) -> None:
    """Save must be in the toolbar: the saved editor shows "Saved" only in its footer."""
    data = json.loads((BENCH / "labels.json").read_text())
    region_cases = [c for c in data["cases"] if c["kind"] == "region"]
    assert region_cases
    fresh = RapidOcr()
    fresh._engine = rapid._engine
    for c in region_cases:
        frame = Frame(BENCH / c["file"])
        r = verify_before(frame, [c["element"]], fresh, None)
        assert r.match == (c["label"] == "present"), (c, r.describe())
        assert not fresh.is_cached(frame)  # only the toolbar was read


def test_rapid_never_downloads(monkeypatch: pytest.MonkeyPatch, rapid: RapidOcr) -> None:
    """A fresh engine loads its models from the wheel with the network cut off."""
    from rapidocr.utils import download_file

    def no_download(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("RapidOCR tried to download a file")

    def no_network(self: socket.socket, address: Any) -> None:
        raise AssertionError(f"network access to {address}")

    monkeypatch.setattr(download_file.DownloadFile, "run", classmethod(no_download))
    monkeypatch.setattr(socket.socket, "connect", no_network)
    engine = RapidOcr(cache_size=0)
    tokens = engine(BENCH / "login_1280_light_small.png")
    assert any("Sign in" in t.text for t in tokens)



def test_rapid_runs_on_sessions_that_never_spin() -> None:
    """Both models run on Vigil's own sessions: every core (up to 4) with idle workers
    asleep, an arena for recognition only; a line reads the same with one thread or two."""
    from vigil.ocr.rapid import default_threads

    two, one = RapidOcr(cache_size=0), RapidOcr(cache_size=0, threads=1)
    engine = two._load()
    det = engine.text_det.session.session.get_session_options()
    rec = engine.text_rec.session.session.get_session_options()
    for opts in (det, rec):
        assert opts.intra_op_num_threads == default_threads()
        assert opts.get_session_config_entry("session.intra_op.allow_spinning") == "0"
    assert not det.enable_cpu_mem_arena and rec.enable_cpu_mem_arena
    frame = BENCH / "login_1280_light_small.png"
    assert [(t.text, t.box) for t in two(frame)] == [(t.text, t.box) for t in one(frame)]

# -- the OCR engine contract, for every engine ----------------------------------------------------
@pytest.fixture(params=["rapid", "tesseract"])
def engine(request: pytest.FixtureRequest, rapid: RapidOcr) -> Any:
    return rapid if request.param == "rapid" else TesseractOcr()


def test_engine_contract(engine: Any) -> None:
    from vigil.ocr import OcrEngine, OcrToken

    assert isinstance(engine, OcrEngine)
    frame = Frame(BENCH / "settings_1280_dark_small.png")
    tokens = engine(frame)
    assert tokens and all(isinstance(t, OcrToken) for t in tokens)
    for t in tokens:
        assert t.text.strip() and 0.0 <= t.score <= 1.0
        assert t.box is not None
        x0, y0, x1, y1 = t.box
        assert 0 <= x0 < x1 <= frame.width + 2 and 0 <= y0 < y1 <= frame.height + 2
    assert engine(Frame(BENCH / "settings_1280_dark_small.png")) == tokens  # cached, equal
    region = (0, 0, 640, 200)
    inside = engine.recognize_region(frame, region)
    assert inside and all(t in tokens for t in inside)
    assert all(t.center is not None and t.center[1] < 200 for t in inside)
    with pytest.raises(ValueError):
        engine.recognize_region(frame, (5000, 5000, 6000, 6000))
    import numpy as np

    blank = np.full((120, 320, 3), 255, dtype=np.uint8)
    assert engine(blank) == []  # no text is an answer, not an error
    r = verify_before(blank, ["button:OK"], engine, None)
    assert not r.match and r.confidence == 0.0 and "not found" in r.reason


# -- accessibility role checker ----------------------------------------------------------------
def test_accessibility_checker_confirms_and_rejects_roles(rapid: RapidOcr, login: Any) -> None:
    page, frame = login
    checker = AccessibilityRoleChecker(page)
    ok = verify_after(
        frame,
        [
            "button:Sign in",
            "field:Email",
            "field:Password",
            "link:Forgot password?",
            "heading:Welcome back",
            "link:Log out",
        ],
        rapid,
        checker,
    )
    assert ok.match, ok.describe()
    assert ok.roles is not None
    roles = [c["actual_role"] for c in ok.roles["confirmed"]]
    assert roles == ["button", "textbox", "textbox", "link", "heading", "link"]

    wrong = verify_before(frame, ["button:Forgot password?"], rapid, checker)
    assert not wrong.match and "link" in wrong.reason

    # The page shows the status "Saved", not a "Save" button: the text alone says missing.
    saved = verify_before(frame, ["button:Save"], rapid, checker)
    assert saved.found_texts == {}
    assert not saved.match and "not found by OCR" in saved.reason


def test_accessibility_checker_scales_device_pixels(rapid: RapidOcr, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 640, "height": 400}, device_scale_factor=2)
    try:
        pg = ctx.new_page()
        pg.set_content(LOGIN)
        frame = Frame(pg.screenshot())
        assert frame.width == 1280
        r = verify_before(
            frame, ["button:Sign in", "field:Email"], rapid, AccessibilityRoleChecker(pg)
        )
        assert r.match, r.describe()
    finally:
        ctx.close()


# -- Tesseract ---------------------------------------------------------------------------------
def test_tesseract_reads_a_screenshot() -> None:
    engine = TesseractOcr()
    try:
        engine._find()
    except Exception:
        pytest.fail("tesseract is not installed: run `make setup`")
    frame = Frame(BENCH / "mail_1280_dark_small.png")  # light text on a dark theme
    r = verify_before(frame, ["button:Reply", "link:Inbox", "Quarterly planning"], engine, None)
    assert r.match, r.describe()
    assert not verify_before(frame, ["button:Reply all"], engine, None).match
    assert engine.recognize_region(frame, (0, 0, 1280, 40))  # the header, from the cache


# -- VLM client against a stub server ----------------------------------------------------------
class _Stub:
    """A tiny OpenAI-compatible server: scripted (status, body) replies, requests recorded."""

    def __init__(self) -> None:
        self.replies: list[tuple[int, Any, float]] = []
        self.requests: list[dict[str, Any]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length))
                stub.requests.append(
                    {"path": self.path, "headers": dict(self.headers), "body": body}
                )
                status, reply, delay = (
                    stub.replies.pop(0) if stub.replies else (500, {"error": "no reply"}, 0.0)
                )
                if delay:
                    time.sleep(delay)
                data = json.dumps(reply).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, content: str, status: int = 200, delay: float = 0.0) -> None:
        self.replies.append((status, {"choices": [{"message": {"content": content}}]}, delay))

    def fail(self, status: int) -> None:
        self.replies.append((status, {"error": {"message": f"status {status}"}}, 0.0))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def stub() -> Iterator[_Stub]:
    s = _Stub()
    try:
        yield s
    finally:
        s.close()


CONFIRM = json.dumps(
    {
        "confirmed": [
            {"index": 1, "role_confirmed": True, "actual_role": "button", "confidence": 0.95},
            {"index": 2, "role_confirmed": True, "actual_role": "textbox", "confidence": 0.9},
        ],
        "overall_confidence": 0.92,
    }
)


def test_vlm_retries_a_500_then_succeeds(stub: _Stub, rapid: RapidOcr, login: Any) -> None:
    _, frame = login
    stub.fail(500)
    stub.answer("Here you go:\n```json\n" + CONFIRM + "\n```")
    vlm = OpenAICompatibleVlm(stub.url, "stub-vl", api_key="sk-test")
    r = verify_before(frame, ["button:Sign in", "field:Email"], rapid, vlm, context="log in")
    assert r.match and r.confidence == pytest.approx(0.9), r.describe()
    assert vlm.last_attempts == 2  # the SDK retried the 500
    req = stub.requests[-1]
    assert req["path"] == "/v1/chat/completions"
    headers = {k.lower(): v for k, v in req["headers"].items()}  # the SDK sends lowercase
    assert headers["authorization"] == "Bearer sk-test"
    content = req["body"]["messages"][0]["content"]
    assert req["body"]["model"] == "stub-vl"
    assert content[1]["image_url"]["url"].startswith("data:image/png;base64,")
    assert "Sign in" in content[0]["text"] and "log in" in content[0]["text"]
    vlm.close()


def test_vlm_honours_retry_after_and_gives_up(stub: _Stub) -> None:
    for _ in range(3):
        stub.fail(503)
    vlm = OpenAICompatibleVlm(stub.url, "m", max_retries=2)
    with pytest.raises(BackendError, match="after 3 attempts"):
        vlm(Frame(BENCH / "login_1280_light_small.png"), "hi")
    assert len(stub.requests) == 3


def test_vlm_client_error_is_not_retried(stub: _Stub, rapid: RapidOcr, login: Any) -> None:
    _, frame = login
    stub.fail(401)
    vlm = OpenAICompatibleVlm(stub.url, "m")
    r = verify_before(frame, ["button:Sign in"], rapid, vlm)
    # presence is proven by OCR; the broken role check leaves it at 0.5
    assert r.match and r.confidence == 0.5 and "401" in r.reason
    assert len(stub.requests) == 1


def test_vlm_timeout_is_retried(stub: _Stub) -> None:
    stub.answer(CONFIRM, delay=1.0)
    stub.answer(CONFIRM)
    vlm = OpenAICompatibleVlm(stub.url, "m", timeout=0.3)
    assert json.loads(vlm(Frame(BENCH / "login_1280_light_small.png"), "hi"))["confirmed"]
    assert vlm.last_attempts == 2


def test_vlm_garbage_answer_is_no_match(stub: _Stub, rapid: RapidOcr, login: Any) -> None:
    _, frame = login
    stub.answer("I am not sure what you mean.")
    vlm = OpenAICompatibleVlm(stub.url, "m")
    r = verify_screen_match(frame, ["button:Sign in"], rapid, vlm)
    assert not r.match and r.confidence == 0.0


# -- CLI ---------------------------------------------------------------------------------------
def test_cli_verify_screen(stub: _Stub, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from vigil.cli import app

    runner = CliRunner()
    img = str(BENCH / "login_1280_light_small.png")
    res = runner.invoke(
        app, ["verify-screen", img, "-e", "button:Sign in", "-e", "field:Email", "--json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["match"] and out["positions"]["Sign in"]
    res = runner.invoke(app, ["verify-screen", img, "-e", "button:Sign up"])
    assert res.exit_code == 1 and "missing" in res.output
    # the VLM from the environment (read by the CLI, at the edge)
    stub.answer(
        json.dumps(
            {
                "confirmed": [
                    {"index": 1, "role_confirmed": True, "actual_role": "button", "confidence": 0.9}
                ],
                "overall_confidence": 0.9,
            }
        )
    )
    monkeypatch.setenv("VIGIL_VLM_BASE_URL", stub.url)
    monkeypatch.setenv("VIGIL_VLM_MODEL", "stub")
    res = runner.invoke(app, ["verify-screen", img, "-e", "button:Sign in", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["confidence"] == pytest.approx(0.9)
    assert stub.requests[-1]["body"]["model"] == "stub"


# -- the labelled set, as a regression guard ---------------------------------------------------
def test_labelled_set_slice(rapid: RapidOcr) -> None:
    """Every 7th screenshot of benchmarks/screen (6 frames, all variants): no false present,
    recall within the issue's target. The full set runs in `make bench`."""
    from vigil import ocr_presence_check

    data = json.loads((BENCH / "labels.json").read_text())
    shots = data["screenshots"][::7]
    files = {s["file"] for s in shots}
    tp = fn = fp = 0
    for s in shots:
        tokens = rapid(Frame(BENCH / s["file"]))
        for c in data["cases"]:
            if c["file"] != s["file"]:
                continue
            said = ocr_presence_check(tokens, [c["element"]]).all_found
            if c["label"] == "present":
                tp += said
                fn += not said
            else:
                assert not said, f"false present: {c}"
                fp += said
    assert files and tp + fn > 20
    assert tp / (tp + fn) >= 0.97


# -- targeted recognition and region queries on real frames -------------------------------------
from vigil import ocr_presence_check  # noqa: E402

DENSE = BENCH / "dense"


def _fresh(rapid: RapidOcr) -> RapidOcr:
    engine = RapidOcr()
    engine._engine = rapid._engine  # same loaded models, empty caches
    return engine


def test_targeted_and_full_reads_agree_on_a_slice_of_both_parts(rapid: RapidOcr) -> None:
    """Every case of 3 dev and 3 test frames: the targeted verdict equals the verdict on the
    full read of the same frame, and every text it reports is in that full read."""
    dev = json.loads((BENCH / "labels.json").read_text())
    test = json.loads((DENSE / "dense_labels.json").read_text())
    picked = [(BENCH, dev, s) for s in dev["screenshots"][::14]]
    picked += [(DENSE, test, s) for s in test["screenshots"][::9]]
    checked = 0
    for folder, data, shot in picked:
        engine = _fresh(rapid)
        frame = Frame(folder / shot["file"])
        cases = [c for c in data["cases"] if c["file"] == shot["file"]]
        verdicts = []
        for c in cases:
            engine._cache.clear()  # each case read targeted (detection and lines stay cached)
            verdicts.append(verify_before(frame, [c["element"]], engine, None))
        full = engine.read(frame)
        full_texts = {t.text for t in full}
        for c, r in zip(cases, verdicts, strict=True):
            assert r.match == ocr_presence_check(full, [c["element"]]).all_found, c
            if len(r.observed_elements) < len(full):  # stopped early: single lines only
                assert set(r.found_texts.values()) <= full_texts, c
            checked += 1
    assert checked > 60


def test_targeted_read_stops_early_on_a_dense_page(rapid: RapidOcr) -> None:
    """One expected label on a 38-line page: found long before every line is read. (How
    early depends on how the label's size ranks among the page's lines.)"""
    data = json.loads((DENSE / "dense_labels.json").read_text())
    shot = data["screenshots"][0]
    present = [
        c["element"] for c in data["cases"] if c["file"] == shot["file"] and c["label"] == "present"
    ][:1]
    engine = _fresh(rapid)
    frame = Frame(DENSE / shot["file"])
    r = verify_before(frame, present, engine, None)
    assert r.match, r.describe()
    lines = engine.detect(frame)
    assert not engine.is_cached(frame)  # never needed the full read
    assert len(r.observed_elements) < len(lines) / 2
    # each token recognised for the check reads exactly as in the full read
    full = engine.read(frame)
    for obs in r.observed_elements:
        assert any(t.text == obs["text"] and list(t.box) == obs["box"] for t in full)


def test_recognize_boxes_matches_the_full_read(rapid: RapidOcr) -> None:
    frame = Frame(BENCH / "settings_1280_dark_small.png")
    engine = _fresh(rapid)
    boxes = engine.detect(frame)
    some = engine.recognize_boxes(frame, boxes[-3:])
    full = engine.read(frame)
    assert some and all(t in full for t in some)
    with pytest.raises(ValueError, match="detected"):
        engine.recognize_boxes(frame, [(0, 0, 3, 3)])


def test_region_queries_on_a_real_frame(rapid: RapidOcr) -> None:
    from vigil.verify.screen import read_text_in_boxes, read_text_near, text_near

    data = json.loads((DENSE / "dense_labels.json").read_text())
    shot = next(s for s in data["screenshots"] if s["kind"] == "form")
    case = next(
        c
        for c in data["cases"]
        if c["file"] == shot["file"] and c["element"]["text"] == "Continue to payment"
    )
    x0, y0, x1, y1 = case["box"]
    point = ((x0 + x1) / 2, (y0 + y1) / 2)
    frame = Frame(DENSE / shot["file"])
    # a frame never seen: the area's pixels are read on their own
    engine = _fresh(rapid)
    near = read_text_near(frame, point, engine, radius=10)
    assert "Continue to payment" in [t.text for t in near]
    assert not engine.has_detection(frame) and not engine.is_cached(frame)
    # after detection: only the lines touching the boxes are recognised, in one batch
    engine = _fresh(rapid)
    lines = engine.detect(frame)
    got = read_text_in_boxes(frame, [case["box"], (0, 0, 200, 30)], engine)
    assert "Continue to payment" in [t.text for t in got[0]]
    assert "Northwind" in [t.text for t in got[1]]
    assert text_near(frame, "Continue to payment", point, engine)
    assert not text_near(frame, "Continue to checkout", point, engine)
    assert not text_near(frame, "Northwind", point, engine)  # on the page, but not near
    assert not engine.is_cached(frame) and len(lines) > 20


def test_region_changes_skip_only_lines_that_did_not_change(rapid: RapidOcr, page: Any) -> None:
    """Reading a box on a pre and a post frame: a line whose pixels are equal on both (and
    stands alone) is left out of both sides; a changed line is on both sides, read exactly
    as a plain region read reads it."""
    page.set_content(LOGIN)
    pre = Frame(page.screenshot())
    page.eval_on_selector(".status", "e => { e.textContent = 'Saved at 10:42'; }")
    post = Frame(page.screenshot())
    x0, y0, x1, y1 = (int(v) for v in _dom_box(page, ".status"))
    box = (x0 - 20, y0 - 60, x1 + 200, y1 + 10)  # the status line and blank page above it
    fresh = RapidOcr()
    fresh._engine = rapid._engine
    old, new = fresh.read_region_changes(pre, post, box)
    assert [t.text for t in old] == [t.text for t in fresh.recognize_region(pre, box)]
    assert [t.text for t in new] == [t.text for t in fresh.recognize_region(post, box)]
    assert any("10:42" in t.text for t in new) and any("Saved" in t.text for t in old)

    title = tuple(int(v) for v in _dom_box(page, "h1"))
    around = (title[0] - 10, title[1] - 10, title[2] + 10, title[3] + 10)
    assert fresh.read_region_changes(pre, post, around) == ([], [])  # unchanged: nothing read
    assert any("Welcome" in t.text for t in fresh.recognize_region(post, around))
    with pytest.raises(ValueError, match="size"):
        fresh.read_region_changes(pre, Frame(pre.rgb[:100]), box)


def test_read_text_changes_falls_back_to_plain_reads(rapid: RapidOcr, page: Any) -> None:
    """A frame already read in full answers from its read; nothing is left out then."""
    from vigil.verify.screen import read_text_changes, read_text_in_boxes

    page.set_content(LOGIN)
    frame = Frame(page.screenshot())
    fresh = RapidOcr()
    fresh._engine = rapid._engine
    title = tuple(int(v) for v in _dom_box(page, "h1"))
    assert read_text_changes(frame, frame, [title], fresh) == ([[]], [[]])
    fresh.read(frame)
    old, new = read_text_changes(frame, frame, [title], fresh)
    assert old == new == read_text_in_boxes(frame, [title], fresh)
    assert any("Welcome" in t.text for t in old[0])
