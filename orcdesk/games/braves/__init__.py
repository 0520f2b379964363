"""De l'orc pour les braves (4-7 players): rules engine, card data, greedy player and search agent.

``SPEC`` is the game's plug-in spec (orcdesk/games/spec.py): the registry finds it there."""

from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(
    id="braves",
    name="De l'orc pour les braves",
    min_players=4,
    max_players=7,
    rules=Ref("orcdesk.games.braves.engine", "BravesState"),
    greedy=Ref("orcdesk.games.braves.greedy", "greedy_action"),
    evaluator=Ref("orcdesk.games.braves.greedy", "evaluate"),
    agents={  # the factories data/ai.yaml names (``agent:``)
        "search": Ref("orcdesk.games.braves.search", "make_braves_agent"),
    },
    table=Ref("orcdesk.ui.tables.braves", "BravesTable"),  # imported by the UI only: engines never import pygame
    rules_pictures=Ref("orcdesk.ui.tables.braves.rules_art"),
    emblem=("flame", "red"),
    dynamic_strings=(  # peoples, roles, mercenaries, reasons, steps, log lines, prompts
        "braves.",
    ),
    order=3,
)
