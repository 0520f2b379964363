"""Where everything sits on the Orlog table: the two halves, the bowls and kept rows of dice, the god cards of
the draft and of the favor choice, the buttons (rects and slots only; nothing is drawn here).
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import theme
from orcdesk.ui.tables.orlog.art import god_ids
from orcdesk.ui.tables.orlog.model import DieVis


class OrlogLayout:
    """The Orlog table's geometry (a part of :class:`OrlogTable`)."""

    # Widths in layout units (u) of the play area's parts: the god column (three cards, health, and in a
    # narrow window the tokens and the buttons too), the bowl (6.8 dice of 9 u), and right of the bowl the
    # token pile and the buttons (wide windows only). A window narrower than that shrinks the unit.
    GOD_COLUMN_U = 29.1
    BOWL_U = 6.8 * 9
    WIDE_NEED_U = GOD_COLUMN_U + 2 + BOWL_U + 3 + 22 + 2
    NARROW_NEED_U = GOD_COLUMN_U + 2 + BOWL_U + 1.5

    def layout(self, size) -> None:
        W, H = size
        u0 = theme.unit(size)
        m = int(u0 * 1.5)
        lw = max(180, int(W * 0.2))
        top = self.menu_button.rect.bottom + int(u0) if self.menu_button.rect.h else m
        self.log_rect = pygame.Rect(W - lw - m, top, lw, H - top - m)
        pa = pygame.Rect(m, m, W - lw - 3 * m, H - 2 * m)
        self.play_rect = pa
        # wide (1024x600 .. 1920x1080): buttons and prompt right of the bowls; narrow (a square window): they
        # go to the god column, between the two players' health, and the unit shrinks until the bowl fits
        self.narrow = pa.w / u0 < self.WIDE_NEED_U
        u = min(u0, pa.w / (self.NARROW_NEED_U if self.narrow else self.WIDE_NEED_U))
        self.u = u
        self.die_size = ds = max(24, int(u * 9))
        self.card_w = max(34, int(u * 8.2))
        left_w = self.card_w * 3 + int(u * 2.5)
        bowl_w, bowl_h = int(ds * 6.8), int(ds * 2.9)
        cx = pa.x + left_w + int(u * 2) + bowl_w // 2
        self.centre_x = cx
        self.bowl_rect, self.kept_y = {}, {}
        for seat, by, ky in (
            (self.rival, pa.y + bowl_h // 2 + u, H * 0.5 - ds * 1.05),
            (self.viewer, pa.bottom - bowl_h // 2 - u, H * 0.5 + ds * 1.05),
        ):
            r = pygame.Rect(0, 0, bowl_w, bowl_h)
            r.center = (cx, by)
            self.bowl_rect[seat] = r
            self.kept_y[seat] = ky
        ch = int(self.card_w * 1.4)
        stone = max(8, int(u * 2.6))
        self.stone_size = stone
        self.token_size = max(12, int(u * 3.4))
        self.cards_rect, self.health_centre, self.token_centre = {}, {}, {}
        for seat in (0, 1):
            top_side = seat == self.rival
            sign = 1 if top_side else -1
            y = pa.y + int(u) if top_side else pa.bottom - ch - int(u)
            self.cards_rect[seat] = pygame.Rect(pa.x + int(u), y, self.card_w * 3 + int(u * 2), ch)
            edge = y + ch if top_side else y
            hy = edge + sign * stone * 2.6
            self.health_centre[seat] = (pa.x + int(u) + stone * 3.2, hy)
            if self.narrow:  # under (over) the health stones, in the god column
                self.token_centre[seat] = (pa.x + int(u) + stone * 3.2, hy + sign * (stone * 2.2 + u * 2.6))
            else:
                self.token_centre[seat] = (
                    self.bowl_rect[seat].right + ds * 0.9,
                    self.bowl_rect[seat].centery + ds * 0.2 * sign,
                )
        bh = int(u * 6.5)
        if self.narrow:
            # the god column between the two token piles: round and coin, then the button, prompt and notes
            band_top = self.token_centre[self.rival][1] + u * 4.5
            band_bottom = self.token_centre[self.viewer][1] - u * 4.5
            x0, x1 = pa.x + int(u), pa.x + left_w
            self.side_rect = pygame.Rect(x0, band_top, x1 - x0, band_bottom - band_top)
            self.coin_pos_for = {
                self.rival: (x0 + u * 4, band_top + u * 4.5),
                self.viewer: (x0 + u * 4, band_top + u * 4.5),
            }
            self.round_pos = (x0 + u * 9, band_top + u * 2.8)
            self.button_rect = pygame.Rect(x0, band_top + u * 10, x1 - x0, bh)
        else:
            self.coin_pos_for = {
                self.rival: (pa.x + u * 7, H * 0.5 - u * 5.5),
                self.viewer: (pa.x + u * 7, H * 0.5 + u * 5.5),
            }
            self.round_pos = (pa.x + u * 13, H * 0.5 - u * 2.2)
            bw = int(u * 22)
            bx = min(pa.right - bw, cx + bowl_w // 2 + int(u * 3))
            self.button_rect = pygame.Rect(bx, H // 2 - bh // 2, bw, bh)
            self.side_rect = pygame.Rect(bx, pa.y + u * 4, pa.right - bx, pa.h - u * 8)
        self._place_dice()

    def _bowl_slot(self, seat: int, index: int) -> tuple[float, float]:
        r = self.bowl_rect[seat]
        ds = self.die_size
        slots = (
            (-2.0, -0.42),
            (-0.7, -0.5),
            (0.6, -0.38),
            (1.95, -0.46),
            (-1.35, 0.42),
            (-0.05, 0.5),
            (1.3, 0.4),
            (2.45, 0.3),
            (-2.5, 0.25),
        )
        sx, sy = slots[index % len(slots)]
        dice = self.dice.get(seat, [])
        jx, jy = dice[index].jitter if index < len(dice) else (0.0, 0.0)
        return (r.centerx + (sx * 0.95 + jx) * ds, r.centery + (sy * 0.9 - 0.1 + jy) * ds)

    def _kept_slot(self, seat: int, index: int) -> tuple[float, float]:
        ds = self.die_size
        n = max(6, len(self.dice[seat]))
        step = ds * min(1.12, 6.8 / n)  # Freyja's extra dice squeeze the row: it stays as wide as the bowl
        return (self.centre_x + (index - (n - 1) / 2) * step, self.kept_y[seat])

    def _slot(self, d: DieVis) -> tuple[float, float]:
        selected = d.seat == self.viewer and d.index in self.selected
        return self._kept_slot(d.seat, d.index) if d.kept or selected else self._bowl_slot(d.seat, d.index)

    def _place_dice(self) -> None:
        for seat in (0, 1):
            for d in self.dice[seat]:
                d.pos = d.move_to = self._slot(d)
                d.move_t0 = -10.0

    def kept_centre(self, seat: int):
        return (self.centre_x, self.kept_y[seat])

    def _draft_layout(self) -> dict[str, pygame.Rect]:
        pa, u = self.play_rect, self.u
        cols, rows = 5, 4
        area = pygame.Rect(pa.x + u * 2, pa.y + u * 9, pa.w * 0.6, pa.h - u * 11)
        w = int(min(area.w / cols - u, (area.h / rows - u) / 1.4))
        out = {}
        for i, god in enumerate(god_ids()):
            r, c = divmod(i, cols)
            out[god] = pygame.Rect(area.x + c * (w + u), area.y + r * (w * 1.4 + u), w, int(w * 1.4))
        return out

    def _favor_layout(self) -> dict[str, pygame.Rect]:
        gods = self.view["players"][self.viewer]["gods"] or []
        top = self.kept_y[self.viewer] + self.die_size * 0.75
        gap = self.u * 1.5
        # right of the god column (its cards stay in sight), at most as wide as what is left of the play area
        left = self.cards_rect[self.viewer].right + self.u
        room = self.play_rect.right - left - (len(gods) - 1) * gap
        w = int(min((self.play_rect.bottom - top - self.u) / 1.5, self.play_rect.w * 0.26, room / max(1, len(gods))))
        total = len(gods) * w + (len(gods) - 1) * gap
        x0 = min(max(left, self.centre_x - total / 2), self.play_rect.right - total)
        return {g: pygame.Rect(x0 + i * (w + gap), top, w, int(w * 1.5)) for i, g in enumerate(gods)}

    def _choice_grid(self, n: int) -> list[pygame.Rect]:
        """Buttons for a number or a face: a grid of up to five per row, right of the kept rows."""
        x0, right = self.side_rect.x, self.side_rect.right
        per_row = min(5 if not self.narrow else 3, max(1, n))
        bw = (right - x0) / per_row
        bh = self.u * 6
        rows = (n + per_row - 1) // per_row
        top = self.size[1] / 2 - rows * bh / 2 if not self.narrow else self.button_rect.y
        return [
            pygame.Rect(x0 + (i % per_row) * bw + 2, top + (i // per_row) * bh + 2, bw - 4, bh - 4) for i in range(n)
        ]

    def _die_rect(self, d: DieVis) -> pygame.Rect:
        ds = self.die_size
        r = pygame.Rect(0, 0, int(ds * 0.95), int(ds * 0.95))
        r.center = (round(d.move_to[0]), round(d.move_to[1]))
        return r

    def _mini_rect(self, seat: int, i: int) -> pygame.Rect:
        rect = self.cards_rect[seat]
        return pygame.Rect(rect.x + i * (self.card_w + self.u), rect.y, self.card_w, int(self.card_w * 1.4))
