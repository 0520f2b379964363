"""The colour-blind aid: a high-contrast palette that reaches already-cached card art."""

import pygame

from orcdesk.core.contract import Reason
from orcdesk.ui.kit import theme


def test_high_contrast_palette_redraws_cached_cards():
    pygame.init()
    from orcdesk.ui.tables.orc import art as orc_table

    theme.set_high_contrast(False)
    normal = orc_table.half_face("red", 2, 60, 50).get_at((30, 2))[:3]
    assert theme.set_high_contrast(True) is True
    try:
        assert theme.tribe_color("red") == theme.HIGH_CONTRAST_COLORS["red"]
        contrast = orc_table.half_face("red", 2, 60, 50).get_at((30, 2))[:3]
        assert contrast != normal, "the cached card kept the old palette"
        assert theme.set_high_contrast(True) is False  # no change, no flush
    finally:
        theme.set_high_contrast(False)
    assert theme.tribe_color("red") != theme.HIGH_CONTRAST_COLORS["red"]
    assert orc_table.half_face("red", 2, 60, 50).get_at((30, 2))[:3] == normal


def test_high_contrast_colours_are_distinct_and_emblems_remain():
    colours = list(theme.HIGH_CONTRAST_COLORS.values())
    assert len(set(colours)) == 6
    assert set(theme.HIGH_CONTRAST_COLORS) == set(theme.TRIBE_GLYPHS)


def test_colours_are_named_as_the_palette_shows_them():
    """In the high-contrast palette red tribes are drawn orange and purple ones pink: the words say so too
    (issue 13 §5), in both languages, and say red/purple again with the normal palette."""
    from orcdesk.core.i18n import set_language, t

    assert theme.colour_name("red") == "red" and theme.colour_name("purple") == "purple"
    theme.set_high_contrast(True)
    try:
        assert theme.colour_name("red") == "orange" and theme.colour_name("purple") == "pink"
        for name in theme.TRIBE_COLORS:  # every name the palette can give is worded in both languages
            for lang in ("en", "fr"):
                set_language(lang)
                for area in ("colour", "tribe", "orc", "orcs"):
                    assert "⟨" not in t(f"orc.{area}.{theme.colour_name(name)}")
        set_language("fr")
        assert t(f"orc.tribe.{theme.colour_name('purple')}") == "la tribu rose"
    finally:
        set_language("en")
        theme.set_high_contrast(False)


def test_the_orc_table_words_follow_the_palette_and_reword_its_log():
    """Prompts, tooltips, reasons and the log of the Orc table name the colours shown; switching the palette
    (Settings re-lays the table out) words the log again."""
    import re

    from orcdesk.core.i18n import t
    from orcdesk.ui.staging import build_table
    from orcdesk.ui.tables.orc import words as orc_words

    theme.set_high_contrast(False)
    app, table = build_table("orc", seed=3, moves=24, size=(1280, 720))
    try:
        words = " ".join(text for text, _ in table.log.lines)
        assert re.search(r"\b(red|purple)\b", words), "the test game names no red or purple tribe"
        theme.set_high_contrast(True)
        table.on_resize(app.size)
        words = " ".join(text for text, _ in table.log.lines)
        assert not re.search(r"\b(red|purple)\b", words), words
        assert re.search(r"\b(orange|pink)\b", words)
        assert orc_words.tribe_words("red") == t("orc.tribe.orange")
        assert "pink" in orc_words.orcs_words("purple", 2)
        refused = Reason("orc.refuse.tribe_colour", {"tribe": "orc.tribe.purple", "colour": "orc.orcs.purple"})
        assert orc_words.reason_text(refused, table.seat_name).count("pink") == 2
        theme.set_high_contrast(False)
        table.on_resize(app.size)
        words = " ".join(text for text, _ in table.log.lines)
        assert not re.search(r"\b(orange|pink)\b", words)
    finally:
        theme.set_high_contrast(False)
        table.on_exit()
