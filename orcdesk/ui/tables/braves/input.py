"""Input on the De l'orc pour les braves table: the legal actions and the engine's reasons, hit regions, the
decisions offered as buttons, clicks and drags to actions and back (through ``BravesState.CODEC``), keys.
"""

from __future__ import annotations

import pygame

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t, word
from orcdesk.games.braves.cards import MERC_TYPES, card_set
from orcdesk.games.braves.engine import CODEC, COMMIT_NAMES
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.braves import art

CS = card_set()
MERC0 = CS.merc_base
PILE_KEYS = "1234567890QWER"
_KEYCODES = {getattr(pygame, f"K_{ch.lower()}"): i for i, ch in enumerate(PILE_KEYS)}
_KEYCODES.update({getattr(pygame, f"K_KP{d}"): (int(d) - 1) % 10 for d in "1234567890"})


class BravesInput:
    """Hit regions, clicks and keys of the braves table (a part of :class:`BravesTable`)."""

    def _legal(self, seat: int | None) -> list:
        if seat is None or self.state.is_terminal():
            return []
        return self.state.legal_actions(seat)

    def _reason(self, action, seat) -> str:
        why = self.state.refusal(action, seat)
        return "" if why is None else word(why, self.seat_name)

    def _deal_humans(self) -> list[int]:
        """Human seats that may play a shield or desertion now (real-time windows)."""
        if self.state.window().kind != REALTIME:
            return []
        return [s for s in range(self.n) if self.is_human(s) and s != self.obs["wizard"]]

    def hit_regions(self) -> list[HitRegion]:
        key = (
            len(self.history.actions),
            self.selected,
            self.queue.busy,
            tuple(self.size),
            self.viewer,
            id(self.obs),
            tuple(self.seats),  # a review lights a seat's move by letting that seat act for a moment
            self.mode.may_act,
        )
        if self._regions_cache is None or self._regions_cache[0] != key:
            self._regions_cache = (key, self._build_regions())
        return list(self._regions_cache[1])

    def _build_regions(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        st = self.state
        if st.is_terminal():
            return regions
        if st.window().kind == REALTIME:
            for s in self._deal_humans():
                legal = self._legal(s)
                for kind, rect in self._own_card_rects(s):
                    acts = [a for a in legal if CODEC.kind_of(a) == kind]
                    reason = "" if acts else self._reason(CODEC.encode(kind, pile=0), s)
                    regions.append(
                        HitRegion(rect, ("card", s, kind), bool(acts), reason, tooltip=t(f"braves.ui.{kind}_tip"))
                    )
            if self.selected and self.selected[0] in range(self.n):
                s, kind = self.selected
                for p, rect in enumerate(self.pile_rects):
                    a = CODEC.encode(kind, pile=p)
                    ok = a in self._legal(s)
                    regions.append(
                        HitRegion(
                            rect,
                            ("pile", p),
                            ok,
                            "" if ok else self._reason(a, s),
                            tooltip=t(f"braves.ui.{kind}_here", pile=p + 1),
                        )
                    )
            return regions
        if self.queue.busy:
            return regions
        seat = self.human_to_act()
        if seat is None:
            return regions
        legal = self._legal(seat)
        ph = self.obs["phase"]
        if ph == "champion":
            for s in self.others_of(seat):
                a = CODEC.encode("champion", seat=s)
                ok = a in legal
                regions.append(
                    HitRegion(
                        self.seat_rects[s],
                        ("seat", s),
                        ok,
                        "" if ok else self._reason(a, seat),
                        tooltip=t("braves.ui.champion_tip", who=self.seat_name(s)),
                    )
                )
        elif ph == "spy":
            for s in self.others_of(seat):
                ok = any(CODEC.kind_of(a) == "spy" and CODEC.decode(a).target == s for a in legal)
                regions.append(
                    HitRegion(
                        self.seat_rects[s],
                        ("seat", s),
                        ok,
                        "" if ok else t("braves.refuse.spy_target"),
                        tooltip=t("braves.ui.spy_tip", who=self.seat_name(s)),
                    )
                )
        elif ph == "commando":
            for s in self.others_of(seat):
                ok = any(CODEC.kind_of(a) == "commando" and CODEC.decode(a).target == s for a in legal)
                regions.append(
                    HitRegion(
                        self.seat_rects[s],
                        ("seat", s),
                        ok,
                        "" if ok else t("braves.refuse.commando_target"),
                        tooltip=t("braves.ui.commando_tip", who=self.seat_name(s)),
                    )
                )
        for target, _label, rect, ok, reason, _style in self._choices(seat, legal):
            regions.append(HitRegion(rect, target, ok, reason))
        return regions

    def others_of(self, seat: int) -> list[int]:
        w = self.obs["wizard"]
        return [s for s in range(self.n) if s != seat and s != w]

    def _choices(self, seat: int, legal: list) -> list[tuple]:
        """The buttons of a turn decision: (target, label, rect, legal, reason, style)."""
        ph = self.obs["phase"]
        items: list[tuple] = []  # (target, label, legal, reason, style)
        grid = False
        if ph == "spy" and self.selected and self.selected[0] == "spy":
            grid = True
        elif ph == "spy":
            if CODEC.encode("pass") in legal:
                items.append((("btn", "pass"), t("braves.ui.ask_nothing"), True, "", "quiet"))
        elif ph == "choose_people":
            for p, people in enumerate(CS.peoples):
                a = CODEC.encode("battle", people=p)
                ok = a in legal
                items.append(
                    (("people", p), art.people_name(people), ok, "" if ok else self._reason(a, seat), "primary")
                )
        elif ph == "mercenaries":
            hand = self.obs.get("hand") or []
            for k, name in enumerate(COMMIT_NAMES):
                a = CODEC.encode("merc", type=k)
                if a in legal:
                    count = sum(1 for c in hand if CS.type[c] == MERC0 + MERC_TYPES.index(name))
                    items.append(
                        (
                            ("merc", k),
                            t("braves.ui.commit", what=t(f"braves.merc.{name}"), n=count),
                            True,
                            "",
                            "primary",
                        )
                    )
            items.append((("btn", "pass"), t("braves.ui.merc_done"), True, "", "normal"))
        elif ph == "commando":
            if self.selected and self.selected[0] == "commando":
                tgt = self.selected[1]
                for b, name in enumerate(("people", "mercenary")):
                    a = CODEC.encode("commando", target=tgt, back=b)
                    ok = a in legal
                    items.append(
                        (
                            ("back", b),
                            t(f"braves.ui.commando_{name}"),
                            ok,
                            "" if ok else t("braves.refuse.commando_target"),
                            "primary",
                        )
                    )
                items.append((("btn", "cancel"), t("braves.ui.cancel"), True, "", "quiet"))
            items.append((("btn", "pass"), t("braves.ui.commando_pass"), True, "", "normal"))
        elif ph == "flying_machine":
            for a in legal:
                if CODEC.kind_of(a) == "fly":
                    g = CODEC.decode(a).goblins
                    items.append((("fly", g), t("braves.ui.fly", n=g, total=4 + g), True, "", "primary"))
            items.append((("btn", "pass"), t("braves.ui.fly_pass"), True, "", "normal"))
        out = []
        if grid:
            tgt = self.selected[1]
            for tid, rect in self._ask_grid():
                a = CODEC.encode("spy", target=tgt, ask=tid)
                ok = a in legal
                out.append(
                    (
                        ("ask", tid),
                        art.type_name(CS.type_names[tid]),
                        rect,
                        ok,
                        "" if ok else self._reason(a, seat),
                        "card",
                    )
                )
            row = [(("btn", "cancel"), t("braves.ui.cancel"), True, "", "quiet")]
            if CODEC.encode("pass") in legal:
                row.append((("btn", "pass"), t("braves.ui.ask_nothing"), True, "", "normal"))
            for (target, label, ok, reason, style), rect in zip(row, self._button_row(len(row), self._grid_bottom)):
                out.append((target, label, rect, ok, reason, style))
            return out
        for (target, label, ok, reason, style), rect in zip(items, self._button_column(len(items))):
            out.append((target, label, rect, ok, reason, style))
        return out

    # ------------------------------------------------------------------ clicks
    def click(self, target, button: int):
        kind = target[0]
        if kind == "card":
            _, s, what = target
            self.selected = (s, what)
            self._regions_cache = None
            return None
        if kind == "pile":
            if not self.selected or self.selected[0] not in range(self.n):
                return None
            s, what = self.selected
            action = CODEC.encode(what, pile=target[1])
            if action in self._legal(s):
                self.selected = None
                self.play(action, s)
            return None
        if kind == "seat":
            ph = self.obs["phase"]
            if ph == "champion":
                return CODEC.encode("champion", seat=target[1])
            self.selected = (ph, target[1])
            self._regions_cache = None
            return None
        if kind == "ask":
            return CODEC.encode("spy", target=self.selected[1], ask=target[1])
        if kind == "people":
            return CODEC.encode("battle", people=target[1])
        if kind == "merc":
            return CODEC.encode("merc", type=target[1])
        if kind == "back":
            return CODEC.encode("commando", target=self.selected[1], back=target[1])
        if kind == "fly":
            return CODEC.encode("fly", goblins=target[1])
        if target == ("btn", "pass"):
            self.selected = None
            return CODEC.encode("pass")
        if target == ("btn", "cancel"):
            self.selected = None
            self._regions_cache = None
        return None

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind in ("desert", "shield"):
            return [("card", self.human_to_act(), d.kind), ("pile", d.pile)]
        if d.kind == "champion":
            return [("seat", d.seat)]
        if d.kind == "spy":
            return [("seat", d.target), ("ask", d.ask)]
        if d.kind == "commando":
            return [("seat", d.target), ("back", d.back)]
        if d.kind == "battle":
            return [("people", d.people)]
        if d.kind == "merc":
            return [("merc", d.type)]
        if d.kind == "fly":
            return [("fly", d.goblins)]
        return [("btn", "pass")]

    def regions_of(self, action) -> list[HitRegion]:
        """A deal card's whole path: the card and its pile (the piles are targets only once a card is picked)."""
        regions = super().regions_of(action)
        d = CODEC.decode(action)
        pile = ("pile", getattr(d, "pile", -1))
        if d.kind in ("desert", "shield") and pile not in [r.target for r in regions] and d.pile < len(self.pile_rects):
            regions.append(HitRegion(self.pile_rects[d.pile], pile))
        return regions

    def handle_event(self, event) -> None:
        """Drag and drop in the deal (a card pressed, released over a pile); keys D/S + pile; the rest as usual."""
        if self.gate_shown():
            if self.ready_button.handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.press_ready()
                return
        realtime = self.state.window().kind == REALTIME and not self.state.is_terminal()
        if (
            realtime
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not any(b.contains(event.pos) for b in self.buttons)
        ):
            region = self.region_at(event.pos)
            if region is not None and region.target[0] == "card" and region.legal:
                self.mouse = event.pos
                self.click(region.target, 1)
                self.dragging = True
                self.pressed = None
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.mouse = event.pos
            region = self.region_at(event.pos)
            if region is not None and region.target[0] == "pile":
                if region.legal:
                    self.click(region.target, 1)
                elif region.reason:
                    self.app.toast(region.reason, 2.0)
            return
        super().handle_event(event)

    def _card_key(self, key: int) -> tuple[int, str] | None:
        """The (seat, "desert"/"shield") a key picks in the deal: D/S (or B, "bouclier") for the human at the
        bottom, each human's own pair in a hotseat deal (shown on screen)."""
        if self.hotseat_strip():
            for seat in self.deal_players():
                desert, shield = self.deal_keys(seat)
                extra = ("B",) if shield == "S" else ()
                if key == getattr(pygame, f"K_{desert.lower()}"):
                    return seat, "desert"
                if key in [getattr(pygame, f"K_{k.lower()}") for k in (shield,) + extra]:
                    return seat, "shield"
            return None
        if key in (pygame.K_d, pygame.K_s, pygame.K_b) and self.is_human(self.viewer):
            return self.viewer, "desert" if key == pygame.K_d else "shield"
        return None

    def on_key(self, event) -> None:
        if self.state.window().kind != REALTIME or self.state.is_terminal():
            if event.key == pygame.K_BACKSPACE and self.selected:
                self.selected = None
            return
        chosen = self._card_key(event.key)
        if chosen is not None:
            seat, kind = chosen
            legal = self._legal(seat)
            if any(CODEC.kind_of(a) == kind for a in legal):
                self.selected = (seat, kind)
                self._regions_cache = None
            else:
                self.app.toast(self._reason(CODEC.encode(kind, pile=0), seat) or t("braves.ui.nothing_to_play"), 2.0)
            return
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.selected = None
            self._regions_cache = None
            return
        p = _KEYCODES.get(event.key)
        if p is None or p >= self.obs["n_piles"]:
            return
        if not self.selected or self.selected[0] not in range(self.n):
            self.app.toast(t("braves.ui.press_d_or_s"), 2.0)
            return
        s, kind = self.selected
        action = CODEC.encode(kind, pile=p)
        if action in self._legal(s):
            self.selected = None
            self.play(action, s)
        else:
            self.app.toast(self._reason(action, s), 2.0)
