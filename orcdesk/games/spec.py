"""The plug-in spec: what one game brings to the app, in one object its package exports as ``SPEC``.

    SPEC = GameSpec(
        id="mygame", name="My Game", min_players=2, max_players=4,
        rules=Ref("orcdesk.games.mygame.engine", "MyGameState"),
        greedy=Ref("orcdesk.games.mygame.greedy", "greedy_action"),
        table=Ref("orcdesk.ui.tables.mygame", "MyGameTable"),
        ...)

The registry (:mod:`orcdesk.games`) finds every package under ``orcdesk/games/`` that exports a ``SPEC``, so a
new game is a new package and nothing else: the menu, the setup screen, the AI levels, the tests over the
registry all pick it up.

Every piece is a :class:`Ref`, loaded on first use: listing the games imports no engine (engines read their
YAML data on import, which would delay the first frame) and no pygame (the table lives in ``orcdesk.ui``,
above the engines, which never import it).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Ref:
    """A name in a module, imported when :meth:`load` is first called (``name=""``: the module itself)."""

    module: str
    name: str = ""

    def load(self) -> Any:
        return _load(self.module, self.name)

    def __str__(self) -> str:
        return f"{self.module}:{self.name}" if self.name else self.module


_LOADED: dict[tuple[str, str], Any] = {}


def _load(module_name: str, name: str) -> Any:
    key = (module_name, name)
    if key not in _LOADED:
        module = importlib.import_module(module_name)
        _LOADED[key] = getattr(module, name) if name else module
    return _LOADED[key]


@dataclass(frozen=True)
class GameSpec:
    """One game: who plays it, its rules, its AI, its table and its words.

    ``agents`` are the game's own agent factories, by the name ``data/ai.yaml`` gives a level (``agent:
    search``); each is called as ``factory(game_id, seed, **params)`` and returns an object with
    ``choose(state, seat) -> action`` and a ``name``. ``evaluator`` judges a position for a seat (points of
    expected final margin; searches that cut their playouts short use it), ``styled(style) -> (greedy,
    evaluate)`` turns a named opponent's weights into its policy and evaluation. ``rules_pictures`` is the
    table's module that draws the pictures beside the rules pages (and may write reference blocks,
    ``rules_text``). ``strings`` is the catalogue area (``data/i18n/<lang>/<strings>.yaml``, keys
    ``<strings>.*``); ``dynamic_strings`` the key prefixes the game's code builds at run time."""

    id: str
    name: str
    min_players: int
    max_players: int
    rules: Ref
    greedy: Ref
    table: Ref
    emblem: tuple[str, str] = ("circle", "white")  # the menu's glyph and war-paint colour (orcdesk.ui.kit.glyphs)
    evaluator: Ref | None = None
    styled: Ref | None = None
    agents: dict[str, Ref] = field(default_factory=dict)
    rules_pictures: Ref | None = None
    options_file: str | None = None  # data/<file> whose ``options:`` the setup offers (default: <id>.yaml)
    strings: str = ""  # the catalogue area (default: the id)
    dynamic_strings: tuple[str, ...] = ()
    order: int = 100  # where the menu lists it (smaller first; then by id)

    def __hash__(self) -> int:  # one spec per id (its ``agents`` mapping is not hashable)
        return hash(self.id)

    # ------------------------------------------------------------------ the pieces, loaded on first use
    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    @property
    def string_prefix(self) -> str:
        return f"{self.strings or self.id}."

    def state_class(self):
        return self.rules.load()

    def greedy_policy(self) -> Callable:
        return self.greedy.load()

    def evaluate_function(self) -> Callable | None:
        return self.evaluator.load() if self.evaluator is not None else None

    def styled_function(self) -> Callable | None:
        return self.styled.load() if self.styled is not None else None

    def agent_factory(self, name: str) -> Callable | None:
        ref = self.agents.get(name)
        return ref.load() if ref is not None else None

    def table_class(self):
        return self.table.load()

    def rules_pictures_module(self):
        return self.rules_pictures.load() if self.rules_pictures is not None else None

    # ------------------------------------------------------------------ options
    def option_specs(self) -> dict:
        """The ``options`` mapping of the game's data file (empty for a game with no data file, e.g. a test's
        toy game; a broken file still raises its DataError)."""
        from orcdesk.core.data import load_yaml
        from orcdesk.resources import resource_path

        name = self.options_file or f"{self.id}.yaml"
        if not resource_path("data", name).exists():
            return {}
        return load_yaml(name).get("options") or {}

    def setup_choices(self) -> list[tuple[str, list]]:
        """The options offered on the setup screen (``setup: true`` in the data file), default first."""
        from orcdesk.core.data import setup_choices

        return setup_choices(self.option_specs())

    def offers(self, options: dict, players: int) -> bool:
        """Whether every option of ``options`` is offered at ``players`` (``players:`` in the option's YAML)."""
        from orcdesk.core.data import option_offered

        spec = self.option_specs()
        return all(option_offered(spec, name, value, players) for name, value in options.items())

    def stats_key(self, options: dict) -> str:
        """Where a finished game counts in the statistics: the game id, or ``<id>/<value>`` when an option of
        the data file is marked ``stats: true`` (Orc Wars counts each scenario apart)."""
        for name, entry in self.option_specs().items():
            if isinstance(entry, dict) and entry.get("stats"):
                return f"{self.id}/{options.get(name, entry['default'])}"
        return self.id

    # ------------------------------------------------------------------ what is there
    def available(self) -> bool:
        """Do the engine's and the table's modules exist? Checked without importing them (the menu lists the
        games before the first frame); the import happens when the game is chosen."""
        import importlib.util

        for ref in (self.rules, self.table):
            try:
                if importlib.util.find_spec(ref.module) is None:
                    return False
            except (ImportError, ValueError):
                return False
        return True

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


__all__ = ["GameSpec", "Ref"]
