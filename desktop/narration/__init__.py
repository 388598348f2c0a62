"""Spoken night calls: the narrator service, its settings and speakers (see docs/narration.md)."""

from __future__ import annotations

from .service import STATES, Narrator
from .settings import NarrationSettings

__all__ = ["STATES", "NarrationSettings", "Narrator"]
