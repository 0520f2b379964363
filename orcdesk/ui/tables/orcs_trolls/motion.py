"""The Orcs & Trolls table's animations: played cards flying to where they land, and the dice of a trial, an
attack or the escapes rolling member after member while the packs show the position before the move; the
result panel on the stage (it stays until the player moves on) and the gates where the table waits for a
human: a Roll to press for dice the engine throws by itself, a result to read before the next replaces it.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, theme
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO, card_face

# The rolls the engine throws by itself (no green card left to add, the last member of an attack order, the
# escapes of phase F, the attack die once the defender is done) still wait for a human roller to press Roll.
# Which of the roller's own decisions throw the dice themselves: "roll" throws the whole batch, "next" the
# chosen member only (the last one, rolled by the engine after it, waits for its press).
ROLLS_WAIT = {"roll": "all", "next": "first"}


class OrcsTrollsMotion:
    """The Orcs & Trolls table's animations (a part of :class:`OrcsTrollsTable`)."""

    def animate_event(self, e: dict) -> None:
        k = e["type"]
        q = self.queue
        if k in ("attack_roll", "dice", "seduce"):
            q.push(anim.Call(self._hold_packs))
        if k == "attack_roll":
            self._ask_roll(e["seat"])
            q.push(anim.Call(lambda: self._panel_attack(e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self.log.add(self.describe_event(e, landed=True), self.event_color(e))))
            q.push(anim.Wait(0.4))
        elif k in ("dice", "seduce"):
            if k == "seduce":
                self._open_panel({"kind": "seduce", "seat": e["seat"], "by": e["seat"], "card": e["card"]})
                self._fly(e)  # the troll card comes to the orc who tries to win it over
            else:
                self._open_panel({"kind": e["context"], "seat": e["seat"]}, unless_open=True)
                self._ask_roll(e["seat"])
            q.push(anim.Call(lambda: self._panel_roll(e)))
            q.push(anim.Tween(0.7, lambda f: setattr(self, "roll_t", f)))
            q.push(anim.Call(lambda: self._roll_lands(e)))
            if k == "dice":
                q.push(anim.Call(lambda: self.log.add(self._dice_line(e), self.event_color(e))))
            q.push(anim.Wait(0.9))
        elif k in ("red", "black", "green", "grey", "meal", "discard", "grab", "give"):
            if k == "red":
                self._open_panel({"kind": "trial", "seat": e["target"], "by": e["seat"], "card": e["card"]})
            elif k == "black":
                self._open_panel(
                    {"kind": "combat", "seat": e["target"], "by": e["seat"], "attacker": e["seat"], "card": e["card"]}
                )
            elif k == "meal":
                self._open_panel({"kind": "meal", "seat": e["seat"], "by": e["seat"], "card": e["card"]})
            elif k == "green":
                self._open_panel({"kind": e.get("context") or "escape", "seat": e["seat"]}, unless_open=True)
            if k in ("green", "grey"):
                q.push(anim.Call(lambda: self._panel_card(e["card"])))
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
        elif k in ("turn", "attack_over"):
            q.push(anim.Call(self._close_panel))  # still on show, but the next dice open a panel of their own
            if k == "turn":
                self._turn_banner(e)
        else:
            q.push(anim.Wait(0.12))

    def _turn_banner(self, e: dict) -> None:
        q = self.queue
        if self.is_human(e["seat"]):
            one = self.seats.count("human") == 1
            key = "orcs_trolls.ui.turn_banner_you" if one else "orcs_trolls.ui.turn_banner"
            line = t(key, who=self.seat_name(e["seat"]), round=e["round"])
            q.push(anim.Call(lambda: setattr(self, "banner", (line, theme.BRASS))))
            q.push(anim.Wait(0.8))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        else:
            q.push(anim.Wait(0.3))

    # ------------------------------------------------------------------ the result panel
    # The stage shows one trial, attack, escape or seduction at a time: its cards, the attack die, the latest
    # roll in 3D with its sum, and a result tag on every member it rolled for. It stays until the player moves
    # on (a click, a key, his next move); the next one may replace it, but one that concerns a human player
    # and is still unread first waits for him (a "Continue" gate), so AI moves never hide a result from him.
    def _open_panel(self, fields: dict, unless_open: bool = False) -> None:
        """Queue a new panel (after the unread one, if any, has been read); with ``unless_open`` only if the
        panel on show is not already this kind of roll for this seat (greens and dice joining their trial)."""

        def same() -> bool:
            p = self.panel
            return (
                unless_open
                and p is not None
                and not p["closed"]
                and p["kind"] == fields["kind"]
                and p["seat"] == fields["seat"]
            )

        self.queue.push(anim.Gate(lambda: not same() and self.panel_unread()))

        def open_() -> None:
            if same():
                return
            card = fields.get("card")
            self.panel = {
                "kind": fields["kind"],
                "seat": fields["seat"],
                "attacker": fields.get("attacker"),
                "cards": [card] if card is not None else [],
                "attack": None,
                "rolls": [],
                "parties": {fields["seat"], fields.get("by", fields["seat"])},
                "read": False,
                "closed": False,
            }
            self.roll_show = self.attack_show = None

        self.queue.push(anim.Call(open_))

    def _opens_panel(self, events: list[dict]) -> bool:
        """Would these events replace the panel on show (see animate_event)?"""
        p = self.panel
        closed = p is None or p["closed"]
        for e in events:
            k = e["type"]
            if k in ("red", "black", "meal", "seduce"):
                return True
            if k in ("turn", "attack_over"):
                closed = True
            elif k in ("dice", "green"):
                if closed or (e.get("context"), e.get("seat")) != (p["kind"], p["seat"]):
                    return True
        return False

    def _close_panel(self) -> None:
        if self.panel is not None:
            self.panel["closed"] = True

    def _panel_card(self, card: int) -> None:
        if self.panel is not None and card not in self.panel["cards"]:
            self.panel["cards"].append(card)

    def _panel_attack(self, e: dict) -> None:
        if self.panel is not None:
            self.panel["attack"] = e
            self.panel["parties"].add(e["seat"])
        self._show_roll(None, e)

    def _panel_roll(self, e: dict) -> None:
        if self.panel is not None:
            self.panel["rolls"].append(e)
            self.panel["read"] = False  # a new result to read
        self._show_roll(e, self.attack_show if e.get("context") == "combat" else None)

    def panel_unread(self) -> bool:
        """Is a result on show that a human player has not moved on from yet?"""
        p = self.panel
        return (
            p is not None
            and not p["read"]
            and bool(p["rolls"])
            and not self.replaying  # a replay plays on
            and any(isinstance(s, int) and 0 <= s < len(self.seats) and self.is_human(s) for s in p["parties"])
        )

    def read_panel(self) -> None:
        """The player moved on (a click, a key, a move): the result on show may go."""
        if self.panel is not None and self.roll_t >= 1.0:
            self.panel["read"] = True

    def panel_results(self) -> dict[int, dict]:
        """The latest roll of each member in the panel on show (the tags on the packs)."""
        if self.panel is None:
            return {}
        return {r["member"]: r for r in self.panel["rolls"] if isinstance(r.get("member"), int)}

    # ------------------------------------------------------------------ rolls wait for their human roller
    def _ask_roll(self, roller: int) -> None:
        """Queue a Roll gate if ``roller`` is a human who did not throw these dice himself (see ROLLS_WAIT)."""
        if self.replaying or not (isinstance(roller, int) and 0 <= roller < len(self.seats) and self.is_human(roller)):
            return  # a replay rolls what was rolled
        move = self.move_rolls
        if roller == move["seat"]:
            rule = ROLLS_WAIT.get(move["kind"])
            if rule == "all" or (rule == "first" and not move["first_used"]):
                move["first_used"] = True
                return
        if roller in move["asked"]:
            return  # one press rolls the batch: the members of one pack, one after another
        move["asked"].add(roller)
        self.queue.push(anim.Call(lambda: setattr(self, "roll_asked", roller)))
        self.queue.push(anim.Gate(lambda: self.roll_asked is not None))

    def press_roll(self) -> None:
        self.roll_asked = None

    def gate_waiting(self) -> str | None:
        """ "roll" or "read" while a gate holds the table for the player, else None."""
        head = self.queue.current
        if not isinstance(head, anim.Gate) or not head.holding:
            return None
        return "roll" if self.roll_asked is not None else "read"

    def _fly(self, e: dict) -> None:
        """A played card flies from its player (hand or panel) to where it lands: the stage, the discard
        pile, or under the orc that grabs it (the kit's one card flight; the card is hidden there meanwhile)."""
        card = e.get("card")
        if not isinstance(card, int):
            return
        fl = {"card": card, "seat": e["seat"], "type": e["type"], "member": e.get("member"), "troll": e.get("troll")}
        self.flights.launch(
            self.queue,
            lambda w, h: card_face(card, w, h),
            lambda: self._fly_rects(fl)[0],
            lambda: self._fly_rects(fl)[1],
            duration=0.4,
            lift=self.u * 2,
            hide=("card", card),
            ease=anim.ease_in_out_quad,
            shadow=self.u * 2,
        )

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
            self.held_packs = [
                [dict(m, treasures=list(m["treasures"])) for m in pack] for pack in self.prev_obs["packs"]
            ]

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
        self.roll_show = self.attack_show = self.panel = None
