"""The service's interactive docs work on a machine with no internet access: every script,
style sheet and icon ``/docs`` and ``/redoc`` name is served by the app itself.

FastAPI's default pages pulled Swagger UI from cdn.jsdelivr.net and were blank offline."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from vigil.server import ServerSettings, create_app
from vigil.server import docs as service_docs

#: Attribute values and the Swagger UI bootstrap's ``url: '...'``: what a page makes the
#: browser fetch.
_REFERENCES = re.compile(r"""(?:\b(?:src|href|spec-url)=|\burl:\s*)["']([^"']+)["']""")


@pytest.fixture()
def client() -> Iterator[TestClient]:
    # demo=True: the demo shop mounted at "/" must not shadow the docs' assets.
    yield TestClient(create_app(ServerSettings(demo=True)))


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_docs_pages_reference_only_local_assets(client: TestClient, page: str) -> None:
    response = client.get(page)
    assert response.status_code == 200
    text = response.text
    assert "http://" not in text and "https://" not in text, text
    references = _REFERENCES.findall(text)
    assert any(ref.endswith(".js") for ref in references), references
    assert "/openapi.json" in references
    for ref in references:
        assert ref.startswith("/") and not ref.startswith("//"), ref
        fetched = client.get(ref)
        assert fetched.status_code == 200, ref
        assert fetched.content, ref
    assert "cdn.redoc.ly" not in response.headers["content-security-policy"]
    assert "http" not in response.headers["content-security-policy"]


def test_swagger_ui_sends_nothing_to_the_validator(client: TestClient) -> None:
    assert '"validatorUrl": null' in client.get("/docs").text


def test_the_docs_stay_out_of_the_schema(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert not [p for p in paths if p.startswith(("/docs", "/redoc"))]


def test_without_the_bundled_assets_docs_is_a_local_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(service_docs, "assets_dir", lambda: None)
    client = TestClient(create_app(ServerSettings()))
    response = client.get("/docs")
    assert response.status_code == 200
    assert "http://" not in response.text and "https://" not in response.text
    assert "fastapi-offline" in response.text
    assert _REFERENCES.findall(response.text) == ["/openapi.json"]
