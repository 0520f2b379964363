"""The Orc table: its selection (the card picked and the end it turns up), the view of the shown game, the
layout, the drawing, and what a click or a key means (through the engine's codec)."""

from __future__ import annotations

from typing import Any

import pygame

from orcdesk.core.contract import Action
from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import cards, textures
from orcdesk.ui.kit.seats import SeatNames
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables import HitRegion, TableScene
from orcdesk.ui.tables.orc import panels, words
from orcdesk.ui.tables.orc.art import CARD_ASPECT, card_face
from orcdesk.ui.tables.orc.draw import draw_board
from orcdesk.ui.tables.orc.layout import OrcLayout, layout
from orcdesk.ui.tables.orc.motion import OrcMotion
from orcdesk.ui.tables.orc.view import OrcView, orc_view
from orcdesk.ui.tables.words import refusal_words


class OrcTable(TableScene):
    """The Orc table (see the package docstring and :class:`TableScene`)."""

    PROMPT_NAMES_KEYS = True  # prompt() names the keys after a key press (TableScene.prompt_in_use)

    def __init__(
        self,
        app,
        game_id: str = "orc",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        self.lay: OrcLayout | None = None
        self.fx = OrcMotion()
        super().__init__(app, game_id, seats or ["human", "normal"], seed, options, inline_ai)
        self.selected: int | None = None  # card id picked in the hand
        self.up_end: dict[int, int] = {}  # card id -> end shown at the top (facing the tribes)
        self.pinned_battle: int | None = None  # a won tribe whose battle is shown by B (keyboard), until a click
        # drawn as buttons, clicked through hit regions like every other target (see click())
        self.flip_button = Button(t("orc.ui.flip"), key="flip")
        self.discard_button = Button(t("orc.ui.discard"), key="discard")
        self.start_buttons = [
            Button(t("orc.ui.start_first"), key="start:first"),
            Button(t("orc.ui.start_second"), key="start:second"),
        ]
        for b in self.own_buttons:
            b.visible = False  # update_table shows them when they may be pressed

    @classmethod
    def setup_blurb(cls) -> str:
        return t("orc.ui.blurb")

    @classmethod
    def draw_setup_art(cls, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Three cards fanned out, as if just dealt."""
        h = int(min(rect.h * 0.9, rect.w * 0.55))
        w = int(h / CARD_ASPECT)
        for i, (one, two, up) in enumerate((("red", "green", 1), ("blue", "yellow", 0), ("purple", "white", 1))):
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.centerx + int((i - 1) * w * 0.8), rect.centery + abs(i - 1) * h // 14)
            cards.draw_card(surface, r, card_face(one, two, w, h, up), angle=(1 - i) * 12)

    # ------------------------------------------------------------------ seats, words, the view
    @property
    def me(self) -> int:
        return self.viewer

    @property
    def opp(self) -> int:
        return 1 - self.viewer

    @property
    def own_buttons(self) -> list[Button]:
        return [self.flip_button, self.discard_button, *self.start_buttons]

    def phase(self) -> str:
        return self.obs["phase"]

    def words(self) -> words.OrcWords:
        colours = tuple(tribe["colour"] for tribe in self.obs["tribes"])  # by position, fixed for the game
        return words.OrcWords(SeatNames.of(self), self.me, colours)

    def card_up_end(self, cid: int) -> int:
        return self.up_end.get(cid, 1)

    def flip(self) -> None:
        if self.selected is not None:
            self.up_end[self.selected] = 1 - self.card_up_end(self.selected)

    def view(self) -> OrcView:
        lit = frozenset(r.target for r in self.hit_regions() if r.legal)
        return orc_view(
            self.obs, self.me, SeatNames.of(self), over=self.state.is_terminal(), selected=self.selected,
            up_end=self.up_end, phase=self.phase(), can_act=self.can_act(), lit=lit,
            hover=self.hover.target if self.hover is not None else None,
            thinking=self.ai_thinking and self.thinking_seat == self.opp, time=self.time,
        )  # fmt: skip

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size: tuple[int, int]) -> None:
        if self.fx.busy:  # in-flight cards hold old coordinates: land them first
            self.queue.finish_all()
        self.lay = layout(size, self.log_below(size), self.top_buttons_rect(size))
        self.flip_button.rect, self.discard_button.rect = self.lay.flip, self.lay.discard_button
        for button, rect in zip(self.start_buttons, self.lay.start):
            button.rect = rect

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.lay is None or self.lay.size != surface.get_size():
            self.layout(surface.get_size())
        surface.blit(textures.table_background(surface.get_size()), (0, 0))
        v = self.view()
        lay = self.lay
        assert lay is not None  # laid out just above
        draw_board(surface, v, lay, self.fx, self.draw_portrait)
        self.draw_status(surface, lay.status)
        panels.draw_scores(surface, v, lay)
        self.log.draw(surface, lay.log)
        for b in self.own_buttons:
            if b.visible:
                b.draw(surface)
        self.fx.flights.draw(surface)
        panels.draw_flashes(surface, v, lay, self.fx, self.prev_obs)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pos = self.shown_past_battle()
        record = self.past_battle(pos) if pos is not None else None
        if record is not None and self.lay is not None and self.app.stack.top is self:
            self.app.tooltip.hide()  # the battle panel says it all ("already won", who won and how)
            panels.draw_past_battle(surface, self.view(), self.lay, record)

    def draw_result_art(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.lay is not None:  # (the table is drawn, so laid out, before its result)
            panels.draw_result_art(surface, self.view(), self.lay.u, rect)

    # ------------------------------------------------------------------ hit regions and clicks
    def hit_regions(self) -> list[HitRegion]:
        """The targets on show; those off the moves the mode allows stay dark (a tutorial's step)."""
        return self.mode.screen(self._build_regions(), self.human_to_act())

    def _build_regions(self) -> list[HitRegion]:
        seat = self.human_to_act()
        if self.lay is None or self.state.is_terminal() or seat is None:
            return []
        live = self.state.observation(seat)  # the live position (the shown one may trail it)
        lay, u, phase = self.lay, self.lay.u, live["phase"]
        allowed = set(self.legal_now(seat))  # the legal moves the mode allows (a tutorial's step: one)

        def choice(kind: str, value: str) -> tuple[bool, str]:  # the start and box choices, named as the notation
            action = E.CODEC.from_text(f"{kind} {value}")
            return action in allowed, "" if action in allowed else self.mode.refusal(action, seat)

        if phase == "start":
            return [
                HitRegion(b.rect, ("start", c), *choice("start", c))
                for b, c in zip(self.start_buttons, ("first", "second"))
            ]
        if phase == "box":
            tip = t("orc.ui.box_here")
            return [
                HitRegion(r.inflate(int(u * 2), int(u * 2)), ("box", s), *choice("box", s), tooltip=tip)
                for s, r in lay.box_slot.items()
            ]
        state, said, tribes = self.state, self.words(), live["tribes"]
        if phase == "draw":
            regions = []
            for p in range(E.N):
                n = tribes[p]["pile"]
                tip = (
                    t("orc.ui.pile_last", tribe=said.tribe_at(p))
                    if n == 1
                    else t("orc.ui.pile_tip", n=n, tribe=said.tribe_at(p))
                )
                why = refusal_words(self, E.CODEC.encode("draw", pile=p), seat, words.reason_text)
                ok = E.CODEC.encode("draw", pile=p) in allowed
                regions.append(HitRegion(lay.pile[p].inflate(int(u), int(u)), ("pile", p), ok, why, tip))
            return regions
        regions = []  # the play phase: the tribes, then the hand (drawn on top), then the buttons
        for p in range(E.N):
            if self.selected is None:
                regions.append(HitRegion(lay.tribe_target(p), ("tribe", p), False, t("orc.ui.select_first")))
                continue
            end = self.card_up_end(self.selected)
            action = E.CODEC.encode("play", card=self.selected, tribe=p, end=end)
            reason = state.refusal(action, seat)
            sides = tribes[p]["sides"]
            tip = "" if reason is not None else t(
                "orc.ui.attack_tip", tribe=said.tribe_at(p), mine=sides[seat]["orcs"] + end + 1,
                theirs=sides[1 - seat]["orcs"], draws=2 if end == 0 else 1,
            )  # fmt: skip
            why = refusal_words(self, action, seat, words.reason_text)
            regions.append(HitRegion(lay.tribe_target(p), ("tribe", p), action in allowed, why, tip))
        hand = [card["id"] for card in live["hand"]]
        rects = lay.hand_rects(len(hand))
        for i, (cid, r) in enumerate(zip(hand, rects)):
            r = r.move(0, -int(u * 2.5) if cid == self.selected else 0)
            shown_w = max(4, min(r.w, (rects[i + 1].x - r.x) if i + 1 < len(rects) else r.w))
            up = self.card_up_end(cid)
            for end, half in ((up, 0), (1 - up, 1)):  # the upper half turns its end toward the tribes
                rect = pygame.Rect(r.x, r.y + half * (r.h // 2), r.w, r.h // 2 if not half else r.h - r.h // 2)
                point = (r.x + shown_w // 2, r.y + (1 + 2 * half) * r.h // 4)
                regions.append(HitRegion(rect, ("hand", cid, end), point=point, tooltip=self.end_tooltip(cid, end)))
        if self.selected is not None:
            discard = E.CODEC.encode("discard", card=self.selected)
            why = refusal_words(self, discard, seat, words.reason_text)
            regions.append(HitRegion(self.flip_button.rect, ("flip",)))
            tip = t("orc.ui.discard_tip")
            regions.append(HitRegion(self.discard_button.rect, ("discard",), discard in allowed, why, tip))
        return regions

    def end_tooltip(self, cid: int, end: int) -> str:
        """What a half of a hand card does: the chosen card's upper end faces the tribe; any other half, once
        clicked, is turned to the tribe (the card is picked, or flipped)."""
        orcs = words.end_words(cid, end)
        if cid == self.selected and end == self.card_up_end(cid):
            return t("orc.ui.pick_end", orcs=orcs)
        return t("orc.ui.turn_end", orcs=orcs)

    def click(self, target: Any, button: int) -> Action | None:
        kind = target[0]
        if kind == "hand":
            _, cid, end = target
            if button == 3:
                self.selected, self.up_end[cid] = cid, 1 - self.card_up_end(cid)
            elif self.selected == cid and self.card_up_end(cid) == end:
                self.selected = None
            else:
                self.selected, self.up_end[cid] = cid, end
            return None
        if kind == "flip" or (button == 3 and self.selected is not None):
            self.flip()
            return None
        if kind in ("tribe", "discard"):
            card = self.selected
            if card is None:  # (their regions are not legal while no card is picked)
                return None
            if kind == "tribe":
                return E.CODEC.encode("play", card=card, tribe=target[1], end=self.card_up_end(card))
            return E.CODEC.encode("discard", card=card)
        if kind == "pile":
            return E.CODEC.encode("draw", pile=target[1])
        if kind in ("box", "start"):  # the target names the choice as the notation does: ("box", "left")
            return E.CODEC.from_text(f"{kind} {target[1]}")
        return None

    def click_path(self, action: Action) -> list[Any]:
        if not isinstance(action, int):
            raise ValueError(f"not an action of this game: {action!r}")  # as the codec says of any non-int
        d = E.CODEC.decode(action)
        if d.kind == "play":
            return [("hand", d.card, d.end), ("tribe", d.tribe)]
        if d.kind == "discard":
            return [("hand", d.card, self.card_up_end(d.card)), ("discard",)]
        if d.kind == "draw":
            return [("pile", d.pile)]
        return [tuple(E.CODEC.to_text(action).split())]  # ("box", "left"), ("start", "first")

    def on_wheel(self, dy: int) -> None:
        if self.selected is not None and dy:
            self.flip()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_f, pygame.K_SPACE):
            self.flip()
        elif event.key == pygame.K_b:
            self.next_past_battle()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pinned_battle = None  # the pointer shows battles again (hovering a won tribe)
        super().handle_event(event)

    # ------------------------------------------------------------------ the game moves on
    def describe_event(self, e: dict) -> str | None:
        return self.words().describe(e)

    def animate_event(self, e: dict) -> None:
        if self.lay is not None:
            self.fx.animate(e, self.queue, self.lay, self.me, self.obs, self.state.observation(self.me))

    def prompt(self) -> str:
        up = self.card_up_end(self.selected) if self.selected is not None else 1
        return words.prompt(self.phase(), self.obs["draws_left"], self.selected, up, self.keyboard_mode)

    def result_lines(self) -> list[str]:
        return self.words().result_lines(self.obs)

    def on_played(self, action: Action, seat: int, events: list[dict]) -> None:
        if seat == self.me:
            self.selected = None
            played_a_card = isinstance(action, int) and E.CODEC.kind_of(action) in ("play", "discard")
            if played_a_card and self.fx.last_play is not None and self.fx.last_play[1] != seat:
                self.fx.last_play = None

    def on_restored(self) -> None:
        self.selected = self.pinned_battle = None
        self.fx.clear()

    def update_table(self, dt: float) -> None:
        self.fx.update(dt)
        if not self.can_act() and self.selected is not None and self.human_to_act() is None:
            self.selected = None
        live, phase = self.can_act(), self.phase()
        self.flip_button.visible = self.discard_button.visible = live and phase == "play" and self.selected is not None
        for b in self.start_buttons:
            b.visible = live and phase == "start"
        for b in self.own_buttons:
            b.hover.target = 1.0 if b.visible and b.rect.collidepoint(self.mouse) else 0.0
            b.update(dt)

    # ------------------------------------------------------------------ a won tribe looked back at
    def past_battle(self, pos: int) -> dict | None:
        return self.words().past_battle(self.match.played, pos)

    def won_in_order(self) -> list[int]:
        """The won tribes, the latest battle first (B steps through them)."""
        order = []
        for e in (e for played in self.match.played for e in played.events if e["type"] == "battle"):
            order += [e["tribe"]] + [c["tribe"] for c in e.get("cascade", [])]
        won = {tribe["pos"] for tribe in self.obs["tribes"] if tribe["status"] == "won"}
        return [p for p in reversed(order) if p in won and self.past_battle(p) is not None]

    def next_past_battle(self) -> None:
        """B: show the latest battle, then the one before, ...; after the first one, none."""
        order = self.won_in_order()
        if self.pinned_battle not in order:
            self.pinned_battle = order[0] if order else None
        else:
            i = order.index(self.pinned_battle) + 1
            self.pinned_battle = order[i] if i < len(order) else None

    def shown_past_battle(self) -> int | None:
        """The won tribe whose battle is shown now: the one pinned with B, else the one under the pointer."""
        if self.pinned_battle is not None:
            return self.pinned_battle
        if self.app.stack.top is not self or self.lay is None:
            return None
        for tribe in self.obs["tribes"]:
            if tribe["status"] == "won" and self.lay.tile[tribe["pos"]].collidepoint(self.mouse):
                return tribe["pos"]
        return None
