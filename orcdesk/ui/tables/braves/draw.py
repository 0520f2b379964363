"""Drawing the De l'orc pour les braves table from ``self.obs``: the static layer, the ring of piles and their
stacks, the wizard's deck, the seats, the battle, flights, bubbles, the decision buttons, the status line and
the side column.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, card_set
from orcdesk.games.braves.engine import CODEC
from orcdesk.ui.kit import draw, theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, text_width, wrap_lines
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.braves import art
from orcdesk.ui.tables.braves.art import CARD_RATIO, back_face, card_face, seat_colour
from orcdesk.ui.tables.braves.draw_gate import draw_gate
from orcdesk.ui.tables.braves.input import PILE_KEYS

CS = card_set()
BACKS = CS.back_names  # orcs, barbarians, skeletons, dwarves, mercenary, spy


def pile_items_state(items: list) -> tuple[list[bool], int | None]:
    """Which items of a pile (bottom first, as in the observation) are army cards cancelled by a desertion, and
    the seat whose shield would take it (the lowest shield), by the engine's rule: each desertion cancels the
    nearest card below it, skipping shields; a desertion under it, or nothing, means no effect."""
    cancelled = [False] * len(items)
    owner = None
    for j, it in enumerate(items):
        if "shield" in it:
            if owner is None:
                owner = it["shield"]
        elif "desertion" in it:
            k = j - 1
            while k >= 0 and "shield" in items[k]:
                k -= 1
            if k >= 0 and "card" in items[k]:
                cancelled[k] = True
    return cancelled, owner


class BravesDrawing:
    """Drawing of the braves table (a part of :class:`BravesTable`)."""

    def _acting_seat(self, seat: int) -> bool:
        return seat in self.obs["to_act"] or self.obs.get("decider") == seat

    def _static_layer(self) -> pygame.Surface:
        """The felt, the ring and the seat panels' frames: drawn once and kept until one of them changes (a
        seat starts or stops acting, the window is resized), so a frame of the deal costs one blit for them."""
        key = (
            tuple(self.size),
            self.bottom_seat(),
            tuple(self._acting_seat(s) for s in range(self.n)),
            tuple(map(tuple, self.seat_rects.values())),
            theme.high_contrast,
        )
        cached = getattr(self, "_static", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        layer = table_background(self.size).copy()
        u = self.u
        cx, cy = self.ring_centre
        rx, ry = self.ring_radii
        ring = pygame.Rect(0, 0, int(rx * 2 + u * 12), int(ry * 2 + u * 15))
        ring.center = (cx, cy)
        draw.alpha_rect(layer, ring, (10, 30, 20), 70, radius=ring.h // 2)
        pygame.draw.ellipse(layer, theme.shade(theme.FELT, 0.75), ring, max(1, int(u * 0.3)))
        for seat, r in self.seat_rects.items():
            col = seat_colour(seat)
            acting = self._acting_seat(seat)
            fill = theme.lerp_color((34, 26, 22), col, 0.16)
            draw.panel(
                layer,
                r,
                fill=fill,
                alpha=225,
                radius=int(u * 1.4),
                edge=col if acting else theme.PANEL_EDGE,
                edge_px=max(2, int(u * (0.5 if acting else 0.25))),
            )
        self._static = (key, layer)
        return layer

    def pulse(self, speed: float = 3.0) -> float:
        """The shared glow's pulse in sixths (the app breathes at 6-12 frames a second anyway): a still frame can
        then be reused between its steps."""
        return round(super().pulse(speed) * 6) / 6

    def _tip(self, text: str, pos, color=theme.INK) -> None:
        self._frame_tip = (text, pos, color)
        self.app.tooltip.show(text, pos, color)

    def _frame_key(self):
        """Everything a frame shows, when nothing moves on its own: the same key draws the same frame (most
        frames of a deal between two cards), which is then blitted instead of drawn again."""
        if (
            self.flights
            or self.start_flash > 0
            or self.queue.moving
            or any(w.moving for w in self.wheels)
            or self.dragging
            or self.gate.left is not None
        ):
            return None
        hov = self.hover.target if self.hover is not None else None
        dots = int(self.time * 3) % 3 if self.ai_thinking else -1
        return (
            id(self.obs),
            len(self.history.actions),
            self.selected,
            hov,
            tuple(self.mouse),
            self.pulse(),
            self.log.version,
            self.log.scroll,
            round(self.log.flash.value, 1),
            id(self.bubble),
            self.banner,
            self.flip,
            self.resolving,
            id(self.held_piles),
            self.error,
            dots,
            self.viewer,
            self.app.stack.top is self,
            tuple(self.size),
            id(self.arena),
            self.thinking_seat,
            self.human_to_act(),
            self.pressed.target if self.pressed is not None else None,
            theme.high_contrast,
            self.gate_shown(),
            self.ready_button.hover.value,
        )

    def draw_table(self, surface) -> None:
        key = self._frame_key()
        frame = getattr(self, "_frame", None)
        if key is not None and frame is not None and frame[0] == key and frame[1].get_size() == surface.get_size():
            surface.blit(frame[1], (0, 0))
            if self._frame_tip is not None and self.app.stack.top is self:
                self.app.tooltip.show(*self._frame_tip)
            return
        self._frame_tip = None
        self._draw_all(surface)
        self._frame = (key, surface.copy()) if key is not None else None

    def _draw_all(self, surface) -> None:
        surface.blit(self._static_layer(), (0, 0))
        self.hover_pile = None
        self._draw_ring(surface)
        self._draw_centre(surface)
        for s in range(self.n):
            self._draw_seat(surface, s)
        if self.hotseat_strip():
            self._draw_hotseat_strip(surface)
        self._draw_arena(surface)
        self.flights.draw(surface)
        self._draw_bubble(surface)
        self._draw_choices(surface)
        self._draw_status(surface)
        self._draw_side(surface)
        self._draw_banner(surface)
        self._draw_drag(surface)
        if self.gate_shown():
            draw_gate(surface, self._gate_room(), self.u, self.gate_view(), self.ready_button)
        self._draw_stack_popup(surface)

    # --- piles
    def _piles_shown(self) -> list[list]:
        if self.held_piles is not None:
            return self.held_piles
        return self.obs["piles"]

    def _draw_ring(self, surface) -> None:
        piles = self._piles_shown()
        cx, cy = self.ring_centre
        rx, ry = self.ring_radii
        empty_all = not any(piles)
        if empty_all and (
            self.arena is not None
            or (self.held_piles is None and self.obs["phase"] not in ("deal", "place_shields", "champion"))
        ):
            return  # after the piles are resolved the ring is the stage
        sel = self.selected if self.selected and self.selected[0] in range(self.n) else None
        legal_piles = set()
        if sel:
            for a in self._legal(sel[0]):
                if CODEC.kind_of(a) == sel[1]:
                    legal_piles.add(CODEC.decode(a).pile)
        hover = self.hover.target if self.hover is not None else None
        nxt = self.obs["deal"]["next_pile"] if self.obs["phase"] == "deal" else None
        overlays = []
        for p, rect in enumerate(self.pile_rects):
            items = list(piles[p]) if p < len(piles) else []
            hide = self.deal_hidden.get(p, 0)
            if hide and self.held_piles is None:
                items = items[: len(items) - hide]
            overlays.append(self._draw_pile(surface, p, rect, items, p in legal_piles, hover == ("pile", p), nxt == p))
            if rect.collidepoint(self.mouse) and (piles[p] if p < len(piles) else []):
                self.hover_pile = p
        for fn in overlays:  # tokens and numbers over every card, so a neighbour never hides them
            fn()

    def _draw_pile(self, surface, p: int, rect: pygame.Rect, items: list, legal: bool, hovered: bool, next_: bool):
        """Draw the pile's cards; return a function drawing what lies over them (tokens, number)."""
        u = self.u
        cards = [it["card"] for it in items if "card" in it]
        cancelled, owner = pile_items_state(items)
        if self.resolving == p:
            rect = rect.move(0, -int(u * 1.2))
        if not cards:
            pygame.draw.rect(
                surface, theme.shade(theme.FELT, 0.7), rect, max(1, int(u * 0.3)), border_radius=max(3, rect.w // 9)
            )
        else:
            depth = min(3, len(cards) - 1)
            for i in range(depth, 0, -1):
                off = int(i * u * 0.45)
                draw_card(surface, rect.move(off, off), art.deck_back(rect.w, rect.h), shadow=i == depth)
            top_index = max(j for j, it in enumerate(items) if "card" in it)
            draw_card(
                surface,
                rect,
                card_face(cards[-1], rect.w, rect.h),
                highlight=legal,
                hovered=hovered,
                pulse=self.pulse(),
            )
            if cancelled[top_index]:
                self._strike(surface, rect)
        if legal and not cards:
            self.draw_highlight(surface, rect, hovered)
        return lambda: self._draw_pile_overlay(surface, p, rect, items, cards, owner, legal, next_)

    def _draw_pile_overlay(self, surface, p, rect, items, cards, owner, legal, next_) -> None:
        u = self.u
        # shields and desertions on the pile, in order, along its bottom edge
        # shields and desertions on the pile, bottom first, in a column astride its right edge: off the top
        # card's name and value (a desertion there read as if that card were the deserted one; the popup
        # shows which card each one cancels)
        tokens = [it for it in items if "card" not in it]
        if tokens:
            ts = int(u * 3.2)
            step = min(ts * 0.85, (rect.h - ts) / max(1, len(tokens) - 1))
            x = rect.right + int(ts * 0.15)
            y = rect.bottom - ts // 2
            for it in tokens:
                img = art.shield_token(it["shield"], ts) if "shield" in it else art.desertion_token(it["desertion"], ts)
                surface.blit(img, img.get_rect(center=(x, int(y))))
                y -= step
        if owner is not None and cards:
            pygame.draw.rect(
                surface,
                seat_colour(owner),
                rect.inflate(int(u * 0.8), int(u * 0.8)),
                max(2, int(u * 0.35)),
                border_radius=max(3, rect.w // 8),
            )
        # the pile's number (or its key while a card is chosen from the keyboard or mouse)
        keyed = self.selected is not None and self.selected[0] in range(self.n)
        label = PILE_KEYS[p] if keyed else str(p + 1)
        tr = int(u * 1.9)
        centre = (rect.centerx, rect.y - int(tr * 0.55))
        fill = theme.HILITE if (keyed and legal) else ((250, 240, 210) if next_ else (40, 30, 24))
        pygame.draw.circle(surface, theme.INK, centre, tr + 2)
        pygame.draw.circle(surface, fill, centre, tr)
        ink = theme.INK if (keyed and legal) or next_ else theme.TEXT
        blit_fit(surface, label, int(tr * 1.5), int(tr * 1.8), ink, center=centre, bold=True)
        if len(cards) > 1:
            badge = str(len(cards))
            bc = (rect.x + int(u * 0.4), rect.bottom - int(u * 2.6))
            pygame.draw.circle(surface, theme.INK, bc, int(u * 1.4))
            blit_text(surface, badge, int(u * 2), theme.TEXT, center=bc, bold=True)

    def _strike(self, surface, rect: pygame.Rect) -> None:
        w = max(2, int(self.u * 0.6))
        pygame.draw.line(surface, (200, 30, 24), rect.topleft, rect.bottomright, w)
        pygame.draw.line(surface, (200, 30, 24), rect.topright, rect.bottomleft, w)

    # --- centre: the wizard's deck
    def _draw_centre(self, surface) -> None:
        u = self.u
        obs = self.obs
        if obs["phase"] not in ("deal", "place_shields", "champion") and self.held_piles is None:
            return
        dr = self.deck_rect
        left = obs["deal"]["left"] if obs["phase"] == "deal" else 0
        if left:
            for i in range(min(4, left // 15 + 1), 0, -1):
                draw_card(surface, dr.move(-i * 2, -i * 2), art.deck_back(dr.w, dr.h), shadow=i == 1)
            draw_card(surface, dr, art.deck_back(dr.w, dr.h))
        hat = art.wizard_hat(int(u * 6))
        surface.blit(hat, hat.get_rect(midbottom=(dr.centerx, dr.y + int(u * 1.5))))
        n_left = obs["deal"]["left"]
        text = t("braves.ui.deck_left", n=n_left) if obs["phase"] == "deal" else t("braves.ui.deck_done")
        if self.deck_text_beside:  # a flat ring: the two lines right of the start card
            x = self.start_rect.right + int(u * 1.5)
            room = int(self.ring_centre[0] + self.ring_radii[0] * 0.8 - x)
            first = dict(midleft=(x, self.start_rect.centery - int(u * 1.4)))
            second = dict(midleft=(x, self.start_rect.centery + int(u * 1.4)))
        else:
            room = int(u * 18)
            first = dict(midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 0.8)))
            second = dict(midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 3.6)))
        blit_fit(surface, text, int(u * 2.1), room, theme.TEXT, shadow=True, **first)
        sr = self.start_rect
        if obs["deal"]["recruiting"]:
            glow = self.start_flash > 0
            draw_card(surface, sr, art.start_face(sr.w, sr.h), highlight=glow, hovered=glow, pulse=self.pulse(6))
        else:
            pygame.draw.rect(
                surface, theme.shade(theme.FELT, 0.6), sr, max(1, int(u * 0.3)), border_radius=max(3, sr.w // 9)
            )
            blit_text(surface, "?", int(sr.h * 0.5), theme.shade(theme.FELT, 1.4), center=sr.center, bold=True)
        msg = t("braves.ui.shields_open") if obs["deal"]["recruiting"] else t("braves.ui.shields_locked")
        if not self.deck_text_beside:  # between the piles left and right of the deck
            room = int(min(self.ring_radii[0] * 1.1, 2 * (self.ring_radii[0] - self.card_size[0] * 1.2)))
        blit_text(
            surface,
            msg,
            fit_size(msg, int(u * 1.9), room),
            theme.HILITE_SOFT if obs["deal"]["recruiting"] else theme.TEXT_DIM,
            shadow=True,
            **second,
        )

    def _backs_shown(self, seat: int) -> list[int]:
        counts = list(self.obs["backs"][seat])
        for c in self.pending.get(seat, []):
            counts[CS.back[c]] = max(0, counts[CS.back[c]] - 1)
        return counts

    def _draw_seat(self, surface, seat: int) -> None:
        u = self.u
        r = self.seat_rects[seat]
        obs = self.obs
        wizard = obs["wizard"] == seat
        col = seat_colour(seat)
        hov = self.hover is not None and self.hover.target == ("seat", seat)
        if any(reg.target == ("seat", seat) and reg.legal for reg in self.hit_regions()):
            # a seat to click: a bright pulsing frame (the panel itself is in the static layer)
            w = max(3, int(u * (0.9 if hov else 0.45 + 0.25 * self.pulse())))
            pygame.draw.rect(
                surface, theme.HILITE, r.inflate(int(u * 1.2), int(u * 1.2)), w, border_radius=int(u * 1.8)
            )
        bottom = seat == self.bottom_seat()
        # name row
        g = art.seat_glyph(seat, int(u * 3.2))
        surface.blit(g, (r.x + int(u * 0.8), r.y + int(u * 0.6)))
        name = self.seat_name(seat)
        nx = r.x + int(u * 4.6)
        nw = r.w - int(u * 5.5) - (int(u * 5) if wizard or obs["champion"] == seat else 0)
        if fit_size(name, int(u * 2.4), nw, bold=True) < u * 2.1:  # a crowded row: the name without its level
            name = self.short_name(seat)
        blit_fit(surface, name, int(u * 2.4), nw, theme.TEXT, midleft=(nx, r.y + int(u * 2.2)), bold=True, shadow=True)
        if wizard:
            hat = art.wizard_hat(int(u * 5))
            surface.blit(hat, hat.get_rect(topright=(r.right - int(u * 0.3), r.y - int(u * 1.2))))
        elif obs["champion"] == seat:
            ban = art.champion_banner(int(u * 4.6))
            surface.blit(ban, ban.get_rect(topright=(r.right - int(u * 0.5), r.y - int(u * 0.6))))
        # cogwheel
        wr = int(u * (5.2 if bottom else 4.6))
        wc = (r.x + int(u * 1.2) + wr, r.y + int(u * 5.4) + wr)
        self.wheels[seat].accent = col
        self.wheels[seat].draw(surface, wc, wr)
        self._wheel_tip(pygame.Rect(wc[0] - wr, wc[1] - wr, 2 * wr, 2 * wr), seat)
        # shields and desertions (in the deal): cards for humans, tokens for the others
        phase = obs["phase"]
        strip = self.hotseat_strip()
        if strip and bottom:
            pass  # the bottom panel holds the hotseat strip (_draw_hotseat_strip)
        elif phase in ("deal", "place_shields") and not wizard:
            if self.is_human(seat) and not strip:
                regions = {reg.target: reg for reg in self.hit_regions()}
                seen: dict = {}
                for kind, rect in self._own_card_rects(seat):
                    i = seen.get(kind, 0)
                    seen[kind] = i + 1
                    reg = regions.get(("card", seat, kind))
                    ok = reg is not None and reg.legal
                    sel = self.selected == (seat, kind) and i == 0
                    hov2 = self.hover is not None and self.hover.target == ("card", seat, kind) and i == 0
                    draw_card(
                        surface,
                        rect,
                        art.shield_card(seat, rect.w, rect.h, kind),
                        lift=u * 1.5 if (sel or hov2) else 0,
                        highlight=ok,
                        hovered=sel or hov2,
                        pulse=self.pulse(),
                        alpha=255 if ok else 150,
                    )
                if bottom and self.is_human(seat) and self.mode.may_act:  # no keys to press in a replay
                    keys = t("braves.ui.keys_hint")
                    cards = self._own_card_rects(seat)
                    if cards:
                        x = cards[-1][1].right + int(u * 1.5)
                        width = max(20, r.right - x - int(u))
                        y = r.y + int(u * 4.6)
                        if width < u * 22:  # a narrow panel: the words go under the cards, full width
                            x = cards[0][1].x
                            width = r.right - x - int(u)
                            y = max(rect.bottom for _, rect in cards) + int(u * 0.8)
                        # the keys on one line where it fits, else wrapped (never shrunk past reading); the
                        # pile rule in the lines left above the panel's bottom edge
                        size = int(u * 2.1)
                        if fit_size(keys, size, width, bold=True) < size * 0.85:
                            size = int(u * 1.9)
                        for line in wrap_lines(keys, size, width, bold=True):
                            blit_text(surface, line, size, theme.TEXT, topleft=(x, y), bold=True)
                            y += int(size * 1.2)
                        y += int(u * 1.0)
                        for line in wrap_lines(t("braves.ui.pile_rule"), int(u * 1.9), width):
                            if y + int(u * 2.3) > r.bottom - int(u * 0.5):
                                break
                            blit_text(surface, line, int(u * 1.9), theme.TEXT_DIM, topleft=(x, y), italic=True)
                            y += int(u * 2.3)
            else:
                ts = int(u * 3.4)
                x = r.x + int(u * 12.5)
                y = r.y + int(u * 5)
                for kind, count in (("desert", obs["desertions"][seat]), ("shield", obs["shields"][seat])):
                    for _ in range(count):
                        img = art.shield_token(seat, ts) if kind == "shield" else art.desertion_token(seat, ts)
                        surface.blit(img, (x, y))
                        x += ts + int(u * 0.4)
        elif wizard:
            champ = obs["champion"]
            msg = (
                t("braves.ui.wizard_champion", who=self._who(champ))
                if champ is not None
                else t("braves.ui.wizard_note")
            )
            x = r.x + int(u * 12)
            for i, line in enumerate(wrap_lines(msg, int(u * 2), r.right - x - int(u))[:3]):
                blit_text(
                    surface, line, int(u * 2), theme.TEXT_DIM, topleft=(x, r.y + int(u * (5 + i * 2.4))), italic=True
                )
        # the hand: faces for the viewer, backs grouped by type with counts for everyone else
        if wizard:
            return
        if bottom and obs["hand"] is not None and self.hand_face_up() and seat == self.viewer:
            self._draw_own_hand(surface, r)
        else:
            self._draw_backs(surface, r, seat)

    def _draw_hotseat_strip(self, surface) -> None:
        """Each human who plays in a hotseat deal: his name and keys, and his desertions and shields in fixed
        places (a card played leaves an empty slot)."""
        u = self.u
        regions = {reg.target: reg for reg in self.hit_regions()}
        for seat, box, cards in self.strip_groups():
            desert_key, shield_key = self.deal_keys(seat)
            g = art.seat_glyph(seat, int(u * 2.6))
            surface.blit(g, g.get_rect(midleft=(box.x + int(u * 0.6), box.y + int(u * 1.4))))
            head = t("braves.ui.strip_keys", who=self.short_name(seat), desert=desert_key, shield=shield_key)
            x = box.x + int(u * 3.6)
            blit_text(
                surface,
                head,
                fit_size(head, int(u * 2.1), box.right - x, bold=True),
                seat_colour(seat) if seat % 7 != 6 else theme.TEXT,
                midleft=(x, box.y + int(u * 1.4)),
                bold=True,
                shadow=True,
            )
            first: dict = {}
            for kind, rect, held in cards:
                if not held:
                    pygame.draw.rect(
                        surface,
                        theme.shade(theme.PANEL_EDGE, 0.8),
                        rect,
                        max(1, int(u * 0.25)),
                        border_radius=max(3, rect.w // 9),
                    )
                    continue
                lead = kind not in first
                first[kind] = True
                reg = regions.get(("card", seat, kind))
                ok = reg is not None and reg.legal
                sel = self.selected == (seat, kind) and lead
                hov = (
                    self.hover is not None
                    and self.hover.target == ("card", seat, kind)
                    and rect.collidepoint(self.mouse)
                )
                draw_card(
                    surface,
                    rect,
                    art.shield_card(seat, rect.w, rect.h, kind),
                    lift=u * 1.5 if sel or hov else 0,
                    highlight=ok,
                    hovered=sel or hov,
                    pulse=self.pulse(),
                    alpha=255 if ok else 150,
                )

    def _wheel_tip(self, rect: pygame.Rect, seat: int) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
            self._tip(
                t(
                    "braves.ui.score_tip",
                    who=self.seat_name(seat),
                    n=self.obs["scores"][seat],
                    threshold=self.obs["threshold"],
                ),
                self.mouse,
            )

    def _draw_backs(self, surface, r: pygame.Rect, seat: int) -> None:
        """A seat's hand as public information: one chip per back type (a small back and its count), two rows
        of three at most."""
        u = self.u
        counts = self._backs_shown(seat)
        shown = [(b, c) for b, c in enumerate(counts) if c]
        x0 = r.x + int(u * 11.8)
        y0 = r.y + int(u * 9.6)
        if not shown:
            if self.obs["phase"] not in ("deal", "place_shields"):
                msg = t("braves.ui.no_cards")
                blit_text(surface, msg, int(u * 1.9), theme.TEXT_DIM, midleft=(x0, y0 + int(u * 3)), italic=True)
            return
        bh = int(u * 3.5)
        bw = int(bh / CARD_RATIO)
        chip_w = (r.right - x0 - int(u * 0.6)) // 3
        for i, (b, c) in enumerate(shown):
            row, col = divmod(i, 3)
            x = x0 + col * chip_w
            y = y0 + row * (bh + int(u * 0.7))
            rect = pygame.Rect(x, y, bw, bh)
            draw_card(surface, rect, back_face(b, bw, bh), shadow=False)
            blit_text(
                surface,
                f"×{c}",
                int(u * 2.1),
                theme.TEXT,
                midleft=(rect.right + int(u * 0.25), rect.centery),
                bold=True,
                shadow=True,
            )
            chip = pygame.Rect(x, y, chip_w, bh)
            if chip.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
                self._tip(t("braves.ui.backs_tip", who=self.seat_name(seat), n=c, what=art.back_name(b)), self.mouse)

    def _hand_groups(self) -> list[list[int]]:
        hand = [c for c in (self.obs["hand"] or []) if c not in self.pending.get(self.viewer, [])]
        groups = [[] for _ in range(len(BACKS))]
        for c in hand:
            groups[CS.back[c]].append(c)
        return [sorted(g, key=lambda c: (-CS.value[c], CS.type[c])) for g in groups if g]

    def _draw_own_hand(self, surface, r: pygame.Rect) -> None:
        u = self.u
        groups = self._hand_groups()
        if not groups:
            if self.obs["phase"] not in ("deal", "place_shields"):
                msg = t("braves.ui.no_cards")
                blit_text(surface, msg, int(u * 2), theme.TEXT_DIM, midleft=(r.x + int(u * 16), r.centery), italic=True)
            return
        ch = int(u * 12)
        cw = int(ch / CARD_RATIO)
        x0 = r.x + int(u * 14)
        avail = r.right - x0 - int(u * 1)
        n_cards = sum(len(g) for g in groups)
        gap = int(u * 2)
        step = max(u * 1.6, min(cw + u * 0.4, (avail - len(groups) * (cw + gap)) / max(1, n_cards - len(groups))))
        y = r.bottom - ch - int(u * 1.2)
        x = x0
        locked = set(self.obs["locked"][self.viewer])
        hover_card = None
        for g in groups:
            for i, c in enumerate(g):
                rect = pygame.Rect(int(x), y, cw, ch)
                draw_card(surface, rect, card_face(c, cw, ch), shadow=i == 0)
                if c in locked:
                    pygame.draw.circle(surface, theme.INK, (rect.right - int(u), rect.y + int(u * 3.6)), int(u * 0.9))
                    pygame.draw.circle(
                        surface, theme.HILITE, (rect.right - int(u), rect.y + int(u * 3.6)), int(u * 0.6)
                    )
                if rect.collidepoint(self.mouse):
                    hover_card = (c, rect)
                x += step
            x += cw - step + gap
        if hover_card is not None and self.app.stack.top is self and self.hover is None:
            c, rect = hover_card
            tip = f"{art.card_name(c)}: {art.card_rule(c)}"
            if c in locked:
                tip += " " + t("braves.ui.locked")
            self._tip(tip, self.mouse)

    # --- the battle
    def _draw_arena(self, surface) -> None:
        a = self.arena
        if a is None:
            return
        u = self.u
        cx, cy = self.ring_centre
        people = a["people"]
        # the people that fights, in the middle (the decision's buttons take its place while they are shown)
        choosing = self.human_to_act() is not None and not self.queue.busy and self.state.window().kind != REALTIME
        if choosing and self.obs["phase"] == "choose_people":
            return  # the people buttons take the middle: the last battle (in the log) gives way
        if not choosing:
            g = art.people_glyph(people, int(u * 8))
            surface.blit(g, g.get_rect(center=(cx, cy - int(u * 2))))
            title = t(
                "braves.ui.battle_title",
                number=a["number"],
                people=art.people_name(people),
                n=CS.battle_points[a["number"] - 1],
            )
            blit_text(
                surface,
                title,
                fit_size(title, int(u * 2.6), int(self.ring_radii[0] * 1.4), bold=True),
                theme.HILITE_SOFT,
                center=(cx, cy + int(u * 3.5)),
                bold=True,
                shadow=True,
            )
        ch = int(u * 9.5)
        cw = int(ch / CARD_RATIO)
        w = self.obs["wizard"]
        for s in range(self.n):
            if s == w:
                continue
            spot = self.army_spot(s)
            armies = a.get("armies")
            winner = a.get("winners") is not None and s in a["winners"]
            if armies and s in armies and self.flip >= 0.5:
                army = armies[s]
                cards = list(army["cards"]) + list(army.get("flying") or [])
                f = (self.flip - 0.5) * 2
                self._draw_fan(surface, spot, cards, cw, ch, f, winner)
                num = str(army["strength"])
                col = theme.HILITE if winner else theme.TEXT
                blit_text(
                    surface,
                    num,
                    int(u * 4.2),
                    col,
                    center=self._label_at(spot, ch, 2.4),
                    bold=True,
                    outline=theme.INK,
                    outline_px=max(2, int(u * 0.3)),
                )
                fan_w = max(cw, int(cw + (len(cards) - 1) * cw * 0.42))
                hit = pygame.Rect(0, 0, fan_w, ch)
                hit.center = spot
                if hit.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
                    self._tip(
                        f"{self.seat_name(s)}: {self.army_expr(army['cards'], army['detail'], army.get('flying'))}",
                        self.mouse,
                    )
            else:
                counts = (a["people_n"][s], a["merc_n"][s])
                total = counts[0] + counts[1]
                if not total:
                    continue
                own = self.obs["battle"]["own"] if s == self.viewer and self.hand_face_up() else None
                if own and not armies and self.obs["battle"]["number"] == a["number"] and len(own) == total:
                    self._draw_fan(surface, spot, own, cw, ch, 1.0, False)  # your own army, face up to you
                    blit_text(
                        surface,
                        str(total),
                        int(u * 3),
                        theme.TEXT,
                        center=self._label_at(spot, ch, 2.0),
                        bold=True,
                        outline=theme.INK,
                    )
                    continue
                f = 1.0 - self.flip * 2 if armies else 1.0
                backs = [CS.peoples.index(people)] * counts[0] + [MERC_BACK] * counts[1]
                self._draw_backs_stack(surface, spot, backs, cw, ch, max(0.05, f))
        removed = a.get("removed")
        if removed is not None and self.bubble is not None:
            tgt, c = removed
            spot = self.army_spot(tgt)
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (spot[0] + int(u * 6), spot[1] - int(u * 3))
            draw_card(surface, rect, card_face(c, cw, ch), angle=-12)
            self._strike(surface, rect)

    def _label_at(self, spot, ch: int, gap: float) -> tuple[int, int]:
        """Where an army's number goes: under it, or over it for the armies in the upper half of the ring."""
        off = ch // 2 + int(self.u * gap)
        return (spot[0], spot[1] - off if spot[1] < self.ring_centre[1] - self.u * 4 else spot[1] + off)

    def _draw_backs_stack(self, surface, spot, backs: list, cw: int, ch: int, scale_x: float) -> None:
        u = self.u
        w = max(2, int(cw * scale_x))
        for i, b in enumerate(backs[:8]):
            rect = pygame.Rect(0, 0, w, ch)
            rect.center = (
                spot[0] + int(i * u * 0.7) - int(min(7, len(backs) - 1) * u * 0.35),
                spot[1] - int(i * u * 0.3),
            )
            draw_card(surface, rect, back_face(b, w, ch), shadow=i == 0)
        blit_text(
            surface,
            str(len(backs)),
            int(u * 3),
            theme.TEXT,
            center=self._label_at(spot, ch, 2.0),
            bold=True,
            outline=theme.INK,
        )

    def _draw_fan(self, surface, spot, cards: list, cw: int, ch: int, scale_x: float, winner: bool) -> None:
        u = self.u
        k = len(cards)
        if not k:
            blit_text(surface, "—", int(u * 3), theme.TEXT_DIM, center=spot)
            return
        step = cw * 0.42 if k > 1 else 0
        x0 = spot[0] - (cw + step * (k - 1)) / 2
        w = max(2, int(cw * scale_x))
        for i, c in enumerate(cards):
            rect = pygame.Rect(int(x0 + i * step + (cw - w) / 2), spot[1] - ch // 2, w, ch)
            draw_card(
                surface, rect, card_face(c, w, ch), shadow=i == 0, highlight=winner and i == k - 1, pulse=self.pulse()
            )

    # --- flights, bubbles, banner, choices
    def _draw_bubble(self, surface) -> None:
        """A line of dialogue in the middle of the table (a spy's question and its answer, the commando): an
        arrow from the speaker's seat to the player spoken to, the words in a bubble whose tail points at the
        speaker, and the card concerned."""
        b = self.bubble
        if b is None:
            return
        u = self.u
        src = self._seat_point(b["seat"])
        cx, cy = self.ring_centre
        if b.get("target") is not None:
            dst = self._seat_point(b["target"])
            self._arrow(surface, src, dst, seat_colour(b["seat"]))
        text = b["text"]
        size = int(u * 2.7)
        maxw = int(self.ring_rect.w * 0.55)
        lines = wrap_lines(text, size, maxw, bold=True)
        card = b.get("card")
        spy = b.get("spy")
        icon = card if card is not None else (CS.spy_card[spy] if spy else None)
        tw = max(text_width(line, size, bold=True) for line in lines)
        ch = int(u * 10)
        cwid = int(ch / CARD_RATIO) if icon is not None else 0
        box = pygame.Rect(
            0,
            0,
            tw + int(u * 4) + (cwid + int(u * 2) if cwid else 0),
            max(len(lines) * int(size * 1.2) + int(u * 3), ch + int(u * 3) if cwid else 0),
        )
        box.center = (cx, cy)
        # the tail: a short wedge from the box toward the speaker
        dx, dy = src[0] - cx, src[1] - cy
        dist = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / dist, dy / dist
        edge = (
            cx + ux * min(box.w / 2, abs(box.h / 2 / uy) if uy else 1e9) * 0.98,
            cy + uy * min(box.h / 2, abs(box.w / 2 / ux) if ux else 1e9) * 0.98,
        )
        tip = (edge[0] + ux * u * 4, edge[1] + uy * u * 4)
        px, py = -uy * u * 1.6, ux * u * 1.6
        tail = [tip, (edge[0] + px, edge[1] + py), (edge[0] - px, edge[1] - py)]
        col = seat_colour(b["seat"])
        draw.drop_shadow(surface, box, int(u * 1.5), offset=int(u * 0.5), blur=int(u * 1.5))
        pygame.draw.polygon(surface, col, tail)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=int(u * 1.5))
        pygame.draw.rect(surface, col, box, max(2, int(u * 0.45)), border_radius=int(u * 1.5))
        x = box.x + int(u * 2)
        if icon is not None:
            rect = pygame.Rect(x, box.centery - ch // 2, cwid, ch)
            draw_card(surface, rect, card_face(icon, rect.w, rect.h), shadow=False)
            x = rect.right + int(u * 2)
        y = box.y + (box.h - len(lines) * int(size * 1.2)) // 2
        for line in lines:
            blit_text(surface, line, size, theme.INK, topleft=(x, y), bold=True)
            y += int(size * 1.2)

    def _arrow(self, surface, src, dst, colour) -> None:
        u = self.u
        dx, dy = dst[0] - src[0], dst[1] - src[1]
        dist = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / dist, dy / dist
        a = (src[0] + ux * u * 6, src[1] + uy * u * 6)
        b = (dst[0] - ux * u * 6, dst[1] - uy * u * 6)
        w = max(3, int(u * 0.7))
        pygame.draw.line(surface, theme.INK, a, b, w + 2)
        pygame.draw.line(surface, colour, a, b, w)
        head = [
            b,
            (b[0] - ux * u * 3 - uy * u * 1.8, b[1] - uy * u * 3 + ux * u * 1.8),
            (b[0] - ux * u * 3 + uy * u * 1.8, b[1] - uy * u * 3 - ux * u * 1.8),
        ]
        pygame.draw.polygon(surface, theme.INK, [(x + 1, y + 1) for x, y in head])
        pygame.draw.polygon(surface, colour, head)

    def _draw_choices(self, surface) -> None:
        seat = self.human_to_act()
        if seat is None or self.queue.busy or self.state.window().kind == REALTIME:
            return
        legal = self._legal(seat)
        choices = self._choices(seat, legal)
        if not choices:
            return
        u = self.u
        if any(style == "card" for *_, style in choices):
            grid = [c for c in choices if c[5] == "card"]
            box = grid[0][2].unionall([c[2] for c in grid]).inflate(int(u * 4), int(u * 8))
            box.y -= int(u * 3)
            box.h = max(box.h, self._grid_bottom + int(u * 6) - box.y)
            draw.panel(surface, box, fill=(40, 30, 24), alpha=240, radius=int(u * 1.5))
            tgt = self.selected[1]
            counts = self.obs["backs"][tgt]
            head = t(
                "braves.ui.ask_title",
                who=self.seat_name(tgt),
                backs=", ".join(f"{art.back_name(b)} {c}" for b, c in enumerate(counts) if c) or "—",
            )
            blit_fit(
                surface,
                head,
                int(u * 2.2),
                box.w - int(u * 2),
                theme.HILITE_SOFT,
                midtop=(box.centerx, box.y + int(u * 1.2)),
                bold=True,
            )
        for target, label, rect, ok, reason, style in choices:
            hov = self.hover is not None and self.hover.target == target
            if style == "card":
                tid = target[1]
                face = card_face(CS.by_type[tid][0], rect.w, rect.h)
                draw_card(surface, rect, face, highlight=ok, hovered=hov, alpha=255 if ok else 110, pulse=self.pulse())
                if hov:
                    self._tip(t("braves.ui.ask_tip", what=label), self.mouse)
                continue
            b = self.choice_buttons.get(target)
            if b is None:
                b = self.choice_buttons[target] = Button(label, None, style=style, key=str(target))
            b.label, b.rect, b.enabled, b.style = label, rect, ok, style
            b.hover.value = 1.0 if hov else 0.0
            b.pressed = self.pressed is not None and self.pressed.target == target
            b.draw(surface)
            if target[0] == "people":
                g = art.people_glyph(CS.peoples[target[1]], int(rect.h * 0.8))
                surface.blit(g, g.get_rect(midleft=(rect.x + int(u), rect.centery)))

    def _gate_room(self) -> pygame.Rect:
        """Where the ready panel may go: the whole ring before a deal (its piles are empty), only the middle
        between the piles when a deal resumes (the piles stay in view)."""
        if not any(self.obs["piles"]):
            return self.ring_rect
        cw, ch = self.card_size
        rx, ry = self.ring_radii
        room = pygame.Rect(0, 0, int(2 * rx - cw * 1.3), int(2 * ry - ch - self.u * 4))
        room.center = self.ring_centre
        return room

    def _draw_status(self, surface) -> None:
        r = self.status_rect
        u = self.u
        draw.panel(surface, r, fill=(46, 32, 24), alpha=230, radius=r.h // 3)
        obs = self.obs
        seat = self.human_to_act()
        colour = theme.HILITE_SOFT
        if self.state.is_terminal():
            text, colour = t("app.table.game_over"), theme.BRASS
        elif self.gate_shown():
            number = self.gate.number()
            text = t("braves.gate.status") if number is None else t("braves.gate.counting", n=number)
        elif self.error:
            text, colour = self.error, theme.DANGER
        elif seat is not None and (self.state.window().kind == REALTIME or not self.queue.busy):
            text = self.prompt()
        elif obs["phase"] == "deal":
            text, colour = t("braves.ui.dealing", n=obs["deal"]["dealt"], total=obs["deal"]["total"]), theme.TEXT
        elif self.ai_thinking:
            dots = "." * (1 + int(self.time * 3) % 3)
            text, colour = t("app.table.thinking", who=self.seat_name(self.thinking_seat)) + dots, theme.TEXT_DIM
        else:
            text, colour = t(f"braves.step.{obs['phase']}"), theme.TEXT_DIM
        size = fit_size(text, r.h * 0.5, r.w - r.h, bold=True)
        blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)
        if self.hotseat_strip():
            hint = t("braves.ui.hotseat_keys")
            blit_fit(
                surface, hint, int(u * 1.8), r.w, theme.TEXT_DIM, midbottom=(r.centerx, r.y - int(u * 0.3)), shadow=True
            )

    def _draw_side(self, surface) -> None:
        u = self.u
        obs = self.obs
        info = self.info_rect
        draw.panel(surface, info, fill=(40, 28, 22), alpha=230, radius=int(u))
        title = t("braves.ui.round", n=obs["round"])
        blit_fit(
            surface,
            title,
            int(u * 2.6),
            info.w - int(u * 2),
            theme.BRASS,
            midtop=(info.centerx, info.y + int(u * 0.8)),
            bold=True,
        )
        key = "braves.ui.threshold_strict" if obs["strict"] else "braves.ui.threshold"
        thr = t(key, n=obs["threshold"])
        blit_fit(
            surface, thr, int(u * 2), info.w - int(u * 2), theme.TEXT, midtop=(info.centerx, info.y + int(u * 4.2))
        )
        phase = t(f"braves.step.{obs['phase']}")
        blit_fit(
            surface, phase, int(u * 2), info.w - int(u * 2), theme.TEXT_DIM, midtop=(info.centerx, info.y + int(u * 7))
        )
        fought = obs["battle"]["fought"]
        if fought:
            x = info.centerx - int(len(CS.peoples) * u * 2.4)
            for p in CS.peoples:
                g = art.people_glyph(p, int(u * 3.4))
                if p in fought:
                    g = g.copy()
                    g.set_alpha(90)
                surface.blit(g, (x, info.bottom - int(u * 3.8)))
                x += int(u * 4.8)
        self.log.draw(surface, self.log_rect)

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        text, colour = self.banner
        u = self.u
        size = fit_size(text, int(u * 3.6), int(self.ring_rect.w * 0.95), bold=True)
        r = pygame.Rect(0, 0, text_width(text, size, bold=True) + int(u * 6), int(u * 6.5))
        r.center = (self.ring_centre[0], self.ring_centre[1] - int(self.ring_radii[1] * 0.55))
        draw.panel(surface, r, fill=(30, 22, 18), edge=colour, alpha=240, radius=r.h // 3, edge_px=3)
        blit_text(surface, text, size, colour, center=r.center, bold=True, shadow=True)

    def _draw_drag(self, surface) -> None:
        if not self.dragging or not self.selected or self.selected[0] not in range(self.n):
            return
        s, kind = self.selected
        ts = int(self.u * 5)
        img = art.shield_token(s, ts) if kind == "shield" else art.desertion_token(s, ts)
        surface.blit(img, img.get_rect(center=self.mouse))

    def _popup_place(self, box: pygame.Rect, pile: pygame.Rect) -> pygame.Rect:
        """Where a pile's popup goes: beside the pile (toward the middle first, then away, then to its sides),
        the first place that keeps the deck and its counter in view; else the one that hides least of them."""
        u = self.u
        inward = pile.centery <= self.ring_centre[1]
        below = box.copy()
        below.midtop = (pile.centerx, pile.bottom + int(u * 3))
        above = box.copy()
        above.midbottom = (pile.centerx, pile.y - int(u * 3.5))
        left, right = box.copy(), box.copy()
        left.midright = (pile.x - int(u * 1.5), pile.centery)
        right.midleft = (pile.right + int(u * 1.5), pile.centery)
        places = [below, above] if inward else [above, below]
        places += [left, right] if pile.centerx > self.ring_centre[0] else [right, left]
        best, hidden = None, None
        for place in places:
            place.clamp_ip(self.play_rect)
            cover = place.clip(self.centre_rect)
            area = cover.w * cover.h
            if area == 0 and not place.colliderect(pile):
                return place
            if hidden is None or area < hidden:
                best, hidden = place, area
        return best

    def stack_popup_rect(self, p: int, n_items: int) -> pygame.Rect:
        """The popup of pile ``p`` holding ``n_items`` cards and tokens, in its place."""
        u = self.u
        ch = int(u * 8)
        step = int(ch / CARD_RATIO) + int(u * 0.6)
        width = max(int(u * 34), n_items * step + int(u * 3))
        box = pygame.Rect(0, 0, min(width, self.play_rect.w - int(u * 2)), ch + int(u * 10))
        return self._popup_place(box, self.pile_rects[p])

    def _draw_stack_popup(self, surface) -> None:
        """Hovering a pile: its whole stack, bottom first, shields and desertions in their places."""
        p = self.hover_pile
        if p is None or self.app.stack.top is not self:
            return
        u = self.u
        items = self._piles_shown()[p]
        cancelled, owner = pile_items_state(items)
        box = self.stack_popup_rect(p, len(items))
        ch = int(u * 8)
        cw = int(ch / CARD_RATIO)
        step = cw + int(u * 0.6)
        draw.panel(surface, box, fill=(34, 26, 22), alpha=245, radius=int(u * 1.2))
        n_cards = sum(1 for it in items if "card" in it)
        head = t("braves.ui.stack_title", pile=p + 1, n=n_cards)
        if owner is not None:
            head += " · " + t("braves.ui.stack_owner", who=self._who(owner))
        blit_fit(
            surface,
            head,
            int(u * 2.1),
            box.w - int(u * 2),
            theme.BRASS,
            topleft=(box.x + int(u), box.y + int(u * 0.8)),
            bold=True,
        )
        step = min(step, (box.w - int(u * 2) - cw) / max(1, len(items) - 1)) if len(items) > 1 else step
        x = box.x + int(u)
        y = box.y + int(u * 4)
        for j, it in enumerate(items):
            rect = pygame.Rect(int(x), y, cw, ch)
            if "card" in it:
                draw_card(surface, rect, card_face(it["card"], cw, ch), shadow=False)
                if cancelled[j]:
                    self._strike(surface, rect)
            else:
                ts = int(min(cw, u * 5))
                img = art.shield_token(it["shield"], ts) if "shield" in it else art.desertion_token(it["desertion"], ts)
                surface.blit(img, img.get_rect(center=rect.center))
            x += step
        foot = t("braves.ui.stack_foot")
        blit_fit(
            surface,
            foot,
            int(u * 1.8),
            box.w - int(u * 2),
            theme.TEXT_DIM,
            bottomleft=(box.x + int(u), box.bottom - int(u * 0.6)),
        )
