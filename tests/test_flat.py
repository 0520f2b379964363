"""The game-free flat Monte Carlo search (orcdesk/search/flat.py) on the toy games."""

import pytest

from orcdesk.core.rng import Rng
from orcdesk.search.flat import FlatMonteCarlo
from tests.toy_games import HEADS, TAILS, Pennies


def _judge(sim, seat):
    return sim.returns()[seat]


def test_finds_the_action_that_beats_a_known_policy_and_keeps_the_default_within_the_margin():
    always_heads = lambda state, seat, rng: HEADS
    search = FlatMonteCarlo(always_heads, _judge, samples=4)
    state = Pennies.new()
    assert search.best(state, 0, [HEADS, TAILS], TAILS, Rng(1)) == HEADS  # seat 0 wins on a match
    assert search.best(state, 1, [HEADS, TAILS], HEADS, Rng(1)) == TAILS
    assert search.last_totals == {HEADS: 0.0, TAILS: 4.0}
    cautious = FlatMonteCarlo(always_heads, _judge, samples=4, margin=1.5)
    assert cautious.best(state, 1, [HEADS, TAILS], HEADS, Rng(1)) == HEADS


def test_a_cancelled_search_answers_after_one_deal_and_the_state_is_untouched():
    search = FlatMonteCarlo(lambda s, seat, rng: HEADS, _judge, samples=1000)
    search.should_stop = lambda: True
    state = Pennies.new()
    before = state.to_dict()
    search.best(state, 1, [HEADS, TAILS], HEADS, Rng(2))
    assert sum(search.last_totals.values()) == 1.0 and state.to_dict() == before


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        FlatMonteCarlo(None, _judge, samples=-1)
    with pytest.raises(ValueError):
        FlatMonteCarlo(None, _judge, epsilon=2.0)
