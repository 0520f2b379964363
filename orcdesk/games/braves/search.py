"""De l'orc pour les braves agents for the easy, normal and hard levels.

``make_braves_agent(game_id, seed, **params)`` builds them (data/ai.yaml names it for the levels).

**The policy.** The greedy player's code (``greedy.policy_action``) with its thresholds changed by ``policy``
(a mapping of ``greedy.Params`` fields). The change that matters is patience in the deal: the greedy player
shields a pile as soon as it is worth 14 points, and a pile taken early grows on under the shield (a second
chief or giant can spoil it) and draws the other players' desertions. A bar of 30-36 points until 90 % of
the cards are dealt, then the best piles nobody claimed, wins far more (measured against three greedy
players, 400 games each, policies alone: 14 -> 21.5 %, 24 -> 27 %, 30 -> 40 %, 36 -> 46 %, 50 -> 48 %). The
bar stays at 36 or below: with 50, a table of patient bots waited for each other until card 72 (nobody owned a
pile, so no desertion had a target either) and then all played at once. Hard also keeps its desertions for a
card worth 12 to its owner (greedy: 6) and shields the best pile rather than a soft pick.

**Search** (``samples`` > 0) checks the policy's choice on the turn decisions of the battles (mercenaries,
commando, flying machine, the wizard's battle order and champion) with a flat Monte Carlo over
determinizations: ``samples`` times the hidden cards are drawn again (``state.determinize``) and every legal
action is played out on that same deal with the policy for every seat to the end of the round, judged by the
seat's margin over the best opponent (a won or lost game counts ``win_weight`` points). Another action replaces
the policy's only if it beats it by ``margin`` points on average. ``time_cap_s`` bounds a decision.

**Real time.** ``react`` is the policy's answer (None: wait) and takes well under a millisecond; a gentler
level (``greedy_share``) plays the plain greedy policy's deal instead on that share of the rounds, and
``random_share`` of its turn decisions at random.
"""

from __future__ import annotations

import time
from typing import cast

from orcdesk.core.contract import TURN, Action, GameState
from orcdesk.core.rng import Rng
from orcdesk.games.braves.engine import P_DEAL, P_OVER, P_PLACE, PHASES, BravesState
from orcdesk.games.braves.greedy import DEFAULT, Params, greedy_action, policy_action, styled
from orcdesk.search.agents import Agent, Dilution

SEARCHED = ("mercenaries", "commando", "flying_machine", "choose_people", "champion")
_PHASE_OF = {name: i for i, name in enumerate(PHASES)}


def _margin(state: BravesState, seat: int, win_weight: float) -> float:
    pts = state.points
    best_other = max(pts[p] for p in range(state.players) if p != seat)
    value = float(pts[seat] - best_other)
    if state.phase == P_OVER:
        won = state.winners_
        value += win_weight * ((1.0 / len(won)) if seat in won else -0.25)
    return value


def _greedy_turn(state: GameState, seat: int, rng: Rng) -> Action:
    """The plain greedy move, as the dilution asks for it: on a turn decision (where it always has one)."""
    move = greedy_action(cast(BravesState, state), seat, rng)
    assert move is not None, "the greedy policy has a move for every turn decision"
    return move


class BravesAgent(Agent):
    """The policy with patience in the deal; flat Monte Carlo on the battles' turn decisions."""

    def __init__(
        self,
        seed: int = 0,
        name: str = "braves",
        policy: dict | None = None,
        samples: int = 0,
        time_cap_s: float = 0.8,
        margin: float = 0.3,
        win_weight: float = 6.0,
        search_steps=SEARCHED,
        greedy_share: float = 0.0,
        random_share: float = 0.0,
        style: dict | None = None,
    ) -> None:
        unknown = [s for s in search_steps if s not in _PHASE_OF]
        if unknown:
            raise ValueError(f"unknown braves step(s) {unknown} (known: {', '.join(PHASES)})")
        fields = set(Params.__dataclass_fields__)
        bad = [k for k in (policy or {}) if k not in fields]
        if bad:
            raise ValueError(f"unknown policy setting(s) {bad} (known: {', '.join(sorted(fields))})")
        if samples < 0:
            raise ValueError("samples must be >= 0")
        # a named opponent's style (data/opponents.yaml) bends its level's thresholds and the plain greedy deal's
        self.params = styled(Params(**{**DEFAULT.__dict__, **(policy or {})}), style)
        self.plain = styled(DEFAULT, style)
        self.rng = Rng(seed)
        self.name = name
        self.samples, self.time_cap_s, self.margin, self.win_weight = samples, time_cap_s, margin, win_weight
        self.searched = frozenset(_PHASE_OF[s] for s in search_steps)
        self.dilution = Dilution(greedy_share, random_share)
        self._plain_round = (-1, False)  # (round, plays the plain greedy deal this round)

    # ------------------------------------------------------------------ real time
    def _deal_params(self, state: BravesState) -> Params:
        share = self.dilution.greedy_share
        if not share:
            return self.params
        key = state.round
        if self._plain_round[0] != key:
            self._plain_round = (key, self.rng.random() < share)
        return self.plain if self._plain_round[1] else self.params

    # The agent's seat is always at a braves table: the states it is given are BravesStates.
    def react(self, state: GameState, seat: int) -> Action | None:
        braves = cast(BravesState, state)
        return policy_action(braves, seat, self.rng, self._deal_params(braves))

    # ------------------------------------------------------------------ turns
    def choose(self, game_state: GameState, seat: int) -> Action:
        state = cast(BravesState, game_state)
        if state.phase in (P_DEAL, P_PLACE):
            a = self.react(state, seat)
            return a if a is not None else state.legal_actions(seat)[0]
        legal = state.legal_actions(seat)
        other = self.dilution.preempt(state, seat, legal, self.rng, _greedy_turn)
        if other is not None:
            return other
        mine = policy_action(state, seat, self.rng, self.params)
        assert mine is not None, "the policy has a move for every turn decision"
        if self.samples and state.phase in self.searched:
            return self._search(state, seat, legal, mine)
        return mine

    def _playout(self, sim: BravesState, seat: int, rng: Rng) -> float:
        start = sim.round
        prm = self.params
        for _ in range(2000):
            if sim.phase == P_OVER or sim.round != start:
                break
            w = sim.window()
            if w.kind != TURN:
                break
            s = w.seats[0]
            a = policy_action(sim, s, rng, prm)
            sim._apply(a, s)
        return _margin(sim, seat, self.win_weight)

    def _search(self, state: BravesState, seat: int, legal: list, mine):
        t0 = time.perf_counter()
        totals = {a: 0.0 for a in legal}
        done = 0
        for _ in range(self.samples):
            det = state.determinize(seat, self.rng)
            seed = self.rng.next64()
            for a in legal:
                sim = det.clone()
                sim._apply(a, seat)
                totals[a] += self._playout(sim, seat, Rng(seed))
            done += 1
            if time.perf_counter() - t0 > self.time_cap_s:
                break
        best = max(legal, key=lambda a: (totals[a], a == mine))
        if best != mine and (totals[best] - totals[mine]) / done > self.margin:
            return best
        return mine


def make_braves_agent(game_id: str = "braves", seed: int = 0, style: dict | None = None, **params) -> BravesAgent:
    """The factory data/ai.yaml names: ``params`` are BravesAgent's keyword arguments; ``style`` a named
    opponent's weights (orcdesk.ai.make_agent)."""
    if game_id != "braves":
        raise ValueError(f"the braves agent plays braves, not {game_id!r}")
    return BravesAgent(seed=seed, style=style, **params)


__all__ = ["BravesAgent", "make_braves_agent", "SEARCHED"]
