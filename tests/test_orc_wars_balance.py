"""HeroCard Orc Wars balance data: the horde grows with the number of elves (data/orc_wars.yaml ``horde``, read
per elf count, a scenario's own ``horde`` overriding some levers), and arena's per-side figures."""

from __future__ import annotations

import json

import pytest

from orcdesk.cli import main
from orcdesk.core.data import DataError
from orcdesk.core.rng import Rng
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA, build_data
from tests.test_orc_wars_data import _broken
from tests.test_orc_wars_helpers import A

GROWING = ["orc_camp", "relics", "bounty_hunter", "great_hunt"]  # the scenarios played by 2 or 3 elves too


@pytest.fixture
def horde(monkeypatch):
    """Set one scenario's levers for a test: horde("relics", token_bonus={1: 0, 2: 1, 3: 2})."""

    def set_levers(scenario, **levers):
        table = {k: dict(v) for k, v in DATA.scenarios[scenario]["horde"].items()}
        table.update(levers)
        monkeypatch.setitem(DATA.scenarios[scenario], "horde", table)

    return set_levers


@pytest.mark.parametrize("scenario", GROWING)
def test_the_data_is_read_per_elf_count(scenario):
    levers = DATA.scenarios[scenario]["horde"]
    assert set(levers) == {
        "token_bonus",
        "extra_tokens",
        "squad_actions",
        "starting_squads",
        "orc_turns",
        "extra_turn_every",
    }
    for values in levers.values():
        assert set(values) == {1, 2, 3}
    # one elf: the horde of the booklet, nothing added (the 2-player games are balanced without it)
    assert levers["token_bonus"][1] == 0 and levers["extra_tokens"][1] == 0 and levers["squad_actions"][1] == 1
    assert levers["starting_squads"][1] == 0 and levers["orc_turns"][1] == 1
    assert all(every >= 1 for every in levers["extra_turn_every"].values())
    assert DATA.cfg["horde"]["proposed"] is True


def test_extra_tokens_per_elf_count(horde):
    # The Great Hunt places 8 of the 11 token values (Orc Camp places all 11: no room for more)
    horde("great_hunt", extra_tokens={1: 0, 2: 1, 3: 1})
    placed = sum(DATA.scenarios["great_hunt"]["tokens"].values())
    for players, extra in ((2, 0), (3, 1), (4, 1)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "great_hunt"})
        assert sum(1 for st in s.token_state if st == 1) == placed + extra
        s.check_invariants()


def test_token_bonus_per_elf_count(horde):
    horde("orc_camp", token_bonus={1: 0, 2: 2, 3: 1})
    for players, bonus in ((2, 0), (3, 2), (4, 1)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "orc_camp"})
        tok = next(t for t, st in enumerate(s.token_state) if st == 1)
        sizes = {sum(E.MIXES[m]) for _, m in s._deploy_choices(tok)}
        assert sizes == {min(s.token_value[tok] + bonus, 5)}, (players, s.token_value[tok], sizes)


def test_starting_squads_per_elf_count(horde):
    horde("orc_camp", starting_squads={1: 0, 2: 2, 3: 3})
    for players, awake in ((2, 0), (3, 2), (4, 3)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "orc_camp"})
        assert sum(1 for st in s.token_state if st == 2) == awake
        assert sum(1 for h in s.fig_hex if h >= 0) >= awake, "each token brings at least one orc"
        s.check_invariants()
    centre_tile = [s.board.tile_of[s.token_hex[t]] for t, st in enumerate(s.token_state) if st == 2]
    assert set(centre_tile) == {0}, "the camp (4 tokens) wakes first"


def test_orc_turns_per_elf_count(horde):
    horde("orc_camp", orc_turns={1: 1, 2: 2, 3: 2})
    orders = {p: E.OrcWarsState.new(p, 3, {"scenario": "orc_camp"}).order for p in (2, 3, 4)}
    assert orders == {2: [1, 0], 3: [1, 0, 2, 0], 4: [1, 0, 2, 3, 0]}
    assert E.round_order(3, 3, True) == [1, 0, 2, 0, 3, 0] and E.round_order(2, 2, False) == [0, 1, 0, 2]
    s = E.OrcWarsState.new(4, 3, {"scenario": "orc_camp"})
    rng = Rng(2)
    rounds = set()
    while not s.is_terminal() and len(rounds) < 3:  # the horde plays twice a round, the round counts on
        seat = s.to_act()[0]
        if s.step == E.S_DISCARD:
            rounds.add(s.round)
        s.apply(rng.choice(s.legal_actions(seat)), seat)
    s.check_invariants()


def test_an_extra_orc_turn_every_second_round(horde):
    horde("orc_camp", orc_turns={1: 1, 2: 2, 3: 2}, extra_turn_every={1: 1, 2: 2, 3: 1})
    for players, every in ((3, 2), (4, 1)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "orc_camp"})
        rng = Rng(5)
        orc_turns: dict = {}
        while not s.is_terminal() and s.round <= 4:
            seat = s.to_act()[0]
            if s.step == E.S_DISCARD and seat == E.ORC:
                orc_turns.setdefault(s.round, set()).add(s.turn_idx)
            s.apply(rng.choice(s.legal_actions(seat)), seat)
        played = {r: len(idx) for r, idx in orc_turns.items() if r <= 4}
        expected = {r: 2 if r % every == 0 else 1 for r in range(1, 5)}
        assert played == {r: n for r, n in expected.items() if r in played} and len(played) >= 3, (players, played)


def test_a_negative_token_bonus_leaves_each_token_one_figure(horde):
    horde("orc_camp", token_bonus={1: 0, 2: -2, 3: -9})
    for players, bonus in ((3, -2), (4, -9)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "orc_camp"})
        for tok in (t for t, st in enumerate(s.token_state) if st == 1):
            sizes = {sum(E.MIXES[m]) for _, m in s._deploy_choices(tok)}
            assert sizes == {max(1, s.token_value[tok] + bonus)}, (players, s.token_value[tok], sizes)
    with pytest.raises(DataError, match="whole number >= 0"):
        build_data(_broken("  extra_tokens: {1: 0,", "  extra_tokens: {1: -1,"))
    with pytest.raises(DataError, match="every round"):
        build_data(_broken("  extra_turn_every: {1: 1,", "  extra_turn_every: {1: 0,"))


def test_squad_actions_per_elf_count(horde):
    horde("orc_camp", squad_actions={1: 1, 2: 2, 3: 2})
    for players, both in ((2, False), (3, True)):
        s = E.OrcWarsState.new(players, 3, {"scenario": "orc_camp"})
        s.step, s.decider, s.cur = E.S_SQUAD, 0, 0
        s.squad_activated = s.squad_reinforced = s.squad_drums = False
        s.fig_hex[0], s.fig_type[0] = s.board.entries[0], 0  # a clan on the board, so reinforcing is possible
        s._legal = None
        tok = next(t for t, st in enumerate(s.token_state) if st == 1)
        s.apply(A("activate", token=tok), 0)
        s.apply(s.legal_actions(0)[0], 0)  # deploy
        assert (s.step == E.S_SQUAD) == both, players
        if both:
            kinds = {E.CODEC.kind_of(a) for a in s.legal_actions(0)}
            assert "reinforce" in kinds and "activate" not in kinds


def test_an_unknown_lever_is_a_data_error():
    with pytest.raises(DataError, match="unknown lever"):
        build_data(_broken("  squad_actions: {1: 1,", "  king_guard: {1: 0}\n  squad_actions: {1: 1,"))


def test_arena_reports_each_side(capsys):
    assert (
        main(
            [
                "arena",
                "orc_wars",
                "--seats",
                "greedy,random",
                "--games",
                "2",
                "--workers",
                "1",
                "--json",
                "--option",
                "scenario=orc_camp",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    rates = data["side_win_rate"]
    assert set(rates) == {"elves", "orcs"} and rates["elves"] + rates["orcs"] == 1.0
    assert main(["arena", "orc", "--seats", "greedy,random", "--games", "2", "--workers", "1", "--json"]) == 0
    assert "side_win_rate" not in json.loads(capsys.readouterr().out), "a game without sides has none"
