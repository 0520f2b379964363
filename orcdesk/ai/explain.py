"""The hint's move and why it is best, from the same evaluation as the review (``orcdesk.ai.review``).

    advice = advise(state, seat, seed=1)
    advice.action        # the move to play, or None: waiting is best (a real-time window)
    advice.value         # its estimated win chance (0..1), from what the seat knows
    advice.other, advice.other_value   # the best of the other moves compared, and its win chance

The strong AI proposes a move; the reviewer's estimate compares it with the greedy choice, a few other legal
moves and, in a real-time window where the table will move on by itself, waiting. Every candidate is played
out on the same worlds drawn from the seat's view (never the real hidden cards), so the sentence the table
shows ("about 62 % win chance, against 48 % for …") compares like with like. The suggestion is the best
estimate; a near tie goes to the strong AI's move, whose search looked deeper than these playouts.
Works for every game through the contract.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from orcdesk.ai.review import (
    WAIT,
    Judge,
    ReviewSettings,
    candidates_to_compare,
    estimate,
    review_settings,
    safe_policy,
)
from orcdesk.core.contract import REALTIME, Action, GameState
from orcdesk.core.rng import Rng

HINT_AGENT = "hard"  # the level whose move the hint proposes
TIE = 0.03  # win chance within which the strong AI's own move is kept as the suggestion
CLOSE = 0.05  # win chance within which another move is called "about as good"


@dataclass(frozen=True)
class Advice:
    """The hint for one seat at one position; win chances are 0..1 (``None`` action: wait)."""

    action: Action | None
    value: float
    other: Action | None = None
    other_value: float | None = None
    only: bool = False  # the one legal move: nothing to compare

    @property
    def wait(self) -> bool:
        return self.action is WAIT

    @property
    def close(self) -> bool:
        return self.other_value is not None and self.value - self.other_value < CLOSE


def advise(state: GameState, seat: int, seed: int = 1, agent_kind: str = HINT_AGENT) -> Advice:
    """The move to suggest to ``seat`` at ``state`` and the estimates that say why."""
    from orcdesk.ai import make_agent
    from orcdesk.games import get_game

    legal = state.legal_actions(seat)
    can_wait = _can_wait(state)
    if len(legal) == 1 and not can_wait:
        return Advice(legal[0], 0.0, only=True)
    # the hint speaks of win chance, so it judges by win chance even where the review judges by points
    settings = replace(review_settings(state.GAME_ID), points_range=0.0)
    rng = Rng(seed)
    proposed = make_agent(agent_kind, state.GAME_ID, seed).choose(state.clone(), seat)
    policy = safe_policy(get_game(state.GAME_ID).greedy_policy())
    judge = Judge.for_game(state.GAME_ID, settings)
    candidates = _candidates(state, seat, proposed, legal, can_wait, policy, settings, rng)
    values = estimate(state, seat, candidates, policy, judge, rng, settings.samples, settings.time_per_decision_s)
    best = max(candidates, key=lambda a: values[a])
    if proposed in values and values[best] - values[proposed] < TIE:
        best = proposed
    others = [a for a in candidates if a != best]
    other = max(others, key=lambda a: values[a]) if others else None
    return Advice(best, values[best], other, values[other] if others else None)


def _can_wait(state: GameState) -> bool:
    """Does the table move on by itself if the seat does nothing (a real-time window with a clock)?"""
    window = state.window()
    return window.kind == REALTIME and window.table_after is not None


def _candidates(
    state: GameState,
    seat: int,
    proposed: Action | None,
    legal: list[Action],
    can_wait: bool,
    policy,
    settings: ReviewSettings,
    rng: Rng,
) -> list:
    """The strong AI's move (or waiting, when it chose to wait), the greedy choice, waiting where the table
    moves on by itself, and random others: as many as the review compares."""
    if proposed is None or proposed not in legal:
        proposed = WAIT if can_wait else legal[0]
    if proposed is WAIT:
        moves: list = candidates_to_compare(state, seat, legal[0], legal, policy, settings, rng)
        return [WAIT, *moves[: settings.max_candidates - 1]]
    moves = candidates_to_compare(state, seat, proposed, legal, policy, settings, rng)
    if can_wait:
        moves = moves[: settings.max_candidates - 1] + [WAIT]
    return moves


__all__ = ["Advice", "advise", "HINT_AGENT"]
