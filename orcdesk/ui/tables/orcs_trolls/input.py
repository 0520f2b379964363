"""What a click means on the Orcs & Trolls table: the hit regions (legal or not, with the engine's reason),
the selection (a hand card or a tucked treasure waiting for its target), clicks to actions and back, all
through the engine's codec.
"""

from __future__ import annotations

from orcdesk.core.i18n import t, word
from orcdesk.games.orcs_trolls.cards import ATTACK, CARDS, GREEN, GREY, TREASURE, TRIAL
from orcdesk.games.orcs_trolls.engine import CODEC
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.orcs_trolls.art import card_tooltip

C = CARDS
KEY = C.key
TARGETED = ("red", "grab", "seduce")  # kinds whose hand card then needs a target click
# The field naming the hand card each kind plays (the others play none).
HAND_FIELD = {
    "red": "card",
    "meal": "card",
    "grab": "treasure",
    "seduce": "troll",
    "black": "card",
    "grey": "card",
    "green": "card",
    "discard": "card",
}
PASS_LABELS = {
    "red_card": "no_red",
    "grab": "done_grab",
    "attack_offer": "no_attack",
    "attack_bonus": "no_grey",
    "transfer": "done_give",
    "escape_greens": "no_escape",
    "discard": "done_discard",
}


def hand_card_of(action: int) -> int | None:
    """The hand card an action plays (None for actions without one)."""
    d = CODEC.decode(action)
    field = HAND_FIELD.get(d.kind)
    return None if field is None else d[field]


class OrcsTrollsInput:
    """The Orcs & Trolls table's input (a part of :class:`OrcsTrollsTable`)."""

    def _legal(self) -> list:
        seat = self.human_to_act()
        if seat is None or self.queue.busy:
            return []
        return self.state.legal_actions(seat)

    def _hand_actions(self, card: int, legal: list) -> list:
        k = KEY[card]
        out = []
        for a in legal:
            h = hand_card_of(a)
            if h is not None and KEY[h] == k:
                out.append(a)
        return out

    def _selected_actions(self, legal: list) -> list:
        sel = self.selected
        if sel is None:
            return []
        if sel[0] == "hand":
            return [a for a in self._hand_actions(sel[1], legal) if CODEC.kind_of(a) in TARGETED]
        _, orc, tre = sel
        return [a for a in legal if self._gives(a, orc, tre)]

    @staticmethod
    def _gives(action, orc: int, treasure: int) -> bool:
        """Is ``action`` ``orc`` giving a treasure like ``treasure`` (same key) to a troll?"""
        d = CODEC.decode(action)
        return d.kind == "give" and d.orc == orc and KEY[d.treasure] == KEY[treasure]

    def _buttons_now(self, legal: list) -> list[tuple[str, str, str]]:
        """(key, label, reason) of the buttons shown now; a reason means the button is refused (greyed)."""
        gate = self.gate_waiting()
        if gate == "roll":  # the table waits for the roller's press (motion.ROLLS_WAIT)
            return [("gate_roll", t("orcs_trolls.ui.roll"), "")]
        if gate == "read":
            return [("gate_read", t("orcs_trolls.ui.go_on"), "")]
        out = []
        step = self.obs.get("step")
        kinds = {CODEC.kind_of(a) for a in legal}
        if "pass" in kinds:
            out.append(("pass", t("orcs_trolls.pass." + PASS_LABELS.get(step, "done_discard")), ""))
        elif legal and step == "discard":  # "Done" stays in sight, refused until the hand is small enough
            out.append(("pass", t("orcs_trolls.pass.done_discard"), self._reason(CODEC.encode("pass"))))
        for key in ("roll", "drink", "refuse"):  # the button's key is the action's kind
            if key in kinds:
                out.append((key, t(f"orcs_trolls.ui.{key}"), ""))
        if self.selected is not None:
            out.append(("cancel", t("orcs_trolls.ui.cancel"), ""))
        return out

    def _reason(self, action) -> str:
        """The engine's reason why ``action`` is refused, in the player's words."""
        why = self.state.refusal(action, self.human_to_act())
        return "" if why is None else word(why, self.seat_name)

    def hit_regions(self) -> list[HitRegion]:
        # asked several times a frame (hover, drawing, clicks): rebuilt only when something it shows changed
        key = (
            id(self.obs),
            len(self.history.actions),
            self.selected,
            self.queue.busy,
            tuple(self.size),
            self.viewer,
            self.gate_waiting(),
        )
        if self._regions_cache is None or self._regions_cache[0] != key:
            self._regions_cache = (key, self._build_regions())
        return list(self._regions_cache[1])

    def _build_regions(self) -> list[HitRegion]:
        legal = self._legal()
        regions: list[HitRegion] = []
        if self.obs["phase"] == "setup":
            for card, rect in self._draft_layout().items():
                ok = CODEC.encode("draft", card=card) in legal
                regions.append(
                    HitRegion(
                        rect,
                        ("draft", card),
                        ok,
                        "" if ok else t("orcs_trolls.ui.not_your_turn"),
                        tooltip=card_tooltip(card),
                    )
                )
        else:
            sel_actions = self._selected_actions(legal)
            # opponents: targets of a red card
            for s in self.others:
                ok = any(CODEC.kind_of(a) == "red" and CODEC.decode(a).target == s for a in sel_actions)
                if ok:
                    regions.append(
                        HitRegion(
                            self.opp_rect[s],
                            ("seat", s),
                            True,
                            tooltip=t("orcs_trolls.ui.target_tip", who=self.seat_name(s)),
                        )
                    )
            # own pack: members and tucked treasures
            for m, rect, tucks in self._pack_layout(self.viewer):
                card = m["card"]
                ok, tip = self._member_click(card, legal, sel_actions)
                if ok or self.selected is not None:
                    regions.append(
                        HitRegion(
                            rect,
                            ("member", self.viewer, card),
                            ok,
                            "" if ok else t("orcs_trolls.ui.not_a_target"),
                            tooltip=tip,
                        )
                    )
                for tre, trect in tucks:
                    if any(self._gives(a, card, tre) for a in legal):
                        regions.append(
                            HitRegion(trect, ("treasure", card, tre), True, tooltip=t("orcs_trolls.ui.give_tip"))
                        )
            # hand
            for card, rect in self._hand_layout():
                acts = self._hand_actions(card, legal)
                reason = "" if acts else self._hand_reason(card)
                regions.append(
                    HitRegion(
                        rect,
                        ("hand", card),
                        bool(acts),
                        reason,
                        tooltip=card_tooltip(card),
                        point=(rect.x + min(rect.w // 2, self._hand_step() // 2 + 2), rect.y + rect.h // 3),
                    )
                )
        buttons = self._buttons_now(legal)
        for (key, _label, reason), rect in zip(buttons, self._button_rects(len(buttons))):
            regions.append(HitRegion(rect, ("btn", key), not reason, reason))
        return regions

    def _member_click(self, card: int, legal: list, sel_actions: list) -> tuple[bool, str]:
        if self.selected is not None:
            for a in sel_actions:
                d = CODEC.decode(a)
                if d.kind in ("grab", "seduce") and d.orc == card:
                    return True, t(f"orcs_trolls.ui.{d.kind}_tip")
                if d.kind == "give" and d.troll == card:
                    return True, t("orcs_trolls.ui.give_to_tip")
            return False, ""
        if CODEC.encode("next", member=card) in legal:
            return True, t("orcs_trolls.ui.next_tip")
        return False, ""

    def _hand_reason(self, card: int) -> str:
        """Why this hand card cannot be played now: the engine's reason for the move it would make in this
        step (a trial in the first round, an elf with no target...), else what the step allows."""
        if self.human_to_act() is None:
            return t("orcs_trolls.ui.not_your_turn")
        step = self.obs.get("step")
        kind = C.kind[card]
        action = None
        if step == "red_card" and kind == TRIAL:
            if C.effect[card] == "troll_meal":
                action = CODEC.encode("meal", card=card)
            elif self.others:
                action = CODEC.encode("red", card=card, target=self.others[0])
        elif step == "grab" and kind == TREASURE:
            orcs = [m["card"] for m in self.obs["packs"][self.viewer]]
            action = CODEC.encode("grab", orc=orcs[0], treasure=card) if orcs else None
        elif step == "attack_offer" and kind == ATTACK:
            action = CODEC.encode("black", card=card)
        elif step == "attack_bonus" and kind == GREY:
            action = CODEC.encode("grey", card=card)
        elif step in ("trial_greens", "combat_greens", "escape_greens") and kind == GREEN:
            action = CODEC.encode("green", card=card)
        if action is not None:
            return self._reason(action)
        return t(f"orcs_trolls.why.{step}")

    def click(self, target, button: int):
        kind = target[0]
        legal = self._legal()
        if kind == "draft":
            return CODEC.encode("draft", card=target[1])
        if kind == "btn":
            key = target[1]
            if key == "cancel":
                self.selected = None
                return None
            return CODEC.encode(key)  # pass, roll, drink, refuse
        if kind == "hand":
            card = target[1]
            if self.selected == ("hand", card):
                self.selected = None
                return None
            acts = self._hand_actions(card, legal)
            if not acts:
                return None
            if CODEC.kind_of(acts[0]) in TARGETED:
                self.selected = ("hand", card)
                return None
            return acts[0]
        if kind == "treasure":
            sel = ("treasure", target[1], target[2])
            self.selected = None if self.selected == sel else sel
            return None
        sel_actions = self._selected_actions(legal)
        if kind == "seat":
            for a in sel_actions:
                d = CODEC.decode(a)
                if d.kind == "red" and d.target == target[1]:
                    return a
            return None
        if kind == "member":
            card = target[2]
            for a in sel_actions:
                d = CODEC.decode(a)
                if (d.kind in ("grab", "seduce") and d.orc == card) or (d.kind == "give" and d.troll == card):
                    return a
            if CODEC.encode("next", member=card) in legal:
                return CODEC.encode("next", member=card)
        return None

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind in ("pass", "roll", "drink", "refuse"):
            return [("btn", d.kind)]
        if d.kind == "draft":
            return [("draft", d.card)]
        if d.kind == "red":
            return [("hand", d.card), ("seat", d.target)]
        if d.kind in ("grab", "seduce"):
            return [("hand", hand_card_of(action)), ("member", self.viewer, d.orc)]
        if d.kind == "next":
            return [("member", self.viewer, d.member)]
        if d.kind == "give":
            return [("treasure", d.orc, d.treasure), ("member", self.viewer, d.troll)]
        return [("hand", d.card)]
