"""Drawing the Orcs & Trolls table from ``self.obs``: the opponents' panels, the draft, the centre (piles, the
trial or attack under way, the 3D dice and their numbers), the viewer's pack and hand, the buttons, the
scoreboard and log, the flying card and the hover zoom.
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.cards import CARDS
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cards import card_back, draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, draw_text_box, fit_size, text_width
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.orcs_trolls.art import (
    CARD_RATIO,
    card_face,
    card_name,
    check_mark,
    danger_marker,
    frog_marker,
    trait_cross,
    trap_marker,
    treasure_summary,
    tucked_treasure,
    vp_badge,
)

C = CARDS
PIP_LOOK = dicekit.pip_die_look("ivory")
ATTACK_LOOK = dicekit.pip_die_look("red")
GOOD_OUTCOMES = ("passed", "freed", "keeps", "kills", "troll_joins", "no_marker_left")


class OrcsTrollsDrawing:
    """The Orcs & Trolls table's drawing (a part of :class:`OrcsTrollsTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(table_background(surface.get_size()), (0, 0))
        self.hover_card = None
        legal = self._legal()
        regions = {r.target: r for r in self.hit_regions()}
        for s in self.others:
            self._draw_opponent(surface, s, regions)
        if (
            not self.queue.busy
            or self.ai_thinking
            or self.state.is_terminal()
            or self.gate_waiting()
            or self.presenter.moving_seat is not None
        ):  # an AI's move playing out is named
            self.draw_status(surface, self.status_rect)
        if self.obs["phase"] == "setup":
            self._draw_draft(surface, regions)
        else:
            self._draw_centre(surface)
            self._draw_own(surface, regions)
        self._draw_buttons(surface, legal)
        self._draw_hand(surface, regions)
        self._draw_side(surface)
        self._draw_flying(surface)
        self._draw_banner(surface)
        self._draw_hover_zoom(surface)

    # --- opponents
    def _draw_opponent(self, surface, seat: int, regions) -> None:
        u = self.u
        r = self.opp_rect[seat]
        acting = seat in self.obs["to_act"]
        edge = theme.SEAT_COLORS[seat % 4] if acting else theme.PANEL_EDGE
        if ("seat", seat) in regions:
            self.draw_highlight(surface, r, hovered=self.hover is not None and self.hover.target == ("seat", seat))
        draw.panel(surface, r, fill=(30, 40, 32), edge=edge, alpha=200, radius=int(u * 1.5), edge_px=3 if acting else 2)
        self._draw_header(surface, seat, pygame.Rect(r.x + int(u), r.y + int(u * 0.8), r.w - int(u * 2), int(u * 4.5)))
        self._draw_pack(surface, seat, regions)

    def _draw_header(self, surface, seat: int, r: pygame.Rect) -> None:
        """Name (and under it the orc deck, kills and whether he is playing), the face-down hand with its
        count and the VP badge."""
        u = self.u
        col = theme.SEAT_COLORS[seat % 4]
        top = r.y + int(u * 1.3)
        pygame.draw.circle(surface, col, (r.x + int(u * 1.2), top), int(u * 1.1))
        v = self.obs["vp"][seat]
        bs = int(u * 5)
        badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][seat]))
        brect = badge.get_rect(topright=(r.right, r.y - int(u * 0.3)))
        surface.blit(badge, brect)
        self._vp_hover(brect, seat)
        # hand: a small fan of backs and the count
        cw, ch = int(u * 2.6), int(u * 3.8)
        n = self.obs["hand_counts"][seat]
        shown = min(n, 4)
        x0 = brect.x - int(u * 5.5) - shown * int(u * 0.6)
        for i in range(shown):
            surface.blit(card_back(cw, ch), (x0 + i * int(u * 0.6), brect.centery - ch // 2))
        nx = x0 + shown * int(u * 0.6) + cw + int(u * 0.4)
        nr = blit_text(
            surface, str(n), int(u * 2.6), theme.TEXT, midleft=(nx, brect.centery), bold=True, outline=theme.INK
        )
        self._tip(
            pygame.Rect(x0, brect.y, nr.right - x0, brect.h),
            t("orcs_trolls.ui.hand_tip", who=self.seat_name(seat), n=n),
        )
        name = self.seat_name(seat)
        blit_fit(
            surface,
            name,
            int(u * 2.6),
            x0 - r.x - int(u * 3.5),
            theme.TEXT,
            midleft=(r.x + int(u * 2.8), top),
            bold=True,
            shadow=True,
        )
        text = t(
            "orcs_trolls.ui.header_counts",
            orcs=self.obs["orc_decks"][seat]["count"],
            kills=len(self.obs["killed"][seat]),
        )
        if self.obs["active"] == seat and self.obs["phase"] != "setup":
            text = t("orcs_trolls.ui.active") + " · " + text
        colour = theme.HILITE_SOFT if self.obs["active"] == seat else theme.TEXT_DIM
        tr = blit_fit(
            surface,
            text,
            int(u * 1.9),
            x0 - r.x - int(u * 3.5),
            colour,
            midleft=(r.x + int(u * 2.8), top + int(u * 2.6)),
        )
        self._tip(tr, self._deck_tip(seat))

    def _deck_tip(self, seat: int) -> str:
        """The orcs still to come (the drafted orcs are public) and the enemies killed."""
        left = self.obs["orc_decks"][seat]["orcs"]
        killed = self.obs["killed"][seat]
        text = t("orcs_trolls.ui.deck_tip", n=len(left), names=", ".join(card_name(c) for c in left) or "—")
        if killed:
            text += " " + t("orcs_trolls.ui.kills_tip", names=", ".join(card_name(c) for c in killed))
        return text

    def _tip(self, rect: pygame.Rect, text: str) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self:
            self.app.tooltip.show(text, self.mouse)

    def _vp_hover(self, rect: pygame.Rect, seat: int) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self:
            v = self.obs["vp"][seat]
            text = t(
                "orcs_trolls.ui.vp_breakdown",
                members=v["members"],
                treasures=v["treasures"],
                killed=v["killed"],
                total=v["total"],
            )
            if self.obs["pending_win"][seat]:
                text += " " + t("orcs_trolls.ui.pending_win")
            self.app.tooltip.show(f"{self.seat_name(seat)}: {text}", self.mouse)

    def _draw_pack(self, surface, seat: int, regions) -> None:
        u = self.u
        layout = self._pack_layout(seat)
        if not layout:
            r = self.opp_rect[seat] if seat != self.viewer else self.pack_rect
            blit_text(
                surface,
                t("orcs_trolls.ui.empty_pack"),
                int(u * 2.2),
                theme.TEXT_DIM,
                center=(r.centerx, r.centery + int(u * 2)),
            )
            return
        ctx = self.obs.get("context") or {}
        left = set(ctx.get("left") or []) if ctx.get("seat") == seat else set()
        rolling = self.roll_show.get("member") if self.roll_show else None
        results = self.panel_results() if self.panel is not None and self.panel["seat"] == seat else {}
        for i, (m, rect, tucks) in enumerate(layout):
            card = m["card"]
            # a long pack overlaps: the name fits the part the next card leaves in sight (as in the hand)
            seen_w = layout[i + 1][1].x - rect.x if i + 1 < len(layout) else rect.w
            for tre, trect in reversed(tucks):
                if isinstance(tre, tuple):  # an opponent's orc: all its treasures on one strip (layout)
                    surface.blit(treasure_summary(tre, trect.w, trect.h), trect)
                    if m["grab"] is not None and m["grab"] in tre:
                        pygame.draw.rect(
                            surface, theme.HILITE_SOFT, trect, max(1, int(u * 0.25)), border_radius=trect.h // 3
                        )
                    if trect.collidepoint(self.mouse):
                        self.hover_card = (tre[-1], trect)
                    continue
                reg = regions.get(("treasure", card, tre))
                grabbing = m["grab"] == tre
                strip = tucked_treasure(tre, trect.w, trect.h)
                surface.blit(strip, trect)
                if grabbing:
                    pygame.draw.rect(
                        surface, theme.HILITE_SOFT, trect, max(1, int(u * 0.25)), border_radius=trect.h // 3
                    )
                if reg is not None:
                    sel = self.selected == ("treasure", card, tre)
                    hov = self.hover is not None and self.hover.target == reg.target
                    self.draw_highlight(surface, trect, hovered=sel or hov)
                    surface.blit(strip, trect)
                if trect.collidepoint(self.mouse):
                    self.hover_card = (tre, trect)
            reg = regions.get(("member", seat, card))
            hl = reg is not None and reg.legal
            hovered = hl and self.hover is not None and self.hover.target == ("member", seat, card)
            face = card_face(card, rect.w, rect.h, False, seen_w if seen_w < rect.w else 0)  # zoom for the text
            if m["status"] != "active":  # frogs and trapped members score nothing and do nothing: greyed
                face = pygame.transform.grayscale(face)
            if m["endangered"]:  # the rulebook turns the card upside down
                face = pygame.transform.rotate(face, 180)
            glow = theme.HILITE
            if card == rolling and self.roll_show is not None and self.roll_show.get("seat") == seat:
                glow, hl = (120, 200, 255), True
            draw_card(surface, rect, face, highlight=hl, hovered=hovered, glow_color=glow, pulse=self.pulse())
            ms = max(12, int(rect.w * 0.62))
            if m["status"] == "frog":
                surface.blit(frog_marker(ms), frog_marker(ms).get_rect(center=rect.center))
            elif m["status"] == "trapped":
                surface.blit(trap_marker(ms), trap_marker(ms).get_rect(center=rect.center))
            if m["status"] == "dead":  # just eliminated by the dice shown: a red cross until the move ends
                wd = max(3, int(rect.w * 0.08))
                for a, b in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
                    pygame.draw.line(surface, (60, 10, 8), a, b, wd + 4)
                    pygame.draw.line(surface, theme.DANGER, a, b, wd)
            if m["endangered"]:
                ds = max(10, int(rect.w * 0.36))
                surface.blit(danger_marker(ds), (rect.right - ds + ds // 4, rect.y - ds // 4))
            if m["acted"] or m["gave"]:
                check_mark(
                    surface, (rect.x + int(rect.w * 0.2), rect.bottom - int(rect.h * 0.14)), max(8, int(rect.w * 0.2))
                )
            if card in left:
                pygame.draw.circle(surface, theme.HILITE_SOFT, (rect.centerx, rect.bottom - int(u)), int(u * 0.7))
            if card in results and not (card == rolling and self.roll_t < 1.0):
                self._result_tag(surface, results[card], rect)
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)

    def _result_tag(self, surface, roll: dict, rect: pygame.Rect) -> None:
        """The result of the member's roll on show, on its card: "7 vs 6" in green (it holds) or red."""
        text = (
            t("orcs_trolls.ui.tag", total=roll["total"], need=roll["need"])
            if roll.get("need") is not None
            else str(roll["total"])
        )
        size = fit_size(text, max(10, int(self.u * 2.2)), rect.w + int(self.u * 1.5), bold=True)
        w = text_width(text, size, bold=True) + int(self.u * 1.6)
        tag = pygame.Rect(0, 0, w, int(size * 1.45))
        tag.center = (rect.centerx, rect.y + int(rect.h * 0.64))
        good = roll["outcome"] in GOOD_OUTCOMES
        fill = (34, 96, 48) if good else (150, 34, 28)
        pygame.draw.rect(surface, (16, 12, 10), tag.inflate(4, 4), border_radius=tag.h // 2 + 2)
        pygame.draw.rect(surface, fill, tag, border_radius=tag.h // 2)
        blit_text(surface, text, size, theme.TEXT, center=tag.center, bold=True, shadow=True)

    # --- draft
    def _draw_draft(self, surface, regions) -> None:
        u = self.u
        for card, rect in self._draft_layout().items():
            reg = regions.get(("draft", card))
            ok = reg is not None and reg.legal
            hovered = ok and self.hover is not None and self.hover.target == ("draft", card)
            draw_card(
                surface,
                rect,
                card_face(card, rect.w, rect.h, False),
                highlight=ok,
                hovered=hovered,
                lift=u if hovered else 0,
                pulse=self.pulse(),
            )
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)
        # own picks so far, and what the trait crosses mean
        picks = self.obs["orc_decks"][self.viewer]["orcs"]
        text = t("orcs_trolls.ui.your_picks", n=len(picks), names=", ".join(card_name(c) for c in picks))
        size = fit_size(text, int(u * 2.4), self.play_rect.w - int(u * 4))
        y = self.size[1] - int(u * 9)
        blit_text(surface, text, size, theme.TEXT, center=(self.play_rect.centerx, y), shadow=True)
        self._draw_trait_legend(surface, (self.play_rect.centerx, y + int(u * 4)))

    def _draw_trait_legend(self, surface, centre) -> None:
        u = self.u
        items = [
            (name, t(f"orcs_trolls.trait.{name}.text")) for name in ("strength", "swimming", "agility", "charisma")
        ]
        size = int(u * 1.9)
        cs = int(u * 2.2)
        widths = [cs + int(u * 0.6) + text_width(text, size) for _, text in items]
        gap = int(u * 2)
        total = sum(widths) + gap * (len(items) - 1)
        room = self.play_rect.w - int(u * 2)
        if total > room:  # two rows of two rather than words too small to read
            column = (room - gap) // 2
            for k, (name, text) in enumerate(items):
                x = centre[0] - room // 2 + (k % 2) * (column + gap)
                y = centre[1] + int((k // 2 - 0.5) * cs * 1.3)
                surface.blit(trait_cross(name, cs), (x, y - cs // 2))
                blit_fit(
                    surface, text, size, column - cs - int(u * 0.6), theme.TEXT_DIM, midleft=(x + cs + int(u * 0.6), y)
                )
            return
        x = centre[0] - total // 2
        for (name, text), w in zip(items, widths):
            surface.blit(trait_cross(name, cs), (x, centre[1] - cs // 2))
            blit_text(surface, text, size, theme.TEXT_DIM, midleft=(x + cs + int(u * 0.6), centre[1]))
            x += w + gap

    # --- centre: piles, the trial or attack, the dice
    def _draw_centre(self, surface) -> None:
        u = self.u
        dr, xr = self.deck_rect, self.discard_rect
        n = self.obs["deck_count"]
        if n:
            for i in range(min(4, n // 12 + 1)):
                draw_card(surface, dr.move(-i, -i), card_back(dr.w, dr.h), shadow=i == 0)
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, dr, 2, border_radius=int(u))
        label = t("orcs_trolls.ui.deck", n=n)
        blit_fit(
            surface,
            label,
            int(u * 2),
            dr.w + int(u * 1.2),
            theme.TEXT,
            midtop=(dr.centerx, dr.bottom + int(u * 0.6)),
            shadow=True,
        )
        disc = list(self.obs["discard"])
        if disc and ("card", disc[-1]) in self.flights.hidden:
            disc.pop()
        stage = set(self._stage_cards())
        while disc and disc[-1] in stage:  # the trial or attack on show is still on the stage, not yet here
            disc.pop()
        if disc:
            draw_card(surface, xr, card_face(disc[-1], xr.w, xr.h))
            if xr.collidepoint(self.mouse):
                self.hover_card = (disc[-1], xr)
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, xr, 2, border_radius=int(u))
        label = t("orcs_trolls.ui.discard", n=len(self.obs["discard"]))
        blit_fit(
            surface,
            label,
            int(u * 2),
            xr.w + int(u * 1.2),
            theme.TEXT,
            midtop=(xr.centerx, xr.bottom + int(u * 0.6)),
            shadow=True,
        )
        self._draw_stage(surface)

    def _draw_stage(self, surface) -> None:
        u = self.u
        st = self.stage_rect
        ctx = self.panel or self.obs.get("context")
        x = st.x
        if ctx:
            cards = self._stage_cards()
            title = self._context_title(ctx)
            size = fit_size(title, int(u * 2.4), st.w)
            blit_text(
                surface, title, size, theme.HILITE_SOFT, topleft=(st.x, st.y + int(u * 0.3)), bold=True, shadow=True
            )
            r = None
            for c in cards:
                r = self._stage_slot(c)
                if ("card", c) not in self.flights.hidden:
                    draw_card(surface, r, card_face(c, r.w, r.h))
                if r.collidepoint(self.mouse):
                    self.hover_card = (c, r)
            if r is not None:
                x = r.right + int(u * 2)
        top = st.y + int(u * 3.5) if ctx else st.y + int(u)
        dice_area = pygame.Rect(x, top, st.right - x, st.bottom - top)
        self._draw_dice(surface, dice_area)

    def _draw_dice(self, surface, area: pygame.Rect) -> None:
        """The attack die (red) and the member's three dice (two kept lit, one dimmed), each with its numbers in
        words: dice + bonuses vs target -> band -> outcome. Wide stages write them beside the dice; narrow ones
        (square windows) in the same order under the stage's cards and dice, the stage's whole width."""
        u = self.u
        ds = self.die_size
        x = area.x + int(ds * 0.8)
        y = area.y + int(ds * 0.75)
        att, roll = self.attack_show, self.roll_show
        tumbling = self.roll_t < 1.0
        text_size = int(u * 2.3)
        beside = not self.wide_hand
        lines: list[tuple[str, dict | None]] = []  # (words, the roll whose outcome they are, if any)

        def say(text: str, pos, outcome: dict | None = None) -> None:
            if not beside:
                lines.append((text, outcome))
            elif outcome is not None:
                self._outcome_line(surface, outcome, pos, area.right - pos[0])
            else:
                blit_fit(surface, text, text_size, area.right - pos[0], theme.TEXT, midleft=pos, bold=True, shadow=True)

        if att is not None:
            f = self.roll_t if roll is None else 1.0
            self._die(surface, ATTACK_LOOK, att["die"], (x, y), f, att["die"] * 7 + 3, "normal")
            say(
                t(
                    "orcs_trolls.ui.attack_numbers",
                    die=att["die"],
                    card=att["card_bonus"],
                    grey=att["grey_bonus"],
                    total=att["total"],
                ),
                (x + int(ds * 0.9), y),
            )
            y += int(ds * 1.3) if beside else 0
            x += int(ds * 1.4) if not beside else 0  # one row: the attack die, then the member's dice
        if roll is not None and roll["type"] == "seduce":
            self._die(surface, PIP_LOOK, roll["die"], (x, y), self.roll_t, roll["card"] + 11, "kept")
            tx = x + int(ds * 0.9)
            say(
                t("orcs_trolls.ui.seduce_numbers", orc=card_name(roll["member"]), die=roll["die"], total=roll["total"]),
                (tx, y - int(u * 1.3)),
            )
            if not tumbling:
                say("", (tx, y + int(u * 1.5)), roll)
        elif roll is not None:
            kept = list(roll["kept"])
            for i, v in enumerate(roll["dice"]):
                state = "dimmed"
                if v in kept:
                    kept.remove(v)
                    state = "highlighted"
                self._die(
                    surface,
                    PIP_LOOK,
                    v,
                    (x + int(i * ds * 1.15), y),
                    self.roll_t,
                    roll["member"] * 3 + i * 17 + v,
                    state,
                    yaw=10 + i * 12,
                )
            if not tumbling:
                tx = x + int(2 * ds * 1.15) + int(ds * 0.9)
                say(
                    t(
                        f"orcs_trolls.ui.numbers_{roll['context']}",
                        orc=card_name(roll["member"]),
                        sum=self.dice_sum(roll),
                        total=roll["total"],
                        need=roll["need"],
                    ),
                    (tx, y - int(u * 1.3)),
                )
                say("", (tx, y + int(u * 1.5)), roll)
        if lines:
            st = self.stage_rect
            step = int(u * 2.4)
            ly = st.bottom - step * len(lines) + step // 2
            for text, outcome in lines:
                if outcome is not None:
                    self._outcome_line(surface, outcome, (st.x, ly), st.w)
                else:
                    blit_fit(surface, text, int(u * 2.1), st.w, theme.TEXT, midleft=(st.x, ly), bold=True, shadow=True)
                ly += step

    def _die(self, surface, look, value: int, centre, f: float, seed: int, state: str, yaw: float = 18.0) -> None:
        face = look.index_of(f"pip{value}")
        if f < 1.0:
            sprite, off = dicekit.tumble_frame(look, face, self.die_size, f, seed=seed, yaw=yaw)
            sprite.draw(surface, (centre[0] + off[0], centre[1] + off[1]))
        else:
            dicekit.render_die(look, face, self.die_size, state, yaw=yaw).draw(surface, centre)

    def _outcome_line(self, surface, roll: dict, pos, width: int) -> None:
        u = self.u
        text = t(f"orcs_trolls.outcome.{roll['outcome']}")
        if roll.get("context") == "combat":
            text = t("orcs_trolls.ui.band", diff=f"{roll['diff']:+d}", band=self._band(roll["diff"]), outcome=text)
        good = roll["outcome"] in GOOD_OUTCOMES
        col = theme.GOOD if good else theme.DANGER
        blit_fit(surface, text, int(u * 2.5), width, col, midleft=pos, bold=True, outline=theme.INK)

    # --- own area
    def _draw_own(self, surface, regions) -> None:
        u = self.u
        pr = self.pack_rect
        info = pygame.Rect(pr.x, pr.y, int(u * 18), int(u * 14))
        draw.panel(
            surface,
            info,
            fill=(30, 40, 32),
            alpha=200,
            radius=int(u * 1.2),
            edge=theme.SEAT_COLORS[self.viewer % 4] if self.viewer in self.obs["to_act"] else theme.PANEL_EDGE,
        )
        seat = self.viewer
        name = self.seat_name(seat)
        blit_fit(
            surface,
            name,
            int(u * 2.6),
            info.w - int(u * 2),
            theme.TEXT,
            midtop=(info.centerx, info.y + int(u * 0.8)),
            bold=True,
            shadow=True,
        )
        v = self.obs["vp"][seat]
        bs = int(u * 6)
        badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][seat]))
        brect = badge.get_rect(center=(info.centerx, info.y + int(u * 7)))
        surface.blit(badge, brect)
        self._vp_hover(brect, seat)
        text = t(
            "orcs_trolls.ui.header_counts",
            orcs=self.obs["orc_decks"][seat]["count"],
            kills=len(self.obs["killed"][seat]),
        )
        counts = pygame.Rect(
            info.x + int(u * 0.5), brect.bottom, info.w - int(u), info.bottom - brect.bottom - int(u * 0.4)
        )
        draw_text_box(
            surface,
            text,
            counts,
            int(u * 2),
            theme.TEXT_DIM,
            align="center",
            valign="middle",
            max_lines=2,
            line_spacing=1.0,
        )
        self._tip(counts, self._deck_tip(seat))
        self._draw_pack(surface, seat, regions)

    def _draw_hand(self, surface, regions) -> None:
        u = self.u
        if self.obs["phase"] == "setup":
            return
        layout = self._hand_layout()
        hovered_card = self.hover.target if self.hover is not None and self.hover.target[0] == "hand" else None
        for i, (card, rect) in enumerate(layout):
            reg = regions.get(("hand", card))
            ok = reg is not None and reg.legal
            hov = hovered_card == ("hand", card)
            sel = self.selected == ("hand", card)
            # a long hand overlaps: the type and name fit the part the next card leaves in sight
            seen_w = layout[i + 1][1].x - rect.x if i + 1 < len(layout) else rect.w
            face = card_face(card, rect.w, rect.h, True, seen_w)
            draw_card(
                surface,
                rect,
                face,
                lift=u * 2.5 if hov else 0,
                highlight=ok or sel,
                hovered=hov or sel,
                pulse=self.pulse(),
                alpha=255 if ok or not self._legal() else 200,
            )
            if rect.collidepoint(self.mouse):
                self.hover_card = (card, rect)

    def _draw_buttons(self, surface, legal) -> None:
        buttons = self._buttons_now(legal)
        for (key, label, reason), rect in zip(buttons, self._button_rects(len(buttons))):
            b = self.btns.get(key)
            if b is None:
                b = self.btns[key] = Button(label, None, style="quiet" if key == "cancel" else "primary", key=key)
            b.label, b.rect, b.enabled = label, rect, not reason
            hovered = self.hover is not None and self.hover.target == ("btn", key)
            if key.startswith("gate_"):  # drawn while the table waits (no hover regions then): it glows
                hovered = rect.collidepoint(self.mouse)
                self.draw_highlight(surface, rect, hovered=hovered)
            b.hover.value = 1.0 if hovered else 0.0
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)

    # --- right column: scoreboard and log
    def _draw_side(self, surface) -> None:
        u = self.u
        n = self.obs["players"]
        row_h = self.score_row_h
        board = self.board_rect  # title, a row per seat, round · phase (layout)
        draw.panel(surface, board, fill=(40, 28, 22), alpha=230, radius=int(u))
        title = t("orcs_trolls.ui.scoreboard", n=C.win_vp)
        blit_fit(
            surface,
            title,
            int(u * 2.2),
            board.w - int(u * 2),
            theme.BRASS,
            midtop=(board.centerx, board.y + int(u * 0.8)),
            bold=True,
        )
        rnd = self.round_phase_words()
        for i, s in enumerate(range(n)):
            r = pygame.Rect(board.x + int(u), board.y + self.score_head + i * row_h, board.w - int(u * 2), row_h)
            if s == self.obs["active"] and self.obs["phase"] != "setup":
                draw.alpha_rect(surface, r.inflate(0, -int(u * 0.6)), theme.SEAT_COLORS[s % 4], 50, radius=int(u))
            pygame.draw.circle(surface, theme.SEAT_COLORS[s % 4], (r.x + int(u * 1.2), r.centery), int(u * 0.9))
            name = self.seat_name(s)
            blit_fit(surface, name, int(u * 2.3), int(r.w * 0.6), theme.TEXT, midleft=(r.x + int(u * 2.8), r.centery))
            v = self.obs["vp"][s]
            bs = int(row_h * 0.9)
            badge = vp_badge(v["total"], bs, bool(self.obs["pending_win"][s]))
            brect = badge.get_rect(midright=(r.right, r.centery))
            surface.blit(badge, brect)
            self._vp_hover(r, s)
        # the round and phase close the scoreboard (inside the felt: the window's wooden rim is no place for words)
        blit_fit(
            surface,
            rnd,
            int(u * 2.1),
            board.w - int(u * 2),
            theme.BRASS,
            midbottom=(board.centerx, board.bottom - int(u * 0.7)),
            bold=True,
        )
        self.log.draw(surface, self.log_rect)

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        text, colour = self.banner
        u = self.u
        size = fit_size(text, int(u * 3.6), int(self.play_rect.w * 0.8), bold=True)
        img_w = text_width(text, size, bold=True)
        r = pygame.Rect(0, 0, img_w + int(u * 6), int(u * 6))
        r.center = self.status_rect.center  # over the prompt, which waits while the table animates
        draw.panel(surface, r, fill=(30, 22, 18), edge=colour, alpha=235, radius=r.h // 3, edge_px=3)
        blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)

    def _draw_hover_zoom(self, surface) -> None:
        """A large, readable copy of the hovered card (small cards on the table are summaries)."""
        if self.hover_card is None or self.app.stack.top is not self:
            return
        card, rect = self.hover_card
        if rect.h >= self.u * 17 and self.selected != ("hand", card):
            return
        # Over the game log, under the scoreboard: the one place that hides nothing the player needs to choose
        # (the piles, the packs, the hand and the stage stay in sight); a window too short for it there puts it
        # over the stage's right part instead, away from the hovered card.
        u = self.u
        sr = self.side_rect
        top = self.log_rect.y  # below the scoreboard (layout)
        h = min(int(u * 30), sr.bottom - top, int(sr.w * 0.92 * CARD_RATIO))
        if h < u * 22:
            h = int(u * 26)
            z = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
            z.midright = (self.button_col.x - int(u), self.centre_rect.centery)
        else:
            z = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
            z.midtop = (sr.centerx, top)
        z.clamp_ip(pygame.Rect((0, 0), self.size))
        draw_card(surface, z, card_face(card, z.w, z.h))

    def _draw_flying(self, surface) -> None:
        self.flights.draw(surface)
