"""The pictures beside the Orcs & Trolls rules pages, drawn with the table's own art."""
from __future__ import annotations

import pygame

from orcdesk.games.orcs_trolls.cards import ATTACK, CARDS, GREEN, ORC, TREASURE, TRIAL, TROLL
from orcdesk.ui.kit import dice
from orcdesk.ui.tables.orcs_trolls import art


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    if page == 3:  # three dice, the two lowest kept
        size = int(min(w / 4.6, h / 3))
        for i, up in enumerate((2, 4, 0)):  # pip faces 1, 2 and 3 on top (see pip_die_look)
            state = "kept" if i < 2 else "dimmed"
            sprite = dice.render_die(dice.pip_die_look(), up, size, state=state)
            sprite.draw(s, (int(w / 2 + (i - 1) * size * 1.35), h // 2))
        return s
    kinds = {0: (ORC, TROLL, TREASURE), 1: (TREASURE, TRIAL, ATTACK, GREEN), 2: (ORC, TREASURE, ATTACK)}[page]
    firsts = [next(c for c in range(CARDS.n_cards) if CARDS.kind[c] == kind) for kind in kinds]
    cw = int(min(w / (len(firsts) + 0.6), h / 1.6))
    ch = int(cw * 1.45)
    x0 = (w - len(firsts) * cw) // 2
    for i, card in enumerate(firsts):
        s.blit(art.card_face(card, cw - 8, ch), (x0 + i * cw, (h - ch) // 2))
    return s
