"""What the player sees of a game: the shown state, whose eyes, and what may be done (no game named here).

A table shows the game as of the last move whose animation has begun, not as the engine holds it now: the
engine resolves a whole move at once (a fight, its dice and its victims), while the screen plays it out event
by event. The :class:`Presenter` is that trailing picture, fed only by the table's animation queue:

* ``state``: a copy of the game as of the last move shown, and ``obs`` its observation for ``viewer`` (with
  ``prev_obs``, the one before, for animations of what went away);
* ``hold(keys)``: while a move's events still play out (its dice roll, a Roll waits for the defender), the
  named parts of the observation stay as they were before the move, until ``release()`` at the move's end;
* ``viewer``: the seat whose view is shown (hotseat hand-over, a replay's "seen by", all-AI games). Setting
  it words the shown observation for that seat at once and tells the table (which lays itself out again), so
  a resize between the two can never meet a half-changed table;
* ``mode``: a :class:`Mode` decides who may act, which actions may be taken and what is lit: live play,
  a replay (nothing to do, nothing lit, no prompt), and guided modes that allow only given actions and light
  the screen targets of actions they name (:class:`GuidedMode`). A mode may also run the table a little (the
  tutorial's, orcdesk/ui/tutorial/mode.py): hold the match clock, refuse a click off its path, play moves in its
  ``update``, draw over the table, take input first, keep the game out of saves and statistics.

The table reads the live game only to act on it (a click, a key): while it draws, its ``state`` *is* the
shown state, so every panel, count, badge, prompt and button reads it by construction. Tests switch
``GUARD_LIVE_STATE`` on so that a drawing that still reaches the live game another way (``match.state``)
fails (:class:`LiveStateRead`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from typing import Any

from orcdesk.core.contract import Action, GameState

# Tests set this: a table that reads the live game while drawing raises LiveStateRead instead of showing what
# has not been animated yet.
GUARD_LIVE_STATE = False


class LiveStateRead(RuntimeError):
    """A table read the live game while drawing: the screen must show the shown state (``shown_state``)."""


class GuardedMatch:
    """A table's match as its drawing sees it under ``GUARD_LIVE_STATE``: everything but the live game."""

    def __init__(self, match) -> None:
        object.__setattr__(self, "_match", match)

    def __getattr__(self, name: str):
        if name == "state":
            raise LiveStateRead("a table read the live game (match.state) while drawing: draw the shown state")
        return getattr(object.__getattribute__(self, "_match"), name)

    def __setattr__(self, name: str, value) -> None:
        setattr(object.__getattribute__(self, "_match"), name, value)


class Mode:
    """Live play: the humans at the table act, the legal targets are lit, the prompt says what to do."""

    name = "live"
    may_act = True  # a human at the table may act at all
    shows_prompt = True  # the banner words what to do
    # Changes whenever what the mode allows may have changed (a tutorial's next step): a table that caches its
    # targets keys them on (mode, revision), so a page's unlit table does not stay unlit on the step after it.
    revision: object = 0

    def allows(self, action: Action, seat: int) -> bool:
        """May ``seat`` take ``action`` (already legal by the rules) in this mode?"""
        return True

    def refusal(self, action: Action, seat: int) -> str:
        """Why ``allows`` said no, in words (translated), shown as a toast."""
        return ""

    def highlighted(self, state: GameState, seat: int | None) -> list[Action]:
        """Actions whose screen targets this mode lights beside the table's own glow (a tutorial's next step,
        a review's better move)."""
        return []

    def lit_colour(self, action: Action) -> tuple[int, int, int] | None:
        """The colour of a lit action's glow (None: the table's suggestion green)."""
        return None

    def lighting(self, table) -> Any:
        """A context in which the table words and finds the targets of the lit actions (see ReviewMode)."""
        return nullcontext()

    # Hooks a guided mode that runs the table uses (the tutorial's TutorialMode, orcdesk/ui/tutorial/mode.py).
    keeps_records = True  # the game is autosaved, counted in the statistics and kept among the records
    shows_result = True  # the end of the game opens the result overlay

    def holds_clock(self) -> bool:
        """Keep the match clock still (the table's own moves, real-time reactions wait)."""
        return False

    def allows_target(self, target: Any) -> bool:
        """May a legal click on ``target`` go to the table (a tutorial allows only its step's click path)?
        When not, ``refusal(None, seat)`` says why."""
        return True

    def screen(self, regions: list, seat: int | None) -> list:
        """A table's hit regions, those whose target the mode refuses (:meth:`allows_target`) made not legal
        with the mode's reason: the table lights, offers and focuses only the targets of allowed moves (a
        second copy of the card to play, a Cancel, a die off the step's selection stay dark)."""
        refused = [r.legal and not self.allows_target(r.target) for r in regions]
        if not any(refused):
            return regions
        why = self.refusal(None, seat)
        return [replace(r, legal=False, reason=why) if off else r for r, off in zip(regions, refused)]

    def update(self, table, dt: float) -> None:
        """Once a frame, after the table's own update."""

    def animating(self) -> bool:
        """The mode has something to do on its own soon (a scripted move due): the window keeps drawing."""
        return False

    keeps_clear_of_texts = False  # the table notes where it wrote (``frame_texts``): a panel drawn over it avoids them

    def draw(self, table, surface) -> None:
        """Drawn over the table, after the lit targets (a tutorial's step panel)."""

    def handle_event(self, table, event) -> bool:
        """An input event before the table sees it; True when the mode used it."""
        return False


class LiveMode(Mode):
    pass


class ReplayMode(Mode):
    """Watching a record: the recorded moves play themselves; no prompt, no lit target, no button to press."""

    name = "replay"
    may_act = False
    shows_prompt = False

    def allows(self, action: Action, seat: int) -> bool:
        return False


class GuidedMode(Mode):
    """A mode that lets the player take only some actions and lights the targets of others: the base of the
    tutorial and review modes. ``allowed(state, seat)`` gives the actions that may be taken (None: any legal
    one), ``lit(state, seat)`` the actions whose targets glow, ``why`` the words of a refusal."""

    name = "guided"

    def __init__(
        self,
        allowed: Callable[[GameState, int], Iterable[Action] | None] | None = None,
        lit: Callable[[GameState, int | None], Iterable[Action]] | None = None,
        why: str = "",
        state_of: Callable[[], GameState] | None = None,
    ) -> None:
        self._allowed = allowed
        self._lit = lit
        self.why = why
        self.state_of = state_of  # the live game the table acts on (set by the table)

    def allows(self, action: Action, seat: int) -> bool:
        if self._allowed is None or self.state_of is None:
            return True
        allowed = self._allowed(self.state_of(), seat)
        return allowed is None or action in set(allowed)

    def refusal(self, action: Action, seat: int) -> str:
        return self.why

    def highlighted(self, state: GameState, seat: int | None) -> list[Action]:
        return list(self._lit(state, seat)) if self._lit is not None else []


class ReviewMode(GuidedMode):
    """Going over a finished game's marked decisions: a replay (nobody acts, no prompt, nothing saved: the
    table sees its name as "replay") that, at a marked decision, lights the move played and the better one in
    two colours (``show_moves``). A table finds the targets of a move only for a seat that acts, so
    ``lighting(table)`` lets the reviewed seat act for the moment the targets (or the move's words) are read,
    even where it was an AI seat; nothing can be played meanwhile (``allows`` refuses everything)."""

    name = "replay"
    may_act = False
    shows_prompt = False

    def __init__(self, played_colour: tuple[int, int, int], better_colour: tuple[int, int, int]) -> None:
        super().__init__(allowed=lambda state, seat: [], lit=None)
        self.colours = {"played": played_colour, "better": better_colour}
        self.seat: int | None = None
        self.moves: list[tuple[Action, str]] = []  # (action, "played" or "better")

    def show_moves(self, seat: int, played: Action, better: Action) -> None:
        self.seat = seat
        self.moves = [(played, "played"), (better, "better")]
        self.revision += 1  # other targets to find

    def clear(self) -> None:
        self.seat, self.moves = None, []
        self.revision += 1

    def allows(self, action: Action, seat: int) -> bool:
        return False

    def highlighted(self, state: GameState, seat: int | None) -> list[Action]:
        return [action for action, _ in self.moves]

    def lit_colour(self, action: Action) -> tuple[int, int, int] | None:
        roles = [role for lit, role in self.moves if lit == action]
        return self.colours[roles[0]] if roles else None

    @contextmanager
    def lighting(self, table) -> Iterator[None]:
        if self.seat is None:
            yield
            return
        seats = table.seats
        self.may_act = True
        if not table.is_human(self.seat):
            table.seats = [("human" if s == self.seat else name) for s, name in enumerate(seats)]
        try:
            yield
        finally:
            self.may_act = False
            table.seats = seats


LIVE = LiveMode()
REPLAY = ReplayMode()


class Presenter:
    """The shown state of one table (see the module docstring)."""

    def __init__(self, state: GameState, viewer: int) -> None:
        self._viewer = viewer
        self.state = state.clone()
        self._obs = state.observation(viewer)
        self.prev_obs = self._obs
        self.held: dict[str, Any] = {}
        self._merged: dict | None = None
        self.moving_seat: int | None = None  # whose move is on show while it animates
        self.mode: Mode = LIVE
        self.viewer_listeners: list[Callable[[int], None]] = []

    # ------------------------------------------------------------------ whose eyes
    @property
    def viewer(self) -> int:
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        if seat == self._viewer:
            return
        self._viewer = seat
        self._obs = self.prev_obs = self.state.observation(seat)
        self.held.clear()
        self._merged = None
        for listener in list(self.viewer_listeners):
            listener(seat)

    # ------------------------------------------------------------------ the shown position
    @property
    def obs(self) -> dict:
        """The observation on show: the last shown move's, with the parts held from before it."""
        if not self.held:
            return self._obs
        if self._merged is None:  # one dict while the hold lasts (tables key caches on the observation)
            self._merged = {**self._obs, **self.held}
        return self._merged

    @obs.setter
    def obs(self, obs: dict) -> None:
        self._obs = obs
        self._merged = None

    def show(self, state: GameState, obs: dict, seat: int | None = None, held: Iterable[str] = ()) -> None:
        """A move of ``seat`` begins to animate: the game as it is after it goes on show, but for the ``held``
        parts of the observation, which stay as before until the move's animation ends (:meth:`release`)."""
        self.state = state
        self.held.clear()
        self._merged = None
        self.prev_obs, self._obs = self.obs, obs
        self.moving_seat = seat
        self.hold(held)

    def reset(self, state: GameState) -> None:
        """The game was put back (undo, a save, a replay's jump): show it as it is, nothing pending."""
        self.state = state.clone()
        self._obs = self.prev_obs = state.observation(self._viewer)
        self.held.clear()
        self._merged = None

    def hold(self, keys: Iterable[str]) -> None:
        """Keep ``keys`` of the observation as they were before the move on show until :meth:`release` (e.g.
        the discard pile and the scores while a fight's dice still roll)."""
        for key in keys:
            if key not in self.held and key in self.prev_obs:
                self.held[key] = self.prev_obs[key]
        self._merged = None

    def release(self) -> None:
        """The move's animation ended: all of it is on show."""
        self.held.clear()
        self._merged = None
        self.moving_seat = None
