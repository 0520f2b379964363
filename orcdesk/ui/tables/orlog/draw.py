"""Drawing the Orlog table from its display model: both halves (health, tokens, gods, dice in the bowl and
kept), the centre line, the clash of attacks and blocks, effects and banners, the favor chooser, the draft.
"""

from __future__ import annotations

import math

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit import dice as dicekit
from orcdesk.ui.kit.text import blit_fit, blit_text, fit_size, render_text, text_width, wrap_lines
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables.orlog.art import (
    GOLD,
    bowl_sprite,
    coin_sprite,
    draw_health,
    draw_token_pile,
    god_card,
    mini_card,
    token_sprite,
)
from orcdesk.ui.tables.orlog.model import DieVis

TABLE_FELT = (74, 50, 36)  # dark leather instead of green felt: a Norse longhouse table


class OrlogDrawing:
    """The Orlog table's drawing (a part of :class:`OrlogTable`)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if getattr(self, "_bg_size", None) != size:  # the table cloth, in the display's format
            self._bg_size = size
            self._bg = table_background(size, TABLE_FELT).convert()
        surface.blit(self._bg, (0, 0))
        mode = self.mode()
        if self.view["phase"] == "draft":
            self._draw_draft(surface, mode)
        else:
            self._draw_centre_line(surface, mode)
            for seat in (0, 1):
                surface.blit(bowl_sprite(self.bowl_rect[seat].w, self.bowl_rect[seat].h), self.bowl_rect[seat])
                self._draw_side(surface, seat)
            self._draw_clash_under(surface)
            self._draw_dice(surface, mode)
            self._draw_effects(surface)
            if mode == "favor":
                self._draw_favor_chooser(surface)
        self._draw_buttons(surface, mode)
        self.log.draw(surface, self.log_rect)
        if self.view["phase"] != "draft":
            self._draw_hover_card(surface)
            self._show_die_tooltip()

    def _die_under_mouse(self) -> DieVis | None:
        """The die drawn under the mouse (the one drawn last, nearest the viewer, when two overlap)."""
        half = self.die_size * 0.48
        mx, my = self.mouse
        shown = [d for s in (0, 1) for d in self.dice[s] if d.face is not None]
        for d in sorted(shown, key=lambda d: d.pos[1], reverse=True):
            if abs(d.pos[0] - mx) <= half and abs(d.pos[1] - my) <= half:
                return d
        return None

    def _show_die_tooltip(self) -> None:
        """Every die says what it is when hovered, whoever's it is and whatever the mode (the clickable ones
        say it through their hit region too): face and effect, gilded or not, kept or not."""
        if self.hover is not None and self.hover.target[0] != "die" or self.app.stack.top is not self:
            return
        if any(r.collidepoint(self.mouse) for r in self._favor_layout().values()) and self.mode() == "favor":
            return
        d = self._die_under_mouse()
        if d is not None:
            self.app.tooltip.show(self._die_words(d), self.mouse)

    def _draw_buttons(self, surface, mode: str) -> None:
        for key, label, rect, enabled in self._buttons_now(mode):
            b = self.btns.get(key)
            if b is None:
                b = self.btns[key] = Button(label, None, style="primary", key=key)
            b.label, b.rect, b.enabled = label, pygame.Rect(rect), enabled
            b.pressed = self.pressed is not None and self.pressed.target == ("btn", key)
            b.draw(surface)

    def _draw_centre_line(self, surface, mode) -> None:
        pa, u = self.play_rect, self.u
        y = self.size[1] // 2
        x0 = self.side_rect.right + u if self.narrow else pa.x  # a narrow window's god column holds words there
        line = pygame.Surface((int(pa.right - x0), 2), pygame.SRCALPHA)
        line.fill((230, 190, 110, 60))
        surface.blit(line, (x0, y))
        v = self.view
        phase = t(f"orlog.phase.{v['phase']}") if v["phase"] in ("roll", "favor", "resolve", "over") else ""
        if v["phase"] == "roll" and v["roll"]:
            phase = t("orlog.ui.roll_of", n=v["roll"])
        x, y0 = self.round_pos
        blit_text(
            surface,
            t("orlog.ui.round", n=max(1, v["round"])),
            max(14, int(u * 3.4)),
            theme.BRASS,
            midleft=(x, y0),
            bold=True,
            shadow=True,
        )
        blit_text(surface, phase, max(12, int(u * 2.6)), theme.TEXT, midleft=(x, y0 + u * 4), shadow=True)
        # what to do now, or who is thinking: under the button (and under a grid of choices), then the notes
        if self.ai_thinking and not self.queue.busy:
            text, colour = t("orlog.ui.wait_opponent", who=self.log_name(self.thinking_seat)), theme.TEXT_DIM
        elif self.queue.busy and v["phase"] in ("resolve", "favor"):
            text, colour = t("orlog.ui.skip_hint"), theme.TEXT_DIM
        elif mode != "wait":
            text, colour = self.prompt(), theme.HILITE_SOFT
        else:
            text, colour = self.status_text()  # whose move plays out, or nothing
        notes = [(text, colour)] if text else []
        if mode == "favor":
            notes += [(line, GOLD) for line in self.forecast_lines()]
        br = self.button_rect
        yy = br.bottom + u * 1.2
        if mode in ("sacrifice", "freyr"):
            grid = self._choice_grid(len(self._buttons_now(mode)))
            yy = (grid[-1].bottom if grid else br.bottom) + u * 1.2
        width = int(self.side_rect.right - br.x)
        size = max(12, int(u * 2.2))
        for note, note_colour in notes:
            for ln in wrap_lines(note, size, width)[:4]:
                blit_text(surface, ln, size, note_colour, topleft=(br.x, yy), shadow=True)
                yy += size * 1.1
            yy += size * 0.3
        coin = v["coin"]
        if coin is not None:
            spin = next((e for e in self.effects if e["kind"] == "coin_spin"), None)
            pos = target = self.coin_pos_for[coin]
            size = int(u * 8)
            spr = coin_sprite(size)
            if spin is not None:
                f = min(1.0, (self.clock - spin["t0"]) / spin["dur"])
                pos = anim.arc_point(self.coin_pos_for[1 - coin], target, anim.ease_in_out_cubic(f), u * 6)
                squash = abs(math.cos(f * math.pi * 3))
                spr = pygame.transform.smoothscale(spr, (size, max(2, int(size * squash))))
            surface.blit(spr, spr.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_side(self, surface, seat: int) -> None:
        vp = self.view["players"][seat]
        u = self.u
        gods = vp["gods"] or []
        favor = vp.get("favor")
        for i in range(3):
            god = gods[i] if i < len(gods) else None
            mine = god is not None and favor is not None and favor[0] == god
            state = ("dim" if vp.get("favor_status") == "fizzled" else "chosen") if mine else "normal"
            r = self._mini_rect(seat, i)
            surface.blit(mini_card(god, self.card_w, state), r)
            if mine:
                tier = t("orlog.card.tier", n=favor[1])
                below = r.bottom + 2 + int(u * 2.4) <= surface.get_height()  # else above: never cut at the edge
                anchor = {"midtop": (r.centerx, r.bottom + 2)} if below else {"midbottom": (r.centerx, r.y - 2)}
                blit_fit(
                    surface, tier, int(u * 2.1), r.w + int(u * 2), (255, 226, 120), bold=True, shadow=True, **anchor
                )
        if vp.get("favor_chosen") and favor is None and self.view["phase"] == "favor":
            x = self.cards_rect[seat].right + u
            blit_fit(
                surface,
                t("orlog.ui.hidden_choice", who=self.short_name(seat)),
                int(u * 2.2),
                self.play_rect.right - x,
                theme.HILITE_SOFT,
                midleft=(x, self.cards_rect[seat].centery),
                shadow=True,
            )
        flash = max(0.0, 1 - (self.clock - vp["flash"]) / 0.6)
        draw_health(surface, self.health_centre[seat], vp["health"], self.stone_size, flash)
        draw_token_pile(surface, self.token_centre[seat], vp["tokens"], self.token_size)
        bowl = self.bowl_rect[seat]
        if seat == self.viewer:
            blit_text(
                surface,
                self.log_name(seat),
                int(u * 2.6),
                theme.TEXT_DIM,
                midbottom=(bowl.centerx, bowl.top - u * 0.3),
                bold=True,
                shadow=True,
            )
        else:
            name = self.log_name(seat)
            top = bowl.bottom + u * 0.3
            blit_text(surface, name, int(u * 2.6), theme.TEXT_DIM, midtop=(bowl.centerx, top), bold=True, shadow=True)
            size = int(u * 6.5)  # the rival's face beside its name
            self.draw_portrait(
                surface,
                seat,
                (bowl.centerx - text_width(name, int(u * 2.6), True) / 2 - size * 0.6, top + u * 1.3),
                size,
            )

    def _die_state(self, d: DieVis, mode: str, hovered: bool, picked) -> str:
        for e in self.effects:
            if e["kind"] == "die_glow" and e["seat"] == d.seat and e["index"] == d.index:
                return "highlighted"
        if self._clashing(d):
            return "highlighted"
        if d.banned:
            return "dimmed"
        if mode == "keep" and d.seat == self.viewer and d.index in self.selected:
            return "kept"
        if [d.seat, d.index] in picked:
            return "kept"
        return "hovered" if hovered else "normal"

    def _draw_dice(self, surface, mode: str) -> None:
        clickable = {r.target: r for r in self.hit_regions() if r.target[0] == "die"} if mode != "wait" else {}
        picked = []
        if mode == "frigg":
            picked = (self.state.observation(self.viewer)["pending"] or {}).get("picked", [])
        shown = sorted((d for s in (0, 1) for d in self.dice[s] if d.face is not None), key=lambda d: d.pos[1])
        for d in shown:
            key = ("die", d.seat, d.index)
            hovered = self.hover is not None and self.hover.target == key
            look = self.looks[d.seat][d.template]
            f = (self.clock - d.tumble_t0) / dicekit.TUMBLE_SECONDS
            if 0 <= f < 1:
                throw = math.pi / 2 if d.seat == self.viewer else -math.pi / 2  # from the thrower's side
                sprite, off = dicekit.tumble_frame(look, d.face_index, self.die_size, f, d.tumble_seed, d.yaw, throw)
                sprite.draw(surface, (d.pos[0] + off[0], d.pos[1] + off[1]))
                continue
            pos = self._clash_offset(d)
            state = self._die_state(d, mode, hovered, picked)
            if state == "normal" and key in clickable and mode in ("frigg", "loki"):
                state = "highlighted"  # a die Frigg or Loki may take: it glows, pulsing
                r = clickable[key].rect
                draw.draw_glow(
                    surface,
                    r,
                    theme.HILITE,
                    spread=int(self.u * 1.6),
                    alpha=110 + int(100 * self.pulse()),
                    radius=r.w // 4,
                )
            dicekit.render_die(look, d.face_index, self.die_size, state, d.yaw).draw(surface, pos)

    def _draw_effects(self, surface) -> None:
        u = self.u
        for e in self.effects:
            if self.clock < e["t0"]:
                continue
            f = max(0.0, min(1.0, (self.clock - e["t0"]) / e["dur"])) if e["dur"] else 1.0
            kind = e["kind"]
            if kind == "float":
                alpha = 1 - max(0.0, f - 0.6) / 0.4
                pos = (e["pos"][0], e["pos"][1] - u * 5 * anim.ease_out_cubic(f))
                surf = render_text(
                    e["text"], int(u * 3.4), e["colour"], bold=True, outline=(20, 12, 8), shadow=True
                ).copy()
                surf.set_alpha(int(255 * alpha))
                surface.blit(surf, surf.get_rect(center=pos))
            elif kind == "token":
                pos = anim.arc_point(e["from"], e["to"], anim.ease_in_out_quad(f), e["lift"])
                tok = token_sprite(self.token_size)
                surface.blit(tok, tok.get_rect(center=(round(pos[0]), round(pos[1]))))
            elif kind == "clash":
                self._draw_clash_over(surface, e)
            elif kind == "stone_burst":
                self._draw_stone_burst(surface, e, f)
            elif kind == "fallen":
                self._draw_fallen(surface, e, f)
            elif kind == "banner":
                self._draw_banner(surface, e, f)

    def _draw_banner(self, surface, e, f) -> None:
        u = self.u
        alpha = min(1.0, f * 8, (1 - f) * 8)
        lines = [x for x in e["lines"] if x]
        card_w = int(u * 16) if e["god"] else 0
        w = int(min(self.play_rect.w * 0.7, u * 95))
        line_h = int(u * 3.8)
        h = max(len(lines) * line_h + int(u * 4), int(card_w * 1.5 + u * 2) if card_w else 0)
        groups = e.get("gods") or []
        mini_w = int(u * 10)
        if groups:
            h = int(line_h * 2 + mini_w * 1.4 + u * 6)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.centre_x + u * 3, self.size[1] // 2)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw.panel(layer, layer.get_rect(), fill=(26, 16, 12), alpha=238, radius=int(u * 1.2))
        x = int(u * 2)
        if card_w:
            card = god_card(e["god"], card_w, -1, e.get("tier") or 0)
            layer.blit(card, (x, (h - card.get_height()) // 2))
            x += card_w + int(u * 2)
        y = h // 2 - len(lines) * line_h // 2 if not groups else int(u * 1.5)
        for line in lines:
            size = fit_size(line, int(u * 3), w - x - int(u * 2), bold=True)
            blit_text(layer, line, size, e["colour"], topleft=(x, y), bold=True, shadow=True)
            y += line_h
        for g, (name, gods, *caption) in enumerate(groups):  # both sides' gods (or favors), side by side
            gx = int(u * 2 + g * w / 2)
            blit_text(layer, name, int(u * 2.4), theme.TEXT, topleft=(gx, y), bold=True, shadow=True)
            for i, god in enumerate(gods):
                layer.blit(
                    mini_card(god, mini_w, "chosen" if caption else "normal"), (gx + i * (mini_w + u), y + line_h)
                )
            if caption:
                cx = gx + (len(gods) * (mini_w + u) if gods else 0)
                cy = y + line_h + mini_w * 0.7 - (len(caption[0]) - 1) * u * 1.8
                for k, text in enumerate(caption[0]):
                    size = fit_size(text, int(u * (3 if k == 0 else 2.4)), int(w / 2 - (cx - gx) - u * 2), bold=True)
                    blit_text(
                        layer,
                        text,
                        size,
                        (255, 226, 120) if k == 0 else theme.TEXT,
                        midleft=(cx, cy + k * u * 3.6),
                        bold=True,
                        shadow=True,
                    )
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, rect)

    def _draw_favor_chooser(self, surface) -> None:
        for god, rect in self._favor_layout().items():
            draw.drop_shadow(surface, rect, radius=int(self.u), offset=int(self.u * 0.8), blur=int(self.u * 1.5))
            surface.blit(god_card(god, rect.w, self.expected_tokens(god)), rect)
        if self.hover is not None and self.hover.target[0] == "tier":
            self.draw_highlight(surface, self.hover.rect, hovered=True)

    def _draw_hover_card(self, surface) -> None:
        """Hovering a god card on the table shows the whole card: tiers, costs, priority."""
        for seat in (0, 1):
            for i, god in enumerate(self.view["players"][seat]["gods"] or []):
                r = self._mini_rect(seat, i)
                if r.collidepoint(self.mouse):
                    card = god_card(god, int(self.u * 26))
                    pos = (r.right + self.u, r.y if seat == self.rival else r.bottom - card.get_height())
                    draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
                    surface.blit(card, pos)
                    return

    def _draw_draft(self, surface, mode) -> None:
        u, pa = self.u, self.play_rect
        picked = [g for g in self.view["players"][self.viewer]["picked"] if g]
        blit_text(
            surface,
            t("orlog.phase.draft"),
            int(u * 4.4),
            theme.BRASS,
            topleft=(pa.x + u * 2, pa.y + u * 1.5),
            bold=True,
            shadow=True,
        )
        text = (
            t("orlog.ui.draft_hint", n=3 - len(picked))
            if mode == "draft"
            else t("orlog.ui.wait_opponent", who=self.log_name(self.rival))
        )
        blit_text(
            surface,
            text,
            int(u * 2.5),
            theme.HILITE_SOFT if mode == "draft" else theme.TEXT_DIM,
            topleft=(pa.x + u * 2, pa.y + u * 6),
            shadow=True,
        )
        hovered = None
        takeable = {r.target[1] for r in self.hit_regions() if r.legal} if mode == "draft" else set()
        for god, rect in self._draft_layout().items():
            over = rect.collidepoint(self.mouse) and mode == "draft"
            if over:
                hovered = god
                self.draw_highlight(surface, rect, hovered=True)
            state = "chosen" if god in picked else ("normal" if mode == "draft" and god in takeable else "dim")
            surface.blit(mini_card(god, rect.w, state), rect.move(0, -int(u * 0.6) if over else 0))
        show = hovered or (picked[-1] if picked else "thor")
        w = int(min(pa.w * 0.3, (pa.h - u * 24) / 1.5))
        card = god_card(show, w)
        pos = (pa.right - w - u * 3, pa.y + u * 9)
        draw.drop_shadow(surface, pygame.Rect(pos, card.get_size()), 10, 4, 12, 140)
        surface.blit(card, pos)
        lines = wrap_lines(t(f"orlog.god.{show}.text"), int(u * 2.2), w)
        y = pos[1] + card.get_height() + u
        for ln in lines[:3]:
            blit_text(surface, ln, int(u * 2.2), theme.TEXT_DIM, topleft=(pos[0], y), shadow=True)
            y += u * 2.4
        # picks so far; the opponent's stay face down until both have chosen
        y = pa.bottom - u * 8
        for col, (seat, title) in enumerate(
            (
                (self.viewer, t("orlog.ui.your_gods")),
                (self.rival, t("orlog.ui.their_gods", who=self.short_name(self.rival))),
            )
        ):
            x = pos[0] + col * (w // 2 + u)
            blit_text(surface, title, int(u * 2), theme.TEXT_DIM, bottomleft=(x, y - u * 0.5), shadow=True)
            for i, g in enumerate(self.view["players"][seat]["picked"]):
                surface.blit(mini_card(g, int(u * 4.6)), (x + i * u * 5.2, y))
