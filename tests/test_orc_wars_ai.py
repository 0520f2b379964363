"""HeroCard Orc Wars search agent and evaluation: legal, harmless to the state it is given, cancellable; the
evaluation prefers elves nearer their goal."""
from __future__ import annotations

import time

import pytest

from orcdesk.core import Rng
from orcdesk.core.match import next_actor
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.greedy import evaluate, greedy_action
from orcdesk.games.orc_wars.search import OrcWarsSearchAgent, make_search_agent
from tests.test_orc_wars_helpers import blank, touch


def _searched_positions(scenario: str, seed: int, count: int):
    """Positions of a greedy game where the agent would search (an exchange, or an attack on offer)."""
    s = E.OrcWarsState.new(2, seed, {"scenario": scenario})
    rng = Rng(seed)
    found = 0
    while not s.is_terminal() and found < count:
        seat, a = next_actor(s, rng)
        if a is None:
            legal = s.legal_actions(seat)
            kinds = {E.CODEC.decode(x).kind for x in legal}
            if len(legal) > 1 and (s.step == E.S_EXCHANGE or (s.step == E.S_ACTION and "attack" in kinds)):
                found += 1
                yield s, seat
            a = greedy_action(s, seat, rng)
        s._apply(a, seat)


@pytest.mark.parametrize("scenario", ["prisoner", "orc_camp", "great_hunt"])
def test_legal_and_state_untouched(scenario):
    agent = make_search_agent("orc_wars", seed=3, samples=3, time_cap_s=0.3, max_moves=2, margin=0.0,
                              steps=("action", "exchange", "squad", "activate", "casualty"))
    seen = 0
    for s, seat in _searched_positions(scenario, seed=5, count=6):
        before = s.to_dict()
        a = agent.choose(s, seat)
        assert a in s.legal_actions(seat)
        assert s.to_dict() == before
        seen += 1
    assert seen >= 3


def test_whole_game_is_legal():
    agent = make_search_agent("orc_wars", seed=1, samples=2, time_cap_s=0.2)
    s = E.OrcWarsState.new(2, 11, {"scenario": "orc_camp"})
    rng = Rng(11)
    while not s.is_terminal():
        seat, a = next_actor(s, rng)
        if a is None:
            a = agent.choose(s, seat) if seat == E.ORC else greedy_action(s, seat, rng)
        assert a in s.legal_actions(seat)
        s.apply(a, seat)


def test_evaluate_prefers_elves_nearer_the_goal():
    s = blank("orc_camp")
    king = s.king_hex
    far = max((h for h in range(len(s.board.hexes)) if h not in s.board.blocks and h != king),
              key=lambda h: s._dist(h, king))
    near = next(n for n in s.board.neigh[king] if n not in s.board.blocks)
    s.elf_hex[1] = far
    touch(s)
    v_far = evaluate(s, 1)
    s.elf_hex[1] = near
    touch(s)
    v_near = evaluate(s, 1)
    assert v_near > v_far
    assert evaluate(s, E.ORC) == -v_near  # the orc player's view is the opposite


def test_evaluate_counts_wounds_and_the_goal():
    s = blank("orc_camp")
    base = evaluate(s, 1)
    s.wounds[1] = 2
    assert evaluate(s, 1) < base
    s.wounds[1] = 0
    s.king_alive = False
    assert evaluate(s, 1) > base


def test_cancelled_search_answers_quickly(monkeypatch):
    agent = make_search_agent("orc_wars", seed=6, samples=1000, time_cap_s=60.0, margin=0.0,
                              steps=("action", "exchange"))
    agent.should_stop = lambda: True  # the UI worker cancels: one deal is searched, then it answers
    s, seat = next(_searched_positions("orc_camp", seed=7, count=1))
    deals = []
    real = E.OrcWarsState.determinize
    monkeypatch.setattr(E.OrcWarsState, "determinize", lambda self, *a: deals.append(1) or real(self, *a))
    t = time.perf_counter()
    assert agent.choose(s, seat) in s.legal_actions(seat)
    assert time.perf_counter() - t < 2.0
    assert len(deals) == 1


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        make_search_agent("orcs_trolls")
    with pytest.raises(ValueError):
        OrcWarsSearchAgent(steps=("no_such_step",))
    with pytest.raises(ValueError):
        OrcWarsSearchAgent(horizon_turns=0)
