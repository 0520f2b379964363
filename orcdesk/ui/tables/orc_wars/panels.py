"""The panels around the board: your hero card (the three attribute cards with their piles stacked, "Body 5 / 8
left", wounds, treasures) or the horde's (the King's piles, the clan cards with their piles, the dirty tricks);
the others (elves, the horde, the scenario goal); the phase bar; the status row with its buttons; the hand;
and the chooser of reinforcements and deployments.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc_wars import engine as E
from orcdesk.games.orc_wars.data import ATTRS, DATA
from orcdesk.ui.kit import cards, draw, theme
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, readable, render_text, wrap_lines
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.orc_wars import art
from orcdesk.ui.tables.orc_wars.choices import squads
from orcdesk.ui.tables.orc_wars.words import (
    attr_name,
    card_name,
    clan_name,
    effect_text,
    kind_word,
    role_name,
    scenario_name,
    timing_word,
    treasure_name,
    trick_name,
    type_name,
)

STEPS = ("discard", "draw", "clear", "squad", "action")
STEP_OF = {
    "discard": "discard",
    "draw": "draw",
    "clear": "clear",
    "squad": "squad",
    "deploy": "squad",
    "reinforce": "squad",
    "reinforce_hex": "squad",
    "activate": "action",
    "phases": "action",
    "action": "action",
    "exchange": "action",
    "casualty": "action",
    "trip_wire": "action",
}


def face(ctype: int, w: int, h: int, dim: bool = False):
    return art.card_face(ctype, w, h, card_name(ctype), kind_word(ctype), timing_word(ctype), effect_text(ctype), dim)


class OrcWarsPanels:
    """The panels (a part of :class:`OrcWarsTable`)."""

    def clan_label(self, clan: int) -> str:
        return clan_name(clan)

    # ------------------------------------------------------------------ geometry shared with hit_regions
    def panel_layout(self) -> None:
        """Rects of the clickable parts of the left panel (piles, tricks, clan cards) for the current position."""
        R, u = self.R, self.R["u"]
        L = R["left"]
        obs = self.live_obs() if self.human_to_act() is not None else self.obs
        self.pile_rects, self.trick_rects, self.clan_rects = {}, {}, {}
        pad = int(u * 1.2)
        inner = L.inflate(-2 * pad, -2 * pad)
        if self.viewer != 0:
            top = inner.y + int(u * 16)
            gap = int(u * 1.0)
            cw = (inner.w - 2 * gap) // 3
            for a in range(3):
                self.pile_rects[a] = pygame.Rect(inner.x + a * (cw + gap), top, cw, inner.bottom - top - int(u * 9))
            return
        y = inner.y + int(u * 5.4)
        self.king_rect = None
        if self.state.scen["king"] != "none":
            self.king_rect = pygame.Rect(inner.x, y, inner.w, int(u * 4.6))
            y = self.king_rect.bottom + int(u * 0.4)
            kh = int(u * 12.5) if obs["king"]["alive"] else 0
            gap = int(u * 0.8)
            cw = (inner.w - 2 * gap) // 3
            for a in range(3):
                self.pile_rects[a] = pygame.Rect(inner.x + a * (cw + gap), y, cw, kh)
            y += kh + int(u * 1.0)
        tricks = obs["tricks"] or []
        th = int(u * 7.5) if tricks else 0
        bottom = inner.bottom - th - (int(u * 1) if tricks else 0)
        clans = self.shown_clans(obs)
        if clans:
            rh = min(int(u * 10.5), (bottom - y) // len(clans))
            for i, c in enumerate(clans):
                self.clan_rects[c] = pygame.Rect(inner.x, y + i * rh, inner.w, rh - int(u * 0.6))
        if tricks:
            gap = int(u * 0.8)
            tw = min(int(u * 13), (inner.w - gap * (len(tricks) - 1)) // len(tricks))
            for i, k in enumerate(tricks):
                self.trick_rects[k] = pygame.Rect(inner.x + i * (tw + gap), inner.bottom - th, tw, th)

    def shown_clans(self, obs) -> list:
        on_board = sorted({f["clan"] for f in obs["figures"]})
        piles = [c for c in range(5) if obs["clan_piles"][c]]
        return sorted(set(on_board) | set(piles))

    # ------------------------------------------------------------------ left panel
    def draw_left(self, surface) -> None:
        R, u = self.R, self.R["u"]
        L = R["left"]
        draw.panel(surface, L, fill=(40, 28, 22), alpha=232, radius=int(u * 1.4))
        self.panel_layout()
        if self.viewer == 0:
            self.draw_horde_panel(surface, L)
        else:
            self.draw_hero_panel(surface, L)

    def draw_hero_panel(self, surface, L) -> None:
        u = self.R["u"]
        obs = self.obs
        seat = self.viewer
        elf = next(e for e in obs["elves"] if e["seat"] == seat)
        role = elf["role"]
        hero = DATA.heroes[role]
        pad = int(u * 1.2)
        x, y = L.x + pad, L.y + pad
        tok = art.elf_token(role, seat, int(u * 2.4))
        surface.blit(tok, tok.get_rect(center=(x + int(u * 2.6), y + int(u * 2.6))))
        name = role_name(role)
        blit_text(surface, name, int(u * 3.2), theme.TEXT, topleft=(x + int(u * 6), y), bold=True, shadow=True)
        who = self.seat_name(seat)
        blit_text(surface, who, int(u * 2.0), theme.TEXT_DIM, topleft=(x + int(u * 6), y + int(u * 3.4)))
        if not elf["alive"]:
            blit_text(
                surface, t("orc_wars.ui.dead"), int(u * 2.4), theme.DANGER, topright=(L.right - pad, y), bold=True
            )
        # wound track
        wy = y + int(u * 7.0)
        label = t("orc_wars.ui.wounds")
        lr = blit_text(surface, label, int(u * 2.0), theme.TEXT_DIM, midleft=(x, wy))
        total = hero["wounds"]
        r = int(u * 1.0)
        wx = lr.right + int(u * 1.6)
        for k in range(total):
            c = (wx + k * int(u * 2.6), wy)
            pygame.draw.circle(surface, theme.INK, c, r + 2)
            pygame.draw.circle(surface, theme.DANGER if k < elf["wounds"] else (70, 60, 52), c, r)
        blit_text(
            surface,
            f"{elf['wounds']} / {total}",
            int(u * 2.0),
            theme.TEXT,
            midleft=(wx + total * int(u * 2.6) - int(u * 0.6), wy),
        )
        # power
        power = hero["power"]
        py_ = y + int(u * 9.4)
        lines = wrap_lines(t(f"orc_wars.power.{power}"), int(u * 1.85), L.w - 2 * pad)
        for line in lines[:3]:
            blit_text(surface, line, int(u * 1.85), theme.BRASS, topleft=(x, py_), italic=True)
            py_ += int(u * 2.1)
        # the three attribute piles
        for a in range(3):
            self.draw_attr_column(surface, self.pile_rects[a], a, DATA.heroes[elf["deck"]]["attrs"][a], elf["piles"][a])
        # treasures, moves, counts
        by = self.pile_rects[0].bottom + int(u * 0.8)
        mine = [tr for tr in obs["treasures"] if tr["holder"] == seat]
        tx = x
        for tr in mine:
            label = treasure_name(tr["item"]) + (f" ({t('orc_wars.ui.used')})" if tr["spent"] else "")
            size = int(u * 1.8)
            w = min(int(L.w * 0.48), render_text(label, size, theme.INK).get_width() + int(u * 3))
            chip = pygame.Rect(tx, by, w, int(u * 2.8))
            pygame.draw.rect(surface, (214, 170, 84), chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, theme.INK, chip, 1, border_radius=chip.h // 2)
            blit_fit(surface, label, size, chip.w - int(u * 1.5), theme.INK, center=chip.center)
            tx += chip.w + int(u * 0.6)
        line = t(
            "orc_wars.ui.counts",
            deck=obs["deck_counts"][seat],
            discard=len(obs["discards"][seat]),
            hand=obs["hand_counts"][seat],
        )
        blit_text(surface, line, int(u * 1.8), theme.TEXT_DIM, bottomleft=(x, L.bottom - pad))
        if obs["turn"] == seat and obs["step"] in ("action", "exchange", "trip_wire", "activate", "casualty"):
            left = obs["moves_left"][E.ELF_MOVE_SLOT]
            blit_text(
                surface,
                t("orc_wars.ui.moves_left", n=left),
                int(u * 2.0),
                theme.HILITE_SOFT,
                bottomleft=(x, L.bottom - pad - int(u * 2.4)),
                bold=True,
            )

    def draw_attr_column(self, surface, r, attr: int, value: int, pile: list, compact: bool = False) -> None:
        u = self.R["u"]
        if self.can_act() and self.step() == "clear" and attr in {d.pile for _, d in self.of_kind("clear")}:
            hovered = self.hover is not None and self.hover.target == ("pile", attr)
            draw.alpha_rect(
                surface, r.inflate(6, 6), theme.HILITE, 60 if hovered else 25 + int(25 * self.pulse()), int(u)
            )
            pygame.draw.rect(
                surface,
                theme.HILITE if hovered else theme.lerp_color(theme.BRASS, theme.HILITE, self.pulse()),
                r.inflate(6, 6),
                max(2, int(u * (0.5 if hovered else 0.35))),
                border_radius=int(u),
            )
        spent = sum(E.T_COST[c] for c in pile)
        left = value - spent
        hh = int(u * (3.4 if compact else 4.2))
        head = art.attr_header(attr, r.w, hh, f"{attr_name(attr)} {value}")
        surface.blit(head, r.topleft)
        y = r.y + hh + int(u * 0.4)
        col = theme.GOOD if left > 0 else theme.DANGER
        text = t("orc_wars.ui.left", n=left, of=value)
        blit_text(
            surface,
            text,
            fit_size(text, int(u * (2.0 if compact else 2.4)), r.w - 2, True),
            col,
            midtop=(r.centerx, y),
            bold=True,
        )
        y += int(u * (2.4 if compact else 3.0))
        sh = int(u * (2.2 if compact else 2.7))
        room = max(1, (r.bottom - y) // (sh + 2))
        shown = pile[-room:]
        if len(pile) > room:
            blit_text(surface, f"+{len(pile) - room}", int(u * 1.6), theme.TEXT_DIM, midbottom=(r.centerx, y))
        for i, c in enumerate(shown):
            strip = art.card_strip(c, r.w, sh, card_name(c))
            sr = pygame.Rect(r.x, y + i * (sh + 2), r.w, sh)
            surface.blit(strip, sr)
            if i == len(shown) - 1:
                pygame.draw.rect(surface, theme.BRASS, sr.inflate(2, 2), 1, border_radius=max(2, sh // 4))
        if not pile:
            blit_text(surface, t("orc_wars.ui.pile_empty"), int(u * 1.6), theme.TEXT_DIM, midtop=(r.centerx, y))

    def draw_horde_panel(self, surface, L) -> None:
        u = self.R["u"]
        obs = self.obs
        pad = int(u * 1.2)
        x, y = L.x + pad, L.y + pad
        blit_text(
            surface, t("orc_wars.piece.horde_title"), int(u * 3.0), theme.TEXT, topleft=(x, y), bold=True, shadow=True
        )
        blit_text(
            surface,
            t(
                "orc_wars.ui.counts",
                deck=obs["deck_counts"][0],
                discard=len(obs["discards"][0]),
                hand=obs["hand_counts"][0],
            ),
            int(u * 1.8),
            theme.TEXT_DIM,
            topleft=(x, y + int(u * 3.3)),
        )
        acting = obs["unit"] if obs["turn"] == 0 else -1
        kr = getattr(self, "king_rect", None)
        if kr is not None:
            tok = art.king_token(int(u * 1.9))
            surface.blit(tok, tok.get_rect(center=(kr.x + int(u * 2.2), kr.centery)))
            name = blit_text(
                surface,
                t("orc_wars.piece.king_short"),
                int(u * 2.2),
                theme.TEXT,
                midleft=(kr.x + int(u * 4.8), kr.centery),
                bold=True,
            )
            if not obs["king"]["alive"]:
                status, col = t("orc_wars.ui.dead"), theme.DANGER
            elif acting == 5:
                status, col = t("orc_wars.ui.acting"), theme.HILITE
            elif obs["turn"] == 0 and obs["phases_done"] >> 5 & 1:
                status, col = t("orc_wars.ui.phase_done"), theme.TEXT_DIM
            else:
                status, col = t("orc_wars.ui.king_wounds", n=DATA.king["wounds"]), theme.TEXT_DIM
            room = kr.right - (name.right + int(u))  # beside the name, never over it
            blit_text(
                surface,
                status,
                fit_size(status, int(u * 1.8), room, acting == 5),
                col,
                midright=(kr.right, kr.centery),
                bold=acting == 5,
            )
            if obs["king"]["alive"]:
                for a in range(3):
                    self.draw_attr_column(
                        surface, self.pile_rects[a], a, DATA.king["attrs"][a], obs["king"]["piles"][a], True
                    )
        for c, r in self.clan_rects.items():
            self.draw_clan_card(surface, r, c, obs, acting == c)
        for k, r in self.trick_rects.items():
            self.draw_trick(surface, r, k)

    def squads_in(self, obs, clan: int) -> list:
        """The squads of ``clan`` in ``obs``: lists of slots connected by adjacency."""
        return [sq for sq in squads(obs, E.board(obs["scenario"]).neigh) if sq[0] // 5 == clan]

    def draw_clan_card(self, surface, r, clan: int, obs, acting: bool) -> None:
        u = self.R["u"]
        col = art.clan_color(clan)
        fill = theme.lerp_color((52, 38, 30), col, 0.18)
        draw.panel(
            surface,
            r,
            fill=fill,
            edge=theme.HILITE if acting else theme.shade(col, 0.8),
            radius=int(u * 0.9),
            alpha=240,
            shadow=False,
            edge_px=2 if acting else 1,
        )
        figs = [f for f in obs["figures"] if f["clan"] == clan]
        emb = art.piece("circle", col, theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[clan]], int(min(r.h * 0.3, u * 2.4)))
        surface.blit(emb, emb.get_rect(center=(r.x + int(u * 3), r.y + int(r.h * 0.42))))
        x = r.x + int(u * 6)
        name = clan_name(clan)
        blit_text(surface, name, int(u * 2.1), theme.TEXT, topleft=(x, r.y + int(u * 0.5)), bold=True)
        status = ""
        if any(f["imprisoned"] for f in figs):
            status = t("orc_wars.ui.prisoners")
        elif acting:
            status = t("orc_wars.ui.acting")
        elif obs["turn"] == 0 and obs["phases_done"] >> clan & 1:
            status = t("orc_wars.ui.phase_done")
        if status:
            blit_text(
                surface,
                status,
                int(u * 1.7),
                theme.HILITE if acting else theme.TEXT_DIM,
                topright=(r.right - int(u * 0.8), r.y + int(u * 0.6)),
                bold=acting,
            )
        # each squad: its figures, then its free points of each attribute (the clan pile is shared)
        pile = obs["clan_piles"][clan]
        spent = [sum(E.T_COST[c] for c in pile if E.T_ATTR[c] == a) for a in range(3)]
        fy = r.y + int(u * 3.6)
        squads = self.squads_in(obs, clan)
        line_h = int(u * 2.5)
        room = max(1, (r.h - int(u * 6.2)) // line_h + 1)
        for sq in squads[:room]:
            fx = x
            kinds = sorted(f["type"] for f in figs if f["slot"] in sq)
            for k in kinds:
                img = art.orc_token(k, clan, int(u * 0.95))
                surface.blit(img, img.get_rect(center=(fx + int(u * 1.1), fy)))
                fx += int(u * 2.3)
            sx = min(max(fx + int(u * 0.6), r.x + int(r.w * 0.5)), r.right - int(u * 14.6))
            for a in range(3):
                value = DATA.figure_value * kinds.count(a)
                chip = pygame.Rect(sx + a * int(u * 4.7), fy - int(u * 1.1), int(u * 4.4), int(u * 2.2))
                pygame.draw.rect(
                    surface, art.ATTR_COLORS[a] if value else (90, 80, 70), chip, border_radius=int(u * 0.5)
                )
                text = f"{max(0, value - spent[a])}/{value}" if value else f"{ATTRS[a]} -"
                blit_fit(surface, text, int(u * 1.6), chip.w - 2, theme.INK, center=chip.center, bold=True)
            fy += line_h
        # the pile: strips side by side
        py_ = fy - int(u * 1.1) + int(u * 0.3)
        sh = max(8, min(int(u * 2.2), r.bottom - py_ - int(u * 0.4)))
        if pile and r.bottom - py_ > 8:
            n = len(pile)
            sw = min(int(u * 13), (r.w - int(u * 1.6)) // max(1, n))
            for i, c in enumerate(pile):
                strip = art.card_strip(c, max(sw - 2, int(u * 4)), sh, card_name(c))
                surface.blit(strip, (r.x + int(u * 0.8) + i * sw, py_))
        elif r.bottom - py_ > 8:
            blit_text(
                surface,
                t("orc_wars.ui.clan_pile_empty"),
                int(u * 1.6),
                theme.TEXT_DIM,
                topleft=(r.x + int(u * 0.8), py_),
            )
        if (
            self.sel.armed == ("rally",)
            and self.can_act()
            and any(d.trick == E.TR_RALLY and d.clan == clan for _, d in self.of_kind("trick"))
        ):
            self.draw_highlight(surface, r, hovered=self.hover is not None and self.hover.target == ("clan", clan))

    def draw_trick(self, surface, r, k: int) -> None:
        u = self.R["u"]
        legal = self.can_act() and k in {d.trick for _, d in self.of_kind("trick")}
        hovered = self.hover is not None and self.hover.target == ("trick", k)
        if legal:
            self.draw_highlight(surface, r, hovered=hovered)
        draw.panel(
            surface,
            r,
            fill=(70, 24, 20),
            edge=theme.BRASS if legal else (110, 70, 50),
            radius=int(u * 0.8),
            alpha=250,
            shadow=False,
            edge_px=1,
        )
        name = trick_name(k)
        lines = wrap_lines(name, int(u * 1.7), r.w - int(u * 1), bold=True)[:2]
        y = r.y + int(u * 0.6)
        for line in lines:
            blit_fit(surface, line, int(u * 1.7), r.w - int(u), theme.TEXT, midtop=(r.centerx, y), bold=True)
            y += int(u * 1.9)
        timing = t(f"orc_wars.trick_timing.{E.TRICKS[k]['timing']}")
        blit_fit(
            surface, timing, int(u * 1.5), r.w - int(u), theme.BRASS, midbottom=(r.centerx, r.bottom - int(u * 0.5))
        )

    # ------------------------------------------------------------------ right column
    def draw_phase_bar(self, surface) -> None:
        R, u = self.R, self.R["u"]
        r = R["phase_bar"]
        obs = self.obs
        draw.panel(surface, r, fill=(40, 28, 22), alpha=232, radius=int(u * 1.2))
        turn = obs["turn"]
        head = t("orc_wars.ui.round", n=min(obs["round"], obs["last_round"]), of=obs["last_round"])
        drawn = blit_fit(
            surface,
            head,
            int(u * 1.9),
            int(r.w * 0.36),
            theme.BRASS,
            topleft=(r.x + int(u), r.y + int(u * 0.5)),
            bold=True,
        )
        acting = self.state.to_act()  # the seat asked now (at placement the Paladin, in the horde's turn)
        seat = acting[0] if acting else turn
        if not self.mode.may_act:  # a replay: whose turn, not a call to play
            whose = self.side_title(seat)
        elif self.single_human(seat):
            whose = t("orc_wars.ui.your_turn", side=self.side_title(seat))
        else:
            whose = t("orc_wars.ui.turn_of", who=self.seat_name(seat), side=self.side_title(seat))
        room = r.right - int(u) - drawn.right - int(u)  # never over the round number (narrow windows)
        blit_fit(surface, whose, int(u * 1.9), room, theme.TEXT, topright=(r.right - int(u), r.y + int(u * 0.5)))
        cur = STEP_OF.get(obs["step"], "")
        steps = [s for s in STEPS if s != "squad" or (turn == 0 and self.state.scen["squad_phase"])]
        gap = int(u * 0.5)
        bw = (r.w - 2 * int(u) - gap * (len(steps) - 1)) // len(steps)
        y = r.y + int(u * 3.3)
        for i, s in enumerate(steps):
            br = pygame.Rect(r.x + int(u) + i * (bw + gap), y, bw, r.bottom - y - int(u * 0.7))
            now = s == cur and obs["step"] not in ("setup_king", "setup_elf", "over")
            past = cur in STEPS and STEPS.index(s) < STEPS.index(cur)
            fill = (150, 100, 36) if now else (58, 44, 34) if not past else (46, 36, 30)
            pygame.draw.rect(surface, fill, br, border_radius=int(u * 0.6))
            pygame.draw.rect(
                surface, theme.HILITE if now else (96, 76, 60), br, 2 if now else 1, border_radius=int(u * 0.6)
            )
            label = t(f"orc_wars.step.{s}")
            blit_fit(
                surface,
                label,
                int(u * 1.8),
                br.w - 4,
                theme.TEXT if now else theme.TEXT_DIM,
                center=br.center,
                bold=now,
            )

    def draw_others(self, surface) -> None:
        R, u = self.R, self.R["u"]
        r = R["others"]
        obs = self.obs
        draw.panel(surface, r, fill=(40, 28, 22), alpha=232, radius=int(u * 1.2))
        pad = int(u * 1.0)
        x, y = r.x + pad, r.y + pad
        goal = self.goal_progress(obs)
        blit_text(
            surface, scenario_name(self.state.options["scenario"]), int(u * 2.0), theme.BRASS, topleft=(x, y), bold=True
        )
        y += int(u * 2.4)
        blit_fit(surface, goal, int(u * 1.8), r.w - 2 * pad, theme.TEXT, topleft=(x, y))
        y += int(u * 2.6)
        rows = [e for e in obs["elves"] if e["seat"] != self.viewer]
        row_h = int(u * 6.2)
        for elf in rows:
            self.draw_elf_row(surface, pygame.Rect(r.x + pad, y, r.w - 2 * pad, row_h), elf)
            y += row_h + int(u * 0.4)
        if self.viewer != 0:
            self.draw_horde_summary(surface, pygame.Rect(r.x + pad, y, r.w - 2 * pad, r.bottom - y - pad))

    def draw_elf_row(self, surface, r, elf) -> None:
        u = self.R["u"]
        pygame.draw.rect(surface, (54, 40, 32), r, border_radius=int(u * 0.8))
        tok = art.elf_token(elf["role"], elf["seat"], int(u * 1.9))
        surface.blit(tok, tok.get_rect(center=(r.x + int(u * 2.4), r.centery)))
        x = r.x + int(u * 5)
        name = f"{role_name(elf['role'])} · {self.seat_name(elf['seat'])}"
        blit_fit(surface, name, int(u * 1.9), r.w - int(u * 6), theme.TEXT, topleft=(x, r.y + int(u * 0.4)), bold=True)
        if not elf["alive"]:
            blit_text(
                surface,
                t("orc_wars.ui.dead"),
                int(u * 1.8),
                theme.DANGER,
                bottomleft=(x, r.bottom - int(u * 0.4)),
                bold=True,
            )
            return
        hero = DATA.heroes[elf["role"]]
        total = hero["wounds"]
        for k in range(total):
            c = (x + int(u * 0.8) + k * int(u * 1.9), r.y + int(u * 3.2))
            pygame.draw.circle(surface, theme.INK, c, int(u * 0.75))
            pygame.draw.circle(surface, theme.DANGER if k < elf["wounds"] else (80, 70, 60), c, int(u * 0.6))
        ax = x + total * int(u * 1.9) + int(u * 0.8)
        for a in range(3):
            left = DATA.heroes[elf["deck"]]["attrs"][a] - sum(E.T_COST[c] for c in elf["piles"][a])
            chip = pygame.Rect(ax + a * int(u * 4.4), r.y + int(u * 2.1), int(u * 4.1), int(u * 2.2))
            pygame.draw.rect(surface, art.ATTR_COLORS[a], chip, border_radius=int(u * 0.5))
            blit_text(surface, f"{ATTRS[a]} {left}", int(u * 1.55), theme.INK, center=chip.center, bold=True)
        items = [treasure_name(tr["item"]) for tr in self.obs["treasures"] if tr["holder"] == elf["seat"]]
        extra = t("orc_wars.ui.hand_n", n=self.obs["hand_counts"][elf["seat"]])
        if items:
            extra += " · " + ", ".join(items)
        blit_fit(
            surface, extra, int(u * 1.6), r.w - int(u * 6), theme.TEXT_DIM, bottomleft=(x, r.bottom - int(u * 0.3))
        )

    def draw_horde_summary(self, surface, r) -> None:
        u = self.R["u"]
        if r.h < u * 4:
            return
        obs = self.obs
        pygame.draw.rect(surface, (54, 40, 32), r, border_radius=int(u * 0.8))
        x, y = r.x + int(u * 0.8), r.y + int(u * 0.5)
        head = t("orc_wars.ui.horde_row", who=self.seat_name(0), hand=obs["hand_counts"][0])
        blit_fit(surface, head, int(u * 1.9), r.w - int(u * 1.6), theme.TEXT, topleft=(x, y), bold=True)
        y += int(u * 2.5)
        if self.state.scen["king"] != "none":
            if obs["king"]["alive"]:
                parts = []
                for a in range(3):
                    left = DATA.king["attrs"][a] - sum(E.T_COST[c] for c in obs["king"]["piles"][a])
                    parts.append(f"{ATTRS[a]} {left}")
                line = t("orc_wars.ui.king_row", points=" · ".join(parts))
            else:
                line = t("orc_wars.result.king_dead")
            blit_fit(surface, line, int(u * 1.7), r.w - int(u * 1.6), theme.TEXT_DIM, topleft=(x, y))
            y += int(u * 2.2)
        for c in self.shown_clans(obs):
            if y + u * 2 > r.bottom:
                break
            n = sum(1 for f in obs["figures"] if f["clan"] == c)
            spent = sum(E.T_COST[k] for k in obs["clan_piles"][c])
            emb = art.piece("circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(u * 0.85))
            surface.blit(emb, emb.get_rect(center=(x + int(u * 0.9), y + int(u * 0.95))))
            line = t("orc_wars.ui.clan_row", clan=clan_name(c), n=n, spent=spent)
            blit_fit(surface, line, int(u * 1.7), r.w - int(u * 3.4), theme.TEXT_DIM, topleft=(x + int(u * 2.2), y))
            y += int(u * 2.1)
        extra = []
        hidden = sum(1 for tk in obs["tokens"] if tk["face_down"])
        if hidden:
            extra.append(t("orc_wars.ui.tokens_hidden", n=hidden))
        if obs["trick_count"]:
            extra.append(t("orc_wars.ui.tricks_hidden", n=obs["trick_count"]))
        if extra and y + u * 2 <= r.bottom:
            line = " · ".join(extra)
            blit_fit(surface, line, int(u * 1.7), r.w - int(u * 1.6), theme.BRASS, topleft=(x, y))

    # ------------------------------------------------------------------ status row and hand
    def draw_status(self, surface, rect) -> None:
        """Whose turn / what to do now, on up to two lines."""
        u = self.R["u"]
        draw.panel(surface, rect, fill=(46, 32, 24), alpha=230, radius=rect.h // 3)
        text, color = self.status_text()  # the shared banner: the shown game, the mode, whose move plays out
        if not text:
            return
        width = rect.w - int(u * 3)
        size = int(min(rect.h * 0.42, u * 2.3))
        lines = wrap_lines(text, size, width, bold=True)
        while len(lines) > 2 and size > 9:
            size -= 1
            lines = wrap_lines(text, size, width, bold=True)
        lines = lines[:2]
        lh = int(size * 1.05)
        y = rect.centery - lh * len(lines) // 2
        for line in lines:
            blit_text(surface, line, size, color, midtop=(rect.centerx, y), bold=True, shadow=True)
            y += lh

    def draw_status_row(self, surface) -> None:
        R = self.R
        self.draw_status(surface, R["prompt"])
        live = self.can_act()
        items = self.button_items() if live else []
        rects = self.button_rects([lab for _, lab, _ in items])
        for (target, label, style), r in zip(items, rects):
            if target == ("btn", "pass") and self.duel is not None:
                continue
            self.draw_button(surface, r, label, style, target)

    def draw_button(self, surface, r, label, style, target) -> None:
        b = self._button_cache.get((target, label, style))
        if b is None:
            b = self._button_cache[(target, label, style)] = Button(label, style=style)
        b.rect = r
        hovered = self.hover is not None and self.hover.target == target
        b.hover.value = b.hover.target = 1.0 if hovered else 0.0
        b.draw(surface)

    def draw_hand(self, surface) -> None:
        R, u = self.R, self.R["u"]
        obs = self.obs
        area = R["hand"]
        hand = obs["hand"] or []
        if obs["hand"] is None:
            return
        rects = self.hand_rects(len(hand))
        live = self.can_act()
        regions = {}
        if live:
            for reg in self.hit_regions():
                if isinstance(reg.target, tuple) and reg.target[0] == "card":
                    regions.setdefault(reg.target, reg)
        step = self.step() if live else ""
        hovered_card = None
        for i, (ctype, r) in enumerate(zip(hand, rects)):
            if ("hand", i) in self.flights.hidden:
                continue
            reg = regions.get(("card", ctype))
            legal = reg is not None and reg.legal
            armed = self.sel.armed == ("card", ctype) and live
            nxt = rects[i + 1] if i + 1 < len(rects) else None
            hov = (
                r.collidepoint(self.mouse)
                and (nxt is None or not nxt.collidepoint(self.mouse))
                and self.app.stack.top is self
            )
            dim = live and step in ("action", "exchange") and not legal
            lift = u * 2.2 if armed else (u * 1.0 if hov else 0)
            cards.draw_card(
                surface,
                r,
                face(ctype, r.w, r.h, dim),
                lift=lift,
                highlight=legal and not armed,
                hovered=armed,
                pulse=self.pulse(),
                glow_color=theme.DANGER if step == "discard" else theme.HILITE,
            )
            if hov:
                hovered_card = (ctype, r)
        if not hand:
            blit_text(surface, t("orc_wars.ui.hand_empty"), int(u * 2.2), theme.TEXT_DIM, center=area.center)
        self.draw_deck_and_discard(surface)
        if hovered_card is not None:
            ctype, r = hovered_card
            big = pygame.Rect(0, 0, int(r.w * 1.7), int(r.h * 1.7))
            big.midbottom = (r.centerx, r.bottom - int(u * 1.5))
            big.clamp_ip(pygame.Rect(0, 0, *R["size"]))
            cards.draw_card(surface, big, face(ctype, big.w, big.h), lift=u)

    def draw_deck_and_discard(self, surface) -> None:
        """Your deck (backs, with its count) and your discard pile (its top card), at both ends of the hand."""
        from orcdesk.ui.kit import tokens

        R, u = self.R, self.R["u"]
        seat = self.viewer
        obs = self.obs
        deck, disc = R["deck"], R["discard"]
        n = obs["deck_counts"][seat]
        for k in range(min(3, n)):
            cards.draw_card(surface, deck.move(-k * 2, -k * 2), cards.card_back(deck.w, deck.h), shadow=k == 0)
        if not n:
            pygame.draw.rect(surface, (60, 46, 36), deck, 2, border_radius=cards.card_radius(deck.w))
        tokens.count_badge(surface, (deck.right - int(u * 0.6), deck.y + int(u * 0.6)), n, int(u * 1.5))
        blit_text(
            surface,
            t("orc_wars.ui.deck"),
            readable(u * 1.6),
            theme.TEXT_DIM,
            midbottom=(deck.centerx, deck.y - int(u * 0.5)),
        )
        pile = obs["discards"][seat]
        if pile:
            cards.draw_card(surface, disc, face(pile[-1], disc.w, disc.h, True))
        else:
            pygame.draw.rect(surface, (60, 46, 36), disc, 2, border_radius=cards.card_radius(disc.w))
        tokens.count_badge(
            surface,
            (disc.right - int(u * 0.6), disc.y + int(u * 0.6)),
            len(pile),
            int(u * 1.5),
            fill=theme.PARCHMENT_DARK,
        )
        blit_text(
            surface,
            t("orc_wars.ui.discard"),
            readable(u * 1.6),
            theme.TEXT_DIM,
            midbottom=(disc.centerx, disc.y - int(u * 0.5)),
        )

    # ------------------------------------------------------------------ chooser
    def chooser_rect(self) -> pygame.Rect:
        """The chooser, as tall as its rows, at the bottom of the board."""
        R, u = self.R, self.R["u"]
        board = R["board"]
        items = self.chooser_items()
        if self.chooser_kind() == "deploy":
            mixes = sum(1 for it in items if it[0][0] == "mix")
            rows = (mixes + 4) // 5
            h = u * (3.6 + 5.4 + 2) + rows * u * 5.4
        else:
            h = u * (3.6 + 2) + len({it[4] for it in items}) * u * 5
        r = pygame.Rect(0, 0, int(min(board.w * 0.96, u * 84)), int(min(board.h * 0.62, h)))
        r.midbottom = (board.centerx, board.bottom - int(u))
        R["chooser"] = r
        return r

    def layout_chooser(self, items) -> list:
        u = self.R["u"]
        box = self.chooser_rect().inflate(-int(u * 2), -int(u * 2))
        out = []
        top = box.y + int(u * 3.6)
        if self.chooser_kind() == "deploy":
            clans = [it for it in items if it[0][0] == "dclan"]
            mixes = [it for it in items if it[0][0] == "mix"]
            gap = int(u * 0.8)
            bw = min(int(u * 15), (box.w - gap * (len(clans) - 1)) // max(1, len(clans)))
            for i, it in enumerate(clans):
                out.append((it, pygame.Rect(box.x + i * (bw + gap), top, bw, int(u * 4.4))))
            y = top + int(u * 5.4)
            per_row = 5
            mw = (box.w - gap * (per_row - 1)) // per_row
            mh = int(u * 4.6)
            for i, it in enumerate(mixes):
                row, col = divmod(i, per_row)
                out.append((it, pygame.Rect(box.x + col * (mw + gap), y + row * (mh + gap), mw, mh)))
            return out
        clans = sorted({it[4] for it in items})
        gap = int(u * 0.8)
        rh = min(int(u * 5), (box.bottom - top) // max(1, len(clans)))
        for ci, c in enumerate(clans):
            row = [it for it in items if it[4] == c]
            x0 = box.x + int(u * 16)
            bw = (box.right - x0 - gap * 2) // 3
            for it in row:
                out.append((it, pygame.Rect(x0 + it[1] * (bw + gap), top + ci * rh, bw, rh - int(u * 0.6))))
        return out

    def draw_chooser(self, surface) -> None:
        if not self.can_act() or not self.chooser_kind():
            return
        u = self.R["u"]
        box = self.chooser_rect()
        draw.panel(surface, box, fill=(44, 30, 22), alpha=245, radius=int(u * 1.4))
        kind = self.chooser_kind()
        title = (
            t("orc_wars.chooser.deploy")
            if kind == "deploy"
            else t("orc_wars.chooser.reinforce", n=self.state.reinforce_limit())
        )
        blit_fit(
            surface,
            title,
            int(u * 2.3),
            box.w - int(u * 3),
            theme.BRASS,
            topleft=(box.x + int(u * 1.2), box.y + int(u * 0.9)),
            bold=True,
        )
        layout = self.layout_chooser(self.chooser_items())
        drawn_clans = set()
        for (target, label, legal, tip, group), r in layout:
            hovered = self.hover is not None and self.hover.target == target
            if target[0] == "reinf":
                c = target[1]
                if c not in drawn_clans:
                    drawn_clans.add(c)
                    emb = art.piece(
                        "circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(u * 1.3)
                    )
                    surface.blit(emb, emb.get_rect(center=(box.x + int(u * 2.6), r.centery)))
                    blit_fit(
                        surface,
                        clan_name(c),
                        int(u * 1.9),
                        int(u * 11),
                        theme.TEXT,
                        midleft=(box.x + int(u * 4.4), r.centery),
                        bold=True,
                    )
                self._choice_button(surface, r, hovered, False)
                img = art.orc_token(target[2], c, int(r.h * 0.3))
                surface.blit(img, img.get_rect(center=(r.x + int(r.h * 0.5), r.centery)))
                name = type_name(target[2])
                blit_fit(surface, name, int(u * 1.9), r.w - r.h, theme.TEXT, midleft=(r.x + r.h, r.centery))
            elif target[0] == "dclan":
                c = target[1]
                chosen = self.choices().deploy_clan() == c
                self._choice_button(surface, r, hovered, chosen)
                emb = art.piece(
                    "circle", art.clan_color(c), theme.PARCHMENT, art.CLAN_EMBLEMS[art.CLANS[c]], int(r.h * 0.3)
                )
                surface.blit(emb, emb.get_rect(center=(r.x + int(r.h * 0.5), r.centery)))
                blit_fit(surface, clan_name(c), int(u * 1.8), r.w - r.h, theme.TEXT, midleft=(r.x + r.h, r.centery))
            else:
                self._choice_button(surface, r, hovered, False)
                mix = E.MIXES[target[1]]
                c = self.choices().deploy_clan()
                kinds = [k for k in range(3) for _ in range(mix[k])]
                rad = int(min(r.h * 0.3, r.w / (len(kinds) * 2.6 + 1)))
                x0 = r.centerx - (len(kinds) - 1) * rad * 1.25
                for i, k in enumerate(kinds):
                    img = art.orc_token(k, c, rad)
                    surface.blit(img, img.get_rect(center=(int(x0 + i * rad * 2.5), r.centery)))

    def _choice_button(self, surface, r, hovered, selected) -> None:
        u = self.R["u"]
        if hovered:
            draw.draw_glow(surface, r, theme.HILITE, spread=int(u), alpha=200, radius=int(u * 0.8))
        fill = (120, 80, 36) if selected else (78, 56, 38)
        pygame.draw.rect(
            surface, theme.lerp_color(fill, (140, 100, 60), 0.4 if hovered else 0), r, border_radius=int(u * 0.8)
        )
        pygame.draw.rect(
            surface, theme.HILITE if (hovered or selected) else theme.BRASS_DARK, r, 2, border_radius=int(u * 0.8)
        )


__all__ = ["OrcWarsPanels", "face", "STEPS"]
