"""HeroCard Orc Wars greedy policy: legal everywhere, and it plays for its goal."""

from __future__ import annotations

import pytest

from orcdesk.core import Rng
from orcdesk.games import get_game
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA
from orcdesk.games.orc_wars.greedy import greedy_action
from tests.test_orc_wars_helpers import A, H, T, blank, elf_action, place, set_hand


def _rnd(s, seat, rng):
    return rng.choice(s.legal_actions(seat))


def _play(scenario, orc, elf, seed, players=2):
    s = E.OrcWarsState.new(players, seed, {"scenario": scenario})
    rng = Rng(seed)
    while not s.is_terminal():
        seat = s.to_act()[0]
        a = (orc if seat == 0 else elf)(s, seat, rng)
        assert a in s.legal_actions(seat)
        s.apply(a, seat)
    return s


def test_registered():
    assert get_game("orc_wars").greedy_policy() is greedy_action


@pytest.mark.parametrize("scenario", sorted(DATA.scenarios))
def test_greedy_plays_legal_whole_games(scenario):
    for players in (2, 4) if scenario != "prisoner" else (2,):  # The Prisoner(s): 2 players only
        s = _play(scenario, greedy_action, greedy_action, players, players)
        assert s.winners()


@pytest.mark.parametrize("scenario", ["prisoner", "relics"])
def test_greedy_beats_random_on_both_sides(scenario):
    elf_wins = sum(_play(scenario, _rnd, greedy_action, g).winners() != [0] for g in range(8))
    orc_wins = sum(_play(scenario, greedy_action, _rnd, g).winners() == [0] for g in range(8))
    assert elf_wins >= 5 and orc_wins >= 6, (elf_wins, orc_wins)


def test_greedy_attacks_when_its_attack_beats_the_likely_block():
    s = blank("orc_camp")
    s.tricks, s.trick_pool = [], list(range(8))
    s.king_hex = H(s, 0, 0)
    s.elf_hex[1] = H(s, 1, 0)
    set_hand(s, 1, ["Longsword Strike", "Parry"])
    elf_action(s, 1)
    assert greedy_action(s, 1, Rng(1)) == A("attack", card=T("Longsword Strike"), by=26, target=E.KING)


def test_greedy_defends_when_the_attack_would_succeed():
    s = blank("orc_camp")
    s.tricks, s.trick_pool = [], list(range(8))
    s.king_hex = H(s, 0, 0)
    s.elf_hex[1] = H(s, 1, 0)
    set_hand(s, 1, ["Quick Thrust"])
    set_hand(s, 0, ["Crude Shield", "Duck"])
    elf_action(s, 1)
    s.apply(A("attack", card=T("Quick Thrust"), by=26, target=E.KING), 1)
    assert greedy_action(s, 0, Rng(1)) == A("play", card=T("Crude Shield"), by=E.KING, target=E.NONE)


def _first_orc_discard(scenario, players, seed=1):
    """A greedy game played up to the orc player's first Discard phase."""
    s = E.OrcWarsState.new(players, seed, {"scenario": scenario})
    rng = Rng(seed)
    while not (s.step == E.S_DISCARD and s.to_act() == (0,)):
        seat = s.to_act()[0]
        s.apply(greedy_action(s, seat, rng), seat)
    return s


def _thrown(s):
    """Cards greedy throws away in this Discard phase (the orc player's hand set to the same seven cards)."""
    set_hand(s, 0, ["Cleaver Chop", "Cleaver Chop", "Savage Maul", "Crude Shield", "Crude Shield", "Duck", "Flank"])
    thrown = 0
    while (a := greedy_action(s, 0, Rng(1))) != E.A_DONE:
        s.apply(a, 0)
        thrown += 1
    return thrown


def test_a_horde_with_several_turns_a_round_cycles_its_hand():
    """Against three elves the horde plays three turns a round (The Great Hunt): a full hand would draw nothing
    in any, so greedy throws cards away down to 4 and the Draw phase brings 3; with one turn and a King to guard
    it keeps its quotas (a kind's cards beyond them only: here the third basic defence)."""
    s = _first_orc_discard("great_hunt", 4)
    assert s.order.count(0) > 1
    assert _thrown(s) == 3 and len(s.hands[0]) == 4
    s = _first_orc_discard("great_hunt", 2)
    assert s.order.count(0) == 1 and not s.king_alive
    assert _thrown(s) == 3  # no King to guard: it cycles too
    s = _first_orc_discard("orc_camp", 2)
    assert s.order.count(0) == 1
    place(s, 0, next(h for h in range(len(s.board.hexes)) if h not in s._occupied() and h not in s.board.blocks))
    assert _thrown(s) < 3  # a King the elves hunt: the quotas keep his blocks


def test_a_lone_king_keeps_blocks_not_attacks():
    """The Prisoner(s) before the clan is freed: the King is the horde's only unit and his hand only has to keep
    him alive, so greedy throws away attacks beyond one."""
    s = _first_orc_discard("prisoner", 2)
    assert s.held
    set_hand(s, 0, ["Cleaver Chop", "Cleaver Chop", "Savage Maul", "Crude Shield", "Crude Shield", "Duck"])
    a = greedy_action(s, 0, Rng(1))
    assert E.CODEC.decode(a).kind == "discard"
    assert E.D.t_kind[E.CODEC.decode(a).card] == 0  # a basic attack
