"""Narration settings: voice, speed, volume, audio output, step length and the ambient sound."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from PySide6.QtCore import QSettings

GROUP = "narration"


@dataclass(frozen=True)
class NarrationSettings:
    """What the table chose for the spoken night.

    ``voice`` is a speech-engine voice id ("" picks the best voice for the
    narration language); ``rate`` is in words per minute; ``volume`` (0-1)
    is applied at playback, so changing it never re-renders speech;
    ``device`` is the text of a ``QAudioDevice.id()`` ("" for the system
    default); ``step_length`` replaces the scripted duration of every line that waits for someone
    (``ScriptStep.wait``: a wake call) when set;
    ``gap`` is the pause after a line whose speech outlasts its step.
    """

    voice: str = ""
    rate: int = 150
    volume: float = 1.0
    device: str = ""
    step_length: float | None = None
    ambient: bool = False
    ambient_volume: float = 0.15
    gap: float = 0.6

    def __post_init__(self) -> None:
        if not 60 <= self.rate <= 400:
            raise ValueError(f"rate must be 60-400 words per minute, not {self.rate}")
        if not 0.0 <= self.volume <= 1.0 or not 0.0 <= self.ambient_volume <= 1.0:
            raise ValueError("volumes are between 0 and 1")
        if self.step_length is not None and self.step_length <= 0:
            raise ValueError("a step length must be positive")
        if self.gap < 0:
            raise ValueError("the gap cannot be negative")

    def replace(self, **changes: Any) -> NarrationSettings:
        return replace(self, **changes)

    def speech_key(self) -> tuple[str, int]:
        """The settings that change the rendered speech (the rest apply at playback)."""
        return (self.voice, self.rate)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NarrationSettings:
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if not values.get("step_length"):
            values["step_length"] = None  # 0 or empty: as the script says
        return cls(**values)

    def save(self, store: QSettings, group: str = GROUP) -> None:
        store.beginGroup(group)
        try:
            for key, value in self.to_json().items():
                store.setValue(key, "" if value is None else value)
        finally:
            store.endGroup()

    @classmethod
    def load(cls, store: QSettings, group: str = GROUP) -> NarrationSettings:
        """Read saved settings; anything missing or unreadable keeps its default."""
        default = cls()
        values: dict[str, Any] = {}
        store.beginGroup(group)
        try:
            for field in fields(cls):
                if not store.contains(field.name):
                    continue
                raw = store.value(field.name)
                values[field.name] = _coerce(field.name, raw, getattr(default, field.name))
        finally:
            store.endGroup()
        try:
            return cls(**{k: v for k, v in values.items() if v is not _BAD})
        except ValueError:
            return default


_BAD = object()


def _coerce(name: str, raw: Any, default: Any) -> Any:
    try:
        if name == "step_length":
            return None if raw in (None, "", "None") else float(raw)
        if isinstance(default, bool):
            return raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes", "on")
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, float):
            return float(raw)
        return "" if raw is None else str(raw)
    except (TypeError, ValueError):
        return _BAD
