"""QA faults of ``vigil serve``'s settings: every number has an upper bound, and an
allowed-hosts entry that could never match a URL's host is refused at start."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from vigil.errors import ConfigError
from vigil.server.settings import MAX_ARENAS, ServerSettings


@pytest.mark.parametrize(
    ("key", "raw", "says"),
    [
        # beyond a C int, mallopt raised ctypes.ArgumentError: a traceback at start
        ("VIGIL_SERVER_MALLOC_ARENAS", "99999999999999999999", "0 or more, at most"),
        ("VIGIL_SERVER_MALLOC_ARENAS", str(MAX_ARENAS + 1), "0 or more, at most"),
        ("VIGIL_SERVER_POOL_SIZE", "99999999", "1 to 64"),
        ("VIGIL_SERVER_POOL_SIZE", "65", "1 to 64"),
        ("VIGIL_SERVER_IMAGE_THREADS", "100000", "0 to 256"),
        ("VIGIL_SERVER_QUEUE", "1025", "0 to 1024"),
        ("VIGIL_SERVER_MAX_BODY", str(2**30 + 1), f"1024 to {2**30}"),
        ("VIGIL_SERVER_MAX_FRAME_PIXELS", str(2**30 + 1), f"1 to {2**30}"),
        ("VIGIL_SERVER_MAX_STEPS", "10001", "1 to 10000"),
        ("VIGIL_SERVER_MAX_SESSIONS", "1025", "1 to 1024"),
        ("VIGIL_SERVER_SESSION_TTL", "604801", "at most 604800"),
    ],
)
def test_every_number_has_an_upper_bound(key: str, raw: str, says: str) -> None:
    with pytest.raises(ConfigError, match=rf"^{key}.*={raw}(\.0)?: expected .*{says}"):
        ServerSettings.from_env({key: raw})


def test_the_bounds_themselves_are_accepted() -> None:
    env = {
        "VIGIL_SERVER_MALLOC_ARENAS": str(MAX_ARENAS),
        "VIGIL_SERVER_POOL_SIZE": "64",
        "VIGIL_SERVER_IMAGE_THREADS": "256",
        "VIGIL_SERVER_QUEUE": "1024",
        "VIGIL_SERVER_MAX_STEPS": "10000",
        "VIGIL_SERVER_MAX_SESSIONS": "1024",
        "VIGIL_SERVER_SESSION_TTL": "604800",
    }
    s = ServerSettings.from_env(env)
    assert (s.malloc_arenas, s.pool_size, s.image_threads) == (MAX_ARENAS, 64, 256)
    assert (s.queue_limit, s.max_steps, s.max_sessions) == (1024, 10000, 1024)
    assert MAX_ARENAS >= 64


def test_a_flag_is_bounded_like_its_variable() -> None:
    with pytest.raises(ConfigError, match=r"--pool-size\)=100: expected 1 to 64"):
        ServerSettings.from_env({}, pool_size=100)


def test_allowed_hosts_are_lower_cased() -> None:
    env = {"VIGIL_SERVER_ALLOWED_HOSTS": "Shop.Example.COM, 127.0.0.1, [::1], localhost"}
    hosts = ServerSettings.from_env(env).allowed_hosts
    assert hosts == ("shop.example.com", "127.0.0.1", "::1", "localhost")
    assert ServerSettings(allowed_hosts=("X.com",)).allowed_hosts == ("x.com",)


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ("http://x.com", "has a scheme"),
        ("https://x.com/", "has a scheme"),
        ("x.com:8080", "has a port"),
        ("x.com/shop", "has a path"),
        ("x.com y.com", "has a space"),
        ("*.x.com", "has a wildcard"),
    ],
)
def test_an_allowed_host_that_could_never_match_is_refused_by_name(
    entry: str, problem: str
) -> None:
    env = {"VIGIL_SERVER_ALLOWED_HOSTS": f"ok.com, {entry}"}
    with pytest.raises(ConfigError) as info:
        ServerSettings.from_env(env)
    message = str(info.value)
    assert message.startswith("VIGIL_SERVER_ALLOWED_HOSTS: ")
    assert f"entry {entry!r} {problem}" in message
    assert "expected bare host names" in message


@pytest.mark.parametrize(
    ("key", "raw"),
    [
        ("VIGIL_SERVER_MALLOC_ARENAS", "99999999999999999999"),
        ("VIGIL_SERVER_ALLOWED_HOSTS", "x.com:8080"),
    ],
)
def test_vigil_serve_stops_at_once_with_one_error_line(key: str, raw: str) -> None:
    """The bad value is refused before the socket is bound: exit 2, one line, no traceback.
    The timeout only guards against a server left running (``run`` kills it then)."""
    env = {**os.environ, key: raw, "NO_COLOR": "1", "COLUMNS": "400"}
    proc = subprocess.run(
        [sys.executable, "-m", "vigil", "serve", "--host", "127.0.0.1", "--port", "0"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "serving on" not in proc.stdout
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"error: {key}")
