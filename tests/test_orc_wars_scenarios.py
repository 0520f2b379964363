"""HeroCard Orc Wars scenarios: each one's setup and victory condition, the round bound, the contract's
storage and hidden-information duties."""

from __future__ import annotations

import json

import pytest

from orcdesk.core import Rng
from orcdesk.core import hex as hx
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA, HERO_ORDER, UNDER
from tests.test_orc_wars_helpers import A, H, T, blank, dealt, elf_action, orc_phase, place, play_out, set_hand


def tiles_of(s, hexes):
    return sorted({s.board.tile_of[h] for h in hexes})


# ---------------------------------------------------------------- 1. The Prisoner(s)
def test_prisoner_setup():
    s = E.OrcWarsState.new(2, 3)
    assert s.options["scenario"] == "prisoner" and s.step == E.S_SETUP_KING and s.to_act() == (0,)
    b = s.board
    kings = [E.CODEC.decode(a).hex for a in s.legal_actions(0)]
    assert kings and set(kings) <= set(b.entries) and all(b.terrain[h] != UNDER for h in kings)
    s.apply(A("place", hex=kings[0]), 0)
    assert s.step == E.S_SETUP_ELF and s.to_act() == (1,)
    starts = [E.CODEC.decode(a).hex for a in s.legal_actions(1)]
    assert tiles_of(s, starts) == [0], "the Paladin starts anywhere on the central tile"
    s.apply(A("place", hex=starts[0]), 1)
    assert s.cur == 1 and s.step == E.S_DISCARD, "the elf plays first"
    pris = [sl for sl in range(20, 25) if s.fig_hex[sl] >= 0]
    assert len(pris) == 5 and s.held
    centre = b.index[b.centres[0]]
    assert centre in [s.fig_hex[sl] for sl in pris]
    assert sorted(s.fig_type[20:25]) == [0, 1, 1, 2, 2], "1 Brute, 2 Tacticians, 2 Shamans"
    assert s.tricks == [] and all(st == 0 for st in s.token_state) and all(h < 0 for h in s.treasure_hex)
    s.check_invariants()


def prisoner_fight():
    """The Paladin next to a prisoner and to the King, on his Action phase."""
    s = dealt("prisoner")
    s.elf_hex[1] = H(s, 1, 1)  # next to the prisoners at (1,0) and (0,1)
    s.king_hex = H(s, 2, 1)
    elf_action(s, 1)
    return s


def test_prisoners_cannot_be_targeted_or_act_while_held():
    s = prisoner_fight()
    set_hand(s, 1, ["Smite"])
    targets = {E.CODEC.decode(a).target for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "attack"}
    assert targets == {E.KING}
    assert not s._clan_active(4)


def test_king_adjacent_frees_the_prisoners():
    s = dealt("prisoner")
    s.elf_hex[1] = H(s, -3, 5)
    s.king_hex = H(s, 4, -1)
    orc_phase(s, 5)
    s.apply(A("move", fig=E.KING, hex=H(s, 2, -1) if False else H(s, 3, -1)), 0)
    assert s.held, "not adjacent yet"
    s.move_left[E.KING] = 3
    s._legal = None
    dests = [E.CODEC.decode(a).hex for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "move"]
    target = next(h for h in dests if any(s._dist(h, s.fig_hex[sl]) == 1 for sl in range(20, 25)))
    events = s.apply(A("move", fig=E.KING, hex=target), 0)
    assert not s.held and any(e["type"] == "prisoners_freed" for e in events)
    s.apply(E.A_END, 0)
    assert A("phase", unit=4) in s.legal_actions(0), "the freed White Tusks act as a normal squad"


def test_killing_the_king_frees_them_and_the_elves_win_when_all_are_dead():
    s = prisoner_fight()
    set_hand(s, 1, ["Smite"])
    set_hand(s, 0, [])
    s.apply(A("attack", card=T("Smite"), by=26, target=E.KING), 1)
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert not s.king_alive and not s.held and not s.is_terminal()
    for sl in range(20, 24):
        s._kill_figure(sl, [], by_elf=True)
    s._check_goal([])
    assert not s.is_terminal()
    s._kill_figure(24, [], by_elf=True)
    s._check_goal([])
    assert s.is_terminal() and s.winners() == [1]
    assert s.returns() == [0.0, 1.0]


def test_orcs_win_when_every_elf_is_dead():
    s = dealt("prisoner")
    s.held = False
    s.elf_hex[1] = H(s, 1, 1)
    s.king_hex = H(s, 2, 1)
    s.wounds[1] = 4
    set_hand(s, 0, ["Cleaver Chop"])
    orc_phase(s, 5)
    s.apply(A("attack", card=T("Cleaver Chop"), by=E.KING, target=26), 0)
    s.apply(E.A_PASS, 1)
    s.apply(E.A_PASS, 0)
    assert s.is_terminal() and s.winners() == [0]


def test_the_prisoners_is_for_two_players_only():
    """S2 / D6: The Prisoner(s) is a 2-player scenario: refused at 3 and 4, not offered by the setup there, and
    the default scenario at 3 and 4 players is the first one offered."""
    from orcdesk.games import get_game

    info = get_game("orc_wars")
    assert info.offers({"scenario": "prisoner"}, 2)
    for players in (3, 4):
        assert not info.offers({"scenario": "prisoner"}, players)
        assert info.offers({"scenario": "orc_camp"}, players)
        with pytest.raises(ValueError, match="for 2 players"):
            E.OrcWarsState.new(players, 1, {"scenario": "prisoner"})
        assert E.OrcWarsState.new(players, 1).options["scenario"] == "orc_camp"
    assert E.OrcWarsState.new(2, 1).options["scenario"] == "prisoner"


# ---------------------------------------------------------------- 2. Orc Camp
def test_orc_camp_setup_and_goal():
    s = E.OrcWarsState.new(3, 5, {"scenario": "orc_camp"})
    b = s.board
    assert s.king_hex == b.index[b.centres[0]] and s.step == E.S_SETUP_ELF
    on = [s.token_hex[t] for t in range(11) if s.token_state[t] == 1]
    want = s.scen["tokens"]  # tile position -> tokens (data/orc_wars.yaml)
    assert len(on) == sum(want.values())
    per_tile = [b.tile_of[h] for h in on]
    assert {p: per_tile.count(p) for p in set(per_tile)} == {p: n for p, n in want.items() if n}
    assert 1 not in per_tile and 2 not in per_tile  # never on the elves' entry tiles
    starts = [E.CODEC.decode(a).hex for a in s.legal_actions(1)]
    assert set(starts) <= set(b.entries) and tiles_of(s, starts) == [1, 2]
    assert s.board.tiles[0] == ("T5", "cavern")
    assert len(s.tricks) == 3
    # Goal: the King dies.
    s = blank("orc_camp")
    s.elf_hex[1] = H(s, 1, 0)
    s.king_hex = H(s, 0, 0)
    set_hand(s, 1, ["Smite"])
    set_hand(s, 0, [])
    s.tricks, s.trick_pool = [], list(range(8))
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=E.KING), 1)
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert s.is_terminal() and s.winners() == [1]


# ---------------------------------------------------------------- 3. The Relics
def test_relics_setup():
    s = E.OrcWarsState.new(2, 8, {"scenario": "relics"})
    b = s.board
    assert len(b.hexes) == 6 * 19 and not s.king_alive
    tre = [h for h in s.treasure_hex if h >= 0]
    assert len(tre) == 5 and tiles_of(s, tre) == [1, 2, 3, 4, 5]
    toks = [s.token_hex[t] for t in range(11) if s.token_state[t] == 1]
    assert len(toks) == 8 and 0 not in tiles_of(s, toks)
    assert max([b.tile_of[h] for h in toks].count(p) for p in range(6)) <= 2
    starts = [E.CODEC.decode(a).hex for a in s.legal_actions(1)]
    assert tiles_of(s, starts) == [0]


def test_relics_goal_at_the_end_of_an_elf_turn():
    s = blank("relics", 3)
    s.elf_hex[1], s.elf_hex[2] = H(s, 0, 0), H(s, 1, 0)
    count = s.scen["goal"]["count"]  # the treasures to hold (data/orc_wars.yaml)
    for i in range(count):
        s.treasure_holder[i], s.treasure_item[i] = 1 if i < count - 1 else 2, i
        s.treasure_pool.remove(i)
    s.treasure_spent[1] = 1  # a spent treasure still counts as found
    elf_action(s, 1)
    assert not s.is_terminal()
    s.apply(E.A_END, 1)
    assert s.is_terminal() and s.winners() == [1, 2]


# ---------------------------------------------------------------- 4. Bounty Hunter
def test_bounty_hunter_setup_and_trophies():
    s = E.OrcWarsState.new(2, 9, {"scenario": "bounty_hunter"})
    b = s.board
    assert s.king_hex == b.index[b.centres[0]]
    toks = [s.token_hex[t] for t in range(11) if s.token_state[t] == 1]
    assert len(toks) == 9 and set(tiles_of(s, toks)) <= {3, 4, 5, 6}
    assert tiles_of(s, [h for h in s.treasure_hex if h >= 0]) == [0] and sum(1 for h in s.treasure_hex if h >= 0) == 2
    s = blank("bounty_hunter")
    s.tricks, s.trick_pool = [], list(range(8))
    s.elf_hex[1] = H(s, 1, 0)
    s.king_hex = H(s, 0, 0)
    needed = s.scen["goal"]["needed"][1]  # the trophies one elf needs (data/orc_wars.yaml)
    s.trophies = needed - 4
    set_hand(s, 1, ["Smite"])
    set_hand(s, 0, [])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=E.KING), 1)
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert s.trophies == needed - 1 and not s.is_terminal(), "the King is worth 3"
    s.elf_hex[1] = H(s, 5, -2)
    place(s, 0, H(s, 6, -2), 0)
    set_hand(s, 1, ["Quick Thrust"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Quick Thrust"), by=26, target=0), 1)
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert s.trophies == needed and s.is_terminal() and s.winners() == [1], "enough trophies for one elf"


# ---------------------------------------------------------------- 5. The Great Hunt
def test_great_hunt_setup_and_goal():
    s = E.OrcWarsState.new(4, 2, {"scenario": "great_hunt"})
    b = s.board
    assert [b.hexes[h] for h in s.boar_hex] == list(b.centres) and not s.king_alive
    toks = [s.token_hex[t] for t in range(11) if s.token_state[t] == 1]
    assert len(toks) == 8 and set(tiles_of(s, toks)) <= {2, 3, 4, 5, 6}
    assert s.reinforce_limit() == 1
    s = blank("great_hunt")
    s.tricks, s.trick_pool = [], list(range(8))
    c = s.board.centres[1]
    s.boar_hex[:5] = [-1, -1, -1, -1, s.board.index[c]]
    s.elf_hex[1] = H(s, c[0] - 1, c[1])
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Smite"), by=26, target=E.BOAR0 + 4), 1)
    s.apply(E.A_PASS, 0)
    s.apply(E.A_PASS, 1)
    assert s.is_terminal() and s.winners() == [1], "5 boars dead"


def test_boars_block_movement():
    s = blank("great_hunt")
    c = s.board.centres[0]
    s.boar_hex[0] = s.board.index[c]
    s.elf_hex[1] = H(s, c[0] - 1, c[1])
    s.tricks = []
    s.trick_pool = list(range(8))
    elf_action(s, 1)
    dests = {E.CODEC.decode(a).hex for a in s.legal_actions(1) if E.CODEC.kind_of(a) == "move"}
    assert s.boar_hex[0] not in dests


# ---------------------------------------------------------------- the round bound and the contract
def test_round_bound_is_an_orc_win():
    s = E.OrcWarsState.new(2, 4, {"max_rounds": 20})
    play_out(s, Rng(1))
    assert s.round <= 21 and s.is_terminal()
    if s.limit_hit:
        assert s.winners() == [0] and s.observation(1)["ended_by_round_limit"]


def test_random_games_end_and_most_hit_no_invariant_problem():
    for seed in range(4):
        s = E.OrcWarsState.new(2 + seed % 3, seed, {"scenario": sorted(DATA.scenarios)[seed % 5]})
        play_out(s, Rng(seed))
        assert s.winners() and s.round <= s.options["max_rounds"] + 1


def test_dict_round_trip_and_errors():
    s = dealt("relics", 3)
    d = json.loads(json.dumps(s.to_dict()))
    assert E.OrcWarsState.from_dict(d) == s
    bad = dict(d)
    bad["fig_hex"] = "nope"
    with pytest.raises(E.StateFormatError, match="fig_hex"):
        E.OrcWarsState.from_dict(bad)
    bad = dict(d)
    del bad["wounds"]
    with pytest.raises(E.StateFormatError, match="wounds"):
        E.OrcWarsState.from_dict(bad)
    bad = dict(d)
    bad["token_value"] = [9] * 11
    with pytest.raises(E.StateFormatError, match="tokens"):
        E.OrcWarsState.from_dict(bad)


def test_determinize_hides_token_values_from_elves_only():
    s = dealt("orc_camp", 3)
    twin = s.determinize(1, Rng(5))
    assert twin.observation(1) == s.observation(1)
    on = [t for t in range(11) if s.token_state[t] == 1]
    changed = any(E.OrcWarsState.determinize(s, 1, Rng(k)).token_value != s.token_value for k in range(10))
    assert changed and on
    assert all(s.determinize(0, Rng(k)).token_value == s.token_value for k in range(5)), "the orc player knows them"


def test_unknown_option_and_player_count():
    with pytest.raises(ValueError):
        E.OrcWarsState.new(2, 1, {"scenario": "atlantis"})
    with pytest.raises(ValueError):
        E.OrcWarsState.new(5, 1)
    with pytest.raises(ValueError):
        E.OrcWarsState.new(2, 1, {"colour": "red"})


def test_action_text_round_trip():
    s = dealt("orc_camp", 4)
    for a in s.legal_actions():
        assert s.action_from_text(s.action_to_text(a)) == a
    assert s.action_to_text(A("clear", pile=1)) == "clear M"


def test_roles_by_seat():
    s = dealt("orc_camp", 4)
    assert [s.observation(0)["elves"][i]["role"] for i in range(3)] == list(HERO_ORDER)
    assert hx.distance((0, 0), (1, 0)) == 1


def test_info_key_is_blind_to_hidden_information():
    s = dealt("orc_camp", 3)
    for seat in range(3):
        for k in range(4):
            assert s.determinize(seat, Rng(k)).info_key(seat) == s.info_key(seat)
    assert s.info_key(0) != s.info_key(1)
    twin = s.clone()
    twin.elf_hex[1] = -5
    assert twin.info_key(1) != s.info_key(1)


@pytest.mark.parametrize("scenario", sorted(DATA.scenarios))
def test_the_last_round_ends_in_an_orc_win(scenario):
    s = dealt(scenario, 2 if scenario == "prisoner" else 3, max_rounds=20)
    last = s.last_round  # 20, or the scenario's sooner deadline
    assert last == min(20, DATA.scenarios[scenario]["goal"].get("rounds", 99))
    s.round = last
    s.turn_idx = len(s.order) - 1
    s.cur = s.order[-1]
    events = []
    s._end_turn(events)
    assert s.is_terminal() and s.winners() == [0] and s.limit_hit
    limit = [e for e in events if e["type"] == "round_limit"]
    assert limit and limit[0]["rounds"] == last and limit[0]["deadline"] == (last < 20)
    assert s.observation(1)["last_round"] == last
    assert "orc player wins" in E.ROUND_BOUND_TEXT
    s = dealt(scenario, 2 if scenario == "prisoner" else 3, max_rounds=20)
    s.round = last - 1
    s.turn_idx = len(s.order) - 1
    s.cur = s.order[-1]
    s._end_turn([])
    assert not s.is_terminal() and s.round == last


def test_the_prisoners_deadline_is_data_and_is_told_in_the_goal():
    from orcdesk.core.i18n import set_language
    from orcdesk.ui.tables.orc_wars.words import scenario_goal

    rounds = DATA.scenarios["prisoner"]["goal"]["rounds"]
    assert dealt("prisoner", 2).last_round == rounds < 30
    set_language("en")
    assert f"{rounds} rounds" in scenario_goal("prisoner")
    assert "rounds" not in scenario_goal("orc_camp")
