"""Where everything sits on the Orlog table: the two halves, the bowls and kept rows of dice, the god cards of
the draft and of the favor choice, the buttons. ``layout(size, viewer, top)`` is a pure function of the window
and of the seat at the bottom."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from orcdesk.ui.kit import theme
from orcdesk.ui.tables.frame import top_buttons_rect
from orcdesk.ui.tables.orlog.art import god_ids

# Widths in layout units (u) of the play area's parts: the god column (three cards, health, and in a narrow
# window the tokens and the buttons too), the bowl (6.8 dice of 9 u), and right of the bowl the token pile and
# the buttons (wide windows only). A window narrower than that shrinks the unit.
GOD_COLUMN_U = 29.1
BOWL_U = 6.8 * 9
WIDE_NEED_U = GOD_COLUMN_U + 2 + BOWL_U + 3 + 22 + 2
NARROW_NEED_U = GOD_COLUMN_U + 2 + BOWL_U + 1.5
BOWL_SLOTS = ((-2.0, -0.42), (-0.7, -0.5), (0.6, -0.38), (1.95, -0.46), (-1.35, 0.42), (-0.05, 0.5), (1.3, 0.4),
              (2.45, 0.3), (-2.5, 0.25))  # fmt: skip


@dataclass
class OrlogLayout:
    size: tuple[int, int]
    viewer: int  # the seat at the bottom
    u: float
    narrow: bool  # a square window: the buttons and notes go to the god column
    play: pygame.Rect
    log: pygame.Rect
    die_size: int
    card_w: int
    stone_size: int
    token_size: int
    centre_x: float
    bowl: dict  # seat -> rect
    kept_y: dict  # seat -> y of the kept row
    cards: dict  # seat -> the three god cards
    health_centre: dict
    token_centre: dict
    coin_pos: dict  # seat holding the coin -> where it lies
    round_pos: tuple
    button: pygame.Rect
    side: pygame.Rect  # the prompt and notes (and a grid of choices)

    @property
    def rival(self) -> int:
        return 1 - self.viewer

    def bowl_slot(self, seat: int, index: int, jitter=(0.0, 0.0)) -> tuple[float, float]:
        r, ds = self.bowl[seat], self.die_size
        sx, sy = BOWL_SLOTS[index % len(BOWL_SLOTS)]
        return (r.centerx + (sx * 0.95 + jitter[0]) * ds, r.centery + (sy * 0.9 - 0.1 + jitter[1]) * ds)

    def kept_slot(self, seat: int, index: int, count: int = 6) -> tuple[float, float]:
        n = max(6, count)
        step = self.die_size * min(1.12, 6.8 / n)  # Freyja's extra dice squeeze the row: it stays as wide as the bowl
        return (self.centre_x + (index - (n - 1) / 2) * step, self.kept_y[seat])

    def kept_centre(self, seat: int) -> tuple[float, float]:
        return (self.centre_x, self.kept_y[seat])

    def die_rect(self, d) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(self.die_size * 0.95), int(self.die_size * 0.95))
        r.center = (round(d.move_to[0]), round(d.move_to[1]))
        return r

    def mini_rect(self, seat: int, i: int) -> pygame.Rect:
        rect = self.cards[seat]
        return pygame.Rect(rect.x + i * (self.card_w + self.u), rect.y, self.card_w, int(self.card_w * 1.4))

    def draft_rects(self) -> dict[str, pygame.Rect]:
        pa, u, cols, rows = self.play, self.u, 5, 4
        area = pygame.Rect(pa.x + u * 2, pa.y + u * 9, pa.w * 0.6, pa.h - u * 11)
        w = int(min(area.w / cols - u, (area.h / rows - u) / 1.4))
        return {
            god: pygame.Rect(area.x + i % cols * (w + u), area.y + i // cols * (w * 1.4 + u), w, int(w * 1.4))
            for i, god in enumerate(god_ids())
        }

    def favor_rects(self, gods: list) -> dict[str, pygame.Rect]:
        """The viewer's gods, large, to pick a tier: right of the god column (its cards stay in sight), at most
        as wide as what is left of the play area."""
        top, gap = self.kept_y[self.viewer] + self.die_size * 0.75, self.u * 1.5
        left = self.cards[self.viewer].right + self.u
        room = self.play.right - left - (len(gods) - 1) * gap
        w = int(min((self.play.bottom - top - self.u) / 1.5, self.play.w * 0.26, room / max(1, len(gods))))
        total = len(gods) * w + (len(gods) - 1) * gap
        x0 = min(max(left, self.centre_x - total / 2), self.play.right - total)
        return {g: pygame.Rect(x0 + i * (w + gap), top, w, int(w * 1.5)) for i, g in enumerate(gods)}

    def choice_grid(self, n: int) -> list[pygame.Rect]:
        """Buttons for a number or a face: a grid of up to five per row, right of the kept rows."""
        x0 = self.side.x
        per_row = min(5 if not self.narrow else 3, max(1, n))
        bw, bh = self.side.w / per_row, self.u * 6
        rows = (n + per_row - 1) // per_row
        top = self.size[1] / 2 - rows * bh / 2 if not self.narrow else self.button.y
        return [pygame.Rect(x0 + i % per_row * bw + 2, top + i // per_row * bh + 2, bw - 4, bh - 4) for i in range(n)]


def layout(size: tuple[int, int], viewer: int, top: int) -> OrlogLayout:
    """``top``: the y under the Menu button, where the log starts."""
    W, H = size
    u0 = theme.unit(size)
    m = int(u0 * 1.5)
    lw = max(180, int(W * 0.2))
    log = pygame.Rect(W - lw - m, top, lw, H - top - m)
    pa = pygame.Rect(m, m, W - lw - 3 * m, H - 2 * m)
    # wide (1024x600 .. 1920x1080): buttons and prompt right of the bowls; narrow (a square window): they go to
    # the god column, between the two players' health, and the unit shrinks until the bowl fits
    narrow = pa.w / u0 < WIDE_NEED_U
    u = min(u0, pa.w / (NARROW_NEED_U if narrow else WIDE_NEED_U))
    ds, card_w = max(24, int(u * 9)), max(34, int(u * 8.2))
    left_w = card_w * 3 + int(u * 2.5)
    bowl_w, bowl_h = int(ds * 6.8), int(ds * 2.9)
    cx = pa.x + left_w + int(u * 2) + bowl_w // 2
    rival = 1 - viewer
    bowl, kept_y = {}, {rival: H * 0.5 - ds * 1.05, viewer: H * 0.5 + ds * 1.05}
    for seat, by in ((rival, pa.y + bowl_h // 2 + u), (viewer, pa.bottom - bowl_h // 2 - u)):
        bowl[seat] = pygame.Rect(0, 0, bowl_w, bowl_h)
        bowl[seat].center = (cx, by)
    band = top_buttons_rect(size)  # Undo, Hint and Menu: the rival's bowl goes under them where they meet
    if bowl[rival].colliderect(band):
        bowl[rival].top = band.bottom + int(u)
    ch, stone = int(card_w * 1.4), max(8, int(u * 2.6))
    cards, health, tokens = {}, {}, {}
    for seat in (0, 1):
        sign = 1 if seat == rival else -1
        y = pa.y + int(u) if seat == rival else pa.bottom - ch - int(u)
        cards[seat] = pygame.Rect(pa.x + int(u), y, card_w * 3 + int(u * 2), ch)
        hy = (y + ch if seat == rival else y) + sign * stone * 2.6
        health[seat] = (pa.x + int(u) + stone * 3.2, hy)
        if narrow:  # under (over) the health stones, in the god column
            tokens[seat] = (pa.x + int(u) + stone * 3.2, hy + sign * (stone * 2.2 + u * 2.6))
        else:
            tokens[seat] = (bowl[seat].right + ds * 0.9, bowl[seat].centery + ds * 0.2 * sign)
    bh = int(u * 6.5)
    if narrow:  # the god column between the two token piles: round and coin, then the button, prompt and notes
        band_top, band_bottom = tokens[rival][1] + u * 4.5, tokens[viewer][1] - u * 4.5
        x0, x1 = pa.x + int(u), pa.x + left_w
        side = pygame.Rect(x0, band_top, x1 - x0, band_bottom - band_top)
        coin = {seat: (x0 + u * 4, band_top + u * 4.5) for seat in (0, 1)}
        round_pos = (x0 + u * 9, band_top + u * 2.8)
        button = pygame.Rect(x0, band_top + u * 10, x1 - x0, bh)
    else:
        coin = {rival: (pa.x + u * 7, H * 0.5 - u * 5.5), viewer: (pa.x + u * 7, H * 0.5 + u * 5.5)}
        round_pos = (pa.x + u * 13, H * 0.5 - u * 2.2)
        bw = int(u * 22)
        bx = min(pa.right - bw, cx + bowl_w // 2 + int(u * 3))
        button = pygame.Rect(bx, H // 2 - bh // 2, bw, bh)
        side = pygame.Rect(bx, pa.y + u * 4, pa.right - bx, pa.h - u * 8)
    return OrlogLayout(
        size, viewer, u, narrow, pa, log, ds, card_w, stone, max(12, int(u * 3.4)), cx, bowl, kept_y, cards,
        health, tokens, coin, round_pos, button, side,
    )  # fmt: skip
