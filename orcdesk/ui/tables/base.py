"""The shared table, :class:`TableScene`: what every game's table does alike (see ``orcdesk/ui/tables/__init__.py``
for what it does and what a game implements). It composes the modules beside it: the presenter (the shown game
and the mode), the aids (hint, focus, undo), the hit regions and glows, the status banner, the default words and
the setup screen's defaults.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from orcdesk.core.contract import REALTIME, Action, GameState
from orcdesk.core.i18n import t
from orcdesk.core.match import Match, Played, Record
from orcdesk.games import get_game
from orcdesk.ui.kit import anim, portrait, theme
from orcdesk.ui.kit.text import DrawnText, texts_drawn
from orcdesk.ui.kit.widgets import Button, LogPanel
from orcdesk.ui.scene import Scene
from orcdesk.ui.tables import clicks, clock, frame, regions, setup_hooks, status, words
from orcdesk.ui.tables import presenter as presenting
from orcdesk.ui.tables.aids import TableAids
from orcdesk.ui.tables.presenter import Mode, Presenter
from orcdesk.ui.tables.view import HitRegion

History = Record  # the table's record of the game is the match driver's (orcdesk.core.match.Record)


class TableScene(Scene):
    """Base of every game table. See the package docstring (``orcdesk/ui/tables/__init__.py``)."""

    def __init__(
        self, app, game_id: str, seats: list[str], seed: int, options: dict | None = None, inline_ai: bool | None = None
    ) -> None:
        super().__init__(app)
        self.info = get_game(game_id)
        self.game_id = game_id
        self.seats = list(seats)
        self.state_cls = self.info.state_class()
        self.inline_ai = app.settings.get("ai_in_process", False) if inline_ai is None else inline_ai
        self.match = Match.new(
            self.state_cls,
            self.seats,
            seed,
            options or {},
            clock.ai_controllers(game_id, self.seats, seed, self.inline_ai),
        )
        self.match.on_played = self._on_played
        self.queue = anim.AnimQueue()
        self.log = LogPanel(t("app.table.log"))
        self._drawing = False  # inside draw(): the live game is not to be read (presenter.GUARD_LIVE_STATE)
        # what the player sees: the game as of the last move shown, whose eyes, the mode (tables/presenter.py)
        self.presenter = Presenter(self.match.state, self.seats.index("human") if "human" in self.seats else 0)
        self.presenter.viewer_listeners.append(self._viewer_changed)
        self.aids = TableAids(self)  # the player's helpers at this table: hint, keyboard focus, undo
        self.hover: HitRegion | None = None
        self.pressed: HitRegion | None = None
        self.mouse = (0, 0)
        self.time = 0.0
        self.shown_thinking: int | None = None  # a seat shown as thinking although it is not (bench's frames)
        self.view_size: tuple[int, int] | None = None  # drawn in part of the window (a replay's bar below)
        self.finished_shown = False
        self.error: str | None = None
        self.menu_button = Button(t("app.table.menu"), self.open_pause, style="quiet", key="menu")
        self.buttons: list[Button] = [self.menu_button]
        self.log.add(t("app.table.new_game", game=t(f"app.game.{game_id}"), seed=seed), theme.BRASS)
        self.log_palette = theme.high_contrast  # the palette the log's colour names were worded in
        # The player's last input was a key (not a mouse click): prompts name the keys (see status_text).
        self.keyboard_mode = False

    # ------------------------------------------------------------------ names
    def seat_name(self, seat: int) -> str:
        """Display name of a seat: "You" for the single human, "Player 2" in hotseat, and an AI opponent by
        its own name and level in player words, "Grum (hard)"."""
        return words.seat_name(self.seats[seat], self.short_name(seat))

    def handoff_name(self, seat: int) -> str:
        """Who the hotseat hand-over screen calls to the table: the seat's name (a game of sides adds the
        seat's side, e.g. "Player 2 · Ranger")."""
        return self.seat_name(seat)

    def short_name(self, seat: int) -> str:
        """A seat's name where room is short: "You", "Player 2", or the AI's own name, "Grum", without its level."""
        return words.short_name(self.game_id, self.seats, seat)

    def character(self, seat: int):
        """The AI character at ``seat`` (orcdesk.ai.opponents: name, level, style, portrait), None for a human."""
        return words.character(self.game_id, self.seats, seat)

    def draw_portrait(self, surface: pygame.Surface, seat: int, center, size: int) -> None:
        """The portrait of the AI at ``seat`` (orcdesk.ui.kit.portrait) centred on ``center``; nothing for a human."""
        if not self.is_human(seat):
            portrait.draw_portrait(surface, self.character(seat), center, size)

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == "human"

    @property
    def size(self) -> tuple[int, int]:
        return self.view_size or self.app.size

    # ------------------------------------------------------------------ game flow
    @property
    def state(self) -> GameState:
        """The game: the live one while the table handles input and the AI (a click, a key: in a real-time
        window the player acts ahead of the animations), the shown one (:attr:`shown_state`) while it draws.
        So nothing drawn (a panel, a count, a badge, a prompt, a lit target) can run ahead of the animations:
        a drawing has no other game to read."""
        return self.presenter.state if self._drawing else self.match.state

    @state.setter
    def state(self, state: GameState) -> None:
        """Put a typed-in position on the table (tests, rules pictures); its record is not kept."""
        self.match.state = state
        self.presenter.reset(state)

    @property
    def shown_state(self) -> GameState:
        """The game as of the last move on show (it trails the live game while moves animate)."""
        return self.presenter.state

    @property
    def obs(self) -> dict:
        """The observation on show, for :attr:`viewer` (the presenter's)."""
        return self.presenter.obs

    @obs.setter
    def obs(self, obs: dict) -> None:
        self.presenter.obs = obs

    @property
    def prev_obs(self) -> dict:
        return self.presenter.prev_obs

    @prev_obs.setter
    def prev_obs(self, obs: dict) -> None:
        self.presenter.prev_obs = obs

    @property
    def viewer(self) -> int:
        """The seat whose view is shown; setting it words the shown game for that seat and lays the table out
        again at once (the presenter tells :meth:`_viewer_changed`)."""
        return self.presenter.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.presenter.viewer = seat

    def _viewer_changed(self, seat: int) -> None:
        self.layout(self.size)
        self.on_viewer_changed(seat)

    def on_viewer_changed(self, seat: int) -> None:
        """Hook: the seat whose view is shown changed (the layout was already made again)."""

    @property
    def mode(self) -> Mode:
        return self.presenter.mode

    def set_mode(self, mode: Mode) -> None:
        """Live, replay, or a guided mode (tables/presenter.py): who may act, what is lit, what is said."""
        self.presenter.mode = mode
        if hasattr(mode, "state_of"):
            mode.state_of = lambda: self.match.state

    @property
    def replaying(self) -> bool:
        """Shown by the replay scene: no AI, no autosave, no statistics, no prompt, nothing to press."""
        return self.presenter.mode.name == "replay"

    @replaying.setter
    def replaying(self, on: bool) -> None:
        self.set_mode(presenting.REPLAY if on else presenting.LIVE)

    @property
    def history(self) -> Record:
        return self.match.record

    @property
    def acting(self) -> tuple[int, ...]:
        return self.state.to_act()

    def human_to_act(self) -> int | None:
        """The human seat that may act now, if any (none in a mode where nobody acts, e.g. a replay)."""
        if not self.presenter.mode.may_act:
            return None
        for seat in self.acting:
            if self.is_human(seat):
                return seat
        return None

    def can_act(self) -> bool:
        """A human may act now. In turn-based windows input waits for the animations (the shown ``obs`` trails
        the state event by event); in a real-time window the game waits for no one, so the display keeps
        trailing while the human acts."""
        state = self.state
        if state.is_terminal() or self.human_to_act() is None:
            return False
        return state.window().kind == REALTIME or not self.queue.busy

    def legal_now(self, seat: int | None = None) -> list[Action]:
        """The legal actions of ``seat`` (default: the human to act) that the mode allows, in the game a
        decision is read from (:attr:`acting_state`): what a table lights and offers."""
        seat = self.human_to_act() if seat is None else seat
        state = self.state
        if seat is None or state.is_terminal():
            return []
        mode = self.presenter.mode
        return [a for a in state.legal_actions(seat) if mode.allows(a, seat)]

    def play(self, action: Action, seat: int) -> list[dict]:
        """Play a human's action through the match (already checked legal by the caller, or raising
        IllegalAction) and show it; an action the mode does not allow is refused with its reason."""
        mode = self.presenter.mode
        if not mode.allows(action, seat):
            why = mode.refusal(action, seat)
            if why:
                self.app.toast(why, 2.5)
            return []
        return self.match.submit(seat, action).events

    def _on_played(self, played: Played) -> None:
        """The match played a move (anyone's, the table's included): log it, animate it, autosave. The shown
        state moves on only through the queue: the copy of the game after this move goes on show when its
        animation begins, and parts a table holds back (presenter.hold) follow when the move's events end."""
        seat, events = played.seat, played.events
        if self.is_human(seat):
            self.error = None  # an AI failure notice stays until the next human move
        # Hotseat: the view follows the human who acts next, behind a hand-over screen.
        viewer = self.viewer
        nxt = self.human_to_act()
        if nxt is not None and self.seats.count("human") > 1 and nxt != self.viewer:
            viewer = nxt
            self.queue.push(anim.Call(lambda s=nxt: self._hand_over(s)))
        after = self.state.clone()
        held = self.held_keys(events)
        self.queue.push(anim.Call(lambda a=after, v=viewer: self.presenter.show(a, a.observation(v), seat, held)))
        for event in events:
            shown = self.state.redact_event(event, viewer)
            line = self.describe_event(shown)
            if line:
                self.queue.push(anim.Call(lambda s=line, e=shown: self.log.add(s, self.event_color(e))))
            self.animate_event(shown)
        self.queue.push(anim.Call(self.presenter.release))
        self.on_played(played.action, seat, events)
        self.aids.action_played(seat)
        if self.services:
            self.services.action_played(self, seat, played.text, events)

    def held_keys(self, events: list[dict]) -> tuple[str, ...]:
        """Hook: the parts of the observation that stay as they were before a move while its events play out
        (the engine resolves a fight at once; its dice roll on screen, a Roll may wait for the player): they
        follow when the move's animation ends. Default: none."""
        return ()

    def _hand_over(self, seat: int) -> None:
        self.viewer = seat  # the table is laid out for its next player before anything can resize it
        self.app.open_scene("handoff", self, seat)

    def restore(self, actions: list[tuple[int, str]]) -> None:
        """Rebuild the game from the record's seed and ``actions`` (undo, loading a save, a replay's step
        back). The game log is worded again from the moves kept, so an undone move leaves it and Continue
        shows the whole game."""
        self.match.restore(actions)
        self.queue.finish_all()
        self.presenter.reset(self.match.state)
        nxt = self.human_to_act()
        if nxt is not None and self.seats.count("human") > 1 and nxt != self.viewer:
            self._hand_over(nxt)  # hotseat undo: the screen goes back to the player whose decision was undone
        self.finished_shown = False
        self.aids.reset()
        self._reword_log()
        self.on_restored()

    def _reword_log(self) -> None:
        self.log_palette = theme.high_contrast
        self.log.clear()
        self.log.add(t("app.table.new_game", game=t(f"app.game.{self.game_id}"), seed=self.history.seed), theme.BRASS)
        for played in self.match.played:
            for event in played.events:
                shown = self.state.redact_event(event, self.viewer)
                line = self.describe_event(shown)
                if line:
                    self.log.add(line, self.event_color(shown))

    def on_played(self, action: Action, seat: int, events: list[dict]) -> None:
        """Hook: called after an action is applied (selection reset, sounds...)."""

    def on_restored(self) -> None:
        """Hook: called after :meth:`restore`."""

    def event_color(self, event: dict) -> tuple[int, int, int]:
        seat = event.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(theme.SEAT_COLORS):
            return theme.lerp_color(theme.TEXT, theme.SEAT_COLORS[seat], 0.35)
        return theme.TEXT

    # ------------------------------------------------------------------ AI

    def _update_ai(self, dt: float) -> None:
        """Run the match clock: bots' answers (paced for the eye in turn windows, held while the last move
        still animates), real-time reactions and the table's own moves (never held: the deal waits for no one)."""
        if self.replaying:
            return  # the replay scene submits the recorded moves itself
        realtime = self.state.window().kind == REALTIME
        error = clock.tick(self.match, dt, hold=self.queue.busy and not realtime)
        if error:
            self.error = error

    @property
    def thinking_seat(self) -> int | None:
        thinking = self.match.thinking
        return thinking[0] if thinking else self.shown_thinking

    @property
    def services(self):
        """The app services (autosave, undo, hint, sound, keys: orcdesk.ui.services), None in bare tests and
        in replays."""
        return None if not self.presenter.mode.may_act else getattr(self.app, "services", None)

    @property
    def ai_thinking(self) -> bool:
        return self.thinking_seat is not None and not self.state.is_terminal()

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.layout(self.size)
        for controller in self.match.controllers.values():
            controller.prepare()  # start the AI processes now, not in the middle of the game
        if self.services:
            self.services.table_entered(self)

    def on_exit(self) -> None:
        if self.services:
            self.services.table_exited(self)
        for controller in self.match.controllers.values():
            controller.close()

    def on_language(self) -> None:
        """Re-word the log (its title and every line) and the table's buttons in the new language."""
        self.log.title = t("app.table.log")
        self.menu_button.label = t("app.table.menu")
        self.aids.on_language()
        self._reword_log()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.menu_button.rect = frame.menu_rect(size)
        self.layout(size)
        if self.services:
            self.services.table_resized(self, size)
        if self.log_palette != theme.high_contrast:
            # the colour-blind palette was switched (Settings re-lays every scene out): colours named in the log
            # ("the red tribe", now drawn orange) are worded again as they are shown
            self._reword_log()

    log_below = staticmethod(frame.log_below)  # the game log goes under the table in a narrow window
    top_buttons_rect = staticmethod(frame.top_buttons_rect)  # the band of Menu, Hint and Undo

    def open_pause(self) -> None:
        self.app.open_scene("pause", self)

    def region_at(self, pos) -> HitRegion | None:
        return regions.region_at(self.hit_regions(), pos)

    def handle_event(self, event: pygame.event.Event) -> None:
        """The window's focus moves the clock (``_update_pause``); other input goes to :func:`clicks.dispatch`."""
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.window_focused = event.type == pygame.WINDOWFOCUSGAINED
            self._update_pause()
            return
        clicks.dispatch(self, event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        for b in self.buttons:
            b.update(dt)
        self.log.update(dt)
        self._update_pause()
        self._update_ai(dt)
        self.update_table(dt)
        self.presenter.mode.update(self, dt)
        if self.services:
            self.services.table_update(self, dt)
        shows_result = self.presenter.mode.shows_result
        if shows_result and self.state.is_terminal() and not self.queue.busy and not self.finished_shown:
            self.finished_shown = True
            self.show_result()

    def show_result(self) -> None:
        self.app.open_scene("result", self)

    def draw(self, surface: pygame.Surface) -> None:
        self._drawing = True  # from here on ``self.state`` is the shown state
        match = self.match
        if presenting.GUARD_LIVE_STATE:
            self.match = presenting.GuardedMatch(match)  # tests: reading the live game now raises
        try:
            self._draw_scene(surface)
        finally:
            self._drawing = False
            self.match = match

    def _draw_scene(self, surface: pygame.Surface) -> None:
        self.hover = self.region_at(self.mouse) if self.can_act() else None
        if self.presenter.mode.keeps_clear_of_texts:  # where the table wrote: seat names, counters, prompts
            with texts_drawn() as drawn:
                self.draw_table(surface)
            self.frame_texts = [entry for entry in drawn if isinstance(entry, DrawnText)]
        else:
            self.draw_table(surface)
        for b in [] if self.replaying else self.buttons:
            b.draw(surface)
        self.draw_mode_highlights(surface)
        self.aids.draw(surface)
        if self.services:
            self.services.table_draw(self, surface)
        self.presenter.mode.draw(self, surface)
        if self.hover is not None and self.app.stack.top is self:
            regions.show_tooltip(self.app.tooltip, self.hover, self.mouse)

    # ------------------------------------------------------------------ shared drawing
    def pulse(self, speed: float = 3.0) -> float:
        """0..1 oscillating value for glowing highlights."""
        return 0.5 + 0.5 * math.sin(self.time * speed)

    def draw_highlight(
        self, surface: pygame.Surface, rect: pygame.Rect, hovered: bool = False, color=theme.HILITE
    ) -> None:
        """The shared "you can click this" glow: pulsing halo plus a bright frame."""
        regions.draw_highlight(surface, rect, theme.unit(self.size), self.pulse(), hovered, color)

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the banner says, and in which colour, as of what is on screen (:func:`status.status_text`)."""
        return status.status_text(self)

    # Prompts follow the input in use: after a key press they name keys, after a mouse click they say "click".
    # A table whose prompt() words the keys itself (reading ``self.keyboard_mode``) sets PROMPT_NAMES_KEYS; any
    # other table gets the shared key line after its prompt, so every table tells a keyboard player what to press.
    PROMPT_NAMES_KEYS = False

    def prompt_in_use(self) -> str:
        """The prompt worded for the input the player uses now (``keyboard_mode``)."""
        text = self.prompt()
        if self.keyboard_mode and not self.PROMPT_NAMES_KEYS:
            text = t("app.table.keys_prompt", prompt=text)
        return text

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The banner saying whose turn it is / what to do / that the AI is thinking."""
        status.draw_status_bar(surface, rect, *self.status_text())

    # ------------------------------------------------------------------ pause: the clock stops
    def on_pause(self) -> None:
        self.match.paused = True  # an overlay (pause, rules, hand-over...) is on top: the clock stops

    def on_resume(self) -> None:
        self.window_focused = True  # whoever closed the overlay is looking at the window
        self._update_pause()

    def _update_pause(self) -> None:
        """The match clock (real-time deals, the table's timers) runs only while the table is the top scene
        and the window has the focus; a game may also hold it (``hold_clock``)."""
        self.match.paused = (
            self.app.stack.top is not self
            or not getattr(self, "window_focused", True)
            or self.hold_clock()
            or self.presenter.mode.holds_clock()
        )

    def hold_clock(self) -> bool:
        """Hook: True to keep the match clock still for a moment (e.g. until an opening animation is over)."""
        return False

    def shot_ready(self) -> bool:
        """Hook for ``orcdesk shot`` (ui/staging.py): is this a good position to show? (``shot_slack`` more
        moves at most are played to find one.)"""
        return True

    # ------------------------------------------------------------------ to implement per game
    @classmethod
    def setup_options(cls) -> setup_hooks.OptionRows:
        """The setup screen's option rows (the game's YAML options marked ``setup: true``)."""
        return setup_hooks.setup_options(cls)

    @classmethod
    def setup_seat_options(cls, seat: int) -> setup_hooks.OptionRows:
        """The choices of one seat, shown on its row of the setup screen (options marked ``setup: seat``)."""
        return setup_hooks.setup_seat_options(cls, seat)

    @classmethod
    def setup_adjust(cls, options: dict, changed: str, players: int) -> None:
        """Hook: keep the setup screen's ``options`` consistent after ``changed`` was set (e.g. two seats never
        share a role: the other seat takes the old one)."""

    @classmethod
    def setup_finish(cls, options: dict, seats: list[str], chosen: set) -> dict:
        """Hook: the options a game starts with, from the setup screen's; ``chosen``: the option names the
        player set himself (an AI seat may choose the others, e.g. its role)."""
        return options

    @classmethod
    def setup_blurb(cls) -> str:
        return ""

    @classmethod
    def setup_seat_label(cls, seat: int) -> str:
        """The setup screen's name of a seat: "Seat 2", or its side where seats differ (Orc Wars: the horde,
        the Paladin...), so the player sees which side he picks."""
        return t("app.setup.seat", n=seat + 1)

    @classmethod
    def rules_picture(cls, page: int, w: int, h: int) -> pygame.Surface | None:
        """The picture beside rules page ``page`` (0-based), by default from the table package's ``rules_art``."""
        return setup_hooks.rules_picture(cls, page, w, h)

    @classmethod
    def draw_setup_art(cls, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pass

    def layout(self, size: tuple[int, int]) -> None:
        pass

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def hit_regions(self) -> list[HitRegion]:
        return []

    def click(self, target: Any, button: int) -> Action | None:
        return None

    def click_path(self, action: Action) -> list[Any]:
        """The targets a player clicks, in order, to play ``action``: the one mapping from the rules' actions
        to the screen. Hints light it, modes light it, keys and tests follow it."""
        raise NotImplementedError

    def regions_of(self, action: Action) -> list[HitRegion]:
        """The regions drawn now that lie on ``action``'s click path (the whole path at once: a card, and the
        tribe or pile it goes to), for a hint or a mode to light."""
        try:
            targets = self.click_path(action)
        except Exception:  # an action this table cannot reach by clicks (e.g. one the table plays itself)
            return []
        return [r for r in self.hit_regions() if r.target in targets]

    def draw_mode_highlights(self, surface: pygame.Surface) -> None:
        """Light the screen targets of the actions the mode names (a tutorial's next step, a review's move)."""
        regions.draw_mode_highlights(self, surface)

    def draw_target_glow(self, surface: pygame.Surface, rect: pygame.Rect, color=theme.GOOD) -> None:
        """The glow of a suggested target (hint, guided step): brighter and greener than the legal glow."""
        regions.draw_target_glow(surface, rect, theme.unit(self.size), self.pulse(5.0), color)

    def action_words(self, action: Action) -> str:
        """A move in words for a hint, never telling chance or hidden things (``words.action_words``)."""
        return words.action_words(
            self.match.state, self.human_to_act(), self.viewer, self.describe_event, action, self.info.string_prefix
        )

    def describe_event(self, event: dict) -> str | None:
        return None

    def animate_event(self, event: dict) -> None:
        self.queue.push(anim.Wait(0.15))

    def prompt(self) -> str:
        return t("app.table.your_turn")

    def result_title(self) -> str:
        names = [self.seat_name(s) for s in range(len(self.seats))]
        return words.result_title(self.state.winners(), names, self.seats)

    def result_lines(self) -> list[str]:
        scores = self.state.scores()
        return words.result_lines([self.seat_name(s) for s in range(len(scores))], scores)

    def result_subtitle(self) -> str:
        """The final score in one line, e.g. "15 – 11" (viewer first)."""
        return words.result_subtitle(self.state.scores(), self.viewer)

    def draw_result_art(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pass

    def on_wheel(self, dy: int) -> None:
        pass

    def on_key(self, event: pygame.event.Event) -> None:
        pass

    def update_table(self, dt: float) -> None:
        pass

    # ------------------------------------------------------------------ quiet when nothing moves
    def frame_rate(self) -> float:
        """Frames a second this table needs with no input (scene.py; :func:`clock.frame_rate`)."""
        return clock.frame_rate(self)
