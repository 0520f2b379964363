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


def test_a_search_level_diluted_with_greedy_plays_greedys_moves_on_its_share():
    """greedy_share on a search level (data/ai.yaml): at 1.0 every decision is the greedy move, at 0 the search
    decides as before (same stream: the dilution draws from its own)."""
    positions = _positions("orc", 12)
    greedy_fn = greedy_policy("orc")
    all_greedy = make_agent("normal", "orc", seed=1, greedy_share=1.0, iterations=20)
    for state, seat in positions:
        greedy_picks = {greedy_fn(state, seat, Rng(k)) for k in range(24)}  # greedy breaks ties at random
        assert all_greedy.choose(state, seat) in greedy_picks
    # easy has no share in data/ai.yaml: an explicit 0 must leave its stream untouched
    # (easy's short time cap could cut a search on a loaded machine: lift it so only the seed decides)
    plain_a = make_agent("easy", "orc", seed=1, iterations=20, time_cap_s=10.0)
    plain_b = make_agent("easy", "orc", seed=1, iterations=20, time_cap_s=10.0, greedy_share=0.0)
    assert [plain_a.choose(s, seat) for s, seat in positions] == [plain_b.choose(s, seat) for s, seat in positions]
    with pytest.raises(Exception, match="between 0 and 1"):
        from orcdesk.ai.config import _check_level
        from orcdesk.core.data import parse_yaml

        root = parse_yaml("normal: {greedy_share: 1.5}\n", "ai.yaml")
        _check_level(root["normal"], root, "normal")
