"""Motion on the De l'orc pour les braves table: :class:`Stage`, what the animations show beside the observation
(cards flying from the deck to the piles and to the hands, piles resolving one by one, the spy's and the
commando's moments, the battle as shown, trailing the game event by event, the banners, the cogwheels).
The table owns one and feeds it each event; the view reads its attributes.
"""

from __future__ import annotations

from functools import partial

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, MERC_TYPES, card_set
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.kit.cogwheel import Cogwheel
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.layout import Layout, army_spot, seat_point

CS = card_set()
MERC0 = CS.merc_base


class Stage:
    """The animations' state: ``queue`` is the table's animation queue, ``lay`` its current layout (set by the
    table), ``who`` names a seat in the log's words, ``shown_obs`` gives the shown observation and
    ``on_round_start`` is called as a new round opens."""

    def __init__(self, queue, scores: list, who, shown_obs, on_round_start) -> None:
        self.queue = queue
        self.lay: Layout  # set by the table (its layout) before anything is animated
        self.who = who
        self.shown_obs = shown_obs
        self.on_round_start = on_round_start
        self.wheels = [Cogwheel(x, art.seat_colour(s)) for s, x in enumerate(scores)]
        self.flights = Flights()  # cards and tokens in the air (the kit's one flight)
        self.deal_hidden: dict[int, int] = {}  # pile -> number of top items still in flight (drawn when landed)
        self.held_piles: list | None = None  # piles as shown while they resolve (None: from the observation)
        self.resolving: int | None = None  # the pile resolving now
        self.pending: dict[int, list] = {}  # seat -> cards on their way to that seat's hand
        self.arena: dict | None = None  # the battle as shown (trails the state event by event)
        self.bubble: dict | None = None  # spy dialogue / commando line: {"seat", "text", "card", "target"}
        self.banner: tuple | None = None  # (text, colour) of a big moment
        self.flip = 1.0  # battle reveal: 0 face down .. 1 face up
        self.start_flash = 0.0
        self.battles_now: list[dict] = []  # this round's battle results as shown
        self.battles_before: tuple[int, list] = (0, [])  # the last finished round and its results

    def reset(self, obs: dict, finished: int, battles: list, now: list) -> None:
        """Nothing in motion: the game as the observation has it (after undo, loading, a replay's jump)."""
        self.battles_before, self.battles_now = (finished, battles), now
        self.flights.clear()
        self.deal_hidden.clear()
        self.held_piles = self.resolving = self.bubble = self.banner = None
        self.pending = {}
        self.flip = 1.0
        for s, w in enumerate(self.wheels):
            w.set(obs["scores"][s])
        self.arena_from_obs(obs)

    def piles_resolve(self, events: list[dict]) -> None:
        """A move shares out the piles: they are shown as they were until each one's turn comes."""
        if any(e["type"] == "pile" for e in events):
            self.held_piles = [list(e["items"]) for e in events if e["type"] == "pile"]
            for e in events:
                if e["type"] == "pile" and e["owner"] is not None:
                    self.pending.setdefault(e["owner"], []).extend(e["kept"])

    def update(self, dt: float) -> None:
        for w in self.wheels:
            w.update(dt)
        self.start_flash = max(0.0, self.start_flash - dt)

    @property
    def moving(self) -> bool:
        return bool(self.flights) or self.start_flash > 0 or any(w.moving for w in self.wheels)

    # ------------------------------------------------------------------ helpers
    def _then(self, fn) -> None:
        self.queue.push(anim.Call(fn))

    def _moment(self, name: str, value, seconds: float) -> None:
        """Show a banner or a bubble for ``seconds`` (then it goes)."""
        self._then(lambda: setattr(self, name, value))
        self.queue.push(anim.Wait(seconds))
        self._then(lambda: setattr(self, name, None))

    def _fly(self, kind: str, value, src, dst, duration: float, queued=True, on_done=None, size=None, arc=2.0):
        """Fly a card ("card"), a card's back ("back"), a shield, a desertion or the champion's banner from the
        point ``src`` to the point ``dst``: in turn on the queue (``queued``), or at once beside it (the deal:
        the players keep acting while cards land)."""
        w, h = size or self.lay.card_size
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
        src, dst = box.move(src[0] - w // 2, src[1] - h // 2), box.move(dst[0] - w // 2, dst[1] - h // 2)
        u = self.lay.u
        self.flights.launch(
            *(self.queue, faces[kind], src, dst, duration),
            lift=u * arc * 2,
            ease=anim.ease_in_out_quad,
            on_done=on_done,
            shadow=u * 1.5,
            ambient=not queued,
            card=kind in ("card", "back"),
        )

    def _seat(self, seat) -> tuple[int, int]:
        return seat_point(self.lay, seat)

    def _army(self, seat) -> tuple[int, int]:
        return army_spot(self.lay, seat)

    def _hide(self, pile: int, more: int) -> None:
        """One more (or one fewer) top item of ``pile`` in flight, not drawn on the pile yet."""
        left = self.deal_hidden.get(pile, 0) + more
        if left > 0:
            self.deal_hidden[pile] = left
        else:
            self.deal_hidden.pop(pile, None)

    def _arena(self, change) -> None:
        """Change the battle as shown, when one is (``change(arena)``)."""
        self._then(lambda: change(self.arena) if self.arena is not None else None)

    # ------------------------------------------------------------------ events
    def animate(self, e: dict, deal_pace: float | None = None) -> None:
        """Push the tweens of one event on the queue (``deal_pace``: seconds between two dealt cards)."""
        k, u, q = e["type"], self.lay.u, self.queue
        if k in ("deal", "desert", "shield"):  # at once, beside the queue: the players act while cards land
            self._to_pile(e, deal_pace)
        elif k == "recruitment_starts":
            self._then(lambda: setattr(self, "start_flash", 2.0))
        elif k == "round_start":

            def start(e=e):
                self.on_round_start()  # the new round goes on show (the table's held_keys)
                self.arena = None
                self.deal_hidden.clear()

            self._then(start)
            self._moment(
                "banner", (t("braves.ui.round_banner", round=e["round"], who=self.who(e["wizard"])), theme.BRASS), 1.3
            )
        elif k == "deal_over":
            self._moment("banner", (t("braves.ui.deal_over_banner"), theme.HILITE_SOFT), 0.8)
        elif k == "champion":
            to = self._seat(e["champion"])
            self._fly("champion", e["champion"], self._seat(e["seat"]), to, 0.6, size=(int(u * 6), int(u * 6)))
        elif k == "pile":
            self._animate_pile(e)
        elif k == "hand":
            self._then(self._hands_arrived)
        elif k in ("spy", "spy_pass"):
            self._animate_spy(e)
        elif k == "giants":
            words = t("braves.ui.giants_bubble", n=len(e["cards"]))
            self._moment("bubble", {"seat": e["seat"], "text": words, "card": e["cards"][0]}, 1.2)
        elif k == "battle":
            n = len(self.wheels)
            arena = dict(number=e["number"], people=e["people"], people_n=[0] * n, merc_n=[0] * n)
            self._then(lambda: setattr(self, "arena", dict(arena, armies=None, winners=None, removed=None)))
            self._then(lambda: setattr(self, "flip", 1.0))
            points = CS.battle_points[e["number"] - 1]
            words = t("braves.ui.battle_banner", number=e["number"], people=art.people_name(e["people"]), n=points)
            self._moment("banner", (words, theme.HILITE_SOFT), 1.1)
        elif k == "commit" and e["count"]:
            self._then(lambda s=e["seat"], c=e["count"]: self._count("people_n", s, c))
            self._fly("back", CS.peoples.index(e["people"]), self._seat(e["seat"]), self._army(e["seat"]), 0.25)
        elif k == "merc":
            done = partial(self._count, "merc_n", e["seat"], e["count"])
            self._fly("back", MERC_BACK, self._seat(e["seat"]), self._army(e["seat"]), 0.3, on_done=done)
        elif k == "commando":
            self._animate_commando(e)
        elif k == "reveal":

            def show(e=e):
                if self.arena is None:
                    self.arena_from_obs(self.shown_obs())
                if self.arena is not None:
                    self.arena["armies"] = armies_of(e["armies"])
                self.flip = 0.0

            self._then(show)
            q.push(anim.Tween(0.8, lambda f: setattr(self, "flip", f), ease=anim.ease_in_out_quad))
            q.push(anim.Wait(1.0))
        elif k == "fly":

            def join(e=e):
                if self.arena and self.arena.get("armies") and e["seat"] in self.arena["armies"]:
                    self.arena["armies"][e["seat"]].update(flying=list(e["cards"]), strength=e["after"])

            self._fly("card", e["cards"][0], self._seat(e["seat"]), self._army(e["seat"]), 0.5, on_done=join)
            q.push(anim.Wait(0.6))
        elif k == "battle_result":

            def score(e=e):
                if self.arena is not None:
                    self.arena["winners"] = list(e["winners"])
                self.battles_now.append(e)

            self._then(score)
            self._turn_wheels(e["scores"])
            q.push(anim.Wait(1.6))
        elif k == "round_end":

            def end(e=e):
                self.arena = None
                self.battles_before, self.battles_now = (e["round"], self.battles_now), []

            self._then(end)
        elif k == "game_over":
            self._turn_wheels(e["scores"])
            q.push(anim.Wait(0.6))
        elif k != "commit":
            q.push(anim.Wait(0.05))

    def _to_pile(self, e: dict, deal_pace: float | None) -> None:
        """A dealt card from the deck, or a shield or desertion from its seat, to its pile (drawn there once
        landed)."""
        p, u = e["pile"], self.lay.u
        self._hide(p, 1)
        land, to = partial(self._hide, p, -1), self.lay.pile_rects[p].center
        if e["type"] == "deal":
            pace = min(0.45, 0.7 * (deal_pace or 1.0))
            self._fly("card", e["card"], self.lay.deck_rect.center, to, pace, False, land, arc=3.0)
        else:
            self._fly(e["type"], e["seat"], self._seat(e["seat"]), to, 0.35, False, land, size=(int(u * 5), int(u * 5)))

    def _count(self, key: str, seat: int, count: int) -> None:
        """A seat's committed people or mercenaries, as shown."""
        if self.arena is not None:
            self.arena[key][seat] = count

    def _turn_wheels(self, scores: list) -> None:
        def turn() -> None:
            for s, w in enumerate(self.wheels):
                w.turn_to(scores[s])

        self._then(turn)

    def _animate_pile(self, e: dict) -> None:
        p, owner = e["pile"], e["owner"]
        self._then(lambda: setattr(self, "resolving", p))
        self.queue.push(anim.Wait(0.25))

        def done():
            if self.held_piles is not None and p < len(self.held_piles):
                self.held_piles[p] = []
            for c in e["kept"]:
                if owner is not None and c in self.pending.get(owner, []):
                    self.pending[owner].remove(c)
            self.resolving = None
            if self.held_piles is not None and not any(self.held_piles):
                self.held_piles = None

        card = e["kept"][-1] if e["kept"] else (e["cancelled"][-1] if e["cancelled"] else None)
        if card is None:
            self._then(done)
            return
        dst = self._seat(owner) if owner is not None else self.lay.deck_rect.center
        self._fly("card", card, self.lay.pile_rects[p].center, dst, 0.28, on_done=done)

    def _hands_arrived(self) -> None:
        self.held_piles = self.resolving = None
        self.pending = {}

    def _animate_spy(self, e: dict) -> None:
        s, number = e["seat"], e["number"]
        if e["type"] == "spy_pass":
            self._moment("bubble", {"seat": s, "text": t("braves.ui.spy_pass_bubble", n=number)}, 1.0)
            return
        target = e["target"]
        words = t("braves.ui.spy_bubble", n=number, who=self.who(target), ask=art.type_name(e["ask"]))
        self._then(lambda: setattr(self, "bubble", {"seat": s, "target": target, "spy": number, "text": words}))
        self.queue.push(anim.Wait(1.4))
        if e["card"] is None:
            answer = {"seat": target, "target": s, "text": t("braves.ui.spy_no_bubble")}
        else:
            answer = {"seat": target, "target": s, "card": e["card"], "text": t("braves.ui.spy_yes_bubble")}
        self._then(lambda: setattr(self, "bubble", answer))
        if e["card"] is None:
            self.queue.push(anim.Wait(1.0))
        else:
            self._fly("card", e["card"], self._seat(target), self._seat(s), 0.6)
            self.queue.push(anim.Wait(0.5))
        self._then(lambda: setattr(self, "bubble", None))

    def _animate_commando(self, e: dict) -> None:
        s, target = e["seat"], e["target"]
        card = e.get("commando", CS.by_type[MERC0 + MERC_TYPES.index("goblin_commando")][0])
        self._fly("card", card, self._seat(s), self._army(target), 0.5)

        def strike(a):
            key = "merc_n" if e["back"] == "mercenary" else "people_n"
            a[key][target] = max(0, a[key][target] - 1)
            a["removed"] = (target, e["card"])

        self._arena(strike)
        words = t("braves.ui.commando_bubble", who=self.who(target), card=art.card_name(e["card"]))
        self._moment("bubble", {"seat": s, "target": target, "card": e["card"], "text": words}, 1.4)

    def arena_from_obs(self, obs: dict) -> None:
        """The battle under way as the observation has it (a new table, after undo or loading)."""
        b = obs["battle"]
        self.arena = None
        if b["people"]:
            self.arena = {
                **dict(number=b["number"], people=b["people"], winners=None, removed=None),
                "people_n": [c["people"] for c in b["committed"]],
                "merc_n": [c["mercenary"] for c in b["committed"]],
                "armies": armies_of(b["armies"]) if b["revealed"] and b["armies"] else None,
            }


def armies_of(armies: list) -> dict:
    """The armies turned over, by seat (the wizard has none)."""
    keys = ("cards", "strength", "detail")
    return {s: {**{k: a[k] for k in keys}, "flying": list(a.get("flying") or [])} for s, a in enumerate(armies) if a}
