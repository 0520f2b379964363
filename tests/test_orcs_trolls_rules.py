"""Orcs & Trolls: one test per rule and per card type, with the rulebook's examples.

Positions are built by hand (``position``) and dice are scripted (``Script``), so each test shows one rule.
"""

from __future__ import annotations

import pytest

from orcdesk.core import IllegalAction, Reason, Rng
from orcdesk.core.codec import Decoded
from orcdesk.core.i18n import word
from orcdesk.games.orcs_trolls.cards import CARDS
from orcdesk.games.orcs_trolls.engine import (
    ACTIVE,
    CODEC,
    DRINK,
    FROG,
    OP_DISCARD,
    OP_DRAFT,
    OP_GIVE,
    OP_GRAB,
    OP_GREEN,
    OP_GREY,
    OP_MEAL,
    OP_NEXT,
    OP_RED,
    OP_SEDUCE,
    PASS,
    REFUSE,
    ROLL,
    TRAPPED,
    OrcsTrollsState,
    act,
)

C = CARDS


class Script(Rng):
    """An Rng whose dice are given in advance (shuffles still use the seeded stream)."""

    def __init__(self, dice=()):
        super().__init__(12345)
        self.dice = list(dice)

    def die(self, sides=6):
        assert self.dice, "the test did not script enough dice"
        return self.dice.pop(0)


def card(key: str, i: int = 0) -> int:
    return C.by_key(key)[i]


def orc(name: str) -> int:
    return C.name.index(name)


PLAIN = [orc(n) for n in ("Grubnak", "Morvax", "Bavouille", "Krotok", "Snagrib")]
STRONG, SWIMMER, AGILE, CHARMER = orc("Brakka"), orc("Glouglou"), orc("Vifrat"), orc("Beaubec")
TROLLS = C.by_key("troll")


def member(c, treasures=(), status=ACTIVE, danger=0, grab=-1, used=0):
    return [c, status, danger, grab, used, *treasures]


def position(
    players=2,
    packs=None,
    hands=None,
    active=0,
    turn=None,
    killed=None,
    dice=(),
    options=None,
    orc_decks=None,
    start=True,
):
    """A hand-made position at the start of ``active``'s turn (round 3 unless ``turn`` says otherwise).
    Cards not placed go to the deck (orcs to the discard pile, as if eliminated earlier)."""
    s = OrcsTrollsState.new(players, 1, dict(options or {}, draft="random"))
    packs = packs or {}
    hands = hands or {}
    s.packs = [[m[:] for m in packs.get(p, [])] for p in range(players)]
    s.hands = [sorted(hands.get(p, [])) for p in range(players)]
    s.killed = [list((killed or {}).get(p, [])) for p in range(players)]
    s.orc_decks = [list((orc_decks or {}).get(p, [])) for p in range(players)]
    used = set()
    for p in range(players):
        used.update(s.hands[p], s.killed[p], s.orc_decks[p])
        for m in s.packs[p]:
            used.add(m[0])
            used.update(m[5:])
            if m[3] >= 0:
                used.add(m[3])
    s.discard = [c for c in range(C.n_cards) if c not in used and C.kind[c] == 0]
    s.deck = [c for c in range(C.n_cards) if c not in used and C.kind[c] != 0]
    s.draft_pool = []
    s.markers = C.markers - sum(1 for p in s.packs for m in p if m[1] != ACTIVE)
    s.pending_win = [False] * players
    s.winners_ = []
    s.turn = players * 2 if turn is None else turn
    s.active = active
    s._clear_context()
    s.offers = []
    s.rolls = []
    s.rng = Script(dice)
    s.check_invariants()
    events = []
    if start:
        s._begin_turn(events)
    return s, events


def play(s, text, seat=None):
    return s.apply(s.action_from_text(text), seat)


def types(events):
    return [e["type"] for e in events]


def mem(s, seat, c):
    return s._member(seat, c)


# ---------------------------------------------------------------- data and setup
def test_132_cards_and_card_types():
    kinds = [C.kind.count(k) for k in range(7)]
    assert kinds == [24, 3, 28, 14, 18, 11, 24]
    assert C.n_cards + C.markers + C.reference_cards == 132
    assert sum(1 for c in range(C.n_cards) if C.kind[c] != 0) == 98  # the draw deck
    traits = {b: sum(1 for c in range(24) if C.traits[c] & b) for b in (1, 2, 4, 8)}
    assert traits == {1: 5, 2: 5, 4: 5, 8: 5}
    assert C.vp[card("treasure_2")] == 2 and C.vp[card("treasure_3")] == 3
    assert C.vp[card("warrior")] == 2 and C.vp[card("dwarf")] == 3
    assert all(C.proposed[c] for c in C.by_key("treasure_1"))


def test_orc_draft_in_turn_until_all_taken():
    for players, each in ((2, 12), (3, 8), (4, 6)):
        s = OrcsTrollsState.new(players, 3)
        assert s.phase() == "setup"
        first = s.to_act()[0]
        for i in range(24):
            seat = s.to_act()[0]
            assert seat == (first + i) % players
            s.apply(s.legal_actions(seat)[0], seat)
        assert s.phase() != "setup"
        for p in range(players):
            in_play = len(s.packs[p]) + len(s.orc_decks[p])
            assert in_play == each
            assert len(s.hands[p]) + (C.extra_draws[players] if p == s.active else 0) >= 9
        assert len(s.packs[s.active]) >= 1
        s.check_invariants()


def test_random_draft_option_deals_orcs():
    s = OrcsTrollsState.new(2, 5, {"draft": "random"})
    assert s.phase() == "A" or s.phase() in "BCDEFGH"
    assert sum(len(p) + len(d) for p, d in zip(s.packs, s.orc_decks)) == 24
    assert [len(h) for h in s.hands] == [9, 9]


def test_unknown_option_refused():
    with pytest.raises(ValueError):
        OrcsTrollsState.new(2, 1, {"no_such_option": 1})
    with pytest.raises(ValueError):
        OrcsTrollsState.new(5, 1)


# ---------------------------------------------------------------- dice
def test_dice_keep_two_worst_rulebook_example():
    # 6, 4, 1: keep 4 + 1 = 5, which fails a trial (6 needed): the orc becomes a frog.
    s, _ = position(packs={1: [member(PLAIN[0])]}, hands={0: [card("frog")]}, dice=[6, 4, 1])
    ev = play(s, "red c%d p1" % card("frog"))
    dice = next(e for e in ev if e["type"] == "dice")
    assert dice["dice"] == [1, 4, 6] and dice["kept"] == [1, 4] and dice["discarded"] == [6]
    assert dice["total"] == 5 and dice["outcome"] == "frog"
    assert mem(s, 1, PLAIN[0])[1] == FROG


@pytest.mark.parametrize("greens,total", [(("dragon",), 10), (("feast",), 10), (("dragon", "feast"), 20)])
def test_dragon_keeps_best_and_feast_doubles(greens, total):
    hand1 = [card(g) for g in greens]
    s, _ = position(packs={1: [member(PLAIN[0])]}, hands={0: [card("frog")], 1: hand1}, dice=[6, 4, 1])
    play(s, "red c%d p1" % card("frog"))
    assert s.to_act() == (1,)  # the target decides his green cards
    for g in hand1:
        if s.to_act() == (1,) and s.step == 2:
            play(s, "green c%d" % g, 1)
    if s.rolls == []:
        play(s, "roll", 1)
    assert s.rolls[-1]["total"] == total and s.rolls[-1]["outcome"] == "passed"


def test_feast_doubles_dice_only_then_bonuses():
    # Talisman +2 is added after doubling: (1+1)*2 + 2 = 6 passes; option total: (2+2)*2 = 8.
    for opt, total in (("dice", 6), ("total", 8)):
        s, _ = position(
            packs={1: [member(PLAIN[0], [card("talisman")])]},
            hands={0: [card("quicksand")], 1: [card("feast")]},
            dice=[1, 1, 5],
            options={"feast_doubles": opt},
        )
        play(s, "red c%d p1" % card("quicksand"))
        play(s, "green c%d" % card("feast"), 1)
        assert s.rolls[-1]["total"] == total


# ---------------------------------------------------------------- victory points
def test_21_point_rulebook_example():
    # 4 orcs + 1 troll = 5; treasure 2 + treasure 3 + talisman 2 + sword 2 = 9; 2 warriors + 1 dwarf = 7.
    pack = [
        member(PLAIN[0], [card("treasure_2"), card("treasure_3")]),
        member(PLAIN[1], [card("talisman"), card("sword")]),
        member(PLAIN[2]),
        member(PLAIN[3]),
        member(TROLLS[0]),
    ]
    s, _ = position(
        packs={0: pack}, killed={0: [card("warrior"), card("warrior", 1), card("dwarf")]}, active=1, start=False
    )
    obs = s.observation(1)
    assert obs["vp"][0] == {"members": 5, "treasures": 9, "killed": 7, "total": 21}
    assert s.scores()[0] == 21


def test_frogs_and_trapped_do_not_count():
    pack = [
        member(PLAIN[0], [card("treasure_3")], status=FROG),
        member(PLAIN[1], [card("treasure_2")], status=TRAPPED),
        member(PLAIN[2], [card("treasure_1")], danger=1),
    ]
    s, _ = position(packs={0: pack}, active=1, start=False)
    assert s._vp(0) == (1, 1, 0)


def test_win_needs_21_at_end_of_turn_and_at_start_of_next():
    pack = [member(PLAIN[i]) for i in range(4)] + [
        member(PLAIN[4], [card("treasure_4"), card("treasure_4", 1), card("treasure_3"), card("treasure_3", 1)])
    ]
    # 5 members + 14 treasure = 19; grabbing a 2-treasure brings 21 at the end of the turn.
    s, _ = position(packs={0: pack}, hands={0: [card("treasure_2")]}, turn=0, start=True)
    play(s, "grab c%d c%d" % (PLAIN[0], card("treasure_2")))
    while s.active == 0:
        play(s, "pass")
    assert s.pending_win[0] and not s.is_terminal()
    while s.active == 1 and not s.is_terminal():
        a = PASS if PASS in s.legal_actions() else s.legal_actions()[0]
        s.apply(a)
    assert s.is_terminal() and s.winners() == [0] and s.returns()[0] == 1.0


def test_no_win_if_below_21_at_start_of_next_turn():
    pack = [member(PLAIN[i]) for i in range(5)] + [
        member(
            PLAIN[4] + 1 if False else STRONG,
            [card("treasure_4"), card("treasure_4", 1), card("treasure_3"), card("treasure_3", 1)],
        )
    ]
    s, _ = position(packs={0: pack}, active=0, start=False)
    assert s.vp(0) == 20
    s.pending_win[0] = True
    s.packs[0].pop(0)  # lost an orc during the opponent's turn: 19
    s.rng = Script([])
    s._begin_turn([])
    assert not s.is_terminal() and not s.pending_win[0]


# ---------------------------------------------------------------- phase A: red cards
def test_no_red_card_in_first_round():
    s, _ = position(packs={1: [member(PLAIN[0])]}, hands={0: [card("river"), card("treasure_1")]}, turn=0)
    assert s.step != 1 and not any(CODEC.kind_of(a) == "red" for a in s.legal_actions())
    with pytest.raises(IllegalAction) as exc:
        s.apply(act(OP_RED, card("river"), 1))
    assert exc.value.reason.key.startswith("orcs_trolls.refuse.")


def test_river_crossing_swimmers_immune_and_failure_eliminates():
    pack = [member(SWIMMER), member(PLAIN[0], [card("treasure_2")])]
    s, _ = position(packs={1: pack}, hands={0: [card("river")]}, dice=[1, 1, 1])
    ev = play(s, "red c%d p1" % card("river"))
    assert [e["member"] for e in ev if e["type"] == "dice"] == [PLAIN[0]]
    assert [m[0] for m in s.packs[1]] == [SWIMMER]
    assert card("treasure_2") in s.discard and PLAIN[0] in s.discard


def test_lucky_branch_cancels_river_and_quicksand():
    for red in ("river", "quicksand"):
        s, _ = position(packs={1: [member(PLAIN[0])]}, hands={0: [card(red)], 1: [card("branch")]})
        play(s, "red c%d p1" % card(red))
        assert s.to_act() == (1,)
        ev = play(s, "green c%d" % card("branch"), 1)
        assert "cancelled" in types(ev) and "dice" not in types(ev)
        assert len(s.packs[1]) == 1 and card(red) in s.discard and card("branch") in s.discard


def test_branch_is_useless_against_a_frog_trial():
    s, _ = position(packs={1: [member(PLAIN[0])]}, hands={0: [card("frog")], 1: [card("branch")]}, dice=[6, 6, 6])
    play(s, "red c%d p1" % card("frog"))
    assert s.rolls and s.rolls[-1]["outcome"] == "passed"  # no green decision was offered


def test_quicksand_eliminates_and_trolls_take_trials():
    pack = [member(TROLLS[0], [card("treasure_3")]), member(PLAIN[0])]
    s, _ = position(packs={1: pack}, hands={0: [card("quicksand")]}, dice=[1, 2, 3, 6, 6, 6])
    play(s, "red c%d p1" % card("quicksand"))
    assert [m[0] for m in s.packs[1]] == [PLAIN[0]]


def test_dangerous_position_endangers_then_second_failure_eliminates():
    s, _ = position(packs={1: [member(PLAIN[0]), member(AGILE)]}, hands={0: [card("danger")]}, dice=[2, 2, 6, 2, 1, 6])
    play(s, "red c%d p1" % card("danger"))
    # Plain orc: 4, endangered. Agile orc: 1+2+1 = 4, endangered.
    assert mem(s, 1, PLAIN[0])[2] == 1 and mem(s, 1, AGILE)[2] == 1
    # Endangered orcs cannot grab.
    s2, _ = position(packs={0: [member(PLAIN[0], danger=1)]}, hands={0: [card("treasure_1")]}, start=False)
    assert s2._b_actions(0) == []
    # Phase F of the owner: compulsory escape rolls, >= 6 freed, else eliminated.
    s3, _ = position(packs={0: [member(PLAIN[0], danger=1), member(AGILE, danger=1)]}, dice=[3, 3, 6, 2, 2, 6])
    assert mem(s3, 0, PLAIN[0]) is not None and mem(s3, 0, PLAIN[0])[2] == 0
    assert mem(s3, 0, AGILE) is None  # 2+2+1 = 5: eliminated


def test_frog_then_witchs_house_in_phase_f():
    s, _ = position(
        packs={0: [member(PLAIN[0], status=FROG), member(PLAIN[1], status=FROG), member(PLAIN[2])]},
        hands={0: [card("witch")]},
    )
    assert s.phase() == "F" and s.legal_actions() == [act(OP_GREEN, card("witch")), PASS]
    assert s.markers == C.markers - 2
    play(s, "green c%d" % card("witch"))
    assert all(m[1] == ACTIVE for m in s.packs[0]) and s.markers == C.markers


def test_charisma_helps_against_frog_and_frogs_skip_trials():
    s, _ = position(
        packs={1: [member(CHARMER), member(PLAIN[0], status=FROG)]}, hands={0: [card("frog")]}, dice=[2, 3, 6]
    )
    ev = play(s, "red c%d p1" % card("frog"))
    assert [e["member"] for e in ev if e["type"] == "dice"] == [CHARMER]
    assert s.rolls[-1]["total"] == 6 and mem(s, 1, CHARMER)[1] == ACTIVE


def test_trap_then_escape_on_6_with_strength_and_agility():
    s, _ = position(packs={1: [member(STRONG), member(AGILE)]}, hands={0: [card("trap")]}, dice=[2, 3, 6, 2, 2, 6])
    play(s, "red c%d p1" % card("trap"))
    # Strength does not help the first trap roll (5 fails), agility does (2+2+1 = 5 fails too).
    assert mem(s, 1, STRONG)[1] == TRAPPED and mem(s, 1, AGILE)[1] == TRAPPED
    # Trapped members score nothing, take no trial, cannot act.
    assert s._vp(1)[0] == 0
    s2, _ = position(
        packs={0: [member(STRONG, status=TRAPPED), member(PLAIN[0], status=TRAPPED)]}, dice=[2, 3, 6, 2, 3, 6]
    )
    assert mem(s2, 0, STRONG)[1] == ACTIVE  # escape: 5 + 1 strength = 6
    assert mem(s2, 0, PLAIN[0])[1] == TRAPPED  # 5: stays trapped, tries again next turn
    opt, _ = position(
        packs={1: [member(STRONG)]},
        hands={0: [card("trap")]},
        dice=[2, 3, 6],
        options={"strength_on_first_trap_roll": True},
    )
    play(opt, "red c%d p1" % card("trap"))
    assert mem(opt, 1, STRONG)[1] == ACTIVE


def test_talisman_helps_every_trial():
    s, _ = position(packs={1: [member(PLAIN[0], [card("talisman")])]}, hands={0: [card("quicksand")]}, dice=[2, 2, 6])
    play(s, "red c%d p1" % card("quicksand"))
    assert s.rolls[-1]["total"] == 6 and len(s.packs[1]) == 1


def test_troll_meal_eats_other_players_frogs_only_with_a_troll_in_play():
    frogs1 = [member(PLAIN[0], [card("treasure_2")], status=FROG), member(PLAIN[1])]
    s, _ = position(
        players=3,
        packs={0: [member(PLAIN[2], status=FROG)], 1: frogs1, 2: [member(TROLLS[0])]},
        hands={0: [card("troll_meal")]},
    )
    assert act(OP_MEAL, card("troll_meal")) in s.legal_actions()
    play(s, "meal c%d" % card("troll_meal"))
    assert [m[0] for m in s.packs[1]] == [PLAIN[1]] and mem(s, 0, PLAIN[2]) is not None
    assert s.markers == C.markers - 1
    none, _ = position(packs={1: frogs1}, hands={0: [card("troll_meal")]})
    assert act(OP_MEAL, card("troll_meal")) not in none.legal_actions()


def test_life_potion_after_a_failed_trial_is_the_targets_decision():
    s, _ = position(
        packs={1: [member(PLAIN[0], [card("treasure_3")]), member(PLAIN[1])]},
        hands={0: [card("river")], 1: [card("potion")]},
        dice=[1, 1, 1, 1, 1, 1],
    )
    play(s, "red c%d p1" % card("river"))
    assert s.to_act() == (1,) and s.step == 3  # he orders his members (a potion makes the order matter)
    play(s, "next c%d" % PLAIN[1], 1)
    assert s.to_act() == (1,) and s.legal_actions(1) == [DRINK, REFUSE]
    play(s, "drink", 1)
    assert mem(s, 1, PLAIN[1]) is not None
    # The other orc fails too and no potion is left: eliminated without a question.
    assert mem(s, 1, PLAIN[0]) is None and card("treasure_3") in s.discard


# ---------------------------------------------------------------- phase B: treasures and trolls
def test_each_free_orc_grabs_one_treasure_or_seduces():
    s, _ = position(
        packs={0: [member(PLAIN[0]), member(PLAIN[1], status=FROG)]},
        hands={0: [card("treasure_1"), card("treasure_2"), TROLLS[0]]},
    )
    legal = s.legal_actions()
    assert act(OP_GRAB, PLAIN[0], card("treasure_1")) in legal and act(OP_SEDUCE, PLAIN[0], TROLLS[0]) in legal
    assert not any(CODEC.decode(a).orc == PLAIN[1] for a in legal if CODEC.kind_of(a) in ("grab", "seduce"))
    play(s, "grab c%d c%d" % (PLAIN[0], card("treasure_1")))
    assert s.phase() != "B"  # the only free orc has acted
    assert mem(s, 0, PLAIN[0])[5:] == [card("treasure_1")]  # placed in phase D (no attack)


def test_one_sword_and_one_talisman_per_orc():
    s, _ = position(packs={0: [member(PLAIN[0], [card("sword")])]}, hands={0: [card("sword", 1), card("talisman")]})
    assert act(OP_GRAB, PLAIN[0], card("sword", 1)) not in s.legal_actions()
    assert act(OP_GRAB, PLAIN[0], card("talisman")) in s.legal_actions()


@pytest.mark.parametrize(
    "who,die,outcome",
    [
        (PLAIN[0], 1, "orc_killed"),
        (PLAIN[0], 3, "troll_leaves"),
        (PLAIN[0], 4, "troll_joins"),
        (CHARMER, 3, "troll_joins"),
        (CHARMER, 1, "troll_leaves"),
    ],
)
def test_troll_seduction(who, die, outcome):
    s, _ = position(packs={0: [member(who)]}, hands={0: [TROLLS[1]]}, dice=[die])
    ev = play(s, "seduce c%d c%d" % (who, TROLLS[1]))
    assert next(e for e in ev if e["type"] == "seduce")["outcome"] == outcome
    in_pack = [m[0] for m in s.packs[0]]
    assert (TROLLS[1] in in_pack) == (outcome == "troll_joins")
    assert (who in in_pack) == (outcome != "orc_killed")


# ---------------------------------------------------------------- phase C: attacks
def attack_position(defenders, black, dice, greys=(), greens=(), players=2, extra_hands=None, options=None):
    hands = {0: list(greens), 1: [black, *greys]}
    hands.update(extra_hands or {})
    return position(players=players, packs={0: defenders}, hands=hands, dice=dice, options=options)


@pytest.mark.parametrize(
    "die,dice,outcome,alive,keeps",
    [
        (6, [1, 2, 6], "combat", False, False),  # 3 - 6 = -3: dies with its treasure
        (4, [1, 3, 6], "loses_treasure", True, False),  # 4 - 4 = 0
        (2, [2, 2, 6], "loses_treasure", True, False),  # 4 - 2 = 2
        (1, [2, 2, 6], "keeps", True, True),  # 4 - 1 = 3
        (1, [2, 3, 6], "keeps", True, True),  # 5 - 1 = 4
        (1, [3, 3, 6], "kills", True, True),  # 6 - 1 = 5: the enemy is killed
    ],
)
def test_combat_bands(die, dice, outcome, alive, keeps):
    s, _ = attack_position([member(PLAIN[0], [card("treasure_3")])], card("warrior"), [die, *dice])
    assert s.to_act() == (1,)
    play(s, "black c%d" % card("warrior"), 1)
    assert s.rolls[-1]["outcome"] == outcome
    m = mem(s, 0, PLAIN[0])
    assert (m is not None) == alive
    if alive:
        assert (m[5:] == [card("treasure_3")]) == keeps
    assert (card("warrior") in s.killed[0]) == (outcome == "kills")
    assert s.vp(0) == (1 if alive else 0) + (3 if keeps else 0) + (2 if outcome == "kills" else 0)


def test_grabbed_treasure_lost_on_0_to_2_and_defender_orders_orcs():
    pack = [member(PLAIN[0]), member(PLAIN[1])]
    s, _ = position(packs={0: pack}, hands={0: [card("treasure_2")], 1: [card("warrior")]}, dice=[3, 1, 2, 6, 3, 3, 6])
    play(s, "grab c%d c%d" % (PLAIN[0], card("treasure_2")))  # no treasure left: phase B ends
    play(s, "black c%d" % card("warrior"), 1)
    assert s.to_act() == (0,) and s.legal_actions(0) == [act(OP_NEXT, PLAIN[0]), act(OP_NEXT, PLAIN[1])]
    play(s, "next c%d" % PLAIN[0], 0)  # 3 - 3 = 0: lives, loses the treasure he was grabbing
    assert mem(s, 0, PLAIN[0])[3] == -1 and card("treasure_2") in s.discard
    # The last orc rolls without a question: 6 - 3 = 3 keeps; the attack is over.
    assert s.rolls[-1]["member"] == PLAIN[1] and card("warrior") in s.discard


def test_kill_stops_the_attack():
    s, _ = attack_position([member(PLAIN[0]), member(PLAIN[1])], card("warrior"), [1, 6, 6, 6])
    play(s, "black c%d" % card("warrior"), 1)
    play(s, "next c%d" % PLAIN[1], 0)
    assert [r["outcome"] for r in s.rolls] == ["attack", "kills"] and s.killed[0] == [card("warrior")]


def test_trolls_frogs_and_trapped_are_never_attacked():
    s, _ = attack_position(
        [member(TROLLS[0]), member(PLAIN[0], status=FROG), member(PLAIN[1], status=TRAPPED)], card("warrior"), [6, 6, 6]
    )
    assert s.step != 6 and card("warrior") in s.hands[1]  # no attack offer at all
    assert s.rolls[-1]["member"] == PLAIN[1] and s.rolls[-1]["outcome"] == "freed"  # the trapped orc's escape


def test_elves_attack_only_orcs_holding_or_grabbing_treasure():
    s, _ = attack_position([member(PLAIN[0]), member(PLAIN[1])], card("elf"), [])
    assert card("elf") in s.hands[1] and s.step != 6  # no target: not offered
    s, _ = attack_position([member(PLAIN[0], [card("treasure_1")]), member(PLAIN[1])], card("elf"), [1, 3, 3, 6])
    ev = play(s, "black c%d" % card("elf"), 1)
    assert [e["member"] for e in ev if e["type"] == "dice"] == [PLAIN[0]]


@pytest.mark.parametrize("black,bonus", [("warrior", 0), ("elf", 0), ("dwarf", 3), ("super_hero", 5)])
def test_attack_card_bonuses(black, bonus):
    s, _ = attack_position([member(PLAIN[0], [card("treasure_1")])], card(black), [4, 6, 6, 6])
    ev = play(s, "black c%d" % card(black), 1)
    roll = next(e for e in ev if e["type"] == "attack_roll")
    assert roll["total"] == 4 + bonus


def test_grey_cards_compatible_and_different():
    greys = [
        card("black_night"),
        card("super_arrow"),
        card("super_blade"),
        card("mighty_action"),
        card("mighty_action", 1),
    ]
    s, _ = attack_position([member(PLAIN[0], [card("treasure_1")])], card("elf"), [2, 6, 6, 6], greys=greys)
    play(s, "black c%d" % card("elf"), 1)
    legal = s.legal_actions(1)
    assert act(OP_GREY, card("super_blade")) not in legal  # warriors only
    assert act(OP_GREY, card("black_night")) in legal and act(OP_GREY, card("mighty_action")) in legal
    play(s, "grey c%d" % card("black_night"), 1)
    play(s, "grey c%d" % card("mighty_action"), 1)
    assert act(OP_GREY, card("mighty_action", 1)) not in s.legal_actions(1)
    ev = play(s, "grey c%d" % card("super_arrow"), 1)
    roll = next(e for e in ev if e["type"] == "attack_roll")
    assert roll["total"] == 2 + 9


def test_rune_hammer_only_for_dwarves():
    s, _ = attack_position([member(PLAIN[0])], card("dwarf"), [1, 6, 6, 6], greys=[card("rune_hammer")])
    play(s, "black c%d" % card("dwarf"), 1)
    assert act(OP_GREY, card("rune_hammer")) in s.legal_actions(1)


def test_defence_cards_in_combat():
    # Strength +1, sword +2, friendly help +3, big dragon +5 vs a warrior: 2 + 1 + 2 + 3 + 5 = 13 vs 6.
    greens = [card("help"), card("big_dragon")]
    s, _ = attack_position([member(STRONG, [card("sword")])], card("warrior"), [6, 1, 1, 6], greens=greens)
    play(s, "black c%d" % card("warrior"), 1)
    assert s.to_act() == (0,) and set(s.legal_actions(0)) == {act(OP_GREEN, g) for g in greens} | {ROLL}
    play(s, "green c%d" % card("help"), 0)
    play(s, "green c%d" % card("big_dragon"), 0)
    assert s.rolls[-1]["total"] == 13 and s.rolls[-1]["outcome"] == "kills"
    assert card("help") in s.discard and card("big_dragon") in s.discard


def test_big_dragon_only_against_warriors():
    s, _ = attack_position([member(PLAIN[0])], card("dwarf"), [1, 6, 6, 6], greens=[card("big_dragon")])
    play(s, "black c%d" % card("dwarf"), 1)
    assert s.rolls  # no green decision: the big dragon is useless against a dwarf


def test_pack_effect_counts_active_members():
    pack = [member(PLAIN[0]), member(PLAIN[1], status=FROG), member(TROLLS[0])]
    s, _ = attack_position(pack, card("warrior"), [6, 1, 1, 6], greens=[card("pack")])
    play(s, "black c%d" % card("warrior"), 1)
    play(s, "green c%d" % card("pack"), 0)
    assert s.rolls[-1]["total"] == 2 + 2  # the orc and the troll, not the frog


def test_scout_cancels_the_attack_and_grabs_succeed():
    s, _ = position(
        packs={0: [member(PLAIN[0])]},
        hands={0: [card("treasure_4"), card("scout")], 1: [card("warrior"), card("super_blade")]},
    )
    play(s, "grab c%d c%d" % (PLAIN[0], card("treasure_4")))
    play(s, "black c%d" % card("warrior"), 1)
    play(s, "grey c%d" % card("super_blade"), 1)
    ev = play(s, "green c%d" % card("scout"), 0)
    assert "scout" in types(ev) and "dice" not in types(ev)
    assert mem(s, 0, PLAIN[0])[5:] == [card("treasure_4")]
    assert {card("warrior"), card("super_blade"), card("scout")} <= set(s.discard)


def test_life_potion_in_combat_loses_the_grabbed_treasure():
    s, _ = position(
        packs={0: [member(PLAIN[0], [card("treasure_1")])]},
        hands={0: [card("treasure_3"), card("potion")], 1: [card("super_hero")]},
        dice=[6, 1, 1, 1],
    )
    play(s, "grab c%d c%d" % (PLAIN[0], card("treasure_3")))
    play(s, "black c%d" % card("super_hero"), 1)
    assert s.to_act() == (0,) and s.legal_actions(0) == [DRINK, REFUSE]
    play(s, "drink", 0)
    m = mem(s, 0, PLAIN[0])
    assert m[5:] == [card("treasure_1")] and card("treasure_3") in s.discard and card("potion") in s.discard


def test_three_players_black_offered_from_the_left_and_everyone_adds_greys():
    hands = {0: [], 1: [card("warrior")], 2: [card("warrior", 1), card("super_blade"), card("mighty_action")]}
    s, _ = position(players=3, packs={0: [member(PLAIN[0])]}, hands=hands, dice=[1, 6, 6, 6])
    assert s.to_act() == (1,) and s.step == 6
    play(s, "pass", 1)
    assert s.to_act() == (2,)
    play(s, "black c%d" % card("warrior", 1), 2)
    assert s.to_act() == (2,) and s.step == 7
    play(s, "grey c%d" % card("super_blade"), 2)
    play(s, "pass", 2)
    # Seat 1 passed on the attack but may still add greys: he has none, so nothing is asked.
    assert s.rolls and s.x_kind == 0 or s.phase() != "C"


# ---------------------------------------------------------------- phases E to I
def test_transfer_one_treasure_per_orc_to_a_troll():
    pack = [member(PLAIN[0], [card("treasure_1"), card("treasure_2")]), member(TROLLS[0])]
    s, _ = position(packs={0: pack})
    assert s.phase() == "E"
    play(s, "give c%d c%d c%d" % (PLAIN[0], card("treasure_2"), TROLLS[0]))
    assert mem(s, 0, TROLLS[0])[5:] == [card("treasure_2")]
    assert not any(CODEC.kind_of(a) == "give" for a in s.legal_actions())  # this orc already gave this turn


def test_no_transfer_with_frog_or_endangered_troll():
    pack = [member(PLAIN[0], [card("treasure_1")]), member(TROLLS[0], status=FROG), member(TROLLS[1], danger=1)]
    s, _ = position(packs={0: pack}, hands={0: [card("treasure_1", 1)]})
    assert not any(CODEC.kind_of(a) == "give" for a in s.legal_actions())


def test_new_orc_from_orc_deck_then_discard_and_refill():
    s, _ = position(
        packs={0: [member(PLAIN[0])]},
        orc_decks={0: [PLAIN[1], PLAIN[2]]},
        hands={0: [card("help"), card("scout"), card("branch")]},
    )
    assert s.phase() == "H" and [m[0] for m in s.packs[0]] == [PLAIN[0], PLAIN[2]]
    play(s, "discard c%d" % card("branch"))
    assert card("branch") in s.discard
    ev = play(s, "pass")
    draws = [e["seat"] for e in ev if e["type"] == "draw"]
    # One at a time from the active player clockwise until everyone holds 9.
    assert draws[:4] == [0, 1, 0, 1] and len(s.hands[0]) == 9 and len(s.hands[1]) == 9
    assert all(e.get("barrier") for e in ev if e["type"] == "draw")


def test_extra_draws_and_discard_down_to_9_with_four_players():
    s, _ = position(
        players=4, hands={p: [c for c in C.by_key("treasure_1")[:1]] if p == 0 else [] for p in range(4)}, dice=[6] * 40
    )
    assert len(s.hands[0]) == 3  # 1 card + 2 extra draws at the start of the turn
    s2, _ = position(players=4, hands={0: list(range(27, 36)), 1: [], 2: [], 3: []}, dice=[6] * 40)
    assert len(s2.hands[0]) == 11
    while s2.step != 11:
        s2.apply(PASS if PASS in s2.legal_actions() else s2.legal_actions()[-1])
    assert PASS not in s2.legal_actions()
    with pytest.raises(IllegalAction) as exc:
        s2.apply(PASS)
    assert exc.value.reason == Reason("orcs_trolls.refuse.hand_too_big", {"n": 9})
    assert "9 cards" in word(exc.value.reason)
    while len(s2.hands[0]) > 9:
        s2.apply(s2.legal_actions()[0])
    assert PASS in s2.legal_actions()


def test_drawn_orc_joins_the_drawers_pack_and_he_draws_again():
    s, _ = position(hands={0: [card("treasure_1")]}, start=False)
    s.discard.remove(PLAIN[3])
    s.deck.append(PLAIN[3])  # on top
    ev = []
    assert s._draw(1, ev)
    assert types(ev) == ["orc_drawn", "draw"] and mem(s, 1, PLAIN[3]) is not None and len(s.hands[1]) == 1


def test_discard_pile_reshuffled_when_the_deck_is_empty():
    s, _ = position(start=False)
    s.discard += s.deck
    s.deck = []
    ev = []
    assert s._draw(0, ev)
    assert types(ev)[0] == "reshuffle" and not s.discard or "reshuffle" in types(ev)
    s.check_invariants()


def test_runaway_game_ends_at_round_limit():
    s = OrcsTrollsState.new(2, 9, {"draft": "random", "max_rounds": 3})
    rng = Rng(4)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    assert s.round_limit_hit and s.turn == 6
    vps = s.scores()
    assert s.winners() == ([] if vps[0] == vps[1] else [vps.index(max(vps))])


def test_random_games_always_end_within_default_round_limit():
    for seed in range(6):
        s = OrcsTrollsState.new(2 + seed % 3, seed)
        rng = Rng(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        assert s.turn <= s.options["max_rounds"] * s.players


# ---------------------------------------------------------------- hidden information, notation, storage
def test_observation_hides_hands_and_determinize_keeps_the_view():
    s = OrcsTrollsState.new(3, 21, {"draft": "random"})
    obs = s.observation(0)
    assert obs["hand"] == sorted(s.hands[0]) and "hands" not in obs and obs["hand_counts"] == [len(h) for h in s.hands]
    assert s.observation(None)["hand"] is None
    twin = s.determinize(0, Rng(3))
    assert twin.observation(0) == obs and twin.hands[0] == s.hands[0]
    assert twin.hands[1] != s.hands[1] or twin.deck != s.deck
    assert twin.rng.state != s.rng.state


def test_action_text_and_illegal_reasons():
    s, _ = position(packs={0: [member(PLAIN[0])]}, hands={0: [card("treasure_1")]})
    a = act(OP_GRAB, PLAIN[0], card("treasure_1"))
    assert s.action_to_text(a) == "grab c%d c%d" % (PLAIN[0], card("treasure_1"))
    assert s.action_from_text(s.action_to_text(a)) == a
    assert CODEC.decode(a) == Decoded("grab", {"orc": PLAIN[0], "treasure": card("treasure_1")})
    assert CODEC.decode(act(OP_RED, card("frog"), 1)) == Decoded("red", {"card": card("frog"), "target": 1})
    for bad in ("", "grab", "fly c1", "grab c1 x2", "red c1 p9"):
        with pytest.raises(ValueError):
            s.action_from_text(bad)
    with pytest.raises(IllegalAction) as exc:
        s.apply(act(OP_DISCARD, card("treasure_1")))
    assert exc.value.reason == Reason("orcs_trolls.refuse.wrong_step", {"what": "orcs_trolls.why.grab"})
    assert "grab treasures" in word(exc.value.reason)
    assert s.refusal(a, 1) == Reason("common.refuse.seat_turn", {"seat": 0})
    assert s.refusal(a) is None
    with pytest.raises(IllegalAction) as exc:
        s.apply(a, 1)
    assert word(exc.value.reason) == "It is Player 1's turn, not yours."
    with pytest.raises(IllegalAction):
        s.apply(act(OP_DRAFT, PLAIN[0]))


def test_dict_round_trip_and_bad_dicts_name_the_field():
    from orcdesk.core import StateFormatError

    s, _ = position(packs={0: [member(PLAIN[0], [card("treasure_1")], status=FROG)]})
    d = s.to_dict()
    again = OrcsTrollsState.from_dict(d)
    assert again == s
    broken = s.to_dict()
    broken["packs"][0][0]["status"] = "zombie"
    with pytest.raises(StateFormatError) as exc:
        OrcsTrollsState.from_dict(broken)
    assert "packs[0][0]" in str(exc.value)
    broken = s.to_dict()
    broken["deck"].append(broken["deck"][0])
    with pytest.raises(StateFormatError) as exc:
        OrcsTrollsState.from_dict(broken)
    assert "132 cards" in str(exc.value)
    broken = s.to_dict()
    del broken["markers"]
    with pytest.raises(StateFormatError) as exc:
        OrcsTrollsState.from_dict(broken)
    assert exc.value.field == "markers"


@pytest.mark.parametrize(
    "field, value",
    [("first", 2), ("first", 2**63), ("first", -1), ("offers", []), ("offers", [2**63]), ("offers", [0])],
)
def test_bad_seats_in_a_dict_are_refused_by_name(field, value):
    """A first player or an offered seat that is no seat, or an attack offer whose list does not start with the
    seat asked, would break a later move: from_dict refuses it, naming the field."""
    from orcdesk.core import StateFormatError

    s, _ = attack_position([member(PLAIN[0])], card("warrior"), [])
    assert s.offers == [1] and s.to_act() == (1,) and OrcsTrollsState.from_dict(s.to_dict()) == s
    broken = s.to_dict()
    broken[field] = value
    with pytest.raises(StateFormatError) as exc:
        OrcsTrollsState.from_dict(broken)
    assert exc.value.field == field


def test_check_invariants_catches_a_lost_card_and_wrong_markers():
    s, _ = position(start=False)
    s.deck.pop()
    with pytest.raises(AssertionError, match="132 cards"):
        s.check_invariants()
    s, _ = position(start=False)
    s.markers -= 1
    with pytest.raises(AssertionError, match="markers"):
        s.check_invariants()


def test_clone_is_independent():
    s = OrcsTrollsState.new(2, 7, {"draft": "random"})
    c = s.clone()
    assert c == s
    c.apply(c.legal_actions()[0])
    assert c != s
    s.check_invariants()


# ---------------------------------------------------------------- options (readings of the digest)
def test_option_frozen_members_attacked():
    pack = [member(PLAIN[0], status=FROG)]
    s, _ = attack_position(pack, card("warrior"), [])
    assert card("warrior") in s.hands[1] and s.step != 6  # default: frogs are skipped, no target
    s, _ = attack_position(pack, card("warrior"), [1, 6, 6, 6], options={"frozen_members_attacked": True})
    assert s.step == 6 and s.to_act() == (1,)


def test_option_grabbed_items_work():
    for works, total in ((True, 4), (False, 2)):
        s, _ = position(
            packs={0: [member(PLAIN[0])]},
            hands={0: [card("sword")], 1: [card("warrior")]},
            dice=[6, 1, 1, 6],
            options={"grabbed_items_work": works},
        )
        play(s, "grab c%d c%d" % (PLAIN[0], card("sword")))
        play(s, "black c%d" % card("warrior"), 1)
        assert s.rolls[-1]["total"] == total


def test_option_one_item_limit_for_trolls():
    pack = [member(PLAIN[0], [card("talisman")]), member(TROLLS[0], [card("talisman", 1)])]
    s, _ = position(packs={0: pack})
    assert not any(CODEC.kind_of(a) == "give" for a in s.legal_actions())
    s, _ = position(packs={0: pack}, options={"one_item_limit_for_trolls": False})
    assert act(OP_GIVE, PLAIN[0], card("talisman"), TROLLS[0]) in s.legal_actions()


def test_option_troll_meal_needs_own_troll():
    packs = {0: [member(PLAIN[2])], 1: [member(PLAIN[0], status=FROG), member(TROLLS[0])]}
    s, _ = position(packs=packs, hands={0: [card("troll_meal")]})
    assert act(OP_MEAL, card("troll_meal")) in s.legal_actions()
    s, _ = position(
        packs=packs, hands={0: [card("troll_meal")]}, options={"troll_meal_needs_troll": "own_pack"}, dice=[6, 6, 6]
    )
    assert act(OP_MEAL, card("troll_meal")) not in s.legal_actions()


def test_red_card_may_target_any_opponent_with_three_players():
    s, _ = position(players=3, packs={1: [member(PLAIN[0])], 2: [member(PLAIN[1])]}, hands={0: [card("frog")]})
    reds = [CODEC.decode(a) for a in s.legal_actions() if CODEC.kind_of(a) == "red"]
    assert sorted(d.target for d in reds) == [1, 2]


# ---------------------------------------------------------------- the rulebook's other worked examples
def test_rulebook_attack_example_elf_black_night_mighty_action():
    # "Elfo + Notte nera (+3, elves) + Azione possente (+3, all): attack = die + 3 + 3."
    greys = [card("black_night"), card("mighty_action")]
    s, _ = attack_position([member(PLAIN[0], [card("treasure_1")])], card("elf"), [4, 6, 6, 6], greys=greys)
    play(s, "black c%d" % card("elf"), 1)
    play(s, "grey c%d" % card("black_night"), 1)
    ev = play(s, "grey c%d" % card("mighty_action"), 1)
    assert next(e for e in ev if e["type"] == "attack_roll")["total"] == 4 + 3 + 3


def test_rulebook_pack_effect_example_three_orcs_one_troll_gives_4():
    pack = [member(PLAIN[0]), member(PLAIN[1]), member(PLAIN[2]), member(TROLLS[0])]
    s, _ = position(packs={1: pack}, hands={0: [card("quicksand")], 1: [card("pack")]}, dice=[1, 1, 6] * 4)
    play(s, "red c%d p1" % card("quicksand"))
    play(s, "green c%d" % card("pack"), 1)
    assert [r["total"] for r in s.rolls] == [2 + 4] * 4 and len(s.packs[1]) == 4


def test_potion_saves_an_endangered_member_in_phase_f():
    s, _ = position(
        packs={0: [member(TROLLS[0], [card("treasure_2")], danger=1)]}, hands={0: [card("potion")]}, dice=[1, 1, 1]
    )
    assert s.phase() == "F" and s.to_act() == (0,) and s.legal_actions() == [DRINK, REFUSE]
    play(s, "drink")
    m = mem(s, 0, TROLLS[0])
    assert m is not None and m[2] == 0 and m[5:] == [card("treasure_2")]


def test_seduction_die_is_shown_in_rolls():
    s, _ = position(packs={0: [member(CHARMER)]}, hands={0: [TROLLS[2]]}, dice=[3])
    play(s, "seduce c%d c%d" % (CHARMER, TROLLS[2]))
    assert s.observation(1)["rolls"][0] == {
        "seat": 0,
        "member": CHARMER,
        "dice": [3],
        "kept": [3],
        "discarded": [],
        "total": 4,
        "need": 4,
        "outcome": "troll_joins",
    }


def test_drawn_cards_are_private_to_the_drawer():
    s, _ = position(hands={0: [card("help")]})
    ev = play(s, "pass")  # end of discards: everyone refills
    draw = next(e for e in ev if e["type"] == "draw" and e["seat"] == 1)
    assert s.redact_event(draw, 1)["card"] == draw["card"] and s.redact_event(draw, 0)["card"] is None


def test_option_green_duration():
    # The active player's dragon against an attack (phase C) still helps his escape roll in phase F with
    # green_duration: turn; by default it is discarded once the attack is resolved.
    for duration, survives in (("roll", False), ("turn", True)):
        s, _ = position(
            packs={0: [member(PLAIN[0], danger=1)]},
            hands={0: [card("dragon")], 1: [card("warrior")]},
            dice=[1, 1, 5, 6, 1, 2, 6],
            options={"green_duration": duration},
        )
        play(s, "black c%d" % card("warrior"), 1)
        play(s, "green c%d" % card("dragon"), 0)
        assert s.killed[0] == [card("warrior")]
        assert (mem(s, 0, PLAIN[0]) is not None) == survives
        assert card("dragon") in s.discard  # in force until the end of the turn at most
        s.check_invariants()
