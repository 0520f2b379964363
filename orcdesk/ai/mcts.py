"""Information-set Monte Carlo tree search with determinization (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

One tree is grown over the searching seat's information set. Every iteration:

1. **Determinize**: sample a full state the searching seat cannot tell from the real one
   (``state.determinize(seat, rng)``), so hidden cards and future dice are guessed afresh each time.
2. **Select**: walk down the tree with UCB1, looking only at the actions legal in *this* determinization.
   A child's UCB uses its *availability* count (how often it could have been chosen) instead of the parent's
   visit count, because an action is not available in every determinization.
3. **Expand** one untried action, 4. **play out** to the end with a fast policy, and 5. **back up**
   ``returns()``: each node adds the payoff of the seat that made the move leading to it, so the same code
   plays 2-4 players (every seat maximises its own payoff).

When several seats may act at once (``to_act()`` has more than one seat), the simulation lets one of them,
drawn at random, act next; at the root it is always the searching seat. The iteration budget makes a search
reproducible for a given seed; the wall-clock cap is only a safety net for slow machines.
"""
from __future__ import annotations

import math
import time
from typing import Callable

from orcdesk.ai.config import SearchParams
from orcdesk.core.contract import Action, GameState
from orcdesk.core.rng import Rng

GreedyFn = Callable[[GameState, int, Rng], Action]
EvalFn = Callable[[GameState, int], float]


class _Node:
    """A tree node: statistics of the move that led here, made by ``seat``."""

    __slots__ = ("seat", "visits", "reward", "avail", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.children: dict[int, dict[Action, _Node]] = {}  # acting seat -> action -> child


class SearchStats:
    """What the last search did (for bench and debugging)."""

    __slots__ = ("iterations", "seconds", "visits")

    def __init__(self) -> None:
        self.iterations = 0
        self.seconds = 0.0
        self.visits: dict = {}


def _pick_seat(acting: tuple[int, ...], rng: Rng) -> int:
    return acting[0] if len(acting) == 1 else acting[rng.randrange(len(acting))]


def cutoff_returns(state: GameState, evaluate: EvalFn | None = None, scale: float = 1.0) -> list[float]:
    """Payoffs of an unfinished playout.

    With the game's ``evaluate(state, seat)`` (higher = better for seat, e.g. expected final margin) the
    payoffs are a softmax of the seats' evaluations divided by ``scale``: for two seats and a margin m that is
    the win chance sigmoid(2m / scale). Without one, the seats leading on points share the win."""
    if evaluate is not None:
        values = [evaluate(state, s) / scale for s in range(state.players)]
        top = max(values)
        weights = [math.exp(max(v - top, -60.0)) for v in values]
        total = sum(weights)
        return [w / total for w in weights]
    scores = state.scores()
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if len(leaders) == len(scores):
        return [1.0 / len(scores)] * len(scores)
    share = 1.0 / len(leaders)
    return [share if s in leaders else 0.0 for s in range(len(scores))]


def ismcts(state: GameState, seat: int, params: SearchParams, rng: Rng, greedy: GreedyFn | None = None,
           evaluate: EvalFn | None = None, should_stop: Callable[[], bool] | None = None, stats: SearchStats | None = None) -> Action:
    """The action ``seat`` should play in ``state`` (which is left untouched)."""
    legal = state.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    if len(legal) == 1:
        return legal[0]

    root = _Node(-1)
    exploration = params.exploration
    use_greedy = params.rollout == "greedy" and greedy is not None
    epsilon = params.epsilon
    max_steps = params.rollout_max_steps if params.rollout_max_steps >= 0 else 1 << 30
    reuse = params.determinization_reuse
    eval_scale = params.eval_scale
    log, sqrt = math.log, math.sqrt
    start = time.perf_counter()
    deadline = start + params.time_cap_s
    perf_counter = time.perf_counter
    sample: GameState | None = None
    done = 0

    for it in range(params.iterations):
        if it and (perf_counter() > deadline or (should_stop is not None and it % 16 == 0 and should_stop())):
            break
        done = it + 1
        # 1. determinize (optionally reusing one sample for several iterations, cloned)
        if reuse == 1:
            det = state.determinize(seat, rng)
            if det is state:
                det = state.clone()
        else:
            if it % reuse == 0:
                sample = state.determinize(seat, rng)
            det = sample.clone()

        # 2-3. select and expand
        node = root
        path = []
        acting_seat = seat
        while True:
            if det.is_terminal():
                break
            if node is not root:
                acting_seat = _pick_seat(det.to_act(), rng)
            actions = det.legal_actions(acting_seat)
            kids = node.children.get(acting_seat)
            if kids is None:
                kids = node.children[acting_seat] = {}
            untried = None
            for a in actions:
                child = kids.get(a)
                if child is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                else:
                    child.avail += 1
            if untried is not None:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = kids[a] = _Node(acting_seat)
                det._apply(a, acting_seat)
                path.append(child)
                break
            best_value = -1.0
            best_action = None
            for a in actions:
                child = kids[a]
                n = child.visits
                value = child.reward / n + exploration * sqrt(log(child.avail) / n)
                if value > best_value:
                    best_value, best_action = value, a
            node = kids[best_action]
            det._apply(best_action, acting_seat)
            path.append(node)

        # 4. play out
        steps = 0
        while not det.is_terminal():
            if steps >= max_steps:  # cut off: the game's evaluation (or the score) judges the position
                break
            steps += 1
            acting = det.to_act()
            s = acting[0] if len(acting) == 1 else acting[rng.randrange(len(acting))]
            if use_greedy and (epsilon <= 0.0 or rng.random() >= epsilon):
                a = greedy(det, s, rng)
            else:
                a = det.random_action(s, rng)
            det._apply(a, s)
        payoff = det.returns() if det.is_terminal() else cutoff_returns(det, evaluate, eval_scale)

        # 5. back up
        for n in path:
            n.visits += 1
            n.reward += payoff[n.seat]

    kids = root.children.get(seat, {})
    legal_set = set(legal)
    best = max((a for a in kids if a in legal_set), key=lambda a: (kids[a].visits, kids[a].reward), default=None)
    if stats is not None:
        stats.iterations = done
        stats.seconds = perf_counter() - start
        stats.visits = {a: (kids[a].visits, kids[a].reward) for a in kids}
    return best if best is not None else legal[rng.randrange(len(legal))]
