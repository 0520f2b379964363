"""The game registry: every package under ``orcdesk/games/`` that exports a plug-in spec (``SPEC``, a
:class:`~orcdesk.games.spec.GameSpec`) is a game, in the order their specs give (``order``, then the id).

A sixth game is a new package with its ``SPEC``; nothing here or in the generic tests changes. The specs load
their pieces lazily (``info.state_class()``), so listing games costs a few small imports, and a game whose
engine is not written yet is simply not ``playable``.
"""

from __future__ import annotations

import importlib
import pkgutil

from orcdesk.games.spec import GameSpec, Ref

GameInfo = GameSpec  # the registry's entries, by their older name


def discover() -> dict[str, GameSpec]:
    """Every game package's spec, by id."""
    found: dict[str, GameSpec] = {}
    for module in pkgutil.iter_modules(__path__):
        if not module.ispkg:
            continue
        spec = getattr(importlib.import_module(f"{__name__}.{module.name}"), "SPEC", None)
        if not isinstance(spec, GameSpec):
            continue
        if spec.id != module.name:
            raise ValueError(
                f"orcdesk/games/{module.name}: its SPEC says id {spec.id!r}; a game's id is its package's name"
            )
        found[spec.id] = spec
    return dict(sorted(found.items(), key=lambda item: (item[1].order, item[0])))


GAMES: dict[str, GameSpec] = discover()


def get_game(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def games_with_engines() -> list[GameSpec]:
    return [g for g in GAMES.values() if g.has_engine]


def playable_games() -> list[GameSpec]:
    return [g for g in GAMES.values() if g.playable]


def dynamic_string_prefixes() -> tuple[str, ...]:
    """The catalogue key prefixes every game's code builds at run time (its spec's ``dynamic_strings``, and
    the setup options ``<strings>.option.``, the tutorial's texts ``<strings>.tutorial.``)."""
    prefixes: list[str] = []
    for spec in GAMES.values():
        prefixes.append(f"{spec.string_prefix}option.")
        prefixes.append(f"{spec.string_prefix}tutorial.")  # named by data/tutorials/<game>.yaml
        prefixes.append(f"{spec.string_prefix}move.")  # a move no event words (ui/tables/notation.py)
        prefixes.extend(spec.dynamic_strings)
    return tuple(prefixes)


__all__ = [
    "GAMES",
    "GameInfo",
    "GameSpec",
    "Ref",
    "get_game",
    "games_with_engines",
    "playable_games",
    "dynamic_string_prefixes",
]
