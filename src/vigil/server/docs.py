"""The interactive API docs at ``/docs`` (Swagger UI) and ``/redoc``, served by the app itself.

FastAPI's own pages load Swagger UI and ReDoc from a CDN, ReDoc's fonts from Google and the
favicon from FastAPI's site. On a machine without internet access (an air-gapped agent host)
the pages stayed blank; with access, every visit told third parties that a Vigil service
runs here. The assets ship in the ``fastapi-offline`` package (part of the ``server``
extra), so both pages are served from :data:`ASSETS_URL` on the same origin. Swagger UI's
validator badge is off as well: it sends the schema's URL to validator.swagger.io.

Without that package ``/docs`` is a small local page that says what to install and links
the schema, rather than a CDN page that renders nothing offline.
"""

from __future__ import annotations

import html
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

__all__ = ["ASSETS_URL", "install_docs"]

#: Where the Swagger UI and ReDoc files are served.
ASSETS_URL = "/docs-assets"

#: The pages may load nothing from another origin. ReDoc's bundle hard-codes one image on
#: cdn.redoc.ly (its attribution logo, hidden when it fails to load): this keeps the browser
#: from asking for it. Inline script and style are the pages' own bootstrap code.
_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'"
)

_ASSET_FILES = ("swagger-ui-bundle.js", "swagger-ui.css", "redoc.standalone.js", "favicon.png")


def assets_dir() -> Path | None:
    """The folder holding the bundled Swagger UI and ReDoc files, or None without them."""
    try:
        from importlib.resources import files

        folder = Path(str(files("fastapi_offline") / "static"))
    except ImportError:
        return None
    if not all((folder / name).is_file() for name in _ASSET_FILES):
        return None
    return folder


def install_docs(app: FastAPI) -> None:
    """Add ``/docs`` and ``/redoc`` to an app built with ``docs_url=None, redoc_url=None``.

    Call before anything is mounted at ``/`` (the demo shop): routes match in order."""
    openapi_url = app.openapi_url or "/openapi.json"
    folder = assets_dir()
    if folder is None:
        _install_fallback(app, openapi_url)
        return
    app.mount(ASSETS_URL, StaticFiles(directory=folder), name="docs-assets")

    @app.get("/docs", include_in_schema=False)
    async def swagger_ui(request: Request) -> HTMLResponse:
        # root_path: behind a proxy that serves the app under a prefix, the page's own
        # links must carry the prefix too.
        root = str(request.scope.get("root_path", ""))
        page = get_swagger_ui_html(
            openapi_url=root + openapi_url,
            title=f"{app.title} - Swagger UI",
            swagger_js_url=f"{root}{ASSETS_URL}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{ASSETS_URL}/swagger-ui.css",
            swagger_favicon_url=f"{root}{ASSETS_URL}/favicon.png",
            swagger_ui_parameters={"validatorUrl": None},
        )
        page.headers["Content-Security-Policy"] = _CSP
        return page

    @app.get("/redoc", include_in_schema=False)
    async def redoc(request: Request) -> HTMLResponse:
        root = str(request.scope.get("root_path", ""))
        page = get_redoc_html(
            openapi_url=root + openapi_url,
            title=f"{app.title} - ReDoc",
            redoc_js_url=f"{root}{ASSETS_URL}/redoc.standalone.js",
            redoc_favicon_url=f"{root}{ASSETS_URL}/favicon.png",
            with_google_fonts=False,
        )
        page.headers["Content-Security-Policy"] = _CSP
        return page


def _install_fallback(app: FastAPI, openapi_url: str) -> None:
    @app.get("/docs", include_in_schema=False)
    async def no_assets(request: Request) -> HTMLResponse:
        schema = html.escape(str(request.scope.get("root_path", "")) + openapi_url)
        title = html.escape(app.title)
        return HTMLResponse(
            f"<!doctype html><html><head><meta charset='utf-8'><title>{title} API</title>"
            f"</head><body><h1>{title} API</h1><p>The interactive docs need the "
            "<code>fastapi-offline</code> package, which ships Swagger UI so that this "
            "page works without internet access: <code>pip install 'vigil[server]'</code>."
            f"</p><p>The OpenAPI schema: <a href='{schema}'>{schema}</a></p></body></html>"
        )
