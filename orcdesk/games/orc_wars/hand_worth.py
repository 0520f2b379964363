"""What a card of each kind is worth to a hand that cycles (the Discard phase throws away the card worth least,
greedy._cycle), per side and scenario: a level's weights in data/ai.yaml (``hand``), e.g.

    hand:
      elves: {default: [3, 1.5, 4.5, 3.5, 1], prisoner: [4, 2, 2.5, 1.5, 1]}
      orcs: {relics: [4, 2, 3, 2, 1]}

Each list gives the worth of a basic attack, an attack modifier, a basic defence, a defence modifier and a
special, in that order (data.py's kinds 0-4). A side or scenario not named keeps greedy's weights (KIND_WORTH).
Why per scenario: the elves' blocks are what keep them alive where they must last (a hand that keeps more
blocks won 4-10 points more of those games), but The Prisoner(s) is a race against the round limit, where
the hand that keeps attacks wins 12 points more (hard's docstring in policy.py gives the figures).
"""

from __future__ import annotations

from orcdesk.games.orc_wars.common import ORC
from orcdesk.games.orc_wars.greedy import KIND_WORTH

SIDES = ("orcs", "elves")
KINDS = 5


def parse_hand(table: dict | None) -> dict:
    """``{(side, scenario): worth}`` from a level's ``hand`` table; ValueError naming the bad entry."""
    out: dict = {}
    if not table:
        return out
    if not isinstance(table, dict):
        raise ValueError(f"hand: a table of sides ({', '.join(SIDES)}), not {table!r}")
    for side, scenarios in table.items():
        if side not in SIDES:
            raise ValueError(f"hand: unknown side {side!r} (known: {', '.join(SIDES)})")
        if not isinstance(scenarios, dict):
            raise ValueError(f"hand.{side}: a table of scenarios, not {scenarios!r}")
        for scenario, worth in scenarios.items():
            if (
                not isinstance(worth, list)
                or len(worth) != KINDS
                or not all(isinstance(w, (int, float)) and not isinstance(w, bool) and w > 0 for w in worth)
            ):
                raise ValueError(f"hand.{side}.{scenario}: {KINDS} positive numbers, not {worth!r}")
            out[(side, str(scenario))] = tuple(float(w) for w in worth)
    return out


def hand_for(parsed: dict, seat: int, scenario: str) -> tuple:
    """The worths for ``seat``'s side in ``scenario``: the scenario's own, else the side's default, else
    greedy's."""
    side = SIDES[seat != ORC]
    found = parsed.get((side, scenario)) or parsed.get((side, "default"))
    return found if found is not None else KIND_WORTH[seat != ORC]
