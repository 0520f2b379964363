"""De l'orc pour les braves AI: agents return legal actions (or None = wait in the deal's real-time window), never
touch the state they are given, and make the choices the policy promises in hand-made positions."""

from __future__ import annotations

import pytest

from orcdesk.ai import make_agent
from orcdesk.core import Rng
from orcdesk.core.contract import REALTIME, TABLE
from orcdesk.core.match import play_match
from orcdesk.games.braves.engine import CODEC, PHASES, SHIELD, BravesState
from orcdesk.games.braves.greedy import evaluate, greedy_action, holding_value, pile_outcome
from orcdesk.games.braves.search import BravesAgent, make_braves_agent
from tests.test_braves_rules import CS, FLY, GIANTS, GOB, TROLLS, V6, W3, card, pile_position, position

A = CODEC.from_text


def walk(players, seed, agent_kinds=("greedy",), steps_between=3):
    """Positions of a random game (seat, state) where a player may act, every few steps."""
    s = BravesState.new(players, seed)
    rng = Rng(seed)
    out = []
    k = 0
    while not s.is_terminal():
        w = s.window()
        seats = list(w.seats) + ([TABLE] if w.table_after is not None else [])
        seat = rng.choice(seats)
        if seat != TABLE and k % steps_between == 0:
            out.append((seat, s.clone()))
        k += 1
        s.apply(rng.choice(s.legal_actions(seat)), seat)
    return out


@pytest.mark.parametrize("kind", ["greedy", "easy", "normal", "hard"])
def test_agents_answer_legal_actions_or_wait_and_never_touch_the_state(kind):
    agent = make_agent(kind, "braves", seed=3, **({} if kind == "greedy" else {}))
    if isinstance(agent, BravesAgent):
        agent.samples = min(agent.samples, 2)
    for players in (4, 7):
        for seat, state in walk(players, players * 11, steps_between=7):
            before = state.to_dict()
            w = state.window()
            legal = state.legal_actions(seat)
            if w.kind == REALTIME:
                a = agent.react(state, seat)
                if w.table_after is None:
                    assert a in legal, "with no table clock a bot must act"
                else:
                    assert a is None or a in legal
            else:
                a = agent.choose(state, seat)
                assert a in legal, (PHASES[state.phase], a)
            assert state.to_dict() == before, f"{kind} changed the state"


def test_greedy_waits_in_real_time_and_always_answers_a_turn():
    for seat, state in walk(5, 2, steps_between=5):
        a = greedy_action(state, seat, Rng(1))
        if state.window().kind == REALTIME and state.window().table_after is not None:
            assert a is None or a in state.legal_actions(seat)
        else:
            assert a in state.legal_actions(seat)


def deal_position(piles, players=4, wizard=0, dealt=None, recruiting=True, shields=None, desertions=None, scores=None):
    """A position in the middle of the deal (items: card ids, ("S", seat), ("D", seat))."""
    coded = [
        [(SHIELD if isinstance(x, tuple) and x[0] == "S" else 200) + x[1] if isinstance(x, tuple) else x for x in pile]
        for pile in piles
    ]
    n_piles = CS.piles[players]
    coded += [[] for _ in range(n_piles - len(coded))]
    on = [x for pile in coded for x in pile if x < SHIELD]
    dealt = len(on)
    base = BravesState.new(players, 1).to_dict()
    deck = [c for c in range(80) if c not in on]
    if not recruiting:
        deck.insert(len(deck) // 2, 80)
    d = dict(
        base,
        wizard=wizard,
        phase="deal",
        decider=-1,
        piles=coded,
        dealt=dealt,
        deck=deck,
        recruiting=recruiting,
        start_after=dealt if recruiting else -1,
        discard=[],
        hands=[[] for _ in range(players)],
    )
    used = [[0] * players, [0] * players]
    for pile in coded:
        for x in pile:
            if SHIELD <= x < 200:
                used[0][x - SHIELD] += 1
            elif x >= 200:
                used[1][x - 200] += 1
    d["shields"] = shields or [0 if p == wizard else 2 - used[0][p] for p in range(players)]
    d["desertions"] = desertions or [0 if p == wizard else 2 - used[1][p] for p in range(players)]
    if scores:
        d["scores"] = scores
    return BravesState.from_dict(d)


def test_greedy_shields_the_best_unclaimed_pile_when_it_is_worth_it():
    strong = [V6[0], card("orcs_chief"), V6[1], GIANTS[0]]
    weak = [W3[0], card("dwarves_warrior")]
    s = deal_position([weak, strong] + [[card("barbarians_warrior", i)] for i in range(7)])
    seat = 1
    picks = {greedy_action(s, seat, Rng(k)) for k in range(10)}
    assert picks == {A("shield 1")}


def test_greedy_waits_while_no_pile_is_worth_a_shield_yet():
    s = deal_position([[card("barbarians_warrior", i)] for i in range(7)] + [[W3[0]], [W3[1]]])
    assert greedy_action(s, 1, Rng(1)) is None


def test_greedy_deserts_a_leaders_giant_and_its_own_second_chief():
    chief2 = card("orcs_chief", 1)
    piles = [
        [W3[0], ("S", 2), GIANTS[0]],  # seat 2's pile: a giant on top
        [card("orcs_chief"), ("S", 1), W3[1], chief2],
    ]  # seat 1's own pile: a second orc chief
    s = deal_position(piles + [[card("barbarians_warrior", i)] for i in range(7)], scores=[0, 0, 2, 0])
    assert greedy_action(s, 3, Rng(1)) == A("desert 0")
    assert greedy_action(s, 1, Rng(1)) == A("desert 1")


def test_forced_shields_always_find_a_pile():
    s = BravesState.new(4, 8)
    while s.deck:
        s.apply(CODEC.encode("deal"), TABLE)
    assert PHASES[s.phase] == "place_shields"
    for seat in s.window().seats:
        a = greedy_action(s, seat, Rng(1))
        assert CODEC.kind_of(a) == "shield"


def test_greedy_plays_the_flying_machine_only_when_it_changes_the_result():
    s = position(4, 0, hands={1: [FLY, GOB[0], GOB[1], W3[0]], 2: [V6[0]]})
    s.apply(A("battle orcs"), 0)
    s.apply(A("pass"), 1)
    assert PHASES[s.phase] == "flying_machine"
    assert greedy_action(s, 1, Rng(1)) == A("fly 1")  # 3 + 4 + 1 = 8 beats 6: no more goblins than needed
    s = position(4, 0, hands={1: [FLY, GOB[0], V6[1]], 2: [W3[0]]})
    s.apply(A("battle orcs"), 0)
    s.apply(A("pass"), 1)
    assert greedy_action(s, 1, Rng(1)) == A("pass")  # already winning


def test_greedy_commits_mercenaries_to_swing_a_battle_worth_two():
    # seat 1 has one orc warrior against seat 2's two orc cards; a giant or two trolls lift him over the estimate
    s = position(4, 0, hands={1: [W3[0], GIANTS[0], TROLLS[0], TROLLS[1]], 2: [V6[0], W3[1]]})
    s.apply(A("battle orcs"), 0)
    assert s.decider == 1
    a = greedy_action(s, 1, Rng(1))
    assert CODEC.kind_of(a) == "merc"


def test_champion_is_the_player_the_piles_favour():
    strong = [V6[0], V6[1], card("orcs_chief"), card("dwarves_veteran"), card("dwarves_chief"), GIANTS[0]]
    s = pile_position([[("S", 2)] + strong, [("S", 1), W3[0]], [("S", 3), card("barbarians_warrior")]])
    assert greedy_action(s, 0, Rng(1)) == A("champion 2")


def test_pile_outcome_reads_the_rules():
    owner, kept = pile_outcome([W3[0], SHIELD + 2, V6[0], 200 + 1, SHIELD + 1, W3[1]])
    assert owner == 2 and kept == [W3[0], W3[1]]
    assert holding_value(CS, [card("orcs_chief"), card("orcs_chief", 1)]) < 0
    assert holding_value(CS, [GIANTS[0]]) > holding_value(CS, [GIANTS[0], GIANTS[1]])


def test_evaluate_prefers_the_leader():
    s = position(4, 0, hands={1: [V6[0]], 2: [V6[1]]}, scores=[0, 6, 1, 0])
    assert evaluate(s, 1) > 0 > evaluate(s, 2)
    assert isinstance(evaluate(s, 0), float)


def test_search_keeps_or_improves_the_policy_and_is_deterministic():
    s = position(4, 0, hands={1: [FLY, GOB[0], GOB[1], W3[0]], 2: [V6[0], W3[1]]})
    s.apply(A("battle orcs"), 0)
    s.apply(A("pass"), 1)
    agent = make_braves_agent("braves", seed=4, samples=6)
    a = agent.choose(s, 1)
    assert a == A("fly 2")  # 3 + 4 + 2 ties seat 2's 9: a tie scores too
    assert make_braves_agent("braves", seed=4, samples=6).choose(s, 1) == a
    with pytest.raises(ValueError):
        make_braves_agent("braves", policy={"no_such": 1})
    with pytest.raises(ValueError):
        make_braves_agent("orc")


def test_a_whole_game_on_the_match_driver_is_reproducible():
    def play():
        agents = [make_agent(k, "braves", seed=i + 1) for i, k in enumerate(("hard", "greedy", "random", "easy"))]
        for a in agents:
            if isinstance(a, BravesAgent):
                a.samples = min(a.samples, 2)
        m = play_match(BravesState, agents, 5)
        return [(p.seat, p.text) for p in m.played], m.state.winners()

    first = play()
    assert first == play()
    moves, winners = first
    assert any(seat == TABLE for seat, _ in moves) and winners
