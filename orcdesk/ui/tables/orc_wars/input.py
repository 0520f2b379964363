"""What a click means on the Orc Wars table: hit regions (legal or not; a refusal is the engine's own
``refusal(action, seat)`` in the player's language), the selection and the clicks through :mod:`choices`, which
reads the legal actions (the table re-derives no rule), and ``click_path`` for the tests and the hint.
"""

from __future__ import annotations

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.i18n import sentence, t
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


class Targets:
    """The hit regions of one position, built from explicit parts: the human's ``choices``, the ``names``, the
    layout ``R`` and the left panel's rects, the ``board``, the rects drawn over the board (``covers``),
    ``refuse`` (action -> the engine's refusal in words), the duel's Pass button (``duel_pass``, or None) and
    whether the status row's buttons and the chooser are drawn (``live``: not in a replay or a review).
    Building them also finds the words of the armed card on each target (``previews``), the figures that can
    act (``clickable``)."""

    def __init__(
        self, choices: Choices, names, R: dict, panel: dict, board, covers: list, refuse, duel_pass, live=True
    ) -> None:
        self.choices, self.names, self.R, self.panel, self.board = choices, names, R, panel, board
        self.covers, self.refuse, self.duel_pass = covers, refuse, duel_pass
        self.live = live  # the buttons and the chooser are drawn only when a human may act (not in a replay)
        self.previews: dict = {}
        self.clickable: set = set()

    def build(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        for add in (self._board_regions, self._panel_regions, self._hand_regions):
            add(regions)
        if self.live:  # no region (and so no highlight) where nothing is drawn
            self._chooser_regions(regions)
            self._button_regions(regions)
        return regions

    def _hex_region(self, regions, i: int, target, legal=True, reason="", tooltip="") -> None:
        if i is None or i < 0 or not self.board.hex_visible(i):
            return
        pt = self.board.hex_point(i)
        if any(cover.collidepoint(pt) for cover in self.covers):
            return
        regions.append(HitRegion(self.board.hex_region_rect(i), target, legal, reason, tooltip, point=pt))

    def _board_regions(self, regions) -> None:
        choices = self.choices
        step = self.choices.step
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
                self.clickable.add(f)
            tip = t("orc_wars.tip.select", what=self.names.fig_words(f))
            self._hex_region(regions, choices.fig_hex(f), ("fig", f), True, "", tip)
        armed = self.choices.sel.armed
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
        taken = {p[1] for p in self.board.pieces(self.choices.obs)}
        probe = next((i for i in range(len(self.board.hexes)) if i not in dests and i not in taken), None)
        if probe is None:
            return
        why = self.refuse(CODEC.encode("move", fig=fig, hex=probe))
        for i in range(len(self.board.hexes)):
            if i not in dests and i not in taken:
                self._hex_region(regions, i, ("hex", i), False, why)

    def target_tip(self, action) -> str:
        d = CODEC.decode(action)
        if d.kind == "attack":
            return t("orc_wars.tip.attack", a=E.T_VALUE[d.card])
        if d.kind == "use":
            return t("orc_wars.tip.sunstone", what=self.names.fig_words(d.target))
        return t("orc_wars.tip.play_on", card=card_name(d.card), what=self.names.fig_words(d.target))

    def _panel_regions(self, regions) -> None:
        if self.choices.step == "clear":
            for _, d in self.choices.of_kind("clear"):
                r = self.panel["piles"].get(d.pile)
                if r is not None:
                    tip = t("orc_wars.tip.clear", attr=attr_name(d.pile))
                    regions.append(HitRegion(r, ("pile", d.pile), tooltip=tip))
        tricks = {d.trick: a for a, d in self.choices.of_kind("trick")}
        for k, r in self.panel["tricks"].items():
            if k in tricks:
                tip = t("orc_wars.ui.titled", title=t("orc_wars.tip.trick", trick=trick_name(k)), text=trick_text(k))
                regions.append(HitRegion(r, ("trick", k), tooltip=tip))
            else:
                why = self.refuse(CODEC.encode("trick", trick=k, clan=0))
                regions.append(HitRegion(r, ("trick", k), False, why))
        if self.choices.sel.armed == ("rally",):
            for _, d in self.choices.of_kind("trick"):
                if d.trick == E.TR_RALLY and d.clan in self.panel["clans"]:
                    regions.append(
                        HitRegion(self.panel["clans"][d.clan], ("clan", d.clan), tooltip=t("orc_wars.tip.rally"))
                    )

    def _hand_regions(self, regions) -> None:
        step = self.choices.step
        if step not in ("discard", "action", "exchange"):
            return
        choices = self.choices
        hand = self.choices.obs["hand"] or []
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
                why = self.refuse(choices.probe(ctype))
                regions.append(HitRegion(r, ("card", ctype), False, why, point=point))

    def _button_regions(self, regions) -> None:
        items = button_items(self.choices, self.names)
        rects = button_rects(self.R, [lab for _, lab, _ in items])
        for (target, _, _), r in zip(items, rects):
            if target == ("btn", "pass") and self.duel_pass is not None:
                r = self.duel_pass
            tip = ""
            if target == ("btn", "remake"):
                tip = t("orc_wars.tip.remake")
            elif target[0] == "tre" and treasure_item(self.choices.obs, target[2]) >= 0:
                tip = treasure_text(treasure_item(self.choices.obs, target[2]))
            regions.append(HitRegion(r, target, tooltip=tip))

    def _chooser_regions(self, regions) -> None:
        kind = chooser_kind(self.choices)
        if not kind:
            return
        items = chooser_items(self.choices)
        regions.append(HitRegion(chooser_rect(self.R, items, kind), ("cover",), False))
        for item, r in chooser_layout(self.R, items, kind):
            regions.append(HitRegion(r, item[0], item[2], item[3]))


def chooser_kind(choices: Choices):
    step = choices.step
    if step in ("deploy", "reinforce") or (step == "squad" and choices.sel.reinf_open and choices.of_kind("reinforce")):
        return step
    return None


def chooser_items(choices: Choices) -> list:
    """(target, label, legal, tooltip, group) of the chooser panel's buttons."""
    kind = chooser_kind(choices)
    items = []
    if kind in ("reinforce", "squad"):
        for _, d in sorted(choices.of_kind("reinforce"), key=lambda x: (x[1].clan, x[1].type)):
            items.append((("reinf", d.clan, d.type), d.type, True, "", d.clan))
    elif kind == "deploy":
        choices = choices
        clans = sorted({d.clan for _, d in choices.of_kind("deploy")})
        chosen = choices.deploy_clan()
        items = [(("dclan", c), None, True, "", c) for c in clans]
        items += [(("mix", d.mix), d.mix, True, "", -1) for _, d in choices.of_kind("deploy") if d.clan == chosen]
    return items


def button_items(choices: Choices, names) -> list:
    """(target, label, style) of the status row's buttons, from the legal actions."""
    choices = choices
    step, kinds = choices.step, choices.kinds()
    out = []
    for _, d in choices.of_kind("phase"):
        label = t("orc_wars.piece.king") if d.unit == 5 else clan_name(d.unit)
        label = sentence(label)  # "le Roi orc" in a sentence, "Le Roi orc" on a button
        out.append((("phase", d.unit), label, "primary"))
    if step == "squad" and "reinforce" in kinds:
        label = t("orc_wars.button.hide_reinforce" if choices.sel.reinf_open else "orc_wars.button.reinforce")
        out.append((("btn", "reinforce"), label, "normal"))
    if "draw" in kinds:
        out.append((("btn", "draw"), t("orc_wars.button.draw"), "primary"))
    if step == "action":
        if choices.untargeted_play() is not None:
            label = t("orc_wars.button.play", card=card_name(choices.sel.armed[1]))
            out.append((("btn", "play"), label, "primary"))
        for _, d in choices.of_kind("pickup", "drop", "give", "take", "use"):
            to = d.to if d.kind == "give" else (d.target if d.kind == "use" else None)
            target = ("tre", d.kind, d.treasure, None if d.kind == "use" and to != E.NONE else to)
            if target not in [o[0] for o in out]:
                out.append((target, treasure_label(d, choices.obs, names), "normal"))
    if "remake" in kinds:
        out.append((("btn", "remake"), t("orc_wars.button.remake"), "quiet"))
    if "pass" in kinds:
        out.append((("btn", "pass"), t("orc_wars.button.pass"), "primary"))
    if "done" in kinds:
        out.append((("btn", "done"), t("orc_wars.button.done"), "normal"))
    if "end" in kinds:
        horde_phase = step != "phases" and choices.seat == 0
        label = t("orc_wars.button.end_phase" if horde_phase else "orc_wars.button.end_turn")
        out.append((("btn", "end_turn"), label, "normal"))  # named like the app's confirm keys (Space)
    return out


def treasure_label(d, obs: dict, names) -> str:
    item = treasure_item(obs, d.treasure)
    name = treasure_name(item) if item >= 0 else t("orc_wars.piece.chest")
    if d.kind == "give":
        return t("orc_wars.button.give", item=name, to=names.elf_name(d.to))
    return t(f"orc_wars.button.{d.kind}", item=name)


def treasure_item(obs: dict, i: int) -> int:
    return next((x["item"] for x in obs["treasures"] if x["treasure"] == i), -1)


def hover_path(choices: Choices, board) -> list:
    """The hexes walked to the hovered destination: a shortest way through the figure's legal destinations
    (every hex on the way is one)."""
    choices = choices
    figure = choices.selected_figure()
    hovered = board.view.hover_hex
    dests = choices.movers().get(figure, {}) if choices.step == "action" else {}
    start = choices.fig_hex(figure) if figure is not None else None
    if hovered is None or start is None or board.hex_index.get(hovered) not in dests:
        return []
    way = hx.path(board.hexes[start], hovered, lambda w: board.hex_index.get(w) in dests, max_steps=12)
    return [board.hexes[start]] + way if way else []


def region_at(regions: list, pos, board, R: dict):
    """Like the base, but a board target is hit only inside its hex (the rects of neighbours overlap)."""
    for region in reversed(regions):
        if not region.rect.collidepoint(pos):
            continue
        if isinstance(region.target, tuple) and region.target[0] in BOARD_KINDS:
            if not R["board"].collidepoint(pos):
                continue
            h = board.view.grid.hex_at(pos)
            if board.hex_index.get(h) != board.hex_index.get(board.view.grid.hex_at(region.click_point())):
                continue
        return region
    return None


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
