"""The bundled demo shop ("Vigil Mugs") and the scripted tasks that walk into its traps.

The demo is what ``vigil demo`` runs against: a small static web app served on localhost,
with one page per failure mode Vigil exists to catch (a consent layer that eats clicks, a
validation message that flashes, a modal mounted where nobody can see it, a pager that
looks like a loop but is not, a captcha spinner that is a loop). It ships inside the
package so the demo needs no network and no checkout of the repository.
"""

from __future__ import annotations

# The package's API is the server module's: one list of names, kept in server.__all__.
from vigil.demo.server import *  # noqa: F403
from vigil.demo.server import __all__ as __all__
