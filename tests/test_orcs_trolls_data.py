"""Orcs & Trolls data file: validated on load, errors name file, line and field; proposed values flagged."""

import pytest

from orcdesk.core.data import DataError, load_yaml, parse_yaml
from orcdesk.games.orcs_trolls.cards import build_cards
from orcdesk.resources import resource_path

TEXT = resource_path("data", "orcs_trolls.yaml").read_text(encoding="utf-8")


def _build(text):
    return build_cards(parse_yaml(text, "data/orcs_trolls.yaml"))


def _line_of(fragment):
    return TEXT[: TEXT.index(fragment)].count("\n") + 1


def test_shipped_file_loads():
    cards = _build(TEXT)
    assert cards.n_cards == 122 and cards.hand_size == 9 and cards.win_vp == 21


def test_bad_copies_names_file_line_and_field():
    fragment = "{key: treasure_3, name: Tesoro, vp: 3, copies: 6"
    with pytest.raises(DataError) as exc:
        _build(TEXT.replace(fragment, fragment.replace("copies: 6", "copies: six")))
    err = exc.value
    assert err.file == "data/orcs_trolls.yaml" and err.line == _line_of(fragment)
    assert err.field == "treasures[2].copies"


def test_unknown_trait_and_unknown_defence_are_refused():
    with pytest.raises(DataError) as exc:
        _build(TEXT.replace("{name: Brakka, traits: [S]", "{name: Brakka, traits: [X]"))
    assert "traits" in exc.value.field and "unknown trait" in str(exc.value)
    with pytest.raises(DataError) as exc:
        _build(TEXT.replace("{key: scout,", "{key: spy,"))
    assert "defences" in exc.value.field


def test_every_proposed_value_is_flagged():
    data = load_yaml("orcs_trolls.yaml")
    for section in ("orcs", "trolls", "treasures", "trials", "attacks", "attack_bonuses", "defences"):
        assert all(entry.get("proposed") is True for entry in data[section]), section
    assert data["options"]["max_rounds"]["proposed"] is True


def test_every_option_has_a_default_in_its_choices():
    data = load_yaml("orcs_trolls.yaml")
    for name, spec in data["options"].items():
        assert "default" in spec, name
        if "choices" in spec:
            assert spec["default"] in spec["choices"], name
