"""The service's pieces without a socket: settings, the session store, frame decoding and
run planning (every 4xx a request can earn before a browser is involved)."""

from __future__ import annotations

import base64

import numpy as np
import pytest

pytest.importorskip("fastapi")

from vigil.config import RunConfig
from vigil.errors import ConfigError
from vigil.frames import Frame
from vigil.server.cua import plan_run
from vigil.server.errors import ApiError
from vigil.server.inputs import decode_frame, jsonable
from vigil.server.schemas import CuaRequest
from vigil.server.sessions import SessionStore
from vigil.server.settings import ServerSettings


def test_settings_read_once_from_the_given_environment() -> None:
    env = {
        "VIGIL_SERVER_POOL_SIZE": "3",
        "VIGIL_SERVER_MAX_BODY": "2048",
        "VIGIL_SERVER_SESSIONS": "off",
        "VIGIL_SERVER_ALLOWED_HOSTS": "127.0.0.1, localhost",
        "VIGIL_SERVER_BRAIN_KEYS": "MY_KEY,UNSET_KEY",
        "MY_KEY": "sk-1",
        "MANTIS_LOOP_ADAPTIVE": "disabled",
    }
    s = ServerSettings.from_env(env, queue_limit=7)
    assert (s.pool_size, s.max_body_bytes, s.sessions, s.queue_limit) == (3, 2048, False, 7)
    assert s.allowed_hosts == ("127.0.0.1", "localhost")
    assert dict(s.brain_keys) == {"MY_KEY": "sk-1"}
    assert s.run_config.loop_adaptive is False
    assert s.malloc_arenas == 2
    assert ServerSettings.from_env({"VIGIL_SERVER_MALLOC_ARENAS": "0"}).malloc_arenas == 0
    with pytest.raises(ConfigError, match="VIGIL_SERVER_POOL_SIZE"):
        ServerSettings.from_env({"VIGIL_SERVER_POOL_SIZE": "many"})
    with pytest.raises(ConfigError, match=r"VIGIL_SERVER_POOL_SIZE \(--pool-size\)=0: expected 1"):
        ServerSettings(pool_size=0)


@pytest.mark.parametrize(
    ("key", "raw", "says"),
    [
        ("VIGIL_SERVER_SESSION_TTL", "inf", "a finite number of seconds over 0"),
        ("VIGIL_SERVER_SESSION_TTL", "nan", "a finite number of seconds over 0"),
        ("VIGIL_SERVER_MALLOC_KEEP_MB", "4096", "0 to 2047"),
        ("VIGIL_SERVER_MALLOC_KEEP_MB", "-5", "0 to 2047"),
        ("VIGIL_SERVER_MALLOC_ARENAS", "-1", "0 or more"),
    ],
)
def test_out_of_range_settings_name_their_variable(key: str, raw: str, says: str) -> None:
    """Taken silently, an endless TTL kept abandoned sessions for ever and 4096 MiB wrapped
    around to another threshold inside glibc."""
    with pytest.raises(ConfigError, match=f"{key}.*: expected {says}"):
        ServerSettings.from_env({key: raw})


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_sessions_expire_after_idle_ttl_and_are_capped() -> None:
    clock = Clock()
    store = SessionStore(2, ttl_s=60, clock=clock)
    a = store.create(RunConfig(), (1280, 800))
    store.create(RunConfig(), None)
    with pytest.raises(ApiError) as full:
        store.create(RunConfig(), None)
    assert full.value.status == 429 and int(full.value.headers["Retry-After"]) >= 1
    clock.now += 30
    with store.use(a.id):  # a call restarts the idle clock
        pass
    clock.now += 45  # b idle 75 s: expired; a idle 45 s: alive
    assert store.sweep() == 1 and len(store) == 1
    with store.use(a.id) as s:
        assert s.monitor.viewport == (1280, 800)
    clock.now += 61
    with pytest.raises(ApiError) as gone:
        store.delete(a.id)
    assert gone.value.status == 404 and gone.value.field == "session_id"
    assert store.expired == 2


def test_decode_frame_refuses_paths_junk_and_giants(tmp_path: object) -> None:
    png = Frame(np.zeros((10, 20, 3), np.uint8)).to_png()
    assert decode_frame(base64.b64encode(png).decode(), "f", 1000).size == (20, 10)
    assert decode_frame(png, "f", 1000).size == (20, 10)
    for junk, kind in (("/etc/hostname", "invalid_frame"), (b"GIF89a junk", "invalid_frame")):
        with pytest.raises(ApiError) as err:
            decode_frame(junk, "pre", 1000)
        assert err.value.kind == kind and err.value.field == "pre"
    with pytest.raises(ApiError) as big:
        decode_frame(png, "post", 100)
    assert big.value.status == 413 and "20x10" in big.value.message


def test_byte_identical_frames_are_decoded_once() -> None:
    """A no-op step's post is its pre byte for byte (and base64 of the same bytes is the same
    frame): one decode, one Frame, which the effect check sees as identical at once."""
    from vigil.server.inputs import decode_distinct

    a = Frame(np.full((10, 20, 3), 7, np.uint8)).to_png()
    b = Frame(np.full((10, 20, 3), 9, np.uint8)).to_png()
    got = decode_distinct({"pre": a, "post": base64.b64encode(a).decode(), "samples.0": b}, 1000)
    assert got["pre"] is got["post"] and got["samples.0"] is not got["pre"]
    assert got["samples.0"].rgb[0, 0, 0] == 9
    with pytest.raises(ApiError) as err:
        decode_distinct({"pre": a, "post": b"junk"}, 1000)
    assert err.value.field == "post"


def test_jsonable_handles_numpy() -> None:
    assert jsonable({"a": np.int64(3), "b": (np.float32(0.5),), "c": np.bool_(True)}) == {
        "a": 3,
        "b": [0.5],
        "c": True,
    }


def plan_error(body: dict[str, object], settings: ServerSettings | None = None) -> ApiError:
    with pytest.raises(ApiError) as err:
        plan_run(CuaRequest.model_validate(body), settings or ServerSettings(), None)
    return err.value


def test_plan_run_checks_everything_before_a_browser() -> None:
    demo_base = "http://127.0.0.1:1"
    plan = plan_run(
        CuaRequest.model_validate(
            {"task": "checkout_consent", "loop_adaptive": "off", "settle_s": 1}
        ),
        ServerSettings(),
        demo_base,
    )
    assert plan.config.loop_adaptive is False and plan.config.perceptual_verify is True
    assert plan.config.settle_timeout_s == 1.0
    assert plan.task.start_url == demo_base + "/shop.html?reset=1" and plan.script
    assert plan.success is not None and plan.expect["on"]["final_path"] == "/confirmed.html"
    # Opposite toggles are separate values: nothing is shared or mutated.
    other = plan_run(
        CuaRequest.model_validate({"task": "checkout_consent", "loop_adaptive": True}),
        ServerSettings(),
        demo_base,
    )
    assert other.config.loop_adaptive is True and plan.config.loop_adaptive is False
    assert plan_error({"task": "checkout_consent"}).field == "start_url"
    assert plan_error({"task": "buy a mug"}).field == "brain"
    assert plan_error({"task": "../../etc/passwd"}).field == "brain"
    click = {"action_type": "CLICK", "params": {"x": 1, "y": 2}}
    steps = {"kind": "scripted", "steps": [click, {"oops": 1}]}
    assert plan_error({"task": "t", "brain": steps}).field == "brain.steps.1"
    far = ServerSettings(allowed_hosts=("127.0.0.1",))
    assert plan_error({"task": "t", "brain": steps, "start_url": "http://10.0.0.1/"}, far).kind == (
        "host_not_allowed"
    )
    assert plan_error({"task": "t", "start_url": "file:///etc/passwd", "brain": steps}).field == (
        "start_url"
    )
    openai = {
        "kind": "openai",
        "base_url": "http://127.0.0.1:9/v1",
        "model": "m",
        "api_key_env": "PATH",
    }
    assert plan_error({"task": "t", "brain": openai}).field == "brain.api_key_env"
    keyed = ServerSettings(brain_keys={"MY_KEY": "sk"})
    ok = plan_run(
        CuaRequest.model_validate({"task": "t", "brain": {**openai, "api_key_env": "MY_KEY"}}),
        keyed,
        None,
    )
    assert ok.api_key == "sk"
    assert plan_error({"task": "t", "brain": steps, "max_steps": 10_000}).field == "max_steps"


def test_serve_refuses_several_workers_with_sessions() -> None:
    from typer.testing import CliRunner

    from vigil.cli import app

    result = CliRunner().invoke(app, ["serve", "--workers", "2"])
    assert result.exit_code != 0
    assert "--no-sessions" in result.output


def test_import_vigil_does_not_import_the_service() -> None:
    import subprocess
    import sys

    code = "import sys, vigil; print(any(m in sys.modules for m in ('httpx', 'fastapi')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_malloc_arena_cap_is_optional() -> None:
    from vigil.server.app import limit_malloc_arenas

    assert limit_malloc_arenas(0) is False


def test_freed_memory_setting_is_read_and_optional() -> None:
    from vigil.server.app import keep_freed_memory
    from vigil.server.settings import ServerSettings

    assert ServerSettings.from_env({"VIGIL_SERVER_MALLOC_KEEP_MB": "0"}).malloc_keep_mb == 0
    assert ServerSettings().malloc_keep_mb == 64
    assert keep_freed_memory(0) is False


def test_image_thread_setting_is_read_and_applied() -> None:
    import cv2

    from vigil.server.app import limit_image_threads
    from vigil.server.settings import ServerSettings

    assert ServerSettings().image_threads == 1
    assert ServerSettings.from_env({"VIGIL_SERVER_IMAGE_THREADS": "0"}).image_threads == 0
    with pytest.raises(ConfigError):
        ServerSettings(image_threads=-1)
    before = cv2.getNumThreads()
    try:
        assert limit_image_threads(0) is False
        assert limit_image_threads(1) is True and cv2.getNumThreads() == 1
    finally:
        cv2.setNumThreads(before)


@pytest.mark.parametrize(
    ("fmt", "options"),
    [
        ("PNG", {}),
        ("JPEG", {"quality": 90}),
        ("JPEG", {"quality": 60, "progressive": True}),
        ("JPEG", {"quality": 80, "exif": b"Exif\x00\x00" + b"\x00" * 64}),
    ],
)
def test_image_size_reads_headers_as_pillow_does(fmt: str, options: dict[str, object]) -> None:
    import io

    from PIL import Image

    from vigil.server.inputs import image_size

    for size in ((1280, 800), (37, 911), (1, 1)):
        buf = io.BytesIO()
        Image.new("RGB", size, (10, 200, 30)).save(buf, format=fmt, **options)
        assert image_size(buf.getvalue()) == size
    assert image_size(b"GIF89a....") is None
    assert image_size(b"\xff\xd8\xff") is None  # a JPEG cut short: Pillow decides
    assert image_size(b"") is None
