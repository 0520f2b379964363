"""What a click means on the Orc Wars table: hit regions (legal or not; a refusal is the engine's own
``refusal(action, seat)`` in the player's language), the selection and the clicks through :mod:`choices`, which
reads the legal actions (the table re-derives no rule), and ``click_path`` for the tests and the hint.
"""

from __future__ import annotations

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.i18n import t, word
from orcdesk.games.orc_wars import engine as E
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.orc_wars.choices import Choices
from orcdesk.ui.tables.orc_wars.layout import button_rects, chooser_layout, chooser_rect, hand_rects
from orcdesk.ui.tables.orc_wars.words import (
    attr_name,
    card_name,
    clan_name,
    treasure_name,
    treasure_text,
    trick_name,
    trick_text,
)

CODEC = E.CODEC
BOARD_KINDS = ("hex", "fig", "tgt", "token", "cas")


class OrcWarsInput:
    """The table's input (a part of :class:`OrcWarsTable`)."""

    # ------------------------------------------------------------------ the legal actions, read once per position
    def _live_key(self):
        return (len(self.history.actions), self.restores, self.viewer, self._drawing)

    def choices(self) -> Choices:
        """The human's legal actions now (none when no human acts), with the selection."""
        seat = self.human_to_act()
        key = self._live_key() + (seat,)
        if self._live.get("choices_key") != key:
            obs = self.state.observation(self.viewer)
            legal = self.state.legal_actions(seat) if seat is not None and not self.state.is_terminal() else []
            neigh = E.board(self.state.options["scenario"]).neigh
            self._live["choices"] = Choices(legal, self.sel, obs, neigh, seat)
            self._live["choices_key"] = key
        return self._live["choices"]

    def live_obs(self) -> dict:
        return self.choices().obs

    def of_kind(self, *kinds) -> list:
        return self.choices().of_kind(*kinds)

    def step(self) -> str:
        return self.state.phase()

    def refusal_words(self, action) -> str:
        """Why the rules refuse ``action`` now, in the player's language (the engine's reason)."""
        reason = self.state.refusal(action, self.human_to_act())
        return word(reason, self.seat_name) if reason is not None else ""

    def hover_path(self) -> list:
        """The hexes walked to the hovered destination: a shortest way through the figure's legal destinations
        (every hex on the way is one)."""
        choices = self.choices()
        figure = choices.selected_figure()
        hovered = self.board.view.hover_hex
        dests = choices.movers().get(figure, {}) if self.step() == "action" else {}
        start = choices.fig_hex(figure) if figure is not None else None
        if hovered is None or start is None or self.board.hex_index.get(hovered) not in dests:
            return []
        way = hx.path(self.board.hexes[start], hovered, lambda w: self.board.hex_index.get(w) in dests, max_steps=12)
        return [self.board.hexes[start]] + way if way else []

    # ------------------------------------------------------------------ hit regions
    def hit_regions(self) -> list[HitRegion]:
        if not self.R or self.state.is_terminal() or self.human_to_act() is None:
            return []
        g = self.board.view.grid
        sel = self.sel
        key = (
            self._live_key(),
            (sel.fig, sel.armed, sel.dclan, sel.reinf_open),
            (g.zoom, g.pan, g.size, self.R.get("size")),
            self.duel is None,
            self.queue.busy,
            self.human_to_act(),
            tuple(tuple(b.rect) for b in self.buttons if b.visible),
        )
        if self._live.get("regions_key") != key:
            regions: list[HitRegion] = []
            self.layout_panel()
            self.clickable_figures = set()
            for add in (self._board_regions, self._panel_regions, self._hand_regions):
                add(regions)
            self._chooser_regions(regions)
            self._button_regions(regions)
            self._live["regions_key"], self._live["regions"] = key, regions
        return self._live["regions"]

    def _hex_region(self, regions, i: int, target, legal=True, reason="", tooltip="") -> None:
        if i is None or i < 0 or not self.board.hex_visible(i):
            return
        pt = self.board.hex_point(i)
        if any(cover.collidepoint(pt) for cover in self.covers()):
            return
        regions.append(HitRegion(self.board.hex_region_rect(i), target, legal, reason, tooltip, point=pt))

    def covers(self) -> list:
        """Rects drawn over the board (buttons, overlays): board targets under them are not clickable."""
        out = [b.rect for b in self.buttons if b.visible] + list(self.board.zoom_rects().values())
        if self.duel_shown():
            out.append(self.duel_rect())
        kind = self.chooser_kind()
        if kind:
            out.append(chooser_rect(self.R, self.chooser_items(), kind))
        return out

    def _board_regions(self, regions) -> None:
        choices = self.choices()
        step = self.step()
        one_click = {
            "place": ("hex", "tip.place"),
            "activate": ("token", "tip.activate"),
            "casualty": ("cas", "tip.casualty"),
        }
        for a, d in choices.of_kind(*one_click):
            kind, tip = one_click[d.kind]
            value = d.hex if kind == "hex" else (d.token if kind == "token" else d.fig)
            where = (
                d.hex if kind == "hex" else (choices.token_hex(d.token) if kind == "token" else choices.fig_hex(d.fig))
            )
            self._hex_region(regions, where, (kind, value), tooltip=t("orc_wars." + tip))
        if step != "action":
            return
        targets = choices.armed_targets()
        movers = choices.movers()
        sel = choices.selected_figure()
        for f in choices.my_figures():
            if f in targets:
                continue
            if choices.can_act(f):
                self.clickable_figures.add(f)
            tip = t("orc_wars.tip.select", what=self.names().fig_words(f))
            self._hex_region(regions, choices.fig_hex(f), ("fig", f), True, "", tip)
        armed = self.sel.armed
        if sel is not None and not (armed and armed[0] in ("card", "sun")):
            self._out_of_reach(regions, sel, movers.get(sel, {}))
        for h in movers.get(sel, {}):
            self._hex_region(regions, h, ("hex", h), tooltip=t("orc_wars.tip.move"))
        self.previews = {}
        for target, action in targets.items():
            h = choices.fig_hex(target)
            if action is None:  # legal for several squads: the click first picks which one acts
                self._hex_region(regions, h, ("tgt", target), True, "", t("orc_wars.tip.pick_squad"))
            else:
                self.previews[target] = self.target_tip(action)
                self._hex_region(regions, h, ("tgt", target), True, "", "")

    def _out_of_reach(self, regions, fig: int, dests: dict) -> None:
        """The hexes the selected figure cannot walk to say why when clicked (the engine's refusal)."""
        taken = {p[1] for p in self.board.pieces(self.live_obs())}
        probe = next((i for i in range(len(self.board.hexes)) if i not in dests and i not in taken), None)
        if probe is None:
            return
        why = self.refusal_words(CODEC.encode("move", fig=fig, hex=probe))
        for i in range(len(self.board.hexes)):
            if i not in dests and i not in taken:
                self._hex_region(regions, i, ("hex", i), False, why)

    def target_tip(self, action) -> str:
        d = CODEC.decode(action)
        if d.kind == "attack":
            return t("orc_wars.tip.attack", a=E.T_VALUE[d.card])
        if d.kind == "use":
            return t("orc_wars.tip.sunstone", what=self.names().fig_words(d.target))
        return t("orc_wars.tip.play_on", card=card_name(d.card), what=self.names().fig_words(d.target))

    def _panel_regions(self, regions) -> None:
        if self.step() == "clear":
            for _, d in self.of_kind("clear"):
                r = self.panel["piles"].get(d.pile)
                if r is not None:
                    tip = t("orc_wars.tip.clear", attr=attr_name(d.pile))
                    regions.append(HitRegion(r, ("pile", d.pile), tooltip=tip))
        tricks = {d.trick: a for a, d in self.of_kind("trick")}
        for k, r in self.panel["tricks"].items():
            if k in tricks:
                tip = t("orc_wars.tip.trick", trick=trick_name(k)) + ": " + trick_text(k)
                regions.append(HitRegion(r, ("trick", k), tooltip=tip))
            else:
                why = self.refusal_words(CODEC.encode("trick", trick=k, clan=0))
                regions.append(HitRegion(r, ("trick", k), False, why))
        if self.sel.armed == ("rally",):
            for _, d in self.of_kind("trick"):
                if d.trick == E.TR_RALLY and d.clan in self.panel["clans"]:
                    regions.append(
                        HitRegion(self.panel["clans"][d.clan], ("clan", d.clan), tooltip=t("orc_wars.tip.rally"))
                    )

    def _hand_regions(self, regions) -> None:
        step = self.step()
        if step not in ("discard", "action", "exchange"):
            return
        choices = self.choices()
        hand = self.live_obs()["hand"] or []
        rects = hand_rects(self.R, len(hand))
        kinds = ("discard",) if step == "discard" else ("attack", "play")
        playable = {d.card for _, d in choices.of_kind(*kinds)}
        tip = {"discard": "orc_wars.tip.discard", "exchange": "orc_wars.tip.duel_card"}.get(step, "orc_wars.tip.arm")
        for i, (ctype, r) in enumerate(zip(hand, rects)):
            visible_w = (rects[i + 1].x - r.x) if i + 1 < len(rects) else r.w
            point = (r.x + max(2, min(r.w, visible_w)) // 2, r.y + r.h // 2)
            if ctype in playable:
                regions.append(HitRegion(r, ("card", ctype), True, "", t(tip, card=card_name(ctype)), point=point))
            else:
                why = self.refusal_words(choices.probe(ctype))
                regions.append(HitRegion(r, ("card", ctype), False, why, point=point))

    # ------------------------------------------------------------------ buttons and choosers
    def chooser_kind(self):
        step = self.step()
        if step in ("deploy", "reinforce") or (step == "squad" and self.sel.reinf_open and self.of_kind("reinforce")):
            return step
        return None

    def chooser_items(self) -> list:
        """(target, label, legal, tooltip, group) of the chooser panel's buttons."""
        kind = self.chooser_kind()
        items = []
        if kind in ("reinforce", "squad"):
            for _, d in sorted(self.of_kind("reinforce"), key=lambda x: (x[1].clan, x[1].type)):
                items.append((("reinf", d.clan, d.type), d.type, True, "", d.clan))
        elif kind == "deploy":
            choices = self.choices()
            clans = sorted({d.clan for _, d in self.of_kind("deploy")})
            chosen = choices.deploy_clan()
            items = [(("dclan", c), None, True, "", c) for c in clans]
            items += [(("mix", d.mix), d.mix, True, "", -1) for _, d in self.of_kind("deploy") if d.clan == chosen]
        return items

    def button_items(self) -> list:
        """(target, label, style) of the status row's buttons, from the legal actions."""
        choices = self.choices()
        step, kinds = self.step(), choices.kinds()
        out = []
        for _, d in self.of_kind("phase"):
            label = t("orc_wars.piece.king") if d.unit == 5 else clan_name(d.unit)
            out.append((("phase", d.unit), label, "primary"))
        if step == "squad" and "reinforce" in kinds:
            label = t("orc_wars.button.hide_reinforce" if self.sel.reinf_open else "orc_wars.button.reinforce")
            out.append((("btn", "reinforce"), label, "normal"))
        if "draw" in kinds:
            out.append((("btn", "draw"), t("orc_wars.button.draw"), "primary"))
        if step == "action":
            if choices.untargeted_play() is not None:
                label = t("orc_wars.button.play", card=card_name(self.sel.armed[1]))
                out.append((("btn", "play"), label, "primary"))
            for _, d in self.of_kind("pickup", "drop", "give", "take", "use"):
                to = d.to if d.kind == "give" else (d.target if d.kind == "use" else None)
                target = ("tre", d.kind, d.treasure, None if d.kind == "use" and to != E.NONE else to)
                if target not in [o[0] for o in out]:
                    out.append((target, self.treasure_label(d), "normal"))
        if "remake" in kinds:
            out.append((("btn", "remake"), t("orc_wars.button.remake"), "quiet"))
        if "pass" in kinds:
            out.append((("btn", "pass"), t("orc_wars.button.pass"), "primary"))
        if "done" in kinds:
            out.append((("btn", "done"), t("orc_wars.button.done"), "normal"))
        if "end" in kinds:
            horde_phase = step != "phases" and self.human_to_act() == 0
            label = t("orc_wars.button.end_phase" if horde_phase else "orc_wars.button.end_turn")
            out.append((("btn", "end_turn"), label, "normal"))  # named like the app's confirm keys (Space)
        return out

    def treasure_label(self, d) -> str:
        item = self.live_obs_treasure(d.treasure)
        name = treasure_name(item) if item >= 0 else t("orc_wars.piece.chest")
        if d.kind == "give":
            return t("orc_wars.button.give", item=name, to=self.names().elf_name(d.to))
        return t(f"orc_wars.button.{d.kind}", item=name)

    def live_obs_treasure(self, i: int) -> int:
        return next((x["item"] for x in self.live_obs()["treasures"] if x["treasure"] == i), -1)

    def _button_regions(self, regions) -> None:
        items = self.button_items()
        rects = button_rects(self.R, [lab for _, lab, _ in items])
        self.button_layout = list(zip(items, rects))
        for (target, _, _), r in self.button_layout:
            if target == ("btn", "pass") and self.duel is not None:
                r = self.duel_pass_rect()
            tip = ""
            if target == ("btn", "remake"):
                tip = t("orc_wars.tip.remake")
            elif target[0] == "tre" and self.live_obs_treasure(target[2]) >= 0:
                tip = treasure_text(self.live_obs_treasure(target[2]))
            regions.append(HitRegion(r, target, tooltip=tip))

    def _chooser_regions(self, regions) -> None:
        if not self.chooser_kind():
            self.chooser_layout = []
            return
        items, kind = self.chooser_items(), self.chooser_kind()
        self.chooser_layout = chooser_layout(self.R, items, kind)
        regions.append(HitRegion(chooser_rect(self.R, items, kind), ("cover",), False))
        for item, r in self.chooser_layout:
            regions.append(HitRegion(r, item[0], item[2], item[3]))

    # ------------------------------------------------------------------ clicks
    def region_at(self, pos):
        """Like the base, but a board target is hit only inside its hex (the rects of neighbours overlap)."""
        for region in reversed(self.hit_regions()):
            if not region.rect.collidepoint(pos):
                continue
            if isinstance(region.target, tuple) and region.target[0] in BOARD_KINDS:
                if not self.R["board"].collidepoint(pos):
                    continue
                h = self.board.view.grid.hex_at(pos)
                if self.board.hex_index.get(h) != self.board.hex_index.get(
                    self.board.view.grid.hex_at(region.click_point())
                ):
                    continue
            return region
        return None

    def click(self, target, button: int):
        if button == 3:
            self.sel.fig = self.sel.armed = None
            return None
        return self.choices().click(target)

    def click_path(self, action) -> list:
        return self.choices().click_path(action)

    def on_key(self, event) -> None:
        if event.key in ZOOM_KEYS:
            self.board.view.handle_event(event)

    def on_wheel(self, dy: int) -> None:
        pass


ZOOM_KEYS = (
    pygame.K_w,
    pygame.K_a,
    pygame.K_s,
    pygame.K_d,
    pygame.K_PLUS,
    pygame.K_EQUALS,
    pygame.K_MINUS,
    pygame.K_KP_PLUS,
    pygame.K_KP_MINUS,
)
