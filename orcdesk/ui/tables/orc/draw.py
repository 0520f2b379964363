"""Drawing the Orc table from ``self.obs``: the frontier, piles and box, both sides' attacks, the hands, the
scoreboard, flights and battle banners, and the final border for the result screen.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards, draw, glyphs, textures, theme, tokens
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, render_text
from orcdesk.ui.tables.orc.art import card_face, spear_card, tribe_tile


class OrcDrawing:
    """The Orc table's drawing (a part of :class:`OrcTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        if not self.R or self.R.get("size") != (W, H):
            self.layout((W, H))
            self.R["size"] = (W, H)
        surface.blit(textures.table_background((W, H)), (0, 0))
        regions = {r.target: r for r in self.hit_regions()}
        self.draw_frontier(surface, regions)
        self.draw_sides(surface)
        self.draw_opponent(surface)
        self.draw_discard(surface)
        self.draw_hand(surface, regions)
        self.draw_status(surface, self.R["status_rect"])
        self.draw_right_panel(surface)
        live = self.can_act()
        phase = self._live_phase()
        for b in (self.flip_button, self.discard_button):
            if b.visible and live and phase == "play" and self.selected is not None:
                b.draw(surface)
        for b in self.start_buttons:
            if live and phase == "start":
                b.draw(surface)
        self.draw_flights(surface)
        self.draw_flashes(surface)

    def draw_frontier(self, surface, regions) -> None:
        R, u, obs = self.R, self.R["u"], self.obs
        legal_tribes = {p for p in range(E.N) if (reg := regions.get(("tribe", p))) is not None and reg.legal}
        hovered = self.hover.target[1] if self.hover is not None and self.hover.target[0] == "tribe" else None
        # Glow behind the lit tribes first, so the tiles stay readable on top of it.
        for p in legal_tribes:
            a = 255 if p == hovered else 130 + int(110 * self.pulse())
            draw.draw_glow(
                surface,
                R["tile"][p],
                theme.HILITE,
                spread=int(u * (2.6 if p == hovered else 1.8)),
                alpha=a,
                radius=int(u),
            )
        for fl in self.flashes:  # battle: a burst of light behind the tile
            a = int(255 * anim.pulse(min(1.0, fl["f"] * 1.6)))
            if a > 0:
                col = theme.ICE if fl["event"]["frozen"] else theme.HILITE
                draw.draw_glow(surface, R["tile"][fl["pos"]], col, spread=int(u * 4.5), alpha=a, radius=int(u))
        for fr in R["frontier_card"]:
            draw.drop_shadow(surface, fr, int(u), offset=int(u * 0.8), blur=int(u * 1.6), alpha=140)
        for tribe in obs["tribes"]:
            tile = R["tile"][tribe["pos"]]
            surface.blit(tribe_tile(tribe["colour"], tribe["value"], tile.w, tile.h), tile)
        for fr in R["frontier_card"]:
            pygame.draw.rect(surface, theme.INK, fr, max(2, int(u * 0.3)), border_radius=int(u * 0.8))
            pygame.draw.line(
                surface, theme.shade(theme.INK, 1.5), (fr.centerx, fr.y + 3), (fr.centerx, fr.bottom - 3), 1
            )
        for tribe in obs["tribes"]:
            p = tribe["pos"]
            tile = R["tile"][p]
            if p in legal_tribes:
                pygame.draw.rect(
                    surface,
                    theme.HILITE,
                    tile.inflate(4, 4),
                    max(2, int(u * (0.5 if p == hovered else 0.3))),
                    border_radius=int(u),
                )
                if p == hovered:
                    self.draw_preview(surface, p)
            elif p == hovered and self.selected is not None:
                draw.alpha_rect(surface, tile, (40, 10, 10), 120, int(u))
                pygame.draw.line(surface, theme.DANGER, tile.topleft, tile.bottomright, max(2, int(u * 0.4)))
                pygame.draw.line(surface, theme.DANGER, tile.topright, tile.bottomleft, max(2, int(u * 0.4)))
            if tribe["status"] == "won":
                self.draw_won(surface, tribe, tile)
            elif tribe["status"] == "frozen":
                self.draw_frozen(surface, tribe, tile)
        for p in range(E.N):
            self.draw_pile(surface, p, obs["tribes"][p]["pile"], regions.get(("pile", p)))
        self.draw_box(surface, regions)

    def draw_preview(self, surface, p: int) -> None:
        """The selected card, translucent, where it would land (the chosen end facing the tribe)."""
        cid = self.selected
        if cid is None:
            return
        count = len(self.obs["tribes"][p]["sides"][self.me]["cards"]) + 1
        r = self.side_rects(p, self.me, count)[-1]
        end = self.card_up_end(cid)
        info = E.card_info(cid)
        face = card_face(info["one"], info["two"], r.w, r.h, end, 1 - end)
        cards.draw_card(surface, r, face, alpha=170, shadow=False, highlight=True, pulse=1.0)

    def draw_won(self, surface, tribe, tile) -> None:
        u = self.R["u"]
        w = tribe["winner"]
        color = theme.SEAT_COLORS[w]
        mine = w == self.me
        draw.alpha_rect(surface, tile, (0, 0, 0), 60, int(u * 0.6))
        # the spear card, on the winner's side, spear pointing at the winner
        SW, SH = self.R["side_card"]
        gap = int(u * 0.6)
        if tribe["spear"] is not None and ("spear", tribe["pos"]) not in self.hidden_now:
            r = pygame.Rect(tile.centerx - SW // 2, tile.bottom + gap if mine else tile.top - gap - SH, SW, SH)
            turn = self.spear_turn(tribe["pos"])
            if turn < 1.0:  # the card turns over to its spear side: squeeze it horizontally
                width = max(2, int(SW * anim.ease_out_back(turn)))
                r = pygame.Rect(r.centerx - width // 2, r.y, width, SH)
                cards.draw_card(surface, r, pygame.transform.smoothscale(spear_card(SW, SH, mine), (width, SH)))
            else:
                cards.draw_card(surface, r, spear_card(SW, SH, mine))
        # a ribbon in the winner's colour pinned across the border edge on the winner's side
        rh = max(10, int(tile.h * 0.17))
        rib = pygame.Rect(0, 0, tile.w + int(u * 1.2), rh)
        rib.center = (tile.centerx, tile.bottom + gap // 2 if mine else tile.top - gap // 2)
        tokens.ribbon(surface, rib, t("orc.ui.won_by", who=self.short_name(w)), color, int(u * 0.4))

    def spear_turn(self, pos: int) -> float:
        """0..1 progress of the spear card turning over during this tribe's battle (1 when not animating)."""
        for fl in self.flashes:
            e = fl["event"]
            if fl["pos"] == pos or any(c["tribe"] == pos for c in e.get("cascade", [])):
                return max(0.0, min(1.0, (fl["f"] - 0.5) / 0.35))
        return 1.0

    def draw_frozen(self, surface, tribe, tile) -> None:
        u = self.R["u"]
        ice = pygame.Surface(tile.size, pygame.SRCALPHA)
        ice.fill((*theme.ICE, 120))
        for i in range(0, tile.w + tile.h, max(6, int(u * 1.6))):
            pygame.draw.line(ice, (255, 255, 255, 70), (i, 0), (i - tile.h, tile.h), 2)
        surface.blit(ice, tile)
        pygame.draw.rect(surface, (220, 245, 255), tile, max(2, int(u * 0.35)), border_radius=int(u * 0.6))
        flake = glyphs.snowflake(int(tile.w * 0.5), (235, 250, 255))
        surface.blit(flake, flake.get_rect(center=(tile.centerx, tile.y + int(tile.h * 0.3))))
        # the label, and an arrow toward the tribe whose winner will take this one too
        n = tribe["frozen_on"]
        label = t("orc.ui.frozen")
        rib = pygame.Rect(tile.x + 2, tile.bottom - int(tile.h * 0.22), tile.w - 4, int(tile.h * 0.2))
        pygame.draw.rect(surface, (40, 70, 100), rib, border_radius=int(u * 0.5))
        blit_fit(surface, label, rib.h * 0.7, rib.w - 4, (235, 250, 255), center=rib.center, bold=True)
        d = -1 if self.R["tile"][n].centerx < tile.centerx else 1
        if abs(n - tribe["pos"]) > 1:  # wrap-around: the neighbour is at the far end
            d = -d
        ax = tile.centerx + d * tile.w // 2
        ay = tile.y + int(tile.h * 0.3)
        pts = [(ax + d * u * 1.6, ay), (ax, ay - u * 1.2), (ax, ay + u * 1.2)]
        pygame.draw.polygon(surface, (40, 70, 100), [(x + d, y) for x, y in pts])
        pygame.draw.polygon(surface, (235, 250, 255), pts)

    def draw_pile(self, surface, p: int, count: int, region) -> None:
        u = self.R["u"]
        r = self.R["pile"][p]
        if count == 0:
            pygame.draw.rect(surface, (255, 255, 255, 40), r, 1, border_radius=cards.card_radius(r.w))
            draw.alpha_rect(surface, r, (0, 0, 0), 50, cards.card_radius(r.w))
            return
        hovered = self.hover is not None and self.hover.target == ("pile", p)
        legal = region is not None and region.legal
        back = cards.card_back(r.w, r.h)
        off = max(1, int(u * 0.35))
        for i in range(count):
            rr = r.move(-i * off // 2, -i * off)
            top = i == count - 1
            cards.draw_card(
                surface,
                rr,
                back,
                shadow=(i == 0),
                highlight=legal and top,
                hovered=hovered and top,
                lift=(u * 0.8 if hovered and top else 0),
                pulse=self.pulse(),
            )
        # count badge
        tokens.count_badge(surface, (r.right - int(u * 0.4), r.bottom - int(u * 0.4)), count, int(u * 1.7))

    def draw_box(self, surface, regions) -> None:
        u = self.R["u"]
        box = self.obs["box"]
        for side, r in self.R["box_slot"].items():
            reg = regions.get(("box", side))
            if box == side:
                draw.drop_shadow(surface, r, int(u), offset=int(u * 0.8), blur=int(u * 1.5))
                surface.blit(glyphs.box_icon(r.w, theme.WOOD_LIGHT), r)
                blit_text(
                    surface,
                    t("orc.ui.box"),
                    int(u * 1.9),
                    theme.TEXT,
                    midtop=(r.centerx, r.bottom + int(u * 0.3)),
                    shadow=True,
                )
            elif reg is not None:
                hovered = self.hover is not None and self.hover.target == ("box", side)
                self.draw_highlight(surface, r, hovered)
                ghost = glyphs.box_icon(r.w, theme.WOOD_LIGHT).copy()
                ghost.set_alpha(255 if hovered else 120)
                surface.blit(ghost, r)
        if box is not None:
            # chevrons between tiles: a tie looks this way
            d = -1 if box == "left" else 1
            for k in range(3):
                fr = self.R["frontier_card"][k]
                y = fr.bottom + int(u * 0.9)
                for cx in (fr.x + fr.w // 4, fr.x + 3 * fr.w // 4):
                    pts = [(cx + d * u * 0.8, y), (cx - d * u * 0.4, y - u * 0.6), (cx - d * u * 0.4, y + u * 0.6)]
                    pygame.draw.polygon(surface, (*theme.TEXT_DIM,), pts)

    def draw_sides(self, surface) -> None:
        for tribe in self.obs["tribes"]:
            p = tribe["pos"]
            for seat in (self.opp, self.me):
                side = tribe["sides"][seat]
                n = len(side["cards"])
                if not n:
                    continue
                rects = self.side_rects(p, seat, n)
                for i, (c, r) in enumerate(zip(side["cards"], rects)):
                    if ("side", p, seat, i) in self.hidden_now:
                        continue
                    if self.last_play is not None and self.last_play[:3] == (p, seat, i) and seat != self.me:
                        # the opponent's latest card keeps a soft marker until the human has played
                        draw.draw_glow(
                            surface,
                            r,
                            theme.SEAT_COLORS[seat],
                            spread=int(self.R["u"] * 1.4),
                            alpha=200,
                            radius=cards.card_radius(r.w),
                        )
                    info = c["card"]
                    end = c["orcs"] - 1
                    up = end if seat == self.me else 1 - end
                    cards.draw_card(surface, r, card_face(info["one"], info["two"], r.w, r.h, up, 1 - end), lift=0)
                # total orcs on this side, beside the stack (once the last card has landed)
                if ("side", p, seat, n - 1) not in self.hidden_now:
                    self.draw_orc_count(surface, p, seat, side)

    def draw_orc_count(self, surface, p, seat, side) -> None:
        u = self.R["u"]
        tile = self.R["tile"][p]
        SW, SH = self.R["side_card"]
        col = side["colour"]
        r = int(u * 1.9)
        x = tile.centerx + SW // 2 + r // 2
        y = tile.bottom + int(u * 2.6) if seat == self.me else tile.top - int(u * 2.6)
        tokens.count_badge(surface, (x, y), side["orcs"], r, fill=theme.tribe_color(col))

    def draw_opponent(self, surface) -> None:
        R, u = self.R, self.R["u"]
        row = R["opp_row"]
        n = self.obs["hand_counts"][self.opp]
        rects = self.opp_rects(n)
        back = cards.card_back(*R["opp_card"])
        revealed = self.obs["hands"][self.opp]
        if revealed is not None:  # the game is over: hands are shown
            rects = self.opp_rects_open(len(revealed))
            for c, r in zip(revealed, rects):
                cards.draw_card(surface, r, card_face(c["one"], c["two"], r.w, r.h, 1))
        for i, r in enumerate(rects if revealed is None else []):
            if i == len(rects) - 1 and ("opp_last",) in self.hidden_now:
                continue
            cards.draw_card(surface, r, back, angle=cards.wobble(i, 2.5))
        # name plate
        plate = pygame.Rect(row.x, row.y + int(row.h * 0.15), int(row.w * 0.26), int(row.h * 0.7))
        self.draw_turn_glow(surface, plate, self.opp)
        draw.panel(surface, plate, fill=(42, 30, 22), radius=int(u))
        badge = (plate.x + plate.h // 2, plate.centery)
        if self.is_human(self.opp):
            self.draw_seat_badge(surface, self.opp, badge, int(plate.h * 0.34))
        else:  # the AI's face, its seat colour beside it
            self.draw_portrait(surface, self.opp, badge, int(plate.h * 0.8))
            self.draw_seat_badge(
                surface, self.opp, (badge[0] + int(plate.h * 0.3), badge[1] + int(plate.h * 0.3)), int(plate.h * 0.13)
            )
        name = self.seat_name(self.opp)
        blit_fit(
            surface,
            name,
            u * 2.6,
            plate.w - plate.h - u,
            theme.TEXT,
            midleft=(plate.x + plate.h, plate.centery - int(u * 1.2)),
            bold=True,
        )
        blit_text(
            surface,
            t("orc.ui.cards_in_hand", n=n),
            int(u * 2.0),
            theme.TEXT_DIM,
            midleft=(plate.x + plate.h, plate.centery + int(u * 1.5)),
        )
        if rects:
            last = rects[-1]
            tokens.count_badge(surface, (last.right + int(u * 1.5), last.centery), n, int(u * 2.2))
        if self.ai_thinking and self.thinking_seat == self.opp:
            dots = "." * (1 + int(self.time * 3) % 3)
            blit_text(
                surface,
                t("orc.ui.thinking") + dots,
                int(u * 2.2),
                theme.HILITE_SOFT,
                midleft=(plate.right + int(u), plate.centery),
                italic=True,
                shadow=True,
            )

    def draw_discard(self, surface) -> None:
        """Cards set aside (discarded, or left over from battles): public, the latest face up on top."""
        R, u = self.R, self.R["u"]
        r = R["discard"]
        w, h = r.size
        pile = self.obs["discard"]
        label = t("orc.ui.discard_pile")
        blit_text(
            surface,
            label,
            int(u * 1.9),
            theme.TEXT_DIM,
            midright=(r.x - int(u * 1.2), r.centery),
            italic=True,
            shadow=True,
        )
        if not pile:
            pygame.draw.rect(surface, (255, 255, 255), r, 1, border_radius=cards.card_radius(w))
            return
        for i, c in enumerate(pile[-3:]):
            rr = r.move(-(min(3, len(pile)) - 1 - i) * int(u * 0.5), 0)
            cards.draw_card(surface, rr, card_face(c["one"], c["two"], w, h, 1), angle=cards.wobble(c["id"], 6))
        tokens.count_badge(surface, (r.right + int(u * 0.8), r.bottom - int(u * 0.8)), len(pile), int(u * 1.6))

    def draw_turn_glow(self, surface, plate: pygame.Rect, seat: int) -> None:
        """Whose turn it is: that player's name plate glows in the seat's colour."""
        if self.obs["turn"] == seat and not self.state.is_terminal():
            draw.draw_glow(
                surface,
                plate,
                theme.SEAT_COLORS[seat],
                spread=int(self.R["u"] * 1.6),
                alpha=150 + int(80 * self.pulse(2.0)),
                radius=int(self.R["u"]),
            )

    def draw_seat_badge(self, surface, seat, center, radius) -> None:
        tokens.seat_token(surface, seat, center, radius)

    def draw_hand(self, surface, regions) -> None:
        R, u = self.R, self.R["u"]
        hand = self.obs["hand"]
        rects = self.hand_rects(len(hand))
        can = self.can_act() and self._live_phase() == "play"
        hovered_card = self.hover.target[1] if self.hover is not None and self.hover.target[0] == "hand" else None
        for c, r in zip(hand, rects):
            cid = c["id"]
            if ("hand", cid) in self.hidden_now:
                continue
            lift_s = self.hand_hover.setdefault(cid, anim.Smooth(0.0, 16.0))
            lift_s.target = (2.5 if cid == self.selected else 1.0 if cid == hovered_card else 0.0) * u
            up = self.card_up_end(cid)
            face = card_face(c["one"], c["two"], r.w, r.h, up)
            sel = cid == self.selected
            drawn = cards.draw_card(
                surface,
                r,
                face,
                lift=lift_s.value,
                highlight=sel or (can and self.selected is None),
                hovered=cid == hovered_card,
                pulse=self.pulse(),
                glow_color=theme.HILITE if sel else theme.HILITE_SOFT,
            )
            if sel:
                # mark the end that will face the tribe
                tip = pygame.Rect(drawn.x, drawn.y - int(u * 2.6), drawn.w, int(u * 2.2))
                pts = [(tip.centerx, tip.y), (tip.centerx - u, tip.bottom), (tip.centerx + u, tip.bottom)]
                pygame.draw.polygon(surface, theme.HILITE, [(x, y + u * 0.4) for x, y in pts])
        if not hand:
            blit_text(surface, t("orc.ui.empty_hand"), int(u * 2.4), theme.TEXT_DIM, center=R["hand_area"].center)
        # my name plate, left of the hand
        row = R["hand"]
        plate = pygame.Rect(row.x, row.bottom - int(row.h * 0.5), int(u * 14.5), int(row.h * 0.45))
        self.draw_turn_glow(surface, plate, self.me)
        draw.panel(surface, plate, fill=(42, 30, 22), radius=int(u))
        self.draw_seat_badge(surface, self.me, (plate.centerx, plate.y + int(plate.h * 0.36)), int(plate.h * 0.24))
        name = self.seat_name(self.me)
        blit_fit(
            surface,
            name,
            u * 2.3,
            plate.w - u,
            theme.TEXT,
            center=(plate.centerx, plate.bottom - int(plate.h * 0.2)),
            bold=True,
        )

    def draw_right_panel(self, surface) -> None:
        """The scoreboard and the game log: a column at the right, or a band below the border in a narrow window
        (layout). The scoreboard scales with its own panel, not with the border's cards."""
        R = self.R
        sp = R["score"]
        u = min(theme.unit(surface.get_size()), sp.h / 22, sp.w / 30)
        draw.panel(surface, sp, fill=(34, 24, 20), alpha=220, radius=int(u * 1.5))
        y = sp.y + int(u * 1.5)
        title = blit_text(
            surface, t("orc.ui.scores"), int(u * 2.3), theme.BRASS, topleft=(sp.x + int(u * 1.6), y), bold=True
        )
        pile_txt = t("orc.ui.piles_left", n=self.obs["piles_total"])
        room = sp.right - int(u * 1.6) - title.right - int(u * 1.5)
        blit_fit(surface, pile_txt, int(u * 1.9), room, theme.TEXT_DIM, topright=(sp.right - int(u * 1.6), y + 2))
        y += int(u * 4)
        for seat in (self.me, self.opp):
            row = pygame.Rect(sp.x + int(u * 1.2), y, sp.w - int(u * 2.4), int(u * 7.6))
            draw.alpha_rect(surface, row, (255, 255, 255), 14, int(u))
            self.draw_seat_badge(surface, seat, (row.x + int(u * 3), row.centery), int(u * 2.2))
            name = self.short_name(seat)
            blit_text(
                surface, name, int(u * 2.3), theme.TEXT, topleft=(row.x + int(u * 6.2), row.y + int(u * 0.9)), bold=True
            )
            score = self.obs["scores"][seat]
            blit_text(
                surface,
                str(score),
                int(u * 4.2),
                theme.HILITE_SOFT,
                midright=(row.right - int(u * 1.2), row.centery),
                bold=True,
                shadow=True,
            )
            # emblems of the tribes won
            x = row.x + int(u * 6.2)
            for tribe in self.obs["tribes"]:
                if tribe["winner"] == seat:
                    em = glyphs.emblem(
                        theme.TRIBE_GLYPHS[tribe["colour"]],
                        int(u * 2.6),
                        theme.tribe_color(tribe["colour"]),
                        theme.tribe_dark(tribe["colour"]),
                    )
                    surface.blit(em, (x, row.y + int(u * 4.1)))
                    x += int(u * 2.9)
            if x == row.x + int(u * 6.2):
                blit_fit(
                    surface,
                    t("orc.ui.no_tribe"),
                    int(u * 1.8),
                    row.right - x - int(u * 1),
                    theme.TEXT_DIM,
                    topleft=(x, row.y + int(u * 4.4)),
                    italic=True,
                )
            y += row.h + int(u * 1)
        self.log.draw(surface, R["log"])

    @property
    def hidden_now(self) -> set:
        """What is not drawn at its place now: spears under a battle flash, cards still in flight."""
        return self.hidden | self.flights.hidden

    def draw_flights(self, surface) -> None:
        self.flights.draw(surface)

    def draw_fading_sides(self, surface, pos: int, f: float) -> None:
        """The cards that fought, as they were before the battle, fading out in the first half of the flash."""
        if f >= 0.55:
            return
        alpha = int(255 * (1 - f / 0.55))
        before = self.prev_obs["tribes"][pos]
        if before["status"] != "open":
            return
        for seat in (self.opp, self.me):
            side = before["sides"][seat]
            rects = self.side_rects(pos, seat, len(side["cards"]))
            for c, r in zip(side["cards"], rects):
                info, end = c["card"], c["orcs"] - 1
                up = end if seat == self.me else 1 - end
                cards.draw_card(
                    surface, r, card_face(info["one"], info["two"], r.w, r.h, up, 1 - end), alpha=alpha, shadow=False
                )

    def draw_flashes(self, surface) -> None:
        u = self.R["u"]
        for fl in self.flashes:
            e, f = fl["event"], fl["f"]
            tile = self.R["tile"][fl["pos"]]
            self.draw_fading_sides(surface, fl["pos"], f)
            # the verdict banner
            a, b = e["orcs"][self.me], e["orcs"][self.opp]
            text = t("orc.ui.battle_score", a=a, b=b, me=self.short_name(self.me), opp=self.short_name(self.opp))
            if e["frozen"]:
                verdict = t("orc.ui.verdict_frozen")
            elif e["winner"] == self.me and self.is_human(self.me):
                verdict = t("orc.ui.verdict_you")
            else:
                verdict = t("orc.ui.verdict_seat", who=self.short_name(e["winner"]))
            scale = anim.ease_out_back(min(1.0, f * 3))
            alpha = int(255 * min(1.0, (1 - f) * 4))
            banner = pygame.Rect(0, 0, int(tile.w * 2.6 * scale), int(u * 8 * scale))
            if banner.w < 8 or banner.h < 8:
                continue
            banner.center = (tile.centerx, tile.centery)
            layer = pygame.Surface(banner.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (40, 24, 16, 235), layer.get_rect(), border_radius=banner.h // 3)
            pygame.draw.rect(layer, (*theme.BRASS, 255), layer.get_rect(), 2, border_radius=banner.h // 3)
            s1 = render_text(
                t("orc.ui.battle") + "  " + text,
                fit_size(t("orc.ui.battle") + "  " + text, banner.h * 0.34, banner.w - 8, True),
                theme.HILITE_SOFT,
                bold=True,
            )
            s2 = render_text(verdict, max(8, int(banner.h * 0.3)), theme.TEXT)
            layer.blit(s1, s1.get_rect(midtop=(banner.w // 2, int(banner.h * 0.1))))
            layer.blit(s2, s2.get_rect(midbottom=(banner.w // 2, int(banner.h * 0.92))))
            layer.set_alpha(alpha)
            surface.blit(layer, banner)

    # ------------------------------------------------------------------ a won tribe looked back at
    def shown_past_battle(self) -> int | None:
        """The won tribe whose battle is shown now: the one pinned with B, else the one under the pointer."""
        if self.pinned_battle is not None:
            return self.pinned_battle
        if self.app.stack.top is not self or not self.R:
            return None
        for tribe in self.obs["tribes"]:
            if tribe["status"] == "won" and self.R["tile"][tribe["pos"]].collidepoint(self.mouse):
                return tribe["pos"]
        return None

    def draw_past_battle(self, surface, pos: int) -> None:
        """Both armies that fought for the won tribe at ``pos`` (the opponent's above, yours below, each card with
        the end that counted, as they lay at the border), their totals, and how it was decided."""
        record = self.past_battle(pos)
        if record is None:
            return
        R, u = self.R, self.R["u"]
        uw = theme.unit(surface.get_size())  # words at the window's scale (u shrinks with the cards when narrow)
        tile, play = R["tile"][pos], R["play"]
        SW, SH = R["side_card"]
        cw, ch = max(12, int(SW * 0.9)), max(20, int(SH * 0.9))
        pad, gap = int(u * 1.4), int(u * 0.5)
        title_size, text_size = max(12, int(uw * 2.5)), max(12, int(uw * 2.1))
        rows = [(seat, record["armies"][seat]) for seat in (self.opp, self.me)]
        labels = [t("orc.ui.past_army", who=self.seat_name(seat), n=record["orcs"][seat]) for seat, _ in rows]
        label_w = max(render_text(text, text_size, theme.TEXT, bold=True).get_width() for text in labels)
        most = max(1, max(len(army) for _, army in rows))
        step = cw + gap
        cards_x = pad + int(uw * 2.6) + label_w + pad  # from the box's left: token, label, then the cards
        width = max(
            cards_x + most * step + pad,
            pad * 2
            + max(
                render_text(record["verdict"], text_size, theme.TEXT).get_width(),
                render_text(
                    t("orc.ui.past_title", tribe=record["tribe"]), title_size, theme.TEXT, bold=True
                ).get_width(),
            ),
        )
        width = min(width, play.w)
        if width < cards_x + most * step + pad:  # a long battle in a narrow window: the cards overlap
            step = max(int(cw * 0.3), (width - cards_x - pad - cw) // max(1, most - 1))
        height = pad * 2 + int(title_size * 1.5) + 2 * (ch + gap) + int(text_size * 1.6)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (tile.centerx, tile.bottom + int(u * 2.4))
        if box.bottom > play.bottom:
            box.midbottom = (tile.centerx, tile.top - int(u * 2.4))
        box.clamp_ip(play)
        # which tribe it is about: a brass frame on the tile and a notch of the panel pointing at it
        pygame.draw.rect(
            surface, theme.BRASS, tile.inflate(int(u), int(u)), max(2, int(u * 0.45)), border_radius=int(u)
        )
        below = box.y > tile.centery
        edge_y = box.y if below else box.bottom
        tip_y = tile.bottom if below else tile.top
        cx = max(box.x + int(u * 3), min(box.right - int(u * 3), tile.centerx))
        pygame.draw.polygon(
            surface, theme.BRASS, [(cx - int(u * 1.4), edge_y), (cx + int(u * 1.4), edge_y), (cx, tip_y)]
        )
        draw.panel(surface, box, fill=(40, 28, 22), alpha=255, radius=int(u * 1.2))
        y = box.y + pad
        title = t("orc.ui.past_title", tribe=record["tribe"])
        title = title[:1].upper() + title[1:]
        blit_fit(surface, title, title_size, box.w - 2 * pad, theme.BRASS, topleft=(box.x + pad, y), bold=True)
        y += int(title_size * 1.5)
        for (seat, army), label in zip(rows, labels):
            row = pygame.Rect(box.x + pad // 2, y, box.w - pad, ch + gap)
            if seat == record["winner"]:  # the winning army sits on a band of the winner's colour
                draw.alpha_rect(surface, row, theme.SEAT_COLORS[seat], 60, int(u * 0.6))
            tokens.seat_token(surface, seat, (box.x + pad + int(uw * 1.1), row.centery), int(uw * 1.0))
            blit_fit(
                surface,
                label,
                text_size,
                label_w,
                theme.TEXT,
                midleft=(box.x + pad + int(uw * 2.6), row.centery),
                bold=True,
            )
            x = box.x + cards_x
            if not army:
                blit_text(
                    surface, t("orc.ui.past_no_card"), text_size, theme.TEXT_DIM, midleft=(x, row.centery), italic=True
                )
            for cid, orcs in army:
                info, end = E.card_info(cid), orcs - 1
                up = end if seat == self.me else 1 - end  # the counting end toward the border, as it lay
                r = pygame.Rect(x, row.y + gap // 2, cw, ch)
                cards.draw_card(surface, r, card_face(info["one"], info["two"], cw, ch, up, 1 - end), shadow=False)
                x += step
            y += ch + gap
        verdict = record["verdict"]
        blit_fit(
            surface,
            verdict,
            text_size,
            box.w - 2 * pad,
            theme.HILITE_SOFT,
            topleft=(box.x + pad, y + int(text_size * 0.3)),
        )

    def draw_result_art(self, surface, rect) -> None:
        """The final border in miniature: each tribe with the token of its winner and its points."""
        u = self.R["u"]
        tw = min(int(rect.w / 6.6), int(rect.h * 0.45))
        th = int(tw * 1.25)
        x0 = rect.centerx - (6 * tw + 5 * int(u * 0.4)) // 2
        y = rect.y + int(u * 4)
        box = self.obs["box"]
        for tribe in self.obs["tribes"]:
            r = pygame.Rect(x0 + tribe["pos"] * (tw + int(u * 0.4)), y, tw, th)
            draw.drop_shadow(surface, r, int(u * 0.5), offset=int(u * 0.4), blur=int(u))
            surface.blit(tribe_tile(tribe["colour"], tribe["value"], tw, th), r)
            w = tribe["winner"]
            if w is not None:
                tokens.seat_token(surface, w, (r.centerx, r.bottom + int(u * 3)), int(u * 2.2))
            else:
                blit_text(surface, "–", int(u * 3), theme.TEXT_DIM, center=(r.centerx, r.bottom + int(u * 3)))
        if box is not None:
            bx = x0 - int(u * 5) if box == "left" else x0 + 6 * (tw + int(u * 0.4)) + int(u * 0.6)
            icon = glyphs.box_icon(int(u * 4.4), theme.WOOD_LIGHT)
            surface.blit(icon, (bx, y + th // 2 - icon.get_height() // 2))
        # legend: the two seat tokens with names
        ly = y + th + int(u * 8)
        for i, seat in enumerate((self.me, self.opp)):
            cx = rect.x + int(rect.w * (0.25 + 0.5 * i))
            tokens.seat_token(surface, seat, (cx - int(u * 5), ly), int(u * 1.8))
            blit_text(
                surface, self.short_name(seat), int(u * 2.3), theme.TEXT, midleft=(cx - int(u * 2.6), ly), bold=True
            )
