"""The specials the hard level plays and the policy never did (orcdesk/games/orc_wars/specials.py)."""

from orcdesk.ai import make_agent
from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.greedy import greedy_action, one_ply_action
from orcdesk.games.orc_wars.specials import special_first
from tests.test_orc_wars_helpers import blank, elf_action, orc_phase, set_hand, touch

HARD_SPECIALS = frozenset({"draw_cards", "extra_move", "king_march"})


def _plays(s, seat, name):
    return [
        a
        for a in s.legal_actions(seat)
        if E.CODEC.decode(a).kind == "play" and E.D.t_name[E.CODEC.decode(a).card] == name
    ]


def test_an_elf_draws_instead_of_ending_its_phase_when_the_hand_has_room():
    s = blank("orc_camp")
    set_hand(s, 1, ["Meditation", "Parry", "Brace"])
    elf_action(s)
    meditation = _plays(s, 1, "Meditation")
    assert meditation, "Meditation is playable"
    assert special_first(s, 1, s.legal_actions(1), E.A_END, HARD_SPECIALS) == meditation[0]
    assert special_first(s, 1, s.legal_actions(1), E.A_END, frozenset()) == E.A_END  # normal keeps ending
    set_hand(s, 1, ["Meditation", "Parry", "Brace", "Shield Block", "Shield Block", "Smite", "Smite"])
    touch(s)
    assert special_first(s, 1, s.legal_actions(1), E.A_END, HARD_SPECIALS) == E.A_END  # 7 cards: no room for 2


def _far_from_the_king(s):
    """Put the Paladin where its 3 steps cannot bring it next to the King, with Swift Stride in hand."""
    king = s.king_hex
    spots = [
        h
        for h in range(len(s.board.hexes))
        if h not in s.board.blocks and s.board.terrain[h] != E.UNDER and 6 <= s._dist(h, king) <= 7
    ]
    s.elf_hex[1] = spots[0]
    set_hand(s, 1, ["Swift Stride", "Parry"])
    elf_action(s)
    return s


def test_an_elf_plays_swift_stride_before_a_move_that_falls_short_of_its_goal():
    s = _far_from_the_king(blank("orc_camp"))
    stride = _plays(s, 1, "Swift Stride")
    assert stride
    moves = [a for a in s.legal_actions(1) if E.CODEC.decode(a).kind == "move"]
    walk = min(moves, key=lambda a: s._dist(E.CODEC.decode(a).hex, s.king_hex))
    assert s._dist(E.CODEC.decode(walk).hex, s.king_hex) > 1
    assert special_first(s, 1, s.legal_actions(1), walk, HARD_SPECIALS) == stride[0]
    assert special_first(s, 1, s.legal_actions(1), walk, frozenset()) == walk
    hard = make_agent("hard", "orc_wars", seed=1)
    assert hard.choose(s, 1) == stride[0]


def test_the_king_marches_only_when_his_move_would_leave_him_in_reach():
    s = blank("orc_camp")
    king = s.king_hex
    beside = next(n for n in s.board.neigh[king] if n not in s.board.blocks and s.board.terrain[n] != E.UNDER)
    s.elf_hex[1] = beside
    s.hands[E.ORC] = []
    set_hand(s, E.ORC, ["Forced March", "Duck"])
    orc_phase(s, E.KING_PHASE)
    march = _plays(s, E.ORC, "Forced March")
    assert march, "Forced March is playable in the King's phase"
    moves = [a for a in s.legal_actions(E.ORC) if E.CODEC.decode(a).kind == "move"]
    short = min(moves, key=lambda a: s._dist(E.CODEC.decode(a).hex, beside))  # still in the Paladin's reach
    assert special_first(s, E.ORC, s.legal_actions(E.ORC), short, HARD_SPECIALS) == march[0]
    assert special_first(s, E.ORC, s.legal_actions(E.ORC), short, frozenset({"extra_move"})) == short


def test_greedy_spends_swift_stride_only_in_a_race_against_the_round_limit():
    """The Prisoner(s) has a round limit: greedy walks with Swift Stride there, and keeps it elsewhere."""
    race = _far_from_the_king(blank("prisoner"))
    assert race.scen["goal"].get("rounds"), "The Prisoner(s) is a race"
    assert greedy_action(race, 1, Rng(1)) == _plays(race, 1, "Swift Stride")[0]
    assert E.CODEC.decode(one_ply_action(race, 1, Rng(1))).kind == "move"  # what the policy falls back on
    calm = _far_from_the_king(blank("orc_camp"))
    assert not calm.scen["goal"].get("rounds")
    assert E.CODEC.decode(greedy_action(calm, 1, Rng(1))).kind == "move"
