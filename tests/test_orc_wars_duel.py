"""HeroCard Orc Wars, digest part B: attribute piles and budgets, timings, the turn phases, remaking the hand,
the deck reshuffle, and the attack exchange (an ALTERNATE window)."""

from __future__ import annotations

import pytest

from orcdesk.core import IllegalAction
from orcdesk.core.contract import ALTERNATE, TURN
from orcdesk.core.i18n import word
from orcdesk.games.orc_wars import engine as E
from tests.test_orc_wars_helpers import A, H, T, blank, dealt, elf_action, kinds, put_on_pile, set_hand, touch


def duel_position(paladin_hand, king_hand, scenario="orc_camp"):
    """The Paladin (seat 1) in his Action phase, adjacent to the Orc King."""
    s = blank(scenario)
    s.king_alive = True
    s.king_hex = H(s, 0, 0)
    s.elf_hex[1] = H(s, 1, 0)
    set_hand(s, 1, paladin_hand)
    set_hand(s, 0, king_hand)
    elf_action(s, 1)
    return s


def attack(s, card, target=E.KING, by=26):
    s.apply(A("attack", card=T(card), by=by, target=target), s.cur)


def play(s, seat, card, by):
    s.apply(A("play", card=T(card), by=by, target=E.NONE), seat)


def test_pile_budget_limits_what_can_be_played():
    s = duel_position(["Longsword Strike", "Quick Thrust", "Smite"], [])
    put_on_pile(s, 1, "Press the Attack")  # 2 Body spent of 8
    legal = s.legal_actions(1)
    assert A("attack", card=T("Longsword Strike"), by=26, target=E.KING) in legal  # 2 + 6 <= 8
    put_on_pile(s, 1, "Brace")  # 3 spent
    legal = s.legal_actions(1)
    assert A("attack", card=T("Longsword Strike"), by=26, target=E.KING) not in legal  # 3 + 6 > 8
    assert A("attack", card=T("Quick Thrust"), by=26, target=E.KING) in legal
    assert A("attack", card=T("Smite"), by=26, target=E.KING) in legal  # X pile is its own budget
    with pytest.raises(IllegalAction) as err:
        attack(s, "Longsword Strike")
    assert err.value.reason.key == "orc_wars.refuse.attack_rules"
    assert "attribute points" in word(err.value.reason)


def test_exchange_is_an_alternate_window_and_two_passes_end_it():
    s = duel_position(["Longsword Strike", "Press the Attack"], ["Crude Shield", "Thick Hide"])
    attack(s, "Longsword Strike")
    assert s.window().kind == ALTERNATE and s.window().seats == (0,), "the defender answers first"
    assert s.legal_actions(1) == []
    play(s, 0, "Crude Shield", E.KING)  # block 4
    assert s.window().seats == (1,)
    play(s, 1, "Press the Attack", 26)  # attack 9
    assert s.window().seats == (0,)
    play(s, 0, "Thick Hide", E.KING)  # block 6
    s.apply(E.A_PASS, 1)
    assert s.step == E.S_EXCHANGE and s.window().seats == (0,)
    s.apply(E.A_PASS, 0)
    assert s.step != E.S_EXCHANGE
    assert not s.king_alive, "9 > 6: the King falls"
    assert s.is_terminal() and s.winners() == [1], "Orc Camp: killing the King wins"


def test_a_play_resets_the_pass_count():
    s = duel_position(["Longsword Strike", "Press the Attack"], ["Crude Shield"])
    attack(s, "Longsword Strike")
    s.apply(E.A_PASS, 0)
    play(s, 1, "Press the Attack", 26)
    s.apply(E.A_PASS, 0)
    assert s.step == E.S_EXCHANGE, "a pass, a card, a pass: not two passes in a row"
    s.apply(E.A_PASS, 1)
    assert s.step != E.S_EXCHANGE


def test_tie_goes_to_the_defender():
    s = duel_position(["Quick Thrust"], ["Crude Shield"])  # 4 against 4
    attack(s, "Quick Thrust")
    play(s, 0, "Crude Shield", E.KING)
    s.apply(E.A_PASS, 1)
    s.apply(E.A_PASS, 0)
    assert s.king_alive and not s.is_terminal()
    assert s.window().kind == TURN and s.step == E.S_ACTION and s.to_act() == (1,)


def test_no_defence_means_block_zero_and_cards_stay_on_piles():
    s = duel_position(["Quick Thrust"], ["Crude Shield"])
    attack(s, "Quick Thrust")
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert not s.king_alive
    assert [E.CTYPE[c] for c in s.piles[1 * 3 + 0]] == [T("Quick Thrust")], "spent points stay spent (B7)"


def test_one_basic_defence_and_mods_need_one():
    s = duel_position(["Longsword Strike", "Press the Attack"], ["Crude Shield", "Duck", "Thick Hide"])
    attack(s, "Longsword Strike")
    legal = s.legal_actions(0)
    assert A("play", card=T("Thick Hide"), by=E.KING, target=E.NONE) not in legal, "a mod needs a basic defence"
    play(s, 0, "Crude Shield", E.KING)
    play(s, 1, "Press the Attack", 26)
    legal = s.legal_actions(0)
    assert A("play", card=T("Duck"), by=E.KING, target=E.NONE) not in legal, "one basic defence per attack"
    assert A("play", card=T("Thick Hide"), by=E.KING, target=E.NONE) in legal


def test_judgement_forbids_a_body_basic_defence():
    s = duel_position(["Judgement"], ["Crude Shield", "Duck"])
    attack(s, "Judgement")
    legal = s.legal_actions(0)
    assert A("play", card=T("Crude Shield"), by=E.KING, target=E.NONE) not in legal
    assert A("play", card=T("Duck"), by=E.KING, target=E.NONE) in legal


def test_feint_cancels_defence_mods():
    s = duel_position(["Smite", "Feint"], ["Duck", "Cunning"])
    attack(s, "Smite")  # 5
    play(s, 0, "Duck", E.KING)  # 3
    s.apply(E.A_PASS, 1)
    play(s, 0, "Cunning", E.KING)  # 5: a tie
    assert s.observation(1)["exchange"]["block"] == 5
    play(s, 1, "Feint", 26)  # attack 6, mods cancelled: block 3
    assert s.observation(1)["exchange"]["attack"] == 6 and s.observation(1)["exchange"]["block"] == 3
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert not s.king_alive


def test_attack_mods_only_inside_an_attack_and_one_exclusive_per_turn():
    s = duel_position(["Quick Thrust", "Smite", "Press the Attack"], ["Crude Shield"])
    assert A("play", card=T("Press the Attack"), by=26, target=E.NONE) not in s.legal_actions(1)
    s.king_alive = True  # keep the game going after the first attack
    attack(s, "Quick Thrust")
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    s.king_alive, s.king_hex, s.over_, s.winners_, s.step, s.decider = True, H(s, 0, 0), False, [], E.S_ACTION, 1
    touch(s)
    assert "attack" not in kinds(s, 1), "one Exclusive per turn (B3 rule 9)"


def test_turn_phases_discard_draw_clear_action():
    s = dealt("prisoner")
    assert s.cur == 1 and s.step == E.S_DISCARD and len(s.hands[1]) == 7
    s.apply(A("discard", card=E.CTYPE[s.hands[1][0]]), 1)
    s.apply(A("discard", card=E.CTYPE[s.hands[1][0]]), 1)
    s.apply(E.A_DONE, 1)
    assert s.step == E.S_DRAW
    s.apply(E.A_DRAW, 1)
    s.apply(E.A_DRAW, 1)
    assert len(s.hands[1]) == 7
    assert s.step != E.S_DRAW, "hand limit 7 ends the Draw phase"
    assert s.step == E.S_ACTION, "nothing to clear: straight to the Action phase"


def test_draw_at_most_three():
    s = dealt("prisoner")
    for _ in range(5):
        s.apply(A("discard", card=E.CTYPE[s.hands[1][0]]), 1)
    s.apply(E.A_DONE, 1)
    for _ in range(3):
        s.apply(E.A_DRAW, 1)
    assert len(s.hands[1]) == 5 and s.step == E.S_ACTION


def test_clear_takes_tops_last_in_first_out():
    s = dealt("prisoner")
    set_hand(s, 1, ["Smite"])
    a = put_on_pile(s, 1, "Press the Attack")
    b = put_on_pile(s, 1, "Brace")
    put_on_pile(s, 1, "Righteous Fury")
    put_on_pile(s, 1, "Holy Ward")
    s.step, s.cur, s.decider, s.cleared = E.S_CLEAR, 1, 1, 0
    touch(s)
    assert set(kinds(s, 1)) == {"clear", "done"}
    s.apply(A("clear", pile=0), 1)
    assert s.discards[1][-1] == b and s.piles[3] == [a], "the last card played is cleared first"
    s.apply(A("clear", pile=2), 1)
    s.apply(A("clear", pile=2), 1)
    assert s.step == E.S_ACTION, "three cards cleared at most"
    assert s.piles[3] == [a], "a fourth card stays on its pile (points left uncleared)"


def test_remake_discards_the_hand_draws_seven_and_skips_the_action_phase():
    s = dealt("prisoner")
    s.apply(E.A_DONE, 1)
    assert s.step == E.S_ACTION and E.A_REMAKE in s.legal_actions(1)
    old = list(s.hands[1])
    events = s.apply(E.A_REMAKE, 1)
    assert len(s.hands[1]) == 7 and s.discards[1] == old
    assert s.cur == 0, "the turn is over"
    assert not s.undoable(E.A_REMAKE, 1, events)


def test_no_remake_after_acting():
    s = dealt("prisoner")
    s.apply(E.A_DONE, 1)
    move = next(a for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "move")
    s.apply(move, 1)
    assert E.A_REMAKE not in s.legal_actions(1)


def test_deck_reshuffles_the_discard_pile():
    s = dealt("prisoner")
    set_hand(s, 1, [])
    s.discards[1], s.decks[1] = s.decks[1], []
    s.step, s.cur, s.decider, s.drawn = E.S_DRAW, 1, 1, 0
    touch(s)
    events = s.apply(E.A_DRAW, 1)
    assert any(e["type"] == "reshuffle" and e["barrier"] for e in events)
    assert len(s.hands[1]) == 1 and len(s.decks[1]) == 29 and not s.discards[1]
    s.check_invariants()


def test_draw_event_is_private_and_a_barrier():
    s = dealt("prisoner")
    s.apply(A("discard", card=E.CTYPE[s.hands[1][0]]), 1)
    s.apply(E.A_DONE, 1)
    events = s.apply(E.A_DRAW, 1)
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["barrier"] and s.redact_event(draw, 0)["card"] is None and s.redact_event(draw, 1)["card"] is not None
    assert not s.undoable(E.A_DRAW, 1, events)


def test_defender_spends_points_on_the_opponents_turn():
    s = duel_position(["Quick Thrust"], ["Crude Shield"])
    attack(s, "Quick Thrust")
    play(s, 0, "Crude Shield", E.KING)
    assert sum(E.T_COST[E.CTYPE[c]] for c in s.piles[0]) == 3, "the King's Body pile holds the block (B7)"
    s.check_invariants()
