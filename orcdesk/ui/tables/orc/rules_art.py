"""The pictures beside the Orc rules pages, drawn with the table's own art."""
from __future__ import annotations

import pygame

from orcdesk.ui.kit import glyphs, theme
from orcdesk.ui.tables.orc import art as kit


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    cw = int(min(w / 4.2, h / 2.2))
    ch = int(cw * 1.55)
    if page == 0:  # the border: six tribes and the box
        colours = ("red", "yellow", "blue", "white", "green", "purple")
        tw = int(min(w / 6.6, h / 1.5))
        x0 = (w - 6 * tw) // 2
        for i, colour in enumerate(colours):
            tile = kit.tribe_tile(colour, 1 + (i % 2), tw - 4, int(tw * 1.3))
            s.blit(tile, (x0 + i * tw, (h - tile.get_height()) // 2))
    elif page == 1:  # one card, both ends
        for i, (one, two) in enumerate((("red", "blue"), ("green", "yellow"), ("white", "purple"))):
            face = kit.card_face(one, two, cw, ch, up_end=i % 2)
            s.blit(face, ((w - 3 * cw) // 2 + i * int(cw * 1.05), (h - ch) // 2))
    elif page == 2:  # a play against a tribe
        tile = kit.tribe_tile("green", 2, cw, int(cw * 1.3))
        s.blit(tile, (w // 2 - cw - 8, (h - tile.get_height()) // 2))
        face = kit.card_face("red", "blue", cw, ch, up_end=1, faded_end=0)
        s.blit(face, (w // 2 + 8, (h - ch) // 2))
    else:  # a battle: the box decides ties
        tw = int(cw * 0.9)
        x = (w - 4 * tw) // 2
        box = glyphs.box_icon(int(tw * 0.8), theme.WOOD_LIGHT)
        s.blit(box, box.get_rect(center=(x + tw // 2, h // 2)))
        for i, colour in enumerate(("blue", "white", "green")):
            tile = kit.tribe_tile(colour, 1 + i % 2, tw - 6, int(tw * 1.3))
            s.blit(tile, (x + (i + 1) * tw, (h - tile.get_height()) // 2))
    return s
