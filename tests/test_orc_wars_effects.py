"""HeroCard Orc Wars: the effect vocabulary of digest B27 as the proposed decks use it, options for the part E
readings, and the refusal texts."""

from __future__ import annotations

import pytest

from orcdesk.core import IllegalAction
from orcdesk.core.i18n import word
from orcdesk.games.orc_wars import engine as E
from tests.test_orc_wars_helpers import (
    A,
    H,
    T,
    blank,
    dealt,
    elf_action,
    kinds,
    orc_phase,
    place,
    put_on_pile,
    set_hand,
    touch,
)

BRUTE, TACT, SHAMAN = 0, 1, 2


def quiet(scenario="orc_camp", players=2, **opts):
    s = blank(scenario, players, **opts)
    s.tricks, s.trick_pool = [], list(range(8))
    if s.king_alive:
        s.king_hex = H(s, -3, 5)
    touch(s)
    return s


def test_draw_effect_respects_the_hand_limit():
    s = quiet()
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 1, ["Meditation", "Smite", "Smite", "Parry", "Parry", "Brace"])
    elf_action(s, 1)
    s.apply(A("play", card=T("Meditation"), by=26, target=E.NONE), 1)
    assert len(s.hands[1]) == 7, "5 left + 2 drawn"
    set_hand(s, 1, ["Meditation"] + ["Smite"] * 3 + ["Parry"] * 2 + ["Brace"])
    elf_action(s, 1)
    s.apply(A("play", card=T("Meditation"), by=26, target=E.NONE), 1)
    assert len(s.hands[1]) == 7, "6 left + 1 drawn: never over 7"


def test_move_extra_for_an_elf_and_forced_march_for_a_clan():
    s = quiet()
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 1, ["Swift Stride"])
    elf_action(s, 1)
    s.apply(A("play", card=T("Swift Stride"), by=26, target=E.NONE), 1)
    assert s.move_left[E.ELF_MOVE_SLOT] == 5
    place(s, 0, H(s, 5, -2), BRUTE)
    place(s, 1, H(s, 6, -2), BRUTE)
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 0, ["Forced March"])
    orc_phase(s, 0)
    s.apply(A("play", card=T("Forced March"), by=0, target=E.NONE), 0)
    assert s.move_left[0] == 5 and s.move_left[1] == 5, "the clan's figures move up to 5"


def test_heal_wound_on_self_or_an_adjacent_elf_only():
    s = quiet(players=3)
    s.elf_hex[1], s.elf_hex[2] = H(s, 0, 0), H(s, 5, -2)
    s.wounds[1], s.wounds[2] = 1, 2
    set_hand(s, 1, ["Lay on Hands"])
    elf_action(s, 1)
    targets = {E.CODEC.decode(a).target for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "play"}
    assert targets == {26}, "the Ranger is not adjacent"
    s.elf_hex[2] = H(s, 1, 0)
    touch(s)
    targets = {E.CODEC.decode(a).target for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "play"}
    assert targets == {26, 27}
    s.apply(A("play", card=T("Lay on Hands"), by=26, target=27), 1)
    assert s.wounds[2] == 1


def test_clear_top_effect():
    s = quiet(players=4)
    s.elf_hex[3] = H(s, 0, 0)
    set_hand(s, 3, ["Channel"])
    put_on_pile(s, 3, "Empower")
    elf_action(s, 3)
    s.apply(A("play", card=T("Channel"), by=28, target=E.NONE), 3)
    assert s.piles[3 * 3 + 2] == [] and [E.CTYPE[c] for c in s.piles[3 * 3 + 1]] == [T("Channel")]


def test_flank_adds_one_with_two_members_next_to_the_target():
    s = quiet()
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), TACT)
    place(s, 1, H(s, 1, -1), TACT)
    set_hand(s, 0, ["Spear Jab", "Flank"])
    orc_phase(s, 0)
    s.apply(A("attack", card=T("Spear Jab"), by=0, target=26), 0)
    s.apply(E.A_PASS, 1)
    s.apply(A("play", card=T("Flank"), by=0, target=E.NONE), 0)
    assert s.fight_attack == 4 + 2 + 1


def test_range_effect_and_line_of_sight_for_the_ranger():
    s = quiet("prisoner", 2, role_1="ranger", deck_1="ranger")  # 2 players: one elf, the Ranger
    s.king_alive, s.king_hex = False, -1
    s.elf_hex[1] = H(s, 0, -2)
    place(s, 0, H(s, 2, -2), BRUTE)  # 2 away
    set_hand(s, 1, ["Longbow Shot", "Hunting Knife"])
    elf_action(s, 1)
    attacks = {
        (E.CODEC.decode(a).card, E.CODEC.decode(a).target) for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "attack"
    }
    assert attacks == {(T("Longbow Shot"), 0)}, "RANGE 2 on the bow, the knife needs adjacency"


def test_boars_only_from_an_adjacent_hex():
    s = quiet("great_hunt", 4)
    c = s.board.centres[1]
    s.boar_hex[0] = s.board.index[c]
    s.elf_hex[3] = H(s, c[0] - 2, c[1])
    set_hand(s, 3, ["Arcane Missile"])
    elf_action(s, 3)
    assert "attack" not in kinds(s, 3), "the Sorcerer's range does not reach boars"


def test_deploy_places_as_close_as_possible():
    s = quiet()
    tok = next(t for t in range(11) if s.token_value[t] == 4)
    centre = H(s, 5, -2)
    s.token_hex[tok], s.token_state[tok] = centre, 1
    # Fill five of the six neighbours: only one figure fits next to the first.
    free_n = H(s, 6, -2)
    filler = [n for n in s.board.neigh[centre] if n != free_n][:5]
    for i, h in enumerate(filler):
        place(s, 5 + i, h, BRUTE)
    s.cur, s.step, s.decider = 0, E.S_SQUAD, 0
    touch(s)
    s.apply(A("activate", token=tok), 0)
    s.apply(next(a for a in s.legal_actions(0) if E.CODEC.decode(a).clan == 3), 0)
    placed = [s.fig_hex[sl] for sl in range(15, 20) if s.fig_hex[sl] >= 0]
    assert centre in placed and free_n in placed
    assert all(s._dist(h, centre) <= 2 for h in placed)


def test_king_and_underbrush_option():
    for allowed in (False, True):
        s = quiet("prisoner", king_underbrush=allowed)
        s.held = False
        s.king_alive, s.king_hex = True, H(s, 3, 0)
        s.elf_hex[1] = H(s, -3, 5)
        orc_phase(s, 5)
        dests = {E.CODEC.decode(a).hex for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "move"}
        assert (H(s, 2, 0) in dests) == allowed


def test_first_side_orcs_plays_the_orc_first():
    s = dealt("relics", 2, first_side="orcs")  # one orc turn a round against one elf
    assert s.order == [0, 1] and s.cur == 0
    s = dealt("orc_camp", 3, first_side="orcs")  # two there: the horde before each elf
    assert s.order == [0, 1, 0, 2] and s.cur == 0


def test_wound_scope_round():
    s = quiet(wound_scope="round")
    s.hurt[1] = 1
    s.cur, s.turn_idx = 1, s.order.index(1)
    s._start_turn([])
    assert s.hurt[1] == 1, "a wound this round still counts on the elf's own turn"
    s.turn_idx = len(s.order) - 1
    s._advance_idx([])
    assert s.hurt[1] == 0


def test_wiped_clan_pile_kept_with_the_option():
    s = quiet(wiped_clan_pile="keep")
    place(s, 0, H(s, 5, -2), BRUTE)
    set_hand(s, 0, [])
    put_on_pile(s, 0, "Duck", clan=0)
    s._kill_figure(0, [], by_elf=True)
    assert len(s.clan_piles[0]) == 1


def test_refusals_name_the_rule():
    s = quiet()
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 1, ["Longsword Strike", "Press the Attack"])
    elf_action(s, 1)
    with pytest.raises(IllegalAction) as err:
        s.apply(A("move", fig=26, hex=H(s, 5, -2)), 1)
    assert err.value.reason.key == "orc_wars.refuse.move_reach"
    assert "movement points" in word(err.value.reason)
    with pytest.raises(IllegalAction) as err:
        s.apply(A("attack", card=T("Longsword Strike"), by=26, target=E.KING), 1)
    assert err.value.reason.key == "orc_wars.refuse.attack_rules"
    assert "next to the attacker" in word(err.value.reason)
    with pytest.raises(IllegalAction) as err:
        s.apply(A("play", card=T("Press the Attack"), by=26, target=E.NONE), 1)
    assert err.value.reason.key == "orc_wars.refuse.restricted_card"
    assert "only during an attack" in word(err.value.reason)
    with pytest.raises(IllegalAction) as err:
        s.apply(E.A_END, 0)
    assert err.value.reason.key == "orc_wars.refuse.their_decision" and err.value.reason.fields["seat"] == 1
    assert word(err.value.reason).startswith("It is Player 2's decision now: move, attack")
    s.check_invariants()
