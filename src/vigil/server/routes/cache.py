"""``POST /v1/cache/validate``: placeholder router until the trajectory cache lands."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(tags=["cache"])
