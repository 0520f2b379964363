"""The Orc table's animations: cards flying to a side, the discard pile and a hand, and the battle flash."""

from __future__ import annotations

import pygame

from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards
from orcdesk.ui.tables.orc.art import card_face


class OrcMotion:
    """The Orc table's animations (a part of :class:`OrcTable`)."""

    def animate_event(self, e: dict) -> None:
        kind = e["type"]
        R = self.R
        if not R:
            return
        if kind == "play":
            self._fly_to_side(e)
        elif kind == "discard":
            self._fly_discard(e)
        elif kind == "draw":
            self._fly_draw(e)
        elif kind == "battle":
            self._battle_flash(e)
        elif kind in ("box", "turn"):
            self.queue.push(anim.Wait(0.12))

    def _source_rect(self, seat: int, cid: int) -> pygame.Rect:
        if seat == self.me:
            hand = [c["id"] for c in self.obs["hand"]]
            rects = self.hand_rects(len(hand))
            if cid in hand:
                return rects[hand.index(cid)]
            return rects[len(rects) // 2] if rects else self.R["hand_area"]
        rects = self.opp_rects(max(1, self.obs["hand_counts"][seat]))
        return rects[len(rects) // 2]

    def _fly(
        self, surf_fn, src: pygame.Rect, dst: pygame.Rect, hide=None, duration=0.42, lift=0.0, on_done=None
    ) -> None:
        self.flights.launch(
            self.queue,
            surf_fn,
            src,
            dst,
            duration=duration,
            lift=lift,
            hide=hide,
            on_done=on_done,
            shadow=self.R["u"] * 2,
        )

    def _fly_to_side(self, e: dict) -> None:
        seat, cid, pos = e["seat"], e["card"], e["tribe"]
        src = self._source_rect(seat, cid)
        count = len(self.state.observation(self.viewer)["tribes"][pos]["sides"][seat]["cards"])
        self.last_play = (pos, seat, count - 1, self.time)
        dst = self.side_rects(pos, seat, max(1, count))[-1]
        end = e["orcs"] - 1
        info = E.card_info(cid)
        up = end if seat == self.me else 1 - end
        faded = 1 - end
        self._fly(
            lambda w, h: card_face(info["one"], info["two"], w, h, up, faded),
            src,
            dst,
            hide=("side", pos, seat, count - 1),
            lift=self.R["u"] * 6,
        )

    def _fly_discard(self, e: dict) -> None:
        seat, cid = e["seat"], e["card"]
        src = self._source_rect(seat, cid)
        dst = self.R["discard"]
        info = E.card_info(cid)
        self._fly(
            lambda w, h: card_face(info["one"], info["two"], w, h, 1), src, dst, duration=0.45, lift=self.R["u"] * 4
        )

    def _fly_draw(self, e: dict) -> None:
        seat, p = e["seat"], e["pile"]
        src = self.R["pile"][p]
        hand = list(self.state.hands[seat])  # the state is already past this draw: the card is in the hand
        if seat == self.me and e.get("card") in hand:
            dst = self.hand_rects(len(hand))[hand.index(e["card"])]
            hide = ("hand", e["card"])
        else:
            dst = self.opp_rects(max(1, len(hand)))[-1]
            hide = ("opp_last",)
        self._fly(lambda w, h: cards.card_back(w, h), src, dst, hide=hide, duration=0.38, lift=self.R["u"] * 3)

    def _battle_flash(self, e: dict) -> None:
        pos = e["tribe"]
        flash = {"pos": pos, "f": 0.0, "event": e}
        spears = [("spear", pos)] + [("spear", c["tribe"]) for c in e.get("cascade", [])]

        def start():
            self.flashes.append(flash)
            self.hidden.update(spears)

        def step(f):
            flash["f"] = f
            if f > 0.5:
                self.hidden.difference_update(spears)

        def done():
            self.hidden.difference_update(spears)
            if flash in self.flashes:
                self.flashes.remove(flash)

        self.queue.push(anim.Tween(1.1, step, anim.linear, on_done=done, on_start=start))
