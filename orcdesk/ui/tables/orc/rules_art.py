"""The pictures beside the Orc rules pages, drawn with the table's own art."""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import cards, glyphs, theme
from orcdesk.ui.tables.orc import art as kit

# Page indexes (0-based, rules.orc.pN in number order): the picture drawn beside each.
GOAL, CARDS, SETUP, TURN, BATTLES, END = range(6)


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    cw = int(min(w / 4.2, h / 2.2))
    ch = int(cw * 1.55)
    if page == GOAL:  # the border: six tribes
        colours = ("red", "yellow", "blue", "white", "green", "purple")
        tw = int(min(w / 6.6, h / 1.5))
        x0 = (w - 6 * tw) // 2
        for i, colour in enumerate(colours):
            tile = kit.tribe_tile(colour, 1 + (i % 2), tw - 4, int(tw * 1.3))
            s.blit(tile, (x0 + i * tw, (h - tile.get_height()) // 2))
    elif page == CARDS:  # one card, both ends
        for i, (one, two) in enumerate((("red", "blue"), ("green", "yellow"), ("white", "purple"))):
            face = kit.card_face(one, two, cw, ch, up_end=i % 2)
            s.blit(face, ((w - 3 * cw) // 2 + i * int(cw * 1.05), (h - ch) // 2))
    elif page == SETUP:  # the box at one end; one card for the starter, two for the other
        sw, sh = int(cw * 0.8), int(ch * 0.8)
        box = glyphs.box_icon(int(sw * 0.9), theme.WOOD_LIGHT)
        s.blit(box, box.get_rect(center=(int(w * 0.18), int(h * 0.27))))
        for i, colour in enumerate(("yellow", "blue")):
            tile = kit.tribe_tile(colour, 2 - i, sw, int(sw * 1.3))
            s.blit(tile, (int(w * 0.18 + sw * (0.7 + i * 1.05)), int(h * 0.27 - sw * 0.65)))
        s.blit(kit.card_face("green", "red", sw, sh), (int(w * 0.12), int(h * 0.52)))
        for i, (one, two) in enumerate((("white", "purple"), ("blue", "green"))):
            s.blit(cards.card_back(sw, sh), (int(w * 0.52 + i * sw * 0.55), int(h * 0.52)))
    elif page == TURN:  # a play against a tribe, the end that does not count faded
        tile = kit.tribe_tile("green", 2, cw, int(cw * 1.3))
        s.blit(tile, (w // 2 - cw - 8, (h - tile.get_height()) // 2))
        face = kit.card_face("red", "blue", cw, ch, up_end=1, faded_end=0)
        s.blit(face, (w // 2 + 8, (h - ch) // 2))
    elif page == BATTLES:  # the box decides ties; the winner keeps a spear card
        tw = int(cw * 0.9)
        x = (w - 4 * tw) // 2
        box = glyphs.box_icon(int(tw * 0.8), theme.WOOD_LIGHT)
        s.blit(box, box.get_rect(center=(x + tw // 2, h // 2)))
        for i, colour in enumerate(("blue", "white", "green")):
            tile = kit.tribe_tile(colour, 1 + i % 2, tw - 6, int(tw * 1.3))
            s.blit(tile, (x + (i + 1) * tw, (h - tile.get_height()) // 2))
        spear = kit.spear_card(int(tw * 0.7), int(tw * 1.05), True)
        s.blit(spear, spear.get_rect(midbottom=(x + int(tw * 1.5), (h - int(tw * 1.3)) // 2 - 4)))
    else:  # the score: a tribe won, and the orcs of its colour still in hand
        tile = kit.tribe_tile("white", 2, cw, int(cw * 1.3))
        s.blit(tile, (int(w * 0.08), (h - tile.get_height()) // 2))
        for i, (one, two, up) in enumerate((("white", "red", 0), ("blue", "white", 1))):
            face = kit.card_face(one, two, cw, ch, up_end=up, faded_end=1 - up)
            s.blit(face, (int(w * 0.08) + int(cw * (1.25 + i * 1.08)), (h - ch) // 2))
    return s
