"""Orc's hard level (orcdesk/games/orc/search.py): greedy's best moves compared by playouts.

Strength is measured by `orcdesk arena orc --seats hard,greedy`; these tests check the pieces."""

from __future__ import annotations

import pytest

from orcdesk.ai import make_agent
from orcdesk.core import Rng
from orcdesk.games.orc.engine import DRAW, DRAW_BASE, OVER, PLAY, OrcState
from orcdesk.games.orc.greedy import _score_action, evaluate, greedy_action, ranked_actions
from orcdesk.games.orc.search import RolloutAgent


def _positions(count=40, seed=11):
    """Positions from a few random games where the seat to act has a real choice."""
    out = []
    rng = Rng(seed)
    game = 0
    while len(out) < count:
        s = OrcState.new(2, seed + game, {"start_rule": "perplext"} if game % 2 else None)
        game += 1
        while not s.is_terminal():
            seat = s.to_act()[0]
            if len(s.legal_actions(seat)) > 1 and s.phase in (PLAY, DRAW):
                out.append((s.clone(), seat))
            s.apply(s.random_action(seat, rng), seat)
    return out[:count]


def test_scoring_a_play_in_place_matches_scoring_a_copy_and_leaves_the_state_alone():
    for state, seat in _positions():
        before = state.to_dict()
        for action in state.legal_actions(seat):
            if action >= DRAW_BASE:
                continue
            child = state.clone()
            child._apply(action, seat)
            assert _score_action(state, action, seat) == evaluate(child, seat)
        assert state.to_dict() == before


def test_ranked_actions_are_every_legal_action_best_first():
    for state, seat in _positions(20):
        ranked = ranked_actions(state, seat)
        assert sorted(a for _, a in ranked) == sorted(state.legal_actions(seat))
        scores = [v for v, _ in ranked]
        assert scores == sorted(scores, reverse=True)
        best = {a for v, a in ranked if v == scores[0]}
        assert greedy_action(state, seat, Rng(1)) in best


def test_one_candidate_plays_greedys_move_and_the_search_leaves_the_state_alone():
    for state, seat in _positions(12):
        before = state.to_dict()
        top = ranked_actions(state, seat)[0][1]
        assert RolloutAgent(seed=2, candidates=1).choose(state, seat) == top
        searched = RolloutAgent(seed=2, candidates=4, samples=3).choose(state, seat)
        assert searched in [a for _, a in ranked_actions(state, seat)[:4]]
        assert state.to_dict() == before


def test_the_search_is_reproducible_and_can_change_greedys_mind():
    positions = _positions(12, seed=4)
    first = [RolloutAgent(seed=7, samples=4).choose(s, seat) for s, seat in positions]
    again = [RolloutAgent(seed=7, samples=4).choose(s, seat) for s, seat in positions]
    assert first == again
    tops = [ranked_actions(s, seat)[0][1] for s, seat in positions]
    assert first != tops, "the playouts never overruled the one-ply ranking"


def test_a_cancelled_search_still_answers_with_a_legal_move():
    agent = RolloutAgent(seed=1, samples=1000)
    agent.should_stop = lambda: True
    state, seat = _positions(1)[0]
    assert agent.choose(state, seat) in state.legal_actions(seat)
    assert agent.search.should_stop() is True


def test_a_whole_game_to_the_end_with_playouts_to_the_end():
    s = OrcState.new(2, 31)
    bots = [
        RolloutAgent(seed=1, samples=1, candidates=2, horizon_cards=0),
        RolloutAgent(seed=2, samples=2, candidates=3),
    ]
    while not s.is_terminal():
        seat = s.to_act()[0]
        action = bots[seat].choose(s, seat)
        assert s.refusal(action, seat) is None
        s.apply(action, seat)
    assert s.phase == OVER


@pytest.mark.parametrize(
    "params,word",
    [({"candidates": 0}, "candidates"), ({"horizon_cards": -1}, "horizon"), ({"eval_scale": 0}, "eval_scale")],
)
def test_bad_parameters_are_refused(params, word):
    with pytest.raises(ValueError, match=word):
        RolloutAgent(**params)


def test_the_hard_level_is_the_rollout_agent():
    agent = make_agent("hard", "orc", seed=3)
    assert isinstance(agent, RolloutAgent) and agent.name == "hard"
