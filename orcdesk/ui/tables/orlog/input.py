"""What a click means on the Orlog table: the input mode, the hit regions, the dice picked to keep, clicks to
actions and back through the engine's codec, and the keys and clicks that speed up an animation.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orlog.engine import CODEC
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.orlog.art import FACES, card_tier_rects, god_ids, god_info


class OrlogInput:
    """The Orlog table's input (a part of :class:`OrlogTable`)."""

    def mode(self) -> str:
        """What the human is asked now: draft, keep, favor, frigg, loki, sacrifice, freyr, or wait."""
        if not self.can_act():
            return "wait"
        phase = self.state.phase
        if phase == "draft":
            return "draft"
        if phase == "roll":
            return "keep"
        if phase == "favor":
            return "favor"
        pending = self.state.observation(self.human_to_act()).get("pending")
        return pending["kind"] if pending else "wait"

    def _legal(self) -> set:
        seat = self.human_to_act()
        return set(self.state.legal_actions(seat)) if seat is not None else set()

    def _buttons_now(self, mode: str) -> list[tuple[str, str, pygame.Rect, bool]]:
        """(key, label, rect, enabled) of the buttons this mode shows."""
        r = self.button_rect
        if mode == "keep":
            n = len(self.selected)
            unkept = [d for d in self.dice[self.viewer][:6] if not d.kept and d.face]
            label = (
                t("orlog.ui.keep_all")
                if n and n == len(unkept)
                else t("orlog.ui.keep_selected")
                if n
                else t("orlog.ui.reroll")
            )
            return [("roll", label, r, True)]
        if mode == "favor":
            return [("no_favor", t("orlog.ui.no_favor"), r, True)]
        if mode == "frigg":
            return [("done", t("orlog.ui.done"), r, CODEC.encode("pick_done") in self._legal())]
        if mode in ("sacrifice", "freyr"):  # the mode is the kind of the actions asked for
            options = sorted(a for a in self._legal() if CODEC.kind_of(a) == mode)
            out = []
            for a, rect in zip(options, self._choice_grid(len(options))):
                d = CODEC.decode(a)
                if mode == "sacrifice":
                    out.append((f"sacrifice:{d.health}", str(d.health), rect, True))
                else:
                    face = FACES[d.face]
                    out.append((f"freyr:{face}", t(f"orlog.face.{face}"), rect, True))
            return out
        return []

    def hit_regions(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        mode = self.mode()
        legal = self._legal()
        if mode == "draft":
            ids = god_ids()
            for god, rect in self._draft_layout().items():
                ok = CODEC.encode("god", god=ids.index(god)) in legal
                reason = (
                    ""
                    if ok
                    else t("orlog.ui.chosen")
                    if god in self.view["players"][self.viewer]["picked"]
                    else t("orlog.ui.not_yours")
                )  # a saga game: only the favors the player has won
                regions.append(HitRegion(rect, ("god", god), ok, reason, tooltip=t(f"orlog.god.{god}.text")))
        elif mode == "keep":
            for d in self.dice[self.viewer][:6]:
                if not d.kept and d.face:
                    regions.append(HitRegion(self._die_rect(d), ("die", d.seat, d.index), tooltip=self._die_words(d)))
        elif mode == "favor":
            ids = god_ids()
            for god, rect in self._favor_layout().items():
                tokens = self.expected_tokens(god)
                costs = [cost for cost, _value in god_info(god)["tiers"]]
                for tier, tr in enumerate(card_tier_rects(rect.w), start=1):
                    if CODEC.encode("favor", god=ids.index(god), tier=tier - 1) in legal:
                        # a tier the tokens may not pay is still a choice (tokens can come), but say so
                        warn = (
                            ""
                            if tokens >= costs[tier - 1]
                            else t("orlog.ui.may_fizzle", cost=costs[tier - 1], n=tokens)
                        )
                        regions.append(HitRegion(tr.move(rect.topleft), ("tier", god, tier), tooltip=warn))
        elif mode in ("frigg", "loki"):
            for seat in (0, 1):
                for d in self.dice[seat]:
                    if CODEC.encode("pick", seat=seat, die=d.index) in legal:
                        regions.append(HitRegion(self._die_rect(d), ("die", seat, d.index), tooltip=self._die_words(d)))
        for key, _label, rect, enabled in self._buttons_now(mode):
            regions.append(HitRegion(pygame.Rect(rect), ("btn", key), enabled))
        return regions

    def click(self, target, button: int):
        kind = target[0]
        if kind == "die":
            _, seat, index = target
            if self.mode() == "keep":
                d = self.dice[seat][index]
                if index in self.selected:
                    self.selected.discard(index)
                else:
                    self.selected.add(index)
                self._move(d, self._slot(d), 0.25)
                return None
            return CODEC.encode("pick", seat=seat, die=index)
        if kind == "god":
            return CODEC.encode("god", god=god_ids().index(target[1]))
        if kind == "tier":
            return CODEC.encode("favor", god=god_ids().index(target[1]), tier=target[2] - 1)
        if kind == "btn":
            key = target[1]
            if key == "roll":  # a keep's dice field is a bit set: bit i = die i + 1
                return CODEC.encode("keep", dice=sum(1 << i for i in self.selected))
            if key == "no_favor":
                return CODEC.encode("no_favor")
            if key == "done":
                return CODEC.encode("pick_done")
            name, _, value = key.partition(":")
            if name == "sacrifice":
                return CODEC.encode("sacrifice", health=int(value))
            if name == "freyr":
                return CODEC.encode("freyr", face=FACES.index(value))
        return None

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind == "keep":
            keep = {i for i in range(6) if d.dice >> i & 1}
            picks = [("die", self.viewer, i) for i in sorted(keep - self.selected)]
            drops = [("die", self.viewer, i) for i in sorted(self.selected - keep)]
            return picks + drops + [("btn", "roll")]
        if d.kind == "no_favor":
            return [("btn", "no_favor")]
        if d.kind == "favor":
            return [("tier", god_ids()[d.god], d.tier + 1)]
        if d.kind == "god":
            return [("god", god_ids()[d.god])]
        if d.kind == "sacrifice":
            return [("btn", f"sacrifice:{d.health}")]
        if d.kind == "freyr":
            return [("btn", f"freyr:{FACES[d.face]}")]
        if d.kind == "pick":
            return [("die", d.seat, d.die)]
        return [("btn", "done")]

    # ------------------------------------------------------------------ speeding up an animation
    def on_key(self, event) -> None:
        if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.queue.busy:
            self.fast = True

    def handle_event(self, event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.queue.busy
            and not self.menu_button.contains(event.pos)
        ):
            self.fast = True  # a click while the resolution plays speeds it up
        super().handle_event(event)
