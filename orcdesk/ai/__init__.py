"""AI opponents for every game, through the engine contract only.

    agent = make_agent("hard", "orc", seed=3)
    action = agent.choose(state, seat)

Kinds: ``random`` (uniform over legal actions), ``greedy`` (the game's one-ply heuristic,
``orcdesk.games.<id>.greedy:greedy_action``), and the search levels ``easy``, ``normal``, ``hard``
(information-set MCTS, :mod:`orcdesk.ai.mcts`, tuned per game in ``data/ai.yaml``; a level may instead name
another agent factory there). Agents see hidden information only through ``state.determinize``; they never
modify the state they are given. For the UI, :mod:`orcdesk.ai.worker` thinks in a separate process.
"""
from __future__ import annotations

import importlib
from typing import Callable

from orcdesk.ai.config import LEVELS, Reaction, SearchParams, level_config, reaction_for
from orcdesk.ai.mcts import EvalFn, GreedyFn, SearchStats, ismcts
from orcdesk.core.contract import Action, GameState
from orcdesk.core.rng import Rng

AGENT_KINDS = ("random", "greedy") + LEVELS


class Agent:
    """Chooses actions. ``name`` says which agent it is (shown in arena tables).

    Turn windows call ``choose``; real-time windows call ``react`` after every change (None: wait) and play
    its answer ``reaction_delay(rng)`` seconds later (see "Writing a real-time agent" in the contract)."""

    name = "agent"
    reaction: Reaction = Reaction()

    def choose(self, state: GameState, seat: int) -> Action:
        raise NotImplementedError

    def react(self, state: GameState, seat: int) -> Action | None:
        return None

    def reaction_delay(self, rng: Rng) -> float:
        return self.reaction.draw(rng)


class RandomAgent(Agent):
    name = "random"
    REACT_CHANCE = 0.25  # real time: the chance of acting on each change while the table's clock runs

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return state.random_action(seat, self.rng)

    def react(self, state: GameState, seat: int) -> Action | None:
        # with no table clock nothing else will happen until someone acts: act
        if state.window().table_after is not None and self.rng.random() >= self.REACT_CHANCE:
            return None
        return state.random_action(seat, self.rng)


class GreedyAgent(Agent):
    """The game's one-ply heuristic (uniform random for a game that has none yet)."""

    name = "greedy"

    def __init__(self, policy: GreedyFn | None, seed: int = 0) -> None:
        self.policy = policy
        self.rng = Rng(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if self.policy is None:
            return self.rng.choice(legal)
        return self.policy(state, seat, self.rng)

    def react(self, state: GameState, seat: int) -> Action | None:
        """Real time: the policy itself says when to wait (it returns None in a REALTIME window)."""
        if self.policy is None:
            return state.random_action(seat, self.rng)
        return self.policy(state, seat, self.rng)


class Dilution:
    """How a gentler level errs: per decision, the chance ``greedy_share`` of playing the greedy policy's move and
    ``random_share`` of a random legal move instead of the agent's own (both 0 at full strength)."""

    def __init__(self, greedy_share: float = 0.0, random_share: float = 0.0) -> None:
        for label, share in (("greedy_share", greedy_share), ("random_share", random_share)):
            if not 0.0 <= share <= 1.0:
                raise ValueError(f"{label} must be between 0 and 1, not {share!r}")
        if greedy_share + random_share > 1.0:
            raise ValueError("greedy_share + random_share cannot exceed 1")
        self.greedy_share, self.random_share = greedy_share, random_share

    def move(self, state: GameState, seat: int, legal: list, rng: Rng, greedy: GreedyFn) -> Action | None:
        """The move to play instead of the agent's own, or None (one draw of ``rng`` when a share is set)."""
        if not (self.random_share or self.greedy_share):
            return None
        roll = rng.random()
        if roll < self.random_share:
            return rng.choice(legal)
        if roll < self.random_share + self.greedy_share:
            return greedy(state, seat, rng)
        return None


class SearchAgent(Agent):
    """Information-set MCTS with the given parameters."""

    def __init__(self, params: SearchParams, seed: int = 0, greedy: GreedyFn | None = None,
                 evaluate: EvalFn | None = None, name: str = "ismcts") -> None:
        self.params = params
        self.greedy = greedy
        self.evaluate = evaluate
        self.rng = Rng(seed)
        self.name = name
        self.last_stats = SearchStats()
        self.should_stop: Callable[[], bool] | None = None  # set by the worker to cancel a search

    def choose(self, state: GameState, seat: int) -> Action:
        return ismcts(state, seat, self.params, self.rng, greedy=self.greedy, evaluate=self.evaluate,
                      should_stop=self.should_stop, stats=self.last_stats)


def greedy_policy(game_id: str) -> GreedyFn | None:
    """The game's registered greedy function, or None if the game has none (yet)."""
    from orcdesk.games import GAMES

    info = GAMES.get(game_id)
    if info is None:
        return None
    try:
        return info.greedy_policy()
    except (ImportError, AttributeError):
        return None


def position_evaluator(game_id: str) -> EvalFn | None:
    """The game's position evaluation, if its greedy module defines one.

    Convention: ``orcdesk.games.<id>.greedy`` may define ``evaluate(state, seat) -> float`` (higher is better
    for ``seat``, in points of expected final margin; it may only use what ``seat`` can see). Searches that cut
    their playouts short (``rollout_max_steps`` >= 0 in data/ai.yaml) judge the cut-off position with it."""
    from orcdesk.games import GAMES

    info = GAMES.get(game_id)
    if info is None:
        return None
    module_name = info.greedy.partition(":")[0]
    try:
        return getattr(importlib.import_module(module_name), "evaluate", None)
    except ImportError:
        return None


def _load_factory(target: str):
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def make_agent(kind: str, game_id: str, seed: int = 0, **overrides) -> Agent:
    """An agent of ``kind`` for ``game_id``. ``overrides`` change search settings (tests, bench's quick mode);
    a level that data/ai.yaml maps to a factory ignores them."""
    agent = _make(kind, game_id, seed, **overrides)
    agent.reaction = reaction_for(kind)
    return agent


def _make(kind: str, game_id: str, seed: int, **overrides) -> Agent:
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(greedy_policy(game_id), seed)
    if kind not in LEVELS:
        raise ValueError(f"unknown agent kind {kind!r} (known: {', '.join(AGENT_KINDS)})")
    config = level_config(game_id, kind)
    if config.factory is not None:
        try:
            agent = _load_factory(config.factory)(game_id, seed, **config.params)
        except (TypeError, ValueError) as exc:  # a misspelt or out-of-range param in data/ai.yaml
            raise config.error(f"{game_id} {kind}: {exc}") from exc
        if not getattr(agent, "name", None):
            agent.name = kind
        return agent
    params = config.search.with_changes(**overrides) if overrides else config.search
    greedy = greedy_policy(game_id) if params.rollout == "greedy" else None
    evaluate = position_evaluator(game_id) if params.rollout_max_steps >= 0 else None
    return SearchAgent(params, seed, greedy=greedy, evaluate=evaluate, name=kind)


__all__ = ["AGENT_KINDS", "Agent", "RandomAgent", "GreedyAgent", "SearchAgent", "Dilution", "make_agent",
           "greedy_policy", "position_evaluator"]
