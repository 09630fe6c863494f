"""What the screen verifier needs from a role checker.

Two shapes, because there are two kinds of checker:

* :class:`VlmClient` — a vision-language model: ``(frame, prompt) -> str``. The verifier
  writes the prompt (:func:`vigil.build_role_confirm_prompt`) and parses the answer.
* :class:`RoleConfirmer` — anything that can check roles directly from the found elements
  (their text, expected role and box), such as the browser's accessibility tree. It returns
  the parsed form straight away: ``{"confirmed": [...], "overall_confidence": x}``.

:func:`vigil.verify_screen_match` accepts either as its ``vlm_client``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from vigil.frames.frame import Frame, FrameLike

__all__ = ["RoleConfirmer", "VlmClient"]


@runtime_checkable
class VlmClient(Protocol):
    """A vision-language model answering one prompt about one frame."""

    def __call__(self, frame: FrameLike, prompt: str) -> str: ...


@runtime_checkable
class RoleConfirmer(Protocol):
    """Checks the roles of elements OCR found, without a prompt.

    ``found`` is the verifier's list of ``{"role", "text", "observed", "box"}`` dicts; entry
    ``i`` of the answer's ``confirmed`` list refers to ``found[i - 1]``.
    """

    def confirm_roles(self, frame: Frame, found: Sequence[dict[str, Any]]) -> dict[str, Any]: ...
