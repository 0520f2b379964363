"""What a click means on the Orc table: the hit regions (legal or not, with the reason), the selected card and
the end it turns up, clicks to actions through the engine's codec, and the keys and the wheel.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.orc.art import END_NAMES


class OrcInput:
    """The Orc table's input (a part of :class:`OrcTable`)."""

    def card_up_end(self, cid: int) -> int:
        return self.up_end.get(cid, 1)

    def flip(self) -> None:
        if self.selected is not None:
            self.up_end[self.selected] = 1 - self.card_up_end(self.selected)

    # ------------------------------------------------------------------ hit regions
    def hit_regions(self) -> list[HitRegion]:
        if not self.R or self.state.is_terminal():
            return []
        seat = self.human_to_act()
        if seat is None:
            return []
        st = self.state
        phase = self._live_phase()
        regions: list[HitRegion] = []
        u = self.R["u"]
        if phase == "start":
            for b, choice in zip(self.start_buttons, ("first", "second")):
                regions.append(HitRegion(b.rect, ("start", choice)))
            return regions
        if phase == "box":
            for side, r in self.R["box_slot"].items():
                regions.append(
                    HitRegion(r.inflate(int(u * 2), int(u * 2)), ("box", side), tooltip=t("orc.ui.box_here"))
                )
            return regions
        view = st.observation(seat)  # the live position (self.obs may trail it while animations play)
        tribes = view["tribes"]
        if phase == "draw":
            for p in range(E.N):
                reason = st.refusal(E.CODEC.encode("draw", pile=p), seat)
                n = tribes[p]["pile"]
                tribe = self.tribe_words(self.obs_colour(p))
                tip = t("orc.ui.pile_last", tribe=tribe) if n == 1 else t("orc.ui.pile_tip", n=n, tribe=tribe)
                regions.append(
                    HitRegion(
                        self.R["pile"][p].inflate(int(u), int(u)),
                        ("pile", p),
                        reason is None,
                        self.reason_text(reason),
                        tip,
                    )
                )
            return regions
        # play phase: tribes, then the hand (drawn on top), then the buttons
        for p in range(E.N):
            r = self.tribe_target_rect(p)
            if self.selected is None:
                regions.append(HitRegion(r, ("tribe", p), False, t("orc.ui.select_first")))
            else:
                end = self.card_up_end(self.selected)
                reason = st.refusal(E.CODEC.encode("play", card=self.selected, tribe=p, end=end), seat)
                tip = ""
                if reason is None:
                    mine = tribes[p]["sides"][seat]["orcs"] + end + 1
                    theirs = tribes[p]["sides"][1 - seat]["orcs"]
                    tip = t(
                        "orc.ui.attack_tip",
                        tribe=self.tribe_words(self.obs_colour(p)),
                        mine=mine,
                        theirs=theirs,
                        draws=2 if end == 0 else 1,
                    )
                regions.append(HitRegion(r, ("tribe", p), reason is None, self.reason_text(reason), tip))
        hand = [card["id"] for card in view["hand"]]
        rects = self.hand_rects(len(hand))
        for i, (cid, r) in enumerate(zip(hand, rects)):
            lift = int(u * 2.5) if cid == self.selected else 0
            r = r.move(0, -lift)
            visible_w = (rects[i + 1].x - r.x) if i + 1 < len(rects) else r.w
            visible_w = max(4, min(r.w, visible_w))
            up = self.card_up_end(cid)
            top = pygame.Rect(r.x, r.y, r.w, r.h // 2)
            bottom = pygame.Rect(r.x, r.y + r.h // 2, r.w, r.h - r.h // 2)
            regions.append(
                HitRegion(
                    top,
                    ("hand", cid, up),
                    point=(r.x + visible_w // 2, r.y + r.h // 4),
                    tooltip=self.end_tooltip(cid, up),
                )
            )
            regions.append(
                HitRegion(
                    bottom,
                    ("hand", cid, 1 - up),
                    point=(r.x + visible_w // 2, r.y + 3 * r.h // 4),
                    tooltip=self.end_tooltip(cid, 1 - up),
                )
            )
        if self.selected is not None:
            regions.append(HitRegion(self.flip_button.rect, ("flip",)))
            regions.append(HitRegion(self.discard_button.rect, ("discard",), tooltip=t("orc.ui.discard_tip")))
        return regions

    def end_tooltip(self, cid: int, end: int) -> str:
        """What a half of a hand card does: the chosen card's upper end faces the tribe; any other half, once
        clicked, is turned to the tribe (the card is picked, or flipped)."""
        colour = E.card_info(cid)[END_NAMES[end]]
        orcs = self.orcs_words(colour, end + 1)
        if cid == self.selected and end == self.card_up_end(cid):
            return t("orc.ui.pick_end", orcs=orcs)
        return t("orc.ui.turn_end", orcs=orcs)

    # ------------------------------------------------------------------ clicks
    def click(self, target, button: int):
        kind = target[0]
        if kind == "hand":
            _, cid, end = target
            if button == 3:
                self.selected = cid
                self.up_end[cid] = 1 - self.card_up_end(cid)
                return None
            if self.selected == cid and self.card_up_end(cid) == end:
                self.selected = None
            else:
                self.selected = cid
                self.up_end[cid] = end
            return None
        if kind == "flip" or (button == 3 and self.selected is not None):
            self.flip()
            return None
        if kind == "tribe":
            return E.CODEC.encode("play", card=self.selected, tribe=target[1], end=self.card_up_end(self.selected))
        if kind == "discard":
            return E.CODEC.encode("discard", card=self.selected)
        if kind == "pile":
            return E.CODEC.encode("draw", pile=target[1])
        if kind in ("box", "start"):  # the target names the choice as the notation does: ("box", "left")
            return E.CODEC.from_text(f"{kind} {target[1]}")
        return None

    def click_path(self, action) -> list:
        d = E.CODEC.decode(action)
        if d.kind == "play":
            return [("hand", d.card, d.end), ("tribe", d.tribe)]
        if d.kind == "discard":
            return [("hand", d.card, self.card_up_end(d.card)), ("discard",)]
        if d.kind == "draw":
            return [("pile", d.pile)]
        return [tuple(E.CODEC.to_text(action).split())]  # ("box", "left"), ("start", "first")

    def on_wheel(self, dy: int) -> None:
        if self.selected is not None and dy:
            self.flip()

    def on_key(self, event) -> None:
        if event.key in (pygame.K_f, pygame.K_SPACE):
            self.flip()
        elif event.key == pygame.K_b:
            self.next_past_battle()
