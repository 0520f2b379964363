"""Cards in the air on the Orc Wars table (the shared ``kit.flight``): a card you play flies from your hand to its
pile or into the duel, a card you draw from your deck into your hand, a discard out of it; the other side's
cards fly from its place in the panel into the duel.
"""

from __future__ import annotations

import pygame

from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.kit import anim, cards, draw, theme
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.tables.orc_wars.hand import face
from orcdesk.ui.tables.orc_wars.layout import hand_rects


class OrcWarsMotion:
    """The table's card flights (a part of :class:`OrcWarsTable`)."""

    def animate_cards(self, e: dict) -> None:
        if not self.R or "u" not in self.R:
            return
        k = e["type"]
        seat = e.get("seat")
        u = self.R["u"]
        if k in ("attack", "play", "discard") and e.get("card") is not None and (k != "discard" or seat == self.viewer):
            ctype = e["card"]
            src = self._hand_rect_of(ctype) if seat == self.viewer else self._seat_rect(seat)
            if src is None:
                return
            in_duel = k == "attack" or "attack" in e
            w, h = self.R["card"]

            def end(k=k, in_duel=in_duel, seat=seat, ctype=ctype):
                if k == "discard":
                    dst = self.R["discard"]
                elif in_duel:
                    dst = self._duel_slot(seat)
                else:
                    dst = self._pile_rect(seat, ctype)
                r = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.6))
                r.center = dst.center
                return r

            self.flights.launch(
                self.queue, lambda fw, fh, c=ctype: face(c, fw, fh), src, end, duration=0.35, lift=u * 3
            )
        elif k == "draw" and seat == self.viewer and e.get("card") is not None:
            hand = self.state.observation(self.viewer)["hand"] or []
            if not hand:
                return
            idx = len(hand) - 1 - hand[::-1].index(e["card"]) if e["card"] in hand else len(hand) - 1
            dst = hand_rects(self.R, len(hand))[idx]
            src = self._deck_rect()
            self.flights.launch(
                self.queue,
                lambda fw, fh: cards.card_back(fw, fh),
                src,
                dst,
                duration=0.3,
                lift=u * 2,
                hide=("hand", idx),
            )

    def _hand_rect_of(self, ctype: int):
        hand = self.obs["hand"] or []
        if ctype not in hand:
            return None
        return hand_rects(self.R, len(hand))[hand.index(ctype)]

    def _seat_rect(self, seat):
        """Where the other side sits on screen: its row in the right panel (the horde below the elves)."""
        r = self.R["others"]
        u = self.R["u"]
        if seat is None:
            return None
        if seat == 0:
            return pygame.Rect(r.x + int(u), r.bottom - int(u * 12), int(u * 8), int(u * 10))
        rows = [e["seat"] for e in self.obs["elves"] if e["seat"] != self.viewer]
        i = rows.index(seat) if seat in rows else 0
        return pygame.Rect(r.x + int(u), r.y + int(u * 5) + i * int(u * 6.6), int(u * 8), int(u * 6))

    def _deck_rect(self) -> pygame.Rect:
        return self.R["deck"]

    def _duel_slot(self, seat) -> pygame.Rect:
        box = self.duel_rect() if self.duel is not None else self.R["board"]
        half = box.w // 2
        left = self.duel is None or seat == self.duel["att"]
        return pygame.Rect(box.x + (0 if left else half), box.y, half, box.h)

    def _pile_rect(self, seat, ctype: int) -> pygame.Rect:
        if seat != self.viewer:
            return self._seat_rect(seat) or self.R["board"]
        attr = E.T_ATTR[ctype]
        r = self.panel["piles"].get(attr)
        if self.viewer == 0 and self.obs["unit"] is not None and 0 <= self.obs["unit"] < 5:
            r = self.panel["clans"].get(self.obs["unit"], r)
        return r if r is not None and r.h > 0 else self.R["left"]

    def draw_flights(self, surface) -> None:
        self.flights.draw(surface)

    # ------------------------------------------------------------------ the turn banner
    def animate_banner(self, text: str) -> None:
        """A ribbon across the top of the board when a turn begins (whose turn, which round)."""
        item = [text, 0.0]

        def start():
            self.banner = item

        def step(f):
            item[1] = f

        def done():
            if self.banner is item:
                self.banner = None

        self.queue.push(anim.Tween(0.9, step, anim.linear, on_done=done, on_start=start))

    def draw_banner(self, surface) -> None:
        if not self.banner:
            return
        text, f = self.banner
        u = self.R["u"]
        board = self.R["board"]
        a = min(1.0, f * 5, (1 - f) * 4)
        if a <= 0:
            return
        r = pygame.Rect(0, 0, int(min(board.w * 0.8, u * 60)), int(u * 6))
        r.center = (board.centerx, board.y + int(board.h * 0.2))
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        draw.panel(
            layer,
            layer.get_rect(),
            fill=(60, 30, 20),
            edge=theme.BRASS,
            radius=r.h // 3,
            alpha=235,
            shadow=False,
            edge_px=2,
        )
        blit_text(
            layer,
            text,
            fit_size(text, int(u * 3), r.w - int(u * 3), True),
            theme.HILITE_SOFT,
            center=(r.w // 2, r.h // 2),
            bold=True,
            shadow=True,
        )
        layer.set_alpha(int(255 * a))
        surface.blit(layer, r)
