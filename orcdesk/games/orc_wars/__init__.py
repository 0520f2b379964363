"""HeroCard Orc Wars: elf heroes against the orc horde on hex tiles (engine in ``engine.py``, data in ``data.py``).

``SPEC`` is the game's plug-in spec (orcdesk/games/spec.py): the registry finds it there."""

from orcdesk.games.spec import GameSpec, Ref

SPEC = GameSpec(
    id="orc_wars",
    name="HeroCard Orc Wars",
    min_players=2,
    max_players=4,
    rules=Ref("orcdesk.games.orc_wars.engine", "OrcWarsState"),
    greedy=Ref("orcdesk.games.orc_wars.greedy", "greedy_action"),
    evaluator=Ref("orcdesk.games.orc_wars.greedy", "evaluate"),
    agents={  # the factories data/ai.yaml names (``agent:``)
        "policy": Ref("orcdesk.games.orc_wars.policy", "make_policy_agent"),
    },
    table=Ref("orcdesk.ui.tables.orc_wars", "OrcWarsTable"),  # imported by the UI only: engines never import pygame
    rules_pictures=Ref("orcdesk.ui.tables.orc_wars.rules_art"),
    emblem=("crown", "purple"),
    dynamic_strings=(  # cards, effects, clans, roles, scenarios, log lines, prompts, reasons
        "orc_wars.",
    ),
    order=4,
)
