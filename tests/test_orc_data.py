"""data/orc.yaml: the real file loads, and a broken one is refused naming the file, line and field."""

from __future__ import annotations

import pytest

from orcdesk.core.data import DataError, load_yaml, parse_yaml
from orcdesk.games.orc.engine import COLOURS, HAND_SIZES, PILE_SIZE, parse_spec

GOOD = """\
colours: [red, yellow, blue, white, green, purple]
deck: {generate: ordered_pairs, single_end: a, double_end: b}
frontier_cards: 3
pile_size: 4
hands: {first_player: 1, second_player: 2}
draws: {single_end_play: 2, double_end_play: 1, discard: 1}
options:
  start_rule: {default: oya, choices: [oya, perplext]}
"""


def test_real_data_file():
    assert parse_spec(load_yaml("orc.yaml"))[0] == COLOURS
    assert (len(COLOURS), PILE_SIZE, HAND_SIZES) == (6, 4, (1, 2))


@pytest.mark.parametrize(
    "old,new,line,field",
    [
        ("pile_size: 4", "pile_size: 5", 4, "pile_size"),
        ("pile_size: 4", "pile_size: four", 4, "pile_size"),
        ("[red, yellow,", "[red, rose,", 1, "colours"),
        ("frontier_cards: 3", "frontier_cards: 2", 3, "frontier_cards"),
        ("generate: ordered_pairs", "generate: triples", 2, "deck.generate"),
        ("discard: 1", "discard: 0", 6, "draws"),
    ],
)
def test_broken_data_names_line_and_field(old, new, line, field):
    cfg = parse_yaml(GOOD.replace(old, new), "data/orc.yaml")
    with pytest.raises(DataError) as err:
        parse_spec(cfg)
    assert err.value.file == "data/orc.yaml" and err.value.line == line and err.value.field == field


def test_good_text_parses():
    assert parse_spec(parse_yaml(GOOD, "x.yaml"))[1] == 4
