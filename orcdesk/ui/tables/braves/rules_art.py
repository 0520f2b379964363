"""The pictures beside the De l'orc pour les braves rules pages, drawn with the table's own art."""

from __future__ import annotations

import pygame

from orcdesk.ui.tables.braves.art import (
    CARD_RATIO,
    CS,
    card_face,
    deck_back,
    desertion_token,
    people_glyph,
    seat_colour,
    shield_card,
    shield_token,
    spy_glyph,
    start_face,
)


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside each rules page (orcdesk/ui/scenes/rules.py): cogwheels, the cards, a pile with its
    shields and desertions, a resolved stack, a spy, an army."""
    from orcdesk.ui.kit.cards import draw_card
    from orcdesk.ui.kit.cogwheel import draw_cogwheel

    s = pygame.Surface((w, h), pygame.SRCALPHA)
    ch = int(min(h * 0.42, w / 3.2))
    cw = int(ch / CARD_RATIO)

    def card(c, x, y, angle=0.0, size=(cw, ch)):
        draw_card(s, pygame.Rect(int(x), int(y), size[0], size[1]), card_face(c, size[0], size[1]), angle=angle)

    first = {name: CS.by_type[tid][0] for tid, name in enumerate(CS.type_names)}
    if page == 0:  # four peoples, the cogwheels
        g = int(min(w / 5, h / 4))
        for i, p in enumerate(CS.peoples):
            img = people_glyph(p, g)
            s.blit(img, img.get_rect(center=(int(w * (0.5 + i) / 4), int(h * 0.25))))
        r = int(min(w / 8, h / 5))
        for i, v in enumerate((2, 6, 9)):
            draw_cogwheel(s, (int(w * (i + 0.5) / 3), int(h * 0.64)), r, v, seat_colour(i))
    elif page == 1:  # the card types
        picks = ["orcs_warrior", "barbarians_veteran", "dwarves_chief", "goblin", "giant", "spy_2"]
        for i, name in enumerate(picks):
            row, col = divmod(i, 3)
            card(first[name], w * 0.5 + (col - 1.5) * cw * 1.15, h * 0.08 + row * ch * 1.12)
    elif page == 2:  # the deck, the start card, a shield and a desertion
        draw_card(s, pygame.Rect(int(w * 0.08), int(h * 0.2), cw, ch), deck_back(cw, ch))
        draw_card(s, pygame.Rect(int(w * 0.08 + cw * 1.2), int(h * 0.2), cw, ch), start_face(cw, ch))
        card(first["skeletons_veteran"], w * 0.08 + cw * 2.7, h * 0.2)
        ts = int(cw * 0.7)
        s.blit(shield_token(0, ts), (int(w * 0.12), int(h * 0.2 + ch * 1.25)))
        s.blit(desertion_token(1, ts), (int(w * 0.12 + ts * 1.4), int(h * 0.2 + ch * 1.25)))
        s.blit(shield_card(2, cw, ch, "shield"), (int(w * 0.08 + cw * 2.7), int(h * 0.2 + ch * 1.1)))
    elif page == 3:  # a stack, bottom first: card, shield, card, desertion
        small = (int(cw * 0.8), int(ch * 0.8))
        x = w * 0.06
        y = h * 0.3
        items = [
            ("card", first["orcs_veteran"]),
            ("shield", 0),
            ("card", first["troll"]),
            ("desertion", 1),
            ("card", first["dwarves_warrior"]),
        ]
        for kind, v in items:
            if kind == "card":
                card(v, x, y, size=small)
                if v == first["troll"]:  # cancelled by the desertion above it
                    pygame.draw.line(s, (200, 30, 24), (x, y), (x + small[0], y + small[1]), 4)
                    pygame.draw.line(s, (200, 30, 24), (x + small[0], y), (x, y + small[1]), 4)
                x += small[0] * 1.1
            else:
                img = (
                    shield_token(v, int(small[0] * 0.7))
                    if kind == "shield"
                    else desertion_token(v, int(small[0] * 0.7))
                )
                s.blit(img, img.get_rect(center=(int(x + small[0] * 0.4), int(y + small[1] / 2))))
                x += small[0] * 0.85
    elif page == 4:  # a spy asks; two giants leave
        card(first["spy_1"], w * 0.18, h * 0.12)
        eye = spy_glyph(int(cw * 0.8))
        s.blit(eye, eye.get_rect(center=(int(w * 0.7), int(h * 0.28))))
        card(first["giant"], w * 0.28, h * 0.55, angle=8)
        card(first["giant"], w * 0.5, h * 0.55, angle=-8)
    else:  # an army: one chief doubles its people
        picks = ["dwarves_veteran", "dwarves_warrior", "dwarves_chief", "troll", "goblin", "war_machine"]
        for i, name in enumerate(picks):
            card(first[name], w * 0.05 + i * cw * 0.62, h * 0.22, angle=(2.5 - i) * 3)
    return s
