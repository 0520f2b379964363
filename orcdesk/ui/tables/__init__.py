"""Game tables: the generic controller every game's table builds on.

A table is a :class:`TableScene` subclass, ``orcdesk.ui.tables.<game_id>:<Name>Table`` (see the registry in
``orcdesk.games``). The base class does everything games share; a game only says how it looks and what a
click means.

What the base class does
========================
* runs the game on the one match driver, ``self.match`` (:class:`orcdesk.core.match.Match`): ``state`` and
  ``history`` (its :class:`~orcdesk.core.match.Record`: game id, seed, options, seats and the list of
  ``(seat, action text)``, replayed by :meth:`restore` for autosave and undo) are the match's; the
  ``seats`` are ``"human"`` or an AI kind per seat;
* each AI seat is a :class:`orcdesk.ai.worker.ThinkerController` (its own helper process: several may think
  at once, never blocking the window); the match's clock runs every frame (paused with the game), fires the
  table's own moves and real-time reactions, and paces AI turn answers for the eye;
* a human's click plays through :meth:`play` (``match.submit``); every move, whoever made it, comes back
  through the match's ``on_played``: it is worded into the game log and animated; events animate one after
  another through ``self.queue`` (``kit.anim``) and input waits until they are done, except in a real-time
  window, where the display trails the state while the human keeps acting (:meth:`can_act`);
* keeps ``self.obs`` = ``state.observation(viewer)`` as last *shown* (it is updated when the animation
  of an action starts), and ``self.prev_obs`` = the one before, for animations that show what went away;
* hit-testing: on hover and click it asks :meth:`hit_regions` for the clickable targets, shows the reason
  of an illegal one as a tooltip, and passes legal clicks to :meth:`click`;
* Esc opens the pause overlay; the end of the game opens the result overlay;
* hotseat (several "human" seats): the view follows the human to act, behind a hand-over screen.

What a game implements
======================
``layout(size)``
    Compute rects (in fractions of the window; ``kit.theme.unit(size)`` is 1/100 of the short side).
``draw_table(surface)``
    Draw the table from ``self.obs`` (background, cards, highlights). ``self.hover`` is the hovered
    :class:`HitRegion` or None; ``self.draw_highlight(surface, rect)`` draws the shared glow.
``hit_regions() -> list[HitRegion]``
    Every clickable thing drawn now, legal or not, topmost LAST. Illegal regions carry a translated
    ``reason``. Tests use it to find where to click (``region.point`` is a visible pixel of it).
``click(target, button) -> Action | None``
    A click on a legal target (``button`` 1 left, 3 right): change the selection and return None, or
    return an engine action to play for the viewer seat.
``click_path(action) -> list[target]``
    The targets a player clicks, in order, to play ``action``: the one mapping from rules to screen. Hints
    and modes light the regions on it (``regions_of``), tests drive the real UI with it.
``describe_event(event) -> str | None``
    One log line in words (``t(...)``), or None for events not worth a line.
``animate_event(event)``
    Push tweens on ``self.queue`` for one event (optional; the default only pauses briefly).
``prompt() -> str``
    What the human should do now ("Play a card…").
``result_lines() -> list[str]``, ``result_title() -> str``, ``result_subtitle() -> str``
    The end-of-game explanation (the result scene shows them). A line starting with ``!`` is a heading;
    an empty line is a gap. ``draw_result_art(surface, rect)`` may draw a picture of the final position
    beside them.
Optional: ``on_wheel(dy)``, ``on_key(event)``, ``update_table(dt)``, ``on_played(action, seat, events)``
(reset a selection), ``on_restored()`` (after undo / loading a save).

Class methods the setup screen uses (optional):
``setup_options() -> list[(name, label, [(value, label), ...])]``
    Game options offered before the game (values as in ``data/<game>.yaml``); the first value is the default.
``setup_seat_label(seat) -> str``
    The setup screen's name of a seat ("Seat 2"; Orc Wars names its side).
``setup_blurb() -> str``
    Two or three sentences on how the game goes, shown on the setup screen.
``draw_setup_art(surface, rect)``
    A small illustration for the setup screen (e.g. a few cards fanned out).
``rules_picture(page, w, h) -> Surface | None``
    The picture beside each rules page; by default ``rules_picture`` of the ``rules_art`` module in the
    table's package.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from orcdesk.core.contract import REALTIME, Action, GameState
from orcdesk.core.i18n import t
from orcdesk.core.match import Match, Played, Record
from orcdesk.games import get_game
from orcdesk.ui.kit import anim, draw, theme
from orcdesk.ui.kit.text import blit_text, fit_size
from orcdesk.ui.kit.widgets import Button, LogPanel
from orcdesk.ui.scene import Scene
from orcdesk.ui.tables import presenter as presenting
from orcdesk.ui.tables.aids import TableAids
from orcdesk.ui.tables.notation import notation_words
from orcdesk.ui.tables.presenter import Mode, Presenter

# Keys that only modify another (Shift+Tab, Ctrl+Z): pressing them alone does not switch the prompts to keys.
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
        pygame.K_MODE,
    )
)
# Windows narrower than this (width / height: square, 4:3, 5:4) get the game log below the table (log_below).
LOG_BELOW_ASPECT = 1.45
AI_MIN_SECONDS = 0.6  # an AI move never appears faster than this (scaled by the animation speed)


@dataclass
class HitRegion:
    rect: pygame.Rect
    target: Hashable
    legal: bool = True
    reason: str = ""  # shown on hover when not legal (already translated)
    tooltip: str = ""  # shown on hover when legal
    point: tuple[int, int] | None = None  # a visible pixel to click (default: the rect centre)

    def click_point(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center


History = Record  # the table's record of the game is the match driver's (orcdesk.core.match.Record)


def option_key(game_id: str, name: str, value: Any = None) -> str:
    """The catalogue key of a setup option (``<game>.option.<name>``) or of one of its values
    (``<game>.option.<name>_<value>``); tests/test_i18n.py checks every one exists."""
    return f"{game_id}.option.{name}" if value is None else f"{game_id}.option.{name}_{str(value).lower()}"


def _game_of(table_cls):
    """The registered game whose table is ``table_cls`` (None for a table no game names, e.g. in tests)."""
    from orcdesk.games import GAMES

    for info in GAMES.values():
        try:
            if info.table_class() is table_cls:
                return info
        except (ImportError, AttributeError):
            continue
    return None


class TableScene(Scene):
    """Base of every game table. See the module docstring."""

    def __init__(
        self, app, game_id: str, seats: list[str], seed: int, options: dict | None = None, inline_ai: bool | None = None
    ) -> None:
        super().__init__(app)
        self.info = get_game(game_id)
        self.game_id = game_id
        self.seats = list(seats)
        self.state_cls = self.info.state_class()
        self.inline_ai = app.settings.get("ai_in_process", False) if inline_ai is None else inline_ai
        self.match = Match.new(self.state_cls, self.seats, seed, options or {}, self._controllers(seed))
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
        kind = self.seats[seat]
        if kind == "human":
            return self.short_name(seat)
        from orcdesk.ai.opponents import seat_level

        return t("app.table.ai_name", name=self.short_name(seat), level=t(f"app.level.{seat_level(kind)}"))

    def handoff_name(self, seat: int) -> str:
        """Who the hotseat hand-over screen calls to the table: the seat's name (a game of sides adds the
        seat's side, e.g. "Player 2 · Ranger")."""
        return self.seat_name(seat)

    def short_name(self, seat: int) -> str:
        """A seat's name where room is short (a scoreboard, a marker): "You", "Player 2", or the AI's own name,
        "Grum", without its level."""
        if self.seats[seat] == "human":
            return t("app.table.you") if self.seats.count("human") == 1 else t("app.table.player_name", n=seat + 1)
        return self.character(seat).name

    def character(self, seat: int):
        """The AI character at ``seat`` (orcdesk.ai.opponents: name, level, style, portrait), None for a human."""
        from orcdesk.ai.opponents import seat_character

        return seat_character(self.game_id, self.seats, seat)

    def draw_portrait(self, surface: pygame.Surface, seat: int, center, size: int) -> None:
        """The portrait of the AI at ``seat`` (orcdesk.ui.kit.portrait) centred on ``center``; nothing for a human."""
        if self.is_human(seat) or size < 8:
            return
        from orcdesk.ui.kit.portrait import portrait

        picture = portrait(self.character(seat), size)
        surface.blit(picture, picture.get_rect(center=(int(center[0]), int(center[1]))))

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
    def _controllers(self, seed: int) -> dict:
        from orcdesk.ai.worker import ThinkerController

        return {
            s: ThinkerController(self.game_id, kind, seed=seed * 10 + s, inline=self.inline_ai)
            for s, kind in enumerate(self.seats)
            if kind != "human"
        }

    def _update_ai(self, dt: float) -> None:
        """Run the match clock: bots' answers (paced for the eye in turn windows, held while the last move
        still animates), real-time reactions and the table's own moves (never held: the deal waits for no one)."""
        if self.replaying:
            return  # the replay scene submits the recorded moves itself
        self.match.turn_pace = 0.0 if anim.SPEED <= 0 else AI_MIN_SECONDS / anim.SPEED
        realtime = self.state.window().kind == REALTIME
        self.match.advance(dt, hold=self.queue.busy and not realtime)
        for controller in self.match.controllers.values():
            if getattr(controller, "error", None):
                self.error, controller.error = controller.error, None

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
        u = theme.unit(size)
        self.menu_button.rect = pygame.Rect(0, 0, int(u * 13), int(u * 5.2))
        self.menu_button.rect.topright = (size[0] - int(u * 3), int(u * 3))
        self.layout(size)
        if self.services:
            self.services.table_resized(self, size)
        if self.log_palette != theme.high_contrast:
            # the colour-blind palette was switched (Settings re-lays every scene out): colours named in the log
            # ("the red tribe", now drawn orange) are worded again as they are shown
            self._reword_log()

    @staticmethod
    def log_below(size: tuple[int, int]) -> bool:
        """Is the window too narrow for a side column (scores, game log) beside the table? Below about 3:2 such
        a column squeezes the table into a strip (at 800×800 the Orc border was a third of the window beside a
        log as tall as the window), so a table lays those panels out in a band under it instead."""
        return size[0] < size[1] * LOG_BELOW_ASPECT

    @staticmethod
    def top_buttons_rect(size: tuple[int, int]) -> pygame.Rect:
        """The band at the top right that Menu, Hint and Undo share (Menu here in ``on_resize``, the other two
        beside it in ``services.table_resized``): a table's layout keeps its own drawing out of it."""
        u = theme.unit(size)
        w, h, gap = int(u * 13), int(u * 5.2), int(u * 1.2)
        right = size[0] - int(u * 3)
        left = right - 3 * w - 2 * gap
        return pygame.Rect(left, int(u * 3), right - left, h)

    def open_pause(self) -> None:
        self.app.open_scene("pause", self)

    def region_at(self, pos) -> HitRegion | None:
        for region in reversed(self.hit_regions()):
            if region.rect.collidepoint(pos):
                return region
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
            self.keyboard_mode = True
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard_mode = False
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.window_focused = event.type == pygame.WINDOWFOCUSGAINED
            self._update_pause()
            return
        if self.presenter.mode.handle_event(self, event):
            return
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return
        if self.services and self.services.table_event(self, event):
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
            return
        if self.log.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.can_act():
                self.on_wheel(event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.mouse = event.pos
            self.pressed = self.region_at(event.pos) if self.can_act() else None
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.mouse = event.pos
            pressed, self.pressed = self.pressed, None
            if pressed is None or not self.can_act():
                return
            region = self.region_at(event.pos)
            if region is None or region.target != pressed.target:
                return
            if not region.legal:
                if region.reason:
                    self.app.toast(region.reason, 2.0)
                return
            seat = self.human_to_act()
            if not self.presenter.mode.allows_target(region.target):  # a tutorial's step waits for another
                self.app.toast(self.presenter.mode.refusal(None, seat), 3.0)
                return
            action = self.click(region.target, event.button)
            if action is not None:
                self.play(action, seat)

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
        self.draw_table(surface)
        for b in [] if self.replaying else self.buttons:
            b.draw(surface)
        self.draw_mode_highlights(surface)
        self.aids.draw(surface)
        if self.services:
            self.services.table_draw(self, surface)
        self.presenter.mode.draw(self, surface)
        if self.hover is not None and self.app.stack.top is self:
            if not self.hover.legal and self.hover.reason:
                self.app.tooltip.show(self.hover.reason, self.mouse, theme.TRIBE_DARK["red"])
            elif self.hover.tooltip:
                self.app.tooltip.show(self.hover.tooltip, self.mouse)

    # ------------------------------------------------------------------ shared drawing
    def pulse(self, speed: float = 3.0) -> float:
        """0..1 oscillating value for glowing highlights."""
        return 0.5 + 0.5 * math.sin(self.time * speed)

    def draw_highlight(
        self, surface: pygame.Surface, rect: pygame.Rect, hovered: bool = False, color=theme.HILITE
    ) -> None:
        """The shared "you can click this" glow: pulsing halo plus a bright frame."""
        u = theme.unit(self.size)
        a = 150 + int(90 * self.pulse()) if not hovered else 255
        draw.draw_glow(
            surface, rect, color, spread=int(u * (2.2 if hovered else 1.6)), alpha=a, radius=max(4, rect.w // 10)
        )
        pygame.draw.rect(surface, color, rect.inflate(4, 4), max(2, int(u * 0.35)), border_radius=max(4, rect.w // 12))

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the banner says, and in which colour. It describes what is on screen: while moves still animate
        the state has already moved on, so neither the human's next prompt nor "game over" runs ahead of them
        (the banner stays empty, or says that an AI thinks)."""
        if self.error:
            return self.error, theme.DANGER
        if self.state.is_terminal() and not self.queue.busy:
            return t("app.table.game_over"), theme.BRASS
        if not self.presenter.mode.shows_prompt:
            return "", theme.TEXT
        if self.ai_thinking:
            dots = "." * (1 + int(self.time * 3) % 3)
            return t("app.table.thinking", who=self.seat_name(self.thinking_seat)) + dots, theme.TEXT_DIM
        moving = self.presenter.moving_seat
        if self.queue.busy and moving is not None and 0 <= moving < len(self.seats) and not self.is_human(moving):
            return t("app.table.playing", who=self.seat_name(moving)), theme.TEXT_DIM  # an AI's move on show
        if self.can_act():
            return self.prompt_in_use(), theme.HILITE_SOFT
        return "", theme.TEXT

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
        draw.panel(surface, rect, fill=(46, 32, 24), alpha=230, radius=rect.h // 3)
        text, color = self.status_text()
        size = fit_size(text, rect.h * 0.5, rect.w - rect.h, bold=True)
        parts = text.split(" · ")
        if size < rect.h * 0.4 and len(parts) > 1:
            # a long prompt (keys named, several ways to act) would shrink to a whisper on one line: two lines,
            # broken at the " · " nearest the middle, when that reads larger
            cut = min(range(1, len(parts)), key=lambda k: abs(len(" · ".join(parts[:k])) - len(text) / 2))
            lines = (" · ".join(parts[:cut]), " · ".join(parts[cut:]))
            two = min(fit_size(line, rect.h * 0.4, rect.w - rect.h, bold=True) for line in lines)
            if two > size:
                for line, dy in zip(lines, (-0.23, 0.23)):
                    blit_text(
                        surface,
                        line,
                        two,
                        color,
                        center=(rect.centerx, rect.centery + int(rect.h * dy)),
                        bold=True,
                        shadow=True,
                    )
                return
        blit_text(surface, text, size, color, center=rect.center, bold=True, shadow=True)

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
    def setup_options(cls) -> list[tuple[str, str, list[tuple[Any, str]]]]:
        """The setup screen's option rows, from the options the game's YAML marks ``setup: true``, worded by
        ``<game>.option.<name>`` and ``<game>.option.<name>_<value>``: [(name, label, [(value, label)])]."""
        info = _game_of(cls)
        if info is None:
            return []
        return [
            (name, t(option_key(info.id, name)), [(value, t(option_key(info.id, name, value))) for value in values])
            for name, values in info.setup_choices()
        ]

    @classmethod
    def setup_seat_options(cls, seat: int) -> list[tuple[str, str, list[tuple[Any, str]]]]:
        """The choices of one seat, shown on its row of the setup screen (options marked ``setup: seat`` with
        ``seat: <seat>``, worded by ``<game>.option.<words>[_<value>]``): [(name, label, [(value, label)])]."""
        info = _game_of(cls)
        if info is None:
            return []
        from orcdesk.core.data import seat_setup_choices

        return [
            (name, t(option_key(info.id, words)), [(v, t(option_key(info.id, words, v))) for v in values])
            for name, words, values in seat_setup_choices(info.option_specs(), seat)
        ]

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
        """The picture beside rules page ``page`` (0-based) of ``w`` × ``h`` pixels, or None: by default the
        ``rules_picture`` function of the ``rules_art`` module beside the table's class, so a table declares its
        pictures in its own package."""
        package = cls.__module__.rpartition(".")[0]
        try:
            module = importlib.import_module(f"{package}.rules_art")
        except ModuleNotFoundError:
            return None
        return module.rules_picture(page, w, h)

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
        mode = self.presenter.mode
        actions = mode.highlighted(self.shown_state, self.human_to_act())
        with mode.lighting(self):  # a review's targets are found as the reviewed seat's (ReviewMode)
            lit = [
                (region.rect, mode.lit_colour(action) or theme.GOOD)
                for action in actions
                for region in self.regions_of(action)
            ]
        rings: dict[tuple, int] = {}  # a target on two lit paths (the same tribe, two ways) gets two rings
        ring = int(theme.unit(self.size) * 1.1)
        drawn = []
        for rect, colour in lit:
            n = rings[tuple(rect)] = rings.get(tuple(rect), -1) + 1
            drawn.append((n, rect.inflate(2 * n * ring, 2 * n * ring), colour))
        for _, rect, colour in sorted(drawn, key=lambda item: -item[0]):  # the outer ring first, under the inner
            self.draw_target_glow(surface, rect, colour)

    def draw_target_glow(self, surface: pygame.Surface, rect: pygame.Rect, color=theme.GOOD) -> None:
        """The glow of a suggested target (hint, guided step): brighter and greener than the legal glow."""
        u = theme.unit(self.size)
        draw.draw_glow(
            surface,
            rect,
            color,
            spread=int(u * 2.4),
            alpha=170 + int(80 * self.pulse(5.0)),
            radius=max(4, rect.w // 10),
        )
        pygame.draw.rect(surface, color, rect.inflate(6, 6), max(2, int(u * 0.45)), border_radius=max(4, rect.w // 12))

    def action_words(self, action: Action) -> str:
        """A move in words for a hint ("You attack the white tribe with 2 green orcs"): the log line of the
        move's first worded event, the same in two worlds the player cannot tell apart (determinized with
        different seeds), so a hint never tells chance or hidden things (the card a draw brings, the dice);
        else the catalogue's words for the move, else its notation (``tables/notation.py``)."""
        from orcdesk.core.rng import Rng

        live, seat = self.match.state, self.human_to_act()
        if seat is None:
            return notation_words(self.info.string_prefix, live, action)
        firsts = []
        try:
            for seed in (1, 2):
                world = live.determinize(seat, Rng(seed))
                lines = (self.describe_event(world.redact_event(e, self.viewer)) for e in world.apply(action, seat))
                firsts.append(next((line for line in lines if line), None))
        except Exception:  # a table's wording of an unusual event: the notation still says the move
            return notation_words(self.info.string_prefix, live, action)
        return (
            firsts[0] if firsts[0] and firsts[0] == firsts[1] else notation_words(self.info.string_prefix, live, action)
        )

    def describe_event(self, event: dict) -> str | None:
        return None

    def animate_event(self, event: dict) -> None:
        self.queue.push(anim.Wait(0.15))

    def prompt(self) -> str:
        return t("app.table.your_turn")

    def result_title(self) -> str:
        won = self.state.winners()
        if not won:
            return t("app.result.draw")
        names = ", ".join(self.seat_name(s) for s in won)
        if self.seats.count("human") == 1:
            if any(self.is_human(s) for s in won):
                return t("app.result.you_win")
            return t("app.result.you_lose", who=names)
        return t("app.result.winner", who=names)

    def result_lines(self) -> list[str]:
        return [f"{self.seat_name(s)}: {score:g}" for s, score in enumerate(self.state.scores())]

    def result_subtitle(self) -> str:
        """The final score in one line, e.g. "15 – 11" (viewer first)."""
        scores = self.state.scores()
        order = [self.viewer] + [s for s in range(len(scores)) if s != self.viewer]
        return " – ".join(f"{scores[s]:g}" for s in order)

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
        """Frames a second this table needs with no input (scene.py): full while events animate, the newest log
        line fades or the match runs on its clock (a real-time window, a table move due: they land on time); a
        breathing rate while an AI seat thinks (its dots, and its answer seen within a frame) or the human may
        act (the legal targets' glow pulses); still once nothing can move."""
        from orcdesk.ui.scene import ANIMATING, BREATHING, STILL

        live = not self.state.is_terminal()
        on_the_clock = live and (self.state.window().kind == REALTIME or self.match.next_table_time() is not None)
        if self.queue.moving or self.log.fading or on_the_clock or self.presenter.mode.animating():
            return ANIMATING
        return BREATHING if self.ai_thinking or self.can_act() else STILL
