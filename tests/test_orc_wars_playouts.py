"""HeroCard Orc Wars: the generic engine checks (tests/test_generic_games.py plays only the default scenario)
run on every scenario at 2, 3 and 4 players, with every non-default option too: invariants after each action,
dict round trips, text round trips, refused actions leave the state alone, observations blind to resampled
hidden information (hands, decks, dirty tricks, squad-token values), and exact replays."""
from __future__ import annotations

import json

import pytest

from orcdesk.core import IllegalAction, Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA

SCENARIOS = sorted(DATA.scenarios)
OTHER_READINGS = {"ranger_move": "3_plus_3", "first_side": "orcs", "wound_scope": "round", "casualty": "defender",
                  "wiped_clan_pile": "keep", "king_underbrush": True, "dirty_tricks": "novice"}


def _deep(state, seat, rng):
    data = state.to_dict()
    again = E.OrcWarsState.from_dict(json.loads(json.dumps(data)))
    assert again == state
    legal = state.legal_actions(seat)
    assert legal and len(set(legal)) == len(legal)
    for a in legal[:30]:
        assert state.action_from_text(state.action_to_text(a)) == a
    probe = state.clone()
    probe.apply(rng.choice(legal), seat)
    probe.check_invariants()
    assert state.to_dict() == data
    bad = next((a for a in range(0, E.CODEC.size, 97) if a not in set(legal)), None)
    if bad is not None:
        with pytest.raises(IllegalAction):
            state.apply(bad, seat)
        assert state.to_dict() == data
    for viewer in range(state.players):
        obs = state.observation(viewer)
        json.dumps(obs)
        twin = state.determinize(viewer, rng.spawn())
        twin.check_invariants()
        assert twin.observation(viewer) == obs, f"seat {viewer} sees resampled hidden information"
        assert twin.to_act() == state.to_act()
        if viewer == seat:
            assert sorted(twin.legal_actions(seat)) == sorted(legal)


def _game(scenario, players, seed, options):
    opts = {"scenario": scenario, **options}
    state = E.OrcWarsState.new(players, seed, opts)
    rng = Rng(seed * 13 + players)
    log = []
    steps = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        if steps % 7 == 0:
            _deep(state, seat, rng)
        a = rng.choice(state.legal_actions(seat))
        log.append((seat, state.action_to_text(a)))
        state.apply(a, seat)
        state.check_invariants()
        steps += 1
    assert state.winners() and abs(sum(state.returns()) - 1) < 1e-9
    replay = E.OrcWarsState.new(players, seed, opts)
    for seat, text in log:
        replay.apply(replay.action_from_text(text), seat)
    assert replay == state


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_every_scenario(scenario, players):
    _game(scenario, players, 100 + players, {})


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_random_games_other_readings(scenario):
    _game(scenario, 4, 7, OTHER_READINGS)
