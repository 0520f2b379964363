"""De l'orc pour les braves: one test per rule, on positions built from dicts (``to_dict``/``from_dict``).

Rules: /work/shared/rules/braves.md (digest) and braves.fr.txt. Values (warrior 3, veteran 6, chief 2, goblin 1,
troll 4, giant 8, war machine 9, flying machine 4) come from data/braves.yaml.
"""

from __future__ import annotations

import json
import typing

import pytest

from orcdesk.core import IllegalAction, Reason, Rng
from orcdesk.core.contract import REALTIME, TABLE, TURN
from orcdesk.core.i18n import word
from orcdesk.games.braves.cards import START, card_info, card_set
from orcdesk.games.braves.engine import (
    CODEC,
    DEAL,
    DESERTION,
    PHASES,
    SHIELD,
    BravesState,
    army_strength,
)

CS = card_set()


def card(type_name: str, i: int = 0) -> int:
    return CS.by_type[CS.type_names.index(type_name)][i]


def A(text: str) -> int:
    return CODEC.from_text(text)


def position(players=4, wizard=0, phase="choose_people", hands=None, options=None, **fields):
    """A hand-made position after the deal (every army card not placed is in the discard pile)."""
    base = BravesState.new(players, 1, options).to_dict()
    n = players
    d = dict(base)
    d.update(
        wizard=wizard,
        champion=(wizard + 1) % n,
        phase=phase,
        decider=wizard,
        deck=[],
        dealt=80,
        recruiting=True,
        start_after=40,
        piles=[[] for _ in range(len(base["piles"]))],
        shields=[0] * n,
        desertions=[0] * n,
        hands=[[] for _ in range(n)],
        locked=[[] for _ in range(n)],
        discard=[],
        spy_no=4,
        spy_log=[],
        battle=0,
        people=-1,
        fought=[],
        committed=[[] for _ in range(n)],
        flying=[[] for _ in range(n)],
        pass_order=[],
        revealed=False,
        strengths=[],
        details=[],
        results=[],
    )
    for p, cards in (hands or {}).items():
        d["hands"][p] = sorted(cards)
    d.update(fields)
    used = set(d["deck"]) | {x for pile in d["piles"] for x in pile if x < SHIELD}
    for zone in ("hands", "committed", "flying"):
        for cards in d[zone]:
            used |= set(cards)
    d["discard"] = d["discard"] + [c for c in range(80) if c not in used and c not in d["discard"]]
    return BravesState.from_dict(json.loads(json.dumps(d)))


def pile_position(piles, players=4, wizard=0, champion=1, options=None):
    """The champion step with these piles (items: card ids, ("S", seat) shields, ("D", seat) desertions)."""
    coded = []
    for pile in piles:
        row = []
        for x in pile:
            if isinstance(x, tuple):
                row.append((SHIELD if x[0] == "S" else DESERTION) + x[1])
            else:
                row.append(x)
        coded.append(row)
    n_piles = CS.piles[players]
    coded += [[] for _ in range(n_piles - len(coded))]
    dealt = sum(1 for p in coded for x in p if x < SHIELD)
    return position(players, wizard, "champion", options=options, piles=coded, dealt=dealt, champion=-1)


def resolve(piles, **kw):
    s = pile_position(piles, **kw)
    ev = s.apply(A("champion 1"), s.wizard)
    return s, [e for e in ev if e["type"] == "pile"]


W3 = [card("orcs_warrior", i) for i in range(7)]
V6 = [card("orcs_veteran", i) for i in range(4)]
CHIEF = [card("orcs_chief", i) for i in range(2)]
GOB = [card("goblin", i) for i in range(8)]
TROLLS = [card("troll", i) for i in range(7)]
GIANTS = [card("giant", i) for i in range(6)]
WAR, FLY, COMMANDO = card("war_machine"), card("flying_machine"), card("goblin_commando")
SPY = [None] + [card(f"spy_{k}") for k in range(1, 5)]


# ---------------------------------------------------------------- data
def test_deck_has_80_army_cards_and_the_digest_structure():
    assert len(CS.back) == 80
    for people in CS.peoples:
        assert [len(CS.by_type[CS.type_names.index(f"{people}_{r}")]) for r in CS.roles] == [7, 4, 2]
    assert sum(1 for b in CS.back if b == 4) == 24 and sum(1 for b in CS.back if b == 5) == 4
    assert CS.value[V6[0]] == 6 and CS.value[GOB[0]] == 1
    assert card_info(V6[0])["type"] == "orcs_veteran" and card_info(CHIEF[0])["chief"]
    other = card_set("goblins11")
    assert len(other.by_type[other.merc_base]) == 11 and len(other.by_type[other.merc_base + 2]) == 4


def test_piles_and_desertions_by_player_count():
    for n, piles, des in ((4, 9, 2), (5, 11, 2), (6, 13, 1), (7, 14, 1)):
        s = BravesState.new(n, 3)
        assert s.n_piles == piles
        assert sorted(s.deserts) == [0] + [des] * (n - 1) and s.deserts[s.wizard] == 0
        assert sorted(s.shields) == [0] + [2] * (n - 1)
    with pytest.raises(ValueError):
        BravesState.new(3, 1)


# ---------------------------------------------------------------- the deal in real time
def test_deal_is_the_tables_action_in_a_realtime_window():
    s = BravesState.new(5, 2)
    w = s.window()
    assert w.kind == REALTIME and w.table_after == 1.0 and w.seats == ()  # no pile started yet
    assert s.legal_actions(TABLE) == [DEAL] and s.to_act() == ()
    s.apply(DEAL, TABLE)
    w = s.window()
    assert s.wizard not in w.seats and len(w.seats) == 4 and s.to_act() == w.seats
    seat = w.seats[0]
    assert s.legal_actions(seat) == [A("desert 0")]  # one pile started, no shields before the début card
    with pytest.raises(IllegalAction):
        s.apply(DEAL, seat)  # nobody deals for the table
    with pytest.raises(IllegalAction, match="braves.refuse.wizard_no_cards"):
        s.apply(A("desert 0"), s.wizard)
    with pytest.raises(IllegalAction, match="braves.refuse.pile_not_started"):
        s.apply(A("desert 3"), seat)
    assert BravesState.new(5, 2, {"deal_speed": "fast"}).window().table_after == 0.6
    assert BravesState.new(5, 2, {"deal_speed": "slow"}).window().table_after == 1.5


def test_cards_go_round_the_piles_and_the_start_card_lies_near_the_middle():
    s = BravesState.new(4, 5)
    piles_seen = []
    start_at = None
    while s.phase == 0:
        ev = s.apply(DEAL, TABLE)
        for e in ev:
            if e["type"] == "deal":
                piles_seen.append(e["pile"])
            if e["type"] == "recruitment_starts":
                start_at = e["after"]
    assert piles_seen == [i % 9 for i in range(80)]
    assert CS.start_min <= start_at <= CS.start_max
    assert [len(p) for p in s.piles] == [9] * 8 + [8]


def test_shields_only_after_the_start_card():
    s = BravesState.new(4, 7)
    seat = (s.wizard + 1) % 4
    while not s.recruiting:
        s.apply(DEAL, TABLE)
        if not s.recruiting and s.dealt:
            assert all(CODEC.kind_of(a) == "desert" for a in s.legal_actions(seat))
            with pytest.raises(IllegalAction, match="braves.refuse.before_start"):
                s.apply(A("shield 0"), seat)
    assert A("shield 0") in s.legal_actions(seat)
    ev = s.apply(A("shield 2"), seat)
    assert ev == [{"type": "shield", "seat": seat, "pile": 2, "forced": False}]
    assert s.piles[2][-1] == SHIELD + seat and s.shields[seat] == 1


def test_desertions_may_be_played_before_the_start_card_and_are_lost_after_the_last_card():
    s = BravesState.new(4, 8)
    seat = (s.wizard + 1) % 4
    s.apply(DEAL, TABLE)
    assert not s.recruiting
    s.apply(A("desert 0"), seat)
    assert s.piles[0][-1] == DESERTION + seat and s.deserts[seat] == 1
    while s.deck:
        ev = s.apply(DEAL, TABLE)
    over = [e for e in ev if e["type"] == "deal_over"][0]
    assert over["lost_desertions"][seat] == 1
    assert s.deserts == [0, 0, 0, 0]
    # every shield is still in hand: they must be placed, with no table timer
    w = s.window()
    assert PHASES[s.phase] == "place_shields" and w.kind == REALTIME and w.table_after is None
    assert set(w.seats) == {p for p in range(4) if p != s.wizard}
    assert s.legal_actions(seat) == [A(f"shield {p}") for p in range(9)]
    with pytest.raises(IllegalAction, match="braves.refuse.deal_over"):
        s.apply(A("desert 0"), seat)
    for p in w.seats:
        s.apply(A("shield 1"), p)
        s.apply(A("shield 2"), p)
    assert PHASES[s.phase] == "champion" and s.window() == type(w)(TURN, (s.wizard,))


# ---------------------------------------------------------------- pile resolution
def test_the_lowest_shield_takes_the_whole_pile():
    a, b, c = W3[0], V6[0], GOB[0]
    s, piles = resolve([[a, ("S", 2), b, ("S", 1), c]])
    assert piles[0]["owner"] == 2 and piles[0]["kept"] == [a, b, c] and piles[0]["idle_shields"] == [1]
    assert s.hands[2] == sorted([a, b, c]) and s.hands[1] == []


def test_a_pile_without_shield_is_discarded():
    a, b = W3[0], V6[0]
    s, piles = resolve([[a, b]])
    assert piles[0]["owner"] is None and a in s.discard and b in s.discard
    assert all(not h for h in s.hands)


def test_a_desertion_cancels_the_card_below():
    a, b = W3[0], V6[0]
    s, piles = resolve([[a, ("S", 1), b, ("D", 2)]])
    assert piles[0]["cancelled"] == [b] and s.hands[1] == [a] and b in s.discard


def test_a_desertion_on_a_shield_cancels_the_card_under_the_shield():
    a, b = W3[0], V6[0]
    s, piles = resolve([[a, b, ("S", 1), ("D", 2)]])
    assert piles[0]["cancelled"] == [b] and s.hands[1] == [a]
    s, piles = resolve([[a, ("S", 3), ("S", 1), ("D", 2)]])  # skips every shield
    assert piles[0]["cancelled"] == [a] and piles[0]["owner"] == 3 and s.hands[3] == []


def test_a_desertion_on_a_desertion_does_nothing():
    a, b = W3[0], V6[0]
    s, piles = resolve([[("S", 1), a, b, ("D", 2), ("D", 3)]])
    assert piles[0]["cancelled"] == [b] and piles[0]["idle_desertions"] == [3] and s.hands[1] == [a]
    # a shield between the two desertions changes nothing
    s, piles = resolve([[a, b, ("D", 2), ("S", 1), ("D", 3)]])
    assert piles[0]["cancelled"] == [b] and s.hands[1] == [a]
    # nothing below: no effect
    s, piles = resolve([[("D", 2), a, ("S", 1)]])
    assert piles[0]["cancelled"] == [] and s.hands[1] == [a]


# ---------------------------------------------------------------- champion and spies
def test_the_wizard_names_another_player_as_champion():
    s = pile_position([[W3[0], ("S", 1)]])
    assert s.legal_actions(0) == [A("champion 1"), A("champion 2"), A("champion 3")]
    with pytest.raises(IllegalAction, match="braves.refuse.champion_self"):
        s.apply(A("champion 0"), 0)
    with pytest.raises(IllegalAction):
        s.apply(A("champion 2"), 1)  # not the wizard


def spy_position(spies, hands, locked=None, **kw):
    """Spy phase: ``spies`` maps spy number -> holder; the first held spy is played next."""
    hands = {p: list(h) for p, h in hands.items()}
    for k, p in spies.items():
        hands.setdefault(p, []).append(SPY[k])
    first = min(spies)
    d = dict(phase="spy", decider=spies[first], spy_no=first - 1)
    if locked:
        d["locked"] = [locked.get(p, []) for p in range(4)]
    return position(4, 0, hands=hands, **d, **kw)


def test_a_spy_takes_the_card_asked_for_and_locks_it():
    s = spy_position({1: 1, 2: 2}, {1: [], 2: [V6[0], W3[0]]})
    ev = s.apply(A("spy 2 orcs_veteran"), 1)
    assert ev[0]["type"] == "spy" and ev[0]["card"] == V6[0] and ev[0]["barrier"]
    assert V6[0] in s.hands[1] and s.locked[1] == [V6[0]] and SPY[1] in s.discard
    # spy 2 (held by seat 2) asks for it back: it is locked, so the spy has no effect
    assert s.decider == 2
    ev = s.apply(A("spy 1 orcs_veteran"), 2)
    assert ev[0]["card"] is None and V6[0] in s.hands[1] and V6[0] not in s.hands[2]


def test_a_spy_asking_for_a_card_the_target_lacks_has_no_effect():
    s = spy_position({3: 1}, {1: [W3[0]], 2: [W3[1]]})
    ev = s.apply(A("spy 2 giant"), 1)
    assert ev[0]["card"] is None and s.hands[2] == [W3[1]]
    assert PHASES[s.phase] == "choose_people"  # spy 4 held by nobody: skipped


def test_a_spy_cannot_ask_the_wizard_nor_itself():
    s = spy_position({1: 1}, {1: [], 2: [W3[0]]})
    targets = {CODEC.decode(a).target for a in s.legal_actions(1) if CODEC.kind_of(a) == "spy"}
    assert targets == {2, 3}
    with pytest.raises(ValueError):
        A("spy 2 spy_2")  # no asking for spies


def test_a_spy_pass_is_numbered_like_the_spy_events_from_one():
    s = spy_position({2: 1, 3: 2}, {1: [], 2: [W3[0]]})
    passed = s.apply(A("pass"), 1)
    assert passed[0]["type"] == "spy_pass" and passed[0]["number"] == 2
    asked = s.apply(A("spy 1 giant"), 2)
    assert asked[0]["type"] == "spy" and asked[0]["number"] == 3


def test_the_spy_refusal_allows_an_empty_handed_target():
    """Any other player but the wizard may be asked, with cards or not: the refusal says so (EN and FR)."""
    from orcdesk.core.i18n import catalogue, word

    s = spy_position({1: 1}, {1: [], 2: [W3[0]]})  # seat 3 holds no card and is a legal target
    assert A("spy 3 giant") in s.legal_actions(1)
    reason = word(s.refusal(A("spy 0 giant"), 1))
    assert "wizard" in reason and "holds cards" not in reason
    assert "no cards" in catalogue("en")["braves.refuse.spy_target"]
    assert "sans cartes" in catalogue("fr")["braves.refuse.spy_target"]


def test_two_giants_are_both_discarded_after_the_spies():
    s = spy_position({1: 1}, {1: [GIANTS[0]], 2: [GIANTS[1], GIANTS[2], W3[0]], 3: [GIANTS[3]]})
    ev = s.apply(A("spy 3 giant"), 1)  # seat 1 takes seat 3's giant: now two giants
    giants = [e for e in ev if e["type"] == "giants"]
    assert sorted(e["seat"] for e in giants) == [1, 2]
    assert s.hands[1] == [] and s.hands[2] == [W3[0]] and s.hands[3] == []
    assert all(g in s.discard for g in GIANTS[:4])


# ---------------------------------------------------------------- strength
def strength(cards, flying=(), **kw):
    return army_strength(CS, cards, flying, **kw)[0]


def test_a_chief_doubles_its_people_but_not_the_mercenaries():
    assert strength([W3[0], V6[0], CHIEF[0]]) == 2 * (3 + 6 + 2)
    assert strength([W3[0], CHIEF[0], TROLLS[0]]) == 2 * 5 + 4


def test_two_chiefs_zero_the_whole_army_mercenaries_too():
    assert strength([W3[0], CHIEF[0], CHIEF[1], GIANTS[0], TROLLS[0], WAR, GOB[0]]) == 0
    assert strength([CHIEF[0], CHIEF[1]], [FLY, GOB[0]]) == 0
    assert strength([CHIEF[0], CHIEF[1]], [FLY, GOB[0]], two_chiefs_zero_flying=False) == 5


def test_war_machine_is_9_only_with_a_goblin():
    assert strength([WAR]) == 0
    assert strength([WAR, GOB[0]]) == 10
    assert strength([WAR, GOB[0], GOB[1], W3[0]]) == 9 + 2 + 3


def test_flying_machine_is_4_plus_its_goblins_and_nothing_alone():
    assert strength([W3[0]], [FLY]) == 3
    assert strength([W3[0]], [FLY, GOB[0], GOB[1]]) == 3 + 6
    assert strength([GIANTS[0], TROLLS[0]]) == 12


# ---------------------------------------------------------------- battles
def test_the_wizard_picks_each_people_once_and_all_its_cards_are_committed():
    s = position(4, 0, hands={1: [W3[0], V6[0], card("dwarves_warrior")], 2: [CHIEF[0]]})
    assert s.legal_actions(0) == [A("battle orcs"), A("battle barbarians"), A("battle skeletons"), A("battle dwarves")]
    ev = s.apply(A("battle orcs"), 0)
    commits = {e["seat"]: e for e in ev if e["type"] == "commit"}
    assert commits[1]["count"] == 2 and commits[2]["count"] == 1 and commits[3]["count"] == 0
    assert s.redact_event(commits[1], 2)["cards"] is None and s.redact_event(commits[1], 1)["cards"]
    assert s.hands[1] == [card("dwarves_warrior")]
    # no mercenaries anywhere: revealed and scored at once; next battle, orcs are gone from the choices
    assert PHASES[s.phase] == "choose_people" and A("battle orcs") not in s.legal_actions(0)
    assert s.results[0]["winners"] == [1] and s.points[1] == 2


def test_the_mercenary_pass_starts_with_the_kth_player_left_of_the_wizard():
    hands = {p: [TROLLS[p]] for p in (1, 2, 3)}
    for k, first in ((1, 1), (2, 2), (3, 3), (4, 1)):
        fought = [p for p in range(4) if p != 0][: k - 1] if k < 4 else [1, 2, 3]
        s = position(4, 0, hands=hands, battle=k - 1, fought=fought)
        if k < 4:
            s.apply(A("battle orcs"), 0)
        else:
            # the last battle is automatic: the position is set up just before it
            s = position(4, 0, hands=hands, battle=3, fought=[1, 2, 3], phase="choose_people")
            s._next_battle([])
        assert s.pass_order[0] == first and s.decider == first, k


def test_mercenaries_are_committed_one_by_one_then_pass():
    s = position(4, 0, hands={1: [TROLLS[0], GOB[0], FLY, COMMANDO], 2: [GIANTS[0]], 3: [W3[0]]})
    s.apply(A("battle orcs"), 0)
    assert s.decider == 1
    assert s.legal_actions(1) == [A("merc goblin"), A("merc troll"), A("pass")]  # not the machines
    ev = s.apply(A("merc troll"), 1)
    assert ev[0]["count"] == 1 and s.redact_event(ev[0], 2)["card"] is None
    obs = s.observation(2)
    assert obs["battle"]["committed"][1] == {"people": 0, "mercenary": 1}
    assert obs["battle"]["committed"][3] == {"people": 1, "mercenary": 0} and obs["battle"]["own"] == []
    assert s.observation(1)["battle"]["own"] == [TROLLS[0]]
    s.apply(A("pass"), 1)
    assert s.decider == 2
    s.apply(A("merc giant"), 2)  # nothing left: his pass ends; seat 3 has no mercenary: skipped
    assert PHASES[s.phase] == "commando" and s.decider == 1


def test_the_commando_removes_a_face_down_card_before_the_reveal():
    s = position(4, 0, hands={1: [COMMANDO, W3[0]], 2: [V6[0], GIANTS[0]]})
    s.apply(A("battle orcs"), 0)
    s.apply(A("merc giant"), 2)
    assert PHASES[s.phase] == "commando" and s.decider == 1
    assert s.legal_actions(1) == [A("commando 2 people"), A("commando 2 mercenary"), A("pass")]
    ev = s.apply(A("commando 2 mercenary"), 1)
    assert ev[0]["card"] == GIANTS[0] and ev[0]["barrier"]
    assert GIANTS[0] in s.discard and COMMANDO in s.discard
    result = s.results[-1]
    assert result["strengths"][2] == 6 and result["winners"] == [2]


def test_the_flying_machine_joins_after_the_reveal_with_goblins_from_hand():
    s = position(4, 0, hands={1: [FLY, GOB[0], GOB[1], W3[0]], 2: [V6[0]]})
    s.apply(A("battle orcs"), 0)
    s.apply(A("pass"), 1)  # keeps the goblins in hand
    assert PHASES[s.phase] == "flying_machine" and s.revealed
    assert s.observation(2)["battle"]["armies"][1]["strength"] == 3
    assert s.legal_actions(1) == [A("fly 1"), A("fly 2"), A("pass")]
    ev = s.apply(A("fly 2"), 1)
    fly = ev[0]
    assert fly["before"] == 3 and fly["after"] == 3 + 4 + 2
    assert s.results[-1]["winners"] == [1] and s.points[1] == 2


def test_the_flying_machine_is_never_offered_without_a_goblin():
    s = position(4, 0, hands={1: [FLY, W3[0]], 2: [V6[0]]})
    s.apply(A("battle orcs"), 0)
    assert PHASES[s.phase] == "choose_people"  # no mercenary to commit, no goblin to fly: straight through


def test_points_2_1_1_2_and_ties_all_score_and_the_wizard_scores_with_his_champion():
    dw = [card("dwarves_warrior", i) for i in range(3)]
    hands = {
        1: [W3[0], card("barbarians_warrior"), card("skeletons_warrior"), dw[0]],
        2: [W3[1], card("barbarians_veteran"), dw[1]],
        3: [V6[0], dw[2]],
    }
    s = position(4, 0, hands=hands, champion=2)
    ev = s.apply(A("battle orcs"), 0)  # 3 / 3 / 6: seat 3 wins 2
    ev += s.apply(A("battle barbarians"), 0)  # 3 / 6 / 0: seat 2 wins 1, the wizard too
    ev += s.apply(A("battle skeletons"), 0)  # 3 / 0 / 0: seat 1 wins 1
    # dwarves (automatic): 3 / 3 / 3: everyone ties and scores 2, the wizard too (champion 2)
    results = [e for e in ev if e["type"] == "battle_result"]
    assert [r["winners"] for r in results] == [[3], [2], [1], [1, 2, 3]]
    assert [r["points"] for r in results] == [2, 1, 1, 2]
    assert [r["wizard_scored"] for r in results] == [False, True, False, True]
    assert s.points == [1 + 2, 1 + 2, 1 + 2, 2 + 2]


def test_a_zero_strength_army_never_scores_unless_the_option_says_so():
    s = position(4, 0, hands={1: [W3[0]]})
    s.apply(A("battle barbarians"), 0)  # nobody has a barbarian: all at 0
    assert s.results[-1]["winners"] == [] and s.points == [0, 0, 0, 0]
    s = position(4, 0, hands={1: [W3[0]]}, options={"zero_strength_scores": True})
    s.apply(A("battle barbarians"), 0)
    assert s.results[-1]["winners"] == [1, 2, 3] and s.points == [2, 2, 2, 2]  # wizard via champion 1


# ---------------------------------------------------------------- round end and game end
def last_battle(players=4, scores=None, last_win=None, options=None, hands=None, wizard=0, champion=1):
    n = players
    return position(
        n,
        wizard,
        hands=hands or {},
        battle=3,
        fought=[1, 2, 3],
        scores=scores or [0] * n,
        last_win=last_win or [0] * n,
        options=options,
        champion=champion,
        battles=3,
    )


def test_round_end_returns_the_cards_and_the_wizard_passes_left():
    s = position(4, 0, hands={1: [W3[0]], 2: [card("dwarves_warrior")]}, battle=3, fought=[1, 2, 3])
    ev = []
    s._next_battle(ev)
    types = [e["type"] for e in ev]
    assert "round_end" in types and "round_start" in types
    assert s.round == 2 and s.wizard == 1 and PHASES[s.phase] == "deal"
    assert s.shields == [2, 0, 2, 2] and s.deserts == [2, 0, 2, 2]
    assert all(not h for h in s.hands) and len(s.deck) == 81 and s.discard == []
    s.check_invariants()


def test_the_game_ends_after_a_round_in_which_someone_passed_the_threshold_strictly():
    # the last battle left is the orcs'
    s = last_battle(scores=[0, 8, 0, 0], hands={1: [card("dwarves_warrior")]})  # 8 is not "more than 8"
    s._next_battle([])
    assert not s.is_terminal() and s.points[1] == 8 and s.round == 2
    s = last_battle(scores=[0, 7, 0, 0], hands={1: [W3[0]]})
    s._next_battle([])
    assert s.is_terminal() and s.points[1] == 9 and s.winners() == [1] and s.end_reason == "threshold"
    s = last_battle(scores=[0, 8, 0, 0], hands={1: [card("dwarves_warrior")]}, options={"end_threshold_strict": False})
    s._next_battle([])
    assert s.is_terminal() and s.winners() == [1]


def test_thresholds_by_player_count():
    for n, t in ((4, 8), (5, 8), (6, 7), (7, 6)):
        assert BravesState.new(n, 1).observation(None)["threshold"] == t


def test_a_tie_goes_to_the_last_battle_winner_else_it_is_shared():
    s = last_battle(scores=[0, 9, 9, 0], last_win=[0, 2, 3, 0], hands={3: [W3[0]]}, champion=3)
    s._next_battle([])  # seat 3 wins battle 4 (2 points) and the wizard too: 0+2; seat 2 won battle 3
    assert s.is_terminal() and s.points == [2, 9, 9, 2] and s.winners() == [2]
    s = last_battle(scores=[0, 9, 9, 0], last_win=[0, 3, 3, 0], hands={3: [W3[0]]})
    s._next_battle([])
    assert s.is_terminal() and s.winners() == [1, 2] and s.returns() == [0.0, 0.5, 0.5, 0.0]


def test_the_wizards_proxy_points_do_not_break_ties_unless_the_option_says_so():
    # the wizard (seat 0) and seat 2 both reach 10; seat 2 won battle 4, the wizard only through his champion
    hands = {1: [W3[0]]}
    s = last_battle(scores=[8, 0, 10, 0], last_win=[0, 0, 3, 0], hands=hands, champion=1)
    s._next_battle([])
    assert s.points == [10, 2, 10, 0] and s.winners() == [2]
    s = last_battle(
        scores=[8, 0, 10, 0], last_win=[0, 0, 3, 0], hands=hands, champion=1, options={"champion_win_breaks_ties": True}
    )
    s._next_battle([])
    assert s.winners() == [0]


def test_games_always_end_within_the_round_bound():
    s = BravesState.new(4, 1, {"max_rounds": 1, "zero_strength_scores": False})
    rng = Rng(3)
    while not s.is_terminal():
        w = s.window()
        seats = list(w.seats) + ([TABLE] if w.table_after is not None else [])
        seat = rng.choice(seats)
        s.apply(rng.choice(s.legal_actions(seat)), seat)
    assert s.round == 1 and s.end_reason in ("round_limit", "threshold")
    with pytest.raises(ValueError):
        BravesState.new(4, 1, {"max_rounds": 0})


def random_game(n, seed):
    s = BravesState.new(n, seed)
    rng = Rng(seed)
    steps = 0
    while not s.is_terminal():
        w = s.window()
        assert s.to_act() == w.seats
        seats = list(w.seats) + ([TABLE] if w.table_after is not None else [])
        seat = rng.choice(seats)
        s.apply(rng.choice(s.legal_actions(seat)), seat)
        steps += 1
    return s, steps


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_games_end_well_inside_the_bound(players):
    for seed in range(5):
        s, steps = random_game(players, seed)
        assert s.round < 20 and s.end_reason == "threshold"
        s.check_invariants()


# ---------------------------------------------------------------- hidden information
def test_hands_are_hidden_but_backs_are_public():
    s = position(4, 0, hands={1: [W3[0], GOB[0], SPY[1]], 2: [V6[0]]}, phase="choose_people")
    obs = s.observation(2)
    assert obs["hand"] == [V6[0]] and obs["backs"][1] == [1, 0, 0, 0, 1, 1]
    assert obs["hand_counts"][1] == 3
    twin = s.determinize(2, Rng(5))
    assert twin.observation(2) == obs and twin.hands[2] == [V6[0]]
    assert sorted(CS.back[c] for c in twin.hands[1]) == [0, 4, 5]
    assert s.observation(None)["hand"] is None


def test_locked_cards_are_public_and_stay_put_when_resampled():
    s = spy_position({2: 1}, {1: [V6[0]], 2: [W3[0]]}, locked={1: [V6[0]]})
    obs = s.observation(3)
    assert obs["locked"][1] == [V6[0]]
    for seed in range(5):
        twin = s.determinize(3, Rng(seed))
        assert V6[0] in twin.hands[1] and SPY[2] in twin.hands[1]  # the spy being played is shown


def test_codec_text_round_trip():
    for text in (
        "deal",
        "desert 3",
        "shield 13",
        "champion 2",
        "spy 3 orcs_veteran",
        "battle dwarves",
        "merc war_machine",
        "commando 1 people",
        "fly 2",
        "pass",
    ):
        a = A(text)
        assert CODEC.to_text(a) == text
    assert not CODEC.may_undo(A("desert 1")) and not CODEC.may_undo(A("spy 1 goblin"))
    assert CODEC.is_table(DEAL)


def test_the_declared_fields_the_slots_and_the_saved_keys_agree():
    """The class body declares each field with its type, ``__slots__`` names them again and ``to_dict`` saves
    them under its own keys: the three lists cannot drift apart."""
    hints = typing.get_type_hints(BravesState)
    declared = {k for k, h in hints.items() if h is not typing.ClassVar and typing.get_origin(h) is not typing.ClassVar}
    assert declared == set(BravesState.__slots__)
    renamed = {"desertions": "deserts", "scores": "points", "winners": "winners_"}
    saved = {renamed.get(k, k) for k in BravesState.new(5, 3).to_dict()} - {"game", "version"}
    assert saved == declared - {"cs", "n_piles", "speed"}  # derived from the options and the player count


def test_refused_actions_name_the_rule_and_leave_the_state_alone():
    s = position(4, 0, hands={1: [W3[0]]})
    before = s.to_dict()
    with pytest.raises(IllegalAction) as refused:
        s.apply(A("battle orcs"), 1)
    assert refused.value.reason == Reason(
        "braves.refuse.not_your_turn", {"seat": 0, "step": "braves.step.choose_people"}
    )
    assert word(refused.value.reason, ["Ann", "Bob", "Cid", "Dee"].__getitem__) == (
        "It is Ann's decision now: the wizard names the people to fight."
    )
    with pytest.raises(IllegalAction):
        s.apply(A("desert 0"), 1)
    with pytest.raises(IllegalAction):
        s.apply(DEAL, TABLE)
    assert s.to_dict() == before
    assert START == 80


# ---------------------------------------------------------------- data file
def _yaml_with(old: str, new: str):
    from orcdesk.core.data import parse_yaml
    from orcdesk.resources import resource_path

    text = resource_path("data", "braves.yaml").read_text(encoding="utf-8")
    assert old in text
    return parse_yaml(text.replace(old, new), "data/braves.yaml")


def test_a_broken_data_file_names_file_line_and_field():
    from orcdesk.core.data import DataError
    from orcdesk.games.braves.cards import _expand

    bad = _yaml_with("goblins11: {goblin: 11, troll: 4}", "goblins11: {goblin: 12, troll: 4}")
    with pytest.raises(DataError, match="24") as err:
        _expand(bad, "goblins11")
    assert err.value.file == "data/braves.yaml" and err.value.line and "mercenary_splits" in err.value.field
    bad = _yaml_with("type: troll,", "type: ogre,")
    with pytest.raises(DataError, match="ogre") as err:
        _expand(bad, "trolls7")
    assert err.value.field.endswith("type") and err.value.line


def test_every_unsourced_value_is_flagged_proposed():
    from orcdesk.core.data import load_yaml

    cfg = load_yaml("braves.yaml")
    assert all(row["proposed"] for row in cfg["people_cards"])
    mercs = {row["type"]: row for row in cfg["mercenaries"]}
    assert mercs["troll"]["proposed"] and mercs["giant"]["proposed"]
    assert cfg["start_card_after"]["proposed"] and cfg["options"]["mercenary_split"]["proposed"]
    assert cfg["options"]["zero_strength_scores"]["proposed"]
