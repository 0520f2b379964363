"""The game registry: ids, names, player counts, and where each game's pieces live.

Modules are imported lazily (``info.state_class()``), so listing games costs nothing and a game whose
engine is not written yet is simply not ``playable``.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    engine: str  # "module:Class" of the GameState subclass
    greedy: str  # "module:function" of the one-ply heuristic policy: f(state, seat, rng) -> action
    table: str  # "module:Class" of the UI table controller
    emblem: tuple[str, str] = ("circle", "white")  # the menu's glyph and war-paint colour (orcdesk.ui.kit.glyphs)

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def state_class(self):
        return _load(self.engine)

    def greedy_policy(self):
        return _load(self.greedy)

    def table_class(self):
        return _load(self.table)

    def option_specs(self) -> dict:
        """The ``options`` mapping of ``data/<id>.yaml`` (empty for a game with no data file, e.g. a test's toy
        game; a broken file still raises its DataError)."""
        from orcdesk.core.data import load_yaml
        from orcdesk.resources import resource_path
        if not resource_path("data", f"{self.id}.yaml").exists():
            return {}
        return load_yaml(f"{self.id}.yaml").get("options") or {}

    def setup_choices(self) -> list[tuple[str, list]]:
        """The options offered on the setup screen (``setup: true`` in ``data/<id>.yaml``), default first."""
        from orcdesk.core.data import setup_choices
        return setup_choices(self.option_specs())

    def offers(self, options: dict, players: int) -> bool:
        """Whether every option of ``options`` is offered at ``players`` (``players:`` in the option's YAML)."""
        from orcdesk.core.data import option_offered
        spec = self.option_specs()
        return all(option_offered(spec, name, value, players) for name, value in options.items())

    def stats_key(self, options: dict) -> str:
        """Where a finished game counts in the statistics: the game id, or ``<id>/<value>`` when an option of
        ``data/<id>.yaml`` is marked ``stats: true`` (Orc Wars counts each scenario apart)."""
        for name, entry in self.option_specs().items():
            if isinstance(entry, dict) and entry.get("stats"):
                return f"{self.id}/{options.get(name, entry['default'])}"
        return self.id

    @property
    def playable(self) -> bool:
        try:
            self.state_class()
            self.table_class()
        except (ImportError, AttributeError):
            return False
        return True

    @property
    def has_engine(self) -> bool:
        try:
            self.state_class()
        except (ImportError, AttributeError):
            return False
        return True


@lru_cache(maxsize=None)
def _load(target: str):
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("orc", "Orc", 2, 2, "orcdesk.games.orc.engine:OrcState",
                 "orcdesk.games.orc.greedy:greedy_action", "orcdesk.ui.tables.orc:OrcTable", ("skull", "white")),
        GameInfo("orlog", "Orlog", 2, 2, "orcdesk.games.orlog.engine:OrlogState",
                 "orcdesk.games.orlog.greedy:greedy_action", "orcdesk.ui.tables.orlog:OrlogTable", ("sun", "yellow")),
        GameInfo("orcs_trolls", "Orcs & Trolls", 2, 4, "orcdesk.games.orcs_trolls.engine:OrcsTrollsState",
                 "orcdesk.games.orcs_trolls.greedy:greedy_action", "orcdesk.ui.tables.orcs_trolls:OrcsTrollsTable", ("leaf", "green")),
        GameInfo("braves", "De l'orc pour les braves", 4, 7, "orcdesk.games.braves.engine:BravesState",
                 "orcdesk.games.braves.greedy:greedy_action", "orcdesk.ui.tables.braves:BravesTable", ("flame", "red")),
        GameInfo("orc_wars", "HeroCard Orc Wars", 2, 4, "orcdesk.games.orc_wars.engine:OrcWarsState",
                 "orcdesk.games.orc_wars.greedy:greedy_action", "orcdesk.ui.tables.orc_wars:OrcWarsTable", ("crown", "purple")),
    )
}


def get_game(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}") from None


def games_with_engines() -> list[GameInfo]:
    return [g for g in GAMES.values() if g.has_engine]


def playable_games() -> list[GameInfo]:
    return [g for g in GAMES.values() if g.playable]
