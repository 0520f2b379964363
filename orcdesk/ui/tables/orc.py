"""The Orc table: the border of six tribes, the box, six piles, both sides' attacks, the hands.

Screen layout (fractions of the window; the right column holds the scoreboard and the game log)::

    [opponent: name plate, face-down hand, count]                     | menu
    [opponent's attacks, one column per tribe, facing end DOWN]       | scores
    [pile|tribe|tribe|pile] [pile|tribe|tribe|pile] [...]  + the box  | game log
    [your attacks, facing end UP]                                     |
    [status banner: what to do now]                                   |
    [your hand, face up]              [flip] [discard]                |

Interaction: click the upper or lower half of a hand card to pick it with that end facing the tribes (the
card turns so the chosen end is up; right-click / the wheel / "Flip" turns it), then click a lit tribe; or
"Discard". Then click the lit piles to draw. The box and the Perplext start choice get their own prompts.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import anim, cards, draw, glyphs, textures, theme, tokens
from orcdesk.ui.kit.text import blit_text, fit_size, render_text
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables import HitRegion, TableScene

CARD_ASPECT = 1.62          # height / width of an Orc card (skinny gum-pack cards)
END_NAMES = ("one", "two")  # end 0 = the 1-orc end, end 1 = the 2-orc end


# ---------------------------------------------------------------------------------------------- faces
@lru_cache(maxsize=512)
def half_face(colour: str, orcs: int, w: int, h: int) -> pygame.Surface:
    """One end of a card, drawn with its END at the top edge: a colour strip with 1 or 2 pips, the
    tribe emblem, and 1 or 2 orcs wearing the tribe's war paint."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col, dark = theme.tribe_color(colour), theme.tribe_dark(colour)
    bg = theme.lerp_color(col, theme.PARCHMENT, 0.62)
    s.blit(draw.vertical_gradient(w, h, theme.shade(bg, 1.08), theme.shade(bg, 0.92)), (0, 0))
    strip = max(4, int(h * 0.2))
    s.blit(draw.vertical_gradient(w, strip, theme.shade(col, 1.1), theme.shade(col, 0.85)), (0, 0))
    pygame.draw.line(s, dark, (0, strip), (w, strip), max(1, h // 40))
    # pips: the rulebook's "points" that show 1 or 2 at a glance
    pr = max(2, int(strip * 0.28))
    for i in range(orcs):
        x = w // 2 + (i - (orcs - 1) / 2) * pr * 2.8
        pygame.draw.circle(s, dark, (int(x), strip // 2), pr + 1)
        pygame.draw.circle(s, (250, 246, 236), (int(x), strip // 2), pr)
    body_h = h - strip
    em_size = max(8, int(min(w * 0.34, body_h * 0.34)))
    em = glyphs.emblem(theme.TRIBE_GLYPHS.get(colour, "circle"), em_size, col, dark)
    orc_size = max(8, int(min(w * (0.62 if orcs == 1 else 0.48), body_h * 0.62)))
    fig = glyphs.orc_figure(orc_size, theme.ORC_SKIN, theme.ORC_EDGE, col)
    cy = strip + body_h * 0.56
    if orcs == 1:
        s.blit(fig, fig.get_rect(center=(w // 2, int(cy))))
    else:
        for dx in (-0.24, 0.24):
            s.blit(fig, fig.get_rect(center=(int(w * (0.5 + dx)), int(cy))))
    s.blit(em, em.get_rect(topleft=(max(1, w // 20), strip + max(1, h // 30))))
    return s


@lru_cache(maxsize=512)
def card_face(one: str, two: str, w: int, h: int, up_end: int = 1, faded_end: int | None = None) -> pygame.Surface:
    """A whole card, ``up_end`` (0: 1-orc end, 1: 2-orc end) at the top; ``faded_end`` greyed and crossed
    out (the half that does not count where the card was played)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(textures.parchment(w, h), (0, 0))
    hh = h // 2
    ends = {0: (one, 1), 1: (two, 2)}
    top_colour, top_orcs = ends[up_end]
    bot_colour, bot_orcs = ends[1 - up_end]
    inset = max(2, w // 18)
    iw, ih = w - 2 * inset, hh - inset - max(1, inset // 3)
    top = half_face(top_colour, top_orcs, iw, ih)
    bottom = pygame.transform.rotate(half_face(bot_colour, bot_orcs, iw, ih), 180)
    s.blit(top, (inset, inset))
    s.blit(bottom, (inset, h - inset - ih))
    pygame.draw.line(s, theme.INK_SOFT, (inset, hh), (w - inset, hh), max(1, h // 90))
    if faded_end is not None:
        fy = inset if faded_end == up_end else h - inset - ih
        fade = pygame.Surface((iw, ih), pygame.SRCALPHA)
        fade.fill((120, 116, 110, 165))
        s.blit(fade, (inset, fy))
        cross = max(2, w // 22)
        pygame.draw.line(s, (70, 50, 40), (inset + iw * 0.15, fy + ih * 0.15), (inset + iw * 0.85, fy + ih * 0.85), cross)
        pygame.draw.line(s, (70, 50, 40), (inset + iw * 0.85, fy + ih * 0.15), (inset + iw * 0.15, fy + ih * 0.85), cross)
    s.blit(cards.card_frame(w, h), (0, 0))
    return draw.clip_rounded(s, cards.card_radius(w))


@lru_cache(maxsize=64)
def tribe_tile(colour: str, value: int, w: int, h: int) -> pygame.Surface:
    """A tribe: one half of a frontier card seen from above: colour field, big emblem, its value in orcs."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    col, dark = theme.tribe_color(colour), theme.tribe_dark(colour)
    s.blit(textures.parchment(w, h, col, seed=31), (0, 0))  # painted-card grain in the tribe's colour
    shading = draw.vertical_gradient(w, h, (255, 255, 255), (0, 0, 0), 48)
    s.blit(shading, (0, 0))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 12), -max(4, w // 12))
    pygame.draw.rect(s, theme.shade(dark, 1.0), inner, max(1, w // 50), border_radius=max(2, w // 14))
    em = glyphs.emblem(theme.TRIBE_GLYPHS.get(colour, "circle"), int(min(w, h) * 0.42), theme.shade(col, 1.18), dark)
    s.blit(em, em.get_rect(center=(w // 2, int(h * 0.38))))
    fig_size = int(min(w * 0.30, h * 0.30))
    fig = glyphs.orc_figure(fig_size, theme.ORC_SKIN, theme.ORC_EDGE, theme.shade(col, 1.15))
    for i in range(value):
        x = w // 2 + (i - (value - 1) / 2) * fig_size * 1.0
        s.blit(fig, fig.get_rect(center=(int(x), int(h * 0.78))))
    return s


# ---------------------------------------------------------------------------------------------- the table
class OrcTable(TableScene):
    """The Orc table controller (see the module docstring and :class:`TableScene`)."""

    def __init__(self, app, game_id: str = "orc", seats: list[str] | None = None, seed: int = 0,
                 options: dict | None = None, inline_ai: bool | None = None) -> None:
        super().__init__(app, game_id, seats or ["human", "normal"], seed, options, inline_ai)
        self.selected: int | None = None      # card id picked in the hand
        self.up_end: dict[int, int] = {}       # card id -> end shown at the top (facing the tribes)
        self.hand_hover = {}                   # card id -> anim.Smooth lift
        self.flights: list[dict] = []          # cards moving across the table
        self.hidden: set = set()               # things not drawn while a flight brings them
        self.flashes: list[dict] = []          # battle flashes
        self.R: dict[str, Any] = {}
        # Drawn as buttons, clicked through hit regions like every other target (see click()).
        self.flip_button = Button(t("orc.ui.flip"), key="flip")
        self.discard_button = Button(t("orc.ui.discard"), key="discard")
        self.flip_button.visible = self.discard_button.visible = False
        self.last_play: tuple | None = None    # (tribe, seat, index) of the latest card played, marked a while

    # ------------------------------------------------------------------ setup screen
    @classmethod
    def setup_options(cls):
        return [("start_rule", t("orc.option.start_rule"),
                 [("oya", t("orc.option.start_rule_oya")), ("perplext", t("orc.option.start_rule_perplext"))])]

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orc.ui.blurb")

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        """Three cards fanned out, as if just dealt."""
        h = int(min(rect.h * 0.9, rect.w * 0.55))
        w = int(h / CARD_ASPECT)
        for i, (one, two, up) in enumerate((("red", "green", 1), ("blue", "yellow", 0), ("purple", "white", 1))):
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.centerx + int((i - 1) * w * 0.8), rect.centery + abs(i - 1) * h // 14)
            cards.draw_card(surface, r, card_face(one, two, w, h, up), angle=(1 - i) * 12)

    # ------------------------------------------------------------------ names and words
    @property
    def me(self) -> int:
        return self.viewer

    @property
    def opp(self) -> int:
        return 1 - self.viewer

    def tribe_words(self, colour: str) -> str:
        return t(f"orc.tribe.{colour}")

    def say(self, key: str, seat: int | None, **fields) -> str:
        """A log line; the single human gets the second-person wording (``<key>_you``)."""
        if seat is not None and self.is_human(seat) and self.seats.count("human") == 1:
            return t(f"orc.log.{key}_you", **fields)
        return t(f"orc.log.{key}", who=self.seat_name(seat) if seat is not None else "", **fields)

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        if self.flights or self.flashes:  # in-flight cards hold old coordinates: land them first
            self.queue.finish_all()
        W, H = size
        u = theme.unit(size)
        m = int(u * 2.2)
        rpw = int(max(W * 0.2, min(u * 30, W * 0.26)))
        R = self.R
        R["u"] = u
        R["right"] = pygame.Rect(W - rpw - m, m + int(u * 7), rpw, H - 2 * m - int(u * 7))
        play = pygame.Rect(m + int(u), m, W - rpw - 3 * m - int(u), H - 2 * m)
        R["play"] = play
        rows = {}
        y = play.y
        for name, frac in (("opp_row", 0.10), ("opp_side", 0.20), ("frontier", 0.165), ("my_side", 0.20),
                           ("status", 0.062)):
            hgt = int(H * frac)
            rows[name] = pygame.Rect(play.x, y, play.w, hgt)
            y += hgt
        rows["hand"] = pygame.Rect(play.x, y, play.w, play.bottom - y)
        R.update(rows)
        # Frontier geometry: [pile|tile|tile|pile] x3 with the box slots at both ends.
        TH = int(rows["frontier"].h * 0.86)
        TW = int(min(play.w / 11.9, TH * 0.95))
        TH = min(TH, int(TW * 1.3))  # narrow windows: keep the tiles card-shaped
        u = R["u"] = min(u, TW / 11)  # badges, gaps and labels scale with the cards when the window is narrow
        PW, g, G, B = int(TW * 0.5), max(3, int(TW * 0.07)), int(TW * 0.22), int(TW * 0.78)
        group = 2 * TW + 2 * PW + 3 * g
        total = 3 * group + 2 * G + 2 * (B + g)
        x = play.centerx - total // 2
        cy = rows["frontier"].centery
        R["box_slot"] = {"left": pygame.Rect(x, cy - B // 2, B, B)}
        x += B + g
        R["tile"], R["pile"] = {}, {}
        PH = int(PW * CARD_ASPECT)
        for k in range(3):
            gx = x + k * (group + G)
            R["pile"][2 * k] = pygame.Rect(gx, cy - PH // 2, PW, PH)
            R["tile"][2 * k] = pygame.Rect(gx + PW + g, cy - TH // 2, TW, TH)
            R["tile"][2 * k + 1] = pygame.Rect(gx + PW + g + TW, cy - TH // 2, TW, TH)
            R["pile"][2 * k + 1] = pygame.Rect(gx + PW + 2 * g + 2 * TW, cy - PH // 2, PW, PH)
        R["frontier_card"] = [R["tile"][2 * k].union(R["tile"][2 * k + 1]) for k in range(3)]
        R["box_slot"]["right"] = pygame.Rect(x + 3 * group + 2 * G, cy - B // 2, B, B)
        # Played cards: as wide as fits a tile column.
        side_h = rows["my_side"].h - int(u * 1.2)
        SW = int(min(TW * 0.80, side_h * 0.78 / CARD_ASPECT))
        R["side_card"] = (SW, int(SW * CARD_ASPECT))
        # Hands.
        HH = int(min(rows["hand"].h * 0.86, TW * 1.45 * CARD_ASPECT))
        R["hand_card"] = (int(HH / CARD_ASPECT), HH)
        OH = int(min(rows["opp_row"].h * 0.86, TW * 0.62 * CARD_ASPECT))
        R["opp_card"] = (int(OH / CARD_ASPECT), OH)
        R["status_rect"] = pygame.Rect(0, 0, int(play.w * 0.74), int(rows["status"].h * 0.78))
        R["status_rect"].center = rows["status"].center
        bw, bh = int(u * 16), int(u * 5.6)
        hx = rows["hand"].right - bw
        self.flip_button.rect = pygame.Rect(hx, rows["hand"].centery - bh - int(u * 0.6), bw, bh)
        self.discard_button.rect = pygame.Rect(hx, rows["hand"].centery + int(u * 0.6), bw, bh)
        R["hand_area"] = pygame.Rect(play.x + int(u * 16), rows["hand"].y, play.w - int(u * 34), rows["hand"].h)
        if not getattr(self, "start_buttons", None):
            self.start_buttons = [Button(t("orc.ui.start_first"), key="start:first"),
                                  Button(t("orc.ui.start_second"), key="start:second")]
            for b in self.start_buttons:
                b.visible = False  # update_table shows them in the start phase
        sw = int(play.w * 0.34)
        for i, b in enumerate(self.start_buttons):
            b.rect = pygame.Rect(0, 0, sw, int(u * 7))
            b.rect.center = (play.centerx + (i * 2 - 1) * (sw // 2 + int(u * 2)), rows["my_side"].centery)

    # ------------------------------------------------------------------ geometry helpers
    def hand_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.R["hand_card"]
        area = self.R["hand_area"]
        xs = cards.fan_positions(count, area.centerx, area.y, w, area.w, gap=0.10)
        y = area.bottom - h - int(self.R["u"] * 0.4)
        return [pygame.Rect(x, y, w, h) for x in xs]

    def opp_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.R["opp_card"]
        row = self.R["opp_row"]
        xs = cards.fan_positions(count, row.centerx, row.y, w, int(row.w * 0.45), gap=-0.35)
        return [pygame.Rect(x, row.y + (row.h - h) // 2, w, h) for x in xs]

    def opp_rects_open(self, count: int) -> list[pygame.Rect]:
        """The opponent's hand laid open at the end of the game (no overlap when it fits)."""
        w, h = self.R["opp_card"]
        row = self.R["opp_row"]
        xs = cards.fan_positions(count, row.centerx, row.y, w, int(row.w * 0.45), gap=0.08)
        return [pygame.Rect(x, row.y + (row.h - h) // 2, w, h) for x in xs]

    def side_rects(self, pos: int, view_seat: int, count: int) -> list[pygame.Rect]:
        """Rects of the cards played on one side of a tribe, in play order (first nearest the border)."""
        SW, SH = self.R["side_card"]
        tile = self.R["tile"][pos]
        area = self.R["my_side"] if view_seat == self.me else self.R["opp_side"]
        gap = int(self.R["u"] * 0.6)
        x = tile.centerx - SW // 2
        room = area.h - gap - SH
        step = SH // 2 if count <= 1 else min(SH // 2, max(int(SH * 0.14), room // (count - 1)))
        out = []
        for i in range(count):
            if view_seat == self.me:
                out.append(pygame.Rect(x, tile.bottom + gap + i * step, SW, SH))
            else:
                out.append(pygame.Rect(x, tile.top - gap - SH - i * step, SW, SH))
        return out

    def tribe_target_rect(self, pos: int) -> pygame.Rect:
        """The click area of a tribe: the tile plus the human's side column under it."""
        tile = self.R["tile"][pos]
        return tile.union(pygame.Rect(tile.x, tile.bottom, tile.w, self.R["my_side"].h))

    # ------------------------------------------------------------------ selection
    def _live_phase(self) -> str:
        return E.PHASE_NAMES[self.state.phase]

    def card_up_end(self, cid: int) -> int:
        return self.up_end.get(cid, 1)

    def flip(self) -> None:
        if self.selected is not None:
            self.up_end[self.selected] = 1 - self.card_up_end(self.selected)

    def on_played(self, action, seat, events) -> None:
        if seat == self.me:
            self.selected = None
            if action < E.DRAW_BASE and self.last_play is not None and self.last_play[1] != seat:
                self.last_play = None

    def on_restored(self) -> None:
        self.selected = None
        self.last_play = None
        self.flights.clear()
        self.hidden.clear()
        self.flashes.clear()

    # ------------------------------------------------------------------ hit regions
    def hit_regions(self) -> list[HitRegion]:
        if not self.R or self.state.is_terminal():
            return []
        seat = self.human_to_act()
        if seat is None:
            return []
        st = self.state
        phase = self._live_phase()
        regions: list[HitRegion] = []
        u = self.R["u"]
        if phase == "start":
            for b, choice in zip(self.start_buttons, ("first", "second")):
                regions.append(HitRegion(b.rect, ("start", choice)))
            return regions
        if phase == "box":
            for side, r in self.R["box_slot"].items():
                regions.append(HitRegion(r.inflate(int(u * 2), int(u * 2)), ("box", side),
                                         tooltip=t("orc.ui.box_here")))
            return regions
        if phase == "draw":
            for p in range(E.N):
                reason = st.illegal_reason(E.draw_action(p), seat)
                n = len(st.piles[p])
                tribe = self.tribe_words(self.obs_colour(p))
                tip = t("orc.ui.pile_last", tribe=tribe) if n == 1 else t("orc.ui.pile_tip", n=n, tribe=tribe)
                regions.append(HitRegion(self.R["pile"][p].inflate(int(u), int(u)), ("pile", p), reason is None,
                                         self.reason_text(reason), tip))
            return regions
        # play phase: tribes, then the hand (drawn on top), then the buttons
        for p in range(E.N):
            r = self.tribe_target_rect(p)
            if self.selected is None:
                regions.append(HitRegion(r, ("tribe", p), False, t("orc.ui.select_first")))
            else:
                end = self.card_up_end(self.selected)
                reason = st.illegal_reason(E.play_action(self.selected, p, end), seat)
                tip = ""
                if reason is None:
                    mine = st.side_orcs[seat * E.N + p] + end + 1
                    theirs = st.side_orcs[(1 - seat) * E.N + p]
                    tip = t("orc.ui.attack_tip", tribe=self.tribe_words(self.obs_colour(p)), mine=mine, theirs=theirs,
                            draws=2 if end == 0 else 1)
                regions.append(HitRegion(r, ("tribe", p), reason is None, self.reason_text(reason), tip))
        hand = list(st.hands[seat])
        rects = self.hand_rects(len(hand))
        for i, (cid, r) in enumerate(zip(hand, rects)):
            lift = int(u * 2.5) if cid == self.selected else 0
            r = r.move(0, -lift)
            visible_w = (rects[i + 1].x - r.x) if i + 1 < len(rects) else r.w
            visible_w = max(4, min(r.w, visible_w))
            up = self.card_up_end(cid)
            top = pygame.Rect(r.x, r.y, r.w, r.h // 2)
            bottom = pygame.Rect(r.x, r.y + r.h // 2, r.w, r.h - r.h // 2)
            regions.append(HitRegion(top, ("hand", cid, up), point=(r.x + visible_w // 2, r.y + r.h // 4),
                                     tooltip=self.end_tooltip(cid, up)))
            regions.append(HitRegion(bottom, ("hand", cid, 1 - up), point=(r.x + visible_w // 2, r.y + 3 * r.h // 4),
                                     tooltip=self.end_tooltip(cid, 1 - up)))
        if self.selected is not None:
            regions.append(HitRegion(self.flip_button.rect, ("flip",)))
            regions.append(HitRegion(self.discard_button.rect, ("discard",), tooltip=t("orc.ui.discard_tip")))
        return regions

    def end_tooltip(self, cid: int, end: int) -> str:
        colour = E.COLOURS[E.END_COLOUR[cid * 2 + end]]
        return t("orc.ui.pick_end", orcs=self.orcs_words(colour, end + 1))

    def orcs_words(self, colour: str, n: int) -> str:
        return t("orc.ui.n_orcs", n=n, orcs=t(f"orc.orc.{colour}") if n == 1 else t(f"orc.orcs.{colour}"))

    def reason_text(self, reason) -> str:
        if reason is None:
            return ""
        code, fields = reason
        words = dict(fields)
        for key in ("tribe",):
            if key in words:
                words[key] = self.tribe_words(words[key])
        for key in ("colour", "own"):
            if key in words:
                words[key] = t(f"orc.orcs.{words[key]}")
        if code == "wrong_phase":
            return t(f"orc.reason.wrong_phase_{fields['expected']}", n=fields.get("draws_left", 0))
        return t(f"orc.reason.{code}", **words)

    # ------------------------------------------------------------------ clicks
    def click(self, target, button: int):
        kind = target[0]
        if kind == "hand":
            _, cid, end = target
            if button == 3:
                self.selected = cid
                self.up_end[cid] = 1 - self.card_up_end(cid)
                return None
            if self.selected == cid and self.card_up_end(cid) == end:
                self.selected = None
            else:
                self.selected = cid
                self.up_end[cid] = end
            return None
        if kind == "flip" or (button == 3 and self.selected is not None):
            self.flip()
            return None
        if kind == "tribe":
            return E.play_action(self.selected, target[1], self.card_up_end(self.selected))
        if kind == "discard":
            return E.discard_action(self.selected)
        if kind == "pile":
            return E.draw_action(target[1])
        if kind == "box":
            return E.BOX_BASE + E.SIDES.index(target[1])
        if kind == "start":
            return E.START_BASE + (0 if target[1] == "first" else 1)
        return None

    def clicks_for(self, action) -> list:
        if action < E.DISCARD_BASE:
            return [("hand", E.PLAY_CARD[action], E.PLAY_END[action]), ("tribe", E.PLAY_TRIBE[action])]
        if action < E.DRAW_BASE:
            return [("hand", action - E.DISCARD_BASE, self.card_up_end(action - E.DISCARD_BASE)), ("discard",)]
        if action < E.BOX_BASE:
            return [("pile", action - E.DRAW_BASE)]
        if action < E.START_BASE:
            return [("box", E.SIDES[action - E.BOX_BASE])]
        return [("start", "first" if action == E.START_BASE else "second")]

    def on_wheel(self, dy: int) -> None:
        if self.selected is not None and dy:
            self.flip()

    def on_key(self, event) -> None:
        if event.key in (pygame.K_f, pygame.K_SPACE):
            self.flip()

    # ------------------------------------------------------------------ words
    def prompt(self) -> str:
        st = self.state
        phase = self._live_phase()
        if phase == "start":
            return t("orc.prompt.start")
        if phase == "box":
            return t("orc.prompt.box")
        if phase == "draw":
            return t("orc.prompt.draw", n=st.draws_left)
        if self.selected is None:
            return t("orc.prompt.select")
        colour = E.COLOURS[E.END_COLOUR[self.selected * 2 + self.card_up_end(self.selected)]]
        return t("orc.prompt.target", orcs=self.orcs_words(colour, self.card_up_end(self.selected) + 1))

    def card_words(self, cid: int) -> str:
        return t("orc.ui.card", one=t(f"orc.colour.{E.COLOURS[E.CARD_ONE[cid]]}"),
                 two=t(f"orc.colour.{E.COLOURS[E.CARD_TWO[cid]]}"))

    def describe_event(self, e: dict) -> str | None:
        kind = e["type"]
        seat = e.get("seat")
        if kind == "box":
            return self.say("box", seat, side=t(f"orc.ui.side_{e['side']}"))
        if kind == "start_choice":
            return self.say("start_" + e["choice"], seat)
        if kind == "play":
            return self.say("play", seat, tribe=self.tribe_words(self.obs_colour(e["tribe"])),
                            orcs=self.orcs_words(e["colour"], e["orcs"]))
        if kind == "discard":
            return self.say("discard", seat, card=self.card_words(e["card"]))
        if kind == "draw":
            return self.say("draw", seat, tribe=self.tribe_words(self.obs_colour(e["pile"])), left=e["left"])
        if kind == "draw_lost":
            return self.say("draw_lost", seat)
        if kind == "battle":
            return self.battle_words(e)
        if kind == "game_over":
            s = e["scores"]
            return t("orc.log.game_over", me=s[self.me], opp=s[self.opp])
        return None

    def obs_colour(self, pos: int) -> str:
        return E.COLOURS[self.state.colour[pos]]

    def battle_words(self, e: dict) -> str:
        tribe = self.tribe_words(e["colour"])
        a, b = e["orcs"][self.me], e["orcs"][self.opp]
        if e["frozen"]:
            line = t("orc.log.battle_frozen", tribe=tribe, a=a, b=b,
                     neighbour=self.tribe_words(self.obs_colour(e["frozen_on"])))
        elif e["tie"]:
            line = self.say("battle_tie", e["winner"], tribe=tribe, a=a, b=b,
                            neighbour=self.tribe_words(self.obs_colour(e["decided_by"])))
        else:
            line = self.say("battle_win", e["winner"], tribe=tribe, a=a, b=b)
        for c in e.get("cascade", []):
            line += " " + self.say("cascade", c["winner"], tribe=self.tribe_words(c["colour"]))
        return line

    def result_lines(self) -> list[str]:
        st = self.state
        lines = []
        for seat in (self.me, self.opp):
            if lines:
                lines.append("")
            rows = st.score_breakdown(seat)
            total = sum(r["total"] for r in rows)
            lines.append("!" + t("orc.result.seat_total", who=self.seat_name(seat), total=total))
            if not rows:
                lines.append(t("orc.result.no_tribe"))
            for r in rows:
                name = self.tribe_words(r["tribe"])
                name = name[:1].upper() + name[1:]
                if r["hand"]:
                    lines.append(t("orc.result.row_hand", tribe=name, value=r["value"], hand=r["hand"],
                                   total=r["total"]))
                else:
                    lines.append(t("orc.result.row", tribe=name, value=r["value"]))
        if st._tiebreak():
            head = E.BY_RANK[st.box][0]
            lines.append("!" + t("orc.result.tiebreak", tribe=self.tribe_words(self.obs_colour(head))))
        return lines

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
            blit_text(surface, self.short_name(seat), int(u * 2.3), theme.TEXT, midleft=(cx - int(u * 2.6), ly), bold=True)

    # ------------------------------------------------------------------ animation
    def animate_event(self, e: dict) -> None:
        kind = e["type"]
        R = self.R
        if not R:
            return
        if kind == "play":
            self._fly_to_side(e)
        elif kind == "discard":
            self._fly_discard(e)
        elif kind == "draw":
            self._fly_draw(e)
        elif kind == "battle":
            self._battle_flash(e)
        elif kind in ("box", "turn"):
            self.queue.push(anim.Wait(0.12))

    def _source_rect(self, seat: int, cid: int) -> pygame.Rect:
        if seat == self.me:
            hand = [c["id"] for c in self.obs["hand"]]
            rects = self.hand_rects(len(hand))
            if cid in hand:
                return rects[hand.index(cid)]
            return rects[len(rects) // 2] if rects else self.R["hand_area"]
        rects = self.opp_rects(max(1, self.obs["hand_counts"][seat]))
        return rects[len(rects) // 2]

    def _fly(self, surf_fn, src: pygame.Rect, dst: pygame.Rect, hide=None, duration=0.42, lift=0.0,
             on_done=None) -> None:
        flight = {"surf": surf_fn, "rect": src.copy(), "src": src, "dst": dst, "f": 0.0}

        def start():
            if hide is not None:
                self.hidden.add(hide)
            self.flights.append(flight)

        def step(f):
            flight["f"] = f
            x, y = anim.arc_point(src.center, dst.center, f, lift)
            w = anim.lerp(src.w, dst.w, f)
            h = anim.lerp(src.h, dst.h, f)
            flight["rect"] = pygame.Rect(0, 0, int(w), int(h))
            flight["rect"].center = (int(x), int(y))

        def done():
            if flight in self.flights:
                self.flights.remove(flight)
            self.hidden.discard(hide)
            if on_done:
                on_done()

        self.queue.push(anim.Tween(duration, step, anim.ease_in_out_cubic, on_done=done, on_start=start))

    def _fly_to_side(self, e: dict) -> None:
        seat, cid, pos = e["seat"], e["card"], e["tribe"]
        src = self._source_rect(seat, cid)
        count = len(self.state.observation(self.viewer)["tribes"][pos]["sides"][seat]["cards"])
        self.last_play = (pos, seat, count - 1, self.time)
        dst = self.side_rects(pos, seat, max(1, count))[-1]
        end = e["orcs"] - 1
        info = E.card_info(cid)
        up = end if seat == self.me else 1 - end
        faded = 1 - end
        self._fly(lambda w, h: card_face(info["one"], info["two"], w, h, up, faded), src, dst,
                  hide=("side", pos, seat, count - 1), lift=self.R["u"] * 6)

    def _fly_discard(self, e: dict) -> None:
        seat, cid = e["seat"], e["card"]
        src = self._source_rect(seat, cid)
        w, h = self.R["opp_card"]
        row = self.R["opp_row"]
        dst = pygame.Rect(row.right - w - int(self.R["u"] * 3), row.y + (row.h - h) // 2, w, h)
        info = E.card_info(cid)
        self._fly(lambda w, h: card_face(info["one"], info["two"], w, h, 1), src, dst, duration=0.45,
                  lift=self.R["u"] * 4)

    def _fly_draw(self, e: dict) -> None:
        seat, p = e["seat"], e["pile"]
        src = self.R["pile"][p]
        hand = list(self.state.hands[seat])  # the state is already past this draw: the card is in the hand
        if seat == self.me and e.get("card") in hand:
            dst = self.hand_rects(len(hand))[hand.index(e["card"])]
            hide = ("hand", e["card"])
        else:
            dst = self.opp_rects(max(1, len(hand)))[-1]
            hide = ("opp_last",)
        self._fly(lambda w, h: cards.card_back(w, h), src, dst, hide=hide, duration=0.38, lift=self.R["u"] * 3)

    def _battle_flash(self, e: dict) -> None:
        pos = e["tribe"]
        flash = {"pos": pos, "f": 0.0, "event": e}
        spears = [("spear", pos)] + [("spear", c["tribe"]) for c in e.get("cascade", [])]

        def start():
            self.flashes.append(flash)
            self.hidden.update(spears)

        def step(f):
            flash["f"] = f
            if f > 0.5:
                self.hidden.difference_update(spears)

        def done():
            self.hidden.difference_update(spears)
            if flash in self.flashes:
                self.flashes.remove(flash)

        self.queue.push(anim.Tween(1.1, step, anim.linear, on_done=done, on_start=start))

    # ------------------------------------------------------------------ drawing
    def update_table(self, dt: float) -> None:
        for s in self.hand_hover.values():
            s.update(dt)
        if not self.can_act() and self.selected is not None and self.human_to_act() is None:
            self.selected = None
        play_phase = self.can_act() and self._live_phase() == "play" and self.selected is not None
        self.flip_button.visible = self.discard_button.visible = play_phase
        for b in self.start_buttons:
            b.visible = self.can_act() and self._live_phase() == "start"
        for b in (self.flip_button, self.discard_button, *self.start_buttons):
            b.hover.target = 1.0 if b.visible and b.rect.collidepoint(self.mouse) else 0.0
            b.update(dt)

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
            draw.draw_glow(surface, R["tile"][p], theme.HILITE, spread=int(u * (2.6 if p == hovered else 1.8)),
                           alpha=a, radius=int(u))
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
            pygame.draw.line(surface, theme.shade(theme.INK, 1.5), (fr.centerx, fr.y + 3), (fr.centerx, fr.bottom - 3), 1)
        for tribe in obs["tribes"]:
            p = tribe["pos"]
            tile = R["tile"][p]
            if p in legal_tribes:
                pygame.draw.rect(surface, theme.HILITE, tile.inflate(4, 4), max(2, int(u * (0.5 if p == hovered else 0.3))),
                                 border_radius=int(u))
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
        if tribe["spear"] is not None and ("spear", tribe["pos"]) not in self.hidden:
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

    def short_name(self, seat: int) -> str:
        if self.is_human(seat) and self.seats.count("human") == 1:
            return t("app.table.you")
        return t("orc.ui.seat_short", n=seat + 1)

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
        blit_text(surface, label, fit_size(label, rib.h * 0.7, rib.w - 4, True), (235, 250, 255), center=rib.center,
                  bold=True)
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
            cards.draw_card(surface, rr, back, shadow=(i == 0), highlight=legal and top, hovered=hovered and top,
                            lift=(u * 0.8 if hovered and top else 0), pulse=self.pulse())
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
                blit_text(surface, t("orc.ui.box"), int(u * 1.9), theme.TEXT, midtop=(r.centerx, r.bottom + int(u * 0.3)),
                          shadow=True)
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
                    if ("side", p, seat, i) in self.hidden:
                        continue
                    if self.last_play is not None and self.last_play[:3] == (p, seat, i) and seat != self.me:
                        # the opponent's latest card keeps a soft marker until the human has played
                        draw.draw_glow(surface, r, theme.SEAT_COLORS[seat], spread=int(self.R["u"] * 1.4),
                                       alpha=200, radius=cards.card_radius(r.w))
                    info = c["card"]
                    end = c["orcs"] - 1
                    up = end if seat == self.me else 1 - end
                    cards.draw_card(surface, r, card_face(info["one"], info["two"], r.w, r.h, up, 1 - end),
                                    lift=0)
                # total orcs on this side, beside the stack (once the last card has landed)
                if ("side", p, seat, n - 1) not in self.hidden:
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
            if i == len(rects) - 1 and ("opp_last",) in self.hidden:
                continue
            cards.draw_card(surface, r, back, angle=cards.wobble(i, 2.5))
        # name plate
        plate = pygame.Rect(row.x, row.y + int(row.h * 0.15), int(row.w * 0.26), int(row.h * 0.7))
        self.draw_turn_glow(surface, plate, self.opp)
        draw.panel(surface, plate, fill=(42, 30, 22), radius=int(u))
        self.draw_seat_badge(surface, self.opp, (plate.x + plate.h // 2, plate.centery), int(plate.h * 0.34))
        name = self.seat_name(self.opp)
        blit_text(surface, name, fit_size(name, u * 2.6, plate.w - plate.h - u, True), theme.TEXT,
                  midleft=(plate.x + plate.h, plate.centery - int(u * 1.2)), bold=True)
        blit_text(surface, t("orc.ui.cards_in_hand", n=n), int(u * 2.0), theme.TEXT_DIM,
                  midleft=(plate.x + plate.h, plate.centery + int(u * 1.5)))
        if rects:
            last = rects[-1]
            tokens.count_badge(surface, (last.right + int(u * 1.5), last.centery), n, int(u * 2.2))
        if self.ai_thinking and self.thinking_seat == self.opp:
            dots = "." * (1 + int(self.time * 3) % 3)
            blit_text(surface, t("orc.ui.thinking") + dots, int(u * 2.2), theme.HILITE_SOFT,
                      midleft=(plate.right + int(u), plate.centery), italic=True, shadow=True)

    def draw_discard(self, surface) -> None:
        """Cards set aside (discarded, or left over from battles): public, the latest face up on top."""
        R, u = self.R, self.R["u"]
        row = R["opp_row"]
        w, h = R["opp_card"]
        pile = self.obs["discard"]
        r = pygame.Rect(row.right - w - int(u * 3), row.y + (row.h - h) // 2, w, h)
        label = t("orc.ui.discard_pile")
        blit_text(surface, label, int(u * 1.9), theme.TEXT_DIM, midright=(r.x - int(u * 1.2), r.centery), italic=True,
                  shadow=True)
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
            draw.draw_glow(surface, plate, theme.SEAT_COLORS[seat], spread=int(self.R["u"] * 1.6),
                           alpha=150 + int(80 * self.pulse(2.0)), radius=int(self.R["u"]))

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
            if ("hand", cid) in self.hidden:
                continue
            lift_s = self.hand_hover.setdefault(cid, anim.Smooth(0.0, 16.0))
            lift_s.target = (2.5 if cid == self.selected else 1.0 if cid == hovered_card else 0.0) * u
            up = self.card_up_end(cid)
            face = card_face(c["one"], c["two"], r.w, r.h, up)
            sel = cid == self.selected
            drawn = cards.draw_card(surface, r, face, lift=lift_s.value, highlight=sel or (can and self.selected is None),
                                    hovered=cid == hovered_card, pulse=self.pulse(),
                                    glow_color=theme.HILITE if sel else theme.HILITE_SOFT)
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
        blit_text(surface, name, fit_size(name, u * 2.3, plate.w - u, True), theme.TEXT,
                  center=(plate.centerx, plate.bottom - int(plate.h * 0.2)), bold=True)

    def draw_right_panel(self, surface) -> None:
        R, u = self.R, self.R["u"]
        rp = R["right"]
        score_h = int(u * 22)
        sp = pygame.Rect(rp.x, rp.y, rp.w, score_h)
        draw.panel(surface, sp, fill=(34, 24, 20), alpha=220, radius=int(u * 1.5))
        y = sp.y + int(u * 1.5)
        blit_text(surface, t("orc.ui.scores"), int(u * 2.3), theme.BRASS, topleft=(sp.x + int(u * 1.6), y), bold=True)
        pile_txt = t("orc.ui.piles_left", n=self.obs["piles_total"])
        blit_text(surface, pile_txt, int(u * 1.9), theme.TEXT_DIM, topright=(sp.right - int(u * 1.6), y + 2))
        y += int(u * 4)
        for seat in (self.me, self.opp):
            row = pygame.Rect(sp.x + int(u * 1.2), y, sp.w - int(u * 2.4), int(u * 7.6))
            draw.alpha_rect(surface, row, (255, 255, 255), 14, int(u))
            self.draw_seat_badge(surface, seat, (row.x + int(u * 3), row.centery), int(u * 2.2))
            name = self.short_name(seat)
            blit_text(surface, name, int(u * 2.3), theme.TEXT, topleft=(row.x + int(u * 6.2), row.y + int(u * 0.9)),
                      bold=True)
            score = self.obs["scores"][seat]
            blit_text(surface, str(score), int(u * 4.2), theme.HILITE_SOFT, midright=(row.right - int(u * 1.2), row.centery),
                      bold=True, shadow=True)
            # emblems of the tribes won
            x = row.x + int(u * 6.2)
            for tribe in self.obs["tribes"]:
                if tribe["winner"] == seat:
                    em = glyphs.emblem(theme.TRIBE_GLYPHS[tribe["colour"]], int(u * 2.6),
                                       theme.tribe_color(tribe["colour"]), theme.tribe_dark(tribe["colour"]))
                    surface.blit(em, (x, row.y + int(u * 4.1)))
                    x += int(u * 2.9)
            if x == row.x + int(u * 6.2):
                blit_text(surface, t("orc.ui.no_tribe"), int(u * 1.8), theme.TEXT_DIM,
                          topleft=(x, row.y + int(u * 4.4)), italic=True)
            y += row.h + int(u * 1)
        log_rect = pygame.Rect(rp.x, sp.bottom + int(u * 1.5), rp.w, rp.bottom - sp.bottom - int(u * 1.5))
        self.log.draw(surface, log_rect)

    def draw_flights(self, surface) -> None:
        for fl in self.flights:
            r = fl["rect"]
            if r.w < 4 or r.h < 4:
                continue
            face = fl["surf"](fl["src"].w, fl["src"].h)
            lift = anim.pulse(fl["f"]) * self.R["u"] * 2
            cards.draw_card(surface, r, face, lift=lift)

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
                cards.draw_card(surface, r, card_face(info["one"], info["two"], r.w, r.h, up, 1 - end), alpha=alpha,
                                shadow=False)

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
            s1 = render_text(t("orc.ui.battle") + "  " + text, fit_size(t("orc.ui.battle") + "  " + text, banner.h * 0.34,
                             banner.w - 8, True), theme.HILITE_SOFT, bold=True)
            s2 = render_text(verdict, max(8, int(banner.h * 0.3)), theme.TEXT)
            layer.blit(s1, s1.get_rect(midtop=(banner.w // 2, int(banner.h * 0.1))))
            layer.blit(s2, s2.get_rect(midbottom=(banner.w // 2, int(banner.h * 0.92))))
            layer.set_alpha(alpha)
            surface.blit(layer, banner)


@lru_cache(maxsize=16)
def spear_card(w: int, h: int, point_down: bool) -> pygame.Surface:
    """The card a battle leaves on the winner's side: turned to its spear side, spear toward the winner."""
    s = cards.card_back(w, h, (70, 52, 36)).copy()
    sp = glyphs.spear(int(h * 0.9), (160, 110, 60), (220, 220, 230))
    sp = pygame.transform.rotate(sp, -90 if point_down else 90)
    s.blit(sp, sp.get_rect(center=(w // 2, h // 2)))
    return s
