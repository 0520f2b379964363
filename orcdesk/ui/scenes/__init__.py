"""Scenes of the app, each opened by name through the registry below, so that no scene imports another:

    app.open_scene("pause", table)                  # push the scene registered as "pause"
    app.stack.reset(app.scene("menu"))              # build one to put in place yourself

``SCENES`` maps a name to (module of this package, the class or ``make_scene`` factory called as
``factory(app, *args, **context)``). The module is imported when the scene is first opened. The pause overlay
opens ``rules`` with ``game_id=`` and ``table=``, a setup with ``game_id=`` and ``options=``, and ``settings`` with
``table=``; the main menu opens
``settings``, ``rules`` and ``stats`` without context. A name that is not registered (or whose module is not
there) makes ``app.open_scene`` show a short notice instead of crashing.
"""

from __future__ import annotations

import importlib
from typing import Any

SCENES: dict[str, tuple[str, str]] = {
    "menu": ("menu", "MenuScene"),
    "setup": ("setup", "SetupScene"),
    "opponents": ("opponents", "OpponentPickerScene"),
    "confirm": ("confirm", "make_scene"),
    "pause": ("pause", "PauseScene"),
    "handoff": ("handoff", "HandoffScene"),
    "result": ("result", "ResultScene"),
    "replay": ("replay", "make_scene"),
    "opening": ("opening", "OpeningScene"),
    "review": ("review", "ReviewScene"),
    "records": ("records", "make_scene"),
    "rules": ("rules", "make_scene"),
    "settings": ("settings", "make_scene"),
    "stats": ("stats", "make_scene"),
    "saga": ("saga", "make_scene"),
    "saga_closing": ("saga", "ClosingScene"),
    "error": ("error", "make_scene"),
    "tutorial": ("tutorial", "make_scene"),  # a table in the tutorial's mode (orcdesk/ui/tutorial)
    "learn": ("learn", "LearnScene"),  # Learn to play: each game's tutorial sections, ticked when finished
}


def scene_factory(name: str) -> Any:
    """What builds the scene ``name``: its class or its module's ``make_scene``. KeyError for a name not
    registered; ImportError or AttributeError when its module or factory is missing."""
    module, attr = SCENES[name]
    return getattr(importlib.import_module(f"{__name__}.{module}"), attr)


__all__ = ["SCENES", "scene_factory"]
