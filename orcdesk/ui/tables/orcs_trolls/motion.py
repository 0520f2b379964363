"""The Orcs & Trolls table's animations: played cards flying to where they land, and the dice of a trial, an
attack or the escapes rolling member after member while the packs show the position before the move.
"""
from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO, card_face


class OrcsTrollsMotion:
    """The Orcs & Trolls table's animations (a part of :class:`OrcsTrollsTable`)."""

    def animate_event(self, e: dict) -> None:
        k = e["type"]
        q = self.queue
        if k in ("attack_roll", "dice", "seduce"):
            q.push(anim.Call(self._hold_packs))
        if k == "attack_roll":
            q.push(anim.Call(lambda: self._show_roll(None, e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Wait(0.4))
        elif k in ("dice", "seduce"):
            if k == "seduce":
                self._fly(e)  # the troll card comes to the orc who tries to win it over
            q.push(anim.Call(lambda: self._show_roll(e, self.attack_show if e.get("context") == "combat" else None)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self._roll_lands(e)))
            if k == "dice":
                q.push(anim.Call(lambda: self.log.add(self._dice_line(e), self.event_color(e))))
            q.push(anim.Wait(0.9))
        elif k in ("red", "black", "green", "grey", "meal", "discard", "grab", "give"):
            if k in ("red", "black", "meal"):
                q.push(anim.Call(self._clear_roll))  # a new trial or attack: the last one's dice are history
            self._fly(e)
            q.push(anim.Wait(0.25 if k in ("discard", "grab") else 0.4))
        elif k in ("eliminated", "killed_enemy", "win", "round_limit"):
            line = self.describe_event(e) or ""
            good = k not in ("eliminated",)
            q.push(anim.Call(lambda: setattr(self, "banner", (line, theme.GOOD if good else theme.DANGER))))
            q.push(anim.Wait(0.9))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k in ("potion", "cancelled", "scout"):
            q.push(anim.Wait(0.45))
        elif k == "turn":
            q.push(anim.Call(self._clear_roll))
            if self.is_human(e["seat"]):
                one = self.seats.count("human") == 1
                key = "orcs_trolls.ui.turn_banner_you" if one else "orcs_trolls.ui.turn_banner"
                line = t(key, who=self.seat_name(e["seat"]), round=e["round"])
                q.push(anim.Call(lambda: setattr(self, "banner", (line, theme.BRASS))))
                q.push(anim.Wait(0.8))
                q.push(anim.Call(lambda: setattr(self, "banner", None)))
            else:
                q.push(anim.Wait(0.3))
        else:
            q.push(anim.Wait(0.12))

    def _fly(self, e: dict) -> None:
        """A played card flies from its player (hand or panel) to where it lands: the stage, the discard
        pile, or under the orc that grabs it (the kit's one card flight; the card is hidden there meanwhile)."""
        card = e.get("card")
        if not isinstance(card, int):
            return
        fl = {"card": card, "seat": e["seat"], "type": e["type"], "member": e.get("member"), "troll": e.get("troll")}
        self.flights.launch(self.queue, lambda w, h: card_face(card, w, h), lambda: self._fly_rects(fl)[0],
                            lambda: self._fly_rects(fl)[1], duration=0.4, lift=self.u * 2, hide=("card", card),
                            ease=anim.ease_in_out_quad, shadow=self.u * 2)

    def _fly_rects(self, fl: dict) -> tuple[pygame.Rect, pygame.Rect]:
        u = self.u
        seat = fl["seat"]
        if seat == self.viewer:
            w, h = self._hand_size(len(self.obs.get("hand") or []) + 1)
            src = pygame.Rect(0, 0, w, h)
            src.midbottom = (self.play_rect.centerx, self.size[1])
        else:
            h = int(u * 10)
            src = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
            src.center = self.opp_rect[seat].center if seat in self.opp_rect else self.play_rect.center
        if fl["type"] == "discard":
            return src, pygame.Rect(self.discard_rect)
        drawn = seat == self.viewer or seat in self.opp_rect  # (hotseat: the pack of a seat just handed over)
        if fl["type"] == "give" and drawn:  # from the orc's treasures to the troll
            rects = {m["card"]: rect for m, rect, _ in self._pack_layout(seat)}
            if fl["member"] in rects and fl["troll"] in rects:
                a, b = rects[fl["member"]], rects[fl["troll"]]
                return a.move(0, a.h // 2), b.move(0, b.h // 2)
        if fl["type"] in ("grab", "seduce") and drawn:
            for m, rect, _ in self._pack_layout(seat):
                if m["card"] == fl["member"]:
                    return src, pygame.Rect(rect)
        return src, self._stage_slot(fl["card"])

    # While the dice of one move roll member after member, the packs are shown as they were before the move
    # and each roll's outcome is applied when its dice land (the engine resolves the whole move at once).
    def _hold_packs(self) -> None:
        if self.held_packs is None:
            self.held_packs = [[dict(m, treasures=list(m["treasures"])) for m in pack]
                               for pack in self.prev_obs["packs"]]

    def _roll_lands(self, e: dict) -> None:
        if self.held_packs is None or not isinstance(e.get("member"), int):
            return
        outcome = e.get("outcome")
        for m in self.held_packs[e["seat"]]:
            if m["card"] != e["member"]:
                continue
            if outcome in ("trial", "danger", "combat", "orc_killed"):
                m["status"] = "dead"
            elif outcome == "loses_treasure":
                m["treasures"], m["grab"] = [], None
            elif outcome in ("frog", "trapped"):
                m["status"] = outcome
            elif outcome == "endangered":
                m["endangered"] = True
            elif outcome == "freed":
                m["status"], m["endangered"] = "active", False

    def _release_packs(self) -> None:
        self.held_packs = None

    def _show_roll(self, e: dict | None, attack: dict | None) -> None:
        self.roll_show, self.attack_show = e, attack
        self.roll_t = 0.0

    def _clear_roll(self) -> None:
        self.roll_show = self.attack_show = None
