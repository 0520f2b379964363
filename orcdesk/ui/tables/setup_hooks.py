"""What the setup and rules screens ask a table class, by default: the option rows a game's YAML offers, each
seat's own choices, and the rules pictures a table's package declares.

:class:`~orcdesk.ui.tables.base.TableScene`'s class methods call these with the table class; a game's table
overrides the class method where it says more.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from orcdesk.core.i18n import t

OptionRows = list[tuple[str, str, list[tuple[Any, str]]]]  # [(name, label, [(value, label)])]


def option_key(game_id: str, name: str, value: Any = None) -> str:
    """The catalogue key of a setup option (``<game>.option.<name>``) or of one of its values
    (``<game>.option.<name>_<value>``); tests/test_i18n.py checks every one exists."""
    return f"{game_id}.option.{name}" if value is None else f"{game_id}.option.{name}_{str(value).lower()}"


def game_of(table_cls):
    """The registered game whose table is ``table_cls`` (None for a table no game names, e.g. in tests)."""
    from orcdesk.games import GAMES

    for info in GAMES.values():
        try:
            if info.table_class() is table_cls:
                return info
        except (ImportError, AttributeError):
            continue
    return None


def setup_options(table_cls) -> OptionRows:
    """The setup screen's option rows, from the options the game's YAML marks ``setup: true``, worded by
    ``<game>.option.<name>`` and ``<game>.option.<name>_<value>``."""
    info = game_of(table_cls)
    if info is None:
        return []
    return [
        (name, t(option_key(info.id, name)), [(value, t(option_key(info.id, name, value))) for value in values])
        for name, values in info.setup_choices()
    ]


def setup_seat_options(table_cls, seat: int) -> OptionRows:
    """The choices of one seat, shown on its row of the setup screen (options marked ``setup: seat`` with
    ``seat: <seat>``, worded by ``<game>.option.<words>[_<value>]``)."""
    info = game_of(table_cls)
    if info is None:
        return []
    from orcdesk.core.data import seat_setup_choices

    return [
        (name, t(option_key(info.id, words)), [(v, t(option_key(info.id, words, v))) for v in values])
        for name, words, values in seat_setup_choices(info.option_specs(), seat)
    ]


def rules_picture(table_cls, page: int, w: int, h: int) -> pygame.Surface | None:
    """The picture beside rules page ``page`` (0-based) of ``w`` × ``h`` pixels, or None: the ``rules_picture``
    function of the ``rules_art`` module beside the table's class, so a table declares its pictures in its own
    package."""
    package = table_cls.__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.rules_art")
    except ModuleNotFoundError:
        return None
    return module.rules_picture(page, w, h)
