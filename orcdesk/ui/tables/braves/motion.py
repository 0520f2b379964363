"""Motion on the De l'orc pour les braves table: cards flying from the deck to the piles and to the hands, piles
resolving one by one, the spy's and the commando's moments, the battle as shown (trailing the state event by
event).
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, MERC_TYPES, card_set
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.tables.braves import art

CS = card_set()
MERC0 = CS.merc_base


class BravesMotion:
    """Animations of the braves table (a part of :class:`BravesTable`)."""

    def _flight(
        self,
        kind: str,
        value,
        src,
        dst,
        duration: float,
        queued: bool = False,
        on_done=None,
        size=None,
        arc: float = 2.0,
    ) -> None:
        """Fly a card ("card"), a card's back ("back"), a shield, a desertion or the champion's banner from the
        point ``src`` to the point ``dst``: in turn on the queue (``queued``), or at once beside it (the deal:
        the players keep acting while cards land)."""
        w, h = size or self.card_size
        if kind == "back":  # a card going to a hand, face down and smaller
            w, h = int(w * 0.7), int(h * 0.7)
        faces = {
            "card": lambda fw, fh: art.card_face(value, fw, fh),
            "back": lambda fw, fh: art.back_face(value, fw, fh),
            "shield": lambda fw, fh: art.shield_token(value, fw),
            "desert": lambda fw, fh: art.desertion_token(value, fw),
            "champion": lambda fw, fh: art.champion_banner(fw),
        }
        box = pygame.Rect(0, 0, w, h)
        self.flights.launch(
            self.queue,
            faces[kind],
            box.move(src[0] - w // 2, src[1] - h // 2),
            box.move(dst[0] - w // 2, dst[1] - h // 2),
            duration=duration,
            lift=self.u * arc * 2,
            ease=anim.ease_in_out_quad,
            on_done=on_done,
            shadow=self.u * 1.5,
            ambient=not queued,
            card=kind in ("card", "back"),
        )

    def _seat_point(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        return r.center if r is not None else self.ring_centre

    def animate_event(self, e: dict) -> None:
        q = self.queue
        k = e["type"]
        if k == "deal":
            self._animate_deal(e)
        elif k == "recruitment_starts":
            q.push(anim.Call(lambda: setattr(self, "start_flash", 2.0)))
        elif k in ("desert", "shield"):
            p, s = e["pile"], e["seat"]
            self.deal_hidden[p] = self.deal_hidden.get(p, 0) + 1
            size = (int(self.u * 5), int(self.u * 5))
            self._flight(
                k, s, self._seat_point(s), self.pile_rects[p].center, 0.35, size=size, on_done=lambda p=p: self._land(p)
            )
        elif k == "round_start":

            def start(e=e):
                self.presenter.release()  # the new round goes on show (held_keys)
                self.arena = None
                self.hand_for = None  # a new deal: the hands go back to the deck, the next one is handed over
                self.banner = (t("braves.ui.round_banner", round=e["round"], who=self._who(e["wizard"])), theme.BRASS)
                self.deal_hidden.clear()

            q.push(anim.Call(start))
            q.push(anim.Wait(1.3))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "deal_over":
            q.push(anim.Call(lambda: setattr(self, "banner", (t("braves.ui.deal_over_banner"), theme.HILITE_SOFT))))
            q.push(anim.Wait(0.8))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "champion":
            champ = e["champion"]
            size = (int(self.u * 6), int(self.u * 6))
            self._flight(
                "champion", champ, self._seat_point(e["seat"]), self._seat_point(champ), 0.6, queued=True, size=size
            )
        elif k == "pile":
            self._animate_pile(e)
        elif k == "hand":
            q.push(anim.Call(self._hands_arrived))
        elif k in ("spy", "spy_pass"):
            self._animate_spy(e)
        elif k == "giants":
            q.push(
                anim.Call(
                    lambda e=e: setattr(
                        self,
                        "bubble",
                        {
                            "seat": e["seat"],
                            "text": t("braves.ui.giants_bubble", n=len(e["cards"])),
                            "card": e["cards"][0],
                        },
                    )
                )
            )
            q.push(anim.Wait(1.2))
            q.push(anim.Call(lambda: setattr(self, "bubble", None)))
        elif k == "battle":

            def open_(e=e):
                self.arena = {
                    "number": e["number"],
                    "people": e["people"],
                    "people_n": [0] * self.n,
                    "merc_n": [0] * self.n,
                    "armies": None,
                    "winners": None,
                    "removed": None,
                }
                self.flip = 1.0
                self.banner = (
                    t(
                        "braves.ui.battle_banner",
                        number=e["number"],
                        people=art.people_name(e["people"]),
                        n=CS.battle_points[e["number"] - 1],
                    ),
                    theme.HILITE_SOFT,
                )

            q.push(anim.Call(open_))
            q.push(anim.Wait(1.1))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "commit":
            if e["count"]:
                s = e["seat"]
                q.push(anim.Call(lambda s=s, c=e["count"]: self._arena_set(s, "people_n", c)))
                self._flight(
                    "back", CS.peoples.index(e["people"]), self._seat_point(s), self.army_spot(s), 0.25, queued=True
                )
        elif k == "merc":
            s = e["seat"]
            self._flight(
                "back",
                MERC_BACK,
                self._seat_point(s),
                self.army_spot(s),
                0.3,
                queued=True,
                on_done=lambda s=s, c=e["count"]: self._arena_set(s, "merc_n", c),
            )
        elif k == "commando":
            self._animate_commando(e)
        elif k == "reveal":

            def show(e=e):
                if self.arena is None:
                    self.arena_from_obs()
                if self.arena is not None:
                    self.arena["armies"] = {
                        s: {"cards": list(a["cards"]), "strength": a["strength"], "detail": a["detail"], "flying": []}
                        for s, a in enumerate(e["armies"])
                        if a is not None
                    }
                self.flip = 0.0

            q.push(anim.Call(show))
            q.push(anim.Tween(0.8, lambda f: setattr(self, "flip", f), ease=anim.ease_in_out_quad))
            q.push(anim.Wait(1.0))
        elif k == "fly":
            s = e["seat"]

            def join(e=e):
                if self.arena and self.arena.get("armies") and e["seat"] in self.arena["armies"]:
                    a = self.arena["armies"][e["seat"]]
                    a["flying"] = list(e["cards"])
                    a["strength"] = e["after"]

            self._flight("card", e["cards"][0], self._seat_point(s), self.army_spot(s), 0.5, queued=True, on_done=join)
            q.push(anim.Wait(0.6))
        elif k == "battle_result":

            def score(e=e):
                if self.arena is not None:
                    self.arena["winners"] = list(e["winners"])
                for s, w in enumerate(self.wheels):
                    w.turn_to(e["scores"][s])
                self.battles_now.append(e)

            q.push(anim.Call(score))
            q.push(anim.Wait(1.6))
        elif k == "round_end":

            def end(e=e):
                self.arena = None
                self.battles_before, self.battles_now = (e["round"], self.battles_now), []

            q.push(anim.Call(end))
        elif k == "game_over":
            q.push(anim.Call(lambda: [w.turn_to(self.state.scores()[s]) for s, w in enumerate(self.wheels)]))
            q.push(anim.Wait(0.6))
        else:
            q.push(anim.Wait(0.05))

    def _arena_set(self, seat: int, key: str, value: int) -> None:
        if self.arena is not None:
            self.arena[key][seat] = value

    def _land(self, pile: int) -> None:
        left = self.deal_hidden.get(pile, 0) - 1
        if left > 0:
            self.deal_hidden[pile] = left
        else:
            self.deal_hidden.pop(pile, None)

    def _animate_deal(self, e: dict) -> None:
        p = e["pile"]
        self.deal_hidden[p] = self.deal_hidden.get(p, 0) + 1
        after = self.state.window().table_after or 1.0
        self._flight(
            "card",
            e["card"],
            self.deck_rect.center,
            self.pile_rects[p].center,
            min(0.45, 0.7 * after),
            on_done=lambda p=p: self._land(p),
            arc=3.0,
        )

    def _animate_pile(self, e: dict) -> None:
        q = self.queue
        p = e["pile"]
        owner = e["owner"]

        def begin(p=p):
            self.resolving = p

        q.push(anim.Call(begin))
        q.push(anim.Wait(0.25))
        dst = self._seat_point(owner) if owner is not None else self.deck_rect.center

        def done(p=p, e=e):
            if self.held_piles is not None and p < len(self.held_piles):
                self.held_piles[p] = []
            for c in e["kept"]:
                if owner is not None and c in self.pending.get(owner, []):
                    self.pending[owner].remove(c)
            self.resolving = None
            if self.held_piles is not None and not any(self.held_piles):
                self.held_piles = None

        card = e["kept"][-1] if e["kept"] else (e["cancelled"][-1] if e["cancelled"] else None)
        if card is not None:
            self._flight("card", card, self.pile_rects[p].center, dst, 0.28, queued=True, on_done=done)
        else:
            q.push(anim.Call(done))

    def _hands_arrived(self) -> None:
        self.held_piles = None
        self.pending = {}
        self.resolving = None

    def _animate_spy(self, e: dict) -> None:
        q = self.queue
        s = e["seat"]
        if e["type"] == "spy_pass":
            q.push(
                anim.Call(
                    lambda: setattr(self, "bubble", {"seat": s, "text": t("braves.ui.spy_pass_bubble", n=e["number"])})
                )
            )
            q.push(anim.Wait(1.0))
            q.push(anim.Call(lambda: setattr(self, "bubble", None)))
            return
        ask = art.type_name(e["ask"])
        target = e["target"]
        q.push(
            anim.Call(
                lambda: setattr(
                    self,
                    "bubble",
                    {
                        "seat": s,
                        "target": target,
                        "spy": e["number"],
                        "text": t("braves.ui.spy_bubble", n=e["number"], who=self._who(target), ask=ask),
                    },
                )
            )
        )
        q.push(anim.Wait(1.4))
        if e["card"] is None:
            q.push(
                anim.Call(
                    lambda: setattr(self, "bubble", {"seat": target, "target": s, "text": t("braves.ui.spy_no_bubble")})
                )
            )
            q.push(anim.Wait(1.0))
        else:
            q.push(
                anim.Call(
                    lambda: setattr(
                        self,
                        "bubble",
                        {"seat": target, "target": s, "card": e["card"], "text": t("braves.ui.spy_yes_bubble")},
                    )
                )
            )
            self._flight("card", e["card"], self._seat_point(target), self._seat_point(s), 0.6, queued=True)
            q.push(anim.Wait(0.5))
        q.push(anim.Call(lambda: setattr(self, "bubble", None)))

    def _animate_commando(self, e: dict) -> None:
        q = self.queue
        s, target = e["seat"], e["target"]
        self._flight(
            "card",
            e.get("commando", CS.by_type[MERC0 + MERC_TYPES.index("goblin_commando")][0]),
            self._seat_point(s),
            self.army_spot(target),
            0.5,
            queued=True,
        )

        def strike(e=e):
            if self.arena is not None:
                key = "merc_n" if e["back"] == "mercenary" else "people_n"
                self.arena[key][target] = max(0, self.arena[key][target] - 1)
                self.arena["removed"] = (target, e["card"])
            self.bubble = {
                "seat": s,
                "target": target,
                "card": e["card"],
                "text": t("braves.ui.commando_bubble", who=self._who(target), card=art.card_name(e["card"])),
            }

        q.push(anim.Call(strike))
        q.push(anim.Wait(1.4))
        q.push(anim.Call(lambda: setattr(self, "bubble", None)))

    def arena_from_obs(self) -> None:
        """The battle under way as the observation has it (a new table, after undo or loading)."""
        b = self.obs["battle"]
        if not b["people"]:
            self.arena = None
            return
        armies = None
        if b["revealed"] and b["armies"]:
            armies = {
                s: {
                    "cards": list(a["cards"]),
                    "strength": a["strength"],
                    "detail": a["detail"],
                    "flying": list(a.get("flying") or []),
                }
                for s, a in enumerate(b["armies"])
                if a is not None
            }
        self.arena = {
            "number": b["number"],
            "people": b["people"],
            "people_n": [c["people"] for c in b["committed"]],
            "merc_n": [c["mercenary"] for c in b["committed"]],
            "armies": armies,
            "winners": None,
            "removed": None,
        }
