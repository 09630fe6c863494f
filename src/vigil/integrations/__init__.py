"""Vigil inside the agent loops people already run.

Each module slips a :class:`~vigil.monitor.Monitor` into one loop shape and passes its
feedback on to the model in the channel that loop already has:

* :mod:`vigil.integrations.anthropic` — Anthropic's computer-use tool (``tool_use`` blocks,
  ``ToolResult`` values): a wrapper around any computer-tool executor, and a Chromium-backed
  computer tool (``pip install 'vigil[anthropic]'`` for the SDK your loop uses).
* :mod:`vigil.integrations.openai` — OpenAI computer use (``computer_call`` items and a
  duck-typed ``Computer``): a proxy computer, the extra input item, a Chromium-backed
  ``Computer`` (``vigil[openai]``).
* :mod:`vigil.integrations.browser_use` — browser-use step hooks (``vigil[browser-use]``).

No verdict is computed here: the integrations capture frames at the right moments (a
hover-aware ``pre`` before a high-risk pointer action, a ``post`` after it) and hand them to
the session's Monitor. Nothing is imported from the vendors' packages at import time.
"""

from __future__ import annotations

__all__: list[str] = []
