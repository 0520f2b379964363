"""Where everything sits on the Orcs & Trolls table: the opponents' panels, the centre and its stage, the
viewer's pack and hand, the draft grid and the buttons. ``layout(size, viewer, players, top_buttons)`` is a pure
function of the window and of the seat at the bottom; the methods place what the view holds."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cards import fan_positions
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO


@dataclass
class TrollsLayout:
    size: tuple[int, int]
    viewer: int
    u: float
    wide_hand: bool  # a narrow (square) window: the hand spans the whole width, under the scoreboard and log
    play: pygame.Rect
    hand_area: pygame.Rect
    side: pygame.Rect
    opp: dict  # seat -> panel
    status: pygame.Rect
    centre: pygame.Rect
    pack: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    button_col: pygame.Rect
    stage: pygame.Rect
    board: pygame.Rect  # the scoreboard
    log: pygame.Rect
    hand_card_w: int
    die_size: int
    stage_card_h: int
    score_row_h: int
    score_head: int

    @property
    def others(self) -> list[int]:
        return list(self.opp)

    def button_rects(self, n: int) -> list[pygame.Rect]:
        col, u = self.button_col, self.u
        bh, gap = int(u * 5.6), int(u * 1.1)
        y = col.centery - (n * bh + (n - 1) * gap) // 2
        return [pygame.Rect(col.x, y + i * (bh + gap), col.w, bh) for i in range(n)]

    def draft_rects(self, pool) -> dict[int, pygame.Rect]:
        u, cols, gap = self.u, 8, int(self.u)
        area = pygame.Rect(self.play.x, self.centre.y, self.play.w, self.size[1] - int(u * 12) - self.centre.y)
        h = int(min((area.h - u * 2) / 3 - u, (area.w / cols - u) * CARD_RATIO))
        w = int(h / CARD_RATIO)
        x0 = area.centerx - (cols * w + (cols - 1) * gap) // 2
        return {
            card: pygame.Rect(x0 + card % cols * (w + gap), area.y + int(u) + card // cols * (h + gap), w, h)
            for card in range(24)
            if card in pool
        }

    def hand_size(self, n: int) -> tuple[int, int]:
        """Card size in the hand: as large as 21 units, smaller when a long hand would hide the names (each
        card keeps at least 85% of its width in sight) or the window is too short to show it whole."""
        w = min(self.hand_card_w, int(self.hand_area.w * 0.96 / (1 + 0.85 * max(0, n - 1))))
        room = self.size[1] - self.hand_top() - self.arc(n) - int(self.u * 0.5)
        w = min(w, int(room / CARD_RATIO))
        return w, int(w * CARD_RATIO)

    def hand_top(self) -> int:
        """The hand stays under the viewer's pack (its cards and their treasures)."""
        return self.pack.y + int(self.u * 19.6)

    def arc(self, n: int) -> int:
        """How far the outer cards of a hand of ``n`` sit lower than the middle one (a fan held in hand)."""
        return int(min(self.u * 0.18 * ((n - 1) / 2) ** 2, self.u * 1.6))

    def hand_rects(self, hand: list, selected) -> list[tuple[int, pygame.Rect]]:
        w, h = self.hand_size(len(hand))
        xs = fan_positions(len(hand), self.hand_area.centerx, 0, w, int(self.hand_area.w * 0.96), gap=0.06)
        mid, arc = (len(hand) - 1) / 2, self.arc(len(hand))
        bottom = self.size[1] - int(self.u * 0.5) - arc  # the outer cards too end inside the window
        out = []
        for i, (card, x) in enumerate(zip(hand, xs)):
            lift = int(self.u * 3) if selected == ("hand", card) else 0
            drop = int(arc * ((i - mid) / mid) ** 2) if mid else 0
            out.append((card, pygame.Rect(x, bottom - h - lift + drop, w, h)))
        return out

    def pack_rects(self, seat: int, members: list) -> list:
        """[(member, card rect, [(treasure, strip rect), ...])] for one pack (own row or opponent panel)."""
        u = self.u
        if seat == self.viewer:
            area = self.pack.inflate(-int(u * 20), 0).move(int(u * 10), 0)
        else:
            r = self.opp[seat]
            area = pygame.Rect(r.x + int(u * 0.8), r.y + int(u * 5.8), r.w - int(u * 1.6), r.h - int(u * 6.3))
        # The tallest cards that leave room for the treasures tucked under them. Treasures show as chips (a coin
        # and the value) in rows under their orc, as many to a row as the part of the card left in sight holds,
        # so a late pack keeps readable cards instead of shrinking above a column of badges.
        tucked = [list(m["treasures"]) + ([m["grab"]] if m["grab"] is not None else []) for m in members]
        if seat != self.viewer:  # an opponent's orc: one strip listing its treasures (his are not to click)
            tucked = [[tuple(tr)] if tr else [] for tr in tucked]
        peek = max(10, int(u * 2.3))
        chip_w = max(22, int(peek * 1.7))  # a coin and a value
        # no taller than lets each card keep ~60% of its width in sight (its name) when the pack is long
        h = int(min(area.h, u * 17, area.w / (1 + 0.62 * (max(1, len(members)) - 1)) * CARD_RATIO))
        for _ in range(3):  # the card size and the chips per row depend on each other: settle in a few passes
            w = int(h / CARD_RATIO)
            xs = fan_positions(len(members), area.centerx, area.y, w, area.w, gap=0.1)
            per_row = max(1, (min(w, xs[1] - xs[0]) if len(xs) > 1 else w) // chip_w)
            rows = max([-(-len(tr) // per_row) for tr in tucked] + [0])
            fit = int(min(area.h - rows * (peek + 1) - 2, u * 17))
            if fit >= h:
                break
            h = fit
        out = []
        for i, (m, x) in enumerate(zip(members, xs)):
            rect = pygame.Rect(x, area.y, w, h)
            seen = xs[i + 1] - x if i + 1 < len(xs) and xs[i + 1] - x < w else w
            cols = max(1, min(per_row, seen // chip_w))
            cw = seen // cols if len(tucked[i]) > 1 else seen
            strips = [
                (tr, pygame.Rect(x + k % cols * cw, rect.bottom + 1 + k // cols * (peek + 1), cw - 1, peek))
                for k, tr in enumerate(tucked[i])
            ]
            out.append((m, rect, strips))
        return out

    def stage_slot(self, card: int, cards: list) -> pygame.Rect:
        """A card of the trial or attack on show: side by side while they take at most 40% of the stage (the
        dice and their sums need the rest), then overlapping down to half a card each."""
        i = cards.index(card) if card in cards else 0
        h = self.stage_card_h
        w = int(h / CARD_RATIO)
        step = w + int(self.u)
        if len(cards) > 1:
            step = max(w // 2, min(step, (int(self.stage.w * 0.4) - w) // (len(cards) - 1)))
        return pygame.Rect(self.stage.x + i * step, self.stage.y + int(self.u * 3.5), w, h)


def layout(size: tuple[int, int], viewer: int, players: int, band: pygame.Rect) -> TrollsLayout:
    """``band``: Menu, Hint and Undo, top right (the opponents' panels stop short of it)."""
    W, H = size
    u = theme.unit(size)
    m = int(u)
    side_w = max(200, int(W * 0.2))
    # narrow windows (square ones): the hand spans the whole width, under the scoreboard and log, which stop
    # above it; in wide ones the hand has the play area's width, and the log column runs to the bottom
    wide_hand = W < H * 1.45
    side = pygame.Rect(W - side_w - m, int(u * 10), side_w, H - int(u * 11) - (int(u * 24) if wide_hand else 0))
    play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
    others = [(viewer + k) % players for k in range(1, players)]
    top_h, gap = int(u * (32 if wide_hand else 27)), int(u)  # narrow windows: taller panels
    # the opponents' panels stop short of Menu, Hint and Undo, whose band reaches over the play area; where that
    # would leave them too narrow (square windows) they start below the band instead
    opp_x, opp_w, opp_y = play.x, min(play.w, band.x - m - play.x), play.y
    if opp_w < play.w * 0.7:
        opp_w, opp_y = play.w, band.bottom + m // 2
    if wide_hand:  # narrow windows: the opponents take the whole width, the log column starts below
        opp_w, opp_y = W - 2 * m, band.bottom + m // 2
        top = opp_y + top_h - int(u * 8)
        side = pygame.Rect(side.x, top + int(u), side_w, H - int(u * 24) - top - int(u))
    opp_h = top_h - (opp_y - play.y) if not wide_hand else top_h - int(u * 8)
    col_w = (opp_w - gap * (len(others) - 1)) // len(others)
    opp = {s: pygame.Rect(opp_x + i * (col_w + gap), opp_y, col_w, opp_h) for i, s in enumerate(others)}
    inset = 0.12 if not wide_hand else 0.0  # narrow windows: the prompt takes the play area's width
    y = opp_y + opp_h + int(u * 0.8)
    status = pygame.Rect(play.x + int(play.w * inset), y, int(play.w * (1 - 2 * inset)), int(u * 4.6))
    centre = pygame.Rect(play.x, status.bottom + int(u * 0.8), play.w, int(u * 21))
    pack = pygame.Rect(play.x, centre.bottom + int(u * 0.5), play.w, int(u * 21))
    # centre: piles on the left, buttons on the right, the trial/attack in between; narrow windows: smaller
    # piles, buttons and stage cards leave the stage room for its dice and sums
    pile_h = int(u * (11 if wide_hand else 14))
    deck = pygame.Rect(centre.x + int(u), centre.y + int(u * 2.5), int(pile_h / CARD_RATIO), pile_h)
    discard = deck.move(deck.w + int(u * 1.5), 0)
    btn_w = int(u * (18 if wide_hand else 22))
    button_col = pygame.Rect(centre.right - btn_w, centre.y + int(u), btn_w, centre.h - int(u * 2))
    stage = pygame.Rect(discard.right + int(u * 2), centre.y, button_col.x - discard.right - int(u * 3), centre.h)
    # the right column: the scoreboard (a title, a row per seat, the round and phase), the game log under it.
    # Narrow windows give the column less height (the hand runs under it): their scoreboard rows are slimmer
    # (each seat's panel shows its VP too), so the log keeps six lines or more at 4 players (three before)
    row_h, head = int(u * (3.8 if wide_hand else 5)), int(u * (3.4 if wide_hand else 4))
    foot = int(u * 3.3) if wide_hand else int(u * 8) - head
    board = pygame.Rect(side.x, side.y, side.w, row_h * players + head + foot)
    top = board.bottom + int(u * (0.8 if wide_hand else 1))
    log = pygame.Rect(side.x, top, side.w, side.bottom - top - int(u * 1.2))
    hand_area = pygame.Rect(m, 0, W - 2 * m, H) if wide_hand else play
    return TrollsLayout(
        size, viewer, u, wide_hand, play, hand_area, side, opp, status, centre, pack, deck, discard, button_col,
        stage, board, log, int(int(u * 21) / CARD_RATIO), int(u * (4.4 if wide_hand else 5.6)),
        int(u * (10.5 if wide_hand else 13)), row_h, head,
    )  # fmt: skip
