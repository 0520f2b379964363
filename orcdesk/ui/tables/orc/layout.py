"""Where everything sits on the Orc table: the rows, the border's tiles and piles, the box slots, the hands,
the played cards and the buttons. ``layout(size, log_below, top_buttons)`` is a pure function of the window."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from orcdesk.ui.kit import cards, theme
from orcdesk.ui.tables.orc.art import CARD_ASPECT

ROWS = (("opp_row", 0.105), ("opp_side", 0.209), ("frontier", 0.173), ("my_side", 0.209), ("status", 0.08))


@dataclass
class OrcLayout:
    size: tuple[int, int]
    u: float  # the unit: badges, gaps and labels (scales with the cards when the window is narrow)
    play: pygame.Rect
    score: pygame.Rect
    log: pygame.Rect
    rows: dict[str, pygame.Rect]  # opp_row, opp_side, frontier, my_side, status, hand
    tile: dict[int, pygame.Rect] = field(default_factory=dict)  # border position -> tile
    pile: dict[int, pygame.Rect] = field(default_factory=dict)  # border position -> its pile
    box_slot: dict[str, pygame.Rect] = field(default_factory=dict)  # "left"/"right" -> slot
    frontier_card: list[pygame.Rect] = field(default_factory=list)  # the three two-tribe cards of the border
    side_card: tuple[int, int] = (0, 0)
    hand_card: tuple[int, int] = (0, 0)
    opp_card: tuple[int, int] = (0, 0)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    flip: pygame.Rect = field(default_factory=pygame.Rect)
    discard_button: pygame.Rect = field(default_factory=pygame.Rect)
    start: tuple[pygame.Rect, ...] = ()  # the two buttons of the Perplext start choice

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.hand_card
        area = self.hand_area
        xs = cards.fan_positions(count, area.centerx, area.y, w, area.w, gap=0.10)
        return [pygame.Rect(x, area.bottom - h - int(self.u * 0.4), w, h) for x in xs]

    def opp_rects(self, count: int, open_hand: bool = False) -> list[pygame.Rect]:
        """The opponent's hand, overlapping; laid open (no overlap when it fits) at the end of the game."""
        w, h = self.opp_card
        row = self.rows["opp_row"]
        xs = cards.fan_positions(count, row.centerx, row.y, w, int(row.w * 0.45), gap=0.08 if open_hand else -0.35)
        return [pygame.Rect(x, row.y + (row.h - h) // 2, w, h) for x in xs]

    def side_rects(self, pos: int, mine: bool, count: int) -> list[pygame.Rect]:
        """Rects of the cards played on one side of a tribe, in play order (first nearest the border)."""
        sw, sh = self.side_card
        tile = self.tile[pos]
        gap = int(self.u * 0.6)
        room = self.rows["my_side" if mine else "opp_side"].h - gap - sh
        step = sh // 2 if count <= 1 else min(sh // 2, max(int(sh * 0.14), room // (count - 1)))
        x = tile.centerx - sw // 2
        if mine:
            return [pygame.Rect(x, tile.bottom + gap + i * step, sw, sh) for i in range(count)]
        return [pygame.Rect(x, tile.top - gap - sh - i * step, sw, sh) for i in range(count)]

    def tribe_target(self, pos: int) -> pygame.Rect:
        """The click area of a tribe: the tile plus the player's side column under it."""
        tile = self.tile[pos]
        return tile.union(pygame.Rect(tile.x, tile.bottom, tile.w, self.rows["my_side"].h))


def layout(size: tuple[int, int], log_below: bool, top_buttons: pygame.Rect) -> OrcLayout:
    W, H = size
    u = theme.unit(size)
    m = int(u * 2.2)
    if log_below:
        # square or 4:3 window: the border gets the whole width (it is wide, not tall), under Menu, Hint and Undo;
        # the scoreboard and the game log share a band at the bottom
        band_h = int(min(H * 0.3, u * 22))
        top = top_buttons.bottom + int(u)
        play = pygame.Rect(m + int(u), top, W - 2 * m - 2 * int(u), H - top - band_h - 2 * m)
        band = pygame.Rect(m, H - m - band_h, W - 2 * m, band_h)
        score_w = int(min(band.w * 0.42, max(band.w * 0.34, u * 36)))
        score = pygame.Rect(band.x, band.y, score_w, band.h)
        log = pygame.Rect(band.x + score_w + m, band.y, band.w - score_w - m, band.h)
    else:
        # wide window: a column at the right, the scoreboard over the log, under Menu, Hint and Undo
        rpw = int(max(W * 0.2, min(u * 30, W * 0.26)))
        right = pygame.Rect(W - rpw - m, m + int(u * 7), rpw, H - 2 * m - int(u * 7))
        play = pygame.Rect(m + int(u), m, W - rpw - 3 * m - int(u), H - 2 * m)
        score = pygame.Rect(right.x, right.y, right.w, int(u * 22))
        log = pygame.Rect(right.x, score.bottom + int(u * 1.5), right.w, right.bottom - score.bottom - int(u * 1.5))
    rows, y = {}, play.y
    # row heights in fractions of the play area (the hand takes what is left, a little under a quarter; the
    # banner has room for two lines when a prompt is long)
    for name, frac in ROWS:
        height = int(play.h * frac) if name != "status" else max(int(play.h * frac), int(u * 6))  # legible
        rows[name] = pygame.Rect(play.x, y, play.w, height)
        y += height
    rows["hand"] = pygame.Rect(play.x, y, play.w, play.bottom - y)
    # the border: [pile|tile|tile|pile] x3 with the box slots at both ends
    th = int(rows["frontier"].h * 0.86)
    tw = int(min(play.w / 11.9, th * 0.95))
    th = min(th, int(tw * 1.3))  # narrow windows: keep the tiles card-shaped
    u = min(u, tw / 11)
    pw, g, gg, b = int(tw * 0.5), max(3, int(tw * 0.07)), int(tw * 0.22), int(tw * 0.78)
    group = 2 * tw + 2 * pw + 3 * g
    x = play.centerx - (3 * group + 2 * gg + 2 * (b + g)) // 2
    cy, ph = rows["frontier"].centery, int(pw * CARD_ASPECT)
    lay = OrcLayout(size, u, play, score, log, rows)
    lay.box_slot["left"] = pygame.Rect(x, cy - b // 2, b, b)
    x += b + g
    for k in range(3):
        gx = x + k * (group + gg)
        lay.pile[2 * k] = pygame.Rect(gx, cy - ph // 2, pw, ph)
        lay.tile[2 * k] = pygame.Rect(gx + pw + g, cy - th // 2, tw, th)
        lay.tile[2 * k + 1] = pygame.Rect(gx + pw + g + tw, cy - th // 2, tw, th)
        lay.pile[2 * k + 1] = pygame.Rect(gx + pw + 2 * g + 2 * tw, cy - ph // 2, pw, ph)
        lay.frontier_card.append(lay.tile[2 * k].union(lay.tile[2 * k + 1]))
    lay.box_slot["right"] = pygame.Rect(x + 3 * group + 2 * gg, cy - b // 2, b, b)
    sw = int(min(tw * 0.80, (rows["my_side"].h - int(u * 1.2)) * 0.78 / CARD_ASPECT))  # a tile column wide
    lay.side_card = (sw, int(sw * CARD_ASPECT))
    hh = int(min(rows["hand"].h * 0.86, tw * 1.45 * CARD_ASPECT))
    lay.hand_card = (int(hh / CARD_ASPECT), hh)
    oh = int(min(rows["opp_row"].h * 0.86, tw * 0.62 * CARD_ASPECT))
    lay.opp_card = (int(oh / CARD_ASPECT), oh)
    # the set-aside pile, top right of the opponent's row, left of Menu, Hint and Undo (and its count badge)
    row = rows["opp_row"]
    edge = row.right - int(u * 3)
    if row.colliderect(top_buttons):
        edge = min(edge, top_buttons.x - int(u * 3.5))
    lay.discard = pygame.Rect(edge - lay.opp_card[0], row.y + (row.h - oh) // 2, *lay.opp_card)
    lay.status = pygame.Rect(0, 0, int(play.w * 0.74), int(rows["status"].h * 0.78))
    lay.status.center = rows["status"].center
    bw, bh, hand = int(u * 16), int(u * 5.6), rows["hand"]
    lay.flip = pygame.Rect(hand.right - bw, hand.centery - bh - int(u * 0.6), bw, bh)
    lay.discard_button = pygame.Rect(hand.right - bw, hand.centery + int(u * 0.6), bw, bh)
    lay.hand_area = pygame.Rect(play.x + int(u * 16), hand.y, play.w - int(u * 34), hand.h)
    sw = int(play.w * 0.34)
    lay.start = tuple(pygame.Rect(0, 0, sw, int(u * 7)) for _ in range(2))
    for i, r in enumerate(lay.start):
        r.center = (play.centerx + (i * 2 - 1) * (sw // 2 + int(u * 2)), rows["my_side"].centery)
    return lay
