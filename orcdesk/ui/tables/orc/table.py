"""The Orc table controller: its state (selection, flights, flashes), the setup screen, and the parts composed
(layout, input, words, motion, drawing).
"""

from __future__ import annotations

from typing import Any

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orc import engine as E
from orcdesk.ui.kit import cards
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.orc.art import CARD_ASPECT, card_face
from orcdesk.ui.tables.orc.draw import OrcDrawing
from orcdesk.ui.tables.orc.input import OrcInput
from orcdesk.ui.tables.orc.layout import OrcLayout
from orcdesk.ui.tables.orc.motion import OrcMotion
from orcdesk.ui.tables.orc.words import OrcWords


class OrcTable(OrcInput, OrcWords, OrcMotion, OrcDrawing, OrcLayout, TableScene):
    """The Orc table controller (see the package docstring and :class:`TableScene`)."""

    def __init__(
        self,
        app,
        game_id: str = "orc",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        super().__init__(app, game_id, seats or ["human", "normal"], seed, options, inline_ai)
        self.selected: int | None = None  # card id picked in the hand
        self.up_end: dict[int, int] = {}  # card id -> end shown at the top (facing the tribes)
        self.hand_hover = {}  # card id -> anim.Smooth lift
        self.flights = Flights()  # cards moving across the table (the kit's one card flight)
        self.hidden: set = set()  # spears not drawn while a battle flash shows them
        self.flashes: list[dict] = []  # battle flashes
        self.R: dict[str, Any] = {}
        # Drawn as buttons, clicked through hit regions like every other target (see click()).
        self.flip_button = Button(t("orc.ui.flip"), key="flip")
        self.discard_button = Button(t("orc.ui.discard"), key="discard")
        self.flip_button.visible = self.discard_button.visible = False
        self.last_play: tuple | None = None  # (tribe, seat, index) of the latest card played, marked a while
        self.pinned_battle: int | None = None  # a won tribe whose battle is shown by B (keyboard), until a click

    # ------------------------------------------------------------------ setup screen
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

    # ------------------------------------------------------------------ seats
    @property
    def me(self) -> int:
        return self.viewer

    @property
    def opp(self) -> int:
        return 1 - self.viewer

    # ------------------------------------------------------------------ the selection follows the game
    def _live_phase(self) -> str:
        return E.PHASE_NAMES[self.state.phase]

    def on_played(self, action, seat, events) -> None:
        if seat == self.me:
            self.selected = None
            played_a_card = E.CODEC.kind_of(action) in ("play", "discard")
            if played_a_card and self.last_play is not None and self.last_play[1] != seat:
                self.last_play = None

    def on_restored(self) -> None:
        self.selected = None
        self.pinned_battle = None
        self.last_play = None
        self.flights.clear()
        self.hidden.clear()
        self.flashes.clear()

    # ------------------------------------------------------------------ a won tribe looked back at
    def won_in_order(self) -> list[int]:
        """The won tribes, the latest battle first (B steps through them)."""
        order: list[int] = []
        for played in self.match.played:
            for e in played.events:
                if e["type"] == "battle":
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

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pinned_battle = None  # the pointer shows battles again (hovering a won tribe)
        super().handle_event(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        pos = self.shown_past_battle()
        if pos is not None and self.app.stack.top is self:
            self.app.tooltip.hide()  # the battle panel says it all ("already won", who won and how)
            self.draw_past_battle(surface, pos)

    # ------------------------------------------------------------------ every frame
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
