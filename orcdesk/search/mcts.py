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

Windows of play (``state.window()``): where several seats choose secretly at once (a SECRET window), they all
choose at the same node, each from its own statistics (decoupled UCT), and the joint choice leads to the next
node, so no seat "sees" another's secret choice (matching pennies comes out at 0.5, not 0). The table's own
moves are played as they come; real-time windows and playouts pick the mover with the match driver's rule
(:func:`orcdesk.core.match.next_actor`). The iteration budget makes a search
reproducible for a given seed; the wall-clock cap is only a safety net for slow machines.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from orcdesk.core.contract import SECRET, TABLE, Action, GameState
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.search.agents import Agent, Dilution, GreedyFn
from orcdesk.search.params import SearchParams

EvalFn = Callable[[GameState, int], float]


class _Node:
    """A tree node: statistics of the move that led here, made by ``seat``."""

    __slots__ = ("seat", "visits", "reward", "avail", "children", "joint", "regret", "strategy")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.reward = 0.0
        self.avail = 1
        self.children: dict[int, dict[Action, _Node]] = {}  # acting seat -> action -> child
        self.joint: dict[tuple, _Node] | None = None  # secret windows: joint choice -> the node after it
        self.regret = 0.0  # secret windows: this action's cumulative regret (regret matching)
        self.strategy = 0.0  # secret windows: this action's summed probability (the average strategy)


class SearchStats:
    """What the last search did (for bench and debugging)."""

    __slots__ = ("iterations", "seconds", "visits")

    def __init__(self) -> None:
        self.iterations = 0
        self.seconds = 0.0
        self.visits: dict = {}


SECRET_EXPLORATION = 0.1  # regret matching mixes this share of uniform play in, so every action is sampled


def _regret_match(node: _Node, seat: int, actions: list, rng: Rng) -> tuple[Action, list[float], bool]:
    """Sample ``seat``'s secret choice at ``node`` from its regret-matching strategy; return the action, the
    probabilities of ``actions`` and whether a child was created."""
    kids = node.children.get(seat)
    if kids is None:
        kids = node.children[seat] = {}
    new = False
    for a in actions:
        if a not in kids:
            kids[a] = _Node(seat)
            new = True
    positive = [max(kids[a].regret, 0.0) for a in actions]
    total = sum(positive)
    n = len(actions)
    g = SECRET_EXPLORATION
    probs = [(1 - g) * (r / total if total > 0 else 1.0 / n) + g / n for r in positive]
    for a, p in zip(actions, probs):
        kids[a].strategy += p
        kids[a].avail += 1
    pick = rng.random()
    for a, p in zip(actions, probs):
        pick -= p
        if pick < 0:
            return a, probs, new
    return actions[-1], probs, new


def _select(node: _Node, seat: int, actions: list, exploration: float, rng: Rng) -> tuple[Action, _Node, bool]:
    """UCB1 over ``seat``'s ``actions`` at ``node`` (availability counts); an untried action first.
    Returns (action, its child, whether the child is new)."""
    kids = node.children.get(seat)
    if kids is None:
        kids = node.children[seat] = {}
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
        child = kids[a] = _Node(seat)
        return a, child, True
    log, sqrt = math.log, math.sqrt
    best_value, best_action = -1.0, None
    for a in actions:
        child = kids[a]
        n = child.visits
        value = child.reward / n + exploration * sqrt(log(child.avail) / n)
        if value > best_value:
            best_value, best_action = value, a
    assert best_action is not None  # actions is never empty and every UCB value is >= 0, above the -1 start
    return best_action, kids[best_action], False


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


def ismcts(
    state: GameState,
    seat: int,
    params: SearchParams,
    rng: Rng,
    greedy: GreedyFn | None = None,
    evaluate: EvalFn | None = None,
    should_stop: Callable[[], bool] | None = None,
    stats: SearchStats | None = None,
) -> Action:
    """The action ``seat`` should play in ``state`` (which is left untouched)."""
    legal = state.legal_actions(seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal action")
    if len(legal) == 1:
        return legal[0]

    root = _Node(-1)
    exploration = params.exploration
    rollout_policy = greedy if params.rollout == "greedy" else None  # None: random playouts
    epsilon = params.epsilon
    max_steps = params.rollout_max_steps if params.rollout_max_steps >= 0 else 1 << 30
    reuse = params.determinization_reuse
    eval_scale = params.eval_scale
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
            assert sample is not None  # drawn at iteration 0, since 0 % reuse == 0
            det = sample.clone()

        # 2-3. select and expand
        node = root
        path: list[_Node] = []
        secret: list[tuple] = []  # (kids, actions, probabilities, chosen, seat) of secret choices
        while not det.is_terminal():
            window = det.window()
            if window.kind == SECRET and len(window.seats) > 1:
                # Seats choosing secretly all pick at this node, each by regret matching over its own
                # statistics (SM-MCTS): no seat's choice can depend on another's, as at the real table, and
                # the mixed strategies tend to an equilibrium. The joint choice leads to one child.
                expanded = False
                joint = []
                for s in window.seats:
                    actions = det.legal_actions(s)
                    a, probs, new = _regret_match(node, s, actions, rng)
                    expanded |= new
                    secret.append((node.children[s], actions, probs, a, s))
                    path.append(node.children[s][a])
                    joint.append(a)
                    det._apply(a, s)
                key = tuple(joint)
                nxt = node.joint.get(key) if node.joint is not None else None
                if nxt is None:
                    if node.joint is None:
                        node.joint = {}
                    nxt = node.joint[key] = _Node(-1)
                    expanded = True
                node = nxt
                if expanded:
                    break
                continue
            acting_seat, forced = next_actor(det, rng)
            if acting_seat == TABLE:  # the table's own move is nobody's decision: play it
                assert forced is not None  # next_actor always names the table's action
                det._apply(forced, TABLE)
                continue
            if node is root and seat in window.seats:
                acting_seat = seat
            a, child, new = _select(node, acting_seat, det.legal_actions(acting_seat), exploration, rng)
            det._apply(a, acting_seat)
            path.append(child)
            if new:
                break
            node = child

        # 4. play out
        steps = 0
        while not det.is_terminal():
            if steps >= max_steps:  # cut off: the game's evaluation (or the score) judges the position
                break
            steps += 1
            s, move = next_actor(det, rng)
            if move is None:
                if rollout_policy is not None and (epsilon <= 0.0 or rng.random() >= epsilon):
                    move = rollout_policy(det, s, rng)
                else:
                    move = det.random_action(s, rng)
            det._apply(move, s)
        payoff = det.returns() if det.is_terminal() else cutoff_returns(det, evaluate, eval_scale)

        # 5. back up
        for n in path:
            n.visits += 1
            n.reward += payoff[n.seat]
        for kids, actions, probs, chosen, s in secret:  # outcome-sampling regret update
            u = payoff[s]
            for a, p in zip(actions, probs):
                kids[a].regret += (u / p if a == chosen else 0.0) - u

    kids = root.children.get(seat, {})
    legal_set = set(legal)
    if root.joint is not None:  # a secret choice: play the average mixed strategy
        weights = [(a, kids[a].strategy) for a in legal if a in kids]
        total = sum(w for _, w in weights)
        pick = rng.random() * total
        best = None
        for a, w in weights:
            best = a
            pick -= w
            if pick <= 0:
                break
    else:
        best = max((a for a in kids if a in legal_set), key=lambda a: (kids[a].visits, kids[a].reward), default=None)
    if stats is not None:
        stats.iterations = done
        stats.seconds = perf_counter() - start
        stats.visits = {a: (kids[a].visits, kids[a].reward) for a in kids}
    return best if best is not None else legal[rng.randrange(len(legal))]


class SearchAgent(Agent):
    """Information-set MCTS with the given parameters."""

    def __init__(
        self,
        params: SearchParams,
        seed: int = 0,
        greedy: GreedyFn | None = None,
        evaluate: EvalFn | None = None,
        name: str = "ismcts",
        policy: GreedyFn | None = None,
    ) -> None:
        """``greedy`` guides the playouts (rollout: greedy); ``policy`` is the game's greedy move, played on the
        level's ``greedy_share`` of decisions (a gentler level)."""
        self.params = params
        self.greedy = greedy
        self.evaluate = evaluate
        self.rng = Rng(seed)
        self.name = name
        self.last_stats = SearchStats()
        self.should_stop: Callable[[], bool] | None = None  # set by the worker to cancel a search
        self.dilution = Dilution(params.greedy_share, params.random_share)
        self.dilution_rng = Rng(seed ^ 0x5EA7)  # its own stream: an undiluted level searches exactly as before
        self.policy = policy or (lambda state, seat, rng: rng.choice(state.legal_actions(seat)))

    def choose(self, state: GameState, seat: int) -> Action:
        if self.dilution.greedy_share or self.dilution.random_share:
            legal = state.legal_actions(seat)
            instead = self.dilution.preempt(state, seat, legal, self.dilution_rng, self.policy)
            if instead is not None:
                return instead
        return ismcts(
            state,
            seat,
            self.params,
            self.rng,
            greedy=self.greedy,
            evaluate=self.evaluate,
            should_stop=self.should_stop,
            stats=self.last_stats,
        )


__all__ = ["ismcts", "cutoff_returns", "SearchStats", "SearchAgent", "EvalFn"]
