"""The agent base classes every game's AI builds on, free of any game: ``Agent`` (choose / react /
reaction_delay), ``RandomAgent``, ``GreedyAgent`` (a game's one-ply policy), ``Dilution`` (how a gentler
level errs), ``DilutedGreedyAgent`` and ``Reaction`` (how fast a bot answers in real time). Game modules
import these from here, never from :mod:`orcdesk.ai` (which finds the games)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from orcdesk.core.contract import Action, GameState
from orcdesk.core.rng import Rng

GreedyFn = Callable[[GameState, int, Rng], Action]


@dataclass(frozen=True)
class Reaction:
    """How fast a bot answers in a real-time window: a normal draw (mean_s, sd_s), never below min_s."""

    mean_s: float = 0.7
    sd_s: float = 0.2
    min_s: float = 0.35

    def draw(self, rng) -> float:
        # Box-Muller from the seeded Rng, so a simulated game replays exactly
        u1, u2 = max(rng.random(), 1e-12), rng.random()
        z = math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
        return max(self.min_s, self.mean_s + self.sd_s * z)


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

    def preempt(self, state: GameState, seat: int, legal: list, rng: Rng, greedy: GreedyFn) -> Action | None:
        """What every policy agent asks first: the only legal move when there is one (no draw), else
        :meth:`move`'s answer; None leaves the choice to the agent."""
        return legal[0] if len(legal) == 1 else self.move(state, seat, legal, rng, greedy)


class DilutedGreedyAgent(Agent):
    """The game's greedy policy making a share of random moves: a gentle level for a game that has no search
    of its own yet (data/ai.yaml names it ``agent: diluted_greedy``)."""

    def __init__(self, policy: GreedyFn | None, seed: int = 0, random_share: float = 0.0, name: str = "") -> None:
        self.greedy = GreedyAgent(policy, seed)
        self.dilution = Dilution(0.0, random_share)
        self.rng = Rng(seed ^ 0xD1)
        self.name = name

    def choose(self, state: GameState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        instead = self.dilution.preempt(state, seat, legal, self.rng, self._greedy_move)
        return self.greedy.choose(state, seat) if instead is None else instead

    def react(self, state: GameState, seat: int) -> Action | None:
        return self.greedy.react(state, seat)

    def _greedy_move(self, state: GameState, seat: int, rng: Rng) -> Action:
        """The greedy agent as a GreedyFn (it draws from its own RNG; the dilution never asks, its
        greedy_share being 0)."""
        return self.greedy.choose(state, seat)


__all__ = ["Agent", "RandomAgent", "GreedyAgent", "Dilution", "DilutedGreedyAgent", "GreedyFn", "Reaction"]
