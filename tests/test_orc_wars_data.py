"""HeroCard Orc Wars data: data/orc_wars.yaml loads, holds everything the digest marks PROPOSED, and a broken
copy is refused with the file, line and field; the boards assemble correctly."""

from __future__ import annotations

import copy

import pytest

from orcdesk.core import hex as hx
from orcdesk.core.data import DataError, load_yaml, parse_yaml
from orcdesk.games.orc_wars.data import (
    BASIC_ATTACK,
    DATA,
    HERO_ORDER,
    TREE,
    UNDER,
    WALL,
    assemble,
    board,
    build_data,
)

RAW = load_yaml("orc_wars.yaml")


def _text() -> str:
    from orcdesk.resources import resource_path

    return resource_path("data", "orc_wars.yaml").read_text(encoding="utf-8")


def _broken(old: str, new: str):
    text = _text()
    assert old in text, old
    return parse_yaml(text.replace(old, new, 1), "data/orc_wars.yaml")


def test_decks_are_thirty_cards_and_elves_do_not_share_one():
    decks = [DATA.heroes[h]["deck"] for h in HERO_ORDER]
    assert len(set(decks)) == 3
    for name in ("paladin", "ranger", "sorcerer", "orc"):
        assert len(DATA.deck_cards[name]) == 30
    names = {d: {DATA.t_name[DATA.card_type[c]] for c in DATA.deck_cards[d]} for d in DATA.deck_cards}
    assert not names["ranger"] & names["paladin"] and not names["sorcerer"] & names["ranger"]
    for deck in DATA.deck_cards.values():  # every deck can attack
        assert any(DATA.t_kind[DATA.card_type[c]] == BASIC_ATTACK for c in deck)


def test_sourced_values_and_proposed_flags():
    assert DATA.heroes["paladin"]["attrs"][0] == 8 and DATA.heroes["paladin"]["attrs"][2] == 6  # S7
    claws = [t for t in range(DATA.n_types) if DATA.t_name[t] == "Filthy Claws"]
    assert claws and DATA.t_cost[claws[0]] == 2 and DATA.t_attr[claws[0]] == 0  # S1
    assert all(DATA.t_proposed)
    for key in ("heroes", "king", "squad_tokens", "figures"):
        section = RAW[key]
        flags = [section.get("proposed")] if "proposed" in section else [v.get("proposed") for v in section.values()]
        assert all(flags), key
    for tile in RAW["tiles"].values():
        assert tile["proposed"] is True
    for scen in RAW["scenarios"].values():
        assert scen["proposed"] is True
    assert sum(DATA.heroes[h]["wounds"] for h in HERO_ORDER) == 14  # = the 14 wound markers
    assert sorted(DATA.token_values) == [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4]
    assert DATA.tricks_by_level == {"first_time": 3, "novice": 2, "trained": 1, "expert": 0, "true_orc": 0}


def test_every_part_e_option_is_declared():
    opts = RAW["options"]
    for name in (
        "scenario",
        "dirty_tricks",
        "ranger_move",
        "first_side",
        "wound_scope",
        "casualty",
        "wiped_clan_pile",
        "king_underbrush",
        "max_rounds",
    ):
        assert name in opts and opts[name]["default"] in opts[name]["choices"]
    assert set(opts["scenario"]["choices"]) == {"prisoner", "orc_camp", "relics", "bounty_hunter", "great_hunt"}


@pytest.mark.parametrize(
    "old,new,field,words",
    [
        ("[0, -1, clear], [0, 0, clear],", "[0, -1, clear], [0, 0, lava],", "tiles.T1", "unknown terrain 'lava'"),
        ("[2, -1, clear], [2, 0, clear]]", "[2, -1, clear]]", "tiles.T1", "19 hexes"),
        (
            "effects: [DRAW 2], proposed: true}",
            "effects: [TELEPORT 2], proposed: true}",
            "decks.paladin",
            "unknown effect 'TELEPORT'",
        ),
        ("copies: 3, attr: B, cost: 6", "copies: 4, attr: B, cost: 6", "decks", "30 action cards"),
        ("deck: ranger, power", "deck: paladin, power", "heroes", "must not share one deck"),
        ("kind: basic_attack, value: 7", "kind: basic_attack, value: seven", "decks.paladin", "expected int"),
        ("layout: band", "layout: spiral", "scenarios.relics.layout", "unknown layout"),
        ("[T3, forest], [T1, forest]", "[T3, forest], [T99, forest]", "scenarios.prisoner.tiles", "known tile"),
        (
            "kind: king_and_prisoners, rounds: 9",
            "kind: king_and_prisoners, rounds: 0",
            "scenarios.prisoner.goal",
            "out of range",
        ),
    ],
)
def test_broken_data_names_file_line_and_field(old, new, field, words):
    with pytest.raises(DataError) as err:
        build_data(_broken(old, new))
    e = err.value
    assert e.file == "data/orc_wars.yaml" and e.line and e.field.startswith(field.split(".")[0]), str(e)
    assert field in e.field or field in str(e), str(e)
    assert words in str(e), str(e)


def test_overlapping_layout_is_refused():
    with pytest.raises(DataError, match="overlap"):
        build_data(_broken("band: {positions: [[0, 0], [5, -2]", "band: {positions: [[0, 0], [1, 0]"))


@pytest.mark.parametrize("scenario", sorted(DATA.scenarios))
def test_boards_assemble(scenario):
    b = board(scenario)
    sc = DATA.scenarios[scenario]
    n_tiles = len(sc["tiles"])
    assert len(b.hexes) == 19 * n_tiles, "19 hexes per tile, no overlap"
    assert len(set(b.hexes)) == len(b.hexes)
    for p, centre in enumerate(b.centres):
        cells = [i for i in range(len(b.hexes)) if b.tile_of[i] == p]
        assert len(cells) == 19 and all(hx.distance(b.hexes[i], centre) <= 2 for i in cells)
    hexset = set(b.hexes)
    for i in b.entries:
        assert b.terrain[i] not in (TREE, WALL), "entry hexes are not trees or walls"
        assert any(n not in hexset for n in hx.neighbours(b.hexes[i])), "entry hexes are on the edge"
    inner = [i for i in range(len(b.hexes)) if all(n in hexset for n in hx.neighbours(b.hexes[i]))]
    assert inner and not set(inner) & set(b.entries)
    # The board is one connected area of open ground.
    open_cells = [b.hexes[i] for i in range(len(b.hexes)) if i not in b.blocks]
    assert len(hx.connected_groups(open_cells)) == 1
    # Forest tiles use trees, cavern tiles walls.
    for i in b.blocks:
        side = sc["tiles"][b.tile_of[i]][1]
        assert b.terrain[i] == (TREE if side == "forest" else WALL)


def test_prisoner_centre_tile():
    b = board("prisoner")
    c = b.centres[0]
    pris = DATA.scenarios["prisoner"]["prisoners"]
    for h in pris["hexes"]:
        assert b.index[hx.add(c, h)] not in b.blocks
    ring1 = [b.index[h] for h in hx.ring(c, 1)]
    assert sum(1 for i in ring1 if i in b.blocks) == 2, "trees fill the other two ring-1 hexes"


def test_great_hunt_tile_centres_are_open():
    b = board("great_hunt")
    assert all(b.terrain[b.index[c]] not in (TREE, WALL) for c in b.centres)
    assert "T7" not in [t for t, _ in DATA.scenarios["great_hunt"]["tiles"]]


def test_underbrush_is_the_same_on_both_sides():
    for tile in DATA.tiles.values():
        f = {h for h, t in tile["forest"].items() if t == UNDER}
        c = {h for h, t in tile["cavern"].items() if t == UNDER}
        assert f == c


def test_assemble_marks_prisoner_trees():
    scen = copy.deepcopy(DATA.scenarios["prisoner"])
    b = assemble(DATA, scen)
    assert len(b.blocks) == len(board("prisoner").blocks)
