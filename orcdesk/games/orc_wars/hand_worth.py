"""What a card of each kind is worth to a hand that cycles (the Discard phase throws away the card worth least,
greedy._cycle), per side and scenario: a level's weights in data/ai.yaml (``hand``), e.g.

    hand:
      elves: {default: [3, 1.5, 4.5, 3.5, 1], prisoner: [4, 2, 2.5, 1.5, 1]}
      orcs: {relics: [4, 2, 3, 2, 1]}

Each list gives the worth of a basic attack, an attack modifier, a basic defence, a defence modifier and a
special, in that order (data.py's kinds 0-4). A scenario may be named for one player count (``bounty_hunter/2``).
A side or scenario not named keeps greedy's weights (KIND_WORTH).
How the hard level's weights were found: self-play against the unchanged policy (the normal level), 500-600
games a side and scenario on the same deals (the policy against itself won 42, 51, 48, 54 and 47 % of its elf
games in The Prisoner(s), Orc Camp, The Relics, Bounty Hunter and The Great Hunt). An elf hand that keeps more
blocks won 55-57, 53-57, 54-64 and 52-54 % in the last four (an elf takes one wound a turn at most and lives by
its blocks), but 26-27 % in The Prisoner(s), a race against the round limit, where a hand that keeps attacks
won 53-55 %. An orc hand that keeps attacks won 57 % of the orc games in The Relics and The Great Hunt (52 and
53 % before) and did no better elsewhere. A coordinate search around Orc Camp's elf weights and The Relics' orc
weights (one weight +-1, 600 games each) found nothing better by more than 2 points. Once the hard level played
Swift Stride and the cards that draw (specials.py), a special was worth keeping: an elf special worth 2 (was 1)
won 2.5 / 4.8 / 4.3 / 7 more points of elf games in Orc Camp / The Prisoner(s) / The Relics / The Great Hunt,
an orc special worth 2 in Orc Camp 2.6 more. Only Orc Camp keeps it: against normal on three sets of fresh
deals (seeds 7, 11, 13, 400 games each) Orc Camp went from 57 / 55.5 / 55.8 % to 57.5 / 57.2 / 62.5 %, while
elsewhere hard against hard the elves then won 67 % of The Prisoner(s), 68.5 % of The Relics at 3 players and
66 % of Bounty Hunter at 2 (57.5, 60 and 59 % without). Bounty Hunter's elves keep their
blocking hand at 2 players only: it won 64 % of elf games against the policy (69 % with specials.py), but with
hard on every seat it took the elves to 68.5-69.5 % (3 players) and 66.5 % (4); its orcs keep attacks (+3
points). Measured worse and not kept (policy changes tried on the way): cycling to 3 or 5 cards
instead of 4 (5-15 points worse everywhere); an unhurt elf letting a strike through when more orc units can
still strike it that turn (its block saves the wound only if every strike is blocked): 14-37 % of elf games;
an elf walking, among hexes as near its goal, to the one fewest orcs can strike: The Prisoner(s) 31 %,
elsewhere even; elves striking only where the card and half their modifiers beat 5 or 6 (4 today): 26-45 %
and 7-37 %; the King keeping 7 steps from the elves' reach (6 today): Orc Camp +3 points, The Prisoner(s)
-15; 5 steps: he dies.
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


def hand_for(parsed: dict, seat: int, scenario: str, players: int = 0) -> tuple:
    """The worths for ``seat``'s side in ``scenario`` at ``players``: the scenario's own at that player count
    (``bounty_hunter/2``), else the scenario's own, else the side's default, else greedy's."""
    side = SIDES[seat != ORC]
    found = parsed.get((side, f"{scenario}/{players}")) or parsed.get((side, scenario)) or parsed.get((side, "default"))
    return found if found is not None else KIND_WORTH[seat != ORC]
