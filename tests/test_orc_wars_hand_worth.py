"""The hard level's per-scenario hand weights (orcdesk/games/orc_wars/hand_worth.py, data/ai.yaml ``hand``)."""

import pytest

from orcdesk.ai import make_agent
from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.greedy import KIND_WORTH
from orcdesk.games.orc_wars.hand_worth import hand_for, parse_hand
from orcdesk.games.orc_wars.policy import policy_action
from tests.test_orc_wars_helpers import set_hand

ATTACKY = [4, 2, 2.5, 1.5, 1]
GUARDED = [3, 1.5, 4.5, 3.5, 1]


def test_a_player_count_then_a_scenario_then_the_side_default_then_greedy():
    parsed = parse_hand(
        {"elves": {"prisoner": ATTACKY, "default": GUARDED, "relics/3": ATTACKY}, "orcs": {"relics": ATTACKY}}
    )
    assert hand_for(parsed, 1, "relics", 3) == tuple(ATTACKY)
    assert hand_for(parsed, 1, "relics", 2) == tuple(GUARDED)
    assert hand_for(parsed, 1, "prisoner") == tuple(ATTACKY)
    assert hand_for(parsed, 2, "orc_camp") == tuple(GUARDED)
    assert hand_for(parsed, E.ORC, "relics") == tuple(ATTACKY)
    assert hand_for(parsed, E.ORC, "orc_camp") == KIND_WORTH[0]


@pytest.mark.parametrize(
    "table, word",
    [
        ({"trolls": {}}, "unknown side 'trolls'"),
        ({"elves": [1, 2]}, "hand.elves: a table of scenarios"),
        ({"elves": {"relics": [1, 2, 3]}}, "hand.elves.relics: 5 positive numbers"),
        ({"orcs": {"relics": [1, 2, 3, 4, "x"]}}, "hand.orcs.relics"),
        ({"orcs": {"relics": [1, 2, 3, 4, 0]}}, "hand.orcs.relics"),
        ([1], "a table of sides"),
    ],
)
def test_a_bad_table_names_its_entry(table, word):
    with pytest.raises(ValueError, match=word.replace("(", r"\(")):
        parse_hand(table)


def _elf_to_discard(scenario):
    """An elf in the Discard phase holding 7 cards, 2 attacks and 5 blocks or block modifiers."""
    s = E.OrcWarsState.new(2, 4, {"scenario": scenario})
    while not (s.step == E.S_DISCARD and s.to_act()[0] == 1):
        s.apply(s.legal_actions()[0] if s.step != E.S_DISCARD else E.A_DONE)
    set_hand(s, 1, ["Longsword Strike", "Smite", "Shield Block", "Shield Block", "Parry", "Brace", "Foresight"])
    return s


def test_the_weights_change_what_the_elf_throws_away():
    """With blocks worth more (the scenarios the elves must last) the elf keeps its blocks and throws an
    attack away; with attacks worth more (The Prisoner(s), a race) it keeps the attacks."""
    kind = E.D.t_kind
    guarded = policy_action(_elf_to_discard("orc_camp"), 1, Rng(1), hand=tuple(GUARDED))
    attacky = policy_action(_elf_to_discard("orc_camp"), 1, Rng(1), hand=tuple(ATTACKY))
    assert kind[E.CODEC.decode(guarded).card] != kind[E.CODEC.decode(attacky).card]
    assert kind[E.CODEC.decode(attacky).card] in (2, 3)  # a block or block modifier goes


def test_the_hard_level_reads_its_weights_per_scenario():
    hard = make_agent("hard", "orc_wars", seed=1)
    prisoner, camp = _elf_to_discard("prisoner"), _elf_to_discard("orc_camp")
    assert hard._hand(prisoner, 1) != hard._hand(camp, 1)
    assert hard._hand(prisoner, E.ORC) == KIND_WORTH[0]  # the King alone keeps greedy's quotas anyway


def test_hard_turns_up_the_bigger_squad():
    """``activate_big`` (hard): the orc player knows his tokens; a 4 a few hexes farther than a 1 comes first
    (greedy and normal take the nearest)."""
    from tests.test_orc_wars_orcs import squad_phase

    s = squad_phase()
    elf = s.elf_hex[1]
    down = [t for t in range(len(s.token_state)) if s.token_state[t] == 1]
    near, far = sorted(down[:2], key=lambda t: s._dist(s.token_hex[t], elf))
    for t in down[2:]:
        s.token_state[t] = 0
    gap = s._dist(s.token_hex[far], elf) - s._dist(s.token_hex[near], elf)
    s.token_value[near], s.token_value[far] = 1, 4
    s._legal = None
    hard = make_agent("hard", "orc_wars", seed=1)
    normal = make_agent("normal", "orc_wars", seed=1)
    pick = E.CODEC.decode(hard.choose(s, E.ORC)).token
    assert E.CODEC.decode(normal.choose(s, E.ORC)).token == near
    assert gap < 6 and pick == far, gap  # this deal: the 4 stands a few hexes farther
