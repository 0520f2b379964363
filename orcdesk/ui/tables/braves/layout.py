"""Where everything sits on the De l'orc pour les braves table: the seats round the table, the ring of piles
round the wizard's deck, the battle spots, the decision buttons, the spy's grid of card types and the
clickable shield and desertion cards of a seat (rects only; nothing is drawn here).
"""
from __future__ import annotations

import math

import pygame

from orcdesk.games.braves.cards import MERC_TYPES, N_PEOPLES, card_set
from orcdesk.ui.kit import theme
from orcdesk.ui.tables.braves.art import CARD_RATIO

CS = card_set()
MERC0 = CS.merc_base


class BravesLayout:
    """The braves table's geometry (a part of :class:`BravesTable`)."""

    def layout(self, size) -> None:
        W, H = size
        u = theme.unit(size)
        self.u = u
        m = int(u * 1.2)
        side_w = max(190, int(W * 0.19))
        self.side_rect = pygame.Rect(W - side_w - m, int(u * 10), side_w, H - int(u * 11))
        play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
        self.play_rect = play
        n = self.n
        pw, ph = int(u * 27), int(u * 19)
        self.panel_size = (pw, ph)
        # the viewer at the bottom, the others clockwise: left, across the top, right
        bottom_h = int(u * 21)
        self.bottom_rect = pygame.Rect(play.x + int(play.w * 0.06), play.bottom - bottom_h, int(play.w * 0.88),
                                       bottom_h)
        self.status_rect = pygame.Rect(play.x + int(play.w * 0.1), self.bottom_rect.y - int(u * 5.4),
                                       int(play.w * 0.8), int(u * 4.6))
        others = [(self.viewer + k) % n for k in range(1, n)]
        self.others = others
        top_count = len(others) - 2
        ring_top = play.y + ph + int(u * 1)
        ring_bottom = self.status_rect.y - int(u * 0.5)
        mid_y = (ring_top + ring_bottom) // 2
        rects = {}
        rects[others[0]] = pygame.Rect(play.x, mid_y - ph // 2, pw, ph)
        rects[others[-1]] = pygame.Rect(play.right - pw, mid_y - ph // 2, pw, ph)
        gap = (play.w - top_count * pw) / (top_count + 1)
        gap = min(gap, u * 8)
        total = top_count * pw + (top_count - 1) * gap
        x0 = play.centerx - total / 2
        for i, s in enumerate(others[1:-1]):
            rects[s] = pygame.Rect(int(x0 + i * (pw + gap)), play.y, pw, ph)
        rects[self.viewer] = self.bottom_rect
        self.seat_rects = rects
        self.ring_rect = pygame.Rect(play.x + pw + int(u * 1.5), ring_top, play.w - 2 * pw - int(u * 3),
                                     ring_bottom - ring_top)
        # piles round a rounded ring, evenly spaced along it, pile 1 at the top, clockwise; cards as large as
        # the spacing allows (14 piles at 7 players)
        rr = self.ring_rect
        k = self.obs["n_piles"]
        ch = int(u * 11.5)
        for _ in range(4):
            cw = int(ch / CARD_RATIO)
            rx = max(cw, rr.w / 2 - cw / 2 - u * 1.0)
            ry = max(ch / 2, rr.h / 2 - ch / 2 - u * 1.6)
            pts = self._ellipse_points(rx, ry, k)
            close = [abs(a[1] - b[1]) for a, b in zip(pts, pts[1:] + pts[:1]) if abs(a[0] - b[0]) < cw * 1.05]
            side = min(close) if close else ch * 2
            if side >= ch + u * 3.0:
                break
            ch = int(max(u * 7.5, side - u * 3.2))
        cw = int(ch / CARD_RATIO)
        self.card_size = (cw, ch)
        self.ring_radii = (rx, ry)
        cx, cy = rr.centerx, rr.centery
        self.ring_centre = (cx, cy)
        self.pile_rects = [pygame.Rect(int(cx + x - cw / 2), int(cy + y - ch / 2), cw, ch) for x, y in pts]
        dh = int(u * 10)
        self.deck_rect = pygame.Rect(0, 0, int(dh / CARD_RATIO), dh)
        self.deck_rect.center = (cx - int(u * 4), cy)
        self.start_rect = self.deck_rect.move(int(u * 8), 0)
        self._regions_cache = None

    @staticmethod
    def _ellipse_points(rx: float, ry: float, k: int) -> list[tuple[float, float]]:
        """``k`` points evenly spaced along a superellipse (a rounded ring: more room than an ellipse in the
        same box), the first at the top, clockwise."""
        steps = 720
        e = 2 / 3.2

        def sp(v: float) -> float:
            return math.copysign(abs(v) ** e, v)
        pts = [(rx * sp(math.sin(2 * math.pi * i / steps)), -ry * sp(math.cos(2 * math.pi * i / steps)))
               for i in range(steps + 1)]
        lengths = [0.0]
        for a, b in zip(pts, pts[1:]):
            lengths.append(lengths[-1] + math.dist(a, b))
        total = lengths[-1]
        out, j = [], 0
        for i in range(k):
            target = total * i / k
            while lengths[j + 1] < target:
                j += 1
            f = (target - lengths[j]) / max(1e-9, lengths[j + 1] - lengths[j])
            out.append((pts[j][0] + (pts[j + 1][0] - pts[j][0]) * f, pts[j][1] + (pts[j + 1][1] - pts[j][1]) * f))
        return out

    def army_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's army lies in a battle: on the ring in front of the seat (the top seats spread along
        the ring's upper edge in their own order, the side seats at its ends, the viewer at the bottom)."""
        cx, cy = self.ring_centre
        rx, ry = self.ring_radii
        r = self.seat_rects.get(seat)
        if r is None:
            return (cx, cy)
        if seat == self.viewer:
            return (cx, int(cy + ry * 0.8))
        if r.bottom <= self.ring_rect.top + self.u * 2:  # a seat across the top
            tops = [q.centerx - cx for s, q in self.seat_rects.items()
                    if s != self.viewer and q.bottom <= self.ring_rect.top + self.u * 2]
            span = max(1.0, max(abs(x) for x in tops))
            k = min(1.0, rx * 0.72 / span)
            return (int(cx + (r.centerx - cx) * k), int(cy - ry * 0.8))
        return (int(cx + math.copysign(rx * 0.86, r.centerx - cx)), cy)

    def _button_column(self, k: int) -> list[pygame.Rect]:
        """The buttons of a decision in the middle of the ring: one column, or two when there are many."""
        u = self.u
        rr = self.ring_rect
        cols = 1 if k <= 3 else 2
        rows = (k + cols - 1) // cols
        bw, bh, gap = int(min(rr.w * (0.5 if cols == 1 else 0.36), u * 34)), int(u * 5.4), int(u * 1.0)
        total_h = rows * bh + (rows - 1) * gap
        total_w = cols * bw + (cols - 1) * gap * 2
        x0 = rr.centerx - total_w // 2
        y0 = rr.centery - total_h // 2
        return [pygame.Rect(x0 + (i % cols) * (bw + gap * 2), y0 + (i // cols) * (bh + gap), bw, bh)
                for i in range(k)]

    def _button_row(self, k: int, y: int) -> list[pygame.Rect]:
        u = self.u
        bw, bh, gap = int(u * 24), int(u * 5), int(u * 2)
        total = k * bw + (k - 1) * gap
        x = self.ring_rect.centerx - total // 2
        return [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(k)]

    def _ask_grid(self) -> list[tuple[int, pygame.Rect]]:
        """The card types a spy may ask for: a row per people (warrior, veteran, chief), then the mercenaries."""
        u = self.u
        rr = self.ring_rect
        ch = int(min(u * 9.5, (rr.h - u * 12) / 3.2))
        cw = int(ch / CARD_RATIO)
        gap = int(u * 0.8)
        cols_people = len(CS.roles)
        block_w = cols_people * cw + (cols_people - 1) * gap
        width = 2 * block_w + int(u * 3)
        x0 = rr.centerx - width // 2
        y0 = rr.y + int(u * 6.5)
        out = []
        for p in range(N_PEOPLES):
            bx = x0 + (p % 2) * (block_w + int(u * 3))
            by = y0 + (p // 2) * (ch + gap)
            for r in range(cols_people):
                out.append((p * cols_people + r, pygame.Rect(bx + r * (cw + gap), by, cw, ch)))
        k = len(MERC_TYPES)
        mw = k * cw + (k - 1) * gap
        mx = rr.centerx - mw // 2
        my = y0 + 2 * (ch + gap) + int(u * 0.6)
        for i in range(k):
            out.append((MERC0 + i, pygame.Rect(mx + i * (cw + gap), my, cw, ch)))
        self._grid_bottom = my + ch + int(u * 1.2)
        return out

    def _own_card_rects(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """Shield and desertion cards of a human seat in the deal (clickable), in its panel."""
        obs = self.obs
        r = self.seat_rects.get(seat)
        if r is None:
            return []
        u = self.u
        out = []
        kinds = [("desert", obs["desertions"][seat]), ("shield", obs["shields"][seat])]
        if seat == self.viewer:
            ch = int(u * 12.5)
            cw = int(ch / CARD_RATIO)
            x = r.x + int(u * 17)
            y = r.y + int(u * 5)
            for kind, count in kinds:
                for i in range(count):
                    out.append((kind, pygame.Rect(x, y, cw, ch)))
                    x += cw + int(u * 1.0)
                x += int(u * 1.5)
        else:  # another human (hotseat): his cards as large as his panel allows
            count_all = sum(c for _, c in kinds)
            room = r.right - int(u * 0.8) - (r.x + int(u * 12.5))
            cw = int(min(u * 4.9, (room - max(0, count_all - 1) * u * 0.5) / max(1, count_all)))
            ch = int(cw * CARD_RATIO)
            x = r.x + int(u * 12.5)
            y = r.y + int(u * 4)
            for kind, count in kinds:
                for i in range(count):
                    out.append((kind, pygame.Rect(x, y, cw, ch)))
                    x += cw + int(u * 0.5)
        return out
