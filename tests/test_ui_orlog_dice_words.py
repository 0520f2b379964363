"""Orlog dice say what they are (issue 13 §5): a tooltip on every hovered die, in English and French, and a
helmet that reads as a helmet (a nose guard under the brow, no eye holes: the old one read as a skull)."""

from __future__ import annotations

import pygame
import pytest

from orcdesk.core import i18n
from orcdesk.ui.kit import dice as dicekit
from tests.ui_driver import orlog_table_at_favor


@pytest.fixture()
def table():
    app, table = orlog_table_at_favor(3)  # every die of both sides kept and shown
    yield table
    i18n.set_language("en")


def hover_text(table, die) -> str:
    table.mouse = (int(die.pos[0]), int(die.pos[1]))
    table.app.step(1 / 60)
    return table.app.tooltip.text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_die_of_both_sides_has_a_tooltip(table, lang):
    i18n.set_language(lang)
    obs = table.state.observation(table.viewer)
    for seat in (0, 1):
        for die, shown in zip(table.dice[seat], obs["players"][seat]["dice"]):
            text = hover_text(table, die)
            lines = text.split("\n")
            assert lines[0].startswith(i18n.t(f"orlog.face.{shown['face']}").capitalize()), (lang, text)
            assert (i18n.t("orlog.tip.gilded") in lines) == shown["gilded"], text
            assert i18n.t("orlog.tip.kept") in lines, "every die is kept by the favor choice"
            assert "⟨" not in text


def test_no_tooltip_away_from_the_dice(table):
    table.mouse = (table.lay.play.x + 2, table.size[1] // 2)
    table.app.step(1 / 60)
    assert table.app.tooltip.text == ""


def test_the_helmet_has_a_nose_guard_and_no_eye_holes():
    mask = dicekit.icon_mask("helmet", 100)

    def filled(x, y):
        return mask.get_at((x, y)).a > 128

    assert filled(50, 25) and filled(50, 50), "the dome and the brow band"
    assert filled(50, 66), "the nose guard under the brow"
    assert not filled(38, 74) and not filled(62, 74), "an open face beside the guard, no cheek plates round eyes"
    assert not filled(50, 90), "no jaw under the guard"
    pygame.quit()
