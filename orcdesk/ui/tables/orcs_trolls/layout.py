"""Where everything sits on the Orcs & Trolls table: the opponents' panels, the centre and its stage, the
viewer's pack and hand, the draft grid and the buttons (rects only; nothing is drawn here).
"""

from __future__ import annotations

import pygame

from orcdesk.ui.kit import theme
from orcdesk.ui.kit.cards import fan_positions
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO


class OrcsTrollsLayout:
    """The Orcs & Trolls table's geometry (a part of :class:`OrcsTrollsTable`)."""

    def layout(self, size) -> None:
        W, H = size
        u = theme.unit(size)
        self.u = u
        m = int(u)
        side_w = max(200, int(W * 0.2))
        # narrow windows (square ones): the hand spans the whole width, under the scoreboard and log, which stop
        # above it; in wide ones the hand has the play area's width, and the log column runs to the bottom
        self.wide_hand = W < H * 1.45
        side_h = H - int(u * 11) - (int(u * 24) if self.wide_hand else 0)
        self.side_rect = pygame.Rect(W - side_w - m, int(u * 10), side_w, side_h)
        play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
        self.hand_area = pygame.Rect(m, 0, W - 2 * m, H) if self.wide_hand else play
        self.play_rect = play
        n = self.state.players
        others = [(self.viewer + k) % n for k in range(1, n)]
        self.others = others
        top_h = int(u * (27 if not W < H * 1.45 else 32))  # narrow windows: taller panels, see wide_hand
        gap = int(u)
        # the opponents' panels stop short of Menu, Hint and Undo (top right), whose band reaches over the play
        # area; where that would leave them too narrow (square windows) they start below the band instead
        band = self.top_buttons_rect(size)
        opp_x, opp_w, opp_y = play.x, min(play.w, band.x - m - play.x), play.y
        if opp_w < play.w * 0.7:
            opp_w, opp_y = play.w, band.bottom + m // 2
        if self.wide_hand:  # narrow windows: the opponents take the whole width, the log column starts below
            opp_w, opp_y = W - 2 * m, band.bottom + m // 2
            top = opp_y + top_h - int(u * 8)
            self.side_rect = pygame.Rect(self.side_rect.x, top + int(u), side_w, H - int(u * 24) - top - int(u))
        opp_h = top_h - (opp_y - play.y) if not self.wide_hand else top_h - int(u * 8)
        col_w = (opp_w - gap * (len(others) - 1)) // len(others)
        self.opp_rect = {s: pygame.Rect(opp_x + i * (col_w + gap), opp_y, col_w, opp_h) for i, s in enumerate(others)}
        inset = 0.12 if not self.wide_hand else 0.0  # narrow windows: the prompt takes the play area's width
        self.status_rect = pygame.Rect(
            play.x + int(play.w * inset), opp_y + opp_h + int(u * 0.8), int(play.w * (1 - 2 * inset)), int(u * 4.6)
        )
        centre_top = self.status_rect.bottom + int(u * 0.8)
        self.centre_rect = pygame.Rect(play.x, centre_top, play.w, int(u * 21))
        self.pack_rect = pygame.Rect(play.x, self.centre_rect.bottom + int(u * 0.5), play.w, int(u * 21))
        self.hand_card_h = int(u * 21)
        self.hand_card_w = int(self.hand_card_h / CARD_RATIO)
        self.hand_y = H - int(u * 19.5)
        # centre: piles on the left, buttons on the right, the trial/attack in between
        cr = self.centre_rect
        # narrow windows: smaller piles, buttons and stage cards leave the stage room for its dice and sums
        pile_h = int(u * (14 if not self.wide_hand else 11))
        pile_w = int(pile_h / CARD_RATIO)
        self.deck_rect = pygame.Rect(cr.x + int(u), cr.y + int(u * 2.5), pile_w, pile_h)
        self.discard_rect = self.deck_rect.move(pile_w + int(u * 1.5), 0)
        btn_w = int(u * (22 if not self.wide_hand else 18))
        self.button_col = pygame.Rect(cr.right - btn_w, cr.y + int(u), btn_w, cr.h - int(u * 2))
        self.stage_rect = pygame.Rect(
            self.discard_rect.right + int(u * 2), cr.y, self.button_col.x - self.discard_rect.right - int(u * 3), cr.h
        )
        self.die_size = int(u * (5.6 if not self.wide_hand else 4.4))
        self.stage_card_h = int(u * (13 if not self.wide_hand else 10.5))
        # the right column: the scoreboard (a title, a row per seat, the round and phase), the game log under it.
        # Narrow windows give the column less height (the hand runs under it): their scoreboard rows are slimmer
        # (each seat's panel shows its VP too), so the log keeps six lines or more at 4 players (three before)
        sr = self.side_rect
        self.score_row_h = int(u * (5 if not self.wide_hand else 3.8))
        self.score_head = int(u * (4 if not self.wide_hand else 3.4))
        foot = int(u * 8) - self.score_head if not self.wide_hand else int(u * 3.3)
        self.board_rect = pygame.Rect(sr.x, sr.y, sr.w, self.score_row_h * n + self.score_head + foot)
        top = self.board_rect.bottom + int(u * (1 if not self.wide_hand else 0.8))
        self.log_rect = pygame.Rect(sr.x, top, sr.w, sr.bottom - top - int(u * 1.2))

    def _button_rects(self, n: int) -> list[pygame.Rect]:
        col, u = self.button_col, self.u
        bh = int(u * 5.6)
        gap = int(u * 1.1)
        total = n * bh + (n - 1) * gap
        y = col.centery - total // 2
        return [pygame.Rect(col.x, y + i * (bh + gap), col.w, bh) for i in range(n)]

    # ------------------------------------------------------------------ geometry
    def _draft_layout(self) -> dict[int, pygame.Rect]:
        pool = self.obs["draft_pool"]
        u = self.u
        area = pygame.Rect(
            self.play_rect.x, self.centre_rect.y, self.play_rect.w, self.size[1] - int(u * 12) - self.centre_rect.y
        )
        cols = 8
        h = int(min((area.h - u * 2) / 3 - u, (area.w / cols - u) * CARD_RATIO))
        w = int(h / CARD_RATIO)
        gap = int(u)
        total = cols * w + (cols - 1) * gap
        x0 = area.centerx - total // 2
        out = {}
        for i, card in enumerate(sorted(range(24), key=lambda c: c)):
            if card not in pool:
                continue
            r, col = divmod(i, cols)
            out[card] = pygame.Rect(x0 + col * (w + gap), area.y + int(u) + r * (h + gap), w, h)
        return out

    def _hand_step(self) -> int:
        hand = self.obs.get("hand") or []
        xs = self._hand_xs(len(hand))
        return (xs[1] - xs[0]) if len(xs) > 1 else self.hand_card_w

    def _hand_size(self, n: int) -> tuple[int, int]:
        """Card size in the hand: as large as 21 units, smaller when a long hand would hide the names
        (each card keeps at least 85% of its width visible)."""
        avail = self.hand_area.w * 0.96
        w = min(self.hand_card_w, int(avail / (1 + 0.85 * max(0, n - 1))))
        return w, int(w * CARD_RATIO)

    def _hand_xs(self, n: int) -> list[int]:
        pr = self.hand_area
        w, _ = self._hand_size(n)
        return fan_positions(n, pr.centerx, self.hand_y, w, int(pr.w * 0.96), gap=0.06)

    def _hand_layout(self) -> list[tuple[int, pygame.Rect]]:
        hand = self.obs.get("hand") or []
        xs = self._hand_xs(len(hand))
        out = []
        w, h = self._hand_size(len(hand))
        mid = (len(hand) - 1) / 2
        for i, (card, x) in enumerate(zip(hand, xs)):
            lift = int(self.u * 3) if self.selected == ("hand", card) else 0
            drop = int(self.u * 0.18 * (i - mid) ** 2)  # a gentle arc, like a hand of cards held in a fan
            out.append((card, pygame.Rect(x, self.size[1] - int(h * 0.93) - lift + drop, w, h)))
        return out

    def _pack_cards(self, seat: int) -> list[dict]:
        if self.held_packs is not None:
            return self.held_packs[seat]
        if self.obs["phase"] == "setup":  # the draft: show the orcs picked so far
            return [
                {
                    "card": c,
                    "status": "active",
                    "endangered": False,
                    "grab": None,
                    "treasures": [],
                    "acted": False,
                    "gave": False,
                }
                for c in self.obs["orc_decks"][seat]["orcs"]
            ]
        return self.obs["packs"][seat]

    def _pack_layout(self, seat: int):
        """[(member, card rect, [(treasure, strip rect), ...])] for one pack (own row or opponent panel)."""
        u = self.u
        members = self._pack_cards(seat)
        if seat == self.viewer:
            area = self.pack_rect.inflate(-int(u * 20), 0).move(int(u * 10), 0)
        else:
            r = self.opp_rect[seat]
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
        n = max(1, len(members))
        h = int(min(area.h, u * 17, area.w / (1 + 0.62 * (n - 1)) * CARD_RATIO))
        for _ in range(3):  # the card size and the chips per row depend on each other: settle in a few passes
            w = int(h / CARD_RATIO)
            xs = fan_positions(len(members), area.centerx, area.y, w, area.w, gap=0.1)
            seen = min(w, xs[1] - xs[0]) if len(xs) > 1 else w
            per_row = max(1, seen // chip_w)
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
            tucks = [
                (tr, pygame.Rect(x + (k % cols) * cw, rect.bottom + 1 + (k // cols) * (peek + 1), cw - 1, peek))
                for k, tr in enumerate(tucked[i])
            ]
            out.append((m, rect, tucks))
        return out

    def _stage_cards(self) -> list[int]:
        if self.panel is not None:  # the trial or attack on show (it may be over in the game already)
            return list(self.panel["cards"])
        ctx = self.obs.get("context") or {}
        return (
            ([ctx["card"]] if ctx.get("card") is not None else [])
            + list(ctx.get("greys") or [])
            + list(ctx.get("greens") or [])
        )

    def _stage_slot(self, card: int) -> pygame.Rect:
        u = self.u
        cards = self._stage_cards()
        i = cards.index(card) if card in cards else 0
        h = self.stage_card_h
        w = int(h / CARD_RATIO)
        # side by side while they take at most 40% of the stage (the dice and their sums need the rest), then
        # overlapping down to half a card each
        step = w + int(u)
        if len(cards) > 1:
            step = max(w // 2, min(step, (int(self.stage_rect.w * 0.4) - w) // (len(cards) - 1)))
        return pygame.Rect(self.stage_rect.x + i * step, self.stage_rect.y + int(u * 3.5), w, h)
