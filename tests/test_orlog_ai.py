"""Orlog's greedy policy and expectimax agent: legal, deterministic, and better than random play."""

from __future__ import annotations

from orcdesk.core import Rng
from orcdesk.games.orlog.engine import OrlogState, make_position
from orcdesk.games.orlog.greedy import choose_keep, greedy_action, keep_values
from orcdesk.games.orlog.search import best_keep, make_expectimax


def _game(policies, seed):
    state = OrlogState.new(2, seed)
    rng = Rng(seed)
    while not state.is_terminal():
        seat = state.to_act()[0]
        action = policies[seat](state, seat, rng)
        assert action in state.legal_actions(seat)
        state.apply(action, seat)
    return state.winners()[0]


def _random(state, seat, rng):
    return rng.choice(state.legal_actions(seat))


def test_greedy_beats_random():
    wins = sum(
        _game((greedy_action, _random) if g % 2 == 0 else (_random, greedy_action), g) == g % 2 for g in range(8)
    )
    assert wins >= 7


def test_expectimax_plays_legal_moves_and_beats_random():
    agent = make_expectimax("orlog", 3)
    hard = lambda state, seat, rng: agent.choose(state, seat)  # noqa: E731
    wins = sum(_game((hard, _random) if g % 2 == 0 else (_random, hard), 100 + g) == g % 2 for g in range(2))
    assert wins == 2


def test_keeps_match_the_situation():
    # the opponent kept six axes: a helmet in hand is worth keeping, a hand against an empty purse is not
    state = make_position(("hnaaaa", "aaaaaa"))
    state.phase, state.roll_no, state.kept = "roll", 2, [0, 63]
    state.coin, state.turn = 1, 1  # seat 0 rolls second
    values = keep_values(state, 0)
    helmet_die = next(i for i in range(6) if state.observation(0)["players"][0]["dice"][i]["face"] == "helmet")
    hand_die = next(i for i in range(6) if state.observation(0)["players"][0]["dice"][i]["face"] == "hand")
    assert values[1 << helmet_die] > values[0] > values[1 << hand_die] - 1e-9
    assert choose_keep(state, 0) >> helmet_die & 1
    assert best_keep(state, 0) >> helmet_die & 1


def test_factory_checks_its_parameters():
    import pytest

    assert make_expectimax("orlog", 0).name == "hard"
    with pytest.raises(ValueError):
        make_expectimax("orc", 0)
    with pytest.raises(ValueError):
        make_expectimax("orlog", 0, greedy_share=0.7, random_share=0.5)
    gentle = make_expectimax("orlog", 0, random_share=1.0, name="easy")
    state = OrlogState.new(2, 4, {"god_selection": "random"})
    seat = state.to_act()[0]
    assert gentle.choose(state, seat) in state.legal_actions(seat) and gentle.name == "easy"
