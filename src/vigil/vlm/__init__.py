"""Role checkers for the screen verifier: VLM clients and the protocols they follow."""

from vigil.vlm.base import RoleConfirmer, VlmClient
from vigil.vlm.openai_compat import OpenAICompatibleVlm

__all__ = ["OpenAICompatibleVlm", "RoleConfirmer", "VlmClient"]
