"""The diluted greedy level: the game's greedy policy with a share of random moves."""
import pytest

from orcdesk.ai import GreedyAgent, greedy_policy, make_agent, make_diluted_greedy
from orcdesk.core.match import next_actor
from orcdesk.core.rng import Rng
from orcdesk.games import GAMES


def _positions(game_id, count=30):
    state = GAMES[game_id].state_class().new(2, 3)
    rng = Rng(3)
    out = []
    while not state.is_terminal() and len(out) < count:
        seat, action = next_actor(state, rng)
        if action is None:
            if len(state.legal_actions(seat)) > 1:
                out.append((state.clone(), seat))
            action = state.random_action(seat, rng)
        state.apply(action, seat)
    return out


def test_no_share_plays_greedy_and_a_full_share_plays_legal_random_moves():
    positions = _positions("orc")
    plain = make_diluted_greedy("orc", seed=1)
    greedy = GreedyAgent(greedy_policy("orc"), seed=1)
    assert [plain.choose(s, seat) for s, seat in positions] == [greedy.choose(s, seat) for s, seat in positions]
    wild = make_diluted_greedy("orc", seed=1, random_share=1.0)
    picks = [wild.choose(s, seat) for s, seat in positions]
    assert all(a in s.legal_actions(seat) for a, (s, seat) in zip(picks, positions))
    assert picks != [greedy.choose(s, seat) for s, seat in positions]


def test_orc_wars_levels_are_named_and_a_bad_share_is_refused():
    assert [make_agent(k, "orc_wars", 1).name for k in ("easy", "normal", "hard")] == ["easy", "normal", "hard"]
    with pytest.raises(ValueError):
        make_diluted_greedy("orc", random_share=1.5)
