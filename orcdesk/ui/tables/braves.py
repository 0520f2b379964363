"""The De l'orc pour les braves table (4-7 players, humans hotseat and/or AI, the deal in real time).

Screen: the seats round the table (the viewer at the bottom, the others clockwise: left, across the top,
right), each with its colour and glyph, its cogwheel score tracker, its shields and desertions, its hand as
card backs grouped by type with counts (public), the wizard's hat and the champion's banner. At the centre the
piles lie in a ring round the wizard's deck, each with its number; cards fly from the deck to their pile, the
top card of each pile is readable at a glance (people colour and glyph, value, chief crown, mercenary) and
hovering a pile shows its whole stack (shields and desertions included, cancelled cards struck out). After the
deal the ring becomes the stage: piles resolve one by one, spies talk, armies are committed face down in front
of each seat and turn over together. The right column has the round, the threshold and the game log.

Playing a card (deal): click (or drag) one of your desertion or shield cards, then a pile. Keys: D or S (or B,
"bouclier"), then
the pile's key (1-9, 0 for 10, Q W E R for 11-14: shown on the piles once D or S is pressed); Backspace
cancels. A pile that cannot take the card says why (the engine's reason). Turn decisions (champion, spy:
opponent then card type, the people to fight, mercenaries, commando: opponent then back, flying machine) are
clickable seat panels and buttons in the centre with a prompt.

Hotseat: the hand-over screen guards the secret turn steps. During the deal every human acts on his own seat:
the mouse acts for the seat whose shield or desertion card was clicked (any human's cards are clickable on
its panel), the keys D/S act for the seat at the bottom (named on screen).

Art lives in ``braves_art.py``; the cogwheel in ``orcdesk.ui.kit.cogwheel``.
"""
from __future__ import annotations

import math

import pygame

from orcdesk.core.contract import REALTIME
from orcdesk.core.i18n import t
from orcdesk.games.braves.cards import MERC_BACK, MERC_TYPES, N_PEOPLES, SPY_BACK, START, card_set
from orcdesk.games.braves.engine import COMMIT_NAMES, CODEC
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.cogwheel import Cogwheel, draw_cogwheel
from orcdesk.ui.kit.text import blit_text, fit_size, render_text, text_width, wrap_lines
from orcdesk.ui.kit.textures import table_background
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.scene import ANIMATING, BREATHING
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables import braves_art as art
from orcdesk.ui.tables.braves_art import CARD_RATIO, back_face, card_face, seat_colour

CS = card_set()
PILE_KEYS = "1234567890QWER"
_KEYCODES = {getattr(pygame, f"K_{ch.lower()}"): i for i, ch in enumerate(PILE_KEYS)}
_KEYCODES.update({getattr(pygame, f"K_KP{d}"): (int(d) - 1) % 10 for d in "1234567890"})
BACKS = CS.back_names  # orcs, barbarians, skeletons, dwarves, mercenary, spy
MERC0 = CS.merc_base
ROLE_OF = {tid: CS.roles[tid % len(CS.roles)] for tid in range(MERC0)}


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


class BravesTable(TableScene):
    """See the module docstring."""

    def __init__(self, app, game_id: str = "braves", seats: list[str] | None = None, seed: int = 0,
                 options: dict | None = None, inline_ai: bool | None = None) -> None:
        super().__init__(app, game_id, seats or ["human", "greedy", "greedy", "greedy"], seed, options, inline_ai)
        n = self.state.players
        self.n = n
        self.selected: tuple | None = None    # (seat, "desert"|"shield") in the deal; ("spy"|"commando", target)
        self.dragging = False
        self.wheels = [Cogwheel(self.obs["scores"][s], seat_colour(s)) for s in range(n)]
        self.flights: list[dict] = []         # things flying: {"tween", "draw": (kind, value), "src", "dst", ...}
        self.deal_hidden: dict[int, int] = {}  # pile -> number of top items still in flight (drawn when landed)
        self.held_piles: list | None = None   # piles as shown while they resolve (None: from the observation)
        self.resolving: int | None = None     # the pile resolving now
        self.pending: dict[int, list] = {}    # seat -> cards on their way to that seat's hand
        self.arena: dict | None = None        # the battle as shown (trails the state event by event)
        self.bubble: dict | None = None       # spy dialogue / commando line: {"seat", "text", "card", "target"}
        self.banner: tuple | None = None      # (text, colour) of a big moment
        self.flip = 1.0                       # battle reveal: 0 face down .. 1 face up
        self.notes: list[str] = []            # this round's battle explanations (result screen)
        self.last_notes: list[str] = []
        self.start_flash = 0.0
        self.focused = True
        self.u = 7.2
        self._regions_cache = None
        self.choice_buttons: dict = {}
        self.pile_rects: list[pygame.Rect] = []
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.arena_from_obs()

    # ================================================================== layout
    def layout(self, size) -> None:
        W, H = size
        u = theme.unit(size)
        self.u = u
        m = int(u * 1.2)
        side_w = max(190, int(W * 0.19))
        self.side_rect = pygame.Rect(W - side_w - m, int(u * 10), side_w, H - int(u * 11))
        play = pygame.Rect(m, m, W - side_w - 3 * m, H - 2 * m)
        self.play_rect = play
        n = self.n
        pw, ph = int(u * 27), int(u * 19)
        self.panel_size = (pw, ph)
        # the viewer at the bottom, the others clockwise: left, across the top, right
        bottom_h = int(u * 21)
        self.bottom_rect = pygame.Rect(play.x + int(play.w * 0.06), play.bottom - bottom_h, int(play.w * 0.88),
                                       bottom_h)
        self.status_rect = pygame.Rect(play.x + int(play.w * 0.1), self.bottom_rect.y - int(u * 5.4),
                                       int(play.w * 0.8), int(u * 4.6))
        others = [(self.viewer + k) % n for k in range(1, n)]
        self.others = others
        top_count = len(others) - 2
        ring_top = play.y + ph + int(u * 1)
        ring_bottom = self.status_rect.y - int(u * 0.5)
        mid_y = (ring_top + ring_bottom) // 2
        rects = {}
        rects[others[0]] = pygame.Rect(play.x, mid_y - ph // 2, pw, ph)
        rects[others[-1]] = pygame.Rect(play.right - pw, mid_y - ph // 2, pw, ph)
        gap = (play.w - top_count * pw) / (top_count + 1)
        gap = min(gap, u * 8)
        total = top_count * pw + (top_count - 1) * gap
        x0 = play.centerx - total / 2
        for i, s in enumerate(others[1:-1]):
            rects[s] = pygame.Rect(int(x0 + i * (pw + gap)), play.y, pw, ph)
        rects[self.viewer] = self.bottom_rect
        self.seat_rects = rects
        self.ring_rect = pygame.Rect(play.x + pw + int(u * 1.5), ring_top, play.w - 2 * pw - int(u * 3),
                                     ring_bottom - ring_top)
        # piles round a rounded ring, evenly spaced along it, pile 1 at the top, clockwise; cards as large as
        # the spacing allows (14 piles at 7 players)
        rr = self.ring_rect
        k = self.obs["n_piles"]
        ch = int(u * 11.5)
        for _ in range(4):
            cw = int(ch / CARD_RATIO)
            rx = max(cw, rr.w / 2 - cw / 2 - u * 1.0)
            ry = max(ch / 2, rr.h / 2 - ch / 2 - u * 1.6)
            pts = self._ellipse_points(rx, ry, k)
            close = [abs(a[1] - b[1]) for a, b in zip(pts, pts[1:] + pts[:1]) if abs(a[0] - b[0]) < cw * 1.05]
            side = min(close) if close else ch * 2
            if side >= ch + u * 3.0:
                break
            ch = int(max(u * 7.5, side - u * 3.2))
        cw = int(ch / CARD_RATIO)
        self.card_size = (cw, ch)
        self.ring_radii = (rx, ry)
        cx, cy = rr.centerx, rr.centery
        self.ring_centre = (cx, cy)
        self.pile_rects = [pygame.Rect(int(cx + x - cw / 2), int(cy + y - ch / 2), cw, ch) for x, y in pts]
        dh = int(u * 10)
        self.deck_rect = pygame.Rect(0, 0, int(dh / CARD_RATIO), dh)
        self.deck_rect.center = (cx - int(u * 4), cy)
        self.start_rect = self.deck_rect.move(int(u * 8), 0)
        self._regions_cache = None

    @staticmethod
    def _ellipse_points(rx: float, ry: float, k: int) -> list[tuple[float, float]]:
        """``k`` points evenly spaced along a superellipse (a rounded ring: more room than an ellipse in the
        same box), the first at the top, clockwise."""
        steps = 720
        e = 2 / 3.2

        def sp(v: float) -> float:
            return math.copysign(abs(v) ** e, v)
        pts = [(rx * sp(math.sin(2 * math.pi * i / steps)), -ry * sp(math.cos(2 * math.pi * i / steps)))
               for i in range(steps + 1)]
        lengths = [0.0]
        for a, b in zip(pts, pts[1:]):
            lengths.append(lengths[-1] + math.dist(a, b))
        total = lengths[-1]
        out, j = [], 0
        for i in range(k):
            target = total * i / k
            while lengths[j + 1] < target:
                j += 1
            f = (target - lengths[j]) / max(1e-9, lengths[j + 1] - lengths[j])
            out.append((pts[j][0] + (pts[j + 1][0] - pts[j][0]) * f, pts[j][1] + (pts[j + 1][1] - pts[j][1]) * f))
        return out

    def army_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's army lies in a battle: on the ring in front of the seat (the top seats spread along
        the ring's upper edge in their own order, the side seats at its ends, the viewer at the bottom)."""
        cx, cy = self.ring_centre
        rx, ry = self.ring_radii
        r = self.seat_rects.get(seat)
        if r is None:
            return (cx, cy)
        if seat == self.viewer:
            return (cx, int(cy + ry * 0.8))
        if r.bottom <= self.ring_rect.top + self.u * 2:  # a seat across the top
            tops = [q.centerx - cx for s, q in self.seat_rects.items()
                    if s != self.viewer and q.bottom <= self.ring_rect.top + self.u * 2]
            span = max(1.0, max(abs(x) for x in tops))
            k = min(1.0, rx * 0.72 / span)
            return (int(cx + (r.centerx - cx) * k), int(cy - ry * 0.8))
        return (int(cx + math.copysign(rx * 0.86, r.centerx - cx)), cy)

    # ================================================================== flow hooks
    def human_to_act(self) -> int | None:
        """In the deal every human acts on his own seat: the viewer first (the keys act for him)."""
        if self.state.window().kind == REALTIME:
            acting = self.acting
            if self.viewer in acting and self.is_human(self.viewer):
                return self.viewer
        return super().human_to_act()

    def can_act(self) -> bool:
        if self.state.is_terminal():
            return False
        if self.state.window().kind == REALTIME:  # the deal waits for no animation
            return any(self.is_human(s) for s in self.acting)
        return super().can_act()

    def _hand_over(self, seat: int) -> None:
        if self.state.window().kind == REALTIME:  # nothing secret is shown while cards are dealt
            self.layout(self.size)
            return
        super()._hand_over(seat)
        self.layout(self.size)

    def hold_clock(self) -> bool:
        """Hold the first card of a deal until the round's opening (and the last battle) has played out."""
        w = self.state.window()
        return self.queue.busy and w.kind == REALTIME and w.table_after is not None and not w.seats

    shot_slack = 400  # orcdesk shot: play on to the middle of a deal

    def shot_ready(self) -> bool:
        obs = self.obs
        return obs["phase"] == "deal" and obs["deal"]["dealt"] >= 24 and obs["wizard"] != self.viewer

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        kinds = {e["type"] for e in events}
        if "pile" in kinds:  # the piles resolve one by one: show them as they were until their turn
            self.held_piles = [list(e["items"]) for e in events if e["type"] == "pile"]
            for e in events:
                if e["type"] == "pile" and e["owner"] is not None:
                    self.pending.setdefault(e["owner"], []).extend(e["kept"])
        if CODEC.kind_of(action) not in ("deal", "desert", "shield") and self.selected and \
                self.selected[0] in ("spy", "commando"):
            self.selected = None  # a turn decision was made: its half-made choice goes
        if self.selected and self.selected[0] not in ("spy", "commando"):
            s, kind = self.selected
            if not any(CODEC.kind_of(a) == kind for a in self.state.legal_actions(s)):
                self.selected = None
        self._regions_cache = None

    def on_restored(self) -> None:
        self.selected = None
        self.flights.clear()
        self.deal_hidden.clear()
        self.held_piles = None
        self.resolving = None
        self.pending = {}
        self.bubble = self.banner = None
        self.flip = 1.0
        for s, w in enumerate(self.wheels):
            w.set(self.obs["scores"][s])
        self.arena_from_obs()
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        for w in self.wheels:
            w.update(dt)
        self.flights = [f for f in self.flights if not f["tween"].done]
        if self.start_flash > 0:
            self.start_flash = max(0.0, self.start_flash - dt)
        h = self.human_to_act()
        if (h is not None and h != self.viewer and self.seats.count("human") > 1 and not self.queue.busy
                and self.app.stack.top is self and self.state.window().kind != REALTIME):
            self.viewer = h
            self.obs = self.prev_obs = self.state.observation(h)
            self._hand_over(h)
        if getattr(self, "_laid_for", None) != self.viewer:
            self._laid_for = self.viewer
            self.layout(self.size)

    def frame_rate(self) -> float:
        if any(w.moving for w in self.wheels) or self.flights or self.start_flash > 0:
            return ANIMATING
        if self.match.paused and not self.queue.moving:  # paused (overlay, focus lost): nothing is dealt
            return BREATHING
        return super().frame_rate()

    def event_color(self, event: dict):
        seat = event.get("seat")
        if isinstance(seat, int) and 0 <= seat < self.n:
            return theme.lerp_color(theme.TEXT, seat_colour(seat), 0.4)
        return theme.TEXT

    # ================================================================== legal actions and targets
    def _legal(self, seat: int | None) -> list:
        if seat is None or self.state.is_terminal():
            return []
        return self.state.legal_actions(seat)

    def _reason(self, action, seat) -> str:
        why = self.state.illegal_reason(action, seat)
        if why is None:
            return ""
        code, fields = why
        fields = dict(fields)
        if "pile" in fields:
            fields["pile"] = fields["pile"] + 1
        if "decider" in fields:
            fields["decider"] = self.seat_name(fields["decider"])
        if "step" in fields:
            fields["step"] = t(f"braves.step.{self.obs['phase']}")
        return t(f"braves.reason.{code}", **fields)

    def _deal_humans(self) -> list[int]:
        """Human seats that may play a shield or desertion now (real-time windows)."""
        if self.state.window().kind != REALTIME:
            return []
        return [s for s in range(self.n) if self.is_human(s) and s != self.obs["wizard"]]

    def hit_regions(self) -> list[HitRegion]:
        key = (len(self.history.actions), self.selected, self.queue.busy, tuple(self.size), self.viewer,
               id(self.obs))
        if self._regions_cache is None or self._regions_cache[0] != key:
            self._regions_cache = (key, self._build_regions())
        return list(self._regions_cache[1])

    def _build_regions(self) -> list[HitRegion]:
        regions: list[HitRegion] = []
        st = self.state
        if st.is_terminal():
            return regions
        if st.window().kind == REALTIME:
            for s in self._deal_humans():
                legal = self._legal(s)
                for kind, rect in self._own_card_rects(s):
                    acts = [a for a in legal if CODEC.kind_of(a) == kind]
                    reason = "" if acts else self._reason(CODEC.encode(kind, pile=0), s)
                    regions.append(HitRegion(rect, ("card", s, kind), bool(acts), reason,
                                             tooltip=t(f"braves.ui.{kind}_tip")))
            if self.selected and self.selected[0] in range(self.n):
                s, kind = self.selected
                for p, rect in enumerate(self.pile_rects):
                    a = CODEC.encode(kind, pile=p)
                    ok = a in self._legal(s)
                    regions.append(HitRegion(rect, ("pile", p), ok, "" if ok else self._reason(a, s),
                                             tooltip=t(f"braves.ui.{kind}_here", pile=p + 1)))
            return regions
        if self.queue.busy:
            return regions
        seat = self.human_to_act()
        if seat is None:
            return regions
        legal = self._legal(seat)
        ph = self.obs["phase"]
        if ph == "champion":
            for s in self.others_of(seat):
                a = CODEC.encode("champion", seat=s)
                ok = a in legal
                regions.append(HitRegion(self.seat_rects[s], ("seat", s), ok, "" if ok else self._reason(a, seat),
                                         tooltip=t("braves.ui.champion_tip", who=self.seat_name(s))))
        elif ph == "spy":
            for s in self.others_of(seat):
                ok = any(CODEC.kind_of(a) == "spy" and CODEC.decode(a).target == s for a in legal)
                regions.append(HitRegion(self.seat_rects[s], ("seat", s), ok,
                                         "" if ok else t("braves.reason.spy_target"),
                                         tooltip=t("braves.ui.spy_tip", who=self.seat_name(s))))
        elif ph == "commando":
            for s in self.others_of(seat):
                ok = any(CODEC.kind_of(a) == "commando" and CODEC.decode(a).target == s for a in legal)
                regions.append(HitRegion(self.seat_rects[s], ("seat", s), ok,
                                         "" if ok else t("braves.reason.commando_target"),
                                         tooltip=t("braves.ui.commando_tip", who=self.seat_name(s))))
        for target, _label, rect, ok, reason, _style in self._choices(seat, legal):
            regions.append(HitRegion(rect, target, ok, reason))
        return regions

    def others_of(self, seat: int) -> list[int]:
        w = self.obs["wizard"]
        return [s for s in range(self.n) if s != seat and s != w]

    def _choices(self, seat: int, legal: list) -> list[tuple]:
        """The buttons of a turn decision: (target, label, rect, legal, reason, style)."""
        ph = self.obs["phase"]
        items: list[tuple] = []  # (target, label, legal, reason, style)
        grid = False
        if ph == "spy" and self.selected and self.selected[0] == "spy":
            grid = True
        elif ph == "spy":
            if CODEC.encode("pass") in legal:
                items.append((("btn", "pass"), t("braves.ui.ask_nothing"), True, "", "quiet"))
        elif ph == "choose_people":
            for p, people in enumerate(CS.peoples):
                a = CODEC.encode("battle", people=p)
                ok = a in legal
                items.append((("people", p), art.people_name(people), ok, "" if ok else self._reason(a, seat),
                              "primary"))
        elif ph == "mercenaries":
            hand = self.obs.get("hand") or []
            for k, name in enumerate(COMMIT_NAMES):
                a = CODEC.encode("merc", type=k)
                if a in legal:
                    count = sum(1 for c in hand if CS.type[c] == MERC0 + MERC_TYPES.index(name))
                    items.append((("merc", k), t("braves.ui.commit", what=t(f"braves.merc.{name}"), n=count), True,
                                  "", "primary"))
            items.append((("btn", "pass"), t("braves.ui.merc_done"), True, "", "normal"))
        elif ph == "commando":
            if self.selected and self.selected[0] == "commando":
                tgt = self.selected[1]
                for b, name in enumerate(("people", "mercenary")):
                    a = CODEC.encode("commando", target=tgt, back=b)
                    ok = a in legal
                    items.append((("back", b), t(f"braves.ui.commando_{name}"), ok,
                                  "" if ok else t("braves.reason.commando_target"), "primary"))
                items.append((("btn", "cancel"), t("braves.ui.cancel"), True, "", "quiet"))
            items.append((("btn", "pass"), t("braves.ui.commando_pass"), True, "", "normal"))
        elif ph == "flying_machine":
            for a in legal:
                if CODEC.kind_of(a) == "fly":
                    g = CODEC.decode(a).goblins
                    items.append((("fly", g), t("braves.ui.fly", n=g, total=4 + g), True, "", "primary"))
            items.append((("btn", "pass"), t("braves.ui.fly_pass"), True, "", "normal"))
        out = []
        if grid:
            tgt = self.selected[1]
            for tid, rect in self._ask_grid():
                a = CODEC.encode("spy", target=tgt, ask=tid)
                ok = a in legal
                out.append((("ask", tid), art.type_name(CS.type_names[tid]), rect, ok,
                            "" if ok else self._reason(a, seat), "card"))
            row = [(("btn", "cancel"), t("braves.ui.cancel"), True, "", "quiet")]
            if CODEC.encode("pass") in legal:
                row.append((("btn", "pass"), t("braves.ui.ask_nothing"), True, "", "normal"))
            for (target, label, ok, reason, style), rect in zip(row, self._button_row(len(row), self._grid_bottom)):
                out.append((target, label, rect, ok, reason, style))
            return out
        for (target, label, ok, reason, style), rect in zip(items, self._button_column(len(items))):
            out.append((target, label, rect, ok, reason, style))
        return out

    def _button_column(self, k: int) -> list[pygame.Rect]:
        """The buttons of a decision in the middle of the ring: one column, or two when there are many."""
        u = self.u
        rr = self.ring_rect
        cols = 1 if k <= 3 else 2
        rows = (k + cols - 1) // cols
        bw, bh, gap = int(min(rr.w * (0.5 if cols == 1 else 0.36), u * 34)), int(u * 5.4), int(u * 1.0)
        total_h = rows * bh + (rows - 1) * gap
        total_w = cols * bw + (cols - 1) * gap * 2
        x0 = rr.centerx - total_w // 2
        y0 = rr.centery - total_h // 2
        return [pygame.Rect(x0 + (i % cols) * (bw + gap * 2), y0 + (i // cols) * (bh + gap), bw, bh)
                for i in range(k)]

    def _button_row(self, k: int, y: int) -> list[pygame.Rect]:
        u = self.u
        bw, bh, gap = int(u * 24), int(u * 5), int(u * 2)
        total = k * bw + (k - 1) * gap
        x = self.ring_rect.centerx - total // 2
        return [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(k)]

    def _ask_grid(self) -> list[tuple[int, pygame.Rect]]:
        """The card types a spy may ask for: a row per people (warrior, veteran, chief), then the mercenaries."""
        u = self.u
        rr = self.ring_rect
        ch = int(min(u * 9.5, (rr.h - u * 12) / 3.2))
        cw = int(ch / CARD_RATIO)
        gap = int(u * 0.8)
        cols_people = len(CS.roles)
        block_w = cols_people * cw + (cols_people - 1) * gap
        width = 2 * block_w + int(u * 3)
        x0 = rr.centerx - width // 2
        y0 = rr.y + int(u * 6.5)
        out = []
        for p in range(N_PEOPLES):
            bx = x0 + (p % 2) * (block_w + int(u * 3))
            by = y0 + (p // 2) * (ch + gap)
            for r in range(cols_people):
                out.append((p * cols_people + r, pygame.Rect(bx + r * (cw + gap), by, cw, ch)))
        k = len(MERC_TYPES)
        mw = k * cw + (k - 1) * gap
        mx = rr.centerx - mw // 2
        my = y0 + 2 * (ch + gap) + int(u * 0.6)
        for i in range(k):
            out.append((MERC0 + i, pygame.Rect(mx + i * (cw + gap), my, cw, ch)))
        self._grid_bottom = my + ch + int(u * 1.2)
        return out

    # ------------------------------------------------------------------ clicks
    def click(self, target, button: int):
        kind = target[0]
        if kind == "card":
            _, s, what = target
            self.selected = (s, what)
            self._regions_cache = None
            return None
        if kind == "pile":
            if not self.selected or self.selected[0] not in range(self.n):
                return None
            s, what = self.selected
            action = CODEC.encode(what, pile=target[1])
            if action in self._legal(s):
                self.selected = None
                self.play(action, s)
            return None
        if kind == "seat":
            ph = self.obs["phase"]
            if ph == "champion":
                return CODEC.encode("champion", seat=target[1])
            self.selected = (ph, target[1])
            self._regions_cache = None
            return None
        if kind == "ask":
            return CODEC.encode("spy", target=self.selected[1], ask=target[1])
        if kind == "people":
            return CODEC.encode("battle", people=target[1])
        if kind == "merc":
            return CODEC.encode("merc", type=target[1])
        if kind == "back":
            return CODEC.encode("commando", target=self.selected[1], back=target[1])
        if kind == "fly":
            return CODEC.encode("fly", goblins=target[1])
        if target == ("btn", "pass"):
            self.selected = None
            return CODEC.encode("pass")
        if target == ("btn", "cancel"):
            self.selected = None
            self._regions_cache = None
        return None

    def clicks_for(self, action) -> list:
        d = CODEC.decode(action)
        if d.kind in ("desert", "shield"):
            return [("card", self.human_to_act(), d.kind), ("pile", d.pile)]
        if d.kind == "champion":
            return [("seat", d.seat)]
        if d.kind == "spy":
            return [("seat", d.target), ("ask", d.ask)]
        if d.kind == "commando":
            return [("seat", d.target), ("back", d.back)]
        if d.kind == "battle":
            return [("people", d.people)]
        if d.kind == "merc":
            return [("merc", d.type)]
        if d.kind == "fly":
            return [("fly", d.goblins)]
        return [("btn", "pass")]

    def handle_event(self, event) -> None:
        """Drag and drop in the deal (a card pressed, released over a pile); keys D/S + pile; the rest as usual."""
        realtime = self.state.window().kind == REALTIME and not self.state.is_terminal()
        if realtime and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                not any(b.contains(event.pos) for b in self.buttons):
            region = self.region_at(event.pos)
            if region is not None and region.target[0] == "card" and region.legal:
                self.mouse = event.pos
                self.click(region.target, 1)
                self.dragging = True
                self.pressed = None
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.mouse = event.pos
            region = self.region_at(event.pos)
            if region is not None and region.target[0] == "pile":
                if region.legal:
                    self.click(region.target, 1)
                elif region.reason:
                    self.app.toast(region.reason, 2.0)
            return
        super().handle_event(event)

    def on_key(self, event) -> None:
        if self.state.window().kind != REALTIME or self.state.is_terminal():
            if event.key == pygame.K_BACKSPACE and self.selected:
                self.selected = None
            return
        seat = self.viewer
        if event.key in (pygame.K_d, pygame.K_s, pygame.K_b):  # B: "bouclier" for French players
            kind = "desert" if event.key == pygame.K_d else "shield"
            if not self.is_human(seat):
                return
            legal = self._legal(seat)
            if any(CODEC.kind_of(a) == kind for a in legal):
                self.selected = (seat, kind)
                self._regions_cache = None
            else:
                self.app.toast(self._reason(CODEC.encode(kind, pile=0), seat) or t("braves.ui.nothing_to_play"),
                               2.0)
            return
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.selected = None
            self._regions_cache = None
            return
        p = _KEYCODES.get(event.key)
        if p is None or p >= self.obs["n_piles"]:
            return
        if not self.selected or self.selected[0] not in range(self.n):
            self.app.toast(t("braves.ui.press_d_or_s"), 2.0)
            return
        s, kind = self.selected
        action = CODEC.encode(kind, pile=p)
        if action in self._legal(s):
            self.selected = None
            self.play(action, s)
        else:
            self.app.toast(self._reason(action, s), 2.0)

    # ================================================================== words
    def prompt(self) -> str:
        seat = self.human_to_act()
        if seat is None:
            return ""
        ph = self.obs["phase"]
        obs = self.obs
        if ph in ("deal", "place_shields"):
            if self.selected and self.selected[0] in range(self.n):
                return t(f"braves.prompt.pile_for_{self.selected[1]}")
            return t("braves.prompt.place" if ph == "place_shields" else "braves.prompt.deal")
        if ph == "champion":
            return t("braves.prompt.champion")
        if ph == "spy":
            n = (self.obs["spy"]["next"] or 0)
            if self.selected and self.selected[0] == "spy":
                return t("braves.prompt.spy_ask", n=n, who=self.seat_name(self.selected[1]))
            return t("braves.prompt.spy", n=n)
        if ph == "choose_people":
            return t("braves.prompt.people", n=self.obs["battle"]["number"] + 1)
        if ph == "mercenaries":
            people = obs["battle"]["people"]
            return t("braves.prompt.merc", n=obs["battle"]["number"], people=art.people_name(people) if people else "")
        if ph == "commando":
            if self.selected and self.selected[0] == "commando":
                return t("braves.prompt.commando_back", who=self.seat_name(self.selected[1]))
            return t("braves.prompt.commando")
        if ph == "flying_machine":
            return t("braves.prompt.fly")
        return t("app.table.your_turn")

    def _who(self, seat) -> str:
        """A short name for log lines ("You", "Seat 3"): the panels give the kind of player."""
        if not isinstance(seat, int):
            return "?"
        if self.is_human(seat):
            if self.seats.count("human") == 1:
                return t("braves.ui.you_log", colour=t(f"braves.colour.{art.SEAT_KEYS[seat % 7]}"))
            return self.seat_name(seat)
        return self.seat_name(seat).split(" (")[0]

    def army_expr(self, cards: list, detail: dict | None, flying: list | None = None) -> str:
        """An army's strength in numbers: "2×(6+3+2) + troll 4 = 26"."""
        if not cards and not flying:
            return "0"
        if detail and detail.get("two_chiefs"):
            return t("braves.expr.two_chiefs", total=detail.get("total", 0))
        vals = sorted((CS.value[c] for c in cards if CS.back[c] < N_PEOPLES), reverse=True)
        parts = []
        if vals:
            inner = "+".join(str(v) for v in vals)
            if detail and detail.get("doubled"):
                parts.append(f"2×({inner})")
            else:
                parts.append(inner)
        mercs = [c for c in cards if CS.back[c] == MERC_BACK]
        served = any(MERC_TYPES[CS.type[c] - MERC0] == "goblin" for c in mercs)
        for c in sorted(mercs, key=lambda c: -CS.value[c]):
            merc = MERC_TYPES[CS.type[c] - MERC0]
            v = CS.value[c] if (merc != "war_machine" or served) else 0
            parts.append(f"{t('braves.merc_short.' + merc)} {v}")
        if flying:
            g = len(flying) - 1
            fv = (4 + g) if g else 0
            parts.append(f"{t('braves.merc_short.flying_machine')} {fv}")
        total = detail["total"] if detail else None
        text = " + ".join(parts) if parts else "0"
        return f"{text} = {total}" if total is not None else text

    def describe_event(self, e: dict) -> str | None:
        k = e["type"]
        who = self._who(e.get("seat"))
        if k == "round_start":
            return t("braves.log.round_start", round=e["round"], who=self._who(e["wizard"]), piles=e["piles"])
        if k == "recruitment_starts":
            return t("braves.log.recruitment_starts", n=e["after"])
        if k == "desert":
            return t("braves.log.desert", who=who, pile=e["pile"] + 1)
        if k == "shield":
            return t("braves.log.shield_forced" if e.get("forced") else "braves.log.shield", who=who, pile=e["pile"] + 1)
        if k == "deal_over":
            lost = [(s, x) for s, x in enumerate(e["lost_desertions"]) if x]
            if not lost:
                return t("braves.log.deal_over")
            names = ", ".join(f"{self._who(s)} ({x})" for s, x in lost)
            return t("braves.log.deal_over_lost", names=names)
        if k == "champion":
            return t("braves.log.champion", who=who, champion=self._who(e["champion"]))
        if k == "pile":
            if e["owner"] is None:
                return t("braves.log.pile_discarded", pile=e["pile"] + 1, n=len(e["kept"]) + len(e["cancelled"]))
            return t("braves.log.pile_taken", pile=e["pile"] + 1, who=self._who(e["owner"]), n=len(e["kept"]),
                     cancelled=len(e["cancelled"]))
        if k == "spy":
            ask = art.type_name(e["ask"])
            if e["card"] is None:
                return t("braves.log.spy_none", n=e["number"], who=who, target=self._who(e["target"]), ask=ask)
            return t("braves.log.spy_given", n=e["number"], who=who, target=self._who(e["target"]), ask=ask)
        if k == "spy_pass":
            return t("braves.log.spy_pass", n=e["number"] + 1, who=who)
        if k == "giants":
            return t("braves.log.giants", who=who, n=len(e["cards"]))
        if k == "battle":
            pts = CS.battle_points[e["number"] - 1]
            return t("braves.log.battle", number=e["number"], people=art.people_name(e["people"]), n=pts)
        if k == "merc":
            return t("braves.log.merc", who=who, n=e["count"])
        if k == "commando":
            return t("braves.log.commando", who=who, target=self._who(e["target"]), card=art.card_name(e["card"]))
        if k == "commando_pass":
            return t("braves.log.commando_pass", who=who)
        if k == "reveal":
            parts = []
            for s, a in enumerate(e["armies"]):
                if a is None:
                    continue
                parts.append(f"{self._who(s)} {self.army_expr(a['cards'], a['detail'])}")
            return t("braves.log.reveal", people=art.people_name(e["people"]), armies=" · ".join(parts))
        if k == "fly":
            return t("braves.log.fly", who=who, n=e["goblins"], before=e["before"], after=e["after"])
        if k == "fly_pass":
            return None
        if k == "battle_result":
            return self._result_line(e)
        if k == "round_end":
            scores = ", ".join(f"{self._who(s)} {x}" for s, x in enumerate(e["scores"]))
            return t("braves.log.round_end", round=e["round"], scores=scores)
        if k == "game_over":
            if not e["winners"]:
                return t("braves.log.game_over_shared")
            names = ", ".join(self._who(s) for s in e["winners"])
            return t("braves.log.game_over_tie" if e["tie_break"] else "braves.log.game_over", who=names,
                     n=max(e["scores"]))
        return None

    def _note(self, e: dict) -> str:
        """One battle in a short line for the result screen: "2 · Orcs: Grum 22 (+1)"."""
        people = art.people_name(e["people"])
        if not e["winners"]:
            return t("braves.result.battle_none", number=e["number"], people=people)
        names = ", ".join(self._who(s) for s in e["winners"])
        line = t("braves.result.battle", number=e["number"], people=people, who=names,
                 strength=e["strengths"][e["winners"][0]], n=e["points"])
        if e["wizard_scored"]:
            w = next(s for s, x in enumerate(e["strengths"]) if x is None)
            line += " " + t("braves.result.wizard", who=self._who(w))
        return line

    def _result_line(self, e: dict) -> str:
        people = art.people_name(e["people"])
        if not e["winners"]:
            return t("braves.log.no_winner", number=e["number"], people=people)
        names = ", ".join(self._who(s) for s in e["winners"])
        line = t("braves.log.won", number=e["number"], people=people, who=names,
                 strength=e["strengths"][e["winners"][0]], n=e["points"])
        if e["wizard_scored"]:
            w = next(s for s, x in enumerate(e["strengths"]) if x is None)
            line += " " + t("braves.log.wizard_scores", who=self._who(w), n=e["points"])
        return line

    # ================================================================== animation
    def _flight(self, kind: str, value, src, dst, duration: float, queued: bool = False, on_done=None,
                size=None, arc: float = 2.0) -> dict:
        tw = anim.Tween(duration, ease=anim.ease_in_out_quad, on_done=on_done)
        fl = {"tween": tw, "kind": kind, "value": value, "src": src, "dst": dst, "size": size or self.card_size,
              "arc": arc}
        if queued:
            self.queue.push(anim.Call(lambda: self.flights.append(fl)))
            self.queue.push(tw)
        else:
            self.flights.append(fl)
            self.queue.add_ambient(tw)
        return fl

    def _seat_point(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        return r.center if r is not None else self.ring_centre

    def animate_event(self, e: dict) -> None:
        q = self.queue
        k = e["type"]
        if k == "deal":
            self._animate_deal(e)
        elif k == "recruitment_starts":
            q.push(anim.Call(lambda: setattr(self, "start_flash", 2.0)))
        elif k in ("desert", "shield"):
            p, s = e["pile"], e["seat"]
            self.deal_hidden[p] = self.deal_hidden.get(p, 0) + 1
            size = (int(self.u * 5), int(self.u * 5))
            fl = self._flight(k, s, self._seat_point(s), self.pile_rects[p].center, 0.35, size=size,
                              on_done=lambda p=p: self._land(p))
            fl["kind"] = k
        elif k == "round_start":
            def start(e=e):
                self.arena = None
                self.last_notes = self.notes or self.last_notes
                self.notes = []
                self.banner = (t("braves.ui.round_banner", round=e["round"], who=self._who(e["wizard"])),
                               theme.BRASS)
                self.deal_hidden.clear()
            q.push(anim.Call(start))
            q.push(anim.Wait(1.3))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "deal_over":
            q.push(anim.Call(lambda: setattr(self, "banner", (t("braves.ui.deal_over_banner"), theme.HILITE_SOFT))))
            q.push(anim.Wait(0.8))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "champion":
            champ = e["champion"]
            size = (int(self.u * 6), int(self.u * 6))
            self._flight("champion", champ, self._seat_point(e["seat"]), self._seat_point(champ), 0.6, queued=True,
                         size=size)
        elif k == "pile":
            self._animate_pile(e)
        elif k == "hand":
            q.push(anim.Call(self._hands_arrived))
        elif k in ("spy", "spy_pass"):
            self._animate_spy(e)
        elif k == "giants":
            q.push(anim.Call(lambda e=e: setattr(self, "bubble", {"seat": e["seat"], "text": t(
                "braves.ui.giants_bubble", n=len(e["cards"])), "card": e["cards"][0]})))
            q.push(anim.Wait(1.2))
            q.push(anim.Call(lambda: setattr(self, "bubble", None)))
        elif k == "battle":
            def open_(e=e):
                self.arena = {"number": e["number"], "people": e["people"], "people_n": [0] * self.n,
                              "merc_n": [0] * self.n, "armies": None, "winners": None, "removed": None}
                self.flip = 1.0
                self.banner = (t("braves.ui.battle_banner", number=e["number"], people=art.people_name(e["people"]),
                                 n=CS.battle_points[e["number"] - 1]), theme.HILITE_SOFT)
            q.push(anim.Call(open_))
            q.push(anim.Wait(1.1))
            q.push(anim.Call(lambda: setattr(self, "banner", None)))
        elif k == "commit":
            if e["count"]:
                s = e["seat"]
                q.push(anim.Call(lambda s=s, c=e["count"]: self._arena_set(s, "people_n", c)))
                self._flight("back", CS.peoples.index(e["people"]), self._seat_point(s), self.army_spot(s), 0.25,
                             queued=True)
        elif k == "merc":
            s = e["seat"]
            self._flight("back", MERC_BACK, self._seat_point(s), self.army_spot(s), 0.3, queued=True,
                         on_done=lambda s=s, c=e["count"]: self._arena_set(s, "merc_n", c))
        elif k == "commando":
            self._animate_commando(e)
        elif k == "reveal":
            def show(e=e):
                if self.arena is None:
                    self.arena_from_obs()
                if self.arena is not None:
                    self.arena["armies"] = {s: {"cards": list(a["cards"]), "strength": a["strength"],
                                                "detail": a["detail"], "flying": []}
                                            for s, a in enumerate(e["armies"]) if a is not None}
                self.flip = 0.0
            q.push(anim.Call(show))
            q.push(anim.Tween(0.8, lambda f: setattr(self, "flip", f), ease=anim.ease_in_out_quad))
            q.push(anim.Wait(1.0))
        elif k == "fly":
            s = e["seat"]

            def join(e=e):
                if self.arena and self.arena.get("armies") and e["seat"] in self.arena["armies"]:
                    a = self.arena["armies"][e["seat"]]
                    a["flying"] = list(e["cards"])
                    a["strength"] = e["after"]
            self._flight("card", e["cards"][0], self._seat_point(s), self.army_spot(s), 0.5, queued=True,
                         on_done=join)
            q.push(anim.Wait(0.6))
        elif k == "battle_result":
            def score(e=e):
                if self.arena is not None:
                    self.arena["winners"] = list(e["winners"])
                for s, w in enumerate(self.wheels):
                    w.turn_to(e["scores"][s])
                self.notes.append(self._note(e))
            q.push(anim.Call(score))
            q.push(anim.Wait(1.6))
        elif k == "round_end":
            q.push(anim.Call(lambda: setattr(self, "arena", None)))
        elif k == "game_over":
            q.push(anim.Call(lambda: [w.turn_to(self.state.scores()[s]) for s, w in enumerate(self.wheels)]))
            q.push(anim.Wait(0.6))
        else:
            q.push(anim.Wait(0.05))

    def _arena_set(self, seat: int, key: str, value: int) -> None:
        if self.arena is not None:
            self.arena[key][seat] = value

    def _land(self, pile: int) -> None:
        left = self.deal_hidden.get(pile, 0) - 1
        if left > 0:
            self.deal_hidden[pile] = left
        else:
            self.deal_hidden.pop(pile, None)

    def _animate_deal(self, e: dict) -> None:
        p = e["pile"]
        self.deal_hidden[p] = self.deal_hidden.get(p, 0) + 1
        after = self.state.window().table_after or 1.0
        self._flight("card", e["card"], self.deck_rect.center, self.pile_rects[p].center,
                     min(0.45, 0.7 * after), on_done=lambda p=p: self._land(p), arc=3.0)

    def _animate_pile(self, e: dict) -> None:
        q = self.queue
        p = e["pile"]
        owner = e["owner"]

        def begin(p=p):
            self.resolving = p
        q.push(anim.Call(begin))
        q.push(anim.Wait(0.25))
        dst = self._seat_point(owner) if owner is not None else self.deck_rect.center

        def done(p=p, e=e):
            if self.held_piles is not None and p < len(self.held_piles):
                self.held_piles[p] = []
            for c in e["kept"]:
                if owner is not None and c in self.pending.get(owner, []):
                    self.pending[owner].remove(c)
            self.resolving = None
            if self.held_piles is not None and not any(self.held_piles):
                self.held_piles = None
        card = e["kept"][-1] if e["kept"] else (e["cancelled"][-1] if e["cancelled"] else None)
        if card is not None:
            self._flight("card", card, self.pile_rects[p].center, dst, 0.28, queued=True, on_done=done)
        else:
            q.push(anim.Call(done))

    def _hands_arrived(self) -> None:
        self.held_piles = None
        self.pending = {}
        self.resolving = None

    def _animate_spy(self, e: dict) -> None:
        q = self.queue
        s = e["seat"]
        if e["type"] == "spy_pass":
            q.push(anim.Call(lambda: setattr(self, "bubble", {"seat": s, "text": t("braves.ui.spy_pass_bubble",
                                                                                      n=e["number"] + 1)})))
            q.push(anim.Wait(1.0))
            q.push(anim.Call(lambda: setattr(self, "bubble", None)))
            return
        ask = art.type_name(e["ask"])
        target = e["target"]
        q.push(anim.Call(lambda: setattr(self, "bubble", {
            "seat": s, "target": target, "spy": e["number"],
            "text": t("braves.ui.spy_bubble", n=e["number"], who=self._who(target), ask=ask)})))
        q.push(anim.Wait(1.4))
        if e["card"] is None:
            q.push(anim.Call(lambda: setattr(self, "bubble", {"seat": target, "target": s,
                                                              "text": t("braves.ui.spy_no_bubble")})))
            q.push(anim.Wait(1.0))
        else:
            q.push(anim.Call(lambda: setattr(self, "bubble", {"seat": target, "target": s, "card": e["card"],
                                                              "text": t("braves.ui.spy_yes_bubble")})))
            self._flight("card", e["card"], self._seat_point(target), self._seat_point(s), 0.6, queued=True)
            q.push(anim.Wait(0.5))
        q.push(anim.Call(lambda: setattr(self, "bubble", None)))

    def _animate_commando(self, e: dict) -> None:
        q = self.queue
        s, target = e["seat"], e["target"]
        self._flight("card", e.get("commando", CS.by_type[MERC0 + MERC_TYPES.index("goblin_commando")][0]),
                     self._seat_point(s), self.army_spot(target), 0.5, queued=True)

        def strike(e=e):
            if self.arena is not None:
                key = "merc_n" if e["back"] == "mercenary" else "people_n"
                self.arena[key][target] = max(0, self.arena[key][target] - 1)
                self.arena["removed"] = (target, e["card"])
            self.bubble = {"seat": s, "target": target, "card": e["card"],
                           "text": t("braves.ui.commando_bubble", who=self._who(target), card=art.card_name(e["card"]))}
        q.push(anim.Call(strike))
        q.push(anim.Wait(1.4))
        q.push(anim.Call(lambda: setattr(self, "bubble", None)))

    def arena_from_obs(self) -> None:
        """The battle under way as the observation has it (a new table, after undo or loading)."""
        b = self.obs["battle"]
        if not b["people"]:
            self.arena = None
            return
        armies = None
        if b["revealed"] and b["armies"]:
            armies = {s: {"cards": list(a["cards"]), "strength": a["strength"], "detail": a["detail"],
                          "flying": list(a.get("flying") or [])} for s, a in enumerate(b["armies"]) if a is not None}
        self.arena = {"number": b["number"], "people": b["people"],
                      "people_n": [c["people"] for c in b["committed"]],
                      "merc_n": [c["mercenary"] for c in b["committed"]], "armies": armies, "winners": None,
                      "removed": None}

    # ================================================================== drawing
    def _acting_seat(self, seat: int) -> bool:
        return seat in self.obs["to_act"] or self.obs.get("decider") == seat

    def _static_layer(self) -> pygame.Surface:
        """The felt, the ring and the seat panels' frames: drawn once and kept until one of them changes (a
        seat starts or stops acting, the window is resized), so a frame of the deal costs one blit for them."""
        key = (tuple(self.size), self.viewer, tuple(self._acting_seat(s) for s in range(self.n)),
               tuple(map(tuple, self.seat_rects.values())), theme.high_contrast)
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
            draw.panel(layer, r, fill=fill, alpha=225, radius=int(u * 1.4),
                       edge=col if acting else theme.PANEL_EDGE, edge_px=max(2, int(u * (0.5 if acting else 0.25))))
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
        if self.flights or self.start_flash > 0 or self.queue.moving or any(w.moving for w in self.wheels) or \
                self.dragging:
            return None
        hov = self.hover.target if self.hover is not None else None
        dots = int(self.time * 3) % 3 if self.ai_thinking else -1
        return (id(self.obs), len(self.history.actions), self.selected, hov, tuple(self.mouse), self.pulse(),
                self.log.version, self.log.scroll, round(self.log.flash.value, 1), id(self.bubble),
                self.banner, self.flip, self.resolving, id(self.held_piles), self.error, dots, self.viewer,
                self.app.stack.top is self, tuple(self.size), id(self.arena), self.thinking_seat,
                self.human_to_act(), self.pressed.target if self.pressed is not None else None,
                theme.high_contrast)

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
        self._draw_arena(surface)
        self._draw_flights(surface)
        self._draw_bubble(surface)
        self._draw_choices(surface)
        self._draw_status(surface)
        self._draw_side(surface)
        self._draw_banner(surface)
        self._draw_drag(surface)
        self._draw_stack_popup(surface)

    # --- piles
    def _piles_shown(self) -> list[list]:
        if self.held_piles is not None:
            return self.held_piles
        return self.obs["piles"]

    def _draw_ring(self, surface) -> None:
        u = self.u
        piles = self._piles_shown()
        cx, cy = self.ring_centre
        rx, ry = self.ring_radii
        empty_all = not any(piles)
        if empty_all and (self.arena is not None or (self.held_piles is None and self.obs["phase"] not in (
                "deal", "place_shields", "champion"))):
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
                items = items[:len(items) - hide]
            overlays.append(self._draw_pile(surface, p, rect, items, p in legal_piles, hover == ("pile", p),
                                            nxt == p))
            if rect.collidepoint(self.mouse) and (piles[p] if p < len(piles) else []):
                self.hover_pile = p
        for fn in overlays:  # tokens and numbers over every card, so a neighbour never hides them
            fn()

    def _draw_pile(self, surface, p: int, rect: pygame.Rect, items: list, legal: bool, hovered: bool,
                   next_: bool):
        """Draw the pile's cards; return a function drawing what lies over them (tokens, number)."""
        u = self.u
        cards = [it["card"] for it in items if "card" in it]
        cancelled, owner = pile_items_state(items)
        if self.resolving == p:
            rect = rect.move(0, -int(u * 1.2))
        if not cards:
            pygame.draw.rect(surface, theme.shade(theme.FELT, 0.7), rect, max(1, int(u * 0.3)),
                             border_radius=max(3, rect.w // 9))
        else:
            depth = min(3, len(cards) - 1)
            for i in range(depth, 0, -1):
                off = int(i * u * 0.45)
                draw_card(surface, rect.move(off, off), art.deck_back(rect.w, rect.h), shadow=i == depth)
            top_index = max(j for j, it in enumerate(items) if "card" in it)
            draw_card(surface, rect, card_face(cards[-1], rect.w, rect.h), highlight=legal, hovered=hovered,
                      pulse=self.pulse())
            if cancelled[top_index]:
                self._strike(surface, rect)
        if legal and not cards:
            self.draw_highlight(surface, rect, hovered)
        return lambda: self._draw_pile_overlay(surface, p, rect, items, cards, owner, legal, next_)

    def _draw_pile_overlay(self, surface, p, rect, items, cards, owner, legal, next_) -> None:
        u = self.u
        # shields and desertions on the pile, in order, along its bottom edge
        tokens = [it for it in items if "card" not in it]
        if tokens:
            ts = int(u * 3.6)
            step = min(ts * 0.8, (rect.w + u * 2) / max(1, len(tokens)))
            x = rect.centerx - (step * (len(tokens) - 1)) / 2
            y = rect.bottom - int(ts * 0.3)
            for it in tokens:
                img = art.shield_token(it["shield"], ts) if "shield" in it else art.desertion_token(it["desertion"], ts)
                surface.blit(img, img.get_rect(center=(int(x), y)))
                x += step
        if owner is not None and cards:
            pygame.draw.rect(surface, seat_colour(owner), rect.inflate(int(u * 0.8), int(u * 0.8)),
                             max(2, int(u * 0.35)), border_radius=max(3, rect.w // 8))
        # the pile's number (or its key while a card is chosen from the keyboard or mouse)
        keyed = self.selected is not None and self.selected[0] in range(self.n)
        label = PILE_KEYS[p] if keyed else str(p + 1)
        tr = int(u * 1.9)
        centre = (rect.centerx, rect.y - int(tr * 0.55))
        fill = theme.HILITE if (keyed and legal) else ((250, 240, 210) if next_ else (40, 30, 24))
        pygame.draw.circle(surface, theme.INK, centre, tr + 2)
        pygame.draw.circle(surface, fill, centre, tr)
        ink = theme.INK if (keyed and legal) or next_ else theme.TEXT
        blit_text(surface, label, fit_size(label, int(tr * 1.5), int(tr * 1.8), bold=True), ink, center=centre,
                  bold=True)
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
        blit_text(surface, text, fit_size(text, int(u * 2.1), int(u * 18)), theme.TEXT,
                  midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 0.8)), shadow=True)
        sr = self.start_rect
        if obs["deal"]["recruiting"]:
            glow = self.start_flash > 0
            draw_card(surface, sr, art.start_face(sr.w, sr.h), highlight=glow, hovered=glow, pulse=self.pulse(6))
        else:
            pygame.draw.rect(surface, theme.shade(theme.FELT, 0.6), sr, max(1, int(u * 0.3)),
                             border_radius=max(3, sr.w // 9))
            blit_text(surface, "?", int(sr.h * 0.5), theme.shade(theme.FELT, 1.4), center=sr.center, bold=True)
        msg = t("braves.ui.shields_open") if obs["deal"]["recruiting"] else t("braves.ui.shields_locked")
        blit_text(surface, msg, fit_size(msg, int(u * 1.9), int(self.ring_radii[0] * 1.1)),
                  theme.HILITE_SOFT if obs["deal"]["recruiting"] else theme.TEXT_DIM,
                  midtop=(dr.centerx + int(u * 4), dr.bottom + int(u * 3.6)), shadow=True)

    # --- seats
    def _own_card_rects(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """Shield and desertion cards of a human seat in the deal (clickable), in its panel."""
        obs = self.obs
        r = self.seat_rects.get(seat)
        if r is None:
            return []
        u = self.u
        out = []
        kinds = [("desert", obs["desertions"][seat]), ("shield", obs["shields"][seat])]
        if seat == self.viewer:
            ch = int(u * 12.5)
            cw = int(ch / CARD_RATIO)
            x = r.x + int(u * 17)
            y = r.y + int(u * 5)
            for kind, count in kinds:
                for i in range(count):
                    out.append((kind, pygame.Rect(x, y, cw, ch)))
                    x += cw + int(u * 1.0)
                x += int(u * 1.5)
        else:  # another human (hotseat): his cards as large as his panel allows
            count_all = sum(c for _, c in kinds)
            room = r.right - int(u * 0.8) - (r.x + int(u * 12.5))
            cw = int(min(u * 4.9, (room - max(0, count_all - 1) * u * 0.5) / max(1, count_all)))
            ch = int(cw * CARD_RATIO)
            x = r.x + int(u * 12.5)
            y = r.y + int(u * 4)
            for kind, count in kinds:
                for i in range(count):
                    out.append((kind, pygame.Rect(x, y, cw, ch)))
                    x += cw + int(u * 0.5)
        return out

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
            pygame.draw.rect(surface, theme.HILITE, r.inflate(int(u * 1.2), int(u * 1.2)), w,
                             border_radius=int(u * 1.8))
        bottom = seat == self.viewer
        # name row
        g = art.seat_glyph(seat, int(u * 3.2))
        surface.blit(g, (r.x + int(u * 0.8), r.y + int(u * 0.6)))
        name = self.seat_name(seat)
        nx = r.x + int(u * 4.6)
        nw = r.w - int(u * 5.5) - (int(u * 5) if wizard or obs["champion"] == seat else 0)
        blit_text(surface, name, fit_size(name, int(u * 2.4), nw, bold=True), theme.TEXT,
                  midleft=(nx, r.y + int(u * 2.2)), bold=True, shadow=True)
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
        if phase in ("deal", "place_shields") and not wizard:
            if self.is_human(seat):
                regions = {reg.target: reg for reg in self.hit_regions()}
                seen: dict = {}
                for kind, rect in self._own_card_rects(seat):
                    i = seen.get(kind, 0)
                    seen[kind] = i + 1
                    reg = regions.get(("card", seat, kind))
                    ok = reg is not None and reg.legal
                    sel = self.selected == (seat, kind) and i == 0
                    hov2 = self.hover is not None and self.hover.target == ("card", seat, kind) and i == 0
                    draw_card(surface, rect, art.shield_card(seat, rect.w, rect.h, kind),
                              lift=u * 1.5 if (sel or hov2) else 0, highlight=ok, hovered=sel or hov2,
                              pulse=self.pulse(), alpha=255 if ok else 150)
                if bottom and self.is_human(seat):
                    keys = t("braves.ui.keys_hint")
                    cards = self._own_card_rects(seat)
                    if cards:
                        x = cards[-1][1].right + int(u * 1.5)
                        width = max(20, r.right - x - int(u))
                        blit_text(surface, keys, fit_size(keys, int(u * 2.1), width, bold=True), theme.TEXT,
                                  topleft=(x, r.y + int(u * 5.5)), bold=True)
                        y = r.y + int(u * 9)
                        for line in wrap_lines(t("braves.ui.pile_rule"), int(u * 1.9), width)[:4]:
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
            msg = t("braves.ui.wizard_champion", who=self._who(champ)) if champ is not None else \
                t("braves.ui.wizard_note")
            x = r.x + int(u * 12)
            for i, line in enumerate(wrap_lines(msg, int(u * 2), r.right - x - int(u))[:3]):
                blit_text(surface, line, int(u * 2), theme.TEXT_DIM, topleft=(x, r.y + int(u * (5 + i * 2.4))),
                          italic=True)
        # the hand: faces for the viewer, backs grouped by type with counts for everyone else
        if wizard:
            return
        if bottom and obs["hand"] is not None:
            self._draw_own_hand(surface, r)
        else:
            self._draw_backs(surface, r, seat)

    def _wheel_tip(self, rect: pygame.Rect, seat: int) -> None:
        if rect.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
            self._tip(t("braves.ui.score_tip", who=self.seat_name(seat), n=self.obs["scores"][seat],
                                    threshold=self.obs["threshold"]), self.mouse)

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
            blit_text(surface, f"×{c}", int(u * 2.1), theme.TEXT, midleft=(rect.right + int(u * 0.25), rect.centery),
                      bold=True, shadow=True)
            chip = pygame.Rect(x, y, chip_w, bh)
            if chip.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
                self._tip(t("braves.ui.backs_tip", who=self.seat_name(seat), n=c, what=art.back_name(b)),
                                      self.mouse)

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
                blit_text(surface, msg, int(u * 2), theme.TEXT_DIM, midleft=(r.x + int(u * 16), r.centery),
                          italic=True)
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
                    pygame.draw.circle(surface, theme.HILITE, (rect.right - int(u), rect.y + int(u * 3.6)),
                                       int(u * 0.6))
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
        choosing = self.human_to_act() is not None and not self.queue.busy and \
            self.state.window().kind != REALTIME
        if not choosing:
            g = art.people_glyph(people, int(u * 8))
            surface.blit(g, g.get_rect(center=(cx, cy - int(u * 2))))
            title = t("braves.ui.battle_title", number=a["number"], people=art.people_name(people),
                      n=CS.battle_points[a["number"] - 1])
            blit_text(surface, title, fit_size(title, int(u * 2.6), int(self.ring_radii[0] * 1.4), bold=True),
                      theme.HILITE_SOFT, center=(cx, cy + int(u * 3.5)), bold=True, shadow=True)
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
                blit_text(surface, num, int(u * 4.2), col, center=self._label_at(spot, ch, 2.4),
                          bold=True, outline=theme.INK, outline_px=max(2, int(u * 0.3)))
                fan_w = max(cw, int(cw + (len(cards) - 1) * cw * 0.42))
                hit = pygame.Rect(0, 0, fan_w, ch)
                hit.center = spot
                if hit.collidepoint(self.mouse) and self.app.stack.top is self and self.hover is None:
                    self._tip(f"{self.seat_name(s)}: {self.army_expr(army['cards'], army['detail'], army.get('flying'))}",
                                          self.mouse)
            else:
                counts = (a["people_n"][s], a["merc_n"][s])
                total = counts[0] + counts[1]
                if not total:
                    continue
                own = self.obs["battle"]["own"] if s == self.viewer else None
                if own and not armies and self.obs["battle"]["number"] == a["number"] and len(own) == total:
                    self._draw_fan(surface, spot, own, cw, ch, 1.0, False)  # your own army, face up to you
                    blit_text(surface, str(total), int(u * 3), theme.TEXT,
                              center=self._label_at(spot, ch, 2.0), bold=True, outline=theme.INK)
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
            rect.center = (spot[0] + int(i * u * 0.7) - int(min(7, len(backs) - 1) * u * 0.35),
                           spot[1] - int(i * u * 0.3))
            draw_card(surface, rect, back_face(b, w, ch), shadow=i == 0)
        blit_text(surface, str(len(backs)), int(u * 3), theme.TEXT,
                  center=self._label_at(spot, ch, 2.0), bold=True, outline=theme.INK)

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
            draw_card(surface, rect, card_face(c, w, ch), shadow=i == 0, highlight=winner and i == k - 1,
                      pulse=self.pulse())

    # --- flights, bubbles, banner, choices
    def _draw_flights(self, surface) -> None:
        u = self.u
        for fl in self.flights:
            tw = fl["tween"]
            if not tw.started or tw.done:
                continue
            f = tw.value
            x, y = anim.arc_point(fl["src"], fl["dst"], f, u * fl["arc"] * 2)
            w, h = fl["size"]
            kind = fl["kind"]
            if kind == "card":
                rect = pygame.Rect(0, 0, w, h)
                rect.center = (int(x), int(y))
                draw_card(surface, rect, card_face(fl["value"], w, h), lift=u * 1.5 * (1 - abs(2 * f - 1)))
            elif kind == "back":
                rect = pygame.Rect(0, 0, int(w * 0.7), int(h * 0.7))
                rect.center = (int(x), int(y))
                draw_card(surface, rect, back_face(fl["value"], rect.w, rect.h))
            elif kind == "shield":
                img = art.shield_token(fl["value"], w)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
            elif kind == "desert":
                img = art.desertion_token(fl["value"], w)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
            elif kind == "champion":
                img = art.champion_banner(w)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))

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
        box = pygame.Rect(0, 0, tw + int(u * 4) + (cwid + int(u * 2) if cwid else 0),
                          max(len(lines) * int(size * 1.2) + int(u * 3), ch + int(u * 3) if cwid else 0))
        box.center = (cx, cy)
        # the tail: a short wedge from the box toward the speaker
        dx, dy = src[0] - cx, src[1] - cy
        dist = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / dist, dy / dist
        edge = (cx + ux * min(box.w / 2, abs(box.h / 2 / uy) if uy else 1e9) * 0.98,
                cy + uy * min(box.h / 2, abs(box.w / 2 / ux) if ux else 1e9) * 0.98)
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
        head = [b, (b[0] - ux * u * 3 - uy * u * 1.8, b[1] - uy * u * 3 + ux * u * 1.8),
                (b[0] - ux * u * 3 + uy * u * 1.8, b[1] - uy * u * 3 - ux * u * 1.8)]
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
            head = t("braves.ui.ask_title", who=self.seat_name(tgt),
                     backs=", ".join(f"{art.back_name(b)} {c}" for b, c in enumerate(counts) if c) or "—")
            blit_text(surface, head, fit_size(head, int(u * 2.2), box.w - int(u * 2)), theme.HILITE_SOFT,
                      midtop=(box.centerx, box.y + int(u * 1.2)), bold=True)
        for target, label, rect, ok, reason, style in choices:
            hov = self.hover is not None and self.hover.target == target
            if style == "card":
                tid = target[1]
                face = card_face(CS.by_type[tid][0], rect.w, rect.h)
                draw_card(surface, rect, face, highlight=ok, hovered=hov, alpha=255 if ok else 110,
                          pulse=self.pulse())
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

    def _draw_status(self, surface) -> None:
        r = self.status_rect
        u = self.u
        draw.panel(surface, r, fill=(46, 32, 24), alpha=230, radius=r.h // 3)
        obs = self.obs
        seat = self.human_to_act()
        colour = theme.HILITE_SOFT
        if self.state.is_terminal():
            text, colour = t("app.table.game_over"), theme.BRASS
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
        humans = [s for s in range(self.n) if self.is_human(s)]
        if len(humans) > 1 and self.state.window().kind == REALTIME:
            hint = t("braves.ui.hotseat_keys", who=self.seat_name(self.viewer))
            blit_text(surface, hint, fit_size(hint, int(u * 1.8), r.w), theme.TEXT_DIM,
                      midbottom=(r.centerx, r.y - int(u * 0.3)), shadow=True)

    def _draw_side(self, surface) -> None:
        u = self.u
        sr = self.side_rect
        obs = self.obs
        info = pygame.Rect(sr.x, sr.y, sr.w, int(u * 13))
        draw.panel(surface, info, fill=(40, 28, 22), alpha=230, radius=int(u))
        title = t("braves.ui.round", n=obs["round"])
        blit_text(surface, title, fit_size(title, int(u * 2.6), info.w - int(u * 2), bold=True), theme.BRASS,
                  midtop=(info.centerx, info.y + int(u * 0.8)), bold=True)
        key = "braves.ui.threshold_strict" if obs["strict"] else "braves.ui.threshold"
        thr = t(key, n=obs["threshold"])
        blit_text(surface, thr, fit_size(thr, int(u * 2), info.w - int(u * 2)), theme.TEXT,
                  midtop=(info.centerx, info.y + int(u * 4.2)))
        phase = t(f"braves.step.{obs['phase']}")
        blit_text(surface, phase, fit_size(phase, int(u * 2), info.w - int(u * 2)), theme.TEXT_DIM,
                  midtop=(info.centerx, info.y + int(u * 7)))
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
        self.log.draw(surface, pygame.Rect(sr.x, info.bottom + int(u), sr.w, sr.bottom - info.bottom - int(u)))

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

    def _draw_stack_popup(self, surface) -> None:
        """Hovering a pile: its whole stack, bottom first, shields and desertions in their places."""
        p = self.hover_pile
        if p is None or self.app.stack.top is not self:
            return
        u = self.u
        items = self._piles_shown()[p]
        cancelled, owner = pile_items_state(items)
        ch = int(u * 8)
        cw = int(ch / CARD_RATIO)
        step = cw + int(u * 0.6)
        width = max(int(u * 34), len(items) * step + int(u * 3))
        box = pygame.Rect(0, 0, min(width, self.play_rect.w - int(u * 2)), ch + int(u * 10))
        pr = self.pile_rects[p]
        cx, cy = self.ring_centre
        if pr.centery <= cy:
            box.midtop = (pr.centerx, pr.bottom + int(u * 3))
        else:
            box.midbottom = (pr.centerx, pr.y - int(u * 3.5))
        box.clamp_ip(self.play_rect)
        draw.panel(surface, box, fill=(34, 26, 22), alpha=245, radius=int(u * 1.2))
        n_cards = sum(1 for it in items if "card" in it)
        head = t("braves.ui.stack_title", pile=p + 1, n=n_cards)
        if owner is not None:
            head += " · " + t("braves.ui.stack_owner", who=self.seat_name(owner))
        blit_text(surface, head, fit_size(head, int(u * 2.1), box.w - int(u * 2), bold=True), theme.BRASS,
                  topleft=(box.x + int(u), box.y + int(u * 0.8)), bold=True)
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
        blit_text(surface, foot, fit_size(foot, int(u * 1.8), box.w - int(u * 2)), theme.TEXT_DIM,
                  bottomleft=(box.x + int(u), box.bottom - int(u * 0.6)))

    # ================================================================== result
    def result_lines(self) -> list[str]:
        """Final scores (two to a line at 6-7 players), then the last round's battles in short."""
        scores = self.state.scores()
        order = sorted(range(self.n), key=lambda s: (-scores[s], s))
        lines = ["!" + t("braves.result.scores")]
        items = [t("braves.result.score_line", who=self.seat_name(s), n=int(scores[s])) for s in order]
        per = 2 if self.n >= 6 else 1
        for k in range(0, len(items), per):
            lines.append(" · ".join(items[k:k + per]))
        notes = self.notes or self.last_notes
        if notes:
            lines += ["", "!" + t("braves.result.last_round")] + list(notes)
        return lines

    def result_subtitle(self) -> str:
        scores = self.state.scores()
        return " – ".join(f"{int(scores[s])}" for s in sorted(range(self.n), key=lambda s: -scores[s]))

    def draw_result_art(self, surface, rect) -> None:
        scores = self.state.scores()
        k = self.n
        r = int(min(rect.w / (k * 2.6), rect.h / 3))
        for s in range(k):
            x = rect.x + int((s + 0.5) * rect.w / k)
            draw_cogwheel(surface, (x, rect.centery), r, scores[s], seat_colour(s))

    # ================================================================== setup screen
    @classmethod
    def setup_options(cls):
        return [("deal_speed", t("braves.setup.deal_speed"),
                 [("normal", t("braves.setup.normal")), ("slow", t("braves.setup.slow")),
                  ("fast", t("braves.setup.fast"))])]

    @classmethod
    def setup_blurb(cls) -> str:
        return t("braves.setup.blurb")

    @classmethod
    def draw_setup_art(cls, surface, rect) -> None:
        h = int(min(rect.h * 0.8, rect.w / 4))
        if h < 24:
            return
        w = int(h / CARD_RATIO)
        cards = [CS.by_type[t_][0] for t_ in (2, 4, 7, 10, MERC0 + 4)]
        x = rect.centerx - int(w * 2.2)
        for i, c in enumerate(cards):
            draw_card(surface, pygame.Rect(x + int(i * w * 0.7), rect.centery - h // 2 + abs(i - 2) * 4, w, h),
                      card_face(c, w, h), angle=(2 - i) * 6)
        draw_cogwheel(surface, (rect.centerx + int(w * 2.6), rect.centery), int(h * 0.35), 7, art.seat_colour(0))


_PHASE_NAMES = ("deal", "place_shields", "champion", "spy", "choose_people", "mercenaries", "commando",
                "flying_machine", "over")
