"""Every level above easy plays for its side's goal: positions per scenario where the goal move is plain, and
greedy, normal and hard take it, whatever their seed (normal plays greedy's move on most other decisions; greedy
takes the goal moves first too, so easy, greedy diluted with random moves, takes them on most decisions)."""

from __future__ import annotations

import pytest

from orcdesk.ai import make_agent
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import UNDER
from orcdesk.games.orc_wars.reach import SAFE, _elf_fields, _threat
from tests.test_orc_wars_helpers import H, blank, dealt, elf_action, orc_phase, place, set_hand, touch

LEVELS = ("greedy", "normal", "hard")
SEEDS = range(6)


def _choices(s, seat):
    """What each level picks here, over a few seeds (normal's dilution is random)."""
    out = []
    for level in LEVELS:
        for seed in SEEDS:
            agent = make_agent(level, "orc_wars", seed=seed)
            out.append((level, seed, E.CODEC.decode(agent.choose(s.clone(), seat))))
    return out


def _no_tricks(s):
    s.tricks, s.trick_pool = [], list(range(8))
    touch(s)


def test_prisoner_the_king_one_step_from_his_clan_frees_it():
    """The observed failure: the King struck the Paladin instead of walking next to a prisoner."""
    s = dealt("prisoner")
    s.king_hex = H(s, 3, -1)  # two steps from the prisoner at (1, -1)
    s.elf_hex[1] = H(s, 4, -1)  # the Paladin beside him
    set_hand(s, 0, ["Cleaver Chop", "Crude Shield"])
    orc_phase(s, 5)
    pris = [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and s._imprisoned(sl)]
    for level, seed, d in _choices(s, 0):
        assert d.kind == "move" and any(s._dist(d.hex, p) == 1 for p in pris), (level, seed, d)


@pytest.mark.parametrize("scenario", ["prisoner", "orc_camp"])
def test_the_king_in_reach_flees_out_of_it(scenario):
    """The King an elf could strike next turn walks where no elf can (one wound kills him)."""
    s = blank(scenario) if scenario == "orc_camp" else dealt(scenario)
    s.held = False
    s.fig_hex = [-1] * E.N_SLOTS
    s.fig_type = [-1] * E.N_SLOTS
    s.king_hex = H(s, 0, -3) if scenario == "prisoner" else H(s, 0, 0)
    _no_tricks(s)
    set_hand(s, 0, ["Crude Shield"])
    b = s.board
    for h in sorted(range(len(b.hexes)), key=lambda h: (s._dist(h, s.king_hex), h)):
        if s._dist(h, s.king_hex) < 3 or h in b.blocks:
            continue
        s.elf_hex[1] = h  # the nearest elf hex from which the King is in reach but can flee out of it
        orc_phase(s, 5)
        fields = _elf_fields(s, s.king_hex)
        dests = [E.CODEC.decode(a).hex for a in s.legal_actions(0) if E.CODEC.kind_of(a) == "move"]
        if _threat(s, s.king_hex, fields) < SAFE and any(_threat(s, d, fields) >= SAFE for d in dests):
            break
    assert _threat(s, s.king_hex, fields) < SAFE, "the position: the King is in reach"
    for level, seed, d in _choices(s, 0):
        assert d.kind == "move" and _threat(s, d.hex, fields) >= SAFE, (level, seed, d)


@pytest.mark.parametrize("scenario", ["orc_camp", "bounty_hunter", "relics", "great_hunt"])
def test_a_squad_finishes_an_elf_one_wound_from_death(scenario):
    s = blank(scenario)
    _no_tricks(s)
    if s.king_alive:
        s.king_hex = H(s, -3, 5)
    s.elf_hex[1] = H(s, 0, 0)
    s.wounds[1] = s.wound_track(1) - 1
    place(s, 0, H(s, 1, 0), 0)
    place(s, 1, H(s, 2, 0), 0)
    set_hand(s, 0, ["Cleaver Chop", "Crude Shield", "Duck"])
    orc_phase(s, 0)
    for level, seed, d in _choices(s, 0):
        assert d.kind == "attack" and d.target == 26, (level, seed, d)


@pytest.mark.parametrize("scenario", ["orc_camp", "prisoner"])
def test_an_elf_beside_the_king_strikes_him(scenario):
    s = blank(scenario) if scenario == "orc_camp" else dealt(scenario)
    _no_tricks(s)
    s.elf_hex[1] = H(s, 3, 0)
    s.king_hex = H(s, 4, 0) if scenario == "prisoner" else H(s, 2, 0)
    place(s, 0, H(s, 3, 1), 0)  # an orc beside the elf too: greedy might strike either
    set_hand(s, 1, ["Longsword Strike", "Smite"])
    elf_action(s, 1)
    for level, seed, d in _choices(s, 1):
        assert d.kind == "attack" and d.target == E.KING, (level, seed, d)


def test_relics_an_elf_walks_onto_a_chest_in_reach_and_opens_it():
    s = blank("relics")
    _no_tricks(s)
    me = s.board.index[s.board.centres[1]]
    s.elf_hex[1] = me
    two_away = next(
        h
        for h in range(len(s.board.hexes))
        if s._dist(me, h) == 2 and h not in s.board.blocks and s.board.tile_of[h] == 1
    )
    s.treasure_hex[0] = two_away
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    for level, seed, d in _choices(s, 1):
        assert d.kind == "move" and d.hex == two_away, (level, seed, d)
    s.apply(E.enc("move", fig=26, hex=two_away), 1)
    for level, seed, d in _choices(s, 1):
        assert d.kind == "pickup", (level, seed, d)


def test_great_hunt_an_elf_strikes_a_lone_boar_in_reach():
    s = blank("great_hunt")
    _no_tricks(s)
    b = s.board
    boar = b.index[b.centres[1]]
    s.boar_hex[0] = boar
    s.elf_hex[1] = me = next(h for h in range(len(b.hexes)) if s._dist(h, boar) == 3 and h not in b.blocks)
    orc = next(n for n in b.neigh[me] if n not in b.blocks and s._dist(n, boar) >= 3)
    place(s, 0, orc, 0)  # an orc beside the elf: greedy would strike it
    set_hand(s, 1, ["Longsword Strike", "Smite"])
    elf_action(s, 1)
    for level, seed, d in _choices(s, 1):
        assert d.kind == "move" and s._dist(d.hex, s.boar_hex[0]) == 1, (level, seed, d)


def _prisoner_hexes(s):
    return [s.fig_hex[sl] for sl in range(E.N_SLOTS) if s.fig_hex[sl] >= 0 and s._imprisoned(sl)]


def test_prisoner_the_king_far_from_his_clan_walks_to_it_before_striking():
    """The King more than one move from the prisoners walks towards them, not at the Paladin beside him."""
    s = dealt("prisoner")
    pris = _prisoner_hexes(s)
    b = s.board
    far = [h for h in range(len(b.hexes)) if h not in b.blocks and min(s._dist(h, p) for p in pris) == 6]
    s.king_hex = far[0]
    s.elf_hex[1] = next(n for n in b.neigh[s.king_hex] if n not in b.blocks and n not in pris)
    set_hand(s, 0, ["Cleaver Chop", "Crude Shield"])
    orc_phase(s, 5)
    assert any(E.CODEC.kind_of(a) == "attack" for a in s.legal_actions(0)), "the position: he could strike"
    for level, seed, d in _choices(s, 0):
        assert d.kind == "move" and min(s._dist(d.hex, p) for p in pris) < 6, (level, seed, d)


def test_prisoner_a_freed_orc_that_cannot_strike_walks_out_of_reach():
    """The observed failure: a freed Shaman stood beside the Paladin for two rounds."""
    s = dealt("prisoner")
    clan = s.scen["prisoners"]["clan"]
    s.held = False
    _no_tricks(s)
    s.king_hex = H(s, -3, 5)
    shaman = next(sl for sl in range(clan * 5, clan * 5 + 5) if s.fig_type[sl] == 2)
    s.elf_hex[1] = next(
        n for n in s.board.neigh[s.fig_hex[shaman]] if n not in s.board.blocks and n not in s._occupied()
    )
    set_hand(s, 0, ["Crude Shield"])  # no strike in hand
    orc_phase(s, clan)
    fields = _elf_fields(s, s.fig_hex[shaman])
    beside = {
        sl for sl in range(clan * 5, clan * 5 + 5) if s.fig_hex[sl] >= 0 and s._dist(s.fig_hex[sl], s.elf_hex[1]) == 1
    }
    for level, seed, d in _choices(s, 0):
        assert d.kind == "move" and d.fig in beside, (level, seed, d)
        assert (
            _threat(s, d.hex, _elf_fields(s, s.fig_hex[d.fig])) > _threat(s, s.fig_hex[d.fig], fields)
            or s._dist(d.hex, s.elf_hex[1]) > 1
        ), (level, seed, d)


def test_relics_an_elf_strikes_the_orc_standing_on_a_chest():
    """An orc on a chest denies it (C11.2): the elf strikes that guard, not another orc beside it."""
    s = blank("relics")
    _no_tricks(s)
    b = s.board
    me = b.index[b.centres[1]]
    s.elf_hex[1] = me
    free = [n for n in b.neigh[me] if n not in b.blocks]
    chest, other = free[0], free[1]
    s.treasure_hex[0] = chest
    place(s, 0, other, 0)  # slot 0 beside the elf, on no chest (the lower slot: first among equal strikes)
    place(s, 5, chest, 0)  # another clan's orc on the chest
    set_hand(s, 1, ["Smite"])
    elf_action(s, 1)
    for level, seed, d in _choices(s, 1):
        assert d.kind == "attack" and d.target == 5, (level, seed, d)


def test_relics_an_idle_greedy_orc_stands_on_a_chest_the_elves_would_reach():
    """The horde denies the chests by standing on them (hard's ``guard``; greedy's too)."""
    from orcdesk.core.rng import Rng
    from orcdesk.games.orc_wars.greedy import greedy_action

    s = blank("relics")
    _no_tricks(s)
    b = s.board
    s.elf_hex[1] = b.index[b.centres[1]]
    orc = b.index[b.centres[2]]
    place(s, 0, orc, 0)
    chest = next(
        h
        for h in sorted(range(len(b.hexes)), key=lambda h: (s._dist(h, orc), h))
        if 1 <= s._dist(h, orc) <= 2 and h not in b.blocks and b.terrain[h] != UNDER and s._dist(h, s.elf_hex[1]) > 1
    )
    s.treasure_hex[0] = chest
    set_hand(s, 0, ["Crude Shield"])
    orc_phase(s, 0)
    for seed in SEEDS:
        d = E.CODEC.decode(greedy_action(s.clone(), 0, Rng(seed)))
        assert d.kind == "move" and d.hex == chest, (seed, d)
