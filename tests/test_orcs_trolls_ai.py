"""The Orcs & Trolls AI (orcdesk/games/orcs_trolls/search.py, greedy.make_cycling_policy): legal choices, the
cycling discard, the search's settings and its contract with the policy, and that it beats random play."""

from __future__ import annotations

import pytest

from orcdesk.ai import make_agent
from orcdesk.core.rng import Rng
from orcdesk.games.orcs_trolls.engine import CODEC, S_H, OrcsTrollsState
from orcdesk.games.orcs_trolls.greedy import C, greedy_action, make_cycling_policy
from orcdesk.games.orcs_trolls.search import KeyDecisionAgent, make_search_agent

FAST = {"samples": 3, "time_cap_s": 0.2, "horizon_turns": 1}


def _advance_to(state: OrcsTrollsState, step: int, rng: Rng, limit: int = 2000) -> OrcsTrollsState:
    """Play greedy moves until ``step`` comes up with a real choice."""
    for _ in range(limit):
        seat = state.to_act()[0]
        if state.step == step and len(state.legal_actions(seat)) > 1:
            return state
        state.apply(greedy_action(state, seat, rng), seat)
    raise AssertionError(f"step {step} never came up")


def test_levels_use_the_game_agent():
    for level in ("easy", "normal", "hard"):
        assert isinstance(make_agent(level, "orcs_trolls", seed=1), KeyDecisionAgent)
    assert make_agent("hard", "orcs_trolls").search.samples > make_agent("normal", "orcs_trolls").search.samples > 0


def _plays_like_greedy(agent, seed: int) -> None:
    """``agent`` chooses greedy's move at every step of a greedy game's first 150 actions."""
    rng = Rng(seed)
    state = OrcsTrollsState.new(2, seed=seed)
    for _ in range(150):
        if state.is_terminal():
            break
        seat = state.to_act()[0]
        assert agent.choose(state, seat) == greedy_action(state, seat, rng)
        state.apply(greedy_action(state, seat, rng), seat)


def test_easy_is_the_greedy_player_with_a_share_of_random_moves():
    easy = make_agent("easy", "orcs_trolls", seed=1)
    assert 0 < easy.dilution.random_share < 0.5 and easy.dilution.greedy_share == 0
    _plays_like_greedy(make_search_agent("orcs_trolls", seed=1, policy="greedy", samples=0), 9)


def test_normal_sometimes_plays_greedy_and_hard_never_does():
    assert 0 < make_agent("normal", "orcs_trolls").dilution.greedy_share < 1
    hard = make_agent("hard", "orcs_trolls").dilution
    assert hard.greedy_share == hard.random_share == 0
    _plays_like_greedy(make_search_agent("orcs_trolls", seed=2, greedy_share=1.0, **FAST), 2)


def test_cycling_discards_all_but_the_kept_cards():
    keep = ("dwarf", "super_hero")
    policy = make_cycling_policy(keep)
    rng = Rng(1)
    for seed in range(6):
        state = _advance_to(OrcsTrollsState.new(2, seed=seed), S_H, rng)
        seat = state.to_act()[0]
        before = list(state.hands[seat])
        thrown = []
        while state.step == S_H and state.to_act() == (seat,):
            events = state.apply(policy(state, seat, rng), seat)
            thrown += [e["card"] for e in events if e["type"] == "discard"]
        kept = [c for c in before if c not in thrown]
        assert all(C.key[c] in keep for c in kept) or len(kept) == C.hand_size, [C.key[c] for c in kept]
        assert all(C.key[c] not in keep for c in thrown) or len(before) > C.hand_size


def test_cycling_discard_choice():
    policy = make_cycling_policy(("dwarf",))
    rng = Rng(2)
    state = _advance_to(OrcsTrollsState.new(2, seed=3), S_H, rng)
    seat = state.to_act()[0]
    action = policy(state, seat, rng)
    d = CODEC.decode(action)
    if any(C.key[c] != "dwarf" for c in state.hands[seat]):
        assert d.kind == "discard" and C.key[d.card] != "dwarf"
    else:
        assert d.kind == "pass"


def test_cycling_rejects_unknown_keys():
    with pytest.raises(ValueError, match="dwarff"):
        make_cycling_policy(("dwarff",))


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="unknown Orcs & Trolls step"):
        make_search_agent("orcs_trolls", search_steps=("red_cards",))
    with pytest.raises(ValueError, match="horizon_turns"):
        make_search_agent("orcs_trolls", horizon_turns=-1)
    with pytest.raises(ValueError, match="policy"):
        make_search_agent("orcs_trolls", policy="clever")


def _decisions(agent, state, mover, limit=400):
    """Play ``mover(state, seat)`` moves, stopping to yield the seat at every decision ``agent`` searches
    (the caller checks it there), then moving on with ``mover`` too."""
    for _ in range(limit):
        if state.is_terminal():
            return
        seat = state.to_act()[0]
        if state.step in agent.searched and len(state.legal_actions(seat)) > 1:
            yield seat
        state.apply(mover(state, seat), seat)


def test_a_huge_margin_keeps_the_policy_choice():
    """The search replaces the policy's action only when another one scores ``margin`` points better."""
    agent = make_search_agent("orcs_trolls", seed=4, margin=1e9, **FAST)
    policy = make_cycling_policy()
    rng = Rng(4)
    state = OrcsTrollsState.new(2, seed=4)
    checked = 0
    for seat in _decisions(agent, state, lambda s, seat: policy(s, seat, rng)):
        assert agent.choose(state, seat) == policy(state, seat, rng)
        checked += 1
    assert checked > 5


@pytest.mark.parametrize(
    "horizon,players",
    # horizon 0 at four players plays every searched world to the game's end (about 5 s): full suite only
    [(0, 2), (2, 2), (2, 4), pytest.param(0, 4, marks=pytest.mark.slow)],
)
def test_always_legal_and_state_untouched(horizon, players):
    agent = make_search_agent("orcs_trolls", seed=3, **{**FAST, "horizon_turns": horizon})
    rng = Rng(5)
    state = OrcsTrollsState.new(players, seed=players)
    searched = 0
    for seat in _decisions(agent, state, lambda s, seat: s.random_action(seat, rng), limit=300):
        before = state.to_dict()
        assert agent.choose(state, seat) in state.legal_actions(seat)
        assert state.to_dict() == before
        searched += 1
    assert searched > 0


def test_cancelled_search_still_answers(monkeypatch):
    agent = make_search_agent("orcs_trolls", seed=6, samples=1000, time_cap_s=60.0, horizon_turns=2)
    agent.should_stop = lambda: True  # the UI worker cancels: one deal is searched, then it answers
    state = OrcsTrollsState.new(2, seed=6)
    rng = Rng(6)
    seat = next(_decisions(agent, state, lambda s, seat: greedy_action(s, seat, rng)))
    deals = []
    real = OrcsTrollsState.determinize
    monkeypatch.setattr(OrcsTrollsState, "determinize", lambda self, *a: deals.append(1) or real(self, *a))
    assert agent.choose(state, seat) in state.legal_actions(seat)
    assert len(deals) == 1


def test_beats_random():
    wins = 0
    games = 6
    for i in range(games):
        state = OrcsTrollsState.new(2, seed=100 + i)
        agents = [make_search_agent("orcs_trolls", seed=i, **FAST), make_agent("random", "orcs_trolls", seed=i)]
        me = i % 2  # alternate seats
        while not state.is_terminal():
            seat = state.to_act()[0]
            agent = agents[0] if seat == me else agents[1]
            state.apply(agent.choose(state, seat), seat)
        wins += me in state.winners()
    assert wins >= 5, wins
