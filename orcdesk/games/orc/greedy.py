"""A one-ply heuristic policy for Orc: try every legal action, score the position it leads to, keep the best.

The score only uses what the acting seat can see (its hand, the table, pile and hand counts), so the policy
never peeks at hidden cards. It estimates, for every tribe still open, the chance to win it from the orc
difference on it (a tie counts for the owner of the neighbour toward the box), shrunk by how many cards its pile
still holds (more cards to come = more can change). A tribe is worth its value plus the orcs of its colour in
the holder's hand, so keeping cards of the colours you are winning matters as much as playing them; cards still
to draw this turn are worth a little, which is why a 1-orc play (2 draws) is preferred when the orcs matter less.

A named opponent's style (data/opponents.yaml ``style_params: orc``) changes two weights, through
:class:`OrcStyle`: ``hand`` scales what the hand is worth (the orcs it holds toward the tribes and the cards
still to draw: above 1 a hoarder, who plays the 1-orc end to draw two and keeps its cards), ``battle`` scales
how sure a lead on the table looks (above 1 a brawler: a lead is worth fighting for now, so it puts its
strongest ends down and empties the piles where it leads).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import cast

from orcdesk.core.rng import Rng
from orcdesk.games.orc.engine import (
    BOX,
    CODEC,
    DISCARD_BASE,
    DRAW,
    DRAW_BASE,
    DRAWS_DISCARD,
    DRAWS_ONE,
    DRAWS_TWO,
    ORCS,
    OVER,
    PILE_SIZE,
    PLAY_CARD,
    PLAY_END,
    PLAY_TRIBE,
    START,
    TOWARD,
    N,
    OrcState,
)

OPP_ORCS_PER_CARD = 0.5  # a hidden card shows 3 orcs over 6 colours: 0.5 of a given colour on average
CARD_VALUE = 0.6  # a card still to draw (options, future scoring)
SHARPNESS = 2.0  # how fast the orc lead turns into certainty
TIE_LEAD = 0.6  # a tie is worth this much lead to the owner of the neighbour toward the box
WIN_BONUS = 50.0  # an (estimated) won game outweighs any margin
PILE_EXPONENT = 1.0  # uncertainty grows like (1 + cards left in the tribe's pile) ** this
START_SECOND = CODEC.from_text("start second")


class OrcStyle:
    """The evaluation's style weights (1.0 each: the level's own play) and what they precompute."""

    __slots__ = ("hand", "battle", "card_value", "damp")

    def __init__(self, hand: float = 1.0, battle: float = 1.0) -> None:
        if hand <= 0 or battle <= 0:
            raise ValueError(f"orc style weights must be > 0 (hand {hand}, battle {battle})")
        self.hand, self.battle = float(hand), float(battle)
        self.card_value = CARD_VALUE * self.hand
        # by cards left in the pile: how fast a lead turns into certainty
        self.damp = tuple(SHARPNESS * self.battle / (1.0 + n) ** PILE_EXPONENT for n in range(PILE_SIZE + 1))

    @classmethod
    def of(cls, style: dict | None) -> OrcStyle:
        """The weights of a named opponent's style dict (data/opponents.yaml); None or {} is steady."""
        style = dict(style or {})
        unknown = set(style) - {"hand", "battle"}
        if unknown:
            raise ValueError(f"unknown orc style weights: {', '.join(sorted(unknown))} (known: hand, battle)")
        return cls(**style)


STEADY = OrcStyle()


def _win_chances(state: OrcState, me: int, style: OrcStyle = STEADY) -> list[float]:
    """Chance that ``me`` ends up owning each tribe (visible information only)."""
    p = [0.5] * N
    opp = 1 - me
    damp = style.damp
    toward = TOWARD[state.box] if state.box >= 0 else TOWARD[0]
    winner, frozen, orcs, piles = state.winner, state.frozen, state.side_orcs, state.piles
    todo = []
    for t in range(N):
        w = winner[t]
        if w >= 0:
            p[t] = 1.0 if w == me else 0.0
        elif frozen[t]:
            todo.append(t)
        else:
            lead: float = orcs[me * N + t] - orcs[opp * N + t]
            if lead == 0:
                nw = winner[toward[t]]
                lead = TIE_LEAD if nw == me else -TIE_LEAD if nw == opp else 0.0
            p[t] = 1.0 / (1.0 + math.exp(-lead * damp[len(piles[t])]))
    # A frozen tribe follows the neighbour it waits for (walk toward the box to an open or won tribe).
    for t in todo:
        n, steps = toward[t], 0
        while frozen[n] and steps < N:
            n, steps = toward[n], steps + 1
        p[t] = 0.5 if frozen[n] else p[n]
    return p


def _final_margin(state: OrcState, me: int) -> float:
    """The end of the game from ``me``'s seat: its own score is known, the other hand is estimated."""
    opp = 1 - me
    their_orcs = OPP_ORCS_PER_CARD * len(state.hands[opp])
    margin = 0.0
    for t in range(N):
        w = state.winner[t]
        if w == me:
            margin += state.value[t] + sum(ORCS[c][state.colour[t]] for c in state.hands[me])
        elif w == opp:
            margin -= state.value[t] + their_orcs
    return margin + (WIN_BONUS if margin > 0 else -WIN_BONUS if margin < 0 else 0.0)


def evaluate(state: OrcState, me: int, style: OrcStyle = STEADY) -> float:
    """Expected final margin for ``me``, from what ``me`` can see (as ``style`` weighs it)."""
    if state.phase == OVER:
        return _final_margin(state, me)
    opp = 1 - me
    hand = state.hands[me]
    my_orcs = [0] * N
    for c in hand:
        row = ORCS[c]
        for k in range(N):
            my_orcs[k] += row[k]
    their_orcs = OPP_ORCS_PER_CARD * len(state.hands[opp])
    p = _win_chances(state, me, style)
    hand_weight = style.hand
    total = 0.0
    for t in range(N):
        v = state.value[t]
        pt = p[t]
        total += pt * (v + hand_weight * my_orcs[state.colour[t]]) - (1.0 - pt) * (v + their_orcs)
    if state.phase == DRAW and state.turn == me:
        total += style.card_value * state.draws_left
    return total


def _score_action(state: OrcState, action: int, me: int, style: OrcStyle = STEADY) -> float:
    if action < DRAW_BASE:
        return _score_in_place(state, action, me, style)
    child = state.clone()
    events = child._apply(action, me)
    drawn = [e for e in events if e["type"] == "draw"]
    if drawn:
        # The drawn card is hidden from the evaluation: judge the pile choice, not the luck.
        child.hands[me].remove(drawn[0]["card"])
        return evaluate(child, me, style) + style.card_value
    return evaluate(child, me, style)


def _score_in_place(state: OrcState, action: int, me: int, style: OrcStyle = STEADY) -> float:
    """A play or a discard, scored without copying the state: it changes only what ``evaluate`` reads here (a
    hand card leaves, a side gains orcs, the draw step starts), so make the change, evaluate, and undo it.
    This is the hot path of the hard level's playouts."""
    hand = state.hands[me]
    phase, draws_left = state.phase, state.draws_left
    if action < DISCARD_BASE:
        card, end = PLAY_CARD[action], PLAY_END[action]
        side, added = me * N + PLAY_TRIBE[action], end + 1
        state.side_orcs[side] += added
        state.draws_left = DRAWS_TWO if end else DRAWS_ONE
    else:
        card, side, added = action - DISCARD_BASE, 0, 0
        state.draws_left = DRAWS_DISCARD
    at = hand.index(card)
    del hand[at]
    state.phase = DRAW
    try:
        return evaluate(state, me, style)
    finally:
        hand.insert(at, card)
        state.phase, state.draws_left = phase, draws_left
        state.side_orcs[side] -= added


def legal_moves(state: OrcState, seat: int) -> list[int]:
    """``state.legal_actions(seat)`` as the ints Orc's actions are (its CODEC), which GameState's signature, for
    every game's actions, cannot say."""
    return cast("list[int]", state.legal_actions(seat))


def ranked_actions(state: OrcState, seat: int, style: OrcStyle = STEADY) -> list[tuple[float, int]]:
    """Every legal action of ``seat`` with its one-ply score, best first (the hard level searches the top)."""
    return sorted(((_score_action(state, a, seat, style), a) for a in legal_moves(state, seat)), key=lambda p: -p[0])


def greedy_action(state: OrcState, seat: int, rng: Rng, style: OrcStyle = STEADY) -> int:
    """The legal action whose resulting position scores best for ``seat`` (ties broken at random)."""
    if state.phase == START:
        return START_SECOND  # two cards in hand outweigh moving first in a game of hand scoring
    legal = legal_moves(state, seat)
    if len(legal) == 1 or state.phase == BOX:
        return legal[0] if len(legal) == 1 else rng.choice(legal)
    best: list[int] = []
    best_value = -math.inf
    for action in legal:
        value = _score_action(state, action, seat, style)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value > best_value - 1e-9:
            best.append(action)
    return best[0] if len(best) == 1 else rng.choice(best)


def styled(style: dict | None) -> tuple[Callable[[OrcState, int, Rng], int], Callable[[OrcState, int], float]]:
    """A named opponent's greedy move and evaluation (the search levels' hook, orcdesk.ai ``_make``)."""
    weights = OrcStyle.of(style)
    return partial(greedy_action, style=weights), partial(evaluate, style=weights)
