"""The Orc greedy policy: legal, fast enough to matter, and clearly better than random."""

from __future__ import annotations

from orcdesk.core import Rng
from orcdesk.games.orc.engine import OrcState
from orcdesk.games.orc.greedy import evaluate, greedy_action


def _play(policies, seed, rng):
    s = OrcState.new(2, seed)
    while not s.is_terminal():
        seat = s.to_act()[0]
        action = policies[seat](s, seat, rng)
        assert s.refusal(action, seat) is None
        s.apply(action, seat)
    return s.winners()


def test_greedy_beats_random():
    rng = Rng(1)
    rand = lambda s, seat, r: s.random_action(seat, r)  # noqa: E731
    wins = 0
    for game in range(24):
        greedy_seat = game % 2
        policies = (greedy_action, rand) if greedy_seat == 0 else (rand, greedy_action)
        wins += _play(policies, 500 + game, rng) == [greedy_seat]
    assert wins >= 20


def test_greedy_evaluation_sees_only_its_own_information():
    s = OrcState.new(2, 9)
    rng = Rng(2)
    for _ in range(10):
        seat = s.to_act()[0]
        s.apply(s.random_action(seat, rng), seat)
    for seat in (0, 1):
        twin = s.determinize(seat, Rng(5))
        assert evaluate(twin, seat) == evaluate(s, seat)
        if s.to_act() == (seat,):
            assert greedy_action(twin, seat, Rng(3)) == greedy_action(s, seat, Rng(3))
