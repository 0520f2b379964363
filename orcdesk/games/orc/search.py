"""Orc's hard level: the greedy player's best few moves, each tried on the same sampled deals and played on.

``make_search_agent(game_id, seed, **params)`` builds it (data/ai.yaml names it for the level).

On every play, discard and draw with a real choice, the greedy evaluation ranks the legal actions and keeps the
best ``candidates``. A flat Monte Carlo search (:class:`orcdesk.search.flat.FlatMonteCarlo`) then draws the hidden
cards again ``samples`` times (the other hand and the piles, ``state.determinize``) and plays every candidate on
that same deal, both seats following the greedy policy, until ``horizon_cards`` more cards have left the piles
(0: to the end of the game). A playout that ends the game is judged by its result (a win is worth 1, with the
final margin as a small tie-break); one cut at the horizon by the greedy evaluation turned into a win chance
(``orcdesk.search.mcts.cutoff_returns``). Greedy's own first choice is kept unless another beats it on average.

Why this and not the tree search the other levels use: in Orc the greedy evaluation is already a good judge
of a position a move ahead, and what it misses is timing (which battle a draw sets off, which pile to leave for
the other player to empty), which a few turns of play reveal. ISMCTS with the evaluation at its leaves reached
68 % against greedy with 1,200 or 3,000 iterations alike; these playouts reached the figures in data/ai.yaml.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from orcdesk.core.contract import Action, GameState
from orcdesk.core.rng import Rng
from orcdesk.games.orc.engine import BOX, OVER, START, OrcState
from orcdesk.games.orc.greedy import OrcStyle, evaluate, greedy_action, legal_moves, ranked_actions
from orcdesk.search.flat import FlatMonteCarlo, FlatSearchAgent, Judge, Policy
from orcdesk.search.mcts import EvalFn, cutoff_returns

MARGIN_WEIGHT = 0.01  # a finished playout: each point of final margin, beside the 1 a win is worth
Horizon = Callable[[GameState], Callable[[GameState], bool]]


class RolloutAgent(FlatSearchAgent):
    """Greedy's ``candidates`` best moves compared by greedy playouts on ``samples`` sampled deals."""

    def __init__(
        self,
        seed: int = 0,
        candidates: int = 6,
        samples: int = 30,
        time_cap_s: float = 1.0,
        horizon_cards: int = 8,
        eval_scale: float = 3.0,
        name: str = "hard",
        style: dict | None = None,
    ) -> None:
        """``style``: a named opponent's weights (data/opponents.yaml): they rank the candidates, pick the
        default move and judge the cut playouts for this seat; both seats' playouts stay the plain greedy."""
        if candidates < 1:
            raise ValueError(f"candidates must be >= 1, not {candidates}")
        if horizon_cards < 0:
            raise ValueError(f"horizon_cards must be >= 0 (0: play to the end), not {horizon_cards}")
        if eval_scale <= 0:
            raise ValueError(f"eval_scale must be > 0, not {eval_scale}")
        self.rng = Rng(seed)
        self.name = name
        self.candidates = candidates
        self.horizon_cards = horizon_cards
        self.eval_scale = eval_scale
        self.style = OrcStyle.of(style)
        # The search hands these callbacks only copies of the OrcState given to choose(); its signatures, for
        # every game, say GameState (the casts cost nothing per call).
        self.search = FlatMonteCarlo(
            cast(Policy, greedy_action),
            cast(Judge, self._judge),
            samples,
            time_cap_s,
            horizon=cast(Horizon, self._horizon) if horizon_cards else None,
        )

    def choose(self, state: GameState, seat: int) -> Action:
        assert isinstance(state, OrcState), "the Orc search plays Orc"
        legal = legal_moves(state, seat)
        if len(legal) == 1 or state.phase in (BOX, START) or self.search.samples <= 0:
            return greedy_action(state, seat, self.rng, self.style)
        ranked = [a for _, a in ranked_actions(state, seat, self.style)[: self.candidates]]
        if len(ranked) == 1:
            return ranked[0]
        return self.search.best(state, seat, ranked, default=ranked[0], rng=self.rng)

    def _horizon(self, start: OrcState) -> Callable[[OrcState], bool]:
        """Stop a playout once ``horizon_cards`` more cards have been drawn from the piles."""
        stop_at = start.pile_total - self.horizon_cards
        return lambda sim: sim.pile_total <= stop_at

    def _evaluate(self, state: OrcState, seat: int) -> float:
        return evaluate(state, seat, self.style)

    def _judge(self, sim: OrcState, seat: int) -> float:
        if sim.phase != OVER:
            return cutoff_returns(sim, cast(EvalFn, self._evaluate), self.eval_scale)[seat]
        won = sim.winners()
        scores = sim.scores()
        result = 1.0 if won == [seat] else 0.5 if not won else 0.0
        return result + MARGIN_WEIGHT * (scores[seat] - scores[1 - seat])


def make_search_agent(game_id: str, seed: int = 0, style: dict | None = None, **params) -> RolloutAgent:
    """The factory named in data/ai.yaml; ``params`` are RolloutAgent's, ``style`` a named opponent's weights
    (orcdesk.ai passes it to factories that name it)."""
    return RolloutAgent(seed, style=style, **params)


__all__ = ["RolloutAgent", "make_search_agent"]
