"""Orcs & Trolls (2-4 players): rules engine (engine.py), card data (cards.py), greedy player (greedy.py).

``SPEC`` is the game's plug-in spec (orcdesk/games/spec.py): the registry finds it there."""

from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(
    id="orcs_trolls",
    name="Orcs & Trolls",
    min_players=2,
    max_players=4,
    rules=Ref("orcdesk.games.orcs_trolls.engine", "OrcsTrollsState"),
    greedy=Ref("orcdesk.games.orcs_trolls.greedy", "greedy_action"),
    evaluator=Ref("orcdesk.games.orcs_trolls.greedy", "evaluate"),
    agents={  # the factories data/ai.yaml names (``agent:``)
        "search": Ref("orcdesk.games.orcs_trolls.search", "make_search_agent"),
    },
    table=Ref(
        "orcdesk.ui.tables.orcs_trolls", "OrcsTrollsTable"
    ),  # imported by the UI only: engines never import pygame
    rules_pictures=Ref("orcdesk.ui.tables.orcs_trolls.rules_art"),
    emblem=("leaf", "green"),
    dynamic_strings=(  # card names/texts, kinds, outcomes, steps, log lines
        "orcs_trolls.",
    ),
    order=2,
)
