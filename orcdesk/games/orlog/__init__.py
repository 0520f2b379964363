"""Orlog: engine, greedy policy and search agent.

``SPEC`` is the game's plug-in spec (orcdesk/games/spec.py): the registry finds it there."""

from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(
    id="orlog",
    name="Orlog",
    min_players=2,
    max_players=2,
    rules=Ref("orcdesk.games.orlog.engine", "OrlogState"),
    greedy=Ref("orcdesk.games.orlog.greedy", "greedy_action"),
    evaluator=Ref("orcdesk.games.orlog.greedy", "evaluate"),
    agents={  # the factories data/ai.yaml names (``agent:``)
        "expectimax": Ref("orcdesk.games.orlog.search", "make_expectimax"),
    },
    table=Ref("orcdesk.ui.tables.orlog", "OrlogTable"),  # imported by the UI only: engines never import pygame
    rules_pictures=Ref("orcdesk.ui.tables.orlog.rules_art"),
    emblem=("sun", "yellow"),
    dynamic_strings=(  # god names, tiers and texts, faces, phases, log lines, prompts
        "orlog.god.",
        "orlog.face.",
        "orlog.faces.",
        "orlog.phase.",
        "orlog.event.",
        "orlog.reason.",
        "orlog.prompt.",
    ),
    order=1,
)
