"""The Orc table's animations, an object the table owns: cards flying to a side, the discard pile and a hand,
the battle flashes, the lift of hand cards and the opponent's latest card."""

from __future__ import annotations

import pygame

from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.tables.orc.art import card_face
from orcdesk.ui.tables.orc.layout import OrcLayout


class OrcMotion:
    def __init__(self) -> None:
        self.flights = Flights()  # cards moving across the table (the kit's one card flight)
        self.hidden: set = set()  # spears not drawn while a battle flash shows them
        self.flashes: list[dict] = []  # battle flashes: {"pos", "f" (0..1), "event"}
        self.lifts: dict[int, anim.Smooth] = {}  # hand card id -> its lift
        self.last_play: tuple | None = None  # (tribe, seat, index) of the latest card played, marked a while

    @property
    def busy(self) -> bool:
        return bool(self.flights.active or self.flashes)

    @property
    def hidden_now(self) -> set:
        """What is not drawn at its place now: spears under a battle flash, cards still in flight."""
        return self.hidden | self.flights.hidden

    def clear(self) -> None:
        self.flights.clear()
        self.hidden.clear()
        self.flashes.clear()
        self.last_play = None

    def lift(self, cid: int, target: float) -> float:
        smooth = self.lifts.setdefault(cid, anim.Smooth(0.0, 16.0))
        smooth.target = target
        return smooth.value

    def update(self, dt: float) -> None:
        for smooth in self.lifts.values():
            smooth.update(dt)

    def spear_turn(self, pos: int) -> float:
        """0..1 progress of the spear card turning over during this tribe's battle (1 when not animating)."""
        for fl in self.flashes:
            if fl["pos"] == pos or any(c["tribe"] == pos for c in fl["event"].get("cascade", [])):
                return max(0.0, min(1.0, (fl["f"] - 0.5) / 0.35))
        return 1.0

    def animate(self, e: dict, queue: anim.AnimQueue, lay: OrcLayout, me: int, shown: dict, live: dict) -> None:
        """Push the tweens of event ``e`` (the observations of ``me`` on show, and after the move)."""
        kind = e["type"]
        if kind == "play":
            self._fly_to_side(e, queue, lay, me, shown, live)
        elif kind == "discard":
            info = E.card_info(e["card"])
            src = self._source(lay, me, e["seat"], e["card"], shown)
            face = lambda w, h: card_face(info["one"], info["two"], w, h, 1)  # noqa: E731
            self._fly(queue, lay, face, src, lay.discard, duration=0.45, lift=lay.u * 4)
        elif kind == "draw":
            seat, src = e["seat"], lay.pile[e["pile"]]
            hand = [c["id"] for c in live["hand"]]  # the game is past this draw: the card is in the hand
            hide: tuple[object, ...]  # the hand card, or the opponent's last, kept hidden while this one flies
            if seat == me and e.get("card") in hand:
                dst, hide = lay.hand_rects(len(hand))[hand.index(e["card"])], ("hand", e["card"])
            else:
                dst, hide = lay.opp_rects(max(1, live["hand_counts"][seat]))[-1], ("opp_last",)
            self._fly(queue, lay, cards.card_back, src, dst, hide=hide, duration=0.38, lift=lay.u * 3)
        elif kind == "battle":
            self._battle_flash(e, queue)
        elif kind in ("box", "turn"):
            queue.push(anim.Wait(0.12))

    @staticmethod
    def _source(lay: OrcLayout, me: int, seat: int, cid: int, shown: dict) -> pygame.Rect:
        hand = [c["id"] for c in shown["hand"]] if seat == me else []
        if cid in hand:
            return lay.hand_rects(len(hand))[hand.index(cid)]
        rects = lay.hand_rects(len(hand)) if seat == me else lay.opp_rects(max(1, shown["hand_counts"][seat]))
        return rects[len(rects) // 2] if rects else lay.hand_area

    def _fly(self, queue, lay, face, src, dst, hide=None, duration=0.42, lift=0.0) -> None:
        self.flights.launch(queue, face, src, dst, duration=duration, lift=lift, hide=hide, shadow=lay.u * 2)

    def _fly_to_side(self, e: dict, queue: anim.AnimQueue, lay: OrcLayout, me: int, shown: dict, live: dict) -> None:
        seat, cid, pos = e["seat"], e["card"], e["tribe"]
        src = self._source(lay, me, seat, cid, shown)
        count = len(live["tribes"][pos]["sides"][seat]["cards"])
        self.last_play = (pos, seat, count - 1)
        dst = lay.side_rects(pos, seat == me, max(1, count))[-1]
        end = e["orcs"] - 1
        info = E.card_info(cid)
        up = end if seat == me else 1 - end
        face = lambda w, h: card_face(info["one"], info["two"], w, h, up, 1 - end)  # noqa: E731
        self._fly(queue, lay, face, src, dst, hide=("side", pos, seat, count - 1), lift=lay.u * 6)

    def _battle_flash(self, e: dict, queue: anim.AnimQueue) -> None:
        flash = {"pos": e["tribe"], "f": 0.0, "event": e}
        spears = [("spear", e["tribe"])] + [("spear", c["tribe"]) for c in e.get("cascade", [])]

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

        queue.push(anim.Tween(1.1, step, anim.linear, on_done=done, on_start=start))
