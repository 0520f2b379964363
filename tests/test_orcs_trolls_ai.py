"""The Orcs & Trolls search agent (orcdesk/games/orcs_trolls/search.py): legal choices, and it beats random."""
from __future__ import annotations

from orcdesk.ai import make_agent
from orcdesk.core.rng import Rng
from orcdesk.games.orcs_trolls.engine import OrcsTrollsState
from orcdesk.games.orcs_trolls.search import KeyDecisionAgent, make_search_agent

FAST = {"iterations": 40, "time_cap_s": 0.2, "rollout_max_steps": 12, "min_samples": 2}


def test_levels_use_the_game_agent():
    for level in ("normal", "hard"):
        assert isinstance(make_agent(level, "orcs_trolls", seed=1), KeyDecisionAgent)


def test_always_legal_and_state_untouched():
    agent = make_search_agent("orcs_trolls", seed=3, **FAST)
    rng = Rng(5)
    for players in (2, 4):
        state = OrcsTrollsState.new(players, seed=players)
        searched = 0
        for _ in range(400):
            if state.is_terminal():
                break
            seat = state.to_act()[0]
            if state.step in agent.searched and len(state.legal_actions(seat)) > 1:
                before = state.to_dict()
                action = agent.choose(state, seat)
                assert state.to_dict() == before
                assert action in state.legal_actions(seat)
                searched += 1
            else:
                action = state.random_action(seat, rng)
            state.apply(action, seat)
        assert searched > 0


def test_beats_random():
    wins = 0
    games = 4
    for i in range(games):
        state = OrcsTrollsState.new(2, seed=100 + i)
        agents = [make_search_agent("orcs_trolls", seed=i, **FAST), make_agent("random", "orcs_trolls", seed=i)]
        me = i % 2  # alternate seats
        while not state.is_terminal():
            seat = state.to_act()[0]
            agent = agents[0] if seat == me else agents[1]
            state.apply(agent.choose(state, seat), seat)
        wins += me in state.winners()
    assert wins >= 3, wins
