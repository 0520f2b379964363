"""Where everything sits on the Orc table: the rows, the frontier's tiles and piles, the box slots, the hands
and the played cards (rects only, in ``self.R``; nothing is drawn here).
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import cards, theme
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.orc.art import CARD_ASPECT


class OrcLayout:
    """The Orc table's geometry (a part of :class:`OrcTable`)."""

    def layout(self, size) -> None:
        if self.flights.active or self.flashes:  # in-flight cards hold old coordinates: land them first
            self.queue.finish_all()
        W, H = size
        u = theme.unit(size)
        m = int(u * 2.2)
        R = self.R
        R["u"] = u
        if self.log_below(size):
            # square or 4:3 window: the border gets the whole width (it is wide, not tall), under Menu, Hint and
            # Undo; the scoreboard and the game log share a band at the bottom
            band_h = int(min(H * 0.3, u * 22))
            top = self.top_buttons_rect(size).bottom + int(u)
            play = pygame.Rect(m + int(u), top, W - 2 * m - 2 * int(u), H - top - band_h - 2 * m)
            band = pygame.Rect(m, H - m - band_h, W - 2 * m, band_h)
            score_w = int(min(band.w * 0.42, max(band.w * 0.34, u * 36)))
            R["right"] = band
            R["score"] = pygame.Rect(band.x, band.y, score_w, band.h)
            R["log"] = pygame.Rect(band.x + score_w + m, band.y, band.w - score_w - m, band.h)
        else:
            # wide window: a column at the right, the scoreboard over the log, under Menu, Hint and Undo
            rpw = int(max(W * 0.2, min(u * 30, W * 0.26)))
            right = pygame.Rect(W - rpw - m, m + int(u * 7), rpw, H - 2 * m - int(u * 7))
            play = pygame.Rect(m + int(u), m, W - rpw - 3 * m - int(u), H - 2 * m)
            R["right"] = right
            R["score"] = pygame.Rect(right.x, right.y, right.w, int(u * 22))
            R["log"] = pygame.Rect(
                right.x, R["score"].bottom + int(u * 1.5), right.w, right.bottom - R["score"].bottom - int(u * 1.5)
            )
        R["play"] = play
        rows = {}
        y = play.y
        # row heights in fractions of the play area (the hand takes what is left, a little under a quarter; the
        # banner has room for two lines when a prompt is long)
        for name, frac in (
            ("opp_row", 0.105),
            ("opp_side", 0.209),
            ("frontier", 0.173),
            ("my_side", 0.209),
            ("status", 0.08),
        ):
            hgt = int(play.h * frac) if name != "status" else max(int(play.h * frac), int(u * 6))  # legible
            rows[name] = pygame.Rect(play.x, y, play.w, hgt)
            y += hgt
        rows["hand"] = pygame.Rect(play.x, y, play.w, play.bottom - y)
        R.update(rows)
        # Frontier geometry: [pile|tile|tile|pile] x3 with the box slots at both ends.
        TH = int(rows["frontier"].h * 0.86)
        TW = int(min(play.w / 11.9, TH * 0.95))
        TH = min(TH, int(TW * 1.3))  # narrow windows: keep the tiles card-shaped
        u = R["u"] = min(u, TW / 11)  # badges, gaps and labels scale with the cards when the window is narrow
        PW, g, G, B = int(TW * 0.5), max(3, int(TW * 0.07)), int(TW * 0.22), int(TW * 0.78)
        group = 2 * TW + 2 * PW + 3 * g
        total = 3 * group + 2 * G + 2 * (B + g)
        x = play.centerx - total // 2
        cy = rows["frontier"].centery
        R["box_slot"] = {"left": pygame.Rect(x, cy - B // 2, B, B)}
        x += B + g
        R["tile"], R["pile"] = {}, {}
        PH = int(PW * CARD_ASPECT)
        for k in range(3):
            gx = x + k * (group + G)
            R["pile"][2 * k] = pygame.Rect(gx, cy - PH // 2, PW, PH)
            R["tile"][2 * k] = pygame.Rect(gx + PW + g, cy - TH // 2, TW, TH)
            R["tile"][2 * k + 1] = pygame.Rect(gx + PW + g + TW, cy - TH // 2, TW, TH)
            R["pile"][2 * k + 1] = pygame.Rect(gx + PW + 2 * g + 2 * TW, cy - PH // 2, PW, PH)
        R["frontier_card"] = [R["tile"][2 * k].union(R["tile"][2 * k + 1]) for k in range(3)]
        R["box_slot"]["right"] = pygame.Rect(x + 3 * group + 2 * G, cy - B // 2, B, B)
        # Played cards: as wide as fits a tile column.
        side_h = rows["my_side"].h - int(u * 1.2)
        SW = int(min(TW * 0.80, side_h * 0.78 / CARD_ASPECT))
        R["side_card"] = (SW, int(SW * CARD_ASPECT))
        # Hands.
        HH = int(min(rows["hand"].h * 0.86, TW * 1.45 * CARD_ASPECT))
        R["hand_card"] = (int(HH / CARD_ASPECT), HH)
        OH = int(min(rows["opp_row"].h * 0.86, TW * 0.62 * CARD_ASPECT))
        R["opp_card"] = (int(OH / CARD_ASPECT), OH)
        # the set-aside pile, top right of the opponent's row, left of Menu, Hint and Undo (and its count badge)
        row = rows["opp_row"]
        right = row.right - int(u * 3)
        if row.colliderect(self.top_buttons_rect(size)):
            right = min(right, self.top_buttons_rect(size).x - int(u * 3.5))
        R["discard"] = pygame.Rect(right - R["opp_card"][0], row.y + (row.h - OH) // 2, *R["opp_card"])
        R["status_rect"] = pygame.Rect(0, 0, int(play.w * 0.74), int(rows["status"].h * 0.78))
        R["status_rect"].center = rows["status"].center
        bw, bh = int(u * 16), int(u * 5.6)
        hx = rows["hand"].right - bw
        self.flip_button.rect = pygame.Rect(hx, rows["hand"].centery - bh - int(u * 0.6), bw, bh)
        self.discard_button.rect = pygame.Rect(hx, rows["hand"].centery + int(u * 0.6), bw, bh)
        R["hand_area"] = pygame.Rect(play.x + int(u * 16), rows["hand"].y, play.w - int(u * 34), rows["hand"].h)
        if not getattr(self, "start_buttons", None):
            self.start_buttons = [
                Button(t("orc.ui.start_first"), key="start:first"),
                Button(t("orc.ui.start_second"), key="start:second"),
            ]
            for b in self.start_buttons:
                b.visible = False  # update_table shows them in the start phase
        sw = int(play.w * 0.34)
        for i, b in enumerate(self.start_buttons):
            b.rect = pygame.Rect(0, 0, sw, int(u * 7))
            b.rect.center = (play.centerx + (i * 2 - 1) * (sw // 2 + int(u * 2)), rows["my_side"].centery)

    # ------------------------------------------------------------------ geometry helpers
    def hand_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.R["hand_card"]
        area = self.R["hand_area"]
        xs = cards.fan_positions(count, area.centerx, area.y, w, area.w, gap=0.10)
        y = area.bottom - h - int(self.R["u"] * 0.4)
        return [pygame.Rect(x, y, w, h) for x in xs]

    def opp_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.R["opp_card"]
        row = self.R["opp_row"]
        xs = cards.fan_positions(count, row.centerx, row.y, w, int(row.w * 0.45), gap=-0.35)
        return [pygame.Rect(x, row.y + (row.h - h) // 2, w, h) for x in xs]

    def opp_rects_open(self, count: int) -> list[pygame.Rect]:
        """The opponent's hand laid open at the end of the game (no overlap when it fits)."""
        w, h = self.R["opp_card"]
        row = self.R["opp_row"]
        xs = cards.fan_positions(count, row.centerx, row.y, w, int(row.w * 0.45), gap=0.08)
        return [pygame.Rect(x, row.y + (row.h - h) // 2, w, h) for x in xs]

    def side_rects(self, pos: int, view_seat: int, count: int) -> list[pygame.Rect]:
        """Rects of the cards played on one side of a tribe, in play order (first nearest the border)."""
        SW, SH = self.R["side_card"]
        tile = self.R["tile"][pos]
        area = self.R["my_side"] if view_seat == self.me else self.R["opp_side"]
        gap = int(self.R["u"] * 0.6)
        x = tile.centerx - SW // 2
        room = area.h - gap - SH
        step = SH // 2 if count <= 1 else min(SH // 2, max(int(SH * 0.14), room // (count - 1)))
        out = []
        for i in range(count):
            if view_seat == self.me:
                out.append(pygame.Rect(x, tile.bottom + gap + i * step, SW, SH))
            else:
                out.append(pygame.Rect(x, tile.top - gap - SH - i * step, SW, SH))
        return out

    def tribe_target_rect(self, pos: int) -> pygame.Rect:
        """The click area of a tribe: the tile plus the human's side column under it."""
        tile = self.R["tile"][pos]
        return tile.union(pygame.Rect(tile.x, tile.bottom, tile.w, self.R["my_side"].h))
