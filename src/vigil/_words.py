"""Counted nouns in what Vigil prints ("1 run", "24 runs"): one rule for every command and
report, where several copies had grown and one said "1 runs"."""

from __future__ import annotations

__all__ = ["counted"]


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and ``word``, in the plural (``word + "s"`` unless given) unless ``n`` is 1."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"
