"""Orc (2 players): rules engine, greedy policy and search agent.

``SPEC`` is the game's plug-in spec (orcdesk/games/spec.py): the registry finds it there."""

from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(
    id="orc",
    name="Orc",
    min_players=2,
    max_players=2,
    rules=Ref("orcdesk.games.orc.engine", "OrcState"),
    greedy=Ref("orcdesk.games.orc.greedy", "greedy_action"),
    evaluator=Ref("orcdesk.games.orc.greedy", "evaluate"),
    styled=Ref("orcdesk.games.orc.greedy", "styled"),
    agents={  # the factories data/ai.yaml names (``agent:``)
        "search": Ref("orcdesk.games.orc.search", "make_search_agent"),
    },
    table=Ref("orcdesk.ui.tables.orc", "OrcTable"),  # imported by the UI only: engines never import pygame
    rules_pictures=Ref("orcdesk.ui.tables.orc.rules_art"),
    emblem=("skull", "white"),
    dynamic_strings=(  # tribe, orc and orcs phrases per colour, log lines, box sides
        "orc.colour.",
        "orc.event.",
        "orc.tribe.",
        "orc.orc.",
        "orc.orcs.",
        "orc.log.",
        "orc.ui.side_",
    ),
    order=0,
)
