"""Player settings, saved as JSON under platformdirs' user config dir (never pickle)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.records import atomic_write_json, read_json, set_aside

APP_NAME = "GameBox"
THEMES = ("light", "dark")


def config_dir() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    """speed: animation speed factor (0 = instant, 1 = normal, 2 = slow motion).
    card_scale: card size factor. theme: light or dark. robot_level: the Girafferaffe solo
    Robot Deck size (G12), raised by one after each win. seats: last seat choices per game."""

    speed: float = 1.0
    card_scale: float = 1.0
    theme: str = "light"
    robot_level: int = 15
    last_setup: dict[str, Any] = field(default_factory=dict)

    def clamp(self) -> "Settings":
        self.speed = min(max(float(self.speed), 0.0), 2.0)
        self.card_scale = min(max(float(self.card_scale), 0.6), 1.6)
        if self.theme not in THEMES:
            self.theme = "light"
        self.robot_level = min(max(int(self.robot_level), 15), 45)
        if not isinstance(self.last_setup, dict):
            self.last_setup = {}
        return self

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> "Settings":
        if not isinstance(data, dict):
            raise RecordError("settings file holds no JSON object")
        known = {f.name for f in fields(Settings)}
        try:
            return Settings(**{k: v for k, v in data.items() if k in known}).clamp()
        except (TypeError, ValueError) as exc:
            raise RecordError(f"settings file has a bad value ({exc})") from None


class SettingsStore:
    """Loads and saves Settings; a broken file is set aside and defaults are used."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "settings.json"
        self.problem: str | None = None

    def load(self) -> Settings:
        if not self.path.exists():
            return Settings()
        try:
            return Settings.from_json(read_json(self.path))
        except RecordError as exc:
            kept = set_aside(self.path)
            self.problem = f"Your settings could not be read ({exc}); defaults are used. The old file was kept as {kept.name}."
            return Settings()

    def save(self, settings: Settings) -> None:
        atomic_write_json(self.path, settings.clamp().to_json())


def dumps(settings: Settings) -> str:
    return json.dumps(settings.to_json())
