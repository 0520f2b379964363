"""The colour-blind aid: a high-contrast palette that reaches already-cached card art."""
import pygame

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
