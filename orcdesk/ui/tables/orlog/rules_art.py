"""The pictures beside the Orlog rules pages, drawn with the table's own art."""
from __future__ import annotations

import pygame

from orcdesk.ui.kit import dice


def rules_picture(page: int, w: int, h: int) -> pygame.Surface:
    """The picture beside rules page ``page`` (0-based), ``w`` × ``h`` pixels, transparent around."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    faces = ("axe", "arrow", "helmet", "shield", "hand", "axe")
    look = dice.die_look_from_faces([(f, i in (1, 4)) for i, f in enumerate(faces)], "bone")
    size = int(min(w / 4.4, h / 3.4))
    shown = {0: [0, 1, 4], 1: [0, 1, 2, 3, 4], 2: [0, 2, 4], 3: [0, 2, 1, 3]}[min(page, 3)]
    cols = 3
    for k, up in enumerate(shown):
        sprite = dice.render_die(look, up, size)
        row, col = divmod(k, cols)
        n_in_row = min(cols, len(shown) - row * cols)
        x = (w - n_in_row * size) // 2 + col * size + size // 2
        y = h // 2 + (row - (len(shown) > cols) * 0.5) * size
        sprite.draw(s, (int(x), int(y)))
    return s
