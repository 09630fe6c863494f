"""The Vigil HTTP service (FastAPI): ``create_app(settings)``; ``vigil serve`` runs it.

Needs the ``server`` extra (``pip install 'vigil[server]'``); ``import vigil`` never imports
it.
"""

from vigil.server.app import create_app, create_app_from_env
from vigil.server.settings import ServerSettings

__all__ = ["ServerSettings", "create_app", "create_app_from_env"]
