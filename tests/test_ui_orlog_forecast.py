"""Orlog: the favor chooser's "tokens at resolution" forecast matches what the engine does (issue 13 §5).

The forecast used to be the pile plus the gilded faces; the engine also moves tokens by hands (steals)
before the post-combat favors (Thor, Idunn, Odin). Here the engine resolves each of the player's gods at
tier 1 while the opponent takes no favor, and the tokens the player holds when its favor is paid (or fizzles)
must be the forecast's total.
"""

from __future__ import annotations

import json

import pytest

from orcdesk.core.rng import Rng
from orcdesk.games.orlog.engine import GODS, OrlogState, favor_priority, make_position
from orcdesk.ui.tables.orlog.estimate import favor_forecasts, forecast


def tokens_when_favor_resolves(state: OrlogState, seat: int, god: str) -> int | None:
    """Play ``favor GOD 1`` for ``seat`` and ``favor none`` for the other; follow the tokens of ``seat``
    through the events up to its favor's payment (None if the game ended before it)."""
    s = state.clone()
    tokens = s.tokens[seat]
    events = s.apply(s.action_from_text(f"favor {god} 1"), seat)
    events += s.apply(s.action_from_text("favor none"), 1 - seat)
    for e in events:
        if e["type"] == "tokens" and e["seat"] == seat:
            tokens = e["total"]
        elif e["type"] == "steal":
            tokens = e["tokens"][seat]
        elif e["type"] in ("favor_used", "favor_fizzled") and e["seat"] == seat:
            return tokens
    return None


def check(state: OrlogState, seat: int) -> int:
    checked = 0
    for god, fc in favor_forecasts(state.observation(seat), seat).items():
        real = tokens_when_favor_resolves(state, seat, god)
        if real is None:
            continue
        assert fc.total == real, (god, fc, real)
        assert fc.total == fc.have + fc.gilded + fc.stolen - fc.lost
        checked += 1
    return checked


@pytest.mark.parametrize("coin", [0, 1])
def test_steals_count_for_post_combat_favors(coin):
    # you: 3 hands and a gilded face; the opponent: 2 hands and 2 tokens; Thor comes after the steals
    state = make_position(
        ("nnNaaa", "nnrrss"), gods=(("thor", "loki", "idunn"), ("thor", "idunn", "loki")), tokens=(1, 2), coin=coin
    )
    fc = favor_forecasts(state.observation(0), 0)
    assert fc["thor"].stolen > 0 or fc["thor"].lost > 0
    assert fc["loki"].stolen == fc["loki"].lost == 0, "a pre-combat favor is paid before any steal"
    assert check(state, 0) == 3
    assert check(state, 1) == 3


def test_a_hand_cannot_steal_from_an_empty_pile_and_the_cap_holds():
    state = make_position(("NNnNnn", "aaaaaa"), gods=(("odin", "thor", "idunn"),) * 2, tokens=(0, 0))
    assert check(state, 0) == 3 and check(state, 1) == 3
    rich = make_position(
        ("NNnNnn", "sSssSS"), gods=(("odin", "thor", "idunn"),) * 2, tokens=(47, 9), options={"token_cap": 50}
    )
    fc = favor_forecasts(rich.observation(0), 0)["thor"]
    assert fc.total == 50 and fc.stolen == 50 - 47 - fc.gilded
    assert check(rich, 0) == 3


def test_gilded_after_prefavors_option():
    state = make_position(
        ("nnNaaa", "nnrrss"),
        gods=(("thor", "loki", "idunn"), ("thor", "idunn", "loki")),
        tokens=(1, 2),
        options={"gilded_tokens_before_prefavors": False},
    )
    obs = state.observation(0)
    assert forecast(obs, 0, False, state.options).gilded == 0
    assert check(state, 0) == 3


def test_random_positions_from_seeded_games():
    """Positions reached by random play (both sides' gods drafted at random) over many seeds."""
    checked = 0
    post = 0
    for seed in range(60):
        state = OrlogState.new(2, seed, {"god_selection": "random"})
        rng = Rng(seed)
        while not state.is_terminal() and state.phase != "favor":
            seat = state.to_act()[0]
            state.apply(state.random_action(seat, rng), seat)
        if state.is_terminal():
            continue
        for seat in (0, 1):
            checked += check(state, seat)
            post += sum(1 for g in state.observation(seat)["players"][seat]["gods"] if state.priority(g) > 5)
    assert checked >= 200 and post >= 10, (checked, post)


@pytest.mark.parametrize("options", [{}, {"odin_priority": 3, "tyr_priority": 1}])
def test_the_observation_says_each_gods_priority(options):
    """The table reads a god's priority from the observation's public options, never from the live engine."""
    state = make_position(("nnNaaa", "nnrrss"), gods=(("odin", "tyr", "thor"),) * 2, options=options)
    for seat in (0, 1):
        obs = json.loads(json.dumps(state.observation(seat)))  # what a client over the network receives
        assert all(favor_priority(g, obs["options"]) == state.priority(g) for g in GODS)
        assert favor_forecasts(obs, seat) == favor_forecasts(state.observation(seat), seat)
