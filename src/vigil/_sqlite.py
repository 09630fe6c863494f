"""Opening a SQLite file that cannot be written (a read-only mount, ``chattr +i``).

A plain open of a WAL file fails there: SQLite wants to make its shared-memory file beside
it. ``mode=ro`` reads it when only the file is read-only; ``immutable=1`` when the folder is
too (it reads without locks, right for a file nobody can write). The trajectory store and
the eval results file both fall back to this, so a frozen cache can be replayed and a
finished sweep reported.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

__all__ = ["read_only_uri"]


def read_only_uri(path: Path, probe: str, timeout_s: float = 30.0) -> str | None:
    """The first read-only URI of ``path`` (``mode=ro``, then ``immutable=1``) under which
    ``probe`` (a query the file must answer) runs; None when neither does."""
    base = path.resolve().as_uri()
    for flag in ("mode=ro", "immutable=1"):
        uri = f"{base}?{flag}"
        try:
            db = sqlite3.connect(uri, uri=True, timeout=timeout_s)
        except sqlite3.Error:
            continue
        try:
            db.execute(probe).fetchone()
        except sqlite3.Error:
            continue
        finally:
            db.close()
        return uri
    return None
