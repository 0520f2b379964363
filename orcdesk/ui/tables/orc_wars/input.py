"""What a click means on the Orc Wars table: hit regions (legal or not, with the reason), the selection (a figure,
an armed card, trick or treasure, the clan of a token being deployed), clicks to actions through the engine's
``CODEC`` (``CODEC.decode(a).kind`` and named fields only), and ``click_path`` for the tests and the hint.

Targets::

    ("hex", H)          a board hex: a move's destination, a placement
    ("fig", F)          one of your figures: select it (and its squad)
    ("tgt", T)          a target of the armed card (an enemy, a boar; an elf to heal)
    ("token", T)        a face-down squad token to activate
    ("cas", F)          the orc that dies (casualty step)
    ("card", C)         a card type in your hand: discard / arm / play in a duel
    ("pile", A)         the top card of your attribute pile A (Clear phase)
    ("trick", K)        a dirty trick;  ("clan", C) the clan that Rally clears
    ("phase", U)        open the action phase of clan U (5 = the King)
    ("reinf", C, Y)     reinforce clan C with a figure of type Y
    ("dclan", C), ("mix", M)   deploy an activated token: the clan, then the figures
    ("tre", KIND, I, TO)       a treasure action (pickup, drop, give, take, use)
    ("btn", NAME)       draw, done, end, pass, remake, play
"""

from __future__ import annotations

import pygame

from orcdesk.core import hex as hx
from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import DATA
from orcdesk.ui.tables import HitRegion
from orcdesk.ui.tables.orc_wars.words import (
    attr_name,
    card_name,
    treasure_name,
    treasure_text,
    trick_name,
    trick_text,
)

CODEC = E.CODEC
BOARD_KINDS = ("hex", "fig", "tgt", "token", "cas")


class OrcWarsInput:
    """The table's input (a part of :class:`OrcWarsTable`)."""

    # ------------------------------------------------------------------ live position
    def _live_key(self):
        return (len(self.history.actions), self.restores, self.viewer)

    def live_obs(self) -> dict:
        key = self._live_key()
        if self._live.get("obs_key") != key:
            self._live["obs"] = self.state.observation(self.viewer)
            self._live["obs_key"] = key
        return self._live["obs"]

    def legal(self) -> list:
        """(action, decoded) of the human's legal actions now (empty when no human acts)."""
        seat = self.human_to_act()
        key = self._live_key() + (seat,)
        if self._live.get("legal_key") != key:
            acts = self.state.legal_actions(seat) if seat is not None and not self.state.is_terminal() else []
            self._live["legal"] = [(a, CODEC.decode(a)) for a in acts]
            self._live["legal_key"] = key
        return self._live["legal"]

    def of_kind(self, *kinds) -> list:
        return [(a, d) for a, d in self.legal() if d.kind in kinds]

    def step(self) -> str:
        return self.state.phase()

    # ------------------------------------------------------------------ squads and selection
    def squad_of(self, slot) -> list:
        """The slots of the squad of figure ``slot`` (same clan, connected), from the shown position."""
        if slot is None or slot >= E.N_SLOTS:
            return [] if slot is None else [slot]
        figs = {f["hex"]: f["slot"] for f in self.live_obs()["figures"] if f["clan"] == slot // 5}
        start = next((f["hex"] for f in self.live_obs()["figures"] if f["slot"] == slot), None)
        if start is None:
            return []
        seen, todo = {start}, [start]
        neigh = E.board(self.state.options["scenario"]).neigh
        while todo:
            h = todo.pop()
            for n in neigh[h]:
                if n in figs and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return sorted(figs[h] for h in seen)

    def squad_rep(self, slot):
        sq = self.squad_of(slot)
        return sq[0] if sq else slot

    def my_figures(self) -> list:
        """Figures the human may select now (the acting unit's)."""
        if self.step() != "action":
            return []
        obs = self.live_obs()
        seat = self.human_to_act()
        if seat is None:
            return []
        if seat == 0:
            u = obs["unit"]
            if u == 5:
                return [E.KING]
            return [f["slot"] for f in obs["figures"] if f["clan"] == u]
        return [25 + seat]

    def selected_figure(self):
        """The selected figure, or the only one that can act (an elf, the King, a lone orc)."""
        mine = self.my_figures()
        if self.sel_fig in mine:
            return self.sel_fig
        if len(mine) == 1:
            return mine[0]
        return None

    def selected_rep(self):
        f = self.selected_figure()
        if f is None:
            return None
        return self.squad_rep(f) if f < E.N_SLOTS else f

    def movers(self) -> dict:
        out: dict = {}
        for a, d in self.of_kind("move"):
            out.setdefault(d.fig, {})[d.hex] = a
        return out

    def deploy_clan(self):
        clans = sorted({d.clan for _, d in self.of_kind("deploy")})
        if self.dclan in clans:
            return self.dclan
        return clans[0] if len(clans) == 1 else None

    # ------------------------------------------------------------------ resolving a unit for a card
    def _pick_by(self, options: list):
        """One action among ``options`` (actions differing only by the acting unit): the selected squad's,
        or the only one."""
        if not options:
            return None
        bys = {d.by for _, d in options}
        if len(bys) == 1:
            return options[0][0]
        rep = self.selected_rep()
        for a, d in options:
            if d.by == rep:
                return a
        return None

    def card_actions(self, ctype: int) -> list:
        return [(a, d) for a, d in self.of_kind("attack", "play") if d.card == ctype]

    # ------------------------------------------------------------------ overlays the board draws
    def reach_hexes(self) -> list:
        step = self.step()
        if step in ("setup_king", "setup_elf", "reinforce_hex"):
            return [d.hex for _, d in self.of_kind("place")]
        if step in ("squad", "activate") and not self.reinf_open:
            return [self.state.token_hex[d.token] for _, d in self.of_kind("activate")]
        if step == "action":
            f = self.selected_figure()
            return list(self.movers().get(f, {}))
        return []

    def target_hexes(self) -> list:
        obs = self.live_obs()
        out = []
        armed = self.armed
        if self.step() == "casualty":
            return [self.fig_hex(d.fig) for _, d in self.of_kind("casualty")]
        if armed and armed[0] in ("card", "sun"):
            for tg in self.armed_targets():
                h = self.fig_hex(tg)
                if h is not None and h >= 0:
                    out.append(h)
        elif self.step() in ("exchange",) and obs["exchange"]:
            h = self.fig_hex(obs["exchange"]["target"])
            if h is not None and h >= 0:
                out.append(h)
        return out

    def fig_hex(self, fig: int):
        obs = self.live_obs()
        if fig < E.N_SLOTS:
            return next((f["hex"] for f in obs["figures"] if f["slot"] == fig), None)
        if fig == E.KING:
            return obs["king"]["hex"] if obs["king"]["alive"] else None
        if fig < E.BOAR0:
            return next((e["hex"] for e in obs["elves"] if e["seat"] == fig - 25 and e["alive"]), None)
        if fig < E.NONE:
            h = obs["boars"][fig - E.BOAR0]
            return h if h >= 0 else None
        return None

    def armed_targets(self) -> dict:
        """target -> action for the armed card / Sunstone (only targets whose acting unit is known)."""
        armed = self.armed
        out: dict = {}
        if not armed:
            return out
        if armed[0] == "card":
            groups: dict = {}
            for a, d in self.card_actions(armed[1]):
                if d.target != E.NONE:
                    groups.setdefault(d.target, []).append((a, d))
            for tg, opts in groups.items():
                out[tg] = self._pick_by(opts)
        elif armed[0] == "sun":
            for a, d in self.of_kind("use"):
                if d.treasure == armed[1] and d.target != E.NONE:
                    out[d.target] = a
        return out

    def hover_path(self) -> list:
        if self.step() != "action":
            return []
        f = self.selected_figure()
        h = self.board_view.hover_hex
        if f is None or h is None:
            return []
        idx = self.hex_index.get(h)
        if idx not in self.movers().get(f, {}):
            return []
        start = self.fig_hex(f)
        if start is None:
            return []
        b = E.board(self.state.options["scenario"])
        obs = self.live_obs()
        occ = {p[1] for p in self.pieces(obs) if p[2] != "chest"}
        orc = f <= E.KING
        terrain = b.terrain

        def passable(w):
            i = b.index.get(w)
            if i is None or i in b.blocks or i in occ:
                return False
            under_ok = self.state.sneak or (f == E.KING and self.state.options["king_underbrush"])
            return not (orc and terrain[i] == E.UNDER and not under_ok)

        p = hx.path(self.hexes[start], h, passable, max_steps=12)
        return [self.hexes[start]] + p if p else []

    # ------------------------------------------------------------------ hit regions
    def hit_regions(self) -> list[HitRegion]:
        if not self.R or self.state.is_terminal() or self.human_to_act() is None:
            return []
        g = self.board_view.grid
        key = (
            self._live_key(),
            self.sel_fig,
            self.armed,
            self.dclan,
            self.reinf_open,
            g.zoom,
            g.pan,
            g.size,
            self.R.get("size"),
            self.duel is None,
            self.queue.busy,
            self.human_to_act(),
            tuple(tuple(b.rect) for b in self.buttons if b.visible),
        )
        if self._live.get("regions_key") == key:
            return self._live["regions"]
        regions = self._hit_regions()
        self._live["regions_key"], self._live["regions"] = key, regions
        return regions

    def _hit_regions(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        self.panel_layout()
        self.clickable_figures = set()
        self._board_regions(regions)
        self._panel_regions(regions)
        self._hand_regions(regions)
        self._chooser_regions(regions)
        self._button_regions(regions)
        return regions

    def _hex_region(self, regions, i: int, target, legal=True, reason="", tooltip="") -> None:
        if i is None or i < 0 or not self.hex_visible(i):
            return
        pt = self.hex_point(i)
        for cover in self.covers():
            if cover.collidepoint(pt):
                return
        regions.append(HitRegion(self.hex_region_rect(i), target, legal, reason, tooltip, point=pt))

    def covers(self) -> list:
        """Rects drawn over the board (buttons, overlays): board targets under them are not clickable."""
        out = [b.rect for b in self.buttons if b.visible] + list(self.zoom_rects().values())
        if self.duel_shown():
            out.append(self.duel_rect())
        if self.chooser_kind():
            out.append(self.chooser_rect())
        return out

    def _board_regions(self, regions) -> None:
        step = self.step()
        if step in ("setup_king", "setup_elf", "reinforce_hex"):
            for a, d in self.of_kind("place"):
                self._hex_region(regions, d.hex, ("hex", d.hex), tooltip=t("orc_wars.tip.place"))
            return
        if step in ("squad", "activate"):
            for a, d in self.of_kind("activate"):
                tok = self.state.token_hex[d.token]
                self._hex_region(regions, tok, ("token", d.token), tooltip=t("orc_wars.tip.activate"))
            return
        if step == "casualty":
            for a, d in self.of_kind("casualty"):
                self._hex_region(regions, self.fig_hex(d.fig), ("cas", d.fig), tooltip=t("orc_wars.tip.casualty"))
            return
        if step != "action":
            return
        targets = self.armed_targets()
        self.previews, self.short_previews = {}, {}
        movers = self.movers()
        sel = self.selected_figure()
        for f in self.my_figures():
            if f in targets:
                continue
            h = self.fig_hex(f)
            can = f in movers or any(
                d.kind in ("attack", "play") and d.by == self.squad_rep(f) for _, d in self.legal()
            )
            if can:
                self.clickable_figures.add(f)
            self._hex_region(regions, h, ("fig", f), True, "", t("orc_wars.tip.select", what=self.fig_words(f)))
        if sel is not None and not (self.armed and self.armed[0] in ("card", "sun")):
            # the hexes out of reach say why when clicked
            taken = {p[1] for p in self.pieces(self.live_obs())}
            dests = movers.get(sel, {})
            left = self.live_obs()["moves_left"][E.ELF_MOVE_SLOT if sel > E.KING else sel]
            if left <= 0 or self.state.move_stage == E.MOVE_OVER:
                why = t("orc_wars.reason.no_moves")
            else:
                why = t("orc_wars.reason.out_of_reach_orc" if sel <= E.KING else "orc_wars.reason.out_of_reach", n=left)
            for i in range(len(self.hexes)):
                if i not in dests and i not in taken:
                    self._hex_region(regions, i, ("hex", i), False, why)
        for h, a in movers.get(sel, {}).items():
            self._hex_region(regions, h, ("hex", h), tooltip=t("orc_wars.tip.move"))
        armed = self.armed
        if armed and armed[0] in ("card", "sun"):
            for tg, a in targets.items():
                h = self.fig_hex(tg)
                if a is None:
                    self._hex_region(regions, h, ("tgt", tg), False, t("orc_wars.reason.pick_squad"))
                else:
                    self.previews[tg] = self.target_tip(a)
                    self.short_previews[tg] = self.target_short(a)
                    self._hex_region(regions, h, ("tgt", tg), True, "", "")

    def target_tip(self, action) -> str:
        d = CODEC.decode(action)
        if d.kind == "attack":
            best = self.best_block(d.target)
            if best is None:
                return t("orc_wars.tip.attack_free", a=E.T_VALUE[d.card])
            return t("orc_wars.tip.attack", a=E.T_VALUE[d.card], b=best)
        if d.kind == "use":
            return t("orc_wars.tip.sunstone", what=self.fig_words(d.target))
        return t("orc_wars.tip.play_on", card=card_name(d.card), what=self.fig_words(d.target))

    def target_short(self, action) -> str:
        d = CODEC.decode(action)
        if d.kind != "attack":
            return ""
        best = self.best_block(d.target)
        return t("orc_wars.tip.short", a=E.T_VALUE[d.card], b=best or 0)

    def best_block(self, target: int):
        """The highest basic defence the defender could pay now (its deck's cards against its free points; the
        hand is hidden), or the boar's fixed block."""
        st = self.state
        if target >= E.BOAR0:
            h = st.boar_hex[target - E.BOAR0]
            unit = st._boar_defender(h)
            if unit < 0:
                return st.scen["boar_block"]
            deck = "orc"
        elif target >= E.ELF0:
            unit = target
            deck = st.deck_of(target - 25)
        elif target == E.KING:
            unit, deck = E.KING, "orc"
        else:
            unit, deck = st._squad(target)[0], "orc"
        best = 0
        for ctype in {E.CTYPE[c] for c in DATA.deck_cards[deck]}:
            if E.T_KIND[ctype] == E.BASIC_DEFENSE and st._affordable(unit, ctype):
                best = max(best, E.T_VALUE[ctype])
        return best

    def _panel_regions(self, regions) -> None:
        step = self.step()
        if step == "clear":
            for a, d in self.of_kind("clear"):
                r = self.pile_rects.get(d.pile)
                if r is not None:
                    regions.append(
                        HitRegion(r, ("pile", d.pile), tooltip=t("orc_wars.tip.clear", attr=attr_name(d.pile)))
                    )
        obs = self.live_obs()
        if obs["tricks"]:
            legal = {d.trick for _, d in self.of_kind("trick")}
            for k, r in self.trick_rects.items():
                if k in legal:
                    regions.append(
                        HitRegion(
                            r, ("trick", k), tooltip=t("orc_wars.tip.trick", trick=trick_name(k)) + ": " + trick_text(k)
                        )
                    )
                else:
                    regions.append(HitRegion(r, ("trick", k), False, t("orc_wars.reason.trick_not_now")))
        if self.armed == ("rally",):
            for a, d in self.of_kind("trick"):
                if d.trick == E.TR_RALLY and d.clan in self.clan_rects:
                    regions.append(
                        HitRegion(self.clan_rects[d.clan], ("clan", d.clan), tooltip=t("orc_wars.tip.rally"))
                    )

    def _hand_regions(self, regions) -> None:
        step = self.step()
        if step not in ("discard", "action", "exchange"):
            return
        obs = self.live_obs()
        hand = obs["hand"] or []
        rects = self.hand_rects(len(hand))
        legal_types = set()
        if step == "discard":
            legal_types = {d.card for _, d in self.of_kind("discard")}
        else:
            legal_types = {d.card for _, d in self.of_kind("attack", "play")}
        for i, (ctype, r) in enumerate(zip(hand, rects)):
            visible_w = (rects[i + 1].x - r.x) if i + 1 < len(rects) else r.w
            point = (r.x + max(2, min(r.w, visible_w)) // 2, r.y + r.h // 2)
            if ctype in legal_types:
                tip = {"discard": "orc_wars.tip.discard", "exchange": "orc_wars.tip.duel_card"}.get(
                    step, "orc_wars.tip.arm"
                )
                regions.append(HitRegion(r, ("card", ctype), True, "", t(tip, card=card_name(ctype)), point=point))
            else:
                regions.append(HitRegion(r, ("card", ctype), False, self.card_reason(ctype), point=point))

    def card_reason(self, ctype: int) -> str:
        st = self.state
        kind = E.T_KIND[ctype]
        step = self.step()
        obs = self.live_obs()
        if step == "exchange":
            x = obs["exchange"]
            seat = self.human_to_act()
            if seat == x["attacker"]:
                if kind != E.ATTACK_MOD:
                    return t("orc_wars.reason.attacker_mods")
            elif kind not in (E.BASIC_DEFENSE, E.DEFENSE_MOD):
                return t("orc_wars.reason.defender_cards")
            elif kind == E.BASIC_DEFENSE and x["basic_defense"]:
                return t("orc_wars.reason.one_defence")
            elif kind == E.DEFENSE_MOD and not x["basic_defense"]:
                return t("orc_wars.reason.defence_first")
            elif kind == E.BASIC_DEFENSE and st.fight_unblockable_attr == E.T_ATTR[ctype]:
                return t("orc_wars.reason.forbidden_attr", attr=attr_name(E.T_ATTR[ctype]))
            unit = st.fight_attacker if seat == x["attacker"] else st.fight_defender
            return self._afford_reason(unit, ctype) or t("orc_wars.reason.not_now")
        if kind in (E.ATTACK_MOD, E.DEFENSE_MOD):
            return t("orc_wars.reason.mods_in_attack")
        if kind == E.BASIC_DEFENSE:
            return t("orc_wars.reason.defence_when_attacked")
        if kind == E.BASIC_ATTACK and obs["exclusive_left"] <= 0:
            return t("orc_wars.reason.exclusive_used")
        seat = self.human_to_act()
        units = (
            [25 + seat]
            if seat != 0
            else (
                [E.KING]
                if obs["unit"] == 5
                else sorted({self.squad_rep(f["slot"]) for f in obs["figures"] if f["clan"] == obs["unit"]})
            )
        )
        reasons = [self._afford_reason(u, ctype) for u in units]
        if reasons and all(reasons):
            return reasons[0]
        if kind == E.BASIC_ATTACK:
            return t("orc_wars.reason.no_target")
        return t("orc_wars.reason.nothing_to_do")

    def _afford_reason(self, unit: int, ctype: int) -> str:
        st = self.state
        if unit < 0:  # no unit pays now: the exchange has just ended (its units are reset to -1) or a boar
            return ""  # defends alone; the caller words the card's other reasons
        attr = E.T_ATTR[ctype]
        spent, value = st._spent(unit, attr)
        if spent + E.T_COST[ctype] <= value:
            return ""
        return t(
            "orc_wars.reason.not_affordable",
            attr=attr_name(attr),
            left=max(0, value - spent),
            value=value,
            cost=E.T_COST[ctype],
        )

    # ------------------------------------------------------------------ buttons and choosers
    def chooser_kind(self):
        step = self.step()
        if step in ("deploy", "reinforce") or (step == "squad" and self.reinf_open and self.of_kind("reinforce")):
            return step
        return None

    def chooser_items(self) -> list:
        """(target, label, legal, tooltip, group) of the chooser panel's buttons."""
        kind = self.chooser_kind()
        items = []
        if kind in ("reinforce", "squad"):
            for a, d in sorted(self.of_kind("reinforce"), key=lambda x: (x[1].clan, x[1].type)):
                items.append((("reinf", d.clan, d.type), d.type, True, "", d.clan))
        elif kind == "deploy":
            clans = sorted({d.clan for _, d in self.of_kind("deploy")})
            chosen = self.deploy_clan()
            for c in clans:
                items.append((("dclan", c), None, True, "", c))
            if chosen is not None:
                for a, d in self.of_kind("deploy"):
                    if d.clan == chosen:
                        items.append((("mix", d.mix), d.mix, True, "", -1))
        return items

    def button_items(self) -> list:
        """(target, label, style) of the status row's buttons, from the legal actions."""
        step = self.step()
        out = []
        kinds = {d.kind for _, d in self.legal()}
        if step == "phases":
            for a, d in self.of_kind("phase"):
                label = t("orc_wars.piece.king") if d.unit == 5 else self.clan_label(d.unit)
                out.append((("phase", d.unit), label, "primary"))
        if step == "squad" and "reinforce" in kinds:
            out.append(
                (
                    ("btn", "reinforce"),
                    t("orc_wars.button.hide_reinforce") if self.reinf_open else t("orc_wars.button.reinforce"),
                    "normal",
                )
            )
        if "draw" in kinds:
            out.append((("btn", "draw"), t("orc_wars.button.draw"), "primary"))
        if step == "action":
            armed = self.armed
            if armed and armed[0] == "card":
                opts = [(a, d) for a, d in self.card_actions(armed[1]) if d.kind == "play" and d.target == E.NONE]
                if opts:
                    out.append((("btn", "play"), t("orc_wars.button.play", card=card_name(armed[1])), "primary"))
            for a, d in self.of_kind("pickup", "drop", "give", "take", "use"):
                label = self.treasure_label(d)
                to = d.to if d.kind == "give" else (d.target if d.kind == "use" else None)
                tgt = ("tre", d.kind, d.treasure, None if d.kind == "use" and to != E.NONE else to)
                if tgt not in [o[0] for o in out]:
                    out.append((tgt, label, "normal"))
        if "remake" in kinds:
            out.append((("btn", "remake"), t("orc_wars.button.remake"), "quiet"))
        if "pass" in kinds:
            out.append((("btn", "pass"), t("orc_wars.button.pass"), "primary"))
        if "done" in kinds:
            out.append((("btn", "done"), t("orc_wars.button.done"), "normal"))
        if "end" in kinds:
            label = (
                t("orc_wars.button.end_turn")
                if step == "phases" or self.human_to_act() != 0
                else t("orc_wars.button.end_phase")
            )
            out.append((("btn", "end_turn"), label, "normal"))  # named like the app's confirm keys (Space)
        return out

    def treasure_label(self, d) -> str:
        item = self.state.treasure_item[d.treasure]
        name = treasure_name(item) if item >= 0 else t("orc_wars.piece.chest")
        if d.kind == "pickup":
            return t("orc_wars.button.pickup")
        if d.kind == "give":
            return t("orc_wars.button.give", item=name, to=self.elf_name(d.to))
        if d.kind == "take":
            return t("orc_wars.button.take", item=name)
        if d.kind == "drop":
            return t("orc_wars.button.drop", item=name)
        return t("orc_wars.button.use", item=name)

    def _button_regions(self, regions) -> None:
        items = self.button_items()
        rects = self.button_rects([lab for _, lab, _ in items])
        self.button_layout = list(zip(items, rects))
        for (target, label, style), r in self.button_layout:
            if target == ("btn", "pass") and self.duel is not None:
                r = self.duel_pass_rect()
            tip = ""
            if target == ("btn", "remake"):
                tip = t("orc_wars.tip.remake")
            elif target[0] == "tre" and self.state.treasure_item[target[2]] >= 0:
                tip = treasure_text(self.state.treasure_item[target[2]])
            regions.append(HitRegion(r, target, tooltip=tip))

    def _chooser_regions(self, regions) -> None:
        if not self.chooser_kind():
            self.chooser_layout = []
            return
        self.chooser_layout = self.layout_chooser(self.chooser_items())
        regions.append(HitRegion(self.chooser_rect(), ("cover",), False))
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
                h = self.board_view.grid.hex_at(pos)
                if self.hex_index.get(h) != self.hex_index.get(self.board_view.grid.hex_at(region.click_point())):
                    continue
            return region
        return None

    def click(self, target, button: int):
        if button == 3:
            self.sel_fig = None
            self.armed = None
            return None
        kind = target[0]
        if kind == "hex":
            step = self.step()
            if step == "action":
                return self.movers().get(self.selected_figure(), {}).get(target[1])
            return CODEC.encode("place", hex=target[1])
        if kind == "fig":
            self.sel_fig = target[1]
            if self.armed and self.armed[0] != "card":
                self.armed = None
            return None
        if kind == "tgt":
            a = self.armed_targets().get(target[1])
            if a is not None:
                self.armed = None
            return a
        if kind == "token":
            return CODEC.encode("activate", token=target[1])
        if kind == "cas":
            return CODEC.encode("casualty", fig=target[1])
        if kind == "card":
            ctype = target[1]
            step = self.step()
            if step == "discard":
                return CODEC.encode("discard", card=ctype)
            if step == "exchange":
                opts = self.card_actions(ctype)
                return opts[0][0] if opts else None
            self.armed = None if self.armed == ("card", ctype) else ("card", ctype)
            return None
        if kind == "pile":
            return CODEC.encode("clear", pile=target[1])
        if kind == "trick":
            k = target[1]
            if k == E.TR_RALLY and self.step() == "action":
                self.armed = ("rally",)
                return None
            opts = [a for a, d in self.of_kind("trick") if d.trick == k]
            return opts[0] if opts else None
        if kind == "clan":
            opts = [a for a, d in self.of_kind("trick") if d.trick == E.TR_RALLY and d.clan == target[1]]
            self.armed = None
            return opts[0] if opts else None
        if kind == "phase":
            return CODEC.encode("phase", unit=target[1])
        if kind == "reinf":
            return CODEC.encode("reinforce", clan=target[1], type=target[2])
        if kind == "dclan":
            self.dclan = target[1]
            return None
        if kind == "mix":
            return CODEC.encode("deploy", clan=self.deploy_clan(), mix=target[1])
        if kind == "tre":
            _, k, i, to = target
            if k == "use" and to is None:
                opts = [(a, d) for a, d in self.of_kind("use") if d.treasure == i]
                if len(opts) == 1 and opts[0][1].target == E.NONE:
                    return opts[0][0]
                self.armed = ("sun", i)
                return None
            for a, d in self.of_kind(k):
                if d.treasure == i and (k != "give" or d.to == to) and (k != "use" or d.target == to):
                    return a
            return None
        if kind == "btn":
            name = target[1]
            if name == "reinforce":
                self.reinf_open = not self.reinf_open
                return None
            if name == "play":
                opts = [(a, d) for a, d in self.card_actions(self.armed[1]) if d.kind == "play" and d.target == E.NONE]
                a = self._pick_by(opts)
                if a is not None:
                    self.armed = None
                return a
            return CODEC.encode("end" if name == "end_turn" else name)
        return None

    def click_path(self, action) -> list:
        d = CODEC.decode(action)
        k = d.kind
        step = self.step()
        if k == "place":
            return [("hex", d.hex)]
        if k == "discard":
            return [("card", d.card)]
        if k == "end":
            return [("btn", "end_turn")]
        if k in ("draw", "done", "pass", "remake"):
            return [("btn", k)]
        if k == "clear":
            return [("pile", d.pile)]
        if k == "activate":
            return [("token", d.token)]
        if k == "casualty":
            return [("cas", d.fig)]
        if k == "phase":
            return [("phase", d.unit)]
        if k == "reinforce":
            opener = [("btn", "reinforce")] if step == "squad" and not self.reinf_open else []
            return opener + [("reinf", d.clan, d.type)]
        if k == "deploy":
            out = [] if self.deploy_clan() == d.clan else [("dclan", d.clan)]
            return out + [("mix", d.mix)]
        if k == "move":
            out = [] if self.selected_figure() == d.fig else [("fig", d.fig)]
            if self.armed and self.armed[0] != "card":
                out = [("fig", d.fig)]
            return out + [("hex", d.hex)]
        if k == "trick":
            if d.trick == E.TR_RALLY and step == "action":
                return ([] if self.armed == ("rally",) else [("trick", d.trick)]) + [("clan", d.clan)]
            return [("trick", d.trick)]
        if k in ("attack", "play"):
            if step == "exchange":
                return [("card", d.card)]
            out = []
            same = [(a, x) for a, x in self.card_actions(d.card) if x.target == d.target]
            if len({x.by for _, x in same}) > 1 and self.selected_rep() != d.by:
                out.append(("fig", d.by))
            if self.armed != ("card", d.card):
                out.append(("card", d.card))
            if d.target == E.NONE:
                return out + [("btn", "play")]
            return out + [("tgt", d.target)]
        if k in ("pickup", "drop", "take"):
            return [("tre", k, d.treasure, None)]
        if k == "give":
            return [("tre", k, d.treasure, d.to)]
        if k == "use":
            if d.target == E.NONE:
                return [("tre", "use", d.treasure, E.NONE)]
            return ([] if self.armed == ("sun", d.treasure) else [("tre", "use", d.treasure, None)]) + [
                ("tgt", d.target)
            ]
        raise ValueError(f"no clicks for {CODEC.to_text(action)}")

    def on_key(self, event) -> None:
        if event.key in (
            pygame.K_w,
            pygame.K_a,
            pygame.K_s,
            pygame.K_d,
            pygame.K_PLUS,
            pygame.K_EQUALS,
            pygame.K_MINUS,
            pygame.K_KP_PLUS,
            pygame.K_KP_MINUS,
        ):
            self.board_view.handle_event(event)

    def on_wheel(self, dy: int) -> None:
        pass
