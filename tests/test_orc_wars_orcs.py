"""HeroCard Orc Wars, digest part C: clans, squads and the shared clan pile, action phases, the Squad phase
(tokens and reinforcements), token activation on tile entry, the bonus draw, dirty tricks, wounds and
casualties, role powers, movement and line of sight through the engine."""

from __future__ import annotations

import pytest

from orcdesk.core import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA
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


# ---------------------------------------------------------------- squads and the clan pile
def test_squads_are_connected_groups_sharing_one_clan_pile():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    # Clan 0: two brutes side by side, a third far away -> two squads.
    place(s, 0, H(s, 5, -2), BRUTE)
    place(s, 1, H(s, 6, -2), BRUTE)
    place(s, 2, H(s, -5, 2), BRUTE)
    assert s._squads(0) == [[0, 1], [2]]
    assert s._spent(0, 0) == (0, 8) and s._spent(2, 0) == (0, 4)
    put_on_pile(s, 0, "Filthy Claws", clan=0)  # 2 Body on the clan pile (the FAQ example)
    assert s._spent(2, 0) == (2, 4), "the lone brute has 2 Body left"
    assert s._spent(0, 0) == (2, 8)
    set_hand(s, 0, ["Cleaver Chop"])
    put_on_pile(s, 0, "Filthy Claws", clan=0)
    s.elf_hex[1] = H(s, -4, 2)  # next to the lone brute
    orc_phase(s, 0)
    legal = s.legal_actions(0)
    assert A("attack", card=T("Cleaver Chop"), by=2, target=26) not in legal, "2 + 4 > 4 Body"
    s.elf_hex[1] = H(s, 7, -2)
    touch(s)
    assert A("attack", card=T("Cleaver Chop"), by=0, target=26) in s.legal_actions(0), "2 + 4 <= 8"


def test_squad_split_keeps_the_pile_and_the_smaller_budget():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    place(s, 0, H(s, 5, -2), BRUTE)
    place(s, 1, H(s, 6, -2), BRUTE)
    put_on_pile(s, 0, "Savage Maul", clan=0)  # 8 Body: both brutes' worth
    orc_phase(s, 0)
    s.apply(A("move", fig=1, hex=H(s, 7, -3)), 0)  # the squad splits (7,-3 is not next to 5,-2)
    assert s._squads(0) == [[0], [1]]
    assert s._spent(0, 0) == (8, 4), "the card stays although it exceeds the smaller squad (C7.6)"
    s.check_invariants()


def test_one_action_phase_per_clan_and_one_for_the_king():
    s = blank("orc_camp")
    place(s, 0, H(s, 5, -2), BRUTE)
    place(s, 10, H(s, -5, 2), SHAMAN)
    s.cur, s.turn_idx = 0, s.order.index(0)
    s._enter(E.S_PHASES, [])
    touch(s)
    assert [E.CODEC.decode(a).unit for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "phase"] == [0, 2, 5]
    s.apply(A("phase", unit=0), 0)
    assert kinds(s, 0) >= {"move", "end"} and "phase" not in kinds(s, 0), "finish a phase before the next"
    s.apply(E.A_END, 0)
    units = [E.CODEC.decode(a).unit for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "phase"]
    assert units == [2, 5]
    s.apply(A("phase", unit=5), 0)
    s.apply(E.A_END, 0)
    s.apply(A("phase", unit=2), 0)
    s.apply(E.A_END, 0)
    assert s.cur == 1, "no phase left: the turn passes"


def test_clan_movement_is_one_step_and_the_attack_ends_it():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    place(s, 0, H(s, 5, -2), BRUTE)
    place(s, 1, H(s, 5, -1), BRUTE)
    s.elf_hex[1] = H(s, 6, -3)
    set_hand(s, 0, ["Cleaver Chop"])
    orc_phase(s, 0)
    s.apply(A("move", fig=0, hex=H(s, 6, -2)), 0)  # figure 0 moves 1
    assert A("move", fig=1, hex=H(s, 4, -1)) in s.legal_actions(0), "the other figure may still move"
    s.apply(A("attack", card=T("Cleaver Chop"), by=0, target=26), 0)
    while s.step == E.S_EXCHANGE:
        s.apply(E.A_PASS, s.to_act()[0])
    assert "move" not in kinds(s, 0), "the attack ended the clan's movement step"


def test_clan_pile_cleared_three_per_active_clan_and_wiped_clan_discarded():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    place(s, 0, H(s, 5, -2), BRUTE)
    set_hand(s, 0, [])
    for name in ("Filthy Claws", "Filthy Claws", "Thick Hide", "Thick Hide"):
        put_on_pile(s, 0, name, clan=0)
    put_on_pile(s, 0, "Duck", clan=1)  # clan 1 has no figure: not active, nothing cleared
    s.cur = 0
    s._enter(E.S_CLEAR, [])
    assert len(s.clan_piles[0]) == 1 and len(s.clan_piles[1]) == 1
    s._kill_figure(0, [], by_elf=True)
    assert s.clan_piles[0] == [], "a wiped-out clan's pile is discarded (E10)"
    s.check_invariants()


# ---------------------------------------------------------------- squad phase
def squad_phase(scenario="orc_camp", players=2, **opts):
    s = dealt(scenario, players, **opts)
    s.cur, s.turn_idx = 0, s.order.index(0)
    s.step, s.decider = E.S_SQUAD, 0
    touch(s)
    return s


def test_activate_a_token_reveals_it_and_places_one_clan():
    s = squad_phase()
    tok = next(t for t in range(11) if s.token_state[t] == 1)
    hexidx = s.token_hex[tok]
    assert s.observation(1)["tokens"][0]["value"] is None, "face-down values are hidden from the elves"
    assert s.observation(0)["tokens"][0]["value"] is not None
    events = s.apply(A("activate", token=tok), 0)
    assert any(e["type"] == "reveal_token" and e["barrier"] for e in events)
    v = s.token_value[tok]
    deploys = s.legal_actions(0)
    assert all(sum(E.MIXES[E.CODEC.decode(a).mix]) == v for a in deploys)
    mix = E.MIX_INDEX[(v, 0, 0)] if v <= 4 else None
    s.apply(A("deploy", clan=3, mix=mix), 0)
    figs = [sl for sl in range(15, 20) if s.fig_hex[sl] >= 0]
    assert len(figs) == v and s.fig_hex[15] == hexidx, "one figure on the token's hex"
    assert len(s._squads(3)) == 1 or v == 1, "the others next to it: one squad"
    assert s.token_state[tok] == 2 and s.step == E.S_PHASES
    s.check_invariants()


def test_reinforce_on_entry_hexes_only_for_clans_on_the_board():
    s = squad_phase(players=3)
    assert "reinforce" not in kinds(s, 0), "no clan on the board yet"
    place(s, 0, H(s, 5, -2), BRUTE)
    assert {E.CODEC.decode(a).clan for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "reinforce"} == {0}
    s.apply(A("reinforce", clan=0, type=SHAMAN), 0)
    hexes = {E.CODEC.decode(a).hex for a in s.legal_actions(0)}
    assert hexes and hexes <= set(s.board.entries)
    s.apply(s.legal_actions(0)[0], 0)
    assert s.step == E.S_REINF, "2 elves: 2 figures"
    s.apply(A("reinforce", clan=0, type=TACT), 0)
    s.apply(s.legal_actions(0)[0], 0)
    assert s.step == E.S_PHASES
    assert sorted(s.fig_type[0:3]) == [BRUTE, TACT, SHAMAN]


def test_true_orc_and_great_hunt_restrict_reinforcements():
    s = squad_phase(players=4, dirty_tricks="true_orc")
    s.alive[3], s.elf_hex[3] = 0, -1
    assert s.reinforce_limit() == 2, "True Orc: elves still alive"
    s = squad_phase("great_hunt", players=4)
    assert s.reinforce_limit() == 1


def test_war_drums_allows_both_options():
    s = squad_phase()
    s.tricks = sorted(set(s.tricks) | {E.TR_DRUMS})
    s.trick_pool = [k for k in s.trick_pool if k != E.TR_DRUMS]
    place(s, 0, H(s, 5, -2), BRUTE)
    s.apply(A("trick", trick=E.TR_DRUMS, clan=0), 0)
    tok = next(t for t in range(11) if s.token_state[t] == 1)
    s.apply(A("activate", token=tok), 0)
    s.apply(s.legal_actions(0)[0], 0)
    assert s.step == E.S_SQUAD and kinds(s, 0) == {"reinforce", "done"}
    s.check_invariants()


def test_token_activates_when_an_elf_enters_its_tile_and_the_move_goes_on():
    s = blank("relics")
    b = s.board
    # A token on tile 1, next to the border with tile 0; the elf walks from tile 0 into tile 1.
    start = H(s, 2, 0)
    assert b.tile_of[start] == 0
    path = [H(s, 3, 0), H(s, 4, 0)]
    assert [b.tile_of[h] for h in path] == [1, 1]
    token_hex = H(s, 5, -2)
    one = s.token_value.index(1)
    s.token_hex[one], s.token_state[one] = token_hex, 1
    s.elf_hex[1] = start
    s.tricks, s.trick_pool = [], list(range(8))
    elf_action(s, 1)
    s.apply(A("move", fig=26, hex=H(s, 4, 0)), 1)
    assert s.step == E.S_ACTIVATE and s.to_act() == (0,) and s.elf_hex[1] == H(s, 3, 0)
    assert s.legal_actions(0) == [A("activate", token=one)]
    s.apply(A("activate", token=one), 0)
    s.apply(s.legal_actions(0)[0], 0)
    assert s.step == E.S_ACTION and s.to_act() == (1,)
    assert s.elf_hex[1] == H(s, 4, 0), "the move went on"
    assert s.move_left[E.ELF_MOVE_SLOT] == 1
    s.check_invariants()


def test_bonus_draw_with_two_elves():
    s = dealt("orc_camp", 3)
    assert s.cur == 1
    for _ in range(3):
        s.apply(A("discard", card=E.CTYPE[s.hands[0][0]]), 1) if False else None
    set_hand(s, 0, ["Duck"])
    s.apply(A("discard", card=E.CTYPE[s.hands[1][0]]), 1)
    before = len(s.hands[0])
    events = s.apply(E.A_DONE, 1)
    assert len(s.hands[0]) == before + 1 and any(e["type"] == "bonus_draw" for e in events)
    assert not DATA.scenarios["prisoner"]["bonus_draw"], "no bonus draw in The Prisoner(s) (and 2 players only)"


@pytest.mark.parametrize(
    "level,count", [("first_time", 3), ("novice", 2), ("trained", 1), ("expert", 0), ("true_orc", 0)]
)
def test_dirty_tricks_by_experience(level, count):
    s = dealt("orc_camp", dirty_tricks=level)
    assert len(s.tricks) == count and s.observation(1)["tricks"] is None
    assert s.observation(1)["trick_count"] == count
    assert dealt("prisoner").tricks == [], "none in The Prisoner(s)"


# ---------------------------------------------------------------- attacks, wounds, casualties
def elf_vs_squad(seat=1, players=2, **opts):
    s = blank("orc_camp", players, **opts)
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.tricks, s.trick_pool = [], list(range(8))
    return s


def resolve(s, defend=()):
    """Let the defender play ``defend`` then both pass."""
    for name, by in defend:
        s.apply(A("play", card=T(name), by=by, target=E.NONE), 0)
        s.apply(E.A_PASS, s.to_act()[0])
    while s.step == E.S_EXCHANGE:
        s.apply(E.A_PASS, s.to_act()[0])


def test_one_wound_per_turn():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    place(s, 1, H(s, 1, -1), BRUTE)
    place(s, 5, H(s, -1, 0), BRUTE)
    set_hand(s, 0, ["Cleaver Chop", "Cleaver Chop"])
    orc_phase(s, 0)
    s.apply(A("attack", card=T("Cleaver Chop"), by=0, target=26), 0)
    resolve(s)
    assert s.wounds[1] == 1
    s.apply(E.A_END, 0)
    s.apply(A("phase", unit=1), 0)
    s.apply(A("attack", card=T("Cleaver Chop"), by=5, target=26), 0)
    events = []
    while s.step == E.S_EXCHANGE:
        events += s.apply(E.A_PASS, s.to_act()[0])
    assert s.wounds[1] == 1 and any(e["type"] == "no_wound" for e in events), "one wound per turn (C9.3)"


def test_full_wound_track_kills_the_elf_and_drops_treasures():
    s = blank("orc_camp", 3)
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[1], s.elf_hex[2] = H(s, 0, 0), H(s, 5, -2)
    s.wounds[1] = 4
    s.treasure_holder[0], s.treasure_item[0] = 1, E.TE_BOOTS
    s.treasure_pool.remove(E.TE_BOOTS)
    place(s, 0, H(s, 1, 0), BRUTE)
    set_hand(s, 0, ["Cleaver Chop"])
    orc_phase(s, 0)
    s.apply(A("attack", card=T("Cleaver Chop"), by=0, target=26), 0)
    resolve(s)
    assert not s.alive[1] and s.elf_hex[1] == -1
    assert s.treasure_hex[0] == H(s, 0, 0) and s.treasure_holder[0] == -1
    assert not s.is_terminal()
    s.check_invariants()


def test_squad_hit_kills_the_targeted_figure_paladin_cleaves():
    s = elf_vs_squad()
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    place(s, 1, H(s, 1, -1), TACT)  # adjacent to the Paladin and to figure 0
    place(s, 2, H(s, 2, -1), SHAMAN)  # in the squad, not adjacent to the Paladin
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=0), 1)
    resolve(s)
    assert s.fig_hex[0] == -1 and s.fig_hex[1] == -1 and s.fig_hex[2] >= 0, "target + Cleave"


def test_orc_player_picks_the_casualty_with_the_option_and_throw_a_grunt():
    s = elf_vs_squad(casualty="defender")
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    place(s, 1, H(s, 1, -1), TACT)
    place(s, 2, H(s, 2, -1), SHAMAN)
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 1, ["Longsword Strike"])
    set_hand(s, 0, ["Throw a Grunt"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Longsword Strike"), by=26, target=0), 1)
    s.apply(A("play", card=T("Throw a Grunt"), by=0, target=E.NONE), 0)
    s.apply(E.A_PASS, 1)
    s.apply(E.A_PASS, 0)
    assert s.step == E.S_CASUALTY and s.to_act() == (0,)
    assert sorted(E.CODEC.decode(a).fig for a in s.legal_actions(0)) == [0, 1, 2], "anywhere in the squad"
    s.apply(A("casualty", fig=2), 0)
    assert s.fig_hex[2] == -1
    # Cleave: two orcs of the squad stand next to the Paladin, so he picks the second victim.
    assert s.step == E.S_CASUALTY and s.to_act() == (1,)
    assert sorted(E.CODEC.decode(a).fig for a in s.legal_actions(1)) == [0, 1]
    events = s.apply(A("casualty", fig=1), 1)
    assert s.fig_hex[1] == -1 and s.fig_hex[0] >= 0 and s.step == E.S_ACTION and s.to_act() == (1,)
    assert [e.get("effect") for e in events if e["type"] == "orc_dies"] == ["cleave"]


def test_sorcerer_attacks_at_range_with_line_of_sight():
    s = blank("prisoner", 2, role_1="sorcerer", deck_1="sorcerer")  # one elf: the Sorcerer
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    # Prisoner centre tile: trees at (-1,0) (-1,1) (-2,1) (-2,2) (-1,2).
    s.elf_hex[1] = H(s, 1, 1)
    place(s, 0, H(s, -2, 0), BRUTE)  # 3 away, line through (0,1)/(−1,1)...
    place(s, 1, H(s, 1, -2), TACT)  # 3 away straight up, open ground
    place(s, 2, H(s, -3, 2), SHAMAN)  # behind the trees, 4 away: out of range anyway
    set_hand(s, 1, ["Arcane Missile"])
    elf_action(s, 1)
    targets = {E.CODEC.decode(a).target for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "attack"}
    assert 1 in targets and 2 not in targets
    b = s.board
    sees = s._sight(s.elf_hex[1], s.fig_hex[0])
    assert (0 in targets) == sees
    # Through the engine: a tree between blocks the bolt.
    s.elf_hex[1] = H(s, 0, 2)
    place(s, 0, H(s, -2, 2 - 0), BRUTE) if False else None
    touch(s)
    blocked = [t for t in range(3) if s.fig_hex[t] >= 0 and not s._sight(s.elf_hex[1], s.fig_hex[t])]
    targets = {E.CODEC.decode(a).target for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "attack"}
    assert not set(blocked) & targets
    assert b.blocks


def test_arcane_bolt_kills_one_more_next_to_the_target():
    s = blank("orc_camp", 4)
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[3] = H(s, 0, 0)
    place(s, 0, H(s, 3, -1), BRUTE)
    place(s, 1, H(s, 4, -1), TACT)
    set_hand(s, 3, ["Arcane Missile"])
    elf_action(s, 3)
    s.apply(A("attack", card=T("Arcane Missile"), by=28, target=0), 3)
    resolve(s)
    assert s.fig_hex[0] == -1 and s.fig_hex[1] == -1


def test_orc_attacks_need_adjacency_curse_bolt_reaches_from_shamans():
    s = blank("orc_camp")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 2, 0), SHAMAN)
    set_hand(s, 0, ["Cleaver Chop", "Curse Bolt"])
    orc_phase(s, 0)
    attacks = [E.CODEC.decode(a) for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "attack"]
    assert [(d.card, d.target) for d in attacks] == [(T("Curse Bolt"), 26)], "range 2 with a Shaman only"


# ---------------------------------------------------------------- movement
def test_movement_up_to_three_around_trees_and_underbrush():
    s = blank("prisoner")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[1] = H(s, 0, 0)
    elf_action(s, 1)
    dests = {E.CODEC.decode(a).hex for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "move"}
    b = s.board
    assert all(s._dist(s.elf_hex[1], h) <= 3 for h in dests)
    assert not dests & b.blocks, "never into trees"
    assert H(s, 2, 0) in dests, "elves enter underbrush"
    # An orc never does.
    place(s, 0, H(s, 1, 0), BRUTE)
    s.elf_hex[1] = H(s, -3, 5)
    orc_phase(s, 0)
    dests = {E.CODEC.decode(a).hex for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "move"}
    assert H(s, 2, 0) not in dests and H(s, 2, -1) not in dests
    assert H(s, 3, -1) not in dests or s._dist(H(s, 1, 0), H(s, 3, -1)) <= 3


def test_figures_block_movement():
    s = blank("prisoner")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    elf_action(s, 1)
    dests = {E.CODEC.decode(a).hex for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "move"}
    assert H(s, 1, 0) not in dests


def test_move_before_or_after_the_attack_not_both():
    s = elf_vs_squad()
    s.elf_hex[1] = H(s, -1, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    s.apply(A("move", fig=26, hex=H(s, 0, 0)), 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=0), 1)
    resolve(s, [])
    assert "move" not in kinds(s, 1)
    # Attack first, then move.
    s = elf_vs_squad()
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=0), 1)
    resolve(s)
    assert "move" in kinds(s, 1) and s.move_left[E.ELF_MOVE_SLOT] == 3


@pytest.mark.parametrize("mode,left", [("split_total_3", 2), ("3_plus_3", 3)])
def test_ranger_moves_attacks_and_moves_again(mode, left):
    s = elf_vs_squad(players=3, ranger_move=mode)
    s.elf_hex[2] = H(s, -1, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    set_hand(s, 2, ["Hunting Knife"])
    elf_action(s, 2)
    s.apply(A("move", fig=27, hex=H(s, 0, 0)), 2)
    s.apply(A("attack", card=T("Hunting Knife"), by=27, target=0), 2)
    resolve(s)
    assert "move" in kinds(s, 2) and s.move_left[E.ELF_MOVE_SLOT] == left


def test_trip_wire_shortens_the_move():
    s = elf_vs_squad()
    s.tricks, s.trick_pool = [E.TR_TRIP], [k for k in range(8) if k != E.TR_TRIP]
    s.elf_hex[1] = H(s, 0, 0)
    elf_action(s, 1)
    s.apply(A("move", fig=26, hex=H(s, 3, -2)), 1)
    assert s.step == E.S_TRIP and s.to_act() == (0,)
    s.apply(A("trick", trick=E.TR_TRIP, clan=0), 0)
    assert s.elf_hex[1] != H(s, 3, -2) and s._dist(H(s, 0, 0), s.elf_hex[1]) == 1
    assert s.move_left[E.ELF_MOVE_SLOT] == 0


def test_trip_window_asked_for_any_trick_and_pass_lets_the_move_through():
    s = elf_vs_squad()
    s.tricks, s.trick_pool = [E.TR_LOOT], [k for k in range(8) if k != E.TR_LOOT]
    s.elf_hex[1] = H(s, 0, 0)
    elf_action(s, 1)
    s.apply(A("move", fig=26, hex=H(s, 3, -2)), 1)
    assert s.step == E.S_TRIP and s.legal_actions(0) == [E.A_PASS]
    s.apply(E.A_PASS, 0)
    assert s.elf_hex[1] == H(s, 3, -2)


# ---------------------------------------------------------------- other dirty tricks
def orc_attack_on_paladin(tricks):
    s = elf_vs_squad()
    s.tricks, s.trick_pool = sorted(tricks), [k for k in range(8) if k not in tricks]
    s.elf_hex[1] = H(s, 0, 0)
    place(s, 0, H(s, 1, 0), BRUTE)
    set_hand(s, 0, ["Cleaver Chop"])
    orc_phase(s, 0)
    return s


def test_cheap_shot_adds_three_to_an_orc_attack():
    s = orc_attack_on_paladin([E.TR_CHEAP])
    set_hand(s, 1, ["Shield Block", "Brace"])
    s.apply(A("attack", card=T("Cleaver Chop"), by=0, target=26), 0)
    s.apply(A("play", card=T("Shield Block"), by=26, target=E.NONE), 1)  # 5 vs 5
    s.apply(A("trick", trick=E.TR_CHEAP, clan=0), 0)  # 8
    s.apply(E.A_PASS, 1)
    s.apply(E.A_PASS, 0)
    assert s.wounds[1] == 1 and E.TR_CHEAP in s.tricks_used


def test_thick_skull_and_blood_oath_defend():
    s = elf_vs_squad()
    s.tricks, s.trick_pool = [E.TR_SKULL, E.TR_OATH], [k for k in range(8) if k not in (E.TR_SKULL, E.TR_OATH)]
    s.king_alive, s.king_hex = True, H(s, 1, 0)
    s.elf_hex[1] = H(s, 0, 0)
    set_hand(s, 1, ["Smite"])
    set_hand(s, 0, [])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=E.KING), 1)
    assert A("trick", trick=E.TR_OATH, clan=0) in s.legal_actions(0)
    s.apply(A("trick", trick=E.TR_SKULL, clan=0), 0)  # block 3 < 5
    s.apply(E.A_PASS, 1)
    s.apply(A("trick", trick=E.TR_OATH, clan=0), 0)
    s.apply(E.A_PASS, 1)
    s.apply(E.A_PASS, 0)
    assert s.king_alive, "Blood Oath cancels the wound"


def test_sneak_rally_and_loot():
    s = blank("prisoner")
    s.king_hex = H(s, -3, 5)  # the King far away (his death would end Orc Camp)
    s.tricks, s.trick_pool = [E.TR_SNEAK, E.TR_RALLY, E.TR_LOOT], [0, 1, 2, 3, 7]
    place(s, 0, H(s, 1, 0), BRUTE)
    s.elf_hex[1] = H(s, -5, 2)
    set_hand(s, 0, ["Duck"])
    put_on_pile(s, 0, "Thick Hide", clan=0)
    put_on_pile(s, 0, "Thick Hide", clan=0)
    put_on_pile(s, 0, "Filthy Claws", clan=0)
    orc_phase(s, 0)
    assert A("move", fig=0, hex=H(s, 2, 0)) not in s.legal_actions(0)
    s.apply(A("trick", trick=E.TR_SNEAK, clan=0), 0)
    assert A("move", fig=0, hex=H(s, 2, 0)) in s.legal_actions(0), "Sneak Through: underbrush allowed"
    s.apply(A("trick", trick=E.TR_RALLY, clan=0), 0)
    assert len(s.clan_piles[0]) == 1
    s.apply(A("trick", trick=E.TR_LOOT, clan=0), 0)
    assert len(s.hands[0]) == 3
    s.check_invariants()


# ---------------------------------------------------------------- treasures and boars
def test_treasures_pickup_give_take_drop_use():
    s = blank("relics", 3)
    s.elf_hex[1], s.elf_hex[2] = H(s, 0, 0), H(s, 1, 0)
    s.treasure_hex[0] = H(s, 0, 0)
    elf_action(s, 1)
    events = s.apply(A("pickup", treasure=0), 1)
    assert s.treasure_holder[0] == 1 and s.treasure_item[0] >= 0 and events[0]["barrier"]
    assert "move" in kinds(s, 1), "picking up is Restricted: the move is not over"
    s.apply(A("give", treasure=0, to=2), 1)
    assert s.treasure_holder[0] == 2 and s.exclusive_left == 0, "giving is the Exclusive action"
    assert "take" not in kinds(s, 1) and "attack" not in kinds(s, 1)
    elf_action(s, 1)
    s.apply(A("take", treasure=0), 1)
    assert s.treasure_holder[0] == 1
    s.apply(A("drop", treasure=0), 1)
    assert s.treasure_hex[0] == H(s, 0, 0) and s.treasure_holder[0] == -1
    s.check_invariants()


@pytest.mark.parametrize("item", range(5))
def test_each_treasure(item):
    s = blank("relics")
    s.elf_hex[1] = H(s, 0, 0)
    s.treasure_holder[0], s.treasure_item[0] = 1, item
    s.treasure_pool.remove(item)
    place(s, 0, H(s, 1, 0), BRUTE)
    s.wounds[1] = 2
    set_hand(s, 1, ["Quick Thrust", "Smite"])
    elf_action(s, 1)
    key = E.TREASURES[item]["key"]
    if key == "elven_boots":
        assert s.move_left[E.ELF_MOVE_SLOT] == 4
    elif key == "horn_of_the_queen":
        s.apply(A("use", treasure=0, target=E.NONE), 1)
        s.apply(A("attack", card=T("Quick Thrust"), by=26, target=0), 1)
        resolve(s)
        place(s, 1, H(s, 1, -1), BRUTE)
        assert "attack" in kinds(s, 1), "a second Exclusive attack"
        assert s.treasure_spent[0] and s.treasure_holder[0] == 1, "spent, still found"
    elif key == "healing_draught":
        s.apply(A("use", treasure=0, target=E.NONE), 1)
        assert s.wounds[1] == 1
    elif key == "amulet_of_warding":
        set_hand(s, 1, ["Shield Block"])
        set_hand(s, 0, ["Cleaver Chop"])
        orc_phase(s, 0)
        s.apply(A("attack", card=T("Cleaver Chop"), by=0, target=26), 0)
        s.apply(A("play", card=T("Shield Block"), by=26, target=E.NONE), 1)
        assert s.observation(1)["exchange"]["block"] == 6
    else:
        s.apply(A("use", treasure=0, target=0), 1)
        assert s.fig_hex[0] == -1, "Sunstone kills an adjacent orc, no duel"
    s.check_invariants()


def test_boar_fixed_block_and_defended_by_an_adjacent_squad():
    s = blank("great_hunt")
    c = s.board.centres[1]
    s.boar_hex[0] = s.board.index[c]
    s.elf_hex[1] = H(s, c[0] - 1, c[1])
    set_hand(s, 1, ["Quick Thrust", "Smite"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Quick Thrust"), by=26, target=E.BOAR0), 1)  # 4 > 3
    assert s.legal_actions(0) == [E.A_PASS], "no orc next to the boar: a fixed block, no cards"
    resolve(s)
    assert s.boar_hex[0] == -1
    s = blank("great_hunt")
    s.boar_hex[0] = s.board.index[c]
    s.elf_hex[1] = H(s, c[0] - 1, c[1])
    place(s, 0, H(s, c[0] + 1, c[1]), BRUTE)
    set_hand(s, 1, ["Quick Thrust"])
    set_hand(s, 0, ["Crude Shield"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Quick Thrust"), by=26, target=E.BOAR0), 1)
    assert A("play", card=T("Crude Shield"), by=0, target=E.NONE) in s.legal_actions(0)
    s.apply(A("play", card=T("Crude Shield"), by=0, target=E.NONE), 0)
    resolve(s)
    assert s.boar_hex[0] >= 0 and s.clan_piles[0], "the squad paid for the boar's block"


def test_random_playouts_keep_invariants_in_every_scenario():
    for scen in DATA.scenarios:
        for players in (2, 3, 4) if scen != "prisoner" else (2,):
            s = E.OrcWarsState.new(players, 7, {"scenario": scen})
            rng = Rng(players)
            steps = 0
            while not s.is_terminal():
                seat = s.to_act()[0]
                s.apply(rng.choice(s.legal_actions(seat)), seat)
                steps += 1
                if steps % 25 == 0:
                    s.check_invariants()
            assert s.winners()
