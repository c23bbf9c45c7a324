"""ui's own map from game id to its table scene, as "module:Class" (imported on first use)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

SCENES: dict[str, str] = {
    "girafferaffe": "ui.girafferaffe.scene:GirafferaffeScene",
    "gorilla": "ui.gorilla.scene:GorillaScene",
    "trio": "ui.trio.scene:TrioScene",
    "sifaka": "ui.sifaka.scene:SifakaScene",
    "goritaire": "ui.goritaire.scene:GoritaireScene",
}


def scene_class(game_id: str) -> Any:
    module, _, name = SCENES[game_id].partition(":")
    return getattr(import_module(module), name)
