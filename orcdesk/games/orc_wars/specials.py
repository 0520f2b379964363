"""The Restricted specials the policy never played (issue 20): cards that draw (Meditation, Scout Ahead, Arcane
Insight, War Cry) and cards that add movement (Swift Stride, Trailblazing, Blink Step, Forced March).

``special_first(state, seat, legal, chosen, features)`` returns the special to play before the policy's
``chosen`` action, or ``chosen``:

* ``draw_cards``: instead of ending the Action phase, a unit plays a card that draws when the hand has room
  for what it draws (the card leaves the hand first); the policy then decides again, with the new cards.
* ``extra_move`` (elves) and ``king_march`` (the Orc King): before a move that cannot bring the unit where it
  walks to (an elf: next to its goal, or onto a chest; the King: out of the elves' reach, or next to his
  prisoners), a card that adds movement is played first; the policy then walks with the longer move. Forced
  March for the squads measured no better (Orc Camp 2.7 points worse).

Measured one at a time against the policy (the normal level), 600 games a side and scenario on the same deals,
The Prisoner(s) / Orc Camp / The Relics / Bounty Hunter / The Great Hunt, win rate of the side that plays them
(the policy against itself: elves 39 / 52.3 / 49.2 / 53.7 / 50.8 %, orcs 59.2 / 48.7 / 53.7 / 45.3 / 53.5 %):
``extra_move`` elves 60.8 / 58 / 51.7 / 54.7 / 54.5 %; ``draw_cards`` elves 40 / 53.5 / 48.2 / 58.2 / 53.2 %,
orcs 60.3 / 50.7 / 56.7 / 52.7 / 54 %; ``king_march`` orcs 63.2 / 50.7 / - / 45.5 / - %. The dirty tricks the
policy never plays in its Action phases did not help the hard level's orcs: Loot the Dead (draw 2) played like a
card that draws, Orc Camp / The Relics / Bounty Hunter / The Great Hunt 57 / 64 / 54.3 / 64.7 % against
55.7 / 66.8 / 55.3 / 65.3 % without; Rally on a pile whose two top cards cost 3 or more, 57.3 / 64.5 / 55.8 /
62.3 %. With the hand weights
and ``activate_big`` the hard level won 68.8 / 58 / 65 / 55 / 62.2 % of 1,200 games against the policy.
"""

from __future__ import annotations

from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.reach import SAFE, _decode, _elf_fields, _field, _goal_hexes, _threat

SPECIAL_FEATURES = frozenset({"draw_cards", "extra_move", "king_march"})


def _plays_with(legal, op: str) -> list:
    return [a for a, d in _decode(legal) if d.kind == "play" and any(e[0] == op for e in E.T_EFFECTS[d.card])]


def special_first(s, seat: int, legal: list, chosen, features):
    if s.step != E.S_ACTION or not features & SPECIAL_FEATURES:
        return chosen
    if chosen == E.A_END and "draw_cards" in features:
        draws = _plays_with(legal, "DRAW")
        room = E.HAND - (len(s.hands[seat]) - 1)
        if draws and room >= 2:
            return draws[0]
    walker = "extra_move" if seat != E.ORC else "king_march" if s.unit == E.KING_PHASE else ""
    move = E.CODEC.decode(chosen)
    if walker in features and move.kind == "move":
        extra = _plays_with(legal, "MOVE_EXTRA")
        if extra and not _arrives(s, seat, move):
            return extra[0]
    return chosen


def _arrives(s, seat: int, move) -> bool:
    """Whether the move ends where the unit walks to, so more steps would not help."""
    if seat == E.ORC:
        return _king_arrives(s, move.hex)
    aims = _goal_hexes(s, seat)
    stand_on = s.scen["goal"]["kind"] == "relics"
    if not aims:
        return True
    left = _field(s, aims, False).get(move.hex, 99)
    return left == 0 if stand_on else left <= 1


def _king_arrives(s, h: int) -> bool:
    """The King's move ends next to a prisoner he frees, or where no elf can strike him next turn."""
    if s.held and any(s._dist(s.fig_hex[sl], h) == 1 for sl in range(E.N_SLOTS) if s._imprisoned(sl)):
        return True
    return _threat(s, h, _elf_fields(s, s.king_hex)) >= SAFE
