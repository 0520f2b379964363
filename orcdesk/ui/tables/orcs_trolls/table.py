"""The Orcs & Trolls table controller: its state (selection, dice on show, the flying card, held packs), the
flow hooks, the setup screen, and the parts composed (layout, input, words, motion, drawing).
"""
from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.ui.kit import anim
from orcdesk.ui.kit.cards import draw_card
from orcdesk.ui.kit.flight import Flights
from orcdesk.ui.kit.widgets import Button
from orcdesk.ui.tables import TableScene
from orcdesk.ui.tables.orcs_trolls.art import CARD_RATIO, card_face
from orcdesk.ui.tables.orcs_trolls.draw import OrcsTrollsDrawing
from orcdesk.ui.tables.orcs_trolls.input import OrcsTrollsInput
from orcdesk.ui.tables.orcs_trolls.layout import OrcsTrollsLayout
from orcdesk.ui.tables.orcs_trolls.motion import OrcsTrollsMotion
from orcdesk.ui.tables.orcs_trolls.words import OrcsTrollsWords


class OrcsTrollsTable(OrcsTrollsInput, OrcsTrollsWords, OrcsTrollsMotion, OrcsTrollsDrawing, OrcsTrollsLayout,
                      TableScene):
    """The Orcs & Trolls table controller (see the package docstring and :class:`TableScene`)."""

    def __init__(self, app, game_id: str = "orcs_trolls", seats: list[str] | None = None, seed: int = 0,
                 options: dict | None = None, inline_ai: bool | None = None) -> None:
        super().__init__(app, game_id, seats or ["human", "greedy"], seed, options, inline_ai)
        self.selected: tuple | None = None        # ("hand", card) or ("treasure", orc, card)
        self.roll_show: dict | None = None        # the latest dice event on show
        self.attack_show: dict | None = None      # the attack die of the fight under way
        self.roll_t = 1.0                         # tumble progress of the shown dice
        self.flights = Flights()                  # played cards on their way to the table
        self.banner: tuple | None = None          # (text, colour) of a big moment, shown over the centre
        self.held_packs: list | None = None       # packs as shown while a move's dice roll (see _hold_packs)
        self.btns: dict[str, Button] = {}
        self.u = 7.2
        self._regions_cache = None

    # ------------------------------------------------------------------ flow hooks
    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected = None
        self.queue.push(anim.Call(self._release_packs))  # after this move's animations: the real packs

    def on_restored(self) -> None:
        self.selected = None
        self.roll_show = self.attack_show = self.banner = self.held_packs = None
        self.flights.clear()
        self.roll_t = 1.0
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        # hotseat: the base class moves the view after a move; a game (or a restored position) that starts
        # with another human to act than the first one needs the same hand-over here
        h = self.human_to_act()
        if (h is not None and h != self.viewer and self.seats.count("human") > 1 and not self.queue.busy
                and self.app.stack.top is self):
            self.viewer = h
            self.obs = self.prev_obs = self.state.observation(h)
            self._hand_over(h)
        # dice stay on show while their trial, attack or escapes go on; once that is over and played out,
        # they are history (the log keeps them)
        if self.roll_show is not None and not self.queue.busy and not self.obs.get("context"):
            self._clear_roll()
        # re-layout when the bottom seat changes
        if getattr(self, "_laid_for", None) != self.viewer:
            self._laid_for = self.viewer
            self.layout(self.size)

    # ------------------------------------------------------------------ setup screen
    @classmethod
    def setup_blurb(cls) -> str:
        return t("orcs_trolls.ui.blurb")

    @classmethod
    def draw_setup_art(cls, surface: pygame.Surface, rect: pygame.Rect) -> None:
        h = int(rect.h * 0.8)
        w = int(h / CARD_RATIO)
        for i, card in enumerate((20, 24, 38, 100)):
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.centerx + int((i - 1.5) * w * 0.8), rect.centery + abs(i - 1.5) * h * 0.05)
            draw_card(surface, r, card_face(card, w, h), angle=(1.5 - i) * 6)
