"""Environments an agent acts in: a real browser, or frames replayed from disk."""
