"""The Orcs & Trolls table controller: its state (selection, dice on show, the flying card, held packs), the
flow hooks, the setup screen, and the parts composed (layout, input, words, motion, drawing).
"""

from __future__ import annotations

import pygame

from orcdesk.core.i18n import t
from orcdesk.games.orcs_trolls.engine import CODEC
from orcdesk.ui.kit import anim, theme
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


class OrcsTrollsTable(
    OrcsTrollsInput, OrcsTrollsWords, OrcsTrollsMotion, OrcsTrollsDrawing, OrcsTrollsLayout, TableScene
):
    """The Orcs & Trolls table controller (see the package docstring and :class:`TableScene`)."""

    def __init__(
        self,
        app,
        game_id: str = "orcs_trolls",
        seats: list[str] | None = None,
        seed: int = 0,
        options: dict | None = None,
        inline_ai: bool | None = None,
    ) -> None:
        super().__init__(app, game_id, seats or ["human", "greedy"], seed, options, inline_ai)
        self.selected: tuple | None = None  # ("hand", card) or ("treasure", orc, card)
        self.panel: dict | None = None  # the trial, attack, escape or seduction on show (motion.py)
        self.roll_asked: int | None = None  # the human seat a Roll gate waits for
        self.move_rolls = {"seat": None, "kind": None, "first_used": False, "asked": set()}  # see _ask_roll
        self.roll_show: dict | None = None  # the latest dice event on show
        self.attack_show: dict | None = None  # the attack die of the fight under way
        self.roll_t = 1.0  # tumble progress of the shown dice
        self.flights = Flights()  # played cards on their way to the table
        self.banner: tuple | None = None  # (text, colour) of a big moment, shown over the centre
        self.held_packs: list | None = None  # packs as shown while a move's dice roll (see _hold_packs)
        self.btns: dict[str, Button] = {}
        self.u = 7.2
        self._regions_cache = None
        self._rewording = False

    # ------------------------------------------------------------------ flow hooks
    def _on_played(self, played) -> None:
        # who played what decides which of this move's rolls wait for a Roll press (motion.ROLLS_WAIT)
        kind = CODEC.kind_of(played.action) if played.seat >= 0 else None
        self.move_rolls = {"seat": played.seat, "kind": kind, "first_used": False, "asked": set()}
        if played.seat >= 0 and self.is_human(played.seat):
            self.read_panel()  # his move is his moving on from the result on show
        # a move that puts another trial, attack or roll on show waits, before any of it shows (its log lines
        # too), until a human player has read the result on show
        self.queue.push(anim.Gate(lambda events=played.events: self.panel_unread() and self._opens_panel(events)))
        super()._on_played(played)

    # A move whose dice roll on screen (a fight, a trial, the escapes) keeps the piles, the orc decks and the
    # victory points as they were until its dice have landed: the engine resolved it at once, and a Roll may
    # still wait for the defender (the packs follow roll by roll, see motion._hold_packs).
    HELD_WHILE_ROLLING = ("discard", "orc_decks", "deck_count", "vp", "pending_win", "killed", "winners")

    def held_keys(self, events: list[dict]) -> tuple[str, ...]:
        rolls = any(e.get("type") in ("attack_roll", "dice", "seduce") for e in events)
        return self.HELD_WHILE_ROLLING if rolls else ()

    def _reword_log(self) -> None:
        self._rewording = True  # the dice lines, written as the dice land in play, are written at once here
        try:
            super()._reword_log()
        finally:
            self._rewording = False

    def on_played(self, action, seat: int, events: list[dict]) -> None:
        self.selected = None
        self.queue.push(anim.Call(self._release_packs))  # after this move's animations: the real packs

    def on_restored(self) -> None:
        self.selected = None
        self.roll_show = self.attack_show = self.banner = self.held_packs = self.panel = self.roll_asked = None
        self.flights.clear()
        self.roll_t = 1.0
        self.layout(self.size)

    def update_table(self, dt: float) -> None:
        # hotseat: the base class moves the view after a move; a game (or a restored position) that starts
        # with another human to act than the first one needs the same hand-over here
        h = self.human_to_act()
        if (
            h is not None
            and h != self.viewer
            and self.seats.count("human") > 1
            and not self.queue.busy
            and self.app.stack.top is self
        ):
            self.viewer = h
            self.obs = self.prev_obs = self.state.observation(h)
            self._hand_over(h)
        # a result stays on show until the player has moved on from it (and its trial or attack is over)
        if self.panel is not None and self.panel["read"] and not self.queue.busy and not self._panel_live():
            self._clear_roll()
        # re-layout when the bottom seat changes
        if getattr(self, "_laid_for", None) != self.viewer:
            self._laid_for = self.viewer
            self.layout(self.size)

    def _panel_live(self) -> bool:
        """Is the panel on show the trial, attack or escape the game is still in?"""
        ctx = self.obs.get("context") or {}
        return (
            self.panel is not None
            and not self.panel["closed"]
            and ctx.get("kind") == self.panel["kind"]
            and ctx.get("seat") == self.panel["seat"]
        )

    # ------------------------------------------------------------------ the player's say: Roll, Continue
    ROLL_KEYS = (pygame.K_r,)
    GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)

    def handle_event(self, event) -> None:
        gate = self.gate_waiting()
        on_top_button = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and any(
            b.visible and b.rect.collidepoint(event.pos) for b in self.buttons + self._service_buttons()
        )
        if gate and not on_top_button:
            if event.type == pygame.KEYDOWN and event.key in self.ROLL_KEYS + self.GO_ON_KEYS:
                self._pass_gate(gate)
                return
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                # Roll is pressed on its button; a result to read goes on with a click anywhere
                if gate == "read" or self._gate_button_rect().collidepoint(event.pos):
                    self._pass_gate(gate)
                return
            if event.type == pygame.MOUSEBUTTONDOWN:
                return
        if event.type == pygame.KEYDOWN and event.key in self.ROLL_KEYS and self.can_act():
            roll = CODEC.encode("roll")
            if roll in self.state.legal_actions(self.human_to_act()):
                self.play(roll, self.human_to_act())  # R rolls when rolling is a choice too
                return
        if (
            event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
        ) and not on_top_button:
            self.read_panel()
        super().handle_event(event)

    def _service_buttons(self) -> list:
        return self.aids.buttons if getattr(self.aids, "installed", False) else []

    def _pass_gate(self, gate: str) -> None:
        if gate == "roll":
            self.press_roll()
        else:
            self.read_panel()
        self._regions_cache = None

    def _gate_button_rect(self) -> pygame.Rect:
        return self._button_rects(1)[0]

    def status_text(self):
        gate = self.gate_waiting()
        if gate == "roll":
            one = self.seats.count("human") == 1
            return (
                t(
                    "orcs_trolls.prompt.roll_gate_you" if one else "orcs_trolls.prompt.roll_gate",
                    who=self.seat_name(self.roll_asked),
                ),
                theme.HILITE_SOFT,
            )
        if gate == "read":
            return t("orcs_trolls.prompt.read_gate"), theme.HILITE_SOFT
        return super().status_text()

    def frame_rate(self) -> float:
        # a gate waits for the player, not for time: the glow of its button breathes, nothing else moves
        from orcdesk.ui.scene import ANIMATING, BREATHING

        if self.gate_waiting() and not self.log.fading:
            return BREATHING
        return super().frame_rate() if not self.gate_waiting() else ANIMATING

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
