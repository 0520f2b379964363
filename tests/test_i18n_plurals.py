"""Counted words use the catalogue's plural forms (issue 13 §5: "Draw 1 card(s)", "1 axes vs 1 blocks")."""

from __future__ import annotations

import pytest

from orcdesk.core import i18n
from orcdesk.core.i18n import catalogue, t


@pytest.fixture
def lang(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
def test_no_catalogue_text_leaves_the_plural_to_the_reader(lang):
    hedged = [key for key, text in catalogue(lang).items() if "(s)" in text or "(es)" in text]
    assert not hedged, hedged


@pytest.mark.parametrize(
    "lang, n, text",
    [
        ("en", 1, "Draw 1 card: click a lit pile"),
        ("en", 2, "Draw 2 cards: click a lit pile"),
        ("fr", 1, "Piochez 1 carte : cliquez une pioche éclairée"),
        ("fr", 2, "Piochez 2 cartes : cliquez une pioche éclairée"),
    ],
    indirect=["lang"],
)
def test_orc_draw_prompt(lang, n, text):
    assert t("orc.prompt.draw", n=n) == text


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("en", ["You: 1 axe vs 1 block, 0 damage.", "You: 3 arrows vs 0 blocks, 3 damage."]),
        ("fr", ["Vous : 1 hache contre 1 blocage, 0 dégât.", "Vous : 3 flèches contre 0 blocage, 3 dégâts."]),
    ],
    indirect=["lang"],
)
def test_orlog_attack_lines_count_their_words(lang, expected):
    from orcdesk.ui.app import App
    from orcdesk.ui.tables.orlog import OrlogTable

    app = App((800, 600))
    table = OrlogTable(app, "orlog", seats=["human", "random"], seed=1, inline_ai=True)
    melee = {
        "type": "attack",
        "seat": 0,
        "target": 1,
        "kind": "melee",
        "attack": 1,
        "block": 1,
        "pierce": 0,
        "damage": 0,
    }
    ranged = dict(melee, kind="ranged", attack=3, block=0, damage=3)
    assert [table.describe_event(melee), table.describe_event(ranged)] == expected
