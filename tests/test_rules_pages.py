"""The rules screens say what the engines do (issue 13 §5: Orc's page 3 taught the wrong draws)."""
from __future__ import annotations

import pytest

from orcdesk.core import i18n
from orcdesk.core.data import load_yaml
from orcdesk.ui.scenes.rules import rule_pages


@pytest.fixture(params=["en", "fr"])
def lang(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


WORDS = {  # per language: the phrases that carry each rule
    "orc_draws": {"en": ("two cards if the 1-orc end", "one card if the 2-orc end", "discard a card and draw one"),
                  "fr": ("deux cartes si le bout à 1 orc", "une seule si c'est le bout à 2 orcs",
                         "défaussez une carte et piochez-en une")},
    "ot_trial": {"en": ("you may throw a trial at a rival's pack",),
                 "fr": ("vous pouvez lancer une épreuve sur la bande d'un rival",)},
    "orlog_readings": {"en": ("N of the arrows the shields would stop get through", "even if it has already acted",
                              "paid even when it finds nothing"),
                       "fr": ("N des flèches que les boucliers arrêteraient passent", "même si elle a déjà agi",
                              "payée même si elle ne trouve rien")},
}


def test_orc_page_3_gives_the_draws_of_the_engine(lang):
    draws = load_yaml("orc.yaml")["draws"]
    assert (draws["single_end_play"], draws["double_end_play"], draws["discard"]) == (2, 1, 1)
    text = rule_pages("orc")[2][1]
    for phrase in WORDS["orc_draws"][lang]:
        assert phrase in text


def test_orcs_and_trolls_trial_is_thrown_by_the_player_whose_turn_it_is(lang):
    text = rule_pages("orcs_trolls")[2][1]
    for phrase in WORDS["ot_trial"][lang]:
        assert phrase in text


def test_orlog_says_which_readings_it_plays(lang):
    from orcdesk.games.orlog.engine import OrlogState
    options = OrlogState.new(2, 1).options
    assert (options["ullr_pierces"], options["thrymr_timing"], options["no_effect_cost"]) == \
        ("blocked", "any", "charged")
    text = rule_pages("orlog")[-1][1]
    for phrase in WORDS["orlog_readings"][lang]:
        assert phrase in text


def test_every_rules_page_of_every_game_has_its_picture():
    """Each table draws the picture beside each of its rules pages (TableScene.rules_picture, its rules_art)."""
    import pygame
    from orcdesk.games import GAMES
    from orcdesk.ui.scenes.rules import rule_pages
    pygame.init()
    for game_id, info in GAMES.items():
        for page in range(len(rule_pages(game_id))):
            picture = info.table_class().rules_picture(page, 400, 300)
            assert picture is not None and picture.get_size() == (400, 300), (game_id, page)
            assert picture.get_bounding_rect().w > 40, f"{game_id} page {page}: the picture is empty"
