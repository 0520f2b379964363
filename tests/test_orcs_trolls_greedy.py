"""Orcs & Trolls greedy player: always legal, and clearly stronger than random play."""

from orcdesk.core import Rng
from orcdesk.games import get_game
from orcdesk.games.orcs_trolls.engine import OrcsTrollsState
from orcdesk.games.orcs_trolls.greedy import greedy_action


def _play(players, seed, greedy_seats):
    s = OrcsTrollsState.new(players, seed)
    rng = Rng(seed)
    while not s.is_terminal():
        seat = s.to_act()[0]
        if seat in greedy_seats:
            action = greedy_action(s, seat, rng)
            assert action in s.legal_actions(seat)
        else:
            action = rng.choice(s.legal_actions(seat))
        s.apply(action, seat)
    return s


def test_registry_points_at_greedy():
    assert get_game("orcs_trolls").greedy_policy() is greedy_action


def test_greedy_always_plays_legal_moves_and_games_end():
    for players in (2, 3, 4):
        s = _play(players, 40 + players, set(range(players)))
        assert s.winners() and not s.round_limit_hit


def test_greedy_beats_random():
    wins = 0
    for g in range(24):
        s = _play(2, 700 + g, {g % 2})
        wins += (g % 2) in s.winners()
    assert wins >= 18, f"greedy won only {wins}/24 against random"


def test_evaluate_prefers_the_leader():
    from orcdesk.games.orcs_trolls.greedy import evaluate

    s = _play(2, 5, {0, 1})
    w = s.winners()[0]
    assert evaluate(s, w) > 0 > evaluate(s, 1 - w)
    mid = OrcsTrollsState.new(2, 6, {"draft": "random"})
    assert abs(evaluate(mid, 0) + evaluate(mid, 1)) < 1e-9
