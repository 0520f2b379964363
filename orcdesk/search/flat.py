"""Flat Monte Carlo over determinizations, for any game: which legal action does best when every one of them is
played out on the same sampled deals with the same random choices (common random numbers)?

    search = FlatMonteCarlo(policy, judge, samples=48, time_cap_s=1.0, horizon=two_turns)
    action = search.best(state, seat, legal, default=policy(state, seat, rng), rng=rng)

``samples`` times, the hidden information is drawn again (``state.determinize(seat, rng)``) and each legal
action is applied to a copy of that deal and played on by ``policy`` (with ``epsilon`` random moves) until the
game ends or the horizon is reached (``horizon(sim)``, called once on the copy just after the action, returns
the test ``stop(sim)`` for that playout; None: play to the end); ``judge(sim, seat)`` scores the result for the
searching seat (an evaluation at a horizon, the result at the end). Comparing actions on the same deal and the
same dice keeps a small real difference from drowning in luck. The ``default`` (usually the policy's own
choice) is kept unless another action beats it by ``margin`` on average. Who moves in a playout follows the
match driver's rule (:func:`orcdesk.core.match.next_actor`), so the table's own moves and secret windows play
out as at the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from orcdesk.core.contract import Action, GameState
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.search.agents import Agent

Policy = Callable[[GameState, int, Rng], Action]
Judge = Callable[[GameState, int], float]


class FlatMonteCarlo:
    def __init__(
        self,
        policy: Policy,
        judge: Judge,
        samples: int = 16,
        time_cap_s: float = 1.0,
        epsilon: float = 0.0,
        margin: float = 0.0,
        horizon: Callable[[GameState], Callable[[GameState], bool]] | None = None,
    ) -> None:
        if samples < 0:
            raise ValueError(f"samples must be >= 0, not {samples}")
        if not 0.0 <= epsilon <= 1.0:
            raise ValueError(f"epsilon must be between 0 and 1, not {epsilon}")
        self.policy, self.judge = policy, judge
        self.samples, self.time_cap_s, self.epsilon, self.margin = samples, time_cap_s, epsilon, margin
        self.horizon = horizon
        self.should_stop: Callable[[], bool] | None = None  # set by the UI worker to cancel a search
        self.last_totals: dict = {}  # each action's summed score in the last search (tests, debugging)

    def best(self, state: GameState, seat: int, legal: list, default: Action, rng: Rng) -> Action:
        """The action to play: ``default`` unless another beats it by ``margin`` per deal."""
        totals = dict.fromkeys(legal, 0.0)
        deadline = time.perf_counter() + self.time_cap_s
        done = 0
        for _ in range(self.samples):
            if done and (time.perf_counter() > deadline or (self.should_stop and self.should_stop())):
                break
            det = state.determinize(seat, rng)
            playout_seed = rng.next64()
            for a in legal:
                sim = det.clone()
                sim._apply(a, seat)
                stop = self.horizon(sim) if self.horizon is not None else None
                totals[a] += self.playout(sim, seat, Rng(playout_seed), stop)
            done += 1
        self.last_totals = totals
        if not done:
            return default
        best = max(legal, key=lambda a: totals[a])
        return best if (totals[best] - totals[default]) / done > self.margin else default

    def playout(self, sim: GameState, seat: int, rng: Rng, stop: Callable[[GameState], bool] | None) -> float:
        policy, epsilon = self.policy, self.epsilon
        while not sim.is_terminal() and not (stop is not None and stop(sim)):
            s, a = next_actor(sim, rng)
            if a is None:
                a = sim.random_action(s, rng) if epsilon and rng.random() < epsilon else policy(sim, s, rng)
            sim._apply(a, s)
        return self.judge(sim, seat)


class FlatSearchAgent(Agent):
    """An agent that thinks with ``self.search`` (a :class:`FlatMonteCarlo`): the UI worker's cancel check
    (``should_stop``) is handed on to the search."""

    search: FlatMonteCarlo

    @property
    def should_stop(self):
        return self.search.should_stop

    @should_stop.setter
    def should_stop(self, check) -> None:  # set by the UI worker to cancel a search
        self.search.should_stop = check


__all__ = ["FlatMonteCarlo", "FlatSearchAgent"]
