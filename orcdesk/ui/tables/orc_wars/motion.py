"""Cards in the air on the Orc Wars table (the shared ``kit.flight``): a card you play flies from your hand to its
pile or into the duel, a card you draw from your deck into your hand, a discard out of it; the other side's
cards fly from its place in the panel into the duel.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.kit import anim, cards, draw, theme
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.tables.orc_wars.hand import face
from orcdesk.ui.tables.orc_wars.layout import hand_rects


@dataclass
class Places:
    """Where cards fly from and to this moment: the layout ``R``, the left panel's rects ``panel``, the shown
    observation, the viewer, the viewer's hand in the live game (a drawn card lands there), and the duel."""

    R: dict
    panel: dict
    obs: dict
    viewer: int
    live_hand: list
    duel_box: pygame.Rect | None
    duel_attacker: int | None

    def hand_rect_of(self, ctype: int):
        hand = self.obs["hand"] or []
        return hand_rects(self.R, len(hand))[hand.index(ctype)] if ctype in hand else None

    def seat_rect(self, seat):
        """Where the other side sits on screen: its row in the right panel (the horde below the elves)."""
        r, u = self.R["others"], self.R["u"]
        if seat is None:
            return None
        if seat == 0:
            return pygame.Rect(r.x + int(u), r.bottom - int(u * 12), int(u * 8), int(u * 10))
        rows = [e["seat"] for e in self.obs["elves"] if e["seat"] != self.viewer]
        i = rows.index(seat) if seat in rows else 0
        return pygame.Rect(r.x + int(u), r.y + int(u * 5) + i * int(u * 6.6), int(u * 8), int(u * 6))

    def duel_slot(self, seat) -> pygame.Rect:
        box = self.duel_box or self.R["board"]
        half = box.w // 2
        left = self.duel_box is None or seat == self.duel_attacker
        return pygame.Rect(box.x + (0 if left else half), box.y, half, box.h)

    def pile_rect(self, seat, ctype: int) -> pygame.Rect:
        if seat != self.viewer:
            return self.seat_rect(seat) or self.R["board"]
        r = self.panel["piles"].get(E.T_ATTR[ctype])
        unit = self.obs["unit"]
        if self.viewer == 0 and unit is not None and 0 <= unit < 5:
            r = self.panel["clans"].get(unit, r)
        return r if r is not None and r.h > 0 else self.R["left"]


class Motion:
    """The cards in the air and the turn banner, queued on the table's animation queue."""

    def __init__(self) -> None:
        self.flights = Flights()
        self.banner: list | None = None  # [text, progress]

    def animate_cards(self, queue, e: dict, places: Places) -> None:
        R = places.R
        if not R or "u" not in R:
            return
        k = e["type"]
        seat = e.get("seat")
        u = R["u"]
        viewer = places.viewer
        if k in ("attack", "play", "discard") and e.get("card") is not None and (k != "discard" or seat == viewer):
            ctype = e["card"]
            src = places.hand_rect_of(ctype) if seat == viewer else places.seat_rect(seat)
            if src is None:
                return
            in_duel = k == "attack" or "attack" in e
            w, h = R["card"]

            def end(k=k, in_duel=in_duel, seat=seat, ctype=ctype):
                if k == "discard":
                    dst = R["discard"]
                elif in_duel:
                    dst = places.duel_slot(seat)
                else:
                    dst = places.pile_rect(seat, ctype)
                r = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.6))
                r.center = dst.center
                return r

            self.flights.launch(queue, lambda fw, fh, c=ctype: face(c, fw, fh), src, end, duration=0.35, lift=u * 3)
        elif k == "draw" and seat == viewer and e.get("card") is not None:
            hand = places.live_hand
            if not hand:
                return
            idx = len(hand) - 1 - hand[::-1].index(e["card"]) if e["card"] in hand else len(hand) - 1
            dst = hand_rects(R, len(hand))[idx]
            back = lambda fw, fh: cards.card_back(fw, fh)  # noqa: E731
            self.flights.launch(queue, back, R["deck"], dst, duration=0.3, lift=u * 2, hide=("hand", idx))

    # ------------------------------------------------------------------ the turn banner
    def animate_banner(self, queue, text: str) -> None:
        """A ribbon across the top of the board when a turn begins (whose turn, which round)."""
        item = [text, 0.0]

        def start():
            self.banner = item

        def step(f):
            item[1] = f

        def done():
            if self.banner is item:
                self.banner = None

        queue.push(anim.Tween(0.9, step, anim.linear, on_done=done, on_start=start))

    def draw_banner(self, surface, R: dict) -> None:
        if not self.banner:
            return
        text, f = self.banner
        u = R["u"]
        board = R["board"]
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
