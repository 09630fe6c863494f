"""Launch flags: the background-traffic switches are present and feature lists merge."""

from __future__ import annotations

from typing import Any

import pytest

from vigil.envs import launch
from vigil.envs.launch import (
    PLAYWRIGHT_DISABLED_FEATURES,
    PLAYWRIGHT_ENABLED_FEATURES,
    _merge_features,
    chromium_args,
)


@pytest.mark.parametrize("as_root", [True, False])
def test_background_traffic_flags_present(as_root: bool) -> None:
    args = chromium_args(as_root=as_root)
    for flag in (
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        # accounts.google.com /ListAccounts: Chromium's GAIA client points at a restricted port
        "--gaia-url=http://127.0.0.1:9",
        # update.googleapis.com: on-demand components ignore --disable-component-update
        "--component-updater=url-source=http://127.0.0.1:9/",
    ):
        assert flag in args
    assert ("--no-sandbox" in args) is as_root


def test_no_feature_list_of_our_own() -> None:
    # A second --disable-features would replace Playwright's (Chromium keeps the last one).
    assert not [a for a in chromium_args(as_root=False) if a.startswith("--disable-features")]
    assert not [a for a in chromium_args(as_root=False) if a.startswith("--enable-features")]


def test_no_remote_host_in_flags() -> None:
    for arg in chromium_args(as_root=False):
        if "://" in arg:
            assert "://127.0.0.1:" in arg, arg


def test_merge_leaves_args_without_feature_flags_alone() -> None:
    args = ["--a", "--b=1"]
    assert _merge_features(args) == args


def test_merge_folds_feature_lists_over_playwright_defaults() -> None:
    merged = _merge_features(
        ["--x", "--disable-features=Foo,OptimizationHints", "--disable-features=Bar", "--y"]
    )
    assert merged[:2] == ["--x", "--y"]
    flags = [a for a in merged if a.startswith("--disable-features=")]
    assert len(flags) == 1
    names = flags[0].removeprefix("--disable-features=").split(",")
    assert names[: len(PLAYWRIGHT_DISABLED_FEATURES)] == list(PLAYWRIGHT_DISABLED_FEATURES)
    assert names[len(PLAYWRIGHT_DISABLED_FEATURES) :] == ["Foo", "Bar"]
    assert "NetworkTimeServiceQuerying" in names  # keeps clients2.google.com quiet


def test_merge_enable_features() -> None:
    merged = _merge_features(["--enable-features=Baz"])
    assert merged == ["--enable-features=" + ",".join((*PLAYWRIGHT_ENABLED_FEATURES, "Baz"))]


def test_launch_passes_merged_args(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    class _Chromium:
        def launch(self, **kwargs: Any) -> str:
            seen.update(kwargs)
            return "browser"

    class _Playwright:
        chromium = _Chromium()

    monkeypatch.setattr(launch, "find_chromium", lambda explicit=None: "/usr/bin/chromium")
    start = launch.launch_chromium  # called by name, not the marker conftest looks for
    result = start(
        _Playwright(),  # type: ignore[arg-type]
        extra_args=["--disable-features=Foo", "--vigil-pool=t"],
    )
    assert result == "browser"
    args = seen["args"]
    assert "--gaia-url=http://127.0.0.1:9" in args
    assert "--vigil-pool=t" in args
    (features,) = [a for a in args if a.startswith("--disable-features=")]
    assert features.endswith(",Foo")
    assert "NetworkTimeServiceQuerying" in features
